"""Skills and cards in tcgkit's own words, rendered from their declarations (never the printed text)."""

from __future__ import annotations

from typing import Any

KIND_WORDS = {"act": "ACT", "auto": "AUTO", "cont": "CONT", "spec": "SPEC", "atk_supp": "ATK SUPP",
              "def_supp": "DEF SUPP"}
ZONE_WORDS = {"bonds": " [BS: from the Bond Area]", "hand": " [CP: revealed from the hand]", "field": ""}


def _vocab():
    from tcgkit.games.fe_cipher.primitives import VOCAB

    return VOCAB


def _unit_words(text: str) -> str:
    """Selector words speak of cards; on the field "this card" is this unit."""
    return text.replace("this card", "this unit").replace("an other ", "another ")


def _subject(sel: Any) -> str:
    if sel is None:
        return "a unit"
    text = sel.describe()
    if text == "this card":
        return "this unit"
    return _unit_words(f"an {text}" if text[:1] in "aeiou" else f"a {text}")


TRIGGER_WORDS = {
    "deployed": "when {} is deployed", "class_changed": "when {} class changes", "leveled_up": "when {} levels up",
    "attacks": "when {} attacks", "attacked": "when {} is attacked",
    "destroys": "when {}'s attack destroys an enemy", "skill_destroys": "when a skill of {} destroys an enemy",
    "combat_ends": "at the end of a combat of {}", "start_of_turn": "at the start of each turn",
    "end_of_turn": "at the end of each turn",
}


def describe_static(s: Any) -> str:
    """One CONT part in words."""
    who = _unit_words(s.scope.describe()) if s.scope is not None else "this unit"
    k = s.kind
    if k == "boost":
        text = f"{who} gains {'+' if s.amount >= 0 else ''}{s.amount} attack"
        if s.per is not None:
            text += f" per {s.per.describe()}"
    elif k == "orbs":
        text = f"the attacks of {who} break {s.orbs} orbs"
    elif k == "support_fails":
        text = f"a {s.supporter.describe()} fails to support {who}"
    elif k == "support_succeeds":
        text = f"a {s.supporter.describe()} supports {who} successfully, even with the same name"
    elif k == "support_boost":
        text = f"a {s.supporter.describe()} supporting {who} gains +{s.amount} support"
    elif k == "protect":
        text = f"an {s.attacker.describe()} cannot attack {who}"
    elif k == "cannot_attack":
        text = f"{who} cannot attack"
    elif k == "no_critical":
        text = f"{who} cannot critical hit"
    elif k == "also_color":
        text = f"{who} is also <{s.color}> on the field"
    elif k == "remove_keyword":
        text = f"{who} loses Anti-Fliers and cannot acquire it"
    elif k == "destroyed_to_bond":
        text = "destroyed by an enemy's attack, this unit goes to your Bond Area instead of the Retreat Area"
    elif k == "supporter_to_bond":
        text = "you may place a card that supported this unit successfully in your Bond Area instead of the " \
               "Retreat Area"
    else:  # pragma: no cover - compile refuses unknown kinds
        text = k
    if s.cond is not None:
        text += f", while {s.cond.describe()}"
    return _unit_words(text)


def describe_spec(body: Any) -> str:
    if body == "cannot_bond":
        return "this card cannot be placed in the Bond Area"
    if body == "unlimited_copies":
        return "a deck may hold any number of copies of this card"
    if body == "ignores_one_name":
        return "you may deploy this card beside an ally of the same name, and have several at once"
    if isinstance(body, dict) and "also_named" in body:
        return f"this card's unit name is also {body['also_named']!r}"
    if isinstance(body, dict) and "deploy_if" in body:
        return f"this card may be deployed only if {body['deploy_if'].describe()}"
    return str(body)


def describe_skill(s: Any) -> str:
    """A skill in words: kind, prefix, limits, cost, trigger, condition, effect."""
    head = KIND_WORDS[s.kind] + (f" [{s.prefix}]" if s.prefix else "")
    if s.kind == "spec":
        return f"{head}: {describe_spec(s.spec)}"
    if s.kind == "cont":
        return f"{head}: " + "; ".join(describe_static(x) if x.kind != "keyword" else
                                       "Anti-Fliers (+30 attack while attacking a <Flier>)" for x in s.statics)
    head += ZONE_WORDS.get(s.zone, "")
    if s.once_per_turn:
        head += " [once per turn]"
    if s.cost:
        head += " [" + ", ".join(c.describe() for c in s.cost) + "]"
    parts = []
    if s.trigger is not None:
        parts.append(TRIGGER_WORDS[s.trigger.event].format(_subject(s.trigger.subject)))
    if s.cond is not None:
        parts.append(_unit_words(f"if {s.cond.describe()}"))
    if s.cost and s.kind == "auto":
        parts.append("you may pay the cost; if you do")
    if s.once_per_game:
        parts.append("once per game for all your units")
    effect = _unit_words(s.effect.describe(_vocab())) if s.effect is not None else ""
    lead = ", ".join(parts)
    return f"{head}: " + (f"{lead}: {effect}" if lead else effect)


def describe_card(d: Any) -> str:
    """A card's facts and skills in our words (``tcgkit cards fe_cipher ID``, the terminal table)."""
    colors = "/".join(d.colors) or "colourless"
    cost = "–" if d.cost is None else str(d.cost)
    if d.cc_cost is not None:
        cost += f"({d.cc_cost})"
    aff = ", ".join(sorted(d.affinities))
    lines = [f"{d.name} [{d.id}] — {colors}, cost {cost}, {d.klass} ({aff}), range {d.range_text}, "
             f"attack {d.attack}, support {d.support}"]
    if not d.playable:
        lines.append(f"  not yet playable: {d.pending or 'its skills are not declared in tcgkit'}")
    for s in d.skills:
        lines.append("  " + describe_skill(s))
    return "\n".join(lines)
