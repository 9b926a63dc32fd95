"""Fuzz the record reader, the game replay, the record files, the score arguments, the club's
aliases file, league folders, the student's record, the settings file, the autosave folder and
the game log readers.

    .venv/bin/python tools/fuzz.py [-n N] [--seed S] [--budget SECONDS] [--kind KIND]

Takes valid game records and score lines, mutates them as a clumsy user or an attacker would
(words swapped for other record words, huge and negative numbers, long repeats, stray quotes,
bytes that are not UTF-8, control characters, other line endings, lines cut, doubled, moved)
and real game logs (Tenhou mjlog, tenhou.net/6 and mjai event logs, four and three players, mutated by
tests/logmutate.py: numbers, strings, nulls, NaN, seats, tiles, Norths set aside, truncation;
files that hold a link to a log instead of the log, ``LINK_SAMPLES``, and real games written
as tenhou.net/6 editor links, a hand a ``#json=`` link, ``JSON_LINK_SAMPLES``; real files refused
as what they are, a Mahjong Soul record in its own format and two logs as ``jq .`` writes them,
``REFUSED_SAMPLES``; those links pasted on one line with spaces between them, and an Internet
shortcut, ``.url``, a desktop link, ``.desktop``, or a ``.webloc`` to one of them, XML or binary
(``bplist00``, as the Finder writes it or damaged), read as the links one a line are), and feeds
each to the public core API; a log's text is fed as a file's bytes too (``LOG_BYTE_FORMS``: gzip of
one member or several, with bytes after its last, cut or damaged; UTF-16, a Windows code page,
zero bytes at its end, a NUL inside; a game record in Windows-1251). Score lines are fed to
``score`` and, joined, to the ``--batch`` reader as standard input (``BATCH_FORMS``: CRLF, a byte
order mark, UTF-16, a code page, a NUL, zero bytes, a line past the limit). Student
records (``student.json``) are mutated as JSON (values of the wrong type, huge and non-finite
numbers, deep nesting, long strings, keys dropped) and as bytes, then loaded, merged with a
window's answers and saved; beside it and beside the file a link to it leads to, sync tools'
conflict copies of it (Dropbox's, Syncthing's, Nextcloud's names; some damaged, a newer mjgui's,
a folder, links) and files that are none (OneDrive's machine-name copies among them), merged at
the load and left where they are. Settings files
(``mjgui.conf``) are mutated as bytes, saved as UTF-16, replaced by random bytes or grown past
their size limit, and checked as mjgui checks them before Qt opens them; the calculator's rules
in them (``rules/preset``, ``rules/options``: option words read, refused, repeated, quoted as Qt
writes them or not) are read as the window reads them at start and saved again through Qt;
line breaks Python knows and Qt does not (U+2028, U+2029, U+0085, ...) are put anywhere in
them, and a folder named with them is saved in each accepted one.
League records' players and files are given names a spreadsheet reads as a number, a date or a
formula. Autosave folders are written by real trackers from real records
(tests/autosavemutate.py) from records with odd file names (a newline, a CR, a tab, %...), some
with a typo on a line of play (kept and marked: the slot's unread file names it), then a slot's
record, source file, unread file, lock or previous file is cut, changed, grown past its limit
as a sparse file, replaced by a folder, a FIFO or a link (to ``/dev/zero`` too), made unreadable
(an unread file, not as root), its ``saved`` line damaged, doubled or dropped, its name badly
quoted, its unread entries changed, a lock given a holder's line and gigabytes after it; a
tracker starts on the folder and resumes or declines what it offers. It prints, with
the input that caused it:

* **crash** — any exception other than the typed errors (``GameError``, ``StorageError``,
  ``MahjongError``) the program reports to the player;
* **hang** — an input that took longer than ``--budget`` seconds plus 1 ms per KB (interrupted
  with an alarm where the system has one);
* **wrong acceptance** — an accepted input that breaks a rule: points not conserved, a han above
  the record's limit, a line or file over its limit, a hand with a fifth copy of a tile, a
  record whose text does not read back the same; an aliases file that a merge rewrote though
  it did not read, or lost a byte of; a league folder (copies, links, damaged records) in which
  a game counts twice (two records that look like copies of one game both counted, or one left
  out as the copy of a game not counted) or a record is neither counted, nor skipped, nor named
  as a repeat; a CSV
  cell a spreadsheet would run as a formula, or read whole as a number, a date or a time, a name or a
  file that does not come back whole once its ``'`` is taken off, a number written as text; a
  link's error said elsewhere than where the link starts, links on one line or in a shortcut
  read otherwise than one a line; saved rule options read otherwise than a rules line reads
  them, or not read back the same once saved; a student record that was refused but not kept
  byte for byte under its set-aside name (one of a newer version: not left in place as it
  was; one with answers left out, the others used: not copied there and left in place), or
  whose answers did not survive a save; a conflict copy's answers lost, a copy removed or
  changed, one said merged that brought no answer, one not merged not said, one left unsaid
  whose answers are not in the record, a file taken for a copy that is none, a link to the
  record replaced by a file; a settings
  file that was refused but not kept byte for byte, or accepted over its limit, or refused for
  a U+2028 (or the like) alone, or one mjgui wrote with such a folder name refused; an autosaved
  game neither resumed, nor left on disk, nor set aside under a name the notice gives, an
  autosave error that names no file, a source file read over its limit or written with other
  lines than the name and its ``saved`` digest, a record's file name that does not come back from
  it; this mjgui's own game called a newer mjgui's while its unread file did not read, an
  autosave stopped by a side file (the source or unread file in the way); a lock that is not a
  lock file changed, removed, taken or not said; a log error
  that does not say where, or one the readers did not foresee (``log_unexpected``), a sentence
  with a ``{placeholder}`` left in it, a gzip log read otherwise than the text it holds (a
  member dropped), bytes after its last member left unsaid; a batch answered with more or fewer
  answers than its input has lines, an answer naming another line, zero bytes taken for UTF-16.

Exit status 0 when nothing was found, 1 otherwise. The same seed gives the same inputs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import plistlib
import random
import re
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from copy import deepcopy
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mjgui.controller.scoring.calculator import rules_setting, saved_rules
from mjgui.core.errors import MahjongError
from mjgui.core.game.game import replay
from mjgui.core.game.record import (
    COMMANDS,
    KEYWORDS,
    MAX_HAN,
    MAX_LINE,
    HanFu,
    RonAction,
    TsumoAction,
    parse_record,
)
from mjgui.core.game.storage import MAX_BYTES, MAX_LINES, StorageError, load_record
from mjgui.core.league.aliases import ALIASES_FILE, add_alias, load_aliases, unreadable_target
from mjgui.core.league.export import FORMULA_START, games_csv, read_csv, standings_csv
from mjgui.core.league.names import key as name_key
from mjgui.core.league.season import Season, look_alike, read_game
from mjgui.core.league.season import load_season as load_league
from mjgui.core.league.standings import standings
from mjgui.core.logs import LogError, read_log, read_log_bytes
from mjgui.core.logs.links import MAX_LINK_CHARS
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.rule_words import with_rule_words
from mjgui.core.scoring.rules import PRESETS
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.tiles import NORTH
from mjgui.core.shown import shown_path
from mjgui.core.teach.student import MAX_BYTES as STUDENT_MAX_BYTES
from mjgui.core.teach.student import Answer, StudentRecord
from mjgui.gui.settings import MAX_SETTINGS_BYTES as SETTINGS_MAX_BYTES
from mjgui.gui.settings import Settings, check_settings_file, settings_text_ok
from tests.autosavemutate import check_mutated as check_autosave_folder
from tests.logmutate import JSON_LINK_SAMPLES, LINK_SAMPLES, REFUSED_SAMPLES, check_log_bytes, check_log_text
from tests.logmutate import SAMPLES as LOG_SAMPLES
from tests.logmutate import mutate as mutate_log
from tests.util import HANCHAN

# a whole hanchan (tests/util.py), one with a hand line, and one with the rules' variants
RECORDS = (
    HANCHAN,
    'players Aiko Boris Chen Dasha\nriichi Aiko\nron Aiko from Dasha hand "234m567p345678s55s --riichi"\n',
    """rules seed wareme=on chombo_at_end=on atama_hane=off
players Eri Fumi Goro Hana
wareme Fumi
riichi Goro
ron Goro from Eri yakuman 1 pao Hana
ron Eri from Fumi 2 30
also ron Goro from Fumi 3 30
chombo Hana
draw nagashi Fumi tenpai Fumi
tsumo Hana 13
""",
    # three players (RULES.md §9): nuki, tsumo loss, a double ron, the draws, a West round
    """rules tenhou-sanma
