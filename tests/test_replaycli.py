"""``mjgui replay LOG [--json]``: the JSON contract, readable lines, exit statuses.

The logs are the real ones of tests/data/logs (sources in tests/test_logs.py).
"""

from __future__ import annotations

import io
import json
import re
import shlex
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from mjgui.cli import score_command
from mjgui.core.quietparser import english_env
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
DOUBLE_RON = DATA / "mjx-double-ron.mjlog"


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    """The status and what was printed: the answer (standard output), then a text-mode error
    (standard error; :func:`run_streams` keeps the two apart)."""
    status, out, err = run_streams(argv, stdin)
    return status, out + err


def run_streams(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """The status, standard output and standard error of a run."""
    out, err = io.StringIO(), io.StringIO()
    status = replay_command(argv, out=out, stdin=io.StringIO(stdin), err=err)
    return status, out.getvalue(), err.getvalue()


def test_json_contract_on_a_real_log() -> None:
    status, text = run([str(DOUBLE_RON), "--json"])
    assert status == 0
    data = json.loads(text)
    assert data["ok"] is True and data["format"] == "mjlog"
    assert data["players"] == ["タケオしゃん", "初代☆", "デジタル仙人", "はっとりへいじ"]
    assert (
        data["summary"]
        == {
            "wins": 4,
            "agree": 4,
            "unreadable": 0,
            "gaps": 0,
            "draws": 1,
            "draws_checked": 1,
            "draws_agree": 1,
        }
        and data["unreadable"] == data["gaps"] == []
    )
    first = data["wins"][0]
    assert set(first) == {
        "round", "winner", "from", "args", "ura_han_implied", "log", "ours", "agree", "differences", "notes"
    }  # fmt: skip
    assert first["ura_han_implied"] == 0
    assert first["notes"] == []
    assert (first["round"], first["winner"], first["from"]) == ("E1-0", 1, None)
    assert first["log"] == {
        "han": 6,
        "fu": 20,
        "points": 12000,
        "yaku": ["riichi", "ippatsu", "menzen_tsumo", "pinfu", "aka_dora", "ura_dora"],
        "yaku_listed": True,
        "gain": 13000,
    }
    assert first["args"] == (
        "789m123678p11406s --win 1p --tsumo --riichi --ippatsu --seat S --round E --dora 8s "
        "--ura 7m --sticks 1 --rules tenhou"
    )
    for win in data["wins"]:
        _, printed = score_command(shlex.split(win["args"]))
        assert win["ours"] == printed
        assert win["agree"] is True and win["differences"] == []
    double = data["wins"][2:]
    assert [(w["winner"], w["from"]) for w in double] == [(0, 3), (2, 3)]
    assert [w["log"]["gain"] for w in double] == [9700, 8000]


def test_a_differing_win_exits_1_and_says_what_differs(tmp_path: Path) -> None:
    # the log claims 8000 for the first winner's 7700 ron
    text = DOUBLE_RON.read_text(encoding="utf-8").replace('ten="30,7700,0"', 'ten="30,8000,0"')
    path = tmp_path / "changed.mjlog"
    path.write_text(text, encoding="utf-8")
    status, out = run([str(path), "--json"])
    assert status == 1
    data = json.loads(out)
    assert data["summary"] == {
        "wins": 4,
        "agree": 3,
        "unreadable": 0,
        "gaps": 0,
        "draws": 1,
        "draws_checked": 1,
        "draws_agree": 1,
    }
    (bad,) = [w for w in data["wins"] if not w["agree"]]
    assert bad["differences"] == [{"field": "points", "log": 8000, "ours": 7700}]
    status, out = run([str(path)])
    assert status == 1
    assert (
        "E4-0: タケオしゃん ron from はっとりへいじ — log 4 han 30 fu, 9700; "
        "ours 4 han 30 fu, 9700: DIFFERS in points" in out
    )
    status, out = run([str(path), "--lang", "ru"])
    assert "РАСХОДИТСЯ: очки" in out and "Совпадает выигрышей: 3 из 4 (mjlog)." in out


def test_readable_lines_in_both_languages() -> None:
    status, out = run([str(DATA / "mjx-2011020414gm-ef18f336.json")])
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 11  # its draws: paid as the log says, counted before the wins
    assert lines[-3] == "Draws paid as the log says: 2 of 2."
    assert lines[0] == "E1-0: Cさん tsumo — log 2 han 30 fu, 3000; ours 2 han 30 fu, 3000: agree"
    assert lines[-2] == "8 of 8 wins agree (tenhou6)."
    # the log states no final points: the ones its record reaches, said so
    assert lines[-1].startswith("The log states no final points. The game record saved from this log ends")
    status, out = run([str(DATA / "mjx-2011020414gm-ef18f336.json"), "--lang", "ru"])
    assert (
        out.splitlines()[0]
        == "В1-0: Cさん, цумо — лог 2\u00a0хан 30\u00a0фу, 3000; у нас 2\u00a0хан 30\u00a0фу, 3000: совпадает"
    )


def test_a_log_that_lists_no_yaku_is_compared_on_what_it_says(tmp_path: Path) -> None:
    """A tenhou.net/6 win may give only its value ("30符2飜500-1000点", its han read from it):
    no yaku to compare is not a difference; the line and the JSON say the log lists none (a
    limit's value, "跳満3000-6000点", keeps its yaku here: without them its han is unknown)."""
    data = json.loads((DATA / "mjx-2011020414gm-ef18f336.json").read_text(encoding="utf-8"))
    for hand in data["log"]:
        for i, entry in enumerate(hand[-1]):
            if hand[-1][0] == "和了" and isinstance(entry, list) and len(entry) > 4 and "飜" in entry[3]:
                hand[-1][i] = entry[:4]  # who, from, liable, the value: no yaku
    path = tmp_path / "no-yaku.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    status, out = run([str(path)])
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == (
        "E1-0: Cさん tsumo — log 2 han 30 fu, 3000; ours 2 han 30 fu, 3000: agree "
        "(the log lists no yaku: only han, fu and points are compared)"
    )
    assert lines[-2] == "8 of 8 wins agree (tenhou6)."
    status, out = run([str(path), "--lang", "ru"])
    ru = "в логе не указаны яку: сравниваются только хан, фу и очки"
    assert status == 0 and out.splitlines()[0].endswith(f": совпадает ({ru})")
    status, out = run([str(path), "--json", "--lang", "ru"])
    wins = json.loads(out)["wins"]
    assert status == 0 and all(w["agree"] and w["differences"] == [] for w in wins)
    listed = [(w["log"]["yaku_listed"], w["notes"]) for w in wins]
    assert listed.count((False, [ru])) == 7 and listed.count((True, [])) == 1
    # the han the value gives are still compared
    text = path.read_text(encoding="utf-8").replace("30符2飜", "30符3飜", 1)
    path.write_text(text, encoding="utf-8")
    status, out = run([str(path)])
    assert status == 1 and out.splitlines()[0] == (
        "E1-0: Cさん tsumo — log 3 han 30 fu, 3000; ours 2 han 30 fu, 3000: DIFFERS in han "
        "(the log lists no yaku: only han, fu and points are compared)"
    )


def test_not_a_log_exits_2_with_the_position(tmp_path: Path) -> None:
    path = tmp_path / "broken.mjlog"
    path.write_text('<mjloggm>\n<GO type="169"/>\n<INIT seed="0,0" <T1/></mjloggm>', encoding="utf-8")
    status, out = run([str(path), "--json"])
    assert status == 2
    error = json.loads(out)
    assert error["ok"] is False
    assert (error["error"]["code"], error["error"]["line"]) == ("log_xml", 3)
    status, out = run([str(path), "--lang", "ru"])
    assert status == 2 and "строка 3" in out
    status, out = run(["-"], stdin="just some words")
    assert status == 2 and "not a game log" in out
    status, out = run([])
    assert status == 2 and out.startswith("usage: mjgui replay")


def test_a_file_that_opens_with_a_bracket_and_then_words_is_no_game_log(tmp_path: Path) -> None:
    """``mjgui replay desktop.ini`` said "The game log is not valid JSON at line 1, column 2": a
    file opening with ``[`` then letters (an INI file) is no JSON at all, and is said to be no
    game log; a JSON list or object, even cut right after its bracket, is still read as one, and
    said to be cut off."""
    ini = tmp_path / "desktop.ini"
    ini.write_bytes(b"[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\SHELL32.dll,3\r\n")
    status, out = run([str(ini)])
    assert status == 2 and out.startswith(f"{ini}: this is not a game log") and "JSON at" not in out
    status, out = run([str(ini), "--json"])
    assert json.loads(out)["error"]["code"] == "log_unknown_format"
    for text in ("[", "{", '{"title"', "[[1", "[ {", "[-1", "[true", '["a"'):
        status, out = run(["-"], stdin=text)
        assert status == 2 and "the file is cut off" in out, text


def test_the_command_line_dispatches_replay() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mjgui", "replay", str(DOUBLE_RON)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2] == "4 of 4 wins agree (mjlog)."


def test_the_installed_mjgui_script_runs_replay_too(capsys: pytest.CaptureFixture[str]) -> None:
    """``mjgui replay LOG`` (the installed script, app.main) is the command, not a hand."""
    from mjgui.app import main as app_main

    assert app_main(["replay", str(DOUBLE_RON)]) == 0
    assert capsys.readouterr().out.splitlines()[-2] == "4 of 4 wins agree (mjlog)."


def test_the_user_chooses_the_rules_with_rules_name() -> None:
    status, text = run([str(DOUBLE_RON), "--json", "--rules", "mahjongsoul"])
    data = json.loads(text)
    assert all(shlex.split(w["args"])[-2:] == ["--rules", "mahjongsoul"] for w in data["wins"])
    # the first hand's haneman tsumo is worth the same under Mahjong Soul's rules
    assert status == 0 and data["summary"] == {
        "wins": 4,
        "agree": 4,
        "unreadable": 0,
        "gaps": 0,
        "draws": 1,
        "draws_checked": 1,
        "draws_agree": 1,
    }
    status, text = run([str(DOUBLE_RON), "--json", "--rules", "ema"])
    data = json.loads(text)
    # EMA has no red fives: the log is read with them (its lobby had them), and every win agrees
    assert status == 0 and all("--rule-option" in w["args"] for w in data["wins"])
    assert all("aka=3" in w["args"] for w in data["wins"])
    status, text = run([str(DOUBLE_RON), "--json", "--rules", "tenhuo"])
    error = json.loads(text)["error"]
    assert status == 2 and error["code"] == "unknown_rules" and "mahjongsoul" in error["message"]
    status, text = run([str(DOUBLE_RON), "--rules", "tenhuo", "--lang", "ru"])
    assert status == 2 and text.startswith("Неизвестный набор правил «tenhuo»")
    status, text = run([str(DOUBLE_RON), "--rules"])
    assert status == 2 and "--rules" in text


def test_what_rules_keeps_of_the_log_is_what_its_help_says() -> None:
    """``replay --help`` said only "the log's red fives and open tanyao stay" under ``--rules``:
    a chip lobby's kiriage, an East game's length, the start points and the final score's count
    stay too. Each is read here under another preset, and named by the help in both languages."""
    from mjgui.core.logs import read_log_file
    from mjgui.core.scoring.rules import preset
    from mjgui.replaycli import _parser

    ema = preset("ema")
    chip = read_log_file(DATA / "dnovikoff-chip.mjlog", "ema").rules  # type 553: a chip lobby
    assert (ema.kiriage, chip.kiriage) == (False, True)
    assert (ema.aka, chip.aka) == (0, 3)
    assert (ema.start_points, chip.start_points) == (30_000, 25_000)
    assert (ema.uma, chip.uma) == ((15, 5, -5, -15), (45, 5, -15, -35))
    ratio = read_log_file(DATA / "dnovikoff-ratio.mjlog", "ema").rules  # an East game, 1000 dealt
    assert (ema.east_only, ratio.east_only) == (False, True)
    assert ratio.start_points == 1000
    yame = read_log_file(DATA / "mjx-agari-yame.mjlog", "ema").rules
    assert (ema.agari_yame, yame.agari_yame) == (False, True)
    english = " ".join(_parser("en").format_help().split())
    for said in ("red fives", "open tanyao", "East only", "kiriage", "start points", "agari-yame", "uma"):
        assert said in english, said
    russian = " ".join(_parser("ru").format_help().split())
    russian_words = ("ака-дора", "куитан", "только круг Востока", "кириаге", "стартовые очки", "агари-яме")
    for said in (*russian_words, "ума"):
        assert said in russian, said


def test_the_rules_help_says_a_tenhou_lobby_keeps_only_what_its_flags_set() -> None:
    """``replay --help`` said "a Tenhou lobby's own rules" stay under ``--rules``; only those its
    flags (csrule) set stay, with its honba: a rule the lobby plays by setting no flag (double
    ron, kazoe yakuman, a double wind pair 4 fu) becomes the chosen preset's, as the log window's
    tooltip and README say (tests/test_logs_tenhou_lobby.py reads such a lobby's game)."""
    from mjgui.core.logs import read_log
    from mjgui.replaycli import _parser
    from tests.test_logs_tenhou_lobby import _arml

    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[1] = "0"  # no flag for the double wind pair: the lobby plays it 4 fu
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.double_wind_pair_fu == 4
    assert read_log(json.dumps(data, ensure_ascii=False), "wrc").rules.double_wind_pair_fu == 2  # wrc's
    english = " ".join(_parser("en").format_help().split())
    assert "a Tenhou lobby's own rules" not in english
    assert (
        "a chip lobby's kiriage mangan, the rules a Tenhou lobby's flags set (csrule: kiriage, head "
        "bump, a double wind pair 2 fu, kazoe capped at sanbaiman…) and its honba, and, read from "
        "its game, the start points"
    ) in english
    assert (
        "the uma and count that give its final scores; a rule the lobby plays by setting no flag "
        "(double ron, kazoe yakuman, a double wind pair 4 fu) becomes the chosen preset's"
    ) in english
    russian = re.sub(r"[ \n]+", " ", _parser("ru").format_help())  # its no-break spaces kept
    assert "собственные правила лобби Tenhou" not in russian
    assert (
        "кириаге манган лобби с чипами, правила, заданные флагами лобби Tenhou (csrule: кириаге, "
        "атама хане, пара двойного ветра за 2\u00a0фу, казое, ограниченное санбайманом…), и его хонба"
    ) in russian
    assert (
        "ума и подсчёт, дающие его итоговые очки; правило, по которому лобби играет без флага "
        "(двойной рон, казое, пара двойного ветра за 4\u00a0фу), становится правилом "
        "выбранного набора"
    ) in russian


def test_help_describes_the_command_and_ends_with_status_0() -> None:
    shown = io.StringIO()
    with redirect_stdout(shown):
        assert replay_command(["--help"], out=io.StringIO()) == 0
    text = " ".join(shown.getvalue().split())
    assert text.startswith("usage: mjgui replay [-h] [--json] [--lang {en,ru}] [--rules PRESET] log")
    assert "a Tenhou mjlog (XML), a tenhou.net/6 log (JSON" in text
    assert "--rules PRESET score under this preset instead of the log's own" in text


def test_bad_words_give_the_usage_and_what_is_wrong_in_the_language_asked_for() -> None:
    status, out = run([str(DOUBLE_RON), "--lang", "xx"])
    assert status == 2 and out.startswith("usage: mjgui replay [-h] [--json]")
    assert "mjgui replay: argument --lang: invalid choice: 'xx'" in out
    status, out = run([str(DOUBLE_RON), "--nope", "--lang", "ru"])
    assert status == 2 and out.splitlines()[1] == "mjgui replay: непонятные аргументы: --nope"
    assert out.splitlines()[0].startswith("использование: mjgui replay [-h]")
    status, out = run([str(DOUBLE_RON), str(DOUBLE_RON)])
    assert status == 2 and "unrecognized arguments" in out


def test_a_folder_named_as_the_log_is_said_to_be_a_folder(tmp_path: Path) -> None:
    """``replay adir/`` said "is not a regular file (a pipe or a device)" of a folder."""
    status, out, err = run_streams([str(tmp_path)])
    assert (status, out) == (2, "")  # an error in text: on standard error, the answer's stream empty
    assert err == f"{tmp_path} is a folder; a game log is a file. Name a log file in it.\n"
    out = io.StringIO()
    assert replay_command([str(tmp_path), "--json", "--lang", "ru"], out) == 2
    error = json.loads(out.getvalue())["error"]
    assert error["code"] == "log_folder"
    assert error["message"] == f"{tmp_path} — папка, а лог игры — это файл. Укажите файл лога в ней."


def test_words_that_cannot_be_read_are_answered_in_json_under_json() -> None:
    out = io.StringIO()
    assert replay_command(["x.mjlog", "--json", "--bogus"], out) == 2
    error = json.loads(out.getvalue())["error"]
    # no line and no column (null), as every command's errors; 0/0 read as a place in a file
    assert (error["code"], error["line"], error["column"]) == ("bad_argument", None, None)
    assert error["message"] == "Invalid input: unrecognized arguments: --bogus"
    assert error["usage"] == "usage: mjgui replay [-h] [--json] [--lang {en,ru}] [--rules PRESET] log"


def test_the_args_of_a_russian_replay_give_its_ours_through_score() -> None:
    """``replay --lang ru``'s ``ours`` was in Russian while its ``args`` named no language, so
    ``score ARGS`` printed English names ("Riichi" for "Риичи"): not "exactly the JSON object
    score prints for them". The args now end with ``--lang ru``; in English they are as before."""
    status, text = run([str(DOUBLE_RON), "--json", "--lang", "ru"])
    assert status == 0
    wins = json.loads(text)["wins"]
    english = json.loads(run([str(DOUBLE_RON), "--json"])[1])["wins"]
    assert wins and all(w["args"] == e["args"] + " --lang ru" for w, e in zip(wins, english, strict=True))
    assert wins[0]["ours"]["yaku"][0]["name"] == "Риичи"
    for win in wins:
        assert score_command(shlex.split(win["args"]))[1] == win["ours"]
    # through the processes, on a Russian system asked for English: the args name it too
    env = {**english_env(), "LANGUAGE": "ru", "LC_ALL": "C.UTF-8"}
    command = [sys.executable, "-m", "mjgui"]
    proc = subprocess.run(
        [*command, "replay", str(DOUBLE_RON), "--json", "--lang", "en"],
        capture_output=True,
        env=env,
        timeout=60,
    )
    win = json.loads(proc.stdout)["wins"][0]
    assert win["args"].endswith(" --lang en") and win["ours"]["yaku"][0]["name"] == "Riichi"
    scored = subprocess.run(
        [*command, "score", *shlex.split(win["args"])], capture_output=True, env=env, timeout=60
    )
    assert json.loads(scored.stdout) == win["ours"]
