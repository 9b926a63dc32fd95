"""The log window shows how the game ended: each player's place, final points and final score
as the log says them, first place first; where the game record saved from the log ends with
another final score, the record's beside it, highlighted, and a sentence on what that means for
a league. A log that does not say its final score (cut short) shows no standings.

The logs are the real ones of tests/data/logs (sources in tests/data/logs/README.md):
mjx-west-round (four players, the record agrees), differs/dnovikoff-ratio1 (the record ends
otherwise: a 1500 honba no lobby bit is known to say), sanma/dnovikoff-sanma2 (three players),
dnovikoff-newattr2023 (players tied on points share their places).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel

from mjgui.gui.logview import LogWindow
from mjgui.gui.theme import css, muted, tone_color

DATA = Path(__file__).parent.parent / "data" / "logs"
AGREES = DATA / "mjx-west-round.mjlog"
DIFFERS = DATA / "differs" / "dnovikoff-ratio1.mjlog"
SANMA = DATA / "sanma" / "dnovikoff-sanma2.mjlog"
N = "\u202f"  # the narrow no-break space that groups thousands

AGREE_HINT = "The game record saved from this log ends with the log's final score."
DIFFERS_HINT = (
    "Highlighted: the game record saved from this log ends with another final score than the log's. "
    "A league counts the game record's."
)


def standings(logs: LogWindow) -> list[list[str]]:
    """The final standings' shown cells, row by row (a hidden column left out)."""
    table = logs.final.table
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    return [[table.item(r, c).text() for c in columns] for r in range(table.rowCount())]


def titles(logs: LogWindow) -> list[str]:
    table = logs.final.table
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    return [table.horizontalHeaderItem(c).text() for c in columns]


def hint(logs: LogWindow) -> QLabel:
    label = logs.findChild(QLabel, "log-final-hint")
    assert label is not None
    return label


def shown(logs: LogWindow) -> LogWindow:
    logs.show()
    QApplication.processEvents()
    return logs


