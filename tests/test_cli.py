"""The CLI contract: JSON shape, exit codes, --batch."""

from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.cli import TooLongLine, answer_line, read_lines, run_batch, score_command
from mjgui.core.scoring.arguments import MAX_SCORE_LINE

DATA = Path(__file__).resolve().parent / "data"


def in_batch(words: list[str], number: int) -> dict[str, object]:
    """What the single call ``score WORDS`` answers, as a batch answers it on input line
    ``number``: an error object says its line (``"line": N``); a win is the same."""
    answer = score_command(words)[1]
    if "error" in answer:
        answer["error"]["line"] = number
    return answer


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_score_prints_the_contract() -> None:
    proc = run("score", "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s")
    assert proc.returncode == 0, proc.stderr
    obj = json.loads(proc.stdout)
    assert obj["ok"] is True
    assert (obj["han"], obj["fu"], obj["yakuman"], obj["limit"]) == (4, 30, 0, None)
    assert [y["id"] for y in obj["yaku"]] == ["riichi", "tanyao", "pinfu", "dora"]
    assert all(set(y) == {"id", "name", "han"} for y in obj["yaku"])
    assert obj["fu_details"][0] == {"fu": 20, "reason": "base", "text": "base fu (futei): 20 fu", "tiles": ""}
    assert obj["payment"]["ron"] == 7700 and obj["payment"]["total"] == 7700
    assert len(obj["readings"]) == 1 and obj["readings"][0]["chosen"] is True


def test_score_reads_a_hand_typed_with_a_russian_layout_on() -> None:
    """The keys of m, p, s and z type ь, з, ы and я with a Russian layout on: the hand and the
    indicators were refused (notation_char)."""
    typed = run("score", "234ь567з3467888ы5ы", "--riichi", "--seat", "S", "--dora", "2ы", "--lang", "ru")
    plain = run("score", "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s", "--lang", "ru")
    assert typed.returncode == plain.returncode == 0, typed.stdout + typed.stderr
    assert json.loads(typed.stdout) == json.loads(plain.stdout)
    assert json.loads(typed.stdout)["payment"]["ron"] == 7700


def test_three_dora_indicators_without_a_kan() -> None:
    # RULES.md §1: other players' kans turn indicators too; 1m 4p 2s make 2m 5p 3s, one each
    proc = run("score", "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "1m,4p,2s")
    assert proc.returncode == 0, proc.stdout
    obj = json.loads(proc.stdout)
    assert {y["id"]: y["han"] for y in obj["yaku"]}["dora"] == 3
    assert (obj["han"], obj["limit"], obj["payment"]["total"]) == (6, "haneman", 12000)


def test_tsumo_payment_fields() -> None:
    _, obj = score_command(["123m456p789s11s777z", "--tsumo", "--seat", "S", "--honba", "1", "--sticks", "2"])
    pay = obj["payment"]
    # chun + menzen tsumo, 2 han 30 fu (20 + 8 closed 777z + 2 tsumo): 500/1000,
    # plus 100 honba from each payer, plus 2000 in sticks
    assert (pay["dealer_pays"], pay["non_dealer_pays"]) == (1100, 600)
    assert pay["total"] == 1100 + 2 * 600 + 2000
    assert pay["by_seat"] == {"E": -1100, "S": 4300, "W": -600, "N": -600}
    _, obj = score_command(["123m456p789s11s777z", "--tsumo"])
    assert obj["payment"]["each_pays"] == 1000 and "dealer_pays" not in obj["payment"]


def test_exit_codes() -> None:
    assert run("score", "234m567p3467888s5s").returncode == 0
    no_yaku = run("score", "123m456p789s55s", "--pon", "777p")
    assert no_yaku.returncode == 1
    assert json.loads(no_yaku.stdout)["error"]["code"] == "no_yaku"
    bad = run("score", "12q")
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"]["code"] == "notation_char"


def test_yakuman_output() -> None:
    _, obj = score_command(["19m19p19s12345677z"])
    assert obj["yakuman"] == 2 and obj["limit"] == "yakuman" and obj["payment"]["ron"] == 96000


def test_pon_with_red_five() -> None:
    _, obj = score_command(["123m456p11z", "--pon", "505m", "--pon", "777z"])
    assert obj["ok"] is True
    assert {y["id"]: y["han"] for y in obj["yaku"]}["aka_dora"] == 1


def test_batch_matches_single_calls() -> None:
    lines = [
        "234m567p3467888s5s --riichi",
        "12q",
        "123m456p789s55s --pon 777p",
        "19m19p19s12345677z --tsumo",
        'bad "quote',
    ]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(got) == len(lines)
    for number, (line, obj) in enumerate(zip(lines[:4], got[:4], strict=True), 1):
        assert obj == in_batch(line.split(), number)
    assert got[4]["error"]["code"] == "unclosed_quote" and got[4]["error"]["line"] == 5


def test_batch_explains_a_hand_not_yet_complete_as_score_does() -> None:
    """A 13-tile hand with --explain: the batch gives the shanten and improving tiles too."""
    lines = [
        "123m456p78s25z99s1s --explain",
        "123m456p78s25z99s1s --explain --lang ru",
        "123m456p78s25z99s12s --explain",
        "123m456p789s5z99s --explain",
        "123m456p789s5z99s",
    ]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    for number, (line, obj) in enumerate(zip(lines, got, strict=True), 1):
        assert obj == in_batch(line.split(), number)
    assert got[0]["shanten"] == 2 and got[0]["total_left"] == 29
    assert {"tile": "2s", "left": 4} in got[0]["improving"]
    assert got[2]["shanten"] == 1 and got[2]["discards"]
    assert "shanten" not in got[4]


def test_batch_through_the_process() -> None:
    proc = run("score", "--batch", stdin="234m567p3467888s5s --riichi\n12q\n")
    assert proc.returncode == 0
    objs = [json.loads(x) for x in proc.stdout.splitlines()]
    assert objs[0]["ok"] is True and objs[1]["ok"] is False


def test_russian_names() -> None:
    _, obj = score_command(["234m567p3467888s5s", "--riichi", "--lang", "ru"])
    assert obj["yaku"][0]["name"] == "Риичи"


def test_explain_adds_near_misses_and_suggestions() -> None:
    status, obj = score_command(["234m567p456s1288s3s", "--riichi", "--explain"])
    assert status == 0
    ids = {m["id"] for m in obj["near_misses"]}
    assert "pinfu" in ids
    pinfu = next(m["text"] for m in obj["near_misses"] if m["id"] == "pinfu")
    assert "penchan" in pinfu
    status, obj = score_command(["123m456p789s55s", "--pon", "777p", "--explain"])
    assert status == 1 and obj["error"]["suggestions"]
    status, obj = score_command(["123m456p789s55s99p9p", "--explain"])
    assert status == 1 and any("riichi" in s.lower() for s in obj["error"]["suggestions"])


def test_rule_option_changes_one_option_of_the_preset() -> None:
    hand = ["55m888s", "--pon", "222m", "--pon", "444p", "--pon", "666s", "--win", "8s", "--rules", "tenhou"]
    _, with_kuitan = score_command(hand)
    assert [y["id"] for y in with_kuitan["yaku"]] == ["tanyao", "toitoi"]
    _, without = score_command([*hand, "--rule-option", "kuitan=off"])
    # the dealer's 2 han 30 fu
    assert ([y["id"] for y in without["yaku"]], without["payment"]["ron"]) == (["toitoi"], 2900)
    red = ["406m406p406s222z11z", "--riichi", "--rules", "tenhou"]
    _, obj = score_command(red)
    assert ("aka_dora", 3) in [(y["id"], y["han"]) for y in obj["yaku"]]
    status, obj = score_command([*red, "--rule-option", "aka=0"])
    assert status == 2 and obj["error"]["code"] == "red_five_not_in_rules"
    status, bad = score_command([*hand, "--rule-option", "kuitan=maybe"])
    assert (status, bad["error"]["code"]) == (2, "bad_rule_value")
    assert bad["error"]["message"] == 'Rule option kuitan cannot be "maybe": use on or off.'
    status, bad = score_command([*hand, "--rule-option", "no_such=1"])
    assert status == 2 and bad["error"]["code"] == "unknown_rule_option"


def test_an_edition_given_as_a_rule_option_is_told_where_an_edition_is_named() -> None:
    """``score --rule-option edition=1`` was told '"edition" is not a rule option', with every
    option: score reads a preset at the edition this mjgui plays; the refusal says so, where an
    edition is named (a record's rules line), and the options that give the edition asked for,
    which read it (the JSON's keys as they were)."""
    hand = ["11122555666777z", "--win", "2z", "--tsumo", "--seat", "S"]
    status, bad = score_command([*hand, "--rules", "ema", "--rule-option", "edition=1"])
    assert status == 2 and set(bad) == {"ok", "error"} and set(bad["error"]) == {"code", "message", "option"}
    assert bad["error"]["code"] == "edition_option"
    assert bad["error"]["message"] == (
        '"edition" is not a rule option: the rules "ema" are read at their edition 2, the one this '
        'mjgui plays, and only a game record\'s rules line names another ("rules ema edition=1"). '
        "For their edition 1, give these options: renhou=off yakuman_stacking=on chombo_score_penalty=0."
    )
    options = [
        w
        for o in ("renhou=off", "yakuman_stacking=on", "chombo_score_penalty=0")
        for w in ("--rule-option", o)
    ]
    status, obj = score_command([*hand, "--rules", "ema", *options])
    assert status == 0 and obj["payment"]["total"] == 96000  # edition 1's triple yakuman
    status, ru = score_command([*hand, "--rules", "tenhou", "--rule-option", "edition=2", "--lang", "ru"])
    assert ru["error"]["message"] == (
        "«edition» — не опция правил: правила «tenhou» читаются в их редакции 2, которую играет эта "
        "версия mjgui, а другую называет только строка rules записи игры («rules tenhou edition=1»)."
    )
    status, seed = score_command([*hand, "--rule-option", "edition=1"])
    assert seed["error"]["message"] == (
        '"edition" is not a rule option: the rules "seed" have had one edition, 1, the one this mjgui plays.'
    )


# ---------------------------------------------------------------------------------------------
# every line answered, whatever its bytes (issue 17 items 2, 4, 8)
# ---------------------------------------------------------------------------------------------

HAND_LINE = b"234m567p3467888s5s --riichi"


def run_bytes(args: list[str | bytes], stdin: bytes, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args],
        input=stdin,
        capture_output=True,
        timeout=60,
        env={**os.environ, **env},
    )


