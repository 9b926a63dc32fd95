"""Command line: ``python -m mjgui score HAND [options]`` prints one JSON object.

Exit status: 0 for a win, 1 for a valid hand that does not win, 2 for bad input.
``--batch`` reads one set of score arguments per line from stdin and prints one JSON object
per line; a bad line prints its error object and the batch goes on.
"""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Sequence
from typing import Any

from mjgui.core.errors import MahjongError
from mjgui.core.scoring.arguments import ArgumentError, ScoreRequest, parse_score_args, score_parser
from mjgui.core.scoring.scoring import ScoreResult, score
from mjgui.core.teach.report import error_dict, result_dict

__all__ = ["ArgumentError", "ScoreRequest", "main", "parse_score_args", "run_batch", "score_command"]

EXIT_WIN, EXIT_NO_WIN, EXIT_BAD_INPUT = 0, 1, 2


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
    from mjgui.core.teach.explain import near_misses, suggestions

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
        print("       mjgui replay LOG [--json]")
        print("       mjgui score --help for the options")
        return 0 if args else EXIT_BAD_INPUT
    command, rest = args[0], args[1:]
    if command == "score":
        if "--batch" in rest:
            return run_batch(sys.stdin, sys.stdout)
        if "-h" in rest or "--help" in rest:
            score_parser().print_help()
            return 0
        status, obj = score_command(rest)
        print(_dump(obj))
        return status
    if command == "game":
        from mjgui.gamecli import game_command

        return game_command(rest)
    if command == "replay":
        from mjgui.replaycli import replay_command

        return replay_command(rest)
    print(_dump(error_dict(ArgumentError("bad_argument", message=f"unknown command {command!r}"))))
    return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
