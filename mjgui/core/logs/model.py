"""What a game log says, in our own terms: players, hands, wins with their hand model.

The readers (:mod:`.mjlog`, :mod:`.tenhou6`, :mod:`.mjai`) produce a :class:`GameLog`. Seats are the log's
player indices (0 is the first dealer); a win's hand is a :class:`HandSpec` with seat winds
counted from the dealer of that hand, exactly as ``mjgui score`` would take it. A game has four
seats or three (sanma, RULES.md §9): every per-seat tuple (names, points, changes) has one
entry per seat, ``GameLog.seats`` of them.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeGuard

from mjgui.core.errors import MahjongError
from mjgui.core.game.record import name_key
from mjgui.core.i18n import Msg, msg, nmsg, say
from mjgui.core.logs.links import LINK_CODES
from mjgui.core.logs.names import names_for_record
from mjgui.core.scoring.hand import WIND_LETTERS, HandSpec, Meld
from mjgui.core.scoring.rule_words import current_rule_words
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.tiles import Tile, format_tiles
from mjgui.core.shown import escape_controls, shown_path

MAX_LOG_CHARS = 4_000_000  # a real hanchan is 20-60 KB; anything this large is not a log

#: A game's id as the servers write it, with the day it was played: Tenhou's
#: ``2019103023gm-00a9-0000-f90e0fe9`` (the year, month, day and hour it started, then the
#: lobby and the game; an old id ends ``x`` and 12 hex digits), Mahjong Soul's
#: ``260915-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf`` (the year's last two digits, month and day,
#: then a UUID). Found alone or within a file's name, never within a longer word or number.
_TENHOU_DAY = re.compile(
    r"(?<![0-9a-z])(\d{4})(\d\d)(\d\d)(?:[01]\d|2[0-3])gm-[0-9a-f]{4}-[0-9a-f]{4,5}-x?[0-9a-f]{8,12}(?![0-9a-z])",
    re.IGNORECASE,
)
_MAHJONG_SOUL_DAY = re.compile(
    r"(?<![0-9a-z])(\d\d)(\d\d)(\d\d)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-z])",
    re.IGNORECASE,
)
#: The most characters of a ``ref`` or a file's name looked at for a game id.
_DAY_LOOK = 300
#: Japan's time (UTC+9, no summer time), in which Tenhou's id names the hour a game started.
_JAPAN = dt.timezone(dt.timedelta(hours=9))


def game_day(text: str) -> str:
    """The day a game was played (``YYYY-MM-DD``) as the game id in ``text`` says: a log's
    ``ref`` or a file's name; "" where ``text`` holds neither, or its digits name no day.

    Tenhou's id (``2025020202gm-…``) names the hour the game started in Japan (UTC+9): the
    game's day is the day in UTC of that hour's start, whatever the zone of the computer that
    reads it, so that every computer of a club writes one day for one log. A game started at
    02:15 on 2 February in Japan started at 17:15 on 1 February in UTC (20:15 in Moscow, 18:15
    in Berlin): 2025-02-01, the evening's own day for a club in Europe or Russia. Mahjong
    Soul's id (``260915-<uuid>``) names a day and no hour: that day, as it is."""
    look = text[:_DAY_LOOK]
    found = _TENHOU_DAY.search(look)
    if found is not None:
        year, month, day = found.groups()
        hour = int(found.group()[8:10])  # the two digits after the day
        try:
            start = dt.datetime(int(year), int(month), int(day), hour, tzinfo=_JAPAN)
            return start.astimezone(dt.UTC).date().isoformat()
        except (ValueError, OverflowError):  # no such day, or a day in UTC before the year 1
            return ""
    found = _MAHJONG_SOUL_DAY.search(look)
    if found is None:
        return ""
    year, month, day = found.groups()
    try:
        return dt.date(int("20" + year), int(month), int(day)).isoformat()
    except ValueError:
        return ""


#: The longest value an error message quotes from the file (a value is never printed whole).
MAX_QUOTED = 40


