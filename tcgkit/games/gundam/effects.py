"""The Gundam effect vocabulary: card definitions, its compiler from YAML, descriptions, and the interpreter.

A card's effects are data (``cards/effects.yaml``), compiled once at load into frozen tuples:

* **timings** (rules/gundam.md §1.7): ``deploy``, ``attack``, ``destroyed``, ``when_paired`` (with an optional
  ``qualifier`` on the Pilot: ``{trait: X}`` or ``{level_ge: N}``), ``when_linked``, ``burst``, ``main``, ``action``,
  ``main_action`` (a Command usable in both), ``activate_main``, ``activate_action``; modifiers ``once_per_turn``,
  ``cost`` (resources to rest), ``rest_self``, ``optional`` ("you may"), ``if`` (conditions checked on resolution, or
  for the whole time for statics, e.g. ``during_pair``/``during_link`` — 【During Pair】/【During Link】).
* **statics** (constant effects): ``{ap, hp, scope}``, ``{keyword, value}``, ``{attack_active_level_le: N}``,
  ``{battle_damage_immunity_ap_le: N}``, ``{cost_in_hand: N}``.
* **primitives** (steps): ``draw``, ``discard``, ``rest``, ``set_active``, ``return_to_hand``, ``deal_damage``,
  ``recover_hp``, ``modify`` (AP/HP for a duration), ``grant_keyword``, ``cant_attack``, ``deploy_token``,
  ``place_ex_resource``, ``place_resource``, ``add_shield_to_hand``, ``look_top_and_order``, ``deploy_from_hand``,
  ``deploy_self``, ``self_to_hand``, ``activate_main``, ``shield_guard``.
* **combinators**: a list is a sequence (resolved in order, rules/gundam.md §1.7); ``choose`` + ``then`` (choose a
  target by a selector, then act on ``it``; no legal target: that part does nothing); ``if`` + ``then``/``else``;
  ``may`` (a "you may" decision).
* **selectors** compose: ``side`` (enemy/friendly), ``type`` (unit/base/resource), ``hp_le``, ``ap_le``,
  ``level_le``, ``rested``, ``trait``, ``keyword``, ``other`` (not the source unit).
* **targets** of a primitive: ``it`` (the chosen card), ``self`` (this Unit: the card, or the Unit a Pilot is paired
  with), ``pilot`` (this Unit's paired Pilot, from its last-known state when it was destroyed).

The interpreter is :class:`EffectRuntime`, mixed into the match (its frames are ``op_steps`` and friends).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.errors import TcgkitError
from tcgkit.core.zones import ALL

# card kinds (small ints on the hot path)
UNIT, PILOT, COMMAND, BASE, RESOURCE = range(5)
KIND_OF_TYPE = {
    "unit": UNIT, "unit token": UNIT, "pilot": PILOT, "command": COMMAND, "base": BASE, "ex base": BASE,
    "resource": RESOURCE, "ex resource": RESOURCE,
}
KEYWORDS = ("repair", "breach", "support", "blocker", "first_strike", "high_maneuver", "suppression")
#: keywords whose values add up when a Unit has several (rules/gundam.md §1.6 table); the others count once
ADDITIVE = frozenset(("repair", "breach", "support"))
#: the keywords' printed names (Gundam CR 13-1)
KEYWORD_NAMES = {"repair": "Repair", "breach": "Breach", "support": "Support", "blocker": "Blocker",
                 "first_strike": "First Strike", "high_maneuver": "High-Maneuver", "suppression": "Suppression"}
TIMINGS = (
    "deploy", "attack", "destroyed", "when_paired", "when_linked", "burst", "main", "action", "main_action",
    "activate_main", "activate_action", "static",
)
# durations of modifiers
PERMANENT, TURN, BATTLE = 0, 1, 2
#: how a duration reads in narration
DURATION_NAMES = {PERMANENT: "while it stays in play", TURN: "this turn", BATTLE: "this battle"}


def keyword_label(keyword: str, value: int = 0) -> str:
    """``<Breach 3>``, ``<Blocker>``: a keyword as printed, with its number only for the additive ones."""
    name = KEYWORD_NAMES.get(keyword, keyword)
    return f"<{name} {value}>" if keyword in ADDITIVE and value else f"<{name}>"
DURATIONS = {"permanent": PERMANENT, "turn": TURN, "battle": BATTLE}


@dataclass(frozen=True, slots=True)
class Selector:
    """Which cards a ``choose`` (or ``deploy_from_hand``) may pick. ``None`` fields do not filter."""

    side: str = "any"  # enemy | friendly | any
    type: str = "unit"  # unit | base | resource
    hp_le: int | None = None  # current HP (HP minus damage) at most
    ap_le: int | None = None
    level_le: int | None = None
    rested: bool | None = None
    trait: str | None = None
    keyword: str | None = None
    other: bool = False


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card: a triggered/activated/played effect (``steps``) or a constant one (``static``)."""

    index: int
    timing: str
    steps: tuple = ()
    cond: tuple = ()
    qualifier: tuple | None = None
    once_per_turn: bool = False
    cost: int = 0
    rest_self: bool = False
    optional: bool = False
    static: tuple | None = None  # ((key, value), ...)


