"""What each player may see of the table (hidden hands, decks and secret choices stay hidden)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import effects

if TYPE_CHECKING:
    from .game import Agot


def card_view(game: Agot, uid: str) -> dict[str, Any]:
    """A face-up card with its printed (teaching) values and its state on the table."""
    card = game.card(uid)
    d = card.data
    out: dict[str, Any] = {
        "uid": uid,
        "id": d.id,
        "name": d.name,
        "name_pl": d.name_pl,
        "name_en": d.name_en,
        "type": d.type,
        "house": d.house,
        "cost": d.cost,
        "unique": d.unique,
        "keywords": list(d.keywords),
        "traits": list(d.traits),
        "ability": d.ability,
        "printed": d.printed,
        "owner": card.owner,
        "attached_to": card.attached_to,
    }
    if d.type == "character":
        out.update(strength=game.strength(uid), printed_strength=d.strength, icons=sorted(game.icons(uid)))
        if uid in game._in_play_uids():
            out["modifiers"] = [
                {"source": game.card(src).name, "amount": n, "kind": kind}
                for src, n, kind in effects.modifiers(game, uid)
            ]
    if d.type == "plot":
        out.update(income=d.income, initiative=d.initiative, claim=d.claim)
    if d.income:
        out["income"] = d.income
    if d.type != "plot" and card.attached_to is None and uid in game._in_play_uids():
        out.update(kneeling=card.kneeling, power=card.power, attached=[a.uid for a in game.attached(uid)])
    return out


def view_state(game: Agot, viewer: str | None) -> dict[str, Any]:
    """The table as ``viewer`` sees it (None sees everything)."""
    s = game.state
    players = {}
    for name, p in s.players.items():
        own = viewer is None or viewer == name

        def cards(zone: str, p=p) -> list[dict[str, Any]]:
            return [card_view(game, u) for u in p.zones[zone]]

        players[name] = {
            "house": p.house,
            "gold": p.gold,
            "power": p.power,
            "total_power": game.total_power(name),
            "deck": len(p.zones["deck"]),
            "hand": cards("hand") if own else len(p.zones["hand"]),
            "setup": cards("setup") if own else len(p.zones["setup"]),
            "play": cards("play"),
            "duplicates": cards("duplicates"),
            "discard": cards("discard"),
            "dead": cards("dead"),
            "plots": cards("plots") if own else len(p.zones["plots"]),
            "revealed": cards("revealed"),
            "used_plots": cards("used_plots"),
            "drafted": cards("drafted") if own else len(p.zones["drafted"]),
            "draft_hand": [card_view(game, u) for u in s.draft_hands.get(name, [])] if own else None,
            "chosen_plot": p.chosen_plot if own else p.chosen_plot is not None,
            "limited_played": p.limited_played,
            "challenges_made": list(p.challenges_made),
        }
    c = s.challenge
    return {
        "round": s.round,
        "phase": game.phase,
        "first_player": s.first_player,
        "initiative": s.initiative,
        "active": game.active,
        "treasury": s.treasury,
        "power_pool": s.power_pool,
        "draft_deck": len(s.draft_deck),
        "challenge": None
        if c is None
        else {
            "kind": c.kind,
            "attacker": c.attacker,
            "defender": c.defender,
            "attackers": list(c.attackers),
            "defenders": list(c.defenders),
            "stealthed": list(c.stealthed),
            "attack_strength": c.attack_strength,
            "defense_strength": c.defense_strength,
            "winner": c.winner,
        },
        "players": players,
    }
