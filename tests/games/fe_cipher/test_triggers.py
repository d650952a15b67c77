"""FE Cipher's timings as core trigger kinds (triggers.py): the vocabulary holds them, card data compiles to them,
rules fire their events and the timing queues only the skills that trigger."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core.effects import CompileError, TriggerKind, fire
from tcgkit.games.fe_cipher.cards import pool
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.triggers import SUPPORT_TIMINGS, TIMINGS
from tcgkit.games.fe_cipher.carddata import compile_user_cards
from tests.games.fe_cipher.helpers import GAME, pos, uid

PACKAGE = Path(__file__).parents[3] / "tcgkit" / "games" / "fe_cipher"


def test_every_timing_is_a_trigger_kind_of_the_game_vocabulary_fired_by_its_own_event():
    assert GAME.vocabulary is VOCAB
    assert VOCAB.triggers == {t.name: t for t in TIMINGS + SUPPORT_TIMINGS}
    for t in TIMINGS + SUPPORT_TIMINGS:
        assert isinstance(t, TriggerKind) and t.event == t.name and t.words
        assert VOCAB.events[t.event] == (t,)


def test_every_auto_skill_of_the_pool_waits_on_a_timing_object():
    seen = set()
    for d in pool().values():
        autos = [a for a in d.abilities if a.kind == "auto"]
        for a in autos + list(d.hand_autos):
            assert a.trigger in TIMINGS and a in d.abilities.on(a.trigger), (d.id, a.index)
            seen.add(a.trigger)
        assert d.auto_timings == frozenset(a.trigger for a in autos)
    assert len(seen) > 20  # the pool uses nearly every timing


def test_every_timing_is_fired_by_a_rule():
    rules = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py") if p.name != "triggers.py")
    fired = set(re.findall(r'fire(?:_now)?\(m, "(\w+)"', rules))
    assert {t.name for t in TIMINGS} <= fired


def test_a_fired_event_queues_only_the_skills_whose_subject_matches():
    # S01-001 Marth: "when an ally of cost 2 or lower is deployed" (skills.yaml)
    m = pos({"front_line": ["B01-003", "S01-001", "B01-019"]})
    fire(m, "attacks", uid(m, "B01-019"))
    assert m.triggers == []
    fire(m, "deployed", uid(m, "B01-053"))  # an enemy: no match
    assert m.triggers == []
    fire(m, "deployed", uid(m, "B01-019"))
    assert [(t[2], t[3], t[5]) for t in m.triggers] == [(0, uid(m, "S01-001"), uid(m, "B01-019"))]


def test_an_event_no_timing_declares_is_a_rules_bug():
    m = pos()
    with pytest.raises(KeyError, match="no timing listens to the event 'evaded'"):
        fire(m, "evaded", -1)


def test_card_data_names_a_timing_by_its_key_and_an_unknown_one_is_refused():
    card = {"id": "TEST-T", "character": "Tester", "title": "Test", "colors": ["Red"], "cost": 1, "attack": 30,
            "support": 20}
    (d,) = compile_user_cards(({**card, "skills": [{"auto": {"when": "moved", "do": [{"draw": 1}]}}]},),
                              "t").values()
    assert [a.trigger.name for a in d.abilities] == ["moved"]
    with pytest.raises(CompileError, match="unknown event 'move_d'"):
        compile_user_cards(({**card, "skills": [{"auto": {"when": "move_d", "do": [{"draw": 1}]}}]},), "t")


def test_a_hand_skill_hears_a_frequent_event_no_unit_on_the_field_hears():
    # the rules skip firing "moved" when nobody hears it; a hand skill of that timing counts as somebody
    from dataclasses import replace

    from tcgkit.games.fe_cipher.cards.compile import compile_card
    from tcgkit.games.fe_cipher.movement import fire_moved

    m = pos({"front_line": ["B01-003", "B01-019"]}, {"hand": ["B01-020"]})
    card = uid(m, "B01-020")
    out = compile_card([{"spec": {"hand_trigger": {"when": {"moved": {"side": "enemy"}}, "do": [{"draw": 1}]}}}],
                       {"names": []}, "test")
    m.card_def[card] = replace(m.card_def[card], hand_autos=tuple(out["hand_autos"]), skills=tuple(out["skills"]))
    m.hand_listeners = (card,)
    assert "moved" not in m.auto_index
    fire_moved(m, uid(m, "B01-019"), "back_line", by_skill=False)
    assert [(t[2], t[3]) for t in m.triggers] == [(1, card)]
    m.triggers.clear()
    fire_moved(m, uid(m, "B01-053"), "back_line", by_skill=False)  # its own side's unit: not an enemy of it
    assert m.triggers == []
