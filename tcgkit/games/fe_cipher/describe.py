"""Skills and cards in tcgkit's own words, rendered from their declarations (never the printed text)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import ONCE_PER_GAME, ONCE_PER_TURN

KIND_WORDS = {"act": "ACT", "auto": "AUTO", "cont": "CONT", "spec": "SPEC", "atk_supp": "ATK SUPP",
              "def_supp": "DEF SUPP"}
ZONE_WORDS = {"bonds": " [BS: from the Bond Area]", "hand": " [CP: revealed from the hand]", "field": ""}


def _unit_words(text: str) -> str:
    """Selector words speak of cards; on the field "this card" is this unit."""
    return text.replace("this card", "this unit").replace("an other ", "another ")


def _subject(sel: Any) -> str:
    if sel is None:
        return "a unit"
    text = sel.describe()
    if text == "this card":
        return "this unit"
    return _unit_words(f"an {text}" if text[:1] in "aeiou" and not text.startswith("unit") else f"a {text}")


def _other(sel: Any, default: str) -> str:
    """A selector as a noun with its article ("an enemy with a deployment cost of 2 or lower")."""
    return _subject(sel) if sel is not None else default


SERIES_TWO_WORDS = {
    "cannot_be_destroyed_by_attack": lambda who, s: f"{who} is not destroyed by the attack of "
                                                    f"{_other(s.attacker, 'an enemy')}",
    "cannot_be_evaded": lambda who, s: f"the attacks of {who} cannot be evaded"
                                       + (f" by {_other(s.target, '')}" if s.target is not None else ""),
    "range": lambda who, s: f"{who} acquires range {_range_words(s.amount)}",
    "affinity": lambda who, s: f"{who} acquires <{s.keyword}>",
    "ignores_range": lambda who, s: f"{who} may attack {_other(s.target, 'an enemy')} whatever the range",
    "attack_only": lambda who, s: f"{who} may attack only {_other(s.target, 'an enemy')}",
    "loses_skill": lambda who, s: f"{who} loses its skill number {s.amount + 1}",
    "destroyed_enemy_to_bond": lambda who, s: f"{_other(s.target, 'an enemy')} destroyed by the attack of {who} goes "
                                              f"to its owner's Bond Area face up (its whole stack)",
    "support_to_hand": lambda who, s: f"you may add a card of cost {s.amount} or lower that supported {who} "
                                      f"successfully to your hand instead of the Retreat Area",
    "supporter_to_growth": lambda who, s: f"you may stack a card that supported {who} successfully beneath an "
                                          f"ally of its unit name (growth) instead of the Retreat Area",
    "treat_as_color": lambda who, s: f"your <{s.keyword}> allies and <{s.keyword}> cards in your Retreat Area are "
                                     f"also <{s.color}>",
    "no_skill_moves": lambda who, s: f"skills cannot move {_plural(who)}",
    "critical_multiplier": lambda who, s: f"a critical hit of {who} multiplies its attack by {s.amount} instead "
                                          f"of 2",
}
"""Words for the CONT parts of series 2–4 (compile.SERIES_TWO_STATICS)."""


def _plural(words: str) -> str:
    return words if words.startswith("this") else f"your {words}".replace("your ally", "allies")


def _range_words(mask: int) -> str:
    ds = [d for d in (1, 2, 3) if mask & (1 << (d - 1))]
    return str(ds[0]) if len(ds) == 1 else f"{ds[0]}-{ds[-1]}"


def describe_static(s: Any) -> str:
    """One CONT part in words."""
    who = _unit_words(s.scope.describe()) if s.scope is not None else "this unit"
    k = s.kind.name
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
    elif k in SERIES_TWO_WORDS:
        text = SERIES_TWO_WORDS[k](who, s)
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
    if body == "copies_ally_affinities":
        return "during your turn this unit also has the weapons, types and ranges of your other allies (not of a " \
               "unit of its name)"
    if body == "ignores_one_name":
        return "you may deploy this card beside an ally of the same name, and have several at once"
    if isinstance(body, dict) and "also_named" in body:
        return f"this card's unit name is also {body['also_named']!r}"
    if isinstance(body, dict) and "deploy_if" in body:
        return f"this card may be deployed only if {body['deploy_if'].describe()}"
    if isinstance(body, dict) and "also_affinity" in body:
        return "this card also has " + ", ".join(f"<{a}>" for a in body["also_affinity"]) + " in every zone"
    if isinstance(body, dict) and "cc_cost_becomes" in body:
        cost, cond = body["cc_cost_becomes"]
        return f"in your hand this card's class-change cost is {cost} while {cond.describe()}"
    if isinstance(body, dict) and "may_level_up" in body:
        named, cond = body["may_level_up"]
        text = "this card may also level up or class change onto an allied " + " or ".join(repr(n) for n in named)
        return text + (f", if {cond.describe()}" if cond is not None else "")
    return str(body)


def describe_skill(s: Any, vocab: Any) -> str:
    """A skill in words (a SPEC or CONT :class:`~.skill_model.Skill`, or an :class:`~.skill_model.FEAbility`):
    kind, prefix, limits, cost, trigger, condition, effect (worded by ``vocab``, the game's vocabulary)."""
    head = KIND_WORDS[s.kind] + (f" [{s.prefix}]" if s.prefix else "") + (f" [LvS {s.lvs}]" if s.lvs else "")
    if s.kind == "spec" and s.trigger is None:
        return f"{head}: {describe_spec(s.spec)}"
    if s.kind == "cont":
        return f"{head}: " + "; ".join(describe_static(x) if x.kind.name != "keyword" else
                                       "Anti-Fliers (+30 attack while attacking a <Flier>)" for x in s.statics)
    head += ZONE_WORDS.get(s.zone, "") if s.kind != "spec" else " [from the hand, revealed]"  # spec: hand_trigger
    if s.once == ONCE_PER_TURN:  # the rest are FEAbility objects
        head += " [once per turn unless Class Changed]" if s.unlimited_when_cc else " [once per turn]"
    if s.cost:
        head += " [" + ", ".join(c.describe() for c in s.cost) + "]"
    if s.alt_cost:
        head += " [or instead: " + ", ".join(c.describe() for c in s.alt_cost) + "]"
    parts = []
    if s.kind in ("auto", "spec"):
        sel = s.qualifier
        extra = (sel.skill_words(),) if hasattr(sel, "skill_words") else ()  # deployed_by_skill, skill_records
        parts.append(s.trigger.words.format(_subject(sel), *extra))
    if s.cond is not None:
        parts.append(_unit_words(f"if {s.cond.describe()}"))
    if s.cost and s.kind in ("auto", "spec"):
        parts.append("you may pay the cost; if you do")
    if s.once == ONCE_PER_GAME:
        parts.append("once per game" + (" for all your units" if s.kind == "act" else ""))
    effect = _unit_words(s.effect.describe(vocab)) if s.effect is not None else ""
    lead = ", ".join(parts)
    return f"{head}: " + (f"{lead}: {effect}" if lead else effect)


def describe_card(d: Any, vocab: Any) -> str:
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
        lines.append("  " + describe_skill(s, vocab))
    return "\n".join(lines)
