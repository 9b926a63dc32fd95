"""The tracker dialogs' player buttons (the winner, who dealt in, riichi, tenpai...) say the seat's
wind in words, in the current language, as the seat cards do: "East, Aiko" / «Восток, Aiko».
Before, a screen reader read the button's text, "Aiko  東", the kanji unread or read as Chinese;
and the names follow a live language switch and the seats' winds as they move."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QPushButton

GAME = """rules seed
players Aiko Boris Chen Dasha
riichi Boris
"""
AFTER_DEAL = GAME + "ron Chen from Aiko 3 40\n"  # Aiko's deal passes: Boris is East


def _names(dialog: object, prefix: str) -> list[str]:
    return [dialog.findChild(QPushButton, f"{prefix}-{seat}").accessibleName() for seat in range(4)]  # type: ignore[attr-defined]


def test_the_winner_and_dealt_in_buttons_say_the_wind(
    tracker_on_record: Callable[..., object], qtbot: object
) -> None:
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    dialog = window.open_action("ron")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]
    want = ["East, Aiko", "South, Boris", "West, Chen", "North, Dasha"]
    assert _names(dialog, "winner") == want
    assert _names(dialog, "discarder") == want
    assert dialog.findChild(QPushButton, "winner-0").text() == "Aiko  東"  # the button shows the kanji
    window.languages.set_language("ru")
    QApplication.processEvents()
    assert _names(dialog, "winner") == ["Восток, Aiko", "Юг, Boris", "Запад, Chen", "Север, Dasha"]
    window.languages.set_language("en")
    QApplication.processEvents()
    assert _names(dialog, "discarder") == want
    dialog.reject()


def test_the_winds_move_with_the_deal(tracker_on_record: Callable[..., object], qtbot: object) -> None:
    window = tracker_on_record("ru", AFTER_DEAL).window  # type: ignore[attr-defined]
    dialog = window.open_action("tsumo")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]
    assert _names(dialog, "winner") == ["Север, Aiko", "Восток, Boris", "Юг, Chen", "Запад, Dasha"]
    dialog.reject()


def test_a_players_button_is_described_by_its_row_not_its_name_again(
    tracker_on_record: Callable[..., object], qtbot: object
) -> None:
    """A player's button said the name twice ("North, Aiko ... Aiko": its tooltip read as its
    description), and the tenpai and nagashi rows' buttons sounded the same: each is now
    described by its row's title, in the current language."""
    window = tracker_on_record("en", GAME).window  # type: ignore[attr-defined]
    dialog = window.open_action("draw")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]
    tenpai = dialog.findChild(QPushButton, "tenpai-0")
    nagashi = dialog.findChild(QPushButton, "nagashi-0")
    assert tenpai.toolTip() == "Aiko"
    assert (tenpai.accessibleDescription(), nagashi.accessibleDescription()) == ("Tenpai", "Nagashi mangan")
    window.languages.set_language("ru")
    QApplication.processEvents()
    assert (tenpai.accessibleDescription(), nagashi.accessibleDescription()) == ("Тенпай", "Нагаси-манган")
    window.languages.set_language("en")
    QApplication.processEvents()
    dialog.reject()
    dialog = window.open_action("ron")
    qtbot.waitUntil(dialog.isVisible)  # type: ignore[attr-defined]
    assert dialog.findChild(QPushButton, "discarder-1").accessibleDescription() == "Dealt in"
    dialog.reject()
