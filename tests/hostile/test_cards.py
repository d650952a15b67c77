"""Hostile user cards (issue 16 item 1): an effect tree is bounded in size, nesting and steps, a card in its data, a
file in its cards; ``card check`` refuses what is beyond a limit (never VALID for a card it drops or cannot read),
and so does every loader that reads user cards (a decklist's ``cards:`` file, a scenario's inline cards).

Each hostile card goes through ``card check`` and through ``deck validate`` of a deck that plays three copies of it,
in each of the three games with user-made cards.
"""

import json

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from tcgkit.testing import strategies as fz

from tests.hostile.guard import ended, invoke
from tests.hostile.test_files import BASE_DECKS, ROOT

LEAF = {"fe_cipher": {"draw": 1}, "soulbound_arkana": {"gain_bp": 500}, "power_duell": {"gain_energy": 1}}
EVERY = {"fe_cipher": {}, "soulbound_arkana": {}, "power_duell": {"monster": "own"}}
"""A selector of each game (for ``for_each``)."""
#: (the line of the base deck the user card replaces, the line that plays it)
SWAP = {"fe_cipher": ("3 S01-004 Ogma, Wielder of a Heavy Blade", "3 X01-001"),
        "soulbound_arkana": ("3 SA-W02 Flussotter-Wächter", "3 EV-1"),
        "power_duell": ("3 PD-M01 Funkenwolf", "3 EV-1")}


def card(game: str, do: list, **extra) -> dict:
    """A legal card of ``game`` whose triggered ability does ``do``."""
    if game == "fe_cipher":
        c = {"id": "X01-001", "character": "Aster", "title": "Blade", "colors": ["Red"], "cost": 1, "class": "Myrmidon",
             "range": [1, 1], "attack": 40, "support": 20,
             "skills": [{"auto": {"when": {"deployed": {"side": "ally", "other": False}}, "do": do}}]}
    elif game == "soulbound_arkana":
        c = {"id": "EV-1", "name": "Endless", "type": "being", "element": "fire", "level": 2, "strength": 900,
             "shield": 600, "abilities": [{"when": "bound", "do": do}]}
    else:
        c = {"id": "EV-1", "name": "Endless", "type": "monster", "planet": "Mars", "ap": 100, "dp": 300, "lp": 2500,
             "attack_cost": 1, "ao": 1, "abilities": [{"when": "attacks_face_down", "do": do}]}
    c.update(extra)
    return c


def repeats(leaf: dict, *counts) -> list:
    body = [leaf]
    for n in counts:
        body = [{"repeat": n, "do": body}]
    return body


def ifs(leaf: dict, n: int) -> list:
    body = [leaf]
    for _ in range(n):
        body = [{"if": "your_turn", "then": body}]
    return body


def _abilities(game: str, leaf: dict, n: int) -> dict:
    c = card(game, [leaf])
    key = "skills" if game == "fe_cipher" else "abilities"
    return {**c, key: c[key] * n}


#: name -> (game, leaf) -> the file's data (a dict) or its YAML text
HOSTILE = {
    "nested_repeats_1000_cubed": lambda g, leaf: {"cards": [card(g, repeats(leaf, 1000, 1000, 1000))]},
    "repeat_above_the_limit": lambda g, leaf: {"cards": [card(g, repeats(leaf, 21))]},
    "repeats_20_cubed_too_many_steps": lambda g, leaf: {"cards": [card(g, repeats(leaf, 20, 20, 20))]},
    "repeat_true": lambda g, leaf: {"cards": [card(g, repeats(leaf, True))]},
    "repeat_fraction": lambda g, leaf: {"cards": [card(g, repeats(leaf, 2.5))]},
    "repeat_negative": lambda g, leaf: {"cards": [card(g, repeats(leaf, -1))]},
    "repeat_huge": lambda g, leaf: {"cards": [card(g, repeats(leaf, 10**12))]},
    "for_each_three_deep": lambda g, leaf: {"cards": [card(g, [{"for_each": {}, "do": [
        {"for_each": {}, "do": [{"for_each": {}, "do": [leaf]}]}]}])]},
    "a_hundred_and_fifty_parts": lambda g, leaf: {"cards": [card(g, [leaf] * 150)]},
    "ifs_twenty_deep": lambda g, leaf: {"cards": [card(g, ifs(leaf, 20))]},
    "selector_of_150_atoms": lambda g, leaf: {"cards": [card(g, [
        {"for_each": {"all_of": [{"not": {"not": EVERY[g]}}] * 150}, "do": [leaf]}])]},
    "two_hundred_abilities": lambda g, leaf: {"cards": [_abilities(g, leaf, 200)]},
    "a_thousand_and_one_cards": lambda g, leaf: "cards:\n" + "".join(
        f"- {{id: C{i}, name: N{i}, character: N, title: T{i}}}\n" for i in range(1001)),
    "a_file_of_600_kb": lambda g, leaf: "cards: []\n" + "#" * 600_000 + "\n",
    "id_is_a_number": lambda g, leaf: {"cards": [card(g, [leaf], id=12345)]},
    "a_card_is_a_number": lambda g, leaf: {"cards": [card(g, [leaf]), 5]},
    "a_card_is_empty": lambda g, leaf: {"cards": [card(g, [leaf]), {}]},
    "stat_of_5000_digits": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "support: 20", "support: " + "9" * 5000).replace("shield: 600", "shield: " + "9" * 5000).replace(
        "dp: 300", "dp: " + "9" * 5000),
    "stat_infinite": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "support: 20", "support: .inf").replace("shield: 600", "shield: .inf").replace("dp: 300", "dp: .inf"),
    "stat_not_a_number": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "support: 20", "support: .nan").replace("shield: 600", "shield: .nan").replace("dp: 300", "dp: .nan"),
    "stat_true": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "support: 20", "support: true").replace("shield: 600", "shield: true").replace("dp: 300", "dp: true"),
    "a_yaml_set": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "cards:", "cards:\n- !!set {a, b}", 1),
    "a_yaml_binary_id": lambda g, leaf: yaml.safe_dump({"cards": [card(g, [leaf])]}).replace(
        "id: ", "id: !!binary aGVsbG8= #", 1),
    "range_to_a_trillion": lambda g, leaf: {"cards": [card(g, [leaf], range=[1, 10**12])]},
}


