"""A file that holds a link to a game log instead of the log: a player saved the address.

A Tenhou replay link (``https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8&tw=0``), a
Mahjong Soul paipu link (``https://game.mahjongsoul.com/?paipu=...``) or any other web address
saved as a text file, or as the link file a desktop makes of a dragged address (Windows'
Internet shortcut ``.url``, a Linux desktop entry ``.desktop`` of ``Type=Link``, macOS's
``.webloc`` property list, XML or binary: :func:`link_file_text`), is no log:
:func:`link_refusal` says which site it leads to, that the file holds the link and not the log,
and how to get the log. Only text that is nothing but one or a few links
is taken for one: a log that merely holds ``http`` in a name reads as before. No Qt, no network.

A file of tenhou.net/6 editor links (``https://tenhou.net/6/#json=…``, one a line, each hand's
tenhou.net/6 JSON in the fragment: what kobalab/Majiang's viewer and kobalab/tenhou-url-log write,
``encodeURI`` of the JSON, and soul2naga converters, the JSON as it is) holds the log itself:
:func:`starts_json_links` tells it by its first line, and the tenhou.net/6 reader reads it; so is
an Internet shortcut to one such link (:func:`shortcut_json_link`): the dragged address of a hand.
"""

from __future__ import annotations

import json
import re
from typing import NamedTuple
from urllib.parse import parse_qs, urlsplit

__all__ = [
    "LINK_CODES",
    "LINK_HEAD_BYTES",
    "Link",
    "LinkFile",
    "find_link",
    "is_link_file",
    "json_link_fragment",
    "json_link_pieces",
    "link_file_text",
    "mjlog_url",
    "read_link_file",
    "shortcut_json_link",
    "starts_json_links",
    "tenhou_ids",
    "webloc_json_link",
]

