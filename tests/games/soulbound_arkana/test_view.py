"""What a seat sees (issue 9 item 6): modes and face-down cards, bond and soul points, set cards face down, flow
and exile — and nothing hidden, in the view, the terminal table, action words or narration."""

from __future__ import annotations

from rich.console import Console

from tests.games.soulbound_arkana.helpers import do, game, position, uid

DECK = ["SA-W01", "SA-W02", "SA-W03"]
SETUP = {"players": [
    {"beings": ["SA-W03", {"card": "SA-W09", "mode": "face_down"}], "spells": ["SA-S01"], "hand": ["SA-W06"],
     "flow": ["SA-W10"], "exile": ["SA-W01"], "landmark": ["SA-L01"], "deck": DECK, "sp": 7, "bp": 6500},
    {"beings": ["SA-W04"], "deck": DECK}]}


def test_an_opponent_sees_positions_but_not_face_down_identities():
    m = position(SETUP)
    v = m.view(1)
    beings = v.beings(0)
    assert beings[0]["name"] == "Steinhorn-Bulle" and beings[0]["mode"] == "strength"
    assert beings[1] == {"uid": uid(m, "SA-W09"), "mode": "shield", "face_down": True, "new": False, "attacks": 0}
    assert v.spells(0) == [{"uid": uid(m, "SA-S01"), "set": True}]
    assert v.hand() == [] and v.count("hand", 0) == 1


def test_the_owner_sees_their_face_down_cards_and_hand():
    v = position(SETUP).view(0)
    assert v.beings(0)[1]["name"] == "Runenweberin" and v.spells(0)[0]["name"] == "Spiegelbann"
    assert [c["name"] for c in v.hand()] == ["Gletscherkoloss"]


def test_points_flow_and_exile_are_public():
    v = position(SETUP).view(None)
    assert (v.bp(0), v.sp(0)) == (6500, 7)
    assert [c["name"] for c in v.public_zone("flow", 0)] == ["Moorgeist"]
    assert [c["name"] for c in v.public_zone("exile", 0)] == ["Glutfuchs"]
    assert [c["name"] for c in v.public_zone("landmark", 0)] == ["Turm der Windrosen"]
    assert "Runenweberin" not in str(v.to_dict()) and "Spiegelbann" not in str(v.to_dict())


def test_the_terminal_table_shows_what_the_seat_sees():
    m = position(SETUP)
    console = Console(width=200, record=True)
    console.print(game().presentation.render(m.view(1)))
    text = console.export_text()
    assert "BP 6500  SP 7" in text and "face-down being (shield mode)" in text and "[set] face-down card" in text
    assert "Steinhorn-Bulle [strength] 1700/1100" in text and "Runenweberin" not in text
    assert "landmark: Turm der Windrosen" in text and "flow 1 (top: Moorgeist)" in text


def test_action_words_do_not_name_a_face_down_target():
    m = position({"players": [{"beings": ["SA-W03"], "deck": DECK},
                              {"beings": [{"card": "SA-W09", "mode": "face_down"}], "deck": DECK}]})
    words = [m.game.presentation.describe_action(m, a) for a in m.legal_actions()]
    assert "attack a face-down being (player 1's being zone 1) with Steinhorn-Bulle" in words
    assert not any("Runenweberin" in w for w in words)


def test_narration_of_a_face_down_binding_names_the_card_only_for_its_owner():
    m = position({"step": "bind", "players": [{"hand": ["SA-W09"], "deck": DECK}, {"deck": DECK}]})
    do(m, {"bind": ["SA-W09", "face_down"]})
    g = m.game
    mine = [g.presentation.describe_event(m, e) for e in m.events(0) if e[0] == "bind"]
    theirs = [g.presentation.describe_event(m, e) for e in m.events(1) if e[0] == "bind"]
    assert mine == ["player 0 binds Runenweberin face down in shield mode (2 SP)"]
    assert theirs == ["player 0 binds a being face down in shield mode (2 SP)"]


def test_the_view_dict_carries_the_table():
    d = position(SETUP).view(1).to_dict()
    assert d["mode"] == "standard" and d["step"] == "action" and d["players"][0]["bp"] == 6500
    assert d["players"][0]["hand"] == 1 and d["chain"] == []


def test_a_binding_option_says_what_it_costs_and_that_it_sacrifices_tributes():
    # issue 16 item 4: the option names the tribute a level-5 being needs, beside the 2 SP
    m = position({"step": "bind", "players": [{"hand": ["SA-W05", "SA-W03"], "beings": ["SA-W04"], "deck": DECK},
                                              {"deck": DECK}]})
    words = [m.game.presentation.describe_action(m, a) for a in m.legal_actions()]
    assert "bind Aschedrache in strength mode (2 SP, tributes 1 of your beings to the flow)" in words
    assert "bind Steinhorn-Bulle in strength mode (2 SP)" in words


def test_the_team_board_names_each_players_teammate():
    m = position({"mode": "2v2", "players": [{"deck": DECK}, {"deck": DECK}, {"deck": DECK}, {"deck": DECK}]})
    console = Console(width=120, record=True)
    console.print(game().presentation.render(m.view(0)))
    text = console.export_text()
    mate = next(p for p in m.teams[m.team_of[0]] if p != 0)
    assert f"team with player {mate}" in text and "player 0 (you)" in text
