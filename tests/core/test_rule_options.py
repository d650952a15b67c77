"""``RuleOptions.plain()``: the record the rules read their options from on hot paths (core/game.py)."""

from __future__ import annotations

import dataclasses

import pytest

from tcgkit.games import REGISTRY, get_game


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_plain_record_has_every_option_with_its_value_and_cannot_be_changed(game_id):
    options = get_game(game_id)().options
    plain = options.plain()
    names = list(type(options).model_fields)
    assert names and [f.name for f in dataclasses.fields(plain)] == names
    for name in names:
        assert getattr(plain, name) == getattr(options, name), name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(plain, names[0], getattr(options, names[0]))
    assert not hasattr(type(plain), "__getattr__")  # what makes a pydantic model's reads slow
    assert type(plain) is type(options.plain())  # one record class per options class


def test_a_changed_option_is_in_its_record_and_the_match_reads_it():
    game = get_game("soulbound_arkana")({"attacks_per_turn": 2})
    assert game.options.plain().attacks_per_turn == 2
    m = game.new_match(game.default_decks("standard"), 0)
    assert m.opts.attacks_per_turn == 2 and m.clone().opts is m.opts
