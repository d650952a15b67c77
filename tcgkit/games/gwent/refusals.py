"""Why a GWENT action is not legal now (core/refusals.py): one explainer per common action kind, asking the rules
the legal actions come from (:mod:`.turn`, :mod:`.play`, :mod:`.leaders`).

Each explainer gets a well-formed action the pending decision does not list and returns the first rule it breaks,
worded for the deciding player, or ``None`` where these rules do not tell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.refusals import Refusal
from tcgkit.core.words import for_decider
from tcgkit.games.gwent.board import ROWS
from tcgkit.games.gwent.leaders import leader_usable
from tcgkit.games.gwent.play import decoy_targets

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch

TURN = "rules/gwent.md §1.1"
ROW_RULES = "rules/gwent.md §1.2"
SPECIALS = "rules/gwent.md §1.4"


def explain_card(m: "GwentMatch", a: tuple) -> Refusal | None:
    """A card from the hand on the seat's turn: a unit to one of its rows (a spy on an enemy side), a special card
    where it goes."""
    u, p = a[1], m.pending.player
    found = _turn(m, p) or _in_hand(m, p, u)
    if found:
        return found
    d = m.card_def[u]
    kind = a[0]
    if kind in ("unit", "spy") and not d.is_unit:
        return Refusal("target", f"{for_decider(m, u)} is not a unit card", ROW_RULES)
    if kind == "unit" and d.spy:
        return Refusal("target", f"{for_decider(m, u)} is a spy: it is played to an enemy side", ROW_RULES)
    if kind == "spy" and not d.spy:
        return Refusal("target", f"{for_decider(m, u)} is not a spy: it is played to your own side", ROW_RULES)
    if kind in ("unit", "spy", "horn", "mardroeme") and not 0 <= a[2] < len(ROWS):
        return Refusal("target", f"there is no row {a[2]}: rows are 0 close, 1 ranged, 2 siege", ROW_RULES)
    if kind in ("unit", "spy") and a[2] not in d.rows:
        rows = " or ".join(ROWS[r] for r in d.rows)
        return Refusal("target", f"{for_decider(m, u)} goes to the {rows} row, not the {ROWS[a[2]]} row", ROW_RULES)
    if kind == "spy" and (a[3] == m.team_of[p] or not 0 <= a[3] < m.n_sides):
        return Refusal("target", f"side {a[3]} is not an enemy side", ROW_RULES)
    if kind not in ("unit", "spy") and d.is_unit:
        return Refusal("target", f"{for_decider(m, u)} is a unit: it is played to a row", SPECIALS)
    if kind == "weather" and not m.variant.weather_allowed(d):
        return Refusal("condition", "in this mode you play no weather card but Clear Weather",
                       "seed 004, Solo (Spielaufbau)")
    return None


def explain_decoy(m: "GwentMatch", a: tuple) -> Refusal | None:
    """A decoy takes back a non-hero, non-token unit of the own side."""
    u, t, p = a[1], a[2], m.pending.player
    found = _turn(m, p) or _in_hand(m, p, u)
    if found:
        return found
    if t not in decoy_targets(m, m.team_of[p]):
        d = m.card_def[t]
        why = "a hero" if getattr(d, "hero", False) and m.sees(p, t) else "not a unit on your side's rows"
        return Refusal("target", f"{for_decider(m, t)} is {why}: a decoy takes back a non-hero unit of your side",
                       SPECIALS)
    return None


def explain_leader(m: "GwentMatch", a: tuple) -> Refusal | None:
    """The leader ability: once per game, on the seat's turn, not cancelled, with something to do."""
    p = m.pending.player
    found = _turn(m, p)
    if found:
        return found
    if m.leader_uid[p] < 0:
        return Refusal("condition", "you have no leader", "rules/gwent.md §1.6")
    if m.leader_used[p]:
        return Refusal("limit", "your leader ability was used: it works once per game", "rules/gwent.md §1.6")
    if m.leader_off[p]:
        return Refusal("condition", "your leader ability is cancelled", "rules/gwent.md §1.6")
    if not leader_usable(m, p):
        return Refusal("condition", "your leader ability has nothing to do now", "rules/gwent.md §1.6")
    return None


def explain_pass(m: "GwentMatch", a: tuple) -> Refusal | None:
    return _turn(m, m.pending.player)


# ---------------------------------------------------------------------------------------------------- helpers


def _turn(m: "GwentMatch", p: int) -> Refusal | None:
    if m.pending.kind != "turn":
        return Refusal("timing", "cards are played, leaders used and passes made on your turn", TURN)
    if m.passed[p]:
        return Refusal("timing", "you have passed: you play no more cards this round", TURN)
    return None


def _in_hand(m: "GwentMatch", p: int, u: int) -> Refusal | None:
    if m.card_zone[u] != m.zhand[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", TURN)
    return None
