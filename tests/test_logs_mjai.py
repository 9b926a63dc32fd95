"""The mjai event log reader against real games (tests/data/logs/mjai/, sources in
tests/data/logs/README.md): Akochan's self-play games, one event a line.

Akochan writes a win's ``fan`` and unrounded ``fu`` and the ``scores`` after it (no ``deltas``,
no yaku), an older version nothing but ``actor`` and ``target`` (the next hand's ``scores`` then
say what it moved). Every win of the two agreeing games agrees with our core; the third game,
from an Akochan that left ippatsu out, differs in exactly its two ippatsu wins.
"""

from __future__ import annotations

import gzip
import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LOG_FILTER, LogViewController
from mjgui.core.game.game import replay
from mjgui.core.game.storage import load_record
from mjgui.core.logs import GameLog, LogError, check_log, detect_format, read_log, read_log_file
from mjgui.core.logs.record import RecordWriteError, game_record
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.tiles import Tile
from mjgui.replaycli import replay_command
from tests.logconvert import log_text, mjlog_to_tenhou6
from tests.mjaiconvert import tenhou6_to_mjai_text
from tests.util import saved_to

MJAI = Path(__file__).parent / "data" / "logs" / "mjai"
GAME = MJAI / "akochan-86e78c0-haifu_log_1000_0.mjson"  # fan, fu and scores after each win
BARE = MJAI / "akochan_ui-haifu_log_1001_0.mjson"  # a win says only who won from whom
NO_IPPATSU = MJAI / "akochan-a489dc3-haifu_log_1000_0.mjson"  # the same first deal, no ippatsu


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_an_akochan_game_is_read_and_every_win_agrees() -> None:
    log = read_log_file(GAME)
    assert log.format == "mjai" and log.seats == 4 and log.rules.name == "tenhou"
    assert log.rules.east_only  # kyoku_first 4: an East game, which ends after East 4
    assert [(h.round, h.end) for h in log.hands] == [
        ("E1-0", "win"), ("E2-0", "win"), ("E3-0", "win"), ("E4-0", "draw"), ("E4-1", "win"),
    ]  # fmt: skip
    assert log.hands[3].tenpai == (2, 3) and log.final == (24600, 38100, 18600, 18700)
    checks = check_log(log)
    assert len(checks) == 4 and all(c.agree for c in checks), [c.differences for c in checks]
    first = checks[0].win
    # a riichi ippatsu tsumo: 6 han as the log says, 12 000 and the winner's own stick back
    assert first.spec.riichi and first.spec.ippatsu and first.spec.tsumo
    assert (first.value.han, first.value.fu, first.value.gain) == (6, 20, 13000)
    assert first.deltas == (-6000, 13000, -3000, -3000)
    assert first.value.stated == ("han", "fu")
    # Akochan's fu before rounding: 38 is 40 (a closed terminal triplet, a ron)
    assert checks[-1].win.value.fu == 40 and checks[-1].ours.fu.fu == 40  # type: ignore[union-attr]
    note = checks[0].yaku_note("en")
    said = "the log lists neither yaku nor points: only han, fu, the winner's gain and the changes are"
    assert note == said + " compared"
    assert checks[0].yaku_note("ru") and checks[0].yaku_note("ru") != note


def test_a_game_whose_wins_say_only_who_won_is_settled_by_the_next_hands_scores() -> None:
    log = read_log_file(BARE)
    assert [(h.round, h.end) for h in log.hands] == [
        ("E1-0", "win"), ("E1-1", "draw"), ("E2-2", "win"), ("E3-0", "win"), ("E3-1", "win"), ("E4-0", "win"),
    ]  # fmt: skip
    # the dealer's 3900-all tsumo, and a draw with one riichi and one tenpai player
    assert log.hands[0].deltas == (11700, -3900, -3900, -3900)
    assert log.hands[1].tenpai == (2,) and log.hands[1].riichi == (2,)
    checks = check_log(log)
    assert len(checks) == 5 and all(c.agree for c in checks), [c.differences for c in checks]
    assert all(c.win.value.stated == () for c in checks)
    assert checks[0].yaku_note("en").startswith("the log gives only each player's change of points")
    assert not log.gaps and log.final == (31500, 14400, 40800, 13300)


