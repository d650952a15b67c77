"""Leader abilities: one effect object each (rules/gwent.md §1.6; ruling 5; the LCG leaders' rulings in
docs/games/gwent.md), and the passive leaders' standing effects.

A leader card declares its effect in the card-effect vocabulary :data:`EFFECTS` (shared with special and weather
cards, ``specials.py``), and optionally ``solo:``, the automaton's version (seed 004, "Anpassung der gegnerischen
Anführerfähigkeiten"). Each object: ``usable(m, p, *args)`` (ruling 5: a leader with no legal effect is not
offered), ``resolve(m, ctx, *args)`` (a person uses it), ``automaton(m, *args)`` (a revealed automaton leader,
targets by the automaton's Δ policy). Passive leaders (Treacherous, Invader, Daisy, King Bran, White Flame) act
through :func:`update_passives` and the strength function.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import CompileError, Ctx, Vocabulary, int_arg, mapping_arg
from tcgkit.core.zones import ALL
from tcgkit.games.gwent import automaton, play
from tcgkit.games.gwent.abilities import RowScorch, _no_condition, _no_selector
from tcgkit.games.gwent.board import ROWS
from tcgkit.games.gwent.solo_leaders import SOLO_EFFECTS
from tcgkit.games.gwent.specials import SPECIALS, CardEffect
from tcgkit.games.gwent.statics import PASSIVES


def leader_usable(m: Any, p: int) -> bool:
    """Whether ``p`` may use the leader now: unused, not cancelled, and its effect has a legal target."""
    if m.leader_used[p] or m.leader_off[p] or m.leader_uid[p] < 0:
        return False
    prim, args = m.card_def[m.leader_uid[p]].effect
    return prim.usable(m, p, *args)


def use_leader(m: Any, p: int) -> None:
    """Frame: ``p`` uses the leader ability (once per game; rules/gwent.md §1.6)."""
    uid = m.leader_uid[p]
    d = m.card_def[uid]
    m.leader_used[p] = 1
    m.emit("leader", ALL, player=p, card=d.id)
    prim, args = d.effect
    prim.resolve(m, Ctx(p, uid, uid), *args)


class LeaderRowScorch(RowScorch, CardEffect):
    """A leader's row scorch (Foltest Steel-Forged, Son of Medell; Francesca Queen of Dol Blathanna)."""

    def describe(self, row, threshold):
        return (f"Destroys the strongest non-hero units in the opponent's {ROWS[row]} row if it totals at least "
                f"{threshold}.")

    def usable(self, m, p, row, threshold):
        return any(m.row_total(s, row) >= threshold and m.strongest(list(m.zones[m.zrow[s][row]]))
                   for s in m.enemy_sides(p))

    def automaton(self, m, row, threshold):
        play.row_scorch(m, m.bot, row, threshold)


class PlayFromDeck(CardEffect):
    """Plays a named card, a weather card or a tight-bond unit from the deck (``choose``: the player picks;
    ``first``/``best``: the automaton's versions)."""

    name, tags = "play_from_deck", frozenset({"tempo"})

    def compile(self, value, where):
        v = mapping_arg(value, where, (), ("name", "type", "ability", "choose", "first", "best"))
        if sum(k in v for k in ("name", "type", "ability")) != 1:
            raise CompileError(f"{where}: exactly one of name, type, ability")
        return (v.get("name"), v.get("type"), v.get("ability"), bool(v.get("choose")), bool(v.get("first")),
                bool(v.get("best")))

    def describe(self, name, kind, ability, choose, first, best):
        if name is not None and (choose or best):
            where = "a row of your choice" if choose else "the most effective row"
            return f"Plays a {name} from your deck into {where} (then shuffles it)."
        what = name if name is not None else "a weather card" if kind is not None else "a tight-bond unit"
        if first:
            how = "the first " + what.replace("a ", "", 1)
        elif best:
            how = "the most effective " + what.replace("a ", "", 1)
        elif choose:
            how = what + " of your choice"
        else:
            how = what
        return f"Plays {how} from your deck{' (then shuffles it)' if (choose or first or best) else ''}."

    @staticmethod
    def matches(m, deck, name, kind, ability):
        defs = m.card_def
        if name is not None:
            return [u for u in deck if defs[u].name == name]
        if kind == "weather":
            return [u for u in deck if defs[u].type == "weather"]
        return [u for u in deck if defs[u].is_unit and defs[u].has(ability)]

    def usable(self, m, p, name, kind, ability, *rest):
        return bool(self.matches(m, m.zones[m.zdeck[p]], name, kind, ability)) and (
            name != "Mardroeme" or bool(m.free_slots(m.team_of[p])))

    def resolve(self, m, ctx, name, kind, ability, *rest):
        p = ctx.controller
        found = self.matches(m, m.zones[m.zdeck[p]], name, kind, ability)
        if name == "Mardroeme":
            uid = found[0]
            m.reveal(uid, 1 << p)  # the player may look at the card its decision names
            rows = m.free_slots(m.team_of[p])
            m.decide(p, "leader_row", [("mardroeme", uid, r) for r in rows], (leader_card_chosen, p))
            return
        if name is not None:
            uid = found[0]
            m.then((play.play_card, p, ("weather", uid)) if m.card_def[uid].type == "weather"
                   else (play.play_card, p, play.placements(m, p, uid)[0]))
            return
        for u in found:
            m.reveal(u, 1 << p)
        if kind == "weather":
            seen: dict = {}
            for u in found:
                seen.setdefault(m.card_def[u].name, u)
            m.decide(p, "leader_pick", [("weather", u) for u in seen.values()], (leader_card_chosen, p))
            return
        m.decide(p, "leader_pick", [a for u in found for a in play.placements(m, p, u)], (leader_card_chosen, p))

    def automaton(self, m, name, kind, ability, choose, first, best):
        b = m.bot
        found = self.matches(m, list(reversed(m.zones[m.zdeck[b]])), name, kind, ability)
        if not found:
            return
        if ability:
            m.then(*automaton.best(m, [o for u in found for o in automaton.unit_options(m, u)]), (shuffle_deck, b))
        elif name == "Mardroeme":
            m.then((shuffle_deck, b))
            automaton.bot_play(m, found[0], False)
        else:
            play.play_weather(m, b, found[0])
            if first:
                m.shuffle_zone(m.zdeck[b])


