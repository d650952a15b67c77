"""Card authoring (issue 9 item 3): `Game.check_cards` reports every problem of a user card file with its line and
rule; a decklist's `cards:` header mixes shipped and user cards; decks carry their user cards into replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit.core.errors import DeckError
from tcgkit.core.replay import Replay
from tcgkit.core.rng import Rng
from tcgkit.testing.conformance import play_random
from tests.games.soulbound_arkana.helpers import game

ROOT = Path(__file__).parents[3]
BAD = ROOT / "tests" / "data" / "soulbound_arkana" / "bad_cards.yaml"
DOCS = ROOT / "docs" / "games" / "soulbound_arkana"


def problems(path=BAD):
    return [(p.line, p.rule, p.severity) for p in game().check_cards(path)]


def test_the_documented_card_file_has_no_problem():
    assert game().check_cards(DOCS / "my_cards.yaml") == []


def test_an_unknown_key_is_reported_at_its_line():
    assert (8, "unknown_key", "error") in problems()


def test_an_effect_outside_the_vocabulary_is_reported_at_its_line():
    found = [p for p in game().check_cards(BAD) if p.rule == "effect"]
    assert [(p.line, "teleport" in p.message, p.message.startswith("BAD-02: abilities[0].do[0]")) for p in found] \
        == [(20, True, True)]


def test_a_fusion_without_materials_and_a_net_being_without_net_value_are_reported():
    assert (21, "special_materials", "error") in problems() and (27, "net_value", "error") in problems()


def test_stats_outside_the_scale_are_reported_each():
    assert (36, "stat_scale", "error") in problems() and (37, "stat_scale", "error") in problems()


def test_a_landmark_with_a_negative_effect_is_reported():
    assert (44, "landmark_no_negative", "error") in problems()


def test_a_shipped_id_cannot_be_reused():
    assert (45, "id_taken", "error") in problems()


def test_design_guidelines_are_warnings():
    assert (57, "stat_step", "warning") in problems() and (57, "power_curve", "warning") in problems()


def test_every_problem_of_the_file_is_reported_at_once():
    assert len(problems()) == 10


@pytest.mark.parametrize("text, rule, line", [
    ("cards:\n  - id: X\n    name: [unclosed\n", "yaml", 4),
    ("cards: []\n", "format", 1),
    ("set: A\ncolour: red\ncards:\n  - {id: X, name: Y, type: landmark, cost: 2, statics: [{stat: shield, value: 100, "
     "to: {side: own}}]}\n", "unknown_key", 2),
    ("cards:\n  - {id: X, name: Y, type: seal, cost: 11, answers: attack, do: [negate_attack]}\n", "stat_scale", 2),
    ("cards:\n  - {id: X, name: Y, type: fusion, level: 5, strength: 1000, shield: 1000, "
     "materials: [{name: Niemand}, {element: fire}]}\n", "unknown_card", 2),
    ("cards:\n  - {id: X, name: Y, type: overlay, rank: 4, strength: 1000, shield: 1000, materials: 1}\n",
     "special_materials", 2),
    ("cards:\n  - {id: X, name: Y, type: being, element: fire, level: 3, strength: 100, shield: 100}\n"
     "  - {id: X, name: Z, type: being, element: fire, level: 3, strength: 100, shield: 100}\n", "duplicate_id", 3),
])
def test_malformed_card_files_name_the_rule_and_line(tmp_path, text, rule, line):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    assert (line, rule) in [(p.line, p.rule) for p in game().check_cards(path)]


def test_an_unreadable_card_file_is_refused_as_unreadable_not_a_traceback(tmp_path):
    from tcgkit.core.errors import DeckError

    with pytest.raises(DeckError, match="No such file"):  # `card check` says UNREADABLE (exit 2)
        game().check_cards(tmp_path / "missing.yaml")


# ------------------------------------------------------------------------------------------- decks with user cards


def test_a_decklist_mixes_shipped_and_user_cards():
    g = game()
    deck = g.load_deck(DOCS / "glut_und_flut_with_funkenwicht.txt")
    assert sum(d.id == "MY-01" for d in deck.main) == 3 and len(deck.main) == 40
    assert g.validate_deck(deck) == []


def test_a_deck_with_user_cards_round_trips_through_json():
    g = game()
    deck = g.load_deck(DOCS / "glut_und_flut_with_funkenwicht.txt")
    again = g.deck_from_json(json.loads(json.dumps(g.deck_to_json(deck))))
    assert again.main == deck.main and again.special == deck.special


def test_a_replay_with_user_cards_reproduces_the_game(tmp_path):
    g = game()
    deck = g.load_deck(DOCS / "glut_und_flut_with_funkenwicht.txt")
    m = g.new_match([deck, g.default_decks()[1]], 5)
    play_random(m, Rng(5))
    path = tmp_path / "r.json"
    Replay.from_match(m).save(path)
    again = Replay.load(path).run()
    assert again.fingerprint() == m.fingerprint() and again.winners == m.winners


def test_a_decklist_whose_card_file_has_errors_names_the_card_file_and_line(tmp_path):
    (tmp_path / "bad.yaml").write_text(BAD.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "deck.txt").write_text("cards: bad.yaml\n3 SA-W01\n", encoding="utf-8")
    with pytest.raises(DeckError) as err:
        game().load_deck(tmp_path / "deck.txt")
    assert "bad.yaml:8: BAD-01: unknown key" in str(err.value)


def test_a_decklist_whose_card_file_is_missing_names_the_header_line(tmp_path):
    (tmp_path / "deck.txt").write_text("name: x\ncards: nowhere.yaml\n3 SA-W01\n", encoding="utf-8")
    with pytest.raises(DeckError, match="deck.txt:2: the card file"):
        game().load_deck(tmp_path / "deck.txt")
