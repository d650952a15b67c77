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
from tcgkit.games.gundam.selector_readers import read_selector

FACTS = {f["number"]: f for f in json.loads(
    (Path(pending.__file__).parent.parent / "facts.json").read_text(encoding="utf-8"))["cards"]}
SETS = {"gd02.yaml": ("Dual Impact [GD02]",), "gd03.yaml": ("Steel Requiem [GD03]",),
        "gd04.yaml": ("Phantom Aria [GD04]",), "promos.yaml": ("Promotion card", "Other Product Card")}
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


def test_every_card_of_the_later_sets_is_playable_and_no_key_is_proposed():
    assert pending.waiting() == {} and pending.PROPOSED == {}  # issue 20: the last 17 cards' keys landed


def test_a_card_waiting_for_a_proposed_key_compiles_in_all_but_that_key(monkeypatch):
    """The machinery kept for the next set: a declaration with a proposed timing waits for it and compiles without
    it (its qualifier's selectors are checked on their own)."""
    monkeypatch.setitem(pending.PROPOSED_TIMINGS, "on_a_tuesday", "a proposal")
    decl = {"abilities": [{"when": {"on_a_tuesday": {"cards": {"side": "your", "type": "unit"}}},
                           "do": [{"draw": 1}]}]}
    assert pending.waits_for(decl) == ("on_a_tuesday",)
    rest, extra = pending.stripped(decl)
    assert rest["abilities"][0]["activate"] == "main"
    compile_card(FACTS["GD02-012"], rest)
    for kind, spec in extra:
        assert kind == "selector"
        read_selector(spec, "GD02-012")


def test_a_key_outside_the_vocabulary_and_the_proposals_is_an_error():
    decl = {"abilities": [{"when": "on_a_tuesday", "do": [{"draw": 1}]}]}
    assert pending.waits_for(decl) == ()
    with pytest.raises(CompileError, match="unknown timing"):
        compile_card(FACTS["GD02-012"], decl)


def _keys_and_timings(spec, out: set) -> set:
    if isinstance(spec, dict):
        out.update(spec)
        for key in ("when", "timing"):  # an ability's timing; a delayed trigger's
            if isinstance(spec.get(key), str):
                out.add(spec[key])
        for v in spec.values():
            _keys_and_timings(v, out)
    elif isinstance(spec, list):
        for v in spec:
            _keys_and_timings(v, out)
    return out


def test_every_proposed_key_is_used_by_a_card_and_no_key_is_both_proposed_and_known():
    used = _keys_and_timings(list(DECLS.values()), set())
    assert set(pending.PROPOSED) <= used
    # (a proposed static may share its name with the one-shot that gives it for a duration, e.g. cant_attack)
    known = set(VOCAB.triggers) | set(VOCAB.windows) | set(VOCAB.statics) | set(VOCAB.costs)
    assert not set(pending.PROPOSED) & known


def test_the_declaration_cache_follows_the_files_and_is_optional(tmp_path, monkeypatch):
    from tcgkit.games.gundam import yamlcache

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
