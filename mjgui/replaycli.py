"""``python -m mjgui replay LOG [--json] [--lang en|ru] [--rules NAME]``: score every win of a
real game log.

Each win of a Tenhou mjlog or tenhou.net/6 log is scored by our core exactly as ``mjgui
score`` would score its arguments, side by side with what the log says was paid. The rules are
the log's (Tenhou's for an mjlog, Mahjong Soul's for a converted Mahjong Soul game) unless
``--rules NAME`` names another preset; the log's own options (red fives, open tanyao) stay.

Exit status: 0 when every win agrees, 1 when any differs, 2 for a file that is not a log (the
message names the line and column) or bad arguments.
"""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from mjgui.core.errors import RulesError
from mjgui.core.logs import GameLog, LogError, WinCheck, check_log, read_log, read_log_file
from mjgui.core.numbers import number
from mjgui.core.text import round_letters, tr

EXIT_AGREE, EXIT_DIFFER, EXIT_NOT_A_LOG = 0, 1, 2


def win_dict(check: WinCheck) -> dict[str, Any]:
    """One entry of the ``wins`` list of ``replay --json``."""
    win, value = check.win, check.win.value
    return {
        "round": win.round,
        "winner": win.winner,
        "from": win.discarder,
        "args": shlex.join(check.args),
        "log": {
            "han": value.han,
            "fu": value.fu,
            "points": value.points,
            "yaku": [yaku_id for yaku_id, _ in value.yaku],
            "gain": value.gain,
        },
        "ours": check.ours,
        "agree": check.agree,
        "differences": [d.as_dict() for d in check.differences],
    }


def replay_dict(log: GameLog, checks: Sequence[WinCheck]) -> dict[str, Any]:
    return {
        "ok": True,
        "format": log.format,
        "players": list(log.players),
        "wins": [win_dict(c) for c in checks],
        "summary": {"wins": len(checks), "agree": sum(1 for c in checks if c.agree)},
    }


def _player(log: GameLog, seat: int) -> str:
    return log.players[seat] or f"#{seat + 1}"


def win_line(log: GameLog, check: WinCheck, lang: str = "en") -> str:
    """``E1-0: Aiko ron from Boris — log 3 han 30 fu, 3900; ours 3 han 30 fu, 3900: agree``."""
    win, value, ours = check.win, check.win.value, check.ours
    if win.discarder is None:
        head = tr("replay_tsumo", lang, round=round_letters(win.round, lang), winner=_player(log, win.winner))
    else:
        head = tr(
            "replay_ron",
            lang,
            round=round_letters(win.round, lang),
            winner=_player(log, win.winner),
            discarder=_player(log, win.discarder),
        )
    theirs = _value(lang, value.han, value.fu, value.gain, value.yakuman)
    if ours.get("ok"):
        mine = _value(lang, ours["han"], ours["fu"], ours["payment"]["total"], ours["yakuman"])
    else:
        mine = str(ours["error"]["message"])
    if check.agree:
        verdict = tr("replay_agree", lang)
    else:
        verdict = tr("replay_differ", lang, fields=check.differing(lang))
    return f"{head} — {tr('replay_log', lang)} {theirs}; {tr('replay_ours', lang)} {mine}: {verdict}"


def _value(lang: str, han: int, fu: int | None, points: int, yakuman: int) -> str:
    if yakuman:
        return f"{tr('yakuman_multiple', lang, n=yakuman)}, {number(points, lang)}"
    return tr("replay_value", lang, han=han, fu="-" if fu is None else fu, points=number(points, lang))


def replay_text(log: GameLog, checks: Sequence[WinCheck], lang: str = "en") -> str:
    lines = [win_line(log, c, lang) for c in checks]
    agree = sum(1 for c in checks if c.agree)
    lines.append(tr("replay_summary", lang, agree=agree, wins=len(checks), format=log.format))
    return "\n".join(lines) + "\n"


def replay_command(argv: Sequence[str], out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run ``replay`` with these words; prints to ``out`` (stdout). Returns the exit status."""
    stream = out if out is not None else sys.stdout
    words = list(argv)
    as_json = "--json" in words
    lang = "en"
    if "--lang" in words:
        at = words.index("--lang")
        lang = words[at + 1] if at + 1 < len(words) and words[at + 1] in ("en", "ru") else "en"
        del words[at : at + 2]
    words = [w for w in words if w != "--json"]
    preset_name: str | None = None
    if "--rules" in words:
        at = words.index("--rules")
        if at + 1 >= len(words):
            stream.write(tr("replay_usage", lang) + "\n")
            return EXIT_NOT_A_LOG
        preset_name = words[at + 1]
        del words[at : at + 2]
    if len(words) != 1 or words[0].startswith("--"):
        stream.write(tr("replay_usage", lang) + "\n")
        return EXIT_NOT_A_LOG
    try:
        if words[0] == "-":
            log = read_log((stdin if stdin is not None else sys.stdin).read(), preset_name)
        else:
            log = read_log_file(words[0], preset_name)
    except (LogError, RulesError) as err:
        line, column = (err.line, err.column) if isinstance(err, LogError) else (0, 0)
        if as_json:
            body = {"code": err.code, "message": err.message(lang), "line": line, "column": column}
            stream.write(json.dumps({"ok": False, "error": body}, ensure_ascii=False) + "\n")
        else:
            stream.write(err.message(lang) + "\n")
        return EXIT_NOT_A_LOG
    checks = check_log(log, lang)
    if as_json:
        stream.write(json.dumps(replay_dict(log, checks), ensure_ascii=False) + "\n")
    else:
        stream.write(replay_text(log, checks, lang))
    return EXIT_AGREE if all(c.agree for c in checks) else EXIT_DIFFER
