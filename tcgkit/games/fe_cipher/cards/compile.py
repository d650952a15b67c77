"""Skill declarations (``skills.yaml``, or a user card file) → :class:`~tcgkit.games.fe_cipher.skill_model.Skill`
objects. The format, one entry per card id, a list of skills each ``{KIND: BODY}``::

    B01-003:                                   # Marth, Altean Prince
      - act:
          cost: [tap_self, {tap_allies: 1}]
          if: {this_in: front_line}
          do: [{choose: {side: enemy}, then: [move]}]
      - atk_supp:                              # Hero Emblem
          if: {supported_color: Red}
          do: [{break_two_orbs: {to: this, until: combat}}]

Kinds and their keys (every body may also say ``prefix: CCS|FS|…``; ``ccs: true`` is short for the [CCS] prefix):

* ``act``: ``cost``, ``alt_cost`` (paid instead, at the player's choice), ``if``, ``do``, ``once_per_turn``, ``once_per_game`` (a key), ``zone`` (field, bonds, hand);
* ``auto``: ``when`` (an event, or ``{EVENT: SUBJECT-SELECTOR}``), ``cost`` (then "you may pay"), ``if``, ``do``,
  ``once_per_turn``;
* ``cont``: one static or a list (see :class:`~tcgkit.games.fe_cipher.skill_model.Static`): ``{attack: N, to,
  per, if}``, ``{support_fails: SEL}``, ``{support_succeeds: SEL}``, ``{support_boost: {amount, supporter, to}}``,
  ``{protect: {attacker: SEL, to: SEL}}``, ``{cannot_attack: SEL}``, ``{orbs: 2, if}``, ``no_critical``,
  ``{also_color: C}``, ``{remove_keyword: {keyword, from: SEL}}``, ``destroyed_to_bond``,
  ``{supporter_to_bond: {if}}``, ``{keyword: anti_fliers}``;
* ``spec``: ``cannot_bond``, ``{also_named: NAME}``, ``{deploy_if: COND}``, ``unlimited_copies``,
  ``ignores_one_name``, ``{hand_trigger: {when, if, cost, once_per_game, do}}`` (an AUTO in the hand);
* ``atk_supp`` / ``def_supp``: ``if``, ``do`` (``this`` is the supported unit).

Costs: the cost kinds of costs.py (``tap_self``, ``destroy_self``, ``{tap_allies: N or {count, ...selector}}``,
``{tap_named: [names]}``, ``{flip: N}``, ``{discard_same_name: N}``, ``{discard: N}`` …), compiled by the vocabulary
(:meth:`~tcgkit.core.effects.Vocabulary.cost`).

An ``act`` skill is read into the core's ability envelope (``{activate: action, from: bonds|hand, cost, if,
once_per_turn, once_per_game, do}``, :func:`read_act`) and compiled by the vocabulary into an
:class:`~tcgkit.games.fe_cipher.skill_model.FEAbility`; its marks (``prefix``, ``ccs``, ``lvs``, ``once_per_turn:
unless_class_changed``, ``alt_cost``) are FE's own fields beside the core's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.cards.compile_statics import SERIES_TWO_STATICS
from tcgkit.games.fe_cipher.cards.proposed import refuse_proposed
from tcgkit.games.fe_cipher.skill_model import FEAbility, Skill, Static, fe_ability

KINDS = ("act", "auto", "cont", "spec", "atk_supp", "def_supp")
BODY_KEYS = {
    "act": ("cost", "alt_cost", "if", "do", "once_per_turn", "once_per_game", "zone", "prefix", "ccs", "lvs"),
    "auto": ("when", "cost", "if", "do", "once_per_turn", "prefix", "ccs", "lvs"),
    "atk_supp": ("if", "do", "cost"), "def_supp": ("if", "do", "cost"),
}


def _vocab():
    from tcgkit.games.fe_cipher.primitives import VOCAB

    return VOCAB


def read_trigger(spec: Any, where: str) -> Any:
    """Check ``when: TIMING`` or ``{TIMING: SUBJECT}`` names a timing of triggers.py (a proposed one is refused as
    pending) and return it for the envelope, whose timing reads the subject (``FETiming.compile_qualifier``).

    Raises:
        CompileError: an unknown timing.
    """
    vocab = _vocab()
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


def read_static(spec: Any, where: str, ccs: bool) -> Static:
    from tcgkit.games.fe_cipher.selectors import Count

    v = _vocab()
    read_selector = v.selector
    if spec in ("no_critical", "destroyed_to_bond"):
        return Static(spec, ccs=ccs)
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: unknown CONT part {spec!r}")
    for key in spec:
        refuse_proposed("static", key, where)
    cond = v.condition(spec["if"], where + ".if") if "if" in spec else None
    scope = read_selector(spec["to"], where + ".to") if "to" in spec and spec["to"] != "this" else None
    if "attack" in spec:
        per = Count(read_selector(spec["per"], where + ".per")) if "per" in spec else None
        return Static("boost", scope, cond, ccs, amount=int_arg(spec["attack"], where, -100, 100), per=per)
    if spec.get("no_critical"):
        return Static("no_critical", scope, cond, ccs)
    if "orbs" in spec:
        return Static("orbs", scope, cond, ccs, orbs=int_arg(spec["orbs"], where, 1, 5))
    if "keyword" in spec:
        return Static("keyword", keyword=spec["keyword"])
    if "support_fails" in spec or "support_succeeds" in spec:
        key = "support_fails" if "support_fails" in spec else "support_succeeds"
        return Static(key, scope, cond, ccs, supporter=read_selector(spec[key], f"{where}.{key}"))
    if "support_boost" in spec:
        b = spec["support_boost"]
        return Static("support_boost", read_selector(b["to"], where + ".to"), cond, ccs, amount=b["amount"],
                      supporter=read_selector(b["supporter"], where + ".supporter"))
    if "protect" in spec:
        b = spec["protect"]
        return Static("protect", read_selector(b["to"], where + ".to"), cond, ccs,
                      attacker=read_selector(b["attacker"], where + ".attacker"))
    if "cannot_attack" in spec:
        return Static("cannot_attack", read_selector(spec["cannot_attack"], where), cond, ccs)
    if "also_color" in spec:
        return Static("also_color", scope, cond, ccs, color=spec["also_color"])
    if "remove_keyword" in spec:
        b = spec["remove_keyword"]
        return Static("remove_keyword", read_selector(b["from"], where + ".from"), cond, ccs, keyword=b["keyword"])
    if "supporter_to_bond" in spec:
        c = spec["supporter_to_bond"] or {}
        return Static("supporter_to_bond", None, v.condition(c["if"], where) if "if" in c else None, ccs)
    for key in spec:
        if key in SERIES_TWO_STATICS:
            return SERIES_TWO_STATICS[key](spec[key], f"{where}.{key}", Static(key, scope, cond, ccs))
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


def compile_card(decl: Any, base: dict, where: str) -> dict:
    """A card's skill list → the :class:`~tcgkit.games.fe_cipher.cards.CardDef` fields it sets.

    Raises:
        CompileError: anything outside the vocabulary, naming the card, the skill and the key.
    """
    if not isinstance(decl, list):
        raise CompileError(f"{where}: a card's skills are a list of {{KIND: BODY}}")
    v = _vocab()
    out: dict[str, Any] = {"acts": [], "autos": [], "hand_autos": [], "conts": [], "specs": [], "skills": [],
                           "keywords": set()}
    names = set(base["names"])
    for i, entry in enumerate(decl):
        w = f"{where}[{i}]"
        if not isinstance(entry, dict) or len(entry) != 1:
            raise CompileError(f"{w}: a skill is {{KIND: BODY}} with KIND one of {', '.join(KINDS)}")
        (kind, body), = entry.items()
        if kind not in KINDS:
            raise CompileError(f"{w}: unknown skill kind {kind!r} (known: {', '.join(KINDS)})")
        w = f"{w}.{kind}"
        if kind == "spec" and isinstance(body, dict) and "hand_trigger" in body:
            s = read_hand_trigger(body, f"{w}.hand_trigger", i)
            out["hand_autos"].append(s)
            out["skills"].append(s)
            continue
        if kind == "spec":
            out["skills"].append(Skill("spec", i, spec=_spec(body, w, out, names, v)))
            continue
        if kind == "cont":
            ccs, prefix, lvs = False, "", 0
            parts = body if isinstance(body, list) else [body]
            if isinstance(body, dict) and (body.get("ccs") or "prefix" in body or "lvs" in body):
                lvs = int_arg(body["lvs"], w + ".lvs", 1, 9) if "lvs" in body else 0
                ccs = bool(body.get("ccs")) or body.get("prefix") == "CCS"
                prefix = str(body.get("prefix", "CCS" if ccs else ""))
                parts = split_parts({k: x for k, x in body.items() if k not in ("ccs", "prefix", "lvs")})
            statics = tuple(read_static(p, f"{w}[{j}]", ccs) for j, p in enumerate(parts))
            if lvs:
                statics = tuple(replace(s, lvs=lvs) for s in statics)
            for s in statics:
                if s.kind == "keyword":
                    out["keywords"].add(s.keyword)
                else:
                    out["conts"].append(s)
            out["skills"].append(Skill("cont", i, prefix=prefix, ccs=ccs, statics=statics, lvs=lvs))
            continue
        if not isinstance(body, dict):
            raise CompileError(f"{w}: expected a mapping")
        for key in body:
            refuse_proposed("mark", key, w)
            refuse_proposed("envelope", key, w)
        opt = body.get("once_per_turn")
        if opt not in (None, True, False, "unless_class_changed"):
            raise CompileError(f"{w}.once_per_turn: true, false or unless_class_changed, not {opt!r}")
        if kind in SUPPORT_TIMINGS and any(x.kind == kind for x in out["skills"]):
            raise CompileError(f"{w}: a card has at most one {kind} skill")
        bad = sorted(set(body) - set(BODY_KEYS[kind]))
        if bad:
            raise CompileError(f"{w}: unknown key(s) {', '.join(bad)} (allowed: {', '.join(BODY_KEYS[kind])})")
        ccs = bool(body.get("ccs")) or body.get("prefix") == "CCS"
        if body.get("zone", "field") not in ("field", "bonds", "hand"):
            raise CompileError(f"{w}.zone: field, bonds or hand")
        if kind == "auto" and "when" not in body:
            raise CompileError(f"{w}: an AUTO skill needs 'when'")
        s = read_skill(kind, body, i, w, ccs)
        out["skills"].append(s)
        if kind == "act":
            out["acts"].append(s)
        elif kind == "auto":
            out["autos"].append(s)
        elif "support_skill" not in out:  # B05-003 Roy: an ATK SUPP and a DEF SUPP, the first is skill -1
            out["support_skill"] = s
    out["names"] = frozenset(names)
    if "also_affinity" in out:  # B02-094 Forrest: in every zone
        out["affinities"] = frozenset(base.get("affinities", ())) | out.pop("also_affinity")
    out["auto_timings"] = frozenset(s.trigger for s in out["autos"])
    out["keywords"] = frozenset(out["keywords"])
    for k in ("acts", "autos", "hand_autos", "conts", "specs", "skills"):
        out[k] = tuple(out[k])
    return out


SUPPORT_TIMINGS = {"atk_supp": "attack_support", "def_supp": "defense_support"}


def read_skill(kind: str, body: dict, i: int, w: str, ccs: bool) -> FEAbility:
    """An ``act``, ``auto``, ``atk_supp`` or ``def_supp`` skill (its keys checked by :func:`compile_card`) → the
    envelope → an :class:`FEAbility`: ``act`` → ``activate: action`` (``from`` its zone unless the field),
    ``auto`` → ``when: TIMING``, a support skill → ``when: attack_support | defense_support`` (index -1); FE's marks
    beside.

    Raises:
        CompileError: a part outside the vocabulary, naming the card, the skill and the key.
    """
    v = _vocab()
    envelope: dict[str, Any] = {"do": body.get("do")}
    if kind == "act":
        envelope["activate"] = "action"
    else:
        envelope["when"] = read_trigger(body["when"], w + ".when") if kind == "auto" else SUPPORT_TIMINGS[kind]
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


HAND_TRIGGER_KEYS = ("when", "if", "cost", "once_per_game", "do")


def read_hand_trigger(body: dict, w: str, i: int) -> FEAbility:
    """SPEC ``{hand_trigger: {when, if, cost, once_per_game, do}}``: an AUTO skill that works in the hand
    (triggers.py queues it, skills.py resolves it): ``from: hand`` in the envelope (FE calls it a SPEC skill)."""
    b = body["hand_trigger"]
    if set(body) != {"hand_trigger"} or not isinstance(b, dict) or "when" not in b or set(b) - set(HAND_TRIGGER_KEYS):
        raise CompileError(f"{w}: {{{', '.join(HAND_TRIGGER_KEYS)}}} (when and do needed)")
    envelope = {"when": read_trigger(b["when"], w + ".when"), "from": "hand", "do": b.get("do"),
                **{k: b[k] for k in ("if", "cost") if b.get(k) is not None}}
    if b.get("once_per_game"):
        envelope["once_per_game"] = str(b["once_per_game"])
    return fe_ability(_vocab().ability(envelope, i, w))


def _spec(body: Any, w: str, out: dict, names: set, v) -> Any:
    """Read a SPEC into the card's fields; returns it with its condition compiled (for the description)."""
    if body == "cannot_bond":
        out["can_bond"] = False
    elif body == "unlimited_copies":
        out["unlimited_copies"] = True
    elif body == "ignores_one_name":
        out["ignores_one_name"] = True
    elif body == "copies_ally_affinities":
        out["copies_allies"] = True
    elif isinstance(body, dict) and set(body) == {"also_named"}:
        names.add(body["also_named"])
    elif isinstance(body, dict) and set(body) == {"deploy_if"}:
        out["deploy_if"] = v.condition(body["deploy_if"], w + ".deploy_if")
        body = {"deploy_if": out["deploy_if"]}
    elif isinstance(body, dict) and set(body) - {"prefix"} == {"also_affinity"}:
        extra = body["also_affinity"]
        if not isinstance(extra, list) or not all(isinstance(a, str) for a in extra) or len(extra) > 20:
            raise CompileError(f"{w}.also_affinity: a list of affinities")
        out["also_affinity"] = frozenset(extra)
    elif isinstance(body, dict) and set(body) - {"prefix"} == {"cc_cost_becomes"}:
        b = body["cc_cost_becomes"]
        if not isinstance(b, dict) or set(b) != {"cost", "if"}:
            raise CompileError(f"{w}.cc_cost_becomes: {{cost: N, if: CONDITION}}")
        out["cc_cost_if"] = (int_arg(b["cost"], w + ".cost", 0, 20), v.condition(b["if"], w + ".if"))
        body = {"cc_cost_becomes": out["cc_cost_if"]}
    elif isinstance(body, dict) and set(body) - {"prefix"} == {"may_level_up"}:
        b = body["may_level_up"]
        if not isinstance(b, dict) or "named" not in b or set(b) - {"named", "if"}:
            raise CompileError(f"{w}.may_level_up: {{named: NAME, if: CONDITION}}")
        named = frozenset([b["named"]] if isinstance(b["named"], str) else b["named"])
        out["level_up_onto"] = (named, v.condition(b["if"], w + ".if") if "if" in b else None)
        body = {"may_level_up": out["level_up_onto"]}
    else:
        for key in body if isinstance(body, dict) else (body,):
            refuse_proposed("spec", key, w)
        raise CompileError(f"{w}: unknown SPEC {body!r} (cannot_bond, unlimited_copies, ignores_one_name, "
                           f"{{also_named}}, {{deploy_if}})")
    out["specs"].append(body)
    return body
