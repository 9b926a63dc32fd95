"""The window's controller without Qt: edits, undo/redo, and the view models it builds."""

from __future__ import annotations

import re
import sys

import pytest

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.state import EditState
from mjgui.controller.scoring.views import WindowView
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.tiles import Tile, format_tiles, parse_tiles


def load(args: str, lang: str = "en") -> Controller:
    c = Controller(lang)
    request, _ = parse_score_args(args.split())
    c.load_spec(request.spec, record=False)
    return c


def click_all(c: Controller, text: str) -> None:
    for t in parse_tiles(text):
        assert c.palette_click(t.code), t.code


def yaku_ids(view: WindowView) -> list[str]:
    return [y.id for y in view.yaku]


# ---------------------------------------------------------------------------------------------
# the controller stays free of Qt
# ---------------------------------------------------------------------------------------------


def test_controller_does_not_import_qt() -> None:
    import subprocess

    code = (
        "import sys, mjgui.controller.scoring.calculator, mjgui.core.scoring.notation; "
        "bad = [m for m in sys.modules if m.startswith('PySide6')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# ---------------------------------------------------------------------------------------------
# headline forms
# ---------------------------------------------------------------------------------------------


def test_plain_ron_headline_yaku_fu_and_payments() -> None:
    view = load("234m567p3467888s5s --riichi --seat S --dora 2s").view()
    assert view.headline.text == "7700"
    assert view.headline.tone == "win"
    assert "4 han 30 fu" in view.headline.detail
    assert yaku_ids(view) == ["riichi", "tanyao", "pinfu", "dora"]
    riichi = view.yaku[0]
    assert (riichi.romaji, riichi.kanji, riichi.translated, riichi.han_text) == (
        "Riichi",
        "立直",
        "Ready hand",
        "1 han",
    )
    assert [r.reason for r in view.fu] == ["base", "menzen_ron"]
    assert view.fu[1].text == "closed hand won by ron (menzen kafu): 10 fu"
    assert view.fu_total == "30 fu"
    amounts = {p.wind: p.amount for p in view.payments}
    assert amounts == {"East": "0", "South": "+7700", "West": "−7700", "North": "0"}
    assert [p.role for p in view.payments] == ["pays nothing", "winner", "discarder", "pays nothing"]


def test_mangan_ron_with_honba_and_sticks() -> None:
    c = load("234m567p3467888s5s --riichi --ippatsu --seat S --dora 4s --honba 2 --sticks 2")
    view = c.view()
    assert view.headline.text == "Mangan — 8000 + 600 honba + 2000 sticks"
    assert "total +10\u202f600" in view.headline.detail
    assert view.arithmetic[-1] == "Total: 8000 + 600 + 2000 = 10\u202f600"
    assert "Honba: 2 × 300 = 600 more from the discarder" in view.arithmetic


def test_non_dealer_tsumo_split_and_dealer_all() -> None:
    c = load("234m567p3467888s5s --riichi --tsumo --seat S --dora 2s")
    assert c.view().headline.text == "Mangan — 2000 / 4000"
    c.set_seat(0)
    assert c.view().headline.text == "Mangan — 4000 all"
    view = c.view()
    assert [p.amount for p in view.payments] == ["+12\u202f000", "−4000", "−4000", "−4000"]


def test_yakuman_headline() -> None:
    view = load("119m19p19s123456z7z").view()
    assert view.headline.text == "Yakuman — 48\u202f000"
    assert view.yaku[0].id == "kokushi"
    assert view.yaku[0].yakuman
    assert view.table.limit_lit == len(view.table.limit_labels) - 1
    assert view.fu == () and view.fu_total == "not counted for a yakuman"
    detail = load("119m19p19s123456z7z", "ru").view().headline.detail
    assert detail.endswith("Ожидание: кокушимусо (на один тайл)"), detail


@pytest.mark.parametrize("hand", ["1112345678999m9m --seat S", "11123456789999s --seat S --tsumo"])
def test_a_junsei_chuuren_headline_says_the_nine_sided_wait(hand: str) -> None:
    """The yaku row says "9-sided wait"; the headline said the reading's shanpon or ryanmen (a
    learner read that the double yakuman was won on a shanpon), as a 13-sided kokushi's does not."""
    calc = load(hand)
    assert [y.id for y in calc.view().yaku] == ["chuuren_9"]
    assert calc.view().headline.detail.endswith("Chuuren, 9-sided wait"), calc.view().headline.detail
    assert calc.set_lang("ru")
    detail = calc.view().headline.detail
    assert detail.endswith("Ожидание: чуренпото (на 9\u00a0тайлов)"), detail
    plain = load("1112345678899m9m --seat S").view()  # chuuren, not on the nine-sided wait
    assert [y.id for y in plain.yaku] == ["chuuren"]
    assert "9-sided" not in plain.headline.detail


@pytest.mark.parametrize("needs_yaku", ["off", "on"])
def test_a_dealers_yakuman_at_paarenchan_counts_it_where_paarenchan_needs_a_yaku(needs_yaku: str) -> None:
    """The calculator shows and pays paarenchan on top of a dealer's kokushi at 8 renchan with
    paarenchan_needs_yaku on as off: a yakuman meets the need (it showed kokushi alone, 96 000)."""
    view = load(
        f"19m19p19s12345677z --seat E --renchan 8 --rule-option paarenchan_needs_yaku={needs_yaku}"
    ).view()
    assert view.headline.text == "Triple yakuman — 144\u202f000"
    assert yaku_ids(view) == ["kokushi_13", "paarenchan"]


RENHOU = "234m44456p23678s4s --renhou --seat S --dora 3m"


@pytest.mark.parametrize(
    ("option", "headline", "detail", "han_text", "fu_total", "arithmetic"),
    [
        # the default: renhou is worth mangan and combines with nothing (RULES.md §2): no han
        # of its own, no fu counted; what is paid says so (it was "5 han 30 fu", "Renhou 5 = 5")
        (
            "",
            "Mangan — 8000",
            "Renhou, paid as mangan · Non-dealer ron · Ryanmen (two-sided) wait",
            "Mangan",
            "none (mangan)",
            ["Renhou: paid as mangan, 2000 base points", "Non-dealer ron: 4 × 2000 = 8000"],
        ),
        # a yakuman under the option: shown as every yakuman is
        (
            " --rule-option renhou=yakuman",
            "Yakuman — 32\u202f000",
            "Yakuman · Non-dealer ron · Ryanmen (two-sided) wait",
            "Yakuman",
            "not counted for a yakuman",
            [
                "Yakuman: Renhou 1× = 1×",
                "1× yakuman: 1 × 8000 = 8000 base points",
                "Non-dealer ron: 4 × 8000 = 32\u202f000",
            ],
        ),
    ],
    ids=["mangan", "yakuman"],
)
def test_renhou_shows_what_is_paid(
    option: str, headline: str, detail: str, han_text: str, fu_total: str, arithmetic: list[str]
) -> None:
    view = load(RENHOU + option).view()
    assert view.headline.text == headline
    assert view.headline.detail == detail
    assert [(y.id, y.han_text) for y in view.yaku] == [("renhou", han_text)]
    assert view.fu == () and view.fu_total == fu_total
    assert [line for line in view.arithmetic if not line.startswith("Total")] == arithmetic
    assert not any(" han" in line for line in view.arithmetic)


def test_renhou_shows_what_is_paid_in_russian() -> None:
    view = load(RENHOU, lang="ru").view()
    assert view.headline.detail.startswith("Ренхо, оплачивается как манган · ")
    assert view.yaku[0].han_text == "Манган"
    assert view.fu_total == "нет (манган)"  # after "Фу: " in the panel's title
    assert view.arithmetic[0] == "Ренхо: оплачивается как манган, база 2000"
    # off: no renhou at all in these rules, the flag is refused
    off = load(RENHOU + " --rule-option renhou=off").view()
    assert off.headline.tone == "error"


def test_russian_texts_come_from_the_core() -> None:
    view = load("234m567p3467888s5s --riichi --tsumo --seat S --dora 2s", lang="ru").view()
    assert view.headline.text == "Манган — 2000 / 4000"
    # a wait named inside a sentence is in lower case
    assert view.headline.detail.endswith(" · Ожидание: рянмен"), view.headline.detail
    english = load("234m567p3467888s5s --riichi --tsumo --seat S --dora 2s").view()
    assert english.headline.detail.endswith(" · Ryanmen (two-sided) wait"), english.headline.detail
    assert view.yaku[0].romaji == "Riichi"
    assert view.yaku[0].translated.startswith("Риичи")
    # in Russian the Russian name leads, the romaji and the meaning go under it
    assert view.yaku[0].title == "Риичи"
    assert view.yaku[0].subtitle == "Riichi — объявленный тенпай"
    assert view.fu[0].text == "базовые фу (футей): 20\u00a0фу"


# ---------------------------------------------------------------------------------------------
# arithmetic and the score table
# ---------------------------------------------------------------------------------------------


def test_arithmetic_uses_this_hands_numbers() -> None:
    view = load("234m567p3467888s5s --riichi --seat S --dora 2s").view()
    # one explained line per step, from the teaching core (mjgui.core.teach.explain.arithmetic_steps)
    assert view.arithmetic == (
        "Fu: 20 (base) + 10 (closed ron) = 30",
        "30 fu, already a multiple of 10",
        "Han: Riichi 1 + Tanyao 1 + Pinfu 1 + Dora 1 = 4",
        "30 fu × 2^(2+4) = 1920 base points",
        "1920 is not over 2000: no limit, the base stays 1920",
        "Non-dealer ron: 4 × 1920 = 7680",
        "7680 rounded up to the next 100: 7700",
        "Total: 7700",
    )


def test_fu_rounding_and_tsumo_split_lines() -> None:
    # 20 + closed triplet of 9p (8) + dragon pair (2) + kanchan (2) + tsumo (2) = 34 -> 40
    view = load("123m999p46s55z789s5s --tsumo --seat S").view()
    lines = view.arithmetic
    assert lines[0] == "Fu: 20 (base) + 8 (closed triplet 999p) + 2 (pair 55z) + 2 (kanchan) + 2 (tsumo) = 34"
    assert "34 fu rounded up to the next 10: 40 fu" in lines
    assert "Non-dealer tsumo: the dealer pays 2 × 320 = 640" in lines
    assert view.fu_total == "34 → 40 fu"


def test_score_table_lights_this_hands_cell() -> None:
    view = load("234m567p3467888s5s --riichi --seat S --dora 2s").view()
    table = view.table
    assert table.lit == (table.fu_labels.index("30 fu"), 3)
    row, col = table.lit
    assert table.cells[row][col] == "7700"
    assert table.cells[0][0] == "—"  # 20 fu ron does not exist


def test_limit_hand_lights_the_limit_row() -> None:
    view = load("234m567p3467888s5s --riichi --seat S --dora 7s").view()
    assert view.headline.text.startswith("Haneman")
    assert view.table.lit is None
    assert view.table.limit_labels[view.table.limit_lit or 0].startswith("Haneman")


def test_the_score_tables_limit_rows_name_the_han_each_limit_covers() -> None:
    """The labels are what a player reads to find a limit: a wrong range ("6–8 han" for
    haneman) passed every test once. Each row's range is also the han that score that limit."""
    from mjgui.core.scoring.points import base_points
    from mjgui.core.scoring.rules import SEED

    table = load("234m567p3467888s5s --riichi --seat S --dora 7s").view().table
    assert table.limit_labels == (
        "Mangan (5 han)",
        "Haneman (6–7 han)",
        "Baiman (8–10 han)",
        "Sanbaiman (11–12 han)",
        "Yakuman (13+ han)",
    )
    for label, name in zip(table.limit_labels, ("mangan", "haneman", "baiman", "sanbaiman"), strict=False):
        found = re.fullmatch(r".* \((\d+)(?:–(\d+))? han\)", label)
        assert found is not None, label
        low = int(found[1])
        high = int(found[2] or found[1])
        for han in range(low, high + 1):
            assert base_points(han, 30, 0, SEED).limit == name, (label, han)
        assert base_points(low - 1, 30, 0, SEED).limit != name
        assert base_points(high + 1, 30, 0, SEED).limit != name
    assert base_points(13, 30, 0, SEED).limit == "kazoe_yakuman"
    ru = load("234m567p3467888s5s --riichi --seat S --dora 7s", lang="ru").view().table
    assert "6–7" in ru.limit_labels[1] and "13+" in ru.limit_labels[4]


@pytest.mark.parametrize("preset", ["seed", "ema", "wrc", "tenhou", "mahjongsoul", "mleague", "tenhou-sanma"])
def test_the_score_tables_limit_rows_follow_the_presets_kazoe(preset: str) -> None:
    """Under EMA and M-League (kazoe capped at sanbaiman) 13 han and more are a sanbaiman: the
    rows once said "Sanbaiman (11–12 han)", lit for a 15-han hand, and "Yakuman (13+ han)". Each
    row's range is the han that score that limit under the preset; a yakuman no han count reaches
    is said to be made by yaku alone."""
    from mjgui.core.scoring.points import base_points
    from mjgui.core.scoring.rules import PRESETS

    rules = PRESETS[preset]
    table = load(f"22334455667788p --riichi --tsumo --dora 1p --seat S --rules {preset}").view().table
    kazoe = rules.kazoe == "yakuman"
    for label, name in zip(table.limit_labels, ("mangan", "haneman", "baiman", "sanbaiman"), strict=False):
        found = re.fullmatch(r".* \((\d+)(?:–(\d+)|(\+))? han\)", label)
        assert found is not None, label
        low = int(found[1])
        high = 30 if found[3] else int(found[2] or found[1])
        for han in range(low, high + 1):
            assert base_points(han, 30, 0, rules).limit == name, (label, han)
        assert base_points(low - 1, 20, 0, rules).limit != name  # 20 fu: no kiriage mangan
        if not found[3]:
            assert base_points(high + 1, 30, 0, rules).limit != name
    assert table.limit_labels[-1] == ("Yakuman (13+ han)" if kazoe else "Yakuman (yaku only)")
    assert table.limit_labels[table.limit_lit or 0] == (
        "Yakuman (13+ han)" if kazoe else "Sanbaiman (11+ han)"
    )
    assert (base_points(13, 30, 0, rules).limit == "kazoe_yakuman") is kazoe


@pytest.mark.parametrize("preset", ["ema", "mleague"])
def test_the_score_tables_limit_rows_without_kazoe_yakuman_in_russian(preset: str) -> None:
    args = f"22334455667788p --riichi --tsumo --dora 1p --seat S --rules {preset}"
    table = load(args, lang="ru").view().table
    assert table.limit_labels[3:] == ("Санбайман (11+\u00a0хан)", "Якуман (только яку)")
    assert table.limit_labels[table.limit_lit or 0] == "Санбайман (11+\u00a0хан)"


def test_readings_mark_the_chosen_one() -> None:
    view = load("111222333m789s55z --seat S --tsumo").view()
    assert len(view.readings) >= 2
    chosen = [r for r in view.readings if r.chosen]
    assert len(chosen) == 1
    assert "pays the most" in chosen[0].note


# ---------------------------------------------------------------------------------------------
# invalid and yakuless hands
# ---------------------------------------------------------------------------------------------


def test_yakuless_hand_says_why_and_still_shows_fu() -> None:
    view = load("123m567p789s444z11s --seat S").view()
    assert view.headline.text == "No yaku"
    assert view.headline.tone == "nowin"
    assert view.messages[0].code == "no_yaku"
    assert view.messages[0].text.startswith("No yaku: the hand needs at least one yaku")
    assert "dora" not in view.messages[0].text, "the hand has no dora"
    assert view.yaku_note == "No yaku: the hand needs at least one"
    assert view.fu, "the fu of the hand are still shown"
    assert all(p.amount == "" for p in view.payments)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ("11111m234p567s99s --seat S", "too_many_copies"),
        ("234m567p3467888s5s --riichi --pon 777z --seat S", "tile_count"),
        ("234m567p3467888s5s --haitei --seat S", "haitei_on_ron"),
        ("234m567p3467888s5s --riichi --rinshan --tsumo --seat S", "rinshan_without_kan"),
        ("234m567p3467888s5s --ura 1m --seat S", "ura_without_riichi"),
        ("234m567p3467888s5s --tenhou --tsumo --seat S", "tenhou_not_dealer"),
        ("123m567p789s444z11s --seat S", "no_yaku"),
        ("123m567p789s444z11s --riichi --seat S --honba 5", "ryanhan_shibari"),
        ("123m456p789s135z77z --seat S", "not_complete"),
    ],
)
def test_each_error_path_has_a_message(args: str, code: str) -> None:
    view = load(args).view()
    assert view.headline.tone in ("error", "nowin")
    codes = [m.code for m in view.messages]
    assert code in codes
    text = view.messages[codes.index(code)].text
    assert text and "{" not in text


