"""The score-argument syntax shared by the CLI, ``--screenshot`` and game records.

``HAND [--chi T] [--pon T] ... [--tsumo] [--riichi] ... [--seat S] [--dora 1m,0p] ...`` turns
into a :class:`HandSpec`. It lives in the core so that a game record's ``hand "..."`` line and
the command line read hands the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from functools import cache, lru_cache
from itertools import starmap
from typing import TYPE_CHECKING, Any, NoReturn

from mjgui.core.errors import HandError, MahjongError
from mjgui.core.scoring.hand import (
    MELD_KINDS,
    SITUATION_FLAGS,
    HandSpec,
    Meld,
    MeldKind,
    make_meld,
    wind_from_letter,
)
from mjgui.core.scoring.rules import PRESETS as _PRESETS
from mjgui.core.scoring.rules import preset
from mjgui.core.scoring.tiles import Tile, parse_tiles, tile

FLAGS = SITUATION_FLAGS


class ArgumentError(HandError):
    """Command-line words that do not parse (unknown option, missing value)."""


if TYPE_CHECKING:
    import argparse


@cache
def _parser_class() -> type[argparse.ArgumentParser]:
    """An ArgumentParser that never exits the process: bad words become an ArgumentError (help
    is not a hand). Made on first use: argparse is loaded only for words the plain readings
    leave (and for --help), not at every start of a batch."""
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise ArgumentError("bad_argument", message=message)

        def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
            raise ArgumentError("bad_argument", message=message or "see mjgui score --help")

    return _Parser


#: The value options' defaults (the parser's, and the plain reader's when one is not given).
VALUE_DEFAULTS: dict[str, str | None] = {
    "win": None, "seat": "E", "round": "E", "dora": "", "ura": "", "honba": "0", "sticks": "0",
    "renchan": "0", "discarder": None, "rules": "seed", "lang": "en",
}  # fmt: skip

#: The longest ``score`` line (all its words, spaces between) read, in characters: a hand with
#: every option is under 200, so a longer line is a mistake and is refused before any parsing.
MAX_SCORE_LINE = 1000


def score_parser() -> argparse.ArgumentParser:
    """A new parser of the ``score`` words (for ``--help``); parsing uses one shared parser."""
    p = _parser_class()(prog="mjgui score", add_help=False, description="Score one hand; prints JSON.")
    p.add_argument("hand", nargs="?", help="concealed tiles incl. the winning tile, MPSZ: 123m456p789s11z")
    for kind in ("chi", "pon", "kan", "ankan"):
        p.add_argument(f"--{kind}", action="append", default=[], metavar="T", help=f"a {kind} meld (MPSZ)")
    p.add_argument("--win", help="the winning tile (default: the last tile of HAND)")
    for flag in FLAGS:
        p.add_argument(f"--{flag.replace('_', '-')}", dest=flag, action="store_true")
    p.add_argument("--seat", default=VALUE_DEFAULTS["seat"], help="seat wind E|S|W|N (East is the dealer)")
    p.add_argument("--round", default=VALUE_DEFAULTS["round"], help="round wind E|S|W|N")
    p.add_argument("--dora", default=VALUE_DEFAULTS["dora"], help="dora indicators, e.g. 1m,0p")
    p.add_argument("--ura", default=VALUE_DEFAULTS["ura"], help="ura dora indicators")
    p.add_argument("--honba", default=VALUE_DEFAULTS["honba"])
    p.add_argument("--sticks", default=VALUE_DEFAULTS["sticks"], help="riichi sticks on the table")
    p.add_argument("--renchan", default=VALUE_DEFAULTS["renchan"], help="the dealer's renchan count")
    p.add_argument(
        "--from",
        dest="discarder",
        default=VALUE_DEFAULTS["discarder"],
        help="seat that dealt the winning tile (ron)",
    )
    p.add_argument("--rules", default=VALUE_DEFAULTS["rules"])
    p.add_argument(
        "--rule-option",
        dest="rule_options",
        action="append",
        default=[],
        metavar="OPTION=VALUE",
        help="change one option of the preset, as on a record's rules line: kuitan=off, aka=0",
    )
    p.add_argument("--lang", default=VALUE_DEFAULTS["lang"], choices=("en", "ru"))
    p.add_argument("--explain", action="store_true", help="add near misses (a win) or suggestions (no yaku)")
    p.add_argument("--batch", action="store_true", help="read one set of arguments per stdin line")
    return p


@dataclass(frozen=True)
class ScoreRequest:
    """What ``score`` was asked: the hand, the language of the answer, and whether to explain."""

    spec: HandSpec
    lang: str
    explain: bool = False


#: Counters as usually written, found without int() and its checks.
_COUNTS = {str(n): n for n in range(100)}


def _count(name: str, text: str) -> int:
    found = _COUNTS.get(text)
    if found is not None:
        return found
    try:
        value = int(text)
    except ValueError:
        raise HandError("bad_number", name=name, value=text) from None
    if value < 0:
        raise HandError("negative_count", name=name, value=value)
    return value


# The same few hundred tile words come back line after line in a batch (indicators, melds,
# winning tiles): each is read once. A word that does not parse raises, and is not kept.
@lru_cache(maxsize=4096)
def _indicators(text: str) -> tuple[Tile, ...]:
    return tuple(t for part in text.split(",") if part.strip() for t in parse_tiles(part))


@lru_cache(maxsize=4096)
def _meld(kind: MeldKind, text: str) -> Meld:
    return make_meld(kind, parse_tiles(text))


def _meld_rank(meld: tuple[MeldKind, str]) -> int:
    return MELD_KINDS.index(meld[0])


@lru_cache(maxsize=1024)
def _tile(text: str) -> Tile:
    return tile(text)


_PARSER: list[argparse.ArgumentParser] = []  # built on first use: it costs more than scoring a hand


def _shared_parser() -> argparse.ArgumentParser:
    if not _PARSER:
        _PARSER.append(score_parser())
    return _PARSER[0]


_FLAG_WORDS: dict[str, str] = {f"--{flag.replace('_', '-')}": flag for flag in FLAGS}
_VALUE_WORDS: dict[str, str] = {
    "--win": "win", "--seat": "seat", "--round": "round", "--dora": "dora", "--ura": "ura",
    "--honba": "honba", "--sticks": "sticks", "--renchan": "renchan", "--from": "discarder",
    "--rules": "rules", "--lang": "lang",
}  # fmt: skip
_MELD_WORDS: dict[str, MeldKind] = {f"--{kind}": kind for kind in MELD_KINDS}

#: What the words of one ``score`` line say, before any of it is read as tiles or numbers: the
#: hand's text, every value option's text (its default when not given), the melds' kinds and
#: texts in the order written, the situation flags given, ``--explain``, the rule options.
_Words = tuple[
    str | None, dict[str, str | None], list[tuple[MeldKind, str]], dict[str, bool], bool, list[str]
]


def _plain_words(words: list[str]) -> _Words | None:
    """What the shared parser reads in plain words (the hand once, whole option names, values
    that do not start with "-"), read in one pass; None for anything else (abbreviations,
    ``--x=y``, a missing value...), which argparse then reads and words its errors."""
    values = VALUE_DEFAULTS.copy()
    melds: list[tuple[MeldKind, str]] = []
    flags: dict[str, bool] = {}
    hand: str | None = None
    explain = False
    value_words, flag_words, meld_words = _VALUE_WORDS, _FLAG_WORDS, _MELD_WORDS
    following = iter(words)  # an option's value is the word after it
    for word in following:  # "in" and [] before a call: the usual words cost no call
        if word in value_words:
            value = next(following, "")
            if not value or value[0] == "-":
                return None
            values[value_words[word]] = value
        elif word in flag_words:
            flags[flag_words[word]] = True
        elif word in meld_words:
            value = next(following, "")
            if not value or value[0] == "-":
                return None
            melds.append((meld_words[word], value))
        elif word == "--explain":
            explain = True
        elif word == "--batch":
            continue
        elif word and word[0] != "-" and hand is None:
            hand = word
        else:
            return None
    if values["lang"] not in ("en", "ru"):
        return None
    return hand, values, melds, flags, explain, []


def _namespace_words(ns: argparse.Namespace) -> _Words:
    """The shared parser's namespace as :func:`_plain_words` gives it."""
    values = {name: getattr(ns, name) for name in VALUE_DEFAULTS}
    melds = [(kind, text) for kind in MELD_KINDS for text in getattr(ns, kind)]
    flags = {flag: True for flag in FLAGS if getattr(ns, flag)}
    return ns.hand, values, melds, flags, ns.explain, ns.rule_options


