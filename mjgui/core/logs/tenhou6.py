"""The tenhou.net/6 JSON log (``{"title", "name", "rule", "log": [[...], ...]}``).

Each hand is ``[[kyoku, honba, sticks], points, dora, ura, haipai0, takes0, discards0, ...,
result]``. Tiles are 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51-53 the red fives; a
discard of 60 throws the tile just drawn. Calls are strings: ``c`` chi, ``p`` pon, ``m`` open
kan (in the taker's draws; the letter's place says whom it came from), ``k`` added kan and
``a`` closed kan (in the discards), ``r`` riichi. The log does not write the winning hand
down, so each player's hand is followed draw by draw.

Three players (sanma): the fourth seat's name is empty and its tiles are empty lists, points
and changes still have four entries (the fourth 0), and ``f44`` in a player's discards sets a
North aside (nuki; the replacement draw follows in the takes). Calls keep the four-seat
letter places (the empty seat is never a source). Tenhou counts the Norths set aside in its
``ドラ``; Mahjong Soul converters list them as ``抜きドラ``.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Iterable
from typing import Any, NamedTuple
from urllib.parse import unquote

from mjgui.core.game.game import ron_counters
from mjgui.core.logs.final import ended_in_east, log_rules, scores_of
from mjgui.core.logs.links import json_link_fragment, json_link_pieces, shortcut_json_link, starts_json_links
from mjgui.core.logs.mjlog import lobby_renhou, lobby_rules, type_options
from mjgui.core.logs.model import (
    GameLog,
    LogError,
    LogHand,
    LogValue,
    LogWin,
    Positions,
    canonical,
    game_day,
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
from mjgui.core.logs.yakunames import yaku_id as known_yaku
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules
from mjgui.core.scoring.tiles import Tile

#: The abortive draws by the words the logs end a hand with: Tenhou's, and each of the three
#: word sets of Equim-chan/tensoul's ``convert.js`` (``RUNES``: Japanese, romaji, English), which
#: its Python ports (tensoul-py, tensoul-py-ng) copy: its Japanese 四開槓 and 三家和 are not
#: Tenhou's 四槓散了 and 三家和了.
ABORTS = {
    "九種九牌": "kyuushu",
    "四家立直": "four_riichi",
    "三家和了": "triple_ron",
    "三家和": "triple_ron",
    "四槓散了": "four_kans",
    "四開槓": "four_kans",
    "四風連打": "four_winds",
    # what converters write in the client's English locale
    "Kyuushu Kyuuhai": "kyuushu",
    "Nine Terminal Abortion": "kyuushu",
    "Suucha Riichi": "four_riichi",
    "Four Riichi Abortion": "four_riichi",
    "Sanchahou": "triple_ron",
    "Three Ron Abortion": "triple_ron",
    "Suukaikan": "four_kans",
    "Four Kan Abortion": "four_kans",
    "Suufon Renda": "four_winds",
    "Four Wind Abortion": "four_winds",
}
#: The exhaustive draws: Tenhou's words and tensoul's; everyone tenpai or noten as Tenhou says it
#: and as tensoul-py-ng's English words say it (its romaji for both is Ryuukyoku).
ALL_TENPAI = ("全員聴牌", "All tempai")
ALL_NOTEN = ("全員不聴", "All noten")
DRAWS = ("流局", "Ryuukyoku", "Exhaustive Draw", *ALL_TENPAI, *ALL_NOTEN)
NAGASHI = ("流し満貫", "Nagashi Mangan", "Mangan at Draw")
WIN = "和了"
_SCORE = re.compile(
    r"(?:(\d{1,4})(?:符|Fu))?(?:(\d{1,4})(?:飜|Han))?\D{0,40}?(\d{1,7})(?:-(\d{1,7}))?(?:点|Points)(∀)?"
)
#: A yaku and what it is worth: ``立直(1飜)``, ``大三元(役満)``, ``(2倍役満)``; in Tenhou's chip
#: lobby (祝儀) followed by the chips it pays, ``一発(1飜1枚)``, ``大三元(役満5枚)``, or the chips
#: alone, ``一発(1枚)`` (the three forms of ippatsu side by side in Project Mahjong's tenhou.net/6
#: encoder, ``MAHJONG_LIB_TENHOU_ENCODER_H``). The chips are not read, as the mjlog reader does not
#: read the ``chip`` attribute (``dnovikoff-chip.mjlog``: ``yaku="…,2,1,…" chip="2,1"``, ippatsu
#: 1 han and, apart, 1 chip); an entry of chips alone gives no han, as written.
_YAKU = re.compile(r"^(.{0,80}?)\((?:(\d{1,3})飜|(\d{0,2})倍?役満|(?=\d))(?:\d{1,3}枚)?\)$", re.DOTALL)


def number(value: object, what: str) -> int:
    """A whole number of the JSON (``25000.0`` counts as one); anything else is a LogError."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise LogError("log_bad_value", what=what, value=value)
    if isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            raise LogError("log_bad_value", what=what, value=value)
        value = int(value)
    if abs(value) > 10**9:
        raise LogError("log_bad_value", what=what, value=value)
    return value


def tile_of(code: object) -> Tile:
    if not isinstance(code, int):  # True and False are ints of suit 0: refused below
        raise LogError("log_bad_value", what="tile", value=code)
    if code in (51, 52, 53):
        return Tile((code - 51) * 9 + 4, red=True)
    suit, digit = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= digit <= 9:
        return Tile((suit - 1) * 9 + digit - 1)
    if suit == 4 and 1 <= digit <= 7:
        return Tile(27 + digit - 1)
    raise LogError("log_bad_value", what="tile", value=code)


def _plain(tiles: list[Tile]) -> list[Tile]:
    """The tiles with their red fives plain (a game without red fives)."""
    return [Tile(t.kind) if t.red else t for t in tiles]


def yaku_id(name: str, kinds: Iterable[int] | None = None) -> str:
    """Our id for a log's yaku name; an unknown name is kept as ``?name`` (a difference).
    ``kinds``: the winning hand's tile kinds, for a name two yaku share (yakunames)."""
    found = known_yaku(name, kinds)
    return found if found is not None else "?" + name.strip()


def parse_value(texts: list[Any], gain: int, seats: int, kinds: Iterable[int] | None = None) -> LogValue:
    """``["30符1飜1000点", "立直(1飜)", ...]`` -> a LogValue. A tsumo's ``2000-4000点`` or
    ``4000点∀`` is what each payer pays: the hand's points are what the ``seats - 1`` payers
    pay together (three players: tsumo loss, the absent North pays nothing). ``kinds``: the
    winning hand's tile kinds (hand and melds), which tell apart the yaku of a name two share."""
    if not texts or not isinstance(texts[0], str):
        raise LogError("log_bad_value", what="agari", value=texts[:1])
    found = _SCORE.search(texts[0])
    if not found:
        raise LogError("log_bad_value", what="score", value=texts[0])
    fu = int(found.group(1)) if found.group(1) else None
    first, second, every = int(found.group(3)), found.group(4), found.group(5)
    # "a-b": a from each non-dealer, b from the dealer; "x∀": x from each payer
    every_payer = (seats - 1) * first
    points = every_payer if every else ((seats - 2) * first + int(second) if second else first)
    yaku: list[tuple[str, int]] = []
    yakuman = 0
    for text in texts[1:]:
        match = _YAKU.match(text.strip()) if isinstance(text, str) else None
        if not match:
            raise LogError("log_bad_value", what="yaku", value=text)
        if match.group(2) is not None:
            han = int(match.group(2))
        elif match.group(3) is None:  # chips alone (一発(1枚)): no han
            han = 0
        else:
            multiple = int(match.group(3) or 1)
            yakuman += multiple
            han = 13 * multiple
        if han:
            yaku.append((yaku_id(match.group(1), kinds), han))
    total = 13 * yakuman if yakuman else sum(h for _, h in yaku)
    if not yaku and found.group(2):  # no yaku listed: the han its value says (30符1飜500点∀)
        total = int(found.group(2))
    # Tenhou counts the Norths set aside in its dora; Mahjong Soul lists them on their own
    nuki_in_dora = seats == 3 and all(y != "nuki_dora" for y, _ in yaku)
    return LogValue(total, fu, points, tuple(yaku), yakuman, gain, nuki_in_dora=nuki_in_dora)


