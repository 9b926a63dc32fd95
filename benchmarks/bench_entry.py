#!/usr/bin/env python3
"""Entering hands at the table: how many actions a hand takes on the calculator (a script, not
a timed test).

A fixed set of typical hands (closed and open, kans, riichi tsumo, a dealer ron with honba, a
yakuman, no yaku, a 13-tile wait...) is entered through the window's fastest path with real key
presses and mouse clicks (QTest events on a shown window, as the tests' player does): the hand
typed in the notation field (the winning tile written last), the flags by their keys from the
field (T tsumo, R riichi, I ippatsu), the seat by Alt+1..4, a dora indicator by its free slot
and a palette click, the honba by the keyboard in its box, then N for the next hand. Every key
press and click is one action (a key with a modifier is one). After each hand the headline is
checked against the core's own answer for the same hand (``score`` on the same arguments), so a
path that is short but wrong fails loudly.

It prints the actions of each hand and their average against the goal of issue 12: at most
1.1 actions per tile plus 4 for the situation, on average (about 20 per hand before).

Then the whole path at the table (issue 24), for the same hands that win: from the game
tracker's Ron…/Tsumo… button to the line recorded. The game is set up first, uncounted, where
each hand happens (the winner sitting at the hand's seat wind, the honba from dealer-tenpai
draws, a riichi declared with its own line, as they are recorded during play); then counted:
Ron…/Tsumo…, the winner, the discarder (ron), "Score the hand in the calculator…" and the
tiles clicked on the calculator's empty desk (or the tiles typed, the first digit in the dialog
opening the calculator), what the game cannot know (ippatsu by I, dora
indicators), and Ctrl+Enter, which records the line and goes back to the tracker. The headline
is checked against the core and the recorded line against the hand's own words. It prints
``end-to-end: N actions per hand (goal G)``, N the average of each hand's faster path and G the
average of 1.1 per tile + 4.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_entry.py
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MJGUI_TILE_CACHE", "off")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget  # noqa: E402

if TYPE_CHECKING:
    import tempfile

    from mjgui.gui.tracker.window import TrackerWindow


@dataclass(frozen=True)
class Hand:
    """One hand as a player enters it, and the same hand as ``mjgui score`` arguments."""

    name: str
    typed: str  # what is typed in the notation field
    tiles: int  # the tiles of the hand (melds' tiles included: each kan counts 4)
    args: str  # the same hand for the core: its score arguments
    keys: tuple[str, ...] = ()  # T, R, I...
    seat: int = 0  # the winner's seat wind: Alt+1..4 when it is not the last hand's
    dora: tuple[str, ...] = ()  # indicators, each a free-slot click and a palette click
    honba: int = 0  # a click in the honba box, then the Up key once per honba


S, W, N = 1, 2, 3  # seat winds (East, 0, is the default)

HANDS: tuple[Hand, ...] = (
    Hand(
        "riichi tsumo pinfu tanyao",
        "234m567p34678885s",
        14,
        "234m567p3467888s5s --riichi --tsumo",
        ("T", "R"),
    ),
    Hand(
        "non-dealer riichi ron, dora",
        "234m567p34678885s",
        14,
        "234m567p3467888s5s --riichi --seat S --dora 2s",
        ("R",),
        seat=S,
        dora=("2s",),
    ),
    Hand("dealer ron with 2 honba", "123m456p789s555z22z", 14, "123m456p789s555z22z --honba 2", honba=2),
    Hand("open pon, yakuhai", "234m567p55s11z(555z)1z", 14, "234m567p55s11z1z --pon 555z --seat W", seat=W),
    Hand("open chi, kuitan", "234m678p444s6s(345s)6s", 14, "234m678p444s66s --chi 345s --seat N", seat=N),
    Hand(
        "closed kan, riichi tsumo",
        "234m567p2344s[7777s]4s",
        15,
        "234m567p23444s --ankan 7777s --riichi --tsumo --seat N",
        ("T", "R"),
        seat=N,
    ),
    Hand(
        "chiitoitsu riichi ippatsu",
        "1199m3377p4488s55z",
        14,
        "1199m3377p4488s55z --riichi --ippatsu --seat N",
        ("R", "I"),
        seat=N,
    ),
    Hand(
        "kokushi tsumo (yakuman)",
        "19m19p19s1234567z1z",
        14,
        "19m19p19s1234567z1z --tsumo --seat S",
        ("T",),
        S,
    ),
    Hand(
        "no yaku (open)", "234m678p9s(123s)(789m)9s", 14, "234m678p99s --chi 123s --chi 789m --seat S", seat=S
    ),
    Hand("13 tiles: the waits", "234m567p3467888s", 13, "", seat=S),
    Hand("suuankou tsumo (yakuman)", "111999555m22z333z", 14, "111m999m555m22z333z --tsumo", ("T",)),
    Hand("ittsu ron", "123456789p234s5m5m", 14, "123456789p234s55m --seat S", seat=S),
)


class Desk:
    """The window and a counter of the actions sent to it."""

    def __init__(self) -> None:
        from mjgui.controller.scoring.calculator import Controller
        from mjgui.gui.appsetup import setup_application
        from mjgui.gui.settings import Settings
        from mjgui.gui.window import MainWindow

        app = QApplication.instance() or QApplication([])
        assert isinstance(app, QApplication)
        setup_application(app)
        self.app = app
        self.window = MainWindow(Controller("en"), Settings(None), lang="en")
        self.window.resize(1280, 800)
        self.window.show()
        self.window.finish_startup()
        self.window.activateWindow()
        QTest.qWaitForWindowActive(self.window)
        self.actions = 0
        self._tracker: TrackerWindow | None = None
        self._data: tempfile.TemporaryDirectory[str] | None = None  # the tracker's data folder

    @property
    def tracker(self) -> TrackerWindow:
        assert self._tracker is not None
        return self._tracker

    def open_tracker(self) -> None:
        """The game tracker beside the calculator (its autosave in a folder of its own, removed
        by :meth:`close`)."""
        import tempfile

        self._data = tempfile.TemporaryDirectory(prefix="mjgui-bench-", ignore_cleanup_errors=True)
        self.window.game_link.data_dir = Path(self._data.name)
        self._tracker = self.window.game_link.open_tracker()
        self._tracker.resize(1280, 800)

    def close(self) -> None:
        """The tracker closed (its autosave's slot let go) and its folder removed: a run leaves
        no ``mjgui-bench-*`` folder behind."""
        if self._tracker is not None:
            self._tracker.close()
        if self._data is not None:
            self._data.cleanup()
            self._data = None

    def _focus(self) -> QWidget:
        # the calculator's own focus: the tracker's window or dialog may hold the application's
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.window() is self.window else self.window

    def type(self, text: str) -> None:
        for ch in text:
            QTest.keyClicks(self._focus(), ch)
            self.actions += 1

    def key(self, name: str) -> None:
        mods = Qt.KeyboardModifier.NoModifier
        if name.startswith("Alt+"):
            mods = Qt.KeyboardModifier.AltModifier
            name = name[4:]
        if name.startswith("Ctrl+"):
            mods = Qt.KeyboardModifier.ControlModifier
            name = name[5:]
        key = getattr(Qt.Key, f"Key_{name}")
        QTest.keyClick(self._focus(), key, mods)
        self.actions += 1

    def click(self, widget: QWidget) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName()
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.actions += 1

    def find(self, name: str, root: QWidget | None = None) -> QWidget:
        widget = (root or self.window).findChild(QWidget, name)
        assert widget is not None, name
        return widget

    def headline(self) -> str:
        return self.window.headline.title.text()


def expected_headline(hand: Hand) -> str:
    """The core's answer for the same hand, worded as the desk words it (the headline: its label
    keeps a figure and its word on one line, "2600\u00a0all", as :func:`nobreak` does)."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.gui.util import nobreak

    request, _ = parse_score_args(hand.args.split())
    controller = Controller("en")
    controller.load_spec(request.spec)
    return nobreak(controller.view().headline.text)


