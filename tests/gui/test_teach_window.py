"""Teaching mode in the calculator window, by real clicks and keys: near misses under the yaku,
suggestions for a hand without yaku, the readings side by side with why the chosen one wins,
and the arithmetic step by step next to the han x fu table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget

from mjgui.gui.results import ResultList
from mjgui.gui.teach.widgets import NoteList, ReadingsView, TableExcerpt
from mjgui.gui.util import nobreak
from mjgui.gui.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _start_in_english() -> None:
    """A window an earlier test left in Russian keeps its translators installed until Python
    frees it; put such left-over windows back to English so this test starts in English."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.languages.current != "en":
            widget.languages.set_language("en")


def notes(player) -> NoteList:
    widget = player.find("near-misses", NoteList)
    assert isinstance(widget, NoteList)
    return widget


def click_tab(player, index: int) -> None:
    tabs = player.find("details", QTabWidget)
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def switch(player, lang: str) -> None:
    action = player.window.findChild(QAction, f"language-{lang}")
    action.trigger()
    player.qtbot.waitUntil(lambda: player.window.languages.current == lang)
    QApplication.processEvents()


def test_near_misses_under_the_yaku_list_for_a_penchan_hand(player) -> None:
    player.click_tiles("23488m567p789s12s3s")  # 12s waits on 3s: penchan
    player.check("riichi")
    player.choose("seat", 1)
    assert player.headline == "1300"
    assert player.rows("yaku") and "Riichi" in player.rows("yaku")[0]
    box = notes(player)
    assert box.isVisible()
    assert box.title.text() == "Almost: one thing away"
    assert "No pinfu: 12s waits on 3s only (penchan); it would pay 700 more" in box.texts()
    assert "No ittsu: 456s missing; it would pay 3900 more" in box.texts()
    shown = [label.text() for label in box.labels() if label.isVisible()]
    assert any("12s waits on 3s only (penchan)" in text for text in shown)
    # under the yaku, in the same scrolling list
    yaku = player.find("yaku", ResultList)
    assert yaku.isAncestorOf(box)
    last_row = yaku.rows()[-1]
    assert box.mapTo(yaku, box.rect().topLeft()).y() >= last_row.mapTo(yaku, last_row.rect().bottomLeft()).y()
    # another hand, won on a two-sided wait: pinfu counts, its near miss is gone
    player.key(Qt.Key.Key_Escape)
    player.type("23488m567p789s23s4s")
    player.check("riichi")
    assert any("Pinfu" in row for row in player.rows("yaku"))
    assert not any("pinfu" in text.lower() for text in box.texts())


def test_another_readings_yaku_under_a_heading_of_its_own(player) -> None:
    """Iipeikou of the reading 123m 123m 123m is no near miss (nothing is missing): it is listed
    apart from "Almost: one thing away", under a heading that says what it is."""
    player.type("111222333m456p55s")
    player.check("riichi")
    player.choose("seat", 1)
    assert player.headline == "6400"
    near = notes(player)
    assert near.isVisible() and near.title.text() == "Almost: one thing away"
    assert not any("reading" in text for text in near.texts())
    other = player.find("other-readings", NoteList)
    assert isinstance(other, NoteList) and other.isVisible()
    assert other.title.text() == "Not counted: the hand pays as much or more without them"
    line = "No iipeikou: the reading 123m 123m 123m 456p 55s has it but pays less: 2600 against 6400"
    assert other.texts() == [line]
    shown = [label.text() for label in other.labels() if label.isVisible()]
    assert len(shown) == 1 and "123m 123m 123m 456p 55s has it but pays less" in shown[0]
    # under the near misses, in the yaku list
    assert player.find("yaku", ResultList).isAncestorOf(other)
    assert (
        other.mapTo(player.window, other.rect().topLeft()).y()
        > near.mapTo(player.window, near.rect().topLeft()).y()
    )
    switch(player, "ru")
    try:
        assert other.title.text() == "Не засчитано: без этого рука стоит не меньше"
        assert near.title.text() == "Почти: не хватает одного"
    finally:
        switch(player, "en")
    # a hand with one reading only: the heading goes
    player.key(Qt.Key.Key_Escape)
    player.type("23488m567p789s12s3s")
    player.check("riichi")
    assert player.headline == "1300"
    assert not other.isVisible() and notes(player).isVisible()