#: Tenhou's lobby names (``rule.disp``): the room, East or South, 喰 with open tanyao, 赤 with
#: red fives, 速 fast: ``般南喰赤``, ``鳳東喰赤速``, ``般南`` (no open tanyao, no red fives).
_TENHOU_LOBBY = re.compile(r"三?([般上特鳳技若銀琥孔])?[東南](喰)?(赤)?(速)?")
#: What Mahjong Soul log converters write in ``title`` / ``rule.disp``: the game's name, the
#: ranked rooms (玉の間四人南, 玉之间, Jade Room…) and the others of the client's match modes
#: (乱闘の間, 交流の間 / Casual Match, 王座间…), the friendly and tournament rooms as
#: Equim-chan/tensoul and its Python ports write them (友人戦 / Friendly, 大会戦 / Tournament and
#: their romaji slip Tounament: ``友人戦南喰赤: 123456``, ``Friendly South``) and 四麻 / 三麻, as
#: a Chinese league tool writes a tournament game (``四麻 半庄``, HimenoKoutarou/
#: majsoul-league-analyzer's sample_paipu.json).
_MAHJONG_SOUL = re.compile(
    r"雀魂|mahjong ?soul|majsoul|maj-soul|[銅銀金玉]の間|王座の間|乱闘の間|交流の間|[铜银金玉]之间|"
    r"王座之?间|乱斗之间|休闲|友人戦|大会戦|[四三]麻|"
    r"\b(bronze|silver|gold|jade|throne|melee) room\b|\bcasual match\b|\bfriendly\b|\bto(ur|u)nament\b",
    re.IGNORECASE,
)
#: A Mahjong Soul game's id as the converters copy it into ``ref``: the date and a UUID
#: (``260915-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf``); Tenhou's is ``2019103023gm-00a9-0000-f90e0fe9``.
_MAHJONG_SOUL_REF = re.compile(r"\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_TENHOU_REF = re.compile(r"\d{10}gm-[0-9a-f]{4}-\d{4,5}-[0-9a-f]{8}", re.IGNORECASE)
#: Mahjong Soul's ranks in ``dan``, as the client names them (its ``level_definition`` table:
#: 雀豪★1, 雀圣二星, Master I, 魂天Lv3, Celestial) or as their ids (``10401``, four players;
#: ``20401``, three).
_MAHJONG_SOUL_DAN = re.compile(
    r"(初心|雀士|雀傑|雀杰|雀豪|雀聖|雀圣)(★[1-3]|[一二三]星)|魂天(Lv\d{1,2})?|"
    r"(Novice|Adept|Expert|Master|Saint) I{1,3}|Celestial( Lv\d{1,2})?|[12]0[1-7]\d\d"
)
#: Tenhou's ranks: 新人, ９級 … １級, 初段 … 十段, 天鳳.
_TENHOU_DAN = re.compile(r"新人|[1-9１-９]級|(初|[二三四五六七八九十])段|天鳳")


def _words(data: dict[str, Any]) -> list[str]:
    """The title and the rule's name: where a converter names the room."""
    rule = data.get("rule")
    title = data.get("title")
    words = [str(t) for t in title] if isinstance(title, list) else [str(title or "")]
    if isinstance(rule, dict):
        words.append(str(rule.get("disp", "")))
    return words


def _site_by_ref(data: dict[str, Any]) -> str | None:
    ref = data.get("ref")
    text = ref.strip() if isinstance(ref, str) else ""
    if _MAHJONG_SOUL_REF.fullmatch(text):
        return "mahjongsoul"
    return "tenhou" if _TENHOU_REF.fullmatch(text) else None


def _site_by_room(data: dict[str, Any]) -> str | None:
    words = _words(data)
    if any(_MAHJONG_SOUL.search(w) for w in words):
        return "mahjongsoul"
    # a Tenhou lobby with its room (般南喰赤, 三鳳南喰赤); a bare 南喰赤 is also what tensoul
    # writes for a Mahjong Soul room it has no name for, so it says nothing
    lobbies = (_TENHOU_LOBBY.fullmatch(w.strip()) for w in words)
    return "tenhou" if any(m and m.group(1) for m in lobbies) else None


def _site_by_dan(data: dict[str, Any]) -> str | None:
    dan = data.get("dan")
    ranks = [str(d).strip() for d in dan if isinstance(d, (str, int))] if isinstance(dan, list) else []
    soul = any(_MAHJONG_SOUL_DAN.fullmatch(r) for r in ranks)
    tenhou = any(_TENHOU_DAN.fullmatch(r) for r in ranks)
    if soul != tenhou:
        return "mahjongsoul" if soul else "tenhou"
    return None


def detect_preset(data: dict[str, Any]) -> str:
    """``mahjongsoul`` when the log says it is a Mahjong Soul game, else ``tenhou`` (the site;
    a three-player game is read under its ``-sanma`` preset). Every sign the converters leave is
    asked, the surest first, and the first that says a site decides: the game's id in ``ref``
    (a date and a UUID, or Tenhou's ``…gm-…``), then the room the title or the rule's name
    says (Mahjong Soul's rooms, friendly and tournament games, or a Tenhou lobby), then the
    players' ranks in ``dan`` (雀豪★1, 魂天, 10401, or 七段, 天鳳). A log that says nothing is
    Tenhou's, the format's own site."""
    for sign in (_site_by_ref, _site_by_room, _site_by_dan):
        site = sign(data)
        if site is not None:
            return site
    return "tenhou"


def _length(rule: Any) -> bool | None:
    """Whether the rule's name says an East game (True) or a hanchan (False); None when it says
    neither, as Mahjong Soul's three-player rooms converted to tenhou.net/6 (``三金の間赤``: the
    converters add 東 or 南 to the four-player rooms' names only). A Chinese name says 半庄 for a
    hanchan and 东风 for an East game (``四麻 半庄``)."""
    disp = str(rule.get("disp", "")) if isinstance(rule, dict) else ""
    if re.search(r"南|半[庄荘]|\bsouth\b", disp, re.IGNORECASE):
        return False
    if re.search(r"東|东风|\beast\b", disp, re.IGNORECASE):
        return True
    return None


def _lobby(data: dict[str, Any], rules: Rules) -> tuple[Rules, bool]:
    """``rules`` with the log's own options (:func:`_rules`), and whether its lobby plays renhou
    at a value the log does not say. Tenhou's own JSON of a lobby game (mjlog2json) writes
    ``rule`` as a list whose third item is the ``<GO type>`` in hexadecimal (``"000b"``: no
    red fives, hanchan), and the lobby's flags in ``csrule`` (:func:`~mjgui.core.logs.mjlog.lobby_rules`)."""
    rule = data.get("rule")
    if not isinstance(rule, list):
        return _rules(rule, rules), False
    game_type = rule[2] if len(rule) > 2 else None
    if not isinstance(game_type, str) or not re.fullmatch(r"[0-9A-Fa-f]{1,4}", game_type.strip()):
        raise LogError("log_bad_value", what="rule", value=str(rule)[:80])
    return lobby_rules(type_options(rules, int(game_type, 16), "rule"), data.get("csrule"))


def _rules(rule: Any, rules: Rules) -> Rules:
    """``rules`` with the log's own options: red fives, East or South, open tanyao."""
    if not isinstance(rule, dict):
        return rules
    disp = str(rule.get("disp", ""))
    aka = any(rule.get(k) for k in ("aka", "aka51", "aka52", "aka53"))
    changes: dict[str, object] = {"aka": rules.one_red_each if aka else 0}
    east = _length(rule)
    if east is not None:
        changes["east_only"] = east
    lobby = _TENHOU_LOBBY.fullmatch(disp.strip())
    if lobby:  # a Tenhou lobby says whether open tanyao counts (喰)
        changes["kuitan"] = bool(lobby.group(2))
    return rules.with_options(**changes)


_CALL = re.compile(r"(?:\d\d|[cpmka]\d\d){3,4}")
NUKI = "f44"  # a North set aside (three players)
_RIICHI = re.compile(r"r(\d\d)")
# a real hand has at most a few hundred draws and discards; a longer one is refused as endless (a
# hand's tiles are counted as well, four of a kind at most: a hand refused for a fifth copy first
# never gets this far, and the limit stays the last guard of the loop)
MAX_HAND_ACTIONS = 1000


def _parse_call(text: str) -> tuple[str, int, list[int], int]:
    """A call string -> (letter, how many tiles stand before the letter, all tiles, called)."""
    letters = [c for c in text if c.isalpha()]  # a call names one kind: chi, pon, kan...
    if len(letters) != 1 or not _CALL.fullmatch(text) or not text.isascii():  # _CALL: c, p, m, k or a
        raise LogError("log_bad_value", what="call", value=text)
    letter = letters[0]
    index = text.index(letter)
    digits = text.replace(letter, "")
    tiles = [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]
    if len(tiles) != (3 if letter in "cp" else 4):
        raise LogError("log_bad_value", what="call", value=text)
    return letter, index // 2, tiles, int(text[index + 1 : index + 3])


# who a call took its tile from, by the tiles written before its letter: that many seats after
# the caller, counted round a table of four (three players leave the fourth seat empty, never
# called from). A chi takes from the seat before; a pon or an open kan from the seat before,
# across or after (an open kan from the seat after writes its letter after the third tile).
_CALLED_FROM = {"c": {0: 3}, "p": {0: 3, 1: 2, 2: 1}, "m": {0: 3, 1: 2, 3: 1}}


def _call_source(code: object, caller: int) -> tuple[str, int, int] | None:
    """A take that calls a discard (chi, pon, open kan): (``c`` or ``p``, from whom, tile)."""
    if not isinstance(code, str):
        return None
    letter, before, _, called = _parse_call(code)
    step = _CALLED_FROM.get(letter, {}).get(before)
    if step is None:  # an added or a closed kan, or a letter where no call writes it: no discard
        return None  # taken (the reader refuses such a call where it finds it)
    return ("c" if letter == "c" else "p"), (caller + step) % 4, called


class _Order:
    """Who called which discard: the takes and discards of the four seats, put in turn order.

    A call string sits in the caller's takes, but nothing says which discard it took: when the
    same tile is thrown twice before a call (a pass on the first 7m, a pon of the second), the
    first match is not always right. The order is searched depth first, pon before chi before
    no call, going back on a dead end (a call where a draw must come); the first order that uses
    every take and every discard wins. Dead states are remembered and the steps are bounded by a
    multiple of the hand's size, so reading stays linear in the log's size."""

    def __init__(self, dealer: int, takes: list[list[Any]], drops: list[list[Any]]) -> None:
        self.dealer = dealer
        self.seats = len(takes)
        self.takes = takes
        self.drops = drops
        self.dead: set[tuple[int, ...]] = set()
        self.steps = 0
        # a real hand takes about one step per entry; a crafted one never costs more than a
        # bounded multiple of its size (the reader then falls back to the first match)
        self.budget = 100 + 20 * sum(len(t) + len(d) for t, d in zip(takes, drops, strict=True))

    def tile(self, seat: int, code: object, taken: list[int]) -> int | None:
        """The tile a discard code throws (60: the tile just drawn; ``r``: riichi)."""
        if isinstance(code, str):
            found = _RIICHI.fullmatch(code)
            if not found:
                return None
            code = int(found.group(1))
        if code == 60 and taken[seat] > 0:
            code = self.takes[seat][taken[seat] - 1]
        return code if isinstance(code, int) and not isinstance(code, bool) else None

    def callers(self, seat: int, tile: int, taken: list[int]) -> list[int]:
        found: dict[str, int] = {}
        for step in range(1, self.seats):
            other = (seat + step) % self.seats
            if taken[other] >= len(self.takes[other]):
                continue
            try:
                call = _call_source(self.takes[other][taken[other]], other)
            except LogError:
                continue
            if call is not None and call[1] == seat and call[2] == tile:
                found.setdefault(call[0], other)
        return [found[k] for k in ("p", "c") if k in found]

    def solve(self) -> dict[tuple[int, int], int] | None:
        """(seat, discard index) -> the caller of that discard; None when no order fits."""
        choices: dict[tuple[int, int], int] = {}
        if self._walk([0] * self.seats, [0] * self.seats, self.dealer, True, choices):
            return choices
        return None

    def _walk(
        self,
        taken: list[int],
        dropped: list[int],
        seat: int,
        drawing: bool,  # the seat draws next, else it throws
        choices: dict[tuple[int, int], int],
    ) -> bool:
        taken, dropped = list(taken), list(dropped)
        while True:
            self.steps += 1
            if self.steps > self.budget:
                return False
            state = (*taken, *dropped, seat, drawing)
            if state in self.dead:
                return False
            if drawing:
                if taken[seat] >= len(self.takes[seat]):
                    return self._finished(taken, dropped, state)
                if isinstance(self.takes[seat][taken[seat]], str):
                    self.dead.add(state)
                    return False  # a call where a draw must come: an earlier choice was wrong
                taken[seat] += 1
                drawing = False
                continue
            if dropped[seat] >= len(self.drops[seat]):
                return self._finished(taken, dropped, state)
            code = self.drops[seat][dropped[seat]]
            index = dropped[seat]
            dropped[seat] += 1
            if code == 0 or (isinstance(code, str) and not _RIICHI.fullmatch(code)):
                drawing = True  # a kan: the replacement draw comes next
                continue
            tile = self.tile(seat, code, taken)
            if tile is None:
                return self._finished(taken, dropped, state)  # the reader says what is wrong
            callers = self.callers(seat, tile, taken)
            if not callers:
                seat, drawing = (seat + 1) % self.seats, True
                continue
            for caller in callers:
                after = list(taken)
                after[caller] += 1
                choices[(seat, index)] = caller
                if self._walk(after, dropped, caller, False, choices):
                    return True
                del choices[(seat, index)]
            if self._walk(taken, dropped, (seat + 1) % self.seats, True, choices):
                return True
            self.dead.add(state)
            return False

    def _finished(self, taken: list[int], dropped: list[int], state: tuple[int, ...]) -> bool:
        done = all(
            taken[s] == len(self.takes[s]) and dropped[s] == len(self.drops[s]) for s in range(self.seats)
        )
        if not done:
            self.dead.add(state)
        return done


class _Hand:
    """Follows one hand's draws, discards and calls; every problem names the seat and event."""

    def __init__(
        self, data: list[Any], index: int, rules: Rules, players: tuple[str, ...], renhou: bool = False
    ) -> None:
        self.index = index
        self.rules = rules
        #: the lobby plays renhou at a value the log does not say: a win that may be one is read
        #: as the log scores it (:func:`~mjgui.core.logs.mjlog.lobby_renhou`)
        self.renhou = renhou
        self.players = players
        self.label = f"#{index + 1}"
        if not isinstance(data, list) or len(data) < 17:
            raise LogError("log_bad_hand", round=self.label, what="hand", value="too short")
        head = data[0]
        if not (isinstance(head, list) and len(head) >= 3):
            raise LogError("log_bad_hand", round=self.label, what="round", value=head)
        try:
            self.kyoku = number(head[0], "round")
            self.honba = number(head[1], "honba")
            self.sticks = number(head[2], "riichi sticks")
            if not (0 <= self.kyoku < 16 and 0 <= self.honba < 1000 and 0 <= self.sticks < 1000):
                raise LogError("log_bad_value", what="round", value=head)
        except LogError as err:
            raise locate(err, self.label) from None
        self.label = round_label(self.kyoku // 4, self.kyoku, self.honba)
        self.dealer = self.kyoku % 4
        seats = self.seats = rules.players
        start = data[1]
        if self.dealer >= seats:  # three players: East 4 does not exist
            raise LogError("log_bad_hand", round=self.label, what="round", value=head)
        if not isinstance(start, list) or len(start) != 4:
            raise LogError("log_bad_hand", round=self.label, what="points", value=start)
        self.hands: list[list[int]] = []
        self.takes: list[list[Any]] = []
        self.drops: list[list[Any]] = []
        with self.where():
            self.start = tuple(number(x, "points") for x in start[:seats])
            self.dora = [tile_of(t) for t in _list(data[2], "dora")]
            self.ura = [tile_of(t) for t in _list(data[3], "ura dora")]
        # the empty fourth seat of a three-player game, first: the first part it holds says a
        # four-player hand better than the manzu its other seats hold
        for seat in range(seats, 4):
            held = data[4 + 3 * seat] or data[5 + 3 * seat] or data[6 + 3 * seat]
            if held:
                raise LogError("log_bad_hand", round=self.label, what="fourth seat", value=held)
        #: the copies of each kind dealt, drawn or shown as a dora indicator so far: a fifth
        #: (a line of a take list written twice) is a damaged log, not a game
        self.copies = [0] * 34
        for seat in range(seats):
            haipai, takes, drops = data[4 + 3 * seat], data[5 + 3 * seat], data[6 + 3 * seat]
            with self.where(seat):
                self.hands.append([self._counted(self._dealt(t)) for t in _list(haipai, "dealt tiles")])
                self.takes.append(_list(takes, "takes"))
                self.drops.append(_list(drops, "discards"))
        self.result = data[16]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.table = Table(self.dealer, seats)
        self.nuki = [0] * 4
        self.last_drawn = [0] * 4
        self.last_discard: tuple[int, int] | None = None
        self.taken = [0] * 4
        self.dropped = [0] * 4
        self._wins_so_far: list[LogWin] = []
        #: a riichi declared on the hand's last discard, its stick not yet on the table
        self.last_riichi: int | None = None

    def where(self, seat: int | None = None, event: str = "", n: int = 0) -> _Where:
        return _Where(self, seat, event, n)

    def _dealt(self, value: object) -> int:
        """A tile number dealt or drawn, of a tile the rules play with (no 2m-8m with three
        players): the discards and calls come from these."""
        code = _tile_code(value)
        in_the_set(tile_of(code), self.rules)
        return code

    def _counted(self, code: int) -> int:
        """``code``, a tile dealt, drawn or shown as a dora indicator, counted: a fifth copy of
        its kind is refused (said as the kind, 1s or 5p, a red five among them)."""
        self._count(tile_of(code))
        return code

    def _count(self, tile: Tile) -> None:
        self.copies[tile.kind] += 1
        if self.copies[tile.kind] > 4:
            raise LogError("log_bad_value", what="fifth copy", value=Tile(tile.kind).code)

    def _count_the_rest(self) -> None:
        """Count the takes the play left undrawn (a seat's list longer than its turns) and the
        dora and ura dora indicators, after every tile the hand drew: each is a tile of the
        wall as well, and a fifth copy of a kind among them is refused where it is written."""
        for seat in range(self.seats):
            for n in range(self.taken[seat], len(self.takes[seat])):
                code = self.takes[seat][n]
                if not isinstance(code, str):  # a call's tiles are counted where they were drawn
                    with self.where(seat, "take", n + 1):
                        self._counted(self._dealt(code))
        with self.where():
            for tile in (*self.dora, *self.ura):
                self._count(tile)

    def _remove(self, seat: int, codes: list[int]) -> None:
        for code in codes:
            hand = self.hands[seat]
            if code not in hand:
                # said as the tile (5m, 4z), not as Tenhou's number for it (15, 44)
                raise LogError("log_bad_value", what="tile not in the hand", value=tile_of(code).code)
            hand.remove(code)

    def _draw(self, seat: int) -> bool:
        taken = self.taken
        if taken[seat] >= len(self.takes[seat]):
            return False
        code = self.takes[seat][taken[seat]]
        taken[seat] += 1
        with self.where(seat, "take", taken[seat]):
            if isinstance(code, str):  # a call where a draw comes: it took no discard just thrown
                raise LogError("log_bad_value", what="call", value=code)
            code = self._counted(self._dealt(code))
        self.hands[seat].append(code)
        self.last_drawn[seat] = code
        self.table.draw(seat)
        return True

    def play(self) -> None:
        """Follow the hand's draws, discards and calls in the order they were played, then count
        the tiles the play did not draw (:meth:`_count_the_rest`)."""
        self._play()
        self._count_the_rest()

    def _play(self) -> None:
        search = _Order(self.dealer, self.takes, self.drops)
        order = search.solve()
        dropped = self.dropped
        seat, drawing = self.dealer, True
        for _ in range(MAX_HAND_ACTIONS + 1):  # every action, then the look that finds none left
            if drawing:
                if not self._draw(seat):
                    return
                drawing = False
                continue
            if dropped[seat] >= len(self.drops[seat]):
                return
            index = dropped[seat]
            code = self.drops[seat][index]
            dropped[seat] += 1
            with self.where(seat, "discard", index + 1):
                if code == 0:  # the turn of an open kan: the replacement draw comes next
                    drawing = True
                    continue
                riichi = False
                if code == NUKI and self.seats == 3:  # a North set aside: the replacement draw follows
                    self._remove(seat, [44])
                    self.nuki[seat] += 1
                    self.table.nuki(seat)
                    self.last_discard = (seat, 44)  # a ron on it takes this North
                    drawing = True
                    continue
                if isinstance(code, str):
                    found = _RIICHI.fullmatch(code)
                    if found is None:
                        if not _CALL.fullmatch(code):  # neither riichi nor a kan: say so
                            raise LogError("log_bad_value", what="tile", value=code)
                        self._kan(seat, code)
                        drawing = True
                        continue
                    riichi = True
                    code = int(found.group(1))
                code = _tile_code(code, allow_60=True)
                if code == 60:
                    if not self.last_drawn[seat]:  # "the tile just drawn", by a seat that drew none
                        raise LogError("log_bad_value", what="tile", value=code)
                    code = self.last_drawn[seat]
                if riichi:
                    self.table.declare_riichi(seat)
                self._remove(seat, [code])
            self.table.discard(seat)
            self.last_discard = (seat, code)
            if order is not None:
                caller = order.get((seat, index))
            else:
                callers = search.callers(seat, code, self.taken)
                caller = callers[0] if callers else None
            if riichi and (caller is not None or self._goes_on(seat)):
                self.table.riichi_accepted(seat)
            elif riichi:  # the hand's last discard: a ron on it, or a four-riichi abort (finish)
                self.last_riichi = seat
            if caller is None:
                seat, drawing = (seat + 1) % self.seats, True
                continue
            with self.where(caller, "take", self.taken[caller] + 1):
                self._call(caller)
            seat, drawing = caller, False
        raise LogError("log_bad_hand", round=self.label, what="hand", value="endless")

    def _goes_on(self, seat: int) -> bool:
        following = (seat + 1) % self.seats
        return self.taken[following] < len(self.takes[following])

    def _call(self, seat: int) -> None:
        code = str(self.takes[seat][self.taken[seat]])
        self.taken[seat] += 1
        letter, _, tiles, called = _parse_call(code)
        own = list(tiles)
        own.remove(called)
        self._remove(seat, own)
        kind = {"c": "chi", "p": "pon", "m": "kan"}[letter]
        self.melds[seat].append(meld_of(kind, [tile_of(t) for t in tiles]))
        self.table.call(seat, kind)

    def _kan(self, seat: int, code: str) -> None:
        letter, _, tiles, called = _parse_call(code)
        if letter == "a":
            self._remove(seat, tiles)
            self.melds[seat].append(meld_of("ankan", [tile_of(t) for t in tiles]))
            self.table.call(seat, "ankan")
            self.last_discard = (seat, called)  # kokushi may rob a closed kan: a ron takes this tile
            return
        if letter != "k":
            raise LogError("log_bad_value", what="kan", value=code)
        self._remove(seat, [called])
        kind = tile_of(called).kind
        melds = self.melds[seat]
        for i, meld in enumerate(melds):
            if meld.kind == "pon" and meld.first == kind:
                melds[i] = meld_of("kan", [*meld.tiles, tile_of(called)])
                break
        else:
            raise LogError("log_bad_value", what="added kan without a pon", value=code)
        self.table.call(seat, "kakan", tile_of(called))

    def win(self, who: int, source: int, pao: int, texts: list[Any], deltas: list[int]) -> LogWin:
        discarder = None if source == who else source
        if discarder is None:
            code = self.last_drawn[who]
            concealed = list(self.hands[who])
        else:
            kakan = self.table.kakan
            if kakan is not None and kakan[0] == discarder:
                win_tile = kakan[1]
                concealed = [*self.hands[who]]
                tiles = [tile_of(t) for t in concealed] + [win_tile]
                return self._win(who, discarder, pao, texts, deltas, tiles, win_tile)
            if self.last_discard is None:
                raise LogError("log_bad_value", what="ron", value="no discard")
            code = self.last_discard[1]
            concealed = [*self.hands[who], code]
        tiles = [tile_of(t) for t in concealed]
        return self._win(who, discarder, pao, texts, deltas, tiles, tile_of(code))

    def _win(
        self,
        who: int,
        discarder: int | None,
        pao: int,
        texts: list[Any],
        deltas: list[int],
        tiles: list[Tile],
        win_tile: Tile,
    ) -> LogWin:
        # the log lists a double ron's first winner (in turn order after the discarder) first
        winners = [w.winner for w in self._wins_so_far] + [who]
        sticks_now = self.sticks + len(self.table.sticks_paid)
        paid, sticks = self.honba, sticks_now
        if discarder is not None:
            paid, sticks = ron_counters(self.rules, discarder, winners, who, self.honba, sticks_now)
        melds, dora, ura = list(self.melds[who]), list(self.dora), list(self.ura)
        if not self.rules.aka:
            # Tenhou's own JSON writes the red fives' tiles as 51-53 in a lobby without red
            # fives too (InjusticeJudge's ARML game, rule 000b: its 0m in a chi counts no dora)
            tiles, win_tile, dora, ura = _plain(tiles), _plain([win_tile])[0], _plain(dora), _plain(ura)
            melds = [meld_of(m.kind, _plain(list(m.tiles))) for m in melds]
        spec = HandSpec(
            concealed=tuple(tiles),
            win_tile=win_tile,
            melds=tuple(melds),
            seat=(who - self.dealer) % self.seats,
            round_wind=self.kyoku // 4,  # the head refuses a round past 15
            dora=tuple(dora),
            ura=tuple(ura) if who in self.table.riichi else (),
            nuki=self.nuki[who],
            # the hand's counter (ryanhan shibari reads it) and the honba this winner is paid
            honba=self.honba,
            paid_honba=None if paid == self.honba else paid,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - self.dealer) % self.seats,
            rules=self.rules,
            liable=None if pao == who else (pao - self.dealer) % self.seats,
            **self.table.flags(who, discarder),
        )
        value = parse_value(texts, deltas[who], self.seats, [t.kind for t in spec.all_tiles()])
        if not value.han:  # no yaku listed, and a value that does not say its han (満貫8000点)
            raise LogError(
                "log_win_no_yaku", round=self.label, seat=seat_name(self.players, who), value=texts[0]
            )
        value = _yakuman_by_points(value, who == self.dealer, discarder is None, self.seats)
        if self.renhou and self.table.renhou_chance(who, discarder):
            lobby_renhou(value, self.label)
        return LogWin(
            hand_index=self.index,
            round=self.label,
            winner=who,
            discarder=discarder,
            pao=None if pao == who else pao,
            spec=canonical(spec),
            value=value,
            deltas=tuple(deltas),
        )

    def finish(self, next_kyoku: int | None) -> LogHand:
        result = self.result
        if not isinstance(result, list) or not result or not isinstance(result[0], str):
            raise LogError("log_bad_hand", round=self.label, what="result", value=result)
        kind = result[0].strip()
        common: dict[str, Any] = {
            "index": self.index,
            "round": self.label,
            "round_wind": self.kyoku // 4,
            "kyoku": self.kyoku % 4,
            "dealer": self.dealer,
            "honba": self.honba,
            "sticks": self.sticks,
            "start": self.start,
            "nuki": tuple(self.nuki[: self.seats]) if self.seats == 3 else (),
        }
        seats = self.seats
        deltas = [0] * seats
        if kind == WIN or kind == "Agari":
            # each win is its changes and its details, a pair: a result cut short (no pair, or a
            # double ron's second win without its details) is no win to read
            if len(result) < 3 or len(result) % 2 == 0:
                raise LogError("log_win_cut", round=self.label)
            for i in range(1, len(result) - 1, 2):
                change, info = result[i], result[i + 1]
                with self.where():
                    if not (isinstance(change, list) and len(change) == 4 and isinstance(info, list)):
                        raise LogError("log_bad_value", what="agari", value=info)
                    if len(info) < 4:
                        raise LogError("log_bad_value", what="agari", value=info)
                    who = self.seat_of(info[0], "winner")
                    change_ints = [number(x, "points") for x in change[:seats]]
                with self.where(who, "win"):
                    source = self.seat_of(info[1], "from")
                    pao = self.seat_of(info[2], "pao")
                    win = self.win(who, source, pao, info[3:], change_ints)
                self._wins_so_far.append(win)
                deltas = [a + b for a, b in zip(deltas, change_ints, strict=True)]
            wins = tuple(self._wins_so_far)
            riichi = tuple(self.table.sticks_paid)
            return LogHand(**common, end="win", wins=wins, riichi=riichi, deltas=tuple(deltas), stated=True)
        # a draw's changes, where the log writes them; a draw written as its bare kind says that
        # nothing was paid: everyone tenpai or noten, and an abortive draw (Tenhou writes
        # ["九種九牌"] with no changes, and the mjlog of the same game pays nothing for it)
        written = len(result) > 1 and isinstance(result[1], list) and len(result[1]) == 4
        common["stated"] = written or kind in ALL_TENPAI or kind in ALL_NOTEN or kind in ABORTS
        if written:
            with self.where():
                deltas = [number(x, "points") for x in result[1][:seats]]
        if ABORTS.get(kind) == "four_riichi" and self.last_riichi is not None:
            # the fourth riichi's discard ends the hand: Tenhou takes its stick before the
            # abortive draw (the mjlog says REACH step 2, and the next hand has four sticks)
            self.table.riichi_accepted(self.last_riichi)
        riichi = tuple(self.table.sticks_paid)
        if kind in ABORTS:
            return LogHand(**common, end="abort", abort=ABORTS[kind], riichi=riichi, deltas=tuple(deltas))
        if kind in NAGASHI:
            nagashi = tuple(i for i in range(seats) if deltas[i] > 0)
            # the JSON does not say who else was tenpai; the dealer was if the deal stays
            stayed: tuple[int, ...] = (self.dealer,) if next_kyoku == self.kyoku else ()
            return LogHand(
                **common, end="nagashi", nagashi=nagashi, tenpai=stayed, riichi=riichi, deltas=tuple(deltas)
            )
        if kind in DRAWS:
            if any(deltas):
                tenpai = tuple(i for i in range(seats) if deltas[i] > 0)
            elif kind in ALL_TENPAI or (
                kind in ("流局", "Ryuukyoku", "Exhaustive Draw") and next_kyoku == self.kyoku
            ):
                tenpai = tuple(range(seats))
            else:
                tenpai = ()
            return LogHand(**common, end="draw", tenpai=tenpai, riichi=riichi, deltas=tuple(deltas))
        raise LogError("log_bad_hand", round=self.label, what="result", value=kind)

    def seat_of(self, value: object, what: str) -> int:
        """A seat of this table: 0 to 3, or 0 to 2 with three players."""
        seat = number(value, what)
        if not is_seat(seat, self.seats):  # seat 3 of three players: the empty fourth seat, said so
            shown = off_the_table(seat, self.seats) if seat == 3 else value
            raise LogError("log_bad_value", what=what, value=shown)
        return seat


def _yakuman_by_points(value: LogValue, dealer: bool, tsumo: bool, seats: int) -> LogValue:
    """A yakuman value read from its points where the names undercount it: Mahjong Soul writes
    its double yakuman (the 13-wait kokushi…) as ``(役満)`` with the doubled points
    (``役満64000点``), so the points say how many yakuman were paid."""
    if not value.yakuman:
        return value
    one = _one_yakuman(dealer, tsumo, seats)
    if value.points % one or value.points // one <= value.yakuman:
        return value
    multiple = value.points // one
    limits = [i for i, (_, han) in enumerate(value.yaku) if han >= 13]
    if len(limits) != 1:  # which of several yakuman was doubled, the log does not say
        return value
    yaku = list(value.yaku)
    at = limits[0]
    yaku[at] = (yaku[at][0], yaku[at][1] + 13 * (multiple - value.yakuman))
    return LogValue(
        13 * multiple,
        value.fu,
        value.points,
        tuple(yaku),
        multiple,
        value.gain,
        nuki_in_dora=value.nuki_in_dora,
    )


def _one_yakuman(dealer: bool, tsumo: bool, seats: int) -> int:
    """The points of one yakuman (base 8000) paid to a winner at a table of ``seats``."""
    if not tsumo:
        return 48000 if dealer else 32000
    if dealer:
        return 16000 * (seats - 1)
    return 16000 + 8000 * (seats - 2)


class _Where:
    """``with hand.where(seat, event, n):`` a bad value inside says the hand, seat and event."""

    def __init__(self, hand: _Hand, seat: int | None, event: str, n: int) -> None:
        self.hand, self.seat, self.event, self.n = hand, seat, event, n

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, err: BaseException | None, tb: object) -> None:
        if isinstance(err, LogError):
            seat = None if self.seat is None else seat_name(self.hand.players, self.seat)
            located = locate(err, self.hand.label, seat, self.event, self.n)
            if located is not err:
                raise located from None


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise LogError("log_bad_value", what=what, value=value)
    return list(value)


