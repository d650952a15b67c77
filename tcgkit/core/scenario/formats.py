"""Scenario format versions (docs/scenarios.md "Format versions"): which format a file is in, and how an older one is
read. A file says its format in the top-level key ``format``; a file without it is format 2.

* **Format 1** (until core v2, 2026-11-23): each game read its own ``expect``. GWENT files wrote ``decider: N``,
  ``decision: KIND`` and bare event kinds in ``events``, which format 2 changed in meaning; every other part of a
  format-1 file reads the same in format 2. A file is read as format 2, and each of those three constructs gets a
  one-line message saying what replaced it (:func:`format_1_leftovers`) — they are refused, never read another way.
* **Format 2** (core v2): the shared vocabulary. FE Cipher and Power Duell defined user cards in ``setup.cards``;
  GWENT started from decklists with ``setup: {start: true, decks, seed, mode}`` and listed event kinds the set-up
  emitted in ``expect.setup_events``. Read by moving these to their format-3 places (:func:`upgrade_2_to_3`).
* **Format 3** (:data:`CURRENT`): ``format``; ``cards`` (user cards, in every game with card authoring); ``decks``,
  ``seed`` and ``settings`` (start from decklists, before the first turn); ``deck_problems`` (the rules each
  decklist breaks); ``expect.setup_events`` (event patterns of the set-up) in every game.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.errors import ScenarioError
from tcgkit.core.safeyaml import line_of

CURRENT = 3
"""The format this tcgkit writes; files of formats 1 to :data:`CURRENT` are read."""

NEW_IN_3 = ("cards", "decks", "seed", "settings", "deck_problems")
"""Top-level keys format 3 introduced: a file of an older format that uses one is told to say ``format: 3``."""


def to_current(data: dict, node: Any, where: str) -> dict:
    """The file's mapping, read as format :data:`CURRENT` (a new dict with ``format: CURRENT``; ``data`` is not
    changed).

    Args:
        node: the YAML node tree (for line numbers), or ``None``.
        where: the file, for messages.

    Raises:
        ScenarioError: a format that is not a whole number from 1, one newer than this tcgkit reads, a construct of
            an older format that changed meaning (one line each, naming what replaced it), or a key newer than the
            file's format.
    """
    version = data.get("format", 2)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ScenarioError(f"{_at(where, node, ('format',))}: format is a whole number from 1 "
                            f"(this tcgkit writes {CURRENT}), not {version!r}")
    if version > CURRENT:
        raise ScenarioError(f"{_at(where, node, ('format',))}: this file is written in scenario format {version}; "
                            f"this tcgkit reads formats 1 to {CURRENT} (a newer tcgkit reads it)")
    problems = format_1_leftovers(data, node, where)
    if version < 3:
        problems += [f"{_at(where, node, (key,))}: '{key}' is new in format 3; write 'format: 3' at the top "
                     f"(docs/scenarios.md)" for key in NEW_IN_3 if key in data]
    else:
        problems += format_2_leftovers(data, node, where)
    if problems:
        raise ScenarioError("\n".join(problems))
    return {**(upgrade_2_to_3(data) if version < 3 else data), "format": CURRENT}


def format_1_leftovers(data: dict, node: Any, where: str) -> list[str]:
    """One message per construct of format 1 that format 2 replaced (``decider``, ``decision: KIND``, bare event
    kinds in ``events`` / ``no_events``)."""
    expect = data.get("expect")
    if not isinstance(expect, dict):
        return []
    out = []
    if "decider" in expect:
        out.append(f"{_at(where, node, ('expect', 'decider'))}: format 1 used 'decider: {expect['decider']}'; "
                   f"format 2 writes 'decision: {{player: {expect['decider']}}}'")
    if isinstance(expect.get("decision"), str):
        kind = expect["decision"]
        out.append(f"{_at(where, node, ('expect', 'decision'))}: format 1 wrote 'decision: {kind}'; format 2 writes "
                   f"'decision: {{kind: {kind}}}' (with 'player:' for whose decision)")
    for key in ("events", "no_events"):
        items = expect.get(key)
        if isinstance(items, list) and any(isinstance(x, str) for x in items):
            bare = next(x for x in items if isinstance(x, str))
            out.append(f"{_at(where, node, ('expect', key))}: format 1 listed bare event kinds in '{key}' "
                       f"({bare}); format 2 writes patterns '{{kind: {bare}}}', matched during the steps in order "
                       f"(the set-up's events: 'setup_events')")
    return out


def upgrade_2_to_3(data: dict) -> dict:
    """A format-2 mapping as format 3: ``setup.cards`` → ``cards``; GWENT's ``setup: {start: true, decks, seed,
    mode}`` → ``decks``, ``seed``, ``settings: {mode}``; bare kinds in ``expect.setup_events`` → ``{kind: K}``."""
    out = {k: v for k, v in data.items() if k != "format"}
    setup = out.get("setup")
    if isinstance(setup, dict):
        setup = dict(setup)
        if "cards" in setup:
            out["cards"] = setup.pop("cards")
        if setup.get("start"):
            out["decks"] = setup.pop("decks", [])
            if "seed" in setup:
                out["seed"] = setup.pop("seed")
            if "mode" in setup:
                out["settings"] = {"mode": setup.pop("mode")}
            out.pop("setup")  # format 2 read nothing else of a setup with start: true
        else:
            out["setup"] = setup
    expect = out.get("expect")
    if isinstance(expect, dict) and isinstance(expect.get("setup_events"), list):
        out["expect"] = {**expect, "setup_events": [{"kind": x} if isinstance(x, str) else x
                                                    for x in expect["setup_events"]]}
    return out


def format_2_leftovers(data: dict, node: Any, where: str) -> list[str]:
    """In a format-3 file, one message per construct of format 2 that format 3 moved (``setup.cards``, GWENT's
    ``setup.start``/``setup.decks``, bare event kinds in ``setup_events``)."""
    out = []
    setup = data.get("setup")
    if isinstance(setup, dict):
        if "cards" in setup:
            out.append(f"{_at(where, node, ('setup', 'cards'))}: format 2 wrote user cards in 'setup.cards'; format 3 "
                       f"writes them at the top level ('cards:'), for every game with card authoring")
        if "start" in setup or "decks" in setup:
            key = "start" if "start" in setup else "decks"
            out.append(f"{_at(where, node, ('setup', key))}: format 2 started GWENT from decklists with "
                       f"'setup: {{start: true, decks, seed, mode}}'; format 3 writes 'decks', 'seed' and "
                       f"'settings: {{mode}}' at the top level, for every game")
    expect = data.get("expect")
    items = expect.get("setup_events") if isinstance(expect, dict) else None
    if isinstance(items, list) and any(isinstance(x, str) for x in items):
        bare = next(x for x in items if isinstance(x, str))
        out.append(f"{_at(where, node, ('expect', 'setup_events'))}: format 2 listed bare event kinds in "
                   f"'setup_events' ({bare}); format 3 writes patterns '{{kind: {bare}}}', in order")
    return out


def _at(where: str, node: Any, path: tuple) -> str:
    line = line_of(node, path) if node is not None else None
    return f"{where}:{line}" if line else where
