"""File → Quit answers Ctrl+Q on every platform (README's table of keys says so). It had only
the platform's own Quit key, and Qt's Windows key scheme has none: Ctrl+Q did nothing there. The
named Ctrl+Q is given once where the platform's key is Ctrl+Q already."""

from __future__ import annotations

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from mjgui.gui.window import MainWindow


def _platform(quit_key: str) -> type[QKeySequence]:
    """Qt's key sequences as a platform's scheme has them: ``quit_key`` for Quit ("": none, as
    under Windows' scheme and the offscreen platform the tests run on)."""

    class Keys(QKeySequence):
        def __init__(self, *args: object) -> None:
            if args and args[0] == QKeySequence.StandardKey.Quit:
                super().__init__(quit_key)
            else:
                super().__init__(*args)  # type: ignore[call-overload]

    return Keys


def _quit_keys(make_window: object, monkeypatch: pytest.MonkeyPatch, quit_key: str) -> list[str]:
    keys = _platform(quit_key)
    monkeypatch.setattr(QtGui, "QKeySequence", keys)
    assert keys(QKeySequence.StandardKey.Quit).toString() == quit_key
    window = make_window()  # type: ignore[operator]
    monkeypatch.undo()
    assert isinstance(window, MainWindow)
    return [key.toString(QKeySequence.SequenceFormat.PortableText) for key in window.act_quit.shortcuts()]


def test_quit_has_ctrl_q_where_the_platform_gives_it_no_key(
    make_window: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _quit_keys(make_window, monkeypatch, "") == ["Ctrl+Q"]


def test_quit_has_ctrl_q_once_where_the_platform_gives_it(
    make_window: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _quit_keys(make_window, monkeypatch, "Ctrl+Q") == ["Ctrl+Q"]


def test_ctrl_q_quits(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    player.qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert not window.isVisible()
