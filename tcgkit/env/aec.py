"""The PettingZoo AEC environment over any tcgkit game and mode (docs/env.md).

Agents are ``player_0`` … ``player_{n-1}``, one per seat; the agent to act is the seat of the match's pending
decision. A step takes an index of the game's fixed discrete action space (:mod:`tcgkit.env.actions`); the
observation is ``{"observation": float32 vector, "action_mask": int8 vector}`` built only from the seat's view
(:mod:`tcgkit.env.observe`), and ``infos[agent]["view"]`` is that view's ``to_dict()``. Rewards come at the end:
+1 for every seat of the winning team, -1 for every other seat, 0 for all in a draw or a truncated game. Seats that
are out of the game early (Gundam battle royale, Soulbound free-for-all) stay agents, never selected, until the
end. ``render()`` returns the narrated log of the match so far, hidden cards included (for people watching, not
for agents).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from tcgkit.core.errors import IllegalAction
from tcgkit.core.game import Game
from tcgkit.env.actions import ActionSpace, ActionSpaceError
from tcgkit.env.observe import LIMIT, Observer, zone_layout
from tcgkit.env.specs import spec_for
from tcgkit.sim.seating import check_deck_count, game_seeds, resolve_mode

_LAYOUTS: dict[tuple[str, str], list] = {}


class TcgkitAEC(AECEnv):
    """See the module docstring; build one with :func:`tcgkit.env.aec_env`.

    Args:
        game: a registry id or a :class:`~tcgkit.core.game.Game` (with its rule options).
        decks: one decklist path or deck object per seat (default: the game's default decks of the mode).
        mode: a mode of the game (default its first).
        seed: the episodes' seed: episode ``k`` after a reset without a seed plays match seed
            ``game_seeds(seed, k)`` (the simulator's seeds), so a run of episodes is reproducible.
        skip_forced: apply decisions with a single legal action without asking the agent (default ``True``).
        max_decisions: truncate an episode after this many decisions (every seat gets reward 0).

    Raises:
        TcgkitError: unknown game or mode, wrong number of decks, unreadable decklists.
        ActionSpaceError: the decks bring more cards than the game's action space holds.
    """

    metadata = {"render_modes": ["ansi"], "name": "tcgkit_v0", "is_parallelizable": False}

    def __init__(self, game: str | Game, decks: Sequence[Any] | None = None, mode: str | None = None,
                 seed: int = 0, skip_forced: bool = True, max_decisions: int = 10_000,
                 render_mode: str | None = "ansi") -> None:
        super().__init__()
        if isinstance(game, str):
            from tcgkit.games import get_game

            game = get_game(game)()
        self.game = game
        self.mode = resolve_mode(game, mode)
        decks = list(game.default_decks(self.mode) if decks is None else decks)
        self.decks = [game.load_deck(d) if isinstance(d, (str, Path)) else d for d in decks]
        check_deck_count(game, self.mode, len(self.decks))
        self.spec = spec_for(game.id)
        self.actions = ActionSpace(game, self.spec)
        key = (game.id, type(game).__qualname__)
        if key not in _LAYOUTS:
            _LAYOUTS[key] = zone_layout(game)
        self.observer = Observer(game, self.spec, _LAYOUTS[key])
        self.seed, self.episode = seed, 0
        self.skip_forced, self.max_decisions = skip_forced, max_decisions
        self.render_mode = render_mode
        seats = game.new_match(self.decks, seed, log_events=False, mode=self.mode).n_players  # a gwent
        self.possible_agents = [f"player_{p}" for p in range(seats)]  # tournament seats 2 with 3 decks each
        obs = gymnasium.spaces.Box(-LIMIT, LIMIT, (self.observer.size,), np.float32)
        mask = gymnasium.spaces.Box(0, 1, (self.actions.n,), np.int8)
        self._obs_space = gymnasium.spaces.Dict({"observation": obs, "action_mask": mask})
        self._act_space = gymnasium.spaces.Discrete(self.actions.n)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}
        self.match = None
        self._legal: dict[int, tuple] = {}

    def observation_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space:
        return self.action_spaces[agent]

    # ------------------------------------------------------------------------------------------- episodes

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new match (``seed``: restart the episode sequence from this seed)."""
        if seed is not None:
            self.seed, self.episode = seed, 0
        match_seed, _ = game_seeds(self.seed, self.episode, 1)
        self.episode += 1
        self.match = self.game.new_match(self.decks, match_seed, log_events=True, mode=self.mode)
        room = self.spec.cards - self.spec.token_room
        if len(self.match.card_def) > room:
            raise ActionSpaceError(f"these decks bring {len(self.match.card_def)} cards; the {self.game.id} "
                                   f"action space holds {room} at the start of a match (docs/env.md)")
        self.decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def step(self, action: Any) -> None:
        """Apply the selected agent's action (an index whose mask bit is 1; ``None`` once its episode is over).

        Raises:
            IllegalAction: an index that is not legal now (its mask bit is 0), or not an integer.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise IllegalAction(action, "an action of this environment is an integer index")
        chosen = self._legal.get(int(action))
        if chosen is None:
            raise IllegalAction(action, f"action index {int(action)} is not legal now (its mask bit is 0)")
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        self.match.apply(chosen)
        self.decisions += 1
        self._advance()

    def _advance(self) -> None:
        """Take forced decisions, then hand the turn to the deciding seat, or end the episode."""
        m = self.match
        while (self.skip_forced and m.pending is not None and len(m.pending.actions) == 1
               and self.decisions < self.max_decisions):
            m.apply(m.pending.actions[0])
            self.decisions += 1
        if len(m.card_def) > self.spec.cards:
            raise ActionSpaceError(f"the match made more cards than the {self.game.id} action space's "
                                   f"{self.spec.cards} card slots (docs/env.md)")
        if m.pending is None or self.decisions >= self.max_decisions:
            ended = m.pending is None
            won = set(m.winners)
            for p, a in enumerate(self.agents):
                self.rewards[a] = 0 if not ended or not won else (1 if p in won else -1)
                self.terminations[a] = ended
                self.truncations[a] = not ended
                self.infos[a] = {"view": m.view(p).to_dict()}
            self._accumulate_rewards()
            self._legal = {}
            self.agent_selection = self.agents[0]
            return
        d = m.pending
        self._legal = {self.actions.encode(a, d.player, m.n_players): a for a in d.actions}
        self.agent_selection = self.possible_agents[d.player]
        self.infos[self.agent_selection] = {"view": m.view(d.player).to_dict()}

    # ------------------------------------------------------------------------------------------- observing

    def observe(self, agent: str) -> dict:
        """``{"observation", "action_mask"}`` of ``agent``'s seat, from its view only."""
        seat = self.possible_agents.index(agent)
        view = self.match.view(seat)
        info = self.infos.get(agent) or {}
        d = info["view"] if info.get("view", {}).get("version") == view.version else view.to_dict()
        mask = np.zeros(self.actions.n, dtype=np.int8)
        if agent == self.agent_selection and self._legal:
            mask[list(self._legal)] = 1
        return {"observation": self.observer.encode(view, d), "action_mask": mask}

    def legal_actions(self) -> dict[int, tuple]:
        """The selected agent's legal actions by index (the mask's 1 bits), e.g. for printing them."""
        return dict(self._legal)

    def view(self, agent: str) -> Any:
        """``agent``'s view of the match (what a tcgkit agent acts on: ``make_agent(...).act(env.view(a))``)."""
        return self.match.view(self.possible_agents.index(agent))

    def index_of(self, action: tuple) -> int:
        """The index of one of the selected agent's legal actions (a tcgkit agent's answer, as a step).

        Raises:
            IllegalAction: ``action`` is not legal now.
        """
        for index, legal in self._legal.items():
            if legal == action and all(type(a) is type(b) for a, b in zip(legal, action)):
                return index
        raise IllegalAction(action, "not among the selected agent's legal actions")

    def render(self) -> str:
        """The narrated log of the match so far, one event a line (every card named: for people, not agents)."""
        if self.match is None:
            return ""
        m, describe = self.match, self.game.presentation.describe_event
        lines = [text for text in (describe(m, e) for e in m.full_events()) if text is not None]
        return "\n".join(lines)

    def close(self) -> None:
        self.match = None
