"""A record with a line of play that cannot be read (a typo made in a text editor, a newer
mjgui's line, a line cut short by a sync client) opens in the tracker: the game counted up to
that line, the line marked and kept as it is (saved so, autosaved so) until it is corrected or
deleted, and nothing after it counted meanwhile. A record whose rules or players line does not
read is refused as before; ``mjgui game FILE`` counts it as the tracker does, up to that line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController, waiting_look, waiting_text
from mjgui.core.game.conditions import conditions_dicts
from mjgui.core.game.game import replay
from mjgui.core.game.storage import StorageError
from mjgui.gamecli import game_command
from tests.util import T

# line 4 has 31 fu (a typo); line 5, a good line after it, and a note
LINES = [
    "rules seed",
    "players Aiko Boris Chen Dasha",
    "ron Boris from Aiko 3 40",
    "tsumo Chen 2 31",
    "ron Aiko from Dasha 1 30",
    "# a note",
]
DAMAGED = "".join(line + "\n" for line in LINES)
FIXED = DAMAGED.replace("tsumo Chen 2 31\n", "tsumo Chen 2 30\n")


def opened(tmp_path: Path, data: bytes, **kwargs: object) -> tuple[TrackerController, Path]:
    path = tmp_path / "game.mjgame"
    path.write_bytes(data)
    c = TrackerController(**kwargs)  # type: ignore[arg-type]
    c.open_file(path)
    return c, path


def test_a_bad_line_of_play_opens_counted_up_to_it(tmp_path: Path) -> None:
    c, path = opened(tmp_path, DAMAGED.encode())
    assert c.text == DAMAGED and c.path == str(path) and not c.dirty
    assert c.unread_lines == (4,)
    # counted up to the bad line: Boris's 3 han 40 fu from Aiko only
    assert c.state.points == replay("".join(line + "\n" for line in LINES[:3])).final.points
    assert c.state.points == (30000 - 5200, 30000 + 5200, 30000, 30000)
    view = c.view()
    rows = {row.number: row for row in view.history}
    assert rows[4].kind == "error"
    assert rows[4].error == (
        "Line 4 (tsumo Chen 2 31): 31 fu does not exist: fu is 20, 25, or 30 to 140 in steps of 10."
    )
    # the good line after it: kept, shown as not counted, and why
    assert rows[5].kind == "not_counted" and rows[5].deltas == (0, 0, 0, 0)
    assert rows[5].error == (
        "Line 5 (ron Aiko from Dasha 1 30): not counted: line 4 above cannot be read, and nothing "
        "after it counts until that line is corrected or deleted."
    )
    assert rows[6].kind == "comment" and not rows[6].error
    # said plainly once, the not-counted lines not listed one by one
    assert view.unread_note == (
        "The record has one line that cannot be read (line 4): the game is counted up to it, and "
        "nothing after it counts until it is corrected or deleted. Double-click it in the history "
        "to correct it."
    )
    # listed apart from the lines the game refused, which change nothing (it stops the count)
    assert view.unread_errors == (rows[4].error,) and view.errors == ()
    assert rows[4].summary == "Cannot be read: tsumo Chen 2 31"  # not a note ("# ...")
    assert rows[6].summary == "Note: a note"
    c.set_lang("ru")
    assert {row.number: row for row in c.view().history}[4].summary == "Не читается: tsumo Chen 2 31"
    assert c.view().unread_note == (
        "В записи одна строка, которую не прочитать (строка 4): игра посчитана до неё, и ничего "
        "после неё не считается, пока её не исправят или не удалят. Дважды щёлкните её в истории, "
        "чтобы исправить."
    )


def test_nothing_is_played_on_while_the_line_is_unread(tmp_path: Path) -> None:
    c, _ = opened(tmp_path, DAMAGED.encode())
    preview = c.preview_append("riichi Boris")
    # a new line is refused, not "not counted" under a number it does not have
    assert not preview.ok and preview.error == (
        "The game takes no new line until line 4, which cannot be read, is corrected or deleted: "
        "double-click it in the history to correct it."
    )
    assert not c.commit("riichi Boris")
    # a not-counted line is not edited either before the bad one is corrected
    assert not c.replace_line(5, "ron Aiko from Dasha 2 30")
    # nor is the bad line replaced by another bad one
    assert not c.replace_line(4, "tsumo Chen 2 33")
    assert c.text == DAMAGED


def test_saving_keeps_the_bad_line_verbatim_and_so_does_the_autosave(tmp_path: Path) -> None:
    data = tmp_path / "data"
    c, path = opened(tmp_path, DAMAGED.encode(), autosave=Autosave(data))
    assert c.replace_line(3, "ron Boris from Aiko 4 40")  # a good line before it, edited
    c.save()
    assert path.read_text(encoding="utf-8") == DAMAGED.replace("3 40", "4 40")
    assert "tsumo Chen 2 31\n" in Autosave(data).path.read_text(encoding="utf-8")
    assert c.unread_lines == (4,)


def test_correcting_the_line_counts_it_and_everything_after(tmp_path: Path) -> None:
    c, path = opened(tmp_path, DAMAGED.encode())
    before = c.state.points
    preview = c.preview_replace(4, "tsumo Chen 2 30")
    assert preview.ok
    assert c.replace_line(4, "tsumo Chen 2 30")
    assert c.unread_lines == () and c.view().unread_note == "" and c.view().errors == ()
    assert c.state.points == replay(FIXED).final.points != before
    assert all(not row.error for row in c.view().history)
    c.save()
    assert path.read_bytes() == FIXED.encode()  # the corrected line, every other line as it was
    # undo brings the bad line back, marked again
    c.undo()
    assert c.unread_lines == (4,) and c.text == DAMAGED


def test_deleting_the_line_counts_the_rest(tmp_path: Path) -> None:
    c, _ = opened(tmp_path, DAMAGED.encode())
    assert c.delete_line(4)
    assert c.unread_lines == ()
    assert c.state.points == replay(DAMAGED.replace("tsumo Chen 2 31\n", "")).final.points


@pytest.mark.parametrize(
    ("bad", "code"),
    [
        ("nukidora Chen", "unknown_command"),  # a newer mjgui's line
        ("tsu", "unknown_command"),  # cut short, the last line without its line break
    ],
)
def test_a_newer_or_cut_line_opens_marked(tmp_path: Path, bad: str, code: str) -> None:
    ending = "\n" if bad != "tsu" else ""
    data = "".join(line + "\n" for line in LINES[:3]) + bad + ending
    c, _ = opened(tmp_path, data.encode())
    assert c.unread_lines == (4,)
    assert c.result.step(4).error is not None and c.result.step(4).error.code == code
    assert c.state.points[1] == 35200


def test_two_bad_lines_are_counted_in_the_note(tmp_path: Path) -> None:
    data = DAMAGED + "riichi Bo ris\n"
    c, _ = opened(tmp_path, data.encode())
    assert c.unread_lines == (4, 7)
    assert c.view().unread_note.startswith("The record has 2 lines that cannot be read (the first is line 4)")
    c.set_lang("ru")
    assert c.view().unread_note.startswith(
        f"В записи 2{chr(0xA0)}строки, которые не прочитать (первая: строка 4)"
    )


@pytest.mark.parametrize(
    ("n", "form"), [(21, "строка, которую"), (101, "строка, которую"), (22, "строки, которые")]
)
def test_every_russian_count_of_bad_lines_says_which_is_the_first(tmp_path: Path, n: int, form: str) -> None:
    """21, 31, 101... take Russian's form of 1: it said «(строка 4)» as if that were the only one."""
    data = DAMAGED + "riichi Bo ris\n" * (n - 1)
    c, _ = opened(tmp_path, data.encode(), lang="ru")
    assert len(c.unread_lines) == n
    assert c.view().unread_note.startswith(f"В записи {n}{chr(0xA0)}{form} не прочитать (первая: строка 4):")
    c.set_lang("en")
    assert c.view().unread_note.startswith(
        f"The record has {n} lines that cannot be read (the first is line 4):"
    )


