"""mjgui's own files where the system is not kind: a data folder that cannot be created, an
autosave lock that names a live process after a reboot or another computer, a finished game
that was never saved, links to a synced folder, a student record with a byte-order mark, and
a file saved as UTF-16. Real files in tmp_path; live processes by subprocess."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjgui.core.game.storage import StorageError, load_record
from mjgui.core.league.aliases import ALIASES_FILE, load_aliases
from mjgui.core.teach.student import StudentRecord
from tests.util import HANCHAN

# -- encodings -----------------------------------------------------------------------------------


def test_a_student_record_with_a_byte_order_mark_reads(tmp_path: Path) -> None:
    path = tmp_path / "student.json"
    answer = {"when": 1000.0, "hand": "h", "step": "han", "skills": ["han:count"], "correct": True}
    data = {"version": 1, "answers": [answer], "best_times": {}}
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    record = StudentRecord.load(path)
    assert record.load_error is None and record.set_aside is None and len(record.answers) == 1


@pytest.mark.parametrize(
    ("raw", "en", "ru"),
    [
        (b'{"version": 1,', "it is not valid JSON (line 1, column 15)", "строка 1, столбец 15"),
        (b"", "the file is empty", "файл пуст"),
        ('{"version": 1}'.encode("utf-16"), "it is UTF-16 text, and a student record is UTF-8", "UTF-16"),
        (b'{"version": 1, "x": "\xff"}', "it is not UTF-8 text (byte 21)", "UTF-8"),
        (b'{"version": 7}', "it has no version number this mjgui reads", "версии"),
    ],
)
def test_why_a_student_record_is_refused_is_said_in_plain_words(
    tmp_path: Path, raw: bytes, en: str, ru: str
) -> None:
    path = tmp_path / "student.json"
    path.write_bytes(raw)
    error = StudentRecord.load(path).load_error
    assert error is not None
    assert error.message() == f"{path} is not a student record: {en}."
    assert ru in error.message("ru") and "Expecting" not in error.message("ru")


def test_a_file_saved_as_utf16_is_said_to_be_utf16(tmp_path: Path) -> None:
    aliases = tmp_path / ALIASES_FILE
    aliases.write_bytes("Borya = Boris\n".encode("utf-16"))
    with pytest.raises(StorageError) as info:
        load_aliases(tmp_path)
    text = info.value.message()
    assert "looks like UTF-16 text" in text and "as UTF-8" in text and "game record" not in text
    assert "UTF-16" in info.value.message("ru")
    record = tmp_path / "game.mjgame"
    record.write_bytes(HANCHAN.encode("utf-16-le"))  # no byte-order mark: the NULs tell
    with pytest.raises(StorageError) as info:
        load_record(record)
    assert info.value.code == "utf16"
    binary = tmp_path / "binary.mjgame"
    binary.write_bytes(b"rules seed\n\x00\x01\x02garbage")
    with pytest.raises(StorageError) as info:
        load_record(binary)
    assert info.value.code == "binary"
