"""What a seat (or a spectator) receives: built only from ``match.view(viewer)`` and the events that viewer may read.

* ``state`` — the view (``View.to_dict()``, hidden cards as ``null``), the viewer's own decision with each legal
  action's words and the cards and players it concerns, what the table waits for, the narrated events since the
  connection's last message, and the words of every newly visible card (``texts``: card id -> name, description
  from the game's Presentation, and a short face).
* ``ack`` / ``error`` — the answer to one client message (:mod:`tcgkit.server.protocol`).

No message carries a token, the seed, or a card the viewer may not see (``tests/server/test_leaks.py`` checks that
over whole games against the server's own views).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.view import View


def annotated_decision(game: "Game", view: "View") -> dict[str, Any] | None:
    """The viewer's pending decision: kind, prompt and each legal action with ``text`` (the game's words),
    ``cards`` (the uids it names, by the action kind's declared argument types) and ``players``."""
    d = view.decision()
    if d is None:
        return None
    kinds = game.kinds.actions
    actions = []
    for action in d.actions:
        kind = kinds.get(action[0]) if action else None
        cards: list[int] = []
        players: list[int] = []
        if kind is not None:
            for t, x in zip(kind.args, action[1:]):
                if t == "card" and type(x) is int:
                    cards.append(x)
                elif t == "player" and type(x) is int:
                    players.append(x)
        actions.append({"action": list(action), "text": view.describe_action(action), "cards": cards,
                        "players": players})
    return {"kind": d.kind, "prompt": game.presentation.prompt(d.kind), "actions": actions}


def card_refs(data: Any) -> Iterator[tuple[int, str]]:
    """Every ``(uid, card id)`` a view dict shows (a dict with both ``uid`` and ``id``), at any depth."""
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            uid, cid = x.get("uid"), x.get("id")
            if type(uid) is int and isinstance(cid, str):
                yield uid, cid
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)


def card_texts(game: "Game", view: "View", view_dict: dict, known: set[str], cache: dict[str, dict]) -> dict:
    """Words for the cards ``view_dict`` shows whose ids are not in ``known`` (added to it): id -> ``{"name",
    "text", "face"}``, from the game's Presentation (``describe_card``, ``card_face``); never printed card text."""
    out: dict[str, dict] = {}
    pres = game.presentation
    for uid, cid in card_refs(view_dict):
        if cid in known:
            continue
        if not view.visible(uid):  # a view must not name a hidden card; never describe one
            continue
        entry = cache.get(cid)
        if entry is None:
            definition = view.card(uid)
            entry = {"name": str(getattr(definition, "name", cid)), "text": pres.describe_card(definition),
                     "face": pres.card_face(definition)}
            cache[cid] = entry
        known.add(cid)
        out[cid] = entry
    return out


def waiting(game: "Game", view: "View") -> dict[str, Any] | None:
    """What the table waits for (public): the deciding seat and the decision's kind and prompt."""
    player = view.waiting_for()
    if player is None:
        return None
    kind = view.waiting_kind()
    return {"player": player, "kind": kind, "prompt": game.presentation.prompt(kind)}
