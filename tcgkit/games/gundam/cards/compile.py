"""Card data → :class:`~tcgkit.games.gundam.carddef.CardDef`: facts (cards/facts.json) plus an effect declaration
in Gundam's vocabulary (cards/effects.yaml; docs/games/gundam.md#effect-vocabulary).

Per card: ``keywords: {breach: 3, blocker: 1 …}``, ``pilot_name`` (a Command that can be paired as that Pilot), and
``abilities``: each ``{timing, if, qualifier, once_per_turn, cost, rest_self, optional, do}`` (``do`` compiled by
:data:`~tcgkit.games.gundam.primitives.VOCAB`) or ``{static, if}`` (constant effects: ``{ap, hp, scope}``,
``{keyword, value}``, ``{attack_active_level_le: N}``, ``{battle_damage_immunity_ap_le: N}``, ``{cost_in_hand: N}``).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import CompileError, Static
from tcgkit.core.errors import TcgkitError
from tcgkit.games.gundam.carddef import HAND_KEYS, KEYWORDS, KIND_OF_TYPE, PILOT, TIMINGS, Ability, CardDef
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.selectors import FriendlyCards, read_selector

STATIC_KEYS = ("ap", "hp", "scope", "keyword", "value", "attack_active_level_le", "battle_damage_immunity_ap_le",
               "cost_in_hand", "cost_in_hand_per_enemy_unit", "level_in_hand_per_enemy_unit", "cant_attack_player",
               "ap_unreducible", "base_guard_level_le", "alt_cost_destroy")
_SCOPES = {"friendly_units": FriendlyCards()}


def parse_link(link: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split a cards.json link field into (names, traits) — rules/gundam.md §1.10 ruling 3.

    ``"[Amuro Ray]"`` → names; ``"(White Base Team) Trait"`` → traits; alternatives are separated by ``" / "``.
    """
    names: list[str] = []
    traits: list[str] = []
    if link:
        for part in link.split(" / "):
            part = part.strip()
            if part.startswith("[") and part.endswith("]"):
                names.append(part[1:-1])
            elif part.startswith("("):
                traits.append(part[1 : part.index(")")])
            else:
                raise TcgkitError(f"cannot read link condition {link!r}")
    return tuple(names), tuple(traits)


def compile_statics(spec: Any, cond, where: str) -> tuple[Static, ...]:
    """A constant effect's declaration → one :class:`Static` per key (``{ap: 1, hp: 1}`` gives two)."""
    if not isinstance(spec, dict) or not spec or set(spec) - set(STATIC_KEYS):
        raise CompileError(f"{where}: a static is a mapping of {', '.join(STATIC_KEYS)}, got {spec!r}")
    scope = None
    if "scope" in spec:
        if isinstance(spec["scope"], dict):
            scope = read_selector(spec["scope"], f"{where}.scope")
        elif spec["scope"] not in _SCOPES:
            raise CompileError(f"{where}.scope: unknown scope {spec['scope']!r} ({', '.join(_SCOPES)} or a selector)")
        else:
            scope = _SCOPES[spec["scope"]]
    out = []
    if "keyword" in spec:
        if spec["keyword"] not in KEYWORDS:
            raise CompileError(f"{where}: unknown keyword {spec['keyword']!r}")
        out.append(Static(spec["keyword"], int(spec.get("value", 1)), scope, cond))
    out.extend(Static(k, int(v), scope, cond) for k, v in spec.items() if k not in ("scope", "keyword", "value"))
    return tuple(out)