#: the codes of :class:`~mjgui.core.logs.model.LogError` for a file that holds a link
LINK_CODES = frozenset(
    {
        "log_link_tenhou",
        "log_link_tenhou_old",
        "log_link_mahjongsoul",
        "log_link_web",
        "log_id_tenhou",
        "log_id_tenhou_old",
        "log_ids_tenhou",
        "log_ids_tenhou_mixed",
        "log_ids_tenhou_old",
    }
)
#: the most characters a file of links is looked at for, and the most links in it ("a few")
MAX_LINK_CHARS = 8 * 1024
_MAX_LINKS = 20
#: the most bytes a text of MAX_LINK_CHARS characters takes in UTF-8 (four a character, a byte
#: order mark before): a file's first bytes fewer than this are all of any file of links
LINK_HEAD_BYTES = 4 * MAX_LINK_CHARS + 4
#: a tenhou.net/6 editor link that holds its log: the JSON after ``#json=``
_JSON_LINK = re.compile(r"https?://(?:www\.)?tenhou\.net/6/?[^\s#]{0,100}#json=", re.IGNORECASE)
#: the whitespace before another such link on the same line (links pasted on one line)
_JSON_LINK_SPLIT = re.compile(r"\s+(?=" + _JSON_LINK.pattern + ")", re.IGNORECASE)
#: how much of a line's start is looked at for one (the prefix is shorter)
_JSON_LINK_LOOK = 160
#: what a link may have after its JSON: ``&ts=3`` (the hand the editor shows)
_AFTER_JSON = re.compile(r"&[A-Za-z][A-Za-z0-9_]{0,20}=[A-Za-z0-9_.-]{0,40}")
#: a Tenhou game's log id: the hour it started, ``gm``, the lobby, the rule and the game's code
#: (an old one ``x`` and 12 hex digits)
_TENHOU_ID = re.compile(r"[0-9]{10}gm-[0-9a-f]{4}-[0-9a-f]{4,5}-x?[0-9a-f]{8,12}", re.IGNORECASE)
#: a word of a text: what lies between spaces, tabs, line ends and byte order marks
_WORD = re.compile(r"[^\s\ufeff]+")
#: a Mahjong Soul paipu id as its links give it: a date, a UUID, maybe the viewer's account
_PAIPU_ID = re.compile(r"[0-9A-Za-z_-]{6,80}")
#: a section's head line in an Internet shortcut (an INI file): ``[InternetShortcut]``, Windows'
#: ``[{000214A0-0000-0000-C000-000000000046}]``, old Internet Explorer's ``[DEFAULT]`` (its
#: ``BASEURL=`` line before the ``[InternetShortcut]`` section)
_SECTION = re.compile(r"(?m)^[ \t]*\[([^\]\r\n]{1,100})\][ \t]*\r?$")
#: the section whose ``URL=`` line is a shortcut's address
_SHORTCUT_SECTION = "internetshortcut"
#: the section of a Linux desktop's link file (``.desktop``: GNOME, KDE, Xfce), whose ``URL=``
#: line is its address when its ``Type=Link`` line says it is a link (freedesktop.org's Desktop
#: Entry Specification; KDE writes the key ``URL[$e]=``)
_DESKTOP_SECTION = "desktop entry"
_COMMENTS = re.compile(r"(?:#[^\n]*\n[ \t\r\n]*){1,20}")
_DESKTOP_LINK = re.compile(r"(?im)^[ \t]*Type[ \t]*=[ \t]*Link[ \t]*\r?$")
#: the ``URL=`` line of an Internet shortcut (``BASEURL=`` in old Internet Explorer's
#: ``[DEFAULT]`` section, which a file's head may show before the address), or of a desktop
#: entry (``URL[$e]=`` as KDE writes it)
_SHORTCUT_URL = re.compile(r"(?im)^[ \t]*URL(?:\[\$e\])?[ \t]*=[ \t]*")
#: a macOS link file (``.webloc``, what Safari and the Finder make of a dragged address): an XML
#: property list whose dictionary's ``URL`` key holds the address as a string
_PLIST = re.compile(r"<plist[\s>]")
_PLIST_URL = re.compile(r"<key>[ \t\r\n]*URL[ \t\r\n]*</key>[ \t\r\n]*<string>([^<]{1,8192})</string>")
_XML_ESCAPE = re.compile(r"&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));")
_XML_NAMED = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
#: how a binary property list starts (a ``.webloc`` as recent macOS writes it)
_BINARY_PLIST = b"bplist00"
_SHORTCUT_BASE_URL = re.compile(r"(?im)^[ \t]*BASEURL[ \t]*=[ \t]*")
_DECODER = json.JSONDecoder()
_MAJSOUL_HOSTS = ("mahjongsoul", "maj-soul", "majsoul", "mahjong-soul")


class Link(NamedTuple):
    """The link a file holds: its site (``tenhou``, ``mahjongsoul``, ``web``), the host the
    address names, and the game's id when the link names one (a Tenhou log id, a paipu id)."""

    site: str
    host: str
    game: str


def mjlog_url(log_id: str) -> str:
    """Where Tenhou serves the mjlog XML of the game ``log_id``."""
    return f"https://tenhou.net/0/log/?{log_id}"


def _addresses(text: str) -> list[str] | None:
    """The web addresses ``text`` consists of, or None when it holds anything else: every word
    (spaces, tabs, CR/LF between them, a byte order mark before) an ``http://`` or ``https://``
    address; or an Internet shortcut, its first line a section's head and its
    ``[InternetShortcut]`` section's ``URL=`` line the address (:func:`_shortcut_url`), a desktop
    entry link the same (``[Desktop Entry]``, ``Type=Link``, ``URL=``; comment lines before it),
    or a ``.webloc``'s XML property list, its ``URL`` string the address (:func:`_plist_url`)."""
    if len(text) > MAX_LINK_CHARS:
        return None
    body = text.replace("\ufeff", "").strip()
    body = body[_after_comments(body, 0) :]
    if _SECTION.match(body):  # an Internet shortcut or a desktop entry link: its URL= line
        found = _shortcut_url(body)
        words = [] if found is None or found[0] == found[1] else [body[found[0] : found[1]]]
    elif body.startswith("<"):  # a .webloc: an XML property list's URL string
        address = _plist_url(body)
        words = [] if not address else [address]
    else:
        words = body.split()
    if not 0 < len(words) <= _MAX_LINKS:
        return None
    if not all(w[:8].casefold() == "https://" or w[:7].casefold() == "http://" for w in words):
        return None
    return words


