"""The conformance kit's words check: what a seat reads names no card it cannot see (DESIGN.md contract 4, for
words as well as data).

For every decision of random games (uniform over the legal actions, seeded):

* the decider's words — the decision's prompt (``Presentation.describe_decision``) and the description of every
  legal action (``Presentation.describe_action``) — must stay the same when the identities of the cards hidden
  from the decider are swapped among themselves;
* each event the action emits is narrated (``Presentation.describe_event``) after the action, and its line must
  stay the same when the identities of the cards hidden from its readers are swapped: a card counts as hidden from
  a reader who saw it neither before the action, nor after, nor when the event was emitted (a card shown and then
  shuffled away in one action was public in between).

Swapping (:func:`swap_identities`) permutes card definitions within each of the game's determinisation groups
(``Match.resample_group``): the cards sorted by name each take the definition of the card ``k`` places on, ``k``
being the most copies of one name in the group, so every card whose name can change does. Places, counts and
everything the reader sees stay as they are; only what the reader cannot know differs. So a line that differs
reads a hidden card — by name, cost, type or anything else — and is reported with both versions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from tcgkit.core.rng import Rng
from tcgkit.core.zones import SPECTATORS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match


def check_words(game: "Game", mode: str | None = None, games: int = 10, seed: int = 0,
                decks: list | None = None) -> list[str]:
    """Prompts, action words and narration name only cards their readers see (see the module docstring).

    Returns:
        One sentence per leak (at most 10), naming the game, mode, seed, decision, reader and both versions of the
        line; empty when the words hold.
    """
    from tcgkit.testing.conformance import _WitnessLog, _label, _visible, new_match

    pres = game.presentation
    out: list[str] = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        m = new_match(game, mode, s, decks)
        m.log = _WitnessLog(m, game.kinds.events, m.log)
        rng = Rng(s)
        readers: list[int | None] = [*range(m.n_players), None]
        i = 0
        while m.pending is not None and len(out) < 10:
            d = m.pending
            where = f"{label}, decision {i} ({d.kind!r} of seat {d.player})"
            out += _decider_leaks(m, pres, where)
            before = {r: _visible(m, r) for r in readers}
            start = len(m.log)
            m.apply(d.actions[rng.below(len(d.actions))])
            after = {r: _visible(m, r) for r in readers}
            for k in range(start, len(m.log)):
                out += _narration_leaks(m, pres, k, before, after, where)
            i += 1
        if out:
            break
    return out[:10]


def swap_identities(m: "Match", hidden: Iterable[int]) -> "Match":
    """A clone of ``m`` in which the definitions of the ``hidden`` cards are permuted within their determinisation
    groups so that as many as possible change name (see the module docstring); ``m`` is unchanged."""
    c = m.clone()
    groups: dict[Any, list[int]] = {}
    for u in hidden:
        zone = m.zone_table[m.card_zone[u]]
        groups.setdefault(m.resample_group(u, zone), []).append(u)
    for uids in groups.values():
        uids.sort(key=lambda u: (_name(m, u), u))
        names = [_name(m, u) for u in uids]
        k = max(names.count(x) for x in set(names))
        if k >= len(uids):
            continue
        for j, u in enumerate(uids):
            c.card_def[u] = m.card_def[uids[(j + k) % len(uids)]]
    return c


def _decider_leaks(m: "Match", pres: Any, where: str) -> list[str]:
    d = m.pending
    hidden = [u for u in range(len(m.card_def)) if not m.sees(d.player, u)]
    mine = _decider_words(m, pres)
    try:
        theirs = _decider_words(swap_identities(m, hidden), pres)
    except Exception as exc:
        return [f"{where}: the decider's words read a card hidden from seat {d.player} "
                f"(with hidden cards swapped they raise {type(exc).__name__}: {exc})"]
    for (what, a), (_, b) in zip(mine, theirs):
        if a != b:
            return [f"{where}: the {what} names a card hidden from seat {d.player}: {a!r} becomes {b!r} when only "
                    f"hidden cards are swapped"]
    return []


def _decider_words(m: "Match", pres: Any) -> list[tuple[str, str]]:
    d = m.pending
    words = [("prompt", pres.describe_decision(m))]
    words += [(f"words of {a!r}", pres.describe_action(m, a)) for a in d.actions]
    return words


def _narration_leaks(m: "Match", pres: Any, k: int, before: dict, after: dict, where: str) -> list[str]:
    event = m.log[k]
    kind, vis, _data = event
    readers = [p for p in range(m.n_players) if vis & (1 << p)] + ([None] if vis & SPECTATORS else [])
    if not readers:
        return []
    seen = m.log.seen[k]
    hidden: set[int] = set()
    for r in readers:
        known = before[r] | after[r]
        hidden.update(u for u in range(len(m.card_def)) if u not in known and (r, u) not in seen)
    line = pres.describe_event(m, event)
    if line is None or not hidden:
        return []
    who = ", ".join("spectators" if r is None else f"seat {r}" for r in readers)
    try:
        other = pres.describe_event(swap_identities(m, hidden), event)
    except Exception as exc:
        return [f"{where}: the narration of {kind!r} reads a card hidden from its readers ({who}); with hidden cards "
                f"swapped it raises {type(exc).__name__}: {exc}"]
    if other != line:
        return [f"{where}: the narration of {kind!r} names a card hidden from its readers ({who}): {line!r} becomes "
                f"{other!r} when only hidden cards are swapped"]
    return []


def _name(m: "Match", u: int) -> str:
    return str(getattr(m.card_def[u], "name", m.card_def[u]))
