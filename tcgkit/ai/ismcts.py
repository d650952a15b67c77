"""ISMCTS: information-set Monte Carlo tree search, one agent for every game, mode and number of seats.

The search (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree Search") in the multiple-observer
form (MO-ISMCTS), as these games need it:

* **one determinisation per iteration**: ``view.determinize(rng)`` deals every card the searching seat cannot see
  anew, consistently with what it knows; the iteration plays on that copy. The agent reads the match behind its
  view through nothing else.
* **one tree per seat**, each keyed by that seat's information: an edge is an action as the seat can tell it apart
  (:mod:`tcgkit.ai.keys`): its own choices as it sees them, and the other seats' as it observes them. So a seat's
  tree never separates two worlds it cannot tell apart, and an opponent's tree is its own view of the game (it
  knows its own hand, not ours). Why not one tree (SO-ISMCTS): these games have moves others see only in part (a
  card set face down, a card redrawn, a card put back); one tree would let the searcher's later choices depend on
  what it did not see, and let opponents choose without regard for what they know.
* **UCT with availability counts** at a seat's own decisions: a child's exploration term uses how often it was
  *available* (legal in the determinisation) rather than its parent's visits, since a move is legal in only some
  determinisations. Unvisited available moves are tried first (in an order drawn from the agent's generator).
* **teams share results**: every seat of a team is rewarded with the team's result (1 for a win, 0 for a loss,
  ``1 / teams`` each for a draw), any number of seats and teams.
* **rollouts** (:class:`Rollout`): out of the tree, moves come from a pluggable policy (uniform random, or the
  game's greedy agent), to the end of the match or to a cut-off after ``depth`` rollout decisions, where the game's
  evaluation scores the position for each team. A game advises both in ``Game.search_hints()``.
* **a prior** where the game asks for one (``SearchHints.prior``): the game's greedy move is tried first at the
  root and favoured while it has few visits (:data:`PRIOR`), so moves the evaluation cannot tell apart fall to the
  heuristic rather than to chance, and the search overrides it when another move proves better.
* **relative values** where the game asks for them (``SearchHints.relative_values``): UCT reads each move's mean
  reward relative to its siblings' range (min-max normalised, as in MuZero), so a search far ahead or behind, where
  the evaluation's curve is flat, still tells its moves apart.
* **the moves weighed** (``SearchHints.considers``): a game may leave moves out of the trees (Power Duell: attacks
  on one's own monsters); the rollouts still play their policy, and a decision whose moves are all left out weighs
  them all.
* **progressive widening** where the game ranks moves (``SearchHints.rank``, :mod:`tcgkit.ai.widening`): a wide
  decision's node weighs only its best few moves by the game's order, and opens more as its visits grow.
* **tree reuse**: when the agent is asked again right after its own move (the next decision is its own, nothing
  else happened), the subtree under that move becomes the new root of every seat's tree.

Determinism: with an iteration budget the agent's choices depend only on its seed and what its view shows. A
millisecond budget depends on the machine's speed and load, so it is not reproducible.

Decisions with one legal action are not search nodes (they are not choices); as in :func:`tcgkit.ai.play_out`.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable

from tcgkit.ai.keys import InfoKeys
from tcgkit.ai.widening import WIDTH, open_moves
from tcgkit.core.match import Action, Match
from tcgkit.core.rng import Rng
from tcgkit.core.view import View

PRIOR = 0.5
"""The bonus of the game's greedy move at the root (``SearchHints.prior``), divided by one plus its visits: it is
tried first and wins ties between moves the search cannot tell apart, and the search overrides it when another move
proves better."""

Evaluate = Callable[[Match, int], float]
"""A game's evaluation: ``(match, seat) -> float`` in ``[0, 1]``, how good the position is for ``seat``'s team."""


@dataclass(frozen=True)
class SearchBudget:
    """How much one decision may search.

    Attributes:
        iterations: iterations per decision (deterministic for a fixed seed); ``None`` when ``millis`` rules.
        millis: wall-clock milliseconds per decision (at least one iteration); not reproducible.
    """

    iterations: int | None = 300
    millis: float | None = None

    def __post_init__(self) -> None:
        if (self.iterations is None) == (self.millis is None):
            raise ValueError("a search budget is either iterations or milliseconds")
        if (self.iterations is not None and self.iterations < 1) or (self.millis is not None and self.millis <= 0):
            raise ValueError(f"a search budget must be positive, not {self.iterations or self.millis}")

    def __str__(self) -> str:
        return f"{self.iterations} iterations" if self.iterations is not None else f"{self.millis:g} ms"


@dataclass(frozen=True)
class Rollout:
    """How an iteration goes on once it leaves the tree (default: the game's ``search_hints()``).

    Attributes:
        policy: ``"random"`` (uniform over the legal actions) or ``"greedy"`` (the game's greedy agent, one per
            seat, deciding on views of the determinised match).
        depth: evaluate with the game's evaluation after this many rollout decisions (``0``: at the leaf);
            ``None``, or a game without an evaluation: play to the end of the match.
    """

    policy: str = "random"
    depth: int | None = None

    def __post_init__(self) -> None:
        if self.policy not in ("random", "greedy"):
            raise ValueError(f"rollout policy must be 'random' or 'greedy', not {self.policy!r}")
        if self.depth is not None and self.depth < 0:
            raise ValueError(f"rollout depth must be 0 or more, not {self.depth}")


class Node:
    """One information set of one seat's tree: children by information key, with the statistics of the edge into
    this node (visits ``n``, summed reward ``w`` for the seat whose move it was, availability ``avail``), and the
    move order of progressive widening where the game ranks its moves (:mod:`tcgkit.ai.widening`)."""

    __slots__ = ("children", "n", "w", "avail", "rank", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.rank: dict | None = None  # the move order of progressive widening (tcgkit.ai.widening)
        self.visits = 0  # visits of this node as a widened decision

    def select(self, keys: list, c: float, rng: Rng, favoured: Hashable = None,
               relative: bool = False) -> tuple[int, "Node", bool]:
        """Choose among the available moves (their keys, in legal-action order): an untried one if any (the
        ``favoured`` one first, else drawn by ``rng``), else the best by UCT with availability counts, the
        ``favoured`` move's value raised by ``PRIOR / (1 + visits)``; with ``relative``, each mean reward is read
        relative to the available moves' (the lowest 0, the highest 1; all equal: 0). Returns
        ``(index, child, expanded)``."""
        children = self.children
        fresh: list[int] = []
        seen: set = set()
        for i, k in enumerate(keys):
            if k in seen:
                continue
            seen.add(k)
            child = children.get(k)
            if child is None or child.n == 0:
                fresh.append(i)
            else:
                child.avail += 1
        if fresh:
            tried = [i for i in fresh if keys[i] == favoured] if favoured is not None else ()
            i = tried[0] if tried else fresh[rng.below(len(fresh))] if len(fresh) > 1 else fresh[0]
            child = children.get(keys[i])
            if child is None:
                child = children[keys[i]] = Node()
            child.avail += 1
            return i, child, True
        lo, scale = 0.0, 1.0
        if relative:
            means = [children[k].w / children[k].n for k in keys]
            lo, hi = min(means), max(means)
            scale = 1.0 / (hi - lo) if hi > lo else 0.0
        best_i, best, best_v = -1, None, -1.0
        log = math.log
        for i, k in enumerate(keys):
            child = children[k]
            if child is best:
                continue
            v = (child.w / child.n - lo) * scale + c * math.sqrt(log(child.avail) / child.n)
            if k == favoured:
                v += PRIOR / (1 + child.n)
            if v > best_v:
                best_i, best, best_v = i, child, v
        return best_i, best, False


class ISMCTS:
    """The ISMCTS agent (module docstring).

    Args:
        game: the game (its action kinds key the trees; its evaluation and greedy agent serve the rollouts).
        seed: the agent's own generator (determinisations, untried-move order, random rollouts).
        budget: per decision.
        rollout: the rollout policy and cut-off (default: the game's ``search_hints()``).
        exploration: UCT's constant ``c`` (rewards lie in ``[0, 1]``).
        reuse: keep the subtree under the agent's move for its next decision when nothing happened in between.
        prior: favour the game's greedy move (its ``prior_agent``'s, where it names one) at the root (default:
            the game's ``search_hints()``).
        name: the name shown in tables (``ismcts:800``, ``hard`` …).

    Raises:
        ValueError: ``rollout.policy == "greedy"`` for a game without a greedy agent.
    """

    def __init__(self, game: Any, seed: int = 0, budget: SearchBudget = SearchBudget(),
                 rollout: Rollout | None = None, exploration: float = 0.7, reuse: bool = True,
                 prior: bool | None = None, name: str = "ismcts") -> None:
        hints = game.search_hints()
        if rollout is None:
            rollout = Rollout(hints.rollout, hints.depth)
        self.name = name
        self.budget = budget
        self.rollout = rollout
        self.c = exploration
        self.reuse = reuse
        self.rng = Rng(seed)
        self.keys = InfoKeys(game)
        self.evaluate: Evaluate | None = hints.evaluate if rollout.depth is not None else None
        self.greedy: Callable[[int], Any] | None = None
        if rollout.policy == "greedy":
            factory = game.agents().get("greedy")
            if factory is None:
                raise ValueError(f"{game.id} has no greedy agent for greedy rollouts")
            self.greedy = factory
        self._policy_agents: dict[int, Any] = {}
        self.considers = hints.considers
        self.relative = hints.relative_values
        self.rank = hints.rank
        self.prior = None
        favour = hints.prior_agent or game.agents().get("greedy")
        if (hints.prior if prior is None else prior) and favour is not None:
            self.prior = favour(self.rng.below(2**31))
        self._favoured: Hashable = None
        self._kept: tuple | None = None  # (version, viewer, trees, chosen key, observer keys) for tree reuse
        self.last_iterations = 0  # iterations of the last search (for measurements)

    # ------------------------------------------------------------------------------------------- deciding

    def act(self, view: View) -> Action:
        """Search the view's information set and return the most visited of its legal actions."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = view.viewer
        first = view.determinize(self.rng)
        weighed = self._weighed(first, me, first.pending.actions) or range(len(legal))
        if len(weighed) == 1:
            return legal[weighed[0]]
        root_keys = self.keys.keys(first, me, [first.pending.actions[j] for j in weighed])
        self._favoured = None
        if self.prior is not None and (j := legal.index(self.prior.act(view))) in weighed:
            self._favoured = root_keys[weighed.index(j)]
        roots = self._roots(view, first.n_players)
        self._root_obs: dict[Hashable, tuple] = {}
        budget = self.budget
        done = 0
        if budget.iterations is not None:
            for done in range(1, budget.iterations + 1):
                self._iterate(first if done == 1 else view.determinize(self.rng), roots, me)
        else:
            deadline = time.perf_counter() + budget.millis / 1000
            while True:
                self._iterate(first if done == 0 else view.determinize(self.rng), roots, me)
                done += 1
                if time.perf_counter() >= deadline:
                    break
        self.last_iterations = done
        i = self._most_visited(roots[me], root_keys)
        key = root_keys[i]
        if self.reuse:
            self._kept = (view.version, me, roots, key, self._root_obs.get(key))
        return legal[weighed[i]]

    def _roots(self, view: View, n: int) -> list[Node]:
        """Every seat's tree root: the kept subtrees when the agent's own move is all that happened since its last
        decision, else fresh trees."""
        kept, self._kept = self._kept, None
        if kept is not None:
            version, me, trees, key, observed = kept
            if version + 1 == view.version and me == view.viewer and observed is not None and len(trees) == n:
                roots = [trees[t].children.get(key if t == me else observed[t]) for t in range(n)]
                if roots[me] is not None and roots[me].children:
                    return [r if r is not None else Node() for r in roots]
        return [Node() for _ in range(n)]

    @staticmethod
    def _most_visited(root: Node, keys: list) -> int:
        best_i, best = 0, (-1, -1.0)
        for i, k in enumerate(keys):
            child = root.children.get(k)
            if child is not None and child.n:
                score = (child.n, child.w / child.n)
                if score > best:
                    best_i, best = i, score
        return best_i

    # ------------------------------------------------------------------------------------------- one iteration

    def _iterate(self, m: Match, roots: list[Node], me: int) -> None:
        """One iteration on determinisation ``m``: select and expand in every seat's tree, roll out, back up."""
        m.start_rollout()
        n = len(roots)
        cur: list[Node | None] = list(roots)
        edges: list[list[Node]] = [[] for _ in range(n)]
        keys, c, rng, considers, relative, rank = self.keys, self.c, self.rng, self.considers, self.relative, self.rank
        depth = self.rollout.depth if self.evaluate is not None else None
        steps = 0
        at_root = True
        while True:
            d = m.pending
            if d is None:
                break
            acts = d.actions
            if len(acts) == 1:
                m.apply(acts[0])
                continue
            p = d.player
            node = cur[p]
            if node is not None:
                if considers is not None:
                    weighed = self._weighed(m, p, acts)
                    if weighed:
                        acts = tuple(acts[j] for j in weighed)
                ks = keys.keys(m, p, acts)
                favoured = self._favoured if at_root else None
                if rank is not None and len(acts) > WIDTH:
                    acts, ks = open_moves(node, m, p, acts, ks, rank, favoured)
                i, child, expanded = node.select(ks, c, rng, favoured, relative)
                chosen = ks[i]
                edges[p].append(child)
                cur[p] = None if expanded else child
                action = acts[i]
            else:
                if depth is not None and steps >= depth:
                    break
                action = self._policy(m, p, acts)
                steps += 1
            m.apply(action)
            observed = [None] * n if at_root else None
            for t in range(n):
                here = cur[t]
                if t == p or here is None:
                    continue
                k = keys.key(m, t, action)
                if observed is not None:
                    observed[t] = k
                child = here.children.get(k)
                if child is None:
                    here.children[k] = Node()
                    cur[t] = None
                else:
                    cur[t] = child
            if at_root:  # how every seat saw the root move: where its tree goes on if the agent is asked next
                observed[me] = chosen
                self._root_obs.setdefault(chosen, tuple(observed))
                at_root = False
        reward = self._rewards(m)
        team_of = m.team_of
        for t in range(n):
            r = reward[team_of[t]]
            for child in edges[t]:
                child.n += 1
                child.w += r

    def _weighed(self, m: Match, p: int, acts: tuple) -> list[int]:
        """The places among ``acts`` of the moves the search weighs for seat ``p`` (``SearchHints.considers``);
        empty when it weighs none of them (then all are weighed)."""
        considers = self.considers
        if considers is None:
            return list(range(len(acts)))
        return [j for j, a in enumerate(acts) if considers(m, p, a)]

    def _policy(self, m: Match, p: int, acts: tuple) -> Action:
        """The rollout policy's move for seat ``p``: the greedy agent decides on a view of the determinisation
        whose own ``determinize`` is a plain copy (this match is already one; see :func:`rollout_view`)."""
        if self.greedy is None:
            return acts[self.rng.below(len(acts))]
        agent = self._policy_agents.get(p)
        if agent is None:
            agent = self._policy_agents[p] = self.greedy(self.rng.below(2**31))
        return agent.act(rollout_view(m, p))

    def _rewards(self, m: Match) -> list[float]:
        """Each team's result: 1 for a win (shared among the winning teams), 0 for a loss, ``1/teams`` each for a
        draw; at a cut-off the game's evaluation."""
        teams = m.teams
        if m.ended:
            if not m.winners:
                return [1.0 / len(teams)] * len(teams)
            won = {m.team_of[w] for w in m.winners}
            return [1.0 / len(won) if t in won else 0.0 for t in range(len(teams))]
        evaluate = self.evaluate
        return [min(1.0, max(0.0, evaluate(m, members[0]))) for members in teams]


_ROLLOUT_VIEWS: dict[type, type] = {}


def rollout_view(m: Match, seat: int) -> View:
    """``seat``'s view of a determinisation the search made, for a rollout policy agent: the game's own view class,
    except that ``determinize`` returns a plain copy — the match is already a determinisation, and dealing it again
    for every rollout decision would cost more than the decision (the agents that determinise, e.g. GWENT's and
    Power Duell's greedy, see the hidden cards of *this* determinisation, which the searching seat does not know
    either)."""
    base = m.game.view_class
    cls = _ROLLOUT_VIEWS.get(base)
    if cls is None:
        cls = _ROLLOUT_VIEWS[base] = type(f"Rollout{base.__name__}", (base,),
                                          {"__slots__": (), "determinize": _copy_of_view})
    return cls(m, seat)


def _copy_of_view(view: View, rng: Rng) -> Match:
    return view._m.clone_state()
