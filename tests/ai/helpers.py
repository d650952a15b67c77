"""Helpers for the search tests."""

import dataclasses

from tcgkit.core.rng import Rng


class Hinted:
    """A game whose search hints have some fields replaced (``Hinted(game, considers=f)``); everything else is the
    game's."""

    def __init__(self, game, **hints):
        self._game, self._hints = game, hints

    def __getattr__(self, name):
        return getattr(self._game, name)

    def search_hints(self):
        return dataclasses.replace(self._game.search_hints(), **self._hints)


def wide_decisions(game, more_than: int, count: int):
    """``(i, match, decision)`` for the first ``count`` decisions offering more than ``more_than`` actions in a game
    of random moves on the default decks (match seed 6, moves from ``Rng(1)``); the match moves on after each."""
    m = game.new_match(game.default_decks(), 6, log_events=False)
    rng, found = Rng(1), 0
    while m.pending is not None and found < count:
        d = m.pending
        if len(d.actions) > more_than:
            yield found, m, d
            found += 1
        m.apply(d.actions[rng.below(len(d.actions))])


PD_BATTLE = {"step": "battle_phase",  # two own monsters (self_attacks on: each may attack the other), a weak enemy
             "players": [{"account": 10, "D1": "PD-M03", "D2": "PD-M01", "monster_deck": ["PD-M01"],
                          "energy_deck": ["PD-E01"]},
                         {"D1": "PD-M01", "monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]}]}
"""A Power Duell battle decision: attacks on the enemy worth making, and attacks on one's own monsters."""
