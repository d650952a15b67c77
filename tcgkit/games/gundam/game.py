"""The Gundam Card Game on tcgkit (docs/games/gundam.md): the small Game (options, card pool, decks, new match) and
its Presentation. The rules are functions of the match, one module per concept (see :mod:`.match`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.decklist import DeckFileFormat, entries_from_json
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem, Game, SearchHints
from tcgkit.core.match import Match
from tcgkit.games.gundam import decks as _decks
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.deckfiles import file_formats
from tcgkit.games.gundam.kinds import KINDS
from tcgkit.games.gundam.match import new_match
from tcgkit.games.gundam.modes import MODES
from tcgkit.games.gundam.options import GundamOptions
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.scenario import GundamScenarios
from tcgkit.games.gundam.turn import setup
from tcgkit.games.gundam.presentation import GundamPresentation
from tcgkit.games.gundam.view import GundamView

DECK_DIR = Path(__file__).parent / "decks"
DEFAULT_DECKS = ("seed_blue_white.txt", "seed_green_white.txt")


class GundamGame(Game):
    """Gundam Card Game: 1 vs 1, team battle (2 vs 2) and battle royale (3–4 players) (rules/gundam.md).
    Options: :class:`GundamOptions`."""

    id = "gundam"
    title = "Gundam Card Game"
    # 3: a waiting Burst goes before newer triggers (option trigger_order); 4: the modes, and action_step_all_pass
    # false plays its alternative (1 vs 1 under the defaults and the other options replays as in 3); 5: the seed's
    # readings of team battle's "you"/"your" (option team_your) and of a sudden-death deck-out leaving one player
    # (sudden_death_last_survivor: draw); 1 vs 1 plays as in 4; 6: a player may pay a Command with an EX Resource on
    # purpose where a card reads it (choose_payment)
    rules_version = "6"
    # versions 4 and 5 are version 6 with their rulings' old values (docs/games/gundam.md, "Rules versions")
    older_rules_versions = {"5": {"choose_payment": False},
                            "4": {"team_your": "team", "sudden_death_last_survivor": "wins", "choose_payment": False}}
    vocabulary = VOCAB
    Options = GundamOptions
    kinds = KINDS
    view_class = GundamView
    Presentation = GundamPresentation
    Scenarios = GundamScenarios

    def load_pool(self) -> dict:
        """Every card number → its definition (cards/: facts of all 783 numbers, effects of the playable ones)."""
        return pool()

    def modes(self) -> dict[str, int | tuple[int, int]]:
        """``standard`` (2 decks), ``team_battle`` (4: seats 0 & 1 against 2 & 3), ``battle_royale`` (3–4)."""
        return {name: mode.decks for name, mode in MODES.items()}

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup_: Any) -> Match:
        """Build a match of one deck per seat and schedule set-up (rules/gundam.md §1.2, §1.8).

        Setup keys: ``mode`` (:meth:`modes`; default "standard"), ``first_player`` (Player One's seat, or "random";
        default 0; in team battle a leader's seat, 0 or 2).

        Raises:
            TcgkitError: an unknown mode or setup key, the wrong number of decks for the mode, a bad
                ``first_player``, or a deck with cards whose effects are not implemented yet ("not yet playable",
                naming them).
        """
        unknown = set(setup_) - {"mode", "first_player"}
        if unknown:
            raise TcgkitError(f"unknown gundam setup keys: {', '.join(sorted(unknown))} (known: mode, first_player)")
        name = setup_.get("mode", "standard")
        mode = MODES.get(name) if isinstance(name, str) else None
        if mode is None:
            raise TcgkitError(f"unknown gundam mode {name!r}; known: {', '.join(MODES)}")
        mode.check_decks(len(decks))
        lists = []
        for i, deck in enumerate(decks):
            _decks.check_set_up(deck, i)  # enough cards to set up (TcgkitError)
            cards = _decks.deck_cards(deck)
            if cards.unplayable:
                raise TcgkitError(
                    f"deck {i + 1} ({deck.name or 'unnamed'}) is not yet playable: the effects of "
                    f"{', '.join(cards.unplayable)} are not implemented in tcgkit yet (validation still works)"
                )
            lists.append(cards)
        m = new_match(self, seed, mode, len(decks), log_events)
        for p, cards in enumerate(lists):
            m.add_cards(cards.main, p, m.z_deck[p])
            m.add_cards(cards.resources, p, m.z_rdeck[p])
        first = mode.first_seat(m, setup_.get("first_player", 0))
        m.first_player = first
        m.active = first
        m.then((setup,))
        return m

    # ------------------------------------------------------------------------------------------ decks

    def deck_file_formats(self) -> tuple[DeckFileFormat, ...]:
        """The decklist forms of deck sites and the project (:mod:`.deckfiles`), read without a flag: ``tcgkit``,
        ``egman``, ``exburst``, ``deckplanet``, ``limitless``, ``compact``."""
        return file_formats(self.options.standard_resource_deck)

    def not_yet_playable(self, deck: _decks.GundamDeck) -> list[str]:
        return _decks.not_playable(deck)

    def validate_deck(self, deck: Any, format: str | None = None) -> list[DeckProblem]:
        """Deck-building problems (Gundam CR 5-1): 50 main, 10 resources, 4 copies, 2 colours; and, as warnings,
        the cards whose effects are not playable in tcgkit yet (``not_yet_playable``)."""
        if format not in (None, "standard"):
            raise TcgkitError(f"unknown gundam deck format {format!r}; known: standard")
        return _decks.validate(deck) + _decks.playability(deck)

    def deck_to_json(self, deck: Any) -> Any:
        return {"name": deck.name, "cards": [[e.count, e.key] for e in deck.entries]}

    def deck_from_json(self, data: Any) -> Any:
        """Inverse of :meth:`deck_to_json`. Raises DeckError for malformed data or unknown cards."""
        if not isinstance(data, dict) or "cards" not in data:
            raise DeckError("<json deck>", None, "malformed deck data: a mapping with 'cards' is expected")
        entries = entries_from_json(data["cards"])  # counts and the total are checked there
        _decks.check_known(entries, "<json deck>")
        return _decks.GundamDeck(tuple(entries), str(data.get("name", "")))

    def default_decks(self, mode: str | None = None) -> list[Any]:
        """The seed's two decks (seed 000, 'Empfohlene Decks'; OCR corrected), shipped in ``decks/``, one per seat
        of ``mode``: repeated for the 4 seats of team battle (each team blue/white + green/white) and of battle
        royale."""
        decks = [self.load_deck(DECK_DIR / name) for name in DEFAULT_DECKS]
        want = MODES[mode].decks if mode in MODES else 2
        n = want[1] if isinstance(want, tuple) else want
        return [decks[i % 2] for i in range(n)]

    def agents(self) -> dict[str, Any]:
        # deferred: the agents sit above the game (they read views); importing them only when asked keeps a match
        # that needs no agent from loading them
        from tcgkit.games.gundam.agents import GreedyAgent

        return {"greedy": lambda seed=0: GreedyAgent(seed)}

    def search_hints(self) -> SearchHints:
        """Random rollouts cut off after 4 decisions and scored by the evaluation (``agents.evaluate``)."""
        # deferred like agents(): only a search agent asks for the hints
        from tcgkit.games.gundam.agents import evaluate

        return SearchHints(evaluate, "random", depth=4, iterations=200)
