"""Fuzzing the match server's lobby (``POST /api/matches``): whatever a stranger sends, the request is refused by its
schema (FastAPI answers 422) or in words (:class:`LobbyError`, a 400), or a match starts; never another exception.

A bounded pass runs in ``make test``; ``make fuzz`` runs 100 times more examples."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from tcgkit.games import BUILTIN
from tcgkit.server.lobby import CreateRequest, LobbyError, prepare
from tcgkit.server.service import make_game
from tcgkit.testing import strategies as fz
from tests.fuzz.test_fuzz import _default_deck_text

GAMES = sorted(BUILTIN)


def _base(game_id: str) -> dict:
    """A request that starts a match: every rule option at its default (so the fuzz bends their values too), a
    pasted deck (the game's first shipped decklist) against the default."""
    text = _default_deck_text(game_id)
    deck = {"source": "text", "text": text, "filename": "mine.txt"} if text else {"source": "default"}
    options = make_game(game_id, {}).options.model_dump(mode="json")
    return {"game": game_id, "options": options, "decks": [deck, {"source": "default"}],
            "seats": [{"kind": "person"}, {"kind": "agent", "agent": "random"}], "take_seat": 0}


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_a_fuzzed_create_request_starts_a_match_or_is_refused_in_words(game_id, data):
    body = data.draw(fz.mutated_json(_base(game_id)))
    try:
        req = CreateRequest.model_validate(body)
    except ValidationError:
        return  # the schema's 422
    try:
        prepared = prepare(req, make_game)
    except LobbyError as exc:
        assert str(exc).strip()
        return
    assert prepared.match.pending is not None or prepared.match.ended


def test_the_base_requests_start_matches():
    for game_id in GAMES:
        prepared = prepare(CreateRequest.model_validate(_base(game_id)), make_game)
        assert prepared.match.pending is not None, game_id
