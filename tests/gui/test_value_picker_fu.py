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


def test_a_picked_value_an_option_refuses_stays_picked_and_says_why(player: object) -> None:
    """2 han 25 fu picked, then Options → Chiitoitsu: 50 fu, 1 han (no game open): the desk
    refuses the value and the picker still shows it (its 25 fu was unchecked while the desk
    held it, so no fu showed what the headline refused); the reason names the Options item, not
    a record's rules line (there is none). Unticked, the value wins again, nothing lost."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QMenu

    from mjgui.controller.scoring.quick import QuickValue

    window = player.window  # type: ignore[attr-defined]
    for name in ("quick-toggle", "han-2", "fu-25"):
        player.click(name)  # type: ignore[attr-defined]
    assert player.headline == "2400"  # type: ignore[attr-defined]  # the dealer's ron
    menu = player.find("rule-options-menu", QMenu)  # type: ignore[attr-defined]
    menu.aboutToShow.emit()  # what Qt sends as the menu opens (a popup warns offscreen)
    action = window.findChild(QAction, "option-chiitoitsu_50fu")
    action.trigger()
    QApplication.processEvents()
    assert window.controller.state.quick == QuickValue("hanfu", 2, 25)
    assert player.headline == "This value cannot be won"  # type: ignore[attr-defined]
    assert player.find("han-2").isChecked() and player.find("fu-25").isChecked()  # type: ignore[attr-defined]
    assert [m.text for m in window.controller.view().messages] == [
        '2 han 25 fu cannot be won under these rules: chiitoitsu is 1 han 50 fu (Options: "Chiitoitsu: '
        '50 fu, 1 han"), so no hand has 25 fu.'
    ]
    [shown] = player.messages()  # type: ignore[attr-defined]
    assert "(Options: " in shown and "rules line" not in shown
    # another han: 25 fu goes, as it does for any han that has none
    player.click("han-3")  # type: ignore[attr-defined]
    assert not player.find("fu-25").isChecked() and not player.find("fu-25").isEnabled()  # type: ignore[attr-defined]
    assert window.controller.state.quick is None
    player.click("han-2")  # type: ignore[attr-defined]
    # unticked: the value wins again, still picked
    action.trigger()
    QApplication.processEvents()
    assert not window.controller.state.rules.chiitoitsu_50fu
    player.click("fu-25")  # type: ignore[attr-defined]
    assert player.headline == "2400"  # type: ignore[attr-defined]  # the dealer's ron
    # a tsumo refuses 2 han 25 fu (a chiitoitsu tsumo has 3 han): kept shown the same way
    player.click("tsumo")  # type: ignore[attr-defined]
    assert player.headline == "This value cannot be won"  # type: ignore[attr-defined]
    assert player.find("fu-25").isChecked()  # type: ignore[attr-defined]
    assert window.controller.state.quick == QuickValue("hanfu", 2, 25)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_refusal_names_the_options_item_as_the_menu_does(make_window: object, lang: str) -> None:
    """The refusal quotes the Options button and the item's label as the window shows them."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QToolButton

    from mjgui.controller.scoring.calculator import Controller
    from mjgui.controller.scoring.quick import QuickValue

    controller = Controller(lang)
    window = make_window(lang, controller)  # type: ignore[operator]
    window.set_quick_mode(True)
    assert controller.set_quick_value(QuickValue("hanfu", 2, 25))
    menu = window.findChild(QMenu, "rule-options-menu")
    menu.aboutToShow.emit()
    action = window.findChild(QAction, "option-chiitoitsu_50fu")
    action.trigger()
    QApplication.processEvents()
    [text] = [m.text for m in controller.view().messages]
    options = window.findChild(QToolButton, "rule-options").text()
    assert f"({options}: " in text and action.text() in text
    assert "rules" not in text.replace("under these rules", "").replace("по этим правилам", "")
    if lang == "ru":
        assert text == (
            "2\xa0хан 25\xa0фу по этим правилам не выиграть: читойцу стоит 1\xa0хан 50\xa0фу (Опции: "
            "«Читойцу: 50\xa0фу, 1\xa0хан»), так что рук на 25\xa0фу не бывает."
        )
    assert window.findChild(QPushButton, "fu-25").isChecked()
