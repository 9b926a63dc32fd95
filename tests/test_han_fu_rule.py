"""Which han and fu exist is decided once (core.scoring.points.impossible_han_fu): the score
table's dashes and the game record's refusals are the same cells."""

from __future__ import annotations

import pytest

from mjgui.controller.scoring.present import FU_COLUMNS, TABLE_HAN, table_view
from mjgui.controller.scoring.state import EditState
from mjgui.core.game.game import replay
from mjgui.core.scoring.points import impossible_han_fu
from mjgui.core.scoring.rules import SEED

KANSAI = SEED.with_options(chiitoitsu_50fu=True)  # chiitoitsu 1 han 50 fu: no 25 fu at all
PLAYERS = "players Aiko Boris Chen Dasha\n"


def record_refuses(han: int, fu: int, tsumo: bool, words: str = "") -> bool:
    line = f"tsumo Aiko {han} {fu}" if tsumo else f"ron Aiko from Boris {han} {fu}"
    errors = replay(f"rules seed {words}\n{PLAYERS}{line}").errors
    assert all(error.code == "impossible_han_fu" for error in errors), errors
    return bool(errors)


@pytest.mark.parametrize("words", ["", "chiitoitsu_50fu=on"])
@pytest.mark.parametrize("tsumo", [False, True])
def test_the_table_and_the_record_agree_on_every_cell(tsumo: bool, words: str) -> None:
    state = EditState()
    state = state.with_situation(tsumo=tsumo)
    if words:
        state = state._replace(overrides=(("chiitoitsu_50fu", True),))
    view = table_view(state, None, "en")
    for row, fu in enumerate(FU_COLUMNS):
        for column, han in enumerate(TABLE_HAN):
            dash = view.cells[row][column] == "—"
            assert dash == record_refuses(han, fu, tsumo, words), (han, fu, tsumo, words)
            assert not (fu == 25 and words) or dash  # no 25 fu under chiitoitsu_50fu


def test_the_cells_no_hand_has() -> None:
    assert impossible_han_fu(1, 20, SEED, tsumo=True) == "one_han_low"
    assert impossible_han_fu(1, 25, SEED, tsumo=False) == "one_han_low"
    assert impossible_han_fu(3, 20, SEED, tsumo=False) == "ron_20"
    assert impossible_han_fu(2, 25, SEED, tsumo=True) == "tsumo_25"
    assert impossible_han_fu(2, 20, SEED, tsumo=True) is None  # pinfu tsumo
    assert impossible_han_fu(2, 25, SEED, tsumo=False) is None  # chiitoitsu ron
    assert impossible_han_fu(3, 25, SEED, tsumo=True) is None  # chiitoitsu tsumo
    assert impossible_han_fu(1, 30, SEED, tsumo=False) is None


def test_under_chiitoitsu_50fu_no_hand_has_25_fu() -> None:
    for han in (1, 2, 3, 4):
        for tsumo in (False, True):
            assert impossible_han_fu(han, 25, KANSAI, tsumo=tsumo) == "no_25"
    assert impossible_han_fu(1, 20, KANSAI, tsumo=True) == "one_han_20"  # the pinfu tsumo alone
    assert impossible_han_fu(2, 20, KANSAI, tsumo=True) is None
    assert impossible_han_fu(1, 50, KANSAI, tsumo=False) is None  # chiitoitsu's own
    # no other option makes a 20 fu or 25 fu hand: rinshan without its tsumo fu holds a kan
    no_rinshan_fu = SEED.with_options(rinshan_tsumo_fu=False)
    assert impossible_han_fu(1, 20, no_rinshan_fu, tsumo=True) == "one_han_low"


def test_a_two_han_25_fu_tsumo_is_refused_with_the_reason() -> None:
    (error,) = replay(PLAYERS + "tsumo Aiko 2 25").errors
    assert error.message("en") == (
        "Line 2 (tsumo Aiko 2 25): 2 han 25 fu cannot happen on tsumo: 25 fu is chiitoitsu, and a "
        "chiitoitsu tsumo has at least 3 han (with menzen tsumo)."
    )
