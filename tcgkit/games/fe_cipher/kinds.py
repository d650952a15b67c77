"""Every event, decision and action kind of FE Cipher, declared once with its words (core/kinds.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ActionKind, DecisionKind, EventKind, Kinds, for_decider, named
from tcgkit.games.fe_cipher import refusals as why
from tcgkit.games.fe_cipher.deployment import class_change_cost
from tcgkit.games.fe_cipher.skills import skill_label

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

LINE_WORDS = {"front_line": "the Front Line", "back_line": "the Back Line"}


def _n(m: "FEMatch", d, key="uid"):
    """A card an event names, for its readers (who saw it: the conformance kit checks), told apart from its twins."""
    return named(m, d.get(key))


def _p(d, key="player"):
    return f"player {d.get(key)}"


def _line(x):
    return LINE_WORDS.get(x, str(x))


def _cc(m: "FEMatch", card):
    """A class-change card's cost as it would be paid now (a SPEC may set it, B03-053 Azura)."""
    return class_change_cost(m, m.card_owner[card], card)


def _skill_words(m: "FEMatch", uid, k):
    return skill_label(m, uid, k)


EVENTS = [
    EventKind("turn", lambda m, d: f"— turn {d['turn']}: {_p(d)} —", cards=(), heading=True),
    EventKind("first_player", lambda m, d: f"{_p(d)} goes first", cards=()),
    EventKind("main_character_set", lambda m, d: f"{_p(d)} sets a Main Character face down", cards=()),
    EventKind("main_character", lambda m, d: f"{_p(d)}'s Main Character is {_n(m, d)}"),
    EventKind("draw", lambda m, d: f"{_p(d)} draws " + (_n(m, d) if "uid" in d else "a card"),
              visibility="secret_pair", counts="drawn"),
    EventKind("mulligan", lambda m, d: f"{_p(d)} takes a mulligan: the hand is shuffled back and 6 are drawn",
              cards=()),
    EventKind("orbs_set", lambda m, d: f"{_p(d)} puts {d['count']} cards face down as orbs", cards=()),
    EventKind("untap", lambda m, d: f"{_p(d)} untaps {d['count']} unit(s)", cards=()),
    EventKind("bond", lambda m, d: f"{_p(d)} places {_n(m, d)} in the Bond Area"),
    EventKind("flip_bond", lambda m, d: f"{_p(d)} flips the bond {_n(m, d)} face down"),
    EventKind("deploy", lambda m, d: f"{_p(d)} deploys {_n(m, d)} to {_line(d['line'])} (cost {d['cost']})",
              counts="played"),
    EventKind("level_up", lambda m, d: f"{_n(m, d, 'old')} levels up to {_n(m, d)} (cost {d['cost']})",
              cards=("uid", "old"), counts="played"),
    EventKind("class_change", lambda m, d: f"{_n(m, d, 'old')} class changes to {_n(m, d)} "
                                           f"(class change cost {d['cost']})", cards=("uid", "old"),
              counts="played"),
    EventKind("move", lambda m, d: f"{_n(m, d)} moves to {_line(d['line'])}"
                                   + (" (tapped)" if d.get("tapped") else "")),
    EventKind("forced_march", lambda m, d: f"forced march: {_p(d)}'s Back Line ({d['count']} unit(s)) moves to the "
                                           f"Front Line", cards=()),
    EventKind("attack", lambda m, d: f"{_n(m, d)} attacks {_n(m, d, 'target')}", cards=("uid", "target")),
    EventKind("attacked_instead", lambda m, d: f"{_n(m, d)} is attacked instead"),
    EventKind("support", lambda m, d: f"{_n(m, d)} is revealed as {_p(d)}'s support"),
    EventKind("support_failed", lambda m, d: f"{_n(m, d)}'s support fails ({d['reason']}) and goes to the Retreat "
                                             f"Area"),
    EventKind("critical_hit", lambda m, d: f"{_p(d)} discards {_n(m, d)}: critical hit, the attack doubles"),
    EventKind("evade", lambda m, d: f"{_p(d)} discards {_n(m, d)}: evade, the attack misses"),
    EventKind("battle", lambda m, d: f"{_n(m, d)} {d['power']} against {_n(m, d, 'target')} {d['target_power']}",
              cards=("uid", "target")),
    EventKind("destroyed", lambda m, d: f"{_n(m, d)} is destroyed"),
    EventKind("not_destroyed", lambda m, d: f"{_n(m, d)} loses the combat but is not destroyed by "
                                            f"{_n(m, d, 'by')}'s attack", cards=("uid", "by")),
    EventKind("orb_broken", lambda m, d: f"{_p(d)} takes " + (_n(m, d) if "uid" in d else "an orb")
                                         + " from the Orb Area into the hand", visibility="secret_pair"),
    EventKind("refresh", lambda m, d: f"{_p(d)}'s deck is empty: {d['count']} card(s) of the Retreat Area are "
                                      f"shuffled into a new deck", cards=()),
    EventKind("to_retreat", lambda m, d: f"{_n(m, d)} goes to the Retreat Area"),
    EventKind("to_bond", lambda m, d: f"{_n(m, d)} is placed in the Bond Area"),
    EventKind("to_hand", lambda m, d: f"{_n(m, d)} goes to {_p(d)}'s hand from the {d['source']}"),
    EventKind("discard", lambda m, d: f"{_p(d)} sends {_n(m, d)} from the hand to the Retreat Area"),
    EventKind("tap", lambda m, d: f"{_n(m, d)} is tapped"),
    EventKind("untap_unit", lambda m, d: f"{_n(m, d)} is untapped"),
    EventKind("skill", lambda m, d: f"{_n(m, d)}: {_skill_words(m, d['uid'], d['skill'])}"),
    EventKind("modifier", lambda m, d: f"{_n(m, d)} {d['what']}"),
    EventKind("reveal_top", lambda m, d: f"the top card of {_p(d)}'s deck is revealed: {_n(m, d)}"),
    EventKind("search", lambda m, d: f"{_p(d)} searches the deck"
                                     + (f" and reveals {_n(m, d)}" if "uid" in d else ""), cards=("uid",)),
    EventKind("shuffle", lambda m, d: f"{_p(d)} shuffles the deck", cards=()),
    EventKind("orb_added", lambda m, d: f"{_p(d)} adds the top card of the deck to the Orb Area face down",
              cards=()),
    EventKind("to_deck_top", lambda m, d: f"{_p(d)} puts " + (_n(m, d) if "uid" in d else "a card")
                                          + " from the hand on top of the deck", visibility="secret_pair"),
    EventKind("copy", lambda m, d: f"{_n(m, d)} becomes a copy of {_n(m, d, 'of')} this turn", cards=("uid", "of")),
    EventKind("no_effect", lambda m, d: f"{_n(m, d)}: {d['why']}"),
    EventKind("orb_destroyed", lambda m, d: f"{_p(d)} destroys an orb: " + (_n(m, d) if "uid" in d else "a card")
                                            + " goes into the hand", visibility="secret_pair"),
    EventKind("look_top", lambda m, d: f"the top of {_p(d)}'s deck is looked at"
                                       + (f": {_n(m, d)}" if "uid" in d else ""), visibility="secret_pair"),
    EventKind("look_orb", lambda m, d: f"{_p(d)} looks at an orb" + (f": {_n(m, d)}" if "uid" in d else ""),
              visibility="secret_pair"),
    EventKind("to_orb", lambda m, d: f"{_p(d)} puts " + (_n(m, d) if "uid" in d else "a card")
                                     + " from the hand face down into the Orb Area", visibility="secret_pair"),
    EventKind("recycled", lambda m, d: f"{_p(d)} shuffles {d['count']} card(s) of the Retreat Area into the deck",
              cards=()),
    EventKind("reveal_hand", lambda m, d: f"{_p(d)} reveals {_n(m, d)} from the hand"),
    EventKind("growth", lambda m, d: f"{_n(m, d, 'card')} is stacked beneath {_n(m, d)} (growth)",
              cards=("uid", "card")),
]

