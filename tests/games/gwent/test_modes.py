"""Match flow in every mode: set-up decisions, turn order, round starters, tournament deck choices, the automaton."""

from __future__ import annotations

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.errors import TcgkitError
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.game import ADVANCED_DECKS, FULL_DECKS, GwentGame
from tcgkit.games.gwent.automaton import leader_variant

from .helpers import leak_problems, random_decks


def deck(game, faction, kind="advanced"):
    return game.load_deck((ADVANCED_DECKS if kind == "advanced" else FULL_DECKS)[faction])


def test_modes_and_deck_counts(game):
    assert game.modes() == {"standard": 2, "tournament": 6, "ffa": (3, 5), "2v2": 4, "solo": 2}
    with pytest.raises(TcgkitError, match="mode 'ffa' takes 3–5 decks, got 2"):
        game.new_match(game.default_decks("standard"), 1, mode="ffa")
    with pytest.raises(TcgkitError, match="unknown gwent mode 'duel'"):
        game.new_match(game.default_decks("standard"), 1, mode="duel")
    with pytest.raises(TcgkitError, match="unknown gwent setup keys: players"):
        game.new_match(game.default_decks("standard"), 1, players=3)


def test_opening_hand_and_redraw_up_to_two(game):
    m = game.new_match(game.default_decks(), 4)
    d = m.pending
    assert (d.player, d.kind) == (0, "redraw")
    assert len(m.zones[m.zhand[0]]) == 10 and len(m.zones[m.zhand[1]]) == 10
    first = m.zones[m.zhand[0]][0]
    m.apply(("redraw", first))
    assert m.pending.kind == "redraw" and m.pending.info == {"left": 1}
    m.apply(("redraw", m.zones[m.zhand[0]][0]))
    assert (m.pending.player, m.pending.kind) == (1, "redraw")  # two redraws used: player 1's turn to redraw
    assert len(m.zones[m.zhand[0]]) == 10
    m.apply(("keep",))
    assert m.pending.kind == "turn"
    assert any(e[0] == "coin" for e in m.log)


def test_scoiatael_decides_who_starts(game):
    decks = [deck(game, "scoiatael"), deck(game, "nilfgaard")]
    m = game.new_match(decks, 2)
    m.apply(("keep",))
    m.apply(("keep",))
    assert (m.pending.player, m.pending.kind) == (0, "first_player")
    assert set(m.pending.actions) == {("first", 0), ("first", 1)}
    m.apply(("first", 1))
    assert (m.pending.player, m.pending.kind) == (1, "turn")


def test_both_scoiatael_toss_a_coin(game):
    decks = [deck(game, "scoiatael"), deck(game, "scoiatael")]
    m = game.new_match(decks, 2)
    m.apply(("keep",))
    m.apply(("keep",))
    assert m.pending.kind == "turn"
    assert [e for e in m.log if e[0] == "coin"]


def _finish_round(m):
    """Both players pass at once (round ends)."""
    while m.pending.kind != "turn":
        m.apply(m.pending.actions[0])
    r = m.round
    while m.round == r and not m.ended:
        m.apply(("pass",))


def test_round_starter_winner_and_alternate_option(game):
    for option, expect_same in (("winner", True), ("alternate", False)):
        g = GwentGame({"round_starter": option})
        m = g.new_match(g.default_decks(), 11)
        m.apply(("keep",))
        m.apply(("keep",))
        starter = m.pending.player
        play = next(a for a in m.pending.actions if a[0] == "unit")
        m.apply(play)  # the starter plays a unit and then both pass: the starter wins the round
        _finish_round(m)
        assert m.round == 2
        assert (m.pending.player == starter) is expect_same, option


def test_scoiatael_every_round_option():
    g = GwentGame({"scoiatael_scope": "every_round"})
    decks = [deck(g, "scoiatael"), deck(g, "nilfgaard")]
    m = g.new_match(decks, 3)
    m.apply(("keep",))
    m.apply(("keep",))
    m.apply(("first", 0))
    _finish_round(m)
    assert (m.pending.player, m.pending.kind) == (0, "first_player")


