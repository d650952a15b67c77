"""The Gundam Card Game on tcgkit: hooks only (rules in rules.py, effects in effects.py, docs/games/gundam.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.decklist import DeckEntry
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem, Game
from tcgkit.core.match import Match
from tcgkit.games.gundam import decks as _decks
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.effects import DURATION_NAMES, keyword_label
from tcgkit.games.gundam.options import GundamOptions
from tcgkit.games.gundam.rules import BREACH, ZONES, GundamMatch
from tcgkit.games.gundam.view import GundamView, render

DECK_DIR = Path(__file__).parent / "decks"
DEFAULT_DECKS = ("seed_blue_white.txt", "seed_green_white.txt")


class GundamGame(Game):
    """Gundam Card Game, 1 vs 1 (rules/gundam.md). Options: :class:`GundamOptions`."""

    id = "gundam"
    title = "Gundam Card Game"
    rules_version = "2"
    Options = GundamOptions
    view_class = GundamView

    # ---------------------------------------------------------------------------------------- matches

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """Build a match of two decks and schedule set-up (rules/gundam.md §1.2).

        Setup keys: ``mode`` ("standard"), ``first_player`` (0, 1 or "random"; default 0).

        Raises:
            TcgkitError: wrong number of decks, an unknown setup key, or a deck with cards whose effects are not
                implemented yet ("not yet playable", naming them).
        """
        unknown = set(setup) - {"mode", "first_player"}
        if unknown:
            raise TcgkitError(f"unknown gundam setup keys: {', '.join(sorted(unknown))} (known: mode, first_player)")
        mode = setup.get("mode", "standard")
        if mode not in self.modes():
            raise TcgkitError(f"unknown gundam mode {mode!r}; known: {', '.join(self.modes())}")
        if len(decks) != 2:
            raise TcgkitError(f"gundam {mode} needs 2 decks, got {len(decks)}")
        for i, deck in enumerate(decks):
            missing = _decks.not_playable(deck)
            if missing:
                raise TcgkitError(
                    f"deck {i + 1} ({deck.name or 'unnamed'}) is not yet playable: the effects of "
                    f"{', '.join(missing)} are not implemented in tcgkit yet (validation still works)"
                )
        m = GundamMatch(self, ZONES, 2, seed, log_events=log_events)
        m.init_state()
        cards = pool()
        for p, deck in enumerate(decks):
            for num in deck.main():
                m.add_card(cards[num], p, m.z_deck[p])
            for num in deck.resources():
                m.add_card(cards[num], p, m.z_rdeck[p])
        first = setup.get("first_player", 0)
        if first == "random":
            first = m.rand_below(2)
        if first not in (0, 1):
            raise TcgkitError(f"first_player must be 0, 1 or 'random', not {first!r}")
        m.first_player = first
        m.active = first
        m.then(("setup",))
        return m

    # ------------------------------------------------------------------------------------------ decks

    def load_deck(self, path: str | Path) -> _decks.GundamDeck:
        """Read a decklist (``COUNT NUMBER [name]`` / ``NUMBER xN``). Raises DeckError naming file and line."""
        return _decks.load_deck(path)

    def validate_deck(self, deck: Any, format: str | None = None) -> list[DeckProblem]:
        """Deck-building problems (Gundam CR 5-1): 50 main, 10 resources, 4 copies, 2 colours."""
        if format not in (None, "standard"):
            raise TcgkitError(f"unknown gundam deck format {format!r}; known: standard")
        return _decks.validate(deck)

    def deck_to_json(self, deck: Any) -> Any:
        return {"name": deck.name, "cards": [[e.count, e.key] for e in deck.entries]}

    def deck_from_json(self, data: Any) -> Any:
        """Inverse of :meth:`deck_to_json`. Raises DeckError for malformed data or unknown cards."""
        try:
            entries = [DeckEntry(i + 1, int(c), str(k), None) for i, (c, k) in enumerate(data["cards"])]
        except (KeyError, TypeError, ValueError) as exc:
            raise DeckError("<json deck>", None, f"malformed deck data: {exc}") from None
        _decks.check_known(entries, "<json deck>")
        return _decks.GundamDeck(tuple(entries), str(data.get("name", "")))

    # ------------------------------------------------------------------------------------- narration

    def describe_action(self, match: Match, action: tuple) -> str:
        """A short description, e.g. "deploy ReZEL (2)", "attack player 1 with Gundam"."""
        def nm(u: int) -> str:
            return f"{match.card_def[u].name}"

        kind = action[0]
        if kind == "deploy":
            return f"deploy {nm(action[1])} (cost {match.cost_of(action[1])})"
        if kind == "pair":
            return f"pair {nm(action[1])} with {nm(action[2])}"
        if kind == "command":
            return f"play {nm(action[1])}"
        if kind == "activate":
            return f"use {nm(action[1])}'s ability"
        if kind == "support":
            return f"use <Support> of {nm(action[1])}"
        if kind == "attack_player":
            return f"attack player {action[2]} with {nm(action[1])}"
        if kind == "attack_unit":
            return f"attack {nm(action[2])} with {nm(action[1])}"
        if kind in ("target", "block", "discard", "trash", "top"):
            return f"{kind} {nm(action[1])}"
        if kind in ("burst", "no_burst"):
            return f"{'use' if kind == 'burst' else 'do not use'} the Burst of {nm(action[1])}"
        if kind == "trigger":
            if action[2] == BREACH:
                return f"resolve the <Breach> of {nm(action[1])} first"
            return f"resolve {nm(action[1])}'s effect first"
        return {"end_main": "end the main phase", "pass": "pass", "keep": "keep the hand",
                "mulligan": "mulligan", "no_block": "do not block", "decline": "decline", "yes": "yes",
                "no": "no", "cancel": "cancel"}.get(kind, " ".join(str(x) for x in action))

    def describe_event(self, match: Match, event: tuple) -> str | None:
        """One line per event worth narrating (names from the card pool; the caller filters by visibility)."""
        kind, _vis, d = event
        p = d.get("player")

        def nm(key: str = "uid") -> str:
            u = d.get(key, -1)
            return match.card_def[u].name if isinstance(u, int) and u >= 0 else "?"

        if kind == "attack":
            target = f"player {d['target_player']}" if d["target_player"] >= 0 else nm("target_unit")
            return f"player {p} attacks {target} with {nm()}"
        texts = {
            "turn": lambda: f"— turn {d.get('turn')}: player {p} —",
            "keep": lambda: f"player {p} keeps the hand",
            "mulligan": lambda: f"player {p} mulligans",
            "draw": lambda: f"player {p} draws {nm()}" if "uid" in d else f"player {p} draws a card",
            "resource": lambda: f"player {p} places a resource ({'rested' if d.get('rested') else 'active'})",
            "ex_resource_spent": lambda: f"player {p} spends an EX Resource (removed from the game)",
            "ex_resource_not_placed": lambda: f"player {p} cannot place another EX Resource (limit)",
            "rest": lambda: f"{nm()} is rested",
            "set_active": lambda: f"{nm()} is set as active",
            "recover": lambda: f"{nm()} recovers {d.get('amount')} HP",
            "modify": lambda: f"{nm()} gets AP{d.get('ap'):+d}/HP{d.get('hp'):+d} {DURATION_NAMES.get(d.get('duration'), '')}",
            "grant_keyword": lambda: f"{nm()} gains {keyword_label(d.get('keyword', ''), d.get('value') or 0)} "
            f"{DURATION_NAMES.get(d.get('duration'), '')}",
            "look": lambda: f"player {p} looks at the top {d.get('count')} cards of the deck",
            "deck_ordered": lambda: f"player {p} puts {d.get('top')} card on top and {d.get('bottom')} at the bottom",
            "to_hand": lambda: f"{nm()} goes to player {p}'s hand",
            "shield_guard": lambda: f"player {p}'s shields are guarded against Lv.{d.get('level_le')} or lower units",
            "shield_guarded": lambda: f"the shield area of player {p} takes no damage",
            "deploy": lambda: f"player {p} deploys {nm()}",
            "pair": lambda: f"player {p} pairs {nm('pilot')} with {nm('unit')}",
            "link": lambda: f"{nm('unit')} is a Link Unit",
            "command": lambda: f"player {p} plays {nm()}",
            "activate": lambda: f"player {p} uses {nm()}",
            "support": lambda: f"player {p} uses {keyword_label('support', d.get('value') or 0)} of {nm()}",
            "block": lambda: f"player {p} blocks with {nm()}",
            "damage": lambda: f"{nm()} takes {d.get('amount')} damage",
            "destroyed": lambda: f"{nm()} is destroyed",
            "shield_destroyed": lambda: f"player {p} loses a shield ({nm()})",
            "burst": lambda: f"player {p} uses the Burst of {nm()}",
            "breach": lambda: f"{keyword_label('breach', d.get('value') or 0)} of {nm()}",
            "discard": lambda: f"player {p} discards {nm()}",
            "return_to_hand": lambda: f"{nm()} returns to player {p}'s hand",
            "trash_at_limit": lambda: f"player {p} trashes {nm()} to make room",
            "shield_to_hand": lambda: f"player {p} puts a shield into the hand"
            + (f" ({nm()})" if "uid" in d else ""),
            "ex_resource": lambda: f"player {p} places an EX Resource",
            "repair": lambda: f"{nm()} repairs {d.get('amount')}",
            "battle_damage": lambda: f"player {p} takes battle damage with no shield area left",
            "game_over": lambda: f"game over: winners {d.get('winners')} ({d.get('reason')})",
            "concede": lambda: f"player {p} concedes",
        }
        f = texts.get(kind)
        return f() if f else None

    def agents(self) -> dict[str, Any]:
        from tcgkit.games.gundam.agents import GreedyAgent

        return {"greedy": lambda seed=0: GreedyAgent(seed)}

    # ------------------------------------------------------------------------------------------ tools

    def modes(self) -> dict[str, int | tuple[int, int]]:
        return {"standard": 2}

    def default_decks(self, mode: str | None = None) -> list[Any]:
        """The seed's two decks (seed 000, 'Empfohlene Decks'; OCR corrected), shipped in ``decks/``."""
        return [self.load_deck(DECK_DIR / name) for name in DEFAULT_DECKS]

    def render(self, view: Any) -> Any:
        return render(view)

    def summary(self, match: Match) -> dict[str, Any]:
        return {"turns": match.turn_number}

    # -------------------------------------------------------------------------------------- scenarios

    def scenario_match(self, spec: dict, source: str) -> Match:
        from tcgkit.games.gundam.scenarios import build

        return build(self, spec, source)

    def scenario_action(self, match: Match, item: Any, source: str) -> tuple:
        from tcgkit.games.gundam.scenarios import action

        return action(match, item, source)

    def scenario_check(self, match: Match, expect: dict, source: str) -> list[str]:
        from tcgkit.games.gundam.scenarios import check

        return check(match, expect, source)
