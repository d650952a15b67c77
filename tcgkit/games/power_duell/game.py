"""Power Duell (seed 003) on tcgkit's core: the small Game.

Where the rules live: the turn table in ``flow.py``; the energy account and the sacrifice phase in ``energy.py``;
the activation phase in ``activation.py`` and the fields in ``field.py``; the battle phase and the attack procedure
in ``battle.py`` and the seed's damage calculation in ``damage.py``; the clear phase and card lifetimes in
``clear.py``; effect ranks and totals in ``ranks.py``; the timings in ``triggers.py`` and the continuous effects in
``statics.py``; losing in ``losing.py``; the effect vocabulary in ``primitives.py``; card definitions in
``carddef.py``, card files in ``carddata.py``, the card compiler in ``cards/compile.py`` and the design guidelines
in ``authoring.py``. Docs: docs/games/power_duell.md.

Glossary (seed 003 and rules/power_duell.md → code): Schutzgott(karte) → guardian god; Wirkung → effect;
Spezial-Wirkung → special effect; Monsterkarte → monster; Schutz-Monsterkarte → shield monster; Energiekarte →
energy card (normal; Zeit → timed; Dauer → lasting; Ausrüstung → equipment; Beschwörung → summoning, wiederbelebende
Beschwörung → reviving summon; Handeffekt → hand effect; Gravitation → gravitation); Lebenspunkte (LP) → life
points; Angriffspunkte (AP) → attack points; Verteidigungs-/Defensivpunkte (DP) → defense points; Schadenspunkte →
damage points; Energiepunkte-Konto → energy account; Energiepunkte-Wert für Angriff → attack cost; Aktivierung &
Opferung (A&O) → activation & sacrifice value; OPF → sacrifice yield; ACT → activation cost; Phasenanzeige (PHA) →
phase counter / expiry counter; Grund-Energiepunktewert (GEP) → base energy points; Startphase → start phase;
Bereitschaftsphase → readiness phase; Opfer-Phase → sacrifice phase; Aktivierungsphase → activation phase;
Kampfphase → battle phase; Clearphase (Räumphase) → clear phase; Schadensberechnung → damage calculation;
zwangsaktiviert → forcibly activated; offen/verdeckt → face up/face down; Friedhof → graveyard; Opferfeld →
sacrifice field; FELD A–J → fields A–J.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core import DeckProblem, Game, TcgkitError
from tcgkit.core.game import SearchHints
from tcgkit.games.power_duell import decks as _decks
from tcgkit.games.power_duell.agents import GreedyAgent
from tcgkit.games.power_duell.search import SiegeAgent, considers, evaluate, rank
from tcgkit.games.power_duell.authoring import check_card_file
from tcgkit.games.power_duell.cards import starter_pool
from tcgkit.games.power_duell.flow import TURN
from tcgkit.games.power_duell.kinds import KINDS
from tcgkit.games.power_duell.match import ZONES, PowerDuellMatch, ZoneIds
from tcgkit.games.power_duell.options import PowerDuellOptions
from tcgkit.games.power_duell.primitives import VOCAB
from tcgkit.games.power_duell.presentation import PowerDuellPresentation
from tcgkit.games.power_duell.scenario import PowerDuellScenarios
from tcgkit.games.power_duell.turn import setup
from tcgkit.games.power_duell.view import PowerDuellView

DECK_DIR = Path(__file__).with_name("decks")
DEFAULT_DECKS = (DECK_DIR / "glut.txt", DECK_DIR / "gezeiten.txt")
_ZONE_IDS: list[ZoneIds] = []


class PowerDuellGame(Game):
    """Power Duell: rules + options + the starter set (rules/power_duell.md §11)."""

    id = "power_duell"
    title = "Power Duell"
    rules_version = "1"
    Options = PowerDuellOptions
    kinds = KINDS
    vocabulary = VOCAB
    view_class = PowerDuellView
    Presentation = PowerDuellPresentation

    Scenarios = PowerDuellScenarios

    def load_pool(self) -> dict[str, Any]:
        """The shipped cards by id (the starter set)."""
        return starter_pool()

    # ------------------------------------------------------------------------------------------- matches

    def blank_match(self, seed: int, log_events: bool = True) -> PowerDuellMatch:
        """An empty match (no cards, no set-up frames): the base of :meth:`create_match` and of scenarios."""
        m = PowerDuellMatch(self, ZONES, 2, seed, log_events=log_events)
        if not _ZONE_IDS:
            _ZONE_IDS.append(ZoneIds(m))
        m.Z = _ZONE_IDS[0]
        m.zone_owner = m.Z.owner
        m.init_effects()
        m.init_flow(TURN)
        m.place, m.lp_damage, m.dp_damage, m.attacks_made, m.link, m.counter = [], [], [], [], [], []
        m.account, m.damage, m.board = [0, 0], [0, 0], [-1] * 12
        m.first_turn_done, m.monsters_activated = [0, 0], [0, 0]
        m.turn_number, m.start_turn, m.done_step, m.attack, m.lp_check, m.active = 0, False, -1, (), False, 0
        return m

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup_: Any) -> PowerDuellMatch:
        """Both players' guardian gods in reserve, their monster and energy decks shuffled (uids are given in a
        shuffled order, so a uid says nothing about a hidden card).

        Raises:
            TcgkitError: not two decks, a deck without exactly one guardian god, or unknown settings.
        """
        if setup_.get("mode", "standard") != "standard" or set(setup_) - {"mode"}:
            raise TcgkitError(f"power_duell has one mode, standard, and no settings; got {setup_!r}")
        if len(decks) != 2:
            raise TcgkitError(f"power_duell needs 2 decks, got {len(decks)}")
        m = self.blank_match(seed, log_events)
        for p, deck in enumerate(decks):
            if len(deck.guardians) != 1:
                raise TcgkitError(f"deck {p + 1} ({deck.name or 'unnamed'}) names {len(deck.guardians)} guardian "
                                  f"gods; exactly one is required")
            m.add_card(deck.guardians[0], p, m.Z.reserve[p])
            cards = [(c, m.Z.monster_deck[p]) for c in deck.monsters] + [(c, m.Z.energy_deck[p]) for c in deck.energy]
            for i in range(len(cards) - 1, 0, -1):
                j = m.rand_below(i + 1)
                cards[i], cards[j] = cards[j], cards[i]
            for card, zone in cards:
                m.add_card(card, p, zone)
        m.then((setup,))
        return m

    # ------------------------------------------------------------------------------------------- decks

    def deck_file_formats(self) -> tuple:
        """The decklist format (docs/games/power_duell.md#decks); a ``cards:`` header adds a user card file."""
        return _decks.file_formats(self.pool, self.options.planets)

    def validate_deck(self, deck: Any, format: str | None = None) -> list[DeckProblem]:
        """Every deck rule the deck breaks, with line and rule (one guardian god, 15–30 + 15–30 cards, ≤ 3 copies)."""
        return _decks.validate(deck, self.options)

    def deck_to_json(self, deck: _decks.PowerDuellDeck) -> Any:
        return _decks.deck_to_json(deck)

    def deck_from_json(self, data: Any) -> _decks.PowerDuellDeck:
        return _decks.deck_from_json(data, self.pool)

    def default_decks(self, mode: str | None = None) -> list[_decks.PowerDuellDeck]:
        """The two proposed decks of rules/power_duell.md §11: Glut and Gezeiten."""
        return [self.load_deck(p) for p in DEFAULT_DECKS]

    def agents(self) -> dict[str, Any]:
        return {"greedy": GreedyAgent}

    def search_hints(self) -> SearchHints:
        """Greedy rollouts cut off after 8 decisions and scored by the evaluation (``search.evaluate``): random
        moves (attacks on one's own monsters, sacrificing the hand) swamp the evaluation (docs/agents.md). Fewer
        iterations than elsewhere: a match asks each player some 200 decisions. The siege agent's move is favoured at
        the root (``prior``, ``prior_agent``): greedy's, which the evaluation cannot tell apart in many decisions
        (the order of triggers, destroying one's own energy cards early), but in a stalemate behind shields a siege
        of the wall that falls first, a plan of many turns no rollout reaches. The evaluation weighs damage points
        apart far above the board (the turn limit decides these matches by them) and sees a deck-out coming; attacks
        on one's own monsters are not weighed (``search.considers``; docs/games/power_duell.md#agents)."""
        return SearchHints(evaluate, "greedy", depth=8, iterations=50, prior=True, prior_agent=SiegeAgent,
                           considers=considers, rank=rank)

    # ------------------------------------------------------------------------------------------- card authoring

    def check_cards(self, path: str | Path) -> list[DeckProblem]:
        """Every problem of a user card file: rule errors (the card format, the rules of §1) and the publisher's
        design guidelines as warnings (docs/games/power_duell.md#writing-a-card), each with its line."""
        return check_card_file(path, self.pool, self.options)