def test_the_older_akochan_game_differs_in_its_two_ippatsu_wins_only() -> None:
    log = read_log_file(NO_IPPATSU)
    checks = check_log(log)
    differing = {
        c.win.round: [(d.field, d.log, d.ours) for d in c.differences] for c in checks if not c.agree
    }
    # this Akochan left ippatsu out: one han and its payment less than ours (a mangan where a
    # haneman is due); the same deal in the later version of the file is paid as ours
    assert differing == {
        "E1-0": [("han", 5, 6), ("gain", 9000, 13000)],
        "E2-0": [("han", 5, 6), ("gain", 10000, 14000)],
    }
    assert all(c.win.spec.ippatsu for c in checks if not c.agree)
    assert all(c.agree for c in checks if not c.win.spec.ippatsu)
    later = check_log(read_log_file(GAME))[0].win
    assert later.spec.concealed == checks[0].win.spec.concealed and later.value.han == 6


def test_the_same_events_as_one_json_list_read_the_same() -> None:
    events = [json.loads(line) for line in _lines(GAME)]
    as_list = read_log(json.dumps(events, ensure_ascii=False, indent=1))
    as_lines = read_log_file(GAME)
    assert as_list.hands == as_lines.hands and as_list.final == as_lines.final


def test_the_format_is_told_by_the_content_not_the_name(tmp_path: Path) -> None:
    text = GAME.read_text(encoding="utf-8")
    assert detect_format(text) == "mjai"
    assert detect_format("[" + _lines(GAME)[0] + "]") == "mjai"
    named = tmp_path / "game.txt"
    named.write_text(text, encoding="utf-8")
    assert read_log_file(named).format == "mjai"
    tenhou6 = Path(__file__).parent / "data" / "logs" / "majsoul-tensoul-py-ng-jade-south.json"
    assert detect_format(tenhou6.read_text(encoding="utf-8")) == "tenhou6"


def test_mortals_deltas_read_as_the_scores_do() -> None:
    # the same game as Mortal and mjai-reviewer write a win: deltas and ura markers, no value
    log = read_log_file(GAME)
    wins = iter(log.wins)
    out = []
    for line in _lines(GAME):
        event = json.loads(line)
        if event["type"] == "hora":
            win = next(wins)
            event = {
                "type": "hora",
                "actor": event["actor"],
                "target": event["target"],
                "deltas": list(win.deltas),
                "ura_markers": event.get("uradora_marker", []),
            }
        out.append(json.dumps(event, separators=(",", ":")))
    mortal = read_log("\n".join(out) + "\n")
    assert [w.deltas for w in mortal.wins] == [w.deltas for w in log.wins]
    checks = check_log(mortal)
    assert all(c.agree and c.win.value.stated == () for c in checks)


def test_a_winner_whose_tiles_the_log_hides_is_refused_saying_so() -> None:
    lines = _lines(GAME)
    at = next(i for i, line in enumerate(lines) if '"start_kyoku"' in line)
    kyoku = json.loads(lines[at])
    kyoku["tehais"][1] = ["?"] * 13  # the E1-0 winner's hand as seen from another seat
    lines[at] = json.dumps(kyoku)
    log = read_log("\n".join(lines))
    hand = log.hands[0]
    assert hand.end == "unreadable" and hand.error is not None and hand.error.code == "log_mjai_hidden"
    assert hand.error.message("en") == (
        "Hand E1-0 of the mjai log cannot be rebuilt: the log hides some of the tiles of the winner, "
        'Player2 ("?"), as a log written from one player\'s seat does. Open a log of the game that shows '
        "every player's tiles."
    )
    assert "В1-0" in hand.error.message("ru") and "{" not in hand.error.message("ru")  # East: В
    assert [h.end for h in log.hands[1:]] == ["win", "win", "draw", "win"]  # the rest is read


