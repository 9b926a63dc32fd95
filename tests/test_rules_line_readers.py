"""Every reader of a record treats a rules line it cannot read alike, and none crashes on one.

An ``edition=`` word read with ``str.isdigit`` took "²" (a digit to Unicode, no number to
``int``): ``mjgui game``, the league, the tracker's open and its autosave slot (the tracker
crashed at every start), the calculator's waiting-game hint, the league's ``--rules`` filter and
the New game dialog raised ValueError. An edition of eleven digits was told "use a whole
number", which it is: it is now said to be no edition of the preset. The calculator's hint of a
game waiting in the tracker offered a slot whose rules line cannot be read (read under other
rules), which the tracker itself sets aside."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController, new_game_problem, waiting_look
from mjgui.core.game.game import replay
from mjgui.core.game.record import GameError, parse_line
from mjgui.core.game.storage import StorageError, open_record
from mjgui.core.league.season import load_season, rules_filter
from mjgui.core.scoring.rules import PRESETS
from mjgui.gamecli import game_command
from mjgui.leaguecli import league_command

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import fuzz

RECORD = "players Aiko Boris Chen Dasha\nron Boris from Chen mangan\n" + "draw\n" * 7
SUPERSCRIPT = "rules mahjongsoul edition=\u00b2"
TOO_LONG = "rules mahjongsoul edition=99999999999"
NO_NUMBER = 'ule option edition cannot be "\u00b2": use a whole number.'


def _unread_said(line: str, said: str) -> bool:
    return f"({line}): this mjgui cannot read these rules, so it does not score the game" in said


@pytest.mark.parametrize("line", [SUPERSCRIPT, "rules mahjongsoul edition=\u0663\u00b2"])
def test_an_edition_of_digits_no_number_reads_as_no_whole_number(line: str) -> None:
    error = parse_line(line).error
    assert isinstance(error, GameError)
    assert error.message("en").endswith(f'cannot be "{line.partition("=")[2]}": use a whole number.')
    assert "целое число" in error.message("ru")


def test_an_edition_too_long_for_any_is_said_to_be_no_edition() -> None:
    error = parse_line(TOO_LONG).error
    assert isinstance(error, GameError)
    current = PRESETS["mahjongsoul"].edition
    assert error.message("en") == (
        'The rules "mahjongsoul" have no edition 99999999999 in this mjgui: their newest is edition '
        f"{current}."
    )
    assert "whole number" not in error.message("en")
    assert "нет редакции 99999999999" in error.message("ru")


@pytest.mark.parametrize("line", [SUPERSCRIPT, TOO_LONG])
def test_mjgui_game_says_it_cannot_read_the_rules(line: str, tmp_path: Path) -> None:
    path = tmp_path / "sup.mjgame"
    path.write_text(f"{line}\n{RECORD}", encoding="utf-8")
    for lang in ("en", "ru"):
        out, err = io.StringIO(), io.StringIO()
        assert game_command([str(path), "--lang", lang], out, err=err) == 2
        assert out.getvalue() == ""
        assert err.getvalue().strip()
    out, err = io.StringIO(), io.StringIO()
    game_command([str(path)], out, err=err)
    assert _unread_said(line, err.getvalue())


def test_the_tracker_open_refuses_it_and_leaves_the_file(tmp_path: Path) -> None:
    path = tmp_path / "sup.mjgame"
    text = f"{SUPERSCRIPT}\n{RECORD}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(StorageError) as info:
        open_record(path, strict=True)
    assert _unread_said(SUPERSCRIPT, info.value.message("en")) and NO_NUMBER in info.value.message("en")
    with pytest.raises(StorageError):
        TrackerController().open_file(path)
    assert path.read_text(encoding="utf-8") == text


def test_the_league_skips_it_saying_why(tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    (club / "sup.mjgame").write_text(f"# date 2026-12-05\n{SUPERSCRIPT}\n{RECORD}", encoding="utf-8")
    (club / "ok.mjgame").write_text(f"# date 2026-12-06\nrules mahjongsoul\n{RECORD}", encoding="utf-8")
    season = load_season([club])
    assert len(season.games) == 1
    (skipped,) = season.skipped
    assert skipped.path.name == "sup.mjgame"
    assert NO_NUMBER in skipped.message("en", within=club)
    out = io.StringIO()
    league_command([str(club)], out)
    assert "Aiko" in out.getvalue()


def test_the_autosave_slot_is_left_as_it_is_and_the_hint_offers_nothing(tmp_path: Path) -> None:
    data = f"# date 2026-12-05\n{SUPERSCRIPT}\nplayers Aiko Boris Chen Dasha\nriichi Boris\n".encode()
    (tmp_path / "autosave.mjgame").write_bytes(data)
    assert waiting_look(tmp_path) == (None, set())
    c = TrackerController(autosave=Autosave(tmp_path))  # crashed at every start
    assert c.resume_offer is None
    assert (tmp_path / "autosave.mjgame").read_bytes() == data  # not renamed: not damaged
    assert not list(tmp_path.glob("autosave-damaged-*"))
    assert NO_NUMBER in c.autosave_error


def test_the_rules_filter_and_the_new_game_dialog_say_it() -> None:
    with pytest.raises(GameError) as info:
        rules_filter("mahjongsoul edition=\u00b2")
    assert NO_NUMBER in info.value.message("en")
    # the New game dialog refuses any edition word as the score command does: the record's
    # rules line names the edition this mjgui plays itself
    for word in ("edition=\u00b2", "edition=99999999999"):
        under, whole = new_game_problem(["Aiko", "Boris", "Chen", "Dasha"], "mahjongsoul", word, "en")
        assert (
            whole
            == under
            == (
                '"edition" is not a rule option: the rules "mahjongsoul" have had one edition, 1, '
                "the one this mjgui plays."
            )
        )


def test_the_fuzzer_puts_such_editions_in_records() -> None:
    assert {"edition=\u00b2", "edition=99999999999"} <= set(fuzz.WORDS)
    for word in ("edition=\u00b2", "edition=99999999999", f"edition={PRESETS['tenhou'].edition + 1}"):
        assert fuzz.check_record(f"rules tenhou {word}\n{RECORD}") is None
    rng = random.Random(1)
    assert any(
        "edition=\u00b2" in " ".join(fuzz._mutate_words(rng, ["rules", "tenhou"])) for _ in range(3000)
    )


@pytest.mark.parametrize(
    "line",
    [
        f"rules mahjongsoul edition={PRESETS['mahjongsoul'].edition + 1}",
        "rules tenhou2030",
        "rules tenhou future_option=on",
    ],
)
def test_the_waiting_game_hint_leaves_out_a_slot_of_rules_it_cannot_read(line: str, tmp_path: Path) -> None:
    """The tracker sets such a slot aside when it opens; the calculator's hint offered it as a
    game waiting, read under other rules (the preset's current ones, or the seed)."""
    data = (
        f"# date 2026-12-05\n{line}\nplayers Aiko Boris Chen Dasha\nron Boris from Chen mangan\nriichi Chen\n"
    )
    (tmp_path / "autosave.mjgame").write_text(data, encoding="utf-8")
    assert replay(data).final.started  # read under other rules, the game is in progress
    state, settled = waiting_look(tmp_path)
    assert state is None and settled == set()
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None  # the tracker agrees: none waits
    # the same game under rules this mjgui reads is found
    other = tmp_path / "other"
    other.mkdir()
    (other / "autosave.mjgame").write_text(data.replace(line, "rules mahjongsoul"), encoding="utf-8")
    state, _ = waiting_look(other)
    assert state is not None and state.state.names == ("Aiko", "Boris", "Chen", "Dasha")
