"""The command line as a script writer uses it (audit s54, cli 5-7): ``league -`` refused with
a sentence instead of read as a file named "-" (listed as a bullet-like "  - does not exist"),
``score --help`` saying the status of a batch over its size limit and the limit grouped as every
size is, the errors of a ``--from`` or ``--pao`` value carrying ``"option"`` as their siblings
do, and the system's reason a record cannot be read starting small after its colon."""

from __future__ import annotations

import errno
import io
import json
from pathlib import Path

import pytest

from mjgui.cli import MAX_BATCH_BYTES, read_lines, run_batch, score_command
from mjgui.cli import main as cli_main
from mjgui.core.errors import HandError, OSReason
from mjgui.core.game.storage import StorageError
from mjgui.core.numbers import GROUP
from mjgui.gamecli import game_command
from tests.clubgames import league_run, write_games


# -- 5. league - ----------------------------------------------------------------------------------
def test_league_refuses_a_dash_as_standard_input_with_a_sentence(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``league -`` read a file named "-": "No finished game records were found", its skip line
    "  - does not exist or cannot be read." like an empty bullet, and exit 2 "no game record file
    was found". It is refused, saying the league reads folders and files, not standard input."""
    folder = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")
    monkeypatch.chdir(tmp_path)
    for words in (["-"], [str(folder), "-"]):
        status, out, err = league_run(*words)
        assert (status, out) == (2, "")
        assert err == (
            'league reads folders and files of game records, not standard input: "-" would be a file '
            "of that name in the current folder. Name the folders or files (./- for a file named -). "
            "Nothing was read.\n"
        )
    status, out, _ = league_run("-", "--json")
    said = json.loads(out)
    assert status == 2 and said["error"]["code"] == "paths_dash" and said["error"]["line"] is None
    _, _, err = league_run("-", "--lang", "ru")
    assert err == (
        "league читает папки и файлы записей игр, а не стандартный ввод: «-» стало бы файлом с таким "
        "именем в текущей папке. Укажите папки или файлы (./- — для файла с именем -). Ничего не "
        "прочитано.\n"
    )
    (tmp_path / "-").write_text((folder / "g01.mjgame").read_text(encoding="utf-8"), encoding="utf-8")
    status, out, _ = league_run("./-")  # a file named so: read as ever
    assert status == 0 and "1 game counted." in out


# -- 6. score --help's exit status of an over-long batch, and its limit grouped ----------------------
def test_score_help_says_the_status_of_a_batch_past_its_limit(capsys: pytest.CaptureFixture[str]) -> None:
    """The help said "--batch: 0 whatever the lines held", but a batch whose input goes past the
    most it reads (``< /dev/zero``) ends with ``batch_input_too_large`` and status 2."""
    assert cli_main(["score", "--help"]) == 0
    said = " ".join(capsys.readouterr().out.split())  # the epilog as argparse wraps it
    assert (
        "Exit status: 0 a win, 1 a valid hand that does not win, 2 bad input (--batch: 0 whatever "
        "the lines held, 2 for a wrong option given with it or an input past the most it reads); 74"
    ) in said
    out = io.StringIO()
    status = run_batch(read_lines(io.BufferedReader(io.BytesIO(b"\0" * 5000)), most=4096), out)
    assert status == 2 and json.loads(out.getvalue())["error"]["code"] == "batch_input_too_large"
    assert cli_main(["score", "--help", "--lang", "ru"]) == 0
    said = " ".join(capsys.readouterr().out.split())
    assert "2, если с ним дана неверная опция или ввод длиннее, чем он читает" in said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_batch_input_limit_is_grouped_as_every_size_is(lang: str) -> None:
    """``Standard input goes on past 1073741824 bytes`` (Russian «не больше 1073741824»), while
    every other limit is grouped (``4 000 000 bytes``): the batch's two size errors are too."""
    grouped = f"1{GROUP}073{GROUP}741{GROUP}824"
    over = HandError("batch_input_too_large", limit=MAX_BATCH_BYTES, line=1).message(lang)
    big = HandError("batch_too_large", size=2 << 30, limit=MAX_BATCH_BYTES).message(lang)
    assert grouped in over and "1073741824" not in over
    assert grouped in big and f"2{GROUP}147{GROUP}483{GROUP}648" in big
    assert f"4{GROUP}000{GROUP}000" in HandError("log_input_too_large", limit=4_000_000).message(lang)


# -- 7. "option" on the errors of a --from or --pao value ------------------------------------------
HAND = ["234m567p3467888s5s"]
DAISANGEN = ["555z666z777z234m55p", "--win", "5p"]


@pytest.mark.parametrize(
    ("words", "code", "option"),
    [
        ([*HAND, "--seat", "S", "--from", "S"], "discarder_is_winner", "--from"),
        ([*HAND, "--pao", "W"], "pao_without_yakuman", "--pao"),
        ([*HAND, "--seat", "S", "--from", "E", "--pao", "W"], "pao_without_yakuman", "--pao"),
        ([*DAISANGEN, "--tsumo", "--pao", "E"], "pao_winner", "--pao"),
        ([*HAND, "--tsumo", "--from", "W"], "discarder_on_tsumo", "--from"),  # as it was
    ],
)
def test_an_error_of_a_from_or_pao_value_names_its_option(words: list[str], code: str, option: str) -> None:
    """``discarder_on_tsumo`` carried ``"option": "--from"``, but ``discarder_is_winner`` (the
    winner's own seat given to --from) and ``pao_without_yakuman`` (--pao for a hand with no pao
    yakuman) carried none: a mistake in an option's value names the option, as the README says."""
    status, answer = score_command(words)
    assert status == 2 and answer["error"]["code"] == code and answer["error"]["option"] == option
    _, russian = score_command([*words, "--lang", "ru"])
    assert russian["error"]["option"] == option and russian["error"]["message"] != answer["error"]["message"]
    out = io.StringIO()  # a batch's line: the same answer, with its line
    run_batch([" ".join(words) + "\n"], out)
    assert json.loads(out.getvalue()) == {"ok": False, "error": {**answer["error"], "line": 1}}


def test_a_hands_own_problem_still_names_no_option() -> None:
    """Only the errors a --from or --pao value makes name it: the tile count of a hand given
    with --pao is the hand's."""
    status, answer = score_command(["23456m22p345678s", "--pao", "W", "--from", "N"])
    assert status == 2 and answer["error"]["code"] == "tile_count" and "option" not in answer["error"]


# -- the reason a record cannot be read, after its colon ---------------------------------------------
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "{path} cannot be read: no such file or directory.\n"),
        ("ru", "Не удалось прочитать {path}: нет такого файла или каталога.\n"),
    ],
)
def test_game_says_the_system_reason_small_after_its_colon(tmp_path: Path, lang: str, said: str) -> None:
    """``game nosuch.mjgame``: "nosuch.mjgame cannot be read: No such file or directory." (a
    capital mid-sentence), while ``replay nosuch.mjlog`` says "...: no such file or directory."."""
    missing = tmp_path / "nosuch.mjgame"
    err = io.StringIO()
    assert game_command([str(missing), "--lang", lang], io.StringIO(), err=err) == 2
    assert err.getvalue() == said.format(path=missing)
    odd = StorageError("unreadable", path=missing, reason=OSReason("Something odd", errno.EXDEV))
    assert odd.message(lang).endswith(": something odd.")  # a reason the catalogue does not word
