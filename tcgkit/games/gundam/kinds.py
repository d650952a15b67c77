"""Every event, decision and action kind of the Gundam rules, declared once with its words (core
:class:`~tcgkit.core.kinds.Kinds`): narration, the terminal, scenario files and the conformance kit read them here.

Event data name cards by uid (``uid``, ``pilot``, ``unit``, ``target_unit``, ``source``, ``uids``) and most also by
card number (``card``), which scenario patterns can match either way.
"""

from __future__ import annotations

from tcgkit.core.effects import DURATION_NAMES
from tcgkit.core.kinds import ActionKind, DecisionKind, EventKind, Kinds
from tcgkit.core.words import card_name
from tcgkit.core.words import for_decider, named
from tcgkit.games.gundam import refusals as why
from tcgkit.games.gundam.statics import keyword_label
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.resources import cost_of
from tcgkit.games.gundam.triggers import BREACH_KEY


def _nm(m, d, key="uid"):
    """A card an event names, for its readers (who saw it: the conformance kit checks), told apart from its twins."""
    return named(m, d.get(key, -1))


def _pay(m, d) -> str:
    what = d.get("uid", -1)
    if what is None or what < 0:
        return f"{_who(d)} pays {d.get('cost')}"
    target = f"{_nm(m, d)}'s ability" if d.get("ability") else _nm(m, d)
    return f"{_who(d)} pays {d.get('cost')} for {target}"


def _who(d) -> str:
    return f"player {d.get('player')}"


def _attack(m, d) -> str:
    target = f"player {d['target_player']}" if d.get("target_player", -1) >= 0 else _nm(m, d, "target_unit")
    return f"{_who(d)} attacks {target} with {_nm(m, d)}"


def _modify(m, d) -> str:
    return f"{_nm(m, d)} gets AP{d.get('ap'):+d}/HP{d.get('hp'):+d} {DURATION_NAMES.get(d.get('duration'), '')}"


def _grant(m, d) -> str:
    label = keyword_label(d.get("keyword", ""), d.get("value") or 0)
    return f"{_nm(m, d)} gains {label} {DURATION_NAMES.get(d.get('duration'), '')}"


def _look_cards(m, d) -> str:
    return f"{_who(d)} looks at " + (", ".join(card_name(m, u) for u in d.get("uids", ())) or "nothing")  # private


def _public(name, narrate, cards=("uid",), heading=False, counts="") -> EventKind:
    return EventKind(name, narrate, cards=cards, heading=heading, counts=counts)


