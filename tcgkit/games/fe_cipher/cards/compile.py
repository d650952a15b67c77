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

* ``act``: ``cost``, ``alt_cost`` (paid instead, at the player's choice), ``if``, ``do``, ``once_per_turn``,
  ``once_per_game`` (a key), ``zone`` (field, bonds, hand);
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

from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.cards.proposed import refuse_proposed
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.skill_model import FEAbility, Skill, fe_ability
from tcgkit.games.fe_cipher.skill_readers import SUPPORT_TIMINGS, read_body, read_cont, read_trigger
from tcgkit.games.fe_cipher.statics import KEYWORD

KINDS = ("act", "auto", "cont", "spec", "atk_supp", "def_supp")



def compile_card(decl: Any, base: dict, where: str) -> dict:
    """A card's skill list → the :class:`~tcgkit.games.fe_cipher.cards.CardDef` fields it sets.

    Raises:
        CompileError: anything outside the vocabulary, naming the card, the skill and the key.
    """
    if not isinstance(decl, list):
        raise CompileError(f"{where}: a card's skills are a list of {{KIND: BODY}}")
    v = VOCAB
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
            s = read_cont(body, i, w, v)
            for part in s.statics:
                if part.kind is KEYWORD:
                    out["keywords"].add(part.keyword)
                else:
                    out["conts"].append(part)
            out["skills"].append(s)
            continue
        if kind in SUPPORT_TIMINGS and any(x.kind == kind for x in out["skills"]):
            raise CompileError(f"{w}: a card has at most one {kind} skill")
        s = read_body(kind, body, i, w, v)
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


HAND_TRIGGER_KEYS = ("when", "if", "cost", "once_per_game", "do")


def read_hand_trigger(body: dict, w: str, i: int) -> FEAbility:
    """SPEC ``{hand_trigger: {when, if, cost, once_per_game, do}}``: an AUTO skill that works in the hand
    (triggers.py queues it, skills.py resolves it): ``from: hand`` in the envelope (FE calls it a SPEC skill)."""
    b = body["hand_trigger"]
    if set(body) != {"hand_trigger"} or not isinstance(b, dict) or "when" not in b or set(b) - set(HAND_TRIGGER_KEYS):
        raise CompileError(f"{w}: {{{', '.join(HAND_TRIGGER_KEYS)}}} (when and do needed)")
    envelope = {"when": read_trigger(b["when"], w + ".when", VOCAB), "from": "hand", "do": b.get("do"),
                **{k: b[k] for k in ("if", "cost") if b.get(k) is not None}}
    if b.get("once_per_game"):
        envelope["once_per_game"] = str(b["once_per_game"])
    return fe_ability(VOCAB.ability(envelope, i, w))


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
