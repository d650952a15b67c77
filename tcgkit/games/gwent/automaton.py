"""The automaton: the automated opponent of seed 004 ("Solo"), played by the rules themselves (its mode, the hooks
where it plugs in, is ``solo.py``).

Design choice (docs/games/gwent.md#the-automaton): the automaton's seat never gets a decision. Its turns are frames
(:func:`bot_turn`) that take the top card of its deck and play it "most effectively" by the deterministic policies
of rules/gwent.md §4.3:

* every option is scored by **Δ = automaton total − person total after the option resolves** (one-ply, on a clone
  of the match; the automaton never peeks at its own deck order while scoring: chained draws are skipped);
* ties break by the chain **T**: (a) higher automaton total, (b) lower person total, (c) row with more cards,
  (d) close > ranged > siege, (e) lower card uid.

Seat 0 is the person, seat 1 the automaton; side 0 and side 1 likewise. The automaton has no hand and never passes;
it opens every round unless the person plays Scoia'tael (round 1 and after a round the person won), plays one final
card after the person passes (``answer``), and chains another card after each weather card. Its leaders form a
face-down stack used by the variant "new opponent leader" (option ``solo_new_opponent_leader``). The solo flow
(``flow.SOLO``) and ``solo.SoloMode``'s hooks are the whole of the mode; card effects played by the automaton call
this module (``specials.py``, ``leaders.py``, ``solo_leaders.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.zones import ALL
from tcgkit.games.gwent import play
from tcgkit.games.gwent.board import ST
from tcgkit.games.gwent.passives import update_passives
from tcgkit.games.gwent.rounds import deal_hand, redraw

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


# --------------------------------------------------------------------------------------------- scoring


def score(m: "GwentMatch", frames: list, extra: tuple = ()) -> tuple:
    """Δ and tie-break key of scheduling ``frames`` now, evaluated on a clone (rules/gwent.md §4.3)."""
    c = m.clone()
    c.log = None
    c.solo_eval = 1
    base = len(c.stack)
    c.then(*frames)
    stack = c.stack
    while len(stack) > base and c.pending is None and not c.ended:
        f = stack.pop()
        f[0](c, *f[1:])
    bt = c.total(1)
    ht = c.total(0)
    return (bt - ht, bt, -ht) + extra


def best(m: "GwentMatch", options: list) -> Any:
    """``options``: ``(frames, extra_key, payload)``; returns the payload of the best by Δ then T."""
    top = None
    top_key = None
    for frames, extra, payload in options:
        key = score(m, frames, extra)
        if top_key is None or key > top_key:
            top_key = key
            top = payload
    return top


def unit_options(m: "GwentMatch", uid: int) -> list:
    """The automaton's ways to play unit ``uid`` (a spy on the person's side), with their T keys."""
    d = m.card_def[uid]
    side = 0 if d.spy else 1
    out = []
    for r in d.rows:
        frames = [(bot_unit, uid, side, r)]
        out.append((frames, (len(m.zones[m.zrow[side][r]]), -r, -uid), frames))
    return out


# --------------------------------------------------------------------------------------------- set-up, turns


def deal(m: "GwentMatch") -> None:
    """The person draws and may redraw; the automaton's deck and leader stack are shuffled (seed 004, Solo)."""
    deal_hand(m, 0)
    m.shuffle_zone(m.zdeck[m.bot])
    m.shuffle_zone(m.zlstack[m.bot])
    if m.opts.redraw_count > 0:
        m.then((redraw, 0, m.opts.redraw_count))


def round_open(m: "GwentMatch") -> None:
    """Who opens the round: the automaton, unless the person plays Scoia'tael (round 1 and after a round the
    person won; seed 004, Spielablauf and the Scoia'tael adaptation)."""
    m.active = 0
    person_opens = m.faction[0] == ST and (m.round == 1 or m.solo_human_won)
    if not person_opens:
        m.then((bot_turn, 0))


def bot_turn(m: "GwentMatch", chained: int) -> None:
    """Frame: the automaton plays the top card of its deck; nothing if the deck is empty (rules/gwent.md §4.4 (4))."""
    if m.solo_eval:
        return
    b = m.bot
    if m.solo_nr_extra and not chained:
        # seed 004 (Nördliche Königreiche): after a won round, the first turn plays 1 extra card
        m.solo_nr_extra = 0
        m.then((bot_turn, 1))
    deck = m.zones[m.zdeck[b]]
    if not deck:
        m.emit("bot_skip", ALL, player=b)
        return
    uid = deck[-1]
    m.turn_number += 1
    m.emit("bot_card", ALL, player=b, card=m.card_def[uid].id, uid=uid)
    bot_play(m, uid, True)


def bot_play(m: "GwentMatch", uid: int, in_turn: bool) -> None:
    """Play card ``uid`` for the automaton, most effectively (rules/gwent.md §4.3): a unit by Δ; any other card by
    its effect object's ``automaton_play``; after a weather card in its turn it plays one more card at once."""
    d = m.card_def[uid]
    if in_turn and m.opts.solo_agile_moves:
        m.then((bot_agile,))
    if d.is_unit:
        m.then(*best(m, unit_options(m, uid)))
        return
    prim, args = d.effect
    prim.automaton_play(m, uid, *args)
    if d.type == "weather" and in_turn:
        m.then((bot_turn, 1))  # seed 004: after weather it plays 1 more card at once


