"""Power Duell's timings as TriggerKind objects (tcgkit/games/power_duell/triggers.py): who hears a moment, the
ruling that once per turn counts when an ability triggers, and the envelope keys a triggered ability may use."""

from __future__ import annotations

import pytest

from tcgkit.core.effects import fire
from tcgkit.games.power_duell.cards import starter_pool
from tcgkit.games.power_duell.cards.compile import CardError, compile_card
from tcgkit.games.power_duell.triggers import (
    ACTIVATED, ATTACKS, PLAY_WINDOWS, SACRIFICE_ENERGY, SUMMONED, TIMINGS, WINDOWS,
)

from .helpers import do, kinds, monster, pos, uid


def test_every_timing_is_fired_by_the_event_of_its_name_and_reads_on_a_card():
    vocab = pos().game.vocabulary
    for t in TIMINGS:
        assert vocab.events[t.event] == (t,) and t.event == t.name and t.words


def test_once_per_turn_counts_when_it_triggers():
    """Aramor's special effect (once per turn): marked used as it is queued, so a second sacrifice while the first
    trigger still waits queues nothing; played out, only the first sacrifice yields the +1."""
    m = pos({"god": "PD-G01", "hand": ["PD-E01", "PD-E02"]}, {}, step="sacrifice_phase")
    god = uid(m, "PD-G01")
    fire(m, "sacrifice_energy", 0, -1)
    assert [t[3] for t in m.triggers] == [god] and (god, 0) in m.used
    fire(m, "sacrifice_energy", 0, -1)
    assert len(m.triggers) == 1
    m = pos({"god": "PD-G01", "hand": ["PD-E01", "PD-E02"]}, {}, step="sacrifice_phase")
    since = len(m.full_events())
    do(m, {"sacrifice": "PD-E01"})
    do(m, {"sacrifice": "PD-E02"})
    assert kinds(m, since) == ["sacrifice", "gain_energy", "resolve", "gain_energy", "sacrifice", "gain_energy"]
    assert m.account[0] == 3


def test_a_player_timing_is_heard_by_the_god_monsters_and_energy_cards_of_that_player_only():
    m = pos({"god": "PD-G01", "D1": "PD-M01"}, {"god": "PD-G02"}, step="sacrifice_phase")
    heard = [card for _p, card, _this, _it in SACRIFICE_ENERGY.listeners(m, 0, -1)]
    assert heard == [uid(m, "PD-G01"), uid(m, "PD-M01")]
    m.triggers.clear()
    fire(m, "sacrifice_energy", 1, -1)
    assert m.triggers == []  # Selvane does not hear a sacrifice


def test_a_monster_timing_is_heard_by_that_monster_only_with_the_other_card_as_it():
    m = pos({"D1": "PD-M03", "D2": "PD-M03"}, {"D1": "PD-M01"}, step="battle_phase")
    a, b = m.board[0], m.board[1]
    target = uid(m, "PD-M01")
    fire(m, "attacks_face_down", a, target)
    assert [(t[3], t[5].this, t[5].it) for t in m.triggers] == [(a, a, target)]
    assert b not in [t[3] for t in m.triggers]
    assert ATTACKS.listeners(m, a, target) == ((0, a, a, target),)


def test_a_monster_timing_on_an_energy_card_is_refused():
    raw = {"id": "X", "name": "X", "type": "energy", "subtype": "lasting",
           "abilities": [{"when": "attacks", "do": [{"gain_energy": 1}]}]}
    with pytest.raises(CardError) as err:
        compile_card(raw, "cards[0]")
    assert err.value.path == "cards[0].abilities[0].when" and err.value.rule == "when"
    assert err.value.message.startswith("'attacks' is a monster's own moment; an energy card hears readiness_start")


def test_an_unknown_timing_names_the_known_ones():
    with pytest.raises(CardError) as err:
        compile_card(monster("X", 10, 10, abilities=[{"when": "deploy", "do": []}]), "cards[0]")
    assert err.value.rule == "when" and "readiness_start" in err.value.message


def test_if_on_a_triggered_ability_is_checked_when_it_resolves():
    """The envelope's ``if:`` (new with the core's Ability): +1 energy on readiness only with 3 or more."""
    card = monster("T-R", 10, 10, abilities=[{"when": "readiness_start", "if": {"account_ge": 99},
                                              "do": [{"gain_energy": 1}]}])
    m = pos({"god": "PD-G01", "D1": "T-R"}, {}, active=1, cards=[card])
    since = len(m.full_events())
    do(m, "end_phase")
    assert "resolve" not in kinds(m, since)
    card["abilities"][0]["if"] = {"account_ge": 0}
    m = pos({"god": "PD-G01", "D1": "T-R"}, {}, active=1, cards=[card])
    since = len(m.full_events())
    do(m, "end_phase")
    assert "resolve" in kinds(m, since)


def test_triggered_abilities_are_numbered_first_so_their_keys_do_not_move():
    card = compile_card(monster("X", 10, 10, abilities=[{"static": {"ap": 10}},
                                                        {"when": "attacks", "do": [{"gain_energy": 1}]}]),
                        "cards[0]")
    assert [(a.index, a.trigger) for a in card.abilities] == [(0, ATTACKS), (1, None)]


def test_an_optional_triggered_ability_asks_first_and_a_cost_is_refused():
    card = monster("T-O", 10, 10, abilities=[{"when": "attacks", "optional": True, "do": [{"gain_energy": 1}]}])
    m = pos({"account": 1, "D1": "T-O"}, {}, step="battle_phase", cards=[card])
    do(m, {"attack_direct": "T-O"})
    assert m.pending.kind == "optional" and m.pending.player == 0
    m.apply(("yes",))
    assert m.account[0] == 1  # paid 1 for the attack, gained 1
    with pytest.raises(CardError) as err:
        compile_card(monster("X", 10, 10, abilities=[{"when": "attacks", "cost": [{"pay": 1}], "do": []}]),
                     "cards[0]")
    assert err.value.path == "cards[0].abilities[0].cost[0]" and "unknown cost" in err.value.message


def test_an_energy_cards_activation_effect_and_a_summon_are_abilities_of_play_windows():
    """``on_activate`` and ``summon`` compile into activated abilities of the windows ACTIVATED and SUMMONED, placed
    after the triggered abilities (whose indexes key waiting triggers); the rules use them as they play the card."""
    pool = starter_pool()
    (glut,) = pool["PD-E01"].abilities.at(ACTIVATED)
    assert glut.effect is glut.body and glut.zone == "hand" and glut.index == len(pool["PD-E01"].abilities.all) - 1
    (summon,) = pool["PD-E07"].abilities.at(SUMMONED)
    assert summon.effect.args[0] == "graveyard" and not pool["PD-E07"].abilities.at(ACTIVATED)
    assert not set(PLAY_WINDOWS) & set(WINDOWS)  # a hand effect cannot name them
    lasting = compile_card({"id": "X", "name": "X", "type": "energy", "subtype": "lasting",
                            "abilities": [{"when": "readiness_start", "do": [{"gain_energy": 1}]}],
                            "on_activate": [{"gain_energy": 2}]}, "cards[0]")
    assert [a.index for a in lasting.abilities.on(TIMINGS[0])] == [0]
    assert [a.index for a in lasting.abilities.at(ACTIVATED)] == [1]
    with pytest.raises(CardError, match="hand_effect"):
        compile_card({"id": "Y", "name": "Y", "type": "energy", "subtype": "normal", "pha": 0,
                      "hand_effect": {"timing": "activated", "do": [{"gain_energy": 1}]}}, "cards[1]")

