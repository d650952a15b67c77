"""Every event, decision and action kind GWENT uses, declared once with its words (tcgkit.core.kinds).

Seats are ``P0``, ``P1`` …; a side is a board half (a team in 2 vs 2). Events name cards by id in ``card`` (and
by uid in ``uid``); hidden cards are named only in the detailed version of a secret event (``Match.emit_secret``).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.kinds import ActionKind, DecisionKind, EventKind, Kinds
from tcgkit.core.words import for_decider, named
from tcgkit.games.gwent import refusals as why
from tcgkit.games.gwent.board import ROWS


def _card(m: Any, card_id: Any) -> str:
    by_id = m.game.pool.by_id
    return by_id[card_id].name if card_id in by_id else str(card_id)


def _event_card(m: Any, d: dict) -> str:
    """The event's card: by uid, told apart from a twin on the board by its place (core/words.py), else by id."""
    return named(m, d["uid"]) if type(d.get("uid")) is int else _card(m, d.get("card"))


def _who(d: dict) -> str:
    return f"P{d['player']}" if "player" in d else ""


def _line(template: str):
    """An event line from a template with ``{who}``, ``{card}`` and the event's other fields. The card is told apart
    from a twin on the board by its place when the event gives its uid (core/words.py)."""
    def narrate(m: Any, d: dict) -> str:
        rest = {k: v for k, v in d.items() if k not in ("player", "card")}
        return template.format(who=_who(d), card=_event_card(m, d), **rest)
    return narrate


def _draw(m, d):
    return f"{_who(d)} draws {_card(m, d['card'])}" if "card" in d else f"{_who(d)} draws a card"


def _look(m, d):
    if "card" in d:
        return f"{_who(d)} looks at {_card(m, d['card'])} in P{d['of']}'s hand"
    return f"{_who(d)} looks at a card in P{d['of']}'s hand"


def _special(m, d):
    return f"{_who(d)} plays {_event_card(m, d)}" + (f" on the {d['row']} row" if "row" in d else "")


def _round_end(m, d):
    extra = f", gems {d['gems']}" if "gems" in d else f", points {d['points']}" if "points" in d else ""
    return f"round {d['round']} ends: totals {d['totals']}{extra}"


def _faction(m, d):
    faction = d.get("faction")
    if faction == "monsters":
        if "card" not in d:
            return "Monsters keep no unit"
        return f"Monsters keep {_card(m, d['card'])} on side {d.get('side')}"
    if faction == "northern_realms":
        return f"{_who(d)} draws a card (Northern Realms)"
    return f"{_who(d)} uses the {str(faction).replace('_', ' ').title()} faction ability"


def _decoy(m, d):
    if "to" in d:
        return f"{_who(d)} takes {_event_card(m, d)} back into P{d['to']}'s hand with a decoy"
    return f"{_who(d)} takes {_event_card(m, d)} back with a decoy"


EVENTS = [
    EventKind("draw", _draw, visibility="secret_pair", counts="drawn"),
    EventKind("look", _look, visibility="secret_pair"),
    EventKind("special", _special, counts="played"),
    EventKind("pass", lambda m, d: f"{_who(d)} passes" + (" (no cards left)" if d.get("auto") else ""), cards=()),
    EventKind("round_end", _round_end, cards=()),
    EventKind("faction_ability", _faction),
    EventKind("decoy", _decoy),
    EventKind("transform", lambda m, d: f"{_card(m, d.get('card'))} transforms into {_card(m, d.get('into'))}",
              cards=("uid", "token")),
    EventKind("game_over", lambda m, d: f"game over: winners {d['winners']} ({d['reason']})", cards=()),
    EventKind("game_over_in_tournament",
              lambda m, d: f"tournament game {d['game']} ends: P{d['winner']} wins ({d['reason']})", cards=()),
    EventKind("play", _line("{who} plays {card} to side {side}'s {row} row"), counts="played"),
    EventKind("placed", _line("{card} is placed on side {side}'s {row} row")),
    EventKind("weather", _line("{who} plays {card}"), counts="played"),
    EventKind("clear_weather", _line("the weather clears"), cards=()),
    EventKind("destroy", lambda m, d: f"{_event_card(m, d)} is destroyed"
                                      + (f" by {d['cause']}" if d.get("cause") else "")),
    EventKind("muster", _line("{card} is mustered")),
    EventKind("revive", _line("{who} revives {card}")),
    EventKind("random_revive", _line("{who} revives {card} (at random)")),
    EventKind("skellige_revive", _line("{card} returns to the board (Skellige)")),
    EventKind("round_start", _line("— round {round} —"), cards=(), heading=True),
    EventKind("leader", _line("{who} uses {card}"), cards=()),
    EventKind("leader_cancelled", _line("{who}'s leader ability is cancelled"), cards=()),
    EventKind("coin", _line("coin toss: {result}"), cards=()),
    EventKind("first_player", _line("{who} starts ({how})"), cards=()),
    EventKind("scoiatael_decides", _line("{who} decides who starts (Scoia'tael)"), cards=()),
    EventKind("redrew", _line("{who} redraws a card"), cards=()),
    EventKind("redraw_done", _line("{who} keeps the hand"), cards=()),
    EventKind("discarded", _line("{who} discards {card}")),
    EventKind("take", _line("{who} takes {card}")),
    EventKind("searched", _line("{who} searches the deck"), cards=()),
    EventKind("agile_move", _line("{card} moves to the {row} row")),
    EventKind("deck_choice", _line("{who} chooses deck {deck}"), cards=()),
    EventKind("game_start", _line("— tournament game {game} —"), cards=(), heading=True),
    EventKind("bot_card", _line("the automaton turns up {card}")),
    EventKind("bot_skip", _line("the automaton has no card left and skips"), cards=()),
    EventKind("bot_discard", _line("the automaton discards {card}")),
    EventKind("bot_decoy", _line("the automaton hides the top card of its deck under a decoy")),
    EventKind("bot_reveal", _line("the automaton reveals {card} from under a decoy")),
    EventKind("bot_leader", _line("the automaton reveals the leader {card}")),
]

