"""Hostile scenario files (issue 16 item 2): every number in a scenario is bounded before a game reads it (at most
1,000,000 in size, with its line), counts of cards at most 1,000, and YAML that is not plain data is refused — each
as a MALFORMED file (exit 2) in one line, in every game.
"""

from pathlib import Path

import pytest
import yaml

from tests.hostile.guard import ended, invoke
from tests.hostile.test_cards import LEAF, card, repeats

SCENARIOS = Path(__file__).parents[1] / "scenarios"
GAMES = ["gundam", "gwent", "fe_cipher", "soulbound_arkana", "power_duell"]


def base(game: str) -> dict:
    """The first scenario file of ``game``, as data."""
    return yaml.safe_load(sorted((SCENARIOS / game).glob("*.yaml"))[0].read_text(encoding="utf-8"))


#: name -> scenario data -> YAML text
MUTATIONS = {
    "turn_of_a_trillion": lambda d: yaml.safe_dump({**d, "setup": {**d["setup"], "turn": 10**12}}),
    "seed_of_30_digits": lambda d: yaml.safe_dump({**d, "setup": {**d["setup"], "seed": 10**30}}),
    "turn_infinite": lambda d: yaml.safe_dump({**d, "setup": {**d["setup"], "turn": float("inf")}}),
    "number_of_5000_digits": lambda d: yaml.safe_dump(d) + "source: " + "9" * 5000 + "\n",
    "a_yaml_set": lambda d: yaml.safe_dump({k: v for k, v in d.items() if k != "source"}) + "source: !!set {a}\n",
    "nested_60_deep": lambda d: yaml.safe_dump({k: v for k, v in d.items() if k != "source"})
    + "source: " + "[" * 60 + "]" * 60 + "\n",
    "an_expected_count_of_a_billion": lambda d: yaml.safe_dump({**d, "expect": {"hand@0": 10**9}}),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
@pytest.mark.parametrize("game", GAMES)
def test_a_hostile_scenario_is_malformed_in_one_line(game, name, tmp_path):
    path = tmp_path / f"{name}.yaml"
    path.write_text(MUTATIONS[name](base(game)), encoding="utf-8")
    out = ended(invoke("scenario", "run", path), 2, names=str(path))
    assert "MALFORMED" in out.output


GUNDAM_COUNTS = {
    "deck_of_5000": {"deck": 5000},
    "deck_true": {"deck": True},
    "deck_count_of_a_million": {"deck": {"count": 1_000_000, "top": []}},
    "resources_of_a_million": {"resources": {"active": 1_000_000}},
    "rested_resources_true": {"resources": {"rested": True}},
}


@pytest.mark.parametrize("name", sorted(GUNDAM_COUNTS))
def test_a_count_of_cards_is_bounded(name, tmp_path):
    data = {"name": name, "game": "gundam", "setup": {"players": [GUNDAM_COUNTS[name], {}]}, "expect": {}}
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    out = ended(invoke("scenario", "run", path), 2, names=str(path))
    assert "MALFORMED" in out.output


@pytest.mark.parametrize("deck", [201, 10**6, True])
def test_an_fe_filler_count_is_bounded(deck, tmp_path):
    data = {"name": "x", "game": "fe_cipher", "setup": {"players": [{"deck": deck}, {}]}, "expect": {}}
    path = tmp_path / "filler.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    ended(invoke("scenario", "run", path), 2, names=str(path))


def test_inline_user_cards_are_held_to_the_card_limits(tmp_path):
    data = base("fe_cipher")
    data["cards"] = [card("fe_cipher", repeats(LEAF["fe_cipher"], 1000, 1000, 1000))]
    path = tmp_path / "inline.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    out = ended(invoke("scenario", "run", path), 2, names=str(path))
    assert "out of range (0–20)" in out.output


@pytest.mark.parametrize("game", GAMES)
def test_the_unbent_scenario_passes(game, tmp_path):
    path = tmp_path / "same.yaml"
    path.write_text(yaml.safe_dump(base(game)), encoding="utf-8")
    ended(invoke("scenario", "run", path), 0)
