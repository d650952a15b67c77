"""Words about cards for one reader: names that reveal nothing, and copies told apart by their place.

Every line a person reads — a legal action's description, a decision's prompt, a narrated event — names its cards
through these functions, so two promises hold in every game (the conformance kit checks the first,
:mod:`tcgkit.testing.words`):

* **nothing hidden is named**: :func:`label` gives the card's name only to a reader who sees it; anyone else reads
  what the table shows of it, e.g. "a face-down card (player 1's beings 2)";
* **copies are told apart**: where another card the reader sees has the same name, both lie where cards differ
  (a battle area, a row — not a hand or a pile, where copies are interchangeable) and the two differ in what the
  reader sees of them (zone, damage, rested …), the name carries its place: "Strike Dagger (your battle area 2)",
  "Strike Dagger (player 1's battle area 1)". Twins alike in every respect are not told apart: either is the same
  choice, and a person's list of choices shows it once (``Presentation.choices``).

The game's :class:`~tcgkit.core.game.Presentation` names the places (``table_zone``, ``card_place``,
``hidden_card``). Words are made only when someone asks for them, never while the rules generate legal actions: a
label costs one scan of the cards on the table.

Readers: a seat index, or ``None`` for the public (spectators, and narration of public events). Action words are
read by the player who decides (:func:`for_decider`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match


def card_name(m: "Match", uid: Any) -> str:
    """A card's name as printed, whoever reads it (``?`` for a missing or out-of-range uid). Words for a reader go
    through :func:`label` or :func:`named` instead; this is for lines only readers who see the card get (the
    detailed half of a secret event)."""
    if isinstance(uid, int) and 0 <= uid < len(m.card_def):
        d = m.card_def[uid]
        name = getattr(d, "name", None)
        return name if name is not None else str(d)
    return "?"


def label(m: "Match", uid: Any, reader: int | None) -> str:
    """What ``reader`` may call card ``uid``: :func:`named` if the reader sees it, else the game's words for what the
    table shows of it (``Presentation.hidden_card``); ``"?"`` for a value that is no card."""
    if not _is_card(m, uid):
        return "?"
    if not m.sees(reader, uid):
        return m.game.presentation.hidden_card(m, uid, reader)
    return named(m, uid, reader)


def for_decider(m: "Match", uid: Any) -> str:
    """:func:`label` for the player of the pending decision (who reads the words of its legal actions)."""
    d = m.pending
    return label(m, uid, d.player if d is not None else None)


def named(m: "Match", uid: Any, reader: int | None = None) -> str:
    """Card ``uid``'s name, with its place when another card ``reader`` sees on the table has the same name.

    The caller vouches that the reader may know the card (narration of an event whose readers saw it; the
    conformance kit checks that they did). Cards off the table (hand, deck, piles) are interchangeable copies and
    are never told apart.
    """
    if not _is_card(m, uid):
        return "?"
    name = card_name(m, uid)
    pres = m.game.presentation
    if pres.table_zone(m.zone_table[m.card_zone[uid]]) is None or not _has_twin(m, uid, name, reader):
        return name
    return f"{name} ({pres.card_place(m, uid, reader)})"


def place(m: "Match", uid: Any, reader: int | None = None) -> str:
    """Where card ``uid`` is, in the reader's words: "your battle area 2", "player 1's hand"."""
    if not _is_card(m, uid):
        return "?"
    return m.game.presentation.card_place(m, uid, reader)


def owner_words(m: "Match", zone: Any, reader: int | None) -> str:
    """``"your "``, ``"player N's "`` (``"your side's "``, ``"side N's "`` for a team's zone) or ``""`` (shared)."""
    scope, owner = zone.spec.scope, zone.owner
    if owner < 0 or scope == "shared":
        return ""
    if scope == "team":
        mine = reader is not None and m.team_of[reader] == owner
        return "your side's " if mine else f"side {owner}'s "
    return "your " if reader == owner else f"player {owner}'s "


def _has_twin(m: "Match", uid: int, name: str, reader: int | None) -> bool:
    """Whether another card ``reader`` sees, in a zone where cards are told apart, has the name ``name`` and differs
    from ``uid`` in what the reader sees of it (``Presentation.twin_key``: zone, damage, rested …). Twins alike in
    every respect are interchangeable, and words that told them apart would only be noise."""
    if not m.sees(reader, uid):  # an event's card its (other) readers saw: no place relative to this reader
        return False
    pres = m.game.presentation
    defs = m.card_def
    key = None
    for zone in m.zone_table:
        if pres.table_zone(zone) is None:
            continue
        for other in m.zones[zone.id]:
            if other != uid and getattr(defs[other], "name", None) == name and m.sees(reader, other):
                if key is None:
                    key = pres.twin_key(m, uid, reader)
                if pres.twin_key(m, other, reader) != key:
                    return True
    return False


def _is_card(m: "Match", uid: Any) -> bool:
    return type(uid) is int and 0 <= uid < len(m.card_def)
