"""The core contracts of DESIGN.md, checked on a toy game."""

import json

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core import IllegalAction, ReplayError, Rng
from tcgkit.core.replay import Replay
from tests.core.toy import DECK, ToyGame


def new(seed=1, **kw):
    return ToyGame().new_match([DECK, DECK], seed, **kw)


def finish(m, seed=0):
    play_out(m, [RandomAgent(seed), RandomAgent(seed + 1)])
    return m


def test_every_choice_is_a_decision_with_legal_actions():
    m = new()
    d = m.decision()
    assert d.player == 0 and d.kind == "play"
    assert len(m.legal_actions()) == 3
    assert all(a[0] == "play" for a in m.legal_actions())


def test_illegal_action_raises_and_changes_nothing():
    m = new()
    before = m.fingerprint()
    log_len = len(m.log)
    with pytest.raises(IllegalAction) as exc:
        m.apply(("play", 999))
    assert "legal actions" in exc.value.reason
    assert m.fingerprint() == before and len(m.log) == log_len and m.history == []


def test_apply_after_the_end_is_illegal():
    m = finish(new())
    assert m.ended
    with pytest.raises(IllegalAction, match="over"):
        m.apply(("pass",))


def test_same_seed_same_log_and_different_seed_differs():
    logs = [finish(new(seed=7)).log for _ in range(2)]
    assert logs[0] == logs[1]
    assert finish(new(seed=8)).log != logs[0]


def test_clone_is_independent():
    m = new()
    c = m.clone()
    c.apply(c.legal_actions()[0])
    assert m.history == [] and len(c.history) == 1
    assert m.fingerprint() != c.fingerprint()
    assert m.clone().fingerprint() == m.fingerprint()


def test_view_hides_the_opponents_hand_and_every_deck():
    m = new()
    v0 = m.view(0).to_dict()
    hands = {z["owner"]: z for z in v0["zones"] if z["zone"] == "hand"}
    assert all(c is not None for c in hands[0]["cards"])
    assert hands[1]["count"] == 3 and hands[1]["cards"] == [None, None, None]
    assert all(c is None for z in v0["zones"] if z["zone"] == "deck" for c in z["cards"])
    spectator = m.view(None).to_dict()
    assert all(c is None for z in spectator["zones"] if z["zone"] == "hand" for c in z["cards"])


def test_a_view_names_every_cards_owner_but_reads_only_visible_cards():
    m = new()
    theirs = m.zones[m.zone("hand", 1)][0]
    v0 = m.view(0)
    assert v0.owner(theirs) == 1  # whose card it is is public, even in a hidden hand
    with pytest.raises(PermissionError, match=f"card {theirs} is hidden from viewer 0"):
        v0.require_visible(theirs)
    with pytest.raises(PermissionError):
        v0.card(theirs)
    m.view(1).require_visible(theirs)  # its owner sees it


def test_events_carry_visibility():
    m = new()
    drew = [e for e in m.events(0) if e[0] == "drew"]
    assert drew and all(e[2]["player"] == 0 for e in drew)
    assert not [e for e in m.events(None) if e[0] == "drew"]


def test_resample_hidden_keeps_what_the_player_knows():
    m = new(seed=3)
    m.apply(m.legal_actions()[0])
    own_hand = sorted(m.zones[m.zone("hand", 0)])
    played = list(m.zones[m.zone("played", 0)])
    sizes = [len(z) for z in m.zones]
    seen_differently = False
    for s in range(20):
        c = m.clone()
        c.resample_hidden(0, Rng(s))
        assert sorted(c.zones[c.zone("hand", 0)]) == own_hand
        assert c.zones[c.zone("played", 0)] == played
        assert [len(z) for z in c.zones] == sizes
        for uid, zone in enumerate(c.card_zone):
            assert uid in c.zones[zone]
        if c.zones[c.zone("hand", 1)] != m.zones[m.zone("hand", 1)]:
            seen_differently = True
    assert seen_differently