def test_a_log_whose_record_agrees_shows_its_final_standings(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(AGREES)
    assert logs.final.isVisible()
    assert logs.findChild(QLabel, "log-final-title").text() == "Final standings"
    # no game record column: it ends with the log's final score
    assert titles(logs) == ["Place", "Player", "Points", "Final score"]
    assert standings(logs) == [
        ["1st", "マック04", f"32{N}500", "+42"],
        ["2nd", "銀色いがぐり", f"25{N}500", "+6"],
        ["3rd", "shogoo", f"21{N}300", "−19"],
        ["4th", "CLS", f"20{N}700", "−29"],
    ]
    assert hint(logs).text() == AGREE_HINT and hint(logs).isVisible()
    assert hint(logs).styleSheet() == f"color: {css(muted(logs.palette()))};"
    # each row said whole, for its tooltip and a screen reader; the sentence with the table
    first = logs.final.table.item(0, 1)
    assert first.toolTip() == f"1st: マック04, 32{N}500 points, final score +42"
    assert first.data(Qt.ItemDataRole.AccessibleDescriptionRole) == first.toolTip()
    assert logs.final.table.accessibleName() == "Final standings of the log"
    assert logs.final.table.accessibleDescription() == AGREE_HINT


def test_a_record_that_ends_otherwise_is_beside_the_log_highlighted_and_said(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(DIFFERS)
    assert titles(logs) == ["Place", "Player", "Points", "Final score", "Game record"]
    assert standings(logs) == [
        ["1st", "DERESUKE", f"31{N}900", "+53", "+10"],
        ["2nd", "ほげた", f"30{N}300", "+10", "+53"],
        ["3rd", "如月烏有", f"19{N}400", "−21", "−21"],
        ["4th", "ろぼろん", f"18{N}400", "−42", "−42"],
    ]
    record = logs.final.table.horizontalHeaderItem(4)
    assert (
        record.toolTip() == "The final score of the game record saved from this log: the one a league counts"
    )
    table, red = logs.final.table, QColor(tone_color(logs.palette(), "error"))
    red.setAlpha(60)
    for row, differs in enumerate((True, True, False, False)):
        cell = table.item(row, 4)
        assert cell.font().bold() == differs
        assert (cell.background().color() == red) == differs, row
        assert table.item(row, 3).background().style() == Qt.BrushStyle.NoBrush  # the log's: plain
    assert table.item(0, 0).toolTip() == (
        f"1st: DERESUKE, 31{N}900 points, final score +53 in the log and +10 in the game record"
    )
    assert table.item(2, 0).toolTip() == f"3rd: 如月烏有, 19{N}400 points, final score −21"
    assert hint(logs).text() == DIFFERS_HINT
    assert hint(logs).styleSheet() == f"color: {css(tone_color(logs.palette(), 'error'))};"
    assert table.accessibleDescription() == DIFFERS_HINT


def test_the_final_standings_are_worded_again_in_each_language(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(DIFFERS)
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: titles(logs)[0] == "Место")
    assert logs.findChild(QLabel, "log-final-title").text() == "Итоги игры"
    assert titles(logs) == ["Место", "Игрок", "Очки", "Итог", "В записи игры"]
    assert standings(logs)[0] == ["1-е", "DERESUKE", f"31{N}900", "+53", "+10"]
    assert [row[0] for row in standings(logs)] == ["1-е", "2-е", "3-е", "4-е"]
    assert hint(logs).text() == (
        "Выделено: запись игры, сохранённая из этого лога, заканчивается не тем итогом, что в логе. "
        "Лига засчитает итог записи игры."
    )
    assert logs.final.table.item(0, 1).toolTip() == (
        f"1-е: DERESUKE, очки: 31{N}900, итог: +53 в логе и +10 в записи игры"
    )
    assert logs.final.table.accessibleName() == "Итоги игры по логу"
    player.window.set_language("en")
    player.qtbot.waitUntil(lambda: titles(logs)[0] == "Place")
    assert standings(logs)[0] == ["1st", "DERESUKE", f"31{N}900", "+53", "+10"]
    assert hint(logs).text() == DIFFERS_HINT
    assert logs.findChild(QLabel, "log-final-title").text() == "Final standings"


def test_a_three_player_log_shows_three_standings(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(SANMA)
    assert standings(logs) == [
        ["1st", "水＠氷", f"83{N}100", "+79"],
        ["2nd", "Ｘｅｐｈｅｒ", f"27{N}400", "−13"],
        ["3rd", "九鳳院紫", "−5500", "−66"],
    ]
    assert hint(logs).text() == AGREE_HINT


def test_players_tied_on_points_share_their_place(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(DATA / "dnovikoff-newattr2023.mjlog")
    assert [(row[0], row[3]) for row in standings(logs)] == [
        ("1st–2nd", "+10.7"),
        ("1st–2nd", "+10.7"),
        ("3rd–4th", "−10.7"),
        ("3rd–4th", "−10.7"),
    ]


def test_a_log_without_its_final_score_shows_no_standings(player) -> None:
    logs = shown(player.window.log_window())
    assert logs.load(AGREES)
    assert logs.final.isVisible()
    assert logs.load(DATA / "mjai-reviewer-four_reach.json")  # one hand cut from a game
    assert not logs.final.isVisible()
    assert logs.final.table.rowCount() == 0


def test_a_record_that_does_not_reach_the_end_is_said(player, tmp_path: Path) -> None:
    # the Jade Room game without its last hand, its final scores kept
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:-1]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    logs = shown(player.window.log_window())
    assert logs.load(cut)
    assert titles(logs) == ["Place", "Player", "Points", "Final score"]  # no record's score to show
    assert [row[1:] for row in standings(logs)] == [
        ["C", f"36{N}900", "+26.9"],  # the log's own final points and scores (its "sc")
        ["D", f"22{N}200", "+2.2"],
        ["B", f"21{N}300", "−8.7"],
        ["A", f"19{N}600", "−20.4"],
    ]
    assert hint(logs).text() == (
        "The game record saved from this log does not reach the end of the game: a league would not "
        "count it. The log's game ended after hand S3-1; under these rules the record's game goes on after "
        "it."
    )
    assert hint(logs).styleSheet() == f"color: {css(tone_color(logs.palette(), 'nowin'))};"


def test_the_dark_theme_redraws_the_highlight_and_the_sentence(player) -> None:
    from mjgui.gui.appsetup import apply_theme

    logs = shown(player.window.log_window())
    assert logs.load(DIFFERS)
    app = QApplication.instance()
    try:
        apply_theme(app, "dark")
        for _ in range(3):  # the palette reaches the widgets, then the window draws again
            QApplication.processEvents()
        palette = logs.palette()
        assert palette.color(palette.ColorRole.Window).lightness() < 128
        red = QColor(tone_color(palette, "error"))
        assert red.lightness() > 128  # a light red on the dark window
        assert hint(logs).styleSheet() == f"color: {css(red)};"
        red.setAlpha(60)
        assert logs.final.table.item(0, 4).background().color() == red
    finally:
        apply_theme(app, "system")


def test_the_hands_list_keeps_its_rows_at_1024_by_640_in_russian(make_window, qtbot) -> None:
    window = make_window("ru")
    logs = window.log_window()
    logs.resize(1024, 640)
    logs.show()
    qtbot.waitExposed(logs)
    for path in (AGREES, DIFFERS):  # the standings with a short sentence, and with the record's
        assert logs.load(path)
        QApplication.processEvents()
        logs.centralWidget().layout().activate()  # laid out for the standings now shown
        assert logs.final.isVisible()
        table = logs.table
        rows = table.viewport().height() // table.rowHeight(0)
        assert rows >= 10, (path.name, rows)
        # the standings whole: every row and the sentence under them inside the window
        final = logs.final
        bottom = final.mapTo(logs, final.rect().bottomLeft()).y()
        assert bottom <= logs.height() and final.table.height() >= final.table.sizeHint().height() // 2
        assert hint(logs).height() >= hint(logs).heightForWidth(hint(logs).width())


def test_a_log_with_a_hand_that_cannot_be_read_shows_the_logs_standings_alone(player, tmp_path: Path) -> None:
    # the first win written without its score and yaku: no game record can be saved from the log
    # (the save button says why), so there is no record's score to show or to speak of
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"][0][-1][2] = [2, 3, 2]
    spoiled = tmp_path / "spoiled.json"
    spoiled.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    logs = shown(player.window.log_window())
    assert logs.load(spoiled)
    assert not logs.save_button.isEnabled()
    assert titles(logs) == ["Place", "Player", "Points", "Final score"]
    assert standings(logs)[0] == ["1st", "C", f"36{N}900", "+26.9"]
    assert not hint(logs).isVisible() and hint(logs).text() == ""
    assert logs.final.table.accessibleDescription() == ""


def test_where_the_record_does_not_reach_the_end_the_player_picks_the_rules(player, tmp_path: Path) -> None:
    # the real Mahjong Soul club-league game with every sign of its site taken away, read as
    # Tenhou's: it ends after South 4 with nobody at 30 000, and its record, without the West
    # round its game did not play, ends with the log's final score: nothing to choose. The Jade
    # Room game without its last hand does not reach the end under any rules: the rules can be
    # chosen, as replay --rules chooses them, and the record saved says them
    from PySide6.QtWidgets import QComboBox

    data = json.loads((DATA / "majsoul-league-analyzer-sample_paipu.json").read_text(encoding="utf-8"))
    data["title"], data["rule"]["disp"], data["ref"], data["dan"] = ["", ""], "", "", [""] * 4
    path = tmp_path / "league.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    logs = shown(player.window.log_window())
    rules = logs.findChild(QComboBox, "log-rules")
    assert rules is not None
    assert logs.load(AGREES)
    assert not rules.isVisible()  # the record agrees: nothing to choose
    assert logs.load(path)
    assert not rules.isVisible() and hint(logs).text() == AGREE_HINT
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:-1]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert logs.load(cut)
    assert rules.isVisible() and rules.currentText() == "Mahjong Soul"
    assert [rules.itemText(i) for i in range(rules.count())] == [
        "Club rules",
        "EMA 2016",
        "WRC",
        "Tenhou",
        "Mahjong Soul",
        "M-League",
    ]
    assert hint(logs).text().startswith("The game record saved from this log does not reach the end")
    logs.table.selectRow(4)
    rules.setCurrentIndex(rules.findData("mleague"))
    rules.activated.emit(rules.currentIndex())
    QApplication.processEvents()
    assert hint(logs).text().startswith("The game record saved from this log does not reach the end")
    assert rules.isVisible() and rules.currentText() == "M-League"  # to go back
    assert logs.table.currentRow() == 4  # the chosen row kept
    assert logs.save_button.isEnabled()
    target = tmp_path / "cut.mjgame"
    assert logs.save_record(target)
    # M-League's rules, counting the final score as the log does (Mahjong Soul's count)
    assert (
        target.read_text(encoding="utf-8").splitlines()[1]
        == "rules mleague edition=1 return_points=25000 uma=15,5,-5,-15"
    )


def _score_tip(logs: LogWindow) -> str:
    """The tooltip of the log's final score column's title."""
    from mjgui.gui.logview import FINAL_COLUMNS

    item = logs.final.table.horizontalHeaderItem(FINAL_COLUMNS.index("log"))
    assert item is not None
    return item.toolTip()


def test_the_logs_final_score_names_the_oka_only_where_its_rules_have_one(player, tmp_path: Path) -> None:
    # Tenhou's hanchan deals 25 000 and returns 30 000: its final scores count the 20 000 oka;
    # Mahjong Soul's are the points less the 25 000 dealt, plus the uma: no oka, where the
    # tooltip said "the points with uma and oka" of every log. Read under another preset the
    # log's final score is still its own: the Jade Room game cut short, read under M-League's
    # rules (which have an oka), says no oka either
    from PySide6.QtWidgets import QComboBox

    logs = shown(player.window.log_window())
    assert logs.load(AGREES)
    assert _score_tip(logs) == "The log's final score: the points with uma and oka"
    assert logs.load(DATA / "majsoul-tensoul-py-ng-jade-south.json")
    assert _score_tip(logs) == "The log's final score: the points with uma"
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: titles(logs)[0] == "Место")
    assert _score_tip(logs) == "Итог по логу: очки с учётом умы"
    assert logs.load(AGREES)
    assert _score_tip(logs) == "Итог по логу: очки с учётом умы и оки"
    player.window.set_language("en")
    player.qtbot.waitUntil(lambda: titles(logs)[0] == "Place")
    assert _score_tip(logs) == "The log's final score: the points with uma and oka"
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:-1]
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert logs.load(cut)
    rules = logs.findChild(QComboBox, "log-rules")
    assert rules is not None and rules.isVisible()
    rules.setCurrentIndex(rules.findData("mleague"))
    rules.activated.emit(rules.currentIndex())
    QApplication.processEvents()
    assert rules.currentText() == "M-League"
    assert _score_tip(logs) == "The log's final score: the points with uma"
    # an mjai log states its final points, no final score: the column is the score these rules
    # count from them (it said "the log's final score" of it too)
    assert logs.load(DATA / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson")
    assert _score_tip(logs) == (
        "The final score these rules count from the log's final points: the log states no final score"
    )
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: titles(logs)[0] == "Место")
    assert _score_tip(logs) == (
        "Итог, который эти правила считают по очкам в конце игры из лога: итога игры лог не пишет"
    )


