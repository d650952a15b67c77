"""A card's rules in tcgkit's own words, rendered from its declaration (never the printed text): the facts, the
printed keywords, and each ability as the vocabulary words it (timings, windows, costs and static kinds word
themselves, :mod:`tcgkit.games.gundam.triggers` and :mod:`tcgkit.games.gundam.statics`)."""

from __future__ import annotations

from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, UNIT, CardDef
from tcgkit.games.gundam.primitives import VOCAB


def describe_card(card: CardDef) -> str:
    """The first line gives the facts (type, Lv, cost, AP/HP or modifiers, link, traits); then keywords and one line
    per ability. Returns a multi-line string."""
    facts = [card.type]
    if card.kind in (UNIT, PILOT, COMMAND, BASE) and not card.token:
        facts.append(f"Lv {card.level}, cost {card.cost}")
    if card.kind in (UNIT, BASE):
        facts.append(f"{card.ap}/{card.hp}")
    elif card.kind == PILOT:
        facts.append(f"AP{card.ap:+d} HP{card.hp:+d}")
    if card.link_names or card.link_traits:
        facts.append("link " + " or ".join([f"[{n}]" for n in card.link_names] +
                                           [f"({t}) pilot" for t in card.link_traits]))
    if card.traits:
        facts.append("traits " + ", ".join(card.traits))
    lines = [f"{card.name}: " + "; ".join(facts)]
    for k, v in card.keywords:
        lines.append(k.text(v))
    if card.also_named:
        lines.append(f"Its name also counts as [{card.also_named}].")
    if card.pilot_name and card.kind == COMMAND:
        lines.append(f"Can be paired as the pilot {card.pilot_name} (AP{card.ap:+d} HP{card.hp:+d}).")
    for a in card.abilities:
        lines.append(VOCAB.describe_ability(a))
    if not card.playable:
        lines.append("(effects not yet implemented in tcgkit" + (f": it needs {', '.join(card.waits_for)})"
                                                                  if card.waits_for else ")"))
    return "\n".join(lines)
