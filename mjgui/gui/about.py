"""Help → About mjgui: the version, the license, Qt and PySide6 with their versions and where their
sources are, and a viewer for the license texts of everything the installed app ships.

The installers and archives carry a ``licenses`` folder generated from what the bundle contains
(``packaging/build_bundle.py``: ``write_licenses``); it sits beside the app's data, so
``mjgui.resources`` finds it the same way in every bundle. A source checkout has no such folder:
there the viewer shows the project's own ``LICENSE``.
"""

from __future__ import annotations

import html
import platform
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, qVersion
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mjgui import __version__
from mjgui.gui.theme import css, readable
from mjgui.gui.util import NoBreakLabel, role_button, set_accessible
from mjgui.resources import resource_dir

PROJECT_LICENSE = "MIT"
QT_SOURCES = "https://download.qt.io/official_releases/qt/"
PYSIDE_SOURCES = "https://download.qt.io/official_releases/QtForPython/"
LICENSES_FOLDER = "licenses"
LICENSES_README = "README.txt"
LICENSES_INDEX = "index.json"  # for tests and tools, not for reading


def licenses_dir() -> Path | None:
    """The bundle's generated license folder, or None (a source checkout or a plain wheel)."""
    path = resource_dir() / LICENSES_FOLDER
    return path if (path / LICENSES_README).is_file() else None


def license_files() -> list[Path]:
    """The texts the viewer lists: README first, then every other file of the folder, by path.

    Without a generated folder: the project's LICENSE of a source checkout, if there is one.
    """
    folder = licenses_dir()
    if folder is None:
        own = resource_dir().parent / "LICENSE"
        return [own] if own.is_file() else []
    texts = sorted(
        (p for p in folder.rglob("*") if p.is_file() and p.name not in (LICENSES_README, LICENSES_INDEX)),
        key=lambda p: p.relative_to(folder).as_posix(),
    )
    return [folder / LICENSES_README, *texts]


def about_html(link_color: str = "") -> str:
    """The box's text; ``link_color`` (a CSS colour): its links' colour. A link's colour is
    otherwise the one of the palette at the time the text is set, kept after a theme switch."""
    what = QCoreApplication.translate("About", "A scoring desk for Japanese riichi mahjong.")
    free = QCoreApplication.translate("About", "mjgui is free software under the %1 License.")
    built = QCoreApplication.translate(
        "About",
        "It is built with Qt %1 and Qt for Python (PySide6) %2, which are used under the "
        "GNU Lesser General Public License version 3.",
    )
    sources = QCoreApplication.translate("About", "Source code of Qt: %1. Source code of PySide6: %2.")

    def link(url: str) -> str:
        style = f' style="color:{link_color}"' if link_color else ""
        return f'<a href="{url}"{style}>{html.escape(url)}</a>'

    paragraphs = [
        html.escape(what),
        html.escape(free).replace("%1", PROJECT_LICENSE),
        html.escape(built).replace("%1", qVersion()).replace("%2", PySide6.__version__),
        html.escape(sources).replace("%1", link(QT_SOURCES)).replace("%2", link(PYSIDE_SOURCES)),
        f"Python {html.escape(platform.python_version())}",
    ]
    return f"<h2>mjgui {html.escape(__version__)}</h2>" + "".join(f"<p>{p}</p>" for p in paragraphs)


def close_box(dialog: QDialog, name: str) -> tuple[QDialogButtonBox, QPushButton]:
    """A button box with a Close button the dialog words (:func:`~mjgui.gui.util.role_button`)."""
    buttons = QDialogButtonBox(dialog)
    close = role_button(buttons, dialog, name, QDialogButtonBox.ButtonRole.RejectRole)
    buttons.rejected.connect(dialog.reject)
    return buttons, close


class LicenseViewer(QDialog):
    """The license texts: a list of files on the left, the selected text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("license-viewer")
        self.files = license_files()
        folder = licenses_dir()
        self.list = QListWidget(self)
        self.list.setObjectName("license-list")
        for path in self.files:
            self.list.addItem(path.relative_to(folder).as_posix() if folder else path.name)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("license-text")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.list.currentRowChanged.connect(self.show_file)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addWidget(self.text, 3)
        buttons, self.close_button = close_box(self, "license-close")
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(900, 560)
        if self.files:
            self.list.setCurrentRow(0)
        self.retranslate()

    def retranslate(self) -> None:
        """Its words in the language now installed (at start and on a live language switch)."""
        self.setWindowTitle(QCoreApplication.translate("About", "License texts"))
        self.close_button.setText(QCoreApplication.translate("About", "&Close"))
        # Tab stops a screen reader names (the list of files, the text of the one chosen)
        set_accessible(self.list, QCoreApplication.translate("About", "License files"))
        set_accessible(self.text, QCoreApplication.translate("About", "License text"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_file(self, row: int) -> None:
        if 0 <= row < len(self.files):
            try:
                text = self.files[row].read_text(encoding="utf-8", errors="replace")
            except OSError as err:
                text = str(err)
            self.text.setPlainText(text)


class AboutDialog(QDialog):
    """Version, license, Qt and PySide6; buttons for the license texts and Qt's own About box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        self.body = NoBreakLabel(self)
        self.body.setObjectName("about-text")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setOpenExternalLinks(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        buttons, self.close_button = close_box(self, "about-close")
        self.licenses_button = QPushButton(self)
        self.licenses_button.setObjectName("about-licenses")
        self.licenses_button.setEnabled(bool(license_files()))
        self.licenses_button.clicked.connect(self.show_licenses)
        self.about_qt_button = QPushButton(self)
        self.about_qt_button.setObjectName("about-qt")
        self.about_qt_button.clicked.connect(lambda: QApplication.aboutQt())
        buttons.addButton(self.licenses_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.about_qt_button, QDialogButtonBox.ButtonRole.ActionRole)
        # Enter closes the box, as it opens and wherever its text is read (left to Qt, the
        # first button made, "License texts…", took Enter and opened the viewer)
        self.close_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.viewer: LicenseViewer | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Its words in the language now installed (at start and on a live language switch, as
        every window of mjgui: Qt sends LanguageChange when the catalogue's translator changes)."""
        self.setWindowTitle(QCoreApplication.translate("Window", "About mjgui"))
        self._say_body()
        self.licenses_button.setText(QCoreApplication.translate("About", "&License texts…"))
        self.about_qt_button.setText(QCoreApplication.translate("About", "About &Qt"))
        self.close_button.setText(QCoreApplication.translate("About", "&Close"))
        if self.isVisible():  # a live switch: the box takes the size its new words need
            self.adjustSize()

    def _say_body(self) -> None:
        """The text, its links in the palette's link colour of now, made readable on the box
        (the box is not modal: a theme switched while it is open left the light theme's #0000ff
        on the dark window, 1.6:1)."""
        palette = self.palette()
        self.body.setText(about_html(css(readable(palette, palette.color(QPalette.ColorRole.Link)))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._say_body()
        super().changeEvent(event)

    def show_licenses(self) -> LicenseViewer:
        self.viewer = LicenseViewer(self)
        self.viewer.show()
        return self.viewer


def show_about(parent: QWidget | None = None) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
