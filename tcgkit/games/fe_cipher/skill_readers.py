"""Reading one FE Cipher skill in the card syntax (the format: cards/compile.py) with the vocabulary it is handed:
:func:`read_body` (``act``, ``auto``, ``atk_supp``, ``def_supp`` → :class:`~.skill_model.FEAbility`, through the
core's envelope), :func:`read_cont` (``cont`` → a CONT :class:`~.skill_model.Skill` of :class:`~.skill_model.Static`
parts), :func:`read_trigger`. The card compiler reads whole cards with them; the effect ``gain_skill``
(primitives_skills.py) reads the one skill a unit gains. Nothing here imports the vocabulary: it is handed in."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.cards.proposed import refuse_proposed
from tcgkit.games.fe_cipher.skill_model import FEAbility, Skill, Static, fe_ability
from tcgkit.games.fe_cipher.statics import KINDS, READ_ORDER

BODY_KEYS = {
    "act": ("cost", "alt_cost", "if", "do", "once_per_turn", "once_per_game", "zone", "prefix", "ccs", "lvs"),
    "auto": ("when", "cost", "if", "do", "once_per_turn", "prefix", "ccs", "lvs"),
    "atk_supp": ("if", "do", "cost"), "def_supp": ("if", "do", "cost"),
}


def read_trigger(spec: Any, where: str, vocab: Any) -> Any:
    """Check ``when: TIMING`` or ``{TIMING: SUBJECT}`` names a timing of triggers.py (a proposed one is refused as
    pending) and return it for the envelope, whose timing reads the subject (``FETiming.compile_qualifier``).

    Raises:
        CompileError: an unknown timing.
    """
    if isinstance(spec, str):
        event = spec
    elif isinstance(spec, dict) and len(spec) == 1:
        event = next(iter(spec))
    else:
        raise CompileError(f"{where}: an event or {{EVENT: SELECTOR}}")
    known = [name for name, t in vocab.triggers.items() if t.skill_kind == "auto"]  # not the support timings
    if not isinstance(event, str) or event not in known:
        refuse_proposed("timing", event, where)
        raise CompileError(f"{where}: unknown event {event!r} (known: {', '.join(known)})")
    return spec


def read_static(spec: Any, where: str, ccs: bool, v: Any) -> Static:
    """One CONT part → :class:`Static`: its shared ``to`` / ``if`` and mark read here, its kind's value by the kind
    (:meth:`~tcgkit.games.fe_cipher.statics.FEStaticKind.compile`; the keys: cards/compile.py)."""
    if spec in ("no_critical", "destroyed_to_bond"):
        return Static(KINDS[spec], ccs=ccs)
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: unknown CONT part {spec!r}")
    for key in spec:
        refuse_proposed("static", key, where)
    for kind in READ_ORDER:
        if kind.present(spec):
            cond = v.condition(spec["if"], where + ".if") if "if" in spec else None
            scope = v.selector(spec["to"], where + ".to") if "to" in spec and spec["to"] != "this" else None
            return kind.compile(spec[kind.key], f"{where}.{kind.key}", v, Static(kind, scope, cond, ccs), spec)
    raise CompileError(f"{where}: unknown CONT part {sorted(spec)}")


SHARED_STATIC_KEYS = frozenset({"if", "to", "per"})


def split_parts(part: Any) -> list:
    """A CONT mapping with several effects (``{lvs: 5, attack: 10, orbs: 2}``, the mark taken off) → one part per
    effect, each with the shared ``if`` / ``to`` / ``per``."""
    if not isinstance(part, dict):
        return [part]
    effects = [k for k in part if k not in SHARED_STATIC_KEYS]
    if len(effects) < 2:
        return [part]
    shared = {k: x for k, x in part.items() if k in SHARED_STATIC_KEYS}
    return [{k: part[k], **shared} for k in effects]


SUPPORT_TIMINGS = {"atk_supp": "attack_support", "def_supp": "defense_support"}


def read_skill(kind: str, body: dict, i: int, w: str, ccs: bool, v: Any) -> FEAbility:
    """An ``act``, ``auto``, ``atk_supp`` or ``def_supp`` skill (its keys checked by :func:`compile_card`) → the
    envelope → an :class:`FEAbility`: ``act`` → ``activate: action`` (``from`` its zone unless the field),
    ``auto`` → ``when: TIMING``, a support skill → ``when: attack_support | defense_support`` (index -1); FE's marks
    beside.

    Raises:
        CompileError: a part outside the vocabulary, naming the card, the skill and the key.
    """
    envelope: dict[str, Any] = {"do": body.get("do")}
    if kind == "act":
        envelope["activate"] = "action"
    else:
        envelope["when"] = read_trigger(body["when"], w + ".when", v) if kind == "auto" else SUPPORT_TIMINGS[kind]
    for key in ("if", "cost", "once_per_game"):
        if body.get(key) is not None:
            envelope[key] = body[key]
    if body.get("once_per_turn"):
        envelope["once_per_turn"] = True
    if body.get("zone", "field") != "field":
        envelope["from"] = body["zone"]
    a = v.ability(envelope, -1 if kind in SUPPORT_TIMINGS else i, w)
    return fe_ability(a, prefix=body.get("prefix", "CCS" if ccs else ""), ccs=ccs,
                      lvs=int_arg(body["lvs"], w + ".lvs", 1, 9) if "lvs" in body else 0,
                      unlimited_when_cc=body.get("once_per_turn") == "unless_class_changed",
                      alt_cost=v.cost(body.get("alt_cost"), w + ".alt_cost"))


def read_cont(body: Any, i: int, w: str, v: Any) -> Skill:
    """A ``cont`` skill: one part or a list, or one mapping of several effects with a mark (``ccs``, ``prefix``,
    ``lvs``) → a CONT :class:`Skill` holding its :class:`Static` parts."""
    ccs, prefix, lvs = False, "", 0
    parts = body if isinstance(body, list) else [body]
    if isinstance(body, dict) and (body.get("ccs") or "prefix" in body or "lvs" in body):
        lvs = int_arg(body["lvs"], w + ".lvs", 1, 9) if "lvs" in body else 0
        ccs = bool(body.get("ccs")) or body.get("prefix") == "CCS"
        prefix = str(body.get("prefix", "CCS" if ccs else ""))
        parts = split_parts({k: x for k, x in body.items() if k not in ("ccs", "prefix", "lvs")})
    statics = tuple(read_static(p, f"{w}[{j}]", ccs, v) for j, p in enumerate(parts))
    if lvs:
        statics = tuple(replace(s, lvs=lvs) for s in statics)
    return Skill("cont", i, prefix=prefix, ccs=ccs, statics=statics, lvs=lvs)


def read_body(kind: str, body: Any, i: int, w: str, v: Any) -> FEAbility:
    """An ``act``, ``auto``, ``atk_supp`` or ``def_supp`` body, its keys checked (a proposed mark or envelope key
    refused as pending) → :func:`read_skill`.

    Raises:
        CompileError: a key outside :data:`BODY_KEYS`, a bad ``once_per_turn`` or zone, an AUTO without ``when``.
    """
    if not isinstance(body, dict):
        raise CompileError(f"{w}: expected a mapping")
    for key in body:
        refuse_proposed("mark", key, w)
        refuse_proposed("envelope", key, w)
    opt = body.get("once_per_turn")
    if opt not in (None, True, False, "unless_class_changed"):
        raise CompileError(f"{w}.once_per_turn: true, false or unless_class_changed, not {opt!r}")
    bad = sorted(set(body) - set(BODY_KEYS[kind]))
    if bad:
        raise CompileError(f"{w}: unknown key(s) {', '.join(bad)} (allowed: {', '.join(BODY_KEYS[kind])})")
    ccs = bool(body.get("ccs")) or body.get("prefix") == "CCS"
    if body.get("zone", "field") not in ("field", "bonds", "hand"):
        raise CompileError(f"{w}.zone: field, bonds or hand")
    if kind == "auto" and "when" not in body:
        raise CompileError(f"{w}: an AUTO skill needs 'when'")
    return read_skill(kind, body, i, w, ccs, v)