def test_the_rules_choice_says_what_of_the_logs_own_rules_stays(player, tmp_path: Path) -> None:
    # the tooltip said only "the log's red fives and open tanyao stay", where the log read under
    # other rules also keeps its length, start points, agari-yame, tenpai-yame, abortive draws,
    # nagashi mangan, West round, end below zero, last sticks and the count of its final scores
    # (replay --help says the same)
    from PySide6.QtWidgets import QComboBox

    logs = shown(player.window.log_window())
    rules = logs.findChild(QComboBox, "log-rules")
    assert rules is not None
    tip = rules.toolTip()
    for said in (
        "red fives",
        "open tanyao",
        "length",
        "kiriage mangan",
        "start points",
        "agari-yame",
        "tenpai-yame",
        "abortive draws",
        "nagashi mangan",
        "West round",
        "below zero",
        "sticks",
        "uma and count of its final scores",
    ):
        assert said in tip, said
    # a Tenhou lobby's rules stay only where its flags set them (core: test_logs_tenhou_lobby.py)
    assert "the rules a Tenhou lobby's flags set (kiriage, head bump, a double wind pair 2 fu" in tip
    assert tip.endswith(
        "A rule the lobby plays by setting no flag (double ron, kazoe yakuman, a double wind pair 4 "
        "fu) becomes the chosen preset's"
    )
    player.window.set_language("ru")
    player.qtbot.waitUntil(lambda: "Собственные опции лога" in rules.toolTip())
    assert rules.toolTip().endswith(
        "Правило, по которому лобби играет без флага (двойной рон, казое, пара двойного ветра "
        "за 4\u00a0фу), становится правилом выбранного набора"
    )
    for said in (
        "ака-дора",
        "куитан",
        "стартовые очки",
        "агари-яме",
        "тенпай-яме",
        "круг Запада",
        "ниже нуля",
    ):
        assert said in rules.toolTip(), said
    player.window.set_language("en")
