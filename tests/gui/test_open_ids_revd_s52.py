"""A file of Tenhou log ids opened from the desk (the open-document event, a file handed to the
desk: :func:`mjgui.gui.fileopen.open_in_its_window`) opens the log window, which says where each
game's log is, as it says of a link to the game; it was refused in the desk's status bar as
"neither a game record nor a game log"."""

from __future__ import annotations

from pathlib import Path

from mjgui.gui.fileopen import open_in_its_window
from mjgui.gui.util import StatusNotice

NEW_ID = "2023071820gm-0089-0000-1a1ab571"
IDS = Path(__file__).resolve().parents[1] / "data" / "logs" / "other" / "sdoricaaaa-mjlog_pf4-20_n24.txt"


def test_a_file_of_log_ids_opens_the_log_window_with_its_answer(window, tmp_path: Path) -> None:
    one = tmp_path / "one-id.txt"
    one.write_text(NEW_ID + "\r\n", encoding="utf-8")
    try:
        shown = open_in_its_window(window, str(one))
        log = window.log_window()
        assert shown is log and log.isVisible()
        assert log.message.text() == (
            f"{one} holds the Tenhou log id {NEW_ID}, not the game's log. Download the log (mjlog XML) "
            f"from https://tenhou.net/0/log/?{NEW_ID}, save it as a .mjlog file and open that."
        )
        notice = window.statusBar().findChild(StatusNotice)
        assert notice is None or not notice.isVisible()
        # a list larger than the head the desk looks at: the same window, its own answer
        assert open_in_its_window(window, str(IDS)) is log
        assert (
            log.message.text()
            .replace("\xa0", " ")
            .startswith(f"{IDS} holds 1696 Tenhou log ids, not the games' logs.")
        )
    finally:
        window.log_window().close()
