"""The score-argument syntax shared by the CLI, ``--screenshot`` and game records.

``HAND [--chi T] [--pon T] ... [--tsumo] [--riichi] ... [--seat S] [--dora 1m,0p] ...`` turns
into a :class:`HandSpec`. It lives in the core so that a game record's ``hand "..."`` line and
the command line read hands the same way.

Every option is one entry of :data:`OPTIONS`; both readers are made from it: a plain reader that
reads usual words in one pass (a batch line costs no argparse), and argparse, for ``--help`` and
for every word the plain reader leaves (abbreviations, ``--x=y``, mistakes: argparse words their
messages). Either way the values are then read in the table's order (:func:`_request`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from functools import lru_cache, partial
from itertools import starmap
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Literal

from mjgui.core.errors import HandError, MahjongError, NotationError
from mjgui.core.i18n import Msg, msg, say
from mjgui.core.quietparser import LANG, LANGS
from mjgui.core.scoring.hand import (
    MELD_KINDS,
    SITUATION_FLAGS,
    WIND_LETTERS,
    HandSpec,
    Meld,
    MeldKind,
    make_meld,
    wind_from_letter,
)
from mjgui.core.scoring.points import MAX_COUNT
from mjgui.core.scoring.rules import PRESETS as _PRESETS
from mjgui.core.scoring.rules import Rules, preset
from mjgui.core.scoring.tiles import Tile, parse_tiles, tile

FLAGS = SITUATION_FLAGS


class ArgumentError(HandError):
    """Command-line words that do not parse (unknown option, missing value). ``option`` (a
    parameter): the option whose value argparse refused (``--lang de``, ``--seat`` without its
    value), in the JSON as ``"option"`` like every mistake in an option's value."""

    def as_dict(self, lang: str = "en") -> dict[str, object]:
        option = self.params.get("option")
        return super().as_dict(lang) | ({} if option is None else {"option": option})


if TYPE_CHECKING:
    import argparse

#: The longest ``score`` line (all its words, spaces between) read, in characters: a hand with
#: every option is under 200, so a longer line is a mistake and is refused before any parsing.
MAX_SCORE_LINE = 1000


@dataclass(frozen=True)
class ScoreRequest:
    """What ``score`` was asked: the hand, the language of the answer, and whether to explain."""

    spec: HandSpec
    lang: str
    explain: bool = False


#: Counters as usually written, found without int() and its checks.
_COUNTS = {str(n): n for n in range(100)}


#: ``--honba 1000``: a counter over :data:`~mjgui.core.scoring.points.MAX_COUNT`
COUNT_TOO_HIGH = msg("score:count_too_high", "--{name} cannot be more than {max} (got {value}).")


class CountError(HandError):
    """A counter over what the table takes (``count_too_high``: ``--honba``, ``--paid-honba``,
    ``--sticks``, ``--renchan`` over :data:`~mjgui.core.scoring.points.MAX_COUNT`)."""

    def message(self, lang: str = "en") -> str:
        return say(COUNT_TOO_HIGH, lang, **self.params)


def _count(name: str, text: str, most: int | None = None) -> int:
    found = _COUNTS.get(text)
    if found is not None and (most is None or found <= most):
        return found
    try:
        value = int(text)
    except ValueError:
        raise HandError("bad_number", name=name, value=text) from None
    if value < 0:
        raise HandError("negative_count", name=name, value=value)
    if most is not None and value > most:
        raise CountError("count_too_high", name=name, value=value, max=most)
    return value


#: ``--dora 5m,8s,9z``: a wrong value said with its option and the value (the position, of a
#: tile's mistake, is the one in the value)
IN_OPTION = msg("error:in_option", '{option} "{value}": {reason}')
#: The mistakes of a value that do not name the option themselves (a tile's, a meld's, a wind's):
#: said after it (:data:`IN_OPTION`). A count's or a rule option's message names it already.
_SAID_WITH_OPTION = frozenset({"bad_meld", "bad_wind"})


class OptionValueError:
    """A wrong value of a ``score`` option: the value's own mistake, of its own class (a
    ``NotationError``, a ``RulesError``..., with its ``code`` and ``params``: whoever catches
    that class still does), with the option's name, ``option`` (``--dora``), and its text,
    ``value`` (:func:`in_option` makes one). The message puts them before a tile's, a meld's or
    a wind's mistake (``--dora "5m,8s,9z": "9z" at position 7 is not a tile: ...``); the JSON
    error has the option too (``"option": "--dora"``)."""

    inner: MahjongError
    option: str
    value: str
    code: str

    def message(self, lang: str = "en") -> str:
        said = self.inner.message(lang)
        if not (self.code.startswith("notation_") or self.code in _SAID_WITH_OPTION):
            return said
        from mjgui.core.text import big_first, inner_sentence

        return big_first(
            say(IN_OPTION, lang, option=self.option, value=self.value, reason=inner_sentence(said, lang))
        )

    def as_dict(self, lang: str = "en") -> dict[str, object]:
        return {**self.inner.as_dict(lang), "message": self.message(lang), "option": self.option}


_IN_OPTION_CLASSES: dict[type[MahjongError], type[MahjongError]] = {}


def _in_option_class(kind: type[MahjongError]) -> type[MahjongError]:
    """``kind`` that says its option (:class:`OptionValueError` first), made once."""
    made = _IN_OPTION_CLASSES.get(kind)
    if made is None:
        made = type(kind.__name__, (OptionValueError, kind), {"__module__": kind.__module__})
        _IN_OPTION_CLASSES[kind] = made
    return made


