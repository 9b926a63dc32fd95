"""Which window reads a file a player opens with mjgui (mjgui/controller/game/opening.py): a game
record the tracker, a game log the log window, anything else neither."""

from __future__ import annotations

import errno
import gzip
import io
import os
import shlex
import zipfile
from pathlib import Path

import pytest

from mjgui.controller.game import opening
from mjgui.controller.game.opening import (
    HEAD_BYTES,
    file_kind,
    file_reading,
    kind_of,
    looks_like_a_path,
    looping_link,
    no_file_refusal,
    refusal,
    refused_log,
    shell_word,
    why_no_file,
    window_for,
)
from mjgui.core.logs import LogError, read_log_bytes

DATA = Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize(
    ("head", "name", "kind"),
    [
        # what the first bytes say, whatever the name
        (b"rules seed\nplayers A B C D\n", "game.mjgame", "record"),
        (b"# date 2026-11-27\nrules seed\nplayers A B C D\n", "evening", "record"),
        (b"\xef\xbb\xbf\r\n\r\n  # a comment\r\n  PLAYERS Aiko Boris Chen Dasha\r\n", "x.txt", "record"),
        (b"players A B C # the seats\r", "x", "record"),
        (b'<mjloggm ver="2.3"><SHUFFLE', "2009.mjlog", "log"),
        (b'\n  {"title": ["", ""], "log": []}', "x.txt", "log"),
        # Tenhou's JSON copied with its address on line 1 (InjusticeJudge's), as the readers read it
        (b'// https://tenhou.net/5/mjlog2json.cgi?2023\r\n\r\n// a note\n{"ver": 2.3', "x.txt", "log"),
        (gzip.compress(b"<mjloggm/>"), "x.mjlog", "log"),
        (gzip.compress(b"<mjloggm/>"), "x.mjgame", "log"),  # gzip: only a log is served so
        # nothing tells: the name does (the window that opens says what is wrong with it)
        (b"", "new.mjgame", "record"),
        (b"riichi A\nron B from A 3 40\n", "half.MJGAME", "record"),
        # named as a log, refused by the log reader: the log window says what it is
        (b"hello", "x.json", "log"),
        (b"hello", "x.XML", "log"),
        (b"hello", "x.gz", "log"),
        (b'{"x":1}\n', "bad.json", "log"),
        (b'{"x":1}\n', "settings.json", "log"),
        (b'<svg xmlns="http://www.w3.org/2000/svg"></svg>', "icon.xml", "log"),
        # neither: what the log reader refuses as no log, named as no log, is none whatever its start
        (b"\xef\xbb\xbf[1, 2]", "x", None),
        (b'{"x":1}\n', "settings.ini", None),
        (b"<!DOCTYPE html><html><body>replay</body></html>", "game.html", None),
        (b'{"x":1}\n', "odd.mjgame", "record"),  # the tracker says what is wrong with it
        (b"hello\nrules seed\n", "notes.txt", None),
        (b"# rules seed\n", "notes", None),
        (b"// a C file\n#include <stdio.h>\n", "main.txt", None),  # comments, then no log
        (b"\x00\x01\x02", "data.bin", None),
        (b"", "README", None),
    ],
)
def test_kind_of(head: bytes, name: str, kind: str | None) -> None:
    assert kind_of(head, name) == kind


def test_a_line_cut_by_the_head_is_not_read() -> None:
    """Only whole lines of the first 4 KiB count: a first line longer than that tells nothing."""
    assert kind_of(b" " * (HEAD_BYTES - 5) + b"rules", "x") is None  # 4 KiB: maybe "rulesXYZ"
    assert kind_of(b" " * (HEAD_BYTES - 12) + b"rules seed\n", "x") == "record"


def test_every_record_and_log_of_the_test_data(tmp_path: Path) -> None:
    records = sorted((DATA / "sanma-records").glob("*.mjgame"))
    logs = sorted((DATA / "logs").glob("*.mjlog")) + sorted((DATA / "logs").glob("*.json"))
    assert len(records) >= 5 and len(logs) >= 20
    for path in records:
        assert file_kind(path) == "record", path
        renamed = tmp_path / path.stem  # without its ending: the first line tells
        renamed.write_bytes(path.read_bytes())
        assert file_kind(renamed) == "record", path
    for path in logs:
        assert file_kind(path) == "log", path
        renamed = tmp_path / f"{path.stem}.txt"
        renamed.write_bytes(path.read_bytes())
        assert file_kind(renamed) == "log", path  # Tenhou's JSON with // comments too
    assert file_kind(DATA / "logs" / "README.md") is None


