"""The tracker's controller (no Qt): the record as the only state, previews, editing past lines,
undo/redo over record texts, files, autosave and resume, view models, and the calculator link."""

from __future__ import annotations

import os
import shlex
from datetime import date
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.bridge import (
    DeskWin,
    calc_situation,
    desk_win,
    hand_words,
    line_situation,
    seat_by_wind,
    situation_state,
    words_hand,
)
from mjgui.controller.game.phrases import points_text, thousands_text
from mjgui.controller.game.tracker import (
    TrackerController,
    check_new_game,
    correction_text,
    later_lines_text,
    new_game_problem,
)
from mjgui.controller.game.views import LaterLines
from mjgui.controller.scoring.calculator import Controller
from mjgui.core.game.game import replay
from mjgui.core.game.lines import (
    WinValue,
    chombo_line,
    draw_line,
    new_game_text,
    riichi_line,
    ron_line,
    tsumo_line,
)
from mjgui.core.game.record import GameError, name_flaw
from mjgui.core.game.storage import StorageError
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.scoring import score
from tests.util import CHOMBO_AT_END, HANCHAN, T

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]


def started(**kwargs: object) -> TrackerController:
    c = TrackerController(**kwargs)  # type: ignore[arg-type]
    assert c.new_game(NAMES)
    return c


# ---------------------------------------------------------------------------------------------
# lines and previews
# ---------------------------------------------------------------------------------------------


def test_line_builders() -> None:
    assert ron_line("Chen", "Aiko", WinValue("hanfu", han=3, fu=40)) == "ron Chen from Aiko 3 40"
    assert ron_line("Chen", "Aiko", WinValue("hanfu", han=6)) == "ron Chen from Aiko 6"
    assert tsumo_line("Boris", WinValue("limit", limit="haneman")) == "tsumo Boris haneman"
    assert (
        ron_line("Chen", "Aiko", WinValue("yakuman", multiple=2), pao="Dasha", also=True)
        == "also ron Chen from Aiko yakuman 2 pao Dasha"
    )
    # pao only goes with a yakuman (or a hand)
    assert tsumo_line("Boris", WinValue("hanfu", han=2, fu=30), pao="Dasha") == "tsumo Boris 2 30"
    assert tsumo_line("Boris", WinValue("hand", hand="123m --riichi")) == 'tsumo Boris hand "123m --riichi"'
    assert draw_line() == "draw"
    assert draw_line(["Aiko", "Chen"], ["Boris"]) == "draw tenpai Aiko,Chen nagashi Boris"
    assert riichi_line("Boris") == "riichi Boris" and chombo_line("Dasha") == "chombo Dasha"
    assert new_game_text(NAMES) == "rules seed edition=1\nplayers Aiko Boris Chen Dasha\n"
    assert check_new_game(NAMES, "seed", "", "en") == ""
    assert "word of the record" in check_new_game(["Aiko", "from", "Chen", "Dasha"], "seed", "", "en")
    assert "not a rule option" in check_new_game(NAMES, "seed", "bogus=1", "en")
    assert not WinValue("hanfu", han=3).complete and WinValue("hanfu", han=5).complete


def test_a_new_games_names_are_checked_each_alone_and_counted_against_the_preset() -> None:
    """The names were checked by reading the players line they make: a three-player preset
    took "Ann Lee", Boris, Chen (four words, a count the record reads for four players) and the
    game started on a players line its replay refused."""
    sanma = ["Ann Lee", "Boris", "Chen"]
    assert check_new_game(sanma, "tenhou-sanma", "", "en").startswith("The name of the East seat has a space")
    assert not c_started_on(sanma, "tenhou-sanma")
    # as many names as the preset seats, else said (the dialog asks for as many)
    assert check_new_game(list(NAMES), "tenhou-sanma", "", "en") == (
        'The rules "tenhou-sanma" are played by 3 players; 4 names were given.'
    )
    assert check_new_game(list(NAMES[:3]), "seed", "", "ru") == (
        "В правилах «seed» играют 4\u00a0игрока, а имён дано: 3."
    )
    assert check_new_game(list(NAMES[:3]), "tenhou-sanma", "", "en") == ""
    assert not c_started_on(list(NAMES), "tenhou-sanma")
    assert name_flaw("Chen #3") == "hash" and name_flaw("O'Brien") == "quote" and name_flaw("a=b") == "char"
    assert name_flaw("🀄" * 24) is None and name_flaw("🀄" * 25) == "long"
    assert name_flaw("\u200e" + "x" * 24) is None  # a bidirectional mark the record drops: not counted


def c_started_on(names: list[str], preset: str) -> bool:
    c = TrackerController()
    return c.new_game(names, preset) and c.state.started


def test_a_misspelt_rule_option_is_said_with_the_one_it_likely_means() -> None:
    """The New game dialog listed every option under its fields for "east_onyl=on" (the list
    pushed the fields out of it): it names the nearest option, the list left to its tooltip."""
    whole = check_new_game(NAMES, "seed", "east_onyl=on", "en")
    # the tooltip's whole sentence names it too, as the record and the command line say it
    assert whole.startswith('"east_onyl" is not a rule option. Did you mean east_only? Options: aka, kuitan,')
    short = '"east_onyl" is not a rule option. Did you mean east_only?'
    assert new_game_problem(NAMES, "seed", "east_onyl=on", "en") == (short, whole)
    said, _ = new_game_problem(NAMES, "tenhou", "wareme=on Uma2=5", "ru")
    assert said == "«uma2» — не опция правил. Может быть, uma?"
    # nothing near: the whole list, as the record and the command line say it
    bogus = check_new_game(NAMES, "seed", "bogus=1", "en")
    assert new_game_problem(NAMES, "seed", "bogus=1", "en") == (bogus, bogus)
    # any other problem as it is; none: nothing
    for names, options in ((["Aiko", "", "Chen", "Dasha"], "east_onyl=on"), (NAMES, "east_only=maybe")):
        problem = check_new_game(names, "seed", options, "en")
        assert problem and new_game_problem(names, "seed", options, "en") == (problem, problem)
    assert new_game_problem(NAMES, "seed", "east_only=on", "en") == ("", "")


def test_commit_a_hand_and_read_the_table() -> None:
    c = started()
    assert c.commit("riichi Boris")
    assert c.commit("ron Chen from Aiko 3 40")
    view = c.view()
    assert [s.points for s in view.seats] == [24800, 29000, 36200, 30000]
    assert view.seats[0].points_text == f"24{T}800"
    assert view.seats[2].last_delta_text == "+6200"
    assert view.center.round_text == "East 2"
    assert view.center.sticks == 0 and view.center.honba == 0
    assert view.seats[1].dealer and view.seats[1].wind_text == "East"
    assert [r.text for r in view.history][-2:] == ["riichi Boris", "ron Chen from Aiko 3 40"]
    assert view.history[-1].summary == "Chen ron from Aiko: 3 han 40 fu"
    assert view.history[-1].hand == "E1-0"
    assert c.text.endswith("riichi Boris\nron Chen from Aiko 3 40\n")


def test_a_date_line_that_cannot_be_read_is_marked_in_the_history(tmp_path: Path) -> None:
    """``# date 12.01.2026`` was a plain note: the club would date the game by its file's day.
    Its row says what the club does (counts the game on the day it means) and how to write it."""
    path = tmp_path / "game.mjgame"
    path.write_text("# date 12.01.2026\n" + HANCHAN, encoding="utf-8")
    c = TrackerController()
    c.open_file(path)
    view = c.view()
    row = view.history[0]
    assert row.kind == "comment" and view.errors == ()
    assert row.error == (
        'Line 1 (# date 12.01.2026): "12.01.2026" is not a date a record reads; the club counts the '
        'game on 2026-01-12, the day it means. Write the date as YYYY-MM-DD: "# date 2026-01-12".'
    )
    c.set_lang("ru")
    assert c.view().history[0].error == (
        "Строка 1 (# date 12.01.2026): дату «12.01.2026» запись прочитать не может; в клубе игра "
        "учтена с датой 2026-01-12: видимо, этот день и имелся в виду. Напишите дату в виде "
        "ГГГГ-ММ-ДД: «# date 2026-01-12»."
    )
    assert c.replace_line(1, "# date 2026-01-12")
    assert all(r.error == "" for r in c.view().history)
    assert c.view().history[0].summary == "Дата: 2026-01-12"
    # a day it cannot tell: the file's day, and the form, never a day made up
    assert c.replace_line(1, "# date 01/02/2026")
    c.set_lang("en")
    assert c.view().history[0].error == (
        'Line 1 (# date 01/02/2026): "01/02/2026" is not a date a record reads; the club counts the '
        "game on the day its file was last saved. Write the date of the game as YYYY-MM-DD: "
        '"# date YYYY-MM-DD".'
    )
    # a date that reads after it: the game has its date, nothing is marked
    assert c.insert_line(2, "# date 2026-01-12")
    assert [r.error for r in c.view().history[:2]] == ["", ""]


def test_a_limit_or_a_wind_inside_a_sentence_is_written_in_lower_case_in_russian() -> None:
    c = started(lang="ru")
    assert c.commit("ron Dasha from Aiko haneman")
    view = c.view()
    assert view.history[-1].summary == "Dasha: рон с игрока Aiko, ханеман"
    assert view.center.last == "Последнее: ханеман — Dasha: рон с игрока Aiko"
    assert view.history[0].summary == f"Дата: {date.today().isoformat()}"  # the record's date line
    assert view.history[2].summary.endswith("Aiko (восток), Boris (юг), Chen (запад), Dasha (север)")
    assert view.history[1].summary == "Правила: клубные правила"  # a preset's name, in a sentence
    assert c.commit("tsumo Dasha yakuman 2")
    assert c.view().history[-1].summary == "Dasha: цумо, двойной якуман"
    english = started()
    assert english.commit("ron Dasha from Aiko haneman")
    assert english.view().history[-1].summary == "Dasha ron from Aiko: haneman"
    assert english.view().history[1].summary == "Rules: club rules"
    tenhou = TrackerController(lang="ru")
    assert tenhou.new_game(NAMES, "tenhou")
    assert tenhou.view().history[1].summary == "Правила: Tenhou.net"  # a proper name stays as it is


def test_the_rules_name_the_options_the_record_changes() -> None:
    """The rules line changes options of the game (uma, start points, east_only, tie_uma,
    chombo_at_end): the centre named only the preset, so nobody at the table could see them."""
    seed = TrackerController(lang="ru")
    options = "chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000"
    assert seed.new_game(NAMES, "seed", options)
    center = seed.view().center
    changes = (
        f"старт: 25{T}000",
        "ума +20/+10/\u221210/\u221220",
        "только круг Востока",
        "чомбо оплачивается в конце игры",
        "игроки с равными очками делят место",
    )
    assert center.rules_text == "Клубные правила, " + "; ".join(changes)
    assert center.rules_short == "Клубные правила + 5\u00a0изменений"
    assert center.rules_tip == "\n".join(["Клубные правила + 5\u00a0изменений", *(f"• {c}" for c in changes)])
    # the rules line of the history says them in the same words
    assert seed.view().history[1].summary == "Правила: клубные правила, " + "; ".join(changes)
    seed.set_lang("en")
    assert seed.view().center.rules_short == "Club rules + 5 changes"
    assert seed.view().center.rules_text.startswith(
        f"Club rules, start 25{T}000; uma +20/+10/\u221210/\u221220;"
    )

    tenhou = TrackerController()
    assert tenhou.new_game(NAMES, "tenhou", "east_only=on")
    center = tenhou.view().center
    assert (center.rules_text, center.rules_short) == ("Tenhou, East round only", "Tenhou + 1 change")
    assert center.rules_tip == "Tenhou + 1 change\n• East round only"
    assert tenhou.view().history[1].summary == "Rules: Tenhou, East round only"

    plain = started(lang="ru")  # a preset as it is: its name, nothing to list
    center = plain.view().center
    assert (center.rules_text, center.rules_short, center.rules_tip) == (
        "Клубные правила",
        "Клубные правила",
        "",
    )