def test_2v2_rejects_teammates_of_one_faction(game):
    d = game.default_decks("2v2")
    with pytest.raises(TcgkitError, match="teammates and both play"):
        game.new_match([d[0], d[1], d[0], d[3]], 1, mode="2v2")


def test_2v2_shares_side_discard_and_gems(game):
    m = game.new_match(game.default_decks("2v2"), 5, mode="2v2")
    assert m.n_sides == 2 and m.gems == [2, 2]
    assert m.zdisc[m.team_of[0]] == m.zdisc[m.team_of[2]]
    assert m.zrow[m.team_of[1]] == m.zrow[m.team_of[3]]
    play_out(m, [RandomAgent(k) for k in range(4)])
    assert m.winners in ((0, 2), (1, 3), ())


def test_ffa_scores_points_until_players_plus_one(game):
    for seed in range(20):
        m = game.new_match(game.default_decks("ffa"), seed, mode="ffa")
        play_out(m, [RandomAgent(seed * 3 + k) for k in range(3)])
        if m.end_reason == "points":
            assert max(m.points) >= 4
            assert all(m.points[p] == max(m.points) for p in m.winners)
        else:
            assert m.end_reason == "stalemate"


def test_tournament_deck_choices_follow_the_seed(game):
    """Seed 004 (Turnierregeln): coin for the first pick; the winner must switch; a deck that won is never reused."""
    for seed in range(12):
        m = game.new_match(game.default_decks("tournament"), seed, mode="tournament")
        assert m.pending.kind == "deck_choice"
        won = [set(), set()]
        prev = [-1, -1]
        last_winner = -1
        rng = Rng(seed)
        games = 0
        while m.pending is not None:
            d = m.pending
            if d.kind == "deck_choice":
                p = d.player
                allowed = {i for i in range(3) if i not in won[p]}
                if p == last_winner:
                    allowed.discard(prev[p])
                    assert d.info == {"rule": "switch"}
                assert {a[1] for a in d.actions} == allowed
                a = d.actions[rng.below(len(d.actions))]
                m.apply(a)
                continue
            before = len(m.log)
            m.apply(d.actions[rng.below(len(d.actions))])
            for kind, _v, data in m.log[before:]:
                if kind == "game_over_in_tournament":
                    games += 1
                    w = data["winner"]
                    last_winner = w
                    prev = list(m.t_deck)
                    if w >= 0:
                        won[w].add(m.t_deck[w])
        assert m.ended and m.end_reason == "tournament"
        assert 2 <= games <= 3
        wins = m.t_wins
        assert m.winners == ((0,) if wins[0] > wins[1] else (1,) if wins[1] > wins[0] else ())


# ------------------------------------------------------------------------------------------------- solo


def _solo(game, person="northern_realms", bot="monsters", seed=1, **opts):
    g = GwentGame(opts) if opts else game
    return g.new_match([deck(g, person, "full"), deck(g, bot, "full")], seed, mode="solo")


def test_solo_person_has_no_weather_but_clear(game):
    m = _solo(game)
    cards = m.zones[m.zdeck[0]] + m.zones[m.zhand[0]]
    names = {m.card_def[u].name for u in cards if m.card_def[u].type == "weather"}
    assert names == {"Clear Weather"}
    assert not m.zones[m.zhand[1]]  # the automaton has no hand


def test_solo_automaton_opens_and_answers_every_turn(game):
    m = _solo(game)
    assert (m.pending.player, m.pending.kind) == (0, "redraw")
    m.apply(("keep",))
    bot_cards = [e for e in m.log if e[0] == "bot_card"]
    assert len(bot_cards) >= 1  # the automaton opened the round
    n = len(bot_cards)
    m.apply(next(a for a in m.pending.actions if a[0] == "unit"))
    assert len([e for e in m.log if e[0] == "bot_card"]) > n
    # the automaton's seat is never asked anything
    play_out(m, [RandomAgent(1), None])
    assert m.ended
    assert all(e[2].get("player") != 1 for e in m.log if e[0] == "pass")