def in_option(err: MahjongError, option: str, value: str) -> MahjongError:
    """``err``, found reading the value ``value`` of ``option``, as an error of its own class
    that names the option (:class:`OptionValueError`)."""
    made = BaseException.__new__(_in_option_class(type(err)))
    made.__dict__.update(err.__dict__)
    made.args = err.args
    made.inner, made.option, made.value = err, option, value  # type: ignore[attr-defined]
    return made


def _in_value(err: NotationError, offset: int) -> NotationError:
    """A tile's mistake found in a part of a value, its position moved to the value's."""
    params = {k: v for k, v in err.params.items() if k != "pos"}
    return NotationError(err.code, err.pos + offset, **params)


# The same few hundred tile words come back line after line in a batch (indicators, melds,
# winning tiles): each is read once. A word that does not parse raises, and is not kept.
@lru_cache(maxsize=4096)
def _indicators(text: str) -> tuple[Tile, ...]:
    """The tiles of a comma list of indicators (``1m,0p``; each part may hold several, ``1m3p``);
    a mistake's position is the one in the whole text."""
    found: list[Tile] = []
    at = 0  # where the part starts in the text
    for part in text.split(","):
        if part.strip():
            try:
                found += parse_tiles(part)
            except NotationError as err:
                raise _in_value(err, at) from None
        at += len(part) + 1
    return tuple(found)


@lru_cache(maxsize=4096)
def _meld(kind: MeldKind, text: str) -> Meld:
    return make_meld(kind, parse_tiles(text))


@lru_cache(maxsize=1024)
def _tile(text: str) -> Tile:
    return tile(text)


#: The wind letters as a player types them, read without a call (others: wind_from_letter).
_WINDS = {letter: i for i, up in enumerate("ESWN") for letter in (up, up.lower())}


def _wind(letter: str) -> int:
    found = _WINDS.get(letter)
    return wind_from_letter(letter) if found is None else found


#: ``--pao none``: nobody liable (a line of a batch clears the batch's ``--pao``)
NO_LIABLE = "none"
_LIABLE_WORDS: dict[str, int | None] = {**_WINDS, NO_LIABLE: None}


def _liable(word: str) -> int | None:
    """``--pao``'s seat, or None for ``none`` (in any case)."""
    return None if word.strip().lower() == NO_LIABLE else _wind(word)


# --- the one table of options -----------------------------------------------------------------

#: What an option's words are and where what they say goes: ``hand`` (the positional: the
#: concealed tiles), ``value`` (one text, read into a spec field), ``meld`` (repeated: a meld of
#: the field's kind), ``indicators`` (repeated: tiles, each text a comma list, that add up in
#: the spec's field: ``--dora 1m --dora 3p`` is ``--dora 1m,3p``), ``rule_option`` (repeated:
#: the preset's options changed), ``flag`` (a situation flag of the spec), ``lang`` and
#: ``explain`` (the request's), ``batch`` (the CLI's).
OptionKind = Literal["hand", "value", "meld", "indicators", "rule_option", "flag", "lang", "explain", "batch"]
#: ``score --help``: the command's help, an option of its help's parser (:func:`score_parser`)
HELP = "--help"


#: The kinds whose word takes the next word again and again, and those that take none.
_REPEATED = frozenset({"meld", "indicators", "rule_option"})
_SWITCHES = frozenset({"flag", "explain", "batch"})


@dataclass(frozen=True)
class Option:
    """One ``score`` option, written once in :data:`OPTIONS`: the plain reader (one pass over
    usual words), the reading of the values and argparse (``--help``, and every word the plain
    reader leaves: abbreviations, ``--x=y``, mistakes, whose messages argparse words) are all
    made from that table, so an option is added with one entry."""

    #: the word (``--seat``), or the positional's name (``hand``)
    name: str
    kind: OptionKind
    #: the HandSpec field it sets (``meld``: the meld's kind; ``rule_option``: the rules' field)
    field: str = ""
    #: the ``--help`` line (a catalogue message is worded in the parser's language)
    help: str | Msg | None = None
    #: ``value``: reads its text, raising a HandError that says what is wrong
    read: Callable[[str], object] | None = None
    #: ``value``: the values of its usual texts, found without calling ``read``
    values: Mapping[str, object] | None = None
    #: ``value``, ``lang``: the text when the option is not given (None: the field's default)
    default: str | None = None
    #: the namespace's name for it (by default the name without "--", "-" made "_")
    dest: str = ""
    #: the value's name in ``--help`` (a catalogue message is worded in the parser's language)
    metavar: str | Msg | None = None
    choices: tuple[str, ...] | None = None
    #: when its value is read, lower first (equal ranks: in the table's order): the first
    #: mistake found is the one reported, in the order a player fixes them (the rules, the hand,
    #: its melds, the winning tile and the discarder, then the rest of the situation)
    rank: int = 9
    #: read only when written whole, never abbreviated (an option added later: the
    #: abbreviations players used before, ``--p`` for ``--pon``, keep their meaning)
    whole: bool = False

    @property
    def attr(self) -> str:
        """Its namespace name (readers look it up once, in their tables)."""
        return self.dest or self.name.removeprefix("--").replace("-", "_")


