"""The quiz window: a realistic hand drawn in tile art, then the yaku, the han, the fu and the
payment asked one at a time (as far as the level goes), each answer judged at once and a mistake
explained by the step that explains it, with a running score for the session.

Keyboard: Ctrl+1 to Ctrl+5 pick the level, Ctrl+N deals a new hand, Ctrl+D quizzes the desk's hand.
On the yaku question, type a few letters of a yaku and press Enter to tick it (Space ticks the
focused box), Enter on an empty search field answers; on a number question type it and press
Enter; when the hand is done Enter deals the next one. Esc (or the Close key, Ctrl+F4 / ⌘W) closes
the window, which is only hidden: the hand and the answer being given are there when it opens again
(Esc in the yaku search clears it first).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
    QValidator,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mjgui.controller.teach.practice import Practice
from mjgui.controller.teach.quiz import QuizController, QuizView, VerdictView, match_yaku, own_file_filter
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.teach.quiz import LEVELS
from mjgui.gui.companion import CompanionWindow
from mjgui.gui.i18n import Languages, language_menu, term_word, yaku_word
from mjgui.gui.settings import Settings, remember_folder, start_in
from mjgui.gui.teach.practice import PracticeBar, ProgressWindow
from mjgui.gui.teach.widgets import HandPictureWidget, bad_color, good_color
from mjgui.gui.theme import css, muted, tone_color
from mjgui.gui.util import (
    ChoiceBox,
    NoBreakLabel,
    ScrollArea,
    announce,
    describe_error,
    escape_html,
    set_accessible,
    set_enabled,
    set_shown,
    set_tip,
)

if TYPE_CHECKING:
    from mjgui.controller.scoring.calculator import Controller

PAGE_YAKU, PAGE_NUMBER, PAGE_PAYMENT, PAGE_DONE, PAGE_EMPTY = range(5)
CHOICE_COLUMNS = 4


def _bold(label: QLabel, scale: float = 1.0) -> None:
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)


def _group_names(view: QuizView) -> list[str]:
    """The headings of the view's yaku groups, in order."""
    names: list[str] = []
    for choice in view.choices:
        if not names or names[-1] != choice.group:
            names.append(choice.group)
    return names


class _ChoiceScroll(QScrollArea):
    """The yaku grid's scroll area: tells the window its new width at once, so the grid is laid
    out for the real width before it is painted (not on the player's first click)."""

    def __init__(self, parent: QWidget, resized: Callable[[], None]) -> None:
        super().__init__(parent)
        self._resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resized()


class _SearchField(QLineEdit):
    """The yaku search: Esc clears what is typed in it (the window's Esc, which closes the
    quiz, comes only when it is empty), as in a search field anywhere."""

    def _clears(self, event: QEvent) -> bool:
        return isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape and bool(self.text())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._clears(event):
            event.accept()  # the key comes here, not to the window's Close
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._clears(event):
            self.clear()
            event.accept()
            return
        super().keyPressEvent(event)


def _mark_chosen(button: QToolButton, chosen: bool) -> None:
    """The chosen level reads at a glance in any theme: bold, and in the chosen colours of its
    box (:class:`mjgui.gui.util.ChoiceBox`). Its text was in the highlight's colour on Fusion's
    face, 2.7:1 in the light theme (#308cc6 on #dbdbdb), 2.9:1 in the dark one, the face itself
    1.3:1 from the others'."""
    font = button.font()
    if font.bold() != chosen:
        font.setBold(chosen)
        button.setFont(font)


