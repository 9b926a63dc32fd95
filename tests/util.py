"""Small helpers shared by the tests: build hands from the CLI's words; a whole game record."""

from __future__ import annotations

import io
import os
import shlex
import sys
from typing import Any

from mjgui.cli import parse_score_args
from mjgui.core.i18n import Msg, translate
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.scoring import ReadingValue, ScoreResult, score


def spec(words: str) -> HandSpec:
    request, _ = parse_score_args(shlex.split(words))
    return request.spec


def result(words: str) -> ScoreResult:
    return score(spec(words))


def win(words: str) -> ReadingValue:
    res = result(words)
    assert res.win is not None, f"{words!r} does not win: {res.no_win}"
    return res.win


def yaku_ids(words: str) -> dict[str, int]:
    return {y.id: y.han for y in win(words).yaku}


T = "\u202f"  # the narrow space between thousands
#: the same space in a label's rich text: a no-break space (Qt wraps rich text at U+202F;
#: mjgui.gui.util.escape_html)
RT = "\u00a0"

# A whole hanchan under the seed rules: it ends on line 20 (South 4, a non-dealer win).
HANCHAN = """rules seed
players Aiko Boris Chen Dasha
riichi Boris
ron Boris from Chen 3 40
tsumo Aiko 2 30
riichi Chen
draw tenpai Chen,Dasha
riichi Dasha
tsumo Dasha mangan
ron Chen from Boris 2 30
riichi Aiko
riichi Chen
ron Aiko from Dasha 4 30
draw
tsumo Boris 3 30
ron Dasha from Aiko haneman
ron Chen from Dasha 1 30
riichi Boris
tsumo Boris 2 40
ron Aiko from Chen 3 30
"""


def both(message: Msg) -> tuple[str, str]:
    """A catalogue message's English and Russian templates."""
    return message.text, translate(message, "ru")


# Aiko's chombo at E2 (Boris deals): 4000 to Boris, 2000 to each other; Boris's: 4000 to each
CHOMBO_AT_END = """\
rules seed chombo_at_end=on east_only=on
players Aiko Boris Chen Dasha
riichi Chen
draw tenpai Chen
riichi Boris
chombo Aiko
chombo Boris
"""


def one_stream(command: Any) -> Any:
    """A command (``game_command``, ``replay_command``, ``league_command``) whose answer and
    text-mode errors are kept apart and checked as the contract has them (README, *The commands'
    contract*): under ``--json`` everything on ``out``, nothing on ``err``; in text, an answer
    (status 0 or 1) on ``out`` and nothing on ``err``, an error (2 or more) said on ``err`` and
    none of its lines on ``out`` too. A stream gone wrong fails the test here. What went to
    ``err`` is then written to ``out`` after the answer, for the tests that read what a run
    said."""

    def run(argv: Any, out: Any = None, *args: Any, **kwargs: Any) -> Any:
        answer, errors = io.StringIO(), io.StringIO()
        status = command(argv, answer, *args, err=errors, **kwargs)
        said, wrong = answer.getvalue(), errors.getvalue()
        words = [w if isinstance(w, str) else os.fsdecode(w) for w in argv]
        helped = "-h" in words or "--help" in words
        if ("--json" in words and not helped) or status in (0, 1):  # an answer, or JSON: stdout alone
            assert said and not wrong, (status, said, wrong)
        else:  # the error on err alone: none of its lines on out as well
            assert wrong, (status, said, wrong)
            carried = [line for line in wrong.splitlines() if line.strip() and line in said]
            assert not carried, (status, said, wrong)
        target = out if out is not None else sys.stdout
        target.write(said + wrong)
        return status

    return run


#: the sentence the log window adds to its "Saved the game record" message when the log names
#: no day for its game (the record has no ``# date`` line), in each language
UNDATED = {
    "en": (
        "The log does not say on which day the game was played, so the record has no date: the club "
        'counts it on the day its file was last saved. To date it, add "# date YYYY-MM-DD" as its '
        "first line."
    ),
    "ru": (
        "В логе не сказано, в какой день сыграна игра, поэтому у записи нет даты: в клубе игра "
        "учитывается по дню последнего сохранения файла. Чтобы указать дату, добавьте первой строкой "
        "«# date ГГГГ-ММ-ДД»."
    ),
}


def saved_to(target: object, *, dated: bool, lang: str = "en") -> str:
    """The log window's message for a record saved to ``target`` with nothing refused and its
    final score the log's: and, when it is not ``dated``, :data:`UNDATED`."""
    said = f"Saved the game record to {target}" if lang == "en" else f"Запись игры сохранена в {target}"
    return said if dated else f"{said}. {UNDATED[lang]}"