def _count_option(
    field: str,
    help: str | Msg | None = None,
    *,
    metavar: str | Msg | None = None,
    most: int | None = MAX_COUNT,
    word: str | None = None,
    default: str | None = "0",
    whole: bool = False,
) -> Option:
    """A count of the situation (``--honba 2``): a whole number from 0 to ``most`` (None: the
    hand's own check), ``default`` when not given (None: the field's own, ``--paid-honba``'s
    "every honba"). ``word`` is the option's word when it is not the field's (written whole here,
    where the message-key scan reads it)."""
    usual = _COUNTS if most is None else {t: n for t, n in _COUNTS.items() if n <= most}
    word = word or field
    return Option(
        f"--{word}",
        "value",
        field,
        read=partial(_count, word, most=most),
        values=usual,
        default=default,
        metavar=metavar,
        help=help,
        whole=whole,
    )


#: The values' names in ``--help`` of a meld's tiles (``--chi 123m``) and of indicators
#: (``--dora 1m,0p``): letters in English, words in Russian
_MELD_TILES = msg("metavar:meld", "T")
_INDICATOR_TILES = msg("metavar:indicators", "T,T")

#: ``--help``'s line for each meld option and each situation flag (RULES.md §2, §4)
_MELD_HELP = {
    "chi": msg("score-help:chi", "a called run (MPSZ), e.g. 123m"),
    "pon": msg("score-help:pon", "a called triplet (MPSZ), e.g. 777z"),
    "kan": msg(
        "score-help:kan",
        "an open kan, called or added to a pon (MPSZ), e.g. 2222s; a kan of fives holds the red one: 0555s",
    ),
    "ankan": msg("score-help:ankan", "a closed kan (MPSZ), e.g. 7777z"),
}
_FLAG_HELP = {
    "tsumo": msg("score-help:tsumo", "won on the player's own draw (without it: ron)"),
    "riichi": msg("score-help:riichi", "the winner declared riichi"),
    "double_riichi": msg(
        "score-help:double_riichi",
        "riichi declared on the first turn, no call before it (instead of --riichi)",
    ),
    "ippatsu": msg("score-help:ippatsu", "won within one go-around of the riichi, no call in between"),
    "rinshan": msg(
        "score-help:rinshan",
        "won on the replacement tile drawn after a kan or a North set aside (with --tsumo)",
    ),
    "chankan": msg("score-help:chankan", "ron on the tile another player adds to a pon to make a kan"),
    "haitei": msg("score-help:haitei", "tsumo on the last tile of the wall"),
    "houtei": msg("score-help:houtei", "ron on the last discard of the hand"),
    "tenhou": msg("score-help:tenhou", "the dealer's tsumo on the dealt hand"),
    "chiihou": msg("score-help:chiihou", "a non-dealer's tsumo on the first draw, no call or kan before it"),
    "renhou": msg("score-help:renhou", "a non-dealer's ron before their first draw, no call before it"),
}
#: the names ``--rules`` takes, as its help lists them
PRESET_NAMES = ", ".join(_PRESETS)


