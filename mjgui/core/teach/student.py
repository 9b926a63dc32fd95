"""The quiz that learns the student: the record of every answer, and the next hands chosen to
practise what the student gets wrong most and has not seen for longest.

* :func:`skills_tested` — the skills one quiz answer tests: each yaku (``yaku:pinfu``), the
  adding up of han (``han:count``), each fu item (``fu:menzen_ron``, ``fu:wait_kanchan``...),
  the rounding and adding up of fu (``fu:rounding``, ``fu:count``), the limit
  (``limit:mangan``), the payment (``pay:dealer_ron``, ``pay:non_dealer_tsumo``...) and honba
  (``pay:honba``); :func:`attribute` says which of them one answer got wrong, and
  :data:`STEP_AREAS` which of them each level asks.
* :class:`StudentRecord` — every answer with its skills, loaded from and saved to one plain JSON
  file (written atomically; a damaged file is renamed aside, never overwritten or lost; one a
  newer mjgui wrote is left untouched and this session's answers stay in memory). Two
  windows may practise at once: a save takes a lock file, re-reads the record and writes the
  union of its answers and this window's, so neither window's answers are lost (the file's
  bytes are read at every save, and parsed and merged only when they differ from those this
  window last read or wrote). A sync tool's conflict copy of the record (:func:`conflict_copies`:
  two machines practised on one synced folder) is merged in on loading, each answer once, and
  never removed nor renamed: a person may delete it (unless it holds data the record keeps other
  values of). The digest of each copy merged is kept in the record, and a copy of those bytes is
  not parsed again at the next load. Reading refuses what is not a regular
  file and, before reading a byte, a file over :data:`MAX_BYTES`.
* :class:`Schedule` — a spaced-repetition schedule over the skills (a Leitner box per skill: a
  right answer moves it up and makes it due later, a wrong one puts it back to the first box),
  and :func:`choose_hand`, which picks among candidate hands the one whose skills are most
  overdue, weighted by how often the student missed them, with the reason it was chosen.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import re
import stat
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from mjgui.core.errors import os_reason
from mjgui.core.game.lockfile import LockFile, remove_stale_litter
from mjgui.core.game.storage import (
    StorageError,
    atomic_write_bytes,
    copy_aside,
    encoded_text,
    looks_like_utf16,
    read_regular_bytes,
    remove_stale_temp_files,
    set_aside,
    write_target,
)
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.league.files import conflict_original
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import DORA_IDS, ScoreResult
from mjgui.core.scoring.settle import pao_settlement
from mjgui.core.scoring.yaku import yaku_han
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach import explain_text as T
from mjgui.core.teach.explain import yaku_ids
from mjgui.core.text import small_first, yaku_name

__all__ = [
    "FU_COUNT",
    "HAN_COUNT",
    "HAN_DORA",
    "RECORD_NAME",
    "STEP_AREAS",
    "Answer",
    "Choice",
    "Outcome",
    "Schedule",
    "SkillStats",
    "StudentRecord",
    "StudentRecordError",
    "answers_for",
    "attribute",
    "choose_hand",
    "conflict_copies",
    "hand_skills",
    "level_areas",
    "level_asks",
    "line_edition",
    "outcomes_of",
    "score_line",
    "skill_counts",
    "skill_name",
    "skills_tested",
]

RECORD_NAME = "student.json"
VERSION = 1
_MAX_ANSWERS = 20_000  # the oldest answers go first past this (a year of daily practice)
# the most a student record's file holds: reading refuses a larger file, and a save never writes
# one (the oldest answers go first past it, as past the answer cap). 20,000 answers of short
# score lines are about 5 MB; a line that carries many rule options is some 1,400 bytes, and
# 20,000 of those would be 30 MB: then fewer answers are kept
MAX_BYTES = 16_000_000
LOCK_SUFFIX = ".lock"
LOCK_STALE_SECONDS = 30.0  # a merge-and-save takes milliseconds: an older lock was left by a crash
LOCK_WAIT_SECONDS = 5.0
STALE_TEMP_SECONDS = 60.0

MESSAGES: dict[str, Msg] = {
    "unreadable": msg("student:unreadable", "{path} cannot be read: {reason}."),
    "not_a_file": msg(
        "student:not_a_file",
        "{path} is not a regular file (it is a folder, a pipe or a device); a student record is a "
        "file. Nothing was read.",
    ),
    # size, max: grouped (3 000 000); the plural forms follow the size
    "too_large": nmsg(
        "student:too_large",
        "{path} is {size} byte; a student record is at most {max} bytes. Nothing was read.",
        "{path} is {size} bytes; a student record is at most {max} bytes. Nothing was read.",
    ),
    # too_large found by the read (the file grew after its size was checked): how large it is is
    # not known, only that it is over the limit. max: grouped; the plural forms follow it
    "too_large_grew": nmsg(
        "student:too_large_grew",
        "{path} grew to more than {max} byte while it was read; a student record is at most {max} "
        "byte. It was not used.",
        "{path} grew to more than {max} bytes while it was read; a student record is at most {max} "
        "bytes. It was not used.",
    ),
    "damaged": msg("student:damaged", "{path} is not a student record: {reason}."),
    # the record is a link (into a synced or shared folder) to a file that is not there: said,
    # since the file may only have been renamed there; the next answer starts a record behind the
    # link, as a link made before its file is meant to (no answer is kept only in memory)
    "link_to_nothing": msg(
        "student:link_to_nothing",
        "{path} is a link to {target}, which is not there (it was moved, renamed or deleted, or "
        "not made yet): your next answer starts a new record there. If the file was renamed, "
        "give it back its name before you answer, and its answers are kept with yours.",
    ),
    # link_to_nothing whose file's folder is not there either (a shared or synced folder not
    # connected): no answer can be saved through the link until it is (folder: that folder)
    "link_to_nothing_no_folder": msg(
        "student:link_to_nothing_no_folder",
        "{path} is a link to {target}, but its folder {folder} does not exist (a shared or synced "
        "folder that is not connected, or not made yet): your answers cannot be saved until it "
        "does. Connect or create the folder, or remove the link.",
    ),
    # answers that cannot be read in a record whose others are kept: n of total, the first of
    # them (its place in the file, from 1) and why; n: two or more (one: ONE_ANSWER_LEFT_OUT)
    "answers_left_out": nmsg(
        "student:answers_left_out",
        "{path}: {n} answer of {total} cannot be read and was left out (the first is answer "
        "{first}: {reason}); the other answers were kept.",
        "{path}: {n} answers of {total} cannot be read and were left out (the first is answer "
        "{first}: {reason}); the other answers were kept.",
    ),
    # a record some of whose answers cannot be read, not saved because a copy of it as it is (with
    # those answers) could not be written beside it (reason: why, the system's words)
    "copy_failed": msg(
        "student:copy_failed",
        "{path}: some of its answers cannot be read, and a copy of it with them could not be kept "
        "beside it ({reason}); so that they are not lost, it was not written over and is unchanged.",
    ),
    "newer": msg(
        "student:newer",
        "{path} was written by a newer mjgui (record version {version}; this one reads version "
        "{supported}). It was left as it is.",
    ),
}
# Why a record was set aside at start, said after the sentence that names the file it was kept
# as ("Your earlier record was damaged; it was kept as X and a new one was started."): the file
# is not named again (:class:`SetAsideError`). The parameters as in MESSAGES.
SET_ASIDE_MESSAGES: dict[str, Msg] = {
    "unreadable": msg("student:aside_unreadable", "That file cannot be read: {reason}."),
    "not_a_file": msg(
        "student:aside_not_a_file",
        "That is not a regular file (it is a folder, a pipe or a device); a student record is a file.",
    ),
    "too_large": nmsg(
        "student:aside_too_large",
        "That file is {size} byte; a student record is at most {max} bytes.",
        "That file is {size} bytes; a student record is at most {max} bytes.",
    ),
    "too_large_grew": nmsg(
        "student:aside_too_large_grew",
        "That file grew to more than {max} byte while it was read; a student record is at most {max} byte.",
        "That file grew to more than {max} bytes while it was read; a student record is at most {max} bytes.",
    ),
    "damaged": msg("student:aside_damaged", "That file is not a student record: {reason}."),
}
# ``answers_left_out`` of exactly one answer: said plainly, not as the first of one
ONE_ANSWER_LEFT_OUT = msg(
    "student:answer_left_out",
    "{path}: one answer of {total} cannot be read and was left out (answer {first}: {reason}); "
    "the other answers were kept.",
)

# Why a file is not a student record, in plain words (never the JSON decoder's own text).
REASONS: dict[str, Msg] = {
    "empty": msg("student:reason_empty", "the file is empty"),
    "utf16": msg("student:reason_utf16", "it is UTF-16 text, and a student record is UTF-8"),
    "encoding": msg("student:reason_encoding", "it is not UTF-8 text (byte {byte})"),
    "json": msg("student:reason_json", "it is not valid JSON (line {line}, column {column})"),
    "nested": msg("student:reason_nested", "it is nested too deeply"),
    "number": msg("student:reason_number", "a number in it is too long"),
    "version": msg("student:reason_version", "it has no version number this mjgui reads"),
    "shape": msg("student:reason_shape", "a student record holds a list of answers and a table of times"),
    "answer_object": msg("student:reason_answer_object", "an answer is not an object"),
    "answer_time": msg("student:reason_answer_time", "an answer's time is not a number"),
    "answer_text": msg("student:reason_answer_text", "an answer's hand, step or mode is not text"),
    "answer_skills": msg("student:reason_answer_skills", "an answer's skills are not a list of text"),
    "answer_correct": msg("student:reason_answer_correct", "an answer is neither right nor wrong"),
}


class Reason:
    """Why a file is not a student record: a sentence of :data:`REASONS`, said in a language."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params

    def message(self, lang: str = "en") -> str:
        return phrase(REASONS, self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.message("en")

    def __repr__(self) -> str:
        return f"Reason({self.key!r}, {self.params!r})"


class ShapeError(ValueError):
    """JSON that is not a student record: ``key`` names the reason in :data:`REASONS`."""

    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(Reason(key).message("en"))


class NewerRecord(ValueError):
    """A student record of a version after :data:`VERSION`: a newer mjgui wrote it."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(f"student record version {version}")


class StudentRecordError(StorageError):
    """A student record that cannot be read or is not a student record (where: ``path``)."""

    own_messages = MESSAGES

    def _own_message(self) -> Msg | None:
        """Its table's message; exactly one answer left out has a plain sentence of its own, a
        link to nothing in no folder its own."""
        if self.code == "answers_left_out" and self.params.get("n") == 1:
            return ONE_ANSWER_LEFT_OUT
        if self.code == "link_to_nothing" and self.params.get("no_folder"):
            return MESSAGES["link_to_nothing_no_folder"]
        return super()._own_message()


class SetAsideError(StudentRecordError):
    """Why a record was set aside at start (where: ``path``, the file it was kept as), said
    after the sentence that names that file: without naming it again."""

    own_messages = SET_ASIDE_MESSAGES


def read_record_data(path: Path) -> object:
    """The parsed JSON of the student record at ``path``: a regular file of at most
    :data:`MAX_BYTES` (its size checked before reading), UTF-8 JSON. FileNotFoundError when it
    does not exist; StudentRecordError when it cannot be used."""
    return _parse_json(path, _read_record_bytes(path))


def _read_record_bytes(path: Path) -> bytes:
    """The bytes of the student record at ``path``, as :func:`read_record_data` reads them
    (a regular file, its size checked before reading); not parsed."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as err:
        raise StudentRecordError("unreadable", path=path, reason=os_reason(err)) from None
    if not stat.S_ISREG(info.st_mode):
        raise StudentRecordError("not_a_file", path=path)
    if info.st_size > MAX_BYTES:
        raise StudentRecordError("too_large", path=path, size=info.st_size, max=MAX_BYTES)
    try:
        raw = read_regular_bytes(path, MAX_BYTES + 1)
    except StorageError as err:
        if not path.exists() and not path.is_symlink():
            raise FileNotFoundError(str(path)) from None
        if err.code == "not_a_file":
            raise StudentRecordError("not_a_file", path=path) from None
        reason = err.params.get("reason", err.code)
        raise StudentRecordError("unreadable", path=path, reason=reason) from None
    if len(raw) > MAX_BYTES:  # it grew between the size check and the read: how large it is is
        # not known (what was read stops one byte past the limit), only that it is over it
        raise StudentRecordError("too_large", path=path, size=None, max=MAX_BYTES)
    return raw


def _parse_json(path: Path, raw: bytes) -> object:
    """The JSON in ``raw`` (UTF-8, a byte-order mark allowed, as Windows editors write it);
    StudentRecordError with the reason in plain words when it is not JSON."""
    if not raw.strip():
        raise StudentRecordError("damaged", path=path, reason=Reason("empty"))
    if looks_like_utf16(raw):
        raise StudentRecordError("damaged", path=path, reason=Reason("utf16"))
    try:
        return json.loads(
            raw.decode("utf-8-sig"),
            parse_float=_json_number,
            parse_constant=_json_constant,
            object_pairs_hook=_json_object,
        )
    except UnicodeDecodeError as err:
        raise StudentRecordError("damaged", path=path, reason=Reason("encoding", byte=err.start)) from None
    except RecursionError:
        raise StudentRecordError("damaged", path=path, reason=Reason("nested")) from None
    except json.JSONDecodeError as err:
        where = Reason("json", line=err.lineno, column=err.colno)
        raise StudentRecordError("damaged", path=path, reason=where) from None
    except ValueError:  # an integer of more digits than Python converts
        raise StudentRecordError("damaged", path=path, reason=Reason("number")) from None


#: a number of the record that JSON cannot write back: one beyond a float's range (``1e999``,
#: read as infinity) or ``NaN``/``Infinity``, which are not JSON at all. Not usable: dropped from
#: the object that holds it, written as null in an array (:func:`_dumps`), so what the record
#: keeps of it and writes back stays JSON
_UNUSABLE = object()


def _json_number(text: str) -> object:
    number = float(text)
    return number if math.isfinite(number) else _UNUSABLE


def _json_constant(word: str) -> object:
    return _UNUSABLE  # NaN, Infinity, -Infinity: no JSON numbers


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if any(value is _UNUSABLE for value in obj.values()):
        return {key: value for key, value in obj.items() if value is not _UNUSABLE}
    return obj


def _null_for_unusable(value: object) -> None:
    if value is _UNUSABLE:
        return None
    raise TypeError(f"{type(value).__name__} is not JSON")


def _dumps(value: object, *, indent: int | None = None, sort_keys: bool = False) -> str:
    """``value`` as JSON text, never ``NaN`` nor ``Infinity`` (not JSON: a strict reader would
    refuse the whole record): a number that is not usable in an array is written as null."""
    return json.dumps(
        value,
        ensure_ascii=False,
        indent=indent,
        sort_keys=sort_keys,
        allow_nan=False,
        default=_null_for_unusable,
    )


def _record_text(data: Mapping[str, Any], answers: Sequence[str]) -> str:
    """A record's JSON (:meth:`StudentRecord.as_json`, its answers given apart as ``answers``,
    each one's JSON text) as its file holds it: each top-level key on a line of its own, each
    answer on a line of its own (a person can read and compare it). No indented dump: the JSON
    module writes one in Python, a quarter of a second for 20,000 answers, on every answer."""
    lines = []
    for key, value in data.items():
        name = _dumps(key)
        if key == "answers":
            items = ",\n".join(f"  {line}" for line in answers)
            lines.append(f" {name}: [\n{items}\n ]" if answers else f" {name}: []")
        else:
            lines.append(f" {name}: {_dumps(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _digest(raw: bytes) -> bytes:
    """What a record file's bytes are told by when they have not changed since this window read
    or wrote them. Not its inode, size and time: a same-size rewrite within the same second (a
    file system with whole-second times, an inode used again) keeps all of them."""
    return hashlib.blake2b(raw, digest_size=32).digest()


# ---------------------------------------------------------------------------------------------
# Skills
# ---------------------------------------------------------------------------------------------


def _fu_skills(result: ScoreResult) -> list[str]:
    win = result.win
    if win is None or win.yakuman:
        return []
    out = [f"fu:{item.reason}" for item in win.fu.items if item.reason != "base"]
    if win.fu.raw != win.fu.fu and win.reading.shape != "chiitoitsu":
        out.append("fu:rounding")
    return out


def _payment_skills(result: ScoreResult) -> list[str]:
    win = result.win
    if win is None or win.payment is None:
        return []
    pay = win.payment
    who = "dealer" if pay.dealer else "non_dealer"
    how = "tsumo" if pay.tsumo else "ron"
    spec = result.spec
    # under pao the payment asked is the liable player's (RULES.md §6), not the usual split
    out = ["pay:pao" if pao_settlement(spec, win) is not None else f"pay:{who}_{how}"]
    if win.limit:
        out.append(f"limit:{win.limit}")
    if pay.honba:
        out.append("pay:honba")
    return out


def skills_tested(step: str, result: ScoreResult, given: object = None) -> tuple[str, ...]:
    """The skills one answer at ``step`` tests (for the yaku step, a wrongly claimed yaku too).

    The han step tests the adding up of han (``han:count``), not the yaku: naming them is the
    yaku step's skill. The fu step tests each fu item, the rounding and the adding up."""
    win = result.win
    if win is None:
        return ()
    if step == "yaku":
        ids = set(yaku_ids(win))
        if isinstance(given, (set, frozenset, list, tuple)):
            ids |= {str(g) for g in given if str(g) not in DORA_IDS}
        return tuple(f"yaku:{i}" for i in sorted(ids))
    if step == "han":
        dora = any(y.id in DORA_IDS for y in win.yaku)
        return (HAN_COUNT, HAN_DORA) if dora else (HAN_COUNT,)
    if step == "fu":
        return (*dict.fromkeys(_fu_skills(result)), FU_COUNT)
    if step == "payment":
        return tuple(_payment_skills(result))
    return ()


#: The skill of adding up the han of yaku and dora (the han step), and of adding up fu.
HAN_COUNT = "han:count"
HAN_DORA = "han:dora"  # counting the dora, red fives and ura dora
FU_COUNT = "fu:count"

#: The skill areas each quiz step asks (a skill is ``area:ident``). With the steps of each level
#: (:data:`mjgui.core.teach.quiz.LEVEL_STEPS`) this is the one place that says which skills a
#: level practises: a hand is chosen, and a reason given, only for those.
STEP_AREAS: dict[str, tuple[str, ...]] = {
    "yaku": ("yaku",),
    "han": ("han",),
    "fu": ("fu",),
    "payment": ("pay", "limit"),
}


def level_areas(level: str) -> frozenset[str]:
    """The skill areas the quiz asks at ``level`` (ValueError for an unknown level)."""
    from mjgui.core.teach.quiz import LEVEL_STEPS

    if level not in LEVEL_STEPS:
        raise ValueError(f"unknown quiz level {level!r}")
    return frozenset(a for step in LEVEL_STEPS[level] for a in STEP_AREAS[step])


def level_asks(level: str, skill: str) -> bool:
    """Does the quiz at ``level`` ever ask ``skill``?"""
    return skill.partition(":")[0] in level_areas(level)


def hand_skills(
    result: ScoreResult, level: str = "payment", *, skip_limit_fu: bool = False
) -> tuple[str, ...]:
    """Every skill a whole question on this hand tests at ``level`` (the steps that level asks
    of this hand: no han or fu for a yakuman, no payment below the payment level)."""
    from mjgui.core.teach.quiz import question_steps

    if result.win is None:
        return ()
    out: dict[str, None] = {}
    for step in question_steps(level, result, skip_limit_fu):
        out.update(dict.fromkeys(skills_tested(step, result)))
    return tuple(out)


Outcome = tuple[str, bool]


def _round_fu(raw: int) -> int:
    return -(-raw // 10) * 10


def _fu_outcomes(result: ScoreResult, given: int) -> tuple[Outcome, ...]:
    """The fu skills a fu answer got right and wrong. A wrong total is put down to the item
    whose omission or miscount explains it (an item left out, counted at half or twice its fu,
    or the rounding forgotten); a total nothing explains is an adding-up miss."""
    win = result.win
    assert win is not None
    skills = list(dict.fromkeys(_fu_skills(result)))
    if given == win.fu.fu:
        return (*((s, True) for s in skills), (FU_COUNT, True))
    raw = win.fu.raw
    suspects: dict[str, None] = {}
    if win.reading.shape == "chiitoitsu":
        suspects.update(dict.fromkeys(skills))
    else:
        if "fu:rounding" in skills and given == raw:
            suspects["fu:rounding"] = None
        if "fu:pinfu_tsumo" in skills and given == 30:  # the 2 tsumo fu counted, rounded to 30
            suspects["fu:pinfu_tsumo"] = None
        for item in win.fu.items:
            if item.reason == "base" or not item.fu:
                continue
            for other in (raw - item.fu, raw - item.fu // 2, raw + item.fu):
                if given in (other, _round_fu(other)):
                    suspects[f"fu:{item.reason}"] = None
    if not suspects:
        return ((FU_COUNT, False),)
    return tuple((s, s not in suspects) for s in skills)


def _payment_outcomes(result: ScoreResult, given: tuple[int, ...]) -> tuple[Outcome, ...]:
    """The payment skills a payment answer got right and wrong: a payment right but for the
    honba is a honba miss only."""
    from dataclasses import replace

    from mjgui.core.scoring.scoring import score
    from mjgui.core.teach.quiz import expected_answers

    skills = _payment_skills(result)
    expected = expected_answers(result)
    if given == expected.payment or (
        expected.payment_kind == "tsumo" and tuple(sorted(given, reverse=True)) == expected.payment
    ):
        return tuple((s, True) for s in skills)
    spec = result.spec
    if spec.honba:
        without = expected_answers(score(replace(spec, honba=0))).payment
        if given == without or tuple(sorted(given, reverse=True)) == without:
            return tuple((s, s != "pay:honba") for s in skills)
    return tuple((s, False) for s in skills if s != "pay:honba")


def _han_outcomes(result: ScoreResult, given: object, claimed: Iterable[str] | None) -> tuple[Outcome, ...]:
    """A han answer: right; or a total that adds up the yaku the student named wrongly at the
    yaku step (then that step's miss is the only one: the adding up was right); or the dora
    left out (``han:dora``); or else adding up missed (``han:count``)."""
    win = result.win
    assert win is not None
    dora = sum(y.han for y in win.yaku if y.id in DORA_IDS)
    out: list[Outcome] = []
    if given == win.han:
        out.append((HAN_COUNT, True))
        if dora:
            out.append((HAN_DORA, True))
        return tuple(out)
    if claimed is not None and set(claimed) - set(DORA_IDS) != set(yaku_ids(win)):
        held = {y.id: y.han for y in win.yaku}
        closed = result.spec.closed
        han = dora
        for ident in set(claimed) - set(DORA_IDS):
            if ident in held:
                han += held[ident]
            elif ident in YAKU_HAN:
                closed_han, open_han = yaku_han(ident, result.spec.rules)
                han += (closed_han if closed else open_han) or 0
        if given == han:
            return ((HAN_COUNT, True), (HAN_DORA, True)) if dora else ((HAN_COUNT, True),)
    if dora and given == win.han - dora:
        return ((HAN_COUNT, True), (HAN_DORA, False))
    return ((HAN_COUNT, False),)


def attribute(
    step: str, result: ScoreResult, given: object, claimed: Iterable[str] | None = None
) -> tuple[Outcome, ...]:
    """Each skill one answer at ``step`` tested, with whether the student got it right: a miss
    is put down to what was actually missed. Yaku: each yaku named wrongly or left out (the
    others were right). Han: a wrong total is a miss of adding up the han (or of the dora), not
    of the yaku; a total that adds up the yaku the student named (``claimed``, the answer at
    the yaku step) was added up right. Fu: the item (or the rounding) that explains the wrong
    total, else adding up. Payment: the honba alone when only they are missing, else the
    payment (and its limit)."""
    win = result.win
    if win is None:
        return ()
    if step == "yaku":
        expected = set(yaku_ids(win))
        claimed = {str(g) for g in given} if isinstance(given, (set, frozenset, list, tuple)) else set()
        claimed -= set(DORA_IDS)
        return tuple((f"yaku:{i}", (i in expected) == (i in claimed)) for i in sorted(expected | claimed))
    if step == "han":
        return _han_outcomes(result, given, claimed)
    if step == "fu":
        return _fu_outcomes(result, given) if isinstance(given, int) else ()
    if step == "payment":
        amounts = (given,) if isinstance(given, int) else tuple(given) if isinstance(given, tuple) else ()
        return _payment_outcomes(result, amounts)
    return ()


def answers_for(
    when: float,
    hand: str,
    step: str,
    outcomes: Sequence[Outcome],
    correct: bool,
    mode: str = "",
    edition: int = 0,
) -> list[Answer]:
    """The record's answers for one attributed answer: one for the skills missed, one for the
    skills right (so that the record's format stays one flag per answer); an answer that tested
    no skill is kept as it was judged. ``edition``: what :func:`line_edition` says of ``hand``."""
    wrong = tuple(s for s, ok in outcomes if not ok)
    right = tuple(s for s, ok in outcomes if ok)
    if not outcomes:
        return [Answer(when, hand, step, (), correct, mode, edition=edition)]
    out = []
    if wrong:
        out.append(Answer(when, hand, step, wrong, False, mode, edition=edition))
    if right:
        out.append(Answer(when, hand, step, right, True, mode, edition=edition))
    return out


def outcomes_of(answer: Answer) -> tuple[Outcome, ...]:
    """The skills of a recorded answer with right or wrong. Answers recorded before the han
    step was its own skill named the hand's yaku; they count as adding up the han."""
    if answer.step == "han" and any(s.startswith("yaku:") for s in answer.skills):
        return ((HAN_COUNT, answer.correct),)
    return tuple((s, answer.correct) for s in answer.skills)


def skill_name(skill: str, lang: str = "en") -> str:
    """A skill as a student reads it: ``pinfu``, ``the closed-ron 10 fu``, ``dealer ron``."""
    area, _, ident = skill.partition(":")
    if area == "yaku":
        return small_first(yaku_name(ident, lang))
    message = T.SKILLS.get(skill)
    if message is None and area == "limit":
        from mjgui.core.text import limit_name

        return small_first(limit_name(ident, lang))
    return say(message, lang) if message is not None else skill


def score_line(spec: HandSpec) -> str:
    """The hand as ``score`` words (what the record keeps, and what reopens it on the desk):
    its rules as options on its preset's current edition, which :func:`line_edition` says."""
    from mjgui.core.logs.model import score_words

    return " ".join(score_words(spec))


def line_edition(spec: HandSpec) -> int:
    """The edition of the hand's preset that its :func:`score_line` reads against (the one this
    mjgui plays): kept beside the line in the record, so that a later mjgui, whose preset may
    have a newer edition, reads the hand with the values it was answered under."""
    from mjgui.core.scoring.rules import current_edition

    return current_edition(spec.rules.name)


def _line_preset(words: Sequence[str]) -> str | None:
    """The preset a score line names (the word after its last ``--rules``), None without one."""
    at = [i for i, w in enumerate(words[:-1]) if w == "--rules"]
    return words[at[-1] + 1] if at else None


def _rebased(hand: str, edition: int) -> tuple[str, int]:
    """A recorded score line and the edition of its preset it reads against, as the line that
    reads the same hand against the preset's current edition (with the options that give back
    the edition's values), and that edition; as they were when they do not read so (a newer
    mjgui's edition, a line from another version: kept and written back unchanged)."""
    from mjgui.core.errors import MahjongError
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.core.scoring.rule_words import with_rule_words
    from mjgui.core.scoring.rules import current_edition, preset_at

    words = hand.split()
    name = _line_preset(words)
    if name is None or edition == current_edition(name):
        return hand, edition
    options = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "--rule-option"]
    try:
        spec = parse_score_args(words)[0].spec
        rules = with_rule_words(preset_at(name, edition), options)
    except (MahjongError, SystemExit):  # argparse's own exit: never the program's
        return hand, edition
    return score_line(replace(spec, rules=rules)), current_edition(name)


# ---------------------------------------------------------------------------------------------
# The record
# ---------------------------------------------------------------------------------------------


#: the keys of an answer this mjgui reads; others (a later mjgui's) are kept as they are
_ANSWER_KEYS = frozenset({"when", "hand", "step", "skills", "correct", "mode", "edition"})
#: the top-level keys of a record this mjgui reads; others are kept as they are
_RECORD_KEYS = frozenset({"version", "answers", "best_times"})
#: the top-level key of a record that lists the digests (:func:`_digest`, in hex) of the sync
#: conflict copies merged into it, so that a later load does not parse them again
#: (:meth:`StudentRecord._merge_copies`). Kept with the keys this mjgui does not otherwise read
#: (:attr:`StudentRecord.extra`): an mjgui from before it keeps it and writes it back as it was
COPIES_KEY = "merged_copies"


@dataclass(frozen=True)
class Answer:
    """One judged answer: when, on which hand (a score line), the step, its skills, right or not.
    ``extra``: the keys of the answer this mjgui does not read (a later mjgui's, of the same
    record version), as JSON text, written back as they were. ``edition``: the edition of the
    hand's preset its score line reads against (:func:`line_edition`); 0 for an answer recorded
    without it (before editions were kept: its line reads against today's edition). An answer
    read with an edition this mjgui no longer plays has its line read against the current one
    (:func:`_rebased`), so that the missed hands reopen under the rules they were answered in."""

    when: float
    hand: str
    step: str
    skills: tuple[str, ...]
    correct: bool
    mode: str = ""
    extra: str = ""
    edition: int = 0

    def as_json(self) -> dict[str, Any]:
        known = {
            "when": round(self.when, 3),
            "hand": self.hand,
            "step": self.step,
            "skills": list(self.skills),
            "correct": self.correct,
            "mode": self.mode,
        }
        if self.edition:
            known["edition"] = self.edition
        return {**known, **_unknown_keys(self.extra)}

    @classmethod
    def from_json(cls, data: object) -> Answer:
        if not isinstance(data, dict):
            raise ShapeError("answer_object")
        when, hand, step = data.get("when"), data.get("hand"), data.get("step")
        skills, correct, mode = data.get("skills"), data.get("correct"), data.get("mode", "")
        seconds = _finite(when)
        if seconds is None:
            raise ShapeError("answer_time")
        seconds = round(seconds, 3)  # as written: the answer reads back equal to itself
        if not isinstance(hand, str) or not isinstance(step, str) or not isinstance(mode, str):
            raise ShapeError("answer_text")
        if not isinstance(skills, list) or not all(isinstance(s, str) for s in skills):
            raise ShapeError("answer_skills")
        if not isinstance(correct, bool):
            raise ShapeError("answer_correct")
        other = {key: value for key, value in data.items() if key not in _ANSWER_KEYS}
        edition = data.get("edition", 0)
        if type(edition) is not int or edition < 1:  # not an edition: kept as it was
            if "edition" in data:
                other["edition"] = edition
            edition = 0
        else:
            hand, edition = _rebased(hand, edition)
        return cls(seconds, hand, step, tuple(skills), correct, mode, _extra_text(other), edition)


@dataclass
class StudentRecord:
    """Every answer the student gave, and the best times of the timed drills.

    ``load`` never raises for a bad file: a damaged record is renamed aside (``set_aside`` holds
    the new name, ``load_error`` why) and the student starts afresh; the damaged file is never
    written over. A record with answers that cannot be read (one spoilt by hand among hundreds)
    keeps the others: ``load_error`` (``answers_left_out``) says how many were left out and the
    first, and the file as it was is copied aside (``set_aside``) before a save writes it
    without them. A record a newer mjgui wrote is not damaged: it is left untouched, neither
    renamed nor written (``newer`` holds its version, ``load_error`` says it), and this session's
    answers are kept in memory only. ``save`` merges with what other windows saved meanwhile
    (see the module). What this mjgui does not read in a record of its version is kept and
    written back as it was: the keys of the record it does not know (``extra``), and a best time
    that is not a number (``other_times``, a later mjgui's or a hand's: that drill shows no best
    time until a new one replaces it). A number JSON cannot write back (``1e999``, beyond a
    float's range; ``NaN``, ``Infinity``) is not usable: read as dropped from its object (null in
    an array), so the record written is always JSON."""

    path: Path | None = None
    answers: list[Answer] = field(default_factory=list)
    best_times: dict[str, float] = field(default_factory=dict)
    set_aside: Path | None = None
    load_error: StudentRecordError | None = None
    newer: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    other_times: dict[str, Any] = field(default_factory=dict)
    #: the record file's bytes as this record last read them whole or wrote them
    #: (:func:`_digest`): while the file still holds them, a save need not parse nor merge it
    #: (nothing on disk is not in memory)
    disk: bytes | None = field(default=None, repr=False, compare=False)
    #: each answer's JSON text as the last save wrote it (:meth:`_text`)
    _lines: dict[Answer, str] = field(default_factory=dict, repr=False, compare=False)
    #: the sync conflict copies of the record (:func:`conflict_copies`) that brought answers
    #: the record did not have when they were merged in on loading (each copy left as it is)
    merged_copies: tuple[Path, ...] = ()
    #: those of :attr:`merged_copies` that also hold data the record keeps other values of
    #: (:meth:`_keeps_all_of`): only the copy holds it, so it is not to be deleted
    partly_kept: tuple[Path, ...] = ()
    #: the conflict copies merged at this load whose digests are new in the record
    #: (:data:`COPIES_KEY`): a save keeps them, so that no later load parses them again
    copies_noted: tuple[Path, ...] = ()
    #: why each conflict copy that could not be merged was not (the copy left as it is)
    copy_errors: tuple[StudentRecordError, ...] = ()

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> StudentRecord:
        target = Path(path)
        # temp files of a save killed before its rename (a younger one may be a save at work),
        # and locks a killed breaker renamed aside
        remove_stale_temp_files(target, older_than=STALE_TEMP_SECONDS)
        remove_stale_litter(lock_path(target), older_than=STALE_TEMP_SECONDS)
        try:
            raw = _read_record_bytes(target)
            record = cls._from_json(target, _parse_json(target, raw))
        except FileNotFoundError:
            record = cls(target, load_error=_link_to_nothing(target))
        except StudentRecordError as err:
            if err.code == "newer":
                return cls(target, load_error=err, newer=_newer_version(err))
            aside = _set_aside(target)
            record = cls(target, set_aside=aside, load_error=_said_of(err, aside))
        else:
            if record.load_error is not None:  # answers left out: the file as it was is kept
                record.set_aside = _copy_aside(target)
            else:  # read whole: until another window writes it, a save need not merge it
                record.disk = _digest(raw)
                # each answer once (a file may hold one twice): the save that does not read the
                # file again keeps the answers as they are
                record.answers = _merge((), record.answers)
        record._merge_copies()
        return record

    def _merge_copies(self) -> None:
        """Merge in the sync conflict copies of the record (:func:`conflict_copies`): their
        answers (each once: merging a copy again adds nothing), times and what this mjgui does
        not read (the record's own values first), as a save merges another window's. A copy is
        never removed nor renamed, so nothing of it is lost when not all of it fits (the cap,
        a key the record holds otherwise): :attr:`merged_copies` names those that brought
        answers the record did not have, :attr:`partly_kept` those of them that hold data the
        record keeps other values of. A copy that cannot be read, some of whose answers
        cannot, or a newer mjgui's, is not merged and is said (:attr:`copy_errors`).

        The digest of each copy merged is kept in the record (:data:`COPIES_KEY`), and a copy
        whose bytes are one of them is read but not parsed nor merged again: it has nothing
        the record did not take (a record only grows, and keeps its own values first). The
        digests kept are those of the copies still there (:attr:`copies_noted`: those added
        now, which a save keeps)."""
        if self.path is None or self.newer is not None:  # a record never written: nothing merged
            return
        known = _known_copies(self.extra)
        kept: list[str] = []  # the digests of the copies there, merged before or now
        noted: list[Path] = []
        merged: list[tuple[Path, StudentRecord]] = []
        errors: list[StudentRecordError] = []
        for copy in conflict_copies(self.path):
            try:
                raw = _read_record_bytes(copy)
            except FileNotFoundError:  # gone meanwhile (the other machine's user removed it)
                continue
            except StudentRecordError as err:
                errors.append(err)
                continue
            digest = _digest(raw).hex()
            if digest in kept:  # these very bytes merged now (a copy of a copy)
                continue
            if digest in known:  # merged at an earlier start: nothing in it is new
                kept.append(digest)
                continue
            try:
                other = StudentRecord._from_json(copy, _parse_json(copy, raw))
            except StudentRecordError as err:
                errors.append(err)
                continue
            if other.load_error is not None:  # answers left out: which are right a person decides
                errors.append(other.load_error)
                continue
            before = set(self.answers)
            self.answers = _merge(other.answers, self.answers)
            for drill, seconds in other.best_times.items():
                self.best_times[drill] = min(seconds, self.best_times.get(drill, seconds))
            self.extra = {**other.extra, **self.extra}
            self.other_times = {**other.other_times, **self.other_times}
            kept.append(digest)
            noted.append(copy)
            if any(a not in before for a in self.answers):
                merged.append((copy, other))
        # asked once every copy is in: a later copy's value may take the place of one only an
        # earlier copy held (its best time in the place of the earlier one's that is no number)
        self.merged_copies = tuple(copy for copy, _ in merged)
        self.partly_kept = tuple(copy for copy, other in merged if not self._keeps_all_of(other))
        extra = {key: value for key, value in self.extra.items() if key != COPIES_KEY}
        self.extra = {**extra, COPIES_KEY: sorted(kept)} if kept else extra
        self.copies_noted, self.copy_errors = tuple(noted), tuple(errors)

    def _keeps_all_of(self, other: StudentRecord) -> bool:
        """Whether this record, ``other`` merged in, writes each value of ``other`` that this
        mjgui does not read (:attr:`extra`, :attr:`other_times`) as ``other`` holds it: False
        when it keeps one of its own in its place (a later mjgui's ``goals`` it holds too, a
        best time that is no number). Answers and best times are not asked: each answer is
        kept once (or, at the cap, left out as the record's own older answers are), and the
        better of two best times is the best time."""
        for key, value in other.extra.items():
            if key != COPIES_KEY and (key not in self.extra or not _same_json(self.extra[key], value)):
                return False
        for drill, value in other.other_times.items():
            if drill in self.best_times or not _same_json(self.other_times.get(drill), value):
                return False
        return True

    @classmethod
    def _from_json(cls, path: Path, data: object) -> StudentRecord:
        """The record ``data`` holds; answers that cannot be read are left out, said by its
        ``load_error`` (``answers_left_out``: how many, the first and why), unless none can be
        read: then it is no student record (StudentRecordError ``damaged``)."""
        try:
            answers, times, left_out = _parse(data)
            kept = _kept_of(data)
        except ShapeError as err:
            raise StudentRecordError("damaged", path=path, reason=Reason(err.key)) from None
        except NewerRecord as err:
            raise StudentRecordError("newer", path=path, version=err.version, supported=VERSION) from None
        if not left_out:
            return cls(path, answers, times, extra=kept[0], other_times=kept[1])
        first, why = left_out[0]
        if not answers:  # not one answer reads: not a student record
            raise StudentRecordError("damaged", path=path, reason=Reason(why.key))
        total = len(answers) + len(left_out)
        error = StudentRecordError(
            "answers_left_out", path=path, n=len(left_out), total=total, first=first, reason=Reason(why.key)
        )
        return cls(path, answers, times, load_error=error, extra=kept[0], other_times=kept[1])

    def as_json(self) -> dict[str, Any]:
        return self._as_json([a.as_json() for a in self.answers])

    def _as_json(self, answers: object) -> dict[str, Any]:
        """:meth:`as_json` with ``answers`` in the place of the answers."""
        times = {**self.other_times, **self.best_times}  # a time of this mjgui's replaces a kept one
        known = {"version": VERSION, "answers": answers, "best_times": dict(sorted(times.items()))}
        return {**known, **self.extra}

    def _text(self) -> str:
        """The record as its file holds it (:func:`_record_text`). Each answer's JSON text is
        kept from the save before (an answer is frozen): a save writes only its new answers
        anew, not 20,000 of them on every answer."""
        before = self._lines
        lines = {a: before.get(a) or _dumps(a.as_json()) for a in self.answers}
        self._lines = lines
        return _record_text(self._as_json(None), [lines[a] for a in self.answers])

    def _encoded(self) -> bytes:
        """The bytes of the record's file (:meth:`_text`), at most :data:`MAX_BYTES` (what
        reading takes): when all its answers would make more, the oldest are left out of the
        record until the rest fit, as past the answer cap."""
        data = encoded_text(self.path or "", self._text())
        over = len(data) - MAX_BYTES
        if over <= 0:
            return data
        lines = self._lines
        drop = 0
        while over > 0 and drop < len(self.answers):
            # each answer is a line of its own: two spaces before it, a comma and a newline after
            over -= len(lines[self.answers[drop]].encode("utf-8")) + 4
            drop += 1
        self.answers = self.answers[drop:]
        return encoded_text(self.path or "", self._text())

    def save(self) -> None:
        """Merge with the record on disk and write it atomically, under the record's lock file:
        re-read it, keep every answer of both (each once) and the better of each best time.
        A record on disk that cannot be read is set aside first, never written over; one some of
        whose answers cannot be read is copied aside first, and not written when no copy can be
        kept (StudentRecordError ``copy_failed``: those answers stay in it). Raises
        StorageError (``busy`` when another window holds the lock for seconds; ``newer`` when
        a newer mjgui wrote the record meanwhile: from then on nothing is written to it).
        A record a newer mjgui wrote is never written: the answers stay in memory. The file's
        bytes are read at every save; while they are those this record last read whole or
        wrote (:attr:`disk`), they are not parsed nor merged: nothing in them is not in memory
        already (parsing and merging 20,000 answers is what takes the time, not reading).
        The file written is never over :data:`MAX_BYTES` (:meth:`_encoded`): what reading
        refuses is never written."""
        if self.path is None or self.newer is not None:
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = LockFile(lock_path(self.path), stale_after=LOCK_STALE_SECONDS)
        lock.acquire(LOCK_WAIT_SECONDS)
        try:
            on_disk: bytes | StudentRecordError | None
            try:
                on_disk = _read_record_bytes(self.path)
            except FileNotFoundError:
                on_disk = None  # a link to nothing (said at the start): the new record is made there
            except StudentRecordError as err:
                on_disk = err
            if self.disk is not None and isinstance(on_disk, bytes) and _digest(on_disk) == self.disk:
                answers = _in_order(self.answers)  # no other window wrote
                times = dict(self.best_times)
            else:
                self.disk = None
                answers, times = self._merged_with_disk(self.path, on_disk)
            merged = StudentRecord(self.path, answers, times, extra=self.extra, other_times=self.other_times)
            merged._lines = self._lines
            written = merged._encoded()
            answers = merged.answers  # the oldest left out when all of them would not fit
            self._lines = merged._lines
            # a link to a synced folder stays one
            atomic_write_bytes(self.path, written, follow_links=True)
            self.disk = _digest(written)  # under the lock: no other window wrote since
            if self.load_error is not None and self.load_error.code == "link_to_nothing":
                self.load_error = None  # the record is there now: nothing more to say of it
        finally:
            lock.release()
        self.answers, self.best_times = answers, times

    def _merged_with_disk(
        self, path: Path, on_disk: bytes | StudentRecordError | None
    ) -> tuple[list[Answer], dict[str, float]]:
        """This window's answers and times joined with those on disk (under the lock):
        ``on_disk`` is the file's bytes as just read, why it could not be read, or None when
        there is none."""
        try:
            if isinstance(on_disk, StudentRecordError):
                raise on_disk
            if on_disk is None:
                other = StudentRecord(path)
            else:
                other = StudentRecord._from_json(path, _parse_json(path, on_disk))
        except StudentRecordError as err:
            if err.code == "newer":  # a newer mjgui's record: not damaged, never touched
                self.newer, self.load_error = _newer_version(err), err
                raise
            aside = _set_aside(path)
            if aside is None:
                raise
            self.set_aside, self.load_error = aside, _said_of(err, aside)
            other = StudentRecord(path)
        if other.load_error is not None:  # answers left out: the file as it is kept aside first
            # (these very bytes: a copy kept earlier, at the load, may be of other ones); when
            # no copy can be kept, nothing is written, as when a damaged record cannot be set
            # aside: the file keeps those answers, this window its own
            self.set_aside = _copy_aside(path, on_disk if isinstance(on_disk, bytes) else None, strict=True)
            self.load_error = other.load_error
        times = dict(other.best_times)
        for drill, seconds in self.best_times.items():
            times[drill] = min(seconds, times.get(drill, seconds))
        self.extra = {**self.extra, **other.extra}  # what a later mjgui keeps there, newest first
        self.other_times = {**self.other_times, **other.other_times}
        return _merge(other.answers, self.answers), times

    def add(self, answer: Answer) -> None:
        # the time as written (to the millisecond): an answer reads back equal to itself
        self.answers.append(replace(answer, when=round(answer.when, 3)))
        if len(self.answers) > _MAX_ANSWERS:
            del self.answers[: len(self.answers) - _MAX_ANSWERS]

    def best_time(self, drill: str) -> float | None:
        return self.best_times.get(drill)

    def finish_drill(self, drill: str, seconds: float) -> bool:
        """Keep ``seconds`` if it beats the best time of ``drill``; True when it does."""
        best = self.best_times.get(drill)
        if best is None or seconds < best:
            self.best_times[drill] = round(seconds, 2)
            return True
        return False

    def missed(self, limit: int = 50) -> list[str]:
        """The hands answered wrongly, newest first, each once."""
        out: dict[str, None] = {}
        for a in reversed(self.answers):
            if not a.correct and a.hand:
                out.setdefault(a.hand)
                if len(out) >= limit:
                    break
        return list(out)

    def accuracy(self, buckets: int = 8) -> dict[str, list[float | None]]:
        """For each skill: its accuracy in ``buckets`` runs of the record as equal as they
        divide (fewer when it holds fewer answers: every run holds one), oldest first (None
        where the skill was not tested): what a small chart draws."""
        if not self.answers:
            return {}
        total = len(self.answers)
        buckets = min(buckets, total)  # each run holds answers: fewer runs for fewer answers
        right: dict[str, list[int]] = {}
        seen: dict[str, list[int]] = {}
        for index, a in enumerate(self.answers):
            b = index * buckets // total
            for s, ok in outcomes_of(a):
                seen.setdefault(s, [0] * buckets)[b] += 1
                right.setdefault(s, [0] * buckets)[b] += ok
        return {
            s: [right[s][b] / n if n else None for b, n in enumerate(counts)]
            for s, counts in sorted(seen.items())
        }


def conflict_copies(path: Path) -> list[Path]:
    """The sync tools' conflict copies of the student record at ``path``, by name: those the
    club's season knows (:func:`~mjgui.core.league.files.conflict_original`: Syncthing's
    ``student.sync-conflict-20261207-101500-ABCDEF1.json``, Dropbox's ``student (Boris's
    conflicted copy 2026-12-07).json``, Nextcloud's and ownCloud's). OneDrive's copies
    (``student-LAPTOP.json``, the machine's name) are not known by name: such a name cannot be
    told from a person's own backup (``student-old.json``) or another student's record.

    They are looked for beside ``path`` and, when it is a link (into a synced folder), beside
    the file it leads to, named after that file: a sync tool makes its copies where the file it
    syncs is. Each folder's sorted, the link's first; a copy that is the record itself (a link
    to it) is none, and a copy found in both places is listed once. A folder that cannot be
    listed has none."""
    places = [path]
    with contextlib.suppress(OSError, RuntimeError):
        target = path.resolve()
        if os.path.normcase(str(target)) != os.path.normcase(os.path.abspath(path)):
            places.append(target)
    record = os.path.realpath(path)
    seen: set[str] = {record}
    out = []
    for place in places:
        name = place.name.casefold()
        try:
            with os.scandir(place.parent) as listing:
                names = sorted(entry.name for entry in listing)
        except OSError:
            continue
        for other in names:
            if other.casefold() == name:
                continue
            original = conflict_original(Path(other))
            if original is None or original.name.casefold() != name:
                continue
            copy = place.with_name(other)
            real = os.path.realpath(copy)
            if real not in seen:
                seen.add(real)
                out.append(copy)
    return out


def _known_copies(extra: Mapping[str, Any]) -> set[str]:
    """The digests of the conflict copies a record says were merged into it (:data:`COPIES_KEY`;
    anything else there is none)."""
    value = extra.get(COPIES_KEY)
    return {d for d in value if isinstance(d, str)} if isinstance(value, list) else set()


def _same_json(one: object, other: object) -> bool:
    """Whether two values read from JSON are written alike (``1`` is not ``true`` here)."""
    return _dumps(one, sort_keys=True) == _dumps(other, sort_keys=True)


def lock_path(path: Path) -> Path:
    """The lock file a save of the record at ``path`` takes (beside it; gone after the save)."""
    return path.with_name(path.name + LOCK_SUFFIX)


def _finite(value: object) -> float | None:
    """``value`` as a finite float, or None (text, true/false, NaN, infinity, or an integer too
    large for a float, which JSON allows)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except OverflowError:
        return None
    return number if math.isfinite(number) else None


def _parse(data: object) -> tuple[list[Answer], dict[str, float], list[tuple[int, ShapeError]]]:
    """The answers and best times of a record's JSON, and the answers left out: each one's
    place (from 1) and why. Raises ShapeError for JSON that is no
    student record, NewerRecord for a newer mjgui's."""
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise NewerRecord(version)  # a newer mjgui's: its shape is its own business
    if not isinstance(data, dict) or version != VERSION:
        raise ShapeError("version")
    answers = data.get("answers")
    best = data.get("best_times", {})
    if not isinstance(answers, list) or not isinstance(best, dict):
        raise ShapeError("shape")
    times: dict[str, float] = {}
    for key, value in best.items():
        seconds = _finite(value)
        if seconds is not None:  # one that is no number is kept as it is (see _kept_of), unused
            times[str(key)] = seconds
    read: list[Answer] = []
    left_out: list[tuple[int, ShapeError]] = []
    for place, item in enumerate(answers, start=1):
        try:
            read.append(Answer.from_json(item))
        except ShapeError as err:  # one answer a hand (or another program) spoilt: the rest stand
            left_out.append((place, err))
    return read, times, left_out


def _kept_of(data: object) -> tuple[dict[str, Any], dict[str, Any]]:
    """What a record's JSON (of this version, as :func:`_parse` read it) holds that this mjgui
    does not read, kept to be written back as it was: its other top-level keys, and its best
    times that are not numbers."""
    assert isinstance(data, dict)
    extra = {str(key): value for key, value in data.items() if key not in _RECORD_KEYS}
    best = data.get("best_times", {})
    assert isinstance(best, dict)
    others = {str(key): value for key, value in best.items() if _finite(value) is None}
    return extra, others


def _extra_text(other: Mapping[str, Any]) -> str:
    """An answer's keys this mjgui does not read, as JSON text ("" for none): kept in the answer
    (which stays hashable and compares by them), written back by :meth:`Answer.as_json`."""
    return _dumps(dict(other), sort_keys=True) if other else ""


def _unknown_keys(extra: str) -> dict[str, Any]:
    if not extra:
        return {}
    value = json.loads(extra)
    return value if isinstance(value, dict) else {}


def _merge(disk: Sequence[Answer], mine: Sequence[Answer]) -> list[Answer]:
    """Every answer of both, each once, in the order they were given (the newest kept past
    the cap)."""
    seen: set[Answer] = set()
    out: list[Answer] = []
    for a in (*disk, *mine):
        if a not in seen:
            seen.add(a)
            out.append(a)
    out.sort(key=lambda a: a.when)
    return out[-_MAX_ANSWERS:]


def _in_order(answers: Sequence[Answer]) -> list[Answer]:
    """``answers`` in the order they were given, the newest kept past the cap (:func:`_merge`
    of one window's answers, which are each once already)."""
    return sorted(answers, key=lambda a: a.when)[-_MAX_ANSWERS:]


def _newer_version(err: StudentRecordError) -> int:
    version = err.params.get("version")
    return version if isinstance(version, int) else VERSION + 1


def _aside_name(path: Path) -> Callable[[str, int], str]:
    return lambda stamp, n: f"{path.stem}-damaged-{stamp}{f'-{n}' if n else ''}{path.suffix}"


def _link_to_nothing(path: Path) -> StudentRecordError | None:
    """Why nothing is read from nor written through ``path``, a record not found, when it is a
    link to a file that is not there (None when it is no link); said apart when the folder the
    file would be in is not there either: then the next answer cannot start it."""
    try:
        if not path.is_symlink():
            return None
    except OSError:
        return None
    target = Path(os.path.realpath(path))
    if not os.path.isdir(target.parent):
        return StudentRecordError(
            "link_to_nothing", path=path, target=target, folder=target.parent, no_folder=True
        )
    return StudentRecordError("link_to_nothing", path=path, target=target)


def _said_of(err: StudentRecordError, aside: Path | None) -> StudentRecordError:
    """Why a record was set aside, said of the file it was set aside as (where its bytes, and
    the line and column of its JSON error, are now): the record's name holds a new record. Said
    after the sentence that names that file, it does not name it again (:class:`SetAsideError`)."""
    if aside is None:
        return err
    told = err.retold(SetAsideError, path=aside)
    assert isinstance(told, StudentRecordError)
    return told


def _set_aside(path: Path) -> Path | None:
    """Rename a damaged record so that nothing writes over it; its new name, or None. A link
    to a record file (into a synced folder) stays: the file it leads to is renamed, beside
    itself and after its own name, and the save writes the new record there through the link.
    A link to what is no file (a device, a folder), that loops or leads nowhere is renamed
    itself: nothing it leads to is touched, and the save writes a record in its place."""
    damaged = path
    with contextlib.suppress(StorageError, OSError):
        target = write_target(path)
        if target != path and stat.S_ISREG(os.lstat(target).st_mode):
            damaged = target
    return set_aside(damaged, _aside_name(damaged))


def _copy_aside(path: Path, data: bytes | None = None, *, strict: bool = False) -> Path | None:
    """Copy a record whose answers are partly left out beside it, under the name a damaged record
    is set aside by, before a save writes it without them: its copy's name, or None when it
    cannot be copied (the record itself is left as it is until then). ``data``: the record's
    bytes as just read (else read here). A copy of these very bytes kept earlier is that copy:
    each load of the same record before a save made another. ``strict`` (a save, which must
    not write the record without a copy): StudentRecordError ``copy_failed`` instead of None."""
    try:
        if data is None:
            data = read_regular_bytes(path, MAX_BYTES + 1)
        return _kept_copy(path, data) or copy_aside(path, data, _aside_name(path), strict=strict)
    except StorageError as err:
        if not strict:
            return None
        raise StudentRecordError("copy_failed", path=path, reason=err.params.get("reason") or err) from None


def _kept_copy(path: Path, data: bytes) -> Path | None:
    """A file beside ``path`` named as :func:`_aside_name` names its copies that holds ``data``
    byte for byte (a regular file, not a link); None when there is none."""
    named = re.compile(re.escape(path.stem) + r"-damaged-\d{8}-\d{6}(?:-\d+)?" + re.escape(path.suffix))
    try:
        with os.scandir(path.parent if str(path.parent) else ".") as listing:
            entries = sorted(e.name for e in listing if named.fullmatch(e.name))
    except OSError:
        return None
    for name in entries:
        copy = path.with_name(name)
        try:
            info = copy.lstat()
            if not stat.S_ISREG(info.st_mode) or info.st_size != len(data):
                continue
            if read_regular_bytes(copy, len(data) + 1) == data:
                return copy
        except (OSError, StorageError):
            continue
    return None


# ---------------------------------------------------------------------------------------------
# The schedule
# ---------------------------------------------------------------------------------------------


@dataclass
class SkillStats:
    """One skill: answers, wrong answers, the Leitner box and when it was last tested (the
    number of the question)."""

    seen: int = 0
    wrong: int = 0
    box: int = 0
    last: int = -1

    def interval(self) -> int:
        """Questions until the skill is due again: 1, 2, 4, 8... with the box."""
        return 1 << min(self.box, 8)


@dataclass
class Schedule:
    """Spaced repetition over the skills. ``clock`` counts the questions asked."""

    stats: dict[str, SkillStats] = field(default_factory=dict)
    clock: int = 0

    @classmethod
    def from_record(cls, record: StudentRecord) -> Schedule:
        schedule = cls()
        hand = None
        for answer in record.answers:
            if answer.hand != hand:
                schedule.clock += 1
                hand = answer.hand
            for skill, ok in outcomes_of(answer):
                schedule.note((skill,), ok, tick=False)
        return schedule

    def note(self, skills: Iterable[str], correct: bool, *, tick: bool = True) -> None:
        """Record one answer on ``skills`` (``tick``: it starts a new question)."""
        if tick:
            self.clock += 1
        for skill in skills:
            s = self.stats.setdefault(skill, SkillStats())
            s.seen += 1
            s.last = self.clock
            if correct:
                s.box += 1
            else:
                s.wrong += 1
                s.box = 0

    def priority(self, skill: str) -> float:
        """How much a hand testing ``skill`` is wanted now: the share of wrong answers (with a
        prior, so an unseen skill counts as half known) times how overdue it is."""
        s = self.stats.get(skill)
        if s is None:
            return 0.5
        error = (s.wrong + 0.5) / (s.seen + 1.0)
        overdue = (self.clock - s.last + 1) / s.interval()
        return error * min(overdue, 4.0)

    def weakest(self, count: int = 5) -> list[tuple[str, SkillStats]]:
        """The skills missed most (share of wrong answers, with the same prior as
        :meth:`priority`, then how many)."""
        items = [(k, s) for k, s in self.stats.items() if s.wrong]
        items.sort(key=lambda ks: (-(ks[1].wrong + 0.5) / (ks[1].seen + 1.0), -ks[1].wrong, ks[0]))
        return items[:count]


@dataclass(frozen=True)
class Choice:
    """The hand chosen, its skills, and the skill it was chosen for (with why)."""

    index: int
    skill: str
    wrong: int
    overdue: bool

    def reason(self, lang: str = "en") -> str:
        name = skill_name(self.skill, lang)
        if self.wrong:
            return say(T.WHY_CHOSEN["missed"], lang, skill=name, n=self.wrong)
        key = "overdue" if self.overdue else "new"
        return say(T.WHY_CHOSEN[key], lang, skill=name)


def choose_hand(
    schedule: Schedule,
    candidates: Sequence[ScoreResult],
    level: str = "payment",
    *,
    skip_limit_fu: bool = False,
    skills_of: Callable[[ScoreResult], Sequence[str]] | None = None,
) -> Choice:
    """The candidate whose skills are most wanted now (the sum of the two highest priorities, so
    one weak skill is not drowned by many easy ones), and the skill that decided. Only the
    skills the quiz asks of that hand at ``level`` count: a level that never asks the payment
    never practises it (``skills_of`` replaces that, for tests; it is filtered the same way)."""
    if not candidates:
        raise ValueError("no hand to choose from")
    areas = level_areas(level)
    best: tuple[float, int, str] | None = None
    for index, result in enumerate(candidates):
        if skills_of is None:
            skills: Sequence[str] = hand_skills(result, level, skip_limit_fu=skip_limit_fu)
        else:
            skills = [s for s in skills_of(result) if s.partition(":")[0] in areas]
        ranked = sorted(((schedule.priority(s), s) for s in skills), reverse=True)
        if not ranked:
            continue
        value = sum(p for p, _ in ranked[:2])
        if best is None or value > best[0]:
            best = (value, index, ranked[0][1])
    if best is None:
        return Choice(0, "", 0, False)
    _, index, skill = best
    stats = schedule.stats.get(skill)
    wrong = stats.wrong if stats else 0
    overdue = stats is not None and schedule.clock - stats.last >= stats.interval()
    return Choice(index, skill, wrong, overdue)


def skill_counts(record: StudentRecord) -> Mapping[str, tuple[int, int]]:
    """For each skill: (answers, right answers)."""
    out: dict[str, list[int]] = {}
    for a in record.answers:
        for s, ok in outcomes_of(a):
            pair = out.setdefault(s, [0, 0])
            pair[0] += 1
            pair[1] += ok
    return {k: (v[0], v[1]) for k, v in sorted(out.items())}