_DEFAULTS: list[dict[str, object]] = []


def _plain_namespace(words: list[str]) -> argparse.Namespace | None:
    """:func:`_plain_words` as the namespace the shared parser gives."""
    plain = _plain_words(words)
    if plain is None:
        return None
    hand, values, melds, flags, explain, _ = plain
    if not _DEFAULTS:
        _DEFAULTS.append(vars(_shared_parser().parse_args([])))
    from argparse import Namespace

    ns = Namespace(**_DEFAULTS[0])
    ns.__dict__.update(values, hand=hand, explain=explain, batch="--batch" in words, rule_options=[])
    for kind in MELD_KINDS:
        setattr(ns, kind, [text for of, text in melds if of == kind])
    for flag in flags:
        setattr(ns, flag, True)
    return ns


def check_line_length(length: int) -> None:
    """Refuse a ``score`` line longer than :data:`MAX_SCORE_LINE` (HandError ``line_too_long``)."""
    if length > MAX_SCORE_LINE:
        raise HandError("line_too_long", length=length, limit=MAX_SCORE_LINE)


#: The wind letters as a player types them, read without a call (others: wind_from_letter).
_WINDS = {letter: i for i, up in enumerate("ESWN") for letter in (up, up.lower())}

#: HandSpec's fields and their defaults, to make a spec with every field set at once.
_SPEC_FIELDS = {f.name: f.default for f in fields(HandSpec) if f.init and f.default is not MISSING}
assert all(f.default_factory is MISSING for f in fields(HandSpec))  # shared defaults only

