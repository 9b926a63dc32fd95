"""The same hand under other rule presets, side by side, with the rule that makes a difference."""

from __future__ import annotations

import random
import re
from dataclasses import fields, replace

import pytest

from mjgui.cli import parse_score_args
from mjgui.core.errors import RulesError
from mjgui.core.scoring.hand import HandSpec, problems
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.compare import (
    COLUMNS,
    DEFAULT_PRESETS,
    SCORING_OPTIONS,
    Comparison,
    PresetRow,
    adapt_to_rules,
    compare_presets,
    preset_name,
)
from mjgui.core.teach.quiz import random_hand

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def differs(row: PresetRow) -> bool:
    """The row scores the hand otherwise than the reference in some way."""
    return any(row.differs.values())


def spec_of(args: str) -> HandSpec:
    request, _ = parse_score_args(args.split())
    return request.spec


def compare(args: str, presets: tuple[str, ...] = DEFAULT_PRESETS) -> Comparison:
    return compare_presets(spec_of(args), presets)


def note_codes(comparison: Comparison, name: str) -> set[str]:
    return {n.code for n in comparison.row(name).notes}


def test_ema_plays_a_red_five_as_a_plain_five() -> None:
    c = compare("234067m234p23488s --win 4m --riichi --seat S")
    seed, ema = c.row("seed"), c.row("ema")
    assert seed.ok and ema.ok
    assert seed.han == 6 and ema.han == 5
    assert "aka_dora" in seed.yaku and "aka_dora" not in ema.yaku
    assert ema.differs["han"] and ema.differs["total"] and ema.differs["limit"]
    assert not ema.differs["fu"]
    assert note_codes(c, "ema") == {"aka=0"}
    assert ema.notes[0].text() == "aka: 0 red fives, a red five counts as a plain five"
    assert [n.code for n in ema.conversions] == ["converted_red"]
    assert not any(t.red for t in ema.spec.all_tiles())
    # Tenhou and M-League have red fives: same as the reference
    assert not differs(c.row("tenhou")) and not differs(c.row("mleague"))


def test_ema_caps_kazoe_at_sanbaiman() -> None:
    c = compare("11223355667788p --win 8p --riichi --tsumo --dora 4p")
    assert c.row("seed").limit == "kazoe_yakuman" and c.row("seed").total == 48000
    ema = c.row("ema")
    assert ema.limit == "sanbaiman" and ema.total == 36000
    assert ema.differs["limit"] and ema.differs["total"] and not ema.differs["han"]
    assert note_codes(c, "ema") == {"kazoe=sanbaiman"}
    assert ema.notes[0].text() == "kazoe capped at sanbaiman: 13+ han pay as sanbaiman"
    # Tenhou counts kazoe yakuman like the seed; WRC caps it as EMA does (edition 2)
    assert not differs(c.row("tenhou"))
    assert c.row("wrc").limit == "sanbaiman" and c.row("wrc").total == 36000


def test_tenhou_doubles_no_yakuman() -> None:
    c = compare("19m19p19s1234567z1m")
    assert c.row("seed").yakuman == 2
    tenhou = c.row("tenhou")
    assert tenhou.yakuman == 1 and tenhou.differs["yakuman"] and tenhou.differs["total"]
    assert note_codes(c, "tenhou") == {"double_yakuman="}
    assert tenhou.notes[0].text() == "no double yakuman: every yakuman counts once"
    assert CYRILLIC.search(tenhou.notes[0].text("ru"))
    assert note_codes(c, "ema") == {"double_yakuman="}


def test_mahjong_soul_keeps_double_yakuman() -> None:
    c = compare("19m19p19s1234567z1m", ("seed", "tenhou", "mahjongsoul"))
    assert not differs(c.row("mahjongsoul"))
    assert c.row("mahjongsoul").yakuman == 2


def test_wrc_kiriage_mangan() -> None:
    c = compare("234567m345p23488s --win 4m --riichi --seat S --dora 1m")
    wrc = c.row("wrc")
    assert c.row("seed").total == 7700 and wrc.total == 8000
    assert note_codes(c, "wrc") == {"kiriage=True"}


def test_wrc_double_wind_pair_fu() -> None:
    c = compare("123m456p123999s11z --win 1s --riichi")
    wrc = c.row("wrc")
    assert c.row("seed").fu == 50 and wrc.fu == 40
    assert wrc.differs["fu"] and not wrc.differs["han"]
    assert note_codes(c, "wrc") == {"double_wind_pair_fu"}
    assert wrc.notes[0].text() == "a double wind pair gives 2 fu"


