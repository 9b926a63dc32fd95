"""What a screen reader says for the controls that show only a number or nothing of their own:
each is named in words, in both languages, and named again on a live language switch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

GAME = """rules seed
players Aiko Boris Chen Dasha
ron Chen from Aiko 3 40
"""


def test_the_value_buttons_say_their_unit(tracker_on_record: Callable[..., object], qtbot: object) -> None:
    """The Ron dialog's han and fu buttons were read "1".."4" and "20".."110", the yakuman's
    count "× 1"."""
    shown = tracker_on_record("en", GAME)
    window = shown.window  # type: ignore[attr-defined]
    dialog = window.open_action("ron")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]

    def names() -> dict[str, str]:
        return {
            name: dialog.findChild(QWidget, name).accessibleName()
            for name in ("han-1", "han-3", "fu-30", "fu-110", "yakuman-count")
        }

    assert names() == {
        "han-1": "1\u00a0han",
        "han-3": "3\u00a0han",
        "fu-30": "30\u00a0fu",
        "fu-110": "110\u00a0fu",
        "yakuman-count": "Number of yakuman",
    }
    window.languages.set_language("ru")
    qtbot.waitUntil(lambda: names()["han-1"] != "1\u00a0han")  # type: ignore[attr-defined]
    assert names() == {
        "han-1": "1\u00a0хан",
        "han-3": "3\u00a0хан",  # хан and фу do not decline (docs/glossary.md)
        "fu-30": "30\u00a0фу",
        "fu-110": "110\u00a0фу",
        "yakuman-count": "Число якуманов",
    }
    assert dialog.findChild(QWidget, "han-3").text() == "3"  # the button still shows the number
