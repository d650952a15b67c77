"""Agents at the server's table think in worker threads, on a copy of the match, within a time cap
(docs/server.md, 'Bounds')."""

from __future__ import annotations

import asyncio
import threading
import time

from tcgkit.games import get_game
from tcgkit.server.agents import AgentRunner


class Slow:
    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.thread: str | None = None

    def act(self, view):
        self.thread = threading.current_thread().name
        time.sleep(self.seconds)
        return view.legal_actions()[-1]


def _match():
    game = get_game("power_duell")()
    return game.new_match(game.default_decks(), 1)


def test_an_agent_past_its_time_cap_gives_way_to_a_random_legal_action():
    m = _match()
    runner = AgentRunner(workers=1, seconds=0.2)
    try:
        action, fell_back = asyncio.run(runner.decide(Slow(2.0), m, m.pending.player, 7))
    finally:
        runner.close()
    assert fell_back and action in m.pending.actions


class Waiting:
    """An agent that can only finish once the event loop has run something else meanwhile."""

    name = "waiting"

    def __init__(self) -> None:
        self.go = threading.Event()
        self.saw_go = False
        self.thread = ""

    def act(self, view):
        self.thread = threading.current_thread().name
        self.saw_go = self.go.wait(30)
        return view.legal_actions()[-1]


def test_an_agent_thinks_in_a_worker_thread_while_the_event_loop_runs_on():
    m = _match()
    runner = AgentRunner(workers=1, seconds=60.0)
    agent = Waiting()

    async def go():
        decision = asyncio.ensure_future(runner.decide(agent, m, m.pending.player, 1))
        await asyncio.sleep(0)  # the loop runs on while the agent thinks ...
        agent.go.set()  # ... so it can tell the agent to finish (were the agent on the loop, this never ran)
        return await decision

    try:
        action, fell_back = asyncio.run(go())
    finally:
        runner.close()
    assert agent.saw_go and not fell_back and action == m.pending.actions[-1]
    assert agent.thread.startswith("tcgkit-agent")
    assert m.version == 0  # the agent decided on a copy: the match itself is untouched
