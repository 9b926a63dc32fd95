"""A file that holds a link to a game log instead of the log: a player saved the address.

A Tenhou replay link (``https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8&tw=0``), a
Mahjong Soul paipu link (``https://game.mahjongsoul.com/?paipu=...``) or any other web address
saved as a text file, or as the Internet shortcut (``.url``) a browser makes of a dragged
address, is no log: :func:`link_refusal` says which site it leads to, that the file holds the
link and not the log, and how to get the log. Only text that is nothing but one or a few links
is taken for one: a log that merely holds ``http`` in a name reads as before. No Qt, no network.
"""

from __future__ import annotations

import re
from typing import NamedTuple
from urllib.parse import parse_qs, urlsplit

__all__ = ["LINK_CODES", "Link", "find_link", "mjlog_url"]

#: the codes of :class:`~mjgui.core.logs.model.LogError` for a file that holds a link
LINK_CODES = frozenset({"log_link_tenhou", "log_link_mahjongsoul", "log_link_web"})
#: the most characters a file of links is looked at for, and the most links in it ("a few")
_MAX_CHARS = 8 * 1024
_MAX_LINKS = 20
#: a Tenhou game's log id: the hour it started, ``gm``, the lobby, the rule and the game's code
#: (an old one ``x`` and 12 hex digits)
_TENHOU_ID = re.compile(r"[0-9]{10}gm-[0-9a-f]{4}-[0-9a-f]{4,5}-x?[0-9a-f]{8,12}", re.IGNORECASE)
#: a Mahjong Soul paipu id as its links give it: a date, a UUID, maybe the viewer's account
_PAIPU_ID = re.compile(r"[0-9A-Za-z_-]{6,80}")
_SHORTCUT_HEADS = ("[internetshortcut]", "[{000214a0-0000-0000-c000-000000000046}]")
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
    address; or an Internet shortcut, ``[InternetShortcut]`` with its ``URL=`` line."""
    if len(text) > _MAX_CHARS:
        return None
    body = text.replace("\ufeff", "").strip()
    lines = [line.strip() for line in body.splitlines() if line.strip()]
    if lines and lines[0].casefold() in _SHORTCUT_HEADS:
        urls = [line.split("=", 1)[1].strip() for line in lines if line[:4].casefold() == "url="]
        words = urls[:1]
    else:
        words = body.split()
    if not 0 < len(words) <= _MAX_LINKS:
        return None
    if not all(w[:8].casefold() == "https://" or w[:7].casefold() == "http://" for w in words):
        return None
    return words


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
    paipu = query.get("paipu", [""])[0]
    if any(name in host for name in _MAJSOUL_HOSTS) or paipu:
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
