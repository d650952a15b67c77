"""Building a GWENT match: the one place where a match is laid out, for new games and scenario positions alike."""

from __future__ import annotations

from typing import Any

from tcgkit.core.errors import TcgkitError
from tcgkit.games.gwent.board import ROWS, ZONES
from tcgkit.games.gwent.passives import apply_white_flame, update_passives
from tcgkit.games.gwent.match import GwentMatch
from tcgkit.games.gwent.mode import check_deck_count
from tcgkit.games.gwent.modes import MODES


def build_match(game: Any, decks: list, seed: int, log_events: bool = True, mode: str = "standard",
                **setup: Any) -> GwentMatch:
    """Lay out a match for ``mode`` with its decks on the table; the flow starts at its first step when the match
    runs (``Game.new_match`` runs it).

    Raises:
        TcgkitError: unknown mode, wrong number of decks, unknown setup keys, or 2v2 teammates sharing a faction
            (seed 004, 2 gegen 2).
    """
    variant = MODES.get(mode)
    if variant is None:
        raise TcgkitError(f"unknown gwent mode {mode!r}; modes: {', '.join(MODES)}")
    if setup:
        raise TcgkitError(f"unknown gwent setup keys: {', '.join(sorted(setup))} (only 'mode' is read)")
    check_deck_count(variant, len(decks))
    n_players, teams = variant.seats(decks)
    m = GwentMatch(game, ZONES, n_players, seed, teams=teams, team_visibility=variant.shared_hands,
                   log_events=log_events)
    m.mode = mode
    m.variant = variant
    m.init_flow(variant.flow)
    _lay_out(m, game.options)
    variant.place_decks(m, game.pool, decks)
    m.card_str = [0] * len(m.card_def)
    apply_white_flame(m)
    update_passives(m)
    return m


_LAYOUTS: dict[tuple, tuple] = {}
"""Zone ids by role per seating (they depend only on the players, the teams and shared hands): computed once."""


def _zone_roles(m: GwentMatch) -> tuple:
    key = (m.n_players, m.teams, m.variant.shared_hands)
    roles = _LAYOUTS.get(key)
    if roles is not None:
        return roles
    n_sides = len(m.teams)
    z = m.zone
    ids = m.zone_ids
    zrow = tuple(tuple(z(r, s) for r in ROWS) for s in range(n_sides))
    zspec = tuple(tuple(z(r + "_special", s) for r in ROWS) for s in range(n_sides))
    zone_row = [-1] * len(m.zone_table)
    zone_side = [-1] * len(m.zone_table)
    for s in range(n_sides):
        for r in range(3):
            zone_row[zrow[s][r]] = r
            zone_side[zrow[s][r]] = s
            zone_side[zspec[s][r]] = s
    mates = []
    for p in range(m.n_players):
        mask = 1 << p
        if m.variant.shared_hands:  # the draw is named to the teammates who see the hand
            for q in m.teams[m.team_of[p]]:
                mask |= 1 << q
        mates.append(mask)
    roles = (ids("deck"), ids("hand"), ids("leader"), ids("side_deck"), ids("box"), ids("leader_stack"), zrow, zspec,
             ids("discard"), ids("decoys"), ids("under_decoys"), z("weather"), tuple(zone_row), tuple(zone_side),
             tuple(mates))
    _LAYOUTS[key] = roles
    return roles


def _lay_out(m: GwentMatch, options: Any) -> None:
    """Zone ids by role, and every counter at its start value."""
    m.opts = options
    n_players = m.n_players
    n_sides = m.n_sides = len(m.teams)
    (m.zdeck, m.zhand, m.zleader, m.zside, m.zbox, m.zlstack, m.zrow, m.zspec, m.zdisc, m.zdecoy, m.zunder,
     m.zweather, m.zone_row, m.zone_side, m.mates) = _zone_roles(m)
    m.passed = [0] * n_players
    m.leader_used = [0] * n_players
    m.leader_off = [0] * n_players
    m.gems = [options.gems] * n_sides
    m.points = [0] * n_players
    m.row_horn = [0] * (3 * n_sides)
    m.row_sum = [0] * (3 * n_sides)
    m.solo_bonus = [0] * n_sides
    m.card_str = []
    m.dirty = 1
    m.round = m.turn_number = m.played_round = m.weather_mask = 0
    m.active = m.starter = m.first_of_game = -1
    m.round_log = []
    m.pending_tokens = ()
    m.faction = [""] * n_players
    m.leader_uid = [-1] * n_players
    m.card_home = []
    m.card_deck = []
    m.treacherous = m.invader = False
    m.bran_sides = 0
    m.t_wins, m.t_deck, m.t_won = [0, 0], [-1, -1], [0, 0]
    m.t_games = m.t_first = m.t_between = 0
    m.bot = -1
    m.solo_nr_extra = 0
    m.solo_human_won = False
    m.solo_eval = 0
