"""The fuzz script's aliases-file and league-folder checks (tools/fuzz.py): they run clean, and
they notice a rewritten aliases file, a lost byte, a game counted twice and a formula cell."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import fuzz

from mjgui.core.league.season import Season


def test_a_short_run_of_the_club_kinds_finds_nothing(tmp_path: Path) -> None:
    rng = random.Random(9)
    for n in range(40):
        folder = tmp_path / f"a{n}"
        folder.mkdir()
        assert fuzz.check_aliases(fuzz.mutate_aliases(rng), folder, rng) is None
        league = tmp_path / f"l{n}"
        league.mkdir()
        assert fuzz.check_league(rng, league) is None


def test_it_notices_an_aliases_file_rewritten_or_cut(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def rewrite(folder: Path, spelling: str, name: str) -> object:
        (Path(folder) / fuzz.ALIASES_FILE).write_bytes(b"a = b\n")
        from mjgui.core.league.aliases import Aliases

        return Aliases({"a": "b"})

    monkeypatch.setattr(fuzz, "add_alias", rewrite)
    rng = random.Random(1)
    assert fuzz.check_aliases("Борис".encode("cp1251"), tmp_path, rng) == (
        "an aliases file that did not read was rewritten"
    )
    assert fuzz.check_aliases(b"# ours\nx = y\n", tmp_path, rng) == "a merge lost bytes of the aliases file"


def test_it_notices_a_game_counted_twice_and_a_formula(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = fuzz.load_league

    def twice(paths: list[Path]) -> Season:
        season = real(paths)
        return replace(season, games=season.games + season.games)

    monkeypatch.setattr(fuzz, "load_league", twice)
    (tmp_path / "night").mkdir()
    rng = random.Random(2)
    monkeypatch.setattr(fuzz, "league_folder", lambda rng, folder: _one_game(folder))
    assert "games counted" in (fuzz.check_league(rng, tmp_path) or "")
    monkeypatch.setattr(fuzz, "load_league", real)
    monkeypatch.setattr(fuzz, "games_csv", lambda season, base: "name\n=1+1\n")
    assert "formula" in (fuzz.check_league(rng, tmp_path) or "")


def _one_game(folder: Path) -> list[Path]:
    path = folder / "night" / "one.mjgame"
    path.write_text(fuzz.RECORDS[0], encoding="utf-8")
    return [path]