#: Every ``score`` option, in the order ``--help`` lists them (argparse's messages list options
#: in this order too: "ambiguous option: --do could match --double-riichi, --dora").
OPTIONS: tuple[Option, ...] = (
    Option(
        "hand",
        "hand",
        "concealed",
        rank=2,
        metavar=msg("metavar:hand", "HAND"),
        help=msg(
            "score-help:hand",
            "concealed tiles incl. the winning tile, MPSZ: 123m456p789s77711z, or 123m456p789s11z "
            "with one meld (14 tiles less 3 per meld)",
        ),
    ),
    *(
        Option(f"--{kind}", "meld", kind, rank=3, metavar=_MELD_TILES, help=_MELD_HELP[kind])
        for kind in MELD_KINDS
    ),
    Option(
        "--win",
        "value",
        "win_tile",
        rank=4,
        read=_tile,
        metavar=msg("metavar:win", "WIN"),
        help=msg("score-help:win", "the winning tile (default: the last tile of HAND)"),
    ),
    *(Option(f"--{flag.replace('_', '-')}", "flag", flag, help=_FLAG_HELP[flag]) for flag in FLAGS),
    Option(
        "--seat",
        "value",
        "seat",
        read=_wind,
        values=_WINDS,
        default="E",
        metavar=msg("metavar:seat", "SEAT"),
        help=msg("score-help:seat", "seat wind E|S|W|N (East is the dealer)"),
    ),
    Option(
        "--round",
        "value",
        "round_wind",
        read=_wind,
        values=_WINDS,
        default="E",
        metavar=msg("metavar:round", "ROUND"),
        help=msg("score-help:round", "round wind E|S|W|N"),
    ),
    Option(
        "--dora",
        "indicators",
        "dora",
        metavar=_INDICATOR_TILES,
        read=_indicators,
        help=msg(
            "score-help:dora",
            "dora indicators, e.g. 1m,0p; given again, they add up (--dora 1m --dora 0p is --dora 1m,0p)",
        ),
    ),
    Option(
        "--ura",
        "indicators",
        "ura",
        metavar=_INDICATOR_TILES,
        read=_indicators,
        help=msg("score-help:ura", "ura dora indicators, as --dora (given again, they add up)"),
    ),
    _count_option(
        "nuki",
        msg("score-help:nuki", "Norths set aside as nuki dora, 0-4 (three players)"),
        metavar=msg("metavar:nuki", "N"),
        most=None,  # the hand says how many Norths there are (too_many_norths)
    ),
    _count_option(
        "honba",
        msg("score-help:honba", "honba counters on the table, 0-{max_count}"),
        metavar=(_HONBA_METAVAR := msg("metavar:honba", "HONBA")),
    ),
    _count_option(
        "paid_honba",
        word="paid-honba",
        metavar=_HONBA_METAVAR,  # the same word: one message
        default=None,
        whole=True,
        help=msg(
            "score-help:paid_honba",
            "the honba this ron is paid when it is not every one on the table, 0-{max_count}: a "
            "second winner on one discard under multiple_ron_honba=first is paid none (--honba "
            "stays the table's counter, which ryanhan shibari reads); a tsumo takes every one; "
            "written whole, never abbreviated",
        ),
    ),
    _count_option(
        "sticks",
        msg(
            "score-help:sticks",
            "riichi sticks this winner takes, 0-{max_count}: all those on the table; when several "
            "players win on one discard, they go to the first winner after the discarder, so a "
            "second winner is scored with 0",
        ),
        metavar=msg("metavar:sticks", "STICKS"),
    ),
    _count_option(
        "renchan",
        msg("score-help:renchan", "the dealer's renchan count, 0-{max_count}"),
        metavar=msg("metavar:renchan", "RENCHAN"),
    ),
    Option(
        "--from",
        "value",
        "discarder",
        rank=5,
        read=_wind,
        values=_WINDS,
        dest="discarder",
        metavar=msg("metavar:from", "DISCARDER"),
        help=msg("score-help:from", "seat that dealt the winning tile (a ron's; refused with --tsumo)"),
    ),
    Option(
        "--pao",
        "value",
        "liable",
        rank=5,
        read=_liable,
        values=_LIABLE_WORDS,
        metavar=msg("metavar:pao", "SEAT"),
        whole=True,
        help=msg(
            "score-help:pao",
            "seat liable (pao) for a yakuman of the rules' pao list (the seed's: daisangen, "
            "daisuushii, suukantsu) whose last set it fed: on a tsumo it pays that yakuman's value "
            "and the honba alone; on a ron by another player (with --from), half of that value, "
            "and the honba too when the rules say so (pao_liable_honba), else the discarder pays "
            "them; another yakuman in the hand is paid as usual, unless the rules have the liable "
            "seat pay the whole tsumo (pao_whole); none: nobody (it clears a --pao given before, "
            "as with the batch's options)",
        ),
    ),
    Option(
        "--rules",
        "value",
        "rules",
        rank=0,
        read=preset,
        values=_PRESETS,
        default="seed",
        metavar=msg("metavar:rules", "RULES"),
        help=msg("score-help:rules", "the rules preset (default: seed): {presets}"),
    ),
    Option(
        "--rule-option",
        "rule_option",
        "rules",
        rank=1,
        dest="rule_options",
        metavar=msg("metavar:rule_option", "OPTION=VALUE"),
        help=msg(
            "score-help:rule_option",
            "change one option of the preset, as on a record's rules line: kuitan=off, aka=0",
        ),
    ),
    Option("--lang", "lang", default="en", choices=LANGS, help=LANG),
    Option(
        "--explain",
        "explain",
        help=msg(
            "score-help:explain",
            "add near misses (a win) or suggestions (no yaku); to a hand not complete yet, its "
            "shanten and its discards (or the tiles that improve it)",
        ),
    ),
    Option(
        "--batch",
        "batch",
        help=msg(
            "score-help:batch",
            "read one set of arguments per stdin line and answer each with one JSON line, in the "
            "lines' order (answer N is line N's; an error also names it, as \"line\": N); the "
            "options given with --batch apply to every line, a line's own value of an option wins "
            "(its own --dora or --ura replaces the batch's)",
        ),
    ),
)


#: HandSpec's fields and their defaults, to make a spec with every field set at once.
_SPEC_FIELDS = {f.name: f.default for f in fields(HandSpec) if f.init and f.default is not MISSING}
assert all(f.default_factory is MISSING for f in fields(HandSpec))  # shared defaults only


#: How the plain reader takes an option's words: a switch, one value, a value again and again.
_SWITCH, _ONE, _MORE = range(3)
#: What :func:`_request` does with a given option: reads a value into a field, reads the hand,
#: a meld, indicators added to a field, changes the preset's options, sets a flag, the language,
#: ``--explain``; or nothing.
_VALUE, _HAND, _MELD, _INDICATORS, _RULE_OPTION, _FLAG, _LANG, _EXPLAIN, _NOTHING = range(9)


class _Tables:
    """What the readers look up, made from one :data:`OPTIONS` (again if the table changes), as
    plain tuples: a batch line's words cost one lookup each and no call, and only the options
    given are read."""

    def __init__(self, options: tuple[Option, ...]) -> None:
        self.options = options
        #: the namespace of no words: what argparse gives for an empty line
        self.empty: dict[str, object] = {
            o.attr: [] if o.kind in _REPEATED else False if o.kind in _SWITCHES else o.default
            for o in options
        }
        does = {
            "value": _VALUE, "hand": _HAND, "meld": _MELD, "indicators": _INDICATORS,
            "rule_option": _RULE_OPTION, "flag": _FLAG, "lang": _LANG, "explain": _EXPLAIN, "batch": _NOTHING,
        }  # fmt: skip
        in_order = sorted(options, key=attrgetter("rank"))  # sorted is stable: the table's order
        #: the place of each option's value in the reading (the first mistake is the one reported)
        self.order = {o.attr: i for i, o in enumerate(in_order)}
        #: each option by its namespace name: what is done with it, its spec field, its default
        #: text, its usual values and its reader
        self.info = {o.attr: (does[o.kind], o.field, o.default, o.values, o.read) for o in options}
        #: each option's word by its namespace name (the hand has none): a wrong value names it
        self.names = {o.attr: o.name for o in options if o.kind != "hand"}
        #: each option's word: how its words are taken, its namespace name, the values it allows,
        #: then its :attr:`info`
        self.by_word = {
            o.name: (
                _MORE if o.kind in _REPEATED else _SWITCH if o.kind in _SWITCHES else _ONE,
                o.attr,
                o.choices,
                *self.info[o.attr],
            )
            for o in options
            if o.kind != "hand"
        }
        #: a spec's fields when no option is given: the defaults' texts read once
        self.start: dict[str, object] = {
            **_SPEC_FIELDS,
            **{
                o.field: o.read(o.default)
                for o in options
                if o.kind == "value" and o.default is not None and o.read
            },
        }
        #: the option words an abbreviation may stand for, as ``score``'s parser reads them (those
        #: written whole left out), its ``--help`` among them (:func:`reads_as`)
        self.abbreviated = (*(o.name for o in options if o.kind != "hand" and not o.whole), HELP)
        self.lang: str = next(o.default or "en" for o in options if o.kind == "lang")
        self.hand = next(o.attr for o in options if o.kind == "hand")
        #: argparse's parser in each language its messages are worded in, made on first use
        #: (argparse is slow to load)
        self.parsers: dict[str, argparse.ArgumentParser] = {}


