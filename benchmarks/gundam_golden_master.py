"""Golden master for refactoring Gundam: record what a code version does, then compare two recordings.

``record OUT`` plays, with the code importable as ``tcgkit`` (set PYTHONPATH to run an old checkout), random games
(seeds 0..N-1), half as many with every alternative ruling and a quarter greedy vs random, and writes one JSON line
per game: winners, reason, turns, the history, a digest of every decision (player, kind and the legal actions *in
order*: random agents pick by index) and the full event log. ``compare A B`` reports the games that differ (and how);
``compare-sim A B`` compares two ``tcgkit simulate --out`` files by index (winners, reason, turns, decisions)::

    PYTHONPATH=/work/baseline python benchmarks/gundam_golden_master.py record /tmp/old.jsonl
    .venv/bin/python benchmarks/gundam_golden_master.py record /tmp/new.jsonl
    .venv/bin/python benchmarks/gundam_golden_master.py compare /tmp/old.jsonl /tmp/new.jsonl

Exit status 1 when the recordings differ.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys

ALTERNATIVES = {"suppression_with_base": True, "link_checked_at_attack": False,
                "link_by_trait_and_pilot_commands": False, "deck_out_check": "end_of_effect",
                "ex_resource_over_limit_placed": True, "burst_main_skips_cost": False, "end_phase_order": "seed",
                "trash_at_limit": "may", "player_one_draws": False}


def play(game, seed: int, agents) -> dict:
    decks = game.default_decks()
    m = game.new_match(decks if seed % 2 == 0 else decks[::-1], seed,
                       first_player="random" if seed % 3 == 0 else 0)
    digest = hashlib.sha1()
    views = [m.view(0), m.view(1)]
    while m.pending is not None:
        d = m.pending
        digest.update(repr((d.player, d.kind, d.actions)).encode())
        m.apply(d.actions[0] if len(d.actions) == 1 else agents[d.player].act(views[d.player]))
    return {"seed": seed, "winners": list(m.winners), "reason": m.end_reason, "turns": m.turn_number,
            "decisions": digest.hexdigest(), "history": [list(a) for a in m.history],
            "log": [[k, v, d] for k, v, d in m.log]}


def record(out: str, games: int) -> None:
    from tcgkit.ai import RandomAgent
    from tcgkit.games.gundam.agents import GreedyAgent
    from tcgkit.games.gundam.game import GundamGame

    std, alt = GundamGame(), GundamGame(ALTERNATIVES)
    sets = [("random", std, games, lambda s: [RandomAgent(s), RandomAgent(s + 50_000)]),
            ("alt", alt, games // 2, lambda s: [RandomAgent(s), RandomAgent(s + 50_000)]),
            ("greedy", std, games // 4, lambda s: [GreedyAgent(s), RandomAgent(s + 50_000)])]
    with open(out, "w", encoding="utf-8") as f:
        for name, game, n, agents in sets:
            for seed in range(n):
                rec = {"set": name, **play(game, seed, agents(seed))}
                f.write(json.dumps(rec, default=str, sort_keys=True) + "\n")


def compare(a: str, b: str) -> int:
    old = [json.loads(line) for line in open(a, encoding="utf-8")]
    new = [json.loads(line) for line in open(b, encoding="utf-8")]
    if len(old) != len(new):
        print(f"{len(old)} games against {len(new)}")
        return 1
    bad = 0
    for x, y in zip(old, new):
        diff = [k for k in ("winners", "reason", "turns", "decisions", "history", "log") if x[k] != y[k]]
        if diff:
            bad += 1
            print(f"{x['set']} seed {x['seed']}: {', '.join(diff)} differ")
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
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out")
    r.add_argument("--games", type=int, default=200)
    for name in ("compare", "compare-sim"):
        c = sub.add_parser(name)
        c.add_argument("a")
        c.add_argument("b")
    args = ap.parse_args()
    if args.cmd == "record":
        record(args.out, args.games)
        return 0
    return compare(args.a, args.b) if args.cmd == "compare" else compare_sim(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
