"""The tracker under the M-League and Mahjong Soul presets, driven by clicks as a scorer at the
table does. The audit found M-League's final table rounded to the thousand and its tied players
placed by seat, and a Mahjong Soul game over after South 4 with nobody at 30 000, where its
ranked rooms go into West (the sources are cited beside the presets in
``mjgui/core/scoring/rules.py``). A review then found that a record written before goes on into
West without a word: the notice bar says why, and what a table that ended at South 4 writes."""

from __future__ import annotations

from pathlib import Path

from test_tracker_support import TrackerPlayer, write

from tests.util import RT, T

PLAYERS = "players Aiko Boris Chen Dasha\n"


def test_the_m_league_final_table_is_unrounded_and_the_tied_share_their_place(
    tracker_on_record: object,
) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", "rules mleague east_only=on\n" + PLAYERS)  # type: ignore[operator]
    tracker.action("ron", "winner-1", "discarder-2", "han-3", "fu-40")
    tracker.ok()
    for _ in range(3):
        tracker.action("draw")
        tracker.ok()
    assert tracker.window.final.isVisible()
    # Boris +0.2 with the 20 000 oka, and first's uma, +30; Aiko and Dasha tied on 25 000 share
    # second and third (+10 and -10); Chen -10.2 - 30
    assert tracker.window.final.row_texts() == [
        ["1st", "Boris", f"30{T}200", "+20.2", "+30", "+50.2"],
        ["2nd–3rd", "Aiko", f"25{T}000", "−5", "0", "−5"],
        ["2nd–3rd", "Dasha", f"25{T}000", "−5", "0", "−5"],
        ["4th", "Chen", f"19{T}800", "−10.2", "−30", "−40.2"],
    ]


def test_a_mahjong_soul_game_goes_into_west_below_30000(tracker_on_record: object) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", "rules mahjongsoul\n" + PLAYERS + "draw\n" * 7)  # type: ignore[operator]
    assert tracker.label("center-round") == "南 South 4"
    dialog = tracker.action("draw")
    summary = tracker.label("dialog-preview-summary", dialog).replace(RT, " ")
    assert summary == "Next: West 1, 8 honba, 0 riichi sticks"
    tracker.ok()
    assert tracker.label("center-round") == "西 West 1"
    assert not tracker.window.final.isVisible()
    # Boris reaches 30 000 (8000 and 2400 for the honba): the game ends there
    dialog = tracker.action("ron", "winner-1", "discarder-2", "limit-mangan")
    assert tracker.label("dialog-preview-summary", dialog).startswith("The game ends")
    tracker.ok()
    assert tracker.window.final.isVisible()
    assert tracker.window.final.row_texts()[0] == ["1st", "Boris", f"35{T}400", "+10.4", "+15", "+25.4"]


WEST = (
    "Nobody had 30\u202f000 points after South 4, so under these rules the game goes on into the West "
    "round: it ends when the deal moves on with someone at 30\u202f000 or more, after West 4 at the "
    'latest; a table that ended the game at South 4 writes "overtime=off" on its rules line.'
)


def test_a_game_going_into_west_says_why_in_the_notice_bar(tracker_on_record: object) -> None:
    # a record written while the mahjongsoul preset ended the game at South 4 goes on into West:
    # the scorer is told why, and what a table that ended there writes, as the round passes
    tracker: TrackerPlayer = tracker_on_record("en", "rules mahjongsoul\n" + PLAYERS + "draw\n" * 7)  # type: ignore[operator]
    notice = tracker.window.notice
    assert not notice.isVisible()
    tracker.action("draw")
    tracker.ok()
    assert tracker.label("center-round") == "西 West 1"
    assert notice.isVisible() and notice.kind == "extra-round" and notice.plain == WEST
    tracker.window.languages.set_language("ru")
    try:
        assert notice.plain.startswith("Ни у кого не было 30\u202f000\u00a0очков после раздачи Юг 4")
        assert "«overtime=off» в строке rules" in notice.plain
    finally:
        tracker.window.languages.set_language("en")
    assert notice.plain == WEST
    # back to South 4: gone; into West again: said again
    tracker.window.undo()
    assert not notice.isVisible()
    tracker.window.redo()
    assert notice.isVisible() and notice.plain == WEST
    # put away, it stays away while the game plays West
    tracker.click("tracker-notice-close")
    tracker.action("draw")
    tracker.ok()
    assert tracker.label("center-round") == "西 West 2" and not notice.isVisible()


