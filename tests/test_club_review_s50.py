"""The club's names and table files after the review of audit s50 (rev-club): an emoji's
variation selector and tags kept, so that its joined sequence stays one picture; look-alike
names who sat at one table told as two players by the league as by the window whatever the
filters; a name from the aliases file shown without the characters that show nothing; and
``--players`` naming a table the folder does not hold never writing into the file of the one it
does."""

from __future__ import annotations

import csv
import io
import json
from datetime import date
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.game.record import without_invisible
from tests.clubgames import league_run, write_games


def _names(path: Path) -> set[str]:
    return {row[1] for row in list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))[1:]}


RAINBOW, FIRE = "🏳️\u200d🌈", "❤️\u200d🔥"  # a flag; a heart on fire: each one picture


# -- 1. an emoji's variation selector before its joiner -------------------------------------------
@pytest.mark.parametrize(
    "name",
    [
        RAINBOW,
        FIRE,
        "👁️\u200d🗨️",
        "🏳️\u200d⚧️",
        "👩🏽\u200d💻",
        "1\ufe0f\u20e3",
        "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
        "葛\U000e0100",
    ],
)
def test_an_emoji_sequence_with_a_variation_selector_is_kept_whole(name: str) -> None:
    """The selector U+FE0F before a joiner shows nothing: it was dropped, and the joiner with
    it, so the rainbow flag was shown as a white flag and a rainbow (the tags of Scotland's flag
    likewise: a black flag)."""
    assert without_invisible(name) == name
    assert without_invisible(f"Ann{name}\u200b") == f"Ann{name}"


def test_a_variation_selector_after_a_letter_and_a_joiner_at_the_end_are_still_dropped() -> None:
    assert without_invisible("Aiko\ufe0f") == "Aiko" and without_invisible("Aiko\U000e0100") == "Aiko"
    assert without_invisible(f"{RAINBOW}\u200d") == RAINBOW and without_invisible("\ufe0f\u200d🌈") == "🌈"


@pytest.mark.parametrize("name", ["علی", "राज", "कि", "김", "かな", "Ann"])
def test_a_variation_selector_after_a_letter_without_case_is_dropped_too(name: str, tmp_path: Path) -> None:
    """U+FE0F after an Arabic, Devanagari, Hangul or kana letter (or a vowel sign) changes nothing
    drawn: left out of the name shown and exported, as after a Latin one (an emoji's selector and
    an ideograph's are kept: above), so that a spreadsheet's lookup finds the name."""
    assert without_invisible(f"{name}\ufe0f") == name
    assert without_invisible(f"{name}\U000e0100") == name
    folder = write_games(tmp_path / "club", f"{name}\ufe0f Boris Chen Dasha")
    table = tmp_path / "league.csv"
    status, out, _ = league_run(str(folder), "--csv", str(table))
    assert status == 0
    assert name in _names(table) and "\ufe0f" not in table.read_text(encoding="utf-8") + out


@pytest.mark.parametrize("name", ["ᠠ\u180b", "❤\ufe0e", "李\ufe00", "‼\ufe0f", "#\ufe0f\u20e3"])
def test_a_selector_that_chooses_a_form_is_kept(name: str) -> None:
    """A Mongolian letter's form, an emoji's text or picture, an ideograph's variant."""
    assert without_invisible(name) == name


def test_emoji_names_are_shown_and_exported_as_written(tmp_path: Path) -> None:
    folder = write_games(tmp_path / "club", f"{RAINBOW} Boris Chen Dasha", f"{FIRE} Boris Chen Dasha")
    table = tmp_path / "league.csv"
    status, out, _ = league_run(str(folder), "--csv", str(table))
    assert status == 0
    assert {RAINBOW, FIRE} <= _names(table)
    assert RAINBOW in out and FIRE in out and "🏳🌈" not in out
    club = ClubController()
    club.open_folder(folder)
    assert {RAINBOW, FIRE} <= {r.name for r in club.view().rows}


# -- 2. look-alike names who met in a game the filters leave out ----------------------------------
def test_lookalikes_who_met_in_a_game_filtered_out_are_never_offered_as_one(tmp_path: Path) -> None:
    """Boris and Вoris sat at one table in g01; with --since past it the league said "If they
    are one player, merge them", where the window said they are two players (and refuses the
    merge)."""
    folder = write_games(
        tmp_path / "club", "Boris Вoris Chen Dasha", "Aiko Boris Chen Dasha", "Aiko Вoris Chen Dasha"
    )
    club = ClubController()
    club.open_folder(folder)
    club.set_dates(date(2026, 11, 2), None)
    (window,) = club.view().lookalikes
    assert "they sat at one table in g01.mjgame" in window
    status, out, _ = league_run(str(folder), "--since", "2026-11-02")
    assert status == 0
    assert window.replace("g01.mjgame", str(folder / "g01.mjgame")) in out
    assert "merge them" not in out
    _, answer, _ = league_run(str(folder), "--since", "2026-11-02", "--json")
    codes = [n["code"] for n in json.loads(answer)["aliases"]]
    assert codes == ["alias_lookalike_table"]


