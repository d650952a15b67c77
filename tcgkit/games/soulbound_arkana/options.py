"""Every project ruling of Soulbound Ærkana as a named option (rules/soulbound_arkana.md §10, and this game's own
rulings on docs/games/soulbound_arkana.md). Defaults are the project's rulings; each field cites its source."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from tcgkit.core.game import RuleOptions


class SoulboundOptions(RuleOptions):
    """The rulings of Soulbound Ærkana (each has a test in tests/games/soulbound_arkana/test_rulings.py)."""

    sp_refill: Literal["reset", "add"] = Field(
        "reset", description="soul points at the start of an own turn: reset to 10, or add 10 (rules §10.1)")
    sp_refill_on: Literal["own_turn", "every_turn"] = Field(
        "own_turn", description="whose turn refills a player's soul points: only their own (seed 002 Allgemeine "
                                "Regeln 11, rules §10.14), or every turn")
    strict_one_card_per_turn: bool = Field(
        False, description="'then may play one card': only one card from the hand per turn (bind, set or play); "
                           "default: one normal binding, other cards limited by SP and zones (rules §10.2)")
    normal_bindings_per_turn: int = Field(
        1, ge=0, le=5, description="normal bindings per turn (seed 002 Spielverlauf 1, rules §5)")
    special_binding_uses_normal: bool = Field(
        False, description="a fusion, overlay or net binding uses up the turn's normal binding (rules §10.3)")
    special_binding_cost: int = Field(2, ge=0, le=10, description="SP a special binding costs (rules §10.3)")
    tributes_need_a_turn: bool = Field(
        True, description="a tribute must have been on the field since before this turn (seed 002 Spielverlauf 1, "
                          "rules §10.4)")
    first_player_draws: bool = Field(
        False, description="the starting player draws in the first turn; default: skips it (rules §3, §10.5)")
    direct_attack: Literal["no_beings", "always", "never"] = Field(
        "no_beings", description="attacks on bond points: only when the defending player controls no being "
                                 "(rules §10.6)")
    attacker_pays_lost_battle: bool = Field(
        True, description="a being in strength mode that loses to a stronger defender costs its controller the "
                          "difference (rules §6 [A]); off: nobody loses bond points then")
    shield_tie_destroys_defender: bool = Field(
        False, description="equal strength against shield: the defender is destroyed; default: nothing happens "
                           "(rules §10.7)")
    mode_changes_per_turn: int = Field(
        1, ge=0, le=5, description="voluntary mode changes per being and turn, in the own action step, not in "
                                   "the turn it was bound, not after it attacked (rules §10.8); 0: none")
    bind_face_up_shield: bool = Field(
        False, description="a being may be bound face up in shield mode; default: shield mode means face down "
                           "(rules §10.9)")
    attacks_per_turn: int = Field(1, ge=1, le=5, description="attacks per being in strength mode and turn "
                                                             "(rules §10.10)")
    being_zones: int = Field(5, ge=1, le=10, description="being zones per player (rules §10.11)")
    spell_zones: int = Field(5, ge=1, le=10, description="arcanum/seal zones per player (rules §10.11)")
    arcanum_same_turn: bool = Field(
        True, description="an arcanum may be activated in the turn it was set (rules §10.12)")
    seal_wait_a_turn: bool = Field(
        True, description="a seal may be activated only from the turn after it was set on (rules §10.13)")
    replace_field_cards: bool = Field(
        True, description="a new field arcanum or landmark sends the old one to the flow; off: it cannot be played "
                          "while the zone is taken (rules §10.15)")
    fusion_by_arcanum_pays_binding: bool = Field(
        True, description="a fusion performed by an arcanum pays the special binding's soul points "
                          "(special_binding_cost) besides the arcanum's cost (seed 002 Allgemeine Regeln 10: every "
                          "binding of a being costs 2 SP; rules §10.3, §10.16); off: the arcanum's cost alone "
                          "(rules version 1)")
    fusion_from_hand: bool = Field(
        True, description="fusion materials may come from the hand, besides the field and the flow (seed 002 "
                          "Spezialkarten; the Karten page names field and flow only; rules §8, §10.16)")
    overlay_can_be_tributed: bool = Field(
        False, description="an overlay being may be a tribute (rules §10.17: never)")
    net_face_up_shield: bool = Field(
        True, description="[ruling] a net being may be bound face up in shield mode, so both of its mode effects "
                          "can be reached (rules §10.18 leaves the binding mode open)")
    activation_needs_a_target: bool = Field(
        True, description="[ruling] an arcanum, seal or ability whose effect could change nothing (no card to "
                          "choose, no fusion to make) cannot be activated")
    deck_out: Literal["on_draw", "empty_deck"] = Field(
        "on_draw", description="deck-out: lose when a draw from an empty deck is required; 'empty_deck': the "
                               "seed's literal reading, lose as soon as the deck is empty (rules §10.19)")
    eliminated_cards_leave: Literal["all", "in_play", "none"] = Field(
        "all", description="multiplayer: a player at 0 bond points is out, and their cards leave the game (to "
                           "their exile): 'all' of them, hand, deck, special deck and flow too (rules §10.20); "
                           "'in_play': only those on the field (rules version 1); 'none': they stay")
    responses: Literal["stack", "none"] = Field(
        "stack", description="answers to attack declarations and activations with set seals, resolved last in "
                             "first out, one answer per player per item (rules §10.21); 'none': seals only in the "
                             "own preparation step")
    simultaneous_zero: Literal["draw", "turn_player_loses"] = Field(
        "draw", description="every remaining player at 0 bond points at once: a draw (rules §10.22), or the turn "
                            "player's side loses")

    @field_validator("eliminated_cards_leave", mode="before")
    @classmethod
    def _eliminated_cards_leave_was_a_switch(cls, value: object) -> object:
        """Up to rules version 1 the option was true/false; say what those meant instead of a type error."""
        if isinstance(value, bool):
            raise ValueError(f"eliminated_cards_leave is all, in_play or none since rules version 2; "
                             f"{str(value).lower()} meant {'in_play' if value else 'none'}")
        return value
