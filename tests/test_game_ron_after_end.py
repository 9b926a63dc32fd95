"""A ``ron`` line (without "also") after a game that a ron ended, on that ron's discard, by a
player who did not win on it: the line may be meant as another winner on that discard, which
changes the outcome (paid too, or, the third under Tenhou's sanchahou, an abortive draw in place
of the rons). It was refused as any line after the end ("Delete this line"); now the record's
replay says what it is and how the record writes that winner, the one sentence the tracker, the
league and ``mjgui game`` show."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.game import replay
from mjgui.core.league.season import SkipReason, read_game
from mjgui.gamecli import game_command

# Tenhou: Dasha dealt in to a yakuman and a mangan on one discard and went below zero (line 4);
# line 5 is a ron on that discard by Chen, written without "also"
BUST = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha yakuman\n"
    "also ron Boris from Dasha mangan\n"
)
BUST_THIRD = BUST + "ron Chen from Dasha 1 30\n"

SANCHAHOU_EN = (
    "Line 5 (ron Chen from Dasha 1 30): the game ended on line 4 (a player went below zero), the "
    "second ron on Dasha's discard; this line is a ron on that discard too. If Chen won on it as "
    'well, three rons abort the hand under these rules (sanchahou): write "abort" in place of the '
    "rons on lines 3–5. If not, delete this line."
)
SANCHAHOU_RU = (
    "Строка 5 (ron Chen from Dasha 1 30): игра закончилась в строке 4 (игрок ушёл в минус) вторым "
    "роном на сбросе игрока Dasha; эта строка — ещё один рон на этот сброс. Если и Chen выиграл(а) "
    "на нём, по этим правилам три рона — абортивная ничья (санчахо): запишите «abort» вместо ронов "
    "в строках 3–5. Если нет, удалите эту строку."
)


def test_a_third_ron_after_a_tenhou_double_ron_bust_is_said_to_be_sanchahou() -> None:
    result = replay(BUST_THIRD)
    assert result.final.ended and result.final.end_line == 4
    (error,) = result.errors
    assert error.code == "ron_after_end_sanchahou" and error.line == 5
    assert error.message("en") == SANCHAHOU_EN
    assert error.message("ru") == SANCHAHOU_RU
    # as it advises: the rons and the line written as one abortive draw, and the game goes on
    drawn = replay("rules tenhou\nplayers Aiko Boris Chen Dasha\nabort\n")
    assert not drawn.errors and not drawn.final.ended and drawn.final.points == (25000,) * 4
    # or, where all three are paid, the line started with "also": taken, Chen paid
    paid = replay(
        BUST_THIRD.replace("rules tenhou", "rules tenhou triple_ron_abort=off").replace(
            "\nron Chen", "\nalso ron Chen"
        )
    )
    assert not paid.errors and paid.final.points[2] == 25000 + 1000


def test_a_third_ron_after_a_tenhou_double_ron_on_the_last_hand_is_said_so_too() -> None:
    record = (
        "rules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\nron Boris from Chen mangan\n"
        "ron Chen from Aiko 1 30\nron Aiko from Boris 1 30\nron Aiko from Chen 1 30\n"
        "also ron Boris from Chen 1 30\nron Dasha from Chen 1 30\n"
    )
    result = replay(record)
    assert result.final.ended and result.final.end_reason == "last_hand"
    (error,) = result.errors
    assert error.code == "ron_after_end_sanchahou"
    assert error.message("en") == (
        "Line 8 (ron Dasha from Chen 1 30): the game ended on line 7 (the last hand was played), "
        "the second ron on Chen's discard; this line is a ron on that discard too. If Dasha won on "
        'it as well, three rons abort the hand under these rules (sanchahou): write "abort" in '
        "place of the rons on lines 6–8. If not, delete this line."
    )
    # "from line 6 and this line" read as two lines: lines 6, 7 and 8 are the range to replace
    assert "вместо ронов в строках 6–8." in error.message("ru")
    # as it advises: the abortive draw in place of the rons, and the game goes on (Dasha deals again)
    lines = record.splitlines()
    drawn = replay("\n".join([*lines[:5], "abort"]) + "\n")
    assert not drawn.errors and not drawn.final.ended and drawn.final.round_label == "E4"


def test_another_ron_where_the_rules_pay_it_is_said_to_start_with_also() -> None:
    """One ron ended the game (or two, where three are paid): the line on that discard is another
    winner the rules pay, written with "also" in front."""
    single = (
        "rules tenhou triple_ron_abort=off\nplayers Aiko Boris Chen Dasha\n"
        "ron Aiko from Dasha yakuman\nron Boris from Dasha mangan\n"
    )
    (error,) = replay(single).errors
    assert error.code == "ron_after_end_also"
    assert error.message("en") == (
        "Line 4 (ron Boris from Dasha mangan): the game ended on line 3 (a player went below zero), "
        "a ron on Dasha's discard; this line is a ron on that discard too. If Boris won on it as "
        'well, start this line with "also": under these rules Boris is paid too. If not, delete '
        "this line."
    )
    assert error.message("ru") == (
        "Строка 4 (ron Boris from Dasha mangan): игра закончилась в строке 3 (игрок ушёл в минус) "
        "роном на сбросе игрока Dasha; эта строка — ещё один рон на этот сброс. Если и Boris "
        "выиграл(а) на нём, начните эту строку со слова «also»: по этим правилам Boris тоже получает "
        "очки. Если нет, удалите эту строку."
    )
    taken = replay(single.replace("\nron Boris", "\nalso ron Boris"))
    assert not taken.errors and taken.final.points[1] == 25000 + 8000
    three = BUST_THIRD.replace("rules tenhou", "rules tenhou triple_ron_abort=off")
    (error,) = replay(three).errors
    assert error.code == "ron_after_end_also" and "the second ron" not in error.message("en")
    assert 'If Chen won on it as well, start this line with "also"' in error.message("en")


@pytest.mark.parametrize(
    "line",
    [
        "ron Chen from Aiko 1 30",  # another discarder: a new hand's, after the end
        "ron Aiko from Dasha 1 30",  # a winner of that discard already
        "ron Zoe from Dasha 1 30",  # nobody at the table
        "tsumo Chen 1 30",
    ],
)
def test_other_lines_after_the_end_are_refused_as_before(line: str) -> None:
    (error,) = replay(BUST + line + "\n").errors
    assert error.code == "game_over_buttobi"


def test_under_atama_hane_a_ron_after_the_end_is_refused_as_before() -> None:
    record = "rules tenhou atama_hane=on\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha yakuman\n"
    (error,) = replay(record + "ron Boris from Dasha mangan\n").errors
    assert error.code == "game_over_buttobi"


def test_the_tracker_the_league_and_the_game_command_say_the_same(tmp_path: Path) -> None:
    path = tmp_path / "game.mjgame"
    path.write_text(BUST_THIRD, encoding="utf-8")
    # the tracker: the record opened, and the line typed after the game's end
    c = TrackerController()
    c.open_file(path)
    assert c.view().errors == (SANCHAHOU_EN,)
    c.set_lang("ru")
    assert c.view().errors == (SANCHAHOU_RU,)
    typed = TrackerController(BUST)
    preview = typed.preview_append("ron Chen from Dasha 1 30")
    assert not preview.ok and preview.error == SANCHAHOU_EN
    assert not typed.commit("ron Chen from Dasha 1 30") and typed.text == BUST
    # the league: the file skipped, in the same words
    with pytest.raises(SkipReason) as skipped:
        read_game(path)
    assert skipped.value.code == "refused_line"
    assert skipped.value.message("en") == f"{path}: {SANCHAHOU_EN} The game is not counted."
    assert skipped.value.message("ru") == f"{path}: {SANCHAHOU_RU} Игра не учитывается."
    # mjgui game
    for lang, said in (("en", SANCHAHOU_EN), ("ru", SANCHAHOU_RU)):
        out = io.StringIO()
        assert game_command([str(path), "--lang", lang], out=out) == 1
        assert f"\n  {said}\n" in out.getvalue()
