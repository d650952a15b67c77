"""GWENT's fixed facts: rows, factions and the zones of the table (rules/gwent.md §1.1).

A *side* owns a board half (three rows and their special slots), a discard pile, decoys and gems: a team in 2 vs 2,
a player in every other mode; the core's team index is the side index. Deck, hand, leader, side deck (tokens), box
(spare tournament decks, the solo person's set-aside weather) and the automaton's leader stack belong to a player;
the weather zone is shared.
"""

from __future__ import annotations

from tcgkit.core.zones import Visibility, ZoneSpec

ROWS = ("close", "ranged", "siege")
ROW_INDEX = {name: i for i, name in enumerate(ROWS)}
FACTIONS = ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige")
FACTION_NAMES = {"northern_realms": "Northern Realms", "nilfgaard": "Nilfgaard", "monsters": "Monsters",
                 "scoiatael": "Scoia'tael", "skellige": "Skellige", "neutral": "neutral"}
NR, NG, MO, ST, SK = FACTIONS

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("leader", Visibility.PUBLIC),
    ZoneSpec("side_deck", Visibility.PUBLIC),
    ZoneSpec("box", Visibility.PRIVATE),  # spare tournament decks, set-aside solo weather: known to the owner
    ZoneSpec("leader_stack", Visibility.SECRET, ordered=True),
    ZoneSpec("close", Visibility.PUBLIC, scope="team"),
    ZoneSpec("ranged", Visibility.PUBLIC, scope="team"),
    ZoneSpec("siege", Visibility.PUBLIC, scope="team"),
    ZoneSpec("close_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("ranged_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("siege_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("discard", Visibility.PUBLIC, scope="team"),
    ZoneSpec("decoys", Visibility.PUBLIC, scope="team"),
    ZoneSpec("under_decoys", Visibility.SECRET, scope="team", ordered=True),
    ZoneSpec("weather", Visibility.PUBLIC, scope="shared"),
)

RESAMPLE_GROUPS = {"leader_stack": 1, "box": 2}
"""Hidden zones whose cards are never redealt into the others' places (see ``GwentMatch.resample_group``)."""
