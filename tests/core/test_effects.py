"""The shared effect machinery (tcgkit.core.effects), on the Skirmish example game."""

import pytest

from tcgkit.core import IllegalAction
from tcgkit.core.effects import (
    BATTLE, PERMANENT, TURN, Always, CompileError, Ctx, InZones, This, add_modifier, drop_target, duration, expire,
    mark_used, modifier_total, queue_trigger, reset_used, used,
)
from tcgkit.core.effects.triggers import next_pool, resolve_waiting
from tcgkit.core.match import Match
from tests.core.skirmish import POOL, VOCAB, SkirmishGame
from tests.core.skirmish_rules import ZONES, SkirmishMatch, power

GAME = SkirmishGame()


def position(p0=(), p1=(), hand0=(), active=0):
    spec = {"players": [{"field": list(p0), "hand": list(hand0), "deck": ["S-3"] * 5},
                        {"field": list(p1), "deck": ["S-3"] * 5}], "active": active}
    return GAME.scenarios().build(spec, "test")


def uid_of(m, cid, owner):
    """The card in play (else in hand) first: the core's card references rank public zones first."""
    return GAME.scenarios().find(m, f"{cid}@{owner}", "test")[0]


def test_a_list_compiles_to_a_sequence_and_describes_in_order():
    node = VOCAB.compile([{"draw": 1}, {"choose": {"side": "enemy"}, "then": [{"damage": 2}]}], "card")
    assert VOCAB.describe(node) == "draw 1, then choose an enemy creature: deal 2 damage to it"
    assert node.tags() == frozenset({"draw", "removal"})


def test_a_may_around_a_clause_reads_if_you_choose():
    """``phrase_may``: "you may" before an instruction; a clause with its own subject reads "if you choose, …"
    (the words of Gundam's GD04-100 and GD03-125 were "you may this unit gets …")."""
    assert VOCAB.describe(VOCAB.compile([{"may": [{"draw": 1}]}], "card")) == "you may draw 1"
    assert VOCAB.phrase_may("this unit gets +1 AP") == "if you choose, this unit gets +1 AP"
    assert VOCAB.phrase_may("That unit recovers 2 HP") == "if you choose, That unit recovers 2 HP"
    assert VOCAB.phrase_ability("When played", [], "it gets +1 power", True) == \
        "When played: if you choose, it gets +1 power."


@pytest.mark.parametrize("spec, message", [
    ([{"drwa": 1}], "unknown effect 'drwa'"),
    ([{"draw": "two"}], "expected a whole number"),
    ([{"draw": 1, "damage": 2}], "exactly one effect key"),
    ([{"choose": {"side": "enemy"}, "then": [], "optinal": True}], "unknown key(s) optinal"),
    (["draw"], "needs a value"),
])
def test_data_outside_the_vocabulary_is_refused_naming_card_and_key(spec, message):
    with pytest.raises(CompileError, match=r"^card\[0\]") as exc:
        VOCAB.compile(spec, "card")
    assert message in str(exc.value)


def test_choose_asks_the_controller_among_the_selector_cards_and_resolves_on_the_chosen():
    m = position(p1=["S-3", "S-1"], hand0=["S-2"])
    archer = uid_of(m, "S-2", 0)
    m.apply(("play", archer))
    d = m.decision()
    assert d.kind == "target" and d.player == 0
    knight, scout = uid_of(m, "S-3", 1), uid_of(m, "S-1", 1)
    assert set(d.actions) == {("target", knight), ("target", scout)}
    m.apply(("target", scout))
    assert m.card_zone[scout] == m.zone("discard", 1)  # 1 damage destroys the 1-power scout


def test_choose_with_no_legal_card_does_nothing():
    m = position(hand0=["S-2"])
    m.apply(("play", uid_of(m, "S-2", 0)))
    assert m.decision().kind == "main"


def test_may_is_a_yes_no_decision_and_no_skips_the_body():
    m = position(p0=["S-3"], hand0=["S-4"])
    m.apply(("play", uid_of(m, "S-4", 0)))
    assert m.decision().kind == "optional"
    m.apply(("no",))
    assert m.decision().kind == "main" and not m.mods


