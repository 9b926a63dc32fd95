"""Tenhou's mjlog XML (``<mjloggm>``): read safely, every hand and win in our own terms.

Safety: the text is size-checked and any ``<!DOCTYPE``/``<!ENTITY`` is refused before the
standard library's parser sees it, so no entity is ever declared or expanded and nothing
external is fetched; nothing in the file is executed. A broken or truncated file raises
:class:`LogError` with the line and column.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote

from mjgui.core.logs.model import (
    MAX_LOG_CHARS,
    TENHOU_YAKU,
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    meld_of,
    round_label,
)
from mjgui.core.logs.table import Table
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import Tile

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
        return [int(v) for v in value.split(",")]
    except ValueError:
        raise LogError("log_bad_value", what=what, value=value) from None


def _int(node: ET.Element, name: str) -> int:
    values = _ints(node.get(name), f"{node.tag} {name}")
    if len(values) != 1:
        raise LogError("log_bad_value", what=f"{node.tag} {name}", value=node.get(name, ""))
    return values[0]


def decode_meld(code: int, who: int, aka: bool) -> tuple[str, int | None, list[Tile], Tile | None]:
    """A ``<N m="...">`` code: (kind, from seat or None, tiles, the called/added tile).

    Kinds: ``chi``, ``pon``, ``kakan`` (added kan; tiles are all four), ``kan`` (open kan),
    ``ankan``. The called tile is the one taken from another player (the added one for kakan).
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
    if code & 0x20:
        raise LogError("log_three_player")  # nukidora exists only in three-player games
    first = code >> 8
    kind = first // 4
    if kind >= 34:
        raise LogError("log_bad_value", what="meld", value=code)
    tiles = [tile_of(kind * 4 + i, aka) for i in range(4)]
    if source is None:
        return "ankan", None, tiles, None
    return "kan", source, tiles, tile_of(first, aka)


def game_rules(game_type: int, preset_name: str = "tenhou") -> Rules:
    """Tenhou's lobby bits: 0x02 no red fives, 0x04 no open tanyao, 0x08 hanchan, 0x10 sanma,
    applied to the named preset (Tenhou's own by default)."""
    if game_type & 0x10:
        raise LogError("log_three_player")
    rules = preset(preset_name)
    return rules.with_options(
        aka=0 if game_type & 0x02 else 3,
        kuitan=not game_type & 0x04,
        east_only=not game_type & 0x08,
    )