EVENTS = [
    _public("turn", lambda m, d: f"— turn {d.get('turn')}: {_who(d)} —", cards=(), heading=True),
    _public("setup_done", lambda m, d: f"set-up done: player {d.get('first_player')} goes first", cards=()),
    _public("keep", lambda m, d: f"{_who(d)} keeps the hand", cards=()),
    _public("mulligan", lambda m, d: f"{_who(d)} mulligans", cards=()),
    EventKind("draw", lambda m, d: f"{_who(d)} draws {_nm(m, d)}" if "uid" in d else f"{_who(d)} draws a card",
              visibility="secret_pair", counts="drawn"),
    _public("active_step", lambda m, d: f"{_who(d)}'s cards become active", cards=()),
    _public("resource", lambda m, d: f"{_who(d)} places a resource ({'rested' if d.get('rested') else 'active'})"),
    _public("pay", _pay),
    _public("ex_resource", lambda m, d: f"{_who(d)} places an EX Resource"),
    _public("ex_resource_spent", lambda m, d: f"{_who(d)} spends an EX Resource (removed from the game)"),
    _public("ex_resource_not_placed", lambda m, d: f"{_who(d)} cannot place another EX Resource (limit)", cards=()),
    _public("end_main", lambda m, d: f"{_who(d)} ends the main phase", cards=()),
    _public("deploy", lambda m, d: f"{_who(d)} deploys {_nm(m, d)}", counts="played"),
    _public("deploy_cancelled", lambda m, d: f"{_who(d)} does not deploy (the limit)", cards=()),
    _public("trash_at_limit", lambda m, d: f"{_who(d)} trashes {_nm(m, d)} to make room"),
    _public("pair", lambda m, d: f"{_who(d)} pairs {_nm(m, d, 'pilot')} with {_nm(m, d, 'unit')}",
            cards=("pilot", "unit"), counts="played"),
    _public("link", lambda m, d: f"{_nm(m, d, 'unit')} is a Link Unit", cards=("unit",)),
    _public("command", lambda m, d: f"{_who(d)} plays {_nm(m, d)}", counts="played"),
    _public("activate", lambda m, d: f"{_who(d)} uses {_nm(m, d)}"),
    _public("support", lambda m, d: f"{_who(d)} uses {keyword_label('support', d.get('value') or 0)} of {_nm(m, d)}"),
    _public("resolve", lambda m, d: f"{_nm(m, d)}'s effect resolves"),
    _public("attack", _attack, cards=("uid", "target_unit")),
    _public("block", lambda m, d: f"{_who(d)} blocks with {_nm(m, d)}"),
    _public("pass", lambda m, d: f"{_who(d)} passes" + (" (nothing to play)" if d.get("auto") else ""), cards=()),
    _public("damage", lambda m, d: f"{_nm(m, d)} takes {d.get('amount')} damage"),
    _public("no_damage", lambda m, d: f"{_nm(m, d)} takes no battle damage from {_nm(m, d, 'source')}",
            cards=("uid", "source")),
    _public("destroyed", lambda m, d: f"{_nm(m, d)} is destroyed"),
    _public("shield_destroyed", lambda m, d: f"{_who(d)} loses a shield ({_nm(m, d)})"),
    _public("burst", lambda m, d: f"{_who(d)} uses the Burst of {_nm(m, d)}"),
    _public("breach", lambda m, d: f"{keyword_label('breach', d.get('value') or 0)} of {_nm(m, d)}"),
    _public("shield_guard", lambda m, d: f"{_who(d)}'s shields are guarded against Lv.{d.get('level_le')} or lower "
                                         f"units", cards=()),
    _public("shield_guarded", lambda m, d: f"the shield area of {_who(d)} takes no damage", cards=()),
    _public("battle_damage", lambda m, d: f"{_who(d)} takes battle damage with no shield area left", cards=()),
    _public("battle_end", lambda m, d: f"the battle of {_nm(m, d)} ends"),
    _public("rest", lambda m, d: f"{_nm(m, d)} is rested"),
    _public("set_active", lambda m, d: f"{_nm(m, d)} is set as active"),
    _public("recover", lambda m, d: f"{_nm(m, d)} recovers {d.get('amount')} HP"),
    _public("repair", lambda m, d: f"{_nm(m, d)} repairs {d.get('amount')}"),
    _public("modify", _modify),
    _public("delayed_trigger", lambda m, d: f"{_nm(m, d)} sets up a trigger for the rest of the turn"
            + (f" on {_nm(m, d, 'unit')}" if d.get("unit", -1) >= 0 else ""), cards=("uid", "unit")),
    _public("grant_keyword", _grant),
    _public("look", lambda m, d: f"{_who(d)} looks at the top {d.get('count')} cards of the deck", cards=()),
    EventKind("look_cards", _look_cards, visibility="private", cards=("uids",)),
    _public("deck_ordered", lambda m, d: f"{_who(d)} puts {d.get('top')} card on top and {d.get('bottom')} at the "
                                         f"bottom", cards=()),
    _public("to_hand", lambda m, d: f"{_nm(m, d)} goes to {_who(d)}'s hand"),
    EventKind("shield_to_hand", lambda m, d: f"{_who(d)} puts a shield into the hand"
              + (f" ({_nm(m, d)})" if "uid" in d else ""), visibility="secret_pair"),
    _public("discard", lambda m, d: f"{_who(d)} discards {_nm(m, d)}"),
    _public("return_to_hand", lambda m, d: f"{_nm(m, d)} returns to {_who(d)}'s hand"),
    _public("turn_end", lambda m, d: f"end of turn {d.get('turn')}", cards=()),
    # the modes (rules/gundam.md §1.8)
    _public("direction", lambda m, d: f"{_who(d)} sets the direction of play: {d.get('direction')}", cards=()),
    _public("hand_over", lambda m, d: f"{_who(d)} hands the team's main phase to player {d.get('to')}", cards=()),
    _public("eliminated", lambda m, d: f"{_who(d)} is eliminated ({str(d.get('reason', '')).replace('_', ' ')})",
            cards=()),
    _public("mill", lambda m, d: f"{_nm(m, d)} goes from {_who(d)}'s deck to the trash"),
    _public("to_deck", lambda m, d: f"{_nm(m, d)} goes to the {d.get('where')} of {_who(d)}'s deck"),
    _public("shuffle", lambda m, d: f"{_who(d)} shuffles the deck", cards=()),
]

