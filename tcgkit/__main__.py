"""``python -m tcgkit`` runs the ``tcgkit`` command."""

from tcgkit.cli import app

app()
