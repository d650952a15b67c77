"""What one seat (or a spectator) sees of a Gundam match, and its terminal rendering.

Every accessor reads the match through ``self._m`` and card identities through ``sees`` (DESIGN.md contract 4):
hands are the owner's, decks, resource decks and shields are nobody's (a Shield is revealed when destroyed), the
rest is public. :func:`render` draws the table from the view's accessors alone.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.view import View
from tcgkit.games.gundam import stats
from tcgkit.games.gundam.resources import cost_of
from tcgkit.games.gundam.seats import turn_order


class GundamView(View):
    """A seat's window with accessors in Gundam terms (used by agents and the renderer)."""

    __slots__ = ()

    # -- public state
    def turn(self) -> int:
        return self._m.turn_number

    def step(self) -> str:
        return self._m.step

    def phase(self) -> str:
        return self._m.phase

    def mode(self) -> str:
        """``standard``, ``team_battle`` or ``battle_royale`` (rules/gundam.md §1.8)."""
        return self._m.variant.name

    def team(self, p: int) -> tuple[int, ...]:
        """``p``'s side: their team in team battle (the leader first), else ``(p,)``."""
        m = self._m
        return m.teams[m.team_of[p]]

    def turn_order(self) -> list[int]:
        """Every player still in the game, in turn order from the turn player (public: battle royale's direction is
        chosen at the table)."""
        return turn_order(self._m, self._m.active)

    def eliminated(self) -> list[int]:
        """The players out of the game (battle royale)."""
        m = self._m
        return [p for p in range(m.n_players) if m.out >> p & 1]

    def units(self, p: int) -> list[int]:
        """Uids of ``p``'s Units in the battle area (public)."""
        m = self._m
        return list(m.zones[m.z_battle[p]])

    def base(self, p: int) -> int:
        """Uid of ``p``'s Base, -1 if none."""
        m = self._m
        z = m.zones[m.z_base[p]]
        return z[0] if z else -1

    def shields(self, p: int) -> int:
        m = self._m
        return len(m.zones[m.z_shields[p]])

    def hand_size(self, p: int) -> int:
        m = self._m
        return len(m.zones[m.z_hand[p]])

    def deck_size(self, p: int) -> int:
        m = self._m
        return len(m.zones[m.z_deck[p]])

    def resources(self, p: int) -> tuple[int, int]:
        """(total resources incl. EX, active ones)."""
        m = self._m
        res = m.zones[m.z_resources[p]]
        return len(res), sum(1 for r in res if not m.rested[r])

    def hand(self) -> list[int]:
        """The viewer's own hand (uids)."""
        m = self._m
        if self.viewer is None:
            return []
        return list(m.zones[m.z_hand[self.viewer]])

    def trash(self, p: int) -> list[int]:
        m = self._m
        return list(m.zones[m.z_trash[p]])

    def in_play(self, uid: int) -> bool:
        """Whether a card is in a battle area or base section (public)."""
        return stats.in_play(self._m, uid)

    def attack(self) -> tuple[int, int, int]:
        """(attacker uid, target unit uid, target player), -1 where none (public)."""
        m = self._m
        return m.atk, m.atk_unit, m.atk_player

    # -- card state (cards in public zones, or the viewer's own hand)
    def ap(self, uid: int) -> int:
        self.require_visible(uid)
        return stats.ap(self._m, uid)

    def hp(self, uid: int) -> int:
        """Current HP before damage."""
        self.require_visible(uid)
        return stats.hp(self._m, uid)

    def hp_left(self, uid: int) -> int:
        """HP minus damage."""
        self.require_visible(uid)
        return stats.hp(self._m, uid) - self._m.damage[uid]

    def damage(self, uid: int) -> int:
        self.require_visible(uid)
        return self._m.damage[uid]

    def rested(self, uid: int) -> bool:
        self.require_visible(uid)
        return bool(self._m.rested[uid])

    def keyword(self, uid: int, kw: str) -> int:
        self.require_visible(uid)
        return stats.keyword(self._m, uid, kw)

    def pilot(self, uid: int) -> int:
        self.require_visible(uid)
        return self._m.pilot[uid]

    def linked(self, uid: int) -> bool:
        self.require_visible(uid)
        return stats.is_linked(self._m, uid)

    def link_met(self, unit: int, pilot: int) -> bool:
        """Whether ``pilot`` would link ``unit`` (both must be visible to the viewer)."""
        self.require_visible(unit)
        self.require_visible(pilot)
        return stats.link_met(self._m, unit, pilot)

    def can_attack(self, uid: int) -> bool:
        self.require_visible(uid)
        return stats.can_attack(self._m, uid) and not self._m.rested[uid]

    def cost(self, uid: int) -> int:
        self.require_visible(uid)
        return cost_of(self._m, uid)

    def card_dict(self, uid: int) -> dict:
        out = View.card_dict(self, uid)
        m = self._m
        if stats.in_play(m, uid):
            out.update(ap=stats.ap(m, uid), hp=stats.hp(m, uid), damage=m.damage[uid], rested=bool(m.rested[uid]),
                       pilot=m.pilot[uid], linked=stats.is_linked(m, uid))
        elif m.card_zone[uid] == m.z_resources[m.card_owner[uid]]:
            out["rested"] = bool(m.rested[uid])
        return out

    def to_dict(self) -> dict:
        out = View.to_dict(self)
        m = self._m
        out.update(turn=m.turn_number, active=m.active, phase=m.phase, step=m.step, mode=m.variant.name,
                   teams=[list(t) for t in m.teams], eliminated=self.eliminated(),
                   turn_order=self.turn_order() if m.turn_number else [],
                   attack={"attacker": m.atk, "target_unit": m.atk_unit, "target_player": m.atk_player})
        return out


