"""The club window's date fields show the date filter applied, after a table switch and a
reload too. The controller had kept its dates whatever the table, while the fields, which show
no day outside the table's first and last game's, were clamped to the new table: the fields
said 2026-11-20 to 2026-11-20 over an empty table (the filter applied from 2026-12-01), the PDF
printed "Games from 2026-12-01 on", and picking the day shown changed nothing (an unchanged
date sends no signal). Now dates that hold none of the table's games are cleared, and the
notice says so once; a date at or beyond the table's own end is no filter on that table, and
kept as chosen for the other (a switch there and back had lost it: the December game back in
the table, the chart, the PDF and Games to CSV, nothing said); others are kept."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt

from mjgui.controller.game.club import TABLE_COLUMNS
from mjgui.gui.club import ClubWindow
from mjgui.gui.util import nobreak

FOUR = """# date {date}
rules seed east_only=on
players {a} {b} {c} {d}
ron {a} from {b} mangan
ron {b} from {c} mangan
ron {c} from {d} mangan
ron {d} from {a} {hand}
ron {a} from {b} haneman
"""
THREE = """# date {date}
rules tenhou-sanma
players {a} {b} {c}
ron {a} from {b} yakuman 1
"""
PLAYERS = ("Aiko", "Boris", "Chen", "Dasha")
FOUR_DAYS = ("2026-10-02", "2026-11-06", "2026-12-05")
THREE_DAYS = ("2026-10-09", "2026-11-20")
CLEARED = (
    "The dates chosen hold no game of the table shown (its games are from {} to {}), so the date "
    "filter was cleared."
)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


def _folder(root: Path) -> Path:
    root.mkdir()
    # each game its own seats and hands: a game's hands under another date are a copy of it
    hands = ("3 40", "2 30", "4 30")
    for days, text, seats in ((FOUR_DAYS, FOUR, 4), (THREE_DAYS, THREE, 3)):
        for i, day in enumerate(days):
            names = dict(zip("abcd", (PLAYERS[(i + s) % 4] for s in range(seats)), strict=False))
            record = text.format(date=day, hand=hands[i], **names)
            (root / f"{seats}-{day}.mjgame").write_text(record, encoding="utf-8")
    return root


def _fields(club: ClubWindow) -> tuple[str, str]:
    return club.since.date().toString("yyyy-MM-dd"), club.until.date().toString("yyyy-MM-dd")


def _games_in_table(club: ClubWindow) -> int:
    """The games the table shows: each game counts once for each of its players."""
    games = TABLE_COLUMNS.index("games")
    seats = club.controller.table_players
    total = sum(int(club.table.item(r, games).text()) for r in range(club.table.rowCount()))
    assert total % seats == 0
    return total // seats


def _assert_fields_are_the_filter(club: ClubWindow, days: tuple[str, ...]) -> None:
    """The fields show the dates applied (a field at the table's end: no filter that side),
    and the table holds the table's games between the fields' days."""
    controller = club.controller
    dates = controller.view().dates
    assert dates is not None
    since, until = _fields(club)
    applied = controller.applied_dates
    assert (applied[0] or dates[0]).isoformat() == since
    assert (applied[1] or dates[1]).isoformat() == until
    within = [d for d in days if since <= d <= until]
    assert sorted(g.date.isoformat() for g in controller.shown.games) == within
    assert _games_in_table(club) == len(within)


def _to_table(club: ClubWindow, qtbot: object, players: int) -> None:
    """Choose a table with the selector's arrow keys, as a player would."""
    club.players.setFocus()
    key = Qt.Key.Key_Down if players == 3 else Qt.Key.Key_Up
    qtbot.keyClick(club.players, key)  # type: ignore[attr-defined]
    assert club.controller.table_players == players


def test_switching_tables_shows_the_dates_applied(club: ClubWindow, tmp_path: Path, qtbot: object) -> None:
    club.open_folder(_folder(tmp_path / "club"))
    assert club.controller.table_players == 4
    club.since.setDate(QDate(2026, 12, 1))
    assert club.controller.since == dt.date(2026, 12, 1)
    _assert_fields_are_the_filter(club, FOUR_DAYS)
    assert _games_in_table(club) == 1
    # the three-player games end on 11-20: from 12-01 holds none of them, so the filter is cleared
    _to_table(club, qtbot, 3)
    assert (club.controller.since, club.controller.until) == (None, None)
    assert _fields(club) == THREE_DAYS
    _assert_fields_are_the_filter(club, THREE_DAYS)
    assert club.notice.isVisible() and club.notice.text() == nobreak(CLEARED.format(*THREE_DAYS))
    assert not any(
        line.startswith("Games from") for line in club.controller.printed_lines(dt.date(2026, 12, 7))
    )
    # picking a day in the field works: from 11-20, the one game of that day
    club.since.setDate(QDate(2026, 11, 20))
    assert club.controller.since == dt.date(2026, 11, 20)
    _assert_fields_are_the_filter(club, THREE_DAYS)
    assert _games_in_table(club) == 1
    assert club.notice.text() == ""  # said once: the filter chosen since is the player's own
    # back on the four-player table, from 11-20 holds its game of 12-05: kept, nothing said
    _to_table(club, qtbot, 4)
    assert club.controller.since == dt.date(2026, 11, 20)
    assert _fields(club) == ("2026-11-20", "2026-12-05")
    _assert_fields_are_the_filter(club, FOUR_DAYS)
    assert _games_in_table(club) == 1 and club.notice.text() == ""
    assert "Games from 2026-11-20 on" in club.controller.printed_lines(dt.date(2026, 12, 7))


def test_a_date_before_the_tables_first_game_is_no_filter(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    """From 10-05 on the four-player table: the three-player table's first game is of 10-09,
    which the field shows; the filter is none there (the PDF says no "Games from 2026-10-05 on"
    under a field that says 10-09), and the games are all shown, nothing said; the dates chosen
    are kept for the four-player table (test_a_date_chosen_survives_the_other_table)."""
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 10, 5))
    club.until.setDate(QDate(2026, 11, 30))
    assert _games_in_table(club) == 1
    _to_table(club, qtbot, 3)
    assert club.controller.applied_dates == (None, None)
    assert (club.controller.since, club.controller.until) == (dt.date(2026, 10, 5), dt.date(2026, 11, 30))
    assert _fields(club) == THREE_DAYS
    _assert_fields_are_the_filter(club, THREE_DAYS)
    assert _games_in_table(club) == 2 and club.notice.text() == ""
    assert not any(line.startswith("Games") for line in club.controller.printed_lines(dt.date(2026, 12, 7)))


