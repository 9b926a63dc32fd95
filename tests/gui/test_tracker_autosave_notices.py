"""What the tracker window says about its autosave, clicked as a player would: a data folder
that cannot be created, a full disk under Undo, Redo and Resume, a finished game never saved, a
game another computer's mjgui holds, and the earlier game kept aside when a new one starts."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from test_tracker_support import TrackerPlayer, show_tracker

import mjgui.controller.game.autosave as autosave_module
from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text
from tests.killpoint import Killed, killed_after_replace
from tests.util import HANCHAN

UNFINISHED = new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "riichi Boris\n"


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Make every autosave write fail as on a full disk (the real writer, its rename refused)."""

    def fill() -> None:
        real = autosave_module.atomic_write_text

        def no_space(temp: Path) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        def failing(path: object, text: str, **options: object) -> None:
            real(path, text, before_replace=no_space, **options)  # type: ignore[arg-type]

        monkeypatch.setattr(autosave_module, "atomic_write_text", failing)

    return fill


def _notice(player: TrackerPlayer) -> str:
    assert player.window.notice.isVisible(), "no notice is shown"
    return player.window.notice.plain


def test_a_data_folder_that_cannot_be_created_is_said_and_the_tracker_opens(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    blocker = tmp_path / "mjgui"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    player = open_tracker(blocker / "data")
    text = _notice(player)
    assert text.startswith(f"Autosave is off: the folder {blocker / 'data'} cannot be created")
    assert text.endswith("This game is not autosaved; save it with Ctrl+S.")
    assert "⚠" in player.label("tracker-notice-text")
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    assert player.history()[-1] == "riichi Boris"
    assert _notice(player).startswith("Autosave failed: the folder ")


def test_undo_redo_and_their_keys_say_when_the_autosave_fails(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, full_disk: Callable[[], None]
) -> None:
    player = open_tracker(tmp_path / "data")
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    assert not player.window.notice.isVisible()
    full_disk()
    player.click("history-undo")
    assert player.history()[-1] != "riichi Boris"
    assert _notice(player).startswith("Autosave failed: ")
    assert "No space left on device" in _notice(player)
    player.click("tracker-notice-close")
    assert not player.window.notice.isVisible()
    player.click("history-redo")
    assert player.history()[-1] == "riichi Boris"
    assert "No space left on device" in _notice(player)
    player.click("tracker-notice-close")
    player.window.act_undo.trigger()  # the menu's Undo, as Ctrl+Z runs it
    assert "No space left on device" in _notice(player)
    player.click("tracker-notice-close")
    player.window.act_redo.trigger()  # the menu's Redo, as Ctrl+Shift+Z runs it
    assert player.history()[-1] == "riichi Boris"
    assert "No space left on device" in _notice(player)


def test_resume_says_when_the_autosave_fails(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, full_disk: Callable[[], None]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    player = open_tracker(data)
    assert "An unfinished game was saved" in _notice(player)
    full_disk()
    player.click("resume")
    assert player.history()[-1] == "riichi Boris"
    assert _notice(player).startswith("Autosave failed: ") and "No space left on device" in _notice(player)


def test_a_damaged_slot_set_aside_does_not_hide_the_offer_of_another(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """The notice of a damaged slot took the place of the offer: the unfinished game of the
    other slot was not offered (only kept aside when a new game started)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    (data / "autosave-2.mjgame").write_bytes(b"players Eri Fumi Goro Hana\n\x00riichi Fumi\n")
    player = open_tracker(data)
    text = _notice(player)
    kept = next(data.glob("autosave-damaged-*.mjgame"))
    assert kept.name in text and "An unfinished game was saved" in text
    assert "⚠" in player.label("tracker-notice-text")
    player.click("resume")
    assert player.history()[-1] == "riichi Boris"


def test_a_finished_game_never_saved_is_offered_and_kept(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")
    player = open_tracker(data)
    assert "ended" in _notice(player) and "never saved" in _notice(player)
    button = player.find("resume", QPushButton)
    assert isinstance(button, QPushButton) and button.text() == "Open the game"
    player.click("resume")
    assert player.window.controller.text == HANCHAN
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))
    assert (
        _notice(player)
        == f"The earlier game is kept as {data / 'previous.mjgame'}; open it with Ctrl+O to see or save it."
    )
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == HANCHAN


def test_a_game_held_on_another_computer_can_be_taken_over(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    (data / "autosave.lock").write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    player = open_tracker(data)
    text = _notice(player)
    assert "another mjgui holds it: process 4242 on old-laptop-name" in text
    button = player.find("resume", QPushButton)
    assert isinstance(button, QPushButton) and button.text() == "Take the game over"
    player.click("resume")
    assert player.history()[-1] == "riichi Boris"
    assert (data / "autosave-2.mjgame").read_text(encoding="utf-8") == UNFINISHED
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == UNFINISHED


def test_the_resume_notice_counts_the_lines_the_saved_file_lacks(
    open_tracker: Callable[[Path], TrackerPlayer], qtbot: object, tmp_path: Path
) -> None:
    """A game saved to a file, played on, and left unsaved (the window closed, or mjgui
    crashed): the next start says how many lines its file lacks, or that the file is gone."""
    data = tmp_path / "data"
    player = open_tracker(data)
    player.new_game()
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    saved = tmp_path / "club-night.mjgame"
    assert player.window.save_to(saved)
    player.action("riichi", "player-1")
    player.ok()
    player.action("tsumo", "winner-1", "limit-mangan")
    player.ok()
    player.action("draw", "tenpai-0")
    player.ok()
    player.window.close()
    again = open_tracker(data)
    assert _notice(again).endswith(f"It was last saved as {saved}; 3 lines are not in club-night.mjgame yet.")
    again.window.close()
    russian = show_tracker(qtbot, data, tmp_path / "ru.ini", "ru")
    try:
        assert _notice(russian).endswith(
            f"Последний раз она сохранялась как {saved}; 3\u00a0строки ещё не записаны в файл "
            "club-night.mjgame."
        )
    finally:
        russian.window.languages.set_language("en")
    russian.window.close()
    saved.unlink()
    gone = open_tracker(data)
    assert _notice(gone).endswith(f"It was last saved as {saved}, but that file is no longer there.")


def test_a_broken_lock_is_said_in_the_language_of_the_desk(
    make_window: Callable[..., object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``mjgui --tracker --lang ru`` with a lock that is a folder: the tracker's controller was
    built in the settings' or the system's language (English), its notice made once in it."""
    import mjgui.gui.tracker.window as tracker_window

    monkeypatch.setattr(tracker_window, "system_language", lambda: "en")
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.lock").mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    desk = make_window("ru")
    desk.game_link.data_dir = data  # type: ignore[attr-defined]
    tracker = desk.game_link.open_tracker(None)  # type: ignore[attr-defined]
    assert tracker.notice.isVisible() and tracker.notice.kind == "autosave-damaged"
    said = tracker.notice.plain
    assert said.startswith(f"{data / 'autosave.lock'} должен быть файлом блокировки"), said
    assert "should be" not in said and str(data / "autosave.mjgame") in said
    # switched while it is shown: worded again
    desk.set_language("en")  # type: ignore[attr-defined]
    assert tracker.notice.isVisible() and tracker.notice.kind == "autosave-damaged"
    assert tracker.notice.plain.startswith(f"{data / 'autosave.lock'} should be a lock file")
    assert "должен" not in tracker.notice.plain
    tracker.close()


def test_the_offer_of_a_game_is_worded_again_after_a_language_switch(
    make_window: Callable[..., object], tmp_path: Path
) -> None:
    # the notice kept the words of the start, though the controller worded its offer anew
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    desk = make_window("en")
    desk.game_link.data_dir = data  # type: ignore[attr-defined]
    tracker = desk.game_link.open_tracker(None)  # type: ignore[attr-defined]
    assert tracker.notice.isVisible() and tracker.notice.kind == "resume"
    assert tracker.notice.plain.startswith("An unfinished game")
    desk.set_language("ru")  # type: ignore[attr-defined]
    assert tracker.notice.isVisible() and tracker.notice.kind == "resume"
    assert tracker.notice.plain == tracker.controller.resume_offer.message
    assert tracker.notice.plain.startswith("Найдена неоконченная игра")
    assert [b.text() for b in tracker.notice.buttons] == ["Продолжить игру", "Не сейчас"]
    tracker.close()


def test_an_autosaved_game_of_rules_this_mjgui_cannot_read_is_said_not_offered(
    make_window: Callable[..., object], qtbot: object, tmp_path: Path
) -> None:
    """A newer mjgui's game in the autosave slot (an edition of its preset this mjgui does not
    know): the window offers no resume (it would be played on under other rules), says that a
    newer mjgui saved it and that it is left for that version, and why, in the desk's language
    and again after a switch; the file stays where it is, and the next game is written in
    another slot, never over it."""
    data = tmp_path / "data"
    data.mkdir()
    newer = b"# date 2026-12-05\nrules mahjongsoul edition=2\nplayers Aiko Boris Chen Dasha\nriichi Boris\n"
    slot = data / "autosave.mjgame"
    slot.write_bytes(newer)
    desk = make_window("en")
    desk.game_link.data_dir = data  # type: ignore[attr-defined]
    tracker = desk.game_link.open_tracker(None)  # type: ignore[attr-defined]
    assert slot.read_bytes() == newer and not list(data.glob("autosave-damaged-*"))
    assert tracker.notice.isVisible() and tracker.notice.kind == "autosave-damaged"
    assert tracker.notice.buttons == []  # no "Resume the game"
    assert tracker.notice.plain.startswith(
        f"The game autosaved in {slot} was saved by a newer mjgui and cannot be continued here; the "
        "file is left as it is, for that version. Line 2 (rules mahjongsoul "
        "edition=2): this mjgui cannot read these rules, so it does not score the game; the record "
        "was perhaps written by a newer mjgui (update mjgui to read it) or the line has a typo: "
        'the rules "mahjongsoul" have no edition 2 in this mjgui'
    )
    desk.set_language("ru")  # type: ignore[attr-defined]
    assert tracker.notice.plain.startswith(
        f"Игра, автосохранённая в {slot}, сохранена более новой версией mjgui, и продолжить её здесь "
        "нельзя; файл оставлен как есть, для той версии. Строка 2 (rules "
        "mahjongsoul edition=2): эта версия mjgui не может прочитать эти правила"
    )
    desk.set_language("en")  # type: ignore[attr-defined]
    assert tracker.controller.resume_offer is None and tracker.controller.text == ""
    player = TrackerPlayer(qtbot, tracker)
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))
    assert slot.read_bytes() == newer
    assert "players Eri Fumi Goro Hana" in (data / "autosave-2.mjgame").read_text(encoding="utf-8")
    tracker.close()


# -- a kill, a full disk: what the next window offers, and closing -----------------------------

B_GAME = new_game_text(["Eri", "Fumi", "Goro", "Hana"]) + "riichi Fumi\n"


def _shown(player: TrackerPlayer, name: str) -> list[QMessageBox]:
    return [box for box in player.window.findChildren(QMessageBox, name) if box.isVisible()]


def _click_in(player: TrackerPlayer, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert isinstance(button, QPushButton) and button.isVisible()
    player.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


@pytest.fixture
def save_as_asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Save as… answers with the file the test puts in the list (none: cancelled); each
    question's default name is noted after it."""
    import mjgui.gui.saving as saving

    answers: list[str] = []

    def ask(*args: object, **kwargs: object) -> str:
        return answers.pop(0) if answers else ""

    monkeypatch.setattr(saving, "ask_save_path", ask)
    return answers


def _game_saved_as_a(player: TrackerPlayer, a: Path) -> None:
    """Game A on the table, saved as ``a``, a line played and saved again."""
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    assert player.window.save_to(a)
    player.action("riichi", "player-2")
    player.ok()
    assert player.window.save_to()


@pytest.mark.parametrize("k", [1, 2])
def test_a_window_killed_while_it_opens_a_record_never_offers_its_game_as_another_files(
    open_tracker: Callable[[Path], TrackerPlayer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    save_as_asked: list[str],
    k: int,
) -> None:
    """The window killed while it autosaved the game just opened from B.mjgame, between the
    autosave's two files: the next window offered B's game as "last saved as A.mjgame", and
    Resume, then Ctrl+S wrote it over A.mjgame (another game) without a question."""
    data, a, b = tmp_path / "data", tmp_path / "A.mjgame", tmp_path / "B.mjgame"
    b.write_text(B_GAME, encoding="utf-8")
    first = open_tracker(data)
    _game_saved_as_a(first, a)
    a_game = a.read_text(encoding="utf-8")
    with killed_after_replace(monkeypatch, k), pytest.raises(Killed):
        first.window.open_file(b)
    first.window.controller.close()  # the killed window's slot is free
    second = open_tracker(data)
    offered = _notice(second)
    if "Eri" in offered:  # B's game: named with its own file, or with none
        assert "A.mjgame" not in offered
    else:
        assert "Aiko" in offered and f"It was last saved as {a}." in offered
    second.click("resume")
    second.window.act_save.trigger()  # Ctrl+S
    assert not _shown(second, "tracker-changed-question") and not save_as_asked
    assert a.read_text(encoding="utf-8") == a_game
    saved = Path(second.window.controller.path or "")
    assert saved.read_text(encoding="utf-8") == second.window.controller.text
    assert saved == (b if "Eri" in offered else a)


def test_a_window_killed_after_a_save_does_not_make_the_next_save_say_the_file_changed(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after Ctrl+S wrote A.mjgame, before the autosave took the file's new digest: after
    Resume, Ctrl+S said A.mjgame "was changed by another program", which was false."""
    data, a = tmp_path / "data", tmp_path / "A.mjgame"
    first = open_tracker(data)
    first.new_game()
    first.action("riichi", "player-1")
    first.ok()
    assert first.window.save_to(a)
    first.action("riichi", "player-2")
    first.ok()
    with killed_after_replace(monkeypatch, 1) as done, pytest.raises(Killed):
        first.window.save_to()
    assert done == ["A.mjgame"]
    first.window.controller.close()
    second = open_tracker(data)
    assert f"It was last saved as {a}." in _notice(second)
    second.click("resume")
    second.action("riichi", "player-3")
    second.ok()
    second.window.act_save.trigger()  # Ctrl+S
    assert not _shown(second, "tracker-changed-question")
    assert a.read_text(encoding="utf-8") == second.window.controller.text
    assert a.read_text(encoding="utf-8").endswith("riichi Boris\nriichi Chen\nriichi Dasha\n")
    assert not second.window.windowTitle().endswith("*")


def _line_in_no_file(player: TrackerPlayer, full_disk: Callable[[], None]) -> None:
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    full_disk()
    player.action("riichi", "player-2")
    player.ok()
    assert _notice(player).startswith("Autosave failed: ")


def test_closing_a_game_whose_lines_are_in_no_file_asks_and_cancel_keeps_it_open(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, full_disk: Callable[[], None]
) -> None:
    """A full disk: the autosave failed, a line is in no file. Closing the window asked nothing
    and the line was lost (the next start offered the game without it)."""
    player = open_tracker(tmp_path / "data")
    _line_in_no_file(player, full_disk)
    assert not player.window.close()
    (box,) = _shown(player, "tracker-close-question")
    assert box.text() == "Save the game before closing?"
    assert box.informativeText() == (
        "The autosave failed, so the game's last changes are in no file. Closing without saving loses them."
    )
    assert {b.objectName(): b.text() for b in box.buttons()} == {
        "close-save": "&Save",
        "close-discard": "Close &without saving",
        "close-cancel": "&Cancel",
    }
    assert box.defaultButton().objectName() == "close-cancel"
    _click_in(player, box, "close-cancel")
    assert player.window.isVisible() and player.window.is_open
    assert player.history()[-1] == "riichi Chen"
    assert not player.window.close()  # asked again
    (box,) = _shown(player, "tracker-close-question")
    _click_in(player, box, "close-discard")
    assert not player.window.isVisible() and not player.window.is_open


def test_save_in_the_close_question_saves_then_closes(
    open_tracker: Callable[[Path], TrackerPlayer],
    tmp_path: Path,
    full_disk: Callable[[], None],
    save_as_asked: list[str],
) -> None:
    player = open_tracker(tmp_path / "data")
    _line_in_no_file(player, full_disk)
    assert not player.window.close()
    (box,) = _shown(player, "tracker-close-question")
    _click_in(player, box, "close-save")  # no file yet: Save as… asks, and is cancelled
    assert player.window.isVisible()
    assert not player.window.close()
    (box,) = _shown(player, "tracker-close-question")
    kept = tmp_path / "kept.mjgame"
    save_as_asked.append(str(kept))
    _click_in(player, box, "close-save")
    assert kept.read_text(encoding="utf-8").endswith("riichi Boris\nriichi Chen\n")
    assert not player.window.isVisible()


def test_closing_an_autosaved_game_asks_nothing(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    player = open_tracker(tmp_path / "data")
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    assert player.window.windowTitle().endswith("*")  # never saved, but autosaved
    assert player.window.close()
    assert not _shown(player, "tracker-close-question")


def test_a_new_game_after_a_failed_autosave_keeps_the_game_as_it_was_on_the_table(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk: a line in no file, then a new game; once the disk had room, the notice said
    "The earlier game is kept as previous.mjgame", which lacked that line."""
    data = tmp_path / "data"
    player = open_tracker(data)
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    real = autosave_module.atomic_write_text
    monkeypatch.setattr(autosave_module, "atomic_write_text", lambda *a, **k: _raise_full(a[0]))
    player.action("riichi", "player-2")
    player.ok()
    played = player.window.controller.text
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))
    assert _notice(player).startswith("Autosave failed: ")
    monkeypatch.setattr(autosave_module, "atomic_write_text", real)  # the disk has room again
    player.action("riichi", "player-1")
    player.ok()
    assert _notice(player) == (
        f"The earlier game is kept as {data / 'previous.mjgame'}; open it with Ctrl+O to see or save it."
    )
    assert (data / "previous.mjgame").read_text(encoding="utf-8") == played
    assert played.endswith("riichi Boris\nriichi Chen\n")


def _raise_full(path: object) -> bytes:
    from mjgui.core.game.storage import StorageError

    raise StorageError("write_failed", path=str(path), reason="No space left on device", kept=True)


def test_opening_the_record_itself_after_a_crash_shows_the_lines_only_the_autosave_held(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """Saved after one hand, three more entered, then mjgui killed; started again by opening
    the record (a double-click, ``mjgui club-night.mjgame``): the table showed the file's older
    copy, and the game with its later lines went to previous.mjgame as "the earlier game"."""
    data = tmp_path / "data"
    player = open_tracker(data)
    player.new_game()
    player.action("ron", "winner-2", "discarder-0", "han-3", "fu-40")
    player.ok()
    saved = tmp_path / "club-night.mjgame"
    assert player.window.save_to(saved)
    player.action("riichi", "player-1")
    player.ok()
    player.action("tsumo", "winner-1", "limit-mangan")
    player.ok()
    player.action("draw", "tenpai-0")
    player.ok()
    game = player.window.controller.text
    player.window.controller.close()  # killed: nothing asked, nothing saved
    again = open_tracker(data)
    assert again.window.open_file(saved)  # as ``mjgui club-night.mjgame`` does
    assert again.window.controller.text == game
    assert again.history()[-3:] == ["riichi Boris", "tsumo Boris mangan", "draw tenpai Aiko"]
    assert _notice(again) == (
        "The autosave held this game with 3 lines entered after its last save; they are shown "
        "here too, but they are not in club-night.mjgame yet: Ctrl+S saves them there."
    )
    assert not (data / "previous.mjgame").exists()
    assert again.window.windowTitle().endswith("*")
    again.window.act_save.trigger()  # Ctrl+S: into the record, nothing asked
    assert not _shown(again, "tracker-changed-question")
    assert saved.read_text(encoding="utf-8") == game
    assert not again.window.windowTitle().endswith("*")


def test_ctrl_s_on_a_game_kept_in_the_data_folder_asks_where_and_the_cap_never_takes_it(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game kept aside (previous-STAMP.mjgame), opened to see it, played on and saved with
    Ctrl+S: it was saved in place, in the data folder, and deleted without a word once 20 more
    games were kept beside previous.mjgame, though it was the player's only copy."""
    from PySide6.QtWidgets import QFileDialog

    data = tmp_path / "data"
    player = open_tracker(data)
    for names in (("Xa", "Xb", "Xc", "Xd"), ("Ya", "Yb", "Yc", "Yd"), ("Za", "Zb", "Zc", "Zd")):
        player.new_game(names)
        player.action("riichi", "player-0")
        player.ok()
    (kept,) = data.glob("previous-*.mjgame")
    as_kept = kept.read_bytes()
    assert b"players Ya Yb Yc Yd" in as_kept
    assert player.window.open_file(kept)
    player.action("riichi", "player-1")
    player.ok()
    records = tmp_path / "records"
    records.mkdir()
    target = records / "ya-night.mjgame"
    asked: list[str] = []

    def save_name(_parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        asked.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    player.window.act_save.trigger()  # Ctrl+S
    assert len(asked) == 1 and not asked[0].startswith(str(data))
    game = player.window.controller.text
    assert game.endswith("riichi Ya\nriichi Yb\n")
    assert target.read_text(encoding="utf-8") == game
    assert kept.read_bytes() == as_kept  # the kept file as the autosave wrote it
    assert player.window.controller.path == str(target)
    assert not player.window.windowTitle().endswith("*")
    for n in range(21):  # 21 more games kept beside previous.mjgame: the cap deletes the oldest
        player.window.controller.new_game([f"P{n}a", "Qb", "Qc", "Qd"])
        assert player.window.controller.commit(f"riichi P{n}a")
    player.window.controller.new_game(["Ea", "Eb", "Ec", "Ed"])
    assert len(list(data.glob("previous-*.mjgame"))) == 20
    assert target.read_text(encoding="utf-8") == game


@pytest.mark.parametrize("remembered", ["records", "data"])
def test_a_kept_game_opened_with_ctrl_o_then_ctrl_s_never_starts_in_the_data_folder(
    open_tracker: Callable[[Path], TrackerPlayer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    remembered: str,
) -> None:
    """A kept game chosen in the Open dialog (Ctrl+O) made the data folder the last folder of
    records, so Ctrl+S on it started the Save dialog there (``data/game.mjgame``): Enter wrote the
    record into the data folder, and the next Ctrl+S asked again. The records folder remembered
    stays so; a data folder remembered before (by an earlier mjgui) is passed over."""
    from PySide6.QtWidgets import QFileDialog

    data = tmp_path / "data"
    player = open_tracker(data)
    records = tmp_path / "records"
    records.mkdir()
    for names in (("Xa", "Xb", "Xc", "Xd"), ("Ya", "Yb", "Yc", "Yd"), ("Za", "Zb", "Zc", "Zd")):
        player.new_game(names)
        player.action("riichi", "player-0")
        player.ok()
    (kept,) = data.glob("previous-*.mjgame")
    settings = player.window.settings
    settings.remember_folder("records", str((records if remembered == "records" else data) / "r.mjgame"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args: (str(kept), ""))
    player.window.act_open.trigger()  # Ctrl+O, the kept game chosen in the dialog
    assert player.window.controller.path == str(kept)
    player.action("riichi", "player-1")
    player.ok()
    asked: list[str] = []

    def save_name(_parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    player.window.act_save.trigger()  # Ctrl+S
    assert len(asked) == 1 and os.path.basename(asked[0]) == "game.mjgame"
    assert os.path.dirname(asked[0]) != str(data)
    if remembered == "records":
        assert asked[0] == str(records / "game.mjgame")
    assert settings.folder("records") != str(data) or remembered == "data"


@pytest.mark.parametrize("case", ["records remembered", "data remembered", "data chosen"])
def test_a_game_in_no_file_saved_with_ctrl_s_never_makes_the_data_folder_a_folder_of_records(
    open_tracker: Callable[[Path], TrackerPlayer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    case: str,
) -> None:
    """A data folder remembered as the folder of records (by an earlier mjgui) was passed over
    only for a kept game: Ctrl+S on a new game started the Save dialog at ``data/game.mjgame``,
    Enter saved the record into the data folder, which was remembered again, and the next
    Ctrl+S asked again. The data folder, even chosen in the dialog, is never remembered."""
    from PySide6.QtWidgets import QFileDialog

    import mjgui.gui.tracker.window as window_module

    data = tmp_path / "data"
    player = open_tracker(data)
    home, records = tmp_path / "home", tmp_path / "records"
    home.mkdir()
    records.mkdir()
    monkeypatch.setattr(window_module, "user_folder", lambda: str(home))
    settings = player.window.settings
    settings.remember_folder("records", str((data if case == "data remembered" else records) / "r.mjgame"))
    player.new_game(("Ra", "Rb", "Rc", "Rd"))
    player.action("riichi", "player-0")
    player.ok()
    asked: list[str] = []

    def save_name(_parent: object, _title: str, start: str, _filters: str) -> tuple[str, str]:
        asked.append(start)
        return (str(data / "mine.mjgame") if case == "data chosen" else start), ""  # else Enter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    player.window.act_save.trigger()  # Ctrl+S
    assert len(asked) == 1
    saved = Path(player.window.controller.path or "")
    assert saved.read_text(encoding="utf-8") == player.window.controller.text
    if case == "data chosen":  # saved where the player said, never remembered
        assert asked[0] == str(records / "game.mjgame") and saved.parent == data
        assert settings.folder("records") == str(records)
        return
    folder = home if case == "data remembered" else records
    assert asked[0] == str(folder / "game.mjgame") and saved == folder / "game.mjgame"
    assert settings.folder("records") == str(folder)
    player.action("riichi", "player-1")
    player.ok()
    player.window.act_save.trigger()  # Ctrl+S again: saved there, nothing asked
    assert len(asked) == 1 and saved.read_text(encoding="utf-8") == player.window.controller.text


def test_a_resumed_game_selects_its_unread_line_as_opening_it_does(
    open_tracker: Callable[[Path], TrackerPlayer], tmp_path: Path
) -> None:
    """Resume left nothing selected when the game had a line it cannot read; File > Open
    selects that line for Edit (or a double-click) to correct."""
    data = tmp_path / "data"
    data.mkdir()
    record = tmp_path / "house.mjgame"
    record.write_text(
        new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "ron Boris from Aiko 3 40\ntusmo Chen 2 30\n",
        encoding="utf-8",
    )
    game = TrackerController(autosave=Autosave(data))
    game.open_file(record)
    game.replace_line(3, "ron Boris from Aiko 4 40")  # edited, then the tracker closed
    game.close()
    player = open_tracker(data)
    player.click("resume")
    assert player.window.controller.unread_lines == (4,)
    assert player.window.history.current_line() == 4


def test_the_russian_autosave_notices_go_on_in_small_letters_after_their_colon(
    qtbot: object, tmp_path: Path, full_disk: Callable[[], None]
) -> None:
    """«Автосохранение выключено: Не удаётся создать папку…» and «Автосохранение не удалось: Не
    удалось сохранить…» put a capital after the colon, and the second said «не удалось» twice."""
    from test_tracker_support import show_tracker

    blocker = tmp_path / "mjgui"
    blocker.write_text("a file, not a folder", encoding="utf-8")
    player = show_tracker(qtbot, blocker / "data", tmp_path / "s.ini", "ru")
    text = _notice(player)
    assert text.startswith("Автосохранение выключено: ")
    assert text.removeprefix("Автосохранение выключено: ")[:1].islower(), text
    player = show_tracker(qtbot, tmp_path / "data", tmp_path / "s2.ini", "ru")
    full_disk()
    player.new_game()
    player.action("riichi", "player-1")
    player.ok()
    text = _notice(player)
    assert text.startswith("Автосохранение не сработало: ")
    assert text.removeprefix("Автосохранение не сработало: ")[:1].islower(), text
    assert text.lower().count("не удалось") <= 1, text
