"""Words and pictures of Soulbound Ærkana: card texts rendered from their declarations (never printed text), the
:class:`SoulboundPresentation` (card faces, how the table names cards, the terminal table)."""

from __future__ import annotations

import re
from typing import Any

from tcgkit.core import Presentation, View
from tcgkit.core.effects import ONCE_PER_GAME, ONCE_PER_TURN, Ability
from tcgkit.games.soulbound_arkana.carddef import (
    ARCANUM, FUSION, LANDMARK, MODE_NAMES, NET, OVERLAY, SEAL, CardDef,
)
from tcgkit.games.soulbound_arkana.primitives import VOCAB
from tcgkit.games.soulbound_arkana.triggers import FLOW
from tcgkit.games.soulbound_arkana.view import SoulboundView


# --------------------------------------------------------------------------------------------- card texts


def _plural(desc: str) -> str:
    desc = re.sub(r"\bbeing\b", "beings", desc)
    return desc.replace("an opponent's", "opponents'")


def static_text(s: Any) -> str:
    who = "this being" if s.scope is None else _plural(s.scope.describe())
    text = s.kind.describe(s.value, who)
    return text + (f" while {s.cond.describe()}" if s.cond is not None else "")


def ability_text(ab: Ability) -> str:
    """One ability in words: "When bound: …", "Activate (from your flow, in your bind step; 2 SP …): …", or
    "Constant: …" for each of its continuous effects."""
    if ab.statics:
        return " ".join(f"Constant: {static_text(s)}." for s in ab.statics)
    effect = VOCAB.describe(ab.effect)
    once = {ONCE_PER_TURN: ", once per turn", ONCE_PER_GAME: ", once per game"}.get(ab.once, "")
    cond = f", if {ab.cond.describe()}" if ab.cond is not None else ""
    if ab.trigger is not None:
        return f"{ab.trigger.words}{once}{cond}: {'you may ' if ab.optional else ''}{effect}."
    where = "from your flow, " if ab.zone == FLOW else ""
    steps = " or ".join(w.name for w in ab.windows)
    cost = " and ".join(c.describe() for c in ab.cost) or "no cost"
    return f"Activate ({where}in your {steps} step{once}{cond}; {cost}): {'you may ' if ab.optional else ''}{effect}."


def card_text(d: CardDef) -> str:
    """A card's rules in tcgkit's words, rendered from its declaration."""
    if d.type == "being":
        n = d.tributes
        tributes = f" ({n} tribute{'s' if n > 1 else ''})" if n else ""
        head = f"{d.colour} being, {d.element}, level {d.level}{tributes}, strength {d.strength} / shield {d.shield}"
    elif d.type == FUSION:
        mats = " + ".join(s.describe() for s in d.materials)
        head = (f"fusion, level {d.level}, strength {d.strength} / shield {d.shield}; materials {mats} from your "
                f"hand, field or flow" + (f'; performed with the arcanum "{d.requires}"' if d.requires else ""))
    elif d.type == OVERLAY:
        head = (f"overlay, rank {d.rank}, strength {d.strength} / shield {d.shield}; overlays {d.material_count} of "
                f"your level-{d.rank} beings, which stay under it")
    elif d.type == NET:
        head = (f"net being, net value {d.net_value}, strength {d.strength} / shield {d.shield}; send "
                f"{d.net_value} of your beings from the field to the flow to bind it")
    else:
        kind = {ARCANUM: {"infinity": "infinity arcanum", "field": "field arcanum"}.get(d.lasting, "arcanum"),
                SEAL: "eternal seal" if d.lasting else "seal", LANDMARK: "landmark"}[d.type]
        head = f"{kind}, {d.cost} SP"
        if d.type == SEAL:
            head += "; answers " + ("an opposing attack" if d.answers == "attack" else
                                    "any opposing attack or activation, or in your preparation step")
        if d.lasting:
            head += "; stays until destroyed"
    parts = [f"{d.name} — {head}."]
    for kind, value in d.keywords:
        parts.append(f"{kind.describe(value, 'this being')}.")
    parts.extend(ability_text(ab) for ab in d.abilities)
    if d.effect is not None:
        parts.append(f"Effect: {VOCAB.describe(d.effect)}.")
    if d.limit < 3:
        parts.append(f"Limit {d.limit} per deck.")
    return " ".join(parts)


TABLE_ZONES = {"beings": "being zone", "spells": "arcanum/seal zone"}
"""Zones whose cards the words tell apart by place (core/words.py), as the table numbers them."""

HIDDEN_WORDS = {"beings": "a face-down being", "spells": "a set card"}