def leader_card_chosen(m: Any, action: tuple, p: int) -> None:
    """Resume: the card a leader plays from the deck is played, then the deck is shuffled."""
    m.then((play.play_card, p, action), (shuffle_deck, p))


def shuffle_deck(m: Any, p: int) -> None:
    """Frame: ``p`` shuffles the deck."""
    m.shuffle_zone(m.zdeck[p])


class LookAtHand(CardEffect):
    name, tags = "look_at_hand", frozenset({"information"})

    def compile(self, value, where):
        return int_arg(mapping_arg(value, where, ("cards",))["cards"], f"{where}.cards", 1, 10),

    def describe(self, n):
        return f"Look at {n} random cards of an opponent's hand."

    def usable(self, m, p, n):
        return any(m.zones[m.zhand[q]] for q in m.opponents(p))

    def resolve(self, m, ctx, n):
        p = ctx.controller
        targets = [q for q in m.opponents(p) if m.zones[m.zhand[q]]]
        if len(targets) == 1:
            look(m, p, targets[0], n)
        else:
            m.decide(p, "target_player", [("target_player", q) for q in targets], (look_chosen, p, n))


def look_chosen(m: Any, action: tuple, p: int, n: int) -> None:
    """Resume of Emperor's look: the chosen opponent."""
    look(m, p, action[1], n)


def look(m: Any, p: int, q: int, n: int) -> None:
    """``p`` sees ``n`` random cards of ``q``'s hand (shown to ``p`` alone)."""
    hand = list(m.zones[m.zhand[q]])
    for _ in range(min(n, len(hand))):
        u = hand.pop(m.rand_below(len(hand)))
        m.reveal(u, 1 << p)
        m.emit_secret(1 << p, "look", {"player": p, "of": q},
                      {"player": p, "of": q, "card": m.card_def[u].id, "uid": u})


class TakeFromDiscard(CardEffect):
    name, tags = "take_from_discard", frozenset({"card_advantage"})

    def compile(self, value, where):
        whose = mapping_arg(value, where, ("whose",))["whose"]
        if whose not in ("own", "opponent"):
            raise CompileError(f"{where}.whose: own or opponent")
        return (whose,)

    def describe(self, whose):
        return f"Take a card of your choice from {'an opponent' + chr(39) + 's' if whose == 'opponent' else 'your'} " \
               "discard pile into your hand."

    def usable(self, m, p, whose):
        if whose == "own":
            return bool(m.zones[m.zdisc[m.team_of[p]]])
        return any(m.zones[m.zdisc[s]] for s in m.enemy_sides(p))

    def resolve(self, m, ctx, whose):
        p = ctx.controller
        piles = [m.team_of[p]] if whose == "own" else m.enemy_sides(p)
        m.decide(p, "leader_take", [("take", u) for s in piles for u in m.zones[m.zdisc[s]]], (taken, p))

    def automaton(self, m, whose):
        automaton.revive_best(m, m.zdisc[0] if whose == "opponent" else m.zdisc[1], False)