def test_reload_shows_the_dates_applied(club: ClubWindow, tmp_path: Path) -> None:
    """From 12-01, then the only game from that day on deleted and Reload pressed: the fields
    had said 11-06 to 11-06 over an empty table (the filter from 12-01 applied)."""
    root = _folder(tmp_path / "club")
    club.open_folder(root)
    club.since.setDate(QDate(2026, 12, 1))
    assert _games_in_table(club) == 1
    (root / "4-2026-12-05.mjgame").unlink()
    club.reload_button.click()
    days = FOUR_DAYS[:2]
    assert (club.controller.since, club.controller.until) == (None, None)
    assert _fields(club) == days
    _assert_fields_are_the_filter(club, days)
    assert _games_in_table(club) == 2
    assert club.notice.text() == nobreak(CLEARED.format(*days))
    assert not any(
        line.startswith("Games from") for line in club.controller.printed_lines(dt.date(2026, 12, 7))
    )
    # a date the folder still has stays, as before: from 11-06 kept
    club.since.setDate(QDate(2026, 11, 6))
    club.reload_button.click()
    assert club.controller.since == dt.date(2026, 11, 6) and club.notice.text() == ""
    _assert_fields_are_the_filter(club, days)
    assert _games_in_table(club) == 1


def test_the_notice_is_said_in_russian(club: ClubWindow, tmp_path: Path, qtbot: object) -> None:
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 12, 1))
    club.languages.set_language("ru")
    _to_table(club, qtbot, 3)
    assert club.notice.text() == nobreak(
        "За выбранные даты не сыграно ни одной игры этой таблицы (её игры — с 2026-10-09 по "
        "2026-11-20), поэтому фильтр по датам снят."
    )