def test_a_renhou_not_taken_is_listed_under_a_heading_true_of_it(player) -> None:
    """Renhou is no reading of the tiles: its note and another reading's share a heading that
    says what both are (the hand pays as much or more without them), not "Another reading has
    these yaku", and the tooltip names it."""
    player.type("11223355667788m")
    player.choose("seat", 1)
    player.check("renhou")
    assert player.headline == "Baiman — 16\u202f000"
    other = player.find("other-readings", NoteList)
    assert isinstance(other, NoteList) and other.isVisible()
    assert other.title.text() == "Not counted: the hand pays as much or more without them"
    assert "renhou ticked" in other.title.toolTip()
    assert other.texts()[-1] == (
        "No renhou: as mangan it would pay 8000, less than the 16\u202f000 the hand's own value pays"
    )
    assert not any("renhou" in text.lower() for text in notes(player).texts())
    switch(player, "ru")
    try:
        assert other.title.text() == "Не засчитано: без этого рука стоит не меньше"
        assert other.texts()[-1].startswith("Нет яку «ренхо»: как манган это яку дало бы 8000")
    finally:
        switch(player, "en")


def test_suggestions_for_a_yakuless_open_hand(player) -> None:
    player.mode("chi")
    player.click_tiles("3s")  # 345s
    player.mode("pon")
    player.click_tiles("2p")
    player.click_tiles("234m678p99s")
    assert player.headline == "No yaku"
    box = notes(player)
    assert box.isVisible()
    assert box.title.text() == "What would give a yaku"
    texts = box.texts()
    assert texts == [t for t in texts if t]  # one line each
    assert any("Tanyao" in t and "9s in the pair" in t for t in texts)
    assert not any(t.startswith("Declare riichi") for t in texts)  # an open hand cannot riichi
    # a win again: the suggestions give way
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not box.isVisible()


def test_readings_tab_marks_the_best_reading_and_says_why(player) -> None:
    player.type("12345m678p345s99p3m")
    player.check("riichi")
    player.choose("seat", 1)
    assert player.headline == "2000"
    click_tab(player, 2)
    readings = player.find("readings", ReadingsView)
    assert isinstance(readings, ReadingsView) and readings.isVisible()
    assert len(readings.rows()) == 2
    best, other = readings.column(0), readings.column(1)
    assert best["head"].text().startswith("★") and "pays the most" in best["head"].text()
    assert not other["head"].text().startswith("★")
    assert best["wait"].text() == "Ryanmen (two-sided), completing 345m"
    assert other["wait"].text() == "Penchan (edge), completing 123m"
    assert best["value"].text() == "2\u00a0han 30\u00a0fu — 2000" and best["value"].font().bold()
    assert other["value"].text() == "1\u00a0han 40\u00a0fu — 1300"
    assert best["why"].text() == "Chosen: 2\u00a0han 30\u00a0fu, 2000, pays the most"
    assert "700\u00a0less than the chosen 2\u00a0han 30\u00a0fu, 2000" in other["why"].text()
    assert "the chosen reading has pinfu" in other["why"].text()
    # each reading's sets in tile art, the winning tile marked in the group it completed
    sets = best["sets"]
    assert [g.codes for g in sets.groups if g.win >= 0] == [("3m", "4m", "5m")]
    assert sets.isVisible() and sets.width() > 200
    # live: tsumo changes the values, the tab follows
    player.click("tsumo")
    assert "Menzen tsumo" in readings.column(0)["yaku"].text()


def test_readings_tab_on_a_tie_does_not_say_pays_the_most(player) -> None:
    """222m222p22s345s55s reads as sanshoku doukou triplets or as sequences at the same value:
    the header must not claim the chosen reading pays the most."""
    player.type("222m222p22s345s55s2s")
    player.check("riichi")
    click_tab(player, 2)
    readings = player.find("readings", ReadingsView)
    assert isinstance(readings, ReadingsView)
    assert len(readings.rows()) >= 2
    head = readings.column(0)["head"]
    assert head.text() == "★ Chosen: no other reading pays more"
    assert "ties with" in readings.column(0)["why"].text()
    switch(player, "ru")
    try:
        assert head.text() == "★ Выбран: другие разборы не дороже"
    finally:
        switch(player, "en")


