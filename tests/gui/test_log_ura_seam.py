"""A riichi win whose mjai log does not show its ura dora indicators (mjaigym's sample, E1-0: a
riichi tsumo whose payment, 5000, is riichi + tsumo + 1 han of ura dora). The log window's row
agrees with 3 han, counting the ura dora the payment implies; the hand it sends on is the log's,
with no ura indicator made up (2 han, 3000). Each door says so in its own words: the calculator
it opens on says the han of ura dora the log's payment implies (so the player can add an
indicator), the quiz leaves it out because the log does not show its ura dora (not "the game
paid it otherwise"), and ``replay --json`` puts ``ura_han_implied`` beside its ``args``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.scoring.tiles import parse_tiles
from mjgui.gui.logview import LogWindow

MJAIGYM = Path(__file__).parent.parent / "data" / "logs" / "mjai" / "mjaigym-3381031-sample.mjson"
NAME = "mjaigym-3381031-sample.mjson"
DESK_EN = (
    f"Hand E1-0 of log {NAME}: the log does not show the ura dora indicators, and its payment implies "
    "1 han of ura dora. The desk counts them only once ura dora indicators that give them are added."
)
DESK_RU = (
    f"Раздача E1-0 из лога {NAME}: лог не показывает индикаторы ура-доры, а его оплата означает "
    "1\u00a0хан ура-доры. Калькулятор учтёт их, только когда будут добавлены дающие их индикаторы "
    "ура-доры."
)
QUIZ_EN = (
    f"The win in hand E1-0 of log {NAME} is not quizzed: the log does not show its ura dora indicators, "
    "though its payment counts ura dora."
)
QUIZ_RU = (
    f"Выигрыш в раздаче E1-0 из лога {NAME} тест не задаёт: лог не показывает его индикаторы "
    "ура-доры, хотя в его оплате есть ура-дора."
)


_data_dir = own_data_dir()


def select(player: object, hand: str) -> LogWindow:
    """Open the mjaigym log in the log window and select its win of ``hand``; the row's text."""
    logs = player.window.log_window()  # type: ignore[attr-defined]
    player.qtbot.addWidget(logs)  # type: ignore[attr-defined]
    assert logs.load(MJAIGYM)
    table = logs.table
    rows = [r for r in range(table.rowCount()) if table.item(r, 0) and table.item(r, 0).text() == hand]
    assert len(rows) == 1
    table.selectRow(rows[0])
    return logs


def row_text(logs: LogWindow) -> str:
    table = logs.table
    row = table.currentRow()
    cells = " | ".join(table.item(row, c).text() for c in range(table.columnCount()) if table.item(row, c))
    return f"{cells}\n{logs.details.text()}".replace("\u00a0", " ")


def desk_notes(player: object) -> list[str]:
    """The calculator's messages as shown, bullet off, no-break spaces and hyphens read as plain."""
    shown = player.messages()  # type: ignore[attr-defined]
    return [
        re.sub(r"^<span[^>]*>•</span> ", "", t).replace("\u00a0", " ").replace("\u2011", "-") for t in shown
    ]