def _type_until(club: ClubWindow, qtbot: object, month_down: int, day: str) -> None:
    """Type a *to* date as a player does in the field: its month stepped down with the arrow
    key, then its day typed over."""
    club.until.setFocus()
    qtbot.keyClick(club.until, Qt.Key.Key_End)  # type: ignore[attr-defined]
    for _ in range(3):  # back to the month
        qtbot.keyClick(club.until, Qt.Key.Key_Left)  # type: ignore[attr-defined]
    for _ in range(month_down):
        qtbot.keyClick(club.until, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    qtbot.keyClick(club.until, Qt.Key.Key_End)  # type: ignore[attr-defined]
    for _ in range(2):
        qtbot.keyClick(club.until, Qt.Key.Key_Backspace)  # type: ignore[attr-defined]
    qtbot.keyClicks(club.until, day)  # type: ignore[attr-defined]


def _days_shown(club: ClubWindow) -> list[str]:
    return sorted(g.date.isoformat() for g in club.controller.shown.games)


def _games_csv_days(club: ClubWindow, path: Path) -> list[str]:
    assert club.export("games", str(path))
    rows = path.read_text(encoding="utf-8-sig").splitlines()[1:]
    return sorted({row.split(",")[0] for row in rows})


def test_a_date_chosen_survives_the_other_table(club: ClubWindow, tmp_path: Path, qtbot: object) -> None:
    """Up to 2026-11-30 on the four-player table (leaving out its game of 12-05), then the
    three-player table (its last game of 11-20: the field shows 11-20, no filter there), then
    back: the filter was lost on the way (the three-player table had rewritten it to none), the
    December game was back in the table, the chart and the PDF, nothing said, and Games to CSV
    wrote it too. The date chosen is kept; each table shows what it applies to it."""
    from tests.gui.test_club_pdf import _ink, _pdf_text

    club.open_folder(_folder(tmp_path / "club"))
    _type_until(club, qtbot, 1, "30")
    assert club.controller.until == dt.date(2026, 11, 30)
    assert _fields(club) == ("2026-10-02", "2026-11-30")
    assert _days_shown(club) == ["2026-10-02", "2026-11-06"]
    # the three-player table: all its games, the field at its last game's day, no PDF line
    _to_table(club, qtbot, 3)
    assert _fields(club) == THREE_DAYS
    _assert_fields_are_the_filter(club, THREE_DAYS)
    assert _games_in_table(club) == 2 and club.notice.text() == ""
    assert not any(line.startswith("Games") for line in club.controller.printed_lines(dt.date(2026, 12, 7)))
    # Games to CSV, asked on the three-player table: both tables up to the date chosen
    all_days = sorted((*FOUR_DAYS, *THREE_DAYS))
    assert _games_csv_days(club, tmp_path / "games-3.csv") == all_days[:-1]
    # back: up to 11-30 still, in the fields, the table, the chart, the PDF and the games CSV
    _to_table(club, qtbot, 4)
    assert club.controller.until == dt.date(2026, 11, 30)
    assert _fields(club) == ("2026-10-02", "2026-11-30")
    _assert_fields_are_the_filter(club, FOUR_DAYS)
    assert _days_shown(club) == ["2026-10-02", "2026-11-06"] and _games_in_table(club) == 2
    assert "date filter" not in club.notice.text()  # the export's word only: nothing cleared
    days = [d for d in club.chart.data.days if d is not None]
    assert days and max(days) == dt.date(2026, 11, 6)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    text = _ink("".join(_pdf_text(pdf)))
    assert _ink("Games up to 2026-11-30") in text
    assert "4-2026-11-06" in text and "2026-12-05" not in text
    assert _games_csv_days(club, tmp_path / "games-4.csv") == all_days[:-1]


def test_a_from_date_chosen_survives_the_other_table(club: ClubWindow, tmp_path: Path, qtbot: object) -> None:
    """From 10-05 on the four-player table (its first game of 10-02 left out), the
    three-player table (first game 10-09: no filter there), and back: the 10-02 game stays out."""
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 10, 5))
    _to_table(club, qtbot, 3)
    assert _fields(club) == THREE_DAYS and _games_in_table(club) == 2
    _to_table(club, qtbot, 4)
    assert club.controller.since == dt.date(2026, 10, 5)
    assert _fields(club) == ("2026-10-05", "2026-12-05")
    assert _days_shown(club) == ["2026-11-06", "2026-12-05"]
    assert "Games from 2026-10-05 on" in club.controller.printed_lines(dt.date(2026, 12, 7))