def _tile_code(value: object, allow_60: bool = False) -> int:
    """A tile number of the JSON (11-47, 51-53; 60 for the tile just drawn where allowed)."""
    if allow_60 and value == 60:  # True is not 60; 60.0 is read as 60
        return 60
    tile_of(value)  # refuses what is not a tile
    assert isinstance(value, int)
    return value


def _json_error(text: str, err: ValueError) -> LogError:
    """``json.loads``'s refusal, with where: its own position (a text cut off inside the value
    it read: :func:`_decode_error`), or the over-long number's."""
    if isinstance(err, json.JSONDecodeError):
        return _decode_error(text, err)
    found = re.search(r"\d{4300,}", text)
    line, column = position(text, found.start() if found else 0)
    return LogError("log_json", line=line, column=column)


def _decode_error(text: str, err: json.JSONDecodeError) -> LogError:
    """A JSON decoder's refusal of ``text``: ``log_truncated`` where the text ends when it is cut
    off inside the value read (:func:`cut_off`); else ``log_json`` where it is."""
    if cut_off(text, err):
        return truncated(text)
    return LogError("log_json", line=err.lineno, column=err.colno)


def cut_off(text: str, err: json.JSONDecodeError) -> bool:
    """Whether the JSON decoder's refusal ``err`` of ``text`` says the text ends inside the
    value read — the refusal is at its end, JSON's whitespace aside (``{"log": [[[0, 0, 0],
    [25000``), or a string is left open (``"name": ["Aさ``) — a file downloaded or copied in
    part, as the mjlog reader says of a cut XML. The one rule of a cut-off JSON text: the reader's
    (:func:`_decode_error`), a gzip file's that stops early (:func:`truncated`) and the season's
    telling a cut-off log from other text (:func:`mjgui.core.league.season.log_given`).

    The decoder refuses a value it cannot read whole where that value starts: a text cut inside
    ``true``, ``false`` or ``null`` (``"tsumogiri": fa``), right after a number's ``-``
    (``"deltas": [-``), or inside a number after its digits (``1.``, ``1e``, ``1e-``) is refused
    before its end; it is cut off too when all that follows that place is such a start."""
    end = len(text.rstrip(JSON_SPACES))
    if err.pos >= end or err.msg.startswith("Unterminated string"):
        return True
    rest = text[err.pos : end]
    if err.msg == "Expecting value":  # a literal or a number begun there, the text ending in it
        return _LITERAL_CUT.fullmatch(rest) is not None
    # a number's digits read, its fraction or exponent cut: the decoder stops after the digits
    return err.pos > 0 and text[err.pos - 1].isdigit() and _NUMBER_TAIL_CUT.fullmatch(rest) is not None