def type_tiles(desk: Desk, hand: Hand) -> None:
    """The keyboard path: the hand typed (focus goes to the field from anywhere)."""
    desk.type(hand.typed)


def click_tiles(desk: Desk, hand: Hand) -> None:
    """The mouse path: each concealed tile clicked on the palette, each meld by its mode button
    and one palette tile (the chi's lowest), the winning tile last."""
    from mjgui.core.scoring.notation import parse_hand

    parsed = parse_hand(hand.typed)
    *rest, win = parsed.concealed
    for tile in rest:
        desk.click(desk.find(f"tile-{tile.code}"))
    for meld in parsed.melds:
        desk.click(desk.find(f"mode-{meld.kind}"))
        desk.click(desk.find(f"tile-{min(meld.tiles, key=lambda t: t.kind).code}"))
    desk.click(desk.find(f"tile-{win.code}"))


def situation(desk: Desk, hand: Hand) -> None:
    """Seat (Alt+1..4 when it changes), flag keys, dora indicators, honba."""
    if desk.window.controller.state.situation.seat != hand.seat:
        desk.key(f"Alt+{hand.seat + 1}")
    for key in hand.keys:
        desk.key(key)
    for indicator in hand.dora:
        desk.click(desk.window.dora_row.slots()[len(desk.window.controller.state.dora)])
        desk.click(desk.find(f"tile-{indicator}"))
    if hand.honba:
        # into the honba box's text field (the box itself takes no focus from a click: the
        # Up keys went elsewhere and the honba stayed 0), then Up once per honba
        field = desk.find("honba").findChild(QLineEdit)
        assert field is not None, "honba"
        desk.click(field)
        for _ in range(hand.honba):
            desk.key("Up")


