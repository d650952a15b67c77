"""FE Cipher's effect primitives — one object per thing skills do — and the vocabulary that reads skill data.

Each primitive has its schema (``compile``), our words (``describe``), its rules (``resolve``) and tags for agents.
Targets (``to``) and durations (``until``) are read by :mod:`.primitives_base`. The vocabulary gathers this module's
primitives (modifiers, moves, draw and discard) with those of :mod:`.primitives_zones`, :mod:`.primitives_flow`,
:mod:`.primitives_units`, :mod:`.primitives_cards`, :mod:`.primitives_hand` and :mod:`.primitives_skills`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import (
    TURN, Choose, CompileError, Ctx, Primitive, Vocabulary, add_modifier, fire, int_arg, refresh_continuous,
    run_effect,
)
from tcgkit.games.fe_cipher.conditions import article, read_condition
from tcgkit.games.fe_cipher.costs import COSTS
from tcgkit.games.fe_cipher.primitives_base import (  # noqa: F401  (target_of, discard_step … are read here too)
    TARGET_WORDS, TARGETS, UNTIL, Count_, Modify, Nested, OneTarget, discard_step, discarded, duration_of,
    target_of,
)
from tcgkit.games.fe_cipher.primitives_cards import CARD_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_flow import FLOW_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_hand import HAND_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_skills import SKILL_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_units import UNIT_PRIMITIVES
from tcgkit.games.fe_cipher.primitives_zones import ZONE_PRIMITIVES
from tcgkit.games.fe_cipher.selectors import Count, read_selector
from tcgkit.games.fe_cipher.statics import KINDS
from tcgkit.games.fe_cipher.triggers import ACTION, SUPPORT_TIMINGS, TIMINGS
from tcgkit.games.fe_cipher.movement import MovableBySkill, move_unit
from tcgkit.games.fe_cipher.orbs import destroy, draw
from tcgkit.games.fe_cipher.cards.proposed import refuse_proposed

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

class GainAttack(Modify):
    """``amount`` attack for the duration; with ``per`` (a selector), ``amount`` times the cards it admits when the
    skill resolves (P02-009 Corrin: +10 per <White> ally)."""

    name, keys = "gain_attack", ("amount", "per")

    def extra(self, v, where):
        per = Count(read_selector(v["per"], f"{where}.per")) if "per" in v else None
        return int_arg(v.get("amount"), f"{where}.amount", -100, 100), per

    def modifier(self, n, per=None):
        text = f"gains +{n} attack" if n >= 0 else f"loses {-n} attack"
        return "attack", n, text + (f" per {per.describe()}" if per is not None else "")

    def resolve(self, m: "FEMatch", ctx, to, until, n, per):
        if per is None:
            return Modify.resolve(self, m, ctx, to, until, n)
        total = n * per.of(m, ctx)
        uid = target_of(m, ctx, to)
        if uid >= 0 and total:
            add_modifier(m, uid, "attack", total, duration_of(m, ctx, until))
            m.emit("modifier", ALL, uid=uid, what=f"gains {total:+d} attack {UNTIL[until]}")


class GainRange(Modify):
    name, keys = "gain_range", ("range",)

    def extra(self, v, where):
        r = v.get("range")
        if not (isinstance(r, list) and len(r) == 2 and 1 <= r[0] <= r[1] <= 3):
            raise CompileError(f"{where}.range: [min, max] within 1-3, got {r!r}")
        return (r[0], r[1])

    def modifier(self, lo, hi):
        return "range", (1 << hi) - (1 << (lo - 1)), f"acquires range {lo}-{hi}"  # the bits of distances lo..hi


class GainAffinity(Modify):
    name, keys = "gain_affinity", ("affinity",)

    def extra(self, v, where):
        return (str(v.get("affinity")),)

    def modifier(self, a):
        return f"affinity:{a}", 1, f"acquires <{a}>"


class GainKeyword(Modify):
    name, keys = "gain_keyword", ("keyword",)

    def extra(self, v, where):
        if v.get("keyword") != "anti_fliers":
            raise CompileError(f"{where}.keyword: anti_fliers")
        return ("anti_fliers",)

    def modifier(self, kw):
        return f"kw:{kw}", 1, "acquires Anti-Fliers (+30 attack while attacking a <Flier>)"


class CannotBeEvaded(Modify):
    """The unit's attacks cannot be evaded; ``vs`` an affinity (only against such a defender, B01-034) or a unit
    selector (only against the defenders it admits: ``{not_mc: true}``, B02-056 Xander; ``{max_cost: 3}``)."""

    name, keys = "cannot_be_evaded", ("vs",)

    def extra(self, v, where):
        vs = v.get("vs", "")
        if isinstance(vs, dict):
            return (read_selector({"side": "enemy", **vs}, f"{where}.vs"),)
        return (str(vs),)

    def modifier(self, vs):
        if not isinstance(vs, str):
            what = vs.describe()
            return "no_evade_vs", vs, f"cannot be evaded by {article(what)} {what}"
        if vs:
            return f"no_evade_vs:{vs}", 1, f"cannot be evaded when attacking a <{vs}>"
        return "no_evade", 1, "cannot be evaded"


class BreakTwoOrbs(Modify):
    name = "break_two_orbs"

    def modifier(self):
        return "orbs", 2, "breaks 2 orbs with its attacks"


class AttackDoubled(Modify):
    name = "attack_doubled"

    def modifier(self):
        return "doubled", 1, "has its attack doubled"


class NoCriticalHit(Modify):
    name = "no_critical_hit"
    tags = frozenset({"defense"})

    def modifier(self):
        return "no_critical", 1, "cannot critical hit"


class Move(OneTarget):
    """Move a unit to its other line (a skill's move: no tap, may move a tapped unit)."""

    name, tags = "move", frozenset({"move"})

    def describe(self, to):
        return f"move {TARGET_WORDS[to]}"

    def resolve(self, m: "FEMatch", ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0:
            move_unit(m, uid, by_skill=True)


class Untap(Move):
    name, tags = "untap", frozenset({"untap"})

    def describe(self, to):
        return f"untap {TARGET_WORDS[to]}"

    def resolve(self, m: "FEMatch", ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and m.tapped[uid]:
            m.tapped[uid] = 0
            m.emit("untap_unit", ALL, uid=uid)
            fire(m, "untapped", uid)


class Destroy(Move):
    name, tags = "destroy", frozenset({"removal"})

    def describe(self, to):
        return f"destroy {TARGET_WORDS[to]}"

    def resolve(self, m: "FEMatch", ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and destroy(m, uid) and m.card_owner[uid] != ctx.controller and m.on_field(ctx.source):
            fire(m, "skill_destroys", ctx.source)


class AttackedInstead(Move):
    """This unit becomes the defender of the current attack (B01-011 Draug)."""

    name, tags = "attacked_instead", frozenset({"defense"})

    def describe(self, to):
        return f"{TARGET_WORDS[to]} is attacked instead"

    def resolve(self, m: "FEMatch", ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and m.attacker >= 0:
            m.defender = uid
            m.emit("attacked_instead", ALL, uid=uid)


class CopyIt(Primitive):
    """This unit becomes a copy of the chosen ally until the end of the turn, but for name and attack (B01-045)."""

    name, tags, takes_value = "copy", frozenset({"buff"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "until the end of the turn this unit becomes a copy of it in all but name and attack"

    def resolve(self, m: "FEMatch", ctx):
        if ctx.it >= 0 and m.on_field(ctx.this):
            m.mods = [mod for mod in m.mods if not (mod[0] == ctx.this and mod[1] == "copy")]
            add_modifier(m, ctx.this, "copy", ctx.it, TURN)
            m.copying = True
            refresh_continuous(m)
            m.emit("copy", ALL, uid=ctx.this, of=ctx.it)


class Draw(Count_):
    name, tags = "draw", frozenset({"draw"})

    def describe(self, n):
        return f"draw {n} card{'s' if n > 1 else ''}"

    def resolve(self, m: "FEMatch", ctx, n):
        draw(m, ctx.controller, n)


class Discard(Count_):
    """The controller chooses ``n`` cards of their hand and sends them to the Retreat Area."""

    name, tags = "discard", frozenset({"discard"})
    who = "you"

    def describe(self, n):
        return f"{self.who} choose{'s' if self.who != 'you' else ''} {n} card{'s' if n > 1 else ''} from " \
               f"{'your' if self.who == 'you' else 'their'} hand and send{'s' if self.who != 'you' else ''} " \
               f"{'it' if n == 1 else 'them'} to the Retreat Area"

    def players(self, ctx):
        return (ctx.controller,)

    def resolve(self, m: "FEMatch", ctx, n):
        for p in reversed(self.players(ctx)):
            m.then((discard_step, p, n, ctx.controller))


class OpponentDiscards(Discard):
    name, tags, who = "opponent_discards", frozenset({"hand_attack"}), "your opponent"

    def players(self, ctx):
        return (1 - ctx.controller,)


class EachPlayerDiscards(Discard):
    name, tags, who = "each_player_discards", frozenset({"hand_attack"}), "each player"

    def players(self, ctx):
        return (ctx.controller, 1 - ctx.controller)


class ForbidBackLineAttacks(Primitive):
    """During the opponent's next turn, while the skill's unit stays on the field, enemies in the Back Line cannot
    attack (B03-012 Oscar [FS]): a ``forbid_back_line`` modifier on the unit, read by ``combat.attack_options``."""

    name, tags, takes_value = "forbid_back_line_attacks", frozenset({"defense"}), False

    def compile(self, value, where):
        if value is not None:
            raise CompileError(f"{where}: forbid_back_line_attacks takes no value")
        return ()

    def describe(self):
        return "during your opponent's next turn, while this unit is on the field, enemies in the Back Line cannot " \
               "attack"

    def resolve(self, m: "FEMatch", ctx):
        if m.on_field(ctx.source):
            add_modifier(m, ctx.source, "forbid_back_line", 1, duration_of(m, ctx, "opponents_next_turn"))
            m.emit("modifier", ALL, uid=ctx.source, what="keeps Back-Line enemies from attacking next turn")


PRIMITIVES = [GainAttack(), GainRange(), GainAffinity(), GainKeyword(), CannotBeEvaded(), BreakTwoOrbs(),
              AttackDoubled(), NoCriticalHit(), Move(), Untap(), Destroy(), AttackedInstead(), CopyIt(), Draw(),
              Discard(), OpponentDiscards(), EachPlayerDiscards(), *ZONE_PRIMITIVES, *FLOW_PRIMITIVES, *UNIT_PRIMITIVES,
              *CARD_PRIMITIVES, *HAND_PRIMITIVES, ForbidBackLineAttacks(), *SKILL_PRIMITIVES]


def _amount(spec: Any, where: str) -> Any:
    if isinstance(spec, dict) and set(spec) == {"count"}:
        return Count(read_selector(spec["count"], where + ".count"))
    raise CompileError(f"{where}: a number, or {{count: SELECTOR}}")


class FEVocabulary(Vocabulary):
    """The core vocabulary with FE Cipher's phrasing; a proposed effect key (cards/proposed.py) is refused as
    :class:`~tcgkit.games.fe_cipher.cards.proposed.PendingVocabulary`, not as a slip. It hands itself to the
    primitives that read a nested effect, cost or skill (:class:`~.primitives_base.Nested`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for prim in self.primitives.values():
            if isinstance(prim, Nested):
                prim.vocab = self

    def _part(self, spec, where):
        if isinstance(spec, dict) and len(spec) == 1:
            refuse_proposed("effect", next(iter(spec)), where)
        refuse_proposed("effect", spec, where)
        node = Vocabulary._part(self, spec, where)
        if isinstance(node, Choose) and "move" in node.tags():  # ruling Q10: no_skill_moves units are no choice
            node = replace(node, selector=MovableBySkill(node.selector))
        return node

    def cost(self, spec, where):
        for i, c in enumerate(spec if isinstance(spec, list) else [] if spec is None else [spec]):
            if isinstance(c, dict) and len(c) == 1:
                refuse_proposed("cost", next(iter(c)), f"{where}[{i}]")
        return Vocabulary.cost(self, spec, where)

    def phrase_choose(self, selector, then, optional):
        if not selector.startswith(("a ", "an ", "this ")):
            selector = ("an " if selector[:1] in "aeiou" else "a ") + selector
            selector = selector.replace("an other ", "another ")
        return f"{'you may ' if optional else ''}choose {selector}: {then}"


VOCAB = FEVocabulary(PRIMITIVES, read_selector, read_condition, _amount, triggers=TIMINGS + SUPPORT_TIMINGS,
                     windows=(ACTION,),
                     costs=COSTS, zones=("bonds", "hand"), statics=tuple(KINDS.values()))


def run(m: "FEMatch", node, ctx: Ctx) -> None:
    """Resolve an effect tree now (a frame)."""
    run_effect(m, node, ctx)
