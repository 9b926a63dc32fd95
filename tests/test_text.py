"""Tests for mjgui.core.text: every id has text in both languages and formats cleanly."""

from __future__ import annotations

import re

import pytest

from mjgui.core import text
from mjgui.core.i18n import Msg, say
from mjgui.core.text import (
    ERRORS,
    FU_REASONS,
    LANGS,
    LIMITS,
    WAITS,
    YAKU,
    YakuName,
    error_message,
    fu_text,
    limit_name,
    template_params,
    wait_name,
    wind_name,
    yaku_info,
    yaku_name,
    yakuman_name,
)
from tests.util import both

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
LEFTOVER = re.compile(r"[{}]")

YAKU_IDS = [
    "riichi", "double_riichi", "ippatsu", "menzen_tsumo", "rinshan", "chankan", "haitei", "houtei",
    "renhou", "tanyao", "haku", "hatsu", "chun", "seat_wind", "round_wind", "pinfu", "iipeikou",
    "ryanpeikou", "chanta", "junchan", "ittsu", "sanshoku", "sanshoku_doukou", "toitoi", "chiitoitsu",
    "sanankou", "sankantsu", "honroutou", "honitsu", "chinitsu", "shousangen", "dora", "aka_dora",
    "ura_dora", "nuki_dora", "kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen",
    "shousuushii",
    "daisuushii", "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "chuuren_9", "suukantsu", "tenhou",
    "chiihou", "paarenchan", "kazoe_yakuman", "nagashi_mangan",
]  # fmt: skip

FU_IDS = [
    "base", "menzen_ron", "tsumo", "pinfu_tsumo", "open_pinfu", "chiitoitsu", "chiitoitsu_kansai",
    "open_triplet_simple", "open_triplet_terminal", "closed_triplet_simple", "closed_triplet_terminal",
    "ron_triplet_simple", "ron_triplet_terminal", "open_kan_simple", "open_kan_terminal",
    "closed_kan_simple", "closed_kan_terminal", "pair_dragon", "pair_seat_wind", "pair_round_wind",
    "pair_double_wind", "wait_kanchan", "wait_penchan", "wait_tanki",
]  # fmt: skip

ERROR_IDS = [
    "notation_char", "notation_no_suit", "notation_honor", "notation_empty", "notation_red_honor",
    "tile_count", "too_many_copies", "red_five_twice", "red_five_missing", "red_five_not_in_rules",
    "red_five_too_many", "bad_meld", "win_tile_not_in_hand", "riichi_open", "double_riichi_open",
    "ippatsu_open", "riichi_and_double_riichi", "ippatsu_without_riichi", "ura_without_riichi",
    "too_many_dora", "too_many_ura", "haitei_on_ron", "rinshan_on_ron", "houtei_on_tsumo",
    "chankan_on_tsumo", "rinshan_without_kan", "haitei_with_rinshan", "houtei_with_chankan",
    "tenhou_not_dealer", "tenhou_with_call", "tenhou_on_ron", "chiihou_dealer", "chiihou_with_call",
    "chiihou_on_ron", "chiihou_on_ron_no_renhou", "renhou_dealer", "renhou_on_tsumo",
    "renhou_on_tsumo_no_renhou", "renhou_on_tsumo_dealer", "renhou_with_call", "tenhou_with_riichi",
    "situation_conflict", "bad_wind", "negative_count", "bad_number", "unknown_rules", "renhou_disabled",
    "chankan_own_tile", "bad_argument", "no_yaku", "ryanhan_shibari", "not_complete",
    "not_tenpai", "bad_option",
    "log_too_large", "log_file_too_large", "log_input_too_large", "log_inflated_too_large",
    "log_doctype", "log_truncated", "log_gzip_damaged", "log_xml", "log_json", "log_bad_value",
    "log_rules_players", "log_no_hands", "log_unknown_format", "log_unreadable", "log_not_text",
    "log_archive", "log_compressed", "log_gzip_layers",
    "not_tenpai", "bad_option", "bad_encoding", "line_too_long", "bad_option_choice",
    "bad_option_negative", "bad_option_honba_split", "bad_option_noten_split",
    "notation_too_long", "no_north_wind", "tile_not_in_set", "chi_not_in_rules", "nuki_not_in_rules",
    "too_many_norths", "too_many_nuki", "first_turn_with_nuki", "rinshan_without_kan_or_nuki",
    "ippatsu_on_nuki_rinshan",
    "ippatsu_on_rinshan", "too_many_copies_with_discards", "chankan_discarded_tile",
    "red_five_missing_kan", "chankan_indicator_tile", "chankan_on_nuki", "chankan_north_discarded",
]  # fmt: skip

