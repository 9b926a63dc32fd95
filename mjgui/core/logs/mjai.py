"""The mjai event log: one JSON event a line, or the same events as one JSON list.

What Mortal, mjai-reviewer, Akochan and mjai.app write: ``start_game`` (``names``, ``aka_flag``,
``kyoku_first``), then each hand from ``start_kyoku`` (``bakaze``, ``kyoku`` counted from 1,
``honba``, ``kyotaku``, ``oya``, ``scores``, ``dora_marker``, ``tehais``) to ``end_kyoku``:
``tsumo``, ``dahai``, ``chi``, ``pon``, ``daiminkan``, ``kakan``, ``ankan``, ``dora``, ``reach``,
``reach_accepted``, ``hora`` and ``ryukyoku``; ``end_game`` last. The original mjai (gimite's)
writes no ``scores`` in ``start_kyoku`` (its server), or neither ``scores`` nor ``kyotaku`` (its
Tenhou converter): a hand's start is then worked out from the game's start and the hands before,
or taken from the hand's own ``scores`` less ``deltas`` where it writes them, a hand missing
before it then said (:meth:`_Reader._derive`), and a hand after one that cannot be read says it
cannot be. An event
without a key it needs says that key is missing (``log_mjai_missing``), naming its hand by the
round once ``start_kyoku`` has said it. Tiles are ``1m`` … ``9s``, ``5mr``
the red fives, ``E S W N P F C`` the honours and ``?`` a tile the log hides (a log written from
one player's seat). Three players: ``tehais`` holds three hands and ``nukidora`` (or ``kita``)
sets a North aside.

A win says who won (``actor``) from whom (``target``, the winner for a tsumo) and, as each
writer has it, what it moved: ``deltas`` (Mortal, mjai-reviewer: each player's change, the
riichi sticks taken included), or ``scores`` after it (Akochan), or nothing, the next hand's
``scores`` then saying it; the ura dora indicators (``ura_markers``, ``uradora_markers``,
Akochan's ``uradora_marker``: a riichi winner's ``hora`` with none of them leaves its ura dora
unknown, not none, :attr:`~mjgui.core.logs.model.LogWin.unshown_ura`); some write its ``fan``
and ``fu`` (Akochan) or ``hora_points``.
gimite's mjai (its server, its Tenhou converter) lists the yaku too (``yakus``, by its own
names: :data:`GIMITE_YAKU`), compared with ours; the other writers list none, so a win is
compared by what its log states (:attr:`~mjgui.core.logs.model.LogValue.stated`). The winning
hand is rebuilt from the dealt tiles, draws, discards and calls; a winner whose tiles the log
hides is refused, saying so.

mjai writes no liable player (pao): the calls show who fed the last set of a pao yakuman, and
that player is liable where the rules make the yakuman pao (:meth:`_Hand._feeds`). A
``ryukyoku`` need not say its ``reason`` (Mortal's never does): the hand shows whether the wall
was used up, and the kind of an abortive draw is then a guess, said as one
(:attr:`~mjgui.core.logs.model.LogHand.abort_guessed`); the points are the log's whatever the
kind.

A file holds one game: a second ``start_game``, or any event after ``end_game``, is refused
(two games are never read as one). A file cut off in the middle of a hand (a game saved while it
went on, a file copied in part: its last hand without its win or draw, or its last line cut
inside its event, its last hand without ``end_kyoku``) keeps the hands before it; that hand is
said cut off, with the file's last line. Cut after a hand's win or draw (inside its ``end_kyoku``,
the next hand's ``start_kyoku``, the ``end_game``, a JSON list's ``]``), it keeps the hands up
to the cut and says the file is cut off after the last (:attr:`GameLog.cut`); so does a file
that ends after a hand's ``end_kyoku`` without the game's ``end_game`` (cut at a line break: the
rest of the game is not in it). No game record is saved from either (its rules and its end would
be guessed from the hands left). Cut before its first hand, it is refused as a cut-off JSON text
is. A file whose last event is the mjai server's ``error`` (gimite's server stops a game so) is
whole, not cut: the hand it stops in is said stopped by the server, with its message
(``log_mjai_stopped``), or after a hand's end the game is said stopped after it
(``log_mjai_stopped_after``, :attr:`GameLog.cut`); no game record is saved from it either.
Stopped before its first hand (a player's answer to ``start_game``), the file is refused,
saying the server's message (``log_mjai_stopped_start``).
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

from mjgui.core.game.game import ron_counters
from mjgui.core.logs.final import ended_in_east, log_rules
from mjgui.core.logs.model import (
    FOURTH_SEAT,
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    Positions,
    canonical,
    hand_gaps,
    in_the_set,
    is_seat,
    meld_of,
    own_preset,
    players_rules,
    points_after,
    quoted,
    round_label,
    seat_name,
    unreadable_hand,
)
from mjgui.core.logs.table import Table
from mjgui.core.logs.tenhou6 import cut_off, truncated
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import DRAGONS, NORTH, WINDS, Tile, counts_of, is_yaochuu
from mjgui.core.scoring.waits import completes
from mjgui.core.shown import escape_controls

#: The first event of an mjai log, as its first line (or the list's first item) writes it: an
#: object whose ``type`` is ``start_game``, whatever keys come before it (Akochan sorts them).
_START = re.compile(r'\s*\[?\s*\{(?:[^{}\[\]"]|"(?:[^"\\]|\\.)*"|\[[^\[\]{}]*\])*?"type"\s*:\s*"start_game"')
_HONOURS = "ESWNPFC"
#: A hidden tile (``?``): kept in a hand as it is, so that a winner who holds one is refused.
HIDDEN = None
#: The most events a log is read to: a real hanchan has a few thousand.
MAX_EVENTS = 200_000
#: The tables that turn every kan's dora indicator at once, by the rules' name: Mahjong Soul's
#: (majsoul-league-analyzer-sample_paipu.json, East 4: a win on an added kan's replacement tile
#: counts the kan's dora). Any other turns a closed kan's at once but an open or added kan's only
#: after the kan's next discard (Tenhou; RULES.md: "an open kan's indicator may be turned only
#: after its discard, so a rinshan win can come first"): a win on the replacement tile has none.
KAN_DORA_AT_ONCE = frozenset({"mahjongsoul", "mahjongsoul-sanma"})
#: The abortive draws by the words gimite's mjai writes in ``ryukyoku``'s ``reason``.
REASONS = {
    "kyushukyuhai": "kyuushu",
    "suchareach": "four_riichi",
    "sukaikan": "four_kans",
    "sufonrenta": "four_winds",
    "sanchaho": "triple_ron",
}
#: the words of an exhaustive draw (mjx's converter writes ``fonpai``)
_EXHAUSTIVE = ("fanpai", "fonpai", "howanpai")
_NAGASHI = "nagashimangan"
#: gimite's mjai names the yaku of a win (``hora``'s ``yakus``, ``[name, fan]`` pairs) as its
#: hand scorer does (gimite/mjai ``lib/mjai/hora.rb``, ``get_yakus``: its server's, as the real
#: logs of Apricot-S/mjai-manue-go write them) and as its Tenhou converter does
#: (``lib/mjai/tenhou_archive.rb``, ``YAKU_ID_TO_NAME``): our id for each. Four names stand for
#: more than one of ours (:data:`_GIMITE_SHARED`): the winning hand's tiles tell which.
GIMITE_YAKU = {
    "menzenchin_tsumoho": "menzen_tsumo",
    "reach": "riichi",
    "double_reach": "double_riichi",
    "ippatsu": "ippatsu",
    "chankan": "chankan",
    "rinshankaiho": "rinshan",
    "haiteiraoyue": "haitei",
    "hoteiraoyui": "houtei",
    "pinfu": "pinfu",
    "tanyaochu": "tanyao",
    "ipeko": "iipeikou",
    "jikaze": "seat_wind",
    "bakaze": "round_wind",
    "chitoitsu": "chiitoitsu",
    "honchantaiyao": "chanta",
    "ikkitsukan": "ittsu",
    "sanshokudojun": "sanshoku",
    "sanshokudoko": "sanshoku_doukou",
    "sankantsu": "sankantsu",
    "toitoiho": "toitoi",
    "sananko": "sanankou",
    "shosangen": "shousangen",
    "honroto": "honroutou",
    "ryanpeko": "ryanpeikou",
    "junchantaiyao": "junchan",
    "honiso": "honitsu",
    "chiniso": "chinitsu",
    "renho": "renhou",
    "tenho": "tenhou",
    "chiho": "chiihou",
    "daisangen": "daisangen",
    "tsuiso": "tsuuiisou",
    "ryuiso": "ryuuiisou",
    "chinroto": "chinroutou",
    "daisushi": "daisuushii",
    "shosushi": "shousuushii",
    "sukantsu": "suukantsu",
    "dora": "dora",
    "uradora": "ura_dora",
    "akadora": "aka_dora",
}
#: gimite's names that stand for more than one of our yaku: ``sangenpai`` every dragon set (its
#: fan their number: ``haku``, ``hatsu``, ``chun``), the three yakuman each also for its doubled
#: wait (the converter gives Tenhou's ids 40 and 41 both ``suanko``, 45 and 46 ``churenpoton``,
#: 47 and 48 ``kokushimuso``)
_GIMITE_SHARED = frozenset({"sangenpai", "suanko", "kokushimuso", "churenpoton"})
#: gimite's fan of one yakuman (``hora.rb``: ``YAKUMAN_FAN = 100``, a double yakuman 200)
GIMITE_YAKUMAN_FAN = 100
_DRAGON_IDS = dict(zip(DRAGONS, ("haku", "hatsu", "chun"), strict=True))
_CHUUREN = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def looks_like_mjai(text: str) -> bool:
    """Does ``text`` start an mjai log: its first event (the first line, or the first item of a
    JSON list) a ``start_game``? Only the start is looked at, never the file's name."""
    return _START.match(text.lstrip("\ufeff")) is not None


