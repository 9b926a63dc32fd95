"""A desk scoring a win for the game whose hand the game would not take (a furiten ron, a fifth
copy counted with the discards, a hand without enough han): the game banner said "Ctrl+Enter
records it" all the same, and Ctrl+Enter then did nothing, silently. The banner says the hand
is no win the game can record, and Ctrl+Enter says why nothing was recorded."""

from __future__ import annotations

from desk_support import own_data_dir, status
from test_tracker_support import TrackerPlayer, banner, ctrl_enter
from test_tracker_support import tracker_from_calculator as open_tracker

HEAD = "Scoring for the game: Chen wins by ron from Boris · East 東 1 — "
#: a hand still being entered, or no hand yet: Ctrl+Enter records nothing
UNFINISHED = "Ctrl+Enter records it once the desk shows the win"
NOT_A_WIN = "the desk's hand is not a win the game can record (see the results)"


_data_dir = own_data_dir()


def chen_ron_from_boris(player: object) -> TrackerPlayer:
    tracker = open_tracker(player)
    tracker.new_game()
    tracker.action("ron", "winner-2", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    assert banner(player) == HEAD + UNFINISHED  # nothing on the desk yet
    return tracker


def discard(player: object, *codes: str) -> None:
    player.click("discards-mode")  # type: ignore[attr-defined]
    player.click_tiles(*codes)  # type: ignore[attr-defined]


def test_a_furiten_ron_is_not_promised_and_ctrl_enter_says_why(player: object) -> None:
    tracker = chen_ron_from_boris(player)
    lines = tracker.history()
    player.type("234m567p3467888s")  # type: ignore[attr-defined]
    discard(player, "2s")  # one of the hand's waits
    player.type("5s")  # type: ignore[attr-defined]
    assert player.headline == "Furiten: no ron"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + NOT_A_WIN
    ctrl_enter(player)
    assert status(player) == (
        "Nothing was recorded: the desk's hand is not a win the game can record (Furiten: no ron)"
    )
    assert tracker.history() == lines and tracker.window.dialog is None
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert banner(player).endswith(
        " — рука в калькуляторе не выигрыш, который игра может записать (см. результаты)"
    )
    assert "Ctrl+Enter" not in banner(player)
    ctrl_enter(player)
    assert status(player) == (
        "Ничего не записано: рука в калькуляторе не выигрыш, который игра может записать "
        "(Фуритен: рон нельзя)"
    )
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    # the discard taken away: the ron wins, and the banner's promise is kept
    player.window.controller.remove_discard(0)  # type: ignore[attr-defined]
    assert player.headline == "2000"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + "Ctrl+Enter records it"
    ctrl_enter(player)
    assert tracker.history()[-1] == 'ron Chen from Boris hand "234m567p3467888s5s"'


def test_not_enough_han_and_an_empty_desk_say_why_nothing_was_recorded(player: object) -> None:
    tracker = chen_ron_from_boris(player)
    lines = tracker.history()
    ctrl_enter(player)
    assert status(player) == "Nothing was recorded: there is no hand on the desk"
    player.type("123m567p345s888s11z")  # type: ignore[attr-defined]
    assert player.headline == "No yaku"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + NOT_A_WIN
    ctrl_enter(player)
    assert status(player).startswith(
        "Nothing was recorded: the desk's hand is not a win the game can record ("
    )
    assert tracker.history() == lines


def test_a_hand_still_being_entered_is_not_refused(player: object) -> None:
    """The banner said "the desk's hand is not a win the game can record" from the first tile
    typed, and for Han and fu with nothing picked, and Ctrl+Enter said so too: those hands are
    not refused, only unfinished. Refused is said only of a hand the game would not take."""
    tracker = chen_ron_from_boris(player)
    lines = tracker.history()
    player.type("234m")  # type: ignore[attr-defined]
    assert player.headline == "3\u00a0of 14\u00a0tiles"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNFINISHED
    player.type("567p3467888s")  # type: ignore[attr-defined]
    assert player.headline.startswith("Tenpai")  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNFINISHED
    ctrl_enter(player)
    assert status(player) == "Nothing was recorded: the desk's hand is not complete (" + player.headline + ")"  # type: ignore[attr-defined]
    player.window.languages.set_language("ru")  # type: ignore[attr-defined]
    assert banner(player).endswith(" — Ctrl+Enter записывает, когда калькулятор покажет выигрыш")
    ctrl_enter(player)
    assert status(player).startswith("Ничего не записано: рука в калькуляторе не закончена (")
    player.window.languages.set_language("en")  # type: ignore[attr-defined]
    player.type("5s")  # type: ignore[attr-defined]
    assert banner(player) == HEAD + "Ctrl+Enter records it"
    player.click("quick-toggle")  # type: ignore[attr-defined]
    assert player.headline == "Pick han and fu"  # type: ignore[attr-defined]
    assert banner(player) == HEAD + UNFINISHED
    ctrl_enter(player)
    assert status(player) == "Nothing was recorded: the desk's hand is not complete (Pick han and fu)"
    assert tracker.history() == lines and tracker.window.dialog is None