def test_a_card_seen_leaving_a_public_zone_stays_known():
    m = new()
    uid = m.legal_actions()[0][1]
    m.apply(("play", uid))
    assert m.sees(1, uid)
    m.move(uid, m.zone("hand", 0))
    assert m.sees(1, uid) and m.sees(0, uid)
    m.shuffle_zone(m.zone("hand", 0))
    assert not m.sees(1, uid)


def test_replay_reproduces_and_detects_tampering(tmp_path, toy_registered):
    m = finish(new(seed=5))
    path = tmp_path / "g.json"
    Replay.from_match(m).save(path)
    again = Replay.load(path).run()
    assert again.log == m.log and again.winners == m.winners

    data = json.loads(path.read_text())
    data["rules_version"] = "0"
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="rules version"):
        Replay.load(path).run()

    path.write_text("{not json")
    with pytest.raises(ReplayError, match="corrupt"):
        Replay.load(path)

    data["rules_version"] = "1"
    data["actions"][0] = ["play", 999]
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="action 0"):
        Replay.load(path).run()


def test_a_replay_of_an_older_rules_version_runs_with_the_option_values_it_implied(tmp_path, toy_registered,
                                                                                   monkeypatch):
    m = ToyGame({"hand_size": 2}).new_match([DECK, DECK], 7)
    finish(m)
    data = json.loads(Replay.from_match(m).model_dump_json())
    data["rules_version"] = "0"
    del data["options"]["hand_size"]  # version 0 had no such option: it always dealt 2
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="rules version 0; this tcgkit plays rules version 1, so"):
        Replay.load(path).run()

    monkeypatch.setattr(ToyGame, "older_rules_versions", {"0": {"hand_size": 2}})
    again = Replay.load(path).run()
    assert again.log == m.log and again.winners == m.winners and again.game.options.hand_size == 2

    data["options"]["hand_size"] = 3  # what was recorded wins over the version's defaults
    path.write_text(json.dumps(data))
    assert Replay.load(path).run(until=0).game.options.hand_size == 3

    data["rules_version"] = "00"
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="plays rules version 1 and replays 0, so it cannot"):
        Replay.load(path).run()


def test_options_are_named_and_checked():
    assert ToyGame({"hand_size": 2}).options.hand_size == 2
    from tcgkit.core import TcgkitError

    with pytest.raises(TcgkitError, match="no_such_rule"):
        ToyGame({"no_such_rule": 1})


def test_concede_is_accepted_at_any_decision_and_replays(tmp_path, toy_registered):
    m = new(seed=2)
    assert ("concede", 1) not in m.legal_actions()  # a standing right, not a listed choice
    m.apply(("concede", 1))  # player 0 is deciding; player 1 may still concede
    assert m.ended and m.winners == (0,) and m.end_reason == "concede"
    path = tmp_path / "c.json"
    Replay.from_match(m).save(path)
    again = Replay.load(path).run()
    assert again.winners == (0,) and again.log == m.log


def test_concede_by_an_unseated_player_is_illegal_and_changes_nothing():
    m = new()
    before = m.fingerprint()
    with pytest.raises(IllegalAction, match="no player 5"):
        m.apply(("concede", 5))
    assert m.fingerprint() == before and not m.ended


def test_generated_clone_copies_every_mutable_slot():
    m = new()
    c = m.clone()
    for name in type(m)._LIST_SLOTS + type(m)._NESTED_SLOTS:
        assert getattr(c, name) == getattr(m, name)
        assert getattr(c, name) is not getattr(m, name), name
    c.score[0] += 1
    assert m.score[0] == 0


