"""The tracker names the game's rules in the middle of the table: the preset and the options the
record's rules line changes (they were not shown at all, so nobody at the table could see that
the game ran under changed rules), short when the whole does not fit, every change in the
tooltip; the middle's lines all fit its panel, in the window and the full-screen table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QWidget
from test_tracker_support import TrackerPlayer

from mjgui.gui.tracker.table import CenterPanel
from tests.util import T

FIVE = "rules seed chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000\n"
PLAY = "players Aiko Boris Chen Dasha\nriichi Boris\nron Chen from Aiko 3 40\ntsumo Boris 2 30\n"
CHANGES = (
    f"старт: 25{T}000",
    "ума +20/+10/\u221210/\u221220",
    "только круг Востока",
    "чомбо оплачивается в конце игры",
    "игроки с равными очками делят место",
)


@pytest.fixture
def open_tracker(tracker_on_record: object) -> object:

    def make(lang: str, text: str, size: tuple[int, int], big: bool = False) -> CenterPanel:
        shown: TrackerPlayer = tracker_on_record(lang, text)  # type: ignore[operator]
        shown.window.resize(*size)
        if big:
            shown.window.set_big(True, fullscreen=False)
        for _ in range(3):  # the resize, then the layout of the lines it sized
            QApplication.processEvents()
        center = (shown.window.big_table if big else shown.window.table).center
        assert center.isVisible()
        return center

    return make


def rules_label(center: CenterPanel) -> QLabel:
    label = center.findChild(QLabel, f"{center.objectName().removeprefix('table-')}-rules")
    assert isinstance(label, QLabel) and label.isVisible()
    return label


def whole(label: QLabel) -> bool:
    """Each line of the label's text fits its width (no letter cut)."""
    width = label.contentsRect().width()
    return all(label.fontMetrics().horizontalAdvance(line) <= width for line in label.text().split("\n"))


def lines_fit(center: CenterPanel) -> list[str]:
    """The middle's shown lines that do not fit: out of the panel, or squeezed below the
    height their text needs."""
    bad = []
    for label in center.findChildren(QLabel):
        if not label.isVisible():
            continue
        need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
        if not center.rect().contains(label.geometry()) or label.height() < need:
            bad.append(label.text())
    return bad


@pytest.mark.parametrize("big", [False, True], ids=["window", "full-screen"])
def test_five_changed_options_are_counted_and_listed_in_the_tooltip(open_tracker: object, big: bool) -> None:
    center = open_tracker("ru", FIVE + PLAY, (1024, 640), big)  # type: ignore[operator]
    label = rules_label(center)
    # the whole list is too long here; at 11 px the short form too in the window: the preset on
    # one line, the count of changes under it
    shown = "Клубные правила + 5\u00a0изменений" if big else "Клубные правила\n+ 5\u00a0изменений"
    assert label.text() == shown
    assert whole(label)
    assert label.toolTip() == "\n".join(["Клубные правила + 5\u00a0изменений", *(f"• {c}" for c in CHANGES)])
    assert label.accessibleName() == "Клубные правила, " + "; ".join(CHANGES)
    assert lines_fit(center) == []


def test_one_change_is_said_whole_when_it_fits(open_tracker: object) -> None:
    center = open_tracker("ru", "rules tenhou east_only=on\n" + PLAY, (1024, 640))  # type: ignore[operator]
    label = rules_label(center)
    # too long for one line at 11 px: the preset on one line, its change on the next
    assert label.text() == "Tenhou.net,\nтолько круг Востока" and whole(label)
    assert label.toolTip() == "Tenhou.net + 1\u00a0изменение\n• только круг Востока"
    assert lines_fit(center) == []


def test_a_preset_as_it_is_is_named_alone(open_tracker: object) -> None:
    center = open_tracker("en", "rules seed\n" + PLAY, (1024, 640))  # type: ignore[operator]
    label = rules_label(center)
    assert label.text() == "Club rules" and label.toolTip() == ""


DATA = Path(__file__).resolve().parents[1] / "data"


