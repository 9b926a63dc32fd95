"""Each option of the settings read typed from a real settings file: a value of another type (a
``@ByteArray(dark)`` as an older Qt or a hand-edited file leaves, a number, a list, a point) or a
name mjgui does not know is the option's default, and never reaches the window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget

from mjgui.gui.settings import Settings
from mjgui.gui.window import MainWindow

#: every option, as its key holds a value of the right type
GOOD = "[ui]\nlanguage=ru\ntheme=dark\n[folders]\nrecords={folder}\n[windows]\nmain-window\\maximized=true\n"
#: ... and as the same keys hold values of other types
WRONG = {
    "bytes": "@ByteArray(ru)|@ByteArray(dark)|@ByteArray({folder})|@ByteArray(true)",
    "numbers": "1|2|4|1",
    "lists": "ru, en|dark, light|{folder}, {folder}|true, false",
    "points": "@Point(1 2)|@Size(1 2)|@Point(0 0)|@Size(0 0)",
}


def _write(path: Path, values: list[str]) -> None:
    keys = ("language", "theme", "records", "maximized")
    text = GOOD
    for key, value in zip(keys, values, strict=True):
        for good in ("ru", "dark", "{folder}", "true"):
            if f"{key}={good}\n" in text:
                text = text.replace(f"{key}={good}\n", f"{key}={value}\n")
    path.write_text(text.replace("{folder}", str(path.parent)), encoding="utf-8")


def _read(settings: Settings) -> tuple[object, ...]:
    return (
        settings.language,
        settings.theme,
        settings.folder("records"),
        settings.window_maximized("main-window"),
    )


def test_each_option_of_the_right_type_is_read(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    _write(path, ["ru", "dark", "{folder}", "true"])
    assert _read(Settings.at(str(path))) == ("ru", "dark", str(tmp_path), True)


@pytest.mark.parametrize("kind", list(WRONG))
def test_each_option_of_another_type_is_its_default(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "s.ini"
    _write(path, WRONG[kind].split("|"))
    settings = Settings.at(str(path))
    if kind == "bytes":  # the file really holds bytes, which compare equal to the names
        held = settings._get("ui/theme")
        assert isinstance(held, QByteArray) and held == "dark"
    assert _read(settings) == (None, "system", "", False)


def test_a_geometry_of_another_type_is_none(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text(
        "[window]\ngeometry=@ByteArray()\n[windows]\nmain-window\\geometry=dark\n"
        "tracker-window\\geometry=@Rect(0 0 100 100)\nquiz-window\\geometry=1, 2\n",
        encoding="utf-8",
    )
    settings = Settings.at(str(path))
    assert settings.geometry is None
    names = ("main-window", "tracker-window", "quiz-window")
    assert [settings.window_geometry(name) for name in names] == [None, None, None]


def test_unknown_names_are_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[ui]\nlanguage=fr\ntheme=neon\n", encoding="utf-8")
    assert _read(Settings.at(str(path)))[:2] == (None, "system")


def test_a_theme_and_language_saved_as_bytes_leave_the_menus_whole(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """``theme=@ByteArray(dark)`` passed the test of a known theme (bytes equal to the name) and
    came out as "b'dark'": building the menus raised KeyError at every start, and they stayed
    empty."""
    settings_path.write_text("[ui]\nlanguage=@ByteArray(ru)\ntheme=@ByteArray(dark)\n", encoding="utf-8")
    window = make_window(lang=None)  # the saved language, if any
    assert [act.isChecked() for act in window.theme_actions.values()] == [True, False, False]
    assert window.languages.current in ("en", "ru")
    assert window.language_actions[window.languages.current].isChecked()
    assert [act.objectName() for act in window.menu_theme.actions()] == [
        "theme-system",
        "theme-light",
        "theme-dark",
    ]
    window.theme_actions["light"].trigger()
    assert Settings.at(str(settings_path)).theme == "light"


# -- the notice --------------------------------------------------------------------------------------


def _whole(window: MainWindow) -> str:
    """The notice at the bottom of the window, checked to be shown whole: every line of it, inside
    the window."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel

    label = window.statusBar().findChild(QLabel, "status-notice")
    assert label is not None and label.isVisible()
    text = label.text()
    metrics = QFontMetrics(label.font())
    margins = label.contentsMargins()
    width = label.contentsRect().width()
    needed = metrics.boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() >= 2 * metrics.height()  # too long for one line at this width
    assert label.height() - margins.top() - margins.bottom() >= needed.height(), (label.height(), needed)
    assert window.rect().contains(QRect(label.mapTo(window, QPoint(0, 0)), label.size()))
    return text


@pytest.mark.parametrize(("lang", "width"), [("ru", 1008), ("en", 784)])
def test_the_settings_notice_is_shown_whole(
    make_window: Callable[..., MainWindow], qtbot: object, tmp_path: Path, lang: str, width: int
) -> None:
    """It was one line of the status bar, cut off at the window's edge: in Russian at 1024 px,
    in English at 800, the name of the file kept aside was lost."""
    from PySide6.QtWidgets import QApplication

    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import SettingsProblem

    window = make_window(lang=lang)
    window.resize(width, 600)  # or its least width, if larger
    QApplication.processEvents()
    width = window.width()
    conf = tmp_path / "config" / "mjgui" / "mjgui.conf"
    settings = Settings(None, SettingsProblem("damaged", str(conf), f"{conf}.damaged-20261205-225959"))
    say_settings_problem(window, settings)
    qtbot.waitUntil(lambda: window.statusBar().height() > 2 * window.statusBar().fontMetrics().height())  # type: ignore[attr-defined]
    QApplication.processEvents()
    first = _whole(window)
    start = {"en": "The settings file ", "ru": "Файл настроек "}
    assert first.startswith(start[lang] + str(conf)) and f"{conf}.damaged-20261205-225959" in first
    assert window.width() == width  # the window kept its width: the notice wrapped
    other = "en" if lang == "ru" else "ru"
    window.set_language(other)  # worded again in the new language, whole again
    QApplication.processEvents()
    QApplication.processEvents()
    assert _whole(window).startswith(start[other])
    window.statusBar().showMessage("Result copied as text", 3000)  # another message: it goes
    QApplication.processEvents()
    window.statusBar().clearMessage()
    QApplication.processEvents()
    assert not window.statusBar().findChild(QWidget, "status-notice").isVisible()
