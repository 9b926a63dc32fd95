"""The rules changed in session 42, at their edges: what a mutation run of the changed lines
(``tools/mutate.py --only`` them: M-League's chombo off the final score, the season's copies of
one game and conflict copies of another, a log's facts kept under another preset, the sticks a
log's game left at its end, a long file name's cut) found untested. Each test asserts what a
player reads or what the game, the log reader or the league does, not the code's shape."""

from __future__ import annotations

import errno
import hashlib
import os
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.core.game import storage
from mjgui.core.game.game import replay
from mjgui.core.league.season import SeasonCache, load_season
from mjgui.core.logs import GameLog, read_log_file
from mjgui.core.logs.final import log_rules, sticks_to_first_of
from mjgui.core.logs.model import LogHand, points_after
from mjgui.core.logs.record import game_record
from mjgui.core.scoring.rules import Rules, preset
from tests.test_league_shared_folder_moves import _moving

LOGS = Path(__file__).parent / "data" / "logs"

PLAYERS = "players Aiko Boris Chen Dasha"

# -- chombo off the final score (core/game/final_score.py, game.py) -------------------------------


def test_a_chombo_off_the_final_score_is_not_in_the_score_before_the_uma() -> None:
    """M-League: Chen's chombo takes 20 points off Chen's final score, after oka and uma. The
    final table's "before uma" column is the score before the uma and before that penalty:
    Chen, first on 35 200 (35 rounded), shows +5 there, then +15 uma and -20: 0 in all."""
    lines = ["chombo Chen", "ron Chen from Aiko 3 40", *["draw"] * 7]
    game = replay("\n".join(["rules seed chombo_score_penalty=20000", PLAYERS, *lines]))
    assert game.errors == ()
    scores = game.final.final_scores
    assert scores is not None
    assert [(f.before_uma, f.uma_points, f.penalty, f.score) for f in scores] == [
        (-5000, -15000, 0, -20000),
        (0, 5000, 0, 5000),
        (5000, 15000, -20000, 0),
        (0, -5000, 0, -5000),
    ]


# -- where a log's sticks left at the end went (core/logs/final.py sticks_to_first_of) -----------

#: fastmaj's game that ends on a draw of West 3 with seat 2's riichi stick on the table: after the
#: draw 27 300, 20 100, 30 000, 21 600; the log's final points give first (seat 2) the stick
TW3 = "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog"


def _tw3() -> tuple[list[LogHand], tuple[int, ...]]:
    log = read_log_file(LOGS / TW3)
    assert log.final == (27300, 20100, 31000, 21600)
    return list(log.hands), log.final


def test_the_logs_last_stick_went_to_first_place() -> None:
    hands, final = _tw3()
    assert sticks_to_first_of(hands, final) is True
    assert log_rules(preset("wrc"), hands, final, None).sticks_to_first is True


def test_a_log_whose_players_end_on_the_last_hands_points_gave_the_sticks_to_nobody() -> None:
    """Every player ends on the points the last draw left them, the stick still on the table: it
    went to nobody, and the record is written so (under seed, which would give it to first)."""
    hands, _ = _tw3()
    final = (27300, 20100, 30000, 21600)
    assert sticks_to_first_of(hands, final) is False
    assert preset("seed").sticks_to_first is True
    assert log_rules(preset("seed"), hands, final, None).sticks_to_first is False


def test_of_two_players_tied_first_the_one_nearer_the_first_dealer_is_first() -> None:
    """Aiko (seat 0) and Chen (seat 2) both end on 31 000; Chen's 1 000 more is the stick. First
    place is Aiko's (the tie goes to the seat nearer the first dealer), who gained nothing: the
    stick did not go to first, and the log says nothing of where it went."""
    hands, _ = _tw3()
    last = hands[-1]
    hands[-1] = replace(last, start=(32500, *last.start[1:]))
    assert points_after(hands[-1]) == (31000, 20100, 30000, 21600)
    final = (31000, 20100, 31000, 21600)
    assert sticks_to_first_of(hands, final) is None
    assert log_rules(preset("wrc"), hands, final, None).sticks_to_first is False
    # Aiko gaining it is first place's
    assert sticks_to_first_of(hands, (32000, 20100, 30000, 21600)) is True


def test_the_stick_is_first_places_only_when_first_gained_it_and_nobody_else_gained() -> None:
    hands, _ = _tw3()
    # first gained the stick, and Boris 1 000 as well: not the sticks going to first
    assert sticks_to_first_of(hands, (27300, 21100, 31000, 21600)) is None
    assert log_rules(preset("wrc"), hands, (27300, 21100, 31000, 21600), None).sticks_to_first is False
    # first gained two sticks' worth where one was left: not the stick either
    assert sticks_to_first_of(hands, (27300, 20100, 32000, 21600)) is None
    assert log_rules(preset("wrc"), hands, (27300, 20100, 32000, 21600), None).sticks_to_first is False


