"""GWENT (The Legendary Card Game, with the variants of seed 004) on the tcgkit core: the Game hooks.

Thin by design: the rules are in ``rules.py`` (and the automaton in ``solo.py``), the card vocabulary in
``effects.py``, decklists in ``decks.py``, the view in ``view.py``, agents in ``agents.py``, scenario vocabulary in
``scenario.py``. Docs: docs/games/gwent.md.

Glossary (seed 004 → our terms): Anführer → leader, Edelstein(marker) → gem, Heiler → medic, Spion → spy,
Finte → decoy, Verbrennen → scorch, Musterung → muster, Enge Bindung → tight bond, Moral → morale boost,
Horn des Kommandanten → commander's horn, Gewandtheit → agile, Held → hero, Wetterkarte → weather card,
Gutes Wetter → Clear Weather, Ablagestapel → discard pile, Nebendeck → side deck, Gesamtstärke → total strength,
Fraktionsfähigkeit → faction ability, Reihe → row, passen → pass.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.errors import DeckError
from tcgkit.core.game import DeckProblem, Game
from tcgkit.core.match import Action, Event, Match
from tcgkit.games.gwent import decks as _decks
from tcgkit.games.gwent.effects import ROWS, load_pool
from tcgkit.games.gwent.options import GwentOptions
from tcgkit.games.gwent.rules import MODES, build_match
from tcgkit.games.gwent.view import GwentView, render

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
    rules_version = "2"
    Options = GwentOptions
    view_class = GwentView

    def __init__(self, options: GwentOptions | dict | None = None) -> None:
        super().__init__(options)
        self.pool = load_pool()

    # ------------------------------------------------------------------------------------------- matches

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """See :func:`tcgkit.games.gwent.rules.build_match` (raises TcgkitError on a bad mode or deck count)."""
        return build_match(self, decks, seed, log_events=log_events, **setup)

    def modes(self) -> dict[str, int | tuple[int, int]]:
        return dict(MODES)

    # ------------------------------------------------------------------------------------------- decks

    def load_deck(self, path: str | Path) -> _decks.GwentDeck:
        """Read a decklist file (format: docs/games/gwent.md#deck-format).

        Raises:
            DeckError: unreadable file, bad line, unknown card (file and line named).
        """
        return _decks.read_deck(path, self.pool)

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
            for k, group in enumerate((decks[:3], decks[3:])):
                for pr in _decks.validate_set(group, "tournament", self.pool, self.options):
                    msg = pr.message
                    if msg.startswith("deck ") and msg[5].isdigit():  # "deck N: ..." of the player's set
                        msg = f"deck {int(msg[5]) + 3 * k}{msg[6:]}"
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
            DeckError: an unknown card id.
        """
        def card(cid: str):
            c = self.pool.by_id.get(cid)
            if c is None:
                raise DeckError("<json deck>", None, f"unknown card id {cid!r}")
            return c
        leader = card(data["leader"]) if data.get("leader") else None
        return _decks.GwentDeck(leader, tuple(card(c) for c in data["cards"]), data.get("name", ""))

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

    # ------------------------------------------------------------------------------------------- narration

    def _name(self, match: Match, uid: int) -> str:
        return match.card_def[uid].name

    def describe_action(self, match: Match, action: Action) -> str:
        kind = action[0]
        if kind in ("unit", "horn", "mardroeme"):
            return f"play {self._name(match, action[1])} to the {ROWS[action[2]]} row"
        if kind == "spy":
            return f"play spy {self._name(match, action[1])} to side {action[3]}'s {ROWS[action[2]]} row"
        if kind == "decoy":
            return f"decoy: take back {self._name(match, action[2])}"
        if kind in ("scorch", "weather"):
            return f"play {self._name(match, action[1])}"
        if kind == "leader":
            p = match.pending.player if match.pending else 0
            return f"use leader {match.card_def[match.leader_uid[p]].name}"
        if kind in ("redraw", "pick", "take", "discard"):
            return f"{kind} {self._name(match, action[1])}"
        if kind == "first":
            return f"seat {action[1]} goes first"
        if kind == "target_player":
            return f"target player {action[1]}"
        if kind == "deck":
            return f"choose deck {action[1] + 1}"
        if kind == "keep":
            return "keep the hand"
        if kind == "none":
            return "revive nothing"
        return " ".join(str(x) for x in action)

    def describe_event(self, match: Match, event: Event) -> str | None:
        """One line of narration per event worth telling (``None`` for bookkeeping events).

        Seats are ``P0``, ``P1`` …; a side is a board half (a team in 2v2). Hidden cards are named only in the
        detailed version of a secret event (see ``Match.emit_secret``)."""
        kind, _vis, d = event
        card = self._card_name(d.get("card"))
        who = f"P{d['player']}" if "player" in d else ""
        text = _NARRATION.get(kind)
        if text is None:
            return None
        if kind == "draw":
            return f"{who} draws {card}" if "card" in d else f"{who} draws a card"
        if kind == "look":
            return f"{who} looks at {card} in P{d['of']}'s hand" if "card" in d else f"{who} looks at a card in P{d['of']}'s hand"
        if kind == "special":
            return f"{who} plays {card}" + (f" on the {d['row']} row" if "row" in d else "")
        if kind == "pass":
            return f"{who} passes" + (" (no cards left)" if d.get("auto") else "")
        if kind == "round_end":
            extra = f", gems {d['gems']}" if "gems" in d else f", points {d['points']}" if "points" in d else ""
            return f"round {d['round']} ends: totals {d['totals']}{extra}"
        if kind == "faction_ability":
            return self._faction_line(d, who, card)
        if kind == "decoy":
            return f"{who} takes {card} back into P{d['to']}'s hand with a decoy" if "to" in d else f"{who} takes {card} back with a decoy"
        if kind == "transform":
            return f"{card} transforms into {self._card_name(d.get('into'))}"
        if kind == "game_over":
            return f"game over: winners {d['winners']} ({d['reason']})"
        if kind == "game_over_in_tournament":
            return f"tournament game {d['game']} ends: P{d['winner']} wins ({d['reason']})"
        return text.format(who=who, card=card, **{k: v for k, v in d.items() if k not in ("player", "card")})

    def _card_name(self, card_id: Any) -> str:
        return self.pool.by_id[card_id].name if card_id in self.pool.by_id else str(card_id)

    @staticmethod
    def _faction_line(d: dict, who: str, card: str) -> str:
        faction = d.get("faction")
        if faction == "monsters":
            return f"Monsters keep {card} on side {d.get('side')}" if "card" in d else "Monsters keep no unit"
        if faction == "northern_realms":
            return f"{who} draws a card (Northern Realms)"
        return f"{who} uses the {str(faction).replace('_', ' ').title()} faction ability"

    def agents(self) -> dict[str, Any]:
        from tcgkit.games.gwent.agents import AutomatonAgent, GreedyAgent
        return {"greedy": GreedyAgent, "automaton": AutomatonAgent}

    # ------------------------------------------------------------------------------------------- tools

    def render(self, view: GwentView) -> Any:
        return render(view)

    def summary(self, match: Match) -> dict[str, Any]:
        """``{"turns", "rounds", "round_log": [[round, totals, winner_sides]], "gems", "points", "mode"}``."""
        return {"turns": match.turn_number, "rounds": match.round, "mode": match.mode,
                "round_log": [[r, list(t), list(w)] for r, t, w in match.round_log],
                "gems": list(match.gems), "points": list(match.points)}

    def scenario_match(self, spec: dict, source: str) -> Match:
        from tcgkit.games.gwent.scenario import scenario_match
        return scenario_match(self, spec, source)

    def scenario_action(self, match: Match, item: Any, source: str) -> Action:
        from tcgkit.games.gwent.scenario import scenario_action
        return scenario_action(match, item, source)

    def scenario_check(self, match: Match, expect: dict, source: str) -> list[str]:
        from tcgkit.games.gwent.scenario import scenario_check
        return scenario_check(match, expect, source)


#: narration templates per event kind (``None``/absent kinds are bookkeeping and stay out of narrated logs);
#: kinds with a custom line in ``describe_event`` map to ``""``
_NARRATION: dict[str, str] = {
    "draw": "", "look": "", "special": "", "pass": "", "round_end": "", "faction_ability": "", "decoy": "",
    "transform": "", "game_over": "", "game_over_in_tournament": "",
    "play": "{who} plays {card} to side {side}'s {row} row",
    "placed": "{card} is placed on side {side}'s {row} row",
    "weather": "{who} plays {card}",
    "clear_weather": "the weather clears",
    "destroy": "{card} is destroyed",
    "muster": "{card} is mustered",
    "revive": "{who} revives {card}",
    "random_revive": "{who} revives {card} (at random)",
    "skellige_revive": "{card} returns to the board (Skellige)",
    "round_start": "— round {round} —",
    "leader": "{who} uses {card}",
    "leader_cancelled": "{who}'s leader ability is cancelled",
    "coin": "coin toss: {result}",
    "first_player": "{who} starts ({how})",
    "scoiatael_decides": "{who} decides who starts (Scoia'tael)",
    "redrew": "{who} redraws a card",
    "discarded": "{who} discards {card}",
    "take": "{who} takes {card}",
    "searched": "{who} searches the deck",
    "agile_move": "{card} moves to the {row} row",
    "deck_choice": "{who} chooses deck {deck}",
    "game_start": "— tournament game {game} —",
    "bot_skip": "the automaton has no card left and skips",
    "bot_discard": "the automaton discards {card}",
    "bot_decoy": "the automaton hides the top card of its deck under a decoy",
    "bot_reveal": "the automaton reveals {card} from under a decoy",
    "bot_leader": "the automaton reveals the leader {card}",
}
