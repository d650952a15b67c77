"""GWENT's effect vocabulary: card definitions, the one strength function, and descriptions rendered from data.

A card in ``cards/pool.yaml`` declares what it does in this small vocabulary (docs/games/gwent.md#effect-vocabulary):

* unit abilities (keywords, resolved by ``rules.py`` when the unit is played or revived): ``agile``, ``spy``,
  ``medic``, ``muster`` (with a ``muster_group``), ``tight_bond``, ``morale_boost``, ``commanders_horn``, ``scorch``
  (whole board), ``row_scorch {row, threshold}``, ``avenger {token}``, ``berserker {token}``, ``mardroeme``;
* card effects of special, weather and leader cards, one operation each: ``weather {rows}``, ``clear_weather``,
  ``horn {row}``, ``mardroeme {row}``, ``decoy``, ``scorch {scope}``, ``row_scorch {row, threshold}``,
  ``play_from_deck {name | type | ability, choose?, first?, best?}``, ``look_at_hand {cards}``,
  ``take_from_discard {whose}``, ``discard_then_search {discard, search}``, ``optimize_agile``,
  ``shuffle_discards_into_decks``, ``passive {cancel_enemy_leaders | random_medic | double_spies |
  extra_start_cards | halve_weather}``, and the automaton's ``draw_and_play {cards}``, ``revive_best``,
  ``revive_random``, ``cancel_enemy_leaders``, ``bonus_per_agile {strength}`` (seed 004, solo).

The interpreter of these operations lives in ``rules.py`` (``leader_<op>`` methods), so that a rule has one home;
this module holds the data side: :class:`CardDef`, :func:`load_pool`, :func:`unit_strength` (rules/gwent.md §1.2)
and :func:`describe`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

ROWS = ("close", "ranged", "siege")
ROW_INDEX = {name: i for i, name in enumerate(ROWS)}
FACTIONS = ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige")
FACTION_NAMES = {"northern_realms": "Northern Realms", "nilfgaard": "Nilfgaard", "monsters": "Monsters",
                 "scoiatael": "Scoia'tael", "skellige": "Skellige", "neutral": "neutral"}
CARD_TYPES = ("unit", "hero", "special", "weather", "leader", "token")
UNIT_KEYWORDS = ("agile", "spy", "medic", "muster", "tight_bond", "morale_boost", "commanders_horn", "scorch",
                 "mardroeme")
UNIT_PARAM_ABILITIES = ("row_scorch", "avenger", "berserker")
EFFECT_OPS = ("weather", "clear_weather", "horn", "mardroeme", "decoy", "scorch", "row_scorch", "play_from_deck",
              "look_at_hand", "take_from_discard", "discard_then_search", "optimize_agile",
              "shuffle_discards_into_decks", "passive", "draw_and_play", "revive_best", "revive_random",
              "cancel_enemy_leaders", "bonus_per_agile")
PASSIVES = ("cancel_enemy_leaders", "random_medic", "double_spies", "extra_start_cards", "halve_weather")

Params = tuple  # a frozen mapping: tuple of (key, value) pairs


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple((k, _freeze(v)) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def param(params: Params, key: str, default: Any = None) -> Any:
    """The value of ``key`` in a frozen parameter tuple (``default`` if absent)."""
    for k, v in params:
        if k == key:
            return v
    return default


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card of the pool, immutable and shared by every match (rules/gwent.md §1, cards/pool.yaml).

    Attributes:
        id: our card id, e.g. ``"nr-blue-stripes-commando"`` (unique; repeated source records get ``-2``, ``-3``).
        name: the official English name (what decklists and tight bond compare).
        faction: one of :data:`FACTIONS` or ``"neutral"``.
        type: one of :data:`CARD_TYPES`; ``token`` = a side-deck card (rules/gwent.md §1.4 inference).
        rows: allowed row indices (0 close, 1 ranged, 2 siege); two for agile units; ``()`` for non-units.
        strength: base strength (0 for non-units).
        hero: not affected by special cards or abilities (rules/gwent.md §1.2).
        abilities: the unit abilities as ``(keyword, params)`` pairs.
        effect: ``(op, params)`` for special, weather and leader cards; ``("", ())`` otherwise.
        solo: the automaton's version of a leader effect (seed 004), or ``None``.
        copies: copies in the pool (the deck-building limit); 0 for tokens.
        muster_group: the unit's name group (the name before "-"); a muster card pulls the cards of its group.
        leader: the source's leader key, e.g. ``"foltest_siegemaster"``.
        source_id, set: provenance (``tw3``, ``tw3_dlc``, ``lcg``).
    The remaining fields are precomputed flags for the hot path.
    """

    id: str
    name: str
    faction: str
    type: str
    rows: tuple
    strength: int
    hero: bool
    abilities: tuple
    effect: tuple
    solo: tuple | None
    copies: int
    muster_group: str
    leader: str
    source_id: str
    set: str
    # -- precomputed
    is_unit: bool
    is_token: bool
    spy: bool
    medic: bool
    muster: bool
    bond: bool
    morale: bool
    horn: bool
    agile: bool
    board_scorch: bool
    mardroeme: bool
    row_scorch: int
    scorch_threshold: int
    avenger: str
    berserker: str
    weather_mask: int
    clear: bool
    special: str

    def has(self, keyword: str) -> bool:
        """Whether the card declares unit ability ``keyword``."""
        return any(k == keyword for k, _ in self.abilities)

    def __repr__(self) -> str:
        return f"CardDef({self.id!r})"


