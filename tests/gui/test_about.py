"""Help → About mjgui and About Qt: version, license, Qt and PySide6 with their sources, license texts."""

from __future__ import annotations

import json
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QPlainTextEdit, QPushButton

import mjgui.gui.about as about
from mjgui import __version__

ROOT = Path(__file__).resolve().parents[2]


def open_about(player) -> about.AboutDialog:
    action = player.window.findChild(QAction, "about")
    assert action is not None and action.text() == "&About mjgui"
    action.trigger()
    dialog = player.window.about_dialog
    player.qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_help_menu_has_about_and_about_qt(player) -> None:
    titles = [a.text() for a in player.window.menu_help.actions()]
    assert titles == ["&Notation syntax", "&About mjgui", "About &Qt"]
    qt_action = player.window.findChild(QAction, "about-qt")
    assert qt_action.menuRole() == QAction.MenuRole.AboutQtRole


def test_about_names_version_license_qt_and_sources(player) -> None:
    dialog = open_about(player)
    text = dialog.findChild(QLabel, "about-text").text()
    assert f"mjgui {__version__}" in text
    assert "free software under the MIT License" in text
    assert f"Qt {qVersion()}" in text and f"(PySide6) {PySide6.__version__}" in text
    assert "GNU Lesser General Public License version 3" in text
    assert f'href="{about.QT_SOURCES}"' in text and f'href="{about.PYSIDE_SOURCES}"' in text
    assert dialog.findChild(QPushButton, "about-qt").text() == "About &Qt"


def test_about_in_russian(make_window, qtbot) -> None:
    window = make_window(lang="ru")
    assert window.act_about_qt.text() == "О &библиотеке Qt"  # a letter a Russian layout types
    window.act_about.trigger()
    dialog = window.about_dialog
    text = dialog.findChild(QLabel, "about-text").text()
    assert "свободная программа под лицензией MIT" in text
    assert f"Qt {qVersion()}" in text
    assert dialog.findChild(QPushButton, "about-licenses").text() == "&Тексты лицензий…"


def test_alt_and_a_cyrillic_letter_opens_about_qt_in_russian(make_window, qtbot, monkeypatch) -> None:
    """«О &Qt»: Alt+Q, a letter a Russian layout does not type. Alt+Б («О &библиотеке Qt», as
    in the Help menu) opens Qt's own box, and no other button of the box has that letter."""
    from test_mnemonics import mnemonic

    shown: list[bool] = []
    monkeypatch.setattr(QApplication, "aboutQt", staticmethod(lambda: shown.append(True)))
    window = make_window(lang="ru")
    window.act_about.trigger()
    dialog = window.about_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    about_qt = dialog.findChild(QPushButton, "about-qt")
    letter = mnemonic(about_qt.text())
    assert letter == "б"
    buttons = dialog.findChildren(QPushButton)
    assert letter not in [mnemonic(button.text()) for button in buttons if button is not about_qt]
    target = QApplication.focusWidget() or dialog
    key, alt = Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.AltModifier
    for action in (QTest.KeyAction.Press, QTest.KeyAction.Release):  # as a Russian layout types it
        QTest.sendKeyEvent(action, target, key, letter, alt)
    qtbot.waitUntil(lambda: shown == [True])