def answers(stdout: bytes) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.decode("utf-8").splitlines()]


def test_batch_answers_invalid_utf8_line_by_line_in_any_locale() -> None:
    stdin = HAND_LINE + b"\n12\xffm --lang ru\n\xc3\n" + HAND_LINE + b" --lang ru\n"
    for env in ({"PYTHONIOENCODING": "utf-8"}, {"LC_ALL": "C.UTF-8"}, {"LC_ALL": "C", "LANG": "C"}):
        proc = run_bytes(["score", "--batch"], stdin, **env)
        assert proc.returncode == 0 and proc.stderr == b"", (env, proc.stderr)
        got = answers(proc.stdout)  # the whole output is valid UTF-8
        assert len(got) == 4, env
        assert got[0]["ok"] is True and got[3]["ok"] is True
        assert got[3]["yaku"][0]["name"] == "Риичи"  # type: ignore[index]
        for bad, pos in ((got[1], 3), (got[2], 1)):
            error = bad["error"]
            assert isinstance(error, dict)
            assert error["code"] == "bad_encoding"
            assert f"байт {pos}" in error["message"] or f"byte {pos}" in error["message"]
        assert "\ufffd" not in proc.stdout.decode("utf-8")


def test_score_argument_that_is_not_utf8() -> None:
    for env in ({"PYTHONIOENCODING": "utf-8"}, {"LC_ALL": "C.UTF-8"}):
        proc = run_bytes(["score", b"12\xffm"], b"", **env)
        assert proc.returncode == 2 and proc.stderr == b""
        (obj,) = answers(proc.stdout)
        assert obj["error"] == {
            "code": "bad_encoding",
            "message": "This input is not UTF-8 text: byte 3 cannot be read. Save or type it as UTF-8.",
        }


def test_a_bad_byte_after_non_ascii_text_is_named_by_its_byte_as_in_a_batch() -> None:
    """``score 'жж'$'\\xff'`` said "byte 3" (the character's place) for the bad byte, byte 5
    of the words; a ``--batch`` line of the same words says its byte, and now so does ``score``."""
    cases = (
        ([b"\xd0\xb6\xd0\xb6\xff"], 5),
        ([b"\xd0\xb6\xd0\xb6\xd0\xb6", b"\xff"], 8),
        ([b"123m", b"\xc3\x97", b"4\xff"], 10),  # a pasted multiplication sign before it
        ([b"12\xffm"], 3),
    )
    for words, pos in cases:
        status, obj = score_command([os.fsdecode(w) for w in words])
        assert status == 2 and obj["error"]["code"] == "bad_encoding"
        assert f"byte {pos} cannot be read" in obj["error"]["message"], (words, obj)
        english = {"LC_ALL": "C.UTF-8", "LANGUAGE": ""}
        (batch,) = answers(run_bytes(["score", "--batch"], b" ".join(words) + b"\n", **english).stdout)
        assert batch["error"]["message"] == obj["error"]["message"]  # the same byte named
        proc = run_bytes(["score", *words], b"", **english)
        assert proc.returncode == 2 and json.loads(proc.stdout) == obj
    # the options given with --batch are counted the same way
    proc = run_bytes(["score", "--batch", "--rules", b"\xd0\xb6\xff"], b"", LC_ALL="C.UTF-8", LANGUAGE="")
    assert proc.returncode == 2
    assert "byte 19 cannot be read" in json.loads(proc.stdout)["error"]["message"]
    # a Russian system: the words' own bytes (not the "--lang ru" its language puts before them)
    for args, pos in (
        (["score", b"\xd0\xb6\xd0\xb6\xff"], 5),
        (["score", "--batch", b"\xd0\xb6\xd0\xb6\xff"], 13),
    ):
        proc = run_bytes(args, b"", LC_ALL="C.UTF-8", LANGUAGE="ru")
        assert proc.returncode == 2
        assert f"байт {pos} не читается" in json.loads(proc.stdout)["error"]["message"], args


def test_blank_and_comment_lines_are_answered_in_place() -> None:
    lines = ["\n", "# a comment\n", "234m567p3467888s5s --riichi\n", "   \t\r\n", "  # indented\n", "12q"]
    out = io.StringIO()
    run_batch(lines, out)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(got) == len(lines)
    assert got[0] == got[3] == {"ok": None, "skipped": "blank"}
    assert got[1] == got[4] == {"ok": None, "skipped": "comment"}
    assert got[2]["ok"] is True
    assert got[5]["error"]["code"] == "notation_char"


def test_a_batch_line_whose_quotation_is_left_open_is_said_in_its_language() -> None:
    """shlex's own English ("Invalid input: No closing quotation", "No escaped character") was
    the answer, in English even for a line asking for Russian."""
    for line in ('234m567p3467888s5s{} "abc --riichi', "234m567p3467888s5s{} abc\\"):
        got = answer_line(line.format("") + "\n")
        assert got["error"] == {
            "code": "unclosed_quote",
            "message": "The words of this line cannot be read: a quotation mark is left open, or the "
            "line ends with a backslash. Close the quotation, or remove the stray quotation mark or "
            "backslash.",
        }
        ru = answer_line(line.format(" --lang ru") + "\n")["error"]["message"]
        assert ru.startswith("Слова этой строки не читаются: кавычка не закрыта"), ru


