"""Every event, decision and action kind of Soulbound Ærkana, with its words.

Narration never names a card the table cannot see: public events name cards through :func:`shown` (the name if the
card is public now, else its place); the detailed half of a secret event (a draw, a set card) is read by its owner
only. Action words name a face-down card only for the player who may see it (core/words.py ``for_decider``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ActionKind, DecisionKind, EventKind, Kinds, card_name, for_decider, label
from tcgkit.games.soulbound_arkana import refusals as why

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def shown(m: "SoulboundMatch", uid) -> str:
    """A card as the whole table may call it now: its name (told apart from a twin by its place) if everybody sees
    it, else its place ("a face-down being (player 1's being zone 2)")."""
    return label(m, uid, None)


def _p(d, key="player") -> str:
    return f"player {d.get(key)}"


def _bind(m: "SoulboundMatch", d) -> str:
    how = {"normal": "binds", "ability": "binds", "fusion": "fuses", "overlay": "overlays",
           "net": "binds the net being"}.get(d.get("how"), "binds")
    what = card_name(m, d["uid"]) if "uid" in d else "a being"  # the detailed half is its owner's
    mode = {"strength": "in strength mode", "shield": "face up in shield mode",
            "face_down": "face down in shield mode"}[d["mode"]]
    paid = " (2 SP)" if d.get("how") == "normal" else ""  # what a binding pays (binding.BIND_COST)
    return f"{_p(d)} {how} {what} {mode}{paid}"


def _attack(m: "SoulboundMatch", d) -> str:
    if d.get("target", -1) >= 0:
        return f"{shown(m, d['uid'])} attacks {shown(m, d['target'])} (player {d['defender']})"
    if d.get("face_down"):
        return f"{shown(m, d['uid'])} attacks a face-down being of player {d['defender']}"
    return f"{shown(m, d['uid'])} attacks player {d['defender']} directly"


def _battle(m: "SoulboundMatch", d) -> str:
    word = "strength" if d["mode"] == "strength" else "shield"
    return f"battle: {shown(m, d['uid'])} strength {d['attack']} against {shown(m, d['target'])} {word} {d['defence']}"


def _bp(m: "SoulboundMatch", d) -> str:
    n = d["amount"]
    return f"{_p(d)} {'gains' if n > 0 else 'loses'} {abs(n)} bond points ({d['bp']} left)"


def _boost(m: "SoulboundMatch", d) -> str:
    parts = [f"{d['strength']:+d} strength" if d.get("strength") else "",
             f"{d['shield']:+d} shield" if d.get("shield") else ""]
    return f"{shown(m, d['uid'])} gets {' and '.join(p for p in parts if p)}"


EVENTS = [
    EventKind("first_player", lambda m, d: f"{_p(d)} starts (coin toss)", cards=()),
    EventKind("turn", lambda m, d: f"— turn {d['turn']}: player {d['player']} —", cards=(), heading=True),
    EventKind("draw", lambda m, d: f"{_p(d)} draws " + (card_name(m, d["uid"]) if "uid" in d else "a card"),
              visibility="secret_pair", counts="drawn"),
    EventKind("refill", lambda m, d: f"{_p(d)}'s soul points: {d['sp']}", cards=()),
    EventKind("bind", _bind, visibility="secret_pair", counts="played"),
    EventKind("tribute", lambda m, d: f"{_p(d)} tributes {shown(m, d['uid'])}"),
    EventKind("material", lambda m, d: f"{shown(m, d['uid'])} is a material of the {d['special']}"),
    EventKind("set", lambda m, d: f"{_p(d)} sets " + (card_name(m, d["uid"]) if "uid" in d else "a card")
              + " face down", visibility="secret_pair", counts="played"),
    EventKind("play", lambda m, d: f"{_p(d)} plays {shown(m, d['uid'])} ({d['cost']} SP)", counts="played"),
    EventKind("replaced", lambda m, d: f"{shown(m, d['uid'])} is replaced and goes to the flow"),
    EventKind("activate", lambda m, d: f"{_p(d)} activates {shown(m, d['uid'])} ({d['cost']} SP)"
              + (" in answer" if d.get("answering", -1) >= 0 else ""), counts="played"),
    EventKind("ability", lambda m, d: f"{_p(d)} uses {shown(m, d['uid'])}'s ability"),
    EventKind("resolve", lambda m, d: f"{shown(m, d['uid'])}" + ("'s ability" if d.get("ability", -1) >= 0 else "")
              + " resolves"),
    EventKind("trigger", lambda m, d: f"{shown(m, d['uid'])}'s ability triggers ({d['when'].replace('_', ' ')})"),
    EventKind("to_flow", lambda m, d: f"{shown(m, d['uid'])} goes to the flow"),
    EventKind("negated", lambda m, d: f"{shown(m, d['uid'])}'s {d['what']} is negated"),
    EventKind("detach", lambda m, d: f"{shown(m, d['uid'])} is detached from {shown(m, d['host'])}",
              cards=("uid", "host")),
    EventKind("attack", _attack, cards=("uid", "target")),
    EventKind("attack_ends", lambda m, d: f"{shown(m, d['uid'])}'s attack ends"),
    EventKind("direct", lambda m, d: f"{shown(m, d['uid'])} hits player {d['defender']} for {d['amount']}"),
    EventKind("battle", _battle, cards=("uid", "target")),
    EventKind("destroyed", lambda m, d: f"{shown(m, d['uid'])} is destroyed"),
    EventKind("exiled", lambda m, d: f"{shown(m, d['uid'])} is exiled"),
    EventKind("flip", lambda m, d: f"{shown(m, d['uid'])} is turned face up"),
    EventKind("mode", lambda m, d: f"{shown(m, d['uid'])} changes to {d['mode']} mode"),
    EventKind("bp", _bp, cards=()),
    EventKind("sp", lambda m, d: f"{_p(d)} gains {d['amount']} soul points ({d['sp']})", cards=()),
    EventKind("boost", _boost),
    EventKind("lock", lambda m, d: f"{shown(m, d['uid'])} is held by {shown(m, d['source'])}",
              cards=("uid", "source")),
    EventKind("discard", lambda m, d: f"{_p(d)} discards {shown(m, d['uid'])}"),
    EventKind("eliminated", lambda m, d: f"{_p(d)} leaves the game ({d['reason'].replace('_', ' ')})", cards=(),
              heading=True),
    EventKind("target", lambda m, d: f"player {d.get('player')} chooses "
                                     f"{shown(m, d['uid']) if 'uid' in d else 'a hidden card'} "
                                     f"for {shown(m, d.get('source'))}", cards=("uid",), visibility="secret_pair"),
]

DECISIONS = [
    DecisionKind("prepare", "Preparation: activate a set seal, or go on"),
    DecisionKind("bind", "Bind step: bind a being, make a special binding, or go on to your actions"),
    DecisionKind("action", "Action step: attack, play or activate a card, change a mode, or end your turn"),
    DecisionKind("respond", "Answer with a set seal, or pass"),
    DecisionKind("tribute", "Choose a tribute"),
    DecisionKind("material", "Choose a material"),
    DecisionKind("fusion", "Choose the fusion to perform"),
    DecisionKind("detach", "Choose a material to detach"),
    DecisionKind("discard", "Hand limit: choose a card to discard"),
]

_MODE = {"strength": "in strength mode", "face_down": "face down in shield mode", "shield": "face up in shield mode"}

def _bind(m: "SoulboundMatch", a) -> str:
    """A normal binding in words: the being, its mode, and what it costs — 2 SP, the turn's binding, and the
    tributes it sacrifices (seed 002 Allgemeine Regeln 10; rules §10.4)."""
    n = m.card_def[a[1]].tributes
    tributes = f", tributes {n} of your beings to the flow" if n else ""
    return f"bind {for_decider(m, a[1])} {_MODE[a[2]]} (2 SP{tributes})"


def _special(m: "SoulboundMatch", a) -> str:
    d = m.card_def[a[1]]
    cost = m.opts.special_binding_cost
    return f"bind {for_decider(m, a[1])} ({d.type}) {_MODE[a[2]]} ({cost} SP, with its materials)"


def _whose(m: "SoulboundMatch", uid) -> str:
    """A card of another player, with its owner: "Moorgeist of player 1"."""
    words = for_decider(m, uid)
    return words if f"player {m.card_owner[uid]}'s" in words else f"{words} of player {m.card_owner[uid]}"


ACTIONS = [
    ActionKind("continue", (), lambda m, a: "go on to the bind step"),
    ActionKind("bind", ("card", "str"), _bind, explain=why.explain_bind),
    ActionKind("special", ("card", "str"), _special),
    ActionKind("ability", ("card", "int"), lambda m, a: f"use the ability of {for_decider(m, a[1])}"),
    ActionKind("end_bind", (), lambda m, a: "go on to the action step"),
    ActionKind("attack", ("card", "card"), lambda m, a: f"attack {_whose(m, a[2])} with {for_decider(m, a[1])}",
               explain=why.explain_attack),
    ActionKind("attack_direct", ("card", "player"), lambda m, a: f"attack player {a[2]} directly with "
                                                                 f"{for_decider(m, a[1])}", explain=why.explain_attack),
    ActionKind("set", ("card",), lambda m, a: f"set {for_decider(m, a[1])} face down", explain=why.explain_hand_card),
    ActionKind("play", ("card",), lambda m, a: f"play {for_decider(m, a[1])} ({m.card_def[a[1]].cost} SP)",
               explain=why.explain_hand_card),
    ActionKind("activate", ("card",), lambda m, a: f"activate {for_decider(m, a[1])} ({m.card_def[a[1]].cost} SP)",
               explain=why.explain_activate),
    ActionKind("mode", ("card",), lambda m, a: f"change the mode of {for_decider(m, a[1])}", explain=why.explain_mode),
    ActionKind("end_turn", (), lambda m, a: "end the turn"),
    ActionKind("pass", (), lambda m, a: "pass"),
    ActionKind("tribute", ("card",), lambda m, a: f"tribute {for_decider(m, a[1])}"),
    ActionKind("material", ("card",), lambda m, a: f"use {for_decider(m, a[1])} as material"),
    ActionKind("detach", ("card",), lambda m, a: f"detach {for_decider(m, a[1])}"),
    ActionKind("discard", ("card",), lambda m, a: f"discard {for_decider(m, a[1])}"),
]

KINDS = Kinds(events=EVENTS, decisions=DECISIONS, actions=ACTIONS)
