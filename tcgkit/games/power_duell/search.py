"""What Power Duell tells search agents (``Game.search_hints()``; docs/games/power_duell.md#agents): the evaluation
their cut-off rollouts end in (:func:`evaluate`), the moves they weigh (:func:`considers`), the order they open a
battle decision's moves in (:func:`rank`), and the move they favour at the root (:class:`SiegeAgent`: greedy's, but
in a stalemate behind shields, a siege of the opposing wall that falls first).

Why a siege. Once both sides' monsters stand behind shield monsters, greedy never attacks again: an attack into a
wall of DP 900 costs the attacker more LP than the wall loses, and no game changes after turn 21 (40 greedy games).
A wall that does not repair itself (Basaltwall) keeps what it lost, though: the attacks wear its DP until they reach
its LP without recoil, and it falls in some fifteen turns, with an overflow, which at 0 : 0 wins at the turn limit.
That is a plan of many turns, far beyond a rollout of 8 decisions, whose every step costs the evaluation more than
it shows; scripted from turn 16 for Gezeiten's side in 20 greedy games, 8 of its 12 draws became wins (one a loss).
"""

from __future__ import annotations

import math

from tcgkit.games.power_duell.agents import W_LIFE, W_OWN, GreedyAgent, score, score_after
from tcgkit.games.power_duell.battle import covered
from tcgkit.games.power_duell.match import PLACE_NAMES, PowerDuellMatch
from tcgkit.games.power_duell.ranks import ap, dp, lp
from tcgkit.games.power_duell.view import PowerDuellView

SCALE, HAND_CARD, FIELD_CARD, DAMAGE_POINT = 1500.0, 150.0, 100.0, 60.0
"""The spread of :func:`evaluate`'s logistic curve, in :func:`score` points (25 damage points apart: at 600, ten, a
search 80 damage points behind saw every move at about 0.000004 and no longer told them apart); what a card in hand
adds to it (a card not yet spent: the energy account is refilled each turn, rules/power_duell.md §5, so a sacrifice is
worth only what it pays for in the same turn); what an energy card in force on fields G and H adds (a lasting, timed
or equipment card keeps working); and what each damage point apart adds on top of :func:`score`'s two. Damage points
decide the match: between the shipped decks the damage limit (1000) is hardly ever reached, the turn limit (60 turns,
rules/power_duell.md §8) ends it and gives it to the player with fewer damage points, and a whole match deals some
0–250 of them (40 greedy games: every one ended at the turn limit, 14 of them drawn at 0 : 0). So ten damage points
apart (one point of shortfall, seed 003) are worth about a monster: the search must not trade damage points for board,
which never turns into damage points before the turn limit."""


