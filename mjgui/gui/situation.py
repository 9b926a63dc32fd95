"""The situation of the win: ron/tsumo, riichi and the other flags, winds, counters, rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QWidget,
)

from mjgui.controller.scoring.state import FLAGS, MAX_COUNT, RULE_OPTIONS, SET_OPTIONS
from mjgui.controller.scoring.state import PRESET_NAMES as PRESETS
from mjgui.controller.scoring.views import OptionView, WindowView
from mjgui.core.text import PRESET_NAMES
from mjgui.gui.i18n import limit_word, term_word, wind_name, yaku_meaning, yaku_word
from mjgui.gui.util import ChoiceBox, CountSpinBox, set_accessible, set_enabled, set_shown, set_tip

if TYPE_CHECKING:  # the rule options' items, made when the menu is first opened
    from PySide6.QtGui import QAction

CHECK_FLAGS = tuple(f for f in FLAGS if f != "tsumo")
WIND_KANJI = "東南西北"


def flag_label(flag: str) -> str:
    labels = {
        "riichi": yaku_word("riichi"),
        "double_riichi": yaku_word("double_riichi"),
        "ippatsu": yaku_word("ippatsu"),
        "rinshan": QCoreApplication.translate("Situation", "Rinshan"),
        "chankan": yaku_word("chankan"),
        "haitei": QCoreApplication.translate("Situation", "Haitei"),
        "houtei": QCoreApplication.translate("Situation", "Houtei"),
        "tenhou": yaku_word("tenhou"),
        "chiihou": yaku_word("chiihou"),
        "renhou": yaku_word("renhou"),
    }
    return labels.get(flag, flag)


def flag_help(flag: str, players: int = 4) -> str:
    """The situation switch's tooltip (``players``: the table's, three saying what three-player
    rules add)."""
    if flag == "chankan" and players == 3:  # RULES.md §9: a ron on a nuki is no chankan
        return QCoreApplication.translate(
            "Situation",
            "Chankan: ron on a tile another player adds to a pon to make a kan. A ron on a North "
            "being set aside (nuki) is not chankan: leave this off for it.",
        )
    helps = {
        "ron": QCoreApplication.translate(
            "Situation", "Ron: won on another player's discard; the discarder pays."
        ),
        "tsumo": QCoreApplication.translate("Situation", "Tsumo (T): won on your own draw; everybody pays."),
        "riichi": QCoreApplication.translate("Situation", "Riichi (R): declared ready with a closed hand."),
        "double_riichi": QCoreApplication.translate(
            "Situation", "Double riichi: riichi on your very first discard, with no call before it."
        ),
        "ippatsu": QCoreApplication.translate(
            "Situation", "Ippatsu: won within one go-around after riichi, with no call in between."
        ),
        "rinshan": QCoreApplication.translate(
            "Situation",
            "Rinshan kaihou: tsumo on the replacement tile drawn after a kan (with three players, "
            "also after a North set aside).",
        ),
        "chankan": QCoreApplication.translate(
            "Situation", "Chankan: ron on a tile another player adds to a pon to make a kan."
        ),
        "haitei": QCoreApplication.translate("Situation", "Haitei: tsumo on the last tile of the wall."),
        "houtei": QCoreApplication.translate("Situation", "Houtei: ron on the last discard of the hand."),
        "tenhou": QCoreApplication.translate("Situation", "Tenhou: the dealer wins on the first draw."),
        "chiihou": QCoreApplication.translate(
            "Situation", "Chiihou: a non-dealer wins on the first draw, before any call or kan."
        ),
        "renhou": QCoreApplication.translate(
            "Situation", "Renhou: a non-dealer wins by ron before their first draw, before any call."
        ),
    }
    return helps.get(flag, "")


def wind_label(wind: int) -> str:
    return f"{wind_name(wind)} {WIND_KANJI[wind]}"


def wind_letter(wind: int) -> str:
    """The wind's initial on a wind button: E S W N / В Ю З С."""
    letters = (
        QCoreApplication.translate("Situation", "E"),
        QCoreApplication.translate("Situation", "S"),
        QCoreApplication.translate("Situation", "W"),
        QCoreApplication.translate("Situation", "N"),
    )
    return letters[wind]


