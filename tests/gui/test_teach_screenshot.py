"""``mjgui --screenshot`` of the teaching windows: the quiz part-answered, the rules comparison,
the Readings tab; the options are parsed and bad values refused."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mjgui.app import UsageError, split_args
from mjgui.app import main as app_main


@pytest.fixture(autouse=True)
def _system_theme_after() -> Iterator[None]:
    yield
    from PySide6.QtWidgets import QApplication

    from mjgui.gui.appsetup import apply_theme

    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, "system")


def colourful(path: Path, size: tuple[int, int]) -> bool:
    image = QImage(str(path))
    assert not image.isNull()
    assert (image.width(), image.height()) == size
    colours = {image.pixel(x, y) for x in range(0, size[0], 12) for y in range(0, size[1], 12)}
    return len(colours) > 30


def test_teach_options_are_parsed() -> None:
    words = "--window quiz --level payment --seed 5 --answers riichi;2 --tab readings"
    options = split_args(words.split())
    assert (options.window, options.level, options.seed) == ("quiz", "payment", 5)
    assert options.answers == "riichi;2"
    assert options.tab == "readings" and options.score_args == []
    for bad in (["--window", "nope"], ["--level", "hard"], ["--seed", "x"], ["--tab", "fu"]):
        with pytest.raises(UsageError):
            split_args(bad)


@pytest.mark.parametrize("level", ["yaku", "han_fu", "payment", "han_fu_only", "points"])
def test_every_level_of_the_quiz_is_a_level_of_the_command_line(qtbot, level: str) -> None:  # type: ignore[no-untyped-def]
    """``--level`` took yaku, han_fu and payment only: the quiz's *Han and fu only* and *Points
    only* could not be opened from the command line."""
    from mjgui import app
    from mjgui.app import build_window, teach_window
    from mjgui.core.teach.quiz import LEVEL_STEPS, LEVELS

    assert app.LEVELS == LEVELS
    options = split_args(["--window", "quiz", "--level", level, "--seed", "5"])
    assert options.level == level
    window = build_window(options)
    qtbot.addWidget(window)
    quiz = teach_window(window, options)
    assert quiz.controller.session.level == level  # type: ignore[attr-defined]
    question = quiz.controller.session.question  # type: ignore[attr-defined]
    assert question is not None and question.steps == LEVEL_STEPS[level]


def test_quiz_screenshot_part_answered(tmp_path: Path) -> None:
    out = tmp_path / "quiz.png"
    args = ["--screenshot", str(out), "--window", "quiz", "--level", "payment", "--seed", "5"]
    assert app_main([*args, "--answers", "riichi tanyao;2;40", "--size", "1000x720", "--theme", "dark"]) == 0
    assert colourful(out, (1000, 720))


def test_compare_and_readings_screenshots(tmp_path: Path) -> None:
    compare = tmp_path / "compare.png"
    hand = ["11223355667788p", "--win", "8p", "--riichi", "--tsumo", "--dora", "4p"]
    assert app_main(["--screenshot", str(compare), "--window", "compare", *hand]) == 0
    assert colourful(compare, (1100, 700))
    readings = tmp_path / "readings.png"
    assert app_main(["--screenshot", str(readings), "--tab", "readings", "--lang", "ru", *hand]) == 0
    assert colourful(readings, (1280, 800))


def test_the_log_club_and_about_windows_open_from_the_command_line(tmp_path: Path) -> None:
    """``--window log|club|about`` (with ``--open``): the windows the menus open, on a real log and
    a generated season, as PNGs of the size asked for."""
    from mjgui.app import build_window, teach_window
    from tests.leaguegen import write_season

    logs = Path(__file__).resolve().parent.parent / "data" / "logs"
    season = tmp_path / "season"
    season.mkdir()
    write_season(season, 6)
    log_args = ["--window", "log", "--open", str(logs / "mjx-double-ron.mjlog"), "--size", "1024x640"]
    options = split_args(log_args)
    log = teach_window(build_window(options), options)
    assert log.table.rowCount() == 5 and log.table.item(4, 1).text().startswith("Also ron")  # type: ignore[attr-defined]
    options = split_args(["--window", "club", "--open", str(season), "--lang", "ru"])
    club = teach_window(build_window(options), options)
    assert club.table.rowCount() >= 4  # type: ignore[attr-defined]
    for name, words in {
        "log": log_args,
        "club": ["--window", "club", "--open", str(season), "--size", "1024x640", "--lang", "ru"],
        "about": ["--window", "about", "--size", "1024x640", "--theme", "dark"],
    }.items():
        out = tmp_path / f"{name}.png"
        assert app_main(["--screenshot", str(out), *words]) == 0
        assert colourful(out, (1024, 640)), name
        if name == "about":  # asked with --theme dark: a dark page
            from PySide6.QtGui import QColor

            assert QColor(QImage(str(out)).pixel(4, 4)).lightness() < 100
        assert QImage(str(out)).size().width() == 1024


def test_the_quiz_on_a_three_player_hand_shows_the_norths_set_aside(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from mjgui.app import build_window, teach_window

    words = "--window quiz 123p456p789s11p999m --rules tenhou-sanma --seat S --tsumo --riichi --nuki 2"
    options = split_args(words.split())
    window = build_window(options)
    qtbot.addWidget(window)
    quiz = teach_window(window, options)
    situation = quiz.findChild(QLabel, "quiz-situation")
    assert situation is not None and "Nuki: 2\u00a0Norths set aside" in situation.text()


def test_the_random_quiz_deals_under_the_rules_of_the_command_line_and_the_desk(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from mjgui.app import build_window, teach_window

    options = split_args(["--window", "quiz", "--rules", "tenhou-sanma", "--level", "payment", "--seed", "3"])
    window = build_window(options)
    qtbot.addWidget(window)
    assert window.controller.state.rules.name == "tenhou-sanma"  # the desk's rules too
    quiz = teach_window(window, options)
    question = quiz.controller.session.question  # type: ignore[attr-defined]
    assert question is not None and question.spec.rules.players == 3
    assert not any(0 < t.kind < 8 for t in question.spec.concealed)  # no 2m..8m
    situation = quiz.findChild(QLabel, "quiz-situation")
    assert situation is not None and "Rules: Tenhou, three players" in situation.text()
    # Learn → Quiz from a desk under other rules: the next dealt hand follows them
    window.controller.set_preset("seed")
    window.open_quiz()
    quiz.controller.new_hand()  # type: ignore[attr-defined]
    question = quiz.controller.session.question  # type: ignore[attr-defined]
    assert question is not None and question.spec.rules.players == 4


def test_rules_without_a_hand_that_cannot_be_read_are_said() -> None:
    from mjgui.app import build_window
    from mjgui.core.errors import MahjongError

    with pytest.raises(MahjongError):
        build_window(
            split_args(["--window", "quiz", "--rules", "tenhou-sanma", "--rule-option", "nope=1"]),
            strict=True,
        )


def test_quiz_answers_refused_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--answers "riichi pinfu;²"``: "²" passed isdigit() and int() raised out of the app; now
    it is refused, the answers after it are not given, and the app says so."""
    out = tmp_path / "quiz.png"
    args = ["--screenshot", str(out), "--window", "quiz", "--level", "payment", "--seed", "5"]
    assert app_main([*args, "--answers", "riichi pinfu;²;30 fu;3900"]) == 0
    said = "mjgui: Answer 2 (²) was refused, and the answers after it were not given: type a whole number"
    assert said in capsys.readouterr().err
    assert app_main([*args, "--answers", "riichi pinfu;3 han;30 fu;3900"]) == 0
    assert "refused" not in capsys.readouterr().err
    # over the limit: the message names the option it refuses, its counts grouped
    assert app_main([*args, "--answers", "riichi;" * 6000]) == 0
    assert (
        "mjgui: The answers of --answers are 42\u202f000 characters long, but at most 1000 are read"
        in capsys.readouterr().err
    )
