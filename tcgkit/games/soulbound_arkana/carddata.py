"""The card format of Soulbound Ærkana (YAML; docs/games/soulbound_arkana.md#writing-a-card): reading card files.

A card file is a mapping ``{set: NAME, cards: [CARD, ...]}`` (or just the list). :func:`read_cards` turns it into
:class:`~.carddef.CardDef` records and a list of every problem found, each a
:class:`~tcgkit.core.game.DeckProblem` with the file's line (from the YAML node tree) and the rule it breaks (each
card is checked by :mod:`.cards.compile`). The shipped starter set (cards/starter.yaml) is read by the same code, so
the checker is what the game itself trusts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from tcgkit.core.effects import CompileError
from tcgkit.core.effects.limits import MAX_USER_CARDS, check_card
from tcgkit.core.files import read_card_file
from tcgkit.core.safeyaml import YamlProblem, load_yaml
from tcgkit.core.game import DeckProblem
from tcgkit.games.soulbound_arkana.carddef import CardDef
from tcgkit.games.soulbound_arkana.cards.compile import SRC, Checker, compile_card, fuses

def read_cards(path: str | Path, known: dict[str, CardDef] | None = None,
               default_set: str = "user") -> tuple[list[CardDef], list[DeckProblem]]:
    """Read a card file: its cards (only those without errors) and every problem (errors and warnings).

    Args:
        known: cards already defined (the shipped pool): an id may not be reused, names may be referred to.
        default_set: the set of cards that name none.

    Raises:
        DeckError: the file cannot be read: missing, not a regular file, larger than
            :data:`~tcgkit.core.safeyaml.MAX_CARD_FILE_BYTES`, not UTF-8 (:func:`tcgkit.core.files.read_card_file`).
    """
    text = read_card_file(path)
    return parse_cards(text, known, default_set)


def parse_cards(text: str, known: dict[str, CardDef] | None = None,
                default_set: str = "user") -> tuple[list[CardDef], list[DeckProblem]]:
    """:func:`read_cards` on text."""
    try:
        data, node = load_yaml(text)
    except YamlProblem as exc:  # invalid YAML, aliases, too deep: a stranger's file must not get further
        return [], [DeckProblem(rule="yaml", message=str(exc), line=exc.line, source=SRC)]
    return compile_cards(data, node, known, default_set)


def compile_cards(data: Any, node: Any = None, known: dict[str, CardDef] | None = None,
                  default_set: str = "user") -> tuple[list[CardDef], list[DeckProblem]]:
    """Cards from already-parsed data (``node``: the YAML node tree, for line numbers; ``None`` for JSON)."""
    known = known or {}
    ck = Checker(node, known)
    prefix = "cards"
    if isinstance(data, dict):
        extra = sorted(set(data) - {"set", "cards"})
        for k in extra:
            ck.add("unknown_key", k, f"unknown top-level key {k!r} (allowed: set, cards)")
        default_set = str(data.get("set", default_set))
        data = data.get("cards")
    elif isinstance(data, list) and node is not None:
        prefix = ""
    if not isinstance(data, list) or not data:
        ck.add("format", "", "a card file is a mapping with a 'cards' list (or a list of cards), with at least one")
        return [], ck.problems
    if len(data) > MAX_USER_CARDS:
        ck.add("card_count", "", f"{len(data):,} cards; one file holds at most {MAX_USER_CARDS:,}")
        return [], ck.problems
    if not prefix:
        ck.root = yaml.MappingNode("tag:yaml.org,2002:map", [(yaml.ScalarNode("", "cards"), node)])
        ck.root.start_mark = node.start_mark
    # every card name that may be referred to -> (type, performs a fusion)
    names = {d.name: (d.type, fuses(d)) for d in known.values()}
    for raw in data:
        if isinstance(raw, dict) and isinstance(raw.get("name"), str):
            names.setdefault(raw["name"], (raw.get("type"), "fuse" in json.dumps(raw.get("do"))))
    out: list[CardDef] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(data):
        n_before = sum(1 for pr in ck.problems if pr.severity == "error")
        try:
            check_card(raw, f"cards[{i}]")
        except CompileError as exc:
            ck.add("card_size", f"cards[{i}]", str(exc))
            continue
        d = compile_card(ck, raw, f"cards[{i}]", default_set, names)
        if d is None:
            if sum(1 for pr in ck.problems if pr.severity == "error") == n_before:  # never drop a card silently
                ck.add("format", f"cards[{i}]",
                       f"cards[{i}]: the card cannot be read (is every key of the right kind?)")
            continue
        if d.id in known:
            ck.add("id_taken", f"cards[{i}].id", f"{d.id}: the id is already a shipped card ({known[d.id].name})")
        elif d.id in seen:
            ck.add("duplicate_id", f"cards[{i}].id",
                   f"{d.id}: the id is used twice in this file (card {seen[d.id] + 1})")
        seen.setdefault(d.id, i)
        if sum(1 for pr in ck.problems if pr.severity == "error") == n_before:
            out.append(d)
    return out, ck.problems


def load_shipped(path: Path) -> dict[str, CardDef]:
    """The shipped cards of ``path``, by id.

    Raises:
        ValueError: the shipped file has an error (a bug in the project, named with file and line).
    """
    defs, problems = read_cards(path, default_set="SA1")
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        raise ValueError(f"{path}: " + "; ".join(str(p) for p in errors))
    return {d.id: d for d in defs}


