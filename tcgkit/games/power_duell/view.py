"""What one seat sees of a Power Duell match (:class:`PowerDuellView`), and the words and pictures for people
(:class:`PowerDuellPresentation`: card descriptions rendered from their declarations, the terminal table with
fields A–J by letter and name, the simulator's per-game statistics, the demo plan).

The view reads the match only through ``self._m`` and :meth:`~tcgkit.core.match.Match.sees`: a face-down monster
is shown by its place alone to the other seat; energy accounts, damage points, expiry counters and links are public.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import Presentation, View
from tcgkit.games.power_duell.card import ENERGY, GUARDIAN_GOD, RANK_SPECIAL_EFFECT, Card
from tcgkit.games.power_duell.match import PLACE_NAMES, face_down, god_of
from tcgkit.games.power_duell.primitives import VOCAB
from tcgkit.games.power_duell.ranks import ap, attack_cost, dp, lp
from tcgkit.games.power_duell.statics import LINKED, RankedEffect

FIELD_NAMES = {"A": "guardian god", "B": "monster deck", "C": "shield field", "D": "monster field",
               "E": "monster graveyard", "F": "energy deck", "G": "energy field", "H": "equipment field",
               "I": "energy graveyard", "J": "sacrifice field"}


class PowerDuellView(View):
    """One seat's window: accessors in the game's terms, each safe for the viewer."""

    __slots__ = ()

    def account(self, p: int) -> int:
        """Player ``p``'s energy account (public)."""
        return self._m.account[p]

    def damage_points(self, p: int) -> int:
        """Player ``p``'s damage points (public)."""
        return self._m.damage[p]

    def turn(self) -> int:
        return self._m.turn_number

    def step(self) -> str:
        """The current step of the turn (``flow.TURN``)."""
        return self._m.step

    def guardian(self, p: int) -> int:
        """The guardian god on player ``p``'s field A (uid, -1 before the start phase)."""
        return god_of(self._m, p)

    def place(self, p: int, k: int) -> dict | None:
        """What lies on player ``p``'s place ``k`` (0–2: D.1–D.3, 3–5: C.1–C.3): ``None`` if empty, else a dict
        with ``face_down`` and, when the viewer sees the card, ``uid`` and its totals."""
        m = self._m
        u = m.board[6 * p + k]
        if u < 0:
            return None
        out: dict[str, Any] = {"place": PLACE_NAMES[k], "face_down": face_down(m, u)}
        if m.sees(self.viewer, u):
            out.update(self.monster_stats(u))
        return out

    def monster_stats(self, uid: int) -> dict:
        """A visible monster's totals: ``uid``, ``id``, ``name``, ``ap``, ``dp``, ``lp``, ``attack_cost``,
        ``attacks_made``.

        Raises:
            PermissionError: the viewer may not see the card.
        """
        m = self._m
        d = self.card(uid)
        return {"uid": uid, "id": d.id, "name": d.name, "ap": ap(m, uid), "dp": dp(m, uid), "lp": lp(m, uid),
                "attack_cost": attack_cost(m, uid), "attacks_made": m.attacks_made[uid]}

    def energy_cards(self, p: int, field: str = "G") -> list[dict]:
        """Player ``p``'s energy cards on field G (or H) with their expiry counters (-1: ∞) and links."""
        m = self._m
        z = m.Z.energy_field[p] if field == "G" else m.Z.equipment_field[p]
        out = []
        for u in m.zones[z]:
            d = m.card_def[u]
            t = m.link[u]
            out.append({"uid": u, "id": d.id, "name": d.name, "subtype": d.subtype, "counter": m.counter[u],
                        "linked": (f"{PLACE_NAMES[m.place[t]]} of player {m.zone_owner[m.card_zone[t]]}"
                                   if t >= 0 and m.place[t] >= 0 else None)})
        return out

    def hand(self, p: int | None = None) -> list[int | None]:
        """A hand as uids, ``None`` where hidden (default: the viewer's)."""
        return self.cards("hand", self.viewer if p is None else p)

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self._m
        out.update(turn=m.turn_number, active=m.active, step=m.step, players=[{
            "account": m.account[p], "damage_points": m.damage[p], "guardian": god_of(m, p),
            "places": [self.place(p, k) for k in range(6)],
            "energy_field": self.energy_cards(p, "G"), "equipment_field": self.energy_cards(p, "H"),
        } for p in (0, 1)])
        return out


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
        if card.on_activate is not None:
            lines.append(f"When activated: {VOCAB.describe(card.on_activate)}.")
        if card.summon is not None:
            lines.append(f"Summon: {VOCAB.describe(card.summon)}.")
        if card.hand_effect is not None:
            when = "when one of your monsters is chosen as an attack's target" if card.timing == "own_monster_targeted" \
                else "in your activation phase"
            lines.append(f"From the hand, {when}: {VOCAB.describe(card.hand_effect)}.")
        if not card.early_destruction and card.subtype != "gravitation":
            lines.append("It cannot be destroyed early.")
    else:
        kind = "shield monster" if card.type == "shield_monster" else "monster"
        lines.append(f"{card.name} — {kind}, {'/'.join(card.planets)}; AP {card.ap} / DP {card.dp} / LP {card.lp}; "
                     f"attack cost {card.attack_cost}, A&O {card.ao}.")
        if card.attacks != 1:
            lines.append(f"It may attack {card.attacks} times per battle phase.")
        if card.attack_if is not None:
            lines.append(f"It may attack only while {card.attack_if.describe()}.")
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
        from tcgkit.games.power_duell.table import render

        return render(view)

    def summary(self, match: Any) -> dict[str, Any]:
        return {"turns": match.turn_number, "damage_points": list(match.damage)}

    def demo_plan(self) -> dict[str, Any]:
        """Greedy against random: the default decks Glut and Gezeiten, seats alternating."""
        return {"agents": ["greedy", "random"], "games": 100}

