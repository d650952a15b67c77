"""Solo: the mode of seed 004 ("Solo") against the automaton (``automaton.py``): seat 0 the person, seat 1 the
automaton; :class:`SoloMode` holds its hooks, ``flow.SOLO`` its steps."""

from __future__ import annotations

from tcgkit.games.gwent import play
from tcgkit.games.gwent.automaton import bot_medic, bot_muster, bot_turn
from tcgkit.games.gwent.match import add_deck, new_card
from tcgkit.games.gwent.mode import Mode


class SoloMode(Mode):
    """Solo against the automaton (seed 004, Solo): seat 0 the person, seat 1 the automaton."""

    answer = ((bot_turn, 0),)  # the automaton answers each of the person's turns, and a pass with a final card

    def place_decks(self, m, pool, decks):
        m.bot = 1
        add_deck(m, pool, decks[0], 0, 0, m.zdeck[0], m.zleader[0])
        # seed 004 (Solo, Spielaufbau): the person's weather cards other than Clear Weather leave the deck
        for uid in list(m.zones[m.zdeck[0]]):
            d = m.card_def[uid]
            if d.type == "weather" and not d.clear:
                m.move(uid, m.zbox[0])
        add_deck(m, pool, decks[1], 1, 0, m.zdeck[1], None)
        for lead in pool.leaders(decks[1].faction):
            new_card(m, pool, lead, 1, m.zlstack[1])
        m.faction[1] = decks[1].faction

    def weather_allowed(self, d):
        return d.clear  # seed 004 (Solo): the person may not play weather other than Clear Weather

    def spy_draws(self, m, p):
        if p == m.bot:
            m.then((bot_turn, 1), (bot_turn, 1))  # seed 004 (Solo, Spion): draws 2 and plays them
        else:
            m.draw(p, 2)

    def muster(self, m, p, uid):
        if p == m.bot:
            bot_muster(m, uid)
        else:
            play.muster(m, p, uid)

    def medic(self, m, p):
        if p == m.bot:
            m.then((bot_medic,))
        else:
            play.medic_choice(m, p)

    def board_scorch(self, m, p, exclude):
        if p == m.bot:  # seed 004: the automaton's scorch hits only the person's side
            play.scorch_each_enemy_side(m, p, exclude)
        else:
            play.board_scorch(m, p, exclude)

    def next_seat(self, m, p):
        m.active = -1 if m.passed[0] else 0

    def nr_reward(self, m, p):
        if p != m.bot:  # the automaton's Northern Realms ability is its extra card (after_round)
            Mode.nr_reward(m, p)

    def after_round(self, m, winners):
        if m.faction[m.bot] == "northern_realms" and winners == (m.team_of[m.bot],):
            m.solo_nr_extra = 1
        m.solo_human_won = winners == (0,)