def test_the_other_field_changed_on_the_other_table_keeps_the_date_chosen(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    """Up to 11-30 on the four-player table; on the three-player table, whose *to* field shows
    its last game's day, *From* set to 10-15: the *to* chosen is the player's still, and applies
    back on the four-player table."""
    club.open_folder(_folder(tmp_path / "club"))
    _type_until(club, qtbot, 1, "30")
    _to_table(club, qtbot, 3)
    club.since.setDate(QDate(2026, 10, 15))
    assert _days_shown(club) == ["2026-11-20"]
    assert _fields(club) == ("2026-10-15", "2026-11-20")
    _to_table(club, qtbot, 4)
    assert (club.controller.since, club.controller.until) == (dt.date(2026, 10, 15), dt.date(2026, 11, 30))
    assert _fields(club) == ("2026-10-15", "2026-11-30")
    assert _days_shown(club) == ["2026-11-06"]


def test_a_date_chosen_survives_a_reload_that_adds_a_later_game(club: ClubWindow, tmp_path: Path) -> None:
    """Up to 11-30 and a four-player game of 12-20 saved: the filter still leaves December out."""
    root = _folder(tmp_path / "club")
    club.open_folder(root)
    club.until.setDate(QDate(2026, 11, 30))
    later = (root / "4-2026-12-05.mjgame").read_text(encoding="utf-8").replace("2026-12-05", "2026-12-20")
    (root / "4-2026-12-20.mjgame").write_text(later.replace("4 30", "2 40"), encoding="utf-8")
    club.reload_button.click()
    assert _fields(club) == ("2026-10-02", "2026-11-30")
    assert _days_shown(club) == ["2026-10-02", "2026-11-06"] and club.notice.text() == ""


def test_games_to_csv_after_the_dates_were_cleared_holds_every_game(
    club: ClubWindow, tmp_path: Path, qtbot: object
) -> None:
    """From 12-01 on the four-player table, then the three-player table: the dates hold none of
    its games and are cleared, as the notice says; Games to CSV then writes every game of both
    tables, and back on the four-player table every game is shown."""
    club.open_folder(_folder(tmp_path / "club"))
    club.since.setDate(QDate(2026, 12, 1))
    _to_table(club, qtbot, 3)
    assert club.notice.text() == nobreak(CLEARED.format(*THREE_DAYS))
    assert _games_csv_days(club, tmp_path / "games.csv") == sorted((*FOUR_DAYS, *THREE_DAYS))
    _to_table(club, qtbot, 4)
    assert _days_shown(club) == list(FOUR_DAYS) and _fields(club) == (FOUR_DAYS[0], FOUR_DAYS[-1])