def enter(desk: Desk, hand: Hand, tiles: Callable[[Desk, Hand], None]) -> tuple[int, str]:
    """Enter one hand, read the headline, go to the next hand: (actions, what went wrong)."""
    start = desk.actions
    tiles(desk, hand)
    situation(desk, hand)
    shown = desk.headline()
    want = expected_headline(hand) if hand.args else "Tenpai: 2s 5s"
    wrong = "" if shown == want else f"{hand.name}: the desk shows {shown!r}, the core says {want!r}"
    desk.key("N")  # the next hand, counted with this one
    if hand.honba:
        desk.click(desk.find("counters-reset"))  # and its counters back to 0
    return desk.actions - start, wrong


NAMES = ("Aiko", "Boris", "Chen", "Dasha")


def game_args(hand: Hand, honba: int, sticks: int, renchan: int) -> str:
    """The hand's score arguments with the game's counters at that moment."""
    return f"{hand.args} --honba {honba} --sticks {sticks} --renchan {renchan}".replace(
        f" --honba {hand.honba} --honba", " --honba"
    )


def set_up_game(desk: Desk, hand: Hand) -> tuple[int, int | None]:
    """A new game where ``hand`` happens (not counted): E1, the winner sitting at the hand's
    seat wind, dealer-tenpai draws for its honba, the winner's riichi declared. Returns the
    winner and the discarder (the next seat; None on tsumo)."""
    tracker = desk.tracker
    tracker.controller.new_game(list(NAMES), "seed", "")
    for _ in range(hand.honba):
        assert tracker.controller.commit(f"draw tenpai {NAMES[0]}")
    winner = hand.seat  # in East 1 Aiko deals: seat i sits at wind i
    if "R" in hand.keys:
        assert tracker.controller.commit(f"riichi {NAMES[winner]}")
    return winner, None if "T" in hand.keys else (winner + 1) % 4


def round_trip(desk: Desk, hand: Hand, tiles: Callable[[Desk, Hand], None]) -> tuple[int, str]:
    """From the tracker's Ron…/Tsumo… to the line recorded: (actions, what went wrong)."""
    from mjgui.controller.game.bridge import hand_words
    from mjgui.core.scoring.arguments import parse_score_args

    winner, discarder = set_up_game(desk, hand)
    tracker = desk.tracker
    state = tracker.controller.state
    args = game_args(hand, state.honba, state.sticks, state.renchan)
    lines = len(tracker.controller.record.lines)
    start = desk.actions
    desk.click(tracker.action_buttons["tsumo" if discarder is None else "ron"])
    dialog = tracker.dialog
    assert dialog is not None
    desk.click(desk.find(f"winner-{winner}", dialog))
    if discarder is not None:
        desk.click(desk.find(f"discarder-{discarder}", dialog))
    if tiles is type_tiles:  # the hand's first digit typed in the dialog opens the calculator
        focus = dialog.focusWidget() or dialog
        QTest.keyClicks(focus, hand.typed[0])
        desk.actions += 1
        desk.type(hand.typed[1:])
    else:
        desk.click(desk.find("dialog-calculator", dialog))
        tiles(desk, hand)
    for key in hand.keys:  # tsumo and riichi come from the game
        if key not in ("T", "R"):
            desk.key(key)
    for indicator in hand.dora:
        desk.click(desk.window.dora_row.slots()[len(desk.window.controller.state.dora)])
        desk.click(desk.find(f"tile-{indicator}"))
    shown = desk.headline()
    want = Hand(hand.name, hand.typed, hand.tiles, args)
    wrong = []
    if shown != expected_headline(want):
        wrong.append(f"the desk shows {shown!r}, the core says {expected_headline(want)!r}")
    desk.key("Ctrl+Return")
    count = desk.actions - start
    record = tracker.controller.record
    spec = parse_score_args(hand.args.split())[0].spec
    head = f"tsumo {NAMES[winner]}" if discarder is None else f"ron {NAMES[winner]} from {NAMES[discarder]}"
    line = f'{head} hand "{hand_words(spec)}"'
    recorded = record.lines[-1].text if len(record.lines) == lines + 1 else "(nothing recorded)"
    if recorded != line:
        wrong.append(f"recorded {recorded!r}, not {line!r}")
    if tracker.dialog is not None:
        wrong.append("a dialog is still open")
    return count, "; ".join(f"{hand.name} (end to end): {w}" for w in wrong)


