"""How each kind of CONT part reads its value in the card syntax: the ``read`` of each kind in statics.py
(:meth:`~tcgkit.games.fe_cipher.statics.FEStaticKind.compile`). A reader gets the value, where it stands, the part
with its shared ``to`` / ``if`` and marks already read (a :class:`~tcgkit.games.fe_cipher.skill_model.Static`),
the vocabulary reading the card (handed in: nothing here imports it) and the whole CONT mapping; it returns the
part with its own fields filled (the syntax: cards/compile.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.carddef import range_mask


def boost(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{attack: N, per: SELECTOR}``."""
    per = vocab.amount({"count": spec["per"]}, where + ".per") if "per" in spec else None
    return replace(s, amount=int_arg(v, where, -100, 100), per=per)


def orbs(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    return replace(s, orbs=int_arg(v, where, 1, 5))


def keyword(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{keyword: anti_fliers}``: a printed keyword, without scope, condition or mark."""
    return type(s)(s.kind, keyword=v)


def supporter():
    """``{support_fails | support_succeeds: SELECTOR}``: the supporters it names."""
    def read(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
        return replace(s, supporter=vocab.selector(v, where))
    return read


def support_boost(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{support_boost: {to: SELECTOR, amount: N, supporter: SELECTOR}}``."""
    return replace(s, scope=vocab.selector(v["to"], where + ".to"), amount=v["amount"],
                   supporter=vocab.selector(v["supporter"], where + ".supporter"))


def protect(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{protect: {to: SELECTOR, attacker: SELECTOR}}``."""
    return replace(s, scope=vocab.selector(v["to"], where + ".to"),
                   attacker=vocab.selector(v["attacker"], where + ".attacker"))


def scope_selector(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{KIND: SELECTOR}``: the units it reaches (``cannot_attack``, ``no_skill_moves``)."""
    return replace(s, scope=vocab.selector(v, where))


def also_color(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    return replace(s, color=v)


def remove_keyword(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{remove_keyword: {keyword: K, from: SELECTOR}}``."""
    return replace(s, scope=vocab.selector(v["from"], where + ".from"), keyword=v["keyword"])


def supporter_to_bond(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{supporter_to_bond: {if: CONDITION}}`` (its own condition; the unit itself)."""
    c = v or {}
    return replace(s, scope=None, cond=vocab.condition(c["if"], where) if "if" in c else None)


def selector_arg(key: str | None, field: str):
    """A reader for ``{KIND: {key: SELECTOR}}`` (or ``{KIND: SELECTOR}`` with ``key`` None) that puts the selector
    in ``field`` of the part."""
    def read(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
        if key is not None:
            if not isinstance(v, dict) or set(v) - {key}:
                raise CompileError(f"{where}: {{{key}: SELECTOR}}")
            v = v.get(key)
        return replace(s, **{field: vocab.selector(v, where) if v is not None else None})
    return read


def range_arg(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{range: [min, max]}`` within 1–3."""
    if not (isinstance(v, list) and len(v) == 2 and all(isinstance(d, int) for d in v) and 1 <= v[0] <= v[1] <= 3):
        raise CompileError(f"{where}: [min, max] within 1-3, got {v!r}")
    return replace(s, amount=range_mask(v))


def treat_as_color(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{color: NEW, units: SELECTOR, retreat: CARD-KEYS}``: both selectors name the colour they extend (``color:
    Black``); it is kept apart (``keyword``) and the selectors are read without it."""
    if not isinstance(v, dict) or set(v) - {"color", "units", "retreat"} or "color" not in v:
        raise CompileError(f"{where}: {{color: C, units: SELECTOR, retreat: CARD KEYS}}")
    olds = {part.get("color") for part in (v.get("units"), v.get("retreat")) if isinstance(part, dict)}
    if len(olds) != 1 or None in olds:
        raise CompileError(f"{where}: units and retreat name the one colour they extend (color: C)")
    sel = vocab.selector
    units = {k: x for k, x in v["units"].items() if k != "color"} if "units" in v else None
    retreat = {k: x for k, x in v["retreat"].items() if k != "color"} if "retreat" in v else None
    return replace(s, color=str(v["color"]), keyword=olds.pop(),
                   scope=sel(units, where + ".units") if units is not None else None,
                   target=sel({"zone": "retreat", **retreat}, where + ".retreat") if retreat is not None else None)


def amount_in(lo: int, hi: int):
    """``{KIND: N}`` with N in ``lo``–``hi`` into ``amount``."""
    return lambda v, where, s, vocab, spec: replace(s, amount=int_arg(v, where, lo, hi))


def support_to_hand(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{support_to_hand: {max_cost: N}}``."""
    return replace(s, amount=int_arg((v or {}).get("max_cost"), where + ".max_cost", 0, 20))


def affinity(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    return replace(s, keyword=str(v))


def marker(v: Any, where: str, s: Any, vocab: Any, spec: dict) -> Any:
    """``{KIND: null}``: a kind whose presence is all it says (``supporter_to_growth``)."""
    return s
