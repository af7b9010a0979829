"""The card-game kit: what every card game of this family needs, for any number of players.

Abilities as data (:mod:`.abilities`, :mod:`.costs`), used in action windows and at trigger
points (:mod:`.windows`, :mod:`.moments`), lasting effects (:mod:`.lasting`), leaving play
with saves (:mod:`.leaving`) and duplicates (:mod:`.duplicates`). The kit knows no card,
phase or rule id of a particular game.

How a game plugs in: its engine subclasses :class:`CardGame` (not ``Game``) and declares, as
class attributes, its kinds of abilities (:class:`Kind`: action, response, forced, ...), its
card texts (``card_abilities``), the zones where abilities work, where constants apply and
where cards sit on other cards, its ways to leave play (:class:`Way`, each with the trigger
points around it), its phases and the rule ids the kit cites (``kit_rules``: a rule id for
each key of :data:`CITED`, checked against the catalogue when the class is made; the kit's
docstrings cite those keys). Its state has the fields of :class:`~.table.Table`; it gives
:meth:`CardGame.return_tokens` and, for more than two players, :meth:`CardGame.defender_for`.
Card texts use the kit's helpers (``opponents``, ``attached``, ``event``,
:func:`~.leaving.leave`, :func:`~.lasting.add`).

How agot2 will use it (hooks only; its rules stay in its own package):

- Challenges against a chosen opponent: the attacker names one of ``opponents(attacker)``
  (in melee, one whose title the attacker's title does not support); the challenge keeps that
  name and ``defender_for`` returns it, so card texts and hints find the defender as in agot.
- Titles: the title a player takes lies in their ``title`` zone for the round; with that zone
  in ``ability_zones`` and ``constant_zones`` its bonuses work as constant abilities (handing
  the titles back to the pool is agot2's own step).
- Shadows: facedown cards wait in a ``shadows`` zone (kept out of other players' views); an
  ability with ``zone="shadows"``, an action kind and ``Cost(gold=X)`` brings one out in any
  action window, and an event there is played from that zone.
- Interrupts and reactions: its kinds are interrupt and reaction (``CHOSEN``) and forced
  interrupt and forced reaction (``FORCED``); an event opens a "would" trigger point before it
  and an "after" one when it is done: forced abilities first (the first player orders them),
  then each player in turn may use theirs, once per card.
- Saves replacing leaving play: ``ways_to_leave`` gives killing, discarding and returning to
  hand each a "would" trigger point where saves and duplicates answer; sacrifice has none.
"""

from .abilities import CHOSEN, CONSTANT, FORCED, WINDOW, Ability, Kind, Use
from .costs import FREE, Cost
from .game import CITED, CardGame
from .lasting import Lasting
from .leaving import Way

__all__ = [
    "CHOSEN",
    "CITED",
    "CONSTANT",
    "FORCED",
    "FREE",
    "WINDOW",
    "Ability",
    "CardGame",
    "Cost",
    "Kind",
    "Lasting",
    "Use",
    "Way",
]
