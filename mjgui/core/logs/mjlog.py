"""Tenhou's mjlog XML (``<mjloggm>``): read safely, every hand and win in our own terms.

Four players or three: the lobby's three-player bit (``<GO type>`` & 0x10) reads the game under
``tenhou-sanma``; its ``ten``/``sc``/``owari`` still hold four entries, the empty fourth seat's
last, and a North set aside is an ``<N>`` whose code has the 0x20 bit (a nuki, not a meld: the
winner's ``m`` lists them too, and they become the hand's ``nuki`` count).

Safety: the text is size-checked and any ``<!DOCTYPE``/``<!ENTITY`` is refused before the
standard library's parser sees it, so no entity is ever declared or expanded and nothing
external is fetched; nothing in the file is executed. A broken or truncated file raises
:class:`LogError` with the line and column.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote

from mjgui.core.game.game import ron_counters
from mjgui.core.logs.model import (
    MAX_LOG_CHARS,
    TENHOU_YAKU,
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    canonical,
    locate,
    meld_of,
    players_rules,
    points_after,
    round_label,
    seat_name,
    unreadable_hand,
)
from mjgui.core.logs.table import Table
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import NORTH, Tile

_DECLARATION = re.compile(r"<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)", re.IGNORECASE)
_DRAW = re.compile(r"([TUVW])(\d+)")
_DISCARD = re.compile(r"([DEFG])(\d+)")
RED_IDS = frozenset({16, 52, 88})  # the red 5m, 5p, 5s in Tenhou's 0..135 numbering
ABORTS = {
    "yao9": "kyuushu",
    "reach4": "four_riichi",
    "ron3": "triple_ron",
    "kan4": "four_kans",
    "kaze4": "four_winds",
}


def check_safe(text: str) -> None:
    """Refuse what a safe reader must not parse: oversize text and DTD declarations."""
    if len(text) > MAX_LOG_CHARS:
        raise LogError("log_too_large", size=len(text), limit=MAX_LOG_CHARS)
    found = _DECLARATION.search(text)
    if found:
        line, column = position(text, found.start())
        raise LogError("log_doctype", line=line, column=column)


def position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def parse_xml(text: str) -> ET.Element:
    check_safe(text)
    try:
        return ET.fromstring(text)
    except ET.ParseError as err:
        line, column = err.position
        column += 1
        stripped = text.rstrip()
        end_line, end_column = position(stripped, len(stripped))
        if (line, column) >= (end_line, end_column) or err.code in (3, 5):  # no elements / EOF
            raise LogError("log_truncated", line=line, column=column) from None
        raise LogError("log_xml", line=line, column=column) from None


def tile_of(number: int, aka: bool) -> Tile:
    if not 0 <= number < 136:
        raise LogError("log_bad_value", what="tile", value=number)
    return Tile(number // 4, red=aka and number in RED_IDS)


def _ints(value: str | None, what: str) -> list[int]:
    if value is None or not value.strip():
        return []
    try:
        numbers = [int(v) for v in value.split(",")]
    except ValueError:
        raise LogError("log_bad_value", what=what, value=value) from None
    if any(abs(n) > 10**9 for n in numbers):  # a log's numbers are small; never print a huge one
        raise LogError("log_bad_value", what=what, value=value)
    return numbers


def _int(node: ET.Element, name: str) -> int:
    values = _ints(node.get(name), f"{node.tag} {name}")
    if len(values) != 1:
        raise LogError("log_bad_value", what=f"{node.tag} {name}", value=node.get(name, ""))
    return values[0]


def _seat(node: ET.Element, name: str) -> int:
    """A seat attribute (``who``, ``fromWho``, ``oya``): 0 to 3, nothing else."""
    seat = _int(node, name)
    if not 0 <= seat <= 3:
        raise LogError("log_bad_value", what=f"{node.tag} {name}", value=node.get(name, ""))
    return seat


def _counter(values: list[int], at: int, what: str, limit: int = 1000) -> int:
    if at >= len(values):  # a counter the attribute does not hold
        raise LogError("log_bad_value", what=what, value=",".join(map(str, values)))
    value = values[at]
    if not 0 <= value < limit:
        raise LogError("log_bad_value", what=what, value=value)
    return value


def decode_meld(code: int, who: int, aka: bool) -> tuple[str, int | None, list[Tile], Tile | None]:
    """A ``<N m="...">`` code: (kind, from seat or None, tiles, the called/added tile).

    Kinds: ``chi``, ``pon``, ``kakan`` (added kan; tiles are all four), ``kan`` (open kan),
    ``ankan``, ``nuki`` (a North set aside, three players: the one tile). The called tile is the
    one taken from another player (the added one for kakan, the North for nuki). Seats count
    round four places with three players too (the empty fourth seat is never a source).
    """
    rel = code & 3
    source = (who + rel) % 4 if rel else None
    if code & 0x4:  # chi
        t = code >> 10
        called = t % 3
        t //= 3
        base = (t // 7) * 9 + t % 7
        offsets = ((code >> 3) & 3, (code >> 5) & 3, (code >> 7) & 3)
        numbers = [(base + i) * 4 + offsets[i] for i in range(3)]
        tiles = [tile_of(n, aka) for n in numbers]
        return "chi", source, tiles, tiles[called]
    if code & 0x18:  # pon or added kan
        unused = (code >> 5) & 3
        t = code >> 9
        called = t % 3
        kind = t // 3
        if kind >= 34:
            raise LogError("log_bad_value", what="meld", value=code)
        numbers = [kind * 4 + i for i in range(4) if i != unused]
        tiles = [tile_of(n, aka) for n in numbers]
        if code & 0x8:
            return "pon", source, tiles, tiles[called]
        added = tile_of(kind * 4 + unused, aka)
        return "kakan", source, [*tiles, added], added
    if code & 0x20:  # a North set aside (three players)
        north = tile_of(code >> 8, aka)
        if north.kind != NORTH:
            raise LogError("log_bad_value", what="nuki", value=code)
        return "nuki", None, [north], north
    first = code >> 8
    kind = first // 4
    if kind >= 34:
        raise LogError("log_bad_value", what="meld", value=code)
    tiles = [tile_of(kind * 4 + i, aka) for i in range(4)]
    if source is None:
        return "ankan", None, tiles, None
    return "kan", source, tiles, tile_of(first, aka)


def game_rules(game_type: int, preset_name: str | None = None) -> Rules:
    """Tenhou's lobby bits: 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan, 0x10 sanma,
    applied to the named preset (Tenhou's own by default: ``tenhou``, or ``tenhou-sanma`` for
    three players). A preset for another number of players is refused (:func:`players_rules`)."""
    players = 3 if game_type & 0x10 else 4
    rules = players_rules(players, preset_name, "tenhou")
    return rules.with_options(
        aka=0 if game_type & 0x02 else rules.one_red_each,  # three players: 5p and 5s
        kuitan=not game_type & 0x04,
        east_only=not game_type & 0x08,
    )


class _Reader:
    def __init__(self, root: ET.Element, preset_name: str | None = None) -> None:
        self.root = root
        self.aka = True
        self.preset_name = preset_name
        self.rules = preset(preset_name or "tenhou")  # the lobby's <GO> says how many play
        self.players: tuple[str, ...] = ("", "", "", "")
        self.hands: list[LogHand] = []
        self.final: tuple[int, ...] | None = None
        self._next_tag = ""

    @property
    def seats(self) -> int:
        return self.rules.players

    def read(self) -> GameLog:
        if self.root.tag != "mjloggm":
            raise LogError("log_unknown_format")
        current: dict[str, object] | None = None
        children = list(self.root)
        for index, node in enumerate(children):
            tag = node.tag
            self._next_tag = children[index + 1].tag if index + 1 < len(children) else ""
            if tag == "GO":
                self.rules = game_rules(_int(node, "type"), self.preset_name)
                self.aka = self.rules.aka > 0
                self.players = self.players[: self.seats]
            elif tag == "UN":
                names = [unquote(node.get(f"n{i}", "")) for i in range(4)]
                self.players = tuple(names[: self.seats])
            elif tag == "INIT":
                if current is not None and not current.get("done"):
                    self._spoil(current, LogError("log_bad_value", what="hand", value="no end"))
                try:
                    current = self._init(node)
                except LogError as err:
                    current = {"label": f"#{len(self.hands) + 1}", "start": self._points(), "done": True}
                    self._spoil(current, err)
            elif current is not None and not current.get("done"):
                try:
                    self._event(current, node)
                except LogError as err:
                    self._spoil(current, self._where(current, node, err))
        if current is not None and not current.get("done"):
            self._spoil(current, LogError("log_bad_value", what="hand", value="no end"))
        if not self.hands:
            raise LogError("log_no_hands")
        return GameLog("mjlog", self.players, self.rules, tuple(self.hands), self.final)

    def _points(self) -> tuple[int, ...]:
        return points_after(self.hands[-1]) if self.hands else (0,) * self.seats

    def _where(self, hand: dict[str, object], node: ET.Element, err: LogError) -> LogError:
        """The error said again with the hand, the seat and its n-th take or discard."""
        label = str(hand["label"])
        tag = node.tag
        counts = hand["counts"]
        assert isinstance(counts, dict)
        if _DRAW.fullmatch(tag):
            seat = "TUVW".index(tag[0])
            return locate(err, label, seat_name(self.players, seat), "take", counts["take"][seat])
        if _DISCARD.fullmatch(tag):
            seat = "DEFG".index(tag[0])
            return locate(err, label, seat_name(self.players, seat), "discard", counts["discard"][seat])
        who = node.get("who", "")
        if who in [str(seat) for seat in range(self.seats)]:  # a seat at this table
            seat = int(who)
            name = seat_name(self.players, seat)
            if tag == "N":
                return locate(err, label, name, "take", counts["take"][seat] + 1)
            if tag == "REACH":
                return locate(err, label, name, "discard", counts["discard"][seat] + 1)
            return locate(err, label, name, "win")
        return locate(err, label)

    def _spoil(self, hand: dict[str, object], err: LogError) -> None:
        """The hand cannot be read: it stays in its place as a difference, the game goes on."""
        hand["done"] = True
        start = hand.get("start")
        points = start if isinstance(start, tuple) and len(start) == self.seats else self._points()
        label = str(hand.get("label", f"#{len(self.hands) + 1}"))
        self.hands.append(unreadable_hand(len(self.hands), label, locate(err, label), points))

    def _init(self, node: ET.Element) -> dict[str, object]:
        seed = _ints(node.get("seed"), "INIT seed")
        ten = _ints(node.get("ten"), "INIT ten")
        if len(seed) < 6:
            raise LogError("log_bad_value", what="INIT seed", value=node.get("seed", ""))
        seats = self.seats
        if len(ten) != 4 or bool(node.get("hai3")) != (seats == 4):
            # four points and four hands, the fourth empty with three players (the lobby's bit)
            raise LogError("log_bad_value", what="INIT ten/hai3", value=node.get("ten", ""))
        start = tuple(t * 100 for t in ten[:seats])
        label = f"#{len(self.hands) + 1}"
        try:
            kyoku = _counter(seed, 0, "INIT seed", 16)
            honba = _counter(seed, 1, "INIT seed")
            _counter(seed, 2, "INIT seed")
            label = round_label(kyoku // 4, kyoku, honba)
            if any(abs(t) > 10**7 for t in ten):
                raise LogError("log_bad_value", what="INIT ten", value=node.get("ten", ""))
            dealer = _seat(node, "oya")
            dora = tile_of(seed[5], self.aka)
        except LogError as err:
            hand_so_far: dict[str, object] = {"label": label, "start": start, "done": True}
            self._spoil(hand_so_far, locate(err, label))
            return hand_so_far
        if dealer >= seats:
            raise LogError("log_bad_value", what="INIT oya", value=dealer)
        table = Table(dealer, seats)
        melds: list[list[Meld]] = [[], [], [], []]
        return {
            "seed": seed,
            "label": label,
            "start": start,
            "dealer": dealer,
            "table": table,
            "melds": melds,
            "wins": [],
            "agari": [],
            "counts": {"take": [0, 0, 0, 0], "discard": [0, 0, 0, 0], "nuki": [0, 0, 0, 0]},
            "dora": [dora],
        }

    def _event(self, hand: dict[str, object], node: ET.Element) -> None:
        table = hand["table"]
        counts = hand["counts"]
        assert isinstance(table, Table) and isinstance(counts, dict)
        tag = node.tag
        if _DRAW.fullmatch(tag):
            seat = "TUVW".index(tag[0])
            if seat >= self.seats:
                raise LogError("log_bad_value", what="take", value=tag)
            counts["take"][seat] += 1
            tile_of(int(tag[1:]) if len(tag) < 6 else -1, self.aka)
            table.draw(seat)
        elif _DISCARD.fullmatch(tag):
            seat = "DEFG".index(tag[0])
            if seat >= self.seats:
                raise LogError("log_bad_value", what="discard", value=tag)
            counts["discard"][seat] += 1
            tile_of(int(tag[1:]) if len(tag) < 6 else -1, self.aka)
            table.discard(seat)
        elif tag == "N":
            who = self._player(node, "who")
            kind, _, _, called = decode_meld(_int(node, "m"), who, self.aka)
            if kind == "nuki":
                if self.seats != 3:  # Norths are set aside only with three players
                    raise LogError("log_bad_value", what="N m", value=node.get("m", ""))
                counts["nuki"][who] += 1
                table.nuki(who)
                return
            counts["take"][who] += 1
            table.call(who, kind, called)
        elif tag == "REACH":
            who, step = self._player(node, "who"), _int(node, "step")
            if step == 1:
                table.declare_riichi(who)
            else:
                table.riichi_accepted(who)
        elif tag == "AGARI":
            # a double ron is two AGARI in a row: read them together, so that the honba and the
            # sticks go to the first winner in turn order after the discarder (ron_counters)
            pending = hand["agari"]
            assert isinstance(pending, list)
            self._player(node, "who")
            pending.append(node)
            if self._next_tag != "AGARI":
                wins = hand["wins"]
                assert isinstance(wins, list)
                for agari in pending:
                    try:
                        wins.append(self._agari(hand, table, agari, pending))
                    except LogError as err:
                        raise self._where(hand, agari, err) from None
                self._finish(hand, node, "win")
        elif tag == "RYUUKYOKU":
            kind = node.get("type", "")
            if kind == "nm":
                end = "nagashi"
            elif kind:
                end = "abort"
            else:
                end = "draw"
            self._finish(hand, node, end)

    def _agari(
        self, hand: dict[str, object], table: Table, node: ET.Element, group: list[ET.Element]
    ) -> LogWin:
        seed = hand["seed"]
        assert isinstance(seed, list)
        who, from_who = self._player(node, "who"), self._player(node, "fromWho")
        discarder = None if from_who == who else from_who
        seats = self.seats
        dealer = int(str(hand["dealer"]))
        aka = self.aka
        concealed = tuple(tile_of(n, aka) for n in _ints(node.get("hai"), "AGARI hai"))
        win = tile_of(_int(node, "machi"), aka)
        melds: list[Meld] = []
        nuki = 0
        for code in _ints(node.get("m"), "AGARI m"):
            kind, _, tiles, _ = decode_meld(code, who, aka)
            if kind == "nuki":  # the winner's Norths set aside: counted, never a meld
                nuki += 1
            else:
                melds.append(meld_of("kan" if kind == "kakan" else kind, tiles))
        # Tenhou writes the hand's counters on every AGARI of a double ron, but pays them only
        # to the first winner in turn order after the discarder
        counters = [_ints(agari.get("ba"), "AGARI ba") for agari in group]
        honba = max(_counter(ba, 0, "AGARI ba") for ba in counters)
        sticks = max(_counter(ba, 1, "AGARI ba") for ba in counters)
        if discarder is not None:
            winners = [_seat(agari, "who") for agari in group]
            honba, sticks = ron_counters(self.rules, discarder, winners, who, honba, sticks)
        ten = _ints(node.get("ten"), "AGARI ten")
        sc = _ints(node.get("sc"), "AGARI sc")
        if len(ten) < 3 or len(sc) != 8:
            raise LogError("log_bad_value", what="AGARI ten/sc", value=node.get("ten", ""))
        deltas = tuple(sc[1 + 2 * seat] * 100 for seat in range(seats))
        yaku_pairs = _ints(node.get("yaku"), "AGARI yaku")
        yakuman_ids = _ints(node.get("yakuman"), "AGARI yakuman")
        yaku: list[tuple[str, int]] = []
        for i in range(0, len(yaku_pairs) - 1, 2):
            number, han = yaku_pairs[i], yaku_pairs[i + 1]
            if han:
                yaku.append((_yaku_id(number), han))
        for number in yakuman_ids:
            yaku.append((_yaku_id(number), 13))
        han = 13 * len(yakuman_ids) if yakuman_ids else sum(h for _, h in yaku)
        # Tenhou counts the Norths set aside in its dora (52), never as a yaku of their own
        value = LogValue(
            han, ten[0], ten[1], tuple(yaku), len(yakuman_ids), deltas[who], nuki_in_dora=seats == 3
        )
        flags = table.flags(who, discarder)
        dora = tuple(tile_of(n, aka) for n in _ints(node.get("doraHai"), "AGARI doraHai"))
        ura = tuple(tile_of(n, aka) for n in _ints(node.get("doraHaiUra"), "AGARI doraHaiUra"))
        spec = HandSpec(
            concealed=concealed,
            win_tile=win,
            melds=tuple(melds),
            seat=(who - dealer) % seats,
            round_wind=seed[0] // 4,  # INIT refuses a seed past 15
            dora=dora,
            ura=ura,
            nuki=nuki,
            honba=honba,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - dealer) % seats,
            rules=self.rules,
            **flags,
        )
        pao = self._player(node, "paoWho") if node.get("paoWho") is not None else None
        return LogWin(
            hand_index=len(self.hands),
            round=str(hand["label"]),
            winner=who,
            discarder=discarder,
            pao=pao,
            spec=canonical(spec),
            value=value,
            deltas=deltas,
        )

    def _player(self, node: ET.Element, name: str) -> int:
        """A seat attribute of a player at this table: 0 to 3, or 0 to 2 with three players."""
        seat = _seat(node, name)
        if seat >= self.seats:
            raise LogError("log_bad_value", what=f"{node.tag} {name}", value=node.get(name, ""))
        return seat

    def _finish(self, hand: dict[str, object], node: ET.Element, end: str) -> None:
        seed = hand["seed"]
        table = hand["table"]
        wins = hand["wins"]
        start = hand["start"]
        counts = hand["counts"]
        assert isinstance(seed, list) and isinstance(table, Table) and isinstance(wins, list)
        assert isinstance(counts, dict)
        assert isinstance(start, tuple)
        seats = self.seats
        total = [0] * seats
        if end == "win":
            for win in wins:
                assert isinstance(win, LogWin)
                total = [a + b for a, b in zip(total, win.deltas, strict=True)]
        else:
            sc = _ints(node.get("sc"), "RYUUKYOKU sc")
            if len(sc) == 8:
                total = [sc[1 + 2 * seat] * 100 for seat in range(seats)]
        tenpai = tuple(i for i in range(seats) if node.get(f"hai{i}") is not None) if end != "abort" else ()
        nagashi: tuple[int, ...] = ()
        if end == "nagashi":
            # nagashi mangan holders: whoever gained with no tenpai money to explain it
            nagashi = tuple(i for i in range(seats) if total[i] > 0)
        owari = (node.get("owari") or "").split(",")
        if len(owari) == 8:
            points = _ints(",".join(owari[0::2]), "owari")
            self.final = tuple(p * 100 for p in points[:seats])
        self.hands.append(
            LogHand(
                index=len(self.hands),
                round=str(hand["label"]),
                round_wind=seed[0] // 4,  # INIT refuses a seed past 15
                kyoku=seed[0] % 4,
                dealer=int(str(hand["dealer"])),
                honba=seed[1],
                sticks=seed[2],
                start=tuple(start),
                end=end,
                wins=tuple(w for w in wins if isinstance(w, LogWin)),
                riichi=tuple(table.sticks_paid),
                tenpai=tenpai,
                nagashi=nagashi,
                abort=ABORTS.get(node.get("type", ""), node.get("type", "")) if end == "abort" else "",
                deltas=tuple(total),
                nuki=tuple(counts["nuki"][:seats]) if seats == 3 else (),
            )
        )
        hand["wins"] = []
        hand["agari"] = []
        hand["done"] = True


def _yaku_id(number: int) -> str:
    """Our id for Tenhou's yaku number; an unknown number is kept as ``?number`` (a difference
    of that win, not a refused file)."""
    return TENHOU_YAKU.get(number, f"?{number}")


def read_mjlog(text: str, preset_name: str | None = None) -> GameLog:
    """Read a Tenhou mjlog, under the named preset's rules (default ``tenhou``) with the
    lobby's own options; raises :class:`LogError`."""
    return _Reader(parse_xml(text), preset_name).read()
