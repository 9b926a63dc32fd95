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


def test_the_glossary_terms_of_the_windows_are_the_cores(player) -> None:
    """Ron/Tsumo, Chi/Pon/Kan, the winds and the yaku/fu lists' titles are the core's one message
    (mjgui.core.text.TERMS/WINDS), in both languages, in every widget that shows them."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QTreeWidget

    from mjgui.core.i18n import translate
    from mjgui.core.text import TERMS, WINDS
    from mjgui.gui.tracker.dialogs.action import action_title

    for lang in ("ru", "en"):
        switch(player, lang)
        term = {name: translate(message, lang) for name, message in TERMS.items()}
        assert player.find("ron", QAbstractButton).text() == term["ron"]
        assert player.find("tsumo", QAbstractButton).text() == term["tsumo"]
        for meld in ("chi", "pon", "kan"):
            assert player.find(f"mode-{meld}", QAbstractButton).text().replace("&", "") == term[meld]
        assert player.find("mode-ankan", QAbstractButton).text().replace("&", "") == term["closed_kan"]
        waits = player.find("waits", QTreeWidget).headerItem()
        assert [waits.text(2), waits.text(3)] == [term["ron"], term["tsumo"]]
        assert [action_title(k) for k in ("ron", "tsumo", "abort", "chombo")] == [
            term["ron"],
            term["tsumo"],
            term["abortive_draw"],
            term["chombo"],
        ]
        combo = player.find("discarder", QComboBox)  # "next player", then the other seats' winds
        winds = [(combo.itemText(i).split()[0], combo.itemData(i)) for i in range(1, combo.count())]
        assert len(winds) == 3
        assert winds == [(translate(WINDS[wind], lang), wind) for _, wind in winds]
    assert term["ron"] == "Ron" and term["closed_kan"] == "Closed kan"


def test_a_term_changed_in_the_core_changes_in_the_window(player, monkeypatch) -> None:
    from PySide6.QtWidgets import QAbstractButton, QTreeWidget

    from mjgui.core.text import TERMS

    monkeypatch.setitem(TERMS, "ron", msg("term:ron", "Ron!"))
    monkeypatch.setitem(TERMS, "chi", msg("term:chi", "Chii"))
    switch(player, "ru")
    switch(player, "en")  # the window words itself again
    QApplication.processEvents()
    assert player.find("ron", QAbstractButton).text() == "Ron!"
    assert player.find("mode-chi", QAbstractButton).text().replace("&", "") == "Chii"
    assert player.find("waits", QTreeWidget).headerItem().text(2) == "Ron!"
