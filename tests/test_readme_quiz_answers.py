"""The README's quiz screenshot command answers a tsumo's payment in the order the quiz shows
the answer (non-dealer/dealer), as ``--answers`` reads it, and the README says that order: its
``8000/4000`` (the dealer's first, as the fields ask) was quoted back as the player's answer
beside a right one in the other order once ``--answers`` read the amounts as they are shown."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from mjgui.controller.teach.quiz import QuizController

README = Path(__file__).resolve().parent.parent / "README.md"


def _command(name: str) -> list[str]:
    text = README.read_text(encoding="utf-8").replace("\\\n", " ")
    for line in text.splitlines():
        if line.startswith(f"mjgui --screenshot docs/screenshots/{name} "):
            return shlex.split(line)[1:]
    raise AssertionError(name)


def test_the_readme_quiz_answer_is_typed_as_the_answer_shows_it() -> None:
    args = _command("quiz-done-ru.png")
    option = dict(zip(args[::2], args[1::2], strict=False))
    quiz = QuizController("ru", option["--level"], seed=int(option["--seed"]))
    quiz.new_hand()
    assert quiz.answer_all(option["--answers"])
    payment = quiz.view().verdicts[-1]
    typed = option["--answers"].split(";")[-1]
    right = re.search(r"Правильно: (\d+)/(\d+)", payment.title)
    assert right is not None and int(right[1]) < int(right[2])  # non-dealer/dealer
    low, high = map(int, typed.split("/"))
    assert low < high, typed  # typed in the order the right answer is shown in
    assert payment.title.endswith(f"ваш ответ: {typed}")
    flat = " ".join(README.read_text(encoding="utf-8").split())
    assert "a tsumo's two amounts by `/`, non-dealer/dealer as the answer shows them" in flat
