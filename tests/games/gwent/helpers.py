"""Helpers for the GWENT tests: random decks over the whole pool, and invariant checks."""

from __future__ import annotations

from tcgkit.core.rng import Rng
from tcgkit.core.zones import ALL
from tcgkit.games.gwent.decks import GwentDeck
from tcgkit.games.gwent.board import FACTIONS
from tcgkit.games.gwent.game import ADVANCED_DECKS, FULL_DECKS

SPECIALS = ("Decoy", "Commander's Horn", "Scorch", "Mardroeme", "Biting Frost", "Impenetrable Fog",
            "Torrential Rain", "Skellige Storm", "Clear Weather")


def faction_deck(game, faction: str, kind: str = "advanced") -> GwentDeck:
    """The shipped decklist of ``faction``: the advanced deck, or (``kind="full"``) the whole faction deck."""
    return game.load_deck((ADVANCED_DECKS if kind == "advanced" else FULL_DECKS)[faction])


def random_deck(pool, rng: Rng, faction: str) -> GwentDeck:
    """A deck of ``faction``: a random leader, every faction unit, a few neutral units and special cards."""
    leaders = pool.leaders(faction)
    leader = leaders[rng.below(len(leaders))]
    cards = []
    names = set()
    for c in pool.cards:
        if c.faction == faction and c.type in ("unit", "hero") and c.name not in names:
            names.add(c.name)
            cards.extend([c] * pool.copies_by_name[c.name.casefold()])
    neutral = [c for c in pool.cards if c.faction == "neutral" and c.type in ("unit", "hero") and c.copies]
    for _ in range(rng.below(5)):
        cards.append(neutral[rng.below(len(neutral))])
    for _ in range(3 + rng.below(6)):
        cards.append(pool.by_name[SPECIALS[rng.below(len(SPECIALS))].casefold()])
    return GwentDeck(leader, tuple(cards), f"random {faction}")


def random_decks(pool, rng: Rng, mode: str) -> list[GwentDeck]:
    """Decks for ``mode`` with random factions (2v2 teammates differ; tournament sets use 3 factions)."""
    def fac():
        return FACTIONS[rng.below(5)]
    if mode in ("standard", "solo"):
        return [random_deck(pool, rng, fac()) for _ in range(2)]
    if mode == "ffa":
        return [random_deck(pool, rng, fac()) for _ in range(3 + rng.below(3))]
    if mode == "2v2":
        a1, b1 = fac(), fac()
        a2 = FACTIONS[(FACTIONS.index(a1) + 1 + rng.below(4)) % 5]
        b2 = FACTIONS[(FACTIONS.index(b1) + 1 + rng.below(4)) % 5]
        return [random_deck(pool, rng, f) for f in (a1, b1, a2, b2)]
    if mode == "tournament":
        out = []
        for _ in range(2):
            start = rng.below(5)
            out.extend(random_deck(pool, rng, FACTIONS[(start + k) % 5]) for k in range(3))
        return out
    raise ValueError(mode)


def leak_problems(m) -> list[str]:
    """Hidden identities visible to a seat that no event it may read ever named (hands, decks).

    Independent of the zone machinery: a card of another player's hand may be visible to viewer ``p`` only if
    ``p`` is that player's 2v2 teammate, or an event readable by ``p`` named its uid (a decoyed or taken card, an
    Emperor look). A deck card may be visible only to its owner, and only during that owner's search decision.
    """
    out = []
    named: dict[int, set] = {}
    for viewer in list(range(m.n_players)) + [None]:
        bit = None if viewer is None else 1 << viewer
        s = set()
        for kind, vis, data in m.log or []:
            if "uid" in data and (vis == ALL or (bit is not None and vis & bit)):
                s.add(data["uid"])
        named[viewer] = s
    searching = m.pending is not None and m.pending.kind in ("leader_search", "leader_pick", "leader_row")
    for viewer in list(range(m.n_players)) + [None]:
        v = m.view(viewer)
        for q in range(m.n_players):
            mate = viewer is not None and m.mode == "2v2" and m.team_of[q] == m.team_of[viewer]
            hand = v.cards("hand", q)
            for pos, uid in enumerate(hand):
                real = m.zones[m.zhand[q]][pos]
                if q == viewer or mate:
                    if uid is None:
                        out.append(f"viewer {viewer} cannot see its own/teammate's hand card {real} of seat {q}")
                elif uid is not None and uid not in named[viewer]:
                    out.append(f"viewer {viewer} sees card {uid} in seat {q}'s hand without any event naming it")
            for uid in v.cards("deck", q):
                if uid is not None and not (q == viewer and searching and m.pending.player == viewer):
                    out.append(f"viewer {viewer} sees card {uid} in seat {q}'s deck")
    return out
