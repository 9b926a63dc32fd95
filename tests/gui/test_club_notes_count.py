"""The line above the club window's notes counts what was left out as the head over the notes
counts it: a link to a folder outside the season, or a walk stopped at its limit, was said there
as "⚠ 1 file not counted" («1 файл не учтён») though no file was skipped."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league import season as season_module
from mjgui.gui.club import ClubWindow
from tests.test_league_folder_links import GAME_A, GAME_B, _saved


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def season(tmp_path: Path) -> Path:
    _saved(tmp_path / "clubA" / "table-1.mjgame", GAME_A)
    _saved(tmp_path / "clubB" / "table-1.mjgame", GAME_B)
    return tmp_path / "clubA"


def test_a_link_out_of_the_season_is_counted_as_a_link_above_the_notes(
    club: ClubWindow, season: Path
) -> None:
    (season / "b").symlink_to("../clubB")
    club.open_folder(season)
    assert club.notes_toggle.text() == "⚠ 1 link to a folder not followed ▾"
    assert "file" not in club.notes_toggle.text()
    club.set_language("ru")
    assert club.notes_toggle.text() == "⚠ 1\u00a0ссылка на папку пропущена ▾"


def test_a_walk_stopped_at_its_limit_is_a_folder_read_in_part_above_the_notes(
    club: ClubWindow, season: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for night in range(1, 4):
        (season / f"night-{night}").mkdir()
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 2)
    club.open_folder(season)
    assert club.notes_toggle.text() == "⚠ 1 folder read only in part ▾"
    club.set_language("ru")
    assert club.notes_toggle.text() == "⚠ 1\u00a0папка прочитана не целиком ▾"


def test_files_links_and_limits_are_counted_apart_as_the_head_counts_them(
    season: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The one split (skipped_counts) says both lines, with each language's plural forms."""
    _saved(season / "broken.mjgame", "this is no record\n")
    _saved(season / "broken-2.mjgame", "neither is this\n")
    (season / "parent").symlink_to("..")
    (season / "b").symlink_to("../clubB")
    for night in range(1, 4):
        (season / f"night-{night}").mkdir()
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 2)
    controller = ClubController()
    controller.open_folder(season)
    view = controller.view()
    assert view.skipped_head == (
        "2 files skipped, 2 links to folders not followed and 1 folder read only in part:"
    )
    assert view.notes_count == (
        "2 files skipped · 2 links to folders not followed · 1 folder read only in part"
    )
    assert view.notes_warn
    controller = ClubController("ru")
    controller.open_folder(season)
    view = controller.view()
    assert view.notes_count == (
        "2\u00a0файла пропущены · 2\u00a0ссылки на папки пропущены · 1\u00a0папка прочитана не целиком"
    )
    # five links: the Russian plural of many
    for n in range(3, 6):
        (season / f"up-{n}").symlink_to("..")
    controller.reload()
    assert controller.view().notes_count.startswith(
        "2\u00a0файла пропущены · 5\u00a0ссылок на папки пропущено · "
    )


def test_a_long_count_line_is_cut_short_not_squeezing_the_chart(
    club: ClubWindow, season: Path, monkeypatch: pytest.MonkeyPatch, qtbot: object
) -> None:
    """Every kind of note counted apart made the line above them wider than the panel at 1024 px:
    the splitter gave the panel its width and the chart beside it shrank to a sliver. The line
    is drawn cut short with "…" before its arrow, its whole in the tooltip."""
    _saved(season / "broken.mjgame", "this is no record\n")
    (season / "parent").symlink_to("..")
    (season / "b").symlink_to("../clubB")
    for night in range(1, 4):
        (season / f"night-{night}").mkdir()
    monkeypatch.setattr(season_module, "MAX_FOLDERS", 2)
    club.resize(1024, 640)
    club.set_language("ru")
    club.open_folder(season)
    whole = "⚠ 1\u00a0файл пропущен · 2\u00a0ссылки на папки пропущены · 1\u00a0папка прочитана не целиком"
    toggle = club.notes_toggle
    assert toggle.text() == whole + " ▾" and toggle.toolTip() == whole
    qtbot.waitUntil(lambda: club.chart.width() > 500)  # type: ignore[attr-defined]
    assert club.chart.width() > club.width() / 2
    shown = toggle.shown_text()
    assert shown.endswith("… ▾") and whole.startswith(shown[:-3])
    assert toggle.fontMetrics().horizontalAdvance(shown) <= toggle.width()
    assert toggle.geometry().right() <= toggle.parentWidget().width()
    # where the panel has the room, the whole line
    club.set_language("en")
    club.resize(1600, 800)
    qtbot.waitUntil(lambda: toggle.shown_text() == toggle.text())  # type: ignore[attr-defined]
    assert toggle.text().startswith("⚠ 1 file skipped · 2 links to folders not followed")


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 1280), ("en", 1024), ("ru", 1024)])
def test_a_short_count_line_is_shown_whole_where_the_panel_has_room(
    club: ClubWindow, season: Path, qtbot: object, lang: str, width: int
) -> None:
    """The layout gives the line exactly its size hint; the room for its words was then their
    rounded advance, a fraction of a pixel short of their true width, and the one word the
    club needs to read was cut: "⚠ 11 files skipp… ▾" with hundreds of pixels free."""
    for n in range(11):
        _saved(season / f"broken-{n}.mjgame", "this is no record\n")
    club.resize(width, 640)
    club.set_language(lang)
    club.open_folder(season)
    toggle = club.notes_toggle
    whole = {"en": "⚠ 11 files skipped ▾", "ru": "⚠ 11\u00a0файлов пропущено ▾"}[lang]
    assert toggle.text() == whole
    qtbot.waitUntil(lambda: toggle.width() >= toggle.sizeHint().width())  # type: ignore[attr-defined]
    assert toggle.width() < toggle.parentWidget().width()
    assert toggle.shown_text() == whole


