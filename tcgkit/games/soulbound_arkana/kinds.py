"""Every event, decision and action kind of Soulbound Ærkana, with its words.

Narration never names a card the table cannot see: public events name cards through :func:`shown` (the name if the
card is public now, else "a face-down card"); the detailed half of a secret event (a draw, a set card) is read by
its owner only. Action words name a face-down target only for the player who may see it.
"""

from __future__ import annotations

from tcgkit.core import ActionKind, DecisionKind, EventKind, Kinds, card_name


def shown(m, uid) -> str:
    """A card's name if everybody sees it now, else what the table sees of it."""
    if not isinstance(uid, int) or uid < 0 or uid >= len(m.card_def):
        return "?"
    return card_name(m, uid) if m.sees(None, uid) else "a face-down card"


def _for_decider(m, uid) -> str:
    d = m.pending
    return card_name(m, uid) if m.sees(d.player if d is not None else None, uid) else "a face-down card"


def _p(d, key="player") -> str:
    return f"player {d.get(key)}"


def _bind(m, d) -> str:
    how = {"normal": "binds", "ability": "binds", "fusion": "fuses", "overlay": "overlays",
           "net": "binds the net being"}.get(d.get("how"), "binds")
    what = card_name(m, d["uid"]) if "uid" in d else "a being"
    mode = {"strength": "in strength mode", "shield": "face up in shield mode",
            "face_down": "face down in shield mode"}[d["mode"]]
    return f"{_p(d)} {how} {what} {mode}"


def _attack(m, d) -> str:
    if d.get("target", -1) >= 0:
        return f"{shown(m, d['uid'])} attacks {shown(m, d['target'])} (player {d['defender']})"
    if d.get("face_down"):
        return f"{shown(m, d['uid'])} attacks a face-down being of player {d['defender']}"
    return f"{shown(m, d['uid'])} attacks player {d['defender']} directly"


def _battle(m, d) -> str:
    word = "strength" if d["mode"] == "strength" else "shield"
    return f"battle: {shown(m, d['uid'])} strength {d['attack']} against {shown(m, d['target'])} {word} {d['defence']}"


def _bp(m, d) -> str:
    n = d["amount"]
    return f"{_p(d)} {'gains' if n > 0 else 'loses'} {abs(n)} bond points ({d['bp']} left)"


def _boost(m, d) -> str:
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
    EventKind("target", lambda m, d: f"player {d.get('player')} chooses {shown(m, d.get('uid'))} "
                                     f"for {shown(m, d.get('source'))}", cards=("uid",)),
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

ACTIONS = [
    ActionKind("continue", (), lambda m, a: "go on to the bind step"),
    ActionKind("bind", ("card", "str"), lambda m, a: f"bind {card_name(m, a[1])} {_MODE[a[2]]}"),
    ActionKind("special", ("card", "str"), lambda m, a: f"bind {card_name(m, a[1])} ({m.card_def[a[1]].type}) "
                                                        f"{_MODE[a[2]]}"),
    ActionKind("ability", ("card", "int"), lambda m, a: f"use the ability of {card_name(m, a[1])}"),
    ActionKind("end_bind", (), lambda m, a: "go on to the action step"),
    ActionKind("attack", ("card", "card"), lambda m, a: f"attack {_for_decider(m, a[2])} of player "
                                                        f"{m.card_owner[a[2]]} with {card_name(m, a[1])}"),
    ActionKind("attack_direct", ("card", "player"), lambda m, a: f"attack player {a[2]} directly with "
                                                                 f"{card_name(m, a[1])}"),
    ActionKind("set", ("card",), lambda m, a: f"set {card_name(m, a[1])} face down"),
    ActionKind("play", ("card",), lambda m, a: f"play {card_name(m, a[1])} ({m.card_def[a[1]].cost} SP)"),
    ActionKind("activate", ("card",), lambda m, a: f"activate {card_name(m, a[1])} ({m.card_def[a[1]].cost} SP)"),
    ActionKind("mode", ("card",), lambda m, a: f"change the mode of {card_name(m, a[1])}"),
    ActionKind("end_turn", (), lambda m, a: "end the turn"),
    ActionKind("pass", (), lambda m, a: "pass"),
    ActionKind("tribute", ("card",), lambda m, a: f"tribute {card_name(m, a[1])}"),
    ActionKind("material", ("card",), lambda m, a: f"use {card_name(m, a[1])} as material"),
    ActionKind("detach", ("card",), lambda m, a: f"detach {card_name(m, a[1])}"),
    ActionKind("discard", ("card",), lambda m, a: f"discard {card_name(m, a[1])}"),
]

KINDS = Kinds(events=EVENTS, decisions=DECISIONS, actions=ACTIONS)
