"""Soulbound Ærkana (seed 002) on the tcgkit core: the small Game, its set-up, and its adapters.

Where things are: the turn in :mod:`.turn` and :mod:`.flow`, binding in :mod:`.binding`, special beings in
:mod:`.special`, combat in :mod:`.combat`, arcana/seals/landmarks in :mod:`.lasting`, the response stack in
:mod:`.responses`, abilities in :mod:`.abilities`, modes in :mod:`.modes`, the effect vocabulary in
:mod:`.primitives`, the card format and its checker in :mod:`.carddata`, decks in :mod:`.decks`, the view in
:mod:`.view`, agents in :mod:`.agents`, scenarios in :mod:`.scenario`. Docs: docs/games/soulbound_arkana.md (rules,
rulings, the glossary of seed terms, writing and checking cards).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from tcgkit.core import ALL, DeckProblem, Game, TcgkitError
from tcgkit.core.game import SearchHints
from tcgkit.games.soulbound_arkana import decks as _decks
from tcgkit.games.soulbound_arkana.agents import GreedyAgent, evaluate
from tcgkit.games.soulbound_arkana.carddata import load_shipped, read_cards
from tcgkit.games.soulbound_arkana.flow import FLOWS
from tcgkit.games.soulbound_arkana.kinds import KINDS
from tcgkit.games.soulbound_arkana.modes import MODES
from tcgkit.games.soulbound_arkana.options import SoulboundOptions
from tcgkit.games.soulbound_arkana.primitives import VOCAB
from tcgkit.games.soulbound_arkana.scenario import SoulboundScenarios
from tcgkit.games.soulbound_arkana.match import START_BP, START_HAND, START_SP, ZONES, SoulboundMatch, ZoneIds
from tcgkit.games.soulbound_arkana.turn import draw, start_turn
from tcgkit.games.soulbound_arkana.presentation import SoulboundPresentation
from tcgkit.games.soulbound_arkana.view import SoulboundView

HERE = Path(__file__).parent
STARTER = HERE / "cards" / "starter.yaml"
DECKS = {name: HERE / "decks" / f"{name}.txt" for name in ("glut_und_flut", "wind_und_schatten", "bollwerk",
                                                            "schattenflut")}
DEFAULT_DECKS = {
    "standard": ("glut_und_flut", "wind_und_schatten"),
    "ffa": ("glut_und_flut", "wind_und_schatten", "bollwerk", "schattenflut"),
    "2v2": ("glut_und_flut", "wind_und_schatten", "bollwerk", "schattenflut"),
}
"""Shipped decks per mode, in seat order (2 vs 2: seats 0 and 2 are a team)."""


@lru_cache(maxsize=1)
def _starter() -> dict:
    return load_shipped(STARTER)


class SoulboundGame(Game):
    """Soulbound Ærkana: rules + options + the starter set.

    Modes (``new_match(decks, seed, mode=..., first_player=...)``): ``standard`` (1 vs 1), ``ffa`` (3 or 4 players,
    each for themselves), ``2v2`` (seats 0 & 2 against 1 & 3). ``first_player`` defaults to a coin toss.
    """

    id = "soulbound_arkana"
    title = "Soulbound Ærkana"
    # 2: a player who is out loses all their cards; a fusion by an arcanum pays its binding (issue 16)
    rules_version = "2"
    Options = SoulboundOptions
    kinds = KINDS
    vocabulary = VOCAB
    view_class = SoulboundView
    Presentation = SoulboundPresentation
    Scenarios = SoulboundScenarios

    def load_pool(self) -> dict:
        return _starter()

    def modes(self) -> dict[str, int | tuple[int, int]]:
        return {name: mode.seats for name, mode in MODES.items()}

    # -------------------------------------------------------------------------------------------- matches

    def blank_match(self, n: int, seed: int, mode: str = "standard", log_events: bool = True) -> SoulboundMatch:
        """A match with its zones and state but no cards and no turn yet (set-up and scenarios place the cards).

        Raises:
            TcgkitError: an unknown mode, or a number of players the mode does not take.
        """
        if mode not in MODES:
            raise TcgkitError(f"soulbound_arkana has no mode {mode!r}; its modes are: {', '.join(MODES)}")
        md = MODES[mode]
        lo, hi = (md.seats, md.seats) if isinstance(md.seats, int) else md.seats
        if not lo <= n <= hi:
            raise TcgkitError(f"soulbound_arkana mode {mode!r} takes {lo if lo == hi else f'{lo} to {hi}'} decks, "
                              f"{n} given")
        m = SoulboundMatch(self, ZONES, n, seed, teams=md.teams(n), log_events=log_events)
        m.init_effects()
        m.init_flow(FLOWS[mode])
        m.pos, m.fresh, m.attacked, m.changed, m.attached = [], [], [], [], []
        m.bp, m.sp = [START_BP] * n, [START_SP] * n
        m.locks, m.chain = [], []
        m.turn_number = m.bindings_left = m.cards_played = m.out = 0
        m.prep_done = m.bind_done = m.turn_done = False
        m.mode, m.opts, m.zid = md, self.options.plain(), ZoneIds.of(m)  # read on every step: a plain record
        m.ability_spots = tuple(frozenset() for _ in range(n))
        m.flow_actors = ()
        m.opponent_order = tuple(tuple(q for q in ((p + i) % n for i in range(1, n)) if m.team_of[q] != m.team_of[p])
                                 for p in range(n))
        return m

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, mode: str | None = None,
                     first_player: int | None = None, **setup: Any) -> SoulboundMatch:
        """Seat the decks, shuffle them into the match (cards enter in a shuffled order, so a card's uid tells
        nothing about it), and schedule the set-up.

        Raises:
            TcgkitError: bad mode, deck count, ``first_player`` or an unknown setting.
        """
        if setup:
            raise TcgkitError(f"unknown match setting(s) {', '.join(sorted(setup))} (known: mode, first_player)")
        m = self.blank_match(len(decks), seed, mode or "standard", log_events)
        if first_player is not None and (not isinstance(first_player, int) or not 0 <= first_player < len(decks)):
            raise TcgkitError(f"first_player must be a seat from 0 to {len(decks) - 1}")
        for p, deck in enumerate(decks):
            for cards, zone in ((deck.main, m.zid.deck[p]), (deck.special, m.zid.special_deck[p])):
                order = list(cards)
                for i in range(len(order) - 1, 0, -1):  # the shuffle (seed 002 Allgemeine Regeln 6)
                    j = m.rand_below(i + 1)
                    order[i], order[j] = order[j], order[i]
                for d in order:
                    m.add_card(d, p, zone)
        m.index_cards()
        m.then((setup_frame, first_player if first_player is not None else -1))
        return m

    # -------------------------------------------------------------------------------------------- decks

    def deck_file_formats(self) -> tuple:
        """The decklist format (docs/games/soulbound_arkana.md#decks), with user cards from a ``cards:`` header."""
        return _decks.file_formats(self.pool)

    def validate_deck(self, deck: Any, format: str | None = None) -> list[DeckProblem]:
        """Deck rules of seed 002 (Allgemeine Regeln 2–3): 40–60 main, ≤ 10 special, ≤ 3 copies or the printed
        limit.

        Raises:
            ValueError: a format other than ``None`` or ``standard``.
        """
        if format not in (None, "standard"):
            raise ValueError(f"soulbound_arkana has one deck format, standard; not {format!r}")
        return _decks.validate(deck)

    def deck_to_json(self, deck: _decks.SoulboundDeck) -> Any:
        return _decks.to_json(deck)

    def deck_from_json(self, data: Any) -> _decks.SoulboundDeck:
        return _decks.from_json(data, self.pool)

    def default_decks(self, mode: str | None = None) -> list[_decks.SoulboundDeck]:
        """The shipped decks for ``mode`` (default ``standard``), one per seat.

        Raises:
            ValueError: an unknown mode.
        """
        names = DEFAULT_DECKS.get(mode or "standard")
        if names is None:
            raise ValueError(f"soulbound_arkana has no mode {mode!r}; its modes are: {', '.join(MODES)}")
        return [self.load_deck(DECKS[n]) for n in names]

    def check_cards(self, path: str | Path) -> list[DeckProblem]:
        """Every problem of a user card file: unknown keys, effects outside the vocabulary, special beings without
        materials or net value, stats outside the scale, ids already taken (errors), and design-guideline warnings
        — each with its line (docs/games/soulbound_arkana.md#checking-a-card)."""
        return read_cards(path, known=self.pool)[1]

    def agents(self) -> dict[str, Any]:
        return {"greedy": GreedyAgent}

    def search_hints(self) -> SearchHints:
        """Greedy rollouts cut off after 10 decisions and scored by the evaluation (``agents.evaluate``): random
        moves (attacks into stronger beings, tributes of the best ones) swamp the evaluation, and 10 decisions (a
        turn takes about 5) reach through the opponent's answering turn, where most swings happen (docs/agents.md)."""
        return SearchHints(evaluate, "greedy", depth=10, iterations=120)


def setup_frame(m: SoulboundMatch, first: int) -> None:
    """Each player draws five; a coin decides who starts (seed 002 Allgemeine Regeln 5–6), whose turn begins."""
    if first < 0:
        first = m.rand_below(m.n_players)
    for p in range(m.n_players):
        for _ in range(START_HAND):
            draw(m, p)
    m.emit("first_player", ALL, player=first)
    start_turn(m, first)

