"""The tenhou.net/6 JSON log (``{"title", "name", "rule", "log": [[...], ...]}``).

Each hand is ``[[kyoku, honba, sticks], points, dora, ura, haipai0, takes0, discards0, ...,
result]``. Tiles are 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51-53 the red fives; a
discard of 60 throws the tile just drawn. Calls are strings: ``c`` chi, ``p`` pon, ``m`` open
kan (in the taker's draws; the letter's place says whom it came from), ``k`` added kan and
``a`` closed kan (in the discards), ``r`` riichi. The log does not write the winning hand
down, so each player's hand is followed draw by draw.
"""

from __future__ import annotations

import json
import re
from typing import Any

from mjgui.core.game.game import ron_counters
from mjgui.core.logs.model import GameLog, LogError, LogHand, LogValue, LogWin, meld_of, round_label
from mjgui.core.logs.table import Table
from mjgui.core.scoring.hand import HandSpec, Meld
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import Tile
from mjgui.core.text import YAKU

_KANJI_TO_ID = {name.kanji: yaku_id for yaku_id, name in YAKU.items()}
_ALIASES = {
    "門前清自摸和": "menzen_tsumo",
    "槍槓": "chankan",
    "嶺上開花": "rinshan",
    "海底摸月": "haitei",
    "河底撈魚": "houtei",
    "国士無双１３面": "kokushi_13",
    "国士無双13面": "kokushi_13",
    "国士無双十三面": "kokushi_13",
    "純正九蓮宝燈": "chuuren_9",
    "四暗刻単騎": "suuankou_tanki",
    "両立直": "double_riichi",
    "ダブル立直": "double_riichi",
}
ABORTS = {
    "九種九牌": "kyuushu",
    "四家立直": "four_riichi",
    "三家和了": "triple_ron",
    "四槓散了": "four_kans",
    "四開槓": "four_kans",
    "四風連打": "four_winds",
}
_SCORE = re.compile(r"(?:(\d+)符)?(?:(\d+)飜)?\D*?(\d+)(?:-(\d+))?点(∀)?")
_YAKU = re.compile(r"^(.*?)\((?:(\d+)飜|(\d*)倍?役満)\)$")


def tile_of(code: object) -> Tile:
    if isinstance(code, bool) or not isinstance(code, int):
        raise LogError("log_bad_value", what="tile", value=code)
    if code in (51, 52, 53):
        return Tile((code - 51) * 9 + 4, red=True)
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return Tile((suit - 1) * 9 + number - 1)
    if suit == 4 and 1 <= number <= 7:
        return Tile(27 + number - 1)
    raise LogError("log_bad_value", what="tile", value=code)


def yaku_id(name: str) -> str:
    name = name.replace("\u3000", " ").strip()
    if name.startswith("自風"):
        return "seat_wind"
    if name.startswith("場風"):
        return "round_wind"
    if name.startswith("役牌"):
        rest = name[2:].strip(" :：")
        for dragon, ident in (("白", "haku"), ("發", "hatsu"), ("発", "hatsu"), ("中", "chun")):
            if rest.startswith(dragon):
                return ident
    found = _ALIASES.get(name) or _KANJI_TO_ID.get(name)
    if found is None:
        raise LogError("log_bad_value", what="yaku", value=name)
    return found


def parse_value(texts: list[Any], gain: int) -> LogValue:
    """``["30符1飜1000点", "立直(1飜)", ...]`` -> a LogValue."""
    if not texts or not isinstance(texts[0], str):
        raise LogError("log_bad_value", what="agari", value=texts)
    found = _SCORE.search(texts[0])
    if not found:
        raise LogError("log_bad_value", what="score", value=texts[0])
    fu = int(found.group(1)) if found.group(1) else None
    first, second, every = int(found.group(3)), found.group(4), found.group(5)
    points = 3 * first if every else (2 * first + int(second) if second else first)
    yaku: list[tuple[str, int]] = []
    yakuman = 0
    for text in texts[1:]:
        match = _YAKU.match(str(text).strip())
        if not match:
            raise LogError("log_bad_value", what="yaku", value=text)
        if match.group(2) is not None:
            han = int(match.group(2))
        else:
            multiple = int(match.group(3) or 1)
            yakuman += multiple
            han = 13 * multiple
        if han:
            yaku.append((yaku_id(match.group(1)), han))
    total = 13 * yakuman if yakuman else sum(h for _, h in yaku)
    return LogValue(total, fu, points, tuple(yaku), yakuman, gain)


