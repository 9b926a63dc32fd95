"""A result list never says "1 more below": the one row is shown instead.

At 1024 x 640 in Russian the fu list of a tanki hand ended after three rows with "Ниже ещё: 1"
under them, a note as tall as the fourth row's line would have been («ожидание танки 11s: 2 фу»
was behind it). The rows now come closer together when short of room (1 px above and below their
words instead of 3, as the yaku's shorter forms); a last row that still does not fit is shown cut
in "…" where the list ends, its whole words in its tooltip. Two rows or more below still get the
note."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from mjgui.app import paint_now
from mjgui.controller.scoring.views import FuRow
from mjgui.gui.appsetup import apply_theme
from mjgui.gui.results import ListRow, ResultList, fu_items
from mjgui.gui.util import nobreak
from tests.gui.test_calculator_fits import open_on

TANKI = ["123m456p789s555z11s", "--win", "1s"]
#: seven fu items: an open kan, a closed kan, an open pon, a dragon pair, a kanchan wait, tsumo
OPEN_KANS = ["13s77z2s", "--kan", "1111m", "--ankan", "9999p", "--pon", "555z", "--tsumo", "--win", "2s"]


@pytest.fixture(params=["light", "dark"])
def theme(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, request.param)
    yield request.param
    apply_theme(app, "system")


def baseline_in_sight(lst: ResultList, row: ListRow) -> bool:
    """The row's words, to the baseline of their last line, inside the list's viewport."""
    view = lst.viewport()
    top = row.mapTo(view, QPoint(0, 0)).y()
    last_line = row.text.y() + row.text.height() - row.text.fontMetrics().descent()
    return top >= 0 and top + last_line <= view.height()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_short_fu_list_shows_every_row_whole_without_a_note(
    make_window, theme: str, lang: str, size: tuple[int, int]
) -> None:
    window = open_on(make_window, lang, TANKI, size)
    fu = window.fu_list
    rows = fu.rows()
    assert len(rows) == 4
    assert rows[-1].plain == {"en": "tanki (pair) wait 11s: 2 fu", "ru": "ожидание танки 11s: 2\xa0фу"}[lang]
    assert not fu.more.isVisible() and fu.more.text() == ""
    for row in rows:
        assert row.isVisible() and baseline_in_sight(fu, row), row.plain
        assert row.text.text() == nobreak(row.plain) and not row.toolTip(), row.plain
    if (lang, size) == ("ru", (1024, 640)):
        # short of room: the rows closer together, as a yaku list's shorter forms
        assert fu.level() == 1
        assert all(row.layout().contentsMargins().top() == ListRow.TIGHT_MARGIN for row in rows)
    else:
        assert fu.level() == 0
        assert all(row.layout().contentsMargins().top() == ListRow.MARGIN for row in rows)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_fu_list_keeps_its_note_for_two_rows_or_more(make_window, theme: str, lang: str) -> None:
    window = open_on(make_window, lang, OPEN_KANS, (1024, 640))
    fu = window.fu_list
    rows = fu.rows()
    assert len(rows) == 7
    view = fu.viewport()
    below = [row for row in rows if row.mapTo(view, QPoint(0, 0)).y() + row.height() > view.height()]
    assert len(below) >= 2
    assert fu.more.isVisible()
    word = {"en": "More below", "ru": "Ниже ещё"}[lang]
    assert fu.more.text() == f"{word}: {len(below)}"
    assert not any(row.cut for row in rows)
    # a larger window: every row whole, no note
    window.resize(1280, 800)
    paint_now(window)
    assert not fu.more.isVisible()
    assert all(baseline_in_sight(fu, row) and row.text.text() == nobreak(row.plain) for row in rows)


FOUR = [
    "base fu (futei): 20 fu",
    "closed hand won by ron (menzen kafu): 10 fu",
    "closed triplet of terminals or honors 555z: 8 fu",
    "closed kan of terminals or honors 1111m and a wait on a single tile 11s: 34 fu",
]


def shown_list(qtbot: object, texts: list[str], width: int, height: int) -> ResultList:
    lst = ResultList("fu", rich=False)
    qtbot.addWidget(lst)  # type: ignore[attr-defined]
    lst.set_rows(fu_items_of(texts))
    lst.resize(width, height)
    lst.show()
    qtbot.waitExposed(lst)  # type: ignore[attr-defined]
    paint_now(lst)
    return lst


def fu_items_of(texts: list[str]) -> list[tuple[str, str, str]]:
    return fu_items(tuple(FuRow(fu=index + 1, reason="", text=text) for index, text in enumerate(texts)))


def heights(qtbot: object, texts: list[str], width: int) -> tuple[int, int]:
    """The height the list needs for all of ``texts`` at ``width``, rows closer together, and
    that of all but the last one's last line."""
    lst = shown_list(qtbot, texts, width, 2000)
    for row in lst.rows():
        row.show_form(1)
    paint_now(lst)
    last = lst.rows()[-1]
    bottom = last.y() + last.height()
    line = last.text.fontMetrics().lineSpacing()
    lst.close()
    return bottom, bottom - line


def test_the_one_row_that_does_not_fit_is_cut_where_the_list_ends(qtbot) -> None:
    width = 260
    whole, short = heights(qtbot, FOUR, width)
    lst = shown_list(qtbot, FOUR, width, short - 2)
    rows = lst.rows()
    last = rows[-1]
    assert lst.level() == 1  # the rows closer together first
    assert not lst.more.isVisible()  # no "More below: 1"
    assert last.isVisible() and baseline_in_sight(lst, last)
    assert last.cut
    assert last.text.text().endswith("…") and last.text.text() != nobreak(last.plain)
    assert nobreak(last.plain).startswith(last.text.text()[:-1].rstrip(" :"))
    assert last.toolTip() == last.plain  # the whole words
    assert last.accessibleName() == f"4 {last.plain}"
    for row in rows[:-1]:
        assert not row.cut and row.text.text() == nobreak(row.plain) and baseline_in_sight(lst, row)
    # room for it all again: the row whole, no tooltip
    lst.resize(width, whole + 10)
    paint_now(lst)
    assert not last.cut and last.text.text() == nobreak(last.plain) and not last.toolTip()
    assert not lst.more.isVisible()
    # two rows or more short of room: the note says how many, no row cut
    lst.resize(width, short - last.height() - 10)
    paint_now(lst)
    assert not any(row.cut for row in rows)
    view = lst.viewport()
    below = [row for row in rows if row.mapTo(view, QPoint(0, 0)).y() + row.height() > view.height()]
    assert len(below) >= 2
    assert lst.more.isVisible() and lst.more.text() == f"More below: {len(below)}"