def test_window_for_says_why_not(tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("shopping list\n", encoding="utf-8")
    kind, why = window_for(text, "en")
    assert kind is None and why.startswith(f'"{text}" is neither a game record nor a game log.')
    kind, why = window_for(text, "ru")
    assert kind is None and why.startswith(f"«{text}» — не запись игры и не лог игры.")
    kind, why = window_for(tmp_path / "gone.mjgame", "en")
    assert kind is None and why.startswith(f'cannot open "{tmp_path / "gone.mjgame"}": ')
    kind, why = window_for(tmp_path, "en")  # a folder cannot be read as a file
    assert kind is None and why.startswith("cannot open")
    record = tmp_path / "game.mjgame"
    record.write_text("rules seed\n", encoding="utf-8")
    assert window_for(record, "en") == ("record", "")


def _zip() -> bytes:
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as archive:
        archive.writestr("2009060321gm.mjlog", "<mjloggm/>")
    return data.getvalue()


# a file named as a log that holds none: (name, bytes, what the log reader says of it)
NAMED_AS_LOGS = [
    ("paipu.json", b'{"name": ".lq.GameDetailRecords", "data": "AAAA"}', "Mahjong Soul game record"),
    ("page.mjlog", b"<!DOCTYPE html><html><head><title>tenhou</title></head></html>", "web page"),
    ("log.mjlog", _zip(), "ZIP archive"),
]


@pytest.mark.parametrize(("name", "data", "said"), NAMED_AS_LOGS)
def test_a_file_named_as_a_log_that_holds_none_goes_to_the_log_window_which_says_what_it_is(
    tmp_path: Path, name: str, data: bytes, said: str
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    assert window_for(path, "en") == ("log", "")
    # what the log window says of it, from the log reader
    with pytest.raises(LogError, match=said):
        read_log_bytes(data)
    kind, refused = file_reading(path)
    assert kind == "log" and refused is not None
    # what the tracker says of it (it never calls it a game log): the same words, naming the file
    words = refused_log(path, refused, "en")
    assert words.startswith(f'Cannot open "{path}": ') and said in words and "game log," not in words
    # a game log it reads is no refusal
    assert file_reading(DATA / "logs" / "dnovikoff-example.mjlog") == ("log", None)


def test_a_name_is_shown_as_file_names_are() -> None:
    assert refusal("no_such_file", "a\x1bb.mjgame", "en").startswith('there is no file "a\\x1bb.mjgame".')


@pytest.mark.parametrize(
    ("word", "path"),
    [
        ("234m567p3467888s5s", False),
        ("123m456p789s11z22z", False),
        ("123m(456p)", False),
        ("nope", False),
        ("game.mjgame", True),
        ("2009.MJLOG", True),
        ("log.json", True),
        ("./123m", True),
        ("games/evening", True),
        (f"games{os.sep}evening", True),
    ],
)
def test_looks_like_a_path(word: str, path: bool) -> None:
    assert looks_like_a_path(word) is path


@pytest.mark.parametrize(
    ("error", "en", "ru"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), "permission denied", "отказано в доступе"),
        (OSError(errno.EIO, "Input/output error"), "input/output error", "ошибка ввода/вывода"),
    ],
)
def test_why_a_file_cannot_be_opened_is_worded_in_the_language(
    error: OSError, en: str, ru: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the system's English reason was put in the Russian sentence: «…: Input/output error»
    def refused(path: object) -> None:
        raise error

    monkeypatch.setattr(opening, "file_kind", refused)
    path = tmp_path / "game.mjgame"
    path.write_text("rules seed\n", encoding="utf-8")
    assert window_for(path, "ru") == (None, f"не удаётся открыть «{path}»: {ru}")
    assert window_for(path, "en") == (None, f'cannot open "{path}": {en}')


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_named_pipe_is_not_a_file(tmp_path: Path) -> None:
    # "there is no file" was said of a pipe of that name; opening one would wait for a writer
    pipe = tmp_path / "fifo.mjgame"
    os.mkfifo(pipe)
    assert why_no_file(str(pipe)) == "not_a_file"
    assert why_no_file(str(tmp_path / "gone.mjgame")) == "no_such_file"
    assert why_no_file(str(tmp_path)) == "folder"
    assert window_for(pipe, "en") == (
        None,
        f'"{pipe}" is not a file. mjgui FILE opens a game record (.mjgame) in the game tracker and '
        "a game log (.mjlog, .xml, .json, .jsonl, .mjson, .gz) in the game-log window.",
    )
    assert window_for(pipe, "ru")[1].startswith(f"«{pipe}» — не файл. mjgui ФАЙЛ открывает")


def test_the_refusal_says_what_a_record_starts_with_as_it_is_read(tmp_path: Path) -> None:
    # it said "its first line rules or players", but a saved record starts with "# date ..."
    # comments, and a text of any name whose first line after them is rules or players opens
    saved = tmp_path / "evening"
    saved.write_text("# date 2026-11-27\n# the club\n\nrules seed\nplayers A B C D\n", encoding="utf-8")
    assert window_for(saved, "en") == ("record", "")
    text = tmp_path / "notes.txt"
    text.write_text("shopping list\n", encoding="utf-8")
    assert window_for(text, "en")[1] == (
        f'"{text}" is neither a game record nor a game log. mjgui opens a game record (a .mjgame '
        "file, or a text whose first line after comments is rules or players) in the game tracker, "
        "and a game log (Tenhou's .mjlog or .xml, tenhou.net/6 .json, an mjai event log's .json, "
        ".jsonl or .mjson, each also gzipped) in the game-log window."
    )
    assert window_for(text, "ru")[1] == (
        f"«{text}» — не запись игры и не лог игры. mjgui открывает запись игры (файл .mjgame или "
        "текст, первая строка которого после комментариев — rules или players) в трекере игры, а лог "
        "игры (Tenhou .mjlog или .xml, tenhou.net/6 .json, лог событий mjai .json, .jsonl или .mjson, "
        "в том числе сжатый gzip) — в окне лога игры."
    )


def test_a_folder_is_said_to_be_one_and_where_a_folder_of_records_opens(tmp_path: Path) -> None:
    """``mjgui season/`` was told "neither a game record nor a game log": a folder of records
    (a season) is read by the club window and ``mjgui league``."""
    assert why_no_file(str(tmp_path)) == "folder"
    assert refusal("folder", "season", "en") == (
        '"season" is a folder. mjgui FILE opens a game record or a game log; a folder of game '
        "records (a season) opens in the Club results window, mjgui --window club --open season, "
        "and mjgui league season prints its league table."
    )
    assert refusal("folder", "season", "ru") == (
        "«season» — папка. mjgui ФАЙЛ открывает запись игры или лог игры; папку с записями игр "
        "(сезон) открывает окно «Результаты клуба»: mjgui --window club --open season, а mjgui "
        "league season выводит её таблицу лиги."
    )
    # a folder a shell splits or expands is quoted in the commands, as it needs typing
    assert refusal("folder", "my club", "en").endswith(
        "mjgui --window club --open 'my club', and mjgui league 'my club' prints its league table."
    )
    assert refusal("folder", "it's", "en").endswith("mjgui league 'it'\"'\"'s' prints its league table.")
    assert refusal("folder", "/home/саша/клуб-2026", "ru").endswith(
        "mjgui --window club --open /home/саша/клуб-2026, а mjgui league /home/саша/клуб-2026 выводит "
        "её таблицу лиги."
    )
    assert shell_word("C:\\Users\\A B\\club", windows=True) == '"C:\\Users\\A B\\club"'
    assert shell_word("C:\\club", windows=True) == "C:\\club"
    assert shlex.split(shell_word("it's my $HOME club")) == ["it's my $HOME club"]


def test_a_link_loop_is_said_to_be_one_not_a_missing_file(tmp_path: Path) -> None:
    """``mjgui loop.mjgame`` said "there is no file" where ``mjgui game`` and the season say the
    link loops: a link there leads back to itself (or through a folder link that does)."""
    loop = tmp_path / "loop.mjgame"
    loop.symlink_to("loop.mjgame")
    (tmp_path / "round").symlink_to("round")
    for path in (loop, tmp_path / "round" / "game.mjgame"):
        assert why_no_file(str(path)) == "link_loop"
    assert why_no_file(str(tmp_path / "gone.mjgame")) == "no_such_file"
    assert refusal("link_loop", str(loop), "en") == (
        f'"{loop}" is a link that leads back to itself (a loop of links): there is no file to open. '
        "Remove the link, or make it lead to a game record or a game log."
    )
    assert refusal("link_loop", str(loop), "ru") == (
        f"«{loop}» — ссылка, которая ведёт сама на себя (петля ссылок): открывать нечего. Удалите "
        "ссылку или направьте её на запись игры или лог игры."
    )


def test_a_folder_link_that_loops_on_the_way_to_a_file_is_the_link_named(tmp_path: Path) -> None:
    """``mjgui DIR/round/game.mjgame``, ``round`` a folder link that loops: game.mjgame was said
    to be "a link that leads back to itself" (it is no link at all); the link that loops is
    named, and the file's own loop is said as before."""
    (tmp_path / "round").symlink_to("round")
    loop = tmp_path / "loop.mjgame"
    loop.symlink_to("loop.mjgame")
    inside = tmp_path / "round" / "game.mjgame"
    assert looping_link(str(inside)) == str(tmp_path / "round")
    assert looping_link(str(loop)) == str(loop)
    assert looping_link(str(tmp_path / "gone.mjgame")) is None
    assert no_file_refusal(str(inside), "en") == (
        f'"{inside}" cannot be opened: "{tmp_path / "round"}", a folder on its way, is a link that '
        "leads back to itself (a loop of links). Remove that link, or make it lead to a folder."
    )
    assert no_file_refusal(str(inside), "ru") == (
        f"«{inside}» не открыть: «{tmp_path / 'round'}», папка на пути к нему, — ссылка, которая "
        "ведёт сама на себя (петля ссылок). Удалите эту ссылку или направьте её на папку."
    )
    assert no_file_refusal(str(loop), "en") == refusal("link_loop", str(loop), "en")
    assert no_file_refusal(str(tmp_path / "round") + os.sep, "en") == refusal(
        "link_loop", str(tmp_path / "round") + os.sep, "en"
    )
    assert no_file_refusal(str(tmp_path / "gone.mjgame"), "en") == refusal(
        "no_such_file", str(tmp_path / "gone.mjgame"), "en"
    )


@pytest.mark.parametrize("ending", [".jsonl", ".mjson", ".JSONL", ".mjson.gz"])
def test_an_mjai_logs_ending_is_a_log_and_a_path(tmp_path: Path, ending: str) -> None:
    """The endings of mjai logs are known as the log readers know them (one list,
    ``core.logs.LOG_SUFFIXES``): a missing ``x.mjson`` is no such file, not a hand; a ``.jsonl``
    whose text is no log goes to the log window, which says what it is."""
    assert looks_like_a_path(f"nosuch{ending}")
    assert kind_of(b"hello", f"game{ending}") == "log"


def test_the_refusals_name_every_log_ending_the_readers_know(tmp_path: Path) -> None:
    from mjgui.core.logs import LOG_PATTERNS, LOG_SUFFIXES

    assert {".jsonl", ".mjson"} <= set(LOG_SUFFIXES)
    assert all(f"*{suffix}" in LOG_PATTERNS for suffix in LOG_SUFFIXES)  # the file dialog's too
    junk = tmp_path / "junk.txt"
    junk.write_text("hello\n", encoding="utf-8")
    for lang in ("en", "ru"):
        said = [
            window_for(junk, lang)[1],
            no_file_refusal(str(tmp_path / "nosuch.mjson"), lang),
            refusal("not_a_file", tmp_path, lang),
        ]
        for text in said:
            assert all(suffix in text for suffix in LOG_SUFFIXES if suffix != ".gz"), text
    assert "mjai" in window_for(junk, "en")[1]
