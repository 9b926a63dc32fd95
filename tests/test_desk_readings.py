"""A ron scored on the desk whose seat winds read two ways right after a ron (another winner on
that discard, or a win in the hand the game plays now): which one the tracker's dialog proposes
(:func:`bridge.also_likelier`), and the line the tracker last undid, one of its clues
(:meth:`TrackerController.undone_line`). No Qt."""

from __future__ import annotations

from mjgui.controller.game.bridge import DeskWin, also_likelier, also_reading, desk_win
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.scoring.calculator import Controller

# East 1 with 1 honba, Dasha in riichi: Chen wins on Boris's discard and takes the stick (first in
# turn after Boris); the deal passes (East 2, Boris deals, no honba). Another winner on that
# discard is still a ron: each winner is paid the honba, the sticks stay Chen's.
TEXT = (
    "rules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
    "draw tenpai Aiko\nriichi Dasha\nron Chen from Boris 2 30\n"
)


def desk(seat: int, discarder: int, *, honba: int = 0, sticks: int = 0, riichi: bool = False) -> Controller:
    calc = Controller()
    calc.set_notation("234m567p3467888s5s")
    calc.adopt(
        lambda e: e.with_situation(
            seat=seat,
            discarder=discarder,
            tsumo=False,
            round_wind=0,
            honba=honba,
            sticks=sticks,
            riichi=riichi,
        )
    )
    return calc


def readings(calc: Controller, game: TrackerController) -> tuple[DeskWin, DeskWin]:
    state = game.state
    other = also_reading(calc, state)
    assert other is not None
    return desk_win(calc, state), other


def test_the_desks_counters_tell_the_reading_when_they_fit_one_only() -> None:
    game = TrackerController(TEXT)
    state = game.state
    assert (state.hand, state.honba, state.sticks) == (2, 0, 0)
    # East from South: Boris from Chen in East 2, or Aiko from Boris in East 1
    for honba, also in ((1, True), (0, False), (5, False)):
        calc = desk(0, 1, honba=honba)
        named, other = readings(calc, game)
        assert (named.winner, named.discarder, other.winner, other.discarder) == (1, 2, 0, 1)
        assert also_likelier(calc, state, named, other) is also, honba
    # the sticks are Chen's on that discard: one on the desk fits neither reading
    calc = desk(0, 1, honba=1, sticks=1)
    assert also_likelier(calc, state, *readings(calc, game)) is False


def test_the_desks_riichi_for_the_one_who_declared_it_outweighs_its_counters() -> None:
    game = TrackerController(TEXT)
    # North from South: Aiko from Chen in East 2, or Dasha (in riichi) from Boris in East 1
    calc = desk(3, 1, riichi=True)
    named, other = readings(calc, game)
    assert (named.winner, other.winner) == (0, 3)
    assert also_likelier(calc, game.state, named, other) is True
    calc = desk(3, 1)
    assert also_likelier(calc, game.state, *readings(calc, game)) is False
    # a riichi for Aiko, who declared none in either hand: no clue
    calc = desk(0, 1, riichi=True)
    assert also_likelier(calc, game.state, *readings(calc, game)) is False


def test_the_winner_of_an_also_ron_just_undone_is_read_on_that_discard_again() -> None:
    game = TrackerController(TEXT)
    assert game.undone_line() is None
    assert game.commit("also ron Aiko from Boris 1 30")
    assert game.undone_line() is None  # nothing undone
    assert game.undo()
    undone = game.undone_line()
    assert undone is not None and undone.text == "also ron Aiko from Boris 1 30"
    calc = desk(0, 1)  # Aiko's seat in East 1: hers again
    assert also_likelier(calc, game.state, *readings(calc, game), undone.action) is True
    calc = desk(3, 1)  # Dasha's: not the winner undone
    assert also_likelier(calc, game.state, *readings(calc, game), undone.action) is False


def test_an_undo_that_did_not_take_the_last_line_off_leaves_no_line_undone() -> None:
    game = TrackerController(TEXT)
    assert game.replace_line(5, "ron Chen from Boris 3 30")  # a past line corrected
    assert game.undo()
    assert game.undone_line() is None
    assert game.redo() and game.delete_line(5)  # a line deleted, then put back
    assert game.undo()
    assert game.undone_line() is None
    assert game.commit("riichi Aiko") and game.commit("riichi Chen")
    assert game.undo() and game.undo()  # two lines off: the next redo brings the first back
    undone = game.undone_line()
    assert undone is not None and undone.text == "riichi Aiko"