UNUSED_JUNK = {"a_card_is_a_number", "a_card_is_empty"}
"""Files whose broken part is a second card the deck does not play."""


def _write(tmp_path, game: str, name: str):
    data = HOSTILE[name](game, LEAF[game])
    text = data if isinstance(data, str) else yaml.safe_dump(json.loads(json.dumps(data)), allow_unicode=True)
    cards = tmp_path / f"{name}.yaml"
    cards.write_text(text, encoding="utf-8")
    old, new = SWAP[game]
    base = (ROOT / BASE_DECKS[game]).read_text(encoding="utf-8")
    deck = tmp_path / f"{name}.txt"
    deck.write_text(f"cards: {cards.name}\n" + base.replace(old, new), encoding="utf-8")
    return cards, deck


@pytest.mark.parametrize("game, name", [(g, n) for g in sorted(LEAF) for n in sorted(HOSTILE)
                                        if n != "range_to_a_trillion" or g == "fe_cipher"])  # only FE has ranges
def test_a_hostile_card_is_never_valid_and_its_deck_is_refused(game, name, tmp_path):
    cards, deck = _write(tmp_path, game, name)
    out = ended(invoke("card", "check", game, cards), 1, 2, names=str(cards))
    assert "VALID" not in out.output.replace("INVALID", ""), out.output
    if game == "power_duell" and name in UNUSED_JUNK:  # Power Duell uses the file's good cards (docs: writing a card)
        ended(invoke("deck", "validate", game, deck), 0)
        return
    ended(invoke("deck", "validate", game, deck), 1, names=name)


@pytest.mark.parametrize("game", sorted(LEAF))
def test_a_card_within_the_limits_is_valid_and_plays(game, tmp_path):
    """The same card with a modest effect passes: the limits refuse only what is beyond them."""
    do = [{"repeat": 20, "do": [{"repeat": 5, "do": [LEAF[game]]}]}, {"for_each": EVERY[game], "do": [LEAF[game]]}]
    cards = tmp_path / "fine.yaml"
    cards.write_text(yaml.safe_dump(json.loads(json.dumps({"cards": [card(game, do)]})), allow_unicode=True),
                     encoding="utf-8")
    old, new = SWAP[game]
    deck = tmp_path / "fine.txt"
    deck.write_text(f"cards: {cards.name}\n" + (ROOT / BASE_DECKS[game]).read_text(encoding="utf-8").replace(old, new),
                    encoding="utf-8")
    out = ended(invoke("card", "check", game, cards), 0)
    assert "VALID" in out.output
    ended(invoke("deck", "validate", game, deck), 0)
    ended(invoke("simulate", game, "-d", deck, "-d", deck, "-n", 2, "--seed", 3, "--agents", "random"), 0)


@pytest.mark.parametrize("game", sorted(LEAF))
@given(data=st.data())
def test_a_fuzzed_user_card_is_checked_or_refused_never_a_traceback(game, data, tmp_path_factory):
    """Bent card data (wrong types, huge numbers, nesting, missing keys): ``check_cards`` lists problems or raises
    ``DeckError`` (unreadable); a card it keeps compiles within the limits."""
    from tcgkit.core.errors import DeckError
    from tcgkit.games import get_game

    do = [{"choose": EVERY[game], "then": [LEAF[game]]}, {"repeat": 2, "do": [LEAF[game]]},
          {"for_each": EVERY[game], "do": [LEAF[game]]}]
    bent = data.draw(fz.mutated_json({"cards": [card(game, do)]}))
    path = tmp_path_factory.mktemp("fuzz") / "cards.yaml"
    path.write_text(yaml.safe_dump(bent, allow_unicode=True), encoding="utf-8")
    try:
        problems = get_game(game)().check_cards(path)
    except DeckError:
        return
    assert all(p.message for p in problems)
