"""The effect vocabulary: compiler errors, combinators, and the interpreter on declared (test-only) cards."""

from __future__ import annotations

import pytest

from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.effects import CompileError, compile_card, describe_card

from .helpers import check, do, pos

FACT = {"number": "TEST-001", "name": "Test Unit", "type": "unit", "color": "Blue", "level": 1, "cost": 1,
        "ap": 1, "hp": 1, "link": None, "traits": ["Earth Federation"]}


def declared(decl):
    return compile_card(FACT, decl)


def run_ability(m, card, index=0):
    """Put ``card`` into player 0's battle area and resolve its ability ``index`` now."""
    u = m.add_card(card, 0, m.z_battle[0])
    m.pending = None
    m.then(("ability", 0, u, u, index, -1), ("main",))
    m.run()
    return u


@pytest.mark.parametrize("decl, where", [
    ({"abilities": [{"timing": "on_tuesday", "do": []}]}, "unknown timing"),
    ({"abilities": [{"timing": "deploy", "do": [{"explode": 1}]}]}, "unknown step"),
    ({"abilities": [{"timing": "deploy", "do": [{"rest": "everyone"}]}]}, "unknown target"),
    ({"abilities": [{"timing": "deploy", "do": [{"choose": {"colour": "red"}}]}]}, "bad selector"),
    ({"keywords": {"flying": 1}}, "unknown keyword"),
    ({"abilities": [{"timing": "deploy", "if": ["at_noon"], "do": []}]}, "unknown condition"),
    ({"text": "copied"}, "unknown keys"),
])
def test_compile_errors_name_the_card_and_the_problem(decl, where):
    with pytest.raises(CompileError, match=where) as exc:
        declared(decl)
    assert "TEST-001" in str(exc.value)


def test_optional_ability_asks_you_may():
    card = declared({"abilities": [{"timing": "deploy", "optional": True, "do": [{"draw": 2}]}]})
    m = pos()
    run_ability(m, card)
    assert m.decision().kind == "optional"
    do(m, "no")
    check(m, {"players": [{"hand": 0}]})
    m = pos()
    run_ability(m, card)
    do(m, "yes")
    check(m, {"players": [{"hand": 2}]})


def test_may_combinator_and_if_else():
    card = declared({"abilities": [{"timing": "deploy", "do": [
        {"if": {"opponent_hand_ge": 1}, "then": [{"draw": 1}], "else": [{"may": [{"draw": 3}]}]}]}]})
    m = pos({}, {"hand": ["ST01-005"]})
    run_ability(m, card)
    check(m, {"players": [{"hand": 1}]})
    m = pos()
    run_ability(m, card)
    do(m, "yes")
    check(m, {"players": [{"hand": 3}]})


def test_choose_with_no_legal_target_does_nothing_and_later_steps_still_happen():
    card = declared({"abilities": [{"timing": "deploy", "do": [
        {"choose": {"side": "enemy", "type": "unit", "level_le": 1}, "then": [{"rest": "it"}]},
        {"draw": 1}]}]})
    m = pos({}, {"units": ["GD01-018"]})
    run_ability(m, card)
    check(m, {"players": [{"hand": 1}, {}], "cards": {"GD01-018@1": {"rested": False}}})


def test_selectors_compose():
    card = declared({"abilities": [{"timing": "deploy", "do": [
        {"choose": {"side": "enemy", "type": "unit", "rested": True, "trait": "Earth Federation", "ap_le": 2},
         "then": [{"deal_damage": {"amount": 5, "to": "it"}}]}]}]})
    m = pos({}, {"units": [{"card": "ST01-005", "rested": True}, "ST01-005", {"card": "GD01-018", "rested": True},
                           {"card": "ST04-005", "rested": True}]})
    run_ability(m, card)  # only the rested GM fits: chosen at once
    check(m, {"players": [{}, {"units": ["ST01-005", "GD01-018", "ST04-005"], "trash": ["ST01-005"]}]})


def test_grant_keyword_and_modify_for_a_turn_then_they_end():
    card = declared({"abilities": [{"timing": "deploy", "do": [
        {"grant_keyword": {"keyword": "first_strike", "value": 1, "to": "self", "duration": "turn"}},
        {"modify": {"ap": 3, "hp": -0, "to": "self", "duration": "turn"}}]}]})
    m = pos()
    u = run_ability(m, card)
    assert m.keyword(u, "first_strike") == 1 and m.ap(u) == 4
    do(m, "end_main")
    assert m.keyword(u, "first_strike") == 0 and m.ap(u) == 1


def test_descriptions_come_from_declarations_not_from_card_text():
    card = declared({"keywords": {"breach": 2}, "abilities": [
        {"timing": "attack", "once_per_turn": True, "do": [{"draw": 1}]}]})
    text = describe_card(card)
    assert "<Breach 2>" in text and "When it attacks (once per turn): draw 1." in text
    assert "(effects not yet implemented in tcgkit)" in describe_card(compile_card(FACT, None))


def test_the_46_seed_cards_basics_and_tokens_are_the_52_playable_cards():
    assert sum(1 for d in pool().values() if d.playable) == 52