@dataclass(frozen=True, slots=True)
class CardDef:
    """Immutable per-card data, shared by every match (facts from cards.json + compiled effects).

    ``ap``/``hp`` of Pilots and Pilot-Commands are their printed modifiers; Lv and cost of tokens are 0.
    ``playable`` is False for a card whose effects are not declared yet (deck validation still knows it).
    """

    id: str
    name: str
    type: str
    kind: int
    token: bool
    color: str
    level: int
    cost: int
    ap: int
    hp: int
    link_names: tuple[str, ...]
    link_traits: tuple[str, ...]
    traits: tuple[str, ...]
    keywords: tuple[tuple[str, int], ...] = ()
    pilot_name: str | None = None
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Ability, ...] = ()
    playable: bool = False
    has_link: bool = False

    def keyword(self, name: str) -> int:
        """Printed value of a keyword (1 for the valueless ones), 0 if absent."""
        for k, v in self.keywords:
            if k == name:
                return v
        return 0

    def at(self, timing: str) -> tuple[Ability, ...]:
        """The abilities with that timing (``main_action`` counts for both ``main`` and ``action``)."""
        out = tuple(a for a in self.abilities if a.timing == timing)
        if timing in ("main", "action"):
            out += tuple(a for a in self.abilities if a.timing == "main_action")
        return out


# ------------------------------------------------------------------------------------------------ compiler


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


class CompileError(TcgkitError):
    """An effect declaration that does not fit the vocabulary (names the card and the key)."""


def _selector(spec: Any, where: str) -> Selector:
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector must be a mapping, got {spec!r}")
    try:
        return Selector(**spec)
    except TypeError as exc:
        raise CompileError(f"{where}: bad selector {spec!r}: {exc}") from None


def _cond(spec: Any, where: str) -> tuple:
    items = spec if isinstance(spec, list) else [spec]
    out = []
    for c in items:
        if isinstance(c, str):
            if c not in ("during_pair", "during_link", "your_turn"):
                raise CompileError(f"{where}: unknown condition {c!r}")
            out.append((c,))
        elif isinstance(c, dict) and len(c) == 1:
            (k, v), = c.items()
            if k == "trash_count_ge":
                out.append((k, v["type"], int(v["count"])))
            elif k in ("friendly_units_le", "opponent_hand_ge"):
                out.append((k, int(v)))
            elif k == "has_keyword":
                out.append((k, str(v)))
            else:
                raise CompileError(f"{where}: unknown condition {k!r}")
        else:
            raise CompileError(f"{where}: bad condition {c!r}")
    return tuple(out)


def _target(v: Any, where: str) -> str:
    if v not in ("it", "self", "pilot"):
        raise CompileError(f"{where}: unknown target {v!r} (it, self, pilot)")
    return v


