"""The schema of one card in the Soulbound Ærkana card format, checked field by field: :func:`compile_card` turns a
card's declaration into a :class:`~.carddef.CardDef` while a :class:`Checker` collects every problem with its line
(docs/games/soulbound_arkana.md#checking-a-card). Files are read by :mod:`.carddata`.
"""

from __future__ import annotations

import json
import re
from typing import Any

import yaml

from tcgkit.core.effects import AbilitySet, CompileError
from tcgkit.core.game import DeckProblem
from tcgkit.games.soulbound_arkana.carddef import (
    ANSWERS, ARCANUM, BEING, BEING_TYPES, ELEMENTS, ETERNAL, FIELD, FUSION, INFINITY, LANDMARK, NET, OVERLAY, SEAL,
    TYPES, CardDef, MaterialSpec,
)
from tcgkit.games.soulbound_arkana.costs import DETACH
from tcgkit.games.soulbound_arkana.primitives import VOCAB
from tcgkit.games.soulbound_arkana.statics import KEYWORDS
from tcgkit.games.soulbound_arkana.triggers import FLOW

SRC = "docs/games/soulbound_arkana.md#writing-a-card"
SEED = "seed 002"

COMMON = ("id", "name", "type", "limit", "set")
KEYS = {
    BEING: COMMON + ("element", "level", "strength", "shield", "keywords", "abilities", "statics"),
    FUSION: COMMON + ("element", "level", "strength", "shield", "keywords", "abilities", "statics", "materials",
                      "requires"),
    OVERLAY: COMMON + ("element", "rank", "strength", "shield", "keywords", "abilities", "statics", "materials"),
    NET: COMMON + ("element", "net_value", "strength", "shield", "keywords", "abilities", "statics"),
    ARCANUM: COMMON + ("cost", "lasting", "do", "statics"),
    SEAL: COMMON + ("cost", "lasting", "answers", "do", "statics"),
    LANDMARK: COMMON + ("cost", "statics"),
}
REQUIRED = {
    BEING: ("element", "level", "strength", "shield"), FUSION: ("level", "strength", "shield", "materials"),
    OVERLAY: ("rank", "strength", "shield", "materials"), NET: ("net_value", "strength", "shield"),
    ARCANUM: ("cost",), SEAL: ("cost", "answers"), LANDMARK: ("cost", "statics"),
}
LASTING = {ARCANUM: (INFINITY, FIELD), SEAL: (ETERNAL,)}
ABILITY_KEYS = ("when", "activate", "do")
"""The keys of a version-1 ability (``{when: T, do}``, ``{activate: {…}, do}``); any other entry is read in the shared
envelope syntax (:mod:`tcgkit.core.effects.envelope`)."""
ACTIVATE_KEYS = ("from", "step", "cost", "once_per_turn")
COST_ORDER = ("sp", "binding", "detach")
"""The order a version-1 ``cost`` mapping is paid in (soul points and the binding at once, then the materials)."""
STATIC_KEYS = ("stat", "value", "to", "while")
MATERIAL_KEYS = ("name", "element", "level")

#: the game's scale (rules §11: stats follow the 8000-BP life total); outside it a card is not legal
SCALE = {"level": (1, 12), "rank": (1, 12), "net_value": (1, 5), "strength": (0, 5000), "shield": (0, 5000),
         "cost": (0, 10), "limit": (1, 3)}
#: design guideline (warnings): highest strength the starter set's curve gives a main-deck being per tribute bracket
CURVE = {0: 1900, 1: 2600, 2: 3000, 3: 3600}

_CARD_PREFIX = re.compile(r"^cards\[\d+\]\.")
_PATH = re.compile(r"\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]")


