"""Narration: every event GWENT emits reads as a sentence, and hidden draws are told once per audience."""

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.game import GwentGame
from tcgkit.games.gwent.kinds import KINDS

GAME = GwentGame()
BOOKKEEPING = {"bot_card", "redraw_done"}  # told by the play/keep events that follow them


def played(mode, seed):
    m = GAME.new_match(GAME.default_decks(mode), seed, mode=mode)
    play_out(m, [RandomAgent(seed + i) for i in range(m.n_players)])
    return m


def test_every_event_kind_of_every_mode_is_narrated_or_deliberately_silent():
    for mode in GAME.modes():
        for seed in range(5):
            m = played(mode, seed)
            for event in m.log:
                text = GAME.presentation.describe_event(m, event)
                if event[0] in BOOKKEEPING:
                    assert text is None
                else:
                    assert event[0] in KINDS.events, f"{mode}: no narration for {event[0]}"
                    assert text and "{" not in text and "}" not in text, (event, text)


def test_a_draw_names_the_card_only_to_its_owner():
    m = played("standard", 3)
    mine = [GAME.presentation.describe_event(m, e) for e in m.events(0) if e[0] == "draw" and e[2]["player"] == 0]
    theirs = [GAME.presentation.describe_event(m, e) for e in m.events(1) if e[0] == "draw" and e[2]["player"] == 0]
    assert mine and all(t != "P0 draws a card" for t in mine)
    assert theirs and all(t == "P0 draws a card" for t in theirs)
    assert len(mine) == len(theirs)


def test_the_terminal_table_shows_every_players_leader_and_whether_it_was_used():
    from rich.console import Console

    m = GAME.new_match(GAME.default_decks(), 3)
    con = Console(width=300, record=True)
    con.print(GAME.presentation.render(m.view(0)))
    text = con.export_text()
    for p in (0, 1):
        assert f"P{p} leader {m.card_def[m.leader_uid[p]].name} (available)" in text
    m.leader_used[1] = 1
    con = Console(width=300, record=True)
    con.print(GAME.presentation.render(m.view(0)))
    assert f"P1 leader {m.card_def[m.leader_uid[1]].name} (used or cancelled)" in con.export_text()


def test_alike_twins_on_a_row_are_one_decoy_choice_and_the_table_numbers_each_row():
    # issue 16 item 4: two Poor Fucking Infantry of equal strength on the close row are one choice; the table numbers
    # each row's cards, as the words place a card that has a twin
    m = GAME.scenarios().build({"players": [{"faction": "northern_realms", "hand": ["Decoy"]},
                                            {"faction": "nilfgaard", "hand": ["Vreemde"]}],
                                "sides": [{"close": ["Poor Fucking Infantry", "Poor Fucking Infantry"],
                                           "siege": ["Trebuchet"]}]}, "test")
    words = [w for w, _a in GAME.presentation.choices(m)]
    assert words.count("decoy: take back Poor Fucking Infantry") == 1  # alike twins: one choice
    assert "decoy: take back Trebuchet" in words
    from rich.console import Console

    con = Console(width=120, record=True)
    con.print(GAME.presentation.render(m.view(0)))
    text = con.export_text()
    assert "1. Poor Fucking Infantry" in text and "2. Poor Fucking Infantry" in text and "you are P0" in text