def evaluate(m: PowerDuellMatch, seat: int) -> float:
    """How likely ``seat`` is to win from this position (``Game.search_hints()``, for search agents' cut-off
    rollouts), in ``[0, 1]``: a logistic curve over the damage points apart (``DAMAGE_POINT`` each: a player whose
    damage points reach the limit loses, and at the turn limit the one with fewer wins, rules/power_duell.md §8)
    plus :func:`score` (the monsters' worth), the cards in hand and the energy cards in force apart. The board
    counts for less as the turn limit nears (a quarter of it in the last turn): it can only still win what it can
    turn into damage points. Inside the curve too: the damage points each side's exposed monsters are heading for
    (:func:`_exposure`, counted like damage points taken), and DP damage that a monster repairs at its owner's
    next readiness phase given back (:func:`_repaired`; :func:`score`, which greedy plays by, counts it as lasting),
    both added after the board's scaling; the overflow each side's siege is heading for (:func:`_siege`, counted like
    damage points dealt), and ``IDLE_SHARE`` of the LP ``seat``'s own covered monsters have lost given back
    (:func:`_idle_wear`). A deck-out coming (:func:`_decks_short`) is weighed apart from that curve, as
    ``DECK_SHARE`` of the value, so that however far ahead or behind a player is, keeping its decks alive still
    counts. Reads a determinised match (search agents only ever evaluate those)."""
    if m.ended:
        return 0.5 if not m.winners else 1.0 if m.winners == (seat,) else 0.0
    Z, zones, other = m.Z, m.zones, 1 - seat
    damage = DAMAGE_POINT * (m.damage[other] - m.damage[seat])
    board = score(m, seat) + HAND_CARD * (len(zones[Z.hand[seat]]) - len(zones[Z.hand[other]]))
    board += FIELD_CARD * (len(zones[Z.energy_field[seat]]) + len(zones[Z.equipment_field[seat]])
                           - len(zones[Z.energy_field[other]]) - len(zones[Z.equipment_field[other]]))
    limit = m.game.options.turn_limit
    if limit:
        board *= 0.25 + 0.75 * min(1.0, max(0, limit - m.turn_number) / 20)
    damage += DAMAGE_POINT * (_exposure(m, other) - _exposure(m, seat))
    damage += DAMAGE_POINT * (_siege(m, seat) - _siege(m, other))
    board += W_LIFE * (W_OWN * _repaired(m, seat) - _repaired(m, other))
    board += W_LIFE * W_OWN * IDLE_SHARE * _idle_wear(m, seat)
    decks = (_decks_short(m, other) - _decks_short(m, seat)) / DECK_HORIZON
    return (1.0 - DECK_SHARE) / (1.0 + math.exp(-(damage + board) / SCALE)) + DECK_SHARE * (0.5 + 0.5 * decks)


DECK_HORIZON, DECK_SHARE = 5, 0.5
"""How many of its own draws ahead a player's decks are watched, and the share of :func:`evaluate`'s value that goes
by the draws they cannot cover (both players': ``DECK_SHARE / 2`` per draw one player's decks cover less than the
other's, over ``DECK_HORIZON``: a twentieth, four times a card in hand at even). Apart from the logistic curve, since
inside it a deck-out term was lost when the curve was flat: 80 damage points behind, a search with two gravitation
cards in hand, two empty decks and the ACT to pay, let its next draw lose (`--agents normal,greedy --seed 2`, game 1).
A player who must draw from two empty decks loses (rules/power_duell.md §8, ruling ``deck_out``), and with the shipped
15 + 15 card decks that happens in a player's 12th turn (turn 23 or 24), long before the turn limit, unless
gravitation cards keep the energy deck alive (they return to it, 1.2.3). No cut-off rollout reaches that far, so the
evaluation must see it coming: a search without this term lost most games by deck-out."""


EXPOSED_OVERFLOW, EXPOSED_TURNS = 100.0, 3.0
""":func:`_exposure`: the damage points an exposed monster's defeat is taken to cost (about one attacker's AP: what
an attack into 0 DP leaves below 0 LP), and the turns over which its life is discounted (a monster the other side's
attackers would wear down in ``EXPOSED_TURNS`` turns counts ``1/e`` of that)."""


def _exposure(m: PowerDuellMatch, q: int) -> float:
    """Damage points ``q`` can expect from its monsters on D that no shield covers (rules/power_duell.md §2, §10.6):
    the other side's monsters attack such a monster turn after turn, wearing its DP, then its LP, until it is
    defeated below 0 LP, and the overflow is ``q``'s damage points (seed 003, Schadensberechnung). Per exposed
    monster ``EXPOSED_OVERFLOW * exp(-(DP + LP) / (the other side's AP together) / EXPOSED_TURNS)``: the nearer its
    end, the surer; nothing while the other side has no AP. Measured: a search without it left a monster exposed
    while greedy wore it down for five turns, and lost by its overflow (`docs/agents.md`, Power Duell)."""
    other = 1 - q
    per_turn = sum(ap(m, u) for u in m.board[6 * other:6 * other + 6] if u >= 0)
    if per_turn <= 0:
        return 0.0
    risk = 0.0
    for u in m.board[6 * q:6 * q + 3]:
        if u >= 0 and not covered(m, u, other):
            risk += EXPOSED_OVERFLOW * math.exp(-(dp(m, u) + lp(m, u)) / per_turn / EXPOSED_TURNS)
    return risk


