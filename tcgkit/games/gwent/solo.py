"""The solo automaton: the automated opponent of seed 004 ("Solo"), played by the rules themselves.

Design choice (docs/games/gwent.md#the-automaton): the automaton's seat never gets a :class:`Decision`. Its turns are
frames (``bot_turn``) that take the top card of its deck and play it "most effectively" by the deterministic
policies of rules/gwent.md §4.3:

* every option is scored by **Δ = automaton total − person total after the option resolves** (one-ply, on a clone
  of the match; the automaton never peeks at its own deck order while scoring: chained draws are skipped);
* ties break by the chain **T**: (a) higher automaton total, (b) lower person total, (c) row with more cards,
  (d) close > ranged > siege, (e) lower card uid.

Seat 0 is the person, seat 1 the automaton; side 0 and side 1 likewise. The automaton has no hand and never passes;
it opens every round unless the person plays Scoia'tael (round 1 and after a round the person won), plays one final
card after the person passes, and chains another card after each weather card. Its leaders form a face-down stack
used by the variant "new opponent leader" (option ``solo_new_opponent_leader``).
"""

from __future__ import annotations

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.effects import ROWS, param

ST = "scoiatael"


class SoloRules:
    """Mixin of :class:`~tcgkit.games.gwent.rules.GwentMatch`: the automaton's frames and policies."""

    __slots__ = ()

    # --------------------------------------------------------------------------------------------- scoring

    def solo_score(self, frames: list, extra: tuple = ()) -> tuple:
        """Δ and tie-break key of scheduling ``frames`` now, evaluated on a clone (rules/gwent.md §4.3)."""
        m = self.clone()
        m.log = None
        m.solo_eval = 1
        base = len(m.stack)
        m.then(*frames)
        stack = m.stack
        ops = m._OPS
        while len(stack) > base and m.pending is None and not m.ended:
            f = stack.pop()
            ops[f[0]](m, *f[1:])
        bt = m.total(1)
        ht = m.total(0)
        return (bt - ht, bt, -ht) + extra

    def _best(self, options: list) -> tuple:
        """``options``: ``(frames, extra_key, payload)``; returns the payload of the best by Δ then T."""
        best = None
        best_key = None
        for frames, extra, payload in options:
            key = self.solo_score(frames, extra)
            if best_key is None or key > best_key:
                best_key = key
                best = payload
        return best

    def _unit_options(self, uid: int) -> list:
        d = self.card_def[uid]
        side = 0 if d.spy else 1
        out = []
        for r in d.rows:
            frames = [("bot_unit", uid, side, r)]
            out.append((frames, (len(self.zones[self.zrow[side][r]]), -r, -uid), frames))
        return out

    # --------------------------------------------------------------------------------------------- turns

    def op_solo_round_open(self) -> None:
        """Seed 004 (Spielablauf; Scoia'tael adaptation): who opens the round."""
        self.current = 0
        person_opens = self.faction[0] == ST and (self.round == 1 or self.solo_human_won)
        if not person_opens:
            self.then(("bot_turn", 0))

    def op_bot_turn(self, chained: int) -> None:
        """The automaton plays the top card of its deck; nothing if the deck is empty (rules/gwent.md §4.4 (4))."""
        if self.solo_eval:
            return
        b = self.bot
        if self.solo_nr_extra and not chained:
            # seed 004 (Nördliche Königreiche): after a won round, the first turn plays 1 extra card
            self.solo_nr_extra = 0
            self.then(("bot_turn", 1))
        deck = self.zones[self.zdeck[b]]
        if not deck:
            self.emit("bot_skip", ALL, player=b)
            return
        uid = deck[-1]
        self.turn_number += 1
        self.emit("bot_card", ALL, player=b, card=self.card_def[uid].id, uid=uid)
        self.bot_play(uid, True)

    def bot_play(self, uid: int, in_turn: bool) -> None:
        """Play card ``uid`` for the automaton, most effectively (rules/gwent.md §4.3)."""
        b = self.bot
        d = self.card_def[uid]
        if in_turn and self.opts.solo_agile_moves:
            self.then(("bot_agile",))
        if d.is_unit:
            self.then(*self._best(self._unit_options(uid)))
            return
        if d.type == "weather":
            self.play_weather(b, uid)
            if in_turn:
                self.then(("bot_turn", 1))  # seed 004: after weather it plays 1 more card at once
            return
        sp = d.special
        if sp in ("horn", "mardroeme"):
            free = self._free_slots(1)
            if not free:
                self.emit("bot_discard", ALL, card=d.id, uid=uid)
                self._to_discard(uid)
                return
            opts = [([("play", b, (sp, uid, r))], (len(self.zones[self.zrow[1][r]]), -r), ("play", b, (sp, uid, r)))
                    for r in free]
            self.then(self._best(opts))
            return
        if sp == "scorch":
            self._to_discard(uid)
            self.board_scorch(b, -1)
            return
        if sp == "decoy":
            deck = self.zones[self.zdeck[b]]
            if not deck:
                self._to_discard(uid)
                return
            # seed 004 (Finte): the top card goes face down under the decoy, resolved at round end
            self.move(uid, self.zdecoy[1])
            self.move(deck[-1], self.zunder[1])
            self.emit("bot_decoy", ALL, uid=uid)

    def op_bot_unit(self, uid: int, side: int, row: int) -> None:
        self.play_unit(self.bot, uid, side, row)

    def op_bot_agile(self) -> None:
        self._agile_moves(1, dry=False)

    def solo_muster(self, uid: int) -> None:
        """Seed 004 (Musterung): the first same-group card from the top of the deck (all under solo_muster_all)."""
        b = self.bot
        group = self.card_def[uid].muster_group
        deck = self.zones[self.zdeck[b]]
        found = [u for u in reversed(deck) if self.card_def[u].muster_group == group and self.card_def[u].is_unit]
        if not self.opts.solo_muster_all:
            found = found[:1]
        for u in found:
            self.emit("muster", ALL, player=b, card=self.card_def[u].id, uid=u)
            self._place(u, 1, self.card_def[u].rows[0])
        self.shuffle_zone(self.zdeck[b])

    def op_bot_medic(self) -> None:
        """Seed 004 (Heiler): the non-hero unit of its discard pile that adds most (Δ, then T).

        Under the person's Invader of the North (passive, "affects both players", rules/gwent.md §1.4 Medic and
        §1.6) the unit is random for the automaton too; only its row is still chosen by Δ.
        """
        defs = self.card_def
        cand = [u for u in self.zones[self.zdisc[1]] if defs[u].is_unit and not defs[u].hero]
        if not cand:
            return
        kind = "revive"
        if self.invader:
            cand = [cand[self.rand_below(len(cand))]]
            kind = "random_revive"
        opts = [o for u in cand for o in self._unit_options(u)]
        frames = self._best(opts)
        self.emit(kind, ALL, player=self.bot, card=defs[frames[0][1]].id, uid=frames[0][1])
        self.then(*frames)

    # --------------------------------------------------------------------------------------------- round end

    def op_solo_reveal(self) -> None:
        """Seed 004 (Finte): hidden cards under the automaton's decoys are revealed and resolved, in order."""
        under = self.zones[self.zunder[1]]
        if not under:
            return
        uid = under[0]
        self.emit("bot_reveal", ALL, card=self.card_def[uid].id, uid=uid)
        self.then(("solo_reveal",))
        self.bot_play(uid, False)

    def op_solo_leader_variant(self) -> None:
        """Variant "new opponent leader": the person leads at round end -> the automaton reveals a leader."""
        b = self.bot
        if not self.opts.solo_new_opponent_leader or self.leader_off[b]:
            return
        stack = self.zones[self.zlstack[b]]
        if not stack or self.total(0) <= self.total(1):
            return
        uid = stack[-1]
        self.move(uid, self.zleader[b])
        self.leader_uid[b] = uid
        d = self.card_def[uid]
        self.emit("bot_leader", ALL, card=d.id, uid=uid)
        op, prm = d.solo or d.effect
        self.bot_leader(op, prm)
        self._update_passives()

    def bot_leader(self, op: str, prm: tuple) -> None:
        """The automaton's leader abilities (seed 004 adaptations; others by their standard text, targets by Δ)."""
        b = self.bot
        defs = self.card_def
        deck = self.zones[self.zdeck[b]]
        if op == "draw_and_play":
            self.then(*[("bot_turn", 1)] * param(prm, "cards", 1))
        elif op == "play_from_deck":
            found = [u for u in reversed(deck) if (
                defs[u].name == param(prm, "name") if param(prm, "name") else
                defs[u].type == "weather" if param(prm, "type") else defs[u].is_unit and defs[u].has("tight_bond"))]
            if not found:
                return
            if param(prm, "ability"):
                opts = [o for u in found for o in self._unit_options(u)]
                self.then(*self._best(opts), ("shuffle_deck", b))
            elif param(prm, "name") == "Mardroeme":
                self.then(("shuffle_deck", b))
                self.bot_play(found[0], False)
            else:
                self.play_weather(b, found[0])
                if param(prm, "first"):
                    self.shuffle_zone(self.zdeck[b])
        elif op in ("revive_best", "revive_random", "take_from_discard"):
            pile = self.zdisc[0] if op == "take_from_discard" and param(prm, "whose") == "opponent" else self.zdisc[1]
            cand = [u for u in self.zones[pile] if defs[u].is_unit and not defs[u].hero]
            if not cand:
                return
            if op == "revive_random" or self.invader:
                # the person's Invader of the North: every ability that brings a discard unit back to the board
                # picks it at random, for both players (rules/gwent.md §1.4 Medic, §1.6)
                cand = [cand[self.rand_below(len(cand))]]
            self.then(*self._best([o for u in cand for o in self._unit_options(u)]))
        elif op == "cancel_enemy_leaders":
            self.leader_off[0] = 1
            self.emit("leader_cancelled", ALL, player=0)
        elif op == "bonus_per_agile":
            n = sum(1 for u in self._side_units(1) if defs[u].agile)
            self.solo_bonus[1] += n * param(prm, "strength", 1)
        elif op == "clear_weather":
            self.clear_weather()
        elif op == "horn":
            r = ROWS.index(param(prm, "row"))
            if not self.zones[self.zspec[1][r]] and not self.row_horn[3 + r]:
                self.row_horn[3 + r] = 1
                self.dirty = 1
        elif op == "row_scorch":
            self.row_scorch(b, ROWS.index(param(prm, "row")), param(prm, "threshold"))
        elif op == "shuffle_discards_into_decks":
            self.leader_shuffle_discards_into_decks(b, prm)
        # passive (Treacherous, Bran) takes effect through leader_uid; look_at_hand has nothing to act on
