"""The riichi sticks left on the table that the game's end gives to first place
(``sticks_to_first``) are said: on the line that ends the game and in the final note. They were
netted silently into first's change: in a three-player Mahjong Soul game ending on ``draw tenpai
Aiko`` with Aiko's stick on the table, first-place Boris paid 1000 noten and got the 1000 stick,
his cell was blank, the line said only "Draw, tenpai: Aiko", and the note said nothing."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.game.views import TrackerView
from mjgui.core.game.game import replay
from mjgui.gamecli import standings_text

NBSP = "\u00a0"

SANMA = """rules mahjongsoul-sanma
players Aiko Boris Chen
ron Boris from Aiko haneman
draw
draw
draw
draw
riichi Aiko
draw tenpai Aiko
"""


def _view(text: str, tmp_path: Path, lang: str = "en") -> TrackerView:
    path = tmp_path / "game.mjgame"
    path.write_text(text, encoding="utf-8")
    controller = TrackerController(lang=lang)
    controller.open_file(path)
    return controller.view()


def test_the_line_that_ends_the_game_says_the_stick_first_place_got(tmp_path: Path) -> None:
    view = _view(SANMA, tmp_path)
    last = view.history[-1]
    assert last.delta_texts == ("+2000", "", "−1000")  # Boris: −1000 noten, +1000 the stick
    assert last.summary == (
        "Draw, tenpai: Aiko; 1 riichi stick left on the table goes to first place: Boris, +1000"
    )
    assert view.final_note == (
        "Start 35\u202f000, return 35\u202f000, uma +15/0/−15. "
        "1 riichi stick left on the table went to first place: Boris, +1000."
    )
    assert (view.final[0].name, view.final[0].points_text) == ("Boris", "47\u202f000")


def test_the_sticks_given_are_said_in_russian(tmp_path: Path) -> None:
    view = _view(SANMA, tmp_path, "ru")
    assert view.history[-1].summary == (
        f"Ничья, тенпай: Aiko; 1{NBSP}палочка риичи со стола достаётся первому месту: Boris, +1000"
    )
    assert view.final_note.endswith(f" 1{NBSP}палочка риичи на столе досталась первому месту: Boris, +1000.")


def test_two_sticks_at_four_players_are_said_with_their_plural(tmp_path: Path) -> None:
    # South 4, seed rules: Aiko and Chen declare riichi, nobody wins, the dealer Dasha is noten:
    # the game ends, both sticks go to first place, Boris (his ron of 12 000 in East 1), who
    # pays 1500 noten: his change on the line is +500
    text = "players Aiko Boris Chen Dasha\nron Boris from Aiko 6\n" + "draw\n" * 6
    text += "riichi Aiko\nriichi Chen\ndraw tenpai Aiko,Chen\n"
    view = _view(text, tmp_path)
    assert view.ended
    assert view.history[-1].summary == (
        "Draw, tenpai: Aiko, Chen; 2 riichi sticks left on the table go to first place: Boris, +2000"
    )
    assert view.history[-1].delta_texts == ("+1500", "+500", "+1500", "−1500")
    # the seed rounds: its sentence comes last (6fd2fabf, 27270145)
    assert view.final_note.endswith(
        " 2 riichi sticks left on the table went to first place: Boris, +2000."
        " All but first rounded to the nearest 1000 (−2500\u00a0→\u00a0−2000); first takes the rest."
    )
    ru = _view(text, tmp_path, "ru")
    assert ru.history[-1].summary.endswith(
        f"; 2{NBSP}палочки риичи со стола достаются первому месту: Boris, +2000"
    )
    assert ru.final_note.endswith(
        f" 2{NBSP}палочки риичи на столе достались первому месту: Boris, +2000."
        " Кроме первого, очки округлены с шагом 1000 (−2500\u00a0→\u00a0−2000); первому — остаток."
    )


def test_mjgui_game_says_the_sticks_given(tmp_path: Path) -> None:
    lines = standings_text(replay(SANMA)).splitlines()
    assert lines[1] == "1 riichi stick left on the table went to first place: Boris, +1000."


def test_nothing_is_said_where_no_stick_goes_to_first(tmp_path: Path) -> None:
    # no stick on the table at the end
    view = _view(SANMA.replace("riichi Aiko\n", ""), tmp_path)
    assert view.ended and "first place:" not in view.history[-1].summary
    assert "riichi stick" not in view.final_note
    # the rules give the sticks to nobody: said as before, as left on the table
    view = _view(SANMA.replace("mahjongsoul-sanma", "mahjongsoul-sanma sticks_to_first=off"), tmp_path)
    assert "first place:" not in view.history[-1].summary
    assert view.final_note.endswith(" 1 riichi stick left on the table belongs to nobody.")


def _before_last(text: str) -> str:
    return "".join(text.splitlines(keepends=True)[:-1])


def test_the_preview_of_the_line_that_ends_the_game_says_the_stick_first_place_gets() -> None:
    """The preview (the panel under the input box, the draw dialog) showed Boris's 0 on the
    line that ends the game with no word of the stick: only the history said it, after."""
    said = {
        "en": "Draw, tenpai: Aiko; 1 riichi stick left on the table goes to first place: Boris, +1000",
        "ru": f"Ничья, тенпай: Aiko; 1{NBSP}палочка риичи со стола достаётся первому месту: Boris, +1000",
    }
    for lang, note in said.items():
        controller = TrackerController(_before_last(SANMA), lang=lang)
        for dialog in (False, True):
            preview = controller.preview_append("draw tenpai Aiko", dialog=dialog)
            assert preview.ok and [row.delta_text for row in preview.rows] == ["+2000", "0", "−1000"]
            assert preview.note == note
        ends = {
            "en": "The game ends: the last hand was played",
            "ru": "Игра заканчивается: сыграна последняя раздача",
        }
        assert preview.summary == ends[lang]
        # the same line edited in place, on the whole record: the same note
        assert TrackerController(SANMA, lang=lang).preview_replace(9, "draw tenpai Aiko").note == note
    # the same line where it does not end the game: nothing to say
    early = TrackerController(SANMA.replace("draw\n", "", 1)).preview_replace(8, "draw tenpai Aiko")
    assert early.ok and early.note == ""


def test_the_preview_says_two_sticks_with_their_plural() -> None:
    text = "players Aiko Boris Chen Dasha\nron Boris from Aiko 6\n" + "draw\n" * 6
    text += "riichi Aiko\nriichi Chen\n"
    en = TrackerController(text).preview_append("draw tenpai Aiko,Chen", dialog=True)
    assert [row.delta_text for row in en.rows] == ["+1500", "+500", "+1500", "−1500"]
    assert en.note == (
        "Draw, tenpai: Aiko, Chen; 2 riichi sticks left on the table go to first place: Boris, +2000"
    )
    ru = TrackerController(text, lang="ru").preview_append("draw tenpai Aiko,Chen")
    assert ru.note.endswith(f"; 2{NBSP}палочки риичи со стола достаются первому месту: Boris, +2000")


def test_the_preview_says_nothing_where_no_stick_goes_to_first() -> None:
    none_left = TrackerController(_before_last(SANMA.replace("riichi Aiko\n", "")))
    assert none_left.preview_append("draw tenpai Aiko").note == ""
    nobody = TrackerController(
        _before_last(SANMA.replace("mahjongsoul-sanma", "mahjongsoul-sanma sticks_to_first=off"))
    )
    assert nobody.preview_append("draw tenpai Aiko").note == ""