# Params each error must take (the core passes these).
ERROR_PARAMS: dict[str, set[str]] = {
    "log_game_record": {"line", "program"},
    "notation_char": {"char", "pos", "expected"},
    "notation_no_suit": {"digits", "pos"},
    "notation_honor": {"tile"},
    "notation_red_honor": {"pos"},
    "tile_count": {"count", "melds", "expected"},
    "too_many_copies": {"tile", "count", "extra"},
    "too_many_copies_with_ura": {"tile", "count", "extra"},
    "red_five_twice": {"suit", "tile", "n"},
    "red_five_missing": {"suit", "tile"},
    "red_five_too_few": {"suit", "tile", "n", "written"},
    "red_five_missing_kan": {"suit", "n", "kan"},
    "red_five_not_in_rules": {"tile"},
    "red_five_too_many": {"tile", "count", "allowed"},
    "bad_meld": {"kind", "tiles"},
    "win_tile_not_in_hand": {"tile"},
    "red_win_tile_not_in_hand": {"tile", "plain"},
    "too_many_dora": {"count", "allowed"},
    "too_many_ura": {"count", "allowed"},
    "situation_conflict": {"a", "b"},
    "bad_wind": {"value"},
    "unknown_command": {"word", "commands"},
    "discarder_is_winner": {"wind"},
    "negative_count": {"name", "value"},
    "bad_number": {"name", "value"},
    "unknown_rules": {"name", "known"},
    "chankan_own_tile": {"tile"},
    "too_many_copies_with_discards": {"tile", "count", "discarded", "extra"},
    "chankan_discarded_tile": {"tile"},
    "chankan_indicator_tile": {"tile"},
    "bad_argument": {"message"},
    "bad_encoding": {"pos"},
    "line_too_long": {"length", "limit"},
    "nul_byte": {"pos"},
    "batch_too_large": {"size", "limit"},
    "batch_input_too_large": {"limit", "line"},
    "notation_too_long": {"length", "limit"},
    "ryanhan_shibari": {"honba", "han"},
    "not_complete": {"tiles"},
    "log_too_large": {"size", "limit"},
    "log_file_too_large": {"path", "size", "limit"},
    "log_input_too_large": {"limit"},
    "log_inflated_too_large": {"limit"},
    "log_gzip_trailing": {"byte"},
    "log_doctype": {"line", "column"},
    "log_truncated": {"line", "column"},
    "log_xml": {"line", "column"},
    "log_json": {"line", "column"},
    "log_json_lines": {"n", "line"},
    "log_json_lines_points": {"n", "line"},
    "log_json_several": {"n", "line", "last"},
    "log_not_tenhou6_hand": {"found", "line", "column"},
    "log_majsoul_record": {"line", "column"},
    "log_majsoul_capture": {"line", "column"},
    "log_bad_value": {"what", "value"},
    "log_rules_players": {"players", "rules", "rules_players"},
    "log_unknown_format": {"line", "column"},
    "log_unreadable": {"path", "reason"},
    "log_not_text": {"line", "column"},
    "log_archive": {"format"},
    "log_compressed": {"format"},
    "log_win_tile_left_out": {"round", "seat", "tile"},
    "no_north_wind": {"wind"},
    "tile_not_in_set": {"tile"},
    "chi_not_in_rules": {"tiles"},
    "nuki_not_in_rules": {"count"},
    "too_many_norths": {"n", "nuki"},
    "too_many_nuki": {"nuki"},
    "first_turn_with_nuki": {"flag"},
    "bad_option_honba_split": {"name", "value", "n", "step", "lower", "higher"},
    "bad_option_noten_split": {"name", "value", "n", "step", "lower", "higher"},
}

