"""Session 51's sampled survivors of mjgui/core/league/season.py (``tools/mutate.py --module
mjgui/core/league/season.py --sample 31``, the league's tests): each test kills one, by what a
club reads of its season: the games counted, the notes' words in both languages.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.core.league.season import load_season, log_stream_verdict
from mjgui.core.league.standings import standings
from mjgui.core.logs.model import MAX_LOG_CHARS
from tests.conflictgame import AT
from tests.conflictgame import saved as _saved


def test_a_short_games_copy_without_a_date_line_is_said_so_in_russian(tmp_path: Path) -> None:
    """The twin's "it has no # date line" part in Russian (its catalogue entry found by its key)."""
    folder = tmp_path / "club"
    game = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    dated = _saved(folder / "t1.mjgame", "# date 2026-02-01\n" + game, AT + 60)
    undated = _saved(folder / "t2.mjgame", game)
    season = load_season([folder])
    assert [g.path for g in season.games] == [dated]
    assert [(s.path, s.error.code) for s in season.skipped] == [(undated, "same_hands")]
    said = season.skipped[0].message("ru", within=folder)
    assert "в нём нет строки # date (в файле t1.mjgame — 2026-02-01)" in said
    assert "has no # date line" not in said


def test_a_saved_link_in_a_subfolder_is_named_from_the_season_folder_in_russian(tmp_path: Path) -> None:
    """The club window names a link file left out from its season's folder (its subfolder
    too), in the log reader's words of either language."""
    club = tmp_path / "club"
    link = _saved(
        club / "night-1" / "tenhou.mjgame", "https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8\n"
    )
    season = load_season([club])
    assert not season.games
    assert [(s.path, s.error.code) for s in season.skipped] == [(link, "log_link_tenhou")]
    note = season.skipped[0]
    assert note.message("ru", within=club) == (
        "night-1/tenhou.mjgame содержит ссылку на игру Tenhou 2019103023gm-00a9-0000-1d1f31a8, а не её "
        "лог. Скачайте лог (mjlog XML) по адресу https://tenhou.net/0/log/?2019103023gm-00a9-0000-"
        "1d1f31a8, сохраните его в файл .mjlog и откройте этот файл."
    )
    assert note.message("en", within=club).startswith(
        "night-1/tenhou.mjgame holds a link to the Tenhou game 2019103023gm-00a9-0000-1d1f31a8, not its log."
    )
    assert note.message("en").startswith(f"{link} holds a link")


#: iwamoto65/mahjong-soul-data-viewer's demo paipu (tests/data/logs/README.md)
PAIPU = Path(__file__).parent / "data" / "logs" / "other" / "iwamoto65-majsoul-raw-241023-8ebc1b25.json"


def test_a_mahjong_soul_record_in_a_season_folder_is_said_one_to_convert(tmp_path: Path) -> None:
    """Read as a record, a Mahjong Soul record is no game: said in the log reader's words, the
    file named (its bytes' verdict named with its path), in both languages."""
    club = tmp_path / "club"
    soul = _saved(club / "night-1" / "soul.mjgame", PAIPU.read_text(encoding="utf-8"))
    season = load_season([club])
    assert not season.games
    assert [(s.path, s.error.code) for s in season.skipped] == [(soul, "log_majsoul_record")]
    note = season.skipped[0]
    assert note.message("en") == (
        f"{soul} is a Mahjong Soul game record (paipu) in Mahjong Soul's own format, which mjgui does "
        "not read: mjgui reads tenhou.net/6 JSON, Tenhou's mjlog XML and mjai event logs. Convert the "
        "game to tenhou.net/6 JSON (a paipu converter exports it), save that and open it."
    )
    assert note.message("ru", within=club).startswith(
        "night-1/soul.mjgame — запись игры Mahjong Soul (paipu) в собственном формате"
    )


class _Endless(io.RawIOBase):
    """Standard input that never ends: a JSON list's start, then spaces; counts what is read."""

    def __init__(self) -> None:
        self.given = 0

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        assert size >= 0  # never read whole
        data = (b"[" + b" " * (size - 1))[:size] if self.given == 0 else b" " * size
        self.given += len(data)
        return data


def test_standard_input_that_starts_as_a_log_is_read_to_a_logs_limit_and_a_byte_no_further() -> None:
    """``mjgui game -``: past a record's limit, a log is read on only to a log's own limit and a
    byte (what tells it too large), never more, however long the input."""
    stream = _Endless()
    data, verdict = log_stream_verdict(stream, None)  # type: ignore[arg-type]
    assert len(data) == stream.given == MAX_LOG_CHARS + 1
    assert verdict is True  # a log (too large: replay says so), not a record


def test_a_short_game_played_alike_under_other_rules_is_another_game(tmp_path: Path) -> None:
    """Two short games of the same players ending alike (a yakuman at once), one without a
    ``# date`` line: under the same rules a copy, under other rules two games, both counted."""
    folder = tmp_path / "club"
    hands = "players Aiko Boris Chen Dasha\nron Chen from Boris yakuman\n"
    dated = _saved(folder / "t1.mjgame", "# date 2026-02-01\nrules seed\n" + hands, AT + 60)
    other = _saved(folder / "t2.mjgame", "rules seed atama_hane=off\n" + hands)
    season = load_season([folder])
    assert sorted(g.path for g in season.games) == [dated, other]
    assert not season.skipped and not season.duplicates and not season.apart
    assert season.rules == ("seed", "seed atama_hane=off")
    table = standings(season)
    assert sorted((r.name, r.games) for r in table) == [("Aiko", 2), ("Boris", 2), ("Chen", 2), ("Dasha", 2)]
    # under the same rules the undated one is the dated game's copy
    _saved(other, "rules seed\n" + hands)
    again = load_season([folder])
    assert [g.path for g in again.games] == [dated]
    assert [(s.path, s.error.code) for s in again.skipped] == [(other, "same_hands")]