def _real_records() -> dict[str, str]:
    from mjgui.core.logs import read_log_file
    from mjgui.core.logs.record import game_record

    return {
        "four players": game_record(read_log_file(DATA / "logs" / "mjx-double-ron.mjlog")),
        "three players": (DATA / "sanma-records" / "mjai-reviewer3p-nukidora_doubleron.mjgame").read_text(
            encoding="utf-8"
        ),
    }


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("which", ["four players", "three players"])
def test_the_middles_small_lines_stay_readable_at_1024x640(
    open_tracker: object, which: str, lang: str
) -> None:
    """At 1024x640 the last action ("Last: Also Chen ron from Dmitri: 5 han") was drawn 9 px
    tall: its size was the panel's scale of 12 px, shrunk further to keep it on one line. It
    keeps the app's small text now (SMALL_PX, 11 px), on as many lines as it takes whole
    (LAST_LINES at most: on two it was cut, «デジタル仙人 ron from は…»), only the last ending in
    "…" — and nothing squeezed; the status above it too."""
    from mjgui.gui.tracker.table import LAST_LINES, SMALL_PX

    center = open_tracker(lang, _real_records()[which], (1024, 640))  # type: ignore[operator]
    name = center.objectName().removeprefix("table-")
    last = center.findChild(QLabel, f"{name}-last")
    assert isinstance(last, QLabel) and last.isVisible() and last.toolTip()
    small = [last, center.findChild(QLabel, f"{name}-status")]
    sizes = {label.objectName(): label.fontInfo().pixelSize() for label in small if label.isVisible()}
    assert min(sizes.values()) >= SMALL_PX >= 11, sizes
    lines = last.text().split("\n")
    assert len(lines) <= LAST_LINES
    assert all(last.fontMetrics().horizontalAdvance(line) <= last.contentsRect().width() for line in lines)
    full = last.toolTip().removeprefix("Last: ").removeprefix("Последнее: ")
    assert " ".join(lines).replace("…", "") in last.toolTip() or lines[-1].endswith("…")
    assert full
    assert lines_fit(center) == []


# ---------------------------------------------------------------------------------------------
# every text of the tracker at least SMALL_PX (11 px), the rules' line whole or in its tooltip
# ---------------------------------------------------------------------------------------------

SANMA = DATA / "sanma-records" / "mjai-reviewer3p-nukidora_doubleron.mjgame"
RECORDS = {
    "five changes": FIVE + PLAY,
    "one change": "rules tenhou east_only=on\n" + PLAY,
    "a preset as it is": "rules mleague\n" + PLAY,
}


def small_texts(window: QWidget) -> dict[str, int]:
    """The window's shown texts (labels, buttons, fields) drawn below SMALL_PX, by object name
    and text: their font's pixel size as Qt draws it."""
    from mjgui.gui.tracker.table import SMALL_PX

    small = {}
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            continue
        text = widget.text()
        if isinstance(widget, QLineEdit):
            text = text or widget.placeholderText()
        px = QFontInfo(widget.font()).pixelSize()
        if text.strip() and px < SMALL_PX:
            small[f"{widget.objectName()} {text!r}"] = px
    return small