# -- a log's facts kept under another preset (core/logs/model.py dealt_rules, played_rules,
# aborted_rules), as the record saved from it says them on its rules line ----------------------


def _record(log: GameLog, rules: Rules) -> str:
    """The record saved from ``log`` read under ``rules``, the log's final points unknown (a log
    cut short: no final count to match the rules to)."""
    return game_record(replace(log, rules=log_rules(rules, log.hands, None, None)))


def _rules_line(log: GameLog, rules: Rules) -> str:
    return _record(log, rules).splitlines()[1]


#: mjx-west-round.mjlog: dealt 25 000, it plays West 1 after South 4
WEST = "mjx-west-round.mjlog"


def _to_south(name: str = WEST) -> GameLog:
    """The log's hands to South 4: a game that played no hand past South."""
    log = read_log_file(LOGS / name)
    return replace(log, hands=tuple(h for h in log.hands if h.round_wind <= 1))


def test_a_west_round_dealt_at_other_points_plays_on_to_the_rules_target_and_returns_the_deal() -> None:
    """Read under seed (30 000 dealt and returned), the log's game dealt 25 000 and played West:
    the record starts and returns at 25 000 (no oka), and its extra round goes on until someone
    has seed's 30 000."""
    log = read_log_file(LOGS / WEST)
    assert any(h.round_wind == 2 for h in log.hands)
    text = _record(log, preset("seed"))
    assert text.splitlines()[1] == (
        "rules seed edition=1 start_points=25000 return_points=25000 overtime=on overtime_points=30000"
    )
    state = replay(text).final
    scores = state.final_scores
    assert scores is not None and sum(state.points) == 100000
    # returned at 25 000: the scores before the uma add up to nothing (no oka for first)
    assert sum(f.before_uma for f in scores) == 0


def test_a_hanchan_that_played_no_hand_past_south_keeps_the_return_as_its_target() -> None:
    """The same log to South 4 under seed with the extra round: nothing was played past the last
    round, so no target of its own is kept (it is the 25 000 returned)."""
    assert _rules_line(_to_south(), preset("seed").with_options(overtime=True)) == (
        "rules seed edition=1 start_points=25000 return_points=25000 overtime=on"
    )


def test_an_east_only_game_that_played_south_played_its_extra_round() -> None:
    """Read as an east-only game, South is the extra round: the rules turn it on (they have none)
    and keep its target, seed's 30 000, where the deal and return are 25 000."""
    east = preset("seed").with_options(east_only=True)
    expected = (
        "rules seed edition=1 start_points=25000 return_points=25000 east_only=on overtime=on "
        "overtime_points=30000"
    )
    assert _rules_line(_to_south(), east) == expected
    assert _rules_line(_to_south(), east.with_options(overtime=True)) == expected
    # the log's East hands only: no extra round played
    log = read_log_file(LOGS / WEST)
    east_hands = replace(log, hands=tuple(h for h in log.hands if h.round_wind == 0))
    assert (
        _rules_line(east_hands, east)
        == "rules seed edition=1 start_points=25000 return_points=25000 east_only=on"
    )


def test_sanchahou_under_rules_that_make_it_an_abortive_draw_needs_no_abortive_draws() -> None:
    """ema with triple_ron_abort: three rons on one discard are an abortive draw of their own
    (sanchahou), though the rules play no other. mjx-triple-ron.mjlog's South 1 is one: the
    record's rules line says nothing of abortive draws. Another kind of abortive draw (the four
    riichi of mjx-four-riichi.mjlog) turns them on."""
    rules = preset("ema").with_options(triple_ron_abort=True)
    assert not rules.abortive_draws and rules.abort_allowed
    log = read_log_file(LOGS / "mjx-triple-ron.mjlog")
    assert [h.abort for h in log.hands if h.end == "abort"] == ["triple_ron"]
    assert (
        _rules_line(log, rules)
        == "rules ema edition=2 start_points=25000 return_points=25000 triple_ron_abort=on"
    )
    four = read_log_file(LOGS / "mjx-four-riichi.mjlog")
    assert [h.abort for h in four.hands if h.end == "abort"] == ["four_riichi"]
    assert "abortive_draws=on" in _rules_line(four, rules).split()


def _on_zero(log: GameLog, at: int) -> GameLog:
    """``log`` with its hand ``at`` leaving its first seat on exactly 0 points."""
    hands = list(log.hands)
    hand = hands[at]
    owed = hand.deltas[0] - (1000 if 0 in hand.riichi else 0)
    hands[at] = replace(hand, start=(-owed, *hand.start[1:]))
    assert points_after(hands[at])[0] == 0
    return replace(log, hands=tuple(hands))


