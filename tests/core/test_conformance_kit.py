"""The conformance kit (tcgkit.testing) passes on a correct game and catches each broken contract."""

import pytest

from tcgkit.core import ALL, Flow, Step
from tcgkit.testing import conformance as kit
from tests.core import skirmish, skirmish_rules
from tests.core.skirmish import SkirmishGame


@pytest.mark.usefixtures("skirmish_registered")
def test_the_example_game_passes_every_check():
    failures = kit.run_all(SkirmishGame(), scale=0.3)
    assert failures == {name: [] for name in kit.CHECKS}


def test_a_draw_told_to_everybody_is_a_leak(monkeypatch):
    def leaky_draw(m, p):
        deck = m.zones[m.zone("deck", p)]
        if deck:
            uid = deck[-1]
            m.move(uid, m.zone("hand", p))
            m.emit("draw", ALL, player=p, uid=uid)

    _use_draw(monkeypatch, leaky_draw)
    failures = kit.check_hidden(SkirmishGame(), games=2)
    assert failures and "cannot see" in failures[0]


def _use_draw(monkeypatch, draw):
    """Every draw goes through ``draw``: the rules' (set-up, the draw step) and the Draw primitive's."""
    monkeypatch.setattr(skirmish_rules, "draw", draw)
    monkeypatch.setattr(skirmish, "draw", draw)


def _flip_and_shuffle_back(tell_first):
    """Before each draw: show the deck's top card face up on the discard pile, then shuffle it back into the deck,
    in one action (as a deck refresh does). Before and after, nobody sees it; in between, everybody does."""
    def draw(m, p):
        deck_zone = m.zone("deck", p)
        deck = m.zones[deck_zone]
        if deck:
            uid = deck[-1]
            if tell_first:
                m.emit("resolve", ALL, uid=uid)
            m.move(uid, m.zone("discard", p))
            if not tell_first:
                m.emit("resolve", ALL, uid=uid)
            m.move(uid, deck_zone)
            m.shuffle_zone(deck_zone)
        original_draw(m, p)
    return draw


original_draw = skirmish_rules.draw


def test_a_card_named_while_it_is_public_is_no_leak(monkeypatch):
    # Seen before the action: no; after: no (shuffled back); when the event was emitted: yes (discard).
    _use_draw(monkeypatch, _flip_and_shuffle_back(tell_first=False))
    assert kit.check_hidden(SkirmishGame(), games=2) == []


def test_a_card_named_before_it_is_shown_is_a_leak(monkeypatch):
    _use_draw(monkeypatch, _flip_and_shuffle_back(tell_first=True))
    failures = kit.check_hidden(SkirmishGame(), games=2)
    assert failures and "cannot see" in failures[0]


def test_a_view_that_shows_a_hidden_card_is_caught_by_determinisation(monkeypatch):
    from tcgkit.core.view import View

    class PeekingView(View):
        __slots__ = ()

        def to_dict(self):
            d = super().to_dict()
            deck = self._m.zones[self._m.zone("deck", 1 - (self.viewer or 0))]
            d["peek"] = self._m.card_def[deck[-1]].id if deck else None
            return d

    monkeypatch.setattr(SkirmishGame, "view_class", PeekingView)
    assert any("view changes" in f for f in kit.check_hidden(SkirmishGame(), games=2))


def test_an_undeclared_event_kind_is_reported(monkeypatch):
    def end_step(m):
        skirmish_rules.end_step(m)
        m.emit("cleanup", ALL)

    steps = skirmish_rules.TURN_FLOW.steps
    _use_flow(monkeypatch, Flow("turn", steps[:2] + (Step("end", on_enter=end_step),),
                                before_step=skirmish_rules.rules_management, on_wrap=skirmish_rules.next_turn))
    assert kit.check_kinds(SkirmishGame(), games=2) == ["skirmish: event kinds used but not declared: ['cleanup']"]


def _use_flow(monkeypatch, flow):
    original_blank = SkirmishGame.blank_match

    def blank(self, seed, log_events=True):
        m = original_blank(self, seed, log_events)
        m.init_flow(flow)
        return m

    monkeypatch.setattr(SkirmishGame, "blank_match", blank)


def test_a_rule_that_crashes_mid_game_is_reported_with_its_seed(monkeypatch):
    def broken_wrap(m):
        raise ZeroDivisionError("division by zero")

    _use_flow(monkeypatch, Flow("turn", skirmish_rules.TURN_FLOW.steps, before_step=skirmish_rules.rules_management,
                                on_wrap=broken_wrap))
    failures = kit.check_play(SkirmishGame(), games=1)
    assert failures and "ZeroDivisionError" in failures[0] and "seed 0" in failures[0]


def test_mistyped_actions_are_generated_for_every_argument():
    import numpy as np

    variants = kit.wrong_types(("deploy", 106))
    assert ("deploy", 106.0) in variants and ("deploy", "106") in variants
    assert any(type(v) is tuple and len(v) == 2 and type(v[1]) is np.int64 for v in variants)


# ------------------------------------------------------------------------------- words (issue 16, item 3)


def _replace_kind(monkeypatch, table, name, **changes):
    import dataclasses

    monkeypatch.setitem(table, name, dataclasses.replace(table[name], **changes))


def test_action_words_that_name_a_hidden_card_are_caught(monkeypatch):
    # "attack with X" also names the top card of the opponent's deck: words of a legal action the decider reads
    def leaky(m, a):
        deck = m.zones[m.zone("deck", 1 - m.pending.player)]
        return f"attack the opponent with {skirmish.card_name(m, a[1])}" + (
            f" (their next draw: {skirmish.card_name(m, deck[-1])})" if deck else "")

    _replace_kind(monkeypatch, skirmish.KINDS.actions, "attack_player", describe=leaky)
    failures = kit.check_words(SkirmishGame(), games=3)
    assert failures and "names a card hidden from seat" in failures[0] and "attack_player" in failures[0]


def test_a_prompt_that_names_a_hidden_card_is_caught(monkeypatch):
    def prompt(self, match):
        hand = match.zones[match.zone("hand", 1 - match.pending.player)]
        return "Your main action" + (f" (they hold {skirmish.card_name(match, hand[0])})" if hand else "")

    monkeypatch.setattr(skirmish.SkirmishPresentation, "describe_decision", prompt, raising=False)
    failures = kit.check_words(SkirmishGame(), games=3)
    assert failures and "the prompt names a card hidden" in failures[0]


def test_narration_that_names_a_hidden_card_is_caught(monkeypatch):
    # the turn heading tells the hand of the player whose turn begins: read by everybody
    def heading(m, d):
        hand = m.zones[m.zone("hand", d["player"])]
        return f"— turn {d['turn']}: player {d['player']} holds {', '.join(skirmish.card_name(m, u) for u in hand)} —"

    _replace_kind(monkeypatch, skirmish.KINDS.events, "turn", narrate=heading)
    failures = kit.check_words(SkirmishGame(), games=3)
    assert failures and "the narration of 'turn' names a card hidden from its readers" in failures[0]


def test_words_that_name_only_visible_cards_pass():
    assert kit.check_words(SkirmishGame(), games=3) == []