#: a short game's record, dated; an empty record (a sync tool's placeholder) and two conflict
#: copies of it, each a finished game
SHORT = (
    "# date 2026-11-20\nrules seed\nplayers Aiko Boris Chen Dasha\n"
    "ron Chen from Dasha 3 30\nron Aiko from Boris yakuman\n"
)
FIRST = "table-1.sync-conflict-20261120-231502-ABCDEF1.mjgame"
SECOND = "table-1.sync-conflict-20261120-231733-BCDEFG2.mjgame"


@pytest.mark.parametrize("longer_first", [True, False], ids=["longer line first", "longer line second"])
def test_two_finished_conflict_copies_whose_last_lines_differ_are_neither_counted_whatever_their_names(
    tmp_path: Path, longer_first: bool
) -> None:
    """``ron Aiko from Boris yakuman`` and ``... yakuman 2``: two versions of the game's last hand,
    each copy whole (a copy cut short is not read at all). Only a player can say which is right:
    neither is counted, whichever name sorts first (the one whose last line begins the other's
    was taken for a copy of it cut short, and left out, when it sorted second)."""
    club = tmp_path / "club"
    _saved(club / "table-1.mjgame", "")
    double = SHORT.replace("yakuman\n", "yakuman 2\n")
    _saved(club / FIRST, double if longer_first else SHORT)
    _saved(club / SECOND, SHORT if longer_first else double)
    season = load_season([club])
    assert not season.games and not season.apart and not season.duplicates
    assert [(s.path.name, s.error.code) for s in season.skipped] == [
        ("table-1.mjgame", "conflict_copies_differ")
    ]
    assert season.skipped[0].message("en", within=club) == (
        f"{FIRST} and {SECOND} are both named as sync conflict copies of table-1.mjgame, which holds "
        "only the beginning of their game, and they differ from line 5: neither is counted. Keep the "
        "right one: delete the other and table-1.mjgame, then rename the right one to table-1.mjgame."
    )


def test_two_conflict_copies_of_a_refused_record_whose_last_lines_differ_are_said_to_differ_there(
    tmp_path: Path,
) -> None:
    """The same two versions beside a record that does not read: the note names the line they
    differ at (5), not the line after the shorter's end (6: it was taken for cut short there)."""
    club = tmp_path / "club"
    _saved(club / "table-1.mjgame", SHORT.replace("ron Chen from Dasha", "ron Chen from Chen"))
    _saved(club / FIRST, SHORT)
    _saved(club / SECOND, SHORT.replace("yakuman\n", "yakuman 2\n"))
    season = load_season([club])
    assert not season.games and not season.apart
    assert [(s.path.name, s.error.code) for s in season.skipped] == [
        ("table-1.mjgame", "refused_line"),
        (FIRST, "conflict_refused_differ"),
    ]
    assert "they hold two versions of one game that differ from line 5: neither is counted" in (
        season.skipped[1].message("en", within=club)
    )


def test_a_finished_conflict_copy_that_another_only_goes_on_from_with_a_comment_is_the_same_game(
    tmp_path: Path,
) -> None:
    """Two conflict copies of an empty record, each the finished game, one with a comment line
    more at its end: one game (a comment is no part of it), the longer counted in the record's
    place, the other a duplicate of it ("holds the same game"), as the copies of a record that
    does not read are said; never a copy "to keep or delete" (tests/test_league_conflict_same_game.py)."""
    club = tmp_path / "club"
    _saved(club / "table-1.mjgame", "")
    first = _saved(club / FIRST, SHORT)
    longer = _saved(club / SECOND, SHORT + "# a good game\n")
    season = load_season([club])
    assert [g.path for g in season.games] == [longer]
    assert [(a.path.name, a.code) for a in season.apart] == [(SECOND, "conflict_finished")]
    assert season.skipped == ()
    assert [(d.path, d.other, d.code) for d in season.duplicates] == [(first, longer, "same_game")]
    assert season.duplicates[0].message("en", within=club) == (
        f"{FIRST} holds the same game as {SECOND}; the game is counted once."
    )


def test_a_short_game_ending_alike_with_a_name_of_its_own_under_other_rules_is_no_note(
    tmp_path: Path,
) -> None:
    """Two short games of one evening ending alike, one name apart: under the same rules noted
    as perhaps one game counted twice; under other rules two games, without a note."""
    folder = tmp_path / "club"
    hands = "ron Chen from Boris yakuman\n"
    first = _saved(
        folder / "t1.mjgame", "# date 2026-02-01\nrules seed\nplayers Aiko Boris Chen Dasha\n" + hands
    )
    second = _saved(
        folder / "t2.mjgame",
        "# date 2026-02-01\nrules seed atama_hane=off\nplayers Emil Boris Chen Dasha\n" + hands,
    )
    season = load_season([folder])
    assert sorted(g.path for g in season.games) == [first, second]
    assert not season.skipped and not season.apart
    _saved(second, "# date 2026-02-01\nrules seed\nplayers Emil Boris Chen Dasha\n" + hands)
    again = load_season([folder])
    assert sorted(g.path for g in again.games) == [first, second]
    assert [(a.path.name, a.other.name, a.code, a.names, a.other_names) for a in again.apart] == [
        ("t2.mjgame", "t1.mjgame", "same_hands_counted", "Emil", "Aiko")
    ]
