"""Print a game's action space and observation layout as markdown (the tables of docs/env.md).

Usage: ``python -m tcgkit.env.describe [GAME ...]`` (default: every game with an environment spec).
"""

from __future__ import annotations

import sys

from tcgkit.env.aec import TcgkitAEC
from tcgkit.env.observe import CARD_BASE
from tcgkit.env.specs import SPECS


def describe(game_id: str) -> str:
    """The markdown section of one game: sizes, the action templates, the observation blocks."""
    env = TcgkitAEC(game_id)
    spec, obs = env.spec, env.observer
    lines = [f"### {env.game.title} (`{game_id}`)", "",
             f"`Discrete({env.actions.n:,})` actions; observation: {obs.size:,} numbers; up to {spec.seats} seats, "
             f"{spec.cards} card slots" + (f" ({spec.token_room} kept free for cards made in play)"
                                           if spec.token_room else "") + ".", "",
             "| action | arguments [domain size] | first index | indices |", "|---|---|---:|---:|"]
    lines += [f"| `{kind}` | {args} | {offset:,} | {size:,} |" for kind, args, offset, size in env.actions.table()]
    domains = [f"`{k}` argument {i}: {list(v) if len(v) < 10 else f'{v.start}..{v.stop - 1}'}"
               for (k, i), v in {**spec.ints, **spec.strs}.items()]
    lines += ["", "Argument domains: " + "; ".join(domains) + "." if domains else "", ""]
    lines += ["| block | numbers | each |", "|---|---:|---|",
              f"| table | {obs.head} | players, waiting_for, turn_player, ended, "
              f"decision kind one-hot ({', '.join(obs.decisions)})"
              + (f", {', '.join(spec.table_names)}" if spec.table_names else "") + " |",
              f"| seats | {spec.seats} × {obs.seat_width} | present, teammate, "
              f"{', '.join(obs.player_zones)}" + (f", {', '.join(spec.seat_names)}" if spec.seat_names else "") + " |"]
    if obs.team_zones:
        lines.append(f"| teams | {spec.seats} × {len(obs.team_zones)} | {', '.join(obs.team_zones)} |")
    if obs.shared_zones:
        lines.append(f"| shared zones | {len(obs.shared_zones)} | {', '.join(obs.shared_zones)} |")
    lines.append(f"| cards | {spec.cards} × {obs.card_width} | {', '.join((*CARD_BASE, *spec.card_features))} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    for game_id in (argv if argv is not None else sys.argv[1:]) or sorted(SPECS):
        print(describe(game_id))


if __name__ == "__main__":
    main()