def _plist_url(body: str) -> str | None:
    """The address of a macOS link file (``.webloc``) whose text is ``body``: an XML property
    list's ``<key>URL</key><string>…</string>``, its XML escapes (``&amp;``) undone, spaces
    around it stripped; None for any other text. Looked for with a pattern, never parsed (a
    DOCTYPE or an entity is never expanded)."""
    found = _plist_string(body, 0)
    return None if found is None else found[1]


def _plist_string(body: str, start: int) -> tuple[int, str] | None:
    """Where the ``URL`` string of the XML property list in ``body`` (from ``start``) begins,
    spaces before it skipped, and the address it holds (:func:`_plist_url`), or None."""
    found = _PLIST_URL.search(body, start) if _PLIST.search(body, start) is not None else None
    if found is None:
        return None
    raw = found.group(1)
    return found.start(1) + len(raw) - len(raw.lstrip()), _XML_ESCAPE.sub(_xml_char, raw).strip()


def _xml_char(found: re.Match[str]) -> str:
    """The character an XML escape stands for (one out of Unicode's range: U+FFFD)."""
    named, decimal, hexadecimal = found.groups()
    if named:
        return _XML_NAMED[named]
    code = int(decimal) if decimal else int(hexadecimal, 16)
    return chr(code) if 0 < code <= 0x10FFFF else "\ufffd"


def _binary_plist_url(data: bytes) -> str | None:
    """The ``URL`` string of a binary property list ``data`` (a ``.webloc`` as recent macOS
    writes it, at most :data:`MAX_LINK_CHARS` bytes), or None: no such list, or it holds none."""
    if not data.startswith(_BINARY_PLIST) or len(data) > MAX_LINK_CHARS:
        return None
    import plistlib  # only for a file that starts as a binary property list does
    import struct

    try:
        value = plistlib.loads(data, fmt=plistlib.FMT_BINARY)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, RecursionError, struct.error):
        return None  # a damaged list (plistlib.InvalidFileException is a ValueError)
    address = value.get("URL") if isinstance(value, dict) else None
    return address if isinstance(address, str) else None


class LinkFile(NamedTuple):
    """A file's bytes read once as a file of links may be (:func:`read_link_file`): the text
    :func:`link_file_text` gives, and the tenhou.net/6 editor link a binary ``.webloc`` holds
    (:func:`webloc_json_link`), each None when there is none."""

    text: str | None
    json_link: str | None


def read_link_file(data: bytes) -> LinkFile:
    """:func:`link_file_text` and :func:`webloc_json_link` of a file's bytes ``data``, a binary
    property list parsed once for both."""
    if len(data) >= LINK_HEAD_BYTES:  # no binary property list that large is read either
        return LinkFile(None, None)
    address = _binary_plist_url(data)
    if address is not None:
        return LinkFile(address, _json_link_address(address))
    try:
        return LinkFile(data.decode("utf-8").removeprefix("\ufeff"), None)
    except UnicodeDecodeError:
        return LinkFile(data.decode("latin-1") if len(data) <= MAX_LINK_CHARS else None, None)


def link_file_text(data: bytes) -> str | None:
    """The text :func:`find_link` reads of a file's bytes ``data`` when the file is small enough
    to be a file of links (fewer than :data:`LINK_HEAD_BYTES` bytes), else None: UTF-8 (a byte
    order mark dropped); else, when it is not UTF-8, Latin-1, every byte a character (a
    shortcut's address is ASCII, while its other lines, an ``IconFile=`` path, may be in a
    Windows code page); a binary property list's ``URL`` string (a ``.webloc``)."""
    return read_link_file(data).text