#: what is left of a JSON value cut before it is whole, where a value is expected: a proper
#: start of ``true``, ``false`` or ``null``, or a number's sign alone (:func:`cut_off`)
_LITERAL_CUT = re.compile(r"t|tr|tru|f|fa|fal|fals|n|nu|nul|-")
#: what is left of a number cut after its digits: a fraction's point, or an exponent's mark and
#: sign, its digits not begun (:func:`cut_off`)
_NUMBER_TAIL_CUT = re.compile(r"\.|[eE][+-]?")


def truncated(text: str) -> LogError:
    """``log_truncated`` said where ``text`` ends, JSON's whitespace aside: where a log cut off
    stops (:func:`cut_off`; a gzip file cut short, what it inflated to)."""
    line, column = position(text, len(text.rstrip(JSON_SPACES)))
    return LogError("log_truncated", line=line, column=column)


#: a log of a file of several (JSON Lines, a JSON list of logs, editor links): the line and
#: column it starts at (column 1 where each log starts a line) and its JSON
_Placed = tuple[int, int, dict[str, Any]]


def _json_lines(text: str, err: json.JSONDecodeError) -> list[_Placed] | LogError | None:
    """A file of several tenhou.net/6 logs, one a line (JSON Lines: mjx-project/mjx writes a
    game hand by hand so, ``tests_cpp/resources/mjscore``, and zhengye1/paipuconverter's
    ``paipu/*.txt``), which JSON refuses after the first as "extra data": each line with its
    number, or why it is not that. None for any other broken JSON. The file is read as whole JSON
    values one after another, whitespace (or nothing) between them, lines made only of spaces of
    any kind skipped (:func:`_json_values`), up to the first that is no log:

    - a value that is no JSON is ``log_json`` where it stops reading (a log with garbage after
      it is invalid JSON where the garbage starts; a line of logs one a line that does not end
      as its JSON, where that line alone stops reading), ``log_truncated`` where the text ends
      inside it (:func:`_decode_error`);
    - a first value that is no log (an mjai log cut before its ``start_game``, mjx's states) is
      refused as that value alone is (:func:`_not_a_log`), not as invalid JSON, unless what
      follows it is no JSON; a later one that is valid JSON but no log is ``log_json_lines_other``;
    - logs one a line, each alone on its line, are the lines to read as one game; logs in any
      other layout (``jq . a.json b.json``: each written over several lines; one a line, then
      one over several; two on one line) are ``log_json_several`` (:func:`_several_logs`)."""
    if err.msg != "Extra data":
        return None
    values, failed = _json_values(text, err.pos)
    if not values:  # the first value not read again (a nesting just too deep): as JSON says
        return None
    if not _is_log(values[0][2]):  # valid JSON, but no tenhou.net/6 log: said as one alone is,
        # unless what follows it is no JSON: then invalid JSON where that starts, as JSON says
        return _not_a_log(values[0][2], _first_line(text)) if len(values) > 1 or failed is None else None
    if not _is_log(values[-1][2]):  # the walk stops at the first value that is no log
        line, column = position(text, values[-1][0])
        return LogError("log_json_lines_other", line=line, column=column)
    if failed is not None:
        return failed
    at = _one_a_line(text, values)
    if at is not None:
        return _several_logs(text, values, at)
    where = Positions(text)  # the values' starts, asked in order: one pass over the text
    return [(where(start)[0], 1, data) for start, _, data in values]


