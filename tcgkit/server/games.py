"""What the lobby offers per game: modes with their deck and seat counts, agents, shipped decks (``/api/games``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tcgkit.core.registry import REGISTRY, get_game
from tcgkit.server.lobby import shipped_decks
from tcgkit.sim.agents import agent_factories, default_agent
from tcgkit.sim.seating import seat_range


@lru_cache(maxsize=1)
def games_info() -> list[dict[str, Any]]:
    """Per registered game: ``id``, ``title``, ``modes`` (name, fewest and most decks, seats for each deck
    count), ``agents``, ``default_agent``, ``decks`` (shipped decklist file names)."""
    out = []
    for game_id in sorted(REGISTRY):
        try:
            game = get_game(game_id)()
        except Exception:  # a game that cannot load is not offered
            continue
        modes = []
        for mode in game.modes():
            lo, hi = seat_range(game, mode)
            plan = game.presentation.demo_plan()
            modes.append({"name": mode, "decks": [lo, hi],
                          "seats": {str(n): _seats(game, mode, n) for n in range(lo, hi + 1)},
                          "agents": plan.get("agents") if plan.get("mode") == mode else None})
        out.append({"id": game.id, "title": game.title, "modes": modes, "agents": list(agent_factories(game)),
                    "default_agent": default_agent(game), "decks": shipped_decks(game)})
    return out


def _seats(game: Any, mode: str, n_decks: int) -> int:
    """How many seats a match of ``mode`` with ``n_decks`` decks has (a GWENT tournament: 6 decks, 2 seats)."""
    try:
        decks = game.default_decks(mode)
        match = game.new_match([decks[i % len(decks)] for i in range(n_decks)], 0, mode=mode)
        return match.n_players
    except Exception:
        return n_decks