class Card(QFrame):
    """A framed panel."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)


class VerdictCard(QFrame):
    """One judged answer: a tick or a cross, the verdict, and the lines that explain a mistake."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"quiz-verdict-{index}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(3)
        self.title = NoBreakLabel(self)
        self.title.setObjectName(f"quiz-verdict-{index}-title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.details = NoBreakLabel(self)
        self.details.setObjectName(f"quiz-verdict-{index}-details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        self.view: VerdictView | None = None

    def set_view(self, view: VerdictView) -> None:
        self.view = view
        palette = self.palette()
        color = css(good_color(palette) if view.correct else bad_color(palette))
        mark = "✓" if view.correct else "✗"
        self.title.setText(
            f'<span style="color:{color}; font-size:large"><b>{mark}</b></span>&nbsp; '
            f"<b>{escape_html(view.label)}</b> — {escape_html(view.title)}"
        )
        set_accessible(self, f"{view.label}: {view.title}")
        items = "".join(f"<li>{escape_html(line)}</li>" for line in view.details)
        self.details.setText(f"<ul style='margin-left:-22px; margin-top:0'>{items}</ul>" if items else "")
        set_shown(self.details, bool(view.details))
        self.setProperty("correct", view.correct)


def student_practice() -> Practice:
    """The student's record from the user data folder (``MJGUI_DATA_DIR`` if set)."""
    from mjgui.controller.game.autosave import default_data_dir
    from mjgui.controller.teach.quiz import practice_in

    folder = default_data_dir()
    if folder is None:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        folder = Path(location or os.path.expanduser("~/.mjgui"))
    return practice_in(folder)


#: what an answer field takes between its digits, in any language: the group separators of
#: English and Russian (a comma, an apostrophe, a space, a no-break space), as the quiz reads them
_GROUPING = ",'’"
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_MOST_DIGITS = 9  # the quiz reads no longer number (a slip of the keyboard)


class AnswerValidator(QValidator):
    """An answer field's: a whole number up to ``most``, its digits ASCII or fullwidth, grouped
    or not, the same in every language. (A QIntValidator follows the locale of the moment it
    was made: a quiz started in Russian took "12 000" and refused "12,000", one switched to
    Russian the other way round.)"""

    def __init__(self, most: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.most = most

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = "".join(ch for ch in text if not ch.isspace() and ch not in _GROUPING)
        digits = digits.translate(_FULLWIDTH_DIGITS)
        if digits.strip("0123456789") or len(digits) > _MOST_DIGITS:
            return QValidator.State.Invalid, text, pos
        if not digits:
            return QValidator.State.Intermediate, text, pos
        if int(digits) > self.most:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, text, pos


class QuizWindow(CompanionWindow):
    """The quiz. It renders the :class:`QuizController`'s views and calls its methods."""

    openOnDesk = Signal(object)  # a HandSpec to load on the calculator
    quizDesk = Signal()  # "quiz the hand on the desk" was asked here
    calculatorHands = Signal()  # "add the calculator's hands" was asked here

    def __init__(
        self,
        controller: QuizController | None = None,
        languages: Languages | None = None,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("quiz-window", languages, settings, parent)
        self.controller = controller or QuizController(self.languages.current, practice=student_practice())
        self._view: QuizView | None = None
        self._choice_boxes: dict[str, QCheckBox] = {}
        self._choices_key: object = None
        self._group_labels: list[QLabel] = []  # the n-th group's heading
        self._pick_buttons: list[QToolButton] = []
        self._verdict_cards: list[VerdictCard] = []
        self._focused_for: tuple[int, str] | None = None
        self._verdict_told: QWidget | None = None  # the field whose description says the verdict
        self.start_following(self.controller, 1120, 800)

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        central = QWidget(self)
        central.setObjectName("quiz-central")
        outer = QVBoxLayout(central)
        outer.setContentsMargins(12, 10, 12, 12)
        outer.setSpacing(10)

        top = QHBoxLayout()
        top.setSpacing(6)
        self.level_label = QLabel(central)
        _bold(self.level_label)
        top.addWidget(self.level_label)
        self.level_buttons: dict[str, QToolButton] = {}
        levels = ChoiceBox(central)
        levels.setObjectName("quiz-levels")
        levels_row = QHBoxLayout(levels)
        levels_row.setContentsMargins(0, 0, 0, 0)
        levels_row.setSpacing(top.spacing())
        for level in LEVELS:
            button = QToolButton(levels)
            button.setObjectName(f"level-{level}")
            button.setCheckable(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.clicked.connect(lambda _=False, lv=level: self._level_clicked(lv))
            levels.add_choice(button)
            levels_row.addWidget(button)
            self.level_buttons[level] = button
        top.addWidget(levels)
        top.addStretch(1)
        self.desk_button = QPushButton(central)
        self.desk_button.setObjectName("quiz-desk")
        self.desk_button.clicked.connect(self.quizDesk.emit)
        top.addWidget(self.desk_button)
        self.new_button = QPushButton(central)
        self.new_button.setObjectName("quiz-new")
        self.new_button.clicked.connect(self.controller.new_hand)
        top.addWidget(self.new_button)
        outer.addLayout(top)
        self.practice_bar = PracticeBar(self.controller, central)
        self.practice_bar.progressClicked.connect(self.show_progress)
        outer.addWidget(self.practice_bar)
        self._progress: ProgressWindow | None = None

        # the hand
        card = Card("quiz-hand-card", central)
        cv = QVBoxLayout(card)
        cv.setContentsMargins(12, 8, 12, 10)
        cv.setSpacing(6)
        head = QHBoxLayout()
        self.hand_title = QLabel(card)
        self.hand_title.setObjectName("quiz-title")
        _bold(self.hand_title, 1.1)
        head.addWidget(self.hand_title)
        head.addStretch(1)
        # the session's score, on the hand's card: the top row holds five levels
        self.score_label = QLabel(card)
        self.score_label.setObjectName("quiz-score")
        _bold(self.score_label)
        head.addWidget(self.score_label)
        cv.addLayout(head)
        self.picture = HandPictureWidget(card)
        self.picture.setObjectName("quiz-hand")
        cv.addWidget(self.picture)
        self.situation = NoBreakLabel(card)
        self.situation.setObjectName("quiz-situation")
        self.situation.setWordWrap(True)
        self.situation.setTextFormat(Qt.TextFormat.RichText)
        cv.addWidget(self.situation)
        outer.addWidget(card)

        # the steps of this hand
        steps = QHBoxLayout()
        steps.setSpacing(4)
        self.badges: dict[str, QLabel] = {}
        for step in ("yaku", "han", "fu", "payment"):
            badge = QLabel(central)
            badge.setObjectName(f"quiz-badge-{step}")
            badge.setTextFormat(Qt.TextFormat.RichText)
            steps.addWidget(badge)
            self.badges[step] = badge
        steps.addStretch(1)
        outer.addLayout(steps)

        body = QHBoxLayout()
        body.setSpacing(14)
        self._body = body  # the question and the answers, side by side (_share_body)
        outer.addLayout(body, 1)

        # the question
        question = QWidget(central)
        question.setObjectName("quiz-question")
        qv = QVBoxLayout(question)
        qv.setContentsMargins(0, 0, 0, 0)
        qv.setSpacing(8)
        self.prompt = NoBreakLabel(question)
        self.prompt.setObjectName("quiz-prompt")
        self.prompt.setWordWrap(True)
        _bold(self.prompt, 1.25)
        qv.addWidget(self.prompt)
        self.pages = QStackedWidget(question)
        self.pages.setObjectName("quiz-pages")
        self.pages.addWidget(self._build_yaku_page())
        self.pages.addWidget(self._build_number_page())
        self.pages.addWidget(self._build_payment_page())
        self.pages.addWidget(self._build_done_page())
        empty = NoBreakLabel(self.pages)
        empty.setObjectName("quiz-empty")
        empty.setWordWrap(True)
        empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty_label = empty
        self.pages.addWidget(empty)
        qv.addWidget(self.pages, 1)
        self.error = NoBreakLabel(question)
        self.error.setObjectName("quiz-error")
        self.error.setWordWrap(True)
        qv.addWidget(self.error)
        body.addWidget(question, 3)

        # the answers so far, each judged
        answers = QWidget(central)
        answers.setObjectName("quiz-answers")
        av = QVBoxLayout(answers)
        av.setContentsMargins(0, 0, 0, 0)
        av.setSpacing(4)
        self.answers_title = QLabel(answers)
        _bold(self.answers_title)
        av.addWidget(self.answers_title)
        self.answers_scroll = ScrollArea(answers)
        self.answers_scroll.setObjectName("quiz-answers-scroll")
        self.answers_scroll.setWidgetResizable(True)
        self.answers_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.answers_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget(self.answers_scroll)
        self._answers_layout = QVBoxLayout(inner)
        self._answers_layout.setContentsMargins(0, 0, 6, 0)
        self._answers_layout.setSpacing(6)
        self.answers_placeholder = NoBreakLabel(inner)
        self.answers_placeholder.setObjectName("quiz-answers-placeholder")
        self.answers_placeholder.setWordWrap(True)
        self._answers_layout.addWidget(self.answers_placeholder)
        self._answers_layout.addStretch(1)
        self.answers_scroll.setWidget(inner)
        av.addWidget(self.answers_scroll, 1)
        body.addWidget(answers, 2)

        self.setCentralWidget(central)

    def _build_yaku_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("quiz-page-yaku")
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(6)
        row = QHBoxLayout()
        self.filter = _SearchField(page)
        self.filter.setObjectName("quiz-filter")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        self.filter.returnPressed.connect(self._filter_enter)
        row.addWidget(self.filter, 1)
        self.check_yaku = QPushButton(page)
        self.check_yaku.setObjectName("quiz-check-yaku")
        self.check_yaku.clicked.connect(self.controller.submit_yaku)
        row.addWidget(self.check_yaku)
        v.addLayout(row)
        scroll = _ChoiceScroll(page, self._layout_choices)
        scroll.setObjectName("quiz-choices-scroll")
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop: its check boxes are
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices = QWidget(scroll)
        self.choices.setObjectName("quiz-choices")
        self._choice_grid = QGridLayout(self.choices)
        self._choice_grid.setContentsMargins(0, 0, 0, 0)
        self._choice_grid.setHorizontalSpacing(10)
        self._choice_grid.setVerticalSpacing(2)
        scroll.setWidget(self.choices)
        v.addWidget(scroll, 1)
        return page

    def _build_number_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("quiz-page-number")
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        row = QHBoxLayout()
        self.number = QLineEdit(page)
        self.number.setObjectName("quiz-number")
        self.number.setValidator(AnswerValidator(999, self.number))
        self.number.setMaximumWidth(140)
        font = self.number.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.number.setFont(font)
        self.number.returnPressed.connect(self._submit_number)
        row.addWidget(self.number)
        self.check_number = QPushButton(page)
        self.check_number.setObjectName("quiz-check-number")
        self.check_number.clicked.connect(self._submit_number)
        row.addWidget(self.check_number)
        row.addStretch(1)
        v.addLayout(row)
        self.picks_label = QLabel(page)
        self.picks_label.setObjectName("quiz-picks-label")
        v.addWidget(self.picks_label)
        self.picks = QWidget(page)
        self.picks.setObjectName("quiz-picks")
        self._picks_layout = QGridLayout(self.picks)
        self._picks_layout.setContentsMargins(0, 0, 0, 0)
        self._picks_layout.setSpacing(4)
        self._picks_layout.setColumnStretch(7, 1)  # the buttons stay together on the left
        v.addWidget(self.picks)
        v.addStretch(1)
        return page

    def _build_payment_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("quiz-page-payment")
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.pay_labels: list[QLabel] = []
        self.pay_fields: list[QLineEdit] = []
        for i in range(2):
            label = QLabel(page)
            label.setObjectName(f"quiz-pay-label-{i}")
            field = QLineEdit(page)
            field.setObjectName(f"quiz-pay-{i}")
            field.setValidator(AnswerValidator(999_999, field))
            field.setMaximumWidth(180)
            font = field.font()
            font.setPointSizeF(font.pointSizeF() * 1.4)
            field.setFont(font)
            field.returnPressed.connect(lambda i=i: self._payment_enter(i))
            label.setBuddy(field)
            grid.addWidget(label, i, 0)
            grid.addWidget(field, i, 1)
            self.pay_labels.append(label)
            self.pay_fields.append(field)
        self.check_payment = QPushButton(page)
        self.check_payment.setObjectName("quiz-check-payment")
        self.check_payment.clicked.connect(self._submit_payment)
        grid.addWidget(self.check_payment, 2, 1, Qt.AlignmentFlag.AlignLeft)
        self.pay_hint = NoBreakLabel(page)
        self.pay_hint.setObjectName("quiz-pay-hint")
        self.pay_hint.setWordWrap(True)
        grid.addWidget(self.pay_hint, 3, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(4, 1)
        return page

    def _share_body(self, *, done: bool) -> None:
        """The question's side three parts of five of the width, the answers two; once the hand
        is done, half each: its page is a line and two buttons, and the answers' steps wrap less
        (a wrong payment's, in Russian at 1024 x 640, ran past the window's foot, the total
        under it)."""
        shares = (1, 1) if done else (3, 2)
        for index, share in enumerate(shares):
            if self._body.stretch(index) != share:
                self._body.setStretch(index, share)

    def _build_done_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("quiz-page-done")
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        self.summary = NoBreakLabel(page)
        self.summary.setObjectName("quiz-summary")
        self.summary.setWordWrap(True)
        _bold(self.summary, 1.1)
        v.addWidget(self.summary)
        self.answer_label = NoBreakLabel(page)
        self.answer_label.setObjectName("quiz-answer")
        self.answer_label.setWordWrap(True)
        self.answer_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        v.addWidget(self.answer_label)
        row = QHBoxLayout()
        self.next_button = QPushButton(page)
        self.next_button.setObjectName("quiz-next")
        self.next_button.setDefault(True)
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self.controller.new_hand)
        row.addWidget(self.next_button)
        self.desk_open = QPushButton(page)
        self.desk_open.setObjectName("quiz-open-desk")
        self.desk_open.clicked.connect(self._open_on_desk)
        row.addWidget(self.desk_open)
        row.addStretch(1)
        v.addLayout(row)
        v.addStretch(1)
        return page

    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.menu_quiz = bar.addMenu("")
        self.menu_view = bar.addMenu("")

        def action(name: str, slot: object, keys: str | QKeySequence.StandardKey | None = None) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            if keys is not None:
                act.setShortcut(QKeySequence(keys))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_new = action("quiz-new-hand", self.controller.new_hand, "Ctrl+N")
        self.act_desk = action("quiz-desk-hand", self.quizDesk.emit, "Ctrl+D")
        self.menu_quiz.addAction(self.act_new)
        self.menu_quiz.addAction(self.act_desk)
        self.menu_quiz.addSeparator()
        self.level_group = QActionGroup(self)
        self.level_actions: dict[str, QAction] = {}
        for i, level in enumerate(LEVELS, start=1):
            act = action(
                f"quiz-level-{level}", lambda _=False, lv=level: self._level_clicked(lv), f"Ctrl+{i}"
            )
            act.setCheckable(True)
            self.level_group.addAction(act)
            self.menu_quiz.addAction(act)
            self.level_actions[level] = act
        self.menu_quiz.addSeparator()
        self.act_add_own = action("quiz-add-own", self._add_own_file)
        self.menu_quiz.addAction(self.act_add_own)
        self.act_add_calculator = action("quiz-add-calculator", self.calculatorHands.emit)
        self.menu_quiz.addAction(self.act_add_calculator)
        self.act_progress = action("quiz-show-progress", self.show_progress)
        self.menu_quiz.addAction(self.act_progress)
        self.menu_quiz.addSeparator()
        # Esc closes the quiz as it closes the log and the club windows; the window is only
        # hidden: the hand and an answer being given are there as they were when it opens again
        self.act_close = action("quiz-close", self.close, QKeySequence.StandardKey.Close)
        self.act_close.setShortcuts([QKeySequence(QKeySequence.StandardKey.Close), QKeySequence("Esc")])
        self.menu_quiz.addAction(self.act_close)
        self.menu_language, self.language_group, self.language_actions = language_menu(
            self, self.menu_view, "quiz-", self.set_language
        )
        self.act_submit = action("quiz-submit", self._submit_current)
        # Ctrl and either Enter key (README): the keypad's Enter is Qt's "Enter"
        self.act_submit.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])

    # -- public -----------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first hand if there is none yet."""
        if self.controller.session.question is None:
            self.controller.new_hand()

    def quiz_hand(self, spec: HandSpec, log: str = "", round_label: str = "") -> bool:
        """Quiz ``spec``: the desk's hand, or a win of the game log ``log`` (its hand
        ``round_label``, "E2-1"), which the hand's title names."""
        return self.controller.quiz_hand(spec, log, round_label)

    # -- language and palette ---------------------------------------------------------------
    def redraw(self) -> None:
        if self._view is not None:
            self.show_view(self._view)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Quiz", "mjgui — scoring quiz"))
        self.level_label.setText(QCoreApplication.translate("Quiz", "Level:"))
        tips = {
            "yaku": QCoreApplication.translate("Quiz", "Ctrl+1: name the yaku only"),
            "han_fu": QCoreApplication.translate("Quiz", "Ctrl+2: the yaku, then the han and the fu"),
            "payment": QCoreApplication.translate(
                "Quiz", "Ctrl+3: the yaku, the han, the fu and the payment, honba included"
            ),
            "han_fu_only": QCoreApplication.translate("Quiz", "Ctrl+4: the han and the fu, no yaku list"),
            "points": QCoreApplication.translate("Quiz", "Ctrl+5: the payment only, honba included"),
        }
        self.practice_bar.retranslate()
        if self._progress is not None:
            self._progress.retranslate()
            self._progress.set_view(self.controller.progress())
        for level, button in self.level_buttons.items():
            set_tip(button, tips[level])
        self.new_button.setText(QCoreApplication.translate("Quiz", "New hand"))
        set_tip(self.new_button, QCoreApplication.translate("Quiz", "Ctrl+N: deal a new random hand"))
        self.desk_button.setText(QCoreApplication.translate("Quiz", "Quiz the desk's hand"))
        set_tip(
            self.desk_button,
            QCoreApplication.translate("Quiz", "Ctrl+D: quiz the winning hand entered on the calculator"),
        )
        self.filter.setPlaceholderText(
            QCoreApplication.translate("Quiz", "Type a yaku and press Enter to tick it, e.g. tanyao")
        )
        set_tip(
            self.filter,
            QCoreApplication.translate(
                "Quiz",
                "Enter ticks the first yaku that matches; Enter on an empty field checks the answer",
            ),
        )
        for check in (self.check_yaku, self.check_number, self.check_payment):
            check.setText(QCoreApplication.translate("Quiz", "Check"))
            set_tip(check, QCoreApplication.translate("Quiz", "Enter or Ctrl+Enter"))
        self.picks_label.setText(QCoreApplication.translate("Quiz", "Or click an answer:"))
        self.pay_hint.setText(
            QCoreApplication.translate(
                "Quiz", "Amounts as paid at the table, honba included; riichi sticks are not a payment."
            )
        )
        self.next_button.setText(QCoreApplication.translate("Quiz", "Next hand"))
        set_tip(self.next_button, QCoreApplication.translate("Quiz", "Enter or Ctrl+N"))
        self.desk_open.setText(QCoreApplication.translate("Quiz", "Open on the calculator"))
        set_tip(
            self.desk_open,
            QCoreApplication.translate("Quiz", "See every yaku, fu item and the arithmetic of this hand"),
        )
        self.answers_title.setText(QCoreApplication.translate("Quiz", "Your answers"))
        set_accessible(self.answers_scroll, self.answers_title.text())  # a Tab stop: it scrolls
        set_accessible(self.filter, QCoreApplication.translate("Quiz", "Find a yaku"))
        self.answers_placeholder.setText(
            QCoreApplication.translate(
                "Quiz", "Each answer is checked at once; a mistake shows the step that explains it."
            )
        )
        self.empty_label.setText(QCoreApplication.translate("Quiz", "Press New hand (Ctrl+N) to start."))
        self.picture.set_labels(yaku_word("dora"), QCoreApplication.translate("Quiz", "Ura"))
        self.menu_quiz.setTitle(QCoreApplication.translate("Quiz", "&Quiz"))
        self.menu_view.setTitle(QCoreApplication.translate("Quiz", "&View"))
        self.menu_language.setTitle(QCoreApplication.translate("Quiz", "&Language"))
        self.act_new.setText(QCoreApplication.translate("Quiz", "&New hand"))
        self.act_desk.setText(QCoreApplication.translate("Quiz", "Quiz the &desk's hand"))
        self.act_close.setText(QCoreApplication.translate("Quiz", "&Close"))
        self.act_add_own.setText(
            QCoreApplication.translate("Quiz", "Add &your hands from a game record or log…")
        )
        self.act_progress.setText(QCoreApplication.translate("Quiz", "Your &progress…"))
        self.act_add_calculator.setText(
            QCoreApplication.translate("Quiz", "Add the calculator's winning &hands of this session")
        )
        self.act_submit.setText(QCoreApplication.translate("Quiz", "Check the answer"))
        for code, act in self.language_actions.items():
            act.setChecked(code == self.languages.current)
        if self._view is not None:
            self.show_view(self._view)

    # -- rendering --------------------------------------------------------------------------
    def show_view(self, view: QuizView) -> None:
        previous = self._view
        self._view = view
        for level, name in view.levels:
            button = self.level_buttons[level]
            button.setText(name)
            button.setChecked(level == view.level)
            _mark_chosen(button, level == view.level)
            self.level_actions[level].setText(name)
            self.level_actions[level].setChecked(level == view.level)
        self.score_label.setText(view.score)
        set_accessible(self.score_label, view.score)
        self.practice_bar.set_view(view)
        if self._progress is not None and self._progress.isVisible():
            self._progress.set_view(self.controller.progress())
        if view.number:
            title = QCoreApplication.translate("Quiz", "Hand %1").replace("%1", str(view.number))
            if view.origin:  # the calculator, or the log and its hand
                title += " · " + view.origin
        else:
            title = QCoreApplication.translate("Quiz", "No hand yet")
        self.hand_title.setText(title)
        self.picture.set_picture(view.picture)
        chips = " &nbsp;·&nbsp; ".join(escape_html(c) for c in view.situation)
        self.situation.setText(chips)
        self._render_badges(view)
        self.prompt.setText(view.prompt)
        set_shown(self.prompt, bool(view.prompt))
        page = {
            "yaku": PAGE_YAKU,
            "number": PAGE_NUMBER,
            "payment": PAGE_PAYMENT,
            "done": PAGE_DONE,
        }.get(view.input, PAGE_EMPTY)
        self.pages.setCurrentIndex(page)
        self._share_body(done=page == PAGE_DONE)
        if view.input == "yaku":
            self._render_choices(view)
        elif view.input == "number":
            self._render_picks(view)
        elif view.input == "payment":
            for i, (label, field) in enumerate(zip(self.pay_labels, self.pay_fields, strict=True)):
                shown = i < len(view.payment_fields)
                set_shown(label, shown)
                set_shown(field, shown)
                if shown:
                    label.setText(view.payment_fields[i] + ":")
        elif view.input == "done":
            self.summary.setText(view.summary)
            self.answer_label.setText(view.answer)
        color = css(bad_color(self.palette()))
        error = escape_html(view.error)
        self.error.setText(f'<span style="color:{color}">⚠ {error}</span>' if view.error else "")
        set_shown(self.error, bool(view.error))
        set_accessible(self.error, view.error)
        self._render_verdicts(view)
        # a new step: clear the inputs and put the keyboard where the answer goes
        key = (view.number, view.step)
        self._say_verdict(view, key != self._focused_for and self.isVisible())
        if key != self._focused_for:
            self._focused_for = key
            self.number.clear()
            for field in self.pay_fields:
                field.clear()
            if previous is None or previous.step != view.step or previous.number != view.number:
                self.filter.clear()
            self._focus_input(view)

    def _render_badges(self, view: QuizView) -> None:
        palette = self.palette()
        shown = {b.step for b in view.badges}
        for index, badge in enumerate(view.badges):
            label = self.badges[badge.step]
            number = "①②③④"[index]
            if badge.state == "right":
                color, mark = css(good_color(palette)), " ✓"
            elif badge.state == "wrong":
                color, mark = css(bad_color(palette)), " ✗"
            elif badge.state == "current":
                color, mark = css(tone_color(palette, "win")), ""
            else:
                color, mark = css(muted(palette)), ""
            text = f"{number} {escape_html(badge.label)}{mark}"
            if badge.state == "current":
                text = f"<b><u>{text}</u></b>"
            grey = css(muted(palette))
            arrow = "" if index == len(view.badges) - 1 else f'<span style="color:{grey}"> → </span>'
            label.setText(f'<span style="color:{color}">{text}</span>{arrow}')
            set_accessible(label, badge.spoken)
            label.setProperty("state", badge.state)
        for step, label in self.badges.items():
            set_shown(label, step in shown)

    def _render_choices(self, view: QuizView) -> None:
        """A box per yaku the hand's rules have (renhou comes and goes with them, and moves
        between the mangan and the yakuman group), made when first needed."""
        if not self._choice_boxes:
            for column in range(CHOICE_COLUMNS):
                self._choice_grid.setColumnStretch(column, 1)
        groups = _group_names(view)
        while len(self._group_labels) < len(groups):
            label = QLabel(self.choices)
            label.setObjectName(f"quiz-group-{len(self._group_labels)}")
            _bold(label)
            self._group_labels.append(label)
        for label, name in zip(self._group_labels, groups, strict=False):
            label.setText(name)
        for label in self._group_labels[len(groups) :]:
            set_shown(label, False)
        offered = {choice.id for choice in view.choices}
        for ident, box in self._choice_boxes.items():
            if ident not in offered:
                set_shown(box, False)
        for choice in view.choices:
            found = self._choice_boxes.get(choice.id)
            if found is None:
                found = QCheckBox(self.choices)
                found.setObjectName(f"yaku-{choice.id}")
                found.toggled.connect(lambda on, ident=choice.id: self._choice_toggled(ident, on))
                self._choice_boxes[choice.id] = found
            found.setText(choice.name)
            set_tip(found, choice.tip)
            if found.isChecked() != choice.checked:
                found.blockSignals(True)
                found.setChecked(choice.checked)
                found.blockSignals(False)
        self._layout_choices()
        self._filter_changed(self.filter.text())

    def _layout_choices(self) -> None:
        """The yaku in columns, by group; a name too long for one column (some Russian
        yakuman) takes two, so none is cut. Redone when the names or the width change."""
        view = self._view
        if view is None or not view.choices or not self._choice_boxes:
            return
        if any(c.id not in self._choice_boxes for c in view.choices):
            # a new hand whose rules have a yaku with no box yet (renhou, after a hand under
            # rules without it), asked while the window shows it (a resize on the way):
            # _render_choices makes the box, then lays the grid out
            return
        # the width inside the scroll area with room kept for its scroll bar, shown or not, so
        # that the bar coming or going never moves a box
        scroll = self.findChild(QScrollArea, "quiz-choices-scroll")
        width = scroll.width() if scroll is not None else 640
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        avail = width - bar - 4
        spacing = self._choice_grid.horizontalSpacing()
        column = max(80, (avail - spacing * (CHOICE_COLUMNS - 1)) // CHOICE_COLUMNS)
        for choice_box in self._choice_boxes.values():
            choice_box.ensurePolished()  # its font and style as shown, before its size is asked
        widths = tuple(self._choice_boxes[c.id].sizeHint().width() for c in view.choices)
        key = (column, tuple((c.id, c.name, c.group) for c in view.choices), widths)
        if key == self._choices_key:
            return
        self._choices_key = key
        grid = self._choice_grid
        for widget in [*self._group_labels, *self._choice_boxes.values()]:
            grid.removeWidget(widget)
        row = col = 0
        group = ""
        groups = 0
        for choice, hint in zip(view.choices, widths, strict=True):
            if choice.group != group:
                group = choice.group
                if col:
                    row, col = row + 1, 0
                if groups < len(self._group_labels):
                    grid.addWidget(self._group_labels[groups], row, 0, 1, CHOICE_COLUMNS)
                    row += 1
                groups += 1
            box = self._choice_boxes[choice.id]
            span = min(CHOICE_COLUMNS, 1 + (hint - 1) // (column + spacing))
            if col + span > CHOICE_COLUMNS:
                row, col = row + 1, 0
            grid.addWidget(box, row, col, 1, span)
            col += span
            if col >= CHOICE_COLUMNS:
                row, col = row + 1, 0
        for r in range(grid.rowCount()):
            grid.setRowStretch(r, 0)
        grid.setRowStretch(row + 1, 1)
        # Tab as the grid reads, after the Check button: made when first needed, after every
        # other widget, the boxes came after the answers on the right
        before: QWidget = self.check_yaku
        for choice in view.choices:
            QWidget.setTabOrder(before, self._choice_boxes[choice.id])
            before = self._choice_boxes[choice.id]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout_choices()

    def _render_picks(self, view: QuizView) -> None:
        # the field is named by the question ("How many han, dora included?"), each answer
        # button by its number and unit ("3 han", "30 fu"): a button shows only its number
        set_accessible(self.number, view.prompt)
        unit = term_word("han_in_sentence" if view.step == "han" else "fu_in_sentence")
        while len(self._pick_buttons) < len(view.numbers):
            index = len(self._pick_buttons)
            button = QToolButton(self.picks)
            button.setMinimumWidth(48)
            button.clicked.connect(lambda _=False, b=button: self._pick_clicked(b))
            self._picks_layout.addWidget(button, index // 7, index % 7)
            # Tab as the rows read, after the Check button (made late, they came after the answers)
            QWidget.setTabOrder(self._pick_buttons[-1] if self._pick_buttons else self.check_number, button)
            self._pick_buttons.append(button)
        for index, button in enumerate(self._pick_buttons):
            shown = index < len(view.numbers)
            set_shown(button, shown)
            if shown:
                number = view.numbers[index]
                button.setText(str(number))
                button.setObjectName(f"quiz-pick-{number}")
                set_accessible(button, f"{number}\u00a0{unit}")  # as the tracker's value buttons

    def _render_verdicts(self, view: QuizView) -> None:
        inner = self.answers_scroll.widget()
        while len(self._verdict_cards) < len(view.verdicts):
            card = VerdictCard(len(self._verdict_cards), inner)
            card.setFrameShape(QFrame.Shape.StyledPanel)
            self._answers_layout.insertWidget(self._answers_layout.count() - 1, card)
            self._verdict_cards.append(card)
        for index, card in enumerate(self._verdict_cards):
            shown = index < len(view.verdicts)
            set_shown(card, shown)
            if shown:
                card.set_view(view.verdicts[index])
        set_shown(self.answers_placeholder, not view.verdicts)
        if view.verdicts:
            last = self._verdict_cards[len(view.verdicts) - 1]
            self.answers_scroll.ensureWidgetVisible(last)

    def verdict_cards(self) -> list[VerdictCard]:
        count = len(self._view.verdicts) if self._view else 0
        return self._verdict_cards[:count]

    def _input_target(self, view: QuizView) -> QWidget | None:
        """Where the answer to this step goes (the focus goes there at each new step)."""
        targets: dict[str, QWidget] = {
            "yaku": self.filter,
            "number": self.number,
            "payment": self.pay_fields[0],
            "done": self.next_button,
        }
        return targets.get(view.input)

    def _focus_input(self, view: QuizView) -> None:
        if not self.isVisible():
            return
        target = self._input_target(view)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _say_verdict(self, view: QuizView, new_step: bool) -> None:
        """The last answer's verdict ("Yaku: Not quite. Right: …"), and at the hand's end its
        summary, read with the field the focus goes to next (its description), and said as the
        step changes: the card that shows it is far from the focus, in the answers' list."""
        target = self._input_target(view)
        said = ""
        if view.verdicts and target is not None:
            last = view.verdicts[-1]
            said = f"{last.label}: {last.title}"
            if view.input == "done" and view.summary:
                said += "\n" + view.summary
        told = self._verdict_told
        if told is not None and told is not target:
            describe_error(told, "")
        if target is not None:
            describe_error(target, said)
        self._verdict_told = target if said else None
        if new_step and said and target is not None:
            announce(target, said)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._view is not None:
            self._focus_input(self._view)

    def sizeHint(self) -> QSize:
        return QSize(1120, 800)

    # -- what the player did ----------------------------------------------------------------
    def _level_clicked(self, level: str) -> None:
        if not self.controller.set_level(level) and self._view is not None:
            self.show_view(self._view)  # a click on the current level: keep it checked

    def _choice_toggled(self, ident: str, on: bool) -> None:
        self.controller.set_yaku(ident, on)

    def _filter_changed(self, text: str) -> None:
        view = self._view
        if view is None or not view.choices:
            return
        matches = set(match_yaku(view.choices, text))
        groups_shown: set[str] = set()
        for choice in view.choices:
            box = self._choice_boxes.get(choice.id)
            if box is None:
                continue
            shown = choice.id in matches
            set_enabled(box, True)
            box.setProperty("match", shown)
            set_shown(box, shown or not text.strip())
            if shown:
                groups_shown.add(choice.group)
        for label, group in zip(self._group_labels, _group_names(view), strict=False):
            set_shown(label, group in groups_shown or not text.strip())

    def _filter_enter(self) -> None:
        view = self._view
        if view is None or view.input != "yaku":
            return
        text = self.filter.text().strip()
        if not text:
            self.controller.submit_yaku()
            return
        matches = match_yaku(view.choices, text)
        if matches:
            self.controller.toggle_yaku(matches[0])
        self.filter.clear()

    def _submit_number(self) -> None:
        self.controller.submit_number(self.number.text())

    def _pick_clicked(self, button: QToolButton) -> None:
        self.controller.submit_number(button.text())

    def _payment_enter(self, index: int) -> None:
        view = self._view
        if view is None:
            return
        need = len(view.payment_fields)
        if index + 1 < need and not self.pay_fields[index + 1].text().strip():
            self.pay_fields[index + 1].setFocus(Qt.FocusReason.TabFocusReason)
            return
        self._submit_payment()

    def _submit_payment(self) -> None:
        view = self._view
        need = len(view.payment_fields) if view else 1
        self.controller.submit_payment([f.text() for f in self.pay_fields[:need]])

    def _submit_current(self) -> None:
        view = self._view
        if view is None:
            return
        if view.input == "yaku":
            self.controller.submit_yaku()
        elif view.input == "number":
            self._submit_number()
        elif view.input == "payment":
            self._submit_payment()
        elif view.input == "done":
            self.controller.new_hand()

    def show_progress(self) -> ProgressWindow:
        """The progress page (made on first use), filled in and shown."""
        if self._progress is None:
            self._progress = ProgressWindow(self)
            self._progress.openHand.connect(self._open_line)
        self._progress.set_view(self.controller.progress())
        self._progress.show()
        if QGuiApplication.platformName() not in ("offscreen", "minimal"):  # no stacking headless
            self._progress.raise_()
        return self._progress

    def add_own_hands(self, specs: list[HandSpec]) -> None:
        """Queue the student's own hands and ask the first of them now."""
        if not specs:
            self.controller.own_hands_missing("no_calculator_hands")
        elif self.controller.add_own_hands(specs):
            self.controller.new_hand()

    def add_calculator_hands(self, calculator: Controller) -> None:
        """Quiz → Add the calculator's winning hands: queue them and ask the first now; those
        it leaves out (a log's win its game paid otherwise) are said, as a log's own are."""
        if self.controller.add_own_found(calculator.won_hands_read(), "no_calculator_hands"):
            self.controller.new_hand()

    def _add_own_file(self) -> None:
        """Quiz → Add your hands: a game record (.mjgame) or a game log, by the names the log
        window's dialog offers (.mjlog, .gz, .json, .txt...)."""
        from PySide6.QtWidgets import QFileDialog

        kinds = QCoreApplication.translate("Quiz", "Game records and logs")
        everything = QCoreApplication.translate("Quiz", "All files")
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("Quiz", "Your hands from a game record or log"),
            start_in(self.settings, "records"),
            f"{kinds} ({own_file_filter()});;{everything} (*)",
        )
        if path:
            remember_folder(self.settings, "records", path)
        if path and self.controller.add_own_file(path):
            self.controller.new_hand()

    def _open_line(self, line: str) -> None:
        from mjgui.controller.game.bridge import words_hand

        spec = words_hand(line)
        if spec is not None:  # None: a line the record kept from another version
            self.openOnDesk.emit(spec)

    def _open_on_desk(self) -> None:
        question = self.controller.session.question
        if question is not None:
            self.openOnDesk.emit(question.spec)


__all__ = ["QuizWindow", "VerdictCard"]
