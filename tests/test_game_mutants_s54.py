"""Session 54's mutation survivors in the game (``tools/mutate.py``): the advice on a line after
the game's end when a line before the end was refused (every kind of end, and the tracker's
preview of such a line), and which last lines typed without their line break may still go on
(:func:`~mjgui.core.game.game.may_go_on`: each kind of continuation on its own, a comment's
date, a refused line), as the club's season reads such a file."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.core.game.game import may_go_on, preview, replay
from mjgui.core.league.season import load_season

# an East-only game of five hands; the last hand (East 4, Dasha dealing) is the line added
PLAYED = (
    "rules seed east_only=on{options}\nplayers Aiko Boris Chen {d}\nron Chen from Aiko 3 40\n"
    "tsumo Boris 2 30\ndraw tenpai Boris,Chen\nron Chen from Boris 4 30\nron {d} from Aiko mangan\n"
)
DATE = "# date 2026-11-27\n"


def game(last: str, *, options: str = "", d: str = "Dasha", date: str = DATE) -> str:
    """The record of :data:`PLAYED` (after ``date``) whose last line is ``last``, with no line
    break after it."""
    return date + PLAYED.format(options=options, d=d) + last


def skipped_as(tmp_path: Path, text: str) -> list[str]:
    """How the club's season reads ``text`` as a record file: the codes of its skip reasons
    ([] when the game is counted)."""
    path = tmp_path / "t.mjgame"
    path.write_text(text, encoding="utf-8")
    season = load_season([path])
    assert len(season.games) + len(season.skipped) == 1
    return [s.error.code for s in season.skipped]


# -- a line after the end behind a refused line, for every kind of end ----------------------------

#: Boris's tsumo misspelt (line 5), the end on line 9, a line after it on line 10
MISSPELT = game("{end}\nriichi Aiko\n", options="{options}").replace("tsumo Boris", "tsumo Borsi")


@pytest.mark.parametrize(
    ("options", "end", "told", "reason"),
    [
        ("", "ron Chen from Aiko 1 30", "game_over", "the last hand was played"),
        (" agari_yame=on", "tsumo Dasha baiman", "game_over_yame", "agari-yame"),
    ],
)
def test_after_any_end_behind_a_refused_line_the_refused_line_is_to_be_corrected_first(
    options: str, end: str, told: str, reason: str
) -> None:
    """The last hand played (``game_over``) or the dealer's win ending it (agari-yame,
    ``game_over_yame``) as the buttobi of test_record_edits_s54: a line after the end is not
    told to go while a line before the end was refused, but that line comes first."""
    text = MISSPELT.format(options=options, end=end)
    first, after = replay(text).errors
    assert (first.line, first.code) == (5, "unknown_player")
    assert (after.line, after.code, after.params["end"], after.params["first"]) == (
        10,
        "game_over_refused",
        9,
        5,
    )
    assert reason in after.message("en") and "correct line 5 first" in after.message("en")
    assert "Delete" not in after.message("en")
    # line 5 corrected: the line after the end is told to go, as for every such line
    (alone,) = replay(text.replace("tsumo Borsi", "tsumo Boris")).errors
    assert (alone.line, alone.code) == (10, told) and "Delete this line" in alone.message("en")
    # the tracker's preview of that line says the same as the record will
    shown = preview(replay(text.removesuffix("riichi Aiko\n")), "riichi Aiko").error
    assert shown is not None and (shown.code, shown.params["first"]) == ("game_over_refused", 5)


def test_a_line_refused_after_the_end_is_no_reason_to_keep_the_lines_after_it() -> None:
    """Only a line before the one that ended the game may have ended it too soon: after a
    line refused as after the end, the next is told to go too."""
    text = game("ron Chen from Aiko 1 30\nriichi Aiko\nriichi Boris\n")
    assert [(e.line, e.code, e.params.get("first")) for e in replay(text).errors] == [
        (10, "game_over", None),
        (11, "game_over", None),
    ]


# -- a last line without its line break: what may still be written after it ---------------------


@pytest.mark.parametrize(
    ("last", "options", "d", "becomes"),
    [
        # a digit more: 5 han a mangan, 50 to 59 han a kazoe yakuman
        ("tsumo Boris 5", "", "Dasha", "tsumo Boris 50"),
        # " 2": the liable player answers for both yakuman (and nothing else changes it)
        ("tsumo Boris yakuman 2 pao Aiko", "", "Dasha", "tsumo Boris yakuman 2 pao Aiko 2"),
        # " pao NAME": a liable player
        ("tsumo Boris yakuman 2", "", "Dasha", "tsumo Boris yakuman 2 pao Aiko"),
        # " tenpai NAME": the dealer tenpai keeps the deal (no nagashi mangan under these rules)
        ("draw", " nagashi_mangan=off", "Dasha", "draw tenpai Dasha"),
        # the rest of a name the last word begins (not the table's words before it)
        ("tsumo Boris yakuman pao Emil", "", "Emil", "tsumo Boris yakuman pao Emilia"),
    ],
)
def test_a_last_line_that_one_continuation_alone_changes_may_still_be_written_on(
    tmp_path: Path, last: str, options: str, d: str, becomes: str
) -> None:
    names = "Chen" if d == "Dasha" else "Emilia"
    text = game(last, options=options, d=d).replace("Chen", names)
    longer = text.removesuffix(last) + becomes.replace("Chen", names)
    assert not replay(text).errors and not replay(longer).errors
    assert replay(text).final.ended and replay(text).final_scores != replay(longer).final_scores
    assert may_go_on(replay(text))
    assert skipped_as(tmp_path, text) == ["cut_off"]
    # the same line with its line break is whole, and counted
    assert skipped_as(tmp_path, text + "\n") == []


def test_a_last_line_only_a_nagashi_mangan_changes_may_still_be_written_on(tmp_path: Path) -> None:
    """Everyone tenpai at the last hand, Aiko on 3500: the dealer keeps the deal; written on,
    the dealer's ``nagashi Dasha`` takes 4000 from Aiko, below zero, and the game ends there."""
    text = game("draw tenpai Aiko,Boris,Chen,Dasha")
    text = text.replace("Chen from Aiko 3 40", "Chen from Aiko mangan").replace(
        "Aiko mangan\n", "Aiko haneman\n"
    )
    assert replay(text).final.points[0] == 3500 and not replay(text).final.ended
    assert replay(text + " nagashi Dasha").final.ended
    assert may_go_on(replay(text))
    assert skipped_as(tmp_path, text) == ["cut_off"]
    assert skipped_as(tmp_path, text + "\n") == ["unfinished"]


