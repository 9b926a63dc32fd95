"""The preview of the line that ends the game (the panel under the input box, the draw dialog)
says what that line's change holds besides the hand: the riichi sticks left on the table going
to first place. First-place Boris's 0 was shown with no word of the stick he got."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from test_tracker_support import TrackerPlayer

from mjgui.gui.util import nobreak

NBSP = "\u00a0"

# Mahjong Soul sanma: S3, Aiko declares riichi; the next line ends the game
BEFORE_THE_END = "rules mahjongsoul-sanma\nplayers Aiko Boris Chen\nron Boris from Aiko haneman\n"
BEFORE_THE_END += "draw\n" * 4 + "riichi Aiko\n"

SAID = {
    "en": "Draw, tenpai: Aiko; 1 riichi stick left on the table goes to first place: Boris, +1000",
    "ru": f"Ничья, тенпай: Aiko; 1{NBSP}палочка риичи со стола достаётся первому месту: Boris, +1000",
}


def test_the_ending_line_s_preview_says_the_stick_first_place_gets(tracker_on_record: object) -> None:
    for lang, said in SAID.items():
        player: TrackerPlayer = tracker_on_record(lang, BEFORE_THE_END)  # type: ignore[operator]
        # typed under the input box
        raw = player.window.raw_line
        player.qtbot.keyClicks(raw, "draw tenpai Aiko")  # type: ignore[attr-defined]
        assert [player.label(f"raw-preview-delta-{s}") for s in range(3)] == ["+2000", "0", "−1000"]
        note = player.find("raw-preview-note", QLabel)
        assert note.isVisible() and player.label("raw-preview-note") == nobreak(said)
        raw.clear()
        # the draw dialog: Aiko, in riichi, is marked tenpai already
        dialog = player.action("draw")
        assert [player.label(f"dialog-preview-delta-{s}", dialog) for s in range(3)] == [
            "+2000",
            "0",
            "−1000",
        ]
        note = player.find("dialog-preview-note", QLabel, dialog)
        assert note.isVisible() and player.label("dialog-preview-note", dialog) == nobreak(said)
        player.ok()
        assert player.history()[-1] == "draw tenpai Aiko"