def _make(raw: dict) -> CardDef:
    ctype = raw["type"]
    if ctype not in CARD_TYPES:
        raise ValueError(f"card {raw.get('id')!r}: unknown type {ctype!r}")
    abilities = []
    for a in raw.get("abilities", []) or []:
        if isinstance(a, str):
            if a not in UNIT_KEYWORDS:
                raise ValueError(f"card {raw['id']!r}: unknown ability {a!r}")
            abilities.append((a, ()))
        else:
            (k, v), = a.items()
            if k not in UNIT_PARAM_ABILITIES:
                raise ValueError(f"card {raw['id']!r}: unknown ability {k!r}")
            abilities.append((k, _freeze(v)))
    effect = ("", ())
    if raw.get("effect"):
        (op, v), = raw["effect"].items()
        if op not in EFFECT_OPS:
            raise ValueError(f"card {raw['id']!r}: unknown effect {op!r}")
        effect = (op, _freeze(v or {}))
    solo = None
    if raw.get("solo"):
        (op, v), = raw["solo"].items()
        if op not in EFFECT_OPS:
            raise ValueError(f"card {raw['id']!r}: unknown solo effect {op!r}")
        solo = (op, _freeze(v or {}))
    keys = {k: v for k, v in abilities}
    is_unit = ctype in ("unit", "hero", "token")
    weather_mask = 0
    if effect[0] == "weather":
        for r in param(effect[1], "rows"):
            weather_mask |= 1 << ROW_INDEX[r]
    rs = keys.get("row_scorch")
    return CardDef(
        id=raw["id"], name=raw["name"], faction=raw["faction"], type=ctype,
        rows=tuple(ROW_INDEX[r] for r in raw.get("rows", ())), strength=int(raw.get("strength") or 0),
        hero=ctype == "hero" or bool(raw.get("hero")), abilities=tuple(abilities), effect=effect, solo=solo,
        copies=int(raw.get("copies", 0)), muster_group=raw.get("muster_group", ""), leader=raw.get("leader", ""),
        source_id=str(raw.get("source_id", "")), set=raw.get("set", ""),
        is_unit=is_unit, is_token=ctype == "token", spy="spy" in keys, medic="medic" in keys,
        muster="muster" in keys, bond="tight_bond" in keys, morale="morale_boost" in keys,
        horn="commanders_horn" in keys, agile="agile" in keys, board_scorch="scorch" in keys,
        mardroeme="mardroeme" in keys,
        row_scorch=ROW_INDEX[param(rs, "row")] if rs else -1, scorch_threshold=param(rs, "threshold", 0) if rs else 0,
        avenger=param(keys["avenger"], "token") if "avenger" in keys else "",
        berserker=param(keys["berserker"], "token") if "berserker" in keys else "",
        weather_mask=weather_mask, clear=effect[0] == "clear_weather",
        special=effect[0] if ctype == "special" else "",
    )


class Pool:
    """The whole card pool: lookups by id and by name (immutable after loading).

    Attributes:
        cards: every :class:`CardDef` in file order.
        by_id: id -> card.
        by_name: case-folded name -> the first card of that name (repeated records are identical copies).
        copies_by_name: case-folded name -> copies over all records of that name.
    """

    def __init__(self, cards: list[CardDef]) -> None:
        self.cards = tuple(cards)
        self.by_id = {c.id: c for c in cards}
        self.by_name: dict[str, CardDef] = {}
        self.copies_by_name: dict[str, int] = {}
        for c in cards:
            key = c.name.casefold()
            first = self.by_name.setdefault(key, c)
            if (first.type, first.rows, first.strength, first.abilities) != (c.type, c.rows, c.strength, c.abilities):
                raise ValueError(f"records named {c.name!r} differ ({first.id} vs {c.id})")
            self.copies_by_name[key] = self.copies_by_name.get(key, 0) + c.copies

    def find(self, ref: str) -> CardDef | None:
        """A card by id or by name (case-insensitive), or ``None``."""
        return self.by_id.get(ref) or self.by_name.get(ref.strip().casefold())

    def leaders(self, faction: str) -> list[CardDef]:
        """Every leader of ``faction``, in pool order."""
        return [c for c in self.cards if c.type == "leader" and c.faction == faction]


