"""The rules of the Gundam Card Game, 1 vs 1 (rules/gundam.md §1.1–§1.7): the one home of the rules.

``GundamMatch`` holds the whole state in flat per-card lists (``damage``, ``rested``, ``pilot``, ``host``,
``entered``) and short lists of immutable tuples (``mods``: AP/HP/keyword modifiers with a duration, ``used``:
【Once per Turn】 uses, ``trig``: waiting triggers). The turn is the declared step table :data:`TURN_STEPS`; each step
is a frame ``op_<step>``. A battle is the frame sequence attack → (triggers) → block step → action step → damage
step → battle end (Gundam CR 7; rules/gundam.md §1.5).

Where the rules leave a choice to a player, :meth:`GundamMatch.ask` makes it a Decision (a decision with a single
legal action is taken at once: it is not a choice). Concede: ``match.apply(("concede", player))`` is accepted at any
time from either player (rules/gundam.md §1.7 "Concede"); it is not listed among the legal actions so that agents
sampling uniformly do not concede, and it is recorded in the history, so replays reproduce it.

Glossary (seed 000 → code): Shield-Bereich → shield area (``shields`` + ``base_section``), Kampfbereich → battle
area, Abfall → trash, Ruhen/ruhend → rest/rested, Verbindung/verbunden → pair/paired, Bruch → Burst, Durchbruch →
Breach, Ressourcenbereich → resource area, Aktionsschritt → action step, Schadensschritt → damage step.
"""

from __future__ import annotations


from tcgkit.core.match import Match
from tcgkit.core.zones import ALL, Visibility, ZoneSpec
from tcgkit.games.gundam.effects import (
    ADDITIVE, BASE, BATTLE, COMMAND, PERMANENT, PILOT, TURN, UNIT, EffectRuntime, Selector,
)

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("resource_deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("battle_area", Visibility.PUBLIC),
    # paired Pilots, each under a Unit of the battle area (kept apart so the battle area lists Units only)
    ZoneSpec("pilots", Visibility.PUBLIC),
    ZoneSpec("shields", Visibility.SECRET, ordered=True),  # top shield = last
    ZoneSpec("base_section", Visibility.PUBLIC),
    ZoneSpec("resource_area", Visibility.PUBLIC),
    ZoneSpec("trash", Visibility.PUBLIC, ordered=True),
    ZoneSpec("removed", Visibility.PUBLIC),  # tokens that left play, spent EX Resources
    ZoneSpec("resolving", Visibility.PUBLIC),  # a Command being played: trashed once its effect has resolved
)

#: the turn structure (Gundam CR 6; rules/gundam.md §1.3): (phase, step); each step is the frame ``op_<step>``
TURN_STEPS = (
    ("start", "active_step"), ("start", "start_step"), ("draw", "draw_step"), ("resource", "resource_step"),
    ("main", "main_phase"), ("end", "action_step_end"), ("end", "end_step"), ("end", "hand_step"),
    ("end", "cleanup"),
)
#: the seed's end-phase order (seed 000, Endphase): "this turn" effects end before the hand step (§1.9)
TURN_STEPS_SEED = TURN_STEPS[:7] + (("end", "cleanup"), ("end", "hand_step"))

UNIT_LIMIT = 6  # Gundam CR 6-5-2; rules/gundam.md §1.4
BASE_LIMIT = 1
HAND_LIMIT = 10  # hand step (rules/gundam.md §1.3)
EX_RESOURCE_LIMIT = 5  # rules/gundam.md §1.1
RESOURCE_LIMIT = 15
#: the ability index of a waiting <Breach> trigger (a keyword, not one of the card's declared abilities)
BREACH = -1
START_HAND = 5
SHIELDS = 6


