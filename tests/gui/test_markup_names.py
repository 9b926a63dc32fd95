"""A player's name or a file's name that looks like HTML is shown as written, never drawn.

Names come from files a player did not write: a log's player names (Tenhou, Mahjong Soul),
a record's ``players`` line, the club's folder of records. A QLabel left at AutoText, and every
tooltip, render such a text as HTML when it looks like it: the log window's title showed
``<span style="font-size:90px">`` as huge red letters and ``<img src=...>`` as any local
picture. Each window is opened on such names here, and every label and tooltip (widgets, table
items, headers) is checked: a name's markup may be in a plain-text label, or escaped in rich
text, never raw where Qt reads HTML."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QAction, Qt
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QListWidget,
    QTableWidget,
    QTreeWidget,
    QWidget,
)
from test_tracker_support import show_tracker, write

from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import seat_names
from mjgui.gui.util import plain_tip

DATA = Path(__file__).parent.parent / "data" / "logs"
NAMES = ("<h1>Aiko</h1>", "<u>Boris</u>", "<hr>Chen", "<s>Dasha</s>")
LOG_NAMES = (
    '<h1 style="font-size:90px;color:red">HUGE</h1>',
    '<a href="https://example.com">click</a>',
    '<img src="/any/local/file.png" width=200>',
    "D<br>E<hr>",
)


def _rendered_as_html(text: str, fmt: Qt.TextFormat) -> bool:
    if fmt == Qt.TextFormat.PlainText:
        return False
    return fmt == Qt.TextFormat.RichText or Qt.mightBeRichText(text)


def markup_shown(top: QWidget) -> list[str]:
    """Where ``top`` (a window, a dialog) draws a text that holds a name's raw markup as HTML:
    its labels and every tooltip (its widgets', its actions', its table items' and headers')."""
    QApplication.processEvents()
    out: list[str] = []
    raw = ("<h1", *NAMES, *LOG_NAMES)  # the names, and the files and folders named <h1>...

    def looks(text: str) -> bool:
        return any(name in text for name in raw)

    for label in top.findChildren(QLabel):
        if looks(label.text()) and _rendered_as_html(label.text(), label.textFormat()):
            out.append(f"label {label.objectName() or '?'}: {label.text()!r}")
    tips: list[tuple[str, str]] = [
        (w.objectName() or type(w).__name__, w.toolTip()) for w in (top, *top.findChildren(QWidget))
    ]
    tips += [(a.objectName() or "action", a.toolTip()) for a in top.findChildren(QAction)]
    for table in top.findChildren(QTableWidget):
        cells = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
        heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
        tips += [(f"{table.objectName()} item", i.toolTip()) for i in (*cells, *heads) if i is not None]
    for tree in top.findChildren(QTreeWidget):
        root = tree.invisibleRootItem()
        for r in range(root.childCount()):
            item = root.child(r)
            tips += [(f"{tree.objectName()} item", item.toolTip(c)) for c in range(tree.columnCount())]
    for lst in top.findChildren(QListWidget):
        tips += [(f"{lst.objectName()} item", lst.item(r).toolTip()) for r in range(lst.count())]
    out += [f"tooltip of {name}: {tip!r}" for name, tip in tips if looks(tip) and Qt.mightBeRichText(tip)]
    return out


def test_plain_tip_shows_the_text_as_written() -> None:
    assert plain_tip("Ron: Aiko from Boris") == "Ron: Aiko from Boris"
    tip = plain_tip("<b>bold</b> & co\nnext line")
    assert Qt.mightBeRichText(tip) and "<b>" not in tip
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(tip)
    assert document.toPlainText() == "<b>bold</b> & co\nnext line"


def _html_log(tmp_path: Path) -> Path:
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["name"] = list(LOG_NAMES)
    path = tmp_path / "<h1>names.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_the_log_window_shows_html_looking_names_as_text(player, tmp_path: Path) -> None:
    logs = player.window.log_window()
    logs.show()
    path = _html_log(tmp_path)
    assert logs.load(path)
    # each seat named as the record saved from the log names it (one name in every window:
    # spaces and quotes out, cut to a record name's length), its markup still plain text
    names = seat_names(read_log_file(path))
    assert names[0].startswith("<h1_style_font-size:90px") and names[1].startswith("<a_href_")
    assert logs.title.text().startswith(names[0] + " · " + names[1])
    assert logs.title.textFormat() == Qt.TextFormat.PlainText
    assert logs.title.sizeHint().height() < 80  # one or two lines of the title's font, no 90 px
    assert markup_shown(logs) == []
    # the final standings name them so too (their tooltips are checked above)
    final = logs.final.table
    assert sorted(final.item(r, 1).text() for r in range(final.rowCount())) == sorted(names)
    assert all(names[0] not in label.text() for label in logs.final.findChildren(QLabel))
    assert logs.save_record(tmp_path / "saved.mjgame")  # the saved record's path in the message
    assert markup_shown(logs) == []
    for row in range(logs.table.rowCount()):
        logs.table.selectRow(row)
        assert markup_shown(logs) == [], logs.table.item(row, 0).text()


GAME = f"""rules seed
players {" ".join(NAMES)}
ron {NAMES[2]} from {NAMES[0]} 3 40
riichi {NAMES[1]}
draw tenpai {NAMES[1]}
tsumo {NAMES[0]} 2 30
"""


def test_the_tracker_shows_html_looking_names_as_written(qtbot, tmp_path: Path) -> None:
    tracker = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini")
    window = tracker.window
    assert window.open_file(write(tmp_path / "<h1>game.mjgame", GAME))
    assert markup_shown(window) == []
    for row in range(window.history.rowCount()):
        window.history.selectRow(row)
        assert markup_shown(window) == [], row
    dialog = window.open_action("ron")
    assert dialog is not None and dialog.isVisible()
    assert markup_shown(dialog) == []
    dialog.reject()


def test_the_calculator_scoring_for_the_game_shows_the_names_as_written(player, tmp_path: Path) -> None:
    """The calculator's banner and payment cards name the game's players."""
    from test_tracker_support import tracker_from_calculator

    tracker = tracker_from_calculator(player)
    assert tracker.window.open_file(write(tmp_path / "<h1>house.mjgame", GAME))
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    player.type("234m567p3467888s5s")
    banner = player.find("game-banner", QLabel)
    assert banner.isVisible() and NAMES[2] in banner.text() and NAMES[1] in banner.text()
    assert markup_shown(player.window) == []
    assert markup_shown(tracker.window) == []


def test_the_club_shows_html_looking_names_as_written(club, tmp_path: Path) -> None:
    import re

    from tests.leaguegen import random_season

    folder = tmp_path / "<h1>club"
    folder.mkdir()
    texts, _ = random_season(7, 4)
    marked = {"Aiko": NAMES[0], "Boris": NAMES[1], "Chen": NAMES[2], "Dasha": NAMES[3]}
    for i, text in enumerate(texts):
        text = re.sub(r"\b(Aiko|Boris|Chen|Dasha)\b", lambda m: marked[m.group(1)], text)
        write(folder / f"<h1>table-{i}.mjgame", text)
    (folder / "<h1>damaged.mjgame").write_bytes(b"players A B C D\n\x00\n")
    club.open_folder(folder)
    QApplication.processEvents()
    names = {club.table.item(r, 1).text() for r in range(club.table.rowCount())}
    assert set(NAMES) <= names
    assert "&lt;h1&gt;damaged.mjgame" in club.skipped.text()  # escaped in rich text
    assert markup_shown(club) == []
    for row in range(club.table.rowCount()):
        club.table.selectRow(row)
        assert markup_shown(club) == [], club.table.item(row, 1).text()
