"""``mjgui game FILE [--json]``: standings, JSON contract, exit statuses."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.gamecli import game_command
from tests.util import CHOMBO_AT_END

GAME = """\
rules seed start_points=25000 return_points=30000
players A B C D
ron A from B 2 50
ron A from C mangan
ron C from B 1 110
draw tenpai A,D
draw
draw
draw
draw
draw
draw
"""


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    """The status and what was printed: the answer (standard output), then a text-mode error
    (standard error; :func:`run_streams` keeps the two apart)."""
    status, out, err = run_streams(argv, stdin)
    return status, out + err


def run_streams(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    """The status, standard output and standard error of a run."""
    out, err = io.StringIO(), io.StringIO()
    status = game_command(argv, out=out, stdin=io.StringIO(stdin), err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.mjgame"
    path.write_text(GAME, encoding="utf-8")
    return path


def test_json_of_a_finished_game(game_file: Path) -> None:
    status, out = run([str(game_file), "--json"])
    assert status == 0
    data = json.loads(out)
    assert list(data) == [
        "ok",
        "ended",
        "round",
        "honba",
        "sticks",
        "dealer",
        "players",
        "errors",
        "unread_line",
        "conditions",
    ]
    assert data["ok"] is True  # one envelope: "ok" on success as score and replay have it
    assert data["conditions"] == []  # the game has ended: nothing left to need
    assert data["ended"] is True
    assert data["round"] == "S4"
    assert data["dealer"] == "D"
    assert data["players"] == [
        {"name": "A", "seat": "S", "points": 43600, "final": 48},
        {"name": "B", "seat": "W", "points": 14500, "final": -30},
        {"name": "C", "seat": "N", "points": 15400, "final": -20},
        {"name": "D", "seat": "E", "points": 26500, "final": 2},
    ]
    assert data["errors"] == []


def test_human_standings(game_file: Path) -> None:
    status, out = run([str(game_file)])
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Game over after S4 (the last hand was played)."
    assert lines[1] == "Rules: club rules, start 25\u202f000."  # the record's rules line
    assert lines[2].split() == ["#", "Player", "Seat", "Points", "Final"]
    # thousands grouped with a narrow no-break space, the minus sign U+2212 (one number format)
    assert lines[3].split() == ["1", "A", "S", "43", "600", "+48"] and " 43\u202f600 " in lines[3]
    assert lines[6].split() == ["4", "B", "W", "14", "500", "\u221230"]
    lines = run([str(game_file), "--lang", "ru"])[1].splitlines()
    assert lines[1] == "Правила: клубные правила, старт: 25\u202f000."
    assert lines[2].split() == ["#", "Игрок", "Ветер", "Очки", "Итог"]  # the winds, not the places
    assert lines[3].split() == ["1", "A", "Ю", "43", "600", "+48"]


def test_a_game_in_progress(tmp_path: Path) -> None:
    path = tmp_path / "g.mjgame"
    path.write_text("players Aiko Boris Chen Dasha\nriichi Boris\ndraw tenpai Boris\n", encoding="utf-8")
    status, out = run([str(path), "--json"])
    assert status == 0
    data = json.loads(out)
    assert (data["ended"], data["round"], data["honba"], data["sticks"], data["dealer"]) == (
        False,
        "E2",
        1,
        1,
        "Boris",
    )
    assert [p["final"] for p in data["players"]] == [None] * 4
    assert [p["seat"] for p in data["players"]] == ["N", "E", "S", "W"]
    status, text = run([str(path)])
    # one stick is not "1 riichi sticks"
    assert text.splitlines()[0] == "Round E2, 1 honba, riichi sticks on the table: 1; dealer Boris."
    status, text = run([str(path), "--lang", "ru"])
    assert text.splitlines()[0] == "Раунд В2, 1\u00a0хонба, палочек риичи на столе: 1; дилер Boris."
    # the column of seat winds is the wind: "Место" read as the place the rows are sorted by
    assert text.splitlines()[2].split() == ["#", "Игрок", "Ветер", "Очки"]
    assert text.splitlines()[3].split()[:3] == ["1", "Boris", "В"]


def test_the_standings_name_the_rules_with_the_options_the_record_changes(tmp_path: Path) -> None:
    """The text said nothing of the rules: a game under uma 20/10 or East only printed final
    scores with no word of why. It names them as the tracker does: the preset and each change."""
    path = tmp_path / "g.mjgame"
    path.write_text(
        "rules seed chombo_at_end=on tie_uma=split uma=20,10,-10,-20 east_only=on start_points=25000\n"
        "players Aiko Boris Chen Dasha\n",
        encoding="utf-8",
    )
    lines = run([str(path)])[1].splitlines()
    assert lines[1] == (
        "Rules: club rules, start 25\u202f000; uma +20/+10/\u221210/\u221220; East round only; "
        "chombo paid at the end of the game; tied players share a place."
    )
    assert lines[2].split() == ["#", "Player", "Seat", "Points"]
    lines = run([str(path), "--lang", "ru"])[1].splitlines()
    assert lines[1] == (
        "Правила: клубные правила, старт: 25\u202f000; ума +20/+10/\u221210/\u221220; только круг Востока; "
        "чомбо оплачивается в конце игры; игроки с равными очками делят место."
    )
    path.write_text("rules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\n", encoding="utf-8")
    assert run([str(path)])[1].splitlines()[1] == "Rules: Tenhou, East round only."


def test_bad_lines_are_reported_and_the_rest_replays(tmp_path: Path) -> None:
    path = tmp_path / "g.mjgame"
    path.write_text(
        "players Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\nron Erik from Aiko 2 30\ntsumo Dasha 1 30\n",
        encoding="utf-8",
    )
    status, out = run([str(path), "--json"])
    assert status == 1
    data = json.loads(out)
    assert data["errors"] == [
        {
            "line": 3,
            "code": "unknown_player",
            "message": 'Line 3 (ron Erik from Aiko 2 30): "Erik" is not at this table. '
            "The players are Aiko, Boris, Chen, Dasha.",
        }
    ]
    assert data["round"] == "E3"
    status, text = run([str(path)])
    assert status == 1
    assert "1 line rejected:" in text
    assert "Line 3 (ron Erik from Aiko 2 30)" in text


def test_an_unreadable_file_exits_2(tmp_path: Path) -> None:
    status, out = run([str(tmp_path / "missing.mjgame"), "--json"])
    assert status == 2
    data = json.loads(out)
    assert data["ok"] is False and data["error"]["code"] == "unreadable"
    binary = tmp_path / "bin.mjgame"
    binary.write_bytes(b"players A B C D\n\x00\x00")
    status, out = run([str(binary)])
    assert status == 2
    assert "line 2" in out


def test_standard_input_and_usage() -> None:
    status, out = run(["-", "--json"], stdin="players A B C D\nriichi A\n")
    assert status == 0
    assert json.loads(out)["sticks"] == 1
    status, out = run([])
    assert status == 2 and out.startswith("usage: mjgui game [-h] [--json] [--lang {en,ru}] file\n")
    status, out = run(["x", "--colour"])
    assert status == 2


AGARI_YAME_LAST = """\
rules tenhou east_only=on
players Aiko Boris Chen Dasha
ron Dasha from Aiko 3 40
ron Dasha from Boris 3 40
ron Dasha from Chen 1 30
ron Dasha from Chen 1 30
"""
# nobody at the return points after E4: the extra round (S1), where the dealer's win ends it
AGARI_YAME_EXTRA = """\
rules tenhou east_only=on
players Aiko Boris Chen Dasha
draw
draw
draw
draw tenpai Aiko
ron Aiko from Chen mangan
"""
# the same extra round ended by the dealer's tenpai at S1's draw: 31 000 in first place
TENPAI_YAME_EXTRA = AGARI_YAME_EXTRA.replace("ron Aiko from Chen mangan", "draw tenpai Aiko")
TENPAI_YAME_LAST = """\
rules tenhou east_only=on
players Aiko Boris Chen Dasha
ron Dasha from Aiko 3 40
ron Dasha from Boris 3 40
ron Dasha from Chen 1 30
draw tenpai Dasha
"""


def test_agari_yame_says_which_hand_it_ended_without_parentheses_in_parentheses() -> None:
    from mjgui.controller.game.present import center_view
    from mjgui.core.game.game import replay

    last, extra = replay(AGARI_YAME_LAST), replay(AGARI_YAME_EXTRA)
    assert (last.final.end_reason, last.final.round_label) == ("agari_yame", "E4")
    assert (extra.final.end_reason, extra.final.round_label) == ("agari_yame", "S1")
    said = {
        (name, lang): run(["-", "--lang", lang], text)[1].splitlines()[0]
        for name, text in (("last", AGARI_YAME_LAST), ("extra", AGARI_YAME_EXTRA))
        for lang in ("en", "ru")
    }
    assert said == {
        (
            "last",
            "en",
        ): "Game over after E4 (the dealer won the last hand and was first after it — agari-yame).",
        ("last", "ru"): (
            "Игра окончена после В4 (дилер выиграл последнюю раздачу и после неё оказался первым "
            "— агари-яме)."
        ),
        ("extra", "en"): (
            "Game over after S1 (the dealer won a hand of the extra round and was first after it — "
            "agari-yame)."
        ),
        ("extra", "ru"): (
            "Игра окончена после Ю1 (дилер выиграл раздачу дополнительного круга и после неё оказался "
            "первым — агари-яме)."
        ),
    }
    # the tracker's centre says the same, for now: another player may also have won on the
    # last ron's discard
    assert center_view(extra, "en").status == (
        "Game over for now: the dealer won a hand of the extra round and was first after it — "
        "agari-yame. "
        "Another winner on this discard? Also ron…"
    )
    late = replay(AGARI_YAME_EXTRA + "draw\n").errors[0]
    assert late.body() == (
        "the game ended on line 7 (the dealer won a hand of the extra round and was first after it — "
        'agari-yame). Delete this line, or, if your table played on, add "agari_yame=off" to the '
        "rules line."
    )


def test_tenpai_yame_says_which_hand_it_ended() -> None:
    from mjgui.controller.game.present import center_view
    from mjgui.core.game.game import replay

    last, extra = replay(TENPAI_YAME_LAST), replay(TENPAI_YAME_EXTRA)
    assert (last.final.end_reason, last.final.round_label) == ("tenpai_yame", "E4")
    assert (extra.final.end_reason, extra.final.round_label) == ("tenpai_yame", "S1")
    assert (last.final.points[3], extra.final.points[0]) == (39400, 31000)
    said = {
        (name, lang): run(["-", "--lang", lang], text)[1].splitlines()[0]
        for name, text in (("last", TENPAI_YAME_LAST), ("extra", TENPAI_YAME_EXTRA))
        for lang in ("en", "ru")
    }
    assert said == {
        ("last", "en"): (
            "Game over after E4 (the dealer was tenpai at the last hand's draw and first after it — "
            "tenpai-yame)."
        ),
        ("last", "ru"): (
            "Игра окончена после В4 (дилер был в тенпае при ничьей в последней раздаче и после неё "
            "оказался первым — тенпай-яме)."
        ),
        ("extra", "en"): (
            "Game over after S1 (the dealer was tenpai at the draw of a hand of the extra round and first "
            "after it — tenpai-yame)."
        ),
        ("extra", "ru"): (
            "Игра окончена после Ю1 (дилер был в тенпае при ничьей в раздаче дополнительного круга и "
            "после неё оказался первым — тенпай-яме)."
        ),
    }
    assert center_view(last, "en").status == (
        "Game over: the dealer was tenpai at the last hand's draw and first after it — tenpai-yame"
    )
    late = replay(TENPAI_YAME_LAST + "draw\n").errors[0]
    assert late.body().startswith(
        "the game ended on line 6 (the dealer was tenpai at the last hand's draw and first after it — "
        'tenpai-yame). Delete this line, or, if your table played on, add "tenpai_yame=off"'
    )


#: Tenhou, every hand drawn with all noten: all still on 25 000 at South 4, where the dealer
#: Dasha is last (ties go to the seat nearer the first dealer) until her win makes her first
WON_TO_FIRST = (
    "rules tenhou\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 7 + "ron Dasha from Boris mangan\n"
)


def test_agari_yame_says_the_dealer_is_first_after_the_win_not_that_she_stayed_first() -> None:
    """The Russian said «оставшись первым» ("having stayed first") of a dealer who became first
    by the win: the words say first after the hand, in both languages."""
    from mjgui.core.game.final_score import placement
    from mjgui.core.game.game import replay

    before = replay(WON_TO_FIRST.rsplit("ron", 1)[0]).final
    assert before.round_label == "S4" and before.points == (25000,) * 4
    assert placement(list(before.points))[0] == 0 and placement(list(before.points))[-1] == 3
    state = replay(WON_TO_FIRST).final
    assert state.end_reason == "agari_yame" and placement(list(state.points))[0] == 3
    said = {lang: run(["-", "--lang", lang], WON_TO_FIRST)[1].splitlines()[0] for lang in ("en", "ru")}
    assert said == {
        "en": "Game over after S4 (the dealer won the last hand and was first after it — agari-yame).",
        "ru": (
            "Игра окончена после Ю4 (дилер выиграл последнюю раздачу и после неё оказался первым "
            "— агари-яме)."
        ),
    }
    assert "оставшись" not in said["ru"] and "in first place" not in said["en"]


TIED_FIRST = (
    "players Aiko Boris Chen Dasha\nron Boris from Chen 1 30\nron Aiko from Dasha 1 30\n"
    + "draw\n" * 5
    + "riichi Aiko\nriichi Boris\ndraw tenpai Aiko,Boris\n"
)  # Aiko and Boris end tied for first, two riichi sticks on the table


@pytest.mark.parametrize(
    ("rules", "en", "ru"),
    [
        # EMA gives the sticks to first place: the players tied for first share them
        (
            "ema",
            "2 riichi sticks left on the table are shared by the players tied for first.",
            "2\u00a0палочки риичи на столе делятся поровну между игроками, разделившими первое место.",
        ),
        # WRC gives them to nobody
        (
            "wrc",
            "2 riichi sticks left on the table belong to nobody.",
            "2\u00a0палочки риичи на столе никому не достались.",
        ),
    ],
)
def test_the_sticks_left_at_the_end_are_said_as_the_final_table_says_them(
    rules: str, en: str, ru: str
) -> None:
    from mjgui.controller.game.tracker import TrackerController

    text = f"rules {rules}\n{TIED_FIRST}"
    for lang, said in (("en", en), ("ru", ru)):
        status, out = run(["-", "--lang", lang], text)
        assert status == 0
        assert out.splitlines()[1] == said
        controller = TrackerController(text)
        controller.set_lang(lang)
        assert controller.view().final_note.endswith(" " + said)  # the tracker's one sentence


def test_the_chombo_penalties_kept_for_the_end_are_said_while_they_wait_and_once_paid() -> None:
    each = "Aiko −4000, Boris −8000, Chen +6000, Dasha +6000"
    waiting = {lang: run(["-", "--lang", lang], CHOMBO_AT_END)[1].splitlines()[1] for lang in ("en", "ru")}
    assert waiting == {
        "en": f"Chombo penalties kept for the end of the game: {each}.",
        "ru": f"Штрафы за чомбо, отложенные до конца игры: {each}.",
    }
    ended = CHOMBO_AT_END + "ron Dasha from Boris 3 40\ndraw\ndraw\n"
    paid = {lang: run(["-", "--lang", lang], ended)[1].splitlines()[:2] for lang in ("en", "ru")}
    assert paid == {
        "en": [
            "Game over after E4 (the last hand was played).",
            f"Chombo penalties paid at the end of the game: {each}.",
        ],
        "ru": [
            "Игра окончена после В4 (сыграна последняя раздача).",
            f"Штрафы за чомбо, уплаченные в конце игры: {each}.",
        ],
    }
    plain = run(["-"], ended.replace(" chombo_at_end=on", ""))[1]
    assert "Chombo" not in plain
    # --json says the same: each player's change still to come, 0 once paid
    waiting_json = json.loads(run(["-", "--json"], CHOMBO_AT_END)[1])
    assert [p["chombo_pending"] for p in waiting_json["players"]] == [-4000, -8000, 6000, 6000]
    paid_json = json.loads(run(["-", "--json"], ended)[1])
    assert [p["chombo_pending"] for p in paid_json["players"]] == [0, 0, 0, 0]
    # under rules that pay a chombo at once the JSON is as it was: no such key
    seed_json = json.loads(run(["-", "--json"], ended.replace(" chombo_at_end=on", ""))[1])
    assert all("chombo_pending" not in p for p in seed_json["players"])


class _Stdin:
    """Standard input whose bytes are ``data`` (then, with ``endless``, NUL bytes for ever, as
    /dev/zero); counts what was read."""

    def __init__(self, data: bytes, endless: bool = False) -> None:
        self.buffer = self
        self.data, self.endless, self.taken = data, endless, 0

    def read(self, size: int = -1) -> bytes:
        assert size >= 0, "the whole of standard input is never asked for"
        piece = self.data[self.taken : self.taken + size]
        if self.endless:
            piece += b"\x00" * (size - len(piece))
        self.taken += len(piece)
        return piece


def _from_stdin(data: bytes, *words: str, endless: bool = False) -> tuple[int, str, int]:
    """The status, what was printed (the answer, then a text-mode error) and the bytes read."""
    out, err = io.StringIO(), io.StringIO()
    stdin = _Stdin(data, endless)
    status = game_command(["-", *words], out=out, stdin=stdin, err=err)  # type: ignore[arg-type]
    return status, out.getvalue() + err.getvalue(), stdin.taken


def test_standard_input_gets_the_checks_and_the_size_limit_of_a_file() -> None:
    """``game -`` read everything (``game - < /dev/zero`` until memory ran out), accepted binary
    data and bytes that are not UTF-8, and printed control characters raw: it now reads at most
    one byte over a file's limit and refuses what a file is refused for, in the same words."""
    from mjgui.core.game.storage import MAX_BYTES

    status, out, taken = _from_stdin(b"", "--json", endless=True)
    assert status == 2 and taken == MAX_BYTES + 1 and MAX_BYTES == 1_000_000
    assert json.loads(out)["error"] == {
        "code": "too_large",
        "message": "Standard input holds more than 1\u202f000\u202f000 bytes; a game record is at most "
        "1\u202f000\u202f000 bytes. This is not a game record.",  # grouped as every number
        "line": None,
    }
    status, out, _ = _from_stdin(b"rules seed\nplayers A B C \x1b[31mD\n")
    assert status == 2 and "\x1b" not in out
    assert out == (
        "Standard input, line 2: the input contains a control or text-direction character (U+001B); "
        "a game record is plain text.\n"
    )
    status, out, _ = _from_stdin(b"players A B C D\n\xffron A from B 3 30\n", "--lang", "ru")
    assert status == 2 and out.startswith("Стандартный ввод, строка 2: входной текст не в кодировке UTF-8")
    status, out, _ = _from_stdin(b"players A B C D\nron A\x00from B 3 30\n", "--json")
    assert status == 2 and json.loads(out)["error"]["code"] == "binary"
    assert json.loads(out)["error"]["line"] == 2
    # a record read from standard input: as before
    status, out, _ = _from_stdin("\ufeffplayers Aiko B C D\nriichi Aiko\n".encode(), "--json")
    assert status == 0 and json.loads(out)["sticks"] == 1


