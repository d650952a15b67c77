"""GWENT leader abilities (rules/gwent.md §1.6; ruling 5; the LCG leaders' standard rulings in docs/games/gwent.md).

A mixin of :class:`~tcgkit.games.gwent.rules.GwentMatch`: one ``leader_<op>`` method per operation of the effect
vocabulary (``effects.py``) that a leader declares, plus the legality check of ruling 5 and White Flame's
cancellation. Passive leaders (Treacherous, Invader, Daisy, King Bran, White Flame) act through
``GwentMatch._update_passives`` and the strength function.
"""

from __future__ import annotations

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.effects import ROWS, param


class LeaderRules:
    """Mixin: leader abilities."""

    __slots__ = ()

    def _leader_usable(self, p: int) -> bool:
        """Ruling 5: a leader ability with no legal effect is not offered."""
        if self.leader_used[p] or self.leader_off[p] or self.leader_uid[p] < 0:
            return False
        d = self.card_def[self.leader_uid[p]]
        op, prm = d.effect
        if op == "passive":
            return False
        zones = self.zones
        side = self.team_of[p]
        deck = zones[self.zdeck[p]]
        if op == "play_from_deck":
            return bool(self._deck_matches(p, prm)) and (param(prm, "name") != "Mardroeme"
                                                          or bool(self._free_slots(side)))
        if op == "clear_weather":
            return bool(zones[self.zweather])
        if op == "horn":
            r = ROWS.index(param(prm, "row"))
            return not zones[self.zspec[side][r]] and not self.row_horn[side * 3 + r]
        if op == "row_scorch":
            r = ROWS.index(param(prm, "row"))
            th = param(prm, "threshold")
            return any(self.row_total(s, r) >= th and self._strongest(list(zones[self.zrow[s][r]]))
                       for s in self.enemy_sides(p))
        if op == "look_at_hand":
            return any(zones[self.zhand[q]] for q in self.opponents(p))
        if op == "take_from_discard":
            if param(prm, "whose") == "own":
                return bool(zones[self.zdisc[side]])
            return any(zones[self.zdisc[s]] for s in self.enemy_sides(p))
        if op == "discard_then_search":
            return len(zones[self.zhand[p]]) >= param(prm, "discard") and bool(deck)
        if op == "optimize_agile":
            return bool(self._agile_moves(side, dry=True))
        if op == "shuffle_discards_into_decks":
            return any(zones[self.zdisc[s]] for s in range(self.n_sides))
        return False

    def _deck_matches(self, p: int, prm: tuple) -> list:
        defs = self.card_def
        name = param(prm, "name")
        if name is not None:
            return [u for u in self.zones[self.zdeck[p]] if defs[u].name == name]
        if param(prm, "type") == "weather":
            return [u for u in self.zones[self.zdeck[p]] if defs[u].type == "weather"]
        ability = param(prm, "ability")
        return [u for u in self.zones[self.zdeck[p]] if defs[u].is_unit and defs[u].has(ability)]

    def op_leader(self, p: int) -> None:
        """Use ``p``'s leader ability (once per game; rules/gwent.md §1.6)."""
        d = self.card_def[self.leader_uid[p]]
        self.leader_used[p] = 1
        op, prm = d.effect
        self.emit("leader", ALL, player=p, card=d.id)
        getattr(self, "leader_" + op)(p, prm)

    def leader_play_from_deck(self, p: int, prm: tuple) -> None:
        found = self._deck_matches(p, prm)
        name = param(prm, "name")
        if name == "Mardroeme":
            uid = found[0]
            self.reveal(uid, 1 << p)  # the player may look at the card its decision names
            rows = self._free_slots(self.team_of[p])
            self.decide(p, "leader_row", [("mardroeme", uid, r) for r in rows], ("on_leader_card", p))
            return
        if name is not None:
            uid = found[0]
            self.then(("play", p, ("weather", uid)) if self.card_def[uid].type == "weather"
                      else ("play", p, self.placements(p, uid)[0]))
            return
        for u in found:
            self.reveal(u, 1 << p)
        if param(prm, "type") == "weather":
            seen: dict = {}
            for u in found:
                seen.setdefault(self.card_def[u].name, u)
            self.decide(p, "leader_pick", [("weather", u) for u in seen.values()], ("on_leader_card", p))
            return
        self.decide(p, "leader_pick", [a for u in found for a in self.placements(p, u)], ("on_leader_card", p))

    def op_on_leader_card(self, action: tuple, p: int) -> None:
        self.then(("play", p, action), ("shuffle_deck", p))

    def op_shuffle_deck(self, p: int) -> None:
        self.shuffle_zone(self.zdeck[p])

    def leader_clear_weather(self, p: int, prm: tuple) -> None:
        self.clear_weather()

    def leader_horn(self, p: int, prm: tuple) -> None:
        side = self.team_of[p]
        r = ROWS.index(param(prm, "row"))
        self.row_horn[side * 3 + r] = 1
        self.dirty = 1

    def leader_row_scorch(self, p: int, prm: tuple) -> None:
        self.row_scorch(p, ROWS.index(param(prm, "row")), param(prm, "threshold"))

    def leader_look_at_hand(self, p: int, prm: tuple) -> None:
        targets = [q for q in self.opponents(p) if self.zones[self.zhand[q]]]
        if len(targets) == 1:
            self._look(p, targets[0], param(prm, "cards"))
        else:
            self.decide(p, "target_player", [("target_player", q) for q in targets], ("on_look", p, param(prm, "cards")))

    def op_on_look(self, action: tuple, p: int, n: int) -> None:
        self._look(p, action[1], n)

    def _look(self, p: int, q: int, n: int) -> None:
        hand = list(self.zones[self.zhand[q]])
        for _ in range(min(n, len(hand))):
            u = hand.pop(self.rand_below(len(hand)))
            self.reveal(u, 1 << p)
            self.emit_secret(1 << p, "look", {"player": p, "of": q},
                             {"player": p, "of": q, "card": self.card_def[u].id, "uid": u})

    def leader_take_from_discard(self, p: int, prm: tuple) -> None:
        if param(prm, "whose") == "own":
            piles = [self.team_of[p]]
        else:
            piles = self.enemy_sides(p)
        acts = [("take", u) for s in piles for u in self.zones[self.zdisc[s]]]
        self.decide(p, "leader_take", acts, ("on_take", p))

    def op_on_take(self, action: tuple, p: int) -> None:
        uid = action[1]
        self.move(uid, self.zhand[p])
        self.card_owner[uid] = p
        self.emit("take", ALL, player=p, card=self.card_def[uid].id, uid=uid)

    def leader_discard_then_search(self, p: int, prm: tuple) -> None:
        self.then(("destroyer_discard", p, param(prm, "discard")), ("destroyer_search", p))

    def op_destroyer_discard(self, p: int, left: int) -> None:
        hand = self.zones[self.zhand[p]]
        if left <= 0 or not hand:
            return
        self.decide(p, "leader_discard", [("discard", u) for u in hand], ("on_destroyer_discard", p, left))

    def op_on_destroyer_discard(self, action: tuple, p: int, left: int) -> None:
        self.move(action[1], self._discard_of(action[1]))
        self.emit("discarded", ALL, player=p, card=self.card_def[action[1]].id, uid=action[1])
        self.then(("destroyer_discard", p, left - 1))

    def op_destroyer_search(self, p: int) -> None:
        deck = self.zones[self.zdeck[p]]
        if not deck:
            return
        for u in deck:
            self.reveal(u, 1 << p)
        self.decide(p, "leader_search", [("pick", u) for u in deck], ("on_search", p))

    def op_on_search(self, action: tuple, p: int) -> None:
        self.move(action[1], self.zhand[p])
        self.emit("searched", ALL, player=p)
        self.shuffle_zone(self.zdeck[p])

    def _agile_moves(self, side: int, dry: bool) -> list:
        """Agile units of ``side`` that would be strictly stronger in their other row, in uid order (Hope;
        the automaton's agile rule, rules/gwent.md §4.3). ``dry``: only report whether one exists (no change)."""
        moves = []
        zones = self.zones
        defs = self.card_def
        agile = sorted(u for r in (0, 1) for u in zones[self.zrow[side][r]] if defs[u].agile and not defs[u].hero)
        for u in agile:
            r = self.zone_row[self.card_zone[u]]
            before = self.strength(u)
            other = 1 - r
            idx = zones[self.zrow[side][r]].index(u)
            self.move(u, self.zrow[side][other])
            self.dirty = 1
            after = self.strength(u)
            if dry or after <= before:
                self.move(u, self.zrow[side][r], idx)  # back to its exact place: a trial leaves no trace
                self.dirty = 1
            if after > before:
                moves.append(u)
                if dry:
                    return moves
                self.emit("agile_move", ALL, uid=u, card=defs[u].id, row=ROWS[other])
        return moves

    def leader_optimize_agile(self, p: int, prm: tuple) -> None:
        self._agile_moves(self.team_of[p], dry=False)

    def leader_shuffle_discards_into_decks(self, p: int, prm: tuple) -> None:
        touched = set()
        for s in range(self.n_sides):
            for u in list(self.zones[self.zdisc[s]]):
                o = self.card_owner[u]
                self.move(u, self.zdeck[o])
                touched.add(o)
        for o in sorted(touched):
            self.shuffle_zone(self.zdeck[o])


def apply_white_flame(m) -> None:
    """Emhyr the White Flame cancels the opponents' leaders (seed 004 2v2: all other leaders) from the start."""
    off = [0] * m.n_players
    for p in range(m.n_players):
        d = m._leader_def(p)
        if d is None or d.effect[0] != "passive" or param(d.effect[1], "cancel_enemy_leaders") is None:
            continue
        for q in range(m.n_players):
            if q != p and (m.mode == "2v2" or m.team_of[q] != m.team_of[p]):
                off[q] = 1
    for p in range(m.n_players):
        if off[p]:
            m.leader_off[p] = 1
            m.emit("leader_cancelled", ALL, player=p)
