"""FE Cipher primitives on hands (part of the vocabulary of :mod:`tcgkit.games.fe_cipher.primitives`), added with
series 2–4: the opponent reveals a card of their choice, you take cards of the opponent's hand without looking, the
opponent may discard or let you draw, and discarding down to a number. Draw and the plain discards are in
:mod:`.primitives`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Primitive
from tcgkit.games.fe_cipher.primitives_base import Count_, discard_step, discarded, sent_by_opponent, sent_by_skill
from tcgkit.games.fe_cipher.bonds import distinct_cards
from tcgkit.games.fe_cipher.orbs import draw

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def _distinct(m: "FEMatch", uids):
    return distinct_cards(m, uids)


class OpponentRevealsHandCard(Primitive):
    """Your opponent chooses a card of their hand and reveals it (B04-058 Tharja)."""

    name, tags, takes_value = "opponent_reveals_hand_card", frozenset({"information"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "your opponent reveals a card of their choice from their hand"

    def resolve(self, m: "FEMatch", ctx):
        q = 1 - ctx.controller
        hand = m.zones[m.z_hand[q]]
        if hand:
            m.ask(q, "reveal_hand_card", [("choose", u) for u in _distinct(m, hand)], (hand_revealed,))


def hand_revealed(m: "FEMatch", action) -> None:
    uid = action[1]
    m.reveal(uid, ALL)
    m.emit("reveal_hand", ALL, player=m.card_owner[uid], uid=uid)


class OpponentDiscardsRandom(Count_):
    """You choose ``n`` cards of your opponent's hand without looking (at random) and they go to the Retreat Area
    (B02-060 Leo)."""

    name, tags = "opponent_discards_random", frozenset({"hand_attack"})

    def describe(self, n):
        return f"choose {n} card{'s' if n > 1 else ''} from your opponent's hand without looking; they go to the " \
               f"Retreat Area"

    def resolve(self, m: "FEMatch", ctx, n):
        q = 1 - ctx.controller
        hand = m.zones[m.z_hand[q]]
        sent = []
        for _ in range(min(n, len(hand))):
            uid = hand[m.rand_below(len(hand))]
            m.move(uid, m.z_retreat[q])
            m.emit("discard", ALL, player=q, uid=uid)
            sent_by_opponent(m, uid, ctx.controller)
            sent.append(uid)
        sent_by_skill(m, sent)  # B02-060 Leo: the cards his skill sent


class OpponentMayDiscard(Primitive):
    """Your opponent may send a card of their hand to the Retreat Area; if they do not, you draw a card (B04-029
    Julian)."""

    name, tags, takes_value = "opponent_may_discard_else_draw", frozenset({"hand_attack", "draw"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "your opponent may send a card from their hand to the Retreat Area; if they do not, draw 1 card"

    def resolve(self, m: "FEMatch", ctx):
        q = 1 - ctx.controller
        acts = [("discard", u) for u in _distinct(m, m.zones[m.z_hand[q]])] + [("decline",)]
        m.ask(q, "discard", acts, (may_discarded, ctx.controller))


def may_discarded(m: "FEMatch", action, p) -> None:
    if action[0] == "discard":
        discarded(m, action)
    else:
        draw(m, p)


class DiscardDownTo(Count_):
    """Keep ``n`` cards of your choice in your hand and send the rest to the Retreat Area (B02-084 Nyx)."""

    name, tags = "discard_down_to", frozenset({"drawback"})
    lo, hi = 0, 20

    def describe(self, n):
        return f"choose {n} cards of your hand to keep and send the rest to the Retreat Area"

    def resolve(self, m: "FEMatch", ctx, n):
        extra = m.hand_count(ctx.controller) - n
        if extra > 0:
            m.then((discard_step, ctx.controller, extra, ctx.controller))


HAND_PRIMITIVES = [OpponentRevealsHandCard(), OpponentDiscardsRandom(), OpponentMayDiscard(), DiscardDownTo()]
