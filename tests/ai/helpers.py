"""Helpers for the search tests."""

import dataclasses


class Hinted:
    """A game whose search hints have some fields replaced (``Hinted(game, considers=f)``); everything else is the
    game's."""

    def __init__(self, game, **hints):
        self._game, self._hints = game, hints

    def __getattr__(self, name):
        return getattr(self._game, name)

    def search_hints(self):
        return dataclasses.replace(self._game.search_hints(), **self._hints)
