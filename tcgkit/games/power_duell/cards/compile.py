"""What a Power Duell card may say: one card's mapping in the card format → a :class:`~.carddef.Card`, with every
rule it breaks (docs/games/power_duell.md#writing-a-card). :mod:`.carddata` reads whole files with line numbers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgkit.core.effects import Ability, AbilitySet, CompileError, Do
from tcgkit.games.power_duell.carddef import (
    CARD_TYPES, ENERGY, EQUIPMENT, GRAVITATION, GUARDIAN_GOD, HAND_EFFECT, INFINITE, MONSTER, NORMAL, PLANETS,
    RANK_EFFECT, RANK_OTHER, RANK_SPECIAL_EFFECT, SHIELD_MONSTER, STATS, SUBTYPES, SUMMONING, TIMED, Card,
)
from tcgkit.games.power_duell.primitives import GRAVITATION_ONLY, VOCAB, GodPlanet
from tcgkit.games.power_duell.statics import ATTACK_IF, ATTACKS, LINKED, STAT_KINDS, STATICS, RankedEffect
from tcgkit.games.power_duell.triggers import ACTIVATED, SUMMONED, TIMINGS, WINDOWS

HAND_TIMINGS = tuple(w.name for w in WINDOWS)
"""When a hand effect may be used (its ``timing``): the windows of :mod:`.triggers`."""
_COMMON = ("id", "name", "type", "set")
_KEYS = {
    GUARDIAN_GOD: _COMMON + ("planet", "gep", "effect", "special_effect"),
    MONSTER: _COMMON + ("planet", "ap", "dp", "lp", "attack_cost", "ao", "abilities"),
    SHIELD_MONSTER: _COMMON + ("planet", "ap", "dp", "lp", "attack_cost", "ao", "abilities"),
    ENERGY: _COMMON + ("subtype", "pha", "opf", "act", "on_activate", "abilities", "summon", "hand_effect",
                       "early_destruction"),
}



class CardError(Exception):
    """One rule a card breaks: ``path`` (e.g. ``cards[3].ap``) locates it, ``rule`` names it; ``more`` holds the
    other rules the same card breaks (every independent part of a card is checked)."""

    def __init__(self, path: str, rule: str, message: str, more: list["CardError"] | None = None) -> None:
        super().__init__(message)
        self.path, self.rule, self.message = path, rule, message
        self.more = more or []

    def all(self) -> list["CardError"]:
        return [self, *self.more]


def _attempt(errs: list[CardError], fn, *args: Any, default: Any = None) -> Any:
    """``fn(*args)``, or ``default`` with the error kept (so one card reports all its independent problems)."""
    try:
        return fn(*args)
    except CardError as err:
        errs.extend(err.all())
        return default


def _raise_all(errs: list[CardError]) -> None:
    if errs:
        raise CardError(errs[0].path, errs[0].rule, errs[0].message, errs[1:])


# ------------------------------------------------------------------------------------------------ reading

def compile_card(raw: Any, where: str, set_name: str = "user", user: bool = True,
                 planets: tuple[str, ...] | None = None) -> Card:
    """One card's mapping → a :class:`Card`.

    Raises:
        CardError: the first rule the card breaks (its path and the rule).
    """
    if not isinstance(raw, dict):
        raise CardError(where, "card", "a card is a mapping (id, name, type, …)")
    for key in ("id", "name", "type"):
        if not isinstance(raw.get(key), str) or not raw[key].strip():
            raise CardError(f"{where}.{key}" if key in raw else where, "missing", f"needs a text '{key}'")
    ctype = raw["type"]
    if ctype not in CARD_TYPES:
        raise CardError(f"{where}.type", "type", f"type {ctype!r} is not one of {', '.join(CARD_TYPES)}")
    extra = sorted(set(raw) - set(_KEYS[ctype]))
    if extra:
        raise CardError(f"{where}.{extra[0]}", "unknown_key",
                        f"unknown key {extra[0]!r} for a {ctype} (allowed: {', '.join(_KEYS[ctype])})")
    base = dict(id=raw["id"].strip(), name=raw["name"].strip(), type=ctype, set=str(raw.get("set", set_name)),
                user=user, data=raw if user else None)
    if ctype == GUARDIAN_GOD:
        return _god(raw, where, base, planets)
    if ctype == ENERGY:
        return _energy(raw, where, base)
    return _monster(raw, where, base, planets)


def _int(raw: dict, key: str, where: str, lo: int, hi: int, default: int | None = None) -> int:
    if key not in raw:
        if default is None:
            raise CardError(where, "missing", f"needs '{key}' (a whole number {lo}–{hi})")
        return default
    v = raw[key]
    if isinstance(v, bool) or not isinstance(v, int):
        raise CardError(f"{where}.{key}", "number", f"{key} must be a whole number, not {v!r}")
    if not lo <= v <= hi:
        raise CardError(f"{where}.{key}", "range", f"{key} {v} is out of range ({lo}–{hi})")
    return v


def _planets(raw: dict, where: str, planets: tuple[str, ...] | None, allow_two: bool) -> tuple[str, str]:
    allowed = planets or PLANETS
    v = raw.get("planet")
    if v is None:
        raise CardError(where, "missing", "needs 'planet' (a monster's primary planet is mandatory, §1.2)")
    names = v if isinstance(v, list) and allow_two else [v]
    if not 1 <= len(names) <= 2:
        raise CardError(f"{where}.planet", "planet", "a primary planet and at most one secondary planet")
    for n in names:
        if n not in allowed:
            raise CardError(f"{where}.planet", "planet", f"{n!r} is not a planet ({', '.join(allowed)})")
    if len(names) == 2 and names[0] == names[1]:
        raise CardError(f"{where}.planet", "planet", "the secondary planet must differ from the primary (§1.2)")
    return names[0], names[1] if len(names) == 2 else ""


def _effect(spec: Any, where: str, gravitation: bool):
    try:
        node = VOCAB.compile(spec, where)
    except CompileError as exc:
        path, _, msg = str(exc).partition(": ")
        raise CardError(path, "effect", msg or str(exc)) from None
    if not gravitation:
        _gravitation_only(node, where)
    return node


def _gravitation_only(node, where: str) -> None:
    for n in node.walk():
        if isinstance(n, Do) and n.primitive.name in GRAVITATION_ONLY:
            raise CardError(where, "rank", f"only a gravitation card may use {n.primitive.name} (only "
                                           f"gravitation affects a guardian god, §1.1, §9)")


def _god(raw: dict, where: str, base: dict, planets) -> Card:
    errs: list[CardError] = []
    planet, _ = _attempt(errs, _planets, raw, where, planets, False, default=("Sun", ""))
    gep = _attempt(errs, _int, raw, "gep", where, 0, 20, default=0)
    pairs = _attempt(errs, _wirkung, raw.get("effect") or {}, f"{where}.effect", default=())
    triggered, statics, _atk = _abilities(raw.get("special_effect"), f"{where}.special_effect", GUARDIAN_GOD, "",
                                          RANK_SPECIAL_EFFECT, errs)
    _raise_all(errs)
    if pairs:
        statics.append(wirkung(pairs, len(triggered) + len(statics)))
    return Card(**base, planet=planet, gep=gep, effect=pairs, abilities=AbilitySet(tuple(triggered + statics)))


def _wirkung(effect: Any, where: str) -> tuple[tuple[str, int], ...]:
    if not isinstance(effect, dict) or set(effect) - set(STATS):
        raise CardError(where, "effect", "a guardian god's effect (Wirkung) only changes monster attributes: a "
                                         f"mapping of {', '.join(STATS)} to amounts (§1.1)")
    return tuple((s, _int(effect, s, where, -10000, 10000)) for s in STATS if s in effect)


def _monster(raw: dict, where: str, base: dict, planets) -> Card:
    errs: list[CardError] = []
    planet, secondary = _attempt(errs, _planets, raw, where, planets, True, default=("Sun", ""))
    stats = {key: _attempt(errs, _int, raw, key, where, lo, hi, default=lo)
             for key, lo, hi in (("ap", 0, 100000), ("dp", 0, 100000), ("lp", 1, 1000000), ("attack_cost", 0, 20),
                                 ("ao", 0, 20))}
    triggered, statics, attack = _abilities(raw.get("abilities"), f"{where}.abilities", raw["type"], "", RANK_OTHER,
                                            errs)
    _raise_all(errs)
    return Card(**base, planet=planet, secondary=secondary, **stats, abilities=AbilitySet(tuple(triggered + statics)),
                **attack)


def _energy(raw: dict, where: str, base: dict) -> Card:
    sub = raw.get("subtype")
    if sub not in SUBTYPES:
        raise CardError(f"{where}.subtype" if "subtype" in raw else where, "subtype",
                        f"an energy card needs 'subtype', one of {', '.join(SUBTYPES)}")
    errs: list[CardError] = []
    grav = sub == GRAVITATION
    pha = _attempt(errs, _pha, raw, where, sub, default=INFINITE)
    act = _attempt(errs, _act, raw, where, grav, default=0)
    opf = 0 if grav else _attempt(errs, _int, raw, "opf", where, 0, 20, 0, default=0)
    for key, need in (("summon", SUMMONING), ("hand_effect", HAND_EFFECT)):
        if (key in raw) != (sub == need):
            errs.append(CardError(f"{where}.{key}" if key in raw else where, key,
                                  f"'{key}' belongs to {need} cards, and a {need} card needs it"))
    on_activate = summon = hand = None
    if "on_activate" in raw:
        if sub in (EQUIPMENT, SUMMONING, HAND_EFFECT):
            use = {SUMMONING: "summon", HAND_EFFECT: "hand_effect"}.get(sub, "abilities")
            errs.append(CardError(f"{where}.on_activate", "on_activate",
                                  f"a {sub} card has no activation effect (use {use})"))
        else:
            on_activate = _attempt(errs, _effect, raw["on_activate"], f"{where}.on_activate", grav)
    if sub == SUMMONING and "summon" in raw:
        summon = _attempt(errs, _effect, {"summon": raw["summon"]}, f"{where}.summon", False)
    if sub == HAND_EFFECT and "hand_effect" in raw:
        hand = _attempt(errs, _hand_effect, raw["hand_effect"], f"{where}.hand_effect")
    triggered, statics, _atk = _abilities(raw.get("abilities"), f"{where}.abilities", ENERGY, sub, RANK_OTHER, errs)
    if hand is not None:
        statics.append(hand)  # a hand-effect card has no other ability: its index is 0
    for node, window in ((on_activate, ACTIVATED), (summon, SUMMONED)):
        if node is not None:  # last, so the triggered abilities keep their indexes (the keys of waiting triggers)
            statics.append(Ability(len(triggered) + len(statics), windows=(window,), effect=node, body=node,
                                   zone=window.zone, timing=window.name))
    linked = any(e.scope is LINKED for a in statics for e in a.statics)
    if linked and sub not in (EQUIPMENT, SUMMONING) and not _links(on_activate):
        errs.append(CardError(f"{where}.abilities", "link", "an effect 'to: linked' needs a link: an equipment or "
                                                            "summoning card, or 'link' in on_activate"))
    early = raw.get("early_destruction", True)
    if grav and "early_destruction" in raw:
        errs.append(CardError(f"{where}.early_destruction", "gravitation", "a gravitation card never stays on G"))
    elif not isinstance(early, bool):
        errs.append(CardError(f"{where}.early_destruction", "flag", "early_destruction is true or false"))
    _raise_all(errs)
    return Card(**base, subtype=sub, pha=pha, opf=opf, act=act,
                abilities=AbilitySet(tuple(triggered + statics)), linked=linked,
                early_destruction=early and not grav)


def _pha(raw: dict, where: str, sub: str) -> int:
    if sub == TIMED:
        return _int(raw, "pha", where, 1, 9)
    if sub == NORMAL:
        return _int(raw, "pha", where, 0, 0, 0)
    if "pha" in raw:
        raise CardError(f"{where}.pha", "pha", f"a {sub} card has no phase counter (PHA is for normal and timed "
                                               f"cards, §1.3)")
    return INFINITE


def _act(raw: dict, where: str, grav: bool) -> int:
    if grav:
        if "opf" in raw:
            raise CardError(f"{where}.opf", "sacrifice", "a gravitation card cannot be sacrificed: no OPF (1.2.3)")
        return _int(raw, "act", where, 0, 20)
    if "act" in raw:
        raise CardError(f"{where}.act", "act", "only gravitation cards have an activation cost (ACT, §1.3)")
    return 0


def _hand_effect(h: Any, where: str) -> Ability:
    """``hand_effect: {timing: WINDOW, do: [...]}`` → an activated ability used from the hand in that window."""
    if not isinstance(h, dict) or set(h) != {"timing", "do"} or h["timing"] not in HAND_TIMINGS:
        raise CardError(where, "hand_effect", f"a hand effect is {{timing: {' | '.join(HAND_TIMINGS)}, do: [...]}}")
    window = VOCAB.windows[h["timing"]]
    node = _effect(h["do"], f"{where}.do", False)
    return Ability(0, windows=(window,), effect=node, body=node, zone=window.zone, timing=window.name)


def _links(node) -> bool:
    return node is not None and any(isinstance(n, Do) and n.primitive.name == "link" for n in node.walk())


def _abilities(spec: Any, where: str, ctype: str, subtype: str, rank: int, errs: list[CardError]):
    """A card's ``abilities`` (the shared envelope, :mod:`tcgkit.core.effects.envelope`, plus a monster's
    ``attacks: N`` and ``attack_if: CONDITION``) → (triggered abilities, static abilities, printed keywords
    ``{"keywords": ((kind, value), …)}``); each ability's problems go to ``errs`` so the others are still checked.
    Triggered abilities are numbered first (their index is the key of a waiting trigger and of a once-per-turn mark,
    as in every version of the format), static ones after them; a static effect keeps ``rank``, its layer (§9)."""
    if spec is None:
        return [], [], {}
    if not isinstance(spec, list):
        errs.append(CardError(where, "abilities", "a list of abilities"))
        return [], [], {}
    monster = ctype in (MONSTER, SHIELD_MONSTER)
    triggered: list[tuple[dict, str]] = []
    statics: list[tuple[dict, str]] = []
    keywords: dict = {}  # the last one written counts, as in every version of the format
    for i, ab in enumerate(spec):
        w = f"{where}[{i}]"
        if isinstance(ab, dict) and "when" in ab and "static" not in ab:
            triggered.append((ab, w))
        elif isinstance(ab, dict) and "static" in ab and "when" not in ab:
            statics.append((ab, w))
        elif isinstance(ab, dict) and set(ab) == {"attacks"} and monster:
            keywords[ATTACKS] = _attempt(errs, _int, ab, "attacks", w, 1, 5, default=1)
        elif isinstance(ab, dict) and set(ab) == {"attack_if"} and monster:
            keywords[ATTACK_IF] = _attempt(errs, _condition, ab["attack_if"], f"{w}.attack_if")
        else:
            errs.append(CardError(w, "abilities", f"unknown ability {sorted(ab) if isinstance(ab, dict) else ab!r}: "
                                                  "static, when" + (", attacks, attack_if" if monster else "")))
    found = [_attempt(errs, _triggered, ab, w, k, ctype, subtype) for k, (ab, w) in enumerate(triggered)]
    found_statics = [_attempt(errs, _static, ab, w, len(triggered) + k, ctype, subtype, rank)
                     for k, (ab, w) in enumerate(statics)]
    found_statics = [a for a in found_statics if a is not None]
    if len({e.scope is LINKED for a in found_statics for e in a.statics}) > 1:
        errs.append(CardError(where, "link", "a card's continuous effects are either all 'to: linked' or none"))
    if keywords.get(ATTACKS) == 1:
        del keywords[ATTACKS]  # one attack is every monster's
    printed = tuple((kind, keywords[kind]) for kind in (ATTACKS, ATTACK_IF) if keywords.get(kind) is not None)
    return [a for a in found if a is not None], found_statics, {"keywords": printed} if printed else {}


def _condition(spec, where):
    try:
        return VOCAB.condition(spec, where)
    except CompileError as exc:
        path, _, msg = str(exc).partition(": ")
        raise CardError(path, "condition", msg or str(exc)) from None


_RULES = {"when": "when", "static": "static", "to": "selector", "if": "condition", "do": "effect"}


def _envelope(ab: dict, index: int, w: str) -> Ability:
    """One envelope entry compiled by the vocabulary; its problem as a :class:`CardError` whose rule names the key."""
    try:
        return VOCAB.ability(ab, index, w)
    except CompileError as exc:
        path, _, msg = str(exc).partition(": ")
        key = path[len(w):].lstrip(".").split(".")[0].split("[")[0]
        raise CardError(path, _RULES.get(key, "abilities"), msg or str(exc)) from None


def _static(ab: dict, w: str, index: int, ctype: str, subtype: str, rank: int) -> Ability:
    if subtype in (HAND_EFFECT, GRAVITATION):
        raise CardError(f"{w}.static", "static", f"a {subtype} card does not stay on the field: no continuous effect")
    a = _envelope(ab, index, w)
    if a.statics[0].scope is None and ctype not in (MONSTER, SHIELD_MONSTER):
        raise CardError(f"{w}.to", "static", "'to: this' is for monsters; name the monsters it reaches")
    ordered = sorted(a.statics, key=lambda e: STATICS.index(e.kind))  # described in the kinds' order
    return replace(a, statics=tuple(RankedEffect(e.kind, e.value, e.scope, e.cond, rank) for e in ordered))


def _triggered(ab: dict, w: str, index: int, ctype: str, subtype: str) -> Ability:
    a = _envelope(ab, index, w)
    if a.trigger.monster_only and ctype not in (MONSTER, SHIELD_MONSTER):
        allowed = ", ".join(t.name for t in TIMINGS if not t.monster_only)
        kind = ctype.replace("_", " ")
        article = "an" if kind[0] in "aeiou" else "a"
        raise CardError(f"{w}.when", "when", f"{a.trigger.name!r} is a monster's own moment; {article} {kind} card "
                                             f"hears {allowed}")
    if subtype in (HAND_EFFECT, GRAVITATION):
        raise CardError(f"{w}.when", "when", f"a {subtype} card does not stay on the field: no triggered ability")
    _gravitation_only(a.effect, f"{w}.do")
    return a


def wirkung(pairs: tuple[tuple[str, int], ...], index: int) -> Ability:
    """A guardian god's effect (Wirkung) as a static ability of rank 3 reaching its controller's face-up monsters
    of its planet (§1.1)."""
    scope = GodPlanet()
    return Ability(index, statics=tuple(RankedEffect(STAT_KINDS[s], v, scope, None, RANK_EFFECT) for s, v in pairs))
