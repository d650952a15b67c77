"""Words and pictures for people: the :class:`Presentation` adapter of the game contract (``Game.Presentation``).

:mod:`tcgkit.core.game` re-exports it (``from tcgkit.core.game import Presentation`` keeps working).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.match import Action, Event, Match
from tcgkit.core.view import View
from tcgkit.core.zones import Visibility, Zone

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game

__all__ = ["Presentation"]


class Presentation:
    """Words and pictures for people: what ``tcgkit play``, ``replay``, the demo and narrated logs print.

    The defaults read the game's :class:`~tcgkit.core.kinds.Kinds`; a game overrides what it words differently.
    """

    def __init__(self, game: Game) -> None:
        self.game = game

    def describe_action(self, match: Match, action: Action) -> str:
        """A short description of a legal action of the pending decision."""
        return self.game.kinds.describe_action(match, action)

    def describe_event(self, match: Match, event: Event) -> str | None:
        """One line of narration for an event (``None``: an undeclared kind)."""
        return self.game.kinds.narrate(match, event)

    def prompt(self, kind: str) -> str:
        """What a decision of ``kind`` asks, in words (the same for every decision of the kind)."""
        return self.game.kinds.prompt(kind)

    def choices(self, match: Match) -> list[tuple[str, Action]]:
        """The pending decision's legal actions as a person chooses among them: ``(words, action)``, each distinct
        choice once — legal actions in the same words (the same move made with either of two copies in a hand) are
        one choice, the first of them. Words tell apart whatever differs (:mod:`tcgkit.core.words`)."""
        d = match.pending
        if d is None:
            return []
        out: dict[str, Action] = {}
        for action in d.actions:
            out.setdefault(self.describe_action(match, action), action)
        return list(out.items())

    def describe_decision(self, match: Match) -> str:
        """What the pending decision asks its player, in words that player may read (it may name the cards the
        decision is about, through :mod:`tcgkit.core.words`). Default: :meth:`prompt` of its kind, and the card whose
        effect asks it (``Decision.info["source"]``): "Choose a card for the effect (of Kira Yamato)"."""
        from tcgkit.core.words import for_decider

        d = match.pending
        if d is None:
            return ""
        text = self.prompt(d.kind)
        source = (d.info or {}).get("source")
        if type(source) is int and 0 <= source < len(match.card_def):
            text += f" (of {for_decider(match, source)})"
        return text

    # ------------------------------------------------------------------------------- places (core/words.py)

    def table_zone(self, zone: Zone) -> str | None:
        """What the table calls ``zone`` where cards in it are told apart by position ("battle area"), or ``None``
        where copies of a card are interchangeable (a hand, a deck, a pile). Default: public zones whose order is
        not kept (a pile's is), by name; a game names its own (face-down places included)."""
        spec = zone.spec
        return spec.name.replace("_", " ") if spec.visibility == Visibility.PUBLIC and not spec.ordered else None

    def twin_key(self, match: Match, uid: int, reader: int | None) -> Any:
        """What tells card ``uid`` from a twin (a visible card of the same name) for ``reader``: compared with ``==``;
        twins with equal keys are interchangeable and are not told apart (core/words.py). Default: its zone and the
        public state the reader's view gives of it (``View.card_dict`` without the uid)."""
        d = match.view(reader).card_dict(uid)
        d.pop("uid", None)
        return match.card_zone[uid], d

    def card_place(self, match: Match, uid: int, reader: int | None) -> str:
        """Where card ``uid`` is, in ``reader``'s words: "your battle area 2" (1-based position in a
        :meth:`table_zone`, as the terminal table numbers it), "player 1's hand" elsewhere."""
        from tcgkit.core.words import owner_words

        zone = match.zone_table[match.card_zone[uid]]
        words = self.table_zone(zone)
        where = owner_words(match, zone, reader)
        if words is None:
            return where + zone.spec.name.replace("_", " ")
        return f"{where}{words} {match.zones[zone.id].index(uid) + 1}"

    def hidden_card(self, match: Match, uid: int, reader: int | None) -> str:
        """What ``reader``, who cannot see card ``uid``, may call it: its place only ("a face-down card (player 1's
        beings 2)", "a card in player 1's hand")."""
        zone = match.zone_table[match.card_zone[uid]]
        if self.table_zone(zone) is not None:
            return f"a face-down card ({self.card_place(match, uid, reader)})"
        return f"a card in {self.card_place(match, uid, reader)}"

    def is_heading(self, kind: str) -> bool:
        """Whether an event of ``kind`` starts a new turn or round (a heading in narrated logs)."""
        return self.game.kinds.is_heading(kind)

    def describe_card(self, definition: Any) -> str:
        """A card's rules in tcgkit's words, rendered from its declaration (never printed card text)."""
        return str(getattr(definition, "name", definition))

    def card_face(self, definition: Any) -> dict[str, Any]:
        """What a drawn card shows big on its face, for tables that draw cards (the browser table): any of
        ``type`` (e.g. ``"Unit"``), ``colour`` (the game's colour, faction or planet word, which the table tints
        by), ``cost``, ``level`` and ``stats`` (short strings, e.g. ``"3"``, ``"Lv 4"``, ``"3 / 4"``) and ``tags``
        (a few short words). Derived from the card's facts, never printed text. Default: none."""
        return {}

    def render(self, view: View) -> Any:
        """A rich renderable (or text) of a seat's view for the terminal table (``tcgkit play``)."""
        return str(view.to_dict())

    def standing(self, view: View) -> str:
        """The public score in one line, what a player glances at between turns (the demo prints it after each
        turn it tells in brief), e.g. "P0: 5 shields, 2 units · P1: 3 shields, 4 units". Default: ``""``."""
        return ""

    def summary(self, match: Match) -> dict[str, Any]:
        """Per-game statistics for the simulator's JSON lines, at least ``{"turns": int}``."""
        return {"turns": getattr(match, "turn_number", 0)}

    def demo_plan(self) -> dict[str, Any]:
        """This game's part of ``tcgkit demo``: any of ``mode`` (default: the first mode), ``agents`` (one name per
        seat; default: the game's greedy agent, else random, in every seat), ``fixed_seats`` (seats that differ
        must not rotate, e.g. a solo mode), ``games`` (the simulation's size; default 100) and ``note`` (a sentence
        printed first: what the part shows and how to read it)."""
        return {}
