"""The quiz's notice on a file of the student's own hands says that file's only: a file before
it that could not be read, or whose lines the game refused, is not said again."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.game.game import replay

WAREME = (
    "rules seed wareme=on\nplayers Aiko Boris Chen Dasha\nwareme Boris\n"
    'ron Dasha from Boris hand "234m567p3467888s5s"\n'
)
LEFT_OUT = (
    "One win of this record was left out, on line 4: wareme doubles its payment, which the quiz does not ask."
)


def test_a_file_with_only_a_win_left_out_says_that_alone(tmp_path: Path) -> None:
    wareme = tmp_path / "wareme.mjgame"
    wareme.write_text(WAREME, encoding="utf-8")
    refused = tmp_path / "refused.mjgame"
    refused.write_text(
        'rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Aiko hand "234m567p3467888s5s"\n',
        encoding="utf-8",
    )
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(tmp_path / "nothing.mjgame")) == 0
    assert quiz.view().notice.endswith("nothing.mjgame cannot be read: no such file or directory.")
    assert quiz.add_own_file(str(wareme)) == 0
    assert quiz.view().notice == LEFT_OUT  # not "nothing.mjgame cannot be read" before it
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(refused)) == 0
    assert quiz.view().notice.startswith("One hand line of this record was left out")
    assert quiz.add_own_file(str(wareme)) == 0
    assert quiz.view().notice == LEFT_OUT


NEWER = 'rules tenhou2030\nplayers A B C D\nron A from B hand "111m56p789s234s11z4p --riichi"\n'


def test_a_record_of_rules_this_mjgui_cannot_read_gives_no_hands_and_says_why(tmp_path: Path) -> None:
    """Its hands were scored under the seed rules, silently; now it is refused as ``mjgui game``
    refuses it, in both languages, and nothing is queued."""
    path = tmp_path / "newer.mjgame"
    path.write_text(NEWER, encoding="utf-8")
    assert replay(NEWER).final.hands == 1  # read under other rules, its win is scored
    for lang, said in (
        (
            "en",
            "Line 1 (rules tenhou2030): this mjgui cannot read these rules, so it does not score the "
            "game; the record was perhaps written by a newer mjgui (update mjgui to read it) or the "
            'line has a typo: there are no rules "tenhou2030".',
        ),
        ("ru", "Строка 1 (rules tenhou2030): эта версия mjgui не может прочитать эти правила"),
    ):
        quiz = QuizController(lang, level="points", seed=3)
        assert quiz.add_own_file(str(path)) == 0
        notice = quiz.view().notice
        assert said in notice and str(path) in notice
        assert not quiz._own_waiting