class SoulboundPresentation(Presentation):
    """Words and pictures of Soulbound Ærkana."""

    def describe_card(self, definition: Any) -> str:
        return card_text(definition)

    def card_face(self, definition: Any) -> dict[str, Any]:
        """Type and colour; a being's level (or rank) and strength / shield; a spell's SP cost."""
        d = definition
        face: dict[str, Any] = {"type": d.type, "colour": d.colour}
        if d.strength or d.shield:
            face["stats"] = f"{d.strength} / {d.shield}"
            face["level"] = f"rank {d.rank}" if d.rank else f"Lv {d.level}"
        if d.cost:
            face["cost"] = f"{d.cost} SP"
        face["tags"] = ([d.element] if d.element else []) + sorted(kind.name for kind, _v in d.keywords)[:3]
        return face

    def table_zone(self, zone: Any) -> str | None:
        return TABLE_ZONES.get(zone.spec.name)

    def twin_key(self, match: Any, uid: int, reader: int | None) -> Any:
        """A being by its zone, mode, values, materials and whether it is new or locked; a set card by its zone."""
        d = match.view(reader).being(uid) if match.card_zone[uid] in match.zid.beings else {"pos": match.pos[uid]}
        d.pop("uid", None)
        return match.card_zone[uid], d

    def hidden_card(self, match: Any, uid: int, reader: int | None) -> str:
        """A face-down being or set card by its place; any other hidden card by its zone."""
        words = HIDDEN_WORDS.get(match.zone_table[match.card_zone[uid]].spec.name)
        if words is None:
            return super().hidden_card(match, uid, reader)
        return f"{words} ({self.card_place(match, uid, reader)})"

    def standing(self, view: View) -> str:
        """"P0: BP 8000, 2 beings · P1: BP 5000, 1 being" (a player out of the game: "out")."""
        v: SoulboundView = view  # type: ignore[assignment]
        parts = []
        for p in range(v.n_players):
            n = len(v.beings(p))
            parts.append(f"P{p}: BP {v.bp(p)}, {n} being{'' if n == 1 else 's'}" if v.in_game(p) else f"P{p}: out")
        return " · ".join(parts)

    def render(self, view: View) -> Any:
        from rich.table import Table
        from rich.text import Text

        v: SoulboundView = view  # type: ignore[assignment]
        title = f"Soulbound Ærkana — {v.mode}, turn {v.turn_number}: player {v.active}, {v.step} step"
        table = Table(title=Text(title),
                      title_justify="left", show_lines=True)
        table.expand = True  # beings get the most room: a being's line fits, so four players fit 50 rows
        table.add_column("player", ratio=4)
        table.add_column("beings", ratio=9)
        table.add_column("arcana / seals, field arcanum, landmark", ratio=6)
        table.add_column("flow / exile", ratio=5, overflow="fold")
        for p in range(v.n_players):
            mates = [q for q in range(v.n_players) if q != p and v.team_of(q) == v.team_of(p)]
            who = (f"player {p}" + (" (you)" if p == v.viewer else "") + ("" if v.in_game(p) else " — out")
                   + (f"\nteam with player {mates[0]}" if mates else ""))
            stats = (f"{who}\nBP {v.bp(p)}  SP {v.sp(p)}\nhand {v.count('hand', p)}  deck {v.count('deck', p)}  "
                     f"special {v.count('special_deck', p)}")
            beings = "\n".join(f"{i}. {_being_line(b)}" for i, b in enumerate(v.beings(p), start=1)) or "—"
            spells = [f"{i}. " + ("[set] " if s["set"] else "") + s.get("name", "face-down card")
                      for i, s in enumerate(v.spells(p), start=1)]
            spells += [f"field: {c['name']}" for c in v.public_zone("field_arcanum", p)]
            spells += [f"landmark: {c['name']}" for c in v.public_zone("landmark", p)]
            flow = v.public_zone("flow", p)
            ex = v.public_zone("exile", p)
            fl = f"flow {len(flow)}" + (f" (top: {flow[-1]['name']})" if flow else "") + f"\nexile {len(ex)}"
            table.add_row(Text(stats), Text(beings), Text("\n".join(spells) or "—"), Text(fl))  # no markup
        hand = v.hand()
        if hand:
            table.caption = Text("your hand: " + ", ".join(c["name"] for c in hand))
        return table

    def summary(self, match: Any) -> dict[str, Any]:
        return {"turns": match.turn_number, "bp": list(match.bp)}

    def demo_plan(self) -> dict[str, Any]:
        """The demo: a 1 vs 1 between greedy agents on the two proposed decks."""
        return {"mode": "standard", "games": 100}


def _being_line(b: dict) -> str:
    if "name" not in b:
        return "face-down being (shield mode)"
    mode = MODE_NAMES[2] if b["face_down"] else b["mode"]
    extra = f", {len(b['materials'])} materials" if b.get("materials") else ""
    extra += ", locked" if b.get("locked") else ""
    extra += ", new" if b.get("new") else ""
    return f"{b['name']} [{mode.replace('_', ' ')}] {b['strength']}/{b['shield']}{extra}"