def test_an_alias_for_two_who_met_in_a_game_filtered_out_is_said_by_the_league_as_by_the_window(
    tmp_path: Path,
) -> None:
    """The aliases file counts Borya and Boris as one player, but they sat at one table in g01:
    with --since past g01 the window still says so (the whole folder), the league said nothing."""
    folder = write_games(
        tmp_path / "club", "Borya Boris Chen Dasha", "Aiko Boris Chen Dasha", "Aiko Borya Chen Dasha"
    )
    (folder / "mjgui-aliases.txt").write_text("Borya = Boris\n", encoding="utf-8")
    club = ClubController()
    club.open_folder(folder)
    club.set_dates(date(2026, 11, 2), None)
    (window,) = club.view().alias_notes
    assert "they sat at the same table in g01.mjgame" in window
    status, out, _ = league_run(str(folder), "--since", "2026-11-02")
    assert status == 0
    assert "they sat at the same table in" in out and str(folder / "g01.mjgame") in out
    _, answer, _ = league_run(str(folder), "--since", "2026-11-02", "--json")
    assert [n["code"] for n in json.loads(answer)["aliases"]] == ["alias_conflict"]


# -- 3. a name from the aliases file ---------------------------------------------------------------
def test_a_name_from_the_aliases_file_is_shown_without_the_characters_that_show_nothing(
    tmp_path: Path,
) -> None:
    folder = write_games(tmp_path / "club", "Borya Aiko Chen Dasha", "Aiko Boris Chen Dasha")
    aliases = folder / "mjgui-aliases.txt"
    aliases.write_text("Borya = Boris\u200b\n", encoding="utf-8")
    table = tmp_path / "league.csv"
    status, out, _ = league_run(str(folder), "--csv", str(table))
    assert status == 0
    assert "Boris" in _names(table) and "\u200b" not in table.read_text(encoding="utf-8") + out
    club = ClubController()
    club.open_folder(folder)
    assert "Boris" in [r.name for r in club.view().rows]
    assert "\u200b" in aliases.read_text(encoding="utf-8")  # the file as written


# -- 4. --players naming a table the folder does not hold ------------------------------------------
def test_players_4_never_writes_over_the_three_player_table_of_a_sanma_folder(tmp_path: Path) -> None:
    """FILE holds the table of a folder of three-player games alone; --players 4 --csv FILE wrote
    an empty four-player head over it, exit 0 and "Saved FILE"."""
    folder = write_games(tmp_path / "club", "Aiko Boris Chen", "Aiko Boris Chen", sanma=True)
    table = tmp_path / "league.csv"
    assert league_run(str(folder), "--csv", str(table))[0] == 0
    before = table.read_bytes()
    assert b"third" in before and b"fourth" not in before and len(before.splitlines()) == 4
    status, out, err = league_run(str(folder), "--players", "4", "--csv", str(table))
    assert (status, out) == (2, "")
    assert "the folder holds no four-player games" in err and "Nothing was written." in err
    assert table.read_bytes() == before
    status, out, _ = league_run(str(folder), "--players", "4", "--csv", str(table), "--json", "--lang", "ru")
    assert status == 2 and json.loads(out)["error"]["code"] == "csv_no_table"
    assert table.read_bytes() == before
    # --players 3 on a folder of four-player games alone: no -sanma file made up
    four = write_games(tmp_path / "four", "Aiko Boris Chen Dasha")
    assert league_run(str(four), "--players", "3", "--csv", str(tmp_path / "four.csv"))[0] == 2
    assert not list(tmp_path.glob("four*.csv"))
    # without --csv the filter only says it leaves none
    assert league_run(str(folder), "--players", "4")[0] == 0


def test_players_4_on_a_sanma_folder_never_says_a_file_not_there_holds_a_table(tmp_path: Path) -> None:
    """The refusal said "NEW.csv holds the three-player table" of a file never written."""
    folder = write_games(tmp_path / "club", "Aiko Boris Chen", sanma=True)
    new = tmp_path / "out" / "new.csv"
    for lang, said in (
        ("en", f"{new} is where the three-player table goes (the league without --players writes it there)."),
        ("ru", f"{new} — файл для таблицы на троих (её туда пишет лига без --players)."),
    ):
        status, out, err = league_run(str(folder), "--csv", str(new), "--players", "4", "--lang", lang)
        assert (status, out) == (2, "")
        assert said in err and f"{new} holds" not in err and "В " + str(new) not in err
    assert not new.exists() and not new.parent.exists()