_NOT_USUAL = object()
_MADE: list[_Tables] = [_Tables(OPTIONS)]


def _tables() -> _Tables:
    made = _MADE[0]
    if made.options is not OPTIONS:  # a table changed (a test's option): its readers made again
        made = _MADE[0] = _Tables(OPTIONS)
    return made


def reads_as(word: str, name: str) -> bool:
    """Whether ``score`` reads ``word`` as its option ``name`` (``--batch``, or :data:`HELP`), as
    argparse reads every option word: the name itself, or an abbreviation of it that no other
    option's name begins with (``--bat``, ``--he``; an option written whole, :attr:`Option.whole`,
    has none). The command acts on such a word as on the whole one: ``score --bat`` is a batch."""
    if word == name:
        return True
    if len(word) < 3 or word[:2] != "--" or not name.startswith(word):
        return False
    return [n for n in _tables().abbreviated if n.startswith(word)] == [name]


def asks_for(words: Sequence[str], name: str) -> bool:
    """Whether any of the words is read as the option ``name`` (:func:`reads_as`)."""
    return any(reads_as(word, name) for word in words)


#: the kinds of option only the ``score`` command has: the window shows the near misses anyway and
#: reads no lines from standard input
COMMAND_ONLY = frozenset({"explain", "batch"})


def score_parser(
    lang: str = "en", *, window: bool = False, help_line: bool = False
) -> argparse.ArgumentParser:
    """A new argparse parser of the ``score`` words, made from :data:`OPTIONS` (for ``--help``
    and, with ``window``, the window's parser: without the command's own options); parsing uses
    one shared parser. The help lines that are catalogue messages are worded in ``lang``.
    ``help_line``: with ``-h, --help`` among the options, as ``score --help`` lists them as every
    command's help does (the parser that reads words has none: ``-h`` on a ``--batch`` line is
    a word it refuses, not a help printed among the answers)."""
    from mjgui.core.quietparser import QuietParser, program

    p = QuietParser(
        prog=f"{program()} score",
        lang=lang,
        add_help=help_line,
        description=msg("score-help:description", "Score one hand; prints JSON."),
    )
    p.whole_words = frozenset(o.name for o in OPTIONS if o.whole)
    for o in OPTIONS:
        if window and o.kind in COMMAND_ONLY:
            continue
        text = (
            say(o.help, lang, presets=PRESET_NAMES, max_count=MAX_COUNT)
            if isinstance(o.help, Msg)
            else o.help
        )
        if o.kind == "hand":
            p.add_argument(o.attr, nargs="?", metavar=o.metavar, help=text)
        elif o.kind in _SWITCHES:
            p.add_argument(o.name, dest=o.attr, action="store_true", help=text)
        elif o.kind in _REPEATED:
            p.add_argument(o.name, dest=o.attr, action="append", default=[], metavar=o.metavar, help=text)
        else:
            p.add_argument(
                o.name, dest=o.attr, default=o.default, metavar=o.metavar, choices=o.choices, help=text
            )
    return p


class RefusedWords(str):
    """argparse's message for ``score`` words it cannot read ("unrecognized arguments: --ipatsu"),
    as the language the words ask for words it (it is a ``str``), and worded again by
    :meth:`message` in the reader's language: the words read again by the parser of that
    language. The one way argparse's refusals are worded: ``score --lang ru`` and a record's
    ``hand "..."`` read by a Russian tracker, game or league say it from the catalogue alike."""

    words: tuple[str, ...]
    lang: str

    def __new__(cls, text: str, words: Sequence[str], lang: str) -> RefusedWords:
        made = super().__new__(cls, text)
        made.words, made.lang = tuple(words), lang
        return made

    def message(self, lang: str = "en") -> str:
        if lang == self.lang:
            return str(self)
        from mjgui.core.quietparser import BadWords

        try:
            _parser(lang).parse_args(list(self.words))
        except BadWords as err:
            return str(err)
        return str(self)  # read by that language's parser: never happens, the words are the same


def _parser(lang: str) -> argparse.ArgumentParser:
    """The ``score`` words' parser whose messages are worded in ``lang``, made on first use."""
    tables = _tables()
    parser = tables.parsers.get(lang)
    if parser is None:
        parser = tables.parsers[lang] = score_parser(lang)
    return parser


