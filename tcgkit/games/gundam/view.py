"""What one seat (or a spectator) sees of a Gundam match, and its terminal rendering.

Every accessor goes through ``match.sees`` for card identities (DESIGN.md contract 4): hands are the owner's,
decks, resource decks and shields are nobody's (a Shield is revealed when destroyed), the rest is public.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.match import View


class GundamView(View):
    """A seat's window with accessors in Gundam terms (used by agents and the renderer)."""

    __slots__ = ()

    # -- public state
    @property
    def me(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def turn(self) -> int:
        return self.match.turn_number

    def active_player(self) -> int:
        return self.match.active

    def step(self) -> str:
        return self.match.step

    def opponents(self) -> list[int]:
        return self.match.opponents(self.me)

    def units(self, p: int) -> list[int]:
        """Uids of ``p``'s Units in the battle area (public)."""
        m = self.match
        return list(m.zones[m.z_battle[p]])

    def base(self, p: int) -> int:
        """Uid of ``p``'s Base, -1 if none."""
        m = self.match
        z = m.zones[m.z_base[p]]
        return z[0] if z else -1

    def shields(self, p: int) -> int:
        m = self.match
        return len(m.zones[m.z_shields[p]])

    def hand_size(self, p: int) -> int:
        m = self.match
        return len(m.zones[m.z_hand[p]])

    def deck_size(self, p: int) -> int:
        m = self.match
        return len(m.zones[m.z_deck[p]])

    def resources(self, p: int) -> tuple[int, int]:
        """(total resources incl. EX, active ones)."""
        m = self.match
        res = m.zones[m.z_resources[p]]
        return len(res), sum(1 for r in res if not m.rested[r])

    def hand(self) -> list[int]:
        """The viewer's own hand (uids)."""
        m = self.match
        if self.viewer is None:
            return []
        return list(m.zones[m.z_hand[self.viewer]])

    def trash(self, p: int) -> list[int]:
        m = self.match
        return list(m.zones[m.z_trash[p]])

    def in_play(self, uid: int) -> bool:
        """Whether a card is in a battle area or base section (public)."""
        return self.match.in_play(uid)

    # -- public card state (cards in public zones, or the viewer's own hand)
    def _check(self, uid: int) -> None:
        if not self.match.sees(self.viewer, uid):
            raise PermissionError(f"card {uid} is hidden from viewer {self.viewer}")

    def ap(self, uid: int) -> int:
        self._check(uid)
        return self.match.ap(uid)

    def hp_left(self, uid: int) -> int:
        """HP minus damage."""
        self._check(uid)
        return self.match.hp(uid) - self.match.damage[uid]

    def damage(self, uid: int) -> int:
        self._check(uid)
        return self.match.damage[uid]

    def rested(self, uid: int) -> bool:
        self._check(uid)
        return bool(self.match.rested[uid])

    def keyword(self, uid: int, kw: str) -> int:
        self._check(uid)
        return self.match.keyword(uid, kw)

    def pilot(self, uid: int) -> int:
        self._check(uid)
        return self.match.pilot[uid]

    def linked(self, uid: int) -> bool:
        self._check(uid)
        return self.match.is_linked(uid)

    def link_met(self, unit: int, pilot: int) -> bool:
        """Whether ``pilot`` would link ``unit`` (both must be visible to the viewer)."""
        self._check(unit)
        self._check(pilot)
        return self.match.link_met(unit, pilot)

    def can_attack(self, uid: int) -> bool:
        self._check(uid)
        return self.match.can_attack(uid) and not self.match.rested[uid]

    def cost(self, uid: int) -> int:
        self._check(uid)
        return self.match.cost_of(uid)

    def attack(self) -> tuple[int, int, int]:
        """(attacker uid, target unit uid, target player), -1 where none (public)."""
        m = self.match
        return m.atk, m.atk_unit, m.atk_player

    def card_dict(self, uid: int) -> dict:
        out = View.card_dict(self, uid)
        m = self.match
        if m.in_play(uid):
            out.update(ap=m.ap(uid), hp=m.hp(uid), damage=m.damage[uid], rested=bool(m.rested[uid]),
                       pilot=m.pilot[uid], linked=m.is_linked(uid))
        elif m.card_zone[uid] == m.z_resources[m.card_owner[uid]]:
            out["rested"] = bool(m.rested[uid])
        return out

    def to_dict(self) -> dict:
        out = View.to_dict(self)
        m = self.match
        out.update(turn=m.turn_number, active=m.active, phase=m.phase, step=m.step,
                   attack={"attacker": m.atk, "target_unit": m.atk_unit, "target_player": m.atk_player})
        return out


def render(view: GundamView) -> Any:
    """A rich renderable of the view: both sides' shield area, battle area, resources, and the viewer's hand."""
    from rich.table import Table
    from rich.text import Text

    m = view.match
    table = Table(title=f"Gundam — turn {m.turn_number}, player {m.active}'s {m.step.replace('_', ' ')}",
                  show_lines=True)
    table.add_column("player")
    table.add_column("shield area")
    table.add_column("battle area")
    table.add_column("resources")
    table.add_column("hand / deck / trash")
    for p in range(m.n_players):
        b = view.base(p)
        base = f"{m.card_def[b].name} {m.hp(b) - m.damage[b]}/{m.hp(b)}" if b >= 0 else "no base"
        units = []
        for u in view.units(p):
            d = m.card_def[u]
            s = f"{d.name} {m.ap(u)}/{m.hp(u) - m.damage[u]}"
            if m.pilot[u] >= 0:
                s += f" +{m.card_def[m.pilot[u]].pilot_name}" + ("*" if m.is_linked(u) else "")
            if m.rested[u]:
                s += " (rested)"
            units.append(s)
        total, active = view.resources(p)
        hand = ""
        if p == view.viewer:
            hand = ", ".join(m.card_def[u].name for u in view.hand())
        table.add_row(
            Text(f"P{p}" + (" ◀" if p == m.active else "")),
            f"{base}\n{view.shields(p)} shields",
            "\n".join(units) or "-",
            f"{active}/{total} active",
            (hand + "\n" if hand else "") + f"{view.hand_size(p)} in hand / {view.deck_size(p)} deck / "
                                            f"{len(view.trash(p))} trash",
        )
    return table
