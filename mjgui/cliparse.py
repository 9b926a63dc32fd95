"""The subcommands' argument parser: bad words raise :class:`BadWords` instead of exiting, so each
command answers them in its own format (a JSON error, or its usage line) with exit status 2. It is
the core's one non-exiting parser (:mod:`mjgui.core.quietparser`), named here for the commands."""

from __future__ import annotations

from mjgui.core.i18n import msg
from mjgui.core.quietparser import LANG, LANGS, BadWords, HelpShown, QuietParser, words_lang

__all__ = [
    "COMMANDS_USAGE",
    "JSON_HELP",
    "LANG",
    "LANGS",
    "SCORE_HELP",
    "VERSION_WORDS",
    "BadWords",
    "HelpShown",
    "QuietParser",
    "version_line",
    "words_lang",
]

#: the last line of the commands' usage
SCORE_HELP = msg("cli-help:score_help", "mjgui score --help for the options")
#: ``--json``'s help line, the same in every command
JSON_HELP = msg("cli-help:json", "print one JSON object")

#: The command-line tools, as ``mjgui --help`` and ``mjgui-cli --help`` list them.
COMMANDS_USAGE = (
    msg(
        "cli-help:usage_score",
        "mjgui score HAND [options] | mjgui score --batch < lines | mjgui game FILE [--json]",
    ),
    msg("cli-help:usage_replay", "mjgui replay LOG [--json]"),
    msg("cli-help:usage_league", "mjgui league DIR|FILES... [--json]"),
)
#: ``--version`` / ``-V``: the words that print the version and exit 0 (what package managers' tests call).
VERSION_WORDS = ("--version", "-V")


def version_line() -> str:
    """``mjgui 0.1.0``: what ``mjgui --version`` and ``mjgui-cli --version`` print."""
    from mjgui import __version__

    return f"mjgui {__version__}"