def compile_steps(spec: Any, where: str) -> tuple:
    """Compile a YAML list of steps into a tuple of step tuples (the interpreter's instruction set)."""
    if spec is None:
        return ()
    if not isinstance(spec, list):
        raise CompileError(f"{where}: 'do' must be a list of steps")
    out = []
    for i, step in enumerate(spec):
        w = f"{where}[{i}]"
        if isinstance(step, str):
            if step not in ("place_ex_resource", "deploy_self", "self_to_hand", "activate_main"):
                raise CompileError(f"{w}: unknown step {step!r}")
            out.append((step,))
            continue
        if not isinstance(step, dict):
            raise CompileError(f"{w}: a step is a name or a mapping, got {step!r}")
        if "choose" in step:
            out.append(("choose", _selector(step["choose"], w), compile_steps(step.get("then"), w + ".then"),
                        bool(step.get("optional", False))))
            continue
        if "if" in step:
            out.append(("if", _cond(step["if"], w), compile_steps(step.get("then"), w + ".then"),
                        compile_steps(step.get("else"), w + ".else")))
            continue
        if "may" in step:
            out.append(("may", compile_steps(step["may"], w + ".may")))
            continue
        if len(step) != 1:
            raise CompileError(f"{w}: a step has exactly one key, got {sorted(step)}")
        (k, v), = step.items()
        if k in ("draw", "discard", "add_shield_to_hand"):
            out.append((k, int(v)))
        elif k in ("rest", "set_active", "return_to_hand"):
            out.append((k, _target(v, w)))
        elif k in ("deal_damage", "recover_hp"):
            out.append((k, int(v["amount"]), _target(v["to"], w)))
        elif k == "modify":
            out.append((k, int(v.get("ap", 0)), int(v.get("hp", 0)), _target(v["to"], w), DURATIONS[v["duration"]]))
        elif k == "grant_keyword":
            if v["keyword"] not in KEYWORDS:
                raise CompileError(f"{w}: unknown keyword {v['keyword']!r}")
            out.append((k, v["keyword"], int(v.get("value", 1)), _target(v["to"], w), DURATIONS[v["duration"]]))
        elif k == "cant_attack":
            out.append((k, _target(v["to"], w), DURATIONS[v["duration"]]))
        elif k == "deploy_token":
            out.append((k, str(v)))
        elif k == "place_resource":
            out.append((k, bool(v.get("rested", True))))
        elif k == "look_top_and_order":
            out.append((k, int(v["count"]), int(v["top"])))
        elif k == "deploy_from_hand":
            out.append((k, _selector(v, w)))
        elif k == "shield_guard":
            out.append((k, int(v["level_le"]), DURATIONS[v["duration"]]))
        else:
            raise CompileError(f"{w}: unknown step {k!r}")
    return tuple(out)


def compile_card(fact: dict, decl: dict | None) -> CardDef:
    """Build a :class:`CardDef` from a facts record and its declaration (``None``: not yet playable)."""
    num = fact["number"]
    ctype = fact["type"]
    kind = KIND_OF_TYPE[ctype]
    token = ctype in ("unit token", "ex base", "ex resource")
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
            w = f"{num} ability {i}"
            if "static" in a:
                abilities.append(Ability(i, "static", cond=_cond(a.get("if", []), w),
                                         static=tuple(sorted(a["static"].items()))))
                continue
            timing = a.get("timing")
            if timing not in TIMINGS:
                raise CompileError(f"{w}: unknown timing {timing!r}")
            q = a.get("qualifier")
            qual = None
            if q:
                (qk, qv), = q.items()
                qual = (qk, qv)
            abilities.append(Ability(
                i, timing, compile_steps(a.get("do"), w), _cond(a.get("if", []), w), qual,
                bool(a.get("once_per_turn", False)), int(a.get("cost", 0)), bool(a.get("rest_self", False)),
                bool(a.get("optional", False)),
            ))
    ab = tuple(abilities)
    return CardDef(
        id=num, name=fact["name"], type=ctype, kind=kind, token=token, color=fact.get("color") or "-",
        level=int(fact.get("level") or 0), cost=int(fact.get("cost") or 0), ap=int(fact.get("ap") or 0),
        hp=int(fact.get("hp") or 0), link_names=names, link_traits=traits, traits=tuple(fact.get("traits") or ()),
        keywords=keywords, pilot_name=pilot_name, abilities=ab, statics=tuple(a for a in ab if a.timing == "static"),
        playable=decl is not None, has_link=bool(names or traits),
    )


