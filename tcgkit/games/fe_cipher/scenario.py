"""FE Cipher's scenario keys (docs/scenarios.md for the shared envelope; docs/games/fe_cipher.md "Scenarios").

``setup``::

    active: 0            # whose turn (default 0)
    turn: 3              # turn number (default 3; turn 1 is the first player's first turn)
    first_player: 0      # default 0
    step: action         # where the position starts: start_of_turn, bond, deployment, action or end (default action)
    seed: 0              # the match's seed (shuffles, a random first player)
    players:
      - hand: [B01-003]                          # card ids
        deck: [S02-003, B01-029]                 # bottom first (the last is the top card), or a number of fillers
        orbs: 5                                  # a number of fillers, or card ids
        retreat: [B01-019]
        bonds: [B01-019, {card: B01-020, face_down: true}]
        front_line: [{card: B01-003, main_character: true, tapped: true, class_changed: true,
                      stack: [B01-003]}]         # stack: the cards beneath, bottom first
        back_line: [S02-004]
        spent: 0                                 # cost already paid this turn

A unit item is an id or a mapping. Without ``main_character: true`` the first Front Line unit is the Main
Character. Fillers are B01-061 (Frederick: support 20, no support skill). User-made cards (carddata.py format, e.g.
the seed's Ike and Byleth) are the envelope's ``cards``; a scenario that starts from decklists (``decks``) plays the
set-up: the Main Character choice when a deck names none, the hands, the mulligans, the orbs. ``expect`` adds
``active``, ``turn``, ``step``, ``spent`` (per player), ``in_combat`` and, per card, ``attack`` (its attack now; battle
power in its combat), ``tapped``, ``class_changed``, ``main_character``, ``line``, ``stack`` (ids, top first),
``face_down``, ``range`` (e.g. ``"1-2"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import ScenarioError
from tcgkit.core.effects import refresh_continuous
from tcgkit.core.scenario import ScenarioAdapter, mismatch
from tcgkit.games.fe_cipher import properties as props
from tcgkit.games.fe_cipher.carddef import RANGE_BITS
from tcgkit.games.fe_cipher.deckfiles import deck_from_text
from tcgkit.games.fe_cipher.carddata import compile_user_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

FILLER = "B01-061"
PLAYER_KEYS = ("hand", "deck", "orbs", "retreat", "bonds", "front_line", "back_line", "spent", "support")
SETUP_KEYS = ("active", "turn", "first_player", "step", "seed", "players")
UNIT_KEYS = ("card", "main_character", "tapped", "class_changed", "stack", "attacked")
STEPS = ("start_of_turn", "bond", "deployment", "action", "end")


def _int(spec: dict, key: str, default: int, lo: int, hi: int, where: str) -> int:
    v = spec.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ScenarioError(f"{where}.{key}: a whole number from {lo} to {hi}, not {v!r}")
    return v


class FEScenarios(ScenarioAdapter):
    """Builds positions from ``setup`` and checks FE Cipher's own ``expect`` keys."""

    zone_aliases = {"front": "front_line", "back": "back_line"}

    def __init__(self, game) -> None:
        super().__init__(game)
        self.raw_cards: tuple = ()  # the scenario's own cards as written (carried by its decks, as a cards: header's)
        self.user_defs: dict = {}

    def build(self, setup: dict, source: str):
        if not isinstance(setup, dict):
            raise ScenarioError(f"{source}: setup must be a mapping")
        bad = sorted(set(setup) - set(SETUP_KEYS))
        if bad:
            raise ScenarioError(f"{source}: unknown setup key(s) {', '.join(bad)} (known: {', '.join(SETUP_KEYS)})")
        m = self.game.blank_match(_int(setup, "seed", 0, 0, 2**62, source))
        players = setup.get("players") or [{}, {}]
        if not isinstance(players, list) or len(players) != 2:
            raise ScenarioError(f"{source}.players: a list of 2 players")
        for p, spec in enumerate(players):
            if spec is not None and not isinstance(spec, dict):
                raise ScenarioError(f"{source}.players[{p}]: a player is a mapping of zones")
            self._player(m, p, spec or {}, f"{source}.players[{p}]")
        m.active = _int(setup, "active", 0, 0, 1, source)
        m.first_player = _int(setup, "first_player", 0, 0, 1, source)
        m.turn_number = _int(setup, "turn", 3, 1, 10_000, source)
        step = setup.get("step", "action")
        if step not in STEPS:
            raise ScenarioError(f"{source}.step: one of {', '.join(STEPS)}, not {step!r}")
        refresh_continuous(m)
        m.flow.enter_named(m, step)
        m.run()
        return m

    def user_cards(self, cards: list, where: str) -> None:
        """The scenario's own cards, in the user card format (docs/games/fe_cipher.md#user-made-cards)."""
        from tcgkit.core.effects import CompileError
        try:
            self.user_defs = compile_user_cards(tuple(cards), where)
        except (CompileError, TypeError, ValueError) as exc:
            raise ScenarioError(f"{where}: {exc}") from None
        self.raw_cards = tuple(cards)
        self.cards = {**self.game.pool, **self.user_defs}

    def deck(self, text: str, where: str):
        """A decklist text (docs/games/fe_cipher.md#decks), the scenario's cards known."""
        return deck_from_text(text, where, user_cards=self.raw_cards, user_defs=self.user_defs)

    def _card(self, m: "FEMatch", p: int, cid: Any, zone: int, where: str) -> int:
        cards = self.cards
        if not isinstance(cid, str) or cid not in cards:
            raise ScenarioError(f"{where}: unknown card {cid!r}")
        return m.add_card(cards[cid], p, zone)

    def _player(self, m: "FEMatch", p: int, spec: dict, where: str) -> None:
        bad = sorted(set(spec) - set(PLAYER_KEYS))
        if bad:
            raise ScenarioError(f"{where}: unknown key(s) {', '.join(bad)} (known: {', '.join(PLAYER_KEYS)})")
        for key, zone in (("deck", m.z_deck[p]), ("orbs", m.z_orbs[p]), ("hand", m.z_hand[p]),
                          ("retreat", m.z_retreat[p]), ("support", m.z_support[p])):
            items = spec.get(key, 5 if key == "orbs" else 10 if key == "deck" else [])
            if isinstance(items, int) and not isinstance(items, bool) and 0 <= items <= 200:
                items = [FILLER] * items
            if not isinstance(items, list):
                raise ScenarioError(f"{where}.{key}: a list of card ids" + (" or a number" if key in ("deck", "orbs")
                                                                            else ""))
            for i, cid in enumerate(items):
                self._card(m, p, cid, zone, f"{where}.{key}[{i}]")
        for key in ("bonds", "front_line", "back_line"):
            if not isinstance(spec.get(key, []), list):
                raise ScenarioError(f"{where}.{key}: a list")
        for i, item in enumerate(spec.get("bonds", [])):
            item = item if isinstance(item, dict) else {"card": item}
            u = self._card(m, p, item.get("card"), m.z_bonds[p], f"{where}.bonds[{i}]")
            m.face_down[u] = 1 if item.get("face_down") else 0
        mc = first_front = -1
        for key, zone in (("front_line", m.z_front[p]), ("back_line", m.z_back[p])):
            for i, item in enumerate(spec.get(key, [])):
                w = f"{where}.{key}[{i}]"
                item = item if isinstance(item, dict) else {"card": item}
                bad = sorted(set(item) - set(UNIT_KEYS))
                if bad:
                    raise ScenarioError(f"{w}: unknown key(s) {', '.join(bad)} (known: {', '.join(UNIT_KEYS)})")
                under = -1
                for j, cid in enumerate(item.get("stack", [])):
                    s = self._card(m, p, cid, m.z_stacks[p], f"{w}.stack[{j}]")
                    m.below[s] = under
                    under = s
                u = self._card(m, p, item.get("card"), zone, w)
                m.below[u] = under
                m.tapped[u] = 1 if item.get("tapped") else 0
                m.attacked[u] = 1 if item.get("attacked") else 0
                m.class_changed[u] = 1 if item.get("class_changed") else 0
                if item.get("main_character"):
                    mc = u
                elif mc < 0 and key == "front_line":
                    first_front = u if first_front < 0 else first_front
        m.mc[p] = mc if mc >= 0 else first_front
        m.spent[p] = _int(spec, "spent", 0, 0, 100, where)

    # -------------------------------------------------------------------------------------------- expect

    def expect(self, m: "FEMatch", key: str, want: Any, where: str):
        if key == "active":
            return mismatch(where, want, m.active)
        if key == "turn":
            return mismatch(where, want, m.turn_number)
        if key == "step":
            return mismatch(where, want, m.step)
        if key == "spent":
            return mismatch(where, want, list(m.spent))
        if key == "in_combat":
            return mismatch(where, want, m.attacker >= 0)
        return None

    def card_expect(self, m: "FEMatch", uid: int, key: str, want: Any, where: str):
        if key == "attack":
            got = props.battle_power(m, uid) if uid in (m.attacker, m.defender) else props.unit_attack(m, uid)
            return mismatch(where, want, got)
        if key == "tapped":
            return mismatch(where, want, bool(m.tapped[uid]))
        if key == "class_changed":
            return mismatch(where, want, bool(m.class_changed[uid]))
        if key == "main_character":
            return mismatch(where, want, m.is_mc(uid))
        if key == "line":
            return mismatch(where, want, m.line(uid) or None)
        if key == "stack":
            return mismatch(where, want, [m.card_def[u].id for u in m.stack_of(uid)])
        if key == "face_down":
            return mismatch(where, want, bool(m.face_down[uid]))
        if key == "range":
            mask = props.range_mask(m, uid)
            ds = [d for d, b in RANGE_BITS.items() if mask & b]
            text = "–" if not ds else str(ds[0]) if len(ds) == 1 else f"{ds[0]}-{ds[-1]}"
            return mismatch(where, want, text)
        return None

    def expect_keys(self) -> tuple[str, ...]:
        return ("active", "turn", "step", "spent", "in_combat")

