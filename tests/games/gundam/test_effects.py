"""The effect vocabulary: compiler errors, combinators, and the interpreter on declared (test-only) cards."""

from __future__ import annotations

import pytest

from tcgkit.core.effects import CompileError, Ctx, refresh_continuous, resolve_ability
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.cards.describe import describe_card
from tcgkit.games.gundam.stats import ap, hp, keyword

from .helpers import check, do, pos, uid

FACT = {"number": "TEST-001", "name": "Test Unit", "type": "unit", "color": "Blue", "level": 1, "cost": 1,
        "ap": 1, "hp": 1, "link": None, "traits": ["Earth Federation"]}


def declared(decl):
    return compile_card(FACT, decl)


def run_ability(m, card, index=0):
    """Put ``card`` into player 0's battle area and resolve its ability ``index`` now."""
    u = m.add_card(card, 0, m.z_battle[0])
    m.pending = None
    m.then((resolve_ability, card.abilities[index], Ctx(0, u, u, -1, -1)))  # then the main phase goes on
    m.run()
    return u


@pytest.mark.parametrize("decl, where", [
    ({"abilities": [{"when": "on_tuesday", "do": []}]}, "unknown timing"),
    ({"abilities": [{"when": "deploy", "do": [{"explode": 1}]}]}, "unknown step"),
    ({"abilities": [{"when": "deploy", "do": [{"rest": "everyone"}]}]}, "unknown target"),
    ({"abilities": [{"when": "deploy", "do": [{"choose": {"colour": "red"}}]}]}, "bad selector"),
    ({"keywords": {"flying": 1}}, "unknown keyword"),
    ({"abilities": [{"when": "deploy", "if": ["at_noon"], "do": []}]}, "unknown condition"),
    ({"text": "copied"}, "unknown keys"),
])
def test_compile_errors_name_the_card_and_the_problem(decl, where):
    with pytest.raises(CompileError, match=where) as exc:
        declared(decl)
    assert "TEST-001" in str(exc.value)


def test_optional_ability_asks_you_may():
    card = declared({"abilities": [{"when": "deploy", "optional": True, "do": [{"draw": 2}]}]})
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
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"if": {"opponent_hand_ge": 1}, "then": [{"draw": 1}], "else": [{"may": [{"draw": 3}]}]}]}]})
    m = pos({}, {"hand": ["ST01-005"]})
    run_ability(m, card)
    check(m, {"players": [{"hand": 1}]})
    m = pos()
    run_ability(m, card)
    do(m, "yes")
    check(m, {"players": [{"hand": 3}]})


def test_choose_with_no_legal_target_does_nothing_and_later_steps_still_happen():
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"choose": {"side": "enemy", "type": "unit", "level_le": 1}, "then": [{"rest": "it"}]},
        {"draw": 1}]}]})
    m = pos({}, {"units": ["GD01-018"]})
    run_ability(m, card)
    check(m, {"players": [{"hand": 1}, {}], "cards": {"GD01-018@1": {"rested": False}}})


def test_selectors_compose():
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"choose": {"side": "enemy", "type": "unit", "rested": True, "trait": "Earth Federation", "ap_le": 2},
         "then": [{"deal_damage": {"amount": 5, "to": "it"}}]}]}]})
    m = pos({}, {"units": [{"card": "ST01-005", "rested": True}, "ST01-005", {"card": "GD01-018", "rested": True},
                           {"card": "ST04-005", "rested": True}]})
    run_ability(m, card)  # only the rested GM fits: chosen at once
    check(m, {"players": [{}, {"units": ["ST01-005", "GD01-018", "ST04-005"], "trash": ["ST01-005"]}]})


def test_grant_keyword_and_modify_for_a_turn_then_they_end():
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"grant_keyword": {"keyword": "first_strike", "value": 1, "to": "self", "duration": "turn"}},
        {"modify": {"ap": 3, "hp": -0, "to": "self", "duration": "turn"}}]}]})
    m = pos()
    u = run_ability(m, card)
    assert keyword(m, u, "first_strike") == 1 and ap(m, u) == 4
    do(m, "end_main")
    assert keyword(m, u, "first_strike") == 0 and ap(m, u) == 1


