"""The club window works out the season once, and Reload reads again only the files changed.

An audit of a long club season (461 games, 30 players) found every click in the club window
froze it for a third of a second: each choice of a player, sort, filter or language built the
league table twice (for the rows and for the league ranks), the chart and every game's results
for the PDF; and Reload (F5, or a tracker's save into the folder) parsed and replayed every
record again, 0.6 s of CPU for one file changed. Now the league table, the chart and the games'
results are worked out once per season, filters and aliases, the games' results only when a PDF
asks for them, and Reload replays only the files whose size, time or bytes changed — with the
very figures a fresh read gives.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

import mjgui.controller.game.club as club_module
import mjgui.core.league.aliases as aliases_module
import mjgui.core.league.export as export_module
import mjgui.core.league.season as season_module
from mjgui.controller.game.club import ClubController, ClubView
from mjgui.core.league.aliases import ALIASES_FILE
from mjgui.core.league.season import Season, SeasonCache, load_season
from tests.leaguegen import random_season, write_season
from tests.test_league import HAND_WRITTEN

DATA = Path(__file__).parent / "data"
SANMA = DATA / "sanma-records" / "dnovikoff-sanma2.mjgame"
# another game than HAND_WRITTEN's (the same hands without its date line would be a copy of it)
UNDATED = HAND_WRITTEN.replace("# date 2026-11-27\n", "").replace(
    "ron Chen from Dasha 2 30", "ron Chen from Dasha 2 40"
)


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
    assert {"binary", "unfinished", "refused_line", "sync_conflict_refused", "early_copy"} <= codes
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
    game = random_season(23, 1)[0][0]  # another game (night-20's under another date: a copy of it)
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


@pytest.mark.parametrize("atomic", [False, True], ids=["written in place", "saved by a rename"])
def test_the_club_window_sees_an_edit_that_keeps_the_files_size_and_time(
    folder: Path, tmp_path: Path, atomic: bool
) -> None:
    """The check before every export and when the window is active again compared only the
    files' sizes and times: a correction of the same length whose time a sync tool (``rsync
    -t``, ``cp -p``, a FAT disk's coarse times) put back went unseen, and the export wrote the
    old table. The inode and the change time see it."""
    club = ClubController()
    club.open_folder(folder)
    path = folder / "hand-written.mjgame"
    before = path.stat()
    # the last win written 3 han instead of 2: the same number of bytes, the time put back
    text = HAND_WRITTEN.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30")
    if atomic:
        temp = folder / ".hand-written.mjgame.new.tmp"
        temp.write_text(text, encoding="utf-8")
        os.utime(temp, ns=(before.st_atime_ns, before.st_mtime_ns))
        os.replace(temp, path)
    else:
        path.write_text(text, encoding="utf-8")
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert club.changed_on_disk()
    out = tmp_path / "league.csv"
    assert club.export_csv(out)
    fresh = ClubController()
    fresh.open_folder(folder)
    assert fresh.export_csv(tmp_path / "fresh.csv")
    assert out.read_text(encoding="utf-8") == (tmp_path / "fresh.csv").read_text(encoding="utf-8")
    assert club.view().rows == fresh.view().rows
    game = next(g for g in club.season.games if g.path == path)
    # Chen rons Dasha for 3900 + 300 (not 2000 + 300): 1900 more from her
    assert [f.points for f in game.finals] == [23100, 18900, 16200, 61800]
    assert not club.changed_on_disk()


def _counting(monkeypatch: pytest.MonkeyPatch, names: tuple[str, ...]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for name in names:
        real = getattr(club_module, name)

        def counted(*args: object, _name: str = name, _real: Callable[..., object] = real) -> object:
            counts[_name] += 1
            return _real(*args)

        monkeypatch.setattr(club_module, name, counted)
    return counts


def _same_as_fresh(club: ClubController) -> ClubView:
    """The view a controller that opened the folder just now in ``club``'s state shows."""
    fresh = ClubController(club.lang)
    assert club.folder is not None
    fresh.open_folder(club.folder)
    fresh.players, fresh.since, fresh.until, fresh.rules = club.players, club.since, club.until, club.rules
    fresh.sort, fresh.selected = club.sort, club.selected
    view = club.view()
    assert dataclasses.replace(view, notice="") == dataclasses.replace(fresh.view(), notice="")
    assert club.game_views() == fresh.game_views()
    return view