SAMPLE: dict[str, object] = {
    "edition": 2,
    "current": 1,
    "char": "x",
    "code_page": "Windows-1251",
    "pos": 7,
    "expected": "a digit before the suit letter",
    "digits": "123",
    "tile": "5p",
    "plain": "5p",
    "word": "frob",
    "commands": "score, game, replay, league",
    "written": 1,
    "extra": 1,
    "tiles": "999p",
    "count": 5,
    "melds": 1,
    "allowed": 2,
    "kans": 1,
    "suit": "p",
    "kind": "pon",
    "a": "tenhou",
    "b": "haitei",
    "flag": "chiihou",
    "field": "csrule 0",
    "excess": 1000,
    "value": "Q",
    "name": "honba",
    "known": "seed, ema, wrc",
    "message": "boom",
    "said": "Error in player 1's response",
    "honba": 5,
    "han": 1,
    "fu": 8,
    "raw": 32,
    "what": "AGARI sc",
    "line": 999,  # three digits, as a refusal's line is tested (test_presets_old_records)
    "last": 2,
    "this": 9,  # a record line's own number, the end of a range of lines (ron_after_end_sanchahou)
    "item": 3,
    "column": 14,
    "size": 5000000,
    "path": "game.mjlog",
    "missing": "/media/usb/night.mjgame",  # where a link to a link whose file is gone ends
    "reason": "no such file",
    "length": 1234,
    "total": -5,
    "limit": 1000,
    "round": "E2-0",
    "seat": "Aleksandra",  # ten letters, a long name at a table
    "n": 4,
    "first": "line 7: the game ended on line 6",
    "rounds": ("E2-0", "S1-1"),
    "wind": "N",
    "players": 3,
    "rules": "tenhou",
    "rules_players": 4,
    "nuki": 2,
    "found": '"qipai"',
    "step": 600,
    "lower": 1800,
    "higher": 2400,
    "after": "E1-0",
    "choices": ("tenhou-sanma", "mahjongsoul-sanma"),
    "changes": (("Aiko", -2000), ("Boris", 2000)),
    "discarded": 3,
    "kan": "0555p",
    "payment": 150,  # a honba a payer pays in a Tenhou lobby (log_lobby_honba)
    "program": "mjgui-cli",  # the program that runs the commands (log_game_record: replay it with game)
    "other_edition": 1,  # a second edition on one rules line (edition_twice)
    "start": 35000,  # the start points a return is below (return_below_start)
    "uma": (5, 15, -5, -15),  # an uma that rises (uma_order)
    "points": 20000,  # a penalty in points for one typed in the final score's thousands
    "byte": 4097,  # where bytes that are no gzip data start after a gzip log's last member
    "format": "ZIP",  # the archive or compression a log is packed in (log_archive, log_compressed)
}


# -- yaku ---------------------------------------------------------------------------------------


def test_yaku_table_is_exactly_the_required_ids() -> None:
    assert set(YAKU) == set(YAKU_IDS)


@pytest.mark.parametrize("yaku_id", YAKU_IDS)
def test_every_yaku_has_all_names(yaku_id: str) -> None:
    info = yaku_info(yaku_id)
    assert isinstance(info, YakuName)
    ru_name, meaning = yaku_name(yaku_id, "ru"), info.meaning.text
    for field in (info.romaji, info.kanji, meaning, ru_name):
        assert field.strip() == field and field
    assert CYRILLIC.search(ru_name), ru_name
    assert not CYRILLIC.search(info.romaji + meaning)
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", info.kanji), info.kanji
    assert yaku_name(yaku_id) == info.romaji
    assert yaku_name(yaku_id, "en") == info.romaji
    assert info.name.text == info.romaji


