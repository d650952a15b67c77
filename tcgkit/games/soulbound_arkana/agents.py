"""Agents for Soulbound Ærkana: a documented one-ply greedy (``random`` is the generic one).

**GreedyAgent** (docs/games/soulbound_arkana.md#agents). At each decision with more than one legal action it
determinises its view (hidden cards redealt consistently with what it knows, :meth:`View.determinize`), and for each
legal action plays it on a copy, lets the position settle — the opponents pass their answers, its own follow-up
choices (tributes, materials, targets, discards) are made by a quick rule — and scores the result with
:func:`score`: its side's bond points and board minus the opponents' (their mean in free-for-all), with cards in
hand, set cards, lasting cards and overlay materials counted, and a win or a loss dwarfing everything. It takes the
best action (ties: the first listed). It never sees more than its view: the copy is built from the view alone.
"""

from __future__ import annotations

import math

from tcgkit.core.match import Action, Match
from tcgkit.core.rng import Rng
from tcgkit.core.view import View
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, IN_FORCE, SET, STRENGTH

WIN = 1_000_000
HAND_CARD, SET_SEAL, SET_ARCANUM, LASTING, MATERIAL, SEAL_RESERVE = 250, 450, 300, 500, 300, 40
SETTLE_LIMIT = 40
MAIN_KINDS = ("prepare", "bind", "action")


class GreedyAgent:
    """One-ply lookahead on a determinised copy, scored by :func:`score` (see the module docstring)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: View) -> Action:
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = view.viewer
        base = view.determinize(self.rng)  # a private copy without an event log (View.determinize)
        best, best_score = actions[0], None
        for a in actions:
            m = base.clone()
            m.apply(a)
            settle(m, me)
            value = score(m, me)
            m.pending = None  # a deferred decision refers back to its copy: let the copy go at once (no cycle)
            if best_score is None or value > best_score:
                best, best_score = a, value
        return best


def settle(m: Match, me: int) -> None:
    """Play on until ``me``'s next main decision or an opponent's own decision: opponents pass their answers, and
    ``me``'s follow-up choices are made by :func:`quick_choice`."""
    for _ in range(SETTLE_LIMIT):
        d = m.pending
        if d is None:
            return
        if d.player != me:
            if d.kind == "respond":
                m.apply(("pass",))
                continue
            return
        if d.kind in MAIN_KINDS:
            return
        m.apply(quick_choice(m, me, d))


def quick_choice(m: Match, me: int, d) -> Action:
    """A fast rule for follow-up choices: give up the least valuable own card (tribute, material, detach, discard),
    target the most valuable opposing card, say yes, pass on own answers."""
    acts = d.actions
    if d.kind == "respond":
        return ("pass",)
    if d.kind == "optional":
        return ("yes",)
    cards = [a for a in acts if len(a) >= 2 and isinstance(a[1], int)]
    if not cards:
        return acts[0]
    team = m.team_of[me]
    if d.kind == "target":
        enemy = [a for a in cards if m.team_of[m.card_owner[a[1]]] != team]
        pool = enemy or cards
        return max(pool, key=lambda a: card_value(m, a[1])) if enemy else min(pool, key=lambda a: card_value(m, a[1]))
    return min(cards, key=lambda a: card_value(m, a[1]))


def card_value(m: Match, u: int) -> float:
    """What a card is worth where it is: a being on the field by its values and mode, anything else a flat worth."""
    d = m.card_def[u]
    if field.on_field(m, u):
        return being_value(m, u)
    if d.is_being:
        return (d.strength + d.shield) / 4
    return d.cost * 60 + 100


def being_value(m: Match, u: int) -> float:
    """What being ``u`` on the field is worth, in bond points: its values weighed by its mode."""
    return valued(m, u, field.strength(m, u), field.shield(m, u))


def valued(m: Match, u: int, s: int, h: int) -> float:
    """:func:`being_value` of ``u`` with strength ``s`` and shield ``h``."""
    pos = m.pos[u]
    v = 0.75 * s + 0.25 * h if pos == STRENGTH else 0.35 * s + 0.65 * h
    if pos == FACE_DOWN:
        v *= 0.95
    if m.locks and field.locked(m, u):
        v *= 0.4
    return v + 250


def side_value(m: Match, p: int) -> float:
    """Player ``p``'s bond points, board, hand and set cards, in bond-point units (0 once out of the game)."""
    if not m.alive(p):
        return 0.0
    zid = m.zid
    v = float(m.bp[p])
    beings = m.zones[zid.beings[p]]
    if beings:
        for u, (s, h) in zip(beings, field.values(m, beings)):
            v += valued(m, u, s, h)
    owner, materials = m.card_owner, 0
    for _x, host in m.attached:  # a loop, not a generator: this runs for every move a search weighs
        if owner[host] == p:
            materials += 1
    v += MATERIAL * materials
    seal_costs = 0
    for u in m.zones[zid.spells[p]]:
        d = m.card_def[u]
        if m.pos[u] == SET:
            v += SET_SEAL if d.type == "seal" else SET_ARCANUM
            if d.type == "seal":
                seal_costs += d.cost
        elif m.pos[u] == IN_FORCE:
            v += LASTING
    v += LASTING * (len(m.zones[zid.field_arcanum[p]]) + len(m.zones[zid.landmark[p]]))
    v += HAND_CARD * min(len(m.zones[zid.hand[p]]), 7)
    v += SEAL_RESERVE * min(m.sp[p], seal_costs)
    if len(m.zones[zid.deck[p]]) < 3:
        v -= 2000
    return v


def score(m: Match, me: int) -> float:
    """``me``'s side minus the opponents' (their mean when there are several sides); ±:data:`WIN` at the end."""
    team = m.team_of[me]
    if m.ended:
        if not m.winners:
            return 0.0
        return WIN if m.team_of[m.winners[0]] == team else -WIN
    mine = 0.0
    others: dict[int, float] = {}
    for p in range(m.n_players):
        t = m.team_of[p]
        if t == team:
            mine += side_value(m, p)
        else:
            others[t] = others.get(t, 0.0) + side_value(m, p)
    alive_teams = sum(1 for t in others if any(m.alive(p) for p in m.teams[t]))
    return mine - sum(others.values()) / max(1, len(others)) + 3000 * (len(others) - alive_teams)


SCALE = 2000.0
"""The spread of :func:`evaluate`'s logistic curve, in bond points (a lead of 2,000 is a 73 % favourite). Wide, so
that a search far ahead or behind still tells its moves apart: at 600, a side 3,000 points behind saw every move
at about 0.01 and chose among them almost at random (docs/agents.md); one card in hand (250) still moves an even
position by about 0.03."""


def evaluate(m: Match, seat: int) -> float:
    """How likely ``seat``'s side is to win from this position (``Game.search_hints()``, for search agents' cut-off
    rollouts), in ``[0, 1]``: a logistic curve over :func:`score` (bond points, board, hand and set cards; a player
    at 0 bond points loses, seed 002 Allgemeine Regeln 4). Reads a determinised match (search agents only ever
    evaluate those)."""
    if m.ended:
        return 0.5 if not m.winners else 1.0 if m.team_of[m.winners[0]] == m.team_of[seat] else 0.0
    return 1.0 / (1.0 + math.exp(-score(m, seat) / SCALE))