def test_a_plain_hand_is_the_same_everywhere() -> None:
    c = compare("234m567p345s678s55p --win 2m --riichi --seat S")
    assert not any(differs(r) for r in c.rows)
    for row in c.rows:
        assert row.notes == () and row.conversions == ()
        assert set(row.differs) == set(COLUMNS)


def test_several_differences_are_all_named() -> None:
    # a red five and 13+ han: EMA differs by both rules
    c = compare("11223305667788p --win 8p --riichi --tsumo --dora 4p")
    assert c.row("seed").han == 15 and c.row("ema").han == 14
    assert note_codes(c, "ema") == {"aka=0", "kazoe=sanbaiman"}


def test_renhou_flag_is_dropped_where_there_is_no_renhou() -> None:
    c = compare("234567m345p23488s --win 4m --seat S --renhou")
    seed, wrc = c.row("seed"), c.row("wrc")  # WRC has no renhou (EMA's is a mangan since its edition 2)
    assert seed.limit == "mangan" and seed.yaku == ("renhou",)
    assert wrc.ok and "renhou" not in wrc.yaku
    assert "renhou=off" in note_codes(c, "wrc")
    assert [n.code for n in wrc.conversions] == ["dropped_renhou"]
    assert c.row("ema").yaku == ("renhou",) and c.row("ema").limit == "mangan"


def test_a_renhou_paid_as_mangan_has_no_han_or_fu_cells() -> None:
    """RULES.md §2: renhou is worth mangan and combines with nothing. Its row held the 5 han and
    the 30 fu the core writes for the payment; it is worth its limit, as the calculator says."""
    c = compare("234m567p3467888s5s --seat S --renhou")
    seed, wrc = c.row("seed"), c.row("wrc")
    assert seed.renhou_paid and not wrc.renhou_paid
    assert (seed.han, seed.fu, seed.limit, seed.total) == (None, None, "mangan", 8000)
    assert (wrc.han, wrc.fu, wrc.total) == (2, 30, 2000)
    assert wrc.differs["han"] and wrc.differs["fu"] and wrc.differs["limit"]
    # renhou=yakuman: a yakuman, shown as every yakuman is
    spec = spec_of("234m567p3467888s5s --seat S --renhou --rule-option renhou=yakuman")
    yakuman = compare_presets(spec, ("seed",), reference_rules=spec.rules).row("seed")
    assert not yakuman.renhou_paid and yakuman.yakuman == 1


def test_four_plain_fives_get_their_red_one_under_aka_rules() -> None:
    spec = spec_of("123m455556p789s11z --win 1z --riichi --rules ema")
    assert problems(spec) == []
    c = compare_presets(spec, ("ema", "seed"))
    assert c.reference == "ema"
    seed = c.row("seed")
    assert seed.ok and [n.code for n in seed.conversions] == ["converted_plain"]
    assert sum(t.red for t in seed.spec.all_tiles()) == 1
    ema_han = c.row("ema").han
    assert seed.han is not None and ema_han is not None and seed.han == ema_han + 1
    assert note_codes(c, "seed") == {"aka"}


def test_reference_can_be_named() -> None:
    spec = spec_of("19m19p19s1234567z1m")
    c = compare_presets(spec, ("seed", "tenhou"), reference="tenhou")
    assert c.reference == "tenhou"
    assert c.row("seed").differs["yakuman"] and not differs(c.row("tenhou"))
    assert {n.code for n in c.row("seed").notes} == {"double_yakuman"}
    assert c.row("seed").notes[0].params == {"yakus": ("kokushi_13",)}
    assert c.row("seed").notes[0].text() == "double yakuman: kokushi musou juusanmen"


def test_no_win_and_bad_hands_are_rows_too() -> None:
    c = compare("23488m567p123789s --win 3s")
    assert all(r.error == "no_yaku" for r in c.rows)
    assert not any(differs(r) for r in c.rows)
    c = compare("23488m567p12378s --win 3s")
    assert all(r.error == "tile_count" for r in c.rows)


def test_unknown_preset_is_an_error() -> None:
    with pytest.raises(RulesError):
        compare("234m567p345s678s55p --win 2m --riichi", ("seed", "nope"))
    with pytest.raises(ValueError):
        compare("234m567p345s678s55p --win 2m --riichi", ())


