"""The project's rulings for FE Cipher, each a named option with its default and its source.

Rulings 1–8 are the digest's (rules/fe_cipher.md §1 "Project rulings"); the ones after them decide what the seed,
the digest and the official rules leave open (docs/games/fe_cipher.md "Rulings"). Each has a test in
``tests/games/fe_cipher/test_rulings.py``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tcgkit.core.game import RuleOptions


class FECipherOptions(RuleOptions):
    """Named rulings (``tcgkit games`` lists them; ``-o NAME=VALUE`` switches one)."""

    # ruling 1
    beginning_order: Literal["untap_march_draw", "draw_untap_march"] = Field(
        "untap_march_draw",
        description="Beginning phase order after start-of-turn skills: untap, forced march, draw (UDON-man, the "
                    "Japanese rules) or the seed's draw, untap, forced march. rules/fe_cipher.md ruling 1; seed 001 "
                    "Startphase.")
    # ruling 2
    refresh_deck: bool = Field(
        True, description="When a deck becomes empty its Retreat Area is shuffled into a new deck at once. "
                          "rules/fe_cipher.md ruling 2 (Deck-out).")
    empty_deck_loses: bool = Field(
        True, description="A player who must draw or reveal with deck and Retreat Area both empty loses (False: the "
                          "draw or support is skipped). rules/fe_cipher.md ruling 2.")
    # ruling 3
    short_orb_break_takes_rest: bool = Field(
        True, description="An attack that breaks 2 orbs when 1 is left takes the last one and play goes on (False: "
                          "that player loses). A Main Character destroyed with 0 orbs always loses. "
                          "rules/fe_cipher.md ruling 3.")
    # ruling 4
    evade_skips_damage_only: bool = Field(
        True, description="Evade skips the damage only: end-of-combat skills still resolve (False: the seed's "
                          "'ends the combat', skipping them; supports go to the Retreat Area either way). "
                          "rules/fe_cipher.md ruling 4; seed 001 Ausweichen.")
    # ruling 5
    support_is_revealed: bool = Field(
        True, description="The support is revealed from the deck top straight to the Support Area, never drawn "
                          "(False: the seed's literal 'ziehen': the card is drawn, then placed). rules/fe_cipher.md "
                          "ruling 5.")
    ties_go_to_attacker: bool = Field(
        True, description="An attack equal to the defender's power destroys it (False: the attacker must be "
                          "higher). rules/fe_cipher.md ruling 5; seed 001 Auswertung ('mehr oder genauso viel').")
    # ruling 6
    bond_budget: Literal["total_cost", "unit_count"] = Field(
        "total_cost",
        description="What the bonds limit each turn: the total cost paid for deploy, level up and class change "
                    "(digest), or the number of those actions (the seed's sentence, each card's cost still at most "
                    "the bonds). rules/fe_cipher.md ruling 6; seed 001 Einsatzphase.")
    face_down_bonds_pay: bool = Field(
        True, description="Face-down bonds count towards the budget (they give no symbol). Flipping bonds as a "
                          "skill cost is separate from the budget. rules/fe_cipher.md ruling 6.")
    # ruling 7
    allies_include_self: bool = Field(
        True, description="A skill declared for 'allies' (includes_self: allies) includes the unit itself; 'other "
                          "allies' never does. rules/fe_cipher.md ruling 7.")
    # ruling 8
    min_deck_size: int = Field(50, ge=1, description="Deck size at least this (the Main Character counts). "
                                                     "rules/fe_cipher.md ruling 8.")
    max_copies: int = Field(4, ge=1, description="Copies per card name (title + character name), unless a card "
                                                 "lifts the limit. rules/fe_cipher.md ruling 8.")
    main_character_cost: int = Field(1, ge=0, description="The Main Character's deployment cost, chosen from the "
                                                          "deck before the draw. rules/fe_cipher.md ruling 8.")
    hand_limit: int | None = Field(None, ge=1, description="Cards kept at the end of a turn (None: no hand limit). "
                                                           "rules/fe_cipher.md ruling 8.")
    # the project's own rulings (docs/games/fe_cipher.md "Rulings")
    level_up_keeps_effects: bool = Field(
        True, description="A unit that levels up or class changes is the same unit: effects on it last (False: "
                          "they end with the card beneath). docs/games/fe_cipher.md ruling 9.")
    skill_destroyed_mc_breaks_orb: bool = Field(
        True, description="A Main Character destroyed by a skill breaks 1 orb like an attack (False: it is not "
                          "destroyed). rules/fe_cipher.md §1 Combat 5; docs/games/fe_cipher.md ruling 10.")
    forced_march_at_once: bool = Field(
        True, description="The non-turn player's forced march happens the moment their Front Line empties (False: "
                          "after the current skill or combat step). rules/fe_cipher.md §1 Forced march; "
                          "docs/games/fe_cipher.md ruling 11.")
    # series 2-4 rulings (docs/games/fe_cipher.md "Series 2–4 rulings", the plan's questions)
    color_bonds_face_up_only: bool = Field(
        True, description="color_bonds_at_least (B02-003/B02-053 Corrin) counts face-up bonds only: a face-down "
                          "bond has no colour (False: face-down bonds of the colour count too, the reading of rules "
                          "version 1). rules/fe_cipher.md §1 Bonds; docs/games/fe_cipher.md ruling Q1.")
    bonded_enemy_whole_stack: bool = Field(
        True, description="An enemy sent to its owner's Bond Area by destroyed_enemy_to_bond (B03-062 Kana) goes "
                          "with its whole stack, each card a face-up bond (False: only the top card; the cards "
                          "beneath go to the Retreat Area). docs/games/fe_cipher.md ruling Q8.")
    level_up_onto_allows_class_change: bool = Field(
        True, description="A card that may level up an allied unit of another name (B04-033 Samto onto Navarre) "
                          "may also class change onto it, paying its class-change cost and drawing (False: level "
                          "up only). docs/games/fe_cipher.md ruling Q11.")
    auto_condition_checked: Literal["both", "resolution"] = Field(
        "both", description="An AUTO skill's condition (if:) is read when it triggers and again when it resolves "
                            "(CR ch. 10: a skill that 'can only trigger if …', B04-015 Yashiro); 'resolution': only "
                            "when it resolves, the reading of rules version 2. A cost's 'if you do' is not such a "
                            "condition. docs/games/fe_cipher.md ruling Q5.")
