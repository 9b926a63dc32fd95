"""The game tracker at a three-player table (issue 27), driven by real clicks and keys: a game
started from the new-game dialog with a three-player preset, hands entered in the action dialogs,
the three cards read after each, the record saved and opened again, the final score.

Every figure is worked out by hand in the comments (RULES.md §9, ``tenhou-sanma``: start
35 000, return 40 000, uma +20/0/−20, 200 a honba, tsumo loss, noten payments 2 000 in all) and
checked against ``python -m mjgui game FILE --json`` on the saved record.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QSpinBox, QWidget
from test_tracker_support import TrackerPlayer, write

from mjgui.core.scoring.rules import PRESETS
from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.history import COL_LINE
from mjgui.gui.tracker.window import TrackerWindow
from tests.util import T

ROOT = Path(__file__).resolve().parents[2]
SANMA = "rules tenhou-sanma\nplayers Aiko Boris Chen\n"
REAL = ROOT / "tests" / "data" / "sanma-records" / "mahjonglm-2014091101gm-00b9-0000-5ca6b487.mjgame"


def south_3() -> str:
    """A real game up to South 3, Chen (the dealer) in riichi: the record's first 25 lines."""
    return "\n".join(REAL.read_text(encoding="utf-8").splitlines()[:25]) + "\n"


@pytest.fixture(autouse=True)
def _no_real_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture
def open_tracker(qtbot: object, tmp_path: Path) -> Iterator[object]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerWindow] = []

    def make(size: tuple[int, int] = (1280, 800)) -> TrackerPlayer:
        window = TrackerWindow(
            data_dir=tmp_path / f"data-{len(made)}", settings=Settings.at(str(tmp_path / "s.ini")), lang="en"
        )
        made.append(window)
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        return TrackerPlayer(qtbot, window)

    yield make
    for window in made:
        window.languages.set_language("en")


@pytest.fixture
def player(open_tracker: object) -> TrackerPlayer:
    return open_tracker()  # type: ignore[operator,no-any-return]


def cards(player: TrackerPlayer, prefix: str = "seat") -> list[str]:
    """The points on the three cards; the fourth card (nobody sits North) is not shown."""
    assert not player.find(f"{prefix}-3", QWidget).isVisible()
    return [player.label(f"{prefix}-{seat}-points") for seat in range(3)]


def game_json(path: Path) -> dict[str, object]:
    """What ``python -m mjgui game FILE --json`` says of a record."""
    out = subprocess.run(
        [sys.executable, "-m", "mjgui", "game", str(path), "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=60,
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def cli_points(path: Path) -> list[int]:
    players = game_json(path)["players"]
    assert isinstance(players, list)
    return [p["points"] for p in players]


def choose_preset(player: TrackerPlayer, preset: str) -> None:
    """Pick a preset in the new-game dialog from the combo box's popup, with the mouse."""
    combo = player.find("new-preset", QComboBox, player.dialog)
    assert isinstance(combo, QComboBox)
    player.qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    view = combo.view()
    player.qtbot.waitUntil(view.isVisible)  # type: ignore[attr-defined]
    index = combo.findData(preset)
    assert index >= 0
    item = view.visualRect(combo.model().index(index, 0)).center()
    player.qtbot.mouseMove(view.viewport(), item)  # type: ignore[attr-defined]
    player.qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=item)  # type: ignore[attr-defined]
    player.qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=item, delay=50)  # type: ignore[attr-defined]
    player.qtbot.waitUntil(lambda: combo.currentData() == preset)  # type: ignore[attr-defined]


