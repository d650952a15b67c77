"""The words and pictures of Power Duell for people (:class:`PowerDuellPresentation`): card descriptions rendered
from their declarations (the core's ability objects, never printed text), the terminal table with fields A–J by
letter and name (:mod:`.table`), the simulator's per-game statistics and the demo plan."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Presentation
from tcgkit.games.power_duell.carddef import ENERGY, GUARDIAN_GOD, RANK_SPECIAL_EFFECT, Card
from tcgkit.games.power_duell.match import PLACE_NAMES
from tcgkit.games.power_duell.primitives import VOCAB
from tcgkit.games.power_duell.statics import LINKED, RankedEffect
from tcgkit.games.power_duell.table import render
from tcgkit.games.power_duell.triggers import PLAY_WINDOWS
from tcgkit.games.power_duell.view import PowerDuellView

# ------------------------------------------------------------------------------------------------ words


SUBTYPE_WORDS = {"normal": "normal energy card (expires at the next opposing clear phase)",
                 "timed": "timed energy card", "lasting": "lasting energy card (∞)",
                 "equipment": "equipment card (∞, linked to a monster)",
                 "summoning": "summoning card (∞, linked to the monster it summons)",
                 "hand_effect": "hand-effect card", "gravitation": "gravitation card"}


def _stat(s: str) -> str:
    return "attack cost" if s == "attack_cost" else s.upper()


def describe_static(e: RankedEffect) -> str:
    """One continuous effect in words: "This monster gets +60 AP while …"."""
    who = "This monster" if e.scope is None else "The linked monster" if e.scope is LINKED \
        else e.scope.describe().capitalize()
    text = e.kind.describe(e.value, who)
    return text + (f" while {e.cond.describe()}" if e.cond is not None else "")


def _statics(card: Card, rank: int = 0) -> list[str]:
    """A card's continuous effects in words, in its order (``rank``: only those of that rank)."""
    return [describe_static(e) for a in card.abilities for e in a.statics if not rank or e.rank == rank]


def _triggered(card: Card) -> list[str]:
    """A card's triggered abilities in words (:meth:`~tcgkit.core.effects.Vocabulary.describe_ability`)."""
    return [VOCAB.describe_ability(a) for a in card.abilities if a.trigger is not None]


def describe_card(card: Card) -> str:
    """A card's rules in tcgkit's words, rendered from its declaration."""
    lines = []
    if card.type == GUARDIAN_GOD:
        lines.append(f"{card.name} — guardian god, {card.planet}; GEP {card.gep}.")
        if card.effect:
            lines.append("Effect: your face-up " + card.planet + " monsters get "
                         + ", ".join(f"{v:+d} {_stat(s)}" for s, v in card.effect) + ".")
        specials = _statics(card, RANK_SPECIAL_EFFECT) + _triggered(card)
        if specials:
            lines.append("Special effect: " + " ".join(x.rstrip(".") + "." for x in specials))
        return " ".join(lines)
    if card.type == ENERGY:
        head = SUBTYPE_WORDS[card.subtype]
        if card.subtype == "timed":
            head += f" (PHA {card.pha:02d})"
        cost = f"ACT {card.act}" if card.subtype == "gravitation" else f"OPF {card.opf}"
        lines.append(f"{card.name} — {head}; {cost}.")
        for a in card.abilities:
            for w in a.windows:
                if w in PLAY_WINDOWS:  # "When activated: …", "Summon: …"
                    lines.append(f"{w.words}: {VOCAB.describe(a.effect)}.")
                else:
                    lines.append(f"From the hand, {w.words[0].lower() + w.words[1:]}: {VOCAB.describe(a.effect)}.")
        if not card.early_destruction and card.subtype != "gravitation":
            lines.append("It cannot be destroyed early.")
    else:
        kind = "shield monster" if card.type == "shield_monster" else "monster"
        lines.append(f"{card.name} — {kind}, {'/'.join(card.planets)}; AP {card.ap} / DP {card.dp} / LP {card.lp}; "
                     f"attack cost {card.attack_cost}, A&O {card.ao}.")
        for kind, value in card.keywords:
            lines.append(kind.describe(value, "It") + ".")
    lines += [text + "." for text in _statics(card)]
    lines += _triggered(card)
    return " ".join(lines)


