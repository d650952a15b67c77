"""GWENT's rules: set-up, rounds and turns, card play and abilities, leaders, round end, and every mode.

The one home of the rules (docs/contributing.md). Sources: rules/gwent.md §1 (standard rules), seed 004 (advanced
decks, tournament, free-for-all, 2 vs 2, solo), and the rulings named in :mod:`tcgkit.games.gwent.options`.

Shape of the state (all flat lists or immutable scalars, see :class:`GwentMatch`):

* a *side* is what owns a board half, a discard pile and gems: a team (2v2) or a player (every other mode); the
  core's team index is the side index. Rows, row specials and discard piles are team-scoped zones; deck, hand,
  leader and side deck are per player; the weather zone is shared.
* ``card_str`` caches every card's current strength and ``row_sum`` every row's total; both are rebuilt by the pure
  :func:`~tcgkit.games.gwent.effects.row_strengths` whenever ``dirty`` is set (any change to a row, a row special,
  weather or a passive leader).

Leader abilities live in ``leaders.py``, the tournament's deck choices in ``tournament.py`` and the automaton in
``solo.py`` (mixins of :class:`GwentMatch`); everything else is here.

Turn structure (the step table): ``deal → redraw (per player) → choose_first → round_start → turn* → round_end →
round_start …``; :meth:`GwentMatch.advance` only ever schedules the next ``turn``.

Actions (plain tuples):
    ``("redraw", uid)``, ``("keep",)`` — opening redraw;
    ``("first", seat)`` — a Scoia'tael player (or FFA's chosen Scoia'tael) picks who starts;
    ``("unit", uid, row)`` — a unit onto the own side; ``("spy", uid, row, side)`` — a spy onto side ``side``;
    ``("horn", uid, row)``, ``("mardroeme", uid, row)`` — a row special; ``("decoy", uid, target)``;
    ``("scorch", uid)``; ``("weather", uid)``; ``("leader",)``; ``("pass",)``;
    ``("pick", uid)`` (Destroyer's search) / ``("take", uid)`` / ``("discard", uid)`` — leader choices; a leader
    that plays a card from the deck offers that card's play actions (``("weather", uid)``, ``("unit", uid, row)``,
    ``("mardroeme", uid, row)``); medics offer ``("unit", …)``/``("spy", …)`` for discard cards;
    ``("target_player", p)``; ``("deck", i)`` — tournament deck choice; ``("none",)`` — optional medic.

Decision kinds: ``redraw``, ``first_player``, ``turn``, ``medic``, ``medic_row``, ``leader_pick``, ``leader_row``,
``leader_take``, ``leader_discard``, ``leader_search``, ``target_player``, ``deck_choice``.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.errors import TcgkitError
from tcgkit.core.match import Match
from tcgkit.core.zones import ALL, Visibility, ZoneSpec
from tcgkit.games.gwent.effects import ROWS, param, row_strengths
from tcgkit.games.gwent.leaders import LeaderRules, apply_white_flame
from tcgkit.games.gwent.solo import SoloRules
from tcgkit.games.gwent.tournament import TournamentRules

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("leader", Visibility.PUBLIC),
    ZoneSpec("side_deck", Visibility.PUBLIC),
    ZoneSpec("box", Visibility.PRIVATE),  # spare tournament decks, set-aside solo weather: known to the owner
    ZoneSpec("leader_stack", Visibility.SECRET, ordered=True),
    ZoneSpec("close", Visibility.PUBLIC, scope="team"),
    ZoneSpec("ranged", Visibility.PUBLIC, scope="team"),
    ZoneSpec("siege", Visibility.PUBLIC, scope="team"),
    ZoneSpec("close_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("ranged_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("siege_special", Visibility.PUBLIC, scope="team"),
    ZoneSpec("discard", Visibility.PUBLIC, scope="team"),
    ZoneSpec("decoys", Visibility.PUBLIC, scope="team"),
    ZoneSpec("under_decoys", Visibility.SECRET, scope="team", ordered=True),
    ZoneSpec("weather", Visibility.PUBLIC, scope="shared"),
)

MODES = {"standard": 2, "tournament": 6, "ffa": (3, 5), "2v2": 4, "solo": 2}
"""Mode -> decks: tournament takes 6 (player 0's three, then player 1's three); solo takes the person's deck and the
automaton's full faction deck."""

#: hidden zones whose cards are never redealt into the others' places (see GwentMatch.resample_group)
_RESAMPLE_GROUPS = {"leader_stack": 1, "box": 2}

NR, NG, MO, ST, SK = "northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige"


