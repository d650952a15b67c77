"""One row per card (issue 11) of the starter decks ST01–ST09: each card's declared effect at work in a small position,
in the scenario vocabulary (docs/games/gundam.md#scenarios). A row is ``(id, player 0, player 1, steps, expect)``; the
id starts with the card number (the coverage test reads it). The booster sets' rows are in
``test_cards_table_boosters.py``; cards with scenario files or named tests in ``test_cards.py`` are not repeated
here."""

from __future__ import annotations

import pytest

from .helpers import RESTED_GM, atk, check, do, pos

CASES = [
    # ------------------------------------------------------------------------------------------- ST01-ST04
    ("ST01-004 guntank rests an enemy with 2 or less HP", {"hand": ["ST01-004"], "resources": 3},
     {"units": ["ST01-005", "GD01-018"]}, [{"deploy": "ST01-004"}], {"cards": {"ST01-005": {"rested": True}}}),
    ("ST01-006 aerial permet score six paired gives an enemy AP-3",
     {"units": ["ST01-006"], "hand": ["ST04-010"], "resources": 4}, {"units": ["GD01-018"]},
     [{"pair": {"pilot": "ST04-010", "unit": "ST01-006"}}], {"cards": {"GD01-018": {"ap": 1}}}),
    ("ST01-014 unforeseen incident gives an enemy AP-3", {"hand": ["ST01-014"], "resources": 3},
     {"units": ["GD01-018"]}, [{"command": "ST01-014"}], {"cards": {"GD01-018": {"ap": 1}}}),
    ("ST01-016 asticassia rests to give every link unit AP+1",
     {"base": "ST01-016", "units": [{"card": "GD01-013", "pilot": "ST01-010"}, "ST01-005"]}, {},
     [{"activate": "ST01-016"}], {"cards": {"GD01-013": {"ap": 6}, "ST01-005": {"ap": 2}}}),
    ("ST02-006 tallgeese pays 4 to set itself active once per turn",
     {"units": [{"card": "ST02-006", "rested": True}], "resources": 8}, {}, [{"activate": "ST02-006"}],
     {"cards": {"ST02-006": {"rested": False}}, "not_legal": [{"activate": "ST02-006"}]}),
    ("ST02-011 zechs linked draws when the unit destroys an enemy",
     {"units": [{"card": "ST02-006", "pilot": "ST02-011"}]}, {"units": [RESTED_GM]}, [atk("ST02-006", "ST01-005")],
     {"players": [{"hand": 1}, {}]}),
    ("ST02-014 siege ploy rests an enemy with 5 or less HP", {"hand": ["ST02-014"], "resources": 3},
     {"units": ["GD01-018"]}, [{"command": "ST02-014"}], {"cards": {"GD01-018": {"rested": True}}}),
    ("ST03-010 full frontal paired deploys a zeon unit of level 4 or lower from the hand",
     {"units": ["ST03-001"], "hand": ["ST03-010", "ST03-003"], "resources": 6}, {},
     [{"pair": {"pilot": "ST03-010", "unit": "ST03-001"}}, {"deploy": "ST03-003"}],
     {"players": [{"units": ["ST03-001", "ST03-003"]}, {}]}),
    ("ST03-011 char attacking gets AP+1 and, linked, high maneuver",
     {"units": [{"card": "ST03-006", "pilot": "ST03-011"}]}, {}, [atk("ST03-006")],
     {"cards": {"ST03-006": {"ap": 5, "keywords": {"high_maneuver": 1}}}}),
    ("ST03-012 indignation gives a friendly unit AP+2", {"units": ["ST01-005"], "hand": ["ST03-012"], "resources": 2},
     {}, [{"command": "ST03-012"}], {"cards": {"ST01-005": {"ap": 4}}}),
    ("ST03-013 close combat deals 2 to an enemy", {"hand": ["ST03-013"], "resources": 2}, {"units": ["GD01-013"]},
     [{"command": "ST03-013"}], {"cards": {"GD01-013": {"damage": 2}}}),
    ("ST03-015 rewloola deals 1 to an enemy with 5 or less AP", {"hand": ["ST03-015"], "resources": 3},
     {"units": ["GD01-013"]}, [{"deploy": "ST03-015"}],
     {"players": [{"hand": 1}, {}], "cards": {"GD01-013": {"damage": 1}}}),
    ("ST03-016 falmel on your turn deploys a rested chars zaku token", {"hand": ["ST03-016"], "resources": 3}, {},
     [{"deploy": "ST03-016"}],
     {"players": [{"units": ["T-006"], "hand": 1}, {}], "cards": {"T-006": {"rested": True}}}),
    ("ST04-002 strike gundam draws 1 then discards 1", {"hand": ["ST04-002", "GD01-018"], "resources": 4}, {},
     [{"deploy": "ST04-002"}, {"discard": "GD01-018"}], {"players": [{"hand": 1, "trash": ["GD01-018"]}, {}]}),
    ("ST04-006 aegis with 5 AP attacking deals 3 to a level 5 or higher enemy",
     {"units": [{"card": "ST04-006", "ap": 5}]}, {"units": ["GD01-005", "GD01-018"]}, [atk("ST04-006")],
     {"players": [{}, {"units": ["GD01-018"]}]}),
    ("ST04-009 miguels ginn paired destroyed with another link unit draws 1", {"units": ["GD01-018"]},
     {"units": [{"card": "ST04-009", "pilot": "ST04-014", "rested": True}, {"card": "GD01-013", "pilot": "ST01-010"}]},
     [atk("GD01-018", "ST04-009")], {"players": [{}, {"hand": 1, "trash": ["ST04-009", "ST04-014"]}]}),
    ("ST04-014 the magic bullet of dusk gives a level 2 unit first strike",
     {"units": ["ST01-005"], "hand": ["ST04-014"], "resources": 3}, {}, [{"command": "ST04-014"}],
     {"cards": {"ST01-005": {"keywords": {"first_strike": 1}}}}),
    ("ST04-016 vesalius rests to give a friendly unit AP+1", {"base": "ST04-016", "units": ["ST01-005"]}, {},
     [{"activate": "ST04-016"}], {"cards": {"ST01-005": {"ap": 3}}}),
    # ------------------------------------------------------------------------------------------- ST05-ST09
    ("ST05-001 barbatos 4th form deals 1 to another friendly unit and gives it AP+1",
     {"hand": ["ST05-001"], "resources": 6, "units": ["GD01-013"]}, {}, [{"deploy": "ST05-001"}],
     {"cards": {"GD01-013": {"damage": 1, "ap": 4}}}),
    ("ST05-001 barbatos 4th form damaged has suppression", {"units": [{"card": "ST05-001", "damage": 1}, "ST05-001"]},
     {}, [],
     {"cards": {"ST05-001#1": {"keywords": {"suppression": 1}}, "ST05-001#2": {"keywords": {"suppression": 0}}}}),
    ("ST05-002 barbatos 2nd form damaged gets AP+2", {"units": [{"card": "ST05-002", "damage": 1}]}, {}, [],
     {"cards": {"ST05-002": {"ap": 4}}}),
    ("ST05-003 cgs mobile worker rests to deal 1 to a friendly unit and give it AP+1",
     {"units": ["ST05-003", "GD01-013"]}, {}, [{"activate": "ST05-003"}, {"target": "GD01-013"}],
     {"cards": {"GD01-013": {"damage": 1, "ap": 4}, "ST05-003": {"rested": True}}}),
    ("ST05-005 gusion rebake destroyed rests an enemy with 4 or less AP",
     {"units": [{"card": "GD01-018", "hp": 9}, "ST01-005"]}, {"units": [{"card": "ST05-005", "rested": True}]},
     [atk("GD01-018", "ST05-005"), {"target": "ST01-005"}], {"cards": {"ST01-005": {"rested": True}}}),
    ("ST05-007 schwalbe graze paired gives a level 3 or lower enemy AP-2",
     {"units": ["ST05-007"], "hand": ["ST05-012"], "resources": 4}, {"units": ["GD01-018"]},
     [{"pair": {"pilot": "ST05-012", "unit": "ST05-007"}}, {"trigger": "ST05-007"}],
     {"cards": {"GD01-018": {"ap": 2}}}),
    ("ST05-010 mikazuki paired deals 1 to a friendly and 1 to an enemy unit",
     {"units": ["ST05-002"], "hand": ["ST05-010"], "resources": 4}, {"units": ["GD01-013"]},
     [{"pair": {"pilot": "ST05-010", "unit": "ST05-002"}}],
     {"cards": {"ST05-002": {"damage": 1}, "GD01-013": {"damage": 1}}}),
    ("ST05-012 mcgillis paired with 2 other gjallarhorn or tekkadan units rests an enemy",
     {"units": ["ST05-009", "ST05-009", "ST05-004"], "hand": ["ST05-012"], "resources": 4}, {"units": ["GD01-018"]},
     [{"pair": {"pilot": "ST05-012", "unit": "ST05-009#1"}}], {"cards": {"GD01-018": {"rested": True}}}),
    ("ST05-013 with iron and blood deals 1 to a friendly unit and gives it AP+3",
     {"units": ["GD01-013"], "hand": ["ST05-013"], "resources": 2}, {}, [{"command": "ST05-013"}],
     {"cards": {"GD01-013": {"damage": 1, "ap": 6}}}),
    ("ST05-015 isaribi rests to give a damaged unit AP+2",
     {"base": "ST05-015", "units": [{"card": "GD01-013", "damage": 1}, "ST01-005"]}, {}, [{"activate": "ST05-015"}],
     {"cards": {"GD01-013": {"ap": 5}, "ST01-005": {"ap": 2}}}),
    ("ST06-001 gquuuuuux linked with another clan unit gains first strike",
     {"units": ["ST06-001", "ST06-008"], "hand": ["ST06-009"], "resources": 4}, {},
     [{"pair": {"pilot": "ST06-009", "unit": "ST06-001"}}, {"trigger": "ST06-001"}],
     {"cards": {"ST06-001": {"keywords": {"first_strike": 1}}}}),
    ("ST06-002 gquuuuuux with another clan unit deals 1 to an enemy",
     {"units": ["ST06-008"], "hand": ["ST06-002"], "resources": 4}, {"units": ["GD01-013"]},
     [{"deploy": "ST06-002"}], {"cards": {"GD01-013": {"damage": 1}}}),
    ("ST06-007 ortegas rick dom lets a clan unit attack an active unit with 3 or less AP",
     {"units": ["ST06-008"], "hand": ["ST06-007"], "resources": 3}, {"units": ["ST01-005", "GD01-018"]},
     [{"deploy": "ST06-007"}],
     {"legal": [atk("ST06-008", "ST01-005")], "not_legal": [atk("ST06-008", "GD01-018")]}),
    ("ST06-009 amate linked takes a clan card from the top",
     {"units": ["ST06-002"], "hand": ["ST06-009"], "resources": 4, "deck": {"count": 3, "top": ["ST06-008"]}}, {},
     [{"pair": {"pilot": "ST06-009", "unit": "ST06-002"}}, {"take": "ST06-008"}],
     {"players": [{"hand": ["ST06-008"]}, {}]}),
    ("ST06-010 shuji linked attacking puts the top card at the bottom",
     {"units": [{"card": "ST06-006", "pilot": "ST06-010"}], "deck": ["ST01-005", "GD01-018"]}, {},
     [atk("ST06-006"), {"bottom": "GD01-018"}], {"zone_order": {"deck@0": ["GD01-018", "ST01-005"]}}),
    ("ST06-011 ruthless tactics gives 2 clan units AP+2",
     {"units": ["ST06-008", "ST06-006"], "hand": ["ST06-011"], "resources": 3}, {},
     [{"command": "ST06-011"}, {"target": "ST06-008"}, {"target": "ST06-006"}],
     {"cards": {"ST06-008": {"ap": 5}, "ST06-006": {"ap": 5}}}),
    ("ST06-012 schoolgirl and smuggler takes a clan unit from the top 3",
     {"hand": ["ST06-012"], "resources": 1, "deck": {"count": 3, "top": ["ST01-005", "ST06-009", "GD01-018"]}}, {},
     [{"command": "ST06-012"}, {"take": "ST06-009"}], {"players": [{"hand": ["ST06-009"]}, {}]}),
    ("ST06-014 clan battle with a clan link unit rests for AP+2",
     {"base": "ST06-014", "units": [{"card": "ST06-006", "pilot": "ST06-010"}]}, {}, [{"activate": "ST06-014"}],
     {"cards": {"ST06-006": {"ap": 6}}}),
    ("ST07-004 virtue has blocker while a cb pilot is in play",
     {"units": ["ST07-004", {"card": "ST07-002", "pilot": "ST07-009"}]}, {}, [],
     {"cards": {"ST07-004": {"keywords": {"blocker": 1}}}}),
    ("ST07-005 dynames linked gets AP+2 and recovers 2 after a kill",
     {"units": [{"card": "ST07-005", "pilot": "ST07-011", "damage": 1}]}, {"units": [RESTED_GM]},
     [atk("ST07-005", "ST01-005")], {"cards": {"ST07-005": {"ap": 5, "damage": 1}}}),
    ("ST07-007 kyrios on your turn with a cb pilot gets AP+2",
     {"units": ["ST07-007", {"card": "ST07-002", "pilot": "ST07-009"}]}, {}, [], {"cards": {"ST07-007": {"ap": 4}}}),
    ("ST07-009 setsuna attacking gives the unit AP+1", {"units": [{"card": "ST07-002", "pilot": "ST07-009"}]}, {},
     [atk("ST07-002")], {"cards": {"ST07-002": {"ap": 7}}}),
    ("ST07-009 setsuna with 7 cb cards in the trash gives every cb unit AP+1",
     {"units": [{"card": "ST07-002", "pilot": "ST07-009"}, "ST07-006"], "trash": ["ST07-003"] * 7}, {},
     [atk("ST07-002")], {"cards": {"ST07-002": {"ap": 7}, "ST07-006": {"ap": 4}}}),
    ("ST07-010 tieria destroyed on the opponents turn draws 1", {"units": [{"card": "GD01-018", "ap": 9}]},
     {"units": [{"card": "ST07-003", "pilot": "ST07-010", "rested": True}]}, [atk("GD01-018", "ST07-003")],
     {"players": [{}, {"hand": 1}]}),
    ("ST07-012 allelujah on a cb link unit takes no battle damage from 3 or less AP",
     {"units": [{"card": "ST07-007", "pilot": "ST07-012"}]}, {"units": [RESTED_GM]}, [atk("ST07-007", "ST01-005")],
     {"cards": {"ST07-007": {"damage": 0}}, "events": [{"kind": "no_damage"}]}),
    ("ST07-014 tactical visionary takes a cb unit from the top 3",
     {"hand": ["ST07-014"], "resources": 1, "deck": {"count": 3, "top": ["ST01-005", "ST07-002", "GD01-018"]}}, {},
     [{"command": "ST07-014"}, {"take": "ST07-002"}], {"players": [{"hand": ["ST07-002"]}, {}]}),
    ("ST08-002 xi gundam deals 1 to an enemy", {"hand": ["ST08-002"], "resources": 5}, {"units": ["GD01-013"]},
     [{"deploy": "ST08-002"}], {"cards": {"GD01-013": {"damage": 1}}}),
    ("ST08-004 messer f01 attacking a unit deals 1 to an enemy", {"units": ["ST08-004"]},
     {"units": [RESTED_GM, "GD01-013"]}, [atk("ST08-004", "ST01-005"), {"target": "GD01-013"}],
     {"cards": {"GD01-013": {"damage": 1}}}),
    ("ST08-008 gustav karl has blocker with 3 enemy units", {"units": ["ST08-008"]}, {"units": ["ST01-005"] * 3}, [],
     {"cards": {"ST08-008": {"keywords": {"blocker": 1}}}}),
    ("ST08-012 words for hathaway gives a link unit breach 1",
     {"units": [{"card": "GD01-013", "pilot": "ST01-010"}], "hand": ["ST08-012"], "resources": 3}, {},
     [{"command": "ST08-012"}], {"cards": {"GD01-013": {"keywords": {"breach": 1}}}}),
    ("ST08-013 lady luck with a mafty link unit deals 2", {"units": [{"card": "ST08-002", "pilot": "ST08-010"}],
                                                           "hand": ["ST08-013"], "resources": 5},
     {"units": ["GD01-013"]}, [{"command": "ST08-013"}], {"cards": {"GD01-013": {"damage": 2}}}),
    ("ST08-013 lady luck without a mafty link unit deals 1", {"hand": ["ST08-013"], "resources": 5},
     {"units": ["GD01-013"]}, [{"command": "ST08-013"}], {"cards": {"GD01-013": {"damage": 1}}}),
    ("ST08-014 valiant gives a friendly unit AP+2", {"units": ["ST01-005"], "hand": ["ST08-014"], "resources": 2}, {},
     [{"deploy": "ST08-014"}], {"players": [{"hand": 1}, {}], "cards": {"ST01-005": {"ap": 4}}}),
    ("ST08-015 davao pays 2 for 2 HP once per turn",
     {"base": "ST08-015", "units": [{"card": "GD01-013", "damage": 3}], "resources": 4}, {}, [{"activate": "ST08-015"}],
     {"cards": {"GD01-013": {"damage": 1}}, "not_legal": [{"activate": "ST08-015"}]}),
    ("ST09-002 force impulse destroyed returns another minerva squad unit from the trash",
     {"units": [{"card": "GD01-018", "ap": 9, "hp": 9}]},
     {"units": [{"card": "ST09-002", "rested": True}], "trash": ["ST09-002", "ST09-005"]},
     [atk("GD01-018", "ST09-002")], {"players": [{}, {"hand": ["ST09-005"]}]}),
    ("ST09-003 saviour linked with 5 purple cards in the trash deals 2 to every unit with 5 or less AP",
     {"units": ["ST09-003"], "hand": ["ST04-011"], "resources": 6, "trash": ["ST09-005"] * 5},
     {"units": ["GD01-018", "GD01-013"]},
     [{"pair": {"pilot": "ST04-011", "unit": "ST09-003"}}, {"trigger": "ST09-003"}],
     {"cards": {"GD01-018": {"damage": 2}, "GD01-013": {"damage": 2}, "ST09-003": {"damage": 0}}}),
    ("ST09-008 shinn on a minerva squad unit attacking sets a resource active",
     {"units": [{"card": "ST09-005", "pilot": "ST09-008"}], "resources": {"active": 0, "rested": 2}}, {},
     [atk("ST09-005"), {"target": "R-001"}], {"players": [{"active_resources": 1}, {}]}),
    ("ST09-009 giant killing destroys an active enemy with 4 or less AP", {"hand": ["ST09-009"], "resources": 4},
     {"units": ["GD01-018", {"card": "GD01-013", "rested": True}]}, [{"command": "ST09-009"}],
     {"players": [{}, {"trash": ["GD01-018"]}]}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0].split()[0] + " " + " ".join(c[0].split()[1:4]) for c in CASES])
