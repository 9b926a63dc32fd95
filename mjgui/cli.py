"""Command line: ``python -m mjgui score HAND [options]`` prints one JSON object.

Exit status: 0 for a win, 1 for a valid hand that does not win, 2 for bad input.
``--batch`` reads one set of score arguments per line from stdin and prints one JSON object
per line; a bad line prints its error object and the batch goes on.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from mjgui.core.errors import HandError, MahjongError
from mjgui.core.hand import HandSpec, Meld, MeldKind, make_meld, wind_from_letter
from mjgui.core.report import error_dict, result_dict
from mjgui.core.rules import preset
from mjgui.core.scoring import ScoreResult, score
from mjgui.core.tiles import Tile, parse_tiles, tile

EXIT_WIN, EXIT_NO_WIN, EXIT_BAD_INPUT = 0, 1, 2
FLAGS = (
    "tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei",
    "tenhou", "chiihou", "renhou",
)


class ArgumentError(HandError):
    """Command-line words that do not parse (unknown option, missing value)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgumentError("bad_argument", message=message)


def _score_parser() -> _Parser:
    p = _Parser(prog="mjgui score", add_help=True, description="Score one hand; prints JSON.")
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
    p.add_argument("--lang", default="en", choices=("en", "ru"))
    p.add_argument("--explain", action="store_true", help="add near misses (a win) or suggestions (no yaku)")
    p.add_argument("--batch", action="store_true", help="read one set of arguments per stdin line")
    return p


@dataclass(frozen=True)
class ScoreRequest:
    spec: HandSpec
    lang: str
    explain: bool = False


def _count(name: str, text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise HandError("bad_number", name=name, value=text) from None
    if value < 0:
        raise HandError("negative_count", name=name, value=value)
    return value


def _indicators(text: str) -> tuple[Tile, ...]:
    return tuple(t for part in text.split(",") if part.strip() for t in parse_tiles(part))


def parse_score_args(argv: Sequence[str]) -> tuple[ScoreRequest, argparse.Namespace]:
    """Turn ``score`` arguments into a hand; raises HandError/MahjongError on bad input."""
    ns = _score_parser().parse_args(list(argv))
    if not ns.hand:
        raise ArgumentError("notation_empty", pos=1)
    rules = preset(ns.rules)
    concealed = parse_tiles(ns.hand)
    melds: list[Meld] = []
    for kind in ("chi", "pon", "kan", "ankan"):
        meld_kind: MeldKind = kind
        for text in getattr(ns, kind):
            melds.append(make_meld(meld_kind, parse_tiles(text)))
    win = tile(ns.win) if ns.win else concealed[-1]
    discarder = wind_from_letter(ns.discarder) if ns.discarder else None
    spec = HandSpec(
        concealed=concealed,
        win_tile=win,
        melds=tuple(melds),
        seat=wind_from_letter(ns.seat),
        round_wind=wind_from_letter(ns.round),
        dora=_indicators(ns.dora),
        ura=_indicators(ns.ura),
        honba=_count("honba", ns.honba),
        sticks=_count("sticks", ns.sticks),
        renchan=_count("renchan", ns.renchan),
        discarder=discarder,
        rules=rules,
        **{flag: getattr(ns, flag) for flag in FLAGS},
    )
    return ScoreRequest(spec, ns.lang, ns.explain), ns


def _lang_of(argv: Sequence[str]) -> str:
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in ("en", "ru") else "en"
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
    return "en"


def score_command(argv: Sequence[str]) -> tuple[int, dict[str, Any]]:
    """One ``score`` call: (exit status, JSON object). Never raises for bad input."""
    lang = _lang_of(argv)
    try:
        request, _ = parse_score_args(argv)
        result = score(request.spec)
    except MahjongError as err:
        return EXIT_BAD_INPUT, error_dict(err, lang)
    out = result_dict(result, request.lang)
    if request.explain:
        _add_explanations(out, result, request.lang)
    return (EXIT_WIN if result.ok else EXIT_NO_WIN), out


def _add_explanations(out: dict[str, Any], result: ScoreResult, lang: str) -> None:
    from mjgui.core.explain import near_misses, suggestions

    if result.ok:
        out["near_misses"] = [{"id": m.id, "text": m.text(lang)} for m in near_misses(result)]
    else:
        out["error"]["suggestions"] = [s.text(lang) for s in suggestions(result)]


def _dump(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False)


def run_batch(lines: Sequence[str] | Any, out: Any) -> int:
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            words = shlex.split(line)
        except ValueError as err:
            obj = error_dict(ArgumentError("bad_argument", message=str(err)))
        else:
            _, obj = score_command(words)
        out.write(_dump(obj) + "\n")
    out.flush()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print("usage: mjgui score HAND [options] | mjgui score --batch < lines | mjgui game FILE [--json]")
        print("       mjgui score --help for the options")
        return 0 if args else EXIT_BAD_INPUT
    command, rest = args[0], args[1:]
    if command == "score":
        if "--batch" in rest:
            return run_batch(sys.stdin, sys.stdout)
        if "-h" in rest or "--help" in rest:
            _score_parser().print_help()
            return 0
        status, obj = score_command(rest)
        print(_dump(obj))
        return status
    if command == "game":
        from mjgui.gamecli import game_command

        return game_command(rest)
    print(_dump(error_dict(ArgumentError("bad_argument", message=f"unknown command {command!r}"))))
    return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
