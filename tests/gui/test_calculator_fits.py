"""The calculator's results and hand at the smallest window (1024 × 640): every yaku row in sight,
every message whole, every tile of a hand too long for one line inside its pane.

At 1024 × 640 a hand of seven yakuman showed one or two of its five yaku rows (the rest under a
scroll bar) while the fu column beside it kept half the width to say "not counted for a
yakuman"; a kazoe yakuman of nine yaku showed two and a half rows. A hand of 168 tiles had 13
problems, each squeezed to its first line (the second, how to fix it, cut off), and a hand of 25
tiles ran past the pane, its last tiles cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from mjgui.app import paint_now
from mjgui.controller.scoring.calculator import Controller
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.gui.input import HAND_TILE, MIN_HAND_TILE
from mjgui.gui.tiles import WIN_MARK, tile_height
from mjgui.gui.util import nobreak
from mjgui.gui.window import MainWindow

YAKUMAN = ["111z222z333z444z55z", "--tenhou", "--tsumo", "--honba", "12", "--sticks", "7", "--renchan", "12"]
KAZOE = [
    "223344m567p7888s6s",
    "--riichi",
    "--ippatsu",
    "--tsumo",
    "--haitei",
    "--dora",
    "1m,3p,5s,7s,2m",
    "--ura",
    "1m,4p,6p,7s,5s",
]
PLAIN = ["234m567p3467888s5s", "--riichi"]
#: twelve times a whole hand: 168 tiles, a problem for each of twelve tiles and one for the count
LONG = "234m567p3467888s5s" * 12


def open_on(make_window: object, lang: str, words: list[str], size: tuple[int, int]) -> MainWindow:
    """The window on the hand of ``words`` (the score command's; none: the empty desk) at ``size``."""
    controller = Controller(lang)
    if words:
        request, _ = parse_score_args(words)
        controller.load_spec(request.spec, record=False)
    window = make_window(lang, controller)  # type: ignore[operator]
    assert isinstance(window, MainWindow)
    window.resize(*size)
    paint_now(window)  # laid out and painted as a player sees it
    assert (window.width(), window.height()) == size
    return window


def in_sight(widget: QWidget, view: QWidget) -> bool:
    """All of ``widget`` is inside ``view`` (a scroll area's viewport, a pane)."""
    return QRect(QPoint(0, 0), view.size()).contains(QRect(widget.mapTo(view, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("words", "count"), [(YAKUMAN, 5), (KAZOE, 9)], ids=["yakuman", "kazoe"])
def test_every_yaku_row_is_in_sight_at_1024(make_window, lang: str, words: list[str], count: int) -> None:
    window = open_on(make_window, lang, words, (1024, 640))
    yaku = window.yaku_list
    rows = yaku.rows()
    assert len(rows) == count
    hidden = [row.plain for row in rows if not (row.isVisible() and in_sight(row, yaku.viewport()))]
    assert not hidden, f"{len(hidden)} of {count} yaku rows out of sight: {hidden}"
    names = [row.title or row.romaji for row in window.controller.view().yaku]
    for row, name in zip(rows, names, strict=True):
        assert nobreak(name) in row.text.text()  # as the label shows it (Ура‑дора)
        assert row.text.height() >= row.text.heightForWidth(row.text.width()), row.plain  # not squeezed
        if row.text.text() != row.forms[0]:  # a shorter form: what it leaves out is in the tooltip
            assert row.plain in row.toolTip()


def test_the_yaku_rows_stay_in_sight_when_the_language_changes(make_window) -> None:
    window = open_on(make_window, "en", KAZOE, (1024, 640))
    window.set_language("ru")
    paint_now(window)
    yaku = window.yaku_list
    assert "Риичи" in yaku.rows()[0].text.text()
    assert all(in_sight(row, yaku.viewport()) for row in yaku.rows())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_yakumans_fu_sentence_goes_under_the_yaku_and_comes_back_beside_them(
    make_window, lang: str
) -> None:
    window = open_on(make_window, lang, YAKUMAN, (1024, 640))
    yaku, fu = window.yaku_list, window.fu_list
    # the yaku have the whole width; the fu's one sentence is a line under them, whole
    assert fu.y() >= yaku.y() + yaku.height()
    assert yaku.width() == fu.width() == window.stack.width()
    assert not fu.rows()
    assert fu.title.fontMetrics().horizontalAdvance(fu.title.text()) <= fu.viewport().width()
    # a larger window: the yaku in their fullest form (name, kanji, meaning) again
    window.resize(1280, 800)
    paint_now(window)
    assert all(r.text.text() == r.forms[0] and in_sight(r, yaku.viewport()) for r in yaku.rows())
    # an ordinary hand next: the fu beside the yaku again, the yaku whole
    request, _ = parse_score_args(PLAIN)
    window.controller.load_spec(request.spec, record=False)
    paint_now(window)
    assert fu.x() >= yaku.x() + yaku.width() and fu.y() == yaku.y()
    assert fu.height() == yaku.height()
    assert yaku.level() == 0
    assert len(yaku.rows()) == 3
    assert all(r.text.text() == r.forms[0] and "<br>" in r.forms[0] for r in yaku.rows())
    assert all(not r.toolTip() for r in yaku.rows())


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_message_of_a_long_list_is_whole(make_window, lang: str, size: tuple[int, int]) -> None:
    window = open_on(make_window, lang, [], size)
    window.controller.set_notation(LONG)
    paint_now(window)
    labels = window.messages.labels()
    assert len(labels) == 13
    for label in labels:
        assert label.isVisible()
        # its whole text's height at its width: the fix on its second line too
        assert label.height() >= label.heightForWidth(label.width()) > label.fontMetrics().height(), (
            label.text()
        )
    # the list scrolls to each of them: the room it has is less than they take
    scroll = window.messages.scroll_area()
    # a Tab stop (it scrolls by the keys), named for a screen reader
    assert scroll.accessibleName() == {"en": "Notes on the hand", "ru": "Замечания по руке"}[lang]
    assert scroll.height() < sum(label.height() for label in labels)
    body = scroll.widget()
    assert labels[-1].geometry().bottom() < body.height()
    scroll.ensureWidgetVisible(labels[-1])
    paint_now(window)
    assert in_sight(labels[-1], scroll.viewport())
    # and leaves the yaku and fu lists in sight under it
    assert window.stack.isVisible() and window.stack.height() > 0


@pytest.mark.parametrize(
    ("notation", "tiles", "melds"),
    [
        ("11111m22222p33333s44444z55555z", 25, 0),
        ("11111m22222p33333s44444z5z (555z) (666z)", 21, 2),
        (LONG, 168, 0),
    ],
)
def test_every_tile_of_a_long_hand_is_inside_its_pane(
    make_window, notation: str, tiles: int, melds: int
) -> None:
    window = open_on(make_window, "en", [], (1024, 640))
    window.controller.set_notation(notation)
    paint_now(window)
    row = window.hand_row
    buttons = [*row.tile_buttons(), *row.meld_buttons()]
    assert (len(row.tile_buttons()), len(row.meld_buttons())) == (tiles, melds)
    cut = [b.objectName() for b in buttons if not (b.isVisible() and in_sight(b, row))]
    assert not cut, f"{len(cut)} of {len(buttons)} cut off at the pane's edge: {cut}"
    pane = row.parentWidget()  # the input column (it scrolls up and down, never sideways)
    assert pane is not None and in_sight(row, pane)
    assert row.height() > tile_height(HAND_TILE) + WIN_MARK  # more than one line
    places = [(b.geometry().bottom(), b.x()) for b in buttons]
    assert places == sorted(places)  # in reading order, line by line: none on top of another
    assert all(b.width() >= MIN_HAND_TILE for b in row.tile_buttons())
    # a hand that fits one line is on one line again, as high as before
    window.controller.set_notation("234m567p3467888s5s")
    paint_now(window)
    assert len({b.y() for b in row.tile_buttons()}) == 1
    assert row.height() == tile_height(HAND_TILE) + WIN_MARK


#: thirteen han of ten yaku (the audit's kazoe): in Russian at 1024 × 640 the list has room for
#: nine and a half rows even in their shortest form
TEN_YAKU = [
    "234m234m234p23s66p4s",
    "--double-riichi",
    "--ippatsu",
    "--tsumo",
    "--haitei",
    "--dora",
    "1m",
    "--ura",
    "1s",
]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_list_too_long_ends_at_a_whole_row_and_says_how_many_are_below(make_window, lang: str) -> None:
    """The tenth yaku was painted half (its top in the list, its bottom under the list's edge):
    a glitch to the eye, and a player adding up the han saw twelve. The list ends at its last
    whole row now, with a line under it saying how many rows are below; in English all ten are
    in sight, and no line."""
    window = open_on(make_window, lang, TEN_YAKU, (1024, 640))
    yaku = window.yaku_list
    rows = yaku.rows()
    assert len(rows) == 10
    view = yaku.viewport()
    area = QRect(QPoint(0, 0), view.size())
    shown = [row for row in rows if area.intersects(QRect(row.mapTo(view, QPoint(0, 0)), row.size()))]
    # no row partly painted: each one the viewport meets has its words in it, to their
    # baseline at least (English's tenth, as before, lacks the margin under it)
    for row in shown:
        top = row.mapTo(view, QPoint(0, 0)).y()
        baseline = top + row.text.y() + row.text.fontMetrics().ascent()
        assert top >= 0 and baseline <= view.height(), row.plain
        if lang == "ru":  # and above the line under them, whole
            assert top + row.height() <= view.height(), row.plain
    below = len(rows) - len(shown)
    note = yaku.more
    if lang == "en":
        assert below == 0 and not note.isVisible()
        return
    assert below > 0
    assert note.isVisible() and note.text() == f"Ниже ещё: {below}"
    # under the rows, inside the list, read whole
    assert note.y() >= view.y() + view.height() and note.geometry().bottom() <= yaku.height()
    assert note.fontMetrics().horizontalAdvance(note.text()) <= note.width()
    assert note.height() >= note.fontMetrics().height()
    # scrolled to the end: nothing below, the line says nothing
    yaku.verticalScrollBar().setValue(yaku.verticalScrollBar().maximum())
    assert note.text() == ""
    assert in_sight(rows[-1], view)
