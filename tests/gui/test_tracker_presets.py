"""The tracker under the M-League and Mahjong Soul presets, driven by clicks as a scorer at the
table does. The audit found M-League's final table rounded to the thousand and its tied players
placed by seat, and a Mahjong Soul game over after South 4 with nobody at 30 000, where its
ranked rooms go into West (the sources are cited beside the presets in
``mjgui/core/scoring/rules.py``)."""

from __future__ import annotations

from test_tracker_support import TrackerPlayer

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
