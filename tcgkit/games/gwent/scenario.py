"""GWENT's scenario vocabulary (docs/games/gwent.md#scenarios): ``setup``, ``do`` items and ``expect``.

``setup`` builds a position in the middle of a round (no deal, no redraw, no coin) unless ``start: true`` asks for
a normal start from decks::

    setup:
      mode: standard            # any mode; 2v2 seats 0 & 2 vs 1 & 3; solo: seat 1 is the automaton
      seed: 7
      round: 1                  # current round (default 1)
      turn: 0                   # whose turn (default 0)
      players:                  # one entry per seat
        - leader: Foltest - The Siegemaster     # default: the faction's first leader (faction: NAME)
          hand: [Decoy, Blue Stripes Commando]  # names (or ids)
          deck: [Ghoul, Ghoul]                  # top card LAST
          leader_used: false
          passed: false
      sides:                    # one entry per side (board half)
        - close: [Blue Stripes Commando, {card: Prince Stennis, owner: 1}]
          ranged: []
          siege: []
          close_special: Commander's Horn       # or ranged_special / siege_special
          discard: [Poor Fucking Infantry]
          gems: 2
          horn: [siege]         # leader horns on rows
      weather: [Biting Frost]
      points: [0, 0, 0]         # FFA
      run: true                 # false: build the position only (no turn runs; for pure strength checks)

``do`` items: ``pass``, ``leader``, ``keep``; ``{play: NAME, row: close|ranged|siege, side: N, target: NAME}``;
``{redraw: NAME}``; ``{medic: NAME, row: …, side: …}``; ``{pick: NAME}`` (leader search: ``row`` for Mardroeme);
``{take: NAME}``; ``{discard: NAME}``; ``{first: SEAT}``; ``{target_player: SEAT}``; ``{deck: INDEX}``;
``{none: true}``; or a raw action list.

``expect`` keys: ``totals`` (per side), ``row_totals`` (per side, 3 each), ``strength`` ({NAME: value or list of
values of every board copy}), ``board`` (per side: {row: [names]} compared as multisets), ``hand`` ({seat:
[names]}), ``hand_size``, ``deck_size`` ({seat: n}), ``discard`` ({side: [names]}), ``weather`` (row names),
``gems``, ``points``, ``round``, ``passed``, ``current``, ``leader_used``, ``decision`` (kind), ``decider``,
``ended``, ``winners``, ``legal`` / ``not_legal`` (lists of ``do`` items), ``events`` (event kinds that occurred),
``side_deck`` ({seat: [names]}).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.errors import ScenarioError
from tcgkit.games.gwent.decks import GwentDeck
from tcgkit.games.gwent.effects import ROWS
from tcgkit.games.gwent.rules import GwentMatch, apply_white_flame, build_match, new_card

SETUP_KEYS = {"mode", "seed", "round", "turn", "players", "sides", "weather", "points", "start", "decks", "run"}
PLAYER_KEYS = {"leader", "faction", "hand", "deck", "leader_used", "passed", "discard"}
SIDE_KEYS = {"close", "ranged", "siege", "close_special", "ranged_special", "siege_special", "discard", "gems", "horn"}


def _card(game, ref: Any, source: str, where: str):
    name = ref["card"] if isinstance(ref, dict) else ref
    card = game.pool.find(str(name))
    if card is None:
        raise ScenarioError(f"{source}: {where}: unknown card {name!r}")
    return card


def scenario_match(game, spec: dict, source: str) -> GwentMatch:
    """Build the position of a scenario's ``setup``.

    Raises:
        ScenarioError: unknown keys, cards or modes (naming the key).
    """
    unknown = set(spec) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"{source}: setup: unknown key(s) {sorted(unknown)}; known: {sorted(SETUP_KEYS)}")
    mode = spec.get("mode", "standard")
    seed = int(spec.get("seed", 0))
    players = spec.get("players") or []
    if spec.get("start"):
        decks = [game.parse_deck(text, f"{source}: setup.decks[{i}]") for i, text in enumerate(spec["decks"])]
        try:
            return game.new_match(decks, seed, mode=mode)
        except Exception as exc:  # noqa: BLE001 - re-raised with the file named
            raise ScenarioError(f"{source}: setup: {exc}") from None
    n_players = len(players) or 2
    decks = []
    for i, pl in enumerate(players or [{}] * n_players):
        bad = set(pl) - PLAYER_KEYS
        if bad:
            raise ScenarioError(f"{source}: setup.players[{i}]: unknown key(s) {sorted(bad)}")
        if pl.get("leader"):
            leader = _card(game, pl["leader"], source, f"setup.players[{i}].leader")
        else:
            fac = pl.get("faction", ["northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige"][i % 5])
            leaders = game.pool.leaders(fac)
            if not leaders:
                raise ScenarioError(f"{source}: setup.players[{i}].faction: unknown faction {fac!r}")
            leader = leaders[0]
        decks.append(GwentDeck(leader, ()))
    if mode == "tournament":
        raise ScenarioError(f"{source}: setup: tournament scenarios need start: true with six decks")
    try:
        m = build_match(game, decks, seed, mode=mode)
    except Exception as exc:  # noqa: BLE001
        raise ScenarioError(f"{source}: setup: {exc}") from None
    m.stack.clear()
    pool = game.pool

    def add(ref, owner, zone, where):
        card = _card(game, ref, source, where)
        if isinstance(ref, dict) and "owner" in ref:
            owner = int(ref["owner"])
        return new_card(m, pool, card, owner, zone)

    for p, pl in enumerate(players):
        for ref in pl.get("deck", []):
            add(ref, p, m.zdeck[p], f"setup.players[{p}].deck")
        for ref in pl.get("hand", []):
            add(ref, p, m.zhand[p], f"setup.players[{p}].hand")
        for ref in pl.get("discard", []):
            add(ref, p, m.zdisc[m.team_of[p]], f"setup.players[{p}].discard")
        m.leader_used[p] = 1 if pl.get("leader_used") else 0
        m.passed[p] = 1 if pl.get("passed") else 0
    for s, sd in enumerate(spec.get("sides") or []):
        bad = set(sd) - SIDE_KEYS
        if bad:
            raise ScenarioError(f"{source}: setup.sides[{s}]: unknown key(s) {sorted(bad)}")
        owner = m.teams[s][0]
        for r, row in enumerate(ROWS):
            for ref in sd.get(row, []):
                add(ref, owner, m.zrow[s][r], f"setup.sides[{s}].{row}")
            if sd.get(row + "_special"):
                add(sd[row + "_special"], owner, m.zspec[s][r], f"setup.sides[{s}].{row}_special")
        for ref in sd.get("discard", []):
            add(ref, owner, m.zdisc[s], f"setup.sides[{s}].discard")
        if "gems" in sd:
            m.gems[s] = int(sd["gems"])
        for row in sd.get("horn", []):
            m.row_horn[s * 3 + ROWS.index(row)] = 1
    for ref in spec.get("weather", []):
        uid = add(ref, 0, m.zweather, "setup.weather")
        m.weather_mask |= m.card_def[uid].weather_mask
    if "points" in spec:
        for i, v in enumerate(spec["points"]):
            m.points[i] = int(v)
    m.card_str = [0] * len(m.card_def)
    m.round = int(spec.get("round", 1))
    m.current = m.starter = m.first_of_game = int(spec.get("turn", 0))
    apply_white_flame(m)
    m._update_passives()
    m.dirty = 1
    m.inputs = {"decks": [game.deck_to_json(d) for d in decks], "seed": seed, "setup": {"mode": mode}}
    if spec.get("run", True):
        m.run()
    return m


def _find(m: GwentMatch, zones: list, name: str, source: str, what: str) -> int:
    card = m.game.pool.find(name)
    if card is None:
        raise ScenarioError(f"{source}: {what}: unknown card {name!r}")
    for z in zones:
        for u in m.zones[z]:
            if m.card_def[u].name == card.name:
                return u
    raise ScenarioError(f"{source}: {what}: no {card.name} where the action looks for it")


def scenario_action(m: GwentMatch, item: Any, source: str) -> tuple:
    """Turn one ``do`` item into an action of the pending decision (see the module docstring).

    Raises:
        ScenarioError: a malformed item or a card that is not where the action needs it.
    """
    if isinstance(item, list):
        return tuple(item)
    if isinstance(item, str):
        if item in ("pass", "leader", "keep"):
            return (item,)
        raise ScenarioError(f"{source}: unknown step {item!r}; expected pass, leader, keep or a mapping")
    if not isinstance(item, dict):
        raise ScenarioError(f"{source}: a step must be a string, a list or a mapping, not {item!r}")
    d = m.pending
    p = d.player if d is not None else 0
    side = m.team_of[p]
    row = ROWS.index(item["row"]) if "row" in item else None
    if "play" in item:
        uid = _find(m, [m.zhand[p]], item["play"], source, "play")
        card = m.card_def[uid]
        if card.is_unit:
            r = row if row is not None else card.rows[0]
            if card.spy:
                tgt = item.get("side", next(s for s in range(m.n_sides) if s != side))
                return ("spy", uid, r, int(tgt))
            return ("unit", uid, r)
        if card.type == "weather":
            return ("weather", uid)
        if card.special == "decoy":
            tgt = _find(m, list(m.zrow[side]), item["target"], source, "decoy target")
            return ("decoy", uid, tgt)
        if card.special in ("horn", "mardroeme"):
            return (card.special, uid, row if row is not None else 0)
        return (card.special, uid)
    if "redraw" in item:
        return ("redraw", _find(m, [m.zhand[p]], item["redraw"], source, "redraw"))
    if "medic" in item:
        uid = _find(m, [m.zdisc[side]], item["medic"], source, "medic")
        card = m.card_def[uid]
        r = row if row is not None else card.rows[0]
        if card.spy:
            return ("spy", uid, r, int(item.get("side", 1 - side)))
        return ("unit", uid, r)
    if "pick" in item:
        uid = _find(m, [m.zdeck[p]], item["pick"], source, "pick")
        card = m.card_def[uid]
        if d is not None and d.kind == "leader_search":
            return ("pick", uid)
        if card.type == "weather":
            return ("weather", uid)
        if card.special == "mardroeme":
            return ("mardroeme", uid, row if row is not None else 0)
        return ("unit", uid, row if row is not None else card.rows[0])
    if "take" in item:
        return ("take", _find(m, list(m.zdisc), item["take"], source, "take"))
    if "discard" in item:
        return ("discard", _find(m, [m.zhand[p]], item["discard"], source, "discard"))
    for key in ("first", "target_player", "deck"):
        if key in item:
            return (key, int(item[key]))
    if "none" in item:
        return ("none",)
    raise ScenarioError(f"{source}: cannot read step {item!r}")


def _names(m: GwentMatch, zone: int) -> list[str]:
    return sorted(m.card_def[u].name for u in m.zones[zone])


def scenario_check(m: GwentMatch, expect: dict, source: str) -> list[str]:
    """Compare the match with ``expect``; one message per mismatch (see the module docstring)."""
    out: list[str] = []

    def cmp(key, got, want):
        if got != want:
            out.append(f"{key}: expected {want!r}, got {got!r}")

    pool = m.game.pool
    for key, want in expect.items():
        if key == "totals":
            cmp(key, [m.total(s) for s in range(m.n_sides)], list(want))
        elif key == "row_totals":
            cmp(key, [[m.row_total(s, r) for r in range(3)] for s in range(m.n_sides)], [list(x) for x in want])
        elif key == "strength":
            for name, val in want.items():
                card = pool.find(name)
                got = [m.strength(u) for s in range(m.n_sides) for z in m.zrow[s] for u in m.zones[z]
                       if card is not None and m.card_def[u].name == card.name]
                if isinstance(val, list):
                    cmp(f"strength[{name}]", got, val)
                else:
                    cmp(f"strength[{name}]", got[:1], [val])
        elif key == "board":
            for s, rows in enumerate(want):
                for row, names in rows.items():
                    if row.endswith("_special"):
                        z = m.zspec[s][ROWS.index(row[:-8])]
                    else:
                        z = m.zrow[s][ROWS.index(row)]
                    names = [names] if isinstance(names, str) else names
                    cmp(f"board[{s}].{row}", _names(m, z), sorted(pool.find(n).name if pool.find(n) else n
                                                                  for n in names))
        elif key in ("hand", "side_deck"):
            zmap = m.zhand if key == "hand" else m.zside
            for seat, names in want.items():
                cmp(f"{key}[{seat}]", _names(m, zmap[int(seat)]),
                    sorted(pool.find(n).name if pool.find(n) else n for n in names))
        elif key == "discard":
            for s, names in want.items():
                cmp(f"discard[{s}]", _names(m, m.zdisc[int(s)]),
                    sorted(pool.find(n).name if pool.find(n) else n for n in names))
        elif key in ("hand_size", "deck_size"):
            zmap = m.zhand if key == "hand_size" else m.zdeck
            for seat, n in want.items():
                cmp(f"{key}[{seat}]", len(m.zones[zmap[int(seat)]]), n)
        elif key == "weather":
            cmp(key, [ROWS[r] for r in range(3) if m.weather_mask >> r & 1], list(want))
        elif key == "gems":
            cmp(key, list(m.gems), list(want))
        elif key == "points":
            cmp(key, list(m.points), list(want))
        elif key == "round":
            cmp(key, m.round, want)
        elif key == "passed":
            cmp(key, [bool(x) for x in m.passed], list(want))
        elif key == "current":
            cmp(key, m.current, want)
        elif key == "leader_used":
            cmp(key, [bool(x) for x in m.leader_used], list(want))
        elif key == "decision":
            cmp(key, m.pending.kind if m.pending else None, want)
        elif key == "decider":
            cmp(key, m.pending.player if m.pending else None, want)
        elif key == "ended":
            cmp(key, m.ended, want)
        elif key == "winners":
            cmp(key, list(m.winners), list(want))
        elif key in ("legal", "not_legal"):
            legal = m.legal_actions()
            for item in want:
                try:
                    act = scenario_action(m, item, source)
                except Exception as exc:  # noqa: BLE001 - a card not where it should be is a mismatch
                    if key == "legal":
                        out.append(f"legal: {item!r} cannot be built: {exc}")
                    continue
                if (act in legal) != (key == "legal"):
                    out.append(f"{key}: {item!r} ({act!r}) is {'not ' if key == 'legal' else ''}legal")
        elif key == "events":
            kinds = {e[0] for e in (m.log or [])}
            for k in want:
                if k not in kinds:
                    out.append(f"events: no {k!r} event")
        else:
            out.append(f"unknown expect key {key!r}")
    return out
