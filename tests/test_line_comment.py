"""The comment that ends a record line, as the line is read, kept on the line that replaces it
(a past line corrected in its tracker dialog)."""

from __future__ import annotations

import pytest

from mjgui.core.game.lines import line_comment, line_words, with_comment


@pytest.mark.parametrize(
    ("text", "comment"),
    [
        ("tsumo Boris 2 30   # was 3 30?", "   # was 3 30?"),
        ("ron Chen from Aiko 3 40", ""),
        ("ron Chen from Aiko 3 30#note", "#note"),
        ('tsumo Boris hand "123m # 456p" # hand', " # hand"),  # the # in quotes is a word's
        (r"riichi Bo\#ris # escaped", " # escaped"),
        ('ron Chen from "Aiko # x', ""),  # quotes left open: no line to read
        ("abort # kyuushu  ", " # kyuushu"),
    ],
)
def test_the_comment_is_where_the_line_reading_starts_it(text: str, comment: str) -> None:
    assert line_comment(text) == comment


def test_the_new_line_keeps_the_old_comment() -> None:
    assert (
        with_comment("tsumo Boris 3 30", "tsumo Boris 2 30   # was 3 30?") == "tsumo Boris 3 30   # was 3 30?"
    )
    assert (
        with_comment("ron Chen from Aiko 1 30", "ron Chen from Aiko 3 30#note")
        == "ron Chen from Aiko 1 30 #note"
    )
    assert with_comment("riichi Aiko", "riichi Boris") == "riichi Aiko"
    assert with_comment("riichi Aiko # mine", "riichi Boris # old") == "riichi Aiko # mine"


@pytest.mark.parametrize("space", ["\u00a0", "\u2007", "\u202f", "\u2003", "\u3000"])
def test_the_comment_is_found_after_any_space_a_line_splits_its_words_at(space: str) -> None:
    """How a line splits into words is one rule (``line_words``): the comment after a
    no-break or an ideographic space is the one the line's reading leaves out, and a line
    corrected in its dialog keeps it."""
    text = f"tsumo Boris 2{space}30{space}# was{space}3 30?"
    comment = line_comment(text)
    assert comment == f"{space}# was{space}3 30?"
    assert line_words(text[: -len(comment)]) == line_words(text) == ["tsumo", "Boris", "2", "30"]
    assert with_comment("tsumo Boris 3 30", text) == f"tsumo Boris 3 30{comment}"
    assert line_comment(f"riichi Boris{space}#x") == f"{space}#x"
