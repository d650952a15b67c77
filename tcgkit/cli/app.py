"""The Typer application and its command groups (the commands live in the sibling modules)."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="tcgkit",
    help=(
        "Play trading card games by their real rules: play in the terminal, simulate thousands of games, "
        "replay saved games, run scenario files, validate and compare decks, check user-made cards, benchmark.\n\n"
        "Start with **tcgkit demo** or **tcgkit games**."
    ),
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)
deck_app = typer.Typer(help="Decklists: validate them, write them in another format, compare two by simulation.",
                        no_args_is_help=True)
scenario_app = typer.Typer(help="Scenario files: positions, actions and expectations (docs/scenarios.md).",
                           no_args_is_help=True)
card_app = typer.Typer(help="User-made cards: check a card file against a game's rules and design limits.",
                       no_args_is_help=True)
app.add_typer(deck_app, name="deck")
app.add_typer(scenario_app, name="scenario")
app.add_typer(card_app, name="card")