DECISIONS = [
    DecisionKind("mulligan", "Keep your opening hand, or mulligan once?"),
    DecisionKind("main", "Your main-phase action"),
    DecisionKind("optional_deploy", "Deploy a card from your hand for free?"),
    DecisionKind("block", "Block with a <Blocker>?"),
    DecisionKind("action", "Your action-step action"),
    DecisionKind("discard", "Choose a card to discard"),
    DecisionKind("trash_at_limit", "Choose a card to trash to make room"),
    DecisionKind("burst", "Use the Burst of the destroyed shield?"),
    DecisionKind("order_top", "Choose the card to put back on top of your deck"),
    DecisionKind("direction", "Player One: play clockwise or counterclockwise?"),
    DecisionKind("take_card", "Reveal a card among those you looked at and put it into your hand?"),
    DecisionKind("top_or_bottom", "Leave the top card of your deck on top, or put it at the bottom?"),
    DecisionKind("top_or_trash", "Leave the top card of your deck on top, or put it into your trash?"),
    DecisionKind("choose_mode", "Choose one of the effect's options"),
    DecisionKind("payment", "Choose how many EX Resources pay for the card"),
    DecisionKind("rest_instead", "Rest a unit instead of your base?"),
]


def _c(m, a, i=1) -> str:
    return for_decider(m, a[i])


def _trigger(m, a) -> str:
    if a[2] == BREACH_KEY:
        return f"resolve the <Breach> of {_c(m, a)} first"
    return f"resolve {_c(m, a)}'s effect first"


def _word(kind: str, text: str) -> ActionKind:
    return ActionKind(kind, (), lambda m, a: text)


def _one_card(kind: str) -> ActionKind:
    return ActionKind(kind, ("card",), lambda m, a: f"{kind} {_c(m, a)}")


ACTIONS = [
    _word("keep", "keep the hand"), _word("mulligan", "mulligan"), _word("end_main", "end the main phase"),
    _word("pass", "pass"), _word("no_block", "do not block"), _word("decline", "decline"), _word("yes", "yes"),
    _word("no", "no"), _word("cancel", "cancel"),
    ActionKind("deploy", ("card",), lambda m, a: f"deploy {_c(m, a)} (cost {cost_of(m, a[1])})",
               explain=why.explain_deploy),
    ActionKind("pair", ("card", "card"), lambda m, a: f"pair {_c(m, a)} with {_c(m, a, 2)}", explain=why.explain_pair),
    ActionKind("command", ("card",), lambda m, a: f"play {_c(m, a)}", explain=why.explain_command),
    ActionKind("activate", ("card", "int"), lambda m, a: f"use {_c(m, a)}'s ability", explain=why.explain_activate),
    ActionKind("support", ("card",), lambda m, a: f"use <Support> of {_c(m, a)}"),
    ActionKind("attack_player", ("card", "player"), lambda m, a: f"attack player {a[2]} with {_c(m, a)}",
               explain=why.explain_attack),
    ActionKind("attack_unit", ("card", "card"), lambda m, a: f"attack {_c(m, a, 2)} with {_c(m, a)}",
               explain=why.explain_attack),
    *(_one_card(k) for k in ("target", "discard", "trash", "top")),
    ActionKind("block", ("card",), lambda m, a: f"block {_c(m, a)}", explain=why.explain_block),
    ActionKind("burst", ("card",), lambda m, a: f"use the Burst of {_c(m, a)}"),
    ActionKind("no_burst", ("card",), lambda m, a: f"do not use the Burst of {_c(m, a)}"),
    ActionKind("trigger", ("card", "int"), _trigger),
    _word("clockwise", "play clockwise"), _word("counterclockwise", "play counterclockwise"),
    _word("hand_over", "hand the main phase to your teammate"),
    ActionKind("take", ("card",), lambda m, a: f"reveal {_c(m, a)} and put it into your hand"),
    ActionKind("bottom", ("card",), lambda m, a: f"put {_c(m, a)} at the bottom of your deck"),
    ActionKind("mode", ("int",), lambda m, a: f"choose option {a[1] + 1}"),
    ActionKind("rest_instead", ("card",), lambda m, a: f"rest {_c(m, a)} instead of your Base"),
    ActionKind("pay_ex", ("int",), lambda m, a: f"spend {a[1]} EX Resource{'s' if a[1] != 1 else ''} on the cost"
               if a[1] else "pay with resources only (keep the EX Resources)"),
]

KINDS = Kinds(events=EVENTS + list(VOCAB.event_kinds()), decisions=DECISIONS, actions=ACTIONS)
"""Gundam's kinds, with the events its vocabulary's objects declare themselves (e.g. the ``exile`` primitive's)."""
