"""GWENT's named rulings: every default the project chose where seed, digest and rules leave room.

Each field cites its source: "seed 004, <section>" (the German variants chapter), "rules/gwent.md §…" (the digest),
"ruling N" (the digest's "Further project rulings"), or "docs/games/gwent.md" (a ruling this package made where all
three are silent).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tcgkit.core.game import RuleOptions


class GwentOptions(RuleOptions):
    """The rulings of tcgkit's GWENT (docs/games/gwent.md#rulings-and-options)."""

    hand_size: int = Field(10, ge=1, le=20, description="Opening hand. rules/gwent.md §1.1")
    redraw_count: int = Field(2, ge=0, le=10, description="Cards a player may redraw at the start. rules/gwent.md §1.1")
    gems: int = Field(2, ge=1, le=5, description="Gems per side (standard, 2v2, solo). rules/gwent.md §1.1")
    round_starter: Literal["winner", "alternate"] = Field(
        "winner", description="Who starts rounds 2 and 3: the previous round's winner (after a draw the player who "
        "went second), or strict alternation (gwent-classic). rules/gwent.md §4.4 (3), ruling 6")
    scoiatael_scope: Literal["game", "every_round"] = Field(
        "game", description="A Scoia'tael player decides who starts the game only, or every round (Portuguese "
        "sheet variant). rules/gwent.md §1.5")
    muster_from_hand: bool = Field(
        False, description="Muster also pulls same-group cards from the hand (gwent-classic). ruling 1")
    horns_stack: bool = Field(
        False, description="A row with a horn card and a horn unit is doubled twice. ruling 2 says no")
    auto_pass_empty_hand: bool = Field(
        True, description="A player with no cards in hand passes automatically, even with an unused leader. "
        "rules/gwent.md §1.1 (Pass)")
    medic_optional: bool = Field(
        False, description="A medic may revive nothing although a target exists. docs/games/gwent.md")
    avenger_on_decoy: bool = Field(
        False, description="An avenger taken back by a decoy still leaves its token. docs/games/gwent.md "
        "(the token comes when the unit is destroyed or discarded)")
    avenger_round_end: Literal["next_round", "never"] = Field(
        "next_round", description="An avenger discarded at round end brings its token at the start of the next "
        "round (gwent-classic: any removal). rules/gwent.md §1.4")
    monsters_keep: Literal["random", "none"] = Field(
        "random", description="Monsters keep one random unit of their side after each round. rules/gwent.md §1.5, "
        "§4.4 (5)")
    monsters_keep_heroes: bool = Field(
        False, description="The Monsters ability may keep a hero. Off: it picks from non-hero units only, since "
        "heroes are not affected by abilities (rules/gwent.md §1.2) and the game the LCG descends from keeps a "
        "non-hero unit. docs/games/gwent.md (issue 6)")
    skellige_revive_heroes: bool = Field(
        False, description="Skellige's round-3 ability may place heroes (spies never: they belong on another side). "
        "Off: non-hero units only, since heroes are not affected by abilities (rules/gwent.md §1.2) and the game the "
        "LCG descends from revives non-hero units. docs/games/gwent.md (issue 6)")
    skellige_round: int = Field(3, ge=2, le=3, description="The round at whose start Skellige revives. rules/gwent.md "
                                "§1.5")
    enforce_copies: bool = Field(
        True, description="A deck holds at most the pool's copies of a card (the physical box). docs/games/gwent.md")
    # -- advanced / tournament (seed 004, Fortgeschrittene Decks; rules/gwent.md §4.4 (2))
    strength_cap_counts_heroes: bool = Field(
        True, description="Heroes count toward the 130 strength cap. rules/gwent.md §4.4 (2)")
    hero_spies_count: bool = Field(
        True, description="Hero spies and hero medics count toward the spy and medic limits. rules/gwent.md §4.4 (2)")
    weather_counts_as_special: bool = Field(
        True, description="Weather cards count toward the special-card limit. rules/gwent.md §1.1, §4.4 (2)")
    # -- ffa (seed 004, Alle-gegen-Alle)
    ffa_nilfgaard_ties: Literal["per_opponent", "none"] = Field(
        "per_opponent", description="A tie counts as a Nilfgaard win only against the tied opponent. "
        "rules/gwent.md §4.4 (7)")
    ffa_pirate_per_opponent: bool = Field(
        True, description="Clan Dimun Pirate's scorch is a unit scorch: in FFA it hits each opponent's side "
        "separately and spares its own side. seed 004 (Verbrennen, Einheitenkarte); docs/games/gwent.md")
    ffa_stalemate_end: bool = Field(
        True, description="FFA ends after a round that gave no point when every hand is empty or nobody played a "
        "card; most points wins. docs/games/gwent.md (seed silent; guarantees termination)")
    # -- 2v2 (seed 004, 2 gegen 2)
    decoy_returns_to: Literal["player_who_played", "decoy_player"] = Field(
        "player_who_played", description="In 2v2 a decoyed teammate's unit returns to the hand of the player who "
        "played it (an enemy spy goes to the decoy's player). ruling 4")
    # -- tournament (seed 004, Turnierregeln)
    tournament_games: int = Field(3, ge=1, le=9, description="Best of this many games. seed 004, Turnierregeln")
    # -- solo (seed 004, Solo; rules/gwent.md §4)
    solo_muster_all: bool = Field(
        False, description="The automaton's muster plays every copy (TW3) instead of the first one from the top. "
        "rules/gwent.md §4.3")
    solo_new_opponent_leader: bool = Field(
        False, description="Variant: when the person leads at round end, the automaton reveals a leader. "
        "seed 004, Variante - Neuer gegnerischer Anführer")
    solo_standard_deck: bool = Field(
        False, description="The person plays a standard-legal deck instead of a full faction deck (weather other "
        "than Clear Weather still removed). seed 004, Solo mit Standarddeck")
    solo_agile_moves: bool = Field(
        True, description="The automaton's agile units move to a strictly stronger row after its turns. "
        "rules/gwent.md §4.3")