players Aiko Boris Chen
tsumo Boris 2 30
riichi Chen
ron Chen from Aiko hand "123p456p789p11s99m --riichi --nuki 1"
draw tenpai Aiko
draw tenpai Aiko,Boris
abort
draw nagashi Chen tenpai Chen
ron Aiko from Chen 3 30
also ron Boris from Chen 2 30
chombo Boris
tsumo Aiko hand "111m999m123p456p7s7s --nuki 2"
""",
    # a real three-player game (tests/data/sanma-records, its README cites the log)
    (Path(__file__).resolve().parent.parent / "tests/data/sanma-records/dnovikoff-sanma2.mjgame").read_text(
        encoding="utf-8"
    ),
)
SCORE_LINES = (
    "234m567p345678s55s --riichi",
    "123m456p789s22p --pon 777z --tsumo",
    "1133m5577p22s4466z --riichi --dora 1m --ura 3p",
    "19m19p19s1234567z1m",
    "234m567p55s --chi 678s --kan 1111z --seat S --round S --honba 3 --sticks 2 --from W",
    # three players: nuki, the 1m/9m indicator wrap, a West indicator, no North seat
    "111m999m340p55s777z --riichi --rules tenhou-sanma --nuki 2 --dora 9m,3z --ura 3z --seat W",
    "19m19p19s1234567z1z --tsumo --rules mahjongsoul-sanma --nuki 1 --honba 2 --seat S",
)
WORDS = (
    *COMMANDS,
    *KEYWORDS,
    "Aiko",
    "Boris",
    "Zed",
    "Aiko,Boris,Chen,Dasha",
    "tenhou-sanma",
    "mahjongsoul-sanma",
    "0",
    "-1",
    "25",
    "99",
    "100",
    "140",
    "999999999",
    "99999999999999999999",
    "1e400",
    "nan",
    '"',
    "'",
    "#",
    "\\",
    "=",
    "hand",
    '"1m"',
    "--seat",
    "--tsumo",
    "uma=1,2,3",
    "start_points=-5",
    "edition=2",  # an edition this mjgui does not know, a digit no number, one too long
    "edition=\u00b2",
    "edition=99999999999",
    "\u202e",
    "\x00",
    "\x7f",
    "ＡＩＫＯ",
)
OPTIONS = (
    "--riichi",
    "--tsumo",
    "--ippatsu",
    "--dora",
    "--pon",
    "--kan",
    "--seat",
    "--honba",
    "--from",
    "--win",
    "--nuki",
    "--rules",
)
TYPED = (MahjongError,)
# a student record as the quiz writes it: answers of each step, a drill's best time
STUDENT = json.dumps(
    {
        "version": 1,
        "answers": [
            {
                "when": 1796400000.125,
                "hand": "234m567p345678s55s --riichi",
                "step": "yaku",
                "skills": ["yaku:riichi", "yaku:pinfu"],
                "correct": False,
                "mode": "practise",
            },
            {
                "when": 1796400004.5,
                "hand": "234m567p345678s55s --riichi",
                "step": "fu",
                "skills": ["fu:menzen_ron"],
                "correct": True,
                "mode": "",
            },
            {
                "when": 1796400009,
                "hand": "19m19p19s1234567z1m",
                "step": "payment",
                "skills": ["pay:non_dealer_ron", "limit:yakuman"],
                "correct": True,
                "mode": "drill",
            },
        ],
        "best_times": {"yaku-5": 61.23, "fu-10": 200},
    },
    indent=1,
)
JSON_VALUES: tuple[object, ...] = (
    None,
    True,
    0,
    -1,
    10**30,
    10**400,
    1e308,
    "",
    "x" * 5000,
    "\u202e",
    [],
    {},
    [[[[[]]]]],
    {"version": 1},
    "yaku:riichi",
)


class Hang(Exception):
    pass


# -- mutations --------------------------------------------------------------------------------

MAX_PIECE = 2_000_000  # characters: longer than any limit, small enough to stay in memory


def _repeat(text: str, times: int) -> str:
    return text * min(times, MAX_PIECE // max(1, len(text)))


def _mutate_words(rng: random.Random, words: list[str]) -> list[str]:
    words = list(words) or [""]
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(words))
        kind = rng.randrange(8)
        if kind == 0:
            words[i] = rng.choice(WORDS)
        elif kind == 1:
            words.insert(i, rng.choice(WORDS))
        elif kind == 2 and len(words) > 1:
            del words[i]
        elif kind == 3:
            words[i] = str(rng.choice((0, -1, 10**9, 10**30, rng.randint(-200, 200))))
        elif kind == 4:
            words[i] = _repeat(words[i], rng.choice((2, 50, 2000, 20_000)))
        elif kind == 5:
            pos = rng.randint(0, len(words[i]))
            words[i] = words[i][:pos] + chr(
                rng.choice((0x22, 0x23, 0x0B, 0x85, 0x2028, rng.randint(1, 0x2FFF)))
            )
        elif kind == 6:
            j = rng.randrange(len(words))
            words[i], words[j] = words[j], words[i]
        else:
            words[i] = words[i].upper() if rng.random() < 0.5 else words[i][: rng.randint(0, len(words[i]))]
    return words


def mutate_record(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        kind = rng.randrange(6)
        if kind == 0:
            lines[i] = " ".join(_mutate_words(rng, lines[i].split(" ")))
        elif kind == 1:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif kind == 2 and len(lines) > 1:
            del lines[i]
        elif kind == 3:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 4:
            lines[i] = _repeat(lines[i], rng.choice((2, 100, 20_000)))
        else:
            lines[i] = lines[i][: rng.randint(0, len(lines[i]))]
    ending = rng.choice(("\n", "\n", "\r\n", "\r"))
    out = ending.join(lines) + (ending if rng.random() < 0.8 else "")
    return out


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        pos = rng.randint(0, len(out))
        out[pos:pos] = bytes([rng.choice((0x00, 0x80, 0xC3, 0xFF, 0xEF, 0xBB, 0xBF, 0x0D, 0x1B))])
    if rng.random() < 0.2:
        out = out[: rng.randint(0, len(out))]
    return bytes(out)


def _json_nodes(value: object, out: list[tuple[object, object]]) -> None:
    """Every (container, key) pair in ``value``, to pick one to change."""
    if isinstance(value, dict):
        for k in list(value):
            out.append((value, k))
            _json_nodes(value[k], out)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.append((value, i))
            _json_nodes(item, out)


def mutate_student(rng: random.Random, text: str) -> bytes:
    """A student record mutated as JSON (a value replaced, a key dropped, an answer doubled, a
    deep nest), then sometimes as bytes."""
    data = json.loads(text)
    for _ in range(rng.randint(1, 3)):
        nodes: list[tuple[object, object]] = []
        _json_nodes(data, nodes)
        if not nodes:
            break
        container, key = rng.choice(nodes)
        kind = rng.randrange(5)
        if kind == 0:
            # a copy: a list or object of JSON_VALUES put inside itself would be a cycle
            container[key] = deepcopy(rng.choice(JSON_VALUES))  # type: ignore[index]
        elif kind == 1 and isinstance(container, dict):
            del container[key]
        elif kind == 2 and isinstance(container, list):
            container.insert(int(key), container[int(key)])  # type: ignore[call-overload]
        elif kind == 3:  # a number where a number goes: the times and the best times
            numbers = [(c, k) for c, k in nodes if isinstance(c[k], (int, float))]  # type: ignore[index]
            container, key = rng.choice(numbers or [(container, key)])
            container[key] = rng.choice((float("nan"), float("inf"), -0.0, 2**63, 10**400, -(10**30)))  # type: ignore[index]
        else:
            depth = rng.choice((10, 200))  # deeper nests are written as text below
            container[key] = json.loads("[" * depth + "]" * depth)  # type: ignore[index]
    out = json.dumps(data, ensure_ascii=rng.random() < 0.5).encode()
    if rng.random() < 0.2:
        depth = rng.choice((1000, 100_000))
        out = b'{"version": 1, "answers": ' + b"[" * depth + b"]" * depth + b"}"
    if rng.random() < 0.3:
        out = mutate_bytes(rng, out)
    return out


def mutate_score(rng: random.Random, line: str) -> list[str]:
    words = _mutate_words(rng, line.split())
    if rng.random() < 0.3:
        words.insert(rng.randint(0, len(words)), rng.choice(OPTIONS))
    return words


# -- checks -----------------------------------------------------------------------------------


def check_record(text: str) -> str | None:
    """None when the record was answered correctly, else what was wrong."""
    record = parse_record(text)
    if parse_record(record.text).text != record.text:
        return "the record does not read back the same"
    for line in record.lines:
        if line.action is not None and len(line.text) > MAX_LINE:
            return f"line {line.number} over {MAX_LINE} characters accepted"
    result = replay(record)
    refused = {err.line for err in result.errors}
    for line in record.lines:
        action = line.action
        if (
            isinstance(action, RonAction | TsumoAction)
            and isinstance(action.value, HanFu)
            and not 1 <= action.value.han <= MAX_HAN
            and line.number not in refused
        ):  # the game refuses it, worded by its rules' kazoe (a line is read without them)
            return f"line {line.number}: {action.value.han} han accepted"
    for err in result.errors:
        if not err.message("en") or not err.message("ru"):
            return f"line {err.line}: an error without a message ({err.code})"
    final = result.final
    if (
        final.points
        and sum(final.points) + 1000 * final.sticks != len(final.points) * final.rules.start_points
    ):
        return f"points not conserved: {final.points} + {final.sticks} sticks"
    return None


def check_file(data: bytes, folder: Path) -> str | None:
    path = folder / "fuzz.mjgame"
    path.write_bytes(data)
    try:
        record = load_record(path, strict=True)
    except StorageError:
        if path.read_bytes() != data:
            return "a refused file was changed"
        return None
    if len(data) > MAX_BYTES or len(record.lines) > MAX_LINES:
        return "a file over the limits was accepted"
    if record.errors:
        return "a strict load accepted a bad line"
    return check_record(record.text)


@contextlib.contextmanager
def _scratch(work: Path) -> Iterator[Path]:
    """An empty folder ``work`` for one check, removed after it."""
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    try:
        yield work
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check_student(data: bytes, folder: Path) -> str | None:
    """Load a (mutated) student record, add a window's answer, save, load again: nothing is
    lost, a refused file is kept byte for byte under its set-aside name."""
    with _scratch(folder / "student") as work:
        path = work / "student.json"
        path.write_bytes(data)
        record = StudentRecord.load(path)
        mine = Answer(1796500000.0, "123m456p789s11z22z2z", "fu", ("fu:menzen_ron",), False, "fuzz")
        if record.newer is not None:  # a newer mjgui's record: left in place, never written
            record.add(mine)
            record.save()
            if record.set_aside is not None or not path.exists() or path.read_bytes() != data:
                return "a newer mjgui's student record was not left as it was"
            return None
        if record.load_error is not None:
            if record.set_aside is None or record.set_aside.read_bytes() != data:
                return "a refused student record was not kept as it was"
            if record.load_error.code == "answers_left_out":  # the others used: the file stays till a save
                if not record.answers or not path.exists() or path.read_bytes() != data:
                    return "a student record with answers left out was not kept where it was"
            elif path.exists():
                return "a refused student record was left where it will be written over"
        elif len(data) > STUDENT_MAX_BYTES:
            return "a student record over the size limit was accepted"
        before = list(record.answers)
        record.add(mine)
        record.save()
        again = StudentRecord.load(path)
        if again.load_error is not None:
            return f"a saved student record does not load: {again.load_error.message()}"
        if not all(a in again.answers for a in before) or mine not in again.answers:
            return "answers were lost by a save"
        if len(set(again.answers)) != len(again.answers):
            return "a save doubled an answer"
        second = StudentRecord.load(path)  # a second window merges with the first: no change
        second.save()
        if StudentRecord.load(path).answers != again.answers:
            return "merging the same record twice changed it"
        return None


#: names a sync tool gives its conflict copy of ``student.json`` (Dropbox, Syncthing, Nextcloud and
#: its older clients, a copy of a copy, another case), and names beside it that are no conflict
#: copy (the record's own set-aside copy, a numbered copy, OneDrive's machine-name copy, which
#: cannot be told from a person's backup or another student's record, another file)
CONFLICT_NAMES = (
    "student (Boris's conflicted copy 2026-12-07).json",
    "student.sync-conflict-20261207-101500-ABCDEF1.json",
    "student (conflicted copy 2026-12-07 101500).json",
    "student_conflict-20261207-101500.json",
    "STUDENT (Boris's conflicted copy 2026-12-07).JSON",
    "student (Boris's conflicted copy 2026-12-07) (Chen's conflicted copy 2026-12-08).json",
)
OTHER_NAMES = (
    "student-damaged-20261207-101500.json",
    "student (1).json",
    "student-LAPTOP.json",
    "student-DESKTOP-1A2B3C4.json",
    "STUDENT-laptop.JSON",
    "student-old.json",
    "students.json",
    "other (Boris's conflicted copy 2026-12-07).json",
)


def _answers_json(rng: random.Random, base: float) -> list[dict[str, object]]:
    """A few answers of a machine's own (their times from ``base``), some the record's too."""
    own = json.loads(STUDENT)["answers"]
    picked = [a for a in own if rng.random() < 0.5]
    for i in range(rng.randint(0, 4)):
        picked.append({**rng.choice(own), "when": base + i * 7.25, "correct": rng.random() < 0.5})
    return picked


def student_folder(rng: random.Random, work: Path) -> list[tuple[str, bool]]:
    """A synced folder's ``student.json`` (maybe mutated, maybe missing; maybe a link to a
    record in a synced folder, ``synced/student.json`` or ``synced/mine.json``) with conflict
    copies beside it and beside the file it leads to, each another machine's answers (some
    mutated, one a newer mjgui's, a folder, a link to the record or to another file), and
    files that are no copies; each name written (its path from ``work``) and whether a sync
    tool's copy of the record beside it is named so."""
    data = json.loads(STUDENT)
    names: list[tuple[str, bool]] = []
    places = [("", "student")]
    record = work / "student.json"
    if rng.random() < 0.3:  # the record a link into a synced folder, copies beside either
        stem = rng.choice(("student", "mine"))
        (work / "synced").mkdir()
        record = work / "synced" / f"{stem}.json"
        (work / "student.json").symlink_to(f"synced/{stem}.json")
        places.append(("synced/", stem))
    if rng.random() < 0.85:
        record.write_bytes(STUDENT.encode() if rng.random() < 0.7 else mutate_student(rng, STUDENT))
    for n in range(rng.randint(1, 3)):
        folder, stem = rng.choice(places)
        template = rng.choice(CONFLICT_NAMES + OTHER_NAMES)
        name = folder + template.replace("student", stem).replace("STUDENT", stem.upper())
        path = work / name
        if os.path.lexists(path):
            continue
        names.append((name, template in CONFLICT_NAMES))
        theirs = {**data, "answers": _answers_json(rng, 1796600000.0 + 1000 * n)}
        if rng.random() < 0.5:
            theirs["best_times"] = {"yaku-5": rng.choice((12.5, 90, 61.23)), f"fu-{n}": 30}
        text = json.dumps(theirs, indent=1)
        roll = rng.random()
        if roll < 0.6:
            path.write_text(text, encoding="utf-8")
        elif roll < 0.8:
            path.write_bytes(mutate_student(rng, text))
        elif roll < 0.85:
            path.write_text(json.dumps({**theirs, "version": 99}), encoding="utf-8")
        elif roll < 0.9:
            path.mkdir()
        elif roll < 0.95:
            path.symlink_to(os.path.relpath(record, path.parent))
        else:
            others = [p for p in path.parent.iterdir() if p != record and p.is_file() and not p.is_symlink()]
            path.symlink_to(rng.choice(others).name if others else "missing.json")
    return names


