"""English and Russian: switching from the menu without a restart, the system locale, the
remembered choice, and the kanji font for yaku names."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QAction, QFont, QFontDatabase, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QCheckBox, QGroupBox, QLabel, QTabWidget, QToolButton

from mjgui.gui import window as window_module
from mjgui.gui.appsetup import KANJI_FONT, load_kanji_font
from mjgui.gui.settings import Settings
from mjgui.gui.util import one_word
from mjgui.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]


def switch(player, lang: str) -> None:
    action = player.window.findChild(QAction, f"language-{lang}")
    assert action is not None
    action.trigger()
    # Qt posts QEvent.LanguageChange to every widget; let them retranslate
    player.qtbot.waitUntil(lambda: player.window.languages.current == lang)
    QApplication.processEvents()


def test_switch_to_russian_and_back_without_restart(player) -> None:
    player.click_tiles("234m567p3467888s5s")
    player.click("tsumo")
    player.check("riichi")
    player.choose("seat", 1)
    player.mode("dora")
    player.click_tiles("2s")
    assert player.headline == "Mangan — 2000 / 4000"
    switch(player, "ru")
    # the window's own labels (Qt translations)
    assert player.find("mode-chi", QToolButton).text() == "Чи"
    assert player.find("riichi", QCheckBox).text() == "Риичи"
    assert player.find("situation", QGroupBox).title() == "Ситуация"
    tabs = player.find("details", QTabWidget)
    assert tabs.tabText(0) == "Как считается"
    assert player.window.menu_edit.title() == "&Правка"
    # the core's words in the same language
    assert player.headline == "Манган — 2000 / 4000"
    assert any("базовые фу" in row for row in player.rows("fu"))
    assert any("Риичи" in row and one_word("立直") in row for row in player.rows("yaku"))
    assert player.find("amount-S", QLabel).text() == "+8000"
    switch(player, "en")
    assert player.find("mode-chi", QToolButton).text() == "Chi"
    assert player.headline == "Mangan — 2000 / 4000"
    assert player.find("situation", QGroupBox).title() == "Situation"


def test_disabled_option_tooltip_in_russian(player) -> None:
    switch(player, "ru")
    ippatsu = player.find("ippatsu", QCheckBox)
    assert not ippatsu.isEnabled()
    assert "Иппацу бывает только после риичи" in ippatsu.toolTip()


def test_the_choice_is_remembered(make_window, settings_path) -> None:
    first = make_window("en")
    action = first.findChild(QAction, "language-ru")
    action.trigger()
    assert Settings.at(str(settings_path)).language == "ru"
    second = make_window(lang=None)
    assert second.languages.current == "ru"
    assert second.situation.title() == "Ситуация"


def test_follows_the_system_locale(make_window, monkeypatch) -> None:
    monkeypatch.setattr(window_module, "system_language", lambda: "ru")
    window = make_window(lang=None)
    assert window.languages.current == "ru"
    assert window.controller.lang == "ru"
    assert window.headline.title.text() == "Введите руку"


def test_window_labels_come_from_the_gettext_catalogue(player) -> None:
    from PySide6.QtCore import QCoreApplication

    from mjgui.core.i18n import catalogue

    switch(player, "ru")
    # the same catalogue answers the widgets (context = the Qt context) and the core
    assert QCoreApplication.translate("TrackerHistory", "Hand") == "Раздача"
    assert catalogue("ru").pgettext("TrackerHistory", "Hand") == "Раздача"
    # a label the catalogue does not know stays English
    assert QCoreApplication.translate("Window", "no such label in the catalogue") == (
        "no such label in the catalogue"
    )
    switch(player, "en")
    assert QCoreApplication.translate("TrackerHistory", "Hand") == "Hand"


def test_kanji_font_covers_every_kanji_of_the_core() -> None:
    family = load_kanji_font()
    assert family == "mjgui Kanji"
    assert family in QFontDatabase.families()
    raw = QRawFont(str(resource_path("fonts", KANJI_FONT)), 16)
    assert raw.isValid()
    text = (ROOT / "mjgui" / "core" / "text.py").read_text(encoding="utf-8")
    kanji = set(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", text))
    assert len(kanji) > 50
    missing = [ch for ch in sorted(kanji) if not raw.supportsCharacter(ord(ch))]
    assert missing == []
    assert resource_path("fonts", "OFL.txt").read_text(encoding="utf-8").find("SIL OPEN FONT LICENSE") >= 0


def test_a_yakus_joined_kanji_name_is_laid_out_in_the_kanji_font_alone(qapp: QApplication) -> None:
    """The word joiners between a yaku name's kanji (one_word: never split across lines) are in
    the kanji font, as glyphs of no width and no ink: the name is one run of that font, and Qt
    looks up no fallback font for them (it did at the first kanji name, before the first frame)."""
    family = load_kanji_font()
    assert family is not None
    raw = QRawFont(str(resource_path("fonts", KANJI_FONT)), 16)
    assert raw.supportsCharacter(0x2060)
    (joiner,) = raw.glyphIndexesForString("\u2060")
    assert joiner != 0
    assert raw.advancesForGlyphIndexes([joiner])[0].x() == 0
    assert raw.pathForGlyph(joiner).isEmpty()
    font = QFont(family)
    font.setPixelSize(20)
    layouts = []
    for name in (one_word("門前清自摸和"), "門前清自摸和"):
        layout = QTextLayout(name, font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        layouts.append(layout)
    joined, plain = layouts
    assert [run.rawFont().familyName() for run in joined.glyphRuns()] == [family]
    assert joined.lineAt(0).naturalTextWidth() == plain.lineAt(0).naturalTextWidth()  # no wider


def test_window_font_falls_back_to_the_kanji_font(player) -> None:
    yaku_title = player.find("yaku-title", QLabel)
    assert "mjgui Kanji" in yaku_title.font().families()


def test_rule_options_menu_is_worded_in_the_language_it_opens_in(player) -> None:
    from PySide6.QtWidgets import QMenu

    switch(player, "ru")
    player.find("rule-options-menu", QMenu).aboutToShow.emit()  # made as it first opens
    kuitan = player.window.findChild(QAction, "option-kuitan")
    assert kuitan is not None and kuitan.isChecked()  # the seed rules allow open tanyao
    assert kuitan.text() == "Открытое таняо (куитан)"
    switch(player, "en")
    assert kuitan.text() == "Open tanyao (kuitan)"


def test_a_long_han_value_wraps_in_a_narrow_list(qtbot) -> None:
    """A yakuman row's value ("Двойной якуман") breaks between its words when the yaku list is
    narrow; it used to be cut off on the left."""
    from mjgui.gui.results import NUMBER_WIDTH, ResultList

    rows = ResultList("yaku")
    qtbot.addWidget(rows)
    rows.resize(230, 300)
    rows.set_rows([("Двойной якуман", "<b>Kokushi musou juusanmen</b>", "Kokushi musou juusanmen")])
    rows.show()
    qtbot.waitExposed(rows)
    number = rows.rows()[0].number
    metrics = number.fontMetrics()
    qtbot.waitUntil(lambda: number.width() >= metrics.horizontalAdvance("Двойной"))
    assert number.width() < metrics.horizontalAdvance("Двойной якуман")  # too narrow for one line
    assert number.height() >= 2 * metrics.lineSpacing()  # so it takes two
    # a short value keeps the column's usual width
    rows.set_rows([("1\u00a0хан", "<b>Riichi</b>", "Riichi")])
    assert number.minimumWidth() == NUMBER_WIDTH


def test_rule_options_menu_says_the_thresholds_of_the_rules_in_use(player) -> None:
    """Ryanhan shibari's honba, paarenchan's renchan and the renchan counter's tip follow the
    rules (a game's may set them), re-worded when the rules change and in Russian."""
    from PySide6.QtWidgets import QMenu, QSpinBox

    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    player.find("rule-options-menu", QMenu).aboutToShow.emit()  # made as it first opens
    shibari = player.window.findChild(QAction, "option-ryanhan_shibari")
    paarenchan = player.window.findChild(QAction, "option-paarenchan")
    renchan = player.find("renchan", QSpinBox)
    assert shibari.text() == "Two han minimum from 5 honba"
    assert paarenchan.text() == "Paarenchan (the dealer has 8 renchan)"
    assert renchan.toolTip().endswith("(paarenchan at 8).")
    player.window.controller.serve(
        GamePin(PRESETS["seed"].with_options(ryanhan_threshold=3, paarenchan_threshold=4))
    )
    QApplication.processEvents()
    assert shibari.text() == "Two han minimum from 3 honba"
    assert paarenchan.text() == "Paarenchan (the dealer has 4 renchan)"
    assert renchan.toolTip().endswith("(paarenchan at 4).")
    switch(player, "ru")
    assert shibari.text() == "Не меньше двух хан с 3\u00a0хонба"
    assert paarenchan.text() == "Паренчан (у дилера 4\u00a0ренчана)"
    assert renchan.toolTip().endswith("(паренчан — при 4\u00a0ренчанах).")
    switch(player, "en")
    player.window.controller.serve(None)
    QApplication.processEvents()
    assert shibari.text() == "Two han minimum from 5 honba"
