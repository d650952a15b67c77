"""A mode's rules object: its flow table and the named hooks where a mode plugs in a rule of its own.

:class:`Mode` is the standard game (rules/gwent.md §1); every other mode subclasses it in its own module and
overrides only what differs: ``tournament.py`` (best of three, deck choices), ``ffa.py`` (free-for-all, points),
``teams.py`` (2 vs 2), ``solo.py`` (the automaton). The shared rules never ask which mode they are in; they call a
hook of ``m.variant``:

* seating and cards: :meth:`Mode.seats`, :meth:`Mode.place_decks`;
* turns: ``answer`` (frames after each of a person's turns), :meth:`Mode.next_seat`, :meth:`Mode.weather_allowed`;
* abilities: :meth:`Mode.spy_draws`, :meth:`Mode.muster`, :meth:`Mode.medic`, :meth:`Mode.board_scorch`;
* scoring: :meth:`Mode.nr_reward`, :meth:`Mode.after_round`, :meth:`Mode.game_over`;
* leaders: ``white_flame_hits_teammates``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.errors import TcgkitError
from tcgkit.games.gwent import play, rounds, turn
from tcgkit.games.gwent.match import add_deck

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.flow import Flow


class Mode:
    """The standard game's hooks; one instance per mode, shared by every match of it (holds no match state).

    Args:
        name: the mode's name (``new_match(..., mode=NAME)``).
        decks: decks the mode takes: a number, or an inclusive ``(min, max)``.
        flow: its step table (``flow.py``).
    """

    #: frames run after each of a person's turns (and passes) before the next seat: the solo automaton's answer
    answer: ClassVar[tuple] = ()
    #: Emhyr the White Flame cancels the teammates' leaders too (2 vs 2)
    white_flame_hits_teammates: ClassVar[bool] = False
    #: teammates see each other's hands (2 vs 2)
    shared_hands: ClassVar[bool] = False
    #: decks each player brings, given player by player (``Game.decks_per_seat``; the tournament: three)
    decks_per_seat: ClassVar[int] = 1

    def __init__(self, name: str, decks: int | tuple[int, int], flow: "Flow") -> None:
        self.name = name
        self.decks = decks
        self.flow = flow

    def __repr__(self) -> str:
        return f"<gwent mode {self.name}>"

    # -------------------------------------------------------------------------------------- seats and cards

    def seats(self, decks: list) -> tuple[int, list | None]:
        """``(players, teams)`` for these decks (``None``: one side per player).

        Raises:
            TcgkitError: the decks cannot sit together in this mode.
        """
        return len(decks) // self.decks_per_seat, None

    def place_decks(self, m: Any, pool: Any, decks: list) -> None:
        """Put each seat's deck and leader on the table."""
        for p, deck in enumerate(decks):
            add_deck(m, pool, deck, p, 0, m.zdeck[p], m.zleader[p])

    # -------------------------------------------------------------------------------------- turns

    #: after ``p``'s turn: the next seat that has not passed (-1 when all have); ``(m, p)``
    next_seat = staticmethod(turn.next_seat)

    def weather_allowed(self, d: Any) -> bool:
        """Whether a person may play weather card ``d`` from the hand."""
        return True

    # -------------------------------------------------------------------------------------- abilities

    def spy_draws(self, m: Any, p: int) -> None:
        """Spy: ``p`` draws 2 cards (rules/gwent.md §1.4)."""
        m.draw(p, 2)

    #: the rules of these abilities (the standard ones are functions of ``play.py``): ``(m, p, uid)``, ``(m, p)``,
    #: ``(m, p, exclude)``
    muster = staticmethod(play.muster)
    medic = staticmethod(play.medic_choice)
    board_scorch = staticmethod(play.board_scorch)

    # -------------------------------------------------------------------------------------- scoring

    nr_reward = staticmethod(rounds.nr_reward)

    def after_round(self, m: Any, winners: tuple) -> None:
        """After the board is cleared at a round's end (before a possible game over)."""

    game_over = staticmethod(rounds.game_over)


def check_deck_count(mode: Mode, n_decks: int) -> None:
    """Raises TcgkitError when ``n_decks`` does not fit ``mode``."""
    want = mode.decks
    if isinstance(want, tuple):
        if not want[0] <= n_decks <= want[1]:
            raise TcgkitError(f"mode {mode.name!r} takes {want[0]}–{want[1]} decks, got {n_decks}")
    elif n_decks != want:
        raise TcgkitError(f"mode {mode.name!r} takes {want} decks, got {n_decks}")
