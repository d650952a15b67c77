"""What the environment needs to know of each game beyond the core contract: the bounds of its action arguments and
the numbers its observation vector carries (docs/env.md has the tables these produce).

A :class:`GameSpec` gives, for one game:

* ``seats`` — the most seats of any mode, and ``cards`` — card slots: an upper bound on the cards of a match, from
  the deck-construction rules, with ``token_room`` of them kept free when a match starts for cards made during play
  (Gundam's tokens); decks that bring more cards are refused when the match starts;
* the domain of every ``int`` and ``str`` action argument, as ``(action kind, argument position)`` keys; an action
  with an argument outside its domain cannot be encoded and raises :class:`~tcgkit.env.actions.ActionSpaceError`
  (the tests play many random games of every mode to show that no legal action ever does);
* the features read from a seat's view: per card (keys of ``View.card_dict`` or the game's own per-card tables),
  per seat, and for the whole table.

Another game registers its own with :func:`register_spec`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from tcgkit.core.view import View

PerSeat = Callable[[View, dict, int], Sequence[float]]
"""``(view, view.to_dict(), seat) -> numbers`` for one seat (absolute seat index)."""
Table = Callable[[View, dict], Sequence[float]]
"""``(view, view.to_dict()) -> numbers`` for the whole table."""
PerCard = Callable[[dict], dict[int, dict[str, Any]]]
"""``view.to_dict() -> {uid: {feature: value}}``: features a game keeps outside ``card_dict`` (e.g. per being)."""

ABILITY_KEYS = range(-4, 8)
"""Ability keys on one card (an ability's index; negative: a keyword's or support skill's trigger)."""


@dataclass(frozen=True)
class GameSpec:
    """See the module docstring. Feature functions return one number per name in the matching ``*_names``."""

    seats: int
    cards: int
    token_room: int = 0
    ints: dict[tuple[str, int], range] = field(default_factory=dict)
    strs: dict[tuple[str, int], tuple[str, ...]] = field(default_factory=dict)
    card_features: tuple[str, ...] = ()
    card_extra: PerCard | None = None
    seat_names: tuple[str, ...] = ()
    seat_features: PerSeat | None = None
    table_names: tuple[str, ...] = ()
    table_features: Table | None = None


def _players(key: str, *fields: str) -> PerSeat:
    """Seat features read from ``to_dict()[key][seat][field]``."""
    return lambda view, d, p: [float(d[key][p][f] or 0) for f in fields]


def _by_uid(d: dict, key: str, entries: str, fields: Sequence[str]) -> dict[int, dict[str, Any]]:
    out: dict[int, dict[str, Any]] = {}
    for player in d.get(key) or ():
        for e in player.get(entries) or ():
            if e and isinstance(e.get("uid"), int):
                out[e["uid"]] = {f: e.get(f) for f in fields}
    return out


_SB_BEING = ("strength", "shield", "face_down", "new", "attacks", "locked")
_SB_MODE = {"strength": 1, "shield": 2}
_PD_PLACE = ("ap", "dp", "lp", "attack_cost", "attacks_made", "face_down")


def _soulbound_cards(d: dict) -> dict[int, dict[str, Any]]:
    out = _by_uid(d, "players", "beings", _SB_BEING)
    for player in d.get("players") or ():
        for b in player.get("beings") or ():
            if isinstance(b.get("uid"), int):
                out[b["uid"]]["mode"] = _SB_MODE.get(b.get("mode"), 0)
    return out


GUNDAM = GameSpec(
    seats=4,
    # 4 seats x (50-card deck + 10-card resource deck (CR 5-1) + EX Base + EX Resource (rules/gundam.md §1.2)),
    # and room for 160 Unit tokens and EX Resources made in play (a token keeps its uid after it leaves play)
    cards=408,
    token_room=160,
    # pay_ex: how many EX Resources pay a Command (at most 15 resources in play, rules/gundam.md §1.1)
    ints={("activate", 1): ABILITY_KEYS, ("trigger", 1): ABILITY_KEYS, ("mode", 0): range(8), ("pay_ex", 0): range(16)},
    card_features=("ap", "hp", "damage", "rested", "linked", "pilot"),
    seat_names=("eliminated",),
    seat_features=lambda view, d, p: [float(p in (d.get("eliminated") or ()))],
    table_names=("turn",),
    table_features=lambda view, d: [float(d.get("turn") or 0)],
)

FE_CIPHER = GameSpec(
    seats=2,
    cards=160,  # decks of 50 or more (rules/fe_cipher.md ruling 8): two of up to 80 cards
    ints={("act", 1): ABILITY_KEYS, ("trigger", 1): ABILITY_KEYS},
    strs={("deploy", 1): ("front_line", "back_line"), ("line", 0): ("front_line", "back_line")},
    card_features=("tapped", "class_changed", "main_character", "stack", "attack", "face_down"),
    seat_names=("orbs", "bonds", "spent"),
    seat_features=_players("players", "orbs", "bonds", "spent"),
    table_names=("turn",),
    table_features=lambda view, d: [float(d.get("turn") or 0)],
)

GWENT = GameSpec(
    seats=5,  # free-for-all of 3-5; a tournament seats 2 with three decks each
    cards=320,  # a tournament's 2 x 3 decks, or 5 decks in a free-for-all, with leaders and side-deck tokens
    ints={("unit", 1): range(3), ("horn", 1): range(3), ("mardroeme", 1): range(3), ("spy", 1): range(3),
          ("spy", 2): range(5), ("deck", 0): range(3), ("trigger", 1): ABILITY_KEYS},
    card_features=("strength",),
    seat_names=("gems", "points", "passed", "side_total"),
    seat_features=lambda view, d, p: [float(view.gems(view.side_of(p))), float(view.points(p)),
                                      float(view.passed(p)), float(view.total(view.side_of(p)))],
    table_names=("round", "weather_close", "weather_ranged", "weather_siege"),
    table_features=lambda view, d: [float(d.get("round") or 0)] + [
        float(r in (d.get("weather") or ())) for r in ("close", "ranged", "siege")],
)

SOULBOUND_ARKANA = GameSpec(
    seats=4,
    cards=280,  # 4 x (main deck of 40-60 + special deck of at most 10) (seed 002, Allgemeine Regeln 2)
    ints={("ability", 1): ABILITY_KEYS, ("trigger", 1): ABILITY_KEYS},
    strs={("bind", 1): ("strength", "face_down", "shield"), ("special", 1): ("strength", "shield")},
    card_extra=_soulbound_cards,
    card_features=(*_SB_BEING, "mode"),
    seat_names=("bp", "sp", "in_game", "special_deck"),
    seat_features=_players("players", "bp", "sp", "in_game", "special_deck"),
    table_names=("turn",),
    table_features=lambda view, d: [float(d.get("turn") or 0)],
)

POWER_DUELL = GameSpec(
    seats=2,
    cards=122,  # 2 x (a guardian god + 15-30 monster cards + 15-30 energy cards) (rules/power_duell.md §2)
    ints={("activate", 1): range(6), ("set", 1): range(6), ("summon", 2): range(6), ("trigger", 1): ABILITY_KEYS},
    strs={("attack", 2): ("D.1", "D.2", "D.3", "C.1", "C.2", "C.3")},
    card_extra=lambda d: _by_uid(d, "players", "places", _PD_PLACE),
    card_features=_PD_PLACE,
    seat_names=("account", "damage_points"),
    seat_features=_players("players", "account", "damage_points"),
    table_names=("turn",),
    table_features=lambda view, d: [float(d.get("turn") or 0)],
)

SPECS: dict[str, GameSpec] = {
    "gundam": GUNDAM, "fe_cipher": FE_CIPHER, "gwent": GWENT, "soulbound_arkana": SOULBOUND_ARKANA,
    "power_duell": POWER_DUELL,
}


def register_spec(game_id: str, spec: GameSpec) -> None:
    """Make the environment play the game registered as ``game_id``."""
    SPECS[game_id] = spec


def spec_for(game_id: str) -> GameSpec:
    """The spec of a game.

    Raises:
        KeyError: no spec is registered for the game (the message names the ones that are).
    """
    try:
        return SPECS[game_id]
    except KeyError:
        raise KeyError(f"no environment spec for {game_id!r}; specs exist for {', '.join(sorted(SPECS))}") from None