class Checker:
    """Collects the problems of one file while its cards are compiled."""

    def __init__(self, root: Any, known: dict[str, CardDef]) -> None:
        self.root = root
        self.known = known
        self.problems: list[DeckProblem] = []

    def line(self, path: str) -> int | None:
        """1-based line of the deepest YAML node on ``path`` (``cards[2].abilities[0].do``)."""
        node, line = self.root, None
        if node is None:
            return None
        line = node.start_mark.line + 1
        for name, index in _PATH.findall(path):
            if isinstance(node, yaml.MappingNode) and name:
                for k, v in node.value:
                    if k.value == name:
                        node, line = v, k.start_mark.line + 1
                        break
                else:
                    return line
            elif isinstance(node, yaml.SequenceNode) and index and int(index) < len(node.value):
                node = node.value[int(index)]
                line = node.start_mark.line + 1
            else:
                return line
        return line

    def add(self, rule: str, path: str, message: str, source: str = SRC, severity: str = "error") -> None:
        self.problems.append(DeckProblem(rule=rule, message=message, line=self.line(path), source=source,
                                         severity=severity))

    def compile_effect(self, spec: Any, path: str, label: str) -> Any:
        try:
            return VOCAB.compile(spec, path)
        except CompileError as exc:
            text = str(exc)
            where = text.split(": ", 1)[0]
            self.add("effect", where, f"{label}: {_CARD_PREFIX.sub('', text, count=1)}")
            return None

    def compile_ability(self, spec: dict, index: int, path: str, label: str) -> Any:
        """One ability in the envelope syntax → :class:`~tcgkit.core.effects.Ability` (``None`` after a problem:
        rule ``effect`` inside its ``do``, ``ability`` elsewhere)."""
        try:
            ability = VOCAB.ability(spec, index, path)
            if ability.trigger is not None and ability.cost:
                raise CompileError(f"{path}.cost: a triggered ability has no cost in Soulbound Ærkana (only an "
                                   f"activated one: activate: bind|action)")
            return ability
        except CompileError as exc:
            text = str(exc)
            where = text.split(": ", 1)[0]
            self.add("effect" if ".do" in where[len(path):] else "ability", where,
                     f"{label}: {_CARD_PREFIX.sub('', text, count=1)}")
            return None


