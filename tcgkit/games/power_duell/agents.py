"""Placeholder replaced below."""


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        from tcgkit.core.rng import Rng

        self.rng = Rng(seed)

    def act(self, view):
        a = view.legal_actions()
        return a[self.rng.below(len(a))]