#: a JSON value of a file of several: where it starts, where it ends (past it) and its value
_Value = tuple[int, int, Any]


def _json_values(text: str, second: int) -> tuple[list[_Value], LogError | None]:
    """The whole JSON values of ``text`` one after another, JSON's whitespace (or nothing)
    between them, the second starting at ``second`` (where ``json.loads`` found extra data
    after the first), lines made only of other spaces (U+3000, a no-break space, a form feed:
    what ``str.strip`` takes) skipped as JSON Lines' blank lines (:func:`_past_blank_lines`); and
    the error of the first part after them that is no JSON value (:func:`_value_error`), None when
    there is none. The walk stops at the first value that is no tenhou.net/6 log, or at the second
    when the first is none (what follows such a first value is looked at, no further): a file of
    many small values is not read whole to be refused. No values when the first, which
    ``json.loads`` read, cannot be read again here."""
    decoder = json.JSONDecoder()
    first = _JSON_SPACE.match(text).end()  # type: ignore[union-attr]
    try:
        value, end = decoder.raw_decode(text, first)  # the first value: json.loads read it
    except (ValueError, RecursionError):
        return [], None
    values: list[_Value] = [(first, end, value)]
    pos = _past_blank_lines(text, second)
    # past the first value no log; past the second when the first is none
    while pos < len(text) and (len(values) == 1 or (_is_log(values[0][2]) and _is_log(value))):
        try:
            value, end = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError) as bad:  # a number of more than 4300 digits, a deep nesting
            return values, _value_error(text, values, pos, bad)
        values.append((pos, end, value))
        pos = _past_blank_lines(text, _JSON_SPACE.match(text, end).end())  # type: ignore[union-attr]
    return values, None


def _past_blank_lines(text: str, pos: int) -> int:
    """``pos`` (past JSON's whitespace) moved past the lines from it made only of spaces of any
    kind (``str.strip`` leaves nothing of them: U+3000, a no-break space, a form feed), as a file
    of logs one a line skips its blank lines; a space of those after a value on its line stays
    (invalid JSON there), and so does one a line of a value starts with."""
    if pos >= len(text) or not text[pos].isspace():
        return pos
    if _JSON_SPACE.match(text, text.rfind("\n", 0, pos) + 1).end() < pos:  # type: ignore[union-attr]
        return pos  # after a value on its line
    pos = _BLANK_LINES.match(text, pos).end()  # type: ignore[union-attr]
    return _JSON_SPACE.match(text, pos).end()  # type: ignore[union-attr]


