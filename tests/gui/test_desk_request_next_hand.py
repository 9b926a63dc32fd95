"""Next hand on the desk while the tracker's request waits, after a game log's hand was shown
meanwhile: the request's situation comes back whole (its discarder, and for a second winner on
one discard the honba the game pays it), not a fresh desk with the counters alone. Every step
is clicked or typed; the test reads the desk's headline, the spin box and the record's lines."""

from __future__ import annotations

from pathlib import Path

from desk_support import own_data_dir
from test_desk_game_seams import open_log_win, open_record, undo
from test_tracker_support import banner, ctrl_enter, next_hand, spin

from tests.util import T

TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu, 2000 on a non-dealer's ron
FIVE = (
    "rules seed atama_hane=off multiple_ron_honba=first\nplayers Aiko Boris Chen Dasha\n"
    + "draw tenpai Aiko\n" * 5
    + "ron Aiko from Chen 2 30\n"  # the dealer, first after Chen: 2900 + 1500 honba
)
HEAD = "Scoring for the game: Boris also wins by ron from Chen · East 東 1 — Ctrl+Enter records it"
#: the same over the desk with no tiles yet (Ctrl+Enter records nothing there)
EMPTY = HEAD + " once the desk shows the win"


_data_dir = own_data_dir()


def ask_also_ron(player: object, tmp_path: Path) -> object:
    tracker = open_record(player, tmp_path, FIVE)
    tracker.action("ron", "winner-1", "discarder-2")
    tracker.click("also-ron", tracker.dialog)
    tracker.click("dialog-calculator", tracker.dialog)
    player.type(TWO_HAN)  # type: ignore[attr-defined]
    assert player.headline == "2000"  # type: ignore[attr-defined]
    return tracker


def second_hand_is_the_requests(player: object, tracker: object) -> None:
    """After Next hand: Boris on Chen's discard at 5 honba, paid none of them, as the game pays."""
    assert banner(player) == EMPTY
    situation = player.window.controller.state.situation  # type: ignore[attr-defined]
    assert (situation.seat, situation.discarder, situation.paid_honba) == (1, 2, 0)
    assert spin(player, "honba") == 5
    player.type(TWO_HAN)  # type: ignore[attr-defined]
    assert player.headline == "2000"  # type: ignore[attr-defined]  (was "2000 + 1500 honba")
    ctrl_enter(player)
    assert tracker.window.dialog is None  # type: ignore[attr-defined]
    assert tracker.history()[-1] == 'also ron Boris from Chen hand "234m567p3455678s5s"'  # type: ignore[attr-defined]
    # Boris 2000 from Chen, no honba: the dealer's 1500 went to Aiko
    assert tracker.points() == [f"49{T}400", f"27{T}000", f"18{T}600", f"25{T}000"]  # type: ignore[attr-defined]


def test_next_hand_from_a_log_hand_goes_back_to_the_second_winners_request(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_also_ron(player, tmp_path)
    open_log_win(player)
    assert player.window.controller.showing == "borrowed"  # type: ignore[attr-defined]
    next_hand(player)
    second_hand_is_the_requests(player, tracker)


def test_next_hand_after_ctrl_z_brought_the_request_back_from_a_log_hand(
    player: object, tmp_path: Path
) -> None:
    tracker = ask_also_ron(player, tmp_path)
    open_log_win(player)
    undo(player)  # Boris's hand again, the log's set aside
    assert player.headline == "2000" and banner(player) == HEAD  # type: ignore[attr-defined]
    next_hand(player)
    second_hand_is_the_requests(player, tracker)
