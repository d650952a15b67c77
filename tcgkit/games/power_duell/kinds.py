"""Every event, decision and action kind of Power Duell, declared once with its words.

A face-down monster is never named to a player who cannot see it: actions name it by its place (``"the face-down
monster on D.2 of player 1"``, core/words.py with :meth:`PowerDuellPresentation.hidden_card`), and events about it
are secret pairs whose public half gives only the place. Activation words give what the activation pays.
"""

from __future__ import annotations

from tcgkit.core import ActionKind, DecisionKind, EventKind, Kinds, for_decider, named
from tcgkit.games.power_duell import refusals as why
from tcgkit.games.power_duell.activation import summon_cost
from tcgkit.games.power_duell.carddef import GRAVITATION
from tcgkit.games.power_duell.energy import sacrifice_value
from tcgkit.games.power_duell.match import PLACE_INDEX, PLACE_NAMES, PowerDuellMatch
from tcgkit.games.power_duell.ranks import attack_cost

WHY = {"attack": "the attack cost", "activation": "the activation (A&O)", "summon": "the summon (A&O)",
       "gravitation": "the gravitation card's ACT",
       "second_payment": "the attack cost a second time: the face-down monster was stronger"}


def seen_name(m: PowerDuellMatch, uid: int) -> str:
    """A card's name for the player deciding now, or its place if that player cannot see it."""
    return for_decider(m, uid)


def _n(m: PowerDuellMatch, d: dict, key: str = "uid") -> str:
    """A card an event names, for its readers (who saw it: the conformance kit checks), told apart from its twins."""
    return named(m, d.get(key))


def _p(d: dict) -> str:
    return f"player {d.get('player')}"


def _pay(m: PowerDuellMatch, d: dict) -> str:
    """A payment with what it pays for: "player 1 pays 3 for the activation (A&O) of Lavaschmied: account 2"."""
    of = f" of {_n(m, d)}" if d.get("uid", -1) >= 0 else ""
    return f"{_p(d)} pays {d['amount']} for {WHY.get(d['why'], d['why'])}{of}: account {d['account']}"


def _draw(m: PowerDuellMatch, d: dict) -> str:
    if "uid" in d:
        return f"{_p(d)} draws {_n(m, d)} from the {d['deck']} deck"
    return f"{_p(d)} draws a card from the {d['deck']} deck"


def _attack(m: PowerDuellMatch, d: dict) -> str:
    if "target" in d:
        return f"{_n(m, d)} attacks {_n(m, d, 'target')} ({d['place']} of player {d['target_player']})"
    return f"{_n(m, d)} attacks the face-down monster on {d['place']} of player {d['target_player']}"


def _mon(m: PowerDuellMatch, d: dict) -> str:
    return _n(m, d) if "uid" in d else f"the face-down monster on {d['place']}"


def _boost(m: PowerDuellMatch, d: dict) -> str:
    what = ", ".join(f"{n:+d} {s.upper() if s != 'attack_cost' else 'attack cost'}" for s, n in d["changes"])
    until = {"calculation": "for this calculation", "turn": "this turn",
             "opponents_next_turn": "until the end of the opponent's next turn"}[d["until"]]
    return f"{_mon(m, d)} gets {what} {until} ({_n(m, d, 'source')})"


