"""Each named ruling switched both ways (options.py): the default and its alternative behave as documented."""

from __future__ import annotations

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.game import GwentGame


def pos(options, setup):
    g = GwentGame(options)
    return g, g.scenarios().build(setup, "test_options")


def names(m, zone):
    return sorted(m.card_def[u].name for u in m.zones[zone])


def test_medic_optional():
    setup = {"players": [{"faction": "northern_realms", "hand": ["Dun Banner Medic", "Ves"], "discard": ["Dethmold"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}]}
    for opt, offered in ((False, False), (True, True)):
        g, m = pos({"medic_optional": opt}, setup)
        m.apply(g.scenarios().action(m, {"play": "Dun Banner Medic"}, "t"))
        assert m.pending.kind == "medic"
        assert (("none",) in m.pending.actions) is offered


def test_avenger_on_decoy():
    setup = {"players": [{"faction": "skellige", "hand": ["Decoy", "Udalryk"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"close": ["Kambi"]}]}
    for opt, token in ((False, []), (True, ["Hemdall"])):
        g, m = pos({"avenger_on_decoy": opt}, setup)
        m.apply(g.scenarios().action(m, {"play": "Decoy", "target": "Kambi"}, "t"))
        assert names(m, m.zrow[0][0]) == sorted(["Decoy"] + token)
        assert "Kambi" in names(m, m.zhand[0])


def test_avenger_round_end_never():
    setup = {"turn": 1, "players": [{"faction": "northern_realms", "hand": ["Ves"], "passed": True},
                                    {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"ranged": ["Cow"], "close": ["Siegfried of Denesle"]}]}
    g, m = pos({"avenger_round_end": "never"}, setup)
    m.apply(("pass",))
    assert m.round == 2 and names(m, m.zrow[0][0]) == []


def test_monsters_keep_none():
    setup = {"turn": 1, "players": [{"faction": "monsters", "hand": ["Fiend"], "passed": True},
                                    {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"close": ["Griffin"]}]}
    g, m = pos({"monsters_keep": "none"}, setup)
    m.apply(("pass",))
    assert m.round == 2 and names(m, m.zrow[0][0]) == []


def test_auto_pass_empty_hand():
    setup = {"players": [{"leader": "Foltest - The Siegemaster", "hand": []},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"siege": ["Trebuchet"]}]}
    g, m = pos({}, setup)
    assert m.pending.player == 1 and m.passed[0]
    g, m = pos({"auto_pass_empty_hand": False}, setup)
    assert m.pending.player == 0 and set(m.pending.actions) == {("leader",), ("pass",)}


def test_skellige_revive_heroes():
    setup = {"round": 2, "turn": 1,
             "players": [{"faction": "skellige", "hand": ["Udalryk"], "passed": True,
                          "discard": ["Hjalmar", "Cerys", "Svanrige", "Prince Stennis"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"gems": 2}, {"gems": 1, "close": ["Rainfarn"]}]}
    for seed in range(6):
        setup["seed"] = seed
        g, m = pos({}, setup)  # the default since rules 3 (issue 6): non-hero units only
        m.apply(("pass",))
        assert m.round == 3
        board = [m.card_def[u].name for z in m.zrow[0] for u in m.zones[z]]
        assert board == ["Svanrige"]  # heroes and spies stay in the discard pile
    heroes_seen = set()
    for seed in range(12):
        setup["seed"] = seed
        g, m = pos({"skellige_revive_heroes": True}, setup)  # the other reading
        m.apply(("pass",))
        board = [m.card_def[u].name for z in m.zrow[0] for u in m.zones[z]]
        assert len(board) == 2 and "Prince Stennis" not in board
        heroes_seen |= set(board) & {"Hjalmar", "Cerys"}
    assert heroes_seen


def test_ffa_pirate_per_opponent():
    setup = {"mode": "ffa", "players": [
        {"faction": "skellige", "hand": ["Clan Dimun Pirate", "Udalryk"]},
        {"faction": "nilfgaard", "hand": ["Vreemde"]}, {"faction": "monsters", "hand": ["Fiend"]}],
        "sides": [{"close": ["Madman Lugos"]}, {"close": ["Cahir Mawr Dyffryn aep Ceallach", "Rainfarn"]},
                  {"close": ["Griffin", "Foglet"]}]}
    g, m = pos({}, setup)
    m.apply(g.scenarios().action(m, {"play": "Clan Dimun Pirate"}, "t"))
    assert [names(m, m.zrow[s][0]) for s in range(3)] == [["Madman Lugos"], ["Rainfarn"], ["Foglet"]]
    g, m = pos({"ffa_pirate_per_opponent": False}, setup)
    m.apply(g.scenarios().action(m, {"play": "Clan Dimun Pirate"}, "t"))
    # board-wide: the 6s (Madman Lugos, Cahir) die, the pirate spares itself
    assert [names(m, m.zrow[s][0]) for s in range(3)] == [[], ["Rainfarn"], ["Foglet", "Griffin"]]


def test_ffa_nilfgaard_ties_none():
    setup = {"mode": "ffa", "turn": 2, "players": [
        {"faction": "nilfgaard", "hand": ["Vreemde"], "passed": True},
        {"faction": "monsters", "hand": ["Fiend"], "passed": True},
        {"faction": "scoiatael", "hand": ["Riordain"]}],
        "sides": [{"close": ["Rainfarn"]}, {"close": ["Botchling"]}, {}]}
    g, m = pos({}, setup)
    m.apply(("pass",))
    assert m.points == [2, 1, 0]
    g, m = pos({"ffa_nilfgaard_ties": "none"}, setup)
    m.apply(("pass",))
    assert m.points == [1, 1, 0]


def test_ffa_stalemate_end_terminates_and_switch():
    game = GwentGame()
    setup = {"mode": "ffa", "turn": 0, "players": [
        {"faction": "skellige"}, {"faction": "northern_realms"}, {"faction": "scoiatael"}]}
    m = game.scenarios().build(setup, "t")
    assert m.ended and m.end_reason == "stalemate" and m.winners == ()
    # without the ruling the same empty position never ends: round after round with nobody able to act
    g = GwentGame({"ffa_stalemate_end": False})
    m = g.scenarios().build(dict(setup, run=False), "t")
    for _ in range(400):  # one flow step at a time (a seat's turn, a round's end, a round's start)
        m.advance()
        while m.stack and not m.ended:
            f = m.stack.pop()
            f[0](m, *f[1:])
    assert not m.ended and m.round > 50


def test_decoy_returns_to_decoy_player_option():
    setup = {"mode": "2v2", "players": [
        {"faction": "northern_realms", "hand": ["Decoy", "Ves"]}, {"faction": "nilfgaard", "hand": ["Vreemde"]},
        {"faction": "monsters", "hand": ["Fiend"]}, {"faction": "scoiatael", "hand": ["Riordain"]}],
        "sides": [{"close": [{"card": "Griffin", "owner": 2}]}]}
    g, m = pos({"decoy_returns_to": "decoy_player"}, setup)
    m.apply(g.scenarios().action(m, {"play": "Decoy", "target": "Griffin"}, "t"))
    assert names(m, m.zhand[0]) == ["Griffin", "Ves"] and names(m, m.zhand[2]) == ["Fiend"]


def test_solo_agile_moves_option():
    setup = {"mode": "solo", "players": [
        {"faction": "nilfgaard", "hand": ["Vreemde", "Sweers", "Albrich"]},
        {"faction": "scoiatael", "deck": ["Biting Frost", "Barclay Els"]}]}
    # turn 1: Barclay Els goes close (no weather yet, close row has fewer... both 6: tie -> close);
    # turn 2: Frost, then (chained) nothing left; the agile unit then moves to ranged when allowed
    for opt, row in ((True, 1), (False, 0)):
        g, m = pos({"solo_agile_moves": opt}, setup)
        m.apply(g.scenarios().action(m, {"play": "Sweers"}, "t"))
        m.apply(g.scenarios().action(m, {"play": "Albrich"}, "t"))
        barclay = next(u for u in range(len(m.card_def)) if m.card_def[u].name == "Barclay Els")
        assert m.zone_row[m.card_zone[barclay]] == row, opt


def test_hand_size_redraw_and_gems_options():
    g = GwentGame({"hand_size": 8, "redraw_count": 0, "gems": 3})
    m = g.new_match(g.default_decks(), 1)
    assert m.pending.kind == "turn"
    assert len(m.zones[m.zhand[0]]) == 8 and m.gems == [3, 3]
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    assert m.ended and m.round >= 3


def test_enforce_copies_off():
    g = GwentGame({"enforce_copies": False})
    d = g.parse_deck("leader: Foltest - The Siegemaster\n22 Ves\n")
    assert g.validate_deck(d) == []
    assert [p.rule for p in GwentGame().validate_deck(d)] == ["copies"]


def test_tournament_games_option():
    g = GwentGame({"tournament_games": 1})
    m = g.new_match(g.default_decks("tournament"), 2, mode="tournament")
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    assert m.t_games == 1 and m.ended


def test_determinisation_keeps_leaders_and_spare_decks_apart(game):
    from .helpers import random_decks

    m = game.new_match(random_decks(game.pool, Rng(3), "solo"), 4, mode="solo")
    agent = RandomAgent(1)
    for _ in range(3):
        m.apply(agent.act(m.view(0)))
    d = m.view(0).determinize(Rng(9))
    assert all(d.card_def[u].type == "leader" for u in d.zones[d.zlstack[1]])
    assert all(d.card_def[u].type != "leader" for u in d.zones[d.zdeck[1]])
    t = game.new_match(game.default_decks("tournament"), 4, mode="tournament")
    while t.pending.kind != "turn":
        t.apply(t.pending.actions[0])
    dt = t.view(0).determinize(Rng(2))
    assert sorted(dt.card_deck[u] for u in dt.zones[dt.zdeck[0]]) == sorted(
        t.card_deck[u] for u in t.zones[t.zdeck[0]])


def test_monsters_keep_a_non_hero_unit_by_default():
    """Issue 6: heroes are not affected by abilities (rules/gwent.md §1.2); ``monsters_keep_heroes`` keeps the
    other reading."""
    setup = {"turn": 1, "players": [{"faction": "monsters", "hand": ["Fiend"], "passed": True},
                                    {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{"close": ["Imlerith", "Griffin", "Draug"]}]}
    kept_default, kept_option = set(), set()
    for seed in range(12):
        setup["seed"] = seed
        for opts, kept in (({}, kept_default), ({"monsters_keep_heroes": True}, kept_option)):
            g, m = pos(opts, setup)
            m.apply(("pass",))
            kept |= set(names(m, m.zrow[0][0]))
    assert kept_default == {"Griffin"}
    assert kept_option == {"Imlerith", "Griffin", "Draug"}