# ------------------------------------------------------------------------------------------- descriptions

_TIMING_TEXT = {
    "deploy": "On deploy", "attack": "When it attacks", "destroyed": "When destroyed", "when_paired": "When paired",
    "when_linked": "When linked", "burst": "Burst", "main": "Main", "action": "Action", "main_action": "Main or Action",
    "activate_main": "Activated (main phase)", "activate_action": "Activated (action step)",
}
_COND_TEXT = {"during_pair": "while paired", "during_link": "while linked", "your_turn": "during your turn"}


def _sel_text(s: Selector) -> str:
    bits = []
    if s.rested is True:
        bits.append("rested")
    bits.append({"enemy": "enemy", "friendly": "friendly", "any": ""}[s.side])
    if s.trait:
        bits.append(f"({s.trait})")
    bits.append(s.type)
    text = " ".join(b for b in bits if b)
    quals = []
    if s.hp_le is not None:
        quals.append(f"HP {s.hp_le} or less")
    if s.ap_le is not None:
        quals.append(f"AP {s.ap_le} or less")
    if s.level_le is not None:
        quals.append(f"Lv {s.level_le} or less")
    if s.keyword:
        quals.append(f"with {keyword_label(s.keyword)}")
    if s.other:
        quals.append("other than this one")
    return text + (" (" + ", ".join(quals) + ")" if quals else "")


def _cond_text(cond: tuple) -> str:
    out = []
    for c in cond:
        if c[0] in _COND_TEXT:
            out.append(_COND_TEXT[c[0]])
        elif c[0] == "trash_count_ge":
            out.append(f"with {c[2]}+ {c[1]} cards in your trash")
        elif c[0] == "friendly_units_le":
            out.append("you have no units" if c[1] == 0 else f"you have at most {c[1]} unit{'s' if c[1] > 1 else ''}")
        elif c[0] == "opponent_hand_ge":
            out.append(f"if the opponent holds {c[1]}+ cards")
        elif c[0] == "has_keyword":
            out.append(f"while it has {keyword_label(c[1])}")
    return " and ".join(out)


_TGT = {"it": "it", "self": "this unit", "pilot": "its paired pilot"}
_DUR = {PERMANENT: "", TURN: " this turn", BATTLE: " this battle"}


def describe_steps(steps: tuple) -> str:
    """Our own wording of a compiled step sequence."""
    parts = []
    for s in steps:
        op = s[0]
        if op == "choose":
            sel = _sel_text(s[1])
            art = "an" if sel[0] in "aeiou" else "a"
            parts.append(f"{'you may ' if s[3] else ''}choose {art} {sel}: {describe_steps(s[2])}")
        elif op == "if":
            t = f"if {_cond_text(s[1])}: {describe_steps(s[2])}"
            if s[3]:
                t += f"; otherwise {describe_steps(s[3])}"
            parts.append(t)
        elif op == "may":
            parts.append(f"you may {describe_steps(s[1])}")
        elif op == "draw":
            parts.append(f"draw {s[1]}")
        elif op == "discard":
            parts.append(f"discard {s[1]}")
        elif op == "add_shield_to_hand":
            parts.append(f"put {s[1]} of your shields into your hand")
        elif op == "rest":
            parts.append(f"rest {_TGT[s[1]]}")
        elif op == "set_active":
            parts.append(f"set {_TGT[s[1]]} active")
        elif op == "return_to_hand":
            parts.append(f"return {_TGT[s[1]]} to its owner's hand")
        elif op == "deal_damage":
            parts.append(f"{_TGT[s[2]]} takes {s[1]} damage")
        elif op == "recover_hp":
            parts.append(f"{_TGT[s[2]]} recovers {s[1]} HP")
        elif op == "modify":
            mods = []
            if s[1]:
                mods.append(f"AP{s[1]:+d}")
            if s[2]:
                mods.append(f"HP{s[2]:+d}")
            parts.append(f"{_TGT[s[3]]} gets {' '.join(mods)}{_DUR[s[4]]}")
        elif op == "grant_keyword":
            parts.append(f"{_TGT[s[3]]} gains {keyword_label(s[1], s[2])}{_DUR[s[4]]}")
        elif op == "cant_attack":
            parts.append(f"{_TGT[s[1]]} cannot attack{_DUR[s[2]]}")
        elif op == "deploy_token":
            parts.append(f"deploy a {_token_text(s[1])} unit token")
        elif op == "place_ex_resource":
            parts.append("place an EX Resource")
        elif op == "place_resource":
            parts.append(f"put the top of your resource deck into play{' rested' if s[1] else ''}")
        elif op == "look_top_and_order":
            parts.append(f"look at your top {s[1]} cards; put {s[2]} back on top and the rest at the bottom")
        elif op == "deploy_from_hand":
            parts.append(f"you may deploy a {_sel_text(s[1])} from your hand for free")
        elif op == "deploy_self":
            parts.append("deploy this card")
        elif op == "self_to_hand":
            parts.append("put this card into your hand")
        elif op == "activate_main":
            parts.append("use this card's Main effect")
        elif op == "shield_guard":
            parts.append(f"your shield area takes no damage from enemy units of Lv {s[1]} or less{_DUR[s[2]]}")
    return ", then ".join(parts)