def _readable(path: Path, probe: Path) -> list[Answer] | None:
    """The answers of the student record at ``path`` when it reads whole (no answer left out,
    not a newer mjgui's), else None: read as a record of its own (a copy of it, in ``probe``)."""
    record = _alone(path, probe)
    if record is None or record.load_error is not None or record.newer is not None:
        return None
    return list(record.answers)


def _alone(path: Path, probe: Path) -> StudentRecord | None:
    """The student record at ``path`` read as a record of its own (a copy of it, in ``probe``,
    with no conflict copy beside it), or None when it is no file."""
    if not path.is_file():
        return None
    shutil.rmtree(probe, ignore_errors=True)
    probe.mkdir()
    shutil.copyfile(path, probe / "student.json")
    return StudentRecord.load(probe / "student.json")


def _kind(path: Path) -> str:
    """What is at ``path``: a link, a folder, a file, or none."""
    if path.is_symlink():
        return "link"
    return "dir" if path.is_dir() else "file" if path.exists() else "none"


def check_student_sync(rng: random.Random, folder: Path) -> str | None:
    """A student record with sync conflict copies beside it (:func:`student_folder`): loaded,
    an answer added, saved. No answer of the record or of a copy is lost; a copy is never
    removed nor changed (one merged is left where it is); one merged is said only when it
    brought answers the record did not have, one not merged is said; a copy left unsaid has
    all its answers in the record; what is no conflict copy is neither merged nor said; a
    record that is a link stays one."""
    with _scratch(folder / "sync") as work:
        home = work / "home"
        home.mkdir()
        names = student_folder(rng, home)
        path = home / "student.json"
        linked = path.is_symlink()
        real = os.path.realpath(path)
        where = os.path.realpath(home)

        def named(copy: Path) -> str:  # a copy's path from the folder (its folder's links resolved)
            return os.path.relpath(os.path.join(os.path.realpath(copy.parent), copy.name), where)

        kinds = {name: _kind(home / name) for name, _ in names}
        before = {name: (home / name).read_bytes() for name, kind in kinds.items() if kind == "file"}
        alone = _alone(path, work / "probe")
        own = set() if alone is None else set(alone.answers)
        copies = {name: _readable(home / name, work / "probe") for name, _ in names}
        record = StudentRecord.load(path)
        for err in record.copy_errors:
            if not err.message("en") or not err.message("ru"):
                return f"a conflict copy not merged without a message ({err.code})"
        loaded = set(record.answers)
        merged = {named(p) for p in record.merged_copies}
        errors = {named(Path(str(e.params.get("path", "")))) for e in record.copy_errors}
        said = merged | errors
        said_real = {os.path.realpath(home / name) for name in said}
        for name, is_copy in names:
            answers = copies[name]
            if not is_copy:
                if name in said:
                    return f"{name}, which is no sync tool's copy, was taken for one"
                continue
            if record.newer is not None or not (home / name).is_file():
                continue
            if name in merged:
                if answers is None or not set(answers) <= loaded:
                    return f"{name} was merged, and its answers are not all in the record"
                if set(answers) <= own:
                    return f"{name} was said merged, and brought no answer the record did not have"
            elif os.path.realpath(home / name) in said_real or os.path.realpath(home / name) == real:
                continue  # a link to the record, or to a copy said under its other name
            elif answers is None:
                return f"the conflict copy {name} was neither merged nor said"
            elif not set(answers) <= loaded:
                return f"the conflict copy {name} was not said, and its answers are not all in the record"
        added = Answer(1796700000.0, "123m456p789s11z22z2z", "fu", ("fu:menzen_ron",), False, "fuzz")
        record.add(added)
        record.save()
        for name, kind in kinds.items():
            if _kind(home / name) != kind:
                return f"{name} was removed" if kind != "none" else f"{name} was made"
            if name in before and (home / name).read_bytes() != before[name]:
                return f"{name} was changed"
        if linked and not path.is_symlink():
            return "the link to the record was replaced by a file"
        if record.newer is not None:
            return None
        saved = _readable(path, work / "probe")
        if saved is None:
            return "the record a save wrote does not read whole"
        have = set(saved)
        if added not in have or not own <= have:
            return "a save lost answers of the record"
        if not loaded <= have:
            return "a save lost answers merged from a conflict copy"
        return None