class WindButtons(ChoiceBox):
    """Four wind buttons, one click to choose (the seat or the round wind); for the seat, East
    is marked as the dealer. Emits ``chosen`` with the wind (0-3) the player clicked."""

    chosen = Signal(int)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QToolButton] = []
        for wind in range(4):
            button = QToolButton(self)
            button.setObjectName(f"{name}-{wind}")
            button.setCheckable(True)
            button.setAutoRaise(False)
            button.clicked.connect(lambda _=False, w=wind: self.chosen.emit(w))
            self.group.addButton(button, wind)
            self.add_choice(button)
            layout.addWidget(button)
            self.buttons.append(button)
        self.buttons[0].setChecked(True)
        self.take_buddy_focus()  # the Seat or Round label's: Alt+letter goes to the chosen wind

    def current(self) -> int:
        return max(0, self.group.checkedId())

    def set_winds(self, count: int, current: int) -> None:
        """The winds of the table: three players have no North button (kept while North is the
        current wind, a hand from four-player rules, so the core's message has its button)."""
        set_shown(self.buttons[3], count > 3 or current == 3)

    def set_current(self, wind: int) -> None:
        if self.current() != wind or not self.buttons[wind].isChecked():
            self.buttons[wind].setChecked(True)
        # the chosen wind in bold too: a pressed button alone is faint in some themes
        for index, button in enumerate(self.buttons):
            if button.font().bold() != (index == wind):
                font = button.font()
                font.setBold(index == wind)
                button.setFont(font)

    def retranslate(self, dealer: bool) -> None:
        # a screen reader hears which row and which wind, in words: both rows' buttons said only
        # "South 南", in a row named as the group box ("Situation")
        if self._name == "seat":
            set_accessible(self, QCoreApplication.translate("Situation", "Seat wind"))
            spoken = QCoreApplication.translate("Situation", "Seat wind: %1")
        else:
            set_accessible(self, QCoreApplication.translate("Situation", "Round wind"))
            spoken = QCoreApplication.translate("Situation", "Round wind: %1")
        for wind, button in enumerate(self.buttons):
            text = f"{WIND_KANJI[wind]} {wind_letter(wind)}"
            tip = wind_label(wind)
            name = wind_name(wind)
            if dealer and wind == 0:
                mark = term_word("dealer_in_sentence")
                text += f" · {mark}"
                tip += f" · {mark}"
                name += f", {mark}"
            button.setText(text)
            set_tip(button, tip)
            set_accessible(button, spoken.replace("%1", name))


def preset_label(name: str) -> str:
    """The preset's name from the catalogue, the same message the core words it with
    (:data:`mjgui.core.text.PRESET_NAMES`: context ``preset:<name>``)."""
    message = PRESET_NAMES.get(name)
    if message is None:
        return name
    return QCoreApplication.translate(message.context, message.text)


def option_label(name: str) -> str:
    """A rule option's label; those that say a number of the rules (ryanhan shibari,
    paarenchan) are the view's (``WindowView.option_labels``)."""
    labels = {
        "aka": yaku_meaning("aka_dora"),
        "kuitan": QCoreApplication.translate("Situation", "Open tanyao (kuitan)"),
        "kiriage": QCoreApplication.translate("Situation", "Kiriage mangan (4 han 30 fu, 3 han 60 fu)"),
        "double_wind_pair_fu": QCoreApplication.translate("Situation", "Double wind pair"),
        "renhou": yaku_word("renhou"),
        "kazoe": QCoreApplication.translate("Situation", "13 han and more (kazoe)"),
        "chiitoitsu_50fu": QCoreApplication.translate("Situation", "Chiitoitsu: 50 fu, 1 han"),
        "rinshan_tsumo_fu": QCoreApplication.translate("Situation", "Tsumo fu on rinshan"),
        "double_yakuman": QCoreApplication.translate("Situation", "Double yakuman hands"),
        "yakuman_stacking": QCoreApplication.translate("Situation", "Several yakuman add up"),
    }
    return labels.get(name, name)


