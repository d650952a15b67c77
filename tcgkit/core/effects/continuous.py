"""Continuous effects: constant effects of cards in play, recomputed when the board changes.

A card in play may carry static abilities ("friendly units get AP+1", "this unit has <Blocker> while linked"), each
of a :class:`~.statics.StaticKind`. ``match.continuous`` is the tuple of ``(source, host)`` pairs whose statics are
in force (``host``: the card the source speaks for, e.g. the unit a pilot is paired with), and ``match.in_force``
indexes them by kind. :func:`refresh_continuous` rebuilds both from the game's ``match.continuous_sources()``
whenever something enters or leaves play (cheap: it is a short scan); a kind's reader adds them up for one card.
Statics are read at the moment they are asked for, so a condition ("while it is your turn") is always current:
that is the recomputation, with nothing to forget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match


def refresh_continuous(m: "Match") -> None:
    """Rebuild ``match.continuous`` from the game's ``continuous_sources()``, and ``match.in_force``: each static
    kind (:mod:`.statics`) the sources' abilities name → its ``(source, host, effects)`` in ``continuous`` order, so
    that a kind's reader passes over a kind nobody has at once and reads only the sources of its own kind (readers
    test ``kind in m.in_force`` and subscript: most kinds are not in force, and a ``.get`` call costs more on that
    path). ``continuous`` is set here only."""
    m.continuous = found = tuple(m.continuous_sources())
    m.in_force = in_force_index(m, found)


def in_force_index(m: "Match", sources: tuple) -> dict:
    """``match.in_force`` for these ``(source, host)`` pairs: each static kind their cards' abilities (an
    :class:`~.abilities.AbilitySet`'s ``statics``) name → its ``(source, host, effects)`` in the order given. A game
    that keeps ``continuous`` itself (with its own order of sources) builds ``in_force`` with this."""
    index: dict = {}
    defs = m.card_def
    for src, host in sources:
        statics = getattr(getattr(defs[src], "abilities", None), "statics", None)
        if statics:
            for kind, effects in statics.items():
                if kind in index:
                    index[kind].append((src, host, effects))
                else:
                    index[kind] = [(src, host, effects)]
    return {kind: tuple(entries) for kind, entries in index.items()}