def test_partial_hand_is_a_hint_not_an_error() -> None:
    c = Controller()
    click_all(c, "123m45p")
    view = c.view()
    assert view.headline.text == "5 of 14 tiles"
    assert view.headline.tone == "info"
    assert view.messages == ()


# ---------------------------------------------------------------------------------------------
# waits
# ---------------------------------------------------------------------------------------------


def test_thirteen_tiles_show_waits_with_values() -> None:
    c = load("234m567p3467888s --riichi --seat S --dora 2s")
    view = c.view()
    assert view.waits.active
    assert [w.tile.code for w in view.waits.rows] == ["2s", "5s"]
    assert view.headline.text == "Tenpai: 2s 5s"
    row = view.waits.rows[1]
    assert row.ron == "7700 · 4 han 30 fu"
    assert row.tsumo == "2000 / 4000 · Mangan"
    assert view.hand and view.win_index == -1


def test_furiten_from_discards() -> None:
    c = load("234m567p3467888s --riichi --seat S")
    c.set_mode("discard")
    assert c.palette_click("5s")
    view = c.view()
    assert "furiten" in view.headline.text.lower()
    assert view.waits.furiten.startswith("Furiten: you discarded 5s")
    assert all(w.ron.startswith("furiten") for w in view.waits.rows)
    # shown on two lines, why and then the value, whatever the wording
    for w in view.waits.rows:
        assert w.ron_lines[0] == "furiten, no ron"
        assert w.ron == f"{w.ron_lines[0]} {w.ron_lines[1]}"
    c.set_lang("ru")
    rows = c.view().waits.rows
    assert rows and all(w.ron_lines[0] == "фуритен, рон нельзя" for w in rows)
    assert all(w.ron == f"{w.ron_lines[0]} {w.ron_lines[1]}" for w in rows)


def test_a_ron_on_a_wait_among_the_discards_is_furiten_not_a_win() -> None:
    """With 13 tiles the desk said "Tenpai, furiten: 1m 4m"; with the winning 4m added it
    showed 2000, Dealer ron, and the Apply to game button (a "win" headline)."""
    c = load("23m456p789s234p55z --riichi")
    c.set_mode("discard")
    assert c.palette_click("1m")
    c.set_mode("hand")
    assert c.palette_click("4m")  # the winning tile
    view = c.view()
    assert view.headline.text == "Furiten: no ron" and view.headline.tone == "nowin"
    assert view.messages[0].text == (
        "Furiten: you discarded 1m, one of this hand's waits: this ron is not allowed, tsumo only."
    )
    assert view.payments and all(p.delta == 0 for p in view.payments)
    assert not view.arithmetic and [y.id for y in view.yaku] == ["riichi"]
    c.set_lang("ru")
    view = c.view()
    assert view.headline.text == "Фуритен: рон нельзя"
    assert view.messages[0].text == (
        "Фуритен: в вашем сбросе 1\u00a0ожидание этой руки (1m); этот рон не разрешён, только цумо."
    )
    c.set_lang("en")
    assert c.set_flag("tsumo", True)  # a tsumo on it wins
    assert c.view().headline.tone == "win"


def test_the_quizs_winning_hands_of_the_session_are_those_the_desk_pays() -> None:
    """*Add the calculator's winning hands* (``won_hands``) offered a ron the desk refuses as
    furiten, and a hand whose fifth copy is among the discards: each scored by the core alone."""
    c = Controller()
    c.set_mode("discard")
    assert c.palette_click("1m")
    c.set_mode("hand")
    c.set_notation("23m456p789s234p55z4m")
    assert c.set_flag("riichi", True)
    assert c.view().headline.text == "Furiten: no ron"
    assert c.won_hands() == []
    assert c.set_flag("tsumo", True)  # a tsumo on it the desk pays: offered
    assert c.view().headline.tone == "win"
    assert [(h.win_tile.code, h.tsumo, h.riichi) for h in c.won_hands()] == [("4m", True, True)]
    # four 4m discarded: the typed hand's 4m is a fifth, "Check the hand", not a win
    c = Controller()
    c.set_mode("discard")
    for _ in range(4):
        assert c.palette_click("4m")
    c.set_mode("hand")
    c.set_notation("234m456p789s234p55z")
    assert c.set_flag("riichi", True)
    assert c.view().headline.text == "Check the hand"
    assert c.won_hands() == []
    assert c.remove_discard(0)  # three left: the hand's 4m is the fourth, a win
    assert c.view().headline.tone == "win"
    assert [format_tiles(h.concealed) for h in c.won_hands()] == ["234m234456p789s55z"]


def test_the_quizs_winning_hands_take_the_last_state_of_the_same_tiles_paid_or_not() -> None:
    """A ron entered first and made furiten by a discard added after it (the desk: "Furiten: no
    ron", no Apply to game) was still offered to the quiz from the earlier state, 2000; so was a
    ron on which chankan was ticked later ("Check the hand"). The last state of the same tiles
    decides; an undo of the discard brings the paid ron back."""
    c = Controller()
    c.set_notation("23m456p789s234p55z4m")
    assert c.set_flag("riichi", True)
    assert c.view().headline.text == "2000"
    assert [(h.win_tile.code, h.tsumo, h.riichi) for h in c.won_hands()] == [("4m", False, True)]
    c.set_mode("discard")
    assert c.palette_click("1m")  # the player's own discard: the 1m-4m wait
    c.set_mode("hand")
    assert c.view().headline.text == "Furiten: no ron"
    assert c.won_hands() == []
    assert c.won_hands_read().left_out == ()
    assert c.undo()  # the discard taken back: the desk pays the ron again
    assert c.view().headline.text == "2000"
    assert [(h.win_tile.code, h.tsumo) for h in c.won_hands()] == [("4m", False)]
    assert c.redo()
    assert c.set_flag("tsumo", True)  # a tsumo on it the desk pays: offered
    assert [(h.win_tile.code, h.tsumo) for h in c.won_hands()] == [("4m", True)]
    # chankan ticked later on a hand that holds another copy of the robbed tile
    c = Controller()
    c.set_notation("234m567p678s22s13m2m")
    assert c.set_seat(1)
    assert c.view().headline.tone == "win"
    assert [h.win_tile.code for h in c.won_hands()] == ["2m"]
    assert c.set_flag("chankan", True)
    assert c.view().headline.text == "Check the hand"
    assert c.won_hands() == []


def test_a_fifth_copy_made_with_the_discards_is_a_problem() -> None:
    """The palette counts the discards; the hand's check did not: four 4m discarded and a typed
    hand holding 4m scored 2000, and a chankan on 3m with a 3m discarded scored 1000."""
    c = Controller()
    c.set_mode("discard")
    for _ in range(4):
        assert c.palette_click("4m")
    c.set_mode("hand")
    c.set_notation("234m456p789s234p55z")
    view = c.view()
    assert view.headline.text == "Check the hand" and view.headline.tone == "error"
    assert [m.text for m in view.messages] == [
        "4m appears 5 times counting the hand, melds, indicators and your discards (4 there), but a "
        "tile exists only 4 times: remove 1 of them."
    ]
    c.set_lang("ru")
    assert [m.text for m in c.view().messages] == [
        "Тайлов 4m в руке, сетах, индикаторах и вашем сбросе вместе: 5 (в сбросе: 4), а каждого тайла "
        "в наборе всего 4: уберите 1 из них."
    ]
    c.set_lang("en")
    c.set_notation("234m456p789s234p5z")  # 13 tiles: said there too, not the waits
    assert c.view().headline.text == "Check the hand"
    c.set_notation("4m56p789s")  # fewer tiles: said below the count
    assert [m.code for m in c.view().messages] == ["too_many_copies_with_discards"]
    # chankan: the pon, its added tile, the winning tile and the discarded one are five
    c = Controller()
    c.set_notation("24m567p11s345s(678m)3m")
    c.set_seat(2)
    c.set_flag("chankan", True)
    assert c.view().headline.tone == "win"
    c.set_mode("discard")
    assert c.palette_click("3m")
    view = c.view()
    assert view.headline.text == "Check the hand"
    assert [m.text for m in view.messages] == [
        "Chankan robs the tile someone adds to a pon to make a kan, but your discards hold another 3m: "
        "the pon of 3m and the tile added to it (the one robbed) are all four 3m, and that discard "
        "would be a fifth. Remove chankan or that discard."
    ]
    c.set_lang("ru")
    assert c.view().messages[0].text == (
        "Чанкан — это рон на тайл, который добавляют к пону, чтобы сделать кан, но в вашем сбросе есть "
        "ещё один 3m: пон 3m и добавленный к нему тайл (тот, что грабят) — это все четыре 3m, и "
        "сброшенный был бы пятым. Уберите чанкан или этот тайл из сброса."
    )