def test_solo_scoiatael_person_opens_round_one(game):
    m = _solo(game, person="scoiatael")
    m.apply(("keep",))
    assert not [e for e in m.log if e[0] == "bot_card"]
    assert m.pending.kind == "turn" and m.pending.player == 0


def test_solo_person_pass_gets_exactly_one_final_bot_turn(game):
    m = _solo(game, seed=8)
    m.apply(("keep",))
    start = len(m.log)
    m.apply(("pass",))
    tail = m.log[start:]
    end = next(i for i, e in enumerate(tail) if e[0] == "round_end")
    after = [e for e in tail[:end] if e[0] == "bot_card"]
    assert len(after) >= 1
    # one card, plus one more after each weather card it played
    weathers = sum(1 for e in after if game.pool.by_id[e[2]["card"]].type == "weather")
    spies = sum(1 for e in after if game.pool.by_id[e[2]["card"]].spy)
    assert len(after) <= 1 + weathers + 2 * spies
    assert m.round == 2 or m.ended


def _bot_medic_revivals(game, leader, seeds=range(16)):
    """The units the automaton's Dun Banner Medic revives over ``seeds``, the person leading with ``leader``."""
    got = set()
    for seed in seeds:
        m = game.scenarios().build({
            "mode": "solo", "seed": seed,
            "players": [{"leader": leader, "hand": ["Vreemde", "Rainfarn"]},
                        {"faction": "northern_realms", "deck": ["Dun Banner Medic"]}],
            "sides": [{}, {"discard": ["Ves", "Redanian Foot Soldier", "Catapult", "Yarpen Zigrin", "Thaler"]}]},
            "test")
        m.apply(next(a for a in m.pending.actions if a[0] == "unit"))
        got |= {e[2]["card"] for e in m.log if e[0] in ("revive", "random_revive")}
    return got


def test_solo_person_invader_makes_the_automatons_medic_random(game):
    """Invader of the North affects both players (rules/gwent.md §1.4 Medic, §1.6): the automaton's medic, which
    otherwise takes the unit adding most (seed 004, Heiler), revives a random one under the person's Invader."""
    assert _bot_medic_revivals(game, "Emhyr var Emreis - Emperor of Nilfgaard") == {"nr-catapult"}
    assert len(_bot_medic_revivals(game, "Emhyr var Emreis - Invader of the North")) > 1


def test_solo_random_games_finish(game):
    for seed in range(30):
        for bot in ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige"):
            m = _solo(game, person="skellige" if bot != "skellige" else "nilfgaard", bot=bot, seed=seed)
            play_out(m, [RandomAgent(seed), None])
            assert m.ended


def test_solo_new_leader_variant_runs(game):
    g = GwentGame({"solo_new_opponent_leader": True})
    seen = 0
    for seed in range(40):
        m = g.new_match([deck(g, "nilfgaard", "full"), deck(g, "monsters", "full")], seed, mode="solo")
        play_out(m, [RandomAgent(seed), None])
        seen += sum(1 for e in m.log if e[0] == "bot_leader")
    assert seen > 0


def test_solo_standard_deck_option_validates_standard(game):
    std = deck(game, "nilfgaard")
    assert game.validate_deck(std, "solo")  # not the full faction deck
    assert GwentGame({"solo_standard_deck": True}).validate_deck(std, "solo") == []


# ------------------------------------------------------------------------------------------------- misc


def test_leak_checker_catches_a_planted_leak(game):
    m = game.new_match(game.default_decks(), 3)
    assert leak_problems(m) == []
    uid = m.zones[m.zhand[1]][0]
    m.reveal(uid, 1 << 0)
    assert any("without any event" in p for p in leak_problems(m))