def test_choosing_a_player_or_sorting_works_out_no_table_chart_or_game_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counts = _counting(monkeypatch, ("standings", "season_totals", "seat_names"))
    club = ClubController("en")
    views: list[ClubView] = []
    club.subscribe(views.append)  # each change builds the view, as in the window
    club.open_folder(folder)
    # the league table once (rows and league ranks share it), the chart once, no game's results
    assert counts == {"standings": 1, "season_totals": 1}
    for name in ("Chen", "Boris", "aiko", None, "Dasha"):
        club.select(name)
    for column in ("games", "games", "name", "rank", "average_place", "worst"):
        club.sort_by(column)
    club.set_lang("ru")
    club.set_lang("en")
    assert len(views) == 14 and views[-1].selected == "Dasha" and views[-1].sort == ("worst", True)
    assert views[-1].stats_title == "Dasha: statistics"
    assert counts == {"standings": 1, "season_totals": 1}
    # the games' results for the PDF: when asked, once per language
    games = club.game_views()
    assert club.game_views() is games and counts["seat_names"] == 1
    assert len(games) == len(club.shown.games) and games[0].title.startswith(str(club.shown.games[0].date))
    club.set_lang("ru")
    assert counts["seat_names"] == 1  # nothing printed yet
    assert club.game_views() != games and counts["seat_names"] == 2
    club.set_lang("en")
    _same_as_fresh(club)
    counts.clear()
    # a filter: worked out again, once
    club.set_dates(dt.date(2026, 11, 21), None)
    club.select("Chen")
    club.sort_by("total")
    assert counts == {"standings": 1, "season_totals": 1}
    view = _same_as_fresh(club)
    assert view.summary.endswith(f" · {len(club.shown.games)} games shown") and view.selected == "Chen"
    club.set_dates(None, None)
    club.set_table(3)
    assert _same_as_fresh(club).table_players == 3
    club.set_table(4)
    # a merge changes the aliases: the table is worked out again with them
    assert club.merge("Emil", "Fedya") is False  # they sat at one table: refused, nothing changes
    names = {r.name for r in club.view().rows}
    aiko = next(n for n in names if n.casefold() == "aiko")
    assert club.merge("Aiko", "Zoe") is True
    assert {r.name for r in club.view().rows} == names - {aiko} | {"Zoe"}
    _same_as_fresh(club)


