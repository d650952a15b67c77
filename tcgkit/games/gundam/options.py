"""Named rulings of the Gundam Card Game (rules/gundam.md §1.9 and §1.10).

Every field is a project ruling a table might play differently; its description cites the source. The defaults are
the project's rulings; ``GundamGame({"name": value})`` switches one.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tcgkit.core.game import RuleOptions


class GundamOptions(RuleOptions):
    """The Gundam rulings (rules/gundam.md §1.9, §1.10)."""

    suppression_with_base: bool = Field(
        False,
        description=(
            "rules/gundam.md §1.10 ruling 1: False (default) — Suppression only changes damage that would hit "
            "Shields; with a Base present the Base takes the damage and Suppression does nothing that battle. "
            "True — Suppression hits the first two cards of the shield area, the Base counting as the first."
        ),
    )
    link_checked_at_attack: bool = Field(
        True,
        description=(
            "rules/gundam.md §1.10 ruling 2 (Gundam CR 2-11-4): True (default) — link status is checked when the "
            "attack is declared, so a Unit deployed this turn that becomes a Link Unit by pairing may attack. "
            "False — only a Unit that was a Link Unit when it was deployed may attack that turn (a Pilot paired "
            "later in the turn does not lift the restriction)."
        ),
    )
    link_by_trait_and_pilot_commands: bool = Field(
        True,
        description=(
            "rules/gundam.md §1.10 ruling 3: True (default) — '[Name]' is met by a paired Pilot (or a Command "
            "paired as a Pilot, under its 【Pilot】 name) with that name, '(Trait) Trait' by a paired Pilot with "
            "the trait, and a condition listing alternatives by any of them. False — only Pilot cards (not "
            "Pilot-Commands) can meet a link condition."
        ),
    )
    link_name_with_qualifier: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Names with a qualifier' (issue 11; the seeds and the digest are silent): "
            "True (default) — a link condition '[Lockon Stratos]' is met by a Pilot named 'Lockon Stratos (Neil)' "
            "(the name followed by a qualifier in parentheses), as ST07's Dynames and its Lockon are printed; "
            "a condition that itself names the qualifier ('[Amate Yuzuriha (Machu)]') needs it. False — names "
            "must match exactly."
        ),
    )
    breach_is_effect_damage: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Breach deals effect damage' (issue 19; the seeds and the digest are "
            "silent): True (default) — <Breach>'s damage is dealt by a keyword effect, not in the damage step, so "
            "a Base that takes no damage from enemy effects (GD02-129 Argama) takes none from an enemy's <Breach>. "
            "False — <Breach> counts as the attack's damage and hits such a Base."
        ),
    )
    link_name_joined: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Names joined with &' (issue 20; the rules are silent): True (default) — "
            "a Pilot named 'Garrod Ran & Tiffa Adill' (GD02-094) meets a link condition naming either, '[Garrod "
            "Ran]' (GD02-053, GD02-056, GD03-051, GD04-049: no other Pilot of that name is printed). False — names "
            "must match as a whole."
        ),
    )
    breach_destroys_with_damage: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Destroys a shield area card with damage' (issue 20; the rules are "
            "silent): True (default) — a Shield or Base that a Unit's <Breach> destroys counts for 'when a Unit of "
            "yours destroys an enemy shield area card with damage' (GD02-001, GD04-042), as the attack's battle "
            "damage does. False — only the attack's battle damage counts."
        ),
    )
    choose_payment: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Paying with an EX Resource on purpose' (issue 20, rules version 6; the "
            "rules are silent): True (default) — when a Command is played that reads its payment ('if you use an "
            "EX Resource to play this card', GD04-106) or a card of the player in play reacts to a Command played "
            "using an EX Resource (GD04-020, GD04-021, GD04-085), the player chooses how many EX Resources pay. "
            "False — normal resources always pay first (rules version 5)."
        ),
    )
    delayed_trigger_each_time: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'Delayed triggers' (issue 20; plan question 3, the rules are silent): True "
            "(default) — a trigger an effect sets up for the rest of the turn (GD03-120, GD04-002, GD04-035, "
            "GD04-115) fires each time its moment happens that turn. False — it fires the first time only, then "
            "ends."
        ),
    )
    enemy_effect_damage_destroys: bool = Field(
        False,
        description=(
            "docs/games/gundam.md, ruling 'Can't be destroyed by enemy effects' (issue 20; plan question 6, the "
            "rules are silent): False (default) — a Unit that can't be destroyed by enemy effects (GD04-101) and "
            "whose damage reaches its HP through an enemy effect's damage stays in play while that protection "
            "lasts (battle damage later, or the protection ending, lets rules management destroy it). True — "
            "rules management destroys it at once: only an enemy effect's 'destroy' is kept off."
        ),
    )
    ex_base_is_a_base: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, ruling 'The EX Base is a Base' (issue 11): True (default) — effects that ask "
            "for a friendly Base in play (ST09-004 Freedom Gundam's <Suppression>) count the EX Base, a Base "
            "token (rules/gundam.md §1.1). False — only Base cards count."
        ),
    )
    deck_out_check: Literal["each_step", "end_of_effect"] = Field(
        "each_step",
        description=(
            "rules/gundam.md §1.10 ruling 4: 'each_step' (default) — deck-out is checked after each action and "
            "after each step of an effect ('draw 2, then discard 1' with 1 card left: the player loses before "
            "discarding). 'end_of_effect' — checked after each action and when a whole effect has resolved."
        ),
    )
    ex_resource_over_limit_placed: bool = Field(
        False,
        description=(
            "rules/gundam.md §1.10 ruling 5 (Gundam CR 4-17): False (default) — an EX Resource that would exceed "
            "5 EX Resources or 15 Resources in total is not placed. True — it is placed anyway (no limit)."
        ),
    )
    action_step_all_pass: bool = Field(
        True,
        description=(
            "rules/gundam.md §1.10 ruling 6 (seed 000, Battle Royale: 'Wenn alle Spieler sich entschieden haben zu "
            "passen'): True (default) — an action step ends when every player still in the game, in turn order "
            "from the standby/next player, has passed in a row (1 vs 1: both; team battle: all four; battle "
            "royale: everyone left); a player who acts starts the count again. False — it ends after one chance "
            "each, in that order, whatever the players did."
        ),
    )
    burst_main_skips_cost: bool = Field(
        True,
        description=(
            "rules/gundam.md §1.10 ruling 7: True (default) — a 【Burst】 that uses its card's 【Main】 resolves it "
            "without paying the cost; targets are chosen as usual, with no legal target that part does nothing. "
            "False — the cost must be paid (the Burst does nothing when it cannot be)."
        ),
    )
    end_phase_order: Literal["cr", "seed"] = Field(
        "cr",
        description=(
            "rules/gundam.md §1.9 (Gundam CR 6-6): 'cr' (default) — action step, end step (incl. <Repair>), hand "
            "step, cleanup. 'seed' — the seed's order (seed 000, Endphase): action step, end step, cleanup "
            "('this turn' effects end), hand step."
        ),
    )
    trash_at_limit: Literal["must", "may"] = Field(
        "must",
        description=(
            "rules/gundam.md §1.9 (Gundam CR 10-4-2): 'must' (default) — deploying over the Unit (6) or Base (1) "
            "limit first trashes one card of the player's choice there (not 'destroyed'). 'may' — the seed's "
            "wording (seed 000, Kartenlimits): the player may instead cancel the deploy."
        ),
    )
    trigger_order: Literal["priority_first", "newest_batch"] = Field(
        "priority_first",
        description=(
            "Project ruling 'Bursts and newer triggers' (docs/games/gundam.md; Gundam CR 9-1-6-8 against "
            "rules/gundam.md §1.7 'a new trigger goes first'): 'priority_first' (default) — a 【Burst】 waiting to "
            "resolve goes before every other waiting trigger, also one created after it (e.g. the 【Deploy】 of a "
            "Base an earlier Burst deployed); among Bursts, and among the other triggers, the newest go first. "
            "'newest_batch' — a trigger created while others wait goes first, even before a waiting Burst; Bursts "
            "go first only among the triggers of one moment (tcgkit rules version 2)."
        ),
    )
    player_one_draws: bool = Field(
        True,
        description=(
            "rules/gundam.md §1.2 step 7 (Gundam CR 6-3 has no exception): True (default) — Player One draws in "
            "the draw phase of turn 1. False — Player One skips that draw."
        ),
    )
    battle_royale_win: Literal["sudden_death", "last_player_standing"] = Field(
        "sudden_death",
        description=(
            "rules/gundam.md §1.8 (seed 000, Battle Royale, Siegbedingungen): 'sudden_death' (default, the seed's "
            "first; 'winner takes all' in the official rules) — the first player whose Unit deals battle damage to "
            "a player with no shield area left wins; a player whose deck is empty is eliminated and nobody wins by "
            "it. 'last_player_standing' — battle damage with no shield area left and an empty deck eliminate; the "
            "last player left wins."
        ),
    )
    sudden_death_last_survivor: Literal["draw", "wins"] = Field(
        "draw",
        description=(
            "seed 000, Battle Royale, Sudden Death ('scheidet ein Spieler zwar aus, wenn er keine Karten mehr in "
            "seinem Deck hat, aber dadurch gewinnt niemand'; docs/games/gundam.md, 'Battle royale rulings'): when "
            "deck-outs leave a single player in a sudden-death battle royale, 'draw' (default) — the match is a draw: "
            "a deck-out wins nobody the game, the survivor included, and sudden death is won only by battle damage. "
            "'wins' — that player wins (nobody is left to attack; tcgkit's default up to rules version 4)."
        ),
    )
    eliminated_cards: Literal["leave_game", "stay"] = Field(
        "leave_game",
        description=(
            "Project ruling (docs/games/gundam.md, 'Battle royale rulings'; the seed says only 'scheidet aus'): "
            "'leave_game' (default) — an eliminated player's cards in play (with their Pilots), resources and "
            "cards being resolved are removed from the game, as everything of a player who has left the game; "
            "hand, deck and shields stay face down. 'stay' — their cards stay where they are, inert: they take no "
            "turns and make no decisions, and nobody may attack them or their Units."
        ),
    )
    team_shield_order: Literal["leader_bottom", "teammate_bottom"] = Field(
        "leader_bottom",
        description=(
            "rules/gundam.md §1.8 (seed 000, Teamkampf: each player puts 4 cards into the shared shield area, 'not "
            "mixed up'; the official team battle rules of July 2025: alternating, the leader's first at the "
            "bottom): 'leader_bottom' (default) — the members' shields alternate, the leader's card at the bottom, "
            "so the top Shield (hit first) is the teammate's. 'teammate_bottom' — alternating with the teammate's "
            "card at the bottom (the official rules as updated in February 2026)."
        ),
    )
    team_your: Literal["owner", "team"] = Field(
        "owner",
        description=(
            "seed 000, Teamkampf ('\"You\" (du) oder \"your\" (dein) bezieht sich nur auf den Besitzer der Karte'; "
            "'jeder Spieler ist für seine eigenen Shields zuständig'; docs/games/gundam.md, 'You and your in team "
            "battle'): 'owner' (default) — in team battle 'you' and 'your' on a card mean its owner alone: 'your "
            "units', 'your resources', 'your trash', 'your hand' are the owner's, never the teammate's; 'add 1 of "
            "your shields to your hand' takes the owner's topmost Shield of the shared area into the owner's hand; "
            "'your shield area cards' (a shield guard) are the owner's cards there. 'team' — tcgkit's reading up to "
            "rules version 4: the cards a 'your' effect chooses or counts are the team's, as for 'friendly'; 'add 1 "
            "of your shields' takes the shared area's top Shield, whoever owns it, into that owner's hand; a shield "
            "guard of either member guards the whole shared area. In 1 vs 1 and battle royale both read the same."
        ),
    )
    standard_resource_deck: bool = Field(
        True,
        description=(
            "docs/games/gundam.md, Decks (deck sites export the 50-card main deck only; Gundam CR 5-1 asks for a "
            "10-card resource deck of any resource cards): True (default) — a decklist without resource cards gets "
            "the standard resource deck, 10 × R-001, with a warning that says so. False — such a list is invalid "
            "(resource_deck_size)."
        ),
    )
