"""YAML read safely from strangers' files (scenarios, user-made cards): no aliases, a nesting limit, line numbers.

PyYAML's safe loader already refuses arbitrary objects, but anchors and aliases let a small file describe an
exponentially large structure ("billion laughs") that later code would walk, and deep nesting exhausts the stack.
:func:`load_yaml` refuses both, and returns the node tree beside the data so that messages can name lines
(:func:`line_of`).
"""

from __future__ import annotations

from typing import Any

import yaml

MAX_CARD_FILE_BYTES = 2_000_000
"""A user card file larger than this is refused unread (a set of a few hundred cards is a few hundred kilobytes)."""
MAX_DEPTH = 50
"""Nesting deeper than this is refused (real scenario and card files nest a handful of levels)."""


class YamlProblem(ValueError):
    """A YAML text that cannot be read: the message names the line where known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(message)


class _NoAliasLoader(yaml.SafeLoader):
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


def load_yaml(text: str, max_depth: int = MAX_DEPTH) -> tuple[Any, yaml.Node | None]:
    """Parse one YAML document into ``(data, node_tree)``.

    Raises:
        YamlProblem: not valid YAML, more than one document, an anchor or alias, or nesting deeper than
            ``max_depth``; ``.line`` names the line where known.
    """
    loader = _NoAliasLoader(text.lstrip("\ufeff"))
    try:
        node = loader.get_single_node()
        if _depth(node, max_depth) > max_depth:
            raise YamlProblem(f"nested more than {max_depth} levels deep")
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        if "single document" in str(getattr(exc, "context", "")):
            raise YamlProblem("a file holds exactly one YAML document; a second one starts here", line) from None
        raise YamlProblem(f"not valid YAML: {getattr(exc, 'problem', None) or exc}", line) from None
    except RecursionError:
        raise YamlProblem(f"nested more than {max_depth} levels deep") from None
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