def tile_of(code: object) -> Tile | None:
    """An mjai tile (``5mr`` red, ``E`` … ``C``); None for ``?``, a tile the log hides."""
    if code == "?":
        return HIDDEN
    if not isinstance(code, str) or not 1 <= len(code) <= 3:
        raise LogError("log_bad_value", what="tile", value=code)
    if len(code) == 1 and code in _HONOURS:
        return Tile(27 + _HONOURS.index(code))
    red = code.endswith("r")
    body = code[:-1] if red else code
    if len(body) == 2 and body[0] in "123456789" and body[1] in "mps" and (not red or body[0] == "5"):
        return Tile("mps".index(body[1]) * 9 + int(body[0]) - 1, red=red)
    raise LogError("log_bad_value", what="tile", value=code)


#: where the text of a log cut off ends (line, column): a file saved while its game went on, or
#: copied in part, its last event cut inside its line (:func:`_events`)
_Cut = tuple[int, int]


def _decoded(
    decoder: json.JSONDecoder, body: str, pos: int, line: int, column: int
) -> tuple[Any, int] | None:
    """The JSON value that starts at ``pos`` of ``body`` (an event, or a list's item, at ``line``,
    ``column``) and where it ends; None when the text is cut off inside it (the one cut-off rule
    of JSON, :func:`~mjgui.core.logs.tenhou6.cut_off`). Raises ``log_json`` where its JSON is
    broken, or at ``line``, ``column`` where it cannot be read at all (a nesting too deep)."""
    try:
        return decoder.raw_decode(body, pos)
    except json.JSONDecodeError as err:
        if cut_off(body, err):
            return None
        raise LogError("log_json", line=err.lineno, column=err.colno) from None
    except (ValueError, RecursionError):
        raise _json_error(line, column) from None


def _events(text: str) -> tuple[list[tuple[int, dict[str, Any]]], _Cut | None, str]:
    """Each event with the line it starts on: one a line (blank lines skipped), or the items of
    one JSON list, or of one JSON list a line (mjai.app's layout: smly/mjai.app sends a bot its
    events in batches, ``[{…start_kyoku…},{…tsumo…},…]`` a line; the lists' items in order, a
    line between them that is one event read as one); where the text ends when it is cut off
    inside its last event (the one cut-off rule of JSON, :func:`~mjgui.core.logs.tenhou6.cut_off`:
    that event is left out, the reader says the hand it cuts), or a JSON list that ends before
    its ``]``, else None; and the text of the event cut ("" where the list is cut after an
    item). Raises ``log_json`` where the JSON is broken, ``log_mjai_line`` at an item that is no
    event (not an object with a ``type``) and ``log_mjai_batch_line`` at a line after a list
    that is neither an event nor a list of events."""
    body = text.removeprefix("\ufeff")
    out: list[tuple[int, Any]] = []
    cut: _Cut | None = None
    part = ""
    if body.lstrip().startswith("["):
        decoder = json.JSONDecoder()
        pos = body.index("[") + 1
        space = re.compile(r"[ \t\n\r]*")
        first = True
        in_list = True  # inside a list of events; else between the lists, one a line
        where = Positions(body)  # each item's line counted on from the item before: one pass
        while True:
            start = pos
            pos = space.match(body, pos).end()  # type: ignore[union-attr]
            if not in_list:  # after a list: the file's end, or the next line's list or event
                if pos >= len(body):
                    break
                if "\n" not in body[start:pos]:  # more on the line the list ends on
                    raise _json_error(*where(pos))
                if body.startswith("[", pos):  # the next batch of events
                    pos, in_list, first = pos + 1, True, True
                    continue
                line, column = where(pos)
                decoded = _decoded(decoder, body, pos, line, column)
                if decoded is None:  # the text cut off inside this event
                    cut, part = _cut_at(body), body[pos:]
                    break
                item, pos = decoded
                if not isinstance(item, dict) or not isinstance(item.get("type"), str):
                    raise LogError("log_mjai_batch_line", line=line, value=_shown(item))
                out.append((line, item))
                if len(out) > MAX_EVENTS:
                    raise LogError("log_mjai_line", line=line, what="events", value=len(out))
                continue
            if pos >= len(body):  # the list ends before its "]": cut off after an item
                cut = _cut_at(body)
                break
            if body.startswith("]", pos):
                pos, in_list = pos + 1, False
                continue
            if not first:
                if not body.startswith(",", pos):
                    raise _json_error(*where(pos))
                pos = space.match(body, pos + 1).end()  # type: ignore[union-attr]
            first = False
            line, column = where(pos)
            decoded = _decoded(decoder, body, pos, line, column)
            if decoded is None:  # the text cut off inside this item
                cut, part = _cut_at(body), body[pos:]
                break
            item, pos = decoded
            out.append((line, item))
            if len(out) > MAX_EVENTS:
                raise LogError("log_mjai_line", line=line, what="events", value=len(out))
    else:
        rows = body.split("\n")
        for number, raw in enumerate(rows, 1):
            if not raw.strip():
                continue
            try:
                item = json.loads(raw)
            except json.JSONDecodeError as err:
                if cut_off(raw, err) and not any(row.strip() for row in rows[number:]):
                    cut = (number, _cut_at(raw)[1])  # the file's last line, cut inside its event
                    part = raw
                    break
                raise LogError("log_json", line=number, column=err.colno) from None
            except (ValueError, RecursionError):
                raise LogError("log_json", line=number, column=1) from None
            out.append((number, item))
            if len(out) > MAX_EVENTS:
                raise LogError("log_mjai_line", line=number, what="events", value=len(out))
    for line, item in out:
        if not isinstance(item, dict) or not isinstance(item.get("type"), str):
            raise LogError("log_mjai_line", line=line, what="event", value=_shown(item))
    return out, cut, part


def _ends_hand(part: str) -> bool:
    """Whether the event cut off in ``part`` is surely no win: its ``type`` said first (as
    Mortal, mjai-reviewer and Akochan write an ``end_kyoku`` or ``end_game``) and, as far as it
    goes, other than ``hora``. A cut line that may be a second win of a double ron is not."""
    found = re.match(r'\{\s*"type"\s*:\s*"([a-z_]*)', part.lstrip())
    return found is not None and found.group(1) != "" and not "hora".startswith(found.group(1))


def _cut_at(text: str) -> _Cut:
    """Where ``text`` cut off ends, JSON's whitespace aside (:func:`~mjgui.core.logs.tenhou6.truncated`)."""
    err = truncated(text)
    return err.line, err.column


def _json_error(line: int, column: int) -> LogError:
    return LogError("log_json", line=line, column=column)


def _shown(item: object) -> str:
    try:
        return json.dumps(item, ensure_ascii=False, separators=(",", ":"))
    except (ValueError, TypeError, RecursionError):
        return "…"


def _seat_shown(value: object, seats: int) -> str:
    """A seat (``actor``, ``target``) that is none at a table of ``seats``, as an error says it:
    seat 3 of three players is the empty fourth seat, any other value as written."""
    if seats == 3 and value == 3 and type(value) is int:
        return FOURTH_SEAT
    return _shown(value)


def _need(event: dict[str, Any], key: str) -> object:
    """The value of ``event``'s ``key``; raises ``log_missing_key`` where the event has no such
    key (said missing, not a wrong value: the log writes no ``null`` there)."""
    if key not in event:
        raise LogError("log_missing_key", what=key)
    return event[key]