def test_a_sanma_chankan_on_north_with_a_north_discarded_is_said_for_a_north() -> None:
    """Three players: kokushi waiting on North alone robs a North added to a pon, and the
    player's discards hold another North. The desk said the four-player words («robs the tile
    someone adds to a pon to make a kan»), as if a North were robbed only from a kan; a ron on
    a North set aside is no chankan (core/text.py's chankan_on_nuki), and the North discarded
    makes that ron furiten. Said so now, with the refusal's two ways out."""
    c = Controller()
    assert c.set_preset("tenhou-sanma")
    c.set_notation("119m19p19s123567z4z")
    c.set_seat(1)
    c.set_flag("chankan", True)
    assert c.view().headline.tone == "win"  # the North robbed from a pon: all four out
    c.set_mode("discard")
    assert c.palette_click("4z")
    view = c.view()
    assert view.headline.text == "Check the hand"
    assert [(m.code, m.text) for m in view.messages] == [
        (
            "chankan_north_discarded",
            "With three players a ron on a North being set aside (nuki) is not chankan, and with a "
            "North among your discards it is furiten. Nor was this North robbed from a kan: a pon of "
            "North and the North added to it are all four, and the North discarded would be a fifth. "
            "Remove chankan or that discard.",
        )
    ]
    c.set_lang("ru")
    assert c.view().messages[0].text == (
        "В игре втроём рон на откладываемый Север (нуки) — не чанкан, а с Севером в вашем сбросе он — "
        "фуритен. И отнять этот Север у кана нельзя: пон Севера и добавленный к нему Север — это все "
        "четыре, и сброшенный Север был бы пятым. Уберите чанкан или этот Север из сброса."
    )
    c.set_lang("en")
    # each way out: without chankan the ron is furiten; without the discard, the kokushi stands
    c.set_flag("chankan", False)
    assert [m.code for m in c.view().messages] == ["furiten"]
    c.set_flag("chankan", True)
    assert c.remove_discard(0)
    assert c.view().headline.tone == "win" and c.view().messages == ()


def test_noten() -> None:
    c = Controller()
    click_all(c, "13579m13579p135s")
    view = c.view()
    assert view.headline.text == "Not tenpai"
    assert view.waits.active and not view.waits.rows


# ---------------------------------------------------------------------------------------------
# edits
# ---------------------------------------------------------------------------------------------


def test_palette_counts_and_red_fives() -> None:
    c = Controller()
    left = {p.code: p.left for p in c.view().palette}
    assert left["5m"] == 3 and left["0m"] == 1 and left["1z"] == 4
    click_all(c, "555m")
    palette = {p.code: p for p in c.view().palette}
    assert palette["5m"].left == 0 and not palette["5m"].enabled
    assert palette["0m"].left == 1 and palette["0m"].enabled
    assert not c.palette_click("5m")
    c.set_preset("ema")  # no red fives
    palette = {p.code: p for p in c.view().palette}
    assert not palette["0p"].enabled
    assert "no red fives" in palette["0p"].tooltip


def _tips(c: Controller) -> dict[str, str]:
    return {p.code: p.tooltip for p in c.view().palette}


def test_a_five_none_of_which_is_left_says_which_face_is() -> None:
    """Three plain 5p clicked: the 5p said "All four are already used." while the red 0p had one
    left (two under aka=4); the used red five said it too while plain ones were left."""
    c = Controller()
    click_all(c, "555p")
    tips = _tips(c)
    assert tips["5p"] == "5 pin: 0 left\nThe plain fives are all used; 1 red five is left: click 0p."
    assert tips["0p"] == "red 5 pin: 1 left"
    c.set_lang("ru")
    assert _tips(c)["5p"] == (
        "5 пин: осталось 0\nОбычные пятёрки все использованы, осталась 1\u00a0красная: щёлкните 0p."
    )
    c = Controller()
    c.palette_click("0p")
    assert _tips(c)["0p"] == (
        "red 5 pin: 0 left\nThese rules have only 1 red five of this suit, and it is used: click 5p "
        "for a plain five."
    )
    c.set_lang("ru")
    assert _tips(c)["0p"].endswith(
        "В этих правилах только 1\u00a0красная пятёрка этой масти, и она уже использована: щёлкните 5p, "
        "чтобы взять обычную пятёрку."
    )
    c = Controller()
    c.set_option("aka", 4)  # two red 5p
    click_all(c, "55p")
    assert _tips(c)["5p"] == "5 pin: 0 left\nThe plain fives are all used; 2 red fives are left: click 0p."
    c.set_lang("ru")
    assert _tips(c)["5p"].endswith("Обычные пятёрки все использованы, остались 2\u00a0красные: щёлкните 0p.")
    c.set_lang("en")
    click_all(c, "00p")
    assert _tips(c)["0p"] == "red 5 pin: 0 left\nAll four are already used."
    assert c.remove_hand_tile(2)  # a plain 5p back (the red ones are drawn first)
    assert _tips(c)["0p"] == (
        "red 5 pin: 0 left\nThese rules have only 2 red fives of this suit, and all are used: click "
        "5p for a plain five."
    )
    # all four used: said so, whatever the face
    c = Controller()
    click_all(c, "5550p")
    tips = _tips(c)
    assert all(tips[code].endswith("All four are already used.") for code in ("5p", "0p"))
    # no red fives in the rules: the plain five counts four
    c = Controller()
    c.set_preset("ema")
    click_all(c, "555p")
    assert _tips(c)["5p"] == "5 pin: 1 left"


def test_a_first_turn_win_the_call_rules_out_says_on_its_box_what_to_switch() -> None:
    """The desk's boxes carry the core's reason: tenhou and chiihou on ron said no way out."""
    c = Controller()
    click_all(c, "234m567p3467888s5s")
    options = c.view().options
    assert not options["tenhou"].enabled
    assert options["tenhou"].reason.endswith("it cannot be won by ron: switch to tsumo or remove tenhou.")
    c.set_seat(1)
    assert c.view().options["chiihou"].reason.endswith("is renhou: switch to tsumo or to renhou.")
    c.set_flag("tsumo", True)
    assert c.view().options["renhou"].reason.endswith("is chiihou: switch to ron or to chiihou.")
    c.set_lang("ru")
    assert c.view().options["renhou"].reason.endswith("это чихо: выберите рон или чихо.")


def test_a_kan_picked_after_its_tiles_were_entered_in_the_hand_takes_them_from_there() -> None:
    """Four 1z entered in the hand, then a closed kan picked: the palette refused it ("A kan
    needs all four of this tile.") and nothing could move them into the kan."""
    c = Controller()
    click_all(c, "234m567p1111z88s55s")
    c.set_mode("ankan")
    tile = next(p for p in c.view().palette if p.code == "1z")
    assert tile.enabled and tile.refusal == ""
    assert tile.tooltip == "East wind: 0 left\nThe kan takes the 4 tiles of this kind that are in the hand."
    c.set_lang("ru")
    assert next(p for p in c.view().palette if p.code == "1z").tooltip.endswith(
        "Кан заберёт из руки 4\u00a0таких тайла."
    )
    c.set_lang("en")
    assert c.palette_click("1z")
    assert [(m.kind, "".join(t.code for t in m.tiles)) for m in c.state.melds] == [("ankan", "1z1z1z1z")]
    assert "".join(t.code for t in c.state.concealed) == "2m3m4m5p6p7p8s8s5s5s"
    assert c.mode == "hand" and c.state.effective_win == Tile(22)  # the last tile left: 5s
    c.palette_click("5s")  # the replacement tile: a complete hand with its closed kan
    c.set_flag("tsumo", True)
    headline = c.view().headline  # the closed kan of East: 32 fu, and the hand stays closed
    assert (headline.text, headline.detail.split(" · ")[0]) == ("3900 all", "3 han 60 fu")
    assert c.undo() and c.undo() and c.undo()  # the kan undone: the four back in the hand
    assert c.state.melds == () and sum(1 for t in c.state.concealed if t.code == "1z") == 4
    # three plain 5p in the hand, the red one left: an open kan of all four (0555p)
    c = Controller()
    click_all(c, "555p")
    c.set_mode("kan")
    assert c.palette_click("5p")
    assert [(m.kind, "".join(t.code for t in m.tiles)) for m in c.state.melds] == [("kan", "0p5p5p5p")]
    assert c.state.concealed == ()
    # one copy in the hand: "the tile", not "the 1 tile"
    c = Controller()
    click_all(c, "1z")
    c.set_mode("kan")
    tip = next(p for p in c.view().palette if p.code == "1z").tooltip
    assert tip == "East wind: 3 left\nThe kan takes the tile of this kind that is in the hand."
    c.set_lang("ru")
    tip = next(p for p in c.view().palette if p.code == "1z").tooltip
    assert tip.endswith("\nКан заберёт из руки 1\u00a0такой тайл.")
    # a copy elsewhere (a dora indicator): no kan, and the tooltip says why
    c = Controller()
    click_all(c, "111z")
    c.set_mode("dora")
    c.palette_click("1z")
    c.set_mode("ankan")
    tile = next(p for p in c.view().palette if p.code == "1z")
    assert not tile.enabled and tile.refusal == "A kan needs all four of this tile."
    assert not c.palette_click("1z") and c.state.melds == ()


def _tip(c: Controller, code: str) -> str:
    return next(p for p in c.view().palette if p.code == code).tooltip


def test_a_pon_or_chi_from_the_hand_says_the_palette_has_too_few_not_the_tile() -> None:
    """The chi's tooltip said "3p: 4 left" and then "Too few are left": it is the palette that
    lacks the chi's other tiles, and the chi that takes them from the hand."""
    c = Controller()
    click_all(c, "5p")
    for code in ("5p", "5p", "0p"):  # every other 5p a dora indicator
        c.set_mode("dora")
        assert c.palette_click(code)
    c.set_mode("chi")
    assert _tip(c, "3p") == (
        "3 pin: 4 left\nNot enough of its tiles are left on the palette: the chi takes one from the hand."
    )
    c.set_lang("ru")
    assert _tip(c, "3p").endswith(
        "\nДля этого чи на палитре не хватает тайлов: он возьмёт из руки 1\u00a0нужный тайл."
    )
    # every 4p and 5p in the hand: the chi takes 3p from the palette, 4p and 5p from the hand
    c = Controller()
    click_all(c, "44445550p")
    c.set_mode("chi")
    assert _tip(c, "3p") == (
        "3 pin: 4 left\nNot enough of its tiles are left on the palette: the chi takes 2 from the hand."
    )
    c.set_lang("ru")
    assert _tip(c, "3p").endswith(
        "\nДля этого чи на палитре не хватает тайлов: он возьмёт из руки 2\u00a0нужных тайла."
    )
    assert c.palette_click("3p")
    assert [str(m) for m in c.state.melds] == ["chi 345p"]
    assert "".join(t.code for t in c.state.concealed) == "4p4p4p5p5p0p"
    # a pon: two in the hand, one an indicator: the palette has one, the pon takes the hand's two
    c = Controller()
    click_all(c, "33z")
    c.set_mode("dora")
    assert c.palette_click("3z")
    c.set_mode("pon")
    assert _tip(c, "3z").endswith(
        "\nNot enough tiles of this kind are left on the palette: the pon takes 2 from the hand."
    )
    c.set_lang("ru")
    assert _tip(c, "3z").endswith(
        "\nДля этого пона на палитре не хватает тайлов: он возьмёт из руки 2\u00a0таких тайла."
    )
    c = Controller()
    click_all(c, "3z")
    c.set_mode("dora")  # two left: the pon takes them and the hand's one
    assert c.palette_click("3z")
    c.set_mode("pon")
    assert _tip(c, "3z").endswith("the pon takes one from the hand.")
    c.set_lang("ru")
    assert _tip(c, "3z").endswith("он возьмёт из руки 1\u00a0такой тайл.")