def _parsed(words: list[str]) -> dict[str, object]:
    """What argparse reads in the words, as :func:`_plain_words` gives it (the options given);
    bad words raise ArgumentError ``bad_argument`` with argparse's message
    (:class:`RefusedWords`: worded in the language of whoever reads the error)."""
    from mjgui.core.quietparser import BadWords, words_lang

    tables = _tables()
    lang = words_lang(words)
    try:
        found = vars(_parser(lang).parse_args(words))
    except BadWords as err:
        option = {} if err.option is None else {"option": err.option}  # a value argparse refused
        raise ArgumentError("bad_argument", message=RefusedWords(str(err), words, lang), **option) from None
    empty = tables.empty
    return {attr: value for attr, value in found.items() if value != empty[attr]}


def _plain_words(words: list[str]) -> dict[str, object] | None:
    """What argparse reads in plain words (see :func:`_plain_request`): the options given, by
    their namespace names (the namespace is ``{**empty, **given}``), or None."""
    plain = _plain_request(words)
    return None if plain is None else plain[0]


def given_plainly(words: Sequence[str]) -> dict[str, object] | None:
    """The options plain words give (see :func:`_plain_request`), as argparse reads them, by
    their namespace names; None when the words are not all plain ``score`` words. The window
    reads a hand given on its command line with it, without building argparse's parsers."""
    return _plain_words(list(words))


def _plain_request(words: list[str]) -> tuple[dict[str, object], ScoreRequest | None] | None:
    """Plain words (the hand once, whole option names, values that do not start with "-") read
    in one pass: the options given, as argparse reads them, and the request they make, its
    values read on the way. The request is None when a value is wrong (then :func:`_request`
    reads the options given in the table's order and reports the first mistake) or a rule
    option is given (read after the preset). None for words that are not plain
    (abbreviations, ``--x=y``, a missing value...): argparse reads them and words its errors."""
    tables = _tables()
    given: dict[str, object] = {}
    by_word = tables.by_word
    hand_attr = tables.hand
    start = tables.start
    fields_of = start.copy()
    lang, explain, read_on = tables.lang, False, True
    melds: list[tuple[MeldKind, str]] = []
    order = tables.order
    last_meld = -1  # the last meld's place: melds written in MELD_KINDS' order need no sort
    following = iter(words)  # an option's value is the word after it
    for word in following:
        option = by_word.get(word)
        if option is None:
            if word and word[0] != "-" and hand_attr not in given:
                given[hand_attr] = word
                continue
            return None
        takes, attr, choices, does, field, default, values, read = option
        if takes == _SWITCH:
            given[attr] = True
            if does == _FLAG:
                fields_of[field] = True
            elif does == _EXPLAIN:
                explain = True
            continue
        text = next(following, "")
        if not text or text[0] == "-" or (choices is not None and text not in choices):
            return None
        if takes == _ONE:
            given[attr] = text
        else:
            given[attr] = [*given.get(attr, ()), text]  # type: ignore[misc]
        if not read_on:  # a wrong value seen: the words are only taken now
            continue
        if does == _VALUE:
            if text == default:  # given again as the default (a later one wins, as in argparse)
                fields_of[field] = start[field]
                continue
            value = values.get(text, _NOT_USUAL) if values is not None else _NOT_USUAL
            if value is _NOT_USUAL:
                try:
                    value = read(text)  # type: ignore[misc]
                except MahjongError:
                    read_on = False
                    continue
            fields_of[field] = value
        elif does == _MELD:
            melds.append((field, text))  # type: ignore[arg-type]
            place = order[attr]
            if place < last_meld:  # read in the table's order, as argparse's lists are
                read_on = False
            last_meld = place
        elif does == _INDICATORS:  # each text's tiles added to those before
            try:
                fields_of[field] = (*fields_of[field], *read(text))  # type: ignore[misc]
            except MahjongError:
                read_on = False
        elif does == _LANG:
            lang = text
        else:  # rule options: read after the preset, in the table's order
            read_on = False
    hand = given.get(hand_attr)
    if not read_on or not hand:
        return given, None
    try:
        concealed = fields_of["concealed"] = parse_tiles(hand)  # type: ignore[arg-type]
        if melds:
            fields_of["melds"] = tuple(starmap(_meld, melds))
    except MahjongError:
        return given, None
    if "win_tile" not in fields_of:  # no --win: the hand's last tile
        fields_of["win_tile"] = concealed[-1]
    checked = fields_of["discarder"] is not None or fields_of.get("paid_honba") is not None
    if checked and _contradiction(fields_of) is not None:
        return given, None  # said by the ordered reading
    return given, _request_of(fields_of, lang, explain)


def check_line_length(length: int) -> None:
    """Refuse a ``score`` line longer than :data:`MAX_SCORE_LINE` (HandError ``line_too_long``)."""
    if length > MAX_SCORE_LINE:
        raise HandError("line_too_long", length=length, limit=MAX_SCORE_LINE)


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


def _contradiction(fields_of: dict[str, object]) -> MahjongError | None:
    """What the words say that cannot go together: a discarder on a tsumo (``discarder_on_tsumo``,
    said with ``--from``: the seat would be dropped unseen), a paid honba on a tsumo or above the
    table's (``paid_honba_on_tsumo``, ``paid_honba_too_many``); None for words that can (a paid
    honba equal to the table's is dropped: every honba is paid, as without the word)."""
    discarder = fields_of["discarder"]
    if discarder is not None and fields_of["tsumo"]:
        letter = WIND_LETTERS[discarder]  # type: ignore[index]
        return in_option(HandError("discarder_on_tsumo", wind=discarder), "--from", letter)
    paid = fields_of.get("paid_honba")
    if paid is not None:
        if fields_of["tsumo"]:  # every honba: a tsumo pays them all, and a ron later would not
            return in_option(HandError("paid_honba_on_tsumo", value=paid), "--paid-honba", str(paid))
        honba = fields_of.get("honba", 0)
        if paid > honba:  # type: ignore[operator]
            wrong = HandError("paid_honba_too_many", value=paid, honba=honba)
            return in_option(wrong, "--paid-honba", str(paid))
        if paid == honba:  # every honba on the table: the spec says so as without the word
            fields_of["paid_honba"] = None
    return None