BOOKKEEPING = frozenset({"bot_card", "redraw_done"})
"""Events a narrated log leaves out: the event that follows tells the same (a play, the next redraw decision)."""

DECISIONS = [
    DecisionKind("redraw", "Redraw a card, or keep your hand"),
    DecisionKind("first_player", "Choose who starts (Scoia'tael)"),
    DecisionKind("turn", "Your turn: play a card, use your leader, or pass"),
    DecisionKind("medic", "Medic: choose a unit of your discard pile to play"),
    DecisionKind("medic_row", "Medic: choose the row for the revived unit"),
    DecisionKind("leader_pick", "Leader: choose the card to play from your deck"),
    DecisionKind("leader_row", "Leader: choose the row"),
    DecisionKind("leader_take", "Leader: choose the card to take from a discard pile"),
    DecisionKind("leader_discard", "Leader: choose a card to discard"),
    DecisionKind("leader_search", "Leader: choose a card of your deck"),
    DecisionKind("target_player", "Choose an opponent"),
    DecisionKind("deck_choice", "Choose your deck for the next game"),
]


def _row_play(m, a):
    return f"play {for_decider(m, a[1])} to the {ROWS[a[2]]} row"


def _leader(m, a):
    p = m.pending.player if m.pending else 0
    return f"use leader {m.card_def[m.leader_uid[p]].name}"


ACTIONS = [
    ActionKind("unit", ("card", "int"), _row_play, explain=why.explain_card),
    ActionKind("horn", ("card", "int"), _row_play, explain=why.explain_card),
    ActionKind("mardroeme", ("card", "int"), _row_play, explain=why.explain_card),
    ActionKind("spy", ("card", "int", "int"),
               lambda m, a: f"play spy {for_decider(m, a[1])} to side {a[3]}'s {ROWS[a[2]]} row",
               explain=why.explain_card),
    ActionKind("decoy", ("card", "card"), lambda m, a: f"decoy: take back {for_decider(m, a[2])}",
               explain=why.explain_decoy),
    ActionKind("scorch", ("card",), lambda m, a: f"play {for_decider(m, a[1])}", explain=why.explain_card),
    ActionKind("weather", ("card",), lambda m, a: f"play {for_decider(m, a[1])}", explain=why.explain_card),
    ActionKind("leader", (), _leader, explain=why.explain_leader),
    ActionKind("pass", (), lambda m, a: "pass", explain=why.explain_pass),
    ActionKind("redraw", ("card",), lambda m, a: f"redraw {for_decider(m, a[1])}"),
    ActionKind("pick", ("card",), lambda m, a: f"pick {for_decider(m, a[1])}"),
    ActionKind("take", ("card",), lambda m, a: f"take {for_decider(m, a[1])}"),
    ActionKind("discard", ("card",), lambda m, a: f"discard {for_decider(m, a[1])}"),
    ActionKind("first", ("player",), lambda m, a: f"seat {a[1]} goes first"),
    ActionKind("target_player", ("player",), lambda m, a: f"target player {a[1]}"),
    ActionKind("deck", ("int",), lambda m, a: f"choose deck {a[1] + 1}"),
    ActionKind("keep", (), lambda m, a: "keep the hand"),
    ActionKind("none", (), lambda m, a: "revive nothing"),
]

KINDS = Kinds(events=EVENTS, decisions=DECISIONS, actions=ACTIONS)