def compile_card(ck: Checker, raw: Any, at: str, default_set: str, names: dict) -> CardDef | None:
    if not isinstance(raw, dict):
        ck.add("format", at, f"card {at}: expected a mapping of card fields, got {raw!r}")
        return None
    cid = raw.get("id")
    label = str(cid) if cid else at
    typ = raw.get("type")
    if typ not in TYPES:
        ck.add("type", f"{at}.type", f"{label}: type must be one of {', '.join(TYPES)}, got {typ!r}")
        return None
    allowed = KEYS[typ]
    for k in raw:
        if k not in allowed:
            ck.add("unknown_key", f"{at}.{k}",
                   f"{label}: unknown key {k!r} for a {typ} (allowed: {', '.join(allowed)})")
    for k in ("id", "name") + REQUIRED[typ]:
        if k not in raw:
            rule = "special_materials" if k == "materials" else "net_value" if k == "net_value" else "missing_key"
            what = {"materials": "a special being needs its materials", "net_value": "a net being needs its net value"}
            ck.add(rule, at, f"{label}: missing {k!r}" + (f" ({what[k]})" if k in what else ""),
                   source=f"{SEED} Spezialkarten, rules §10.16–18" if k in what else SRC)
    if not isinstance(cid, str) or not cid.strip():
        if "id" in raw:
            ck.add("missing_key", f"{at}.id", f"{label}: the id must be text (e.g. X-01), got {cid!r:.40}")
        return None
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        ck.add("missing_key", f"{at}.name", f"{label}: a card needs a name")
        return None
    stats = {}
    for k in ("level", "rank", "net_value", "strength", "shield", "cost", "limit"):
        if k not in raw or k not in allowed:
            continue
        v = raw[k]
        lo, hi = SCALE[k]
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            ck.add("stat_scale", f"{at}.{k}", f"{label}: {k} {v!r} is outside the game's scale ({lo}–{hi})",
                   source=f"{SEED} Allgemeine Regeln 3, 10, 11; rules §11")
            continue
        stats[k] = v
        if k in ("strength", "shield") and v % 100:
            ck.add("stat_step", f"{at}.{k}", f"{label}: {k} {v} is not a multiple of 100 (every printed value is)",
                   severity="warning")
    element = raw.get("element", "")
    if element and element not in ELEMENTS:
        ck.add("element", f"{at}.element", f"{label}: element must be one of {', '.join(ELEMENTS)}, got {element!r}",
               source="rules §2")
        element = ""
    lasting = raw.get("lasting", "")
    if lasting and lasting not in LASTING.get(typ, ()):
        ck.add("lasting", f"{at}.lasting",
               f"{label}: a {typ} cannot be {lasting!r} (arcanum: infinity or field; seal: eternal)",
               source=f"{SEED} Spezialkarten")
        lasting = ""
    keywords = raw.get("keywords") or []
    if not isinstance(keywords, list) or any(k not in KEYWORDS for k in keywords):
        ck.add("keyword", f"{at}.keywords", f"{label}: keywords is a list of {', '.join(KEYWORDS)}, got {keywords!r}")
        keywords = []
    printed = tuple((KEYWORDS[k], 1) for k in dict.fromkeys(keywords))
    answers = raw.get("answers", "")
    if typ == SEAL and answers and answers not in ANSWERS:
        ck.add("answers", f"{at}.answers", f"{label}: answers must be attack or any, got {answers!r}",
               source="rules §10.13")
    entries = _abilities(ck, raw.get("abilities"), f"{at}.abilities", label, typ)
    entries += _statics(ck, raw.get("statics"), f"{at}.statics", label, typ)
    compiled = [ck.compile_ability(spec, i, where, label) for i, (spec, where) in enumerate(entries)]
    abilities = AbilitySet(tuple(a for a in compiled if a is not None))
    statics = abilities.statics_from(None)
    effect = ck.compile_effect(raw["do"], f"{at}.do", label) if "do" in raw else None
    materials, count = _materials(ck, raw, at, label, typ, names, stats)
    requires = raw.get("requires", "")
    if requires and names.get(requires, ("", False)) != (ARCANUM, True):
        ck.add("unknown_card", f"{at}.requires",
               f"{label}: requires {requires!r}, which is no arcanum that performs a fusion (an effect with 'fuse')",
               source=f"{SEED} Spezialkarten, rules §10.16")
    if typ == ARCANUM and effect is None and not statics:
        ck.add("no_effect", at, f"{label}: the arcanum does nothing (no 'do', no 'statics')", severity="warning")
    if typ == BEING and "level" in stats and "strength" in stats:
        cap = CURVE[min(3, 0 if stats["level"] <= 4 else 1 if stats["level"] <= 6 else 2 if stats["level"] <= 8 else 3)]
        if stats["strength"] > cap:
            ck.add("power_curve", f"{at}.strength", f"{label}: strength {stats['strength']} is above the starter "
                                                    f"set's curve for level {stats['level']} (at most {cap})",
                   severity="warning")
    card_set = str(raw.get("set", default_set))
    if None in compiled:
        return None
    if any(k in allowed and k in REQUIRED[typ] and k not in stats for k in SCALE if k in raw) or \
            any(k not in raw for k in REQUIRED[typ]):
        return None
    return CardDef(
        id=cid.strip(), name=name.strip(), type=typ, set=card_set, lasting=lasting,
        element=element, level=stats.get("level", 0), rank=stats.get("rank", 0),
        net_value=stats.get("net_value", 0), strength=stats.get("strength", 0), shield=stats.get("shield", 0),
        cost=stats.get("cost", 0), limit=stats.get("limit", 3), keywords=printed,
        abilities=abilities, effect=effect, answers=answers or "",
        materials=materials, material_count=count, requires=requires or "",
        data=json.dumps({**raw, "set": card_set}, sort_keys=True, ensure_ascii=False))


def fuses(d: CardDef) -> bool:
    return d.effect is not None and any(getattr(getattr(n, "primitive", None), "name", "") == "fuse"
                                        for n in d.effect.walk())


