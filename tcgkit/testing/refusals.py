"""The conformance kit's refusals check: an action that is not legal now is refused with the rule that forbids it,
changes nothing, and its reason names no card the decider cannot see (:mod:`tcgkit.core.refusals`).

At every ``every``-th decision of random games, well-formed actions of the game's own kinds that are not legal
now are tried: actions that were legal earlier in the game (another step, a card since moved or spent) and the
listed actions with one card argument replaced by another card. Each must

* be refused by ``apply`` with an ``IllegalAction`` whose ``rule`` is one of :data:`~tcgkit.core.refusals.RULES`,
  leaving the fingerprint, the log and the version as they were;
* be explained without an exception (:func:`~tcgkit.core.refusals.explain` runs the game's explainers unguarded
  here; ``apply`` guards them);
* have the same reason when the identities of the cards hidden from the decider are swapped
  (:func:`~tcgkit.testing.words.swap_identities`): the reason reads no hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.errors import IllegalAction
from tcgkit.core.refusals import RULES, explain
from tcgkit.core.rng import Rng
from tcgkit.testing.words import swap_identities

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match


def check_refusals(game: "Game", mode: str | None = None, games: int = 5, seed: int = 0, decks: list | None = None,
                   every: int = 3, tries: int = 6) -> list[str]:
    """See the module docstring. Returns one sentence per failure (at most 10), empty when refusals hold."""
    from tcgkit.testing.conformance import _label, new_match

    out: list[str] = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        m = new_match(game, mode, s, decks)
        rng = Rng(s + 31)
        seen: list[tuple] = []
        i = 0
        while m.pending is not None and len(out) < 10:
            d = m.pending
            if i % every == 0:
                for action in _candidates(m, seen, rng, tries):
                    out += _refusal_failures(m, action, f"{label}, decision {i} ({d.kind!r} of seat {d.player})")
            for a in d.actions:
                if len(seen) < 300 and a not in seen:
                    seen.append(a)
            m.apply(d.actions[rng.below(len(d.actions))])
            i += 1
        if out:
            break
    return out[:10]


def _candidates(m: "Match", seen: list[tuple], rng: Rng, n: int) -> list[tuple]:
    """Up to ``n`` well-formed actions of the game's kinds that are not legal now."""
    legal = set(m.pending.actions)
    kinds = m.game.kinds.actions
    pool = [a for a in seen if a not in legal]
    out = [pool[rng.below(len(pool))] for _ in range(min(n // 2, len(pool)))]
    for _ in range(n):
        if len(out) >= n:
            break
        a = m.pending.actions[rng.below(len(m.pending.actions))]
        kind = kinds.get(a[0])
        cards = [k for k, t in enumerate(kind.args if kind else (), start=1) if t == "card"]
        if not cards:
            continue
        k = cards[rng.below(len(cards))]
        other = a[:k] + (rng.below(len(m.card_def)),) + a[k + 1:]
        if other not in legal:
            out.append(other)
    return out


def _refusal_failures(m: "Match", action: tuple, where: str) -> list[str]:
    before, log_len, version = m.fingerprint(), len(m.log or ()), m.version
    try:
        why = explain(m, action)
    except Exception as exc:
        return [f"{where}: explaining the refusal of {action!r} raised {type(exc).__name__}: {exc}"]
    try:
        m.apply(action)
    except IllegalAction as exc:
        if exc.rule not in RULES:
            return [f"{where}: {action!r} was refused with the unknown rule {exc.rule!r}"]
        if exc.rule != why.rule:
            return [f"{where}: apply refused {action!r} by {exc.rule!r}, explain says {why.rule!r}"]
    else:
        return [f"{where}: {action!r}, which is not among the legal actions, was accepted"]
    if m.fingerprint() != before or len(m.log or ()) != log_len or m.version != version:
        return [f"{where}: refusing {action!r} changed the match"]
    d = m.pending
    hidden = [u for u in range(len(m.card_def)) if not m.sees(d.player, u)]
    try:
        other = explain(swap_identities(m, hidden), action)
    except Exception as exc:
        return [f"{where}: the refusal of {action!r} reads a card hidden from seat {d.player} (with hidden cards "
                f"swapped, explaining it raises {type(exc).__name__}: {exc})"]
    if other.reason != why.reason or other.rule != why.rule:
        return [f"{where}: the refusal of {action!r} names a card hidden from seat {d.player}: {why.reason!r} "
                f"becomes {other.reason!r} when only hidden cards are swapped"]
    return []
