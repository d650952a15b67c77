"""Gundam's own properties over random games on the seed decks (DESIGN.md contracts 2–6). The kit's checks at depth
(termination, card conservation, hidden identities, determinism and replays, refused actions, clones) run in
``tests/test_deep_conformance.py``; this keeps what only Gundam can say:

* 500 random games end with one winner by battle damage or deck-out (1 vs 1 has no draw but both decks emptying at
  once, which random play on 50-card decks never reaches), and the only cards ever added are tokens;
* an oracle of views and events of its own, independent of the kit's determinised clones, at every 4th decision of
  25 games: a secret zone's card and another seat's hand card show no identity unless revealed, and an event a
  seat or a spectator may read names only cards it sees;
* 100 greedy games end the same way.
"""

from __future__ import annotations


from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.zones import SPECTATORS, Visibility

from .helpers import GAME

GAMES = 500
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


def test_random_games_end_by_damage_or_deck_out_adding_only_tokens():
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


def test_sampled_games_show_no_seat_a_card_hidden_from_it():
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
            d = m.pending
            m.apply(agents[d.player].act(m.view(d.player)) if len(d.actions) > 1 else d.actions[0])
            n += 1
        check_events(m, mark)
        assert m.ended and len(m.winners) == 1


def test_100_greedy_games_end_and_keep_every_card_in_one_zone():
    from tcgkit.games.gundam.agents import GreedyAgent

    for seed in range(100):
        m = GAME.new_match(decks_for(seed), seed, log_events=False, first_player="random")
        play_out(m, [GreedyAgent(seed), GreedyAgent(seed + 1)])
        assert m.ended and len(m.winners) == 1
        check_zones(m)

