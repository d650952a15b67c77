"""The card declaration files (YAML) read through a JSON cache: parsing about 4,000 lines of YAML is most of the
start-up cost of the card pool (≈ 55 ms of CPU; the JSON of the same data ≈ 2 ms), so the parsed data is kept in
``cards/__pycache__/<group>-<sha256 of the files>.json``, as Python keeps bytecode. The key is the files'
contents, so an edited file is parsed again; a directory that cannot be written (an installed package) just means no
cache. Issue 20: start-up with the whole pool loaded stays within 10 %.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import yaml

_CACHE = Path(__file__).parent / "__pycache__"
_FORMAT = b"declarations-1"  # bump when the cached shape changes


def load_all(paths: list[Path], group: str) -> list[Any]:
    """Each YAML file's data, in order (``None`` for an empty file); ``group`` names the cache entry (one per group
    of files: ``effects``, ``pending``).

    Raises:
        OSError: a file cannot be read; yaml.YAMLError: a file is not valid YAML (naming it).
    """
    texts = [p.read_bytes() for p in paths]
    key = hashlib.sha256(_FORMAT + b"\0".join(p.name.encode() + b"\0" + t for p, t in zip(paths, texts))).hexdigest()
    cache = _CACHE / f"{group}-{key[:24]}.json"
    try:
        return json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present
    data = []
    for p, t in zip(paths, texts):
        try:
            data.append(yaml.load(t.decode("utf-8"), Loader=loader))
        except yaml.YAMLError as exc:
            raise yaml.YAMLError(f"{p}: {exc}") from None
    _store(cache, group, data)
    return data


def _store(cache: Path, group: str, data: list[Any]) -> None:
    """Write the cache atomically (a reader never sees half a file); give up quietly where it cannot be written."""
    try:
        cache.parent.mkdir(exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cache.parent, prefix=f".{group}-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, separators=(",", ":"))
            os.replace(tmp, cache)
        finally:
            Path(tmp).unlink(missing_ok=True)
        for old in cache.parent.glob(f"{group}-*.json"):
            if old != cache:
                old.unlink(missing_ok=True)
    except OSError:
        pass