def test_a_pon_or_chi_marked_on_a_typed_hand_takes_its_tiles_from_the_hand() -> None:
    """A hand typed whole, then Pon 5z: the pon took the fourth 5z from the palette (a copy
    never entered) and two from the hand, one 5z left behind: "Too many tiles". A chi took
    all three from the palette and left 234s in the hand as well."""
    c = Controller()
    c.set_notation("123m456p789s5z5z5z44p")
    c.set_mode("pon")
    assert _tip(c, "5z").endswith(
        "\nThe hand holds these tiles and is full: the pon takes all three from the hand."
    )
    c.set_lang("ru")
    assert _tip(c, "5z").endswith("\nЭти тайлы уже в руке, а места в ней нет: пон возьмёт из руки все три.")
    c.set_lang("en")
    assert c.palette_click("5z")
    view = c.view()
    assert c.notation_text() == "123m4456p789s4p (555z)"
    assert len(view.hand) == 11 and view.headline.text == "1500"
    assert next(p for p in view.palette if p.code == "5z").left == 1  # the fourth one still there
    # a chi: the palette has all three, but the hand holds them and is full (the winning tile
    # is 1z: a chi that would take the winning tile is refused, see below)
    c = Controller()
    c.set_notation("123m456p789s234s11z")
    c.set_mode("chi")
    assert _tip(c, "2s").endswith("the chi takes all three from the hand.")
    assert c.palette_click("2s")
    assert c.notation_text() == "123m456p789s11z (234s)"
    assert "Too many tiles" not in c.view().headline.text
    # 13 tiles, tenpai on 4p and 7p: still tenpai on them with the pon marked
    c = Controller()
    c.set_notation("123m456p789s5z5z5z4p")
    c.set_mode("pon")
    assert c.palette_click("5z")
    assert c.notation_text() == "123m456p789s4p (555z)"
    assert c.view().headline.text == "Tenpai: 4p 7p"
    assert [r.tile.code for r in c.view().waits.rows] == ["4p", "7p"]
    # a hand with room for the meld: a new pon from the palette, the hand as it is
    c = Controller()
    c.set_notation("123m456p789s5z")
    c.set_mode("pon")
    assert c.palette_click("7z")
    assert [t.code for t in c.state.concealed].count("5z") == 1 and str(c.state.melds[0]) == "pon 777z"


def _win(c: Controller) -> str:
    view = c.view()
    return view.hand[view.win_index].code if view.win_index >= 0 else ""


def test_a_chi_or_pon_marked_on_a_full_hand_keeps_the_winning_tile_out_of_it() -> None:
    """A called meld never holds the winning tile: the chi took the hand's last entered 4s, the
    winning tile, while another 4s stayed in the hand, and the win moved to 5s without a word
    (ryanmen, 1500 where the kanchan on 4s pays 2000)."""
    c = Controller()
    c.set_notation("777z55z123m3455s34s")
    assert _win(c) == "4s" and c.view().headline.text == "4800"
    c.set_mode("chi")
    assert c.palette_click("3s")
    assert [str(m) for m in c.state.melds] == ["chi 345s"]
    assert c.notation_text() == "123m35s55777z4s (345s)"
    view = c.view()
    assert _win(c) == "4s" and view.headline.text == "2000"
    assert view.headline.detail.startswith("1 han 40 fu")
    # a pon: three 2m beside the winning 2m (ryanmen 34m), the pon takes the other three
    c = Controller()
    c.set_notation("222m34m456p678s55p2m")
    c.set_mode("pon")
    assert c.palette_click("2m")
    assert c.notation_text() == "34m45556p678s2m (222m)"
    assert _win(c) == "2m" and c.view().headline.text == "1500"
    # red fives: the winning plain 5s stays, the chi takes the hand's red one
    c = Controller()
    c.set_notation("777z55z123m340s345s")
    assert _win(c) == "5s"
    c.set_mode("chi")
    assert c.palette_click("3s")
    assert [str(m) for m in c.state.melds] == ["chi 340s"]
    assert _win(c) == "5s" and c.notation_text() == "123m34s55777z5s (340s)"
    # a winning tile chosen by a right-click: the chi takes the other 4s, the choice stays
    c = Controller()
    c.set_notation("777z55z123m34s4s355s")
    shown = [t.code for t in c.view().hand]
    assert c.set_win(shown.index("4s"))
    assert _win(c) == "4s"
    c.set_mode("chi")
    assert c.palette_click("3s")
    assert _win(c) == "4s" and c.view().headline.text == "2000"


def test_a_chi_or_pon_that_only_the_winning_tile_completes_is_refused_and_said() -> None:
    """The hand's only 6s is the winning tile: the chi 456s took it and the win moved to 5s
    without a word. It is refused, and the palette says why and what to do."""
    c = Controller()
    c.set_notation("777z55z123m3455s46s")
    c.set_mode("chi")
    said = (
        "The chi would take the winning tile 6s, and a called chi never holds it: "
        "right-click the tile the hand won on first."
    )
    tile = next(p for p in c.view().palette if p.code == "4s")
    assert not tile.enabled and tile.refusal == said and tile.tooltip.endswith("\n" + said)
    assert not c.palette_click("4s")
    assert c.notation_text() == "123m34455s55777z6s" and not c.state.melds
    c.set_lang("ru")
    assert _tip(c, "4s").endswith(
        "\nЧи забрал бы выигрышный тайл 6s, а открытый чи его не содержит никогда: "
        "сначала щёлкните правой кнопкой тайл, которым рука выиграла."
    )
    c.set_lang("en")
    # the winning tile chosen elsewhere: the chi is made, the win stays where it was put
    shown = [t.code for t in c.view().hand]
    assert c.set_win(shown.index("3s"))
    assert c.palette_click("4s")
    assert [str(m) for m in c.state.melds] == ["chi 456s"] and _win(c) == "3s"
    # a pon whose third copy is the winning tile
    c = Controller()
    c.set_notation("123m456p789s11z222z")
    c.set_mode("pon")
    tile = next(p for p in c.view().palette if p.code == "2z")
    assert tile.refusal.startswith("The pon would take the winning tile 2z, and a called pon never holds it")
    assert not c.palette_click("2z") and not c.state.melds
    c.set_lang("ru")
    assert "Пон забрал бы выигрышный тайл 2z" in _tip(c, "2z")


def _pinned_after_a_mis_click(tiles: list[str], mis_click: str) -> Controller:
    """``tiles`` clicked one by one (the winning tile last), then ``mis_click`` taken out: a
    hand one short of complete whose winning tile stays pinned ("... stays the winning tile:
    add the missing tile")."""
    c = Controller()
    for code in tiles:
        assert c.palette_click(code)
    shown = [t.code for t in c.view().hand]
    assert c.remove_hand_tile(shown.index(mis_click))
    assert len(c.state.concealed) == c.state.need - 1 and c.state.win is not None
    return c


CHI_456S_6S_WIN = ["4s", "5s", "1z", "1m", "2m", "3m", "7p", "8p", "9p", "1z", "1z", "4s", "5s", "6s"]


def test_a_chi_on_a_hand_one_short_whose_winning_tile_is_pinned_takes_its_copy_from_the_palette() -> None:
    """Chi 456s + 123m789p11z45s, ron on 6s: the chi's 4s5s clicked, its 6s mis-clicked as 1z,
    then the rest; the 1z taken out, 6s stays the winning tile. Chi 4s was refused, saying to
    right-click the tile the hand won on, which 6s already was: a dead end. The chi now takes
    the hand's 4s 5s and its own 6s from the palette, the winning 6s stays, and the count is
    right (undo and redo too)."""
    c = _pinned_after_a_mis_click(CHI_456S_6S_WIN, "1z")
    assert c.notation_text() == "123m789p4455s11z6s" and _win(c) == "6s"
    assert c.view().headline.text == "Tenpai: 3s 6s"
    c.set_mode("chi")
    tile = next(p for p in c.view().palette if p.code == "4s")
    assert tile.enabled and tile.tooltip.endswith(
        "\nThe winning tile 6s stays in the hand: the chi takes two tiles from the hand and its "
        "third from the palette."
    )
    c.set_lang("ru")
    assert _tip(c, "4s").endswith(
        "\nВыигрышный тайл 6s остаётся в руке: чи возьмёт из руки два\u00a0тайла, а третий с палитры."
    )
    c.set_lang("en")
    assert c.palette_click("4s")
    assert [str(m) for m in c.state.melds] == ["chi 456s"]
    assert c.notation_text() == "123m789p45s11z6s (456s)" and _win(c) == "6s"
    assert len(c.state.concealed) == c.state.need
    assert c.undo() and not c.state.melds and _win(c) == "6s"
    assert c.notation_text() == "123m789p4455s11z6s"
    assert c.redo() and c.notation_text() == "123m789p45s11z6s (456s)" and _win(c) == "6s"
    assert c.set_flag("houtei", True)  # a yaku for the open hand: the dealer's ron, 1500
    assert c.view().headline.text == "1500"
    # a pon the same way: pon 222m + 34m789p456s11z, ron on 2m; the pon's third 2m mis-clicked
    tiles = ["2m", "2m", "1z", "3m", "4m", "7p", "8p", "9p", "4s", "5s", "6s", "1z", "1z", "2m"]
    c = _pinned_after_a_mis_click(tiles, "1z")
    c.set_mode("pon")
    assert _tip(c, "2m").endswith(
        "\nThe winning tile 2m stays in the hand: the pon takes two tiles from the hand and its "
        "third from the palette."
    )
    assert c.palette_click("2m")
    assert [str(m) for m in c.state.melds] == ["pon 222m"] and _win(c) == "2m"
    assert c.notation_text() == "34m789p456s11z2m (222m)"
    assert c.set_flag("houtei", True) and c.view().headline.tone == "win"


def test_a_chi_on_a_hand_one_short_whose_pinned_winning_tile_is_the_last_copy_says_so() -> None:
    """The same hand with three 6s discarded: no other 6s is left for the chi, so it is refused,
    and says that no other 6s is left (not only to right-click, which 6s already was)."""
    c = Controller()
    c.set_mode("discard")
    for _ in range(3):
        assert c.palette_click("6s")
    c.set_mode("hand")
    for code in CHI_456S_6S_WIN:
        assert c.palette_click(code)
    shown = [t.code for t in c.view().hand]
    assert c.remove_hand_tile(shown.index("1z")) and _win(c) == "6s"
    c.set_mode("chi")
    said = (
        "The chi would take the winning tile 6s, a called chi never holds it, and no other 6s is "
        "left for it: right-click the tile the hand won on first."
    )
    tile = next(p for p in c.view().palette if p.code == "4s")
    assert not tile.enabled and tile.refusal == said
    assert not c.palette_click("4s") and not c.state.melds
    c.set_lang("ru")
    assert _tip(c, "4s").endswith(
        "\nЧи забрал бы выигрышный тайл 6s, открытый чи его не содержит никогда, а другого 6s "
        "для него не осталось: сначала щёлкните правой кнопкой тайл, которым рука выиграла."
    )


