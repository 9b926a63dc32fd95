"""A line typed, edited or inserted in the tracker is one record line: a text with a line break
in it (two lines pasted from a paper log or a chat) is refused with a sentence that says so,
in its preview and at its commit alike, and the record, its replay and its autosave are left as
they were. The tracker once previewed one of the lines and committed them all, a line the game
refuses among them."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController, check_new_game, new_game_problem

START = "rules seed\nplayers Aiko Boris Chen Dasha\n"
PLAYED = START + "riichi Aiko\ndraw tenpai Aiko\n"
SENTENCE = (
    "The text holds 2 lines (a line break was pasted into it); the record takes one line at a "
    "time: enter them one by one."
)


@pytest.mark.parametrize("brk", ["\n", "\r\n", "\r"])
@pytest.mark.parametrize(
    "text",
    [
        "ron Chen from Dasha 3 30\nriichi Aiko",  # both accepted one by one
        "ron Nobody from Dasha 3 30\nriichi Boris",  # the first refused
        "riichi Boris\nron Nobody from Dasha 3 30",  # the last refused
        "riichi Boris\n# a note",
    ],
)
def test_a_new_line_with_a_line_break_is_refused_and_nothing_kept(
    tmp_path: Path, text: str, brk: str
) -> None:
    autosave = Autosave(tmp_path)
    tracker = TrackerController(PLAYED, autosave=autosave)
    assert tracker.commit("chombo Chen")  # the game in the autosave, to compare with
    before, points, saved = tracker.text, tracker.state.points, autosave.path.read_bytes()
    pasted = text.replace("\n", brk)
    view = tracker.preview_append(pasted)
    assert not view.ok
    assert view.error == SENTENCE
    assert view.complete, "a refusal, not a choice still to make"
    assert [row.delta for row in view.rows] == [0, 0, 0, 0]
    assert tracker.commit(pasted) is False
    assert tracker.text == before
    assert tracker.state.points == points
    assert tracker.result.errors == ()
    assert autosave.path.read_bytes() == saved
    tracker.close()


def test_an_edited_line_with_a_line_break_is_refused_and_the_record_keeps_its_lines() -> None:
    tracker = TrackerController(PLAYED)
    view = tracker.preview_replace(3, "riichi Boris\nchombo Nobody")
    assert (view.ok, view.error) == (False, SENTENCE)
    assert tracker.replace_line(3, "riichi Boris\nchombo Nobody") is False
    assert tracker.text == PLAYED
    assert len(tracker.record.lines) == 4
    assert tracker.result.errors == ()
    # one line, as the preview shows it, is kept as it is
    assert tracker.preview_replace(3, "riichi Boris").error == ""
    assert tracker.replace_line(3, "riichi Boris")
    assert tracker.text.splitlines()[2:] == ["riichi Boris", "draw tenpai Aiko"]


def test_an_inserted_line_with_a_line_break_is_refused() -> None:
    tracker = TrackerController(PLAYED)
    view = tracker.preview_insert(3, "riichi Boris\nriichi Chen")
    assert (view.ok, view.error) == (False, SENTENCE)
    assert tracker.insert_line(3, "riichi Boris\nriichi Chen") is False
    assert tracker.text == PLAYED


def test_a_line_break_at_either_end_is_only_space_and_the_count_is_said_in_russian() -> None:
    tracker = TrackerController(START)
    assert tracker.preview_append("\nriichi Aiko\r\n").ok
    assert tracker.commit("\nriichi Aiko\r\n")
    assert tracker.text == START + "riichi Aiko\n"
    tracker.set_lang("ru")
    five = tracker.preview_append("riichi Boris\n\n# a\n# b\n# c").error
    assert five.startswith("В тексте 5\u00a0строк (в него вставлен перенос строки)")
    assert tracker.preview_append("riichi Boris\n" * 20 + "riichi Chen").error.startswith(
        "В тексте 21\u00a0строка"
    )


NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
OPTIONS_SENTENCE = (
    "The rule options hold 2 lines (a line break was pasted into them); the rules are one line "
    "of the record: write the options on one line, separated by spaces."
)


@pytest.mark.parametrize("brk", ["\n", "\r\n", "\r"])
def test_a_line_break_in_the_new_games_rule_options_is_refused_and_nothing_started(
    tmp_path: Path, brk: str
) -> None:
    """The rules line was checked as one line (a line break read as a space) and written as two:
    the options after the break a refused line of the record and its autosave, and lost to the
    rules the game was played under."""
    options = f"atama_hane=off{brk}wareme=on"
    assert check_new_game(NAMES, "seed", options, "en") == OPTIONS_SENTENCE
    assert new_game_problem(NAMES, "seed", options, "en") == (OPTIONS_SENTENCE, OPTIONS_SENTENCE)
    autosave = Autosave(tmp_path)
    tracker = TrackerController(PLAYED, autosave=autosave)
    assert tracker.commit("chombo Chen")
    before, saved = tracker.text, autosave.path.read_bytes()
    assert tracker.new_game(NAMES, "seed", options) is False
    assert tracker.text == before
    assert tracker.result.errors == ()
    assert autosave.path.read_bytes() == saved
    # on one line, the same options start the game, both of them in its rules
    assert tracker.new_game(NAMES, "seed", "atama_hane=off wareme=on")
    assert tracker.result.errors == ()
    assert (tracker.state.rules.atama_hane, tracker.state.rules.wareme) == (False, True)
    tracker.close()


def test_a_line_break_in_a_new_players_name_is_refused_as_such() -> None:
    """A name with a line break in it was refused as a players line naming five players."""
    tracker = TrackerController(START)
    names = ["Aiko", "Bo\r\nris", "Chen", "Dasha"]
    said = (
        "The name of the South seat holds a line break (it was pasted into it); a player's name is "
        "one word on one line."
    )
    assert check_new_game(names, "seed", "", "en") == said
    assert tracker.new_game(names) is False
    assert tracker.text == START
    assert check_new_game(["Ai\nko", "Boris", "Chen"], "tenhou-sanma", "", "en").startswith(
        "The name of the East seat holds a line break"
    )
    # at either end a line break is only space, as a typed line's is
    assert check_new_game(["Aiko\n", "\nBoris", "Chen", "Dasha"], "seed", "wareme=on\r\n", "en") == ""
    assert check_new_game(names, "seed", "", "ru") == (
        "Имя в поле «Юг» содержит перенос строки (он был вставлен вместе с текстом); имя игрока "
        "пишется одним словом в одну строку."
    )
    five = check_new_game(NAMES, "seed", "wareme=on\n\n# a\n# b\numa=20,10,-10,-20", "ru")
    assert five.startswith("В опциях правил 5\u00a0строк (в них вставлен перенос строки)")
    assert check_new_game(NAMES, "seed", "a\n" * 20 + "b", "ru").startswith("В опциях правил 21\u00a0строка")


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Ann Lee", "Имя в поле «Запад» содержит пробел; имя игрока — одно слово: уберите пробел"),
        ("#1", "Имя в поле «Запад» содержит #, а с него в записи начинается комментарий"),
        ("O'Brien", "Имя в поле «Запад» содержит кавычку ('); в имени игрока кавычек не бывает"),
        ("\u200b", "Имя в поле «Запад» ничего не показывает: в нём только невидимые символы."),
        ("Chen,Wu", "Имя в поле «Запад» содержит «,»; имя игрока — одно слово без пробелов"),
        ("x" * 25, "Имя в поле «Запад» длиной 25\u00a0символов; в имени игрока их не больше 24."),
        ("x" * 101, "Имя в поле «Запад» длиной 101\u00a0символ; в имени игрока их не больше 24."),
        ("ron", "Имя «ron» в поле «Запад» — слово записи; выберите другое, например ron_1."),
        ("30", "Имя «30» в поле «Запад» — число, его примут за хан или фу; дайте игроку имя с буквой."),
    ],
)
def test_the_seat_of_a_refused_name_is_said_as_its_field_in_russian(name: str, said: str) -> None:
    """«В имени на месте Запад …» put the seat's wind in the nominative after «на месте»; the
    seat is said as the New game dialog's field, «в поле «Запад»», whose label it is."""
    text = check_new_game(["Aiko", "Boris", name, "Dasha"], "seed", "", "ru")
    assert text.startswith(said)
    assert "на месте" not in text