def webloc_json_link(data: bytes) -> str | None:
    """The tenhou.net/6 editor link that holds its log in a binary macOS link file (``.webloc``
    as recent macOS writes it), as a ``.url``, a ``.desktop`` or an XML ``.webloc`` to one is read
    (:func:`shortcut_json_link`, from the text); None for any other bytes, a ``.webloc`` to any
    other address too (:func:`find_link` says it)."""
    address = _binary_plist_url(data)
    return None if address is None else _json_link_address(address)


def _json_link_address(address: str) -> str | None:
    """``address`` (a binary ``.webloc``'s) when it is a tenhou.net/6 editor link that holds its
    log, else None."""
    return address if _JSON_LINK.match(address, 0, _JSON_LINK_LOOK) is not None else None


def _link(address: str) -> Link:
    """Which site one address leads to, and the game it names."""
    try:
        parts = urlsplit(address)
        host = (parts.hostname or "").casefold()
        query = parse_qs(parts.query) | parse_qs(parts.fragment)
    except ValueError:  # a port that is no number, a bracket not closed: still a link
        host, query = "", {}
    shown_host = host if re.fullmatch(r"[a-z0-9.-]{1,100}", host) else ""
    if host == "tenhou.net" or host.endswith((".tenhou.net", ".mjv.jp")) or host == "mjv.jp":
        found = _TENHOU_ID.search(address)
        return Link("tenhou", shown_host, found.group(0) if found else "")
    if any(name in host for name in _MAJSOUL_HOSTS):  # a paipu= on another site is that site's
        paipu = query.get("paipu", [""])[0]
        return Link("mahjongsoul", shown_host, paipu if _PAIPU_ID.fullmatch(paipu) else "")
    return Link("web", shown_host, "")


def find_link(text: str) -> Link | None:
    """The link a text that holds nothing but links leads to (the first Tenhou game's, else the
    first Mahjong Soul game's, else the first address's), or None: the text is something else."""
    addresses = _addresses(text)
    if addresses is None:
        return None
    links = [_link(a) for a in addresses]
    for site in ("tenhou", "mahjongsoul"):
        named = [link for link in links if link.site == site]
        if named:
            return next((link for link in named if link.game), named[0])
    return links[0]


def tenhou_ids(text: str) -> list[str] | None:
    """The Tenhou log ids a text consists of (``2023071820gm-0089-0000-1a1ab571``, one a line, as
    players and log downloaders keep a list of games; spaces, tabs, blank lines and a byte order
    mark between them), in order; None when it holds anything else, or nothing. The words are
    looked at one by one, and the first that is no id ends the look (a log's first word is none)."""
    ids: list[str] = []
    for found in _WORD.finditer(text):
        word = found.group()
        if _TENHOU_ID.fullmatch(word) is None:
            return None
        ids.append(word)
    return ids or None


def is_old_tenhou_id(log_id: str) -> bool:
    """Is ``log_id`` an old Tenhou log id (its game's code ``x`` and 12 hex digits)? Tenhou's
    log address takes another code for it, which downloaders compute; mjgui names no address."""
    return log_id.rpartition("-")[2][:1].casefold() == "x"


