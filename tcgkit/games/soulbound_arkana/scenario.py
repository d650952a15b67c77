"""Scenario vocabulary of Soulbound Ærkana (docs/games/soulbound_arkana.md#scenarios; the envelope and the shared
keys are docs/scenarios.md).

``setup``::

    mode: standard | ffa | 2v2           # default standard (the number of players is the length of players)
    active: 0                            # whose turn (default 0)
    turn: 3                              # the turn number (default 3; 1 is the match's first turn)
    step: action                         # draw | preparation | seals | bind | action | flow (default action)
    bindings_left: 1                     # normal bindings left this turn (default: the option's number)
    players:
      - bp: 8000                         # bond points (default 8000); sp: soul points (default 10)
        out: false                       # left the game (multiplayer)
        deck: [SA-W01, SA-W02]           # bottom first: the last card is drawn first
        hand: [SA-W05]
        special_deck: [SA-X01]
        beings:                          # an id (strength mode, on the field since an earlier turn) or a mapping
          - {card: SA-W09, mode: face_down}        # mode: strength | shield | face_down
          - {card: SA-W03, new: true}              # bound this turn (cannot attack, cannot be a tribute)
          - {card: SA-X01, materials: [SA-W03, SA-W04], attacked: true}
        spells:                          # an id (set in an earlier turn) or {card, new: true, set: false}
          - SA-S01
        field_arcanum: [SA-A05]
        landmark: [SA-L01]
        flow: [SA-W10]
        exile: []

Overlay materials lie in the one shared zone ``materials`` (``zones: {materials: [...]}``). User-made cards (the
card format of docs/games/soulbound_arkana.md#writing-a-card) are the envelope's ``cards``; a scenario that starts
from decklists (``decks``, ``settings: {mode, first_player}``) plays the set-up: the shuffle, five cards each, the
coin.

``expect`` keys: ``bp``, ``sp`` (lists by player), ``out`` (the players who left), ``turn``, ``step``, ``active``,
``bindings_left``, ``chain`` (items on the response stack); ``cards.REF`` keys: ``mode`` (strength, shield,
face_down), ``strength``, ``shield``, ``materials`` (how many lie under it), ``locked``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import ScenarioError
from tcgkit.core.effects import refresh_continuous
from tcgkit.core.scenario import ScenarioAdapter, mismatch
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddata import compile_cards
from tcgkit.games.soulbound_arkana.decks import scenario_deck
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, IN_FORCE, MODE_CODES, MODE_NAMES, SET
from tcgkit.games.soulbound_arkana.match import START_BP, START_SP

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

SETUP_KEYS = ("mode", "active", "turn", "step", "bindings_left", "players")
PLAYER_KEYS = ("bp", "sp", "out", "deck", "hand", "special_deck", "beings", "spells", "field_arcanum", "landmark",
               "flow", "exile")
BEING_KEYS = ("card", "mode", "new", "attacked", "materials")
SPELL_KEYS = ("card", "new", "set")


class SoulboundScenarios(ScenarioAdapter):
    """Builds positions from ``setup`` and checks the game's own ``expect`` keys."""

    def __init__(self, game) -> None:
        super().__init__(game)
        self.user: list = []  # the scenario's own cards (carried by its decks)

    def build(self, setup: dict, source: str):
        if not isinstance(setup, dict):
            raise ScenarioError(f"{source}: setup must be a mapping")
        _only(setup, SETUP_KEYS, source)
        players = setup.get("players") or [{}, {}]
        if not isinstance(players, list):
            raise ScenarioError(f"{source}.players: a list, one mapping per player")
        m = self.game.blank_match(len(players), 0, str(setup.get("mode", "standard")))
        turn = _int(setup.get("turn", 3), f"{source}.turn", 1)
        m.turn_number = turn
        for p, spec in enumerate(players):
            self._player(m, p, spec or {}, turn, f"{source}.players[{p}]")
        m.index_cards()
        refresh_continuous(m)
        active = _int(setup.get("active", 0), f"{source}.active", 0)
        if active >= m.n_players:
            raise ScenarioError(f"{source}.active: no player {active}")
        m.active = active
        m.bindings_left = _int(setup.get("bindings_left", m.opts.normal_bindings_per_turn), f"{source}.bindings_left")
        step = str(setup.get("step", "action"))
        order = m.flow.step_names()
        if step not in order:
            raise ScenarioError(f"{source}.step: no step {step!r} (steps: {', '.join(order)})")
        m.prep_done = order.index(step) > order.index("seals")
        m.bind_done = order.index(step) > order.index("bind")
        m.flow.enter_named(m, step)
        m.run()
        return m

    def _player(self, m: "SoulboundMatch", p: int, spec: dict, turn: int, where: str) -> None:
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where}: a mapping of {', '.join(PLAYER_KEYS)}")
        _only(spec, PLAYER_KEYS, where)
        m.bp[p] = _int(spec.get("bp", START_BP), f"{where}.bp")
        m.sp[p] = _int(spec.get("sp", START_SP), f"{where}.sp")
        if spec.get("out"):
            m.out |= 1 << p
        zid = m.zid
        for zone in ("deck", "hand", "special_deck", "flow", "exile", "field_arcanum", "landmark"):
            for i, item in enumerate(_list(spec.get(zone), f"{where}.{zone}")):
                u = m.add_card(self._def(item, f"{where}.{zone}[{i}]"), p, m.zone(zone, p))
                if zone in ("field_arcanum", "landmark"):
                    m.pos[u] = IN_FORCE
                elif zone == "exile":
                    m.reveal(u)  # exiled face up, as by an effect
        for i, item in enumerate(_list(spec.get("beings"), f"{where}.beings")):
            at = f"{where}.beings[{i}]"
            item = item if isinstance(item, dict) else {"card": item}
            _only(item, BEING_KEYS, at)
            u = m.add_card(self._def(item.get("card"), f"{at}.card"), p, zid.beings[p])
            mode = item.get("mode", "strength")
            if mode not in MODE_CODES:
                raise ScenarioError(f"{at}.mode: strength, shield or face_down, not {mode!r}")
            m.pos[u] = MODE_CODES[mode]
            if item.get("new"):
                m.fresh.append(u)
            if item.get("attacked"):
                m.attacked.append(u)
            if m.pos[u] != FACE_DOWN:
                m.reveal(u)
            for j, mat in enumerate(_list(item.get("materials"), f"{at}.materials")):
                x = m.add_card(self._def(mat, f"{at}.materials[{j}]"), p, zid.materials[0])
                m.attached.append((x, u))
        for i, item in enumerate(_list(spec.get("spells"), f"{where}.spells")):
            at = f"{where}.spells[{i}]"
            item = item if isinstance(item, dict) else {"card": item}
            _only(item, SPELL_KEYS, at)
            u = m.add_card(self._def(item.get("card"), f"{at}.card"), p, zid.spells[p])
            face_down = item.get("set", True)
            m.pos[u] = SET if face_down else IN_FORCE
            if item.get("new"):
                m.fresh.append(u)
            if not face_down:
                m.reveal(u)

    def user_cards(self, cards: list, where: str) -> None:
        """The scenario's own cards, checked as ``tcgkit card check`` checks a card file (the first error is
        reported; warnings are not)."""
        defs, problems = compile_cards(cards, None, known=self.game.pool)
        errors = [pr for pr in problems if pr.severity == "error"]
        if errors:
            raise ScenarioError(f"{where}: {errors[0].message} ({errors[0].rule}); {len(errors)} error(s)")
        self.user = defs
        self.cards = {**self.game.pool, **{d.id: d for d in defs}}

    def deck(self, text: str, where: str):
        """A decklist text (docs/games/soulbound_arkana.md#decks), the scenario's cards known."""
        return scenario_deck(text, self.cards, where, self.user)

    def _def(self, cid: Any, where: str):
        d = self.cards.get(str(cid))
        if d is None:
            raise ScenarioError(f"{where}: unknown card {cid!r} (ids look like SA-W01)")
        return d

    # ------------------------------------------------------------------------------------------- expect

    def expect(self, m: "SoulboundMatch", key: str, want: Any, where: str):
        if key == "bp":
            return mismatch("bp", want, list(m.bp))
        if key == "sp":
            return mismatch("sp", want, list(m.sp))
        if key == "out":
            return mismatch("out", sorted(want or []), [p for p in range(m.n_players) if not m.alive(p)])
        if key == "turn":
            return mismatch("turn", want, m.turn_number)
        if key == "step":
            return mismatch("step", want, m.step)
        if key == "active":
            return mismatch("active", want, m.active)
        if key == "bindings_left":
            return mismatch("bindings_left", want, m.bindings_left)
        if key == "chain":
            return mismatch("chain", want, len(m.chain))
        return None

    def card_expect(self, m: "SoulboundMatch", uid: int, key: str, want: Any, where: str):
        if key == "mode":
            return mismatch(where, want, MODE_NAMES[m.pos[uid]])
        if key == "strength":
            return mismatch(where, want, field.strength(m, uid))
        if key == "shield":
            return mismatch(where, want, field.shield(m, uid))
        if key == "materials":
            return mismatch(where, want, len(field.materials_of(m, uid)))
        if key == "locked":
            return mismatch(where, want, field.locked(m, uid))
        return None

    def expect_keys(self) -> tuple[str, ...]:
        return ("bp", "sp", "out", "turn", "step", "active", "bindings_left", "chain")


def _only(spec: dict, keys: tuple, where: str) -> None:
    extra = sorted(set(map(str, spec)) - set(keys))
    if extra:
        raise ScenarioError(f"{where}: unknown key(s) {', '.join(extra)} (allowed: {', '.join(keys)})")


def _list(v: Any, where: str) -> list:
    if v is None:
        return []
    if not isinstance(v, list):
        raise ScenarioError(f"{where}: expected a list")
    return v


def _int(v: Any, where: str, lo: int = 0) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        raise ScenarioError(f"{where}: expected a whole number ≥ {lo}, got {v!r}")
    return v
