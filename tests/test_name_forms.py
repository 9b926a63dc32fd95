"""Two names that differ only in their Unicode form are one name, everywhere.

``Ё`` may be typed as one letter (U+0401) or as ``Е`` and a combining diaeresis (U+0415 U+0308),
``Zoë`` with ``ë`` as one letter or as ``e`` and U+0308; they look the same and the club's season
(``league.names.key``) counts them as one player. The record tells names apart by the same rule
(``record.name_key``: case, Unicode form and characters that show nothing aside), so a game never
seats them as two players: the record file's ``players`` line and the tracker's new game refuse
them, naming both seats, as they refuse a name written twice; and a line that names a player in
the other form finds that player.
"""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController, check_new_game
from mjgui.core.game.game import replay
from mjgui.core.game.record import GameError, name_key, parse_record
from mjgui.core.game.storage import StorageError, load_record
from mjgui.core.league import names
from mjgui.core.logs import read_log_file
from mjgui.core.logs.record import record_names, save_game_record

YO = "\u0401"  # Ё, one letter
YO_PARTS = "\u0415\u0308"  # Е and a combining diaeresis
ZOE = "Zo\u00eb"  # ë, one letter
ZOE_PARTS = "Zoe\u0308"
LOGS = Path(__file__).parent / "data" / "logs"


def test_the_two_spellings_are_other_strings_and_one_name() -> None:
    assert YO != YO_PARTS and unicodedata.normalize("NFC", YO_PARTS) == YO
    assert ZOE != ZOE_PARTS and unicodedata.normalize("NFC", ZOE_PARTS) == ZOE
    assert name_key(YO) == name_key(YO_PARTS) == name_key("ё")
    assert name_key(ZOE) == name_key(ZOE_PARTS) == name_key("ZOË")
    assert name_key("Вoris") != name_key("Boris")  # a Cyrillic В: another letter, another name
    assert names.key is name_key  # the league tells names apart by the record's one rule


def test_a_record_file_seating_one_name_in_two_forms_is_refused_naming_both_seats(tmp_path: Path) -> None:
    path = tmp_path / "game.mjgame"
    path.write_text(f"rules seed\nplayers {YO}лка Boris {YO_PARTS}лка Dasha\n", encoding="utf-8")
    with pytest.raises(StorageError) as info:
        load_record(path)
    assert info.value.code == "bad_line" and info.value.params["line"] == 2
    reason = info.value.params["reason"]
    assert isinstance(reason, GameError)
    assert (reason.code, reason.params["seat"], reason.params["other_seat"]) == ("name_twice", 0, 2)
    assert reason.body("en") == (
        f'"{YO_PARTS}лка" is named twice (the East and West seats); '
        "the four players need four different names."
    )
    assert reason.body("ru") == (
        f"«{YO_PARTS}лка» названо дважды (места Восток и Запад); у четырёх игроков должны быть разные имена."
    )
    assert "(the East and West seats)" in info.value.message("en")
    # read leniently, the line stays refused and the game has no players
    record = load_record(path, strict=False)
    assert record.lines[1].error is not None and record.lines[1].error.code == "name_twice"
    assert replay(record).final.names == ()


def test_three_players_one_name_in_two_forms() -> None:
    (_, line) = parse_record(f"rules tenhou-sanma\nplayers {ZOE} Boris {ZOE_PARTS}\n").lines
    assert line.error is not None and line.error.code == "name_twice_3"
    assert line.error.body("en") == (
        f'"{ZOE_PARTS}" is named twice (the East and West seats); '
        "the three players need three different names."
    )


def test_a_name_written_twice_names_both_seats_too() -> None:
    (line,) = parse_record("players Aiko Boris Chen aiko\n").lines
    assert line.error is not None
    assert line.error.body("en") == (
        '"aiko" is named twice (the East and North seats); the four players need four different names.'
    )


@pytest.mark.parametrize(
    ("names_", "preset", "english"),
    [
        (
            [ZOE, "Boris", ZOE_PARTS, "Dasha"],
            "seed",
            f'"{ZOE_PARTS}" is named twice (the East and West seats); '
            "the four players need four different names.",
        ),
        (
            ["Aiko", f"{YO}лка", f"{YO_PARTS}лка"],
            "tenhou-sanma",
            f'"{YO_PARTS}лка" is named twice (the South and West seats); '
            "the three players need three different names.",
        ),
    ],
    ids=["four-players", "three-players"],
)
def test_the_trackers_new_game_refuses_one_name_in_two_forms(
    names_: list[str], preset: str, english: str
) -> None:
    assert check_new_game(names_, preset, "", "en") == english
    seats = "(места Восток и Запад)" if preset == "seed" else "(места Юг и Запад)"
    assert f"названо дважды {seats}; у " in check_new_game(names_, preset, "", "ru")
    tracker = TrackerController()
    before = tracker.text
    assert not tracker.new_game(names_, preset)
    assert tracker.text == before and tracker.state.names == ()


def test_a_line_naming_a_player_in_the_other_form_finds_that_player() -> None:
    text = f"players {YO}лка Boris Chen Dasha\nriichi {YO_PARTS}лка\ndraw tenpai Boris,{YO_PARTS}лка\n"
    result = replay(parse_record(text))
    assert result.errors == ()
    # the seed rules' 30 000 each: Ёлка's riichi stick (seat 0), then 3000 noten payments shared by
    # the two tenpai players, Boris and Ёлка
    assert result.final.points == (30000 - 1000 + 1500, 30000 + 1500, 30000 - 1500, 30000 - 1500)
    # a list naming one player in both forms names them twice
    (_, _, line) = parse_record(
        f"players {YO}лка Boris Chen Dasha\nriichi Boris\ndraw tenpai {YO}лка,{YO_PARTS}лка\n"
    ).lines
    assert line.error is not None and line.error.code == "list_twice"


def test_a_log_whose_players_are_one_name_in_two_forms_is_saved_with_two_record_names(tmp_path: Path) -> None:
    log = read_log_file(LOGS / "dnovikoff-pao.mjlog")
    twins = replace(log, players=(ZOE, log.players[1], ZOE_PARTS, log.players[3]))
    assert record_names(twins)[0] == ZOE and record_names(twins)[2] == "Player3"
    target = tmp_path / "game.mjgame"
    saved = save_game_record(twins, target)  # the record opens again: its names are four names
    assert saved.path == str(target)
    assert load_record(target).lines[2].action is not None
