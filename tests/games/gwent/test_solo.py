"""The solo mode (rules/gwent.md): the person against the automaton — its opening and answers, its leaders under the
"new opponent leader" variant, and how the person's leader changes what it does."""

from __future__ import annotations

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.automaton import leader_variant
from tcgkit.games.gwent.game import GwentGame

from .helpers import faction_deck


def _solo(game, person="northern_realms", bot="monsters", seed=1, **opts):
    g = GwentGame(opts) if opts else game
    return g.new_match([faction_deck(g, person, "full"), faction_deck(g, bot, "full")], seed, mode="solo")


def test_solo_person_has_no_weather_but_clear(game):
    m = _solo(game)
    cards = m.zones[m.zdeck[0]] + m.zones[m.zhand[0]]
    names = {m.card_def[u].name for u in cards if m.card_def[u].type == "weather"}
    assert names == {"Clear Weather"}
    assert not m.zones[m.zhand[1]]  # the automaton has no hand


def test_solo_automaton_opens_and_answers_every_turn(game):
    m = _solo(game)
    assert (m.pending.player, m.pending.kind) == (0, "redraw")
    m.apply(("keep",))
    bot_cards = [e for e in m.log if e[0] == "bot_card"]
    assert len(bot_cards) >= 1  # the automaton opened the round
    n = len(bot_cards)
    m.apply(next(a for a in m.pending.actions if a[0] == "unit"))
    assert len([e for e in m.log if e[0] == "bot_card"]) > n
    # the automaton's seat is never asked anything
    play_out(m, [RandomAgent(1), None])
    assert m.ended
    assert all(e[2].get("player") != 1 for e in m.log if e[0] == "pass")


def test_solo_scoiatael_person_opens_round_one(game):
    m = _solo(game, person="scoiatael")
    m.apply(("keep",))
    assert not [e for e in m.log if e[0] == "bot_card"]
    assert m.pending.kind == "turn" and m.pending.player == 0


def test_solo_person_pass_gets_exactly_one_final_bot_turn(game):
    m = _solo(game, seed=8)
    m.apply(("keep",))
    start = len(m.log)
    m.apply(("pass",))
    tail = m.log[start:]
    end = next(i for i, e in enumerate(tail) if e[0] == "round_end")
    after = [e for e in tail[:end] if e[0] == "bot_card"]
    assert len(after) >= 1
    # one card, plus one more after each weather card it played
    weathers = sum(1 for e in after if game.pool.by_id[e[2]["card"]].type == "weather")
    spies = sum(1 for e in after if game.pool.by_id[e[2]["card"]].spy)
    assert len(after) <= 1 + weathers + 2 * spies
    assert m.round == 2 or m.ended


def _bot_medic_revivals(game, leader, seeds=range(16)):
    """The units the automaton's Dun Banner Medic revives over ``seeds``, the person leading with ``leader``."""
    got = set()
    for seed in seeds:
        m = game.scenarios().build({
            "mode": "solo", "seed": seed,
            "players": [{"leader": leader, "hand": ["Vreemde", "Rainfarn"]},
                        {"faction": "northern_realms", "deck": ["Dun Banner Medic"]}],
            "sides": [{}, {"discard": ["Ves", "Redanian Foot Soldier", "Catapult", "Yarpen Zigrin", "Thaler"]}]},
            "test")
        m.apply(next(a for a in m.pending.actions if a[0] == "unit"))
        got |= {e[2]["card"] for e in m.log if e[0] in ("revive", "random_revive")}
    return got


def test_solo_person_invader_makes_the_automatons_medic_random(game):
    """Invader of the North affects both players (rules/gwent.md §1.4 Medic, §1.6): the automaton's medic, which
    otherwise takes the unit adding most (seed 004, Heiler), revives a random one under the person's Invader."""
    assert _bot_medic_revivals(game, "Emhyr var Emreis - Emperor of Nilfgaard") == {"nr-catapult"}
    assert len(_bot_medic_revivals(game, "Emhyr var Emreis - Invader of the North")) > 1


def test_solo_random_games_finish(game):
    for seed in range(30):
        for bot in ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige"):
            m = _solo(game, person="skellige" if bot != "skellige" else "nilfgaard", bot=bot, seed=seed)
            play_out(m, [RandomAgent(seed), None])
            assert m.ended


def test_solo_new_leader_variant_runs(game):
    g = GwentGame({"solo_new_opponent_leader": True})
    seen = 0
    for seed in range(40):
        m = g.new_match([faction_deck(g, "nilfgaard", "full"), faction_deck(g, "monsters", "full")], seed, mode="solo")
        play_out(m, [RandomAgent(seed), None])
        seen += sum(1 for e in m.log if e[0] == "bot_leader")
    assert seen > 0


def test_solo_standard_deck_option_validates_standard(game):
    std = faction_deck(game, "nilfgaard")
    assert game.validate_deck(std, "solo")  # not the full faction deck
    assert GwentGame({"solo_standard_deck": True}).validate_deck(std, "solo") == []


