"""A greedy judgement for Sojusze: bid for allies that balance your two councils.

Every number a reason quotes is the influence the engine counts (:func:`.bidding.value`, with a
card's bonus, and :func:`.bidding.total`), never a printed value alone; a tie is read as the bid
reads it, for the tied leader nearest the first player. The judgement sees only what the leader
may see: the bidding areas, the councils' allies, how many cards each hand holds, never a token's
value or another leader's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.protocol import Option

from . import bidding, ring

if TYPE_CHECKING:
    from .cards import Influence
    from .game import Alliances

#: What an influence ability does for the bid, in a few words (the card text says it in full).
ABILITY = {
    "betrayal": "takes a card from another bidding area",
    "bribery": "goes into another leader's bidding area",
    "strings": "pulls the ally towards a neighbour's council",
    "matchmaker": "if you lose, you gain the top ally of the deck",
    "blood_magic": "if you win, the ally dies and you gain the deck's top ally",
    "assassin": "its triumph kills the current ally, whoever wins",
    "little_birds": "lays a token on the current ally",
    "contingency": "if you lose, you gain a power token",
    "pack": "the winner must use the council with fewer allies",
    "draw": "draws {n}",
}


def judge(game: Alliances, player: str, option: Option) -> tuple[float, str]:
    """A rule-of-thumb score for one option and the reason: lead the bid only for a strong ally, and
    kneel once you win and nobody can answer (rules: bid.play, bid.kneel, acquire.tie); count each
    card as the bid counts it (rules: cards.you, cards.bribery); put allies and tokens where the
    small council needs them (rules: goal, councils, acquire.place, acquire.token).
    """
    verb = option.verb
    if verb == "play":
        return _play(game, player, str(option.subject))
    if verb == "kneel":
        return _kneel(game, player)
    if verb == "take":
        return _take(game, player, str(option.target), str(option.subject))
    if verb == "give":
        return _give(game, player, str(option.target), str(option.subject))
    if verb in ("council", "token"):
        return _place(game, player, str(option.subject), verb)
    if verb == "kill":
        return _kill(game, player, str(option.target), str(option.subject))
    if verb == "keep":
        return _keep(game, player, str(option.subject))
    return 1, option.explain


# -- the bid --------------------------------------------------------------------------------------


def _totals(game: Alliances) -> dict[str, int]:
    """Every leader's influence as the bid counts it now. rule: acquire.winner"""
    return {p: bidding.total(game, p) for p in game.players}


def _winner(game: Alliances, totals: dict[str, int]) -> str:
    """Who would win with these totals: the highest, a tie to the nearest the first player.
    rules: acquire.winner, acquire.tie
    """
    best = max(totals.values())
    return next(p for p in game.seats_from(game.state.first) if totals.get(p) == best)


def _rival(game: Alliances, player: str, totals: dict[str, int]) -> str:
    """The other leader who would win if ``player`` were out of the bid."""
    return _winner(game, {q: t for q, t in totals.items() if q != player} or totals)


def _still_bidding(game: Alliances, player: str) -> list[str]:
    """The other leaders who can still play a card: not knelt, with a card in hand. rules: bid.play, bid.kneel"""
    s = game.state
    return [q for q in game.players if q != player and q not in s.knelt and s.hands[q]]


def _prize(game: Alliances) -> tuple[str, int]:
    """What the bid is for, in words, and the current ally's power (0 without one). rule: round.no-ally"""
    s = game.state
    if not s.current:
        return "the power token", 0
    ally = game.card(s.current)
    return f"{ally.name}, power {ally.power}", ally.power  # type: ignore[union-attr]


def _kneel(game: Alliances, player: str) -> tuple[float, str]:
    totals = _totals(game)
    mine, cards = totals[player], len(game.state.hands[player])
    prize, _ = _prize(game)
    answer = _still_bidding(game, player)
    rival = _rival(game, player, totals)
    if _winner(game, totals) == player:
        if mine == totals[rival]:
            ahead = f"the tie at {mine} is yours (nearer the first player)"
        else:
            ahead = f"you lead {mine} to {totals[rival]}"
        if not answer:
            return 6, f"{ahead} and nobody else can bid: kneel and keep your {cards} cards; {prize} is yours"
        return 2.5, f"{ahead} and keep your {cards} cards, but {answer[0]} may still raise"
    if totals[rival] == mine:
        return 1.5, f"keep your {cards} cards; {rival} wins the tie at {mine} ({prize})"
    return 1.5, f"keep your {cards} cards; {rival} would win with {totals[rival]} against your {mine} ({prize})"


