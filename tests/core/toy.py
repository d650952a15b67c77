"""A tiny game used to test the core contracts without any real game's rules ("high card").

Each player shuffles a deck of ten numbered cards and draws three. Each round both players play a card face up,
player 0 first; the higher card scores a point (ties score nothing); both draw. When hands are empty, most points wins.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core import ALL, ActionKind, DecisionKind, EventKind, Game, Kinds, Match, RuleOptions, Visibility, ZoneSpec

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
        self.then((play, 0), (play, 1), (type(self).score_rule,))

    @staticmethod
    def score_rule(m: "ToyMatch") -> None:
        score_round(m)


def deal(m: ToyMatch) -> None:
    for p in range(2):
        m.shuffle_zone(m.zone("deck", p))
        for _ in range(m.game.options.hand_size):
            draw(m, p)


def draw(m: ToyMatch, p: int) -> None:
    deck = m.zones[m.zone("deck", p)]
    if deck:
        uid = deck[-1]
        m.move(uid, m.zone("hand", p))
        m.emit("draw", ALL, player=p)
        m.emit("drew", 1 << p, player=p, card=m.card_def[uid].id)


def play(m: ToyMatch, p: int) -> None:
    hand = m.zones[m.zone("hand", p)]
    if hand:
        m.decide(p, "play", [("play", uid) for uid in sorted(hand)], (played, p))


def played(m: ToyMatch, action: tuple, p: int) -> None:
    uid = action[1]
    m.move(uid, m.zone("played", p))
    m.round_cards[p] = uid
    m.emit("play", ALL, player=p, card=m.card_def[uid].id)


def score_round(m: ToyMatch) -> None:
    a, b = (m.card_def[u].value if u >= 0 else 0 for u in m.round_cards)
    if a != b:
        m.score[0 if a > b else 1] += 1
    m.round_cards[0] = m.round_cards[1] = -1
    m.then((draw, 0), (draw, 1))


KINDS = Kinds(
    events=[
        EventKind("draw", lambda m, d: f"player {d['player']} draws a card", cards=()),
        EventKind("drew", lambda m, d: f"player {d['player']} drew card {d['card']}", visibility="private",
                  cards=()),
        EventKind("play", lambda m, d: f"player {d['player']} plays card {d['card']}", cards=()),
    ],
    decisions=[DecisionKind("play", "Play a card")],
    actions=[ActionKind("play", ("card",), lambda m, a: f"play card {m.card_def[a[1]].value}")],
)


class ToyGame(Game):
    id = "toy"
    title = "High card"
    rules_version = "1"
    Options = ToyOptions
    kinds = KINDS
    match_class = ToyMatch

    def create_match(self, decks, seed, log_events=True, **setup):
        m = self.match_class(self, ZONES, 2, seed, log_events=log_events)
        m.score = [0, 0]
        m.round_cards = [-1, -1]
        for p, deck in enumerate(decks):
            for cid in deck:
                m.add_card(POOL[cid], p, m.zone("deck", p))
        m.then((deal,))
        return m

    def deck_to_json(self, deck):
        return list(deck)

    def deck_from_json(self, data):
        return list(data)


DECK = [str(v) for v in range(1, 11)]
