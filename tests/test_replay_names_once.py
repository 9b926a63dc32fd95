"""``mjgui replay``'s text names each seat from the log's record names worked out once a log
(``seat_names``): it worked them out again for every name it printed (each win's winner and
discarder, each player of the final line), and says the same, byte for byte.

The expected answers in tests/data/replay/ are what ``mjgui replay`` printed for these real logs
before the change: a Tenhou double ron, Akochan's mjai game whose seats are unnamed (``Player1``…,
final points alone), a Tenhou game whose record differs from its log (exit 1), a Mortal three-player
game; in English and Russian, and one ``--json``.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import mjgui.replaycli as replaycli
from mjgui.core.logs.record import seat_names

LOGS = Path(__file__).parent / "data" / "logs"
EXPECTED = Path(__file__).parent / "data" / "replay"
CASES = [
    ("mjx-double-ron.mjlog", 0),
    ("mjai/akochan-86e78c0-haifu_log_1000_0.mjson", 0),
    ("differs/dnovikoff-ratio1.mjlog", 1),
    ("sanma/mortal-sanma-2025020203gm-00b9-0000-bea67528.json", 0),
]


def _replay(argv: list[str]) -> tuple[int, bytes]:
    out = io.StringIO()
    status = replaycli.replay_command(argv, out=out, err=io.StringIO())
    return status, out.getvalue().encode("utf-8")


@pytest.mark.parametrize(("name", "status"), CASES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_text_names_each_seat_from_names_worked_out_once(
    name: str, status: int, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[object] = []

    def counted(log: object) -> tuple[str, ...]:
        calls.append(log)
        return seat_names(log)  # type: ignore[arg-type]

    monkeypatch.setattr(replaycli, "seat_names", counted)
    stem = Path(name).name.rsplit(".", 1)[0]
    got = _replay([str(LOGS / name), "--lang", lang])
    assert got == (status, (EXPECTED / f"{stem}.{lang}.txt").read_bytes())
    assert len(calls) == 1


def test_the_json_names_each_seat_once_and_says_the_same() -> None:
    assert _replay([str(LOGS / "mjx-double-ron.mjlog"), "--json"]) == (
        0,
        (EXPECTED / "mjx-double-ron.json").read_bytes(),
    )
