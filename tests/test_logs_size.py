"""The size limit of a game log, said as it is: a file by its own size, standard input and a
compressed file as "more than" the limit (neither is read past it), every number grouped."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.core.logs import MAX_LOG_CHARS, LogError, read_log_file, read_log_stream
from mjgui.core.numbers import number


def test_a_file_over_the_limit_is_said_by_its_own_size(tmp_path: Path) -> None:
    """A 12 582 922-byte file was said to have "4000001 characters; at most 4000000": the count
    of the capped read, not the file's. It is named (replay said "This file")."""
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:
        out.write(b'{"log": [' + b" " * 12_582_900 + b"]}")
    size = huge.stat().st_size
    with pytest.raises(LogError) as err:
        read_log_file(huge)
    assert (err.value.code, err.value.params["size"], err.value.params["limit"]) == (
        "log_file_too_large",
        size,
        MAX_LOG_CHARS,
    )
    assert err.value.message("en") == (
        f"{huge} is too large to be a game log ({number(size, 'en')} bytes; at most 4\u202f000\u202f000)."
    )
    assert "12\u202f582\u202f9" in err.value.message("ru") and "4000001" not in err.value.message("ru")
    # standard input: read no further than the limit, so only "more than" is known
    with pytest.raises(LogError) as err:
        read_log_stream(io.BytesIO(huge.read_bytes()))
    assert err.value.code == "log_input_too_large" and "size" not in err.value.params
    assert (
        err.value.message("en")
        == "The input is too large to be a game log (more than 4\u202f000\u202f000 bytes)."
    )


def test_a_file_over_the_limit_is_refused_by_its_size_before_any_of_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 2 GB file (sparse here) was read 4 MB into before it was refused on the size fstat had
    already given; replay said "This file is too large", naming none."""
    import mjgui.core.logs as logs_module
    from mjgui.replaycli import replay_command

    huge = tmp_path / "big.json"
    with huge.open("wb") as out:
        out.truncate(2 * 1024**3)

    def no_read(*_args: object, **_kw: object) -> object:
        raise AssertionError("the file was read")

    monkeypatch.setattr(logs_module.os, "fdopen", no_read)
    monkeypatch.setattr(logs_module.os, "read", no_read)
    with pytest.raises(LogError) as err:
        read_log_file(huge)
    assert err.value.code == "log_file_too_large" and err.value.params["size"] == 2 * 1024**3
    said, answer = io.StringIO(), io.StringIO()
    assert replay_command([str(huge)], answer, err=said) != 0
    assert answer.getvalue() == ""  # an error goes to standard error
    assert said.getvalue() == (
        f"{huge} is too large to be a game log (2\u202f147\u202f483\u202f648 bytes; at most "
        "4\u202f000\u202f000).\n"
    )
    said = io.StringIO()
    replay_command([str(huge), "--lang", "ru"], io.StringIO(), err=said)
    assert said.getvalue().startswith(f"Файл {huge} слишком велик для лога игры (байт: 2")
