"""The turn (Zirkel) of Soulbound Ærkana, step by step (seed 002 Allgemeine Regeln 7, 11, Sonderregeln; rules §4):

1. **draw** — the turn player draws a card (the very first player of the match skips it, rules §10.5); a draw from
   an empty deck loses (rules §10.19).
2. **preparation** — soul points refill to 10 (rules §10.1, §10.14); "at the start of your turn" abilities trigger.
3. **seals** (preparation phase) — the turn player may activate set seals that answer "any" (rules §10.13).
4. **bind** — normal bindings, special bindings, abilities used in the bind step (Moorgeist).
5. **action** — attacks, set arcana/seals, activate arcana, play field arcana and landmarks, mode changes,
   activated abilities, until the player ends the turn.
6. **flow** (Flussphase, end) — "this turn" effects end; the hand limit of 7 (the excess is discarded to the flow).

The step table is in :mod:`.flow`; the rules management between steps and the next turn are per mode
(:mod:`.modes`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import TURN, expire, fire, reset_used
from tcgkit.games.soulbound_arkana import abilities, binding, combat, lasting, responses, special
from tcgkit.games.soulbound_arkana.match import HAND_LIMIT, START_SP
from tcgkit.games.soulbound_arkana.triggers import ACTION_STEP, BIND_STEP

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def draw(m: "SoulboundMatch", p: int) -> None:
    """``p`` draws the top card; from an empty deck, ``p`` loses (deck-out, rules §10.19)."""
    deck = m.zones[m.zid.deck[p]]
    if not deck:
        m.mode.lose(m, (p,), "deck_out")
        return
    u = deck[-1]
    m.move(u, m.zid.hand[p])
    m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": u})


def start_turn(m: "SoulboundMatch", p: int) -> None:
    """``p``'s turn begins (state only, no frames: it runs as the flow's ``on_wrap``)."""
    m.active = p
    m.turn_number += 1
    m.bindings_left = m.opts.normal_bindings_per_turn
    m.cards_played = 0
    m.prep_done = m.bind_done = m.turn_done = False
    m.fresh, m.attacked, m.changed = [], [], []
    reset_used(m)
    m.emit("turn", ALL, player=p, turn=m.turn_number)


# ------------------------------------------------------------------------------------------- the steps


def skips_draw(m: "SoulboundMatch") -> bool:
    """The very first turn of the match has no draw (rules §3, §10.5; option ``first_player_draws``); nor has a
    player who left the game."""
    return (m.turn_number == 1 and not m.opts.first_player_draws) or not m.alive(m.active)


def draw_step(m: "SoulboundMatch") -> None:
    """The turn player draws a card."""
    draw(m, m.active)


def preparation_step(m: "SoulboundMatch") -> None:
    """Soul points refill to 10; "at the start of your turn" abilities trigger."""
    opts = m.opts
    for p in (range(m.n_players) if opts.sp_refill_on == "every_turn" else (m.active,)):
        if m.alive(p):
            m.sp[p] = START_SP if opts.sp_refill == "reset" else m.sp[p] + START_SP
            m.emit("refill", ALL, player=p, sp=m.sp[p])
    fire(m, "turn_start", m.active)


def seals_step(m: "SoulboundMatch") -> None:
    """The turn player may activate set seals that answer "any" (or go on)."""
    acts = lasting.preparation_options(m, m.active)
    if not acts:
        m.prep_done = True
        return
    acts.append(("continue",))
    m.decide(m.active, "prepare", acts, (step_chosen,))


def bind_step(m: "SoulboundMatch") -> None:
    """One bind-step action of the turn player: bind, special binding, a bind-step ability, or on to the actions."""
    p = m.active
    acts = binding.bind_options(m, p)  # extended in place: a + b + c makes a list for each +
    acts += special.special_options(m, p)
    acts += abilities.ability_options(m, p, BIND_STEP)
    if not acts:
        m.bind_done = True
        return
    acts.append(("end_bind",))
    m.decide(p, "bind", acts, (step_chosen,))


def action_step(m: "SoulboundMatch") -> None:
    """One action of the turn player (the step repeats until the turn ends); the options are listed when read
    (:meth:`~tcgkit.core.match.Match.decide_deferred`: there is always one, ending the turn)."""
    m.decide_deferred(m.active, "action", action_options, (step_chosen,))


def action_options(m: "SoulboundMatch") -> list:
    """The turn player's actions in the action step: attacks, arcana and seals, mode changes, abilities, the end."""
    p = m.active
    acts = combat.attack_options(m, p)  # extended in place, as in bind_step
    acts += lasting.arcanum_options(m, p)
    acts += lasting.hand_options(m, p)
    acts += combat.mode_options(m, p)
    acts += abilities.ability_options(m, p, ACTION_STEP)
    acts.append(("end_turn",))
    return acts


def flow_step(m: "SoulboundMatch") -> None:
    """End of the turn: "this turn" effects end, then the hand limit."""
    expire(m, (TURN,))
    m.then((hand_limit,))


def hand_limit(m: "SoulboundMatch") -> None:
    """Frame: while the turn player holds more than 7 cards, they discard one to the flow (decision ``discard``)."""
    p = m.active
    hand = m.zones[m.zid.hand[p]]
    if len(hand) <= HAND_LIMIT or not m.alive(p):
        return
    acts, seen = [], set()
    for u in hand:
        if m.card_def[u].id not in seen:
            seen.add(m.card_def[u].id)
            acts.append(("discard", u))
    m.ask(p, "discard", acts, (discarded,))


def discarded(m: "SoulboundMatch", action: tuple) -> None:
    u = action[1]
    p = m.card_owner[u]
    m.move(u, m.zid.flow[p])
    m.emit("discard", ALL, player=p, uid=u)
    m.then((hand_limit,))


def prep_over(m: "SoulboundMatch") -> bool:
    return m.prep_done


def bind_over(m: "SoulboundMatch") -> bool:
    return m.bind_done


def turn_over(m: "SoulboundMatch") -> bool:
    return m.turn_done


def left_the_game(m: "SoulboundMatch") -> bool:
    """The turn player left the game during the turn (multiplayer): the rest of the turn is skipped."""
    return not m.alive(m.active)


# ------------------------------------------------------------------------------------------- the choices


def end_preparation(m: "SoulboundMatch", action: tuple) -> None:
    m.prep_done = True


def end_bind(m: "SoulboundMatch", action: tuple) -> None:
    m.bind_done = True


def end_turn(m: "SoulboundMatch", action: tuple) -> None:
    m.turn_done = True


STEP_ACTIONS = {
    "continue": end_preparation,
    "bind": binding.bind_chosen,
    "special": special.special_chosen,
    "ability": abilities.activate_ability,
    "end_bind": end_bind,
    "attack": responses.declare_attack,
    "attack_direct": responses.declare_attack,
    "set": lasting.set_card,
    "play": lasting.play_card,
    "activate": responses.activate_card,
    "mode": combat.change_mode,
    "end_turn": end_turn,
}
"""Which rule handles each action kind the turn player chooses in the preparation, bind and action steps."""


def step_chosen(m: "SoulboundMatch", action: tuple) -> None:
    """Resume of ``prepare``, ``bind`` and ``action``: the rule for the chosen action."""
    STEP_ACTIONS[action[0]](m, action)
