"""What the first frame does not need is not done before it, and nothing the player sees changes:
the han x fu excerpt's size worked out once per change (not at each of the layouts' questions),
the count and choice boxes' focus hooks given after the first frame."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from mjgui.controller.scoring.calculator import Controller
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.gui.appsetup import setup_application
from mjgui.gui.teach.widgets import TableExcerpt


def test_the_excerpts_size_is_worked_out_once_until_its_contents_or_font_change(
    qapp: QApplication, monkeypatch: object
) -> None:
    setup_application(qapp)
    controller = Controller()
    words = ["234m567p3467888s5s", "--riichi", "--dora", "2s"]
    controller.load_spec(parse_score_args(words)[0].spec, record=False)
    worked: list[int] = []
    height = TableExcerpt._limit_row_height
    monkeypatch.setattr(  # type: ignore[attr-defined]
        TableExcerpt, "_limit_row_height", lambda self: worked.append(1) or height(self)
    )
    excerpt = TableExcerpt()
    excerpt.set_view(controller.view().table, True)
    hint, least = excerpt.sizeHint(), excerpt.minimumSizeHint()
    for _ in range(10):
        assert excerpt.sizeHint() == hint
        assert excerpt.minimumSizeHint() == least
    assert len(worked) == 1, "worked out at every question"
    assert hint.width() > least.width() > 0
    # a larger font: worked out again, larger
    font = QFont(excerpt.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    excerpt.setFont(font)
    assert excerpt.sizeHint().width() > hint.width()
    assert excerpt.sizeHint().height() > hint.height()
    assert len(worked) == 2
    excerpt.deleteLater()
