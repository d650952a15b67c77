"""The automaton's own leader effects (seed 004, "Anpassung der gegnerischen Anführerfähigkeiten"; rules/gwent.md
§4.3): the ``solo:`` versions some leader cards declare, used when the solo automaton reveals that leader (variant
"new opponent leader"). One effect object each, in the card-effect vocabulary (``leaders.EFFECTS``).
"""

from __future__ import annotations

from tcgkit.core.effects import int_arg, mapping_arg
from tcgkit.core.zones import ALL
from tcgkit.games.gwent import automaton
from tcgkit.games.gwent.specials import CardEffect



class DrawAndPlay(CardEffect):
    name, tags = "draw_and_play", frozenset({"tempo"})

    def compile(self, value, where):
        return int_arg(mapping_arg(value, where, ("cards",))["cards"], f"{where}.cards", 1, 5),

    def describe(self, n):
        return f"The automaton draws {n} card and plays it."

    def automaton(self, m, n):
        m.then(*[(automaton.bot_turn, 1)] * n)


class ReviveBest(CardEffect):
    name, tags = "revive_best", frozenset({"revive"})
    at_random = False

    def describe(self):
        return "The automaton plays the most effective non-hero unit of its discard pile."

    def automaton(self, m):
        automaton.revive_best(m, m.zdisc[1], self.at_random)


class ReviveRandom(ReviveBest):
    name = "revive_random"
    at_random = True

    def describe(self):
        return "The automaton plays a random non-hero unit of its discard pile."


class CancelEnemyLeaders(CardEffect):
    name, tags = "cancel_enemy_leaders", frozenset({"control"})

    def describe(self):
        return "Your leader ability is cancelled for the rest of the game."

    def automaton(self, m):
        m.leader_off[0] = 1
        m.emit("leader_cancelled", ALL, player=0)


class BonusPerAgile(CardEffect):
    name, tags = "bonus_per_agile", frozenset({"buff"})

    def compile(self, value, where):
        return int_arg(mapping_arg(value, where, ("strength",))["strength"], f"{where}.strength", 1, 5),

    def describe(self, n):
        return f"The automaton gains +{n} strength per agile unit on its side."

    def automaton(self, m, n):
        k = sum(1 for u in m.side_units(1) if m.card_def[u].agile)
        m.solo_bonus[1] += k * n


SOLO_EFFECTS = (DrawAndPlay(), ReviveBest(), ReviveRandom(), CancelEnemyLeaders(), BonusPerAgile())
