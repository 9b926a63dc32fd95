"""The listeners and undo/redo history every controller shares (mjgui.controller.observable)."""

from __future__ import annotations

from mjgui.controller.observable import History, Observable, Undoable
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.teach.compare import CompareController
from mjgui.controller.teach.quiz import QuizController


class Counter(Observable[str]):
    def __init__(self) -> None:
        super().__init__()
        self.value = 0
        self.built = 0

    def _build_view(self) -> str:
        self.built += 1
        return f"value {self.value}"

    def bump(self) -> None:
        self.value += 1
        self._notify()


def test_view_is_built_once_per_change_and_handed_to_every_listener() -> None:
    c = Counter()
    seen: list[tuple[str, str]] = []
    c.subscribe(lambda v: seen.append(("a", v)))
    c.subscribe(lambda v: seen.append(("b", v)))
    c.bump()
    assert seen == [("a", "value 1"), ("b", "value 1")]
    assert c.view() == "value 1"
    assert c.built == 1


def test_without_listeners_the_view_waits_until_asked() -> None:
    c = Counter()
    c.bump()
    c.bump()
    assert c.built == 0
    assert c.view() == "value 2"


def test_history_undo_redo_and_a_new_step_clears_redo() -> None:
    h: History[int] = History(limit=3)
    assert (h.can_undo, h.can_redo) == (False, False)
    assert h.undo(0) is None
    for current in (0, 1, 2, 3):
        h.push(current)
    # only the last three steps are kept
    assert h.undo(4) == 3
    assert h.undo(3) == 2
    assert h.undo(2) == 1
    assert h.undo(1) is None
    assert h.redo(1) == 2
    assert h.can_redo
    h.push(2)
    assert not h.can_redo
    assert h.redo(5) is None
    h.clear()
    assert (h.can_undo, h.can_redo) == (False, False)


def test_all_controllers_share_the_base() -> None:
    from mjgui.controller.game.club import ClubController
    from mjgui.controller.game.logview import LogViewController
    from mjgui.controller.game.tracker import TrackerController

    controllers = (Controller, TrackerController, QuizController, CompareController)
    for cls in (*controllers, ClubController, LogViewController):
        assert issubclass(cls, Observable)
    assert issubclass(Controller, Undoable) and issubclass(TrackerController, Undoable)


class Steps(Undoable[str, int]):
    """The least undoable controller: a number, each change one step."""

    def __init__(self) -> None:
        super().__init__()
        self.value = 0

    def _build_view(self) -> str:
        return f"at {self.value}"

    def _snapshot(self) -> int:
        return self.value

    def _restore(self, snapshot: int) -> None:
        self.value = snapshot
        self._notify()

    def set(self, value: int) -> None:
        self._history.push(self._snapshot())
        self.value = value
        self._notify()


def test_undo_redo_and_the_jump_are_the_bases() -> None:
    s = Steps()
    seen: list[str] = []
    s.subscribe(seen.append)
    assert not s.undo() and not s.redo()
    s.set(1)
    s.set(2)
    assert s.undo() and s.value == 1
    assert s.undo() and s.value == 0
    assert not s.undo() and s.value == 0
    assert s.redo() and s.value == 1
    s.set(5)  # a new step: nothing left to redo
    assert not s.redo() and s.value == 5
    assert seen == ["at 1", "at 2", "at 1", "at 0", "at 1", "at 5"]
    # the calculator and the tracker write none of it themselves
    from mjgui.controller.game.tracker import TrackerController

    for cls in (Controller, TrackerController):
        for name in ("undo", "redo", "_jump"):
            assert name not in vars(cls), (cls.__name__, name)


def test_set_lang_rewords_once_and_only_on_a_change() -> None:
    c = Counter()
    seen: list[str] = []
    c.subscribe(seen.append)
    assert c.lang == "en"
    assert c.set_lang("ru_RU")
    assert c.lang == "ru"
    assert not c.set_lang("ru")
    assert seen == ["value 0"]
