"""Costs of abilities: what must be paid before the effect, and why it cannot be paid now."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.flow import Walk
from engine.core.protocol import Decision, option

if TYPE_CHECKING:
    from .abilities import Use
    from .game import CardGame


@dataclass(frozen=True)
class Cost:
    """Kneel the card, pay gold, discard the card, kneel another standing character of
    yours that passes ``kneel_one`` (named ``kneel_one_text``), or sacrifice the card (last, so a
    cancelled effect leaves it paid).
    """

    kneel_self: bool = False
    gold: int = 0
    discard_self: bool = False
    kneel_one: Callable[[CardGame, str], bool] | None = None
    kneel_one_text: str = ""
    sacrifice_self: bool = False

    def why_not(self, game: CardGame, use: Use) -> tuple[str, str] | None:
        """Why the cost cannot be paid now: (reason, rule), or None. rules: kneel, gold, costs"""
        rules = game.kit_rules
        if self.sacrifice_self and not game.is_in_play(use.source):
            return "it is not in play, and its cost is to sacrifice it", rules["costs"]
        if self.kneel_self and game.card(use.source).kneeling:
            return "it is kneeling, and its cost is to kneel it", rules["kneel"]
        price, pool = self.price(game, use), game.player(use.player).gold
        if price > pool:
            return f"costs {price} gold; your gold pool holds {pool}", rules["gold"]
        if self.kneel_one and not self.kneel_candidates(game, use):
            return f"you have no standing {self.kneel_one_text} to kneel", rules["costs"]
        return None

    def price(self, game: CardGame, use: Use) -> int:
        """The gold to pay now: the cost less the game's discount for this use, never below 0."""
        return max(0, self.gold - game.discount(use)) if self.gold else 0

    def kneel_candidates(self, game: CardGame, use: Use) -> list[str]:
        """Your standing characters that could pay a 'kneel one' cost."""
        assert self.kneel_one is not None
        return [c.uid for c in game.characters(use.player) if not c.kneeling and self.kneel_one(game, c.uid)]

    def pay(self, game: CardGame, use: Use) -> Walk:
        """Pay the cost; which character kneels is asked when several could. rule: costs"""
        rule = game.kit_rules["costs"]
        if self.kneel_self:
            game.kneel(use.source)
        if self.gold:
            price = self.price(game, use)
            game.use_discount(use)
            game.pay(use.player, price)
        if self.kneel_one:
            options = self.kneel_candidates(game, use)
            uid = options[0]
            if len(options) > 1:
                choice = yield Decision(
                    use.player,
                    f"{use.player}: kneel a {self.kneel_one_text} to pay for {game.card(use.source).name}",
                    [option("kneel", u, label=game.card(u).name) for u in options],
                    rule=rule,
                )
                uid = choice.subject
            game.kneel(uid)
            game.record("knelt", f"{game.card(uid).name} kneels to pay the cost", rule, {"card": uid})
        paid = self.describe(game, use)
        if paid:
            game.record("cost", f"{use.player} pays: {paid}", rule, {"source": use.source})
        if self.sacrifice_self:
            yield from game.leave([use.source], "sacrificed", "sacrificed to pay for its own ability")

    def describe(self, game: CardGame, use: Use) -> str:
        """The cost in words, as an option explains it."""
        parts = []
        if self.kneel_self:
            parts.append(f"kneels {game.card(use.source).name}")
        if self.gold:
            parts.append(f"{self.price(game, use)} gold")
        if self.discard_self:
            parts.append(f"discards {game.card(use.source).name}")
        if self.kneel_one:
            parts.append(f"kneels a {self.kneel_one_text}")
        if self.sacrifice_self:
            parts.append(f"sacrifices {game.card(use.source).name}")
        return ", ".join(parts)


#: The cost of an ability that costs nothing.
FREE = Cost()