@pytest.mark.parametrize(
    ("data", "line"),
    [
        ("rules sede\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n", 1),  # the rules
        ("rules seed\nplayers Aiko Boris Chen Dasha Emi\nron Boris from Aiko 3 40\n", 2),
        ("rules seed\nplayers Aiko Boris Chen\nron Boris from Aiko 3 40\nbogus\n", 4),  # no game
    ],
)
def test_a_record_with_no_game_before_its_bad_line_is_refused_as_before(
    tmp_path: Path, data: str, line: int
) -> None:
    path = tmp_path / "game.mjgame"
    path.write_text(data, encoding="utf-8")
    c = TrackerController()
    with pytest.raises(StorageError) as info:
        c.open_file(path)
    assert info.value.code == "bad_line" and info.value.line == line
    assert f"Correct line {line} in a text editor" in info.value.message("en")
    assert path.read_text(encoding="utf-8") == data and c.path is None and c.text == ""


# a players line that reads, but that the game refuses for the rules: no game, every later line
# refused as before the players (not a line of play the tracker can mark)
REFUSED_PLAYERS = [
    ("rules wrc\nplayers Aiko Boris Chen\nron Chen from Aiko 4 30\n", "this line names 3"),
    ("rules tenhou-sanma\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 4 30\n", "this line names 4"),
]