def test_standard_input_is_called_the_input_not_a_file(tmp_path: Path) -> None:
    """``game -`` said "the file contains binary data ... It was not changed." of standard input:
    it is "the input" there, and no file is left unchanged; a file keeps its own words."""
    said = {
        b"players A B C D\n\x00\n": (
            "Standard input, line 2: the input contains binary data (a NUL byte); it is not a game "
            "record or it is damaged.",
            "Стандартный ввод, строка 2: на вход поданы двоичные данные (нулевой байт); это не запись "
            "игры или она повреждена.",
        ),
        b"players A B C D\n\xe9\n": (
            "Standard input, line 2: the input is not valid UTF-8 text (it is damaged or not a game record).",
            "Стандартный ввод, строка 2: входной текст не в кодировке UTF-8 (он повреждён или это не "
            "запись игры).",
        ),
        b"players A B C D\n\x01\n": (
            "Standard input, line 2: the input contains a control or text-direction character "
            "(U+0001); a game record is plain text.",
            "Стандартный ввод, строка 2: во входном тексте управляющий символ или символ направления "
            "текста (U+0001); запись игры — простой текст.",
        ),
        # a right-to-left override was called "a control character"
        "players A B C D\n# \u202e\n".encode(): (
            "Standard input, line 2: the input contains a control or text-direction character "
            "(U+202E); a game record is plain text.",
            "Стандартный ввод, строка 2: во входном тексте управляющий символ или символ направления "
            "текста (U+202E); запись игры — простой текст.",
        ),
        "players A B C D\n".encode("utf-16"): (
            'Standard input looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. '
            "Convert the input to UTF-8 first.",
            "Стандартный ввод, похоже, в кодировке UTF-16 (в Блокноте она называется «Юникод»), а "
            "mjgui читает UTF-8. Сначала перекодируйте входные данные в UTF-8.",
        ),
    }
    for data, (english, russian) in said.items():
        assert _from_stdin(data)[:2] == (2, english + "\n"), data
        assert _from_stdin(data, "--lang", "ru")[:2] == (2, russian + "\n"), data
    record = tmp_path / "r.mjgame"
    record.write_bytes(b"players A B C D\n\x00\n")
    status, out = run([str(record)])
    assert status == 2 and out.endswith(
        "the file contains binary data (a NUL byte); it is not a game "
        "record or it is damaged. It was not changed.\n"
    )


