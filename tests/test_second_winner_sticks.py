"""The riichi sticks of a second winner on one discard (atama hane off): they all go to the first
winner after the discarder (RULES.md §7, §9; :func:`mjgui.core.game.game.ron_counters`), so the
other winner is scored with 0 sticks. ``score --sticks``'s help and the desk's tooltip say so
(they said "on the table", and the table's stick was paid to the second winner too); the
command, the desk the tracker opens and the game pay that winner the same."""

from __future__ import annotations

from mjgui.cli import score_command
from mjgui.controller.game.bridge import calc_situation, desk_value, start_request, win_line
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.state import GamePin
from mjgui.core.scoring import arguments

TWO_HAN = "234m567p345678s5s5s"  # pinfu and tanyao: 2 han 30 fu, 2000 for a non-dealer's ron
STICKS_EN = (
    "riichi sticks this winner takes, 0-99: all those on the table; when several players win on "
    "one discard, they go to the first winner after the discarder, so a second winner is scored "
    "with 0"
)
STICKS_RU = (
    "палочки риичи, которые получает этот победитель, 0–99: все, что на столе; если на один сброс "
    "выигрывают несколько игроков, палочки получает первый победитель после набросившего, так что "
    "второму победителю ставят 0"
)


def _help(lang: str) -> str:
    return " ".join(arguments.score_parser(lang).format_help().split())


def test_the_sticks_help_says_a_second_winner_takes_none() -> None:
    assert f"--sticks STICKS {STICKS_EN}" in _help("en")
    assert STICKS_RU in _help("ru")


def test_the_command_the_desk_and_the_game_pay_the_second_winner_no_stick() -> None:
    """East 1: D declared riichi (one stick on the table), A (East) won on C's (West) discard,
    B (South) wins on it too. A, the first after C in turn order (D, A, B), took the stick."""
    game = TrackerController("rules seed atama_hane=off\nplayers A B C D\nriichi D\nron A from C 2 30\n")
    state = game.state
    assert state.points == (30000 + 2900 + 1000, 30000, 30000 - 2900, 29000)  # the stick: A's
    # the desk as the tracker opens it for B's also ron: 0 sticks, 2000 in all
    sit = calc_situation(state, 1, 2, False, also=True)
    assert (sit.honba, sit.sticks) == (0, 0)
    calc = Controller()
    calc.serve(GamePin(state.rules))
    assert start_request(calc, sit)
    assert calc.set_notation(TWO_HAN)
    assert calc.state.situation.sticks == 0
    assert calc.view().headline.text == "2000"
    # the command, scored as its help says: --sticks 0, total 2000; the table's 1 would pay 1000 more
    words = ["234m567p345678s55s", "--seat", "S", "--from", "W", "--rule-option", "atama_hane=off"]
    _, second = score_command([*words, "--sticks", "0"])
    assert (second["payment"]["sticks"], second["payment"]["total"]) == (0, 2000)
    assert second["payment"]["by_seat"] == {"E": 0, "S": 2000, "W": -2000, "N": 0}
    _, table = score_command([*words, "--sticks", "1"])
    assert table["payment"]["total"] == 3000  # what the second winner does not take
    # and the game pays B the same 2000
    value = desk_value(calc)
    assert value is not None and state.last_ron is not None
    before = game.state.points
    assert game.commit(win_line(state.last_ron.before, value, False, 1, 2, True))
    after = game.state.points
    assert (after[1] - before[1], after[2] - before[2]) == (2000, -2000)


def test_with_honba_to_the_first_only_the_second_winner_is_paid_neither() -> None:
    """The audit's hand: riichi, tanyao, pinfu (3 han 30 fu, 3900) of a second winner at two
    honba under multiple_ron_honba=first: --paid-honba 0 and --sticks 0 give 3900."""
    _, obj = score_command(
        [
            "234m567p345678s55s",
            "--riichi",
            "--seat",
            "S",
            "--from",
            "W",
            "--honba",
            "2",
            "--paid-honba",
            "0",
            "--sticks",
            "0",
            "--rule-option",
            "atama_hane=off",
            "--rule-option",
            "multiple_ron_honba=first",
        ]
    )
    payment = obj["payment"]
    assert (payment["honba"], payment["sticks"], payment["total"]) == (0, 0, 3900)
