"""Before tenpai in the calculator window, by real clicks: a 14-tile hand that is not complete
lists its best discards under the yaku (shanten, improving tiles, copies left), in English and
Russian; a 13-tile hand that is not tenpai says its shanten and the tiles that improve it."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.gui.teach.widgets import NoteList
from mjgui.gui.util import WrapLabel, nobreak


def notes(player) -> NoteList:
    widget = player.find("near-misses", NoteList)
    assert isinstance(widget, NoteList)
    return widget


def switch(player, lang: str) -> None:
    action = player.window.findChild(QAction, f"language-{lang}")
    action.trigger()
    player.qtbot.waitUntil(lambda: player.window.languages.current == lang)
    QApplication.processEvents()


def test_a_14_tile_hand_not_complete_lists_its_best_discards(player) -> None:
    # 123m 456p 789s, the pair 11z and 3z 5z 8m: 1-shanten; dropping 3z or 5z keeps 20 tiles
    player.click_tiles("123m456p789s1135z8m")
    assert player.headline == "Not a complete hand"
    box = notes(player)
    assert box.isVisible()
    assert box.title.text() == "1\u2011shanten (four sets and a pair): the best discards"
    assert box.texts() == [
        "Discard 3z: 20 tiles left improve the hand (6m×4 7m×4 8m×3 9m×4 1z×2 5z×3)",
        "Discard 5z: 20 tiles left improve the hand (6m×4 7m×4 8m×3 9m×4 1z×2 3z×3)",
        "Discard 8m: 8 tiles left improve the hand (1z×2 3z×3 5z×3)",
    ]
    switch(player, "ru")
    assert box.title.text() == "1\u2011шантен (четыре сета и пара): лучшие сбросы"
    assert box.texts()[0] == (
        "Сбросить 3z: руку улучшат 20\u00a0оставшихся тайлов (6m×4 7m×4 8m×3 9m×4 1z×2 5z×3)"
    )
    switch(player, "en")
    # one more 8m is seen as a dora indicator: one fewer left
    player.mode("dora")
    player.click_tiles("8m")
    assert box.texts()[0].startswith("Discard 3z: 19 tiles left")
    assert "8m×2" in box.texts()[0]


def test_a_14_tile_hand_one_discard_from_tenpai_says_so(player) -> None:
    player.click_tiles("123m456p789s11z3z4m6m")  # discard 3z: tenpai on 5m (kanchan)
    box = notes(player)
    assert box.title.text() == "Tenpai after a discard (four sets and a pair): the discards that wait"
    # what the wait would pay, as the waits page says it: no yaku on a ron without riichi
    assert box.texts()[0] == "Discard 3z: tenpai, 4 winning tiles left (5m×4) — 5m: no ron (no yaku)"
    player.check("riichi")
    assert box.texts()[0] == "Discard 3z: tenpai, 4 winning tiles left (5m×4) — 5m: ron 2000 · 1 han 40 fu"
    switch(player, "ru")
    assert box.texts()[0] == (
        "Сбросить 3z: тенпай, осталось 4\u00a0выигрышных тайла (5m×4) — 5m: рон — 2000 · "
        "1\u00a0хан 40\u00a0фу"
    )
    switch(player, "en")


def test_a_13_tile_hand_not_tenpai_says_what_improves_it(player) -> None:
    player.click_tiles("123m456p789s1135z")
    assert player.headline == "Not tenpai"
    expected = "1-shanten (four sets and a pair): 8 tiles left improve the hand (1z×2 3z×3 5z×3)"
    assert player.window.messages.texts() == [expected]
    message = player.find("waits-message", WrapLabel)
    # the waits page says the hand has no waits, where they would be (as a wrapped label shows it)
    said = "123m456p789s1135z is not tenpai: no tile completes it, so it has no waits."
    assert message.text() == nobreak(said)
    switch(player, "ru")
    assert "1-шантен (четыре сета и пара): руку улучшат 8\u00a0оставшихся тайлов (1z×2 3z×3 5z×3)" in (
        player.window.messages.texts()
    )
    switch(player, "en")
    player.key(Qt.Key.Key_Escape)
    assert not notes(player).isVisible()


def _shown_texts(player) -> list[str]:
    """Every visible label's words, as a player reads them (no markup, plain spaces)."""
    out = []
    for label in player.window.findChildren(QLabel):
        if label.isVisible() and label.text():
            text = re.sub(r"<[^>]+>", "", label.text())
            out.append(text.replace("\u00a0", " ").replace("\u2060", "").replace("\u202f", " "))
    return out


def test_a_13_tile_hand_not_tenpai_says_each_thing_once(player) -> None:
    """README (Teaching mode): "With 13 tiles not tenpai, one line says the shanten and the
    tiles that improve it". The window said "not tenpai: no tile completes it" three times
    (the headline, the messages, the waits page) and the shanten twice (the messages, the
    waits page); now the headline says it, and the waits page where the waits would be, and
    the messages hold the shanten line alone."""
    player.click_tiles("112359m456p789s3z")
    texts = _shown_texts(player)
    assert sum("no tile completes it" in t for t in texts) == 2
    assert nobreak("112359m456p789s3z is not tenpai") in player.find("headline-detail", QLabel).text()
    assert sum("shanten" in t for t in texts) == 1
    assert player.window.messages.texts() == [
        "2-shanten (four sets and a pair): 33 tiles left improve the hand "
        "(1m×2 2m×3 3m×3 4m×4 5m×3 6m×4 7m×4 8m×4 9m×3 3z×3)"
    ]
    switch(player, "ru")
    texts = _shown_texts(player)
    assert sum("шантен" in t for t in texts) == 1
    switch(player, "en")
