"""Maintenance tool: turn the shared card facts into the project's card facts (``facts.json``).

Run from the repository root::

    .venv/bin/python -m tcgkit.games.fe_cipher.cards.import_facts ../shared/data/fe_cipher/cards.json

It keeps facts only — character, title, colours, costs, class, affinities, range, attack, support, the printed
numbers with their rarities, and the series of each number — and cleans the known slips of the source
(rules/fe_cipher.md §2: ``"Lance "``, ``"STaff"``, colour ``"None"``, the title typo of S01-003; a value printed as
``"X"`` becomes ``null`` and is listed in ``variable``). It writes no card text: skill
names and texts stay out; skills are declared in our vocabulary (``skills.yaml``) and their descriptions rendered
from the declarations. Two rule facts are read from the source's skill *tags* only (never copied): whether a card
lifts the copy limit (``unlimited_copies``) and whether it has a support skill.

Card ids: a card's id is the number (without rarity) of its first printing; when two cards share a number (seven
variant pairs such as ``B08-047a``/``B08-047b``), the later ones keep their full printing code as id. ``numbers`` lists
every number a decklist may use for the card; ``decksteria`` is the card's position in the source list (the
``CardId`` Decksteria deck files store).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

NUMBER = re.compile(r"^([A-Z]\d\d-\d\d\d)([a-z]?)(.*)$")
STARTER_SERIES = {"S01": 1, "S02": 1, "S03": 2, "S04": 2, "S05": 3, "S06": 4, "S07": 5, "S08": 6, "S09": 9,
                  "S10": 9, "S11": 9, "S12": 9}
"""Series of the starter sets (Decksteria's ``SeriesNo``; S10–S12 are after series 9, their exact series is not
needed: the Standard format only asks whether a card was printed after series 4)."""


def series_of(code: str) -> int:
    """The series a printed number belongs to: ``B05-…``/``P05-…`` → 5; starters by :data:`STARTER_SERIES`."""
    prefix = code[:3]
    if prefix[0] == "S":
        return STARTER_SERIES[prefix]
    return int(prefix[1:])


TITLE_FIXES = {"Faithful Verteran": "Faithful Veteran"}
"""Typos of the source fixed here (S01-003's title; its P01-006 reprint has the right one)."""


def clean_affinities(types: list[str]) -> list[str]:
    fixed = {"STaff": "Staff"}
    out = []
    for t in types:
        t = fixed.get(t.strip(), t.strip())
        if t and t not in out:
            out.append(t)
    return out


def convert(src: dict) -> list[dict]:
    cards = src["cards"]
    taken: set[str] = set()
    out = []
    for index, c in enumerate(cards):
        printings = list(c["printings"])
        first = NUMBER.match(printings[0])
        cid = first.group(1)
        if cid in taken:
            cid = first.group(1) + first.group(2) if first.group(2) else printings[0]
        if cid in taken:
            cid = printings[0]
        taken.add(cid)
        numbers: list[str] = []
        for p in printings:
            m = NUMBER.match(p)
            if m.group(1) not in numbers:
                numbers.append(m.group(1))
        cost = c["cost"] if isinstance(c["cost"], int) else None
        cc = c["class_change_cost"] if isinstance(c["class_change_cost"], int) else None
        skill_tags = c.get("skill_text_fan_translation") or ""
        support_tags = c.get("support_skill_text_fan_translation") or ""
        out.append({
            "id": cid,
            "numbers": numbers,
            "printings": printings,
            "series": sorted({series_of(p) for p in printings}),
            "character": c["character"].strip(),
            "title": TITLE_FIXES.get(c["title"].strip(), c["title"].strip()),
            "colors": [x for x in c["colors"] if x != "None"],
            "cost": cost,
            "cc_cost": cc,
            "variable": sorted(k for k in ("cost", "attack", "support") if not isinstance(c[k], int)),
            "class": c["class"].strip(),
            "affinities": clean_affinities(c["types"]),
            "range": list(c["range"]) if c["range"] else None,
            "attack": c["attack"] if isinstance(c["attack"], int) else None,
            "support": c["support"] if isinstance(c["support"], int) else None,
            "support_skill": support_tags.strip() not in ("", "-"),
            "unlimited_copies": "|SPEC|" in skill_tags and "or more cards with the same" in skill_tags,
            "decksteria": index,
        })
    return out


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        raise SystemExit("usage: python -m tcgkit.games.fe_cipher.cards.import_facts PATH/TO/cards.json")
    src = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    cards = convert(src)
    lines = [json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in cards]
    text = ('{"source":"Fire Emblem 0 (Cipher) card facts from ../shared/data/fe_cipher/cards.json (Decksteria '
            'cardlist, Dec 2025); facts only, no card text","cards":[\n' + ",\n".join(lines) + "\n]}\n")
    dest = Path(__file__).parent / "facts.json"
    dest.write_text(text, encoding="utf-8")
    print(f"wrote {len(cards)} cards to {dest}")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
