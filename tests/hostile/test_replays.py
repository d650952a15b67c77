"""Hostile replays (issue 16 item 2): a replay of every game is held to the same limits as the command line — the
decklist limits for its decks, the card limits for the user cards it embeds, the option bounds for its options, a
64-bit whole number for its seed — and anything beyond them gets one line and exit status 2.
"""

import copy
import json

import pytest

from tests.hostile.guard import ended, invoke
from tests.hostile.test_cards import LEAF, card, repeats

GAMES = ["gundam", "gwent", "fe_cipher", "soulbound_arkana", "power_duell"]
_BASE: dict[str, dict] = {}


def base(game: str) -> dict:
    """The replay of a real game's first 40 random actions (default decks), as JSON data."""
    if game not in _BASE:
        from tcgkit.core.replay import Replay
        from tcgkit.core.rng import Rng
        from tcgkit.games import get_game

        g = get_game(game)()
        m = g.new_match(g.default_decks(), 5)
        rng = Rng(5)
        for _ in range(40):  # the first 40 actions of a random game
            if m.pending is not None:
                m.apply(rng.choice(m.legal_actions()))
        _BASE[game] = json.loads(Replay.from_match(m).model_dump_json())
    return copy.deepcopy(_BASE[game])


def _more_cards(game: str, deck: dict) -> None:
    """Grow the first deck far beyond a decklist's 1,000 cards, in the game's JSON deck form."""
    if game == "gundam":
        deck["cards"] = [[99, cid] for _n, cid in deck["cards"]] * 2
    elif game == "gwent":
        deck["cards"] = deck["cards"] * 100
    elif game == "fe_cipher":
        deck["cards"] = [[cid, 99] for cid, _n in deck["cards"]]
    elif game == "soulbound_arkana":
        deck["main"] = deck["main"] * 100
    else:
        deck["monsters"] = deck["monsters"] * 100


def _count_true(game: str, deck: dict) -> None:
    if game == "gundam":
        deck["cards"][0][0] = True
    elif game == "fe_cipher":
        deck["cards"][0][1] = True
    elif game == "gwent":
        deck["cards"][0] = True
    elif game == "soulbound_arkana":
        deck["main"][0] = True
    else:
        deck["monsters"][0] = True


def _embed(game: str, deck: dict, cards: list) -> None:
    deck["user_cards" if game == "fe_cipher" else "cards"] = cards


AUTHORING = ["fe_cipher", "soulbound_arkana", "power_duell"]

MUTATIONS = {
    "seed_of_400_digits": lambda g, d: d.update(seed=10**400),
    "seed_true": lambda g, d: d.update(seed=True),
    "seed_fraction": lambda g, d: d.update(seed=2.5),
    "seed_text": lambda g, d: d.update(seed="5"),
    "options_true_for_numbers_5_for_flags": lambda g, d: d.update(options={
        k: True if type(v) is int else 5 if type(v) is bool else v for k, v in d["options"].items()}),
    "options_huge_numbers": lambda g, d: d.update(options={k: 10**30 if type(v) is int else v
                                                           for k, v in d["options"].items()}
                                                  if any(type(v) is int for v in d["options"].values())
                                                  else {**d["options"], "no_such_option": 10**30}),
    "options_unknown": lambda g, d: d["options"].update(no_such_option=1),
    "options_not_a_mapping": lambda g, d: d.update(options=[1, 2]),
    "five_hundred_decks": lambda g, d: d.update(decks=d["decks"] * 250),
    "deck_beyond_a_thousand_cards": lambda g, d: _more_cards(g, d["decks"][0]),
    "deck_count_true": lambda g, d: _count_true(g, d["decks"][0]),
    "deck_not_a_mapping": lambda g, d: d["decks"].__setitem__(0, 5),
    "setup_log_events": lambda g, d: d.update(setup={"log_events": 5}),
    "setup_mode_unknown": lambda g, d: d.update(setup={"mode": "nope"}),
    "action_of_300_digits": lambda g, d: d.update(actions=[[10**300]]),
    "action_not_legal": lambda g, d: d.update(actions=[["pass", "now"]]),
}
EMBEDDED = {
    "embedded_nested_repeats": lambda g: [card(g, repeats(LEAF[g], 1000, 1000, 1000))],
    "embedded_1001_cards": lambda g: [card(g, [LEAF[g]], id=f"EV-{i}") for i in range(1001)],
    "embedded_card_of_3000_values": lambda g: [card(g, [LEAF[g]] * 1000)],
    "embedded_card_not_a_mapping": lambda g: [5],
}


def _replay(tmp_path, data: dict):
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", sorted(MUTATIONS))
@pytest.mark.parametrize("game", GAMES)
def test_a_hostile_replay_is_refused_in_one_line(game, name, tmp_path):
    data = base(game)
    MUTATIONS[name](game, data)
    path = _replay(tmp_path, data)
    out = ended(invoke("replay", path), 2, names=str(path))
    assert len([line for line in out.lines if line.startswith("error:")]) == 1, out.output


@pytest.mark.parametrize("name", sorted(EMBEDDED))
@pytest.mark.parametrize("game", AUTHORING)
def test_a_replay_embedding_a_hostile_user_card_is_refused(game, name, tmp_path):
    data = base(game)
    _embed(game, data["decks"][0], json.loads(json.dumps(EMBEDDED[name](game))))
    path = _replay(tmp_path, data)
    ended(invoke("replay", path), 2, names=str(path))


@pytest.mark.parametrize("game", GAMES)
def test_the_unbent_replay_replays(game, tmp_path):
    ended(invoke("replay", _replay(tmp_path, base(game))), 0)


@pytest.mark.parametrize("actions, says", [
    ([[]] * 4_900_000, "more than 1,000,000 values"),  # 20 MB of empty actions: 750 MB and 9 s to parse before
    ([[0]] * 300_000, "at most 200000 items"),
])
def test_a_replay_of_too_many_values_or_actions_is_refused_before_it_is_built(actions, says, tmp_path):
    data = base("gundam")
    data["actions"] = actions
    path = _replay(tmp_path, data)
    out = ended(invoke("replay", path), 2, names=str(path))
    assert says in out.output, out.output
