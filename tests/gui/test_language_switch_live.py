"""The language switched while something is on the screen: what the windows say then is said
again in the new language (the tracker's notices, its open questions and dialogs, the status
bars), and the club's calendar follows the app's language, not the system's."""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QFileOpenEvent
from PySide6.QtWidgets import (
    QApplication,
    QCalendarWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableView,
    QToolButton,
)
from test_tracker_support import TrackerPlayer, show_tracker, write

import mjgui.controller.game.autosave as autosave_module
from mjgui.controller.game.phrases import PHRASES, points_text
from mjgui.controller.game.tracker import check_new_game
from mjgui.core.game.lines import new_game_text
from mjgui.core.game.storage import StorageError, open_record
from mjgui.core.i18n import catalogue, phrase
from mjgui.core.text import inner_sentence
from mjgui.gui.appsetup import setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.util import escape_html
from tests.leaguegen import write_season
from tests.util import HANCHAN

UNFINISHED = new_game_text(["Aiko", "Boris", "Chen", "Dasha"]) + "riichi Boris\n"
RECORD = "rules seed\nplayers Aiko Boris Chen Dasha\nriichi Boris\n"


def ru(context: str, text: str) -> str:
    """A window's message in Russian, as the catalogue has it."""
    said = catalogue("ru").pgettext(context, text)
    assert said != text, f"no Russian for {text!r}"
    return said


@pytest.fixture
def tracker(qtbot: object, tmp_path: Path) -> Iterator[Callable[..., TrackerPlayer]]:
    """A tracker window in English on a data folder (``tmp_path / "data"`` unless named)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    made: list[TrackerPlayer] = []

    def make(data: Path | None = None) -> TrackerPlayer:
        player = show_tracker(qtbot, data or tmp_path / "data", tmp_path / "s.ini", "en")
        made.append(player)
        return player

    yield make
    for player in made:
        player.window.languages.set_language("en")


def switch(player: TrackerPlayer, lang: str) -> None:
    """View > Language in the tracker, and the events Qt posts for it handled."""
    action = player.window.findChild(QAction, f"tracker-language-{lang}")
    assert isinstance(action, QAction)
    action.trigger()
    assert player.window.languages.current == lang
    QApplication.processEvents()


def notice(player: TrackerPlayer) -> str:
    bar = player.window.notice
    assert bar.isVisible(), "no notice is shown"
    assert bar.text.accessibleName() == bar.plain  # what a screen reader says is what is shown
    label = bar.text.text().replace("\xa0", " ").replace("\u202f", " ")
    assert label.endswith(escape_html(bar.plain, quote=False).replace("\xa0", " ").replace("\u202f", " "))
    return bar.plain


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every autosave write fails as on a full disk (the real writer, its rename refused)."""
    real = autosave_module.atomic_write_text

    def no_space(temp: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def failing(path: object, text: str, **options: object) -> None:
        real(path, text, before_replace=no_space, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", failing)


# -- 1. the tracker's notices -------------------------------------------------------------------


def test_the_earlier_game_kept_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(HANCHAN, encoding="utf-8")
    player = tracker()
    player.click("resume")
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))
    kept = data / "previous.mjgame"
    english = f"The earlier game is kept as {kept}; open it with Ctrl+O to see or save it."
    assert notice(player) == english and player.window.notice.kind == "kept"
    switch(player, "ru")
    assert notice(player) == phrase(PHRASES, "kept_previous", "ru", path=str(kept))
    assert notice(player).startswith("Предыдущая игра сохранена в файле")
    switch(player, "en")
    assert notice(player) == english


def test_a_failed_autosave_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer], monkeypatch: pytest.MonkeyPatch
) -> None:
    player = tracker()
    player.new_game()
    full_disk(monkeypatch)
    player.action("riichi", "player-1")
    player.ok()
    failed = player.window.controller.autosave_failed
    assert failed is not None
    assert notice(player) == f"Autosave failed: {inner_sentence(failed.message('en'))}"
    assert "⚠" in player.window.notice.text.text()
    switch(player, "ru")
    said = notice(player)
    assert said == ru("Tracker", "Autosave failed: %1").replace(
        "%1", inner_sentence(failed.message("ru"), "ru")
    )
    assert said.startswith("Автосохранение не сработало: ") and "Autosave" not in said
    assert "⚠" in player.window.notice.text.text() and player.window.notice.kind == "autosave-failed"


