"""Proposed vocabulary: the keys series 2–4 cards are declared with that tcgkit does not implement yet.

Issue 21 brings the cards of B02–B04, S03–S06 and P02–P04; issue 19 moves the ability envelope, the timings
(``TriggerKind``) and the continuous effects and keywords (``StaticKind``) into the core. A card that needs a new
timing, continuous effect, keyword, mark or envelope key is declared now with the key proposed for it (the cards in
``cards/pending/``); reading such a key raises :class:`PendingVocabulary` naming it, and the pool keeps the card
unplayable with that reason (``tcgkit cards fe_cipher ID``). Any other unknown key is still a plain
:class:`~tcgkit.core.effects.CompileError`: a slip, not a proposal. Each key's meaning, rule source and edge cases
are specified in the plan of issue 21 and summarised in docs/games/fe_cipher.md ("Proposed vocabulary").
"""

from __future__ import annotations

from tcgkit.core.effects import CompileError

PROPOSED: dict[str, dict[str, str]] = {}
"""Proposed keys by the place they are read (``{"timing": {KEY: meaning in one line}, …}``). Every key proposed for
series 2–4 is implemented now; the mechanism waits for the next series."""


class PendingVocabulary(CompileError):
    """A declaration uses a proposed key (:data:`PROPOSED`): the card waits for it, it is not a slip.

    Attributes:
        place: where the key is read (``timing``, ``static``, ``spec``, ``mark``, ``envelope``, ``effect``,
            ``cost``, ``selector``, ``condition``); key: the proposed key.
    """

    def __init__(self, place: str, key: str, where: str) -> None:
        super().__init__(f"{where}: '{key}' is a proposed {place} ({PROPOSED[place][key]}), not implemented yet")
        self.place, self.key = place, key

    @property
    def reason(self) -> str:
        """The reason a card using it is not playable yet, in one line."""
        return f"waits for the proposed {self.place} '{self.key}'"


def refuse_proposed(place: str, key: object, where: str) -> None:
    """Raise :class:`PendingVocabulary` if ``key`` is a proposed key of ``place``."""
    if isinstance(key, str) and key in PROPOSED.get(place, ()):
        raise PendingVocabulary(place, key, where)