class GundamMatch(EffectRuntime, Match):
    """A Gundam match. Build it with ``GundamGame.new_match``; see the module docstring for the state."""

    __slots__ = (
        "damage", "rested", "pilot", "host", "entered", "mods", "used", "trig",
        "turn_number", "active", "first_player", "step_i", "phase", "step",
        "atk", "atk_unit", "atk_player", "batch", "statics", "steps_table",
        "z_deck", "z_rdeck", "z_hand", "z_battle", "z_pilots", "z_shields", "z_base", "z_resources", "z_trash",
        "z_removed", "z_resolving", "in_play_zone",
    )
    _LISTS = ("damage", "rested", "pilot", "host", "entered", "mods", "used", "trig")
    _SHARED = ("steps_table", "z_deck", "z_rdeck", "z_hand", "z_battle", "z_pilots", "z_shields", "z_base",
               "z_resources", "z_trash", "z_removed", "z_resolving", "in_play_zone")

    def init_state(self) -> None:
        """Set the Gundam slots after ``Match.__init__`` (zones laid out, no cards yet)."""
        n = self.n_players
        z = self.zone_ids
        self.z_deck, self.z_rdeck, self.z_hand = z("deck"), z("resource_deck"), z("hand")
        self.z_battle, self.z_pilots, self.z_shields = z("battle_area"), z("pilots"), z("shields")
        self.z_base, self.z_resources, self.z_trash, self.z_removed = (
            z("base_section"), z("resource_area"), z("trash"), z("removed"))
        self.z_resolving = z("resolving")
        flags = [False] * len(self.zone_table)
        for p in range(n):
            flags[self.z_battle[p]] = flags[self.z_base[p]] = True
        self.in_play_zone = tuple(flags)
        self.damage, self.rested, self.pilot, self.host, self.entered = [], [], [], [], []
        self.mods, self.used, self.trig = [], [], []
        self.turn_number = 0
        self.active = 0
        self.first_player = 0
        self.step_i = -1
        self.phase = "setup"
        self.step = "setup"
        self.atk = self.atk_unit = self.atk_player = -1
        self.batch = 0
        self.statics = ()
        self.steps_table = TURN_STEPS_SEED if self.game.options.end_phase_order == "seed" else TURN_STEPS

    def add_card(self, definition, owner, zone, index=None):
        uid = Match.add_card(self, definition, owner, zone, index)
        self.damage.append(0)
        self.rested.append(0)
        self.pilot.append(-1)
        self.host.append(-1)
        self.entered.append(-1)
        return uid

    # ------------------------------------------------------------------------------------------ public API

    # ------------------------------------------------------------------------------------------ decisions

    def ask(self, player: int, kind: str, actions, resume: tuple, info: dict | None = None) -> None:
        """Make a choice a Decision; a single legal action is taken at once. Rules management first (§1.7)."""
        if self.game.options.deck_out_check == "each_step" and self.check_deck_out():
            return
        actions = tuple(actions)
        if len(actions) == 1:
            self._OPS[resume[0]](self, actions[0], *resume[1:])
            return
        self.decide(player, kind, actions, resume, info)

    # ------------------------------------------------------------------------------------------ set-up

    def op_setup(self) -> None:
        """Gundam CR 5-2 (rules/gundam.md §1.2): shuffle, draw 5, mulligans, shields, EX Base, EX Resource."""
        n = self.n_players
        for p in range(n):
            self.shuffle_zone(self.z_deck[p])
        for p in range(n):
            for _ in range(START_HAND):
                self.draw(p)
        order = [(self.first_player + i) % n for i in range(n)]
        self.then(*[("mulligan", p) for p in order], ("setup_shields",))

    def op_mulligan(self, p: int) -> None:
        self.ask(p, "mulligan", [("keep",), ("mulligan",)], ("mulligan_answer", p))

    def op_mulligan_answer(self, action, p: int) -> None:
        if action[0] != "mulligan":
            self.emit("keep", ALL, player=p)
            return
        self.emit("mulligan", ALL, player=p)
        deck = self.z_deck[p]
        for uid in list(self.zones[self.z_hand[p]]):
            self.move(uid, deck, 0)
        for _ in range(START_HAND):
            self.draw(p)
        self.shuffle_zone(deck)

    def op_setup_shields(self) -> None:
        from tcgkit.games.gundam.cards import pool

        cards = pool()
        for p in range(self.n_players):
            deck = self.zones[self.z_deck[p]]
            for _ in range(SHIELDS):
                self.move(deck[-1], self.z_shields[p])
            self.add_card(cards["EXB-001"], p, self.z_base[p])
            if p != self.first_player:
                self.add_card(cards["EXR-001"], p, self.z_resources[p])
        self.emit("setup_done", ALL, first_player=self.first_player)
        self.active = self.first_player
        self.turn_number = 1
        self.step_i = -1
        self.emit("turn", ALL, player=self.active, turn=1)

    # ------------------------------------------------------------------------------------- turn structure

    def advance(self) -> None:
        """Resolve waiting triggers, else go to the next step of :data:`TURN_STEPS` (next turn after the last)."""
        if self.trig:
            self.then(("triggers",))
            return
        if self.check_deck_out():
            return
        self.step_i += 1
        if self.step_i >= len(self.steps_table):
            self.step_i = 0
            self.active = (self.active + 1) % self.n_players
            self.turn_number += 1
            self.emit("turn", ALL, player=self.active, turn=self.turn_number)
        self.phase, self.step = self.steps_table[self.step_i]
        self.then((self.step,))

    def op_active_step(self) -> None:
        """All the active player's cards in play and resources become active (CR 6-2-1)."""
        p = self.active
        rested = self.rested
        for z in (self.z_battle[p], self.z_base[p], self.z_resources[p]):
            for uid in self.zones[z]:
                rested[uid] = 0
        self.emit("active_step", ALL, player=p)

    def op_start_step(self) -> None:
        """"At the start of the turn" effects (none among the implemented cards)."""

    def op_draw_step(self) -> None:
        """Draw 1; Player One draws on turn 1 too (rules/gundam.md §1.2 step 7; option ``player_one_draws``)."""
        if self.turn_number == 1 and not self.game.options.player_one_draws:
            return
        self.draw(self.active)
        self.check_deck_out()

    def op_resource_step(self) -> None:
        """The top card of the resource deck goes to the resource area, active (CR 6-4)."""
        self.place_resource(self.active, rested=False)

    def op_main_phase(self) -> None:
        self.then(("main",))

    def op_action_step_end(self) -> None:
        """The end phase's action step, standby player first (rules/gundam.md §1.3)."""
        self.then(("action_step", self.next_player(self.active), 0))

    def op_end_step(self) -> None:
        """End-of-turn effects: <Repair N> recovers N HP of each damaged friendly Unit (§1.6)."""
        p = self.active
        for u in list(self.zones[self.z_battle[p]]):
            r = self.keyword(u, "repair")
            if r and self.damage[u]:
                healed = min(r, self.damage[u])
                self.damage[u] -= healed
                self.emit("repair", ALL, uid=u, amount=healed)

    def op_hand_step(self) -> None:
        """Discard down to 10 cards, the player choosing each card (rules/gundam.md §1.3)."""
        p = self.active
        if len(self.zones[self.z_hand[p]]) > HAND_LIMIT:
            self.then(("discard_one", p, "hand_limit"), ("hand_step",))

    def op_cleanup(self) -> None:
        """"This turn" effects end; 【Once per Turn】 uses are forgotten. A Unit whose HP falls to its damage
        when an HP bonus ends is destroyed (rules management, rules/gundam.md §1.7)."""
        hp_ends = any(m[1] == "hp" and m[3] != PERMANENT for m in self.mods)
        self.mods = [m for m in self.mods if m[3] == PERMANENT]
        self.used = []
        if hp_ends:
            self.destroy_checked()
        self.emit("turn_end", ALL, player=self.active, turn=self.turn_number)

    def op_discard_one(self, p: int, why: str) -> None:
        hand = self.zones[self.z_hand[p]]
        if hand:
            self.ask(p, "discard", [("discard", u) for u in hand], ("discarded", p, why))

    def op_discarded(self, action, p: int, why: str) -> None:
        u = action[1]
        self.move(u, self.z_trash[p])
        self.emit("discard", ALL, player=p, uid=u, card=self.card_def[u].id, reason=why)

    def next_player(self, p: int) -> int:
        return (p + 1) % self.n_players

    # ------------------------------------------------------------------------------------------ main phase

    def op_main(self) -> None:
        """One main-phase choice of the active player (only while no trigger waits, CR 6-5-1)."""
        if self.trig:
            self.then(("triggers",), ("main",))
            return
        # always a Decision, even with only "end_main" left: a player may want to see the board before ending
        if self.game.options.deck_out_check == "each_step" and self.check_deck_out():
            return
        self.decide(self.active, "main", self.main_actions(), ("main_act",))

    def main_actions(self) -> list[tuple]:
        """Every legal main-phase action of the active player (rules/gundam.md §1.3–§1.5)."""
        p = self.active
        defs = self.card_def
        acts: list[tuple] = []
        hand = self.zones[self.z_hand[p]]
        res = self.zones[self.z_resources[p]]
        n_res = len(res)
        rested = self.rested
        free = 0
        for r in res:
            if not rested[r]:
                free += 1
        battle = self.zones[self.z_battle[p]]
        unpaired = None
        for u in hand:
            d = defs[u]
            if d.level > n_res:
                continue
            k = d.kind
            if k == UNIT or k == BASE:
                if (self.cost_of(u) if d.statics else d.cost) <= free:
                    acts.append(("deploy", u))
            elif k == PILOT or (k == COMMAND and d.pilot_name is not None):
                if d.cost <= free:
                    if unpaired is None:
                        unpaired = [v for v in battle if self.pilot[v] < 0]
                    for v in unpaired:
                        acts.append(("pair", u, v))
            if k == COMMAND and d.cost <= free:
                for a in d.at("main"):
                    if self.has_target(a.steps, p, -1):
                        acts.append(("command", u))
                        break
        # activated abilities of cards in play (and of paired pilots), <Support>
        for u in battle:
            d = defs[u]
            if d.abilities:
                self._activations(acts, p, u, u, "activate_main", free)
            pl = self.pilot[u]
            if pl >= 0 and defs[pl].abilities:
                self._activations(acts, p, pl, u, "activate_main", free)
            if not rested[u] and self.keyword(u, "support") and len(battle) > 1:
                acts.append(("support", u))
        for u in self.zones[self.z_base[p]]:
            if defs[u].abilities:
                self._activations(acts, p, u, u, "activate_main", free)
        # attacks (rules/gundam.md §1.5 step 1)
        opponents = self.opponents(p)
        for u in battle:
            if rested[u] or not self.can_attack(u):
                continue
            for q in opponents:
                acts.append(("attack_player", u, q))
            lv_active = self.static_value(u, "attack_active_level_le") if self.statics else 0
            for q in opponents:
                for v in self.zones[self.z_battle[q]]:
                    if rested[v] or (lv_active and defs[v].level <= lv_active):
                        acts.append(("attack_unit", u, v))
        acts.append(("end_main",))
        return acts

    def _activations(self, acts, p, src, unit, timing, free):
        d = self.card_def[src]
        for a in d.abilities:
            if a.timing != timing:
                continue
            if a.cost > free:
                continue
            if a.rest_self and self.rested[src]:
                continue
            if a.once_per_turn and (src, a.index) in self.used:
                continue
            if a.cond and not self.check_cond(a.cond, p, unit):
                continue
            if not self.has_target(a.steps, p, unit):
                continue
            acts.append(("activate", src, a.index))

    def has_target(self, steps: tuple, ctl: int, unit: int) -> bool:
        """Whether an effect opening with ``choose`` has a legal target (commands need one, §1.4)."""
        if steps and steps[0][0] == "choose":
            return bool(self.select(steps[0][1], ctl, unit))
        return True

    def op_main_act(self, action) -> None:
        kind = action[0]
        p = self.active
        if kind == "end_main":
            self.emit("end_main", ALL, player=p)
            return
        self.then(("main",))
        if kind == "deploy":
            self.then(("play_card", p, action[1]))
        elif kind == "pair":
            self.pair(p, action[1], action[2])
        elif kind == "command":
            self.play_command(p, action[1], "main")
        elif kind == "activate":
            self.activate(p, action[1], action[2])
        elif kind == "support":
            self.use_support(p, action[1])
        elif kind == "attack_player" or kind == "attack_unit":
            self.declare_attack(p, action[1], kind == "attack_player", action[2])

    # ---------------------------------------------------------------------------------- costs, resources

    def cost_of(self, u: int) -> int:
        """Cost of a card in hand, with 'cost in hand' statics (e.g. GD01-070), at least 0."""
        d = self.card_def[u]
        c = d.cost
        p = self.card_owner[u]
        for a in d.statics:
            for k, v in a.static:
                if k == "cost_in_hand" and self.check_cond(a.cond, p, -1):
                    c += v
        return c if c > 0 else 0

    def can_pay(self, p: int, cost: int, level: int) -> bool:
        """Lv: resources (rested and EX ones included) >= level; cost: that many active resources (CR 2-8, 2-9)."""
        res = self.zones[self.z_resources[p]]
        if len(res) < level:
            return False
        rested = self.rested
        return sum(1 for r in res if not rested[r]) >= cost

    def pay(self, p: int, cost: int) -> None:
        """Rest ``cost`` active resources, normal ones first; a used EX Resource is removed (rules/gundam.md §1.3).

        Paying with normal resources first never loses anything (an EX Resource counts for Lv until spent), so
        the choice is made for the player.
        """
        if cost <= 0:
            return
        res = self.zones[self.z_resources[p]]
        rested = self.rested
        defs = self.card_def
        left = cost
        for r in res:
            if left and not rested[r] and defs[r].type == "resource":
                rested[r] = 1
                left -= 1
        if left:
            for r in list(res):
                if left and not rested[r] and defs[r].type == "ex resource":
                    self.move(r, self.z_removed[p])
                    self.emit("ex_resource_spent", ALL, player=p, uid=r)
                    left -= 1
        self.emit("pay", ALL, player=p, cost=cost)

    def place_resource(self, p: int, rested: bool) -> None:
        """Top of the resource deck into the resource area (nothing if empty or at 15 resources)."""
        rdeck = self.zones[self.z_rdeck[p]]
        if not rdeck or len(self.zones[self.z_resources[p]]) >= RESOURCE_LIMIT:
            return
        uid = rdeck[-1]
        self.move(uid, self.z_resources[p])
        self.rested[uid] = 1 if rested else 0
        self.emit("resource", ALL, player=p, uid=uid, rested=rested)

    def place_ex_resource(self, p: int) -> None:
        """Place an active EX Resource; over 5 EX or 15 in total it is not placed (§1.10 ruling 5)."""
        from tcgkit.games.gundam.cards import pool

        res = self.zones[self.z_resources[p]]
        n_ex = sum(1 for r in res if self.card_def[r].type == "ex resource")
        if not self.game.options.ex_resource_over_limit_placed and (
            n_ex >= EX_RESOURCE_LIMIT or len(res) >= RESOURCE_LIMIT
        ):
            self.emit("ex_resource_not_placed", ALL, player=p)
            return
        uid = self.add_card(pool()["EXR-001"], p, self.z_resources[p])
        self.emit("ex_resource", ALL, player=p, uid=uid)

    # ------------------------------------------------------------------------------------ playing cards

    def op_play_card(self, p: int, uid: int) -> None:
        """Deploy a Unit or Base from hand paying its cost (CR 6-5-2)."""
        self.then(("place_card", p, uid, 1))

    def op_place_card(self, p: int, uid: int, paid: int) -> None:
        """Put a Unit/Base into play; at the limit first trash one there, chosen by the player (CR 10-4-2)."""
        d = self.card_def[uid]
        zone = self.z_battle[p] if d.kind == UNIT else self.z_base[p]
        limit = UNIT_LIMIT if d.kind == UNIT else BASE_LIMIT
        there = self.zones[zone]
        if len(there) >= limit:
            acts = [("trash", u) for u in there]
            if paid and self.game.options.trash_at_limit == "may":
                acts.append(("cancel",))
            self.ask(p, "trash_at_limit", acts, ("limit_trashed", p, uid, paid))
            return
        self.placed(p, uid, paid)

    def op_limit_trashed(self, action, p: int, uid: int, paid: int) -> None:
        if action[0] == "cancel":
            self.emit("deploy_cancelled", ALL, player=p)
            return
        victim = action[1]
        # trashed to make room: not destroyed, so no 【Destroyed】 (rules/gundam.md §1.4)
        self.leave_play(victim, self.z_trash[self.card_owner[victim]])
        self.emit("trash_at_limit", ALL, player=p, uid=victim, card=self.card_def[victim].id)
        self.destroy_checked()  # the trashed card may have given others HP (rules management, §1.7)
        self.placed(p, uid, paid)

    def placed(self, p: int, uid: int, paid: int) -> None:
        d = self.card_def[uid]
        if paid:
            self.pay(p, self.cost_of(uid))
        zone = self.z_battle[p] if d.kind == UNIT else self.z_base[p]
        self.move(uid, zone)
        self.rested[uid] = 0
        self.damage[uid] = 0
        self.entered[uid] = self.turn_number
        self.emit("deploy", ALL, player=p, uid=uid, card=d.id)
        if d.statics:
            self.refresh_statics()
        self.collect("deploy", uid, uid)

    def deploy_token(self, p: int, token_id: str) -> None:
        from tcgkit.games.gundam.cards import pool

        uid = self.add_card(pool()[token_id], p, self.z_removed[p])
        self.then(("place_card", p, uid, 0))

    def pair(self, p: int, pl: int, unit: int) -> None:
        """Pay the Pilot's cost and put it under a Unit with no Pilot (rules/gundam.md §1.4)."""
        d = self.card_def[pl]
        self.pay(p, d.cost)
        self.move(pl, self.z_pilots[p])
        self.pilot[unit] = pl
        self.host[pl] = unit
        self.emit("pair", ALL, player=p, pilot=pl, unit=unit, card=d.id, unit_card=self.card_def[unit].id)
        self.refresh_statics()
        ud = self.card_def[unit]
        for a in ud.abilities:
            if a.timing == "when_paired" and self.qualifies(a.qualifier, pl):
                self.add_trigger(p, unit, a.index, unit, -1)
        for a in d.abilities:
            if a.timing == "when_paired":
                self.add_trigger(p, pl, a.index, unit, -1)
        if self.link_met(unit, pl):
            self.emit("link", ALL, player=p, unit=unit)
            self.collect("when_linked", unit, unit)

    def qualifies(self, q: tuple | None, pl: int) -> bool:
        if q is None:
            return True
        d = self.card_def[pl]
        if q[0] == "trait":
            return q[1] in d.traits
        return d.level >= q[1]

    def play_command(self, p: int, uid: int, timing: str) -> None:
        """Pay, resolve the Command's 【Main】/【Action】 effect, then put it in the trash (rules/gundam.md §1.4:
        "then trashed"). While it resolves it waits face up in ``resolving``, so it neither counts as a Command in
        the trash (Michaelis, Gundam Aerial) nor can be discarded by its own effect."""
        d = self.card_def[uid]
        self.pay(p, d.cost)
        self.move(uid, self.z_resolving[p])
        self.emit("command", ALL, player=p, uid=uid, card=d.id)
        ability = next(iter(d.at(timing)), None)
        if ability is not None:
            self.then(("ability", p, uid, -1, ability.index, -1), ("command_resolved", p, uid))
        else:
            self.then(("command_resolved", p, uid))

    def op_command_resolved(self, p: int, uid: int) -> None:
        """A played Command goes to its owner's trash once its effect has resolved (§1.4)."""
        if self.card_zone[uid] == self.z_resolving[p]:
            self.move(uid, self.z_trash[self.card_owner[uid]])

    def activate(self, p: int, src: int, index: int) -> None:
        """Use an 【Activate･Main】/【Activate･Action】 ability: pay its cost, then resolve it."""
        a = self.card_def[src].abilities[index]
        unit = self.host[src] if self.card_def[src].kind == PILOT or self.host[src] >= 0 else src
        self.pay(p, a.cost)
        if a.rest_self:
            self.rested[src] = 1
        if a.once_per_turn:
            self.used.append((src, index))
        self.emit("activate", ALL, player=p, uid=src, card=self.card_def[src].id, ability=index)
        self.then(("steps", p, src, unit, a.steps, 0, -1, -1), ("effect_done",))

    def use_support(self, p: int, u: int) -> None:
        """<Support N>: rest this Unit; another friendly Unit gets AP+N this turn (values add, §1.6)."""
        n = self.keyword(u, "support")
        self.rested[u] = 1
        self.emit("support", ALL, player=p, uid=u, value=n)
        steps = (("choose", Selector(side="friendly", other=True), (("modify", n, 0, "it", TURN),), False),)
        self.then(("steps", p, u, u, steps, 0, -1, -1), ("effect_done",))

    # ------------------------------------------------------------------------------------------ triggers

    def collect(self, timing: str, unit: int, host: int, pilot_lk: int = -1) -> None:
        """Queue the ``timing`` abilities of a Unit/Base and of its paired Pilot (a Pilot's text is the Unit's)."""
        p = self.card_owner[unit]
        d = self.card_def[unit]
        for a in d.abilities:
            if a.timing == timing:
                self.add_trigger(p, unit, a.index, host, pilot_lk)
        pl = self.pilot[unit] if self.pilot[unit] >= 0 else pilot_lk
        if pl >= 0:
            for a in self.card_def[pl].abilities:
                if a.timing == timing:
                    self.add_trigger(p, pl, a.index, host, pilot_lk)

    def add_trigger(self, ctl: int, src: int, index: int, unit: int, pilot_lk: int, burst: int = 0) -> None:
        """Queue a trigger: ability ``index`` of ``src`` for ``unit`` (``pilot_lk``: last-known Pilot). For
        <Breach> (``index`` :data:`BREACH`) ``unit`` is the destroyed enemy Unit and ``pilot_lk`` the value."""
        self.trig.append((self.batch, ctl, src, index, unit, pilot_lk, burst))

    def op_triggers(self) -> None:
        """Resolve waiting triggers: newest batch first, Burst first, the active player's first, each player
        ordering their own (Gundam CR 9-1-6; rules/gundam.md §1.7)."""
        trig = self.trig
        if not trig or self.ended:
            return
        top = max(t[0] for t in trig)
        batch = [t for t in trig if t[0] == top]
        bursts = [t for t in batch if t[6]]
        pool_ = bursts or batch
        p = self.active
        for i in range(self.n_players):
            q = (self.active + i) % self.n_players
            if any(t[1] == q for t in pool_):
                p = q
                break
        mine = [t for t in pool_ if t[1] == p]
        self.then(("triggers",))
        choices = []
        for t in mine:
            a = ("trigger", t[2], t[3])
            if a not in choices:
                choices.append(a)
        self.ask(p, "order_triggers", choices, ("trigger_chosen", p, top, 1 if bursts else 0))

    def op_trigger_chosen(self, action, p: int, top: int, burst: int) -> None:
        for t in self.trig:
            if t[0] == top and t[1] == p and t[2] == action[1] and t[3] == action[2] and t[6] == burst:
                self.trig.remove(t)
                self.batch += 1
                if t[3] == BREACH:
                    self.then(("breach", t[1], t[2], t[4], t[5]))
                else:
                    self.then(("ability", t[1], t[2], t[4], t[3], t[5]))
                return

    def op_breach(self, ctl: int, a: int, b: int, value: int) -> None:
        """<Breach N> resolves: N damage to the first card of the shield area of the destroyed Unit's owner, the
        Base first, else the top Shield; nothing if the area is empty (rules/gundam.md §1.6). The value and the
        attacker's Lv (for e.g. ST02-013) are those it had in the battle, even if it has left play since."""
        self.emit("breach", ALL, uid=a, value=value)
        self.hit_shield_area(self.card_owner[b], value, self.card_def[a].level, breach=True)

    def op_ability(self, ctl: int, src: int, unit: int, index: int, pilot_lk: int) -> None:
        """Resolve one triggered/played ability: its conditions, 【Once per Turn】, "you may", then its steps."""
        a = self.card_def[src].abilities[index]
        if a.cond and not self.check_cond(a.cond, ctl, unit, pilot_lk):
            return
        if a.once_per_turn:
            if (src, index) in self.used:
                return
            self.used.append((src, index))
        self.emit("resolve", ALL, player=ctl, uid=src, card=self.card_def[src].id, timing=a.timing)
        if a.optional:
            self.then(("effect_done",))
            self.ask(ctl, "optional", [("yes",), ("no",)], ("may_answer", ctl, src, unit, a.steps, -1, pilot_lk))
            return
        self.then(("steps", ctl, src, unit, a.steps, 0, -1, pilot_lk), ("effect_done",))

    def op_effect_done(self) -> None:
        self.check_deck_out()

    # ------------------------------------------------------------------------------------------- battle

    def can_attack(self, u: int) -> bool:
        """Active, not barred, and not deployed this turn unless a Link Unit (CR 2-11-4; §1.10 ruling 2)."""
        if self.entered[u] == self.turn_number:
            if not self.game.options.link_checked_at_attack:
                return False
            if not self.is_linked(u):
                return False
        for m in self.mods:
            if m[0] == u and m[1] == "cant_attack":
                return False
        return True

    def declare_attack(self, p: int, u: int, at_player: bool, t: int) -> None:
        """Attack step (rules/gundam.md §1.5 step 1): rest the attacker, fix the target, 【Attack】 triggers."""
        self.rested[u] = 1
        self.atk = u
        self.atk_unit = -1 if at_player else t
        self.atk_player = t if at_player else -1
        defender = t if at_player else self.card_owner[t]
        self.emit("attack", ALL, player=p, uid=u, target_player=self.atk_player, target_unit=self.atk_unit)
        self.collect("attack", u, u)
        self.then(("triggers",), ("block_step", defender), ("action_step", defender, 0),
                  ("damage_step",), ("triggers",), ("battle_end",))

    def battle_alive(self) -> bool:
        """The attacker (and a targeted Unit) are still in play (otherwise skip to battle end, §1.5)."""
        a = self.atk
        if a < 0 or self.card_zone[a] != self.z_battle[self.card_owner[a]]:
            return False
        t = self.atk_unit
        return t < 0 or self.card_zone[t] == self.z_battle[self.card_owner[t]]

    def op_block_step(self, defender: int) -> None:
        """The standby player may rest one active <Blocker> to become the target (§1.5 step 2)."""
        if not self.battle_alive() or self.keyword(self.atk, "high_maneuver"):
            return
        blockers = [("block", b) for b in self.zones[self.z_battle[defender]]
                    if not self.rested[b] and b != self.atk_unit and self.keyword(b, "blocker")]
        if blockers:
            blockers.append(("no_block",))
            self.ask(defender, "block", blockers, ("blocked", defender))

    def op_blocked(self, action, defender: int) -> None:
        if action[0] != "block":
            return
        b = action[1]
        self.rested[b] = 1
        self.atk_unit = b
        self.atk_player = -1
        self.emit("block", ALL, player=defender, uid=b)

    def op_action_step(self, p: int, passes: int) -> None:
        """Action step (rules/gundam.md §1.7): players alternate from the standby player; ends when all pass in
        a row. A player with nothing to play passes without a decision."""
        if self.trig:
            self.then(("triggers",), ("action_step", p, passes))
            return
        if passes >= self.n_players:
            return
        if self.atk >= 0 and not self.battle_alive():
            return
        acts = self.action_step_actions(p)
        if len(acts) == 1:
            self.emit("pass", ALL, player=p, auto=True)
            self.then(("action_step", self.next_player(p), passes + 1))
            return
        self.ask(p, "action", acts, ("action_act", p, passes))

    def action_step_actions(self, p: int) -> list[tuple]:
        acts: list[tuple] = [("pass",)]
        defs = self.card_def
        res = self.zones[self.z_resources[p]]
        free = sum(1 for r in res if not self.rested[r])
        n_res = len(res)
        for u in self.zones[self.z_hand[p]]:
            d = defs[u]
            if d.kind == COMMAND and d.level <= n_res and d.cost <= free:
                for a in d.at("action"):
                    if self.has_target(a.steps, p, -1):
                        acts.append(("command", u))
                        break
        for u in self.zones[self.z_battle[p]]:
            if defs[u].abilities:
                self._activations(acts, p, u, u, "activate_action", free)
            pl = self.pilot[u]
            if pl >= 0 and defs[pl].abilities:
                self._activations(acts, p, pl, u, "activate_action", free)
        for u in self.zones[self.z_base[p]]:
            if defs[u].abilities:
                self._activations(acts, p, u, u, "activate_action", free)
        return acts

    def op_action_act(self, action, p: int, passes: int) -> None:
        if action[0] == "pass":
            self.emit("pass", ALL, player=p)
            self.then(("action_step", self.next_player(p), passes + 1))
            return
        self.then(("action_step", self.next_player(p), 0))
        if action[0] == "command":
            self.play_command(p, action[1], "action")
        else:
            self.activate(p, action[1], action[2])

    def op_damage_step(self) -> None:
        """Damage step (rules/gundam.md §1.5 step 4; seed 000, Schadensschritt)."""
        if not self.battle_alive():
            return
        a = self.atk
        if self.atk_unit >= 0:
            self.unit_battle(a, self.atk_unit)
        else:
            self.attack_player(a, self.atk_player)

    def unit_battle(self, a: int, b: int) -> None:
        """Both deal damage equal to their AP at once; <First Strike> deals first and takes nothing back if it
        destroys (§1.6); <Breach> then hits the first card of the shield area (§1.6)."""
        ap_a = self.ap(a)
        ap_b = self.ap(b)
        breach = self.keyword(a, "breach") if self.card_owner[a] == self.active else 0
        if self.keyword(a, "first_strike"):
            self.battle_damage(b, ap_a, a)
            if self.damage[b] < self.hp(b):
                self.battle_damage(a, ap_b, b)
        else:
            self.battle_damage(b, ap_a, a)
            self.battle_damage(a, ap_b, b)
        b_dies = self.damage[b] >= self.hp(b)
        self.destroy_checked()
        if b_dies and breach:
            # a triggered keyword effect: it waits with the other triggers of this moment (e.g. the attacker's own
            # 【Destroyed】 when both died) and its controller orders it among their own (rules/gundam.md §1.6-§1.7)
            self.add_trigger(self.card_owner[a], a, BREACH, b, breach)

    def battle_damage(self, target: int, amount: int, source: int) -> None:
        """Battle damage from ``source`` to a Unit, minus immunities (e.g. GD01-091)."""
        if amount <= 0:
            return
        if self.statics:
            imm = self.static_value(target, "battle_damage_immunity_ap_le")
            if imm and self.ap(source) <= imm:
                self.emit("no_damage", ALL, uid=target, source=source)
                return
        self.damage_card(target, amount, battle=True, source=source)

    def attack_player(self, a: int, q: int) -> None:
        """Base first, else the top Shield (1 HP, excess lost), else battle damage: ``q`` loses (§1.5)."""
        ap = self.ap(a)
        if ap <= 0:
            return  # zero damage is not dealt (CR 4-6)
        sup = self.keyword(a, "suppression")
        if not self.zones[self.z_base[q]] and not self.zones[self.z_shields[q]]:
            self.emit("battle_damage", ALL, player=q, amount=ap)
            self.end([p for p in range(self.n_players) if self.team_of[p] != self.team_of[q]], "battle_damage")
            return
        self.hit_shield_area(q, ap, self.card_def[a].level, suppression=bool(sup))

    def hit_shield_area(self, q: int, amount: int, lv: int, suppression: bool = False, breach: bool = False):
        """Damage to the first card of ``q``'s shield area: the Base if any, else the top Shield(s).

        Suppression hits the top 2 Shields; with a Base present see §1.10 ruling 1 (``suppression_with_base``).
        """
        if amount <= 0:
            return
        for m in self.mods:
            if m[0] == -1 - q and m[1] == "shield_guard" and lv <= m[2]:
                self.emit("shield_guarded", ALL, player=q)
                return
        base = self.zones[self.z_base[q]]
        shields = self.zones[self.z_shields[q]]
        n_shields = 0
        if base:
            self.damage_card(base[0], amount, battle=True, source=self.atk)
            if suppression and self.game.options.suppression_with_base:
                n_shields = 1
        else:
            n_shields = 2 if suppression else 1
        hit = shields[-n_shields:][::-1] if n_shields else []
        if hit:
            self.destroy_shields(q, hit)
        self.destroy_checked()

    def destroy_shields(self, q: int, hit: list[int]) -> None:
        """Each Shield hit is destroyed (1 HP): revealed; its owner may use its 【Burst】; then it is trashed
        (rules/gundam.md §1.5, in that order). A Shield with a Burst waits face up in ``resolving`` while its owner
        chooses; the Burst's effect then resolves as a trigger, before any other waiting trigger (§1.7)."""
        defs = self.card_def
        bursts = []
        for s in hit:
            has_burst = bool(defs[s].at("burst"))
            self.move(s, self.z_resolving[q] if has_burst else self.z_trash[q])
            self.emit("shield_destroyed", ALL, player=q, uid=s, card=defs[s].id)
            if has_burst:
                bursts.append(("burst_choice", q, s))
        self.then(*bursts)

    def op_burst_choice(self, q: int, s: int) -> None:
        self.ask(q, "burst", [("burst", s), ("no_burst", s)], ("burst_answer", q))

    def op_burst_answer(self, action, q: int) -> None:
        s = action[1]
        self.move(s, self.z_trash[q])  # then trashed, whether or not the Burst is used (§1.5)
        if action[0] != "burst":
            return
        self.emit("burst", ALL, player=q, uid=s, card=self.card_def[s].id)
        for a in self.card_def[s].at("burst"):
            self.add_trigger(q, s, a.index, -1, -1, burst=1)

    def op_battle_end(self) -> None:
        """Battle end step: "this battle" effects end (rules/gundam.md §1.5 step 5); rules management then
        destroys a Unit whose HP fell to its damage when a "this battle" HP bonus ended (§1.7)."""
        hp_ends = any(m[1] == "hp" and m[3] == BATTLE for m in self.mods)
        self.mods = [m for m in self.mods if m[3] != BATTLE]
        self.emit("battle_end", ALL, uid=self.atk)
        self.atk = self.atk_unit = self.atk_player = -1
        if hp_ends:
            self.destroy_checked()

    # --------------------------------------------------------------------------------- damage, leaving

    def damage_card(self, u: int, n: int, battle: bool, source: int) -> None:
        if n <= 0:
            return
        self.damage[u] += n
        self.emit("damage", ALL, uid=u, amount=n, battle=battle)

    def destroy_checked(self) -> None:
        """Rules management: every Unit/Base whose damage reaches its HP is destroyed, together (CR 10). That
        includes a card at 0 HP with no damage, e.g. after an HP-lowering modifier (rules/gundam.md §1.7
        "Anything at 0 HP is destroyed"). Checked again until nothing more dies: a destroyed card may have given
        others HP through a constant effect."""
        damage = self.damage
        defs = self.card_def
        while True:
            # printed HP and Pilot modifiers are never below 1 and 0: an undamaged card can be at 0 HP only
            # through an HP-lowering modifier or constant effect
            lowered = any(m[1] == "hp" and m[2] < 0 for m in self.mods) or any(
                k == "hp" and v < 0 for src, _ in self.statics for a in defs[src].statics for k, v in a.static)
            dead = []
            for p in range(self.n_players):
                for z in (self.z_battle[p], self.z_base[p]):
                    for u in self.zones[z]:
                        d = damage[u]
                        if (d or lowered) and d >= self.hp(u):
                            dead.append(u)
            if not dead:
                return
            for u in dead:
                self.destroy(u)

    def destroy(self, u: int) -> None:
        """Destroy a Unit/Base: to the trash with its Pilot; 【Destroyed】 resolves with last-known state."""
        pl = self.pilot[u]
        self.emit("destroyed", ALL, uid=u, card=self.card_def[u].id, player=self.card_owner[u])
        self.collect("destroyed", u, u, pl)
        self.leave_play(u, self.z_trash[self.card_owner[u]])

    def leave_play(self, u: int, dest: int) -> None:
        """Move a card out of play with its paired Pilot; state is reset; tokens are removed (§1.1)."""
        owner = self.card_owner[u]
        pl = self.pilot[u]
        dest_kind = self.zone_table[dest].spec.name
        if pl >= 0:
            self.pilot[u] = -1
            self.host[pl] = -1
            self.move(pl, dest if dest_kind != "hand" else self.z_hand[self.card_owner[pl]])
        self.move(u, self.z_removed[owner] if self.card_def[u].token else dest)
        self.damage[u] = 0
        self.rested[u] = 0
        self.entered[u] = -1
        if self.mods:
            self.mods = [m for m in self.mods if m[0] != u]
        if self.statics:
            self.refresh_statics()

    def in_play(self, u: int) -> bool:
        return self.in_play_zone[self.card_zone[u]]

    # ------------------------------------------------------------------------------------ draws, losses

    def draw(self, p: int) -> None:
        """Draw the top card (nothing if the deck is empty; deck-out is checked by rules management)."""
        deck = self.zones[self.z_deck[p]]
        if not deck:
            return
        uid = deck[-1]
        self.move(uid, self.z_hand[p])
        self.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": uid, "card": self.card_def[uid].id})

    def check_deck_out(self) -> bool:
        """Rules management: a player with an empty deck loses (§1.7; §1.10 ruling 4). True if it ended."""
        if self.ended:
            return True
        if self.phase == "setup":
            return False
        out = [p for p in range(self.n_players) if not self.zones[self.z_deck[p]]]
        if not out:
            return False
        lost = {self.team_of[p] for p in out}
        self.end([p for p in range(self.n_players) if self.team_of[p] not in lost], "deck_out")
        return True

    # ------------------------------------------------------------------------------ stats and keywords

    def refresh_statics(self) -> None:
        """Recompute the short tuple of (source, unit) pairs whose constant effects are in play."""
        out = []
        defs = self.card_def
        for p in range(self.n_players):
            for u in self.zones[self.z_battle[p]]:
                if defs[u].statics:
                    out.append((u, u))
                pl = self.pilot[u]
                if pl >= 0 and defs[pl].statics:
                    out.append((pl, u))
        self.statics = tuple(out)

    def _static_sum(self, u: int, key: str) -> int:
        total = 0
        owner = self.card_owner[u]
        defs = self.card_def
        for src, host in self.statics:
            for a in defs[src].statics:
                val = 0
                scope_all = False
                for k, v in a.static:
                    if k == key:
                        val = v
                    elif k == "scope":
                        scope_all = v == "friendly_units"
                if not val:
                    continue
                if host != u and not (scope_all and self.card_owner[host] == owner):
                    continue
                if a.cond and not self.check_cond(a.cond, self.card_owner[host], host):
                    continue
                total += val
        return total

    def static_value(self, u: int, key: str) -> int:
        """The largest value of a constant-effect key on Unit ``u`` (e.g. ``attack_active_level_le``)."""
        best = 0
        defs = self.card_def
        for src, host in self.statics:
            if host != u:
                continue
            for a in defs[src].statics:
                for k, v in a.static:
                    if k == key and v > best and (not a.cond or self.check_cond(a.cond, self.card_owner[host], host)):
                        best = v
        return best

    def ap(self, u: int) -> int:
        """Current AP: printed + Pilot modifier + modifiers + constant effects, at least 0."""
        v = self.card_def[u].ap
        pl = self.pilot[u]
        if pl >= 0:
            v += self.card_def[pl].ap
        for m in self.mods:
            if m[0] == u and m[1] == "ap":
                v += m[2]
        if self.statics:
            v += self._static_sum(u, "ap")
        return v if v > 0 else 0

    def hp(self, u: int) -> int:
        """Current HP before damage: printed + Pilot modifier + modifiers + constant effects."""
        v = self.card_def[u].hp
        pl = self.pilot[u]
        if pl >= 0:
            v += self.card_def[pl].hp
        for m in self.mods:
            if m[0] == u and m[1] == "hp":
                v += m[2]
        if self.statics:
            v += self._static_sum(u, "hp")
        return v

    def keyword(self, u: int, kw: str) -> int:
        """Value of a keyword on ``u``: Repair/Breach/Support add up, the others count once (§1.6 table)."""
        v = self.card_def[u].keyword(kw)
        pl = self.pilot[u] if u < len(self.pilot) else -1
        if pl >= 0:
            v += self.card_def[pl].keyword(kw)
        for m in self.mods:
            if m[0] == u and m[1] == kw:
                v += m[2]
        if self.statics:
            for src, host in self.statics:
                if host != u:
                    continue
                for a in self.card_def[src].statics:
                    st = a.static
                    if ("keyword", kw) in st and (not a.cond or self.check_cond(a.cond, self.card_owner[host], host)):
                        for k, val in st:
                            if k == "value":
                                v += val
        if v and kw not in ADDITIVE:
            return 1
        return v

    def is_linked(self, u: int) -> bool:
        pl = self.pilot[u]
        return pl >= 0 and self.link_met(u, pl)

    def link_met(self, u: int, pl: int) -> bool:
        """Link condition: ``[Name]`` by the Pilot's name, ``(Trait) Trait`` by its traits, any alternative
        (rules/gundam.md §1.10 ruling 3; a Pilot-Command counts under its 【Pilot】 name)."""
        d = self.card_def[u]
        if not d.has_link:
            return False
        pd = self.card_def[pl]
        if pd.kind == COMMAND and not self.game.options.link_by_trait_and_pilot_commands:
            return False
        if pd.pilot_name in d.link_names:
            return True
        for t in d.link_traits:
            if t in pd.traits:
                return True
        return False

    def resample_group(self, uid: int, zone) -> tuple[int, bool]:
        """Resource cards trade places only with resource cards, main-deck cards only with main-deck cards, so a
        determinised match stays a legal position (see ``Match.resample_hidden``)."""
        return (self.card_owner[uid], zone.spec.name == "resource_deck")

    def resampled_hook(self, player: int) -> None:
        self.refresh_statics()

