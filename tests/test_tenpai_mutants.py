"""The tenpai view's gaps that mutation testing found (tools/mutate.py, docs/mutation.md): a
three-player hand one tile short (its improving tiles of the three-player set, the discards seen
counted), and the discard lines of a hand that cannot win by ron at all (tenhou: its waits' ron
is an error, no crash, the shape's order kept)."""

from __future__ import annotations

from mjgui.core.scoring.tiles import kind_name, parse_tiles
from mjgui.core.teach.tenpai import before_tenpai, before_tenpai_dict
from tests.util import spec


def test_a_three_player_hand_one_tile_short_improves_on_the_three_player_set_only() -> None:
    # 19m123p456p789s11z, three players: 1m and 9m make no sequence (2m..8m are not in the set):
    # only a pair of 1m or 9m, or a third East, improves it; a 9m discarded is one copy fewer
    hand = spec("19m123p456p789s11z1z --rules tenhou-sanma")
    hand = hand.with_changes(concealed=tuple(parse_tiles("19m123p456p789s11z")))
    view = before_tenpai(hand)
    assert view is not None and view.discards is None and view.shanten.best == 1
    assert [(kind_name(i.kind), i.left) for i in view.improving or ()] == [("1m", 3), ("9m", 3), ("1z", 2)]
    seen = before_tenpai(hand, parse_tiles("9m1z"))
    assert seen is not None
    assert [(kind_name(i.kind), i.left) for i in seen.improving or ()] == [("1m", 3), ("9m", 2), ("1z", 1)]
    assert before_tenpai_dict(seen)["total_left"] == 6


def test_the_discard_lines_of_a_hand_that_cannot_win_by_ron_keep_the_shapes_order() -> None:
    # the dealer's first draw marked tenhou: every wait's ron is refused (tenhou is a tsumo), so
    # no discard wins more by ron; the two that wait on 8 tiles keep the shape's order (4s, 7s),
    # where without tenhou 7s (iipeikou for a ron) comes first
    plain = before_tenpai(spec("5s6s7s4s3m4m7p7p7p4s5s6s9p9p"))
    tenhou = before_tenpai(spec("5s6s7s4s3m4m7p7p7p4s5s6s9p9p --tsumo --tenhou"))
    assert plain is not None and plain.discards is not None
    assert tenhou is not None and tenhou.discards is not None
    assert [(kind_name(d.kind), d.total_left) for d in plain.discards] == [("7s", 8), ("4s", 8)]
    assert [(kind_name(d.kind), d.total_left) for d in tenhou.discards] == [("4s", 8), ("7s", 8)]
