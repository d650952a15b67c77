"""A card's rules in tcgkit's own words, rendered from its declaration (never the printed text)."""

from __future__ import annotations

from tcgkit.games.gundam.carddef import BASE, COMMAND, KEYWORDS, PILOT, UNIT, Ability, CardDef, keyword_label
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.selectors import FriendlyCards

_TIMING_TEXT = {
    "deploy": "On deploy", "attack": "When it attacks", "destroyed": "When destroyed", "when_paired": "When paired",
    "when_linked": "When linked", "burst": "Burst", "main": "Main", "action": "Action", "main_action": "Main or Action",
    "activate_main": "Activated (main phase)", "activate_action": "Activated (action step)",
}


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
        lines.append(keyword_label(k, v))
    if card.pilot_name and card.kind == COMMAND:
        lines.append(f"Can be paired as the pilot {card.pilot_name} (AP{card.ap:+d} HP{card.hp:+d}).")
    for a in card.abilities:
        lines.append(static_text(a) if a.timing == "static" else ability_text(a))
    if not card.playable:
        lines.append("(effects not yet implemented in tcgkit)")
    return "\n".join(lines)


def ability_text(a: Ability) -> str:
    head = _TIMING_TEXT[a.timing]
    if a.qualifier:
        k, v = a.qualifier
        head += f" with a {v} pilot" if k == "trait" else f" with a Lv {v}+ pilot"
    extras = []
    if a.once_per_turn:
        extras.append("once per turn")
    if a.cost:
        extras.append(f"rest {a.cost} resources")
    if a.rest_self:
        extras.append("rest this card")
    if a.cond is not None:
        extras.append(a.cond.describe())
    if extras:
        head += " (" + ", ".join(extras) + ")"
    return f"{head}: {'you may ' if a.optional else ''}{VOCAB.describe(a.effect)}."


def static_text(a: Ability) -> str:
    values = {s.key: s for s in a.statics}
    if "ap" in values or "hp" in values:
        mods = " ".join(f"{k.upper()}{values[k].value:+d}" for k in ("ap", "hp") if k in values)
        scoped = any(isinstance(s.scope, FriendlyCards) for s in a.statics)
        text = f"{'your units get' if scoped else 'this unit gets'} {mods}"
    elif "attack_active_level_le" in values:
        text = f"this unit may attack active enemy units of Lv {values['attack_active_level_le'].value} or less"
    elif "battle_damage_immunity_ap_le" in values:
        v = values["battle_damage_immunity_ap_le"].value
        text = f"this unit takes no battle damage from enemy units with AP {v} or less"
    elif "cost_in_hand" in values:
        text = f"in your hand this card costs {-values['cost_in_hand'].value} less"
    else:
        (s,) = a.statics
        assert s.key in KEYWORDS
        text = f"this unit has {keyword_label(s.key, s.value)}"
    c = a.cond.describe() if a.cond is not None else ""
    return f"{c[0].upper() + c[1:]}, {text}." if c else text[0].upper() + text[1:] + "."