@pytest.mark.parametrize(("data", "why"), REFUSED_PLAYERS)
def test_a_players_line_the_game_refuses_is_refused_as_an_unread_one(
    tmp_path: Path, data: str, why: str
) -> None:
    """It opened as an empty table ("The players are not named yet"), every line rejected and
    none selected; the league said "The game is not counted." with no remedy. Now both say to
    correct line 2, as for a players line that does not read."""
    from mjgui.core.league.season import SkipReason, read_game

    path = tmp_path / "game.mjgame"
    path.write_text(data, encoding="utf-8")
    c = TrackerController()
    with pytest.raises(StorageError) as info:
        c.open_file(path)
    assert info.value.code == "bad_line" and info.value.line == 2
    said = info.value.message("en")
    assert why in said and "Correct line 2 in a text editor and open the file again" in said
    assert "Исправьте строку 2 в текстовом редакторе" in info.value.message("ru")
    assert path.read_text(encoding="utf-8") == data and c.path is None and c.text == ""
    with pytest.raises(SkipReason) as skipped:
        read_game(path)
    assert skipped.value.code == "bad_line_head"
    assert why in skipped.value.message("en")
    assert "The game is not counted. Correct line 2 in a text editor" in skipped.value.message("en")


def test_an_autosave_whose_players_line_was_refused_by_an_edit_is_not_called_unreadable(
    tmp_path: Path,
) -> None:
    """The rules line edited to three-player rules (an earlier tracker took it, warning that
    line 2 would then be rejected; this one refuses the edit): the autosave reads, but its game
    never starts. At the next start it is kept aside, said truly: not "could not be read"."""
    c, _ = opened(tmp_path, DAMAGED.encode(), autosave=Autosave(tmp_path / "data"))
    assert not c.replace_line(1, "rules tenhou-sanma") and c.state.started
    assert c.autosave is not None
    c.autosave.write(DAMAGED.replace("rules seed", "rules tenhou-sanma"), None)
    c.autosave.release()
    again = TrackerController(autosave=Autosave(tmp_path / "data"))
    said = again.autosave_error or ""
    assert said.startswith(
        "The autosaved game cannot be resumed, as its players line is refused: Line 2 (players "
        'Aiko Boris Chen Dasha): the rules "tenhou-sanma" are played by 3 players; this line names 4.'
    ), said
    assert "could not be read" not in said
    kept = [p for p in (tmp_path / "data").iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1 and str(kept[0]) in said
    assert kept[0].read_text(encoding="utf-8").startswith("rules tenhou-sanma\nplayers Aiko")
    again.set_lang("ru")
    assert (again.autosave_error or "").startswith("Сохранённую автоматически игру нельзя продолжить")


SANMA = "rules tenhou-sanma\nplayers Aiko Boris Chen\nron Boris from Chen 3 40\ntsumo Boris 2 30\n"


def test_a_rules_edit_the_players_line_refuses_is_refused_with_its_sentence(tmp_path: Path) -> None:
    """A three-player game's rules line edited to a four-player preset: it was taken (a warning
    that lines 2 to 4 would be rejected), the table emptied ("The players are not named yet")
    and Save wrote a record the tracker then refused to open. Now the edit is refused with the
    players line's own sentence, as an edit of the players line is, and the game is kept."""
    c, path = opened(tmp_path, SANMA.encode())
    view = c.preview_replace(1, "rules tenhou")
    assert not view.ok and view.warnings == ()
    assert view.error == (
        "Line 2 (players Aiko Boris Chen): a game needs exactly 4 players, East South West North "
        "in starting order; this line names 3. Three players need a three-player rules preset, "
        'tenhou-sanma or mahjongsoul-sanma, on a rules line before the players: e.g. "rules '
        'tenhou-sanma".'
    )
    assert not c.replace_line(1, "rules tenhou")
    assert c.text == SANMA and c.state.started and c.state.points == (34000, 42200, 28800)
    # a rules line inserted before it: the same
    inserted = c.preview_insert(1, "rules tenhou")
    assert not inserted.ok and inserted.error == view.error.replace("Line 2", "Line 3")
    assert not c.insert_line(1, "rules tenhou") and c.text == SANMA
    c.set_lang("ru")
    assert c.preview_replace(1, "rules tenhou").error.startswith("Строка 2 (players Aiko Boris Chen): ")
    # the reverse: a four-player game's rules edited to three-player ones
    four, _ = opened(tmp_path, FIXED.encode())
    refused = four.preview_replace(1, "rules tenhou-sanma")
    assert not refused.ok and refused.error == (
        'Line 2 (players Aiko Boris Chen Dasha): the rules "tenhou-sanma" are played by 3 '
        "players; this line names 4."
    )
    assert not four.replace_line(1, "rules tenhou-sanma") and four.state.started
    # a three-player preset for another: taken
    assert c.replace_line(1, "rules mahjongsoul-sanma") and c.state.started
    c.save(path, overwrite=True)
    TrackerController().open_file(path)


def test_the_game_command_counts_up_to_a_bad_line_as_the_tracker_does(tmp_path: Path) -> None:
    """``mjgui game`` stops at the first line of play it cannot read, as the tracker and the
    league do: the same round and standings, the line named with what is wrong, and the lines of
    play after it not counted (said, and in the JSON)."""
    path = tmp_path / "game.mjgame"
    path.write_text(DAMAGED, encoding="utf-8")
    out = io.StringIO()
    status = game_command([str(path)], out=out)
    text = out.getvalue()
    assert status == 1
    assert "1 line rejected:\n  Line 4 (tsumo Chen 2 31): 31 fu does not exist" in text
    assert (
        "These standings are counted up to line 4, which cannot be read: nothing after it counts "
        "until it is corrected or deleted (1 line not counted)."
    ) in text
    # line 5 (Aiko's ron from Dasha) not counted: Boris's 3 han 40 fu from Aiko only, as the tracker
    assert f"Aiko    N       24{T}800" in text and f"Dasha   W       30{T}000" in text
    assert "Round E2, 0 honba" in text and "Line 5" not in text
    c, _ = opened(tmp_path, DAMAGED.encode())
    assert c.state.points == (24800, 35200, 30000, 30000) and c.state.round_label == "E2"
    out = io.StringIO()
    assert game_command([str(path), "--json"], out=out) == 1
    data = json.loads(out.getvalue())
    assert data["unread_line"] == 4 and data["round"] == "E2"
    assert [p["points"] for p in data["players"]] == [24800, 35200, 30000, 30000]
    assert [(e["line"], e["code"]) for e in data["errors"]] == [(4, "bad_fu"), (5, "not_counted")]
    # what each player needs: for the hand the tracker is at (E2), not for one it never reaches
    assert data["conditions"] == conditions_dicts(c.state)
    out = io.StringIO()
    game_command([str(tmp_path / "game.mjgame"), "--lang", "ru"], out=out)
    assert (
        "Эти очки посчитаны до строки 4, которую не прочитать: ничего после неё не считается, пока "
        f"её не исправят или не удалят (1{chr(0xA0)}строка не учтена)."
    ) in out.getvalue()
    # a record that reads whole: no such sentence, and null in the JSON
    path.write_text(FIXED, encoding="utf-8")
    out = io.StringIO()
    assert game_command([str(path), "--json"], out=out) == 0
    assert json.loads(out.getvalue())["unread_line"] is None


# -- after a restart: the autosave of a record with a bad line --------------------------------

EDITED = "ron Boris from Aiko 4 40"  # line 3 edited: Boris's 4 han 40 fu from Aiko


@pytest.mark.parametrize(
    ("bad", "ending"),
    [
        ("tusmo Chen 2 30", "\n"),  # a typo in the command word
        ("nukidora Chen", "\n"),  # another mjgui's line
        ("tsu", ""),  # cut short, the last line without its line break
    ],
)
def test_an_edit_of_a_record_with_a_bad_line_is_offered_after_a_restart(
    tmp_path: Path, bad: str, ending: str
) -> None:
    """The tracker's own autosave of a record with a line it cannot read is its own game, not a
    newer mjgui's: offered at the next start with the edits made since the open, the bad line as
    it was (a cut one still cut), resumed in its file."""
    data = tmp_path / "data"
    original = "".join(line + "\n" for line in LINES[:3]) + bad + ending
    c, path = opened(tmp_path, original.encode(), autosave=Autosave(data))
    assert c.replace_line(3, EDITED)
    edited = original.replace(LINES[2], EDITED)
    assert c.text == edited
    assert Autosave(data).path.read_bytes() == edited.encode()  # a cut line stays cut
    c.close()
    waiting, _settled = waiting_look(data)  # the calculator's hint finds it waiting too
    assert waiting is not None and waiting.state.points == (30000 - 8000, 30000 + 8000, 30000, 30000)
    assert waiting.unread_line == 4  # the hint says its round is counted up to that line
    assert "counted up to line 4, which cannot be read" in waiting_text(waiting, "en", "Game")
    again = TrackerController(autosave=Autosave(data))
    assert again.autosave_error == ""
    assert again.resume_offer is not None
    assert "counted up to line 4, which cannot be read" in again.resume_offer.message
    assert again.resume()
    assert again.text == edited and again.unread_lines == (4,)
    assert again.path == str(path) and again.dirty
    assert again.state.points == (30000 - 8000, 30000 + 8000, 30000, 30000)
    again.save()
    assert path.read_bytes() == edited.encode()  # the bad line as it was, every other line too
    again.close()
    assert not (data / "autosave-2.mjgame").exists()  # the slot was ours, written again


def test_a_newer_mjgui_autosave_is_still_left_as_it_is(tmp_path: Path) -> None:
    """A slot this mjgui did not write with a line it cannot read is a newer mjgui's: not
    offered, left as it is; the unread file of another game (this tracker's earlier one) does
    not make it ours."""
    data = tmp_path / "data"
    c, _ = opened(
        tmp_path, (DAMAGED.replace("tsumo Chen 2 31", "tusmo Chen 2 30")).encode(), autosave=Autosave(data)
    )
    c.close()
    assert (data / "autosave.unread").exists()
    newer = "".join(line + "\n" for line in LINES[:3]) + "nukidora Chen\n"
    (data / "autosave.mjgame").write_text(newer, encoding="utf-8")  # the newer mjgui's write
    again = TrackerController(autosave=Autosave(data))
    assert again.resume_offer is None
    assert "newer mjgui" in again.autosave_error
    assert again.new_game(["A", "B", "C", "D"])
    assert (data / "autosave.mjgame").read_text(encoding="utf-8") == newer
    assert (data / "autosave-2.mjgame").exists()


def test_a_resumed_record_with_a_bad_line_goes_on_in_its_file(tmp_path: Path) -> None:
    """A game opened from a record with a bad line, resumed after a restart, is in that file
    again: saved there without asking, the file as it was."""
    data = tmp_path / "data"
    c, path = opened(tmp_path, DAMAGED.encode(), autosave=Autosave(data))
    c.close()
    again = TrackerController(autosave=Autosave(data))
    offer = again.resume_offer
    assert offer is not None and str(path) in offer.message
    assert offer.message.endswith(  # the standings said to stop at the bad line
        f"Dasha 30{T}000. These standings are counted up to line 4, which cannot be read: nothing "
        f"after it counts until it is corrected or deleted. It was last saved as {path}."
    )
    assert again.resume()
    assert again.path == str(path) and not again.dirty and again.unread_lines == (4,)
    assert again.replace_line(4, "tsumo Chen 2 30")
    assert again.save() == str(path)
    assert path.read_bytes() == FIXED.encode()


def test_a_cut_line_is_saved_back_cut_until_corrected(tmp_path: Path) -> None:
    """A last line cut short stays cut when the lines above it are edited and saved (written
    whole, it would be a line nobody can tell from a typo or a newer mjgui's); corrected, it is
    a whole line."""
    cut = "".join(line + "\n" for line in LINES[:3]) + "tsu"
    c, path = opened(tmp_path, cut.encode())
    assert c.text == cut and not c.dirty
    assert c.insert_line(3, "riichi Aiko")
    c.save()
    assert path.read_bytes() == cut.replace(LINES[2], "riichi Aiko\n" + LINES[2]).encode()
    c.undo()
    assert c.text == cut
    assert c.replace_line(4, "tsumo Chen 2 30")
    c.save()
    assert path.read_bytes() == (cut + "mo Chen 2 30\n").encode()


@pytest.mark.parametrize(
    "bad",
    [
        "rules seed foo=1",  # a typo in an option
        "rules mleague edition=9",  # a rules line only a newer mjgui reads
    ],
)
def test_an_edit_of_a_record_with_no_rules_line_on_top_and_a_bad_one_later_is_offered(
    tmp_path: Path, bad: str
) -> None:
    """A record that starts with its players line (the default rules) and has a rules line of
    play that does not read opens with that line marked; its autosave is this mjgui's own game
    at the next start, not a newer mjgui's: the unread file names that line."""
    data = tmp_path / "data"
    original = (
        "players Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n" + bad + "\nron Aiko from Dasha 1 30\n"
    )
    c, path = opened(tmp_path, original.encode(), autosave=Autosave(data))
    assert c.unread_lines == (3,)
    assert c.replace_line(2, EDITED)
    edited = original.replace("ron Boris from Aiko 3 40", EDITED)
    c.close()
    again = TrackerController(autosave=Autosave(data))
    assert again.autosave_error == ""
    assert again.resume_offer is not None
    assert "counted up to line 3, which cannot be read" in again.resume_offer.message
    assert again.resume()
    assert again.text == edited and again.unread_lines == (3,) and again.path == str(path)
    assert again.state.points == (30000 - 8000, 30000 + 8000, 30000, 30000)
    again.close()
    assert not (data / "autosave-2.mjgame").exists()  # the slot was ours, written again


def test_the_record_doc_says_how_a_line_that_cannot_be_read_is_counted() -> None:
    """docs/game-record.md said that such a line "changes nothing, and the replay goes on", and
    that opening a file refuses any line that is not a record line: neither was so any more."""
    doc = (Path(__file__).parent.parent / "docs" / "game-record.md").read_text(encoding="utf-8")
    errors = doc[doc.index("## Errors") : doc.index("## Command line")]
    flat = " ".join(errors.split())
    assert "Errors found while reading a line (unknown word, bad fu...)" not in flat
    assert "the game is counted up to it and no further" in flat and "`autosave.unread`" in flat
    assert "`mjgui game` counts the record the same way" in flat
    files = " ".join(doc[doc.index("## Files") :].split())
    assert "a strict load (for opening a file) also refuses any line" not in files
    assert "*File > Open* is strict only about the head" in files
    command = " ".join(doc[doc.index("## Command line") : doc.index("## Files")].split())
    assert "`unread_line` is the number of the first line of play that cannot be read" in command


# the last hand (S4 under EMA) ends on a ron whose discard another player may still win on; the
# line after it, an "also ron" with a typo (31 fu), is that second winner: the game's end waits
# on it, so it is to be corrected, not deleted as a line after the end
ALSO_AFTER_END = (
    "# date 2026-12-03\nrules ema\nplayers A B C D\n" + "draw\n" * 7 + "riichi C\nron B from A 3 30\n"
)


@pytest.mark.parametrize("winner", ["C", "D"])  # D: the dealer, whose win would go on
def test_a_bad_also_ron_after_the_last_ron_is_to_be_corrected_not_deleted(
    tmp_path: Path, winner: str
) -> None:
    """The note said "nothing can follow the game's end. Delete line 13", in the tracker and
    the league: deleted, a real winner's points were lost (the dealer's would even go on)."""
    from mjgui.core.league.season import SkipReason, read_game

    bad = f"also ron {winner} from A 2 31"
    c, path = opened(tmp_path, (ALSO_AFTER_END + bad + "\n").encode())
    assert c.state.ended and c.state.end_line == 12 and c.unread_lines == (13,)
    view = c.view()
    assert view.unread_note == (
        "The record has one line that cannot be read (line 13): the game is counted up to it, and "
        "nothing after it counts until it is corrected or deleted. Double-click it in the history "
        "to correct it."
    )
    assert view.actions["also_ron"].reason == (
        "The game takes no new line until line 13, which cannot be read, is corrected or deleted: "
        "double-click it in the history to correct it."
    )
    c.set_lang("ru")
    assert c.view().unread_note.endswith("Дважды щёлкните её в истории, чтобы исправить.")
    assert "Игра закончилась" not in c.view().unread_note
    # the league: open it in the tracker and correct the line, not delete it
    with pytest.raises(SkipReason) as skipped:
        read_game(path)
    said = skipped.value.message("en")
    assert skipped.value.code == "bad_line_play" and "end" not in skipped.value.params
    assert "it is read up to line 13, which you can correct by double-clicking it" in said
    assert "nothing can follow" not in said and "delete line 13" not in said
    # as it is: the correction is taken, the second winner counted
    assert c.replace_line(13, f"also ron {winner} from A 2 30")
    assert c.unread_lines == () and c.result.errors == ()
    group = c.state.last_ron
    assert group is not None and len(group.wins) == 2


@pytest.mark.parametrize(
    ("data", "line"),
    [
        ("# date 2026-12-04\nfoo\nrules wrc\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 4 30\n", 2),
        ("rules seed\nfoo bar\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n", 2),
    ],
)
def test_the_game_command_refuses_an_unread_line_before_the_players_as_the_tracker_does(
    tmp_path: Path, data: str, line: int
) -> None:
    """``mjgui game`` counted past it ("Game over after S4", the final scores) though the tracker
    does not open such a record and the league does not count it."""
    path = tmp_path / "game.mjgame"
    path.write_text(data, encoding="utf-8")
    with pytest.raises(StorageError) as info:
        TrackerController().open_file(path)
    assert info.value.code == "bad_line" and info.value.line == line
    out, err = io.StringIO(), io.StringIO()
    assert game_command([str(path)], out=out, err=err) == 2
    assert out.getvalue() == ""  # no standings
    assert err.getvalue().strip() == (
        f'Line {line} ({data.splitlines()[line - 1]}): "foo" is not a record command. A line starts with '
        "one of: rules, players, riichi, wareme, ron, tsumo, draw, abort, chombo, also ron (# starts "
        "a comment). The game is not counted: this line comes before the players line, and the game "
        f"tracker does not open a record with such a line. Correct line {line} in a text editor."
    )
    out = io.StringIO()
    assert game_command([str(path), "--json"], out=out) == 2
    said = json.loads(out.getvalue())
    assert said["ok"] is False and said["error"]["code"] == "unread_head" and said["error"]["line"] == line
    err = io.StringIO()
    assert game_command([str(path), "--lang", "ru"], out=io.StringIO(), err=err) == 2
    assert f"Исправьте строку {line} в текстовом редакторе." in err.getvalue()


def test_every_line_after_the_first_unread_one_is_in_no_hand(tmp_path: Path) -> None:
    """Only the lines not counted lost their hand: a comment or a second line that cannot be
    read after the first still showed the hand where the count stopped ("E2-0")."""
    data = DAMAGED + "nuki Aiko\n\ntsumo Chen 1 30\n"  # 7: another unread line, 8: blank, 9
    c, _ = opened(tmp_path, data.encode())
    assert c.unread_lines == (4, 7)
    rows = c.view().history
    assert [(row.number, row.kind, row.hand) for row in rows] == [
        (1, "setup", ""),
        (2, "setup", ""),
        (3, "action", "E1-0"),
        (4, "error", "E2-0"),  # the first unread line: in the hand where the count stops
        (5, "not_counted", ""),
        (6, "comment", ""),
        (7, "error", ""),
        (8, "blank", ""),
        (9, "not_counted", ""),
    ]
    # corrected: each line in its hand again, the comment too
    assert c.replace_line(4, "tsumo Chen 2 30") and c.replace_line(7, "# nuki Aiko")
    assert [row.hand for row in c.view().history][2:] == [
        "E1-0",
        "E2-0",
        "E3-0",
        "E4-0",
        "E4-0",
        "E4-0",
        "E4-0",
    ]


def test_a_cut_last_line_is_said_to_be_where_the_file_may_have_been_cut_short(tmp_path: Path) -> None:
    """A last line without its line break that does not read (``tsu``: a write stopped by a
    crash, a copy that stopped) was said as any typo: nothing said the file may be cut short."""
    head = "rules seed\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n"
    c, _ = opened(tmp_path, (head + "tsu").encode())
    assert c.unread_lines == (4,)
    cut = (
        "Line 4 is the last and has no line break at its end: the file may have been cut short "
        "there (by a crash, or a copy that stopped)."
    )
    assert c.view().unread_note == (
        "The record has one line that cannot be read (line 4): the game is counted up to it, and "
        "nothing after it counts until it is corrected or deleted. Double-click it in the history "
        "to correct it. " + cut
    )
    c.set_lang("ru")
    assert c.view().unread_note.endswith(
        "Строка 4 последняя, и в её конце нет перевода строки: возможно, файл оборвался на ней "
        "(из-за сбоя или прерванного копирования)."
    )
    # two lines that cannot be read, the last one cut: that one is named
    c, _ = opened(tmp_path, (head + "tsumo Chen 2 31\ntsu").encode())
    assert c.unread_lines == (4, 5) and c.view().unread_note.endswith(cut.replace("Line 4", "Line 5"))
    # the same line with its line break: a typo, not a file cut short
    c, _ = opened(tmp_path, (head + "tsu\n").encode())
    assert c.unread_lines == (4,) and "cut short" not in c.view().unread_note
    # a whole last line after the one that cannot be read, without its line break: not cut
    c, _ = opened(tmp_path, (head + "tsu\ntsumo Chen 1 30").encode())
    assert c.unread_lines == (4,) and "cut short" not in c.view().unread_note
    # corrected: nothing said
    c, _ = opened(tmp_path, (head + "tsu").encode())
    assert c.replace_line(4, "tsumo Chen 2 30") and c.view().unread_note == ""


# Tenhou: Dasha dealt in to a dealer's haneman and a mangan on one discard and went below zero;
# the line after it, a third winner with a typo (3O fu), can only be that third winner, and
# under Tenhou's sanchahou that makes the hand an abortive draw and the game goes on
SANCHAHOU_END = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha haneman\n"
    "also ron Boris from Dasha mangan\n"
)
SANCHAHOU_BAD = SANCHAHOU_END + "also ron Chen from Dasha 1 3O\n"


