"""Every shortcut of every window's actions is in the README's tables of keys (*Keyboard*): the
calculator's table, and the other windows' with a row per window and key. The tracker's Ctrl+N,
Ctrl+O, Ctrl+Shift+S, Ctrl+K, Ctrl+W and Ctrl+L, the calculator's Ctrl+O, Ctrl+Shift+G and F1,
the club's Esc and Ctrl+F4 and the quiz's Ctrl+F4 were not written anywhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from mjgui.gui.club import ClubWindow
from mjgui.gui.settings import Settings

README = Path(__file__).resolve().parents[2] / "README.md"


def _tables() -> tuple[list[str], dict[str, list[str]]]:
    """The key cells of the calculator's table (the first of *Keyboard*), and those of the other
    windows' table (its first column the window) by window."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("\n### Keyboard\n") :]
    section = section[: section.index("\n### ", 1)]
    tables: list[list[list[str]]] = []
    rows: list[list[str]] = []
    for line in [*section.splitlines(), ""]:
        if line.startswith("|"):
            if not line.startswith("| ---"):
                rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            tables.append(rows)
            rows = []
    calculator = next(t for t in tables if t[0] == ["Key", "Does"])
    others = next(t for t in tables if t[0] == ["Window", "Key", "Does"])
    by_window: dict[str, list[str]] = {}
    for window, key, _ in others[1:]:
        by_window.setdefault(window, []).append(key)
    return [row[0] for row in calculator[1:]], by_window


def _shown(key: QKeySequence) -> str:
    """A key as the README writes it: Qt's own words, Return called Enter."""
    return key.toString(QKeySequence.SequenceFormat.PortableText).replace("Return", "Enter")


def _owner(action: QAction) -> QWidget | None:
    parent: QObject | None = action.parent()
    while parent is not None and not isinstance(parent, QWidget):
        parent = parent.parent()
    return parent.window() if parent is not None else None


def shortcuts(window: QWidget) -> dict[str, str]:
    """Each key of the actions of ``window`` itself (not of the windows it opened), with the
    action's name."""
    found: dict[str, str] = {}
    for action in window.findChildren(QAction):
        if _owner(action) is window:
            for key in action.shortcuts():
                if not key.isEmpty():
                    found[_shown(key)] = action.objectName()
    return found


def written(key: str, cells: list[str]) -> bool:
    """``key`` as a whole in one of the cells (``Ctrl+Z`` is not in ``Ctrl+Shift+Z``)."""
    pattern = re.compile(rf"(?<![\w+]){re.escape(key)}(?![\w+])")
    return any(pattern.search(cell) for cell in cells)


def test_the_check_reads_whole_keys() -> None:
    assert written("Ctrl+Z", ["Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y)"]) and written("Ctrl+Y", ["(Ctrl+Y)"])
    assert not written("Ctrl+Z", ["Ctrl+Shift+Z"]) and not written("Z", ["Ctrl+Z"])
    assert not written("D", ["Add"]) and written("F7", ["F7 / Shift+F7"])
    calculator, others = _tables()
    assert "T" in calculator and "Ctrl+O" in calculator
    assert set(others) == {"game tracker", "game log", "club's results", "rules comparison", "quiz"}


@pytest.mark.parametrize("rules", ["seed", "tenhou-sanma"])
def test_every_window_s_shortcuts_are_in_the_readme(make_window: object, rules: str, tmp_path: Path) -> None:
    window = make_window("en")  # type: ignore[operator]
    window.controller.set_preset(rules)  # the nuki key (K) is shown under three-player rules
    club = ClubWindow(
        languages=window.languages, settings=Settings.at(str(tmp_path / "c.ini")), parent=window
    )
    windows = {
        "game tracker": window.game_link.open_tracker(),
        "game log": window.log_window(),
        "club's results": club,
        "rules comparison": window.compare_window(),
        "quiz": window.quiz_window(),
    }
    QApplication.processEvents()
    calculator, others = _tables()
    missing = [
        f"calculator: {key} ({name})"
        for key, name in shortcuts(window).items()
        if not written(key, calculator)
    ]
    for title, other in windows.items():
        keys = shortcuts(other)
        assert keys, title
        cells = others.get(title, [])
        missing += [f"{title}: {key} ({name})" for key, name in keys.items() if not written(key, cells)]
    assert not missing, "keys not in the README:\n" + "\n".join(missing)
