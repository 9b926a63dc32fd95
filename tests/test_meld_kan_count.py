"""A kan (open or closed) marked on a hand that is already (nearly) full takes from the hand the
tiles of its kind, as a chi or a pon does (tests/test_meld_count.py): the hand has to give as
many as it has beyond what fits beside one more meld. A hand that holds fewer copies than that
is refused, and the tooltip says why; the kan went through and left the hand with too many
tiles ("123m456p789s123z (5555z)": 12 tiles for a need of 11)."""

from __future__ import annotations

import pytest

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.views import PaletteTileView


def _tile(c: Controller, code: str) -> PaletteTileView:
    return next(p for p in c.view().palette if p.code == code)


def _marked(notation: str, mode: str) -> Controller:
    c = Controller()
    c.set_notation(notation)
    c.set_mode(mode)
    return c


def _refused(c: Controller, code: str, said: str) -> None:
    """The tile stays enabled (a full hand does not grey the palette out), its refusal and
    tooltip say ``said``, and a click changes nothing."""
    before = c.notation_text()
    tile = _tile(c, code)
    assert tile.enabled and tile.refusal == said
    assert tile.tooltip.endswith("\n" + said)
    assert not c.palette_click(code)
    assert c.notation_text() == before and not c.state.melds


@pytest.mark.parametrize("mode", ["kan", "ankan"])
def test_a_kan_on_13_tiles_holding_one_copy_is_refused(mode: str) -> None:
    c = _marked("123m456p789s5z1z2z3z", mode)
    _refused(
        c,
        "5z",
        "The hand is too full for the kan and holds only one 5z: the kan would leave too many "
        "tiles in it. Remove a tile from the hand first.",
    )
    assert _tile(c, "5z").tooltip.startswith("White dragon: 3 left\n")
    c.set_lang("ru")
    assert _tile(c, "5z").refusal == (
        "Для кана в руке слишком много тайлов, а 5z в ней только 1: кан оставил бы в руке лишние "
        "тайлы. Сначала уберите из руки 1\u00a0тайл."
    )
    c.set_lang("en")
    # done as said: a tile taken out, the kan takes the hand's 5z and three from the palette
    shown = [t.code for t in c.view().hand]
    assert c.remove_hand_tile(shown.index("3z"))
    assert _tile(c, "5z").tooltip.endswith("\nThe kan takes the tile of this kind that is in the hand.")
    assert c.palette_click("5z")
    assert c.notation_text() in ("123m456p789s12z (5555z)", "123m456p789s12z [5555z]")
    assert len(c.state.concealed) == c.state.need
    assert c.view().headline.text != "Too many tiles"


@pytest.mark.parametrize("mode", ["kan", "ankan"])
def test_a_kan_on_a_full_hand_without_its_tile_is_refused(mode: str) -> None:
    c = _marked("123m456p789s11z22z5z", mode)  # 14 tiles, no 7z
    _refused(
        c,
        "7z",
        "The hand is too full for the kan and holds no 7z: the kan would leave too many tiles in "
        "it. Remove 3 tiles from the hand first.",
    )
    assert _tile(c, "7z").tooltip.startswith("Red dragon: 4 left\n")
    c.set_lang("ru")
    assert _tile(c, "7z").refusal == (
        "Для кана в руке слишком много тайлов, а 7z в ней нет: кан оставил бы в руке лишние тайлы. "
        "Сначала уберите из руки 3\u00a0тайла."
    )
    c = _marked("123m456p789s11z2z3z", mode)  # 13 tiles, no 5z
    _refused(
        c,
        "5z",
        "The hand is too full for the kan and holds no 5z: the kan would leave too many tiles in "
        "it. Remove 2 tiles from the hand first.",
    )


def test_a_kan_of_fives_names_the_kind_not_the_face_picked() -> None:
    c = _marked("123m456p789s11z2z5m", "ankan")  # 13 tiles, one plain 5m
    said = (
        "The hand is too full for the kan and holds only one 5m/0m: the kan would leave too many "
        "tiles in it. Remove a tile from the hand first."
    )
    _refused(c, "0m", said)
    _refused(c, "5m", said)


def test_a_kan_the_hand_can_give_still_works() -> None:
    # 13 tiles holding three: the kan leaves 10, one short (the replacement tile)
    c = _marked("123m456p789s555z1z", "kan")
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s1z (5555z)"
    # 14 tiles holding three: 11 left, complete in count
    c = _marked("123m456p789s555z1z2z", "kan")
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s12z (5555z)"
    assert len(c.state.concealed) == c.state.need
    # 14 tiles holding all four, declared closed
    c = _marked("123m456p789s5555z1z", "ankan")
    assert _tile(c, "5z").refusal == ""
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s1z [5555z]"
    # a hand with room: the four from the palette
    c = _marked("123m456p789s", "kan")
    assert _tile(c, "5z").tooltip == "White dragon: 4 left"
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s (5555z)"


def test_an_added_kan_on_a_full_hand_is_left_as_it_was() -> None:
    c = _marked("123m456p789s11z (555z)", "kan")  # 11 tiles beside the pon, complete in count
    assert _tile(c, "5z").refusal == ""
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s11z (5555z)"
    assert [m.kind for m in c.state.melds] == ["kan"]


def test_a_refusal_other_than_the_full_hand_still_greys_the_tile_out() -> None:
    """The too-full refusal leaves a tile clickable; another refusal on the same full hand does
    not: four melds (one a pon, so Kan mode stays on for its added kan) greyed every tile out
    but for the pon's, and a red five under rules that have none is greyed out whatever the
    hand. Both tiles were left clickable, their click only saying the refusal."""
    c = Controller()
    c.set_notation("2z2z (123m) (456p) (789s) (111z)")
    c.set_mode("kan")
    five = _tile(c, "5z")
    assert not five.enabled and five.refusal == "The hand already has four melds."
    assert _tile(c, "1z").enabled  # the pon's added kan
    c = Controller()
    c.set_preset("ema")
    c.set_notation("123m456p789s5m1z2z3z")  # 13 tiles, one plain 5m
    for mode in ("pon", "kan"):
        c.set_mode(mode)
        red = _tile(c, "0m")
        assert not red.enabled and "red" in red.refusal, (mode, red.refusal)
        plain = _tile(c, "5m")  # the plain five's too-full refusal keeps it clickable
        assert plain.enabled and plain.refusal.startswith("The hand is too full"), (mode, plain.refusal)


@pytest.mark.parametrize("mode", ["kan", "ankan"])
def test_a_refused_kan_keeps_the_count_apart_from_the_tile(mode: str) -> None:
    """A full hand holding a 5m and a red 0m, a kan of fives: "holds only 2 5m/0m" put the count
    beside the tile's own digit; it says "2 copies of 5m/0m" (the Russian, «5m/0m в ней только
    2», was clear)."""
    c = _marked("05m123p456p789s123z", mode)
    said = (
        "The hand is too full for the kan and holds only 2 copies of 5m/0m: the kan would leave too "
        "many tiles in it. Remove a tile from the hand first."
    )
    _refused(c, "5m", said)
    _refused(c, "0m", said)
    c.set_lang("ru")
    assert _tile(c, "5m").refusal.startswith("Для кана в руке слишком много тайлов, а 5m/0m в ней только 2: ")