SIEGE_OVERFLOW = 100.0
""":func:`_siege`: the damage points a siege's kill is taken to win (like ``EXPOSED_OVERFLOW``)."""


def _siege(m: PowerDuellMatch, q: int) -> float:
    """Damage points ``q``'s attackers can expect from their siege (:func:`siege_target`) before the turn limit:
    with the AP of ``q``'s monsters on D together per turn, the target falls in about ``n = (DP + LP) / AP`` of
    ``q``'s turns, counted as ``SIEGE_OVERFLOW * exp(-n / t)`` over the ``t`` turns ``q`` has left: every hit brings
    it nearer, and nothing is won by a siege the limit cuts off. (A gravitation card its decks need comes first:
    :func:`considers`.)"""
    target = siege_target(m, q)
    if target < 0:
        return 0.0
    per_turn = sum(ap(m, u) for u in m.board[6 * q:6 * q + 3] if u >= 0)
    limit = m.game.options.turn_limit
    left = (limit - m.turn_number + 1) / 2 if limit else 20.0
    if per_turn <= 0 or left <= 0:
        return 0.0
    return SIEGE_OVERFLOW * math.exp(-(dp(m, target) + lp(m, target)) / per_turn / left)


IDLE_SHARE = 0.75
"""The share of the LP a monster behind a shield has lost that :func:`evaluate` gives back (:func:`_idle_wear`)."""


def _idle_wear(m: PowerDuellMatch, q: int) -> int:
    """The LP that ``q``'s monsters on D behind a shield have lost: while covered, no attack reaches them, so what
    they paid in recoil (sieging a wall) costs only the defeat it brings nearer, and that is counted as damage
    points when it comes."""
    out = 0
    for u in m.board[6 * q:6 * q + 3]:
        if u >= 0 and covered(m, u, 1 - q):
            out += m.lp_damage[u]
    return out


def _repaired(m: PowerDuellMatch, q: int) -> int:
    """The DP damage on ``q``'s monsters that repair themselves at their owner's next readiness phase (it is
    temporary: :func:`score` counts it as lasting)."""
    out = 0
    for u in m.board[6 * q:6 * q + 6]:
        if u >= 0 and m.dp_damage[u] and _self_repairing(m.card_def[u]):
            out += m.dp_damage[u]
    return out


def _self_repairing(card) -> bool:
    """Whether a card heals itself at the start of its owner's readiness phase (Korallenbollwerk, §11)."""
    return any(a.timing == "readiness_start" and "heal" in a.tags() for a in card.abilities)