def test_a_kan_on_a_hand_one_short_whose_pinned_winning_tile_is_its_own_says_how_to_go_on() -> None:
    """Closed kan 2z + 123m456p789s11z, ron on 1z: 123m456p789s, a mis-clicked 5m and the four
    2z clicked, then the 5m taken out: the last 2z stays the winning tile, though the hand has
    not had its 1z yet. The kan was refused saying to right-click the tile the hand won on,
    which is not in the hand. It now says, without calling both tiles "the winning tile", to
    take that 2z out while the hand's own last tile is still to come; done, the kan is made and
    the 1z added after it is the winning tile."""
    tiles = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "5m", "2z", "2z", "2z", "2z"]
    c = _pinned_after_a_mis_click(tiles, "5m")
    assert _win(c) == "2z"
    said = (
        "The kan would take 2z, now marked as the winning tile, and a kan never holds the winning "
        "tile (its four tiles are all declared or called before the win). If the tile the hand "
        "wins on is not in the hand yet, remove the 2z at the end of the hand first, then make the "
        "kan; else right-click the tile the hand won on."
    )
    for mode in ("kan", "ankan"):
        c.set_mode(mode)
        tile = next(p for p in c.view().palette if p.code == "2z")
        assert not tile.enabled and tile.refusal == said
        assert not c.palette_click("2z")
    c.set_lang("ru")
    assert _tip(c, "2z").endswith(
        "\nКан забрал бы 2z, сейчас отмеченный как выигрышный тайл, а кан выигрышного тайла не "
        "содержит никогда (все его четыре тайла объявлены или взяты до выигрыша). Если тайла, "
        "которым рука выигрывает, ещё нет в руке, сначала уберите 2z в конце руки, потом соберите "
        "кан; иначе щёлкните правой кнопкой тайл, которым рука выиграла."
    )
    c.set_lang("en")
    c.set_mode("hand")
    assert c.remove_hand_tile(c.view().win_index)  # the advice followed
    c.set_mode("ankan")
    assert c.palette_click("2z")
    assert [str(m) for m in c.state.melds] == ["ankan 2222z"]
    assert c.palette_click("1z") and c.palette_click("1z")
    assert c.notation_text() == "123m456p789s11z [2222z]" and _win(c) == "1z"
    assert c.set_flag("houtei", True) and c.view().headline.tone == "win"


KAN_TAKES_WIN = (
    "The kan would take the winning tile {}, and a kan never holds it (its four tiles are all "
    "declared or called before the win): right-click the tile the hand won on first."
)


@pytest.mark.parametrize("mode", ["kan", "ankan"])
def test_a_kan_that_would_take_the_winning_tile_is_refused_and_said(mode: str) -> None:
    """123m456p789s11z222z, its last 2z the winning tile, then Kan 2z: the kan took the winning
    2z and the win moved to 1z without a word. A kan takes every copy of its kind and its
    tiles are all declared or called before the win: it is refused, and the palette says why."""
    c = Controller()
    c.set_notation("123m456p789s11z222z")
    assert _win(c) == "2z"
    c.set_mode(mode)
    tile = next(p for p in c.view().palette if p.code == "2z")
    said = KAN_TAKES_WIN.format("2z")
    assert not tile.enabled and tile.refusal == said and tile.tooltip.endswith("\n" + said)
    assert not c.palette_click("2z")
    assert not c.state.melds and c.notation_text() == "123m456p789s11222z" and _win(c) == "2z"
    c.set_lang("ru")
    assert _tip(c, "2z").endswith(
        "\nКан забрал бы выигрышный тайл 2z, а кан его не содержит никогда (все его четыре тайла "
        "объявлены или взяты до выигрыша): сначала щёлкните правой кнопкой тайл, которым рука "
        "выиграла."
    )
    c.set_lang("en")
    # the other tiles still make their kan: 1z is not the winning tile
    assert next(p for p in c.view().palette if p.code == "1z").enabled
    # the tile the hand won on right-clicked first: the kan is made, the win stays on 1z
    shown = [t.code for t in c.view().hand]
    assert c.set_win(shown.index("1z"))
    assert next(p for p in c.view().palette if p.code == "2z").enabled
    assert c.palette_click("2z")
    assert [str(m) for m in c.state.melds] == [f"{mode} 2222z"] and _win(c) == "1z"
    assert [t.code for t in c.state.concealed].count("2z") == 0
    # undo: the right-click's hand back, the kan refused again there; redo: the kan again
    assert c.undo() and not c.state.melds and _win(c) == "1z"
    assert c.undo() and _win(c) == "2z"
    c.set_mode(mode)  # the kan made had put the palette back in the hand
    assert next(p for p in c.view().palette if p.code == "2z").refusal == said
    assert not c.palette_click("2z") and not c.state.melds
    assert c.redo() and c.redo()
    assert [str(m) for m in c.state.melds] == [f"{mode} 2222z"] and _win(c) == "1z"


def test_a_kan_of_red_fives_refuses_either_five_as_the_winning_tile() -> None:
    """A kan of 5s holds the red five and the plain ones: a winning tile 0s or 5s in the hand
    is refused alike, each named as it is."""
    for notation, win in (("123m456p789s11z550s", "0s"), ("123m456p789s11z055s", "5s")):
        for mode in ("kan", "ankan"):
            c = Controller()
            c.set_notation(notation)
            assert _win(c) == win
            c.set_mode(mode)
            for code in ("5s", "0s"):
                tile = next(p for p in c.view().palette if p.code == code)
                assert tile.refusal == KAN_TAKES_WIN.format(win), (notation, mode, code)
                assert not c.palette_click(code)
            assert not c.state.melds and _win(c) == win
    # the winning tile another kind: the kan takes the hand's three fives and the one left
    c = Controller()
    c.set_notation("123m456p789s1z055s1z")
    c.set_mode("ankan")
    assert c.palette_click("5s")
    assert [str(m) for m in c.state.melds] == ["ankan 0555s"] and _win(c) == "1z"


def test_an_added_kan_that_would_take_the_winning_tile_is_refused_and_said() -> None:
    """A pon of 2z and the hand's winning tile the fourth 2z: Kan 2z made the pon an added kan
    with it, and the win moved to 1z. Refused, four melds or not."""
    c = Controller()
    c.set_notation("123m456p789s1z2z (222z)")
    assert _win(c) == "2z"
    c.set_mode("kan")
    tile = next(p for p in c.view().palette if p.code == "2z")
    assert not tile.enabled and tile.refusal == KAN_TAKES_WIN.format("2z")
    assert not c.palette_click("2z")
    assert [str(m) for m in c.state.melds] == ["pon 222z"] and _win(c) == "2z"
    # Closed kan mode still says the pon is entered (its kan is made in Kan mode)
    c.set_mode("ankan")
    assert "pick the tile in Kan mode" in _tip(c, "2z")
    # four melds, the hand a pair of 2z and 1z, the 2z its winning tile
    c = Controller()
    c.set_notation("1z2z (222z) (123m) (456p) (789s)")
    assert _win(c) == "2z" and len(c.state.melds) == 4
    c.set_mode("kan")
    assert next(p for p in c.view().palette if p.code == "2z").refusal == KAN_TAKES_WIN.format("2z")
    assert not c.palette_click("2z") and str(c.state.melds[0]) == "pon 222z"
    # the winning tile right-clicked elsewhere: the pon becomes the kan, the win stays on 1z
    shown = [t.code for t in c.view().hand]
    assert c.set_win(shown.index("1z"))
    assert c.palette_click("2z")
    assert str(c.state.melds[0]) == "kan 2222z" and _win(c) == "1z"


def test_closed_kan_mode_on_a_pon_says_the_pon_is_entered_and_where_its_kan_is_made() -> None:
    """It said "This tile is a pon" (a tile is no pon) and "pick it in Kan mode"."""
    c = Controller()
    c.set_mode("pon")
    assert c.palette_click("6z")
    c.set_mode("ankan")
    tile = next(p for p in c.view().palette if p.code == "6z")
    assert not tile.enabled
    assert tile.refusal == (
        "A pon of this tile is entered: a kan added to a pon is an open kan; pick the tile in Kan mode."
    )
    c.set_lang("ru")
    assert next(p for p in c.view().palette if p.code == "6z").refusal == (
        "Из этого тайла уже собран пон; кан, добавленный к пону, — открытый: выберите тайл в режиме «Кан»."
    )


def test_full_hand_refuses_more_tiles_softly() -> None:
    c = Controller()
    click_all(c, "234m567p3467888s5s")
    assert not c.palette_click("1m")
    tile = next(p for p in c.view().palette if p.code == "1m")
    assert tile.enabled and "full" in tile.refusal


def test_last_tile_added_is_the_winning_tile_and_can_be_changed() -> None:
    c = Controller()
    click_all(c, "234m567p3467888s5s")
    view = c.view()
    assert view.win_index == 13 and view.hand[13].code == "5s" and view.hand[13].win
    assert c.notation_text() == "234m567p3467888s5s"
    assert c.set_win(0)
    view = c.view()
    assert view.hand[13].code == "2m"
    assert c.notation_text() == "34m567p34567888s2m"


def test_remove_hand_tile() -> None:
    c = Controller()
    click_all(c, "123m")
    assert c.remove_hand_tile(1)
    assert [t.code for t in c.view().hand] == ["1m", "3m"]


def test_melds_chi_from_lowest_pon_kan_with_red_five() -> None:
    c = Controller()
    c.set_mode("chi")
    assert c.palette_click("3m")
    assert c.mode == "hand", "a meld mode is used once"
    c.set_mode("kan")
    assert c.palette_click("5p")
    c.set_mode("ankan")
    assert c.palette_click("9s")
    c.set_mode("pon")
    assert c.palette_click("7z")
    view = c.view()
    assert [(m.kind, tuple(t.code for t in m.tiles)) for m in view.melds] == [
        ("chi", ("3m", "4m", "5m")),
        ("kan", ("0p", "5p", "5p", "5p")),
        ("ankan", ("9s", "9s", "9s", "9s")),
        ("pon", ("7z", "7z", "7z")),
    ]
    assert view.melds[0].sideways == 0
    assert view.melds[2].face_down == (0, 3) and view.melds[2].sideways == -1
    assert c.notation_text() == "(345m) (0555p) [9999s] (777z)"
    assert not c.view().modes["pon"].enabled  # four melds
    assert c.remove_meld(0)
    assert len(c.view().melds) == 3


def test_swap_the_red_five_of_a_chi_or_pon() -> None:
    c = Controller()
    c.set_mode("chi")
    assert c.palette_click("3m")  # 345m: the chi takes a plain five
    assert c.view().melds[0].red_swap  # its tooltip offers the right-click
    assert c.swap_meld_red(0)
    assert c.notation_text() == "(340m)"
    left = {t.code: t.left for t in c.view().palette}
    assert left["0m"] == 0 and left["5m"] == 3
    assert c.swap_meld_red(0)  # and back
    assert c.notation_text() == "(345m)"
    assert c.undo() and c.notation_text() == "(340m)"  # each swap is an edit of its own
    c.set_mode("pon")
    assert c.palette_click("5p")
    assert c.swap_meld_red(1) and c.notation_text() == "(340m) (055p)"
    c.set_mode("pon")
    assert c.palette_click("5z")  # the white dragon is not a five
    assert not c.view().melds[2].red_swap
    assert not c.swap_meld_red(2)
    c.set_mode("kan")
    assert c.palette_click("5s")  # a kan holds every copy already
    assert not c.swap_meld_red(3)
    assert not c.swap_meld_red(7)
    assert c.notation_text() == "(340m) (055p) (555z) (0555s)"


def test_swap_needs_the_red_five_unseen() -> None:
    c = Controller()
    click_all(c, "0m")  # the only red 5m is in the hand
    c.set_mode("chi")
    assert c.palette_click("3m")
    assert not c.swap_meld_red(0)
    assert c.notation_text() == "0m (345m)"


def test_chi_needs_a_valid_lowest_tile() -> None:
    c = Controller()
    c.set_mode("chi")
    tile = next(p for p in c.view().palette if p.code == "8m")
    assert not tile.enabled and "lowest tile" in tile.tooltip
    assert not c.palette_click("8m")


def test_indicators_limit_and_dora_under_them() -> None:
    c = Controller()
    c.set_mode("dora")
    assert c.palette_click("9m")
    view = c.view()
    assert view.dora[0].dora.code == "1m"
    assert c.mode == "hand", "after an indicator the palette goes back to the hand"
    assert view.modes["dora"].enabled, "other players' kans turn more indicators"
    for code, dora in (("4z", "1z"), ("7z", "5z"), ("9p", "1p"), ("3s", "4s")):
        c.set_mode("dora")
        assert c.palette_click(code)
        assert c.view().dora[-1].dora.code == dora
    view = c.view()
    assert len(view.dora) == 5
    assert not view.modes["dora"].enabled
    assert view.modes["dora"].reason == (
        "At most 5 dora indicators: the first one and one for each kan by any player."
    )
    c.set_mode("dora")
    assert not c.palette_click("1s"), "a sixth indicator is refused"
    assert len(c.view().dora) == 5
    c.set_lang("ru")
    assert c.view().modes["dora"].reason.startswith("Индикаторов доры не больше 5")