def _play(game: Alliances, player: str, uid: str) -> tuple[float, str]:
    s = game.state
    card: Influence = game.card(uid)  # type: ignore[assignment]
    totals = _totals(game)
    mine = totals[player]
    prize, worth = _prize(game)
    answer = _still_bidding(game, player)
    if card.effect == "bribery":  # it lies in another leader's area: it never counts for you
        return 0.3 - card.value / 100, (
            f"{card.name} goes into another leader's bidding area: its {card.value} would count "
            f"for them, not for you (you stay at {mine})"
        )
    counted = bidding.value(game, player, uid)
    what = f"{card.name} counts {counted}{_bonus_note(game, player, card, counted)}"
    after = dict(totals)
    after[player] = mine + counted
    if card.effect == "betrayal":
        best = _best_take(game, player, after)
        if best is not None:
            owner, taken = best
            after[player] += bidding.value(game, player, taken)
            after[owner] -= bidding.value(game, owner, taken)
            what += f" and takes {game.card(taken).name} from {owner}"
    if _winner(game, totals) == player and not answer:
        n = card.params.get("n", 1)
        wasted = f"would only swap itself for {n} unknown card{'s' * (n > 1)}" if card.effect == "draw" else "is wasted"
        return 0.5 - counted / 20, f"you already win with {mine} and nobody can answer: {card.name} {wasted}"
    rival = _rival(game, player, after)
    note = _ability_note(card)
    if card.effect == "assassin":
        worth = 0  # whoever wins, the ally dies: only the token is left to win
    if _winner(game, after) != player:
        if after[player] == after[rival]:
            short = f"you would tie {rival} at {after[player]}, and the tie goes to {rival}"
        else:
            short = f"you would have {after[player]}, still behind {rival}'s {after[rival]}"
        score = 1 - counted / 20 + (0.6 if card.effect in ("matchmaker", "contingency") else 0)
        return score, f"{what}: {short}{note}"
    if not answer:
        lead = f"you would win {prize} outright, {after[player]} against {after[rival]}"
    elif mine > max(t for q, t in totals.items() if q != player):
        lead = f"raises your lead to {after[player]} against {after[rival]} for {prize}"
    else:
        lead = f"you would lead {after[player]} against {after[rival]} for {prize}"
    if worth >= 3:
        return 3 + worth / 10 - counted / 20, f"{what}: {lead}{note}"
    weak = "; only the token is at stake" if not s.current or card.effect == "assassin" else ", a weak ally"
    return 1 - counted / 20, f"{what}: {lead}{weak}{note}"


def _bonus_note(game: Alliances, player: str, card: Influence, counted: int) -> str:
    """Why a bonus card counts what it counts. rule: cards.you"""
    if card.effect != "bonus":
        return ""
    n = card.params.get("n", 1)
    if counted > card.value:
        return f" ({card.value} + {n}: you have fewer allies than both neighbours)"
    return f" (its +{n} needs fewer allies than both neighbours)"


def _ability_note(card: Influence) -> str:
    note = ABILITY.get(card.effect)
    if note is None or card.effect in ("betrayal", "bribery"):
        return ""
    n = card.params.get("n", 1)
    return "; " + note.format(n=f"{n} card{'s' * (n > 1)}")


def _best_take(game: Alliances, player: str, after: dict[str, int]) -> tuple[str, str] | None:
    """The card Betrayal would best take: the one that leaves ``player`` furthest ahead. rule: cards.you"""
    s = game.state
    targets = [(q, u) for q in game.players if q != player for u in s.bids[q]]
    if not targets:
        return None

    def margin(target: tuple[str, str]) -> int:
        q, u = target
        moved = dict(after)
        moved[player] += bidding.value(game, player, u)
        moved[q] -= bidding.value(game, q, u)
        return moved[player] - max(t for p, t in moved.items() if p != player)

    return max(targets, key=margin)


def _take(game: Alliances, player: str, owner: str, uid: str) -> tuple[float, str]:
    """Betrayal: which card to take, by what it does to the bid. rule: cards.you"""
    totals = _totals(game)
    gain, loss = bidding.value(game, player, uid), bidding.value(game, owner, uid)
    after = dict(totals)
    after[player] += gain
    after[owner] -= loss
    card: Influence = game.card(uid)  # type: ignore[assignment]
    rival = _rival(game, player, after)
    lead = _winner(game, after) == player
    standing = f"you {after[player]} against {rival}'s {after[rival]}"
    if card.effect == "bribery":
        extra = "; after the bid it joins your hand"
    else:  # a triumph or a pull acts for the leader whose area it lies in; the rest acted when played
        extra = _ability_note(card) if card.triumph or card.effect == "strings" else ""
    score = 2 * lead + gain / 10 + (loss / 10 if _winner(game, totals) == owner else 0)
    return score, f"{card.name} counts {gain} for you and {owner} drops to {after[owner]}: {standing}{extra}"