def _decks_short(m: PowerDuellMatch, p: int) -> float:
    """How many of ``p``'s next ``DECK_HORIZON`` draws (one per own turn, no further than the turn limit) its
    decks cannot cover: the turns of drawing left are the longer deck; a gravitation card in hand counts half a
    card (played, it goes back into the energy deck, but it must be played and its ACT paid first)."""
    Z, zones, defs = m.Z, m.zones, m.card_def
    gravitation = any(defs[u].subtype == "gravitation" for u in zones[Z.hand[p]])
    life = max(len(zones[Z.monster_deck[p]]), len(zones[Z.energy_deck[p]])) + 0.5 * gravitation
    limit = m.game.options.turn_limit
    needed = min(DECK_HORIZON, (limit - m.turn_number + 1) // 2) if limit else DECK_HORIZON
    return max(0.0, needed - life)


def considers(m: PowerDuellMatch, seat: int, action: tuple) -> bool:
    """Whether search agents weigh ``action`` for ``seat`` (``SearchHints.considers``): every move but an attack on
    one's own monster (rule option ``self_attacks``). Such an attack costs the attacker LP and the target DP and
    wins nothing the evaluation sees (at most an own-monster trigger such as Selvane's draw, which empties the
    energy deck sooner); an attack decision offers one per pair of own monsters, and `normal`'s 50 iterations
    cannot try them all: a search that weighed them made 37 of its 61 attacks on its own monsters in a game against
    greedy (`--agents normal,greedy --seed 2`, game 0; greedy makes none). Nor ending the activation phase while
    ``seat`` holds a gravitation card its decks need (:func:`_decks_short`) and can pay its whole ACT: it goes back
    into the energy deck and keeps ``seat`` drawing (ruling ``deck_out``: two empty decks at a draw lose), as
    greedy plays it; a search that counted its siege skipped it for more attacks and lost 6 of 24 screening games by
    deck-out. Reads the action, ``seat``'s hand, account and deck sizes (its own knowledge)."""
    if action[0] == "attack":
        return action[2] != seat
    return not (action[0] == "end_phase" and m.pending.kind == "activation" and _gravitation_due(m, seat))


def _gravitation_due(m: PowerDuellMatch, p: int) -> bool:
    """Whether ``p``'s decks run short (:func:`_decks_short`) while it holds a gravitation card whose whole ACT its
    account pays."""
    defs, account = m.card_def, m.account[p]
    return (_decks_short(m, p) > 0
            and any(defs[u].subtype == "gravitation" and defs[u].act <= account for u in m.zones[m.Z.hand[p]]))


def rank(m: PowerDuellMatch, seat: int, actions: tuple) -> list[float] | None:
    """The order in which search agents open a battle decision's moves (``SearchHints.rank``, progressive
    widening): greedy's one-ply look, each attack scored by :func:`score_after` on a copy of the determinisation,
    ending the phase as greedy weighs it (the score as things are, plus one). ``None`` for every other decision:
    they offer a handful of moves (a battle decision some 19 once attacks on one's own monsters are left out)."""
    if m.pending.kind != "battle":
        return None
    return [score(m, seat) + 1.0 if a[0] == "end_phase" else score_after(m.clone_state(), a, seat) for a in actions]


RECOIL_MARGIN = 100
"""The LP a sieging attacker keeps after its recoil at the least (:class:`SiegeAgent`): a monster the recoil defeats
is its player's overflow."""


def siege_target(m: PowerDuellMatch, q: int) -> int:
    """The uid of the opposing monster ``q``'s attackers would siege, or ``-1``: of the other side's monsters an
    attack can reach (on C, or on D with no shield in front, rules/power_duell.md §10.6), the one with the least DP
    and LP together that does not repair itself (Korallenbollwerk regains its DP each turn, so its LP is out of
    reach of attacks below its DP)."""
    other = 1 - q
    reachable = [(dp(m, u) + lp(m, u), u) for u in m.board[6 * other:6 * other + 6]
                 if u >= 0 and not covered(m, u, q) and not _self_repairing(m.card_def[u])]
    return min(reachable)[1] if reachable else -1


def stalemate(m: PowerDuellMatch, q: int) -> bool:
    """Whether every monster the other side has on D stands behind a shield (``q``'s attacks reach only walls)."""
    other = 1 - q
    return not any(u >= 0 and not covered(m, u, q) for u in m.board[6 * other:6 * other + 3])


class SiegeAgent(GreedyAgent):
    """Greedy's moves (:class:`~tcgkit.games.power_duell.agents.GreedyAgent`), but in a battle decision of a
    :func:`stalemate` it attacks the :func:`siege_target` with its strongest monster that keeps ``RECOIL_MARGIN`` LP
    after the recoil, and ends the phase when none can. The move search agents favour at the root
    (``SearchHints.prior_agent``): the search still overrides it where its look-ahead finds better. Reads a
    determinisation of the view, as greedy does (a face-down wall is a card dealt at random)."""

    name = "siege"

    def _battle(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        m, me = view.determinize(self.rng), view.viewer
        target = siege_target(m, me) if stalemate(m, me) else -1
        if target < 0:
            return super()._battle(view, actions)
        best, best_ap = ("end_phase",), -1
        other = 1 - me
        for a in actions:
            if a[0] != "attack" or a[2] != other or m.board[6 * other + PLACE_NAMES.index(a[3])] != target:
                continue
            power = ap(m, a[1])
            if lp(m, a[1]) - max(0, dp(m, target) - power) >= RECOIL_MARGIN and power > best_ap:
                best, best_ap = a, power
        return best