# a popup on the offscreen platform: it cannot raise the window or grab the keyboard, and says so
@pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
def test_a_three_player_game_from_the_dialog_to_the_final_score(open_tracker: object, tmp_path: Path) -> None:
    player: TrackerPlayer = open_tracker()  # type: ignore[operator]
    window = player.window
    window.new_game_dialog()
    dialog = player.dialog
    assert player.find("new-name-3", QLineEdit, dialog).isVisible()  # four-player rules: four names
    choose_preset(player, "tenhou-sanma")
    assert not player.find("new-name-3", QLineEdit, dialog).isVisible()  # three names, no North
    options = player.find("new-options", QLineEdit, dialog)
    assert options.placeholderText() == "optional, e.g. east_only=on uma=15,0,-15"  # type: ignore[attr-defined]
    for seat, name in enumerate(("Aiko", "Boris", "Chen")):
        player.type_into(f"new-name-{seat}", name, dialog)
    player.ok()
    edition = PRESETS["tenhou-sanma"].edition
    assert player.history()[1:] == [f"rules tenhou-sanma edition={edition}", "players Aiko Boris Chen"]
    assert cards(player) == [f"35{T}000"] * 3
    assert [player.label(f"seat-{s}-wind") for s in range(3)] == ["東 East", "南 South", "西 West"]
    assert player.label("center-round") == "東 East 1"

    # E1-0: Aiko (the dealer) tsumo 3 han 30 fu: 2 000 all (30 x 2^5 x 2 = 1 920 -> 2 000) from the
    # two others only (tsumo loss): Aiko +4 000 = 39 000, Boris and Chen 33 000 each
    dialog = player.action("tsumo", "winner-0", "han-3", "fu-30")
    assert dialog.findChild(QWidget, "winner-3") is None  # three winner buttons
    assert player.preview_deltas("dialog-preview")[:3] == ["+4000", "−2000", "−2000"]
    assert not player.find("dialog-preview-delta-3", QLabel, dialog).isVisible()
    note = player.label("dialog-preview-note", dialog)
    assert note == "Tsumo loss: at a three-player table nobody pays the share North would pay (2000)."
    player.ok()
    assert cards(player) == [f"39{T}000", f"33{T}000", f"33{T}000"]
    assert player.label("seat-0-delta") == "+4000"
    assert player.label("center-honba") == "1 honba"  # the dealer won: renchan

    # E1-1: Boris declares riichi (32 000), then wins by ron from Chen, 3 han 40 fu:
    # 40 x 2^5 x 4 = 5 120 -> 5 200, one honba at 200 a honba: 5 400, and the stick:
    # Boris 32 000 + 5 400 + 1 000 = 38 400, Chen 33 000 - 5 400 = 27 600
    player.action("riichi", "player-1")
    player.ok()
    assert cards(player) == [f"39{T}000", f"32{T}000", f"33{T}000"]
    dialog = player.action("ron", "winner-1")
    discarders = player.find("discarder", QWidget, dialog)
    enabled = [b.text().split()[0] for b in discarders.buttons if b.isEnabled()]  # type: ignore[attr-defined]
    assert enabled == ["Aiko", "Chen"]  # the two others
    player.click_in_dialog("discarder-2", "han-3", "fu-40")
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+6400", "−5400"]
    assert not player.find("dialog-preview-note", QLabel, dialog).isVisible()  # a ron: no tsumo loss
    player.ok()
    assert cards(player) == [f"39{T}000", f"38{T}400", f"27{T}600"]
    assert player.label("center-round") == "東 East 2"
    assert player.label("center-honba") == "0 honba"

    # E2-0: an exhaustive draw, Chen alone tenpai: 2 000 in all, 1 000 from each noten player:
    # Aiko 38 000, Boris 37 400, Chen 29 600; the dealer (Boris) noten: East 3, 1 honba
    dialog = player.action("draw")
    assert dialog.findChild(QWidget, "tenpai-3") is None  # three tenpai buttons
    player.click_in_dialog("tenpai-2")
    assert player.find("dialog-line", QLineEdit, dialog).text() == "draw tenpai Chen"  # type: ignore[attr-defined]
    player.ok()
    assert cards(player) == [f"38{T}000", f"37{T}400", f"29{T}600"]
    assert player.label("center-round") == "東 East 3"
    assert player.label("center-honba") == "1 honba"
    # the chart: a line per player, three of them, each ending at the card's points
    chart = window.points_chart
    assert chart is not None and chart.isVisible()
    assert [(s.name, s.values[-1]) for s in chart.data.series] == [
        ("Aiko", 38000),
        ("Boris", 37400),
        ("Chen", 29600),
    ]

    # the record saved, and opened again in another tracker: the same cards, as the CLI says
    path = tmp_path / "sanma.mjgame"
    assert window.save_to(path)
    assert cli_points(path) == [38000, 37400, 29600]
    again: TrackerPlayer = open_tracker()  # type: ignore[operator]
    assert again.window.open_file(path)
    assert cards(again) == [f"38{T}000", f"37{T}400", f"29{T}600"]
    assert again.history() == player.history()
    # what each player needs at East 3, 1 honba (200 a ron, 100 from each tsumo payer), Chen
    # the dealer; a tie goes to the seat nearer the first dealer. The figures leave out the honba.
    # Boris passes Aiko (600 behind): ron from Aiko 2 (X + 200) > 600, from Chen X + 200 > 600:
    # 1 000 each (1 han 30 fu); tsumo 300/500: Boris +1 000, Aiko -400: 1 400 > 600.
    # Chen passes Boris (7 800): from Boris 2 (X + 200) > 7 800: X >= 3 800: 3 900 (dealer 2 han
    # 40 fu); from Aiko X >= 7 700: 7 700 (3 han 40 fu); tsumo e all, 3e + 300 > 7 800: 2 600 all.
    # Chen passes Aiko (8 400): from Aiko X >= 4 100: 4 400 (1 han 90 fu); from Boris X >= 8 300:
    # 8 700 (2 han 90 fu); tsumo 3e + 300 > 8 400: e >= 2 800: 2 900 all (2 han 90 fu).
    assert again.window.needs.texts() == [
        "Boris: 1000\u00a0from Aiko · 1000\u00a0from Chen · 300/500\u00a0tsumo",
        "Chen: 3900\u00a0from Boris · 7700\u00a0from Aiko · 2600\u00a0all",
        "Chen: 4400\u00a0from Aiko · 8700\u00a0from Boris · 2900\u00a0all",
    ]
    conditions = game_json(path)["conditions"]
    assert [
        [c[k]["points"] for k in ("direct_ron", "other_ron", "tsumo")]  # type: ignore[index]
        for c in conditions  # type: ignore[attr-defined]
    ] == [[1000, 1000, 800], [3900, 7700, 5200], [4400, 8700, 5800]]

    # E3-1: Aiko wins a yakuman by ron from Chen: 32 000 + 200 (one honba) = 32 200:
    # Chen 29 600 - 32 200 = -2 600 is below zero: the game ends (buttobi)
    again.action("ron", "winner-0", "discarder-2", "yakuman")
    again.ok()
    assert again.window.final.isVisible()
    # final (start 35 000, return 40 000, the 15 000 oka to first, uma +20/0/-20):
    # Boris (37 400 - 40 000) / 1 000 = -2.6, uma 0: -2.6
    # Chen (-2 600 - 40 000) / 1 000 = -42.6, uma -20: -62.6
    # Aiko 3 x 40 000 - (37 400 - 2 600) = 85 200: +45.2, uma +20: +65.2
    assert again.window.final.row_texts() == [
        ["1st", "Aiko", f"70{T}200", "+45.2", "+20", "+65.2"],
        ["2nd", "Boris", f"37{T}400", "−2.6", "0", "−2.6"],
        ["3rd", "Chen", "−2600", "−42.6", "−20", "−62.6"],
    ]
    note = again.label("final-note")
    assert "uma +20/0/−20" in note and f"The oka, 15{T}000 (+15), goes to first place." in note
    assert again.window.save_to()
    cli = game_json(path)
    assert cli["ended"] is True
    assert [(p["points"], p["final"]) for p in cli["players"]] == [  # type: ignore[union-attr,index]
        (70200, 65.2),
        (37400, -2.6),
        (-2600, -62.6),
    ]


