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
from collections import Counter
from dataclasses import dataclass, field
from urllib.parse import unquote

from mjgui.core.game.game import ron_counters
from mjgui.core.logs.final import log_rules, scores_of
from mjgui.core.logs.model import (
    MAX_LOG_CHARS,
    TENHOU_YAKU,
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    canonical,
    hand_gaps,
    in_the_set,
    is_seat,
    locate,
    meld_of,
    off_the_table,
    own_preset,
    players_rules,
    points_after,
    position,
    quoted,
    round_label,
    seat_name,
    unreadable_hand,
)
from mjgui.core.logs.table import Table
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import NORTH, Tile

_DECLARATION = re.compile(r"<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST)", re.IGNORECASE)
#: The start of a web page (HTML), an XML declaration and comments before it: a page of a log
#: viewer saved from the browser, not its log
_WEB_PAGE = re.compile(
    r"[\ufeff\s]*(?:<\?xml[^>]{0,200}>\s*)?(?:<!--.{0,2000}?-->\s*)*<(?:!doctype\s+html|html)[\s>]",
    re.IGNORECASE | re.DOTALL,
)
_DRAW = re.compile(r"([TUVW])(\d+)")
_DISCARD = re.compile(r"([DEFG])(\d+)")
#: the rules a Tenhou log is read under unless told otherwise (its lobby says which options)
DEFAULT_PRESET = "tenhou"
#: the lobby bit of a game played for chips (祝儀): its ``sc`` and ``owari`` say each player's
#: chips after the points, and it plays kiriage mangan (:func:`game_rules`)
CHIPS = 0x200
RED_IDS = frozenset({16, 52, 88})  # the red 5m, 5p, 5s in Tenhou's 0..135 numbering
ABORTS = {
    "yao9": "kyuushu",
    "reach4": "four_riichi",
    "ron3": "triple_ron",
    "kan4": "four_kans",
    "kaze4": "four_winds",
}


def check_safe(text: str) -> None:
    """Refuse what a safe reader must not parse: oversize text and DTD declarations (a web page,
    whose DOCTYPE says HTML, refused as a web page: what it is and what to open instead)."""
    if len(text) > MAX_LOG_CHARS:
        raise LogError("log_too_large", size=len(text), limit=MAX_LOG_CHARS)
    if _WEB_PAGE.match(text):
        raise LogError("log_web_page", line=1, column=1)
    found = _DECLARATION.search(text)
    if found:
        line, column = position(text, found.start())
        raise LogError("log_doctype", line=line, column=column)


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


def tile_number(number: int) -> int:
    """A tile in Tenhou's 0..135 numbering (four copies of each of the 34 kinds), checked."""
    if not 0 <= number < 136:
        raise LogError("log_bad_value", what="tile", value=number)
    return number


