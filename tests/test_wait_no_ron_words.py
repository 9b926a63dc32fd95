"""A wait whose ron (or tsumo) does not win says so, in the tenpai discard lines and in the
copied waits, as a furiten wait does: "Discard 6s: tenpai, 3 winning tiles left (1z×3) — 1z ron
no yaku" read as if the ron won; now "1z: no ron (no yaku)", "no ron (needs 2 han of yaku)"."""

from __future__ import annotations

import pytest

from mjgui.cli import parse_score_args
from mjgui.controller.scoring.explain import before_tenpai_notes
from mjgui.core.errors import HandError
from mjgui.core.scoring.tiles import parse_tiles
from tests.test_controller import load

NBSP = "\u00a0"


def test_a_tenpai_discard_line_says_a_ron_without_yaku_does_not_win() -> None:
    """mjgui 234m567p055s66s78s1z --honba 5 --discards 9s (ryanhan shibari from 5 honba)."""
    spec = parse_score_args(["234m567p055s66s78s1z", "--honba", "5"])[0].spec
    lines = {
        lang: [n.text for n in before_tenpai_notes(spec, parse_tiles("9s"), lang)[1]] for lang in ("en", "ru")
    }
    assert lines["en"] == [
        "Discard 1z: tenpai, 12 winning tiles left (4s×4 6s×2 7s×3 9s×3) — 4s: furiten, no ron (5800 · 3 "
        "han 30 fu); 6s: furiten, no ron (needs 2 han of yaku); 7s: furiten, no ron (5800 · 3 han 30 "
        "fu); 9s: furiten, no ron (no yaku)",
        "Discard 6s: tenpai, 3 winning tiles left (1z×3) — 1z: no ron (no yaku)",
    ]
    assert (
        lines["ru"][1]
        == "Сбросить 6s: тенпай, осталось 3\u00a0выигрышных тайла (1z×3) — 1z: рон нельзя (нет яку)"
    )


def test_a_tenpai_discard_line_says_a_wait_held_back_by_ryanhan_shibari_does_not_win() -> None:
    """Discarding 4p: the 6s wait has 1 han of yaku under 5 honba (needs 2), 9s none, the 4s
    and 7s pay; nothing was discarded before, so none is furiten."""
    spec = parse_score_args(["234m567p055s66s78s4p", "--honba", "5"])[0].spec
    en = before_tenpai_notes(spec, (), "en")[1][0].text
    assert en.endswith(
        "— 4s: ron 5800 · 3 han 30 fu; 6s: no ron (needs 2 han of yaku); 7s: ron 5800 · 3 han 30 fu; "
        "9s: no ron (no yaku)"
    )
    ru = before_tenpai_notes(spec, (), "ru")[1][0].text
    assert ru.endswith(
        f"— 4s: рон — 5800 · 3{NBSP}хан 30{NBSP}фу; 6s: рон нельзя (нужно 2{NBSP}хан за яку); "
        f"7s: рон — 5800 · 3{NBSP}хан 30{NBSP}фу; 9s: рон нельзя (нет яку)"
    )


def test_the_copied_waits_say_every_ron_and_tsumo_that_does_not_win() -> None:
    """The copied result once read "9s (4 left): ron no yaku; tsumo needs 2 han of yaku"."""
    en = load("234m567p055s66s78s --honba 5").result_text().splitlines()
    assert en[en.index("Waits:") + 1 :] == [
        "  4s (4 left): ron 5800 · 3 han 30 fu; tsumo 2600 all · 4 han 20 fu",
        "  6s (2 left): no ron (needs 2 han of yaku); tsumo 2000 all · 3 han 30 fu",
        "  7s (3 left): ron 5800 · 3 han 30 fu; tsumo 2600 all · 4 han 20 fu",
        "  9s (4 left): no ron (no yaku); no tsumo (needs 2 han of yaku)",
    ]
    ru = load("234m567p055s66s78s --honba 5", "ru").result_text().splitlines()
    assert ru[ru.index("Ожидания:") + 1 :] == [
        f"  4s (осталось 4): рон — 5800 · 3{NBSP}хан 30{NBSP}фу; "
        f"цумо — 2600 со{NBSP}всех · 4{NBSP}хан 20{NBSP}фу",
        f"  6s (осталось 2): рон нельзя (нужно 2{NBSP}хан за яку); "
        f"цумо — 2000 со{NBSP}всех · 3{NBSP}хан 30{NBSP}фу",
        f"  7s (осталось 3): рон — 5800 · 3{NBSP}хан 30{NBSP}фу; "
        f"цумо — 2600 со{NBSP}всех · 4{NBSP}хан 20{NBSP}фу",
        f"  9s (осталось 4): рон нельзя (нет яку); цумо нельзя (нужно 2{NBSP}хан за яку)",
    ]
    # an open hand without yaku: neither wins
    en = load("678p4550s --pon 888m --pon 111p --seat W").result_text().splitlines()
    assert "  3s (4 left): no ron (no yaku); no tsumo (no yaku)" in en


@pytest.mark.parametrize(
    ("lang", "ron", "tsumo", "furiten"),
    [
        ("en", "no ron", "no tsumo", "furiten, no ron"),
        ("ru", "рон нельзя", "цумо нельзя", "фуритен, рон нельзя"),
    ],
)
def test_a_win_that_cannot_happen_is_said_without_a_reason(
    lang: str, ron: str, tsumo: str, furiten: str
) -> None:
    from mjgui.controller.scoring.values import ron_said, tsumo_said

    cannot = HandError("renhou_on_tsumo_dealer")
    assert (ron_said(cannot, lang), tsumo_said(cannot, lang)) == (ron, tsumo)
    assert ron_said(cannot, lang, furiten=True) == furiten


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("before", ["", "9s"])
def test_every_wait_of_a_discard_line_has_one_shape_the_waits_page_s(lang: str, before: str) -> None:
    """The discard line wrote its waits three ways: "5z ron 3900 · ...", "2s: no ron (no yaku)",
    "5m furiten, no ron (...)". Now each is its tile, a colon, and the ron as the waits page
    after that discard says it (the copied waits' words): "5z: ron 3900 · ...", "2s: no ron
    (no yaku)", "5m: furiten, no ron (...)". Discarding 4p under 5 honba: 4s and 7s pay, 6s has
    too few han, 9s no yaku; all furiten when 9s was discarded before."""
    from mjgui.controller.scoring.explain import before_tenpai_notes

    spec = parse_score_args(["234m567p055s66s78s4p", "--honba", "5"])[0].spec
    line = before_tenpai_notes(spec, parse_tiles(before) if before else (), lang)[1][0].text
    c = load("234m567p055s66s78s --honba 5", lang)
    c.set_mode("discard")
    for t in parse_tiles(before + "4p"):
        assert c.palette_click(t.code)
    rows = c.view().waits.rows
    assert [(w.tile.code, w.furiten) for w in rows] == [(t, bool(before)) for t in ("4s", "6s", "7s", "9s")]
    assert line.endswith(" — " + "; ".join(f"{w.tile.code}: {w.ron_said}" for w in rows))
    furiten = {"en": "furiten, no ron", "ru": "фуритен, рон нельзя"}[lang]
    assert all(w.ron_said.startswith(furiten) for w in rows) == bool(before)