def position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index of ``text`` (the readers' "where")."""
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


class Positions:
    """Line and column (1-based) of character indexes of ``text`` asked one after another,
    each counted on from the one asked before: where every item of a long list starts costs
    one pass over the text, not a count from its start per item (:func:`position` is that).
    An index before the last one asked is counted from the text's start again."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._index = 0  # the last index asked
        self._line = 1  # its line
        self._line_start = 0  # the index its line starts at

    def __call__(self, index: int) -> tuple[int, int]:
        if index < self._index:
            self._index, self._line, self._line_start = 0, 1, 0
        breaks = self._text.count("\n", self._index, index)
        if breaks:
            self._line += breaks
            self._line_start = self._text.rfind("\n", self._index, index) + 1
        self._index = index
        return self._line, index - self._line_start + 1


def quoted(value: object) -> str:
    """A value of the file as an error message may show it: short, control characters escaped."""
    try:
        text = value if isinstance(value, str) else repr(value)
    except ValueError:  # an integer too long to write out
        text = "…"
    if len(text) > MAX_QUOTED:
        text = text[: MAX_QUOTED - 1] + "…"
    return escape_controls(text)


#: The log's errors worded here (the others are core/text's ERRORS, by their codes).
LOG_MESSAGES: dict[str, Msg] = {
    "log_folder": msg("log:folder", "{path} is a folder; a game log is a file. Name a log file in it."),
    # a file that holds a link to a log, not the log (links.find_link). path: the file, or
    # LINK_INPUT for text read from no file; game: the Tenhou log id; url: where Tenhou serves
    # that game's mjlog
    "log_link_tenhou": msg(
        "log:link_tenhou",
        "{path} holds a link to the Tenhou game {game}, not its log. Download the log (mjlog "
        "XML) from {url}, save it as a .mjlog file and open that.",
    ),
    "log_link_mahjongsoul": msg(
        "log:link_mahjongsoul",
        "{path} holds a link to a Mahjong Soul game record (paipu), not a game log: mjgui does not "
        "read Mahjong Soul's own records. Convert the game to tenhou.net/6 JSON (a paipu converter "
        "exports it), save that and open it.",
    ),
    # game: an old Tenhou log id (x and 12 hex digits), whose log Tenhou serves under another
    # id: no download address is named
    "log_link_tenhou_old": msg(
        "log:link_tenhou_old",
        "{path} holds a link to the Tenhou game {game}, not its log. Open the link in a web browser, "
        "save the game's log (mjlog XML) from there as a .mjlog file and open that.",
    ),
    # host: the site the address names
    "log_link_web": msg(
        "log:link_web",
        "{path} holds a web address ({host}), not a game log. mjgui reads a log saved as a file: "
        "Tenhou's mjlog XML, tenhou.net/6 JSON or an mjai event log. Download the log itself and open "
        "that file.",
    ),
    # a file of Tenhou log ids (2023071820gm-0089-0000-1a1ab571), one a line, as players and log
    # downloaders keep a list of games: game, the id; url, where Tenhou serves that game's mjlog
    "log_id_tenhou": msg(
        "log:id_tenhou",
        "{path} holds the Tenhou log id {game}, not the game's log. Download the log (mjlog XML) "
        "from {url}, save it as a .mjlog file and open that.",
    ),
    # game: an old Tenhou log id (x and 12 hex digits), whose log Tenhou serves under another id
    "log_id_tenhou_old": msg(
        "log:id_tenhou_old",
        "{path} holds the Tenhou log id {game}, not the game's log. Tenhou serves an old game's log "
        "under another id: get the log (mjlog XML) with a Tenhou log downloader, save it as a .mjlog "
        "file and open that.",
    ),
    # n: how many log ids (two or more); game: the first id that is not an old one; url: where
    # Tenhou serves that game's mjlog
    "log_ids_tenhou": nmsg(
        "log:ids_tenhou",
        "{path} holds {n} Tenhou log id, not the games' logs. Each game's log (mjlog XML) is at "
        "https://tenhou.net/0/log/? followed by its id, as {url} for {game}: download each, save it "
        "as a .mjlog file and open them one at a time.",
        "{path} holds {n} Tenhou log ids, not the games' logs. Each game's log (mjlog XML) is at "
        "https://tenhou.net/0/log/? followed by its id, as {url} for {game}: download each, save it "
        "as a .mjlog file and open them one at a time.",
    ),
    # a list of Tenhou log ids that mixes new ids and old ones (x and 12 hex digits, whose logs
    # Tenhou serves under other ids): n, how many ids (two or more); game, the first new id; url,
    # where Tenhou serves that game's mjlog; old, the first old id
    "log_ids_tenhou_mixed": nmsg(
        "log:ids_tenhou_mixed",
        "{path} holds {n} Tenhou log id, not the games' logs. A game's log (mjlog XML) is at "
        "https://tenhou.net/0/log/? followed by its id, as {url} for {game}; an old id (x and 12 hex "
        "digits, as {old}) has no such address: get that log with a Tenhou log downloader. Save each "
        "log as a .mjlog file and open them one at a time.",
        "{path} holds {n} Tenhou log ids, not the games' logs. A game's log (mjlog XML) is at "
        "https://tenhou.net/0/log/? followed by its id, as {url} for {game}; an old id (x and 12 hex "
        "digits, as {old}) has no such address: get that log with a Tenhou log downloader. Save each "
        "log as a .mjlog file and open them one at a time.",
    ),
    # n: how many old Tenhou log ids (two or more), whose logs Tenhou serves under other ids
    "log_ids_tenhou_old": nmsg(
        "log:ids_tenhou_old",
        "{path} holds {n} old Tenhou log id, not the games' logs. Tenhou serves an old game's log "
        "under another id: get each log (mjlog XML) with a Tenhou log downloader, save each as a "
        ".mjlog file and open them one at a time.",
        "{path} holds {n} old Tenhou log ids, not the games' logs. Tenhou serves an old game's log "
        "under another id: get each log (mjlog XML) with a Tenhou log downloader, save each as a "
        ".mjlog file and open them one at a time.",
    ),
}
#: log_link_web's words for an address whose site cannot be told (no host a browser would read)
LINK_WEB_NO_HOST = msg(
    "log:link_web_no_host",
    "{path} holds a web address, not a game log. mjgui reads a log saved as a file: Tenhou's mjlog "
    "XML, tenhou.net/6 JSON or an mjai event log. Download the log itself and open that file.",
)
#: log_majsoul_record's words for a file named (``mjgui game``, ``mjgui league``, the club window:
#: where a game record was looked for, :data:`mjgui.core.league.season.SAID_AS_READ`); path: the file
MAJSOUL_RECORD_FILE = msg(
    "log:majsoul_record_file",
    "{path} is a Mahjong Soul game record (paipu) in Mahjong Soul's own format, which mjgui does not "
    "read: mjgui reads tenhou.net/6 JSON, Tenhou's mjlog XML and mjai event logs. Convert the game to "
    "tenhou.net/6 JSON (a paipu converter exports it), save that and open it.",
)
#: log_majsoul_capture's words for a file named (as :data:`MAJSOUL_RECORD_FILE`); path: the file
MAJSOUL_CAPTURE_FILE = msg(
    "log:majsoul_capture_file",
    "{path} is a capture of the Mahjong Soul client's messages (ActionNewRound…): one player's view of a "
    "game, not a game log. mjgui reads tenhou.net/6 JSON, mjlog XML and mjai event logs: convert the "
    "game's record (paipu) to tenhou.net/6 JSON with a paipu converter and open that.",
)
#: the subject of a link's message when the text was read from no file (standard input)
LINK_INPUT = msg("log:link_input", "The text")
#: a seat an error names whose record name is not the log's own spelling of the player (a name
#: made a record name, a repeated one, a keyword): name: the record name; log: the log's name,
#: the player's only locator in a file without line numbers or in a site's viewer
SEAT_LOG_NAME = msg("log:seat_log_name", '{name} ("{log}" in the log)')


class LogError(MahjongError):
    """A file that is not a game log we can read. ``line``/``column`` say where
    in the text; a problem inside a hand also names the hand (``round``, e.g. ``E1-0``), the seat
    and the event (the seat's n-th take or discard), see :func:`locate`."""

    def __init__(self, code: str, *, line: int = 0, column: int = 0, **params: object) -> None:
        self.line = line
        self.column = column
        if "value" in params:
            params["value"] = quoted(params["value"])
        if "path" in params:  # a file name, as every output shows one
            params["path"] = shown_path(params["path"])
        super().__init__(code, line=line, column=column, **params)

    def message(self, lang: str = "en") -> str:
        texts = LOG_MESSAGES.get(self.code)
        if self.code == "log_link_web" and not self.params.get("host"):
            texts = LINK_WEB_NO_HOST
        if self.code == "log_majsoul_record" and "path" in self.params:  # the file named
            texts = MAJSOUL_RECORD_FILE
        if self.code == "log_majsoul_capture" and "path" in self.params:
            texts = MAJSOUL_CAPTURE_FILE
        if self.code == "log_unreadable" and "target" in self.params:  # a link whose file is gone
            from mjgui.core.game.storage import MESSAGES as RECORD_MESSAGES  # said as of a record

            gone = "unreadable_link_chain" if "missing" in self.params else "unreadable_link"
            texts = RECORD_MESSAGES[gone]
        params = _seats_said(self.params, lang)
        if texts is not None:
            if self.code in LINK_CODES and "path" not in params:  # read from no file
                params = {**params, "path": say(LINK_INPUT, lang)}
            return say(texts, lang, **params)
        from mjgui.core.text import error_message

        return error_message(self.code, lang, **params)

    @property
    def round(self) -> str:
        return str(self.params.get("round", ""))


def _seats_said(params: Mapping[str, object], lang: str) -> dict[str, object]:
    """``params`` with each :class:`SeatName` in them (a ``seat``, the players of ``changes``)
    said in ``lang``: a name as it is, never made small as a word put in a sentence is."""
    out = {key: _said(value, lang) for key, value in params.items()}
    changes = out.get("changes")
    if isinstance(changes, tuple):  # (player, points) pairs
        out["changes"] = tuple(
            tuple(_said(v, lang) for v in c) if isinstance(c, tuple) else c for c in changes
        )
    return out


def _said(value: object, lang: str) -> object:
    return value.message(lang) if isinstance(value, SeatName) else value


#: the value of a seat 3 in a three-player log (winner, from, pao): the empty fourth seat, said
#: as such (text.py's _LOG_VALUES)
FOURTH_SEAT = "3 (the empty fourth seat)"


def off_the_table(seat: object, seats: int) -> object:
    """A seat a win names that is not at the table of ``seats``, as a bad value says it: seat 3
    of three players is the empty fourth seat (:data:`FOURTH_SEAT`), any other as written."""
    if seats == 3 and seat == 3 and not isinstance(seat, bool):
        return FOURTH_SEAT
    return seat


def in_the_set(tile: Tile, rules: Rules) -> Tile:
    """``tile``, refused as a bad value where the rules play without its kind (2m-8m with three
    players): a damaged or mislabelled file, not a game of these rules."""
    if tile.kind in rules.removed_kinds:
        raise LogError("log_bad_value", what="tile not in the three-player set", value=tile.code)
    return tile


def locate(err: LogError, round_name: str, seat: str | None = None, event: str = "", n: int = 0) -> LogError:
    """``err`` (a bad value) said again with where it is: the hand, and when known the seat and
    its event: ``take``/``discard`` number ``n``, ``win``, or ``""`` for the seat's own part of
    the hand (its dealt tiles, its takes and discards as a whole). Other errors stay as they are."""
    if err.code != "log_bad_value":  # located errors have codes of their own
        return err
    what, value = err.params.get("what", ""), err.params.get("value", "")
    if seat is None:
        return LogError("log_bad_hand", round=round_name, what=what, value=value)
    if event == "take":  # error codes written whole
        return LogError("log_bad_take", round=round_name, seat=seat, n=n, what=what, value=value)
    if event == "discard":
        return LogError("log_bad_discard", round=round_name, seat=seat, n=n, what=what, value=value)
    # an event not listed is a fault of the reader (KeyError)
    code = {"win": "log_bad_win", "": "log_bad_seat"}[event]
    return LogError(code, round=round_name, seat=seat, what=what, value=value)


#: Tenhou's yaku numbers (mjlog ``yaku``/``yakuman`` attributes) -> our yaku ids.
TENHOU_YAKU: dict[int, str] = {
    0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei",
    6: "houtei", 7: "pinfu", 8: "tanyao", 9: "iipeikou",
    10: "seat_wind", 11: "seat_wind", 12: "seat_wind", 13: "seat_wind",
    14: "round_wind", 15: "round_wind", 16: "round_wind", 17: "round_wind",
    18: "haku", 19: "hatsu", 20: "chun", 21: "double_riichi", 22: "chiitoitsu", 23: "chanta",
    24: "ittsu", 25: "sanshoku", 26: "sanshoku_doukou", 27: "sankantsu", 28: "toitoi",
    29: "sanankou", 30: "shousangen", 31: "honroutou", 32: "ryanpeikou", 33: "junchan",
    34: "honitsu", 35: "chinitsu", 36: "renhou", 37: "tenhou", 38: "chiihou", 39: "daisangen",
    40: "suuankou", 41: "suuankou_tanki", 42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou",
    45: "chuuren", 46: "chuuren_9", 47: "kokushi", 48: "kokushi_13", 49: "daisuushii",
    50: "shousuushii", 51: "suukantsu", 52: "dora", 53: "ura_dora", 54: "aka_dora",
}  # fmt: skip

#: The situation flags a win can carry (the ``score`` switches), in the CLI's order.
WIN_FLAGS = (
    "tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
    "tenhou", "chiihou",
)  # fmt: skip


def players_rules(players: int, preset_name: str | None, site: str) -> Rules:
    """The rules a log of ``players`` players is read under: the named preset, or the site's own
    (``tenhou``/``mahjongsoul``, ``tenhou-sanma``/``mahjongsoul-sanma`` for three players). A
    named preset for another number of players is refused: scoring a three-player game under
    four-player rules (or the reverse) would only make every win differ."""
    from mjgui.core.scoring.rules import PRESETS, preset

    name = preset_name or own_preset(players, site)
    rules = preset(name)
    if rules.players != players:  # the presets to choose instead: those for as many players
        choices = tuple(other for other, them in PRESETS.items() if them.players == players)
        raise LogError(
            "log_rules_players",
            players=players,
            rules=quoted(name),
            rules_players=rules.players,
            choices=choices,
        )
    return rules


def own_preset(players: int, site: str) -> str:
    """The preset of a log's own table: its site's (``tenhou``, ``mahjongsoul``), with
    ``-sanma`` for three players."""
    return site if players == 4 else f"{site}-sanma"


def dealt_rules(rules: Rules, hands: list[LogHand] | tuple[LogHand, ...]) -> Rules:
    """``rules`` with the start points the log's game was dealt: the first readable hand's
    points, when every player starts with the same and it is not the preset's own start. The
    return points are then the start (no oka), as the real logs of such lobbies count their
    final scores from it: dnovikoff/tenhou's newattr2023.xml (30 000: 29 300 scores -0.7 before
    the uma) and ratio.xml (1000: -300 scores -1.3). The uma and the rest of the final score's
    count come from the log's final scores (:func:`mjgui.core.logs.final.scored_rules`)."""
    first = next((h for h in hands if h.end != "unreadable"), None)
    if first is None or len(set(first.start)) != 1:
        return rules
    start = first.start[0]
    if start == rules.start_points or not 0 < start <= 10**6:
        return rules
    last_round = rules.last_round
    played_on = any(h.end != "unreadable" and h.round_wind > last_round for h in hands)
    if played_on and rules.overtime and not rules.overtime_points and start != rules.return_points:
        # the extra round the game played, as it was: its target stays the rules' return
        # (mjx-west-round.mjlog, dealt 25 000, read under ``seed``: the West round goes on
        # until someone has 30 000, not 25 000, which all but one had after South 4)
        return rules.with_options(
            start_points=start, return_points=start, overtime_points=rules.return_points
        )
    return rules.with_options(start_points=start, return_points=start)


def aborted_rules(rules: Rules, hands: list[LogHand] | tuple[LogHand, ...]) -> Rules:
    """``rules`` with ``abortive_draws`` on where the log's game had an abortive draw they do
    not play: one happened at the log's table (a fact of its game, as its wins are), so the
    record saved from the log writes it as ``abort`` and must replay it, whatever rules the
    log is read under (``replay --rules seed``, the log window's choice). Without it the
    record's ``abort`` line was refused, the hand went on, and its riichi sticks went to the
    next winner: mjx-four-kans.mjlog read under ``seed`` ended +11 / −20 / +42 / −33 where the
    log says +10 / −20 / +43 / −33. A sanchahou (``triple_ron``) the rules themselves make an
    abortive draw (:attr:`~mjgui.core.scoring.rules.Rules.abort_allowed`) needs nothing more;
    a game without abortive draws says nothing of the option: the rules' own value stands."""
    if rules.abortive_draws:
        return rules
    for hand in hands:
        if hand.end == "abort" and not (hand.abort == "triple_ron" and rules.abort_allowed):
            return rules.with_options(abortive_draws=True)
    return rules


def played_rules(rules: Rules, hands: list[LogHand] | tuple[LogHand, ...]) -> Rules:
    """``rules`` with the options that let a record hold what happened at the log's table,
    where the rules would refuse it: the facts of its game, as its wins are, whatever preset
    the log is read under (``replay --rules``, the log window's choice). The record saved from
    the log writes them, its rules line says the options (``abortive_draws=on``), and it
    replays to the log's end; the rest of the preset (its payments, its yaku) stays:

    * an abortive draw (:func:`aborted_rules`): ``abortive_draws`` on;
    * a nagashi mangan (mjx-nagashi.mjlog's South 4 under ``ema``: the record's ``draw …
      nagashi`` line was refused and the record did not reach the end): ``nagashi_mangan`` on;
    * a hand of the extra round (mjx-west-round.mjlog and fastmaj's …f1ac5f4d_tw=3.mjlog play
      West: under ``seed``, ``ema``, ``wrc`` or ``mleague`` the record ended after South 4 and
      refused every West hand): ``overtime`` on; a game that ended after its last hand without
      one is :func:`~mjgui.core.logs.final.overtime_of`'s;
    * the game's end below zero: a player below zero after the log's last hand, where the
      game would have gone on after it without anyone below zero ending it
      (:func:`ends_after`): before its last hand (dnovikoff-pao.mjlog, mjx-pao-tsumo.mjlog:
      under ``ema``, ``wrc`` or ``mleague``, which play on, the record did not reach the end),
      a dealer keeping South 4 who is not first, a West hand that leaves nobody at the
      target: ``buttobi`` on; a game that went on after a hand that left a player below
      zero: ``buttobi`` off.

    A game that shows none of them says nothing of the options: the rules' own values stand."""
    rules = aborted_rules(rules, hands)
    read = [hand for hand in hands if hand.end != "unreadable"]
    changes: dict[str, bool] = {}
    if not rules.nagashi_mangan and any(hand.end == "nagashi" or hand.nagashi for hand in read):
        changes["nagashi_mangan"] = True
    last_round = rules.last_round
    if not rules.overtime and any(hand.round_wind > last_round for hand in read):
        changes["overtime"] = True
    # a seat outside the table (a log built in code) is the record writer's to refuse
    below = [
        all(is_seat(seat, len(hand.start)) for seat in hand.riichi) and any(p < 0 for p in points_after(hand))
        for hand in read
    ]
    if any(below[:-1]):  # the game went on below zero
        if rules.buttobi:
            changes["buttobi"] = False
    elif (
        below and below[-1] and not rules.buttobi and not ends_after(rules.with_options(**changes), read[-1])
    ):
        changes["buttobi"] = True  # it ended there below zero where it would have gone on
    return rules.with_options(**changes) if changes else rules


def ends_after(rules: Rules, hand: LogHand) -> bool:
    """Whether the game ends after ``hand`` under ``rules`` with nobody below zero ending it,
    as the game's own end decides (:func:`~mjgui.core.game.game.end_after_hand`):
    the deal leaves the game's last hand (South 4, South 3 with three players, East's last with
    ``east_only``) without an extra round, or with someone at its target, or leaves the extra
    round; the dealer keeps the last hand or an extra one in first place under agari-yame (a
    win) or tenpai-yame (an exhaustive draw). Not after an abortive draw, a hand before the
    last, a dealer keeping the deal who is not first, a West hand that leaves nobody at the
    target: the game goes on."""
    from mjgui.core.game.game import end_after_hand

    if hand.end not in ("win", "draw", "nagashi"):  # an abortive draw: the dealer deals again
        return False
    draw = hand.end != "win"
    stays = hand.dealer in hand.tenpai if draw else any(w.winner == hand.dealer for w in hand.wins)
    return (
        end_after_hand(
            rules, hand.round_wind, hand.kyoku + 1, hand.dealer, points_after(hand), stays=stays, draw=draw
        )
        is not None
    )


def round_label(round_wind: int, kyoku: int, honba: int) -> str:
    """``E1-0``: the round wind's letter, the hand's number in it, the honba."""
    return f"{WIND_LETTERS[round_wind % 4]}{kyoku % 4 + 1}-{honba}"


@dataclass(frozen=True)
class LogValue:
    """What the log says a win was worth. ``fu`` is None when the log does not say (limits);
    ``points`` is the hand's own value (no honba, no sticks: what the others pay for it, so a
    three-player tsumo is worth what the two payers pay, RULES.md §9); ``gain`` the winner's
    change."""

    han: int
    fu: int | None
    points: int
    yaku: tuple[tuple[str, int], ...]
    yakuman: int
    gain: int
    #: the log's dora item counts the Norths set aside as well (Tenhou); Mahjong Soul lists
    #: them as their own item (``nuki_dora``), as our core does
    nuki_in_dora: bool = False
    #: which of ``han``, ``fu`` and ``points`` the log states: all three for Tenhou's logs; an
    #: mjai log states each player's change of points (``deltas``, or the scores after the win)
    #: and only some write the han and fu (Akochan's ``fan``, ``fu``) or the points (mjai's
    #: ``hora_points``). What it does not state is not compared; ``han``, ``fu`` and ``points``
    #: then hold 0, None and the winner's gain
    stated: tuple[str, ...] = ("han", "fu", "points")

    def states(self, field: str) -> bool:
        """Whether the log states ``field`` (``han``, ``fu`` or ``points``) of this win."""
        return field in self.stated


@dataclass(frozen=True)
class LogWin:
    """One win as the log shows it, with the hand model our core scores. ``pao`` is the player
    liable for the hand's yakuman (RULES.md §6), as the log says; the hand names that player's
    seat wind (``spec.liable``), so the calculator, the quiz and ``score`` settle it as paid."""

    hand_index: int
    round: str
    winner: int
    discarder: int | None
    pao: int | None
    spec: HandSpec
    value: LogValue
    deltas: tuple[int, ...]
    #: the kan dora indicators the rules had turned by the win that the log has not shown: an
    #: mjai log written as mjai-reviewer writes one shows an open or added kan's indicator only
    #: after the kan's next discard, so a win on the replacement tile never gets it, though
    #: Mahjong Soul's table turned it at once (``spec.dora`` lacks it; our core's reading counts
    #: no dora from it). Under Tenhou's timing such a win has no such dora: none is missing. A
    #: robbed kan was never made and turns none
    unshown_dora: int = 0
    #: a riichi win whose log does not show its ura dora indicators (an mjai ``hora`` without
    #: ``ura_markers``, ``uradora_markers`` or ``uradora_marker``, as rick0000/mjaigym's saved
    #: games write it): how many the rules had turned (one for each dora indicator), their
    #: tiles unknown, not none. ``spec.ura`` is empty; the check looks for the han of ura dora
    #: that make our reading pay what the log's changes say
    #: (:attr:`~mjgui.core.logs.replay.WinCheck.ura_han`). 0 when the log shows them, or the
    #: winner is not in riichi
    unshown_ura: int = 0

    @property
    def tsumo(self) -> bool:
        return self.discarder is None

    def args(self) -> list[str]:
        """The ``mjgui score`` words for this hand (what ``replay`` prints as ``args``)."""
        return score_words(self.spec)


def score_words(spec: HandSpec) -> list[str]:
    """The ``mjgui score`` words that give back ``spec`` (the rules by preset and options).
    ``--honba`` is the table's counter (ryanhan shibari reads it); ``--paid-honba`` the honba the
    winner is paid, written only when that is not every one (:attr:`HandSpec.paid_honba`: a
    second winner on one discard under ``multiple_ron_honba=first`` is paid none)."""
    words = [format_tiles(spec.concealed)]
    for meld in spec.melds:
        words += [f"--{meld.kind}", format_tiles(meld.tiles)]
    words += ["--win", spec.win_tile.code]
    words += [f"--{flag.replace('_', '-')}" for flag in WIN_FLAGS if getattr(spec, flag)]
    words += ["--seat", WIND_LETTERS[spec.seat], "--round", WIND_LETTERS[spec.round_wind]]
    if spec.dora:
        words += ["--dora", ",".join(t.code for t in spec.dora)]
    if spec.ura:
        words += ["--ura", ",".join(t.code for t in spec.ura)]
    if spec.nuki:  # three players: the Norths set aside
        words += ["--nuki", str(spec.nuki)]
    if spec.honba:
        words += ["--honba", str(spec.honba)]
    if spec.paid_honba is not None:
        words += ["--paid-honba", str(spec.paid_honba)]
    if spec.sticks:
        words += ["--sticks", str(spec.sticks)]
    if spec.discarder is not None:
        words += ["--from", WIND_LETTERS[spec.discarder]]
    if spec.liable is not None:  # pao: the seat that fed the last set of the yakuman
        words += ["--pao", WIND_LETTERS[spec.liable]]
    words += ["--rules", spec.rules.name]
    for option in current_rule_words(spec.rules):  # score reads the preset's current edition
        words += ["--rule-option", option]
    return words


@dataclass(frozen=True)
class LogHand:
    """One hand of the game: who dealt, how it ended, and everyone's change.

    ``end`` is ``win``, ``draw`` (exhaustive), ``nagashi`` or ``abort``; ``tenpai`` lists the
    players shown tenpai at an exhaustive draw, ``nagashi`` the holders of nagashi mangan.
    ``riichi`` lists the players whose riichi stick went to the table in this hand; ``nuki``
    counts each seat's Norths set aside (three players; empty with four).
    ``end`` ``unreadable``: the log's hand could not be read; ``error`` says where and why (the
    rest of the game is read and compared all the same). Of such a hand only ``index``,
    ``round`` (the log's own label), ``start`` and ``error`` are read from the log; its wind,
    kyoku, dealer, honba and sticks are 0, not the log's.
    """

    index: int
    round: str
    round_wind: int
    kyoku: int
    dealer: int
    honba: int
    sticks: int
    start: tuple[int, ...]
    end: str
    wins: tuple[LogWin, ...] = ()
    riichi: tuple[int, ...] = ()
    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    abort: str = ""
    deltas: tuple[int, ...] = (0, 0, 0, 0)
    error: LogError | None = None
    nuki: tuple[int, ...] = ()
    #: the kind of abortive draw (``abort``) is the reader's guess from the hand, the log not
    #: saying it (an mjai log's ``ryukyoku`` without its ``reason``): said as a guess, and
    #: nothing is paid by it ("" when no kind could be told)
    abort_guessed: bool = False
    #: the log writes the hand's changes (``deltas``): a Tenhou ``RYUUKYOKU``'s ``sc``, the
    #: changes of a tenhou.net/6 draw, an mjai ``ryukyoku``'s ``deltas`` or ``scores``, a win's;
    #: False where the reader found them elsewhere or none (a tenhou.net/6 ``["九種九牌"]``, an
    #: mjai draw read from the next hand's start): a draw whose payments are compared with the
    #: game's own (:func:`~mjgui.core.logs.replay.check_draws`) only when the log states them
    stated: bool = False


@dataclass(frozen=True)
class GameLog:
    """A whole game log, four players or three (``rules.players``)."""

    format: str  # "mjlog", "tenhou6" or "mjai"
    players: tuple[str, ...]
    rules: Rules
    hands: tuple[LogHand, ...]
    final: tuple[int, ...] | None = None  # points at the end, when the log says
    title: str = ""
    #: each player's final score as the log writes it (uma and oka counted), in points:
    #: ``+10.7`` is 10 700; None when the log does not say (``owari``, ``sc``)
    final_scores: tuple[int, ...] | None = None
    #: the hands that do not follow on from the hand before them, as the reader
    #: found them (:func:`hand_gaps`): each a difference of its own, as an unreadable hand is
    gaps: tuple[HandGap, ...] = ()
    #: the preset of the log's own table (:func:`own_preset`), whatever preset it is read
    #: under; "" for a log built in code
    own_rules: str = ""
    #: where the file is cut off after the last hand read, that hand's win or draw whole (an
    #: mjai file cut inside its end_kyoku, the next hand's start or its end_game:
    #: ``log_mjai_cut_after``; after its end_game: ``log_mjai_cut_after_end``; an mjlog without
    #: its owari: ``log_mjlog_cut_after``): said after the hands, no difference of its own; None
    #: for a file that is not cut off there
    cut: LogError | None = None
    #: the day the game was played (``YYYY-MM-DD``), as its game id says (:func:`game_day`):
    #: a tenhou.net/6 log's ``ref``, else the file's name as Tenhou and the log tools name it
    #: (``2009060321gm-00b9-0000-75b25bcf.mjlog``); "" where neither names one. A game record
    #: saved from the log writes it as its ``# date`` line, which the club's season dates by
    date: str = ""

    @property
    def other_rules(self) -> bool:
        """Whether the log is read under other rules than its own table's (``replay --rules
        ema``, the log window's choice): what differs may then be those rules' doing."""
        return bool(self.own_rules) and self.rules.name != self.own_rules

    @property
    def wins(self) -> tuple[LogWin, ...]:
        return tuple(w for h in self.hands for w in h.wins)

    @property
    def seats(self) -> int:
        """How many players sat at the table: 4, or 3 for sanma."""
        return len(self.players)

    @property
    def unreadable(self) -> tuple[LogHand, ...]:
        """The hands that could not be read (each a difference of its own)."""
        return tuple(h for h in self.hands if h.end == "unreadable")


@dataclass(frozen=True)
class HandGap:
    """A hand of the log that does not follow the hand before it: ``at`` is its place in
    :attr:`GameLog.hands`; ``error`` says which two hands, and which players' points differ and
    by how much (``log_gap_points``) or that the hand cannot come next (``log_gap_order``)."""

    at: int
    error: LogError


def hand_gaps(hands: list[LogHand] | tuple[LogHand, ...], players: tuple[str, ...]) -> tuple[HandGap, ...]:
    """Where the log's hands do not follow each other: a hand that starts with other points than
    the hand before left (:func:`points_after`: a win or a hand between them is missing, as a
    damaged file loses them), or that cannot come next (a hand number skipped, the honba neither
    one more nor back to 0). Every real log follows so, Tenhou's and Mahjong Soul's, a player
    who drops out, a chip lobby, riichi sticks carried over and four-riichi aborts included (the
    logs of tests/data/logs), but for one converted Mahjong Soul log whose change for a win pays
    the winner more than the hand holds, the next hand starting without it: that is said as
    ``log_gap_change`` (:func:`_change_excess`), no hand missing, and a record is still saved
    from our own reading of the win. A hand that cannot be read, or the one after it, is not
    asked: its end or start is not known."""
    out: list[HandGap] = []
    for at in range(1, len(hands)):
        before, hand = hands[at - 1], hands[at]
        if before.end == "unreadable" or hand.end == "unreadable":
            continue
        error = _gap(before, hand, players)
        if error is not None:
            out.append(HandGap(at, error))
    return tuple(out)


def _gap(before: LogHand, hand: LogHand, players: tuple[str, ...]) -> LogError | None:
    left = points_after(before)
    if len(left) != len(hand.start):  # not a log a reader gives
        return None
    if left != hand.start:  # each player's start less what the hand before left them
        changes = tuple(
            (seat_name(players, seat), start - end)
            for seat, (start, end) in enumerate(zip(hand.start, left, strict=True))
            if start != end
        )
        excess = _change_excess(before, hand.start, left)
        if excess:  # nothing missing: the change written for the hand before is wrong
            return LogError(
                "log_gap_change", round=hand.round, after=before.round, changes=changes, excess=excess
            )
        return LogError("log_gap_points", round=hand.round, after=before.round, changes=changes)
    seats = len(hand.start)
    step = (hand.round_wind - before.round_wind) * seats + hand.kyoku - before.kyoku
    # the dealer stays (one more honba) or passes the deal (one more honba, or none after a win)
    follows = (step == 0 and hand.honba == before.honba + 1) or (
        step == 1 and hand.honba in (0, before.honba + 1)
    )
    if not follows:
        return LogError("log_gap_order", round=hand.round, after=before.round)
    return None


def _change_excess(before: LogHand, start: tuple[int, ...], left: tuple[int, ...]) -> int:
    """What the change a log writes for the hand ``before`` gives out beyond what its hand takes
    in, where the next hand's ``start`` is the points it leaves without that excess, taken back
    from one winner alone; else 0. A win's changes add up to the riichi sticks it collects (those
    on the table and those put down in it), a draw's to nothing. Kandora's tensoulLog.json
    (Mahjong Soul converted by tensoul): E2-1's ron on the riichi declaration tile pays the winner
    +13 900 against −11 900, as if the stick had been put down, and E2-2 starts from +12 900."""
    held = 1000 * (before.sticks + len(before.riichi)) if before.wins else 0
    excess = sum(before.deltas) - held
    differ = [seat for seat, (a, b) in enumerate(zip(start, left, strict=True)) if a != b]
    if excess <= 0 or len(differ) != 1 or differ[0] not in {w.winner for w in before.wins}:
        return 0
    return excess if left[differ[0]] - start[differ[0]] == excess else 0


def is_seat(seat: object, seats: int) -> TypeGuard[int]:
    """Whether ``seat`` is a seat of a table of ``seats`` players: a whole number 0 to
    ``seats - 1`` (0 to 3, 0 to 2 with three players), never a truth value. The one test of a
    seat: every reader (mjlog, tenhou.net/6, mjai), the check of a win
    (:func:`check_win_seats`) and the game record ask it."""
    return type(seat) is int and 0 <= seat < seats


class SeatName(str):
    """A seat as an error names it: its record name (the ``str``), and the log's own name of the
    player, shown (:func:`quoted`), when the record's is another (``John_Smith`` for ``John
    Smith``, ``Player3`` for a second ``mortal``, ``Player4`` for ``ron``): an mjlog or
    tenhou.net/6 error has no line number, so the log's spelling is what finds the player in the
    file or in a site's viewer. :meth:`message` says both in the asked language:
    ``Player3 ("mortal" in the log)``; a name the record keeps as it is, or a seat the log names
    not, once. Equal and hashed as its record name, the plain string is (the log's spelling is
    what a message says, no part of equality: equality stays transitive, a set or dict of
    names one entry a name)."""

    log: str

    def __new__(cls, name: str, log: str = "") -> SeatName:
        made = super().__new__(cls, name)
        made.log = log
        return made

    def message(self, lang: str = "en") -> str:
        if not self.log or self.log == str(self):
            return str(self)
        return say(SEAT_LOG_NAME, lang, name=str(self), log=self.log)

    def __repr__(self) -> str:
        return f"SeatName({str(self)!r}, log={self.log!r})"


def seat_name(players: tuple[str, ...], seat: int) -> str:
    """A seat as the readers' errors name it: as the log window, ``mjgui replay`` and the game
    record saved from the log call it (:func:`~mjgui.core.logs.record.record_names`: the log's
    name made a record name, ``Player2`` for a seat the log names not), with the log's own name
    beside it where that is another (:class:`SeatName`); ``#N`` only for a seat not at the
    table. An error said ``#2`` for a seat without a name, where every line around it said
    ``Player2``."""
    if not is_seat(seat, len(players)):
        return f"#{seat + 1}"
    raw = players[seat]
    shown = quoted(raw) if name_key(raw) else ""  # a name that shows nothing: the seat has none
    return SeatName(quoted(names_for_record(players)[seat]), shown)


def check_win_seats(win: LogWin, players: tuple[str, ...] = ()) -> None:
    """Refuse a win that names a seat outside its table (:func:`is_seat`; the table of the win's
    rules) as the readers refuse such a seat in a file: a winner as the hand's bad value
    (``log_bad_hand``), a discarder or a liable player (pao) as the winner's (``log_bad_win``),
    the winner named from ``players``. A log built in code reaches the check with no reader
    having looked at its seats; settling such a win would index a seat that is not there."""
    seats = win.spec.rules.players
    if not is_seat(win.winner, seats):
        raise locate(
            LogError("log_bad_value", what="winner", value=off_the_table(win.winner, seats)), win.round
        )
    for what, seat in (("from", win.discarder), ("pao", win.pao)):
        if seat is not None and not is_seat(seat, seats):
            err = LogError("log_bad_value", what=what, value=off_the_table(seat, seats))
            raise locate(err, win.round, seat_name(players, win.winner), "win")


def aborts(rules: Rules, wins: tuple[LogWin, ...]) -> bool:
    """Whether the rules make the hand of ``wins`` an abortive draw: three winners on one
    discard under ``triple_ron_abort`` (sanchahou, RULES.md §7 and docs/game-record.md), more
    than the game lets win there (:func:`~mjgui.core.game.game.ron_winners_allowed`). None of
    them is paid: the check of a log says so of each, and the record saved from it writes the
    hand as ``abort``."""
    from mjgui.core.game.game import ron_winners_allowed

    if rules.atama_hane or not rules.triple_ron_abort:
        return False
    allowed = ron_winners_allowed(rules, rules.players)
    discards = {w.discarder for w in wins if w.discarder is not None}
    return any(len({w.winner for w in wins if w.discarder == discarder}) > allowed for discarder in discards)


def paid_first(rules: Rules, wins: tuple[LogWin, ...], win: LogWin) -> int | None:
    """Who the rules pay on ``win``'s discard when they do not pay ``win``, one of its hand's
    ``wins``: the first of the winners they pay there (the first claimant in turn order after
    the discarder); None when they pay it (a tsumo, a ron they let win), or when they pay
    nobody there (:func:`aborts`: a hand the rules make an abortive draw). The game's own rule,
    :func:`~mjgui.core.game.game.paid_ron_winners`: the check of a log and the record saved
    from it ask it, so that the two pay the same winners."""
    from mjgui.core.game.game import paid_ron_winners

    if win.discarder is None or aborts(rules, wins):
        return None
    winners = [w.winner for w in wins if w.discarder == win.discarder]
    paid = paid_ron_winners(rules, win.discarder, winners)
    return None if win.winner in paid else paid[0]


def points_after(hand: LogHand) -> tuple[int, ...]:
    """Where the points stand after ``hand``: its start, its changes, less the riichi sticks
    put on the table in it (a log's changes leave them out: ``sc`` and tenhou.net/6's result
    count from the points after the sticks were paid)."""
    out = [start + change for start, change in zip(hand.start, hand.deltas, strict=True)]
    for seat in hand.riichi:
        out[seat] -= 1000
    return tuple(out)


def unreadable_hand(index: int, round_name: str, err: LogError, start: tuple[int, ...]) -> LogHand:
    """A hand the log spoils: kept in its place, with the error that says where."""
    return LogHand(
        index=index, round=round_name, round_wind=0, kyoku=0, dealer=0, honba=0, sticks=0,
        start=start, end="unreadable", error=err, deltas=(0,) * len(start),
    )  # fmt: skip


_MELD_ORDER = {"chi": 0, "pon": 1, "kan": 2, "ankan": 3}


def canonical(spec: HandSpec) -> HandSpec:
    """The spec as ``mjgui score`` reads its own words back: concealed tiles in written order,
    melds chi first, then pon, kan and ankan (each kind in the log's order). Scoring does not
    depend on the order, but "open in the calculator" and ``--json`` then show the same hand."""
    from mjgui.core.scoring.tiles import parse_tiles

    melds = tuple(sorted(spec.melds, key=lambda m: _MELD_ORDER.get(m.kind, 4)))
    concealed = tuple(parse_tiles(format_tiles(spec.concealed), allow_empty=True))
    if melds == spec.melds and concealed == spec.concealed:
        return spec
    return spec.with_changes(concealed=concealed, melds=melds)


def meld_of(kind: str, tiles: list[Tile]) -> Meld:
    """A meld from the tiles a log names (kinds: chi, pon, kan, ankan)."""
    from mjgui.core.scoring.hand import make_meld

    if kind not in ("chi", "pon", "kan", "ankan"):
        raise LogError("log_bad_value", what="meld", value=kind)
    try:
        return make_meld(kind, tiles)  # type: ignore[arg-type]
    except MahjongError:  # tiles that make no such meld (a chi of winds): the log's bad value
        raise LogError("log_bad_value", what=kind, value=format_tiles(tiles)) from None
