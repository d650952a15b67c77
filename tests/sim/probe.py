"""A chunk function for the executor tests: what a helper process has loaded (this module imports only sys)."""

import sys

HEAVY = ("typer", "rich", "click", "scipy", "matplotlib", "openskill", "pettingzoo", "gymnasium", "ray")


def loaded(job, chunk):
    """The heavy top-level packages and the game packages loaded in this process."""
    tops = {m.split(".")[0] for m in sys.modules}
    games = {m.split(".")[2] for m in sys.modules if m.startswith("tcgkit.games.") and m.count(".") >= 2}
    return sorted(tops & set(HEAVY)), sorted(games), "tcgkit.cli" in sys.modules
