"""The sentences of a record refused whole for a line up to its players line, in every state
that sends them (words52, finding 3).

The league's ``bad_line_head`` said "the game tracker does not open a record whose rules or
players line it cannot read", and was also said of a stray line before the rules line (``foo``,
neither of them) and of a players line that reads but that the rules refuse (three names under
four-player rules): now it names the players line or a line before it, unread or refused. The
tracker's *Open* refusal (``storage:bad_line``) said "mjgui game FILE lists every line it
refuses", but ``mjgui game`` refuses such a record whole too (an unread rules line, a line before
the players line), naming that line only: the clause is gone."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.storage import StorageError
from mjgui.core.league.season import SkipReason, read_game
from mjgui.gamecli import game_command

PLAYERS = "players Aiko Boris Chen Dasha\n"
#: (name, record, the line refused, what the line's reason starts with)
HEAD_LINES = [
    ("stray_line_first", "foo\nrules seed\n" + PLAYERS + "ron Chen from Aiko 3 40\n", 1, "Line 1 (foo)"),
    ("rules_unread", "rules foo\n" + PLAYERS + "ron Chen from Aiko 3 40\n", 1, "Line 1 (rules foo)"),
    ("players_unread", "rules seed\nplayers\nron Chen from Aiko 3 40\n", 2, "Line 2 (players)"),
    (
        "players_refused",
        "rules seed\nplayers Aiko Boris Chen\nron Chen from Aiko 3 40\n",
        2,
        "Line 2 (players Aiko Boris Chen)",
    ),
]
LEAGUE_EN = (
    "The game is not counted. Correct line {line} in a text editor: the game tracker does not "
    "open a record whose players line, or a line before it, it cannot read or refuses."
)
LEAGUE_RU = (
    "Игра не учитывается. Исправьте строку {line} в текстовом редакторе: трекер не открывает "
    "запись, строку игроков которой или строку перед ней он не может прочитать или не принимает."
)
OPEN_EN = "Correct line {line} in a text editor and open the file again. The file was not changed."
OPEN_RU = "Исправьте строку {line} в текстовом редакторе и откройте файл снова. Файл не изменён."


@pytest.mark.parametrize(("name", "text", "line", "reason"), HEAD_LINES, ids=[h[0] for h in HEAD_LINES])
def test_the_league_says_a_head_line_as_it_is_whatever_it_is(
    tmp_path: Path, name: str, text: str, line: int, reason: str
) -> None:
    path = tmp_path / f"{name}.mjgame"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SkipReason) as skipped:
        read_game(path)
    assert skipped.value.code == "bad_line_head"
    en, ru = skipped.value.message("en"), skipped.value.message("ru")
    assert en.startswith(f"{path}: {reason}") and en.endswith(LEAGUE_EN.format(line=line))
    assert ru.endswith(LEAGUE_RU.format(line=line))
    assert "rules or players line" not in en and "строку правил или игроков" not in ru


@pytest.mark.parametrize(("name", "text", "line", "reason"), HEAD_LINES, ids=[h[0] for h in HEAD_LINES])
def test_the_trackers_open_refusal_names_no_listing_game_does_not_give(
    tmp_path: Path, name: str, text: str, line: int, reason: str
) -> None:
    path = tmp_path / f"{name}.mjgame"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(StorageError) as info:
        TrackerController().open_file(path)
    assert (info.value.code, info.value.line) == ("bad_line", line)
    en, ru = info.value.message("en"), info.value.message("ru")
    assert en.startswith(f"{path}: {reason}") and en.endswith(OPEN_EN.format(line=line))
    assert ru.endswith(OPEN_RU.format(line=line))
    assert "lists every line" not in en and "покажет все строки" not in ru
    assert path.read_text(encoding="utf-8") == text


def test_game_names_only_the_head_line_of_such_a_record_not_every_line_it_refuses(tmp_path: Path) -> None:
    """Why the clause went: with a stray first line, ``mjgui game`` names line 1 only, not the
    refused ``riichi Nobody`` nor the ``31 fu`` after it (the record of the finding, g4)."""
    path = tmp_path / "g4.mjgame"
    path.write_text(
        "foo\nrules seed\n" + PLAYERS + "ron Chen from Aiko 3 40\nriichi Nobody\ntsumo Aiko 2 31\n",
        encoding="utf-8",
    )
    out = io.StringIO()
    status = game_command([str(path)], out, err=out)
    said = out.getvalue()
    assert status == 2 and "Line 1 (foo)" in said
    assert "Line 5" not in said and "Line 6" not in said
