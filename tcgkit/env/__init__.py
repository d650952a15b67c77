"""The PettingZoo AEC environment over every tcgkit game and mode (docs/env.md).

Usage::

    from tcgkit.env import aec_env
    env = aec_env("gundam", mode="standard", seed=7)        # decks default to the game's own for the mode
    env.reset()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)
    print(env.render())                                         # the narrated log

The action space is a fixed ``Discrete(n)`` per game (:mod:`tcgkit.env.actions`), the observation a fixed vector
per game built from the seat's view only (:mod:`tcgkit.env.observe`), with the view's ``to_dict()`` in
``info["view"]``.
"""

from __future__ import annotations

from typing import Any, Sequence

from tcgkit.env.actions import ActionSpace, ActionSpaceError
from tcgkit.env.aec import TcgkitAEC
from tcgkit.env.specs import GameSpec, register_spec, spec_for

__all__ = ["ActionSpace", "ActionSpaceError", "GameSpec", "TcgkitAEC", "aec_env", "register_spec", "spec_for"]


def aec_env(game: Any, decks: Sequence[Any] | None = None, mode: str | None = None, seed: int = 0,
            **kwargs: Any) -> TcgkitAEC:
    """A PettingZoo AEC environment of ``game`` (a registry id or a Game) in ``mode`` with ``decks`` (paths or
    deck objects, one per seat; default the game's default decks of the mode); ``kwargs`` as :class:`TcgkitAEC`
    (``skip_forced``, ``max_decisions``, ``render_mode``).

    Raises:
        TcgkitError: unknown game or mode, a wrong number of decks, an unreadable decklist.
        ActionSpaceError: decks larger than the game's action space holds.
    """
    return TcgkitAEC(game, decks=decks, mode=mode, seed=seed, **kwargs)