#: The problems the scoring finds with a hand (:func:`~mjgui.core.scoring.hand.problems`,
#: :func:`~mjgui.core.scoring.scoring.check_liable`) that one option's value makes, by code: the
#: option and the spec's field holding its seat
_OPTION_PROBLEMS: dict[str, tuple[str, str]] = {
    "discarder_is_winner": ("--from", "discarder"),
    "pao_winner": ("--pao", "liable"),
    "pao_without_yakuman": ("--pao", "liable"),
}


def problem_in_option(err: MahjongError, spec: HandSpec) -> MahjongError:
    """``err``, what the scoring refused in ``spec``, said with the option whose value makes it
    (``discarder_is_winner``: ``--from``; ``pao_winner``, ``pao_without_yakuman``: ``--pao``), as a
    mistake in an option's value is (:func:`in_option`: ``"option"`` in the JSON); another as it is."""
    named = _OPTION_PROBLEMS.get(err.code)
    if named is None or isinstance(err, OptionValueError):
        return err
    option, field = named
    seat = getattr(spec, field)
    return in_option(err, option, WIND_LETTERS[seat] if isinstance(seat, int) else "")


def _request_of(fields_of: dict[str, object], lang: str, explain: bool) -> ScoreRequest:
    """``ScoreRequest(spec, lang, explain)`` of the spec holding ``fields_of``, given its dict at
    once (a frozen dataclass's ``__init__`` sets its fields one by one)."""
    request = object.__new__(ScoreRequest)
    object.__setattr__(request, "__dict__", {"spec": _spec_of(fields_of), "lang": lang, "explain": explain})
    return request


def _request(given: dict[str, Any]) -> ScoreRequest:
    """The request the options given say (as :func:`_plain_words` or argparse read them); each
    is read in the table's order, so the first mistake found is the one reported."""
    tables = _tables()
    hand = given.get(tables.hand)
    if not hand:
        raise ArgumentError("notation_empty", pos=1)
    fields_of, lang, explain = _values(given)
    if "win_tile" not in fields_of:  # no --win: the hand's last tile
        fields_of["win_tile"] = fields_of["concealed"][-1]  # type: ignore[index]
    wrong = _contradiction(fields_of)
    if wrong is not None:
        raise wrong
    return _request_of(fields_of, lang, explain)


def _values(given: dict[str, Any]) -> tuple[dict[str, object], str, bool]:
    """The spec's fields, the language and ``--explain`` the options given say, each value read
    in the table's order (the first mistake found raises)."""
    tables = _tables()
    fields_of = tables.start.copy()
    lang, explain = tables.lang, False
    info = tables.info
    for attr in sorted(given, key=tables.order.__getitem__):
        try:
            lang, explain = _value(fields_of, attr, given[attr], info[attr], lang, explain)
        except MahjongError as err:
            raise _option_error(err, tables, attr, given[attr]) from None
    return fields_of, lang, explain


def _option_error(err: MahjongError, tables: _Tables, attr: str, given: object) -> MahjongError:
    """``err``, found reading the option ``attr``'s value, said with the option
    (:class:`OptionValueError`); the hand's own mistakes stay as they are. ``given``: the text,
    or the texts of a repeated option (the one that is wrong is found again)."""
    name = tables.names.get(attr)
    if name is None or isinstance(err, OptionValueError):
        return err
    texts = given if isinstance(given, list) else [given]
    value = str(texts[-1]) if texts else ""
    does, field, _, _, read = tables.info[attr]
    for text in texts:  # the first text of a repeated option that does not read
        try:
            if does == _MELD:
                _meld(field, str(text))
            elif read is not None:
                read(str(text))
            else:
                continue
        except MahjongError:
            value = str(text)
            break
    return in_option(err, name, value)


def _value(
    fields_of: dict[str, object],
    attr: str,
    text: Any,
    info: tuple[int, str, str | None, Mapping[str, object] | None, Callable[[str], object] | None],
    lang: str,
    explain: bool,
) -> tuple[str, bool]:
    """One option's value read into ``fields_of`` (the language and ``--explain`` given back)."""
    does, field, default, values, read = info
    if does == _VALUE:
        if text == default or (default is None and not text):  # the default's value, read once
            return lang, explain
        value = values.get(text, _NOT_USUAL) if values is not None else _NOT_USUAL
        fields_of[field] = read(text) if value is _NOT_USUAL else value  # type: ignore[misc]
    elif does == _FLAG:
        fields_of[field] = True
    elif does == _HAND:
        fields_of[field] = parse_tiles(text)
    elif does == _MELD:  # the kinds in MELD_KINDS' order, each in the order written
        fields_of["melds"] = (*fields_of["melds"], *[_meld(field, t) for t in text])  # type: ignore[misc]
    elif does == _INDICATORS:  # every text given, its tiles added in the order written
        fields_of[field] = tuple(t for part in text for t in read(part))  # type: ignore[misc,union-attr]
    elif does == _RULE_OPTION:  # the preset read so far, changed
        from mjgui.core.scoring.rule_words import with_rule_words

        fields_of[field] = with_rule_words(fields_of[field], text)  # type: ignore[arg-type]
    elif does == _LANG:
        lang = text
    elif does == _EXPLAIN:
        explain = True
    return lang, explain


