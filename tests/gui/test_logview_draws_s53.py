"""The s53 audit of the log window's draw rows (logvisual): one draw whose payments differ asked
for its whole change lists ("sawly +1000, ROTTEN +2000, ASAPIN −1500, 月千一夜 −1500") and its
verdict ("✗ differs: each player's change") in the first stage of the column sizing, and left
*What happened* ~112 px in every row: each ron read «Рон: ASAPIN, н…», who dealt in hidden."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.test_logview import _cut_events, _show_at_1024, _shown

DATA = Path(__file__).parent.parent / "data" / "logs"
KYUUSHU = DATA / "mjx-kyuushu.mjlog"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_differing_draw_leaves_what_happened_whole(make_window, qtbot, tmp_path: Path, lang: str) -> None:
    text = KYUUSHU.read_text(encoding="utf-8")
    old = 'sc="171,15,234,15,399,-15,196,-15"'  # S4-0: the two tenpai take 1500 each
    assert text.count(old) == 1
    path = tmp_path / "differs.mjlog"
    # all four differ: each named in both cells
    path.write_text(text.replace(old, 'sc="171,10,234,20,399,-10,196,-20"'), encoding="utf-8")
    logs = _show_at_1024(make_window, qtbot, lang, path)
    table = logs.table
    (draw,) = [r for r, row in enumerate(logs._rows) if row.agree is False]
    assert logs._rows[draw].round in ("S4-0", "Ю4-0")
    assert _cut_events(table) == []  # every ron says who dealt in, the draw what happened
    verdict = table.item(draw, 4)
    assert _shown(table, verdict) == verdict.text()
    for c, first in ((2, "sawly +1000"), (3, "sawly +1500")):  # at least the first player whole
        assert _shown(table, table.item(draw, c)).startswith(first)
