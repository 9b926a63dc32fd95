"""Dates chosen within a table's first and last game's days that hold none of its games: the
filter is the player's and is kept (the fields show it), but the league table emptied with no
word, as if the folder held no game. The notice now says that no game of the table was played
within the dates, with the days its games are from, while the dates stay so; dates outside
the table's games are still cleared on a table switch or a reload (test_club_dates_fit)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QDate

from mjgui.gui.club import ClubWindow
from mjgui.gui.util import nobreak
from tests.gui.test_club_dates_fit import FOUR_DAYS, _fields, _folder, _games_in_table

EMPTY = (
    "No game of the table shown was played within the dates chosen (its games are from 2026-10-02 "
    "to 2026-12-05), so the table is empty: choose other dates."
)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def test_dates_between_two_games_are_kept_and_said(club: ClubWindow, tmp_path: Path) -> None:
    root = _folder(tmp_path / "club")
    club.open_folder(root)
    assert club.controller.table_players == 4 and club.notice.text() == ""
    # 10-10 to 10-31: inside the table's span (10-02 .. 12-05), none of its games
    club.since.setDate(QDate(2026, 10, 10))
    club.until.setDate(QDate(2026, 10, 31))
    controller = club.controller
    assert (controller.since, controller.until) == (dt.date(2026, 10, 10), dt.date(2026, 10, 31))
    assert _fields(club) == ("2026-10-10", "2026-10-31")  # kept as chosen
    assert club.table.rowCount() == 0 and not controller.shown.games
    assert club.notice.isVisible() and club.notice.text() == nobreak(EMPTY)
    # a reload keeps them (inside the span) and says it still
    club.reload_button.click()
    assert (controller.since, controller.until) == (dt.date(2026, 10, 10), dt.date(2026, 10, 31))
    assert EMPTY in club.notice.text().replace("\u00a0", " ")
    # a game within the dates: the table fills, nothing said
    club.until.setDate(QDate(2026, 11, 6))
    assert _games_in_table(club) == 1 and club.notice.text() == ""
    # the filter cleared by its fields at the table's ends: every game, nothing said
    club.since.setDate(QDate(2026, 10, 2))
    club.until.setDate(QDate(2026, 12, 5))
    assert _games_in_table(club) == len(FOUR_DAYS) and club.notice.text() == ""


def test_the_rules_filter_alone_is_not_said_as_the_dates(club: ClubWindow, tmp_path: Path) -> None:
    """Dates that hold a game, under rules none of them was played by: not the dates' doing."""
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 11, 1))
    club.controller.set_rules("mleague")
    assert not club.controller.shown.games
    assert "dates chosen" not in club.notice.text()


def test_the_notice_in_russian(club: ClubWindow, tmp_path: Path) -> None:
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 10, 10))
    club.until.setDate(QDate(2026, 10, 31))
    club.languages.set_language("ru")
    assert club.notice.text() == nobreak(
        "За выбранные даты не сыграно ни одной игры этой таблицы (её игры — с 2026-10-02 по "
        "2026-12-05), поэтому таблица пуста: выберите другие даты."
    )
