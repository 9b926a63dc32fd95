"""Nothing is imported before the window's first paint that the first paint does not need.

The app is started from the source tree in a fresh process (offscreen, a settings, cache and data
folder of its own, English), as a player starts it and opened on a hand; at its first-frame
milestone (:func:`mjgui.gui.startup.trace_startup`) it prints ``sys.modules`` and ends. What a
bare PySide6 window run by the same Python has loaded by its first paint is left out (the
interpreter's and PySide's own start); every other module must be in :data:`ALLOWED`. A module
that shows up here is new work before the first frame: load it where it is first used (a window,
a tab, a dialog), or, if the first frame really shows it, add it here with the reason.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mjgui.app import AppOptions, parse_words, split_args

ROOT = Path(__file__).resolve().parents[2]

#: The app's modules the first frame needs, by what it shows.
ALLOWED_APP = frozenset(
    {
        # the start: options, the order of a start, the data folder
        "mjgui",
        "mjgui.app",
        "mjgui.gui.startup",
        # the methods of the core's dataclasses taken compiled from a table (the table itself is
        # let go once the window is built: it must not be here)
        "mjgui.dataclass_code",
        "mjgui.resources",
        "mjgui.core.quietparser",  # the one parser class that never exits (the window's options)
        "mjgui.output",  # the help and the refusals written UTF-8, as the commands' (no import of its own)
        "mjgui.core.numbers",  # the one number format: the amounts the first frame paints
        # the calculator's controller and its view models (the hand is read and scored before Qt)
        "mjgui.controller",
        "mjgui.controller.observable",
        "mjgui.controller.scoring",
        "mjgui.controller.scoring.calculator",
        "mjgui.controller.scoring.present",
        "mjgui.controller.scoring.quick",
        "mjgui.controller.scoring.state",
        "mjgui.controller.scoring.values",
        "mjgui.controller.scoring.views",
        "mjgui.controller.scoring.phrases",
        # the core: tiles, notation, the hand, the rules, points, the words
        "mjgui.core",
        "mjgui.core.errors",
        "mjgui.core.i18n",
        "mjgui.core.scoring",
        "mjgui.core.scoring.hand",
        "mjgui.core.scoring.notation",
        "mjgui.core.scoring.points",
        "mjgui.core.scoring.rules",
        "mjgui.core.scoring.tiles",
        "mjgui.core.scoring.yaku_table",
        "mjgui.core.text",
        # the widgets of the calculator's window, as it first shows
        "mjgui.gui",
        "mjgui.gui.appsetup",
        "mjgui.gui.fit",
        "mjgui.gui.i18n",
        "mjgui.gui.input",
        "mjgui.gui.qtnames",  # Qt's enum values set and painted without the Qt namespace (below)
        "mjgui.gui.results",
        "mjgui.gui.settings",
        "mjgui.gui.situation",
        "mjgui.gui.teach",
        "mjgui.gui.teach.widgets",  # the near misses under the yaku, the han x fu excerpt
        "mjgui.gui.theme",
        "mjgui.gui.tiles",
        "mjgui.gui.tracker",
        # the Game menu's title and the Apply to game button (the link that works them, and the
        # tracker, load after the first frame)
        "mjgui.gui.tracker.desk",
        "mjgui.gui.util",
        "mjgui.gui.window",
    }
)
#: Only with a hand given: its score, the score's arguments, the notes under the yaku. (A hand in
#: plain words builds no argument parser: no ``mjgui.cliparse``, no ``locale`` for argparse's words.)
ALLOWED_HAND = frozenset(
    {
        "mjgui.core.scoring.arguments",
        "mjgui.core.scoring.decomposition",
        "mjgui.core.scoring.fu",
        "mjgui.core.scoring.scoring",
        "mjgui.core.scoring.sets",
        "mjgui.core.scoring.settle",  # who pays whom, pao included: the payments' cards
        "mjgui.core.scoring.yaku",
        "mjgui.controller.scoring.explain",  # the arithmetic and the near misses, worded
        "mjgui.core.teach",
        "mjgui.core.teach.near_miss",  # the near misses of a win
        "mjgui.core.teach.near_miss_hand",  # the hand each describes, scored for what it pays
        "mjgui.core.teach.explain_text",
        "mjgui.core.teach.arithmetic",  # the han x fu excerpt under the yaku
    }
)
#: Standard library and Qt beyond a bare PySide6 window's.
ALLOWED_OTHER = frozenset(
    {
        "gc",  # the collector paused until the first frame (mjgui.gui.startup)
        "dataclasses",  # the core's values
        "copy",  # imported by dataclasses
        "PySide6.QtSvg",  # tiles not in the tile cache yet are drawn from their SVG
    }
)
#: Loaded by neither launch's first frame: their windows, tabs and dialogs load them when used.
NOT_BEFORE_FIRST_PAINT = (
    "mjgui.gui.tables",  # the Score table and Waits pages
    "mjgui.gui.tracker.window",
    "mjgui.gui.tracker.dialogs",
    "mjgui.controller.game",
    # mjgui FILE: which window reads a file (a hand word costs a stat, no import); macOS's open event
    "mjgui.controller.game.opening",
    "mjgui.core.shown",
    "mjgui.gui.fileopen",
    "mjgui.controller.teach.teach",
    "mjgui.gui.teach.quiz",
    "mjgui.gui.teach.compare",
    "mjgui.gui.logview",
    "mjgui.gui.club",
    "mjgui.gui.charts",
    "mjgui.gui.about",
    "mjgui.core.game",
    "mjgui.core.logs",
    "mjgui.core.teach.quiz",
    "mjgui.core.teach.report",  # the JSON writer: a reading's text (another reading, the Readings tab)
    # the teaching values a win's first frame does not show: their door (the quiz's), the readings
    # compared (the Readings tab), why a yaku does not count (the quiz), what would give a hand
    # short of yaku its yaku (loaded for such a hand alone)
    "mjgui.core.teach.explain",
    "mjgui.core.teach.readings",
    "mjgui.core.teach.why_not",
    "mjgui.core.teach.suggest",
    "json",
)

#: Runs the app from the source tree and prints ``sys.modules`` at its first frame.
APP = """
import os, sys
import mjgui.gui.startup as startup