def test_summary_and_render(game):
    from rich.console import Console

    m = game.new_match(game.default_decks(), 2)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    s = game.presentation.summary(m)
    assert s["turns"] == m.turn_number and s["rounds"] == m.round and len(s["round_log"]) == m.round
    con = Console(record=True, width=160)
    con.print(game.presentation.render(m.view(0)))
    text = con.export_text()
    assert "side 0" in text and "side 1" in text and "Your hand" in text


def test_describe_every_action_and_event(game):
    m = game.new_match(game.default_decks("2v2"), 2, mode="2v2")
    agents = [RandomAgent(k) for k in range(4)]
    while m.pending is not None:
        for a in m.pending.actions:
            assert game.presentation.describe_action(m, a)
        d = m.pending
        m.apply(agents[d.player].act(m.view(d.player)))
    for e in m.log:
        assert game.presentation.describe_event(m, e) or e[0] in ("bot_card", "redraw_done")  # bookkeeping, told by the next event


@pytest.mark.parametrize("mode", ["standard", "tournament", "ffa", "2v2", "solo"])
def test_replay_reproduces_every_mode(game, mode):
    from tcgkit.core.replay import Replay

    m = game.new_match(random_decks(game.pool, Rng(len(mode)), mode), 77, mode=mode)
    play_out(m, [RandomAgent(k) for k in range(m.n_players)])
    again = Replay.model_validate_json(Replay.from_match(m).model_dump_json()).run()
    assert again.fingerprint() == m.fingerprint() and again.log == m.log


def test_fingerprint_ignores_the_strength_cache(game):
    m = game.new_match(game.default_decks(), 6)
    before = m.fingerprint()
    m.dirty = 1
    m.card_str[0] = 99
    assert m.fingerprint() == before
    m.gems[0] = 1
    assert m.fingerprint() != before


BOT_DECKS = {
    "northern_realms": ["Biting Frost", "Impenetrable Fog", "Blue Stripes Commando", "Ves"],
    "nilfgaard": ["Torrential Rain", "Impera Brigade Guard", "Rainfarn"],
    "monsters": ["Biting Frost", "Ghoul", "Fiend"],
    "scoiatael": ["Biting Frost", "Barclay Els", "Riordain"],
    "skellige": ["Mardroeme", "Clan an Craite Warrior", "Svanrige"],
}


@pytest.mark.parametrize("leader", [c.name for c in GwentGame().pool.cards if c.type == "leader"])
def test_solo_every_automaton_leader_resolves(leader):
    """Variant "new opponent leader": every leader, put on top of the automaton's stack, resolves at round end."""
    g = GwentGame({"solo_new_opponent_leader": True})
    card = g.pool.find(leader)
    setup = {"mode": "solo", "players": [
        {"leader": "Foltest - The Siegemaster", "hand": ["Ves"], "discard": ["Dethmold"]},
        {"faction": card.faction, "deck": BOT_DECKS[card.faction]}],
        "sides": [{"close": ["Vernon Roche", "Siegfried of Denesle"], "ranged": ["Keira Metz", "Sheldon Skaggs",
                                                                              "Dethmold"]},
                  {"close": ["Barclay Els"] if card.faction == "scoiatael" else [], "discard": ["Yarpen Zigrin"]}],
        "run": False}
    m = g.scenarios().build(setup, "test")
    stack = m.zones[m.zlstack[1]]
    uid = next(u for u in stack if m.card_def[u].name == card.name)
    stack.remove(uid)
    stack.append(uid)
    m.run()
    m.apply(("pass",))
    names = [e[2]["card"] for e in m.log if e[0] == "bot_leader"]
    assert names == [card.id]
    assert m.round == 2 or m.ended
    if card.leader == "emhyr_whiteflame":
        assert m.leader_off[0] == 1