def test_a_last_line_every_continuation_leaves_as_it_counts_is_whole(tmp_path: Path) -> None:
    """``tsumo Boris yakuman pao Aiko``: no digit, name or word after it counts otherwise."""
    text = game("tsumo Boris yakuman pao Aiko")
    assert replay(text).final.ended and not may_go_on(replay(text))
    assert skipped_as(tmp_path, text) == []


@pytest.mark.parametrize("last", ["riichi Ze", "draw tenpai Boris,Ze"])
def test_a_last_line_the_game_refuses_may_be_a_line_cut_short(tmp_path: Path, last: str) -> None:
    """A name not at the table (``Ze``, and no name at the table begins so): nothing mjgui
    tries after it counts, but a line refused may be one still being written (a name, a word
    cut short): the season waits for it, and calls it refused once it has its line break."""
    text = game(last)
    assert replay(text).errors[-1].code == "unknown_player" and may_go_on(replay(text))
    assert skipped_as(tmp_path, text) == ["cut_off"]
    assert skipped_as(tmp_path, text + "\n") == ["refused_line"]


def test_a_last_line_that_does_not_read_may_be_a_word_cut_short() -> None:
    """``ron Chen fr`` of ``ron Chen from Aiko 1 30``: no continuation mjgui tries reads."""
    assert may_go_on(replay(game("ron Chen fr")))


# -- a comment as the last line ------------------------------------------------------------------


def test_a_remark_after_the_date_at_the_end_is_whole(tmp_path: Path) -> None:
    """The date and a remark typed after the game: no remark written on changes its day."""
    played = game("ron Chen from Aiko 1 30\n", date="")
    text = played + "# date 2026-11-27\n# well played"
    assert not may_go_on(replay(text))
    path = tmp_path / "t.mjgame"
    path.write_text(text, encoding="utf-8")
    (counted,) = load_season([path]).games
    assert str(counted.date) == "2026-11-27"


@pytest.mark.parametrize("date", ["# date 2026-11-2", "# date 2026-11-"])
def test_a_date_typed_last_may_still_get_a_digit_more(tmp_path: Path, date: str) -> None:
    """``# date 2026-11-2`` may be the beginning of ``# date 2026-11-27``; ``# date 2026-11-``
    (no day yet: the file's day) gets one only from its second digit on (``0`` is no day)."""
    text = game("ron Chen from Aiko 1 30\n", date="") + date
    assert may_go_on(replay(text))
    assert skipped_as(tmp_path, text) == ["cut_off"]


def test_a_record_with_no_last_line_has_nothing_to_go_on() -> None:
    assert not may_go_on(replay(""))
    # a blank last line: anything written after its spaces begins no line that counts
    assert not may_go_on(replay(game("ron Chen from Aiko 1 30\n   ")))
