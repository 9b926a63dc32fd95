"""The command line's smaller words: ``--lang`` abbreviated as argparse reads it, the Russian of
a count and of a rule option's range, escaped messages, the help and README true, and a UTF-16
batch told as ``game`` tells a record."""

from __future__ import annotations

import io
import json
import re
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from mjgui import cli
from mjgui.cli import answer_text, score_command
from mjgui.core.numbers import number
from mjgui.core.scoring import arguments

HAND = "234567m22p345678s"
ROOT = Path(__file__).resolve().parent.parent


def test_an_abbreviated_lang_words_the_errors_as_the_wins() -> None:
    # argparse reads --la ru as --lang ru: the win was Russian, its errors English
    _, win = score_command([HAND, "--la", "ru"])
    assert win["yaku"][0]["name"] == "Таняо"
    for words in ([HAND, "--la", "ru", "--dora", "9z"], [HAND, "--l=ru", "--dora", "9z"]):
        _, obj = score_command(words)
        assert "не тайл" in obj["error"]["message"], words
    _, obj = score_command(["23456m22p345678s", "--lan", "ru"])
    assert obj["error"]["message"].startswith("Закрытых тайлов в руке: 13")
    answer = json.loads(answer_text(f"{HAND} --la ru --dora 9z\n"))
    assert "не тайл" in answer["error"]["message"]


def test_game_and_replay_word_their_errors_in_an_abbreviated_lang(tmp_path: Path) -> None:
    from mjgui.gamecli import game_command
    from mjgui.replaycli import replay_command

    err = io.StringIO()
    assert game_command([str(tmp_path / "nosuch"), "--la", "ru"], io.StringIO(), err=err) == 2
    assert "nosuch: нет такого файла или каталога." in err.getvalue()  # small after the colon
    err = io.StringIO()
    assert replay_command([str(tmp_path / "nosuch"), "--lan=ru"], io.StringIO(), err=err) == 2
    assert "нет такого файла или каталога" in err.getvalue()


def test_no_command_has_another_option_starting_as_lang() -> None:
    """words_lang reads ``--l``, ``--la``, ``--lan`` as ``--lang``: true while no parser that
    reads abbreviations has another option starting with ``--l`` (the window's reads none)."""
    from mjgui.app import app_parser
    from mjgui.gamecli import _parser as game_parser
    from mjgui.leaguecli import _parser as league_parser
    from mjgui.replaycli import _parser as replay_parser

    assert not app_parser().allow_abbrev
    for parser in (arguments.score_parser(), game_parser(), league_parser(), replay_parser()):
        assert parser.allow_abbrev
        words = {w for action in parser._actions for w in action.option_strings if w.startswith("--l")}
        assert words == {"--lang"}, parser.prog


def test_a_negative_nuki_is_named_in_russian_as_elsewhere() -> None:
    _, obj = score_command([HAND, "--nuki", "-1", "--rules", "tenhou-sanma", "--lang", "ru"])
    assert obj["error"]["code"] == "negative_count"
    assert obj["error"]["message"].startswith("Значение «нуки» не может быть отрицательным")


def test_a_rule_option_number_past_nine_digits_says_the_range() -> None:
    words = [HAND, "--rule-option", "ryanhan_threshold=99999999999999999999"]
    _, obj = score_command(words)
    high = number(999_999_999, "en")
    assert obj["error"]["message"].endswith(f"use a whole number from 0 to {high}.")
    _, obj = score_command([*words, "--lang", "ru"])
    assert obj["error"]["message"].endswith(f"пишите целое число от 0 до {number(999_999_999, 'ru')}.")
    # an option with a few values: those values, however long the number given
    _, obj = score_command([HAND, "--rule-option", "double_wind_pair_fu=-99999999999"])
    assert obj["error"]["message"].endswith('cannot be "-99999999999": it can be 2, 4.')
    # a word that is no number at all is said as before
    _, obj = score_command([HAND, "--rule-option", "ryanhan_threshold=1.5"])
    assert obj["error"]["message"].endswith("use a whole number.")


def test_score_errors_escape_control_and_format_characters() -> None:
    _, obj = score_command(["234\u202e567m22p345678s"])
    assert obj["error"]["message"] == (
        'Unexpected "\\u202e" at position 4: expected a digit 0-9 or a suit letter m, p, s, z.'
    )
    _, obj = score_command([HAND, "--win", "\x1b[31m"])
    assert "\x1b" not in obj["error"]["message"] and '"\\x1b[31m"' in obj["error"]["message"]
    answer = json.loads(answer_text("234\u202e567m22p345678s\n".encode()))
    assert "\u202e" not in answer["error"]["message"] and "\\u202e" in answer["error"]["message"]


