"""A game record saved from a log is dated by the log's game id: the club's season dates its
games by their ``# date`` line, and a record without one by the day its file was saved. Saved
from 26 three-player logs played 2009–2026, every game was dated the day they were saved, and
``mjgui league --since 2025-01-01 --until 2025-12-31`` found none of the nine 2025 games."""

from __future__ import annotations

import csv
import datetime as dt
import io
import shutil
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
        # a tenhou.net/6 log's ref: Tenhou's game id
        ("sanma/mortal-sanma-2025020203gm-00b9-0000-bea67528.json", "2025-02-02"),
        ("sanma/mjai-reviewer3p-double_nukidora.json", "2021-01-02"),  # the name says nothing
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
    assert read_log_file(target).date == "2025-02-02"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2019103023gm-00a9-0000-f90e0fe9", "2019-10-30"),
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
        ("2009-06-03", "auto-white-r"),
        ("2025-02-02", "mortal-sanma"),
        ("2026-04-02", "mortal-sanma"),
    ]
    out = io.StringIO()
    assert league_command([str(club), "--since", "2025-01-01", "--until", "2025-12-31"], out) == 0
    assert out.getvalue().startswith("1 game counted.")
