"""Every playable card has a test that exercises it (issue 11): a test in ``test_cards.py`` named
``test_<NUMBER>_…``, a row of ``test_cards_table.CASES``, a scenario file whose ``source`` names the card, or — for a
card with no effect of its own — the vanilla and keyword tables of ``test_cards_pool.py``. And each card's
description is rendered from its declaration."""

from __future__ import annotations

import sys

import yaml

from tcgkit.games.gundam.cards import playable_numbers, pool
from tcgkit.games.gundam.cards.describe import describe_card

from . import test_cards, test_cards_later, test_cards_pool, test_cards_table
from .helpers import SCENARIO_DIR


def covered() -> set[str]:
    out: set[str] = set()
    nums = playable_numbers()
    for name in dir(test_cards) + dir(test_cards_table) + dir(test_cards_later):
        if name.startswith("test_"):
            out.update(n for n in nums if name.startswith("test_" + n.replace("-", "_") + "_"))
    out.update(case[0].split()[0] for case in test_cards_table.CASES)
    for path in SCENARIO_DIR.rglob("*.yaml"):
        source = str(yaml.safe_load(path.read_text(encoding="utf-8")).get("source", ""))
        out.update(n for n in nums if n in source)
    out.update(test_cards_pool.VANILLA)
    out.update(n for n, _ in test_cards_pool.KEYWORD_ONLY)
    return out


def test_every_playable_card_has_a_test_and_a_rendered_description():
    have = covered()
    missing = [n for n in playable_numbers() if n not in have]
    assert not missing, f"no test for {missing}"
    for num in playable_numbers():
        assert "not yet implemented" not in describe_card(pool()[num])


def test_the_tables_name_only_playable_cards():
    nums = set(playable_numbers())
    assert {case[0].split()[0] for case in test_cards_table.CASES} <= nums
    assert sys.modules[test_cards_table.__name__] is test_cards_table
