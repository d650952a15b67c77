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
