"""Power Duell's scenario vocabulary (docs/scenarios.md, docs/games/power_duell.md#scenarios).

``setup``::

    active: 0                     # whose turn (default 0)
    turn: 3                       # turn number (default 3)
    step: battle_phase            # the step to begin in (default activation_phase; flow.TURN's names)
    start_turn: false             # this turn contained the start phase (no battle phase)
    players:
      - god: PD-G01               # on field A (with first_turn_done: false it waits in reserve)
        account: 5                # energy account
        damage: 0                 # damage points
        hand: [PD-E09]
        monster_deck: [PD-M01]    # bottom first
        energy_deck: []
        D1: PD-M01                # a place: D1–D3, C1–C3; a card id or {card, face: down, lp_damage,
        C1: {card: PD-S01}        #   dp_damage, attacks_made}
        energy_field: [{card: PD-E01, counter: 0, link: D1@1}]    # link: a place of a player
        equipment_field: [{card: PD-E05, link: D1}]               # (default: the card's owner)
        monster_graveyard: []
      energy_graveyard: []
      sacrifice_field: []

Cards of this scenario only (e.g. the seed's examples) are the envelope's ``cards``, in the card format::

    cards: [{id: T-A, name: Monster A, type: monster, planet: Sun, ap: 50, dp: 150, lp: 3000, attack_cost: 3, ao: 1}]

A scenario that starts from decklists (``decks``) plays the set-up: both decks shuffled, the guardian gods in
reserve, the first player chosen.

``expect`` keys: ``account`` and ``damage_points`` (a list per player), ``step``, ``active``, ``turn``; per card
(``cards: {REF: …}``): ``ap``, ``dp``, ``lp``, ``attack_cost`` (totals), ``lp_damage``, ``dp_damage``, ``face``
(``up``/``down``), ``place`` (``D.1``), ``counter``, ``linked`` (``D1@0``), ``attacks_made``. Zones may be named by
their field letters (``E@1`` is ``monster_graveyard@1``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tcgkit.core import ScenarioError
from tcgkit.core.scenario import ScenarioAdapter, mismatch
from tcgkit.games.power_duell.carddef import GUARDIAN_GOD
from tcgkit.games.power_duell.cards.compile import CardError, compile_card
from tcgkit.games.power_duell.decks import PowerDuellDeck, parse_deck
from tcgkit.games.power_duell.match import FIELD_LETTERS, PLACE_NAMES, PowerDuellMatch, controller, face_down
from tcgkit.games.power_duell.ranks import ap, attack_cost, dp, lp, refresh

PLACE_KEYS = {"D1": 0, "D2": 1, "D3": 2, "C1": 3, "C2": 4, "C3": 5}
PILES = ("hand", "monster_deck", "energy_deck", "monster_graveyard", "energy_graveyard", "sacrifice_field")
PLAYER_KEYS = ("god", "account", "damage", "first_turn_done", "energy_field", "equipment_field", *PILES,
               *PLACE_KEYS)
TOTALS = {"ap": ap, "dp": dp, "lp": lp, "attack_cost": attack_cost}
SETUP_KEYS = ("active", "turn", "step", "start_turn", "players")


class PowerDuellScenarios(ScenarioAdapter):
    """Setup and expectations of Power Duell scenario files."""

    zone_aliases = {letter: name for name, letter in FIELD_LETTERS.items()}

    def __init__(self, game) -> None:
        super().__init__(game)
        self.extra: dict = {}  # the cards the scenario defines (its envelope's cards)

    def user_cards(self, cards: list, where: str) -> None:
        """The scenario's own cards, in the card format (docs/games/power_duell.md#writing-a-card)."""
        for i, raw in enumerate(cards):
            try:
                card = compile_card(raw, f"cards[{i}]", "scenario", user=True, planets=self.game.options.planets)
            except CardError as err:
                raise ScenarioError(f"{where}: {err.path}: {err.message}") from None
            self.extra[card.id] = card
        self.cards = {**self.game.pool, **self.extra}

    def deck(self, text: str, where: str) -> PowerDuellDeck:
        """A decklist text (docs/games/power_duell.md#decks), the scenario's cards known (and carried, as a
        ``cards:`` header's are)."""
        deck = parse_deck(text, self.cards, where, planets=self.game.options.planets)
        used = {c.id for c in (*deck.guardians, *deck.monsters, *deck.energy)}
        return dataclasses.replace(deck, user_cards=tuple(c.data for c in self.extra.values() if c.id in used))

    def build(self, setup: dict, source: str) -> PowerDuellMatch:
        if not isinstance(setup, dict) or set(setup) - set(SETUP_KEYS):
            raise ScenarioError(f"{source}: setup keys are {', '.join(SETUP_KEYS)}")
        players = setup.get("players") or [{}, {}]
        if not isinstance(players, list) or len(players) != 2:
            raise ScenarioError(f"{source}.players: a list of two players")
        m = self.game.blank_match(0)
        links = []
        for p, spec in enumerate(players):
            where = f"{source}.players[{p}]"
            spec = spec or {}
            if not isinstance(spec, dict) or set(spec) - set(PLAYER_KEYS):
                raise ScenarioError(f"{where}: keys are {', '.join(PLAYER_KEYS)}")
            done = bool(spec.get("first_turn_done", True))
            m.first_turn_done[p] = int(done)
            if "god" in spec:
                god = self._card(spec["god"], f"{where}.god")
                if god.type != GUARDIAN_GOD:
                    raise ScenarioError(f"{where}.god: {god.id} is not a guardian god")
                m.add_card(god, p, m.Z.guardian[p] if done else m.Z.reserve[p])
            m.account[p] = int(spec.get("account", 0))
            m.damage[p] = int(spec.get("damage", 0))
            for pile in PILES:
                for i, item in enumerate(spec.get(pile) or []):
                    m.add_card(self._card(item, f"{where}.{pile}[{i}]"), p, getattr(m.Z, pile)[p])
            for key, k in PLACE_KEYS.items():
                if key in spec:
                    self._monster(m, p, k, spec[key], f"{where}.{key}")
            for field in ("energy_field", "equipment_field"):
                for i, item in enumerate(spec.get(field) or []):
                    item = item if isinstance(item, dict) else {"card": item}
                    u = m.add_card(self._card(item.get("card"), f"{where}.{field}[{i}]"), p, getattr(m.Z, field)[p])
                    d = m.card_def[u]
                    m.counter[u] = int(item.get("counter", 0 if d.subtype == "normal" else d.pha))
                    if "link" in item:
                        links.append((u, p, item["link"], f"{where}.{field}[{i}].link"))
        for u, p, ref, where in links:
            m.link[u] = self._place_ref(m, ref, p, where)
        m.active = int(setup.get("active", 0))
        m.turn_number = int(setup.get("turn", 3))
        m.start_turn = bool(setup.get("start_turn", False))
        refresh(m)
        m.lp_check = True
        try:
            m.flow.enter_named(m, setup.get("step", "activation_phase"))
        except KeyError as exc:
            raise ScenarioError(f"{source}.step: {exc.args[0]}") from None
        m.run()
        return m

    def _card(self, cid: Any, where: str):
        if isinstance(cid, dict):
            cid = cid.get("card")
        card = self.cards.get(cid) if isinstance(cid, str) else None
        if card is None:
            raise ScenarioError(f"{where}: unknown card {cid!r}")
        return card

    def _monster(self, m: PowerDuellMatch, p: int, k: int, item: Any, where: str) -> None:
        item = item if isinstance(item, dict) else {"card": item}
        card = self._card(item, where)
        if not card.is_monster or (card.type == "shield_monster") != (k >= 3):
            raise ScenarioError(f"{where}: {card.id} cannot lie on {PLACE_NAMES[k]} (shield monsters on C, "
                                f"monsters on D)")
        down = item.get("face", "up") == "down"
        u = m.add_card(card, p, m.Z.face_down[p] if down else (m.Z.monster_field[p] if k < 3 else m.Z.shield_field[p]))
        m.place[u] = k
        m.board[6 * p + k] = u
        m.lp_damage[u] = int(item.get("lp_damage", 0))
        m.dp_damage[u] = int(item.get("dp_damage", 0))
        m.attacks_made[u] = int(item.get("attacks_made", 0))

    def _place_ref(self, m: PowerDuellMatch, ref: Any, p: int, where: str) -> int:
        text = str(ref)
        key, _, owner = text.partition("@")
        if key not in PLACE_KEYS:
            raise ScenarioError(f"{where}: a place is D1–D3 or C1–C3, optionally @PLAYER; got {ref!r}")
        q = int(owner) if owner else p
        u = m.board[6 * q + PLACE_KEYS[key]]
        if u < 0:
            raise ScenarioError(f"{where}: {text} is empty")
        return u

    # ------------------------------------------------------------------------------------------- expect

    def expect(self, m: PowerDuellMatch, key: str, want: Any, where: str) -> list[str] | None:
        if key == "account":
            return mismatch(where, want, list(m.account))
        if key == "damage_points":
            return mismatch(where, want, list(m.damage))
        if key == "step":
            return mismatch(where, want, m.step)
        if key == "active":
            return mismatch(where, want, m.active)
        if key == "turn":
            return mismatch(where, want, m.turn_number)
        return None

    def expect_keys(self) -> tuple[str, ...]:
        return ("account", "damage_points", "step", "active", "turn")

    def card_expect(self, m: PowerDuellMatch, uid: int, key: str, want: Any, where: str) -> list[str] | None:
        if key in TOTALS:
            return mismatch(where, want, TOTALS[key](m, uid))
        if key in ("lp_damage", "dp_damage", "counter", "attacks_made"):
            return mismatch(where, want, getattr(m, key)[uid])
        if key == "face":
            return mismatch(where, want, "down" if face_down(m, uid) else "up")
        if key == "place":
            return mismatch(where, want, PLACE_NAMES[m.place[uid]] if m.place[uid] >= 0 else None)
        if key == "linked":
            t = m.link[uid]
            got = None if t < 0 else f"{PLACE_NAMES[m.place[t]].replace('.', '')}@{controller(m, t)}"
            return mismatch(where, want, got)
        return None
