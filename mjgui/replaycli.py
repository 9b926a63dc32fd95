"""``python -m mjgui replay LOG [--json] [--lang en|ru] [--rules NAME]``: score every win of a
real game log.

Each win of a Tenhou mjlog or tenhou.net/6 log (four players or three) is scored by our core
exactly as ``mjgui score`` would score its arguments, side by side with what the log says was
paid. The rules are the log's (Tenhou's for an mjlog, Mahjong Soul's for a converted Mahjong Soul
game, their ``-sanma`` presets for three players) unless ``--rules NAME`` names another preset
for as many players; the log's own options (red fives, open tanyao, the rules a Tenhou lobby's
flags set) stay, and a rule a lobby plays by setting no flag becomes that preset's.

A win whose log lists no yaku (a tenhou.net/6 log may give only its value, "30符2飜2000点") is
compared on han, fu and points alone, and the line says the log lists no yaku (the JSON: the
log's ``yaku_listed`` false and the win's ``notes``); that is not a difference.

A hand that ends without a win (an exhaustive draw, a nagashi mangan, an abortive draw) is
compared too where the log states what it paid (a Tenhou ``RYUUKYOKU``'s ``sc``, a tenhou.net/6
draw's changes, an mjai ``ryukyoku``'s ``deltas``): each player's change against what our game
pays for it (the noten payments, a mangan tsumo for each nagashi mangan, nothing for an abortive
draw); a draw that differs is said at its hand, and a count of those paid as the log says comes
before the wins' line. Draws whose log states no payment are counted as not checked, and a log
without a win says there is no win to score, never "0 of 0 wins agree".

Exit status: 0 when every win agrees (and every draw the log states the payments of), 1 when
any differs (a hand of the log that cannot be
read is such a difference: it is named, and the rest of the game is still compared; so is a hand
that does not follow on from the hand before it: a hand or a win is missing), 2 for a file
that is not a log (the message says where: line and column, or the hand, the seat and its n-th
take or discard) or bad arguments. ``-`` reads standard input, with the same size limit as a
file. Each seat is named as the game record saved from the log names it (``record_names``: the
log's own name made a record name, ``Player1``… for a seat it names not), in the text and in the
JSON's ``"players"``; titles from the log are printed with control characters escaped.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from mjgui.cliparse import (
    JSON_HELP,
    LANG,
    LANGS,
    BadWords,
    HelpShown,
    QuietParser,
    answer_bad_words,
    binary_input,
    error_json,
    exit_codes_help,
    json_text,
    program,
    tell,
    words_lang,
)
from mjgui.core.errors import RulesError
from mjgui.core.game.final_score import thousands
from mjgui.core.i18n import Msg, msg, nmsg, say
from mjgui.core.logs import (
    DrawCheck,
    GameLog,
    LogError,
    LogHand,
    WinCheck,
    check_draws,
    check_log,
    count_draws,
    read_log_file,
    read_log_stream,
)
from mjgui.core.logs.links import LINK_CODES
from mjgui.core.logs.model import HandGap
from mjgui.core.logs.record import FinalCheck, final_check, seat_names
from mjgui.core.numbers import changes_text, number, score_thousands
from mjgui.core.shown import escape_controls, shown_path
from mjgui.core.teach.report import error_dict, result_dict
from mjgui.core.text import inner_sentence, round_letters, yakuman_name

EXIT_AGREE, EXIT_DIFFER, EXIT_NOT_A_LOG = 0, 1, 2

PHRASES: dict[str, Msg] = {
    "ron": msg("replay:ron", "{round}: {winner} ron from {discarder}"),
    "tsumo": msg("replay:tsumo", "{round}: {winner} tsumo"),
    "value": msg("replay:value", "{han} han {fu} fu, {points}"),
    "log": msg("replay:log", "log"),
    "ours": msg("replay:ours", "ours"),
    # our scorer gives no score for the win (the reason follows the verdict, in parentheses)
    "ours_none": msg("replay:ours_none", "not scored"),
    "agree": msg("replay:agree", "agree"),
    "differ": msg("replay:differ", "DIFFERS in {fields}"),
    "summary": msg("replay:summary", "{agree} of {wins} wins agree ({format})."),
    # a log without a win (a hand cut from a game that ends in a draw): nothing to score
    "no_wins": msg("replay:no_wins", "No win to score ({format})."),
    # the draws (exhaustive, nagashi mangan, abortive) whose payments the log states: checked,
    # how many our game pays as the log says
    "draws_checked": msg("replay:draws_checked", "Draws paid as the log says: {agree} of {checked}."),
    # the draws whose payments the log does not state: nothing compared
    "draws_unchecked": nmsg(
        "replay:draws_unchecked",
        "{n} draw not checked: the log does not state what it paid.",
        "{n} draws not checked: the log does not state what they paid.",
    ),
    # a draw whose payments differ from ours, said at its hand as a win is
    "draw_exhaustive": msg("replay:draw_exhaustive", "{round}: exhaustive draw"),
    "draw_nagashi": msg("replay:draw_nagashi", "{round}: nagashi mangan"),
    "draw_abort": msg("replay:draw_abort", "{round}: abortive draw"),
    # a draw's side that moves no points (an abortive draw as our game settles it)
    "no_changes": msg("replay:no_changes", "nothing paid"),
    "unreadable": msg("replay:unreadable", "Hands that cannot be read: {n} (each counts as a difference)."),
    "gaps": msg(
        "replay:gaps",
        "Hands that do not follow on from the hand before them: {n} (each counts as a difference).",
    ),
    # scores: each player's final score as the log writes it ("Aiko +44, Boris −32, …")
    "final_same": msg(
        "replay:final_same", "Final score: {scores}. The game record saved from this log ends with the same."
    ),
    # scores: the log's; record: the record's, both "Aiko +44, Boris −32, …"
    "final_differs": msg(
        "replay:final_differs",
        "Final score in the log: {scores}. The game record saved from this log ends with another: {record}.",
    ),
    "final_unended": msg(
        "replay:final_unended",
        "Final score in the log: {scores}. The game record saved from this log does not reach the "
        "end of the game.",
    ),
    "final_log": msg("replay:final_log", "Final score in the log: {scores}."),
    # an mjai log states its final points alone: points: each player's ("Aiko 20,200, …");
    # scores: those points counted under the rules the log is read under ("Aiko −29.8, …")
    "final_points_same": msg(
        "replay:final_points_same",
        "Final points in the log: {points} (it states no final score; these rules count {scores}). "
        "The game record saved from this log ends with the same.",
    ),
    "final_points_differs": msg(
        "replay:final_points_differs",
        "Final points in the log: {points} (it states no final score; these rules count {scores}). "
        "The game record saved from this log ends with another: {record}.",
    ),
    "final_points_unended": msg(
        "replay:final_points_unended",
        "Final points in the log: {points} (it states no final score). The game record saved from "
        "this log does not reach the end of the game.",
    ),
    # a log that states no final points (an mjx mjscore log): points ("Aiko 30,400, …") and
    # scores ("Aiko +40, …"): the game record's, counted from the log's hands
    "final_unstated": msg(
        "replay:final_unstated",
        "The log states no final points. The game record saved from this log ends with {points}, "
        "final score {scores}: these rules count them from the log's hands.",
    ),
    "final_points_log": msg(
        "replay:final_points_log", "Final points in the log: {points} (it states no final score)."
    ),
}


def ours_dict(check: WinCheck, lang: str = "en") -> dict[str, Any]:
    """Our side of a win exactly as ``mjgui score ARGS`` prints it (always JSON); for a win whose
    log does not show its ura dora indicators, with the han of ura dora its payment implies
    (``ura_han_implied``), which ``ARGS`` cannot name."""
    if check.result is not None:
        return result_dict(check.result, lang)
    assert check.error is not None
    return error_dict(check.error, lang)


def score_words(args: Sequence[str], lang: str) -> list[str]:
    """A win's ``score`` words as ``args`` gives them: ``ours`` is exactly what ``mjgui score``
    prints for them, so they end with ``--lang LANG`` when ``score`` would not speak ``lang``
    without it (``score`` speaks the system's language, English on an English system)."""
    from mjgui.core.quietparser import env_lang

    if lang == "en" and env_lang() == "en":
        return list(args)
    return [*args, "--lang", lang]


def win_dict(check: WinCheck, lang: str = "en") -> dict[str, Any]:
    """One entry of the ``wins`` list of ``replay --json``."""
    win, value = check.win, check.win.value
    return {
        "round": win.round,
        "winner": win.winner,
        "from": win.discarder,
        "args": shlex.join(score_words(check.args, lang)),
        # a riichi win whose log does not show its ura dora indicators: the han of ura dora its
        # payment implies, which ``args`` (the log's hand, no indicator made up) lacks and
        # ``ours`` counts (WinCheck.ura_han); 0 for any other win
        "ura_han_implied": check.ura_han,
        "log": {
            # null where the log does not state it (an mjai log's win: its changes alone)
            "han": value.han if value.states("han") else None,
            "fu": value.fu if value.states("fu") else None,
            "points": value.points if value.states("points") else None,
            "yaku": [yaku_id for yaku_id, _ in value.yaku],
            "yaku_listed": check.log_lists_yaku,
            "gain": value.gain,
        },
        "ours": ours_dict(check, lang),
        "agree": check.agree,
        "differences": [d.as_dict() for d in check.differences],
        "notes": win_notes(check, lang),
    }


def win_notes(check: WinCheck, lang: str = "en") -> list[str]:
    """What a player should know about a win's comparison that is not a difference: the log
    lists no yaku, so they were not compared."""
    note = check.yaku_note(lang)  # after the verdict
    return [note] if note else []


def draw_dict(check: DrawCheck, lang: str = "en") -> dict[str, Any]:
    """One entry of the ``draws`` list of ``replay --json``: a hand that ends without a win,
    each player's change as the log says (null where it does not state them: not checked) and
    as our game pays it; ``agree`` is null where it is not checked (nothing was compared), never
    true."""
    hand = check.hand
    return {
        "round": hand.round,
        # "draw" (exhaustive), "nagashi" or "abort"
        "end": hand.end,
        "tenpai": list(hand.tenpai),
        "nagashi": list(hand.nagashi),
        "checked": check.stated,
        "log": list(hand.deltas) if check.stated else None,
        "ours": list(check.ours),
        "agree": check.agree if check.stated else None,
        "differences": [d.as_dict() for d in check.differences],
    }


def unreadable_dict(hand: LogHand, lang: str = "en") -> dict[str, Any]:
    """One entry of the ``unreadable`` list of ``replay --json``: a hand that cannot be read."""
    assert hand.error is not None
    return {"round": hand.round, "code": hand.error.code, "message": hand.error.message(lang)}


def gap_dict(log: GameLog, gap: HandGap, lang: str = "en") -> dict[str, Any]:
    """One entry of the ``gaps`` list of ``replay --json``: a hand that does not follow on from
    the hand before it (a hand or a win between them is missing)."""
    return {
        "round": log.hands[gap.at].round,
        "after": log.hands[gap.at - 1].round,
        "code": gap.error.code,
        "message": gap.error.message(lang),
    }


def cut_dict(cut: LogError, lang: str = "en") -> dict[str, Any]:
    """The ``cut`` of ``replay --json``: the file cut off after its last hand read (that hand and
    the file's last line)."""
    return {"round": cut.round, "line": cut.line, "code": cut.code, "message": cut.message(lang)}


def final_dict(final: FinalCheck | None, lang: str = "en") -> dict[str, Any] | None:
    """The ``final`` of ``replay --json``: the log's final points and scores (thousands, by
    seat), the scores its game record ends with (null when it cannot be saved or does not end),
    and whether the two agree; of a log that states no final points, the record's own
    (``unstated``); null when there is neither (no record saved, or it does not reach the end)."""
    if final is None:
        return None
    return {
        "points": list(final.points),
        "log": [thousands(s) for s in final.log],
        # the log states its final points alone (an mjai log): "log" is their count under the
        # rules it is read under
        "counted": final.counted,
        # the log states no final points: "points", "log" and "record" are the game record's,
        # counted from the log's hands
        "unstated": final.unstated,
        "record": None if final.record is None else [thousands(s) for s in final.record],
        "agree": final.agree,
        # the log's hand from which the record's points differ from the log's ("E1-0"), the
        # record's lines its replay refuses (each its number and why) and the hand of the first,
        # and the whole said as a sentence ("" where the record agrees)
        "parted": final.parted or None,
        "refused": [{"line": e.line, "message": final.refusal(e).message(lang)} for e in final.refused],
        "refused_from": final.refused_round or None,
        "reason": final.reason(lang),
    }


def replay_dict(
    log: GameLog,
    checks: Sequence[WinCheck],
    lang: str = "en",
    final: FinalCheck | None = None,
    draws: Sequence[DrawCheck] = (),
) -> dict[str, Any]:
    unreadable = log.unreadable
    counted = count_draws(draws)
    return {
        "ok": True,
        "format": log.format,
        # as the text says them (``seat_names``): the names the record and the league use
        "players": list(seat_names(log)),
        "wins": [win_dict(c, lang) for c in checks],
        "unreadable": [unreadable_dict(h, lang) for h in unreadable],
        "gaps": [gap_dict(log, gap, lang) for gap in log.gaps],
        # each hand that ends without a win, its payments compared where the log states them
        "draws": [draw_dict(d, lang) for d in draws],
        # where the file is cut off after the last hand read (an mjai file), else null
        "cut": None if log.cut is None else cut_dict(log.cut, lang),
        "summary": {
            "wins": len(checks),
            "agree": sum(1 for c in checks if c.agree),
            "unreadable": len(unreadable),
            "gaps": len(log.gaps),
            # the draws, those whose payments the log states (compared), and of those the ones
            # our game pays as the log says
            "draws": counted.draws,
            "draws_checked": counted.checked,
            "draws_agree": counted.agree,
        },
        "final": final_dict(final, lang),
    }


def win_line(names: Sequence[str], check: WinCheck, lang: str = "en") -> str:
    """``E1-0: Aiko ron from Boris — log 3 han 30 fu, 3900; ours 3 han 30 fu, 3900: agree``;
    ``names``: each seat's name as the log window says it (``seat_names``, once a log)."""
    win, value, ours = check.win, check.win.value, check.ours
    if win.discarder is None:
        head = say(PHRASES["tsumo"], lang, round=round_letters(win.round, lang), winner=names[win.winner])
    else:
        head = say(
            PHRASES["ron"],
            lang,
            round=round_letters(win.round, lang),
            winner=names[win.winner],
            discarder=names[win.discarder],
        )
    theirs = _value(lang, value.han, value.fu, value.gain, value.yakuman)
    if not value.states("han"):  # an mjai log that states only each player's change: the gain
        theirs = number(value.gain, lang)
    problem = ""  # why our scorer gives no score: a sentence of its own, after the verdict
    if ours is not None and ours.payment is not None:
        mine = _value(lang, ours.han, ours.fu.fu, ours.payment.total, ours.yakuman)
    else:
        mine, problem = say(PHRASES["ours_none"], lang), check.ours_problem(lang).removesuffix(".")
    if check.agree:
        verdict = say(PHRASES["agree"], lang)
    else:
        verdict = say(PHRASES["differ"], lang, fields=check.differing(lang))
    said = [problem] if problem else []
    notes = "".join(f" ({note})" for note in [*said, *win_notes(check, lang)])
    log_word, ours_word = say(PHRASES["log"], lang), say(PHRASES["ours"], lang)
    return f"{head} — {log_word} {theirs}; {ours_word} {mine}: {verdict}{notes}"


def draw_line(names: Sequence[str], check: DrawCheck, lang: str = "en") -> str:
    """``S3-1: nagashi mangan — log Chen +12 000, …; ours Chen +8000, …: DIFFERS in each
    player's change``: a draw whose payments differ from the game's own."""
    hand = check.hand
    key = {"draw": "draw_exhaustive", "nagashi": "draw_nagashi"}.get(hand.end, "draw_abort")
    head = say(PHRASES[key], lang, round=round_letters(hand.round, lang))
    nothing = say(PHRASES["no_changes"], lang)
    theirs = changes_text(names, hand.deltas, lang) or nothing
    mine = changes_text(names, check.ours, lang) or nothing
    fields = ", ".join(d.name(lang) for d in check.differences)
    verdict = say(PHRASES["differ"], lang, fields=fields)
    log_word, ours_word = say(PHRASES["log"], lang), say(PHRASES["ours"], lang)
    return f"{head} — {log_word} {theirs}; {ours_word} {mine}: {verdict}"


def _value(lang: str, han: int, fu: int | None, points: int, yakuman: int) -> str:
    if yakuman:
        return f"{yakuman_name(yakuman, lang)}, {number(points, lang)}"
    return say(PHRASES["value"], lang, han=han, fu="-" if fu is None else fu, points=number(points, lang))


def scores_text(names: Sequence[str], scores: Sequence[int], lang: str = "en") -> str:
    """Each player's final score: ``Aiko +44, Boris −32, Chen +11, Dasha −23``."""
    return ", ".join(f"{names[seat]} {score_thousands(s, lang)}" for seat, s in enumerate(scores))


def final_line(names: Sequence[str], final: FinalCheck, lang: str = "en") -> str:
    """The log's final score and whether the game record saved from it ends with the same."""
    scores = scores_text(names, final.log, lang)
    reason = final.reason(lang)  # where and why the record's game went otherwise, if it did
    points = ", ".join(f"{names[seat]} {number(p, lang)}" for seat, p in enumerate(final.points))
    if final.unstated:  # no final points in the log: the record's, counted from its hands
        said = say(PHRASES["final_unstated"], lang, points=points, scores=scores)
        return f"{said} {reason}" if reason else said
    if final.counted:  # an mjai log: its final points, and what these rules count from them
        record = scores_text(names, final.record, lang) if final.record is not None else ""
        key = {
            "agree": "final_points_same",
            "differs": "final_points_differs",
            "unended": "final_points_unended",
            "unsaved": "final_points_log",
        }[final.state]
        said = say(PHRASES[key], lang, points=points, scores=scores, record=record)
        return f"{said} {reason}" if reason else said
    if final.state == "differs":
        assert final.record is not None  # the record's other final score
        said = say(
            PHRASES["final_differs"], lang, scores=scores, record=scores_text(names, final.record, lang)
        )
        return f"{said} {reason}" if reason else said
    # unsaved: no record is saved from the log (hands that cannot be read are said above): the
    # log's final score alone
    key = {"agree": "final_same", "unended": "final_unended", "unsaved": "final_log"}[final.state]
    said = say(PHRASES[key], lang, scores=scores)
    return f"{said} {reason}" if reason else said


def replay_text(
    log: GameLog,
    checks: Sequence[WinCheck],
    lang: str = "en",
    final: FinalCheck | None = None,
    draws: Sequence[DrawCheck] = (),
) -> str:
    names = seat_names(log)  # once a log: each line names its seats from it
    by_win = {id(c.win): c for c in checks}
    differing = {id(d.hand): d for d in draws if not d.agree}  # said at their hands
    gaps = {gap.at: gap.error for gap in log.gaps}
    lines: list[str] = []
    for at, hand in enumerate(log.hands):
        if at in gaps:  # said before the hand: a hand or a win is missing between it and the last
            lines.append(escape_controls(gaps[at].message(lang)))
        if hand.error is not None:
            lines.append(escape_controls(hand.error.message(lang)))
        lines += [win_line(names, by_win[id(w)], lang) for w in hand.wins if id(w) in by_win]
        if id(hand) in differing:
            lines.append(draw_line(names, differing[id(hand)], lang))
    if log.cut is not None:  # the file cut off after its last hand: said after it
        lines.append(escape_controls(log.cut.message(lang)))
    counted = count_draws(draws)
    if counted.checked:  # before the wins' line, which the final score follows
        lines.append(say(PHRASES["draws_checked"], lang, agree=counted.agree, checked=counted.checked))
    if counted.unchecked:
        lines.append(say(PHRASES["draws_unchecked"], lang, n=counted.unchecked))
    agree = sum(1 for c in checks if c.agree)
    if checks:
        lines.append(say(PHRASES["summary"], lang, agree=agree, wins=len(checks), format=log.format))
    else:  # never "0 of 0 wins agree"
        lines.append(say(PHRASES["no_wins"], lang, format=log.format))
    if log.unreadable:
        lines.append(say(PHRASES["unreadable"], lang, n=len(log.unreadable)))
    # a log's own change found wrong (log_gap_change) is said at its hand: nothing missing there
    missing = [gap for gap in log.gaps if gap.error.code != "log_gap_change"]
    if missing:
        lines.append(say(PHRASES["gaps"], lang, n=len(missing)))
    if final is not None:
        lines.append(final_line(names, final, lang))
    return "\n".join(lines) + "\n"


#: an error about a log's content said of the file it is in, as ``game`` names the record its
#: errors are about; path: the file as given (or standard input); message: the error's own sentence
FILE_ERROR = msg("replay:file_error", "{path}: {message}")


def named_error(wrong: LogError, source: str, lang: str) -> str:
    """``wrong``'s sentence, after the name of the file it is about (``source``; ``-``: standard
    input) when the sentence names none itself: a log's content refused (``log_not_text``,
    ``log_json``…), as ``game``'s errors name the record."""
    said = wrong.message(lang)
    if "path" in wrong.params or (wrong.code in LINK_CODES and source == "-"):
        return said  # "x.json cannot be read: …", "The text holds a link to …": named already
    from mjgui.core.game.storage import STDIN_NAME

    path = say(STDIN_NAME, lang) if source == "-" else shown_path(source)
    return say(FILE_ERROR, lang, path=path, message=inner_sentence(said, lang))


#: ``replay``'s own exit statuses, as its --help says them
EXIT_HELP = msg(
    "replay-help:exit",
    "0 when every win agrees and so does every draw whose payments the log states, 1 when any "
    "differs, 2 for a file that cannot be read or is not a log, or wrong arguments",
)


def _parser(lang: str = "en") -> QuietParser:
    p = QuietParser(
        prog=f"{program()} replay",
        lang=lang,
        description=msg(
            "replay-help:description",
            "Score every win of a real game log next to what the log says was paid: a Tenhou mjlog "
            "(XML), a tenhou.net/6 log (JSON, Mahjong Soul games converted to it too) or an mjai "
            "event log (Mortal, mjai-reviewer, Akochan), four players or three.",
        ),
        epilog=exit_codes_help(EXIT_HELP, lang),
    )
    p.add_argument(
        "log",
        metavar=msg("metavar:log", "log"),
        help=msg("replay-help:log", "the log file; - reads standard input"),
    )
    p.add_argument("--json", action="store_true", help=JSON_HELP)
    p.add_argument("--lang", default=lang, choices=LANGS, help=LANG)
    p.add_argument(
        "--rules",
        metavar=msg("metavar:preset", "PRESET"),
        help=msg(
            "replay-help:rules",
            "score under this preset instead of the log's own (for as many players); the log's "
            "own options stay: its red fives, open tanyao, length (East only or East and South), "
            "a chip lobby's kiriage mangan, the rules a Tenhou lobby's flags set (csrule: kiriage, "
            "head bump, a double wind pair 2 fu, kazoe capped at sanbaiman…) and its honba, and, "
            "read from its game, the start points, agari-yame, tenpai-yame, its abortive draws and "
            "nagashi mangan, the West round it played or did not, its end below zero, where the "
            "sticks left at the end went and the uma and count that give its final scores; a rule "
            "the lobby plays by setting no flag (double ron, kazoe yakuman, a double wind pair 4 "
            "fu) becomes the chosen preset's",
        ),
    )
    return p


def replay_command(
    argv: Sequence[str], out: TextIO | None = None, stdin: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Run ``replay`` with these words; prints its answer to ``out`` (stdout), a text-mode error
    to ``err`` (stderr). Returns the exit status."""
    stream = out if out is not None else sys.stdout
    words = list(argv)
    lang = words_lang(words)  # the language asked for, when that much can be read; else the system's
    parser = _parser(lang)
    try:
        ns = parser.parse_args(words)
    except BadWords as bad:  # the usage as --help shows it, then what is wrong
        answer_bad_words(parser, bad, words, lang, stream, err, line=None, column=None)
        return EXIT_NOT_A_LOG
    except HelpShown:
        return EXIT_AGREE
    as_json: bool = ns.json
    lang = ns.lang
    preset_name: str | None = ns.rules
    source: str = ns.log
    try:
        if source == "-":
            log = read_log_stream(binary_input(sys.stdin if stdin is None else stdin), preset_name)
        else:
            log = read_log_file(source, preset_name)
    except (LogError, RulesError) as wrong:
        said = named_error(wrong, source, lang) if isinstance(wrong, LogError) else wrong.message(lang)
        if wrong.code == "log_unreadable" and source != "-":  # a loop of links: the link named
            from mjgui.controller.game.opening import loop_refusal

            said = loop_refusal(source, lang) or said
        if as_json:
            # no line (a file that cannot be read, a preset): null, as in every command's errors
            line = (wrong.line or None) if isinstance(wrong, LogError) else None
            column = (wrong.column or None) if isinstance(wrong, LogError) else None
            where = {"round": wrong.round} if isinstance(wrong, LogError) and wrong.round else {}
            stream.write(error_json(wrong.code, said, line=line, column=column, **where) + "\n")
        else:
            tell(err, escape_controls(said))
        return EXIT_NOT_A_LOG
    checks = check_log(log)
    draws = check_draws(log)
    final = final_check(log)
    if as_json:
        stream.write(json_text(replay_dict(log, checks, lang, final, draws)) + "\n")
    else:
        stream.write(replay_text(log, checks, lang, final, draws))
    agree = (
        all(c.agree for c in checks) and all(d.agree for d in draws) and not log.unreadable and not log.gaps
    )
    return EXIT_AGREE if agree else EXIT_DIFFER
