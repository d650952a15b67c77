"""What one seat (or a spectator) sees of an FE Cipher match, and the terminal table.

Every accessor reads the match through ``self._m`` and card identities through ``m.sees`` (DESIGN.md contract 4):
hands are their owner's, decks and orbs nobody's (the owner's included), the rest public. Counts are public.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from tcgkit.core import View
from tcgkit.games.fe_cipher import properties as props
from tcgkit.games.fe_cipher.bonds import symbols
from tcgkit.games.fe_cipher.costs import FLIP
from tcgkit.games.fe_cipher.skills import skill_at
from tcgkit.games.fe_cipher.match import BACK, FRONT


class FEView(View):
    """A seat's window in FE Cipher terms (used by agents and the renderer)."""

    __slots__ = ()

    # -- public state
    def turn(self) -> int:
        return self._m.turn_number

    def step(self) -> str:
        return self._m.step

    def first_player(self) -> int:
        return self._m.first_player

    def units(self, p: int, line: str | None = None) -> list[int]:
        """``p``'s units (public), Front Line first, or one line."""
        m = self._m
        if line == FRONT:
            return list(m.zones[m.z_front[p]])
        if line == BACK:
            return list(m.zones[m.z_back[p]])
        return m.units(p)

    def line(self, uid: int) -> str:
        return self._m.line(uid)

    def main_character(self, p: int) -> int:
        """The uid of ``p``'s Main Character once face up (-1 while face down at set-up)."""
        m = self._m
        uid = m.mc[p]
        return uid if uid >= 0 and m.on_field(uid) else -1

    def orbs(self, p: int) -> int:
        return self._m.orb_count(p)

    def deck_size(self, p: int) -> int:
        m = self._m
        return len(m.zones[m.z_deck[p]])

    def hand_size(self, p: int) -> int:
        return self._m.hand_count(p)

    def hand(self) -> list[int]:
        """The viewer's own hand (uids)."""
        m = self._m
        return [] if self.viewer is None else list(m.zones[m.z_hand[self.viewer]])

    def retreat(self, p: int) -> list[int]:
        m = self._m
        return list(m.zones[m.z_retreat[p]])

    def bonds(self, p: int) -> list[tuple[int, bool]]:
        """``(uid, face_down)`` of ``p``'s bonds (public: a bond was seen when placed)."""
        m = self._m
        return [(u, bool(m.face_down[u])) for u in m.zones[m.z_bonds[p]]]

    def symbols(self, p: int) -> frozenset:
        return symbols(self._m, p)

    def budget(self, p: int) -> tuple[int, int]:
        """(cost paid this turn, bonds)."""
        m = self._m
        return m.spent[p], m.bond_count(p)

    def supports(self) -> list[int]:
        """The cards in both Support Areas (public)."""
        m = self._m
        return [u for z in m.z_support for u in m.zones[z]]

    def combat(self) -> dict | None:
        """The current combat (public), or ``None``."""
        m = self._m
        if m.attacker < 0:
            return None
        return {"attacker": m.attacker, "defender": m.defender, "critical": bool(m.critical),
                "evaded": bool(m.evaded), "supports": self.supports()}

    # -- public card state (of visible cards)
    def tapped(self, uid: int) -> bool:
        self.require_visible(uid)
        return bool(self._m.tapped[uid])

    def class_changed(self, uid: int) -> bool:
        self.require_visible(uid)
        return bool(self._m.class_changed[uid])

    def stack(self, uid: int) -> list[int]:
        """A unit's stack, top first (public)."""
        self.require_visible(uid)
        return self._m.stack_of(uid)

    def attack(self, uid: int) -> int:
        """A unit's attack now (battle power during its combat)."""
        self.require_visible(uid)
        m = self._m
        return props.battle_power(m, uid) if uid in (m.attacker, m.defender) else props.unit_attack(m, uid)

    def range_mask(self, uid: int) -> int:
        self.require_visible(uid)
        return props.range_mask(self._m, uid)

    def affinities(self, uid: int) -> frozenset:
        self.require_visible(uid)
        return props.affinities(self._m, uid)

    def orbs_broken(self, uid: int) -> int:
        self.require_visible(uid)
        return props.orbs_broken(self._m, uid)

    def same_name(self, a: int, b: int) -> bool:
        self.require_visible(a)
        self.require_visible(b)
        return props.same_name(self._m, a, b)

    def in_range(self, a: int, t: int) -> bool:
        return props.in_range(self._m, a, t)

    def skill_tags(self, uid: int, k: int) -> frozenset:
        """What skill ``k`` of a visible card does (its effect's tags: ``buff``, ``removal``, ``draw`` …)."""
        self.require_visible(uid)
        s = skill_at(self._m, uid, k)
        return s.effect.tags() if s is not None and s.effect is not None else frozenset()

    def skill_flips(self, uid: int, k: int) -> int:
        """How many bonds skill ``k``'s cost flips."""
        self.require_visible(uid)
        s = skill_at(self._m, uid, k)
        return sum(c.args[0] for c in s.cost if c.kind is FLIP) if s is not None else 0

    def card_tags(self, uid: int) -> frozenset:
        """What a visible card's skills do, together (tags of every effect)."""
        self.require_visible(uid)
        d = props.skill_def(self._m, uid)
        out: frozenset = frozenset()
        for s in d.skills:
            if s.effect is not None:
                out |= s.effect.tags()
        return out

    # -- projection
    def card_dict(self, uid: int) -> dict:
        m = self._m
        out = super().card_dict(uid)
        if m.on_field(uid):
            out.update(tapped=bool(m.tapped[uid]), class_changed=bool(m.class_changed[uid]),
                       main_character=m.is_mc(uid), stack=len(m.stack_of(uid)), attack=self.attack(uid))
        elif m.card_zone[uid] in m.z_bonds:
            out["face_down"] = bool(m.face_down[uid])
        return out

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self._m
        out.update(turn=m.turn_number, active=m.active, first_player=m.first_player, step=m.step,
                   players=[{"orbs": m.orb_count(p), "deck": len(m.zones[m.z_deck[p]]), "hand": m.hand_count(p),
                             "bonds": m.bond_count(p), "spent": m.spent[p],
                             "main_character": self.main_character(p)} for p in range(m.n_players)],
                   combat=self.combat())
        return out