def click(player: object, logs: LogWindow, name: str) -> None:
    player.qtbot.mouseClick(logs.findChild(QPushButton, name), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def test_the_calculator_a_win_with_unshown_ura_opens_on_says_the_han_of_ura_its_log_implies(
    player: object,
) -> None:
    """The row said 3 han, agree; the calculator it opened showed 2 han, 3000, and said nothing."""
    logs = select(player, "E1-0")
    said = row_text(logs)
    assert "3 han 30 fu" in said and "agree" in said and "1 han of ura dora" in said
    click(player, logs, "log-open-desk")
    window = player.window  # type: ignore[attr-defined]
    desk = window.controller
    assert desk.spec().ura == ()  # the log's hand: no indicator made up
    assert player.headline == "500 / 1000 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    assert DESK_EN in desk_notes(player)
    window.set_language("ru")
    assert DESK_RU.replace("\u00a0", " ") in desk_notes(player)
    window.set_language("en")
    # the player adds an ura indicator that gives the han (4m: the 5m): the desk pays what the
    # log says, and the note, of the log's hand, is no longer said
    assert desk.add_indicator("ura", parse_tiles("4m")[0])
    assert player.headline == "1000 / 2000 + 1000\u00a0sticks"  # type: ignore[attr-defined]
    assert not any("ura dora indicators" in m for m in desk_notes(player))


@pytest.mark.parametrize("door", ["log window", "desk", "calculator's hands"])
def test_the_quiz_leaves_a_win_with_unshown_ura_out_because_its_ura_dora_are_not_in_the_log(
    player: object, door: str
) -> None:
    """It was left out as "the game paid it otherwise than the quiz reckons its payment", though
    the log window had just said the win agrees."""
    window = player.window  # type: ignore[attr-defined]
    quiz = window.quiz_window(QuizController("en", "points", seed=5))
    player.qtbot.addWidget(quiz)  # type: ignore[attr-defined]
    controller = quiz.controller
    logs = select(player, "E1-0")
    if door == "log window":
        click(player, logs, "log-quiz")
    else:
        click(player, logs, "log-open-desk")
        if door == "desk":
            quiz.act_desk.trigger()
        else:
            quiz.act_add_calculator.trigger()
    if door == "calculator's hands":
        assert controller.session.question is None
        assert controller.view().notice == (
            f"One of the calculator's winning hands was left out, hand E1-0 of log {NAME}: the log does "
            "not show its ura dora indicators, though its payment counts ura dora."
        )
        controller.set_lang("ru")
        assert "лог не показывает его индикаторы ура-доры" in controller.view().notice
        return
    assert controller.view().error == QUIZ_EN
    controller.set_lang("ru")
    assert controller.view().error == QUIZ_RU


@pytest.mark.parametrize(
    ("indicator", "headline", "gives"),
    [
        ("9p", "500 / 1000 + 1000\u00a0sticks", 0),  # gives none: still 1 han short
        ("4m", "1000 / 2000 + 1000\u00a0sticks", 1),  # the 5m: what the log paid
        ("1m", "2000 / 3900 + 1000\u00a0sticks", 2),  # the 2m, a pair: more than the log paid
    ],
)
def test_the_desks_ura_note_says_what_ura_indicators_added_to_the_logs_hand_give_against_the_log(
    player: object, indicator: str, headline: str, gives: int
) -> None:
    """The note went as soon as any indicator was added: one giving 2 han paid more than the
    log's row, one giving none still a han short, and nothing said. It now stays, the log's
    han of ura dora beside what the desk's indicators give, until they give as many."""
    logs = select(player, "E1-0")
    click(player, logs, "log-open-desk")
    window = player.window  # type: ignore[attr-defined]
    desk = window.controller
    assert desk.add_indicator("ura", parse_tiles(indicator)[0])
    assert player.headline == headline  # type: ignore[attr-defined]
    notes = [m for m in desk_notes(player) if "ura dora indicators" in m]
    if gives == 1:
        assert notes == []  # the desk pays what the log says
        return
    assert notes == [
        f"Hand E1-0 of log {NAME}: the log does not show the ura dora indicators, and its payment "
        f"implies 1 han of ura dora. The ura dora indicators on the desk give {gives} han of ura dora."
    ]
    window.set_language("ru")
    ru = f"{gives} хан"
    assert (
        f"Раздача E1-0 из лога {NAME}: лог не показывает индикаторы ура-доры, а его оплата означает "
        f"1 хан ура-доры. Индикаторы ура-доры на калькуляторе дают {ru} ура-доры."
    ) in desk_notes(player)
    window.set_language("en")
    assert desk.remove_indicator("ura", 0)  # the log's hand again: its own note
    assert DESK_EN in desk_notes(player)
