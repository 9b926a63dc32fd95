"""Han and fu picked in the calculator for a game's win: the desk pays what the game records.

A dealer at paarenchan wins a yakuman and a 1 han win under ryanhan shibari does not win, in the
calculator's Han and fu as in the game (RULES.md §2-§3). The desk once showed 2900 for the
dealer's 2 han 30 fu at 8 renchan and Ctrl+Enter recorded a line the game paid as a yakuman
(+50 400), and showed 1000 + 1500 honba for a 1 han win the game refuses at 5 honba. Every step
is clicked or typed through the real windows."""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import open_record, own_data_dir
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QSpinBox, QWidget
from test_tracker_support import ctrl_enter

from tests.util import T

#: Aiko deals East 1 and wins it eight times by tsumo: 8 renchan, 8 honba (paarenchan next)
EIGHT = "rules seed\nplayers Aiko Boris Chen Dasha\n" + "tsumo Aiko 2 30\n" * 8
#: five noten draws: South 2 (Boris deals) at 5 honba, ryanhan shibari in force
FIVE = "rules seed\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 5


_data_dir = own_data_dir()


def _desk_amounts(player: object) -> dict[str, int]:
    view = player.window.controller.view()  # type: ignore[attr-defined]
    return {p.wind: p.delta for p in view.payments}


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_paarenchan_picked_as_han_and_fu_is_paid_on_the_desk_as_the_game_records_it(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, EIGHT, "g.mjgame")
    QApplication.processEvents()
    before = tracker.points()
    tracker.action("ron", "winner-0", "discarder-1")
    tracker.click("dialog-calculator", tracker.dialog)
    for name in ("quick-toggle", "han-2", "fu-30"):
        player.click(name)  # type: ignore[attr-defined]
    # the dealer's win at 8 renchan: a yakuman whatever the han, and the desk says why
    assert player.headline == f"Yakuman — 48{T}000 + 2400\u00a0honba"  # type: ignore[attr-defined]
    detail = player.window.controller.view().headline.detail  # type: ignore[attr-defined]
    assert detail.startswith("2 han 30 fu → yakuman (paarenchan: the dealer has 8 renchan)")
    desk = _desk_amounts(player)
    assert (desk["East"], desk["South"]) == (50_400, -50_400)
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[-1] == "ron Aiko from Boris 2 30"
    after = tracker.points()

    def points(text: str) -> int:
        return int(text.replace(T, "").replace("\u2212", "-"))

    moved = [points(a) - points(b) for a, b in zip(after, before, strict=True)]
    # what the desk showed is what the game paid: Aiko +50 400 from Boris alone
    assert moved == [desk["East"], desk["South"], desk["West"], desk["North"]] == [50_400, -50_400, 0, 0]


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_one_han_under_ryanhan_shibari_is_refused_on_the_desk_and_not_recorded(
    player: object, tmp_path: Path
) -> None:
    tracker = open_record(player, tmp_path, FIVE, "g.mjgame")
    QApplication.processEvents()
    lines = tracker.history()
    tracker.action("ron", "winner-2", "discarder-0")
    tracker.click("dialog-calculator", tracker.dialog)
    for name in ("quick-toggle", "han-1", "fu-30"):
        player.click(name)  # type: ignore[attr-defined]
    view = player.window.controller.view()  # type: ignore[attr-defined]
    assert player.headline == "Not enough han"  # type: ignore[attr-defined]
    assert [m.text for m in view.messages] == [
        "With 5 honba a win needs at least 2 han from yaku (dora don't count); this hand has 1 han."
    ]
    assert set(_desk_amounts(player).values()) == {0}
    # nothing the desk shows as a win: Ctrl+Enter records nothing, the button is not offered
    action = player.window.findChild(QAbstractButton, "apply-to-game")  # type: ignore[attr-defined]
    assert action is None or not action.isVisible()
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history() == lines
    # 2 han wins, and Ctrl+Enter records what the desk shows
    player.click("han-2")  # type: ignore[attr-defined]
    assert player.headline == "2000 + 1500\u00a0honba"  # type: ignore[attr-defined]
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[-1] == "ron Chen from Aiko 2 30"


def _three_points(tracker: object) -> list[str]:
    return [tracker.label(f"seat-{seat}-points") for seat in range(3)]  # type: ignore[attr-defined]


#: a three-player game, Boris (South) to win East 1 at 1 honba
SANMA = "rules tenhou-sanma\nplayers Aiko Boris Chen\ndraw tenpai Aiko\n"


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_han_and_fu_hides_the_nuki_left_from_the_tiles_and_records_the_han_picked(
    player: object, tmp_path: Path
) -> None:
    """In Han and fu the han picked is the hand's whole han, nuki dora included (RULES.md §9):
    the Nuki count was shown and editable there and did nothing, a count left from the tiles
    made the Rinshan box available, and the line recorded said nothing of it."""
    tracker = open_record(player, tmp_path, SANMA, "g.mjgame")
    QApplication.processEvents()
    before = _three_points(tracker)
    tracker.action("tsumo", "winner-1")
    tracker.click("dialog-calculator", tracker.dialog)
    window = player.window  # type: ignore[attr-defined]
    nuki = window.findChild(QSpinBox, "nuki-count")
    assert nuki is not None and nuki.isVisible()  # the tiles of a three-player hand: Norths aside
    nuki.setValue(2)
    assert window.controller.state.nuki == 2
    for name in ("quick-toggle", "han-3", "fu-30"):
        player.click(name)  # type: ignore[attr-defined]
    assert not window.findChild(QWidget, "nuki").isVisible()
    assert not window.findChild(QAction, "nuki-action").isEnabled()  # K sets no North aside
    rinshan = window.findChild(QAbstractButton, "rinshan")
    assert rinshan.isVisible() and not rinshan.isEnabled()  # no kan, no North: no replacement draw
    # the 3 han picked, paid as 3 han: 1000 / 2000 + 1 honba, no nuki added
    assert player.headline == "1000 / 2000 + 200\u00a0honba"  # type: ignore[attr-defined]
    desk = _desk_amounts(player)
    assert (desk["East"], desk["South"], desk["West"]) == (-2100, 3200, -1100)
    ctrl_enter(player)
    QApplication.processEvents()
    assert tracker.history()[-1] == "tsumo Boris 3 30"

    def points(text: str) -> int:
        return int(text.replace(T, "").replace("\u2212", "-"))

    moved = [points(a) - points(b) for a, b in zip(_three_points(tracker), before, strict=True)]
    assert moved == [-2100, 3200, -1100]
