"""The cards that can act from the flow (``SoulboundMatch.flow_actors``): ``ability_options`` looks only at them, so
they must be exactly the cards whose definitions act from the flow, in every match, clone and determinisation."""

from __future__ import annotations

from tcgkit.ai.base import RandomAgent
from tcgkit.core.rng import Rng
from tcgkit.games.soulbound_arkana.abilities import ability_options, usable
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN
from tcgkit.games.soulbound_arkana.triggers import FLOW, WINDOWS

from tests.games.soulbound_arkana.helpers import game


def every_ability_option(m, p, window) -> list[tuple]:
    """The reference: the rule read over every card of the field and the whole flow, without an index."""
    beings, flow = m.zones[m.zid.beings[p]], m.zones[m.zid.flow[p]]
    found = sorted([u for u in beings if m.pos[u] != FACE_DOWN] + list(flow))
    out, seen = [], set()
    for u in found:
        where = None if u in beings else FLOW
        d = m.card_def[u]
        for ab in d.abilities.at(window):
            if ab.zone == where and (where is None or (d.id, ab.index) not in seen) and usable(m, p, u, ab):
                seen.add((d.id, ab.index))
                out.append(("ability", u, ab.index))
    return out


def flow_actors_hold(m) -> bool:
    return m.flow_actors == tuple(u for u, d in enumerate(m.card_def) if any(ab.zone == FLOW for ab in d.abilities))


def test_flow_actors_and_the_options_they_give_match_a_full_scan_in_games_and_their_determinisations():
    g = game()
    checked = flow_options = 0
    for mode in ("standard", "ffa"):
        decks = g.default_decks(mode)
        for seed in range(6):
            m = g.new_match(decks, seed, mode=mode)
            assert any(m.card_def[u].acts_from_flow for u in range(len(m.card_def)))  # the decks have such cards
            agents = [RandomAgent(seed * 10 + p) for p in range(m.n_players)]
            rng = Rng(seed)
            while m.pending is not None:
                p = m.pending.player
                copies = [m, m.clone(), m.view(p).determinize(rng)]
                for c in copies:
                    assert flow_actors_hold(c)
                    for window in WINDOWS:
                        got = ability_options(c, p, window)
                        assert got == every_ability_option(c, p, window)
                        checked += 1
                        flow_options += sum(1 for a in got if c.card_zone[a[1]] == c.zid.flow[p])
                m.apply(agents[p].act(m.view(p)))
    assert checked > 1000 and flow_options > 0  # the flow's abilities were offered, not only refused
