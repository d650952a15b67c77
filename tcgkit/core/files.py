"""Reading a stranger's file: a regular file only, and never more bytes than a cap (issue 16).

Every loader of a user's file — decklists (:mod:`tcgkit.core.decklist`), user card files, replays
(:mod:`tcgkit.core.replay`) and scenarios (:mod:`tcgkit.core.scenario`) — reads it through :func:`read_text`. A size
check on ``stat`` alone is not enough: a FIFO blocks the reader forever, ``/dev/zero`` reports size 0 and never
ends, and a ``/proc`` or ``/sys`` file reports size 0 but has content. So the file is opened without blocking, must
be a regular file, and at most ``max_bytes + 1`` bytes are actually read; a file that yields more than it reported
(a pseudo-file, or one still being written) is refused too.
"""

from __future__ import annotations

import os
import stat
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO, Iterator

from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.safeyaml import MAX_CARD_FILE_BYTES


class FileRefused(TcgkitError):
    """A file that is not read: missing, not a regular file, too large, or not UTF-8 text.

    Attributes:
        path: the file as given.
        reason: what is wrong, a phrase without the path (callers put it in their own error type).
    """

    def __init__(self, path: str | Path, reason: str) -> None:
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{shown_path(path)}: {reason}")


def shown_path(path: str | Path) -> str:
    """``path`` as a message prints it: a NUL byte (which no file name may hold) written as ``\\x00``."""
    return str(path).replace("\x00", "\\x00")


def read_bytes(path: str | Path, max_bytes: int, what: str = "file") -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them.

    Args:
        path: the file (symbolic links are followed).
        max_bytes: the most bytes a file of this kind may hold.
        what: what the file should be, for messages ("decklist", "replay" …).

    Raises:
        FileRefused: cannot be opened, a directory, not a regular file (a FIFO, a device, a socket), larger than
            ``max_bytes`` (counted while reading), or larger than its reported size (a ``/proc`` or ``/sys`` file).
    """
    fd, st = _open_regular(path, what)
    try:
        too_large = f"the file is larger than {max_bytes:,} bytes; not a {what}"
        if st.st_size > max_bytes:
            raise FileRefused(path, too_large)
        chunks, got = [], 0
        while got <= max_bytes:
            chunk = os.read(fd, min(1 << 16, max_bytes + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > max_bytes:
            raise FileRefused(path, too_large)
        if got > st.st_size:
            raise FileRefused(path, f"yields more than its reported size (a /proc or /sys file?); not a {what}")
        return b"".join(chunks)
    except OSError as exc:
        raise FileRefused(path, f"cannot read the {what}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def open_regular(path: str | Path, what: str = "file") -> tuple[BinaryIO, int]:
    """The regular file ``path`` opened for reading in binary, with its reported size, for readers that stream a
    large file (the caller counts what it reads against its own cap and against the size: a ``/proc`` file
    yields more than it reports).

    Raises:
        FileRefused: cannot be opened, a directory, or not a regular file (a FIFO, a device, a socket).
    """
    fd, st = _open_regular(path, what)
    return os.fdopen(fd, "rb"), st.st_size


def _open_regular(path: str | Path, what: str) -> tuple[int, os.stat_result]:
    """A descriptor of ``path`` opened without blocking (a FIFO would block a plain open), and its ``fstat``;
    refused, and closed, when it is a directory or not a regular file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileRefused(path, f"cannot read the {what}: {exc.strerror or exc}") from None
    except ValueError:  # a NUL byte in the name (from a decklist's "cards:" line, say): no such file can exist
        raise FileRefused(path, f"the file name holds a NUL byte (\\x00); no {what} can be named so") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise FileRefused(path, f"is a directory, not a {what} file")
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused(path, f"is not a regular file (a pipe, a device or a socket); give a {what} file")
        return fd, st
    except OSError as exc:
        os.close(fd)
        raise FileRefused(path, f"cannot read the {what}: {exc.strerror or exc}") from None
    except BaseException:
        os.close(fd)
        raise


def read_text(path: str | Path, max_bytes: int, what: str = "file") -> str:
    """:func:`read_bytes` decoded as UTF-8 (a byte-order mark dropped).

    Raises:
        FileRefused: as :func:`read_bytes`, or the bytes are not UTF-8 text.
    """
    data = read_bytes(path, max_bytes, what)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileRefused(path, f"the file is not UTF-8 text (byte {exc.start})") from None


_CARD_FILES_REFUSED: ContextVar[str | None] = ContextVar("card_files_refused", default=None)
"""Why card files are not read here and now (:func:`card_files_refused`), or ``None``: they are read."""


@contextmanager
def card_files_refused(reason: str) -> Iterator[None]:
    """Within the block :func:`read_card_file` opens no file and refuses every one with ``reason``.

    For decklists from strangers, such as the match server's pasted decks. Otherwise a decklist's ``cards:`` line
    would make the server read any file it can, and echo the file's lines back in the errors. This holds for every
    game, since every reader of a user card file goes through :func:`read_card_file`."""
    token = _CARD_FILES_REFUSED.set(reason)
    try:
        yield
    finally:
        _CARD_FILES_REFUSED.reset(token)


def read_card_file(path: str | Path, where: str = "") -> str:
    """A user card file's text (:func:`read_text` capped at :data:`~tcgkit.core.safeyaml.MAX_CARD_FILE_BYTES`), for
    every game that reads one.

    Raises:
        DeckError: the file is refused (missing, not a regular file, too large, not UTF-8, or any file inside
            :func:`card_files_refused`), naming the file and, when given, ``where`` it was named (e.g. a decklist's
            ``cards:`` line).
    """
    refused = _CARD_FILES_REFUSED.get()
    if refused is not None:
        raise DeckError(shown_path(path), None, f"{refused} ({where})" if where else refused)
    try:
        return read_text(path, MAX_CARD_FILE_BYTES, "card file")
    except FileRefused as exc:
        raise DeckError(shown_path(path), None, f"{exc.reason} ({where})" if where else exc.reason) from None
