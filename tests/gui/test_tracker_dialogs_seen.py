"""The tracker's dialogs as a player reads them: what their words say of their numbers, what
their buttons do, how they keep their size when their content changes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton
from test_tracker_support import TrackerPlayer

import mjgui.gui.fit as fit

ROOT = Path(__file__).resolve().parents[2]

RECORD = (
    "rules seed\n"
    "players Aiko Boris Chen Dasha\n"
    "ron Chen from Aiko mangan\n"
    "tsumo Boris 2 30\n"
    "draw tenpai Aiko\n"
)


def shown(labels: list) -> list[str]:
    return [label.text() for label in labels if label.isVisibleTo(label.window())]


def points(text: str) -> int:
    """A number as the preview writes it (a narrow no-break space between thousands, a minus
    sign) read back."""
    return int(text.replace("\u202f", "").replace("−", "-").replace("+", ""))


def test_a_past_win_edited_in_its_dialog_titles_its_rows_as_the_numbers_are(tracker_on_record) -> None:
    """Line 3 (Chen's mangan from Aiko) made a haneman: the rows hold this line's change (12 000)
    and the standings at the end of the record, now and after the edit; they were titled as a
    new line's ("Change / Points now / Afterwards"), whose afterwards is points now plus the
    change: here −4000 for Aiko beside a "change" of −12 000."""
    tracker: TrackerPlayer = tracker_on_record("en", RECORD)
    dialog = tracker.window.edit_line(3)
    dialog.value.limit_buttons["haneman"].click()
    QApplication.processEvents()
    preview = dialog.preview
    assert shown(preview.row_titles) == ["This line", "Standings now", "Afterwards"]
    assert shown(preview.deltas) == ["−12\u202f000", "0", "+12\u202f000", "0"]
    # the standings now are the record's end (the tracker's seats), not the points before line 3
    assert [points(t) for t in shown(preview.befores)] == [points(p) for p in tracker.points()]
    assert [points(t) for t in shown(preview.afters)] == [
        before + change
        for before, change in zip(
            [points(p) for p in tracker.points()], [-12000 + 8000, 0, 12000 - 8000, 0], strict=True
        )
    ]
    # and in Russian, as the line's text dialog says them
    tracker.window.languages.set_language("ru")
    QApplication.processEvents()
    assert shown(preview.row_titles) == ["Эта строка", "Счёт сейчас", "После"]


def test_a_new_line_keeps_its_change_and_points_now(tracker_on_record) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", RECORD)
    dialog = tracker.action("riichi", "player-1")
    assert shown(dialog.preview.row_titles) == ["Change", "Points now", "Afterwards"]


def test_the_calculator_button_waits_for_the_players_it_scores_for(tracker_on_record) -> None:
    """ "Score the hand in the calculator…" was enabled as the Ron dialog opened and did nothing
    when clicked: it waits for the winner and who dealt in (a tsumo: the winner)."""
    tracker: TrackerPlayer = tracker_on_record("en", "rules seed\nplayers Aiko Boris Chen Dasha\n")
    asked: list[tuple] = []
    dialog = tracker.action("ron")
    dialog.calculatorRequested.connect(lambda *a: asked.append(a))
    calc = tracker.find("dialog-calculator", QPushButton, dialog)
    assert calc.isVisible() and not calc.isEnabled()
    tracker.click("winner-2", dialog)
    assert not calc.isEnabled()
    tracker.click("discarder-0", dialog)
    assert calc.isEnabled()
    tracker.click("winner-0", dialog)  # the one who dealt in picked as the winner: not both
    assert dialog.discarder.one() is None and not calc.isEnabled()
    assert asked == []
    tracker.click("discarder-1", dialog)
    tracker.click("dialog-calculator", dialog)
    assert [a[:2] for a in asked] == [(0, 1)]
    tsumo = tracker.action("tsumo")
    calc = tracker.find("dialog-calculator", QPushButton, tsumo)
    assert not calc.isEnabled()
    tracker.click("winner-3", tsumo)
    assert calc.isEnabled()


LONG_NAMES = "rules seed\nplayers Константин Александра Чен Дарья\nron Чен from Константин 3 40\n"
DAISANGEN = "123m777z44p --pon 555z --pon 666z --dora 1m,3p,9s --houtei"
LONGER = "123m777z44p --pon 555z --pon 666z --dora 1m,3p,9s,2z --ura 4m,6p,8s,1z --riichi --ippatsu --houtei"


def test_a_long_record_line_is_shown_whole_where_the_screen_has_room(tracker_on_record) -> None:
    """A hand from the calculator with its liable player: the line's field stopped at 640 px,
    the end of the line (`` … pao Дарья``) out of sight, on a screen with room for all of it."""
    tracker: TrackerPlayer = tracker_on_record("ru", LONG_NAMES)
    dialog = tracker.window.open_action("ron", hand=DAISANGEN, winner=2, discarder=0, pao=3)
    assert dialog is not None
    QApplication.processEvents()
    line = dialog.line
    assert line.text() == f'ron Чен from Константин hand "{DAISANGEN}" pao Дарья'
    needed = line.fontMetrics().horizontalAdvance(line.text())
    assert needed > 640
    assert line.contentsRect().width() - 8 >= needed  # the frame's and the text's margins
    dialog.reject()


def test_a_long_record_line_keeps_the_dialog_on_a_small_screen(tracker_on_record, monkeypatch) -> None:
    """On a screen 1024 px wide the field takes what the screen has, the frame included."""
    monkeypatch.setattr(fit, "available", lambda _w=None: QRect(0, 0, 1024, 640))
    tracker: TrackerPlayer = tracker_on_record("ru", LONG_NAMES)
    dialog = tracker.window.open_action("ron", hand=LONGER, winner=2, discarder=0, pao=3)
    assert dialog is not None
    QApplication.processEvents()
    line = dialog.line
    assert line.fontMetrics().horizontalAdvance(line.text()) > 1024 - 120  # more than it has room for
    frame = dialog.frameGeometry().width() - dialog.width()
    assert dialog.minimumSizeHint().width() + max(frame, fit.FRAME.width()) <= 1024
    assert line.width() > 800  # as wide as the dialog can be, not 640
    dialog.reject()


def test_the_new_game_dialog_makes_room_for_its_error_and_gives_it_back(tracker_on_record) -> None:
    """A misspelt rule option: the error under the fields kept the dialog's height, the name
    fields squeezed to 12 px and the list of options cut off. The dialog now grows to show the
    rows and the whole error (the nearest option named, every option in its tooltip), and
    shrinks back when the error is gone."""
    tracker: TrackerPlayer = tracker_on_record("en", "rules seed\nplayers Aiko Boris Chen Dasha\n")
    dialog = tracker.window.new_game_dialog()
    QApplication.processEvents()
    height = dialog.height()
    error = dialog.error

    def all_in_sight() -> bool:
        fields = [*dialog.names, dialog.preset, dialog.options]
        return all(f.height() >= f.sizeHint().height() for f in fields) and (
            error.isHidden() or error.height() >= error.heightForWidth(error.width())
        )

    tracker.type_into("new-options", "east_onyl=on", dialog)
    QApplication.processEvents()
    assert error.isVisible() and error.text() == '"east_onyl" is not a rule option. Did you mean east_only?'
    assert error.toolTip().startswith(
        '"east_onyl" is not a rule option. Did you mean east_only? Options: aka, kuitan,'
    )
    assert all_in_sight()
    tracker.type_into("new-options", "bogus=1", dialog)  # nothing near: every option, wrapped
    QApplication.processEvents()
    assert error.text().startswith('"bogus" is not a rule option. Options: aka,') and error.toolTip() == ""
    assert all_in_sight() and dialog.height() > height + 100
    assert dialog.frameGeometry().height() <= 640  # a small screen holds it
    tracker.type_into("new-options", "east_only=on", dialog)
    QApplication.processEvents()
    assert error.isHidden() and dialog.height() == height and all_in_sight()
    dialog.reject()


@pytest.mark.parametrize(
    ("kind", "clicks"),
    [
        ("riichi", ("player-1",)),
        ("chombo", ("player-2",)),
        ("wareme", ("player-0",)),
        ("ron", ("winner-1", "discarder-3", "han-3", "fu-40")),
        ("tsumo", ("winner-2", "han-2", "fu-30")),
    ],
)
def test_a_dialog_grows_to_its_preview_and_no_more(
    tracker_on_record, kind: str, clicks: tuple[str, ...]
) -> None:
    """A player picked: the preview's rows appear and the dialog grew 22 px more than they need
    (a one-line summary reckoned as two while it was hidden), an empty band left under the
    choices and a summary 40 px tall for its one line."""
    tracker: TrackerPlayer = tracker_on_record(
        "en",
        "rules seed wareme=on\nplayers Alexandra Boris Chen Maximilian\nron Chen from Alexandra mangan\n",
    )
    dialog = tracker.action(kind)
    opened = dialog.height()
    for name in clicks:
        tracker.click(name, dialog)
    summary = dialog.preview.summary
    assert summary.isVisible() and summary.text().startswith(("Next:", "Still"))
    tracker.qtbot.wait(50)  # the layouts settled, and the dialog's height after them
    need = dialog.layout().totalHeightForWidth(dialog.width())
    assert dialog.height() == need
    assert dialog.height() > opened
    assert summary.height() == summary.heightForWidth(summary.width()) == summary.sizeHint().height()
    assert dialog.form.geometry().height() == dialog.form.sizeHint().height()  # no band under the choices
    dialog.reject()


def test_a_line_typed_grows_its_dialog_to_the_preview_and_no_more(tracker_on_record) -> None:
    """Insert before a line: the preview's rows appear as the line is typed, and the dialog
    grew 22 px more than they need, as the action dialogs did."""
    tracker: TrackerPlayer = tracker_on_record("en", RECORD)
    dialog = tracker.window.insert_line(4)
    opened = dialog.height()
    tracker.type_into("line-edit", "riichi Chen", dialog)
    tracker.qtbot.wait(50)
    assert dialog.preview.summary.isHidden() and dialog.preview.deltas[2].isVisible()
    assert dialog.height() > opened
    assert dialog.height() == dialog.layout().totalHeightForWidth(dialog.width())
    dialog.reject()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rule_options_example_is_shown_whole(tracker_on_record, lang: str) -> None:
    """The options field's example ("optional, e.g. east_only=on wareme=on uma=…") was cut
    short, in Russian at "east_only=o"; the three-player one too, and the dialog fits 1024 px."""
    tracker: TrackerPlayer = tracker_on_record(lang, "rules seed\nplayers Aiko Boris Chen Dasha\n")
    dialog = tracker.window.new_game_dialog()
    field = dialog.options
    widths = []
    for preset in ("seed", "tenhou-sanma"):
        dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
        tracker.qtbot.wait(20)
        assert "east_only=on" in field.placeholderText()
        room = field.contentsRect().width() - 8  # the text's margins
        assert field.fontMetrics().horizontalAdvance(field.placeholderText()) <= room, preset
        widths.append(dialog.width())
    assert widths[0] == widths[1]  # another preset: the same width
    frame = max(dialog.frameGeometry().width() - dialog.width(), fit.FRAME.width())
    assert dialog.minimumSizeHint().width() + frame <= 1024
    dialog.reject()


NEW_GAME_ON_A_SCREEN = r"""
import json, os, sys, tempfile
os.environ["MJGUI_DATA_DIR"] = tempfile.mkdtemp()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mjgui.gui.appsetup import setup_application
setup_application(app)
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.window import TrackerWindow
tracker = TrackerWindow(settings=Settings.at(sys.argv[2]), lang=sys.argv[1])
tracker.show()
tracker.controller.new_game(["Aiko", "Boris", "Chen", "Dasha"])
app.processEvents()
dialog = tracker.new_game_dialog()
for _ in range(5):
    app.processEvents()
field = dialog.options
print("PROBE " + json.dumps({
    "screen": app.primaryScreen().availableGeometry().width(),
    "dialog": dialog.width(),
    "room": field.contentsRect().width() - 8,
    "field_right": field.mapTo(dialog, field.rect().topRight()).x(),
    "example": field.fontMetrics().horizontalAdvance(field.placeholderText()),
}))
"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rule_options_example_is_shown_whole_on_a_screen_800_px_wide(tmp_path: Path, lang: str) -> None:
    """Qt opens a dialog at most two thirds of its screen wide: on a screen 800 px wide the New
    game dialog was 533 px, below its rows' minimum (a minimum width of its own, 460, kept the
    layout from setting it): the options field ran past its right edge, and the Russian
    example read "…east_only=on wareme=on un". A process of its own on a screen that size
    (the session's is 1920 px wide)."""
    screen = tmp_path / "screen.json"
    one = {"name": "s", "x": 0, "y": 0, "width": 800, "height": 600, "logicalDpi": 96, "dpr": 1}
    screen.write_text(json.dumps({"screens": [one]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}", QT_SCALE_FACTOR="1")
    done = subprocess.run(
        [sys.executable, "-c", NEW_GAME_ON_A_SCREEN, lang, str(tmp_path / "s.ini")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    line = next((x for x in done.stdout.splitlines() if x.startswith("PROBE ")), None)
    assert line is not None, done.stderr[-2000:]
    found = json.loads(line[len("PROBE ") :])
    assert found["screen"] == 800
    assert found["example"] <= found["room"], found
    assert found["field_right"] < found["dialog"], found  # the field is not cut by the dialog's edge
    assert found["dialog"] <= 800, found
