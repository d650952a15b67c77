"""The cost part ``discard_or_deploy_cf`` (P04-011 Itsuki Aoi): send cards the selector admits from the hand to the
Retreat Area as a cost; a card with a [CF] (Carnage Form) skill may be deployed instead, without paying its cost,
if the one-name rule allows (refused: it goes to the Retreat Area, as a supporter refused after its combat does,
ruling R5). The cost is paid either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx
from tcgkit.games.fe_cipher.skill_model import Cost, choose_discard
from tcgkit.games.fe_cipher.state import BACK, FRONT


@dataclass(frozen=True, slots=True)
class DiscardOrDeployCF(Cost):
    """[Send N cards the selector admits from your hand to the Retreat Area]; each with a [CF] skill may be deployed
    instead."""

    n: int
    selector: Any

    def candidates(self, m, ctx: Ctx) -> list[int]:
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this and self.selector.test(m, ctx, u)]

    def payable(self, m, ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m, ctx):
        m.then((choose_discard, self, self.n, ctx, (sent_or_deployed,)))

    def describe(self):
        what = self.selector.describe().replace(" from your hand", "")
        what = what if self.n == 1 else f"{self.n} × {what}"
        return f"send {what} from your hand to the Retreat Area (one with a [CF] skill may be deployed instead)"


def sent_or_deployed(m, action: tuple) -> None:
    """The chosen card: a [CF] card its owner may deploy is offered to be deployed; any other goes to the Retreat
    Area."""
    from tcgkit.games.fe_cipher.deployment import may_deploy  # rules, in the knot with skill_model

    uid = action[1]
    p = m.card_owner[uid]
    if any(s.prefix == "CF" for s in m.card_def[uid].skills) and may_deploy(m, p, uid, pay=False):
        m.ask(p, "optional", (("yes",), ("no",)), (deploy_instead, uid), {"source": uid})
        return
    to_retreat(m, uid)


def deploy_instead(m, action: tuple, uid: int) -> None:
    if action[0] == "yes":
        m.ask(m.card_owner[uid], "deploy_line", (("line", FRONT), ("line", BACK)), (deployed_instead, uid))
    else:
        to_retreat(m, uid)


def deployed_instead(m, action: tuple, uid: int) -> None:
    from tcgkit.games.fe_cipher.deployment import deploy  # as above

    m.reveal(uid, ALL)
    deploy(m, uid, action[1], pay=False)


def to_retreat(m, uid: int) -> None:
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)
