"""The match service of one server process: creates, loads, leases, persists and unloads live matches.

It is the only part of the server that talks to the store (:class:`~tcgkit.store.MatchStore`, in a small thread
pool so the event loop never waits on the database) and the one that decides which matches this process holds:

* a new match is stored (inputs, seed, empty seats) and leased to this process before anybody can join it;
* every accepted action is stored before it is acknowledged (lease-fenced, many matches per commit:
  :class:`~tcgkit.server.writer.GroupWriter`);
* at start-up every unfinished match whose lease is free (or this process's own, after a restart) is rebuilt from
  its stored actions, and agents' seats go on playing;
* a match asked for but not held here is taken over when its lease has expired (its process died), else the
  caller hears which process holds it (:class:`Elsewhere`);
* leases are renewed every third of ``lease_seconds``; a match nobody watches is unloaded after ``idle_seconds``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from tcgkit import __version__
from tcgkit.core.errors import ReplayError, TcgkitError
from tcgkit.core.game import Game
from tcgkit.core.registry import get_game
from tcgkit.core.replay import Replay
from tcgkit.server.agents import AgentRunner
from tcgkit.server.feed import Feed
from tcgkit.server.limits import Limits
from tcgkit.server.live import SERVER_SEAT, LiveMatch, Seat, hash_token, new_token
from tcgkit.server.lobby import CreateRequest, LobbyError, Prepared, prepare
from tcgkit.server.writer import GroupWriter
from tcgkit.sim.agents import make_agent
from tcgkit.store import LeaseLost, MatchStore, NewMatch, StoredMatch

log = logging.getLogger("tcgkit.server")


class NotFound(TcgkitError):
    """No match has this id."""


class Elsewhere(TcgkitError):
    """Another live process holds the match (``holder``)."""

    def __init__(self, match_id: str, holder: str) -> None:
        super().__init__(f"match {match_id} is held by the server process {holder}; connect again shortly")
        self.holder = holder


class Unavailable(TcgkitError):
    """A stored match that this server cannot rebuild (another rules version, a game it does not know)."""


class Busy(TcgkitError):
    """This process holds as many matches as it may (``Limits.max_live_matches``)."""


def make_game(game_id: str, options: dict[str, Any]) -> Game:
    """The registered game with its options (``KeyError`` for an unknown id, ``TcgkitError`` for bad options)."""
    return get_game(game_id)(options)


class MatchService:
    """Live matches of this process over one store (see the module docstring).

    Args:
        store: the migrated store.
        owner: this process's name in leases (``host:port`` by default in ``tcgkit serve``; a restarted process
            with the same name takes its own matches back at once).
        limits: the server's limits.
        db_workers: threads for database calls.
    """

    def __init__(self, store: MatchStore, owner: str, limits: Limits, db_workers: int = 4) -> None:
        self.store = store
        self.owner = owner
        self.limits = limits
        self.live: dict[str, LiveMatch] = {}
        self.db = ThreadPoolExecutor(max_workers=db_workers, thread_name_prefix="tcgkit-db")
        self.runner = AgentRunner(workers=2, seconds=limits.agent_seconds)
        self.writer = GroupWriter(store, owner)
        self._loading: dict[str, asyncio.Future] = {}
        self._tasks: list[asyncio.Task] = []

    async def _db(self, fn: Callable, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.db, fn, *args)

    # ------------------------------------------------------------------------------------------ life cycle

    async def start(self) -> None:
        """Take back every unfinished match whose lease is free, then keep leases alive in the background."""
        self.writer.start()
        for match_id in await self._db(self.store.running_ids):
            try:
                await self.open(match_id)
            except (Elsewhere, Unavailable, NotFound) as exc:
                log.info("not resuming %s: %s", match_id, exc)
        self._tasks.append(asyncio.get_running_loop().create_task(self._keep_leases()))

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for live in list(self.live.values()):
            live.feed.close_all(1012, "the server is restarting; connect again")
        self.runner.close()
        await self.writer.stop()
        self.db.shutdown(wait=True)

    # ------------------------------------------------------------------------------------------ creating

    async def create(self, req: CreateRequest) -> tuple[LiveMatch, str | None]:
        """Start, store and hold a new match; returns it and the creator's seat token (if they took a seat).

        Raises:
            LobbyError: the request is refused (in words). Busy: this process holds too many matches.
        """
        if len(self.live) >= self.limits.max_live_matches:
            raise Busy(f"this server holds {len(self.live)} matches, its limit; try again later")
        prep: Prepared = await asyncio.get_running_loop().run_in_executor(None, prepare, req, make_game)
        match, game = prep.match, prep.game
        feed = Feed(game)
        feed.catch_up(match)
        taken = []
        while match.pending is not None and len(match.pending.actions) == 1:
            taken.append((SERVER_SEAT, list(match.pending.actions[0])))
            match.apply(match.pending.actions[0])
            feed.catch_up(match)
        seats = [{"kind": s.kind, "agent": s.agent, "deck": label} for s, label in zip(prep.seats, prep.deck_labels)]
        seats += [{"kind": s.kind, "agent": s.agent, "deck": ""} for s in prep.seats[len(seats):]]
        match_id = new_token()[:16]
        new = NewMatch(id=match_id, game=game.id, rules_version=game.rules_version, tcgkit_version=__version__,
                       options=game.options.model_dump(mode="json"), setup=dict(match.inputs["setup"]),
                       decks=list(match.inputs["decks"]), seed=prep.seed, seats=seats)
        await self._db(self.store.create, new, self.owner, self.limits.lease_seconds)
        if taken:
            result = {"winners": list(match.winners), "reason": match.end_reason} if match.ended else None
            await self.writer.append(match_id, 0, taken, result)
        live = self._hold(match_id, game, match, seats, {}, feed)
        live.wake_agent()  # an agent may decide first
        token = None
        if req.take_seat is not None:
            token = await self.claim(match_id, req.take_seat)
        return live, token

    async def claim(self, match_id: str, seat: int) -> str:
        """Take a free person's seat: returns its new secret token (only its hash is kept).

        Raises:
            NotFound, Elsewhere, Unavailable; LobbyError: no such seat, an agent's seat, or taken already.
        """
        live = await self.open(match_id)
        if not 0 <= seat < len(live.seats) or live.seats[seat].kind != "person":
            raise LobbyError(f"match {match_id} has no person's seat {seat}")
        token = new_token()
        if not await self._db(self.store.claim_seat, match_id, seat, hash_token(token)):
            raise LobbyError(f"seat {seat} of match {match_id} is taken")
        live.seats[seat].token_hash = hash_token(token)
        live.publish()
        return token

    # ------------------------------------------------------------------------------------------ holding

    async def open(self, match_id: str) -> LiveMatch:
        """The live match, loaded from the store (and leased) if this process does not hold it yet.

        Raises:
            NotFound: unknown id. Elsewhere: another live process holds it. Unavailable: it cannot be rebuilt here.
        """
        live = self.live.get(match_id)
        if live is not None:
            return live
        pending = self._loading.get(match_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut = asyncio.get_running_loop().create_future()
        self._loading[match_id] = fut
        try:
            live = await self._load(match_id)
            fut.set_result(live)
            return live
        except BaseException as exc:
            fut.set_exception(exc)
            fut.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._loading[match_id]

    async def _load(self, match_id: str) -> LiveMatch:
        if len(match_id) > 32:
            raise NotFound(f"no match has the id {match_id[:32]!r}…")
        stored: StoredMatch | None = await self._db(self.store.load, match_id)
        if stored is None:
            raise NotFound(f"no match has the id {match_id!r}")
        if stored.status == "running":
            holder = await self._db(self.store.acquire, match_id, self.owner, self.limits.lease_seconds)
            if holder is not None:
                raise Elsewhere(match_id, holder)
        replay = Replay(game=stored.game, rules_version=stored.rules_version, tcgkit_version=stored.tcgkit_version,
                        options=stored.options, decks=stored.decks, seed=stored.seed, setup=stored.setup,
                        actions=stored.actions, result=stored.result)
        feeds: list[Feed] = []

        def narrate(m: Any) -> None:  # narrated as it is re-played, in the words of each moment
            if not feeds:
                feeds.append(Feed(m.game))
            feeds[0].catch_up(m)

        try:
            match = await asyncio.get_running_loop().run_in_executor(None, lambda: replay.run(each=narrate))
        except (ReplayError, ImportError) as exc:
            raise Unavailable(f"match {match_id} cannot continue on this server: {exc}") from None
        live = self._hold(match_id, match.game, match, stored.seats, stored.tokens, feeds[0])
        live.wake_agent()
        return live

    def _hold(self, match_id: str, game: Game, match: Any, seats: list[dict], tokens: dict, feed: Feed) -> LiveMatch:
        async def persist(first: int, actions: list, result: dict | None) -> None:
            try:
                await self.writer.append(match_id, first, actions, result)
            except LeaseLost:
                self._drop(match_id, "another server process holds this match now; connect again")
                raise

        live = LiveMatch(id=match_id, game=game, match=match,
                         seats=[Seat(kind=s["kind"], agent=s.get("agent"), deck=s.get("deck", ""),
                                     token_hash=tokens.get(p)) for p, s in enumerate(seats)],
                         persist=persist, runner=self.runner, feed=feed,
                         max_actions=self.limits.max_match_actions)
        live.agents = {p: make_agent(game, s["agent"], p * 7919 + int(time.time()))
                       for p, s in enumerate(seats) if s["kind"] == "agent"}
        self.live[match_id] = live
        return live

    def _drop(self, match_id: str, reason: str) -> None:
        live = self.live.pop(match_id, None)
        if live is not None:
            live.feed.close_all(4000, reason[:120])

    async def _keep_leases(self) -> None:
        while True:
            await asyncio.sleep(self.limits.lease_seconds / 3)
            try:
                await self.sweep()
            except Exception:  # a database hiccup: try again next round
                log.exception("renewing leases failed")

    async def sweep(self) -> None:
        """Renew the leases of held running matches; drop those lost to another process; unload idle ones."""
        running = [mid for mid, live in self.live.items() if not live.match.ended]
        for mid in await self._db(self.store.renew, self.owner, running, self.limits.lease_seconds):
            self._drop(mid, "another server process holds this match now; connect again")
        now = time.monotonic()
        for mid, live in list(self.live.items()):
            idle = not live.feed.clients and not live.thinking and not live.lock.locked()
            if idle and now - live.last_active > self.limits.idle_seconds:
                self.live.pop(mid, None)
                if not live.match.ended:
                    await self._db(self.store.release, mid, self.owner)

    # ------------------------------------------------------------------------------------------ reading

    async def stored(self, match_id: str) -> StoredMatch:
        stored = await self._db(self.store.load, match_id)
        if stored is None:
            raise NotFound(f"no match has the id {match_id!r}")
        return stored

    async def summaries(self, status: str | None, limit: int) -> list[dict]:
        return await self._db(self.store.summaries, status, limit)
