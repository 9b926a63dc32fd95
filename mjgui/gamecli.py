"""``python -m mjgui game FILE [--json] [--lang en|ru]``: replay a record, print the standings.

Exit status: 0 when every line of the record was applied, 1 when some lines were rejected (they are
listed with their numbers and the standings are those of the accepted lines) or not counted, 2 when the file
cannot be read or the arguments are wrong. ``FILE`` may be ``-`` for standard input, read with the
same checks and size limit as a file (binary data, text that is not UTF-8, control characters:
refused with the line number; at most 1 MB is read, or a log's limit when the start is a game
log's: it is told as a named file is). A game log (a file that ``mjgui replay`` reads as one: gzip,
Tenhou's XML, tenhou.net/6 JSON, :func:`mjgui.core.league.season.log_given`) is no record: it is
refused, exit 2, saying ``mjgui replay FILE`` reads it (JSON code ``game_log``); a file that only
begins as a log does (another JSON, a web page) is read as the record it may have been. A file that
holds only a link to a game log (a saved Tenhou or Mahjong Soul address, tenhou.net/6 editor links
that hold the log being a log) is refused, exit 2, with the words ``mjgui replay`` gives it (which
site, how to get the log: JSON codes ``log_link_tenhou``, ``log_link_tenhou_old``,
``log_link_mahjongsoul``, ``log_link_web``; :func:`mjgui.core.league.season.link_refusal`); so is a
game record in Mahjong Soul's own format, which neither ``game`` nor ``replay`` reads (JSON code
``log_majsoul_record``: convert it to tenhou.net/6 JSON).

With ``--json`` one object is printed: ``{"ok": true, "ended", "round", "honba", "sticks", "dealer",
"players": [{"name", "seat", "points", "final"}], "errors": [{"line", "code", "message"}],
"conditions": [{"player", "passes", "direct_ron", "other_ron", "tsumo"}]}`` (what each player
needs with the next hand to pass each player above them, :mod:`mjgui.core.game.conditions`;
each value null or ``{"points", "han", "fu", "limit", "yakuman", "paarenchan"}``, empty once the
game has ended); a file that cannot be read prints ``{"ok": false, "error": {"code", "message",
"line"}}`` (``line`` null when the error has none: a game log, a link), and so do words that cannot
be read (code ``bad_argument``, with ``usage``). Without ``--json`` such an error, and the usage,
go to standard error; the standings to standard output.

A line of play that cannot be read (a typo, a newer mjgui's line, a line cut short) stops the
count there, as the tracker counts such a record and the league reads it (``until_unread``):
the round, the standings and ``conditions`` are those at that line, the line is listed with what
is wrong, and the lines of play after it are not counted (said with their number; in the JSON
each one is an error of code ``not_counted``, and ``unread_line`` is that line's number, null
when every line reads). A line before the players line that cannot be read, when a players
line after it starts the game, is refused instead, exit 2 (JSON code ``unread_head``): the
tracker does not open such a record and the league does not count it (:func:`unread_head`).
"""

from __future__ import annotations

import io
import sys
from typing import TextIO

from mjgui.cliparse import (
    JSON_HELP,
    LANG,
    LANGS,
    BadWords,
    QuietParser,
    answer_bad_words,
    binary_input,
    commands_program,
    exit_codes_help,
    json_text,
    program,
    refuse,
    words_lang,
)
from mjgui.core.errors import MahjongError
from mjgui.core.game.conditions import conditions_dicts
from mjgui.core.game.final_score import places
from mjgui.core.game.game import GameResult, chombo_paid, replay, result_dict, unread_lines
from mjgui.core.game.record import (
    GameError,
    end_reason_text,
    extra_round_sentence,
    final_rounding_text,
    seat_tie_text,
    sticks_given_text,
    sticks_left_text,
    unread_rules,
)
from mjgui.core.game.storage import (
    STDIN,
    STDIN_NAME,
    StorageError,
    read_record_bytes,
    read_record_stream,
    record_text,
)
from mjgui.core.i18n import Msg, msg, nmsg, phrase, say
from mjgui.core.league.season import link_refusal, log_stream_verdict, log_verdict
from mjgui.core.numbers import changes_text, number, score_thousands
from mjgui.core.shown import pad, shell_word, shown_path, text_width
from mjgui.core.teach.compare import EVERY_OPTION, rules_name
from mjgui.core.text import round_letters

