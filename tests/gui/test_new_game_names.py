"""The New game dialog checks each name on its own, as one name of the record, and says what
is wrong with which field. It checked the names by reading the players line they make: under
a three-player preset ``Ann Lee``, ``Boris``, ``Chen`` made four words and the game "started"
on a players line the record refused; ``Chen #3`` lost its ``#3`` (a comment), ``"Ann"`` its
quotes, ``O'Brien`` was told of a hand's quotes, a leading ``#`` of four players, East South
West North, at a three-player table. Names that look alike (a Cyrillic А in ``Аnna``) are
said, the game may start all the same; a name too long is said, not cut (Qt cut a pasted name
at 24 UTF-16 units without a word: a name of tiles at 12). Every step is clicked or typed (a
long name pasted); each test reads the dialog's text and the record's lines."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker

from mjgui.core.scoring.rules import PRESETS
from mjgui.gui.appsetup import setup_application

PASTE = Qt.KeyboardModifier.ControlModifier
# a popup on the offscreen platform: it cannot raise the window or grab the keyboard, and says so
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing"
)


@pytest.fixture
def open_dialog(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A tracker on an empty table in a language, its New game dialog opened by its button."""
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    shown: list[TrackerPlayer] = []

    def make(lang: str = "en", preset: str = "seed") -> TrackerPlayer:
        player = show_tracker(qtbot, tmp_path / "data", tmp_path / "s.ini", lang)
        shown.append(player)
        player.click("empty-new-game")
        choose_preset(player, preset)
        return player

    yield make
    for player in shown:
        player.window.languages.set_language("en")


