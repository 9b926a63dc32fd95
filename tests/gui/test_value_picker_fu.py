"""The value picker of the tracker's Ron and Tsumo dialogs and of the calculator's Han and fu,
driven by clicks: it offers the fu that the record's line reader takes with the han picked, by
ron or by tsumo, under the rules. It offered 25 fu on a 2-han tsumo (a chiitoitsu tsumo is 3 han
or more) and on any hand under ``chiitoitsu_50fu`` (no hand has 25 fu there), values the record
refuses."""

from __future__ import annotations

import pytest
from test_tracker_support import TrackerPlayer

from mjgui.core.game.game import replay
from mjgui.core.game.lines import FU_CHOICES

PLAYERS = "players Aiko Boris Chen Dasha\n"


def accepted(rules: str, line: str) -> bool:
    """The record's line reader takes ``line`` under ``rules`` (a record's rules line)."""
    return replay(f"{rules}\n{PLAYERS}{line}\n").errors == ()


@pytest.mark.parametrize("rules", ["rules seed", "rules seed chiitoitsu_50fu=on"])
@pytest.mark.parametrize("kind", ["ron", "tsumo"])
def test_the_value_picker_offers_the_fu_the_record_accepts(
    tracker_on_record: object, rules: str, kind: str
) -> None:
    tracker: TrackerPlayer = tracker_on_record("en", f"{rules}\n{PLAYERS}")  # type: ignore[operator]
    dialog = tracker.action(kind, "winner-1", *(["discarder-2"] if kind == "ron" else []))
    offered = {}
    for han in (1, 2, 3, 4):
        tracker.click(f"han-{han}", dialog)
        for fu in FU_CHOICES:
            offered[han, fu] = tracker.find(f"fu-{fu}", root=dialog).isEnabled()
    words = "ron Boris from Chen" if kind == "ron" else "tsumo Boris"
    assert offered == {(h, f): accepted(rules, f"{words} {h} {f}") for h, f in offered}
    # the audit's: 25 fu is chiitoitsu, 3 han or more by tsumo, and none at all at 50 fu
    kansai = "chiitoitsu_50fu" in rules
    assert offered[2, 25] is (kind == "ron" and not kansai)
    assert offered[3, 25] is not kansai
    assert offered[1, 30] and not offered[1, 25] and offered[2, 20] is (kind == "tsumo")
    dialog.reject()


def test_the_calculators_han_and_fu_follow_its_rules(player: object) -> None:
    """The calculator's Han and fu (the same picker): 25 fu goes with ``chiitoitsu_50fu``."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QMenu

    player.click("quick-toggle")  # type: ignore[attr-defined]
    player.click("han-3")  # type: ignore[attr-defined]
    assert player.find("fu-25").isEnabled()  # type: ignore[attr-defined]
    menu = player.find("rule-options-menu", QMenu)  # type: ignore[attr-defined]
    menu.aboutToShow.emit()  # what Qt sends as the menu opens (a popup warns offscreen)
    action = player.window.findChild(QAction, "option-chiitoitsu_50fu")  # type: ignore[attr-defined]
    assert action is not None and action.isVisible()
    action.trigger()
    QApplication.processEvents()
    assert player.window.controller.state.rules.chiitoitsu_50fu  # type: ignore[attr-defined]
    assert not player.find("fu-25").isEnabled() and player.find("fu-30").isEnabled()  # type: ignore[attr-defined]