def test_a_broken_event_says_its_line_hand_and_seat() -> None:
    lines = _lines(GAME)
    at = next(i for i, line in enumerate(lines) if '"dahai"' in line)
    event = json.loads(lines[at])
    lines[at] = json.dumps({**event, "pai": "9z"})
    hand = read_log("\n".join(lines)).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_seat"
    assert hand.error.line == at + 1
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 1} has a wrong value "
        "(tile: 9z)."
    )
    lines[at] = '{"type": "dahai", "actor": 0,'
    with pytest.raises(LogError) as caught:
        read_log("\n".join(lines))
    assert caught.value.code == "log_json" and caught.value.line == at + 1


def test_replay_reads_an_mjai_log_and_says_what_is_compared() -> None:
    out = io.StringIO()
    assert replay_command([str(BARE)], out=out) == 0
    text = out.getvalue()
    assert "E1-0" in text and "the log gives only each player's change of points" in text
    out = io.StringIO()
    assert replay_command([str(NO_IPPATSU), "--json"], out=out) == 1
    data = json.loads(out.getvalue())
    assert data["wins"][0]["log"]["han"] == 5 and data["wins"][0]["log"]["points"] is None


# -- real games written as mjai events (tests/mjaiconvert.py: Mortal's converter's way) -----------

DATA = MJAI.parent
#: Tenhou's own tenhou.net/6 JSON of 2019103023gm-00a9-0000-f90e0fe9 (tsubakisakura/mjlog2json,
#: tests/data/logs/README.md): E4-3 is a pao tsumo of daisangen + tsuuiisou, the liable player
#: paying all of it
PAO6 = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json"
#: one real three-player hand as Lawrencelea/Mortal_Sanma's converter writes it (README)
SANMA_HAND = MJAI / "mortal_sanma-2025121618gm-00b9-0000-0bbd79eb-E1.mjson"
#: the real three-player tenhou.net/6 games (sanma/, README): Tenhou's, and Mahjong Soul's
TENHOU_SANMA = sorted(p for p in (DATA / "sanma").glob("*.json") if not p.name.startswith("mjai-reviewer3p"))
MAJSOUL_SANMA = sorted((DATA / "sanma").glob("mjai-reviewer3p-*.json"))


def as_mjai(path: Path, reasons: bool = False, kan_dora: str = "after_discard") -> str:
    """The real log at ``path`` (tenhou.net/6 JSON, or an mjlog through tests/logconvert.py) as
    mjai events: ``deltas`` for each win and draw, no pao, no reason for a draw unless
    ``reasons``; an open or added kan's dora written as ``kan_dora`` says
    (tests/mjaiconvert.py)."""
    text = log_text(path)
    data = json.loads(mjlog_to_tenhou6(text) if path.suffix == ".mjlog" else text)
    return tenhou6_to_mjai_text(data, reasons, kan_dora)


def _hand_facts(log: GameLog) -> list[tuple[object, ...]]:
    return [(h.round, h.end, h.deltas, h.riichi, h.nuki, h.tenpai, h.nagashi, h.abort) for h in log.hands]


def _melds_sorted(spec: HandSpec) -> HandSpec:
    """The spec with its melds in one order (an mjlog lists a player's calls in its own)."""
    return replace(spec, melds=tuple(sorted(spec.melds, key=repr)))


def test_a_pao_win_has_its_liable_player_from_the_calls() -> None:
    # mjai has no pao field: the player who fed the third dragon's pon is the liable one, as
    # Tenhou's own JSON says (its pao seat, 2), and the win agrees (before: no liable player,
    # the dealer and the others paying their shares, a difference in the changes)
    log = read_log(as_mjai(PAO6))
    win = log.hands[-1].wins[0]
    theirs = read_log_file(PAO6).hands[-1].wins[0]
    assert (win.round, win.winner, win.discarder) == ("E4-3", 0, None)
    assert win.pao == theirs.pao == 2 and win.spec.liable == theirs.spec.liable == (2 - 3) % 4
    assert win.deltas == (64900, 0, -64900, 0)
    checks = check_log(log)
    assert all(c.agree for c in checks), [c.differences for c in checks if not c.agree]


