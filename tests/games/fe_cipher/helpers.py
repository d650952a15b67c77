"""Helpers for the FE Cipher tests: positions through the scenario adapter, actions by card reference, checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tcgkit.core.scenario import check_expectations
from tcgkit.games.fe_cipher.game import FECipherGame

GAME = FECipherGame()
ADAPTER = GAME.scenarios()
SCENARIO_DIR = Path(__file__).parents[2] / "scenarios" / "fe_cipher"


def game(**options: Any) -> FECipherGame:
    return FECipherGame(options)


def pos(me: dict | None = None, opp: dict | None = None, g: FECipherGame | None = None, **setup: Any):
    """A position: player 0 (``me``, the turn player unless ``active`` says otherwise) and player 1 (``opp``).
    Each side gets a Main Character if none is given (B01-003 Marth / B01-053 Chrom in the Front Line)."""
    me = dict(me or {})
    opp = dict(opp or {})
    me.setdefault("front_line", ["B01-003"])
    opp.setdefault("front_line", ["B01-053"])
    adapter = (g or GAME).scenarios()
    return adapter.build({"players": [me, opp], **setup}, "test")


def act(m, item: Any) -> tuple:
    """The action a scenario ``do`` item means (card references resolved to the legal action)."""
    return m.game.scenarios().action(m, item, "test")


def do(m, *items: Any) -> None:
    """Apply each ``do`` item (an action, or ``{kind: ref-or-args}``), failing on a refusal."""
    for item in items:
        m.apply(act(m, item))


def uid(m, ref: str) -> int:
    return m.game.scenarios().find(m, ref, "test")[0]


def check(m, expect: dict) -> None:
    msgs = check_expectations(m, expect, m.game.scenarios(), "test")
    assert not msgs, "\n".join(msgs)


def attack_power(m, ref: str) -> int:
    from tcgkit.games.fe_cipher.properties import battle_power, unit_attack

    u = uid(m, ref)
    return battle_power(m, u) if u in (m.attacker, m.defender) else unit_attack(m, u)


def kinds_after(m, start: int) -> list[str]:
    return [e[0] for e in m.log[start:]]


def legal(m, item: Any) -> bool:
    try:
        a = act(m, item)
    except Exception:  # an unknown reference
        return False
    return a in m.legal_actions()


def answer(m, kind: str, *args: Any) -> None:
    """Apply the pending decision's first action of ``kind`` whose arguments start with ``args`` (uids/strings)."""
    for a in m.legal_actions():
        if a[0] == kind and tuple(a[1:1 + len(args)]) == args:
            m.apply(a)
            return
    raise AssertionError(f"no legal {kind} {args} among {m.legal_actions()}")


def pass_turn(m) -> None:
    """The turn player does nothing more this turn: no bond, no deployment, end the turn (until the other player
    is asked something in their turn)."""
    p = m.active
    while m.pending is not None and m.active == p:
        kinds = {a[0]: a for a in m.legal_actions()}
        for k in ("no_bond", "end_deployment", "end_turn", "keep", "no"):
            if k in kinds:
                m.apply(kinds[k])
                break
        else:
            raise AssertionError(f"pass_turn: no passing action among {m.legal_actions()}")


def to_action(m) -> None:
    """Skip the Bond and Deployment phases of the current turn (no bond, no deployment)."""
    while m.pending is not None and m.pending.kind in ("bond", "deployment"):
        m.apply(("no_bond",) if m.pending.kind == "bond" else ("end_deployment",))
