"""Each option of the settings read typed from a real settings file: a value of another type (a
``@ByteArray(dark)`` as an older Qt or a hand-edited file leaves, a number, a list, a point) or a
name mjgui does not know is the option's default, and never reaches the window. And the rules
preset the player picks in the calculator is the one it opens with next time."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from desk_support import own_data_dir
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget

from mjgui.controller.scoring.calculator import rules_setting, saved_rules
from mjgui.core.scoring.rule_words import with_rule_words
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.gui.settings import Settings
from mjgui.gui.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

#: every option, as its key holds a value of the right type
GOOD = (
    "[ui]\nlanguage=ru\ntheme=dark\n[rules]\npreset=tenhou\n[folders]\nrecords={folder}\n"
    "[windows]\nmain-window\\maximized=true\n"
)
#: ... and as the same keys hold values of other types
WRONG = {
    "bytes": "@ByteArray(ru)|@ByteArray(dark)|@ByteArray(tenhou)|@ByteArray({folder})|@ByteArray(true)",
    "numbers": "1|2|3|4|1",
    "lists": "ru, en|dark, light|tenhou, ema|{folder}, {folder}|true, false",
    "points": "@Point(1 2)|@Size(1 2)|@Rect(0 0 1 1)|@Point(0 0)|@Size(0 0)",
}


def _write(path: Path, values: list[str]) -> None:
    keys = ("language", "theme", "preset", "records", "maximized")
    text = GOOD
    for key, value in zip(keys, values, strict=True):
        for good in ("ru", "dark", "tenhou", "{folder}", "true"):
            if f"{key}={good}\n" in text:
                text = text.replace(f"{key}={good}\n", f"{key}={value}\n")
    path.write_text(text.replace("{folder}", str(path.parent)), encoding="utf-8")


def _read(settings: Settings) -> tuple[object, ...]:
    return (
        settings.language,
        settings.theme,
        settings.preset,
        settings.folder("records"),
        settings.window_maximized("main-window"),
    )


def test_each_option_of_the_right_type_is_read(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    _write(path, ["ru", "dark", "tenhou", "{folder}", "true"])
    assert _read(Settings.at(str(path))) == ("ru", "dark", "tenhou", str(tmp_path), True)


@pytest.mark.parametrize("kind", list(WRONG))
def test_each_option_of_another_type_is_its_default(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "s.ini"
    _write(path, WRONG[kind].split("|"))
    settings = Settings.at(str(path))
    if kind == "bytes":  # the file really holds bytes, which compare equal to the names
        held = settings._get("ui/theme")
        assert isinstance(held, QByteArray) and held == "dark"
    assert _read(settings) == (None, "system", None, "", False)


def test_a_geometry_of_another_type_is_none(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text(
        "[window]\ngeometry=@ByteArray()\n[windows]\nmain-window\\geometry=dark\n"
        "tracker-window\\geometry=@Rect(0 0 100 100)\nquiz-window\\geometry=1, 2\n",
        encoding="utf-8",
    )
    settings = Settings.at(str(path))
    assert settings.geometry is None
    names = ("main-window", "tracker-window", "quiz-window")
    assert [settings.window_geometry(name) for name in names] == [None, None, None]


def test_unknown_names_are_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[ui]\nlanguage=fr\ntheme=neon\n[rules]\npreset=nosuch\n", encoding="utf-8")
    assert _read(Settings.at(str(path)))[:3] == (None, "system", None)


def test_a_theme_and_language_saved_as_bytes_leave_the_menus_whole(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """``theme=@ByteArray(dark)`` passed the test of a known theme (bytes equal to the name) and
    came out as "b'dark'": building the menus raised KeyError at every start, and they stayed
    empty."""
    settings_path.write_text("[ui]\nlanguage=@ByteArray(ru)\ntheme=@ByteArray(dark)\n", encoding="utf-8")
    window = make_window(lang=None)  # the saved language, if any
    assert [act.isChecked() for act in window.theme_actions.values()] == [True, False, False]
    assert window.languages.current in ("en", "ru")
    assert window.language_actions[window.languages.current].isChecked()
    assert [act.objectName() for act in window.menu_theme.actions()] == [
        "theme-system",
        "theme-light",
        "theme-dark",
    ]
    window.theme_actions["light"].trigger()
    assert Settings.at(str(settings_path)).theme == "light"


# -- the rules preset ------------------------------------------------------------------------------


def _choose_preset(window: MainWindow, name: str) -> None:
    combo = window.situation.preset
    index = combo.findData(name)
    assert index >= 0
    combo.setCurrentIndex(index)
    combo.activated.emit(index)  # as a click on the item does


def test_the_preset_picked_is_saved(make_window: Callable[..., MainWindow], settings_path: Path) -> None:
    window = make_window()
    assert Settings.at(str(settings_path)).preset is None
    _choose_preset(window, "tenhou")
    assert window.controller.state.preset == "tenhou"
    assert Settings.at(str(settings_path)).preset == "tenhou"
    assert "preset=tenhou" in settings_path.read_text(encoding="utf-8")
    _choose_preset(window, "tenhou-sanma")
    assert Settings.at(str(settings_path)).preset == "tenhou-sanma"


#: Starts the app (from the source tree, its own config folder) and says, at its first frame, the
#: calculator's preset, the preset its box shows, and the first sentence of the window's notice.
FIRST_FRAME = """
import os, sys
import mjgui.gui.startup as startup

