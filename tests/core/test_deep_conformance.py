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