def _static_text(a: Ability) -> str:
    d = dict(a.static)
    if "ap" in d or "hp" in d:
        mods = " ".join(f"{k.upper()}{d[k]:+d}" for k in ("ap", "hp") if k in d)
        who = "your units get" if d.get("scope") == "friendly_units" else "this unit gets"
        text = f"{who} {mods}"
    elif "keyword" in d:
        text = f"this unit has {keyword_label(d['keyword'], d['value'])}"
    elif "attack_active_level_le" in d:
        text = f"this unit may attack active enemy units of Lv {d['attack_active_level_le']} or less"
    elif "battle_damage_immunity_ap_le" in d:
        text = f"this unit takes no battle damage from enemy units with AP {d['battle_damage_immunity_ap_le']} or less"
    elif "cost_in_hand" in d:
        text = f"in your hand this card costs {-d['cost_in_hand']} less"
    else:  # pragma: no cover - compile_card only builds the kinds above
        text = str(d)
    c = _cond_text(a.cond)
    return f"{c[0].upper() + c[1:]}, {text}." if c else text[0].upper() + text[1:] + "."


def _token_text(number: str) -> str:
    from tcgkit.games.gundam.cards import pool

    d = pool()[number]
    return f"{d.name} {d.ap}/{d.hp} ({number})"


def describe_card(card: CardDef) -> str:
    """Render a card's rules as tcgkit words, from its declaration (never the printed text).

    The first line gives the facts (type, Lv, cost, AP/HP or modifiers, link, traits); then keywords and one line
    per ability. Returns a multi-line string.
    """
    facts = [card.type]
    if card.kind in (UNIT, PILOT, COMMAND, BASE) and not card.token:
        facts.append(f"Lv {card.level}, cost {card.cost}")
    if card.kind in (UNIT, BASE):
        facts.append(f"{card.ap}/{card.hp}")
    elif card.kind == PILOT:
        facts.append(f"AP{card.ap:+d} HP{card.hp:+d}")
    if card.link_names or card.link_traits:
        facts.append("link " + " or ".join([f"[{n}]" for n in card.link_names] +
                                           [f"({t}) pilot" for t in card.link_traits]))
    if card.traits:
        facts.append("traits " + ", ".join(card.traits))
    lines = [f"{card.name}: " + "; ".join(facts)]
    for k, v in card.keywords:
        lines.append(keyword_label(k, v))
    if card.pilot_name and card.kind == COMMAND:
        lines.append(f"Can be paired as the pilot {card.pilot_name} (AP{card.ap:+d} HP{card.hp:+d}).")
    for a in card.abilities:
        if a.timing == "static":
            lines.append(_static_text(a))
            continue
        head = _TIMING_TEXT[a.timing]
        if a.qualifier:
            k, v = a.qualifier
            head += f" with a {v} pilot" if k == "trait" else f" with a Lv {v}+ pilot"
        extras = []
        if a.once_per_turn:
            extras.append("once per turn")
        if a.cost:
            extras.append(f"rest {a.cost} resources")
        if a.rest_self:
            extras.append("rest this card")
        if a.cond:
            extras.append(_cond_text(a.cond))
        if extras:
            head += " (" + ", ".join(extras) + ")"
        body = describe_steps(a.steps)
        lines.append(f"{head}: {'you may ' if a.optional else ''}{body}.")
    if not card.playable:
        lines.append("(effects not yet implemented in tcgkit)")
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------- interpreter