def test_the_help_of_explain_names_the_shanten_and_discards() -> None:
    text = " ".join(arguments.score_parser().format_help().split())
    assert "to a hand not complete yet, its shanten and its discards" in text
    status, obj = score_command(["234567m22p34567s", "--explain"])  # 13 tiles: what --explain adds
    assert status == 2 and "shanten" in obj and ("discards" in obj or "improving" in obj)


def test_the_readme_says_what_replay_s_ours_is() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "score --json" not in readme
    assert "`ours` is exactly the JSON object `score` prints for them" in readme
    assert "--json" not in " ".join(arguments.score_parser().format_help().split())


def _batch(
    data: bytes, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *words: str
) -> list[dict[str, object]]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(io.BytesIO(data))))
    assert cli.main(["score", "--batch", *words]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


UTF16_SAID = (
    'Standard input looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. '
    "Convert the input to UTF-8 first."
)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_utf16_batch_is_told_as_game_tells_it_once_a_line(
    encoding: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    text = f"{HAND}\n{HAND} --riichi\r\n\n{HAND} --tsumo"  # four lines, the last without a break
    got = _batch(text.encode(encoding), monkeypatch, capsys)
    assert got == [
        {"ok": False, "error": {"code": "utf16", "message": UTF16_SAID, "line": n}} for n in (1, 2, 3, 4)
    ]


def test_a_utf16_batch_in_russian(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    got = _batch(f"{HAND}\n".encode("utf-16"), monkeypatch, capsys, "--lang", "ru")
    assert len(got) == 1 and str(got[0]["error"]["message"]).startswith(
        "Стандартный ввод, похоже, в кодировке UTF-16"
    )  # type: ignore[index]


def test_a_utf8_batch_with_a_nul_is_read_as_before(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    got = _batch(f"{HAND}\n\x00\n{HAND}\n".encode(), monkeypatch, capsys)
    assert [g["ok"] for g in got] == [True, False, True]


@pytest.mark.parametrize("command", ["game", "replay", "league"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_words_that_cannot_be_read_get_the_usage_the_help_shows(command: str, lang: str) -> None:
    """``game`` and ``replay`` (and ``league``) answered words they cannot read with a usage of
    their own ("usage: mjgui game FILE [--json] [--lang en|ru]") that was not their --help's
    ("usage: mjgui game [-h] [--json] [--lang {en,ru}] file"): now the --help's, the same words
    in the same language, in text and (on one line) in JSON."""
    import importlib

    module = importlib.import_module(f"mjgui.{command}cli")
    run = getattr(module, f"{command}_command")
    helped = io.StringIO()
    with redirect_stdout(helped):
        assert run(["--help", "--lang", lang], out=io.StringIO()) == 0
    usage = helped.getvalue().split("\n\n", 1)[0] + "\n"
    out, err = io.StringIO(), io.StringIO()
    assert run(["--bogus", "--lang", lang], out=out, err=err) == 2
    assert out.getvalue() == ""  # a usage error: on standard error, as the window's parser says it
    assert err.getvalue().startswith(usage)
    assert err.getvalue()[len(usage) :].startswith(f"mjgui {command}: ")
    out = io.StringIO()
    assert run(["--bogus", "--lang", lang, "--json"], out=out) == 2
    assert json.loads(out.getvalue())["error"]["usage"] == " ".join(usage.split())


_TILES = re.compile(r"(?<![\w-])\d+[mpsz](?:\d+[mpsz])*(?:,\d+[mpsz](?:\d+[mpsz])*)*(?![\w-])")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("help_of", ["score", "window"])
def test_every_tile_example_of_the_help_scores_when_pasted(help_of: str, lang: str) -> None:
    """The help's examples were refused under the default rules: the HAND 123m456p789s11z alone
    (11 tiles), with --pon 555p or --kan 5555s (four plain fives where the rules have a red one).
    Each example, pasted with the HAND example that takes it, is now a hand scored (a win, or a
    valid hand without a yaku), never bad input."""
    from mjgui.app import app_parser

    parser = arguments.score_parser(lang) if help_of == "score" else app_parser(lang)
    examples = {
        (action.option_strings or ["HAND"])[0]: _TILES.findall(str(action.help))
        for action in parser._actions
        if action.help and _TILES.search(str(action.help))
    }
    hands = {sum(c.isdigit() for c in hand): hand for hand in examples.pop("HAND")}
    assert set(hands) == {14, 11}  # one whole hand, one that goes with a meld
    assert {"--chi", "--pon", "--kan", "--ankan", "--dora"} <= examples.keys()
    runs = [[hands[14], "--lang", lang]]
    for option, values in examples.items():
        meld = option in ("--chi", "--pon", "--kan", "--ankan")
        runs += [[hands[11 if meld else 14], option, value, "--lang", lang] for value in values]
    for words in runs:
        status, answer = score_command(words)
        assert status in (0, 1), (words, answer)
        assert answer["ok"] or answer["error"]["code"] == "no_yaku", (words, answer)