def test_the_rules_leave_out_what_changes_nothing_they_play() -> None:
    """Who is paid the honba of several rons means nothing under atama hane (one ron only), nor
    how halves round with unrounded scores; a threshold is said by its switch's note."""
    c = TrackerController()
    assert c.new_game(NAMES, "seed", "multiple_ron_honba=first overtime=on overtime_points=40000")
    center = c.view().center
    assert center.rules_text == (
        f"Club rules, an extra round, ending when the deal moves on with a player at 40{T}000 or more"
    )
    c = TrackerController()
    assert c.new_game(NAMES, "seed", "atama_hane=off multiple_ron_honba=first")
    assert c.view().center.rules_text == "Club rules, double and triple ron; honba to the first winner only"


def test_preview_gives_every_players_change_and_refuses_bad_lines() -> None:
    c = started()
    p = c.preview_append("tsumo Boris 3 30")
    assert p.ok
    assert [r.delta for r in p.rows] == [-2000, 4000, -1000, -1000]  # Aiko deals: 1000/2000
    assert [r.after for r in p.rows] == [28000, 34000, 29000, 29000]
    assert p.summary == "Next: East 2, 0 honba, 0 riichi sticks"
    bad = c.preview_append("ron Chen from Aiko 1 20")
    assert not bad.ok and bad.error.startswith("Line 4 (ron Chen from Aiko 1 20)")
    unknown = c.preview_append("riichi Zed")
    assert not unknown.ok and '"Zed" is not at this table' in unknown.error
    assert not c.commit("riichi Zed")
    assert c.text == new_game_text(NAMES, day=date.today())
    c.set_lang("ru")
    assert "нет за этим столом" in c.preview_append("riichi Zed").error


def test_editing_a_past_line_recomputes_everything_after_it() -> None:
    c = TrackerController(HANCHAN)
    assert c.state.ended
    before = c.state.points
    # line 4 was 3 han 40 fu (Boris 5200 from Chen); make it a mangan
    preview = c.preview_replace(4, "ron Boris from Chen mangan")
    assert preview.ok
    assert preview.rows[1].delta == 8000 + 1000  # the line's own change: 8000 and the riichi stick
    assert c.replace_line(4, "ron Boris from Chen mangan")
    after = c.state.points
    assert after[1] - before[1] == 8000 - 5200 and after[2] - before[2] == -(8000 - 5200)
    assert c.record.line(4).text == "ron Boris from Chen mangan"
    assert c.state.ended and len(c.record.lines) == 20


def test_the_game_before_a_line_is_the_one_its_dialog_and_the_calculator_play_in() -> None:
    """``state_before(edit)``: the game before line ``edit`` (its points, round and honba as they
    stood), the game as it stands for None."""
    c = TrackerController(HANCHAN)
    assert c.state_before(None) is c.state
    before_4 = c.state_before(4)
    assert before_4 is c.result.step(4).before
    after_4 = c.state_before(5)
    assert after_4.points[1] - before_4.points[1] == 5200 + 1000  # line 4: Boris's ron and a stick
    assert before_4.points != c.state.points


def test_an_edit_that_breaks_a_later_line_is_warned_about() -> None:
    c = started()
    c.commit("riichi Boris")
    c.commit("draw tenpai Boris")
    c.commit("ron Chen from Aiko 3 40")
    # the riichi was Dasha's: the draw then lacks Dasha among the tenpai players
    preview = c.preview_replace(4, "riichi Dasha")
    assert preview.ok
    assert len(preview.warnings) == 2
    assert preview.warnings[0].startswith("Line 5 would then be rejected: Dasha declared riichi")
    # the draw not counted, the ron is East 1's, no longer East 2's with a honba
    assert preview.warnings[1] == (
        "Line 6 (East 1, Chen ron from Aiko) would then pay 6200 instead of 6500: the hand has 0 "
        "honba instead of 1 after this change"
    )
    # the standings afterwards are those of the accepted lines
    assert c.replace_line(4, "riichi Dasha")
    rows = c.view().history
    assert rows[4].kind == "error" and rows[5].kind == "action"
    # correcting the draw mends it
    mend = c.preview_replace(5, "draw tenpai Boris,Dasha")
    assert mend.ok and mend.warnings == (  # the ron is East 2's again, with the draw's honba
        "Line 6 (East 2, Chen ron from Aiko) would then pay 6500 instead of 6200: the hand has 1 "
        "honba instead of 0 after this change",
    )
    assert c.replace_line(5, "draw tenpai Boris,Dasha")
    assert c.view().errors == ()
    # a line that is itself refused where it stands cannot replace a good one
    assert not c.preview_replace(4, "riichi Zed").ok
    assert not c.replace_line(4, "riichi Zed")


def test_delete_and_insert_lines() -> None:
    c = started()
    c.commit("riichi Boris")
    c.commit("ron Chen from Aiko 3 40")
    assert c.delete_line(4)
    assert c.state.points == (24800, 30000, 35200, 30000)
    assert c.insert_line(4, "riichi Dasha")
    assert c.record.line(4).text == "riichi Dasha"
    assert c.state.points == (24800, 30000, 36200, 29000)
    assert not c.insert_line(4, "riichi Nobody")
    # an insertion that makes a later line impossible says so in the preview
    c2 = started()
    c2.commit("riichi Boris")
    c2.commit("draw tenpai Boris")
    c2.commit("riichi Boris")
    c2.commit("riichi Aiko")
    view = c2.preview_insert(6, "riichi Boris")
    assert view.ok
    assert view.warnings == (
        "Line 7 would then be rejected: Boris already declared riichi in this hand (line 6); "
        "delete one of the two lines.",
    )


def test_undo_and_redo_step_through_record_texts() -> None:
    c = started()
    texts = [c.text]
    for line in ("riichi Boris", "ron Chen from Aiko 3 40", "tsumo Boris 2 30"):
        c.commit(line)
        texts.append(c.text)
    assert c.can_undo and not c.can_redo
    c.undo()
    c.undo()
    assert c.text == texts[1]
    c.redo()
    assert c.text == texts[2]
    c.replace_line(4, "riichi Dasha")
    assert not c.can_redo
    c.undo()
    assert c.text == texts[2]
    while c.undo():
        pass
    assert c.text == ""


# ---------------------------------------------------------------------------------------------
# files and autosave
# ---------------------------------------------------------------------------------------------


def test_autosave_after_every_change_and_resume(tmp_path: Path) -> None:
    save = Autosave(tmp_path)
    c = TrackerController(autosave=save)
    assert c.resume_offer is None
    c.new_game(NAMES)
    assert save.path.read_text(encoding="utf-8") == c.text
    c.commit("riichi Boris")
    assert save.path.read_text(encoding="utf-8") == c.text
    c.undo()
    assert save.path.read_text(encoding="utf-8") == c.text
    c.redo()
    assert not list(tmp_path.glob("*.tmp"))  # the atomic writer leaves no temp file behind
    # a new session (this one closed: an open tracker's game is never offered to another)
    c.close()
    again = TrackerController(autosave=Autosave(tmp_path))
    offer = again.resume_offer
    assert offer is not None and "Aiko 30" in offer.message and "East 1" in offer.message
    assert again.resume()
    assert again.text == c.text and again.state.points == c.state.points
    assert not again.can_undo