def end_to_end(desk: Desk) -> tuple[float, float, list[str]]:
    """Every winning hand, typed and clicked, from Ron…/Tsumo… to the line: prints a row per
    hand; returns (average of the faster paths, average goal, what went wrong)."""
    desk.open_tracker()
    rows: list[tuple[str, int, int, int, float]] = []
    failures: list[str] = []
    for hand in HANDS:
        if not hand.args or "no yaku" in hand.name:
            continue  # not a win: nothing to record
        typed, wrong_typed = round_trip(desk, hand, type_tiles)
        clicked, wrong_clicked = round_trip(desk, hand, click_tiles)
        failures += [w for w in (wrong_typed, wrong_clicked) if w]
        rows.append((hand.name, hand.tiles, typed, clicked, 1.1 * hand.tiles + 4))
    width = max(len(r[0]) for r in rows)
    print()
    print("the whole path: the tracker's Ron…/Tsumo… to the line recorded")
    print(f"{'hand':<{width}}  tiles  typed  clicked  fastest  goal (1.1/tile + 4)")
    for name, tiles, typed, clicked, goal in rows:
        print(
            f"{name:<{width}}  {tiles:>5}  {typed:>5}  {clicked:>7}  {min(typed, clicked):>7}  {goal:>6.1f}"
        )
    count = len(rows)
    goal_avg = sum(r[4] for r in rows) / count
    fastest = sum(min(r[2], r[3]) for r in rows) / count
    print(
        f"average per hand: typed {sum(r[2] for r in rows) / count:.1f}, clicked "
        f"{sum(r[3] for r in rows) / count:.1f}, the fastest path {fastest:.1f}"
    )
    return fastest, goal_avg, failures


def main() -> int:
    desk = Desk()
    rows: list[tuple[str, int, int, int, float]] = []
    failures: list[str] = []
    for hand in HANDS:
        typed, wrong_typed = enter(desk, hand, type_tiles)
        clicked, wrong_clicked = enter(desk, hand, click_tiles)
        failures += [w for w in (wrong_typed, wrong_clicked) if w]
        rows.append((hand.name, hand.tiles, typed, clicked, 1.1 * hand.tiles + 4))
    width = max(len(r[0]) for r in rows)
    print(f"{'hand':<{width}}  tiles  typed  clicked  fastest  goal (1.1/tile + 4)")
    for name, tiles, typed, clicked, goal in rows:
        print(
            f"{name:<{width}}  {tiles:>5}  {typed:>5}  {clicked:>7}  {min(typed, clicked):>7}  {goal:>6.1f}"
        )
    count = len(rows)
    goal_avg = sum(r[4] for r in rows) / count
    fastest = sum(min(r[2], r[3]) for r in rows) / count
    print(
        f"average per hand: typed {sum(r[2] for r in rows) / count:.1f}, clicked "
        f"{sum(r[3] for r in rows) / count:.1f}, the fastest path {fastest:.1f}"
    )
    verdict = "met" if fastest <= goal_avg else "NOT met"
    print(f"goal: at most {goal_avg:.1f} on average (1.1 per tile + 4): {verdict}; about 20 before issue 12")
    try:
        fastest_all, goal_all, more = end_to_end(desk)
    finally:
        desk.close()
    failures += more
    verdict = "met" if fastest_all <= goal_all else "NOT met"
    print(f"end-to-end: {fastest_all:.1f} actions per hand (goal {goal_all:.1f})")
    print(f"end-to-end goal {verdict}; a median of 24 before issue 24")
    for failure in failures:
        print("WRONG RESULT:", failure)
    return 1 if failures or fastest_all > goal_all else 0


if __name__ == "__main__":
    sys.exit(main())
