"""A folder whose name is not UTF-8 (bytes a Linux disk allows, which Python hands over as lone
surrogates) cannot be kept in the settings as it is: Qt stored another name, and the next file
dialog opened another existing folder (``odd\\xff/inner`` came back as ``odd/inner``). Such a
folder is remembered by the nearest folder above it whose name can be kept; never as another."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mjgui.gui.settings import Settings


def _odd_folder(tmp_path: Path) -> str:
    """``tmp_path/odd\\xff/inner`` (and, beside it, ``odd/inner``: the folder its mangled name
    names); skipped where the disk takes no such name (macOS, Windows)."""
    odd = os.path.join(os.fsencode(tmp_path), b"odd\xff", b"inner")
    try:
        os.makedirs(odd)
    except (OSError, UnicodeError):
        pytest.skip("this disk takes no name that is not UTF-8")
    (tmp_path / "odd" / "inner").mkdir(parents=True)
    return os.fsdecode(odd)


def test_a_folder_whose_name_is_not_utf8_is_remembered_by_the_folder_above_it(tmp_path: Path) -> None:
    folder = _odd_folder(tmp_path)
    ini = tmp_path / "settings.ini"
    settings = Settings.at(str(ini))
    settings.remember_folder("records", os.path.join(folder, "game.mjgame"))
    assert settings.folder("records") == str(tmp_path)  # not odd/inner, another folder
    assert Settings.at(str(ini)).folder("records") == str(tmp_path)  # the next session too
    assert str(tmp_path / "odd") not in ini.read_bytes().decode("utf-8")
    settings.remember_folder("club", folder)  # a folder chosen itself
    assert Settings.at(str(ini)).folder("club") == str(tmp_path)


def test_a_folder_with_any_utf8_name_is_remembered_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "клуб 🀄" / "вечер\u00a01"
    folder.mkdir(parents=True)
    ini = tmp_path / "settings.ini"
    settings = Settings.at(str(ini))
    settings.remember_folder("records", str(folder / "game.mjgame"))
    assert Settings.at(str(ini)).folder("records") == str(folder)
