"""What a card game's scenario file says of a card in play: the card, whether it kneels, its power,
and the cards on it (attachments, duplicates). A game may add fields (tokens of its own).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class InPlay(BaseModel):
    """A card in play with its state."""

    model_config = ConfigDict(extra="forbid")
    card: str
    kneeling: bool = False
    power: int = Field(0, ge=0)
    attachments: list[str] = Field(default_factory=list)
    duplicates: list[str] = Field(default_factory=list)
