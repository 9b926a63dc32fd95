"""Which han and fu exist is decided once (core.scoring.points.impossible_han_fu): the score
table's dashes and the game record's refusals are the same cells."""

from __future__ import annotations

import pytest

from mjgui.controller.scoring.present import FU_COLUMNS, TABLE_HAN, table_view
from mjgui.controller.scoring.state import EditState
from mjgui.core.game.record import parse_line
from mjgui.core.scoring.points import impossible_han_fu


def record_refuses(han: int, fu: int, tsumo: bool) -> bool:
    line = f"tsumo Aiko {han} {fu}" if tsumo else f"ron Aiko from Boris {han} {fu}"
    error = parse_line(line, 1).error
    assert error is None or error.code == "impossible_han_fu", error
    return error is not None


@pytest.mark.parametrize("tsumo", [False, True])
def test_the_table_and_the_record_agree_on_every_cell(tsumo: bool) -> None:
    state = EditState()
    state = state.with_situation(tsumo=tsumo)
    view = table_view(state, None, "en")
    for row, fu in enumerate(FU_COLUMNS):
        for column, han in enumerate(TABLE_HAN):
            dash = view.cells[row][column] == "—"
            assert dash == record_refuses(han, fu, tsumo), (han, fu, tsumo)


def test_the_cells_no_hand_has() -> None:
    assert impossible_han_fu(1, 20, tsumo=True) == "one_han_low"
    assert impossible_han_fu(1, 25, tsumo=False) == "one_han_low"
    assert impossible_han_fu(3, 20, tsumo=False) == "ron_20"
    assert impossible_han_fu(2, 25, tsumo=True) == "tsumo_25"
    assert impossible_han_fu(2, 20, tsumo=True) is None  # pinfu tsumo
    assert impossible_han_fu(2, 25, tsumo=False) is None  # chiitoitsu ron
    assert impossible_han_fu(3, 25, tsumo=True) is None  # chiitoitsu tsumo
    assert impossible_han_fu(1, 30, tsumo=False) is None


def test_a_two_han_25_fu_tsumo_is_refused_with_the_reason() -> None:
    error = parse_line("tsumo Aiko 2 25", 1).error
    assert error is not None
    assert error.message("en") == (
        "Line 1 (tsumo Aiko 2 25): 2 han 25 fu cannot happen on tsumo: 25 fu is chiitoitsu, and a "
        "chiitoitsu tsumo has at least 3 han (with menzen tsumo)."
    )