def test_names_and_titles_in_both_languages() -> None:
    c = compare("234m567p345s678s55p --win 2m --riichi")
    for name in PRESETS:
        assert preset_name(name, "en") and preset_name(name, "ru")
    assert preset_name("tenhou", "ru") == "Tenhou.net"
    for column in COLUMNS:
        assert c.column_title(column) != f"column_{column}"
        assert CYRILLIC.search(c.column_title(column, "ru"))


def test_scoring_options_are_rules_fields() -> None:
    names = {f.name for f in fields(Rules)}
    assert set(SCORING_OPTIONS) <= names


def test_rows_score_like_the_scorer() -> None:
    rng = random.Random(5)
    for _ in range(40):
        spec = random_hand(rng, "payment")
        c = compare_presets(spec)
        seed = c.row("seed")
        win = score(spec).win
        assert win is not None and win.payment is not None
        assert (seed.han, seed.fu, seed.total) == (win.han, win.fu.fu, win.payment.total)
        for row in c.rows:
            assert row.ok  # no preset rejects a seed hand
            assert differs(row) == bool(row.notes)
            for note in row.notes:
                assert note.text() and CYRILLIC.search(note.text("ru"))


def test_adapt_keeps_a_hand_that_needs_nothing() -> None:
    spec = spec_of("234m567p345s678s55p --win 2m --riichi")
    adapted, notes = adapt_to_rules(spec, PRESETS["wrc"])
    assert notes == () and adapted.rules is PRESETS["wrc"]
    assert replace(adapted, rules=spec.rules) == spec


OPEN_NO_YAKU = "11z234p555s --pon 777s --kan 2222m --win 5s --tsumo"


def test_a_row_that_pays_nothing_says_why_in_this_hands_own_words() -> None:
    # the window wrote every no-win as "dora alone do not win ... riichi, menzen tsumo": this hand
    # has no dora, and is open
    from mjgui.controller.teach.compare import comparison_view

    view = comparison_view(compare(OPEN_NO_YAKU), "en")
    column = view.columns.index("yaku")
    said = {row.cells[column].text for row in view.rows}
    assert said == {
        "No yaku: an open hand needs a yaku that counts when open (for example yakuhai, toitoi or "
        "honitsu); riichi and menzen tsumo need a closed hand."
    }
    ru = comparison_view(compare(f"{OPEN_NO_YAKU} --dora 1p"), "ru")
    assert {row.cells[column].text for row in ru.rows} == {
        "Нет яку: одни доры не дают выигрыша. Открытой руке нужно яку, которое засчитывается и с "
        "объявлениями (например, якухай, тойтой или хоницу); риичи и мензенцумо бывают только у "
        "закрытой руки."
    }
    # a closed hand without yaku and without dora: riichi is offered, dora are not spoken of
    closed = compare("23488m567p123789s --win 3s")
    assert {r.error_message() for r in closed.rows} == {
        "No yaku: the hand needs at least one yaku (for example riichi, menzen tsumo, tanyao or yakuhai)."
    }
    # a refused hand is worded with its own values (the window wrote "{count}")
    refused = compare("23488m567p12378s --win 3s")
    assert {r.error_message() for r in refused.rows} == {
        "Concealed tiles: 13, melds: 0; 14 concealed tiles are needed (14 − 3 per meld, the winning "
        "tile included)."
    }
    assert compare("234m567p345s678s55p --win 2m --riichi").rows[0].error_message() == ""


def test_an_option_that_moves_the_reference_away_is_not_named() -> None:
    # WRC's 3 han 30 fu pays 5800 with or without kiriage: only the red five explains the row,
    # though kiriage would change the reference (4 han 30 fu, 11 600 -> 12 000)
    c = compare("234m067p234s67888s --win 6s --riichi")
    seed, wrc = c.row("seed"), c.row("wrc")
    assert (seed.han, seed.fu, seed.total) == (4, 30, 11600)
    assert (wrc.han, wrc.fu, wrc.total) == (3, 30, 5800)
    assert note_codes(c, "wrc") == {"aka=0"} == note_codes(c, "ema")
    # the other way round both are named: WRC given the red five alone pays 12 000 (kiriage),
    # seed's 4 han 30 fu pay 11 600 because seed has the red five and no kiriage
    c = compare_presets(spec_of("234m067p234s67888s --win 6s --riichi"), ("wrc", "seed"))
    assert note_codes(c, "seed") == {"aka", "kiriage=False"}
    # kiriage still named where it is the difference
    c = compare("234567m345p23488s --win 4m --riichi --seat S --dora 1m")
    assert note_codes(c, "wrc") == {"kiriage=True"}