DECISIONS = [
    DecisionKind("main_character", "Choose your Main Character (a cost-1 unit of your deck, set face down)"),
    DecisionKind("mulligan", "Keep this hand, or shuffle it back and draw 6 new cards (once)?"),
    DecisionKind("bond", "Bond phase: place a card from your hand in the Bond Area, or not"),
    DecisionKind("deployment", "Deployment phase: deploy, level up or class change (costs within your bonds)"),
    DecisionKind("action", "Action phase: attack, move, use a skill, or end the turn"),
    DecisionKind("critical_hit", "Critical hit? Discard a card with the attacking unit's name to double its attack"),
    DecisionKind("evade", "Evade? Discard a card with the defending unit's name to make the attack miss"),
    DecisionKind("pay_cost", "Pay the cost and use this skill?"),
    DecisionKind("alt_cost", "Pay the skill's alternative cost instead of its printed one (yes), or the printed one "
                             "(no)?"),
    DecisionKind("flip_bond", "Choose a face-up bond to flip face down (skill cost)"),
    DecisionKind("tap_cost", "Choose an ally to tap (skill cost)"),
    DecisionKind("discard_cost", "Choose a card from your hand to send to the Retreat Area (skill cost)"),
    DecisionKind("discard", "Choose a card from your hand to send to the Retreat Area"),
    DecisionKind("choose_card", "Choose a card for the skill"),
    DecisionKind("deploy_line", "Deploy to which line?"),
    DecisionKind("to_deck_top", "Choose a card from your hand to put on top of your deck"),
    DecisionKind("hand_limit", "Hand limit: choose a card to send to the Retreat Area"),
    DecisionKind("reveal_cost", "Choose a card from your hand to reveal (skill cost)"),
    DecisionKind("destroy_cost", "Choose an ally to destroy (skill cost)"),
    DecisionKind("reveal_hand_card", "Choose a card from your hand to reveal to both players"),
    DecisionKind("destroy_orb", "Choose an orb to destroy (it goes to your hand): one you have not seen, or one you "
                                "know"),
    DecisionKind("deck_order", "Put the looked-at cards back: choose the next card to go on top of your deck"),
]


