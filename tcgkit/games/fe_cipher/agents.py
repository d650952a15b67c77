"""FE Cipher agents: the greedy heuristic (placeholder until written)."""
from tcgkit.ai.base import RandomAgent


class GreedyAgent(RandomAgent):
    name = "greedy"
