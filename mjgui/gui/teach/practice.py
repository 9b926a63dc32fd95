"""The quiz that learns the student, in the quiz window: the practice bar (practise the weak
skills, skip fu on limit hands, the difficulty, a timed drill, the progress page) and the
progress page itself (each skill's accuracy with a small chart, the hands missed, each of which
opens on the calculator). Thin widgets over :mod:`mjgui.controller.teach.practice`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.teach.practice import DRILL_SIZES, ProgressView
from mjgui.controller.teach.quiz import QuizController, QuizView
from mjgui.gui.theme import highlight, muted
from mjgui.gui.util import NoBreakLabel, read_only_table, set_accessible, set_shown, set_tip

DRILL_HANDS = DRILL_SIZES[1]


class PracticeBar(QWidget):
    """The row of the quiz window that sets how the next hands are chosen."""

    progressClicked = Signal()

    def __init__(self, controller: QuizController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz-practice")
        self.controller = controller
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        row = QHBoxLayout()
        row.setSpacing(10)
        self.practise = QCheckBox(self)
        self.practise.setObjectName("quiz-practise")
        self.practise.toggled.connect(controller.set_practise)
        row.addWidget(self.practise)
        self.skip_fu = QCheckBox(self)
        self.skip_fu.setObjectName("quiz-skip-fu")
        self.skip_fu.toggled.connect(controller.set_skip_limit_fu)
        row.addWidget(self.skip_fu)
        self.difficulty = QComboBox(self)
        self.difficulty.setObjectName("quiz-difficulty")
        # as wide as its longest name, in the language of the moment (the default measures the
        # names once, at the first show: the Russian ones came out cut after a live switch)
        self.difficulty.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.difficulty.activated.connect(self._difficulty_chosen)
        row.addWidget(self.difficulty)
        row.addStretch(1)
        self.drill = QPushButton(self)
        self.drill.setObjectName("quiz-drill")
        self.drill.clicked.connect(lambda: controller.start_drill(DRILL_HANDS))
        row.addWidget(self.drill)
        self.progress = QPushButton(self)
        self.progress.setObjectName("quiz-progress")
        self.progress.clicked.connect(self.progressClicked.emit)
        row.addWidget(self.progress)
        outer.addLayout(row)
        self.info = NoBreakLabel(self)
        self.info.setObjectName("quiz-why")
        self.info.setWordWrap(True)
        outer.addWidget(self.info)
        set_shown(self.info, False)

    def retranslate(self) -> None:
        self.practise.setText(QCoreApplication.translate("Quiz", "Practise my weak spots"))
        set_tip(
            self.practise,
            QCoreApplication.translate(
                "Quiz",
                "The next hands test what you get wrong most and have not seen for longest",
            ),
        )
        self.skip_fu.setText(QCoreApplication.translate("Quiz", "Skip fu from 5 han"))
        set_tip(
            self.skip_fu,
            QCoreApplication.translate("Quiz", "From 5 han up the fu do not change the payment"),
        )
        set_tip(self.difficulty, QCoreApplication.translate("Quiz", "Who the hands are for"))
        # named: a screen reader had only its value ("Any hands") to say
        set_accessible(self.difficulty, QCoreApplication.translate("Quiz", "Which hands"))
        self.drill.setText(
            QCoreApplication.translate("Quiz", "Timed drill: %1 hands").replace("%1", str(DRILL_HANDS))
        )
        set_tip(self.drill, QCoreApplication.translate("Quiz", "Against the clock; your best times are kept"))
        self.progress.setText(QCoreApplication.translate("Quiz", "Progress…"))
        set_tip(
            self.progress,
            QCoreApplication.translate("Quiz", "Each skill's accuracy over time, and the hands you missed"),
        )

    def set_view(self, view: QuizView) -> None:
        for box, on in ((self.practise, view.practise), (self.skip_fu, view.skip_limit_fu)):
            if box.isChecked() != on:
                box.blockSignals(True)
                box.setChecked(on)
                box.blockSignals(False)
        ids = [self.difficulty.itemData(i) for i in range(self.difficulty.count())]
        names = [self.difficulty.itemText(i) for i in range(self.difficulty.count())]
        if ids != [d for d, _ in view.difficulties] or names != [n for _, n in view.difficulties]:
            self.difficulty.blockSignals(True)
            self.difficulty.clear()
            for ident, name in view.difficulties:
                self.difficulty.addItem(name, ident)
            self.difficulty.blockSignals(False)
        index = self.difficulty.findData(view.difficulty)
        if index >= 0 and index != self.difficulty.currentIndex():
            self.difficulty.setCurrentIndex(index)
        lines = [line for line in (view.notice, view.drill, view.why) if line]
        self.info.setText("\n".join(lines))
        set_shown(self.info, bool(lines))

    def _difficulty_chosen(self, index: int) -> None:
        ident = self.difficulty.itemData(index)
        if isinstance(ident, str):
            self.controller.set_difficulty(ident)


class Sparkline(QWidget):
    """A skill's accuracy over time: a small line from oldest to newest, gaps where the skill
    was not asked."""

    def __init__(self, values: tuple[float | None, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values = values
        self.setMinimumSize(QSize(90, 22))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(muted(self.palette()), 1, Qt.PenStyle.DotLine))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        count = len(self.values)
        if not count:
            return
        step = rect.width() / max(1, count - 1)
        pen = QPen(highlight(self.palette()), 2)
        painter.setPen(pen)
        last: QPointF | None = None
        for i, value in enumerate(self.values):
            if value is None:
                last = None
                continue
            point = QPointF(rect.left() + i * step, rect.bottom() - value * rect.height())
            if last is not None:
                painter.drawLine(last, point)
            painter.drawEllipse(point, 1.5, 1.5)
            last = point


class ProgressWindow(QDialog):
    """The progress page: every skill, weakest first, and the hands missed."""

    openHand = Signal(str)  # a score line to open on the calculator

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz-progress-window")
        self.resize(760, 560)
        layout = QVBoxLayout(self)
        self.empty = NoBreakLabel(self)
        self.empty.setObjectName("progress-empty")
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("progress-skills")
        self.table.verticalHeader().setVisible(False)
        read_only_table(self.table)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 3)
        self.missed_label = QLabel(self)
        layout.addWidget(self.missed_label)
        self.missed = QListWidget(self)
        self.missed.setObjectName("progress-missed")
        self.missed.itemActivated.connect(self._open)
        self.missed.currentItemChanged.connect(self._show_openable)
        layout.addWidget(self.missed, 2)
        row = QHBoxLayout()
        # why the hand chosen cannot be opened (a line a newer mjgui recorded), else hidden
        self.open_why = QLabel(self)
        self.open_why.setObjectName("progress-open-why")
        self.open_why.setWordWrap(True)
        set_shown(self.open_why, False)
        row.addWidget(self.open_why, 1)
        row.addStretch(1)
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("progress-open")
        self.open_button.clicked.connect(self._open_current)
        row.addWidget(self.open_button)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Quiz", "mjgui — your progress"))
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("Quiz", "Skill"),
                QCoreApplication.translate("Quiz", "Answers"),
                QCoreApplication.translate("Quiz", "Accuracy"),
                QCoreApplication.translate("Quiz", "Over time"),
            ]
        )
        self.missed_label.setText(QCoreApplication.translate("Quiz", "Hands you missed (newest first):"))
        # Tab stops a screen reader names (a table and a list say only their name)
        set_accessible(self.table, QCoreApplication.translate("Quiz", "Your skills"))
        set_accessible(self.missed, QCoreApplication.translate("Quiz", "Hands you missed"))
        self.open_button.setText(QCoreApplication.translate("Quiz", "Open on the calculator"))

    def set_view(self, view: ProgressView) -> None:
        self.empty.setText(view.empty)
        set_shown(self.empty, not view.rows)
        self.table.setRowCount(len(view.rows))
        for r, row in enumerate(view.rows):
            for c, text in enumerate((row.name, row.answers, row.accuracy)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.skill)
                self.table.setItem(r, c, item)
            # the painted line in words: the cell's text a screen reader reads, and the line's name
            said = QTableWidgetItem()
            said.setData(Qt.ItemDataRole.AccessibleTextRole, row.chart_said)
            said.setData(Qt.ItemDataRole.UserRole, row.skill)
            self.table.setItem(r, 3, said)
            line = Sparkline(row.chart, self.table)
            set_accessible(line, row.chart_said)
            self.table.setCellWidget(r, 3, line)
        self.missed.clear()
        for index, line_text in enumerate(view.missed):
            # shown as the score line (what opens on the calculator), read in words: its tiles
            # and its situation as the quiz says them, in the window's language
            words = view.missed_said[index] if index < len(view.missed_said) else line_text
            why = view.missed_why[index] if index < len(view.missed_why) else ""
            hand = QListWidgetItem(line_text)
            hand.setData(Qt.ItemDataRole.UserRole, line_text)
            hand.setData(_WHY_ROLE, why)
            hand.setData(Qt.ItemDataRole.AccessibleTextRole, f"{words} {why}" if why else words)
            hand.setToolTip(why or words)
            self.missed.addItem(hand)
        if view.missed:
            self.missed.setCurrentRow(0)
        self._show_openable(self.missed.currentItem())

    def _show_openable(self, item: QListWidgetItem | None) -> None:
        """The button opens the hand chosen; one whose line this mjgui does not read is said
        why, the button disabled."""
        why = _why_of(item) if item is not None else ""
        self.open_why.setText(why)
        set_shown(self.open_why, bool(why))
        self.open_button.setEnabled(item is not None and not why)

    def _open(self, item: QListWidgetItem) -> None:
        if not _why_of(item):  # one that does not open: the window says why already
            self.openHand.emit(_line_of(item))

    def _open_current(self) -> None:
        item = self.missed.currentItem()
        if item is not None:
            self._open(item)


#: the item data of a missed hand that says why it cannot be opened ("" when it can)
_WHY_ROLE = Qt.ItemDataRole.UserRole + 1


def _why_of(item: QListWidgetItem) -> str:
    why = item.data(_WHY_ROLE)
    return why if isinstance(why, str) else ""


def _line_of(item: QListWidgetItem) -> str:
    """The score line of a missed hand's item (what opens on the calculator)."""
    line = item.data(Qt.ItemDataRole.UserRole)
    return line if isinstance(line, str) else item.text()


__all__ = ["PracticeBar", "ProgressWindow", "Sparkline"]
