"""The one strength function of GWENT (rules/gwent.md §1.2) and the board's strength cache.

:func:`unit_strength` is the rule, in the order of §1.2; :func:`row_strengths` applies it to a row;
:func:`recompute` rebuilds the match's cache (``card_str`` per card, ``row_sum`` per side and row) from the board
whenever ``dirty`` is set (any change to a row, a row special, weather or a passive leader). The cache is derived
state: two equal positions fingerprint alike whatever their caches hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch

# ------------------------------------------------------------------------------------------------- strength


def unit_strength(base: int, hero: bool, weather: bool, halve: bool, spy_doubled: bool, bond_copies: int,
                  morale_others: int, horns: int) -> int:
    """A unit's current strength, in the order of rules/gwent.md §1.2 — the one strength function of the game.

    Args:
        base: printed strength.
        hero: heroes keep their base strength, whatever else applies.
        weather: a weather effect covers the unit's row.
        halve: King Bran's side: weather keeps half the strength, rounded up (rules/gwent.md §1.3 ruling),
            instead of setting it to 1 (a 0 stays 0 either way).
        spy_doubled: a spy while Eredin the Treacherous is in play (×2).
        bond_copies: same-named tight-bond units in the row, this one included (×n when n > 1).
        morale_others: morale-boost units in the row other than this one (+1 each).
        horns: Commander's Horn effects on the row other than this card: 0 or 1 (×2; horns do not stack, ruling 2),
            2 only under the option ``horns_stack`` (a horn card and a horn unit, ×4).

    Returns:
        The strength (an int ≥ 0).
    """
    if hero:
        return base
    s = base
    if weather:
        s = (s + 1) // 2 if halve else (1 if s > 0 else 0)
    if spy_doubled:
        s *= 2
    if bond_copies > 1:
        s *= bond_copies
    s += morale_others
    if horns:
        s <<= horns
    return s


def row_strengths(defs: list, weather: bool, halve: bool, double_spies: bool, slot_horn: bool,
                  horns_stack: bool = False) -> list[int]:
    """Strengths of the cards of one row (same order), by :func:`unit_strength`; non-units (decoys) count 0.

    Args:
        defs: the row's card definitions.
        weather, halve, double_spies: see :func:`unit_strength`.
        slot_horn: a Commander's Horn card or a leader's horn is on the row.
        horns_stack: option ``horns_stack`` (a horn card and another horn unit both double).
    """
    n_morale = 0
    n_horn = 0
    bonds: list[str] = []
    for d in defs:
        if d.morale:
            n_morale += 1
        if d.horn:
            n_horn += 1
        if d.bond:
            bonds.append(d.name)
    out = []
    for d in defs:
        if not d.is_unit:
            out.append(0)
            continue
        if d.hero:
            out.append(d.strength)
            continue
        other_horn_units = n_horn - 1 if d.horn else n_horn
        if horns_stack:
            horns = (1 if slot_horn else 0) + (1 if other_horn_units > 0 else 0)
        else:
            horns = 1 if slot_horn or other_horn_units > 0 else 0
        out.append(unit_strength(
            d.strength, False, weather, halve, double_spies and d.spy,
            bonds.count(d.name) if d.bond else 1,
            n_morale - 1 if d.morale else n_morale,
            horns,
        ))
    return out


def recompute(m: "GwentMatch") -> None:
    """Rebuild ``m.card_str`` and ``m.row_sum`` from the board (rules/gwent.md §1.2) and clear ``m.dirty``."""
    zones = m.zones
    defs = m.card_def
    cs = m.card_str
    rs = m.row_sum
    wm = m.weather_mask
    treach = m.treacherous
    bran = m.bran_sides
    lh = m.row_horn
    stack = m.opts.horns_stack
    for s in range(m.n_sides):
        halve = (bran >> s) & 1
        zr = m.zrow[s]
        zs = m.zspec[s]
        for r in range(3):
            row = zones[zr[r]]
            if not row:
                rs[s * 3 + r] = 0
                continue
            slot = zones[zs[r]]
            horn = lh[s * 3 + r] or (slot and defs[slot[0]].special == "horn")
            rdefs = [defs[u] for u in row]
            strs = row_strengths(rdefs, (wm >> r) & 1, halve, treach, bool(horn), stack)
            total = 0
            for u, v in zip(row, strs):
                cs[u] = v
                total += v
            rs[s * 3 + r] = total
    m.dirty = 0