def test_a_unit_lowered_to_0_hp_is_destroyed_without_damage():
    # rules management (rules/gundam.md §1.7): anything at 0 HP is destroyed, damage counters or not
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"choose": {"side": "enemy", "type": "unit"},
         "then": [{"modify": {"hp": -2, "to": "it", "duration": "turn"}}]}]}]})
    m = pos({}, {"units": ["ST01-005"]})  # GM 2/2, undamaged
    run_ability(m, card)
    check(m, {"players": [{}, {"units": [], "trash": ["ST01-005"]}]})


def test_a_unit_is_destroyed_when_a_this_turn_hp_bonus_ends_below_its_damage():
    # HP+2 this turn, then 3 damage: the GM (2 HP) survives at 4 HP until the bonus ends in the cleanup
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"choose": {"side": "friendly", "type": "unit", "other": True}, "then": [
            {"modify": {"hp": 2, "to": "it", "duration": "turn"}}, {"deal_damage": {"amount": 3, "to": "it"}}]}]}]})
    m = pos({"units": ["ST01-005"]})
    run_ability(m, card)
    check(m, {"cards": {"ST01-005": {"zone": "battle_area", "hp": 4, "damage": 3}}})
    do(m, "end_main")
    check(m, {"active": 1, "players": [{"units": ["TEST-001"], "trash": ["ST01-005"]}]})


def test_a_unit_is_destroyed_when_a_this_battle_hp_bonus_ends_below_its_damage():
    # HP+2 during this battle when it attacks: the 1-HP test unit survives the GM's 2 damage, then the battle ends
    card = declared({"abilities": [{"when": "attack", "do": [
        {"modify": {"hp": 2, "to": "self", "duration": "battle"}}]}]})
    m = pos({}, {"units": [{"card": "ST01-005", "rested": True}]})
    u = m.add_card(card, 0, m.z_battle[0])
    m.entered[u] = 1
    m.pending = None
    m.run()
    m.apply(("attack_unit", u, uid(m, "ST01-005@1")))
    assert m.card_zone[u] == m.z_trash[0]
    check(m, {"players": [{"units": [], "trash": ["TEST-001"]}, {"units": ["ST01-005"]}]})
    assert [e[0] for e in m.log if e[0] in ("damage", "battle_end", "destroyed")] == [
        "damage", "damage", "battle_end", "destroyed"]


def test_descriptions_come_from_declarations_not_from_card_text():
    card = declared({"keywords": {"breach": 2}, "abilities": [
        {"when": "attack", "once_per_turn": True, "do": [{"draw": 1}]}]})
    text = describe_card(card)
    assert "<Breach 2>" in text and "When it attacks (once per turn): draw 1." in text
    assert "(effects not yet implemented in tcgkit)" in describe_card(compile_card(FACT, None))


def test_every_card_of_the_starter_decks_and_gd01_is_playable():
    import re

    wanted = [n for n in pool() if re.match(r"(ST0[1-9]|GD01)-", n)]
    assert len(wanted) == 264 and all(pool()[n].playable for n in wanted)


def test_activate_action_is_usable_only_in_an_action_step():
    # no seed card has 【Activate･Action】: a declared test unit that draws 1 when rested (rules/gundam.md §1.7)
    card = declared({"abilities": [{"activate": "activate_action", "cost": ["rest_self"], "do": [{"draw": 1}]}]})
    m = pos({"units": ["GD01-018"]}, {"units": ["ST01-005"]})
    u = m.add_card(card, 1, m.z_battle[1])
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    d = m.decision()
    assert (d.player, d.kind) == (1, "action") and ("activate", u, 0) in d.actions
    m.apply(("activate", u, 0))
    check(m, {"players": [{}, {"hand": 1}]})
    assert m.rested[u] == 1
    m = pos({}, {"units": ["ST01-005"]}, active=1)
    u = m.add_card(card, 1, m.z_battle[1])
    m.entered[u] = 2
    m.pending = None
    m.run()  # the main-phase decision again, now with the test unit in play
    d = m.decision()
    assert d.kind == "main" and ("attack_player", u, 0) in d.actions
    assert not [a for a in d.actions if a[0] == "activate"]


HP_AURA = {"abilities": [{"static": {"hp": 1}, "to": "friendly_units"}]}  # every friendly unit HP+1


