"""The autosave folder as the disk leaves it (tests/autosavemutate.py): real trackers write it
from real records, one of its files (a slot's record, its source file, its lock, its previous
file) is cut, changed, grown past its limit, replaced by a folder, a FIFO or a link, its
``saved`` line damaged, doubled or dropped; a tracker then starts on it and resumes or declines.
No exception escapes; each slot's game is resumed, left where it was, or kept under a name the
notice gives, never deleted unseen; every error names its file."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjgui.controller.game.autosave import Autosave
from tests import autosavemutate
from tests.autosavemutate import (
    build_folder,
    check_folder,
    check_mutated,
    mutate_folder,
    note_slots,
    start_tracker,
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_a_changed_autosave_folder_loses_no_game(rng: random.Random) -> None:
    work = Path(tempfile.mkdtemp(prefix="mjgui-autosave-"))
    try:
        changed, wrong = check_mutated(rng, work / "run")
        assert wrong is None, f"{wrong} ({changed})"
    finally:
        shutil.rmtree(work, ignore_errors=True)


def test_the_samples_are_real_records_and_the_folders_hold_games(tmp_path: Path) -> None:
    assert len(autosavemutate.SAMPLES) > 10
    folder = build_folder(random.Random(1), tmp_path / "run")
    assert (folder.data / "autosave.mjgame").exists()
    note_slots(folder)
    assert folder.slots["autosave.mjgame"].data


def test_the_check_notices_a_slot_deleted_unseen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A damaged slot removed instead of set aside is reported as lost."""

    def delete(self: Autosave) -> Path | None:
        self.path.unlink()
        return None

    monkeypatch.setattr(Autosave, "set_aside", delete)
    folder = build_folder(random.Random(2), tmp_path / "run")
    slot = folder.data / "autosave.mjgame"
    slot.write_bytes(b"players Aiko Boris Chen Dasha\n\x00riichi Boris\n")
    note_slots(folder)
    wrong = check_folder(folder, start_tracker(random.Random(0), folder))
    assert wrong is not None and "lost" in wrong


def test_each_kind_of_change_is_made(tmp_path: Path) -> None:
    """The mutations reach every file of a slot: links, FIFOs, folders, sparse files, the
    source file's lines, and the unread file (a record opened with a typo writes one)."""
    rng = random.Random(8)
    said: list[str] = []
    for n in range(150):
        folder = build_folder(rng, tmp_path / f"run-{n}")
        mutate_folder(rng, folder)
        said.append(folder.changed)
        shutil.rmtree(tmp_path / f"run-{n}")
    for what in ("is a link", "is a FIFO", "is a folder", "(sparse)", "cut to", "not UTF-8", ".lock: "):
        assert any(what in change for change in said), what
    assert any(change.startswith("autosave.source: ") and "saved" in change for change in said)
    assert any(change.startswith("autosave.mjgame") for change in said)
    assert any("is a link to /dev/zero" in change for change in said)
    # the lock file as something else, or grown past its limit after a holder's line
    locks = [change for change in said if change.startswith(("autosave.lock", "autosave-2.lock"))]
    for what in ("is a FIFO", "is a folder", "is a link", "(sparse)", "' grown to "):
        assert any(what in change for change in locks), what
    assert any("quoted name" in change for change in said if change.startswith("autosave.source: "))
    assert any(change.startswith("autosave.unread: ") for change in said)  # its entries changed
    assert any(change.startswith(("autosave.unread is a", "autosave-2.unread is a")) for change in said)


def test_the_records_have_odd_file_names_and_each_is_written_to_come_back(tmp_path: Path) -> None:
    """The trackers open records named with a newline, a CR, a tab, a backslash, %... and the
    check follows each name from its source file to the offer."""
    rng = random.Random(3)
    names: set[str] = set()
    for n in range(40):
        folder = build_folder(rng, tmp_path / f"run-{n}")
        names.update(path for _, path in folder.written.values())
        shutil.rmtree(tmp_path / f"run-{n}")
    assert any("\n" in name for name in names) and any("\r" in name for name in names)
    assert any("\t" in name for name in names) and any("%" in name for name in names)


def test_the_check_notices_a_broken_lock_not_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock that is not a lock file, taken for a held one without a word, is reported."""
    monkeypatch.setattr(Autosave, "_note_broken", lambda self, slot, err: None)
    folder = build_folder(random.Random(2), tmp_path / "run")
    (folder.data / "autosave.lock").mkdir()
    note_slots(folder)
    wrong = check_folder(folder, start_tracker(random.Random(0), folder))
    assert wrong is not None and "does not say so" in wrong


def test_the_check_notices_a_name_that_does_not_come_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record's name written raw (as before: a newline splits it) is reported."""
    import mjgui.controller.game.autosave as autosave_module

    monkeypatch.setattr(
        autosave_module,
        "source_file_bytes",
        lambda name, saved=None, game=None, earlier=None: os.fsencode(name) + b"\n",
    )
    monkeypatch.setattr(autosavemutate, "GAME_NAMES", ("a\nb-{n}.mjgame",))
    folder = build_folder(random.Random(1), tmp_path / "run")
    note_slots(folder)
    wrong = check_folder(folder, start_tracker(random.Random(0), folder))
    assert wrong is not None and "does not give back" in wrong