def test_words_that_cannot_be_read_are_answered_in_json_under_json() -> None:
    """``game x --json --bogus`` printed the text usage: under --json every answer is JSON."""
    status, out = run(["x", "--json", "--bogus"])
    assert status == 2
    assert json.loads(out) == {
        "ok": False,
        "error": {
            "code": "bad_argument",
            "message": "Invalid input: unrecognized arguments: --bogus",
            "usage": "usage: mjgui game [-h] [--json] [--lang {en,ru}] file",
            "line": None,
        },
    }
    status, out = run(["--json", "--lang", "ru"])
    assert status == 2 and json.loads(out)["error"]["usage"].startswith("использование: mjgui game")
    status, out = run(["x", "--bogus"])  # without --json: the text usage, as before
    assert status == 2 and out.startswith("usage: mjgui game [-h]")


LOGS = Path(__file__).parent / "data" / "logs"


def test_a_game_log_is_told_to_go_to_replay_not_read_as_a_broken_record(tmp_path: Path) -> None:
    """``mjgui game tests/data/logs/dnovikoff-example.mjlog`` read the log as a record (exit 1,
    "this line has 10694 characters ... Split it"): a log is told by its first bytes as the
    windows tell it (Tenhou's XML, gzip, tenhou.net/6 JSON; a file or standard input), and sent to
    ``mjgui replay``, exit 2. A record stays a record, whatever its name."""
    import gzip
    import os

    mjlog = LOGS / "dnovikoff-example.mjlog"
    status, out = run([str(mjlog)])
    assert (status, out) == (
        2,
        f"{mjlog} is a game log, not a game record: mjgui game replays a record. Use mjgui replay "
        f"{mjlog}, which scores every win of a log.\n",
    )
    status, out = run([str(mjlog), "--json", "--lang", "ru"])
    error = json.loads(out)["error"]
    assert status == 2 and error["code"] == "game_log" and error["message"].startswith(f"{mjlog} — лог игры")
    named = tmp_path / "my game.txt"  # a log whatever its name, quoted as a shell needs it
    named.write_bytes(gzip.compress(mjlog.read_bytes()))
    status, out = run([str(named)])
    assert status == 2 and f"Use mjgui replay '{named}', which" in out
    json_log = tmp_path / "big.json"  # over a record's size limit: a log all the same
    json_log.write_bytes(b'{"log": [' + b" " * 1_100_000 + b"]}")
    assert run([str(json_log)])[1].startswith(f"{json_log} is a game log")
    status, out, _ = _from_stdin((LOGS / "mjai-reviewer-double_ron.json").read_bytes())
    assert (status, out) == (
        2,
        "Standard input is a game log, not a game record: mjgui game replays a record. Use mjgui "
        "replay -, which scores every win of a log.\n",
    )
    record = tmp_path / "game.json"  # a record named as a log is read as a record
    record.write_text(GAME, encoding="utf-8")
    assert run([str(record)])[0] == 0
    if hasattr(os, "mkfifo"):  # still refused as what it is, never waited on
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        status, out = run([str(fifo)])
        assert status == 2 and "is not a regular file" in out