def test_arithmetic_steps_next_to_the_han_fu_table(player) -> None:
    player.type("23488m567p789s12s3s")
    player.check("riichi")
    player.choose("seat", 1)
    tabs = player.find("details", QTabWidget)
    assert tabs.currentIndex() == 0 and tabs.tabText(0) == "How it is counted"
    label = player.find("arithmetic", QLabel)
    text = label.text()
    for step in (
        "Fu: 20 (base) + 10 (closed ron) + 2 (penchan) = 32",
        "32 fu rounded up to the next 10: 40 fu",
        "Han: Riichi 1 = 1",
        "40 fu × 2^(2+1) = 320 base points",
        "320 is not over 2000: no limit, the base stays 320",
        "Non-dealer ron: 4 × 320 = 1280",
        "1280 rounded up to the next 100: 1300",
    ):
        assert nobreak(step) in text, step
    assert player.find("arithmetic-total", QLabel).text() == "Total: 1300"
    excerpt = player.find("table-excerpt", TableExcerpt)
    assert isinstance(excerpt, TableExcerpt) and excerpt.isVisible()
    assert excerpt.lit_text == "1300"
    # beside the steps, on the same tab
    assert (
        excerpt.mapTo(player.window, excerpt.rect().topLeft()).x()
        > label.mapTo(player.window, label.rect().topRight()).x() - 5
    )
    assert excerpt.text(2, 0) == "40 fu" and excerpt.text(0, 1) == "1 han"
    # 4 han 40 fu: over 2000 base points, capped at mangan; the limit rows are shown lit
    player.check("ippatsu")
    player.mode("dora")
    player.click_tiles("7m")  # 8m is dora: two of them
    assert player.headline == "Mangan — 8000"
    assert "2560\u00a0is over 2000: mangan, the base is capped at 2000" in label.text()
    assert excerpt.lit_text == "8000" and excerpt.text(0, 3) == "4 han"
    # one more dora: 5 han, the limit rows around mangan
    player.check("double_riichi")
    assert player.headline == "Mangan — 8000"
    assert excerpt.text(0, 0).startswith("Mangan") and excerpt.lit_text == "8000"


def test_teaching_notes_and_steps_in_russian(player) -> None:
    player.type("23488m567p789s12s3s")
    player.check("riichi")
    player.choose("seat", 1)
    switch(player, "ru")
    try:
        russian_notes(player)
    finally:
        switch(player, "en")
    assert notes(player).title.text() == "Almost: one thing away"


def russian_notes(player) -> None:
    box = notes(player)
    assert box.title.text() == "Почти: не хватает одного"
    assert "Нет яку «пинфу»: 12s ждёт только 3s (пентян); с ним рука стоила бы на 700 больше" in box.texts()
    assert player.find("arithmetic-total", QLabel).text() == "Итого: 1300"
    tabs = player.find("details", QTabWidget)
    assert tabs.tabText(2) == "Разборы"
    assert player.window.menu_learn.title() == "&Обучение"
    click_tab(player, 2)
    readings = player.find("readings", ReadingsView)
    assert readings.column(0)["head"].text() == "★ Выбран: он дороже всех"
    assert readings.column(0)["why"].text().startswith("Единственный разбор")


def test_learn_menu_and_its_shortcuts(player) -> None:
    menu = player.window.menu_learn
    assert menu.title() == "&Learn"
    actions = {a.objectName(): a for a in menu.actions()}
    assert actions["quiz"].shortcut().toString() == "F7"
    assert actions["quiz-this-hand"].shortcut().toString() == "Shift+F7"
    assert actions["compare-rules"].shortcut().toString() == "F8"


def test_every_teaching_string_is_translated() -> None:
    """Every translate("Context", "text") of the teaching widgets and the window has its Russian
    in the catalogue (tests/test_catalogue.py checks every message of the code the same way)."""
    import re

    from babel.messages.pofile import read_po

    with open(ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "mjgui.po", "rb") as f:
        catalogue = read_po(f)
    done = {(m.context, m.id) for m in catalogue if m.id and m.string}
    pattern = re.compile(r'QCoreApplication\.translate\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"\s*,?\s*\)')
    files = [*(ROOT / "mjgui" / "gui" / "teach").glob("*.py"), ROOT / "mjgui" / "gui" / "window.py"]
    checked = 0
    for path in files:
        for context, text in pattern.findall(path.read_text(encoding="utf-8")):
            if context not in ("Teach", "Quiz", "Compare", "Window"):
                continue
            text = text.encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
            assert (context, text) in done, (path.name, context, text)
            checked += 1
    assert checked > 80
