"""Fuzzing every game's file readers and actions (issue 7): whatever the input, only the documented error.

A bounded pass runs in `make test`; `make fuzz` (HYPOTHESIS_PROFILE=fuzz) runs 100 times more examples. Files that
once broke something are kept in tests/fuzz/corpus/ and checked on every run.
"""

import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tcgkit.core import DeckError, IllegalAction, ReplayError, ScenarioError, TcgkitError
from tcgkit.core.rng import Rng
from tcgkit.core.scenario import run_scenario
from tcgkit.games import BUILTIN, get_game
from tcgkit.testing import strategies as fz

GAMES = sorted(BUILTIN)
CORPUS = Path(__file__).parent / "corpus"
SCENARIOS = Path(__file__).parents[1] / "scenarios"


def _write(data: bytes | str, suffix: str) -> Path:
    f = tempfile.NamedTemporaryFile(delete=False, suffix=suffix)
    f.write(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    f.close()
    return Path(f.name)


def _read_deck(game, path: Path) -> None:
    """Only DeckError may come out of reading a decklist; a deck that reads must validate without a traceback."""
    try:
        deck = game.load_deck(path)
    except DeckError:
        return
    game.validate_deck(deck)


def _default_deck_text(game_id: str) -> str:
    """The text of one shipped decklist of the game (a valid base to bend), or "" if it ships none."""
    decks_dir = Path(__import__(f"tcgkit.games.{game_id}", fromlist=["x"]).__file__).parent / "decks"
    files = sorted(decks_dir.glob("*.txt")) if decks_dir.is_dir() else []
    return files[0].read_text(encoding="utf-8") if files else ""


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_a_fuzzed_decklist_reads_or_is_refused_with_a_deck_error(game_id, data):
    game = get_game(game_id)()
    raw = data.draw(fz.decklist_bytes(_default_deck_text(game_id)))
    path = _write(raw, ".txt")
    try:
        _read_deck(game, path)
    finally:
        path.unlink()


EXAMPLES = sorted((Path(__file__).parents[1] / "data" / "decklists").glob("*/*"))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
@given(data=st.data())
def test_a_fuzzed_file_of_every_deck_format_reads_or_is_refused_with_a_deck_error(example, data):
    """The example files of every format read (issue 24), bent: lines added, bytes broken, JSON values replaced."""
    import json

    game = get_game(example.parent.name)()
    text = example.read_text(encoding="utf-8")
    if example.suffix == ".json":
        raw: bytes | str = json.dumps(data.draw(fz.mutated_json(json.loads(text))))
    else:
        raw = data.draw(fz.decklist_bytes(text))
    path = _write(raw, example.suffix)
    try:
        _read_deck(game, path)
    finally:
        path.unlink()


def _replay_data(game_id: str) -> dict:
    import json

    from tcgkit.ai import RandomAgent, play_out
    from tcgkit.core.replay import Replay

    game = get_game(game_id)()
    m = game.new_match(game.default_decks(), 5)
    play_out(m, [RandomAgent(p) for p in range(m.n_players)])
    return json.loads(Replay.from_match(m).model_dump_json())


_REPLAYS: dict[str, dict] = {}


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_a_fuzzed_replay_replays_or_is_refused_with_a_replay_error(game_id, data):
    from tcgkit.core.replay import Replay

    base = _REPLAYS.setdefault(game_id, _replay_data(game_id))
    path = _write(fz.json_text(data.draw(fz.mutated_json(base))), ".json")
    try:
        Replay.load(path).run()
    except ReplayError:
        pass
    finally:
        path.unlink()


@pytest.mark.parametrize("game_id", [g for g in GAMES if (SCENARIOS / g).is_dir()])
@given(data=st.data())
def test_a_fuzzed_scenario_runs_or_is_malformed(game_id, data):
    files = sorted((SCENARIOS / game_id).glob("*.yaml"))
    base = files[data.draw(st.integers(0, len(files) - 1))].read_text(encoding="utf-8")
    path = _write(data.draw(fz.scenario_text(base, game_id)), ".yaml")
    try:
        run_scenario(path)  # passing or failing are both fine: only a crash is not
    except ScenarioError:
        pass
    finally:
        path.unlink()


def _positions(game_id: str):
    game = get_game(game_id)()
    for mode in game.modes():
        m = game.new_match(game.default_decks(mode), 11, mode=mode)
        rng = Rng(3)
        for _ in range(15):
            if m.pending is None:
                break
            m.apply(m.pending.actions[rng.below(len(m.pending.actions))])
        if m.pending is not None:
            yield mode, m


@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_a_fuzzed_action_is_refused_and_changes_nothing_in_every_mode(game_id, data):
    for mode, m in _positions(game_id):
        legal = m.pending.actions
        action = data.draw(fz.mutated_action(legal[data.draw(st.integers(0, len(legal) - 1))]))
        before, log_len = m.fingerprint(), len(m.log)
        try:
            m.apply(action)
        except IllegalAction:
            assert m.fingerprint() == before and len(m.log) == log_len, (mode, action)
        else:  # the bending gave back a listed action, exactly
            assert any(a == action and all(type(x) is type(y) for x, y in zip(a, action)) for a in legal)


@pytest.mark.parametrize("kind", ["decklists", "replays", "scenarios"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_corpus_of_once_troublesome_files(game_id, kind):
    from tcgkit.core.replay import Replay

    game = get_game(game_id)()
    for path in sorted((CORPUS / kind).glob("*")):
        if kind == "decklists":
            _read_deck(game, path)
        elif kind == "replays":
            with pytest.raises(ReplayError):
                Replay.load(path).run()
        else:
            try:
                run_scenario(path)
            except (ScenarioError, TcgkitError):
                pass


@pytest.mark.parametrize("game_id", ["fe_cipher", "power_duell", "soulbound_arkana"])
def test_a_user_card_file_with_yaml_aliases_is_refused_with_its_line(game_id, tmp_path):
    """A small file with aliases can describe an exponentially large structure: card checks refuse it unread."""
    game = get_game(game_id)()
    path = tmp_path / "laughs.yaml"
    path.write_text("set: x\ncards: &a\n  - [*a, *a, *a, *a]\n")
    try:
        problems = game.check_cards(path)
    except DeckError as exc:
        assert exc.line == 2 and "aliases" in str(exc)
        return
    assert problems and problems[0].line == 2 and "aliases" in problems[0].message
