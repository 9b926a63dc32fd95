"""A season read again replays only the files changed, with the very figures a fresh read gives.

An audit of a long club season (461 games) found Reload (F5, or a tracker's save into the
folder) parsed and replayed every record again: 0.5 s of CPU for one file changed. A
:class:`SeasonCache` keeps what a load read of each file, known by its size, time and bytes.
"""

from __future__ import annotations

import datetime as dt
import os
import shutil
from pathlib import Path

import pytest

import mjgui.core.league.season as season_module
from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.core.league.season import Season, SeasonCache, load_season
from tests.leaguegen import write_season
from tests.test_league import HAND_WRITTEN

DATA = Path(__file__).parent / "data"
SANMA = DATA / "sanma-records" / "dnovikoff-sanma2.mjgame"
UNDATED = HAND_WRITTEN.replace("# date 2026-11-27\n", "")


def _season(root: Path) -> Path:
    """A folder with every kind of file the league tells apart: games of both tables, aliases,
    a damaged, an unfinished and a refused record, a copy of a game, a sync conflict copy that
    holds the same game and one that does not, an early save of a game and a record without
    a date line."""
    write_season(root, 12, {"hand-written.mjgame": HAND_WRITTEN, ALIASES_FILE: "Borya = Boris\n"})
    (root / "damaged.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\nron Aiko\x00from Boris 1 30\n")
    (root / "unfinished.mjgame").write_text("players Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n")
    (root / "refused.mjgame").write_text("players Aiko Boris Chen Dasha\nron Zoe from Boris 3 30\n")
    shutil.copy(SANMA, root / "sanma.mjgame")
    (root / "copies").mkdir()
    shutil.copy(root / "night-20" / "table-1.mjgame", root / "copies" / "table-1.mjgame")
    night = root / "night-21"
    shutil.copy(night / "table-2.mjgame", night / "table-2.sync-conflict-20261121-231502-ABCDEF1.mjgame")
    other = (night / "table-3.mjgame").read_text(encoding="utf-8") + "tsumo Aiko 1 30\n"
    (night / "table-3.sync-conflict-20261121-231502-ABCDEF1.mjgame").write_text(other, encoding="utf-8")
    lines = (night / "table-4.mjgame").read_text(encoding="utf-8").splitlines(keepends=True)
    (root / "copies" / "table-4-early.mjgame").write_text("".join(lines[:6]), encoding="utf-8")
    (root / "undated.mjgame").write_text(UNDATED, encoding="utf-8")
    stamp = dt.datetime(2026, 11, 25, 21, 30).timestamp()
    os.utime(root / "undated.mjgame", (stamp, stamp))
    return root


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return _season(tmp_path / "season")


def _said(season: Season) -> tuple[object, ...]:
    """Everything a season says: its games (each equal field by field: the replay, the date,
    the digest...), each file left out and why in both languages, each duplicate."""
    skipped = [
        (s.path, type(s.error).__name__, s.error.code, s.message("en"), s.message("ru"), s.other)
        for s in season.skipped
    ]
    return season.games, skipped, season.duplicates


def _replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files whose records are parsed (and then replayed) from now on, by name."""
    parsed: list[str] = []
    real = season_module.record_of

    def counted(data: bytes, path: os.PathLike[str], **kw: bool) -> object:
        parsed.append(Path(path).name)
        return real(data, path, **kw)

    monkeypatch.setattr(season_module, "record_of", counted)
    return parsed


def test_a_season_read_with_the_cache_is_the_season_read_without_it(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = SeasonCache()
    first = load_season([folder], cache)
    fresh = load_season([folder])
    assert _said(first) == _said(fresh)
    codes = {s.error.code for s in fresh.skipped}
    assert {"binary", "unfinished", "refused_line", "sync_conflict", "early_copy"} <= codes
    assert {d.code for d in fresh.duplicates} == {"same_game"} and len(fresh.duplicates) == 2
    assert len({g.players for g in fresh.games}) == 2
    assert any(g.path.name == "undated.mjgame" and g.date == dt.date(2026, 11, 25) for g in fresh.games)
    parsed = _replays(monkeypatch)
    again = load_season([folder], cache)
    assert parsed == [] and cache.replayed == 0  # nothing changed: nothing parsed again
    assert _said(again) == _said(fresh)
    # a note added, a game deleted, a game saved, a refused line mended
    note = folder / "night-22" / "table-1.mjgame"
    note.write_text(note.read_text(encoding="utf-8") + "# a note\n", encoding="utf-8")
    (folder / "night-22" / "table-2.mjgame").unlink()
    game = (folder / "night-20" / "table-3.mjgame").read_text(encoding="utf-8")
    (folder / "night-23").mkdir()
    (folder / "night-23" / "table-1.mjgame").write_text(game.replace("2026-11-20", "2026-11-23"))
    (folder / "refused.mjgame").write_text("players Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n")
    # the undated record saved again a day later: its date is its file's day
    later = dt.datetime(2026, 11, 26, 21, 30).timestamp()
    os.utime(folder / "undated.mjgame", (later, later))
    changed = load_season([folder], cache)
    assert sorted(parsed) == sorted(["table-1.mjgame", "table-1.mjgame", "refused.mjgame", "undated.mjgame"])
    assert cache.replayed == 4
    assert _said(changed) == _said(load_season([folder])) != _said(fresh)
    assert any(g.path.name == "undated.mjgame" and g.date == dt.date(2026, 11, 26) for g in changed.games)
    assert len(changed.games) == len(fresh.games)  # one game deleted, one saved


def test_an_edit_that_keeps_the_files_size_and_time_is_read_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = SeasonCache()
    load_season([folder], cache)
    path = folder / "hand-written.mjgame"
    before = path.stat()
    # the last win written 3 han instead of 2: the same number of bytes, the time put back
    path.write_text(HAND_WRITTEN.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    parsed = _replays(monkeypatch)
    season = load_season([folder], cache)
    assert parsed == ["hand-written.mjgame"]
    assert _said(season) == _said(load_season([folder]))
    game = next(g for g in season.games if g.path == path)
    # Chen rons Dasha for 3900 + 300 (not 2000 + 300): 1900 more from her
    assert [f.points for f in game.finals] == [23100, 18900, 16200, 61800]
