"""A chi or a pon marked on a hand that is already (nearly) full takes from the hand the tiles the
hand has beyond what fits beside one more meld: a player with 13 tiles who holds a pair pons the
third, two from the hand. It took them from the palette instead, and the hand ended with too many
tiles ("123m456p789s15z2z (555z)": 15 tiles)."""

from __future__ import annotations

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.views import PaletteTileView


def _tile(c: Controller, code: str) -> PaletteTileView:
    return next(p for p in c.view().palette if p.code == code)


def _marked(notation: str, mode: str) -> Controller:
    c = Controller()
    c.set_notation(notation)
    c.set_mode(mode)
    return c


def _count_right(c: Controller) -> None:
    assert len(c.state.concealed) == c.state.need
    assert c.view().headline.text != "Too many tiles"


def test_a_pon_on_13_tiles_holding_a_pair_takes_the_pair_from_the_hand() -> None:
    c = _marked("123m456p789s5z5z1z2z", "pon")
    tile = _tile(c, "5z")
    assert tile.enabled and tile.refusal == ""
    assert tile.tooltip == (
        "White dragon: 2 left\nThe hand is too full to keep all its tiles beside the pon: it takes 2 "
        "from the hand, the rest from the palette."
    )
    c.set_lang("ru")
    assert _tile(c, "5z").tooltip.endswith(
        "\nВ руке слишком много тайлов, чтобы все они остались рядом с поном: он возьмёт из руки "
        "2\u00a0таких тайла, остальные с палитры."
    )
    c.set_lang("en")
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s12z (555z)"
    _count_right(c)
    assert _tile(c, "5z").left == 1  # the fourth one still on the palette
    assert c.undo() and c.notation_text() == "123m456p789s155z2z"


def test_a_pon_on_12_tiles_holding_one_copy_takes_it_from_the_hand() -> None:
    c = _marked("123m456p789s5z1z2z", "pon")
    assert _tile(c, "5z").tooltip.endswith(
        "beside the pon: it takes one from the hand, the rest from the palette."
    )
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s12z (555z)"
    _count_right(c)


def test_a_chi_on_13_tiles_takes_the_two_tiles_it_owes_from_the_hand() -> None:
    c = _marked("456p789s45m11z22z3z", "chi")
    assert _tile(c, "3m").tooltip.endswith(
        "\nThe hand is too full to keep all its tiles beside the chi: it takes 2 from the hand, the "
        "rest from the palette."
    )
    assert c.palette_click("3m")
    assert [str(m) for m in c.state.melds] == ["chi 345m"]
    assert c.notation_text() == "456p789s11223z (345m)"
    _count_right(c)
    # 12 tiles: one from the hand (its 4m), 3m and 5m from the palette
    c = _marked("456p789s4m11z22z3z", "chi")
    assert _tile(c, "3m").tooltip.endswith(
        "beside the chi: it takes one from the hand, the rest from the palette."
    )
    assert c.palette_click("3m")
    assert c.notation_text() == "456p789s11223z (345m)"
    _count_right(c)


def test_a_pon_of_fives_on_a_full_hand_takes_the_hands_red_five_too() -> None:
    c = _marked("123m456p789s11z0m5m", "pon")
    assert c.palette_click("5m")
    assert c.notation_text() == "123m456p789s11z (055m)"
    _count_right(c)


def test_a_pon_the_full_hand_cannot_give_is_refused_and_says_why() -> None:
    """13 tiles holding one 5z: a pon would leave 12 beside it (11 fit). It is refused, the
    tooltip says which tile, that the hand is full and holds only one, and to take a tile out
    first; the tile is not greyed out, as a full hand does not grey the palette in Hand mode."""
    c = _marked("123m456p789s5z1z2z3z", "pon")
    said = (
        "The hand is too full for the pon and holds only one 5z: the pon would leave too many "
        "tiles in it. Remove a tile from the hand first."
    )
    tile = _tile(c, "5z")
    assert tile.enabled and tile.refusal == said and tile.tooltip == "White dragon: 3 left\n" + said
    assert not c.palette_click("5z")
    assert c.notation_text() == "123m456p789s125z3z" and not c.state.melds
    assert _tile(c, "6z").refusal == (
        "The hand is too full for the pon and holds no 6z: the pon would leave too many tiles in "
        "it. Remove 2 tiles from the hand first."
    )
    c.set_lang("ru")
    assert _tile(c, "5z").refusal == (
        "Для пона в руке слишком много тайлов, а 5z в ней только 1: пон оставил бы в руке лишние "
        "тайлы. Сначала уберите из руки 1\u00a0тайл."
    )
    c.set_lang("en")
    # done as said: a tile taken out, the pon takes the hand's 5z and two from the palette
    shown = [t.code for t in c.view().hand]
    assert c.remove_hand_tile(shown.index("3z"))
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s12z (555z)"
    _count_right(c)
    # a chi: 13 tiles holding one of 456m (its 6m), none of 123m
    c = _marked("456p789s11z22z33z6m", "chi")
    tile = _tile(c, "4m")
    assert tile.enabled and tile.refusal == (
        "The hand is too full for the chi 456m and holds only one of its tiles: the chi would leave "
        "too many tiles in it. Remove a tile from the hand first."
    )
    assert not c.palette_click("4m") and not c.state.melds
    assert _tile(c, "1m").refusal.startswith(
        "The hand is too full for the chi 123m and holds none of its tiles"
    )
    # a full hand of 14: a pon of a tile it does not hold was added from the palette (15 tiles)
    c = _marked("123m456p789s11z22z5z", "pon")
    assert not c.palette_click("7z") and not c.state.melds


