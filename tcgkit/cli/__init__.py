"""The ``tcgkit`` command: play, simulate, replay, check scenarios, decks and cards, list cards, benchmark, demo.

Every command works for every registered game through the :class:`~tcgkit.core.game.Game` contract. Exit status:
0 success, 1 a check failed (invalid deck or card, failed scenario, a simulated game that raised), 2 bad input
(unknown game or option, unreadable file, corrupt or other-version replay, malformed scenario).

One module per command group: :mod:`.play`, :mod:`.simulate`, :mod:`.files` (replay, scenario run), :mod:`.deck`
(validate, compare), :mod:`.cards` (cards, card check), :mod:`.info` (games, bench, demo); :mod:`.common` holds what
they share and :mod:`.table` the terminal table's reading commands.
"""

from tcgkit.cli.app import app
# each module registers its commands; this order is the order of `tcgkit --help`
from tcgkit.cli import play, simulate, files, deck, cards, info, analyze  # noqa: F401,E402,I001
from tcgkit.cli import serve  # noqa: F401,E402,I001
from tcgkit.cli import ladder  # noqa: F401,E402,I001

__all__ = ["app", "main"]


def main() -> None:
    """The ``tcgkit`` console script: ``app()``, run as ``python -m tcgkit`` runs it.

    Marking the script as the package's ``__main__`` module tells :mod:`multiprocessing` not to re-run it in worker
    processes (it skips a package's ``__main__``), so a simulation worker does not import the command line.
    """
    import importlib.util
    import signal
    import sys

    script = sys.modules.get("__main__")
    if script is not None and getattr(script, "__spec__", None) is None:
        script.__spec__ = importlib.util.find_spec("tcgkit.__main__")
    # a polite stop (kill, a batch system) ends like Ctrl-C does: the records so far stay, worker processes stop
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    app()