def _int(event: dict[str, Any], key: str, low: int, high: int) -> int:
    value = _need(event, key)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if type(value) is not int or not low <= value <= high:
        raise LogError("log_bad_value", what=key, value=_shown(value))
    return value


def _points(value: object, seats: int, what: str) -> tuple[int, ...]:
    """Each player's points or change: ``seats`` whole numbers (a three-player log may write a
    fourth, 0, for the empty seat)."""
    if (
        not isinstance(value, list)
        or len(value) not in (seats, 4)
        or (len(value) == 4 and seats == 3 and value[3])
    ):
        raise LogError("log_bad_value", what=what, value=_shown(value))
    out = []
    for x in value[:seats]:
        if isinstance(x, float) and x.is_integer():
            x = int(x)
        if type(x) is not int or abs(x) > 10**7:
            raise LogError("log_bad_value", what=what, value=_shown(value))
        out.append(x)
    return tuple(out)


def _tiles(value: object, what: str) -> list[Tile | None]:
    if not isinstance(value, list) or len(value) > 14:
        raise LogError("log_bad_value", what=what, value=_shown(value))
    return [tile_of(t) for t in value]


def _shown_tile(tile: Tile | None) -> str:
    return "?" if tile is None else tile.code


def _round_of(event: dict[str, Any], seats: int) -> tuple[int, int, int]:
    """A ``start_kyoku``'s round wind, its hand's number from 0 and its honba."""
    wind = _need(event, "bakaze")
    if not isinstance(wind, str) or wind not in "ESWN" or len(wind) != 1:
        raise LogError("log_bad_value", what="bakaze", value=_shown(wind))
    return "ESWN".index(wind), _int(event, "kyoku", 1, seats) - 1, _int(event, "honba", 0, 999)


def _label_of(event: dict[str, Any], seats: int) -> str | None:
    """The hand's round (``E1-0``) as its ``start_kyoku`` says it, None where it cannot."""
    try:
        return round_label(*_round_of(event, seats))
    except LogError:
        return None


