"""The final results show the players' names whole: the Player column takes the room the names
need, the numbers' columns what theirs need; a name is cut only when there is no room, and its
tooltip has it whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget
from test_tracker_keyboard import alt
from test_tracker_support import TrackerPlayer, activate, write

from mjgui.gui.tracker.final import NAME, FinalResults
from tests.util import HANCHAN

NAMES = {"Aiko": "Александра", "Boris": "Константин", "Chen": "Чен", "Dasha": "Дарья"}


def game(names: dict[str, str]) -> str:
    text = HANCHAN
    for old, new in names.items():
        text = text.replace(old, new)
    return text


@pytest.fixture
def open_tracker(tracker_on_record: object) -> object:
    return tracker_on_record


def shown_final(player: TrackerPlayer, size: tuple[int, int], big: bool) -> FinalResults:
    window = player.window
    window.resize(*size)
    if big:
        window.set_big(True, fullscreen=False)
    QApplication.processEvents()
    final = window.big_final if big else window.final
    assert final.isVisible()
    return final


def names_whole(final: FinalResults) -> dict[str, bool]:
    """Each name: does it fit its cell (the text's width within the column, less the item's
    padding and the view's margins)?"""
    table = final.table
    out = {}
    for row in range(table.rowCount()):
        item = table.item(row, NAME)
        assert item.toolTip() == item.text()
        width = QFontMetrics(item.font()).horizontalAdvance(item.text())
        out[item.text()] = width + final._px * 0.4 + 8 <= table.columnWidth(NAME)
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("size", "big"), [((1024, 640), False), ((1280, 800), True), ((1920, 1080), True)], ids=str
)
def test_the_names_are_whole(open_tracker: object, lang: str, size: tuple[int, int], big: bool) -> None:
    """At 1920x1080 the big view grew its text with the width and gave the six columns equal
    widths: «Константин» was cut to «Конс…»."""
    player = open_tracker(lang, game(NAMES))  # type: ignore[operator]
    final = shown_final(player, size, big)
    assert names_whole(final) == dict.fromkeys(NAMES.values(), True)
    table = final.table
    # the table is filled across, without a scroll bar; the numbers are whole too
    assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width()
    for column, need in enumerate(final.column_needs()):
        assert table.columnWidth(column) >= need
    if big:  # the numbers are as large as before: the names took the spare room
        assert final._px == max(15, min(final.width() // 26, final.height() // 12))


def test_long_names_make_the_big_view_smaller_then_are_cut(open_tracker: object) -> None:
    long = {"Aiko": "АлександраВикторовна", "Boris": "КонстантинКонстантинович", "Chen": "Чен", "Dasha": "Д"}
    player = open_tracker("ru", game(long))  # type: ignore[operator]
    final = shown_final(player, (1280, 800), True)
    # the text smaller than its width would make it, so that the names are whole
    assert final._px < min(final.width() // 26, final.height() // 12)
    assert all(names_whole(final).values())
    # the normal view at 1024, its left side as narrow as it goes: no room; the numbers stay
    # whole, the long names are cut
    player.window.set_big(False)
    player.window.splitter.setSizes([1, 1024])
    final = shown_final(player, (1024, 640), False)
    whole = names_whole(final)
    assert whole["Чен"] and whole["Д"] and not whole["КонстантинКонстантинович"]
    table = final.table
    needs = final.column_needs()
    for column in range(table.columnCount()):
        if column != NAME:
            assert table.columnWidth(column) == needs[column]


def test_the_columns_fill_the_table_after_each_resize(open_tracker: object) -> None:
    """A window opened at the offscreen screen's size left the columns fitted to the table's
    width before its viewport was laid out: the Player column was squeezed to «гро» beside
    empty room on the right."""
    player = open_tracker("ru", game(NAMES))  # type: ignore[operator]
    for size in ((560, 700), (784, 760), (1024, 640), (700, 640), (1280, 800)):
        final = shown_final(player, size, False)
        table = final.table
        assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width(), size
        if table.viewport().width() >= sum(final.column_needs()):
            assert all(names_whole(final).values()), size


def test_the_columns_fill_a_table_first_shown_with_its_window(qtbot: object, tmp_path: Path) -> None:
    """A finished game opened before its window is shown (``--tracker FILE --screenshot``): the
    table's first resize came before its viewport's, and the columns kept the old width."""
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.window import TrackerWindow

    settings = Settings.at(str(tmp_path / "s.ini"))
    window = TrackerWindow(data_dir=tmp_path / "data", settings=settings, lang="ru")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        assert window.open_file(write(tmp_path / "g.mjgame", game(NAMES)))
        window.resize(784, 760)
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        QApplication.processEvents()
        table = window.final.table
        assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width()
        assert all(names_whole(window.final).values())
        # the table alone made wider (as a layout does): the columns follow its new viewport
        table.resize(table.width() + 150, table.height())
        QApplication.processEvents()
        assert sum(table.columnWidth(c) for c in range(table.columnCount())) == table.viewport().width()
    finally:
        window.languages.set_language("en")


# tenhou rules allow a second winner on the last ron's discard: "Also ron…" stays after the end
LAST_RON = "rules tenhou\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 7 + "ron Boris from Aiko 3 30\n"


def shown_whole(widget: QWidget) -> bool:
    """No ancestor up to the window cuts any of ``widget``."""
    rect = widget.rect()
    while not widget.isWindow() and (parent := widget.parentWidget()) is not None:
        rect = rect.translated(widget.pos())
        widget = parent
        if not widget.rect().contains(rect):
            return False
    return True


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_finished_game_that_takes_an_also_ron_fits_1024x640(open_tracker: object, lang: str) -> None:
    """The Also ron and Full-screen table buttons had a row of their own above the final
    results: the window could not be made less than 677 px high, and at 640 the South card lost
    its last change. Now Also ron stands beside the final results' title (Alt+its letter still
    reaches it) and the full-screen table is on F11 and in the View menu."""
    text = LAST_RON
    if lang == "ru":
        for old, new in NAMES.items():
            text = text.replace(old, new)
    player = open_tracker(lang, text)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    QApplication.processEvents()
    assert window.final.isVisible() and window.also_button.isVisible()
    assert window.minimumSizeHint().height() <= 640
    assert window.height() == 640
    changes = [seat.delta for seat in window.table.seats if seat.isVisible() and seat.delta.isVisible()]
    assert [delta.text() for delta in changes] == ["−6000", "+6000"]  # the bottom card first
    assert all(shown_whole(delta) for delta in changes)
    # the button on the title's row, no taller than it; its letter opens the Ron dialog
    assert window.also_button.parentWidget() is window.final
    assert window.also_button.geometry().bottom() <= window.final.title.geometry().bottom()
    assert not window.actions_box.isVisible()
    activate(window, player.qtbot)
    alt(player, window.also_button.text())
    player.qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())  # type: ignore[attr-defined]
    assert player.dialog.also.isChecked()  # type: ignore[attr-defined]
    player.dialog.reject()
    # the ron deleted: the game goes on, and the button is back in the action row beside Ron;
    # undone: beside the title again
    window.delete_line(len(window.controller.record.lines))
    QApplication.processEvents()
    assert window.actions_box.isVisible() and window.also_button.parentWidget() is window.actions_box
    assert window.also_button.minimumHeight() == window.action_buttons["ron"].minimumHeight()
    window.undo()
    QApplication.processEvents()
    assert window.also_button.isVisible() and window.also_button.parentWidget() is window.final
    assert window.minimumSizeHint().height() <= 640
    # the full-screen table: F11 (the View menu's item)
    assert window.act_big.shortcut().toString() == "F11" and window.act_big in window.menu_view.actions()


PROVISIONAL = {
    "en": "Not final yet: another winner on this discard? Also ron…",
    "ru": "Пока не окончательные: был ещё рон? «Ещё рон…»",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=str)
def test_the_not_final_yet_note_is_whole_and_apart_from_the_title(
    open_tracker: object, lang: str, size: tuple[int, int]
) -> None:
    """The note beside "Final results" while another winner may still be added was one line cut
    with «…» at every size («…record it with Also ron…» at 1280x800, mid-word in Russian at
    1024x640), its whole sentence only in the tooltip, and it touched the title ("Final
    resultsNot final yet"). Now it is short, broken into at most two lines at its room, whole,
    a gap after the title; the window still fits 1024x640."""
    player = open_tracker(lang, LAST_RON)  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    QApplication.processEvents()
    final = window.final
    note, title = final.provisional, final.title
    assert note.isVisible() and window.also_button.isVisible()
    shown = note.text()
    assert shown.replace("\n", " ") == PROVISIONAL[lang] and note.toolTip() == ""
    assert shown.count("\n") <= 1
    metrics = note.fontMetrics()
    assert all(metrics.horizontalAdvance(line) <= note.width() for line in shown.split("\n"))
    assert note.height() >= (shown.count("\n") + 1) * metrics.lineSpacing()
    assert shown_whole(note)
    # the title's words whole and a gap after them; the note ends before the button
    assert title.geometry().right() >= title.x() + title.fontMetrics().horizontalAdvance(title.text()) - 1
    assert note.x() - title.geometry().right() > 6
    assert note.geometry().right() < window.also_button.x()
    assert window.minimumSizeHint().height() <= 640
    changes = [seat.delta for seat in window.table.seats if seat.isVisible() and seat.delta.isVisible()]
    assert len(changes) == 2 and all(shown_whole(delta) for delta in changes)


# three players tie for first under split uma with oka: the final results' note is three lines
# (with the seed's rounding, said last)
TIED = (
    "rules seed chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000\n"
    "players Aiko Boris Chen Dasha\nchombo Aiko\n" + "draw\n" * 4
)
# any Tenhou game: its oka, here all four tied on points and placed by seat, and its rounding
TENHOU_TIE = "rules tenhou east_only=on overtime=off\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 4


def seen_in_window(widget: QWidget, window: QWidget, cover: QWidget) -> bool:
    """``widget`` lies whole within ``window``'s visible area (:func:`shown_whole`) and
    ``cover`` (another widget of the window) does not overlap it."""
    rect = widget.rect().translated(widget.mapTo(window, widget.rect().topLeft()))
    covered = cover.rect().translated(cover.mapTo(window, cover.rect().topLeft()))
    return shown_whole(widget) and window.rect().contains(rect) and not rect.intersects(covered)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_final_note_leaves_the_seat_cards_whole_at_1024x640(open_tracker: object, lang: str) -> None:
    """A three-way tie under split uma with oka made the note under the final results three
    lines long, and at 1024x640 the South card lost its change line and its bottom edge. The
    note now takes at most two lines, cut with «…»; its tooltip has it whole."""
    player = open_tracker(lang, TIED)  # type: ignore[operator]
    window = player.window
    window.resize(1024, 640)
    QApplication.processEvents()
    final = window.final
    assert final.isVisible() and window.height() == 640
    assert window.minimumSizeHint().height() <= 640
    note = final.note
    # the big view's note, with the room to show it whole, is the whole note
    whole = window.big_final.note.text()
    assert whole.count(".") >= 4 and whole.endswith("делят они." if lang == "ru" else "share the rest.")
    assert note.toolTip() == whole and note.text() != whole and note.text().endswith("…")
    assert "\n" in note.text() and note.text().count("\n") == 1
    assert note.height() <= 2 * note.fontMetrics().lineSpacing() + 2
    assert seen_in_window(note, window, window.table)
    seats = [seat for seat in window.table.seats if seat.isVisible()]
    assert len(seats) == 4
    for seat in seats:
        assert seat.delta.isVisible()
        assert seat.delta.text() == ("−12\u202f000" if seat is seats[0] else "+4000")  # South first
        assert seen_in_window(seat.delta, window, final)
        assert seen_in_window(seat, window, final)
    # a wider window has room for it in two lines: whole, and no tooltip
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert note.text() == whole and note.toolTip() == ""


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("size", "big"), [((1024, 640), False), ((1920, 1080), True)], ids=str)
def test_the_chombo_column_leaves_the_names_whole(
    open_tracker: object, lang: str, size: tuple[int, int], big: bool
) -> None:
    """M-League's chombo takes points off the final score: a seventh column (Chombo) says it,
    and the names and the numbers still show whole."""
    record = (
        "rules mleague east_only=on\nplayers Александра Константин Чен Дарья\nriichi Константин\n"
        "chombo Чен\nron Константин from Дарья 3 30\ndraw\ndraw\ndraw\n"
    )
    player = open_tracker(lang, record)  # type: ignore[operator]
    final = shown_final(player, size, big)
    table = final.table
    assert table.columnCount() == 7
    assert names_whole(final) == dict.fromkeys(NAMES.values(), True)
    assert sum(table.columnWidth(c) for c in range(7)) == table.viewport().width()
    for column, need in enumerate(final.column_needs()):
        assert table.columnWidth(column) >= need


#: the sentences of a final note that must show in the normal view (at 1280x800: each whole), and
#: the rounding's, said last (in the tooltip and the big view when cut)
NOTE_SENTENCES = {
    (TIED, "en"): (
        ("The oka, 20\u202f000 (+20), is shared by the players tied for first.",),
        ("Players tied on points share their places and split their uma equally.",),
        "All but those tied for first rounded to the nearest 1000 (−2500\u00a0→\u00a0−2000); they share the "
        "rest.",
    ),
    (TIED, "ru"): (
        ("Ока, 20\u202f000 (+20), делится поровну между разделившими первое место.",),
        ("Равные по очкам делят места, ума этих мест — поровну.",),
        "Кроме делящих первое место, очки округлены с шагом 1000 (−2500\u00a0→\u00a0−2000); остаток делят "
        "они.",
    ),
    (TENHOU_TIE, "en"): (
        ("The oka, 20\u202f000 (+20), goes to first place.",),
        ("Players tied on points: the seat nearer the first dealer places higher.",),
        "All but first rounded to the nearest 1000 (−2500\u00a0→\u00a0−3000); first takes the rest.",
    ),
    (TENHOU_TIE, "ru"): (
        ("Ока 20\u202f000 (+20) — первому.",),
        ("При равных очках выше тот, кто сидит ближе к первому дилеру.",),
        "Кроме первого, очки округлены с шагом 1000 (−2500\u00a0→\u00a0−3000); первому — остаток.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("record", [TIED, TENHOU_TIE], ids=["tied", "tenhou"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=str)
def test_the_oka_and_the_ties_show_before_the_rounding(
    open_tracker: object, lang: str, record: str, size: tuple[int, int]
) -> None:
    """The rounding's sentence came straight after the uma, and pushed the oka, the ties and the
    sticks out of the note's two lines (at 1024x640 and at 1280x800; in Russian it was cut
    itself). Now it is said last and short: the oka shows at 1024x640, the oka and the tie whole
    at 1280x800; the rounding is read in the tooltip (or shows too), and the big view has it
    all."""
    player = open_tracker(lang, record)  # type: ignore[operator]
    window = player.window
    window.resize(*size)
    QApplication.processEvents()
    note = window.final.note
    whole = window.big_final.note.text()
    (oka,), (tie,), rounding = NOTE_SENTENCES[record, lang]
    assert whole.endswith(" " + rounding) and whole.index(oka) < whole.index(tie) < whole.index(rounding)
    shown = note.text().replace("\n", " ")
    assert note.text().count("\n") <= 1
    assert oka in shown
    if size == (1280, 800):
        assert tie in shown
    if note.text() != whole:  # cut: the whole note, the rounding in it, in the tooltip
        assert note.toolTip() == whole and shown.endswith("…")
    assert window.minimumSizeHint().height() <= size[1]
