"""Pao on the desk (RULES.md §6): the liable seat chosen in the situation panel, the payments by
payer, and a real log's pao win handed on from the log window to the calculator and the quiz
with its liable seat, paid as the log paid it.

The logs are the real ones of tests/data/logs (sources in tests/test_logs.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QToolButton,
)

from mjgui.core.numbers import number
from mjgui.gui.logview import LogWindow

DATA = Path(__file__).parent.parent / "data" / "logs"

#: (log file, hand, the dealer's share of the ordinary split: what the quiz asked before)
PAO_WINS = [
    # mjx: a daisangen tsumo, the liable player paid 32 000 (the ordinary split: 16 000/8 000)
    ("mjx-pao-tsumo.mjlog", "E4-0", 16000),
    # Tenhou (pao_whole): daisangen + tsuuiisou by tsumo at 3 honba, the liable player paid
    # 64 900 alone (the ordinary split: 32 300/16 300)
    ("mjlog2json-2019103023gm-00a9-0000-f90e0fe9.mjlog", "E4-3", 32300),
]


def said(amount: int) -> str:
    """An amount as the quiz writes it, with a plain space."""
    return number(amount, "en").replace("\u202f", " ")


def _cards(window: object) -> list[str]:
    return [window.findChild(QLabel, f"amount-{w}").text() for w in "ESWN"]  # type: ignore[attr-defined]


def _pao_row(logs: LogWindow, label: str) -> int:
    table = logs.table
    for row in range(table.rowCount()):
        if table.item(row, 0).text() == label and "Tsumo" in table.item(row, 1).text():
            return row
    raise AssertionError(f"no tsumo in {label}")


@pytest.mark.parametrize(("name", "label", "ordinary"), PAO_WINS)
def test_a_real_pao_win_keeps_its_liable_player_on_the_desk_and_in_the_quiz(
    player: object, name: str, label: str, ordinary: int
) -> None:
    window = player.window  # type: ignore[attr-defined]
    logs = window.log_window()
    assert logs.load(DATA / name)
    (hand,) = [h for h in logs.controller.log.hands if h.round == label]
    (win,) = hand.wins
    assert win.pao is not None
    paid = -win.deltas[win.pao]
    # what the log says each seat wind's player paid or got (the cards go by seat wind)
    by_wind = [win.deltas[(wind + hand.dealer) % 4] for wind in range(4)]
    liable_wind = (win.pao - hand.dealer) % 4
    logs.table.selectRow(_pao_row(logs, label))

    # Open in calculator: the liable seat is chosen, and the cards show the log's payments
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-open-desk"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert window.controller.state.situation.liable == liable_wind
    combo = window.findChild(QComboBox, "liable")
    assert combo.isEnabled() and combo.currentData() == liable_wind
    assert _cards(window) == [number(d, "en", sign=True) for d in by_wind]
    assert window.payments.cards[liable_wind].role.text() == "liable (pao)"
    wind = ("East", "South", "West", "North")[liable_wind]
    assert f"from {wind} (pao)" in player.headline  # type: ignore[attr-defined]

    # Quiz this hand, asking the points: what the liable player pays, as the log paid it
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    quiz = window.quiz_window()
    assert quiz.isVisible()
    player.qtbot.mouseClick(quiz.findChild(QToolButton, "level-points"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    answers = quiz.controller.session.question.answers
    assert (answers.payment_kind, answers.payment, answers.total) == ("pao_tsumo", (paid,), paid)
    prompt = quiz.findChild(QLabel, "quiz-prompt").text()
    assert f"{wind} fed the last set of the yakuman" in prompt
    assert quiz.findChild(QLabel, "quiz-pay-label-0").text() == f"{wind} pays (pao):"
    assert not quiz.findChild(QLineEdit, "quiz-pay-1").isVisible()

    def answer(amount: int) -> tuple[str, str]:
        quiz.findChild(QLineEdit, "quiz-pay-0").setText(str(amount))
        player.qtbot.mouseClick(quiz.findChild(QPushButton, "quiz-check-payment"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        title = quiz.findChild(QLabel, "quiz-verdict-0-title").text().replace("\xa0", " ")
        return title, quiz.findChild(QLabel, "quiz-verdict-0-details").text()

    # the ordinary split's dealer share, as the quiz asked before: wrong, and the rule is said
    title, details = answer(ordinary)
    assert f"Right: {said(paid)}; you said: {said(ordinary)}" in title
    assert f"{wind} alone pays the tsumo: {said(paid)}; the others pay nothing" in details.replace(
        "\xa0", " "
    )
    # the same hand again: the liable player's payment is right
    player.qtbot.mouseClick(logs.findChild(QPushButton, "log-quiz"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    title, _ = answer(paid)
    assert f"Right: {said(paid)}" in title and "you said" not in title


DAISANGEN = "11m23p666777z1p"


def test_the_liable_choice_is_offered_for_a_pao_yakuman_and_kept_by_undo_and_the_notation(
    player: object,
) -> None:
    window = player.window  # type: ignore[attr-defined]
    c = window.controller
    combo = window.findChild(QComboBox, "liable")
    # an ordinary hand: closed, and the tooltip says why
    player.type("123m456p789s11z222z", window.notation)  # type: ignore[attr-defined]
    assert not combo.isEnabled()
    assert "Pao is for a winning hand with daisangen, daisuushii or suukantsu:" in combo.toolTip()
    # a daisangen fed by a pon of haku, by tsumo from South
    window.notation.clear()
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    player.choose("seat", 1)  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    assert combo.isEnabled() and combo.currentData() == -1
    assert "the player who fed the last set of the daisangen is liable" in combo.toolTip()
    assert _cards(window) == ["−16\u202f000", "+32\u202f000", "−8000", "−8000"]
    # West fed the last dragon: West pays it all
    player.choose("liable", 2)  # type: ignore[attr-defined]  # nobody, East, West
    assert c.state.situation.liable == 2
    assert _cards(window) == ["0", "+32\u202f000", "−32\u202f000", "0"]
    assert player.headline == "Yakuman — 32\u202f000\u00a0from West (pao)"  # type: ignore[attr-defined]
    # the notation typed again keeps the situation, the liable seat with it
    window.notation.clear()
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    assert c.state.situation.liable == 2 and _cards(window)[2] == "−32\u202f000"
    # a ron needs who dealt in: North did, West pays half
    player.click("ron")  # type: ignore[attr-defined]
    assert any("say who dealt in" in m for m in player.messages())  # type: ignore[attr-defined]
    player.choose("discarder", 3)  # type: ignore[attr-defined]  # next player, East, West, North
    assert _cards(window) == ["0", "+32\u202f000", "−16\u202f000", "−16\u202f000"]
    # undo and redo go through the liable seat too
    while c.state.situation.liable is not None:
        assert c.undo()
    assert combo.currentData() == -1
    while c.state.situation.liable != 2:  # the arrow keys went through East on the way
        assert c.redo()
    assert combo.currentData() == 2 and _cards(window)[2] == "−32\u202f000"  # the tsumo again
    # the winner's seat taken by the liable player: the liable seat is cleared
    player.click("seat-2")  # type: ignore[attr-defined]
    assert c.state.situation.liable is None


def test_a_liable_seat_on_a_hand_without_a_pao_yakuman_says_so_and_can_be_cleared(player: object) -> None:
    window = player.window  # type: ignore[attr-defined]
    c = window.controller
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    assert c.set_liable(2)
    # the haku pon becomes a pon of 1p: no daisangen any more
    window.notation.clear()
    player.type("11m23p666777z1p (111p)", window.notation)  # type: ignore[attr-defined]
    assert any("Nobody is liable (pao) for this hand" in m for m in player.messages())  # type: ignore[attr-defined]
    combo = window.findChild(QComboBox, "liable")
    assert combo.isEnabled()  # open, to clear it
    player.choose("liable", -2)  # type: ignore[attr-defined]
    assert c.state.situation.liable is None and player.headline == "3200\u00a0all"  # type: ignore[attr-defined]


def test_the_quiz_asks_a_pao_rons_points_from_the_payers_as_its_label_and_explanation_say(
    player: object,
) -> None:
    # the desk's daisangen: South wins by ron from West, East fed the haku; 2 honba, 1 stick
    window = player.window  # type: ignore[attr-defined]
    c = window.controller
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    player.choose("seat", 1)  # type: ignore[attr-defined]
    player.click("ron")  # type: ignore[attr-defined]
    player.choose("discarder", 2)  # type: ignore[attr-defined]  # next player, East, West
    player.choose("liable", 1)  # type: ignore[attr-defined]  # nobody, East
    assert c.set_count("honba", 2) and c.set_count("sticks", 1)
    window.quiz_this_hand()
    quiz = window.quiz_window()
    player.qtbot.mouseClick(quiz.findChild(QToolButton, "level-points"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    # asked as every payment is: what the payers hand over, honba in, the riichi stick aside
    prompt = quiz.findChild(QLabel, "quiz-prompt").text()
    assert "how many points does the winner get from the payers" in prompt
    assert quiz.findChild(QLabel, "quiz-pay-label-0").text() == "The winner gets from the payers:"

    def answer(amount: int) -> tuple[str, str]:
        quiz.findChild(QLineEdit, "quiz-pay-0").setText(str(amount))
        player.qtbot.mouseClick(quiz.findChild(QPushButton, "quiz-check-payment"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        title = quiz.findChild(QLabel, "quiz-verdict-0-title").text().replace("\xa0", " ")
        return title, quiz.findChild(QLabel, "quiz-verdict-0-details").text().replace("\xa0", " ")

    # the stick counted in: wrong, and the explanation says the stick the winner takes from the
    # table aside, then ends on the payers' two shares, the answer (not on the winner's 33 600)
    title, details = answer(33600)
    assert "Right: 32 600; you said: 33 600" in title
    assert "Pao: East fed the last set of the daisangen and pays half of its value, 16 000" in details
    assert "Riichi sticks: 1 × 1000 = 1000 to the winner, not from a payer" in details
    assert details.endswith("<li>So the winner gets 16 000 + 16 600 = 32 600 from the payers</li></ul>")
    assert "33 600" not in details
    # the same hand again: the payers' points are right
    window.quiz_this_hand()
    player.qtbot.mouseClick(quiz.findChild(QToolButton, "level-points"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    title, _ = answer(32600)
    assert "Right: 32 600" in title and "you said" not in title


# -- the tracker and the calculator: the liable player goes both ways ---------------------------


_data_dir = own_data_dir(autouse=False)


def test_the_liable_player_goes_from_the_tracker_to_the_desk_and_back(
    player: object, _data_dir: Path
) -> None:
    from test_tracker_support import ctrl_enter
    from test_tracker_support import tracker_from_calculator as open_tracker

    from tests.util import T

    window = player.window  # type: ignore[attr-defined]
    combo = window.findChild(QComboBox, "liable")
    tracker = open_tracker(player)
    tracker.new_game()
    # Boris (South in East 1) wins by tsumo, a yakuman Chen is liable for: scored on the desk
    tracker.action("tsumo", "winner-1", "yakuman", "pao-2")
    tracker.click("dialog-calculator", tracker.dialog)
    assert window.controller.state.situation.liable == 2 and combo.currentData() == 2  # Chen: West
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    assert _cards(window) == ["0", f"+32{T}000", f"−32{T}000", "0"]
    # Ctrl+Enter records it with its liable player: Chen pays it all
    ctrl_enter(player)
    assert tracker.history()[-1] == 'tsumo Boris hand "11m23p666777z1p --pon 555z" pao Chen'
    assert tracker.points() == [f"30{T}000", f"62{T}000", "−2000", f"30{T}000"]

    # that line corrected in the calculator: its liable player comes to the desk with it...
    number = len(tracker.history())
    dialog = tracker.window.edit_line(number)
    assert tracker.find("pao-2", root=dialog).isChecked()  # type: ignore[attr-defined]
    tracker.click("dialog-calculator", dialog)
    assert window.controller.state.situation.liable == 2 and combo.currentData() == 2
    # ...and Dasha (North) named there instead goes back to the line
    player.choose("liable", 1)  # type: ignore[attr-defined]  # nobody, East, West, North
    assert combo.currentData() == 3
    ctrl_enter(player)
    assert tracker.history()[-1] == 'tsumo Boris hand "11m23p666777z1p --pon 555z" pao Dasha'
    assert tracker.points() == [f"30{T}000", f"62{T}000", f"30{T}000", "−2000"]


def test_apply_to_game_picks_the_desks_liable_player_in_the_dialog(player: object, _data_dir: Path) -> None:
    from test_tracker_support import tracker_from_calculator as open_tracker

    window = player.window  # type: ignore[attr-defined]
    tracker = open_tracker(player)
    tracker.new_game()
    player.type(DAISANGEN + " (555z)", window.notation)  # type: ignore[attr-defined]
    player.click("tsumo")  # type: ignore[attr-defined]
    player.choose("seat", 1)  # type: ignore[attr-defined]
    window.controller.set_liable(2)
    player.click("apply-to-game")  # type: ignore[attr-defined]
    dialog = tracker.dialog
    assert tracker.find("pao-2", root=dialog).isChecked()  # type: ignore[attr-defined]
    assert tracker.find("dialog-line", root=dialog).text().endswith(" pao Chen")  # type: ignore[attr-defined]
    # the desk names another liable player while the dialog waits: it follows
    window.controller.set_liable(3)
    assert tracker.find("pao-3", root=dialog).isChecked()  # type: ignore[attr-defined]
    tracker.ok()
    assert tracker.history()[-1].endswith(" pao Dasha")


@pytest.mark.parametrize(("lang", "label"), [("en", "Liable (&pao)"), ("ru", "Отв&ечает")])
def test_the_liable_label_has_its_letter_and_leaves_the_discarder_its_room(
    make_window: object, lang: str, label: str
) -> None:
    """The liable seat's label takes the focus to its list with Alt+letter in both languages
    (tests/gui/test_mnemonics.py checks that no other one shares it), and at 1024x640, the
    smallest size the window is made for, the discarder's and the liable seat's lists both
    show their choice whole beside it."""
    from mjgui.core.scoring.arguments import score_request

    window = make_window(lang)  # type: ignore[operator]
    window.resize(1024, 640)
    spec = score_request([DAISANGEN, "--pon", "555z", "--seat", "S", "--from", "N", "--pao", "W"]).spec
    window.controller.load_spec(spec)
    s = window.situation
    for _ in range(3):  # the language's LanguageChange, then the layouts it asks for
        QApplication.processEvents()
        s.layout().activate()
    assert s.liable_label.text() == label and s.liable_label.buddy() is s.liable
    assert s.liable.isEnabled() and s.liable.currentData() == 2
    for combo in (s.discarder, s.liable):  # the text field holds the longest choice whole
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
        )
        longest = max(combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count()))
        assert combo.isVisible() and field.width() >= longest, combo.objectName()
