"""Gundam's own scenario vocabulary (docs/games/gundam.md#scenarios): a ``setup`` becomes a match (of any mode:
``mode``, with ``direction`` and ``eliminated`` for battle royale); the ``do`` forms ``{attack: {attacker, target}}``
(target ``player``, ``player@N`` or a card), ``{pair: {pilot, unit}}``, ``{activate: REF}``, ``{trigger: REF}``; the
``expect`` keys ``turn``, ``active``, ``step``, ``phase``, ``players``, ``eliminated`` and the card keys ``damage``,
``rested``, ``ap``, ``hp``, ``linked``, ``pilot``, ``can_attack``, ``keywords``. Card references, zones by name, events,
refusals and the other ``expect`` keys are the core's (docs/scenarios.md).

Card references are card numbers, ``NUMBER[@P][#K]``; cards in play come first, then hand, trash … A scenario
that starts from decklists (the envelope's ``decks``, ``settings: {mode}``) plays the set-up: the shuffle, five cards
each, the mulligans, the shields. Gundam has no card authoring: a scenario's ``cards`` is refused.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import PERMANENT, add_modifier, refresh_continuous
from tcgkit.core.errors import ScenarioError
from tcgkit.core.scenario import ScenarioAdapter, mismatch
from tcgkit.games.gundam import stats
from tcgkit.games.gundam.statics import KEYWORDS
from tcgkit.games.gundam.deckfiles import deck_from_text
from tcgkit.games.gundam.match import new_match
from tcgkit.games.gundam.modes import MODES
from tcgkit.games.gundam.royale import DIRECTIONS, RoyaleMatch, set_direction

FILLER = "ST01-005"  # GM: a vanilla card for decks and shields given as counts
_PLAYER_KEYS = {"hand", "deck", "resource_deck", "resources", "shields", "base", "units", "trash"}
_SETUP_KEYS = {"players", "active", "turn", "step", "first_player", "seed", "mode", "direction", "eliminated"}
_UNIT_KEYS = {"card", "damage", "rested", "pilot", "new", "grant", "ap", "hp"}
_STEPS = ("main", "end", "start")
_RANK = {"battle_area": 0, "base_section": 0, "pilots": 1, "resolving": 1, "hand": 2, "trash": 3, "resource_area": 4,
         "removed": 5, "shields": 6, "deck": 7, "resource_deck": 8}
_PLAYER_ZONES = {"hand": "z_hand", "deck": "z_deck", "shields": "z_shields", "units": "z_battle", "trash": "z_trash",
                 "resource_deck": "z_rdeck", "removed": "z_removed"}


class GundamScenarios(ScenarioAdapter):
    """The Gundam scenario adapter (see the module docstring)."""

    zone_aliases = {"units": "battle_area", "base": "base_section", "resources": "resource_area"}

    # ------------------------------------------------------------------------------------------------ setup

    def build(self, setup: dict, source: str):
        """Build a match from ``setup``; raises :class:`ScenarioError` naming the key at fault."""
        if not isinstance(setup, dict):
            raise ScenarioError(f"{source}: setup must be a mapping")
        bad = set(setup) - _SETUP_KEYS
        if bad:
            raise ScenarioError(f"{source}: unknown setup keys {sorted(bad)} (known: {sorted(_SETUP_KEYS)})")
        mode = MODES.get(setup.get("mode", "standard"))
        if mode is None:
            raise ScenarioError(f"{source}: setup.mode must be one of {sorted(MODES)}, not {setup['mode']!r}")
        players = setup.get("players") or [{}, {}]
        lo, hi = mode.decks if isinstance(mode.decks, tuple) else (mode.decks, mode.decks)
        if not isinstance(players, list) or not lo <= len(players) <= hi:
            need = str(lo) if lo == hi else f"{lo} to {hi}"
            raise ScenarioError(f"{source}: setup.players must be a list of {need} player mappings ({mode.name})")
        m = new_match(self.game, int(setup.get("seed", 0)), mode, len(players))
        turn = int(setup.get("turn", 3))
        stated = []
        shields = []
        for p, ps in enumerate(players):
            stated += self._player(m, p, ps or {}, turn, f"{source}: setup.players[{p}]")
            ps = ps or {}
            shields.append(self._cards(ps.get("shields"), f"{source}: setup.players[{p}].shields", mode.shields))
        self._shields(m, shields)
        self._team_bases(m, players, f"{source}: setup.players")
        royale = isinstance(m, RoyaleMatch)
        if "direction" in setup:
            if not royale or setup["direction"] not in DIRECTIONS:
                raise ScenarioError(f"{source}: setup.direction is {' or '.join(DIRECTIONS)}, in battle_royale only")
            set_direction(m, setup["direction"])
        for p in setup.get("eliminated") or []:
            if not royale or p not in range(m.n_players):
                raise ScenarioError(f"{source}: setup.eliminated lists players of a battle_royale, not {p!r}")
            m.out |= 1 << p
        refresh_continuous(m)
        for u, want in stated:  # current stats: permanent modifiers on top of everything else in force
            for key, value in want.items():
                now = stats.stat(m, u, key)
                if value != now:
                    add_modifier(m, u, key, value - now, PERMANENT)
        m.turn_number = turn
        m.active = int(setup.get("active", 0))
        m.first_player = int(setup.get("first_player", 0))
        step = setup.get("step", "main")
        if step not in _STEPS:
            raise ScenarioError(f"{source}: setup.step must be one of {sorted(_STEPS)}, not {step!r}")
        if step == "main":  # rules management first, as before any main-phase choice
            m.variant.begin_main(m)
            m.step_i = m.flow.index["main_phase"]
        elif step == "end":
            m.flow.enter_named(m, "action_step_end")
        m.inputs = {"decks": [], "seed": int(setup.get("seed", 0)), "setup": {"scenario": source}}
        m.run()
        return m

    def _player(self, m, p: int, ps: dict, turn: int, w: str) -> list:
        """Place player ``p``'s cards; returns the cards whose current AP/HP the setup states."""
        pool = self.game.pool
        bad = set(ps) - _PLAYER_KEYS
        if bad:
            raise ScenarioError(f"{w}: unknown keys {sorted(bad)} (known: {sorted(_PLAYER_KEYS)})")
        for d in self._cards(ps.get("deck"), w + ".deck", 20):
            m.add_card(d, p, m.z_deck[p])
        for d in self._cards(ps.get("resource_deck"), w + ".resource_deck", 5):
            m.add_card(pool["R-001"] if d.id == FILLER else d, p, m.z_rdeck[p])
        for d in self._cards(ps.get("hand"), w + ".hand", 0):
            m.add_card(d, p, m.z_hand[p])
        for d in self._cards(ps.get("trash"), w + ".trash", 0):
            m.add_card(d, p, m.z_trash[p])
        res = ps.get("resources", 0)
        if isinstance(res, int):
            res = {"active": res}
        if not isinstance(res, dict) or set(res) - {"active", "rested", "ex"}:
            raise ScenarioError(f"{w}.resources: a count or {{active, rested, ex}}, got {res!r}")
        for _ in range(self.count(res.get("active", 0), w + ".resources.active")):
            m.add_card(pool["R-001"], p, m.z_resources[p])
        for _ in range(self.count(res.get("rested", 0), w + ".resources.rested")):
            u = m.add_card(pool["R-001"], p, m.z_resources[p])
            m.rested[u] = 1
        for _ in range(self.count(res.get("ex", 0), w + ".resources.ex")):
            m.add_card(pool["EXR-001"], p, m.z_resources[p])
        stated = []
        base = ps.get("base", "EXB-001" if m.teams[m.team_of[p]][0] == p else None)
        if base not in (None, "none"):
            if isinstance(base, str):
                base = {"card": base}
            if not isinstance(base, dict) or set(base) - {"card", "damage", "rested", "hp"}:
                raise ScenarioError(f"{w}.base: a number, none, or {{card, damage, rested, hp}}, got {base!r}")
            u = m.add_card(self._card(base.get("card"), w + ".base"), p, m.z_base[p])
            m.damage[u] = int(base.get("damage", 0))
            m.rested[u] = int(bool(base.get("rested", False)))
            if "hp" in base:
                stated.append((u, {"hp": _stat(base["hp"], w + ".base.hp", 1)}))
        for i, us in enumerate(ps.get("units") or []):
            uw = f"{w}.units[{i}]"
            if isinstance(us, str):
                us = {"card": us}
            bad = set(us) - _UNIT_KEYS
            if bad:
                raise ScenarioError(f"{uw}: unknown keys {sorted(bad)} (known: {sorted(_UNIT_KEYS)})")
            u = m.add_card(self._card(us.get("card"), uw), p, m.z_battle[p])
            m.damage[u] = int(us.get("damage", 0))
            m.rested[u] = int(bool(us.get("rested", False)))
            m.entered[u] = turn if us.get("new") else turn - 1
            for kw, val in (us.get("grant") or {}).items():
                if kw not in KEYWORDS:
                    raise ScenarioError(f"{uw}.grant: unknown keyword {kw!r} (known: {', '.join(KEYWORDS)})")
                add_modifier(m, u, kw, int(val), PERMANENT)
            if us.get("pilot"):
                pl = m.add_card(self._card(us["pilot"], uw + ".pilot"), p, m.z_pilots[p])
                m.pilot[u] = pl
                m.host[pl] = u
            want = {k: _stat(us[k], f"{uw}.{k}", 0 if k == "ap" else 1) for k in ("ap", "hp") if k in us}
            if want:
                stated.append((u, want))
        return stated

    def _shields(self, m, shields: list) -> None:
        """Each player's shields (bottom first) into their shield area: in turn the way the set-up stacks them
        (a team's members alternating in the shared area, ``Mode.shield_order``)."""
        order = m.variant.shield_order(m)
        for i in range(max((len(c) for c in shields), default=0)):
            for p in order:
                if i < len(shields[p]):
                    m.add_card(shields[p][i], p, m.z_shields[p])

    def _team_bases(self, m, players: list, where: str) -> None:
        """One Base per team (rules/gundam.md §1.8): a teammate who states a Base replaces the leader's EX Base."""
        for team in m.teams:
            there = m.zones[m.z_base[team[0]]]
            if len(there) > 1:
                stated = [u for u in there if "base" in (players[m.card_owner[u]] or {})]
                if len(stated) > 1:
                    raise ScenarioError(f"{where}: a team has one base section with one Base (rules/gundam.md "
                                        f"§1.8); players {[m.card_owner[u] for u in stated]} both state one")
                for u in there[:]:
                    if u not in stated:
                        m.move(u, m.z_removed[m.card_owner[u]])

    def _card(self, num: Any, where: str):
        d = self.game.pool.get(str(num))
        if d is None:
            raise ScenarioError(f"{where}: unknown card number {num!r}")
        if not d.playable:
            raise ScenarioError(f"{where}: card {num} is not yet playable (no effect declaration)")
        return d

    def _cards(self, spec: Any, where: str, default: int = 0) -> list:
        """A count (filled with GM), a list of card numbers (bottom first, top last), or ``{count: N, top: [..]}``
        (N GMs under the listed cards: a hidden stack with a known top)."""
        if spec is None:
            spec = default
        if isinstance(spec, dict):
            if set(spec) - {"count", "top"} or not isinstance(spec.get("top", []), list):
                raise ScenarioError(f"{where}: expected {{count: N, top: [numbers, bottom first]}}, got {spec!r}")
            return self._cards(self.count(spec.get("count", 0), where + ".count"), where) + \
                self._cards(spec.get("top", []), where + ".top")
        if isinstance(spec, int) and not isinstance(spec, bool):
            return [self._card(FILLER, where)] * self.count(spec, where)
        if not isinstance(spec, list):
            raise ScenarioError(f"{where}: expected a count or a list of card numbers, got {spec!r}")
        return [self._card(n, f"{where}[{i}]") for i, n in enumerate(spec)]

    def deck(self, text: str, where: str):
        """A decklist text (``COUNT NUMBER [name]`` lines, docs/games/gundam.md#decks)."""
        return deck_from_text(text, where)

    # ------------------------------------------------------------------------------------------------ cards

    def rank(self, m, uid: int) -> int:
        """Cards in play first, then pilots, hand, trash, resources, removed, shields, decks."""
        return _RANK[m.zone_table[m.card_zone[uid]].spec.name]

    def find(self, m, ref: Any, where: str) -> list[int]:
        uids = ScenarioAdapter.find(self, m, ref, where)
        if not uids:
            number = str(ref).split("#", 1)[0].split("@", 1)[0]
            if number not in self.game.pool:
                raise ScenarioError(f"{where}: unknown card number {number!r}")
        return uids

    # ---------------------------------------------------------------------------------------------- actions

    def action(self, m, item: Any, source: str) -> tuple:
        """The core's forms, plus ``{attack: {attacker, target: player | REF}}``, ``{pair: {pilot, unit}}`` and
        ``{activate: REF}`` / ``{trigger: REF}`` (the card's ability or trigger that is legal now)."""
        if not isinstance(item, dict) or len(item) != 1:
            return ScenarioAdapter.action(self, m, item, source)
        (kind, arg), = item.items()
        legal = m.legal_actions()
        if kind in ("activate", "trigger") and not isinstance(arg, list):
            cands = self._need(m, arg, source)
            return next((a for a in legal if a[0] == kind and a[1] in cands), (kind, cands[0], 0))
        if kind == "pair":
            pilots, units = self._need(m, arg["pilot"], source), self._need(m, arg["unit"], source)
            return next((a for a in legal if a[0] == "pair" and a[1] in pilots and a[2] in units),
                        ("pair", pilots[0], units[0]))
        if kind == "attack":
            attackers = self._need(m, arg["attacker"], source)
            target = arg.get("target", "player")
            if isinstance(target, str) and target.startswith("player@") and target[7:].isdigit():
                q = int(target[7:])
                return next((a for a in legal if a[0] == "attack_player" and a[1] in attackers and a[2] == q),
                            ("attack_player", attackers[0], q))
            if target == "player":
                return next((a for a in legal if a[0] == "attack_player" and a[1] in attackers),
                            ("attack_player", attackers[0], 1 - m.card_owner[attackers[0]]))
            targets = self.find(m, target, source)
            return next((a for a in legal if a[0] == "attack_unit" and a[1] in attackers and a[2] in targets),
                        ("attack_unit", attackers[0], targets[0] if targets else -1))
        return ScenarioAdapter.action(self, m, item, source)

    def _need(self, m, ref: Any, source: str) -> list[int]:
        uids = self.find(m, ref, source)
        if not uids:
            raise ScenarioError(f"{source}: no card {ref!r} in the match")
        return uids

    # ----------------------------------------------------------------------------------------------- expect

    def expect_keys(self) -> tuple[str, ...]:
        return ("turn", "active", "step", "phase", "players", "eliminated")

    def expect(self, m, key: str, want: Any, where: str) -> list[str] | None:
        if key == "eliminated":
            return mismatch(key, sorted(want or []), [p for p in range(m.n_players) if m.out >> p & 1])
        if key in ("turn", "active", "step", "phase"):
            return mismatch(key, want, {"turn": m.turn_number, "active": m.active, "step": m.step,
                                        "phase": m.phase}[key])
        if key == "players":
            out: list[str] = []
            for p, pw in enumerate(want):
                for k, v in (pw or {}).items():
                    out += _player_expect(m, p, k, v, where)
            return out
        return None

    def card_expect(self, m, u: int, key: str, want: Any, where: str) -> list[str] | None:
        if key == "damage":
            got: Any = m.damage[u]
        elif key == "rested":
            got = bool(m.rested[u])
        elif key == "ap":
            got = stats.ap(m, u)
        elif key == "hp":
            got = stats.hp(m, u)
        elif key == "linked":
            got = stats.is_linked(m, u)
        elif key == "pilot":
            got = m.card_def[m.pilot[u]].id if m.pilot[u] >= 0 else None
        elif key == "can_attack":
            got = stats.can_attack(m, u) and not m.rested[u]
        elif key == "keywords":
            got = {kw: stats.keyword(m, u, kw) for kw in want}
        else:
            return None
        return mismatch(where, want, got)


def _stat(value: Any, where: str, lowest: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < lowest:
        raise ScenarioError(f"{where}: a whole number from {lowest}, got {value!r}")
    return value


def _player_expect(m, p: int, k: str, v: Any, where: str) -> list[str]:
    label = f"players[{p}].{k}"
    if k in _PLAYER_ZONES:
        cards = m.zones[getattr(m, _PLAYER_ZONES[k])[p]]
        if isinstance(v, int):
            return mismatch(label, v, len(cards))
        return mismatch(label, sorted(str(x) for x in v), sorted(m.card_def[u].id for u in cards))
    if k in ("base", "base_damage"):
        z = m.zones[m.z_base[p]]
        if k == "base":
            return mismatch(label, v or "none", m.card_def[z[0]].id if z else "none")
        return mismatch(label, v, m.damage[z[0]] if z else None)
    if k in ("resources", "active_resources", "ex_resources"):
        res = m.zones[m.z_resources[p]]
        got = {"resources": len(res), "active_resources": sum(1 for r in res if not m.rested[r]),
               "ex_resources": sum(1 for r in res if m.card_def[r].type == "ex resource")}[k]
        return mismatch(label, v, got)
    raise ScenarioError(f"{where}: unknown players key {k!r}")