def test_ura_indicators_without_dora_up_to_five() -> None:
    """RULES.md §1: five ura indicators whatever number of dora indicators was entered."""
    c = Controller()
    c.set_flag("riichi", True)
    view = c.view()
    assert view.modes["ura"].enabled, "ura may be entered with no dora indicator"
    for code in ("1m", "2m", "3m", "4m", "6m"):
        assert c.view().modes["ura"].enabled
        c.set_mode("ura")
        assert c.palette_click(code)
        assert c.mode == "hand"
    view = c.view()
    assert [v.indicator.code for v in view.ura] == ["1m", "2m", "3m", "4m", "6m"]
    assert view.dora == ()
    assert not view.modes["ura"].enabled
    assert view.modes["ura"].reason == (
        "At most 5 ura dora indicators: one under each dora indicator the table can turn."
    )
    c.set_mode("ura")
    assert not c.palette_click("7m"), "a sixth ura indicator is refused"
    assert len(c.view().ura) == 5
    c.set_lang("ru")
    assert c.view().modes["ura"].reason.startswith("Индикаторов ура-доры не больше 5")


def test_ura_needs_riichi() -> None:
    c = Controller()
    view = c.view()
    assert not view.modes["ura"].enabled
    assert "riichi" in view.modes["ura"].reason.lower()
    c.set_flag("riichi", True)
    assert c.view().modes["ura"].enabled


def test_impossible_options_are_disabled_with_the_reason() -> None:
    c = load("234m567p3467888s5s --riichi --seat S --dora 2s")
    options = c.view().options
    assert not options["rinshan"].enabled and "kan" in options["rinshan"].reason
    assert not options["haitei"].enabled and "tsumo" in options["haitei"].reason.lower()
    assert not options["tenhou"].enabled
    assert options["ippatsu"].enabled
    assert options["houtei"].enabled
    c.set_flag("riichi", False)
    assert not c.view().options["ippatsu"].enabled
    c.set_mode("pon")  # the full hand's own 888s (a pon from the palette would not fit beside it)
    assert c.palette_click("8s")
    options = c.view().options
    assert not options["riichi"].enabled
    assert "closed hand" in options["riichi"].reason


def test_set_flag_that_became_impossible_stays_enabled_to_clear_it() -> None:
    c = load("234m567p3467888s5s --riichi --seat S --dora 2s")
    c.set_mode("chi")  # the full hand's own 234m (a chi from the palette would not fit beside it)
    assert c.palette_click("2m")
    options = c.view().options
    assert options["riichi"].checked and options["riichi"].enabled
    assert "riichi_open" in [m.code for m in c.view().messages]


def test_riichi_and_double_riichi_exclude_each_other_and_ippatsu_follows() -> None:
    c = Controller()
    c.set_flag("riichi", True)
    c.set_flag("ippatsu", True)
    c.set_flag("double_riichi", True)
    s = c.state.situation
    assert s.double_riichi and not s.riichi and s.ippatsu
    c.set_flag("double_riichi", False)
    assert not c.state.situation.ippatsu


def test_tsumo_toggle_swaps_haitei_and_houtei() -> None:
    c = Controller()
    c.set_flag("houtei", True)
    c.toggle_flag("tsumo")
    s = c.state.situation
    assert s.tsumo and s.haitei and not s.houtei


def test_discarder_only_on_ron_and_not_the_winner() -> None:
    c = load("234m567p3467888s5s --riichi --seat S --dora 2s")
    assert not c.set_discarder(1)
    assert c.set_discarder(3)
    amounts = [p.amount for p in c.view().payments]
    assert amounts == ["0", "+7700", "0", "−7700"]
    c.set_flag("tsumo", True)
    assert not c.view().options["discarder"].enabled


def test_rules_preset_and_option() -> None:
    c = load("234m567p3467888s5s --riichi --seat S --dora 2s")
    assert c.set_option("kiriage", True)
    assert c.view().rule_values["kiriage"] is True
    assert c.state.overrides == (("kiriage", True),)
    assert c.set_option("kiriage", False)
    assert c.state.overrides == ()
    assert not c.set_option("kiriage", "maybe")
    assert c.set_preset("wrc")
    assert c.view().rule_values["kiriage"] is True
    assert c.view().rule_values["aka"] == 0


def test_notation_typing_merges_into_one_undo_step() -> None:
    c = Controller()
    c.palette_click("1z")
    text = ""
    for ch in "123m456p":
        text += ch
        c.set_notation(text)
    assert [t.code for t in c.view().hand] == ["1m", "2m", "3m", "4p", "5p", "6p"]
    assert c.view().notation.text == "123m456p"
    assert c.undo()
    assert [t.code for t in c.view().hand] == ["1z"]
    assert c.redo()
    assert len(c.view().hand) == 6


def test_notation_error_keeps_the_tiles_and_explains() -> None:
    c = Controller()
    c.set_notation("123m")
    c.set_notation("123m45")
    view = c.view()
    assert [t.code for t in view.hand] == ["1m", "2m", "3m"]
    assert view.notation.text == "123m45"
    assert view.notation.error.startswith('Digits "45" at position 5')
    assert (view.notation.error_start, view.notation.error_length) == (4, 2)
    c.set_notation("123m45p")
    assert c.view().notation.error == ""
    assert len(c.view().hand) == 5


def test_clicking_rewrites_the_notation() -> None:
    c = Controller()
    c.set_notation("11z")
    c.palette_click("1m")
    assert c.view().notation.text == "11z1m"


def test_every_edit_is_undoable() -> None:
    c = Controller()
    states: list[EditState] = [c.state]
    edits = [
        lambda: c.palette_click("1m"),
        lambda: c.set_flag("riichi", True),
        lambda: c.set_seat(2),
        lambda: c.set_round(1),
        lambda: c.set_count("honba", 3),
        lambda: c.set_preset("tenhou"),
        lambda: c.set_option("kuitan", False),
        lambda: c.set_mode("dora") and c.palette_click("3p"),
        lambda: c.set_notation("123m (555p)"),
        lambda: c.clear(),
    ]
    for edit in edits:
        assert edit()
        states.append(c.state)
    for expected in reversed(states[:-1]):
        assert c.undo()
        assert c.state == expected
    assert not c.undo()
    for expected in states[1:]:
        assert c.redo()
        assert c.state == expected
    assert not c.redo()


def test_clear_keeps_seat_round_counters_and_rules() -> None:
    c = load("234m567p3467888s5s --riichi --seat S --round S --honba 2 --dora 2s --rules wrc")
    c.clear()
    s = c.state
    assert s.concealed == () and s.dora == () and not s.situation.riichi
    assert (s.situation.seat, s.situation.round_wind, s.situation.honba, s.preset) == (1, 1, 2, "wrc")


def test_listeners_get_a_view_after_each_edit() -> None:
    c = Controller()
    seen: list[WindowView] = []
    c.subscribe(seen.append)
    c.palette_click("1m")
    c.set_lang("ru")
    assert len(seen) == 2
    assert seen[-1].lang == "ru"


def test_fu_rows_point_at_their_tiles() -> None:
    c = load("123m999p46s789s55z5s --tsumo --seat S")
    view = c.view()
    by_reason = {r.reason: r for r in view.fu}
    triplet = by_reason["closed_triplet_terminal"]
    assert [view.hand[i].code for i in triplet.hand] == ["9p", "9p", "9p"]
    wait = by_reason["wait_kanchan"]
    assert view.win_index in wait.hand
    c2 = load("123m456p789s55z --pon 777z --seat S --win 5z")
    view2 = c2.view()
    pon = next(r for r in view2.fu if r.reason == "open_triplet_terminal")
    assert pon.melds == (0,) and pon.hand == ()


def test_result_text_for_the_clipboard() -> None:
    text = load("234m567p3467888s5s --riichi --seat S --dora 2s").result_text()
    assert "Hand: 234m567p3467888s5s" in text
    assert "7700" in text
    assert "Riichi 立直 (Ready hand): 1 han" in text
    assert "South: +7700 (winner)" in text


def test_waits_held_back_by_ryanhan_shibari_say_the_2_han_they_need() -> None:
    """678p 45s 0s 5s, pon chun, pon 1p, seat West, 5 honba (seed: ryanhan shibari from 5): every
    wait has chun, 1 han of yaku; the wait values once said "no yaku"."""
    hand = "678p4550s --pon 777z --pon 111p --seat W --honba"
    for lang, said in (("en", "needs 2 han of yaku"), ("ru", "нужно 2\u00a0хан за яку")):
        rows = load(f"{hand} 5", lang).view().waits.rows
        assert [(w.tile.code, w.ron, w.tsumo) for w in rows] == [(t, said, said) for t in ("3s", "4s", "6s")]
        # one honba fewer they pay: chun and the red five, 2 han
        rows = load(f"{hand} 4", lang).view().waits.rows
        assert rows[0].ron.startswith("2000 · 2")
    # a hand without yaku is still said to have none
    rows = load("678p4550s --pon 888m --pon 111p --seat W --honba 5").view().waits.rows
    assert {(w.ron, w.tsumo) for w in rows} == {("no yaku", "no yaku")}
    # and the tenpai discard lines say it too
    from mjgui.controller.scoring.explain import before_tenpai_notes

    words = ["678p4550s8m", "--pon", "777z", "--pon", "111p", "--seat", "W", "--honba", "5"]
    spec = parse_score_args(words)[0].spec
    _, notes = before_tenpai_notes(spec, (), "en")
    assert notes[0].text.endswith(
        "— 3s: no ron (needs 2 han of yaku); 4s: no ron (needs 2 han of yaku); "
        "6s: no ron (needs 2 han of yaku)"
    )
    _, notes = before_tenpai_notes(spec, (), "ru")
    assert notes[0].text.endswith(
        "— 3s: рон нельзя (нужно 2\u00a0хан за яку); 4s: рон нельзя (нужно 2\u00a0хан за яку); "
        "6s: рон нельзя (нужно 2\u00a0хан за яку)"
    )


def test_the_copied_waits_say_a_win_that_cannot_happen_in_words() -> None:
    """Renhou: no tsumo. The waits table shows a dash; the copied text once read "tsumo —",
    and in Russian «рон 8000» with no dash before the value, «рон нет яку»."""
    args = "234m567p3467888s --renhou --seat S"
    rows = load(args).view().waits.rows
    assert [(w.ron, w.tsumo) for w in rows] == [("8000 · Mangan", "—")] * 2
    assert "  2s (4 left): ron 8000 · Mangan; no tsumo" in load(args).result_text().splitlines()
    ru = load(args, "ru").result_text().splitlines()
    assert "  2s (осталось 4): рон — 8000 · Манган; цумо нельзя" in ru
    text = load("123m456p789s11z4m6m --seat S", "ru").result_text().splitlines()
    assert "  5m (осталось 4): рон нельзя (нет яку); цумо — 300 / 500 · 1\u00a0хан 30\u00a0фу" in text


def test_load_spec_keeps_rule_overrides() -> None:
    from mjgui.core.scoring.hand import HandSpec
    from mjgui.core.scoring.rules import preset

    spec = HandSpec(
        concealed=parse_tiles("234m567p3467888s5s"),
        win_tile=Tile(22),
        rules=preset("seed").with_options(kiriage=True),
    )
    c = Controller()
    c.load_spec(spec)
    assert c.state.preset == "seed"
    assert c.state.overrides == (("kiriage", True),)
    assert c.spec().rules.kiriage


