"""Team battle, 2 vs 2 (rules/gundam.md §1.8; seed 000, Regeln für den Teamkampf): seats 0 & 1 against 2 & 3,
the first seat of each team its leader.

* Each player puts the top 4 cards of their deck into the team's shared shield area of 8, alternating, the leader's
  first at the bottom (option ``team_shield_order``); damage takes the top Shield of the shared area, which goes to
  its owner's trash, and its owner decides its 【Burst】; "add 1 of your Shields to your hand" takes its controller's
  own topmost Shield there (``primitives.hand``; option ``team_your``). Each team
  has one base section, so one Base; the EX Base is the leader's. Each player of the team going second places an
  EX Resource. (All in ``zones`` and the generic set-up, ``turn.setup_shields``.)
* The teammates take their turn together: both make their cards active, draw, place a resource, repair and discard
  (``seats.turn_players``). The main phase is the team's: one member holds it at a time (the leader first), plays
  their own cards, and may hand it to the teammate once they have done something, or end their part
  (``end_main``), which hands it over for good; the team's main phase ends when both have ended theirs. Every
  decision stays a player's own about their own cards (no shared resources, no playing a teammate's cards); the
  leader's last word is that they open every main phase and are asked first when the team's shield area is
  attacked.
* "Friendly" includes the teammate's Units; "you" and "your" are the card's owner alone (seed 000, Teamkampf:
  ``selectors.Cards`` side ``your``, a shield guard in ``battle.shield_guarded``; option ``team_your``); a Blocker
  protects the teammate (``battle.block_step``: the attacked player, then the teammate, may block).
* A team loses when it takes battle damage with no Shields, or when either member's deck is empty
  (``Mode.battle_damage``, ``Mode.deck_out``: a side loses).
* A teammate's hand stays hidden (hands are their owner's alone; the core's ``team_visibility`` is off).
"""

from __future__ import annotations

from tcgkit.core.errors import TcgkitError
from tcgkit.core.zones import ALL, ZoneSpec
from tcgkit.games.gundam import main
from tcgkit.games.gundam.match import ZONES, GundamMatch
from tcgkit.games.gundam.mode import Mode

TEAMS = [[0, 1], [2, 3]]
SHIELDS_EACH = 4

TEAM_ZONES = tuple(
    ZoneSpec(z.name, z.visibility, "team", z.ordered) if z.name in ("shields", "base_section") else z for z in ZONES
)
"""The standard zones, but one shield area (shields and base section) per team; hands stay each player's own."""


class TeamMatch(GundamMatch):
    """A team battle: the standard state, and who holds the team's main phase.

    ``floor``: the member whose main-phase decision it is; ``done``: the members who have ended their part of the
    main phase (a bitmask); ``acted``: whether the member holding it has done something since they got it."""

    __slots__ = ("floor", "done", "acted")


class TeamBattle(Mode):
    """Two teams of two (see the module docstring)."""

    match_class = TeamMatch
    zones = TEAM_ZONES
    shields = SHIELDS_EACH

    def teams(self, n_players):
        return TEAMS

    def init_state(self, m):
        m.floor, m.done, m.acted = 0, 0, 0

    def first_seat(self, m, value):
        """A leader's seat (0 or 2): the leaders decide which team begins (seed 000, Spielvorbereitung); or
        ``"random"``."""
        leaders = [t[0] for t in m.teams]
        if value == "random":
            return leaders[m.rand_below(len(leaders))]
        if value not in leaders or type(value) is not int:
            raise TcgkitError(f"first_player in team battle is a leader's seat ({leaders[0]} or {leaders[1]}) or "
                              f"'random', not {value!r}")
        return value

    def shield_order(self, m):
        """Team by team, the members alternating, the leader's card first (at the bottom), or the teammate's under
        ``team_shield_order="teammate_bottom"``."""
        order = []
        for team in m.teams:
            order += team if m.game.options.team_shield_order == "leader_bottom" else team[::-1]
        return tuple(order)

    def begin_main(self, m):
        main_start(m)


# ------------------------------------------------------------------------------------- the team's main phase


def main_start(m) -> None:
    """The team's main phase begins: the leader holds it, nobody has ended their part yet."""
    m.floor = m.active
    m.done = 0
    m.acted = 0


def main_step(m) -> None:
    """One main-phase choice of the member holding the team's main phase: their own actions, ``("hand_over",)``
    once they have done something while the teammate has not ended their part, and ``("end_main",)``."""
    p = m.floor
    acts = main.main_actions(m, p)
    if m.acted and not m.done >> teammate(m, p) & 1:
        acts.insert(len(acts) - 1, ("hand_over",))
    m.decide(p, "main", acts, (main_chosen, p))


def main_over(m) -> bool:
    """Both members have ended their part of the team's main phase."""
    return all(m.done >> p & 1 for p in m.teams[m.team_of[m.active]])


def main_chosen(m, action: tuple, p: int) -> None:
    """Resume of a team member's ``main`` decision."""
    kind = action[0]
    mate = teammate(m, p)
    if kind == "end_main":
        m.emit("end_main", ALL, player=p)
        m.done |= 1 << p
        if not m.done >> mate & 1:
            m.floor, m.acted = mate, 0
    elif kind == "hand_over":
        m.emit("hand_over", ALL, player=p, to=mate)
        m.floor, m.acted = mate, 0
    else:
        m.acted = 1
        main.main_chosen(m, action, p)


def teammate(m, p: int) -> int:
    """The other member of ``p``'s team."""
    a, b = m.teams[m.team_of[p]]
    return b if a == p else a