@pytest.mark.parametrize("name", ["dnovikoff-pao.mjlog", "mjx-pao-tsumo.mjlog"])
def test_the_pao_wins_of_the_real_mjlogs_read_as_the_mjlog_says(name: str) -> None:
    mjlog = read_log_file(DATA / name)
    log = read_log(as_mjai(DATA / name))
    pao = [(w.round, w.pao) for w in mjlog.wins if w.pao is not None]
    assert pao and [(w.round, w.pao) for w in log.wins if w.pao is not None] == pao
    assert [_melds_sorted(w.spec) for w in log.wins] == [_melds_sorted(w.spec) for w in mjlog.wins]
    assert all(c.agree for c in check_log(log))


@pytest.mark.parametrize("path", TENHOU_SANMA, ids=lambda p: p.name)
def test_a_real_three_player_game_as_mjai_events_reads_as_its_tenhou6_log(path: Path) -> None:
    # no whole three-player mjai game was found: Tenhou's own tenhou.net/6 games, written as
    # mjai events (three tehais and scores, nukidora), read hand for hand as the JSON reader
    # reads them, and every win agrees
    log, theirs = read_log(as_mjai(path)), read_log_file(path)
    assert log.format == "mjai" and log.seats == 3 and log.rules.name == "tenhou-sanma"
    assert _hand_facts(log) == _hand_facts(theirs) and log.final == theirs.final
    assert [w.spec for w in log.wins] == [w.spec for w in theirs.wins]
    checks = check_log(log)
    assert checks and all(c.agree for c in checks), [
        (c.win.round, c.differences) for c in checks if not c.agree
    ]


@pytest.mark.parametrize("path", MAJSOUL_SANMA, ids=lambda p: p.name)
def test_a_mahjong_soul_three_player_game_as_mjai_events_agrees_as_its_json(path: Path) -> None:
    # an mjai log does not say its site: read under mahjongsoul-sanma, as the JSON's own room
    # says, each win agrees or differs exactly as the JSON's reading does
    log, theirs = read_log(as_mjai(path), "mahjongsoul-sanma"), read_log_file(path)
    assert _hand_facts(log) == _hand_facts(theirs)
    assert [(c.agree, c.differences) for c in check_log(log)] == [
        (c.agree, c.differences) for c in check_log(theirs)
    ]


def test_a_real_three_player_hand_written_by_a_converter_is_read() -> None:
    log = read_log_file(SANMA_HAND)
    assert log.seats == 3 and log.players == ("Cabs", "Settsu", "Ryuhei") and log.final is None
    hand = log.hands[0]
    assert (hand.round, hand.end, hand.deltas, hand.nuki) == ("E1-0", "win", (0, -5200, 5200), (2, 1, 0))
    (check,) = check_log(log)
    assert check.agree and check.win.discarder == 1
    # the same hand of the game's tenhou.net/6 JSON
    same = read_log_file(DATA / "sanma" / "mortal-sanma-2025121618gm-00b9-0000-0bbd79eb.json").wins[0]
    assert check.win.spec == same.spec


ABORTS = {
    "mjx-kyuushu.mjlog": ("S1-0", "kyuushu"),
    "mjx-four-riichi.mjlog": ("E3-0", "four_riichi"),
    "mjx-four-winds.mjlog": ("S3-0", "four_winds"),
    "mjx-four-kans.mjlog": ("E1-2", "four_kans"),
    "mjx-triple-ron.mjlog": ("S1-1", ""),  # the hands of the three winners are not in the events
}


@pytest.mark.parametrize("name", sorted(ABORTS))
def test_an_abortive_draw_without_its_reason_is_guessed_and_said_as_a_guess(name: str) -> None:
    # Mortal writes a ryukyoku without its reason: such a draw before the wall's end was read as
    # an exhaustive draw (the reason "" counted as fanpai), the dealer's deal kept by "everyone
    # tenpai". Now the kind the hand shows is a guess, said as one, and the money is the log's
    mjlog = read_log_file(DATA / name)
    log = read_log(as_mjai(DATA / name))
    said = read_log(as_mjai(DATA / name, reasons=True))
    label, kind = ABORTS[name]
    hand = next(h for h in log.hands if h.round == label)
    assert (hand.end, hand.abort, hand.abort_guessed) == ("abort", kind, True)
    assert [h for h in log.hands if h.abort_guessed] == [hand]
    mine = next(h for h in mjlog.hands if h.round == label)
    assert (hand.deltas, hand.riichi) == (mine.deltas, mine.riichi)  # the fourth stick paid too
    # the reason said: the kind is the log's, no guess
    told = next(h for h in said.hands if h.round == label)
    assert (told.abort, told.abort_guessed) == (mine.abort, False)
    assert _hand_facts(said) == _hand_facts(mjlog) and not log.gaps


