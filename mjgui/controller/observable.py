"""What every controller shares: its language, listeners of its view model, an undo/redo history.

No Qt here. A controller derives from :class:`Observable`, builds its view in
:meth:`Observable._build_view`, and calls :meth:`Observable._notify` after every change: the
view is rebuilt once and handed to every listener. Controllers with undo keep a
:class:`History` of snapshots (whatever their state is: an edit state, a record text and path).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from mjgui.core.i18n import normalize_lang

V = TypeVar("V")
S = TypeVar("S")

#: how many steps back undo reaches
HISTORY_LIMIT = 500


class Observable(Generic[V]):
    """A view model in the player's language, built lazily, dropped after each change, and
    handed to the listeners."""

    def __init__(self, lang: str = "en") -> None:
        self._listeners: list[Callable[[V], None]] = []
        self._view: V | None = None
        self._lang = normalize_lang(lang)

    @property
    def lang(self) -> str:
        return self._lang

    def set_lang(self, lang: str) -> bool:
        """Word everything in ``lang`` from now on; False when it already was."""
        norm = normalize_lang(lang)
        if norm == self._lang:
            return False
        self._lang = norm
        self._language_changed()
        self._notify()
        return True

    def _language_changed(self) -> None:
        """Re-word what the controller keeps besides its view (nothing by default)."""

    def subscribe(self, listener: Callable[[V], None]) -> None:
        self._listeners.append(listener)

    def view(self) -> V:
        if self._view is None:
            self._view = self._build_view()
        return self._view

    def _build_view(self) -> V:
        raise NotImplementedError

    def _notify(self) -> None:
        """The state changed: drop the view, and build it once for the listeners (if any)."""
        self._view = None
        if not self._listeners:
            return
        view = self.view()
        for listener in list(self._listeners):
            listener(view)


class History(Generic[S]):
    """Undo and redo stacks of snapshots; a new step clears the redo stack."""

    def __init__(self, limit: int = HISTORY_LIMIT) -> None:
        self._undo: list[S] = []
        self._redo: list[S] = []
        self._limit = limit

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def push(self, current: S) -> None:
        """``current`` is about to be replaced by a new step: keep it for undo."""
        self._undo.append(current)
        del self._undo[: -self._limit]
        self._redo.clear()

    def undo(self, current: S) -> S | None:
        """The snapshot to go back to (``current`` is kept for redo), or None."""
        if not self._undo:
            return None
        self._redo.append(current)
        return self._undo.pop()

    def redo(self, current: S) -> S | None:
        """The snapshot to go forward to (``current`` is kept for undo), or None."""
        if not self._redo:
            return None
        self._undo.append(current)
        return self._redo.pop()

    def next_redo(self) -> S | None:
        """The snapshot redo would go forward to (None: nothing to redo)."""
        return self._redo[-1] if self._redo else None

    def ahead(self) -> tuple[S, ...]:
        """The snapshots redo would go forward through, the nearest first (empty: nothing to
        redo; a new step drops them all)."""
        return tuple(reversed(self._redo))

    def clear(self) -> None:
        self._undo.clear()
        self._redo.clear()

    def snapshots(self) -> tuple[S, ...]:
        """Every snapshot kept, oldest first (the undo stack, then the redo stack from the
        nearest); the current state is not among them."""
        return (*self._undo, *reversed(self._redo))


class Undoable(Observable[V], Generic[V, S]):
    """An observable with an undo/redo history of its snapshots.

    A controller says what its state is as a snapshot (:meth:`_snapshot`) and how to go back to
    one (:meth:`_restore`); undo, redo and the jump between them are written here once. Before
    each undoable change it keeps the current state with ``self._history.push(self._snapshot())``.
    """

    def __init__(self, lang: str = "en") -> None:
        super().__init__(lang)
        self._history: History[S] = History()

    def _snapshot(self) -> S:
        """The current state, as the history keeps it."""
        raise NotImplementedError

    def _restore(self, snapshot: S) -> None:
        """Make ``snapshot`` the current state (not an undoable step) and notify."""
        raise NotImplementedError

    def _may_step(self) -> bool:
        """Whether undo and redo may move now: a controller that holds its changes back (the
        tracker while another window has its game) says no, and the history stays as it was."""
        return True

    def undo(self) -> bool:
        """Go back one step; False when there is none or the controller holds its changes back."""
        return self._may_step() and self._jump(self._history.undo(self._snapshot()))

    def redo(self) -> bool:
        """Go forward one undone step; False when there is none or changes are held back."""
        return self._may_step() and self._jump(self._history.redo(self._snapshot()))

    def _jump(self, snapshot: S | None) -> bool:
        if snapshot is None:
            return False
        self._restore(snapshot)
        return True

    @property
    def can_undo(self) -> bool:
        return self._history.can_undo

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo
