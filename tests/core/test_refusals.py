"""Refusals that explain (tcgkit.core.refusals): the core checks an action's kind and form, a game's explainer names
the rule that forbids a well-formed one, the conformance kit catches explainers that raise or leak, and scenario
steps assert the rule with ``because``."""

import dataclasses

import pytest

from tcgkit.core import IllegalAction, ScenarioError, for_decider
from tcgkit.core.refusals import RULES, Refusal, explain
from tcgkit.core.scenario import run_scenario
from tcgkit.testing import conformance as kit
from tests.core import skirmish
from tests.core.skirmish import SkirmishGame


def _main(seed=0):
    """A Skirmish match at player 0's first main decision."""
    return SkirmishGame().new_match(SkirmishGame().default_decks(), seed)


def _refused(m, action) -> IllegalAction:
    before, n = m.fingerprint(), len(m.log)
    with pytest.raises(IllegalAction) as info:
        m.apply(action)
    assert m.fingerprint() == before and len(m.log) == n  # a refusal changes nothing
    return info.value


def _explain_attack(m, a):
    """Skirmish's rule for attacks: a creature of yours on the field that has not attacked this turn."""
    p = m.pending.player
    if m.card_zone[a[1]] != m.zone("field", p):
        return Refusal("zone", f"{for_decider(m, a[1])} is not on your field", "tests/core/skirmish.py")
    if m.attacked[a[1]]:
        return Refusal("rested", f"{for_decider(m, a[1])} has attacked this turn", "tests/core/skirmish.py")
    return None


@pytest.fixture
def attack_rule(monkeypatch):
    kinds = skirmish.KINDS.actions
    monkeypatch.setitem(kinds, "attack_player", dataclasses.replace(kinds["attack_player"], explain=_explain_attack))


def test_an_unknown_kind_and_a_malformed_action_are_told_apart():
    m = _main()
    assert _refused(m, ("fly", 3)).rule == "unknown"
    bad = _refused(m, ("play", 1, 2))
    assert bad.rule == "form" and "play takes (card): 2 argument(s) given" in bad.reason
    assert _refused(m, ("play", 999)).rule == "form" and "there is no card 999" in _refused(m, ("play", 999)).reason
    assert _refused(m, ("play", "1")).rule == "form"


def test_a_kind_the_decision_does_not_offer_is_a_matter_of_timing():
    m = _main()
    err = _refused(m, ("target", 0))
    assert err.rule == "timing" and "player 0 is asked: Your main action" in err.reason
    assert "not among the" in err.reason  # the generic part stays, so old scenario files still match


def test_a_games_explainer_names_the_rule_and_its_source(attack_rule):
    m = _main()
    enemy = m.zones[m.zone("hand", 1)][0]
    err = _refused(m, ("attack_player", enemy))
    assert err.rule == "zone" and "is not on your field" in err.reason and "[tests/core/skirmish.py]" in err.reason
    assert err.reason.startswith("a card in player 1's hand")  # words for the decider: the card is hidden


def test_a_creature_that_attacked_is_refused_as_rested(attack_rule):
    m = SkirmishGame().scenarios().build({"players": [{"field": ["S-3"], "deck": ["S-1"]},
                                                      {"deck": ["S-1"]}]}, "test")
    knight = m.zones[m.zone("field", 0)][0]
    m.apply(("attack_player", knight))
    err = _refused(m, ("attack_player", knight))
    assert err.rule == "rested" and err.reason.startswith("Knight has attacked this turn")


def test_an_explainer_that_raises_still_refuses_with_the_generic_reason_and_the_kit_finds_it(monkeypatch):
    kinds = skirmish.KINDS.actions

    def broken(m, a):
        raise KeyError("oops")

    monkeypatch.setitem(kinds, "attack_player", dataclasses.replace(kinds["attack_player"], explain=broken))
    m = _main()
    err = _refused(m, ("attack_player", m.zones[m.zone("hand", 0)][0]))
    assert err.rule == "not_legal" and err.reason.startswith("not among the")
    failures = kit.check_refusals(SkirmishGame(), games=2)
    assert failures and "raised KeyError" in failures[0]


def test_a_reason_that_names_a_hidden_card_is_caught(monkeypatch):
    kinds = skirmish.KINDS.actions

    def leaky(m, a):  # names the card, whoever may see it
        return Refusal("zone", f"{skirmish.card_name(m, a[1])} is not on your field")

    monkeypatch.setitem(kinds, "attack_player", dataclasses.replace(kinds["attack_player"], explain=leaky))
    failures = kit.check_refusals(SkirmishGame(), games=3)
    assert failures and "names a card hidden from seat" in failures[0]


def test_the_kit_passes_explainers_that_name_only_what_the_decider_sees(attack_rule):
    assert kit.check_refusals(SkirmishGame(), games=3) == []


def test_explain_is_read_only_and_every_rule_name_is_declared():
    m = _main()
    before = m.fingerprint()
    assert explain(m, ("target", 0)).rule in RULES and m.fingerprint() == before
    with pytest.raises(ValueError):
        Refusal("because_i_said_so", "no")


# ------------------------------------------------------------------------------------ scenario files: because

SCENARIO = """name: refusal
game: skirmish
setup:
  players:
    - {{hand: [S-2], deck: [S-3]}}
    - {{field: [S-1], deck: [S-3]}}
steps:
  - do: {{target: S-1@1}}
    because: {because}
expect:
  decision: {{player: 0, kind: main}}
"""


@pytest.mark.usefixtures("skirmish_registered")
@pytest.mark.parametrize("because, passed", [("timing", True), ("cost", False)])
def test_a_step_asserts_the_rule_of_its_refusal(tmp_path, because, passed):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(because=because))
    res = run_scenario(p)
    assert res.passed is passed
    if not passed:
        assert "refused by a 'timing' rule, not 'cost'" in res.messages[0]


@pytest.mark.usefixtures("skirmish_registered")
def test_a_step_that_is_accepted_fails_its_because_and_an_unknown_rule_is_malformed(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text(SCENARIO.format(because="timing").replace("{target: S-1@1}", "{play: S-2}"))
    res = run_scenario(p)
    assert not res.passed and "was accepted; it should be refused" in res.messages[0]
    p.write_text(SCENARIO.format(because="rude"))
    with pytest.raises(ScenarioError, match="because"):
        run_scenario(p)
