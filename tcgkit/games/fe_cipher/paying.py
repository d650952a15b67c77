"""Paying FE Cipher's cost parts (costs.py): the frames and decisions each part schedules (``tap_cost``,
``flip_bond``, ``discard_cost``, ``reveal_cost``, ``destroy_cost``, and for P04-011 Itsuki's [CF] cards ``optional``
then ``deploy_line``), and :func:`pay_then`, which pays a skill's parts in order before its effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx
from tcgkit.core.effects.abilities import pay_cost
from tcgkit.games.fe_cipher.bonds import distinct_cards, face_up_bonds, flip_bond
from tcgkit.games.fe_cipher.cost_records import record_tapped
from tcgkit.games.fe_cipher.deployment import deploy, may_deploy
from tcgkit.games.fe_cipher.orbs import destroy
from tcgkit.games.fe_cipher.match import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def pay_then(m: "FEMatch", parts: tuple, ctx: Ctx, then: tuple) -> None:
    """Pay the cost parts in order (the core's :func:`~tcgkit.core.effects.abilities.pay_cost` frames), then run the
    frame ``then``."""
    if parts:
        m.then((pay_cost, parts, 0, ctx), then)
    else:
        m.then(then)


def tap(m: "FEMatch", uid: int) -> None:
    m.tapped[uid] = 1
    m.emit("tap", ALL, uid=uid)


def choose_tap(m: "FEMatch", kind: Any, args: tuple, left: int, ctx: Ctx) -> None:
    if left <= 0:
        return
    m.then((choose_tap, kind, args, left - 1, ctx))
    m.ask(ctx.controller, "tap_cost", [("tap", u) for u in kind.candidates(m, ctx, *args)], (tapped_chosen, ctx))


def choose_tap_named(m: "FEMatch", kind: Any, name: str, ctx: Ctx) -> None:
    m.ask(ctx.controller, "tap_cost", [("tap", u) for u in kind.pick(m, ctx, name)], (tapped_chosen, ctx))


def tapped_chosen(m: "FEMatch", action: tuple, ctx: Ctx) -> None:
    tap(m, action[1])
    record_tapped(m, action[1], ctx)


def choose_flip(m: "FEMatch", left: int, ctx: Ctx) -> None:
    """Frame: ``left`` more face-up bonds to flip (also the effect ``flip_bonds``)."""
    if left <= 0:
        return
    ups = face_up_bonds(m, ctx.controller)
    if len(ups) <= left:  # every face-up bond must go: no choice
        for u in ups:
            flip_bond(m, u)
        return
    m.then((choose_flip, left - 1, ctx))
    m.ask(ctx.controller, "flip_bond", [("flip", u) for u in distinct_cards(m, ups)], (flip_chosen,))


def flip_chosen(m: "FEMatch", action: tuple) -> None:
    flip_bond(m, action[1])


def choose_discard(m: "FEMatch", kind: Any, args: tuple, left: int, ctx: Ctx, chosen: tuple = ()) -> None:
    """Frame: ``left`` more cards of the hand to send as the cost ``kind`` (with ``args``); ``chosen``: the frame a
    chosen card goes to (default: the Retreat Area)."""
    if left <= 0:
        return
    m.then((choose_discard, kind, args, left - 1, ctx, chosen))
    m.ask(ctx.controller, "discard_cost", [("discard", u) for u in distinct_cards(m, kind.candidates(m, ctx, *args))],
          chosen or (discard_chosen,))


def discard_chosen(m: "FEMatch", action: tuple) -> None:
    to_retreat(m, action[1])


def choose_reveal(m: "FEMatch", selector: Any, left: int, done: tuple, ctx: Ctx) -> None:
    if left <= 0:
        return
    cands = [u for u in m.zones[m.z_hand[ctx.controller]] if selector.test(m, ctx, u) and u not in done]
    m.ask(ctx.controller, "reveal_cost", [("choose", u) for u in cands], (revealed_chosen, selector, left, done, ctx))


def revealed_chosen(m: "FEMatch", action: tuple, selector: Any, left: int, done: tuple, ctx: Ctx) -> None:
    uid = action[1]
    m.reveal(uid, ALL)
    m.emit("reveal_hand", ALL, player=ctx.controller, uid=uid)
    m.then((choose_reveal, selector, left - 1, done + (uid,), ctx))


def choose_destroy(m: "FEMatch", selector: Any, ctx: Ctx) -> None:
    m.ask(ctx.controller, "destroy_cost", [("target", u) for u in selector.candidates(m, ctx)], (destroy_chosen,))


def destroy_chosen(m: "FEMatch", action: tuple) -> None:
    destroy(m, action[1])


def sent_or_deployed(m: "FEMatch", action: tuple) -> None:
    """The chosen card: a [CF] card its owner may deploy is offered to be deployed; any other goes to the Retreat
    Area."""
    uid = action[1]
    p = m.card_owner[uid]
    if any(s.prefix == "CF" for s in m.card_def[uid].skills) and may_deploy(m, p, uid, pay=False):
        m.ask(p, "optional", (("yes",), ("no",)), (deploy_instead, uid), {"source": uid})
        return
    to_retreat(m, uid)


def deploy_instead(m: "FEMatch", action: tuple, uid: int) -> None:
    if action[0] == "yes":
        m.ask(m.card_owner[uid], "deploy_line", (("line", FRONT), ("line", BACK)), (deployed_instead, uid))
    else:
        to_retreat(m, uid)


def deployed_instead(m: "FEMatch", action: tuple, uid: int) -> None:
    m.reveal(uid, ALL)
    deploy(m, uid, action[1], pay=False)


def to_retreat(m: "FEMatch", uid: int) -> None:
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)
