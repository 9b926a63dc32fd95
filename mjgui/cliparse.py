"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2. It is
the core's one non-exiting parser (:mod:`mjgui.core.quietparser`), named here for the commands."""

from __future__ import annotations

from mjgui.core.quietparser import BadWords, HelpShown, QuietParser

__all__ = ["COMMANDS_USAGE", "VERSION_WORDS", "BadWords", "HelpShown", "QuietParser", "version_line"]

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
