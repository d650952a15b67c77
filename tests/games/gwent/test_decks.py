"""Decklists and deck validation: rules/gwent.md §1.1; seed 004 (Fortgeschrittene Decks, Turnierregeln, Solo)."""

from __future__ import annotations

import pytest

from tcgkit.core.errors import DeckError
from tcgkit.games.gwent.game import ADVANCED_DECKS, FULL_DECKS, GwentGame

NR_UNITS = """leader: Foltest - The Siegemaster
3 Blue Stripes Commando
4 Poor Fucking Infantry
3 Crinfrid Reavers Dragon Hunter
2 Catapult
3 Kaedweni Siege Expert
2 Trebuchet
2 Redanian Foot Soldier
1 Ves
1 Ballista
1 Siege Tower
"""  # 22 units, strength 4*3+4+15+16+3+12+2+5+6+6 = 81


def rules(problems):
    return sorted(p.rule for p in problems)


def test_shipped_advanced_decks_are_advanced_legal(game):
    for faction, path in ADVANCED_DECKS.items():
        deck = game.load_deck(path)
        assert deck.faction == faction
        assert game.validate_deck(deck, "advanced") == [], path.name
        assert game.validate_deck(deck, "standard") == []


def test_shipped_full_faction_decks_are_solo_legal_and_complete(game):
    for faction, path in FULL_DECKS.items():
        deck = game.load_deck(path)
        assert game.validate_deck(deck, "solo") == [], path.name
        units = [c for c in deck.cards if c.is_unit]
        assert all(c.faction == faction for c in units)


def test_standard_minimum_units(game):
    deck = game.parse_deck(NR_UNITS.replace("2 Redanian Foot Soldier\n", ""))
    probs = game.validate_deck(deck, "standard")
    assert rules(probs) == ["units"]
    assert "20 unit/hero cards; at least 22" in probs[0].message


def test_standard_special_limit_counts_weather(game):
    deck = game.parse_deck(NR_UNITS + "3 Decoy\n3 Commander's Horn\n3 Biting Frost\n2 Clear Weather\n")
    probs = game.validate_deck(deck, "standard")
    assert rules(probs) == ["specials"]
    assert "11 special cards; at most 10 in the standard format" in probs[0].message


def test_weather_option_excludes_weather_from_special_limit():
    g = GwentGame({"weather_counts_as_special": False})
    deck = g.parse_deck(NR_UNITS + "3 Decoy\n3 Commander's Horn\n3 Biting Frost\n2 Clear Weather\n")
    assert g.validate_deck(deck, "standard") == []


def test_advanced_limits_with_numbers(game):
    text = NR_UNITS + "1 Prince Stennis\n1 Sigismund Dijkstra\n1 Thaler\n3 Decoy\n3 Scorch\n"
    text += "1 Vernon Roche\n1 John Natalis\n1 Esterad Thyssen\n1 Philippa Eilhart\n1 Dethmold\n"
    probs = game.validate_deck(game.parse_deck(text), "advanced")
    msgs = {p.rule: p.message for p in probs}
    assert msgs["specials"] == "6 special cards; at most 5 in the advanced format"
    assert msgs["spies"] == "3 spies; at most 2 in the advanced format"
    # 81 + 5 + 4 + 1 + 40 (heroes) + 6 = 137
    assert msgs["strength"] == "total unit strength 137; at most 130 in the advanced format"


def test_strength_cap_heroes_counted_by_default(game):
    text = NR_UNITS + ("1 Vernon Roche\n1 John Natalis\n1 Esterad Thyssen\n1 Philippa Eilhart\n1 Dethmold\n"
                       "1 Keira Metz\n")
    deck = game.parse_deck(text)  # 81 + 40 + 11 = 132
    assert rules(game.validate_deck(deck, "advanced")) == ["strength"]
    assert GwentGame({"strength_cap_counts_heroes": False}).validate_deck(deck, "advanced") == []


def test_hero_medics_count_toward_the_medic_limit(game):
    text = NR_UNITS.replace("leader: Foltest - The Siegemaster", "leader: Emhyr var Emreis - the White Flame")
    text = """leader: Emhyr var Emreis - the White Flame
4 Impera Brigade Guard
3 Nausicaa Cavalry Rider
2 Young Emissary
2 Etolian Auxiliary Archers
1 Menno Coehoorn
1 Albrich
1 Sweers
1 Vreemde
1 Puttkammer
1 Morteisen
1 Rotten Mangonel
1 Cynthia
1 Vanhemar
1 Rainfarn
1 Renuald aep Matsen
"""
    deck = game.parse_deck(text)
    probs = game.validate_deck(deck, "advanced")
    assert [p.message for p in probs if p.rule == "medics"] == ["3 medics; at most 2 in the advanced format"]
    assert not [p for p in GwentGame({"hero_spies_count": False}).validate_deck(deck, "advanced") if p.rule == "medics"]


def test_faction_and_copies_and_tokens(game):
    text = NR_UNITS + "1 Letho of Gulet\n2 Ves\n"
    probs = game.validate_deck(game.parse_deck(text), "standard")
    by = {p.rule: p for p in probs}
    assert "Letho of Gulet is a Nilfgaard card; the leader's faction is Northern Realms" == by["faction"].message
    assert by["faction"].line == 12
    assert by["copies"].message == "3 copies of Ves; the card pool has 1"
    probs = game.validate_deck(game.parse_deck(NR_UNITS + "1 Bovine Defense Force\n"), "standard")
    assert "token" in rules(probs)