# ------------------------------------------------------------------------------------------------ the table


def _unit_text(v: FEView, uid: int) -> str:
    m = v._m
    d = m.card_def[uid]
    tags = []
    if m.is_mc(uid):
        tags.append("MC")
    if m.tapped[uid]:
        tags.append("tapped")
    if m.class_changed[uid]:
        tags.append("CC")
    n = len(m.stack_of(uid))
    if n > 1:
        tags.append(f"stack {n}")
    return f"{d.name} {v.attack(uid)}" + (f" [{', '.join(tags)}]" if tags else "")


def _bonds_text(v: FEView, p: int) -> str:
    """Which cards the bonds are (public: each was seen when placed), face-down ones marked."""
    names = [v.card(u).name + (" (face down)" if down else "") for u, down in v.bonds(p) if v.visible(u)]
    syms = ", ".join(sorted(v.symbols(p))) or "none"
    spent, total = v.budget(p)
    return f"{'; '.join(names) or 'none'} — symbols {syms}; paid {spent}/{total} this turn"


def _line_text(v: FEView, units: list[int]) -> str:
    """A line's units numbered by position, as actions and narration place a card that has a twin."""
    return "; ".join(f"{i}. {_unit_text(v, u)}" for i, u in enumerate(units, start=1)) or "–"


def _set_up_mc(v: FEView, p: int) -> str:
    """A face-down Main Character at set-up: its owner sees which it is."""
    m = v._m
    mine = [u for u in m.zones[m.z_mc[p]] if v.visible(u)]
    if mine:
        return f"{v.card(mine[0]).name}, set face down (flips when both have mulliganed)"
    return "set face down (flips when both have mulliganed)"


def standing(v: FEView) -> str:
    """"P0: 4 orbs, 3 units · P1: 2 orbs, 5 units"."""
    return " · ".join(f"P{p}: {v.orbs(p)} orbs, {len(v.units(p))} units" for p in range(v.n_players))


class _PlainTable(Table):
    """A rich table whose string cells are plain text, never markup ("[tapped, CC]" prints as written)."""

    def add_row(self, *cells: Any, **kw: Any) -> None:
        super().add_row(*(Text(c) if isinstance(c, str) else c for c in cells), **kw)


def render(v: FEView) -> Any:
    """A rich table of a seat's view: both fields by line, counts, supports, own hand."""
    me = v.me
    title = "set-up" if v.turn() == 0 else f"turn {v.turn()} — player {v.active}'s {v.step().replace('_', ' ')}"
    t = _PlainTable(title=title, title_justify="left", show_lines=True)
    t.add_column("where")
    t.add_column("what")
    for p in (1 - me, me):
        who = "you" if p == me and v.viewer is not None else f"player {p}"
        t.add_row(f"{who}: counts", f"orbs {v.orbs(p)} | deck {v.deck_size(p)} | hand {v.hand_size(p)} | "
                                    f"retreat {len(v.retreat(p))}")
        t.add_row(f"{who}: bonds", _bonds_text(v, p))
        if v.main_character(p) < 0 and v.turn() == 0:
            t.add_row(f"{who}: main character", _set_up_mc(v, p))
        lines = (BACK, FRONT) if p != me else (FRONT, BACK)
        for line in lines:
            t.add_row(f"{who}: {line.replace('_', ' ')}", _line_text(v, v.units(p, line)))
    c = v.combat()
    if c:
        m = v._m
        sup = "; ".join(m.card_def[u].name for u in c["supports"]) or "none yet"
        t.add_row("combat", f"{m.card_def[c['attacker']].name} attacks {m.card_def[c['defender']].name}; "
                            f"supports: {sup}" + ("; critical hit" if c["critical"] else ""))
    if v.viewer is not None:
        m = v._m
        t.add_row("your hand", "; ".join(f"{m.card_def[u].name} (cost {m.card_def[u].cost})" for u in v.hand())
                  or "–")
    return t