def test_the_sanchahou_check_is_the_cores_one() -> None:
    """The tracker's Also ron and the league's advice read the core's one check: under Tenhou the
    two rons that ended the game may still become an abortive draw; where the rules pay a third
    winner, another ron; under atama hane, nothing."""
    from mjgui.core.game.game import another_ron_allowed, last_discard_open, sanchahou_possible

    state = replay(SANCHAHOU_END).final
    assert state.ended and state.end_line == 4
    assert sanchahou_possible(state) and not another_ron_allowed(state) and last_discard_open(state)
    paid = replay(SANCHAHOU_END.replace("rules tenhou", "rules tenhou triple_ron_abort=off")).final
    assert not sanchahou_possible(paid) and another_ron_allowed(paid) and last_discard_open(paid)
    bump = replay(SANCHAHOU_END.replace("rules tenhou", "rules tenhou atama_hane=on")).final
    assert not sanchahou_possible(bump) and not last_discard_open(bump)


def test_a_bad_line_after_a_tenhou_double_ron_end_gets_the_same_true_advice(tmp_path: Path) -> None:
    """The league said "nothing can follow the game's end" (false: a third winner makes the
    hand drawn, and the game goes on), the tracker "double-click it to correct it", which an edit
    into a third ron then refused. Now neither says the game is over past it; both say to correct
    it by double-clicking it (the edit into the third winner offers the abortive draw: below),
    the tracker also how to delete it; deleted, then Also ron… and the abortive draw instead of
    the rons, leaves the abortive draw too, the game going on."""
    from mjgui.core.league.season import SkipReason, read_game

    c, path = opened(tmp_path, SANCHAHOU_BAD.encode())
    assert c.state.ended and c.state.end_line == 4 and c.unread_lines == (5,)
    view = c.view()
    assert view.unread_note == (
        "Line 5 cannot be read, and the game ended on line 4. Only a third winner on that discard "
        "can follow it, which makes the hand an abortive draw under these rules (sanchahou). "
        "Double-click line 5 in the history to correct it: written as that third winner, the dialog "
        "offers “Abortive draw instead of the rons”. If it was no such winner, delete it (select "
        "it, then press Delete)."
    )
    assert view.actions["also_ron"].reason == (
        "The game ended on line 4, and line 5 after it cannot be read: double-click it in the "
        "history to correct it. If it was a third winner on that discard (an abortive draw under "
        "these rules: sanchahou), write that winner and choose “Abortive draw instead of the "
        "rons”; if not, delete it (select it, then press Delete)."
    )
    c.set_lang("ru")
    ru = c.view()
    assert ru.unread_note.startswith("Строку 5 не прочитать, а игра окончилась на строке 4.")
    assert ru.unread_note.endswith("Если это был не он, удалите её (выделите её и нажмите Delete).")
    assert "Дважды щёлкните строку 5 в истории, чтобы исправить её" in ru.unread_note
    assert ru.actions["also_ron"].reason.startswith(
        "Игра окончилась на строке 4, а строку 5 после неё не прочитать: дважды щёлкните её в истории"
    )
    # the league: no "nothing can follow the game's end" (the tracker's note then says how)
    with pytest.raises(SkipReason) as skipped:
        read_game(path)
    said = skipped.value.message("en")
    assert skipped.value.code == "bad_line_play" and "end" not in skipped.value.params
    assert "it is read up to line 5" in said and "nothing can follow" not in said
    # as the tracker says: the line deleted, then the third winner: the abortive draw offered
    assert c.delete_line(5)
    assert c.state.ended and c.view().actions["also_ron"].enabled
    preview = c.preview_append("also ron Chen from Dasha 1 30", dialog=True)
    assert not preview.ok and preview.abort_instead == 3
    assert c.abort_instead()
    assert c.record.text == "rules tenhou\nplayers Aiko Boris Chen Dasha\nabort\n"
    assert not c.state.ended and c.state.points == (25000, 25000, 25000, 25000)