class _Reader:
    def __init__(self, root: ET.Element, preset_name: str | None = None) -> None:
        self.root = root
        self.aka = True
        self.preset_name = preset_name or "tenhou"
        self.rules = preset(self.preset_name)
        self.players = ("", "", "", "")
        self.hands: list[LogHand] = []
        self.final: tuple[int, int, int, int] | None = None
        self._next_tag = ""

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
            elif tag == "UN":
                names = [unquote(node.get(f"n{i}", "")) for i in range(4)]
                if node.get("n3") is not None and not names[3]:
                    raise LogError("log_three_player")
                self.players = (names[0], names[1], names[2], names[3])
            elif tag == "INIT":
                current = self._init(node)
            elif current is not None:
                self._event(current, node)
        if not self.hands:
            raise LogError("log_no_hands")
        return GameLog("mjlog", self.players, self.rules, tuple(self.hands), self.final)

    def _init(self, node: ET.Element) -> dict[str, object]:
        seed = _ints(node.get("seed"), "INIT seed")
        ten = _ints(node.get("ten"), "INIT ten")
        if len(seed) < 6:
            raise LogError("log_bad_value", what="INIT seed", value=node.get("seed", ""))
        if len(ten) != 4 or not node.get("hai3"):
            raise LogError("log_three_player")
        dealer = _int(node, "oya")
        table = Table(dealer)
        melds: list[list[Meld]] = [[], [], [], []]
        return {
            "seed": seed,
            "start": tuple(t * 100 for t in ten),
            "dealer": dealer,
            "table": table,
            "melds": melds,
            "wins": [],
            "dora": [tile_of(seed[5], self.aka)],
        }

    def _event(self, hand: dict[str, object], node: ET.Element) -> None:
        table = hand["table"]
        assert isinstance(table, Table)
        tag = node.tag
        if _DRAW.fullmatch(tag):
            table.draw("TUVW".index(tag[0]))
        elif _DISCARD.fullmatch(tag):
            table.discard("DEFG".index(tag[0]))
        elif tag == "N":
            who = _int(node, "who")
            kind, _, _, called = decode_meld(_int(node, "m"), who, self.aka)
            table.call(who, kind, called)
        elif tag == "REACH":
            who, step = _int(node, "who"), _int(node, "step")
            if step == 1:
                table.declare_riichi(who)
            else:
                table.riichi_accepted(who)
        elif tag == "AGARI":
            wins = hand["wins"]
            assert isinstance(wins, list)
            wins.append(self._agari(hand, table, node))
            if self._next_tag != "AGARI":
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

    def _agari(self, hand: dict[str, object], table: Table, node: ET.Element) -> LogWin:
        seed = hand["seed"]
        assert isinstance(seed, list)
        who, from_who = _int(node, "who"), _int(node, "fromWho")
        discarder = None if from_who == who else from_who
        dealer = int(str(hand["dealer"]))
        aka = self.aka
        concealed = tuple(tile_of(n, aka) for n in _ints(node.get("hai"), "AGARI hai"))
        win = tile_of(_int(node, "machi"), aka)
        melds = tuple(self._agari_meld(code, who) for code in _ints(node.get("m"), "AGARI m"))
        honba, sticks = [*_ints(node.get("ba"), "AGARI ba"), 0, 0][:2]
        ten = _ints(node.get("ten"), "AGARI ten")
        sc = _ints(node.get("sc"), "AGARI sc")
        if len(ten) < 3 or len(sc) != 8:
            raise LogError("log_bad_value", what="AGARI ten/sc", value=node.get("ten", ""))
        deltas = (sc[1] * 100, sc[3] * 100, sc[5] * 100, sc[7] * 100)
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
        value = LogValue(han, ten[0], ten[1], tuple(yaku), len(yakuman_ids), deltas[who])
        flags = table.flags(who, discarder)
        spec = HandSpec(
            concealed=concealed,
            win_tile=win,
            melds=melds,
            seat=(who - dealer) % 4,
            round_wind=(seed[0] // 4) % 4,
            dora=tuple(tile_of(n, aka) for n in _ints(node.get("doraHai"), "AGARI doraHai")),
            ura=tuple(tile_of(n, aka) for n in _ints(node.get("doraHaiUra"), "AGARI doraHaiUra")),
            honba=honba,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - dealer) % 4,
            rules=self.rules,
            **flags,
        )
        pao = node.get("paoWho")
        return LogWin(
            hand_index=len(self.hands),
            round=round_label(seed[0] // 4, seed[0], seed[1]),
            winner=who,
            discarder=discarder,
            pao=int(pao) if pao is not None and pao.isdigit() else None,
            spec=spec,
            value=value,
            deltas=deltas,
        )

    def _agari_meld(self, code: int, who: int) -> Meld:
        kind, _, tiles, _ = decode_meld(code, who, self.aka)
        return meld_of("kan" if kind == "kakan" else kind, tiles)

    def _finish(self, hand: dict[str, object], node: ET.Element, end: str) -> None:
        seed = hand["seed"]
        table = hand["table"]
        wins = hand["wins"]
        start = hand["start"]
        assert isinstance(seed, list) and isinstance(table, Table) and isinstance(wins, list)
        assert isinstance(start, tuple)
        total = [0, 0, 0, 0]
        if end == "win":
            for win in wins:
                assert isinstance(win, LogWin)
                total = [a + b for a, b in zip(total, win.deltas, strict=True)]
        else:
            sc = _ints(node.get("sc"), "RYUUKYOKU sc")
            if len(sc) == 8:
                total = [sc[1] * 100, sc[3] * 100, sc[5] * 100, sc[7] * 100]
        tenpai = tuple(i for i in range(4) if node.get(f"hai{i}") is not None) if end != "abort" else ()
        nagashi: tuple[int, ...] = ()
        if end == "nagashi":
            # nagashi mangan holders: whoever gained with no tenpai money to explain it
            nagashi = tuple(i for i in range(4) if total[i] > 0)
        owari = (node.get("owari") or "").split(",")
        if len(owari) == 8:
            points = _ints(",".join(owari[0::2]), "owari")
            self.final = (points[0] * 100, points[1] * 100, points[2] * 100, points[3] * 100)
        self.hands.append(
            LogHand(
                index=len(self.hands),
                round=round_label(seed[0] // 4, seed[0], seed[1]),
                round_wind=(seed[0] // 4) % 4,
                kyoku=seed[0] % 4,
                dealer=int(str(hand["dealer"])),
                honba=seed[1],
                sticks=seed[2],
                start=(start[0], start[1], start[2], start[3]),
                end=end,
                wins=tuple(w for w in wins if isinstance(w, LogWin)),
                riichi=tuple(table.sticks_paid),
                tenpai=tenpai,
                nagashi=nagashi,
                abort=ABORTS.get(node.get("type", ""), node.get("type", "")) if end == "abort" else "",
                deltas=(total[0], total[1], total[2], total[3]),
            )
        )
        hand["wins"] = []


def _yaku_id(number: int) -> str:
    try:
        return TENHOU_YAKU[number]
    except KeyError:
        raise LogError("log_bad_value", what="yaku", value=number) from None


def read_mjlog(text: str, preset_name: str | None = None) -> GameLog:
    """Read a Tenhou mjlog, under the named preset's rules (default ``tenhou``) with the
    lobby's own options; raises :class:`LogError`."""
    return _Reader(parse_xml(text), preset_name).read()
