"""A game's legal actions as indices of one fixed discrete space (docs/env.md, "Actions").

Every action kind the game declares (``game.kinds.actions``, in declaration order, the core's last) is a *template*
with a block of indices: the product of its arguments' domains. A ``card`` argument ranges over the game's card
slots (a card's slot is its uid), a ``player`` argument over the seats *relative to the deciding seat* (0: the
decider, 1: the next seat …), and ``int`` and ``str`` arguments over the domains of the game's
:class:`~tcgkit.env.specs.GameSpec`. An action's index is its template's offset plus its arguments in mixed radix,
first argument most significant — so the encoding is one-to-one, and any index decodes to the action it stands for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game
from tcgkit.env.specs import GameSpec


class ActionSpaceError(TcgkitError):
    """An action (or a match's cards) does not fit the game's action space: a spec bound is too small."""


@dataclass(frozen=True)
class Template:
    """One action kind's block of indices.

    Attributes:
        kind: the action kind.
        args: the argument types (``card``, ``player``, ``int``, ``str``).
        domains: per argument, ``range`` (card, player, int) or a tuple of strings.
        offset: the block's first index; ``size``: how many indices it holds.
    """

    kind: str
    args: tuple[str, ...]
    domains: tuple[Any, ...]
    offset: int
    size: int


class ActionSpace:
    """The fixed action space of one game.

    Raises:
        ActionSpaceError: the spec gives no domain for an ``int`` or ``str`` argument of a declared action kind.
    """

    def __init__(self, game: Game, spec: GameSpec) -> None:
        self.templates: dict[str, Template] = {}
        offset = 0
        for kind in game.kinds.actions.values():
            domains: list[Any] = []
            for i, t in enumerate(kind.args):
                if t == "card":
                    domains.append(range(spec.cards))
                elif t == "player":
                    domains.append(range(spec.seats))
                else:
                    table = spec.ints if t == "int" else spec.strs
                    if (kind.name, i) not in table:
                        raise ActionSpaceError(f"{game.id}: the env spec gives no domain for {t} argument {i} of "
                                               f"action {kind.name!r} (tcgkit/env/specs.py)")
                    domains.append(table[(kind.name, i)])
            size = 1
            for d in domains:
                size *= len(d)
            self.templates[kind.name] = Template(kind.name, tuple(kind.args), tuple(domains), offset, size)
            offset += size
        self.n = offset
        self.game_id = game.id

    def encode(self, action: tuple, me: int, n_players: int) -> int:
        """The index of ``action`` chosen by seat ``me`` of an ``n_players``-seat match.

        Raises:
            ActionSpaceError: an undeclared kind, or an argument outside its domain.
        """
        t = self.templates.get(action[0]) if action else None
        if t is None or len(action) != len(t.args) + 1:
            raise ActionSpaceError(f"{self.game_id}: action {action!r} is not of a declared kind and shape")
        index = 0
        for kind, domain, x in zip(t.args, t.domains, action[1:]):
            if type(x) is not (str if kind == "str" else int):
                raise ActionSpaceError(f"{self.game_id}: argument {x!r} of {action!r} is not of type {kind}")
            if kind == "player":
                x = (x - me) % n_players
            try:
                value = domain.index(x)
            except ValueError:
                raise ActionSpaceError(f"{self.game_id}: argument {x!r} of {action!r} is outside the action space "
                                       f"({kind} domain {_show(domain)}; tcgkit/env/specs.py)") from None
            index = index * len(domain) + value
        return t.offset + index

    def decode(self, index: int, me: int, n_players: int) -> tuple:
        """The action an index stands for (it need not be legal now).

        Raises:
            ValueError: ``index`` outside ``0 .. n - 1``.
        """
        if not 0 <= index < self.n:
            raise ValueError(f"action index {index} outside 0..{self.n - 1}")
        t = next(t for t in self.templates.values() if t.offset <= index < t.offset + t.size)
        rest = index - t.offset
        values = []
        for domain in reversed(t.domains):
            rest, value = divmod(rest, len(domain))
            values.append(domain[value])
        args = list(reversed(values))
        for i, kind in enumerate(t.args):
            if kind == "player":
                args[i] = (args[i] + me) % n_players
        return (t.kind, *args)

    def table(self) -> list[tuple[str, str, int, int]]:
        """``(kind, arguments with their domain sizes, offset, size)`` per template, for documentation."""
        return [(t.kind, ", ".join(f"{a}[{len(d)}]" for a, d in zip(t.args, t.domains)) or "—", t.offset, t.size)
                for t in self.templates.values()]


def _show(domain: Any) -> str:
    if isinstance(domain, range):
        return f"{domain.start}..{domain.stop - 1}"
    return "/".join(domain)