def test_yaku_examples() -> None:
    assert yaku_name("riichi") == "Riichi"
    assert yaku_name("riichi", "ru") == "Риичи"
    assert yaku_info("riichi").kanji == "立直"
    assert yaku_info("riichi").meaning.text == "Ready hand"
    assert yaku_name("menzen_tsumo") == "Menzen tsumo"
    assert yaku_name("menzen_tsumo", "ru") == "Мензенцумо"
    assert yaku_info("menzen_tsumo").kanji == "門前清自摸和"
    assert yaku_name("haku") == "Yakuhai: haku"
    assert yaku_info("haku").kanji == "白"
    assert yaku_name("tanyao", "ru") == "Таняо"
    assert yaku_name("pinfu", "ru") == "Пинфу"
    assert yaku_name("iipeikou", "ru") == "Иппейко"
    assert yaku_name("toitoi", "ru") == "Тойтой"
    assert yaku_name("chiitoitsu", "ru") == "Читойцу"


def test_yaku_names_are_distinct() -> None:
    assert len({y.romaji for y in YAKU.values()}) == len(YAKU)
    assert len({yaku_name(y, "ru") for y in YAKU}) == len(YAKU)
    assert len({y.meaning.text for y in YAKU.values()}) == len(YAKU)


def test_unknown_yaku() -> None:
    assert yaku_name("sanrenkou") == "sanrenkou"
    assert yaku_name("sanrenkou", "ru") == "sanrenkou"
    with pytest.raises(KeyError):
        yaku_info("sanrenkou")


# -- fu -----------------------------------------------------------------------------------------


