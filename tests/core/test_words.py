"""Words for one reader (tcgkit.core.words): hidden cards by their place, copies told apart where they differ,
alike copies one choice, and a prompt that names the card whose effect asks."""

from tcgkit.core.words import for_decider, label, named
from tests.core.skirmish import SkirmishGame

GAME = SkirmishGame()


def _position(players, **extra):
    return GAME.scenarios().build({"players": players, **extra}, "test")


def test_a_hidden_card_is_named_by_its_place_only():
    m = _position([{"hand": ["S-3"], "deck": ["S-1"]}, {"hand": ["S-2"], "deck": ["S-1"]}])
    theirs = m.zones[m.zone("hand", 1)][0]
    assert label(m, theirs, 0) == "a card in player 1's hand"
    assert label(m, theirs, 1) == "Archer"
    assert label(m, m.zones[m.zone("deck", 0)][0], 0) == "a card in your deck"
    assert label(m, 10_000, 0) == "?"


def test_copies_in_different_places_are_told_apart_for_the_reader():
    m = _position([{"field": ["S-3"], "deck": ["S-1"]}, {"field": ["S-3"], "deck": ["S-1"]}])
    mine, theirs = m.zones[m.zone("field", 0)][0], m.zones[m.zone("field", 1)][0]
    assert label(m, mine, 0) == "Knight (your field 1)"
    assert label(m, theirs, 0) == "Knight (player 1's field 1)"
    assert named(m, theirs) == "Knight (player 1's field 1)"  # the public's words for narration


def test_alike_copies_are_not_told_apart_and_are_one_choice():
    m = _position([{"hand": ["S-3", "S-3", "S-1"], "deck": ["S-1"]}, {"deck": ["S-1"]}])
    assert [for_decider(m, u) for u in m.zones[m.zone("hand", 0)]] == ["Knight", "Knight", "Scout"]
    choices = GAME.presentation.choices(m)
    words = [w for w, _a in choices]
    assert words.count("play Knight") == 1 and len(m.legal_actions()) == len(choices) + 1


def test_a_prompt_names_the_card_whose_effect_asks():
    m = _position([{"hand": ["S-2"], "deck": ["S-1"]}, {"field": ["S-1", "S-3"], "deck": ["S-1"]}])
    m.apply(("play", m.zones[m.zone("hand", 0)][0]))
    assert m.pending.kind == "target"
    assert GAME.presentation.describe_decision(m) == "Choose a card for the effect (of Archer)"