def test_the_rule_options_say_the_thresholds_of_the_rules_in_use() -> None:
    """Ryanhan shibari's honba and paarenchan's renchan in the menu and the renchan counter's
    tip are the rules' (a game's rules line, or the command line, can set them), not 5 and 8;
    the desk keeps options its menu does not offer (they were dropped)."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    seed = load("234m567p3467888s5s").view()
    assert seed.option_labels == {
        "ryanhan_shibari": "Two han minimum from 5 honba",
        "paarenchan": "Paarenchan (the dealer has 8 renchan)",
    }
    assert seed.renchan_help.endswith("(paarenchan at 8).")
    c = load("234m567p3467888s5s --rule-option ryanhan_threshold=3 --rule-option paarenchan_threshold=4")
    assert (c.spec().rules.ryanhan_threshold, c.spec().rules.paarenchan_threshold) == (3, 4)
    view = c.view()
    assert view.option_labels == {
        "ryanhan_shibari": "Two han minimum from 3 honba",
        "paarenchan": "Paarenchan (the dealer has 4 renchan)",
    }
    assert view.renchan_help == (  # the seed's rules have no abortive draws
        "The dealer's renchan: the deal kept in a row by wins or tenpai draws (paarenchan at 4)."
    )
    c.set_lang("ru")
    ru = c.view()
    assert ru.option_labels == {
        "ryanhan_shibari": "Не меньше двух хан с 3\u00a0хонба",
        "paarenchan": "Паренчан (у дилера 4\u00a0ренчана)",
    }
    assert ru.renchan_help.endswith("(паренчан — при 4\u00a0ренчанах).")
    # a game's rules, whole: its numbers; rules without paarenchan say so
    c.serve(GamePin(PRESETS["seed"].with_options(paarenchan_threshold=1, ryanhan_threshold=7)))
    assert c.view().option_labels == {
        "ryanhan_shibari": "Не меньше двух хан с 7\u00a0хонба",
        "paarenchan": "Паренчан (у дилера 1\u00a0ренчан)",
    }
    c.set_lang("en")
    c.serve(GamePin(PRESETS["ema"]))
    assert c.view().renchan_help.endswith("(these rules have no paarenchan).")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_renchan_tip_names_abortive_draws_only_where_the_rules_have_them(lang: str) -> None:
    """The renchan counter's tip said abortive draws keep the deal under every preset, the
    seed's, EMA's and M-League's too, which have none (RULES.md §7: an option, off)."""
    from mjgui.controller.scoring.present import renchan_help
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    abortive = "abortive" if lang == "en" else "абортивной"
    for name, rules in PRESETS.items():
        for options in ({}, {"abortive_draws": True}, {"paarenchan": True}, {"triple_ron_abort": True}):
            these = rules.with_options(**options)
            tip = renchan_help(these, lang)
            where = (name, options, tip)
            assert (abortive in tip) is these.abort_allowed, where
            assert ("8" in tip) is (these.paarenchan and these.paarenchan_threshold == 8), where
    assert not PRESETS["seed"].abort_allowed and PRESETS["tenhou"].abort_allowed
    c = Controller(lang)  # the desk's tip: the seed's rules, then a game's with abortive draws
    assert abortive not in c.view().renchan_help
    c.serve(GamePin(PRESETS["seed"].with_options(abortive_draws=True)))
    assert abortive in c.view().renchan_help
    c.serve(GamePin(PRESETS["mleague"]))
    assert c.view().renchan_help == (
        "The dealer's renchan: the deal kept in a row by wins or tenpai draws (these rules have no "
        "paarenchan)."
        if lang == "en"
        else "Ренчаны дилера: сколько раз подряд он сохранил раздачу победой или тенпаем при ничьей "
        "(паренчана в этих правилах нет)."
    )


@pytest.mark.parametrize(
    ("name", "en", "ru"),
    [
        ("tenhou", "Tenhou, as of edition 1", "Tenhou.net, редакция 1"),
        ("ema", "EMA 2016, as of edition 1", "EMA 2016, редакция 1"),
        ("wrc", "WRC, as of edition 1", "WRC, редакция 1"),
    ],
)
def test_a_game_s_rules_of_an_earlier_edition_are_named_with_it_on_the_desk(
    name: str, en: str, ru: str
) -> None:
    """The desk scoring for a game of ``rules tenhou edition=1`` offers suukantsu pao, and under
    ``ema edition=1`` refuses renhou: it names the rules with their edition (no option changed
    from that edition: nothing counted), where it said nothing; today's edition is not named."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import preset_at

    c = Controller()
    c.serve(GamePin(preset_at(name, 1)))
    view = c.view()
    assert (view.game_rules, view.options_changed, view.rules_named) == (True, "", en)
    c.set_lang("ru")
    assert c.view().rules_named == ru
    c.serve(GamePin(preset_at(name)))
    assert (c.view().options_changed, c.view().rules_named) == ("", "")


def test_a_thirteen_tile_hand_from_the_cli_takes_the_next_tile_as_winning() -> None:
    c = load("234m567p3467888s --riichi --seat S --dora 2s")
    assert c.palette_click("5s")
    view = c.view()
    assert view.hand[view.win_index].code == "5s"
    assert view.headline.text == "7700"
    assert c.remove_hand_tile(view.win_index)
    assert c.palette_click("5s")
    assert c.view().headline.text == "7700"


def test_scoring_for_a_game_uses_its_rules_whole_then_gives_back_the_desks_own() -> None:
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.game.record import with_rule_words
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("ema")
    click_all(c, "234m567p3467888s5s")
    assert c.set_count("honba", 1)
    game = with_rule_words(PRESETS["seed"], ["honba_ron=1500"])  # no menu option says it
    c.serve(GamePin(game, riichi_seat=0))
    assert c.game_rules and c.view().game_rules and c.state.preset == "seed"
    # dealer riichi pinfu tanyao (the riichi the game knows), a honba worth 1500 in this game
    assert c.spec().rules == game and c.view().headline.text == "5800 + 1500 honba"
    # the riichi the game knows stays ticked at that seat, with the reason why
    assert c.state.situation.riichi and not c.set_flag("riichi", False)
    assert not c.view().options["riichi"].enabled and c.view().options["riichi"].reason
    # not the player's to change; undo keeps the game's rules
    assert not c.set_preset("wrc") and not c.set_option("kuitan", False)
    c.undo()
    assert c.spec().rules == game
    c.serve(None)
    assert not c.game_rules and c.state.preset == "ema" and c.spec().rules == PRESETS["ema"]


def test_a_borrowed_hand_keeps_its_rules_and_the_game_changes_the_desk_it_goes_back_to() -> None:
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    c.serve(GamePin(PRESETS["ema"]))
    shown = load("234m567p3467888s5s --rules tenhou --honba 2")
    assert c.load_spec(shown.spec(), borrowed=True) and c.showing == "borrowed"
    c.serve(GamePin(PRESETS["ema"], riichi_seat=0))
    assert c.adopt(lambda edit: edit.with_situation(honba=3, sticks=1)) is False
    assert c.spec().rules == PRESETS["tenhou"] and c.state.situation.honba == 2
    assert c.clear() and c.showing == ""
    s = c.state.situation
    assert (s.honba, s.sticks, c.state.preset) == (3, 1, "ema") and c.game_rules


def test_ctrl_z_past_a_borrowed_hand_leaves_the_desk_the_players_own() -> None:
    """A log's hand shown on the desk, then Ctrl+Z: the desk still counted as showing it, and
    the next Next hand put back the desk from before it (seat, preset, honba), dropping what the
    player set since. Ctrl+Y brings the hand back with the desk Next hand goes back to."""
    c = Controller()
    assert c.set_preset("ema") and c.set_seat(2)
    shown = load("234m567p3467888s5s --rules tenhou --honba 1 --sticks 1 --seat E")
    assert c.load_spec(shown.spec(), borrowed=True) and c.showing == "borrowed"
    assert c.undo() and c.showing == ""
    assert (c.state.preset, c.state.situation.seat) == ("ema", 2)
    assert c.set_preset("wrc") and c.set_seat(3) and c.set_count("honba", 4)
    click_all(c, "234m")
    assert c.clear()
    s = c.state.situation
    assert (c.state.preset, s.seat, s.honba) == ("wrc", 3, 4) and c.state.concealed == ()
    # the hand again, Ctrl+Z and Ctrl+Y: Next hand from it puts back the desk from before it
    assert c.load_spec(shown.spec(), borrowed=True) and c.undo() and c.showing == ""
    assert c.redo() and c.showing == "borrowed" and c.state.preset == "tenhou"
    assert c.clear() and c.showing == ""
    s = c.state.situation
    assert (c.state.preset, s.seat, s.honba, s.sticks) == ("wrc", 3, 4, 0)


def test_rules_picked_on_a_borrowed_hand_are_the_ones_next_hand_keeps() -> None:
    """A preset or option picked while a log's hand was shown changed the hand's rules only:
    Next hand put back the desk's preset of before, which the player had not chosen (and the
    settings had saved the new one). Ctrl+Z takes them back from both, Ctrl+Y brings them again."""
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc")
    shown = load("234m567p3467888s5s --rules tenhou --honba 1 --seat S")
    assert c.load_spec(shown.spec(), borrowed=True) and c.chosen_rules == PRESETS["wrc"]
    assert c.set_preset("ema") and c.set_option("kuitan", False)
    ema = PRESETS["ema"].with_options(kuitan=False)
    assert c.chosen_rules == ema
    assert c.undo() and c.undo() and c.showing == "borrowed" and c.state.preset == "tenhou"
    assert c.chosen_rules == PRESETS["wrc"]
    assert c.redo() and c.redo() and c.chosen_rules == ema
    assert c.clear() and c.showing == ""
    assert c.state.rules == ema and c.chosen_rules == ema
    assert (c.state.situation.seat, c.state.situation.honba) == (0, 0)  # the desk's own situation


def test_rules_picked_on_a_borrowed_hand_while_scoring_for_a_game_leave_the_games() -> None:
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc")
    c.serve(GamePin(PRESETS["ema"]))
    assert c.chosen_rules is None  # the game's: not saved
    assert c.load_spec(load("234m567p3467888s5s --rules tenhou").spec(), borrowed=True)
    assert c.set_preset("mleague") and c.chosen_rules is None
    assert c.clear() and c.state.preset == "ema" and c.game_rules
    c.serve(None)
    assert c.state.preset == "wrc" and c.chosen_rules == PRESETS["wrc"]
    # the game ends while the hand is still shown: Next hand goes back to the desk's own rules
    # of before the game, not to the preset picked on the hand while the game had the desk
    c.serve(GamePin(PRESETS["ema"]))
    assert c.load_spec(load("234m567p3467888s5s --rules tenhou").spec(), borrowed=True)
    assert c.set_preset("mleague") and c.state.preset == "mleague"
    c.serve(None)
    assert c.showing == "borrowed" and c.state.preset == "mleague"
    assert c.clear() and c.showing == "" and not c.game_rules
    assert c.state.preset == "wrc" and c.chosen_rules == PRESETS["wrc"]


def test_the_preset_a_borrowed_hand_has_already_picked_on_it_is_the_one_next_hand_keeps() -> None:
    """The desk on WRC, a Tenhou log's hand shown, Tenhou picked in the box: the hand shown did
    not change, so the pick was dropped, and Next hand went back to WRC. It is a step of its own:
    Ctrl+Z takes it back from the desk Next hand goes back to, Ctrl+Y brings it again."""
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc")
    shown = load("234m567p3467888s5s --rules tenhou --honba 1")
    assert c.load_spec(shown.spec(), borrowed=True) and c.chosen_rules == PRESETS["wrc"]
    hand = c.state
    assert c.set_preset("tenhou") and c.state == hand and c.showing == "borrowed"
    assert c.chosen_rules == PRESETS["tenhou"]
    assert not c.set_preset("tenhou")  # picked already: nothing more
    assert c.undo() and c.state == hand and c.chosen_rules == PRESETS["wrc"]
    assert c.redo() and c.state == hand and c.chosen_rules == PRESETS["tenhou"]
    # an option set to the value the hand shown has: its rules, the desk's from now on
    assert c.undo() and c.set_option("kuitan", True) and c.state == hand
    assert c.chosen_rules == PRESETS["tenhou"]
    assert c.clear() and c.showing == "" and c.state.rules == PRESETS["tenhou"]
    assert (c.state.situation.honba, c.state.concealed) == (0, ())  # the desk's own situation


def test_the_desk_rules_are_those_next_hand_goes_back_to() -> None:
    """What the quiz deals under and a new game proposes: not the rules of a log's hand shown
    on the desk for a while, and a game's while the desk scores for one."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc") and c.set_option("kuitan", False)
    own = PRESETS["wrc"].with_options(kuitan=False)
    assert c.desk_rules == own
    assert c.load_spec(load("234p567p345s66s88s8s --rules tenhou-sanma --tsumo").spec(), borrowed=True)
    assert c.state.rules == PRESETS["tenhou-sanma"] and c.desk_rules == own
    c.serve(GamePin(PRESETS["ema"]))
    assert c.state.rules == PRESETS["tenhou-sanma"] and c.desk_rules == PRESETS["ema"]
    c.serve(None)
    assert c.desk_rules == own
    assert c.set_preset("mleague") and c.desk_rules == PRESETS["mleague"]
    assert c.clear() and c.state.rules == c.desk_rules == PRESETS["mleague"]


