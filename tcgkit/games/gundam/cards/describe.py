"""A card's rules in tcgkit's own words, rendered from its declaration (never the printed text)."""

from __future__ import annotations

from tcgkit.games.gundam.carddef import BASE, COMMAND, KEYWORDS, PILOT, UNIT, Ability, CardDef, keyword_label
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.selectors import FriendlyCards

_TIMING_TEXT = {
    "deploy": "On deploy", "attack": "When it attacks", "destroyed": "When destroyed", "when_paired": "When paired",
    "when_linked": "When linked", "burst": "Burst", "main": "Main", "action": "Action", "main_action": "Main or Action",
    "activate_main": "Activated (main phase)", "activate_action": "Activated (action step)",
    "destroys_enemy": "When it destroys an enemy unit with battle damage",
    "destroys_shield": "When it destroys a card of the enemy shield area with battle damage",
    "end_of_turn": "At the end of your turn", "friendly_paired": "When you pair a pilot with a unit",
    "friendly_linked": "When a unit of yours becomes linked", "effect_draw": "When you draw with an effect",
    "support_used": "When its <Support> raises a unit's AP",
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
        lines.append("(effects not yet implemented in tcgkit" + (f": it needs {', '.join(card.waits_for)})"
                                                                  if card.waits_for else ")"))
    return "\n".join(lines)


def ability_text(a: Ability) -> str:
    head = _TIMING_TEXT[a.timing]
    if a.qualifier:
        head += qualifier_text(a.qualifier)
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


def qualifier_text(q: tuple) -> str:
    """A trigger's qualifier in words: the Pilot of 【When Paired･…】, the unit reacted to, a linked victim."""
    k, v = q
    if k == "trait":
        return " with a " + "/".join(f"({t})" for t in ((v,) if isinstance(v, str) else v)) + " pilot"
    if k == "level_ge":
        return f" with a Lv {v}+ pilot"
    if k == "linked":
        return " (a Link Unit)"
    return f" ({v.describe()})"


_STATIC_WORDS = {
    "attack_active_level_le": "this unit may attack active enemy units of Lv {} or less",
    "battle_damage_immunity_ap_le": "this unit takes no battle damage from enemy units with AP {} or less",
    "cant_attack_player": "this unit cannot attack the enemy player",
    "ap_unreducible": "this unit's AP cannot be reduced by enemy effects",
    "base_guard_level_le": "this base takes no damage from enemy units of Lv {} or less (tokens excepted)",
    "cost_in_hand_per_enemy_unit": "in your hand this card costs 1 less for each enemy unit",
    "level_in_hand_per_enemy_unit": "in your hand this card's Lv is 1 lower for each enemy unit",
}


def static_text(a: Ability) -> str:
    scope = next((s.scope for s in a.statics if s.scope is not None and s.key != "alt_cost_destroy"), None)
    if scope is None or isinstance(scope, FriendlyCards):
        who = "this unit" if scope is None else "your units"
    else:  # "your (White Base Team) units"; "friendly (Clan) units" take in a teammate's
        text = scope.text().replace("unit", "units", 1)
        who = "your " + text.replace(" of yours", "") if scope.side == "your" else text
    parts = []
    mods = " ".join(f"{s.key.upper()}{s.value:+d}" for s in a.statics if s.key in ("ap", "hp"))
    if mods:
        parts.append(f"{who} {'gets' if who == 'this unit' else 'get'} {mods}")
    for s in a.statics:
        if s.key in KEYWORDS:
            parts.append(f"{who} {'has' if who == 'this unit' else 'have'} {keyword_label(s.key, s.value)}")
        elif s.key == "cost_in_hand":
            parts.append(f"in your hand this card costs {-s.value} less")
        elif s.key == "alt_cost_destroy":
            parts.append(f"you may play this card from your hand as Lv 0, cost 0 by destroying {s.scope.describe()}")
        elif s.key in _STATIC_WORDS:
            parts.append(_STATIC_WORDS[s.key].format(s.value))
    text = "; ".join(parts)
    c = a.cond.describe() if a.cond is not None else ""
    c = c[len("while "):] if c.startswith("while ") else c
    return f"While {c}, {text}." if c else text[0].upper() + text[1:] + "."