def rules_reachable(label: QLabel) -> bool:
    """The whole rules (the preset and every change, as the label's accessible name says them)
    is on the label, wrapped or not, or in its tooltip: the preset named whole and every change
    listed, or the whole name as it is."""
    whole = label.accessibleName()
    shown = label.text().replace("\n", " ")
    if shown == whole:
        return True
    tip = label.toolTip().split("\n")
    if tip == [whole]:
        return True
    preset = tip[0].rsplit(" + ", 1)[0]
    changes = [line.removeprefix("• ") for line in tip[1:]]
    return len(tip) > 1 and f"{preset}, {'; '.join(changes)}" == whole


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024x640", "1280x800"])
@pytest.mark.parametrize("which", [*RECORDS, "three players"])
def test_every_text_of_the_tracker_is_at_least_11_px_and_the_rules_line_is_read_whole(
    open_tracker: object, which: str, size: tuple[int, int], lang: str
) -> None:
    """At 1024x640 the rules' line under the round was drawn 9 px tall (12 px at the panel's
    scale, with no least size as the last action has), and the seats' wind, place and dealer
    mark 9-10 px: too small to read at the table. Every text is SMALL_PX (11 px) at least now;
    the rules' line too long at it goes short, then on two lines, and says the rest in its
    tooltip — no letter cut, nothing hidden."""
    from mjgui.gui.tracker.table import SMALL_PX

    text = SANMA.read_text(encoding="utf-8") if which == "three players" else RECORDS[which]
    center = open_tracker(lang, text, size)  # type: ignore[operator]
    window = center.window()
    assert small_texts(window) == {}
    label = rules_label(center)
    assert QFontInfo(label.font()).pixelSize() >= SMALL_PX >= 11
    assert all(
        label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width()
        for line in label.text().split("\n")
    ), label.text()
    assert rules_reachable(label), (label.text(), label.toolTip(), label.accessibleName())
    assert lines_fit(center) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_name_too_long_for_its_seat_at_11_px_ends_in_an_ellipsis_with_the_whole_in_the_tooltip(
    open_tracker: object, lang: str
) -> None:
    """A 24-letter name of wide letters does not fit a seat at 1024x640 even at 11 px: it was
    shrunk to 9 px (and cut); it stays at 11 px now, ending in "…", the seat's tooltip naming
    the player whole. A name that fits is shown whole."""
    from mjgui.gui.tracker.table import SMALL_PX

    wide = "W" * 24
    center = open_tracker(lang, f"players {wide} Boris Chen Dasha\nriichi Boris\n", (1024, 640))  # type: ignore[operator]
    window = center.window()
    assert small_texts(window) == {}
    seat = window.findChild(QWidget, "seat-0")
    name = window.findChild(QLabel, "seat-0-name")
    assert isinstance(seat, QWidget) and isinstance(name, QLabel)
    assert QFontInfo(name.font()).pixelSize() >= SMALL_PX
    assert name.text().endswith("…") and wide.startswith(name.text().removesuffix("…"))
    assert name.fontMetrics().horizontalAdvance(name.text()) <= name.contentsRect().width()
    assert wide in seat.toolTip()
    boris = window.findChild(QLabel, "seat-1-name")
    assert isinstance(boris, QLabel) and boris.text() == "Boris"


ALIKE = ("Александр_Константинов", "Александра_Константинова")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_long_alike_names_are_whole_on_two_lines_on_their_seats_at_1024(
    open_tracker: object, lang: str
) -> None:
    """Cut at one width, "Александр_Константинов" and "Александра_Константинова" were both
    "Александр_Конс…" on their seats at 1024x640; "Wolfeschlegelsteinhausen" was
    "Wolfeschlegelstei…". Too wide for one line at 11 px, a name takes two, broken where it
    breaks itself ("_") if it can be, each line whole."""
    from mjgui.gui.tracker.table import SMALL_PX

    long = "Wolfeschlegelsteinhausen"
    record = f"players {ALIKE[0]} {ALIKE[1]} {long} Дарья\nriichi Дарья\n"
    center = open_tracker(lang, record, (1024, 640))  # type: ignore[operator]
    window = center.window()
    assert small_texts(window) == {}
    shown = []
    for seat, name in enumerate((*ALIKE, long)):
        label = window.findChild(QLabel, f"seat-{seat}-name")
        assert isinstance(label, QLabel) and label.isVisible()
        lines = label.text().split("\n")
        assert len(lines) == 2 and "".join(lines) == name, label.text()
        assert all(
            label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width() for line in lines
        )
        assert label.height() >= label.sizeHint().height()  # both lines in sight
        assert QFontInfo(label.font()).pixelSize() >= SMALL_PX
        shown.append(label.text())
    assert shown[:2] == ["Александр_\nКонстантинов", "Александра_\nКонстантинова"]
    dasha = window.findChild(QLabel, "seat-3-name")
    assert isinstance(dasha, QLabel) and dasha.text() == "Дарья"