def taken(m: Any, action: tuple, p: int) -> None:
    """Resume: the chosen card goes to ``p``'s hand."""
    uid = action[1]
    m.move(uid, m.zhand[p])
    m.card_owner[uid] = p
    m.emit("take", ALL, player=p, card=m.card_def[uid].id, uid=uid)


class DiscardThenSearch(CardEffect):
    name, tags = "discard_then_search", frozenset({"tutor"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("discard", "search"))
        return int_arg(v["discard"], f"{where}.discard", 0, 10), int_arg(v["search"], f"{where}.search", 1, 1)

    def describe(self, discard, search):
        return f"Discard {discard} cards, then take {search} card of your choice from your deck."

    def usable(self, m, p, discard, search):
        return len(m.zones[m.zhand[p]]) >= discard and bool(m.zones[m.zdeck[p]])

    def resolve(self, m, ctx, discard, search):
        p = ctx.controller
        m.then((destroyer_discard, p, discard), (destroyer_search, p))


def destroyer_discard(m: Any, p: int, left: int) -> None:
    """Frame: ``p`` discards a card of their choice (``left`` more to go)."""
    hand = m.zones[m.zhand[p]]
    if left <= 0 or not hand:
        return
    m.decide(p, "leader_discard", [("discard", u) for u in hand], (destroyer_discarded, p, left))


def destroyer_discarded(m: Any, action: tuple, p: int, left: int) -> None:
    m.move(action[1], m.discard_of(action[1]))
    m.emit("discarded", ALL, player=p, card=m.card_def[action[1]].id, uid=action[1])
    m.then((destroyer_discard, p, left - 1))


def destroyer_search(m: Any, p: int) -> None:
    """Frame: ``p`` looks through the deck and takes a card of their choice."""
    deck = m.zones[m.zdeck[p]]
    if not deck:
        return
    for u in deck:
        m.reveal(u, 1 << p)
    m.decide(p, "leader_search", [("pick", u) for u in deck], (destroyer_found, p))


def destroyer_found(m: Any, action: tuple, p: int) -> None:
    m.move(action[1], m.zhand[p])
    m.emit("searched", ALL, player=p)
    m.shuffle_zone(m.zdeck[p])


class OptimizeAgile(CardEffect):
    name, tags = "optimize_agile", frozenset({"buff"})

    def describe(self):
        return "Moves each agile unit on your side to the row where it is strongest."

    def usable(self, m, p):
        return bool(play.agile_moves(m, m.team_of[p], dry=True))

    def resolve(self, m, ctx):
        play.agile_moves(m, m.team_of[ctx.controller], dry=False)


class ShuffleDiscards(CardEffect):
    name, tags = "shuffle_discards_into_decks", frozenset({"reset"})

    def describe(self):
        return "Every discard pile is shuffled back into its owner's deck."

    def usable(self, m, p):
        return any(m.zones[m.zdisc[s]] for s in range(m.n_sides))

    def resolve(self, m, ctx):
        self.automaton(m)

    def automaton(self, m):
        touched = set()
        for s in range(m.n_sides):
            for u in list(m.zones[m.zdisc[s]]):
                o = m.card_owner[u]
                m.move(u, m.zdeck[o])
                touched.add(o)
        for o in sorted(touched):
            m.shuffle_zone(m.zdeck[o])


class Passive(CardEffect):
    """A standing effect of a leader (never used: it acts from the start): its static kind (``statics.py``,
    read through ``passives.update_passives`` and ``rounds.deal_hand``)."""

    name, tags = "passive", frozenset({"passive"})

    def compile(self, value, where):
        """``{NAME: VALUE}`` → ``(kind, value)``: a passive leader kind of ``statics.py`` and its value."""
        v = mapping_arg(value, where, (), PASSIVES)
        if len(v) != 1:
            raise CompileError(f"{where}: one of {', '.join(PASSIVES)}")
        (name, val), = v.items()
        kind = PASSIVES[name]
        return kind, kind.compile(val, where)

    def describe(self, kind, value):
        return kind.describe(value)


EFFECTS = Vocabulary([*SPECIALS, LeaderRowScorch(), PlayFromDeck(), LookAtHand(), TakeFromDiscard(),
                      DiscardThenSearch(), OptimizeAgile(), ShuffleDiscards(), Passive(), *SOLO_EFFECTS],
                     _no_selector, _no_condition)
"""The card-effect vocabulary: special, weather and leader cards (``effect:`` and ``solo:`` in card data)."""
