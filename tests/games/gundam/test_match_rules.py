"""Gundam's match-level contracts, one behaviour per test (DESIGN.md contracts; rules/gundam.md §1.7): conceding,
refused actions, simultaneous triggers of both players, what views and looked-at cards show, when a Command and a
destroyed Shield reach the trash. The other rules are in test_rules.py."""

from __future__ import annotations

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core import IllegalAction
from tcgkit.games.gundam.game import GundamGame

from .helpers import GAME, check, do, pos, uid


def new_match(seed=1, **options):
    game = GundamGame(options) if options else GAME
    return game.new_match(game.default_decks(), seed)


# ------------------------------------------------------------------------------ match-level contracts


def test_concede_is_accepted_at_any_time_from_either_player():
    m = pos({"units": ["GD01-018"]})
    assert m.decision().player == 0
    m.apply(("concede", 1))
    assert m.ended and m.winners == (0,) and m.end_reason == "concede"
    with pytest.raises(IllegalAction):
        m.apply(("concede", 0))


def test_concede_is_replayed():
    from tcgkit.core.replay import Replay

    m = new_match(seed=9)
    m.apply(("keep",))
    m.apply(("concede", 0))
    again = Replay.from_match(m).run()
    assert again.winners == (1,) and again.end_reason == "concede"


def test_illegal_action_leaves_the_match_unchanged():
    m = pos({"hand": ["GD01-018"], "resources": 1})
    before = m.fingerprint()
    with pytest.raises(IllegalAction, match="legal actions"):
        m.apply(("deploy", uid(m, "GD01-018")))
    with pytest.raises(IllegalAction):
        m.apply(("concede", 7))
    assert m.fingerprint() == before


def test_random_game_ends_with_a_winner():
    m = new_match(seed=4)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    assert m.ended and len(m.winners) == 1


def test_simultaneous_triggers_of_both_players_resolve_the_active_players_first():
    linked = {"card": "GD01-005", "pilot": "GD01-088", "damage": 4}
    m = pos({"hand": ["ST01-005"], "units": [dict(linked)]},
            {"hand": ["ST01-005"], "units": [dict(linked, rested=True)]})
    do(m, {"attack": {"attacker": "GD01-005", "target": "GD01-005@1"}})
    assert (m.decision().player, m.decision().kind) == (0, "discard")  # the active player's trigger first
    do(m, {"discard": "ST01-005@0"})
    assert (m.decision().player, m.decision().kind) == (1, "discard")
    do(m, {"discard": "ST01-005@1"})
    resolved = [e[2]["player"] for e in m.log if e[0] == "resolve"]
    assert resolved == [0, 1]
    check(m, {"players": [{"hand": ["GD01-088"]}, {"hand": ["GD01-088"]}]})


def test_views_refuse_hidden_cards():
    m = pos({"hand": ["GD01-018"]})
    hidden = uid(m, "GD01-018")
    v1 = m.view(1)
    with pytest.raises(PermissionError):
        v1.ap(hidden)
    with pytest.raises(PermissionError):
        v1.card(hidden)
    assert m.view(0).card(hidden).name == "ReZEL"
    assert v1.hand_size(0) == 1 and v1.to_dict()["zones"][m.z_hand[0]]["cards"] == [None]


def test_looked_at_cards_are_seen_only_by_their_controller():
    # Saint Gabriel Institute (ST02-015): its controller looks at the top 2 and orders them; the opponent and
    # spectators learn only that two cards were looked at, before and after the ordering
    m = pos({"hand": ["ST02-015"], "resources": 2, "deck": ["ST01-005", "GD01-018", "GD01-013"]})
    do(m, {"deploy": "ST02-015"})
    looked = [a[1] for a in m.decision().actions]
    assert len(looked) == 2
    assert all(m.sees(0, u) and not m.sees(1, u) and not m.sees(None, u) for u in looked)
    deck_zone = m.z_deck[0]
    assert m.view(1).to_dict()["zones"][deck_zone]["cards"] == [None, None, None]
    do(m, {"top": "GD01-018"})
    assert all(m.sees(0, u) and not m.sees(1, u) for u in looked)
    v1 = m.view(1)
    with pytest.raises(PermissionError):
        v1.card(looked[0])
    assert [e[0] for e in v1.events() if e[0].startswith("look")] == ["look"]
    assert [e[0] for e in m.view(0).events() if e[0].startswith("look")] == ["look", "look_cards"]


def test_a_command_is_trashed_only_after_its_effect_resolves():
    """rules/gundam.md §1.4 ("then trashed"): while Overflowing Affection resolves it is not yet a Command in the
    trash (Michaelis still counts 3) and it cannot be discarded by its own "discard 1"."""
    m = pos({"hand": ["GD01-118", "GD01-018"], "resources": 2, "units": ["GD01-076"],
             "trash": ["GD01-118"] * 3})
    command = next(u for u in m.zones[m.z_hand[0]] if m.card_def[u].id == "GD01-118")
    do(m, {"command": "GD01-118"})
    assert m.decision().kind == "discard"
    assert ("discard", command) not in m.legal_actions()
    assert command not in m.zones[m.z_trash[0]]
    check(m, {"cards": {"GD01-076": {"ap": 3, "hp": 3}}})
    do(m, {"discard": "GD01-018"})
    assert command in m.zones[m.z_trash[0]]
    check(m, {"cards": {"GD01-076": {"ap": 4, "hp": 4}}})


def test_a_destroyed_shield_is_revealed_its_burst_chosen_then_trashed():
    """rules/gundam.md §1.5: reveal it; its owner may use its Burst; then trash it. While the defender decides, the
    revealed Command is not yet in the trash (their Michaelis still counts 3 Commands there)."""
    m = pos({"units": ["ST01-005"]},
            {"base": "none", "shields": ["GD01-107"], "units": ["GD01-076"], "trash": ["GD01-118"] * 3})
    do(m, {"attack": {"attacker": "ST01-005", "target": "player"}})
    while m.decision().kind != "burst":  # no block, both players pass the action step
        m.apply(next(a for a in m.legal_actions() if a in (("pass",), ("no_block",))))
    shield = m.decision().actions[0][1]
    assert m.sees(0, shield) and m.sees(None, shield)  # revealed to everybody
    assert shield not in m.zones[m.z_trash[1]]
    check(m, {"cards": {"GD01-076": {"ap": 3, "hp": 3}}})
    m.apply(("no_burst", shield))
    assert shield in m.zones[m.z_trash[1]]
    check(m, {"cards": {"GD01-076": {"ap": 4, "hp": 4}}})
