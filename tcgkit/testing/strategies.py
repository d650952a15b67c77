"""Hypothesis strategies for fuzzing what strangers feed tcgkit: decklists, replays, scenario files and actions.

Each strategy mixes the plausible with the hostile — numbers too large to allocate, floats and booleans where
integers belong, byte-order marks and Windows line endings, deep nesting, unknown keys, non-ASCII digits — because
a file from the web must get a clear error, never a traceback. ``tests/fuzz`` runs them against every game (a
bounded pass in ``make test``; ``make fuzz`` runs the long pass).

Requires ``hypothesis`` (the ``dev`` extra).
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

_WORDS = st.sampled_from([
    "GD01-018", "ST01-005", "R-001", "EXB-001", "Blue Stripes Commando", "Geralt of Rivia", "Decoy", "leader:",
    "deck:", "cards:", "x3", "×2", "#", "Foltest, King of Temeria", "S01-001", "B01-003", "", " ", "²", "٣", "\u00a0",
    "0", "-1", "1e9", "3.0", "100000000000000000000000", "[", "{", "\t", "\x00",
])

_NUMBERS = st.one_of(st.integers(-5, 10), st.integers(10**8, 10**25), st.just(99), st.just(100))


@st.composite
def decklist_lines(draw: Any) -> str:
    """One decklist line: a count and a card in either form, a header, a comment, or junk."""
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return f"{draw(_NUMBERS)} {draw(_WORDS)}"
    if kind == 1:
        return f"{draw(_WORDS)} x{draw(_NUMBERS)}"
    if kind == 2:
        return f"{draw(st.sampled_from(['leader', 'deck', 'Leader', 'cards']))}: {draw(_WORDS)}"
    if kind == 3:
        return "# " + draw(st.text(max_size=20))
    if kind == 4:
        return " ".join(draw(st.lists(_WORDS, max_size=4)))
    return draw(st.text(max_size=30))


@st.composite
def decklist_bytes(draw: Any, base: str = "") -> bytes:
    """A whole decklist file: optionally a valid ``base`` with lines added, a BOM, CRLF, trailing spaces, or bytes
    that are not UTF-8."""
    lines = base.splitlines() if base and draw(st.booleans()) else []
    for line in draw(st.lists(decklist_lines(), max_size=8)):
        lines.insert(draw(st.integers(0, len(lines))), line)
    if draw(st.booleans()):
        lines = [x + " " * draw(st.integers(0, 3)) for x in lines]
    text = ("\r\n" if draw(st.booleans()) else "\n").join(lines)
    data = text.encode("utf-8", "surrogatepass") if draw(st.booleans()) else text.encode("utf-8", "replace")
    if draw(st.booleans()):
        data = "\ufeff".encode() + data
    if draw(st.integers(0, 9)) == 0:
        data += b"\xff\xfe\x00"
    return data


_JSON_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(allow_nan=False),
                          st.text(max_size=12))
_JSON = st.recursive(_JSON_SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                     max_leaves=20)


@st.composite
def mutated_json(draw: Any, base: Any) -> Any:
    """``base`` (a replay as JSON data) with a few of its values replaced: wrong types, huge numbers, nesting."""
    data = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, 4))):
        path = []
        node = data
        while isinstance(node, (dict, list)) and node and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(node))) if isinstance(node, dict) else draw(
                st.integers(0, len(node) - 1))
            path.append(key)
            node = node[key]
        if not path:
            continue
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        old = parent[path[-1]]
        choice = draw(st.integers(0, 4))
        if choice == 0:
            parent[path[-1]] = draw(_JSON)
        elif choice == 1 and isinstance(old, int) and not isinstance(old, bool):
            parent[path[-1]] = draw(st.sampled_from([float(old), str(old), old > 0, 10**9, -old, 10**20]))
        elif choice == 2:
            parent[path[-1]] = [old]
        elif choice == 3 and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = None
    return data


def json_text(data: Any) -> str:
    """JSON text of fuzzed data (never raises)."""
    return json.dumps(data, default=str)


@st.composite
def mutated_action(draw: Any, action: tuple) -> Any:
    """A legal action bent out of shape: other element types, extra or missing elements, nesting, or no tuple."""
    import numpy as np

    choice = draw(st.integers(0, 6))
    if choice == 0:
        return draw(_JSON)
    items = list(action)
    if choice == 1 and len(items) > 1:
        i = draw(st.integers(1, len(items) - 1))
        x = items[i]
        if type(x) is int:
            variants = [float(x), str(x), [x], (x,), np.int64(x), bool(x), x + 10**6]
        else:
            variants = [str(x).encode(), [x], (x,), str(x) + "x", None, 0]
        items[i] = draw(st.sampled_from(variants))
        return tuple(items)
    if choice == 2:
        return tuple(items) + (draw(_JSON_SCALARS),)
    if choice == 3:
        return tuple(items[:-1]) if len(items) > 1 else ()
    if choice == 4:
        return (tuple(items),)
    if choice == 5:
        return str(action)
    return (draw(st.text(max_size=8)),) + tuple(items[1:])


@st.composite
def scenario_text(draw: Any, base: str, game: str) -> str:
    """A scenario file: a real one (``base``) with lines dropped, duplicated or replaced, or random YAML data."""
    if draw(st.integers(0, 3)) == 0:
        import yaml

        data = draw(st.dictionaries(st.sampled_from(["name", "game", "setup", "steps", "expect", "refused", "bogus"]),
                                    _JSON, max_size=6))
        data.setdefault("game", game)
        return yaml.safe_dump(data)
    lines = base.splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.integers(0, 3))
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            lines[i] = lines[i].split(":")[0] + ": " + draw(st.sampled_from(["[", "{a: 1}", "-3", "99999999999", "null",
                                                                            "*x", "&x 1", "[[[[[[]]]]]]", "'²'"]))
        else:
            lines[i] = "  " + lines[i]
    return "\n".join(lines) + "\n"
