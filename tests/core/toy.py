"""A tiny game used to test the core contracts without any real game's rules ("high card").

Each player shuffles a deck of ten numbered cards and draws three. Each round both players play a card face up,
player 0 first; the higher card scores a point (ties score nothing); both draw. When hands are empty, most points wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core import ALL, Game, Match, RuleOptions, Visibility, ZoneSpec

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("played", Visibility.PUBLIC),
)


@dataclass(frozen=True, slots=True)
class Number:
    id: str
    name: str
    value: int


POOL = {str(v): Number(str(v), f"Card {v}", v) for v in range(1, 11)}


class ToyOptions(RuleOptions):
    hand_size: int = 3


class ToyMatch(Match):
    __slots__ = ("score", "round_cards")
    _LISTS = ("score", "round_cards")

    def advance(self) -> None:
        if not any(self.zones[self.zone("hand", p)] for p in range(2)):
            a, b = self.score
            self.end([0] if a > b else [1] if b > a else [], "points")
            return
        self.then(("play", 0), ("play", 1), ("score_round",))

    def op_setup(self) -> None:
        for p in range(2):
            self.shuffle_zone(self.zone("deck", p))
            for _ in range(self.game.options.hand_size):
                self.op_draw(p)

    def op_draw(self, p: int) -> None:
        deck = self.zones[self.zone("deck", p)]
        if deck:
            uid = deck[-1]
            self.move(uid, self.zone("hand", p))
            self.emit("draw", ALL, player=p)
            self.emit("drew", 1 << p, player=p, card=self.card_def[uid].id)

    def op_play(self, p: int) -> None:
        hand = self.zones[self.zone("hand", p)]
        if hand:
            self.decide(p, "play", [("play", uid) for uid in sorted(hand)], ("on_play", p))

    def on_play_value(self, uid: int) -> int:
        return self.card_def[uid].value

    def op_on_play(self, action: tuple, p: int) -> None:
        uid = action[1]
        self.move(uid, self.zone("played", p))
        self.round_cards[p] = uid
        self.emit("play", ALL, player=p, card=self.card_def[uid].id)

    def op_score_round(self) -> None:
        a, b = (self.card_def[u].value if u >= 0 else 0 for u in self.round_cards)
        if a != b:
            self.score[0 if a > b else 1] += 1
        self.round_cards[0] = self.round_cards[1] = -1
        self.then(("draw", 0), ("draw", 1))


class ToyGame(Game):
    id = "toy"
    title = "High card"
    rules_version = "1"
    Options = ToyOptions
    match_class = ToyMatch

    def create_match(self, decks, seed, log_events=True, **setup):
        m = self.match_class(self, ZONES, 2, seed, log_events=log_events)
        m.score = [0, 0]
        m.round_cards = [-1, -1]
        for p, deck in enumerate(decks):
            for cid in deck:
                m.add_card(POOL[cid], p, m.zone("deck", p))
        m.then(("setup",))
        return m

    def deck_to_json(self, deck):
        return list(deck)

    def deck_from_json(self, data):
        return list(data)


DECK = [str(v) for v in range(1, 11)]