def test_a_player_on_exactly_zero_is_not_below_it() -> None:
    """A game that went on with a player on exactly 0 did not go on below zero (seed ends a game
    below zero, not on it): no ``buttobi=off``; nor does a game that stops on such a hand end
    below zero (ema plays on below zero: no ``buttobi=on``)."""
    log = read_log_file(LOGS / WEST)
    seed = "rules seed edition=1 start_points=25000 return_points=25000 overtime=on overtime_points=30000"
    assert _rules_line(_on_zero(log, 3), preset("seed")) == seed
    cut = replace(log, hands=log.hands[:4])
    assert (
        _rules_line(_on_zero(cut, 3), preset("ema"))
        == "rules ema edition=2 start_points=25000 return_points=25000"
    )
    # below zero by 100: the game went on below zero, and ended there
    below = _on_zero(log, 3)
    hand = below.hands[3]
    below = replace(
        below,
        hands=(
            *below.hands[:3],
            replace(hand, start=(hand.start[0] - 100, *hand.start[1:])),
            *below.hands[4:],
        ),
    )
    assert "buttobi=off" in _rules_line(below, preset("seed")).split()
    cut = replace(below, hands=below.hands[:4])
    assert "buttobi=on" in _rules_line(cut, preset("ema")).split()


def test_an_east_only_game_may_end_below_zero_after_east_4_without_buttobi() -> None:
    """East 4 is an east-only game's last hand: ending there with a player below zero says
    nothing of buttobi (the game ended with its last hand). In a hanchan the same end, before
    South, is the end below zero: ema, which plays on, gets ``buttobi=on``."""
    log = read_log_file(LOGS / WEST)
    east = _on_zero(replace(log, hands=log.hands[:8]), 7)
    assert east.hands[-1].round == "E4-0"
    last = east.hands[-1]
    east = replace(east, hands=(*east.hands[:7], replace(last, start=(last.start[0] - 100, *last.start[1:]))))
    assert points_after(east.hands[-1])[0] == -100
    ema_east = preset("ema").with_options(east_only=True)
    assert (
        _rules_line(east, ema_east)
        == "rules ema edition=2 start_points=25000 return_points=25000 east_only=on"
    )
    assert "buttobi=on" in _rules_line(east, preset("ema")).split()


def _ends_below(log: GameLog, at: int) -> GameLog:
    """``log`` cut after its hand ``at``, which leaves its first seat on -100."""
    cut = _on_zero(replace(log, hands=log.hands[: at + 1]), at)
    last = cut.hands[-1]
    return replace(cut, hands=(*cut.hands[:-1], replace(last, start=(last.start[0] - 100, *last.start[1:]))))


def test_a_hanchan_ending_below_zero_in_south_4_says_nothing_of_buttobi_and_in_south_3_ends_there() -> None:
    """South 4 is a hanchan's last hand: ending there below zero is the game's own end (ema keeps
    its rules). South 3 is not: the game ended there below zero, ``buttobi=on``."""
    log = read_log_file(LOGS / WEST)
    south_4 = _ends_below(log, 13)
    assert south_4.hands[-1].round == "S4-0" and points_after(south_4.hands[-1])[0] == -100
    assert _rules_line(south_4, preset("ema")) == "rules ema edition=2 start_points=25000 return_points=25000"
    south_3 = _ends_below(log, 12)
    assert south_3.hands[-1].round == "S3-1"
    assert (
        _rules_line(south_3, preset("ema"))
        == "rules ema edition=2 start_points=25000 return_points=25000 buttobi=on"
    )


# -- the season's conflict copies of another game (core/league/season.py another_game, Apart) ----

GAME_A = "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
GAME_C = "# date 2026-11-20\nplayers Emil Fedor Gleb Hana\nron Gleb from Emil yakuman\n"
CONFLICT = "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame"