def test_a_seat_too_low_for_two_lines_cuts_a_name_no_shorter_than_tells_it_apart(qtbot: object) -> None:
    """A card too low for a name's two lines shows one, cut short with "…", but never so short
    that two seats read alike: its distinct beginning at the table is kept."""
    from mjgui.controller.game.views import SeatView
    from mjgui.gui.tracker.table import SeatPanel

    holder = QWidget()  # (a window of its own would be made as wide as its name)
    qtbot.addWidget(holder)  # type: ignore[attr-defined]
    holder.resize(300, 100)
    holder.show()
    panels = []
    for seat, name in enumerate(ALIKE):
        panel = SeatPanel(seat, holder)
        panel.setGeometry(seat * 150, 0, 124, 84)
        panel.show()
        view = SeatView(
            seat, name, 25000, "25 000", seat, "East", "東", False, False, 1, "1st", 0, "", (), name
        )
        panel.set_view(view, ("Александр_", "Александра")[seat])
        QApplication.processEvents()
        panels.append(panel)
    texts = [panel.name.text() for panel in panels]
    assert texts[0] != texts[1], texts
    assert texts[0].startswith("Александр_") and texts[1].startswith("Александра")
    for panel, text in zip(panels, texts, strict=True):
        assert "\n" not in text and text.endswith("…")
        assert panel.name.fontMetrics().horizontalAdvance(text) <= panel.width()
        assert panel._view is not None and panel._view.name in panel.toolTip()


def test_a_middle_too_low_for_the_rules_two_lines_says_them_on_one_with_the_whole_in_the_tooltip(
    qtbot: object,
) -> None:
    """The rules' line goes on two lines at 11 px when one is too narrow; a middle too low for
    two (the status and the chombo kept for the end filling it) puts it back on one line,
    still 11 px, the short form ending in "…" — every change in the tooltip."""
    from mjgui.controller.game.views import CenterView
    from mjgui.gui.tracker.table import SMALL_PX

    holder = QWidget()  # the middle's size as its grid cell gives it, below its texts' wish
    qtbot.addWidget(holder)  # type: ignore[attr-defined]
    holder.resize(400, 500)
    center = CenterPanel(holder)
    tip = "Club rules + 5 changes\n" + "\n".join(f"• change {n}" for n in range(5))
    view = CenterView(
        round_text="East 4",
        round_kanji="東",
        hand=4,
        honba=0,
        sticks=0,
        renchan=0,
        honba_text="0 honba",
        sticks_text="0 riichi sticks",
        renchan_text="",
        status="Game over: the last hand was played and the scores are final now",
        last="Last: Chombo: Chen; penalty paid at the end of the game: 8000",
        rules_text="Club rules, " + "; ".join(f"change {n}" for n in range(5)),
        rules_short="Club rules + 5 changes",
        rules_tip=tip,
        pending="Chombo penalties at the end: Aiko +2000, Boris +2000, Chen −8000, Dasha +4000",
    )
    center.set_view(view, started=True, ended=False)
    center.setGeometry(0, 0, 90, 400)  # tall: room for the two lines
    holder.show()
    QApplication.processEvents()
    label = rules_label(center)
    assert label.text() == "Club rules\n+ 5 changes"
    for height in range(400, 150, -5):  # lower until there is no room for them
        center.setGeometry(0, 0, 90, height)
        QApplication.processEvents()
        if "\n" not in label.text():
            break
    assert height > 150 and "\n" not in label.text() and label.text().endswith("…")
    assert QFontInfo(label.font()).pixelSize() >= SMALL_PX
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert label.toolTip() == tip
    assert lines_fit(center) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("which", ["four players", "three players"])