#: Tenhou's lobby names (``rule.disp``): the room, East or South, 喰 with open tanyao, 赤 with
#: red fives, 速 fast: ``般南喰赤``, ``鳳東喰赤速``, ``般南`` (no open tanyao, no red fives).
_TENHOU_LOBBY = re.compile(r"[般上特鳳技若銀琥孔]?[東南](喰)?(赤)?(速)?")
#: What Mahjong Soul log converters write in ``title`` / ``rule.disp``: the room (玉の間四人南,
#: 玉之间, Jade Room...) or the game's name.
_MAHJONG_SOUL = re.compile(
    r"雀魂|mahjong ?soul|majsoul|maj-soul|[銅銀金玉]の間|王座の間|[铜银金玉]之间|王座之间|"
    r"\b(bronze|silver|gold|jade|throne) room\b",
    re.IGNORECASE,
)


def detect_preset(data: dict[str, Any]) -> str:
    """``mahjongsoul`` when the title or the rule's name says Mahjong Soul, else ``tenhou``."""
    rule = data.get("rule")
    title = data.get("title")
    words = [str(t) for t in title] if isinstance(title, list) else [str(title or "")]
    if isinstance(rule, dict):
        words.append(str(rule.get("disp", "")))
    return "mahjongsoul" if any(_MAHJONG_SOUL.search(w) for w in words) else "tenhou"


def _rules(rule: Any, preset_name: str = "tenhou") -> Rules:
    rules = preset(preset_name)
    if not isinstance(rule, dict):
        return rules
    disp = str(rule.get("disp", ""))
    if "三" in disp:
        raise LogError("log_three_player")
    aka = any(rule.get(k) for k in ("aka", "aka51", "aka52", "aka53"))
    changes: dict[str, object] = {"aka": 3 if aka else 0}
    if "南" in disp:
        changes["east_only"] = False
    elif "東" in disp:
        changes["east_only"] = True
    lobby = _TENHOU_LOBBY.fullmatch(disp.strip())
    if lobby:  # a Tenhou lobby says whether open tanyao counts (喰)
        changes["kuitan"] = bool(lobby.group(1))
    return rules.with_options(**changes)


def _parse_call(text: str) -> tuple[str, int, list[int], int]:
    """A call string -> (letter, how many tiles stand before the letter, all tiles, called)."""
    letters = [c for c in text if c.isalpha()]
    letter = "k" if "k" in letters else ("a" if "a" in letters else (letters[0] if letters else ""))
    if letter not in ("c", "p", "m", "k", "a") or not re.fullmatch(r"(\d\d|[cpmka]\d\d)+", text):
        raise LogError("log_bad_value", what="call", value=text)
    index = text.index(letter)
    digits = re.sub(r"[a-z]", "", text)
    tiles = [int(digits[i : i + 2]) for i in range(0, len(digits), 2)]
    if len(tiles) != (3 if letter in "cp" else 4):
        raise LogError("log_bad_value", what="call", value=text)
    return letter, len(re.sub(r"[a-z]", "", text[:index])) // 2, tiles, int(text[index + 1 : index + 3])


