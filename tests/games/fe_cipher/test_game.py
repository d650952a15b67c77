"""The FE Cipher game hooks the tools use (play, simulate, replay, scenario run, deck validate, bench, games, demo,
cards), checked through the command line and directly."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tcgkit.ai import play_out
from tcgkit.cli import app
from tcgkit.games import get_game
from tcgkit.games.fe_cipher.agents import GreedyAgent
from tcgkit.games.fe_cipher.game import DECK_DIR
from tests.games.fe_cipher.helpers import GAME, SCENARIO_DIR

runner = CliRunner()
S01, S02 = DECK_DIR / "s01_marth.txt", DECK_DIR / "s02_chrom.txt"


def invoke(*args, input=None):
    return runner.invoke(app, [str(a) for a in args], input=input)


def test_registered_as_fe_cipher():
    assert get_game("fe_cipher") is type(GAME)


def test_games_lists_every_option():
    res = invoke("games")
    assert res.exit_code == 0
    for name in GAME.Options.model_fields:
        assert name[:20] in res.output


def test_play_shows_the_table_and_numbered_actions_and_saves_a_replay(tmp_path):
    replay = tmp_path / "game.json"
    res = invoke("play", "fe_cipher", "--seed", 3, "--save-replay", replay, input="1\n" * 400)
    assert res.exit_code == 0, res.output
    for words in ("your hand", "front line", "orbs", "you: bonds", "Your decision (mulligan)", "1. keep the hand"):
        assert words in res.output
    assert replay.exists()
    res = invoke("replay", replay, "--as", 0)
    assert res.exit_code == 0 and "Result:" in res.output


def test_simulate_greedy_against_random_reports_win_rates(tmp_path):
    out = tmp_path / "runs.jsonl"
    res = invoke("simulate", "fe_cipher", "-d", S01, "-d", S02, "-n", 20, "--seed", 1, "--agents", "greedy,random",
                 "--out", out)
    assert res.exit_code == 0, res.output
    recs = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(recs) == 20 and all(r["turns"] > 0 and len(r["orbs"]) == 2 for r in recs)


def test_scenario_run_and_deck_validate():
    res = invoke("scenario", "run", SCENARIO_DIR / "seed_ike_against_byleth.yaml")
    assert res.exit_code == 0 and "PASS" in res.output
    res = invoke("deck", "validate", "fe_cipher", S01, S02)
    assert res.exit_code == 0 and res.output.count("VALID") == 2


def test_bench_measures_on_the_default_decks():
    res = invoke("bench", "fe_cipher", "--games", 3)
    assert res.exit_code == 0, res.output
    assert "decisions/s" in res.output and "clone()" in res.output


def test_demo_plan_and_demo():
    assert GAME.presentation.demo_plan()["agents"] == ["greedy", "greedy"]
    res = invoke("demo", "--game", "fe_cipher", "--games", 4)
    assert res.exit_code == 0, res.output
    assert "Main Character" in res.output and "win rate" in res.output


def test_the_pool_offers_what_the_cards_command_reads():
    d = GAME.pool["B01-003"]
    assert (d.id, d.name, d.set, d.playable) == ("B01-003", "Marth, Altean Prince", "B01", True)
    text = GAME.presentation.describe_card(d)
    assert "ACT" in text and "ATK SUPP" in text and "Young Hero" not in text
    assert "not yet playable" in GAME.presentation.describe_card(GAME.pool["B22-012"])


def test_every_event_of_a_greedy_game_narrates_and_the_table_renders():
    m = GAME.new_match(GAME.default_decks(), 11)
    play_out(m, [GreedyAgent(1), GreedyAgent(2)])
    for e in m.log:
        assert GAME.presentation.describe_event(m, e)
    from rich.console import Console

    console = Console(file=open("/dev/null", "w"), width=100)
    console.print(GAME.presentation.render(m.view(0)))
    summary = GAME.presentation.summary(m)
    assert summary["turns"] == m.turn_number and min(summary["orbs"]) >= 0


def test_view_to_dict_shows_counts_and_hides_orbs_and_decks():
    m = GAME.new_match(GAME.default_decks(), 2, first_player=0)
    m.apply(("keep",))
    m.apply(("keep",))
    d = m.view(1).to_dict()
    assert d["players"][0]["orbs"] == 5 and d["players"][1]["deck"] > 0
    for z in d["zones"]:
        if z["zone"] in ("orbs", "deck"):
            assert all(c is None for c in z["cards"])
        if z["zone"] == "hand" and z["owner"] == 0:
            assert all(c is None for c in z["cards"])


def test_user_card_check_file(tmp_path):
    p = Path(tmp_path) / "c.yaml"
    p.write_text("cards:\n  - {id: X9, character: A, title: B, cost: 1, attack: 30, support: 10, "
                 "skills: [{cont: {attack: 10, if: your_turn}}]}\n")
    assert GAME.check_cards(p) == []


def test_the_table_prints_unit_state_in_brackets_as_text():
    from rich.console import Console

    from tests.games.fe_cipher.helpers import do, pos

    m = pos({"front_line": ["B01-003", {"card": "S01-001", "stack": ["S01-001"], "class_changed": True}]},
            {"hand": ["B01-053"]})
    do(m, {"attack": ["S01-001", "B01-053@1"]})  # the defender is asked whether to evade: the combat goes on
    console = Console(width=140, record=True)
    console.print(GAME.presentation.render(m.view(1)))
    text = console.export_text()
    assert "[tapped, CC, stack 2]" in text and "[MC]" in text and "supports:" in text


def _table(m, seat):
    from rich.console import Console

    con = Console(width=120, record=True)
    con.print(GAME.presentation.render(m.view(seat)))
    return con.export_text()


def test_the_table_shows_your_own_face_down_main_character_at_set_up_and_nobody_elses():
    # issue 16 item 4: a player sees the cards that are theirs to see
    m = GAME.new_match(GAME.default_decks(), 3)
    assert m.turn_number == 0 and m.pending.kind == "mulligan"
    mine, theirs = m.card_def[m.zones[m.z_mc[0]][0]].name, m.card_def[m.zones[m.z_mc[1]][0]].name
    text = _table(m, 0)
    assert f"{mine}, set face down" in text and theirs not in text


def test_the_table_names_every_public_bond():
    from tests.games.fe_cipher.helpers import pos

    m = pos({"bonds": ["B01-019", {"card": "B01-024", "face_down": True}]})
    text = _table(m, 1)
    assert "Bord, Talysian Warrior; Navarre, Scarlet Sword (face down)" in text