def test_solo_revealed_passive_leader_lasts_after_a_later_reveal():
    """Variant "new opponent leader" (seed 004): a revealed leader stays face up, so King Bran's passive (weather only
    halves the automaton's units) still holds after the next round's reveal (Crach an Craite)."""
    g = GwentGame({"solo_new_opponent_leader": True})
    m = g.scenarios().build({
        "mode": "solo", "run": False,
        "players": [{"leader": "Foltest - The Siegemaster", "hand": ["Ves"]}, {"faction": "skellige"}],
        "sides": [{"close": ["Vernon Roche"]}, {"close": ["Madman Lugos"]}],
        "weather": ["Biting Frost"]}, "test")
    stack = m.zones[m.zlstack[1]]
    for name in ("Crach an Craite", "King Bran"):  # King Bran on top, Crach an Craite next
        uid = next(u for u in stack if m.card_def[u].name == name)
        stack.remove(uid)
        stack.append(uid)
    lugos = m.zones[m.zrow[1][0]][0]
    assert m.strength(lugos) == 1
    leader_variant(m)  # the person leads: King Bran is revealed
    assert m.strength(lugos) == 3
    leader_variant(m)  # still leading: Crach an Craite is revealed too
    assert [m.card_def[u].name for u in m.zones[m.zleader[1]]] == ["King Bran", "Crach an Craite"]
    assert m.strength(lugos) == 3


def _bringer_revivals(leader, seeds=range(16)):
    """The units the automaton's revealed Bringer of Death puts on the board over ``seeds`` (person: ``leader``)."""
    g = GwentGame({"solo_new_opponent_leader": True})
    got = set()
    for seed in seeds:
        m = g.scenarios().build({
            "mode": "solo", "seed": seed, "run": False,
            "players": [{"leader": leader, "hand": ["Vreemde"]}, {"faction": "monsters"}],
            "sides": [{"close": ["Letho of Gulet"]},
                      {"discard": ["Ghoul", "Nekker", "Fiend", "Griffin", "Harpy"]}]}, "test")
        stack = m.zones[m.zlstack[1]]
        uid = next(u for u in stack if m.card_def[u].name == "Eredin - Bringer of Death")
        stack.remove(uid)
        stack.append(uid)
        m.then((leader_variant,))
        m.run()
        got |= {m.card_def[u].name for z in m.zrow[1] for u in m.zones[z]}
    return got


def test_solo_person_invader_makes_the_automatons_bringer_of_death_random():
    """The automaton's Bringer of Death plays the best unit of its discard pile (seed 004); under the person's
    Invader of the North a unit brought back to the board is random for both players (rules/gwent.md §1.6)."""
    assert _bringer_revivals("Emhyr var Emreis - Emperor of Nilfgaard") == {"Fiend"}
    assert len(_bringer_revivals("Emhyr var Emreis - Invader of the North")) > 1


def test_emperor_look_shows_the_cards_to_the_looker_only(game):
    """Emperor of Nilfgaard (rules/gwent.md §1.6): 3 random cards of the chosen opponent's hand are shown to its
    player alone — not to the looker's 2v2 teammate, nor to a spectator (docs ruling; seed 004 2v2 shares hands
    within a team only)."""
    m = game.scenarios().build({
        "mode": "2v2",
        "players": [{"leader": "Emhyr var Emreis - Emperor of Nilfgaard", "hand": ["Vreemde"]},
                    {"faction": "northern_realms", "hand": ["Ves", "Dethmold", "Ballista", "Trebuchet"]},
                    {"faction": "monsters", "hand": ["Ghoul"]},
                    {"faction": "scoiatael", "hand": []}]}, "test")
    m.apply(("leader",))
    hand = m.zones[m.zhand[1]]
    assert sum(m.sees(0, u) for u in hand) == 3
    assert not any(m.sees(2, u) or m.sees(None, u) for u in hand)
    assert all(m.sees(3, u) for u in hand)  # B1's teammate sees B1's hand anyway
    assert [u is not None for u in m.view(2).hand(1)] == [False] * 4
