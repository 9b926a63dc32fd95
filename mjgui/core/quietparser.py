"""The one argument parser that never exits the process, for every command and the window.

argparse's own parser prints its message and exits on bad words; a command of ours answers
them in its own format instead (``score`` a JSON error, ``game`` and ``league`` their usage
line, the window its usage on stderr), so each catches :class:`BadWords`.
"""

from __future__ import annotations

import argparse
from typing import NoReturn


class BadWords(Exception):
    """The words could not be read (argparse's message)."""


class HelpShown(SystemExit):
    """``--help`` was printed: nothing more to do. A SystemExit of status 0, so that a caller
    that does not look for it ends as argparse's own parser would have it end."""

    def __init__(self) -> None:
        super().__init__(0)


class QuietParser(argparse.ArgumentParser):
    """An ArgumentParser whose bad words raise :class:`BadWords` and whose ``--help`` raises
    :class:`HelpShown`, instead of exiting the process."""

    def error(self, message: str) -> NoReturn:
        raise BadWords(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if status == 0 and not message:
            raise HelpShown
        raise BadWords(message or "")
