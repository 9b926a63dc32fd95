"""The one argument parser that never exits the process, for every command and the window.

argparse's own parser prints its message and exits on bad words; a command of ours answers
them in its own format instead (``score`` a JSON error, ``game`` and ``league`` their usage
line, the window its usage on stderr), so each catches :class:`BadWords`.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, NoReturn

from mjgui.core.i18n import Msg, msg, translate

#: argparse's own words in a ``--help``, worded in the language asked for
USAGE = msg("cli-help:usage", "usage: ")
POSITIONALS = msg("cli-help:positionals", "positional arguments")
OPTIONALS = msg("cli-help:optionals", "options")
HELP = msg("cli-help:help", "show this help message and exit")
LANG = msg("cli-help:lang", "the language of the answers and of this help")
LANGS = ("en", "ru")


def words_lang(words: Sequence[str], default: str = "en") -> str:
    """The language ``--lang`` asks for in the words (``--lang ru``, ``--lang=ru``), read before
    they are parsed (a ``--help`` is worded in it); ``default`` when none is asked for or the
    value is not a language."""
    for i, word in enumerate(words):
        value = words[i + 1] if word == "--lang" and i + 1 < len(words) else None
        if word.startswith("--lang="):
            value = word.partition("=")[2]
        if value is not None:
            return value if value in LANGS else default
    return default


class BadWords(Exception):
    """The words could not be read (argparse's message)."""


class HelpShown(SystemExit):
    """``--help`` was printed: nothing more to do. A SystemExit of status 0, so that a caller
    that does not look for it ends as argparse's own parser would have it end."""

    def __init__(self) -> None:
        super().__init__(0)


class QuietParser(argparse.ArgumentParser):
    """An ArgumentParser whose bad words raise :class:`BadWords` and whose ``--help`` raises
    :class:`HelpShown`, instead of exiting the process.

    Its help is worded in ``lang``: the description, the epilog and each argument's help may be
    catalogue messages (:class:`~mjgui.core.i18n.Msg`), and argparse's own words (the usage's
    prefix, the sections' titles, ``-h``'s line) are the catalogue's."""

    def __init__(
        self,
        prog: str,
        *,
        lang: str = "en",
        description: str | Msg | None = None,
        epilog: str | Msg | None = None,
        add_help: bool = True,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        super().__init__(
            prog=prog,
            description=self._words(description),
            epilog=self._words(epilog),
            add_help=False,
            **kwargs,
        )
        self._positionals.title = translate(POSITIONALS, lang)
        self._optionals.title = translate(OPTIONALS, lang)
        if add_help:
            self.add_argument("-h", "--help", action="help", help=HELP)

    def _words(self, text: str | Msg | None) -> str | None:
        return translate(text, self.lang) if isinstance(text, Msg) else text

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """argparse's, with a help line that is a catalogue message worded in :attr:`lang`."""
        if isinstance(kwargs.get("help"), Msg):
            kwargs["help"] = translate(kwargs["help"], self.lang)
        return super().add_argument(*args, **kwargs)

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        prefix = translate(USAGE, self.lang)
        add_usage = formatter.add_usage

        def add_usage_worded(usage: Any, actions: Any, groups: Any, _prefix: str | None = None) -> None:
            add_usage(usage, actions, groups, prefix)

        formatter.add_usage = add_usage_worded  # type: ignore[method-assign,assignment]
        return formatter

    def error(self, message: str) -> NoReturn:
        raise BadWords(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if status == 0 and not message:
            raise HelpShown
        raise BadWords(message or "")
