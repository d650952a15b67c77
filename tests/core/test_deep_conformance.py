"""The long conformance pass (python -m tcgkit.testing.deep): its report, its exit status and its input errors."""

from tcgkit.testing import deep


def test_a_short_deep_run_reports_every_check_ok(capsys):
    assert deep.main(["gwent", "--mode", "standard", "--games", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(deep.CHECKS)
    assert all(line.startswith("gwent/standard (2 players)") and line.endswith("ok") for line in out)


def test_players_seats_only_the_first_decks(capsys):
    assert deep.main(["soulbound_arkana", "--mode", "ffa", "--players", "3", "--check", "play", "--games", "2"]) == 0
    assert "(3 players) play: 2 games" in capsys.readouterr().out


def test_a_failing_check_sets_exit_status_one(monkeypatch, capsys):
    monkeypatch.setitem(deep.CHECKS, "play", (lambda game, mode, games, seed, decks: [f"seed {seed}: broken"], 1))
    assert deep.main(["gwent", "--mode", "standard", "--check", "play", "--games", "250"]) == 1
    out = capsys.readouterr().out
    # the first block of 100 fails: the pass stops there and says how many games it played
    assert "play: 100 games from seed 0" in out and "1 FAILURES" in out and "seed 0: broken" in out


def test_unknown_game_mode_or_count_is_refused_with_status_two(capsys):
    assert deep.main(["chess"]) == 2
    assert deep.main(["gwent", "--mode", "ranked"]) == 2
    assert deep.main(["gwent", "--games", "0"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "no mode 'ranked'" in err and "at least 1" in err


def test_deck_plays_the_given_decklists_and_refuses_a_bad_one(capsys, monkeypatch):
    from pathlib import Path

    from tcgkit.games.gundam.game import DECK_DIR

    seen = []
    real = deep.CHECKS["play"]
    monkeypatch.setitem(deep.CHECKS, "play", (lambda game, mode, games, seed, decks: seen.append(decks)
                                              or real[0](game, mode, games=games, seed=seed, decks=decks), real[1]))
    mine = str(DECK_DIR / "recipe_010_st05_tekkadan_aggro.txt")
    assert deep.main(["gundam", "--mode", "standard", "--check", "play", "--games", "2", "--deck", mine,
                      "--deck", mine]) == 0
    assert "(2 players) play: 2 games" in capsys.readouterr().out
    assert [d.name for d in seen[0]] == ["recipe_010_st05_tekkadan_aggro"] * 2  # not the default decks
    ocr = str(Path(__file__).resolve().parents[1] / "data" / "gundam" / "seed_blue_white_ocr.txt")
    assert deep.main(["gundam", "--mode", "standard", "--deck", ocr, "--deck", mine]) == 2
    assert deep.main(["gundam", "--mode", "battle_royale", "--deck", mine, "--deck", mine]) == 2
    err = capsys.readouterr().err
    assert "deck 1: the main deck has 55 cards" in err and "(line 13) [max_copies]" in err
    assert "cannot play gundam/battle_royale" in err and "3 to 4 decks" in err