def test_a_bad_line_after_a_tenhou_double_ron_end_corrected_into_the_third_winner(tmp_path: Path) -> None:
    """As the league and the note say, the line that cannot be read corrected (an edit) into the
    third winner: the edit was refused as a third ron, with the record's words ("write abort"),
    and no way to take it. Now its preview offers the abortive draw in place of the rons (in the
    words of the dialog's button), and :meth:`abort_instead` of that line writes it in one step:
    the rons and the line one ``abort``, the lines after it kept and counted."""
    c, path = opened(tmp_path, SANCHAHOU_BAD.encode())
    third = "also ron Chen from Dasha 1 30"
    preview = c.preview_replace(5, third)
    assert not preview.ok and preview.abort_instead == 3
    assert preview.error == (
        "Three rons on one discard (Chen is the third) abort the hand under these rules (sanchahou): "
        "click “Abortive draw instead of the rons” to write an abortive draw in place of the rons "
        "from line 3 (nobody is paid, the hand is drawn), or, if your table pays all three, add "
        '"triple_ron_abort=off" to the rules line.'
    )
    assert c.preview_replace(5, third, dialog=True).abort_instead == 3
    assert not c.abort_instead(4) and not c.abort_instead(3) and not c.abort_instead(6)  # no rons before
    assert c.text == SANCHAHOU_BAD
    assert c.abort_instead(5)
    assert c.record.text == "rules tenhou\nplayers Aiko Boris Chen Dasha\nabort\n"
    assert c.unread_lines == () and not c.state.ended and c.state.points == (25000,) * 4
    c.undo()
    assert c.text == SANCHAHOU_BAD and c.unread_lines == (5,)
    c.redo()
    c.save()
    assert path.read_text(encoding="utf-8") == "rules tenhou\nplayers Aiko Boris Chen Dasha\nabort\n"
    # a line after the rons corrected so, the game's later lines kept, counted again
    later = TrackerController(
        "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha 1 30\n"
        "also ron Boris from Dasha 1 30\nriichi Chen\nron Chen from Aiko 2 30\n"
    )
    assert later.preview_replace(5, "also ron Chen from Dasha 1 30").abort_instead == 3
    assert later.abort_instead(5)
    assert later.record.text.endswith("players Aiko Boris Chen Dasha\nabort\nron Chen from Aiko 2 30\n")
    assert not later.result.errors and later.state.honba == 0  # Aiko's dealership passed by Chen's ron
    # a past line made into a second winner is no sanchahou: nothing offered
    two = TrackerController(
        "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Aiko from Dasha 1 30\nriichi Chen\n"
    )
    assert two.preview_replace(4, "also ron Boris from Dasha 1 30").abort_instead == 0
    assert not two.abort_instead(4)
    # where the rules pay a third winner: a ron, nothing offered
    paid = TrackerController(SANCHAHOU_BAD.replace("rules tenhou", "rules tenhou triple_ron_abort=off"))
    view = paid.preview_replace(5, "also ron Chen from Dasha 1 30")
    assert view.ok and view.abort_instead == 0 and not paid.abort_instead(5)


def test_the_third_winner_asked_of_a_line_no_longer_there_is_no_preview(tmp_path: Path) -> None:
    """A dialog still open on past line 5 after the record lost it (the abortive draw taken, a
    language change asking the dialog again) asked of a third winner on line 5: raised
    ``IndexError``; now no preview, as :meth:`preview_replace` refuses such a line."""
    c, _ = opened(tmp_path, SANCHAHOU_BAD.encode())
    chen, dasha = 2, 3
    assert c.preview_third_winner(chen, dasha, edit=5) is not None  # the third winner: offered
    assert c.abort_instead(5)
    assert len(c.record.lines) == 3
    assert c.preview_third_winner(chen, dasha, edit=5) is None
    assert c.preview_third_winner(chen, dasha, edit=0) is None
