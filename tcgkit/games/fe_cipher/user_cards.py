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

Design-guideline warnings (severity ``warning``): a cost-1 unit with more than 40 attack, a unit without skills.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from tcgkit.core.safeyaml import MAX_CARD_FILE_BYTES, YamlProblem, load_yaml
from tcgkit.core.effects import CompileError
from tcgkit.core.errors import DeckError
from tcgkit.core.game import DeckProblem

FIELDS = ("id", "character", "title", "colors", "cost", "cc_cost", "class", "affinities", "range", "attack",
          "support", "skills")
REQUIRED = ("id", "character", "title", "cost", "attack", "support")


def read_user_cards(path: Path, where: str) -> tuple:
    """The raw card records of a user card file. Raises :class:`DeckError` for an unreadable or malformed file."""
    try:
        if Path(path).stat().st_size > MAX_CARD_FILE_BYTES:
            raise DeckError(str(path), None, f"larger than {MAX_CARD_FILE_BYTES:,} bytes: not a card file")
        data, _node = load_yaml(Path(path).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(str(path), None, f"cannot read the card file ({where}): {exc}") from None
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
    return {
        "id": str(rec["id"]), "numbers": [str(rec["id"])], "printings": [str(rec["id"])], "series": [99],
        "character": str(rec["character"]), "title": str(rec["title"]), "colors": list(rec.get("colors") or []),
        "cost": rec["cost"], "cc_cost": rec.get("cc_cost"), "variable": [], "class": str(rec.get("class", "")),
        "affinities": list(rec.get("affinities") or []), "range": rec.get("range"), "attack": int(rec["attack"]),
        "support": int(rec["support"]), "support_skill": False, "unlimited_copies": False,
    }


@lru_cache(maxsize=64)
def _compiled(key: str, where: str) -> dict:
    from tcgkit.games.fe_cipher.cards import make_card, pool

    out = {}
    for i, rec in enumerate(json.loads(key)):
        w = f"{where}: cards[{i}]"
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
    try:
        raw = read_user_cards(p, str(p))
        defs = compile_user_cards(raw, str(p))
    except DeckError as exc:
        return [DeckProblem(rule="card_file", message=exc.message if hasattr(exc, "message") else str(exc),
                            line=getattr(exc, "line", None))]
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

