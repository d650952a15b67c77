"""Every event, decision and action kind the Gundam rules use is declared in kinds.py with its words (issue 6): over
random and greedy games (with the default and every alternative ruling) and every scenario file."""

from __future__ import annotations

from tcgkit.ai import RandomAgent
from tcgkit.core import IllegalAction
from tcgkit.core.scenario import load_scenario
from tcgkit.games.gundam.agents import GreedyAgent
from tcgkit.games.gundam.game import GundamGame
from tcgkit.games.gundam.kinds import KINDS

from .helpers import SCENARIO_DIR

ALTERNATIVES = {"suppression_with_base": True, "link_checked_at_attack": False,
                "link_by_trait_and_pilot_commands": False, "deck_out_check": "end_of_effect",
                "ex_resource_over_limit_placed": True, "burst_main_skips_cost": False, "end_phase_order": "seed",
                "trash_at_limit": "may", "player_one_draws": False, "trigger_order": "newest_batch"}


def _games():
    for options in (None, ALTERNATIVES):
        game = GundamGame(options)
        decks = game.default_decks()
        for seed in range(30):
            m = game.new_match(decks, seed)
            agents = [GreedyAgent(seed) if seed % 3 == 0 else RandomAgent(seed), RandomAgent(seed + 1)]
            seen = []
            while m.pending is not None:
                seen.append(m.pending)
                m.apply(agents[m.pending.player].act(m.view(m.pending.player)))
            yield m, seen


def _scenarios():
    for path in sorted(SCENARIO_DIR.rglob("*.yaml")):
        sc = load_scenario(path)
        game = GundamGame(sc.options)
        if sc.refused is not None or sc.deck_problems is not None:
            continue
        adapter = game.scenarios()
        if sc.decks is None:
            m = adapter.build(sc.setup, str(path))
        else:  # format 3: the game's own set-up from decklists
            decks = game.default_decks(sc.settings.get("mode")) if sc.decks == "default" else \
                [adapter.deck(text, str(path)) for text in sc.decks]
            m = adapter.start(decks, sc.seed, sc.settings, str(path))
        seen = [m.pending] if m.pending else []
        for step in sc.steps:
            try:
                m.apply(game.scenarios().action(m, step.do, str(path)))
            except IllegalAction:
                continue
            if m.pending:
                seen.append(m.pending)
        yield m, seen


MATCHES = None


def matches():
    global MATCHES
    if MATCHES is None:
        MATCHES = list(_games()) + list(_scenarios())
    return MATCHES


def test_every_emitted_event_kind_is_declared_and_narrated():
    emitted = set()
    for m, _ in matches():
        for event in m.log:
            emitted.add(event[0])
            assert event[0] in KINDS.events, f"event kind {event[0]!r} is not declared in kinds.py"
            text = m.game.presentation.describe_event(m, event)
            assert isinstance(text, str) and text and "None" not in text, (event, text)
    assert {"deploy", "attack", "burst", "breach", "resolve", "shield_guard", "look_cards"} <= emitted


def test_every_decision_kind_is_declared_with_a_prompt():
    for _, decisions in matches():
        for d in decisions:
            assert d.kind in KINDS.decisions, f"decision kind {d.kind!r} is not declared in kinds.py"


def test_every_action_kind_is_declared_and_described():
    for m, decisions in matches():
        for d in decisions:
            for a in d.actions:
                assert a[0] in KINDS.actions, f"action kind {a[0]!r} is not declared in kinds.py"
                assert m.game.presentation.describe_action(m, a)
