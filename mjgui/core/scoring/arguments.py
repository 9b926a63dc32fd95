"""The score-argument syntax shared by the CLI, ``--screenshot`` and game records.

``HAND [--chi T] [--pon T] ... [--tsumo] [--riichi] ... [--seat S] [--dora 1m,0p] ...`` turns
into a :class:`HandSpec`. It lives in the core so that a game record's ``hand "..."`` line and
the command line read hands the same way.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import MISSING, dataclass, fields
from functools import lru_cache
from typing import NoReturn

from mjgui.core.errors import HandError
from mjgui.core.scoring.hand import (
    MELD_KINDS,
    SITUATION_FLAGS,
    HandSpec,
    Meld,
    MeldKind,
    make_meld,
    wind_from_letter,
)
from mjgui.core.scoring.rules import preset
from mjgui.core.scoring.tiles import Tile, parse_tiles, tile

FLAGS = SITUATION_FLAGS


class ArgumentError(HandError):
    """Command-line words that do not parse (unknown option, missing value)."""


class _Parser(argparse.ArgumentParser):
    """Never exits the process: bad words become an ArgumentError (help is not a hand)."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError("bad_argument", message=message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise ArgumentError("bad_argument", message=message or "see mjgui score --help")


#: The longest ``score`` line (all its words, spaces between) read, in characters: a hand with
#: every option is under 200, so a longer line is a mistake and is refused before any parsing.
MAX_SCORE_LINE = 1000


def score_parser() -> _Parser:
    """A new parser of the ``score`` words (for ``--help``); parsing uses one shared parser."""
    p = _Parser(prog="mjgui score", add_help=False, description="Score one hand; prints JSON.")
    p.add_argument("hand", nargs="?", help="concealed tiles incl. the winning tile, MPSZ: 123m456p789s11z")
    for kind in ("chi", "pon", "kan", "ankan"):
        p.add_argument(f"--{kind}", action="append", default=[], metavar="T", help=f"a {kind} meld (MPSZ)")
    p.add_argument("--win", help="the winning tile (default: the last tile of HAND)")
    for flag in FLAGS:
        p.add_argument(f"--{flag.replace('_', '-')}", dest=flag, action="store_true")
    p.add_argument("--seat", default="E", help="seat wind E|S|W|N (East is the dealer)")
    p.add_argument("--round", default="E", help="round wind E|S|W|N")
    p.add_argument("--dora", default="", help="dora indicators, e.g. 1m,0p")
    p.add_argument("--ura", default="", help="ura dora indicators")
    p.add_argument("--honba", default="0")
    p.add_argument("--sticks", default="0", help="riichi sticks on the table")
    p.add_argument("--renchan", default="0", help="the dealer's renchan count")
    p.add_argument("--from", dest="discarder", default=None, help="seat that dealt the winning tile (ron)")
    p.add_argument("--rules", default="seed")
    p.add_argument(
        "--rule-option",
        dest="rule_options",
        action="append",
        default=[],
        metavar="OPTION=VALUE",
        help="change one option of the preset, as on a record's rules line: kuitan=off, aka=0",
    )
    p.add_argument("--lang", default="en", choices=("en", "ru"))
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


@lru_cache(maxsize=1024)
def _tile(text: str) -> Tile:
    return tile(text)


_PARSER: list[_Parser] = []  # built on first use: argparse costs more than scoring a hand


def _shared_parser() -> _Parser:
    if not _PARSER:
        _PARSER.append(score_parser())
    return _PARSER[0]


_FLAG_WORDS: dict[str, str] = {
    **{f"--{flag.replace('_', '-')}": flag for flag in FLAGS},
    "--explain": "explain",
    "--batch": "batch",
}
_VALUE_WORDS: dict[str, str] = {
    "--win": "win", "--seat": "seat", "--round": "round", "--dora": "dora", "--ura": "ura",
    "--honba": "honba", "--sticks": "sticks", "--renchan": "renchan", "--from": "discarder",
    "--rules": "rules", "--lang": "lang",
}  # fmt: skip
_DEFAULTS: list[dict[str, object]] = []