POOL_PATH = Path(__file__).with_name("cards") / "pool.yaml"


@lru_cache(maxsize=1)
def load_pool(path: str | None = None) -> Pool:
    """Load ``cards/pool.yaml`` (cached).

    Raises:
        ValueError: a card with an unknown type, ability or effect (naming the card).
    """
    text = Path(path or POOL_PATH).read_text(encoding="utf-8")
    raw = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return Pool([_make(r) for r in raw])


# ------------------------------------------------------------------------------------------------- strength


def unit_strength(base: int, hero: bool, weather: bool, halve: bool, spy_doubled: bool, bond_copies: int,
                  morale_others: int, horns: int) -> int:
    """A unit's current strength, in the order of rules/gwent.md §1.2 — the one strength function of the game.

    Args:
        base: printed strength.
        hero: heroes keep their base strength, whatever else applies.
        weather: a weather effect covers the unit's row.
        halve: King Bran's side: weather keeps half the strength, rounded up (rules/gwent.md §1.3 ruling),
            instead of setting it to 1 (a 0 stays 0 either way).
        spy_doubled: a spy while Eredin the Treacherous is in play (×2).
        bond_copies: same-named tight-bond units in the row, this one included (×n when n > 1).
        morale_others: morale-boost units in the row other than this one (+1 each).
        horns: Commander's Horn effects on the row other than this card: 0 or 1 (×2; horns do not stack, ruling 2),
            2 only under the option ``horns_stack`` (a horn card and a horn unit, ×4).

    Returns:
        The strength (an int ≥ 0).
    """
    if hero:
        return base
    s = base
    if weather:
        s = (s + 1) // 2 if halve else (1 if s > 0 else 0)
    if spy_doubled:
        s *= 2
    if bond_copies > 1:
        s *= bond_copies
    s += morale_others
    if horns:
        s <<= horns
    return s


def row_strengths(defs: list, weather: bool, halve: bool, double_spies: bool, slot_horn: bool,
                  horns_stack: bool = False) -> list[int]:
    """Strengths of the cards of one row (same order), by :func:`unit_strength`; non-units (decoys) count 0.

    Args:
        defs: the row's card definitions.
        weather, halve, double_spies: see :func:`unit_strength`.
        slot_horn: a Commander's Horn card or a leader's horn is on the row.
        horns_stack: option ``horns_stack`` (a horn card and another horn unit both double).
    """
    n_morale = 0
    n_horn = 0
    bonds: list[str] = []
    for d in defs:
        if d.morale:
            n_morale += 1
        if d.horn:
            n_horn += 1
        if d.bond:
            bonds.append(d.name)
    out = []
    for d in defs:
        if not d.is_unit:
            out.append(0)
            continue
        if d.hero:
            out.append(d.strength)
            continue
        other_horn_units = n_horn - 1 if d.horn else n_horn
        if horns_stack:
            horns = (1 if slot_horn else 0) + (1 if other_horn_units > 0 else 0)
        else:
            horns = 1 if slot_horn or other_horn_units > 0 else 0
        out.append(unit_strength(
            d.strength, False, weather, halve, double_spies and d.spy,
            bonds.count(d.name) if d.bond else 1,
            n_morale - 1 if d.morale else n_morale,
            horns,
        ))
    return out


# ------------------------------------------------------------------------------------------------- descriptions


def _row_words(rows: tuple) -> str:
    return " or ".join(ROWS[r] for r in rows)


def describe_ability(keyword: str, params: Params) -> str:
    """Our own wording of one unit ability."""
    if keyword == "agile":
        return "Agile: goes to the close or the ranged row, chosen when played."
    if keyword == "spy":
        return "Spy: goes to an opponent's side; you draw 2 cards."
    if keyword == "medic":
        return "Medic: play a non-hero unit from your discard pile at once."
    if keyword == "muster":
        return "Muster: every card of its group in your deck is played with it."
    if keyword == "tight_bond":
        return "Tight bond: multiplied by the number of same-named units in its row."
    if keyword == "morale_boost":
        return "Morale boost: +1 to every other unit in its row."
    if keyword == "commanders_horn":
        return "Commander's horn: doubles the other units of its row (horns do not stack)."
    if keyword == "scorch":
        return "Scorch: destroys the strongest non-hero units on the whole board (not itself)."
    if keyword == "row_scorch":
        return (f"Scorch ({param(params, 'row')}): if an opponent's {param(params, 'row')} row totals at least "
                f"{param(params, 'threshold')}, its strongest non-hero units there are destroyed.")
    if keyword == "avenger":
        return f"Avenger: when it leaves the board, {param(params, 'token')} takes its place."
    if keyword == "berserker":
        return f"Berserker: turns into {param(params, 'token')} in a row with Mardroeme."
    if keyword == "mardroeme":
        return "Mardroeme: berserkers in its row transform."
    return keyword