def first_frame(label):
    if label == "first-frame":
        from PySide6.QtWidgets import QApplication
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "main-window")
        print("PRESET", window.controller.state.preset, window.situation.preset.currentData(), flush=True)
        from mjgui.core.scoring.rule_words import rule_words
        print("OPTIONS", *rule_words(window.controller.state.rules), flush=True)
        os._exit(0)

startup.trace_startup = first_frame
from mjgui.app import main
sys.exit(main(sys.argv[1:]))
"""


def _first_frame(tmp_path: Path, saved: str | None, args: list[str], options: str = "") -> list[str]:
    """The app's first frame on a settings file that holds ``saved`` as its preset (and
    ``options`` as its options): its lines (preset, options) and the end of what it wrote to
    stderr."""
    config = tmp_path / "config"
    (config / "mjgui").mkdir(parents=True)
    if saved is not None:
        text = f"[rules]\npreset={saved}\n" + (f"options={options}\n" if options else "")
        (config / "mjgui" / "mjgui.conf").write_text(text, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("MJGUI_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(config),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        MJGUI_TILE_CACHE="off",
    )
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = [x for x in done.stdout.splitlines() if x.startswith(("PRESET ", "OPTIONS"))]
    assert len(lines) == 2, done.stderr[-2000:]
    return [*lines, done.stderr[-2000:]]


def _first_frame_preset(tmp_path: Path, saved: str | None, args: list[str]) -> list[str]:
    return _first_frame(tmp_path, saved, args)[0].split()[1:]


@pytest.mark.parametrize(
    ("saved", "args", "expected"),
    [
        pytest.param("tenhou", [], "tenhou", id="saved"),
        pytest.param("tenhou-sanma", ["--lang", "ru"], "tenhou-sanma", id="saved-three-players"),
        pytest.param("nosuch", [], "seed", id="unknown-name"),
        pytest.param("@ByteArray(tenhou)", [], "seed", id="bytes"),
        pytest.param(None, [], "seed", id="none-saved"),
        # the command line's rules, or a hand's (scored as `mjgui score` scores it), come first
        pytest.param("tenhou", ["--rules", "ema"], "ema", id="rules-given"),
        pytest.param("tenhou", ["234m567p3467888s5s", "--riichi"], "seed", id="hand-given"),
    ],
)
def test_the_calculator_starts_with_the_preset_last_picked(
    tmp_path: Path, saved: str | None, args: list[str], expected: str
) -> None:
    assert expected in PRESETS
    assert _first_frame_preset(tmp_path, saved, args) == [expected, expected]


# -- the rules' options, and the rules the player last set whatever way they set them ------------


def _saved(path: Path) -> Rules | None:
    """The rules the settings file at ``path`` holds, as the next start reads them."""
    settings = Settings.at(str(path))
    return saved_rules(settings.preset, settings.rule_options)


def _rules(name: str, **options: object) -> Rules:
    return PRESETS[name].with_options(**options) if options else PRESETS[name]


def test_the_options_changed_are_saved_beside_the_preset(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """Only the preset was saved: a club's house options (no kuitan, three red fives) were gone
    at every start, and the tracker's New game, which proposes the desk's rules, left them out."""
    window = make_window()
    _choose_preset(window, "wrc")
    window.controller.set_option("kuitan", False)
    window.controller.set_option("aka", 3)
    assert _saved(settings_path) == _rules("wrc", kuitan=False, aka=3)
    assert '[rules]\noptions="aka=3 kuitan=off"\npreset=wrc\n' in settings_path.read_text(encoding="utf-8")
    window.controller.set_option("kuitan", True)  # back to the preset's own: only aka stays
    assert Settings.at(str(settings_path)).rule_options == ("aka=3",)
    _choose_preset(window, "ema")  # a new preset, as it is
    assert _saved(settings_path) == PRESETS["ema"]
    assert Settings.at(str(settings_path)).rule_options == ()


def test_a_rooms_rules_set_at_the_desk_come_back_whole(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """Start and return 35 000 under Mahjong Soul (a friendly room's, typeable), red fives off:
    saved, and read back at the next start as they were, not with the start dropped (each word
    was once checked alone as typed: 35 000 above the preset's 25 000 return)."""
    window = make_window()
    room = with_rule_words(PRESETS["mahjongsoul"], ["start_points=35000", "return_points=35000"])
    window.controller.load_rules(room)
    window.controller.set_option("aka", 0)
    chosen = window.controller.chosen_rules
    assert (chosen.start_points, chosen.return_points, chosen.aka) == (35000, 35000, 0)
    back = _saved(settings_path)
    assert back == chosen and back is not None
    assert (back.start_points, back.return_points, back.aka) == (35000, 35000, 0)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("mahjongsoul", ["start_points=35000", "return_points=35000"]),
        ("seed", ["start_points=35000", "return_points=35000"]),
        ("seed", ["return_points=35000", "start_points=35000", "uma=20,10,-10,-20"]),
    ],
)
def test_rules_saved_read_back_as_they_were(name: str, words: list[str]) -> None:
    rules = with_rule_words(PRESETS[name], words)
    assert saved_rules(*rules_setting(rules)) == rules