class _Hand:
    """Follows one hand's draws, discards and calls."""

    def __init__(self, data: list[Any], index: int, rules: Rules) -> None:
        if not isinstance(data, list) or len(data) < 17:
            raise LogError("log_bad_value", what=f"log[{index}]", value="too short")
        head = data[0]
        if not (isinstance(head, list) and len(head) >= 3 and all(isinstance(x, int) for x in head[:3])):
            raise LogError("log_bad_value", what=f"log[{index}][0]", value=head)
        self.index = index
        self.rules = rules
        self.kyoku, self.honba, self.sticks = head[0], head[1], head[2]
        self.dealer = self.kyoku % 4
        self.start = data[1]
        if not isinstance(self.start, list) or len(self.start) != 4:
            raise LogError("log_three_player")
        self.dora = [tile_of(t) for t in data[2]]
        self.ura = [tile_of(t) for t in data[3]]
        self.hands: list[list[int]] = []
        self.takes: list[list[Any]] = []
        self.drops: list[list[Any]] = []
        for seat in range(4):
            haipai, takes, drops = data[4 + 3 * seat], data[5 + 3 * seat], data[6 + 3 * seat]
            if not all(isinstance(x, list) for x in (haipai, takes, drops)):
                raise LogError("log_bad_value", what=f"log[{index}] seat {seat}", value="not a list")
            if seat == 3 and not haipai:
                raise LogError("log_three_player")
            self.hands.append([int(t) for t in haipai])
            self.takes.append(list(takes))
            self.drops.append(list(drops))
        self.result = data[16]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.table = Table(self.dealer)
        self.last_drawn = [0, 0, 0, 0]
        self.last_discard: tuple[int, int] | None = None

    def _remove(self, seat: int, codes: list[int]) -> None:
        for code in codes:
            hand = self.hands[seat]
            if code not in hand:
                raise LogError("log_bad_value", what=f"hand of seat {seat}", value=code)
            hand.remove(code)

    def _draw(self, seat: int, taken: list[int]) -> bool:
        if taken[seat] >= len(self.takes[seat]):
            return False
        code = self.takes[seat][taken[seat]]
        taken[seat] += 1
        if not isinstance(code, int):
            raise LogError("log_bad_value", what="draw", value=code)
        self.hands[seat].append(code)
        self.last_drawn[seat] = code
        self.table.draw(seat)
        return True

    def play(self) -> None:
        taken, dropped = [0, 0, 0, 0], [0, 0, 0, 0]
        seat, phase = self.dealer, "draw"
        for _ in range(1000):  # a hand has at most a few hundred actions
            if phase == "draw":
                if not self._draw(seat, taken):
                    return
                phase = "discard"
                continue
            if dropped[seat] >= len(self.drops[seat]):
                return
            code = self.drops[seat][dropped[seat]]
            dropped[seat] += 1
            if code == 0:  # the turn of an open kan: the replacement draw comes next
                phase = "draw"
                continue
            riichi = False
            if isinstance(code, str) and code.startswith("r"):
                riichi = True
                code = int(code[1:]) if code[1:].isdigit() else -1
            elif isinstance(code, str):
                self._kan(seat, code)
                phase = "draw"
                continue
            if code == 60:
                code = self.last_drawn[seat]
            if not isinstance(code, int):
                raise LogError("log_bad_value", what="discard", value=code)
            if riichi:
                self.table.declare_riichi(seat)
            self._remove(seat, [code])
            self.table.discard(seat)
            self.last_discard = (seat, code)
            caller = self._caller(seat, code, taken)
            if riichi and (caller is not None or self._goes_on(seat, taken)):
                self.table.riichi_accepted(seat)
            if caller is None:
                seat, phase = (seat + 1) % 4, "draw"
                continue
            self._call(caller, seat, taken)
            seat, phase = caller, "discard"
        raise LogError("log_bad_value", what=f"log[{self.index}]", value="endless hand")

    def _goes_on(self, seat: int, taken: list[int]) -> bool:
        following = (seat + 1) % 4
        return taken[following] < len(self.takes[following])

    def _caller(self, seat: int, discarded: int, taken: list[int]) -> int | None:
        """Who calls this discard: a pon or open kan first, then a chi by the next seat."""
        found: dict[str, int] = {}
        for other in ((seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4):
            if taken[other] >= len(self.takes[other]):
                continue
            code = self.takes[other][taken[other]]
            if not isinstance(code, str):
                continue
            letter, before, _, called = _parse_call(code)
            if called != discarded:
                continue
            if letter == "c":
                source = (other + 3) % 4
            elif letter == "p":
                source = (other + (3, 2, 1)[min(before, 2)]) % 4
            elif letter == "m":
                source = (other + (3, 2, 1, 1)[min(before, 3)]) % 4
            else:
                continue
            if source == seat:
                found.setdefault("c" if letter == "c" else "p", other)
        return found.get("p", found.get("c"))

    def _call(self, seat: int, source: int, taken: list[int]) -> None:
        code = str(self.takes[seat][taken[seat]])
        taken[seat] += 1
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
        if discarder is None:
            honba, sticks = self.honba, sticks_now
        else:
            honba, sticks = ron_counters(self.rules, discarder, winners, who, self.honba, sticks_now)
        spec = HandSpec(
            concealed=tuple(tiles),
            win_tile=win_tile,
            melds=tuple(self.melds[who]),
            seat=(who - self.dealer) % 4,
            round_wind=(self.kyoku // 4) % 4,
            dora=tuple(self.dora),
            ura=tuple(self.ura) if self.table.riichi[who] else (),
            honba=honba,
            sticks=sticks,
            discarder=None if discarder is None else (discarder - self.dealer) % 4,
            rules=self.rules,
            **self.table.flags(who, discarder),
        )
        value = parse_value(texts, deltas[who])
        return LogWin(
            hand_index=self.index,
            round=round_label(self.kyoku // 4, self.kyoku, self.honba),
            winner=who,
            discarder=discarder,
            pao=pao if pao != who and 0 <= pao <= 3 else None,
            spec=spec,
            value=value,
            deltas=(deltas[0], deltas[1], deltas[2], deltas[3]),
        )

    _wins_so_far: list[LogWin]

    def finish(self, next_kyoku: int | None) -> LogHand:
        self._wins_so_far = []
        result = self.result
        if not isinstance(result, list) or not result or not isinstance(result[0], str):
            raise LogError("log_bad_value", what=f"log[{self.index}] result", value=result)
        kind = result[0]
        label = round_label(self.kyoku // 4, self.kyoku, self.honba)
        common: dict[str, Any] = {
            "index": self.index,
            "round": label,
            "round_wind": (self.kyoku // 4) % 4,
            "kyoku": self.kyoku % 4,
            "dealer": self.dealer,
            "honba": self.honba,
            "sticks": self.sticks,
            "start": tuple(int(x) for x in self.start),
        }
        deltas = [0, 0, 0, 0]
        if kind == "和了":
            for i in range(1, len(result) - 1, 2):
                change, info = result[i], result[i + 1]
                if not (isinstance(change, list) and len(change) == 4 and isinstance(info, list)):
                    raise LogError("log_bad_value", what="agari", value=info)
                if len(info) < 4:
                    raise LogError("log_bad_value", what="agari", value=info)
                win = self.win(int(info[0]), int(info[1]), int(info[2]), info[3:], [int(x) for x in change])
                self._wins_so_far.append(win)
                deltas = [a + int(b) for a, b in zip(deltas, change, strict=True)]
            wins = tuple(self._wins_so_far)
            riichi = tuple(self.table.sticks_paid)
            return LogHand(**common, end="win", wins=wins, riichi=riichi, deltas=_four(deltas))
        if len(result) > 1 and isinstance(result[1], list) and len(result[1]) == 4:
            deltas = [int(x) for x in result[1]]
        riichi = tuple(self.table.sticks_paid)
        if kind in ABORTS:
            return LogHand(**common, end="abort", abort=ABORTS[kind], riichi=riichi)
        if kind == "流し満貫":
            nagashi = tuple(i for i in range(4) if deltas[i] > 0)
            # the JSON does not say who else was tenpai; the dealer was if the deal stays
            stayed: tuple[int, ...] = (self.dealer,) if next_kyoku == self.kyoku else ()
            return LogHand(
                **common, end="nagashi", nagashi=nagashi, tenpai=stayed, riichi=riichi, deltas=_four(deltas)
            )
        if kind in ("流局", "全員聴牌", "全員不聴"):
            if any(deltas):
                tenpai = tuple(i for i in range(4) if deltas[i] > 0)
            elif kind == "全員聴牌" or (kind == "流局" and next_kyoku == self.kyoku):
                tenpai = (0, 1, 2, 3)
            else:
                tenpai = ()
            return LogHand(**common, end="draw", tenpai=tenpai, riichi=riichi, deltas=_four(deltas))
        raise LogError("log_bad_value", what=f"log[{self.index}] result", value=kind)


def _four(values: list[int]) -> tuple[int, int, int, int]:
    return (values[0], values[1], values[2], values[3])


def read_tenhou6(text: str, preset_name: str | None = None) -> GameLog:
    """Read a tenhou.net/6 JSON log under the named preset's rules (default: detected from
    the title and rule name, :func:`detect_preset`) with the log's own options; raises
    :class:`LogError`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise LogError("log_json", line=err.lineno, column=err.colno) from None
    except RecursionError:
        raise LogError("log_json", line=1, column=1) from None
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogError("log_unknown_format", line=1, column=1)
    names = data.get("name") or ["", "", "", ""]
    if not isinstance(names, list) or len(names) < 4 or (len(names) == 4 and names[3] == "" and names[0]):
        raise LogError("log_three_player")
    rules = _rules(data.get("rule"), preset_name or detect_preset(data))
    raw = data["log"]
    if not raw:
        raise LogError("log_no_hands")
    hands: list[LogHand] = []
    for index, entry in enumerate(raw):
        hand = _Hand(entry, index, rules)
        hand.play()
        following = raw[index + 1] if index + 1 < len(raw) else None
        next_kyoku = following[0][0] if isinstance(following, list) and following else None
        hands.append(hand.finish(next_kyoku if isinstance(next_kyoku, int) else None))
    final: tuple[int, int, int, int] | None = None
    sc = data.get("sc")
    if isinstance(sc, list) and len(sc) == 8:
        final = _four([int(float(sc[i]) * (100 if abs(float(sc[i])) < 1000 else 1)) for i in (0, 2, 4, 6)])
    title = data.get("title")
    return GameLog(
        "tenhou6",
        (str(names[0]), str(names[1]), str(names[2]), str(names[3])),
        rules,
        tuple(hands),
        final,
        title=" ".join(str(t) for t in title) if isinstance(title, list) else str(title or ""),
    )