def test_fu_table_is_exactly_the_required_ids() -> None:
    assert set(FU_REASONS) == set(FU_IDS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", FU_IDS)
def test_every_fu_reason_formats_with_its_number(reason: str, lang: str) -> None:
    line = fu_text(reason, lang, fu=16, tiles="999p", raw=32)
    assert not LEFTOVER.search(line), line
    assert re.search(r"\b16\b", line), line
    if "{tiles}" in FU_REASONS[reason].text:
        assert "999p" in line
    if lang == "ru":
        assert CYRILLIC.search(line), line
        assert "фу" in line
    else:
        assert not CYRILLIC.search(line), line
        assert "fu" in line


@pytest.mark.parametrize("reason", FU_IDS)
def test_fu_templates_use_the_same_params_in_both_languages(reason: str) -> None:
    en, ru = both(FU_REASONS[reason])
    assert template_params(en) == template_params(ru)
    assert "fu" in template_params(en)


def test_fu_examples() -> None:
    assert fu_text("closed_triplet_terminal", fu=8, tiles="999p") == (
        "closed triplet of terminals or honors 999p: 8 fu"
    )
    assert fu_text("closed_triplet_terminal", "ru", fu=8, tiles="999p") == (
        "закрытый пон терминалов или достоинств 999p: 8\u00a0фу"
    )
    assert fu_text("base", fu=20, tiles="") == "base fu (futei): 20 fu"
    assert fu_text("ron_triplet_simple", fu=2, tiles="555p") == (
        "triplet 555p completed by ron counts as open: 2 fu"
    )
    assert "30" in fu_text("open_pinfu", fu=10, tiles="")
    assert "20 fu" in fu_text("pinfu_tsumo", fu=0, tiles="")
    assert "25" in fu_text("chiitoitsu", fu=25, tiles="")


def test_fu_empty_tiles_leave_no_double_space() -> None:
    line = fu_text("wait_kanchan", fu=2, tiles="")
    assert "  " not in line and " :" not in line
    assert line == "kanchan (middle) wait: 2 fu"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("reason", sorted(text.FU_REASONS))
def test_fu_text_tidies_an_empty_tiles_as_the_two_rules_say(reason: str, lang: str) -> None:
    """Runs of blanks become one space, then blanks before ':' or ',' go (the lookahead that
    fu_text uses does what a captured group put back does)."""
    filled = text.fill(text.translate(text.FU_REASONS[reason], lang), {"fu": 2, "tiles": ""})
    tidy = re.sub(r"\s+([:,])", r"\1", re.sub(r"\s{2,}", " ", filled)).strip()
    assert fu_text(reason, lang, fu=2, tiles="") == tidy


def test_fu_missing_params_do_not_raise() -> None:
    assert fu_text("closed_triplet_simple") == "closed triplet of simples {tiles}: {fu} fu"
    assert "{fu}" in fu_text("base", "ru")


def test_fu_unknown_reason() -> None:
    assert fu_text("mystery") == "mystery"
    assert fu_text("mystery", "ru", fu=2) == "mystery (fu=2)"


# -- errors -------------------------------------------------------------------------------------


def test_error_table_holds_every_required_code() -> None:
    missing = set(ERROR_IDS) - set(ERRORS)
    assert not missing


@pytest.mark.parametrize("code", sorted(ERRORS))
def test_errors_exist_in_both_languages_with_the_same_params(code: str) -> None:
    en, ru = both(ERRORS[code])
    assert en and ru and en != ru
    assert CYRILLIC.search(ru), ru
    assert not CYRILLIC.search(en), en
    assert template_params(en) == template_params(ru), code
    assert ERROR_PARAMS.get(code, set()) <= template_params(en), code


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", sorted(ERRORS))
def test_every_error_formats_without_leftover_braces(code: str, lang: str) -> None:
    message = error_message(code, lang, **SAMPLE)
    assert not LEFTOVER.search(message), message
    # a capital, but on a file's name as given (log_not_a_file: "game.mjlog is not ...")
    as_given = message.startswith(str(SAMPLE["path"]))
    assert message[0].isupper() or not message[0].isalpha() or as_given, message
    assert message.rstrip()[-1] in ".!)" or code == "bad_argument", message
    assert len(message) < 300, message
    for name in template_params(ERRORS[code].text):
        if name in {"pos", "count", "melds", "allowed", "kans", "honba", "han", "length", "limit"}:
            assert str(SAMPLE[name]) in message, (code, name, message)


def test_error_examples_name_the_tile_and_the_fix() -> None:
    msg = error_message("notation_char", char="x", pos=4, expected="a digit")
    assert msg == 'Unexpected "x" at position 4: expected a digit.'
    msg = error_message("too_many_copies", tile="5m", count=5)
    assert "5m" in msg and "5" in msg and "4 times" in msg
    msg = error_message("red_five_missing", suit="p", tile="0p")
    assert "0p" in msg and "pin" in msg
    msg = error_message("red_five_missing", "ru", suit="p", tile="0p")
    assert "0p" in msg and "пинов" in msg
    msg = error_message("riichi_open")
    assert "remove the open meld" in msg
    msg = error_message("ryanhan_shibari", honba=5, han=1)
    assert msg == (
        "With 5 honba a win needs at least 2 han from yaku (dora don't count); this hand has 1 han."
    )
    assert error_message("bad_wind", value="Q") == '"Q" is not a wind: use E, S, W or N.'
    assert error_message("no_yaku").startswith("No yaku: dora alone do not win.")


def test_error_params_are_localized() -> None:
    ru = error_message("notation_char", "ru", char="x", pos=1, expected="a digit before the suit letter")
    assert "цифра перед буквой масти" in ru
    ru = error_message("bad_meld", "ru", kind="pon", tiles="123m")
    assert "123m — это не пон" in ru
    ru = error_message("situation_conflict", "ru", a="tenhou", b="haitei")
    assert ru.startswith("Тенхо и Хайтей")
    en = error_message("situation_conflict", a="tenhou", b="haitei")
    assert en.startswith("Tenhou and Haitei")
    ru = error_message("negative_count", "ru", name="honba", value=-1)
    assert "«хонба»" in ru and "-1" in ru
    en = error_message("negative_count", name="honba", value=-1)
    assert en.startswith("Honba cannot be negative")
    ru = error_message("tenhou_with_riichi", "ru", flag="renhou")
    assert ru.startswith("Ренхо") and "риичи" in ru
    # an option identifier stays as typed
    assert "aka" in error_message("bad_option", "ru", name="aka", value=7)


def test_error_missing_params_do_not_raise() -> None:
    msg = error_message("tile_count", count=12)
    assert "12" in msg and "{melds}" in msg and "{expected}" in msg
    assert "{tile}" in error_message("too_many_copies", "ru")


def test_error_values_with_braces_are_not_reformatted() -> None:
    assert "{x}" in error_message("bad_argument", message="{x}")


def test_unknown_error_code_returns_code_with_params() -> None:
    assert error_message("weird") == "weird"
    msg = error_message("weird", "ru", tile="5m", count=2)
    assert msg.startswith("weird") and "tile=5m" in msg and "count=2" in msg


def test_error_message_from_core_error() -> None:
    errors = pytest.importorskip("mjgui.core.errors")
    err = errors.MahjongError("notation_empty")
    assert err.message("ru").startswith("Тайлы не введены")
    assert str(err).startswith("No tiles entered")


# -- language fallback ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "", "xx", "english"])
def test_unknown_lang_falls_back_to_english(lang: str) -> None:
    assert yaku_name("riichi", lang) == "Riichi"
    assert fu_text("tsumo", lang, fu=2, tiles="") == "tsumo: 2 fu"
    assert error_message("notation_empty", lang) == error_message("notation_empty", "en")
    assert limit_name("mangan", lang) == "Mangan"
    assert wait_name("kanchan", lang) == wait_name("kanchan")
    assert wind_name(0, lang) == "East"
    assert yakuman_name(2, lang) == "Double yakuman"


def test_russian_locale_variants() -> None:
    for lang in ("ru", "RU", "ru_RU", "ru-RU", "ru_RU.UTF-8"):
        assert yaku_name("riichi", lang) == "Риичи"
    assert text.normalize_lang("rust") == "en"


# -- limits, waits, winds -----------------------------------------------------------------------


def test_limits() -> None:
    expected = {
        "mangan": ("Mangan", "Манган"),
        "haneman": ("Haneman", "Ханеман"),
        "baiman": ("Baiman", "Байман"),
        "sanbaiman": ("Sanbaiman", "Санбайман"),
        "kazoe_yakuman": ("Kazoe yakuman", "Казое"),
        "yakuman": ("Yakuman", "Якуман"),
        "double_yakuman": ("Double yakuman", "Двойной якуман"),
        "triple_yakuman": ("Triple yakuman", "Тройной якуман"),
    }
    for limit, (en, ru) in expected.items():
        assert limit_name(limit) == en
        assert limit_name(limit, "ru") == ru
    assert set(LIMITS) == set(expected)
    assert limit_name("quadruple_yakuman") == "4× yakuman"
    assert limit_name("yakuman_x5", "ru") == "5× якуман"
    assert limit_name("2x_yakuman") == "Double yakuman"
    assert limit_name("nothing") == "nothing"


def test_yakuman_multiple() -> None:
    assert yakuman_name(1) == "Yakuman"
    assert yakuman_name(2) == "Double yakuman"
    assert yakuman_name(2, "ru") == "Двойной якуман"
    assert yakuman_name(3) == "Triple yakuman"
    assert yakuman_name(3, "ru") == "Тройной якуман"
    assert yakuman_name(4) == "4× yakuman"
    assert yakuman_name(6, "ru") == "6× якуман"
    assert yakuman_name("many") == "many× yakuman"


def test_waits() -> None:
    for wait in ("ryanmen", "kanchan", "penchan", "tanki", "shanpon", "kokushi", "kokushi_13"):
        assert wait in WAITS
        en, ru = wait_name(wait), wait_name(wait, "ru")
        assert en and ru and CYRILLIC.search(ru) and not CYRILLIC.search(en)
    assert wait_name("ryanmen").startswith("Ryanmen")
    assert wait_name("kanchan", "ru") == "Кантян"
    # the headline says «Ожидание: {wait}»: a wait's name never says «ожидание» again (it read
    # «Ожидание: ожидание кокушимусо», the English's "single tile" lost)
    assert wait_name("kokushi", "ru") == "Кокушимусо (на один тайл)"
    assert wait_name("kokushi_13", "ru") == "Кокушимусо (на 13\u00a0тайлов)"
    assert all("ожидани" not in wait_name(w, "ru").lower() for w in WAITS)
    assert wait_name("mystery") == "mystery"


def test_winds() -> None:
    assert [wind_name(w) for w in range(4)] == ["East", "South", "West", "North"]
    assert [wind_name(w, "ru") for w in range(4)] == ["Восток", "Юг", "Запад", "Север"]
    assert wind_name(7) == "7"
    assert wind_name(-1, "ru") == "-1"


# -- the words of the replay, the units, the melds ---------------------------------------------

REPLAY_SAMPLE = {"round": "E1-0", "winner": "A", "discarder": "B", "fields": "fu", "agree": 3}
REPLAY_SAMPLE |= {
    "wins": 4,
    "format": "mjlog",
    "scores": "A +44, B −32",
    "record": "A +54, B −42",
    "checked": 5,
}


def _words() -> dict[str, Msg]:
    from mjgui.controller.scoring.phrases import MELD_NAMES
    from mjgui.core.logs.replay import FIELD_NAMES
    from mjgui.replaycli import PHRASES as REPLAY

    out = {f"replay:{k}": m for k, m in REPLAY.items()} | {f"field:{k}": m for k, m in FIELD_NAMES.items()}
    out |= {f"meld:{k}": m for k, m in MELD_NAMES.items()}
    return out | {"han": text.HAN_WORD, "fu": text.FU_WORD, "yakuman_n": text.YAKUMAN_MULTIPLE}


@pytest.mark.parametrize("key", sorted(_words()))
def test_words_in_both_languages(key: str) -> None:
    message = _words()[key]
    en, ru = both(message)
    assert en and ru
    assert CYRILLIC.search(ru), ru
    assert template_params(en) == template_params(ru)
    filled = say(message, "ru", points=4000, n=5, han=3, fu=40, **REPLAY_SAMPLE)
    assert not LEFTOVER.search(filled), filled


def test_words_examples() -> None:
    from mjgui.core.logs.replay import Difference

    assert say(text.HAN_WORD, "ru") == "хан"
    assert say(text.FU_WORD, "ru") == "фу"
    assert Difference("yaku", (), ()).name() == "yaku"
    assert Difference("yaku", (), ()).name("ru") == "яку"
    assert Difference("gain", 0, 0).name("ru") == "выигрыш победителя"
    assert Difference("changes", [], []).name("ru") == "изменение очков каждого игрока"
    assert say(text.YAKUMAN_MULTIPLE, "en") == "{n}× yakuman"


# -- shared properties ------------------------------------------------------------------------


def test_russian_texts_use_community_terms() -> None:
    ru_text = " ".join(
        both(m)[1]
        for m in (
            *ERRORS.values(),
            *FU_REASONS.values(),
            *_words().values(),
            *(y.name for y in text.YAKU.values()),
        )
    )
    for word in ("риичи", "цумо", "рон", "хан", "фу", "хонба", "дора", "кан", "пон"):
        assert word in ru_text.lower(), word


def test_no_english_words_leak_into_russian_templates() -> None:
    allowed = {
        "MPSZ",
        "XML",
        "JSON",
        "UTF",
        "DOCTYPE",
        "ENTITY",
        "mjlog",
        "tenhou",
        "Tenhou",
        "net",
    }  # file formats
    allowed |= {"mjgui", "replay", "json", "lang", "rules", "sanma", "mahjongsoul"}  # command-line words
    allowed |= {"score", "game", "league"}  # the commands, named as typed (unknown_command)
    allowed |= {"log"}  # a tenhou.net/6 JSON's key, quoted
    allowed |= {"Lines", "mjx"}  # JSON Lines (a file format) and mjx, the program that writes it
    allowed |= {"mjai", "deltas", "scores"}  # the event-log format of Mortal and Akochan; its keys, quoted
    allowed |= {"start"}  # of start_game, the mjai event named as written (log_mjai_no_start)
    allowed |= {"kyoku"}  # of start_kyoku, the mjai event named as written (log_mjai_start_unknown)
    allowed |= {"mjgame", "players"}  # a game record's extension and its players line, as written
    allowed |= {"mjloggm", "HTML"}  # an mjlog's root element, as the file writes it; web pages
    allowed |= {"batch", "CR", "LF", "CRLF", "Mac"}  # --batch; the line endings, named as systems do
    allowed |= {"paid", "honba"}  # --paid-honba and --honba, the options named as typed
    allowed |= {"https"}  # a link's form, written as the address bar shows it (log_json_link_other)
    allowed |= {"Mahjong", "Soul", "paipu"}  # the game's name and its records' (log_majsoul_record)
    allowed |= {"ActionNewRound"}  # its client's first message in a hand, as named (log_majsoul_capture)
    allowed |= {"Zip", "gzip"}  # 7-Zip and gzip, the programs named (log_compressed, log_gzip_layers)
    allowed |= {"AGARI", "hai", "machi"}  # an mjlog's tag and attributes, as written (log_win_tile_left_out)
    for key, ru in ((k, both(m)[1]) for k, m in (*ERRORS.items(), *FU_REASONS.items(), *_words().items())):
        stripped = re.sub(r"\{[a-z_]+\}", "", ru)
        words = set(LATIN_WORD.findall(stripped)) - allowed
        assert not words, (key, words)


def test_choices_are_listed_with_or_in_each_language() -> None:
    from mjgui.core.text import or_list

    assert [or_list(items, "en") for items in ([], ["a"], ["a", "b"], ["a", "b", "c"])] == [
        "",
        "a",
        "a or b",
        "a, b or c",
    ]
    assert or_list(["дайсанген", "дайсуши", "суканцу"], "ru") == "дайсанген, дайсуши или суканцу"


def test_a_message_that_begins_with_a_name_as_given_keeps_its_case() -> None:
    """``replay fifo`` said "Fifo is not a regular file" («Zero.json — не обычный файл»):
    error_message put a capital on every message, a file's name at its start too. A message that
    begins with a parameter shown as given (a path, a name, a tile) keeps it as it is, in every
    message of the catalogue, in both languages; one that begins with a word of the catalogue (a
    count's name, a yaku's) still takes the capital."""
    from mjgui.core.i18n import translate
    from mjgui.core.text import ONE_MESSAGES

    checked = 0
    for table in (ERRORS, ONE_MESSAGES):
        for code, message in table.items():
            for lang in ("en", "ru"):
                template = translate(message, lang, 2)
                lead = re.match(r"\{(\w+)\}", template)
                if lead is None or lead[1] == "n":  # {n} is a count, given as a number
                    continue
                params: dict[str, object] = dict.fromkeys(template_params(template), "élan.json")
                params["n"] = 2
                said = error_message(code, lang, **params)
                assert said.startswith("élan.json"), (code, lang, said)
                checked += 1
    assert checked >= 25
    assert error_message("log_not_a_file", "en", path="fifo").startswith("fifo is not a regular file")
    assert error_message("log_not_a_file", "ru", path="zero.json").startswith("zero.json — не обычный файл")
    # words of the catalogue at the start: the first word of a sentence of ours
    assert error_message("negative_count", "en", name="honba", value=-1).startswith("Honba cannot")
    assert error_message("tenhou_with_riichi", "en", flag="tenhou").startswith("Tenhou comes")
    assert error_message("situation_conflict", "ru", a="chiihou", b="haitei").startswith("Чихо и Хайтей")