def test_chombo_abort_and_undo_at_three(player: TrackerPlayer, tmp_path: Path) -> None:
    assert player.window.open_file(write(tmp_path / "g.mjgame", SANMA))
    assert cards(player) == [f"35{T}000"] * 3
    # Chen (not the dealer) chombo: a mangan as a tsumo pays it: 4 000 to the dealer (Aiko),
    # 2 000 to Boris: Chen 35 000 - 6 000 = 29 000; the hand is played again (East 1)
    dialog = player.action("chombo")
    assert dialog.findChild(QWidget, "player-3") is None
    player.click_in_dialog("player-2")
    player.ok()
    assert cards(player) == [f"39{T}000", f"37{T}000", f"29{T}000"]
    assert player.label("center-round") == "東 East 1"
    # an abortive draw: nobody pays, the dealer stays, one more honba
    player.click("action-abort")
    player.ok()
    assert cards(player) == [f"39{T}000", f"37{T}000", f"29{T}000"]
    assert player.label("center-honba") == "1 honba"
    assert player.history()[-2:] == ["chombo Chen", "abort"]
    # undo twice: back to the start; redo once: the chombo again
    player.click("history-undo")
    player.click("history-undo")
    assert cards(player) == [f"35{T}000"] * 3
    player.click("history-redo")
    assert cards(player) == [f"39{T}000", f"37{T}000", f"29{T}000"]
    path = player.window.controller.path
    assert path is not None and player.window.save_to()
    assert cli_points(Path(path)) == [39000, 37000, 29000]


