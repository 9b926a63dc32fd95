"""One table of ``score`` options, and one parser that never exits the process.

Every option is one entry of ``arguments.OPTIONS``: the plain reader of a batch line, the
reading of the values and argparse (the help, and every unusual word) are made from it. A new
option (``--nuki N`` for three players...) must be one entry: an option added here to the table
is read by both readers, worded by its reader when wrong, and listed by ``score --help``.
"""

from __future__ import annotations

import errno
import io
import json
import locale
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stdout
from functools import partial

import pytest

from mjgui.core.errors import HandError
from mjgui.core.quietparser import BadWords, HelpShown, QuietParser
from mjgui.core.scoring import arguments

HAND = "234m567p3467888s5s"


@pytest.fixture
def bonus(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table with two made-up options: a count (into the spec's sticks) and a flag (riichi)."""
    added = (
        arguments.Option(
            "--bonus-sticks",
            "value",
            "sticks",
            read=partial(arguments._count, "bonus_sticks"),
            values={"1": 1},
            help="sticks found under the table",
        ),
        arguments.Option("--leaning", "flag", "riichi", help="leaning on the table"),
    )
    monkeypatch.setattr(arguments, "OPTIONS", (*arguments.OPTIONS, *added))


@pytest.mark.usefixtures("bonus")
def test_an_option_added_to_the_table_is_read_by_both_readers() -> None:
    plain_words = [HAND, "--bonus-sticks", "3", "--leaning"]
    plain = arguments._plain_words(plain_words)  # the batch's one-pass reader
    assert plain is not None and plain["bonus_sticks"] == "3" and plain["leaning"] is True
    request = arguments.score_request(plain_words)
    assert (request.spec.sticks, request.spec.riichi) == (3, True)
    assert arguments.score_request([HAND, "--bonus-sticks", "1"]).spec.sticks == 1  # its table of values
    # abbreviations and --x=y: only argparse reads them
    unusual = (([HAND, "--bonus", "3", "--lean"], 3), ([HAND, "--bonus-sticks=4", "--leaning"], 4))
    for words, sticks in unusual:
        assert arguments._plain_words(words) is None
        request = arguments.score_request(words)
        assert (request.spec.sticks, request.spec.riichi) == (sticks, True)
        _, namespace = arguments.parse_score_args(words)
        assert namespace.bonus_sticks == str(sticks) and namespace.leaning is True
    # not given: the spec's own default
    assert arguments.score_request([HAND, "--sticks", "2"]).spec.sticks == 2


@pytest.mark.usefixtures("bonus")
def test_an_added_option_is_worded_by_its_reader_when_wrong() -> None:
    with pytest.raises(HandError) as err:
        arguments.score_request([HAND, "--bonus-sticks", "x"])
    assert err.value.code == "bad_number" and err.value.params["name"] == "bonus_sticks"
    with pytest.raises(HandError) as err:
        arguments.score_request([HAND, "--bonus-sticks"])  # argparse's message
    assert err.value.code == "bad_argument" and "--bonus-sticks" in str(err.value.params["message"])
    # the values are read in the table's order (rank, then place): the bad seat comes first
    with pytest.raises(HandError) as err:
        arguments.score_request([HAND, "--bonus-sticks", "x", "--seat", "Q"])
    assert err.value.code == "bad_wind"


@pytest.mark.usefixtures("bonus")
def test_an_added_option_is_in_the_help_and_the_commands() -> None:
    from mjgui.cli import answer_text, main

    shown = io.StringIO()
    with redirect_stdout(shown):
        assert main(["score", "--help"]) == 0
    text = shown.getvalue()
    assert "--bonus-sticks BONUS_STICKS" in text and "sticks found under the table" in text
    assert "--leaning" in text and "leaning on the table" in text
    answer = json.loads(answer_text(f"{HAND} --riichi --bonus-sticks 2\n"))
    assert answer["payment"]["sticks"] == 2000
    from mjgui.app import app_parser

    assert "--bonus-sticks" in app_parser().format_help()


def test_the_table_back_as_it_was_reads_as_before() -> None:
    """The readers made for a changed table are made again for the real one."""
    assert arguments._plain_words([HAND, "--bonus-sticks", "3"]) is None
    with pytest.raises(HandError):
        arguments.score_request([HAND, "--bonus-sticks", "3"])
    assert "--bonus-sticks" not in arguments.score_parser().format_help()


def test_every_option_is_listed_once_by_its_name() -> None:
    names = [o.name for o in arguments.OPTIONS]
    assert len(names) == len(set(names))
    help_text = arguments.score_parser().format_help()
    assert all(name in help_text for name in names)


def test_one_parser_that_never_exits_for_every_command() -> None:
    from mjgui.app import UsageError, app_parser, split_args
    from mjgui.gamecli import _parser as game_parser
    from mjgui.leaguecli import _parser as league_parser
    from mjgui.replaycli import _parser as replay_parser

    parsers = [arguments.score_parser(), app_parser(), game_parser(), league_parser(), replay_parser()]
    assert all(type(p) is QuietParser for p in parsers)
    with pytest.raises(BadWords, match="unrecognized arguments: --nope"):
        game_parser().parse_args(["x.mjgame", "--nope"])
    with pytest.raises(UsageError):
        split_args(["--theme", "purple"])
    with redirect_stdout(io.StringIO()), pytest.raises(HelpShown):
        game_parser().parse_args(["--help"])
    with pytest.raises(HandError) as err:  # the core's words: a typed error, never an exit
        arguments.score_request([HAND, "--nope"])
    assert err.value.code == "bad_argument" and "--nope" in str(err.value.params["message"])


def test_game_help_still_ends_with_status_0() -> None:
    from mjgui.gamecli import game_command

    shown = io.StringIO()
    with redirect_stdout(shown):
        assert game_command(["--help"], out=shown) == 0
    assert "mjgui game" in shown.getvalue()


def test_every_meld_and_situation_flag_has_its_own_true_help_line() -> None:
    # "a ankan meld (MPSZ)" was the kind's name put into one sentence; each line is now written
    lines = {o.name: o.help.text for o in arguments.OPTIONS if o.kind in ("meld", "flag") and o.help}
    assert set(lines) == {f"--{k}" for k in ("chi", "pon", "kan", "ankan")} | {
        f"--{f.replace('_', '-')}" for f in arguments.FLAGS
    }
    assert lines["--ankan"] == "a closed kan (MPSZ), e.g. 7777z"
    assert lines["--kan"].startswith("an open kan, called or added to a pon (MPSZ), e.g. 2222s")
    assert lines["--double-riichi"] == (
        "riichi declared on the first turn, no call before it (instead of --riichi)"
    )
    help_text = " ".join(arguments.score_parser().format_help().split())
    for name, line in lines.items():
        assert isinstance(line, str) and line, name
        assert f"{name} {line}" in help_text or f"{name} T {line}" in help_text, name


def _help_of(parser_of: object, lang: str) -> str:
    shown = io.StringIO()
    with redirect_stdout(shown):
        parser_of(lang).print_help()  # type: ignore[operator]
    return shown.getvalue()


def _parsers() -> dict[str, object]:
    from mjgui.app import app_parser
    from mjgui.gamecli import _parser as game_parser
    from mjgui.leaguecli import _parser as league_parser
    from mjgui.replaycli import _parser as replay_parser

    return {
        "window": app_parser,
        "score": arguments.score_parser,
        "game": game_parser,
        "league": league_parser,
        "replay": replay_parser,
    }


@pytest.mark.parametrize("command", ["window", "score", "game", "league", "replay"])
def test_every_help_is_worded_in_the_language_asked_for(command: str) -> None:
    """Every option of every command has a help line, and ``--lang ru --help`` is Russian:
    argparse's own words (the usage's prefix, the sections, ``-h``) and each line."""
    parser_of = _parsers()[command]
    parser = parser_of("en")  # type: ignore[operator]
    for action in parser._actions:
        assert action.help, (command, action.option_strings or action.dest)
    english, russian = _help_of(parser_of, "en"), _help_of(parser_of, "ru")
    assert english.startswith("usage: mjgui") and "options:" in english
    assert russian.startswith("использование: mjgui") and "\nопции:\n" in russian
    assert "usage:" not in russian and "options:" not in russian
    assert "the language of the answers and of this help" in " ".join(english.split())
    assert "язык ответов и этой справки" in " ".join(russian.split())
    # no help line is left in English: the words of the lines, less the options' own names
    words = set(re.findall(r"\b[a-z]{4,}\b", russian)) - set(re.findall(r"\b[a-z]{4,}\b", _names(parser)))
    # what is left are names: the commands, files, presets and notations
    assert words <= {
        "mjgui",
        "batch",
        "score",
        "game",
        "league",
        "replay",
        "mjgame",
        "mjlog",
        "csrule",  # the field of a Tenhou log its lobby rules are read from
        "json",
        "seed",
        "tenhou",
        "kuitan",
        "riichi",
        "tanyao",
        "mpsz",
        "east",
        "normal",
        "sanma",
        "mahjongsoul",
        "mleague",
        "none",  # --pao none: the value as it is typed
        "first",  # --paid-honba's multiple_ron_honba=first: the rule option as it is typed
        "mjai",  # the event-log format, and a program that reads it, by their names
        "reviewer",
        "line",  # --batch: an error's "line" key, as the JSON has it (keys are never translated)
    }, words


def _sections(help_text: str) -> list[tuple[str, list[str]]]:
    """A help's sections (a line ending ":" with no indent) and the options each lists, in order."""
    found: list[tuple[str, list[str]]] = []
    for line in help_text.splitlines():
        if line.endswith(":") and not line.startswith(" "):
            found.append((line, []))
        elif found and line.startswith("  -"):
            found[-1][1].append(line.split()[0].rstrip(","))
    return found


@pytest.mark.parametrize("command", ["window", "score", "game", "league", "replay"])
def test_the_russian_help_has_the_sections_of_the_english(command: str) -> None:
    """The window's Russian help had two «опции:» sections (the score options' apart from the
    window's), where the English has one "options:": the sections were merged by title before
    their titles were worded in Russian."""
    parser_of = _parsers()[command]
    english, russian = _sections(_help_of(parser_of, "en")), _sections(_help_of(parser_of, "ru"))
    assert [title for title, _ in english].count("options:") == 1
    assert [title for title, _ in russian].count("опции:") == 1
    # the same options, in the same order, section by section
    assert [options for _, options in russian] == [options for _, options in english]
    assert len(russian) == len(english)


def test_the_windows_russian_help_says_the_glossarys_words() -> None:
    """The quiz is «тест» and the game tracker «трекер игры» (docs/glossary.md): the window's
    help called them «тренировка» and «учёт партии»."""
    russian = " ".join(_help_of(_parsers()["window"], "ru").split())
    for said in (
        "сложность теста",
        "зерно случайных рук теста: то же число — те же руки",
        'ответы на тест по порядку: "riichi tanyao;3;40"',
        "открыть трекер игры",
        "вид трекера игры: normal или big (крупный текст, весь экран)",
    ):
        assert said in russian, said
    assert "трениров" not in russian and "учёт" not in russian


def _names(parser: object) -> str:
    """The options' own words: their names, metavars and choices."""
    out = []
    for action in parser._actions:  # type: ignore[attr-defined]
        out += action.option_strings
        out += [str(action.metavar or ""), str(action.dest)]
        out += [str(c) for c in action.choices or ()]
    return " ".join(out).lower()


def test_the_help_follows_lang_on_the_command_line() -> None:
    from mjgui.cli import main as cli_main
    from mjgui.gamecli import game_command
    from mjgui.leaguecli import league_command
    from mjgui.replaycli import replay_command

    for command in (game_command, league_command, replay_command):
        shown = io.StringIO()
        with redirect_stdout(shown):
            assert command(["--lang", "ru", "--help"], out=shown) == 0
        assert shown.getvalue().startswith("использование: mjgui"), command
        shown = io.StringIO()
        with redirect_stdout(shown):
            assert command(["--help", "--lang=ru"], out=shown) == 0
        assert shown.getvalue().startswith("использование: mjgui"), command
    shown = io.StringIO()
    with redirect_stdout(shown):
        assert cli_main(["score", "--help", "--lang", "ru"]) == 0
    assert "Посчитать одну руку; выводит JSON." in shown.getvalue()
    shown = io.StringIO()
    with redirect_stdout(shown):
        assert cli_main(["score", "--help"]) == 0
    assert "Score one hand; prints JSON." in shown.getvalue()


def test_the_windows_help_follows_lang_then_the_systems_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """``mjgui --help`` is worded as the window would be: ``--lang``, else the system's locale."""
    from mjgui.app import split_args

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")

    def shown(words: list[str]) -> str:
        out = io.StringIO()
        with redirect_stdout(out), pytest.raises(HelpShown):
            split_args(words)
        return out.getvalue()

    assert shown(["--help"]).startswith("использование: mjgui")
    assert shown(["--help", "--lang", "en"]).startswith("usage: mjgui")
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert shown(["--help"]).startswith("usage: mjgui")
    assert shown(["--lang", "ru", "--help"]).startswith("использование: mjgui")


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def reread_c_messages() -> None:
    """Has the C library look its messages up again from the process's locale and environment.
    Once the locale is set (Qt's QCoreApplication calls ``setlocale(LC_ALL, "")``), glibc keeps
    the translation ``LANGUAGE`` chose for a message it looked up (``os.strerror``, the reason
    of every ``OSError``) after ``LANGUAGE`` is gone, until the messages' locale changes: it is
    set to another and back (setting it to the one it is changes nothing)."""
    now = locale.setlocale(locale.LC_MESSAGES)
    other = "POSIX" if now == "C" else "C"
    locale.setlocale(locale.LC_MESSAGES, other)
    locale.setlocale(locale.LC_MESSAGES, now)


@contextmanager
def system_locale(env: dict[str, str]) -> Iterator[None]:
    """The locale's variables are ``env``'s only while inside; after, the environment is put
    back, and the C library's messages with it (``reread_c_messages``): a test given
    ``LANGUAGE=ru`` left every later ``FileNotFoundError`` of the run saying «Нет такого файла
    или каталога»."""
    try:
        with pytest.MonkeyPatch.context() as patch:
            for name in LOCALE_VARIABLES:
                patch.delenv(name, raising=False)
            for name, value in env.items():
                patch.setenv(name, value)
            yield
    finally:
        reread_c_messages()


def test_a_language_given_to_a_test_leaves_the_c_librarys_messages_as_they_were() -> None:
    """In a locale where glibc reads ``LANGUAGE`` (``C.UTF-8``, as Qt sets it here from
    ``LANG=C.UTF-8``), a message looked up while a test has ``LANGUAGE=ru`` is Russian, and
    English again once ``system_locale`` is left."""
    kept = locale.setlocale(locale.LC_MESSAGES)
    try:
        try:
            locale.setlocale(locale.LC_MESSAGES, "C.UTF-8")
        except locale.Error:
            pytest.skip("no C.UTF-8 locale here")
        english = os.strerror(errno.ENOENT)
        with system_locale({"LANG": "C.UTF-8", "LANGUAGE": "ru"}):
            russian = os.strerror(errno.ENOENT)
        if russian == english:
            pytest.skip("the C library has no Russian messages here")
        assert os.strerror(errno.ENOENT) == english
    finally:
        locale.setlocale(locale.LC_MESSAGES, kept)


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "ru"}, "ru"),  # the audit's: the window was Russian
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "ru_RU:en"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "en:ru"}, "en"),  # its first entry, as Qt's
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": ""}, "ru"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LC_ALL": "C", "LANGUAGE": "ru"}, "en"),  # the C locale: LANGUAGE is not read
        ({"LANGUAGE": "ru"}, "en"),
        # the review's: C.UTF-8 is not the C locale to Qt, LANGUAGE is read (--help was English)
        ({"LANG": "C.UTF-8", "LANGUAGE": "ru"}, "ru"),
        ({"LANG": "C.utf8", "LANGUAGE": "ru"}, "ru"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "C.UTF-8", "LANGUAGE": "ru"}, "ru"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "C.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANG": "C", "LANGUAGE": "ru"}, "en"),
        ({"LANG": "POSIX", "LANGUAGE": "ru"}, "en"),
        ({"LC_MESSAGES": "C", "LANG": "ru_RU.UTF-8", "LANGUAGE": "ru"}, "en"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "ru:en"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "en_US:ru"}, "en"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": ":ru"}, "ru"),  # an empty entry names none
        # the first entry mjgui speaks, as gettext and Qt's languages take it: a Ukrainian,
        # Kazakh or Belarusian desktop listing Russian after its own language opened in English
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "uk:ru"}, "ru"),
        ({"LANG": "uk_UA.UTF-8", "LANGUAGE": "uk:ru"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "de:ru"}, "ru"),
        ({"LANG": "kk_KZ.UTF-8", "LANGUAGE": "kk:ru:en"}, "ru"),
        ({"LANG": "be_BY.UTF-8", "LANGUAGE": "be:ru"}, "ru"),
        ({"LANG": "uk_UA.UTF-8", "LANGUAGE": "uk:en:ru"}, "en"),
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "uk"}, "en"),  # none mjgui speaks: gettext's English
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "RU"}, "ru"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "rus"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "rubbish"}, "en"),  # not a name Qt reads: its C locale
        ({"LANG": "russian"}, "en"),
    ],
)
def test_the_systems_language_is_read_as_gettext_and_the_window_read_it(
    env: dict[str, str], lang: str
) -> None:
    """``LANGUAGE`` comes first (``LANG=en_US.UTF-8 LANGUAGE=ru`` opened the window in Russian
    while ``mjgui --help`` and the refusals before it were English); the window's own reading
    (Qt's system locale) says the same."""
    import subprocess
    import sys

    from mjgui.app import split_args

    # the environment (and the C library's messages, which LANGUAGE words) put back after
    with system_locale(env):
        out = io.StringIO()
        with redirect_stdout(out), pytest.raises(HelpShown):
            split_args(["--help"])
        window = subprocess.run(
            [sys.executable, "-c", "from mjgui.gui.i18n import system_language; print(system_language())"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    assert out.getvalue().startswith("использование: mjgui" if lang == "ru" else "usage: mjgui")
    assert window == lang


def test_argparses_own_messages_are_worded_in_the_language_asked_for() -> None:
    """A word argparse cannot read is answered in the language of the rest: "непонятные
    аргументы", not "unrecognized arguments" inside a Russian sentence; argparse's own gettext is
    put back after (an English parser after a Russian one speaks English)."""
    import argparse

    from mjgui.cli import score_command
    from mjgui.gamecli import game_command
    from mjgui.leaguecli import league_command

    before = argparse._  # type: ignore[attr-defined]
    out = io.StringIO()  # usage errors in text: on standard error
    assert game_command(["x.mjgame", "--nope", "--lang", "ru"], err=out) == 2
    assert out.getvalue().splitlines()[1] == "mjgui game: непонятные аргументы: --nope"
    out = io.StringIO()
    assert league_command(["--lang", "ru", "club", "--players", "5"], err=out) == 2
    assert out.getvalue().splitlines()[-1] == (
        "mjgui league: аргумент --players: недопустимое значение: 5 (выберите из 3, 4)"
    )
    out = io.StringIO()
    assert game_command(["--lang", "ru"], err=out) == 2
    assert (
        out.getvalue().splitlines()[1] == "mjgui game: не хватает обязательных аргументов: файл"
    )  # the value named as the help names it
    assert score_command([HAND, "--seat", "--lang", "ru"])[1]["error"]["message"] == (
        "Неверный ввод: аргумент --seat: нужно одно значение"
    )
    assert argparse._ is before  # type: ignore[attr-defined]
    assert score_command([HAND, "--nope"])[1]["error"]["message"] == (
        "Invalid input: unrecognized arguments: --nope"
    )
    out = io.StringIO()
    assert game_command(["x.mjgame", "--nope"], err=out) == 2
    assert out.getvalue().splitlines()[1] == "mjgui game: unrecognized arguments: --nope"


@pytest.mark.parametrize("command", [["score"], ["game"], ["replay"], ["league"], []])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_help_lists_its_own_help_option(
    command: list[str], lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``score --help`` had no ``-h, --help`` line where the other commands' help has one."""
    from mjgui.app import main as app_main
    from mjgui.cli import main as cli_main

    words = [*command, "--help", "--lang", lang]
    assert (cli_main(words) if command else app_main(words)) == 0
    shown = capsys.readouterr().out
    said = "show this help message and exit" if lang == "en" else "показать эту справку и выйти"
    lines = [line.split(None, 2) for line in shown.splitlines() if line.startswith("  -h, --help")]
    assert len(lines) == 1 and " ".join(lines[0][2].split()) == said, shown
    if command:  # the usage line names it too (the window's usage is its own sentence)
        assert shown.split()[3] == "[-h]", shown


@pytest.mark.parametrize("command", ["window", "score", "game", "league", "replay"])
def test_the_russian_help_names_the_values_in_russian(command: str) -> None:
    """The Russian help left the values' names in English (``--size WIDTHxHEIGHT``,
    ``--screenshot FILE.png``, ``--rules PRESET``, the positionals ``hand``, ``file``...); the
    English help keeps them. It left the letters too (``--chi T``, ``--dora T,T``, ``--nuki N``),
    and named the positional «рука» where the help of ``--win`` said РУКИ: now ТАЙЛЫ,
    ТАЙЛ,ТАЙЛ, ЧИСЛО, and РУКА in both places (HAND in English). A value of a few choices is
    shown as its choices."""
    parser = _parsers()[command]("ru")  # type: ignore[operator]
    english = _parsers()[command]("en")  # type: ignore[operator]
    for action, own in zip(parser._actions, english._actions, strict=True):
        if action.choices is not None or action.nargs == 0:
            continue  # {en,ru}; a switch takes no value
        default = action.dest.upper() if action.option_strings else action.dest
        shown = str(action.metavar or default)
        words = re.sub(r"(?<=[А-Я])x(?=[А-Я])", "", shown)  # the x of ШИРИНАxВЫСОТА is typed
        assert not re.search(r"[A-Za-z]", words.removesuffix(".png").removesuffix(".mjgame")), (
            command,
            action.option_strings or action.dest,
            shown,
        )
        assert own.metavar is None or not re.search(r"[А-Яа-я]", str(own.metavar)), own.metavar
    russian = " ".join(_help_of(_parsers()[command], "ru").split())
    if command == "window":
        assert "--screenshot ФАЙЛ.png" in russian and "--size ШИРИНАxВЫСОТА" in russian
        assert "--tracker [ФАЙЛ.mjgame]" in russian
    if command == "score":
        assert "[--chi ТАЙЛЫ]" in russian and "[--dora ТАЙЛ,ТАЙЛ]" in russian
        assert "[--nuki ЧИСЛО]" in russian and "[РУКА]" in russian
        assert " РУКА закрытые тайлы" in russian and "последний из тайлов РУКА)" in russian
        english = " ".join(_help_of(_parsers()[command], "en").split())
        assert "[--chi T]" in english and "[--dora T,T]" in english and "[--nuki N]" in english
        assert "[HAND]" in english and " HAND concealed tiles" in english and "last tile of HAND)" in english


PAID_HAND = "234m567p34555678s"
PAID_RULES = ["--rules", "seed", "--rule-option", "atama_hane=off"]
PAID_RULES += ["--rule-option", "multiple_ron_honba=first"]


def _words_of(words: list[str]) -> list[str]:
    from mjgui.core.logs.model import score_words

    return score_words(arguments.score_request(words).spec)


def test_paid_honba_words_give_back_the_spec_and_the_same_words() -> None:
    """``--paid-honba``: the honba a second winner on one discard is paid, apart from the
    table's counter (``--honba``, which ryanhan shibari reads); written only when given."""
    from mjgui.core.scoring.scoring import score

    paid = [PAID_HAND, "--win", "5s", "--seat", "S", "--round", "E", "--honba", "5", "--paid-honba", "0"]
    paid += ["--from", "W", *PAID_RULES]
    spec = arguments.score_request(paid).spec
    assert (spec.honba, spec.paid_honba, spec.honba_taken) == (5, 0, 0)
    assert _words_of(paid) == paid  # words -> spec -> the same words
    win = score(spec).win
    assert win is not None and (win.payment.honba, win.payment.total) == (0, 2000)
    # argparse's reading (--x=y) gives the same spec
    assert arguments.score_request([*paid[:9], "--paid-honba=0", *paid[11:]]).spec == spec
    # without it: every honba on the table is paid, and no --paid-honba is written
    every = [w for i, w in enumerate(paid) if i not in (9, 10)]
    spec = arguments.score_request(every).spec
    assert (spec.honba, spec.paid_honba, spec.honba_taken) == (5, None, 5)
    assert _words_of(every) == every
    win = score(spec).win
    assert win is not None and win.payment.total == 3500


def test_paid_honba_is_read_whole_and_its_mistakes_name_it() -> None:
    # written whole only: --p is still --pon, as before the option
    assert arguments.score_request(["11m23p666z777z1p", "--p", "555z", "--tsumo"]).spec.melds[0].kind == "pon"
    with pytest.raises(HandError) as refused:
        arguments.score_request([HAND, "--paid", "0"])
    assert refused.value.code == "bad_argument"
    for value, code in (("x", "bad_number"), ("-1", "negative_count"), ("100", "count_too_high")):
        with pytest.raises(HandError) as wrong:
            arguments.score_request([HAND, f"--paid-honba={value}"])
        assert wrong.value.code == code
        assert wrong.value.as_dict()["option"] == "--paid-honba"
    with pytest.raises(HandError) as wrong:
        arguments.score_request([HAND, "--paid-honba", "100"])
    assert wrong.value.message() == "--paid-honba cannot be more than 99 (got 100)."
    assert "--paid-honba HONBA" in arguments.score_parser().format_help()


def test_paid_honba_above_the_table_or_on_a_tsumo_is_refused_and_equal_is_every_honba() -> None:
    """A winner is paid at most the honba on the table, and a tsumo every one: either mistake is
    refused naming ``--paid-honba`` (by the fast reader and argparse alike, and in a batch line);
    as many as on the table is the spec without the word."""
    base = [PAID_HAND, "--win", "5s", "--seat", "S", "--from", "W", *PAID_RULES]
    for words, code in [
        ([*base, "--honba", "2", "--paid-honba", "5"], "paid_honba_too_many"),
        ([*base, "--honba", "0", "--paid-honba", "3"], "paid_honba_too_many"),
        (
            [PAID_HAND, "--win", "5s", "--seat", "S", "--tsumo", "--honba", "5", "--paid-honba", "0"],
            "paid_honba_on_tsumo",
        ),
    ]:
        for read in (arguments.score_request, arguments.parse_score_args):
            with pytest.raises(HandError) as wrong:
                read(words)
            assert wrong.value.code == code
            assert wrong.value.as_dict()["option"] == "--paid-honba"
    with pytest.raises(HandError) as wrong:
        arguments.score_request([*base, "--honba", "2", "--paid-honba", "5"])
    assert wrong.value.message() == (
        "A winner is paid at most the honba on the table: --paid-honba 5 is more than --honba 2. "
        "Enter 2 or fewer."
    )
    assert wrong.value.message("ru") == (
        "Победителю платят не больше хонба, чем лежит на столе: --paid-honba 5 больше, чем "
        "--honba 2. Укажите не больше 2."
    )
    same = arguments.score_request([*base, "--honba", "5", "--paid-honba", "5"]).spec
    assert same == arguments.score_request([*base, "--honba", "5"]).spec
    assert same.paid_honba is None and same.honba_taken == 5
