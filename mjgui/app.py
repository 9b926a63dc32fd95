"""The desktop application entry point.

``mjgui`` opens the window; ``mjgui score ...`` / ``mjgui game ...`` run the command line.
``mjgui --screenshot FILE.png [score arguments]`` opens the window with the hand given in the
CLI's ``score`` syntax, lets it paint, saves a PNG of the window and exits 0 (it needs no
display with ``QT_QPA_PLATFORM=offscreen``). Window options, before or among the score
arguments: ``--theme system|light|dark``, ``--size WIDTHxHEIGHT``, ``--mode MODE`` (palette
mode to show, e.g. ``pon``), ``--discards TILES`` (your discards, for furiten) and
``--notation TEXT`` (text typed into the notation field, e.g. to show an error).
Any score arguments also work without ``--screenshot`` to open the window on that hand.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mjgui.gui.window import MainWindow

APP_OPTIONS = ("--screenshot", "--theme", "--size", "--mode", "--discards", "--notation")


@dataclass
class AppOptions:
    screenshot: str | None = None
    theme: str | None = None
    size: tuple[int, int] | None = None
    mode: str | None = None
    discards: str = ""
    notation: str | None = None
    score_args: list[str] = field(default_factory=list)


class UsageError(ValueError):
    pass


def split_args(args: Sequence[str]) -> AppOptions:
    """Take the window's own options out; the rest are ``score`` arguments."""
    out = AppOptions()
    rest: list[str] = []
    items = list(args)
    i = 0
    while i < len(items):
        word = items[i]
        name, eq, inline = word.partition("=")
        if name in APP_OPTIONS:
            if eq:
                value = inline
            elif i + 1 < len(items):
                i += 1
                value = items[i]
            else:
                raise UsageError(f"{name} needs a value")
            _set_option(out, name, value)
        else:
            rest.append(word)
        i += 1
    out.score_args = rest
    return out


def _set_option(out: AppOptions, name: str, value: str) -> None:
    if name == "--screenshot":
        out.screenshot = value
    elif name == "--theme":
        if value not in ("system", "light", "dark"):
            raise UsageError("--theme is system, light or dark")
        out.theme = value
    elif name == "--size":
        try:
            w, h = (int(part) for part in value.lower().split("x"))
        except ValueError:
            raise UsageError("--size is WIDTHxHEIGHT, e.g. 1280x800") from None
        out.size = (w, h)
    elif name == "--mode":
        out.mode = value
    elif name == "--discards":
        out.discards = value
    elif name == "--notation":
        out.notation = value


def _lang_arg(args: Sequence[str]) -> str | None:
    for i, word in enumerate(args):
        if word == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
    return None


def _has_hand(args: Sequence[str]) -> bool:
    """Is there a positional HAND among the score arguments?"""
    takes_value = {
        "--chi", "--pon", "--kan", "--ankan", "--win", "--seat", "--round", "--dora", "--ura", "--honba",
        "--sticks", "--renchan", "--from", "--rules", "--lang",
    }  # fmt: skip
    skip = False
    for word in args:
        if skip:
            skip = False
            continue
        if word in takes_value:
            skip = True
            continue
        if not word.startswith("--"):
            return True
    return False


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("score", "game"):
        from mjgui.cli import main as cli_main

        return cli_main(args)
    try:
        options = split_args(args)
    except UsageError as err:
        print(f"mjgui: {err}", file=sys.stderr)
        return 2
    return run(options)


def build_window(options: AppOptions, *, strict: bool = False) -> MainWindow:
    """The application set up and the window built on the given hand (not shown yet).

    Bad score arguments raise :class:`MahjongError` when ``strict``; otherwise they are
    reported on stderr and the window opens empty.
    """
    from PySide6.QtWidgets import QApplication

    from mjgui.controller import Controller
    from mjgui.core.errors import MahjongError
    from mjgui.core.tiles import parse_tiles
    from mjgui.gui.appsetup import apply_theme, setup_application
    from mjgui.gui.settings import Settings
    from mjgui.gui.window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mjgui"])
    assert isinstance(app, QApplication)
    setup_application(app)
    settings = Settings(None) if options.screenshot else Settings.default()
    apply_theme(app, options.theme or settings.theme)

    controller = Controller()
    lang = _lang_arg(options.score_args)
    if options.score_args and _has_hand(options.score_args):
        from mjgui.core.handargs import parse_score_args

        try:
            request, _ = parse_score_args(options.score_args)
        except MahjongError as err:
            if strict:
                raise
            print(f"mjgui: {err.message(lang or 'en')}", file=sys.stderr)
        else:
            controller.load_spec(request.spec, record=False)
    if options.discards:
        for tile in parse_tiles(options.discards):
            controller.add_discard(tile)
    if options.notation is not None:
        controller.set_notation(options.notation)
    if options.mode:
        controller.set_mode(options.mode)
    window = MainWindow(controller, settings, lang=lang)
    if options.theme:
        window.theme_actions[options.theme].setChecked(True)
    if options.size:
        window.resize(*options.size)
    return window


def paint_now(window: QWidget) -> None:
    """Let a shown window lay itself out and paint."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(3):
        QCoreApplication.processEvents()


def run(options: AppOptions) -> int:
    """Open the window (and, for ``--screenshot``, save it and return)."""
    from PySide6.QtWidgets import QApplication

    from mjgui.core.errors import MahjongError

    try:
        window = build_window(options, strict=options.screenshot is not None)
    except MahjongError as err:
        print(f"mjgui: {err.message(_lang_arg(options.score_args) or 'en')}", file=sys.stderr)
        return 2
    window.show()
    if options.screenshot:
        paint_now(window)
        ok = window.grab().save(options.screenshot, "PNG")
        window.close()
        if not ok:
            print(f"mjgui: cannot write {options.screenshot}", file=sys.stderr)
            return 1
        return 0
    app = QApplication.instance()
    assert app is not None
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