class _Hand:
    """One hand, from its ``start_kyoku`` to its ``end_kyoku``: follows every seat's tiles."""

    def __init__(self, event: dict[str, Any], index: int, rules: Rules, players: tuple[str, ...]) -> None:
        self.index = index
        self.rules = rules
        self.players = players
        seats = self.seats = rules.players
        self.round_wind, self.kyoku, self.honba = _round_of(event, seats)
        self.label = round_label(self.round_wind, self.kyoku, self.honba)
        # gimite's mjai writes no ``kyotaku`` in a Tenhou log it converts, and neither writer of
        # it ``scores``: both are then worked out from the hands before (:meth:`_Reader._derive`)
        #: whether ``start_kyoku`` states the riichi sticks on the table (``kyotaku``)
        self.sticks_said = "kyotaku" in event
        self.sticks = _int(event, "kyotaku", 0, 999) if self.sticks_said else 0
        self.dealer = _int(event, "oya", 0, seats - 1)
        #: each player's points at the start, () until worked out where the log does not say
        self.start: tuple[int, ...] = ()
        if "scores" in event:
            self.start = _points(event["scores"], seats, "scores")
        #: whether ``start_kyoku`` states the points (``scores``)
        self.start_said = bool(self.start)
        #: the start the hand's own numbers state where ``start_kyoku`` does not (:meth:`stated`)
        self.stated_start: tuple[int, ...] | None = None
        #: whether an event of the hand has moved points yet (its first ``reach_accepted``,
        #: ``hora`` or ``ryukyoku``): only the first one's numbers say the start
        self.moved = False
        marker = tile_of(_need(event, "dora_marker"))
        if marker is None:
            raise LogError("log_bad_value", what="dora_marker", value="?")
        self.dora: list[Tile] = [marker]
        #: the kans whose dora indicator the rules have turned by now (:meth:`_kan`)
        self.kans = 0
        #: an open or added kan whose indicator turns only after the kan's next discard
        self.kan_pending = False
        self.kan_dora_at_once = rules.name in KAN_DORA_AT_ONCE
        dealt = _need(event, "tehais")
        if not isinstance(dealt, list) or len(dealt) not in (seats, 4):
            raise LogError("log_bad_value", what="tehais", value=_shown(dealt))
        if len(dealt) == 4 and seats == 3 and dealt[3]:
            raise LogError("log_bad_value", what="tehais", value=_shown(dealt[3]))
        self.hands: list[list[Tile | None]] = []
        for seat in range(seats):
            tiles = _tiles(dealt[seat], "tehais")
            if len(tiles) != 13:
                raise LogError("log_bad_value", what="tehais", value=_shown(dealt[seat]))
            for tile in tiles:  # no 2m-8m with three players (a hidden tile stands for any)
                if tile is not None:
                    in_the_set(tile, rules)
            self.hands.append(tiles)
        self.melds: list[list[Meld]] = [[] for _ in range(seats)]
        self.nuki = [0] * seats
        self.table = Table(self.dealer, seats)
        self.last_drawn: list[Tile | None] = [None] * seats
        self.last_discard: tuple[int, Tile] | None = None
        self.discards: list[tuple[int, Tile]] = []  # every discard of the hand, in order
        self.called: set[int] = set()  # the seats a discard was called from
        self.last_event: tuple[str, int | None] = ("start_kyoku", None)  # its type, its actor
        #: who fed a seat the last set of a pao yakuman (RULES.md §6), by (seat, yakuman)
        self.liable: dict[tuple[int, str], int] = {}
        self.wins: list[LogWin] = []
        self.hora: list[tuple[int, dict[str, Any]]] = []  # each win's event, with its line
        self.end: dict[str, Any] | None = None
        self.end_line = 0

    def stated(self, event: dict[str, Any]) -> None:
        """Note the start the hand's first ``reach_accepted``, ``hora`` or ``ryukyoku`` states,
        as gimite's mjai writes them (``lib/mjai/active_game.rb``, ``tenhou_archive.rb``): its
        ``scores`` (each player's points after it) less its ``deltas`` (its change), plus the
        riichi sticks the hand put on the table before it. A later event's numbers count from
        the earlier changes (a double ron's second win from the first), and an event that
        states only one of the two (Mortal's ``deltas``, Akochan's ``scores``), or either not
        as points, says no start: then nothing is noted."""
        if self.moved:
            return
        self.moved = True
        if "scores" not in event or "deltas" not in event:
            return
        try:
            scores = _points(event["scores"], self.seats, "scores")
            deltas = _points(event["deltas"], self.seats, "deltas")
        except LogError:  # said where the reader takes the change (a win's, a draw's)
            return
        start = [s - d for s, d in zip(scores, deltas, strict=True)]
        for seat in self.table.sticks_paid:
            start[seat] += 1000
        self.stated_start = tuple(start)

    def seat(self, event: dict[str, Any], key: str = "actor") -> int:
        value = _need(event, key)
        if not is_seat(value, self.seats):
            raise LogError("log_bad_value", what=key, value=_seat_shown(value, self.seats))
        return value

    def remove(self, seat: int, tiles: list[Tile | None]) -> None:
        """Take ``tiles`` out of the seat's hand; a tile the hand hides stands for any."""
        hand = self.hands[seat]
        for tile in tiles:
            if tile in hand:
                hand.remove(tile)
            elif HIDDEN in hand:
                hand.remove(HIDDEN)
            else:
                raise LogError("log_bad_value", what="tile not in the hand", value=_shown_tile(tile))

    def event(self, kind: str, event: dict[str, Any]) -> None:
        """One event of the hand (``hora``, ``ryukyoku`` and the hand's end are the reader's)."""
        self._event(kind, event)
        actor = event.get("actor")
        self.last_event = (kind, actor if is_seat(actor, self.seats) else None)

    def _event(self, kind: str, event: dict[str, Any]) -> None:
        table = self.table
        if kind == "tsumo":
            seat = self.seat(event)
            tile = tile_of(_need(event, "pai"))
            if len(self.hands[seat]) + 3 * len(self.melds[seat]) != 13:
                raise LogError("log_bad_value", what="tsumo", value=_shown(event))
            if tile is not None:
                in_the_set(tile, self.rules)
            self.hands[seat].append(tile)
            self.last_drawn[seat] = tile
            table.draw(seat)
        elif kind == "dahai":
            seat = self.seat(event)
            tile = tile_of(_need(event, "pai"))
            if tile is None:
                raise LogError("log_bad_value", what="dahai", value="?")
            in_the_set(tile, self.rules)  # drawn hidden, it still shows a tile of the set
            if len(self.hands[seat]) + 3 * len(self.melds[seat]) != 14:
                raise LogError("log_bad_value", what="dahai", value=_shown(event))
            self.remove(seat, [tile])
            table.discard(seat)
            self._turn_pending()
            self.last_discard = (seat, tile)
            self.discards.append((seat, tile))
        elif kind in ("chi", "pon", "daiminkan"):
            seat, source = self.seat(event), self.seat(event, "target")
            tile = tile_of(_need(event, "pai"))
            consumed = _tiles(_need(event, "consumed"), "consumed")
            want = 3 if kind == "daiminkan" else 2
            if tile is None or source == seat or len(consumed) != want or HIDDEN in consumed:
                raise LogError("log_bad_value", what=kind, value=_shown(event))
            if self.last_discard != (source, tile):  # a call takes the discard just thrown
                raise LogError("log_bad_value", what=kind, value=_shown(event))
            self.remove(seat, consumed)
            meld = "kan" if kind == "daiminkan" else kind
            self.melds[seat].append(meld_of(meld, [*consumed, tile]))  # type: ignore[list-item]
            table.call(seat, meld)
            if kind == "daiminkan":
                self._kan(open_kan=True)
            self.last_discard = None
            self.called.add(source)
            if kind != "chi":
                self._feeds(seat, source, tile, kind == "daiminkan")
        elif kind == "ankan":
            seat = self.seat(event)
            consumed = _tiles(_need(event, "consumed"), "consumed")
            if len(consumed) != 4 or HIDDEN in consumed:
                raise LogError("log_bad_value", what=kind, value=_shown(event))
            self.remove(seat, consumed)
            self.melds[seat].append(meld_of("ankan", consumed))  # type: ignore[arg-type]
            table.call(seat, "ankan")
            self._kan(open_kan=False)
            self.last_discard = (seat, consumed[0])  # type: ignore[assignment]  # kokushi may rob it
        elif kind == "kakan":
            seat = self.seat(event)
            tile = tile_of(_need(event, "pai"))
            if tile is None:
                raise LogError("log_bad_value", what=kind, value="?")
            melds = self.melds[seat]
            for i, pon in enumerate(melds):
                if pon.kind == "pon" and pon.first == tile.kind:
                    self.remove(seat, [tile])
                    melds[i] = meld_of("kan", [*pon.tiles, tile])
                    break
            else:
                raise LogError("log_bad_value", what="kakan without a pon", value=_shown(event))
            table.call(seat, "kakan", tile)
            self._kan(open_kan=True)
        elif kind in ("nukidora", "kita"):
            seat = self.seat(event)
            tile = tile_of(event.get("pai", "N"))
            if self.seats != 3 or tile is None or tile.kind != NORTH:
                raise LogError("log_bad_value", what=kind, value=_shown(event))
            self.remove(seat, [tile])
            self.nuki[seat] += 1
            table.nuki(seat)
            self.last_discard = (seat, tile)  # a ron on it takes this North
        elif kind == "dora":
            marker = tile_of(event.get("dora_marker"))
            if marker is None or len(self.dora) >= 5:
                raise LogError("log_bad_value", what="dora_marker", value=_shown(event.get("dora_marker")))
            self.dora.append(marker)
        elif kind == "reach":
            table.declare_riichi(self.seat(event))
        elif kind == "reach_accepted":
            seat = self.seat(event)
            self.stated(event)  # before its stick is counted paid: its deltas take it
            table.riichi_accepted(seat)
        # anything else (a writer's own notes) says nothing of the tiles

    def _kan(self, open_kan: bool) -> None:
        """A kan made: a closed kan's dora indicator turns at once, as every kan's does under
        Mahjong Soul's rules (:data:`KAN_DORA_AT_ONCE`); an open or added kan's otherwise only
        after the kan's next discard, or when another kan comes first (Tenhou)."""
        self._turn_pending()
        if open_kan and not self.kan_dora_at_once:
            self.kan_pending = True
        else:
            self.kans += 1

    def _turn_pending(self) -> None:
        self.kans += self.kan_pending
        self.kan_pending = False

    def _feeds(self, seat: int, source: int, tile: Tile, kan: bool) -> None:
        """Whether the pon or open kan of ``tile`` that ``source`` fed ``seat`` completes its
        sets of a pao yakuman (RULES.md §6): the third dragon set (daisangen), the fourth wind
        set (daisuushii), the fourth kan (suukantsu, an open kan only: an added kan takes no
        discard). mjai writes no liable player; the calls show who it is, as Tenhou's
        ``paoWho`` and tenhou.net/6's pao seat say it."""
        sets = [m for m in self.melds[seat] if m.kind in ("pon", "kan", "ankan")]
        if tile.kind in DRAGONS and sum(1 for m in sets if m.first in DRAGONS) == 3:
            self.liable[(seat, "daisangen")] = source
        if tile.kind in WINDS and sum(1 for m in sets if m.first in WINDS) == 4:
            self.liable[(seat, "daisuushii")] = source
        if kan and sum(1 for m in sets if m.kind != "pon") == 4:
            self.liable[(seat, "suukantsu")] = source

    def pao(self, who: int) -> int | None:
        """The player liable for ``who``'s win (:meth:`_feeds`): only for a yakuman the rules
        make a pao yakuman; None when nobody fed the last set."""
        for yakuman in ("daisangen", "daisuushii", "suukantsu"):
            liable = self.liable.get((who, yakuman))
            if liable is not None and yakuman in self.rules.pao:
                return liable
        return None

    def _robbed(self, who: int, discarder: int | None) -> int:
        """1 when ``who``'s ron robs a kan whose indicator :attr:`kans` counts already (a kan
        robbed was never made: it turns none): an added kan (chankan) whose indicator the rules
        turn at once, or a closed kan (kokushi, the kan just declared); else 0."""
        if discarder is None:
            return 0
        chankan = self.table.flags(who, discarder)["chankan"] and not self.kan_pending
        closed = self.last_event == ("ankan", discarder)
        return int(chankan or closed)

    def sticks_now(self) -> int:
        return self.sticks + len(self.table.sticks_paid)

    def win(self, event: dict[str, Any], deltas: tuple[int, ...]) -> LogWin:
        """The win of a ``hora`` event, with each player's change ``deltas``."""
        who, source = self.seat(event), self.seat(event, "target")
        discarder = None if source == who else source
        hand = list(self.hands[who])
        if discarder is None:
            drew = self.last_drawn[who] is not None or HIDDEN in hand
            if len(hand) + 3 * len(self.melds[who]) != 14 or not drew:
                raise LogError("log_bad_value", what="hora", value=_shown(event))
            win_tile = self.last_drawn[who]
            tiles = hand
        else:
            kakan = self.table.kakan
            if kakan is not None and kakan[0] == discarder:
                win_tile = kakan[1]
            elif self.last_discard is not None and self.last_discard[0] == discarder:
                win_tile = self.last_discard[1]
            else:
                raise LogError("log_bad_value", what="hora", value=_shown(event))
            if len(hand) + 3 * len(self.melds[who]) != 13:
                raise LogError("log_bad_value", what="hora", value=_shown(event))
            tiles = [*hand, win_tile]
        said = event.get("pai")
        if said is not None and win_tile is not None and tile_of(said) not in (win_tile, HIDDEN):
            raise LogError("log_bad_value", what="pai", value=_shown(said))
        if HIDDEN in tiles or win_tile is None:
            raise LogError("log_mjai_hidden", round=self.label, seat=seat_name(self.players, who))
        ura: list[Tile] = []
        ura_said = False  # a hora without any of the keys does not say there were none
        for key in ("ura_markers", "uradora_markers", "uradora_marker"):
            if key in event:
                ura = [t for t in _tiles(event[key], key) if t is not None]
                ura_said = True
                break
        winners = [w.winner for w in self.wins] + [who]
        paid, sticks = self.honba, self.sticks_now()
        if discarder is not None:
            paid, sticks = ron_counters(self.rules, discarder, winners, who, self.honba, sticks)
        pao = self.pao(who)
        unshown = max(0, self.kans - self._robbed(who, discarder) - (len(self.dora) - 1))
        spec = HandSpec(
            concealed=tuple(t for t in tiles if t is not None),
            win_tile=win_tile,
            melds=tuple(self.melds[who]),
            seat=(who - self.dealer) % self.seats,
            round_wind=self.round_wind,
            dora=tuple(self.dora),
            ura=tuple(ura) if who in self.table.riichi else (),
            nuki=self.nuki[who],
            honba=self.honba,
            paid_honba=None if paid == self.honba else paid,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - self.dealer) % self.seats,
            liable=None if pao is None else (pao - self.dealer) % self.seats,
            rules=self.rules,
            **self.table.flags(who, discarder),
        )
        return LogWin(
            hand_index=self.index,
            round=self.label,
            winner=who,
            discarder=discarder,
            pao=pao,
            spec=canonical(spec),
            value=_value(event, deltas[who], spec),
            deltas=deltas,
            unshown_dora=unshown,
            # a riichi winner's ura indicators, one for each dora indicator turned, unknown
            unshown_ura=0 if ura_said or who not in self.table.riichi else min(5, len(self.dora) + unshown),
        )


