"""Fire Emblem 0 (Cipher) on tcgkit, 1 vs 1: the small Game (options, pool, decks, new match) and its adapters.

Rules: docs/games/fe_cipher.md (seed 001, rules/fe_cipher.md). The turn is the table in flow.py; the rules live by
concept in turn.py, bonds.py, deployment.py, movement.py, combat.py, orbs.py and skills.py; cards in cards/.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from tcgkit.core import DeckError, Game, Match, TcgkitError
from tcgkit.core.decklist import check_counts
from tcgkit.core.game import DeckProblem, SearchHints
from tcgkit.core.decklist import DeckFileFormat, read_deck_file
from tcgkit.games.fe_cipher import decks as _decks
from tcgkit.games.fe_cipher.deckfiles import file_formats
from tcgkit.games.fe_cipher.flow import turn_flow
from tcgkit.games.fe_cipher.kinds import KINDS
from tcgkit.games.fe_cipher.options import FECipherOptions
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.presentation import FEPresentation
from tcgkit.games.fe_cipher.scenario import FEScenarios
from tcgkit.games.fe_cipher.setup import begin, mc_candidates, place_main_character
from tcgkit.games.fe_cipher.skills import resolve_auto, run_support_skill
from tcgkit.games.fe_cipher.match import ZONES, FEMatch
from tcgkit.games.fe_cipher.view import FEView
from tcgkit.games.fe_cipher.cards import pool
from tcgkit.games.fe_cipher.agents import GreedyAgent, evaluate
from tcgkit.games.fe_cipher.carddata import check_cards

DECK_DIR = Path(__file__).parent / "decks"
DEFAULT_DECKS = ("s01_marth.txt", "s02_chrom.txt")


@lru_cache(maxsize=1)
def _starters() -> tuple:
    return tuple(read_deck_file(file_formats(), DECK_DIR / name) for name in DEFAULT_DECKS)


class FECipherGame(Game):
    """Fire Emblem 0 (Cipher), 1 vs 1 (docs/games/fe_cipher.md). Options: :class:`FECipherOptions`."""

    id = "fe_cipher"
    title = "Fire Emblem 0 (Cipher)"
    rules_version = "3"
    older_rules_versions = {  # rulings Q1 (version 2) and Q5 (version 3), docs/games/fe_cipher.md
        "1": {"color_bonds_face_up_only": False, "auto_condition_checked": "resolution"},
        "2": {"auto_condition_checked": "resolution"},
    }
    Options = FECipherOptions
    kinds = KINDS
    view_class = FEView
    Presentation = FEPresentation
    vocabulary = VOCAB
    resolve_auto = staticmethod(resolve_auto)
    """How a waiting AUTO skill resolves (skills.py), called by the match's core hook ``resolve_trigger``."""
    resolve_support = staticmethod(run_support_skill)
    """How a support skill resolves (skills.py), called by its timing (``SupportTiming.collect``, triggers.py)."""

    Scenarios = FEScenarios

    def load_pool(self) -> dict:
        return pool()

    # ---------------------------------------------------------------------------------------- matches

    def blank_match(self, seed: int, log_events: bool = True) -> FEMatch:
        """An empty match of these options (no cards, before set-up)."""
        m = FEMatch(self, ZONES, 2, seed, log_events=log_events)
        m.init_state(turn_flow(self.options))
        return m

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """Build a match of two decks and schedule set-up (setup.py).

        Setup keys: ``mode`` ("standard"), ``first_player`` (0, 1 or "random", the default: rules/fe_cipher.md
        §1 "Who goes first").

        Raises:
            TcgkitError: wrong number of decks, an unknown setup key, a deck with a card not yet playable (naming
                its number), or a deck without a possible Main Character.
        """
        unknown = set(setup) - {"mode", "first_player"}
        if unknown:
            raise TcgkitError(f"unknown fe_cipher setup keys: {', '.join(sorted(unknown))} (known: mode, "
                              f"first_player)")
        if setup.get("mode", "standard") != "standard":
            raise TcgkitError(f"unknown fe_cipher mode {setup['mode']!r}; known: standard")
        if len(decks) != 2:
            raise TcgkitError(f"fe_cipher needs 2 decks, got {len(decks)}")
        for i, deck in enumerate(decks):
            missing = self.not_yet_playable(deck)
            if missing:
                raise TcgkitError(f"deck {i + 1} ({deck.name or 'unnamed'}) is not yet playable: the skills of "
                                  f"{', '.join(missing)} are not implemented in tcgkit yet (validation still works)")
        m = self.blank_match(seed, log_events)
        for p, deck in enumerate(decks):
            defs = deck.definitions()
            uids = [m.add_card(defs[cid], p, m.z_deck[p]) for cid in deck.card_ids()]
            if deck.main_character is not None:
                mc = next((u for u in uids if m.card_def[u].id == deck.main_character), -1)
                if mc < 0:
                    raise TcgkitError(f"deck {p + 1}: its Main Character {deck.main_character} is not in the deck")
                place_main_character(m, mc)
            elif not mc_candidates(m, p):
                raise TcgkitError(f"deck {p + 1} has no cost-{self.options.main_character_cost} unit to be the Main "
                                  f"Character")
        first = setup.get("first_player", "random")
        if first == "random":
            first = m.rand_below(2)
        if first not in (0, 1):
            raise TcgkitError(f"first_player must be 0, 1 or 'random', not {first!r}")
        m.first_player = first
        m.then((begin,))
        return m

    # ------------------------------------------------------------------------------------------ decks

    def deck_file_formats(self) -> tuple[DeckFileFormat, ...]:
        """Text and forum lists, LackeyCCG ``.dek``, CipherVit ``.fe0d``, Decksteria and tcgkit ``.json``
        (:mod:`.deckfiles`)."""
        return file_formats()

    def not_yet_playable(self, deck: _decks.FEDeck) -> list[str]:
        return _decks.not_playable(deck)

    def validate_deck(self, deck: _decks.FEDeck, format: str | None = None) -> list[DeckProblem]:
        """Deck-building problems (50 cards, 4 per card name, a cost-1 Main Character, the format)."""
        return _decks.validate(deck, self.options, format)

    def deck_to_json(self, deck: _decks.FEDeck) -> Any:
        return _decks.deck_to_json(deck)

    def deck_from_json(self, data: Any) -> _decks.FEDeck:
        """Inverse of :meth:`deck_to_json`, held to the decklist limits (a replay is a stranger's file).

        Raises:
            DeckError: not a deck's data, a count that is no whole number from 1 to 99, more than 1,000 cards.
        """
        pairs = data.get("cards") if isinstance(data, dict) else None
        if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise DeckError("<json deck>", None, "a deck is {cards: [[card id, count], ...], main_character, name}")
        check_counts([n for _cid, n in pairs])
        return _decks.deck_from_json(data)

    def default_decks(self, mode: str | None = None) -> list[_decks.FEDeck]:
        """The S01 Marth and S02 Chrom starters."""
        return list(_starters())

    def agents(self) -> dict[str, Any]:
        return {"greedy": GreedyAgent}

    def search_hints(self) -> SearchHints:
        """Random rollouts cut off after 4 decisions and scored by the evaluation (``agents.evaluate``); the greedy
        move is favoured at the root (``prior``): the evaluation cannot tell apart which card is bonded, kept or
        discarded, nor the order of attacks, so those fall to the heuristic (docs/agents.md). ``normal`` searches
        600 iterations (``hard`` 1,800: a decision in about 0.4 s here, and 600 were not enough to beat greedy
        clearly, docs/agents.md)."""
        return SearchHints(evaluate, "random", depth=4, iterations=600, prior=True)

    def check_cards(self, path: str | Path) -> list[DeckProblem]:
        return check_cards(path)