def choice_label(name: str, value: object) -> str:
    if name == "double_yakuman":  # a yakuman of the set
        return yaku_word(str(value))
    if name == "aka":
        if value == 0:
            return QCoreApplication.translate("Situation", "none")
        if value == 3:
            return QCoreApplication.translate("Situation", "three")
        if value == 4:
            return QCoreApplication.translate("Situation", "four (two 5p)")
        if value == 2:
            return QCoreApplication.translate("Situation", "two (5p, 5s)")
        return str(value)
    if name == "double_wind_pair_fu":
        return QCoreApplication.translate("Situation", "%1 fu").replace("%1", str(value))
    words = {
        "off": QCoreApplication.translate("Situation", "off"),
        "mangan": limit_word("mangan").lower(),
        "yakuman": limit_word("yakuman").lower(),
        "sanbaiman": limit_word("sanbaiman").lower(),
    }
    return words.get(str(value), str(value))


class SituationPanel(QGroupBox):
    """Flags, winds, counters and rules. Emits what the player changed; shows the view."""

    flagChanged = Signal(str, bool)
    seatChanged = Signal(int)
    roundChanged = Signal(int)
    discarderChanged = Signal(object)
    liableChanged = Signal(object)
    countChanged = Signal(str, int)
    presetChanged = Signal(str)
    optionChanged = Signal(str, object)
    countersReset = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("situation")
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 8)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(5)

        # row 0: ron / tsumo and the discarder; rows 1-2: flags; row 3: winds; row 4: counters;
        # row 5: rules. Each is made in that order: Tab follows the order the widgets were made
        # in, and went Ron, Seat, Round, From, the flags when the winds were made first
        top = QHBoxLayout()
        top.setSpacing(6)
        self.win_group = QButtonGroup(self)
        self.ron = QRadioButton(self)
        self.ron.setObjectName("ron")
        self.tsumo = QRadioButton(self)
        self.tsumo.setObjectName("tsumo")
        self.win_group.addButton(self.ron)
        self.win_group.addButton(self.tsumo)
        self.ron.clicked.connect(lambda: self.flagChanged.emit("tsumo", False))
        self.tsumo.clicked.connect(lambda: self.flagChanged.emit("tsumo", True))
        top.addWidget(self.ron)
        top.addWidget(self.tsumo)
        top.addSpacing(12)
        self.from_label = QLabel(self)
        self.discarder = QComboBox(self)
        self.discarder.setObjectName("discarder")
        self.from_label.setBuddy(self.discarder)
        top.addWidget(self.from_label)
        top.addWidget(self.discarder)
        top.addSpacing(6)
        self.discarder.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # never narrower than its longest item: squeezed in a three-player desk's narrower row,
        # the Russian «следующий игрок» showed «следующий»
        self.discarder.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        # pao (RULES.md §6): the seat liable for the yakuman, offered when the hand holds one
        self.liable_label = QLabel(self)
        self.liable = QComboBox(self)
        self.liable.setObjectName("liable")
        self.liable_label.setBuddy(self.liable)
        self.liable.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.liable.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.liable.activated.connect(self._liable_chosen)
        top.addWidget(self.liable_label)
        top.addWidget(self.liable)
        top.addStretch(1)
        self.discarder.activated.connect(self._discarder_chosen)
        grid.addLayout(top, 0, 0, 1, 5)

        # rows 1-2: flags
        self.checks: dict[str, QCheckBox] = {}
        for index, flag in enumerate(CHECK_FLAGS):
            box = QCheckBox(self)
            box.setObjectName(flag)
            box.clicked.connect(lambda checked, f=flag: self.flagChanged.emit(f, checked))
            grid.addWidget(box, 1 + index // 5, index % 5)
            self.checks[flag] = box
        # the flags' columns take their text's width; what is left goes to the right of them
        grid.setColumnStretch(5, 1)

        # row 3: the seat and round winds
        winds = QHBoxLayout()
        winds.setSpacing(6)
        self.seat_label = QLabel(self)
        self.seat = WindButtons("seat", self)
        # the rows are the buddies, never a button: Qt clicks a button buddy on its Alt+letter,
        # and Alt+S set the seat to East (and the score with it)
        self.seat_label.setBuddy(self.seat)
        self.round_label = QLabel(self)
        self.round = WindButtons("round", self)
        self.round_label.setBuddy(self.round)
        for label, chooser in ((self.seat_label, self.seat), (self.round_label, self.round)):
            winds.addWidget(label)
            winds.addWidget(chooser)
            winds.addSpacing(6)
        self.seat.chosen.connect(self.seatChanged.emit)
        self.round.chosen.connect(self.roundChanged.emit)

        bottom = QHBoxLayout()
        bottom.setSpacing(6)
        self.count_labels: dict[str, QLabel] = {}
        self.counts: dict[str, QSpinBox] = {}
        for name in ("honba", "sticks", "renchan"):
            label = QLabel(self)
            spin = CountSpinBox(self)
            spin.setObjectName(name)
            spin.setRange(0, MAX_COUNT)
            spin.setKeyboardTracking(True)
            label.setBuddy(spin)
            spin.valueChanged.connect(lambda value, n=name: self._count_changed(n, value))
            bottom.addWidget(label)
            bottom.addWidget(spin)
            bottom.addSpacing(4)
            self.count_labels[name] = label
            self.counts[name] = spin
        # after Next hand: the counters are the last hand's until set; one click zeroes them
        self.counters_reset = QToolButton(self)
        self.counters_reset.setObjectName("counters-reset")
        self.counters_reset.clicked.connect(self.countersReset.emit)
        self.counters_reset.hide()
        bottom.addWidget(self.counters_reset)
        bottom.addStretch(1)
        grid.addLayout(winds, 3, 0, 1, 5)
        grid.addLayout(bottom, 4, 0, 1, 5)
        winds.addStretch(1)
        rules_row = QHBoxLayout()
        rules_row.setSpacing(6)
        grid.addLayout(rules_row, 5, 0, 1, 5)
        self.rules_label = QLabel(self)
        self.preset = QComboBox(self)
        self.preset.setObjectName("preset")
        self.rules_label.setBuddy(self.preset)
        for name in PRESETS:
            self.preset.addItem(name, name)
        self.preset.activated.connect(lambda i: self.presetChanged.emit(str(self.preset.itemData(i))))
        self.options_button = QToolButton(self)
        self.options_button.setObjectName("rule-options")
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_menu = QMenu(self)
        self.options_menu.setObjectName("rule-options-menu")
        self.options_button.setMenu(self.options_menu)
        # the rule options' menu is filled when first opened: ~30 actions and 6 sub-menus that
        # the first frame does not show
        self.option_actions: dict[str, dict[object, QAction]] = {}
        self._rule_values: dict[str, object] = {}
        self.options_menu.aboutToShow.connect(self.ensure_options_menu)
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        rules_row.addWidget(self.rules_label)
        rules_row.addWidget(self.preset)
        rules_row.addWidget(self.options_button)
        # scoring for a game: the rules are the game's (its record's rules line), not the desk's
        self.game_rules_mark = QLabel(self)
        self.game_rules_mark.setObjectName("game-rules-mark")
        self.game_rules_mark.hide()
        self._game_rules = False
        rules_row.addWidget(self.game_rules_mark)
        # rules changed from the preset: how many options, the rules with them in its tip
        self.rules_changed = QLabel(self)
        self.rules_changed.setObjectName("rules-changed")
        self.rules_changed.hide()
        self._rules_named = ""
        rules_row.addWidget(self.rules_changed)
        rules_row.addStretch(1)
        self._updating = False
        self._players = 4  # the table's seats (three players: no North in the discarder list)
        # the discarder's and the liable seat's choices: the view's lists, kept for retranslate
        self._seat_lists: tuple[tuple[int, ...], tuple[int, ...]] = ((1, 2, 3), (1, 2, 3))
        self._honba = (300, 100)  # a honba's value on a ron, and each tsumo payer's share
        self._rule_choices: dict[str, tuple[object, ...]] = {}
        # worded by the controller for the rules in use (their thresholds): see set_view
        self._option_labels: dict[str, str] = {}
        self._renchan_help = ""
        self.retranslate()

    def ensure_options_menu(self) -> None:
        """Fill the rule options' menu (once), worded and checked as the desk is now."""
        if self.option_actions:
            return
        from PySide6.QtGui import QAction, QActionGroup  # not before the first frame: their types

        for name, choices in RULE_OPTIONS.items():
            actions: dict[object, QAction] = {}
            if choices == (False, True):
                action = QAction(self.options_menu)
                action.setCheckable(True)
                action.setObjectName(f"option-{name}")
                action.triggered.connect(lambda checked, n=name: self.optionChanged.emit(n, checked))
                self.options_menu.addAction(action)
                actions[True] = action
            else:
                sub = QMenu(self.options_menu)
                sub.setObjectName(f"option-{name}")
                # a set option (the double yakuman): each member ticked on its own
                group = None if name in SET_OPTIONS else QActionGroup(sub)
                if group is not None:
                    group.setExclusive(True)
                for value in choices:
                    action = QAction(sub)
                    action.setCheckable(True)
                    action.setObjectName(f"option-{name}-{value}")
                    if group is None:
                        action.triggered.connect(lambda on, n=name, v=value: self._member_changed(n, v, on))
                    else:
                        action.triggered.connect(
                            lambda _=False, n=name, v=value: self.optionChanged.emit(n, v)
                        )
                        group.addAction(action)
                    sub.addAction(action)
                    actions[value] = action
                self.options_menu.addMenu(sub)
                actions["__menu__"] = sub.menuAction()
            self.option_actions[name] = actions
        self._word_options()
        self._check_options()

    def _choice_made(self, name: str, value: object) -> None:
        self.optionChanged.emit(name, value)

    def _member_changed(self, name: str, member: object, on: bool) -> None:
        """A member of a set option ticked or unticked: the option's whole new set."""
        value = self._rule_values.get(name)
        current = value if isinstance(value, frozenset) else frozenset()
        self.optionChanged.emit(name, current | {member} if on else current - {member})

    def _discarder_chosen(self, index: int) -> None:
        data = self.discarder.itemData(index)
        self.discarderChanged.emit(None if data is None or data < 0 else int(data))

    def _liable_chosen(self, index: int) -> None:
        data = self.liable.itemData(index)
        self.liableChanged.emit(None if data is None or data < 0 else int(data))

    def _count_changed(self, name: str, value: int) -> None:
        if not self._updating:
            self.countChanged.emit(name, value)

    # -- language ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("Situation", "Situation"))
        self.ron.setText(term_word("ron"))
        self.tsumo.setText(term_word("tsumo"))
        set_tip(self.ron, flag_help("ron"))
        self.seat_label.setText(QCoreApplication.translate("Situation", "&Seat"))
        self.round_label.setText(QCoreApplication.translate("Situation", "Ro&und"))
        self.from_label.setText(QCoreApplication.translate("Situation", "Fr&om"))
        self.liable_label.setText(QCoreApplication.translate("Situation", "Liable (&pao)"))
        self.count_labels["honba"].setText(QCoreApplication.translate("Situation", "Hon&ba"))
        self.count_labels["sticks"].setText(QCoreApplication.translate("Situation", "Riichi sti&cks"))
        self.count_labels["renchan"].setText(QCoreApplication.translate("Situation", "Rench&an"))
        self._tip_honba()
        set_tip(
            self.counts["sticks"],
            QCoreApplication.translate(
                "Situation",
                "Riichi sticks this winner takes: 1000 each, all those on the table. When several "
                "players win on one discard, they all go to the first winner after the discarder: "
                "score the others with 0.",
            ),
        )
        set_tip(self.counts["renchan"], self._renchan_help)  # the view's: paarenchan at the rules' count
        self.counters_reset.setText(QCoreApplication.translate("Situation", "Last hand's: set to 0"))
        set_tip(
            self.counters_reset,
            QCoreApplication.translate(
                "Situation",
                "Honba and riichi sticks are still the last hand's: click to put both back to 0",
            ),
        )
        self.rules_label.setText(QCoreApplication.translate("Situation", "&Rules"))
        self.options_button.setText(QCoreApplication.translate("Situation", "Options"))
        self.game_rules_mark.setText(QCoreApplication.translate("Situation", "(the game's)"))
        self._tip_rules()
        for box, flag in ((b, f) for f, b in self.checks.items()):
            box.setText(flag_label(flag))
        for index in range(self.preset.count()):
            self.preset.setItemText(index, preset_label(str(self.preset.itemData(index))))
        self._fill_winds()
        self._word_options()
        set_accessible(self, QCoreApplication.translate("Situation", "Situation"))

    def _tip_rules(self) -> None:
        """The rules' tips: the preset's options to change, or the game's rules to keep."""
        if self._game_rules:
            tip = QCoreApplication.translate(
                "Situation",
                "The game's rules, as its record's rules line sets them: the desk scores with them "
                "while it scores a win for the game or follows it, and goes back to its own rules after",
            )
            set_tip(self.options_button, tip)
            named = "\n\n".join(t for t in (tip, self._rules_named) if t)  # "Tenhou, as of edition 1"
            for widget in (self.preset, self.game_rules_mark):
                set_tip(widget, named)
            return
        set_tip(self.preset, self._rules_named)
        set_tip(self.game_rules_mark, "")
        set_tip(
            self.options_button,
            QCoreApplication.translate("Situation", "The rule options of this preset; change any of them"),
        )

    def _tip_honba(self) -> None:
        """What a honba is worth at this table: the rules' value on a ron, and each payer's
        share on a tsumo (300 and 100 at four players; 200 and 100 at three)."""
        ron, each = self._honba
        tip = (
            QCoreApplication.translate(
                "Situation", "Counters on the table: each adds %1 to the win (%2 from each payer on tsumo)."
            )
            .replace("%1", str(ron))
            .replace("%2", str(each))
        )
        set_tip(self.counts["honba"], tip)

    def _word_options(self) -> None:
        for name, actions in self.option_actions.items():
            label = self._option_labels.get(name) or option_label(name)
            if "__menu__" in actions:
                actions["__menu__"].setText(label)
                for value, action in actions.items():
                    if value != "__menu__":
                        action.setText(choice_label(name, value))
            else:
                actions[True].setText(label)

    def _fill_winds(self) -> None:
        self.seat.retranslate(dealer=True)
        self.round.retranslate(dealer=False)
        discarders, liables = self._seat_lists
        self._fill_discarder(discarders, self.discarder.currentData(), force=True)
        self._fill_liable(liables, self.liable.currentData(), force=True)

    def _fill_liable(self, seats: tuple[int, ...], current: object, force: bool = False) -> None:
        """Nobody, or one of the seats the view offers (the table's but the winner's)."""
        nobody = QCoreApplication.translate("Situation", "nobody")
        self._fill_seats(self.liable, nobody, seats, current, force)

    def _fill_discarder(self, seats: tuple[int, ...], current: object, force: bool = False) -> None:
        """The next player, or one of the seats the view offers (the table's but the winner's)."""
        nobody = QCoreApplication.translate("Situation", "next player")
        self._fill_seats(self.discarder, nobody, seats, current, force)

    def _fill_seats(
        self, combo: QComboBox, nobody: str, seats: tuple[int, ...], current: object, force: bool
    ) -> None:
        """``nobody`` (-1) and ``seats``; a seat the desk holds outside them (North kept from
        four-player rules: a hand from the command line) is listed too, so the box shows what
        the desk holds and the core's message has its choice."""
        wanted = [-1, *seats]
        if isinstance(current, int) and current not in wanted:
            wanted.append(current)
        combo.blockSignals(True)
        if force or [combo.itemData(i) for i in range(combo.count())] != wanted:
            combo.clear()
            combo.addItem(nobody, -1)
            for wind in wanted[1:]:
                combo.addItem(wind_label(wind), wind)
        index = combo.findData(current if current is not None else -1)
        if combo.currentIndex() != max(0, index):
            combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    # -- view -------------------------------------------------------------------------------
    def set_view(self, view: WindowView) -> None:
        self._updating = True
        try:
            options = view.options
            tsumo = options["tsumo"].checked
            self.tsumo.setChecked(tsumo)
            self.ron.setChecked(not tsumo)
            set_tip(self.tsumo, flag_help("tsumo"))
            for flag, box in self.checks.items():
                self._apply(box, options[flag], flag_help(flag, view.players))
            self.seat.set_winds(view.players, view.seat)
            self.round.set_winds(view.players, view.round_wind)
            self.seat.set_current(view.seat)
            self.round.set_current(view.round_wind)
            force = self._players != view.players
            self._players = view.players
            self._seat_lists = (view.discarder_seats, view.liable_seats)
            self._fill_discarder(view.discarder_seats, view.discarder, force=force)
            if self._honba != (view.honba_ron, view.honba_each):
                self._honba = (view.honba_ron, view.honba_each)
                self._tip_honba()
            self._apply(
                self.discarder,
                options["discarder"],
                QCoreApplication.translate(
                    "Situation", "Who dealt the winning tile (only changes who is shown paying)"
                ),
            )
            set_enabled(self.from_label, options["discarder"].enabled)
            self._fill_liable(view.liable_seats, view.liable, force=force)
            liable = options.get("liable")
            if liable is not None:
                # its help, or why it is closed (the tooltip says it either way)
                self._apply(self.liable, liable, liable.reason)
                set_enabled(self.liable_label, liable.enabled)
                set_tip(self.liable_label, liable.reason)
            for name, spin in self.counts.items():
                count = int(getattr(view, name))
                if spin.value() != count:
                    spin.setValue(count)
            index = self.preset.findData(view.preset)
            if index >= 0 and self.preset.currentIndex() != index:
                self.preset.setCurrentIndex(index)
            if self._game_rules != view.game_rules or self._rules_named != view.rules_named:
                self._game_rules = view.game_rules
                self._rules_named = view.rules_named
                set_enabled(self.preset, not view.game_rules)
                set_enabled(self.options_button, not view.game_rules)
                set_shown(self.game_rules_mark, view.game_rules)
                self._tip_rules()
            if self.rules_changed.text() != view.options_changed:
                self.rules_changed.setText(view.options_changed)
            set_tip(self.rules_changed, view.rules_named)
            set_shown(self.rules_changed, bool(view.options_changed))
            self._rule_values = view.rule_values
            self._rule_choices = view.rule_choices or {}
            labels = view.option_labels or {}
            if labels != self._option_labels:  # other rules (a game's), or another language
                self._option_labels = labels
                self._word_options()
            if view.renchan_help != self._renchan_help:
                self._renchan_help = view.renchan_help
                set_tip(self.counts["renchan"], view.renchan_help)
            self._check_options()
        finally:
            self._updating = False

    def set_carried(self, carried: bool) -> None:
        """Show the cue that honba and sticks come from the last hand (one click zeroes them)."""
        set_shown(self.counters_reset, carried)

    def _check_options(self) -> None:
        for name, actions in self.option_actions.items():
            value = self._rule_values.get(name)
            choices = self._rule_choices.get(name)
            for key, action in actions.items():
                if key == "__menu__":
                    continue
                if name in SET_OPTIONS:
                    action.setChecked(isinstance(value, frozenset) and key in value)
                else:
                    action.setChecked(bool(value) if key is True and len(actions) == 1 else key == value)
                if len(actions) > 1 and choices is not None:  # a value these rules lack: no item
                    action.setVisible(key in choices)

    @staticmethod
    def _apply(widget: QWidget, option: OptionView, help_text: str) -> None:
        if isinstance(widget, QCheckBox) and widget.isChecked() != option.checked:
            widget.setChecked(option.checked)
        set_enabled(widget, option.enabled)
        set_tip(widget, help_text if option.enabled else option.reason)
        if not option.enabled:
            widget.setAccessibleDescription(option.reason)
        else:
            widget.setAccessibleDescription(help_text)


__all__ = ["SituationPanel", "WindButtons", "flag_label", "preset_label", "wind_label"]