def test_a_hand_with_room_still_takes_the_meld_from_the_palette() -> None:
    c = _marked("123m456p789s5z", "pon")
    assert _tile(c, "5z").tooltip == "White dragon: 3 left"
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s5z (555z)"


def test_a_refusal_does_not_count_the_winning_tile_without_saying_so() -> None:
    """14 tiles showing two 5z, the last the winning tile: the pon may take only the other (a
    called pon never holds the winning tile), so it is refused; the refusal said "holds only one
    5z" while the player sees two. It now says the winning tile is not counted, and why."""
    c = _marked("123m456p789s1z22z5z5z", "pon")
    said = (
        "The hand is too full for the pon and holds only one 5z besides the winning tile 5z (a "
        "called pon never holds it): the pon would leave too many tiles in it. Remove 2 tiles from "
        "the hand first."
    )
    tile = _tile(c, "5z")
    assert tile.enabled and tile.refusal == said and tile.tooltip == "White dragon: 2 left\n" + said
    assert not c.palette_click("5z") and not c.state.melds
    c.set_lang("ru")
    assert _tile(c, "5z").refusal == (
        "Для пона в руке слишком много тайлов, а 5z, кроме выигрышного тайла 5z, в ней только 1 "
        "(открытый пон его не содержит никогда): пон оставил бы в руке лишние тайлы. Сначала "
        "уберите из руки 2\u00a0тайла."
    )
    # the winning tile the only copy: "holds no 5z besides" it
    c = _marked("123m456p789s1z22z3z5z", "pon")
    assert _tile(c, "5z").refusal.startswith(
        "The hand is too full for the pon and holds no 5z besides the winning tile 5z (a called "
        "pon never holds it)"
    )
    # a chi whose tiles the winning tile 4m is one of: 14 tiles holding 6m beside it
    c = _marked("456p789s11z22z33z6m4m", "chi")
    assert _tile(c, "4m").refusal == (
        "The hand is too full for the chi 456m and holds only one of its tiles besides the winning "
        "tile 4m (a called chi never holds it): the chi would leave too many tiles in it. Remove 2 "
        "tiles from the hand first."
    )
    assert not c.palette_click("4m") and not c.state.melds
    c.set_lang("ru")
    assert _tile(c, "4m").refusal.startswith(
        "Для чи 456m в руке слишком много тайлов, а из его тайлов, кроме выигрышного тайла 4m, в "
        "ней только 1 (открытый чи его не содержит никогда)"
    )
    # a winning tile of another kind changes nothing in the words
    c = _marked("123m456p789s11z22z5z", "pon")
    assert _tile(c, "7z").refusal.startswith("The hand is too full for the pon and holds no 7z: ")


def test_a_refusal_names_a_five_by_its_kind_not_by_the_face_clicked() -> None:
    """13 tiles holding one plain 5m, the pon picked by the red 0m: the refusal said "holds only
    one 0m", and the hand holds none; the count takes a red five and a plain one alike."""
    c = _marked("123m456p789s11z2z5m", "pon")
    said = (
        "The hand is too full for the pon and holds only one 5m/0m: the pon would leave too many "
        "tiles in it. Remove a tile from the hand first."
    )
    assert _tile(c, "0m").refusal == said
    assert _tile(c, "5m").refusal == said
    assert not c.palette_click("0m") and not c.state.melds
    c.set_lang("ru")
    assert _tile(c, "0m").refusal.startswith("Для пона в руке слишком много тайлов, а 5m/0m в ней только 1: ")
    # holding none: both faces named too
    c = _marked("123m456p789s11z22z3z", "pon")
    assert _tile(c, "0s").refusal.startswith("The hand is too full for the pon and holds no 5s/0s: ")


def test_a_refusal_counts_the_tiles_still_to_remove() -> None:
    """A full hand of 14 holding no 9m, Pon 9m: the refusal said "Remove a tile from the hand
    first" after each of the three removals the pon needed. It now says how many are left to
    remove, and the pon goes through once they are."""
    c = _marked("123m456p789s11z22z5z", "pon")
    head = "The hand is too full for the pon and holds no 9m: the pon would leave too many tiles in it. "
    said = []
    for _ in range(3):
        said.append(_tile(c, "9m").refusal)
        assert not c.palette_click("9m") and not c.state.melds
        assert c.remove_hand_tile(0)
    assert said == [
        head + "Remove 3 tiles from the hand first.",
        head + "Remove 2 tiles from the hand first.",
        head + "Remove a tile from the hand first.",
    ]
    assert c.palette_click("9m") and c.state.melds
    _count_right(c)
    c = _marked("123m456p789s11z22z5z", "pon")
    c.set_lang("ru")
    assert _tile(c, "9m").refusal.endswith("Сначала уберите из руки 3\u00a0тайла.")