def describe_effect(op: str, params: Params) -> str:
    """Our own wording of one card effect (special, weather, leader)."""
    p = dict(params)
    if op == "weather":
        return "Weather: non-hero units in the " + " and ".join(p["rows"]) + " rows of every side fall to 1."
    if op == "clear_weather":
        return "Clears every weather effect."
    if op == "horn":
        row = p.get("row", "chosen")
        where = "a row of your choice" if row == "chosen" else f"your {row} row"
        return f"Commander's horn on {where}: doubles its non-hero units (once per row)."
    if op == "mardroeme":
        return "Mardroeme on a row of your choice: berserkers there transform."
    if op == "decoy":
        return "Decoy: swap with a non-hero unit on your side; the unit returns to hand."
    if op == "scorch":
        return "Scorch: destroys every non-hero unit tied for highest strength on the board."
    if op == "row_scorch":
        return (f"Destroys the strongest non-hero units in the opponent's {p['row']} row if it totals at least "
                f"{p['threshold']}.")
    if op == "play_from_deck":
        if "name" in p and (p.get("choose") or p.get("best")):
            where = "a row of your choice" if p.get("choose") else "the most effective row"
            return f"Plays a {p['name']} from your deck into {where} (then shuffles it)."
        if "name" in p:
            what = p["name"]
        elif "type" in p:
            what = "a weather card"
        else:
            what = "a tight-bond unit"
        if p.get("first"):
            how = "the first " + what.replace("a ", "", 1)
        elif p.get("best"):
            how = "the most effective " + what.replace("a ", "", 1)
        elif p.get("choose"):
            how = what + " of your choice"
        else:
            how = what
        tail = " (then shuffles it)" if (p.get("choose") or p.get("first") or p.get("best")) else ""
        return f"Plays {how} from your deck{tail}."
    if op == "look_at_hand":
        return f"Look at {p['cards']} random cards of an opponent's hand."
    if op == "take_from_discard":
        whose = "an opponent's" if p["whose"] == "opponent" else "your"
        return f"Take a card of your choice from {whose} discard pile into your hand."
    if op == "discard_then_search":
        return f"Discard {p['discard']} cards, then take {p['search']} card of your choice from your deck."
    if op == "optimize_agile":
        return "Moves each agile unit on your side to the row where it is strongest."
    if op == "shuffle_discards_into_decks":
        return "Every discard pile is shuffled back into its owner's deck."
    if op == "passive":
        key, value = next(iter(p.items()))
        return {
            "cancel_enemy_leaders": "Passive: the opponents' leader abilities are cancelled.",
            "random_medic": "Passive: medics of every player revive a random unit.",
            "double_spies": "Passive: spies are doubled in strength on every side.",
            "extra_start_cards": f"Passive: draw {value} extra card at the start of the game.",
            "halve_weather": "Passive: weather only halves your units' strength (rounded up).",
        }[key]
    if op == "draw_and_play":
        return f"The automaton draws {p['cards']} card and plays it."
    if op == "revive_best":
        return "The automaton plays the most effective non-hero unit of its discard pile."
    if op == "revive_random":
        return "The automaton plays a random non-hero unit of its discard pile."
    if op == "cancel_enemy_leaders":
        return "Your leader ability is cancelled for the rest of the game."
    if op == "bonus_per_agile":
        return f"The automaton gains +{p['strength']} strength per agile unit on its side."
    return op


def describe(card: CardDef) -> str:
    """A card's description rendered from its declaration (never the printed text)."""
    parts = []
    if card.is_unit:
        kind = "Hero" if card.hero else "Token" if card.is_token else "Unit"
        parts.append(f"{kind}, {_row_words(card.rows)} row, strength {card.strength}.")
        for k, params in card.abilities:
            parts.append(describe_ability(k, params))
    else:
        parts.append(card.type.capitalize() + ".")
        if card.effect[0]:
            parts.append(describe_effect(*card.effect))
        if card.solo:
            parts.append("Solo automaton: " + describe_effect(*card.solo))
    return " ".join(parts)
