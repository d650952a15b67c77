"""Card data → :class:`~tcgkit.games.gundam.carddef.CardDef`: facts (cards/facts.json) plus an effect declaration
in Gundam's vocabulary (cards/effects.yaml; docs/games/gundam.md#effect-vocabulary).

Per card: ``keywords: {breach: 3, blocker: 1 …}``, ``pilot_name`` (a Command that can be paired as that Pilot), and
``abilities`` in the core's ability envelope (:mod:`tcgkit.core.effects.envelope`), compiled by
:data:`~tcgkit.games.gundam.primitives.VOCAB` with Gundam's timings, windows, static kinds and cost kinds.
"""

from __future__ import annotations

from tcgkit.core.effects import AbilitySet, CompileError
from tcgkit.core.errors import TcgkitError
from tcgkit.games.gundam.carddef import KIND_OF_TYPE, PILOT, CardDef
from tcgkit.games.gundam.conditions import PaidWithEx
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.primitives.delayed import DelayedTrigger
from tcgkit.games.gundam.triggers import ACTION, ACTIVATE_ACTION, ACTIVATE_MAIN, BURST, MAIN


def parse_link(link: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split a cards.json link field into (names, traits) — rules/gundam.md §1.10 ruling 3.

    ``"[Amuro Ray]"`` → names; ``"(White Base Team) Trait"`` → traits; alternatives are separated by ``" / "``.
    """
    names: list[str] = []
    traits: list[str] = []
    if link:
        for part in link.split(" / "):
            part = part.strip()
            if part.startswith("[") and part.endswith("]"):
                names.append(part[1:-1])
            elif part.startswith("("):
                traits.append(part[1 : part.index(")")])
            else:
                raise TcgkitError(f"cannot read link condition {link!r}")
    return tuple(names), tuple(traits)


def set_code(number: str, product: str) -> str:
    """The set a card number belongs to: its prefix for booster and starter numbers (``GD01-049`` → ``GD01``, even
    when cards.json lists the product that reprinted it), else the product's name (``Basic Cards``)."""
    head = number.split("-")[0]
    return head if len(head) == 4 and head[:2] in ("GD", "ST") and head[2:].isdigit() else product


def compile_card(fact: dict, decl: dict | None, waits_for: tuple[str, ...] = ()) -> CardDef:
    """Build a :class:`CardDef` from a facts record and its declaration (``None``: not yet playable; ``waits_for``:
    the proposed timings and continuous effects it waits for, cards/pending).

    Raises:
        CompileError: a declaration outside the vocabulary (naming the card number, the ability and the key).
    """
    num = fact["number"]
    ctype = fact["type"]
    kind = KIND_OF_TYPE[ctype]
    names, traits = parse_link(fact.get("link"))
    ab = AbilitySet()
    keywords: tuple = ()
    pilot_name = fact["name"] if kind == PILOT else None
    if decl:
        unknown = set(decl) - {"keywords", "abilities", "pilot_name", "also_named"}
        if unknown:
            raise CompileError(f"{num}: unknown keys {sorted(unknown)}")
        keywords = VOCAB.keywords(decl.get("keywords"), f"{num} keywords")
        if decl.get("pilot_name"):
            pilot_name = decl["pilot_name"]
        ab = VOCAB.abilities(decl.get("abilities"), f"{num} abilities")
    delayed = tuple(n.ability for a in ab if a.effect is not None for n in a.effect.walk()
                    if isinstance(n, DelayedTrigger))
    return CardDef(
        id=num, name=fact["name"], type=ctype, kind=kind, token=ctype in ("unit token", "ex base", "ex resource"),
        color=fact.get("color") or "-", level=int(fact.get("level") or 0), cost=int(fact.get("cost") or 0),
        ap=int(fact.get("ap") or 0), hp=int(fact.get("hp") or 0), link_names=names, link_traits=traits,
        traits=tuple(fact.get("traits") or ()), keywords=keywords, keyword_values=dict(keywords),
        set=set_code(num, fact.get("set") or ""),
        pilot_name=pilot_name, also_named=(decl or {}).get("also_named"), abilities=ab, statics=ab.statics_from(None),
        hand_statics=ab.statics_from("hand"), trash_statics=ab.statics_from("trash"),
        playable=decl is not None, waits_for=waits_for, has_link=bool(names or traits), main_abilities=ab.at(MAIN),
        action_abilities=ab.at(ACTION), burst_abilities=ab.on(BURST), activate_main=ab.at(ACTIVATE_MAIN),
        activate_action=ab.at(ACTIVATE_ACTION), delayed=delayed,
        listens=frozenset(ab.triggered) | frozenset(d.trigger for d in delayed),
        reads_ex_payment=any(_holds_a(a.effect, PaidWithEx) for a in ab if a.effect is not None),
    )


def _holds_a(obj, cls, depth: int = 0) -> bool:
    """Whether a compiled effect has a part of class ``cls`` anywhere (in its nodes' fields, a condition's parts)."""
    if isinstance(obj, cls):
        return True
    if depth > 40:
        return False
    if isinstance(obj, (tuple, list)):
        return any(_holds_a(x, cls, depth + 1) for x in obj)
    fields = getattr(obj, "__dataclass_fields__", None)
    return bool(fields) and any(_holds_a(getattr(obj, f), cls, depth + 1) for f in fields)