EXIT_OK, EXIT_REJECTED_LINES, EXIT_UNREADABLE = 0, 1, 2

LABELS: dict[str, Msg] = {
    "round": msg(
        "gamecli:round",
        "Round {round}, {honba} honba, riichi sticks on the table: {sticks}; dealer {dealer}.",
    ),
    "ended": msg("gamecli:ended", "Game over after {round} ({reason})."),
    # chombo_at_end: each player's penalty paid or received ("Aiko −8000, Chen +4000")
    "chombo_pending": msg("gamecli:chombo_pending", "Chombo penalties kept for the end of the game: {list}."),
    "chombo_paid": msg("gamecli:chombo_paid", "Chombo penalties paid at the end of the game: {list}."),
    # chombo_score_penalty: the points taken off each offender's final score ("Aiko −20 000")
    "chombo_scores": msg("gamecli:chombo_scores", "Chombo penalties off the final score, in points: {list}."),
    "no_players": msg("gamecli:no_players", "No players yet: the record needs a players line."),
    # rules: the preset and the options the record changes, as the tracker and the quiz name them
    "rules": msg("gamecli:rules", "Rules: {rules}."),
    "place": msg("gamecli:place", "#"),
    "player": msg("gamecli:player", "Player"),
    "seat": msg("gamecli:seat", "Seat"),
    "points": msg("gamecli:points", "Points"),
    "final": msg("gamecli:final", "Final"),
    "rejected": nmsg("gamecli:rejected", "{n} line rejected:", "{n} lines rejected:"),
    # a line of play that cannot be read (line: its number, listed with the rejected lines): the
    # game is counted up to it, as the tracker and the league count it (the tracker's words)
    "unread": msg(
        "gamecli:unread",
        "These standings are counted up to line {line}, which cannot be read: nothing after it "
        "counts until it is corrected or deleted.",
    ),
    # ... and n lines of play after it (n ≥ 1) that would count are not
    "unread_after": nmsg(
        "gamecli:unread_after",
        "These standings are counted up to line {line}, which cannot be read: nothing after it "
        "counts until it is corrected or deleted ({n} line not counted).",
        "These standings are counted up to line {line}, which cannot be read: nothing after it "
        "counts until it is corrected or deleted ({n} lines not counted).",
    ),
    # a line before the players line that cannot be read (reason: the line's error, which names
    # it), when a players line after it starts the game: refused, as the tracker refuses to open
    # such a record and the league does not count it (not counted past it as a line of play)
    "unread_head": msg(
        "gamecli:unread_head",
        "{reason} The game is not counted: this line comes before the players line, and the game "
        "tracker does not open a record with such a line. Correct line {line} in a text editor.",
    ),
    # arg: the file as a command's word, quoted as a shell needs it; program: the program that runs
    # the commands on this system (mjgui, the console launcher mjgui-cli, or its whole path)
    "game_log": msg(
        "gamecli:game_log",
        "{path} is a game log, not a game record: {program} game replays a record. Use {program} replay "
        "{arg}, which scores every win of a log.",
    ),
}


def _t(key: str, lang: str, **params: object) -> str:
    return phrase(LABELS, key, lang, **params)


#: ``game``'s own exit statuses, as its --help says them
EXIT_HELP = msg(
    "game-help:exit",
    "0 when every line of the record was applied, 1 when some lines were rejected or not counted, 2 "
    "when the file "
    "cannot be read or the arguments are wrong",
)


def _parser(lang: str = "en") -> QuietParser:
    p = QuietParser(
        prog=f"{program()} game",
        lang=lang,
        description=msg("game-help:description", "Replay a game record and print the standings."),
        epilog=exit_codes_help(EXIT_HELP, lang),
    )
    p.add_argument(
        "file",
        metavar=msg("metavar:game_file", "file"),
        help=msg("game-help:file", "the record (.mjgame, plain text); - reads standard input"),
    )
    p.add_argument("--json", action="store_true", help=JSON_HELP)
    p.add_argument("--lang", default=lang, choices=LANGS, help=LANG)
    return p


