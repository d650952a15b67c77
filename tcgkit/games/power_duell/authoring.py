"""Card authoring: a user card file checked against the rules (errors) and the publisher's published design
guidelines (warnings), every problem with its line (``tcgkit card check power_duell FILE``).

The guidelines (rules/power_duell.md §1.2, the publisher's page on designing cards) and the exact thresholds this
check uses:

==================  ==========================================================================================
rule                warning when
==================  ==========================================================================================
``ao_limit``        A&O above 5 ("at most 5, or a turn leaves no energy for attacks")
``ao_ideal``        A&O 3–5 ("ideally under 3")
``attack_cost``     attack cost not below A&O (checked from A&O 2 up: with A&O 1 only 0 would be lower)
``attack_cost_ideal``  attack cost above 2 ("ideally ≤ 2")
``attack_cost_zero``   attack cost 0 without an ``attack_if`` condition ("0 rarely, preferably tied to a condition")
``ap_dp_ratio``     a normal monster's DP outside 2–4 × its AP ("AP:DP about 1:3")
``shield_ap``       a shield monster's AP above a tenth of its DP ("very low AP, 0 allowed")
``shield_dp``       a shield monster's DP below 600 ("very high DP"; the starter set's shields have 800–900)
``lp``              LP below 2500 ("about 3000 or more, so a monster survives several attacks")
``gep``             a guardian god's GEP outside 4–6 (§5: the A&O limit implies a budget of about 5–6)
==================  ==========================================================================================
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.game import DeckProblem
from tcgkit.games.power_duell.carddef import GUARDIAN_GOD, MONSTER, SHIELD_MONSTER, Card
from tcgkit.games.power_duell.carddata import read_cards
from tcgkit.games.power_duell.statics import ATTACK_IF

GUIDE = "rules/power_duell.md §1.2 (publisher's design guidelines)"


def check_card_file(path: str | Path, pool: dict[str, Card], options: Any) -> list[DeckProblem]:
    """Errors and design warnings of every card in a user card file, sorted by line."""
    f = read_cards(path, user=True, planets=options.planets, known=pool)
    problems = list(f.problems)
    for c in f.cards:
        problems += design_warnings(c, f.paths[c.id], f.lines)
    return sorted(problems, key=lambda pr: (pr.line or 0, pr.severity != "error", pr.rule))


def design_warnings(card: Card, path: str, lines: dict[str, int]) -> list[DeckProblem]:
    """The publisher's design guidelines the card is outside of, as warnings with lines."""
    out: list[DeckProblem] = []

    def warn(rule: str, key: str, message: str) -> None:
        out.append(DeckProblem(rule=rule, message=f"{card.id}: {message}", severity="warning", source=GUIDE,
                               line=lines.get(f"{path}.{key}", lines.get(path))))

    if card.type == GUARDIAN_GOD:
        if not 4 <= card.gep <= 6:
            warn("gep", "gep", f"GEP {card.gep} is outside 4–6, the budget the A&O limit of 5 implies (§5)")
        return out
    if card.type not in (MONSTER, SHIELD_MONSTER):
        return out
    if card.ao > 5:
        warn("ao_limit", "ao", f"A&O {card.ao} is above the limit of 5: a turn would leave no energy for attacks")
    elif card.ao >= 3:
        warn("ao_ideal", "ao", f"A&O {card.ao}: ideally under 3")
    if card.ao >= 2 and card.attack_cost >= card.ao:
        warn("attack_cost", "attack_cost", f"attack cost {card.attack_cost} should be below A&O {card.ao}")
    if card.attack_cost > 2:
        warn("attack_cost_ideal", "attack_cost", f"attack cost {card.attack_cost}: ideally 2 or less")
    if card.attack_cost == 0 and not ATTACK_IF.printed_on(card):
        warn("attack_cost_zero", "attack_cost", "attack cost 0 is allowed rarely, preferably tied to a condition "
                                                "(attack_if)")
    if card.type == MONSTER:
        if card.ap == 0 or not 2 * card.ap <= card.dp <= 4 * card.ap:
            ratio = f"1:{card.dp / card.ap:.1f}" if card.ap else "0 AP"
            warn("ap_dp_ratio", "dp", f"AP:DP is {ratio}; a normal monster's is about 1:3")
    else:
        if card.ap * 10 > card.dp:
            warn("shield_ap", "ap", f"a shield monster's AP ({card.ap}) should be very low against its DP ({card.dp})")
        if card.dp < 600:
            warn("shield_dp", "dp", f"a shield monster's DP ({card.dp}) should be very high (600 or more)")
    if card.lp < 2500:
        warn("lp", "lp", f"LP {card.lp}: about 3000 or more lets a monster survive several attacks into higher DP")
    return out
