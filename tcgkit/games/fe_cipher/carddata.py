"""User-made cards: a YAML file of card facts and skills in our vocabulary (``tcgkit card check fe_cipher FILE``; a
decklist's ``cards: FILE`` header brings them into a deck, and replays embed them).

Format::

    cards:
      - id: X01-001                 # any id not in the official pool
        character: Aster
        title: Wandering Blade
        colors: [Red]               # [] for colourless
        cost: 1
        cc_cost: null               # or a number
        class: Myrmidon
        affinities: [Female, Sword]
        range: [1, 1]               # null for "–"
        attack: 40
        support: 20
        skills:                     # cards/compile.py
          - cont: {attack: 10, if: your_turn}

Facts are checked before use: ``id``, ``character``, ``title`` and ``class`` are text (1–200 characters),
``colors``/``affinities`` lists of at most 20 names, ``cost``/``cc_cost`` whole numbers 0–20, ``attack``/``support``
0–1000, ``range`` ``[min, max]`` within 1–3 (``true`` is not a number); a file holds at most 1,000 cards and each card
stays within the core's size limits (:mod:`tcgkit.core.effects.limits`).

Design-guideline warnings (severity ``warning``): a cost-1 unit with more than 40 attack, a unit without skills.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from tcgkit.core.files import read_card_file
from tcgkit.core.safeyaml import YamlProblem, load_yaml
from tcgkit.core.effects import CompileError, int_arg
from tcgkit.core.effects.limits import check_card, check_card_count
from tcgkit.core.errors import DeckError
from tcgkit.core.game import DeckProblem
from tcgkit.games.fe_cipher.cards import make_card, pool

FIELDS = ("id", "character", "title", "colors", "cost", "cc_cost", "class", "affinities", "range", "attack",
          "support", "skills")
REQUIRED = ("id", "character", "title", "cost", "attack", "support")


def read_user_cards(path: Path, where: str) -> tuple:
    """The raw card records of a user card file. Raises :class:`DeckError` for an unreadable or malformed file (not a
    regular file, larger than :data:`~tcgkit.core.safeyaml.MAX_CARD_FILE_BYTES`, not UTF-8, not YAML)."""
    text = read_card_file(path, where)
    try:
        data, _node = load_yaml(text)
    except YamlProblem as exc:  # invalid YAML, aliases, too deep
        raise DeckError(str(path), exc.line, str(exc)) from None
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise DeckError(str(path), None, "a card file is a mapping with a list 'cards'")
    return tuple(data["cards"])


def _facts(rec: dict, where: str) -> dict:
    if not isinstance(rec, dict):
        raise CompileError(f"{where}: a card is a mapping")
    missing = [k for k in REQUIRED if k not in rec]
    if missing:
        raise CompileError(f"{where}: missing {', '.join(missing)}")
    unknown = sorted(set(rec) - set(FIELDS))
    if unknown:
        raise CompileError(f"{where}: unknown field(s) {', '.join(unknown)} (fields: {', '.join(FIELDS)})")
    cid = _text(rec["id"], f"{where}.id")
    rng = rec.get("range")
    if rng is not None:
        if not isinstance(rng, list) or len(rng) != 2:
            raise CompileError(f"{where}.range: [min, max] or null, got {rng!r:.40}")
        rng = [int_arg(rng[0], f"{where}.range[0]", 1, 3), int_arg(rng[1], f"{where}.range[1]", 1, 3)]
    cc = rec.get("cc_cost")
    return {
        "id": cid, "numbers": [cid], "printings": [cid], "series": [99],
        "character": _text(rec["character"], f"{where}.character"), "title": _text(rec["title"], f"{where}.title"),
        "colors": _texts(rec.get("colors"), f"{where}.colors"), "cost": int_arg(rec["cost"], f"{where}.cost", 0, 20),
        "cc_cost": None if cc is None else int_arg(cc, f"{where}.cc_cost", 0, 20), "variable": [],
        "class": _text(rec["class"], f"{where}.class") if "class" in rec else "",
        "affinities": _texts(rec.get("affinities"), f"{where}.affinities"),
        "range": rng, "attack": int_arg(rec["attack"], f"{where}.attack", 0, 1000),
        "support": int_arg(rec["support"], f"{where}.support", 0, 1000), "support_skill": False,
        "unlimited_copies": False,
    }


def _text(v: object, where: str) -> str:
    if not isinstance(v, str) or not v.strip() or len(v) > 200:
        raise CompileError(f"{where}: expected a name (text of 1 to 200 characters), got {v!r:.40}")
    return v.strip()


def _texts(v: object, where: str) -> list:
    if v is None:
        return []
    if not isinstance(v, list) or len(v) > 20:
        raise CompileError(f"{where}: expected a list of names, got {v!r:.40}")
    return [_text(x, f"{where}[{i}]") for i, x in enumerate(v)]


@lru_cache(maxsize=64)
def _compiled(key: str, where: str) -> dict:
    out = {}
    records = json.loads(key)
    check_card_count(len(records), where)
    for i, rec in enumerate(records):
        w = f"{where}: cards[{i}]"
        check_card(rec, w)
        f = _facts(rec, w)
        if f["id"] in pool():
            raise CompileError(f"{w}: id {f['id']!r} is an official card's id")
        out[f["id"]] = make_card(f, rec.get("skills") or [], w)
    return out


def compile_user_cards(raw: tuple, where: str) -> dict:
    """Card id → definition for raw user card records (compiled once per distinct file).

    Raises:
        CompileError: a card outside the format or the vocabulary (naming the card and key).
    """
    return _compiled(json.dumps(list(raw), sort_keys=True), where)


def check_cards(path: str | Path) -> list[DeckProblem]:
    """Every problem of a user card file (``Game.check_cards``): errors, then design-guideline warnings."""
    p = Path(path)
    raw = read_user_cards(p, str(p))  # DeckError: the file cannot be read (``card check`` says UNREADABLE)
    try:
        defs = compile_user_cards(raw, str(p))
    except (CompileError, TypeError, ValueError) as exc:
        return [DeckProblem(rule="card", message=str(exc))]
    out = []
    for d in defs.values():
        if d.cost == 1 and d.attack > 40:
            out.append(DeckProblem(rule="guideline_attack", severity="warning",
                                   message=f"{d.id} {d.name}: a cost-1 unit with {d.attack} attack (printed cost-1 "
                                           f"units have at most 40)"))
        if not d.skills:
            out.append(DeckProblem(rule="guideline_skills", severity="warning",
                                   message=f"{d.id} {d.name}: no skills"))
    return out