def test_a_record_that_does_not_open_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.mjgame"
    bad.write_bytes(b"players A B C D\n\x00\x01\n")
    with pytest.raises(StorageError) as raised:
        open_record(bad)
    player = tracker()
    assert not player.window.open_file(bad)
    assert notice(player) == raised.value.message("en") and player.window.notice.kind == "open-failed"
    switch(player, "ru")
    assert notice(player) == raised.value.message("ru") != raised.value.message("en")
    switch(player, "en")
    assert notice(player) == raised.value.message("en")


def test_a_save_that_fails_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    player = tracker()
    player.new_game()
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    target = blocker / "game.mjgame"
    assert not player.window.save_to(target)
    with pytest.raises(StorageError) as raised:
        player.window.controller.save(target)
    assert notice(player) == raised.value.message("en") and player.window.notice.kind == "save-failed"
    switch(player, "ru")
    assert notice(player) == raised.value.message("ru") != raised.value.message("en")


def test_a_hand_sent_with_no_game_on_the_table_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer],
) -> None:
    player = tracker()
    assert player.window.apply_hand("234m567p3467888s5s", tsumo=True) is None
    english = "Start or resume a game first: the hand is applied to the game on the table."
    assert notice(player) == english and player.window.notice.kind == "no-game"
    switch(player, "ru")
    assert notice(player) == ru("Tracker", english)