TABLE_ZONES = {"monster_field": "D", "shield_field": "C", "face_down": "", "energy_field": "G",
               "equipment_field": "H"}
"""Zones whose cards the words tell apart by place (core/words.py): monsters by their place (D.1–D.3, C.1–C.3),
energy cards by their position on G or H (as the table numbers them)."""


class PowerDuellPresentation(Presentation):
    """Card descriptions, the terminal table, statistics and the demo plan."""

    def describe_card(self, definition: Any) -> str:
        return describe_card(definition)

    def card_face(self, definition: Any) -> dict[str, Any]:
        """Type and planet; a monster's AP/DP over its LP, and attack cost; a guardian god's GEP; an energy card's
        OPF."""
        d = definition
        face: dict[str, Any] = {"type": (d.subtype or d.type).replace("_", " "), "colour": d.planet or "energy"}
        if d.type in ("monster", "shield_monster"):
            face["stats"] = f"{d.ap}/{d.dp}\nLP {d.lp}"
            face["cost"] = str(d.attack_cost)
        elif d.type == "guardian_god":
            face["stats"] = f"GEP {d.gep}"
        elif d.opf:
            face["cost"] = str(d.opf)
        face["tags"] = [p for p in d.planets if p][1:3]
        return face

    def table_zone(self, zone: Any) -> str | None:
        return TABLE_ZONES.get(zone.spec.name)

    def card_place(self, match: Any, uid: int, reader: int | None) -> str:
        """A monster by its place ("D.2 of player 1", "your C.1"); an energy card by field and position ("G 2 of
        player 0")."""
        owner = match.card_owner[uid]
        whose = "your " if reader == owner else ""
        of = "" if reader == owner else f" of player {owner}"
        place = match.place[uid]
        if place >= 0:
            return f"{whose}{PLACE_NAMES[place]}{of}"
        letter = TABLE_ZONES.get(match.zone_table[match.card_zone[uid]].spec.name)
        if letter:
            return f"{whose}{letter} {match.zones[match.card_zone[uid]].index(uid) + 1}{of}"
        return super().card_place(match, uid, reader)

    def twin_key(self, match: Any, uid: int, reader: int | None) -> Any:
        """A monster by its row (C or D) and current values; an energy card by its field, counter and link."""
        if match.place[uid] >= 0:
            stats = match.view(reader).monster_stats(uid)
            stats.pop("uid", None)
            return match.place[uid] >= 3, stats
        return match.card_zone[uid], match.counter[uid], match.link[uid]

    def hidden_card(self, match: Any, uid: int, reader: int | None) -> str:
        """A face-down monster by its public place: "the face-down monster on D.2 of player 1"."""
        place = match.place[uid]
        if place >= 0:
            return f"the face-down monster on {PLACE_NAMES[place]} of player {match.card_owner[uid]}"
        return super().hidden_card(match, uid, reader)

    def standing(self, view: Any) -> str:
        """"P0: 120 damage points, account 3, 2 monsters · P1: …"."""
        parts = []
        for p in range(view.n_players):
            n = sum(1 for k in range(6) if view.place(p, k) is not None)
            parts.append(f"P{p}: {view.damage_points(p)} damage points, account {view.account(p)}, {n} "
                         f"monster{'' if n == 1 else 's'}")
        return " · ".join(parts)

    def render(self, view: PowerDuellView) -> Any:
        return render(view)

    def summary(self, match: Any) -> dict[str, Any]:
        return {"turns": match.turn_number, "damage_points": list(match.damage)}

    def demo_plan(self) -> dict[str, Any]:
        """Greedy against random: the default decks Glut and Gezeiten, seats alternating."""
        return {"agents": ["greedy", "random"], "games": 100}

