"""YAML read safely from strangers' files (scenarios, user-made cards): no aliases, a nesting limit, line numbers.

PyYAML's safe loader already refuses arbitrary objects, but anchors and aliases let a small file describe an
exponentially large structure ("billion laughs") that later code would walk, and deep nesting exhausts the stack.
:func:`load_yaml` refuses both, and returns the node tree beside the data so that messages can name lines
(:func:`line_of`).
"""

from __future__ import annotations

from typing import Any

import yaml

MAX_CARD_FILE_BYTES = 500_000
"""A user card file larger than this is refused unread (a thousand cards, the most one file may hold, take about
300 kB; parsing YAML takes about 3.5 s of CPU per MB, so the cap also bounds the time a file can take)."""
MAX_DEPTH = 50
"""Nesting deeper than this is refused (real scenario and card files nest a handful of levels)."""


class YamlProblem(ValueError):
    """A YAML text that cannot be read: the message names the line where known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(message)


_PLAIN = (str, int, float, bool, type(None))
"""What a value may be besides lists and mappings: our formats are JSON's data model (a ``!!set``, ``!!binary`` or
``!!timestamp`` value would break whatever serialises the data later)."""


class _NoAliasLoader(yaml.SafeLoader):
    # dates stay text: ``2024-03-01`` is a string in every format of ours, never a datetime
    yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:timestamp"]
                               for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}

    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: D102 - PyYAML hook
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise YamlProblem("anchors and aliases (&name / *name) are not allowed here", event.start_mark.line + 1)
        event = self.peek_event()
        if getattr(event, "anchor", None):
            raise YamlProblem("anchors and aliases (&name / *name) are not allowed here", event.start_mark.line + 1)
        return super().compose_node(parent, index)


def _depth(node: yaml.Node | None, limit: int) -> int:
    """The nesting depth of a node tree (iterative: a deep tree must not exhaust the stack)."""
    if node is None:
        return 0
    deepest = 0
    todo = [(node, 1)]
    while todo:
        n, d = todo.pop()
        deepest = max(deepest, d)
        if deepest > limit:
            return deepest
        if isinstance(n, yaml.MappingNode):
            for k, v in n.value:
                todo.append((k, d + 1))
                todo.append((v, d + 1))
        elif isinstance(n, yaml.SequenceNode):
            todo.extend((v, d + 1) for v in n.value)
    return deepest


def _check_plain(data: Any) -> None:
    """Refuse values outside JSON's data model (iteratively; the depth is already bounded)."""
    todo = [data]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            todo.extend(v.keys())
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
        elif not isinstance(v, _PLAIN):
            raise YamlProblem(f"a value of type {type(v).__name__} (a YAML tag such as !!set or !!binary); only "
                              f"text, numbers, true/false, null, lists and mappings are read")


def load_yaml(text: str, max_depth: int = MAX_DEPTH) -> tuple[Any, yaml.Node | None]:
    """Parse one YAML document into ``(data, node_tree)``.

    Raises:
        YamlProblem: not valid YAML, more than one document, an anchor or alias, nesting deeper than
            ``max_depth``, or a value Python cannot hold (an integer of more than 4,300 digits); ``.line`` names the
            line where known.
    """
    try:
        loader = _NoAliasLoader(text.lstrip("\ufeff"))  # the reader refuses control characters (NUL …) at once
    except yaml.YAMLError as exc:
        raise YamlProblem(f"not valid YAML: {' '.join(str(exc).split())}") from None
    try:
        node = loader.get_single_node()
        if _depth(node, max_depth) > max_depth:
            raise YamlProblem(f"nested more than {max_depth} levels deep")
        data = loader.construct_document(node) if node is not None else None
        _check_plain(data)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        if "single document" in str(getattr(exc, "context", "")):
            raise YamlProblem("a file holds exactly one YAML document; a second one starts here", line) from None
        raise YamlProblem(f"not valid YAML: {getattr(exc, 'problem', None) or exc}", line) from None
    except RecursionError:
        raise YamlProblem(f"nested more than {max_depth} levels deep") from None
    except YamlProblem:
        raise
    except (ValueError, OverflowError) as exc:  # e.g. an integer of more than 4,300 digits
        raise YamlProblem(f"a value cannot be read: {exc}") from None
    finally:
        loader.dispose()
    return data, node


def line_of(node: yaml.Node | None, path: tuple) -> int | None:
    """1-based line of the node at ``path`` (mapping keys and list indices), or of its nearest parent found."""
    line = None
    for part in path:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == part:
                    line = key.start_mark.line + 1
                    node = value
                    break
            else:
                return line
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            return line
    return line
