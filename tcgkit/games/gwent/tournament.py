"""The tournament mode (seed 004, Turnierregeln): best of three games in one match, with deck choices.

A mixin of :class:`~tcgkit.games.gwent.rules.GwentMatch`. Each player brings three decks (``build_match`` puts all
their cards in the player's ``box``). A coin decides who picks first; after a game its winner must switch to a deck
that has not won, the loser may keep or switch (never to a deck that won); after a drawn game both may keep or
switch, the coin winner first (docs ruling). At most ``tournament_games`` games; most game wins wins.
"""

from __future__ import annotations

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.leaders import apply_white_flame


class TournamentRules:
    """Mixin: the tournament's deck choices and game resets."""

    __slots__ = ()

    def op_t_toss(self) -> None:
        """Seed 004 (Turnierregeln): a coin decides who picks the first deck first."""
        first = self.rand_below(2)
        self.t_first = first
        self.emit("coin", ALL, result=first, purpose="deck_choice")
        self.then(("t_pick", first, "any"), ("t_pick", 1 - first, "any"), ("t_start",))

    def op_t_pick(self, p: int, rule: str) -> None:
        won = self.t_won[p]
        cur = self.t_deck[p]
        if rule == "switch":
            options = [i for i in range(3) if i != cur and not won >> i & 1]
        else:
            options = [i for i in range(3) if not won >> i & 1]
        self.decide(p, "deck_choice", [("deck", i) for i in options], ("on_t_pick", p), {"rule": rule})

    def op_on_t_pick(self, action: tuple, p: int) -> None:
        self.t_deck[p] = action[1]
        self.emit("deck_choice", ALL, player=p, deck=action[1])

    def op_t_start(self) -> None:
        """Start one game of the tournament with the chosen decks: every card back to its box, then set up."""
        self.t_games += 1
        for uid in range(len(self.card_def)):
            home = self.card_home[uid]
            self.card_owner[uid] = home
            if self.card_zone[uid] != self.zbox[home]:
                self.move(uid, self.zbox[home])
        for p in range(2):
            chosen = self.t_deck[p]
            for uid in list(self.zones[self.zbox[p]]):
                if self.card_deck[uid] != chosen:
                    continue
                d = self.card_def[uid]
                if d.type == "leader":
                    self.move(uid, self.zleader[p])
                    self.leader_uid[p] = uid
                    self.faction[p] = d.faction
                elif d.is_token:
                    self.move(uid, self.zside[p])
                else:
                    self.move(uid, self.zdeck[p])
            for uid in self.zones[self.zbox[p]]:
                self.revealed[uid] = 0  # the spare decks are as unknown as before
        self._reset_game_state()
        self.emit("game_start", ALL, game=self.t_games, decks=list(self.t_deck))
        self.then(("deal",), ("choose_first",), ("round_start",))

    def _reset_game_state(self) -> None:
        n = self.n_players
        for p in range(n):
            self.passed[p] = 0
            self.leader_used[p] = 0
            self.leader_off[p] = 0
        for s in range(self.n_sides):
            self.gems[s] = self.opts.gems
        self.round = 0
        self.weather_mask = 0
        self.pending_tokens = ()
        self.round_log.clear()
        apply_white_flame(self)
        self._update_passives()

    def _tournament_game_over(self, winning_sides: list, reason: str) -> None:
        winner = winning_sides[0] if len(winning_sides) == 1 else -1
        self.emit("game_over_in_tournament", ALL, game=self.t_games, winner=winner, reason=reason)
        if winner >= 0:
            self.t_wins[winner] += 1
            self.t_won[winner] |= 1 << self.t_deck[winner]
        need = self.opts.tournament_games // 2 + 1
        if max(self.t_wins) >= need or self.t_games >= self.opts.tournament_games:
            a, b = self.t_wins
            self.end([0] if a > b else [1] if b > a else [], "tournament")
            return
        self.current = -1
        if winner >= 0:
            self.then(("t_pick", winner, "switch"), ("t_pick", 1 - winner, "keep_or_switch"), ("t_start",))
        else:
            f = self.t_first
            self.then(("t_pick", f, "keep_or_switch"), ("t_pick", 1 - f, "keep_or_switch"), ("t_start",))