def starts_json_links(text: str) -> bool:
    """Does ``text`` (a file's text, or its start) begin with a tenhou.net/6 editor link that
    holds its log (``https://tenhou.net/6/#json=…``), or is it an Internet shortcut to one
    (:func:`shortcut_json_link`)? Only the first line's start is looked at (a shortcut's head
    lines): such a file is as large as its log, and the log reader's size limit bounds it."""
    head = text.lstrip("\ufeff \t\r\n")
    if _JSON_LINK.match(head[:_JSON_LINK_LOOK]) is not None or shortcut_json_link(head) is not None:
        return True
    # old Internet Explorer's shortcut: a [DEFAULT] section's BASEURL= (the same address) first,
    # as large as its log, and a head of the file may end before the [InternetShortcut] section
    first = _SECTION.match(head)
    if first is None or first.group(1).strip().casefold() != "default" or _shortcut_section(head) is not None:
        return False
    end = _section_end(head, first.end())
    base = _SHORTCUT_BASE_URL.search(head, first.end(), end)
    return base is not None and _JSON_LINK.match(head, base.end(), base.end() + _JSON_LINK_LOOK) is not None


def _section_end(body: str, start: int) -> int:
    """Where the INI section whose lines begin at ``start`` of ``body`` ends: the next section's
    head line, or the text's end."""
    following = _SECTION.search(body, start)
    return len(body) if following is None else following.start()


def _shortcut_section(body: str) -> tuple[int, int] | None:
    """Where the lines of the ``[InternetShortcut]`` section of an Internet shortcut ``body`` (its
    first line a section's head, byte order mark and blank lines before it stripped) begin and
    end, wherever the section is (Windows writes a property section first, old Internet Explorer
    a ``[DEFAULT]`` one), or of the ``[Desktop Entry]`` section of a Linux desktop's link file
    (its ``Type=Link``); None when ``body`` is no such file or has no such section."""
    if _SECTION.match(body) is None:
        return None
    for section in _SECTION.finditer(body):
        name = section.group(1).strip().casefold()
        lines = (section.end(), _section_end(body, section.end()))
        if name == _SHORTCUT_SECTION:
            return lines
        if name == _DESKTOP_SECTION:  # a desktop entry: a link only when its Type= says so
            return lines if _DESKTOP_LINK.search(body, *lines) is not None else None
    return None


def _after_comments(body: str, start: int) -> int:
    """Where a desktop entry's section begins in ``body`` after the comment lines at ``start``
    (``#!/usr/bin/env xdg-open``, as a desktop writes a link file first); ``start`` when no
    comment lines lead to a section's head there."""
    if not body.startswith("#", start):
        return start
    comments = _COMMENTS.match(body, start)
    return comments.end() if comments is not None and _SECTION.match(body, comments.end()) else start


def _shortcut_url(body: str) -> tuple[int, int] | None:
    """Where the address of an Internet shortcut ``body`` (:func:`_shortcut_section`) begins and
    ends: its ``[InternetShortcut]`` section's ``URL=`` line, after the ``=`` and spaces, to the
    line's end (a CR and spaces stripped); None when there is none."""
    section = _shortcut_section(body)
    if section is None:
        return None
    found = _SHORTCUT_URL.search(body, *section)
    if found is None:
        return None
    end = body.find("\n", found.end(), section[1])
    end = section[1] if end < 0 else end
    while end > found.end() and body[end - 1] in " \t\r":
        end -= 1
    return found.end(), end


def shortcut_json_link(text: str) -> tuple[int, int, str] | None:
    """The line number, the column and the address of the tenhou.net/6 editor link that holds its log in an
    Internet shortcut (``.url``: ``[InternetShortcut]``, then ``URL=https://tenhou.net/6/#json=…``,
    what a browser makes of the dragged address; the section may follow others: Windows' property
    section, old Internet Explorer's ``[DEFAULT]`` with its ``BASEURL=``), or in a desktop entry
    link (``.desktop``, maybe after its comment lines: :func:`_after_comments`), or in an XML
    ``.webloc`` (its ``URL`` string, XML escapes undone: the address then is not a slice of the
    text, and the column is where the string starts); None for any other
    text, a shortcut to any other address too (:func:`find_link` says it). The section is looked
    for in the whole text (its head lines only: linear, and the log reader's size limit bounds
    the text), since an address before it may be as large as its log."""
    body = text.lstrip("\ufeff")
    start = _after_comments(body, len(body) - len(body.lstrip(" \t\r\n")))
    if body.startswith("<", start):  # an XML .webloc: its URL string, escapes undone
        plist = _plist_string(body, start)
        if plist is None or _JSON_LINK.match(plist[1], 0, _JSON_LINK_LOOK) is None:
            return None
        begin, address = plist
        return body.count("\n", 0, begin) + 1, begin - body.rfind("\n", 0, begin), address
    found = _shortcut_url(body[start:])
    if found is None:
        return None
    begin, end = found[0] + start, found[1] + start
    if _JSON_LINK.match(body, begin, begin + _JSON_LINK_LOOK) is None:
        return None
    column = begin - body.rfind("\n", 0, begin)  # after URL=, as an editor counts
    return body.count("\n", 0, begin) + 1, column, body[begin:end]