@pytest.mark.parametrize(
    ("file_text", "said"),
    [
        ("{game}", "It was last saved as {path}."),  # every line in it
        ("{start}", "It was last saved as {path}; 1 line is not in game.mjgame yet."),
        ("{start}draw\n", "It was last saved as {path}, but that file differs from it from line 4 on."),
        (None, "It was last saved as {path}, but that file cannot be read: "),  # a folder there
    ],
)
def test_the_resume_offer_says_what_the_saved_file_lacks(
    tmp_path: Path, file_text: str | None, said: str
) -> None:
    start = new_game_text(NAMES) + "riichi Boris\n"
    game = start + "tsumo Boris mangan\n"
    saved = tmp_path / "game.mjgame"
    if file_text is None:
        saved.mkdir()
    else:
        saved.write_text(file_text.format(game=game, start=start), encoding="utf-8")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.mjgame").write_text(game, encoding="utf-8")
    (tmp_path / "data" / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")
    offer = TrackerController(autosave=Autosave(tmp_path / "data")).resume_offer
    assert offer is not None
    text = said.format(path=saved)
    assert offer.message.endswith(text) if text.endswith(".") else text in offer.message


@pytest.mark.parametrize(
    ("file_text", "opens"),
    [
        ("{start}", "game"),  # the file lacks the game's last line: the game is opened whole
        ("{game}", "game"),  # the file holds it all
        ("{start}draw\n", "file"),  # another line there: the file as it is, the game kept aside
    ],
)
def test_opening_the_file_an_offered_game_was_saved_as_opens_that_game(
    tmp_path: Path, file_text: str, opens: str
) -> None:
    start = new_game_text(NAMES) + "riichi Boris\n"
    game = start + "tsumo Boris mangan\n"
    saved = tmp_path / "game.mjgame"
    on_disk = file_text.format(game=game, start=start)
    saved.write_text(on_disk, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(game, encoding="utf-8")
    (data / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None
    c.open_file(saved)
    assert c.resume_offer is None and c.path == str(saved)
    if opens == "game":
        assert c.text == game and not (data / "previous.mjgame").exists()
        assert (data / "autosave.mjgame").read_text(encoding="utf-8") == game
        lacking = "1 line entered after its last save; it is shown here too, but it is not in game.mjgame"
        assert (lacking in c.kept_notice) == (on_disk != game)
        assert c.dirty == (on_disk != game)
        c.save()
        assert saved.read_text(encoding="utf-8") == game
    else:
        assert c.text == on_disk
        assert (data / "previous.mjgame").read_text(encoding="utf-8") == game
        assert c.kept_notice == (
            "This game as the autosave held it (it differs from game.mjgame from line 4 on) is kept "
            f"as {data / 'previous.mjgame'}; open it with Ctrl+O to see or save it."
        )


def test_opening_the_record_another_desk_cut_since_its_save_here_asks_before_saving_over_it(
    tmp_path: Path,
) -> None:
    """The game saved as rec.mjgame at 7 lines, one more entered, then a kill; another desk cut
    rec.mjgame back to 5 lines. Opening it took the file as read now for the save's baseline:
    Ctrl+S wrote over the other desk's change without a question (Resume asks), and the notice
    said 3 lines were entered after the last save, where 1 was."""
    data = tmp_path / "data"
    record = tmp_path / "rec.mjgame"
    table = started(autosave=Autosave(data))
    for line in ("riichi Boris", "ron Boris from Chen 3 40", "tsumo Aiko 2 30", "riichi Chen"):
        assert table.commit(line)
    table.save(record)
    assert table.commit("draw tenpai Chen,Dasha")
    table.close()  # killed
    cut = "".join(record.read_text(encoding="utf-8").splitlines(keepends=True)[:5])
    record.write_text(cut, encoding="utf-8")  # another desk cut its last hands
    c = TrackerController(autosave=Autosave(data))
    c.open_file(record)
    assert c.text == table.text and c.dirty
    assert c.kept_notice == (
        "The autosave held this game with 3 lines that rec.mjgame lacks; they are shown here too. "
        "That file was changed by another program since its last save here, so Ctrl+S asks before "
        "it writes over it."
    )
    with pytest.raises(StorageError) as err:
        c.save()
    assert err.value.code == "changed_on_disk"
    assert record.read_text(encoding="utf-8") == cut  # the other desk's change kept
    assert c.save(overwrite=True) == str(record)  # Save anyway
    assert record.read_text(encoding="utf-8") == table.text


def test_a_save_with_no_file_says_why_in_the_players_language(tmp_path: Path) -> None:
    """A save of a game in no file (the window asks where first) said "no file name" in English
    in the Russian window, and "The previous file is unchanged" of no file."""
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    with pytest.raises(StorageError) as err:
        c.save()
    # a whole sentence with its subject: no empty file name before "could not be saved"
    assert err.value.code == "no_file"
    assert err.value.message() == (
        "This game has no file yet: choose Save as… to name one. Nothing was written."
    )
    assert err.value.message("ru") == (
        "У этой игры ещё нет файла: выберите «Сохранить как…», чтобы назвать его. Ничего не записано."
    )
    assert sorted(p.name for p in tmp_path.iterdir()) in ([], ["data"])


def test_opening_a_kept_game_with_later_lines_says_ctrl_s_asks_where(tmp_path: Path) -> None:
    """A game kept in the data folder (previous-STAMP.mjgame), opened, played on, then a kill;
    opened again: the notice said "Ctrl+S saves it there", but Ctrl+S asks where (never saved in
    the data folder)."""
    data = tmp_path / "data"
    data.mkdir()
    kept = data / "previous-20261201-120000.mjgame"
    kept.write_text(new_game_text(NAMES) + "riichi Boris\n", encoding="utf-8")
    table = TrackerController(autosave=Autosave(data))
    table.open_file(kept)
    assert table.commit("riichi Chen")
    table.close()  # killed
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.text == table.text
    c.open_file(kept)
    assert c.text == table.text and c.in_data_folder
    assert c.kept_notice == (
        f"The autosave held this game with 1 line entered after its last save; it is shown here too, "
        f"but it is not in {kept.name}, a game kept in the data folder: Ctrl+S asks where to save "
        "this game."
    )


def test_a_finished_game_that_was_saved_is_not_offered(tmp_path: Path) -> None:
    saved = tmp_path / "game.mjgame"
    saved.write_text(HANCHAN, encoding="utf-8")
    (tmp_path / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")
    (tmp_path / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")
    assert TrackerController(autosave=Autosave(tmp_path)).resume_offer is None


def test_declined_game_is_kept_before_the_autosave_is_replaced(tmp_path: Path) -> None:
    unfinished = new_game_text(NAMES) + "riichi Boris\n"
    (tmp_path / "autosave.mjgame").write_text(unfinished, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None
    c.decline_resume()
    c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert (tmp_path / "previous.mjgame").read_text(encoding="utf-8") == unfinished
    assert "Eri" in (tmp_path / "autosave.mjgame").read_text(encoding="utf-8")


def test_damaged_autosave_is_set_aside_never_overwritten(tmp_path: Path) -> None:
    damaged = b"rules seed\nplayers Aiko Boris Chen Dasha\nriichi \x00Boris\n"
    (tmp_path / "autosave.mjgame").write_bytes(damaged)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert "line 3" in c.autosave_error
    kept = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    c.new_game(NAMES)
    assert kept[0].read_bytes() == damaged


def test_an_autosave_with_a_kind_of_line_this_mjgui_does_not_know_is_not_played_on(tmp_path: Path) -> None:
    """A newer mjgui's line kind in an autosaved game (``nukidora C``, which *Open* refuses)
    changes the points as much as its rules would: the game is neither offered (it was, its
    standings skipping the line, and played on) nor renamed as damaged; it stays in its slot
    for that mjgui, the start says so and names the line, and this window writes another slot."""
    from mjgui.controller.game.tracker import waiting_look

    text = "# date 2026-11-27\nrules seed\nplayers A B C D\nron A from B mangan\nnukidora C\ntsumo C 3 30\n"
    slot = tmp_path / "autosave.mjgame"
    slot.write_text(text, encoding="utf-8")
    assert waiting_look(tmp_path)[0] is None  # the calculator's hint offers nothing either
    c = TrackerController(lang="en", autosave=Autosave(tmp_path))
    assert c.resume_offer is None
    assert c.autosave_error == (
        f"The game autosaved in {slot} was saved by a newer mjgui and cannot be continued here; the "
        'file is left as it is, for that version. Line 5 (nukidora C): "nukidora" is not a record '
        "command. A line starts with one of: rules, players, riichi, wareme, ron, tsumo, draw, abort, "
        "chombo, also ron (# starts a comment)."
    )
    assert c.new_game(NAMES)
    assert slot.read_text(encoding="utf-8") == text
    assert sorted(p.name for p in tmp_path.glob("*.mjgame")) == ["autosave-2.mjgame", "autosave.mjgame"]
    c.close()
    # a line this mjgui reads, with a wrong name in it, is still its own game: offered
    mine = "# date 2026-11-27\nrules seed\nplayers A B C D\nron A from B mangan\nriichi Q\n"
    slot.write_text(mine, encoding="utf-8")
    again = TrackerController(lang="en", autosave=Autosave(tmp_path))
    assert again.autosave.slot == 1 and not again.autosave.passed  # held: its game is this mjgui's
    assert again.resume_offer is not None and again.autosave_error == ""


def test_open_and_save_files(tmp_path: Path) -> None:
    path = tmp_path / "game.mjgame"
    path.write_text(HANCHAN, encoding="utf-8")
    c = TrackerController()
    c.open_file(path)
    assert c.path == str(path) and not c.dirty and c.state.ended
    c.replace_line(20, "ron Aiko from Chen 4 30")
    assert c.dirty
    c.save()
    assert path.read_text(encoding="utf-8") == c.text and not c.dirty
    other = tmp_path / "copy.mjgame"
    c.save(other)
    assert other.read_text(encoding="utf-8") == c.text and c.path == str(other)


SHARED = "# date 2026-12-01\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 40\n"


def test_two_computers_saving_one_shared_record_never_lose_a_line(tmp_path: Path) -> None:
    """Laptops A and B open table-1 from the shared folder; A adds a line and saves; B's save
    must not write A's line away: refused (changed_on_disk), the file as A left it, until B's
    player chooses to overwrite it or to save elsewhere."""
    record = tmp_path / "shared" / "table-1.mjgame"
    record.parent.mkdir()
    record.write_text(SHARED, encoding="utf-8")
    a = TrackerController(autosave=Autosave(tmp_path / "laptop-a"))
    b = TrackerController(autosave=Autosave(tmp_path / "laptop-b"))
    a.open_file(record)
    b.open_file(record)
    assert a.commit("tsumo Chen 2 30")
    a.save()
    assert b.commit("ron Dasha from Aiko mangan")
    with pytest.raises(StorageError) as refused:
        b.save()
    assert refused.value.code == "changed_on_disk"
    assert refused.value.message("en") == (
        f"{record} was changed by another program since it was opened here; it was not saved over."
    )
    assert record.read_text(encoding="utf-8") == SHARED + "tsumo Chen 2 30\n"
    assert b.dirty and b.path == str(record)
    # A goes on saving its own file: it wrote it last, so nothing is in the way
    assert a.commit("riichi Aiko")
    a.save()
    assert record.read_text(encoding="utf-8").endswith("tsumo Chen 2 30\nriichi Aiko\n")
    # B keeps its game in another file; then its player chooses to overwrite the shared one
    b.save(tmp_path / "shared" / "table-1 (B).mjgame")
    assert (tmp_path / "shared" / "table-1 (B).mjgame").read_text(encoding="utf-8").endswith("mangan\n")
    b.open_file(record)
    assert b.commit("riichi Boris")
    record.write_text(SHARED, encoding="utf-8")  # changed again behind B's back
    with pytest.raises(StorageError):
        b.save()
    b.save(overwrite=True)
    assert record.read_text(encoding="utf-8") == b.text
    # saved by B, the file is B's as last seen: the next save goes through without a word
    assert b.commit("riichi Chen")
    b.save()
    assert record.read_text(encoding="utf-8").endswith("riichi Boris\nriichi Chen\n")


def test_save_as_a_new_name_another_desk_took_meanwhile_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Save as to a name where no file was (the dialog asked nothing): another desk that saved a
    record under that name meanwhile was replaced without a word. The name is written only while
    no file is there, checked under its lock: refused (``appeared``), the other desk's file kept."""
    import contextlib

    from mjgui.controller.game import tracker as tracker_module

    target = tmp_path / "shared" / "table-5.mjgame"
    target.parent.mkdir()
    theirs = SHARED + "riichi Boris\n"
    real = tracker_module.shared_file_lock

    @contextlib.contextmanager
    def another_desk_first(path: object):  # type: ignore[no-untyped-def]
        target.write_text(theirs, encoding="utf-8")  # the other desk saves just before us
        with real(path):  # type: ignore[arg-type]
            yield

    monkeypatch.setattr(tracker_module, "shared_file_lock", another_desk_first)
    c = TrackerController()
    c.new_game(["Aiko", "Boris", "Chen", "Dasha"], "seed", "")
    with pytest.raises(StorageError) as refused:
        c.save(target)
    assert refused.value.code == "appeared"
    assert target.read_text(encoding="utf-8") == theirs
    assert refused.value.message("en").startswith(f"{target} was not saved: a file of that name appeared")
    assert refused.value.message("ru").startswith(f"{target} не сохранён: файл с таким именем появился")
    # saved as again, the dialog asked to replace it (the file is there): replaced
    c.save(target)
    assert target.read_text(encoding="utf-8") == c.text and c.path == str(target)


def test_a_record_deleted_meanwhile_is_saved_again(tmp_path: Path) -> None:
    record = tmp_path / "table-2.mjgame"
    record.write_text(SHARED, encoding="utf-8")
    c = TrackerController()
    c.open_file(record)
    assert c.commit("riichi Aiko")
    record.unlink()  # nothing of anyone's is lost by writing it
    c.save()
    assert record.read_text(encoding="utf-8") == c.text


@pytest.mark.parametrize(
    ("data", "line"),
    [
        (b"rules seed\nplayers Aiko Boris Chen Dasha\nriichi Bo\x00ris\n", 3),
        (b"rules seed\nplayers Aiko Boris \xff Dasha\n", 2),
        # a rules or players line that does not read: no game to replay (a bad line of play
        # opens, marked: test_a_bad_line_of_play_opens_counted_up_to_it)
        (b"rules sede\nplayers Aiko Boris Chen Dasha\nriichi Boris\n", 1),
        (b"rules seed\nplayers Aiko Boris Chen\nriichi Boris\nbogus words\n", 4),  # as strict says
    ],
)
def test_a_corrupt_file_is_refused_with_its_line_and_left_alone(
    tmp_path: Path, data: bytes, line: int
) -> None:
    path = tmp_path / "bad.mjgame"
    path.write_bytes(data)
    c = started()
    c.commit("riichi Boris")
    text = c.text
    with pytest.raises(StorageError) as info:
        c.open_file(path)
    assert info.value.line == line
    assert f"line {line}" in info.value.message("en").lower()
    assert path.read_bytes() == data
    assert c.text == text and c.path is None


# ---------------------------------------------------------------------------------------------
# views
# ---------------------------------------------------------------------------------------------


def test_gaps_between_players() -> None:
    c = started()
    c.commit("ron Chen from Aiko 3 40")
    seats = c.view().seats
    aiko = seats[0]
    assert aiko.gaps == ("", "5200 ahead", f"10{T}400 ahead", "5200 ahead")
    assert f"Chen is 10{T}400 ahead" in aiko.tooltip
    assert f"Aiko is 10{T}400 behind" in seats[2].tooltip
    assert seats[1].gaps[3] == "level"


def test_final_results_after_a_finished_game() -> None:
    c = TrackerController(HANCHAN)
    view = c.view()
    assert view.ended and view.center.status.startswith("Game over")
    assert [r.name for r in view.final] == ["Boris", "Dasha", "Aiko", "Chen"]
    assert [r.final_text for r in view.final] == ["+23", "+12", "−6", "−29"]
    assert view.final[0].points_text == f"38{T}200"
    assert view.final[0].uma_text == "+15" and view.final[0].place_text == "1st"
    assert "uma +15/+5/−5/−15" in view.final_note
    assert not view.actions["ron"].enabled
    c.set_lang("ru")
    assert c.view().final[0].place_text == "1-е"


def test_the_oka_is_said_in_points_beside_the_start_and_return() -> None:
    from mjgui.controller.game.present import final_rows

    # Tenhou: start 25 000, return 30 000: an oka of 4 x 5 000 = 20 000 to first place
    state = replay("rules tenhou east_only=on overtime=off\nplayers A B C D\n" + "draw\n" * 4).final
    assert state.ended
    note = final_rows(state, "en")[1]
    # Tenhou rounds a half away from zero (test_final_rounding_note); all four tied: by seat
    assert note == (
        f"Start 25{T}000, return 30{T}000, uma +20/+10/−10/−20. The oka, 20{T}000 (+20), goes to "
        "first place. Players tied on points: the seat nearer the first dealer places higher. All "
        "but first rounded to the nearest 1000 (−2500\u00a0→\u00a0−3000); first takes the rest."
    )
    assert final_rows(state, "ru")[1] == (
        f"Старт 25{T}000, возврат 30{T}000, ума +20/+10/−10/−20. Ока 20{T}000 (+20) — первому. "
        "При равных очках выше тот, кто сидит ближе к первому дилеру. Кроме "
        "первого, очки округлены с шагом 1000 (−2500\u00a0→\u00a0−3000); первому — остаток."
    )


def test_players_tied_under_split_ties_are_shown_sharing_their_places() -> None:
    """tie_uma=split: A and B end tied for first with two riichi sticks on the table, C and D
    tied for third. The final table says the places they share, the uma they split, and that
    the sticks are theirs; the seats' places say the same."""
    text = (
        "rules seed tie_uma=split score_rounding=0\nplayers A B C D\n"
        + "draw\n" * 7
        + "riichi A\nriichi B\ndraw tenpai A,B\n"
    )
    c = TrackerController(text)
    view = c.view()
    assert view.ended
    assert [(r.name, r.place_text, r.uma_text, r.final_text) for r in view.final] == [
        ("A", "1st–2nd", "+10", "+11.5"),
        ("B", "1st–2nd", "+10", "+11.5"),
        ("C", "3rd–4th", "−10", "−11.5"),
        ("D", "3rd–4th", "−10", "−11.5"),
    ]
    assert [r.before_uma_text for r in view.final] == ["+1.5", "+1.5", "−1.5", "−1.5"]
    assert view.final_note == (
        f"Start 30{T}000, return 30{T}000, uma +15/+5/−5/−15. Players tied on points share their "
        "places and split their uma equally. 2 riichi sticks left on the table are shared by the "
        "players tied for first."
    )
    assert [s.place_text for s in view.seats] == ["1st–2nd", "1st–2nd", "3rd–4th", "3rd–4th"]
    c.set_lang("ru")
    ru = c.view()
    assert [r.place_text for r in ru.final] == ["1–2-е", "1–2-е", "3–4-е", "3–4-е"]
    assert ru.final_note.endswith(
        "Равные по очкам делят места, ума этих мест — поровну. "
        "2\u00a0палочки риичи на столе делятся поровну между игроками, разделившими первое место."
    )


def test_the_chombo_hint_of_the_final_note_compares_with_the_record_s_own_edition() -> None:
    """``rules ema edition=1 chombo_score_penalty=20000``: EMA's edition 1 paid a chombo as a
    mangan at the table, so this line set the penalty on purpose; the final note told it to
    write "chombo_score_penalty=0", comparing with today's EMA (whose penalty is 20 000). The
    same game at today's edition, where the penalty is the preset's own, keeps the hint."""
    game = "east_only=on\nplayers Anna Boris Clara Dasha\nchombo Clara\n" + "draw\n" * 4
    hint = 'writes "chombo_score_penalty=0" on its rules line.'
    ru_hint = "«chombo_score_penalty=0»"
    for line, hinted in (("rules ema edition=1 chombo_score_penalty=20000 ", False), ("rules ema ", True)):
        c = TrackerController(line + game)
        view = c.view()
        assert view.ended and "Clara −20" in view.final_note, view.final_note
        assert (hint in view.final_note) is hinted, (line, view.final_note)
        c.set_lang("ru")
        assert (ru_hint in c.view().final_note) is hinted, (line, c.view().final_note)


def test_three_players_tied_for_first_share_the_first_three_places() -> None:
    """tie_uma=split: Aiko's chombo (paid at the end) leaves Boris, Chen and Dasha level: each is
    "1st–3rd" in the final table and on the seats, and splits the uma of the first three places."""
    text = (
        "rules seed chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000\n"
        "players Aiko Boris Chen Dasha\nchombo Aiko\n" + "draw\n" * 4
    )
    c = TrackerController(text)
    view = c.view()
    assert view.ended
    assert [(r.name, r.place_text, r.uma_text) for r in view.final] == [
        ("Boris", "1st–3rd", "+6.667"),
        ("Chen", "1st–3rd", "+6.667"),
        ("Dasha", "1st–3rd", "+6.666"),
        ("Aiko", "4th", "−20"),
    ]
    assert [s.place_text for s in view.seats] == ["4th", "1st–3rd", "1st–3rd", "1st–3rd"]
    c.set_lang("ru")
    assert [r.place_text for r in c.view().final] == ["1–3-е", "1–3-е", "1–3-е", "4-е"]


TIED_FIRST = "draw\n" * 7 + "riichi A\nriichi B\ndraw tenpai A,B\n"  # A and B tied for first, 2 sticks


RU_SHARED = "Равные по очкам делят места, ума этих мест — поровну."
RU_STICKS_SHARED = "2\u00a0палочки риичи на столе делятся поровну между игроками, разделившими первое место."
OKA = "seed tie_uma=split score_rounding=0 start_points=25000 return_points=30000"


@pytest.mark.parametrize(
    ("rules", "body", "en", "ru"),
    [
        # WRC: no oka, the sticks go to nobody; the note says nothing of an oka or of sticks shared
        (
            "wrc",
            TIED_FIRST,
            f"Start 30{T}000, return 30{T}000, uma +15/+5/−5/−15. Players tied on points share their "
            "places and split their uma equally. 2 riichi sticks left on the table belong to nobody.",
            f"Старт 30{T}000, возврат 30{T}000, ума +15/+5/−5/−15. {RU_SHARED} "
            "2\u00a0палочки риичи на столе никому не достались.",
        ),
        # an oka, first place tied: the tied players share it, and the sticks
        (
            OKA,
            TIED_FIRST,
            f"Start 25{T}000, return 30{T}000, uma +15/+5/−5/−15. The oka, 20{T}000 (+20), is shared "
            "by the players tied for first. Players tied on points share their places and split their "
            "uma equally. 2 riichi sticks left on the table are shared by the players tied for first.",
            f"Старт 25{T}000, возврат 30{T}000, ума +15/+5/−5/−15. Ока, 20{T}000 (+20), делится "
            f"поровну между разделившими первое место. {RU_SHARED} {RU_STICKS_SHARED}",
        ),
        # an oka, a tie for second: first place takes the oka alone
        (
            OKA,
            "ron B from A 1 30\n" + "draw\n" * 7,
            f"Start 25{T}000, return 30{T}000, uma +15/+5/−5/−15. The oka, 20{T}000 (+20), goes to "
            "first place. Players tied on points share their places and split their uma equally.",
            f"Старт 25{T}000, возврат 30{T}000, ума +15/+5/−5/−15. Ока 20{T}000 (+20) — первому. {RU_SHARED}",
        ),
    ],
)
def test_the_final_note_says_the_oka_and_the_sticks_shared_only_where_they_are(
    rules: str, body: str, en: str, ru: str
) -> None:
    c = TrackerController(f"rules {rules}\nplayers A B C D\n{body}")
    assert c.view().ended
    assert c.view().final_note == en
    c.set_lang("ru")
    assert c.view().final_note == ru


def test_worked_example_of_the_final_score() -> None:
    # RULES.md: start 25 000, return 30 000; A 43 600, B 14 500, C 15 400, D 26 500 -> +48 -30 -20 +2
    text = "rules seed start_points=25000 return_points=30000 uma=15,5,-5,-15 buttobi=off\nplayers A B C D\n"
    state = replay(text).final
    assert state.points == (25000,) * 4
    assert thousands_text(48000) == "+48" and thousands_text(-2500) == "−2.5" and thousands_text(0) == "0"
    assert points_text(-2300) == "−2300"


def test_rejected_lines_show_in_the_history() -> None:
    c = TrackerController(new_game_text(NAMES) + "riichi Zed\nron Chen from Aiko 2 30\n")
    rows = c.view().history
    assert rows[2].kind == "error" and "Zed" in rows[2].error
    assert rows[3].kind == "action" and rows[3].delta_texts[2] == "+2000"
    assert len(c.view().errors) == 1


def test_an_also_ron_line_shows_the_hand_of_its_discard() -> None:
    # the dealer Aiko wins first (renchan: the next hand is E1-1), Boris also wins on that discard
    text = new_game_text(NAMES, "tenhou") + "ron Aiko from Chen 1 30\nalso ron Boris from Chen 2 30\n"
    c = TrackerController(text)
    rows = c.view().history
    assert [(r.text, r.hand) for r in rows[-2:]] == [
        ("ron Aiko from Chen 1 30", "E1-0"),
        ("also ron Boris from Chen 2 30", "E1-0"),
    ]


DOUBLE_RON = "rules ema\nplayers Aiko Boris Chen Dasha\ndraw tenpai Aiko\nriichi Aiko\n"


@pytest.mark.parametrize(
    ("first", "second", "rows"),
    [
        # Dasha's ron took Aiko's stick; Chen, nearer after Boris, takes it with the also ron
        ("Dasha", "Chen", [(0, -1300, 0, 1300), (0, -1300, 2300, 0)]),
        ("Chen", "Dasha", [(0, -1300, 2300, 0), (0, -1300, 0, 1300)]),
    ],
)
def test_a_double_ron_reads_as_one_settlement(first: str, second: str, rows: list[tuple[int, ...]]) -> None:
    c = TrackerController(DOUBLE_RON + f"ron {first} from Boris 1 30\n")
    preview = c.preview_append(f"also ron {second} from Boris 1 30")
    # the whole discard, from the points before its first ron: no winner shown losing
    assert preview.before_first_ron
    assert [r.delta_text for r in preview.rows] == ["0", "−2600", "+2300", "+1300"]
    assert [r.before for r in preview.rows] == [32000, 29000, 29000, 29000]
    assert [r.after for r in preview.rows] == [32000, 26400, 31300, 30300]
    assert c.commit(f"also ron {second} from Boris 1 30")
    view = c.view()
    # the cards: the whole discard's settlement, whichever ron was written first
    assert [s.last_delta_text for s in view.seats] == ["", "−2600", "+2300", "+1300"]
    # the history: each ron line its own win, the two adding up to the discard
    assert [r.deltas for r in view.history[-2:]] == rows
    assert view.history[-1].delta_texts[1] == "−1300"
    # a ron line corrected shows its change as its history row does
    edit = c.preview_replace(5, f"ron {first} from Boris 1 30")
    assert not edit.before_first_ron
    assert tuple(r.delta for r in edit.rows) == rows[0]


def test_an_also_ron_after_the_last_hand_keeps_the_game_over() -> None:
    c = TrackerController("rules ema\nplayers A B C D\n" + "draw\n" * 7 + "riichi C\nron B from A 3 30\n")
    assert c.view().ended and c.view().actions["also_ron"].enabled
    assert c.preview_append("also ron C from A 2 30").summary == "The game ends: the last hand was played"
    # the dealer also wins: the deal stays, the game goes on, as after a dealer's own ron
    dealer = c.preview_append("also ron D from A 2 30").summary
    assert dealer == "Next: South 4, 8 honba, 0 riichi sticks"
    assert c.commit("also ron D from A 2 30") and not c.view().ended


# ---------------------------------------------------------------------------------------------
# the calculator and the game
# ---------------------------------------------------------------------------------------------


def test_hand_words_carry_the_calculators_hand_into_a_record_line() -> None:
    args = "234p55s --chi 789m --pon 777z --ankan 0555p --dora 4p --win 5s --seat W --houtei"
    request, _ = parse_score_args(shlex.split(args))
    words = hand_words(request.spec)
    assert words == "234p5s5s --chi 789m --pon 777z --ankan 0555p --dora 4p --houtei"
    c = started()
    line = ron_line("Chen", "Aiko", WinValue("hand", hand=words))
    preview = c.preview_append(line)
    assert preview.ok, preview.error
    # the game scores it with its own situation: Chen is West in E1, Aiko (the dealer) pays
    expected = score(request.spec.with_changes(seat=2, discarder=0)).win
    assert expected is not None
    assert preview.rows[2].delta == expected.payment.ron  # type: ignore[union-attr]


def test_the_calculator_takes_the_situation_from_the_game() -> None:
    c = TrackerController(new_game_text(NAMES) + "riichi Boris\ndraw tenpai Boris\nriichi Chen\n")
    state = c.state
    assert state.honba == 1 and state.sticks == 2 and state.renchan == 0 and state.hand == 2
    sit = calc_situation(state, winner=2, discarder=1, tsumo=False)
    assert (sit.seat, sit.discarder, sit.round_wind, sit.honba, sit.sticks, sit.riichi) == (
        1,
        0,
        0,
        1,
        2,
        True,
    )
    calc = Controller()
    new = situation_state(calc.state, sit)
    s = new.situation
    assert (s.seat, s.discarder, s.honba, s.sticks, s.riichi, s.tsumo) == (1, 0, 1, 2, True, False)
    assert seat_by_wind(state, 1) == 2 and seat_by_wind(state, 0) == 1


def test_a_hand_goes_to_the_calculator_in_the_games_situation() -> None:
    """The widgets ask the bridge: a record's hand words read back, and put in the situation."""
    c = TrackerController(new_game_text(NAMES) + "riichi Boris\ndraw tenpai Boris\nriichi Chen\n")
    hand = words_hand("234m567p345s678s5s --dora 1s")
    assert hand is not None and hand_words(hand) == "234m567p345678s5s --dora 1s"
    assert words_hand("234m --no-such-flag") is None and words_hand("") is None
    sit = calc_situation(c.state, winner=2, discarder=1, tsumo=False, hand=hand)
    assert sit.hand is not None
    assert (sit.hand.seat, sit.hand.discarder, sit.hand.riichi, sit.hand.honba, sit.hand.sticks) == (
        1,
        0,
        True,
        1,
        2,
    )
    assert calc_situation(c.state, hand=hand).hand == hand  # no winner chosen: the hand as it was


@pytest.mark.parametrize(("rules", "paid"), [("tenhou", 0), ("ema", None)])
def test_the_calculator_for_a_second_winner_gets_that_winners_honba(rules: str, paid: int | None) -> None:
    lines = ("players Aiko Boris Chen Dasha", "draw tenpai Aiko", "riichi Dasha", "ron Chen from Boris 2 30")
    text = "\n".join([f"rules {rules}", *lines]) + "\n"
    state = TrackerController(text).state
    assert state.last_ron is not None and state.honba == 0  # the next hand: a non-dealer won
    # Aiko also wins on Boris's discard: the hand of that discard (honba 1, paid to her under
    # "each", not under Tenhou's "first"), never the sticks
    sit = calc_situation(state, winner=0, discarder=1, tsumo=False, also=True)
    assert (sit.seat, sit.discarder, sit.honba, sit.paid_honba, sit.sticks, sit.riichi) == (
        0,
        1,
        1,
        paid,
        0,
        False,
    )
    # Chen, the first in turn order after Boris, takes the honba and Dasha's stick
    first = calc_situation(state, winner=2, discarder=1, tsumo=False, also=True)
    assert (first.seat, first.honba, first.paid_honba, first.sticks) == (2, 1, None, 1)
    # without also: the next hand, as before
    assert calc_situation(state, winner=0, discarder=1, tsumo=False).honba == 0


@pytest.mark.parametrize(("rules", "paid"), [("seed", None), ("tenhou", 0)])
def test_a_corrected_first_ron_of_a_double_ron_gets_the_sticks_the_game_pays(
    rules: str, paid: int | None
) -> None:
    """Dasha's ron on Boris's discard, then Chen's: Chen, the first in turn after Boris, takes
    the two riichi sticks (and the honba under Tenhou's "first" honba rule); correcting Dasha's
    line, the desk gets what the game pays her, not the table's counters."""
    lines = (
        "players Aiko Boris Chen Dasha",
        "riichi Boris",
        "draw tenpai Boris",
        "riichi Chen",
        'ron Dasha from Boris hand "234m567p3467888s5s"',
        'also ron Chen from Boris hand "123456789p234s5m5m"',
        "tsumo Aiko 1 30",
    )
    game = TrackerController("\n".join([f"rules {rules} atama_hane=off", *lines]) + "\n")
    result = game.result
    assert result.rons_after(6) == (2,) and result.rons_after(7) == () and result.rons_after(8) == ()
    assert result.rons_after(5) == () and result.rons_after(99) == ()
    before = game.state_before(6)
    assert (before.honba, before.sticks) == (1, 2)
    first = line_situation(result, 6, 3, 1, False)
    assert (first.seat, first.discarder, first.honba, first.paid_honba, first.sticks) == (2, 0, 1, paid, 0)
    second = line_situation(result, 7, 2, 1, False, also=True)
    assert (second.seat, second.honba, second.paid_honba, second.sticks) == (1, 1, None, 2)
    # without the later winner (a new line), the table's counters, as before
    assert (calc_situation(before, 3, 1, False).honba, calc_situation(before, 3, 1, False).sticks) == (1, 2)


def test_the_tracker_controller_does_not_import_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, mjgui.controller.game.tracker; "
        "bad = [m for m in sys.modules if m.startswith('PySide6')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_needs_tooltip_names_a_limit_inside_its_sentence_with_a_small_letter() -> None:
    from mjgui.controller.game.needs import needs_view

    state = replay(
        "players Aiko Boris Chen Dasha\nriichi Boris\nron Chen from Aiko 3 40\ntsumo Boris mangan\n"
    ).final
    # Chen (32 200) is 8 800 behind Boris (41 000): from another player only a haneman passes
    assert needs_view(state, "en").lines[0].tooltip == (
        f"Chen to pass Boris: from Boris: 2 han 70 fu (4500); from others: haneman (12{T}000); "
        "tsumo: 2 han 90 fu (5900)"
    )
    assert needs_view(state, "ru").lines[0].tooltip == (
        "Chen, чтобы обогнать игрока Boris: с игрока Boris — 2\u00a0хан 70\u00a0фу (4500); "
        f"с других — ханеман (12{T}000); цумо — 2\u00a0хан 90\u00a0фу (5900)"
    )


def test_the_needs_of_the_last_hand_count_the_chombo_penalties_still_to_come() -> None:
    """South 4 under chombo_at_end, everyone on 30 000 with A −4000, B +6000, C +6000, D −8000
    to come: the panel places B and C above A and D, names no "B passes A", asks 5800 of D
    from C, and its hint says why; an earlier hand's panel follows the points in play."""
    from mjgui.controller.game.needs import needs_view

    text = "rules seed chombo_at_end=on\nplayers A B C D\n" + "draw\n" * 7 + "chombo A\nriichi B\nchombo D\n"
    view = needs_view(replay(text).final, "en")
    assert [line.text.split(":")[0] for line in view.lines] == ["C", "A", "A", "D", "D", "D"]
    assert not any(line.text.startswith("B") for line in view.lines)
    assert view.lines[4].text.startswith("D: 5800 from C · ")
    assert view.hint.endswith(
        "This hand can end the game: the chombo penalties still to be paid count too, as they are "
        "paid before the players are placed."
    )
    assert needs_view(replay(text).final, "ru").hint.endswith("до того, как определяются места.")
    early = needs_view(replay("rules seed chombo_at_end=on\nplayers A B C D\nchombo B\n").final, "en")
    assert "chombo" not in early.hint and early.lines[0].text.startswith("B: ")


def test_the_needs_hint_says_how_ties_are_placed() -> None:
    from mjgui.controller.game.needs import needs_view

    seat = needs_view(replay("players A B C D\nron B from A 1 30\n").final, "en").hint
    assert "a tie goes to the seat nearer the first dealer" in seat
    split = needs_view(replay("rules ema\nplayers A B C D\nron B from A 1 30\n").final, "en").hint
    assert "players tied on points share their place, so passing takes more points" in split
    ru = needs_view(replay("rules wrc\nplayers A B C D\nron B from A 1 30\n").final, "ru").hint
    assert "игроки с равными очками делят место" in ru


PAARENCHAN = "players Aiko Boris Chen Dasha\n" + "draw tenpai Aiko\n" * 8  # Aiko deals, 8 renchan


@pytest.mark.parametrize(
    ("line", "en", "ru", "deltas"),
    [
        (
            "ron Aiko from Dasha 1 30",
            "Aiko ron from Dasha: 1 han 30 fu → yakuman (paarenchan)",
            "Aiko: рон с игрока Dasha, 1\u00a0хан 30\u00a0фу → якуман (паренчан)",
            (50400, 0, 0, -50400),  # 48 000 and 8 honba
        ),
        (
            "tsumo Aiko mangan",
            "Aiko tsumo: mangan → yakuman (paarenchan)",
            "Aiko: цумо, манган → якуман (паренчан)",
            (50400, -16800, -16800, -16800),
        ),
        (
            "ron Aiko from Dasha yakuman",  # the seed rules stack yakuman
            "Aiko ron from Dasha: yakuman → double yakuman (paarenchan)",
            "Aiko: рон с игрока Dasha, якуман → двойной якуман (паренчан)",
            (98400, 0, 0, -98400),
        ),
        (  # a hand's tiles: by their own value (riichi, tanyao, pinfu), then what was paid
            'ron Aiko from Dasha hand "234m567p345678s55s --riichi"',
            "Aiko ron from Dasha: 3 han 30 fu (hand 234m567p345678s55s) → yakuman (paarenchan)",
            "Aiko: рон с игрока Dasha, 3\u00a0хан 30\u00a0фу (рука 234m567p345678s55s) → якуман (паренчан)",
            (50400, 0, 0, -50400),
        ),
        (  # tiles with no yaku but paarenchan: said by the tiles alone
            'ron Aiko from Dasha hand "111m567p345678s99s"',
            "Aiko ron from Dasha: hand 111m567p345678s99s → yakuman (paarenchan)",
            "Aiko: рон с игрока Dasha, рука 111m567p345678s99s → якуман (паренчан)",
            (50400, 0, 0, -50400),
        ),
    ],
)
def test_a_win_paarenchan_made_a_yakuman_says_so_wherever_it_is_summed_up(
    line: str, en: str, ru: str, deltas: tuple[int, ...]
) -> None:
    c = TrackerController(PAARENCHAN)
    assert c.preview_append(line).note == en
    assert c.commit(line)
    for lang, said in (("en", en), ("ru", ru)):
        c.set_lang(lang)
        view = c.view()
        row = view.history[-1]
        assert (row.summary, row.deltas) == (said, deltas)
        # the centre: the value first, as paid ("… → yakuman (paarenchan) — Aiko ron from Dasha")
        paid = said.split(" → ")[1].split(")")[0] + ")"
        assert paid in view.center.last.split(" — ")[0]


def test_a_win_without_paarenchan_says_nothing_of_it() -> None:
    c = TrackerController(PAARENCHAN)
    assert c.preview_append("ron Boris from Dasha 2 30").note == ""  # not the dealer
    unstacked = TrackerController(PAARENCHAN.replace("players", "rules seed yakuman_stacking=off\nplayers"))
    assert unstacked.preview_append("ron Aiko from Dasha yakuman").note == ""  # a yakuman as written
    seven = TrackerController(PAARENCHAN.replace("draw tenpai Aiko\n", "", 1))
    assert seven.preview_append("ron Aiko from Dasha 2 30").note == ""
    assert seven.view().history[-1].summary == "Draw, tenpai: Aiko"


ENDING = "ron Dasha from Boris 3 40\ndraw\ndraw\n"  # the last draw ends the game (E4 passes)


def test_chombo_penalties_kept_for_the_end_are_shown_while_they_wait() -> None:
    c = TrackerController(CHOMBO_AT_END)
    view = c.view()
    assert [row.summary for row in view.history[5:7]] == [
        "Chombo: Aiko; penalty paid at the end of the game: 8000",
        f"Chombo: Boris; penalty paid at the end of the game: 12{T}000",
    ]
    assert [row.deltas for row in view.history[5:7]] == [(0, 1000, 0, 0), (0, 0, 0, 0)]  # a stick back
    assert view.center.pending == (
        "Chombo penalties at the end of the game: Aiko −4000, Boris −8000, Chen +6000, Dasha +6000"
    )
    c.set_lang("ru")
    view = c.view()
    assert view.history[5].summary == "Чомбо: Aiko; штраф будет уплачен в конце игры: 8000"
    assert view.center.pending == (
        "Штрафы за чомбо в конце игры: Aiko −4000, Boris −8000, Chen +6000, Dasha +6000"
    )
    # no chombo kept: nothing to show
    assert TrackerController(CHOMBO_AT_END.replace(" chombo_at_end=on", "")).view().center.pending == ""


def test_the_line_that_ends_the_game_says_it_paid_the_chombo_penalties() -> None:
    c = TrackerController(CHOMBO_AT_END + ENDING)
    view = c.view()
    assert view.ended and view.center.pending == ""
    last = view.history[-1]
    assert last.summary == (
        "Draw, everyone noten; chombo penalties paid at the end of the game: "
        "Aiko −4000, Boris −8000, Chen +6000, Dasha +6000"
    )
    assert last.deltas == (-4000, -8000, 6000, 6000)
    assert view.history[-2].summary == "Draw, everyone noten"  # an earlier draw: nothing paid
    assert view.center.last == "Last: " + last.summary  # not a win: said as in the history
    c.set_lang("ru")
    assert c.view().history[-1].summary == (
        "Ничья, все нотен; штрафы за чомбо уплачены в конце игры: "
        "Aiko −4000, Boris −8000, Chen +6000, Dasha +6000"
    )


def test_the_preview_of_the_line_that_ends_the_game_says_it_pays_the_chombo_penalties() -> None:
    """The preview (the panel under the input box, the draw dialog) showed the penalties paid at
    the end in each player's change with no word of them: only the history said it, after."""
    said = {
        "en": "Draw, everyone noten; chombo penalties paid at the end of the game: "
        "Aiko −4000, Boris −8000, Chen +6000, Dasha +6000",
        "ru": "Ничья, все нотен; штрафы за чомбо уплачены в конце игры: "
        "Aiko −4000, Boris −8000, Chen +6000, Dasha +6000",
    }
    before = CHOMBO_AT_END + ENDING.removesuffix("draw\n")
    for lang, note in said.items():
        c = TrackerController(before, lang=lang)
        for dialog in (False, True):
            preview = c.preview_append("draw", dialog=dialog)
            assert [row.delta for row in preview.rows] == [-4000, -8000, 6000, 6000]
            assert preview.note == note
        # an earlier draw pays nothing: nothing to say
        assert TrackerController(CHOMBO_AT_END, lang=lang).preview_append("draw").note == ""


def test_north_has_no_player_at_a_three_player_table() -> None:
    """The desk's seat winds name a player by the seat winds of the game's hand; North at a
    three-player table names nobody (it wrapped round to the dealer: a North win was East's)."""
    c = TrackerController("rules tenhou-sanma\nplayers Aiko Boris Chen\nriichi Boris\ndraw tenpai Boris\n")
    state = c.state
    assert state.dealer == 1 and state.seats == 3
    assert [seat_by_wind(state, wind) for wind in range(4)] == [1, 2, 0, None]


def test_the_desks_win_names_its_players_once_and_nobody_for_a_hand_recorded_already() -> None:
    """``desk_win``: the players at the desk's seat winds, North (nobody there) said as
    unseated; a hand a line of the game won with already names nobody and no seat unseated
    (the dialog says which line holds it instead); its tiles with another dora indicator
    correct that line."""
    c = TrackerController("rules tenhou-sanma\nplayers Aiko Boris Chen\nriichi Boris\ndraw tenpai Boris\n")
    desk = Controller("en")
    request, _ = parse_score_args(["234p567p11s789s555z", "--tsumo", "--seat", "N"])
    desk.load_spec(request.spec, record=False)
    named = desk_win(desk, c.state, c.result)
    assert named == DeskWin(None, None, None, None, "winner")
    request, _ = parse_score_args(["234p567p11s789s555z", "--seat", "S", "--from", "N"])
    desk.load_spec(request.spec, record=False)
    assert desk_win(desk, c.state, c.result) == DeskWin(2, None, None, None, "discarder")
    assert c.commit(f'ron Chen from Aiko hand "{hand_words(desk.spec())}"')
    named = desk_win(desk, c.state, c.result)
    assert named == DeskWin(None, None, None, len(c.record.lines), None)
    # a win the tracker asked for (no record given): its seats, whatever the game holds
    assert desk_win(desk, c.state) == DeskWin(seat_by_wind(c.state, 1), None, None, None, "discarder")
    # the same tiles with a dora indicator the line does not have: not that line's hand, which
    # it corrects (read in the line's hand: Chen sat South there)
    request, _ = parse_score_args(["234p567p11s789s555z", "--seat", "S", "--from", "W", "--dora", "1p"])
    desk.load_spec(request.spec, record=False)
    named = desk_win(desk, c.state, c.result)
    assert named.recorded is None and named.corrects is not None
    assert (named.corrects.number, named.corrects.same, named.winner) == (len(c.record.lines), False, 2)


@pytest.mark.parametrize(
    ("preset", "line", "loss"),
    [
        ("tenhou-sanma", "tsumo Boris 3 30", 1000),
        ("tenhou-sanma", 'tsumo Boris hand "234p11s555666777z" pao Chen', 0),
        ("mahjongsoul-sanma", 'tsumo Boris hand "234p11s555666777z" pao Chen', 0),
        ("tenhou-sanma", 'tsumo Boris hand "111p11s555666777z" pao Chen', 0),
        ("mahjongsoul-sanma", 'tsumo Boris hand "111p11s555666777z" pao Chen', 8000),
        ("mahjongsoul-sanma", "tsumo Boris yakuman 2 pao Chen daisangen", 8000),
    ],
)
def test_the_tracker_says_the_tsumo_loss_as_the_calculator_counts_it(
    preset: str, line: str, loss: int
) -> None:
    """The tracker's note on a three-player tsumo and the calculator's arithmetic decide the
    tsumo loss alike (the one settlement): none when the liable player pays the whole tsumo,
    North's share of the rest when the liable player pays only the pao yakuman's share."""
    from mjgui.core.teach.explain import arithmetic_steps
    from tests.util import result

    c = TrackerController(f"rules {preset}\nplayers Aiko Boris Chen\n")
    note = c.preview_append(line).note
    if loss:
        assert note == f"Tsumo loss: at a three-player table nobody pays the share North would pay ({loss})."
    else:
        assert note == ""
    # Russian: the seat inside the sentence is small, as the arithmetic's tsumo-loss line says it
    ru = TrackerController(f"rules {preset}\nplayers Aiko Boris Chen\n", lang="ru").preview_append(line).note
    if loss:
        assert ru.replace("\u202f", " ") == (
            f"Потеря при цумо: за столом втроём долю севера ({loss}) никто не платит."
        )
    else:
        assert ru == ""
    if "hand" in line:
        hand = line.split('"')[1]
        steps = arithmetic_steps(result(f"{hand} --tsumo --seat S --pao W --rules {preset}"))
        assert [s.value for s in steps if s.code == "tsumo_loss"] == ([loss] if loss else [])


def test_also_ron_is_offered_while_a_player_is_left_to_win_on_the_discard() -> None:
    """Three players: once both others won on a discard nobody is left to add (the end of a
    game does not wait on it); four players: a third winner may still be added."""
    sanma = TrackerController("rules tenhou-sanma\nplayers A B C\nron A from C 1 30\n")
    assert sanma.view().actions["also_ron"].enabled
    assert sanma.commit("also ron B from C 1 30")
    assert not sanma.view().actions["also_ron"].enabled
    four = TrackerController("rules ema\nplayers A B C D\nron A from C 1 30\nalso ron B from C 1 30\n")
    assert four.view().actions["also_ron"].enabled


def test_after_a_double_ron_that_ends_a_tenhou_game_a_third_winner_is_the_abortive_draw() -> None:
    """Tenhou rules (triple_ron_abort): a third winner on the discard makes the hand an
    abortive draw (sanchahou). After the double ron that ends the game the end waits on it:
    "Also ron…" stays offered; the third winner is refused as a ron, with the rule's sentence,
    and the abortive draw is offered in place of the two rons: taken, one step, nobody is paid
    and the game goes on (East 4, the dealer staying, one honba more)."""
    game = (
        "rules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\n"
        + "ron Boris from Aiko 3 30\nron Chen from Aiko 3 30\nron Dasha from Aiko 3 30\n"
        + "ron Boris from Chen 6\nalso ron Aiko from Chen 2 30\n"
    )
    c = TrackerController(game)
    view = c.view()
    assert view.ended and view.center.status.startswith("Game over for now: the last hand was played")
    assert view.final_provisional != "" and view.actions["also_ron"].enabled
    third = c.preview_append("also ron Dasha from Chen 2 30", dialog=True)
    assert not third.ok and third.abort_instead == 6
    assert third.error.startswith(
        "Three rons on one discard (Dasha is the third) abort the hand under these rules (sanchahou)"
    )
    before = c.state.points
    assert c.abort_instead()
    assert c.record.text.endswith("ron Dasha from Aiko 3 30\nabort\n")
    assert not c.state.ended and c.state.hand == 4 and c.state.dealer == 3
    assert c.state.points == c.result.step(5).state.points and c.state.points != before
    c.undo()
    assert c.record.text == game
    # with one winner so far, the second is still invited, and taken
    one = TrackerController(game.rsplit("also", 1)[0])
    assert one.view().actions["also_ron"].enabled and "Also ron" in one.view().center.status
    assert one.preview_append("also ron Aiko from Chen 2 30").ok


@pytest.mark.parametrize(
    ("rules", "winners"),
    [
        *((r, 1) for r in ("seed", "tenhou", "ema", "tenhou atama_hane=on", "ema triple_ron_abort=on")),
        *((r, 2) for r in ("tenhou", "ema", "ema triple_ron_abort=on", "seed atama_hane=off")),
    ],
)
def test_the_also_ron_button_agrees_with_the_record(rules: str, winners: int) -> None:
    """The button is on exactly when the record takes an ``also ron`` by a player left (the
    one rule decides both, atama hane and triple_ron_abort included)."""
    lines = ["ron B from A 2 30", "also ron C from A 2 30"][:winners]
    c = TrackerController(f"rules {rules}\nplayers A B C D\n" + "".join(f"{line}\n" for line in lines))
    assert not c.result.errors
    offered = c.view().actions["also_ron"].enabled
    preview = c.preview_append("also ron D from A 2 30")
    # taken as a ron, or (sanchahou) the abortive draw offered in place of the rons
    assert offered == (preview.ok or preview.abort_instead > 0)
    sanchahou = winners == 2 and rules in ("tenhou", "ema triple_ron_abort=on")
    assert preview.abort_instead == (3 if sanchahou else 0)  # the line of the first ron


def test_a_resumed_game_asks_before_saving_over_another_computers_lines(tmp_path: Path) -> None:
    """An autosave from before the saved content was kept beside the file name: the file differs
    from the game (another computer's lines from line 3 on), so resuming takes it as changed and
    Ctrl+S refuses (changed_on_disk) instead of writing those lines away."""
    start = new_game_text(NAMES)
    theirs = start + "riichi Chen\nron Chen from Aiko 3 30\n"
    saved = tmp_path / "game.mjgame"
    saved.write_text(theirs, encoding="utf-8")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.mjgame").write_text(start + "riichi Boris\n", encoding="utf-8")
    (tmp_path / "data" / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    assert c.resume() and c.path == str(saved)
    assert c.commit("tsumo Boris 3 30")
    with pytest.raises(StorageError) as refused:
        c.save()
    assert refused.value.code == "changed_on_disk"
    assert saved.read_text(encoding="utf-8") == theirs
    c.save(overwrite=True)  # the player chose to replace it
    assert saved.read_text(encoding="utf-8") == c.text


def test_a_resumed_game_keeps_what_it_last_saved_as_its_files_baseline(tmp_path: Path) -> None:
    """The autosave keeps what the file held when this table last saved it: resumed, a save
    goes through while the file is still that, and asks once another program changed it, even
    to the game's own first lines (which alone would look like a game saved earlier)."""
    saved = tmp_path / "game.mjgame"
    for changed in (False, True):
        saved.write_text(new_game_text(NAMES), encoding="utf-8")
        data = tmp_path / f"data-{changed}"
        a = TrackerController(autosave=Autosave(data))
        a.open_file(saved)
        assert a.commit("riichi Boris")
        a.save()
        assert a.commit("riichi Chen")  # not saved yet; the window is then closed (or crashes)
        a.close()
        on_disk = saved.read_text(encoding="utf-8")
        if changed:  # another program puts the file back to its first lines
            on_disk = new_game_text(NAMES)
            saved.write_text(on_disk, encoding="utf-8")
        b = TrackerController(autosave=Autosave(data))
        assert b.resume() and b.path == str(saved)
        if changed:
            with pytest.raises(StorageError) as refused:
                b.save()
            assert refused.value.code == "changed_on_disk"
            assert saved.read_text(encoding="utf-8") == on_disk
        else:
            b.save()
            assert saved.read_text(encoding="utf-8") == b.text
            assert b.text.endswith("riichi Boris\nriichi Chen\n")
        b.close()


def _count_reads(monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    """Every read of ``path``'s bytes (a record's text, its digest, a strict check), counted."""
    from mjgui.core.game import storage

    reads: list[str] = []
    read = storage.read_record_bytes

    def counted(name: str | os.PathLike[str], *args: object, **kwargs: object) -> bytes:
        if Path(name) == path:
            reads.append(str(name))
        return read(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(storage, "read_record_bytes", counted)
    return reads


def test_opening_a_record_reads_it_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # open_file read it, then its text once more from the file (and its digest, undone)
    path = tmp_path / "game.mjgame"
    path.write_text(SHARED, encoding="utf-8")
    c = TrackerController()
    reads = _count_reads(monkeypatch, path)
    c.open_file(path)
    assert len(reads) == 1 and c.text == SHARED and not c.dirty
    c.open_file(path)  # the same game from the same file: read once again
    assert len(reads) == 2 and not c.dirty
    assert c.commit("riichi Aiko")
    c.save()  # the baseline is the digest of the bytes read: the save goes through
    assert path.read_text(encoding="utf-8") == SHARED + "riichi Aiko\n"


def test_resuming_a_game_reads_its_file_once_for_the_offer_and_once_to_trust_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the offer read it twice (finished and saved? what it lacks), the resume twice more (its
    # text, its digest) beside the check that it is a record the game may be saved to
    saved = tmp_path / "game.mjgame"
    start = new_game_text(NAMES)
    saved.write_text(start, encoding="utf-8")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.mjgame").write_text(start + "riichi Boris\n", encoding="utf-8")
    (tmp_path / "data" / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")  # no digest
    reads = _count_reads(monkeypatch, saved)
    c = TrackerController(autosave=Autosave(tmp_path / "data"))
    offer = c.resume_offer
    assert offer is not None and "1 line is not in game.mjgame yet" in offer.message
    assert len(reads) == 1
    assert c.resume() and c.path == str(saved) and c.dirty
    assert len(reads) == 2  # autosave.trusted_source's strict check
    assert c.commit("tsumo Boris 3 30")
    c.save()  # the file still holds the game's first lines, as read for the offer
    assert saved.read_text(encoding="utf-8") == c.text


def test_a_finished_game_offered_reads_its_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # whether it was saved there, then what it lacks: the file was read for each
    saved = tmp_path / "game.mjgame"
    saved.write_text(HANCHAN.rsplit("\n", 2)[0] + "\n", encoding="utf-8")
    (tmp_path / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")
    (tmp_path / "autosave.source").write_text(f"{saved}\n", encoding="utf-8")
    reads = _count_reads(monkeypatch, saved)
    offer = TrackerController(autosave=Autosave(tmp_path)).resume_offer
    assert offer is not None and offer.kind == "ended" and "not in game.mjgame yet" in offer.message
    assert len(reads) == 1


def test_an_undo_back_to_another_file_keeps_what_this_table_last_saw_there(tmp_path: Path) -> None:
    """Undo and redo that cross a Save as or an open go back to a file as this table last read
    or wrote it: a line another program added meanwhile is never taken as ours (and saved over)."""
    record = tmp_path / "table-1.mjgame"
    theirs = SHARED + "tsumo Chen 2 30\n"
    # back from a Save as
    record.write_text(SHARED, encoding="utf-8")
    c = TrackerController()
    c.open_file(record)
    assert c.commit("riichi Aiko")
    c.save(tmp_path / "copy.mjgame")
    record.write_text(theirs, encoding="utf-8")  # another computer's line
    c.undo()
    assert c.path == str(record) and c.text == SHARED
    assert c.commit("riichi Boris")
    with pytest.raises(StorageError) as refused:
        c.save()
    assert refused.value.code == "changed_on_disk" and record.read_text(encoding="utf-8") == theirs
    # back from an open, and forth again by redo
    record.write_text(SHARED, encoding="utf-8")
    other = tmp_path / "other.mjgame"
    other.write_text(SHARED, encoding="utf-8")
    d = TrackerController()
    d.open_file(record)
    assert d.commit("riichi Aiko")
    d.save()
    d.open_file(other)
    record.write_text(theirs, encoding="utf-8")
    d.undo()
    assert d.path == str(record) and not d.dirty  # as this table saved it
    with pytest.raises(StorageError):
        d.save()
    assert record.read_text(encoding="utf-8") == theirs
    other.write_text(SHARED + "riichi Dasha\n", encoding="utf-8")
    d.redo()
    assert d.path == str(other)
    with pytest.raises(StorageError):
        d.save()
    assert other.read_text(encoding="utf-8") == SHARED + "riichi Dasha\n"


def test_a_new_game_proposes_the_rules_of_the_table_else_the_desks() -> None:
    """The preset and options of the game on the table (a rules line is enough), else the
    desk's, else the seed's; started with them, a game plays those very rules."""
    from mjgui.core.scoring.rules import PRESETS

    c = TrackerController()
    assert c.proposed_rules() == ("seed", "")
    desk = PRESETS["wrc"].with_options(aka=3, double_yakuman=frozenset({"kokushi_13", "chuuren_9"}))
    c.desk_rules = lambda: desk
    assert c.proposed_rules() == ("wrc", "aka=3 double_yakuman=chuuren_9,kokushi_13")
    assert c.new_game(["A", "B", "C", "D"], *c.proposed_rules())
    assert c.state.rules == desk
    table = TrackerController("rules tenhou-sanma uma=30,0,-30 tie_uma=split\n")
    table.desk_rules = lambda: desk
    played = table.state.rules
    assert (played.name, played.uma, played.tie_uma) == ("tenhou-sanma", (30, 0, -30), "split")
    assert table.proposed_rules() == ("tenhou-sanma", "uma=30,0,-30 tie_uma=split")
    assert table.new_game(["A", "B", "C"], *table.proposed_rules())
    assert table.state.rules == played


@pytest.mark.parametrize(
    ("rules", "offered"),
    [
        ("seed", False),
        ("seed abortive_draws=on", True),
        ("seed atama_hane=off triple_ron_abort=on", True),  # the sanchahou's abort
        ("seed atama_hane=on triple_ron_abort=on", False),  # one winner only: no sanchahou
    ],
)
def test_the_abort_button_is_offered_where_the_record_takes_an_abort(rules: str, offered: bool) -> None:
    """Under ``triple_ron_abort`` without other abortive draws, a third winner is refused with
    "replace the ron lines with abort": the table must then offer Abort, and take it."""
    c = TrackerController(f"rules {rules}\nplayers Aiko Boris Chen Dasha\n")
    assert c.view().actions["abort"].enabled is offered
    assert c.preview_append("abort").ok is offered


def test_a_correction_that_mends_later_lines_says_so_once_recorded() -> None:
    """The runs of later lines an edit changes, counted in Russian with real plural forms:
    one line named, several counted (2 to 4, 5 to 20, 21...), as done and as a preview."""
    error = GameError("riichi_twice", name="Boris", first=6)
    runs = [LaterLines(7, 7, error), LaterLines(9, 12), LaterLines(20, 40)]
    assert correction_text(runs, "en") == (
        "Line 7 is now rejected: Boris already declared riichi in this hand (line 6); delete one "
        "of the two lines. 4 lines, 9 to 12, are now accepted. 21 lines, 20 to 40, are now "
        "accepted. Undo (Ctrl+Z) to take the correction back."
    )
    assert correction_text(runs[1:], "en") == (
        "4 lines, 9 to 12, are now accepted. 21 lines, 20 to 40, are now accepted."
    )
    assert [later_lines_text(run, "ru", done=True) for run in runs[1:]] == [
        "Теперь приняты 4\u00a0строки, с 9 по 12.",
        "Теперь принята 21\u00a0строка, с 20 по 40.",
    ]
    assert later_lines_text(LaterLines(3, 7), "ru") == "Тогда будут приняты 5\u00a0строк, с 3 по 7"
    assert correction_text((), "en") == ""


def test_later_lines_rejected_for_one_reason_are_said_in_one_sentence() -> None:
    """A past win corrected (a dora added) ends the game in the extra round: the four lines
    after it were four sentences, each with the record's "Delete this line" (941 characters
    said after a Ctrl+Enter). They are one run, said once, without asking to delete a line."""
    hand = "234m567p3467888s5s"
    text = "rules tenhou\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 8
    text += f'ron Boris from Chen hand "{hand}"\n' + "draw\nriichi Aiko\ndraw tenpai Aiko\ndraw\n"
    c = TrackerController(text)
    preview = c.preview_replace(11, f'ron Boris from Chen hand "{hand} --dora 7s"', dialog=True)
    assert preview.ok and [(run.first, run.last) for run in preview.later] == [(12, 15)]
    assert preview.later[0].error is not None and preview.later[0].error.code == "game_over"
    why = f"the game ended on line 11 (a player reached the return points, 30{T}000, in the extra round)"
    assert preview.warnings == (f"4 lines, 12 to 15, would then be rejected: {why}; nothing can follow.",)
    c.set_lang("ru")
    assert (
        c.preview_replace(11, f'ron Boris from Chen hand "{hand} --dora 7s"')
        .warnings[0]
        .startswith("Тогда будут отклонены 4\u00a0строки, с 12 по 15: игра закончилась в строке 11 (")
    )


def test_lines_after_an_agari_yame_end_keep_the_way_to_play_on() -> None:
    """A line after a game that ended by agari-yame: the record's sentence without "Delete this
    line", its way to play on kept, in both languages."""
    from mjgui.core.game.record import EndReason
    from mjgui.core.scoring.rules import PRESETS

    error = GameError(
        "game_over_yame", end=9, reason=EndReason("agari_yame", PRESETS["tenhou"]), option="agari_yame"
    )
    en = later_lines_text(LaterLines(10, 11, error), "en", done=True)
    reason = error.body("en").split("(", 1)[1].split(")", 1)[0]
    assert en == (
        f"2 lines, 10 to 11, are now rejected: the game ended on line 9 ({reason}); nothing can "
        'follow. A table that plays on after it writes "agari_yame=off" on its rules line.'
    )
    ru = later_lines_text(LaterLines(10, 10, error), "ru")
    assert ru.startswith("Тогда будет отклонена строка 10: игра закончилась в строке 9 (")
    assert ru.endswith("пишет в строке правил «agari_yame=off».") and "Удалите" not in ru


def test_a_chombo_dialog_says_the_penalty_the_rules_keep_for_the_end_or_take_off_the_score() -> None:
    """Under chombo_at_end the mangan is kept for the end, under a chombo score penalty (mleague)
    it comes off the final score: the dialog's preview moved nobody but the stick handed back, and
    said nothing of the penalty, until the history said it after."""
    cases = (
        (
            "rules seed chombo_at_end=on\n",
            "Chombo: Chen; penalty paid at the end of the game: 8000",
            "Чомбо: Chen; штраф будет уплачен в конце игры: 8000",
        ),
        (
            "rules mleague\n",
            "Chombo: Chen; 20\u202f000 points off the final score, nothing paid at the table;"
            " the hand is played again",
            "Чомбо: Chen; минус 20\u202f000\u00a0очков к итогу, за столом ничего не платится;"
            " раздача переигрывается",
        ),
    )
    for rules, en, ru in cases:
        text = rules + "players Aiko Boris Chen Dasha\nriichi Boris\n"
        for lang, said in (("en", en), ("ru", ru)):
            c = TrackerController(text, lang=lang)
            preview = c.preview_append("chombo Chen", dialog=True)
            assert [r.delta for r in preview.rows] == [0, 1000, 0, 0]
            assert preview.note == said
            assert c.commit("chombo Chen")
            assert c.view().history[-1].summary == said  # the same sentence after
    plain = TrackerController("players Aiko Boris Chen Dasha\n").preview_append("chombo Chen", dialog=True)
    assert plain.note == ""  # paid at the table: the rows say it


def test_the_history_of_a_game_ended_by_a_ron_shows_the_chombo_penalties_its_line_paid() -> None:
    """chombo_at_end: the ron that ends the game pays the penalties kept for the end, as the seat
    cards show; its history row left them out, so the rows no longer added up to the standings."""
    text = (
        "rules seed chombo_at_end=on east_only=on\nplayers A B C D\nchombo A\n"
        "ron B from C 1 30\nron C from D 1 30\nron D from A 1 30\nron A from B 1 30\n"
    )
    view = TrackerController(text).view()
    row = view.history[-1]
    assert row.deltas == (1000 - 12000, -1000 + 4000, 4000, 4000)
    assert row.delta_texts == ("−11\u202f000", "+3000", "+4000", "+4000")
    assert [s.last_delta_text for s in view.seats] == list(row.delta_texts)
    totals = [30000 + sum(r.deltas[seat] for r in view.history) for seat in range(4)]
    assert totals == [s.points for s in view.seats] == [18000, 34000, 34000, 34000]


OLDER_PAO_RECORD = """\
# date 2025-11-02
rules seed pao=daisangen,daisuushii,suukantsu,kokushi
players Aiko Boris Chen Dasha
riichi Aiko
ron Chen from Boris yakuman 1 pao Dasha kokushi
draw tenpai Chen
"""


def test_an_older_record_with_pao_for_kokushi_opens_as_it_was_played(tmp_path: Path) -> None:
    """A record an older mjgui wrote when pao could name a kokushi: opened in the tracker, every
    line reads (Dasha pays half of Chen's kokushi, as then), the file's text kept as it was; the
    same pao typed now is refused as in a new game, and an edit of the old line that keeps it is
    not."""
    path = tmp_path / "old.mjgame"
    path.write_text(OLDER_PAO_RECORD, encoding="utf-8")
    c = TrackerController()
    c.open_file(path)
    assert c.view().errors == ()
    assert c.result.step(5).deltas == (0, -16000, 32000 + 1000, -16000)  # with Aiko's riichi stick
    assert c.state.points == (29000 - 1000, 14000 - 1000, 63000 + 3000, 14000 - 1000)
    assert c.text == OLDER_PAO_RECORD
    # typed now, into this game: refused, as a new record's line would be
    preview = c.preview_append("tsumo Chen yakuman 1 pao Dasha kokushi")
    assert not preview.ok and '"kokushi" after the liable player is not a yakuman count' in preview.error
    assert not c.commit("tsumo Chen yakuman 1 pao Dasha kokushi")
    assert not c.insert_line(6, "tsumo Chen yakuman 1 pao Dasha kokushi")
    assert not c.replace_line(6, "tsumo Chen yakuman 1 pao Dasha kokushi")
    # the old line edited (Boris -> Aiko as the discarder), its pao word kept: taken
    assert c.replace_line(5, "ron Chen from Aiko yakuman 1 pao Dasha kokushi")
    assert c.result.step(5).deltas == (-16000, 0, 33000, -16000)
    assert c.view().errors == ()
    # a new game: its rules cannot name kokushi, nor its lines
    n = started()
    assert not n.commit("ron Chen from Boris yakuman 1 pao Dasha kokushi")


@pytest.mark.parametrize("rules", ["pao=tenhou", "pao=kokushi"])
def test_pao_typed_now_under_an_older_rules_line_with_no_pao_for_it_is_refused(
    tmp_path: Path, rules: str
) -> None:
    """A rules line naming pao only for yakuman nobody feeds plays no pao on a line typed now: a
    new line naming a liable player is refused (a parse once per commit, af6ad971, read it as
    the record's own and Dasha paid 16 000), and so is a past line edited to name one."""
    path = tmp_path / "old.mjgame"
    path.write_text(f"rules seed {rules}\nplayers Aiko Boris Chen Dasha\ndraw\n", encoding="utf-8")
    c = TrackerController()
    c.open_file(path)
    for line in ("ron Chen from Boris yakuman 1 pao Dasha", "tsumo Chen yakuman 1 pao Dasha daisangen"):
        preview = c.preview_append(line)
        assert not preview.ok and "pao is not played under these rules" in preview.error
        assert not c.commit(line)
    assert not c.replace_line(3, "ron Chen from Boris yakuman 1 pao Dasha")
    assert c.state.points == (30000, 30000, 30000, 30000) and c.text.endswith("\ndraw\n")


@pytest.mark.parametrize(
    ("lang", "line", "history", "last"),
    [
        (
            "ru",
            "ron Dasha from Aiko 4 30",
            "Dasha: рон с игрока Aiko, 4 хан 30 фу",
            "Последнее: 4 хан 30 фу — Dasha: рон с игрока Aiko",
        ),
        (
            "en",
            "tsumo Boris yakuman 2 pao Chen daisangen",
            "Boris tsumo: double yakuman, pao Chen",
            "Last: double yakuman, pao Chen — Boris tsumo",
        ),
        (
            "ru",
            "tsumo Boris yakuman 2 pao Chen daisangen",
            "Boris: цумо, двойной якуман, пао Chen",
            "Последнее: двойной якуман, пао Chen — Boris: цумо",
        ),
        (
            "en",
            "also ron Dasha from Aiko 5",
            "Also Dasha ron from Aiko: 5 han",
            "Last: 3 han 30 fu — Chen ron from Aiko; 5 han — also Dasha ron from Aiko",
        ),
        (
            "en",
            'tsumo Boris hand "234m567p345678s55s --riichi --ippatsu --dora 4s --ura 7p"',
            "Boris tsumo: baiman (hand 234m567p345678s55s)",
            "Last: baiman — Boris tsumo (hand 234m567p345678s55s)",
        ),
    ],
)
def test_the_last_win_is_said_by_its_value_first(lang: str, line: str, history: str, last: str) -> None:
    """The centre card's last action is cut at its end when the card is narrow (1024 px): said
    as the history says it, the value came last and was the part lost («Последнее: Dasha: рон,
    набросил(а) Ai…», "…double yakuman, pa…"). It leads with the value and the pao now; the
    history keeps its own order."""
    c = started(lang=lang)
    if line.startswith("also"):  # (a double ron: a table that plays it)
        c = TrackerController("rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n", lang=lang)
        assert c.commit("ron Chen from Aiko 3 30")
    assert c.commit(line)
    view = c.view()
    assert view.history[-1].summary.replace("\u00a0", " ") == history  # (a no-break space before хан, фу)
    assert view.center.last.replace("\u00a0", " ") == last


def test_an_edit_that_changes_who_deals_names_the_later_wins_that_pay_otherwise() -> None:
    """A past draw made noten: the next win is a dealer's and the hands after it have more
    honba. The preview (and, done, the desk's notice) names the lines with their round, who won
    and the new payment, and why; of many, the first two, and the rest counted, in Russian with
    real plural forms."""
    hand = "123456789p234s5m5m"  # 2 han 40 fu: 2600 on a non-dealer's ron, 3900 on the dealer's
    text = f'rules seed\nplayers Aiko Boris Chen Dasha\ndraw tenpai Aiko\nron Boris from Chen hand "{hand}"\n'
    c = TrackerController(text)
    preview = c.preview_replace(3, "draw", dialog=True)
    assert preview.warnings == (
        "Line 4 (East 2, Boris ron from Chen) would then pay 4200 instead of 2900: Boris is the "
        "dealer after this change",
    )
    assert correction_text(preview.later, "en") == (
        "Line 4 (East 2, Boris ron from Chen) now pays 4200 instead of 2900: Boris is the dealer "
        "after this change."
    )
    assert correction_text(preview.later, "ru") == (
        "Строка 4 (Восток 2, Boris: рон с игрока Chen) теперь приносит 4200 вместо 2900: после "
        "этого исправления дилер — Boris."
    )
    # Boris keeps the deal four times: every win of his pays otherwise once the first draw goes
    c = TrackerController(
        "rules seed\nplayers Aiko Boris Chen Dasha\ndraw\n" + "ron Boris from Chen 2 40\n" * 5
    )
    preview = c.preview_delete(3)
    assert [run.first for run in preview.later] == [3, 4, 5, 6, 7]
    assert preview.warnings == (
        "Line 3 (East 1, Boris ron from Chen) would then pay 2600 instead of 4200: Boris is no "
        "longer the dealer after this change",
        "Line 4 (East 2, Boris ron from Chen) would then pay 3900 instead of 4500: the hand has 0 "
        "honba instead of 2 after this change",
        "3 more later lines would then pay otherwise",
    )
    c.set_lang("ru")
    assert c.preview_delete(3).warnings[2] == "Ещё 3\u00a0последующие строки тогда будут оплачены иначе"
    assert correction_text(preview.later, "ru").endswith(
        "Ещё 3\u00a0последующие строки теперь оплачиваются иначе."
    )
    assert "undo" not in correction_text(preview.later, "en").lower()  # nothing rejected
