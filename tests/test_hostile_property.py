"""Every record line is answered: accepted, or refused with a typed error and a message in both
languages; never another exception (issue 17). How long an answer takes per kilobyte is measured
by ``benchmarks/bench_hostile.py``, not here."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.core.game.game import replay
from mjgui.core.game.record import COMMANDS, KEYWORDS, MAX_LINE, GameError, parse_line
from mjgui.core.game.storage import StorageError, load_record, record_text

PLAYERS = "players Aiko Boris Chen Dasha"
# the words of the record, numbers at their edges, and pieces of hands and rule options
WORDS = (
    *COMMANDS,
    *KEYWORDS,
    "Aiko",
    "Boris",
    "Chen",
    "Dasha",
    "Aiko,Chen",
    "0",
    "1",
    "2",
    "5",
    "13",
    "20",
    "25",
    "30",
    "40",
    "99",
    "100",
    "140",
    "999999999",
    "-1",
    "1e9",
    '"234m567p345678s55s --riichi"',
    '"123m456p789s22p --pon 7z"',
    '"1m"',
    '"',
    "seed",
    "ema",
    "wareme=on",
    "uma=20,10,-10,-20",
    "pao=none",
    "start_points=99999999999",
    "#",
    "--seat",
    "--tsumo",
)


def _words() -> st.SearchStrategy[str]:
    noise = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
    return st.one_of(st.sampled_from(WORDS), noise)


lines = st.one_of(
    st.lists(_words(), max_size=12).map(" ".join),
    st.text(max_size=80),
    st.builds(lambda w, n: w * n, st.sampled_from(("A", "9", '"', "x ", "Aiko,")), st.integers(0, 1200)),
)


_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _check_error(err: GameError, text: str) -> None:
    """A message in each language, every placeholder filled (a brace of the line itself aside)."""
    for lang in ("en", "ru"):
        message = err.message(lang)
        assert message, err.code
        if not _PLACEHOLDER.search(text):
            assert not _PLACEHOLDER.search(message), (err.code, message)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines)
def test_every_line_is_accepted_or_refused_with_a_typed_error(text: str) -> None:
    line = parse_line(text, 2)
    assert (line.action is None) or (line.error is None)
    if line.error is not None:
        assert isinstance(line.error, GameError) and line.error.line == 2
        _check_error(line.error, text)
    if len(text) > MAX_LINE:
        assert line.error is not None and line.error.code == "line_too_long"
    if line.error is None and "\n" not in text and "\r" not in text:
        # a line taken where it is typed reads back from a file (a save, the autosave)
        record_text(f"{PLAYERS}\n{text}\n".encode(), "x.mjgame")
    # and at its place in a game: the replay answers it too, points are conserved
    result = replay(f"{PLAYERS}\n{text}\n" if "\n" not in text and "\r" not in text else PLAYERS)
    for err in result.errors:
        _check_error(err, text)
    final = result.final
    if final.points:
        assert sum(final.points) + 1000 * final.sticks == 4 * final.rules.start_points


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_any_bytes_load_or_are_refused_with_a_storage_error(data: bytes) -> None:
    fd, name = tempfile.mkstemp(suffix=".mjgame")
    os.close(fd)
    path = Path(name)
    path.write_bytes(data)
    try:
        for strict in (True, False):
            try:
                record = load_record(path, strict=strict)
            except StorageError as err:
                assert err.message("en") and err.message("ru")
            else:
                replay(record)
        assert path.read_bytes() == data  # never modified
    finally:
        path.unlink()
