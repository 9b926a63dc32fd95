"""The command line as a script writer uses it (audit s54, cli 5-7): ``league -`` refused with
a sentence instead of read as a file named "-" (listed as a bullet-like "  - does not exist"),
``score --help`` saying the status of a batch over its size limit and the limit grouped as every
size is, the errors of a ``--from`` or ``--pao`` value carrying ``"option"`` as their siblings
do, and the system's reason a record cannot be read starting small after its colon."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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