BOT_DECKS = {
    "northern_realms": ["Biting Frost", "Impenetrable Fog", "Blue Stripes Commando", "Ves"],
    "nilfgaard": ["Torrential Rain", "Impera Brigade Guard", "Rainfarn"],
    "monsters": ["Biting Frost", "Ghoul", "Fiend"],
    "scoiatael": ["Biting Frost", "Barclay Els", "Riordain"],
    "skellige": ["Mardroeme", "Clan an Craite Warrior", "Svanrige"],
}


@pytest.mark.parametrize("leader", [c.name for c in GwentGame().pool.cards if c.type == "leader"])
def test_solo_every_automaton_leader_resolves(leader):
    """Variant "new opponent leader": every leader, put on top of the automaton's stack, resolves at round end."""
    g = GwentGame({"solo_new_opponent_leader": True})
    card = g.pool.find(leader)
    setup = {"mode": "solo", "players": [
        {"leader": "Foltest - The Siegemaster", "hand": ["Ves"], "discard": ["Dethmold"]},
        {"faction": card.faction, "deck": BOT_DECKS[card.faction]}],
        "sides": [{"close": ["Vernon Roche", "Siegfried of Denesle"], "ranged": ["Keira Metz", "Sheldon Skaggs",
                                                                              "Dethmold"]},
                  {"close": ["Barclay Els"] if card.faction == "scoiatael" else [], "discard": ["Yarpen Zigrin"]}],
        "run": False}
    m = g.scenarios().build(setup, "test")
    stack = m.zones[m.zlstack[1]]
    uid = next(u for u in stack if m.card_def[u].name == card.name)
    stack.remove(uid)
    stack.append(uid)
    m.run()
    m.apply(("pass",))
    names = [e[2]["card"] for e in m.log if e[0] == "bot_leader"]
    assert names == [card.id]
    assert m.round == 2 or m.ended
    if card.leader == "emhyr_whiteflame":
        assert m.leader_off[0] == 1


def test_solo_revealed_passive_leader_lasts_after_a_later_reveal():
    """Variant "new opponent leader" (seed 004): a revealed leader stays face up, so King Bran's passive (weather only
    halves the automaton's units) still holds after the next round's reveal (Crach an Craite)."""
    g = GwentGame({"solo_new_opponent_leader": True})
    m = g.scenarios().build({
        "mode": "solo", "run": False,
        "players": [{"leader": "Foltest - The Siegemaster", "hand": ["Ves"]}, {"faction": "skellige"}],
        "sides": [{"close": ["Vernon Roche"]}, {"close": ["Madman Lugos"]}],
        "weather": ["Biting Frost"]}, "test")
    stack = m.zones[m.zlstack[1]]
    for name in ("Crach an Craite", "King Bran"):  # King Bran on top, Crach an Craite next
        uid = next(u for u in stack if m.card_def[u].name == name)
        stack.remove(uid)
        stack.append(uid)
    lugos = m.zones[m.zrow[1][0]][0]
    assert m.strength(lugos) == 1
    leader_variant(m)  # the person leads: King Bran is revealed
    assert m.strength(lugos) == 3
    leader_variant(m)  # still leading: Crach an Craite is revealed too
    assert [m.card_def[u].name for u in m.zones[m.zleader[1]]] == ["King Bran", "Crach an Craite"]
    assert m.strength(lugos) == 3


def _bringer_revivals(leader, seeds=range(16)):
    """The units the automaton's revealed Bringer of Death puts on the board over ``seeds`` (person: ``leader``)."""
    g = GwentGame({"solo_new_opponent_leader": True})
    got = set()
    for seed in seeds:
        m = g.scenarios().build({
            "mode": "solo", "seed": seed, "run": False,
            "players": [{"leader": leader, "hand": ["Vreemde"]}, {"faction": "monsters"}],
            "sides": [{"close": ["Letho of Gulet"]},
                      {"discard": ["Ghoul", "Nekker", "Fiend", "Griffin", "Harpy"]}]}, "test")
        stack = m.zones[m.zlstack[1]]
        uid = next(u for u in stack if m.card_def[u].name == "Eredin - Bringer of Death")
        stack.remove(uid)
        stack.append(uid)
        m.then((leader_variant,))
        m.run()
        got |= {m.card_def[u].name for z in m.zrow[1] for u in m.zones[z]}
    return got


def test_solo_person_invader_makes_the_automatons_bringer_of_death_random():
    """The automaton's Bringer of Death plays the best unit of its discard pile (seed 004); under the person's
    Invader of the North a unit brought back to the board is random for both players (rules/gwent.md §1.6)."""
    assert _bringer_revivals("Emhyr var Emreis - Emperor of Nilfgaard") == {"Fiend"}
    assert len(_bringer_revivals("Emhyr var Emreis - Invader of the North")) > 1