def test_missing_leader_is_a_problem(game):
    deck = game.parse_deck(NR_UNITS.split("\n", 1)[1])
    assert rules(game.validate_deck(deck)) == ["leader"]


@pytest.mark.parametrize("text, fragment", [
    ("leader: Nobody\n1 Ves\n", "unknown leader 'Nobody'"),
    ("leader: Ves\n", "'Ves' is a unit card, not a leader"),
    ("leader: King Bran\n2 Nothing Here\n", "unknown card 'Nothing Here'"),
    ("leader: King Bran\nthree Ves\n", "cannot read 'three Ves'"),
    ("leader: King Bran\n1 Crach an Craite\n", "is a leader: write it as 'leader: Crach an Craite'"),
    ("# only a comment\n", "the decklist has no cards"),
])
def test_decklist_errors_name_the_line(game, text, fragment):
    with pytest.raises(DeckError) as info:
        game.parse_deck(text, "my.deck")
    assert fragment in str(info.value)
    assert "my.deck" in str(info.value)


def test_decklist_forms_ids_and_name_x_count(game):
    deck = game.parse_deck("leader: sk-king-bran  # by id\n2 sk-clan-brokva-archer\nWar Longship x2\n")
    assert [c.name for c in deck.cards] == ["Clan Brokva Archer"] * 2 + ["War Longship"] * 2
    assert deck.leader.name == "King Bran"


def test_deck_json_round_trip(game):
    deck = game.load_deck(ADVANCED_DECKS["skellige"])
    again = game.deck_from_json(game.deck_to_json(deck))
    assert again.leader == deck.leader and again.cards == deck.cards


def test_unknown_format_is_an_error(game):
    with pytest.raises(ValueError, match="unknown gwent deck format 'casual'"):
        game.validate_deck(game.load_deck(ADVANCED_DECKS["skellige"]), "casual")


def test_tournament_set_rules(game):
    nr = game.load_deck(ADVANCED_DECKS["northern_realms"])
    ng = game.load_deck(ADVANCED_DECKS["nilfgaard"])
    mo = game.load_deck(ADVANCED_DECKS["monsters"])
    assert game.validate_decks([nr, ng, mo], "tournament") == []
    probs = game.validate_decks([nr, ng, nr], "tournament")
    assert [p.rule for p in probs] == ["factions", "hero_twice", "hero_twice"]
    assert "Northern Realms repeats" in probs[0].message
    assert {p.message for p in probs[1:]} == {
        "hero Philippa Eilhart is in deck 1 and deck 3; a hero may be in only one deck",
        "hero Vernon Roche is in deck 1 and deck 3; a hero may be in only one deck"}
    # the same hero in two decks
    hero_nr = game.parse_deck(NR_UNITS + "1 Geralt of Rivia\n")
    hero_mo = game.parse_deck(
        "leader: Eredin - Bringer of Death\n3 Ghoul\n3 Nekker\n3 Arachas\n4 Vampire - Bruxa\n"
        .replace("4 Vampire - Bruxa",
                 "1 Vampire - Bruxa\n1 Vampire - Fleder\n1 Vampire - Garkain\n1 Vampire - Ekimmara")
        + "3 Crone - Brewess\n".replace("3 Crone - Brewess", "1 Crone - Brewess\n1 Crone - Weavess\n1 Crone - Whispess")
        + "1 Foglet\n1 Harpy\n1 Wyvern\n1 Endrega\n1 Geralt of Rivia\n")
    probs = game.validate_decks([hero_nr, ng, hero_mo], "tournament")
    assert any(p.rule == "hero_twice" and "Geralt of Rivia is in deck 1 and deck 3" in p.message for p in probs)
    # a single deck that breaks the advanced limits is reported with its index
    big = game.parse_deck(NR_UNITS + "3 Decoy\n3 Scorch\n")
    probs = game.validate_decks([big, ng, mo])
    assert any(p.message.startswith("deck 1: 6 special cards") for p in probs)
    # validate_deck given a list checks the set
    assert game.validate_deck([nr, ng, nr])[0].rule == "factions"


def test_full_faction_decks_match_the_digest_totals(game):
    """rules/gwent.md §2: NR 37 copies, strength 167 (heroes 40), 3 spies, 1 medic; NG 37, 181, 3 spies, 4 medics."""
    for faction, copies, strength, spies, medics in (("northern_realms", 37, 167, 3, 1), ("nilfgaard", 37, 181, 3, 4)):
        units = [c for c in game.load_deck(FULL_DECKS[faction]).cards if c.is_unit]
        assert (len(units), sum(c.strength for c in units)) == (copies, strength)
        assert (sum(c.spy for c in units), sum(c.medic for c in units)) == (spies, medics)


def test_two_leaders_are_read_and_reported_by_validation(game):
    """Issue 6: a list naming two leaders is readable; validation says what is wrong, at the second leader's line."""
    deck = game.parse_deck(NR_UNITS.replace(
        "leader: Foltest - The Siegemaster",
        "leader: Foltest - The Siegemaster\nleader: Foltest - Lord Commander of the North"))
    assert deck.leader.name == "Foltest - The Siegemaster" and len(deck.leaders) == 2
    problems = [p for p in game.validate_deck(deck) if p.rule == "leader"]
    assert [(p.message, p.line) for p in problems] == [("2 leaders, 1 required", 2)]