#: files that begin as a log does (``<``, ``{``, ``[``): whether replay reads each as a game log
#: (a damaged one too: replay then says what is wrong with it) or refuses it as no log at all
_LOG_STARTS = {
    "settings.json": (b'{"title": "not a log", "a": 1}\n', False),
    "numbers.json": (b"[1, 2, 3]\n", False),
    "page.mjgame": (b"<html><body>hi</body></html>\n", False),
    "page.xml": (b'<?xml version="1.0"?>\n<!DOCTYPE html>\n<html><body>hi</body></html>\n', False),
    "picture.xml": (b'<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>\n', False),
    "declared.xml": (b'<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]>\n<x>&a;</x>\n', False),
    "cut.mjlog": ((LOGS / "dnovikoff-example.mjlog").read_bytes()[:3000], True),
    "broken.json": (b'{"log": [[[0, 0, 0], [25000, 25000, 25000, 25000]', True),
    "whole.json": ((LOGS / "mjai-reviewer-double_ron.json").read_bytes(), True),
}


@pytest.mark.parametrize("name", sorted(_LOG_STARTS))
def test_game_calls_a_file_a_log_only_when_replay_reads_it_as_one(tmp_path: Path, name: str) -> None:
    """``mjgui game settings.json`` said "is a game log ... use mjgui replay", and replay then said
    it is not one; a .mjgame overwritten by a web page was a log too: anything that began with
    ``<``, ``{`` or ``[``. ``game`` sends a file to replay only when replay reads it as a log
    (a damaged log included); else it reads it as a record, saying which line is wrong."""
    from mjgui.replaycli import replay_command

    data, a_log = _LOG_STARTS[name]
    path = tmp_path / name
    path.write_bytes(data)
    out = io.StringIO()
    replay_status = replay_command([str(path), "--json"], out, err=io.StringIO())
    answer = json.loads(out.getvalue())
    said_no_log = replay_status == 2 and answer["error"]["code"] in {
        "log_unknown_format",
        "log_not_mjlog",
        "log_not_tenhou6",
        "log_web_page",
        "log_doctype",
    }
    assert said_no_log is not a_log, answer
    status, text = run([str(path)])
    if a_log:
        assert (status, text.startswith(f"{path} is a game log, not a game record")) == (2, True), text
    else:
        assert status == 1 and " rejected:\n  Line 1 (" in text and "game log" not in text, text
    stdin_status, stdin_text, _ = _from_stdin(data)
    assert (stdin_status, stdin_text.startswith("Standard input is a game log")) == (2 if a_log else 1, a_log)