def test_a_guessed_abortive_draw_is_worded_probably_in_the_log_window() -> None:
    log = read_log(as_mjai(DATA / "mjx-kyuushu.mjlog"))
    hand = next(h for h in log.hands if h.end == "abort")
    view = LogViewController("en")
    assert view._end_text(hand) == (
        "Abortive draw: nine different terminals and honors (kyuushu kyuuhai) — probably: the log "
        "does not say which abortive draw it was"
    )
    said = read_log(as_mjai(DATA / "mjx-kyuushu.mjlog", reasons=True))
    told = next(h for h in said.hands if h.end == "abort")
    assert view._end_text(told) == "Abortive draw: nine different terminals and honors (kyuushu kyuuhai)"
    unknown = next(h for h in read_log(as_mjai(DATA / "mjx-triple-ron.mjlog")).hands if h.end == "abort")
    assert view._end_text(unknown) == "Abortive draw (the log does not say which)"
    ru = LogViewController("ru")
    assert "вероятно" in ru._end_text(hand) and "{" not in ru._end_text(hand)
    assert ru._end_text(unknown) == "Абортивная ничья (лог не говорит, какая)"


def test_a_nagashi_mangan_without_its_reason_is_read_from_the_discards() -> None:
    # mjx-nagashi.mjlog's S4-0: the dealer threw only terminals and honours, none called, and
    # the log pays them 12 000; read before as an exhaustive draw with the dealer "tenpai"
    log = read_log(as_mjai(DATA / "mjx-nagashi.mjlog"))
    hand = log.hands[-1]
    assert (hand.round, hand.end, hand.nagashi, hand.deltas) == (
        "S4-0",
        "nagashi",
        (3,),
        (-4000, -4000, -4000, 12000),
    )
    assert hand.tenpai == (0,) == hand.riichi  # in riichi: tenpai, as the mjlog says


@pytest.mark.parametrize(
    "path",
    [GAME, BARE, DATA / "mjx-four-riichi.mjlog", DATA / "mjx-nagashi.mjlog", PAO6, TENHOU_SANMA[0]],
    ids=lambda p: p.name,
)
def test_an_mjai_log_saved_as_a_game_record_replays_to_its_final_scores(path: Path, tmp_path: Path) -> None:
    # the log window's save (log -> record): the record opens and replays to the log's points
    source = path
    if path.suffix != ".mjson":
        source = tmp_path / (path.stem + ".mjson")
        source.write_text(as_mjai(path), encoding="utf-8")
    view = LogViewController("en")
    view.open(source)
    assert view.log is not None and view.log.format == "mjai"
    target = tmp_path / "game.mjgame"
    assert view.save_record(target) == saved_to(target, dated=bool(view.log.date))
    result = replay(load_record(target, strict=True))
    assert result.errors == ()
    # the log's end_game scores, or (a converted mjlog that writes none) the mjlog's own
    final = view.log.final if path.suffix != ".mjlog" else read_log_file(path).final
    assert final is not None and result.final.points == final


def test_the_record_name_offered_for_an_mjai_log_drops_its_extension(tmp_path: Path) -> None:
    view = LogViewController("en")
    for name in ("west.mjson", "west.jsonl"):
        path = tmp_path / name
        path.write_text(GAME.read_text(encoding="utf-8"), encoding="utf-8")
        view.open(path)
        assert view.record_name() == "west.mjgame"  # was west.mjson.mjgame
    # an mjai .log (read by its content, not in the dialog's filter) was offered west.log.mjgame
    for name in ("west.log", "West.LOG", "west.log.gz"):
        path = tmp_path / name
        text = GAME.read_text(encoding="utf-8")
        path.write_bytes(gzip.compress(text.encode()) if name.endswith(".gz") else text.encode())
        view.open(path)
        assert view.record_name() == name.split(".")[0] + ".mjgame", name
    assert "*.log" not in LOG_FILTER.split()