def test_if_picks_the_branch_by_the_condition_when_it_resolves():
    m = position(hand0=["S-6"])           # the Sage leaves 0 cards in hand: draw 1
    m.apply(("play", uid_of(m, "S-6", 0)))
    assert len(m.zones[m.zone("hand", 0)]) == 1
    m = position(hand0=["S-6", "S-3", "S-3"])  # 2 left: draw 2
    m.apply(("play", uid_of(m, "S-6", 0)))
    assert len(m.zones[m.zone("hand", 0)]) == 4


def test_modifiers_last_for_their_duration_and_leave_with_the_card():
    m = position(p0=["S-3", "S-1"], hand0=["S-4"])
    knight = uid_of(m, "S-3", 0)
    m.apply(("play", uid_of(m, "S-4", 0)))
    m.apply(("yes",))
    m.apply(("target", knight))
    assert power(m, knight) == 5
    add_modifier(m, knight, "power", 1, PERMANENT)
    add_modifier(m, knight, "power", 1, BATTLE)
    assert [mod[3] for mod in expire(m, (TURN,))] == [TURN]
    assert modifier_total(m, knight, "power") == 2
    drop_target(m, knight)
    assert modifier_total(m, knight, "power") == 0


def test_a_game_duration_gets_its_own_code_and_words():
    code = duration(40, "until your next turn")
    assert code == 40 and duration(40, "until your next turn") == 40
    with pytest.raises(ValueError):
        duration(3, "too low")
    with pytest.raises(ValueError):
        duration(40, "other words")


def test_the_once_per_turn_ledger_forgets_at_reset():
    m = position()
    assert not used(m, (5, 0))
    mark_used(m, (5, 0))
    assert used(m, (5, 0)) and not used(m, (5, 1))
    reset_used(m)
    assert not used(m, (5, 0))


def test_continuous_effects_apply_while_the_source_is_in_play():
    m = position(p0=["S-5", "S-3"], p1=["S-3"])
    knight, enemy = uid_of(m, "S-3", 0), uid_of(m, "S-3", 1)
    banner = uid_of(m, "S-5", 0)
    assert power(m, knight) == 4 and power(m, banner) == 2 and power(m, enemy) == 3


def test_simultaneous_triggers_are_ordered_by_their_controller_turn_player_first():
    m = position(p0=["S-1", "S-6"], p1=["S-1"])
    a, b, c = uid_of(m, "S-1", 0), uid_of(m, "S-6", 0), uid_of(m, "S-1", 1)
    for ctl, src in ((1, c), (0, a), (0, b)):
        queue_trigger(m, ctl, src, 0, Ctx(ctl, src, src))
    m.apply(("end_turn",))  # rules management runs the queue before the flow moves on
    d = m.decision()
    assert d.kind == "order_triggers" and d.player == 0
    assert d.actions == (("trigger", a, 0), ("trigger", b, 0))
    m.apply(("trigger", b, 0))
    # a choice of one is no choice: the rest resolve on their own, the turn player's first
    assert [e[2]["uid"] for e in m.log if e[0] == "resolve"] == [b, a, c]
    assert m.active == 1


def test_trigger_policies_pick_newest_batch_or_highest_priority_first():
    m = position(p0=["S-1", "S-6"])
    a, b = uid_of(m, "S-1", 0), uid_of(m, "S-6", 0)
    queue_trigger(m, 0, a, 0, Ctx(0, a, a), priority=1)  # batch 0, e.g. a Burst
    m.trigger_batch += 1
    queue_trigger(m, 0, b, 0, Ctx(0, b, b))              # batch 1, created while something resolved
    assert next_pool(m)[2][0][3] == b       # newest batch first
    m.trigger_policy = "priority_first"
    assert next_pool(m)[2][0][3] == a       # the priority class over every waiting trigger


def test_selectors_compose_with_and_or_not():
    m = position(p0=["S-3", "S-1"], p1=["S-2"])
    knight, scout, archer = uid_of(m, "S-3", 0), uid_of(m, "S-1", 0), uid_of(m, "S-2", 1)
    ctx = Ctx(0, knight, knight)
    friendly, enemy = InZones("field", "friendly"), InZones("field", "enemy")
    assert (friendly & ~This()).candidates(m, ctx) == [scout]
    assert (enemy | friendly).candidates(m, ctx) == [archer, knight, scout]
    assert set((friendly | enemy).candidates(m, ctx)) == {archer, knight, scout}
    with pytest.raises(ValueError, match="where to look"):
        (~This()).candidates(m, ctx)
    assert Always().holds(m, ctx) and not (~Always()).holds(m, ctx)