def test_standard_input_is_read_as_a_record_by_the_storage_reader_of_streams(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``game -`` checked the bytes it read with a copy of :func:`~mjgui.core.game.storage.
    read_record_stream`'s lines (the size limit said as standard input's, then the record's
    checks), which was left with no caller: one place says what a stream's record is now, and
    ``game -`` answers as before through it."""
    import mjgui.gamecli as gamecli
    from mjgui.core.game.storage import MAX_BYTES, read_record_stream

    read: list[bytes] = []

    def spy(stream: io.BytesIO) -> str:
        read.append(stream.getvalue())
        return read_record_stream(stream)

    monkeypatch.setattr(gamecli, "read_record_stream", spy)
    record = "\ufeffplayers Aiko B C D\nriichi Aiko\n".encode()
    status, out, _ = _from_stdin(record, "--json")
    assert status == 0 and json.loads(out)["sticks"] == 1 and read == [record]
    status, out, taken = _from_stdin(b"", "--json", endless=True)
    assert status == 2 and json.loads(out)["error"]["code"] == "too_large"
    assert [len(r) for r in read] == [len(record), MAX_BYTES + 1] == [len(record), taken]


def test_importing_the_game_command_does_not_load_the_log_readers() -> None:
    """``mjgui.gamecli`` imported ``mjgui.core.logs`` (for LogError alone): the log readers
    (some 77 ms, nine modules) loaded by every ``mjgui game``, a record as much as a log. They
    are now loaded only when a file is looked at as a log might be."""
    import subprocess
    import sys

    code = (
        "import sys, mjgui.gamecli; "
        "loaded = [m for m in sys.modules if m.startswith('mjgui.core.logs')]; "
        "print(loaded); sys.exit(1 if loaded else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
