"""The declarations of the later sets (cards/pending, issue 20): each set's file declares every card of that set;
a card that compiles with today's vocabulary is playable; a card waiting for a proposed timing or continuous
effect compiles in everything else, and names only proposed keys."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tcgkit.core.effects import CompileError
from tcgkit.games.gundam.cards import pending, pool
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.primitives import VOCAB
from tcgkit.games.gundam.selectors import read_selector

FACTS = {f["number"]: f for f in json.loads(
    (Path(pending.__file__).parent.parent / "facts.json").read_text(encoding="utf-8"))["cards"]}
SETS = {"gd02.yaml": ("Dual Impact [GD02]",), "gd03.yaml": ("Steel Requiem [GD03]",), "gd04.yaml": ("Phantom Aria [GD04]",),
        "promos.yaml": ("Promotion card", "Other Product Card")}
DECLS = pending.declarations()


@pytest.mark.parametrize("name,sets", SETS.items())
def test_each_set_file_declares_every_card_of_its_set(name, sets):
    import yaml

    in_file = set(yaml.safe_load((Path(pending.__file__).parent / name).read_text(encoding="utf-8")))
    of_set = {n for n, f in FACTS.items() if f["set"] in sets}
    assert in_file == of_set


def test_a_pending_card_is_playable_exactly_when_it_waits_for_nothing():
    cards = pool()
    for num, decl in DECLS.items():
        assert cards[num].playable == (num not in pending.waiting()), num
        assert cards[num].waits_for == pending.waiting().get(num, ())
        assert set(pending.waits_for(decl)) <= set(cards[num].waits_for)


@pytest.mark.parametrize("num", sorted(pending.waiting()))
def test_a_waiting_card_compiles_in_all_but_its_proposed_keys(num):
    rest, extra = pending.stripped(DECLS[num])
    compile_card(FACTS[num], rest)
    for kind, spec in extra:
        if kind == "selector":
            read_selector(spec, num)
        else:
            VOCAB.condition(spec, num)
    assert set(pending.waiting()[num]) <= set(pending.PROPOSED)


def test_a_key_outside_the_vocabulary_and_the_proposals_is_an_error():
    decl = {"abilities": [{"timing": "on_a_tuesday", "do": [{"draw": 1}]}]}
    assert pending.waits_for(decl) == ()
    with pytest.raises(CompileError, match="unknown timing"):
        compile_card(FACTS["GD02-012"], decl)


def _keys_and_timings(spec, out: set) -> set:
    if isinstance(spec, dict):
        out.update(spec)
        if isinstance(spec.get("timing"), str):
            out.add(spec["timing"])
        for v in spec.values():
            _keys_and_timings(v, out)
    elif isinstance(spec, list):
        for v in spec:
            _keys_and_timings(v, out)
    return out


def test_every_proposed_key_is_used_by_a_card_and_no_key_is_both_proposed_and_known():
    used = _keys_and_timings(list(DECLS.values()), set())
    assert set(pending.PROPOSED) <= used
    from tcgkit.games.gundam.carddef import KEYWORDS, TIMINGS
    from tcgkit.games.gundam.cards.compile import STATIC_KEYS

    # (a proposed static may share its name with the one-shot that gives it for a duration, e.g. cant_attack)
    assert not set(pending.PROPOSED) & (set(TIMINGS) | set(STATIC_KEYS) | set(KEYWORDS))


def test_the_declaration_cache_follows_the_files_and_is_optional(tmp_path, monkeypatch):
    from tcgkit.games.gundam.cards import yamlcache

    monkeypatch.setattr(yamlcache, "_CACHE", tmp_path / "cache")
    src = tmp_path / "cards.yaml"
    src.write_text("GD02-012: {}\n", encoding="utf-8")
    assert yamlcache.load_all([src], "t") == [{"GD02-012": {}}]
    assert len(list((tmp_path / "cache").glob("t-*.json"))) == 1
    src.write_text("GD02-013: {keywords: {blocker: 1}}\n", encoding="utf-8")  # edited: parsed again, old entry gone
    assert yamlcache.load_all([src], "t") == [{"GD02-013": {"keywords": {"blocker": 1}}}]
    assert len(list((tmp_path / "cache").glob("t-*.json"))) == 1
    monkeypatch.setattr(yamlcache, "_CACHE", tmp_path / "cache" / "t-no-dir.json" / "sub")  # cannot be created
    assert yamlcache.load_all([src], "t") == [{"GD02-013": {"keywords": {"blocker": 1}}}]