EVENTS = [
    EventKind("turn", lambda m, d: f"— turn {d['turn']}: {_p(d)} —", cards=(), heading=True),
    EventKind("guardian", lambda m, d: f"{_p(d)} places the guardian god {_n(m, d)} on field A"),
    EventKind("draw", _draw, visibility="secret_pair", counts="drawn"),
    EventKind("empty_deck", lambda m, d: f"{_p(d)} must draw from an empty {d['deck']} deck", cards=()),
    EventKind("account", lambda m, d: f"{_p(d)}'s energy account: {d['account']} (GEP {d['gep']})", cards=()),
    EventKind("gain_energy", lambda m, d: f"{_p(d)} gains {d['amount']} energy point(s): account {d['account']}",
              cards=()),
    EventKind("pay", _pay),
    EventKind("damage_points", lambda m, d: f"{_p(d)} takes {d['amount']} damage points ({d['why'].replace('_', ' ')})"
                                            f": {d['total']} in all", cards=()),
    EventKind("sacrifice", lambda m, d: f"{_p(d)} sacrifices {_n(m, d)} (+{d['value']})"),
    EventKind("activate", lambda m, d: f"{_p(d)} activates {_n(m, d)} face up on {d['place']}", counts="played"),
    EventKind("set", lambda m, d: f"{_p(d)} activates " + (_n(m, d) if "uid" in d else "a monster")
                                  + f" face down on {d['place']}", visibility="secret_pair", counts="played"),
    EventKind("flip", lambda m, d: f"{_p(d)} turns {_n(m, d)} face up"),
    EventKind("equip", lambda m, d: f"{_p(d)} equips {_n(m, d, 'monster')} with {_n(m, d)}",
              cards=("uid", "monster"), counts="played"),
    EventKind("summoning", lambda m, d: f"{_p(d)} activates the summoning card {_n(m, d)}", counts="played"),
    EventKind("play", lambda m, d: f"{_p(d)} activates {_n(m, d)} on field G", counts="played"),
    EventKind("hand_effect", lambda m, d: f"{_p(d)} uses {_n(m, d)} from the hand", counts="played"),
    EventKind("gravitation", lambda m, d: f"{_p(d)} activates the gravitation card {d['name']} (ACT {d['act']})",
              cards=()),
    EventKind("gravitation_returns", lambda m, d: f"{d['name']} is shuffled back into {_p(d)}'s energy deck",
              cards=()),
    EventKind("gravitation_spent", lambda m, d: f"{_n(m, d)} goes to field I"),
    EventKind("link", lambda m, d: f"{_n(m, d)} is linked to {_n(m, d, 'monster')}", cards=("uid", "monster")),
    EventKind("link_ends", lambda m, d: f"{_n(m, d)} leaves with {_n(m, d, 'monster')} for field I",
              cards=("uid", "monster")),
    EventKind("attack", _attack, visibility="secret_pair", cards=("uid", "target")),
    EventKind("attack_direct", lambda m, d: f"{_n(m, d)} attacks player {1 - d['player']}'s damage points"),
    EventKind("forced_activation", lambda m, d: f"{_n(m, d)} is forcibly activated (turned face up)",
              cards=("uid", "attacker")),
    EventKind("direct_hit", lambda m, d: f"{_n(m, d)} deals {d['amount']} damage points directly"),
    EventKind("stronger_face_down", lambda m, d: f"{_n(m, d, 'target')} ({d['target_ap']} AP) is stronger than "
                                                 f"{_n(m, d)} ({d['ap']} AP)", cards=("uid", "target")),
    EventKind("lp_loss", lambda m, d: f"{_n(m, d)} loses {d['amount']} LP: {d['lp']} left"),
    EventKind("dp_loss", lambda m, d: f"{_n(m, d)} loses {d['amount']} DP: {d['dp']} left"),
    EventKind("attack_ends", lambda m, d: f"the attack of {_n(m, d)} ends without a calculation"),
    EventKind("defeated", lambda m, d: f"{_n(m, d)} is defeated and goes to field E"),
    EventKind("expires", lambda m, d: f"{_n(m, d)} expires and goes to field I"),
    EventKind("countdown", lambda m, d: f"{_n(m, d)} counts down: {d['counter']} left"),
    EventKind("destroy", lambda m, d: f"{_p(d)} destroys {_n(m, d)} early"),
    EventKind("discard", lambda m, d: f"{_p(d)} discards {_n(m, d)} (hand limit)"),
    EventKind("swap", lambda m, d: "the guardian gods change sides", cards=()),
    EventKind("swap_ends", lambda m, d: "the guardian gods return to their sides", cards=()),
    EventKind("void", lambda m, d: f"{_n(m, d)}'s effect and special effect are void"),
    EventKind("boost", _boost, visibility="secret_pair", cards=("uid", "source")),
    EventKind("heal", lambda m, d: f"{_mon(m, d)} regains {d['amount']} LP: {d['lp']}", visibility="secret_pair"),
    EventKind("repair", lambda m, d: f"{_mon(m, d)} regains {d['amount']} DP", visibility="secret_pair"),
    EventKind("resolve", lambda m, d: f"{_n(m, d)}'s ability resolves"),
]