def _abilities(ck: Checker, spec: Any, at: str, label: str, typ: str) -> list[tuple[dict, str]]:
    """A being's ``abilities`` → ``(envelope entry, path)`` pairs. A version-1 entry (``{when: T, do}``,
    ``{activate: {from, step, cost, once_per_turn}, do}``) is checked with its own words and rewritten into the
    envelope; any other entry is the envelope's already (``{activate: bind, from: flow, cost: [{sp: 2}], …}``,
    ``{static: {strength: 300}, to: …, if: …}``)."""
    if spec is None:
        return []
    if not isinstance(spec, list):
        ck.add("format", at, f"{label}: abilities is a list")
        return []
    out = []
    for j, ab in enumerate(spec):
        where = f"{at}[{j}]"
        if isinstance(ab, dict) and not _version_1(ab):
            out.append((ab, where))
            continue
        if not isinstance(ab, dict) or "do" not in ab or ("when" in ab) == ("activate" in ab):
            ck.add("ability", where, f"{label}: an ability is {{when: TRIGGER, do: [...]}} or "
                                     f"{{activate: {{...}}, do: [...]}}")
            continue
        for k in ab:
            if k not in ABILITY_KEYS:
                ck.add("unknown_key", f"{where}.{k}",
                       f"{label}: unknown ability key {k!r} (allowed: {', '.join(ABILITY_KEYS)})")
        if "when" in ab:
            if not isinstance(ab["when"], str) or ab["when"] not in VOCAB.triggers:
                ck.add("trigger", f"{where}.when",
                       f"{label}: when must be one of {', '.join(VOCAB.triggers)}, got {ab['when']!r}")
            else:
                out.append(({"when": ab["when"], "do": ab["do"]}, where))
            continue
        act = _activation(ck, ab["activate"], f"{where}.activate", label, typ)
        if act is not None:
            out.append(({**act, "do": ab["do"]}, where))
    return out


def _version_1(ab: dict) -> bool:
    """Whether an ability entry is written in the version-1 syntax (or is malformed: the version-1 checks word it)."""
    if "static" in ab:
        return False
    if "activate" in ab:
        return ab["activate"] is None or isinstance(ab["activate"], dict)
    return "when" not in ab or set(ab) <= set(ABILITY_KEYS)


def _activation(ck: Checker, spec: Any, at: str, label: str, typ: str) -> dict | None:
    """A version-1 ``activate: {from, step, cost, once_per_turn}`` → the envelope's keys."""
    spec = {} if spec is None else spec
    if not isinstance(spec, dict):
        ck.add("ability", at, f"{label}: activate is a mapping of {', '.join(ACTIVATE_KEYS)}")
        return None
    bad = [k for k in spec if k not in ACTIVATE_KEYS]
    for k in bad:
        ck.add("unknown_key", f"{at}.{k}", f"{label}: unknown key {k!r} (allowed: {', '.join(ACTIVATE_KEYS)})")
    zone, step = spec.get("from", "field"), spec.get("step", "action")
    if zone not in ("field", FLOW) or step not in VOCAB.windows:
        ck.add("ability", at, f"{label}: from is field or flow, step is action or bind")
        return None
    cost = spec.get("cost") or {}
    if not isinstance(cost, dict) or set(cost) - set(COST_ORDER) or \
            any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10 for v in cost.values()):
        ck.add("ability", f"{at}.cost", f"{label}: cost is a mapping of sp, detach, binding (whole numbers 0–10)")
        return None
    if cost.get(DETACH.name) and typ != OVERLAY:
        ck.add("ability", f"{at}.cost", f"{label}: only an overlay being has materials to detach",
               source="rules §10.17")
    once = spec.get("once_per_turn", False)
    if not isinstance(once, bool):
        ck.add("ability", f"{at}.once_per_turn", f"{label}: once_per_turn is true or false")
        once = False
    out: dict = {"activate": step, "cost": [{k: cost[k]} for k in COST_ORDER if cost.get(k)]}
    if zone == FLOW:
        out["from"] = FLOW
    if once:
        out["once_per_turn"] = True
    return out


