"""README's window sections say what the window shows, in the words it shows them:

* the log files the window opens include mjai event logs (Mortal's, mjai-reviewer's, Akochan's:
  the first event tells, under any name), which README's lists of log files left out;
* the preset README and records call ``seed`` is *Club rules* in the window, as README now says
  wherever it names it to a player;
* the wind rows' Alt letters are the labels' own in each language (Alt+S and Alt+U in English,
  Alt+М and Alt+У in Russian), where README named the English ones alone."""

from __future__ import annotations

import gzip
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from test_mnemonics import mnemonic

from mjgui.controller.game.opening import file_kind
from mjgui.core.logs import LOG_PATTERNS

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
MJAI = ROOT / "tests" / "data" / "logs" / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"


WINDOW_ON = README[README.index("\n## The window\n") :]  # the window, tracker, club and teaching


def test_readme_names_mjai_logs_where_it_lists_the_logs_the_window_opens(tmp_path: Path) -> None:
    opening = WINDOW_ON[WINDOW_ON.index("**Opening a file.**") :]
    opening = opening[: opening.index("\n\n")]
    ctrl_o = next(line for line in WINDOW_ON.splitlines() if line.startswith("| Ctrl+O |"))
    for said in (opening, ctrl_o):
        assert "mjai" in said
    # each name README gives an mjai log opens as a log, gzipped too
    names = re.findall(r"`(\.\w+)`", opening[opening.index("mjai") :])
    assert {".jsonl", ".mjson", ".log"} <= set(names)
    for suffix in names:
        if suffix == ".mjgame":
            continue
        plain = tmp_path / f"game{suffix}"
        shutil.copyfile(MJAI, plain)
        packed = tmp_path / f"game{suffix}.gz"
        packed.write_bytes(gzip.compress(MJAI.read_bytes()))
        assert file_kind(plain) == file_kind(packed) == "log", suffix
    # the open dialog's list of logs, as the Ctrl+O row names it
    for pattern in LOG_PATTERNS:
        assert f"`{pattern.removeprefix('*')}`" in ctrl_o, pattern


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_club_rules_is_the_name_readme_gives_seed(make_window: object, lang: str) -> None:
    window = make_window(lang)  # type: ignore[operator]
    QApplication.processEvents()  # the language's LanguageChange is posted
    preset = window.findChild(QComboBox, "preset")
    assert isinstance(preset, QComboBox)
    club = {"en": "Club rules", "ru": "Клубные правила"}[lang]
    shown = [(preset.itemText(i), preset.itemData(i)) for i in range(preset.count())]
    assert (club, "seed") in shown, shown
    if lang == "en":
        # every seed README says to a player in these sections comes with the window's name
        for found in re.finditer(r"(?<![-\w])`?seed`?(?![-\w])", WINDOW_ON):
            around = WINDOW_ON[max(0, found.start() - 160) : found.end() + 160]
            assert "Club rules" in around, around


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_readme_gives_the_wind_rows_alt_letters_in_each_language(make_window: object, lang: str) -> None:
    window = make_window(lang)  # type: ignore[operator]
    QApplication.processEvents()  # the language's LanguageChange is posted
    letters = []
    for name in ("seat", "round"):
        label = next(
            lab
            for lab in window.findChildren(QLabel)
            if lab.buddy() is not None and lab.buddy().objectName() == name
        )
        assert (label.text() in ("&Seat", "Ro&und")) == (lang == "en"), label.text()
        letter = mnemonic(label.text())
        assert letter is not None
        letters.append(f"Alt+{letter.upper()}")
    sentence = " ".join(WINDOW_ON[WINDOW_ON.index("`Round wind: East`") :][:200].split())
    assert f"{letters[0]} and {letters[1]}" in sentence, (letters, sentence)
