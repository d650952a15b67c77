"""Information keys: an action as one seat can tell it apart, the edges of an ISMCTS tree (:mod:`tcgkit.ai.ismcts`).

Search runs on determinisations (``view.determinize``): every iteration deals the cards a seat cannot see anew.
A tree keyed on raw actions would then split one information set over many edges, because a card is named by its
uid and hidden uids mean different cards in different determinisations (and Soulbound Ærkana and Power Duell deal
*identities* to fixed uids instead). So each card argument of an action — the argument types a game declares
once in its :class:`~tcgkit.core.kinds.ActionKind` table — is replaced by what the seat knows of that card:

* a card in a public zone: its uid and its definition (a card on the table is itself, copies are told apart);
* a card the seat sees in a private zone (a hand): its zone and its definition (copies in a hand are one choice);
* a card the seat does not see: its zone and its place in the zone (a face-down card is where it lies).

Arguments that are not cards (players, numbers, words) are kept as they are; an action without card arguments is
its own key. The same function keys the acting seat's own choices (before it acts) and what every other seat
observes of them (after the action, when a card played face up has become visible): that is what makes the trees
of :class:`~tcgkit.ai.ismcts.ISMCTS` *information-set* trees.
"""

from __future__ import annotations

from typing import Any, Hashable

from tcgkit.core.match import Action, Match
from tcgkit.core.zones import ALL


class InfoKeys:
    """The information key of an action for one seat (see the module docstring). Built once per game.

    Args:
        game: the game (its declared action kinds say which arguments are cards).
    """

    __slots__ = ("card_args",)

    def __init__(self, game: Any) -> None:
        #: action kind -> positions (in the action tuple) of its card arguments; kinds without cards are left out
        self.card_args: dict[str, tuple[int, ...]] = {}
        for name, kind in game.kinds.actions.items():
            where = tuple(i + 1 for i, t in enumerate(kind.args) if t == "card")
            if where:
                self.card_args[name] = where

    def key(self, m: Match, seat: int, action: Action) -> Hashable:
        """What ``seat`` can tell of ``action`` in match ``m`` (a hashable; equal for actions it cannot tell apart)."""
        where = self.card_args.get(action[0])
        if where is None:
            return action
        out = list(action)
        n = len(action)
        for i in where:
            if i < n:
                out[i] = self.card_key(m, seat, action[i])
        return tuple(out)

    def keys(self, m: Match, seat: int, actions: tuple) -> list[Hashable]:
        """:meth:`key` of every action, in order."""
        card_args = self.card_args
        out = []
        for a in actions:
            if a[0] in card_args:
                out.append(self.key(m, seat, a))
            else:
                out.append(a)
        return out

    @staticmethod
    def card_key(m: Match, seat: int, uid: Any) -> Hashable:
        """What ``seat`` knows of card ``uid`` (see the module docstring); a value that is no uid is kept."""
        if type(uid) is not int or not 0 <= uid < len(m.card_def):
            return uid
        mask = m.seen_mask(uid)
        if mask == ALL:
            return (0, uid, id(m.card_def[uid]))
        zone = m.card_zone[uid]
        if mask & (1 << seat):
            return (1, zone, id(m.card_def[uid]))
        return (2, zone, m.zones[zone].index(uid))