def test_a_start_an_earlier_mjgui_saved_above_the_return_reads_as_it_did() -> None:
    """``mahjongsoul`` with ``start_points=30000`` (return 25 000), saved before the return was
    held to the start: read as recorded, as a record's rules line with it is (30 000 / 25 000),
    not dropped without a word."""
    rules = saved_rules("mahjongsoul", ("start_points=30000",))
    assert rules is not None and (rules.start_points, rules.return_points) == (30000, 25000)


@pytest.mark.parametrize(
    ("preset", "options", "expected"),
    [
        pytest.param("wrc", '"kuitan=off aka=3"', ["wrc", "aka=3", "kuitan=off"], id="saved"),
        pytest.param(
            "wrc",
            '"kuitan=off aka=7 nosuch=1 uma=1,2 kazoe=off oops renhou=maybe"',
            ["wrc", "kuitan=off", "kazoe=off"],
            id="unknown-and-out-of-range-dropped",
        ),
        pytest.param(
            "tenhou-sanma", '"aka=3 kiriage=on"', ["tenhou-sanma", "kiriage=on"], id="not-this-preset"
        ),
        pytest.param("wrc", "kuitan=off, aka=3", ["wrc"], id="a-list"),
        pytest.param("wrc", "@ByteArray(kuitan=off)", ["wrc"], id="bytes"),
        pytest.param("nosuch", '"kuitan=off"', ["seed"], id="no-preset"),
    ],
)
def test_the_calculator_starts_with_the_options_last_set(
    tmp_path: Path, preset: str, options: str, expected: list[str]
) -> None:
    """The options saved come back with their preset at the next start; a word that is not an
    option, or holds a value the option or the preset cannot take, is left out without a word
    (as a preset name that is not one is), and the rest kept."""
    shown, words, errors = _first_frame(tmp_path, preset, [], options)
    assert shown.split()[1:] == [expected[0], expected[0]]
    assert words.split()[1:] == expected[1:]
    assert "Traceback" not in errors


def test_the_options_saved_give_way_to_the_command_lines_rules(tmp_path: Path) -> None:
    shown, words, _ = _first_frame(tmp_path, "wrc", ["--rules", "ema"], '"kuitan=off aka=3"')
    assert (shown.split()[1:], words.split()[1:]) == (["ema", "ema"], [])


