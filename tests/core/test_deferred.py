"""Decisions listed when read (``Match.decide_deferred``, ``DeferredDecision``) and the batch reader of static sums
(``Sum.totals``): both make a search's rollouts cheaper and must change nothing they compute."""

import pytest

from tcgkit.core import Rng
from tcgkit.core.decision import Decision, DeferredDecision
from tcgkit.core.effects import Sum
from tcgkit.games import get_game
from tests.core.toy import DECK, ToyGame


def _toy_match():
    m = ToyGame().new_match([DECK, DECK], seed=1)
    assert m.pending is not None
    return m


CHOSEN = []


def _resume(m, action):
    CHOSEN.append(action)


def test_a_fast_match_lists_a_deferred_decision_only_when_it_is_read_and_once():
    m = _toy_match()
    m.start_rollout()
    calls = []

    def lister(match):
        calls.append(match)
        return [("a",), ("b",)]

    m.decide_deferred(0, "play", lister, (_resume,))
    d = m.pending
    assert isinstance(d, DeferredDecision) and (d.player, d.kind) == (0, "play")
    assert calls == []
    assert d.actions == (("a",), ("b",)) and calls == [m]
    assert d.actions == (("a",), ("b",)) and len(calls) == 1
    CHOSEN.clear()
    m.apply(("b",))
    assert CHOSEN == [("b",)]


def test_a_copy_shares_the_list_its_original_makes():
    m = _toy_match()
    m.start_rollout()
    m.decide_deferred(0, "play", lambda match: [("x", match.version)], (_resume,))
    copy = m.clone()
    m.version += 5  # changed before anything read the list (apply never does this: it reads the list first)
    # the copy's list is the original's, made from the original as it stands when the list is first read
    assert copy.pending.actions == m.pending.actions == (("x", m.version),)


def test_a_normal_match_lists_at_once_as_decide_does():
    m = _toy_match()
    calls = []
    m.decide_deferred(1, "play", lambda match: calls.append(1) or [("a",)], (_resume,))
    assert type(m.pending) is Decision and calls == [1] and m.pending.actions == (("a",),)


def test_an_empty_list_is_refused_when_read():
    m = _toy_match()
    m.start_rollout()
    m.decide_deferred(0, "play", lambda match: [], (_resume,))
    with pytest.raises(ValueError, match="no legal action"):
        m.pending.actions
    fresh = _toy_match()
    with pytest.raises(ValueError, match="no legal action"):
        fresh.decide_deferred(0, "play", lambda match: [], (_resume,))


def test_soulbound_action_steps_are_deferred_on_the_fast_path_only():
    game = get_game("soulbound_arkana")()
    m = game.new_match(game.default_decks("standard"), 3, log_events=False)
    fast = m.clone()
    fast.start_rollout()
    rng, seen = Rng(5), {"normal": 0, "fast": 0}
    for _ in range(400):
        if m.pending is None:
            break
        if m.pending.kind == "action":
            seen["normal"] += isinstance(m.pending, DeferredDecision)
            seen["fast"] += isinstance(fast.pending, DeferredDecision)
        assert fast.pending.actions == m.pending.actions
        a = m.pending.actions[rng.below(len(m.pending.actions))]
        m.apply(a)
        fast.apply(a)
    assert seen["normal"] == 0 and seen["fast"] > 10


@pytest.mark.parametrize("game_id", ["soulbound_arkana", "gundam"])
def test_totals_are_total_for_each_target_at_every_decision_of_random_games(game_id):
    """Every summing static kind in force, over every card, at each decision of two random games."""
    game = get_game(game_id)()
    checked = 0
    for seed in (1, 2):
        m = game.new_match(game.default_decks(None), seed, log_events=False)
        rng = Rng(seed)
        targets = list(range(len(m.card_def)))
        for _ in range(3000):
            if m.pending is None:
                break
            for kind in m.in_force:
                if isinstance(kind, Sum):
                    assert kind.totals(m, targets) == [kind.total(m, t) for t in targets], (kind, m.version)
                    checked += 1
            acts = m.pending.actions
            m.apply(acts[rng.below(len(acts))])
    assert checked > 20


def test_soulbound_values_are_strength_and_shield_for_every_being():
    from tcgkit.games.soulbound_arkana import field

    game = get_game("soulbound_arkana")()
    checked = 0
    for seed in (1, 2, 3):
        m = game.new_match(game.default_decks("standard"), seed, log_events=False)
        rng = Rng(seed)
        while m.pending is not None:
            for p in range(m.n_players):
                beings = m.zones[m.zid.beings[p]]
                assert field.values(m, beings) == [(field.strength(m, u), field.shield(m, u)) for u in beings]
                checked += len(beings)
            acts = m.pending.actions
            m.apply(acts[rng.below(len(acts))])
    assert checked > 100


def test_a_kind_with_its_own_reach_is_asked_target_by_target():
    from tcgkit.games.soulbound_arkana.statics import STRENGTH, Strength

    class OnlyEven(Strength):
        def applies(self, m, effect, source, host, target):
            return target % 2 == 0 and super().applies(m, effect, source, host, target)

    game = get_game("soulbound_arkana")()
    only_even, checked = OnlyEven(), 0
    m = game.new_match(game.default_decks("standard"), 4, log_events=False)
    rng = Rng(4)
    while m.pending is not None:
        if STRENGTH in m.in_force:
            copy = m.clone()
            copy.in_force = {only_even: m.in_force[STRENGTH]}
            targets = list(range(len(m.card_def)))
            got = only_even.totals(copy, targets)
            assert got == [only_even.total(copy, t) for t in targets]
            assert all(v == 0 for v in got[1::2])
            checked += any(got)
        acts = m.pending.actions
        m.apply(acts[rng.below(len(acts))])
    assert checked > 0


def test_the_fast_path_check_catches_a_rollout_copy_that_lists_other_actions(monkeypatch):
    from tcgkit.games.soulbound_arkana import turn
    from tcgkit.testing.search import check_fast_path

    game = get_game("soulbound_arkana")()
    assert check_fast_path(game, "standard", games=2) == []
    listed = turn.action_options
    monkeypatch.setattr(turn, "action_options", lambda m: listed(m)[::-1] if m.fast else listed(m))
    problems = check_fast_path(game, "standard", games=2)
    assert problems and "the fast copy lists" in problems[0]