def test_an_effect_paused_for_a_choice_clones_and_resumes_independently():
    m = position(p1=["S-3", "S-1"], hand0=["S-2"])
    m.apply(("play", uid_of(m, "S-2", 0)))
    c = m.clone()
    scout = uid_of(m, "S-1", 1)
    c.apply(("target", scout))
    assert m.decision().kind == "target" and m.card_zone[scout] == m.zone("field", 1)
    with pytest.raises(IllegalAction):
        m.apply(("target", 999))



class _Counterclockwise(SkirmishMatch):
    """Three seats whose turn order runs 0 → 2 → 1 (a table that chose counterclockwise)."""

    __slots__ = ()

    def next_seat(self, player):
        return (player - 1) % self.n_players


def test_triggers_of_several_players_resolve_in_the_matchs_turn_order():
    """APNAP follows ``Match.next_seat``, not the seat numbers."""
    m = _Counterclockwise(GAME, ZONES, 3, 0)
    m.init_effects()
    m.damage, m.attacked, m.life = [], [], [10, 10, 10]
    m.active = 0
    scouts = [m.add_card(POOL["S-1"], p, m.zone("field", p)) for p in range(3)]
    for p in range(3):
        m.add_card(POOL["S-3"], p, m.zone("deck", p))
    for p in (1, 2):
        queue_trigger(m, p, scouts[p], 0, Ctx(p, scouts[p], scouts[p]))
    assert Match.next_seat(m, 0) == 1 and m.next_seat(0) == 2
    m.then((resolve_waiting,))
    while m.stack and m.pending is None:  # the frames only: this bare match has no turn table
        frame = m.stack.pop()
        frame[0](m, *frame[1:])
    assert [e[2]["uid"] for e in m.log if e[0] == "resolve"] == [scouts[2], scouts[1]]


def test_a_chosen_card_is_named_only_to_those_who_see_it_where_it_is():
    """A card an effect chooses from a hand is told to its owner; the other seats and spectators read that a card
    was chosen (a leak the long FE conformance pass found: B02-001 chose a hand card, every seat read its name)."""
    from tcgkit.core import ALL
    from tcgkit.core.effects import emit_target

    m = position(p0=["S-3"], hand0=["S-2"])
    knight, archer = uid_of(m, "S-3", 0), uid_of(m, "S-2", 0)
    m.log = []
    emit_target(m, Ctx(0, knight, knight), archer)
    (secret_kind, secret_to, secret), (public_kind, public_to, public) = m.log
    assert secret_kind == public_kind == "target" and secret["uid"] == archer and secret_to == 1
    assert "uid" not in public and public["redacted"] and public_to == ALL & ~1
    assert GAME.kinds.narrate(m, ("target", public_to, public)).startswith("player 0 chooses a hidden card for ")
    m.log = []
    emit_target(m, Ctx(0, archer, archer), knight)  # a card on the field: everybody reads its name
    assert m.log == [("target", ALL, {"player": 0, "source": archer, "uid": knight})]


def test_a_context_is_built_and_re_aimed_as_the_named_tuple_would_be():
    from tcgkit.core.effects.nodes import Ctx

    assert Ctx(1) == (1, -1, -1, -1, None) and Ctx(1, 2, memo="m") == (1, 2, -1, -1, "m")
    assert Ctx(controller=0, this=4).this == 4 and type(Ctx(0)) is Ctx
    ctx = Ctx(1, 2, 3, 4, ("memo",))
    assert ctx.with_it(9) == ctx._replace(it=9) and type(ctx.with_it(9)) is Ctx and ctx.it == 4
    assert Ctx._make([1, 2, 3, 4, 5]) == Ctx(1, 2, 3, 4, 5)
    for bad in ((), (1, 2, 3, 4, 5, 6)):
        with pytest.raises(TypeError):
            Ctx(*bad)
    with pytest.raises(TypeError):
        Ctx(1, nowhere=2)
