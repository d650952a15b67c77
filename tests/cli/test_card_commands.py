"""tcgkit cards, tcgkit card check and tcgkit deck compare, on the tool toy game."""

import re

from tests.cli.helpers import invoke


def test_cards_lists_the_pool_with_what_is_playable_and_shows_one_card():
    res = invoke("cards", "toy")
    assert res.exit_code == 0 and "10 card(s), 10 playable, 0 not yet" in res.output
    res = invoke("cards", "toy", "7")
    assert res.exit_code == 0 and "Card 7" in res.output and "playable" in res.output
    res = invoke("cards", "toy", "99")
    assert res.exit_code == 1 and "no card '99'" in res.output


def test_cards_filters_by_name_and_by_playability():
    assert "1 card(s)" in invoke("cards", "toy", "--search", "Card 10").output
    assert "0 card(s)" in invoke("cards", "toy", "--unplayable").output


def test_card_check_reports_errors_and_warnings_with_file_and_line(tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("a 5\nb 9\nc 12\n")
    res = invoke("card", "check", "toy", path)
    assert res.exit_code == 1
    assert f"error: {path}:3: card c: a value is 1 to 10, not '12' (value)" in res.output
    assert f"warning: {path}:2: card b: values above 8 are strong (strength)" in res.output
    path.write_text("a 5\nb 9\n")
    res = invoke("card", "check", "toy", path)
    assert res.exit_code == 0 and "VALID" in res.output and "1 warning(s)" in res.output


def test_card_check_of_an_unreadable_file_exits_2(tmp_path):
    res = invoke("card", "check", "toy", tmp_path / "missing.txt")
    assert res.exit_code == 2 and "UNREADABLE" in res.output


def test_card_check_of_a_game_without_authoring_says_so():
    res = invoke("card", "check", "gundam", "x.yaml")
    assert res.exit_code == 2 and "no card authoring" in res.output


def test_deck_compare_finds_the_stronger_deck_with_an_interval(tmp_path):
    strong, weak, rival = tmp_path / "strong.txt", tmp_path / "weak.txt", tmp_path / "rival.txt"
    strong.write_text("2 10\n2 9\n2 8\n2 7\n2 6\n")
    weak.write_text("2 1\n2 2\n2 3\n2 4\n2 5\n")
    rival.write_text("".join(f"1 {v}\n" for v in range(1, 11)))
    res = invoke("deck", "compare", "toy", strong, weak, "--vs", rival, "-n", 60, "--agents", "greedy")
    assert res.exit_code == 0, res.output
    m = re.search(r"difference strong − weak: ([+-][\d.]+)% \(95% interval ([+-][\d.]+)% to ([+-][\d.]+)%", res.output)
    assert m, res.output
    diff, lo, hi = map(float, m.groups())
    assert lo <= diff <= hi and lo > 0 and "strong is better" in res.output


def test_deck_compare_of_a_deck_with_itself_shows_no_difference(tmp_path, decks):  # noqa: F811
    res = invoke("deck", "compare", "toy", decks[0], decks[0], "--vs", decks[1], "-n", 20)
    assert res.exit_code == 0, res.output
    assert "+0.0% (95% interval +0.0% to +0.0%" in res.output and "no difference shown" in res.output


def test_deck_validate_shows_warnings_without_failing_the_deck(tmp_path, monkeypatch):
    from pathlib import Path

    import tcgkit.games.gundam
    from tcgkit.games.gundam.carddata import facts
    from tcgkit.games.gundam.cards import pool
    from tcgkit.games.gundam.cards.compile import compile_card

    # every card is playable since issue 20: GD04-069, compiled without its declaration, stands in for one that waits
    fact = next(f for f in facts() if f["number"] == "GD04-069")
    monkeypatch.setitem(pool()._defs, "GD04-069", compile_card(fact, None, ("end_of_turn_after_effect_cost",)))

    seed = Path(tcgkit.games.gundam.__file__).parent / "decks" / "seed_blue_white.txt"
    lines = seed.read_text().splitlines()
    i = next(k for k, line in enumerate(lines) if re.match(r"^\d+ GD01-", line))
    lines[i] = re.sub(r"GD01-.*", "GD04-069", lines[i])  # the name after a number is checked too: drop it
    deck = tmp_path / "d.txt"
    deck.write_text("\n".join(lines) + "\n")
    res = invoke("deck", "validate", "gundam", deck)
    assert res.exit_code == 0 and "VALID" in res.output and "1 warning(s)" in res.output
    assert f"warning: {deck}:{i + 1}: GD04-069" in res.output and "not yet playable" in res.output


def test_deck_compare_in_a_tournament_names_the_measured_set_and_its_opponents():
    from pathlib import Path

    import tcgkit.games.gwent

    d = Path(tcgkit.games.gwent.__file__).parent / "decks"
    factions = ("northern_realms", "nilfgaard", "skellige", "monsters")
    nr, nf, sk, mo = (d / f"{f}_advanced.txt" for f in factions)
    res = invoke("deck", "compare", "gwent", nr, nf, "--mode", "tournament", "--vs", sk, "--vs", mo,
                 "--vs", nr, "--vs", nf, "--vs", sk, "-n", 2, "--agents", "greedy")
    assert res.exit_code == 0, res.output
    assert "northern_realms_advanced (with skellige_advanced, with monsters_advanced): 2 games against opponent " \
           "northern_realms_advanced, opponent nilfgaard_advanced, opponent skellige_advanced" in res.output
    assert re.search(r"difference northern_realms_advanced − nilfgaard_advanced: [+-][\d.]+%", res.output)
