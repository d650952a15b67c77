"""The core tests' toy game ("high card") with every hook the tools use, so the CLI and the simulator can be tested
without a real game.

Decklists: core decklist lines ``COUNT VALUE`` (values 1..10). A legal deck has exactly 10 cards and at most 2 of a
value. Agents: ``greedy`` plays its highest card. Options for error-reporting tests: ``fail_one_in`` (a game whose seed
is a multiple of it raises in its first scoring), ``hang`` (every game loops forever there) and ``loop`` (rule frames
schedule each other there forever). Scenario vocabulary:

* ``setup: {hands: [[v, ...], [v, ...]], decks: [[...], [...]], score: [a, b]}``
* ``do: "play V"`` (the deciding player plays the card of value V; a card elsewhere is refused by ``apply``), a raw
  action list, or ``"sneak"`` (a deliberately buggy hook that changes the score and then refuses)
* ``expect: {score: [a, b], ended: bool, winner: seat or null, hand: [n0, n1]}``
"""

from __future__ import annotations

from tcgkit.core import DeckError, DeckProblem, IllegalAction, Presentation, ScenarioError, View
from tcgkit.core.decklist import read_decklist
from tcgkit.core.scenario import ScenarioAdapter
from tests.core.toy import DECK, POOL, ZONES, ToyGame, ToyMatch, ToyOptions, score_round

TARGET = "tests.cli.toygame:ToolToyGame"


class ToolToyOptions(ToyOptions):
    fail_one_in: int = 0
    """A game whose seed is a multiple of this raises (0: never). For error-reporting tests only."""
    hang: bool = False
    """Every game loops forever in its first scoring (to test the simulator's time limit)."""
    loop: bool = False
    """Every game's first scoring schedules itself again and again, as two cards whose effects trigger each other
    would (to test the step budget, tcgkit.core.effects.limits)."""


class ToolToyMatch(ToyMatch):
    __slots__ = ("seed_mod",)

    @staticmethod
    def score_rule(m: "ToolToyMatch") -> None:
        if m.seed_mod == 0:
            raise RuntimeError("toy failure on purpose")
        while m.game.options.hang:
            pass
        if m.game.options.loop:
            m.then((_again,))
            return
        score_round(m)


def _again(m: "ToolToyMatch") -> None:
    """Frame: schedule this frame again (a loop of rule frames that never reaches a decision)."""
    m.then((_again,))


class GreedyToyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        pass

    def act(self, view):
        return max(view.legal_actions(), key=lambda a: view.card(a[1]).value)


class ToolToyGame(ToyGame):
    Options = ToolToyOptions
    Presentation = None  # set below (the adapters are defined after the game)
    Scenarios = None

    match_class = ToolToyMatch

    def create_match(self, decks, seed, log_events=True, **setup):
        m = super().create_match(decks, seed, log_events=log_events, **setup)
        n = self.options.fail_one_in
        m.seed_mod = seed % n if n else -1
        return m

    def load_deck(self, path):
        deck = []
        for entry in read_decklist(path):
            if entry.key not in POOL:
                raise DeckError(str(path), entry.line, f"unknown card {entry.key!r}: the toy cards are 1 to 10")
            deck.extend([entry.key] * entry.count)
        return deck

    def validate_deck(self, deck, format=None):
        problems = []
        if len(deck) != 10:
            problems.append(DeckProblem(rule="deck_size", message=f"the deck has {len(deck)} cards; 10 are required"))
        for key in sorted(set(deck), key=int):
            if deck.count(key) > 2:
                problems.append(DeckProblem(rule="copies", message=f"{deck.count(key)} copies of {key}; at most 2"))
        return problems

    def validate_decks(self, decks, format=None):
        out = super().validate_decks(decks, format)  # each deck alone, "deck N: " prefixed
        if format == "distinct":  # a set format: no deck may repeat an earlier one
            for k in range(1, len(decks)):
                for j in range(k):
                    if sorted(decks[k]) == sorted(decks[j]):
                        out.append(DeckProblem(rule="distinct", message=f"deck {k + 1} repeats deck {j + 1}"))
                        break
        return out

    def default_decks(self, mode=None):
        return [list(DECK), list(DECK)]

    def load_pool(self):
        return POOL

    def check_cards(self, path):
        """Toy card authoring: one card a line, ``ID VALUE``; a value must be 1..10 (an error), above 8 is strong
        (a warning)."""
        from pathlib import Path

        try:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise DeckError(str(path), None, f"cannot read the card file: {exc}") from None
        out = []
        for i, line in enumerate(lines, start=1):
            cid, _, value = line.partition(" ")
            if not value.isdigit() or not 1 <= int(value) <= 10:
                out.append(DeckProblem(rule="value", message=f"card {cid}: a value is 1 to 10, not {value!r}",
                                       line=i))
            elif int(value) > 8:
                out.append(DeckProblem(rule="strength", message=f"card {cid}: values above 8 are strong", line=i,
                                       severity="warning"))
        return out

    def agents(self):
        return {"greedy": GreedyToyAgent}


