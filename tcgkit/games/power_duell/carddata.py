"""The project's card format for Power Duell (YAML), read with line numbers: the shipped starter set
(``cards/starter.yaml``) and user-made card files (docs/games/power_duell.md#writing-a-card).

A file is a mapping with an optional ``set:`` and a list ``cards:``; each card is a mapping::

    - id: PD-M03                   # unique; user cards must not reuse a shipped id
      name: Lavaschmied
      type: monster                # guardian_god | monster | shield_monster | energy
      planet: Mars                 # or [primary, secondary]
      ap: 180
      dp: 500
      lp: 3200
      attack_cost: 2
      ao: 3                        # activation & sacrifice value (A&O)
      abilities:
        - when: attacks_face_down
          do: [{boost: {ap: 60, to: this, for: calculation}}]

:func:`read_cards` compiles every card it can and reports every rule a card breaks as a
:class:`~tcgkit.core.game.DeckProblem` with the line of the offending key; :mod:`.authoring` adds the publisher's
design guidelines as warnings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tcgkit.core.effects import CompileError
from tcgkit.core.effects.limits import MAX_USER_CARDS, check_card
from tcgkit.core.files import read_card_file
from tcgkit.core.safeyaml import YamlProblem, load_yaml
from tcgkit.core.game import DeckProblem
from tcgkit.games.power_duell.carddef import Card
from tcgkit.games.power_duell.cards.compile import CardError, compile_card



@dataclass
class CardFile:
    """A card file as read: the cards that compile, every problem (with lines), each YAML path's line, and each
    compiled card's path (``cards[3]``)."""

    cards: list[Card] = field(default_factory=list)
    problems: list[DeckProblem] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)
    paths: dict[str, str] = field(default_factory=dict)
    broken: dict[str, DeckProblem] = field(default_factory=dict)
    """Card id → the first error of a card that does not compile."""

def read_cards(path: str | Path, user: bool = True, planets: tuple[str, ...] | None = None,
               known: dict[str, Card] | None = None) -> CardFile:
    """Read a card file: the cards that compile and every problem (errors, with lines).

    Args:
        user: a user-made file (its cards are marked ``user`` and keep their data for decklists and replays).
        planets: the allowed planets (the ``planets`` option); default the seven classical bodies.
        known: cards already defined (the shipped pool): a user card may not reuse one of their ids.

    Raises:
        DeckError: the file cannot be read: missing, not a regular file, larger than
            :data:`~tcgkit.core.safeyaml.MAX_CARD_FILE_BYTES`, not UTF-8 (:func:`tcgkit.core.files.read_card_file`).
    """
    text = read_card_file(path)
    return parse_cards(text, user=user, planets=planets, known=known)


def parse_cards(text: str, user: bool = True, planets: tuple[str, ...] | None = None,
                known: dict[str, Card] | None = None) -> CardFile:
    """:func:`read_cards` on text."""
    try:
        data, node = load_yaml(text)
    except YamlProblem as exc:  # invalid YAML, aliases, too deep: a stranger's file must not get further
        return CardFile(problems=[DeckProblem(rule="yaml", message=str(exc), line=exc.line)])
    lines: dict[str, int] = {}
    if node is not None:
        _collect_lines(node, "", lines)
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return CardFile(problems=[DeckProblem(rule="file", message="a card file is a mapping with a list 'cards:' "
                                                                   "(and an optional 'set:')", line=1)], lines=lines)
    extra = sorted(set(data) - {"set", "cards"})
    problems = [DeckProblem(rule="file", message=f"unknown top-level key {k!r} (allowed: set, cards)",
                            line=lines.get(str(k))) for k in extra]
    set_name = str(data.get("set", "user" if user else "starter"))
    out = CardFile(problems=problems, lines=lines)
    if len(data["cards"]) > MAX_USER_CARDS:
        problems.append(DeckProblem(rule="card_count", line=lines.get("cards"),
                                    message=f"{len(data['cards']):,} cards; one file holds at most {MAX_USER_CARDS:,}"))
        return out
    seen: dict[str, int] = {}
    for i, raw in enumerate(data["cards"]):
        where = f"cards[{i}]"
        try:
            check_card(raw, where)
            card = compile_card(raw, where, set_name, user, planets)
        except CompileError as exc:  # beyond the size limits of one card (tcgkit.core.effects.limits)
            problems.append(DeckProblem(rule="card_size", line=lines.get(where), message=str(exc)))
            continue
        except CardError as err:
            found = [_problem(e, raw, lines) for e in err.all()]
            problems.extend(found)
            if isinstance(raw, dict) and isinstance(raw.get("id"), str):
                out.broken.setdefault(raw["id"].strip(), found[0])
            continue
        if card.id in seen:
            problems.append(DeckProblem(rule="duplicate_id", line=lines.get(f"{where}.id"),
                                        message=f"{card.id}: the id is used twice (first on line {seen[card.id]})"))
            continue
        if known and card.id in known:
            problems.append(DeckProblem(rule="duplicate_id", line=lines.get(f"{where}.id"),
                                        message=f"{card.id}: a shipped card has this id; choose another"))
            continue
        seen[card.id] = lines.get(f"{where}.id", 0)
        out.cards.append(card)
        out.paths[card.id] = where
    return out


def _problem(err: CardError, raw: Any, lines: dict[str, int]) -> DeckProblem:
    path = err.path
    line = None
    while path:
        if path in lines:
            line = lines[path]
            break
        path = re.sub(r"(\.[^.\[]+|\[\d+\])$", "", path)
    cid = raw.get("id") if isinstance(raw, dict) else None
    where = re.sub(r"^cards\[\d+\]\.?", "", err.path)
    head = f"{cid}" if cid else err.path.split(".")[0]
    return DeckProblem(rule=err.rule, message=f"{head}{': ' + where if where else ''}: {err.message}", line=line,
                       source="docs/games/power_duell.md#writing-a-card")


def _collect_lines(node: yaml.Node, path: str, out: dict[str, int]) -> None:
    out.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            sub = f"{path}.{k.value}" if path else str(k.value)
            out[sub] = k.start_mark.line + 1
            _collect_lines(v, sub, out)
            out[sub] = k.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _collect_lines(v, f"{path}[{i}]", out)


# ------------------------------------------------------------------------------------------------ compiling