SETTINGS = (
    "[General]\n; mjgui\n\n[ui]\nlanguage=ru\ntheme=dark\n\n[windows]\n"
    "main-window\\geometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3)\nmain-window\\maximized=false\n"
)


def mutate_settings(rng: random.Random) -> bytes:
    """A settings file as the disk may leave it: bytes changed or cut, saved as UTF-16, random
    bytes, or grown past the size limit."""
    roll = rng.random()
    if roll < 0.1:
        return SETTINGS.encode("utf-16")
    if roll < 0.2:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 600)))
    if roll < 0.25:
        return SETTINGS.encode() + b"; padding\n" * (SETTINGS_MAX_BYTES // 10 + 1)
    if roll < 0.6:
        return mutate_settings_rules(rng)
    if roll < 0.75:
        return mutate_settings_separators(rng)
    return mutate_bytes(rng, SETTINGS.encode())


#: the line breaks Python's ``str.splitlines`` knows beyond \n and \r, which Qt writes in a value
#: as they are (a folder's name) and reads back in it: no line ends there
SEPARATORS = ("\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e")


def mutate_settings_separators(rng: random.Random) -> bytes:
    """A settings file (with a folder, as :meth:`~mjgui.gui.settings.Settings.remember_folder`
    writes one) with :data:`SEPARATORS` put anywhere in it, in its values, its sections, its
    blank lines; then sometimes its bytes."""
    text = SETTINGS_RULES + "\n[folders]\nrecords=/home/player/Club games\n"
    for _ in range(rng.randint(1, 6)):
        pos = rng.randint(0, len(text))
        text = text[:pos] + rng.choice(SEPARATORS) + text[pos:]
    data = text.encode()
    return mutate_bytes(rng, data) if rng.random() < 0.2 else data


#: the calculator's rules as the window saves them (:meth:`mjgui.gui.settings.Settings.set_rules`,
#: as Qt writes them: the words quoted, for their commas)
SETTINGS_RULES = SETTINGS + '\n[rules]\noptions="kuitan=off uma=20,10,-10,-20 wareme=on"\npreset=seed\n'
#: option words a settings file may hold under ``rules/options``: read, refused by the option or
#: by the preset, none at all, and what a hand's edit puts there
RULE_WORDS = (
    "kuitan=off", "KUITAN=ON", "aka=0", "aka=2", "aka=3", "aka=4", "aka=99", "aka=-1", "aka=",
    "uma=20,10,-10,-20", "uma=15,0,-15", "uma=1,2,3,4", "uma=,,,", "start_points=25000",
    "start_points=-5", "start_points=999999999", "start_points=9999999999", "return_points=0",
    "renhou=yakuman", "renhou=maybe", "kazoe=sanbaiman", "double_yakuman=none",
    "double_yakuman=kokushi_13", "pao=daisangen,bogus", "honba_ron=200", "noten_total=2000",
    "score_rounding=0", "east_only=on", "wareme=yes", "tie_uma=split", "edition=2", "players=3",
    "name=tenhou", "noequals", "=", "==", "kuitan", "kuitan=off=on", "kuitan=\u00b2", "x" * 3000,
)  # fmt: skip
PRESET_WORDS = ("seed", "tenhou", "tenhou-sanma", "mahjongsoul-sanma", "wrc", "Tenhou", "bogus", "", "7")


def mutate_settings_rules(rng: random.Random) -> bytes:
    """A settings file with the calculator's rules (:data:`SETTINGS_RULES`), their option words
    changed (read, refused, many, the last of an option repeated) and written as Qt quotes them
    or as a person types them, the preset changed; then sometimes its bytes."""
    words = [rng.choice(RULE_WORDS) for _ in range(rng.randint(0, 6))]
    if rng.random() < 0.5:
        words += ["kuitan=off", "uma=20,10,-10,-20", "wareme=on"][: rng.randint(0, 3)]
    rng.shuffle(words)
    value = " ".join(words)
    quoted = value.replace("\\", "\\\\").replace('"', '\\"')
    line = rng.choice(
        (
            f'"{quoted}"',
            f'"{quoted}"',
            value,
            f"@ByteArray({value})",
            "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\0\\x5)",
        )
    )
    preset = rng.choice(PRESET_WORDS)
    text = SETTINGS + f"\n[rules]\noptions={line}\npreset={preset}\n"
    data = text.encode()
    return mutate_bytes(rng, data) if rng.random() < 0.2 else data


def check_settings_rules(path: Path) -> str | None:
    """The calculator's rules in an accepted settings file (``rules/preset`` and ``rules/options``)
    as the window reads them at start (:func:`~mjgui.controller.scoring.calculator.saved_rules`):
    no traceback; words that all read are all read (the last of an option counts); the rules
    saved again (:func:`~mjgui.controller.scoring.calculator.rules_setting`, through Qt) read
    back the same."""
    settings = Settings.at(str(path))
    name, words = settings.preset, settings.rule_options
    rules = saved_rules(name, words)
    if rules is None:
        return "rules read for no preset" if name in PRESETS else None
    last = list({word.split("=", 1)[0].strip().lower(): word for word in words}.values())
    try:
        whole = with_rule_words(PRESETS[rules.name], last)
    except MahjongError:
        whole = None
    if whole is not None and whole != rules:
        return f"the saved options {last} read otherwise than as a rules line reads them"
    if saved_rules(*rules_setting(rules)) != rules:
        return f"the rules read ({rules_setting(rules)}) do not read back the same"
    settings.set_rules(*rules_setting(rules))
    again = Settings.at(str(path))
    if saved_rules(again.preset, again.rule_options) != rules:
        return f"the rules saved ({rules_setting(rules)}) do not read back the same from the file"
    return None


def check_settings_folder(path: Path, work: Path) -> str | None:
    """A folder whose name holds :data:`SEPARATORS` remembered in an accepted settings file
    (written through Qt, as a file dialog does): the file mjgui wrote itself still reads as a
    settings file, and the folder reads back as it is."""
    folder = work / ("Club" + "".join(SEPARATORS) + "games")
    folder.mkdir()
    Settings.at(str(path)).remember_folder("records", str(folder / "g.mjgame"))
    problem = check_settings_file(path)
    if problem is not None:
        return f"the settings file mjgui wrote with a folder named {str(folder)!r} was judged {problem.kind}"
    if Settings.at(str(path)).folder("records") != str(folder):
        return f"a folder named {str(folder)!r} was not read back as it was saved"
    return None


def split_by_separators(data: bytes) -> bool:
    """Whether a settings file was refused for :data:`SEPARATORS` alone: with each replaced by a
    letter (no line breaks, no space to strip: a line reads no better for it) it reads."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return False
    if not any(separator in text for separator in SEPARATORS):
        return False
    return settings_text_ok(text.translate({ord(separator): "x" for separator in SEPARATORS}).encode())


def check_settings(data: bytes, folder: Path) -> str | None:
    """Check a (mutated) settings file as mjgui does before Qt opens it: one accepted is left as
    it was and is within the limit, and takes a folder named with :data:`SEPARATORS`; one
    refused is kept byte for byte under its set-aside name, and its own name is free for a new
    file; none is refused for :data:`SEPARATORS`, no line breaks to Qt."""
    with _scratch(folder / "settings") as work:
        path = work / "mjgui.conf"
        path.write_bytes(data)
        problem = check_settings_file(path)
        if problem is None:
            if len(data) > SETTINGS_MAX_BYTES:
                return "a settings file over the size limit was accepted"
            if path.read_bytes() != data:
                return "an accepted settings file was changed"
            return check_settings_rules(path) or check_settings_folder(path, work)
        if problem.kind not in ("too_large", "damaged", "bad_lines"):
            return f"a regular settings file was judged {problem.kind}"
        if problem.kind in ("damaged", "bad_lines") and split_by_separators(data):
            return (
                "a settings file was judged damaged for a character Qt keeps in a line (U+2028 and the like)"
            )
        if not problem.aside or Path(problem.aside).read_bytes() != data:
            return "a refused settings file was not kept as it was"
        if path.exists():
            return "a refused settings file was left where it will be written over"
        return None


def check_autosave(seed: int, folder: Path) -> str | None:
    """Build an autosave folder with real trackers, change one of its files, start a tracker
    on it (tests/autosavemutate.py): the change said with what went wrong."""
    with _scratch(folder / "autosave") as work:
        changed, wrong = check_autosave_folder(random.Random(seed), work / "run")
    return f"{wrong} ({changed})" if wrong else None


def check_score(words: list[str]) -> str | None:
    try:
        request, _ = parse_score_args(words)
        result = score(request.spec)
    except MahjongError:  # answered: the player reads why
        return None
    counts = Counter(t.kind for t in request.spec.all_tiles())
    if result.ok and any(n > 4 for n in counts.values()):
        return "a hand with five of a tile was scored as a win"
    if result.ok and (result.win is None or result.win.payment is None or result.win.payment.total <= 0):
        return "a win without a payment"
    spec = request.spec
    if result.ok and set(counts) & spec.rules.removed_kinds:
        return "a win holding a tile the set lacks (2m..8m with three players)"
    if result.ok and counts[NORTH] + spec.nuki > 4:
        return "a win with more than four Norths counting nuki"
    paid = result.win.payment if result.win is not None else None
    if result.ok and paid is not None and len(paid.deltas(spec.seat, spec.discarder)) != spec.rules.players:
        return "a payment whose seats are not the table's players"
    return None


#: how a batch's input may go wrong as a whole (:func:`mutate_batch`)
BATCH_FORMS = (
    "lines",
    "crlf",
    "bom",
    "utf-16",
    "utf-16-le",
    "utf-16-be",
    "zeros",
    "only zeros",
    "nul",
    "cp1251",
    "long",
)


def mutate_batch(rng: random.Random) -> bytes:
    """A ``score --batch`` input: mutated score lines, blank lines and comments, with their line
    endings and encoding changed (CRLF, a byte order mark on a line, UTF-16 with a mark or
    without, a Windows code page), a NUL inside a line, zero bytes at its end or nothing else (a
    file still being copied) or a line past the limit."""
    lines = [
        rng.choice(["", "# a comment", " ".join(mutate_score(rng, rng.choice(SCORE_LINES)))])
        if rng.random() < 0.2
        else " ".join(mutate_score(rng, rng.choice(SCORE_LINES)))
        for _ in range(rng.randint(1, 4))
    ]
    form = rng.choice(BATCH_FORMS)
    eol = "\r\n" if form == "crlf" else "\n"
    text = eol.join(lines) + (eol if rng.random() < 0.8 else "")
    if form == "bom":
        text = "\ufeff" + text
    if form == "long":
        text += "1m " * rng.choice([400, 2000]) + "\n"
    if form in ("utf-16", "utf-16-le", "utf-16-be", "cp1251"):
        return text.encode(form, "replace")
    raw = text.encode("utf-8", "surrogatepass")
    if form == "zeros":
        return raw + b"\0" * rng.choice([1, 2, 300, 5000])
    if form == "only zeros":  # a file a copy has sized and not yet written
        return b"\0" * rng.choice([2, 300, 5000])
    if form == "nul":
        at = rng.randint(0, len(raw))
        return raw[:at] + b"\0" + raw[at:]
    return raw


def check_batch(data: bytes) -> str | None:
    """Answer a batch's input as ``score --batch`` does (its reader, the UTF-16 one too): one
    answer a line, in order (UTF-16: a line of the text it holds), each an object whose error,
    if any, names its line and has its sentence filled in."""
    import io

    from mjgui import cli

    stream = io.BufferedReader(io.BytesIO(data))
    out = io.StringIO()
    answers = cli.BatchAnswers(out)
    if cli._utf16(stream):
        cli._utf16_batch(stream, answers, "en")
        mark = data[:2] in (b"\xff\xfe", b"\xfe\xff")
        little = "utf-16-le" if data[1:2] == b"\x00" else "utf-16-be"
        text = data.decode("utf-16" if mark else little, "replace")
    else:
        cli.run_batch(cli.read_lines(stream, before_wait=answers.flush), answers)
        text = data.decode("latin-1")
    expected = text.count("\n") + (1 if text and not text.endswith("\n") else 0)
    said = out.getvalue().splitlines()
    if len(said) != expected:
        return f"{len(said)} answers to {expected} input lines"
    for number, line in enumerate(said, 1):
        answer = json.loads(line)
        error = answer.get("error") if isinstance(answer, dict) else None
        if isinstance(error, dict):
            if error.get("line") != number:
                return f"the answer to line {number} says line {error.get('line')}"
            if re.search(r"\{[a-z_]+\}", str(error.get("message"))):
                return f"a message not filled in: {error.get('message')!r}"
            zeros = any(data[at : at + 2] == b"\0\0" for at in range(0, min(len(data), 128) - 1, 2))
            if error.get("code") == "utf16" and zeros:  # a NUL character is no UTF-16 text
                return "zero bytes taken for UTF-16 text"
    return None


# -- the club's aliases file and league folders ----------------------------------------------

ALIASES = "# the club's aliases\nBorya = Boris\nSasha = Alexandra   # since spring\nno equals sign\n"


def mutate_aliases(rng: random.Random) -> bytes:
    text = "\n".join(
        " = ".join(_mutate_words(rng, line.split(" = "))) if rng.random() < 0.5 else line
        for line in ALIASES.splitlines()
    )
    data = mutate_record(rng, text).encode("utf-8", errors="surrogatepass")
    return mutate_bytes(rng, data) if rng.random() < 0.4 else data


def check_aliases(data: bytes, folder: Path, rng: random.Random) -> str | None:
    """Read the file, then merge two names into it: a file that did not read is never
    rewritten, and a merge keeps every byte it had."""
    path = folder / ALIASES_FILE
    path.write_bytes(data)
    read = load_aliases(folder)  # a file that does not read is said among its problems
    readable = unreadable_target(read, folder) is None
    if any(not p.message("en") or not p.message("ru") for p in read.problems):
        return "an aliases problem without a message"
    try:
        merged = add_alias(folder, rng.choice(WORDS), rng.choice(WORDS))
    except MahjongError:
        merged = None
    if any(temp.name.endswith(".tmp") for temp in folder.iterdir()):
        return "a temp file was left beside the aliases file"
    if merged is None:
        return "a refused merge changed the aliases file" if path.read_bytes() != data else None
    if not readable:
        return "an aliases file that did not read was rewritten"
    after = path.read_bytes()
    if not after.startswith(data):
        return "a merge lost bytes of the aliases file"
    if load_aliases(folder).names != merged.names:
        return "the merged aliases do not read back"
    return None


def league_folder(rng: random.Random, folder: Path) -> list[Path]:
    """A shared folder as it gets: records (some damaged), copies, links, a subfolder, a link to
    a folder; returns the record names in real folders (files and links)."""
    (folder / "night").mkdir()
    entries: list[Path] = []
    for n in range(rng.randint(1, 6)):
        hazard = rng.choice(CSV_NAMES).replace("/", "-").lstrip(".") if rng.random() < 0.2 else ""
        place = folder / rng.choice(("", "night")) / f"{hazard}r{n}.mjgame"  # not hidden: read
        choice = rng.randrange(6)
        if choice <= 1 or not entries:
            text = rng.choice(RECORDS)
            if rng.random() < 0.4:  # players a spreadsheet would read as numbers, dates, formulas
                text = _csv_names(rng, text)
            place.write_bytes(
                (text if choice == 0 else mutate_record(rng, text)).encode(errors="surrogatepass")
            )
        elif choice == 2:
            place.write_bytes(mutate_bytes(rng, rng.choice(RECORDS).encode()))
        elif choice == 3:
            place.write_bytes(rng.choice(entries).resolve().read_bytes().replace(b"\n", b"\r\n"))
        elif choice == 4:
            place.symlink_to(rng.choice(entries).resolve())
        else:
            with contextlib.suppress(OSError):
                os.link(rng.choice(entries).resolve(), place)
        if os.path.lexists(place):
            entries.append(place)
    if rng.random() < 0.5:
        (folder / "night" / "again").symlink_to(folder)
    return entries


def check_league(rng: random.Random, folder: Path) -> str | None:
    entries = league_folder(rng, folder)
    season = load_league([folder, folder / "night"])
    games = {}
    read = {}
    for path in entries:
        with contextlib.suppress(MahjongError):
            game = read_game(path)
            games[game.digest] = read[path] = game
    # a game whose record looks like a copy of another game's is left out, that game named: a
    # near copy of the same players in the same seats, or a record of every hand of a game
    # counted, seat by seat, its names corrected (same_hands: the records here with the same
    # hands under other names)
    counted = {g.path: g for g in season.games}
    copies = [s for s in season.skipped if s.error.code in ("near_copy", "early_copy", "same_hands")]
    for copy in copies:
        kept = counted.get(copy.other) if copy.other is not None else None
        if kept is None:
            return f"{copy.path} left out as a copy of {copy.other}, which is not counted"
        if copy.path in read and copy.error.code == "same_hands" and read[copy.path].hands != kept.hands:
            return f"{copy.path} left out as a record of the hands of {copy.other}, which are others"
        sat = [name_key(n) for n in kept.names]
        if (
            copy.path in read
            and copy.error.code != "same_hands"
            and [name_key(n) for n in read[copy.path].names] != sat
        ):
            return f"{copy.path} left out as a copy of {copy.other}, whose players sat otherwise"
    left_out = {read[c.path].digest for c in copies if c.path in read}
    if sorted(g.digest for g in season.games) != sorted(set(games) - left_out):
        return f"{len(season.games)} games counted, {len(games)} different games in the folder"
    for i, first in enumerate(season.games):
        for second in season.games[i + 1 :]:
            if first.sitting == second.sitting and look_alike(first.hands, second.hands):
                return f"{first.path} and {second.path} look like one game, and both are counted"
    for seats in season.tables:  # three- and four-player games: each table ranked alone
        table = season.table(seats)
        if sum(r.games for r in standings(table)) != seats * len(table.games):
            return f"a seat counted twice or not at all ({seats} players)"
    named = (
        {g.path for g in season.games}
        | {s.path for s in season.skipped}
        | {d.path for d in season.duplicates}
    )
    lost = [p for p in entries if p not in named]
    if lost:
        return f"{lost[0]} neither counted, nor skipped, nor named as a repeat"
    tables = [standings_csv(standings(season.table(seats))) for seats in season.tables]
    for text in (*tables, games_csv(season, folder)):
        for row in read_csv(text):
            for cell in row:
                if cell.lstrip(" ").startswith(FORMULA_START) and not _is_number(cell):
                    return f"a CSV cell that is a formula: {cell!r}"
    return check_csv(season, folder)


#: names a spreadsheet would read as something else (a number, a date, a time, a truth value, a
#: formula) or that begin with the quote that marks a text cell: given to the players of a
#: league's records and to its files, each must come back whole from the CSV
CSV_NAMES = (
    "1e5", "1.5", "1/2", "3-4", "1:30", "1a", ".5", "(5)", "$5", "5%", "2026-01-01", "Jan5",
    "май-5", "TRUE", "ложь", "'Boris", "''", "'=1+1", "=1+1", "+7", "-3.5", "@SUM(1;2)", " 7",
    "2Pac", "Octavia2", "10 pm", "5 мая",
)  # fmt: skip


def _csv_names(rng: random.Random, text: str) -> str:
    """``text`` (a record) with its players given :data:`CSV_NAMES` (each name, whole words)."""
    names = {"Aiko", "Boris", "Chen", "Dasha", "Eri", "Fumi", "Goro", "Hana"}
    table = {
        name: rng.choice(CSV_NAMES).strip() for name in sorted(names)
    }  # in one order: the rng, not the hash seed, picks
    return re.sub(r"\b(" + "|".join(sorted(names)) + r")\b", lambda m: table[m[1]], text)


#: a whole cell a spreadsheet reads as a number, a date, a time or a truth value (the cases of
#: :data:`CSV_NAMES`; a text that only begins with a digit or a month, ``2Pac``, ``Jan5``,
#: ``2026-01-01r0.mjgame``, stays text)
_MONTHS = (
    "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)"
)
_VALUE_CELL = re.compile(
    r"\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?|\d+:\d{1,2}(?::\d{1,2})?|\d{1,2} ?(?:am|pm|a|p)"
    rf"|{_MONTHS}[^\W\d_]*\.?[ ./,-]+\d{{1,4}}|\d{{1,4}}[ ./,-]+{_MONTHS}[^\W\d_]*\.?"
    r"|true|false|истина|ложь",
    re.IGNORECASE,
)


def _read_as_value(cell: str) -> bool:
    """Whether a spreadsheet would read the text ``cell`` as other than that text: a formula
    (by its first character), or the whole cell a number, a date, a time or a truth value."""
    bare = cell.strip(" ")
    if cell.lstrip(" ").startswith(FORMULA_START):
        return True
    number = bare.strip("()$€£¥₽% ").replace(",", ".")
    with contextlib.suppress(ValueError):
        if any(c.isdigit() for c in number) and math.isfinite(float(number)):
            return True
    return _VALUE_CELL.fullmatch(bare) is not None


def _text_cell(cell: str) -> str | None:
    """The text a CSV text cell holds (a ``'`` in front taken off), None when a spreadsheet
    would read the cell as other than text (:func:`_read_as_value`)."""
    if cell.startswith("'"):
        return cell[1:]
    return None if _read_as_value(cell) else cell


def _is_csv_number(cell: str) -> bool:
    return _is_number(cell.replace(",", ".")) and not cell.startswith("'")


def check_csv(season: Season, folder: Path) -> str | None:
    """The season's CSV exports in both languages: every text cell is safe (no formula, nothing
    a spreadsheet reads as a number or a date) and comes back whole once its ``'`` is taken
    off (the players' names, the files); the numbers stay numbers, the dates dates."""
    for lang in ("en", "ru"):
        tables = [standings(season.table(seats)) for seats in season.tables]
        for rows in tables:
            read = read_csv(standings_csv(rows, lang=lang))[1:]
            for row, standing in zip(read, rows, strict=True):
                name = _text_cell(row[1])
                if name != standing.name:
                    return f"the name {standing.name!r} written {row[1]!r} in the table's CSV ({lang})"
                if not all(_is_csv_number(cell) for i, cell in enumerate(row) if i != 1):
                    return f"a number written as text in the table's CSV ({lang}): {row}"
        read = read_csv(games_csv(season, folder, lang=lang))[1:]
        names = {r.name for rows in tables for r in rows}
        for row in read:
            date, file, rules, seat, name, *numbers = row
            if any(_text_cell(cell) is None for cell in (file, rules, seat, name)):
                return f"a text cell a spreadsheet would read as a value in the games' CSV ({lang}): {row}"
            if _text_cell(name) not in names:
                return f"the name {name!r} in the games' CSV is no player of the table ({lang})"
            if not all(_is_csv_number(cell) for cell in numbers):
                return f"a number written as text in the games' CSV ({lang}): {row}"
            if not _is_date(date):
                return f"a date written as other than a date in the games' CSV ({lang}): {date!r}"
        files = {_text_cell(row[1]) for row in read}
        for game in season.games:
            if shown_path(game.path.relative_to(folder).as_posix()) not in files:
                return f"{game.path.name} is not named in the games' CSV ({lang})"
    return None


def _is_date(cell: str) -> bool:
    import datetime as dt

    try:
        dt.date.fromisoformat(cell)
    except ValueError:
        return False
    return True


def _is_number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


# -- tenhou.net/6 editor links as a player saves them: on one line, in an Internet shortcut ------

#: the heads of an Internet shortcut (``.url``) as browsers and Windows write one, before its
#: ``URL=`` line: Chrome's and Firefox's, Windows' own with its property store first, old
#: Internet Explorer's with a ``[DEFAULT]`` section whose ``BASEURL=`` is the link too (``{link}``);
#: and a Linux desktop's link file (``.desktop``, ``Type=Link``), which reads the same
SHORTCUT_HEADS = (
    "[InternetShortcut]",
    "[InternetShortcut]",
    "[internetshortcut]",
    "  [InternetShortcut]  ",
    "[{000214A0-0000-0000-C000-000000000046}]\nProp3=19,11\n[InternetShortcut]\nIDList=",
    "[DEFAULT]\nBASEURL={link}\n[InternetShortcut]",
    "[DEFAULT]\nBASEURL={link}\n[InternetShortcut]\nIDList=\nHotKey=0\nIconIndex=0",
    "[Desktop Entry]\nType=Link",
    "#!/usr/bin/env xdg-open\n\n[Desktop Entry]\nVersion=1.0\nType=Link\nName=tenhou.net\nIcon=text-html",
)
#: what a shortcut may hold after its address (Windows: the icon, the hot key)
SHORTCUT_TAILS = ("", "", "IconIndex=0\nHotKey=0\nIconFile=C:\\Windows\\System32\\url.dll\n")
#: a .webloc as the Finder writes one of a dragged address (XML; ``{link}`` escaped)
WEBLOC = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
    '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
    "\t<key>URL</key>\n\t<string>{link}</string>\n</dict>\n</plist>\n"
)
#: what separates links pasted on one line (a chat, a forum post)
LINK_GAPS = (" ", " ", "  ", "\t", " \t ", "\u3000")


def binary_webloc(rng: random.Random, link: str) -> tuple[str, bytes] | None:
    """A binary ``.webloc`` (``bplist00``, as recent macOS writes a dragged address) to ``link``,
    as the Finder writes it (``"webloc"``), or damaged (``"damaged webloc"``): its dictionary
    given other keys, its ``URL`` key another case or a value of another type (bytes, a list),
    the list no dictionary; or its bytes mutated, cut, grown. None when a link cannot be written
    so (a lone surrogate in it)."""
    value: object = {"URL": link}
    form = "webloc"
    kind = rng.randrange(10)
    if kind == 0:  # Safari's: other keys beside it
        value = {"URL": link, "Name": "tenhou.net", "com.apple.quarantine": b"\x00" * 8}
    elif kind == 1:
        value, form = (
            rng.choice(({"url": link}, {"URL": link.encode()}, {"URL": [link]}, [link], link)),
            "damaged webloc",
        )
    try:
        data = plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
    except UnicodeEncodeError:
        return None
    if rng.random() < 0.3:  # its bytes damaged: the offset table, the string's length, cut
        data, form = mutate_bytes(rng, data), "damaged webloc"
    elif rng.random() < 0.1:
        pos = rng.randrange(len(data))
        data, form = data[:pos] + bytes([rng.randrange(256)]) + data[pos + 1 :], "damaged webloc"
    return form, data


def mutate_link_form(rng: random.Random) -> tuple[str, str, str | bytes]:
    """A real game as tenhou.net/6 editor links (maybe mutated as ``--kind log`` mutates one), and
    the same links as a player may save them: ``("line", links, the links pasted on one line with
    spaces between them)``, ``("shortcut", one link, an Internet shortcut to it)``, each in its
    own line endings, or ``("webloc", one link, a binary .webloc's bytes)`` (maybe damaged:
    :func:`binary_webloc`)."""
    links = rng.choice(JSON_LINK_SAMPLES)
    if rng.random() < 0.7:
        links = mutate_log(rng, links)
    lines = [line.rstrip("\r") for line in links.split("\n")]
    eol = rng.choice(("\n", "\r\n"))
    if rng.random() < 0.5:
        full = [line for line in lines if line.strip()] or [""]
        link = rng.choice(full).strip()
        head = rng.choice(SHORTCUT_HEADS).replace("{link}", link)
        url = rng.choice(("URL=", "URL=", "url=", "URL = "))
        text = f"{head}\n{url}{link}\n{rng.choice(SHORTCUT_TAILS)}".replace("\n", eol)
        if rng.random() < 0.1:
            text = "\ufeff" + text
        if rng.random() < 0.25 and len(link) < 4000:  # macOS's .webloc: an XML property list
            escaped = link.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            text = WEBLOC.format(link=escaped).replace("\n", eol)
        elif rng.random() < 0.25:  # recent macOS's .webloc: a binary property list
            webloc = binary_webloc(rng, link)
            if webloc is not None:
                return webloc[0], link + "\n", webloc[1]
        return "shortcut", link + "\n", text
    gap = rng.choice(LINK_GAPS)
    if rng.random() < 0.7:  # all on one line
        one = gap.join(line.strip() for line in lines if line.strip())
    else:  # some lines joined: two or three a line
        groups, i = [], 0
        while i < len(lines):
            n = rng.randint(1, 3)
            groups.append(gap.join(line.strip() for line in lines[i : i + n] if line.strip()))
            i += n
        one = eol.join(groups)
    return "line", "\n".join(lines), one + (eol if rng.random() < 0.8 else "")


def _log_summary(text: str) -> object:
    """What a log's text reads as, to compare two forms of one game: the players and each
    hand's round, end and points; or the code of the error that refused it."""
    try:
        log = read_log(text)
    except LogError as err:
        return err.code
    return log.players, [(h.round, h.end, h.start, h.riichi, h.tenpai) for h in log.hands]


#: a game record saved by Notepad as "ANSI" on a Russian system, given where a log is read: said
#: a record (with the command that replays it), never a placeholder left in its sentence
CP1251_RECORD = "rules tenhou\nplayers Алёна Борис Вера Глеб\nron Алёна from Борис 3 40\n"
#: how a log's text reaches the reader as bytes (:func:`mutate_log_bytes`)
LOG_BYTE_FORMS = (
    "gzip",
    "gzip members",
    "gzip trailing",
    "gzip cut",
    "gzip damaged",
    "utf-16",
    "utf-16-le",
    "utf-16-be",
    "cp1251",
    "latin-1",
    "zeros",
    "nul",
    "cp1251 record",
)


def mutate_log_bytes(rng: random.Random, text: str) -> tuple[str, bytes]:
    """A (mutated) log's text as a file may hold it: gzip (one member, several as a log appended
    to hand by hand holds them, bytes after the last, cut, damaged), UTF-16, a Windows code page,
    zero bytes at its end (a copy under way), a NUL inside; or a game record in a code page."""
    import gzip

    form = rng.choice(LOG_BYTE_FORMS)
    raw = text.encode("utf-8", "surrogatepass")
    if form == "cp1251 record":
        return form, CP1251_RECORD.encode("cp1251")
    if form == "gzip":
        return form, gzip.compress(raw)
    if form == "gzip members":
        cuts = sorted(rng.randint(0, len(raw)) for _ in range(rng.randint(1, 4)))
        parts = [raw[a:b] for a, b in zip([0, *cuts], [*cuts, len(raw)], strict=True)]
        return form, b"".join(gzip.compress(part) for part in parts)
    if form == "gzip trailing":
        tail = rng.choice(
            [b"\0" * rng.randint(1, 64), b"x", b"\n", bytes(rng.randrange(256) for _ in range(9))]
        )
        if tail.startswith(b"\x1f"):
            tail = b"!" + tail
        return form, gzip.compress(raw) + tail
    if form == "gzip cut":
        data = gzip.compress(raw)
        return form, data[: rng.randint(2, max(2, len(data) - 1))]
    if form == "gzip damaged":
        data = bytearray(gzip.compress(raw))
        at = rng.randrange(10, len(data))
        data[at] ^= 1 << rng.randrange(8)
        return form, bytes(data)
    if form in ("utf-16", "utf-16-le", "utf-16-be", "cp1251", "latin-1"):
        return form, text.encode(form, "replace")
    if form == "zeros":
        return form, raw + b"\0" * rng.randint(1, 4096)
    at = rng.randint(0, len(raw))
    return form, raw[:at] + b"\0" + raw[at:]


def _bytes_summary(data: bytes) -> object:
    """:func:`_log_summary` of a file's bytes (``read_log_bytes``), where it is cut too."""
    try:
        log = read_log_bytes(data)
    except LogError as err:
        return err.code
    cut = None if log.cut is None else (log.cut.code, log.cut.line)
    return log.players, [(h.round, h.end, h.start, h.riichi, h.tenpai) for h in log.hands], cut


def check_log_form(form: str, text: str, data: bytes) -> str | None:
    """A log's bytes in one of :data:`LOG_BYTE_FORMS`: read as a file is (no traceback, a
    typed error that says where, every sentence filled in); a whole gzip file, of one member or
    several, reads exactly as the text it holds (no member dropped); bytes after its last member
    are refused as such, never left out unsaid."""
    wrong = check_log_bytes(data)
    if wrong:
        return wrong
    if form in ("gzip", "gzip members"):
        plain = text.encode("utf-8", "surrogatepass")
        if _bytes_summary(data) != _bytes_summary(plain):
            return f"a gzip file ({form}) read otherwise than the text it holds"
    if form == "gzip trailing" and _bytes_summary(data) != "log_gzip_trailing":
        said = _bytes_summary(data)
        if said not in ("log_inflated_too_large", "log_input_too_large"):
            return f"bytes after a gzip file's last member not said ({said!r})"
    return None


def check_link_form(form: str, plain: str, text: str | bytes) -> str | None:
    """Links pasted on one line, or a shortcut to one link (:func:`mutate_link_form`): read as
    any log (:func:`check_log_text`: no traceback, a typed error that says where); an error of a
    link says the line and the column the link starts at; and what the links read as, one a
    line, is what they read as so (no hand lost, none added). A binary ``.webloc``'s bytes are
    read as a file is (:func:`check_log_bytes`), and one as the Finder writes it (at most
    :data:`MAX_LINK_CHARS` bytes, the most a link file is read for) as its link."""
    if isinstance(text, bytes):
        return _check_webloc(form, plain, text)
    problem = check_log_text(text)
    if problem:
        return problem
    try:
        read_log(text)
    except LogError as err:
        if err.code in ("log_json_link", "log_json_link_other") and err.line > 0:
            lines = text.removeprefix("\ufeff").split("\n")
            at = lines[err.line - 1][err.column - 1 :] if err.line <= len(lines) and err.column > 0 else ""
            if not at[:1].strip() or (err.code == "log_json_link" and at[:4].casefold() != "http"):
                return f"{err.code} at line {err.line}, column {err.column}, which is not where a link starts"
    plain_read = _log_summary(plain)
    if isinstance(plain_read, str):  # refused one a line: so it is as a player saved it
        return None
    read = _log_summary(text)
    if read != plain_read:
        said = read if isinstance(read, str) else f"{len(read[1])} hands"  # type: ignore[index]
        return f"the links read {len(plain_read[1])} hands one a line, {said} as a {form}"  # type: ignore[index]
    return None


def _check_webloc(form: str, plain: str, data: bytes) -> str | None:
    problem = check_log_bytes(data)
    if problem or form != "webloc" or len(data) > MAX_LINK_CHARS:
        return problem
    plain_read = _log_summary(plain)
    if isinstance(plain_read, str):  # refused one a line: so it is as a player saved it
        return None
    try:
        log = read_log_bytes(data)
    except LogError as err:
        read: object = err.code
    else:
        read = log.players, [(h.round, h.end, h.start, h.riichi, h.tenpai) for h in log.hands]
    if read != plain_read:
        said = read if isinstance(read, str) else f"{len(read[1])} hands"  # type: ignore[index]
        return f"the link reads {len(plain_read[1])} hands one a line, {said} in a binary .webloc"  # type: ignore[index]
    return None


# -- the run ----------------------------------------------------------------------------------


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise Hang

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 300 else f"{text[:200]}... ({len(text)} characters) ...{text[-60:]}"


def run_one(kind: str, value: object, check: Callable[[], str | None], budget: float) -> str | None:
    size_kb = len(repr(value)) / 1000
    limit = budget + 0.001 * size_kb
    start = time.perf_counter()
    try:
        with _alarm(limit * 4):
            wrong = check()
    except Hang:
        return f"hang     {kind}: over {limit * 4:.2f} s: {_show(value)}"
    except TYPED as err:
        return f"crash    {kind}: a typed error escaped ({type(err).__name__}: {err}): {_show(value)}"
    except Exception as err:
        return f"crash    {kind}: {type(err).__name__}: {err}: {_show(value)}"
    took = time.perf_counter() - start
    if took > limit:
        return f"hang     {kind}: {took:.2f} s (budget {limit:.2f} s): {_show(value)}"
    if wrong:
        return f"wrong    {kind}: {wrong}: {_show(value)}"
    return None


# each kind of input, as often as it is drawn
KINDS = (
    "record",
    "record",
    "file",
    "score",
    "score",
    "aliasfile",
    "league",
    "student",
    "log",
    "log",
    "settings",
    "autosave",
    "links",
    "studentsync",
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("-n", type=int, default=2000, help="inputs to try (default 2000)")
    parser.add_argument("--seed", type=int, default=17, help="random seed (default 17)")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per input, plus 1 ms per KB")
    parser.add_argument("--kind", choices=sorted(set(KINDS)), help="only this kind of input")
    ns = parser.parse_args(argv)
    rng = random.Random(ns.seed)
    for text in RECORDS:  # warm the caches: the first call is not what is measured
        check_record(text)
    for line in SCORE_LINES:
        check_score(line.split())
    found: list[str] = []
    kinds = Counter[str]()
    with tempfile.TemporaryDirectory(prefix="mjgui-fuzz-") as name:
        folder = Path(name)
        for _ in range(ns.n):
            kind = rng.choice(KINDS if ns.kind is None else (ns.kind,))
            kinds[kind] += 1
            if kind == "record":
                text = mutate_record(rng, rng.choice(RECORDS))
                problem = run_one(kind, text, lambda t=text: check_record(t), ns.budget)
            elif kind == "file":
                data = mutate_bytes(rng, mutate_record(rng, rng.choice(RECORDS)).encode())
                problem = run_one(kind, data, lambda d=data: check_file(d, folder), ns.budget)
            elif kind == "aliasfile":
                data = mutate_aliases(rng)
                problem = run_one(kind, data, lambda d=data: check_aliases(d, folder, rng), ns.budget)
            elif kind == "league":
                place = folder / f"league-{kinds[kind]}"
                place.mkdir()
                problem = run_one(kind, place.name, lambda p=place: check_league(rng, p), ns.budget)
                shutil.rmtree(place, ignore_errors=True)
            elif kind == "student":
                data = mutate_student(rng, STUDENT)
                problem = run_one(kind, data, lambda d=data: check_student(d, folder), ns.budget)
            elif kind == "settings":
                data = mutate_settings(rng)
                problem = run_one(kind, data, lambda d=data: check_settings(d, folder), ns.budget)
            elif kind == "autosave":
                seed = rng.randrange(2**32)
                problem = run_one(kind, f"seed {seed}", lambda s=seed: check_autosave(s, folder), ns.budget)
            elif kind == "studentsync":
                problem = run_one(kind, "a synced folder", lambda: check_student_sync(rng, folder), ns.budget)
            elif kind == "links":
                form, plain, text = mutate_link_form(rng)
                problem = run_one(
                    kind, text, lambda f=form, p=plain, t=text: check_link_form(f, p, t), ns.budget
                )
            elif kind == "log":
                samples = (*LOG_SAMPLES, *LINK_SAMPLES, *JSON_LINK_SAMPLES, *REFUSED_SAMPLES)
                log_text = mutate_log(rng, rng.choice(samples))
                if rng.random() < 0.4:  # as a file's bytes: gzip, another encoding, zeros
                    form, data = mutate_log_bytes(rng, log_text)
                    problem = run_one(
                        kind,
                        (form, data),
                        lambda f=form, t=log_text, d=data: check_log_form(f, t, d),
                        ns.budget,
                    )
                else:
                    problem = run_one(kind, log_text, lambda t=log_text: check_log_text(t), ns.budget)
            elif rng.random() < 0.3:  # score lines as a --batch reads them from standard input
                data = mutate_batch(rng)
                problem = run_one(kind, data, lambda d=data: check_batch(d), ns.budget)
            else:
                words = mutate_score(rng, rng.choice(SCORE_LINES))
                problem = run_one(kind, words, lambda w=words: check_score(w), ns.budget)
            if problem:
                found.append(problem)
                print(problem, flush=True)
    names = {
        "aliasfile": "aliases file",
        "settings": "settings file",
        "autosave": "autosave folder",
        "links": "link file",
        "studentsync": "synced student folder",
    }
    summary = ", ".join(f"{n} {names.get(k, k)}{'' if n == 1 else 's'}" for k, n in sorted(kinds.items()))
    print(f"{ns.n} inputs ({summary}), seed {ns.seed}: {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