def game_command(
    argv: list[str], out: TextIO | None = None, stdin: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Run ``game`` with these arguments; prints its answer to ``out`` (stdout), a text-mode error
    to ``err`` (stderr). Returns the exit status."""
    stream = out if out is not None else sys.stdout
    lang = words_lang(argv)  # the usage's language, before the words are read (else the system's)
    parser = _parser(lang)
    try:
        ns = parser.parse_args(argv)
    except BadWords as bad:  # the usage as --help shows it, then what is wrong
        answer_bad_words(parser, bad, argv, lang, stream, err)
        return EXIT_UNREADABLE
    except SystemExit as exit_:  # --help
        return EXIT_OK if exit_.code in (0, None) else EXIT_UNREADABLE
    lang = ns.lang
    try:
        if ns.file == "-":  # read once: a record's size limit and a byte, a log's when it is one
            data, log = log_stream_verdict(
                binary_input(sys.stdin if stdin is None else stdin), say(STDIN_NAME, lang)
            )
        else:  # a log over a record's size limit is a log all the same
            log = log_verdict(ns.file)
        if not isinstance(log, bool):  # a Mahjong Soul record: the log reader's words, the file named
            refuse(stream, err, ns.json, log.code, log.message(lang))
            return EXIT_UNREADABLE
        if log:  # a log as replay reads one: said so, not read as a record
            refuse(stream, err, ns.json, "game_log", log_refusal(ns.file, lang))
            return EXIT_UNREADABLE
        if ns.file != "-":
            data = read_record_bytes(ns.file)
        link = link_refusal(data, say(STDIN_NAME, lang) if ns.file == STDIN else ns.file)
        if link is not None:  # a saved address: which site, how to get the log
            refuse(stream, err, ns.json, link.code, link.message(lang))
            return EXIT_UNREADABLE
        # standard input: the bytes read, with a record's checks and size limit
        text = read_record_stream(io.BytesIO(data)) if ns.file == "-" else record_text(data, ns.file)
    except StorageError as failed:
        said = failed.message(lang)
        if failed.code == "unreadable" and ns.file != "-":  # a loop of links: the link named
            from mjgui.controller.game.opening import loop_refusal

            said = loop_refusal(ns.file, lang) or said
        refuse(stream, err, ns.json, failed.code, said, line=failed.line or None)
        return EXIT_UNREADABLE
    result = replay(text, until_unread=True)  # counted as the tracker and the league count it
    unread = unread_rules(result.record)
    if unread is not None:  # rules this mjgui cannot read: the game is not scored under others
        refuse(stream, err, ns.json, unread.code, unread.message(lang), line=unread.line)
        return EXIT_UNREADABLE
    head = unread_head(result)
    if head is not None:  # a game the tracker does not open: no standings counted past that line
        line, error = head
        said = _t("unread_head", lang, reason=error.message(lang), line=line)
        refuse(stream, err, ns.json, "unread_head", said, line=line)
        return EXIT_UNREADABLE
    if ns.json:
        stop = unread_lines(result)
        standings = {
            "ok": True,
            **result_dict(result, lang),
            "unread_line": stop[0] if stop else None,
            "conditions": conditions_dicts(result.final),
        }
        stream.write(json_text(standings) + "\n")
    else:
        stream.write(standings_text(result, lang))
    return EXIT_REJECTED_LINES if result.errors else EXIT_OK


def unread_head(result: GameResult) -> tuple[int, GameError] | None:
    """The number and the error of the first line of ``result`` (a replay) that cannot be read,
    when it comes before the game starts and a players line after it starts the game (``foo``
    before ``rules wrc`` and ``players ...``): *File > Open* refuses such a record
    (:func:`~mjgui.controller.game.autosave.open_game`) and the league does not count it, so the
    game is not counted past it either. None otherwise (a players line that cannot be read, or
    none after it: no standings, every line listed as rejected)."""
    if not result.final.started:
        return None
    bad = next((step for step in result.steps if step.line.error is not None), None)
    if bad is None or bad.error is None or bad.before.started:
        return None
    return bad.line.number, bad.error


def log_refusal(path: str, lang: str = "en") -> str:
    """Why ``game`` does not read the game log at ``path`` (``-``: standard input), and the
    command that does."""
    shown = say(STDIN_NAME, lang) if path == STDIN else shown_path(path)
    arg = STDIN if path == STDIN else shell_word(path)  # the real name, quoted for a shell
    return _t("game_log", lang, path=shown, arg=arg, program=commands_program())


def standings_text(result: GameResult, lang: str = "en") -> str:
    """Where the game stands and its rules (the preset and every option the record changes),
    a small table of the standings, best first (once over, how its points became the final
    scores: the rounding of the rules, a tie placed by seat), then where the count stops (the
    first line of play that cannot be read, and how many lines after it are not counted), then
    the rejected lines."""
    state = result.final
    lines: list[str] = []
    if not state.started:
        lines.append(_t("no_players", lang))
    else:
        if state.ended:
            reason = end_reason_text(state.end_reason or "", state.rules, lang, extra_round=state.extra_round)
            lines.append(_t("ended", lang, round=round_letters(state.round_label, lang), reason=reason))
            if state.sticks:  # to nobody, or shared by the players tied for first
                lines.append(sticks_left_text(state.sticks, state.rules, lang))
            if state.sticks_given:  # given to first place: in first's points already
                lines.append(sticks_given_text(state.sticks_given, state.names[state.placement[0]], lang))
            paid = chombo_paid(result.step(state.end_line)) if state.end_line else ()
            if paid:
                lines.append(_t("chombo_paid", lang, list=changes_text(state.names, paid, lang)))
        else:
            lines.append(
                _t(
                    "round",
                    lang,
                    round=round_letters(state.round_label, lang),
                    honba=state.honba,
                    sticks=state.sticks,
                    dealer=state.dealer_name,
                )
            )
            if state.extra_round:  # why the game is in West (an older record may not have been)
                lines.append(extra_round_sentence(state.rules, lang))
            if any(state.pending_chombo):
                listed = changes_text(state.names, state.pending_chombo, lang)
                lines.append(_t("chombo_pending", lang, list=listed))
        if any(state.chombo_scores):  # chombo_score_penalty: in the final scores (once over)
            lines.append(_t("chombo_scores", lang, list=changes_text(state.names, state.chombo_scores, lang)))
        rules = rules_name(state.rules, lang, in_text=True, options=EVERY_OPTION)
        lines.append(_t("rules", lang, rules=rules))
        finals = state.final_scores
        # padded by the columns a terminal gives a name (a kanji two), not by its characters
        width = max(text_width(_t("player", lang)), *(text_width(n) for n in state.names))
        head = (
            f"{pad(_t('place', lang), 2, right=True)}  {pad(_t('player', lang), width)}"
            f"  {pad(_t('seat', lang), 5)}  {pad(_t('points', lang), 7, right=True)}"
        )
        if finals:
            head += f"  {pad(_t('final', lang), 7, right=True)}"
        lines.append(head)
        place = places(state.points, state.rules)  # tie_uma=split: tied players share one (1, 1, 3)
        for seat in state.placement:
            wind = round_letters(state.seat_letter(seat), lang)
            row = (
                f"{place[seat]:>2}  {pad(state.names[seat], width)}  {pad(wind, 5)}"
                f"  {number(state.points[seat], lang):>7}"
            )
            if finals:
                row += f"  {score_thousands(finals[seat].score, lang):>7}"
            lines.append(row)
        if finals:  # how the points became the final scores: the rounding, a tie placed by seat
            tied_first = sum(1 for f in finals if f.place == 1) > 1  # tie_uma=split
            lines.extend(
                said
                for said in (
                    final_rounding_text(state.rules, lang, tied_first=tied_first),
                    seat_tie_text(state.points, state.rules, lang),
                )
                if said
            )
    stop = unread_lines(result)
    said = bool(stop) and not state.ended  # (after the game's end: only rejected, nothing follows)
    if said:
        after = sum(1 for e in result.errors if e.code == "not_counted")
        if after:
            lines.append(_t("unread_after", lang, line=stop[0], n=after))
        else:
            lines.append(_t("unread", lang, line=stop[0]))
    # the lines not counted: said above, by their number
    rejected = [e for e in result.errors if not (said and e.code == "not_counted")]
    if rejected:
        lines.append(_t("rejected", lang, n=len(rejected)))
        lines.extend(f"  {e.message(lang)}" for e in rejected)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    try:
        return game_command(list(sys.argv[1:] if argv is None else argv))
    except MahjongError as err:  # pragma: no cover - defensive
        print(err.message())
        return EXIT_UNREADABLE


if __name__ == "__main__":
    sys.exit(main())