class GwentMatch(LeaderRules, TournamentRules, SoloRules, Match):
    """A GWENT match in any mode. Built by :func:`build_match`; read through :class:`~.view.GwentView`.

    Game-specific public attributes (read-only for callers):
        mode: ``"standard" | "tournament" | "ffa" | "2v2" | "solo"``.
        n_sides: board halves (2, or 3–5 in FFA).
        round: the current round (1-based; 0 before the first).
        turn_number: cards played and leaders used so far (passes excluded).
        current: the seat whose turn it is (-1 between rounds).
        gems: per side; points: per player (FFA).
        passed, leader_used, leader_off: per player (0/1).
        faction, leader_uid: per player.
        round_log: one tuple per finished round: ``(round, totals_per_side, winner_sides)``.
    """

    __slots__ = (
        "mode", "n_sides", "zdeck", "zhand", "zleader", "zside", "zbox", "zlstack", "zrow", "zspec", "zdisc",
        "zdecoy", "zunder", "zweather", "zone_row", "zone_side", "opts",
        "passed", "leader_used", "leader_off", "gems", "points", "row_horn", "card_str", "row_sum", "dirty",
        "round", "turn_number", "current", "starter", "weather_mask", "played_round", "round_log",
        "pending_tokens", "faction", "leader_uid", "card_home", "card_deck", "treacherous", "invader", "bran_sides",
        "t_wins", "t_deck", "t_won", "t_games", "t_first", "bot", "solo_bonus", "solo_nr_extra", "first_of_game",
        "solo_human_won", "solo_eval",
    )
    _LISTS = ("passed", "leader_used", "leader_off", "gems", "points", "row_horn", "card_str", "row_sum",
              "round_log", "faction", "leader_uid", "card_home", "card_deck", "t_wins", "t_deck", "t_won",
              "solo_bonus")
    _SHARED = ("zdeck", "zhand", "zleader", "zside", "zbox", "zlstack", "zrow", "zspec", "zdisc", "zdecoy",
               "zunder", "zone_row", "zone_side", "opts")
    #: the strength cache, rebuilt from the board by ``row_strengths``: two equal positions fingerprint alike
    _DERIVED = ("card_str", "row_sum", "dirty")

    # ------------------------------------------------------------------------------------------ turn structure

    def advance(self) -> None:
        """Nothing scheduled: the next turn (rounds and set-up schedule themselves)."""
        self.then(("turn",))

    def resample_group(self, uid: int, zone: Any) -> tuple[int, int]:
        """Determinisation pools per owner *and* zone group: hidden hand, deck and cards under automaton decoys are
        redealt among themselves, while a solo leader stack and a tournament box (the other decks) keep their own
        cards — a leader never lands in a deck, nor a spare deck's card in play (see ``Match.resample_hidden``)."""
        return (self.card_owner[uid], _RESAMPLE_GROUPS.get(zone.spec.name, 0))

    # ---------------------------------------------------------------------------------------------- helpers

    def enemy_sides(self, p: int) -> list[int]:
        """Every side but ``p``'s."""
        s = self.team_of[p]
        return [t for t in range(self.n_sides) if t != s]

    def _strengths(self) -> None:
        """Rebuild the strength cache (``card_str``, ``row_sum``) from the board: rules/gwent.md §1.2."""
        zones = self.zones
        defs = self.card_def
        cs = self.card_str
        rs = self.row_sum
        wm = self.weather_mask
        treach = self.treacherous
        bran = self.bran_sides
        lh = self.row_horn
        stack = self.opts.horns_stack
        for s in range(self.n_sides):
            halve = (bran >> s) & 1
            zr = self.zrow[s]
            zs = self.zspec[s]
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
        self.dirty = 0

    def strength(self, uid: int) -> int:
        """Current strength of a card on the board (0 elsewhere)."""
        if self.dirty:
            self._strengths()
        return self.card_str[uid] if self.zone_row[self.card_zone[uid]] >= 0 else 0

    def row_total(self, side: int, row: int) -> int:
        """Total strength of one row of one side."""
        if self.dirty:
            self._strengths()
        return self.row_sum[side * 3 + row]

    def total(self, side: int) -> int:
        """A side's total strength (rows, plus the automaton's Hope bonus in solo)."""
        if self.dirty:
            self._strengths()
        rs = self.row_sum
        b = side * 3
        return rs[b] + rs[b + 1] + rs[b + 2] + self.solo_bonus[side]

    def _leader_def(self, p: int):
        u = self.leader_uid[p]
        return self.card_def[u] if u >= 0 else None

    def _passive(self, p: int, key: str) -> bool:
        """Whether passive ``key`` of ``p``'s leader is in effect.

        The automaton's revealed leaders stay face up (seed 004, Variante - Neuer gegnerischer Anführer: a new
        reveal does not put the earlier ones away), so a passive one acts from its reveal to the end of the game,
        also after later reveals.
        """
        if self.leader_off[p]:
            return False
        if p == self.bot:
            return any(self._passive_card(self.card_def[u], key, True) for u in self.zones[self.zleader[p]])
        d = self._leader_def(p)
        return d is not None and self._passive_card(d, key, False)

    @staticmethod
    def _passive_card(d: Any, key: str, bot: bool) -> bool:
        if d.effect[0] != "passive":
            return False
        if bot and d.solo is not None and d.solo[0] != "passive":
            return False  # the automaton uses the seed's adapted text instead (seed 004, solo leaders)
        return param(d.effect[1], key) is not None

    def _update_passives(self) -> None:
        n = self.n_players
        self.treacherous = any(self._passive(p, "double_spies") for p in range(n))
        self.invader = any(self._passive(p, "random_medic") for p in range(n))
        mask = 0
        for p in range(n):
            if self._passive(p, "halve_weather"):
                mask |= 1 << self.team_of[p]
        self.bran_sides = mask
        self.dirty = 1

    def side_has(self, side: int, faction: str) -> bool:
        """Whether a seat of ``side`` plays ``faction`` (faction abilities are never cancelled)."""
        return any(self.faction[p] == faction for p in self.teams[side])

    def _discard_of(self, uid: int) -> int:
        return self.zdisc[self.team_of[self.card_owner[uid]]]

    def _to_discard(self, uid: int) -> None:
        """A card leaves play: tokens back to their side deck (docs ruling), others to the owner's discard pile."""
        if self.card_def[uid].is_token:
            self.move(uid, self.zside[self.card_owner[uid]])
        else:
            self.move(uid, self._discard_of(uid))

    def draw(self, p: int, n: int = 1) -> int:
        """``p`` draws up to ``n`` cards from the top of the deck; returns how many were drawn."""
        deck = self.zones[self.zdeck[p]]
        hand = self.zhand[p]
        viewers = 1 << p | self._mates_mask(p)
        k = 0
        while k < n and deck:
            uid = deck[-1]
            self.move(uid, hand)
            k += 1
            self.emit_secret(viewers, "draw", {"player": p}, {"player": p, "card": self.card_def[uid].id, "uid": uid})
        return k

    def _mates_mask(self, p: int) -> int:
        if self.mode != "2v2":
            return 0
        m = 0
        for q in self.teams[self.team_of[p]]:
            m |= 1 << q
        return m

    # ------------------------------------------------------------------------------------------------ set-up

    def op_deal(self) -> None:
        """Shuffle every deck and draw the opening hands (+ Daisy's extra card): rules/gwent.md §1.1, §1.6."""
        o = self.opts
        for p in self._human_seats():
            self.shuffle_zone(self.zdeck[p])
            extra = 1 if self._passive(p, "extra_start_cards") else 0
            self.draw(p, o.hand_size + extra)
        if self.mode == "solo":
            self.shuffle_zone(self.zdeck[self.bot])
            self.shuffle_zone(self.zlstack[self.bot])
        frames = [("redraw", p, o.redraw_count) for p in self._human_seats() if o.redraw_count > 0]
        self.then(*frames)

    def _human_seats(self) -> range | list:
        return [0] if self.mode == "solo" else range(self.n_players)

    def op_redraw(self, p: int, left: int) -> None:
        hand = self.zones[self.zhand[p]]
        if left <= 0 or not hand or not self.zones[self.zdeck[p]]:
            return
        actions = [("keep",)] + [("redraw", u) for u in hand]
        self.decide(p, "redraw", actions, ("on_redraw", p, left), {"left": left})

    def op_on_redraw(self, action: tuple, p: int, left: int) -> None:
        if action[0] == "keep":
            self.emit("redraw_done", ALL, player=p)
            return
        uid = action[1]
        self.draw(p, 1)
        deck = self.zdeck[p]
        self.move(uid, deck)
        self.shuffle_zone(deck)
        self.emit("redrew", ALL, player=p)
        self.then(("redraw", p, left - 1))

    def op_choose_first(self) -> None:
        """Who starts: a coin toss, unless a Scoia'tael side decides (rules/gwent.md §1.5; seed 004 FFA and 2v2)."""
        if self.mode == "solo":
            return
        deciders = [p for p in range(self.n_players) if self.faction[p] == ST]
        sides_st = {self.team_of[p] for p in deciders}
        if self.mode == "ffa":
            if deciders:
                # seed 004 (Scoia'tael, FFA): several Scoia'tael players -> a random one decides
                p = deciders[self.rand_below(len(deciders))] if len(deciders) > 1 else deciders[0]
                self.emit("scoiatael_decides", ALL, player=p)
                self.decide(p, "first_player", [("first", q) for q in range(self.n_players)], ("on_first",))
                return
            self._set_first(self.rand_below(self.n_players), "random")
            return
        if len(sides_st) == 1:
            p = deciders[0]
            self.emit("scoiatael_decides", ALL, player=p)
            self.decide(p, "first_player", [("first", self.teams[s][0]) for s in range(self.n_sides)],
                        ("on_first",))
            return
        coin = self.rand_below(2)
        self.emit("coin", ALL, result=coin)
        self._set_first(self.teams[coin][0], "coin")

    def op_on_first(self, action: tuple) -> None:
        self._set_first(action[1], "chosen")

    def _set_first(self, seat: int, how: str) -> None:
        self.starter = seat
        self.current = seat
        if self.round == 0:
            self.first_of_game = seat
        self.emit("first_player", ALL, player=seat, how=how)

    # ------------------------------------------------------------------------------------------------ rounds

    def op_round_start(self) -> None:
        """A round begins: tokens of avengers, Skellige's round-3 revival, then the starter's turn."""
        self.round += 1
        n = self.n_players
        for p in range(n):
            self.passed[p] = 0
        self.played_round = 0
        self.emit("round_start", ALL, round=self.round)
        for uid, side in self.pending_tokens:
            if self.card_zone[uid] == self.zside[self.card_owner[uid]]:
                self._place(uid, side, self.card_def[uid].rows[0])
        self.pending_tokens = ()
        if self.round == self.opts.skellige_round:
            for p in range(n):  # the automaton too (rules/gwent.md §4.4 (5))
                if self.faction[p] == SK:
                    self._skellige_revive(p)
        frames: list = []
        if self.opts.scoiatael_scope == "every_round" and self.round > 1 and self.mode != "solo":
            frames.append(("choose_first_round",))
        if self.mode == "solo":
            frames.append(("solo_round_open",))
        self.then(*frames)

    def op_choose_first_round(self) -> None:
        """Option ``scoiatael_scope="every_round"``: a Scoia'tael side decides who starts each later round."""
        deciders = {self.team_of[p] for p in range(self.n_players) if self.faction[p] == ST}
        if len(deciders) == 1 or (self.mode == "ffa" and deciders):
            self.op_choose_first()

    def _skellige_revive(self, p: int) -> None:
        """Skellige: 2 random units from the discard pile onto the board (rules/gwent.md §1.5)."""
        side = self.team_of[p]
        pile = self.zones[self.zdisc[side]]
        heroes = self.opts.skellige_revive_heroes
        cand = [u for u in pile if self.card_def[u].is_unit and not self.card_def[u].spy
                and (heroes or not self.card_def[u].hero)]
        picked = []
        for _ in range(min(2, len(cand))):
            picked.append(cand.pop(self.rand_below(len(cand))))
        for u in picked:
            self.emit("skellige_revive", ALL, player=p, card=self.card_def[u].id, uid=u)
            self._place(u, side, self.card_def[u].rows[0])

    def op_turn(self) -> None:
        """The current seat acts: play a card, use the leader, or pass (rules/gwent.md §1.1)."""
        p = self.current
        if p < 0:
            self.then(("round_end",))
            return
        if self.passed[p]:
            self._next(p)
            return
        hand = self.zones[self.zhand[p]]
        if not hand and (self.opts.auto_pass_empty_hand or not self._leader_usable(p)):
            self._pass(p, auto=True)
            if self.mode == "solo":
                # an automatic pass is a pass: the automaton still takes its one final turn (seed 004, Spielablauf)
                self.then(("bot_turn", 0), ("end_turn", p))
            else:
                self._next(p)
            return
        self.decide(p, "turn", self.turn_actions(p), ("on_turn", p))

    def turn_actions(self, p: int) -> list:
        """Every legal action of seat ``p``'s turn, in a stable order."""
        out: list = []
        defs = self.card_def
        zones = self.zones
        side = self.team_of[p]
        solo_person = self.mode == "solo"
        decoy_targets = None
        free_rows = None
        for uid in zones[self.zhand[p]]:
            d = defs[uid]
            if d.is_unit:
                if d.spy:
                    for s in range(self.n_sides):
                        if s != side:
                            for r in d.rows:
                                out.append(("spy", uid, r, s))
                else:
                    for r in d.rows:
                        out.append(("unit", uid, r))
                continue
            t = d.type
            if t == "weather":
                if solo_person and not d.clear:
                    continue  # seed 004 (Solo): the person may not play weather other than Clear Weather
                out.append(("weather", uid))
                continue
            sp = d.special
            if sp == "decoy":
                if decoy_targets is None:
                    decoy_targets = self._decoy_targets(side)
                for tgt in decoy_targets:
                    out.append(("decoy", uid, tgt))
            elif sp == "horn" or sp == "mardroeme":
                if free_rows is None:
                    free_rows = self._free_slots(side)
                for r in free_rows:
                    out.append((sp, uid, r))
            elif sp == "scorch":
                out.append(("scorch", uid))
        if self._leader_usable(p):
            out.append(("leader",))
        out.append(("pass",))
        return out

    def _decoy_targets(self, side: int) -> list:
        zones = self.zones
        defs = self.card_def
        out = []
        for z in self.zrow[side]:
            for u in zones[z]:
                d = defs[u]
                if d.is_unit and not d.hero and not d.is_token:
                    out.append(u)
        return out

    def _free_slots(self, side: int) -> list:
        zs = self.zspec[side]
        lh = self.row_horn
        return [r for r in range(3) if not self.zones[zs[r]] and not lh[side * 3 + r]]

    def op_on_turn(self, action: tuple, p: int) -> None:
        kind = action[0]
        solo = self.mode == "solo"
        if kind == "pass":
            self._pass(p)
            if solo:
                self.then(("bot_turn", 0), ("end_turn", p))
            else:
                self._next(p)
            return
        self.turn_number += 1
        self.played_round = 1
        if kind == "leader":
            self.then(("leader", p), ("end_turn", p))
        else:
            self.then(("play", p, action), ("end_turn", p))
        if solo:
            self.stack.insert(len(self.stack) - 1, ("bot_turn", 0))

    def op_end_turn(self, p: int) -> None:
        self._next(p)

    def _pass(self, p: int, auto: bool = False) -> None:
        self.passed[p] = 1
        self.emit("pass", ALL, player=p, auto=auto)

    def _next(self, p: int) -> None:
        """Hand the turn to the next seat that has not passed (seat order; seed 004 2v2: A1, B1, A2, B2)."""
        n = self.n_players
        if self.mode == "solo":
            self.current = -1 if self.passed[0] else 0
            return
        for k in range(1, n + 1):
            q = (p + k) % n
            if not self.passed[q]:
                self.current = q
                return
        self.current = -1

    # --------------------------------------------------------------------------------------------- card play

    def op_play(self, p: int, action: tuple) -> None:
        """Resolve a card played from hand (or revived/searched): rules/gwent.md §1.3–§1.4."""
        kind = action[0]
        uid = action[1]
        side = self.team_of[p]
        if kind == "unit":
            self.play_unit(p, uid, side, action[2])
        elif kind == "spy":
            self.play_unit(p, uid, action[3], action[2])
        elif kind == "weather":
            self.play_weather(p, uid)
        elif kind == "horn" or kind == "mardroeme":
            self.move(uid, self.zspec[side][action[2]])
            self.dirty = 1
            self.emit("special", ALL, player=p, card=self.card_def[uid].id, uid=uid, row=ROWS[action[2]])
            if kind == "mardroeme":
                self._transform_row(side, action[2])
        elif kind == "scorch":
            self.emit("special", ALL, player=p, card=self.card_def[uid].id, uid=uid)
            self._to_discard(uid)
            self.board_scorch(p, -1)
        elif kind == "decoy":
            self.play_decoy(p, uid, action[2])
        else:  # pragma: no cover - turn_actions offers nothing else
            raise TcgkitError(f"unknown play {action!r}")

    def _place(self, uid: int, side: int, row: int) -> None:
        """Put a unit on a row without resolving its abilities (muster, tokens, Skellige, Monsters)."""
        self.move(uid, self.zrow[side][row])
        self.dirty = 1
        self.emit("placed", ALL, card=self.card_def[uid].id, uid=uid, side=side, row=ROWS[row])
        if self.card_def[uid].berserker and self._row_has_mardroeme(side, row):
            self._transform_row(side, row)

    def play_unit(self, p: int, uid: int, side: int, row: int) -> None:
        """A unit enters ``side``'s row ``row`` and its abilities resolve (spy, medic, muster, scorch …)."""
        d = self.card_def[uid]
        self.card_owner[uid] = p
        self.move(uid, self.zrow[side][row])
        self.dirty = 1
        self.emit("play", ALL, player=p, card=d.id, uid=uid, side=side, row=ROWS[row])
        if d.berserker and self._row_has_mardroeme(side, row):
            self._transform_row(side, row)
        if d.mardroeme:
            self._transform_row(side, row)
        if d.spy:
            if p == self.bot:
                self.then(("bot_turn", 1), ("bot_turn", 1))  # seed 004 (Solo, Spion): draws 2 and plays them
            else:
                self.draw(p, 2)
        if d.muster:
            self._muster(p, uid)
        if d.row_scorch >= 0:
            self.row_scorch(p, d.row_scorch, d.scorch_threshold)
        if d.board_scorch:
            self.board_scorch(p, uid)
        if d.medic:
            self.then(("medic", p))

    def _muster(self, p: int, uid: int) -> None:
        """Muster: every same-group card from the deck (and the hand under ``muster_from_hand``): ruling 1."""
        if p == self.bot:
            self.solo_muster(uid)
            return
        group = self.card_def[uid].muster_group
        side = self.team_of[p]
        sources = [self.zdeck[p]]
        if self.opts.muster_from_hand:
            sources.append(self.zhand[p])
        for z in sources:
            found = [u for u in self.zones[z] if self.card_def[u].muster_group == group and self.card_def[u].is_unit]
            for u in found:
                self.emit("muster", ALL, player=p, card=self.card_def[u].id, uid=u)
                self._place(u, side, self.card_def[u].rows[0])

    def placements(self, p: int, uid: int) -> list:
        """The ways ``p`` may put unit ``uid`` on the board (rows; sides for a spy)."""
        d = self.card_def[uid]
        side = self.team_of[p]
        if d.spy:
            return [("spy", uid, r, s) for s in range(self.n_sides) if s != side for r in d.rows]
        return [("unit", uid, r) for r in d.rows]

    def op_medic(self, p: int) -> None:
        """Medic: a non-hero unit from the own side's discard pile is played at once (rules/gwent.md §1.4)."""
        if self.mode == "solo" and p == self.bot:
            self.then(("bot_medic",))
            return
        side = self.team_of[p]
        defs = self.card_def
        cand = [u for u in self.zones[self.zdisc[side]] if defs[u].is_unit and not defs[u].hero]
        if not cand:
            return
        if self.invader:
            uid = cand[self.rand_below(len(cand))]
            self.emit("random_revive", ALL, player=p, card=defs[uid].id, uid=uid)
            acts = self.placements(p, uid)
            if len(acts) == 1:
                self.play_unit(p, uid, acts[0][3] if acts[0][0] == "spy" else side, acts[0][2])
            else:
                self.decide(p, "medic_row", acts, ("on_medic", p))
            return
        acts = [a for u in cand for a in self.placements(p, u)]
        if self.opts.medic_optional:
            acts.append(("none",))
        self.decide(p, "medic", acts, ("on_medic", p))

    def op_on_medic(self, action: tuple, p: int) -> None:
        if action[0] == "none":
            return
        side = self.team_of[p]
        self.emit("revive", ALL, player=p, card=self.card_def[action[1]].id, uid=action[1])
        self.play_unit(p, action[1], action[3] if action[0] == "spy" else side, action[2])

    def play_decoy(self, p: int, uid: int, target: int) -> None:
        """Decoy: swaps with a non-hero unit of the own side, which returns to hand (rules/gwent.md §1.4; ruling 4)."""
        z = self.card_zone[target]
        row = self.zones[z]
        idx = row.index(target)
        owner = self.card_owner[target]
        back_to = p
        if (self.mode == "2v2" and self.opts.decoy_returns_to == "player_who_played"
                and self.team_of[owner] == self.team_of[p]):
            back_to = owner
        self.move(target, self.zhand[back_to])
        self.card_owner[target] = back_to
        self.move(uid, z, idx)
        self.dirty = 1
        self.emit("decoy", ALL, player=p, card=self.card_def[target].id, uid=target, to=back_to)
        d = self.card_def[target]
        if d.avenger and self.opts.avenger_on_decoy:
            self._avenge(target, self.zone_side[z])

    def play_weather(self, p: int, uid: int) -> None:
        """Weather and Clear Weather (rules/gwent.md §1.3); a second copy of an active card is discarded."""
        d = self.card_def[uid]
        wz = self.zones[self.zweather]
        self.emit("weather", ALL, player=p, card=d.id, uid=uid)
        if d.clear:
            self.clear_weather()
            self._to_discard(uid)
            return
        if any(self.card_def[u].name == d.name for u in wz):
            self._to_discard(uid)
            return
        self.move(uid, self.zweather)
        self.weather_mask |= d.weather_mask
        self.dirty = 1

    def clear_weather(self) -> None:
        for u in list(self.zones[self.zweather]):
            self._to_discard(u)
        self.weather_mask = 0
        self.dirty = 1
        self.emit("clear_weather", ALL)

    def _row_has_mardroeme(self, side: int, row: int) -> bool:
        slot = self.zones[self.zspec[side][row]]
        if slot and self.card_def[slot[0]].special == "mardroeme":
            return True
        return any(self.card_def[u].mardroeme for u in self.zones[self.zrow[side][row]])

    def _transform_row(self, side: int, row: int) -> None:
        """Berserkers in a row with Mardroeme become their side-deck token (rules/gwent.md §1.4)."""
        z = self.zrow[side][row]
        for u in list(self.zones[z]):
            d = self.card_def[u]
            if not d.berserker:
                continue
            owner = self.card_owner[u]
            token = next((t for t in self.zones[self.zside[owner]] if self.card_def[t].name == d.berserker), -1)
            if token < 0:
                continue
            idx = self.zones[z].index(u)
            self.move(u, self._discard_of(u))
            self.move(token, z, idx)
            self.card_owner[token] = owner
            self.dirty = 1
            self.emit("transform", ALL, card=d.id, uid=u, into=self.card_def[token].id, token=token)

    # ------------------------------------------------------------------------------------------------ scorch

    def destroy(self, uids: list) -> None:
        """Destroy units: to the discard pile (tokens to the side deck); avengers leave their token."""
        for u in uids:
            z = self.card_zone[u]
            side = self.zone_side[z]
            self.emit("destroy", ALL, card=self.card_def[u].id, uid=u, side=side)
            self._to_discard(u)
            if self.card_def[u].avenger:
                self._avenge(u, side)
        self.dirty = 1

    def _avenge(self, uid: int, side: int) -> None:
        owner = self.card_owner[uid]
        name = self.card_def[uid].avenger
        token = next((t for t in self.zones[self.zside[owner]] if self.card_def[t].name == name), -1)
        if token >= 0:
            self._place(token, side, self.card_def[token].rows[0])

    def _strongest(self, uids: list, exclude: int = -1) -> list:
        defs = self.card_def
        if self.dirty:
            self._strengths()
        cs = self.card_str
        cand = [u for u in uids if u != exclude and defs[u].is_unit and not defs[u].hero]
        if not cand:
            return []
        top = max(cs[u] for u in cand)
        return [u for u in cand if cs[u] == top]

    def board_scorch(self, p: int, exclude: int) -> None:
        """Scorch: every non-hero unit tied for the highest strength on the board dies (rules/gwent.md §1.4).

        ``exclude`` is the scorching unit itself (Clan Dimun Pirate) or -1. Solo: only the person's side (seed 004);
        FFA pirate: each opponent's side separately (option ``ffa_pirate_per_opponent``).
        """
        if (self.mode == "solo" and p == self.bot) or (exclude >= 0 and self.mode == "ffa"
                                                         and self.opts.ffa_pirate_per_opponent):
            for s in self.enemy_sides(p):
                self.destroy(self._strongest(self._side_units(s), exclude))
            return
        every = []
        for s in range(self.n_sides):
            every.extend(self._side_units(s))
        self.destroy(self._strongest(every, exclude))

    def _side_units(self, side: int) -> list:
        z = self.zrow[side]
        zones = self.zones
        return zones[z[0]] + zones[z[1]] + zones[z[2]]

    def row_scorch(self, p: int, row: int, threshold: int) -> None:
        """Row scorch: each opponent's row ``row`` totalling ≥ ``threshold`` loses its strongest non-hero units."""
        for s in self.enemy_sides(p):
            if self.row_total(s, row) >= threshold:
                self.destroy(self._strongest(list(self.zones[self.zrow[s][row]])))

    # ------------------------------------------------------------------------------------------------ round end

    def op_round_end(self) -> None:
        """Both (all) sides passed: totals, gems or points, faction abilities, clean-up (rules/gwent.md §1.1, §1.5)."""
        if self.mode == "solo":
            self.then(("solo_reveal",), ("solo_leader_variant",), ("round_score",))
        else:
            self.then(("round_score",))

    def op_round_score(self) -> None:
        totals = tuple(self.total(s) for s in range(self.n_sides))
        if self.mode == "ffa":
            self._score_ffa(totals)
        else:
            self._score_two_sides(totals)

    def _score_two_sides(self, totals: tuple) -> None:
        a, b = totals
        if a != b:
            winners = (0,) if a > b else (1,)
        else:
            ng = [self.side_has(s, NG) for s in (0, 1)]
            winners = (0,) if ng[0] and not ng[1] else (1,) if ng[1] and not ng[0] else ()
        for s in (0, 1):
            if s not in winners:
                self.gems[s] = max(0, self.gems[s] - 1)
        self.round_log.append((self.round, totals, winners))
        self.emit("round_end", ALL, round=self.round, totals=list(totals), winners=list(winners),
                  gems=list(self.gems))
        for s in winners:
            for p in self.teams[s]:
                if self.faction[p] == NR and p != self.bot:  # the automaton's NR ability: seed 004 (solo)
                    self.emit("faction_ability", ALL, player=p, faction=NR)
                    self.draw(p, 1)
        self._end_of_round_board()
        if self.mode == "solo" and self.faction[self.bot] == NR and winners == (self.team_of[self.bot],):
            self.solo_nr_extra = 1
        if any(g == 0 for g in self.gems):
            alive = [s for s in (0, 1) if self.gems[s] > 0]
            self._game_over(alive, "gems")
            return
        # next starter: ruling 6 / option round_starter
        prev = self.starter
        if self.opts.round_starter == "winner" and winners:
            nxt = self.teams[winners[0]][0]
        else:
            nxt = self.teams[1 - self.team_of[prev]][0]
        self.starter = self.current = nxt
        if self.mode == "solo":
            self.solo_human_won = winners == (0,)
        self.then(("round_start",))

    def _score_ffa(self, totals: tuple) -> None:
        """FFA: 1 point per opponent beaten; Nilfgaard ties; NR draws after beating ≥2 (seed 004, Alle-gegen-Alle)."""
        n = self.n_sides
        gained = [0] * n
        beaten = [0] * n
        ng_ties = self.opts.ffa_nilfgaard_ties == "per_opponent"
        for i in range(n):
            for j in range(n):
                if i == j:
                    continue
                if totals[i] > totals[j]:
                    gained[i] += 1
                    beaten[i] += 1
                elif totals[i] == totals[j] and ng_ties and self.faction[i] == NG and self.faction[j] != NG:
                    gained[i] += 1
        for i in range(n):
            self.points[i] += gained[i]
        self.round_log.append((self.round, totals, tuple(i for i in range(n) if gained[i])))
        self.emit("round_end", ALL, round=self.round, totals=list(totals), gained=gained, points=list(self.points))
        for i in range(n):
            if self.faction[i] == NR and beaten[i] >= 2:
                self.emit("faction_ability", ALL, player=i, faction=NR)
                self.draw(i, 1)
        self._end_of_round_board()
        target = n + 1
        best = max(self.points)
        if best >= target:
            self._game_over([i for i in range(n) if self.points[i] == best], "points")
            return
        if self.opts.ffa_stalemate_end and not any(gained):
            if not self.played_round or not any(self.zones[self.zhand[i]] for i in range(n)):
                self._game_over([i for i in range(n) if self.points[i] == best] if best > 0 else [], "stalemate")
                return
        top = max(gained)
        self.starter = self.current = next(i for i in range(n) if gained[i] == top)
        self.then(("round_start",))

    def _end_of_round_board(self) -> None:
        """Monsters keep a unit; everything else leaves the board; weather clears (rules/gwent.md §1.1, §1.5)."""
        keep = -1
        kept = []
        if self.opts.monsters_keep == "random":
            for s in range(self.n_sides):
                if self.side_has(s, MO):
                    units = [u for u in self._side_units(s) if self.card_def[u].is_unit]
                    if units:
                        keep = units[self.rand_below(len(units))]
                        kept.append(keep)
                        self.emit("faction_ability", ALL, side=s, faction=MO, card=self.card_def[keep].id, uid=keep)
        pending = list(self.pending_tokens)
        next_round = self.opts.avenger_round_end == "next_round"
        for s in range(self.n_sides):
            for r in range(3):
                z = self.zrow[s][r]
                for u in list(self.zones[z]):
                    if u in kept:
                        continue
                    self._to_discard(u)
                    d = self.card_def[u]
                    if d.avenger and next_round:
                        owner = self.card_owner[u]
                        token = next((t for t in self.zones[self.zside[owner]] if self.card_def[t].name == d.avenger
                                      and all(t != q for q, _ in pending)), -1)
                        if token >= 0:
                            pending.append((token, s))
                for u in list(self.zones[self.zspec[s][r]]):
                    self._to_discard(u)
                self.row_horn[s * 3 + r] = 0
            for u in list(self.zones[self.zdecoy[s]]):
                self._to_discard(u)
            self.solo_bonus[s] = 0
        for u in list(self.zones[self.zweather]):
            self._to_discard(u)
        self.weather_mask = 0
        self.pending_tokens = tuple(pending)
        self.dirty = 1

    def _game_over(self, winning_sides: list, reason: str) -> None:
        if self.mode == "tournament":
            self._tournament_game_over(winning_sides, reason)
            return
        if self.mode == "ffa":
            self.end(winning_sides, reason)
            return
        self.end([p for s in winning_sides for p in self.teams[s]], reason)