def choose_preset(player: TrackerPlayer, preset: str) -> None:
    """Pick a preset in the dialog with the keyboard: Tab from the names to the Rules box, then
    Home and Down to the preset."""
    dialog = player.dialog
    combo = player.find("new-preset", QComboBox, dialog)
    assert isinstance(combo, QComboBox)
    for _ in range(4):
        if dialog.focusWidget() is combo:
            break
        player.qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # type: ignore[attr-defined]
    assert dialog.focusWidget() is combo
    player.qtbot.keyClick(combo, Qt.Key.Key_Home)  # type: ignore[attr-defined]
    for _ in range(combo.count()):
        if combo.currentData() == preset:
            break
        player.qtbot.keyClick(combo, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert combo.currentData() == preset


def type_names(player: TrackerPlayer, *names: str) -> None:
    """Each name typed into its field, over what it held; one with letters a key press of the
    test cannot send (Cyrillic, full width) pasted."""
    for seat, name in enumerate(names):
        if name.isascii():
            player.type_into(f"new-name-{seat}", name, player.dialog)
        else:
            assert paste(player, seat, name).text() == name


def paste(player: TrackerPlayer, seat: int, text: str) -> QLineEdit:
    """``text`` on the clipboard, Ctrl+V over the whole of a name field."""
    edit = player.find(f"new-name-{seat}", QLineEdit, player.dialog)
    assert isinstance(edit, QLineEdit)
    QApplication.clipboard().setText(text)
    edit.setFocus()
    edit.selectAll()
    player.qtbot.keyClick(edit, Qt.Key.Key_V, PASTE)  # type: ignore[attr-defined]
    return edit


def said(player: TrackerPlayer, name: str = "new-error") -> str:
    """The text under the fields, "" when it is hidden (its no-break spaces, where a line must
    not break, as spaces)."""
    label = player.find(name, QLabel, player.dialog)
    assert isinstance(label, QLabel)
    return label.text().replace("\u00a0", " ").replace("\u2011", "-") if label.isVisible() else ""


def refused(player: TrackerPlayer) -> str:
    """The error under the fields, the game not started: Start is disabled, and Enter in the
    last name field leaves the dialog open and the record empty."""
    dialog = player.dialog
    ok = player.find("dialog-ok", QPushButton, dialog)
    assert not ok.isEnabled()
    edit = player.find("new-name-0", QLineEdit, dialog)
    player.qtbot.keyClick(edit, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert dialog.isVisible()
    assert not any(line.startswith("players") for line in player.history())
    return said(player)


def players_line(player: TrackerPlayer) -> str:
    return next(line for line in player.history() if line.startswith("players"))


SPACE = (
    "The name of the {seat} seat has a space in it; a player's name is one word: leave the space "
    "out or put _ in its place."
)
SPACE_RU = (
    "Имя в поле «{seat}» содержит пробел; имя игрока — одно слово: уберите пробел или поставьте "
    "на его место _."
)


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma", "seed"])
def test_a_name_with_a_space_is_refused_under_its_field(open_dialog: object, preset: str) -> None:
    player: TrackerPlayer = open_dialog("en", preset)  # type: ignore[operator]
    names = ["Ann Lee", "Boris", "Chen", "Dasha"][: PRESETS[preset].players]
    type_names(player, *names)
    assert refused(player) == SPACE.format(seat="East")
    type_names(player, "Ann_Lee")
    player.ok()
    assert players_line(player) == "players " + " ".join(["Ann_Lee", *names[1:]])
    state = player.window.controller.state
    assert state.names == ("Ann_Lee", *names[1:]) and player.window.controller.result.errors == ()
    assert state.points == (PRESETS[preset].start_points,) * len(names)


def test_a_space_is_said_in_russian_naming_the_seat(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("ru", "tenhou-sanma")  # type: ignore[operator]
    type_names(player, "Ann", "Boris", "Chen Wu")
    assert refused(player) == SPACE_RU.format(seat="Запад")
    assert "4\u00a0игрока" not in said(player) and "Север" not in said(player)


HASH = (
    "The name of the {seat} seat has a # in it, which starts a comment in the record (the name would "
    "end before it); a player's name has no #."
)


@pytest.mark.parametrize(
    ("preset", "names", "seat"),
    [
        ("tenhou-sanma", ("Ann", "Boris", "Chen #3"), "West"),
        ("seed", ("Ann", "Boris", "Chen", "Dasha #4"), "North"),
        ("seed", ("Ann", "Boris", "Chen", "Dasha#4"), "North"),
        ("mahjongsoul-sanma", ("#1", "Boris", "Chen"), "East"),  # was: "exactly 4 players ... names 0"
    ],
)
def test_a_hash_in_a_name_is_refused_not_cut(
    open_dialog: object, preset: str, names: tuple[str, ...], seat: str
) -> None:
    player: TrackerPlayer = open_dialog("en", preset)  # type: ignore[operator]
    type_names(player, *names)
    assert refused(player) == HASH.format(seat=seat)


def test_a_hash_is_said_in_russian(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("ru", "tenhou-sanma")  # type: ignore[operator]
    type_names(player, "#1", "Boris", "Chen")
    assert refused(player) == (
        "Имя в поле «Восток» содержит #, а с него в записи начинается комментарий (имя оборвалось "
        "бы перед ним); в имени игрока # не бывает."
    )


@pytest.mark.parametrize(("name", "char"), [('"Ann"', '"'), ("O'Brien", "'"), ("D'Artagnan", "'")])
def test_a_quote_in_a_name_is_refused_with_a_sentence_about_the_name(
    open_dialog: object, name: str, char: str
) -> None:
    player: TrackerPlayer = open_dialog("en", "seed")  # type: ignore[operator]
    type_names(player, "Boris", name, "Chen", "Dasha")
    text = refused(player)
    assert text == (
        f"The name of the South seat has a quote in it ({char}); a player's name has no quotes: "
        "write it without them."
    )
    assert "hand" not in text
    type_names(player, "Boris", name.replace(char, ""))
    player.ok()
    assert players_line(player) == f"players Boris {name.replace(char, '')} Chen Dasha"


def test_a_quote_is_said_in_russian(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("ru", "seed")  # type: ignore[operator]
    type_names(player, "O'Brien", "Boris", "Chen", "Dasha")
    text = refused(player)
    assert text == (
        "Имя в поле «Восток» содержит кавычку ('); в имени игрока кавычек не бывает: напишите его без них."
    )
    assert "рук" not in text


def test_the_other_characters_a_name_cannot_hold_are_said(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("en", "seed")  # type: ignore[operator]
    type_names(player, "Aiko", "Boris", "Chen,Wu", "Dasha")
    assert refused(player) == (
        'The name of the West seat has "," in it; a player\'s name is one word without spaces, '
        "commas, quotes, #, = or \\."
    )
    type_names(player, "Aiko", "Boris", "Chen", "Ron")
    assert refused(player) == (
        'The name of the North seat, "Ron", is a word of the record; use another spelling, e.g. Ron_1.'
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_names_that_look_alike_are_said_and_the_game_may_start(open_dialog: object, lang: str) -> None:
    player: TrackerPlayer = open_dialog(lang, "seed")  # type: ignore[operator]
    type_names(player, "Anna", "Chen", "Dasha", "Boris")
    assert said(player, "new-note") == ""
    type_names(player, "Anna", "Аnna")  # a Cyrillic А
    note = {
        "en": 'Аnna and Anna look alike but are two different names: letter 1 of Аnna, "А", is '
        "Cyrillic, where Anna has a Latin letter. The game can start, but its table will show the "
        "two alike.",
        "ru": "Аnna и Anna похожи, но это два разных имени: 1-я буква имени Аnna, «А», — "
        "кириллическая, а в имени Anna на этом месте латинская. Игру можно начать, но в таблице "
        "их не различить.",
    }
    assert said(player, "new-note") == note[lang]
    assert said(player) == ""
    player.ok()
    assert players_line(player) == "players Anna Аnna Dasha Boris"
    assert player.window.controller.result.errors == ()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_yo_and_wide_letters_are_said_too(open_dialog: object, lang: str) -> None:
    """Names told apart by ё or by a letter's width show apart in the table (the diaeresis, the
    width): the note says they may be one player, not that the table shows them alike."""
    player: TrackerPlayer = open_dialog(lang, "tenhou-sanma")  # type: ignore[operator]
    type_names(player, "Ёлка", "Boris", "Елка")
    note = {
        "en": 'Ёлка and Елка look alike but are two different names: letter 1 of Ёлка is "Ё", of '
        'Елка "Е". They may be one player written two ways; the game can start with them as two '
        "players.",
        "ru": "Ёлка и Елка похожи, но это два разных имени: 1-я буква в имени Ёлка — «Ё», а в имени "
        "Елка — «Е». Возможно, это один игрок, записанный по-разному; игру можно начать с ними как "
        "с двумя игроками.",
    }
    assert said(player, "new-note") == note[lang]
    type_names(player, "Boris", "Ｂｏｒｉｓ")  # full width
    wide = said(player, "new-note")
    assert wide.startswith({"en": "Boris and Ｂｏｒｉｓ look alike", "ru": "Boris и Ｂｏｒｉｓ похожи"}[lang])
    assert "table" not in wide and "таблиц" not in wide
    assert wide.endswith(note[lang][-40:])
    type_names(player, "Anna", "Boris", "Chen")
    assert said(player, "new-note") == ""


INVISIBLE = {
    "en": "The name of the East seat shows nothing: it holds only characters that cannot be seen. "
    "Type the player's name.",
    "ru": "Имя в поле «Восток» ничего не показывает: в нём только невидимые символы. Введите имя игрока.",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", ["\u200f", "\u200b", "\u200e\u2060", "\u3164"])
def test_a_name_of_only_invisible_characters_is_not_a_name(open_dialog: object, lang: str, name: str) -> None:
    """A direction mark alone was said as a name with "" in it; a zero-width space alone started
    a game with a seat showing no name. Either is a field that shows nothing, said so."""
    player: TrackerPlayer = open_dialog(lang, "seed")  # type: ignore[operator]
    type_names(player, "Aiko", "Boris", "Chen", "Dasha")
    assert paste(player, 0, name).text() == name
    text = refused(player)
    assert text == INVISIBLE[lang]
    assert '""' not in text and "«»" not in text
    assert said(player, "new-note") == ""


def test_a_long_name_is_said_not_cut(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("en", "seed")  # type: ignore[operator]
    type_names(player, "Aiko", "Boris", "Chen", "Dasha")
    edit = paste(player, 2, "x" * 30)
    assert edit.text() == "x" * 30  # not cut
    assert refused(player) == "The name of the West seat has 30 characters; a player's name has at most 24."
    # counted as the record counts it: a character each (Qt counted a tile as two, and cut at 12)
    edit = paste(player, 2, "🀄" * 25)
    assert edit.text() == "🀄" * 25
    assert refused(player) == "The name of the West seat has 25 characters; a player's name has at most 24."
    edit = paste(player, 2, "🀄" * 24)
    assert edit.text() == "🀄" * 24 and said(player) == ""
    player.ok()
    assert players_line(player) == "players Aiko Boris " + "🀄" * 24 + " Dasha"
    assert player.window.controller.state.names[2] == "🀄" * 24


def test_a_long_name_is_said_in_russian(open_dialog: object) -> None:
    player: TrackerPlayer = open_dialog("ru", "seed")  # type: ignore[operator]
    paste(player, 3, "Д" * 25)
    assert refused(player) == "Имя в поле «Север» длиной 25 символов; в имени игрока их не больше 24."