def _act(m: "FEMatch", a):
    return f"use {for_decider(m, a[1])}'s skill: {_skill_words(m, a[1], a[2])}"


ACTIONS = [
    ActionKind("main_character", ("card",), lambda m, a: f"set {for_decider(m, a[1])} as Main Character"),
    ActionKind("mulligan", (), lambda m, a: "mulligan (shuffle the hand back, draw 6)"),
    ActionKind("keep", (), lambda m, a: "keep the hand"),
    ActionKind("bond", ("card",), lambda m, a: f"place {for_decider(m, a[1])} as a bond", explain=why.explain_bond),
    ActionKind("no_bond", (), lambda m, a: "place no bond this turn"),
    ActionKind("deploy", ("card", "str"), lambda m, a: f"deploy {for_decider(m, a[1])} to {_line(a[2])} "
                                                       f"(cost {m.card_def[a[1]].cost})", explain=why.explain_deploy),
    ActionKind("level_up", ("card", "card"), lambda m, a: f"level up {for_decider(m, a[2])} to {for_decider(m, a[1])} "
                                                          f"(cost {m.card_def[a[1]].cost})",
               explain=why.explain_level_up),
    ActionKind("class_change", ("card", "card"), lambda m, a: f"class change {for_decider(m, a[2])} to "
                                                              f"{for_decider(m, a[1])} (cost {_cc(m, a[1])},"
                                                              f" draw 1)", explain=why.explain_level_up),
    ActionKind("end_deployment", (), lambda m, a: "end the Deployment phase"),
    ActionKind("attack", ("card", "card"), lambda m, a: f"attack {for_decider(m, a[2])} with {for_decider(m, a[1])}",
               explain=why.explain_attack),
    ActionKind("move", ("card",), lambda m, a: f"move {for_decider(m, a[1])} to "
                                               f"{_line('back_line' if m.line(a[1]) == 'front_line' else 'front_line')}"
                                               f" (taps it)", explain=why.explain_move),
    ActionKind("act", ("card", "int"), _act, explain=why.explain_act),
    ActionKind("end_turn", (), lambda m, a: "end the turn"),
    ActionKind("critical_hit", ("card",), lambda m, a: f"critical hit: discard {for_decider(m, a[1])}"),
    ActionKind("no_critical_hit", (), lambda m, a: "no critical hit"),
    ActionKind("evade", ("card",), lambda m, a: f"evade: discard {for_decider(m, a[1])}"),
    ActionKind("no_evade", (), lambda m, a: "do not evade"),
    ActionKind("flip", ("card",), lambda m, a: f"flip {for_decider(m, a[1])} face down"),
    ActionKind("tap", ("card",), lambda m, a: f"tap {for_decider(m, a[1])}"),
    ActionKind("discard", ("card",), lambda m, a: f"send {for_decider(m, a[1])} to the Retreat Area"),
    ActionKind("choose", ("card",), lambda m, a: f"choose {for_decider(m, a[1])}"),
    ActionKind("line", ("str",), lambda m, a: f"deploy to {_line(a[1])}"),
    ActionKind("to_deck_top", ("card",), lambda m, a: f"put {for_decider(m, a[1])} on top of the deck"),
]

KINDS = Kinds(events=EVENTS, decisions=DECISIONS, actions=ACTIONS)
