"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2."""

from __future__ import annotations

import argparse
from typing import NoReturn


class BadWords(Exception):
    """The command's words could not be read (argparse's message)."""


class QuietParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadWords(message)
