"""The expectations every game shares, and how a mismatch reads (``expected X, got Y``).

Core ``expect`` keys (docs/scenarios.md):

* ``ended``, ``winner`` (a player, ``null`` for a draw or a list for a team), ``winners``, ``reason``;
* ``decision``: ``{player, kind}`` (either may be left out) or ``null`` (the match is over);
* ``legal`` / ``not_legal``: ``do`` items that must (not) be among the legal actions;
* ``zones``: ``{NAME@PLAYER: count or [card ids]}`` (a list compares as a multiset);
* ``zone_order``: ``{NAME@PLAYER: [card ids, bottom first]}``;
* ``cards``: ``{REF: {zone: NAME, ...game keys}}``;
* ``events``: event patterns that happened during the steps, in this order (others may come between);
* ``setup_events``: event patterns that happened while the setup resolved (before the first step), in this order;
* ``no_events``: event patterns that did not happen; ``event_counts``: ``[{kind: K, ..., count: N}]``.

An event pattern is ``{kind: K, FIELD: VALUE, ...}``: a field that the event kind declares as a card takes a card
reference (``GD01-009``, ``GD01-009@1``); ``card`` matches the event's main card; other fields compare equal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.errors import ScenarioError
from tcgkit.core.scenario.refs import CardRef, zone_of

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match
    from tcgkit.core.scenario.adapter import ScenarioAdapter

CORE_KEYS = ("ended", "winner", "winners", "reason", "decision", "legal", "not_legal", "zones", "zone_order", "cards",
             "events", "setup_events", "no_events", "event_counts")


def mismatch(label: str, want: Any, got: Any) -> list[str]:
    """``[]`` if equal, else one ``label: expected …, got …`` line."""
    return [] if got == want else [f"{label}: expected {want!r}, got {got!r}"]


def check_expectations(m: "Match", expect: dict, adapter: "ScenarioAdapter", source: str,
                       events_from: int = 0) -> list[str]:
    """Every mismatch between the match and ``expect`` (core keys here, the rest through the adapter).

    Args:
        events_from: index in the log where the steps began (events before it belong to the setup).

    Raises:
        ScenarioError: an unknown key or a malformed value, naming it.
    """
    if not isinstance(expect, dict):
        raise ScenarioError(f"{source}: expect must be a mapping")
    out: list[str] = []
    for key, want in expect.items():
        where = f"{source}.{key}"
        got = _core(m, key, want, adapter, where, events_from)
        if got is None:
            got = adapter.expect(m, key, want, where)
        if got is None:
            known = ", ".join((*CORE_KEYS, *adapter.expect_keys()))
            raise ScenarioError(f"{source}: unknown expect key {key!r} (known: {known})")
        out.extend(got)
    return out


def _core(m: "Match", key: str, want: Any, adapter: "ScenarioAdapter", where: str,
          events_from: int) -> list[str] | None:
    if key == "ended":
        return mismatch("ended", bool(want), m.ended)
    if key == "winner":
        w = m.winners
        return mismatch("winner", want, w[0] if len(w) == 1 else (None if not w else list(w)))
    if key == "winners":
        return mismatch("winners", sorted(want or []), list(m.winners))
    if key == "reason":
        return mismatch("reason", want, m.end_reason)
    if key == "decision":
        d = m.pending
        got = None if d is None else {"player": d.player, "kind": d.kind}
        if want is None or got is None:
            return mismatch("decision", want, got)
        if not isinstance(want, dict):
            raise ScenarioError(f"{where}: a mapping {{player, kind}} or null")
        return mismatch("decision", want, {k: got.get(k) for k in want})
    if key in ("legal", "not_legal"):
        out = []
        for item in _list(want, where):
            ok = adapter.action(m, item, where) in m.legal_actions()
            if ok != (key == "legal"):
                out.append(f"{key}: {item!r} is {'not ' if not ok else ''}legal")
        return out
    if key in ("zones", "zone_order"):
        out = []
        for ref, w in _map(want, where).items():
            cards = m.zones[zone_of(m, ref, f"{where}.{ref}", adapter.zone_aliases)]
            ids = [adapter.card_id(m.card_def[u]) for u in cards]
            if key == "zone_order":
                out += mismatch(f"zones.{ref} (bottom first)", [str(x) for x in _list(w, where)], ids)
            elif isinstance(w, int):
                out += mismatch(f"zones.{ref}", w, len(ids))
            else:
                out += mismatch(f"zones.{ref}", sorted(str(x) for x in _list(w, where)), sorted(ids))
        return out
    if key == "cards":
        return _cards(m, _map(want, where), adapter, where)
    if key in ("events", "setup_events", "no_events", "event_counts"):
        return _events(m, key, want, adapter, where, events_from)
    return None


def _cards(m: "Match", want: dict, adapter: "ScenarioAdapter", where: str) -> list[str]:
    out = []
    for ref, checks in want.items():
        uids = adapter.find(m, ref, f"{where}.{ref}")
        if not uids:
            out.append(f"cards.{ref}: no such card")
            continue
        u = uids[0]
        for k, v in _map(checks, f"{where}.{ref}").items():
            label = f"cards.{ref}.{k}"
            if k == "zone":
                out += mismatch(label, v, m.zone_table[m.card_zone[u]].spec.name)
                continue
            got = adapter.card_expect(m, u, k, v, label)
            if got is None:
                raise ScenarioError(f"{where}.{ref}: unknown card expectation {k!r}")
            out += got
    return out


def _events(m: "Match", key: str, want: Any, adapter: "ScenarioAdapter", where: str, start: int) -> list[str]:
    whole = m.log or []
    log = [e for e in (whole[:start] if key == "setup_events" else whole[start:]) if not e[2].get("redacted")]
    kinds = m.game.kinds.events
    if key in ("events", "setup_events"):
        pats = _list(want, where)
        i = 0
        for e in log:
            if i < len(pats) and _matches(m, e, pats[i], adapter, kinds, f"{where}[{i}]"):
                i += 1
        if i == len(pats):
            return []
        seen = [e[0] for e in log]
        return [f"{key}: {pats[i]!r} (number {i + 1} of {len(pats)}) did not happen in that order; "
                f"the events were {', '.join(seen) or 'none'}"]
    if key == "no_events":
        out = []
        for j, pat in enumerate(_list(want, where)):
            n = sum(1 for e in log if _matches(m, e, pat, adapter, kinds, f"{where}[{j}]"))
            if n:
                out.append(f"no_events: {pat!r} happened {n} time(s)")
        return out
    out = []
    for j, pat in enumerate(_list(want, where)):
        pat = dict(_map(pat, f"{where}[{j}]"))
        if "count" not in pat:
            raise ScenarioError(f"{where}[{j}]: an event count needs 'count'")
        count = pat.pop("count")
        n = sum(1 for e in log if _matches(m, e, pat, adapter, kinds, f"{where}[{j}]"))
        out += mismatch(f"event_counts[{j}] {pat!r}", count, n)
    return out


def _matches(m: "Match", event: tuple, pat: Any, adapter: "ScenarioAdapter", kinds: dict, where: str) -> bool:
    pat = _map(pat, where)
    if "kind" not in pat:
        raise ScenarioError(f"{where}: an event pattern needs 'kind'")
    kind, _vis, data = event
    if kind != pat["kind"]:
        return False
    declared = kinds.get(kind)
    card_fields = declared.cards if declared is not None else ("uid",)
    for k, v in pat.items():
        if k == "kind":
            continue
        if k == "card" and "card" not in data and card_fields:
            k_data = card_fields[0]
        else:
            k_data = k
        if k_data not in data:
            return False
        got = data[k_data]
        if k_data in card_fields or k == "card":
            if not _is_card(m, got, v, adapter, where):
                return False
        elif got != v:
            return False
    return True


def _is_card(m: "Match", got: Any, ref: Any, adapter: "ScenarioAdapter", where: str) -> bool:
    if isinstance(got, str):  # a card's id in the event data: compare under the scenario's own card ids too
        want = CardRef.parse(ref, where).id
        if got == want:
            return True
        d = next((d for d in m.card_def if getattr(d, "id", None) == got), None)
        return d is not None and adapter.card_id(d) == want
    if not isinstance(got, int) or not 0 <= got < len(m.card_def):
        return False
    r = CardRef.parse(ref, where)
    return adapter.card_id(m.card_def[got]) == r.id and (r.owner is None or m.card_owner[got] == r.owner)


def _list(v: Any, where: str) -> list:
    if not isinstance(v, list):
        raise ScenarioError(f"{where}: expected a list, got {v!r}")
    return v


def _map(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise ScenarioError(f"{where}: expected a mapping, got {v!r}")
    return v
