"""Declarations of the cards after GD01: ``gd02.yaml``, ``gd03.yaml``, ``gd04.yaml``, ``promos.yaml`` (issue 20).

They are written in exactly the syntax of ``cards/effects.yaml`` (the core's ability envelope;
docs/games/gundam.md#effect-vocabulary), one file per set, read by
:func:`tcgkit.games.gundam.carddata.pending_declarations`. A card whose declaration uses only today's vocabulary is
loaded into the pool and playable like any other (``cards.pool()``). A card that needs a timing, a continuous effect or
a trigger qualifier the rules do not have yet is declared with the key proposed for it (the names in :data:`PROPOSED`:
``when: KEY`` or ``when: {KEY: QUALIFIER}`` with the qualifier's ``cards``/``pilot``/``that``/``blocker``/``by``,
``static: {KEY: VALUE}``): each becomes a ``TriggerKind`` or ``StaticKind`` object of the vocabulary (issue 19), and
leaves these tables then. Such a card stays "not yet playable", and :func:`waits_for` names the keys it waits for;
everything else in its declaration is compiled by ``tests/games/gundam/test_pending_cards.py``, so the files stay valid
while they wait.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tcgkit.games.gundam.carddata import PENDING_FILES as FILES
from tcgkit.games.gundam.carddata import pending_declarations as declarations

__all__ = ["FILES", "PROPOSED", "declarations", "stripped", "waiting", "waits_for"]

#: proposed timings (``when: KEY``): a TriggerKind each (issue 19); the semantic specs are in the plan
PROPOSED_TIMINGS = {
}
#: proposed continuous effects (``static: {KEY: …}``, and the ``grant_static`` primitive's keys): a StaticKind each
PROPOSED_STATICS = {
}
#: proposed card keys and one-shot effects that need a rules hook of their own
PROPOSED_OTHER = {
}
PROPOSED = {**PROPOSED_TIMINGS, **PROPOSED_STATICS, **PROPOSED_OTHER}


@lru_cache(maxsize=1)
def waiting() -> dict[str, tuple[str, ...]]:
    """Every pending card that waits → the proposed keys it waits for: its own, and those of a token it deploys
    (GD04-017 Zeong waits with the T-022 tokens it makes, whose "can't be paired" is a proposed static)."""
    decls = declarations()
    own = {num: waits_for(decl) for num, decl in decls.items()}
    out = {}
    for num, decl in decls.items():
        keys = set(own[num])
        for token in _tokens(decl.get("abilities")):
            keys.update(own.get(token, ()))
        if keys:
            out[num] = tuple(sorted(keys))
    return out


def _tokens(spec: Any) -> list[str]:
    """The token numbers a declaration's effects deploy."""
    if isinstance(spec, list):
        return [t for s in spec for t in _tokens(s)]
    if isinstance(spec, dict):
        if "deploy_token" in spec:
            v = spec["deploy_token"]
            return [v["card"] if isinstance(v, dict) else v]
        return [t for v in spec.values() for t in _tokens(v)]
    return []


def waits_for(decl: dict) -> tuple[str, ...]:
    """The proposed keys a declaration uses itself (empty: it compiles with today's vocabulary), sorted."""
    found: set[str] = set()
    for a in decl.get("abilities") or ():
        if not isinstance(a, dict):
            continue
        if _timing(a) in PROPOSED_TIMINGS:
            found.add(_timing(a))
        if isinstance(a.get("static"), dict):
            found.update(k for k in a["static"] if k in PROPOSED_STATICS)
        _scan(a.get("do"), found)
    return tuple(sorted(found))


def _timing(ability: dict) -> Any:
    """The timing a triggered ability names (``when: KEY`` or ``when: {KEY: QUALIFIER}``); None for another."""
    when = ability.get("when")
    if isinstance(when, dict) and len(when) == 1:
        return next(iter(when))
    return when if isinstance(when, str) else None


def _scan(spec: Any, found: set[str]) -> None:
    """Proposed one-shot keys (``cost_paid``), and proposed statics an effect gives (``grant_static``),
    anywhere in an effect."""
    if isinstance(spec, list):
        for s in spec:
            _scan(s, found)
    elif isinstance(spec, dict):
        for k, v in spec.items():
            if k in PROPOSED_OTHER or k in PROPOSED_STATICS:  # a proposed static given by grant_static too
                found.add(k)
            _scan(v, found)


def stripped(decl: dict) -> tuple[dict, list[tuple[str, Any]]]:
    """A waiting declaration without its proposed keys, and the parts they carried that can be checked on their
    own: ``(kind, spec)`` with kind ``condition`` or ``selector`` (compiled by the caller). An ability whose timing
    is proposed is kept as ``activate: main`` (so its ``if`` and ``do`` compile as usual); a static left with no
    known key is dropped (its condition and ``to`` go to the checked parts)."""
    out = dict(decl)
    extra: list[tuple[str, Any]] = []
    abilities = []
    for a in decl.get("abilities") or ():
        a = dict(a)
        if _timing(a) in PROPOSED_TIMINGS:
            q = a.pop("when")
            a["activate"] = "main"
            q = next(iter(q.values())) if isinstance(q, dict) else {}
            extra.extend(("selector", v) for k, v in (q or {}).items() if k in ("cards", "pilot", "that", "blocker"))
        if isinstance(a.get("static"), dict):
            rest = {k: v for k, v in a["static"].items() if k not in PROPOSED_STATICS}
            extra.extend(("selector", v) for k, v in a["static"].items()
                         if k in PROPOSED_STATICS and isinstance(v, dict) and "side" in v)
            if not rest:
                if a.get("if"):
                    extra.append(("condition", a["if"]))
                if isinstance(a.get("to"), dict):
                    extra.append(("selector", a["to"]))
                continue
            a["static"] = rest
        if "do" in a:
            a["do"] = _unwrap(a["do"], extra)
        abilities.append(a)
    out["abilities"] = abilities
    return out, extra


def _unwrap(spec: Any, extra: list) -> Any:
    """An effect with each proposed one-shot replaced by what can be compiled of it."""
    if isinstance(spec, list):
        return [x for x in (_unwrap(s, extra) for s in spec) if x is not None]
    if isinstance(spec, dict):
        if "grant_static" in spec:
            return None
        return {k: _unwrap(v, extra) for k, v in spec.items()}
    return spec