def test_a_secret_event_reaches_each_audience_once():
    m = new()
    m.emit_secret(1 << 0, "peek", {"player": 0}, {"player": 0, "card": "7"})
    mine = [e for e in m.events(0) if e[0] == "peek"]
    theirs = [e for e in m.events(1) if e[0] == "peek"]
    spectator = [e for e in m.events(None) if e[0] == "peek"]
    assert [e[2].get("card") for e in mine] == ["7"]
    assert len(theirs) == 1 and "card" not in theirs[0][2]
    assert len(spectator) == 1 and "card" not in spectator[0][2]
    assert [e[2].get("card") for e in m.full_events() if e[0] == "peek"] == ["7"]


def test_derived_caches_are_cloned_but_not_fingerprinted():
    from tests.core.toy import ToyMatch

    class Cached(ToyMatch):
        __slots__ = ("cache",)
        _LISTS = ("cache",)
        _DERIVED = ("cache",)

    class CachedGame(ToyGame):
        match_class = Cached

    m = CachedGame().new_match([DECK, DECK], 1)
    m.cache = [1, 2]
    fp = m.fingerprint()
    c = m.clone()
    assert c.cache == [1, 2] and c.cache is not m.cache
    m.cache.append(3)
    assert m.fingerprint() == fp


def test_zone_ids_index_each_zone_kind_by_owner():
    m = new()
    assert m.zone_ids("hand") == (m.zone("hand", 0), m.zone("hand", 1))
    with pytest.raises(KeyError):
        m.zone_ids("graveyard")


def test_a_command_made_against_an_old_version_is_refused():
    m = new()
    seen = m.version
    action = m.legal_actions()[0]
    m.apply(action, version=seen)
    before = m.fingerprint()
    with pytest.raises(IllegalAction, match="stale"):
        m.apply(m.legal_actions()[0], version=seen)
    assert m.fingerprint() == before
    m.apply(m.legal_actions()[0], version=m.version)


@pytest.mark.parametrize("variant", [
    lambda a: (a[0], float(a[1])),
    lambda a: (a[0], str(a[1])),
    lambda a: (a[0], (a[1],)),
    lambda a: a[0],
    lambda a: None,
    lambda a: {"play": a[1]},
])
def test_an_action_equal_in_value_but_not_in_type_is_refused_and_changes_nothing(variant):
    m = new()
    legal = m.legal_actions()[0]
    before, log_len = m.fingerprint(), len(m.log)
    with pytest.raises(IllegalAction):
        m.apply(variant(legal))
    assert m.fingerprint() == before and len(m.log) == log_len and m.history == []


def test_a_numpy_integer_is_refused_but_a_json_list_of_the_same_action_is_taken():
    np = pytest.importorskip("numpy")
    m = new()
    legal = m.legal_actions()[0]
    with pytest.raises(IllegalAction):
        m.apply((legal[0], np.int64(legal[1])))
    m.apply(list(legal))
    assert m.history == [legal] and type(m.history[0]) is tuple


def test_a_boolean_is_not_a_player_for_concede():
    m = new()
    with pytest.raises(IllegalAction):
        m.apply(("concede", True))
    assert not m.ended


def test_a_view_offers_no_path_back_to_the_match():
    from tcgkit.core import Match

    m = new()
    view = m.view(0)
    for name in dir(view):
        if name.startswith("_"):
            continue
        value = getattr(view, name)
        if callable(value):
            try:
                value = value()
            except TypeError:  # needs arguments: a query about a card or a zone
                continue
        assert not isinstance(value, Match) or value is not m, name
    assert view.determinize(Rng(1)) is not m


def test_a_views_card_data_reads_id_and_name_without_rendering_the_definition(monkeypatch):
    """View.to_dict is on the hot path of determinisation checks and of every client: it must not build the
    definition's text (a card with a large effect tree took milliseconds per view)."""
    from tests.core import toy

    def refuse(self):
        raise AssertionError("the card definition was rendered")

    m = new()
    monkeypatch.setattr(toy.Number, "__repr__", refuse)
    data = m.view(0).to_dict()
    hand = next(z for z in data["zones"] if z["zone"] == "hand" and z["owner"] == 0)
    assert hand["cards"] and all(c["name"] == f"Card {c['id']}" for c in hand["cards"])
