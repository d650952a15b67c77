"""Power Duell's rulings, each a named option with its default and its source (rules/power_duell.md).

The seed (003, battle phase and damage calculation) is the final word; where it is silent the digest's rulings
(§10) are the defaults, and where both are silent the project's own rulings are written in
docs/games/power_duell.md#rulings. Every option is covered by a test (tests/games/power_duell/test_rulings.py or a
scenario with ``options:``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tcgkit.core.game import RuleOptions
from tcgkit.games.power_duell.carddef import PLANETS


class PowerDuellOptions(RuleOptions):
    """Named rulings of Power Duell (``tcgkit games`` lists them; ``-o NAME=VALUE`` changes one)."""

    # -- winning and losing (§8, §10.1)
    damage_limit: int = Field(1000, ge=1, description="A player whose damage points reach this loses; both at once: "
                                                      "a draw (rules/power_duell.md §8, §10.1).")
    deck_out: Literal["both_empty", "either_empty", "off"] = Field(
        "both_empty", description="both_empty: a player loses who must draw but can draw from neither deck (\"unable "
                                  "to draw from either deck\"), an empty deck alone is skipped; either_empty: a "
                                  "player who must draw from an empty monster or energy deck loses "
                                  "(rules/power_duell.md §8, §10.1).")
    turn_limit: int = Field(60, ge=0, description="Non-canonical safeguard, needed because resolved gravitation cards "
                                                  "return to the deck: after this many turns the player with fewer "
                                                  "damage points wins, equal is a draw; 0: off (rules/power_duell.md "
                                                  "§8).")
    first_player: Literal["random", "seat0"] = Field(
        "random", description="Who takes the first turn (rules/power_duell.md §3: random).")
    # -- the energy account (§5, §10.2–4)
    energy_income: Literal["set", "add"] = Field(
        "set", description="Readiness phase: set the energy account to the guardian god's GEP (unspent points "
                           "lapse), or add GEP to it (rules/power_duell.md §5, §10.2).")
    sacrifice_from_field: bool = Field(
        False, description="The sacrifice phase also takes own cards from the field, not only from the hand "
                           "(rules/power_duell.md §4.3, §10.3).")
    face_down_pays_activation: bool = Field(
        True, description="A monster activated face down pays its A&O like one face up (rules/power_duell.md §10.4).")
    shortfall_damage_per_point: int = Field(
        10, ge=0, description="Damage points per missing energy point (second attack payment, gravitation ACT; "
                              "seed 003 Schadensberechnung, rules/power_duell.md §1.3, §5).")
    # -- activation and fields (§2, §10.5–8)
    monsters_per_turn: int = Field(0, ge=0, description="Monsters a player may activate per turn; 0: no limit "
                                                        "beyond energy and free slots (rules/power_duell.md §10.5).")
    energy_field_limit: int = Field(0, ge=0, description="Cards field G (and field H) may hold; 0: unlimited "
                                                         "(rules/power_duell.md §2).")
    shield_coverage: Literal["same_slot", "any_shield"] = Field(
        "same_slot", description="A shield monster on C.n covers the monster on D.n, or any shield monster covers "
                                 "all of D; own-side targets are never covered (rules/power_duell.md §2, §10.6).")
    owner_flip: Literal["free", "never"] = Field(
        "free", description="The owner may turn a face-down monster face up in their activation phase at no cost "
                            "(rules/power_duell.md §10.8).")
    wirkung_planets: Literal["primary", "primary_or_secondary"] = Field(
        "primary", description="Which monsters a guardian god's effect (Wirkung) reaches: own monsters whose "
                               "primary planet is the god's, or whose primary or secondary planet is "
                               "(rules/power_duell.md §1.1).")
    equipment_targets: Literal["own", "any"] = Field(
        "own", description="Which monsters an equipment card may be linked to (project ruling, "
                           "docs/games/power_duell.md#rulings).")
    # -- battle (§6, §7, §10.9–12)
    attacks_per_monster: int = Field(1, ge=1, description="Attacks per monster per battle phase unless its text "
                                                          "says more (seed 003 Kampfphase, §10.11).")
    attacks_combine: Literal["largest", "add"] = Field(
        "largest", description="A monster's own number of attacks and those effects give it: the largest counts, or "
                               "they add up (project ruling, docs/games/power_duell.md#rulings).")
    self_attacks: bool = Field(True, description="A player may attack their own monsters (seed 003: the target's "
                                                 "side does not matter; rules/power_duell.md §10.12).")
    face_down_may_attack: bool = Field(
        True, description="A face-down monster may attack and is turned face up as it attacks (seed 003 names only "
                          "control, its text's conditions and attacks left; project ruling, "
                          "docs/games/power_duell.md#rulings).")
    failed_attack_target: Literal["face_up", "face_down"] = Field(
        "face_up", description="After a failed attack on a face-down monster (its AP higher) it stays face up, or "
                               "turns face down again (rules/power_duell.md §7, §10.9).")
    dp_damage: Literal["persistent", "end_of_turn"] = Field(
        "persistent", description="DP lost in a damage calculation stays until the monster leaves the field, or "
                                  "is restored at the end of the turn (rules/power_duell.md §7, §10.10).")
    hand_effects_on_opponent_turn: bool = Field(
        True, description="Hand-effect cards may be used in the opponent's turn at the timing their text names "
                          "(rules/power_duell.md §9, §10.17).")
    # -- card lifetimes and the clear phase (§4.6, §10.13–18)
    expiry_ticks: Literal["opponent_clear_phase", "every_clear_phase"] = Field(
        "opponent_clear_phase", description="When expiry counters of normal and timed cards tick "
                                            "(rules/power_duell.md §1.3, §10.14).")
    summoning_leaves_with_monster: bool = Field(
        True, description="A summoning card goes to field I when its monster leaves the field, like equipment "
                          "(rules/power_duell.md §10.15).")
    reviving_summon_cost: Literal["ao", "free"] = Field(
        "ao", description="A reviving summon pays the monster's A&O, or nothing (rules/power_duell.md §10.16).")
    gravitation_returns: Literal["shuffle", "graveyard"] = Field(
        "shuffle", description="A resolved gravitation card is shuffled into its owner's energy deck (1.2.3), or "
                               "goes to field I (rules/power_duell.md §1.3, §10.18).")
    early_destruction: bool = Field(
        True, description="In their clear phase a player may destroy own energy cards early unless the card "
                          "forbids it (rules/power_duell.md §1.3).")
    hand_limit: int = Field(10, ge=1, description="Hand size checked at the end of the own clear phase; the excess "
                                                  "is discarded (rules/power_duell.md §4.6, §10.13).")
    # -- cards in hand and decks (§3, §10.13, §10.19–20)
    start_hand: int = Field(4, ge=0, description="Cards drawn from each deck in the start phase "
                                                 "(rules/power_duell.md §3, §10.13).")
    draws_per_readiness: int = Field(1, ge=0, description="Cards drawn from each deck in each readiness phase "
                                                          "(rules/power_duell.md §4.2, §10.13).")
    planets: tuple[str, ...] = Field(PLANETS, description="The allowed planets (rules/power_duell.md §1.2, §10.19).")
    monster_deck_size: tuple[int, int] = Field((15, 30), description="Monster deck size, inclusive "
                                                                     "(rules/power_duell.md §3, §10.20).")
    energy_deck_size: tuple[int, int] = Field((15, 30), description="Energy deck size, inclusive "
                                                                    "(rules/power_duell.md §3, §10.20).")
    max_copies: int = Field(3, ge=1, description="Copies of one card a deck may hold (rules/power_duell.md §3).")
    rank_layers: Literal["clamp_each_rank", "clamp_total"] = Field(
        "clamp_each_rank", description="A total is built rank by rank from the base (gravitation, special effect, "
                                       "effect, the rest) and floored at 0 after each rank, or only at the end "
                                       "(rules/power_duell.md §9).")
