"""The tracker's "what each player needs" panel, read after hands recorded by clicks, in both
languages (issue 24, "What each player needs")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from test_tracker_support import TrackerPlayer

from mjgui.gui.appsetup import setup_application
from mjgui.gui.settings import Settings
from mjgui.gui.tracker.needs import NeedsPanel
from mjgui.gui.tracker.window import TrackerWindow
from tests.util import RT, T


@pytest.fixture
def player(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TrackerPlayer]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings.at(str(tmp_path / "s.ini"))
    window = TrackerWindow(data_dir=tmp_path / "data", settings=settings, lang="en")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    yield TrackerPlayer(qtbot, window)
    window.languages.set_language("en")


def panel(player: TrackerPlayer) -> NeedsPanel:
    found = player.window.findChild(NeedsPanel, "tracker-needs")
    assert isinstance(found, NeedsPanel)
    return found


def test_the_panel_says_what_each_player_needs(player: TrackerPlayer) -> None:
    assert not panel(player).isVisible()  # no game: nobody to pass
    player.new_game()
    # all level at 30 000: each player is placed below the lower seats (ties to the first dealer)
    lines = panel(player).texts()
    assert len(lines) == 6
    assert lines[0] == "Boris: 1000\u00a0from Aiko · 1000\u00a0from others · 300/500\u00a0tsumo"
    player.action("riichi", "player-1")
    player.ok()
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    player.action("tsumo", "winner-1", "limit-mangan")
    player.ok()
    assert player.points() == [f"20{T}800", f"41{T}000", f"32{T}200", f"26{T}000"]
    shown = panel(player)
    assert shown.isVisible()
    assert shown.title.text() == "What each player needs with the next hand"
    lines = shown.texts()
    # Boris 41 000 (the dealer, 1 honba), Chen 32 200, Dasha 26 000, Aiko 20 800
    assert len(lines) == 6
    # 8 800 behind Boris: directly 2V + 600 > 8 800 (2 han 70 fu, 4 500); from another
    # V + 300 > 8 800 (mangan is 8 000: haneman); tsumo 1 500/2 900 moves 5 900 + 2 900 + 300 + 100
    assert lines[0] == f"Chen: 4500\u00a0from Boris · 12{RT}000\u00a0from others · 1500/2900\u00a0tsumo"
    assert [line.split(":")[0] for line in lines] == ["Chen", "Dasha", "Dasha", "Aiko", "Aiko", "Aiko"]
    tip = shown.lines[0].toolTip()
    assert tip.startswith("Chen to pass Boris: from Boris: 2 han 70 fu")
    assert f"; from others: haneman (12{T}000); " in tip

    # in Russian, the names never after a declining preposition
    action = player.window.findChild(QAction, "tracker-language-ru")
    assert action is not None
    action.trigger()
    QApplication.processEvents()
    lines = panel(player).texts()
    assert panel(player).title.text() == "Что нужно каждому в следующей раздаче"
    assert lines[0] == f"Chen: 4500\u00a0с игрока Boris · 12{RT}000\u00a0с других · 1500/2900\u00a0цумо"

    # undoing the tsumo brings back the earlier needs
    player.window.controller.undo()
    QApplication.processEvents()
    lines = panel(player).texts()
    # Chen 36 200 is first again, then Dasha 30 000, Boris 29 000 (his riichi stick paid), Aiko
    assert lines[0] == "Dasha: 3200\u00a0с игрока Chen · 6400\u00a0с других · 1300/2600\u00a0цумо"


def test_the_panel_is_hidden_once_the_game_has_ended(player: TrackerPlayer) -> None:
    player.new_game()
    assert panel(player).isVisible()
    assert player.window.commit_line("ron Chen from Aiko yakuman")
    assert player.window.controller.state.ended  # Aiko below zero: buttobi
    assert not panel(player).isVisible()


def _said(text: str) -> str:
    """The text as read, its no-break and narrow spaces as plain ones."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_panel_names_a_double_yakuman_where_one_does_not_do_it(player: TrackerPlayer) -> None:
    """Aiko's dealer yakuman tsumo, then her mangan from Boris: Boris (1 700) needs a double
    yakuman from Aiko, which the game accepts; the panel once said "no hand" there. In Russian
    the tooltip is the goal ("чтобы обогнать"), not a statement that Boris passes Aiko."""
    player.new_game()
    assert player.window.commit_line("tsumo Aiko yakuman")
    assert player.window.commit_line("ron Aiko from Boris mangan")
    assert player.points() == [f"90{T}300", "1700", f"14{T}000", f"14{T}000"]
    shown = panel(player)
    index = next(i for i, line in enumerate(shown.texts()) if line.startswith("Boris: ") and "Aiko" in line)
    assert _said(shown.texts()[index]) == "Boris: 64 000 from Aiko · 96 000 from others · 16 000/32 000 tsumo"
    assert _said(shown.lines[index].toolTip()) == (
        "Boris to pass Aiko: from Aiko: double yakuman (64 000); from others: triple yakuman (96 000); "
        "tsumo: double yakuman (64 000)"
    )
    action = player.window.findChild(QAction, "tracker-language-ru")
    assert action is not None
    action.trigger()
    QApplication.processEvents()
    assert _said(panel(player).lines[index].toolTip()).startswith(
        "Boris, чтобы обогнать игрока Aiko: с игрока Aiko — двойной якуман (64 000); "
    )


def test_at_paarenchan_the_panel_says_any_win_of_the_dealer_is_a_yakuman(player: TrackerPlayer) -> None:
    """Aiko deals with 8 renchan, 1 000 behind Boris: the tooltip of her line says any win is a
    yakuman by paarenchan, and the title's tooltip (the hint) says why."""
    player.new_game()
    for _ in range(8):
        assert player.window.commit_line("draw tenpai Aiko,Boris")
    assert player.window.commit_line("riichi Aiko")
    assert player.points() == [f"41{T}000", f"42{T}000", f"18{T}000", f"18{T}000"]
    shown = panel(player)
    assert _said(shown.texts()[0]) == "Aiko: 48 000 from Boris · 48 000 from others · 16 000 all"
    assert _said(shown.lines[0].toolTip()).startswith(
        "Aiko to pass Boris: from Boris: any win → yakuman (paarenchan, 48 000); "
    )
    assert _said(shown.title.toolTip()).endswith(
        "Aiko, the dealer, has 8 renchan: paarenchan, so any win of theirs counts as a yakuman."
    )
