"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2."""

from __future__ import annotations

import argparse
from typing import NoReturn

#: The command-line tools, as ``mjgui --help`` and ``mjgui-cli --help`` list them.
COMMANDS_USAGE = (
    "mjgui score HAND [options] | mjgui score --batch < lines | mjgui game FILE [--json]",
    "mjgui replay LOG [--json]",
    "mjgui league DIR|FILES... [--json]",
    "mjgui score --help for the options",
)
#: ``--version`` / ``-V``: the words that print the version and exit 0 (what package managers' tests call).
VERSION_WORDS = ("--version", "-V")


def version_line() -> str:
    """``mjgui 0.1.0``: what ``mjgui --version`` and ``mjgui-cli --version`` print."""
    from mjgui import __version__

    return f"mjgui {__version__}"


class BadWords(Exception):
    """The command's words could not be read (argparse's message)."""


class QuietParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadWords(message)