# ---------------------------------------------------------------------------------------------------- building


def build_match(game: Any, decks: list, seed: int, log_events: bool = True, mode: str = "standard",
                **setup: Any) -> GwentMatch:
    """Lay out a match for ``mode`` and schedule its set-up frames (see :data:`MODES` for the decks expected).

    Raises:
        TcgkitError: unknown mode, wrong number of decks, unknown setup keys, or 2v2 teammates sharing a faction
            (seed 004, 2 gegen 2).
    """
    if mode not in MODES:
        raise TcgkitError(f"unknown gwent mode {mode!r}; modes: {', '.join(MODES)}")
    if setup:
        raise TcgkitError(f"unknown gwent setup keys: {', '.join(sorted(setup))} (only 'mode' is read)")
    want = MODES[mode]
    n_decks = len(decks)
    if isinstance(want, tuple):
        if not want[0] <= n_decks <= want[1]:
            raise TcgkitError(f"mode {mode!r} takes {want[0]}–{want[1]} decks, got {n_decks}")
    elif n_decks != want:
        raise TcgkitError(f"mode {mode!r} takes {want} decks, got {n_decks}")
    n_players = n_decks if mode in ("ffa", "2v2") else 2
    teams = [[0, 2], [1, 3]] if mode == "2v2" else None
    if mode == "2v2":
        for a, b in teams:
            if decks[a].faction == decks[b].faction:
                raise TcgkitError(f"2v2: seats {a} and {b} are teammates and both play {decks[a].faction}; "
                                  "teammates may not play the same faction (seed 004, 2 gegen 2)")
    m = GwentMatch(game, ZONES, n_players, seed, teams=teams, team_visibility=mode == "2v2", log_events=log_events)
    m.mode = mode
    m.opts = game.options
    n_sides = len(m.teams)
    m.n_sides = n_sides
    z = m.zone
    ids = m.zone_ids
    m.zdeck, m.zhand, m.zleader, m.zside = ids("deck"), ids("hand"), ids("leader"), ids("side_deck")
    m.zbox, m.zlstack = ids("box"), ids("leader_stack")
    m.zrow = tuple(tuple(z(r, s) for r in ROWS) for s in range(n_sides))
    m.zspec = tuple(tuple(z(r + "_special", s) for r in ROWS) for s in range(n_sides))
    m.zdisc, m.zdecoy, m.zunder = ids("discard"), ids("decoys"), ids("under_decoys")
    m.zweather = z("weather")
    zone_row = [-1] * len(m.zone_table)
    zone_side = [-1] * len(m.zone_table)
    for s in range(n_sides):
        for r in range(3):
            zone_row[m.zrow[s][r]] = r
            zone_side[m.zrow[s][r]] = s
            zone_side[m.zspec[s][r]] = s
    m.zone_row = tuple(zone_row)
    m.zone_side = tuple(zone_side)
    m.passed = [0] * n_players
    m.leader_used = [0] * n_players
    m.leader_off = [0] * n_players
    m.gems = [game.options.gems] * n_sides
    m.points = [0] * n_players
    m.row_horn = [0] * (3 * n_sides)
    m.row_sum = [0] * (3 * n_sides)
    m.solo_bonus = [0] * n_sides
    m.dirty = 1
    m.round = 0
    m.turn_number = 0
    m.current = -1
    m.starter = -1
    m.first_of_game = -1
    m.weather_mask = 0
    m.played_round = 0
    m.round_log = []
    m.pending_tokens = ()
    m.faction = [""] * n_players
    m.leader_uid = [-1] * n_players
    m.card_home = []
    m.card_deck = []
    m.treacherous = False
    m.invader = False
    m.bran_sides = 0
    m.t_wins = [0, 0]
    m.t_deck = [-1, -1]
    m.t_won = [0, 0]
    m.t_games = 0
    m.t_first = 0
    m.bot = -1
    m.solo_nr_extra = 0
    pool = game.pool
    if mode == "tournament":
        for p in range(2):
            for i, deck in enumerate(decks[p * 3:(p + 1) * 3]):
                _add_deck(m, pool, deck, p, i, m.zbox[p], m.zbox[p])
    else:
        for p, deck in enumerate(decks):
            if mode == "solo" and p == 1:
                m.bot = 1
                _add_deck(m, pool, deck, p, 0, m.zdeck[p], None)
                for lead in pool.leaders(deck.faction):
                    new_card(m, pool, lead, p, m.zlstack[p])
                m.faction[p] = deck.faction
                continue
            _add_deck(m, pool, deck, p, 0, m.zdeck[p], m.zleader[p])
            if mode == "solo":
                # seed 004 (Solo, Spielaufbau): the person's weather cards other than Clear Weather leave the deck
                for uid in list(m.zones[m.zdeck[p]]):
                    d = m.card_def[uid]
                    if d.type == "weather" and not d.clear:
                        m.move(uid, m.zbox[p])
    m.card_str = [0] * len(m.card_def)
    m.solo_human_won = False
    m.solo_eval = 0
    if mode == "tournament":
        m.then(("t_toss",))
    else:
        apply_white_flame(m)
        m._update_passives()
        m.then(("deal",), ("choose_first",), ("round_start",))
    return m


def new_card(m: GwentMatch, pool: Any, card: Any, owner: int, zone: int, deck_index: int = 0) -> int:
    """Create one card of ``owner`` in ``zone`` (plus its side-deck token for an avenger or berserker); its uid."""
    uid = m.add_card(card, owner, zone)
    m.card_home.append(owner)
    m.card_deck.append(deck_index)
    token = card.avenger or card.berserker
    if token:
        m.add_card(pool.by_name[token.casefold()], owner, m.zside[owner] if zone != m.zbox[owner] else zone)
        m.card_home.append(owner)
        m.card_deck.append(deck_index)
    return uid


def _add_deck(m: GwentMatch, pool: Any, deck: Any, p: int, index: int, zdeck: int, zleader: int | None) -> None:
    for d in deck.cards:
        new_card(m, pool, d, p, zdeck, index)
    if zleader is not None:
        uid = new_card(m, pool, deck.leader, p, zleader, index)
        if zleader == m.zleader[p]:
            m.leader_uid[p] = uid
            m.faction[p] = deck.leader.faction
