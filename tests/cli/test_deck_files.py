"""``tcgkit deck export`` and the decklists players publish on the command line (issue 24 items 4 and 5): every
format written, files read as saved, and decks with cards tcgkit cannot play refused before any game starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tcgkit.cli import app
from tcgkit.games import get_game

runner = CliRunner()
DATA = Path(__file__).resolve().parents[1] / "data" / "decklists"
ROOT = Path(__file__).resolve().parents[2]
GAMES = ("gundam", "fe_cipher", "gwent", "soulbound_arkana", "power_duell")


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def test_export_help_lists_every_format_of_every_game():
    res = invoke("deck", "export", "--help")
    assert res.exit_code == 0 and "Example" in res.output
    text = " ".join(res.output.split())
    for game_id in GAMES:
        assert f"{game_id}:" in text
        for fmt in get_game(game_id)().deck_file_formats():
            assert f" {fmt.name} " in text, (game_id, fmt.name)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_writes_every_format_it_reads_and_reads_it_back(tmp_path, game_id):
    game = get_game(game_id)()
    source = sorted((DATA / game_id).iterdir())[0] if (DATA / game_id).is_dir() else \
        sorted((ROOT / "tcgkit" / "games" / game_id / "decks").glob("*.txt"))[0]
    deck = game.load_deck(source)
    for fmt in game.deck_file_formats():
        out = tmp_path / f"deck.{fmt.name}{(fmt.suffixes or ('.txt',))[0]}"
        res = invoke("deck", "export", game_id, source, "--format", fmt.name, "--out", out)
        assert res.exit_code == 0, res.output
        assert game.write_deck(game.load_deck(out, fmt.name), fmt.name) == game.write_deck(deck, fmt.name)
        res = invoke("deck", "validate", game_id, out)
        assert res.exit_code == 0, (fmt.name, res.output)


def test_export_writes_to_standard_output_and_reads_a_forced_format():
    res = invoke("deck", "export", "gundam", DATA / "gundam" / "limitless.txt", "--format", "exburst")
    assert res.exit_code == 0 and res.stdout.splitlines()[0] == "4 x GD01-008" and "10 x R-001" in res.stdout
    res = invoke("deck", "export", "gundam", DATA / "gundam" / "limitless.txt", "--format", "tcgkit",
                 "--from", "egman")
    assert res.exit_code == 2 and "limitless.txt:2" in res.output


@pytest.mark.parametrize("args, message", [
    (("gundam", DATA / "gundam" / "tcgkit.txt", "--format", "pdf"), "known: tcgkit, egman"),
    (("gundam", DATA / "gundam" / "missing.txt", "--format", "tcgkit"), "missing.txt"),
    (("fe_cipher", ROOT / "tcgkit" / "games" / "fe_cipher" / "decks" / "s02_chrom.txt", "--format", "lackey",
      "--from", "ciphervit"), "unknown CipherVit card id"),
])
def test_export_refuses_bad_input_with_one_line_and_status_2(args, message):
    res = invoke("deck", "export", *args)
    assert res.exit_code == 2 and message in res.output and "Traceback" not in res.output


def test_a_deck_a_format_cannot_hold_is_refused_with_status_2(tmp_path):
    deck = tmp_path / "later.txt"
    deck.write_text("main character: B01-003\n4 B01-003\n46 B05-001\n", encoding="utf-8")
    res = invoke("deck", "export", "fe_cipher", deck, "--format", "ciphervit")
    assert res.exit_code == 2 and "CipherVit knows only" in res.output and "B05-001" in res.output


def test_deck_validate_takes_a_file_format_for_format():
    res = invoke("deck", "validate", "gundam", DATA / "gundam" / "limitless.txt", "--format", "limitless")
    assert res.exit_code == 0 and "VALID" in res.output and "standard_resource_deck" in res.output
    res = invoke("deck", "validate", "gundam", DATA / "gundam" / "limitless.txt", "--format", "egman")
    assert res.exit_code == 1 and "UNREADABLE" in res.output and "limitless.txt:2" in res.output


# ------------------------------------------------------------------------------------------------ refusals


@pytest.fixture
def unplayable(tmp_path, monkeypatch):
    """A legal Gundam deck with a card whose effects tcgkit does not implement: every card of the card data is
    playable since issue 20, so GD04-033 stands in, compiled without its declaration (as a card of a next set that
    waits for a key)."""
    from tcgkit.games.gundam.carddata import facts
    from tcgkit.games.gundam.cards import pool
    from tcgkit.games.gundam.cards.compile import compile_card

    fact = next(f for f in facts() if f["number"] == "GD04-033")
    monkeypatch.setitem(pool()._defs, "GD04-033", compile_card(fact, None, ("friendly_deployed",)))
    filler = [n for n, d in pool().items() if d.color in ("Red", "Blue") and d.type in ("unit", "pilot", "command")
              and d.playable][:12]
    path = tmp_path / "reds.txt"
    path.write_text("4 GD04-033\n" + "".join(f"4 {n}\n" for n in filler[:11]) + f"2 {filler[11]}\n", encoding="utf-8")
    return path, ["GD04-033"]


def _refused(res, reds):
    assert res.exit_code == 1, res.output
    assert "not yet playable: " in res.output and all(n in res.output for n in reds)
    assert "no game was started" in res.output and "Traceback" not in res.output


def test_simulate_refuses_a_deck_with_unplayable_cards_before_any_game(unplayable):
    path, reds = unplayable
    res = invoke("simulate", "gundam", "-d", path, "-d", DATA / "gundam" / "tcgkit.txt", "-n", 50, "--seed", 1)
    _refused(res, reds)
    assert "games, seed" not in res.output and "win rate" not in res.output


def test_play_refuses_a_deck_with_unplayable_cards_before_the_game(unplayable):
    path, reds = unplayable
    res = runner.invoke(app, ["play", "gundam", "--deck", str(path), "--seed", "1"], input="q\n")
    _refused(res, reds)
    assert "you are seat" not in res.output


def test_deck_compare_refuses_before_either_deck_plays(unplayable):
    path, reds = unplayable
    res = invoke("deck", "compare", "gundam", DATA / "gundam" / "tcgkit.txt", path, "--vs",
                 DATA / "gundam" / "egman.txt", "-n", 4)
    _refused(res, reds)
    assert "games against" not in res.output


def test_a_ciphervit_deck_plays_with_its_main_character_chosen_at_set_up():
    fe0d = DATA / "fe_cipher" / "ciphervit.fe0d"
    res = invoke("simulate", "fe_cipher", "-d", fe0d, "-d", fe0d, "-n", 4, "--seed", 2)
    assert res.exit_code == 0, res.output
    assert "games 4: finished 4" in res.output and "chosen at set-up" in res.output


def test_a_deck_with_user_cards_keeps_its_card_file_line(tmp_path):
    """Soulbound Ærkana's documented example deck with a user card: written beside it, it reads back the same."""
    import shutil

    docs = ROOT / "docs" / "games" / "soulbound_arkana"
    for name in ("glut_und_flut_with_funkenwicht.txt", "my_cards.yaml"):
        shutil.copy(docs / name, tmp_path / name)
    out = tmp_path / "again.txt"
    res = invoke("deck", "export", "soulbound_arkana", tmp_path / "glut_und_flut_with_funkenwicht.txt", "--format",
                 "tcgkit", "--out", out)
    assert res.exit_code == 0, res.output
    assert "cards: my_cards.yaml" in out.read_text(encoding="utf-8").splitlines()
    game = get_game("soulbound_arkana")()
    again, deck = game.load_deck(out), game.load_deck(tmp_path / "glut_und_flut_with_funkenwicht.txt")
    assert (again.name, again.main, again.special) == (deck.name, deck.main, deck.special)
    assert [d.id for d in again.main].count("MY-01") == 3