def _value_error(text: str, values: list[_Value], pos: int, err: ValueError | RecursionError) -> LogError:
    """Why the part of ``text`` at ``pos``, after ``values``, is no JSON value: cut off where the
    text ends inside it (:func:`_decode_error`); where the line it starts does not end as its
    JSON when the values before it are one a line (a line of JSON Lines that lost its end: said
    on that line, where the line alone stops reading, not on the next, where JSON does);
    else ``log_json`` where the decoder stops (where the value starts when the decoder says no
    place: a number of more than 4300 digits, a deep nesting)."""
    if not isinstance(err, json.JSONDecodeError):
        line, column = position(text, pos)
        return LogError("log_json", line=line, column=column)
    line_end = text.find("\n", pos)
    one_a_line = (
        text.find("\n", values[0][0], values[0][1]) < 0  # the first log on one line
        and text.find("\n", values[-1][1], pos) >= 0  # this one on a line of its own
    )
    if cut_off(text, err) or not one_a_line or not 0 <= line_end < err.pos:
        return _decode_error(text, err)
    try:
        json.loads(text[pos:line_end])
    except json.JSONDecodeError as alone:
        line, column = position(text, pos + alone.pos)
    except (ValueError, RecursionError):
        line, column = position(text, pos)
    else:  # not reached: the value did not end on its line
        line, column = position(text, line_end)
    return LogError("log_json", line=line, column=column)


def _one_a_line(text: str, values: list[_Value]) -> int | None:
    """None when each of ``values`` is alone on its line (JSON Lines); else the index of the
    first value after which that stops: written over several lines, or the next written over
    several lines or on the same line."""
    for at, ((start, end, _), (after, after_end, _)) in enumerate(itertools.pairwise(values)):
        if at == 0 and text.find("\n", start, end) >= 0:  # the first over several lines
            return at
        if text.find("\n", end, after) < 0 or text.find("\n", after, after_end) >= 0:
            return at
    return None


def _is_log(data: object) -> bool:
    """Is JSON ``data`` an object with a ``log`` list (a tenhou.net/6 log, as far as it says)?"""
    return isinstance(data, dict) and isinstance(data.get("log"), list)


#: the events of an mjai log (mjgui/core/logs/mjai.py reads them) other than its first,
#: ``start_game``: a file that starts with one of them is an mjai log cut before its start
_MJAI_LATER_EVENTS = frozenset(
    (
        "start_kyoku",
        "tsumo",
        "dahai",
        "chi",
        "pon",
        "daiminkan",
        "kakan",
        "ankan",
        "nukidora",
        "dora",
        "reach",
        "reach_accepted",
        "hora",
        "ryukyoku",
        "end_kyoku",
        "end_game",
    )
)


def _majsoul_record(data: object) -> bool:
    """Is JSON ``data`` a game record in Mahjong Soul's own format (a paipu as the client's
    ``fetchGameRecord`` gives it and downloaders save it): ``{"head": {…}, "data": …}``, the head
    the game's (its ``uuid``, its ``accounts``) or the data a record named ``.lq.…``
    (``.lq.GameDetailRecords``), or that named record alone (``{"name": ".lq.…", "data": …}``);
    or the game's head with no ``data`` at all, the records left on the server (``dataUrl``, as
    protobuf's ``MessageToJson`` writes it; ``data_url``); or any of them as a capture of the
    client's messages holds it, ``{"method": ".lq.Lobby.fetchGameRecord", "data": …}``? Told by
    those keys and names only: nothing of it is decoded."""
    if not isinstance(data, dict):
        return False
    if _lq_named(data):  # the records alone, without the game's head
        return True
    method = data.get("method")
    if isinstance(method, str) and method.startswith(".lq.") and "data" in data:
        return _majsoul_record(data["data"])  # as the client fetched it (.lq.Lobby.fetchGameRecord)
    head, body = data.get("head"), data.get("data")
    if not isinstance(head, dict):
        return False
    games_head = isinstance(head.get("uuid"), str) and isinstance(head.get("accounts"), list)
    if body is None:  # the records not in the file, only where to fetch them
        return games_head and ("dataUrl" in data or "data_url" in data)
    return games_head or _lq_named(body)


def _lq_named(value: object) -> bool:
    """Is ``value`` one of Mahjong Soul's named records, ``{"name": ".lq.…", "data": …}``?"""
    if not isinstance(value, dict) or "data" not in value:
        return False
    name = value.get("name")
    return isinstance(name, str) and name.startswith(".lq.")


#: the name of a message the Mahjong Soul client is sent during a game (``ActionNewRound``,
#: ``ActionDiscardTile``, …; ``.lq.ActionNewRound`` as its full type name), as captures of those
#: messages write it
_CLIENT_ACTION = re.compile(r"(?:\.?lq\.)?Action[A-Z][A-Za-z]*\Z")


def _majsoul_capture(data: object) -> bool:
    """Is JSON ``data`` the start of a capture of the messages the Mahjong Soul client is sent or
    sends (browser extensions and proxy tools dump them: thougr/mjai_bridge's
    ``src/convert_mjai.js``, a list of them)? One of the game's actions,
    ``{"name": "ActionNewRound", "data": …}`` (``step`` beside them or not, the data decoded or
    base64); a message as the client's protocol names it, ``{"method": ".lq.ActionPrototype",
    "data": …}`` (any ``.lq.`` method: a capture that starts at the lobby), unless its data is a
    game record (:func:`_majsoul_record`: a paipu fetched, said as one); or a game's restore
    (``{"game_restore": {"actions": […]}}``, ``gameRestore``), what the client is sent when it
    comes back to a game. Told by those keys and names only: nothing of it is decoded."""
    if not isinstance(data, dict):
        return False
    name, method = data.get("name"), data.get("method")
    if isinstance(name, str) and _CLIENT_ACTION.match(name) and "data" in data:
        return True
    if isinstance(method, str) and method.startswith(".lq.") and "data" in data:
        return not _majsoul_record(data)
    restore = data.get("game_restore", data.get("gameRestore"))
    return isinstance(restore, dict) and isinstance(restore.get("actions"), list)


def _not_a_log(data: object, line: int) -> LogError:
    """Why the JSON value ``data`` a file starts with (on ``line``), alone, one a line or as the
    first item of a list, is no tenhou.net/6 log: an mjai event other than ``start_game`` starts
    an mjai log cut before its start (``log_mjai_no_start``); a capture of the Mahjong Soul
    client's messages (:func:`_majsoul_capture`) is said to be one (``log_majsoul_capture``: one
    player's view, get the game's record instead); a game record in Mahjong Soul's own format
    (:func:`_majsoul_record`) is said to be one (``log_majsoul_record``: convert it to
    tenhou.net/6); anything else is no game log (``log_unknown_format``), as it is when a file
    holds it alone."""
    kind = data.get("type") if isinstance(data, dict) else None
    if isinstance(kind, str) and kind in _MJAI_LATER_EVENTS:  # a "type" may be any JSON value
        return LogError("log_mjai_no_start", line=line, column=1, found=kind)
    if _majsoul_capture(data):
        return LogError("log_majsoul_capture", line=line, column=1)
    if _majsoul_record(data):
        return LogError("log_majsoul_record", line=line, column=1)
    return LogError("log_unknown_format", line=1, column=1)


def _listed_logs(data: list[Any], text: str) -> list[_Placed]:
    """The logs of a JSON list of tenhou.net/6 logs (``[{…}, {…}]``, what JSON Lines holds one
    a line), each with the line and column it starts at: read as JSON Lines are
    (:func:`_read_lines`). A list whose first item is no log is no game log (:func:`_not_a_log`);
    an item after it that is no log is ``log_json_list_other``. ``text`` is the list's JSON,
    which ``json.loads`` took. Where each item starts is counted on from the item before
    (:class:`Positions`): a list of many short logs on one line is read in one pass."""
    if not data:  # [], as {} is: no game log
        raise LogError("log_unknown_format", line=1, column=1)
    decoder = json.JSONDecoder()
    where = Positions(text)
    pos = _JSON_SPACE.match(text, text.index("[") + 1).end()  # type: ignore[union-attr]
    lines: list[_Placed] = []
    for item, value in enumerate(data, 1):
        line, column = where(pos)
        if not _is_log(value):
            if item == 1:
                raise _not_a_log(value, line)
            raise LogError("log_json_list_other", item=item, line=line, column=column)
        lines.append((line, column, value))
        pos = decoder.raw_decode(text, pos)[1]  # the item json.loads read: it is JSON
        pos = _JSON_SPACE.match(text, pos).end()  # type: ignore[union-attr]
        pos = _JSON_SPACE.match(text, pos + 1).end()  # type: ignore[union-attr]  # past the comma
    return lines


def _json_links(text: str) -> list[_Placed]:
    """The logs of a file of tenhou.net/6 editor links (``https://tenhou.net/6/#json=…``), one a
    line, each with its number: what converters write a game as, a link a hand, the hand's
    tenhou.net/6 JSON in the link's fragment, percent-encoded (kobalab/Majiang's viewer and
    kobalab/tenhou-url-log: ``encodeURI``; others ``encodeURIComponent``) or as it is (soul2naga:
    ``EDITOR_URL_PREFIX + JSON.stringify(…)``, which a browser's address bar gives back partly
    encoded); a line that is not one such link alone (a raw link's title may hold another's
    address) may be several on one line, spaces between them, read each in turn
    (:func:`~mjgui.core.logs.links.json_link_pieces`). An Internet shortcut (``.url``) to one
    such link is read as that link (:func:`~mjgui.core.logs.links.shortcut_json_link`). Raises
    ``log_json_link_other`` at a line that is no such link and ``log_json_link`` at one whose
    JSON is not a tenhou.net/6 log with hands, each with the column the link starts at (after
    ``URL=`` in a shortcut)."""
    lines = []
    shortcut = shortcut_json_link(text)  # a .url of one link: its URL= line alone, where it is
    numbered = (
        [shortcut]
        if shortcut is not None
        # split at line feeds only: a name may hold U+2028 and the like, which splitlines() splits at
        else ((number_, 1, line) for number_, line in enumerate(text.removeprefix("\ufeff").split("\n"), 1))
    )
    for number_, first, line in numbered:
        stripped = line.strip(" \t\r\ufeff")
        if not stripped:
            continue
        indent = first - 1 + len(line) - len(line.lstrip(" \t\r\ufeff"))
        whole = _link_log(stripped)  # the line as one link, as a raw link's title may hold another's address
        pieces = [(1, stripped)] if whole is not None else json_link_pieces(stripped)  # pasted on one line
        for column, piece in pieces:
            data = whole if whole is not None else _link_log(piece)
            if data is None:
                code = "log_json_link_other" if json_link_fragment(piece) is None else "log_json_link"
                raise LogError(code, line=number_, column=indent + column)
            lines.append((number_, indent + column, data))
    return lines


