"""The Game contract and the hooks the tools use (play, simulate, replay, scenario run, deck validate, bench,
games, demo, card check)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tcgkit.cli import app
from tcgkit.core import TcgkitError
from tcgkit.games import get_game
from tcgkit.games.power_duell.game import DEFAULT_DECKS, PowerDuellGame

from .helpers import GAME

RUN = CliRunner()
SCENARIOS = Path(__file__).parents[2] / "scenarios" / "power_duell"


def test_registered_as_power_duell():
    assert get_game("power_duell") is PowerDuellGame


def test_pool_has_ids_names_and_sets():
    assert len(GAME.pool) == 23
    assert all(c.id and c.name and c.set == "starter" and c.playable for c in GAME.pool.values())


def test_new_match_refuses_a_deck_without_exactly_one_god():
    deck = GAME.default_decks()[0]
    bad = type(deck)("x", (), deck.monsters, deck.energy)
    try:
        GAME.new_match([bad, deck], 1)
    except TcgkitError as exc:
        assert "exactly one is required" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("a deck without a guardian god was accepted")


def test_uids_say_nothing_about_hidden_cards():
    a = GAME.new_match(GAME.default_decks(), 1)
    b = GAME.new_match(GAME.default_decks(), 2)
    assert [d.id for d in a.card_def] != [d.id for d in b.card_def]


def test_cli_games_lists_power_duell():
    out = RUN.invoke(app, ["games"]).output
    assert "power_duell — Power Duell" in out and "damage_limit" in out


def test_cli_deck_validate():
    res = RUN.invoke(app, ["deck", "validate", "power_duell", *map(str, DEFAULT_DECKS)])
    assert res.exit_code == 0 and res.output.count("VALID") == 2


def test_cli_scenario_run():
    res = RUN.invoke(app, ["scenario", "run", str(SCENARIOS)])
    assert res.exit_code == 0 and " 0 failed, 0 malformed" in res.output


def test_cli_simulate_and_replay(tmp_path):
    res = RUN.invoke(app, ["simulate", "power_duell", "-d", str(DEFAULT_DECKS[0]), "-d", str(DEFAULT_DECKS[1]),
                           "-n", "4", "--seed", "3", "--agents", "greedy,random", "--save-replays", str(tmp_path)])
    assert res.exit_code == 0, res.output
    replay = sorted(tmp_path.glob("*.json"))[0]
    res = RUN.invoke(app, ["replay", str(replay), "--as", "1"])
    assert res.exit_code == 0 and "Result:" in res.output


def test_cli_play_in_the_terminal():
    res = RUN.invoke(app, ["play", "power_duell", "--seed", "3"], input="1\n1\nq\n\n")
    assert res.exit_code == 0, res.output
    assert "D.1" in res.output and "energy account" in res.output and "You conceded" in res.output


def test_cli_bench():
    res = RUN.invoke(app, ["bench", "power_duell", "-n", "3"])
    assert res.exit_code == 0 and "decisions/s" in res.output


def test_demo_plan_and_summary():
    assert GAME.presentation.demo_plan() == {"agents": ["greedy", "random"], "games": 100}
    m = GAME.new_match(GAME.default_decks(), 1)
    assert set(GAME.presentation.summary(m)) == {"turns", "damage_points"}


def test_cli_demo_runs_the_game():
    res = RUN.invoke(app, ["demo", "--game", "power_duell", "--games", "4"])
    assert res.exit_code == 0, res.output
    assert "Power Duell" in res.output and "Result:" in res.output


def test_card_check_hook_reads_a_user_file(tmp_path):
    f = tmp_path / "c.yaml"
    f.write_text("cards:\n  - {id: U-1, name: U, type: monster, planet: Mars, ap: 100, dp: 300, lp: 2000, "
                 "attack_cost: 1, ao: 2}\n", encoding="utf-8")
    [p] = GAME.check_cards(f)
    assert (p.rule, p.severity, p.line) == ("lp", "warning", 2)
