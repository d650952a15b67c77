"""The conformance kit: the contracts of DESIGN.md checked on any registered game and mode, in the spirit of
OpenSpiel's ``random_sim_test``. A new game gets it by registering (``tests/test_conformance.py`` runs it for every
game and mode with the game's default decks).

Each check plays random games (uniform over the legal actions, seeded) and returns a list of failures, each a
sentence naming the game, mode, match seed and decision where it broke (empty: the contract holds):

* :func:`check_play` — every game ends within the decision limit without an exception, with winners among the seats;
  every card is in exactly one zone, always (card conservation);
* :func:`check_hidden` — no hidden identity reaches another seat: each event a seat may read names only cards that
  seat sees when the event is emitted (or before or after the action), and a determinised clone whose hidden cards
  differ shows the seat the same view;
* :func:`check_determinism` — same seed and actions ⇒ the same event log; a replay reproduces the match;
* :func:`check_transactional` — an illegal or stale action (a float, a numpy integer, a boolean or a string for a
  number, a nested or non-iterable object, an unknown action, an old version) raises ``IllegalAction`` and leaves the
  fingerprint and the log unchanged;
* :func:`check_clones` — a clone is independent of its original, both ways;
* :func:`check_kinds` — every emitted event kind, asked decision kind and offered action kind is declared in the
  game's :class:`~tcgkit.core.kinds.Kinds`, and every event narrates to text;
* :func:`~tcgkit.testing.search.check_fast_path` and :func:`~tcgkit.testing.search.check_determinize` — what
  search agents rely on: the rollout fast path changes no outcome, and a determinisation depends only on what its
  seat knows;
* :func:`~tcgkit.testing.words.check_words` — the words a seat reads (prompts, legal actions' descriptions,
  narration) name no card it cannot see;
* :func:`~tcgkit.testing.refusals.check_refusals` — an action that is not legal now is refused with the rule that
  forbids it, changes nothing, and its reason names no card the decider cannot see.

:func:`run_all` runs them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from tcgkit.core.errors import IllegalAction
from tcgkit.core.rng import Rng
from tcgkit.core.zones import SPECTATORS
from tcgkit.testing.playing import MAX_DECISIONS, new_match, play_random, random_steps  # noqa: F401
from tcgkit.testing.playing import label as _label
from tcgkit.testing.refusals import check_refusals
from tcgkit.testing.search import check_determinize, check_fast_path
from tcgkit.testing.words import check_words

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match

def conservation(m: "Match") -> str | None:
    """``None`` if every card is in exactly one zone and ``card_zone`` agrees, else what is wrong."""
    seen: dict[int, int] = {}
    for zid, cards in enumerate(m.zones):
        for uid in cards:
            if uid in seen:
                return f"card {uid} is in zone {seen[uid]} and zone {zid}"
            seen[uid] = zid
            if m.card_zone[uid] != zid:
                return f"card {uid} is in zone {zid} but card_zone says {m.card_zone[uid]}"
    missing = [u for u in range(len(m.card_def)) if u not in seen]
    if missing:
        return f"cards {missing[:5]} are in no zone"
    return None


# --------------------------------------------------------------------------------------------------- checks


def check_play(game: "Game", mode: str | None = None, games: int = 100, seed: int = 0, decks: list | None = None,
               every: int = 1) -> list[str]:
    """Termination, legal winners and card conservation (checked after every ``every``-th action)."""
    out = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        try:
            m = new_match(game, mode, s, decks, log_events=False)
            rng = Rng(s)
            for i, _a in enumerate(random_steps(m, rng)):
                if i % every == 0:
                    bad = conservation(m)
                    if bad:
                        out.append(f"{label}, decision {i}: {bad}")
                        break
            else:
                if not m.ended:
                    out.append(f"{label}: no decision pending, but the match has not ended")
                elif any(not 0 <= w < m.n_players for w in m.winners):
                    out.append(f"{label}: winners {m.winners} are not seats")
                bad = conservation(m)
                if bad:
                    out.append(f"{label}, at the end: {bad}")
        except Exception as exc:  # the report names the seed; the test shows the failures
            out.append(f"{label}: {type(exc).__name__}: {exc}")
    return out


def check_hidden(game: "Game", mode: str | None = None, games: int = 20, seed: int = 0, decks: list | None = None,
                 every: int = 3) -> list[str]:
    """Events name only cards their readers see; determinised clones show each seat the same view."""
    out: list[str] = []
    kinds = game.kinds.events
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        m = new_match(game, mode, s, decks)
        m.log = _WitnessLog(m, kinds, m.log)
        rng = Rng(s)
        det = Rng(s + 10_007)
        n = m.n_players
        i = 0
        while m.pending is not None and not out:
            before = [_visible(m, p) for p in range(n)]
            start = len(m.log)
            a = m.pending.actions[rng.below(len(m.pending.actions))]
            m.apply(a)
            after = [_visible(m, p) for p in range(n)]
            for k, (kind, vis, data) in enumerate(m.log[start:], start):
                named = _named_cards(kinds, kind, data)
                for p in range(n):
                    if not vis & (1 << p):
                        continue
                    for uid in named:
                        if uid not in before[p] and uid not in after[p] and (p, uid) not in m.log.seen[k]:
                            out.append(f"{label}, decision {i}: event {kind!r} tells seat {p} card {uid} "
                                       f"({getattr(m.card_def[uid], 'id', '?')}), which it cannot see")
            if i % every == 0 and m.pending is not None:
                for p in range(n):
                    view = m.view(p).to_dict()
                    clone = m.clone()
                    clone.resample_hidden(p, det)
                    if clone.view(p).to_dict() != view:
                        out.append(f"{label}, decision {i}: seat {p}'s view changes when only cards hidden from it "
                                   f"are redealt (the view shows hidden information)")
            i += 1
        if out:
            break
    return out


def check_determinism(game: "Game", mode: str | None = None, games: int = 5, seed: int = 0,
                      decks: list | None = None) -> list[str]:
    """Same seed and actions ⇒ the same log; the replay of a finished match reproduces it."""
    from tcgkit.core.replay import Replay

    out = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        a = new_match(game, mode, s, decks)
        play_random(a, Rng(s))
        b = new_match(game, mode, s, decks)
        play_random(b, Rng(s))
        if a.log != b.log:
            out.append(f"{label}: the same seed and actions gave two different event logs")
        try:
            again = Replay.model_validate_json(Replay.from_match(a).model_dump_json()).run()
        except Exception as exc:
            out.append(f"{label}: the replay does not run: {exc}")
            continue
        if again.log != a.log or again.fingerprint() != a.fingerprint():
            out.append(f"{label}: the replay does not reproduce the match")
    return out


def wrong_types(action: tuple) -> list[Any]:
    """Variants of a legal action that must be refused: other element types, other shapes."""
    import numpy as np

    out: list[Any] = [None, 7, "pass", object(), (), action + (0,), (action,), [list(action)], {"a": 1}]
    for i, x in enumerate(action):
        if type(x) is int:
            for y in (float(x), np.int64(x), str(x), bool(x) if x in (0, 1) else None, (x,)):
                if y is not None:
                    out.append(action[:i] + (y,) + action[i + 1:])
        elif type(x) is str:
            out.append(action[:i] + (x.encode(),) + action[i + 1:])
    return out


def check_transactional(game: "Game", mode: str | None = None, games: int = 5, seed: int = 0,
                        decks: list | None = None, every: int = 7) -> list[str]:
    """Illegal, mistyped and stale actions raise IllegalAction and change nothing."""
    out = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        m = new_match(game, mode, s, decks)
        rng = Rng(s)
        i = 0
        while m.pending is not None and len(out) < 5:
            if i % every == 0:
                before, log_len, version = m.fingerprint(), len(m.log), m.version
                legal = m.pending.actions
                attempts: list[tuple[Any, int | None]] = [(x, None) for x in wrong_types(legal[0])]
                attempts.append((("no such action",), None))
                if version:
                    attempts.append((legal[0], version - 1))
                for action, ver in attempts:
                    try:
                        m.apply(action, version=ver)
                    except IllegalAction:
                        pass
                    except Exception as exc:
                        out.append(f"{label}, decision {i}: {action!r} raised {type(exc).__name__}, not IllegalAction")
                        continue
                    else:
                        out.append(f"{label}, decision {i}: {action!r} (version {ver}) was accepted")
                        return out
                    if m.fingerprint() != before or len(m.log) != log_len or m.version != version:
                        out.append(f"{label}, decision {i}: refusing {action!r} changed the match")
                        return out
            a = m.pending.actions[rng.below(len(m.pending.actions))]
            m.apply(a)
            i += 1
    return out


def check_clones(game: "Game", mode: str | None = None, games: int = 5, seed: int = 0,
                 decks: list | None = None) -> list[str]:
    """A clone made mid-game and played to the end leaves the original as it was, and vice versa."""
    out = []
    for s in range(seed, seed + games):
        label = _label(game, mode, s)
        m = new_match(game, mode, s, decks)
        rng = Rng(s)
        for _ in range(12):
            if m.pending is None:
                break
            m.apply(m.pending.actions[rng.below(len(m.pending.actions))])
        if m.pending is None:
            continue
        c = m.clone()
        if c.fingerprint() != m.fingerprint() or c.log != m.log:
            out.append(f"{label}: a fresh clone differs from its original")
            continue
        fp, log_len = m.fingerprint(), len(m.log)
        play_random(c, Rng(s + 1))
        if m.fingerprint() != fp or len(m.log) != log_len:
            out.append(f"{label}: playing a clone changed the original")
        c2 = m.clone()
        fp2 = c2.fingerprint()
        play_random(m, Rng(s + 2))
        if c2.fingerprint() != fp2:
            out.append(f"{label}: playing the original changed its clone")
    return out


def check_kinds(game: "Game", mode: str | None = None, games: int = 30, seed: int = 0,
                decks: list | None = None) -> list[str]:
    """Every emitted event kind, asked decision kind and offered action kind is declared, and narrates."""
    kinds = game.kinds
    missing: dict[str, set[str]] = {"event": set(), "decision": set(), "action": set()}
    broken: list[str] = []
    for s in range(seed, seed + games):
        m = new_match(game, mode, s, decks)
        rng = Rng(s)
        while m.pending is not None:
            d = m.pending
            if d.kind not in kinds.decisions:
                missing["decision"].add(d.kind)
            for a in d.actions:
                if a[0] not in kinds.actions:
                    missing["action"].add(a[0])
            m.apply(d.actions[rng.below(len(d.actions))])
        for e in m.log:
            k = kinds.events.get(e[0])
            if k is None:
                missing["event"].add(e[0])
                continue
            try:
                text = k.narrate(m, e[2])
            except Exception as exc:
                broken.append(f"narrating {e[0]!r} {e[2]!r} raised {type(exc).__name__}: {exc}")
                continue
            if not isinstance(text, str) or not text:
                broken.append(f"narrating {e[0]!r} gave {text!r}, not a line of text")
    out = [f"{game.id}{'/' + mode if mode else ''}: {what} kinds used but not declared: {sorted(names)}"
           for what, names in missing.items() if names]
    return out + sorted(set(broken))[:10]


CHECKS: dict[str, tuple[Callable[..., list[str]], int]] = {
    "play": (check_play, 100), "hidden": (check_hidden, 20), "determinism": (check_determinism, 5),
    "transactional": (check_transactional, 5), "clones": (check_clones, 5), "kinds": (check_kinds, 30),
    "fast_path": (check_fast_path, 10), "determinize": (check_determinize, 10),
    "words": (check_words, 10), "refusals": (check_refusals, 5),
}
"""Check name → (check, default number of games)."""


def run_all(game: "Game", mode: str | None = None, seed: int = 0, decks: list | None = None,
            scale: float = 1.0) -> dict[str, list[str]]:
    """Every check; ``scale`` multiplies the number of games of each. Returns failures by check name."""
    return {name: check(game, mode, games=max(1, int(n * scale)), seed=seed, decks=decks)
            for name, (check, n) in CHECKS.items()}


# ---------------------------------------------------------------------------------------------------- helpers


class _WitnessLog(list):
    """An event log that also notes, for each event, which of its named cards each reader saw at the moment it was
    emitted: a card discarded from a hand and then shuffled into a deck in the same action was public in between.
    Readers are seats, and ``None`` for the spectators of an event they read."""

    def __init__(self, m: "Match", kinds: dict, events: list) -> None:
        super().__init__(events)
        self.m, self.kinds = m, kinds
        self.seen: list[frozenset] = [frozenset()] * len(events)

    def append(self, event: tuple) -> None:
        kind, vis, data = event
        m = self.m
        readers = [p for p in range(m.n_players) if vis & (1 << p)] + ([None] if vis & SPECTATORS else [])
        self.seen.append(frozenset((p, uid) for uid in _named_cards(self.kinds, kind, data)
                                   if uid < len(m.card_def) for p in readers if m.sees(p, uid)))
        super().append(event)


def _named_cards(kinds: dict, kind: str, data: dict) -> list[int]:
    """The card uids an event names, read from the fields its kind declares (``uid`` for an undeclared kind)."""
    fields = kinds[kind].cards if kind in kinds else ("uid",)
    return [uid for f in fields for uid in _uids(data.get(f))]


def _visible(m: "Match", p: int) -> set[int]:
    sees = m.sees
    return {u for u in range(len(m.card_def)) if sees(p, u)}


def _uids(value: Any) -> list[int]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value] if value >= 0 else []
    if isinstance(value, (list, tuple)):
        return [v for v in value if isinstance(v, int) and not isinstance(v, bool) and v >= 0]
    return []
