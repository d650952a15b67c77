"""The card pool in the project's format, and the one strength function (rules/gwent.md §1.2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit.games.gwent.cards import describe, load_pool
from tcgkit.games.gwent.strength import unit_strength

SHARED = Path(__file__).parents[3] / ".." / "shared" / "data" / "gwent" / "cards.json"


def test_pool_holds_every_source_record_and_the_lcg_leaders():
    pool = load_pool()
    assert len(pool.cards) == 216
    assert {c.name for c in pool.cards if c.set == "lcg"} == {"Arnjolf the Patricide", "Harald the Cripple"}
    assert len({c.id for c in pool.cards}) == 216
    assert sum(1 for c in pool.cards if c.type == "leader") == 24
    assert sorted({c.name for c in pool.cards if c.is_token}) == [
        "Bovine Defense Force", "Hemdall", "Transformed Vildkaarl", "Transformed Young Vildkaarl"]


@pytest.mark.skipif(not SHARED.exists(), reason="../shared/data/gwent/cards.json not beside the project")
def test_pool_facts_match_the_shared_card_data():
    pool = load_pool()
    records = json.loads(SHARED.read_text(encoding="utf-8"))["cards"]
    ours = [c for c in pool.cards if c.set != "lcg"]
    assert len(records) == len(ours) == 214
    for rec, card in zip(records, ours):
        assert card.name == rec["name"].strip()
        assert card.copies == rec["count"]
        if rec["strength"] is not None:
            assert card.strength == rec["strength"], card.id
            assert card.hero == ("hero" in rec["abilities"]), card.id
            assert card.agile == (rec["row"] == "agile"), card.id
            assert card.spy == ("spy" in rec["abilities"]) and card.medic == ("medic" in rec["abilities"])


def test_every_card_has_a_rendered_description():
    pool = load_pool()
    for c in pool.cards:
        text = describe(c)
        assert len(text) > 10
    bsc = pool.find("Blue Stripes Commando")
    assert describe(bsc).startswith("Unit, close row, strength 4. Tight bond")


def test_muster_groups():
    pool = load_pool()
    assert pool.find("Arachas- Behemoth").muster_group == "Arachas"
    assert pool.find("Gaunter O'Dimm - Darkness").muster_group == "Gaunter O'Dimm"
    assert pool.find("Cerys").muster_group == "Cerys"


# golden table: (base, hero, weather, halve, spy x2, bond copies, morale others, horns) -> strength
GOLDEN = [
    ((8, False, False, False, False, 1, 0, 0), 8),
    ((8, False, True, False, False, 1, 0, 0), 1),
    ((0, False, True, False, False, 1, 0, 0), 0),
    ((8, False, True, True, False, 1, 0, 0), 4),
    ((5, False, True, True, False, 1, 0, 0), 3),
    ((1, False, True, True, False, 1, 0, 0), 1),
    ((4, False, False, False, False, 3, 0, 0), 12),
    ((4, False, True, False, False, 3, 0, 0), 3),
    ((4, False, True, False, False, 3, 1, 1), 8),
    ((1, False, False, False, False, 1, 2, 1), 6),
    ((5, False, False, False, True, 1, 0, 0), 10),
    ((5, False, True, False, True, 2, 1, 1), 10),
    ((10, True, True, False, False, 3, 4, 1), 10),
    ((6, False, True, True, False, 2, 1, 1), 14),
    ((6, False, False, False, False, 1, 0, 2), 24),
]


@pytest.mark.parametrize("args, expected", GOLDEN)
def test_unit_strength_golden(args, expected):
    assert unit_strength(*args) == expected