def _statics(ck: Checker, spec: Any, at: str, label: str, typ: str) -> list[tuple[dict, str]]:
    """A card's version-1 ``statics: [{stat, value, to, while}]`` → envelope entries ``{static: {stat: value}, to,
    if}`` (checked here with the words of version 1: which beings a constant effect reaches, a landmark's limits)."""
    if spec is None:
        return []
    if not isinstance(spec, list):
        ck.add("format", at, f"{label}: statics is a list")
        return []
    out = []
    for j, s in enumerate(spec):
        where = f"{at}[{j}]"
        if not isinstance(s, dict) or set(s) - set(STATIC_KEYS) or s.get("stat") not in ("strength", "shield") \
                or isinstance(s.get("value"), bool) or not isinstance(s.get("value"), int) \
                or not -5000 <= s["value"] <= 5000 or not s["value"]:
            ck.add("static", where, f"{label}: a constant effect is {{stat: strength|shield, value: -5000..5000 "
                                    f"(not 0), to: SELECTOR, while: CONDITION}}")
            continue
        try:
            scope = VOCAB.selector(s["to"], f"{where}.to") if "to" in s else None
            if "while" in s:
                VOCAB.condition(s["while"], f"{where}.while")
        except CompileError as exc:
            ck.add("effect", str(exc).split(": ", 1)[0], f"{label}: {_CARD_PREFIX.sub('', str(exc), count=1)}")
            continue
        if scope is not None and (getattr(scope, "zone", "beings") != "beings" or getattr(scope, "face_down", False)):
            ck.add("static", f"{where}.to", f"{label}: a constant effect applies to face-up beings (zone beings)")
            continue
        if typ not in BEING_TYPES and scope is None:
            ck.add("static", where, f"{label}: a {typ}'s constant effect needs 'to' (which beings it applies to)")
            continue
        if typ == LANDMARK and (s["value"] < 0 or (scope is not None and
                                                   getattr(scope, "side", "own") not in ("own", "friendly"))):
            ck.add("landmark_no_negative", where,
                   f"{label}: a landmark only benefits its player's beings (no negative effects, no effect "
                   f"on opponents)", source=f"{SEED} Spezialkarten (Landmarken)")
        entry: dict = {"static": {s["stat"]: s["value"]}}
        if "to" in s:
            entry["to"] = s["to"]
        if "while" in s:
            entry["if"] = s["while"]
        out.append((entry, where))
    return out


def _materials(ck: Checker, raw: dict, at: str, label: str, typ: str, names: dict,
               stats: dict) -> tuple[tuple, int]:
    if typ not in (FUSION, OVERLAY) or "materials" not in raw:
        return (), 0
    spec = raw["materials"]
    src = f"{SEED} Spezialkarten, rules §10.16–17"
    if typ == OVERLAY:
        if isinstance(spec, bool) or not isinstance(spec, int) or not 2 <= spec <= 5:
            ck.add("special_materials", f"{at}.materials", f"{label}: an overlay names how many beings of its rank it "
                                                           f"overlays (2–5), got {spec!r}", source=src)
            return (), 0
        return (), spec
    if not isinstance(spec, list) or not 2 <= len(spec) <= 5:
        ck.add("special_materials", f"{at}.materials", f"{label}: a fusion lists 2–5 materials, got {spec!r}",
               source=src)
        return (), 0
    out = []
    for j, mspec in enumerate(spec):
        where = f"{at}.materials[{j}]"
        if not isinstance(mspec, dict) or not mspec or set(mspec) - set(MATERIAL_KEYS):
            ck.add("special_materials", where, f"{label}: a material is a mapping of {', '.join(MATERIAL_KEYS)}",
                   source=src)
            continue
        name, element, level = mspec.get("name", ""), mspec.get("element", ""), mspec.get("level", 0)
        if name and name not in names:
            ck.add("unknown_card", f"{where}.name", f"{label}: no card is called {name!r}", source=src)
        if element and element not in ELEMENTS:
            ck.add("element", f"{where}.element", f"{label}: unknown element {element!r}")
        if isinstance(level, bool) or not isinstance(level, int) or not 0 <= level <= 12:
            ck.add("stat_scale", f"{where}.level", f"{label}: material level {level!r} is outside 1–12")
            level = 0
        out.append(MaterialSpec(name, element, level))
    return tuple(out), 0
