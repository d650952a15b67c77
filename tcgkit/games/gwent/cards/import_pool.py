"""Maintenance tool: turn the shared card facts into the project's card pool (``pool.yaml``).

Run from the repository root::

    .venv/bin/python -m tcgkit.games.gwent.cards.import_pool ../shared/data/gwent/cards.json

It keeps facts only (name, faction, rows, strength, ability keywords, copies, the source id) and maps the source's
ability keywords to our effect vocabulary (``abilities.py``, ``specials.py``, ``leaders.py``). Leader effects, which the
source names only by a key, are declared here in the vocabulary; the two LCG-only Skellige leaders (rules/gwent.md §1.6)
are added by hand. No card text is read or written: descriptions are rendered from the declarations.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

FACTIONS = {"realms": "northern_realms", "nilfgaard": "nilfgaard", "monsters": "monsters",
            "scoiatael": "scoiatael", "skellige": "skellige", "neutral": "neutral",
            "special": "neutral", "weather": "neutral"}
PREFIX = {"northern_realms": "nr", "nilfgaard": "ng", "monsters": "mo", "scoiatael": "st", "skellige": "sk",
          "neutral": "ne"}
TOKENS = {"Bovine Defense Force", "Hemdall", "Transformed Vildkaarl", "Transformed Young Vildkaarl"}
HOS_BW = {"Olgierd von Everec", "Gaunter O'Dimm", "Gaunter O'Dimm - Darkness", "Cow", "Bovine Defense Force",
          "Emiel Regis Rohellec Terzieff", "Foltest - Son of Medell", "Emhyr var Emreis - Invader of the North",
          "Eredin Bréacc Glas - The Treacherous", "Francesca Findabair - Hope of the Aen Seidhe", "Toad",
          "Vampire - Katakan", "Schirru", "Cerys"}

# leader key -> effect declaration in our vocabulary (effects.py: LEADER_EFFECTS)
LEADERS = {
    "foltest_king": {"play_from_deck": {"name": "Impenetrable Fog"}},
    "foltest_lord": {"clear_weather": {}},
    "foltest_siegemaster": {"horn": {"row": "siege"}},
    "foltest_steelforged": {"row_scorch": {"row": "siege", "threshold": 10}},
    "foltest_son": {"row_scorch": {"row": "ranged", "threshold": 10}},
    "emhyr_imperial": {"play_from_deck": {"name": "Torrential Rain"}},
    "emhyr_emperor": {"look_at_hand": {"cards": 3}},
    "emhyr_whiteflame": {"passive": {"cancel_enemy_leaders": True}},
    "emhyr_relentless": {"take_from_discard": {"whose": "opponent"}},
    "emhyr_invader": {"passive": {"random_medic": True}},
    "eredin_commander": {"horn": {"row": "close"}},
    "eredin_bringer_of_death": {"take_from_discard": {"whose": "own"}},
    "eredin_destroyer": {"discard_then_search": {"discard": 2, "search": 1}},
    "eredin_king": {"play_from_deck": {"type": "weather", "choose": True}},
    "eredin_treacherous": {"passive": {"double_spies": True}},
    "francesca_queen": {"row_scorch": {"row": "close", "threshold": 10}},
    "francesca_beautiful": {"horn": {"row": "ranged"}},
    "francesca_daisy": {"passive": {"extra_start_cards": 1}},
    "francesca_pureblood": {"play_from_deck": {"name": "Biting Frost"}},
    "francesca_hope": {"optimize_agile": {}},
    "crach_an_craite": {"shuffle_discards_into_decks": {}},
    "king_bran": {"passive": {"halve_weather": True}},
}
# the solo automaton's versions (seed 004, "Anpassung der gegnerischen Anführerfähigkeiten"; rules/gwent.md §4.3)
SOLO = {
    "eredin_destroyer": {"draw_and_play": {"cards": 1}},
    "eredin_king": {"play_from_deck": {"type": "weather", "first": True}},
    "eredin_bringer_of_death": {"revive_best": {}},
    "emhyr_invader": {"revive_random": {}},
    "emhyr_whiteflame": {"cancel_enemy_leaders": {}},
    "francesca_daisy": {"draw_and_play": {"cards": 1}},
    "francesca_hope": {"bonus_per_agile": {"strength": 1}},
    "king_bran": {"passive": {"halve_weather": True}},
}
LCG_LEADERS = [
    # rules/gwent.md §1.6: the LCG-only Skellige leaders; standard ability = project ruling (docs/games/gwent.md)
    {"name": "Arnjolf the Patricide", "key": "arnjolf",
     "effect": {"play_from_deck": {"ability": "tight_bond", "choose": True}},
     "solo": {"play_from_deck": {"ability": "tight_bond", "best": True}}},
    {"name": "Harald the Cripple", "key": "harald",
     "effect": {"play_from_deck": {"name": "Mardroeme", "choose": True}},
     "solo": {"play_from_deck": {"name": "Mardroeme", "best": True}}},
]
WEATHER = {"frost": ["close"], "fog": ["ranged"], "rain": ["siege"]}
UNIT_ABILITIES = {"spy": "spy", "medic": "medic", "muster": "muster", "bond": "tight_bond", "morale": "morale_boost",
                  "horn": "commanders_horn", "scorch": "scorch", "mardroeme": "mardroeme"}
ROW_SCORCH = {"scorch_c": "close", "scorch_r": "ranged", "scorch_s": "siege"}
AVENGER = {"avenger": "Bovine Defense Force", "avenger_kambi": "Hemdall"}
BERSERKER = {"Berserker": "Transformed Vildkaarl", "Young Berserker": "Transformed Young Vildkaarl"}


def slug(name: str) -> str:
    s = name.lower().replace("'", "").replace("é", "e").replace("í", "i")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def convert(records: list[dict]) -> list[dict]:
    out: list[dict] = []
    seen: dict[str, int] = {}
    for r in records:
        name = r["name"].strip()
        faction = FACTIONS[r["faction"]]
        abil = list(r["abilities"])
        base = f"{PREFIX[faction]}-{slug(name)}"
        seen[base] = seen.get(base, 0) + 1
        cid = base if seen[base] == 1 else f"{base}-{seen[base]}"
        card: dict = {"id": cid, "name": name, "faction": faction}
        if r["row"] == "leader":
            key = abil[0]
            card.update(type="leader", leader=key, effect=LEADERS[key])
            if key in SOLO:
                card["solo"] = SOLO[key]
        elif r["faction"] == "weather":
            card["type"] = "weather"
            if abil == ["clear"]:
                card["effect"] = {"clear_weather": {}}
            else:
                rows = sorted({row for a in abil for row in WEATHER[a]}, key=["close", "ranged", "siege"].index)
                card["effect"] = {"weather": {"rows": rows}}
        elif r["faction"] == "special":
            card["type"] = "special"
            kind = abil[0]
            card["effect"] = {"decoy": {}} if kind == "decoy" else {
                "horn": {"row": "chosen"}} if kind == "horn" else {
                "scorch": {"scope": "board"}} if kind == "scorch" else {"mardroeme": {"row": "chosen"}}
        else:
            hero = "hero" in abil
            card["type"] = "token" if name in TOKENS else "hero" if hero else "unit"
            if name in TOKENS and hero:
                card["hero"] = True
            card["rows"] = ["close", "ranged"] if r["row"] == "agile" else [r["row"]]
            card["strength"] = r["strength"]
            ab: list = []
            if r["row"] == "agile":
                ab.append("agile")
            for a in abil:
                if a == "hero":
                    continue
                if a in UNIT_ABILITIES:
                    ab.append(UNIT_ABILITIES[a])
                elif a in ROW_SCORCH:
                    ab.append({"row_scorch": {"row": ROW_SCORCH[a], "threshold": 10}})
                elif a in AVENGER:
                    ab.append({"avenger": {"token": AVENGER[a]}})
                elif a == "berserker":
                    ab.append({"berserker": {"token": BERSERKER[name]}})
                else:  # pragma: no cover - the source gained a keyword
                    raise SystemExit(f"unknown ability {a!r} on {name}")
            # every unit belongs to a name group (the name before "-", as gwent-classic matches muster); a card
            # with muster pulls its group: Cerys pulls the Clan Drummond Shield Maidens, Arachas the Behemoth
            card["muster_group"] = name.split("-")[0].strip()
            if ab:
                card["abilities"] = ab
        card["copies"] = r["count"]
        card["source_id"] = r["id"]
        card["set"] = "tw3_dlc" if name in HOS_BW else "tw3"
        out.append(card)
    for lead in LCG_LEADERS:
        out.append({"id": f"sk-{slug(lead['name'])}", "name": lead["name"], "faction": "skellige", "type": "leader",
                    "leader": lead["key"], "effect": lead["effect"], "solo": lead["solo"], "copies": 1,
                    "source_id": "", "set": "lcg"})
    return out


def main(argv: list[str]) -> None:
    src = Path(argv[0] if argv else "../shared/data/gwent/cards.json")
    records = json.loads(src.read_text(encoding="utf-8"))["cards"]
    cards = convert(records)
    dest = Path(__file__).with_name("pool.yaml")
    header = ("# GWENT card pool in the project's format (facts only; effects in the vocabulary of effects.py).\n"
              "# Generated by import_pool.py from ../shared/data/gwent/cards.json (214 Witcher 3 records) plus the\n"
              "# two LCG-only Skellige leaders. Descriptions are rendered from these declarations, never copied.\n")
    dest.write_text(header + yaml.safe_dump(cards, sort_keys=False, allow_unicode=True, width=120), encoding="utf-8")
    print(f"wrote {len(cards)} cards to {dest}")


if __name__ == "__main__":
    main(sys.argv[1:])
