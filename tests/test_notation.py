"""The notation field's syntax: concealed MPSZ plus bracketed melds, errors with positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.core.errors import NotationError
from mjgui.core.numbers import number
from mjgui.core.scoring.hand import Meld, make_meld
from mjgui.core.scoring.notation import (
    NOTATION_TEXTS,
    MeldNotationError,
    error_span,
    format_hand,
    format_meld,
    parse_hand,
)
from mjgui.core.scoring.tiles import Tile, parse_tiles
from tests.util import both


def tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text)


def test_plain_hand_last_tile_is_the_winning_tile() -> None:
    hand = parse_hand("234m567p3467888s5s")
    assert hand.concealed == tiles("234m567p3467888s5s")
    assert hand.win == Tile(22)
    assert hand.melds == ()


def test_empty_text_is_an_empty_hand() -> None:
    hand = parse_hand("   ")
    assert hand.empty
    assert hand.win is None


@pytest.mark.parametrize(
    ("text", "kind", "meld_tiles"),
    [
        ("(123m)", "chi", "123m"),
        ("(312m)", "chi", "123m"),
        ("(555p)", "pon", "555p"),
        ("(5555p)", "kan", "5555p"),
        ("[5555p]", "ankan", "5555p"),
        ("(406m)", "chi", "406m"),
        ("[0555p]", "ankan", "0555p"),
        ("(777z)", "pon", "777z"),
    ],
)
def test_each_meld_kind(text: str, kind: str, meld_tiles: str) -> None:
    hand = parse_hand("11z " + text)
    assert len(hand.melds) == 1
    meld = hand.melds[0]
    assert meld.kind == kind
    assert sorted(meld.tiles) == sorted(tiles(meld_tiles))
    assert hand.concealed == tiles("11z")


def test_melds_anywhere_and_concealed_parts_join() -> None:
    hand = parse_hand("11z (123m) 234p [7777s] 5s")
    assert [m.kind for m in hand.melds] == ["chi", "ankan"]
    assert hand.concealed == tiles("11z234p5s")
    assert hand.win == Tile(22)


@pytest.mark.parametrize(
    ("text", "code", "pos", "length"),
    [
        ("123", "notation_no_suit", 1, 3),
        ("12x", "notation_char", 3, 1),
        ("11z (12m", "notation_unclosed", 5, 4),
        ("123m)", "notation_unopened", 5, 1),
        ("(12(3m))", "notation_nested", 4, 1),
        ("(12m]", "notation_mismatch", 5, 1),
        ("(124m)", "notation_bad_meld", 1, 6),
        ("(11m)", "notation_bad_meld", 1, 5),
        ("[555p]", "notation_bad_closed_kan", 1, 6),
        ("()", "notation_empty_meld", 1, 2),
        ("8z", "notation_honor", 1, 1),
        ("0z", "notation_red_honor", 1, 1),
        ("123m (45x)", "notation_char", 9, 1),
        ("(111z)(222z)(333z)(444z)(555z)", "notation_too_many_melds", 25, 6),
        ("123m 45", "notation_no_suit", 6, 2),
    ],
)
def test_errors_name_the_position(text: str, code: str, pos: int, length: int) -> None:
    with pytest.raises(NotationError) as caught:
        parse_hand(text)
    err = caught.value
    assert err.code == code
    assert err.pos == pos
    assert error_span(err) == (pos - 1, length)
    english = err.message("en")
    russian = err.message("ru")
    assert str(pos) in english and str(pos) in russian
    assert "{" not in english and "{" not in russian
    assert english != russian


def test_own_codes_have_both_languages() -> None:
    for code, (en, ru) in ((c, both(m)) for c, m in NOTATION_TEXTS.items()):
        err = MeldNotationError(code, 3, bracket="(", close=")", tiles="12m", count=5)
        assert err.message("en") != err.message("ru"), code
        assert "{" not in err.message("en") and "{" not in err.message("ru")
        assert en and ru


@pytest.mark.parametrize(
    ("concealed", "melds", "win", "text"),
    [
        ("234m567p3467888s5s", (), "5s", "234m567p3467888s5s"),
        ("11z", (("chi", "123m"), ("pon", "555p"), ("kan", "7777s"), ("ankan", "9999s")), "1z",
         "11z (123m) (555p) (7777s) [9999s]"),
        ("1235p0p", (), "0p", "1235p0p"),
        ("123p0p5p", (), "5p", "12305p"),
        ("", (("pon", "777z"),), None, "(777z)"),
    ],
)  # fmt: skip
def test_format_puts_the_winning_tile_last(
    concealed: str, melds: tuple[tuple[str, str], ...], win: str | None, text: str
) -> None:
    meld_objs = tuple(make_meld(kind, tiles(t)) for kind, t in melds)  # type: ignore[arg-type]
    conc = parse_tiles(concealed, allow_empty=True)
    out = format_hand(conc, meld_objs, tiles(win)[0] if win else None)
    assert out == text
    back = parse_hand(out)
    assert sorted(back.concealed) == sorted(conc)
    assert back.melds == meld_objs
    if win:
        assert back.win == tiles(win)[0]


def test_format_meld_brackets() -> None:
    assert format_meld(Meld("ankan", tiles("0555p"))) == "[0555p]"
    assert format_meld(make_meld("chi", tiles("3m"))) == "(345m)"


faces = st.builds(
    lambda kind, red: Tile(kind, red and kind in (4, 13, 22)),
    st.integers(0, 33),
    st.booleans(),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(faces, min_size=1, max_size=14), st.lists(st.integers(0, 33), max_size=4))
def test_round_trip(concealed: list[Tile], pon_kinds: list[int]) -> None:
    melds = tuple(make_meld("pon", (Tile(k),)) for k in pon_kinds)
    win = concealed[-1]
    text = format_hand(concealed, melds, win)
    back = parse_hand(text)
    assert sorted(back.concealed) == sorted(concealed)
    assert back.win == win
    assert back.melds == melds


@pytest.mark.parametrize(
    "text",
    [
        "1" * 200_000 + "m",  # one huge word of digits
        "(" * 5000,
        "123m " * 1000,
        "(1111m)" * 1000,
    ],
)
def test_over_long_text_is_refused_before_parsing(text: str) -> None:
    for parse in (parse_hand, parse_tiles):
        with pytest.raises(NotationError) as info:
            parse(text)
        err = info.value
        assert err.code == "notation_too_long"
        assert err.pos == 1001
        message = err.message()
        length = number(len(text), "en")  # 200 000, grouped as every count
        assert message.startswith(f"The tiles are written in {length} characters, but at most 1000")
        assert len(message) < 200
        assert err.message("ru").startswith(f"Символов в записи тайлов: {length}")


def test_texts_up_to_the_limit_are_read() -> None:
    hand = parse_hand("234m567p3467888s5s" + " " * (1000 - 18))
    assert len(hand.concealed) == 14
    with pytest.raises(NotationError) as info:
        parse_hand("(" + "1" * 999)  # the longest text: an unclosed meld is found in one pass
    assert info.value.code == "notation_unclosed"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpsz()[] x", max_size=1000))
def test_any_notation_text_is_read_or_refused_with_a_position(text: str) -> None:
    try:
        parse_hand(text)
    except NotationError as err:
        start, length = error_span(err)
        assert 0 <= start <= len(text) and length >= 1
        assert "{" not in err.message() and "{" not in err.message("ru")


def _read(text: str, allow_empty: bool, *, quick: bool) -> object:
    """parse_tiles' answer (tiles or the error's code and params), with or without its
    run-by-run fast path."""
    import re

    import mjgui.core.scoring.tiles as tiles_module

    saved = tiles_module._RUN
    if not quick:
        tiles_module._RUN = re.compile(r"(?!)")  # matches nothing: the loop reads all
    try:
        return parse_tiles(text, allow_empty=allow_empty)
    except NotationError as err:
        return (err.code, dict(err.params))
    finally:
        tiles_module._RUN = saved


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="0123456789mpszMPSZ x\t", max_size=30), st.booleans())
def test_fast_tile_reading_matches_the_character_loop(text: str, allow_empty: bool) -> None:
    assert _read(text, allow_empty, quick=True) == _read(text, allow_empty, quick=False)


def test_the_readme_writes_its_example_back_as_the_window_does() -> None:
    # the README said the window writes "234p5s (789m) (777z) [0555p] 5s" back as
    # "234p5s (789m) (777z) [0555p]", a hand of 13 tiles
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    example = re.search(r"\| `([^`]+)` \| melds may stand anywhere", readme)
    written = re.search(r"When the window writes a hand back .*?: `([^`]+)`", readme, re.S)
    assert example is not None and written is not None
    hand = parse_hand(example.group(1))
    back = format_hand(hand.concealed, hand.melds, hand.win)
    assert back == written.group(1) == "234p55s (789m) (777z) [0555p]"


@pytest.mark.parametrize(
    "typed",
    [
        "234m\u200b567p3467888s5s",  # a zero-width space from a web page
        "\ufeff234m567p3467888s5s",  # a byte order mark from a Windows text file
        "234m\u00ad567p3467888s5s",  # a soft hyphen
        "２３４ｍ５６７ｐ３４６７８８８ｓ５ｓ",  # a Japanese input method's full-width characters
        "234m\u3000567p3467888s5s",  # a full-width space
    ],
)
def test_invisible_and_full_width_characters_read_as_plain_notation(typed: str) -> None:
    # the zero-width space was refused as 'Unexpected "" at position 5', a character nobody sees
    assert parse_hand(typed) == parse_hand("234m567p3467888s5s")


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("234ь567з3467888ы5ы", "234m567p3467888s5s"),  # the keys of m, p, s with a Russian layout on
        ("234з678ы5ы(123ь)х7777яъ5ы", "234p678s5s(123m)[7777z]5s"),  # z, [ and ] too
        ("234Ь567З3467888Ы11Я", "234M567P3467888S11Z"),  # with Shift
    ],
)
def test_the_notation_keys_typed_with_a_russian_layout_on_read_as_the_letters(typed: str, plain: str) -> None:
    # ь, з, ы, я, х and ъ were refused: 'Unexpected "ь" at position 4'
    assert parse_hand(typed) == parse_hand(plain)
    assert parse_tiles(typed.split("(")[0]) == parse_tiles(plain.split("(")[0])


def test_an_error_after_a_russian_layout_letter_keeps_its_position() -> None:
    with pytest.raises(NotationError) as err:
        parse_hand("234ьж")
    said = 'Unexpected "ж" at position 5: expected a digit 0-9 or a suit letter m, p, s, z.'
    assert err.value.message() == said


def test_full_width_brackets_hold_melds_and_errors_keep_their_positions() -> None:
    assert parse_hand("234p678s5s（123m）［7777z］5s") == parse_hand("234p678s5s(123m)[7777z]5s")
    with pytest.raises(NotationError) as err:
        parse_hand("２３４ｍ\u200bx")
    said = 'Unexpected "x" at position 6: expected a digit 0-9 or a suit letter m, p, s, z.'
    assert err.value.message() == said