def compile_ability(i: int, a: Any, where: str) -> Ability:
    """One declared ability."""
    if not isinstance(a, dict):
        raise CompileError(f"{where}: an ability is a mapping, got {a!r}")
    cond = VOCAB.condition(a["if"], f"{where}.if") if a.get("if") else None
    if "static" in a:
        return Ability(i, "static", cond=cond, statics=compile_statics(a["static"], cond, f"{where}.static"))
    timing = a.get("timing")
    if timing not in TIMINGS:
        raise CompileError(f"{where}: unknown timing {timing!r}")
    do = a.get("do")
    if do is not None and not isinstance(do, list):
        raise CompileError(f"{where}: 'do' must be a list of steps")
    qual = None
    if a.get("qualifier"):
        (qk, qv), = a["qualifier"].items()
        if qk == "cards":
            qv = read_selector(qv, f"{where}.qualifier.cards")
        elif qk == "trait" and isinstance(qv, list):
            qv = tuple(qv)
        elif qk not in ("trait", "level_ge", "linked"):
            raise CompileError(f"{where}.qualifier: trait, level_ge, cards or linked, got {qk!r}")
        qual = (qk, qv)
    return Ability(i, timing, VOCAB.compile(do or [], where), cond, qual, bool(a.get("once_per_turn", False)),
                   int(a.get("cost", 0)), bool(a.get("rest_self", False)), bool(a.get("optional", False)))


def set_code(number: str, product: str) -> str:
    """The set a card number belongs to: its prefix for booster and starter numbers (``GD01-049`` → ``GD01``, even
    when cards.json lists the product that reprinted it), else the product's name (``Basic Cards``)."""
    head = number.split("-")[0]
    return head if len(head) == 4 and head[:2] in ("GD", "ST") and head[2:].isdigit() else product


def compile_card(fact: dict, decl: dict | None, waits_for: tuple[str, ...] = ()) -> CardDef:
    """Build a :class:`CardDef` from a facts record and its declaration (``None``: not yet playable; ``waits_for``:
    the proposed timings and continuous effects it waits for, cards/pending).

    Raises:
        CompileError: a declaration outside the vocabulary (naming the card number, the ability and the key).
    """
    num = fact["number"]
    ctype = fact["type"]
    kind = KIND_OF_TYPE[ctype]
    names, traits = parse_link(fact.get("link"))
    abilities: list[Ability] = []
    keywords: tuple = ()
    pilot_name = fact["name"] if kind == PILOT else None
    if decl:
        unknown = set(decl) - {"keywords", "abilities", "pilot_name"}
        if unknown:
            raise CompileError(f"{num}: unknown keys {sorted(unknown)}")
        kw = decl.get("keywords") or {}
        for k in kw:
            if k not in KEYWORDS:
                raise CompileError(f"{num}: unknown keyword {k!r}")
        keywords = tuple((k, int(v)) for k, v in kw.items())
        if decl.get("pilot_name"):
            pilot_name = decl["pilot_name"]
        for i, a in enumerate(decl.get("abilities") or []):
            abilities.append(compile_ability(i, a, f"{num} ability {i}"))
    ab = tuple(abilities)
    statics = tuple(s for a in ab for s in a.statics)

    def at(*timings: str) -> tuple[Ability, ...]:
        return tuple(a for t in timings for a in ab if a.timing == t)

    return CardDef(
        id=num, name=fact["name"], type=ctype, kind=kind, token=ctype in ("unit token", "ex base", "ex resource"),
        color=fact.get("color") or "-", level=int(fact.get("level") or 0), cost=int(fact.get("cost") or 0),
        ap=int(fact.get("ap") or 0), hp=int(fact.get("hp") or 0), link_names=names, link_traits=traits,
        traits=tuple(fact.get("traits") or ()), keywords=keywords, set=set_code(num, fact.get("set") or ""),
        pilot_name=pilot_name, abilities=ab,
        statics=tuple(s for s in statics if s.key not in HAND_KEYS),
        static_keys=frozenset(s.key for s in statics if s.key not in HAND_KEYS),
        hand_statics=tuple(s for s in statics if s.key in HAND_KEYS), playable=decl is not None,
        waits_for=waits_for, has_link=bool(names or traits), main_abilities=at("main", "main_action"),
        action_abilities=at("action", "main_action"), burst_abilities=at("burst"), activate_main=at("activate_main"),
        activate_action=at("activate_action"),
    )
