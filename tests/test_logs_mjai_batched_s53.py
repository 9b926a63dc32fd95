"""Real logs of the s53 audit (logs2): mjai events one JSON list a line.

mjai.app (smly/mjai.app, ``tests/mjai/bot/data_base_akadora.log``) feeds a bot its events in
batches, one JSON list a line. Every line is JSON, yet the file was refused as "not valid JSON at
line 2, column 1. Download the log again.": the reader took the first line's list for the whole
log. Read now as the same events one a line are, each on its line, with the same limits.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, check_log, mjai, read_log
from mjgui.replaycli import replay_command
from tests.logmutate import batched

DATA = Path(__file__).parent / "data" / "logs"
MJAI_APP = DATA / "other" / "mjaiapp-data_base_akadora.log"
BARE = DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay_command(argv, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def _flat(text: str) -> str:
    """The same events one a line."""
    return "".join(
        json.dumps(e, ensure_ascii=False) + "\n" for line in text.splitlines() for e in json.loads(line)
    )


def test_mjai_apps_batches_are_read_as_the_same_events_one_a_line(tmp_path: Path) -> None:
    text = MJAI_APP.read_text(encoding="utf-8")
    assert all(isinstance(json.loads(line), list) for line in text.splitlines())  # every line JSON
    log = read_log(text)
    flat = read_log(_flat(text))
    assert log.format == "mjai" and [h.round for h in log.hands] == [h.round for h in flat.hands] == ["E3-1"]
    (hand,) = log.hands
    assert hand.error is not None and hand.error.code == flat.hands[0].error.code  # type: ignore[union-attr]
    # the hand is cut at the file's last line, 13 (97 once the events are one a line)
    assert hand.error.message("en") == (
        "Hand E3-1 of the mjai log cannot be read: the log ends in the middle of it, at line 13: "
        "the file is cut off."
    )
    status, out, err = run([str(MJAI_APP)])
    assert status == 1 and err == "" and "not valid JSON" not in out + err and "Download" not in out + err
    assert "at line 13: the file is cut off." in out


def test_a_whole_game_in_batches_reads_and_agrees_as_one_event_a_line(tmp_path: Path) -> None:
    lines = BARE.read_text(encoding="utf-8")
    path = tmp_path / "batched.log"
    path.write_text(batched(lines), encoding="utf-8")
    log, flat = read_log(path.read_text(encoding="utf-8")), read_log(lines)
    assert [(h.round, h.deltas, h.end) for h in log.hands] == [(h.round, h.deltas, h.end) for h in flat.hands]
    assert log.final == flat.final and all(c.agree for c in check_log(log)) and len(check_log(log)) == 5
    status, out, _ = run([str(path)])
    assert status == 0 and "5 of 5 wins agree (mjai)." in out


def test_an_error_in_a_batch_names_its_line() -> None:
    rows = batched(BARE.read_text(encoding="utf-8")).splitlines()
    at = next(i for i, row in enumerate(rows) if i > 2 and '"type":"dahai"' in row)
    batch = json.loads(rows[at])
    event = next(e for e in batch if e["type"] == "dahai")
    event["pai"] = "9z"  # no tile
    rows[at] = json.dumps(batch, separators=(",", ":"))
    (bad,) = [h for h in read_log("\n".join(rows) + "\n").hands if h.error is not None]
    assert bad.error is not None and bad.error.line == at + 1 and "9z" in bad.error.message("en")


@pytest.mark.parametrize("value", ["42", '"hello"', "null"])
def test_a_line_neither_an_event_nor_a_list_says_so_and_where(value: str) -> None:
    rows = batched(BARE.read_text(encoding="utf-8")).splitlines()
    text = "\n".join([*rows[:2], value, *rows[2:]]) + "\n"
    with pytest.raises(LogError) as caught:
        read_log(text)
    err = caught.value
    assert (err.code, err.line) == ("log_mjai_batch_line", 3)
    assert err.message("en") == (
        f"Line 3 of the mjai log is neither an event nor a list of events ({value}): the file is "
        "damaged or is not a game log."
    )
    assert err.message("ru").startswith("Строка 3 лога mjai — не событие и не список событий")
    assert "JSON" not in err.message("en")


def test_an_event_line_between_batches_is_read_as_one_event() -> None:
    rows = batched(BARE.read_text(encoding="utf-8")).splitlines()
    batch = json.loads(rows[1])
    text = "\n".join([rows[0], *(json.dumps(e) for e in batch), *rows[2:]]) + "\n"
    assert [h.deltas for h in read_log(text).hands] == [
        h.deltas for h in read_log(BARE.read_text("utf-8")).hands
    ]


def test_two_lists_on_one_line_are_still_broken_json() -> None:
    rows = batched(BARE.read_text(encoding="utf-8")).splitlines()
    text = "\n".join([rows[0] + " " + rows[1], *rows[2:]]) + "\n"
    with pytest.raises(LogError) as caught:
        read_log(text)
    assert (caught.value.code, caught.value.line) == ("log_json", 1)


def test_the_events_limit_counts_every_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mjai, "MAX_EVENTS", 20)
    with pytest.raises(LogError) as caught:
        read_log(batched(BARE.read_text(encoding="utf-8")))
    assert caught.value.code == "log_mjai_line" and caught.value.params["what"] == "events"
    assert caught.value.line == 3  # the 21st event: the third line's (8 a line)


def test_an_event_line_between_batches_is_decoded_as_a_listed_event_is() -> None:
    """An event on its own line between the lists and an item of a list are read by one decoder
    (:func:`mjgui.core.logs.mjai._decoded`): broken JSON is said where the decoder stops, an
    event nested too deep where it starts, and one cut off at the file's end is left out, the
    hand it cuts said to be cut there, each the same in both places."""
    rows = batched(BARE.read_text(encoding="utf-8")).splitlines()
    broken, deep = '{"type": "dahai", "actor": 0 x}', '{"type": ' + "[" * 100_000
    for row, where in ((broken, ("log_json", 3, 30)), (deep, ("log_json", 3, 1))):
        # between the lists, on line 3
        with pytest.raises(LogError) as caught:
            read_log("\n".join([*rows[:2], row, *rows[2:]]) + "\n")
        assert (caught.value.code, caught.value.line, caught.value.column) == where
        # an item of a list, on line 3 of the same file
        with pytest.raises(LogError) as caught:
            read_log("\n".join([*rows[:2], "[" + row + "]", *rows[2:]]) + "\n")
        assert (caught.value.code, caught.value.line, caught.value.column) == (where[0], 3, where[2] + 1)
    # cut off inside the file's last event: between the lists, or inside a list
    head = "\n".join(rows[:3]) + "\n"
    cut = json.dumps(json.loads(rows[3])[0])[:-5]
    for text in (head + cut, head + "[" + cut):
        (*_, last) = read_log(text).hands
        assert last.error is not None and "the file is cut off" in last.error.message("en"), text[-40:]
        assert last.error.line == 4
