"""mjgui: a desktop scoring desk for Japanese riichi mahjong."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

__version__ = "0.1.0"

#: The first words that run a command-line tool instead of opening the window (the same for
#: ``python -m mjgui``, the ``mjgui`` and ``mjgui-cli`` scripts and the bundle's launchers).
CLI_COMMANDS = ("score", "game", "replay", "league")


def after_leading_lang(args: Sequence[str]) -> list[str]:
    """The words after a leading ``--lang X`` (``--lang=X``, and the abbreviations argparse and
    :func:`~mjgui.core.quietparser.words_lang` read as ``--lang``, from ``--l``): ``--lang ru``
    alone, or before ``--help``, words the usage in that language. A command's name after a
    ``--lang`` is the command, not the language (``--lang score HAND``: the value was forgotten):
    the words from it on are returned, the ``--lang`` before it left without a value."""
    args = list(args)
    if not (args and args[0].startswith("--l")):
        return args
    from mjgui.core.quietparser import LANG_OPTION

    while args and args[0].startswith("--l") and LANG_OPTION.startswith(args[0].partition("=")[0]):
        if "=" not in args[0] and args[1:2] and args[1] in CLI_COMMANDS:
            return args[1:]
        args = args[1:] if "=" in args[0] else args[2:]
    return args


def runs_a_command(args: Sequence[str]) -> bool:
    """Whether the words run a command-line tool rather than the window: a command first, or
    after a leading ``--lang X`` (:func:`after_leading_lang`), as every command takes it
    (``mjgui --lang ru score HAND`` is ``mjgui score HAND --lang ru``), the same for
    ``python -m mjgui``, the ``mjgui`` and ``mjgui-cli`` scripts and the bundle's launchers."""
    first = after_leading_lang(args)[:1]
    return bool(first) and first[0] in CLI_COMMANDS
