"""The quiz's notice on a file of the student's own hands says that file's only: a file before
it that could not be read, or whose lines the game refused, is not said again."""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.teach.quiz import QuizController

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
    assert quiz.view().notice.endswith("nothing.mjgame cannot be read: No such file or directory.")
    assert quiz.add_own_file(str(wareme)) == 0
    assert quiz.view().notice == LEFT_OUT  # not "nothing.mjgame cannot be read" before it
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(refused)) == 0
    assert quiz.view().notice.startswith("One hand line of this record was left out")
    assert quiz.add_own_file(str(wareme)) == 0
    assert quiz.view().notice == LEFT_OUT