def tile_of(number: int, aka: bool) -> Tile:
    return Tile(tile_number(number) // 4, red=aka and number in RED_IDS)


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


def _counter(values: list[int], at: int, what: str, limit: int = 1000) -> int:
    if at >= len(values):  # a counter the attribute does not hold
        raise LogError("log_bad_value", what=what, value=",".join(map(str, values)))
    value = values[at]
    if not 0 <= value < limit:
        raise LogError("log_bad_value", what=what, value=value)
    return value


def _scores(node: ET.Element, what: str) -> list[int]:
    """An AGARI's or RYUUKYOKU's ``sc``: each player's points and change (in hundreds), eight
    values; a chip lobby (``<GO type>`` & 0x200) writes sixteen, each player's chips and their
    change after them, which are not read. Empty when the attribute is (a draw that moves
    nothing)."""
    values = _ints(node.get("sc"), what)
    if len(values) not in (0, 8, 16):
        raise LogError("log_bad_value", what=what, value=node.get("sc", ""))
    return values[:8]


def _call_kind(text: str) -> str:
    """The kind of call an ``<N m="...">`` code is, by its bits alone (:func:`meld_kind`; ""
    when the code is no number): to say where a call that cannot be read is."""
    try:
        return meld_kind(int(text))
    except ValueError:
        return ""


def meld_kind(code: int) -> str:
    """The kind of call a ``<N m="...">`` code is, by its bits (:func:`decode_meld`): ``chi``,
    ``pon``, ``kakan``, ``nuki``, ``kan`` or ``ankan``."""
    if code & 0x4:
        return "chi"
    if code & 0x18:
        return "pon" if code & 0x8 else "kakan"
    if code & 0x20:
        return "nuki"
    return "kan" if code & 3 else "ankan"


def _in_discards(kind: str) -> bool:
    """A call made on the seat's own turn (a North set aside, a closed or an added kan): it
    stands in the seat's discards, as tenhou.net/6 lists it; a chi, pon or open kan is a take."""
    return kind in ("nuki", "ankan", "kakan")


def decode_meld(code: int, who: int, aka: bool) -> tuple[str, int | None, list[Tile], Tile | None]:
    """A ``<N m="...">`` code: (kind, from seat or None, tiles, the called/added tile).

    Kinds: ``chi``, ``pon``, ``kakan`` (added kan; tiles are all four), ``kan`` (open kan),
    ``ankan``, ``nuki`` (a North set aside, three players: the one tile). The called tile is the
    one taken from another player (the added one for kakan, the North for nuki). Seats count
    round four places with three players too (the empty fourth seat is never a source).
    """
    rel = code & 3
    source = (who + rel) % 4 if rel else None
    call = meld_kind(code)
    if call == "chi":
        t = code >> 10
        called = t % 3
        t //= 3
        base = (t // 7) * 9 + t % 7
        offsets = ((code >> 3) & 3, (code >> 5) & 3, (code >> 7) & 3)
        numbers = [(base + i) * 4 + offsets[i] for i in range(3)]
        tiles = [tile_of(n, aka) for n in numbers]
        return "chi", source, tiles, tiles[called]
    if call in ("pon", "kakan"):
        unused = (code >> 5) & 3
        t = code >> 9
        called = t % 3
        kind = t // 3
        if kind >= 34:
            raise LogError("log_bad_value", what="meld", value=code)
        numbers = [kind * 4 + i for i in range(4) if i != unused]
        tiles = [tile_of(n, aka) for n in numbers]
        if call == "pon":
            return "pon", source, tiles, tiles[called]
        added = tile_of(kind * 4 + unused, aka)
        return "kakan", source, [*tiles, added], added
    if call == "nuki":  # a North set aside (three players)
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
    0x200 chips (祝儀), applied to the named preset (Tenhou's own by default: ``tenhou``, or
    ``tenhou-sanma`` for three players). A preset for another number of players is refused
    (:func:`players_rules`).

    A chip lobby rounds 4 han 30 fu and 3 han 60 fu up to a mangan (kiriage): its real logs pay
    them so (dnovikoff/tenhou's chip.xml, type 553, and ratio1.xml, type 1569: a 4 han 30 fu
    tsumo of 2000-4000 and a dealer's of 4000 all), where Tenhou's other lobbies pay 7900 and
    11 700. No other bit is known to change the scoring."""
    players = 3 if game_type & 0x10 else 4
    return type_options(players_rules(players, preset_name, DEFAULT_PRESET), game_type)


def type_options(rules: Rules, game_type: int, where: str = "GO type") -> Rules:
    """``rules`` with the options of Tenhou's lobby bits (:func:`game_rules`), for as many
    players as they are for (the lobby's three-player bit must agree). ``where``: the field the
    bits are read from, which a wrong value names (the mjlog's ``GO type``, the JSON's ``rule``)."""
    if bool(game_type & 0x10) != (rules.players == 3):
        raise LogError("log_bad_value", what=where, value=f"{game_type:04x}")
    chips: dict[str, object] = {"kiriage": True} if game_type & CHIPS else {}
    return rules.with_options(
        aka=0 if game_type & 0x02 else rules.one_red_each,  # three players: 5p and 5s
        kuitan=not game_type & 0x04,
        east_only=not game_type & 0x08,
        **chips,
    )


#: Tenhou's lobby rule flags (個室/大会 lobbies): the mjlog's ``<GO csrule="…">`` and the
#: ``csrule`` list of Tenhou's own JSON (mjlog2json), its first two items hexadecimal flags. The
#: meanings are those Longhorn-Riichi/InjusticeJudge documents (@ b266f2b, example_arml_game.json,
#: after blog.tenhou.net/article/39084756.html), checked against two real logs: the ARML lobby
#: game there (``4120DF0F``: kiriage, and the log pays 4 han 30 fu 8000) and
#: dnovikoff-newattr2023.mjlog (``0FE0BF0B``, ``0000001F``). ``csrule[0]``:
CS_KIRIAGE = 0x00000002
CS_ATAMA_HANE = 0x00002000  # only the winner nearest the discarder's turn wins (head bump)
CS_NO_IPPATSU = 0x00080000
CS_DOUBLE_ROUND_WIND = 0x00100000  # East counts East and West as round wind, South South and North
CS_SANMA_SPLIT = 0x00800000  # three players: a tsumo's loss split between the two payers
CS_RENHOU = 0x01000000  # renhou is played (at a value no flag says): see lobby_renhou
#: the play options a flag turns off (on for sudden death), applied as the rules a record of the
#: game is saved under; the game's own hands still show otherwise where they do (log_rules)
CS_NO_BUSTING = 0x00000004
CS_NO_ABORTS = 0x00000F00  # four winds, four kans, four riichi, nine terminals: all four off
CS_NO_TRIPLE_RON_ABORT = 0x00001000
CS_NO_AGARI_YAME = 0x00004000
CS_NO_TENPAI_YAME = 0x00008000
CS_SUDDEN_DEATH = 0x00200000  # the game goes on into the next round wind (West after South)
#: ``csrule[0]`` flags whose effect the log's own hands and end show, whatever the flag (the
#: readers take the dora, the draws, the end of the game and its final score from the log):
#: nagashi mangan 0x1 (its sense is not sure: InjusticeJudge's notes say set for none, its code
#: reads set as played), kan dora at once 0x8, no dora, kan dora, ura or kan ura 0xF0, no renchan
#: on a win or on tenpai 0x30000, the final score rounded 0x40000, kita 0x400000, riichi with no
#: draw left 0x2000000, a closed kan after riichi 0x4000000, a wait on a tile the hand holds four
#: of 0x8000000, the hidden join button 0x40000000; and the play options above, applied but
#: overruled by what the game shows
CS_SHOWN = (
    0x1
    | 0x8
    | 0xF0
    | 0x30000
    | 0x40000
    | 0x400000
    | 0x2000000
    | 0x4000000
    | 0x8000000
    | 0x40000000
    | CS_NO_BUSTING
    | CS_NO_ABORTS
    | CS_NO_TRIPLE_RON_ABORT
    | CS_NO_AGARI_YAME
    | CS_NO_TENPAI_YAME
    | CS_SUDDEN_DEATH
)
CS_KNOWN = (
    CS_SHOWN | CS_KIRIAGE | CS_ATAMA_HANE | CS_NO_IPPATSU | CS_DOUBLE_ROUND_WIND | CS_SANMA_SPLIT | CS_RENHOU
)
#: ``csrule[1]``: 0x1 a double wind pair 2 fu, 0x2 the uma split (the final scores show it), 0x4
#: the sticks left at the end to the top (the end shows it), 0x8 pao for suukantsu, 0x10 no
#: kazoe yakuman (13 han is a sanbaiman)
CS2_WIND_PAIR_2FU = 0x1
CS2_SUUKANTSU_PAO = 0x8
CS2_NO_KAZOE = 0x10
CS2_KNOWN = 0x1F
#: ``csrule`` items after the flags: 4-6 the start, the return and the count's base points, 7 a
#: top that ends the game, 8-9 the least and most rounds, 10 the riichi stick, 11 a honba per
#: payer, 16-18 the noten payments, 19 a chip's points, 20 the points' factor, 21-35 the uma
#: (the readers take the start from the log's first hand, the end and the uma from its final
#: score); 2-3 (more flags), 12-15 and 36 on are said by no source: set, the game is not read
CS_UNKNOWN_ITEMS = (2, 3, 12, 13, 14, 15)
#: the values mjgui plays; 16-18 are what each noten player pays when one, two or three players
#: are tenpai, with four players (InjusticeJudge @ fcaac97, ``example_arml_game.json``: "noten
#: penalty for 1/2/3 person tenpai (1000/1500/3000)"). No source says what they mean, or what
#: Tenhou plays for them, in a three-player lobby: set there, the game is not read
CS_DEFAULTS = {10: 1000, 11: 100, 16: 1000, 17: 1500, 18: 3000}
CS_NOTEN_ITEMS = (16, 17, 18)


def _flags(csrule: list[str], at: int) -> int:
    text = csrule[at].strip() if at < len(csrule) else ""
    if not text:
        return 0
    if not re.fullmatch(r"[0-9A-Fa-f]{1,8}", text):
        raise LogError("log_bad_value", what=f"csrule {at}", value=text)
    return int(text, 16)


def lobby_rules(rules: Rules, csrule: object) -> tuple[Rules, bool]:
    """``rules`` (the lobby's ``<GO type>`` applied) with the lobby's own rule flags
    (``csrule``: a list of strings, or None for a lobby that writes none), and whether the lobby
    plays renhou, at a value no flag says (:func:`lobby_renhou` reads a win that may be one).

    Applied: kiriage mangan, head bump, a double wind pair 2 fu, suukantsu pao, no kazoe
    yakuman, the honba's value, and the play options (busting, abortive draws, agari-yame and
    tenpai-yame, sudden death) that the game's own hands still overrule where they show them.
    A flag or an item whose meaning is not known, or a rule that changes what a win is worth and
    that mjgui cannot apply (no ippatsu, a double round wind, three players' tsumo split between
    two, another riichi stick or noten payment, a honba not whole hundreds a payer) refuses the
    game (``log_lobby_flag``, ``log_lobby_rule``, ``log_lobby_honba``) rather than read it under
    rules it may not have been played by; so do noten payments written by a three-player lobby,
    whose meaning no source gives (``log_lobby_noten_3p``)."""
    if csrule is None:
        return rules, False
    if not isinstance(csrule, list) or not all(isinstance(c, str) for c in csrule):
        raise LogError("log_bad_value", what="csrule", value=str(csrule)[:80])
    first, second = _flags(csrule, 0), _flags(csrule, 1)
    if first & ~CS_KNOWN:
        raise LogError("log_lobby_flag", field="csrule 0", flag=f"0x{first & ~CS_KNOWN:08X}")
    if second & ~CS2_KNOWN:
        raise LogError("log_lobby_flag", field="csrule 1", flag=f"0x{second & ~CS2_KNOWN:08X}")
    for at in (*CS_UNKNOWN_ITEMS, *range(36, len(csrule))):
        if at < len(csrule) and csrule[at].strip():
            raise LogError("log_lobby_flag", field=f"csrule {at}", flag=csrule[at].strip()[:20])
    # the rules that change what a win is worth, which mjgui cannot apply
    if first & CS_NO_IPPATSU:
        raise LogError("log_lobby_rule", what="no ippatsu")
    if first & CS_DOUBLE_ROUND_WIND:
        raise LogError("log_lobby_rule", what="double round wind")
    if first & CS_SANMA_SPLIT and rules.players == 3:  # a three-player flag: only there
        raise LogError("log_lobby_rule", what="tsumo split between two")
    values = {at: _item(csrule, at) for at in CS_DEFAULTS}
    if values[10] not in (None, CS_DEFAULTS[10]):
        raise LogError("log_lobby_rule", what="riichi stick")
    if rules.players == 3 and any(values[at] is not None for at in CS_NOTEN_ITEMS):
        # the four-player values are no three-player default, and no source says how a
        # three-player lobby's items read: refused, not guessed
        written = ",".join(csrule[at].strip() if at < len(csrule) else "" for at in CS_NOTEN_ITEMS)
        raise LogError("log_lobby_noten_3p", flag=written)
    if any(values[at] not in (None, CS_DEFAULTS[at]) for at in CS_NOTEN_ITEMS):
        raise LogError("log_lobby_rule", what="noten payments")
    honba = values[11]
    if honba is not None and honba % 100:  # a tsumo's honba is shared in whole hundreds
        raise LogError("log_lobby_honba", payment=honba)
    changes: dict[str, object] = {
        "kiriage": bool(first & CS_KIRIAGE) or rules.kiriage,
        "atama_hane": bool(first & CS_ATAMA_HANE) or rules.atama_hane,
        "buttobi": rules.buttobi and not first & CS_NO_BUSTING,
        "abortive_draws": rules.abortive_draws and first & CS_NO_ABORTS != CS_NO_ABORTS,
        "triple_ron_abort": rules.triple_ron_abort and not first & CS_NO_TRIPLE_RON_ABORT,
        "agari_yame": rules.agari_yame and not first & CS_NO_AGARI_YAME,
        "tenpai_yame": rules.tenpai_yame and not first & CS_NO_TENPAI_YAME,
        "overtime": bool(first & CS_SUDDEN_DEATH),
    }
    if honba is not None:
        changes["honba_ron"] = honba * (rules.players - 1)
    if second & CS2_WIND_PAIR_2FU:
        changes["double_wind_pair_fu"] = 2
    if second & CS2_SUUKANTSU_PAO:
        changes["pao"] = rules.pao | {"suukantsu"}
    if second & CS2_NO_KAZOE:
        changes["kazoe"] = "sanbaiman"
    return rules.with_options(**changes), bool(first & CS_RENHOU)


def lobby_renhou(value: LogValue, label: str) -> None:
    """A ron that may be renhou (:meth:`Table.renhou_chance`) in a lobby that plays renhou, as
    its log scores it. A win whose yaku do not list renhou (人和, Tenhou's yaku 36) was paid its
    ordinary value, which is read as it is: renhou takes a win's yaku only where it is worth as
    much or more (InjusticeJudge @ b266f2b, injustice_judge/yaku.py 556-561: "if renhou is equal
    or better, then we replace it with renhou", as a 5-han mangan). A win the log scores as
    renhou is refused (``log_lobby_renhou``): no flag says at what value the lobby plays it, so
    no rules of mjgui are sure to be its rules."""
    if any(name == "renhou" for name, _ in value.yaku):
        raise LogError("log_lobby_renhou", round=label)


def _item(csrule: list[str], at: int) -> int | None:
    """A number item of ``csrule``; None when empty."""
    text = csrule[at].strip() if at < len(csrule) else ""
    if not text:
        return None
    if not re.fullmatch(r"\d{1,6}", text):
        raise LogError("log_bad_value", what=f"csrule {at}", value=text[:20])
    return int(text)


@dataclass
class _Hand:
    """The hand being read, from its INIT to its end."""

    label: str
    start: tuple[int, ...]
    seed: list[int]
    dealer: int
    table: Table
    wins: list[LogWin] = field(default_factory=list)
    #: the AGARI of a double ron, read together once the last of them is met
    agari: list[ET.Element] = field(default_factory=list)
    #: each seat's takes (draws, and calls of a discard: chi, pon, open kan), discards (with its
    #: closed and added kans and Norths set aside, where tenhou.net/6 lists them) and Norths so far
    takes: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    discards: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    nuki: list[int] = field(default_factory=lambda: [0, 0, 0])  # three players only
    #: each seat's concealed tiles by kind, from INIT hai0-3 on (None where the INIT does not deal
    #: every seat 13 tiles): a discard or a call from a tile the hand does not hold is refused
    held: list[Counter[int]] | None = None

    def give(self, seat: int, number: int) -> None:
        if self.held is not None:
            self.held[seat][number // 4] += 1

    def take_out(self, seat: int, kinds: list[int]) -> None:
        if self.held is None:
            return
        hand = self.held[seat]
        for kind in kinds:
            if not hand[kind]:
                raise LogError("log_bad_value", what="tile not in the hand", value=Tile(kind).code)
            hand[kind] -= 1


class _Reader:
    def __init__(self, root: ET.Element, preset_name: str | None = None) -> None:
        self.root = root
        self.preset_name = preset_name
        self.rules = preset(preset_name or DEFAULT_PRESET)  # the lobby's <GO> says how many play
        self.players: tuple[str, ...] = ("", "", "", "")
        self.hands: list[LogHand] = []
        self.final: tuple[int, ...] | None = None
        self.final_scores: tuple[int, ...] | None = None
        #: the lobby plays renhou at a value its log does not say (:func:`lobby_rules`)
        self.renhou = False
        #: the file's last line (where a file without the game's end stops)
        self.last_line = 1

    @property
    def seats(self) -> int:
        return self.rules.players

    @property
    def aka(self) -> bool:
        """Whether the red fives are red (the lobby's bit; Tenhou's own rules have them)."""
        return bool(self.rules.aka)

    def read(self) -> GameLog:
        tag = self.root.tag
        if tag.rpartition("}")[2].lower() == "html":  # a web page written as XML (XHTML)
            raise LogError("log_web_page", line=1, column=1)
        if tag != "mjloggm":  # another XML: said by its root element's name, its namespace aside
            raise LogError("log_not_mjlog", line=1, column=1, found=quoted(tag.rpartition("}")[2]))
        current: _Hand | None = None  # the hand being read, until it ends or cannot be read
        children = list(self.root)
        for index, node in enumerate(children):
            tag = node.tag
            if tag == "GO":
                rules = game_rules(_int(node, "type"), self.preset_name)
                csrule = node.get("csrule")
                rules, self.renhou = lobby_rules(rules, None if csrule is None else csrule.split(","))
                if self.hands or current is not None:  # the lobby is said before the first hand
                    raise LogError("log_bad_value", what="GO", value=node.get("type"))
                self.rules = rules
            elif tag == "UN":
                # the first UN names everyone; a later one (a player back after a <BYE>) names
                # only the seats it carries: the others keep their names
                names = list(self.players)
                for seat in range(self.seats):
                    name = node.get(f"n{seat}")
                    if name is not None:
                        names[seat] = unquote(name)
                self.players = tuple(names)
            elif tag == "INIT":
                if current is not None:
                    self._spoil(current, LogError("log_bad_value", what="hand", value="no end"))
                current = self._init(node)
            elif current is not None:
                following = children[index + 1].tag if index + 1 < len(children) else ""
                try:
                    ended = self._event(current, node, following)
                except LogError as err:
                    self._spoil(current, self._where(current, node, err))
                    ended = True
                if ended:
                    current = None
        if current is not None:
            self._spoil(current, LogError("log_bad_value", what="hand", value="no end"))
        if not self.hands:
            raise LogError("log_no_hands")
        rules = log_rules(self.rules, self.hands, self.final, self.final_scores)
        players = self.players[: self.seats]
        cut = None
        if self.final is None and self.hands[-1].end != "unreadable":
            # Tenhou writes the game's final points (owari) on its last hand's end: a file
            # without them stops before the game's end (mjx-project/mjx's …-no-game-end.mjlog)
            cut = LogError("log_mjlog_cut_after", line=self.last_line, round=self.hands[-1].round)
        return GameLog(
            "mjlog",
            players,
            rules,
            tuple(self.hands),
            self.final,
            final_scores=self.final_scores,
            gaps=hand_gaps(self.hands, players),
            own_rules=own_preset(self.seats, DEFAULT_PRESET),
            cut=cut,
        )

    def _points(self) -> tuple[int, ...]:
        return points_after(self.hands[-1]) if self.hands else (0,) * self.seats

    def _where(self, hand: _Hand, node: ET.Element, err: LogError) -> LogError:
        """The error said again with the hand, the seat and its n-th take or discard."""
        label = hand.label
        tag = node.tag
        players = self.players[: self.seats]  # a seat off a three-player table is #4, not a name
        if _DRAW.fullmatch(tag):
            seat = "TUVW".index(tag[0])
            return locate(err, label, seat_name(players, seat), "take", hand.takes[seat])
        if _DISCARD.fullmatch(tag):
            seat = "DEFG".index(tag[0])
            return locate(err, label, seat_name(players, seat), "discard", hand.discards[seat])
        who = node.get("who")
        if who in [str(seat) for seat in range(self.seats)]:  # a seat at this table
            seat = int(who)
            name = seat_name(players, seat)
            if tag == "N" and _in_discards(_call_kind(node.get("m", ""))):
                # a North set aside, a closed or an added kan: the seat's own turn, its next
                # discard (as tenhou.net/6 lists it), not the replacement draw after it
                return locate(err, label, name, "discard", hand.discards[seat] + 1)
            if tag == "N":  # a chi, a pon or an open kan: a take, the discard called
                return locate(err, label, name, "take", hand.takes[seat] + 1)
            if tag == "REACH":
                return locate(err, label, name, "discard", hand.discards[seat] + 1)
            return locate(err, label, name, "win")
        return locate(err, label)

    def _spoil(self, hand: _Hand, err: LogError) -> None:
        """The hand cannot be read: it stays in its place as a difference, the game goes on."""
        self._unreadable(hand.label, hand.start, err)

    def _unreadable(self, label: str, start: tuple[int, ...], err: LogError) -> None:
        self.hands.append(unreadable_hand(len(self.hands), label, locate(err, label), start))

    def _init(self, node: ET.Element) -> _Hand | None:
        """The hand an INIT deals; None when the INIT cannot be read, the hand then kept as an
        unreadable one, from where the game stood (or from the INIT's points when they are read)."""
        label = f"#{len(self.hands) + 1}"
        start = self._points()
        seats = self.seats
        try:
            seed = _ints(node.get("seed"), "INIT seed")
            ten = _ints(node.get("ten"), "INIT ten")
            if len(seed) < 6:
                raise LogError("log_bad_value", what="INIT seed", value=node.get("seed", ""))
            if len(ten) != 4 or bool(node.get("hai3")) != (seats == 4):
                # four points and four hands, the fourth empty with three players (the lobby's bit)
                raise LogError("log_bad_value", what="INIT ten/hai3", value=node.get("ten", ""))
            start = tuple(t * 100 for t in ten[:seats])
            kyoku = _counter(seed, 0, "INIT seed", 16)
            honba = _counter(seed, 1, "INIT seed")
            _counter(seed, 2, "INIT seed")
            label = round_label(kyoku // 4, kyoku, honba)
            if any(abs(t) > 10**7 for t in ten):
                raise LogError("log_bad_value", what="INIT ten", value=node.get("ten"))
            dealer = self._player(node, "oya")
            tile_number(seed[5])  # the first dora indicator: checked; each AGARI says them all
            dealt = [_ints(node.get(f"hai{seat}"), f"INIT hai{seat}") for seat in range(seats)]
            for number in (n for hand in dealt for n in hand):  # the dealt tiles: each of the set
                self._in_set(number)
        except LogError as err:
            self._unreadable(label, start, err)
            return None
        hand = _Hand(label, start, seed, dealer, Table(dealer, seats))
        if all(len(tiles) == 13 for tiles in dealt):
            hand.held = [Counter(n // 4 for n in tiles) for tiles in dealt]
        return hand

    def _in_set(self, number: int) -> None:
        """A tile dealt, drawn or discarded: one of 0..135, of a kind the game plays with (no
        2m-8m with three players)."""
        in_the_set(Tile(tile_number(number) // 4), self.rules)

    def _event(self, hand: _Hand, node: ET.Element, following: str) -> bool:
        """Read one event of the hand (``following``: the next element's tag); whether the hand
        ended with it."""
        table = hand.table
        tag = node.tag
        if _DRAW.fullmatch(tag):
            seat = "TUVW".index(tag[0])
            hand.takes[seat] += 1  # counted first: an error names this take by its number
            if seat >= self.seats:
                raise LogError("log_bad_value", what="take", value=tag)
            number = int(tag[1:]) if len(tag) < 6 else -1
            self._in_set(number)
            hand.give(seat, number)
            table.draw(seat)
        elif _DISCARD.fullmatch(tag):
            seat = "DEFG".index(tag[0])
            hand.discards[seat] += 1  # counted first: an error names this discard by its number
            if seat >= self.seats:
                raise LogError("log_bad_value", what="discard", value=tag)
            number = int(tag[1:]) if len(tag) < 6 else -1
            self._in_set(number)
            hand.take_out(seat, [number // 4])
            table.discard(seat)
        elif tag == "N":
            who = self._player(node, "who")
            kind, _, tiles, called = decode_meld(_int(node, "m"), who, self.aka)
            if kind == "nuki" and self.seats != 3:  # Norths are set aside only with three players
                raise LogError("log_bad_value", what="N m", value=node.get("m"))
            # the tiles the call takes from the hand: all but the one called from another player
            # (of an added kan, the one added; of a closed kan, all four; of a nuki, the North)
            own = [t.kind for t in tiles]
            if kind == "kakan" and called is not None:
                own = [called.kind]
            elif kind in ("chi", "pon", "kan") and called is not None:
                own.remove(called.kind)
            hand.take_out(who, own)
            if _in_discards(kind):
                hand.discards[who] += 1
            else:
                hand.takes[who] += 1
            if kind == "nuki":
                hand.nuki[who] += 1
                table.nuki(who)
            else:
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
            self._player(node, "who")
            hand.agari.append(node)
            if following == "AGARI":
                return False
            for agari in hand.agari:
                try:
                    hand.wins.append(self._agari(hand, agari))
                except LogError as err:
                    raise self._where(hand, agari, err) from None
            self._finish(hand, node, "win")
            return True
        elif tag == "RYUUKYOKU":
            draw_type = node.get("type")
            if not draw_type:
                self._finish(hand, node, "draw")
            elif draw_type == "nm":
                self._finish(hand, node, "nagashi")
            else:
                self._finish(hand, node, "abort", ABORTS.get(draw_type, draw_type))
            return True
        return False

    def _agari(self, hand: _Hand, node: ET.Element) -> LogWin:
        seed, group = hand.seed, hand.agari
        who, from_who = self._player(node, "who"), self._player(node, "fromWho")
        discarder = None if from_who == who else from_who
        seats = self.seats
        dealer = hand.dealer
        aka = self.aka
        held, machi = _ints(node.get("hai"), "AGARI hai"), _int(node, "machi")
        if machi not in held:  # Tenhou writes the winning tile in the hand: a tool left it out
            seat = seat_name(self.players[:seats], who)
            tile = tile_of(machi, aka).code
            raise LogError("log_win_tile_left_out", round=hand.label, seat=seat, tile=tile)
        concealed = tuple(tile_of(n, aka) for n in held)
        win = tile_of(machi, aka)
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
        paid = honba
        if discarder is not None:
            winners = [self._player(agari, "who") for agari in group]
            paid, sticks = ron_counters(self.rules, discarder, winners, who, honba, sticks)
        ten = _ints(node.get("ten"), "AGARI ten")
        if len(ten) < 3:
            raise LogError("log_bad_value", what="AGARI ten", value=node.get("ten", ""))
        sc = _scores(node, "AGARI sc")
        if not sc:
            raise LogError("log_bad_value", what="AGARI sc", value=node.get("sc", ""))
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
        if self.renhou and hand.table.renhou_chance(who, discarder):
            lobby_renhou(value, hand.label)
        flags = hand.table.flags(who, discarder)
        dora = tuple(tile_of(n, aka) for n in _ints(node.get("doraHai"), "AGARI doraHai"))
        ura = tuple(tile_of(n, aka) for n in _ints(node.get("doraHaiUra"), "AGARI doraHaiUra"))
        pao = self._player(node, "paoWho") if node.get("paoWho") is not None else None
        pao = None if pao == who else pao
        spec = HandSpec(
            concealed=concealed,
            win_tile=win,
            melds=tuple(melds),
            seat=(who - dealer) % seats,
            round_wind=seed[0] // 4,  # INIT refuses a seed past 15
            dora=dora,
            ura=ura,
            nuki=nuki,
            # the hand's counter (ryanhan shibari reads it) and the honba this winner is paid
            honba=honba,
            paid_honba=None if paid == honba else paid,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - dealer) % seats,
            rules=self.rules,
            liable=None if pao is None else (pao - dealer) % seats,
            **flags,
        )
        return LogWin(
            hand_index=len(self.hands),
            round=hand.label,
            winner=who,
            discarder=discarder,
            pao=pao,
            spec=canonical(spec),
            value=value,
            deltas=deltas,
        )

    def _player(self, node: ET.Element, name: str) -> int:
        """A seat attribute (``who``, ``fromWho``, ``oya``, ``paoWho``) of a player at this table:
        0 to 3, or 0 to 2 with three players."""
        seat = _int(node, name)
        if not is_seat(seat, self.seats):  # seat 3 of three players: the empty fourth seat, said so
            shown = off_the_table(seat, self.seats) if seat == 3 else node.get(name)
            raise LogError("log_bad_value", what=f"{node.tag} {name}", value=shown)
        return seat

    def _finish(self, hand: _Hand, node: ET.Element, end: str, abort: str = "") -> None:
        seed, table = hand.seed, hand.table
        seats = self.seats
        stated = True
        if end == "win":
            total = [sum(win.deltas[seat] for win in hand.wins) for seat in range(seats)]
        else:
            sc = _scores(node, "RYUUKYOKU sc")  # none: a draw that moves nothing
            total = [sc[1 + 2 * seat] * 100 if sc else 0 for seat in range(seats)]
            stated = bool(sc)
        tenpai = tuple(i for i in range(seats) if node.get(f"hai{i}") is not None) if end != "abort" else ()
        nagashi: tuple[int, ...] = ()
        if end == "nagashi":
            # nagashi mangan holders: whoever gained with no tenpai money to explain it
            nagashi = tuple(i for i in range(seats) if total[i] > 0)
        owari = (node.get("owari") or "").split(",")
        if len(owari) in (8, 16):  # with chips, each player's chips follow (not read)
            owari = owari[:8]
            points = _ints(",".join(owari[0::2]), "owari")
            self.final = tuple(p * 100 for p in points[:seats])
            # each player's final score after the points (thousands: -10.7, 66)
            self.final_scores = scores_of(owari[1::2][:seats])
        self.hands.append(
            LogHand(
                index=len(self.hands),
                round=hand.label,
                round_wind=seed[0] // 4,  # INIT refuses a seed past 15
                kyoku=seed[0] % 4,
                dealer=hand.dealer,
                honba=seed[1],
                sticks=seed[2],
                start=hand.start,
                end=end,
                wins=tuple(hand.wins),
                riichi=tuple(table.sticks_paid),
                tenpai=tenpai,
                nagashi=nagashi,
                abort=abort,
                deltas=tuple(total),
                nuki=tuple(hand.nuki) if seats == 3 else (),
                stated=stated,
            )
        )


def _yaku_id(number: int) -> str:
    """Our id for Tenhou's yaku number; an unknown number is kept as ``?number`` (a difference
    of that win, not a refused file)."""
    return TENHOU_YAKU.get(number, f"?{number}")


def read_mjlog(text: str, preset_name: str | None = None) -> GameLog:
    """Read a Tenhou mjlog, under the named preset's rules (default ``tenhou``) with the
    lobby's own options; raises :class:`LogError`."""
    reader = _Reader(parse_xml(text), preset_name)
    reader.last_line = text.rstrip().count("\n") + 1
    return reader.read()