def test_a_preset_undone_is_not_the_one_saved(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """The preset was saved only when picked: one picked by mistake and undone (Ctrl+Z) stayed
    saved, and the next start opened on it."""
    window = make_window()
    _choose_preset(window, "tenhou")
    window.controller.set_option("kuitan", False)
    assert _saved(settings_path) == _rules("tenhou", kuitan=False)
    window.controller.undo()
    assert _saved(settings_path) == PRESETS["tenhou"]
    window.controller.undo()
    assert window.controller.state.preset == "seed"
    # none picked: the settings hold what they held at the start, no rules (the seed's at the next)
    assert _saved(settings_path) is None and Settings.at(str(settings_path)).rule_options == ()
    window.controller.redo()
    assert _saved(settings_path) == PRESETS["tenhou"]


def _borrow(window: MainWindow, preset: str) -> None:
    """A hand of another preset shown on the desk for a while (*Open on the calculator* in the
    log or the quiz)."""
    from mjgui.core.scoring.arguments import parse_score_args

    request, _ = parse_score_args(["234m567p345s66s88s8s", "--rules", preset, "--tsumo"])
    window._open_on_desk(request.spec)
    assert window.controller.showing == "borrowed"
    assert window.controller.state.preset == preset


def test_a_preset_picked_on_a_hand_shown_is_kept_by_next_hand(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """A preset picked on a log's hand was saved, but Next hand put back the preset of before
    the hand: the desk scored under rules the player had not chosen, and the next start opened
    on other ones."""
    window = make_window()
    _choose_preset(window, "wrc")
    _borrow(window, "tenhou")
    assert Settings.at(str(settings_path)).preset == "wrc"  # a hand shown is not the player's choice
    _choose_preset(window, "ema")
    window.controller.set_option("kuitan", False)
    assert _saved(settings_path) == _rules("ema", kuitan=False)
    window.controller.clear()  # Next hand
    assert window.controller.showing == ""
    assert window.controller.state.rules == _rules("ema", kuitan=False)
    assert window.situation.preset.currentData() == "ema"
    assert _saved(settings_path) == _rules("ema", kuitan=False)


def test_a_preset_picked_on_a_hand_shown_and_undone_is_not_kept(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    window = make_window()
    _choose_preset(window, "wrc")
    _borrow(window, "tenhou")
    _choose_preset(window, "ema")
    window.controller.undo()  # the hand shown under its own rules again, the desk's back to WRC
    assert (window.controller.showing, window.controller.state.preset) == ("borrowed", "tenhou")
    assert _saved(settings_path) == PRESETS["wrc"]
    window.controller.redo()
    assert _saved(settings_path) == PRESETS["ema"]
    window.controller.undo()
    window.controller.clear()
    assert window.controller.state.preset == "wrc"
    assert _saved(settings_path) == PRESETS["wrc"]


def test_an_open_quiz_deals_under_the_rules_the_desk_changes_to(window: MainWindow) -> None:
    """The quiz took the desk's rules once, when opened: a preset picked on the desk later did
    not reach its New hand, which went on dealing four-player hands under the old rules."""
    window.open_quiz()
    quiz = window.quiz_window()
    _choose_preset(window, "tenhou-sanma")
    window.controller.set_option("kiriage", True)
    quiz.act_new.trigger()
    question = quiz.controller._session.question
    assert question is not None
    assert question.spec.rules == _rules("tenhou-sanma", kiriage=True)
    assert not {t.code for t in question.spec.concealed} & {f"{n}m" for n in range(2, 9)}  # three players
    window.controller.undo()
    window.controller.undo()
    quiz.act_new.trigger()
    question = quiz.controller._session.question
    assert question is not None and question.spec.rules == PRESETS["seed"]


def _quiz_rules(window: MainWindow) -> Rules:
    """The rules of the hand the quiz deals next (its *New hand*)."""
    quiz = window.quiz_window()
    quiz.act_new.trigger()
    question = quiz.controller._session.question
    assert question is not None
    return question.spec.rules


def test_an_open_quiz_keeps_the_desks_rules_while_a_hand_of_other_rules_is_shown(
    make_window: Callable[..., MainWindow],
) -> None:
    """The desk on WRC, a three-player Tenhou hand opened on the calculator (from the log window,
    or the quiz's own hand): the quiz's next random hands were dealt under that hand's rules,
    three-player Tenhou, until Next hand on the desk."""
    from mjgui.core.scoring.arguments import parse_score_args

    window = make_window()
    _choose_preset(window, "wrc")
    window.open_quiz()
    _borrow(window, "tenhou-sanma")  # the log window's *Open on the calculator*
    rules = _quiz_rules(window)
    assert rules == PRESETS["wrc"] and rules.players == 4
    window.controller.clear()  # Next hand
    # the quiz's own hand, a three-player log's, opened on the calculator from the quiz
    request, _ = parse_score_args(["234p567p345s66s88s8s", "--rules", "tenhou-sanma", "--tsumo"])
    quiz = window.quiz_window()
    assert quiz.quiz_hand(request.spec)
    quiz._open_on_desk()  # the quiz's *Open on the calculator*
    assert (window.controller.showing, window.controller.state.preset) == ("borrowed", "tenhou-sanma")
    assert _quiz_rules(window) == PRESETS["wrc"]
    window.open_quiz()  # opened again while the hand is shown: the desk's rules too
    assert _quiz_rules(window) == PRESETS["wrc"]
    # a preset picked on the hand shown is the desk's (Next hand keeps it): the quiz follows it
    _choose_preset(window, "ema")
    assert _quiz_rules(window) == PRESETS["ema"]


def test_rules_named_on_the_command_line_are_not_saved_when_a_change_to_them_is_undone(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """``mjgui --rules ema``, an option changed and taken back with Ctrl+Z: the desk's rules were
    the command line's again, and were saved in place of the club's rules the settings held,
    which the next start lost."""
    from mjgui.controller.scoring.calculator import Controller

    settings_path.write_text('[rules]\noptions="kuitan=off aka=0"\npreset=wrc\n', encoding="utf-8")
    house = _rules("wrc", kuitan=False, aka=0)
    controller = Controller()
    assert controller.load_rules(PRESETS["ema"])  # as the app starts on `--rules ema`
    window = make_window(controller=controller)
    assert _saved(settings_path) == house  # not saved while untouched
    kiriage = not PRESETS["ema"].kiriage
    assert controller.set_option("kiriage", kiriage)
    assert _saved(settings_path) == _rules("ema", kiriage=kiriage)  # the player's change: saved
    assert controller.undo() and controller.state.rules == PRESETS["ema"]
    assert _saved(settings_path) == house
    assert controller.redo() and _saved(settings_path) == _rules("ema", kiriage=kiriage)
    assert controller.undo() and _saved(settings_path) == house
    # the command line's preset picked back in the window after another: the player's pick
    _choose_preset(window, "tenhou")
    _choose_preset(window, "ema")
    assert controller.state.rules == PRESETS["ema"] and _saved(settings_path) == PRESETS["ema"]
    assert controller.undo() and _saved(settings_path) == PRESETS["tenhou"]
    assert controller.undo() and _saved(settings_path) == house


def test_a_hands_rules_from_the_command_line_are_not_saved_when_a_change_to_them_is_undone(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """``mjgui HAND --rules mleague``: the same, with the hand's rules."""
    from mjgui.controller.scoring.calculator import Controller
    from mjgui.core.scoring.arguments import parse_score_args

    settings_path.write_text('[rules]\noptions="kuitan=off aka=0"\npreset=wrc\n', encoding="utf-8")
    request, _ = parse_score_args(["234m567p345s66s88s8s", "--rules", "mleague"])
    controller = Controller()
    assert controller.load_spec(request.spec, record=False)  # as the app starts on a hand
    make_window(controller=controller)
    assert controller.set_option("kuitan", False) and _saved(settings_path) == _rules("mleague", kuitan=False)
    assert controller.undo() and controller.state.rules == PRESETS["mleague"]
    assert _saved(settings_path) == _rules("wrc", kuitan=False, aka=0)
    assert Settings.at(str(settings_path)).preset == "wrc"


def test_the_preset_of_the_hand_shown_picked_on_it_is_kept_by_next_hand(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """The desk on WRC, a Tenhou log's hand shown, Tenhou picked in the box to keep its rules:
    the hand shown did not change, so nothing was kept; Next hand went back to WRC, and the
    settings kept WRC."""
    window = make_window()
    _choose_preset(window, "wrc")
    _borrow(window, "tenhou")
    _choose_preset(window, "tenhou")
    assert window.controller.showing == "borrowed"
    assert _saved(settings_path) == PRESETS["tenhou"]
    window.controller.undo()  # taken back: the desk's WRC again
    assert (window.controller.showing, window.controller.state.preset) == ("borrowed", "tenhou")
    assert _saved(settings_path) == PRESETS["wrc"]
    window.controller.redo()
    assert _saved(settings_path) == PRESETS["tenhou"]
    window.controller.clear()  # Next hand
    assert (window.controller.showing, window.controller.state.preset) == ("", "tenhou")
    assert window.situation.preset.currentData() == "tenhou"
    assert _saved(settings_path) == PRESETS["tenhou"]


# -- a game in the tracker ------------------------------------------------------------------------

#: the club's rules, as the settings file holds them
CLUB = '[rules]\noptions="aka=3 kuitan=off"\npreset=wrc\n'


def _club_desk(
    make_window: Callable[..., MainWindow], settings_path: Path, cli: str | None = None
) -> MainWindow:
    """The club's rules saved; the window started as the app starts it: on the command line's
    rules (``mjgui --rules CLI``), else on the saved ones."""
    from mjgui.controller.scoring.calculator import Controller

    settings_path.write_text(CLUB, encoding="utf-8")
    controller = Controller()
    assert controller.load_rules(PRESETS[cli] if cli else _rules("wrc", aka=3, kuitan=False))
    return make_window(controller=controller)


def _new_game(window: MainWindow, qtbot: object, preset: str) -> object:
    """The tracker opened from the calculator, a new game under ``preset`` started in it (the
    desk follows it); the tracker's player, whose window closed ends the game's hold."""
    from types import SimpleNamespace

    from test_tracker_support import tracker_from_calculator

    tracker = tracker_from_calculator(SimpleNamespace(window=window, qtbot=qtbot))
    tracker.new_game(preset=preset)
    return tracker


_data_dir = own_data_dir(autouse=False)


@pytest.mark.usefixtures("_data_dir")
def test_a_game_started_while_a_log_hand_is_shown_leaves_the_saved_rules_when_it_ends(
    make_window: Callable[..., MainWindow], settings_path: Path, qtbot: object
) -> None:
    """A three-player log's hand shown on the calculator, a game (M-League) started in the
    tracker and the tracker closed: the game's rules had become the desk's own; Next hand put
    M-League on the desk and saved it over the club's rules, and the next start opened on it."""
    from PySide6.QtWidgets import QApplication

    window = _club_desk(make_window, settings_path)
    club = _rules("wrc", aka=3, kuitan=False)
    _borrow(window, "tenhou-sanma")  # the log window's *Open on the calculator*
    tracker = _new_game(window, qtbot, "mleague")
    controller = window.controller
    assert controller.chosen_rules is None and controller.desk_rules == PRESETS["mleague"]
    tracker.window.close()  # the desk scores for nobody again
    QApplication.processEvents()
    assert controller.showing == "borrowed" and controller.desk_rules == club
    controller.clear()  # Next hand
    assert controller.showing == "" and controller.state.rules == club
    assert window.situation.preset.currentData() == "wrc"
    assert _saved(settings_path) == club
    assert "preset=wrc" in settings_path.read_text(encoding="utf-8")


@pytest.mark.usefixtures("_data_dir")
def test_a_pick_redone_while_a_game_has_the_desk_leaves_the_command_lines_rules_unsaved(
    make_window: Callable[..., MainWindow], settings_path: Path, qtbot: object
) -> None:
    """``mjgui --rules ema``, the club's rules saved: Tenhou picked and undone, a game started,
    Ctrl+Y (the Tenhou pick again, under the game's rules), the tracker closed: the desk's EMA
    came back as if picked, and was saved over the club's rules."""
    from PySide6.QtWidgets import QApplication

    window = _club_desk(make_window, settings_path, cli="ema")
    club = _rules("wrc", aka=3, kuitan=False)
    controller = window.controller
    _choose_preset(window, "tenhou")
    assert _saved(settings_path) == PRESETS["tenhou"]
    assert controller.undo() and _saved(settings_path) == club
    tracker = _new_game(window, qtbot, "mleague")
    assert controller.redo() and controller.state.rules == PRESETS["mleague"]
    tracker.window.close()
    QApplication.processEvents()
    assert controller.state.rules == PRESETS["ema"]  # the rules of before the game
    assert window.situation.preset.currentData() == "ema"
    assert _saved(settings_path) == club  # ... which the player never picked: not saved


@pytest.mark.usefixtures("_data_dir")
def test_an_open_quiz_follows_a_game_started_and_ended_while_a_log_hand_is_shown(
    make_window: Callable[..., MainWindow], settings_path: Path, qtbot: object
) -> None:
    """The quiz open, a three-player log's hand shown, a game started: the quiz went on dealing
    the desk's own rules through the game (only opened again did it follow)."""
    from PySide6.QtWidgets import QApplication

    window = _club_desk(make_window, settings_path)
    club = _rules("wrc", aka=3, kuitan=False)
    window.open_quiz()
    assert _quiz_rules(window) == club
    _borrow(window, "tenhou-sanma")
    tracker = _new_game(window, qtbot, "mleague")
    assert _quiz_rules(window) == PRESETS["mleague"] == window.controller.desk_rules
    tracker.window.close()
    QApplication.processEvents()
    assert window.controller.showing == "borrowed"
    assert _quiz_rules(window) == club == window.controller.desk_rules


# -- the notice --------------------------------------------------------------------------------------


def _whole(window: MainWindow) -> str:
    """The notice at the bottom of the window, checked to be shown whole: every line of it, inside
    the window."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLabel

    label = window.statusBar().findChild(QLabel, "status-notice")
    assert label is not None and label.isVisible()
    text = label.text()
    metrics = QFontMetrics(label.font())
    margins = label.contentsMargins()
    width = label.contentsRect().width()
    needed = metrics.boundingRect(0, 0, width, 10_000, int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() >= 2 * metrics.height()  # too long for one line at this width
    assert label.height() - margins.top() - margins.bottom() >= needed.height(), (label.height(), needed)
    assert window.rect().contains(QRect(label.mapTo(window, QPoint(0, 0)), label.size()))
    return text


@pytest.mark.parametrize(("lang", "width"), [("ru", 1008), ("en", 784)])
def test_the_settings_notice_is_shown_whole(
    make_window: Callable[..., MainWindow], qtbot: object, tmp_path: Path, lang: str, width: int
) -> None:
    """It was one line of the status bar, cut off at the window's edge: in Russian at 1024 px,
    in English at 800, the name of the file kept aside was lost."""
    from PySide6.QtWidgets import QApplication

    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import SettingsProblem

    window = make_window(lang=lang)
    window.resize(width, 600)  # or its least width, if larger
    QApplication.processEvents()
    width = window.width()
    conf = tmp_path / "config" / "mjgui" / "mjgui.conf"
    settings = Settings(None, SettingsProblem("damaged", str(conf), f"{conf}.damaged-20261205-225959"))
    say_settings_problem(window, settings)
    qtbot.waitUntil(lambda: window.statusBar().height() > 2 * window.statusBar().fontMetrics().height())  # type: ignore[attr-defined]
    QApplication.processEvents()
    first = _whole(window)
    start = {"en": "The settings file ", "ru": "Файл настроек "}
    assert first.startswith(start[lang] + str(conf)) and f"{conf}.damaged-20261205-225959" in first
    assert window.width() == width  # the window kept its width: the notice wrapped
    other = "en" if lang == "ru" else "ru"
    window.set_language(other)  # worded again in the new language, whole again
    QApplication.processEvents()
    QApplication.processEvents()
    assert _whole(window).startswith(start[other])
    window.statusBar().showMessage("Result copied as text", 3000)  # another message: it goes
    QApplication.processEvents()
    window.statusBar().clearMessage()
    QApplication.processEvents()
    assert not window.statusBar().findChild(QWidget, "status-notice").isVisible()


def _text_left(widget: QWidget) -> int:
    """The leftmost column of ``widget`` (a status bar, grabbed as it paints) where its text is
    drawn: a pixel far from the background's colour."""
    image = widget.grab().toImage()
    background = image.pixelColor(image.width() - 3, image.height() // 2)
    for x in range(image.width()):
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if abs(c.lightness() - background.lightness()) > 100:
                return x
    return -1


def test_the_settings_notice_starts_where_the_status_bars_messages_start(
    make_window: Callable[..., MainWindow], qtbot: object, tmp_path: Path
) -> None:
    """The notice's text began 2 px from the window's edge, a status message's 6 px in (and the
    desk's content 10 px): a message replacing the notice jumped sideways."""
    from PySide6.QtWidgets import QApplication

    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import SettingsProblem

    window = make_window(lang="en")
    window.resize(1024, 640)
    conf = tmp_path / "config" / "mjgui" / "mjgui.conf"
    say_settings_problem(window, Settings(None, SettingsProblem("damaged", str(conf), f"{conf}.x")))
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.findChild(QWidget, "status-notice").isVisible())  # type: ignore[attr-defined]
    QApplication.processEvents()
    notice_left = _text_left(bar)
    bar.showMessage("The settings file was saved", 3000)
    QApplication.processEvents()
    message_left = _text_left(bar)
    assert message_left >= 5 and abs(notice_left - message_left) <= 1, (notice_left, message_left)


def test_a_settings_file_damaged_before_quitting_is_left_for_the_next_start(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """A settings file damaged by a hand edit while mjgui ran was set aside at quit, by the
    closing window's own write (its size and place), and the notice went to the window going
    away: nobody was told. That write is skipped and the file left as it is; the next start's
    check sets it aside, keeps its other settings and says so."""
    from mjgui.app import say_settings_problem
    from mjgui.gui.settings import check_settings_file, problems_text

    window = make_window("en")
    window.settings.theme = "dark"
    say_settings_problem(window, window.settings)
    told: list[str] = []
    window.settings.on_problem = lambda: told.append(problems_text(window.settings.take_problems()))
    edited = settings_path.read_text(encoding="utf-8") + "a line with a typo\n"
    settings_path.write_text(edited, encoding="utf-8")  # the player edits it while mjgui runs
    window.close()
    assert not window.isVisible()
    assert told == [] and window.settings.take_problems() == []
    assert sorted(p.name for p in settings_path.parent.iterdir()) == [settings_path.name]
    assert settings_path.read_text(encoding="utf-8") == edited  # not written, not renamed
    problem = check_settings_file(settings_path)  # the next start
    assert problem is not None and problem.kind == "bad_lines" and problem.aside
    assert Path(problem.aside).read_text(encoding="utf-8") == edited
    line = edited.splitlines().index("a line with a typo") + 1
    assert problems_text([problem]) == (
        f"The settings file {settings_path} has lines that are not settings (the first is line {line}: "
        f"“a line with a typo”); they were left out and the other settings kept. The file as it was is "
        f"kept as {problem.aside}."
    )


def test_a_window_closing_on_a_good_settings_file_keeps_its_size(
    make_window: Callable[..., MainWindow], settings_path: Path
) -> None:
    """The closing write is made as before when the file still reads as settings."""
    window = make_window("en")
    window.close()
    assert Settings.at(str(settings_path)).window_geometry("main-window") == window.saveGeometry()


def test_a_value_saved_after_a_skipped_closing_write_is_the_one_read(tmp_path: Path) -> None:
    """A closing write skipped (the file damaged meanwhile) was kept in memory, and memory is
    read first: once saving went on, the size a window saved later was hidden for the rest of
    the session by the skipped one (the window reopened at the older size)."""
    path = tmp_path / "mjgui.conf"
    settings = Settings.at(str(path))
    settings.theme = "dark"  # a first write: the file exists
    path.write_text(path.read_text(encoding="utf-8") + "a line with a typo\n", encoding="utf-8")
    settings.set_window("tracker-window", QByteArray(b"G1"), False)  # closing: skipped
    settings.language = "ru"  # a later write: the file set aside, said, written anew
    assert [p.kind for p in settings.take_problems()] == ["edited"]
    settings.set_window("tracker-window", QByteArray(b"G2"), False)  # closing again: saved
    assert Settings.at(str(path)).window_geometry("tracker-window") == QByteArray(b"G2")
    assert settings.window_geometry("tracker-window") == QByteArray(b"G2")


@pytest.mark.parametrize("value", ["1, 2", "@ByteArray(x)", "@Point(1 2)"])
def test_the_autosaves_found_settled_of_another_type_are_none(tmp_path: Path, value: str) -> None:
    path = tmp_path / "mjgui.conf"
    path.write_text(f"[tracker]\nsettled-autosaves={value}\n", encoding="utf-8")
    settings = Settings.at(str(path))
    assert settings.settled_games == frozenset()
    settings.settled_games = frozenset({"b", "a"})
    assert Settings.at(str(path)).settled_games == frozenset({"a", "b"})
