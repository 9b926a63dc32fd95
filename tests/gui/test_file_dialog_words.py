"""Qt's own file dialog (the one drawn by Qt, not the desktop's) in Russian says every word in
Russian: the labels Qt 6 gave a shortcut letter and a folder's type, which the ``qtbase_ru.qm``
shipped with PySide6 lacks, come from the app's catalogue (:data:`mjgui.gui.i18n.QT_WORDS`)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, Qt, QTranslator, QUrl
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QLabel,
    QTreeView,
    QWidget,
)

from mjgui.gui.appsetup import setup_application
from mjgui.gui.i18n import CatalogueTranslator, Languages

ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def russian(qtbot: object) -> Iterator[Languages]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    languages = Languages()
    languages.set_language("ru")
    try:
        yield languages
    finally:
        languages.set_language("en")


def _words(dialog: QFileDialog) -> list[tuple[str, str]]:
    """(where, text) of every word the dialog shows or says to a screen reader: labels, buttons,
    tool tips, the lists' headers and cells, the file types, the actions of its context menu.
    Paths and the names of the files shown are the player's, not Qt's: left out."""
    out: list[tuple[str, str]] = [("title", dialog.windowTitle())]
    for widget in [dialog, *dialog.findChildren(QWidget)]:
        if widget is not dialog and not widget.isVisibleTo(dialog):
            continue
        name = widget.objectName() or type(widget).__name__
        for kind, text in (
            ("tip", widget.toolTip()),
            ("accessible name", widget.accessibleName()),
            ("accessible description", widget.accessibleDescription()),
        ):
            out.append((f"{name} {kind}", text))
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append((name, widget.text()))
        if isinstance(widget, QComboBox) and name != "lookInCombo":  # that one lists paths
            out += [(f"{name} item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and name != "sidebar":  # the sidebar: places
            model, root = widget.model(), widget.rootIndex()
            columns = model.columnCount(root)
            horizontal = Qt.Orientation.Horizontal
            out += [(f"{name} header", str(model.headerData(c, horizontal))) for c in range(columns)]
            for row in range(model.rowCount(root)):
                cells = [model.index(row, c, root) for c in range(1, columns)]  # column 0: its name
                out += [(f"{name} cell", str(model.data(cell))) for cell in cells]
    out += [("action", action.text()) for action in dialog.findChildren(QAction)]
    return [(where, text.replace("&", "")) for where, text in out if text and "/" not in text]


def _show(qtbot: object, dialog: QFileDialog, folder: Path) -> None:
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)  # the type column: a folder's "Folder"
    dialog.setSidebarUrls([QUrl.fromLocalFile(str(folder))])
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    assert tree is not None

    def listed() -> None:
        assert tree.model().rowCount(tree.rootIndex()) == 1
        assert tree.model().data(tree.model().index(0, 2, tree.rootIndex()))  # its type

    qtbot.waitUntil(listed)  # type: ignore[attr-defined]


@pytest.mark.parametrize("mode", ["open", "save", "folder"])
def test_the_file_dialog_in_russian_shows_no_english_word(
    qtbot: object, russian: Languages, tmp_path: Path, mode: str
) -> None:
    folder = tmp_path / "записи"
    (folder / "вечер").mkdir(parents=True)  # a folder, named in Russian: its type is shown
    dialog = QFileDialog(None, "Открыть запись", str(folder))
    if mode == "save":
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    if mode == "folder":
        dialog.setFileMode(QFileDialog.FileMode.Directory)
    _show(qtbot, dialog, folder)
    words = _words(dialog)
    shown = {text for _, text in words}
    # what the audit saw in English, now in Russian
    assert {"Перейти к:", "Типы файлов:", "Папка"} <= shown
    assert [(where, text) for where, text in words if ENGLISH_WORD.search(text)] == []


def test_the_file_dialog_is_worded_again_at_a_switch(
    qtbot: object, russian: Languages, tmp_path: Path
) -> None:
    """Opened in English, switched to Russian while it is open."""
    russian.set_language("en")
    folder = tmp_path / "записи"
    (folder / "вечер").mkdir(parents=True)
    dialog = QFileDialog(None, "", str(folder))
    _show(qtbot, dialog, folder)
    assert {"Look in:", "Files of type:"} <= {text for _, text in _words(dialog)}
    russian.set_language("ru")
    QApplication.processEvents()
    words = _words(dialog)
    assert {"Перейти к:", "Типы файлов:"} <= {text for _, text in words}
    assert [(where, text) for where, text in words if ENGLISH_WORD.search(text)] == []


def test_every_word_marked_for_qt_is_one_its_own_russian_lacks() -> None:
    """Each word of QT_WORDS is one Qt asks and its bundled Russian does not have (else the
    catalogue's copy is dead weight), and the catalogue answers it."""
    from babel.messages.extract import extract_from_file

    source = Path(__file__).resolve().parents[2] / "mjgui" / "gui" / "i18n.py"
    marked = [
        (context, message)
        for _, message, _, context in extract_from_file(
            "python", str(source), keywords={"QT_TRANSLATE_NOOP": ((1, "c"), 2)}
        )
    ]
    assert len(marked) >= 5
    qt = QTranslator()
    assert qt.load("qtbase_ru", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    ours = CatalogueTranslator("ru")
    for context, text in marked:
        assert not qt.translate(context, text), (context, text)
        assert ours.translate(context, text), (context, text)
