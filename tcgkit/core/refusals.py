"""Refusals that explain: why an action is not legal now, and which rule forbids it.

:meth:`Match.apply <tcgkit.core.match.Match.apply>` refuses every action that is not among the pending decision's
legal actions. Before it raises :class:`~tcgkit.core.errors.IllegalAction`, it asks :func:`explain` why:

1. the core checks the action's *form* against its declared kind (:class:`~tcgkit.core.kinds.ActionKind` ``args``:
   how many arguments, of which types; a card that exists, a seat that exists) — rule ``unknown`` or ``form``;
2. for a well-formed action of a known kind, the game's rules say what forbids it (``ActionKind.explain``, one
   function per kind in the game's ``refusals.py``): the card costs more than can be paid (``cost``), it is not the
   step for it (``timing``), the target is not a legal one (``target``), the ability was used this turn
   (``once_per_turn``), the card is rested or tapped or has attacked (``rested``), the card is not where the action
   needs it (``zone``), a limit is reached (``limit``), a condition of the card is not met (``condition``);
3. else the core says what it knows: an action of a kind the pending decision does not offer (``timing``, for a kind
   without an explainer), an action naming another copy of a listed card (``not_legal``: the listed one is named),
   or one not among the listed ones (``not_legal``).

The reason is worded for the player who decides (it names only cards that player sees, :mod:`tcgkit.core.words`;
the conformance kit checks it) and ends with the generic "not among the N legal actions …". Explaining is done
only on a refusal, never while the rules generate legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tcgkit.core.errors import IllegalAction

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Decision, Match

RULES: dict[str, str] = {
    "unknown": "no action of this kind exists in the game",
    "form": "the action does not have its kind's arguments (count, types, a card or seat that exists)",
    "timing": "not a choice now: another step, phase, decision or player's turn",
    "cost": "it cannot be paid now",
    "target": "the chosen target is not a legal one",
    "once_per_turn": "it was already used this turn",
    "rested": "the card is rested or tapped, or has already attacked",
    "zone": "the card is not where the action needs it (in the hand, on the field …)",
    "limit": "a limit is reached (cards in play, bindings or attacks per turn …)",
    "condition": "a condition the card or rule sets is not met",
    "not_legal": "not among the legal actions (no more precise reason is known)",
}
"""Rule names a refusal may carry (``IllegalAction.rule``; scenario steps assert them with ``because``)."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not legal now.

    Attributes:
        rule: one of :data:`RULES`.
        reason: a sentence for the deciding player, e.g. "Strike Dagger costs 3 and you have 2 active resources".
        source: where the rule is written, e.g. "Gundam CR 2-9", "rules/gundam.md §1.3".
    """

    rule: str
    reason: str
    source: str = ""

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"refusal rule {self.rule!r} is not one of {sorted(RULES)}")


def explain(m: "Match", action: tuple) -> Refusal:
    """Why ``action`` (a tuple) is not legal in ``m`` now: the checks of the module docstring, in order.

    The game's explainer runs unguarded here (the conformance kit calls this to find explainers that raise);
    :func:`refuse` guards it.
    """
    d = m.pending
    if d is None:
        return Refusal("timing", "the match is over")
    kinds = m.game.kinds.actions
    head = action[0] if action else None
    kind = kinds.get(head) if type(head) is str else None
    if kind is None:
        return Refusal("unknown", f"{head!r} is not a kind of action of {m.game.title}")
    bad = _form(m, kind.args, action[1:])
    if bad:
        return Refusal("form", f"{head} takes ({', '.join(kind.args) or 'nothing'}): {bad}")
    if kind.explain is not None:
        found = kind.explain(m, action)
        if found is not None:
            return found
    if kind.explain is None and all(a[0] != head for a in d.actions):  # an explainer would have said the timing
        asked = m.game.presentation.describe_decision(m) or d.kind
        return Refusal("timing", f"{head.replace('_', ' ')} is not a choice now: player {d.player} is asked: {asked}")
    twin = _listed_twin(m, kind.args, action)
    if twin is not None:
        words = m.game.presentation.describe_action(m, twin)
        return Refusal("not_legal", f"copies of a card in one place are alike, and the choices list one of them: "
                                    f"choose {list(twin)!r} ({words})")
    return Refusal("not_legal", f"{head.replace('_', ' ')} with these arguments is not one of the choices")


def _listed_twin(m: "Match", args: tuple, action: tuple) -> tuple | None:
    """A listed action of the same kind that differs from ``action`` only in cards that are copies of its cards
    (the same definition in the same zone): games list one action per copy (e.g. one per card id in a hand). Only a
    card the decider sees is compared: whether a hidden card is a copy is not theirs to learn."""
    defs, zone, p = m.card_def, m.card_zone, m.pending.player
    for legal in m.pending.actions:
        if legal[0] != action[0] or len(legal) != len(action):
            continue
        if all(x == y or (t == "card" and type(y) is int and zone[x] == zone[y] and m.sees(p, x) and defs[x] is defs[y])
               for t, x, y in zip(args, action[1:], legal[1:])):
            return legal
    return None


def refuse(m: "Match", d: "Decision", action: tuple) -> IllegalAction:
    """The :class:`IllegalAction` ``apply`` raises for an action not among ``d``'s legal actions: the reason from
    :func:`explain` (an explainer that raises falls back to the generic reason: a stranger's action never gets a
    traceback), then the generic "not among the N legal actions …"."""
    generic = f"not among the {len(d.actions)} legal actions of player {d.player}'s {d.kind!r} decision"
    try:
        why = explain(m, action)
    except Exception:  # a bug in a game's explainer must not turn a refusal into a crash
        why = Refusal("not_legal", "")
    source = f" [{why.source}]" if why.source else ""
    reason = f"{why.reason}{source} ({generic})" if why.reason else generic
    return IllegalAction(action, reason, rule=why.rule, source=why.source)


def _form(m: "Match", args: tuple, values: tuple) -> str:
    """What is wrong with an action's arguments (``""``: nothing)."""
    if len(values) != len(args):
        return f"{len(values)} argument(s) given"
    for t, x in zip(args, values):
        if t == "str":
            if type(x) is not str:
                return f"{x!r} is not a word"
            continue
        if type(x) is not int:
            return f"{x!r} is not a whole number"
        if t == "card" and not 0 <= x < len(m.card_def):
            return f"there is no card {x}"
        if t == "player" and not 0 <= x < m.n_players:
            return f"there is no player {x}"
    return ""

