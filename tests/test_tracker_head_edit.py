"""An edit that turns the game's players (rules) line into a line of another kind deletes it
as surely as Delete does: the Edit line dialog took a note in place of the players line, and the
game no longer started (its lines of play counted nothing, and it was only kept as a headless
game). Such an edit is refused while play follows, as Delete is, with what to do instead."""

from __future__ import annotations

import pytest

from mjgui.controller.game.tracker import TrackerController

NAMES = ["Aiko", "Boris", "Chen", "Dasha"]
PLAYERS_STAYS = (
    "Line 3 names the players, and the lines after it need them, so it stays a players line. To "
    'change a name, change it on that line and keep "players" at its start; to add a note, insert '
    "a line of its own (Insert)."
)
RULES_STAYS = (
    "Line 2 sets the rules the lines after it are counted by, so it stays a rules line. To change "
    'the rules, change them on that line and keep "rules" at its start; to add a note, insert a '
    "line of its own (Insert)."
)


def _played() -> TrackerController:
    c = TrackerController()
    assert c.new_game(NAMES, "seed", "east_only=on")
    assert c.commit("ron Chen from Aiko 3 30") and c.commit("riichi Boris")
    assert (c.state.rules_line, c.state.players_line) == (2, 3)
    return c


@pytest.mark.parametrize(
    ("number", "text", "said"),
    [
        (3, "# players Aiko Boris Chen Dasha", PLAYERS_STAYS),
        (3, "riichi Aiko", PLAYERS_STAYS),
        (2, "# rules seed east_only=on", RULES_STAYS),
        (2, "players Aiko Boris Chen Dasha", RULES_STAYS),
    ],
)
def test_the_players_or_rules_line_edited_into_another_kind_is_refused(
    number: int, text: str, said: str
) -> None:
    c = _played()
    before, points = c.text, c.state.points
    view = c.preview_replace(number, text)
    assert not view.ok and view.error == said
    assert [row.after for row in view.rows] == list(points)  # nothing changes
    assert not c.replace_line(number, text)
    assert c.text == before and c.state.started and c.state.points == points


def test_the_refusal_in_russian() -> None:
    c = _played()
    c.set_lang("ru")
    assert c.preview_replace(3, "# заметка").error == (
        "В строке 3 названы игроки, и строкам после неё они нужны, поэтому она остаётся строкой "
        "игроков. Чтобы изменить имя, измените его в этой строке, оставив в её начале «players»; "
        "чтобы добавить заметку, вставьте для неё отдельную строку (Insert)."
    )
    assert c.preview_replace(2, "# заметка").error.startswith(
        "Строка 2 задаёт правила, по которым считаются строки после неё, поэтому она остаётся строкой правил."
    )


def test_what_the_edit_may_still_do() -> None:
    c = _played()
    # the names changed on the players line, a note after it: taken
    assert c.replace_line(3, "players Aiko Boris Chen Erik # Dasha left")
    assert c.state.started and c.state.names == ("Aiko", "Boris", "Chen", "Erik")
    # a note inserted before the players line is no edit of it: taken, the game as it was
    points = c.state.points
    assert c.insert_line(3, "# a note of its own")
    assert c.state.started and c.state.players_line == 4 and c.state.points == points
    # a line that cannot be read keeps its own error (what is wrong with what was typed)
    assert c.preview_replace(4, "playrs Aiko Boris Chen Erik").error.startswith(
        'Line 4 (playrs Aiko Boris Chen Erik): "playrs" is not a record command.'
    )


def test_with_no_play_after_it_the_players_line_may_become_a_note() -> None:
    """Nothing counts on a fresh game's players line (Delete takes it too)."""
    c = TrackerController()
    assert c.new_game(NAMES)
    assert c.replace_line(3, "# players Aiko Boris Chen Dasha")
    assert not c.state.started