def _give(game: Alliances, player: str, leader: str, uid: str) -> tuple[float, str]:
    """Bribery: whose bid to raise, by the council that leader shares with you. rules: cards.bribery, councils"""
    totals = _totals(game)
    added = bidding.value(game, leader, uid)
    after = dict(totals)
    after[leader] += added
    lead = "and would lead" if _winner(game, after) == leader else "and stays behind"
    shared = _shared(game, player, leader)
    left, right = (ring.power(game, c, reveal=False) for c in ring.councils_of(game, player))
    if shared is None:
        link, score = "shares no council with you", 1.0
    elif left == right:
        link, score = f"shares one of your two councils, both at {left}", 2.0
    elif shared == _small(game, player):
        link, score = "shares your small council", 2.0
    else:
        link, score = "shares your stronger council", 1.5
    return score, f"{leader} goes to {after[leader]} {lead} ({link}); the card joins {leader}'s hand"


# -- councils -------------------------------------------------------------------------------------


def _small(game: Alliances, player: str) -> str:
    """The leader's small council as the table shows it: the weaker by allies (the left one when
    equal; tokens stay face down). rule: goal
    """
    left, right = ring.councils_of(game, player)
    return right if ring.power(game, right, reveal=False) < ring.power(game, left, reveal=False) else left


def _shared(game: Alliances, player: str, other: str) -> str | None:
    """The council two leaders share, if they are neighbours. rule: councils"""
    return next((c for c in ring.councils_of(game, player) if other in ring.members(c)), None)


def _partner(council_id: str, player: str) -> str:
    a, b = ring.members(council_id)
    return b if a == player else a


def _place(game: Alliances, player: str, council_id: str, verb: str) -> tuple[float, str]:
    """An ally or a token: into the council the small council needs. rules: goal, acquire.place, acquire.token"""
    s = game.state
    before = ring.power(game, council_id, reveal=False)
    tokens = len(s.councils[council_id].tokens)
    if verb == "token":
        added, grows = 0, f"a face-down token (1 to 3) makes {tokens + 1} there"
    else:
        ally = game.card(s.incoming[-1]) if s.incoming else None
        added = ally.power if ally else 0  # type: ignore[union-attr]
        grows = f"{ally.name if ally else 'the ally'} makes it {before} → {before + added}"
    mine = ring.councils_of(game, player)
    if council_id not in mine:
        a, b = ring.members(council_id)
        return 1 - before / 10, f"{grows}, in the council of {a} and {b}: it does not count for you"
    other = mine[1] if council_id == mine[0] else mine[0]
    partner = _partner(council_id, player)
    theirs = f", {partner}'s small council too" if _small(game, partner) == council_id else ""
    other_power = ring.power(game, other, reveal=False)
    if before == other_power:
        which = f"your councils are level at {before}; this one is shared with {partner}{theirs}"
    elif council_id == _small(game, player):
        which = f"your small council ({before} against {other_power}), shared with {partner}{theirs}"
    else:
        which = f"your stronger council, shared with {partner}{theirs}; your small council stays at {other_power}"
    return 5 - before / 10 - tokens / 100, f"{which}: {grows}"


def _kill(game: Alliances, player: str, council_id: str, uid: str) -> tuple[float, str]:
    """Jaqen H'ghar: which ally to kill, by whose council it weakens. rules: allies.killed, councils"""
    ally = game.card(uid)
    before = ring.power(game, council_id, reveal=False)
    after = before - ally.power  # type: ignore[union-attr]
    if council_id in ring.councils_of(game, player):
        partner = _partner(council_id, player)
        return -ally.power / 10, (  # type: ignore[union-attr]
            f"{ally.name} lies in your own council with {partner}: it would drop {before} → {after}"
        )
    a, b = ring.members(council_id)
    return 1 + ally.power / 10, f"the council of {a} and {b} drops {before} → {after} without {ally.name}"  # type: ignore[union-attr]


# -- card selection --------------------------------------------------------------------------------


def _keep(game: Alliances, player: str, uid: str) -> tuple[float, str]:
    """Card selection: keep the card that bids highest for you. rule: variant.selection"""
    packet = game.state.packets.get(player, [])
    card: Influence = game.card(uid)  # type: ignore[assignment]

    def bids(u: str) -> int:  # Bribery bids for someone else
        return 0 if game.card(u).effect == "bribery" else bidding.value(game, player, u)  # type: ignore[union-attr]

    own = bids(uid)
    top = max((bids(u) for u in packet), default=own)
    if card.effect == "bribery":
        rank = "it bids only for another leader"
    elif own == top:
        rank = "the highest bid in this packet"
    else:
        rank = f"{top - own} below the packet's best"
    bonus = _bonus_note(game, player, card, own)
    return 1 + own / 10, f"{card.name} bids {own}{bonus}: {rank}{_ability_note(card)}"
