"""The Gundam scenario vocabulary (docs/games/gundam.md#scenarios): ``setup`` → a match, ``do`` → an action,
``expect`` → a list of mismatches.

Card references are card numbers, optionally ``NUMBER@P`` (owned by player P) and ``#K`` (the K-th such card,
1-based, cards in play first), e.g. ``GD01-018@1#2``.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.errors import ScenarioError
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.effects import KEYWORDS, PERMANENT
from tcgkit.games.gundam.rules import ZONES, GundamMatch

FILLER = "ST01-005"  # GM: a vanilla card for decks and shields given as counts
_PLAYER_KEYS = {"hand", "deck", "resource_deck", "resources", "shields", "base", "units", "trash"}
_SETUP_KEYS = {"players", "active", "turn", "step", "first_player", "seed"}
_STEPS = {"main": "main_phase", "end": "action_step_end", "start": None}


def _card(num: Any, where: str):
    d = pool().get(str(num))
    if d is None:
        raise ScenarioError(f"{where}: unknown card number {num!r}")
    if not d.playable:
        raise ScenarioError(f"{where}: card {num} is not yet playable (no effect declaration)")
    return d


def _cards(spec: Any, where: str, default: int = 0) -> list:
    """A count (filled with GM) or a list of card numbers (bottom first, top last)."""
    if spec is None:
        spec = default
    if isinstance(spec, int):
        return [_card(FILLER, where)] * spec
    if not isinstance(spec, list):
        raise ScenarioError(f"{where}: expected a count or a list of card numbers, got {spec!r}")
    return [_card(n, f"{where}[{i}]") for i, n in enumerate(spec)]


def build(game, spec: dict, source: str) -> GundamMatch:
    """Build a match from ``setup``; raises :class:`ScenarioError` naming the key at fault."""
    if not isinstance(spec, dict):
        raise ScenarioError(f"{source}: setup must be a mapping")
    bad = set(spec) - _SETUP_KEYS
    if bad:
        raise ScenarioError(f"{source}: unknown setup keys {sorted(bad)} (known: {sorted(_SETUP_KEYS)})")
    m = GundamMatch(game, ZONES, 2, int(spec.get("seed", 0)))
    m.init_state()
    players = spec.get("players") or [{}, {}]
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError(f"{source}: setup.players must be a list of 2 player mappings")
    cards = pool()
    for p, ps in enumerate(players):
        w = f"{source}: setup.players[{p}]"
        ps = ps or {}
        bad = set(ps) - _PLAYER_KEYS
        if bad:
            raise ScenarioError(f"{w}: unknown keys {sorted(bad)} (known: {sorted(_PLAYER_KEYS)})")
        for d in _cards(ps.get("deck"), w + ".deck", 20):
            m.add_card(d, p, m.z_deck[p])
        for d in _cards(ps.get("resource_deck"), w + ".resource_deck", 5):
            m.add_card(cards["R-001"] if d.id == FILLER else d, p, m.z_rdeck[p])
        for d in _cards(ps.get("hand"), w + ".hand", 0):
            m.add_card(d, p, m.z_hand[p])
        for d in _cards(ps.get("shields"), w + ".shields", 6):
            m.add_card(d, p, m.z_shields[p])
        for d in _cards(ps.get("trash"), w + ".trash", 0):
            m.add_card(d, p, m.z_trash[p])
        res = ps.get("resources", 0)
        if isinstance(res, int):
            res = {"active": res}
        if not isinstance(res, dict) or set(res) - {"active", "rested", "ex"}:
            raise ScenarioError(f"{w}.resources: a count or {{active, rested, ex}}, got {res!r}")
        for _ in range(int(res.get("active", 0))):
            m.add_card(cards["R-001"], p, m.z_resources[p])
        for _ in range(int(res.get("rested", 0))):
            u = m.add_card(cards["R-001"], p, m.z_resources[p])
            m.rested[u] = 1
        for _ in range(int(res.get("ex", 0))):
            m.add_card(cards["EXR-001"], p, m.z_resources[p])
        base = ps.get("base", "EXB-001")
        if base not in (None, "none"):
            if isinstance(base, str):
                base = {"card": base}
            u = m.add_card(_card(base.get("card"), w + ".base"), p, m.z_base[p])
            m.damage[u] = int(base.get("damage", 0))
            m.rested[u] = int(bool(base.get("rested", False)))
        turn = int(spec.get("turn", 3))
        for i, us in enumerate(ps.get("units") or []):
            uw = f"{w}.units[{i}]"
            if isinstance(us, str):
                us = {"card": us}
            bad = set(us) - {"card", "damage", "rested", "pilot", "new", "grant"}
            if bad:
                raise ScenarioError(f"{uw}: unknown keys {sorted(bad)}")
            d = _card(us.get("card"), uw)
            u = m.add_card(d, p, m.z_battle[p])
            m.damage[u] = int(us.get("damage", 0))
            m.rested[u] = int(bool(us.get("rested", False)))
            m.entered[u] = turn if us.get("new") else turn - 1
            for kw, val in (us.get("grant") or {}).items():
                if kw not in KEYWORDS:
                    raise ScenarioError(f"{uw}.grant: unknown keyword {kw!r} (known: {', '.join(KEYWORDS)})")
                m.mods.append((u, kw, int(val), PERMANENT))
            if us.get("pilot"):
                pl = m.add_card(_card(us["pilot"], uw + ".pilot"), p, m.z_pilots[p])
                m.pilot[u] = pl
                m.host[pl] = u
    m.refresh_statics()
    m.turn_number = int(spec.get("turn", 3))
    m.active = int(spec.get("active", 0))
    m.first_player = int(spec.get("first_player", 0))
    step = spec.get("step", "main")
    if step not in _STEPS:
        raise ScenarioError(f"{source}: setup.step must be one of {sorted(_STEPS)}, not {step!r}")
    if step == "start":
        m.step_i = -1
        m.phase, m.step = "start", "start"
    else:
        names = [s for _, s in m.steps_table]
        m.step_i = names.index(_STEPS[step])
        m.phase, m.step = m.steps_table[m.step_i]
        m.then((m.step,))
    m.inputs = {"decks": [], "seed": int(spec.get("seed", 0)), "setup": {"scenario": source}}
    m.run()
    return m


def find(m: GundamMatch, ref: Any, where: str, in_play_first: bool = True) -> list[int]:
    """All uids a card reference may mean, best first (``NUMBER[@P][#K]``)."""
    ref = str(ref)
    k = 0
    if "#" in ref:
        ref, ks = ref.split("#", 1)
        k = int(ks) - 1
    owner = None
    if "@" in ref:
        ref, os_ = ref.split("@", 1)
        owner = int(os_)
    if ref not in pool():
        raise ScenarioError(f"{where}: unknown card number {ref!r}")
    uids = [u for u, d in enumerate(m.card_def) if d.id == ref and (owner is None or m.card_owner[u] == owner)]
    rank = {"battle_area": 0, "base_section": 0, "pilots": 1, "resolving": 1, "hand": 2, "trash": 3, "resource_area": 4,
            "removed": 5, "shields": 6, "deck": 7, "resource_deck": 8}
    if in_play_first:
        uids.sort(key=lambda u: (rank[m.zone_table[m.card_zone[u]].spec.name], u))
    else:
        uids.sort(key=lambda u: (rank[m.zone_table[m.card_zone[u]].spec.name] != 2, u))
    if k:
        uids = uids[k:k + 1]
    return uids


_SIMPLE = {"pass", "end_main", "keep", "mulligan", "no_block", "decline", "yes", "no", "cancel"}
_ONE_CARD = {"deploy", "command", "support", "block", "target", "discard", "trash", "burst", "no_burst", "top",
             "trigger", "activate"}


def action(m: GundamMatch, item: Any, source: str) -> tuple:
    """Resolve a ``do`` item to an action of the pending decision (or to the illegal action it names)."""
    legal = m.legal_actions()
    if isinstance(item, list):
        return tuple(item)
    if isinstance(item, str):
        if item not in _SIMPLE:
            raise ScenarioError(f"{source}: unknown action {item!r}")
        return (item,)
    if not isinstance(item, dict) or len(item) != 1:
        raise ScenarioError(f"{source}: an action is a name, a one-key mapping or a list, got {item!r}")
    (kind, arg), = item.items()
    if kind == "concede":
        return ("concede", int(arg))
    if kind in _ONE_CARD:
        cands = find(m, arg, source, in_play_first=kind not in ("deploy", "command", "discard"))
        if not cands:
            raise ScenarioError(f"{source}: no card {arg!r} in the match")
        for a in legal:
            if a[0] == kind and a[1] in cands:
                return a
        if kind == "activate":
            return ("activate", cands[0], 0)
        return (kind, cands[0])
    if kind == "pair":
        pilots = find(m, arg["pilot"], source, in_play_first=False)
        units = find(m, arg["unit"], source)
        for a in legal:
            if a[0] == "pair" and a[1] in pilots and a[2] in units:
                return a
        if not pilots or not units:
            raise ScenarioError(f"{source}: no such pilot/unit {arg!r}")
        return ("pair", pilots[0], units[0])
    if kind == "attack":
        attackers = find(m, arg["attacker"], source)
        if not attackers:
            raise ScenarioError(f"{source}: no attacker {arg['attacker']!r}")
        target = arg.get("target", "player")
        if target == "player":
            q = 1 - m.card_owner[attackers[0]]
            for a in legal:
                if a[0] == "attack_player" and a[1] in attackers:
                    return a
            return ("attack_player", attackers[0], q)
        targets = find(m, target, source)
        for a in legal:
            if a[0] == "attack_unit" and a[1] in attackers and a[2] in targets:
                return a
        return ("attack_unit", attackers[0], targets[0] if targets else -1)
    raise ScenarioError(f"{source}: unknown action kind {kind!r}")


def _num(m: GundamMatch, u: int) -> str:
    return m.card_def[u].id


def check(m: GundamMatch, expect: dict, source: str) -> list[str]:
    """Compare the match with ``expect``; one message per mismatch."""
    out: list[str] = []

    def cmp(label: str, got: Any, want: Any) -> None:
        if got != want:
            out.append(f"{label}: expected {want!r}, got {got!r}")

    if not isinstance(expect, dict):
        raise ScenarioError(f"{source}: expect must be a mapping")
    for key, want in expect.items():
        if key == "ended":
            cmp("ended", m.ended, bool(want))
        elif key == "winner":
            cmp("winner", m.winners[0] if len(m.winners) == 1 else (None if not m.winners else list(m.winners)), want)
        elif key == "reason":
            cmp("reason", m.end_reason, want)
        elif key in ("turn", "active", "step", "phase"):
            cmp(key, {"turn": m.turn_number, "active": m.active, "step": m.step, "phase": m.phase}[key], want)
        elif key == "decision":
            d = m.pending
            got = None if d is None else {"player": d.player, "kind": d.kind}
            if want is None or got is None:
                cmp("decision", got, want)
            else:
                cmp("decision", {k: got[k] for k in want}, want)
        elif key in ("legal", "not_legal"):
            for item in want:
                a = action(m, item, source)
                ok = a in m.legal_actions()
                if ok != (key == "legal"):
                    out.append(f"{key}: {item!r} is {'not ' if not ok else ''}legal")
        elif key == "players":
            for p, pw in enumerate(want):
                for k, v in (pw or {}).items():
                    out.extend(_check_player(m, p, k, v))
        elif key == "cards":
            for ref, cw in want.items():
                uids = find(m, ref, source)
                if not uids:
                    out.append(f"cards.{ref}: no such card")
                    continue
                u = uids[0]
                for k, v in cw.items():
                    out.extend(_check_card(m, u, f"cards.{ref}", k, v))
        else:
            raise ScenarioError(f"{source}: unknown expect key {key!r}")
    return out


def _check_player(m: GundamMatch, p: int, k: str, v: Any) -> list[str]:
    zones = {"hand": m.z_hand, "deck": m.z_deck, "shields": m.z_shields, "units": m.z_battle, "trash": m.z_trash,
             "resource_deck": m.z_rdeck, "removed": m.z_removed}
    label = f"players[{p}].{k}"
    if k in zones:
        cards = m.zones[zones[k][p]]
        if isinstance(v, int):
            got: Any = len(cards)
        else:
            got, v = sorted(_num(m, u) for u in cards), sorted(str(x) for x in v)
        return [] if got == v else [f"{label}: expected {v!r}, got {got!r}"]
    if k == "base":
        z = m.zones[m.z_base[p]]
        got = _num(m, z[0]) if z else "none"
        return [] if got == (v or "none") else [f"{label}: expected {v!r}, got {got!r}"]
    if k == "base_damage":
        z = m.zones[m.z_base[p]]
        got = m.damage[z[0]] if z else None
        return [] if got == v else [f"{label}: expected {v!r}, got {got!r}"]
    if k in ("resources", "active_resources", "ex_resources"):
        res = m.zones[m.z_resources[p]]
        got = {"resources": len(res), "active_resources": sum(1 for r in res if not m.rested[r]),
               "ex_resources": sum(1 for r in res if m.card_def[r].type == "ex resource")}[k]
        return [] if got == v else [f"{label}: expected {v!r}, got {got!r}"]
    raise ScenarioError(f"unknown expect.players key {k!r}")


def _check_card(m: GundamMatch, u: int, label: str, k: str, v: Any) -> list[str]:
    if k == "zone":
        got: Any = m.zone_table[m.card_zone[u]].spec.name
    elif k == "damage":
        got = m.damage[u]
    elif k == "rested":
        got = bool(m.rested[u])
    elif k == "ap":
        got = m.ap(u)
    elif k == "hp":
        got = m.hp(u)
    elif k == "linked":
        got = m.is_linked(u)
    elif k == "pilot":
        got = _num(m, m.pilot[u]) if m.pilot[u] >= 0 else None
    elif k == "can_attack":
        got = m.can_attack(u) and not m.rested[u]
    elif k == "keywords":
        got = {kw: m.keyword(u, kw) for kw in v}
    else:
        raise ScenarioError(f"{label}: unknown card expectation {k!r}")
    return [] if got == v else [f"{label}.{k}: expected {v!r}, got {got!r}"]