# -- the messages that name the formats read ---------------------------------------------------


def test_a_text_that_is_no_log_names_mjai_among_the_formats(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(LogError) as caught:
        read_log("hello")
    assert caught.value.code == "log_unknown_format"
    assert caught.value.message("en") == (
        "This is not a game log: expected Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log "
        "(line 1, column 1)."
    )
    assert "лог событий mjai" in caught.value.message("ru")
    assert replay_command(["--help"]) == 0
    assert "or an mjai event log (Mortal, mjai-reviewer, Akochan)" in " ".join(
        capsys.readouterr().out.split()
    )


def test_a_game_record_given_to_replay_is_said_to_be_one(tmp_path: Path) -> None:
    # `mjgui replay RECORD.mjgame` said only "This is not a game log… (line 1, column 1)"
    record = tmp_path / "game.mjgame"
    record.write_text("# a game\n\nrules tenhou-sanma\nplayers Aiko Boris Chen\n", encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(record)
    err = caught.value
    assert (err.code, err.line) == ("log_game_record", 3)
    assert err.message("en") == (
        "This is a game record (.mjgame), not a game log: line 3 is a record's rules or players line. "
        "mjgui replay reads Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log; a record is "
        "replayed by mjgui game FILE or opened in the game tracker."
    )
    assert "mjgui game ФАЙЛ" in err.message("ru")
    out = io.StringIO()
    assert replay_command([str(record), "--json"], out=out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == "log_game_record"
    # a record saved in a Windows code page (Notepad's "ANSI") is a record too, not "not UTF-8"
    for text, code_page in (
        ("players Борис Chen Dasha Emil\n", "cp1251"),
        ("players José A B C\n", "cp1252"),
    ):
        record.write_bytes(("# a game\n" + text).encode(code_page))
        with pytest.raises(LogError) as caught:
            read_log_file(record)
        assert (caught.value.code, caught.value.line) == ("log_game_record", 2), code_page
    record.write_bytes(b"# a game\n\xff\xfe not a record\n")  # not UTF-8, and no record: as it was
    with pytest.raises(LogError) as caught:
        read_log_file(record)
    assert caught.value.code == "log_not_text"
    # a text whose first word only looks so is no record: the generic words
    with pytest.raises(LogError) as caught:
        read_log("playersX A B C\n")
    assert caught.value.code == "log_unknown_format"


def test_a_win_stated_only_by_its_changes_that_our_core_cannot_value_is_not_saved(tmp_path: Path) -> None:
    # a Mortal-style win (deltas alone) is written with our core's han and fu; a hand with no win
    # in it (the winning tile taken out) has none to write: said, and nothing is saved
    log = read_log(as_mjai(PAO6))
    hand = log.hands[0]
    win = hand.wins[0]
    junk = tuple(Tile(kind) for kind in range(0, 27, 2))[: len(win.spec.concealed)]  # 1m 3m 5m …
    broken = replace(win, spec=replace(win.spec, concealed=junk, win_tile=junk[-1]))
    spoilt = replace(log, hands=(replace(hand, wins=(broken,)), *log.hands[1:]))
    with pytest.raises(RecordWriteError) as caught:
        game_record(spoilt)
    assert caught.value.code == "unvalued"
    assert caught.value.message("en").startswith(
        "Hand E1-0: the log says only what the win moved, not its han and fu, and mjgui finds no win in "
        "its hand ("
    )
    assert caught.value.message("ru").startswith("Раздача В1-0: лог говорит только")
    lines = game_record(log).splitlines()
    assert len([w for w in lines if w.startswith(("tsumo ", "ron ", "also ron "))]) == len(log.wins)
    assert "tsumo 櫻井奏 yakuman 2 pao 高嶺之草高遠惠輔" in lines  # our reading's yakuman, the pao
