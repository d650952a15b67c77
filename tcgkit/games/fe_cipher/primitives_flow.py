"""FE Cipher primitives that shape a skill's flow (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`): "you may pay … if you do", "you may … instead", "choose any number of
units and move them", "choose up to N and …", and the once-per-game mark. Each asks its decision through
``Match.ask`` and resumes in a frame function beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import CompileError, Ctx, Primitive, emit_target, mapping_arg
from tcgkit.core.effects.modifiers import GAME_MARK
from tcgkit.core.effects.nodes import resolve_node
from tcgkit.games.fe_cipher.paying import pay_then
from tcgkit.games.fe_cipher.primitives_base import Nested
from tcgkit.games.fe_cipher.selectors import read_selector
from tcgkit.games.fe_cipher.movement import move_unit, skill_move_barred
from tcgkit.games.fe_cipher.conditions import plural

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


class MayPay(Nested):
    """"You may [cost]. If you do, …": asks ``pay_cost`` when the cost can be paid."""

    name, tags = "may_pay", frozenset()

    def compile(self, value, where):
        v = mapping_arg(value, where, ("cost", "do"))
        return self.vocab.cost(v["cost"], where + ".cost"), self.vocab.compile(v["do"], where + ".do")

    def describe(self, cost, node):
        return f"you may {', '.join(c.describe() for c in cost)}; if you do, {node.describe(self.vocab)}"

    def resolve(self, m: "FEMatch", ctx, cost, node):
        if all(c.payable(m, ctx) for c in cost):
            m.ask(ctx.controller, "pay_cost", (("yes",), ("no",)), (may_pay_answer, cost, node, ctx),
                  {"source": ctx.source})


def may_pay_answer(m: "FEMatch", action, cost, node, ctx) -> None:
    if action[0] == "yes":  # the effect goes on as part of the skill resolving (m.resolving_skill stays)
        pay_then(m, cost, ctx, (resolve_node, node, ctx))


class MayInstead(Nested):
    """"You may … instead": the controller picks ``do`` (yes) or ``else`` (no)."""

    name, tags = "may_instead", frozenset()

    def compile(self, value, where):
        v = mapping_arg(value, where, ("do", "else"))
        return self.vocab.compile(v["do"], where + ".do"), self.vocab.compile(v["else"], where + ".else")

    def describe(self, yes, no):
        v = self.vocab
        return f"{no.describe(v)}; or instead, if you wish, {yes.describe(v)}"

    def resolve(self, m: "FEMatch", ctx, yes, no):
        m.ask(ctx.controller, "optional", (("yes",), ("no",)), (instead_answer, yes, no, ctx), {"source": ctx.source})


def instead_answer(m: "FEMatch", action, yes, no, ctx) -> None:
    (yes if action[0] == "yes" else no).run(m, ctx)


class MoveAny(Primitive):
    """Choose as many units as you wish among those the selector admits, one by one, and move each."""

    name, tags = "move_any", frozenset({"move"})

    def compile(self, value, where):
        return (read_selector(value, where),)

    def describe(self, sel):
        return f"choose any number of {sel.describe()} units and move them"

    def resolve(self, m: "FEMatch", ctx, sel):
        m.then((move_any_step, sel, (), ctx))


def move_any_step(m: "FEMatch", sel, done: tuple, ctx: Ctx) -> None:
    cands = [u for u in sel.candidates(m, ctx) if u not in done and not skill_move_barred(m, u)]
    if not cands:
        return
    m.ask(ctx.controller, "target", [("target", u) for u in cands] + [("decline",)],
          (move_any_chosen, sel, done, ctx), {"source": ctx.source})


def move_any_chosen(m: "FEMatch", action, sel, done, ctx) -> None:
    if action[0] != "target":
        return
    move_unit(m, action[1], by_skill=True)
    m.then((move_any_step, sel, done + (action[1],), ctx))


class ChooseAny(Nested):
    """Choose as many cards as you wish (at most ``max``) among those the selector admits, one by one, each
    different, and run ``do`` for each as it is chosen (``it``): "choose up to 3 non-Main-Character enemies and
    destroy them" (B02-051 Corrin), "choose as many enemies with 80 or more attack as you wish" (B03-010 Soren)."""

    name, tags = "choose_any", frozenset()

    def compile(self, value, where):
        from tcgkit.core.effects import int_arg

        v = mapping_arg(value, where, ("units", "do"), ("max",))
        most = int_arg(v["max"], where + ".max", 1, 20) if "max" in v else 0
        return read_selector(v["units"], where + ".units"), most, self.vocab.compile(v["do"], where + ".do")

    def describe(self, sel, most, node):
        how = f"up to {most}" if most else "any number of"
        return f"choose {how} {plural(sel.describe())} (each once); for each: {node.describe(self.vocab)}"

    def resolve(self, m: "FEMatch", ctx, sel, most, node):
        m.then((choose_any_step, sel, most, node, (), ctx))


def choose_any_step(m: "FEMatch", sel, most, node, done: tuple, ctx: Ctx) -> None:
    if most and len(done) >= most:
        return
    cands = [u for u in sel.candidates(m, ctx) if u not in done]
    if not cands:
        return
    m.ask(ctx.controller, "target", [("target", u) for u in cands] + [("decline",)],
          (choose_any_chosen, sel, most, node, done, ctx), {"source": ctx.source})


def choose_any_chosen(m: "FEMatch", action, sel, most, node, done, ctx) -> None:
    if action[0] != "target":
        return
    uid = action[1]
    emit_target(m, ctx, uid)
    m.then((choose_any_step, sel, most, node, done + (uid,), ctx))
    node.run(m, ctx.with_it(uid))


class MarkGameUse(Primitive):
    """Mark a once-per-game skill name used by the controller (B01-048 Elice: no ally may use it again)."""

    name, tags = "mark_game_use", frozenset()

    def compile(self, value, where):
        if not isinstance(value, str):
            raise CompileError(f"{where}: a skill key (a word)")
        return (value,)

    def describe(self, key):
        return "no ally may use this skill again this game"

    def resolve(self, m: "FEMatch", ctx, key):
        mark = (GAME_MARK, ctx.controller, key)  # the core ledger's key of an ACT skill's once_per_game: KEY
        if mark not in m.used:
            m.used.append(mark)


FLOW_PRIMITIVES = [MayPay(), MayInstead(), MoveAny(), ChooseAny(), MarkGameUse()]
