"""A JSON list of tenhou.net/6 logs and a file of them one a line: read in one pass, and said
where they are empty or out of order.

- Where each item of a list starts was counted from the text's start for every item: a list of
  320,000 short logs (3.5 MB) took more than five minutes in ``mjgui replay`` and the log
  window. It is counted on from the item before (``Positions``), as is where each log of a file
  whose first log runs over several lines starts.
- ``[{"log":[]}]`` was "a list of 1 tenhou.net/6 log … log 1 (line 1) does not follow the one
  before", and a list or a file one a line whose first log was empty blamed its order too: a
  one-item list is read as its log alone is, and an empty log is said to hold no hand, where.
- "log 2 (line 1)" of a list written on one line said nothing of which log: its column too.
"""

from __future__ import annotations

import json

import pytest

from mjgui.core.logs import LogError, read_log
from mjgui.core.logs.tenhou6 import read_tenhou6


class _CountedText(str):
    """A text that tallies the characters its searches (count, find, rfind, index) go over,
    and stops a reader that goes over more than ``limit`` of them."""

    scanned = 0
    limit = 0

    def _tally(self, start: int | None, end: int | None) -> None:
        start = 0 if start is None else start
        end = len(self) if end is None else end
        type(self).scanned += max(0, min(end, len(self)) - max(start, 0))
        if type(self).scanned > type(self).limit:
            raise OverflowError(f"went over {type(self).scanned} characters of {len(self)}")

    def count(self, sub: str, start: int | None = None, end: int | None = None) -> int:  # type: ignore[override]
        self._tally(start, end)
        return str.count(self, sub, start, end)

    def find(self, sub: str, start: int | None = None, end: int | None = None) -> int:  # type: ignore[override]
        self._tally(start, end)
        return str.find(self, sub, start, end)

    def rfind(self, sub: str, start: int | None = None, end: int | None = None) -> int:  # type: ignore[override]
        self._tally(start, end)
        return str.rfind(self, sub, start, end)

    def index(self, sub: str, start: int | None = None, end: int | None = None) -> int:  # type: ignore[override]
        self._tally(start, end)
        return str.index(self, sub, start, end)


def _scanned(text: str) -> int:
    """How many characters reading ``text`` searched (at most 4 times its length, else
    OverflowError), the reader's refusal whatever it is."""
    _CountedText.scanned, _CountedText.limit = 0, 4 * len(text)
    with pytest.raises(LogError):
        read_tenhou6(_CountedText(text))
    return _CountedText.scanned


@pytest.mark.parametrize("shape", ["compact", "one-a-line"])
def test_a_long_list_of_logs_is_read_in_one_pass(shape: str) -> None:
    n = 100_000
    items = ['{"log":[]}'] * n
    sep = "," if shape == "compact" else ",\n"
    scanned = _scanned("[" + sep.join(items) + "]")  # was n times half the text: OverflowError
    # linear: a list of a quarter of the logs is searched about a quarter as much
    assert scanned <= 4.1 * _scanned("[" + sep.join(items[: n // 4]) + "]")


def test_many_logs_after_one_written_over_several_lines_are_read_in_one_pass() -> None:
    text = '{\n"log": [[]]\n}\n' + '{"log":[]}\n' * 100_000
    _scanned(text)  # refused as log_json_several, in one pass (was OverflowError)
    err = _refusal(text)
    assert (err.code, err.params["n"], err.params["last"], err.line) == ("log_json_several", 100_001, 3, 4)


def test_positions_count_on_from_the_index_before() -> None:
    from mjgui.core.logs.model import Positions, position  # new in this change

    text = "ab\ncd\n\nefg\nh"
    where = Positions(text)
    indexes = [0, 1, 2, 3, 5, 6, 7, 9, 11, 12, 4, 12]  # going back starts again from the start
    assert [where(i) for i in indexes] == [position(text, i) for i in indexes]


def _refusal(text: str) -> LogError:
    with pytest.raises(LogError) as caught:
        read_log(text)
    return caught.value


NO_HANDS = "The game log holds no hand: nothing to replay."


def test_a_list_of_one_log_reads_as_that_log_alone() -> None:
    for text in ('[{"log":[]}]', '[\n  {"log": []}\n]'):
        err = _refusal(text)
        assert (err.code, err.message()) == ("log_no_hands", NO_HANDS)
        assert err.message("ru") == "В логе игры нет ни одной раздачи: воспроизводить нечего."


def test_an_empty_log_of_a_list_is_said_to_hold_no_hand_where_it_is() -> None:
    err = _refusal('[{"log":[]},{"log":[]}]')
    assert (err.code, err.params["item"], err.line, err.column) == ("log_json_list_no_hands", 1, 1, 2)
    assert err.message() == (
        "Log 1 of this list (line 1, column 2) holds no hand: each log of a list of logs holds "
        "hands of one game. The file is damaged or is not a game log."
    )
    assert err.message("ru") == (
        "В логе 1 этого списка (строка 1, столбец 2) нет ни одной раздачи: каждый лог списка "
        "логов — раздачи одной игры. Файл повреждён или это не лог игры."
    )
    err = _refusal('[\n {"log": [[[0, 0, 0], [250, 250, 250, 250]]]},\n {"log": []}\n]')
    assert (err.code, err.params["item"], err.line, err.column) == ("log_json_list_no_hands", 2, 3, 2)


def test_an_empty_log_of_a_file_one_a_line_is_said_to_hold_no_hand_on_its_line() -> None:
    err = _refusal('\n{"log":[]}\n{"log":[]}\n')
    assert (err.code, err.line) == ("log_json_lines_no_hands", 2)
    assert err.message() == (
        "The tenhou.net/6 log on line 2 holds no hand: each log of a file of logs, one per line, "
        "holds hands of one game. The file is damaged or is not a game log."
    )
    assert err.message("ru") == (
        "В логе tenhou.net/6 на строке 2 нет ни одной раздачи: каждый лог файла логов по одному "
        "на строку — раздачи одной игры. Файл повреждён или это не лог игры."
    )


def test_a_log_of_a_list_on_one_line_is_said_with_its_column() -> None:
    first = {"name": ["A", "B", "C", "D"], "log": [[[0, 0, 0], [250, 250, 250, 250]]]}
    other = {**first, "name": ["E", "F", "G", "H"]}
    text = json.dumps([first, first, other])
    err = _refusal(text)
    column = len(json.dumps([first, first])[:-1]) + 3  # after "[first, first, "
    assert (err.code, err.params["item"], err.line, err.column) == ("log_json_list", 3, 1, column)
    assert f"log 3 (line 1, column {column}) does not follow the one before" in err.message()
    assert f"лог 3 (строка 1, столбец {column}) не продолжает предыдущий" in err.message("ru")