def test_a_take_over_refused_is_said_again_in_the_new_language(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    lock = data / "autosave.lock"
    lock.write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    player = tracker()
    lock.write_text("5151 other-laptop 1800000000.000\n", encoding="utf-8")  # someone else now
    player.click("resume")
    english = phrase(PHRASES, "take_over_failed", "en")
    assert notice(player) == english and player.window.notice.kind == "resume-failed"
    switch(player, "ru")
    assert notice(player) == phrase(PHRASES, "take_over_failed", "ru") != english


def test_the_offer_and_its_buttons_are_still_worded_again(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(UNFINISHED, encoding="utf-8")
    player = tracker()
    assert notice(player).startswith("An unfinished game")
    switch(player, "ru")
    offer = player.window.controller.resume_offer
    assert offer is not None and notice(player) == offer.message
    assert notice(player).startswith("Найдена неоконченная игра")
    assert [b.text() for b in player.window.notice.buttons] == ["Продолжить игру", "Не сейчас"]
    player.click("resume")
    assert player.history()[-1] == "riichi Boris" and not player.window.notice.isVisible()


# -- 2. the new game dialog's error line ------------------------------------------------------


def test_the_new_game_dialogs_error_line_is_said_again_at_once(
    tracker: Callable[..., TrackerPlayer],
) -> None:
    player = tracker()
    dialog = player.window.new_game_dialog()
    player.type_into("new-name-1", dialog.names[0].text(), dialog)  # one name twice
    english = dialog.error.text()
    assert dialog.error.isVisible() and english and english.isascii()
    switch(player, "ru")
    said = dialog.error.text()
    assert dialog.error.isVisible() and said == check_new_game(*dialog.chosen(), "ru") != english
    player.type_into("new-name-3", "Hana", dialog)  # the next keystroke says it as the switch did
    assert dialog.error.text() == said
    dialog.close()


# -- 3. the tracker's questions ---------------------------------------------------------------


def _shown_box(player: TrackerPlayer, name: str) -> QMessageBox:
    (box,) = [box for box in player.window.findChildren(QMessageBox, name) if box.isVisible()]
    return box


def _buttons(box: QMessageBox) -> dict[str, str]:
    return {b.objectName(): b.text() for b in box.buttons()}


def test_the_question_about_a_file_changed_elsewhere_is_worded_again(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    path = write(tmp_path / "night.mjgame", RECORD)
    player = tracker()
    assert player.window.open_file(path)
    player.action("riichi", "player-2")
    player.ok()
    write(path, RECORD + "riichi Dasha\n")  # another computer saved a line meanwhile
    player.window.act_save.trigger()
    box = _shown_box(player, "tracker-changed-question")
    assert box.text() == f"{path.name} was changed by another program since it was opened here."
    switch(player, "ru")
    assert box.isVisible()
    assert box.windowTitle() == ru("Tracker", "Save the game record")
    assert box.text() == ru("Tracker", "%1 was changed by another program since it was opened here.").replace(
        "%1", path.name
    )
    assert box.informativeText() == ru(
        "Tracker",
        "Saving anyway replaces the file: the changes made there are lost. "
        "Save as… keeps both: this game goes to another file.",
    )
    assert _buttons(box) == {
        "changed-save-anyway": ru("Tracker", "Save a&nyway"),
        "changed-save-as": ru("Tracker", "Save &as…"),
        "changed-cancel": ru("Tracker", "&Cancel"),
    }
    switch(player, "en")
    assert box.windowTitle() == "Save the game record"
    assert _buttons(box)["changed-cancel"] == "&Cancel"
    player.qtbot.mouseClick(box.findChild(QPushButton, "changed-cancel"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not box.isVisible() and path.read_text(encoding="utf-8").endswith("riichi Dasha\n")


def test_the_question_before_closing_a_game_in_no_file_is_worded_again(
    tracker: Callable[..., TrackerPlayer], monkeypatch: pytest.MonkeyPatch
) -> None:
    player = tracker()
    player.new_game()
    full_disk(monkeypatch)
    player.action("riichi", "player-1")
    player.ok()
    assert not player.window.close()
    box = _shown_box(player, "tracker-close-question")
    assert box.text() == "Save the game before closing?"
    switch(player, "ru")
    assert box.isVisible()
    assert box.windowTitle() == ru("Tracker", "Close the game tracker")
    assert box.text() == ru("Tracker", "Save the game before closing?")
    assert box.informativeText() == ru(
        "Tracker",
        "The autosave failed, so the game's last changes are in no file. Closing without saving loses them.",
    )
    assert _buttons(box) == {
        "close-save": ru("Tracker", "&Save"),
        "close-discard": ru("Tracker", "Close &without saving"),
        "close-cancel": ru("Tracker", "&Cancel"),
    }
    player.qtbot.mouseClick(box.findChild(QPushButton, "close-discard"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not player.window.isVisible()


def test_the_question_before_dropping_a_dialogs_changes_is_worded_again(
    tracker: Callable[..., TrackerPlayer],
) -> None:
    """Esc on a dialog changed since it opened asks whether to discard the changes (a
    window-modal question over the dialog): a switch of the language while it was open left it
    in English, while the dialog under it and the tracker's other questions were worded again."""
    player = tracker()
    dialog = player.window.new_game_dialog()
    player.type_into("new-name-0", "Aiko", dialog)
    dialog.close()  # the window's close button: the question, the dialog kept
    (box,) = [b for b in dialog.findChildren(QMessageBox, "drop-question") if b.isVisible()]
    assert box.text() == "Discard what you changed in this dialog?"
    switch(player, "ru")
    assert box.isVisible() and dialog.isVisible()
    assert box.windowTitle() == dialog.windowTitle() != "New game"
    assert box.text() == ru("Tracker", "Discard what you changed in this dialog?")
    assert box.informativeText() == ru("Tracker", "None of it is recorded in the game yet.")
    assert _buttons(box) == {
        "drop-discard": ru("Tracker", "&Discard"),
        "drop-keep": ru("Tracker", "&Keep editing"),
    }
    switch(player, "en")
    assert box.text() == "Discard what you changed in this dialog?"
    assert _buttons(box)["drop-keep"] == "&Keep editing"
    player.qtbot.mouseClick(box.findChild(QPushButton, "drop-discard"), Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert not dialog.isVisible() and player.window.dialog is None


# -- 4. the club's calendar, the default locale ---------------------------------------------------------


def _calendar(club: ClubWindow) -> tuple[str, set[str]]:
    """The since field's calendar: the month it shows, as its month button says it, and the
    names of the days of the week over its columns."""
    calendar = club.since.calendarWidget()
    assert isinstance(calendar, QCalendarWidget)
    calendar.setCurrentPage(2026, 11)  # the season's month
    (month,) = [b.text() for b in calendar.findChildren(QToolButton) if b.text() and not b.text().isdigit()]
    view = calendar.findChild(QTableView)
    assert isinstance(view, QTableView)
    model = view.model()
    return month, {model.data(model.index(0, c)) for c in range(model.columnCount())}


def test_the_club_calendar_follows_the_app_language(club: ClubWindow, tmp_path: Path) -> None:
    """Its month and day names were the system's (English on an English system) in a Russian
    window: Qt words them by the default locale, which the app never set."""
    season = tmp_path / "season"
    write_season(season, 6)
    club.open_folder(season)
    month, days = _calendar(club)
    assert month == "November" and {"Mon", "Tue", "Sun"} <= days
    shown = club.since.text()
    assert shown.startswith("2026-11-")
    club.set_language("ru")
    QApplication.processEvents()
    month, days = _calendar(club)
    assert month == "ноябрь" and {"пн", "вт", "вс"} <= days
    assert club.since.text() == shown  # the field's own format (2026-11-01), whatever the language
    assert QLocale().language() == QLocale.Language.Russian  # the windows made now take it too
    club.set_language("en")
    QApplication.processEvents()
    month, days = _calendar(club)
    assert month == "November" and {"Mon", "Tue", "Sun"} <= days
    assert QLocale().language() != QLocale.Language.Russian


def test_a_russian_start_opens_the_club_calendar_in_russian(qtbot: object, tmp_path: Path) -> None:
    """The club window made after the language was chosen at the start (a Russian desk's)."""
    from mjgui.gui.i18n import Languages

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    languages = Languages()
    languages.set_language("ru")
    try:
        club = ClubWindow(languages=languages)
        qtbot.addWidget(club)  # type: ignore[attr-defined]
        month, days = _calendar(club)
        assert month == "ноябрь" and {"пн", "вт", "вс"} <= days
    finally:
        languages.set_language("en")


def test_the_numbers_the_tracker_writes_do_not_follow_the_default_locale(
    tracker: Callable[..., TrackerPlayer],
) -> None:
    """The app writes its numbers itself (mjgui.core.numbers), never with the default locale
    the language switch sets: the points are those of its own Russian, not Qt's ``25 000``."""
    player = tracker()
    player.new_game()
    start = player.window.controller.state.points[0]
    assert start >= 1000 and player.points()[0] == points_text(start, "en")
    switch(player, "ru")
    assert QLocale().language() == QLocale.Language.Russian
    assert player.points()[0] == points_text(start, "ru")
    player.new_game(("Eri", "Fumi", "Goro", "Hana"))  # drawn anew under the Russian locale
    assert player.points()[0] == points_text(start, "ru")


# -- 5. the status bars -----------------------------------------------------------------------


def _message(window: QMainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_status_message_in_the_old_language_goes_at_a_switch(
    tracker: Callable[..., TrackerPlayer], tmp_path: Path
) -> None:
    path = write(tmp_path / "night.mjgame", RECORD)
    player = tracker()
    assert player.window.open_file(path)
    assert _message(player.window) == "Opened night.mjgame"
    switch(player, "ru")
    assert _message(player.window) == ""
    assert player.window.open_file(path)  # a message after the switch: in the new language, kept
    assert _message(player.window) == ru("Tracker", "Opened %1").replace("%1", "night.mjgame")
    QApplication.processEvents()
    assert _message(player.window) == ru("Tracker", "Opened %1").replace("%1", "night.mjgame")


def test_the_desks_status_message_goes_at_a_switch(window: QMainWindow) -> None:
    window.copy_result()  # type: ignore[attr-defined]
    assert _message(window) == "Result copied as text"
    window.set_language("ru")  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert _message(window) == ""
    window.set_language("en")  # type: ignore[attr-defined]


def test_a_file_macos_hands_over_that_no_window_reads_is_said_again(
    window: QMainWindow, tmp_path: Path
) -> None:
    """Refused with no time limit: its words stayed in the old language for good."""
    from mjgui.gui.fileopen import install_file_opener
    from mjgui.gui.util import StatusNotice

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    opener = install_file_opener(app, window)  # type: ignore[arg-type]
    try:
        text = tmp_path / "notes.txt"
        text.write_text("nothing\n", encoding="utf-8")
        assert app.sendEvent(app, QFileOpenEvent(str(text)))
        shown = window.statusBar().findChild(StatusNotice)
        assert isinstance(shown, StatusNotice) and shown.isVisible()
        assert shown.text().startswith(f'"{text}" is neither a game record')
        window.set_language("ru")  # type: ignore[attr-defined]
        QApplication.processEvents()
        assert shown.isVisible() and shown.text().startswith(f"«{text}» — не запись игры")
        text.unlink()  # said as it was refused, whatever the file is now
        window.set_language("en")  # type: ignore[attr-defined]
        QApplication.processEvents()
        assert shown.text().startswith(f'"{text}" is neither a game record')
    finally:
        app.removeEventFilter(opener)
