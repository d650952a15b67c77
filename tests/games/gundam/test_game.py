"""The Game hooks of GundamGame (tcgkit/core/game.py) and the greedy agent."""

from __future__ import annotations

import pytest
from rich.console import Console

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core import ScenarioError, TcgkitError
from tcgkit.core.scenario import check_expectations
from tcgkit.games import get_game
from tcgkit.games.gundam.agents import GreedyAgent
from tcgkit.games.gundam.game import GundamGame

from .helpers import GAME, check, pos


def test_registered_as_gundam():
    assert get_game("gundam") is GundamGame and GundamGame.id == "gundam"
    assert GAME.modes() == {"standard": 2, "team_battle": 4, "battle_royale": (3, 4)}


def test_new_match_checks_decks_and_setup():
    decks = GAME.default_decks()
    with pytest.raises(TcgkitError, match="2 decks"):
        GAME.new_match(decks[:1], 1)
    with pytest.raises(TcgkitError, match="unknown gundam setup"):
        GAME.new_match(decks, 1, players=3)
    m = GAME.new_match(decks, 1, first_player=1)
    assert m.decision().player == 1 and m.decision().kind == "mulligan"


def test_describe_action_names_cards_for_every_legal_action():
    m = GAME.new_match(GAME.default_decks(), 5)
    play = [RandomAgent(1), RandomAgent(2)]
    for _ in range(60):
        if m.pending is None:
            break
        for a in m.legal_actions():
            text = GAME.presentation.describe_action(m, a)
            assert text and "(" not in text[:1]
        m.apply(play[m.pending.player].act(m.view(m.pending.player)))
    m2 = pos({"hand": ["GD01-018"], "resources": 3}, {})
    assert GAME.presentation.describe_action(m2, m2.legal_actions()[0]) == "deploy ReZEL (cost 2)"


def test_describe_event_narrates_public_events():
    m = GAME.new_match(GAME.default_decks(), 5)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    lines = [GAME.presentation.describe_event(m, e) for e in m.log]
    assert any(line and line.startswith("game over") for line in lines)
    assert any(line and "deploys" in line for line in lines)


def test_render_is_a_rich_renderable_showing_only_the_viewers_hand():
    m = GAME.new_match(GAME.default_decks(), 5)  # at the mulligan: nothing in play yet

    def text(viewer):
        console = Console(record=True, width=200)
        console.print(GAME.presentation.render(m.view(viewer)))
        return console.export_text()

    mine = text(0)
    assert "6 shields" not in mine and "P0" in mine and "P1" in mine
    first = m.card_def[m.zones[m.z_hand[0]][0]].name
    assert first in mine
    assert first not in text(None)


def test_summary_has_turns():
    m = GAME.new_match(GAME.default_decks(), 5)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    s = GAME.presentation.summary(m)
    assert s["turns"] == m.turn_number > 1


def test_agents_offer_greedy():
    agent = GAME.agents()["greedy"](3)
    assert agent.name == "greedy"


def test_greedy_beats_random_most_of_the_time():
    wins = 0
    for seed in range(20):
        seat = seed % 2
        m = GAME.new_match(GAME.default_decks(), seed, log_events=False)
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = GreedyAgent(seed)
        play_out(m, agents)
        wins += m.winners == (seat,)
    assert wins >= 17


def test_two_greedy_players_whose_blockers_stop_every_attack_still_finish():
    """Recipes 026 and 027: past turn 40 (STALEMATE_TURN) greedy attacks into Blockers; before, game 1 of this run
    passed turns until the decision limit."""
    from tcgkit.games.gundam.agents import STALEMATE_TURN
    from tcgkit.games.gundam.game import DECK_DIR
    from tcgkit.sim import simulate

    decks = [DECK_DIR / "recipe_026_st09_minerva_squad_purple_white.txt",
             DECK_DIR / "recipe_027_st09_minerva_squad_red_purple.txt"]
    res = simulate("gundam", decks, 2, seed=0, agents=["greedy"], max_decisions=3000)
    assert res.stats.errors == 0 and res.stats.finished == 2
    assert max(r["turns"] for r in res.records) > STALEMATE_TURN  # the game that used to loop goes past it


@pytest.mark.parametrize("pair", [("st01_heroic_beginnings", "st02_wings_of_advance"),
                                  ("st03_zeons_rush", "st04_seed_strike"), ("st05_iron_bloom", "st06_clan_unity"),
                                  ("st07_celestial_drive", "st08_flash_of_radiance")])
def test_greedy_beats_random_with_starter_decks(pair):
    from tcgkit.games.gundam.game import DECK_DIR

    decks = [GAME.load_deck(DECK_DIR / f"{name}.txt") for name in pair]
    wins = 0
    for seed in range(20):
        seat = seed % 2  # greedy plays the first deck of the pair, in either seat
        m = GAME.new_match(decks if seat == 0 else decks[::-1], seed, log_events=False)
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = GreedyAgent(seed)
        play_out(m, agents)
        wins += m.winners == (seat,)
    assert wins >= 17