def _link_log(link: str) -> dict[str, Any] | None:
    """The tenhou.net/6 log one editor link holds (a JSON object with hands); None when ``link``
    is no such link or its JSON is no such log."""
    fragment = json_link_fragment(link)
    data = None if fragment is None else _link_json(fragment)
    return data if isinstance(data, dict) and isinstance(data.get("log"), list) and data["log"] else None


def _link_json(fragment: str) -> object:
    """The JSON of a link's fragment: as written (JSON, or JSON a browser left partly
    percent-encoded), else percent-decoded as UTF-8 (``+`` stays a plus: ``encodeURI`` keeps it);
    None when neither is JSON."""
    try:
        return json.loads(fragment)
    except (ValueError, RecursionError):
        pass
    try:
        return json.loads(unquote(fragment, errors="strict"))
    except (ValueError, RecursionError):  # a UnicodeDecodeError too: bytes that are no UTF-8
        return None


#: JSON's own whitespace, between the logs of a file
#: what JSON reads as whitespace (str.strip takes more: U+3000, a no-break space, a form feed)
JSON_SPACES = " \t\n\r"
_JSON_SPACE = re.compile(r"[ \t\n\r]*")
#: lines made only of spaces of any kind (``\\s``: what ``str.strip`` takes), the last one too
_BLANK_LINES = re.compile(r"(?:[^\S\n]*\n)*(?:[^\S\n]*\Z)?")


def _several_logs(text: str, values: list[_Value], at: int) -> LogError:
    """``log_json_several`` for a file of several tenhou.net/6 logs (``values``) not each alone
    on its line, ``values[at]`` the first that is not so (:func:`_one_a_line`): how many logs it
    holds, the line where that one ends (``last``) and the line where the next starts
    (``line``)."""
    last = text.count("\n", 0, values[at][1]) + 1
    line = last + text.count("\n", values[at][1], values[at + 1][0])
    return LogError("log_json_several", n=len(values), line=line, last=last)


def _not_in_order(code: str, lines: list[_Placed], at: int, listed: bool) -> LogError:
    """``code`` (``log_json_lines`` or ``log_json_lines_points``) said of the log ``lines[at]``:
    its line; of a JSON list of logs (``listed``: ``log_json_list``, ``log_json_list_points``),
    which log of the list it is and the line and column it starts at (a list written on one
    line has all its logs on line 1)."""
    n, (line, column, _) = len(lines), lines[at]
    if listed and code == "log_json_lines_points":
        return LogError("log_json_list_points", n=n, item=at + 1, line=line, column=column)
    if listed:
        return LogError("log_json_list", n=n, item=at + 1, line=line, column=column)
    return LogError(code, n=n, line=line, column=1)


def _one_game(lines: list[_Placed], listed: bool = False) -> tuple[dict[str, Any], list[tuple[int, int]]]:
    """The logs of a JSON Lines file (or a JSON list of logs: ``listed``) as one log: the first
    line's title, names and rule, every line's hands in order and the last line's ``sc``; with
    the index of each line's first hand and the line's index in ``lines``. Raises
    ``log_json_lines_no_hands`` (``log_json_list_no_hands``) at the first line that holds no
    hand, and ``log_json_lines`` (``log_json_list``) at the first line with other names or
    another rule than the first (the file's logs are not one game's)."""
    first = lines[0][2]
    hands: list[Any] = []
    starts: list[tuple[int, int]] = []
    for at, (line, column, data) in enumerate(lines):
        if not data["log"]:  # said as a log alone with no hand is, with which log it is
            if listed:
                raise LogError("log_json_list_no_hands", item=at + 1, line=line, column=column)
            raise LogError("log_json_lines_no_hands", line=line, column=1)
        if data.get("name") != first.get("name") or data.get("rule") != first.get("rule"):
            raise _not_in_order("log_json_lines", lines, at, listed)
        starts.append((len(hands), at))
        hands.extend(data["log"])
    merged = {k: v for k, v in first.items() if k not in ("log", "sc")}
    merged["log"] = hands
    if "sc" in lines[-1][2]:
        merged["sc"] = lines[-1][2]["sc"]
    return merged, starts


class _Seam(NamedTuple):
    """What is known of a hand where two lines of a JSON Lines file meet: its place in the game
    and honba (round wind × seats + hand, honba), its start points, the points it left, and the
    places the hand after it can have, given how it ended (:func:`_next_places`); each None
    where the log does not say it (a hand that cannot be read still has its round, honba and
    start points where its own head holds them, never the points it left nor how it ended)."""

    place: tuple[int, int] | None
    start: tuple[int, ...] | None
    left: tuple[int, ...] | None
    next: frozenset[tuple[int, int]] | None