def test_a_game_started_while_a_borrowed_hand_is_shown_gives_the_desk_its_own_rules_back() -> None:
    """A log's hand shown, then a game started (the desk follows it: :meth:`adopt` puts the
    game's situation and rules into the desk behind) and ended: the game's rules had become the
    desk's own, Next hand kept them, and the window saved them over the player's."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc") and c.set_option("kuitan", False)
    own = PRESETS["wrc"].with_options(kuitan=False)
    assert c.load_spec(load("234p567p345s66s88s8s --rules tenhou-sanma --tsumo").spec(), borrowed=True)
    c.serve(GamePin(PRESETS["mleague"]))
    # the game's situation and rules into the desk behind, as the tracker's bridge puts them
    assert not c.adopt(lambda edit: edit.with_situation(honba=2)._replace(preset="mleague", overrides=()))
    assert c.chosen_rules is None and c.desk_rules == PRESETS["mleague"]
    c.serve(None)
    assert c.showing == "borrowed" and c.state.rules == PRESETS["tenhou-sanma"]
    assert c.desk_rules == own and c.chosen_rules in (None, own)
    assert c.clear() and c.showing == "" and not c.game_rules
    assert c.state.rules == own and c.chosen_rules == own
    assert c.state.situation.honba == 2  # the game's situation stays, as on a desk it followed


def test_the_desks_own_rules_come_back_after_a_game_with_whether_they_were_picked() -> None:
    """``mjgui --rules ema``: Tenhou picked and undone, a game started, the pick redone (under
    the game's rules), the game ended: the desk's EMA came back as picked, and the window saved
    the command line's rules, which the player never picked."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.load_rules(PRESETS["ema"])
    assert c.set_preset("tenhou") and c.rules_picked
    assert c.undo() and not c.rules_picked
    c.serve(GamePin(PRESETS["mleague"]))
    assert c.redo() and c.state.rules == PRESETS["mleague"] and c.rules_picked
    c.serve(None)
    assert c.state.rules == PRESETS["ema"] and not c.rules_picked
    # the pick in effect when the game started comes back picked
    assert c.set_preset("wrc") and c.rules_picked
    c.serve(GamePin(PRESETS["mleague"]))
    assert c.undo() and not c.rules_picked
    c.serve(None)
    assert c.state.rules == PRESETS["wrc"] and c.rules_picked


def test_a_game_starting_or_ending_while_a_borrowed_hand_is_shown_tells_the_listeners() -> None:
    """The rules the quiz deals under (:attr:`desk_rules`) change with a game started or ended
    while a log's hand is shown, which keeps its own rules: no view was sent, so an open quiz
    went on dealing under the desk's own rules through the game."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.set_preset("wrc")
    assert c.load_spec(load("234p567p345s66s88s8s --rules tenhou-sanma --tsumo").spec(), borrowed=True)
    rules: list[object] = []
    c.subscribe(lambda view: rules.append(c.desk_rules))
    c.serve(GamePin(PRESETS["mleague"]))
    assert rules == [PRESETS["mleague"]]
    c.serve(None)
    assert rules == [PRESETS["mleague"], PRESETS["wrc"]]


def test_rules_picked_says_whether_the_player_picked_the_desks_rules_at_a_step_not_undone() -> None:
    """The window saves the desk's rules only once the player picked them: the command line's
    came back with Ctrl+Z after a change, and were saved in place of the player's."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    assert c.load_rules(PRESETS["ema"]) and not c.rules_picked  # mjgui --rules ema
    click_all(c, "234m")
    assert not c.rules_picked
    assert c.set_option("kuitan", False) and c.rules_picked
    click_all(c, "5p")
    assert c.undo() and c.rules_picked
    assert c.undo() and not c.rules_picked and c.state.rules == PRESETS["ema"]
    assert c.redo() and c.rules_picked
    assert c.undo() and not c.rules_picked
    # a preset picked on a log's hand while the desk scores for a game is the hand's only
    c.serve(GamePin(PRESETS["wrc"]))
    assert c.load_spec(load("234m567p3467888s5s --rules tenhou").spec(), borrowed=True)
    assert c.set_preset("mleague") and not c.rules_picked
    c.serve(None)
    assert c.clear() and c.state.rules == PRESETS["ema"] and not c.rules_picked
    # a hand loaded anew (the command line's): none picked
    assert c.set_preset("wrc") and c.rules_picked
    assert c.load_spec(load("234m567p3467888s5s").spec(), record=False) and not c.rules_picked


def test_ctrl_z_within_a_borrowed_hand_keeps_the_games_situation_put_into_the_desk_behind() -> None:
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    c.serve(GamePin(PRESETS["ema"]))
    shown = load("234m567p3467888s5s --rules tenhou --honba 2")
    assert c.load_spec(shown.spec(), borrowed=True)
    assert c.set_flag("riichi", True)
    assert c.adopt(lambda edit: edit.with_situation(honba=3, sticks=1)) is False
    assert c.undo() and c.showing == "borrowed" and not c.state.situation.riichi
    assert c.clear() and c.showing == ""
    s = c.state.situation
    assert (s.honba, s.sticks, c.state.preset) == (3, 1, "ema") and c.game_rules


def test_ctrl_z_past_a_borrowed_hand_shows_the_desk_behind_with_the_games_situation_now() -> None:
    """The game moved on while a log's hand was shown (:meth:`adopt` into the desk behind):
    Ctrl+Z past the load shows the desk behind in that situation, and Next hand keeps it; a
    redo past a Next hand pressed on a borrowed hand still goes to the desk it made."""
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.scoring.rules import PRESETS

    c = Controller()
    c.serve(GamePin(PRESETS["ema"]))
    click_all(c, "234m567p3467888s5s")
    own = c.state.concealed
    shown = load("234m567p3467888s5s --rules tenhou --honba 2")
    assert c.load_spec(shown.spec(), borrowed=True)
    assert c.adopt(lambda edit: edit.with_situation(honba=3, sticks=1, seat=2)) is False
    assert c.undo() and c.showing == ""
    s = c.state.situation
    assert (c.state.concealed, s.honba, s.sticks, s.seat, c.state.preset) == (own, 3, 1, 2, "ema")
    assert c.clear()
    s = c.state.situation
    assert (c.state.concealed, s.honba, s.sticks, s.seat) == ((), 3, 1, 2)
    # Next hand on a borrowed hand, Ctrl+Z, Ctrl+Y: the desk Next hand made, no tiles
    assert c.load_spec(shown.spec(), borrowed=True) and c.clear()
    made = c.state
    assert c.undo() and c.showing == "borrowed"
    assert c.redo() and c.state == made and c.showing == ""


def test_esc_in_hand_mode_tells_the_listeners_once_with_its_note() -> None:
    """Esc clearing the hand: the cleared desk and its "Ctrl+Z brings it back" note come in one
    view (the clear told the listeners, then the note told them again: two views built)."""
    c = Controller("en")
    click_all(c, "234m567p3467888s5s")
    views: list[WindowView] = []
    c.subscribe(views.append)
    assert c.escape()
    assert len(views) == 1
    assert [(m.code, m.text) for m in views[0].messages][:1] == [
        ("esc_cleared", "The hand was cleared: Ctrl+Z brings it back.")
    ]
    assert c.view() is views[0]
    # nothing to clear: nothing said
    assert not c.escape() and len(views) == 1


def test_the_view_told_of_a_typed_hand_shows_it_as_typed_before_and_after_a_language_switch() -> None:
    """The listeners were told of a typed hand with the desk's writing of it ("123m456p23789s4s",
    the last 4s apart) and, after a language switch, with the text as typed: the field changed
    under the player's cursor twice."""
    c = Controller()
    views: list[WindowView] = []
    c.subscribe(views.append)
    typed = "123m456p789s234s"
    assert c.set_notation(typed)
    assert c.notation_text() != typed
    assert views[-1].notation.text == typed
    c.set_lang("ru")
    assert views[-1].notation.text == typed
    c.toggle_flag("tsumo")  # an edit that leaves the tiles: still as typed
    assert c.state.situation.tsumo
    assert views[-1].notation.text == typed
    c.palette_click("5m")  # an edit of the tiles: the desk's own writing then
    assert views[-1].notation.text == c.notation_text() == "123m456p234789s5m"


def test_a_typed_text_stays_through_edits_that_leave_its_tiles_with_its_error() -> None:
    """Riichi, the seat, the round, a dora indicator: the typed text (and the error it has) is
    kept; undo brings the field back as it was at the step it goes to, the slip and its error
    with it (the desk's writing dropped the slip: Ctrl+Z Ctrl+Y lost what was typed)."""
    c = Controller()
    typed = "123m 456p 789s 234s 11z"
    assert c.set_notation(typed)
    for edit in (lambda: c.toggle_flag("riichi"), lambda: c.set_seat(2), lambda: c.set_round(1)):
        assert edit()
        assert c.view().notation.text == typed
    assert c.state.situation.riichi and c.state.situation.seat == 2
    c.set_notation(typed + " 45")  # an error: the tiles stay, the error is shown
    assert c.toggle_flag("tsumo")
    view = c.view()
    assert view.notation.text == typed + " 45" and view.notation.error.startswith('Digits "45"')
    assert c.undo()
    assert not c.state.situation.tsumo
    view = c.view()
    assert view.notation.text == typed + " 45" and view.notation.error.startswith('Digits "45"')
    assert c.redo() and c.state.situation.tsumo
    view = c.view()
    assert view.notation.text == typed + " 45" and view.notation.error.startswith('Digits "45"')
    assert c.undo() and c.undo()  # before the round was set: the text as typed then, no error
    assert c.state.situation.round_wind == 0
    view = c.view()
    assert view.notation.text == typed and not view.notation.error
    assert c.notation_text() == "123m456p234789s11z"


def test_the_copied_furiten_wait_says_ron_once() -> None:
    """«5m (осталось 3): рон — фуритен: рон нельзя (нет яку)» said "ron" twice (the English
    too): a furiten wait says it is furiten, then what the ron would have paid."""

    def discarded(lang: str) -> Controller:
        c = load("123m456p789s11z4m6m --seat S", lang)
        c.set_mode("discard")
        assert c.palette_click("5m")
        return c

    rows = discarded("en").view().waits.rows
    assert [(w.furiten, w.ron_said) for w in rows] == [(True, "furiten, no ron (no yaku)")]
    en = discarded("en").result_text().splitlines()
    assert "  5m (3 left): furiten, no ron (no yaku); tsumo 300 / 500 · 1 han 30 fu" in en
    ru = discarded("ru").result_text().splitlines()
    assert "  5m (осталось 3): фуритен, рон нельзя (нет яку); цумо — 300 / 500 · 1\u00a0хан 30\u00a0фу" in ru


def test_a_wait_said_impossible_is_decided_by_its_result_not_by_its_text() -> None:
    """said_value turned a value into "impossible" when its text was the dash: a result that is
    a reason (a win that cannot happen) is said so, any value else as :func:`short_value`."""
    from mjgui.controller.scoring.values import said_value
    from mjgui.core.errors import HandError
    from mjgui.core.scoring.scoring import score

    assert said_value(HandError("renhou_tsumo"), "en") == "impossible"
    assert said_value(HandError("renhou_tsumo"), "ru") == "нельзя"
    result = score(parse_score_args(["234m567p3467888s5s", "--riichi", "--seat", "S"])[0].spec)
    assert said_value(result, "en") == "3900 · 3 han 30 fu"