def test_a_record_opened_in_west_says_it_under_any_preset_with_the_extra_round(
    tracker_on_record: object,
) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", "rules tenhou\n" + PLAYERS + "draw\n" * 8)  # type: ignore[operator]
    assert tracker.window.notice.isVisible() and tracker.window.notice.plain == WEST
    # the game over in West: nothing more to say of it
    dialog = tracker.action("ron", "winner-1", "discarder-2", "limit-mangan")
    assert tracker.label("dialog-preview-summary", dialog).startswith("The game ends")
    tracker.ok()
    assert tracker.window.final.isVisible() and not tracker.window.notice.isVisible()


# A review found M-League's chombo silent in the tracker: the final table's row did not add up
# (25 000 | -5 | 0 | -25, nothing saying -20) and during the game the history said only
# "Chombo: Chen" and the centre nothing, though the chombo pays nothing at the table.
CHOMBO_GAME = "rules mleague east_only=on\n" + PLAYERS + "riichi Boris\n"


def test_an_m_league_chombo_is_said_in_the_history_and_the_centre(tracker_on_record: object) -> None:
    from mjgui.gui.tracker.history import COL_WORDS

    tracker: TrackerPlayer = tracker_on_record("en", CHOMBO_GAME)  # type: ignore[operator]
    tracker.action("chombo", "player-2")
    tracker.ok()
    history = tracker.window.history
    words = history.item(history.rowCount() - 1, COL_WORDS).text()  # type: ignore[union-attr]
    said = (
        f"Chombo: Chen; 20{T}000 points off the final score, nothing paid at the table; the hand is "
        "played again"
    )
    assert words == said
    assert (
        tracker.label("center-pending").replace("\n", " ")
        == f"Chombo penalties off the final score, in points: Chen −20{T}000"
    )
    assert tracker.find("center-pending").isVisible()
    # nothing paid at the table: Boris's riichi stick back, the same hand again
    assert tracker.points() == [f"25{T}000"] * 4
    assert tracker.label("center-round") == "東 East 1"


def test_the_m_league_final_table_has_a_chombo_column_that_adds_up(
    tracker_on_record: object, tmp_path: Path
) -> None:
    record = CHOMBO_GAME + "chombo Chen\nron Boris from Dasha 3 30\ndraw\ndraw\ndraw\n"
    tracker: TrackerPlayer = tracker_on_record("en", record)  # type: ignore[operator]
    final = tracker.window.final
    assert final.isVisible()
    assert final.table.horizontalHeaderItem(5).text() == "Chombo"
    assert final.row_texts() == [
        ["1st", "Boris", f"28{T}900", "+18.9", "+30", "0", "+48.9"],
        ["2nd–3rd", "Aiko", f"25{T}000", "−5", "0", "0", "−5"],
        ["2nd–3rd", "Chen", f"25{T}000", "−5", "0", "−20", "−25"],
        ["4th", "Dasha", f"21{T}100", "−8.9", "−30", "0", "−38.9"],
    ]
    note = final.note_text
    assert "Chombo penalties, taken off the final score after the uma: Chen −20." in note
    assert note.endswith(
        'A table that pays a chombo as a mangan at the table writes "chombo_score_penalty=0" on its '
        "rules line."
    )
    # the big view's table too; a game without a chombo keeps the six columns
    assert tracker.window.big_final.row_texts()[2] == [
        "2nd–3rd",
        "Chen",
        f"25{T}000",
        "−5",
        "0",
        "−20",
        "−25",
    ]
    assert tracker.window.open_file(
        write(tmp_path / "no-chombo.mjgame", CHOMBO_GAME + "ron Boris from Dasha 3 30\ndraw\ndraw\ndraw\n")
    )
    assert final.table.columnCount() == 6
    assert final.row_texts()[2] == ["2nd–3rd", "Chen", f"25{T}000", "−5", "0", "−5"]
    assert "Chombo" not in final.note_text