def test_a_window_made_smaller_lays_its_table_out_as_one_opened_at_that_size(
    open_tracker: object, qtbot: object, tmp_path: Path, which: str, lang: str
) -> None:
    """Made smaller from 1280x800 to 1024x640, a three-player tracker at the game's end kept the
    middle as tall as its larger text had wanted (its status on five lines at 15 px): the
    table's grid kept for the middle the height its lines needed at the sizes they had, the
    cards above and below it got the rest, 85 px (66 in Russian), their points cut in half. The
    grid keeps what the middle's lines need at their smallest now: the table is laid out as
    in a window opened at 1024x640, whatever size it had before."""
    from mjgui.gui.settings import Settings
    from mjgui.gui.tracker.table import SeatPanel
    from mjgui.gui.tracker.window import TrackerWindow

    def cards(center: CenterPanel) -> dict[str, tuple[int, int, int, int]]:
        table = center.parentWidget()
        assert table is not None
        shown = [p for p in table.findChildren(SeatPanel) if p.isVisible()]
        return {p.objectName(): p.geometry().getRect() for p in [*shown, center]}

    record = tmp_path / "r.mjgame"
    record.write_text(_real_records()[which], encoding="utf-8")
    fresh = TrackerWindow(data_dir=tmp_path / "d2", settings=Settings.at(str(tmp_path / "s2.ini")), lang=lang)
    qtbot.addWidget(fresh)  # type: ignore[attr-defined]
    fresh.resize(1024, 640)
    fresh.show()
    assert fresh.open_file(record)
    for _ in range(5):
        QApplication.processEvents()
    assert fresh.size().width() == 1024

    smaller = open_tracker(lang, _real_records()[which], (1024, 640))  # type: ignore[operator]
    # the same cards, placed alike to within a few pixels: at the end of a Tenhou game ended by
    # a double ron (Also ron… still offered: a third ron is a sanchahou) the middle's lines are
    # fitted 2-7 px apart in Russian by the size the window had before (left open, s51)
    made, opened = cards(smaller), cards(fresh.table.center)
    assert made.keys() == opened.keys()
    for name, rect in made.items():
        assert all(abs(a - b) <= 8 for a, b in zip(rect, opened[name], strict=True)), (
            name,
            rect,
            opened[name],
        )
    # (the middle's last action whole on a third and a fourth line, naming both winners of the
    # double ron, takes 32 px, shared by the cards above and below it: 101 px, their names and
    # points whole, lines_fit below)
    for card in smaller.parentWidget().findChildren(SeatPanel):  # type: ignore[union-attr]
        if card.isVisible():
            assert card.height() >= 100, (card.objectName(), card.height())
    assert lines_fit(smaller) == []


MID_GAME = (
    "rules wrc\nplayers Aiko Boris Chen Dasha\nriichi Aiko\nron Boris from Chen 3 30\n"
    "ron Chen from Dasha 2 40\nriichi Dasha\ndraw tenpai Dasha\n"
)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("ron Dasha from Aiko 4 30", {"en": "4 han 30 fu", "ru": "4\u00a0хан 30\u00a0фу"}),
        (
            "tsumo Boris yakuman 2 pao Chen daisangen",
            {"en": "double yakuman, pao Chen", "ru": "двойной якуман, пао Chen"},
        ),
    ],
    ids=["ron", "pao"],
)
def test_the_last_action_keeps_the_hands_value_at_1024x640(
    open_tracker: object, lang: str, line: str, value: dict[str, str]
) -> None:
    """The centre card's last action, cut at its end on a 1024 px screen, lost what the hand was
    worth: «Последнее: Dasha: рон, набросил(а) Ai…», "Last: Boris tsumo: double yakuman, pa…".
    The value and the pao lead now, whole on the card; the rest whole in the tooltip."""
    # (pao under Tenhou's rules: the WRC's have none)
    record = MID_GAME.replace("rules wrc", "rules tenhou") if "pao" in line else MID_GAME
    center = open_tracker(lang, record + line + "\n", (1024, 640))  # type: ignore[operator]
    name = center.objectName().removeprefix("table-")
    last = center.findChild(QLabel, f"{name}-last")
    assert isinstance(last, QLabel) and last.isVisible()
    assert whole(last)
    shown = last.text().replace("\n", " ")
    assert value[lang] in shown, shown
    assert value[lang] in last.toolTip() and not last.toolTip().endswith("…")
    assert lines_fit(center) == []