def _plain_values(words: list[str]) -> dict[str, object] | None:
    """What the shared parser gives for plain words (the hand once, whole option names, values
    that do not start with "-"), read in one pass; None for anything else (abbreviations,
    ``--x=y``, a missing value...), which argparse then reads and words its errors."""
    if not _DEFAULTS:
        _DEFAULTS.append(vars(_shared_parser().parse_args([])))
    values = _DEFAULTS[0].copy()
    chi: list[str] = []
    pon: list[str] = []
    kan: list[str] = []
    ankan: list[str] = []
    melds = {"--chi": chi, "--pon": pon, "--kan": kan, "--ankan": ankan}
    hand: str | None = None
    flag_words, value_words = _FLAG_WORDS, _VALUE_WORDS
    following = iter(words)  # an option's value is the word after it
    for word in following:
        if not word:
            return None
        if word[0] != "-":
            if hand is not None:
                return None
            hand = word
            continue
        flag = flag_words.get(word)
        if flag is not None:
            values[flag] = True
            continue
        value = next(following, "")
        if not value or value[0] == "-":
            return None
        name = value_words.get(word)
        if name is not None:
            values[name] = value
        elif word in melds:
            melds[word].append(value)
        else:
            return None
    if values["lang"] not in ("en", "ru"):
        return None
    values["hand"] = hand
    values["chi"], values["pon"], values["kan"], values["ankan"] = chi, pon, kan, ankan
    return values


def _plain_namespace(words: list[str]) -> argparse.Namespace | None:
    """:func:`_plain_values` as the namespace the shared parser gives."""
    values = _plain_values(words)
    if values is None:
        return None
    ns = argparse.Namespace()
    ns.__dict__.update(values)  # Namespace(**values) sets them one by one
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


def _hand_spec(flags: dict[str, object], **values: object) -> HandSpec:
    """``HandSpec(**flags, **values)``, made with its fields set at once (a frozen dataclass's
    ``__init__`` sets its 23 fields one by one)."""
    spec = object.__new__(HandSpec)
    fields_of = spec.__dict__
    fields_of.update(_SPEC_FIELDS)
    fields_of.update(flags)
    fields_of.update(values)
    spec.__post_init__()
    return spec


def parse_score_args(argv: Sequence[str]) -> tuple[ScoreRequest, argparse.Namespace]:
    """Turn ``score`` arguments into a hand; raises HandError/MahjongError on bad input."""
    words = list(argv)
    check_line_length(len(" ".join(words)))
    values = _plain_values(words)
    if values is None:
        ns = _shared_parser().parse_args(words)
        values = vars(ns)
    else:
        ns = object.__new__(argparse.Namespace)  # what argparse would give, without a copy
        ns.__dict__ = values
    hand: str | None = values["hand"]  # type: ignore[assignment]
    if not hand:
        raise ArgumentError("notation_empty", pos=1)
    rules = preset(ns.rules)
    if ns.rule_options:
        from mjgui.core.scoring.rule_words import with_rule_words

        rules = with_rule_words(rules, ns.rule_options)
    concealed = parse_tiles(hand)
    melds: list[Meld] = []
    for kind in MELD_KINDS:
        for text in getattr(ns, kind):
            melds.append(_meld(kind, text))
    win = _tile(ns.win) if ns.win else concealed[-1]
    discarder = _wind(ns.discarder) if ns.discarder else None
    spec = _hand_spec(
        {flag: values[flag] for flag in FLAGS},
        concealed=concealed,
        win_tile=win,
        melds=tuple(melds),
        seat=_wind(ns.seat),
        round_wind=_wind(ns.round),
        dora=_indicators(ns.dora),
        ura=_indicators(ns.ura),
        honba=_count("honba", ns.honba),
        sticks=_count("sticks", ns.sticks),
        renchan=_count("renchan", ns.renchan),
        discarder=discarder,
        rules=rules,
    )
    request = object.__new__(ScoreRequest)  # ScoreRequest(spec, lang, explain), set at once
    request.__dict__.update(spec=spec, lang=ns.lang, explain=ns.explain)
    return request, ns


def _wind(letter: str) -> int:
    found = _WINDS.get(letter)
    return wind_from_letter(letter) if found is None else found