#: The fields of a spec whose options are not given: the parser's defaults read (the quick reading
#: sets the options given over them).
_QUICK_FIELDS: dict[str, object] = {
    **_SPEC_FIELDS,
    "seat": _WINDS[VALUE_DEFAULTS["seat"]],  # type: ignore[index]
    "round_wind": _WINDS[VALUE_DEFAULTS["round"]],  # type: ignore[index]
    "honba": _COUNTS[VALUE_DEFAULTS["honba"]],  # type: ignore[index]
    "sticks": _COUNTS[VALUE_DEFAULTS["sticks"]],  # type: ignore[index]
    "renchan": _COUNTS[VALUE_DEFAULTS["renchan"]],  # type: ignore[index]
    "rules": _PRESETS[VALUE_DEFAULTS["rules"]],  # type: ignore[index]
}
assert VALUE_DEFAULTS["dora"] == VALUE_DEFAULTS["ura"] == "" and VALUE_DEFAULTS["discarder"] is None
assert VALUE_DEFAULTS["win"] is None  # the hand's last tile


def _hand_spec(flags: dict[str, object], **values: object) -> HandSpec:
    """``HandSpec(**flags, **values)``, made with its fields set at once (a frozen dataclass's
    ``__init__`` sets its 23 fields one by one)."""
    fields_of = _SPEC_FIELDS.copy()
    fields_of.update(flags)
    fields_of.update(values)
    return _spec_of(fields_of)