def test_an_unknown_command_is_said_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """``mjgui-cli frob`` said "Invalid input: unknown command 'frob'" in English only."""
    from mjgui.cli import main as cli_main

    assert cli_main(["frob", "--lang", "ru"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == {
        "code": "unknown_command",
        "message": "«frob» — не команда: используйте score, game, replay, league.",
    }
    assert cli_main(["frob"]) == 2
    message = json.loads(capsys.readouterr().out)["error"]["message"]
    assert message == '"frob" is not a command: use score, game, replay, league.'


@pytest.mark.parametrize("launcher", ["/opt/mjgui/mjgui-cli", "mjgui-cli.exe"])
def test_the_console_launchers_help_names_it_and_lists_what_it_takes(
    launcher: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mjgui-cli --help`` said ``usage: mjgui score ...``: on Windows ``mjgui.exe`` is the windowed
    program, which prints nothing a console shows. The usage now names the program that runs the
    commands, lists ``--version`` and ``--lang``, and ``--lang ru`` alone says it in Russian (it
    answered ``"--lang" is not a command``)."""
    from mjgui.cli import main as cli_main

    monkeypatch.setattr(sys, "argv", [launcher])
    assert cli_main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "usage: mjgui-cli score HAND [options] | mjgui-cli score --batch < lines | "
        "mjgui-cli game FILE [--json]",
        "       mjgui-cli replay LOG [--json]",
        "       mjgui-cli league DIR|FILES... [--json]",
        "       mjgui-cli --version | mjgui-cli --help [--lang en|ru]",
        "       mjgui-cli score --help for the options",
    ]
    assert cli_main(["score", "--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: mjgui-cli score [-h]")
    for command in ("game", "replay", "league"):
        assert cli_main([command, "--help"]) == 0
        assert capsys.readouterr().out.startswith(f"usage: mjgui-cli {command} [-h]"), command
    for words in (["--lang", "ru"], ["--lang=ru"], ["--la", "ru"]):
        assert cli_main(words) == 2, words  # no command: the usage on standard error, as with none
        said = capsys.readouterr()
        assert said.out == "" and said.err.startswith(
            "использование: mjgui-cli score РУКА [опции] | mjgui-cli score --batch < строки"
        ), (words, said)
        assert "mjgui-cli --version | mjgui-cli --help [--lang en|ru]" in said.err
    assert cli_main(["--lang", "ru", "--help"]) == 0
    assert capsys.readouterr().out.startswith("использование: mjgui-cli score РУКА")
    assert cli_main(["--lang", "ru", "--version"]) == 0
    assert capsys.readouterr().out.startswith("mjgui ")
    # a --lang before the command is the command's
    assert cli_main(["--lang", "ru", "frob"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["message"].startswith("«frob» — не команда")


def test_a_leading_lang_is_read_before_the_commands_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mjgui-cli --lang ru COMMAND -- ARG`` moved the leading ``--lang ru`` after the command's
    words, where ``--`` (the shell's way to pass a word that may start with "-") made it two
    arguments: score answered "непонятные аргументы: --lang ru", league skipped "--lang" and "ru" as
    files. The leading words come first now, and a --lang after them still wins."""
    from mjgui.cli import main as cli_main
    from tests.util import HANCHAN

    record = tmp_path / "season" / "game 1.mjgame"
    record.parent.mkdir()
    record.write_text(HANCHAN, encoding="utf-8")
    log = str(DATA / "logs" / "dnovikoff-bug1.mjlog")
    for command, word in (
        ("score", "234m567p3467888s5s"),
        ("game", str(record)),
        ("replay", log),
        ("league", str(record.parent)),
    ):
        asked = cli_main(["--lang", "ru", command, "--", word])
        leading = capsys.readouterr()
        assert asked == cli_main([command, "--lang", "ru", "--", word]), command
        assert leading == capsys.readouterr(), command  # the same answer as the command's own --lang
        assert "--lang" not in leading.out + leading.err and "Неверный ввод" not in leading.out, command
    assert cli_main(["--lang", "ru", "score", "--riichi", "--", "234m567p3467888s5s"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["ok"] and answer["yaku"][0]["name"] == "Риичи"
    assert cli_main(["--lang", "ru", "league", "--", str(record.parent)]) == 0
    assert capsys.readouterr().out.startswith("1\u00a0игра учтена.")
    # a --lang among the command's own words is read after the leading one: it wins
    assert cli_main(["--lang", "ru", "score", "234m567p3467888s5s", "--riichi", "--lang", "en"]) == 0
    assert json.loads(capsys.readouterr().out)["yaku"][0]["name"] == "Riichi"


@pytest.mark.parametrize("launcher", ["/opt/mjgui/mjgui-cli", "mjgui-cli.exe"])
def test_a_leading_lang_is_read_as_the_commands_read_it(
    launcher: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mjgui-cli --l ru`` answered that "--l" is not a command, where ``score ... --l ru`` and
    ``mjgui-cli --l=ru`` read it as ``--lang``; ``mjgui-cli --lang xx --help`` printed the English
    help (exit 0) without a word that xx is no language, where ``--lang xx score ...`` is refused."""
    from mjgui.cli import main as cli_main

    monkeypatch.setattr(sys, "argv", [launcher])
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    for words in (["--l", "ru"], ["--l=ru"], ["--lan", "ru"]):
        assert cli_main(words) == 2, words  # no command: the usage on standard error, in Russian
        said = capsys.readouterr()
        assert said.out == "" and said.err.startswith("использование: mjgui-cli score РУКА"), (words, said)
    assert cli_main(["--l", "ru", "--help"]) == 0
    assert capsys.readouterr().out.startswith("использование: mjgui-cli score РУКА")
    assert cli_main(["--l", "ru", "score", "234m567p3467888s5s", "--riichi"]) == 0
    assert json.loads(capsys.readouterr().out)["yaku"][0]["name"] == "Риичи"
    refused = "mjgui-cli: argument --lang: invalid choice: 'xx' (choose from 'en', 'ru')"
    for words in (
        ["--lang", "xx", "--help"],
        ["--lang", "xx"],
        ["--l=xx", "--version"],
        ["--lang", "xx", "-h"],
    ):
        assert cli_main(words) == 2, words
        said = capsys.readouterr()
        assert said.out == "" and said.err.startswith("usage: mjgui-cli score HAND"), (words, said)
        assert said.err.splitlines()[-1] == refused, (words, said.err)
    assert cli_main(["--lang"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "mjgui-cli: argument --lang: expected one argument"
    assert cli_main(["--lang", "ru", "--lang", "xx", "--help"]) == 2  # the last one is read, as argparse does
    assert capsys.readouterr().err.splitlines()[-1] == refused
    # before a command, the command says it, as it says its own --lang xx
    assert cli_main(["--lang", "xx", "score", "234m567p3467888s5s"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["code"] == "bad_argument" and "invalid choice: 'xx'" in error["message"]


def test_a_leading_lang_without_its_value_is_said_by_the_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mjgui-cli --lang score HAND`` took the command's name as the language and the hand as the
    command: "HAND is not a command", where the player did write a command. The command's name is
    the command; the ``--lang`` without a value is said by it, as ``score HAND --lang`` is."""
    from mjgui.cli import main as cli_main

    monkeypatch.setattr(sys, "argv", ["mjgui-cli"])
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    hand = "123m456p789s11z22z2z"
    for words in (
        ["--lang", "score", hand],
        ["--lang", "score", "--", hand],
        ["--lang", "score", "--riichi", hand],
        ["--lang", "score", "--batch"],
        ["--lang", "score"],
    ):
        assert cli_main(words) == 2, words
        error = json.loads(capsys.readouterr().out)["error"]
        assert error == {
            "code": "bad_argument",
            "message": "Invalid input: argument --lang: expected one argument",
            "option": "--lang",
        }, words
    # the same answer as the command's own --lang given last without a value
    assert cli_main(["score", hand, "--lang"]) == 2
    own = capsys.readouterr().out
    assert cli_main(["--lang", "score", hand]) == 2
    assert capsys.readouterr().out == own
    # in the language of a --lang before it, as argparse reads the words
    assert cli_main(["--lang", "ru", "--lang", "score", hand]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["message"] == (
        "Неверный ввод: аргумент --lang: нужно одно значение"
    )
    record = tmp_path / "game 1.mjgame"
    record.write_text("", encoding="utf-8")
    for command, word in (("game", str(record)), ("replay", str(record)), ("league", str(tmp_path))):
        assert cli_main(["--lang", command, word]) == 2, command
        said = capsys.readouterr()
        assert said.out == "" and said.err.startswith(f"usage: mjgui-cli {command} "), (command, said)
        last = said.err.splitlines()[-1]
        assert last == f"mjgui-cli {command}: argument --lang: expected one argument", (command, said)
    # a language given is read as before
    assert cli_main(["--lang", "ru", "score", hand, "--riichi"]) == 0
    assert json.loads(capsys.readouterr().out)["yaku"][0]["name"] == "Риичи"
    assert cli_main(["--lang", "xx", "score", hand]) == 2
    assert "invalid choice: 'xx'" in json.loads(capsys.readouterr().out)["error"]["message"]


@pytest.mark.parametrize("launcher", ["/opt/mjgui/mjgui-cli", "mjgui-cli.exe", "/usr/bin/mjgui"])
def test_the_refusals_hints_name_the_program_that_runs_the_commands(
    launcher: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """mjgui-cli's usage named it, but the hints inside its refusals still said ``mjgui replay FILE``
    and ``mjgui game FILE``: on Windows ``mjgui`` is the windowed program, which prints nothing a
    console shows. They name the program that runs the commands, in both languages."""
    import shutil

    from mjgui.cli import main as cli_main

    monkeypatch.setattr(sys, "argv", [launcher])
    name = "mjgui" if launcher.endswith("/mjgui") else "mjgui-cli"
    other = "mjgui-cli" if name == "mjgui" else "mjgui"
    log = DATA / "logs" / "dnovikoff-bug1.mjlog"
    record = DATA / "sanma-records" / "mjai-reviewer3p-nukidora_doubleron.mjgame"
    season = tmp_path / "season"
    season.mkdir()
    shutil.copyfile(record, season / "game 1.mjgame")
    shutil.copyfile(log, season / "game 2.mjgame")  # a log named as a record
    said: dict[tuple[str, str], str] = {}
    for lang in ("en", "ru"):
        for command, word in (("game", log), ("replay", record), ("league", season)):
            cli_main(["--lang", lang, command, str(word)])
            out = capsys.readouterr()
            said[command, lang] = out.out + out.err
    assert f"Use {name} replay {log}, which scores every win of a log." in said["game", "en"]
    assert f"Используйте {name} replay {log}: эта команда" in said["game", "ru"]
    assert f". {name} replay reads Tenhou mjlog XML" in said["replay", "en"]
    assert f"a record is replayed by {name} game FILE" in said["replay", "en"]
    assert f". {name} replay читает mjlog XML" in said["replay", "ru"]
    assert f"запись воспроизводит {name} game ФАЙЛ" in said["replay", "ru"]
    gone = season / "game 2.mjgame"
    assert f"it is not counted. {name} replay '{gone}' scores every win" in said["league", "en"]
    assert f"он не учитывается. {name} replay '{gone}' считает" in said["league", "ru"]
    for text in said.values():
        assert f"{other} replay" not in text and f"{other} game" not in text, text


def test_the_windows_help_names_mjgui_whatever_runs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's program is mjgui: its --help names it, and the commands run from it too."""
    from mjgui.app import app_parser
    from mjgui.cliparse import program

    monkeypatch.setattr(sys, "argv", ["/usr/bin/mjgui"])
    assert program() == "mjgui"
    monkeypatch.setattr(sys, "argv", ["/opt/mjgui/mjgui-cli"])
    assert program() == "mjgui-cli"
    helped = app_parser("en").format_help()
    assert "mjgui score HAND [options] | mjgui score --batch < lines" in helped and "mjgui-cli" not in helped


def test_a_reader_that_stops_early_ends_the_batch_quietly() -> None:
    """``mjgui score --batch < lines | head -1``: no traceback when the reader goes away."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "mjgui", "score", "--batch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader stops before the first answer
    try:
        proc.stdin.write(b"234m567p3467888s5s --riichi\n" * 20000)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    assert proc.wait(timeout=60) == 1
    assert proc.stderr.read() == b""


def test_batch_through_the_process_keeps_the_line_count() -> None:
    stdin = "\n".join(["# header", "234m567p3467888s5s --riichi", "", "12q", "   "]) + "\n"
    proc = run("score", "--batch", stdin=stdin)
    assert proc.returncode == 0
    got = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [o["ok"] for o in got] == [None, True, None, False, None]


def test_over_long_line_is_refused_without_echoing_it() -> None:
    word = "1" * 200_000 + "m"
    for obj in (answer_line(word + " --riichi\n"), score_command([word])[1]):
        error = obj["error"]
        assert error["code"] == "line_too_long"
        assert len(error["message"]) < 300
        assert f"at most {MAX_SCORE_LINE}" in error["message"]
    ok_line = "234m567p3467888s5s --riichi" + " " * (MAX_SCORE_LINE - 27)
    assert len(ok_line) == MAX_SCORE_LINE and answer_line(ok_line)["ok"] is True
    assert answer_line(ok_line + "x")["error"]["code"] == "line_too_long"
    ru = answer_line("x" * 2000 + " --lang ru")["error"]["message"]
    assert ru.startswith("Символов в строке: 2010, а в строке с рукой их не больше 1000")


def test_read_lines_drops_an_over_long_line_and_goes_on() -> None:
    stream = io.BytesIO(b"1" * 1_000_000 + b"\r\n" + HAND_LINE + b"\n" + b"2" * 50_000)
    got = list(read_lines(stream))
    assert len(got) == 3
    assert isinstance(got[0], TooLongLine) and int(got[0]) == 1_000_000
    assert got[1] == HAND_LINE + b"\n"
    assert isinstance(got[2], TooLongLine) and int(got[2]) == 50_000
    assert answer_line(got[0])["error"]["message"].startswith("This line has 1\u202f000\u202f000 characters")


def test_a_too_long_line_counts_characters_not_bytes() -> None:
    """``python3 -c "print('ж'*3000)" | mjgui score --batch`` said 6000 characters (its bytes)."""
    stream = io.BytesIO(("ж" * 3000 + "\r\n" + "🀄" * 70_000 + "\n").encode() + HAND_LINE)
    got = list(read_lines(stream))
    assert [int(got[0]), int(got[1])] == [3000, 70_000] and got[2] == HAND_LINE
    assert answer_line(got[0])["error"]["message"].startswith("This line has 3000 characters")
    proc = run("score", "--batch", stdin="ж" * 3000 + "\n")
    assert json.loads(proc.stdout)["error"]["message"].startswith("This line has 3000 characters")


def _lines_by_readline(data: bytes, limit: int) -> list[bytes | tuple[int, bool]]:
    """What read_lines gives, worked out line by line: a line (its line break kept) of at most
    ``limit`` bytes before its "\n", or the length of a longer one in characters (UTF-8) without
    its line break, and whether it holds a carriage return alone (with more words after it: not
    one among the blanks at its end)."""
    out: list[bytes | tuple[int, bool]] = []
    pieces = data.split(b"\n")
    for i, piece in enumerate(pieces):
        last = i == len(pieces) - 1
        if last and not piece:
            break
        line = piece if last else piece + b"\n"
        if len(piece) <= limit:
            out.append(line)
        else:
            chars = len(piece.decode("utf-8"))
            out.append((chars - 1 if piece.endswith(b"\r") else chars, b"\r" in piece.rstrip()))
    return out


class _Trickle(io.RawIOBase):
    """A stream that hands out its bytes a few at a time, as a pipe may."""

    def __init__(self, data: bytes, sizes: list[int]) -> None:
        self._data, self._sizes, self._at, self._turn = data, sizes, 0, 0

    def readable(self) -> bool:
        return True

    def read1(self, n: int = -1) -> bytes:
        size = self._sizes[self._turn % len(self._sizes)]
        self._turn += 1
        piece = self._data[self._at : self._at + min(n, size)]
        self._at += len(piece)
        return piece


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [b"x", b"y", b"\r", b"\n", b"\r\n", b" ", b"\t", b"z" * 7, "ж".encode(), "🀄".encode()]
        ),
        max_size=80,
    ),
    st.lists(st.integers(min_value=1, max_value=9), min_size=1, max_size=5),
)
def test_read_lines_splits_lines_across_any_reads(parts: list[bytes], sizes: list[int]) -> None:
    """However the input comes in (lines, line breaks and "\r\n" cut between reads), the lines
    and the too-long ones are those of the input, and the answers go out before each wait."""
    import mjgui.cli as cli

    data = b"".join(parts)
    waits: list[int] = []
    got: list[bytes | tuple[int, bool]] = []
    old = cli._MAX_LINE_BYTES
    cli._MAX_LINE_BYTES = 10  # a small limit, so that too-long lines come up
    try:
        for line in read_lines(_Trickle(data, sizes), before_wait=lambda: waits.append(len(got))):
            got.append((int(line), line.cr) if isinstance(line, TooLongLine) else line)
    finally:
        cli._MAX_LINE_BYTES = old
    assert got == _lines_by_readline(data, 10)
    # before the first read, and before the last one (after every line that ended with "\n")
    ended = data.count(b"\n")
    assert waits[0] == 0 and waits[-1] == ended


def test_a_program_that_waits_for_each_answer_gets_it() -> None:
    """``score --batch`` as a helper process: one line in, its answer out, before the next line."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "mjgui", "score", "--batch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        for line, han in (
            (b"234m567p3467888s5s --riichi --seat S --dora 2s\n", 4),
            (b"123m456p789s11122z\n", 2),
        ):
            proc.stdin.write(line)
            proc.stdin.flush()
            ready, _, _ = select.select([proc.stdout], [], [], 30)
            assert ready, "no answer while the input waits"
            assert json.loads(proc.stdout.readline())["han"] == han
    finally:
        proc.stdin.close()
        status = proc.wait(timeout=60)
    assert status == 0


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=300), st.binary(max_size=300)))
def test_any_batch_line_gets_one_json_answer(line: str | bytes) -> None:
    obj = answer_line(line)
    assert obj["ok"] in (True, False, None)
    text = json.dumps(obj, ensure_ascii=False)
    text.encode("utf-8")  # never a lone surrogate
    assert "\n" not in text


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["--riichi", "--tsumo", "--dora", "--pon", "--seat", "S", "--lang", "ru", "--"]),
            st.from_regex(r"[0-9mpsz()\[\]]{0,20}", fullmatch=True),
            st.text(max_size=20),
        ),
        max_size=8,
    )
)
def test_any_score_words_are_answered(words: list[str]) -> None:
    status, obj = score_command(words)
    assert status in (0, 1, 2)
    assert obj["ok"] is (status == 0)
    json.dumps(obj, ensure_ascii=False).encode("utf-8")


# ---------------------------------------------------------------------------------------------
# the batch's fast paths read exactly what argparse and shlex read
# ---------------------------------------------------------------------------------------------

WORDS = st.sampled_from(
    [
        "234m567p3467888s5s", "123m", "", "-", "--", "-1", "--riichi", "--ri", "--tsumo", "--double-riichi",
        "--explain", "--batch", "--pon", "--chi", "--kan", "--ankan", "777z", "3m", "--win", "5s",
        "--seat", "--round", "S", "N", "--dora", "--ura", "1m,2m", "--honba", "--sticks", "--renchan",
        "2", "--from", "W", "--rules", "ema", "--lang", "ru", "en", "de", "--lang=ru", "--seat=S",
        "--nope", "-h", "x y",
    ]
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(st.lists(WORDS, max_size=9))
def test_plain_words_parse_as_argparse_does(words: list[str]) -> None:
    from mjgui.core.scoring.arguments import _plain_words, _tables, score_parser

    fast = _plain_words(words)
    if fast is not None:  # argparse must read the same (and not refuse what was read)
        assert {**_tables().empty, **fast} == vars(score_parser().parse_args(words))


#: Options as usually written, and wrong or unusual ones (fewer), for lines that mostly read
USUAL_OPTIONS = st.sampled_from(
    [
        "--seat S", "--round W", "--from N", "--from E", "--honba 2", "--sticks 1", "--renchan 100",
        "--rules ema", "--dora 1m,2m", "--dora 0p", "--ura 0p", "--ura 5m", "--win 5s", "--win 2z",
        "--chi 123s",
        "--chi 406p", "--pon 777z", "--kan 8888s", "--ankan 1111z", "--lang ru", "--lang en", "--tsumo",
        "--riichi", "--double-riichi", "--explain", "--batch", "--houtei", "--rule-option aka=0",
        "--nuki 2", "--rules tenhou-sanma", "--nuki 0", "--pao W", "--pao E", "--pao none",
    ]
)  # fmt: skip
ODD_OPTIONS = st.sampled_from(
    [
        "--seat x", "--honba -1", "--honba 1e3", "--rules SEED", "--rules nope", "--dora 9z", "--win x",
        "--chi 124s", "--chi 0s", "--pon 0m", "--lang de", "--lang", "--seat", "x", "--seat=S", "--ri",
        "--rule-option nope=1", "--win=5s", "--nuki -1", "--nuki x", "--nuki=5", "--nu 1",
        "--pao x", "--pao=S", "--pa S", "--p 777z", "--pao None", "--pao=none", "--pao ''",
    ]
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(
    st.sampled_from(["234m567p3467888s5s", "123m", "77m", "11z", "406s"] * 3 + ["9z", "1x", ""]),
    st.lists(st.one_of(*[USUAL_OPTIONS] * 8, ODD_OPTIONS), max_size=8),
    st.integers(0, 8),
)
def test_plain_reading_makes_what_argparse_makes(hand: str, options: list[str], at: int) -> None:
    """The plain reader's words and argparse's namespace make the same request, or the same
    first mistake (the values are read in the table's order either way)."""
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.arguments import _parsed, _plain_request, _request

    options.insert(min(at, len(options)), hand)
    words = [word for option in options for word in (option.split() or [option])]
    found = _plain_request(words)
    if found is None:
        return
    plain, request = found
    if request is not None:  # read in one pass: what the ordered reading makes, which must not fail
        careful = _request(plain)
        assert (request.lang, request.explain) == (careful.lang, careful.explain)
        assert vars(request.spec) == vars(careful.spec) and request.spec == careful.spec

    def outcome(found: dict[str, object]) -> object:
        try:
            request = _request(found)
        except MahjongError as err:
            return err.as_dict("en")
        return request.lang, request.explain, vars(request.spec)

    assert outcome(plain) == outcome(_parsed(words))


def test_usual_words_take_the_plain_reading() -> None:
    from mjgui.core.scoring.arguments import _plain_words, _request

    line = (
        "77m --win 7m --chi 406s --pon 777z --chi 123s --kan 8888s --houtei --seat W --dora 6s,7m --honba 2"
    )
    plain = _plain_words(line.split())
    assert plain is not None
    request = _request(plain)
    assert request.spec.seat == 2 and request.spec.honba == 2
    assert [m.kind for m in request.spec.melds] == ["chi", "chi", "pon", "kan"]
    assert str(request.spec.melds[0]) == "chi 406s" and request.spec.houtei
    line = "234m567p3467888s5s --riichi --seat S --dora 1m,2m --pon 777z"
    assert _plain_words(line.split())
    for odd in ("--ri", "--seat=S", "--lang de", "--honba -1", "a b", "--dora", "--rule-option -x"):
        assert _plain_words(["234m567p3467888s5s", *odd.split()]) is None, odd


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpsz -,'\"\\\t#=abc", max_size=60))
def test_plain_lines_split_as_shlex_does(line: str) -> None:
    import shlex

    from mjgui.cli import _PLAIN_CHARS

    if line.isascii() and not line.encode("ascii").translate(None, _PLAIN_CHARS):
        assert line.split() == shlex.split(line)


def test_the_readme_shows_what_score_prints() -> None:
    # the README's console example had lost a field the command prints ("completed")
    import json
    import re
    import shlex
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    console = r"\$ \.venv/bin/python -m mjgui score (.+?) \| python -m json\.tool --indent 1\n(.+?)\n```"
    found = re.search(console, readme, re.S)
    assert found is not None
    status, printed = score_command(shlex.split(found.group(1)))
    assert status == 0
    assert json.dumps(printed, indent=1) == found.group(2)  # as json.tool writes it


def test_a_batch_file_with_a_byte_order_mark_reads_its_first_line() -> None:
    # Notepad's UTF-8 starts the file with a byte order mark: the first line was refused, a
    # first comment taken for words
    for first in ("234m567p3467888s5s --riichi", "# the club's hands", ""):
        out = io.StringIO()
        run_batch(read_lines(io.BytesIO(f"\ufeff{first}\n234m567p3467888s5s\n".encode())), out)
        plain = io.StringIO()
        run_batch(read_lines(io.BytesIO(f"{first}\n234m567p3467888s5s\n".encode())), plain)
        assert out.getvalue() == plain.getvalue()
    out = io.StringIO()
    run_batch(["\ufeff# a comment\n"], out)
    assert json.loads(out.getvalue()) == {"ok": None, "skipped": "comment"}


def test_a_byte_order_mark_starting_a_later_line_is_left_out_as_on_the_first() -> None:
    """Two files saved with a byte order mark and joined (``cat a.txt b.txt``): the mark starts
    the second file's first line. A line of it alone was answered ``notation_empty``, a comment
    after it ``bad_argument`` ("unrecognized arguments: c", its words read as arguments)."""
    hand = "234m567p3467888s5s --riichi"
    for first in (hand, "# the club's hands", "", "  ", "# c", "12q"):
        joined = b"".join([f"\ufeff{hand}\n".encode(), b"\xef\xbb\xbf" + first.encode() + b"\n"])
        plain = f"{hand}\n".encode() + first.encode() + b"\n"
        with_marks, without = io.StringIO(), io.StringIO()
        run_batch(read_lines(io.BytesIO(joined)), with_marks)
        run_batch(read_lines(io.BytesIO(plain)), without)
        assert with_marks.getvalue() == without.getvalue(), first
    proc = run_bytes(
        ["score", "--batch"],
        b"123m456p789s11s777z\n\xef\xbb\xbf\n\xef\xbb\xbf# c\n\xef\xbb\xbf12\xffm\n",
        LC_ALL="C.UTF-8",
        LANGUAGE="",
    )
    got = answers(proc.stdout)
    assert got[0]["ok"] is True
    assert got[1:3] == [{"ok": None, "skipped": "blank"}, {"ok": None, "skipped": "comment"}]
    assert got[3]["error"]["code"] == "bad_encoding" and "byte 3 " in got[3]["error"]["message"]
    # lines given as text (a program's own lines) alike
    out = io.StringIO()
    run_batch(["\ufeff\n", "\ufeff# c\n", "x\n", "\ufeff  # indented\n"], out)
    assert [json.loads(x).get("skipped") for x in out.getvalue().splitlines()] == [
        "blank",
        "comment",
        None,
        "comment",
    ]


def test_an_abbreviated_batch_reads_the_input_as_batch_does() -> None:
    """``score --bat`` (argparse's abbreviation of ``--batch``, as ``--tsu`` is of ``--tsumo``)
    answered "No tiles entered" without reading the input, and ``score HAND --bat`` scored that
    hand alone with status 0, the input unread. Now ``--bat`` is ``--batch``, whatever it meets."""
    stdin = b"123m456p789s11s777z\n12q\n# c\n"
    english = {"LC_ALL": "C.UTF-8", "LANGUAGE": ""}
    whole = run_bytes(["score", "--batch", "--tsumo", "--lang", "ru"], stdin, **english)
    assert whole.returncode == 0 and len(answers(whole.stdout)) == 3
    assert answers(whole.stdout)[0]["yaku"][0]["name"] == "Мензенцумо"
    for switch in ("--b", "--bat", "--batc"):
        proc = run_bytes(["score", switch, "--tsu", "--lang=ru"], stdin, **english)
        assert (proc.returncode, proc.stdout) == (0, whole.stdout), switch
        # a hand given with it: refused, as with --batch, before any line is read
        proc = run_bytes(["score", "123m456p789s11s777z", switch], stdin, **english)
        refused = run_bytes(["score", "123m456p789s11s777z", "--batch"], stdin, **english)
        assert (proc.returncode, proc.stdout) == (refused.returncode, refused.stdout) and proc.returncode == 2
        assert "--batch reads a hand from each line" in answers(proc.stdout)[0]["error"]["message"]
    # the command's help abbreviated, as game's and replay's is: the same help
    helps = [run_bytes(["score", word], b"", **english) for word in ("--help", "--he", "--hel")]
    assert all(p.returncode == 0 and p.stdout == helps[0].stdout for p in helps)
    assert helps[0].stdout.startswith(b"usage: mjgui score")


# --- the options given with --batch: read at the start of every line ----------------------------

RED_FIVE_LINE = "234m067p3467888s5s"


def test_the_options_given_with_batch_apply_to_every_line_and_a_lines_own_win() -> None:
    from mjgui.core.scoring.arguments import batch_words

    defaults = batch_words(["--batch", "--rules=ema", "--lang", "ru", "--tsu"])
    assert defaults == ("--tsumo", "--rules", "ema", "--lang", "ru")  # plain words, written out once
    lines = [RED_FIVE_LINE, f"{RED_FIVE_LINE} --rules seed --lang en", "12x", "# a comment"]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out, defaults)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    # ema has no red fives: refused as a single call with the same options is
    assert got[0] == in_batch([RED_FIVE_LINE, "--tsumo", "--rules", "ema", "--lang", "ru"], 1)
    assert got[0]["error"]["code"] == "red_five_not_in_rules"
    assert "красн" in got[0]["error"]["message"]
    # the line's own --rules and --lang win; the batch's --tsumo stays on
    assert got[1]["ok"] is True and got[1]["yaku"][0]["name"] == "Menzen tsumo"
    assert "aka_dora" in [y["id"] for y in got[1]["yaku"]]
    assert got[2]["error"]["code"] == "notation_char" and "Неожиданный символ" in got[2]["error"]["message"]
    assert got[3] == {"ok": None, "skipped": "comment"}
    # a rule option of the batch's, and the line's own after it
    out = io.StringIO()
    run_batch(["234m567p3467888s5s --rule-option aka=0\n"], out, batch_words(["--rule-option", "kuitan=off"]))
    assert json.loads(out.getvalue())["ok"] is True


def test_batch_options_through_the_process() -> None:
    proc = run("score", "--batch", "--rules", "ema", stdin=RED_FIVE_LINE + "\n")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["error"]["code"] == "red_five_not_in_rules"
    proc = run("score", "--batch", "--lang", "ru", stdin="12x\n")
    assert "Неожиданный символ «x»" in json.loads(proc.stdout)["error"]["message"]


def test_batch_refuses_wrong_options_before_reading_a_line() -> None:
    """An unknown option, a hand, a wrong value: one error answer, status 2, and standard input
    is never read (it is left open here: a batch reading it would wait for ever)."""
    cases = [
        (["--bogus"], "bad_argument", "unrecognized arguments: --bogus"),
        (["234m567p3467888s5s"], "bad_argument", "give the options every line shares with --batch"),
        (["--rules", "bogus"], "unknown_rules", "bogus"),
        (["--lang", "ru", "--seat", "Q"], "bad_wind", "Q"),
    ]
    for words, code, part in cases:
        proc = subprocess.Popen(
            [sys.executable, "-m", "mjgui", "score", "--batch", *words],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        try:
            status = proc.wait(timeout=60)  # its input still open
            out, err = proc.stdout.read(), proc.stderr.read()
        finally:
            proc.kill()
            proc.stdin.close()
            proc.stdout.close()
            proc.stderr.close()
        assert status == 2, (words, err)
        lines = out.splitlines()
        assert len(lines) == 1 and err == ""
        error = json.loads(lines[0])["error"]
        assert error["code"] == code and part in error["message"], (words, error)


def test_an_argument_that_is_not_utf8_is_answered_in_the_language_asked_for() -> None:
    """``score $'234m\\xff567p' --lang ru`` answered in English."""
    words = ["234m" + os.fsdecode(b"\xff") + "567p", "--lang", "ru"]
    status, obj = score_command(words)
    assert status == 2 and obj["error"]["code"] == "bad_encoding"
    assert obj["error"]["message"].startswith("Этот ввод — не текст в кодировке UTF-8: байт 5 не читается.")
    proc = run_bytes(["score", b"234m\xff567p", "--lang", "ru"], b"")
    assert proc.returncode == 2
    assert json.loads(proc.stdout)["error"]["message"].startswith("Этот ввод — не текст")


def test_the_counters_on_the_table_are_bounded_as_the_calculators_fields() -> None:
    """``--honba 99999999999999999999999`` was taken; honba, riichi sticks and renchan stop at
    the core's MAX_COUNT (99), the calculator's fields and controller at the same number."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.points import MAX_COUNT

    assert MAX_COUNT == 99
    for name in ("honba", "sticks", "renchan"):
        status, obj = score_command(["234m567p3467888s5s", f"--{name}", "99"])
        assert status == 0
        for value in ("100", "99999999999999999999999"):
            status, obj = score_command(["234m567p3467888s5s", f"--{name}", value])
            assert status == 2
            assert obj["error"] == {
                "code": "count_too_high",
                "message": f"--{name} cannot be more than 99 (got {value}).",
                "option": f"--{name}",
            }
    _, obj = score_command(["234m567p3467888s5s", "--sticks", "100", "--lang", "ru"])
    assert obj["error"]["message"] == "--sticks не может быть больше 99 (указано 100)."
    assert score_command(["234m567p3467888s5s", "--honba", "99"])[1]["payment"]["honba"] == 99 * 300
    desk = Controller()
    assert desk.set_count("honba", MAX_COUNT) and not desk.set_count("honba", MAX_COUNT + 1)


# -- pao: --pao SEAT names the liable seat (RULES.md §6) ------------------------------------------

DAISANGEN = ["11m23p666z777z1p", "--pon", "555z", "--seat", "S"]


def test_pao_says_who_pays_what() -> None:
    # a tsumo: West fed the last dragon and pays all; nobody else pays; no ordinary shares
    status, obj = score_command([*DAISANGEN, "--tsumo", "--pao", "W"])
    assert status == 0
    pay = obj["payment"]
    assert pay["by_seat"] == {"E": 0, "S": 32000, "W": -32000, "N": 0}
    assert (pay["liable"], pay["liable_pays"], pay["total"]) == ("W", 32000, 32000)
    assert not {"dealer_pays", "non_dealer_pays", "each_pays", "ron"} & set(pay)
    # the same hand without --pao: the ordinary split, no liable fields
    _, plain = score_command([*DAISANGEN, "--tsumo"])
    assert plain["payment"]["by_seat"] == {"E": -16000, "S": 32000, "W": -8000, "N": -8000}
    assert (plain["payment"]["dealer_pays"], plain["payment"]["non_dealer_pays"]) == (16000, 8000)
    assert "liable" not in plain["payment"] and "liable_pays" not in plain["payment"]
    # a ron by North: half each, the honba on the discarder (the seed) or the liable (Tenhou)
    _, ron = score_command([*DAISANGEN, "--from", "N", "--pao", "W", "--honba", "1", "--sticks", "1"])
    assert ron["payment"]["by_seat"] == {"E": 0, "S": 33300, "W": -16000, "N": -16300}
    assert ron["payment"]["liable_pays"] == 16000 and "ron" not in ron["payment"]
    _, tenhou = score_command([*DAISANGEN, "--from", "N", "--pao", "W", "--honba", "1", "--rules", "tenhou"])
    assert tenhou["payment"]["by_seat"] == {"E": 0, "S": 32300, "W": -16300, "N": -16000}
    # a ron from the liable player: an ordinary ron, and it is the liable player's
    _, own = score_command([*DAISANGEN, "--from", "W", "--pao", "W"])
    assert own["payment"]["ron"] == 32000 and own["payment"]["liable_pays"] == 32000
    # the batch writes the same answer as the dict
    out = io.StringIO()
    lines = [
        " ".join([*DAISANGEN, "--tsumo", "--pao", "W"]),
        " ".join([*DAISANGEN, "--from", "N", "--pao", "W"]),
    ]
    run_batch([line + "\n" for line in lines], out)
    for line, text in zip(lines, out.getvalue().splitlines(), strict=True):
        assert json.loads(text) == score_command(line.split())[1]


def test_pao_refusals_are_typed_and_worded() -> None:
    cases = {
        "pao_winner": [*DAISANGEN, "--tsumo", "--pao", "S"],
        "pao_ron_without_discarder": [*DAISANGEN, "--pao", "W"],
        "pao_without_yakuman": ["123m456p789s11z22z2z", "--seat", "S", "--tsumo", "--pao", "W"],
        "bad_wind": [*DAISANGEN, "--tsumo", "--pao", "x"],
        "pao_not_in_rules": [*DAISANGEN, "--tsumo", "--pao", "W", "--rule-option", "pao=none"],
    }
    for code, words in cases.items():
        status, obj = score_command(words)
        assert (status, obj["error"]["code"]) == (2, code), words
        _, russian = score_command([*words, "--lang", "ru"])
        assert russian["error"]["message"] != obj["error"]["message"]


def test_pao_none_clears_a_batchs_pao_and_a_hand_without_a_pao_yakuman_says_so_first() -> None:
    # a ron without --from: the missing discarder was said first, then with --from the real
    # reason; the hand holds no pao yakuman, and that is said at once
    riichi = ["234m567p3467888s5s", "--riichi"]
    for words in ([*riichi, "--pao", "W"], [*riichi, "--pao", "W", "--from", "N"]):
        status, obj = score_command(words)
        assert (status, obj["error"]["code"]) == (2, "pao_without_yakuman"), words
        assert obj["error"]["message"].startswith("Nobody is liable (pao) for this hand")
    # a daisangen by ron still needs who dealt in
    assert score_command([*DAISANGEN, "--pao", "W"])[1]["error"]["code"] == "pao_ron_without_discarder"
    # the batch's --pao: every line without a pao yakuman says so; --pao none clears it on a line
    lines = [
        " ".join(riichi),
        " ".join([*riichi, "--tsumo", "--pao", "none"]),
        " ".join([*DAISANGEN, "--tsumo"]),
        " ".join([*DAISANGEN, "--tsumo", "--pao", "NONE"]),
    ]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out, ["--pao", "W"])
    got = [json.loads(text) for text in out.getvalue().splitlines()]
    assert got[0]["error"]["code"] == "pao_without_yakuman"
    assert got[1]["ok"] and got[1] == score_command([*riichi, "--tsumo"])[1]
    assert got[2]["payment"]["liable"] == "W"
    assert got[3] == score_command([*DAISANGEN, "--tsumo"])[1] and "liable" not in got[3]["payment"]
    assert "none: nobody (it clears a --pao given before" in " ".join(run("score", "--help").stdout.split())


def test_pao_is_read_only_whole_so_earlier_abbreviations_keep_their_meaning() -> None:
    # "--p" stood for --pon before --pao came: it still does, and --pa is no option
    assert score_command(["11m23p666z777z1p", "--p", "555z", "--seat", "S", "--tsumo"])[1]["yakuman"] == 1
    status, obj = score_command([*DAISANGEN, "--tsumo", "--pa", "W"])
    assert status == 2 and obj["error"]["code"] == "bad_argument"
    assert score_command([*DAISANGEN, "--tsumo", "--pao=W"])[1]["payment"]["liable"] == "W"
    assert "--pao SEAT" in run("score", "--help").stdout


#: ``mjgui score 234m567p3467888s5s --riichi``, in English and in Russian, byte for byte. The
#: windows keep a number and its unit on one line where they show a text (mjgui.gui.util.nobreak,
#: tests/gui/test_nobreak.py); the catalogue and the core's formatting are left alone, so the
#: command's answer never gets their no-break spaces or hyphens ("20\u00a0fu", «ура\u2011дора»).
SCORE_ANSWERS = {
    "en": (
        '{"ok": true, "han": 3, "fu": 30, "yakuman": 0, "limit": null, "yaku": [{"id": "riichi",'
        ' "name": "Riichi", "han": 1}, {"id": "tanyao", "name": "Tanyao", "han": 1}, {"id": "pinfu",'
        ' "name": "Pinfu", "han": 1}], "fu_details": [{"fu": 20, "reason": "base",'
        ' "text": "base fu (futei): 20 fu", "tiles": ""}, {"fu": 10, "reason": "menzen_ron",'
        ' "text": "closed hand won by ron (menzen kafu): 10 fu", "tiles": ""}], "fu_raw": 30,'
        ' "wait": "ryanmen", "payment": {"base": 960, "ron": 5800, "honba": 0, "sticks": 0,'
        ' "total": 5800}, "readings": [{"reading": "234m 567p 345s 678s 88s", "shape": "regular",'
        ' "wait": "ryanmen", "completed": "345s", "han": 3, "fu": 30, "yakuman": 0,'
        ' "yaku": [{"id": "riichi", "han": 1}, {"id": "tanyao", "han": 1}, {"id": "pinfu", "han": 1}],'
        ' "total": 5800, "error": null, "chosen": true}]}\n'
    ),
    "ru": (
        '{"ok": true, "han": 3, "fu": 30, "yakuman": 0, "limit": null, "yaku": [{"id": "riichi",'
        ' "name": "Риичи", "han": 1}, {"id": "tanyao", "name": "Таняо", "han": 1}, {"id": "pinfu",'
        ' "name": "Пинфу", "han": 1}], "fu_details": [{"fu": 20, "reason": "base",'
        ' "text": "базовые фу (футей): 20\u00a0фу", "tiles": ""}, {"fu": 10, "reason": "menzen_ron",'
        ' "text": "рон с закрытой рукой (мензен кафу): 10\u00a0фу", "tiles": ""}], "fu_raw": 30,'
        ' "wait": "ryanmen", "payment": {"base": 960, "ron": 5800, "honba": 0, "sticks": 0,'
        ' "total": 5800}, "readings": [{"reading": "234m 567p 345s 678s 88s", "shape": "regular",'
        ' "wait": "ryanmen", "completed": "345s", "han": 3, "fu": 30, "yakuman": 0,'
        ' "yaku": [{"id": "riichi", "han": 1}, {"id": "tanyao", "han": 1}, {"id": "pinfu", "han": 1}],'
        ' "total": 5800, "error": null, "chosen": true}]}\n'
    ),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_score_answer_is_the_catalogues_words_byte_for_byte(lang: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mjgui", "score", "234m567p3467888s5s", "--riichi", "--lang", lang],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == SCORE_ANSWERS[lang].encode("utf-8")


def test_the_score_answer_keeps_plain_hyphens_and_spaces() -> None:
    """An ura dora and honba: «Ура-дора» and «ура-доры» with a plain hyphen, "20 fu" with a
    plain space (the windows show them joined)."""
    words = ["234m567p3467888s5s", "--riichi", "--ura", "2s", "--honba", "2"]
    _, ru = score_command([*words, "--lang", "ru"])
    assert {y["id"]: y["name"] for y in ru["yaku"]}["ura_dora"] == "Ура-дора"
    assert ru["notes"][0]["message"].startswith("Индикаторов ура-доры (1) введено больше")
    _, en = score_command(words)
    assert en["fu_details"][0]["text"] == "base fu (futei): 20 fu"
    for answer in (en, ru):
        said = json.dumps(answer, ensure_ascii=False)
        assert "\u2011" not in said and "\u2060" not in said


CR_SAID = (
    "This line holds carriage returns (CR) with no line feed after them: the input's lines end the "
    "old Mac way, so they came as one line. --batch reads a line up to each line feed (LF or CRLF): "
    "save the input with such line endings."
)


def test_an_input_whose_lines_end_in_cr_alone_is_said_to_be_so() -> None:
    """``printf '123m... --tsumo\\r123m...\\r' | mjgui score --batch`` (old Mac line endings)
    answered "unrecognized arguments: 123m456p789s11s777z", a comment first hid every line behind
    it, and a longer input was "a line of 2800 characters": --batch reads a line up to each line
    feed (the README's contract: output line N answers input line N, as ``wc -l`` counts them),
    so such an input is one line, and its answer says why. CRLF stays a line end."""
    hand = "123m456p789s11s777z --tsumo"
    for lines in ([hand, "123m456p789s11s777z"], ["# the hands of Friday", hand], [hand] * 100):
        proc = run("score", "--batch", stdin="\r".join(lines) + "\r")
        answers = [json.loads(x) for x in proc.stdout.splitlines()]
        assert proc.returncode == 0 and answers == [
            {"ok": False, "error": {"code": "cr_line_ends", "message": CR_SAID, "line": 1}}
        ], lines
    ru = answer_line("# руки\r123m456p789s11s777z\r", ["--lang", "ru"])["error"]["message"]
    assert ru.startswith("В этой строке есть возвраты каретки (CR) без перевода строки после них")
    assert answer_line(hand + "\r\n")["ok"] is True and answer_line(hand + "\r\r\n")["ok"] is True
    assert answer_line("# a comment\r\n") == {"ok": None, "skipped": "comment"}
    proc = run("score", "--batch", stdin=f"{hand}\r\n# a comment\r\n\r\n")
    assert [json.loads(x)["ok"] for x in proc.stdout.splitlines()] == [True, None, None]


def test_a_carriage_return_among_a_lines_trailing_blanks_is_a_blank() -> None:
    """``printf 'hand --tsumo\\r \\n' | mjgui score --batch`` answered the hand, then was said to
    have old Mac line endings: a carriage return with only blanks after it ends no line, as
    ever; one with more words after it still does (too long a line too)."""
    hand = "123m456p789s11s777z --tsumo"
    for end in ("\r \n", "\r\t\r\n", " \r \n", "\r  "):
        assert answer_line(hand + end)["ok"] is True, end
        assert answer_line(("# a comment" + end).encode()) == {"ok": None, "skipped": "comment"}, end
        assert answer_line((hand + end).encode())["ok"] is True, end
    proc = run("score", "--batch", stdin=f"{hand}\r \n# a comment\r\t\n{hand}\r {hand}\n")
    answers = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [a["ok"] for a in answers] == [True, None, False] and answers[2]["error"]["code"] == "cr_line_ends"
    long = "x" * 1200
    proc = run("score", "--batch", stdin=f"{long}\r  \n{long}\r x\n")
    codes = [json.loads(x)["error"]["code"] for x in proc.stdout.splitlines()]
    assert codes == ["line_too_long", "cr_line_ends"]


def test_a_batchs_error_answers_name_their_input_line_and_the_other_answers_are_as_before() -> None:
    """A bad line's answer did not say which input line it was (only its place in the output
    did): a program reading the answers of a long batch had to count. Now an answer's error
    object ends with ``"line": N`` (1-based, blank lines and comments counted); a win, a blank
    line and a comment are answered byte for byte as before (the single answer's text)."""
    from mjgui.cli import answer_text

    lines = [
        "\ufeff234m567p3467888s5s --riichi",  # a byte order mark: still line 1
        "12q",
        "",
        "# the second table",
        "234m456p678s22z333p",  # a valid hand without a yaku
        "123m456p789s11s777z --tsumo --seat S --lang ru",
        'bad "quote',
        "123m456p789s11s777z --tsumo --explain",
        "x" * (MAX_SCORE_LINE + 1),
        "123m456p789s11s777z --tsumo",
    ]
    proc = run("score", "--batch", stdin="".join(line + "\n" for line in lines))
    assert proc.returncode == 0, proc.stderr
    answers = proc.stdout.splitlines()
    assert len(answers) == len(lines)
    errors = {}
    for number, (line, answer) in enumerate(zip(lines, answers, strict=True), 1):
        before = answer_text(line.lstrip("\ufeff"))  # the batch's answer with no line number
        got, was = json.loads(answer), json.loads(before)
        if "error" not in was:
            assert answer == before, line  # byte for byte
            continue
        assert list(got["error"])[-1] == "line"
        errors[number] = (got["error"].pop("line"), got["error"]["code"])
        assert got == was
    assert errors == {
        2: (2, "notation_char"),
        5: (5, "no_yaku"),
        7: (7, "unclosed_quote"),
        9: (9, "line_too_long"),
    }
    assert json.loads(answers[0])["ok"] is True and json.loads(answers[9])["ok"] is True
    assert answers[2] == '{"ok": null, "skipped": "blank"}'
    assert answers[3] == '{"ok": null, "skipped": "comment"}'


@pytest.mark.parametrize(
    ("words", "option"),
    [
        (["--lang", "de"], "--lang"),  # argparse's invalid choice
        (["--la", "de"], "--lang"),  # an abbreviation: the option it stands for
        (["--seat"], "--seat"),  # given last without its value
        (["--lang", "ru", "--honba"], "--honba"),
    ],
)
def test_a_value_argparse_refuses_names_its_option_as_every_wrong_value_does(
    words: list[str], option: str
) -> None:
    """README: a mistake in an option's value also names the option as ``"option"``; a wrong
    ``--lang`` and an option without its value had a bare ``bad_argument``."""
    status, obj = score_command(["234m567p3467888s5s", *words])
    assert status == 2
    assert obj["error"]["code"] == "bad_argument" and obj["error"]["option"] == option
    assert f"argument {option}" in obj["error"]["message"] or f"аргумент {option}" in obj["error"]["message"]
    # an unknown option and the hand's own mistakes have none
    assert "option" not in score_command(["234m567p3467888s5s", "--bogus"])[1]["error"]
    assert "option" not in score_command(["234m567p3467888s5x"])[1]["error"]
