"""The tracker's dialogs as a player reads them: what their words say of their numbers, what
their buttons do, how they keep their size when their content changes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer

RECORD = (
    "rules seed\n"
    "players Aiko Boris Chen Dasha\n"
    "ron Chen from Aiko mangan\n"
    "tsumo Boris 2 30\n"
    "draw tenpai Aiko\n"
)


def shown(labels: list) -> list[str]:
    return [label.text() for label in labels if label.isVisibleTo(label.window())]


def points(text: str) -> int:
    """A number as the preview writes it (a narrow no-break space between thousands, a minus
    sign) read back."""
    return int(text.replace("\u202f", "").replace("−", "-").replace("+", ""))


def test_a_past_win_edited_in_its_dialog_titles_its_rows_as_the_numbers_are(tracker_on_record) -> None:
    """Line 3 (Chen's mangan from Aiko) made a haneman: the rows hold this line's change (12 000)
    and the standings at the end of the record, now and after the edit; they were titled as a
    new line's ("Change / Points now / Afterwards"), whose afterwards is points now plus the
    change: here −4000 for Aiko beside a "change" of −12 000."""
    tracker: TrackerPlayer = tracker_on_record("en", RECORD)
    dialog = tracker.window.edit_line(3)
    dialog.value.limit_buttons["haneman"].click()
    QApplication.processEvents()
    preview = dialog.preview
    assert shown(preview.row_titles) == ["This line", "Standings now", "Afterwards"]
    assert shown(preview.deltas) == ["−12\u202f000", "0", "+12\u202f000", "0"]
    # the standings now are the record's end (the tracker's seats), not the points before line 3
    assert [points(t) for t in shown(preview.befores)] == [points(p) for p in tracker.points()]
    assert [points(t) for t in shown(preview.afters)] == [
        before + change
        for before, change in zip(
            [points(p) for p in tracker.points()], [-12000 + 8000, 0, 12000 - 8000, 0], strict=True
        )
    ]
    # and in Russian, as the line's text dialog says them
    tracker.window.languages.set_language("ru")
    QApplication.processEvents()
    assert shown(preview.row_titles) == ["Эта строка", "Счёт сейчас", "После"]


def test_a_new_line_keeps_its_change_and_points_now(tracker_on_record) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", RECORD)
    dialog = tracker.action("riichi", "player-1")
    assert shown(dialog.preview.row_titles) == ["Change", "Points now", "Afterwards"]