def test_reload_replays_only_the_files_changed(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    club = ClubController("en")
    club.subscribe(lambda view: None)
    club.open_folder(folder)
    club.select("Chen")
    parsed = _replays(monkeypatch)
    club.reload()
    assert parsed == []
    _same_as_fresh(club)  # a fresh controller reads every file
    parsed.clear()
    path = folder / "hand-written.mjgame"
    path.write_text(HAND_WRITTEN.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30"))
    (folder / "night-20" / "table-2.mjgame").unlink()
    (folder / "broken.mjgame").write_text("players A B C D\nron A from B 9 9\n", encoding="utf-8")
    club.reload()
    assert sorted(parsed) == ["broken.mjgame", "hand-written.mjgame"]
    view = _same_as_fresh(club)
    parsed.clear()
    assert any("broken.mjgame" in line for line in view.skipped)
    # 12 games, the hand-written, the undated and the three-player one, less the one deleted
    assert view.summary == f"14 games in {folder} · 13 games shown" and view.selected == "Chen"
    club.reload()  # the broken file is said again, without being read as a record again
    assert parsed == [] and _same_as_fresh(club) == view


def test_reload_with_nothing_changed_keeps_the_league_table_and_the_chart(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reload (F5) of a folder nothing changed in worked out the league table and the chart
    again (0.1 s at a few hundred games): the season read was a new object, equal to the one
    shown, and so were the aliases. Now a load that finds the same season gives the very
    object, and the same aliases are kept: what was worked out of them holds."""
    cache = SeasonCache()
    first = load_season([folder], cache)
    assert load_season([folder], cache) is first  # nothing changed: the very season
    # the damaged, unfinished, refused and conflict copies' reasons are new errors each time
    assert first.skipped and first.same_as(load_season([folder]))
    counts = _counting(monkeypatch, ("standings", "season_totals"))
    club = ClubController("en")
    club.subscribe(lambda view: None)
    club.open_folder(folder)
    club.select("Chen")
    assert counts == {"standings": 1, "season_totals": 1}
    season, aliases = club.season, club.aliases
    table, chart = club.rows(), club.chart()
    club.reload()
    club.reload()
    assert counts == {"standings": 1, "season_totals": 1}  # nothing worked out again
    assert club.season is season and club.aliases is aliases
    assert club.rows() == table and club.chart() is chart
    view = _same_as_fresh(club)
    assert view.selected == "Chen"
    counts.clear()
    # one file changed: the table and the chart are worked out again, once
    path = folder / "hand-written.mjgame"
    path.write_text(HAND_WRITTEN.replace("ron Chen from Dasha 2 30", "ron Chen from Dasha 3 30"))
    club.reload()
    assert counts == {"standings": 1, "season_totals": 1}
    assert club.season is not season and club.aliases is aliases
    changed = _same_as_fresh(club)
    assert changed.rows != view.rows and changed.chart != view.chart
    counts.clear()
    # the aliases file changed: the table again, with the new aliases
    (folder / ALIASES_FILE).write_text("Borya = Boris\nChen = Zhen\n", encoding="utf-8")
    club.reload()
    assert counts == {"standings": 1, "season_totals": 1}
    assert any(r.name == "Zhen" for r in _same_as_fresh(club).rows)


def test_a_season_read_again_is_new_when_a_skipped_files_reason_changed(folder: Path) -> None:
    """The same games, but a file left out for another reason: not the season shown."""
    cache = SeasonCache()
    first = load_season([folder], cache)
    (folder / "refused.mjgame").write_text("players Aiko Boris Chen Dasha\nron Zoe from Chen 3 30\n")
    again = load_season([folder], cache)
    assert again is not first and again.games == first.games
    assert _said(again) == _said(load_season([folder])) != _said(first)


def test_a_record_refused_after_its_games_end_is_the_same_season_read_again(tmp_path: Path) -> None:
    """A record with a line after the game's end ("the game ended on line N (...)": a worded
    parameter of its error, equal only to itself) made every read of the season another season
    than the last (the club window's Reload worked the league table out again): so did a
    conflict copy's note, which says that line."""
    (tmp_path / "t.mjgame").write_text(HAND_WRITTEN + "tsumo Aiko 1 30\n", encoding="utf-8")
    first, again = load_season([tmp_path]), load_season([tmp_path])
    assert [s.error.code for s in first.skipped] == ["refused_line"]
    assert first.same_as(again)


def _calls(monkeypatch: pytest.MonkeyPatch, module_names: tuple[tuple[object, str], ...]) -> Counter[str]:
    """How many times each function is called from now on, by its name, wherever the modules
    given look it up (a function imported into several modules: one count)."""
    counts: Counter[str] = Counter()
    for module, name in module_names:
        real = getattr(module, name)

        def counted(
            *args: object, _name: str = name, _real: Callable[..., object] = real, **kw: object
        ) -> object:
            counts[_name] += 1
            return _real(*args, **kw)

        monkeypatch.setattr(module, name, counted)
    return counts


def test_one_reload_lists_the_aliases_files_once_and_reads_those_above_and_below(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One reading of the season worked the list of the aliases files read with it (the union
    of those above the folder and those its walk met below) out up to four times: for the look
    at what changed on disk, for the stamps kept, for the aliases read and for the export's
    check. Now once, and the aliases above and below are read as before."""
    club_folder = tmp_path / "club"
    season = club_folder / "2026"
    write_season(season, 8)
    (club_folder / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")  # above the season
    club = ClubController()
    club.open_folder(season)
    names = {r.name for r in club.rows()}
    assert "Daria" in names and "Dasha" not in names and "Emil" in names
    calls = _calls(
        monkeypatch,
        (
            (aliases_module, "aliases_files"),
            (club_module, "aliases_files"),
            (export_module, "aliases_files"),
            (aliases_module, "aliases_path"),
            (club_module, "aliases_path"),
            (export_module, "aliases_path"),
        ),
    )
    (season / "night-21" / ALIASES_FILE).write_text("Emil = Emilio\n", encoding="utf-8")  # below it
    assert club.refresh()  # the look and the reading of the change
    names = {r.name for r in club.rows()}
    assert {"Daria", "Emilio"} <= names and not {"Dasha", "Emil"} & names
    assert calls == {"aliases_files": 1, "aliases_path": 1}
    calls.clear()
    club.reload()
    assert calls == {"aliases_files": 1, "aliases_path": 1}
    calls.clear()
    record = season / "night-20" / "table-1.mjgame"
    record.write_text(record.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert club.export_csv(tmp_path / "league.csv")  # read again first, then checked and written
    assert calls == {"aliases_files": 1, "aliases_path": 1}
    assert "Emilio" in (tmp_path / "league.csv").read_text(encoding="utf-8")
    calls.clear()
    assert not club.export_csv(season / "night-21" / ALIASES_FILE)  # still refused over an aliases file
    assert calls == {"aliases_files": 1, "aliases_path": 1}  # the look finding nothing changed
    assert (season / "night-21" / ALIASES_FILE).read_text(encoding="utf-8") == "Emil = Emilio\n"


def test_a_look_and_the_reading_of_what_it_found_walk_the_folder_once(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The look at what changed on disk walked the folder, and the reading of the change walked
    it again (and again for the stamps it keeps). Now the look's walk is the one read."""
    club = ClubController()
    club.open_folder(folder)
    walks = _calls(monkeypatch, ((season_module, "record_files"),))
    (folder / "night-20" / "table-4.mjgame").unlink()
    games = len(club.season.games)
    assert club.refresh()
    assert walks == {"record_files": 1}
    assert len(club.season.games) == games - 1 and club.view().notice.startswith("The folder changed")
    walks.clear()
    club.reload()  # Reload: one walk too
    assert walks == {"record_files": 1}
    walks.clear()
    assert not club.refresh()  # nothing changed: the look alone
    assert walks == {"record_files": 1}


def test_mjgui_league_lists_the_aliases_files_once_for_its_reading_and_its_exports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mjgui league DIR --csv A --games-csv B`` listed the aliases files for the reading and
    again for each export's check (three times); now once, and an export over an aliases file,
    above the folder or below it, is still refused."""
    import io

    import mjgui.leaguecli as leaguecli_module
    from mjgui.leaguecli import league_command

    club_folder = tmp_path / "club"
    season = club_folder / "2026"
    write_season(season, 8)
    (club_folder / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")
    (season / "night-21" / ALIASES_FILE).write_text("Emil = Emilio\n", encoding="utf-8")
    calls = _calls(
        monkeypatch,
        (
            (aliases_module, "aliases_files"),
            (leaguecli_module, "aliases_files"),
            (export_module, "aliases_files"),
        ),
    )
    table, games = tmp_path / "league.csv", tmp_path / "games.csv"
    table.write_text("an earlier run's\n", encoding="utf-8")  # each target there: checked against
    games.write_text("an earlier run's\n", encoding="utf-8")  # the season's files
    out = io.StringIO()
    assert league_command([str(season), "--csv", str(table), "--games-csv", str(games)], out) == 0
    assert calls == {"aliases_files": 1}
    text = table.read_text(encoding="utf-8")
    assert "Daria" in text and "Emilio" in text and "Dasha" not in text
    for aliases in (club_folder / ALIASES_FILE, season / "night-21" / ALIASES_FILE):
        before = aliases.read_bytes()
        refused = io.StringIO()
        assert (
            league_command([str(season), "--json", "--csv", str(table), "--games-csv", str(aliases)], refused)
            == 2
        )
        assert '"export_over_aliases"' in refused.getvalue() and aliases.read_bytes() == before


@pytest.mark.parametrize("where", ["season", "below"])
@pytest.mark.parametrize("how", ["removed", "saved anew"])
def test_an_aliases_file_gone_between_the_look_and_the_reading_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, how: str
) -> None:
    """The aliases files listed by the look that found a change were read after the season was:
    one removed meanwhile (a sync tool; an editor's save that deletes the file first) was said as
    a red "…mjgui-aliases.txt cannot be read: No such file…", and merges were refused until the
    next look. Now a file gone since the look is looked for again: read when it is back, else
    absent, with no error; the next look still sees the change."""
    season = tmp_path / "season"
    write_season(season, 8)
    aliases = season / ALIASES_FILE if where == "season" else season / "night-21" / ALIASES_FILE
    aliases.write_text("Emil = Emilio\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(season)
    assert "Emilio" in {r.name for r in club.rows()}
    (season / "night-20" / "table-2.mjgame").unlink()  # the change the look finds
    real_load_season = club_module.load_season
    real_read = aliases_module.read_aliases_text
    removed: list[Path] = []

    def gap(*args: object, **kw: object) -> Season:  # the file removed while the season is read
        aliases.unlink()
        removed.append(aliases)
        return real_load_season(*args, **kw)  # type: ignore[arg-type]

    def read_back(path: str | os.PathLike[str]) -> str:  # an editor's save: written again once missed
        try:
            return real_read(path)
        finally:
            if how == "saved anew" and not aliases.exists():
                aliases.write_text("Emil = Emilio\n", encoding="utf-8")

    monkeypatch.setattr(club_module, "load_season", gap)
    monkeypatch.setattr(aliases_module, "read_aliases_text", read_back)
    assert club.refresh()
    monkeypatch.setattr(club_module, "load_season", real_load_season)
    assert removed
    view = club.view()
    assert club._error is None and not view.notice_error and "cannot be read" not in view.notice
    assert not [p for p in club.aliases.problems if p.code == "alias_unreadable"]
    names = {r.name for r in club.rows()}
    if how == "removed":
        assert "Emil" in names and "Emilio" not in names  # absent: its aliases not used
    else:
        assert "Emilio" in names and "Emil" not in names  # read as it is back
    assert club.refresh() and club._error is None  # the next look still sees the change
    assert ("Emilio" in {r.name for r in club.rows()}) == (how == "saved anew")
    assert club.merge("Boris", "Borya")  # a merge is not refused
    assert "boris = Borya" in club.aliases_file.read_text(encoding="utf-8")


def test_records_named_one_by_one_list_each_folder_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mjgui league club/*`` names each record of the folder: the aliases files were looked
    for in the folder of each record named and in every folder above it, so a folder of a
    thousand records was listed a thousand times (each of its thousand entries every time) and
    each folder above it twice as often: ten seconds to read the season. Now each folder is
    listed once for the season's reading, and once for the league's aliases, however many
    records are named; the aliases above the folder still read. (1000 records: 10.6 s and 11 000
    listings to read the season, 1.6 s and 6 now.)"""
    import io

    from mjgui.leaguecli import league_command

    top = tmp_path / "a" / "b"
    club_folder = top / "club"
    texts, _ = random_season(5, 30)
    club_folder.mkdir(parents=True)
    for i, text in enumerate(texts):
        (club_folder / f"g{i:02}.mjgame").write_text(text, encoding="utf-8")
    (top / ALIASES_FILE).write_text("Dasha = Daria\n", encoding="utf-8")
    files = sorted(str(p) for p in club_folder.glob("*.mjgame"))
    listed: Counter[str] = Counter()
    real = os.scandir

    def scandir(path: str = ".") -> object:
        listed[os.fspath(path)] += 1
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    season = load_season(files)
    assert len(season.games) == 30
    # the folder holding the aliases file listed once more, for copies beside the file read
    assert listed[str(club_folder)] == 1 and listed[str(top)] == 2 and max(listed.values()) == 2
    listed.clear()
    out = io.StringIO()
    assert league_command([*files, "--json"], out) == 0
    # the season's reading and the league's aliases: twice, whatever the number of records
    assert listed[str(club_folder)] == 2 and max(listed.values()) <= 4
    assert "Daria" in out.getvalue() and '"Dasha"' not in out.getvalue()


def test_a_date_step_adds_up_the_games_counted_and_reads_no_record_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each step of the From or To date field (an arrow key, the wheel) counted every game of
    the dates shown line by line again for the league table (0.3–0.6 s a step at 600–1200
    games): a game's counts do not change with the filter. Now the season is read once per
    open, each of its games counted once for its aliases, and a date step, a rules or a table
    switch adds up the games already counted, with the figures a fresh controller shows."""
    import mjgui.core.league.standings as standings_module

    read: list[Path] = []
    real = season_module.record_of

    def reading(data: bytes, path: os.PathLike[str], **kw: bool) -> object:
        read.append(Path(path))
        return real(data, path, **kw)

    monkeypatch.setattr(season_module, "record_of", reading)
    counted = _calls(monkeypatch, ((standings_module, "_count_game"),))
    club = ClubController("en")
    views: list[ClubView] = []
    club.subscribe(views.append)
    club.open_folder(folder)
    # every record read once (the copies and the damaged ones too), every game shown counted once
    assert len(read) == len(set(read)) == len(list(folder.rglob("*.mjgame")))
    assert counted["_count_game"] == len(club.shown.games) == len(club.season.table(4).games)
    read.clear()
    counted.clear()
    first, last = club.season.table(4).dates or (dt.date.min, dt.date.max)
    day = first
    while day < last:  # the From field stepped day by day, then the To field back a day
        day += dt.timedelta(days=1)
        club.set_dates(day, None)
    club.set_dates(first, last - dt.timedelta(days=1))
    steps = views[1:]
    assert len(steps) == (last - first).days + 1 and len({v.rows for v in steps}) > 2
    assert read == [] and counted == {}
    # added up, each player's statistics are those counted afresh (the biggest win, the yaku...)
    assert list(club._standings()) == standings_module.standings(club.shown, club.aliases)
    _same_as_fresh(club)  # a fresh controller reads and counts them all: its own
    read.clear()
    counted.clear()
    club.set_dates(None, None)
    club.set_rules(club.view().rules[1][0])
    assert counted == {}
    club.set_table(3)  # the three-player games: counted when first shown, once
    club.set_table(4)
    club.select("Chen")
    club.set_table(3)
    assert read == [] and counted["_count_game"] == len(club.season.table(3).games) > 0
    _same_as_fresh(club)
    club.set_table(4)
    counted.clear()
    assert club.merge("Aiko", "Zoe") is True  # other aliases: every game shown counted again, once
    assert counted["_count_game"] == len(club.shown.games)
    _same_as_fresh(club)