def test_card(case):
    _name, p0, p1, steps, expect = case
    m = pos(p0, p1)
    for step in steps:
        do(m, step)
    check(m, expect)


def test_lockon_stratos_neil_links_with_dynames_by_the_name_before_its_qualifier():
    m = pos({"units": [{"card": "ST07-005", "pilot": "ST07-011"}]})
    check(m, {"cards": {"ST07-005": {"linked": True}}})
    m = pos({"units": [{"card": "ST07-005", "pilot": "ST07-011"}]}, options={"link_name_with_qualifier": False})
    check(m, {"cards": {"ST07-005": {"linked": False}}})


def test_a_pilot_command_with_a_qualified_name_links_gaias_rick_dom():
    m = pos({"units": [{"card": "ST06-003", "pilot": "ST06-011"}]})
    check(m, {"cards": {"ST06-003": {"linked": True}}})


def test_the_ex_base_counts_as_a_friendly_base_unless_the_option_says_no():
    m = pos({"units": ["ST09-004"]}, options={"ex_base_is_a_base": False})
    check(m, {"cards": {"ST09-004": {"keywords": {"suppression": 0}}}})
    m = pos({"units": ["ST09-004"], "base": "ST09-010"}, options={"ex_base_is_a_base": False})
    check(m, {"cards": {"ST09-004": {"keywords": {"suppression": 1}}}})