def test_a_conflict_copy_of_another_tables_game_is_said_so_in_russian(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    (folder / CONFLICT).write_text(GAME_C, encoding="utf-8")
    [note] = load_season([folder]).apart
    assert note.message("ru", within=folder) == (
        f"{CONFLICT} назван копией конфликта синхронизации файла table-1.mjgame, но ни один из его "
        "игроков не играл в той записи, а раздачи в нём другие: это игра другого стола, и она "
        "учитывается. Сохраните оба файла (переименуйте его, если хотите)."
    )


def test_a_record_still_being_copied_with_zeros_at_its_end_is_said_so_in_russian(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    data = GAME_A.encode()
    (folder / "table-1.mjgame").write_bytes(data[:40] + b"\0" * (len(data) - 40))
    [skipped] = load_season([folder]).skipped
    assert skipped.error.code == "zero_filled"
    assert skipped.message("ru", within=folder) == (
        "table-1.mjgame со строки 2 и до конца заполнен нулевыми байтами: возможно, файл ещё "
        "копируется (копирование может сначала заполнить файл нулями). Попробуйте снова, когда "
        "копирование закончится; если так и останется, файл повреждён: возьмите запись из другой "
        "копии. Файл не изменён."
    )


GAME_B = "# date 2026-11-20\nplayers Aiko Boris Chen Dasha\nron Dasha from Aiko yakuman\n"
OTHER_CONFLICT = "table-0.sync-conflict-20261120-231502-ABCDEF1.mjgame"


@pytest.mark.parametrize("damaged", ["the record", "its conflict copy"])
def test_a_conflict_copy_of_another_tables_game_is_counted_after_one_that_cannot_be_weighed(
    tmp_path: Path, damaged: str
) -> None:
    """table-0's conflict copy comes first, and cannot be told apart from its record: the record
    or the copy is damaged. table-1's conflict copy, another table's game, is still counted."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-0.mjgame").write_text(GAME_B, encoding="utf-8")
    (folder / OTHER_CONFLICT).write_text(
        GAME_B.replace("Dasha from Aiko", "Chen from Aiko"), encoding="utf-8"
    )
    bad = folder / ("table-0.mjgame" if damaged == "the record" else OTHER_CONFLICT)
    bad.write_bytes(b"players Aiko\0Boris\n")
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    (folder / CONFLICT).write_text(GAME_C, encoding="utf-8")
    season = load_season([folder])
    apart = [(n.path.name, n.code) for n in season.apart]
    counted = {g.path.name for g in season.games}
    assert {CONFLICT, "table-1.mjgame"} <= counted and bad.name not in counted
    left_out = {s.path.name: s.error.code for s in season.skipped}
    if damaged == "the record":
        # the record is said damaged, and its conflict copy, which reads, counted in its place
        assert apart == [(OTHER_CONFLICT, "conflict_refused"), (CONFLICT, "conflict_other_table")]
        assert OTHER_CONFLICT in counted and left_out[bad.name] == "binary"
        assert OTHER_CONFLICT not in left_out
    else:  # a damaged conflict copy is never counted beside its record
        assert apart == [(CONFLICT, "conflict_other_table")]
        assert left_out[OTHER_CONFLICT] == "sync_conflict"


@pytest.mark.parametrize("renamed", ["copy", "record"])
def test_a_conflict_copy_whose_player_the_aliases_name_as_the_records_is_no_other_table(
    tmp_path: Path, renamed: str
) -> None:
    """The conflict copy's players are all others by their names, but the aliases file makes
    Борис the record's Boris (whichever file writes him so): the same table's game in two
    versions, left out; without the aliases file, another table's, counted."""
    folder = tmp_path / "club"
    folder.mkdir()
    mine = "# date 2026-11-20\nplayers Борис Emil Fedor Gleb\nron Emil from Борис yakuman\n"
    theirs = GAME_A.replace("Chen from Boris", "Dasha from Chen")
    if renamed == "record":
        mine, theirs = mine.replace("Борис", "Boris"), theirs.replace("Boris", "Борис")
    (folder / "table-1.mjgame").write_text(theirs, encoding="utf-8")
    (folder / CONFLICT).write_text(mine, encoding="utf-8")
    (folder / "mjgui-aliases.txt").write_text("Борис = Boris\n", encoding="utf-8")
    season = load_season([folder])
    assert [(s.path.name, s.error.code) for s in season.skipped] == [(CONFLICT, "sync_conflict")]
    assert not season.apart
    (folder / "mjgui-aliases.txt").unlink()
    assert [n.code for n in load_season([folder]).apart] == ["conflict_other_table"]


def test_a_conflict_copy_sharing_its_first_player_is_no_other_table_whatever_the_aliases_file(
    tmp_path: Path,
) -> None:
    """The aliases file does not read (not UTF-8): the names are taken as written. The copy's
    first player, Aiko, plays in the record: the same table's game, left out."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    copy = "# date 2026-11-20\nplayers Aiko Emil Fedor Gleb\nron Emil from Aiko yakuman\n"
    (folder / CONFLICT).write_text(copy, encoding="utf-8")
    (folder / "mjgui-aliases.txt").write_bytes(b"Boris = Bor\xffis\n")
    season = load_season([folder])
    assert [(s.path.name, s.error.code) for s in season.skipped] == [(CONFLICT, "sync_conflict")]
    assert [g.path.name for g in season.games] == ["table-1.mjgame"] and not season.apart


# -- a record renamed while the season is read (core/league/season.py load_season) ---------------


@pytest.mark.parametrize("moves", [3, 4])
def test_the_folder_is_listed_again_three_times_for_a_record_renamed_while_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, moves: int
) -> None:
    """Three listings again: a record renamed at each of the first three reads is read under its
    name at the fourth; renamed at that one as well, it is said so."""
    folder = tmp_path / "club"
    folder.mkdir()
    first = folder / "table-1.mjgame"
    first.write_text(GAME_A, encoding="utf-8")
    done = _moving(monkeypatch, first, folder / "table-1b.mjgame", moves)
    season = load_season([folder])
    assert len(done) == moves
    if moves == 3:
        assert [g.path for g in season.games] == [done[-1]] and not season.skipped
    else:
        assert not season.games
        assert [s.error.code for s in season.skipped] == ["unreadable"]


def test_the_last_listing_of_a_reload_keeps_what_it_read_for_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The club window's Reload: table-2 moves at every read of this load, which the last listing
    leaves out; table-1, read by it, is not replayed by the next load (taken as it was)."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-1.mjgame").write_text(GAME_A, encoding="utf-8")
    moving = folder / "table-2.mjgame"
    moving.write_text(GAME_B, encoding="utf-8")
    _moving(monkeypatch, moving, folder / "table-2b.mjgame", 4)
    cache = SeasonCache()
    season = load_season([folder], cache)
    assert [g.path.name for g in season.games] == ["table-1.mjgame"]
    assert [s.error.code for s in season.skipped] == ["unreadable"]
    again = load_season([folder], cache)
    assert sorted(g.path.name for g in again.games) == ["table-1.mjgame", "table-2.mjgame"]
    assert cache.replayed == 1  # table-2 alone


# -- a long file name (core/game/storage.py short_name, name_too_long, write_target) ------------

RECORD = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"


def test_a_long_records_temp_file_keeps_the_start_of_its_name_and_one_that_fits_whole() -> None:
    """The temp file a save writes beside a long record is named by the record's first 39 bytes,
    ``~`` and 8 digits of its SHA-256 (48 bytes); a name of exactly 48 bytes is kept whole."""
    long = "table-of-a-very-long-evening-" + "x" * 250 + ".mjgame"
    digest = hashlib.sha256(long.encode()).hexdigest()[:8]
    cut = storage.short_name(long, storage.TEMP_NAME_BYTES)
    assert cut == f"{long[:39]}~{digest}" and len(cut.encode()) == 48
    fits = "a" * 41 + ".mjgame"
    assert len(fits.encode()) == 48 and storage.short_name(fits, 48) == fits
    assert (
        storage.short_name("a" * 42 + ".mjgame", 48)
        == "a" * 39 + "~" + hashlib.sha256(("a" * 42 + ".mjgame").encode()).hexdigest()[:8]
    )
    # a Cyrillic letter is two bytes: the cut keeps whole letters (19 of them, 38 bytes)
    cyrillic = "ж" * 40 + ".mjgame"
    assert (
        storage.short_name(cyrillic, 48) == "ж" * 19 + "~" + hashlib.sha256(cyrillic.encode()).hexdigest()[:8]
    )


def test_a_record_named_with_exactly_the_temp_names_bytes_is_written_through_a_temp_of_its_whole_name(
    tmp_path: Path,
) -> None:
    target = tmp_path / ("a" * 41 + ".mjgame")
    temps: list[Path] = []
    storage.atomic_write_text(target, RECORD, before_replace=temps.append)
    [temp] = temps
    # beside the record (a rename across folders, or file systems, is no atomic save)
    assert temp.parent == tmp_path and temp.name.startswith(f".{target.name}.")
    assert target.read_text(encoding="utf-8") == RECORD and os.listdir(tmp_path) == [target.name]


def test_a_record_saved_through_a_link_to_a_name_too_long_is_refused_with_a_typed_error(
    tmp_path: Path,
) -> None:
    """A record saved (``save_record`` writes through links) by a link whose target's name, 307
    bytes, no folder takes: the error should be ``name_too_long`` of that file, nothing written."""
    far = tmp_path / ("ж" * 150 + ".mjgame")
    link = tmp_path / "table-1.mjgame"
    os.symlink(far, link)
    with pytest.raises(storage.StorageError) as caught:
        storage.save_record(link, RECORD)
    assert caught.value.code == "name_too_long" and caught.value.path == str(far)
    assert os.listdir(tmp_path) == [link.name]


def _deep_folder(top: Path, size: int) -> Path:
    """A folder under ``top`` whose path is ``size`` bytes long (made a level at a time: the
    system refuses a path that long in one call)."""
    fd = os.open(top, os.O_RDONLY)
    path = str(top)
    try:
        while len(path) < size:
            part = "d" * min(200, size - len(path) - 1)
            os.mkdir(part, dir_fd=fd)
            inner = os.open(part, os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
            path = f"{path}/{part}"
    finally:
        os.close(fd)
    assert len(path) == size
    return Path(path)


def test_a_folder_so_deep_that_the_temp_files_path_is_too_long_says_so(tmp_path: Path) -> None:
    """The record's own path fits (4 090 bytes), but its temp file's, beside it, is longer than
    the system takes (4 096 with the end): the save says the path is too long, not "could not be
    written", and writes nothing."""
    folder = _deep_folder(tmp_path, 4050)
    target = folder / ("a" * 32 + ".mjgame")
    assert len(str(target)) == 4090
    with pytest.raises(storage.StorageError) as caught:
        storage.atomic_write_text(target, RECORD)
    assert caught.value.code == "path_too_long" and caught.value.path == str(target)
    assert caught.value.message().endswith(
        "is longer than the system takes. Choose a shorter name or a folder nearer the top of the "
        "disk. Nothing was written."
    )


def test_a_name_of_exactly_the_longest_a_folder_takes_is_no_name_too_long() -> None:
    """255 bytes is a name the folder takes: when the system says "too long", it is the path."""
    err = OSError(errno.ENAMETOOLONG, "File name too long")
    said = storage.name_too_long("/club/" + "a" * 248 + ".mjgame", err)
    assert said is not None and said.code == "path_too_long"
    said = storage.name_too_long("/club/" + "a" * 249 + ".mjgame", err)
    assert said is not None and said.code == "name_too_long" and said.params["size"] == 256


def test_windows_file_name_too_long_is_said_so() -> None:
    """Windows says a name too long by ``winerror`` 206 (ERROR_FILENAME_EXCED_RANGE), its errno
    another: the error is the name's, as on Linux."""
    err = OSError(errno.EINVAL, "The filename or extension is too long")
    err.winerror = 206  # type: ignore[attr-defined]
    said = storage.name_too_long("C:/club/table-1.mjgame", err)
    assert said is not None and said.code == "path_too_long"
    long = "ж" * 150 + ".mjgame"
    said = storage.name_too_long(f"/club/{long}", err)
    assert said is not None and said.code == "name_too_long" and said.params["size"] == 307
    other = OSError(errno.EINVAL, "Invalid argument")
    other.winerror = 87  # type: ignore[attr-defined]
    assert storage.name_too_long("C:/club/table-1.mjgame", other) is None


def test_a_path_too_long_is_said_in_both_languages() -> None:
    said = storage.name_too_long("/a/b/table-1.mjgame", OSError(errno.ENAMETOOLONG, "File name too long"))
    assert said is not None
    assert said.message() == (
        "/a/b/table-1.mjgame was not saved: the path of the file, its folders included, is longer "
        "than the system takes. Choose a shorter name or a folder nearer the top of the disk. "
        "Nothing was written."
    )
    assert said.message("ru") == (
        "/a/b/table-1.mjgame не сохранён: путь к файлу вместе с папками длиннее, чем допускает "
        "система. Выберите имя покороче или папку ближе к корню диска. Ничего не записано."
    )


def test_a_windows_name_with_a_lone_surrogate_is_counted_as_utf8_writes_it() -> None:
    """A Windows name may hold a lone surrogate (U+D800), which UTF-8 writes in three bytes: a
    name of 100 of them is 300 bytes, too long."""
    name = "\ud800" * 100 + ".mjgame"
    assert storage.name_bytes(name) == b"\xed\xa0\x80" * 100 + b".mjgame"
    said = storage.name_too_long(f"/club/{name}", OSError(errno.ENAMETOOLONG, "File name too long"))
    assert said is not None and said.code == "name_too_long" and said.params["size"] == 307


def test_the_longest_name_is_the_folders_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """An eCryptfs home folder takes names of 143 bytes at most: a name of 200 is said too long
    for it, with its limit; a folder whose system sets no limit (-1) or says nothing takes 255."""

    def pathconf(path: object, name: str) -> int:
        if name != "PC_NAME_MAX":
            raise ValueError(name)
        return {"/home/aiko/Private": 143, "/mnt/nolimit": -1}.get(str(path), 255)

    monkeypatch.setattr(os, "pathconf", pathconf)
    err = OSError(errno.ENAMETOOLONG, "File name too long")
    name = "a" * 193 + ".mjgame"
    said = storage.name_too_long(f"/home/aiko/Private/{name}", err)
    assert (
        said is not None
        and said.code == "name_too_long"
        and (said.params["size"], said.params["max"]) == (200, 143)
    )
    assert "a file name in that folder can be at most 143 bytes" in said.message()
    assert storage.name_max("/mnt/nolimit") == 255
    said = storage.name_too_long(f"/mnt/nolimit/{name}", err)
    assert said is not None and said.code == "path_too_long"


def test_a_record_whose_folder_cannot_be_looked_into_is_refused_with_a_typed_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder above the record cannot be searched (EACCES, as for a player without the
    right; faked here, the tests may run as root): whether the record is a link is not known,
    and the save says it could not be written, nothing more."""
    target = tmp_path / "shut" / "table-1.mjgame"
    denied = OSError(errno.EACCES, "Permission denied")

    def lstat(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if Path(str(path)).parent == target.parent:
            raise PermissionError(*denied.args)
        return real_stat(path, *args, **kwargs)  # type: ignore[arg-type]

    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lstat)
    monkeypatch.setattr(os, "lstat", lstat)
    with pytest.raises(storage.StorageError) as caught:
        storage.save_record(target, RECORD)
    assert caught.value.code == "write_failed" and caught.value.path == str(target)
    assert "Permission denied" in caught.value.message()


# -- the game's survivors of `make mutate`'s sample (rons_after, the players line, pao) ----------

DOUBLE_RON_GAME = (
    "rules seed atama_hane=off\nplayers A B C D\n"
    "ron B from A 3 30\nalso ron C from A 2 30\nalso ron D from A 1 30\nron C from D 1 30\n"
)


def test_the_winners_after_a_ron_on_its_discard_and_none_elsewhere() -> None:
    """rons_after: the later winners on the ron's discard (seats), from a ron or an also-ron line;
    () on the discard's last ron, on the next hand's ron, on other lines and outside the record."""
    game = replay(DOUBLE_RON_GAME)
    assert [s.error for s in game.steps] == [None] * 6
    assert game.rons_after(3) == (2, 3)  # C (seat 2) and D (seat 3) after B
    assert game.rons_after(4) == (3,)
    assert game.rons_after(5) == ()  # the discard's last: the next hand's ron is not on it
    assert game.rons_after(6) == ()
    assert [game.rons_after(n) for n in (0, 1, 2, 7, 99)] == [(), (), (), (), ()]


def test_a_players_line_names_the_count_it_holds_in_each_rules_table() -> None:
    """Four-player rules: 2 names said as 2; three-player rules read a five-name line (read before
    its rules) as the three-player table's error, kept on its line and text."""
    two = replay("players A B\n").steps[0].error
    assert two is not None and (two.code, two.params["count"], two.line) == ("players_count", 2, 1)
    assert "this line names 2" in two.message("en")
    five = replay("rules tenhou-sanma\nplayers A B C D E\n").steps[1].error
    assert five is not None and five.code == "players_count_3"
    assert (five.line, five.text, five.params["count"]) == (2, "players A B C D E", 5)
    assert five.message("en").startswith("Line 2 (players A B C D E): a game under three-player rules")


@pytest.mark.parametrize("pao", ["pao C", "pao C daisangen"])
def test_pao_on_a_hand_without_a_pao_yakuman_names_the_player_and_the_rules_yakuman(pao: str) -> None:
    """A kokushi with a liable player, the pao yakuman named or not: no pao yakuman in the hand."""
    line = f'ron B from A hand "119m19p19s1234567z --win 7z" {pao}'
    error = replay(f"rules seed\nplayers A B C D\n{line}\n").steps[2].error
    assert error is not None and error.code == "pao_not_in_hand"
    assert error.params == {"name": "C", "known": "daisangen, daisuushii, suukantsu"}
    assert error.message("en").endswith(
        "the hand has no yakuman with pao (daisangen, daisuushii, suukantsu), so nobody is liable; "
        'remove "pao C".'
    )


# -- the rest of the game's sampled survivors (lines 431, 681, 732, 751, 817, 895) ---------------


def test_a_refused_rules_line_of_a_good_preset_is_its_own_step_before_the_three_players() -> None:
    """A three-player preset with a wrong option: the line is refused, kept as its own step (its
    line, the state before it), and the lines after it are read at that preset's three seats
    and 35 000 points; each line's share of the points is still there to show."""
    game = replay("rules tenhou-sanma bogus=1\nplayers A B C\nron B from A 1 30\n")
    first = game.steps[0]
    assert first.error is not None and first.error.code == "unknown_rule_option"
    assert (first.line.number, first.line.text) == (1, "rules tenhou-sanma bogus=1")
    assert first.before.rules.players == 4 and first.state.rules.players == 3
    assert [s.error for s in game.steps[1:]] == [None, None]
    assert game.line_shares() == ((), (0, 0, 0), (-1000, 1000, 0))
    assert game.final.points == (34000, 36000, 35000)


#: a rules line's pao word of every yakuman someone can be liable for but chinroutou (rules.PAO_ABLE)
PAO_BUT_ONE = "pao=daisangen,daisuushii,ryuuiisou,suukantsu,tsuuiisou"


def test_the_longest_pao_word_is_said_in_the_whole_sentence() -> None:
    """``pao`` names only yakuman someone can be liable for (rules.PAO_ABLE): the longest word a
    refusal offers, all six of them, is said in the whole sentence (a short one was kept for
    lists with kokushi_13 or suuankou_tanki in them, which pao no longer takes)."""
    line = "ron Boris from Dasha yakuman pao Chen chinroutou"
    (full,) = replay(f"rules seed {PAO_BUT_ONE}\n{PLAYERS}\n{line}\n").errors
    word = "pao=chinroutou,daisangen,daisuushii,ryuuiisou,suukantsu,tsuuiisou"
    assert (full.code, full.line) == ("pao_not_in_rules", 3)
    assert full.message("en").endswith(
        f'chinroutou carries no pao under these rules. If your table has pao for it, add "{word}" '
        "to the rules line."
    )
    # an older mjgui's record naming kokushi_13 too reads, the kokushi_13 left out (it never applies)
    assert replay(f"rules seed {PAO_BUT_ONE},kokushi_13\n{PLAYERS}\n").errors == ()


def test_a_word_after_the_liable_player_of_a_hand_is_refused_with_the_rules_pao_yakuman() -> None:
    """A win written as its hand (tsuuiisou daisangen) with a word after the liable player that
    is no yakuman: refused, naming EMA's pao yakuman."""
    line = 'tsumo Chen hand "111z222z555z666z77z" pao Dasha foo'
    (error,) = replay(f"rules ema\n{PLAYERS}\n{line}\n").errors
    assert (error.code, error.line) == ("bad_pao", 3)
    assert error.message("en").endswith(
        '"foo" after the liable player is not a yakuman count or a pao yakuman of these rules '
        '(daisangen or daisuushii): e.g. "pao Dasha" or "pao Dasha daisangen".'
    )


def test_a_pao_share_above_a_hand_of_two_pao_yakuman_lists_both() -> None:
    """Daisangen and suukantsu in one hand, a share of 3 for the liable player: more than its
    two pao yakuman, each said with its count."""
    hand = '"55m --kan 5555z --kan 6666z --kan 7777z --kan 9999p --win 5m"'
    (error,) = replay(f"rules seed\n{PLAYERS}\nron Chen from Aiko hand {hand} pao Dasha 3\n").errors
    assert (error.code, error.params) == (
        "pao_share_hand",
        {"share": 3, "held": "daisangen: 1, suukantsu: 1"},
    )
    assert error.message("en").endswith(
        "the pao share (3) is more than the hand's pao yakuman (daisangen: 1, suukantsu: 1)."
    )


def test_a_triple_ron_s_sticks_go_to_the_first_winner_after_the_discarder_in_the_standings(
    tmp_path: Path,
) -> None:
    """Chen, Dasha and the dealer Aiko, each in riichi, all ron Boris (1 han 30 fu): Chen, next
    after Boris, takes the three sticks (+4000 on the line), his own stick back no gain: a win of
    3000; Dasha's is 1000 and Aiko's 1500, their sticks lost."""
    from mjgui.core.league.season import read_game
    from mjgui.core.league.standings import standings

    path = tmp_path / "triple.mjgame"
    path.write_text(
        "rules seed atama_hane=off east_only=on\n"
        f"{PLAYERS}\nriichi Chen\nriichi Dasha\nriichi Aiko\n"
        "ron Chen from Boris 1 30\nalso ron Dasha from Boris 1 30\nalso ron Aiko from Boris 1 30\n"
        + "draw\n"
        * 4,
        encoding="utf-8",
    )
    rows = {row.name: row.stats for row in standings([read_game(path)])}
    assert {name: (s.win_points, s.ron_wins) for name, s in rows.items()} == {
        "Aiko": (1500, 1),
        "Boris": (0, 0),
        "Chen": (3000, 1),
        "Dasha": (1000, 1),
    }


def test_three_players_under_triple_ron_abort_may_both_ron_one_discard() -> None:
    """triple_ron_abort takes away a third ron on one discard: with three players there are only
    two who can ron, and both are paid."""
    record = (
        "rules tenhou-sanma triple_ron_abort=on\nplayers A B C\nron B from A 1 30\nalso ron C from A 1 30\n"
    )
    game = replay(record)
    assert game.errors == ()
    assert game.final.points == (33000, 36000, 36000)