class EffectRuntime:
    """The interpreter of compiled steps, as frames of the match (mixed into ``GundamMatch``).

    Frame ``("steps", controller, source, unit, steps, i, it, pilot)`` runs step ``i`` and schedules ``i + 1``;
    ``unit`` is the Unit the ability speaks for ("this Unit"), ``it`` the card chosen by the enclosing ``choose``
    (-1 none), ``pilot`` the paired Pilot (last-known for 【Destroyed】). A step that needs a choice calls
    ``ask``; its resume frame continues. Rules management (deck-out) runs between steps
    (rules/gundam.md §1.10 ruling 4).
    """

    __slots__ = ()

    def op_steps(self, ctl: int, src: int, unit: int, steps: tuple, i: int, it: int, pilot: int) -> None:
        if self.game.options.deck_out_check == "each_step" and self.check_deck_out():
            return
        if i >= len(steps):
            return
        self.then(("steps", ctl, src, unit, steps, i + 1, it, pilot))
        s = steps[i]
        op = s[0]
        getattr(self, "step_" + op)(ctl, src, unit, it, pilot, *s[1:])

    # -- combinators

    def step_choose(self, ctl, src, unit, it, pilot, sel, then, optional):
        cands = self.select(sel, ctl, unit)
        if not cands:
            return  # no legal target: that part does nothing (rules/gundam.md §1.7)
        acts = [("target", u) for u in cands]
        if optional:
            acts.append(("decline",))
        self.ask(ctl, "target", acts, ("chosen", ctl, src, unit, then, pilot), {"source": src})

    def op_chosen(self, action, ctl, src, unit, then, pilot):
        if action[0] == "target":
            self.emit("target", ALL, player=ctl, source=src, uid=action[1])
            self.then(("steps", ctl, src, unit, then, 0, action[1], pilot))

    def step_if(self, ctl, src, unit, it, pilot, cond, then, other):
        body = then if self.check_cond(cond, ctl, unit, pilot) else other
        if body:
            self.then(("steps", ctl, src, unit, body, 0, it, pilot))

    def step_may(self, ctl, src, unit, it, pilot, body):
        self.ask(ctl, "optional", [("yes",), ("no",)], ("may_answer", ctl, src, unit, body, it, pilot))

    def op_may_answer(self, action, ctl, src, unit, body, it, pilot):
        if action[0] == "yes":
            self.then(("steps", ctl, src, unit, body, 0, it, pilot))

    # -- primitives

    def _tgt(self, which, unit, it, pilot):
        if which == "it":
            return it
        if which == "self":
            return unit
        return pilot

    def step_draw(self, ctl, src, unit, it, pilot, n):
        for _ in range(n):
            self.draw(ctl)
            if self.game.options.deck_out_check == "each_step" and self.check_deck_out():
                return

    def step_discard(self, ctl, src, unit, it, pilot, n):
        for _ in range(n):
            self.then(("discard_one", ctl, "effect"))

    def step_add_shield_to_hand(self, ctl, src, unit, it, pilot, n):
        shields = self.zones[self.z_shields[ctl]]
        for _ in range(n):
            if not shields:
                return
            uid = shields[-1]
            self.move(uid, self.z_hand[ctl])
            self.emit_secret(1 << ctl, "shield_to_hand", {"player": ctl},
                             {"player": ctl, "uid": uid, "card": self.card_def[uid].id})

    def step_rest(self, ctl, src, unit, it, pilot, which):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and self.in_play(u) and not self.rested[u]:
            self.rested[u] = 1
            self.emit("rest", ALL, uid=u)

    def step_set_active(self, ctl, src, unit, it, pilot, which):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and (self.in_play(u) or self.card_zone[u] == self.z_resources[self.card_owner[u]]) and self.rested[u]:
            self.rested[u] = 0
            self.emit("set_active", ALL, uid=u)

    def step_return_to_hand(self, ctl, src, unit, it, pilot, which):
        u = self._tgt(which, unit, it, pilot)
        if u < 0:
            return
        z = self.card_zone[u]
        owner = self.card_owner[u]
        if which == "pilot":
            # the paired Pilot went to the trash with its Unit: it comes back from there (last-known state)
            if z != self.z_trash[owner]:
                return
            self.move(u, self.z_hand[owner])
            self.emit("return_to_hand", ALL, uid=u, card=self.card_def[u].id, player=owner)
            return
        if not self.in_play(u):
            return
        self.leave_play(u, self.z_hand[owner])
        self.emit("return_to_hand", ALL, uid=u, card=self.card_def[u].id, player=owner)
        self.destroy_checked()  # it may have given others HP (rules management, rules/gundam.md §1.7)

    def step_deal_damage(self, ctl, src, unit, it, pilot, n, which):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and self.in_play(u):
            self.damage_card(u, n, battle=False, source=src)
            self.destroy_checked()

    def step_recover_hp(self, ctl, src, unit, it, pilot, n, which):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and self.in_play(u) and self.damage[u]:
            healed = min(n, self.damage[u])
            self.damage[u] -= healed
            self.emit("recover", ALL, uid=u, amount=healed)

    def step_modify(self, ctl, src, unit, it, pilot, ap, hp, which, dur):
        u = self._tgt(which, unit, it, pilot)
        if dur == BATTLE and self.atk < 0:
            return
        if u >= 0 and self.in_play(u):
            if ap:
                self.mods.append((u, "ap", ap, dur))
            if hp:
                self.mods.append((u, "hp", hp, dur))
            self.emit("modify", ALL, uid=u, ap=ap, hp=hp, duration=dur)
            self.destroy_checked()

    def step_grant_keyword(self, ctl, src, unit, it, pilot, kw, value, which, dur):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and self.in_play(u):
            self.mods.append((u, kw, value, dur))
            self.emit("grant_keyword", ALL, uid=u, keyword=kw, value=value, duration=dur)

    def step_cant_attack(self, ctl, src, unit, it, pilot, which, dur):
        u = self._tgt(which, unit, it, pilot)
        if u >= 0 and self.in_play(u):
            self.mods.append((u, "cant_attack", 1, dur))

    def step_deploy_token(self, ctl, src, unit, it, pilot, token_id):
        self.deploy_token(ctl, token_id)

    def step_place_ex_resource(self, ctl, src, unit, it, pilot):
        self.place_ex_resource(ctl)

    def step_place_resource(self, ctl, src, unit, it, pilot, rested):
        self.place_resource(ctl, rested)

    def step_look_top_and_order(self, ctl, src, unit, it, pilot, count, top):
        deck = self.zones[self.z_deck[ctl]]
        looked = deck[-count:][::-1] if deck else []
        for u in looked:
            self.reveal(u, 1 << ctl)
        self.emit("look", ALL, player=ctl, count=len(looked))
        self.emit("look_cards", 1 << ctl, player=ctl, cards=[self.card_def[u].id for u in looked], uids=looked)
        if len(looked) <= top:
            return
        self.ask(ctl, "order_top", [("top", u) for u in looked], ("order_top", ctl, tuple(looked), top))

    def op_order_top(self, action, ctl, looked, top):
        keep = action[1]
        deck_zone = self.z_deck[ctl]
        for u in looked:
            if u != keep:
                self.move(u, deck_zone, 0)  # to the bottom
        self.move(keep, deck_zone)  # back on top
        self.emit("deck_ordered", ALL, player=ctl, top=1, bottom=len(looked) - 1)

    def step_deploy_from_hand(self, ctl, src, unit, it, pilot, sel):
        cands = [u for u in self.zones[self.z_hand[ctl]] if self.matches(u, sel, ctl, -1, in_hand=True)]
        if not cands:
            return
        acts = [("deploy", u) for u in cands] + [("decline",)]
        self.ask(ctl, "optional_deploy", acts, ("deploy_from_hand", ctl))

    def op_deploy_from_hand(self, action, ctl):
        if action[0] == "deploy":
            self.then(("place_card", ctl, action[1], 0))

    def step_deploy_self(self, ctl, src, unit, it, pilot):
        z = self.card_zone[src]
        if z == self.z_trash[ctl] or z == self.z_hand[ctl]:
            self.then(("place_card", ctl, src, 0))

    def step_self_to_hand(self, ctl, src, unit, it, pilot):
        if self.card_zone[src] == self.z_trash[ctl]:
            self.move(src, self.z_hand[ctl])
            self.emit("to_hand", ALL, player=ctl, uid=src, card=self.card_def[src].id)

    def step_activate_main(self, ctl, src, unit, it, pilot):
        d = self.card_def[src]
        for a in d.at("main"):
            if not self.game.options.burst_main_skips_cost:
                if not self.can_pay(ctl, d.cost, d.level):
                    return
                self.pay(ctl, d.cost)
            self.then(("steps", ctl, src, -1, a.steps, 0, -1, -1))
            return

    def step_shield_guard(self, ctl, src, unit, it, pilot, level_le, dur):
        if dur == BATTLE and self.atk < 0:
            return  # "during this battle" outside a battle (e.g. the end-phase action step): nothing to protect
        self.mods.append((-1 - ctl, "shield_guard", level_le, dur))
        self.emit("shield_guard", ALL, player=ctl, level_le=level_le)

    # -- selectors and conditions

    def select(self, sel: Selector, ctl: int, unit: int) -> list[int]:
        """Every card a selector admits, for controller ``ctl`` (``unit``: the source Unit, for ``other``)."""
        out = []
        for p in range(self.n_players):
            enemy = self.team_of[p] != self.team_of[ctl]
            if (sel.side == "enemy" and not enemy) or (sel.side == "friendly" and enemy):
                continue
            if sel.type == "unit":
                zone = self.z_battle[p]
            elif sel.type == "base":
                zone = self.z_base[p]
            else:
                zone = self.z_resources[p]
            for u in self.zones[zone]:
                if self.matches(u, sel, ctl, unit):
                    out.append(u)
        return out

    def matches(self, u: int, sel: Selector, ctl: int, unit: int, in_hand: bool = False) -> bool:
        d = self.card_def[u]
        if sel.type == "unit" and d.kind != UNIT:
            return False
        if sel.rested is not None and bool(self.rested[u]) != sel.rested:
            return False
        if sel.trait is not None and sel.trait not in d.traits:
            return False
        if sel.other and u == unit:
            return False
        if in_hand:
            return True
        if sel.hp_le is not None and self.hp(u) - self.damage[u] > sel.hp_le:
            return False
        if sel.ap_le is not None and self.ap(u) > sel.ap_le:
            return False
        if sel.level_le is not None and d.level > sel.level_le:
            return False
        if sel.keyword is not None and not self.keyword(u, sel.keyword):
            return False
        return True

    def check_cond(self, cond: tuple, ctl: int, unit: int, pilot: int = -1) -> bool:
        """Whether every condition holds (``pilot`` >= 0 gives the last-known paired Pilot)."""
        for c in cond:
            k = c[0]
            if k == "during_pair":
                if unit < 0 or (self.pilot[unit] < 0 and pilot < 0):
                    return False
            elif k == "during_link":
                if unit < 0:
                    return False
                p = self.pilot[unit] if self.pilot[unit] >= 0 else pilot
                if p < 0 or not self.link_met(unit, p):
                    return False
            elif k == "your_turn":
                if self.active != ctl:
                    return False
            elif k == "friendly_units_le":
                if len(self.zones[self.z_battle[ctl]]) > c[1]:
                    return False
            elif k == "opponent_hand_ge":
                if not any(len(self.zones[self.z_hand[q]]) >= c[1] for q in self.opponents(ctl)):
                    return False
            elif k == "trash_count_ge":
                want = c[1]
                n = sum(1 for u in self.zones[self.z_trash[ctl]] if self.card_def[u].type == want)
                if n < c[2]:
                    return False
            elif k == "has_keyword":
                if unit < 0 or not self.keyword(unit, c[1]):
                    return False
        return True