def first_frame(label):
    if label == "first-frame":
        print("\\n".join(sorted(sys.modules)), flush=True)
        os._exit(0)

startup.trace_startup = first_frame
from mjgui.app import main
sys.exit(main(sys.argv[1:]))
"""
#: A bare PySide6 window, the same way.
BARE = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

def first_frame():
    print("\\n".join(sorted(sys.modules)), flush=True)
    os._exit(0)

class Label(QLabel):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, first_frame)

app = QApplication(sys.argv[:1])
label = Label("Hello, world")
label.show()
sys.exit(app.exec())
"""


def _run(code: str, args: list[str], home: Path) -> str:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("MJGUI_", "LC_", "LANG")) and key not in ("PYTHONDONTWRITEBYTECODE",)
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_DATA_HOME=str(home / "data"),
        MJGUI_TILE_CACHE=str(home / "tiles"),
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip(), proc.stderr[-2000:]
    return proc.stdout


def _modules(code: str, args: list[str], home: Path) -> set[str]:
    return set(_run(code, args, home).split())


@pytest.fixture(scope="module")
def bare(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    return _modules(BARE, [], tmp_path_factory.mktemp("bare"))


def _editable(name: str) -> bool:
    """An editable install's import hook (``__editable___mjgui_..._finder``), not the app's."""
    return name.startswith("__editable__")


@pytest.mark.parametrize(
    ("args", "allowed"),
    [
        pytest.param([], ALLOWED_APP | ALLOWED_OTHER, id="empty-desk"),
        pytest.param(
            ["234m567p3467888s5s", "--riichi"], ALLOWED_APP | ALLOWED_HAND | ALLOWED_OTHER, id="hand"
        ),
        # a rule option changed: "1 option changed" is counted, its words (the comparison's) wait
        pytest.param(
            ["234m567p3467888s5s", "--rule-option", "kiriage=on"],
            ALLOWED_APP | ALLOWED_HAND | ALLOWED_OTHER | {"mjgui.core.scoring.rule_words"},  # reads it
            id="hand-rule-option",
        ),
    ],
)
def test_only_what_the_first_paint_needs_is_imported(
    bare: set[str], tmp_path: Path, args: list[str], allowed: frozenset[str]
) -> None:
    loaded = _modules(APP, args, tmp_path)
    assert "mjgui.gui.window" in loaded  # the window was painted: the list is the first frame's
    new = sorted(name for name in loaded - bare - allowed if not _editable(name))
    assert new == [], f"imported before the first paint, not in the allowed list: {new}"
    early = [name for name in NOT_BEFORE_FIRST_PAINT if name in loaded]
    assert early == []


def test_the_theme_the_first_frame_reads_carries_no_chart_colours() -> None:
    """The theme (:mod:`mjgui.gui.theme`) is imported before the first frame; the colour science
    only the charts' line colours use (CIELAB, CIEDE2000) is in :mod:`mjgui.gui.charts`, loaded with
    a chart."""
    import mjgui.gui.charts as charts
    import mjgui.gui.theme as theme

    assert not hasattr(theme, "cie_lab") and not hasattr(theme, "color_difference")
    assert charts.color_difference(charts.cie_lab(255, 0, 0), charts.cie_lab(255, 0, 0)) == 0
    # the reference pair of Sharma, Wu and Dalal's CIEDE2000 data (pair 1): 2.0425
    assert round(charts.color_difference((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)), 4) == 2.0425


def test_the_empty_desk_loads_no_scoring_nor_argument_parser(bare: set[str], tmp_path: Path) -> None:
    """As a player starts it (no words) the options are not parsed and no hand is scored."""
    loaded = _modules(APP, [], tmp_path)
    assert not loaded & (ALLOWED_HAND - bare)


def test_no_words_are_the_parsers_defaults() -> None:
    """``split_args([])`` skips the parsers: it must give what they give."""
    assert vars(split_args([])) == vars(parse_words([])) == vars(AppOptions())
    words = ["234m567p3467888s5s", "--riichi", "--theme", "dark"]
    assert vars(split_args(words)) == vars(parse_words(words))


@pytest.mark.parametrize(
    "words",
    [
        ["234m567p3467888s5s", "--riichi"],
        ["234m567p3467888s5s", "--lang", "ru", "--tsumo", "--dora", "1m,0p"],
        ["123m456p789s11z22z", "--pon", "222z", "--seat", "S", "--round", "S"],
        ["--lang", "ru"],
        ["123m", "--rule-option", "kuitan=off"],
        ["123m", "--riichi", "--riichi"],
        # not plain: the parsers read these
        ["123m", "--theme", "dark"],
        ["123m", "--ric"],
        ["123m", "--seat=S"],
        ["123m", "--seat", "Q"],
        ["123m", "456p"],
        ["123m", "--screenshot", "x.png", "--riichi"],
    ],
)
def test_a_hand_in_plain_words_is_read_as_the_parsers_read_it(words: list[str]) -> None:
    """A hand given in plain ``score`` words skips the parsers (no argparse at a start on a hand):
    it must give what they give; everything else goes through them (or raises as they do)."""
    from mjgui.app import UsageError

    try:
        expected = vars(parse_words(words))
    except UsageError:
        with pytest.raises(UsageError):
            split_args(words)
        return
    assert vars(split_args(words)) == expected


def test_the_plain_reading_sets_every_window_field_the_parsers_share_with_score() -> None:
    """The fast reading takes only ``hand`` and ``lang`` from the score words: the only names the
    window's options share with ``score``'s (a new shared one would need reading there too)."""
    from mjgui.core.scoring.arguments import score_parser

    shared = set(vars(AppOptions())) & set(vars(score_parser().parse_args([])))
    assert shared == {"hand", "lang"}


#: Qt classes whose Python types (each with its enums) the first frame never makes: the menus'
#: items and the shortcuts come after it, and no table or icon unless it shows the waits' table.
#: QAccessible comes with the first error a field describes.
NOT_MADE_TYPES = ("QAction", "QActionGroup", "QKeySequence", "QIcon", "QAbstractItemView", "QAccessible")
#: Runs the app and says, at its first frame, whether PySide6 has built its ``Qt`` namespace, and
#: which of the types of NOT_MADE_TYPES it has made.
QT_NAMESPACE = """
import os, sys
import mjgui.gui.startup as startup

def first_frame(label):
    if label == "first-frame":
        print("window" if "mjgui.gui.window" in sys.modules else "no window")
        built = "Qt" in vars(sys.modules["PySide6.QtCore"])
        print("Qt namespace" if built else "no Qt namespace")
        made = set(vars(sys.modules["PySide6.QtGui"])) | set(vars(sys.modules["PySide6.QtWidgets"]))
        print(",".join(name for name in NOT_MADE_TYPES if name in made) or "none of them")
        print("tables" if "mjgui.gui.tables" in sys.modules else "no tables", flush=True)
        os._exit(0)

startup.trace_startup = first_frame
from mjgui.app import main
sys.exit(main(sys.argv[1:]))
""".replace("NOT_MADE_TYPES", repr(NOT_MADE_TYPES))


@pytest.mark.parametrize(
    "args",
    [
        pytest.param([], id="empty-desk"),
        pytest.param(["--lang", "ru", "--theme", "dark"], id="empty-desk-ru-dark"),
        pytest.param(["--lang", "en", "--theme", "light"], id="empty-desk-en-light"),
        pytest.param(["--lang", "ru", "--theme", "light"], id="empty-desk-ru-light"),
        pytest.param(["234m567p3467888s5s", "--riichi"], id="hand"),
        pytest.param(
            ["234m567p3467888s5s", "--riichi", "--lang", "ru", "--theme", "dark"], id="hand-ru-dark"
        ),
        pytest.param(
            ["234m567p3467888s5s", "--tsumo", "--dora", "1m", "--theme", "light"], id="hand-en-light"
        ),
        pytest.param(
            ["234m567p88s", "--chi", "345s", "--pon", "777z", "--win", "8s", "--lang", "ru"], id="melds-ru"
        ),
        pytest.param(["123m456p789s11z22z", "--riichi", "--discards", "1z"], id="tenpai-waits-furiten"),
        pytest.param(
            [
                "123m456p789s11z22z",
                "--win",
                "2z",
                "--rules",
                "tenhou-sanma",
                "--nuki",
                "1",
                "--theme",
                "dark",
            ],
            id="sanma-nuki-dark",
        ),
    ],
)
def test_the_first_frame_never_builds_the_qt_namespace(tmp_path: Path, args: list[str]) -> None:
    """PySide6 builds the 93 enum classes of Qt's ``Qt`` namespace at once when anything first
    reaches it (~15 ms, ~120 M instructions, ~1.5 MiB a bare window never pays): the first
    frame's widgets do without it (:mod:`mjgui.gui.qtnames`); it comes after the first frame."""
    said = _run(QT_NAMESPACE, args, tmp_path).split("\n")
    assert said[0] == "window"  # the window was painted: what follows is the first frame's
    assert said[1] == "no Qt namespace"
    made = set(said[2].split(",")) - {"none of them"}
    if said[3] == "tables":  # the waits of a hand in tenpai: a table, with icons in its header
        made -= {"QIcon", "QAbstractItemView"}
    assert not made  # 2-6 M instructions each


def test_the_check_sees_the_qt_namespace(tmp_path: Path) -> None:
    """The check above can fail: the same run with the namespace reached before the window."""
    code = QT_NAMESPACE.replace(
        "from mjgui.app import main", "from PySide6.QtCore import Qt\nfrom mjgui.app import main"
    )
    assert _run(code, [], tmp_path).split("\n")[1] == "Qt namespace"
    code = QT_NAMESPACE.replace(
        "from mjgui.app import main", "from PySide6.QtGui import QAction\nfrom mjgui.app import main"
    )
    assert "QAction" in _run(code, [], tmp_path).split("\n")[2].split(",")
    code = QT_NAMESPACE.replace(
        "from mjgui.app import main", "from PySide6.QtWidgets import QTableView\nfrom mjgui.app import main"
    )
    assert "QAbstractItemView" in _run(code, [], tmp_path).split("\n")[2].split(",")  # a base class


@pytest.mark.parametrize("preset", ["tenhou", "tenhou-sanma"])
def test_a_saved_preset_loads_nothing_more_before_the_first_paint(tmp_path: Path, preset: str) -> None:
    """The calculator opens under the preset the player last picked, read with the other
    settings: its first frame loads the same modules as with a settings file without one."""
    found: dict[str, set[str]] = {}
    for name, text in (
        ("saved", f"[ui]\ntheme=light\n[rules]\npreset={preset}\n"),
        ("none", "[ui]\ntheme=light\n"),
    ):
        home = tmp_path / name
        (home / "config" / "mjgui").mkdir(parents=True)
        (home / "config" / "mjgui" / "mjgui.conf").write_text(text, encoding="utf-8")
        found[name] = _modules(APP, [], home)
    assert "mjgui.gui.window" in found["saved"]
    assert sorted(found["saved"] - found["none"]) == []
    shown = _run(QT_NAMESPACE, [], tmp_path / "saved").splitlines()
    assert shown[:3] == ["window", "no Qt namespace", "none of them"]