def test_greedy_uses_only_its_view():
    m = GAME.new_match(GAME.default_decks(), 8)
    agents = [GreedyAgent(1), GreedyAgent(2)]
    while m.pending is not None:
        v = m.view(m.pending.player)
        a = agents[m.pending.player].act(v)
        assert a in m.legal_actions()
        m.apply(a)
    assert m.ended


def test_scenario_errors_name_the_key():
    with pytest.raises(ScenarioError, match="units"):
        GAME.scenarios().build({"players": [{"units": ["XX-000"]}, {}]}, "s.yaml")
    with pytest.raises(ScenarioError, match="bogus"):
        GAME.scenarios().build({"bogus": 1}, "s.yaml")
    with pytest.raises(ScenarioError, match="step"):
        GAME.scenarios().build({"step": "lunch"}, "s.yaml")
    m = pos()
    with pytest.raises(ScenarioError, match="unknown action"):
        GAME.scenarios().action(m, "dance", "s.yaml")
    with pytest.raises(ScenarioError, match="expect key"):
        check_expectations(m, {"colour": 1}, GAME.scenarios(), "s.yaml")


def test_determinize_keeps_what_the_seat_knows_and_resource_cards_in_the_resource_deck():
    from tcgkit.core import Rng

    m = GAME.new_match(GAME.default_decks(), 11)
    play = [RandomAgent(1), RandomAgent(2)]
    for _ in range(30):
        m.apply(play[m.pending.player].act(m.view(m.pending.player)))
    own_hand = sorted(m.zones[m.z_hand[0]])
    changed = False
    for s in range(10):
        c = m.view(0).determinize(Rng(s))
        assert sorted(c.zones[c.z_hand[0]]) == own_hand
        assert [len(z) for z in c.zones] == [len(z) for z in m.zones]
        for p in (0, 1):
            assert all(c.card_def[u].type == "resource" for u in c.zones[c.z_rdeck[p]])
            assert all(c.card_def[u].type != "resource" for u in c.zones[c.z_deck[p]] + c.zones[c.z_hand[p]])
        changed |= c.zones[c.z_hand[1]] != m.zones[m.z_hand[1]]
    assert changed


def test_clone_is_a_faithful_independent_copy():
    m = GAME.new_match(GAME.default_decks(), 13)
    play = [RandomAgent(1), RandomAgent(2)]
    for _ in range(40):
        m.apply(play[m.pending.player].act(m.view(m.pending.player)))
    c = m.clone()
    assert c.fingerprint() == m.fingerprint() and c.log == m.log and type(c) is type(m)
    for name in type(m)._ALL_SLOTS:
        assert getattr(c, name) == getattr(m, name) or name == "pending"
    c.apply(c.legal_actions()[0])
    assert c.fingerprint() != m.fingerprint() and len(c.history) == len(m.history) + 1


def test_scenario_setup_states_current_stats_and_refuses_impossible_ones():
    m = pos({"units": [{"card": "GD01-005", "pilot": "GD01-088", "ap": 1, "hp": 9}]})
    check(m, {"cards": {"GD01-005": {"ap": 1, "hp": 9, "pilot": "GD01-088"}}})
    with pytest.raises(ScenarioError, match=r"units\[0\]\.hp"):
        pos({"units": [{"card": "GD01-018", "hp": 0}]})
    with pytest.raises(ScenarioError, match="deck"):
        pos({"deck": {"count": 3, "bottom": ["GD01-018"]}})


def test_cards_added_in_bulk_equal_cards_added_one_by_one():
    """create_match adds each deck with GundamMatch.add_cards (spelt out in bulk): the match must be the one that
    add_card, card by card, builds (every list, the heard timings, the state after set-up)."""
    from tcgkit.games.gundam import decks as gundam_decks
    from tcgkit.games.gundam.match import new_match
    from tcgkit.games.gundam.modes import MODES

    decks = GAME.default_decks()
    built = []
    for bulk in (True, False):
        m = new_match(GAME, 7, MODES["standard"], 2, log_events=True)
        for p, deck in enumerate(decks):
            cards = gundam_decks.deck_cards(deck)
            for zone, defs in ((m.z_deck[p], cards.main), (m.z_rdeck[p], cards.resources)):
                if bulk:
                    assert list(m.add_cards(defs, p, zone)) == list(range(len(m.card_def) - len(defs), len(m.card_def)))
                else:
                    for d in defs:
                        m.add_card(d, p, zone)
        built.append(m)
    bulk, single = built
    for slot in ("card_def", "card_owner", "card_zone", "revealed", "zones", "damage", "rested", "pilot", "host",
                 "entered"):
        assert getattr(bulk, slot) == getattr(single, slot), slot
    assert bulk.heard == single.heard and bulk.heard  # the default decks have triggered abilities
    assert bulk.fingerprint() == single.fingerprint()
    reference = GAME.new_match(decks, 7)
    assert len(reference.card_def) == len(bulk.card_def) == 120
