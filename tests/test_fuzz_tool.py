"""The fuzz script anyone can rerun (tools/fuzz.py): it runs clean, and it does notice."""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import fuzz


def test_a_short_fuzz_run_finds_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["-n", "150", "--seed", "3"]) == 0
    assert capsys.readouterr().out.strip().endswith("seed 3: 0 problems")


def test_the_same_seed_gives_the_same_inputs() -> None:
    a = [fuzz.mutate_record(random.Random(5), fuzz.RECORDS[0]) for _ in range(3)]
    b = [fuzz.mutate_record(random.Random(5), fuzz.RECORDS[0]) for _ in range(3)]
    assert a == b


def test_it_reports_crashes_hangs_and_wrong_acceptances() -> None:
    def boom() -> str | None:
        raise KeyError("x")

    assert fuzz.run_one("record", "x", boom, 1.0).startswith("crash    record: KeyError")  # type: ignore[union-attr]
    assert fuzz.run_one("record", "x", lambda: "points not conserved", 1.0).startswith("wrong")  # type: ignore[union-attr]

    def slow() -> str | None:
        import time

        time.sleep(0.3)
        return None

    assert fuzz.run_one("score", "x", slow, 0.05).startswith("hang")  # type: ignore[union-attr]
    assert fuzz.check_score(["19m19p19s1234567z1m"]) is None
    assert fuzz.check_record("players A1 B1 C1 D1\ntsumo A1 " + "9" * 5 + " 30\n") is None


def test_the_score_fuzzing_covers_three_players() -> None:
    sanma = [line for line in fuzz.SCORE_LINES if "sanma" in line and "--nuki" in line]
    assert len(sanma) >= 2 and "--nuki" in fuzz.OPTIONS
    for line in sanma:  # the seeds themselves are wins, scored cleanly
        assert fuzz.check_score(line.split()) is None
        assert fuzz.score(fuzz.parse_score_args(line.split())[0].spec).ok
    # a sanma line mutated: still answered, never a win with a removed tile or a fifth North
    rng = random.Random(8)
    for _ in range(200):
        assert fuzz.check_score(fuzz.mutate_score(rng, rng.choice(sanma))) is None


def test_the_settings_file_is_fuzzed_and_checked(tmp_path: Path) -> None:
    assert fuzz.check_settings(fuzz.SETTINGS.encode(), tmp_path) is None
    assert fuzz.check_settings(b"[General]\n\x00\xff garbage", tmp_path) is None  # kept aside
    assert fuzz.check_settings(fuzz.SETTINGS.encode("utf-16"), tmp_path) is None
    rng = random.Random(4)
    kinds = {fuzz.mutate_settings(rng)[:2] for _ in range(60)}
    assert b"\xff\xfe" in kinds  # UTF-16 among the inputs


def test_the_autosave_folder_is_fuzzed_and_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--kind autosave`` builds folders with real trackers, changes them and starts on them;
    a slot deleted instead of set aside is reported."""
    assert "autosave" in fuzz.KINDS
    assert all(fuzz.check_autosave(seed, tmp_path) is None for seed in range(20))
    assert fuzz.main(["-n", "30", "--seed", "4", "--kind", "autosave"]) == 0

    from mjgui.controller.game.autosave import Autosave

    def delete(self: Autosave) -> Path | None:
        if self.path.is_dir() and not self.path.is_symlink():
            shutil.rmtree(self.path)
        else:
            self.path.unlink()
        return None

    monkeypatch.setattr(Autosave, "set_aside", delete)
    found = [fuzz.check_autosave(seed, tmp_path) for seed in range(200)]
    assert any(problem and "was lost" in problem for problem in found)


def test_a_damaged_link_in_a_shortcut_is_said_at_the_column_it_starts_at() -> None:
    """Found by the fuzz: an error in the link of a .url shortcut said column 1 (``URL=``'s),
    not the column the link starts at, as it does for a link of a file of links."""
    from mjgui.core.logs import LogError, read_log
    from tests.logmutate import JSON_LINK_SAMPLES

    link = next(line for line in JSON_LINK_SAMPLES[0].split("\n") if line).replace("%7B", "%7C", 1)
    for url in ("URL=", "URL = "):
        text = f"[InternetShortcut]\r\n{url}{link}\r\nIconIndex=0\r\n"
        with pytest.raises(LogError) as caught:
            read_log(text)
        assert (caught.value.code, caught.value.line, caught.value.column) == (
            "log_json_link",
            2,
            len(url) + 1,
        )