def _seam(hand: LogHand, raw: object, seats: int) -> _Seam:
    """:class:`_Seam` of ``hand``, read from the log (``raw``: its JSON) where it is unreadable."""
    if hand.end != "unreadable":
        place = hand.round_wind * seats + hand.kyoku
        return _Seam((place, hand.honba), hand.start, points_after(hand), _next_places(hand, raw, place))
    parts = raw if isinstance(raw, list) else []
    head = parts[0] if parts and isinstance(parts[0], list) and len(parts[0]) >= 2 else None
    points = parts[1] if len(parts) > 1 and isinstance(parts[1], list) and len(parts[1]) == 4 else None
    where = start = None
    try:
        if head is not None:
            kyoku, honba = number(head[0], "round"), number(head[1], "honba")
            if 0 <= kyoku < 16 and kyoku % 4 < seats and honba >= 0:
                where = (kyoku // 4 * seats + kyoku % 4, honba)
    except LogError:
        pass
    try:
        if points is not None:
            start = tuple(number(x, "points") for x in points[:seats])
    except LogError:
        pass
    return _Seam(where, start, None, None)


def _next_places(hand: LogHand, raw: object, place: int) -> frozenset[tuple[int, int]]:
    """Where the hand after ``hand`` (a hand read, at ``place``) is dealt, as the hand's own
    data says it ended (RULES.md §7, §8): the same hand at one more honba when the dealer is
    among the winners, is tenpai at an exhaustive draw (or a nagashi mangan's) or the hand is
    an abortive draw; else the next hand, at no honba after a win, one more after a draw.
    Where the log does not say whether the dealer was tenpai (a draw that pays nothing and
    does not say everyone tenpai or noten, a nagashi mangan), either."""
    stays, passes = (place, hand.honba + 1), (place + 1, hand.honba + 1)
    if hand.end == "abort":
        return frozenset({stays})
    if hand.end == "win":
        dealer_won = any(w.winner == hand.dealer for w in hand.wins)
        return frozenset({stays}) if dealer_won else frozenset({(place + 1, 0)})
    tenpai = _dealer_tenpai(hand, raw)
    if tenpai is None:
        return frozenset({stays, passes})
    return frozenset({stays if tenpai else passes})


def _dealer_tenpai(hand: LogHand, raw: object) -> bool | None:
    """Whether the dealer of ``hand`` (a draw, or a nagashi mangan) was tenpai as its own data
    says: the noten payments of an exhaustive draw (the tenpai take), or its words for
    everyone tenpai or noten; None where it does not say (the reader's ``tenpai`` of such a
    hand is taken from the hand after it, which is what is asked here)."""
    if hand.end == "draw" and any(hand.deltas):
        return hand.deltas[hand.dealer] > 0
    result = raw[16] if isinstance(raw, list) and len(raw) >= HAND_PARTS else None
    kind = result[0].strip() if isinstance(result, list) and result and isinstance(result[0], str) else ""
    if kind in ALL_TENPAI:
        return True
    if kind in ALL_NOTEN:
        return False
    return None


def _follows(before: _Seam, known: tuple[tuple[int, int], int] | None, after: _Seam) -> str | None:
    """None when ``after`` comes next in ``before``'s game, else the code of the refusal.
    ``known``: the place of the last hand before ``after`` whose round is known and how many
    hands on ``after`` is from it (1: ``before`` itself); None when no hand before has one.

    After a hand comes that hand dealt again at one more honba (the dealer stayed, or an
    abortive draw), or the next hand at no honba (a win) or one more (a draw), starting on the
    points the hand before left (less the riichi sticks put out in it). A line whose start
    points are not those is the game's next hand all the same (a converter that lost a riichi
    stick between two lines, zhengye1/paipuconverter's ``paipu/第39期十段位決定戦3.txt``), the
    mismatch shown as a gap (:func:`~mjgui.core.logs.model.hand_gaps`) as in a log of one JSON;
    but only when it is the very hand that follows how ``before`` ended (:func:`_next_places`),
    not one that would follow another ending, as another game's hand may. Across hands whose
    round cannot be read the last round known is carried: ``after`` is refused where its round
    goes backwards, or further on than as many hands can go; and an East 1 at no honba never
    follows another hand. A hand whose own round cannot be read is the next one unless its
    start points are known and are not those ``before`` left (``log_json_lines_points``)."""
    if after.place == (0, 0):
        return "log_json_lines"
    points_differ = before.left is not None and after.start is not None and after.start != before.left
    if after.place is None:
        return "log_json_lines_points" if points_differ else None
    if known is None:
        return None
    ((was, honba), steps), (now, next_honba) = known, after.place
    if points_differ and before.next is not None:
        return None if after.place in before.next else "log_json_lines"
    # each hand on is the same hand at one more honba, or the next hand at one more honba (a
    # draw) or at none (a win): as many hands on as ``steps`` at most, and at one more honba
    # each, or at fewer honba than hands on after a win between
    if now == was:
        follows = next_honba == honba + steps
    else:
        follows = was < now <= was + steps and (next_honba < steps or next_honba == honba + steps)
    return None if follows else "log_json_lines"


def _three_players(data: dict[str, Any], names: list[Any]) -> bool:
    """A three-player game: three names, or the fourth seat dealt nothing in the first hand
    (converters write four names, the fourth empty, and empty lists for its tiles), or a rule
    name of the three-player lobbies (``三鳳南喰赤``, ``三金の間赤``)."""
    if len(names) == 3:
        return True
    first = data["log"][0]
    if isinstance(first, list) and len(first) > 13 and first[13] == [] and names[3] in ("", None):
        return True
    rule = data.get("rule")
    disp = str(rule.get("disp", "")) if isinstance(rule, dict) else ""
    return disp.startswith("三") or "3-player" in disp.casefold()


def _round_number(value: object) -> int | None:
    """The next hand's round as its own head reads it (``6.0`` is 6), or None if it is no number
    (that hand then says what is wrong)."""
    try:
        return number(value, "round")
    except LogError:
        return None


#: The parts of a tenhou.net/6 hand: the round, the points, the dora and ura indicators, each of
#: four seats' dealt tiles, takes and discards, and the result.
HAND_PARTS = 17


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _hand_shaped(hand: object) -> bool:
    """Is ``hand`` shaped as a tenhou.net/6 hand, whatever its values: a list of 17 parts (or
    more), the round ``[kyoku, honba, sticks]`` (three numbers) first, and the first seat's
    dealt tiles a list of tile numbers (``11``), not of names (``"1m"``)?"""
    if not isinstance(hand, list) or len(hand) < HAND_PARTS:
        return False
    head, dealt = hand[0], hand[4]
    if not (isinstance(head, list) and len(head) == 3 and all(_is_number(x) for x in head)):
        return False
    return isinstance(dealt, list) and not any(isinstance(t, str) for t in dealt)


def _check_hands_are_tenhou6(raw: list[Any], text: str) -> None:
    """Refuse a JSON whose ``log`` holds no tenhou.net/6 hand at all (:func:`_hand_shaped`):
    another site's format, such as kobalab's 電脳麻将 (``"log": [[{"qipai": ...}, {"zimo":
    ...}]]``) or a look-alike with tiles as names and a longer round (``[[0, 0, 0, 250, 250,
    250, 250], ["3s"], …]``, whong09/majsoul-analysis-suite's examples), is not a game log of
    ours, and reading it hand by hand would only call every hand unreadable. One hand of the
    right shape is enough: a single broken hand stays that hand's problem."""
    if any(_hand_shaped(hand) for hand in raw):
        return
    # where the hands begin, as near as the text says
    line, column = position(text, max(text.find('"log"'), 0))
    first = raw[0]
    start = first[0] if isinstance(first, list) and first else first
    if isinstance(start, dict) and start:  # an object: its first key says what it is
        found = "{" + json.dumps(str(next(iter(start))), ensure_ascii=False) + ": …}"
        raise LogError("log_not_tenhou6", line=line, column=column, found=quoted(found))
    if not isinstance(first, list):
        found = json.dumps(start, ensure_ascii=False)
        raise LogError("log_not_tenhou6", line=line, column=column, found=quoted(found))
    # a list, not of a hand's shape: its start as written, compact (cut short when quoted)
    shown = json.dumps(first[:3], ensure_ascii=False, separators=(",", ":"))
    if len(first) > 3:
        shown = shown[:-1] + ",…]"
    raise LogError("log_not_tenhou6_hand", line=line, column=column, found=quoted(shown))


def _final_points(sc: object, seats: int, hands: list[LogHand]) -> tuple[int, ...] | None:
    """The points at the game's end from ``sc`` (each player's points, then score), or None
    when it holds none. Tenhou's own JSON writes full points (``[53800, 63.8, ..., 800,
    -49.2]``: 800 is 800 points); a converter that copies the mjlog's ``owari`` writes hundreds
    (``538``). The unit is decided once for the whole ``sc``: hundreds only when every value is
    under 1000 and the total in hundreds is nearer to the points the game started with (the
    first hand's) than the total as written; a value is never scaled on its own."""
    if not isinstance(sc, list) or len(sc) != 8:
        return None
    try:
        values = [
            float(number(sc[i], "sc")) if not isinstance(sc[i], float) else sc[i]
            for i in range(0, 2 * seats, 2)
        ]
    except LogError:
        return None
    if not all(math.isfinite(v) and abs(v) < 1e9 for v in values):
        return None
    started = next((sum(h.start) for h in hands if any(h.start)), None)
    total = sum(values)
    hundreds = all(abs(v) < 1000 for v in values) and (
        started is None or abs(total * 100 - started) < abs(total - started)
    )
    return tuple(round(v * 100) if hundreds else int(v) for v in values)


def read_tenhou6(text: str, preset_name: str | None = None) -> GameLog:
    """Read a tenhou.net/6 JSON log under the named preset's rules (default: detected from
    the game's id, room and players' ranks, :func:`detect_preset`) with the log's own options; raises
    :class:`LogError`. A hand that cannot be read is kept as an ``unreadable`` hand (its error
    names the hand, the seat and the event); the others are read all the same. A file of logs
    one a line is read as one game when its lines follow each other (:func:`_read_lines`), and
    so is a file of tenhou.net/6 editor links, each with its hands' JSON after ``#json=``
    (:func:`_json_links`)."""
    if starts_json_links(text):
        return _read_lines(text, _json_links(text), preset_name)
    try:
        data = json.loads(text)
    except RecursionError:
        raise LogError("log_json", line=1, column=1) from None
    except ValueError as err:  # a JSONDecodeError, or a number of more than 4300 digits
        lines = _json_lines(text, err) if isinstance(err, json.JSONDecodeError) else None
        if lines is None:
            raise _json_error(text, err) from None
        if isinstance(lines, LogError):
            raise lines from None
        return _read_lines(text, lines, preset_name)
    if isinstance(data, list):  # a list of logs, [{…}, {…}]: what JSON Lines holds one a line
        listed = _listed_logs(data, text)
        if len(listed) == 1:  # [{…}]: the one log, read as it is alone
            return _read_data(listed[0][2], text, preset_name)
        return _read_lines(text, listed, preset_name, listed=True)
    if not _is_log(data):
        raise _not_a_log(data, _first_line(text))
    return _read_data(data, text, preset_name)


def _first_line(text: str) -> int:
    """The line (from 1) where ``text``'s first word is, past any blank lines."""
    return text.count("\n", 0, len(text) - len(text.lstrip())) + 1


def _read_lines(text: str, lines: list[_Placed], preset_name: str | None, listed: bool = False) -> GameLog:
    """A JSON Lines file read as one game when its lines are one game's hands in order: the
    same names and rule, each line's first hand the one that follows the line before
    (:func:`_follows`: its round, and where its points do not follow, which the game's gaps
    show, the round that follows how the hand before ended). Else ``log_json_lines`` says the
    first line that does not follow (``log_json_lines_points`` where that line's round cannot
    be read and its points say it does not follow). A JSON list of logs (``listed``) is read
    the same, each of its logs as a line, and said as ``log_json_list`` (``…_points``)."""
    data, starts = _one_game(lines, listed)
    log = _read_data(data, text, preset_name)
    raw, seats = data["log"], log.rules.players
    seams = [_seam(hand, entry, seats) for hand, entry in zip(log.hands, raw, strict=True)]
    line_at = dict(starts[1:])  # a line's first hand: the line's index
    known: tuple[tuple[int, int], int] | None = None  # the last round known, and its hand's index
    for index, seam in enumerate(seams):
        at = line_at.get(index)
        if at is not None:
            last = (known[0], index - known[1]) if known is not None else None
            cause = _follows(seams[index - 1], last, seam)
            if cause is not None:
                raise _not_in_order(cause, lines, at, listed)
        if seam.place is not None:
            known = (seam.place, index)
    return log


def _read_data(data: object, text: str, preset_name: str | None) -> GameLog:
    """The game of a tenhou.net/6 log's JSON ``data`` (``text``: its file's text, for where)."""
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogError("log_unknown_format", line=1, column=1)
    names = data.get("name") or ["", "", "", ""]
    if not isinstance(names, list) or not 3 <= len(names) <= 4:
        raise LogError("log_bad_value", what="name", value=names)
    raw = data["log"]
    if not raw:
        raise LogError("log_no_hands")
    seats = 3 if _three_players(data, names) else 4
    players = tuple(n if isinstance(n, str) else str(n) for n in [*names, ""][:seats])
    rules, renhou = _lobby(data, players_rules(seats, preset_name, detect_preset(data)))
    _check_hands_are_tenhou6(raw, text)
    hands: list[LogHand] = []
    points: tuple[int, ...] = (0,) * seats
    for index, entry in enumerate(raw):
        following = raw[index + 1] if index + 1 < len(raw) else None
        head = following[0] if isinstance(following, list) and following else None
        next_kyoku = _round_number(head[0]) if isinstance(head, list) and head else None
        if hands:  # where the points stand before this hand, should it be unreadable
            points = points_after(hands[-1])
        try:
            hand = _Hand(entry, index, rules, players, renhou)
            points = hand.start
            hand.play()
            hands.append(hand.finish(next_kyoku))
        except LogError as err:
            label = err.round or f"#{index + 1}"
            hands.append(unreadable_hand(index, label, locate(err, label), points))
    sc = data.get("sc")
    final = _final_points(sc, seats, hands)
    scores = scores_of(sc[1 : 2 * seats : 2]) if final is not None and isinstance(sc, list) else None
    lobby = isinstance(data.get("rule"), list)  # a Tenhou lobby's type says East or South
    if not lobby and _length(data.get("rule")) is None and ended_in_east(hands, final):
        rules = rules.with_options(east_only=True)
    title = data.get("title")
    ref = data.get("ref")
    return GameLog(
        "tenhou6",
        players,
        log_rules(rules, hands, final, scores),
        tuple(hands),
        final,
        title=" ".join(str(t) for t in title) if isinstance(title, list) else str(title or ""),
        final_scores=scores,
        gaps=hand_gaps(hands, players),
        own_rules=own_preset(seats, detect_preset(data)),
        date=game_day(ref) if isinstance(ref, str) else "",  # the game id's day
    )