def test_a_unit_dies_when_the_card_giving_it_hp_is_returned_to_hand():
    # rules management after the HP source leaves (rules/gundam.md §1.7): the GM (2 HP + 1) with 2 damage
    m = pos({"units": [{"card": "ST01-005", "damage": 2}]}, {"hand": ["ST04-013"], "resources": 2}, active=1)
    aura = m.add_card(declared(HP_AURA), 0, m.z_battle[0])
    refresh_continuous(m)
    gm = uid(m, "ST01-005@0")
    assert hp(m, gm) == 3 and hp(m, aura) == 2
    m.pending = None
    m.run()
    m.apply(("command", uid(m, "ST04-013@1")))
    m.apply(("target", aura))  # Hawk of Endymion: return the aura unit (2 HP) to its owner's hand
    check(m, {"players": [{"units": [], "hand": ["TEST-001"], "trash": ["ST01-005"]}, {}]})


def test_rules_management_repeats_when_a_destroyed_card_gave_hp():
    # the aura unit (1 HP + 1) dies in battle; only then does the GM (2 HP + 1, 2 damage) reach 0 HP left
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "ST01-005", "damage": 2}]})
    aura = m.add_card(declared(HP_AURA), 1, m.z_battle[1])
    m.rested[aura] = 1
    refresh_continuous(m)
    m.pending = None
    m.run()
    m.apply(("attack_unit", uid(m, "GD01-018"), aura))
    check(m, {"players": [{}, {"units": [], "trash": ["TEST-001", "ST01-005"]}]})
    assert [e[2]["uid"] for e in m.log if e[0] == "destroyed"] == [aura, uid(m, "ST01-005@1")]


def test_selectors_compose_in_card_data_with_any_of_all_of_and_not():
    # "choose the enemy base, or an enemy unit that is not rested" (core AnyOf / AllOf / Not over Gundam atoms)
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"choose": {"any_of": [{"side": "enemy", "type": "base"},
                               {"all_of": [{"side": "enemy", "type": "unit"}, {"not": {"rested": True}}]}]},
         "then": [{"rest": "it"}]}]}]})
    m = pos({}, {"units": ["ST01-005", {"card": "GD01-018", "rested": True}]})
    run_ability(m, card)
    d = m.decision()
    assert d.kind == "target"
    assert [a[1] for a in d.actions] == [uid(m, "EXB-001@1"), uid(m, "ST01-005@1")]
    assert "choose an enemy base or an enemy unit and not a rested unit: rest it." in describe_card(card)


def test_conditions_compose_in_card_data_and_for_each_and_repeat_work():
    card = declared({"abilities": [{"when": "deploy", "do": [
        {"if": {"not": "your_turn"}, "then": [{"draw": 3}],
         "else": [{"for_each": {"side": "enemy", "type": "unit"}, "do": [{"rest": "it"}]},
                  {"repeat": 2, "do": [{"draw": 1}]}]}]}]})
    m = pos({}, {"units": ["ST01-005", "GD01-018"]})
    run_ability(m, card)  # player 0's turn: the else branch
    check(m, {"players": [{"hand": 2}, {}], "cards": {"ST01-005": {"rested": True}, "GD01-018": {"rested": True}}})
    assert "otherwise for each enemy unit: rest it, then 2 times: draw 1" in describe_card(card)


def test_a_unit_timing_spelt_out_queues_what_its_listeners_say():
    """UnitTiming.collect is the core's collect over ``listeners`` spelt out for speed: both queue the same (a
    unit's own abilities, its pilot's, last-known pilot as memo; a player's units for the end of turn)."""
    from tcgkit.core.effects import TriggerKind
    from tcgkit.games.gundam.triggers import DEPLOY, DESTROYED, END_OF_TURN

    m = pos({"units": [{"card": "GD01-005", "pilot": "GD01-097"}, "GD01-008", "ST07-001"]})
    cases = ((DEPLOY, uid(m, "GD01-008"), None), (DESTROYED, uid(m, "GD01-005"), uid(m, "GD01-097")),
             (END_OF_TURN, 0, None))
    for kind, subject, data in cases:
        fast, generic = m.clone(), m.clone()
        kind.collect(fast, subject, data)
        TriggerKind.collect(kind, generic, subject, data)
        assert fast.triggers and fast.triggers == generic.triggers