#: a season with every kind of note the audit's club had: a record twice (a duplicate), a copy
#: with one name changed (counted apart, with every hand of another), two names alike by their
#: alphabets (a Cyrillic А), two records saved in cp1251 (skipped)
_NIGHT = "# date 2026-01-{day}\nrules seed east_only=on\nplayers {players}\ndraw\nron {ron}\ndraw\ndraw\n"
_TABLE = (
    "# date 2026-01-10\nrules seed east_only=on\nplayers Aiko Boris {chen} Dasha\ndraw\n"
    "ron {chen} from Dasha mangan\ndraw\ntsumo Aiko 2 30\n"
)


def _warned_club(folder: Path) -> Path:
    folder.mkdir()
    _saved(
        folder / "night-3.mjgame",
        _NIGHT.format(day=17, players="Anna Boris Chen Dasha", ron="Anna from Boris 3 30"),
    )
    _saved(
        folder / "night-4.mjgame",
        _NIGHT.format(day=24, players="Аnna Boris Chen Dasha", ron="Chen from Аnna 2 30"),
    )
    for n, name in ((5, "Александра"), (6, "Пётр")):
        text = _NIGHT.format(day=n, players=f"{name} Boris Chen Dasha", ron=f"Chen from {name} 2 30")
        (folder / f"night-{n}-ansi.mjgame").write_bytes(text.encode("cp1251"))
    _saved(folder / "table-2.mjgame", _TABLE.format(chen="Chen"))
    _saved(folder / "table-2 (copy).mjgame", _TABLE.format(chen="Chen"))
    _saved(folder / "table-2 2.mjgame", _TABLE.format(chen="Chen_K"))
    return folder


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_folded_line_says_first_what_means_the_table_may_be_wrong(
    club: ClubWindow, tmp_path: Path, qtbot: object, lang: str
) -> None:
    """At 1024 px the folded line read "⚠ 2 files skipped · 1 duplicate not counted again · … ▸":
    the two notes that mean the standings may be wrong (two names that may be one player's, a
    game perhaps counted twice) were the ones cut away. They come first now."""
    club.resize(1024, 640)
    club.set_language(lang)
    club.open_folder(_warned_club(tmp_path / "warned"))
    toggle = club.notes_toggle
    alike, lookalike, skipped, duplicate = {
        "en": (
            "1 record counted with every hand of another",
            "1 pair of names that look alike",
            "2 files skipped",
            "1 duplicate not counted again",
        ),
        "ru": (
            "1 запись учтена, хотя повторяет все раздачи другой",
            "1 пара похожих имён",
            "2 файла пропущены",
            "1 повтор не учтён ещё раз",
        ),
    }[lang]
    whole = toggle.toolTip().replace("\u00a0", " ")
    assert whole.startswith(f"⚠ {lookalike} · {alike} · {skipped}"), whole
    assert whole.index(alike) < whole.index(duplicate)
    qtbot.waitUntil(lambda: toggle.isVisible() and toggle.width() > 100)  # type: ignore[attr-defined]
    shown = toggle.shown_text().replace("\u00a0", " ")
    assert shown.startswith(f"⚠ {lookalike} · "), shown  # read whole, folded, at 1024 px


def test_a_folder_that_does_not_exist_is_said_so_not_counted_as_a_file_skipped(
    club: ClubWindow, tmp_path: Path
) -> None:
    """A folder not there (renamed, removed, a disk not mounted) was shown as "0 games in
    …/missing" over "⚠ 1 file skipped: …/missing does not exist or cannot be read." («1 файл
    пропущен»): a file skipped of a folder of no games. Now the line that counts the games says
    the folder does not exist, naming it, and no note counts it as a file skipped."""
    missing = tmp_path / "club" / "missing"
    club.open_folder(missing)
    club.show()
    assert club.summary.text() == (
        f"The folder {missing} does not exist. Open the folder where the tables save their .mjgame records."
    )
    assert club.notes_toggle.isHidden() and club.skipped.text() == ""
    assert not club.skipped.isVisible()
    club.set_language("ru")
    assert club.summary.text() == (
        f"Папки {missing} не существует. Откройте папку, в которую столы сохраняют записи .mjgame."
    )
    assert club.notes_toggle.isHidden() and club.skipped.text() == ""
    club.set_language("en")
    # the folder made, a game saved in it: counted when the window looks again
    _saved(missing / "table-1.mjgame", GAME_A)
    assert club.refresh()
    assert club.summary.text() == f"1\u00a0game in {missing}"
    # an empty folder that exists is a folder of no games, as before
    empty = tmp_path / "club" / "empty"
    empty.mkdir()
    club.open_folder(empty)
    assert club.summary.text() == f"0\u00a0games in {empty}"
