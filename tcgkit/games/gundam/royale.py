"""Battle royale, 3 or 4 players (rules/gundam.md §1.8; seed 000, Regeln für Battle Royale): everyone for
themselves.

* Player One (``first_player``) picks the direction of play before the deal: ``("clockwise",)`` (seat 0, 1, 2 …)
  or ``("counterclockwise",)`` (seat 0, n-1, n-2 …); turns, mulligans, action steps and the order of simultaneous
  triggers follow it (``RoyaleMatch.next_seat``). Everyone except Player One places an EX Resource.
* "Enemy" and "opponent" mean every other player still in the game; a Unit may attack any of them, or any of their
  rested Units (``main.main_actions`` through ``m.opponents``).
* An action step starts with the player after the turn player and goes round in turn order; it ends when every
  player still in the game has passed in a row (§1.10 ruling 6, ``action_step_all_pass``).
* Two ways to win (option ``battle_royale_win``): ``"sudden_death"`` (the seed's, "winner takes all"): the first
  player whose Unit deals battle damage to a player with no shield area left wins; a player whose deck is empty is
  eliminated, which gives nobody the win. ``"last_player_standing"``: battle damage with no shield area left and
  an empty deck both eliminate; the last player left wins.
* Project rulings where the seed is silent (docs/games/gundam.md, "Battle royale rulings"): an eliminated player
  leaves the game — their cards in play, paired Pilots and resources are removed from the game, their waiting
  triggers with them; their hand, deck and shields stay face down (option ``eliminated_cards``); an eliminated
  player's turn ends at once (the cleanup step runs, then the next player's turn); when nobody is left, a draw.
  Conceding eliminates the player; a player left alone by concessions wins.
* The seed's own ruling: when a deck-out leaves a single player in sudden death, the match is a draw, for a deck-out
  wins nobody the game (seed 000, Sudden Death; option ``sudden_death_last_survivor``, whose ``"wins"`` lets that
  player win).
"""

from __future__ import annotations

from tcgkit.core.effects.triggers import CONTROLLER
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.management import leave_play
from tcgkit.games.gundam.match import NEUTRAL, GundamMatch
from tcgkit.games.gundam.mode import Mode

DIRECTIONS = ("clockwise", "counterclockwise")


class RoyaleMatch(GundamMatch):
    """A battle royale: the standard state, the turn direction and the eliminated players.

    ``seat_next``: the next seat of each seat in the chosen direction; ``out``: the eliminated players (a
    bitmask)."""

    __slots__ = ("seat_next", "out")

    def next_seat(self, player: int) -> int:
        """The next player in the chosen direction who is still in the game."""
        nxt = self.seat_next
        out = self.out
        q = nxt[player]
        while out >> q & 1 and q != player:
            q = nxt[q]
        return q

    def on_concede(self, player: int) -> None:
        """Conceding eliminates the player (the others play on)."""
        eliminate(self, (player,), "concede")


class BattleRoyale(Mode):
    """Every player a side of their own (see the module docstring)."""

    match_class = RoyaleMatch

    def init_state(self, m):
        set_direction(m, "clockwise")
        m.out = 0

    def setup_frames(self, m):
        return ((choose_direction,),)

    def battle_damage(self, m, attacker, q):
        """Sudden death: the attacker wins. Last player standing: ``q`` is eliminated."""
        if m.game.options.battle_royale_win == "sudden_death":
            m.end([attacker], "battle_damage")
        else:
            eliminate(m, (q,), "battle_damage")

    def deck_out(self, m):
        """Each player still in the game whose deck is empty is eliminated (in either win mode)."""
        zones = m.zones
        out = m.out
        gone = tuple(p for p in range(m.n_players) if not out >> p & 1 and not zones[m.z_deck[p]])
        if not gone:
            return False
        eliminate(m, gone, "deck_out")
        return True


# ------------------------------------------------------------------------------------------------ direction


def choose_direction(m) -> None:
    """Frame: Player One picks the direction of play (seed 000, Spielvorbereitung)."""
    m.decide(m.first_player, "direction", [(d,) for d in DIRECTIONS], (direction_chosen,))


def direction_chosen(m, action: tuple) -> None:
    set_direction(m, action[0])
    m.emit("direction", ALL, player=m.first_player, direction=action[0])


def set_direction(m, direction: str) -> None:
    """Turns go ``"clockwise"`` (seat 0, 1, 2 …) or ``"counterclockwise"`` (seat 0, n-1, n-2 …)."""
    n = m.n_players
    step = 1 if direction == "clockwise" else -1
    m.seat_next = tuple((p + step) % n for p in range(n))


# ---------------------------------------------------------------------------------------------- elimination


def eliminate(m, players: tuple, reason: str) -> None:
    """``players`` are out of the game (together). Their cards in play leave the game (``eliminated_cards``),
    their waiting triggers are dropped; with one player left the match ends: that player wins, except that in sudden
    death a deck-out leaving one player is a draw (a deck-out wins nobody the game) unless
    ``sudden_death_last_survivor="wins"``; with nobody left it is a draw. An eliminated turn player's turn ends at
    once; an eliminated player's pending decision is answered neutrally."""
    players = tuple(p for p in players if not m.out >> p & 1)
    if m.ended or not players:
        return
    for p in players:
        m.out |= 1 << p
        m.emit("eliminated", ALL, player=p, reason=reason)
    m.triggers[:] = [t for t in m.triggers if t[CONTROLLER] not in players]
    if m.game.options.eliminated_cards == "leave_game":
        for p in players:
            leave_game(m, p)
    living = [p for p in range(m.n_players) if not m.out >> p & 1]
    if len(living) <= 1:
        opts = m.game.options
        if living and (opts.battle_royale_win == "last_player_standing" or reason != "deck_out"
                       or opts.sudden_death_last_survivor == "wins"):
            m.end(living, "last_player_standing")
        else:
            m.end([], reason)  # nobody left, or a deck-out left one player in sudden death: a draw
        return
    if m.turn_number == 0:  # conceded during set-up: Player One's part passes on
        if m.out >> m.first_player & 1:
            m.first_player = m.next_seat(m.first_player)
    elif m.active in players:
        abort_turn(m)
        return
    d = m.pending
    if d is not None and m.out >> d.player & 1:
        m.pending = None
        neutral = next((a for a in d.actions if a[0] in NEUTRAL), None)
        if neutral is not None:
            d.resume[0](m, neutral, *d.resume[1:])


def leave_game(m, p: int) -> None:
    """``p``'s cards in play (with their Pilots), resources and cards being resolved are removed from the game;
    hidden cards (hand, deck, shields) stay where they are, face down."""
    removed = m.z_removed[p]
    for z in (m.z_battle[p], m.z_base[p]):
        for u in list(m.zones[z]):
            leave_play(m, u, removed)
    for z in (m.z_resources[p], m.z_resolving[p]):
        for u in list(m.zones[z]):
            m.move(u, removed)


def abort_turn(m) -> None:
    """The turn player is out: whatever was resolving stops, and the turn goes on from its cleanup step."""
    m.stack.clear()
    m.pending = None
    m.atk = m.atk_unit = m.atk_player = -1
    m.then((to_cleanup,))


def to_cleanup(m) -> None:
    """Frame: the turn table moves to its cleanup step ("this turn" effects end; then the next player's turn)."""
    m.flow.enter_named(m, "cleanup")
