"""Property tests over 2,000 random-agent games on the seed decks (DESIGN.md contracts 2–6).

Cost control (the whole suite must stay well under 15 minutes on 2 cores): every game runs without an event log and
gets the cheap checks (it ends with a winner — the rules have no draw in 1 vs 1 except both decks emptying at once,
which random play on 50-card decks never reaches —, every card in exactly one zone, only tokens added). Every 20th
game (100 games) is replayed with its event log and gets the expensive checks at every 4th decision: no hidden
identity in another seat's or a spectator's view or events, an illegal action changes nothing, same seed ⇒ same
log, and a replay reproduces the game. 100 greedy-vs-greedy games get the cheap checks too. Takes about 12 s on
one core.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core import IllegalAction
from tcgkit.core.replay import Replay
from tcgkit.core.zones import SPECTATORS, Visibility

from .helpers import GAME

GAMES = 2000
SAMPLE_EVERY = 20
DECISION_EVERY = 4
DECKS = GAME.default_decks()
N_CARDS = sum(len(d.main()) + len(d.resources()) for d in DECKS)
_ID_KEYS = ("uid", "pilot", "unit", "target_unit")


def decks_for(seed):
    return DECKS if seed % 2 == 0 else DECKS[::-1]


def check_zones(m):
    """Every card is in exactly one zone, and the only cards ever added are tokens."""
    seen = set()
    for zid, cards in enumerate(m.zones):
        for u in cards:
            assert u not in seen, f"card {u} in two zones"
            assert m.card_zone[u] == zid
            seen.add(u)
    assert len(seen) == len(m.card_def)
    assert sum(1 for d in m.card_def if not d.token) == N_CARDS
    assert all(d.token for d in m.card_def[N_CARDS:])


def check_views(m):
    """No identity of a card hidden from a seat (or a spectator) appears in its view."""
    for viewer in (0, 1, None):
        data = m.view(viewer).to_dict()
        for z in data["zones"]:
            zone = m.zone_table[m.zone(z["zone"], z["owner"])]
            for u, c in zip(m.zones[zone.id], z["cards"]):
                if c is not None:
                    assert m.sees(viewer, u) and c["uid"] == u
                if zone.spec.visibility == Visibility.SECRET and not m.revealed[u]:
                    assert c is None
                if zone.spec.name == "hand" and viewer != zone.owner and not m.revealed[u]:
                    assert c is None
        if viewer != (m.pending.player if m.pending else -1):
            assert "decision" not in data


def check_events(m, start):
    """Events readable by a non-owner seat or a spectator only name cards that seat may see."""
    for kind, vis, data in m.log[start:]:
        ids = [data[k] for k in _ID_KEYS if isinstance(data.get(k), int) and data[k] >= 0]
        ids += list(data.get("uids", ()))
        for u in ids:
            owner = m.card_owner[u]
            viewers = [v for v in (0, 1, None) if vis & (SPECTATORS if v is None else 1 << v)]
            for v in viewers:
                if v != owner:
                    assert m.sees(v, u), f"event {kind} leaks card {u} to {v}"


def test_2000_random_games_end_and_keep_every_card_in_one_zone():
    reasons = {}
    for seed in range(GAMES):
        if seed % SAMPLE_EVERY == 0:
            continue  # played with the expensive checks below
        m = GAME.new_match(decks_for(seed), seed, log_events=False)
        play_out(m, [RandomAgent(seed), RandomAgent(seed + 50_000)])
        assert m.ended and len(m.winners) == 1, (seed, m.end_reason)
        reasons[m.end_reason] = reasons.get(m.end_reason, 0) + 1
        check_zones(m)
    assert set(reasons) <= {"battle_damage", "deck_out"}


def test_sampled_games_hide_cards_refuse_illegal_actions_and_replay():
    for seed in range(0, GAMES, SAMPLE_EVERY):
        m = GAME.new_match(decks_for(seed), seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 50_000)]
        n = 0
        mark = 0
        while m.pending is not None:
            if n % DECISION_EVERY == 0:
                check_views(m)
                check_events(m, mark)
                mark = len(m.log)
                check_zones(m)
                before = m.fingerprint()
                for bad in (("deploy", 10_000), ("pass", 1), ("attack_player",)):
                    try:
                        m.apply(bad)
                    except IllegalAction:
                        pass
                    else:  # pragma: no cover - a refused action must raise
                        raise AssertionError(f"{bad} was accepted")
                    assert m.fingerprint() == before
            d = m.pending
            m.apply(agents[d.player].act(m.view(d.player)) if len(d.actions) > 1 else d.actions[0])
            n += 1
        check_events(m, mark)
        assert m.ended and len(m.winners) == 1
        again = GAME.new_match(decks_for(seed), seed)
        play_out(again, [RandomAgent(seed), RandomAgent(seed + 50_000)])
        assert again.log == m.log  # same seed, same actions: same events
        replayed = Replay.from_match(m).run()
        assert replayed.log == m.log and replayed.fingerprint() == m.fingerprint()


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**63 - 1))
def test_any_seed_is_deterministic_and_differs_from_its_neighbour(seed):
    logs = []
    for _ in range(2):
        m = GAME.new_match(DECKS, seed)
        play_out(m, [RandomAgent(1), RandomAgent(2)])
        logs.append(m.log)
    assert logs[0] == logs[1]
    other = GAME.new_match(DECKS, seed + 1)
    play_out(other, [RandomAgent(1), RandomAgent(2)])
    assert other.log != logs[0]


def test_100_greedy_games_end_and_keep_every_card_in_one_zone():
    from tcgkit.games.gundam.agents import GreedyAgent

    for seed in range(100):
        m = GAME.new_match(decks_for(seed), seed, log_events=False, first_player="random")
        play_out(m, [GreedyAgent(seed), GreedyAgent(seed + 1)])
        assert m.ended and len(m.winners) == 1
        check_zones(m)


_MID = None


def _mid_game():
    global _MID
    if _MID is None:
        m = GAME.new_match(DECKS, 77)
        agents = [RandomAgent(1), RandomAgent(2)]
        for _ in range(40):
            m.apply(agents[m.pending.player].act(m.view(m.pending.player)))
        _MID = m
    return _MID.clone()


@settings(max_examples=200, deadline=None)
@given(st.tuples(st.sampled_from(["deploy", "pair", "attack_player", "attack_unit", "command", "pass", "target",
                                  "burst", "discard", "trigger", "concede", "end_main", "x"]),
                 st.integers(min_value=-3, max_value=200), st.integers(min_value=-3, max_value=200)))
def test_any_action_not_legal_changes_nothing(action):
    m = _mid_game()
    legal = set(m.legal_actions())
    for a in (action, action[:2], action[:1]):
        if a in legal or (a[0] == "concede" and len(a) == 2 and a[1] in (0, 1)):
            continue
        before = m.fingerprint()
        try:
            m.apply(a)
        except IllegalAction:
            pass
        else:  # pragma: no cover
            raise AssertionError(f"{a} was accepted")
        assert m.fingerprint() == before
