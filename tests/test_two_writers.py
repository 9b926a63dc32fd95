"""Two writers on one file: another desk's tracker (a second process) saves a record between
this desk's reading and its writing. A write over it is never reported done when the other's
work was not looked at: Save as… onto the record's own file is checked as Ctrl+S is, and the
club's merge is judged on the folder as it is now, not as it was last read."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.club import TABLE_COLUMNS, ClubController
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.storage import StorageError

ROOT = Path(__file__).resolve().parent.parent

SHARED = "# date 2026-12-01\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 40\n"

#: the other desk: its own tracker, in its own process, on its own data folder, opens the
#: record, plays a line and saves it (Ctrl+S)
OTHER_DESK = """
import sys
from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
record, data, line = sys.argv[1:]
desk = TrackerController(autosave=Autosave(data))
desk.open_file(record)
assert desk.commit(line)
desk.save()
"""

#: the other desk's tracker saves a new record (Save as… a new name)
NEW_RECORD = """
import sys
from mjgui.core.game.storage import save_record
save_record(sys.argv[1], sys.argv[2])
"""


def other_process(code: str, *args: str) -> None:
    """``code`` run by another Python process (this checkout's mjgui), to its end."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, cwd=ROOT, timeout=120)


def test_save_as_onto_the_records_own_file_another_desk_saved_is_refused(tmp_path: Path) -> None:
    record = tmp_path / "shared" / "table-1.mjgame"
    record.parent.mkdir()
    record.write_text(SHARED, encoding="utf-8")
    desk = TrackerController(autosave=Autosave(tmp_path / "laptop-a"))
    desk.open_file(record)
    other_process(OTHER_DESK, str(record), str(tmp_path / "laptop-b"), "tsumo Chen 1 30")
    theirs = record.read_text(encoding="utf-8")
    assert theirs == SHARED + "tsumo Chen 1 30\n"
    assert desk.commit("ron Boris from Chen 2 30")
    with pytest.raises(StorageError) as refused:
        desk.save()
    assert refused.value.code == "changed_on_disk"
    # Save as… naming that very file (by its name, through another spelling of its folder, by a
    # link to it): checked just so, nothing written, said as Ctrl+S says it
    link = tmp_path / "link.mjgame"
    link.symlink_to(record)
    for same in (record, str(record), tmp_path / "shared" / ".." / "shared" / "table-1.mjgame", link):
        with pytest.raises(StorageError) as refused:
            desk.save(same)
        assert refused.value.code == "changed_on_disk"
        assert refused.value.message("en") == (
            f"{same} was changed by another program since it was opened here; it was not saved over."
        )
        assert record.read_text(encoding="utf-8") == theirs
        assert desk.dirty and desk.path == str(record)
    # the player's word (Save anyway) replaces it
    desk.save(overwrite=True)
    assert record.read_text(encoding="utf-8") == SHARED + "ron Boris from Chen 2 30\n"
    # saved here last: Save as… onto it goes through without a word
    assert desk.commit("riichi Aiko")
    assert desk.save(record) == str(record)
    assert record.read_text(encoding="utf-8").endswith("ron Boris from Chen 2 30\nriichi Aiko\n")


def test_save_as_onto_the_records_own_file_gone_since_writes_it_again(tmp_path: Path) -> None:
    record = tmp_path / "table-1.mjgame"
    record.write_text(SHARED, encoding="utf-8")
    desk = TrackerController(autosave=Autosave(tmp_path / "data"))
    desk.open_file(record)
    record.unlink()  # a sync tool removed it: nothing of another's is lost
    assert desk.commit("riichi Boris")
    assert desk.save(record) == str(record)
    assert record.read_text(encoding="utf-8") == SHARED + "riichi Boris\n"


def test_save_as_onto_another_existing_file_is_the_players_word(tmp_path: Path) -> None:
    """Another file named (the save dialog asked "replace?"): written whatever it holds."""
    record = tmp_path / "table-1.mjgame"
    record.write_text(SHARED, encoding="utf-8")
    other = tmp_path / "table-2.mjgame"
    other.write_text(SHARED + "riichi Dasha\n", encoding="utf-8")
    desk = TrackerController(autosave=Autosave(tmp_path / "data"))
    desk.open_file(record)
    assert desk.commit("riichi Boris")
    assert desk.save(other) == str(other)
    assert other.read_text(encoding="utf-8") == SHARED + "riichi Boris\n"
    assert record.read_text(encoding="utf-8") == SHARED


SEASON = "# date 2026-01-01\nrules seed\nplayers Bob Ann Cat Dan\nron Bob from Ann 13\n"
#: another desk's game where Bob and Bobby sat at one table
TOGETHER = "# date 2026-01-02\nrules seed\nplayers Bob Bobby Cat Dan\nron Bobby from Bob 13\n"
#: another desk's game of Bobby's, Bob not at the table
APART = "# date 2026-01-02\nrules seed\nplayers Bobby Ann Cat Dan\nron Bobby from Ann 13\n"


def _season(tmp_path: Path) -> tuple[Path, ClubController]:
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "g1.mjgame").write_text(SEASON, encoding="utf-8")
    club = ClubController()
    club.open_folder(folder)
    return folder, club


def test_a_merge_of_two_who_sat_at_one_table_in_a_record_saved_meanwhile_is_refused(
    tmp_path: Path,
) -> None:
    folder, club = _season(tmp_path)
    other_process(NEW_RECORD, str(folder / "g2.mjgame"), TOGETHER)
    assert not club.merge("Bobby", "Bob")
    assert not (folder / "mjgui-aliases.txt").exists()
    view = club.view()
    assert view.notice_error
    assert view.notice == (
        "Bobby and Bob cannot be one player: Bobby and Bob sat at the same table in g2.mjgame. "
        "Nothing was changed."
    )
    # what a window opened on the folder now says of the same merge
    fresh = ClubController()
    fresh.open_folder(folder)
    assert not fresh.merge("Bobby", "Bob")
    assert fresh.view().notice == view.notice


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_merge_after_a_record_saved_meanwhile_reads_the_folder_again_and_says_so(
    tmp_path: Path, lang: str
) -> None:
    folder, club = _season(tmp_path)
    club.set_lang(lang)
    other_process(NEW_RECORD, str(folder / "g2.mjgame"), APART)
    assert club.merge("Bobby", "Bob")
    assert (folder / "mjgui-aliases.txt").read_text(encoding="utf-8").endswith("\nbobby = Bob\n")
    said = {
        "en": "The folder changed since it was read (a record or an aliases file saved, changed or removed), "
        "so it was read again first. Bobby is now counted as Bob (saved in mjgui-aliases.txt).",
        "ru": "Папка изменилась с тех пор, как была прочитана (запись или файл псевдонимов сохранены, "
        "изменены или удалены), поэтому сначала она прочитана заново. Bobby теперь считается как Bob "
        "(сохранено в mjgui-aliases.txt).",
    }
    view = club.view()
    assert view.notice == said[lang] and not view.notice_error
    assert view.summary.split()[0] == "2"  # both games read, the other desk's too
    bob = next(r for r in view.rows if r.name == "Bob")
    assert bob.cells[TABLE_COLUMNS.index("games")] == "2"  # Bobby's game counted as Bob's
    # nothing changed since: the merge is said as ever
    assert club.merge("Annie", "Ann")
    merged = {
        "en": "Annie is now counted as Ann (saved in mjgui-aliases.txt).",
        "ru": "Annie теперь считается как Ann (сохранено в mjgui-aliases.txt).",
    }
    assert club.view().notice == merged[lang]