def test_license_texts_of_a_source_checkout_show_the_project_license(player) -> None:
    dialog = open_about(player)
    button = dialog.findChild(QPushButton, "about-licenses")
    assert button.isEnabled()
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    viewer = dialog.viewer
    assert viewer is not None and viewer.isVisible()
    items = viewer.findChild(QListWidget, "license-list")
    assert [items.item(i).text() for i in range(items.count())] == ["LICENSE"]
    shown = viewer.findChild(QPlainTextEdit, "license-text").toPlainText()
    assert shown == (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_license_texts_of_a_bundle_list_its_folder(player, tmp_path, monkeypatch) -> None:
    """A bundle's generated folder: README first, then every text; choosing one shows it."""
    folder = tmp_path / "licenses"
    (folder / "texts").mkdir(parents=True)
    (folder / "README.txt").write_text("mjgui 0.1.0\nMIT License\n", encoding="utf-8")
    lgpl = folder / "texts" / "LGPL-3.0-only.txt"
    lgpl.write_text("GNU LESSER GENERAL PUBLIC LICENSE\n", encoding="utf-8")
    (folder / "Python-LICENSE.txt").write_text("PSF LICENSE AGREEMENT\n", encoding="utf-8")
    (folder / "index.json").write_text(json.dumps({"files": {}}), encoding="utf-8")
    (folder / "other").mkdir()
    (folder / "other" / "liblzma.5.dylib-COPYING").write_text("XZ Utils Licensing\n", encoding="utf-8")
    monkeypatch.setattr(about, "resource_dir", lambda: tmp_path)
    dialog = open_about(player)
    viewer = dialog.show_licenses()
    items = viewer.findChild(QListWidget, "license-list")
    names = [items.item(i).text() for i in range(items.count())]
    assert names == [
        "README.txt",
        "Python-LICENSE.txt",
        "other/liblzma.5.dylib-COPYING",
        "texts/LGPL-3.0-only.txt",
    ]
    text = viewer.findChild(QPlainTextEdit, "license-text")
    assert text.toPlainText() == "mjgui 0.1.0\nMIT License\n"
    items.setCurrentRow(3)
    assert text.toPlainText() == "GNU LESSER GENERAL PUBLIC LICENSE\n"


def test_no_license_texts_disables_the_button(player, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(about, "resource_dir", lambda: tmp_path / "resources")
    assert about.license_files() == []
    dialog = open_about(player)
    assert not dialog.findChild(QPushButton, "about-licenses").isEnabled()


def test_about_qt_opens_qts_own_box(player, monkeypatch) -> None:
    shown: list[bool] = []
    monkeypatch.setattr(QApplication, "aboutQt", staticmethod(lambda: shown.append(True)))
    player.window.findChild(QAction, "about-qt").trigger()
    dialog = open_about(player)
    dialog.findChild(QPushButton, "about-qt").click()
    assert shown == [True, True]


def test_an_open_about_box_and_license_viewer_follow_a_live_language_switch(player) -> None:
    """The About box and the license viewer stayed English when the language was switched while
    they were open (title, text, buttons); they now retranslate as every window does."""
    dialog = open_about(player)
    viewer = dialog.show_licenses()
    body = dialog.findChild(QLabel, "about-text")
    licenses = dialog.findChild(QPushButton, "about-licenses")
    about_qt = dialog.findChild(QPushButton, "about-qt")
    assert (dialog.windowTitle(), licenses.text(), viewer.windowTitle()) == (
        "About mjgui",
        "&License texts…",
        "License texts",
    )
    english = (about_qt.text(), body.text())

    def switch(lang: str) -> None:
        action = player.window.findChild(QAction, f"language-{lang}")
        action.trigger()
        player.qtbot.waitUntil(lambda: player.window.languages.current == lang)
        QApplication.processEvents()

    switch("ru")
    assert dialog.windowTitle() == "О программе mjgui"
    assert licenses.text() == "&Тексты лицензий…" and viewer.windowTitle() == "Тексты лицензий"
    assert about_qt.text() == "О &библиотеке Qt"  # as the Help menu's: a letter a Russian layout types
    # the Close buttons keep their own words and letters (the box's standard one took its own)
    close = dialog.findChild(QPushButton, "about-close")
    assert close.text() == "&Закрыть" and viewer.findChild(QPushButton, "license-close").text() == "&Закрыть"
    assert "свободная программа под лицензией MIT" in body.text()
    assert f"mjgui {__version__}" in body.text() and f"Qt {qVersion()}" in body.text()
    switch("en")
    assert (about_qt.text(), body.text()) == english and close.text() == "&Close"
    assert viewer.windowTitle() == "License texts" and dialog.windowTitle() == "About mjgui"


def test_the_about_box_takes_the_size_of_its_russian_words(make_window, qtbot) -> None:
    """Opened in English and switched to Russian, the box kept its English size: the text and
    the links were cut at the bottom."""
    window = make_window(lang="en")
    window.act_about.trigger()
    dialog = window.about_dialog
    qtbot.waitUntil(dialog.isVisible)
    english = dialog.size()
    window.set_language("ru")
    QApplication.processEvents()
    body = dialog.findChild(QLabel, "about-text")
    assert "свободная программа" in body.text()
    assert dialog.height() > english.height()
    assert dialog.width() >= dialog.sizeHint().width() and dialog.height() >= dialog.sizeHint().height()
    assert body.height() >= body.heightForWidth(body.width())  # every line of the text in sight
    window.set_language("en")
    QApplication.processEvents()
    assert body.height() >= body.heightForWidth(body.width())


def test_enter_closes_the_about_box(player) -> None:
    """Enter as the box opened opened the license viewer ("License texts…" was the default
    button): Close is, and the other buttons are only pressed when they have the focus."""
    dialog = open_about(player)
    close = dialog.findChild(QPushButton, "about-close")
    licenses = dialog.findChild(QPushButton, "about-licenses")
    assert close.isDefault() and not licenses.isDefault()
    pressed: list[str] = []
    licenses.clicked.connect(lambda: pressed.append("licenses"))
    close.clicked.connect(lambda: pressed.append("close"))
    dialog.activateWindow()
    player.qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    focus = QApplication.focusWidget()
    with player.qtbot.waitSignal(dialog.finished, timeout=2000):
        player.qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert pressed == ["close"]


def drawn_colours(label: QLabel) -> set[str]:
    image = label.grab().toImage()
    return {QColor(image.pixel(x, y)).name() for x in range(image.width()) for y in range(image.height())}


def test_an_open_about_box_follows_a_live_theme_switch(make_window) -> None:
    """The box is not modal: left open while the theme is switched, its two links kept the
    colour of the theme it was opened in (the light theme's #0000ff on the dark window,
    1.6:1). They take the new theme's link colour, readable on the box."""
    from mjgui.gui.appsetup import apply_theme
    from mjgui.gui.theme import contrast

    window = make_window("en")
    app = QApplication.instance()
    try:
        window.set_theme("light")
        QApplication.processEvents()
        window.act_about.trigger()
        dialog = window.about_dialog
        QApplication.processEvents()
        light = drawn_colours(dialog.body)
        assert "#0000ff" in light  # the light theme's links
        for theme in ("dark", "light"):
            window.set_theme(theme)
            for _ in range(3):
                QApplication.processEvents()
            ground = dialog.palette().color(QPalette.ColorRole.Window)
            drawn = drawn_colours(dialog.body)
            link = "#7ab7ff" if theme == "dark" else "#0000ff"  # as a box opened in it draws them
            assert link in drawn
            assert contrast(QColor(link), ground) >= 4.5
            if theme == "dark":
                assert "#0000ff" not in drawn
            else:
                assert drawn == light
    finally:
        apply_theme(app, "system")