def render(view: GundamView) -> Any:
    """A rich renderable of the view: each player's shield area (a team's is shared), battle area (numbered by
    position, as actions and narration name a card that has a twin: "Strike Dagger (battle area 2)"), resources,
    and the viewer's hand; the viewer, their teammate, teams and eliminated players marked."""
    from rich.table import Table
    from rich.text import Text

    team_battle = view.mode() == "team_battle"
    me = view.viewer
    who = ""
    if me is not None:
        mates = [q for q in view.team(me) if q != me]
        who = f" — you are P{me}" + (f", your teammate is P{mates[0]}" if team_battle and mates else "")
    table = Table(title=f"Gundam — turn {view.turn()}, player {view.active}'s "
                        f"{view.step().replace('_', ' ')}{who}", show_lines=True)
    for column in ("player", "shield area", "battle area", "resources", "hand / deck / trash"):
        table.add_column(column)
    out = view.eliminated()
    for p in range(view.n_players):
        label = f"P{p}" + (" (you)" if p == me else "") + (" ◀" if p == view.active else "")
        if team_battle:
            label += f"\nteam {view.team_of(p) + 1}" + (" leader" if view.team(p)[0] == p else "")
        if p in out:
            label += "\n(eliminated)"
        b = view.base(p)
        base = f"{view.card(b).name} {view.hp_left(b)}/{view.hp(b)}" if b >= 0 else "no base"
        units = []
        for i, u in enumerate(view.units(p), start=1):
            s = f"{i}. {view.card(u).name} {view.ap(u)}/{view.hp_left(u)}"
            if view.pilot(u) >= 0:
                s += f" +{view.card(view.pilot(u)).pilot_name}" + ("*" if view.linked(u) else "")
            if view.rested(u):
                s += " (rested)"
            units.append(s)
        total, active = view.resources(p)
        hand = ", ".join(view.card(u).name for u in view.hand()) if p == view.viewer else ""
        table.add_row(
            Text(label),
            f"{base}\n{view.shields(p)} shields" + (" (shared)" if team_battle else ""),
            "\n".join(units) or "-",
            f"{active}/{total} active",
            (hand + "\n" if hand else "") + f"{view.hand_size(p)} in hand / {view.deck_size(p)} deck / "
                                            f"{len(view.trash(p))} trash",
        )
    return table


def standing(view: GundamView) -> str:
    """"P0: 5 shields, 2 units · P1: 3 shields, 4 units" (a team's shields are shared, counted once per player)."""
    out = view.eliminated()
    parts = []
    for p in range(view.n_players):
        if p in out:
            parts.append(f"P{p}: out")
            continue
        base = " + base" if view.base(p) >= 0 else ""
        n = len(view.units(p))
        parts.append(f"P{p}: {view.shields(p)} shields{base}, {n} unit{'' if n == 1 else 's'}")
    return " · ".join(parts)

