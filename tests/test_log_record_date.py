"""A game record saved from a log is dated by the log's game id: the club's season dates its
games by their ``# date`` line, and a record without one by the day its file was saved. Saved
from 26 three-player logs played 2009–2026, every game was dated the day they were saved, and
``mjgui league --since 2025-01-01 --until 2025-12-31`` found none of the nine 2025 games.

Tenhou's id names the hour the game started in Japan: its day is the day in UTC of that hour,
the same on every computer. No test here depends on the zone it is run in (run under ``TZ`` of
UTC, Tokyo, New York or Kiritimati, the same days come out); one saves a log in seven zones."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.lines import record_day
from mjgui.core.logs import read_log_bytes, read_log_file
from mjgui.core.logs.model import game_day
from mjgui.core.logs.record import game_record
from mjgui.leaguecli import league_command

LOGS = Path(__file__).resolve().parent / "data" / "logs"
SANMA = LOGS / "sanma"


@pytest.mark.parametrize(
    ("name", "day"),
    [
        # a tenhou.net/6 log's ref: Tenhou's game id (03:00 in Japan, 18:00 the day before in UTC)
        ("sanma/mortal-sanma-2025020203gm-00b9-0000-bea67528.json", "2025-02-01"),
        ("sanma/mjai-reviewer3p-double_nukidora.json", "2021-01-02"),  # the name says nothing (17:00)
        # Mahjong Soul's: the day and a UUID
        ("majsoul-league-analyzer-sample_paipu.json", "2026-09-15"),
    ],
)
def test_a_record_saved_from_a_log_is_dated_by_the_game_id_in_its_ref(name: str, day: str) -> None:
    log = read_log_bytes((LOGS / name).read_bytes())  # the text alone: no file name
    assert log.date == day
    text = game_record(log)
    assert text.splitlines()[0] == f"# date {day}"
    assert record_day(text) == dt.date.fromisoformat(day)


def test_an_mjlog_is_dated_by_the_tenhou_id_in_its_file_name(tmp_path: Path) -> None:
    source = SANMA / "auto-white-reimu-2009060321gm-00b9-0000-75b25bcf.mjlog"
    assert read_log_bytes(source.read_bytes()).date == ""  # an mjlog holds no game id
    assert game_record(read_log_file(source)).startswith("# date 2009-06-03\n# mjlog game log: ")
    renamed = tmp_path / "sanma.mjlog"
    shutil.copyfile(source, renamed)
    text = game_record(read_log_file(renamed))  # no day said anywhere: no date line, as before
    assert text.startswith("# mjlog game log: ") and "# date" not in text


def test_a_ref_of_its_own_outweighs_the_file_name(tmp_path: Path) -> None:
    target = tmp_path / "copy-2011010100gm-00b9-0000-00000000.json"
    shutil.copyfile(SANMA / "mortal-sanma-2025020203gm-00b9-0000-bea67528.json", target)
    assert read_log_file(target).date == "2025-02-01"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2019103023gm-00a9-0000-f90e0fe9", "2019-10-30"),  # 14:00 in UTC
        ("fastmaj-2009082817gm-00ab-0000-997dbe26_tw=0.mjlog", "2009-08-28"),
        ("2009060321gm-00b9-0000-x0123456789ab&tw=1.mjlog", "2009-06-03"),  # an old id
        ("260915-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf", "2026-09-15"),
        ("000000-00000000-0000-0000-0000-000000000000", ""),  # a converter's blank: no day
        ("2019133023gm-00a9-0000-f90e0fe9", ""),  # month 13
        ("2019103025gm-00a9-0000-f90e0fe9", ""),  # hour 25: no id
        ("12019103023gm-00a9-0000-f90e0fe9", ""),  # within a longer number
        ("dnovikoff-sanma2.mjlog", ""),
        ("", ""),
    ],
)
def test_the_day_of_a_game_id(text: str, day: str) -> None:
    assert game_day(text) == day


def test_the_league_dates_the_games_saved_from_logs_by_the_day_they_were_played(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    names = [
        "mortal-sanma-2025020203gm-00b9-0000-bea67528.json",
        "mortal-sanma-2026040200gm-00b9-0000-08bea818.json",
        "auto-white-reimu-2009060321gm-00b9-0000-75b25bcf.mjlog",
    ]
    for name in names:
        controller = LogViewController("en")
        controller.open(SANMA / name)
        controller.save_record(club / (name.rsplit(".", 1)[0] + ".mjgame"))
    games = tmp_path / "games.csv"
    out = io.StringIO()
    assert league_command([str(club), "--games-csv", str(games)], out) == 0
    rows = list(csv.reader(io.StringIO(games.read_text(encoding="utf-8"))))[1:]
    assert sorted({(row[0], row[1][:12]) for row in rows}) == [
        ("2009-06-03", "auto-white-r"),  # 21:00 in Japan, 12:00 in UTC
        ("2025-02-01", "mortal-sanma"),  # 03:00 on 2 February in Japan
        ("2026-04-01", "mortal-sanma"),  # 00:00 on 2 April in Japan
    ]
    out = io.StringIO()
    assert league_command([str(club), "--since", "2025-01-01", "--until", "2025-12-31"], out) == 0
    assert out.getvalue().startswith("1 game counted.")


def test_a_record_saved_from_an_undated_mjai_log_says_it_has_no_date(tmp_path: Path) -> None:
    """An mjai log names no day: the record saved from it has no ``# date`` line, and the save's
    message (the log window's line) says so and how the club counts it, by its file's day; the
    season does just that. A log that names its day says nothing of it."""
    club = tmp_path / "club"
    club.mkdir()
    target = club / "akochan.mjgame"
    view = LogViewController("en")
    view.open(LOGS / "mjai" / "akochan_ui-haifu_log_1001_0.mjson")
    assert view.log is not None and view.log.format == "mjai" and view.log.date == ""
    said = view.save_record(target)
    assert said == (
        f"Saved the game record to {target}. The log does not say on which day the game was played, so "
        "the record has no date: the club counts it on the day its file was last saved. To date it, "
        'add "# date YYYY-MM-DD" as its first line.'
    )
    assert view.view().note == said and not view.view().note_error
    view.set_lang("ru")
    assert view.view().note == (
        f"Запись игры сохранена в {target}. В логе не сказано, в какой день сыграна игра, поэтому у "
        "записи нет даты: в клубе игра учитывается по дню последнего сохранения файла. Чтобы указать "
        "дату, добавьте первой строкой «# date ГГГГ-ММ-ДД»."
    )
    assert record_day(target.read_text(encoding="utf-8")) is None
    # the season counts it on its file's day (local time), as said
    saved = dt.datetime(2024, 7, 9, 12, 0).timestamp()
    os.utime(target, (saved, saved))
    games = tmp_path / "games.csv"
    assert league_command([str(club), "--games-csv", str(games)], io.StringIO()) == 0
    rows = list(csv.reader(io.StringIO(games.read_text(encoding="utf-8"))))[1:]
    assert {row[0] for row in rows} == {"2024-07-09"}
    # a log that names its day: the record is dated, and the message says nothing more
    dated = LogViewController("en")
    dated.open(SANMA / "mortal-sanma-2025020203gm-00b9-0000-bea67528.json")
    assert dated.save_record(club / "dated.mjgame") == f"Saved the game record to {club / 'dated.mjgame'}"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        # a Tenhou game started at 02:15 on 2 February in Japan started at 17:15 on 1 February in
        # UTC (20:15 in Moscow, 18:15 in Berlin): a game of 1 February, the evening's own day
        ("2025020202gm-0009-0000-0123abcd", "2025-02-01"),
        ("2025020200gm-0009-0000-0123abcd", "2025-02-01"),  # 15:00 in UTC
        ("2025020208gm-0009-0000-0123abcd", "2025-02-01"),  # 23:00 in UTC
        ("2025020209gm-0009-0000-0123abcd", "2025-02-02"),  # 00:00 in UTC
        ("2025020123gm-0009-0000-0123abcd", "2025-02-01"),  # 14:00 in UTC
        ("2025030102gm-0009-0000-0123abcd", "2025-02-28"),  # the month's last day
        ("2025010102gm-0009-0000-0123abcd", "2024-12-31"),  # the year's
        ("2024030102gm-0009-0000-0123abcd", "2024-02-29"),  # a leap year's
        ("9999123123gm-0009-0000-0123abcd", "9999-12-31"),
        ("0001010109gm-0009-0000-0123abcd", "0001-01-01"),
        ("0001010108gm-0009-0000-0123abcd", ""),  # 23:00 in UTC before the year 1: no day
        ("0000010100gm-0009-0000-0123abcd", ""),  # year 0: no day
        # Mahjong Soul's id says a day and no hour: that day, as written
        ("250202-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf", "2025-02-02"),
        ("250101-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf", "2025-01-01"),
    ],
)
def test_a_tenhou_games_day_is_the_day_in_utc_of_the_hour_it_started_in_japan(text: str, day: str) -> None:
    assert game_day(text) == day


@contextmanager
def _local_time(zone: str) -> Iterator[None]:
    """This computer's local time, for a while: a POSIX TZ (``MSK-3`` is UTC+3 all year)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


#: Computers of one club in their own zones: Moscow, Berlin, a laptop left on UTC, Tokyo,
#: New York, India (UTC+5:30), Kiritimati (UTC+14)
ZONES = ("MSK-3", "CET-1", "UTC0", "JST-9", "EST5", "IST-5:30", "LINT-14")


@pytest.mark.skipif(not hasattr(time, "tzset"), reason="the time zone cannot be changed here")
def test_one_log_saved_on_computers_in_different_zones_is_one_game_of_one_day(tmp_path: Path) -> None:
    # a real Tenhou game (tenhou.net/6) started at 04:00 on 10 February 2019 in Japan (19:00
    # on 9 February in UTC, 22:00 in Moscow), saved into one club folder by computers in seven
    # zones: every record says 2019-02-09, byte for byte the same file
    source = LOGS / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.json"
    club = tmp_path / "club"
    club.mkdir()
    for zone in ZONES:
        with _local_time(zone):
            assert game_day(source.name) == "2019-02-09"
            controller = LogViewController("en")
            controller.open(source)
            controller.save_record(club / f"{zone}.mjgame")
    saved = {path.read_bytes() for path in club.iterdir()}
    assert len(saved) == 1
    assert saved.pop().decode("utf-8").splitlines()[0] == "# date 2019-02-09"
    # the league counts it once, on that day, with no twin to resolve; whichever file was saved
    # last (a sync or a restore changes the files' times), the day's filter finds it
    for i, last in enumerate(ZONES):
        os.utime(club / f"{last}.mjgame", (1_800_000_000 + i, 1_800_000_000 + i))
        out = io.StringIO()
        assert league_command([str(club), "--since", "2019-02-09", "--until", "2019-02-09"], out) == 0
        text = out.getvalue()
        assert text.startswith("1 game counted.")
        assert f"{len(ZONES) - 1} duplicates not counted again:" in text
        assert "Keep the right one" not in text
        out = io.StringIO()
        league_command([str(club), "--since", "2019-02-10", "--until", "2019-02-10"], out)
        assert "1 game counted." not in out.getvalue()


def test_a_european_clubs_evening_game_on_tenhou_is_counted_on_that_evening(tmp_path: Path) -> None:
    # a real Tenhou game (tenhou.net/6) given the id of a game a Moscow club started at 20:15
    # on 1 February 2025 (18:15 in Berlin), 02:15 on 2 February in Japan: saved on a computer
    # in any zone, it is a game of 1 February
    data = json.loads((LOGS / "mjlog2json-2019021004gm-00a9-0000-e2f6516d.json").read_text(encoding="utf-8"))
    data["ref"] = "2025020202gm-0009-0000-0123abcd"
    source = tmp_path / "evening.json"
    source.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    club = tmp_path / "club"
    club.mkdir()
    controller = LogViewController("en")
    controller.open(source)
    controller.save_record(club / "evening.mjgame")
    assert (club / "evening.mjgame").read_text(encoding="utf-8").splitlines()[0] == "# date 2025-02-01"
    out = io.StringIO()
    assert league_command([str(club), "--since", "2025-02-01", "--until", "2025-02-01"], out) == 0
    assert out.getvalue().startswith("1 game counted.")
    # the file's name says the same (an mjlog, whose text holds no id)
    mjlog = tmp_path / "2025020202gm-0009-0000-0123abcd.mjlog"
    shutil.copyfile(SANMA / "auto-white-reimu-2009060321gm-00b9-0000-75b25bcf.mjlog", mjlog)
    assert read_log_file(mjlog).date == "2025-02-01"
