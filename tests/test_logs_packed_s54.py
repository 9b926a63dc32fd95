"""A real log inside a container the reader does not unpack (the s54 real-log audit).

A log in a ZIP archive (GitHub's "Download ZIP", Tenhou's yearly ``scc*.zip``), compressed with
xz, bzip2 or Zstandard, or in a 7z or RAR archive, was said "not UTF-8 text (line 1, column 12):
… save it as UTF-8 in a text editor", which would wreck the archive. Each is now named with how to
get the log out (``log_archive``, ``log_compressed``), the same in the CLI, its JSON and the log
window. A ``.mjlog`` (gzip itself) saved as a server sent it with ``Content-Encoding: gzip`` is
gzip twice: it is read, each layer under the size limit; a third layer is said.
"""

from __future__ import annotations

import bz2
import gzip
import io
import json
import lzma
import zipfile
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import MAX_LOG_CHARS, LogError, read_log_bytes, read_log_file
from mjgui.replaycli import replay_command

LOG = Path(__file__).parent / "data" / "logs" / "mjx-kyuushu.mjlog"


def _zip(data: bytes) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("2010.mjlog", data)
    return out.getvalue()


def _packed() -> dict[str, tuple[bytes, str, str]]:
    """name: (the log so packed, the error's code, its English sentence)."""
    data = LOG.read_bytes()
    archive = "This file is a {} archive, not a game log: unpack it and open the game log inside."
    compressed = (
        "This file is compressed with {}, which mjgui does not unpack: unpack it first (7-Zip and "
        "most archive programs can) and open the game log inside."
    )
    return {
        "game.zip": (_zip(data), "log_archive", archive.format("ZIP")),
        "game.mjlog.gz.zip": (_zip(gzip.compress(data)), "log_archive", archive.format("ZIP")),
        "game.7z": (b"7z\xbc\xaf\x27\x1c\x00\x04" + data, "log_archive", archive.format("7z")),
        "game.rar": (b"Rar!\x1a\x07\x01\x00" + data, "log_archive", archive.format("RAR")),
        "game.mjlog.xz": (lzma.compress(data), "log_compressed", compressed.format("xz")),
        "game.mjlog.bz2": (bz2.compress(data), "log_compressed", compressed.format("bzip2")),
        # Python 3.11 has no Zstandard: a frame's magic before the text tells it all the same
        "game.mjlog.zst": (b"\x28\xb5\x2f\xfd" + data, "log_compressed", compressed.format("Zstandard")),
        # an xz file gzip-compressed on top (served with Content-Encoding: gzip)
        "game.mjlog.xz.gz": (gzip.compress(lzma.compress(data)), "log_compressed", compressed.format("xz")),
        "triple.mjlog": (
            gzip.compress(gzip.compress(gzip.compress(data))),
            "log_gzip_layers",
            "The game log is compressed (gzip) more than twice over: unpack it once (gzip -d, or "
            "7-Zip) and open what it holds.",
        ),
    }


@pytest.mark.parametrize("name", list(_packed()))
def test_a_log_in_a_container_is_said_so_with_how_to_get_it_out(name: str, tmp_path: Path) -> None:
    data, code, sentence = _packed()[name]
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(LogError) as err:
        read_log_file(path)
    assert (err.value.code, err.value.message("en")) == (code, sentence)
    assert "UTF-8" not in err.value.message("en") and "{" not in err.value.message("ru")
    out = io.StringIO()
    assert replay_command([str(path)], err=out) == 2
    assert out.getvalue() == f"{path}: {sentence[0].lower()}{sentence[1:]}\n"  # after the name: small
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out) == 2
    error = json.loads(out.getvalue())["error"]
    assert (error["code"], error["message"]) == (code, f"{path}: {sentence[0].lower()}{sentence[1:]}")
    view = LogViewController("en")
    with pytest.raises(LogError):
        view.open(path)
    assert view.view().note_error and view.view().note == f"{path} could not be opened: t{sentence[1:]}"


def test_the_russian_sentences_name_the_container() -> None:
    zipped, xz, triple = (_packed()[n][0] for n in ("game.zip", "game.mjlog.xz", "triple.mjlog"))
    with pytest.raises(LogError) as err:
        read_log_bytes(zipped)
    assert err.value.message("ru") == (
        "Этот файл — архив ZIP, а не лог игры: распакуйте его и откройте лог игры, который в нём лежит."
    )
    with pytest.raises(LogError) as err:
        read_log_bytes(xz)
    assert err.value.message("ru").startswith("Этот файл сжат в формате xz, который mjgui не распаковывает")
    with pytest.raises(LogError) as err:
        read_log_bytes(triple)
    assert err.value.message("ru").startswith("Лог игры сжат (gzip) больше двух раз подряд")


def test_a_log_gzipped_twice_reads_as_the_log_itself(tmp_path: Path) -> None:
    """A ``.mjlog`` (gzip) saved as sent with ``Content-Encoding: gzip``: gzip inside gzip."""
    data = LOG.read_bytes()
    path = tmp_path / "double.mjlog.gz"
    path.write_bytes(gzip.compress(gzip.compress(data)))
    plain, twice = read_log_bytes(data), read_log_file(path)
    assert [(h.round, h.end, h.deltas) for h in twice.hands] == [
        (h.round, h.end, h.deltas) for h in plain.hands
    ]
    assert len(twice.wins) == len(plain.wins) > 0
    out = io.StringIO()
    replay_command([str(path)], out)
    assert f"{len(plain.wins)} of {len(plain.wins)} wins agree (mjlog)." in out.getvalue()


def test_each_gzip_layer_stops_at_the_size_limit() -> None:
    bomb = b"<mjloggm>" + b" " * (3 * MAX_LOG_CHARS) + b"</mjloggm>"
    with pytest.raises(LogError) as err:  # the inner layer unpacks past the limit
        read_log_bytes(gzip.compress(gzip.compress(bomb)))
    assert err.value.code == "log_inflated_too_large"
    # the inner layer cut short (a partial download inside): cut off, as a gzip file cut short is
    inner = gzip.compress(LOG.read_bytes())
    with pytest.raises(LogError) as err:
        read_log_bytes(gzip.compress(inner[: len(inner) // 2]))
    assert err.value.code == "log_truncated"
