"""The cost parts added with series 2–4 (the base :class:`~.skill_model.Cost` and the series-1 parts are in
:mod:`.skill_model`): destroying your orbs (B02-062 Elise), revealing cards of the hand (B04-099 Emma), destroying
allies (B03-074 Midori, B04-044 Hardin's alternative cost), and ``discard_or_deploy_cf`` (P04-011 Itsuki Aoi): send
cards the selector admits from the hand to the Retreat Area as a cost; a card with a [CF] (Carnage Form) skill may
be deployed instead, without paying its cost, if the one-name rule allows (refused: it goes to the Retreat Area, as
a supporter refused after its combat does, ruling R5). The cost is paid either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx
from tcgkit.games.fe_cipher.skill_model import Cost, choose_discard
from tcgkit.games.fe_cipher.state import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.state import FEMatch


@dataclass(frozen=True, slots=True)
class DestroyOrb(Cost):
    """[Destroy N of your orbs] (B02-062 Elise): each to its owner's hand (:func:`~.orbs.destroy_orbs`)."""

    n: int = 1

    def payable(self, m: "FEMatch", ctx):
        return m.orb_count(ctx.controller) >= self.n

    def pay(self, m: "FEMatch", ctx):
        from tcgkit.games.fe_cipher.orbs import destroy_orbs

        destroy_orbs(m, ctx.controller, self.n)

    def describe(self):
        return f"destroy {self.n} of your orbs"


@dataclass(frozen=True, slots=True)
class RevealFromHand(Cost):
    """[Reveal N cards the selector admits from your hand] (B04-099 Emma): they stay in the hand, shown to all."""

    n: int
    selector: Any

    def candidates(self, m: "FEMatch", ctx):
        return [u for u in m.zones[m.z_hand[ctx.controller]] if self.selector.test(m, ctx, u)]

    def payable(self, m: "FEMatch", ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_reveal, self, self.n, (), ctx))

    def describe(self):
        return f"reveal {self.n} × {self.selector.describe()}"


@dataclass(frozen=True, slots=True)
class DestroyAllies(Cost):
    """[Destroy N allied units the selector admits] (B03-074 Midori: [Destroy an allied "Kaze"])."""

    n: int
    selector: Any

    def payable(self, m: "FEMatch", ctx):
        return len(self.selector.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        for _ in range(self.n):
            m.then((choose_destroy, self, ctx))

    def describe(self):
        return f"destroy {self.n} {self.selector.describe()}"


def choose_reveal(m: "FEMatch", part: RevealFromHand, left: int, done: tuple, ctx: Ctx) -> None:
    if left <= 0:
        return
    cands = [u for u in part.candidates(m, ctx) if u not in done]
    m.ask(ctx.controller, "reveal_cost", [("choose", u) for u in cands], (revealed_chosen, part, left, done, ctx))


def revealed_chosen(m: "FEMatch", action: tuple, part: RevealFromHand, left: int, done: tuple, ctx: Ctx) -> None:
    uid = action[1]
    m.reveal(uid, ALL)
    m.emit("reveal_hand", ALL, player=ctx.controller, uid=uid)
    m.then((choose_reveal, part, left - 1, done + (uid,), ctx))


def choose_destroy(m: "FEMatch", part: DestroyAllies, ctx: Ctx) -> None:
    m.ask(ctx.controller, "destroy_cost", [("target", u) for u in part.selector.candidates(m, ctx)], (destroy_chosen,))


def destroy_chosen(m: "FEMatch", action: tuple) -> None:
    from tcgkit.games.fe_cipher.orbs import destroy

    destroy(m, action[1])


@dataclass(frozen=True, slots=True)
class DiscardOrDeployCF(Cost):
    """[Send N cards the selector admits from your hand to the Retreat Area]; each with a [CF] skill may be deployed
    instead."""

    n: int
    selector: Any

    def candidates(self, m: "FEMatch", ctx: Ctx) -> list[int]:
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this and self.selector.test(m, ctx, u)]

    def payable(self, m: "FEMatch", ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_discard, self, self.n, ctx, (sent_or_deployed,)))

    def describe(self):
        what = self.selector.describe().replace(" from your hand", "")
        what = what if self.n == 1 else f"{self.n} × {what}"
        return f"send {what} from your hand to the Retreat Area (one with a [CF] skill may be deployed instead)"


def sent_or_deployed(m: "FEMatch", action: tuple) -> None:
    """The chosen card: a [CF] card its owner may deploy is offered to be deployed; any other goes to the Retreat
    Area."""
    from tcgkit.games.fe_cipher.deployment import may_deploy  # rules, in the knot with skill_model

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
    from tcgkit.games.fe_cipher.deployment import deploy  # as above

    m.reveal(uid, ALL)
    deploy(m, uid, action[1], pay=False)


def to_retreat(m: "FEMatch", uid: int) -> None:
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)
