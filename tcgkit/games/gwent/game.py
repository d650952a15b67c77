"""GWENT (The Legendary Card Game, with the variants of seed 004) on the tcgkit core: the small Game.

Options, the card pool, decks, modes and a new match; words and pictures in ``presentation.py``, scenario keys in
``scenario.py``. The rules are split by concept (``match.py``'s docstring has the map). Docs: docs/games/gwent.md.

Glossary (seed 004 → our terms): Anführer → leader, Edelstein(marker) → gem, Heiler → medic, Spion → spy,
Finte → decoy, Verbrennen → scorch, Musterung → muster, Enge Bindung → tight bond, Moral → morale boost,
Horn des Kommandanten → commander's horn, Gewandtheit → agile, Held → hero, Wetterkarte → weather card,
Gutes Wetter → Clear Weather, Ablagestapel → discard pile, Nebendeck → side deck, Gesamtstärke → total strength,
Fraktionsfähigkeit → faction ability, Reihe → row, passen → pass.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.decklist import MAX_DECK_CARDS, DeckFileFormat
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem, Game, SearchHints, seat_blocks
from tcgkit.core.match import Match
from tcgkit.games.gwent import decks as _decks
from tcgkit.games.gwent.abilities import ABILITIES
from tcgkit.games.gwent.build import build_match
from tcgkit.games.gwent.cards import Pool, load_pool
from tcgkit.games.gwent.deckfiles import file_formats
from tcgkit.games.gwent.kinds import KINDS
from tcgkit.games.gwent.modes import MODES
from tcgkit.games.gwent.options import GwentOptions
from tcgkit.games.gwent.presentation import GwentPresentation
from tcgkit.games.gwent.scenario import GwentScenarios
from tcgkit.games.gwent.view import GwentView

DECK_DIR = Path(__file__).with_name("decks")
ADVANCED_DECKS = {f: DECK_DIR / f"{f}_advanced.txt" for f in
                  ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige")}
FULL_DECKS = {f: DECK_DIR / f"{f}_full.txt" for f in ADVANCED_DECKS}


class GwentGame(Game):
    """GWENT: rules + options + the Witcher 3 card pool (+ the two LCG Skellige leaders).

    Modes (``new_match(decks, seed, mode=...)``): ``standard`` (2 decks), ``tournament`` (6 decks: player 0's
    three, then player 1's), ``ffa`` (3–5 decks), ``2v2`` (4 decks; seats 0 & 2 vs 1 & 3), ``solo`` (the person's
    deck, then the automaton's full faction deck).
    """

    id = "gwent"
    title = "GWENT: The Legendary Card Game"
    rules_version = "3"  # 3: Monsters keep and Skellige revive non-hero units (issue 6)
    Options = GwentOptions
    kinds = KINDS
    view_class = GwentView
    Presentation = GwentPresentation
    Scenarios = GwentScenarios
    vocabulary = ABILITIES

    def load_pool(self) -> Pool:
        """The Witcher 3 card pool and the two LCG Skellige leaders (``cards/pool.yaml``, loaded once)."""
        return load_pool()

    # ------------------------------------------------------------------------------------------- matches

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """See :func:`tcgkit.games.gwent.build.build_match` (raises TcgkitError on a bad mode or deck count)."""
        return build_match(self, decks, seed, log_events=log_events, **setup)

    def modes(self) -> dict[str, int | tuple[int, int]]:
        return {name: mode.decks for name, mode in MODES.items()}

    def decks_per_seat(self, mode: str | None = None) -> int:
        """Three in the tournament (each player's set, seed 004, Turnierregeln), else one (``Mode.decks_per_seat``).

        Raises:
            TcgkitError: an unknown mode.
        """
        variant = MODES.get(mode or next(iter(MODES)))
        if variant is None:
            raise TcgkitError(f"gwent has no mode {mode!r:.60}; its modes are: {', '.join(MODES)}")
        return variant.decks_per_seat

    # ------------------------------------------------------------------------------------------- decks

    def deck_file_formats(self) -> tuple[DeckFileFormat, ...]:
        """The text format (docs/games/gwent.md#deck-format) and gwent-classic's deck files (:mod:`.deckfiles`)."""
        return file_formats(self.pool)

    def parse_deck(self, text: str, source: str = "<decklist>") -> _decks.GwentDeck:
        """Read decklist text (see :meth:`load_deck`)."""
        return _decks.parse_deck(text, self.pool, source)

    def validate_deck(self, deck: Any, format: str | None = None) -> list[DeckProblem]:
        """Every rule a deck breaks in ``format`` (standard, advanced, tournament, solo); a list or tuple of decks
        is checked as a tournament set (:meth:`validate_decks`).

        Raises:
            ValueError: an unknown format.
        """
        if isinstance(deck, (list, tuple)):
            return self.validate_decks(list(deck), format or "tournament")
        return _decks.validate(deck, format, self.pool, self.options)

    def validate_decks(self, decks: list, format: str = "tournament") -> list[DeckProblem]:
        """A set of decks: for ``tournament`` the three decks of one player (seed 004, Turnierregeln); for other
        formats each deck alone, problems prefixed with "deck N:"."""
        if format == "tournament":
            return _decks.validate_set(decks, format, self.pool, self.options)
        out = []
        for i, d in enumerate(decks, start=1):
            for pr in _decks.validate(d, format, self.pool, self.options):
                out.append(pr.model_copy(update={"message": f"deck {i}: {pr.message}"}))
        return out

    def validate_match_decks(self, decks: list, mode: str | None = None) -> list[DeckProblem]:
        """The decks of one match, by mode: solo — the person's deck in the solo format (the full faction deck, or
        standard under ``solo_standard_deck``), the automaton's always the full faction deck (seed 004, Solo);
        tournament — each player's three decks as a tournament set (seed 004,
        Turnierregeln); every other mode — each deck standard (rules/gwent.md §1.1)."""
        if mode == "solo" and len(decks) == 2:
            automaton = self.options.model_copy(update={"solo_standard_deck": False})
            out = [pr.model_copy(update={"message": f"deck 1: {pr.message}"}) for pr in
                   _decks.validate(decks[0], "solo", self.pool, self.options)]
            return out + [pr.model_copy(update={"message": f"deck 2: {pr.message}"}) for pr in
                          _decks.validate(decks[1], "solo", self.pool, automaton)]
        if mode == "tournament" and len(decks) == 6:
            out = []
            per_seat = self.decks_per_seat(mode)
            for k, group in enumerate(seat_blocks(decks, per_seat)):
                for pr in _decks.validate_set(group, "tournament", self.pool, self.options):
                    msg = pr.message
                    if msg.startswith("deck ") and msg[5].isdigit():  # "deck N: ..." of the player's set
                        msg = f"deck {int(msg[5]) + per_seat * k}{msg[6:]}"
                    else:
                        msg = f"player {k}'s decks: {msg}"
                    out.append(pr.model_copy(update={"message": msg}))
            return out
        return self.validate_decks(decks, "standard")

    def deck_to_json(self, deck: _decks.GwentDeck) -> Any:
        return {"name": deck.name, "leader": deck.leader.id if deck.leader else None,
                "cards": [c.id for c in deck.cards]}

    def deck_from_json(self, data: Any) -> _decks.GwentDeck:
        """Inverse of :meth:`deck_to_json`.

        Raises:
            DeckError: not a deck's data, an unknown card id, or more cards than a decklist may hold.
        """
        def card(cid: Any):
            c = self.pool.by_id.get(cid) if isinstance(cid, str) else None
            if c is None:
                raise DeckError("<json deck>", None, f"unknown card id {cid!r:.60}")
            return c
        if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
            raise DeckError("<json deck>", None, "a deck is {leader, cards: [card ids], name}")
        if len(data["cards"]) > MAX_DECK_CARDS:
            raise DeckError("<json deck>", None, f"{len(data['cards'])} cards; at most {MAX_DECK_CARDS} are read")
        leader = card(data["leader"]) if data.get("leader") else None
        return _decks.GwentDeck(leader, tuple(card(c) for c in data["cards"]), str(data.get("name", "")))

    def default_decks(self, mode: str | None = None) -> list[_decks.GwentDeck]:
        """Shipped decks: advanced decks for standard/ffa/2v2/tournament; full faction decks for solo."""
        mode = mode or "standard"
        adv = {f: self.load_deck(p) for f, p in ADVANCED_DECKS.items()}
        if mode == "standard":
            return [adv["northern_realms"], adv["nilfgaard"]]
        if mode == "tournament":
            return [adv["northern_realms"], adv["nilfgaard"], adv["monsters"],
                    adv["scoiatael"], adv["skellige"], adv["northern_realms"]]
        if mode == "ffa":
            return [adv["northern_realms"], adv["nilfgaard"], adv["monsters"]]
        if mode == "2v2":
            return [adv["northern_realms"], adv["nilfgaard"], adv["monsters"], adv["scoiatael"]]
        if mode == "solo":
            return [self.load_deck(FULL_DECKS["northern_realms"]), self.load_deck(FULL_DECKS["monsters"])]
        raise ValueError(f"unknown gwent mode {mode!r}; modes: {', '.join(MODES)}")

    def agents(self) -> dict[str, Any]:
        # deferred: the agents sit above the game (they read views); importing them only when asked keeps a match
        # that needs no agent from loading them
        from tcgkit.games.gwent.agents import AutomatonAgent, GreedyAgent

        return {"greedy": GreedyAgent, "automaton": AutomatonAgent}

    def search_hints(self) -> SearchHints:
        """Greedy rollouts to the end of the match: a round is won or lost by when a side passes, which random
        moves play badly and a short look ahead cannot see (measured in docs/agents.md)."""
        # deferred like agents(): only a search agent asks for the hints
        from tcgkit.games.gwent.agents import evaluate

        return SearchHints(evaluate, "greedy", depth=None, iterations=60)
