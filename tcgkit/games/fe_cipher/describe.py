"""Skills and cards in tcgkit's own words, rendered from their declarations (never the printed text)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import ONCE_PER_GAME, ONCE_PER_TURN
from tcgkit.games.fe_cipher.statics import KEYWORD
from tcgkit.games.fe_cipher.wording import subject_words, unit_words

KIND_WORDS = {"act": "ACT", "auto": "AUTO", "cont": "CONT", "spec": "SPEC", "atk_supp": "ATK SUPP",
              "def_supp": "DEF SUPP"}
ZONE_WORDS = {"bonds": " [BS: from the Bond Area]", "hand": " [CP: revealed from the hand]", "field": ""}


def describe_static(s: Any) -> str:
    """One CONT part in words (its kind's, statics.py), with its condition."""
    who = unit_words(s.scope.describe()) if s.scope is not None else "this unit"
    text = s.kind.describe(s, who)
    if s.cond is not None:
        text += f", while {s.cond.describe()}"
    return unit_words(text)


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
        return f"{head}: " + "; ".join(describe_static(x) if x.kind is not KEYWORD else
                                       KEYWORD.describe(x, "") for x in s.statics)
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
        parts.append(s.trigger.words.format(subject_words(sel), *extra))
    if s.cond is not None:
        parts.append(unit_words(f"if {s.cond.describe()}"))
    if s.cost and s.kind in ("auto", "spec"):
        parts.append("you may pay the cost; if you do")
    if s.once == ONCE_PER_GAME:
        parts.append("once per game" + (" for all your units" if s.kind == "act" else ""))
    effect = unit_words(s.effect.describe(vocab)) if s.effect is not None else ""
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
