"""Every playable card has a test that exercises it (issue 11): a test in ``test_cards.py``, ``test_cards_boosters.py``
or ``test_cards_later.py`` named ``test_<NUMBER>_…``, a row of the ``CASES`` of ``test_cards_table.py`` or
``test_cards_table_boosters.py``, a scenario file whose ``source`` names the card, or — for a card with no effect of
its own — the vanilla and keyword tables of ``test_cards_pool.py``. And each card's description is rendered from its
declaration."""

from __future__ import annotations

import sys

import yaml

from tcgkit.games.gundam.carddata import facts
from tcgkit.games.gundam.cards import playable_numbers, pool
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.cards.describe import describe_card

from . import (
    test_cards, test_cards_boosters, test_cards_later, test_cards_pool, test_cards_table, test_cards_table_boosters,
)
from .helpers import GAME, SCENARIO_DIR

NAMED = (test_cards, test_cards_boosters, test_cards_later, test_cards_table, test_cards_table_boosters)
"""The modules whose tests named ``test_<NUMBER>_…`` cover that card."""
TABLES = (test_cards_table, test_cards_table_boosters)
"""The modules whose ``CASES`` rows (the id starts with the card number) cover that card."""


def covered() -> set[str]:
    out: set[str] = set()
    nums = playable_numbers()
    for name in (name for module in NAMED for name in dir(module)):
        if name.startswith("test_"):
            out.update(n for n in nums if name.startswith("test_" + n.replace("-", "_") + "_"))
    out.update(case[0].split()[0] for table in TABLES for case in table.CASES)
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
    assert {case[0].split()[0] for table in TABLES for case in table.CASES} <= nums
    assert all(sys.modules[table.__name__] is table for table in TABLES)


def test_every_seed_deck_card_is_playable():
    for deck in GAME.default_decks():
        for e in deck.entries:
            assert pool()[e.key].playable, e.key


def test_descriptions_are_rendered_from_the_declarations():
    wb = describe_card(pool()["ST01-015"])
    assert "once per turn, rest 2 resources" in wb and "Guntank 1/1 (T-003)" in wb
    assert describe_card(pool()["GD01-013"]).splitlines() == [
        "Gundam: unit; Lv 4, cost 2; 3/4; link [Amuro Ray]; traits Earth Federation, White Base Team"]
    fact = next(f for f in facts() if f["number"] == "GD04-033")
    waiting = compile_card(fact, None, ("friendly_deployed",))  # as a card waiting for a key reads
    assert describe_card(waiting).endswith("(effects not yet implemented in tcgkit: it needs friendly_deployed)")
