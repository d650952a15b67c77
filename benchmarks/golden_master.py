"""Golden master for refactoring any game: record what a code version does, then compare two recordings.

``record GAME OUT`` plays, with the code importable as ``tcgkit`` (put an old checkout first on PYTHONPATH), games of
every mode of GAME (or the ``--mode`` ones) on the game's default decks: ``--games`` random-vs-random games per mode
(seeds 0..N-1), a quarter as many with the game's greedy agent in seat 0 (if it has one) and, with ``--alt``, half as
many under the game's alternative rulings (:data:`ALTERNATIVES`). Each game is one JSON line: its winners, end reason,
turns, the history, and digests of every decision (player, kind, the legal actions *in order*: random agents pick by
index), of the whole event log, and of the view dicts (``view(p).to_dict()`` of the deciding seat and of a spectator
at every decision). ``--full`` keeps the whole log in the line (to read a difference). ``compare A B`` reports the
games that differ and in what; exit status 1 when any does::

    PYTHONPATH=/tmp/old .venv/bin/python benchmarks/golden_master.py record gundam /tmp/gundam_old.jsonl --games 1000
    .venv/bin/python benchmarks/golden_master.py record gundam /tmp/gundam_new.jsonl --games 1000
    .venv/bin/python benchmarks/golden_master.py compare /tmp/gundam_old.jsonl /tmp/gundam_new.jsonl

(An old tree is ``git archive COMMIT | tar -x -C /tmp/old``.) ``compare-sim A B`` compares two ``tcgkit simulate
--out`` files by index (winners, reason, turns, decisions). The script uses only what every game offers through the
``Game`` contract (``modes``, ``default_decks``, ``new_match``, ``agents``, views), so it runs on old trees too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys

ALTERNATIVES: dict[str, dict] = {
    # FE: empty_deck_loses stays on: with refresh_deck and it both off, two Main Characters of equal attack and
    # empty decks play on for ever (no support, no tie win, no draw)
    "fe_cipher": {"beginning_order": "draw_untap_march", "refresh_deck": False, "empty_deck_loses": True,
                  "short_orb_break_takes_rest": False, "evade_skips_damage_only": False,
                  "support_is_revealed": False, "ties_go_to_attacker": False, "bond_budget": "unit_count",
                  "face_down_bonds_pay": False, "allies_include_self": False, "hand_limit": 7,
                  "level_up_keeps_effects": False, "skill_destroyed_mc_breaks_orb": False,
                  "forced_march_at_once": False, "color_bonds_face_up_only": False,
                  "bonded_enemy_whole_stack": False, "level_up_onto_allows_class_change": False,
                  "auto_condition_checked": "resolution"},
    "gundam": {"suppression_with_base": True, "link_checked_at_attack": False,
               "link_by_trait_and_pilot_commands": False, "deck_out_check": "end_of_effect",
               "ex_resource_over_limit_placed": True, "burst_main_skips_cost": False, "end_phase_order": "seed",
               "trash_at_limit": "may", "player_one_draws": False},
    "gwent": {"round_starter": "alternate", "scoiatael_scope": "every_round", "muster_from_hand": True,
              "horns_stack": True, "auto_pass_empty_hand": False, "medic_optional": True, "avenger_on_decoy": True,
              "avenger_round_end": "never", "monsters_keep": "none", "monsters_keep_heroes": True,
              "skellige_revive_heroes": True, "skellige_round": 2, "ffa_nilfgaard_ties": "none",
              "ffa_pirate_per_opponent": False, "decoy_returns_to": "decoy_player",
              "solo_muster_all": True, "solo_new_opponent_leader": True, "solo_agile_moves": False},
    "power_duell": {"energy_income": "add", "face_down_pays_activation": False, "shield_coverage": "any_shield",
                    "wirkung_planets": "primary_or_secondary", "equipment_targets": "any", "attacks_per_monster": 2,
                    "failed_attack_target": "face_down", "dp_damage": "end_of_turn",
                    "hand_effects_on_opponent_turn": False, "expiry_ticks": "every_clear_phase",
                    "summoning_leaves_with_monster": False, "reviving_summon_cost": "free",
                    "gravitation_returns": "graveyard", "rank_layers": "clamp_total"},
    "soulbound_arkana": {"sp_refill": "add", "sp_refill_on": "every_turn", "normal_bindings_per_turn": 2,
                         "special_binding_uses_normal": True, "special_binding_cost": 1,
                         "tributes_need_a_turn": False, "first_player_draws": True, "direct_attack": "always",
                         "attacker_pays_lost_battle": False, "shield_tie_destroys_defender": True,
                         "mode_changes_per_turn": 2, "bind_face_up_shield": True, "attacks_per_turn": 2,
                         "arcanum_same_turn": False, "seal_wait_a_turn": False, "replace_field_cards": False,
                         "fusion_by_arcanum_pays_binding": False, "fusion_from_hand": False,
                         "overlay_can_be_tributed": True, "net_face_up_shield": False,
                         "activation_needs_a_target": False, "deck_out": "empty_deck",
                         "eliminated_cards_leave": "in_play", "simultaneous_zero": "turn_player_loses"},
}
"""Per game, option values that differ from the defaults (the ``--alt`` set plays under them)."""

FIELDS = ("winners", "reason", "turns", "decisions", "views", "log", "history")


def _digest(obj) -> str:
    return hashlib.sha1(json.dumps(obj, default=str, sort_keys=True).encode()).hexdigest()


def play(game, mode: str, seed: int, agents, full: bool) -> dict:
    """One game, its record."""
    decks = game.default_decks(mode)
    if seed % 2 and len(decks) > 1:
        decks = decks[1:] + decks[:1]
    m = game.new_match(decks, seed, mode=mode)
    decisions = hashlib.sha1()
    views = hashlib.sha1()
    while m.pending is not None:
        d = m.pending
        decisions.update(repr((d.player, d.kind, d.actions)).encode())
        for seat in (d.player, None):
            views.update(json.dumps(m.view(seat).to_dict(), default=str, sort_keys=True).encode())
        m.apply(d.actions[0] if len(d.actions) == 1 else agents[d.player].act(m.view(d.player)))
    log = [[k, v, data] for k, v, data in m.log]
    rec = {"mode": mode, "seed": seed, "winners": list(m.winners), "reason": m.end_reason,
           "turns": getattr(m, "turn_number", None), "decisions": decisions.hexdigest(), "views": views.hexdigest(),
           "log": log if full else _digest(log), "history": _digest([list(a) for a in m.history])}
    return rec


def record(game_id: str, out: str, games: int, modes: list[str] | None, alt: bool, full: bool) -> None:
    from tcgkit.ai import RandomAgent
    from tcgkit.games import get_game

    cls = get_game(game_id)
    std = cls()
    sets = [("random", std, games, False)]
    if "greedy" in std.agents():
        sets.append(("greedy", std, games // 4, True))
    if alt and game_id in ALTERNATIVES:
        sets.append(("alt", cls(ALTERNATIVES[game_id]), games // 2, False))
    with open(out, "w", encoding="utf-8") as f:
        for mode in modes or list(std.modes()):
            for name, game, n, greedy in sets:
                seats = len(game.default_decks(mode))
                for seed in range(n):
                    agents = [RandomAgent(seed * 7 + p) for p in range(seats)]
                    if greedy:
                        agents[0] = game.agents()["greedy"](seed)
                    rec = {"set": name, **play(game, mode, seed, agents, full)}
                    f.write(json.dumps(rec, default=str, sort_keys=True) + "\n")
                print(f"{game_id} {mode} {name}: {n} games", file=sys.stderr)


def compare(a: str, b: str) -> int:
    old = [json.loads(line) for line in open(a, encoding="utf-8")]
    new = [json.loads(line) for line in open(b, encoding="utf-8")]
    if len(old) != len(new):
        print(f"{len(old)} games against {len(new)}")
        return 1
    bad = 0
    counts: dict[str, int] = {}
    for x, y in zip(old, new):
        key = f"{x['mode']} {x['set']}"
        counts[key] = counts.get(key, 0) + 1
        diff = [k for k in FIELDS if x.get(k) != y.get(k)]
        if diff:
            bad += 1
            if bad <= 30:
                print(f"{key} seed {x['seed']}: {', '.join(diff)} differ")
    print(", ".join(f"{k}: {v}" for k, v in counts.items()))
    print(f"{len(old)} games: {len(old) - bad} identical, {bad} different")
    return 1 if bad else 0


def compare_sim(a: str, b: str) -> int:
    def load(p: str) -> dict:
        return {r["index"]: (r["winners"], r["reason"], r["turns"], r["decisions"])
                for r in map(json.loads, open(p, encoding="utf-8"))}

    old, new = load(a), load(b)
    bad = sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
    print(f"{len(old)} games: {len(old) - len(bad)} identical (winners, reason, turns, decisions), {len(bad)} "
          f"different{': ' + ', '.join(map(str, bad[:20])) if bad else ''}")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="play and write one JSON line per game")
    r.add_argument("game")
    r.add_argument("out")
    r.add_argument("--games", type=int, default=200, help="random games per mode (default 200)")
    r.add_argument("--mode", action="append", help="a mode to play (repeatable; default every mode)")
    r.add_argument("--alt", action="store_true", help="also play under the game's alternative rulings")
    r.add_argument("--full", action="store_true", help="keep each game's whole event log")
    for name in ("compare", "compare-sim"):
        c = sub.add_parser(name)
        c.add_argument("a")
        c.add_argument("b")
    args = ap.parse_args()
    if args.cmd == "record":
        record(args.game, args.out, args.games, args.mode, args.alt, args.full)
        return 0
    return compare(args.a, args.b) if args.cmd == "compare" else compare_sim(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