def test_a_hand_from_the_calculator_takes_its_nuki_in_the_dialog(
    player: TrackerPlayer, tmp_path: Path
) -> None:
    path = write(tmp_path / "g.mjgame", SANMA)
    assert player.window.open_file(path)
    # Boris (South) wins by ron from Chen on 9m: 123p 456p 789s 555z 99m, haku 1 han, 40 fu
    # (20 + 10 closed ron + 8 honor triplet + 2 pair wait): 1 300; each nuki one han more
    dialog = player.window.apply_hand("123p456p789s555z99m", False, 1, 2)
    assert dialog is not None
    nuki = player.find("nuki-count", QSpinBox, dialog)
    assert isinstance(nuki, QSpinBox) and nuki.isVisible() and nuki.value() == 0
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+1300", "−1300"]
    # each North is a han of nuki dora, and a dora too under a West indicator: said so
    assert nuki.toolTip() == (
        "The Norths the winner set aside (nuki, three players): each is one han of nuki dora, "
        "and a North for the dora indicators"
    )
    # one North set aside: 2 han 40 fu, 2 600
    player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert player.label("hand-words", dialog) == "123p456p789s555z99m --nuki 1"
    line = player.find("dialog-line", QLineEdit, dialog).text()  # type: ignore[attr-defined]
    assert line == 'ron Boris from Chen hand "123p456p789s555z99m --nuki 1"'
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+2600", "−2600"]
    # four Norths set aside: 5 han, a mangan (8 000)
    for _ in range(3):
        player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert nuki.value() == 4
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+8000", "−8000"]
    # back to one: Boris 35 000 + 2 600 = 37 600, Chen 32 400
    for _ in range(3):
        player.qtbot.keyClick(nuki, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    player.ok()
    assert cards(player) == [f"35{T}000", f"37{T}600", f"32{T}400"]
    assert player.history()[-1] == 'ron Boris from Chen hand "123p456p789s555z99m --nuki 1"'
    assert player.window.save_to()
    assert cli_points(path) == [35000, 37600, 32400]

    # the line edited later: its dialog shows the hand's nuki; two Norths: 3 han 40 fu, 5 200
    dialog = player.window.edit_line(3)
    nuki = player.find("nuki-count", QSpinBox, dialog)
    assert isinstance(nuki, QSpinBox) and nuki.value() == 1
    player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+5200", "−5200"]
    player.ok()
    assert player.history()[-1] == 'ron Boris from Chen hand "123p456p789s555z99m --nuki 2"'
    assert cards(player) == [f"35{T}000", f"40{T}200", f"29{T}800"]
    assert player.window.save_to()
    assert cli_points(path) == [35000, 40200, 29800]

    # corrected once more, then sent to the calculator: its desk gets the hand as the dialog
    # has it (three nuki), for line 3, Boris's seat wind South
    dialog = player.window.edit_line(3)
    nuki = player.find("nuki-count", QSpinBox, dialog)
    player.qtbot.keyClick(nuki, Qt.Key.Key_Up)  # type: ignore[attr-defined]
    with player.qtbot.waitSignal(player.window.calculatorRequested) as sent:  # type: ignore[attr-defined]
        player.click("dialog-calculator", dialog)
    situation = sent.args[0]
    assert situation.edit == 3 and situation.hand is not None and situation.hand.nuki == 3
    assert situation.seat == 1


@pytest.mark.parametrize("words", ["--nuki 1 --nuki 2", "--nuk 2", "--nu=2"])
def test_the_edit_dialog_reads_a_written_nuki_as_the_line_is_scored(
    player: TrackerPlayer, tmp_path: Path, words: str
) -> None:
    """A hand written by hand with ``--nuki`` twice or abbreviated: the scorer reads the last
    one and the abbreviation (two Norths: 3 han 40 fu, 5 200); the edit dialog's Nuki box read
    the first one (1) or none (0), and a correction left the abbreviation in the words, still
    scored."""
    hand = f"123p456p789s555z99m {words}"
    path = write(tmp_path / "g.mjgame", f'{SANMA}ron Boris from Chen hand "{hand}"\n')
    assert player.window.open_file(path)
    assert cards(player) == [f"35{T}000", f"40{T}200", f"29{T}800"]
    dialog = player.window.edit_line(3)
    nuki = player.find("nuki-count", QSpinBox, dialog)
    assert isinstance(nuki, QSpinBox) and nuki.value() == 2
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+5200", "\u22125200"]
    # no North set aside: the words say none any more, and the line pays 1 300
    for _ in range(2):
        player.qtbot.keyClick(nuki, Qt.Key.Key_Down)  # type: ignore[attr-defined]
    assert player.label("hand-words", dialog) == "123p456p789s555z99m"
    assert player.preview_deltas("dialog-preview")[:3] == ["0", "+1300", "\u22121300"]
    player.ok()
    assert player.history()[-1] == 'ron Boris from Chen hand "123p456p789s555z99m"'
    assert cards(player) == [f"35{T}000", f"36{T}300", f"33{T}700"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_three_cards_fit_the_table(
    open_tracker: object, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    """Three cards and the middle, none over another, each whole inside the table, the points
    and names within their cards; the full-screen table the same."""
    player: TrackerPlayer = open_tracker(size)  # type: ignore[operator]
    text = south_3()
    assert player.window.open_file(write(tmp_path / "g.mjgame", text))
    QApplication.processEvents()
    # the last line of the opened game in sight in the history, where play goes on
    history = player.window.history
    last = history.visualItemRect(history.item(history.rowCount() - 1, COL_LINE))  # type: ignore[arg-type]
    assert history.viewport().rect().contains(last)
    player.window.set_language(lang)
    QApplication.processEvents()
    # the window as asked, its real layout no taller (nor wider) than that
    least = player.window.minimumSizeHint()
    assert least.width() <= size[0] and least.height() <= size[1], least
    assert (player.window.width(), player.window.height()) == size
    for table in (player.window.table, player.window.big_table):
        if table is player.window.big_table:
            player.window.set_big(True, fullscreen=False)
            QApplication.processEvents()
        assert table.players == 3
        assert not table.seats[3].isVisible()
        boxes = [panel.geometry() for panel in table.seats[:3]] + [table.center.geometry()]
        inside = table.rect()
        for index, box in enumerate(boxes):
            assert inside.contains(box), (index, box, inside)
            assert box.width() >= 200 and box.height() >= 100, (index, box)
            for other in boxes[index + 1 :]:
                assert not box.intersects(other), (box, other)
        for panel in table.seats[:3]:
            for label in (panel.points, panel.name):
                assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
                assert panel.rect().contains(label.geometry())
        # the first dealer's card under West's, the middle beside South's
        bottom, right, top = boxes[:3]
        assert top.bottom() < bottom.top() and top.left() == bottom.left()
        assert right.left() > boxes[3].right()
    player.window.set_big(False, fullscreen=False)


@pytest.mark.skipif(not os.environ.get("MJGUI_WRITE_DOCS"), reason="writes the README screenshots")
def test_write_the_sanma_screenshots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The README's three-player tracker, in both languages at 1024 x 640: a real game at South 3,
    the dealer in riichi (the first 25 lines of a record of tests/data/sanma-records)."""
    from mjgui.app import main as app_main
    from tests.gui.test_readme_screenshots import shrink

    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "user-data"))
    mid = write(tmp_path / "sanma.mjgame", south_3())
    docs = ROOT / "docs" / "screenshots"
    for name, lang in (("tracker-sanma.png", "en"), ("tracker-sanma-ru.png", "ru")):
        args = ["--tracker", str(mid), "--size", "1024x640", "--lang", lang, "--screenshot", str(docs / name)]
        assert app_main(args) == 0
        shrink(docs / name)


def test_every_real_three_player_record_opens_with_its_points(player: TrackerPlayer) -> None:
    """Each game of tests/data/sanma-records opened in the tracker: three cards with the points
    ``mjgui game FILE --json`` gives (its ``result_dict``), and the final table's scores."""
    from mjgui.core.game.game import replay, result_dict
    from mjgui.core.numbers import number, score_thousands

    records = sorted((ROOT / "tests" / "data" / "sanma-records").glob("*.mjgame"))
    assert len(records) >= 16
    ended = 0
    for path in records:
        assert player.window.open_file(path), path.name
        expected = result_dict(replay(path.read_text(encoding="utf-8")))
        shown = cards(player)
        assert shown == [number(p["points"], "en") for p in expected["players"]], path.name
        if expected["ended"]:
            finals = {row[1]: row[-1] for row in player.window.final.row_texts()}
            want = {p["name"]: score_thousands(round(p["final"] * 1000), "en") for p in expected["players"]}
            assert finals == want, path.name
            ended += 1
    assert ended == len(records)  # every one a whole game, to its final score
