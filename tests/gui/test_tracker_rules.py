"""The tracker names the game's rules in the middle of the table: the preset and the options the
record's rules line changes (they were not shown at all, so nobody at the table could see that
the game ran under changed rules), short when the whole does not fit, every change in the
tooltip; the middle's lines all fit its panel, in the window and the full-screen table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
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
    """The label's text fits its width (no letter cut)."""
    return label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()


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
    assert label.text() == "Клубные правила + 5 изменений"  # the whole list is too long here
    assert whole(label)
    assert label.toolTip() == "\n".join(["Клубные правила + 5 изменений", *(f"• {c}" for c in CHANGES)])
    assert label.accessibleName() == "Клубные правила, " + "; ".join(CHANGES)
    assert lines_fit(center) == []


def test_one_change_is_said_whole_when_it_fits(open_tracker: object) -> None:
    center = open_tracker("ru", "rules tenhou east_only=on\n" + PLAY, (1024, 640))  # type: ignore[operator]
    label = rules_label(center)
    assert label.text() == "Tenhou.net, только круг Востока" and whole(label)
    assert label.toolTip() == "Tenhou.net + 1 изменение\n• только круг Востока"
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
    keeps the app's small text now (SMALL_PX, 11 px), on two lines, only the second ending in
    "…" — and nothing squeezed; the status above it too."""
    from mjgui.gui.tracker.table import SMALL_PX

    center = open_tracker(lang, _real_records()[which], (1024, 640))  # type: ignore[operator]
    name = center.objectName().removeprefix("table-")
    last = center.findChild(QLabel, f"{name}-last")
    assert isinstance(last, QLabel) and last.isVisible() and last.toolTip()
    small = [last, center.findChild(QLabel, f"{name}-status")]
    sizes = {label.objectName(): label.fontInfo().pixelSize() for label in small if label.isVisible()}
    assert min(sizes.values()) >= SMALL_PX >= 11, sizes
    lines = last.text().split("\n")
    assert len(lines) <= 2
    assert all(last.fontMetrics().horizontalAdvance(line) <= last.contentsRect().width() for line in lines)
    full = last.toolTip().removeprefix("Last: ").removeprefix("Последнее: ")
    assert " ".join(lines).replace("…", "") in last.toolTip() or lines[-1].endswith("…")
    assert full
    assert lines_fit(center) == []
