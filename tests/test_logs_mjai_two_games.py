"""An mjai file of two games (the audit's real-log variant v/mj-two-games.mjson).

Two games one after the other (Akochan's two self-play games in one file) were read as one game:
the first game's end_game scores lost, the second's first hand a gap ("a hand or a win between
the two is missing"), the log window's final standings those of neither game. Now refused at the
second start_game, as the tenhou.net/6 reader refuses several logs in one file; any event after
end_game too.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import LogError, read_log_file
from mjgui.replaycli import replay_command
from tests.test_logs_mjai import BARE, GAME
from tests.test_logs_mjai_mutants import _as_list, _lines, _refused

#: the way out said is to split the file (was "open one game's mjlog, tenhou.net/6 JSON or mjai
#: event log": no help to a player holding a server's log of several games)
TWO_GAMES = (
    "This file holds more than one mjai game: another starts on line {line}. Several games are never "
    "read as one game: save each game as a file of its own (the second from line {line}) and open each."
)


# -- two games in one file ---------------------------------------------------------------------


def test_two_games_one_after_the_other_are_refused_at_the_second_start_game(tmp_path: Path) -> None:
    first, second = _lines(GAME), _lines(BARE)
    assert len(first) == 504 and '"end_game"' in first[-1] and '"start_game"' in second[0]
    err = _refused("\n".join([*first, *second]) + "\n")
    assert (err.code, err.line) == ("log_mjai_games", 505)
    assert err.message("en") == TWO_GAMES.format(line=505)
    ru = err.message("ru")
    assert ru == (
        "В этом файле больше одной игры mjai: следующая начинается в строке 505. Несколько игр никогда "
        "не читаются как одна: сохраните каждую игру в отдельный файл (вторую — начиная со строки 505) "
        "и откройте каждый."
    )
    # the same as one JSON list: the second start_game is item 505, on line 506
    err = _refused(_as_list([*first, *second]))
    assert (err.code, err.line) == ("log_mjai_games", 506)
    # without the first game's end_game: refused all the same
    err = _refused("\n".join([*first[:-1], *second]))
    assert (err.code, err.line) == ("log_mjai_games", 504)
    # the log window opens none of it (no final standings of neither game), replay says why
    path = tmp_path / "two.mjson"
    path.write_text("\n".join([*first, *second]) + "\n", encoding="utf-8")
    view = LogViewController("en")
    with pytest.raises(LogError):
        view.open(path)
    assert view.log is None and view.view().final == ()
    assert "holds more than one mjai game: another starts on line 505." in view.view().note
    out, err = io.StringIO(), io.StringIO()
    assert replay_command([str(path)], out=out, err=err) != 0
    said = TWO_GAMES.format(line=505)
    assert said[0].lower() + said[1:] in err.getvalue() and "Final" not in out.getvalue()


def test_an_event_after_the_games_end_is_refused_with_its_line() -> None:
    lines = _lines(GAME)
    hand = next(line for line in lines if '"dahai"' in line)
    for extra in (hand, '{"type": "end_game"}', '{"type": "end_kyoku"}'):
        err = _refused("\n".join([*lines, "", extra]))
        assert (err.code, err.line, err.params["last"]) == ("log_mjai_after_end", 506, 504)
        assert err.message("en") == (
            "Line 506 of the mjai log comes after the game's end, on line 504: an mjai log ends with "
            "its game. The file is damaged or was edited."
        )
    # a game that ends on its end_game is read: its final points
    assert read_log_file(GAME).final == (24600, 38100, 18600, 18700)
