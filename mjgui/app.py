"""The desktop application entry point."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("score", "game"):
        from mjgui.cli import main as cli_main

        return cli_main(args)
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("mjgui")
    window.setCentralWidget(QLabel("mjgui"))
    window.show()
    return int(app.exec())
