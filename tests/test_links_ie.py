"""An Internet shortcut (``.url``) in old Internet Explorer's layout: a ``[DEFAULT]`` section with
its ``BASEURL=`` line first, then the ``[InternetShortcut]`` section with the ``URL=`` line. The
log reader looked for the shortcut's head on the first line only, and refused it as "not a game
log" (``log_unknown_format``), a tenhou.net/6 editor link that holds its hand and a saved Tenhou
link alike. The ``URL=`` line of the ``[InternetShortcut]`` section is the address, wherever the
section is."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mjgui.controller.game.opening import file_kind, window_for
from mjgui.core.logs import MAX_LOG_CHARS, LogError, is_log_file, read_log, read_log_file
from mjgui.core.logs.links import MAX_LINK_CHARS, find_link, is_link_file, starts_json_links
from tests.test_logs_links import TENHOU, TENHOU_SAID, _hands, _lines, _said
from tools import fuzz

IE_LAYOUTS = [
    "[DEFAULT]\r\nBASEURL={link}\r\n[InternetShortcut]\r\nURL={link}\r\n",
    # a byte order mark, the lines Internet Explorer and Windows add
    "\ufeff[DEFAULT]\r\nBASEURL={link}\r\n[InternetShortcut]\r\nURL={link}\r\nIDList=\r\nHotKey=0\r\n"
    "IconIndex=0\r\n",
    "[DEFAULT]\nBASEURL={link}\n\n[InternetShortcut]\nIDList=\nHotKey=0\nURL={link}\nIconIndex=1\n",
    # lower case, spaces around the equals sign, a section head with spaces
    "[default]\r\nbaseurl = {link}\r\n  [internetshortcut]  \r\nurl = {link}\r\n",
]


@pytest.mark.parametrize("layout", IE_LAYOUTS)
def test_an_ie_shortcut_to_a_tenhou6_editor_link_is_read_as_its_hand(tmp_path: Path, layout: str) -> None:
    link = _lines()[1]
    alone = tmp_path / "one.txt"
    alone.write_text(link + "\n", encoding="utf-8")
    path = tmp_path / "one.url"
    path.write_bytes(layout.format(link=link).encode("utf-8"))
    log, original = read_log_file(path), read_log_file(alone)
    assert log.format == "tenhou6" and log.players == original.players
    assert _hands(log) == _hands(original) and len(log.hands) == 1 and log.hands[0].error is None
    assert is_log_file(path) and file_kind(path) == "log" and window_for(path, "en") == ("log", "")


@pytest.mark.parametrize("layout", IE_LAYOUTS)
def test_an_ie_shortcut_to_a_tenhou_game_says_it_is_a_link(tmp_path: Path, layout: str) -> None:
    path = tmp_path / "u.txt"
    path.write_bytes(layout.format(link=TENHOU).encode("utf-8"))
    with pytest.raises(LogError) as refused:
        read_log_file(path)
    assert refused.value.code == "log_link_tenhou"
    assert _said(refused.value, tmp_path) == TENHOU_SAID
    assert is_link_file(path.read_bytes())


def test_the_address_is_the_url_line_of_the_internetshortcut_section() -> None:
    """A ``URL=`` line of another section is not the address; no ``[InternetShortcut]`` section
    at all is no shortcut (an INI file: not a game log, as before)."""
    text = f"[DEFAULT]\r\nURL=https://example.com/page\r\n[InternetShortcut]\r\nURL={TENHOU}\r\n"
    found = find_link(text)
    assert found is not None and found.site == "tenhou" and found.game
    text = f"[InternetShortcut]\r\nURL={TENHOU}\r\n[Other]\r\nURL=https://example.com/page\r\n"
    found = find_link(text)
    assert found is not None and found.site == "tenhou"
    for text in (
        f"[DEFAULT]\r\nBASEURL={TENHOU}\r\n",
        f"[DEFAULT]\r\nBASEURL={TENHOU}\r\n[Other]\r\nURL={TENHOU}\r\n",
        f"[InternetShortcut]\r\nIDList=\r\n[Other]\r\nURL={TENHOU}\r\n",
    ):
        assert find_link(text) is None
        with pytest.raises(LogError) as refused:
            read_log(text)
        assert refused.value.code == "log_unknown_format"


def test_a_damaged_link_in_an_ie_shortcut_is_said_at_its_url_line() -> None:
    link = _lines()[1]
    damaged = IE_LAYOUTS[0].format(link=link[: len(link) // 2])
    with pytest.raises(LogError) as refused:
        read_log(damaged)
    assert (refused.value.code, refused.value.line, refused.value.column) == ("log_json_link", 4, 5)
    assert refused.value.message("en").startswith("The tenhou.net/6 link at line 4, column 5 is damaged")


def test_a_file_head_that_ends_before_the_internetshortcut_section_is_taken_for_the_link() -> None:
    """The ``BASEURL=`` line is as large as its log: a head of the file read to tell what it is
    may end before the ``[InternetShortcut]`` section. Its ``[DEFAULT]`` section's tenhou.net/6
    link tells it; the file read whole, the ``URL=`` line is the address."""
    link = _lines()[1]
    head = f"[DEFAULT]\r\nBASEURL={link}"[:1000]
    assert starts_json_links(head) and is_link_file(head.encode())
    # the whole file: its [InternetShortcut] section decides, a link to anything else is refused
    text = f"[DEFAULT]\r\nBASEURL={link}\r\n[InternetShortcut]\r\nURL=https://example.com/page\r\n"
    assert not starts_json_links(text)
    with pytest.raises(LogError) as refused:
        read_log(text)
    assert refused.value.code == "log_link_web" and refused.value.params["host"] == "example.com"


def test_the_size_limits_still_hold_for_an_ie_shortcut(tmp_path: Path) -> None:
    """A shortcut to a saved link is a few lines: one over the links' bound is no link (not a game
    log); one to a tenhou.net/6 link over the log reader's limit is refused by its size, naming
    the file."""
    padding = "IconFile=" + "x" * MAX_LINK_CHARS
    text = f"[DEFAULT]\r\nBASEURL={TENHOU}\r\n[InternetShortcut]\r\nURL={TENHOU}\r\n{padding}\r\n"
    assert find_link(text) is None
    with pytest.raises(LogError) as refused:
        read_log(text)
    assert refused.value.code == "log_unknown_format"
    big = tmp_path / "big.url"
    link = _lines()[1]
    big.write_bytes(IE_LAYOUTS[0].format(link=link + "x" * MAX_LOG_CHARS).encode())
    with pytest.raises(LogError) as refused:
        read_log_file(big)
    assert refused.value.code == "log_file_too_large" and str(big) in refused.value.message("en")


def test_the_fuzz_writes_ie_shortcuts_and_they_read_as_their_link() -> None:
    rng = random.Random(11)
    forms = [fuzz.mutate_link_form(rng) for _ in range(200)]
    ie = [(form, plain, text) for form, plain, text in forms if isinstance(text, str) and "BASEURL=" in text]
    assert ie
    for form, plain, text in ie:
        assert fuzz.check_link_form(form, plain, text) is None, text[:200]
