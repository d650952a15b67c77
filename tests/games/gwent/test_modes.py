"""Match flow in every mode: set-up decisions, turn order, round starters, tournament deck choices (the solo mode's
automaton is in test_solo.py)."""

from __future__ import annotations

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.errors import TcgkitError
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.game import GwentGame

from .helpers import faction_deck, leak_problems, random_decks


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
    decks = [faction_deck(game, "scoiatael"), faction_deck(game, "nilfgaard")]
    m = game.new_match(decks, 2)
    m.apply(("keep",))
    m.apply(("keep",))
    assert (m.pending.player, m.pending.kind) == (0, "first_player")
    assert set(m.pending.actions) == {("first", 0), ("first", 1)}
    m.apply(("first", 1))
    assert (m.pending.player, m.pending.kind) == (1, "turn")


def test_both_scoiatael_toss_a_coin(game):
    decks = [faction_deck(game, "scoiatael"), faction_deck(game, "scoiatael")]
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
    decks = [faction_deck(g, "scoiatael"), faction_deck(g, "nilfgaard")]
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
        # bot_card and redraw_done are bookkeeping, told by the next event
        assert game.presentation.describe_event(m, e) or e[0] in ("bot_card", "redraw_done")


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