DECISIONS = [
    DecisionKind("sacrifice", "Sacrifice phase: sacrifice a card for energy, or end the phase"),
    DecisionKind("activation", "Activation phase: activate a card, or end the phase"),
    DecisionKind("battle", "Battle phase: attack, or end the phase"),
    DecisionKind("response", "Your monster is attacked: use a hand-effect card, or pass"),
    DecisionKind("clear", "Clear phase: destroy an own energy card early, or end the phase"),
    DecisionKind("hand_limit", "Over the hand limit: discard a card"),
]


def _at(m: PowerDuellMatch, p: int, place: str) -> str:
    u = m.board[6 * p + PLACE_INDEX[place]] if place in PLACE_INDEX else -1
    if u < 0:
        return f"{place} of player {p}"
    name = seen_name(m, u)
    return name if name.startswith("the face-down") else f"{name} ({place} of player {p})"


def _place(k: int) -> str:
    return PLACE_NAMES[k] if 0 <= k < len(PLACE_NAMES) else str(k)


def _ao(m: PowerDuellMatch, uid: int, face_up: bool = True) -> str:
    """What activating monster ``uid`` pays: its A&O (face down too under ``face_down_pays_activation``)."""
    pays = face_up or m.game.options.face_down_pays_activation
    return f"pays {m.card_def[uid].ao}" if pays and m.card_def[uid].ao else "free"


def _play(m: PowerDuellMatch, a: tuple) -> str:
    d = m.card_def[a[1]]
    cost = f"ACT {d.act}: pays {d.act}, what the account lacks as damage points" if d.subtype == GRAVITATION \
        else "free"
    return f"activate {seen_name(m, a[1])} ({cost})"


def _summon(m: PowerDuellMatch, a: tuple) -> str:
    cost = summon_cost(m, m.card_def[a[1]], a[2])
    return (f"summon {seen_name(m, a[2])} with {seen_name(m, a[1])} onto {_place(a[3])} "
            f"({f'pays {cost}' if cost else 'free'})")


ACTIONS = [
    ActionKind("sacrifice", ("card",), lambda m, a: f"sacrifice {seen_name(m, a[1])} (+{_yield(m, a[1])})",
               explain=why.explain_sacrifice),
    ActionKind("end_phase", (), lambda m, a: "end the phase"),
    ActionKind("activate", ("card", "int"), lambda m, a: f"activate {seen_name(m, a[1])} face up on {_place(a[2])} "
                                                         f"({_ao(m, a[1])})", explain=why.explain_activate),
    ActionKind("set", ("card", "int"), lambda m, a: f"activate {seen_name(m, a[1])} face down on {_place(a[2])} "
                                                    f"({_ao(m, a[1], face_up=False)})",
               explain=why.explain_activate),
    ActionKind("play", ("card",), _play),
    ActionKind("equip", ("card", "card"), lambda m, a: f"equip {seen_name(m, a[2])} with {seen_name(m, a[1])} "
                                                       f"(free)"),
    ActionKind("summon", ("card", "card", "int"), _summon, explain=why.explain_summon),
    ActionKind("flip", ("card",), lambda m, a: f"turn {seen_name(m, a[1])} face up (free)"),
    ActionKind("attack", ("card", "player", "str"), lambda m, a: f"attack {_at(m, a[2], a[3])} with "
                                                                  f"{seen_name(m, a[1])} (pays "
                                                                  f"{_attack_cost(m, a[1])})",
               explain=why.explain_attack),
    ActionKind("attack_direct", ("card",), lambda m, a: f"attack the opponent's damage points with "
                                                        f"{seen_name(m, a[1])} (pays {_attack_cost(m, a[1])})",
               explain=why.explain_attack),
    ActionKind("hand_effect", ("card",), lambda m, a: f"use {seen_name(m, a[1])}"),
    ActionKind("pass", (), lambda m, a: "pass"),
    ActionKind("destroy", ("card",), lambda m, a: f"destroy {seen_name(m, a[1])} early", explain=why.explain_destroy),
    ActionKind("discard", ("card",), lambda m, a: f"discard {seen_name(m, a[1])}"),
]


def _attack_cost(m: PowerDuellMatch, uid: int) -> int:
    return attack_cost(m, uid)


def _yield(m: PowerDuellMatch, uid: int) -> int:
    return sacrifice_value(m.card_def[uid])


KINDS = Kinds(events=EVENTS, decisions=DECISIONS, actions=ACTIONS)