class ToolToyView(View):
    __slots__ = ()

    def score(self):
        return tuple(self._m.score)


class ToolToyPresentation(Presentation):
    def describe_action(self, match, action):
        return f"play card {match.card_def[action[1]].value}"

    def describe_event(self, match, event):
        kind, _vis, data = event
        if kind == "draw":
            return f"player {data['player']} draws a card"
        if kind == "drew":
            return f"player {data['player']} drew card {data['card']}"
        if kind == "play":
            return f"player {data['player']} plays card {data['card']}"
        if kind == "game_over":
            return f"game over: winners {data['winners']} ({data['reason']})"
        return f"{kind} {data}"

    def render(self, view):
        hand = [view.card(u).value for u in view.cards("hand", view.viewer) if u is not None]
        a, b = view.score()
        return f"score {a}:{b}  your hand [{' '.join(map(str, sorted(hand)))}]"

    def summary(self, match):
        return {"turns": 10 - len(match.zones[match.zone("deck", 0)]) - len(match.zones[match.zone("hand", 0)]),
                "score": list(match.score)}


class ToolToyScenarios(ScenarioAdapter):
    def build(self, spec, source):
        unknown = set(spec) - {"hands", "decks", "score"}
        if unknown:
            raise ScenarioError(f"{source}: unknown setup key {sorted(unknown)[0]!r}")
        m = ToolToyMatch(self.game, ZONES, 2, 0)
        m.seed_mod = -1
        m.score = list(spec.get("score", [0, 0]))
        m.round_cards = [-1, -1]
        for zone in ("hands", "decks"):
            for p, values in enumerate(spec.get(zone, [[], []])):
                for v in values:
                    if str(v) not in POOL:
                        raise ScenarioError(f"{source}: {zone}[{p}]: unknown card {v!r}")
                    m.add_card(POOL[str(v)], p, m.zone(zone[:-1], p))
        m.run()
        return m

    def action(self, match, item, source):
        if isinstance(item, list):
            return tuple(item)
        verb, _, value = str(item).partition(" ")
        if verb == "sneak":  # a buggy hook: changes the match, then refuses (the runner must notice)
            match.score[0] += 1
            raise IllegalAction(("sneak",), "sneaking is not allowed")
        if verb != "play" or not value.isdigit():
            raise ScenarioError(f"{source}: cannot read {item!r}; expected 'play V'")
        p = match.pending.player
        uids = [u for u in range(len(match.card_def)) if match.card_def[u].value == int(value)]
        if not uids:
            raise ScenarioError(f"{source}: no card {value} in the match")
        mine = [u for u in uids if match.card_owner[u] == p]
        return ("play", (mine or uids)[0])

    def expect(self, match, key, want, source):
        if key == "score":
            got = list(match.score)
        elif key == "hand":
            got = [len(match.zones[match.zone("hand", p)]) for p in range(2)]
        else:
            return None
        return [] if got == want else [f"{key}: expected {want!r}, got {got!r}"]

    def expect_keys(self):
        return ("score", "hand")


ToolToyGame.Presentation = ToolToyPresentation
ToolToyGame.Scenarios = ToolToyScenarios
ToolToyGame.view_class = ToolToyView
