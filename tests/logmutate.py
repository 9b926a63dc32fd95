"""Real game logs mutated as a broken converter or an attacker would: the inputs of the log
readers' property test (tests/test_logs_property.py) and of ``make fuzz`` (tools/fuzz.py).

Numbers become strings, null, NaN, Infinity, negative or out-of-range seats, integers of more
than 4 300 digits; strings become other call strings, ``r²``, control characters, a North set
aside where none can be; tiles go out of range; elements and attributes vanish; a four-player
lobby becomes a three-player one; the text is cut short. The same random generator
gives the same mutations.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from mjgui.core.errors import MahjongError
from mjgui.core.logs import GameLog, LogError, check_log, read_log, read_log_bytes, uncommented
from mjgui.core.logs.links import json_link_fragment, starts_json_links, tenhou_ids
from tests.logconvert import log_text, mjlog_to_tenhou6

DATA = Path(__file__).parent / "data" / "logs"
#: real games written one hand a line (JSON Lines, tests/data/logs/differs/): one whose lines
#: follow each other, one whose points do not add up between its lines
JSON_LINES = ("zhengye1-jpml-jyuudan39-1.json", "zhengye1-jpml-jyuudan39-3.json")


def _listed(text: str, indent: int | None = None) -> str:
    """A file of tenhou.net/6 logs one a line written as one JSON list of them (``[{…}, {…}]``)."""
    return json.dumps(
        [json.loads(line) for line in text.splitlines() if line.strip()], indent=indent, ensure_ascii=False
    )


#: small real logs of both formats (the tenhou.net/6 ones include converted mjlog games), four
#: players and three (sanma/: Tenhou and Mahjong Soul, with Norths set aside), and games one
#: hand a line
SAMPLES: tuple[str, ...] = (
    *(
        log_text(p)
        for p in [*sorted(DATA.iterdir()), *sorted((DATA / "sanma").iterdir())]
        if p.suffix in (".mjlog", ".json") and p.stat().st_size < 20_000
    ),
    mjlog_to_tenhou6((DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")),
    mjlog_to_tenhou6((DATA / "sanma" / "dnovikoff-sanma2.mjlog").read_text(encoding="utf-8")),
    *(log_text(DATA / "differs" / name) for name in JSON_LINES),
    # games one hand a line (mjx's mjscore, in the glob above; a JPML match) as one JSON list of
    # their logs, [{…}, {…}], which is read as JSON Lines are
    _listed(log_text(DATA / "mjx-mjscore-2020052700gm-00a9-0000-75a4695c.json")),
    _listed(log_text(DATA / "differs" / JSON_LINES[0]), indent=1),
    # Tenhou's JSON of a game with a player's `// …` notes after its values (sdoricaaaa's
    # log_sample.json), and an mjlog whose header says an East game while it deals South hands
    # (Pantheon's west.xml): tests/data/logs/other/, their README rows
    (DATA / "other" / "sdoricaaaa-log_sample.txt").read_text(encoding="utf-8"),
    (DATA / "other" / "pantheon-west.xml").read_text(encoding="utf-8"),
)
#: the smallest real game of gimite's mjai server (tests/data/logs/mjai/gimite/): ``yakus``, no
#: ``scores`` in ``start_kyoku``, and the server's ``error`` that stopped it in E3-1, its last line
GIMITE_STOPPED = "mjai-manue-go-2026-06-19-030401.mjson"


def batched(text: str, size: int = 8) -> str:
    """An mjai log written one event a line, as mjai.app feeds a bot its events: one JSON list of
    ``size`` events a line (smly/mjai.app, ``tests/mjai/bot/data_base_akadora.log``)."""
    events = [json.loads(line) for line in text.splitlines() if line.strip()]
    lines = [events[i : i + size] for i in range(0, len(events), size)]
    return "".join(json.dumps(batch, ensure_ascii=False, separators=(",", ":")) + "\n" for batch in lines)


#: real mjai event logs (tests/data/logs/mjai/: Akochan's games, one event a line), one of
#: them as one JSON list of its events, as some writers keep a game, and one as one JSON list of
#: events a line (mjai.app's batches: the same game regrouped, and mjai.app's own file), and a
#: game of gimite's server that the server stopped
MJAI_SAMPLES: tuple[str, ...] = (
    *(p.read_text(encoding="utf-8") for p in sorted((DATA / "mjai").glob("*.mjson"))),
    batched((DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson").read_text(encoding="utf-8")),
    (DATA / "other" / "mjaiapp-data_base_akadora.log").read_text(encoding="utf-8"),
    json.dumps(
        [
            json.loads(line)
            for line in (DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson")
            .read_text(encoding="utf-8")
            .splitlines()
        ],
        ensure_ascii=False,
    ),
    (DATA / "mjai" / "gimite" / GIMITE_STOPPED).read_text(encoding="utf-8"),
)
SAMPLES += MJAI_SAMPLES

#: files that hold a link to a log, not the log (a player saved the address): Tenhou's, Mahjong
#: Soul's, any page's, with a byte order mark, CRLF, spaces, several, an Internet shortcut
LINK_SAMPLES: tuple[str, ...] = (
    "https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8&tw=0\n",
    "\ufeff  http://tenhou.net/3/?log=2019103023gm-00a9-0000-1d1f31a8\r\n\r\n",
    "https://game.mahjongsoul.com/?paipu=231231-1b2c3d4e-5f60-7182-93a4-b5c6d7e8f901_a123456\n",
    "https://example.com/page\r\nhttps://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8\r\n",
    "[InternetShortcut]\r\nURL=https://tenhou.net/0/?log=2019103023gm-00a9-0000-1d1f31a8\r\n",
)

#: the tenhou.net/6 editor's address, before a hand's JSON
EDITOR = "https://tenhou.net/6/#json="
#: what each way of writing the JSON in a link leaves as it is: ``encodeURI`` (kobalab/Majiang's
#: viewer, kobalab/tenhou-url-log), ``encodeURIComponent``, and none (soul2naga: the JSON as it is)
LINK_STYLES = {"uri": ";,/?:@&=+$!*'()#", "component": "!*'()", "raw": None}


def json_links(text: str, style: str = "uri") -> str:
    """A tenhou.net/6 log (a real one's JSON) as converters write a game for the editor: a link a
    hand, each with the log's other keys (its names, rule, title) and that one hand, its JSON
    percent-encoded as ``style`` says (:data:`LINK_STYLES`), one a line."""
    data = json.loads(text)
    head = {k: v for k, v in data.items() if k not in ("log", "sc")}
    lines = []
    for hand in data["log"]:
        body = json.dumps({**head, "log": [hand]}, ensure_ascii=False, separators=(",", ":"))
        safe = LINK_STYLES[style]
        lines.append(EDITOR + (body if safe is None else quote(body, safe=safe)))
    return "\n".join(lines) + "\n"


#: real games written as tenhou.net/6 editor links, a hand a link (:func:`json_links`): a Tenhou
#: game with encodeURI, a Mahjong Soul game with encodeURIComponent and with the JSON as it is
JSON_LINK_SAMPLES: tuple[str, ...] = (
    json_links(log_text(DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json"), "uri"),
    json_links(log_text(DATA / "majsoul-tensoul-py-ng-jade-south.json"), "component"),
    json_links(log_text(DATA / "majsoul-tensoul-py-ng-jade-south.json"), "raw").replace("\n", "\r\n"),
)

#: real files refused with a sentence that says what they are: a Mahjong Soul game record in
#: Mahjong Soul's own format (``{"head": …, "data": …}``, as downloaders save a paipu), a capture
#: of the Mahjong Soul client's messages in a game (``ActionNewRound``…, as a proxy tool dumps
#: them), and two real tenhou.net/6 games in one file as ``jq . a.json b.json`` writes them
#: (several logs)
REFUSED_SAMPLES: tuple[str, ...] = (
    (DATA / "other" / "iwamoto65-majsoul-raw-241023-8ebc1b25.json").read_text(encoding="utf-8"),
    (DATA / "other" / "mjai-bridge-majsoul-capture.json").read_text(encoding="utf-8"),
    # a list of Tenhou log ids, one a line (sdoricaaaa's mjlog_pf4-20_n24.txt): said where
    # each game's log is, as a link to one game is
    (DATA / "other" / "sdoricaaaa-mjlog_pf4-20_n24.txt").read_text(encoding="utf-8"),
    "".join(
        json.dumps(json.loads(log_text(DATA / name)), indent=2, ensure_ascii=False) + "\n"
        for name in ("mjx-2011020414gm-ef18f336.json", "mjlog2json-2019021004gm-00a9-0000-e2f6516d.json")
    ),
)

JSON_VALUES: tuple[Any, ...] = (
    "x", None, float("nan"), float("inf"), float("-inf"), -1, 7, 99, 4, 1.5, 0, 60, 10**40,
    [], {}, True, "r²", "r60", "p171717", "17p1717", "c123", "a", "\x1b[31m\n", "", 52, 53, 70,
    "f44", "f45", 44, 3,  # three players: a North set aside, a bad one, the empty fourth seat
)  # fmt: skip
ATTRIBUTE_VALUES = (
    "x",
    "",
    "-1",
    "7",
    "4",
    "99",
    "NaN",
    "inf",
    "1,2",
    "²",
    "1.5",
    "0",
    "135",
    "136",
    "9" * 5000,
    "3",  # the empty fourth seat of a three-player game
    "31008",  # a North set aside (a nuki's <N> code)
    "185",  # the three-player lobby (<GO type>)
)
HUGE = "1" * 5000  # int() and json.loads refuse more than 4300 digits


def mutate(rng: random.Random, text: str) -> str:
    """One to three mutations of a log's text, then sometimes a cut."""
    for _ in range(rng.randint(1, 3)):
        if starts_json_links(text):
            text = _mutate_links(rng, text)
            continue
        if tenhou_ids(text) is not None:
            text = _mutate_ids(rng, text)
            continue
        mjlog = text.lstrip().startswith("<")
        text = _mutate_mjlog(rng, text) if mjlog else _mutate_json(rng, text)
    if rng.random() < 0.15:
        text = text[: rng.randrange(max(1, len(text)))]
    return text


def _mutate_mjlog(rng: random.Random, text: str) -> str:
    values = list(re.finditer(r'="([^"]*)"', text))
    choice = rng.random()
    if choice < 0.7 and values:
        found = rng.choice(values)
        return text[: found.start(1)] + rng.choice(ATTRIBUTE_VALUES) + text[found.end(1) :]
    elements = list(re.finditer(r"<[A-Z][^>]*/>", text))
    if choice < 0.85 and elements:  # an element vanishes
        found = rng.choice(elements)
        return text[: found.start()] + text[found.end() :]
    tags = list(re.finditer(r"<([TUVWDEFG])(\d+)/>", text))
    if tags:  # a tile number out of range, or a tag of another seat
        found = rng.choice(tags)
        new = rng.choice(("<T999/>", "<D-1/>", "<Z5/>", f"<{rng.choice('TUVWDEFG')}{found.group(2)}/>"))
        return text[: found.start()] + new + text[found.end() :]
    return text


def _mutate_json(rng: random.Random, text: str) -> str:
    if text.lstrip().startswith("//") and rng.random() < 0.7:
        # Tenhou's JSON with // comments (InjusticeJudge's): its values mutated, the address on
        # line 1 kept before them; else its lines are moved, doubled or left out, comments too
        first, _, _ = text.lstrip().partition("\n")
        return first + "\n" + _mutate_json(rng, uncommented(text))
    if text.lstrip()[:1] in ("{", "[") and uncommented(text) != text and rng.random() < 0.7:
        return _mutate_commented(rng, text)  # notes after its values: kept where they are
    try:
        data = json.loads(text)
    except ValueError:
        return _mutate_lines(rng, text) if "\n" in text.strip() else text
    spots = list(_spots(data))
    if not spots:
        return text
    holder, key = rng.choice(spots)
    choice = rng.random()
    if choice < 0.75:
        holder[key] = rng.choice(JSON_VALUES)
    elif choice < 0.85 and isinstance(holder, list):
        del holder[key]
    elif choice < 0.92 and isinstance(holder, list):
        holder.insert(key, rng.choice(JSON_VALUES))
    else:
        holder[key] = [holder[key]] if rng.random() < 0.5 else {"v": holder[key]}
    out = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.05:  # a number too long for json.loads
        out = out.replace("25000", HUGE, 1)
    return out


#: a JSON value as a text writes it (a string, a number, a word)
_JSON_TOKEN = re.compile(r'"(?:[^"\\\r\n]|\\[^\r\n])*"|-?[0-9]+(?:\.[0-9]+)?|\b(?:true|false|null)\b')


def _mutate_commented(rng: random.Random, text: str) -> str:
    """A JSON log with `//` notes after its values (a player's): one of its values replaced
    where it stands, the notes kept (found in the text with its notes blanked, which keeps every
    place), or a note moved into a value's place."""
    blanked = uncommented(text)
    tokens = list(_JSON_TOKEN.finditer(blanked))
    if not tokens:
        return text
    found = rng.choice(tokens)
    if rng.random() < 0.9:
        value = json.dumps(rng.choice(JSON_VALUES), ensure_ascii=False)
    else:
        value = "// a note where a value was\n"
    return text[: found.start()] + value + text[found.end() :]


#: what an id of a list of Tenhou log ids may become: cut, a character no id holds, an old id's
#: code, the tail of a replay link, a second id glued on, a link
_ID_JUNK = (
    lambda i: i[:-3],
    lambda i: i[:-1] + "g",
    lambda i: i.rpartition("-")[0] + "-x" + "0" * 12,
    lambda i: i + "&tw=0",
    lambda i: i + i,
    lambda i: "https://tenhou.net/0/?log=" + i,
    lambda i: "",
    lambda i: i + "\n\n",
)


def _mutate_ids(rng: random.Random, text: str) -> str:
    """A list of Tenhou log ids, one a line: one id changed (:data:`_ID_JUNK`), or the lines
    swapped, left out or written twice."""
    lines = text.split("\n")
    full = [i for i, line in enumerate(lines) if line.strip()]
    if not full or rng.random() < 0.3:
        return _mutate_lines(rng, text)
    at = rng.choice(full)
    lines[at] = rng.choice(_ID_JUNK)(lines[at])
    return "\n".join(lines)


def _mutate_lines(rng: random.Random, text: str) -> str:
    """A game one hand a line: one line mutated as a log of its own, or lines swapped, left
    out or written twice (rounds out of order, points that do not follow)."""
    lines = text.split("\n")
    full = [i for i, line in enumerate(lines) if line.strip()]
    if not full:
        return text
    at = rng.choice(full)
    choice = rng.random()
    if choice < 0.8:
        lines[at] = _mutate_json(rng, lines[at])
    elif choice < 0.87:
        other = rng.choice(full)
        lines[at], lines[other] = lines[other], lines[at]
    elif choice < 0.94:
        del lines[at]
    else:
        lines.insert(at, lines[at])
    return "\n".join(lines)


#: what a damaged link may hold in its JSON's stead: a percent sign not followed by two hex
#: digits, bytes that are no UTF-8, a cut UTF-8 sequence, a quote a browser encoded
LINK_JUNK = ("%", "%Z", "%ZZ", "%FF", "%E3%81", "%22", "%7B", "&ts=", "#", "+", " ", "\x00", "%2")


def _mutate_links(rng: random.Random, text: str) -> str:
    """A game as tenhou.net/6 editor links, a hand a line: one hand's JSON mutated as a log
    (written back as that line wrote it), junk put into a line, a line no longer a link, cut,
    swapped, left out or written twice."""
    lines = text.split("\n")
    full = [i for i, line in enumerate(lines) if line.strip()]
    if not full:
        return text
    at = rng.choice(full)
    line = lines[at].rstrip("\r")
    end = lines[at][len(line) :]
    fragment = json_link_fragment(line)
    choice = rng.random()
    if choice < 0.55 and fragment is not None:
        raw = fragment.startswith("{")
        body = _mutate_json(rng, fragment if raw else unquote(fragment))
        lines[at] = line[: len(line) - len(fragment)] + (body if raw else quote(body, safe="!*'()")) + end
    elif choice < 0.7:
        spot = rng.randrange(len(line) + 1)
        lines[at] = line[:spot] + rng.choice(LINK_JUNK) + line[spot:] + end
    elif choice < 0.78:
        lines[at] = rng.choice((line.replace("#json=", "#"), line.replace("/6/", "/0/"), "notes")) + end
    elif choice < 0.86:
        lines[at] = line[: rng.randrange(len(line))] + end
    elif choice < 0.92:
        other = rng.choice(full)
        lines[at], lines[other] = lines[other], lines[at]
    elif choice < 0.97:
        del lines[at]
    else:
        lines.insert(at, lines[at])
    return "\n".join(lines)


def _spots(node: Any) -> Any:
    """Every (container, key) of a JSON document."""
    if isinstance(node, list):
        for index, item in enumerate(node):
            yield node, index
            yield from _spots(item)
    elif isinstance(node, dict):
        for key, item in node.items():
            yield node, key
            yield from _spots(item)


#: error codes whose message must name the hand (E1-0 or #n)
LOCATED = (
    "log_bad_hand", "log_bad_take", "log_bad_discard", "log_bad_win", "log_bad_seat", "log_win_cut",
    "log_win_tile_left_out",
    "log_mjai_hand", "log_mjai_seat", "log_mjai_hidden", "log_mjai_no_change", "log_mjai_cut",
    "log_mjai_stopped", "log_mjai_start_unknown", "log_mjai_start_cut",
)  # fmt: skip
#: error codes of a hand that does not follow the hand before it: they name both
GAPS = ("log_gap_points", "log_gap_order", "log_gap_change")


def check_log_text(text: str) -> str | None:
    """None when a (mutated) log got a normal result or a typed, located error; else what
    was wrong. Any other exception propagates (the caller reports it as a crash)."""
    return _check_read(lambda: read_log(text))


def check_log_bytes(data: bytes) -> str | None:
    """:func:`check_log_text` of a file's bytes, read as a file is (``read_log_bytes``: a
    binary ``.webloc`` among them)."""
    return _check_read(lambda: read_log_bytes(data))


def _check_read(read: Callable[[], GameLog]) -> str | None:
    try:
        log = read()
    except LogError as err:
        return _check_error(err)
    for hand in log.hands:
        if hand.error is not None:
            problem = _check_error(hand.error)
            if problem:
                return problem
            if hand.error.code not in LOCATED:
                return f"an unreadable hand whose error names no hand ({hand.error.code})"
    for gap in log.gaps:  # a hand that does not start where the one before left: both named
        problem = _check_error(gap.error)
        if problem:
            return problem
        hands = (log.hands[gap.at - 1].round, log.hands[gap.at].round)
        if gap.error.code not in GAPS or not all(h in gap.error.message("en") for h in hands):
            return f"a gap whose error does not name its two hands ({gap.error.code})"
    for check in check_log(log):
        if check.win.spec.honba < 0 or check.win.spec.sticks < 0:
            return "negative counters accepted"
    return None


def _check_error(err: MahjongError) -> str | None:
    if err.code == "log_unexpected":
        return f"an error the readers did not foresee: {err.message('en')}"
    for lang in ("en", "ru"):
        message = err.message(lang)
        if not message or re.search(r"\{[a-z_]+\}", message):
            return f"a message not filled in ({err.code}, {lang}): {message!r}"
        if "\x1b" in message or "\n" in message:
            return f"a control character in a message ({err.code})"
    if isinstance(err, LogError) and err.code in LOCATED and err.round not in err.message("en"):
        return f"a hand error that does not name its hand ({err.code})"
    return None
