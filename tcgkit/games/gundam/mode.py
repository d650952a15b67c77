"""A mode's rules object: its turn table, its state, and the named hooks where a mode plugs in a rule of its own.

:class:`Mode` is the standard game, 1 vs 1 (rules/gundam.md §1.2–§1.7); the multiplayer modes of rules/gundam.md
§1.8 subclass it in their own modules and override only what differs: ``team.py`` (team battle, 2 vs 2) and
``royale.py`` (battle royale, 3–4 players). The shared rules never ask which mode they are in. Most of what the
modes change follows from the seating alone — the teams (``m.teams``), the turn order (``m.next_seat``), the
eliminated players (``m.out``) — and the rules read those generically: every member of the turn player's team takes
the turn, the action step starts with the first player after the turn player's team and goes round in turn order,
a Blocker of any member of the defending team may block, an attack names one player per opposing team. Where a mode
decides something of its own, the rules call a hook of ``m.variant``:

* seating and state: :meth:`Mode.teams`, ``zones``, ``match_class``, :meth:`Mode.init_state`,
  :meth:`Mode.first_seat`;
* set-up: :meth:`Mode.setup_frames` (before the deal), ``shields`` and :meth:`Mode.shield_order`;
* the turn: :meth:`Mode.turn_flow` (the table), :meth:`Mode.begin_main` (a scenario starting in the main phase);
* the end: :meth:`Mode.battle_damage`, :meth:`Mode.deck_out`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.errors import TcgkitError
from tcgkit.games.gundam.match import ZONES, GundamMatch

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.flow import Flow


class Mode:
    """The standard game's hooks; one instance per mode, shared by every match of it (it holds no match state).

    Args:
        name: the mode's name (``new_match(..., mode=NAME)``).
        decks: decks the mode takes: a number, or an inclusive ``(min, max)``.
        flows: its turn tables ``(comprehensive rules order, seed order)`` (option ``end_phase_order``).
        battle: the battle procedure's table.
    """

    #: the match class: :class:`GundamMatch`, or a subclass holding the mode's own state in its slots
    match_class: type = GundamMatch
    #: the zones (team battle shares the shield area and the base section within a team)
    zones: tuple = ZONES
    #: shields each player puts into the shield area at set-up (rules/gundam.md §1.2 step 5)
    shields: int = 6

    def __init__(self, name: str, decks: int | tuple[int, int], flows: tuple["Flow", "Flow"], battle: "Flow") -> None:
        self.name = name
        self.decks = decks
        self.flows = flows
        self.battle = battle

    def __repr__(self) -> str:
        return f"<gundam mode {self.name}>"

    # -------------------------------------------------------------------------------------- seating, state

    def teams(self, n_players: int) -> list[list[int]] | None:
        """Player indices per team (``None``: each player a side of their own)."""
        return None

    def init_state(self, m: Any) -> None:
        """Set the mode's own state slots on a new match (before set-up)."""

    def check_decks(self, n_decks: int) -> None:
        """Raises TcgkitError when ``n_decks`` does not fit the mode."""
        lo, hi = self.decks if isinstance(self.decks, tuple) else (self.decks, self.decks)
        if not lo <= n_decks <= hi:
            need = str(lo) if lo == hi else f"{lo} to {hi}"
            raise TcgkitError(f"gundam {self.name} needs {need} decks, got {n_decks}")

    def first_seat(self, m: Any, value: Any) -> int:
        """The seat of Player One from the ``first_player`` setting (a seat, or ``"random"``: the seed's rock-paper-
        scissors). Raises TcgkitError for anything else."""
        n = m.n_players
        if value == "random":
            return m.rand_below(n)
        if type(value) is not int or not 0 <= value < n:
            raise TcgkitError(f"first_player must be one of {', '.join(map(str, range(n)))} or 'random', "
                              f"not {value!r}")
        return value

    # -------------------------------------------------------------------------------------- set-up

    def setup_frames(self, m: Any) -> tuple:
        """Frames that run after the shuffle and before the deal (battle royale: Player One picks the direction)."""
        return ()

    def shield_order(self, m: Any) -> tuple[int, ...]:
        """The players in the order they put one card each onto the shield stacks, round after round (``shields``
        rounds; the last card placed is the top shield)."""
        return tuple(range(m.n_players))

    # -------------------------------------------------------------------------------------- the turn

    def turn_flow(self, options: Any) -> "Flow":
        """The turn table the options call for (``end_phase_order``, rules/gundam.md §1.9)."""
        return self.flows[options.end_phase_order == "seed"]

    def begin_main(self, m: Any) -> None:
        """A scenario starts in the main phase: set the main phase's state as its table's first rows would."""

    # -------------------------------------------------------------------------------------- the end

    def battle_damage(self, m: Any, attacker: int, q: int) -> None:
        """A Unit of ``attacker`` dealt battle damage to ``q``, whose shield area is empty: ``q``'s side loses
        (rules/gundam.md §1.5 step 4; §1.8 for a team)."""
        loser = m.team_of[q]
        m.end([p for p in range(m.n_players) if m.team_of[p] != loser], "battle_damage")

    def deck_out(self, m: Any) -> bool:
        """A player's deck is empty at a rules check: every side with such a player loses; all sides: a draw
        (rules/gundam.md §1.7, §1.10 ruling 4; §1.8: a team loses when any member decks out). ``True``: the match
        ended (the check stops what was resolving)."""
        zones = m.zones
        lost = {m.team_of[p] for p in range(m.n_players) if not zones[m.z_deck[p]]}
        m.end([p for p in range(m.n_players) if m.team_of[p] not in lost], "deck_out")
        return True