def _spec_of(fields_of: dict[str, object]) -> HandSpec:
    """The HandSpec holding ``fields_of`` (every field given) as its own fields."""
    spec = object.__new__(HandSpec)
    object.__setattr__(spec, "__dict__", fields_of)  # no copy: the dict becomes the spec's
    spec.__post_init__()
    return spec


def _request_of(fields_of: dict[str, object], lang: str, explain: bool) -> ScoreRequest:
    """``ScoreRequest(spec, lang, explain)`` of the spec holding ``fields_of``, given its dict at
    once (a frozen dataclass's ``__init__`` sets its fields one by one)."""
    request = object.__new__(ScoreRequest)
    object.__setattr__(request, "__dict__", {"spec": _spec_of(fields_of), "lang": lang, "explain": explain})
    return request


def _request(
    hand: str | None,
    values: dict[str, str | None],
    melds: list[tuple[MeldKind, str]],
    flags: dict[str, bool],
    explain: bool,
    rule_options: list[str],
) -> ScoreRequest:
    """The request the words say; each part is read in the order a player fixes them, so the
    first mistake found is the one reported."""
    if not hand:
        raise ArgumentError("notation_empty", pos=1)
    rules = preset(values["rules"])  # type: ignore[arg-type]
    if rule_options:
        from mjgui.core.scoring.rule_words import with_rule_words

        rules = with_rule_words(rules, rule_options)
    fields_of = _SPEC_FIELDS.copy()
    concealed = fields_of["concealed"] = parse_tiles(hand)
    if melds:
        fields_of["melds"] = _melds(melds)
    win = values["win"]
    fields_of["win_tile"] = _tile(win) if win else concealed[-1]
    discarder = values["discarder"]
    if discarder:
        fields_of["discarder"] = _wind(discarder)
    fields_of["seat"] = _wind(values["seat"])  # type: ignore[arg-type]
    fields_of["round_wind"] = _wind(values["round"])  # type: ignore[arg-type]
    fields_of["dora"] = _indicators(values["dora"])
    fields_of["ura"] = _indicators(values["ura"])
    for name in ("honba", "sticks", "renchan"):
        fields_of[name] = _count(name, values[name])  # type: ignore[arg-type]
    fields_of["rules"] = rules
    fields_of.update(flags)
    return _request_of(fields_of, values["lang"], explain)  # type: ignore[arg-type]


#: The usual value options, each a table of the values it takes: the word -> its spec field and table.
_LOOKUPS: dict[str, tuple[str, Mapping[str, object]]] = {
    "--seat": ("seat", _WINDS), "--round": ("round_wind", _WINDS), "--from": ("discarder", _WINDS),
    "--honba": ("honba", _COUNTS), "--sticks": ("sticks", _COUNTS), "--renchan": ("renchan", _COUNTS),
    "--rules": ("rules", _PRESETS),
}  # fmt: skip
#: The value options read as tiles (each value read once, then kept): the word -> its field and reader.
_READERS: dict[str, tuple[str, Callable[[str], object]]] = {
    "--win": ("win_tile", _tile), "--dora": ("dora", _indicators), "--ura": ("ura", _indicators),
}  # fmt: skip
assert {*_LOOKUPS, *_READERS, "--lang"} == set(_VALUE_WORDS)


#: What each usual word is, for the quick reading, found with one lookup: its role, then a
#: value option's spec field and its table (_LOOKUP) or reader (_READ), a flag's field, or a
#: meld's kind and its rank in MELD_KINDS.
_LOOKUP, _READ, _FLAG, _MELD, _LANG, _EXPLAIN, _BATCH = range(7)
_QUICK_WORDS: dict[str, tuple[int, Any, Any]] = {
    **{word: (_LOOKUP, field, table) for word, (field, table) in _LOOKUPS.items()},
    **{word: (_READ, field, read) for word, (field, read) in _READERS.items()},
    **{word: (_FLAG, field, True) for word, field in _FLAG_WORDS.items()},
    **{word: (_MELD, kind, MELD_KINDS.index(kind)) for word, kind in _MELD_WORDS.items()},
    "--lang": (_LANG, None, None), "--explain": (_EXPLAIN, None, None), "--batch": (_BATCH, None, None),
}  # fmt: skip


