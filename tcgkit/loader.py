"""Which form of a tcgkit module is imported: its compiled form (:mod:`tcgkit.compiled`) when it is current,
its Python source when the compiled form is stale or ``TCGKIT_PURE_PYTHON=1`` asks for the reference.

A module written in Cython alone (``.pyx``, an accelerator such as :mod:`tcgkit.core.dealsort`) has no Python
source to fall back on: then it is not found (``ModuleNotFoundError``), and its importer runs the Python code it
accelerates, the reference."""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
"""The file ending of a compiled module on this interpreter (``.cpython-311-x86_64-linux-gnu.so``)."""
SOURCE_ENDINGS = (".py", ".pyx")
"""What a compiled module is built from: Python source, or Cython alone (an accelerator)."""
PURE_ENV = "TCGKIT_PURE_PYTHON"
"""Set to ``1`` to import every tcgkit module from its source."""


class SourceFirst(importlib.abc.MetaPathFinder):
    """Loads a module of ``prefix`` from its source when its compiled form is stale (older than the source) or
    pure Python is asked for; leaves every other import to Python's own finders (which prefer a compiled module
    beside its source).

    Args:
        prefix: the package whose modules it decides (``"tcgkit."``).
        pure: load every module from its source.
    """

    def __init__(self, prefix: str, pure: bool) -> None:
        self.prefix, self.pure = prefix, pure

    def find_spec(self, fullname: str, path, target=None):
        if path is None or not fullname.startswith(self.prefix):
            return None
        name = fullname.rpartition(".")[2]
        for entry in path:
            compiled = os.path.join(entry, name + SUFFIX)
            try:
                built = os.stat(compiled).st_mtime
            except OSError:
                continue
            for ending in SOURCE_ENDINGS:
                source = os.path.join(entry, name + ending)
                try:
                    stale = os.stat(source).st_mtime > built
                    break
                except OSError:
                    continue
            else:  # its source was removed: the module is gone, whatever was compiled of it
                raise ModuleNotFoundError(f"No module named {fullname!r} (only a compiled file of a removed source, "
                                          f"{compiled}: make setup removes it)", name=fullname)
            if ending == ".pyx" and (self.pure or stale):  # an accelerator: its importer runs the Python reference
                why = "pure Python asked for" if self.pure else f"its build is older than {source}"
                raise ModuleNotFoundError(f"No module named {fullname!r} ({why})", name=fullname)
            if self.pure or stale:
                return importlib.util.spec_from_file_location(fullname, source)
            return None
        return None


def pure_requested() -> bool:
    """Whether the environment asks for pure Python (:data:`PURE_ENV` set and not ``0``)."""
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def install() -> None:
    """Put :class:`SourceFirst` first on ``sys.meta_path`` (once)."""
    if not any(isinstance(f, SourceFirst) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFirst("tcgkit.", pure_requested()))
