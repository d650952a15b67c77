"""The game's side of scenario files: how its ``setup`` becomes a match, and its own ``do`` and ``expect`` keys.

The core reads the envelope, card references, zones by name, actions by their declared kinds and the shared
expectations (:mod:`.expect`); a game subclasses :class:`ScenarioAdapter` and adds only what is its own:

* :meth:`ScenarioAdapter.build` — ``setup`` → a match at the stated position (required);
* :meth:`ScenarioAdapter.user_cards` — ``cards`` → the scenario's own cards (games with card authoring);
* :meth:`ScenarioAdapter.deck` / :meth:`ScenarioAdapter.start` — ``decks`` → decks, and a match from them before
  the first turn (the default starts ``Game.new_match``);
* :meth:`ScenarioAdapter.action` — extra ``do`` forms (the default reads ``{kind: ref}`` and ``{kind: [args]}`` by
  the action kinds' declared argument types);
* :meth:`ScenarioAdapter.expect` / :meth:`ScenarioAdapter.card_expect` — extra ``expect`` keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from tcgkit.core.errors import ScenarioError
from tcgkit.core.scenario.refs import default_rank, find_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match


MAX_SCENARIO_CARDS = 1_000
"""The most cards a scenario count may put in one place (a decklist holds at most as many)."""


class ScenarioAdapter:
    """Base of a game's scenario vocabulary.

    Class attributes:
        zone_aliases: scenario zone names → the game's zone names (e.g. ``units`` → ``battle_area``).
    """

    zone_aliases: ClassVar[Mapping[str, str]] = {}

    def __init__(self, game: "Game") -> None:
        self.game = game
        self.cards: Any = game.pool
        """Card definitions by id that this scenario may name: the pool, plus its ``cards`` (:meth:`user_cards`)."""

    # ------------------------------------------------------------------------------------------- cards of its own

    def user_cards(self, cards: list, where: str) -> None:
        """Define the scenario's own cards (``cards``, in the game's card format) for its setup, decks and steps:
        a game with card authoring adds them to :attr:`cards`.

        Raises:
            ScenarioError: a card that breaks the card format (naming it), or a game without card authoring.
        """
        raise ScenarioError(f"{where}: {self.game.id} has no card authoring, so a scenario cannot define cards; "
                            f"it names cards of the game's pool (docs/games/{self.game.id}.md#scenarios)")

    # ------------------------------------------------------------------------------------------- decks

    def deck(self, text: str, where: str) -> Any:
        """A decklist's text (the game's decklist format, :attr:`cards` known) → the game's deck.

        Raises:
            ScenarioError: a line the game cannot read or an unknown card (naming the line).
        """
        raise ScenarioError(f"{where}: {self.game.id} scenarios cannot start from decklists yet")

    def start(self, decks: list, seed: int, settings: dict, where: str) -> "Match":
        """A match from ``decks`` run to its first decision: the game's own set-up (``Game.new_match``).

        Raises:
            TcgkitError: the rules refuse the decks or settings (a wrong number of decks, an unknown mode).
        """
        return self.game.new_match(decks, seed, **settings)

    @staticmethod
    def count(value: Any, where: str, most: int = MAX_SCENARIO_CARDS) -> int:
        """A count of cards from a ``setup`` (``deck: 30``, ``resources: {active: 4}``): a whole number from 0 to
        ``most`` (``true`` is not 1).

        Raises:
            ScenarioError: anything else, naming ``where``.
        """
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ScenarioError(f"{where}: a count is a whole number from 0 to {most:,}, not {value!r:.40}")
        return value

    # ------------------------------------------------------------------------------------------- setup

    def build(self, setup: dict, source: str) -> "Match":  # pragma: no cover - every game implements it
        """Build the match a ``setup`` mapping describes, run to its first decision.

        Raises:
            ScenarioError: an unknown key, card, zone or step (malformed), naming the key.
            TcgkitError: the rules refuse the set-up (e.g. an illegal team), with the reason.
        """
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------- cards

    def card_id(self, definition: Any) -> str:
        """The id scenario files use for a card definition (default: its ``id``)."""
        return definition.id

    def rank(self, m: "Match", uid: int) -> Any:
        """Preference among several cards a reference matches (lower first); default: public zones first."""
        return default_rank(m, uid)

    def find(self, m: "Match", ref: Any, where: str) -> list[int]:
        """Every uid a card reference may mean, best first."""
        return find_cards(m, ref, where, self.card_id, self.rank)

    # ------------------------------------------------------------------------------------------- actions

    def action(self, m: "Match", item: Any, source: str) -> tuple:
        """A ``do`` item → an action: a raw list, a bare kind (``pass``), ``{kind: ref}`` or ``{kind: [args]}``.

        Card arguments are references; the first legal action that fits is returned, else the action built from
        the first card found (so ``apply`` refuses it with the rules' reason).

        Raises:
            ScenarioError: an unknown kind, or a reference to no card at all.
        """
        if isinstance(item, list):
            return tuple(item)
        kinds = self.game.kinds.actions
        if isinstance(item, str):
            if item not in kinds:
                raise ScenarioError(f"{source}: unknown action {item!r} (known: {', '.join(sorted(kinds))})")
            return (item,)
        if not isinstance(item, dict) or len(item) != 1:
            raise ScenarioError(f"{source}: an action is a name, a one-key mapping or a list, got {item!r}")
        (kind, arg), = item.items()
        if kind == "concede":
            return ("concede", int(arg))
        if kind not in kinds:
            raise ScenarioError(f"{source}: unknown action kind {kind!r} (known: {', '.join(sorted(kinds))})")
        types = kinds[kind].args
        args = arg if isinstance(arg, list) else [arg]
        if len(args) != len(types):
            raise ScenarioError(f"{source}: {kind} takes {len(types)} argument(s) ({', '.join(types)}), got {arg!r}")
        options: list[list[Any]] = []
        for t, a in zip(types, args):
            if t == "card":
                uids = self.find(m, a, source)
                if not uids:
                    raise ScenarioError(f"{source}: no card {a!r} in the match")
                options.append(uids)
            else:
                options.append([a])
        for legal in m.legal_actions():
            if legal[0] == kind and len(legal) == len(types) + 1 and all(
                    x in opts for x, opts in zip(legal[1:], options)):
                return legal
        return (kind, *(opts[0] for opts in options))

    # ------------------------------------------------------------------------------------------- expect

    def expect(self, m: "Match", key: str, want: Any, where: str) -> list[str] | None:
        """Check a game ``expect`` key; one message per mismatch, ``None`` for a key the game does not know."""
        return None

    def card_expect(self, m: "Match", uid: int, key: str, want: Any, where: str) -> list[str] | None:
        """Check a game key of ``expect.cards.REF``; ``None`` for a key the game does not know."""
        return None

    def expect_keys(self) -> tuple[str, ...]:
        """The game's own ``expect`` keys (for messages)."""
        return ()