def _quick_request(words: list[str]) -> ScoreRequest | None:
    """The request of usual words, read and made in one pass; None as soon as a word is
    unusual or wrong: the careful reading (:func:`_plain_words`, :func:`_request`) then gives
    the request or reports the first mistake in its order."""
    fields_of = _QUICK_FIELDS.copy()
    melds: list[tuple[MeldKind, str]] = []
    in_order, last_rank = True, 0  # the melds as written in MELD_KINDS' order: no sort to run
    hand: str | None = None
    lang, explain = VALUE_DEFAULTS["lang"], False
    quick_words = _QUICK_WORDS
    following = iter(words)  # an option's value is the word after it
    try:  # a value missing (StopIteration), not in its table (KeyError) or not read: unusual
        for word in following:
            if word not in quick_words:  # "in" and [] before a call: the usual words cost no call
                if word and word[0] != "-" and hand is None:
                    hand = word
                    continue
                return None
            role, field, value_of = quick_words[word]
            if role == _LOOKUP:
                fields_of[field] = value_of[next(following)]
            elif role == _READ:
                value = next(following)
                if not value or value[0] == "-":
                    return None
                fields_of[field] = value_of(value)
            elif role == _FLAG:
                fields_of[field] = True
            elif role == _MELD:
                value = next(following)
                if not value or value[0] == "-":
                    return None
                melds.append((field, value))
                if value_of < last_rank:
                    in_order = False
                last_rank = value_of
            elif role == _LANG:
                lang = next(following)
                if lang != "en" and lang != "ru":
                    return None
            elif role == _EXPLAIN:
                explain = True
        if not hand:
            return None
        concealed = fields_of["concealed"] = parse_tiles(hand)
        if melds:
            fields_of["melds"] = tuple(starmap(_meld, melds)) if in_order else _melds(melds)
        if "win_tile" not in fields_of:
            fields_of["win_tile"] = concealed[-1]
    except (MahjongError, KeyError, StopIteration):
        return None
    return _request_of(fields_of, lang, explain)  # type: ignore[arg-type]  # "en" or "ru" here


def _melds(melds: list[tuple[MeldKind, str]]) -> tuple[Meld, ...]:
    """The melds written: chi first, then pon, kan and ankan, each kind in the order written."""
    if len(melds) > 1:
        melds = sorted(melds, key=_meld_rank)  # sorted is stable
    return tuple(starmap(_meld, melds))


def score_request(argv: Sequence[str]) -> ScoreRequest:
    """``parse_score_args(argv)[0]``, without a namespace. Three readings, each for what the one
    before leaves: the usual words made into the request in one pass (:func:`_quick_request`),
    plain words read and then each value in turn (:func:`_plain_words`, :func:`_request`: the
    first mistake is the one reported), anything else by argparse."""
    words = list(argv)
    length = len(" ".join(words))
    if length > MAX_SCORE_LINE:
        check_line_length(length)
    quick = _quick_request(words)
    if quick is not None:
        return quick
    plain = _plain_words(words)
    if plain is None:
        return _request(*_namespace_words(_shared_parser().parse_args(words)))
    return _request(*plain)


def parse_score_args(argv: Sequence[str]) -> tuple[ScoreRequest, argparse.Namespace]:
    """Turn ``score`` arguments into a hand; raises HandError/MahjongError on bad input. Also
    gives the namespace the words make (:func:`score_request` gives the hand alone)."""
    words = list(argv)
    request = score_request(words)
    return request, _plain_namespace(words) or _shared_parser().parse_args(words)


def _wind(letter: str) -> int:
    found = _WINDS.get(letter)
    return wind_from_letter(letter) if found is None else found