def play_in_free_slot(m: "GwentMatch", uid: int, kind: str) -> None:
    """A horn or Mardroeme card of the automaton: on its best free row, else discarded."""
    b = m.bot
    free = m.free_slots(1)
    if not free:
        m.emit("bot_discard", ALL, card=m.card_def[uid].id, uid=uid)
        m.to_discard(uid)
        return
    opts = [([(play.play_card, b, (kind, uid, r))], (len(m.zones[m.zrow[1][r]]), -r),
             (play.play_card, b, (kind, uid, r)))
            for r in free]
    m.then(best(m, opts))


def hide_under_decoy(m: "GwentMatch", uid: int) -> None:
    """Seed 004 (Finte): the top card of the automaton's deck goes face down under the decoy, resolved at round
    end (an empty deck: the decoy is discarded)."""
    deck = m.zones[m.zdeck[m.bot]]
    if not deck:
        m.to_discard(uid)
        return
    m.move(uid, m.zdecoy[1])
    m.move(deck[-1], m.zunder[1])
    m.emit("bot_decoy", ALL, uid=uid)


def bot_unit(m: "GwentMatch", uid: int, side: int, row: int) -> None:
    """Frame: the automaton's unit enters a row (its abilities resolve)."""
    play.play_unit(m, m.bot, uid, side, row)


def bot_agile(m: "GwentMatch") -> None:
    """Frame: the automaton's agile units move to a strictly stronger row (rules/gwent.md §4.3)."""
    play.agile_moves(m, 1, dry=False)


def bot_muster(m: "GwentMatch", uid: int) -> None:
    """Seed 004 (Musterung): the first same-group card from the top of the deck (all under solo_muster_all)."""
    b = m.bot
    group = m.card_def[uid].muster_group
    deck = m.zones[m.zdeck[b]]
    found = [u for u in reversed(deck) if m.card_def[u].muster_group == group and m.card_def[u].is_unit]
    if not m.opts.solo_muster_all:
        found = found[:1]
    for u in found:
        m.emit("muster", ALL, player=b, card=m.card_def[u].id, uid=u)
        play.place(m, u, 1, m.card_def[u].rows[0])
    m.shuffle_zone(m.zdeck[b])


def bot_medic(m: "GwentMatch") -> None:
    """Seed 004 (Heiler): the non-hero unit of its discard pile that adds most (Δ, then T).

    Under the person's Invader of the North (passive, "affects both players", rules/gwent.md §1.4 Medic and
    §1.6) the unit is random for the automaton too; only its row is still chosen by Δ.
    """
    defs = m.card_def
    cand = [u for u in m.zones[m.zdisc[1]] if defs[u].is_unit and not defs[u].hero]
    if not cand:
        return
    kind = "revive"
    if m.invader:
        cand = [cand[m.rand_below(len(cand))]]
        kind = "random_revive"
    frames = best(m, [o for u in cand for o in unit_options(m, u)])
    m.emit(kind, ALL, player=m.bot, card=defs[frames[0][1]].id, uid=frames[0][1])
    m.then(*frames)


def revive_best(m: "GwentMatch", pile: int, at_random: bool) -> None:
    """An automaton leader that brings a unit of a discard pile back: the best by Δ, or a random one (and a
    random one under the person's Invader of the North, which affects both players: rules/gwent.md §1.4, §1.6)."""
    defs = m.card_def
    cand = [u for u in m.zones[pile] if defs[u].is_unit and not defs[u].hero]
    if not cand:
        return
    if at_random or m.invader:
        cand = [cand[m.rand_below(len(cand))]]
    m.then(*best(m, [o for u in cand for o in unit_options(m, u)]))


# --------------------------------------------------------------------------------------------- round end


def reveal_under_decoys(m: "GwentMatch") -> None:
    """Seed 004 (Finte): hidden cards under the automaton's decoys are revealed and resolved, in order."""
    under = m.zones[m.zunder[1]]
    if not under:
        return
    uid = under[0]
    m.emit("bot_reveal", ALL, card=m.card_def[uid].id, uid=uid)
    m.then((reveal_under_decoys,))
    bot_play(m, uid, False)


def leader_variant(m: "GwentMatch") -> None:
    """Variant "new opponent leader": the person leads at round end -> the automaton reveals a leader."""
    b = m.bot
    if not m.opts.solo_new_opponent_leader or m.leader_off[b]:
        return
    stack = m.zones[m.zlstack[b]]
    if not stack or m.total(0) <= m.total(1):
        return
    uid = stack[-1]
    m.move(uid, m.zleader[b])
    m.leader_uid[b] = uid
    d = m.card_def[uid]
    m.emit("bot_leader", ALL, card=d.id, uid=uid)
    prim, args = d.solo or d.effect
    prim.automaton(m, *args)
    update_passives(m)
