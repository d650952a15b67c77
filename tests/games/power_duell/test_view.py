"""The view (view.py) and the terminal table (table.py): fields A–J by letter and name, face-down monsters by place
only for the other seat, the energy account, damage points, expiry counters and links."""

from __future__ import annotations

from rich.console import Console

from tcgkit.games.power_duell.view import FIELD_NAMES

from .helpers import GAME, do, pos, uid


def render_text(view) -> str:
    console = Console(record=True, width=200)
    console.print(GAME.presentation.render(view))
    return console.export_text()


def position():
    return pos({"god": "PD-G01", "account": 4, "damage": 30, "D1": {"card": "PD-M03", "face": "down"},
                "hand": ["PD-E09"]},
               {"god": "PD-G02", "damage": 120, "C2": "PD-S02", "D1": "PD-M05",
                "energy_field": [{"card": "PD-E01", "counter": 0, "link": "D1"}, {"card": "PD-E03", "counter": 2}]})


def test_the_other_seat_sees_a_face_down_monster_only_by_its_place():
    m = position()
    theirs = m.view(1).place(0, 0)
    assert theirs == {"place": "D.1", "face_down": True}
    mine = m.view(0).place(0, 0)
    assert mine["name"] == "Lavaschmied" and mine["face_down"] is True


def test_to_dict_has_no_face_down_identity_for_the_other_seat():
    m = position()
    text = str(m.view(1).to_dict())
    assert "Lavaschmied" not in text and "PD-M03" not in text
    assert "Lavaschmied" in str(m.view(0).to_dict())


def test_accounts_damage_counters_and_links_are_public():
    d = position().view(None).to_dict()
    assert [p["account"] for p in d["players"]] == [4, 0]
    assert [p["damage_points"] for p in d["players"]] == [30, 120]
    g = d["players"][1]["energy_field"]
    assert [(c["id"], c["counter"], c["linked"]) for c in g] == [("PD-E01", 0, "D.1 of player 1"), ("PD-E03", 2, None)]


def test_the_table_shows_every_field_letter_and_name():
    text = render_text(position().view(0))
    for letter, name in FIELD_NAMES.items():
        assert name in text
    for place in ("C.1", "C.2", "C.3", "D.1", "D.2", "D.3"):
        assert place in text
    assert "energy account 4" in text and "damage points 120" in text
    assert "Glutstoß (expires next) → D.1 of player 1" in text and "Sturmfront (expires in 2)" in text
    assert "Lavaschmied" in text and "[face down]" in text and "Your hand: Reflexschild" in text


def test_the_table_hides_the_face_down_monster_from_the_other_seat():
    text = render_text(position().view(1))
    assert "face-down monster" in text and "Lavaschmied" not in text


def test_an_attack_on_a_face_down_monster_is_described_by_place():
    m = pos({"account": 5, "D1": "PD-M01"}, {"D2": {"card": "PD-M05", "face": "down"}}, step="battle_phase")
    words = [GAME.presentation.describe_action(m, a) for a in m.legal_actions()]
    assert "attack the face-down monster on D.2 of player 1 with Funkenwolf (pays 1)" in words
    do(m, {"attack": ["PD-M01", 1, "D.2"]})
    public = [e for e in m.events(0) if e[0] == "attack"]
    assert public and "target" not in public[0][2]
    assert uid(m, "PD-M05") == [e for e in m.events(1) if e[0] == "attack"][0][2]["target"]


def test_every_event_narrates():
    from tcgkit.ai.base import RandomAgent, play_out

    m = GAME.new_match(GAME.default_decks(), 5)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    for p in (None, 0, 1):
        for e in m.events(p):
            assert GAME.presentation.describe_event(m, e)


def test_the_activation_phase_lists_each_distinct_choice_once_with_its_cost():
    # issue 16 item 4: two copies in the hand are one choice per place and face; each says what it pays
    m = pos({"account": 5, "hand": ["PD-M01", "PD-M01", "PD-E09"]}, {})
    choices = GAME.presentation.choices(m)
    words = [w for w, _a in choices]
    assert len(words) == len(set(words)) and len(choices) < len(m.legal_actions())
    assert "activate Funkenwolf face up on D.1 (pays 1)" in words
    assert words.count("activate Funkenwolf face up on D.1 (pays 1)") == 1


def test_a_payment_is_narrated_with_what_it_pays_for():
    m = pos({"account": 5, "hand": ["PD-M01"]}, {})
    do(m, {"activate": ["PD-M01", 0]})
    lines = [GAME.presentation.describe_event(m, e) for e in m.log if e[0] == "pay"]
    assert lines == ["player 0 pays 1 for the activation (A&O) of Funkenwolf: account 4"]
