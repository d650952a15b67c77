"""GWENT on the core's Ability, TriggerKind and StaticKind (issue 19): the card compiler (short form and envelope),
the timings ``played`` and ``leaves_board``, the keywords and the passive leaders (rules/gwent.md §1.2-§1.6)."""

from __future__ import annotations

import pytest

from tcgkit.core.effects import CompileError, fire
from tcgkit.games.gwent.abilities import ABILITIES
from tcgkit.games.gwent.cards import signature, load_pool
from tcgkit.games.gwent.cards.compile import compile_card, expand
from tcgkit.games.gwent.game import GwentGame
from tcgkit.games.gwent.statics import (AGILE, CANCEL_ENEMY_LEADERS, DOUBLE_SPIES, HALVE_WEATHER, KEYWORDS,
                                        TIGHT_BOND)
from tcgkit.games.gwent.triggers import LEAVES_BOARD, PLAYED


def unit(abilities, **kw):
    return compile_card({"id": "t-unit", "name": "Test Unit", "faction": "neutral", "type": "unit",
                         "rows": ["close"], "strength": 4, "abilities": abilities, **kw})


def test_the_short_form_expands_into_envelope_entries():
    assert expand("spy") == {"when": "played", "do": ["spy"]}
    token = {"avenger": {"token": "Hemdall"}}
    assert expand(token) == {"when": "leaves_board", "do": [token]}
    assert expand("tight_bond") == {"static": {"tight_bond": 1}}
    entry = {"when": "played", "do": ["medic"]}
    assert expand(entry) is entry


def test_short_form_and_envelope_compile_alike():
    short = unit(["spy", "tight_bond", {"avenger": {"token": "Hemdall"}}])
    env = unit([{"when": "played", "do": ["spy"]}, {"static": {"tight_bond": True}},
                {"when": "leaves_board", "do": [{"avenger": {"token": "Hemdall"}}]}])
    assert signature(short) == signature(env)
    for c in (short, env):
        assert (c.spy, c.bond, c.avenger, c.agile) == (True, True, "Hemdall", False)
        assert c.ability_names == ("spy", "tight_bond", "avenger")
        assert [a.trigger for a in c.abilities] == [PLAYED, None, LEAVES_BOARD]
        assert TIGHT_BOND.on(c) and not AGILE.on(c)


def test_played_effects_resolve_in_the_fixed_order_whatever_the_card_says():
    c = unit(["medic", {"when": "played", "do": ["muster", "spy"]}, {"berserker": {"token": "Hemdall"}}])
    assert [p.primitive.name for p in c.on_play] == ["berserker", "spy", "muster", "medic"]


def test_every_flag_of_the_pool_comes_from_the_objects():
    for c in load_pool().cards:
        for kind in KEYWORDS:
            assert getattr(c, kind.flag) == kind.on(c), (c.id, kind)
        parts = {p.primitive.name for a in c.abilities.on(PLAYED) for p in a.body.parts}
        assert c.spy == ("spy" in parts) and c.medic == ("medic" in parts) and c.muster == ("muster" in parts)
        assert bool(c.avenger) == bool(c.abilities.on(LEAVES_BOARD))


@pytest.mark.parametrize("entry, words", [
    ({"when": "played", "if": "x", "do": ["spy"]}, "no conditions"),
    ({"when": "played", "optional": True, "do": ["spy"]}, "no condition, cost"),
    ({"when": "played", "once_per_turn": True, "do": ["spy"]}, "no condition, cost"),
    ({"when": "played", "do": [{"may": ["spy"]}]}, "a list of unit abilities"),
    ({"when": "deploy", "do": ["spy"]}, "deploy"),
    ({"static": {"agile": 2}}, "1 or true"),
    ("flying", "flying"),
])
def test_what_gwent_cannot_play_is_refused_naming_the_card_and_entry(entry, words):
    with pytest.raises(CompileError) as e:
        unit([entry])
    assert "card 't-unit'.abilities[0]" in str(e.value) and words in str(e.value)


def test_the_vocabulary_lists_the_timings_and_keywords():
    assert set(ABILITIES.triggers) == {"played", "leaves_board"}
    assert set(ABILITIES.statics) == {"agile", "tight_bond", "morale_boost", "commanders_horn"}
    assert ABILITIES.events == {"played": (PLAYED,), "leaves_board": (LEAVES_BOARD,)}
    assert GwentGame.vocabulary is ABILITIES


def pos(setup, options=None):
    g = GwentGame(options)
    return g, g.scenarios().build(setup, "test_abilities")


def names(m, zone):
    return sorted(m.card_def[u].name for u in m.zones[zone])


def test_leaves_board_brings_the_avengers_token_and_nothing_for_other_units():
    setup = {"players": [{"faction": "skellige", "hand": ["Udalryk"]}, {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"close": ["Kambi", "Udalryk"]}]}
    g, m = pos(setup)
    kambi, udalryk = (next(u for u in m.zones[m.zrow[0][0]] if m.card_def[u].name == n) for n in ("Kambi", "Udalryk"))
    fire(m, "leaves_board", udalryk, 0)
    assert names(m, m.zrow[0][0]) == ["Kambi", "Udalryk"]
    fire(m, "leaves_board", kambi, 0)
    assert names(m, m.zrow[0][0]) == ["Hemdall", "Kambi", "Udalryk"]


def test_an_undeclared_event_is_a_rules_bug():
    g, m = pos({"players": [{"faction": "skellige", "hand": ["Udalryk"]}, {"faction": "nilfgaard"}]})
    with pytest.raises(KeyError, match="deploy"):
        fire(m, "deploy", 0)


def test_passive_leaders_read_from_the_leader_zone_and_stop_when_cancelled():
    setup = {"players": [{"leader": "Eredin Bréacc Glas - The Treacherous", "hand": ["Vreemde"]},
                         {"leader": "King Bran", "hand": ["Udalryk"]}]}
    g, m = pos(setup)
    assert (DOUBLE_SPIES.value(m, 0), DOUBLE_SPIES.value(m, 1), HALVE_WEATHER.value(m, 1)) == (1, 0, 1)
    assert m.treacherous and m.bran_sides == 1 << m.team_of[1]
    m.leader_off[0] = 1
    assert DOUBLE_SPIES.value(m, 0) == 0
    flame = load_pool().find("Emhyr var Emreis - the White Flame")
    assert CANCEL_ENEMY_LEADERS.printed(flame) == 1 and DOUBLE_SPIES.printed(flame) == 0


def test_the_white_flame_cancels_the_opponents_leader_from_the_start():
    setup = {"players": [{"leader": "Emhyr var Emreis - the White Flame", "hand": ["Vreemde"]},
                         {"leader": "Eredin Bréacc Glas - The Treacherous", "hand": ["Udalryk"]}]}
    g, m = pos(setup)
    assert m.leader_off == [0, 1] and not m.treacherous and DOUBLE_SPIES.value(m, 1) == 0


def test_a_passive_value_outside_its_range_is_refused():
    with pytest.raises(CompileError, match="extra_start_cards"):
        compile_card({"id": "t-lead", "name": "Test Leader", "faction": "neutral", "type": "leader",
                      "effect": {"passive": {"extra_start_cards": 9}}})