def json_link_pieces(line: str) -> list[tuple[int, str]]:
    """The tenhou.net/6 editor links a line holds, each with the column it starts at, for a line
    that is not one link alone (the reader tries the whole line first): several pasted on one
    line with spaces between them (a chat or a forum post joins them so), split at the whitespace
    before each ``https://tenhou.net/6/…#json=`` after the first. A percent-encoded link holds no
    space; one that holds its JSON as it is may, and may hold such an address in a string (a
    title): it runs to the end of its JSON (:func:`_raw_json_end`), and is split only after it."""
    pieces, start = [], 0
    while (found := _JSON_LINK_SPLIT.search(line, _raw_json_end(line, start))) is not None:
        pieces.append((start + 1, line[start : found.start()]))
        start = found.end()
    pieces.append((start + 1, line[start:]))
    return pieces


def _raw_json_end(line: str, start: int) -> int:
    """Where the JSON of the link at ``start`` of ``line`` ends when the link holds it as it is
    (``#json={…``) and it is whole JSON; else ``start`` (a percent-encoded or damaged link)."""
    found = _JSON_LINK.match(line, start, start + _JSON_LINK_LOOK)
    if found is None or not line.startswith("{", found.end()):
        return start
    try:
        return _DECODER.raw_decode(line, found.end())[1]
    except (ValueError, RecursionError):
        return start


def json_link_fragment(line: str) -> str | None:
    """The log's JSON text a line that is one tenhou.net/6 editor link holds, as written (maybe
    percent-encoded), without what the editor may have after it (``&ts=3``); None when the line
    is no such link."""
    found = _JSON_LINK.match(line[:_JSON_LINK_LOOK])
    if found is None:
        return None
    body = line[found.end() :]
    for _ in range(5):  # "&ts=3", maybe "&tw=1" after the JSON's closing brace
        if body.endswith("}") or body[-3:].casefold() == "%7d":
            break
        cut = body.rfind("&")
        if cut < 0 or not _AFTER_JSON.fullmatch(body, cut):
            break
        body = body[:cut]
    return body


def is_link_file(head: bytes) -> bool:
    """Is a file whose first bytes are ``head`` one the log reader takes for links: tenhou.net/6
    editor links that hold the log (:func:`starts_json_links`), or, the whole file read (fewer
    bytes than :data:`LINK_HEAD_BYTES`), a text of nothing but a few links (:func:`find_link`
    of :func:`link_file_text`: an Internet shortcut, a desktop entry link, a ``.webloc``), or a
    list of Tenhou log ids (:func:`tenhou_ids`), which the reader says as it says a link to one:
    of a head cut before the file's end, its complete lines (a list of a thousand ids is larger
    than the head)?"""
    text = head.decode("utf-8", errors="replace").removeprefix("\ufeff")
    if starts_json_links(text):
        return True
    small = link_file_text(head)
    if small is not None and find_link(small) is not None:
        return True
    if len(head) >= LINK_HEAD_BYTES:  # the last line may be cut: only the whole ones are looked at
        text = text[: max(text.rfind("\n"), text.rfind("\r"), 0)]
    return tenhou_ids(text) is not None