def _read(argv: Sequence[str]) -> tuple[dict[str, object], ScoreRequest]:
    """The options given and the request they make: plain words read in one pass, others by
    argparse; the values read in the table's order when the pass leaves them (a mistake)."""
    words = list(argv)
    length = len(" ".join(words))
    if length > MAX_SCORE_LINE:
        check_line_length(length)
    plain = _plain_request(words)
    if plain is None:
        given = _parsed(words)
        return given, _request(given)
    given, request = plain
    return given, _request(given) if request is None else request


#: ``score HAND --batch``: refused, each line gives its own hand
BATCH_HAND = msg(
    "score:batch_hand",
    "--batch reads a hand from each line; give the options every line shares with --batch, not a "
    "hand ({hand}).",
)


def batch_words(argv: Sequence[str]) -> tuple[str, ...]:
    """The options given with ``--batch`` (itself left out), read once before any line: every
    line of the batch is read as if they were written at its start, so a line's own value of an
    option wins (``--rules``, ``--lang``...; a ``--rule-option`` of the line after the batch's),
    a switch (``--tsumo``, ``--explain``) is on for every line, a meld is every line's. Given
    back as plain words in the table's order (an abbreviation or ``--x=y`` written out once).
    A line's own ``--dora`` or ``--ura`` replaces the batch's (:func:`line_words`).
    Raises ArgumentError for words that are not ``score`` options or for a hand, and the value's
    own error for a wrong value (an unknown preset...): refused before any line is read."""
    words = [w for w in argv if not reads_as(w, "--batch")]
    given = _plain_words(words)
    if given is None:
        given = _parsed(words)
    given.pop("batch", None)
    tables = _tables()
    hand = given.get(tables.hand)
    if hand is not None:
        from mjgui.core.quietparser import words_lang

        raise ArgumentError("bad_argument", message=say(BATCH_HAND, words_lang(words), hand=hand))
    wrong = _contradiction(_values(given)[0])  # every value read once: a wrong one is refused before any line
    if wrong is not None:  # --tsumo and --from together: every line would be refused
        raise wrong
    out: list[str] = []
    for o in tables.options:
        value = given.get(o.attr)
        if value is None or value is False:
            continue
        if o.kind in _SWITCHES:
            out.append(o.name)
        elif o.kind in _REPEATED:
            for text in value:  # type: ignore[attr-defined]
                out += (o.name, str(text))
        else:
            out += (o.name, str(value))
    return tuple(out)


def _own_names(options: tuple[Option, ...]) -> frozenset[str]:
    """The repeated options whose values a batch line gives instead of the batch's: the
    indicators (a line's ``--dora`` replaces the batch's, as a line's ``--rules`` does)."""
    return frozenset(o.name for o in options if o.kind == "indicators")


def _gives(words: Sequence[str], name: str) -> bool:
    """Whether the words give the option ``name``: whole, as ``--name=value``, or abbreviated
    as argparse reads it (``--dor``: at least one letter after ``--``)."""
    for word in words:
        if word[:2] != "--":
            continue
        head = word.partition("=")[0]
        if head == name or (len(head) > 2 and name.startswith(head)):
            return True
    return False


def line_words(defaults: Sequence[str], words: Sequence[str]) -> list[str]:
    """A ``--batch`` line's words read after the batch's options (:func:`batch_words`), so that
    the line's own value of an option wins: for an option of one value, the later word wins as
    argparse reads it; the indicators, whose values add up when given again within the line,
    are the line's alone when it gives them (``--batch --dora 1m`` and a line's ``--dora 3p``:
    3p), the batch's otherwise."""
    own = _own_names(_tables().options).intersection(defaults)
    if own:
        given = {name for name in own if _gives(words, name)}
        if given:
            kept: list[str] = []
            rest = iter(defaults)
            for word in rest:
                if word in given:
                    next(rest, None)  # its value: the line gives its own
                    continue
                kept.append(word)
            defaults = kept
    return [*defaults, *words]


def score_request(argv: Sequence[str]) -> ScoreRequest:
    """``parse_score_args(argv)[0]``, without a namespace."""
    return _read(argv)[1]


def rules_given(argv: Sequence[str]) -> Rules | None:
    """The rules ``score`` words name without a hand (``--rules``, ``--rule-option``), as the
    window takes them for its desk and its random quiz; None when they name none. A bad preset or
    option raises as :func:`parse_score_args` would."""
    words = list(argv)
    given = given_plainly(words)
    if given is None:
        given = _parsed(words)
    name, options = given.get("rules"), given.get("rule_options")
    if name is None and not options:
        return None
    rules = preset(str(name or "seed"))
    if isinstance(options, list) and options:
        from mjgui.core.scoring.rule_words import with_rule_words

        rules = with_rule_words(rules, [str(o) for o in options])
    return rules


def parse_score_args(argv: Sequence[str]) -> tuple[ScoreRequest, argparse.Namespace]:
    """Turn ``score`` arguments into a hand; raises HandError/MahjongError on bad input. Also
    gives the namespace the words make (:func:`score_request` gives the hand alone)."""
    from argparse import Namespace

    given, request = _read(argv)
    return request, Namespace(**{**_tables().empty, **given})
