"""The one argument parser that never exits the process, for every command and the window.

argparse's own parser prints its message and exits on bad words; a command of ours answers
them in its own format instead (``score`` a JSON error, ``game`` and ``league`` their usage
line, the window its usage on stderr), so each catches :class:`BadWords`.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from mjgui.core.i18n import Msg, msg, nmsg, translate

#: argparse's own words in a ``--help``, worded in the language asked for
USAGE = msg("cli-help:usage", "usage: ")
POSITIONALS = msg("cli-help:positionals", "positional arguments")
OPTIONALS = msg("cli-help:optionals", "options")
HELP = msg("cli-help:help", "show this help message and exit")
LANG = msg("cli-help:lang", "the language of the answers and of this help")
LANGS = ("en", "ru")
#: the option every command takes for its language (abbreviations of it are read as argparse does)
LANG_OPTION = "--lang"
#: the console launcher (``mjgui-cli``, ``mjgui-cli.exe``): on Windows ``mjgui.exe`` is the windowed
#: program, which prints nothing a console shows, so the commands run there name the launcher
CONSOLE_PROGRAM = "mjgui-cli"

#: argparse's messages for words it cannot read, by its own English (Python 3.11's argparse): while
#: a :class:`QuietParser` of another language parses, argparse's gettext is the catalogue's, so
#: "unrecognized arguments: --nope" is worded as the rest. A message not here stays argparse's.
ARGPARSE: dict[str, Msg] = {
    m.text: m
    for m in (
        msg("argparse:argument", "argument %(argument_name)s: %(message)s"),
        msg("argparse:unrecognized", "unrecognized arguments: %s"),
        msg("argparse:required", "the following arguments are required: %s"),
        msg("argparse:not_allowed", "not allowed with argument %s"),
        msg("argparse:ignored", "ignored explicit argument %r"),
        msg("argparse:expected_one", "expected one argument"),
        msg("argparse:expected_at_most_one", "expected at most one argument"),
        msg("argparse:expected_at_least_one", "expected at least one argument"),
        msg("argparse:ambiguous", "ambiguous option: %(option)s could match %(matches)s"),
        msg("argparse:invalid_value", "invalid %(type)s value: %(value)r"),
        msg("argparse:invalid_choice", "invalid choice: %(value)r (choose from %(choices)s)"),
    )
}
ARGPARSE_PLURAL: dict[str, Msg] = {
    m.text: m for m in (nmsg("argparse:expected_n", "expected %s argument", "expected %s arguments"),)
}


def env_lang() -> str:
    """The system's language, as the window reads it (the one way: the window's help, its
    language, and every command's answers, help and errors when no ``--lang`` is given), read as
    gettext and Qt's system locale read it: the locale is the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` set; exactly ``C`` or ``POSIX`` (or none) is English, and
    ``LANGUAGE`` is not read then. Else ``LANGUAGE``, when it names any language, is a list of
    them in order of choice (``uk:ru``: Ukrainian, else Russian): its first entry that mjgui
    speaks (English or Russian) is the language, and English when none is (``LANGUAGE=uk``:
    gettext then has no catalogue, Qt's languages are only Ukrainian); an empty ``LANGUAGE``
    leaves the locale's (``C.UTF-8`` is such a locale: ``LANG=C.UTF-8 LANGUAGE=ru`` is Russian).
    A name is Russian when its language code is (``ru``, ``RU``, ``rus``, before ``_``, ``-``,
    ``.`` or ``@``); a name Qt does not read (``russian``) is its C locale: English."""
    env = os.environ
    locale = next((env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), "")
    if locale in ("", "C", "POSIX"):
        return "en"
    entries = [entry for entry in env.get("LANGUAGE", "").split(":") if entry]
    for name in entries or [locale]:
        spoken = _spoken(name)
        if spoken is not None:
            return spoken
    return "en"


def _spoken(name: str) -> str | None:
    """The language of mjgui a locale or language name (``ru_RU.UTF-8``, ``en``, ``uk``) is:
    "ru", "en", or None for one mjgui does not speak."""
    code = re.split(r"[-_.@]", name, maxsplit=1)[0].lower()
    return "ru" if code in ("ru", "rus") else "en" if code in ("en", "eng") else None


#: the variables :func:`env_lang` reads the language from
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def english_env(**extra: str) -> dict[str, str]:
    """This process's environment with the language English for a command run from it
    (``LANG=C.UTF-8``, the other :data:`LANGUAGE_VARIABLES` unset: :func:`env_lang` reads
    English), and ``extra``: a tool comparing answers gets the same ones on a Russian system."""
    env = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    return {**env, "LANG": "C.UTF-8", **extra}


def program() -> str:
    """The program the commands were run with, as their usage, help and errors name it: the console
    launcher (:data:`CONSOLE_PROGRAM`) when it is the one running (``sys.argv[0]``'s name, ``.exe``
    aside), else ``mjgui`` (the window's program, ``python -m mjgui``, a test)."""
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    stem = name[: -len(".exe")] if name.lower().endswith(".exe") else name
    return CONSOLE_PROGRAM if stem.lower() == CONSOLE_PROGRAM else "mjgui"


def commands_program() -> str:
    """The program a hint tells the player to run a command with (``replay LOG``, ``game FILE``,
    ``league DIR``), as the first word of a command line they can paste on this system, wherever
    the hint is shown (a command's error, the desk, the club and log windows).

    The launcher running (``sys.argv[0]``, as :func:`program` reads it): on Linux itself
    (``mjgui`` prints the commands' answers as ``mjgui-cli`` does); on Windows and macOS the
    console launcher beside it (packaging/README.md: ``mjgui.exe`` is the windowed program, which
    prints nothing a console shows, and the ``.app``'s commands are its ``mjgui-cli``), named as
    :func:`_launcher_word` names it. Run otherwise (``python -m mjgui``, a test): :func:`program`,
    but on Windows :data:`CONSOLE_PROGRAM`."""
    folder, name, stem = _running_launcher()
    if not stem:
        return CONSOLE_PROGRAM if sys.platform == "win32" else program()
    if sys.platform == "win32":
        stem, name = CONSOLE_PROGRAM, CONSOLE_PROGRAM + ".exe"
    elif sys.platform == "darwin":
        stem = name = CONSOLE_PROGRAM
    return _launcher_word(folder, name, stem)


def window_program() -> str:
    """The program a hint tells the player to open a window with (``FILE``, ``--window club``),
    named as :func:`commands_program` names the console one beside it: the windowed launcher of
    the launcher running (``mjgui``; on Windows ``mjgui.exe``, on macOS the ``.app``'s
    ``mjgui``), as :func:`_launcher_word` names it. Run otherwise (``python -m mjgui``, a test):
    ``mjgui``."""
    folder, _name, stem = _running_launcher()
    if not stem:
        return "mjgui"
    return _launcher_word(folder, "mjgui.exe" if sys.platform == "win32" else "mjgui", "mjgui")


def _running_launcher() -> tuple[str, str, str]:
    """The launcher running, from ``sys.argv[0]``: its folder as given (empty when it was run by
    its name), its file's name and its name without ``.exe``; the stem is empty when it is no
    launcher of mjgui (``python -m mjgui``: ``-m``, a test)."""
    path = sys.argv[0] if sys.argv and sys.argv[0] else ""
    folder, name = os.path.split(path)
    stem = name[: -len(".exe")] if name.lower().endswith(".exe") else name
    return (folder, name, stem) if stem.lower() in ("mjgui", CONSOLE_PROGRAM) else ("", "", "")


def _launcher_word(folder: str, name: str, stem: str) -> str:
    """The launcher ``name`` in the folder ``folder`` of the launcher running, as the first word of
    a command line typed in any folder: by its name ``stem`` when the ``PATH`` finds that very
    file (``/usr/bin/mjgui``, a link of the packages), else by its whole path (nothing of the
    Windows and macOS bundles, nor of the Linux tarball, is on the ``PATH``; the current folder,
    where a shortcut starts the Windows one, is not: :func:`_path_finds`), quoted for
    this system's shell (:func:`~mjgui.core.shown.shell_word`). Run by its name (an empty
    ``folder``): its name when the ``PATH`` finds one, else the current folder's by its whole
    path (Windows' ``cmd`` runs a program there by its name). By its name when the file is not
    there (a bundle moved while it runs)."""
    found = _path_finds(stem)
    if not folder:
        if found is not None:
            return stem
        folder = os.curdir
    from mjgui.core.shown import shell_word

    launcher = os.path.abspath(os.path.join(folder, name))
    try:
        if found is not None and os.path.samefile(found, launcher):
            return stem
    except OSError:  # not there
        return stem
    return shell_word(launcher) if os.path.isfile(launcher) else stem


#: the endings Windows tries on a command's name when ``PATHEXT`` is not set (its default)
_DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD"


def _path_finds(command: str) -> str | None:
    """The file a console in any folder runs for ``command``: the first executable file of that
    name in the ``PATH``'s folders (on Windows with ``PATHEXT``'s endings, as ``shutil.which``
    tries them), None when there is none. Only the ``PATH``'s whole folder paths count: never
    the current folder, which Python 3.11's ``shutil.which`` searches first on Windows (even
    with ``path=``), nor a relative entry (``.``, an empty one, ``bin``), which is the current
    folder's."""
    names = [command]
    if sys.platform == "win32":  # PATHEXT is ;-separated on Windows
        exts = [ext for ext in os.environ.get("PATHEXT", _DEFAULT_PATHEXT).split(";") if ext]
        if not any(command.lower().endswith(ext.lower()) for ext in exts):
            names = [command + ext for ext in exts]
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        if not os.path.isabs(folder):
            continue
        for name in names:
            candidate = os.path.join(folder, name)
            if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
                return candidate
    return None


def words_lang(words: Sequence[str], default: str | None = None) -> str:
    """The language ``--lang`` asks for in the words (``--lang ru``, ``--lang=ru``, and the
    abbreviations argparse reads as ``--lang``: ``--la ru``, ``--l=ru``; no command has another
    option starting with ``--l``), read before they are parsed (a ``--help``, an error is worded
    in it); the last one given, as argparse reads them (``score --batch --lang ru`` with a
    line's own ``--lang en``); ``default`` when none is asked for or the value is not a
    language, the system's (:func:`env_lang`) when no default is given."""
    found = None
    for i, word in enumerate(words):
        if not word.startswith("--l"):
            continue
        name, equals, value = word.partition("=")
        if not LANG_OPTION.startswith(name):
            continue
        if equals:
            found = value
        elif i + 1 < len(words):
            found = words[i + 1]
    if found in LANGS:
        return found
    return env_lang() if default is None else default


@functools.cache
def _repr_byte() -> re.Pattern[str]:
    """A lone surrogate U+DC80..U+DCFF as ``repr`` writes it in argparse's ``%r`` (an argument's
    byte that was not UTF-8), after an even number of backslashes (a backslash of the argument
    itself is doubled by ``repr``). Compiled when first needed (a refusal of words), not at the
    import the window's start makes."""
    return re.compile(r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])")


def shown_argparse(message: str) -> str:
    """argparse's message about words, with the words shown as file names are
    (:func:`~mjgui.core.shown.shown_message`): a byte that was not UTF-8 as ``\\xe9``, whether
    argparse wrote the word as it is (``unrecognized arguments: %s``) or by its ``repr``
    (``invalid choice: %r``: ``'\\udce9'``)."""
    from mjgui.core.shown import shown_message

    return shown_message(_repr_byte().sub(r"\1\\x\2", message))


class BadWords(Exception):
    """The words could not be read (argparse's message). ``option``: the option whose value is
    wrong or missing (``--lang`` of ``--lang de``, ``--seat`` given last without its value), as
    argparse names it; None for any other mistake (an unknown option, the hand's)."""

    def __init__(self, message: str, option: str | None = None) -> None:
        super().__init__(message)
        self.option = option


def _option_named(name: str | None) -> str | None:
    """The option argparse names in an error (``--lang``, or ``-l/--lang`` for one of several
    names: its last), None for a positional (its metavar, ``HAND``) or none."""
    if not name or not name.startswith("-"):
        return None
    return name.split("/")[-1]


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
        # a parent's sections are merged into this parser's by their titles: taken only once
        # those are worded in ``lang``, else a Russian help had the parent's «опции:» as a
        # section of their own beside this parser's (still "options" when they were merged)
        parents: Sequence[argparse.ArgumentParser] = kwargs.pop("parents", ())
        super().__init__(
            prog=prog,
            description=self._words(description),
            epilog=self._words(epilog),
            add_help=False,
            **kwargs,
        )
        self._positionals.title = translate(POSITIONALS, lang)
        self._optionals.title = translate(OPTIONALS, lang)
        for parent in parents:  # as argparse's own __init__ takes them
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)
        if add_help:
            self.add_argument("-h", "--help", action="help", help=HELP)

    #: options read only when written whole, never by an abbreviation: an option added after
    #: players' abbreviations of others (``--p`` for ``--pon``) leaves those words as they were
    whole_words: frozenset[str] = frozenset()

    def _get_option_tuples(self, option_string: str) -> list[tuple[Any, ...]]:
        """argparse's options an abbreviation may stand for, but those of :attr:`whole_words`
        (a whole word is found before any abbreviation is looked for)."""
        found = super()._get_option_tuples(option_string)
        if not self.whole_words:
            return found
        return [option for option in found if option[1] not in self.whole_words]

    def _words(self, text: str | Msg | None) -> str | None:
        return translate(text, self.lang) if isinstance(text, Msg) else text

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """argparse's, with a help line and a metavar (the value's name: ``FILE.png``,
        ``WIDTHxHEIGHT``, a positional's name) that are catalogue messages worded in
        :attr:`lang`."""
        for word in ("help", "metavar"):
            if isinstance(kwargs.get(word), Msg):
                kwargs[word] = translate(kwargs[word], self.lang)
        return super().add_argument(*args, **kwargs)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        """argparse's, with its messages for words it cannot read worded in :attr:`lang`."""
        with self._argparse_worded():
            return super().parse_known_args(args, namespace)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        """argparse's, worded in :attr:`lang`; the words it does not know are named as
        :func:`~mjgui.core.shown.shown_word` shows them."""
        from mjgui.core.shown import shown_word

        with self._argparse_worded():
            found, extras = super().parse_known_args(args, namespace)
            if extras:
                said = argparse._("unrecognized arguments: %s")  # type: ignore[attr-defined]
                self.error(said % " ".join(shown_word(word) for word in extras))
        return found

    @contextmanager
    def _argparse_worded(self) -> Iterator[None]:
        """argparse's gettext (its module's ``_`` and ``ngettext``) taken from the catalogue
        while argparse reads the words; put back after."""
        lang = self.lang
        words, plural_words = argparse._, argparse.ngettext  # type: ignore[attr-defined]
        if lang == "en":
            yield
            return

        def worded(text: str) -> str:
            message = ARGPARSE.get(text)
            return translate(message, lang) if message is not None else words(text)

        def worded_plural(singular: str, plural: str, n: int) -> str:
            message = ARGPARSE_PLURAL.get(singular)
            return translate(message, lang, n) if message is not None else plural_words(singular, plural, n)

        argparse._, argparse.ngettext = worded, worded_plural  # type: ignore[attr-defined]
        try:
            yield
        finally:
            argparse._, argparse.ngettext = words, plural_words  # type: ignore[attr-defined]

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        prefix = translate(USAGE, self.lang)
        add_usage = formatter.add_usage

        def add_usage_worded(usage: Any, actions: Any, groups: Any, _prefix: str | None = None) -> None:
            add_usage(usage, actions, groups, prefix)

        formatter.add_usage = add_usage_worded  # type: ignore[method-assign,assignment]
        return formatter

    def _print_message(self, message: str, file: Any = None) -> None:
        """argparse's (a ``--help``, a ``--version``), but a write that fails is not swallowed:
        while a command or the window reads its words, standard output is the checked stream of
        :mod:`mjgui.output`, so a help that cannot be written (a full disk, a closed standard
        output) is said and ends with status 74, as an answer that cannot be written does."""
        if message:
            (file if file is not None else sys.stderr).write(message)

    def _parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        """argparse's, but a mistake argparse pins on an argument (``invalid choice``,
        ``expected one argument``) raises :class:`BadWords` naming that option."""
        try:
            return super()._parse_known_args(*args, **kwargs)
        except argparse.ArgumentError as err:
            raise BadWords(shown_argparse(str(err)), _option_named(err.argument_name)) from None

    def error(self, message: str) -> NoReturn:
        raise BadWords(shown_argparse(message))

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if status == 0 and not message:
            raise HelpShown
        raise BadWords(shown_argparse(message or ""))