def _notes_replayed(c: Comparison, spec: HandSpec, name: str) -> tuple[object, ...]:
    """The reference's rules given the options the row's notes name: scored, its cells."""
    rules = PRESETS[c.reference]
    other = PRESETS[name]
    rules = replace(rules, **{n.option: getattr(other, n.option) for n in c.row(name).notes})
    row = compare_presets(spec, ("seed",), reference_rules=rules).rows[0]
    return (row.han, row.fu, row.limit, row.total)


def test_kiriage_is_named_where_it_shows_only_after_paarenchan() -> None:
    # seed pays the dealer's paarenchan at 8 renchan; without it the hand is 4 han 30 fu,
    # which WRC and M-League pay as mangan (kiriage), EMA and Tenhou as 11 700
    spec = spec_of("234m456p678s222s55p --win 4m --seat E --renchan 8 --riichi --tsumo --dora 1m")
    c = compare_presets(spec)
    assert c.row("seed").total == 48000
    assert c.row("ema").total == c.row("tenhou").total == 11700
    assert c.row("wrc").total == c.row("mleague").total == 12000
    for name in ("wrc", "mleague"):
        assert [n.text() for n in c.row(name).notes] == [
            "no paarenchan",
            "kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as mangan",
        ]
        assert [n.text("ru") for n in c.row(name).notes] == [
            "нет паренчана",
            "кириаге манган: 4\u00a0хан 30\u00a0фу и 3\u00a0хан 60\u00a0фу оплачиваются как манган",
        ]
    for name in ("ema", "tenhou"):
        assert [n.text() for n in c.row(name).notes] == ["no paarenchan"]
    for name in ("ema", "wrc", "tenhou", "mleague"):
        row = c.row(name)
        assert _notes_replayed(c, spec, name) == (row.han, row.fu, row.limit, row.total)


def test_kiriage_is_named_where_it_shows_only_after_ryanhan_shibari() -> None:
    # seed refuses 1 han from yaku at 5 honba; the others pay 4 han 30 fu: 9200, or mangan
    # with kiriage (8000 + 1500 honba)
    spec = spec_of("456p678s222s55p --win 4p --seat S --honba 5 --chi 234m --dora 1s")
    c = compare_presets(spec)
    assert c.row("seed").total is None
    assert c.row("ema").total == c.row("tenhou").total == 9200
    assert c.row("wrc").total == c.row("mleague").total == 9500
    for name in ("wrc", "mleague"):
        assert [n.text() for n in c.row(name).notes] == [
            "no ryanhan shibari",
            "kiriage mangan: 4 han 30 fu and 3 han 60 fu pay as mangan",
        ]
        assert [n.text("ru") for n in c.row(name).notes] == [
            "нет рянхансибари",
            "кириаге манган: 4\u00a0хан 30\u00a0фу и 3\u00a0хан 60\u00a0фу оплачиваются как манган",
        ]
    assert [n.text("ru") for n in c.row("ema").notes] == ["нет рянхансибари"]
    for name in ("ema", "wrc", "tenhou", "mleague"):
        row = c.row(name)
        assert _notes_replayed(c, spec, name) == (row.han, row.fu, row.limit, row.total)


def test_kiriage_is_named_where_it_shows_only_with_a_red_five_gone() -> None:
    # seed at 8 renchan: paarenchan; WRC: no paarenchan, the red five is a plain five (5 han
    # to 4 han 30 fu) and kiriage pays that as mangan: no single option moves the row alone
    spec = spec_of("33340566778m567p --win 3m --seat E --renchan 8 --honba 5 --dora 5m")
    c = compare_presets(spec, ("seed", "wrc"))
    wrc = c.row("wrc")
    assert (wrc.han, wrc.fu, wrc.limit) == (4, 30, "mangan")
    assert {n.option for n in wrc.notes} == {"paarenchan", "aka", "kiriage"}
    assert _notes_replayed(c, spec, "wrc") == (wrc.han, wrc.fu, wrc.limit, wrc.total)
