"""A record edited by hand (the s54 audit of record edits): unusual spaces between words, the
lines a refusal suggests written with the table's own names, the advice on lines after a game
that ended only for want of a refused line, and a last line typed without its line break."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.core.game.game import replay
from mjgui.core.game.record import parse_line
from mjgui.core.game.storage import load_record, save_record
from mjgui.core.league.season import load_season, read_game

BASE = (
    "# date 2026-11-27\nrules seed abortive_draws=on\nplayers Aiko Boris Chen Dasha\nriichi Boris\n"
    "ron Chen from Aiko 3 40\ntsumo Boris 2 30\ndraw tenpai Boris,Chen\nron Chen from Boris yakuman 1\n"
    "draw nagashi Boris tenpai Boris\nabort\nchombo Aiko\n"
)

# -- spaces other than the plain one --------------------------------------------------------------

#: a no-break space, a figure space, a narrow no-break space, an em space, an ideographic space
SPACES = ("\u00a0", "\u2007", "\u202f", "\u2003", "\u3000")


@pytest.mark.parametrize("space", SPACES)
def test_any_unicode_space_between_words_separates_them_as_a_space_does(space: str) -> None:
    words = ["ron", "Chen", "from", "Aiko", "3", "40"]
    plain = parse_line("ron Chen from Aiko 3 40").action
    for at in range(1, len(words)):
        text = " ".join(words[:at]) + space + " ".join(words[at:])
        line = parse_line(text, 6)
        assert line.error is None and line.action == plain and line.text == text
    players = parse_line(f"players Aiko{space}Boris Chen{space}Dasha")
    assert players.error is None and getattr(players.action, "names", None) == (
        "Aiko",
        "Boris",
        "Chen",
        "Dasha",
    )
    ended = parse_line(f"tsumo Boris 2 30{space}# note{space}here")
    assert ended.error is None and ended.action == parse_line("tsumo Boris 2 30").action


def test_a_record_with_a_no_break_space_counts_as_typed_and_is_saved_as_it_was(tmp_path: Path) -> None:
    text = BASE.replace("tsumo Boris 2 30", "tsumo\u00a0Boris 2\u300030")
    assert replay(text, until_unread=True).errors == replay(BASE, until_unread=True).errors
    assert replay(text).final_scores == replay(BASE).final_scores
    path = tmp_path / "nbsp.mjgame"
    data = text.encode("utf-8")
    path.write_bytes(data)
    save_record(path, load_record(path))
    assert path.read_bytes() == data


# -- the lines a refusal suggests -----------------------------------------------------------------

TABLE = "rules seed\nplayers Ivan Oleg Pyotr Sasha\nron Oleg from Ivan 3 40\n"


@pytest.mark.parametrize(
    ("line", "suggested"),
    [
        ("tsumo", "tsumo Ivan 2 30"),
        ("tsumo Oleg", "tsumo Oleg 2 30"),
        ("chombo", "chombo Ivan"),
        ("riichi", "riichi Ivan"),
        ("ron Ivan from", "ron Ivan from Oleg 3 40"),
        ("riichi Oleg Ivan", "riichi Oleg"),
        ("draw tenpai", "draw tenpai Ivan,Oleg"),
        ("tsumo Oleg yakuman pao", "tsumo Oleg yakuman pao Ivan"),
    ],
)
def test_a_suggested_line_starts_with_the_words_typed_and_names_the_tables_players(
    line: str, suggested: str
) -> None:
    (error,) = replay(TABLE + line + "\n").errors
    assert error.code in ("missing_words", "extra_words") and error.params["example"] == suggested
    assert f"«{suggested}»" in error.message("ru")
    # following the advice: the line suggested is one the game takes
    assert not replay(TABLE + suggested + "\n").errors


@pytest.mark.parametrize(
    ("players", "line", "typed"),
    [
        ("Boris-K Boris-M Ivan Oleg", "tsumo Boris-K", "Boris-K"),
        ("Boris-K Boris-M Ivan Oleg", "riichi Boris-K now", "Boris-K"),
        ("Boris-K Boris-M Ivan Oleg", "ron Boris-M from", "Boris-M"),
        ("Boris-K Boris-M Ivan Oleg", "tsumo Boris-K yakuman pao", "Boris-K"),
        ("Chen-Li Ivan Oleg Pyotr", "riichi Chen-Li now", "Chen-Li"),
        ("Chen.W Aiko.S Ivan Oleg", "ron Chen.W from", "Chen.W"),
    ],
)
def test_a_suggested_line_keeps_a_typed_name_that_holds_an_examples_name_whole(
    players: str, line: str, typed: str
) -> None:
    """A name with a hyphen or a dot (two players of one first name told apart: ``Boris-K``,
    ``Boris-M``) had its example's part rewritten into a player who does not exist
    (``tsumo Boris-M-K 2 30``): the example's names are replaced as whole words, as a line's
    words split, and the line suggested is one the game takes."""
    table = f"rules seed\nplayers {players}\n"
    (error,) = replay(table + line + "\n").errors
    suggested = error.params["example"]
    assert isinstance(suggested, str) and typed in suggested.split()
    assert not replay(table + suggested + "\n").errors


@pytest.mark.parametrize(
    ("line", "suggested"),
    [
        ("ron Ivan to Oleg 1 30", "ron Ivan from Oleg 1 30"),
        ("also ron Pyotr to Ivan 2 40", "also ron Pyotr from Ivan 2 40"),
        ("ron Ivan to Oleg mangan now", "ron Ivan from Oleg mangan"),
        ("ron Ivan to Oleg yakuman pao", "ron Ivan from Oleg yakuman pao Pyotr"),
        (
            'ron Ivan to Oleg hand "234m567p345678s55s --riichi"',
            'ron Ivan from Oleg hand "234m567p345678s55s --riichi"',
        ),
        (
            'ron Ivan to Oleg hand "234m567p345678s55s --riichi" x',
            'ron Ivan from Oleg hand "234m567p345678s55s --riichi"',
        ),
        (
            'ron Ivan to Oleg hand "234m567p345678s55s" --riichi',
            'ron Ivan from Oleg hand "234m567p345678s55s --riichi"',
        ),
        (
            'ron Ivan to Oleg hand "234m567p345678s55s --riichi" 1 30',
            'ron Ivan from Oleg hand "234m567p345678s55s --riichi"',
        ),
        ("tsumo Ivan 1 30 x", "tsumo Ivan 1 30"),
        ("ron Ivan from Oleg haneman now", "ron Ivan from Oleg haneman"),
        ("ron Ivan to Oleg", "ron Ivan from Oleg 3 40"),  # no value typed: the example's
        ("ron Ivan to Oleg 3han", "ron Ivan from Oleg 3 40"),  # a value that does not read
    ],
)
def test_a_suggested_line_keeps_the_value_typed(line: str, suggested: str) -> None:
    """A line refused before or after its value was suggested with the example's "3 40" in
    place of the value typed (``ron Ivan to Oleg 1 30`` → ``ron Ivan from Oleg 3 40``): a
    player copying it recorded 3 han 40 fu. The value typed is kept where it reads."""
    text = TABLE.replace("rules seed", "rules seed atama_hane=off")  # double ron for "also ron"
    (error,) = replay(text + line + "\n").errors
    assert error.code in ("missing_words", "extra_words") and error.params["example"] == suggested
    assert not replay(text + suggested + "\n").errors


def test_a_suggested_line_never_names_a_player_twice_where_the_table_has_the_examples_names() -> None:
    table = "rules seed\nplayers Aiko Boris Chen Dasha\n"
    for line, suggested in [
        ("ron Aiko from", "ron Aiko from Boris 3 40"),
        ("tsumo Dasha yakuman pao", "tsumo Dasha yakuman pao Aiko"),
        ("ron Chen from", "ron Chen from Aiko 3 40"),
    ]:
        (error,) = replay(table + line + "\n").errors
        assert error.params["example"] == suggested


# -- a game ended only for want of a refused line -------------------------------------------------


def test_lines_after_an_end_caused_by_a_refused_line_are_told_to_correct_it_not_to_go() -> None:
    """Boris's tsumo misspelt, the tsumo is refused and Boris goes below zero on line 8: the
    correct lines after it are not told to be deleted, but that line 6 comes first."""
    result = replay(BASE.replace("tsumo Boris", "tsumo Borsi"))
    first, *after = result.errors
    assert first.code == "unknown_player" and first.line == 6
    assert [(e.line, e.code, e.params["first"]) for e in after] == [
        (n, "game_over_refused", 6) for n in (9, 10, 11)
    ]
    assert after[0].message("en") == (
        "Line 9 (draw nagashi Boris tenpai Boris): the game ended on line 8 (a player went below "
        "zero), but line 6 before it was refused, and without it the game may have ended too soon: "
        "correct line 6 first, rather than deleting this line."
    )
    assert "Delete" not in after[0].message("en") and "не удаляйте" in after[0].message("ru")
    # corrected, every line counts
    assert not replay(BASE).errors
    # with no line refused before the end, the lines after it are still told to go
    ended = replay(BASE.replace("tsumo Boris 2 30\n", ""))
    assert {e.code for e in ended.errors} == {"game_over_buttobi"}


# -- a last line without its line break -----------------------------------------------------------

EAST = (
    "# date 2026-11-27\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\n"
    "tsumo Boris 2 30\ndraw tenpai Boris,Chen\nron Chen from Boris 4 30\nron Dasha from Aiko mangan\n"
    "ron Chen from Aiko 1 30\n"
)


def test_the_season_counts_a_whole_last_line_typed_without_its_line_break(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "whole.mjgame").write_text(EAST, encoding="utf-8")
    finals = read_game(folder / "whole.mjgame").finals
    (folder / "whole.mjgame").unlink()
    (folder / "typed.mjgame").write_text(EAST.rstrip("\n"), encoding="utf-8")
    season = load_season([folder])
    assert not season.skipped and [g.finals for g in season.games] == [finals]


@pytest.mark.parametrize("end", ["ron Chen from Aiko 1 3", "ron Chen from Aiko yakuman", "ron Chen from Ai"])
def test_the_season_still_waits_for_a_last_line_that_may_be_cut_short(tmp_path: Path, end: str) -> None:
    path = tmp_path / "t.mjgame"
    path.write_text(EAST.replace("ron Chen from Aiko 1 30\n", end), encoding="utf-8")
    assert [s.error.code for s in load_season([path]).skipped] == ["cut_off"]