def _value(event: dict[str, Any], gain: int, spec: HandSpec) -> LogValue:
    """What the log states a win was worth: its ``fan`` and ``fu`` (Akochan writes the fu
    before rounding: 38 is 40), its yaku (gimite's ``yakus``, :func:`_yakus`) and
    ``hora_points`` where it writes them; the winner's gain always. gimite writes a yakuman's
    ``fan`` 100 (two, 200): 13 han each, as Tenhou's logs are read. Its Tenhou converter
    writes ``fan`` 100 for every yakuman win, however many yakuman its ``yakus`` list (100
    each): the more of the two counts is the win's."""
    stated: list[str] = []
    han = fu = 0
    points = gain
    yaku: tuple[tuple[str, int], ...] = ()
    yakuman = 0
    if "yakus" in event:
        yaku, yakuman = _yakus(event["yakus"], spec)
    if "fan" in event:
        han = _int(event, "fan", 1, 6 * GIMITE_YAKUMAN_FAN)
        if han >= GIMITE_YAKUMAN_FAN:  # gimite's yakuman (Akochan writes no such fan)
            if han % GIMITE_YAKUMAN_FAN:
                raise LogError("log_bad_value", what="fan", value=han)
            yakuman = max(yakuman, han // GIMITE_YAKUMAN_FAN)  # the yakus listed may say more
            han = 13 * yakuman
        stated.append("han")
    elif yaku:  # the yaku listed say the han
        han = 13 * yakuman if yakuman else sum(h for _, h in yaku)
        stated.append("han")
    if stated and "fu" in event:
        raw = _int(event, "fu", 20, 200)
        fu = raw if raw == 25 else -(-raw // 10) * 10
        stated.append("fu")
    if "hora_points" in event:
        points = _int(event, "hora_points", 0, 10**6)
        stated.append("points")
    return LogValue(han, fu if "fu" in stated else None, points, yaku, yakuman, gain, stated=tuple(stated))


def _yakus(value: object, spec: HandSpec) -> tuple[tuple[tuple[str, int], ...], int]:
    """gimite's ``yakus`` (``[["reach", 1], ["tanyaochu", 1], …]``) as our yaku ids and han,
    and the number of yakuman among them (a ``fan`` of 100 each: 13 han). A name we do not
    know is kept as ``?name`` (a difference of the win, never a refused file); a name that
    stands for several of ours is told by the winning hand (:func:`_shared`); an item of no
    han is left out, as gimite leaves it out. The server writes one ``sangenpai`` of a han
    per dragon set, its Tenhou converter one ``["sangenpai", 1]`` per dragon: their han are
    added up, where the first stands, and told by the hand together."""
    if not isinstance(value, list) or len(value) > 40:
        raise LogError("log_bad_value", what="yakus", value=_shown(value))
    named: list[tuple[str, int]] = []
    dragons = -1  # where the first sangenpai stands in ``named``
    yakuman = 0
    for item in value:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or not isinstance(item[0], str)
            or type(item[1]) is not int
            or not 0 <= item[1] <= 2 * GIMITE_YAKUMAN_FAN
        ):
            raise LogError("log_bad_value", what="yakus", value=_shown(item))
        name, fan = item
        if not fan:
            continue
        if fan >= GIMITE_YAKUMAN_FAN:
            if fan % GIMITE_YAKUMAN_FAN:
                raise LogError("log_bad_value", what="yakus", value=_shown(item))
            yakuman += fan // GIMITE_YAKUMAN_FAN
            fan = 13 * (fan // GIMITE_YAKUMAN_FAN)
        if name == "sangenpai" and dragons >= 0:
            named[dragons] = (name, named[dragons][1] + fan)
            continue
        if name == "sangenpai":
            dragons = len(named)
        named.append((name, fan))
    out: list[tuple[str, int]] = []
    for name, fan in named:
        if name in _GIMITE_SHARED:
            out.extend(_shared(name, fan, spec))
        else:
            out.append((GIMITE_YAKU.get(name, "?" + quoted(name)), fan))
    return tuple(out), yakuman


def _shared(name: str, han: int, spec: HandSpec) -> list[tuple[str, int]]:
    """Our yaku for a gimite name that stands for several, as the winning hand's tiles tell
    them: ``sangenpai`` each dragon the hand holds three or four of (a dragon makes no run: a
    set), 1 han each, when they are as many as its han; ``suanko`` the single wait of the pair
    when the winning tile makes the pair, ``kokushimuso`` the thirteen-sided wait when it is
    the second of its kind, ``churenpoton`` the nine-sided wait when the hand before it is
    1112345678999 of one suit. A count the tiles do not bear out is kept as ``?name``."""
    count = counts_of([*spec.concealed, *(t for m in spec.melds for t in m.tiles)])
    win = spec.win_tile.kind
    if name == "sangenpai":
        dragons = [kind for kind in DRAGONS if count[kind] >= 3]
        if len(dragons) == han:
            return [(_DRAGON_IDS[kind], 1) for kind in dragons]
        return [("?" + name, han)]
    if name == "suanko":
        return [("suuankou_tanki" if count[win] == 2 else "suuankou", han)]
    if name == "kokushimuso":
        return [("kokushi_13" if count[win] == 2 else "kokushi", han)]
    suit = win // 9 * 9
    before = list(count[suit : suit + 9]) if win < 27 else []
    if before:
        before[win - suit] -= 1
    return [("chuuren_9" if tuple(before) == _CHUUREN else "chuuren", han)]


class _Reader:
    def __init__(self, text: str, preset_name: str | None, cut_off: bool = False) -> None:
        self.events, self.cut, self.part = _events(text)
        if cut_off and self.cut is None:  # known to stop early (a gzip file cut short)
            self.cut = _cut_at(text.removeprefix("\ufeff"))
        self.preset_name = preset_name
        #: where the file is cut off after the last hand read (``log_mjai_cut_after``)
        self.cut_after: LogError | None = None
        #: each hand read (with its events, settled once the next hand's points are known) or
        #: the hand that cannot be read
        self.items: list[LogHand | tuple[_Hand, list[tuple[int, dict[str, Any]]]]] = []
        self.final: tuple[int, ...] | None = None
        #: the log's ``start_game``
        self.first: dict[str, Any] = {}
        #: where the mjai server stopped the game, when the file's last event is its ``error``
        #: (:func:`_stopped`): that line and the server's message
        self.stopped = _stopped(self.events) if self.cut is None else None

    def read(self) -> GameLog:
        events, cut = self.events, self.cut
        if not events and cut is not None:  # cut inside its first line: its start_game
            raise LogError("log_truncated", line=cut[0], column=cut[1])
        if not events or events[0][1]["type"] != "start_game":
            line = events[0][0] if events else 1
            raise LogError(
                "log_mjai_line", line=line, what="start_game", value=_shown(events[0][1]) if events else ""
            )
        first = self.first = events[0][1]
        _one_game(events)
        starts = [i for i, (_, e) in enumerate(events) if e["type"] == "start_kyoku"]
        if cut is not None and not starts:
            # cut before any hand: said as a cut-off JSON text is (between two hands, the hands
            # before the cut are read and the file said cut off after the last, :meth:`_hand`)
            raise LogError("log_truncated", line=cut[0], column=cut[1])
        if not starts and self.stopped is not None:  # the server stopped it at its start
            line, said = self.stopped
            raise LogError("log_mjai_stopped_start", line=line, said=said)
        if not starts:
            raise LogError("log_no_hands")
        seats = self._seats(first, events[starts[0]][1])
        names = first.get("names")
        if isinstance(names, list) and len(names) >= seats:
            players = tuple(n if isinstance(n, str) else quoted(n) for n in names[:seats])
        else:
            players = ("",) * seats
        self.players = players
        rules = players_rules(seats, self.preset_name, "tenhou")
        changes: dict[str, object] = {}
        if first.get("aka_flag") is False or first.get("aka_nashi") is True:
            changes["aka"] = 0
        length_said = first.get("kyoku_first") in (0, 4)
        if length_said:  # 4: the game starts in its last round, East
            changes["east_only"] = first.get("kyoku_first") == 4
        rules = rules.with_options(**changes) if changes else rules
        self.rules = rules
        bounds = [*starts, len(events)]
        for n, (begin, end) in enumerate(itertools.pairwise(bounds)):
            self._hand(n, events[begin:end], last=end == len(events))
        for _, event in events:
            if event["type"] == "end_game" and "scores" in event:
                try:
                    self.final = _points(event["scores"], seats, "scores")
                except LogError:
                    self.final = None
        hands = self._settled()
        if not length_said and ended_in_east(hands, self._end_points(hands, events[starts[-1] :])):
            rules = rules.with_options(east_only=True)
        return GameLog(
            "mjai",
            players,
            log_rules(rules, hands, self.final, None),
            tuple(hands),
            self.final,
            gaps=hand_gaps(hands, players),
            own_rules=own_preset(seats, "tenhou"),
            cut=self.cut_after,
        )

    def _end_points(
        self, hands: list[LogHand], last: list[tuple[int, dict[str, Any]]]
    ) -> tuple[int, ...] | None:
        """The points the game ended on, as far as the log says: ``end_game``'s ``scores``, or
        where its ``end_game`` comes without them (Mortal's, mjai-reviewer's), the points its
        last hand left (the log's own changes); None where the log does not end the game (no
        ``end_game`` after its last hand) or that hand cannot be read."""
        if self.final is not None:
            return self.final
        if not hands or hands[-1].end == "unreadable":
            return None
        if not any(event["type"] == "end_game" for _, event in last):
            return None
        return points_after(hands[-1])

    def _seats(self, first: dict[str, Any], kyoku: dict[str, Any]) -> int:
        """Three players when the first hand deals three hands (or a fourth empty one), or the
        game names three players; else four."""
        dealt = kyoku.get("tehais")
        if isinstance(dealt, list) and (len(dealt) == 3 or (len(dealt) == 4 and dealt[3] == [])):
            return 3
        names = first.get("names")
        return 3 if isinstance(names, list) and len(names) == 3 else 4

    def _hand(self, index: int, events: list[tuple[int, dict[str, Any]]], last: bool = False) -> None:
        """The hand of ``events`` (from its ``start_kyoku``), or the hand that cannot be read. The
        file's ``last`` hand that the file ends in the middle of (no ``end_kyoku`` nor
        ``end_game`` after it: a game saved while it went on, a file copied in part) is said cut
        off, with the file's last line (``log_mjai_cut``): the mjai protocol always ends a hand
        with ``end_kyoku``, and a double ron's second win may be what is lost. A last hand whose
        win or draw is whole, cut only in its ``end_kyoku`` (or the game's ``end_game``), or a
        file cut after the last hand's end (inside the next hand's ``start_kyoku``, the
        ``end_game``, a JSON list's ``]``), keeps that hand: the file is said cut off after it
        (:attr:`cut_after`), as is a file whose last hand ends without the game's ``end_game``
        after it (cut at a line break)."""
        line, head = events[0]
        # the hand named by its round once its start_kyoku says it, whatever is wrong after
        label = _label_of(head, self.rules.players) or f"#{index + 1}"
        hand: _Hand | None = None
        try:
            hand = _Hand(head, index, self.rules, self.players)
            label = hand.label
            for line, event in events[1:]:
                kind = event["type"]
                if kind in ("end_kyoku", "start_game", "end_game"):
                    break
                if self.stopped is not None and line == self.stopped[0]:
                    break  # the server's error, the file's last event: the game stopped there
                if kind == "hora":
                    hand.stated(event)
                    hand.hora.append((line, event))
                elif kind == "ryukyoku":
                    hand.stated(event)
                    hand.end, hand.end_line = event, line
                elif hand.hora or hand.end is not None:
                    raise LogError("log_bad_value", what="event after the hand's end", value=kind)
                else:
                    hand.event(kind, event)
            ended = hand.hora or hand.end is not None
            if last and not _closed(events):
                # kept where its win or draw is surely whole: a draw (its one line read), or a
                # win whose cut line is no second win (a double ron's) but its end_kyoku; a
                # win the server stopped the game after may have lost a double ron's second
                whole = hand.end is not None or (self.cut is not None and _ends_hand(self.part))
                if not (ended and whole):
                    if self.stopped is not None:
                        line, said = self.stopped
                        raise LogError("log_mjai_stopped", line=line, round=label, said=said)
                    end_line = self.cut[0] if self.cut is not None else events[-1][0]
                    raise LogError("log_mjai_cut", line=end_line, round=label)
                self._cut_after(label, events)
            if not ended:
                raise LogError("log_bad_value", what="hand", value="no end")
            self.items.append((hand, events))
        except LogError as err:
            where = hand.start if hand is not None else ()  # () : where the hand before left
            self.items.append(unreadable_hand(index, label, self._located(err, label, line, events), where))
        if last and _closed(events) and (self.cut is not None or not _game_ended(events)):
            # cut after the hand's end, or a file that ends at a line break after the hand's
            # end_kyoku without the game's end_game: the rest of the game is not in the file
            self._cut_after(label, events)

    def _cut_after(self, label: str, events: list[tuple[int, dict[str, Any]]]) -> None:
        """Say the file cut off after the hand ``label``, at its cut line or its last line; after
        the game's ``end_game`` (a JSON list without its ``]``, a next game's start cut), the game
        is whole and said so (``log_mjai_cut_after_end``)."""
        end_line = self.cut[0] if self.cut is not None else events[-1][0]
        ends = [line for line, event in events if event["type"] == "end_game"]
        if self.stopped is not None:  # the server stopped the game after this hand, saying why
            line, said = self.stopped
            self.cut_after = LogError("log_mjai_stopped_after", line=line, round=label, said=said)
        elif ends:
            self.cut_after = LogError("log_mjai_cut_after_end", line=end_line, round=label, last=ends[0])
        else:
            self.cut_after = LogError("log_mjai_cut_after", line=end_line, round=label)

    def _located(
        self, err: LogError, label: str, line: int, events: list[tuple[int, dict[str, Any]]]
    ) -> LogError:
        """A bad value or a missing key said with the hand and the line of its event (and the
        seat acting)."""
        if err.code not in ("log_bad_value", "log_missing_key"):
            return err
        what, value = err.params.get("what", ""), err.params.get("value", "")
        event = next((e for n, e in events if n == line), {})
        actor = event.get("actor")
        missing = err.code == "log_missing_key"
        if is_seat(actor, self.rules.players):
            seat = seat_name(self.players, actor)
            if missing:
                return LogError("log_mjai_seat_missing", line=line, round=label, seat=seat, what=what)
            return LogError("log_mjai_seat", line=line, round=label, seat=seat, what=what, value=value)
        if missing:
            return LogError("log_mjai_missing", line=line, round=label, what=what)
        return LogError("log_mjai_hand", line=line, round=label, what=what, value=value)

    def _settled(self) -> list[LogHand]:
        """Every hand finished, each win's and draw's changes known: from the log's own
        ``deltas``, the ``scores`` after it, or where it says neither the next hand's (or the
        game's end) ``scores``. A hand that cannot be read starts where the one before left. A
        hand whose ``start_kyoku`` leaves out its points or sticks has them worked out first
        (:meth:`_derive`)."""
        out: list[LogHand] = []
        for at, item in enumerate(self.items):
            if isinstance(item, LogHand):
                start = item.start or self._left(out)
                out.append(unreadable_hand(item.index, item.round, item.error, start))  # type: ignore[arg-type]
                continue
            state, events = item
            try:
                self._derive(state, out, events[0][0])
                out.append(self._finish(state, self._next(at)))
            except LogError as err:
                line = state.end_line or (state.hora[0][0] if state.hora else events[0][0])
                err = self._located(err, state.label, line, events)
                out.append(unreadable_hand(state.index, state.label, err, state.start or self._left(out)))
        return out

    def _left(self, out: list[LogHand]) -> tuple[int, ...]:
        """Where the hand before left the points (0 each where it cannot be read): the start
        of a hand that cannot be read and does not say its own."""
        before = out[-1] if out else None
        if before is not None and before.end != "unreadable":
            return points_after(before)
        return (0,) * self.rules.players

    def _derive(self, hand: _Hand, before: list[LogHand], line: int) -> None:
        """The points (``scores``) and the riichi sticks on the table (``kyotaku``) at the
        start of a hand whose ``start_kyoku`` leaves them out, as gimite's mjai writes it (its
        server leaves out ``scores``, its Tenhou converter both): worked out from the game's
        start for the game's first hand (East 1 with no honba: :meth:`_game_start`; no
        sticks), else from the hand before (the points it left,
        :func:`~mjgui.core.logs.model.points_after`; the sticks on the table before it and
        those its riichi put there, unless a win took them).

        Where the hand's own numbers state its start (:meth:`_Hand.stated`: gimite's writers
        put ``scores`` and ``deltas`` on ``reach_accepted``, ``hora`` and ``ryukyoku``), the
        log's word is taken, as a start written in ``start_kyoku`` is: a start they state
        other than the one worked out means a hand or a win between the two is missing (a
        damaged file), which :func:`~mjgui.core.logs.model.hand_gaps` then says
        (``log_gap_points``), never a win of ours that differs. The sticks are then the ones
        the game's points are short of (points and sticks on the table always add up to the
        game's total: a win takes the sticks, a riichi puts its 1000 down), when that is a
        whole number of sticks. With no hand before to work it out from (the log's first hand
        is not the game's first, or the hand before cannot be read), the start the hand states
        is taken as it is, its sticks from ``kyotaku`` or else the game's total
        (:meth:`_sticks_in`). Raises where the start cannot be worked out: the hand states none
        (Mortal's ``deltas`` alone, Akochan's ``scores`` alone) and the hand before cannot be
        read (``log_mjai_start_unknown``), or the log's first hand is not the game's first
        (``log_mjai_start_cut``: a hand cut from a game)."""
        if hand.start_said and hand.sticks_said:
            return
        what = "kyotaku" if hand.start_said else "scores"
        stated = None if hand.start_said else hand.stated_start
        first = not before and (hand.round_wind, hand.kyoku, hand.honba) == (0, 0, 0)
        if not first and (not before or before[-1].end == "unreadable"):
            # no hand before to work it out from: the hand's own word, where it gives it
            known = hand.start if hand.start_said else stated
            own = None if known is None else self._sticks_in(known, hand)
            if own is None or known is None:
                if not before:
                    raise LogError("log_mjai_start_cut", line=line, round=hand.label, what=what)
                raise LogError(
                    "log_mjai_start_unknown", line=line, round=hand.label, what=what, after=before[-1].round
                )
            hand.start, hand.sticks = known, own
            return
        if first:
            start, sticks = self._game_start(), 0
        else:
            last = before[-1]
            start = points_after(last)
            sticks = 0 if last.end == "win" else last.sticks + len(last.riichi)
        if stated is not None and stated != start:
            short, odd = divmod(sum(start) - sum(stated), 1000)
            if before and not odd and sticks + short >= 0:
                sticks += short
            start = stated
        if not hand.start_said:
            hand.start = start
        if not hand.sticks_said:
            hand.sticks = sticks

    def _sticks_in(self, start: tuple[int, ...], hand: _Hand) -> int | None:
        """The riichi sticks on the table at the start of ``hand``, whose points are ``start``:
        its ``kyotaku`` where it says it, else the ones the game's points are short of (the
        points and the sticks on the table always add up to the game's total, :meth:`_game_start`'s),
        when that is a whole number of sticks, none or more; None otherwise."""
        if hand.sticks_said:
            return hand.sticks
        short, odd = divmod(sum(self._game_start()) - sum(start), 1000)
        return short if not odd and short >= 0 else None

    def _game_start(self) -> tuple[int, ...]:
        """Each player's points at the game's start: ``start_game``'s ``scores`` where it writes
        them, else the start of the log's own table, whatever rules the log is read under
        (``replay --rules ema`` reads a game that started at 25 000 as one): 25 000 each for
        four players, as gimite's mjai deals them (``lib/mjai/player.rb``: ``@score = 25000``
        at ``start_game``; its servers play four players only), and for three Tenhou's
        three-player start, 35 000 each (``tenhou-sanma``: the three-player mjai logs are of
        Tenhou's games, tests/data/logs/mjai/mortal_sanma-…: ``scores`` 35 000 each)."""
        seats = self.rules.players
        if "scores" in self.first:
            try:
                return _points(self.first["scores"], seats, "scores")
            except LogError as err:
                line = self.events[0][0]
                raise LogError(
                    "log_mjai_line", line=line, what="scores", value=_shown(self.first["scores"])
                ) from err
        # the game's own table, never the preset read under: gimite/mjai lib/mjai/player.rb sets
        # @score = 25000 at start_game; three players: tenhou-sanma's 35 000
        return (preset(own_preset(seats, "tenhou")).start_points,) * seats

    def _next(self, at: int) -> tuple[tuple[int, ...] | None, tuple[int, int] | None]:
        """The points the hand after ``at`` starts on (or the game's end), when the log says,
        and that hand's round wind and number."""
        if at + 1 < len(self.items):
            item = self.items[at + 1]
            if isinstance(item, LogHand):
                return None, None
            # a start the log leaves out is worked out from this hand's end: it says nothing of it
            said = item[0].start if item[0].start_said else None
            return said, (item[0].round_wind, item[0].kyoku)
        return self.final, None

    def _finish(
        self, hand: _Hand, following: tuple[tuple[int, ...] | None, tuple[int, int] | None]
    ) -> LogHand:
        seats = self.rules.players
        after, place = following
        common: dict[str, Any] = {
            "index": hand.index,
            "round": hand.label,
            "round_wind": hand.round_wind,
            "kyoku": hand.kyoku,
            "dealer": hand.dealer,
            "honba": hand.honba,
            "sticks": hand.sticks,
            "start": hand.start,
            "nuki": tuple(hand.nuki) if seats == 3 else (),
        }
        # where each player stands once the riichi sticks of the hand are on the table
        base = list(hand.start)
        for seat in hand.table.sticks_paid:
            base[seat] -= 1000
        if hand.hora:
            total = [0] * seats
            unsaid = [i for i, (_, e) in enumerate(hand.hora) if "deltas" not in e and "scores" not in e]
            if unsaid and (len(hand.hora) > 1 or after is None):
                raise LogError("log_mjai_no_change", round=hand.label, seat=self._winner(hand, unsaid[0]))
            for _, event in hand.hora:
                if "deltas" in event:
                    deltas = _points(event["deltas"], seats, "deltas")
                elif "scores" in event:
                    scores = _points(event["scores"], seats, "scores")
                    deltas = tuple(s - b - t for s, b, t in zip(scores, base, total, strict=True))
                else:
                    assert after is not None
                    deltas = tuple(s - b for s, b in zip(after, base, strict=True))
                hand.wins.append(hand.win(event, deltas))
                total = [a + b for a, b in zip(total, deltas, strict=True)]
            return LogHand(
                **common,
                end="win",
                wins=tuple(hand.wins),
                riichi=tuple(hand.table.sticks_paid),
                deltas=tuple(total),
                stated=True,
            )
        end = hand.end or {}
        # the draw's changes as its ryukyoku writes them, not the next hand's start less this one's
        common["stated"] = "deltas" in end or "scores" in end
        if "deltas" in end:
            deltas = _points(end["deltas"], seats, "deltas")
        elif "scores" in end:
            scores = _points(end["scores"], seats, "scores")
            deltas = tuple(s - b for s, b in zip(scores, base, strict=True))
        elif after is not None:
            deltas = tuple(s - b for s, b in zip(after, base, strict=True))
        else:
            deltas = (0,) * seats
        reason = end.get("reason", "")
        reason = reason if isinstance(reason, str) else ""
        riichi = tuple(hand.table.sticks_paid)
        # the kind of draw: as the log says it, else from the hand, a guess (abort_guessed)
        abort: str | None = None
        if reason in REASONS:
            abort = REASONS[reason]
        elif reason not in (*_EXHAUSTIVE, _NAGASHI):
            abort = self._abort(hand)
        if abort is not None:
            deltas, riichi = self._last_riichi(hand, "deltas" in end, deltas, riichi, after, abort)
            guessed = reason not in REASONS
            return LogHand(
                **common, end="abort", abort=abort, abort_guessed=guessed, riichi=riichi, deltas=deltas
            )
        nagashi = self._nagashi(hand, deltas, named=reason == _NAGASHI)
        if reason == _NAGASHI or (not reason and nagashi):
            nagashi = nagashi or tuple(i for i in range(seats) if deltas[i] > 0)
            # who else was tenpai the log does not say: the dealer was when the deal stays, and a
            # player in riichi is (the riichi was declared tenpai)
            said = end.get("tenpais")
            if isinstance(said, list):
                tenpai = self._tenpai(hand, end, (0,) * seats, None)
            else:
                stays = {hand.dealer} if place == (hand.round_wind, hand.kyoku) else set()
                tenpai = tuple(sorted(stays | set(hand.table.riichi)))
            return LogHand(
                **common, end="nagashi", nagashi=nagashi, tenpai=tenpai, riichi=riichi, deltas=deltas
            )
        tenpai = self._tenpai(hand, end, deltas, place)
        return LogHand(**common, end="draw", tenpai=tenpai, riichi=riichi, deltas=deltas)

    def _nagashi(self, hand: _Hand, deltas: tuple[int, ...], named: bool) -> tuple[int, ...]:
        """The holders of nagashi mangan at an exhaustive draw: each seat that threw only
        terminals and honours, none of them called, and that pays nothing by the log's
        changes. Several may hold it, and a holder can gain as little as 2000 (the dealer and
        two others of four: +4000, +2000, +2000) or nothing (all four). Where the ``ryukyoku``
        does not say it is one (``named`` false: Mortal's), it is one only if such a seat gains
        more than any noten payment can (3000); then each such seat that gains holds it."""
        held = []
        for seat in range(hand.seats):
            thrown = [tile for who, tile in hand.discards if who == seat]
            if thrown and seat not in hand.called and all(is_yaochuu(t.kind) for t in thrown):
                held.append(seat)
        if named:
            return tuple(seat for seat in held if deltas[seat] >= 0)
        if not any(deltas[seat] > 3000 for seat in held):
            return ()
        return tuple(seat for seat in held if deltas[seat] > 0)

    def _winner(self, hand: _Hand, at: int) -> str:
        """The winner of the hand's ``at``-th win, named as every error names a seat; a winner
        that is no seat is that win's wrong value, on its line (the win's number was said as if
        it were a seat: "the win of #1")."""
        line, event = hand.hora[at]
        actor = event.get("actor")
        if not is_seat(actor, self.rules.players):
            shown = _seat_shown(actor, self.rules.players)
            raise LogError("log_mjai_hand", line=line, round=hand.label, what="actor", value=shown)
        return seat_name(self.players, actor)

    def _abort(self, hand: _Hand) -> str | None:
        """The draw of a ``ryukyoku`` that does not say its reason (Mortal writes none), as the
        hand shows it: None for an exhaustive draw (the wall used up); before that an abortive
        draw, of the one kind whose facts the hand holds — four riichi, four kans by more than
        one player, the same wind as the first four discards with no call, or nine kinds of
        terminals and honours in the hand of a seat that has just drawn its first tile; ""
        when none or several hold (the kind is not said). Only a guess: the log window says
        it as one (:attr:`LogHand.abort_guessed`), and nothing is paid by it."""
        table = hand.table
        if table.draws_left <= 0:
            return None
        kinds = []
        if hand.seats == 4 and len(table.riichi) + len(table.declared) == 4:
            kinds.append("four_riichi")
        kans = [seat for seat, melds in enumerate(hand.melds) for m in melds if m.kind in ("kan", "ankan")]
        if len(kans) >= 4 and len(set(kans)) > 1:
            kinds.append("four_kans")
        first = hand.discards[:4]
        if (
            hand.seats == 4
            and len(hand.discards) == 4
            and not table.calls
            and len({seat for seat, _ in first}) == 4
            and first[0][1].kind in WINDS
            and all(tile.kind == first[0][1].kind for _, tile in first)
        ):
            kinds.append("four_winds")
        kind, seat = hand.last_event
        if kind == "tsumo" and seat is not None and seat not in table.discarded and not table.calls:
            held = {t.kind for t in hand.hands[seat] if t is not None and is_yaochuu(t.kind)}
            if len(held) >= 9:
                kinds.append("kyuushu")
        return kinds[0] if len(kinds) == 1 else ""

    def _last_riichi(
        self,
        hand: _Hand,
        said: bool,
        deltas: tuple[int, ...],
        riichi: tuple[int, ...],
        after: tuple[int, ...] | None,
        abort: str = "",
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """An abortive draw on a riichi declared whose ``reach_accepted`` the log leaves out
        (the fourth riichi: mjai-reviewer never writes it when the hand ends on the riichi
        discard): its stick is counted paid when the log's points say so — the change ``deltas``
        takes exactly 1000 from that player, or (``said``: the log's own ``deltas``) the next
        hand starts them 1000 lower — or, where no hand follows (the log's last hand, a one-hand
        excerpt, its end without scores), when the hand ended on that riichi discard and nobody
        won on it: it passed, and a riichi whose discard passes is paid (RULES.md). Not when
        three players could have won on it (an abortive draw by three winners, ``abort``
        ``triple_ron`` or unsaid: the riichi never stood). Never from the kind of draw alone."""
        out = list(deltas)
        paid = list(riichi)
        for seat in sorted(hand.table.declared):
            left = hand.start[seat] + out[seat] - 1000 * paid.count(seat)
            if out[seat] == -1000:
                out[seat] = 0
                paid.append(seat)
            elif (said and after is not None and after[seat] == left - 1000) or (
                after is None and self._passed(hand, seat, abort)
            ):
                paid.append(seat)
        return tuple(out), tuple(paid)

    def _passed(self, hand: _Hand, seat: int, abort: str) -> bool:
        """Whether the hand ended on ``seat``'s riichi discard with nobody winning on it: its
        last event that discard, and fewer than three others' hands complete with it (four
        players; a hand the log hides counts as one that could)."""
        if hand.last_event != ("dahai", seat) or hand.last_discard is None or abort == "triple_ron":
            return False
        tile = hand.last_discard[1]
        could = 0
        for other in range(hand.seats):
            tiles = hand.hands[other]
            if other == seat:
                continue
            if HIDDEN in tiles or completes(counts_of(tiles), len(hand.melds[other]), tile.kind):  # type: ignore[arg-type]
                could += 1
        return hand.seats == 3 or could < 3

    def _tenpai(
        self, hand: _Hand, end: dict[str, Any], deltas: tuple[int, ...], place: tuple[int, int] | None
    ) -> tuple[int, ...]:
        """Who was tenpai at an exhaustive draw: as ``tenpais`` says, else those the noten
        payments paid; a draw that pays nothing had everyone tenpai when the dealer deals again
        (the next hand is the same one) or a player is in riichi (declared tenpai), nobody
        otherwise."""
        seats = self.rules.players
        said = end.get("tenpais")
        if isinstance(said, list) and len(said) >= seats and all(isinstance(t, bool) for t in said[:seats]):
            return tuple(i for i in range(seats) if said[i])
        if any(deltas):
            return tuple(i for i in range(seats) if deltas[i] > 0)
        everyone = place == (hand.round_wind, hand.kyoku) or bool(hand.table.riichi)
        return tuple(range(seats)) if everyone else ()


def _closed(events: list[tuple[int, dict[str, Any]]]) -> bool:
    """Whether a hand's ``events`` hold its end (``end_kyoku``) or the game's."""
    return any(event["type"] in ("end_kyoku", "end_game") for _, event in events)


#: the most characters of the mjai server's message an error quotes (it names the event and the
#: player's response: a few hundred characters)
MAX_SAID = 200


def _stopped(events: list[tuple[int, dict[str, Any]]]) -> tuple[int, str] | None:
    """Where the mjai server stopped the game and what it said: the file's last event an
    ``error`` (gimite/mjai's server writes ``{"type":"error","message":…}`` and stops when a
    player's response breaks the protocol, ``lib/mjai/game.rb`` ``validate_responses``), its line
    and its ``message`` (escaped, shortened; the event itself where it has none); else None.
    The file is whole: the game was not played on."""
    if len(events) < 2 or events[-1][1]["type"] != "error":
        return None
    line, event = events[-1]
    said = event.get("message")
    text = said if isinstance(said, str) and said.strip() else _shown(event)
    text = " ".join(text.split())
    if len(text) > MAX_SAID:
        text = text[: MAX_SAID - 1] + "…"
    return line, escape_controls(text)


def _game_ended(events: list[tuple[int, dict[str, Any]]]) -> bool:
    """Whether a hand's ``events`` hold the game's ``end_game``."""
    return any(event["type"] == "end_game" for _, event in events)


def _one_game(events: list[tuple[int, dict[str, Any]]]) -> None:
    """Refuse a file of more than one game, as the tenhou.net/6 reader refuses several logs not
    read as one: a second ``start_game`` (``log_mjai_games``, its line), or any event after the
    ``end_game`` (``log_mjai_after_end``): each game's hands would be read as one game's, the
    first game's end lost and the second's first hand a gap."""
    ended = 0
    for line, event in events[1:]:
        if event["type"] == "start_game":
            raise LogError("log_mjai_games", line=line)
        if ended:
            raise LogError("log_mjai_after_end", line=line, last=ended)
        if event["type"] == "end_game":
            ended = line


def read_mjai(text: str, preset_name: str | None = None, *, cut_off: bool = False) -> GameLog:
    """Read an mjai event log under the named preset's rules (default ``tenhou``, or
    ``tenhou-sanma`` for three players, with the log's red fives and length); raises
    :class:`LogError`. A hand that cannot be read is kept as an ``unreadable`` hand (its error
    names the hand, the line and the seat); the others are read all the same. ``cut_off``: the
    text is known to stop before its end (a gzip file cut short), wherever it stops: read as a
    file cut off there."""
    return _Reader(text, preset_name, cut_off).read()
