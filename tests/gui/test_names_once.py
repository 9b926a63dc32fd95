"""A yaku's or a limit's name is one catalogue message: the calculator's situation boxes show the
core's own message (``mjgui.core.text.YAKU``/``LIMITS``), not a copy of it under a widget's
context, so a name changed there changes in every window (tests/test_message_keys.py checks the
catalogue; this checks what the window shows)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QCheckBox

from mjgui.core.i18n import msg
from mjgui.core.text import LIMITS, YAKU, limit_name, yaku_name
from mjgui.gui.i18n import limit_word, yaku_word
from tests.gui.test_gui_language import switch

FLAGS = ("riichi", "double_riichi", "ippatsu", "chankan", "tenhou", "chiihou", "renhou")


def test_the_situation_boxes_say_the_yaku_names_of_the_core(player) -> None:
    for lang in ("ru", "en"):
        switch(player, lang)
        shown = {flag: player.find(flag, QCheckBox).text() for flag in FLAGS}
        assert shown == {flag: yaku_name(flag, lang) for flag in FLAGS}
    assert shown["riichi"] == "Riichi"


def test_a_name_changed_in_the_core_changes_in_the_window(player, monkeypatch) -> None:
    monkeypatch.setitem(YAKU, "riichi", YAKU["riichi"]._replace(name=msg("yaku:riichi", "Reach")))
    switch(player, "ru")
    switch(player, "en")  # the window words itself again
    QApplication.processEvents()
    assert player.find("riichi", QCheckBox).text() == "Reach"
    assert yaku_word("riichi") == "Reach"


def test_the_limit_words_of_the_windows_are_the_cores(player) -> None:
    switch(player, "ru")
    assert limit_word("mangan") == limit_name("mangan", "ru") == "Манган"
    assert yaku_word("dora") == yaku_name("dora", "ru") == "Дора"
    assert limit_word("yakuman") == limit_name("yakuman", "ru") == "Якуман"
    assert LIMITS["kazoe_yakuman"] is YAKU["kazoe_yakuman"].name  # one name, the yaku's
