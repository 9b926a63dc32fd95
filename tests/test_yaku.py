"""Every yaku and yakuman of RULES.md §2-3, each shown present and absent."""

from __future__ import annotations

import pytest

from tests.util import result, win, yaku_ids

# (CLI words, yaku id, han expected). Hands are written with the winning tile last.
PRESENT = [
    ("234m567p3467888s5s --riichi", "riichi", 1),
    ("234m567p3467888s5s --double-riichi", "double_riichi", 2),
    ("234m567p3467888s5s --riichi --ippatsu", "ippatsu", 1),
    ("234m567p3467888s5s --tsumo", "menzen_tsumo", 1),
    ("234m567p3488s5s --ankan 1111z --tsumo --rinshan", "rinshan", 1),
    ("234m567p3467888s5s --chankan", "chankan", 1),
    ("234m567p3467888s5s --tsumo --haitei", "haitei", 1),
    ("234m567p3467888s5s --houtei", "houtei", 1),
    ("234m567p3467888s5s", "tanyao", 1),
    ("567p3467888s5s --chi 234m", "tanyao", 1),
    ("123m456p789s11s555z", "haku", 1),
    ("123m456p789s11s666z", "hatsu", 1),
    ("123m456p789s11s777z", "chun", 1),
    ("123m456p789s11s222z --seat S", "seat_wind", 1),
    ("123m456p789s11s111z --seat S", "round_wind", 1),
    ("234m567p3467888s5s", "pinfu", 1),
    ("112233m456p789s55s", "iipeikou", 1),
    ("112233m445566p55s", "ryanpeikou", 3),
    ("123m789p123s111z99s", "chanta", 2),
    ("789p123s111z99s --chi 123m", "chanta", 1),
    ("123m789p123s999s11m", "junchan", 3),
    ("789p123s999s11m --chi 123m", "junchan", 2),
    ("123456789m456p11s", "ittsu", 2),
    ("456789m456p11s --chi 123m", "ittsu", 1),
    ("234m234p234s678s55m", "sanshoku", 2),
    ("234p234s678s55m --chi 234m", "sanshoku", 1),
    ("222m222p222s345s88s", "sanshoku_doukou", 2),
    ("111m222p333s55z --pon 777s", "toitoi", 2),
    ("1133m5577p22s4466z", "chiitoitsu", 2),
    ("111m222p333s456s99m", "sanankou", 2),
    ("456p55s --kan 2222m --kan 3333p --ankan 7777s", "sankantsu", 2),
    ("111m999p111s22z --pon 999s", "honroutou", 2),
    ("11m99p1199s112255z", "honroutou", 2),
    ("123456789m111z22z", "honitsu", 3),
    ("456789m111z22z --chi 123m", "honitsu", 2),
    ("123345567m78999m", "chinitsu", 6),
    ("345567m78999m --chi 123m", "chinitsu", 5),
    ("555z666z77z123m456p", "shousangen", 2),
]

ABSENT = [
    ("234m567p3467888s5s --riichi", "double_riichi"),
    ("567p3467888s5s --chi 234m", "pinfu"),  # open
    ("234m567p456s1288s3s", "pinfu"),  # 12s waits on 3s only (penchan)
    ("234m567p456s2488s3s", "pinfu"),  # kanchan
    ("234m567p345s123p77z", "pinfu"),  # dragon pair
    ("123m567p3467888s5s", "tanyao"),  # a terminal in a set
    ("234m567p345678s99p", "tanyao"),  # 9p in the pair
    ("234m567p3467888s5s --tsumo", "riichi"),
    ("112233m456p789s55s --tsumo", "ryanpeikou"),
    ("112233m445566p55s", "iipeikou"),  # ryanpeikou replaces it
    ("112233m445566p55s", "chiitoitsu"),  # the ryanpeikou reading pays more
    ("123m789p123s999s11m", "chanta"),  # junchan replaces it
    ("123m789p123s111z99s", "junchan"),  # an honor set
    ("123456m789p456p11s", "ittsu"),
    ("234m234p345s678s55m", "sanshoku"),
    ("111m222p333s55s444s", "suuankou"),  # ron on a shanpon wait is not suuankou
    ("111m999p111s22z --pon 999s", "chanta"),  # no sequence: honroutou, not chanta
    ("555z666z77z123m456p", "daisangen"),
    ("234m567p3467888s5s --seat S --tsumo", "seat_wind"),
]


@pytest.mark.parametrize(("words", "yaku", "han"), PRESENT)
def test_yaku_present(words: str, yaku: str, han: int) -> None:
    found = yaku_ids(words)
    assert found.get(yaku) == han, found


@pytest.mark.parametrize(("words", "yaku"), ABSENT)
def test_yaku_absent(words: str, yaku: str) -> None:
    res = result(words)
    found = {y.id for y in res.win.yaku} if res.win else set()
    assert yaku not in found


def test_double_wind_triplet_gives_two_entries() -> None:
    found = yaku_ids("123m456p789s11s111z")
    assert found["seat_wind"] == 1 and found["round_wind"] == 1


def test_double_riichi_replaces_riichi() -> None:
    found = yaku_ids("234m567p3467888s5s --double-riichi")
    assert "riichi" not in found and found["double_riichi"] == 2


def test_ryanpeikou_beats_chiitoitsu_and_both_readings_are_kept() -> None:
    res = result("112233m445566p55s")
    shapes = {v.reading.shape for v in res.readings}
    assert shapes == {"regular", "chiitoitsu"}
    assert res.win is not None and res.win.reading.shape == "regular"


YAKUMAN = [
    ("19m19p19s12345677z --win 1m", "kokushi", 1),
    ("19m19p19s12345677z", "kokushi_13", 2),
    ("111m222p333s55s444s --tsumo", "suuankou", 1),
    ("111m222p333s444s55s", "suuankou_tanki", 2),
    ("555z666z777z123m44p", "daisangen", 1),
    ("111z222z333z44z123m", "shousuushii", 1),
    ("111z222z333z444z11m", "daisuushii", 2),
    ("222z555z666z77z --pon 111z", "tsuuiisou", 1),
    ("223344s66888s666z", "ryuuiisou", 1),
    ("234s666888s22s --chi 234s", "ryuuiisou", 1),  # no dragon needed
    ("111m999m111p11s --pon 999p", "chinroutou", 1),
    ("11112345678999m --win 2m", "chuuren", 1),
    ("11123455678999m --win 5m", "chuuren_9", 2),
    ("55s --kan 2222m --kan 3333p --ankan 7777s --kan 4444z", "suukantsu", 1),
    ("234m567p3467888s5s --tsumo --tenhou", "tenhou", 1),
    ("234m567p3467888s5s --tsumo --chiihou --seat S", "chiihou", 1),
    ("123m456p789s55s --pon 777p --renchan 8", "paarenchan", 1),
]


@pytest.mark.parametrize(("words", "yakuman", "mult"), YAKUMAN)
def test_yakuman(words: str, yakuman: str, mult: int) -> None:
    value = win(words)
    ids = {y.id: y.han // 13 for y in value.yaku}
    assert ids.get(yakuman) == mult, ids
    assert all(y.yakuman for y in value.yaku)
    assert value.limit == "yakuman"


def test_yakuman_add_up() -> None:
    value = win("555z666z777z111z22z")  # daisangen + tsuuiisou (+ suuankou tanki)
    assert {y.id for y in value.yaku} == {"daisangen", "tsuuiisou", "suuankou_tanki"}
    assert value.yakuman == 4
    assert value.payment is not None and value.payment.total == 4 * 48000


def test_paarenchan_needs_eight_renchan_and_the_dealer() -> None:
    assert result("123m456p789s55s --pon 777p --renchan 7").no_win is not None
    assert result("123m456p789s55s --pon 777p --renchan 9 --seat S").no_win is not None


def test_kazoe_yakuman_is_one_yakuman_never_more() -> None:
    value = win("22334455667788m --tsumo --riichi --dora 1m")
    assert value.limit == "kazoe_yakuman" and value.han >= 13
    assert value.payment is not None and value.payment.total == 48000


def test_renhou_is_mangan_combining_with_nothing() -> None:
    value = win("234m567p3467888s5s --renhou --seat S")
    assert [y.id for y in value.yaku] == ["renhou"]
    assert value.payment is not None and value.payment.total == 8000


def test_renhou_takes_the_higher_ordinary_value() -> None:
    # closed chinitsu + iipeikou: haneman even without renhou
    value = win("11223345678999m --renhou --seat S")
    assert "renhou" not in {y.id for y in value.yaku}
    assert value.payment is not None and value.payment.total > 8000


def test_ryanhan_shibari_dora_do_not_count() -> None:
    res = result("567p3467888s5s --chi 234m --honba 5 --dora 4s")
    assert res.no_win is not None and res.no_win.code == "ryanhan_shibari"
    assert result("567p3467888s5s --chi 234m --honba 4 --dora 4s").ok
    assert result("234m567p3467888s5s --riichi --honba 5").ok  # riichi + tanyao + pinfu


def test_dora_alone_do_not_win() -> None:
    res = result("123m456p789s55s --pon 777p --dora 6p")
    assert res.no_win is not None and res.no_win.code == "no_yaku"


CLOSED_NO_YAKU = (
    "No yaku: the hand needs at least one yaku (for example riichi, menzen tsumo, tanyao or yakuhai)."
)


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (
            "23488m567p123789s --win 3s",
            CLOSED_NO_YAKU,
        ),
        (
            "23488m567p123789s --win 3s --dora 1s",
            "No yaku: dora alone do not win. The hand needs at least one yaku (for example riichi, "
            "menzen tsumo, tanyao or yakuhai).",
        ),
        # an open hand is not told of riichi or menzen tsumo (nor of tanyao: kuitan is an option)
        (
            "123m456p789s55s --pon 777p",
            "No yaku: an open hand needs a yaku that counts when open (for example yakuhai, toitoi or "
            "honitsu); riichi and menzen tsumo need a closed hand.",
        ),
        (
            "123m456p789s55s --pon 777p --dora 6p",
            "No yaku: dora alone do not win. An open hand needs a yaku that counts when open (for "
            "example yakuhai, toitoi or honitsu); riichi and menzen tsumo need a closed hand.",
        ),
        # a closed kan leaves the hand closed
        (
            "123m456p789s55s --ankan 7777p",
            CLOSED_NO_YAKU,
        ),
    ],
)
def test_no_yaku_is_said_for_the_hand_its_dora_and_whether_it_is_open(words: str, said: str) -> None:
    res = result(words)
    assert res.no_win is not None and res.no_win.code == "no_yaku"
    assert res.no_win.message() == said


# RULES.md §2, "han closed / open; – = closed only", transcribed; the situation yaku below it.
RULES_HAN: dict[str, tuple[int, int | None]] = {
    "tanyao": (1, 1),
    "pinfu": (1, None),
    "iipeikou": (1, None),
    "ryanpeikou": (3, None),
    "chanta": (2, 1),
    "junchan": (3, 2),
    "ittsu": (2, 1),
    "sanshoku": (2, 1),
    "sanshoku_doukou": (2, 2),
    "toitoi": (2, 2),
    "chiitoitsu": (2, None),
    "sanankou": (2, 2),
    "sankantsu": (2, 2),
    "honroutou": (2, 2),
    "honitsu": (3, 2),
    "chinitsu": (6, 5),
    "shousangen": (2, 2),
    "haku": (1, 1),
    "hatsu": (1, 1),
    "chun": (1, 1),
    "seat_wind": (1, 1),
    "round_wind": (1, 1),
    "riichi": (1, None),
    "double_riichi": (2, None),
    "ippatsu": (1, None),
    "menzen_tsumo": (1, None),
    "rinshan": (1, 1),
    "chankan": (1, 1),
    "haitei": (1, 1),
    "houtei": (1, 1),
}
RULES_YAKUMAN = {
    "daisangen", "kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisuushii", "shousuushii",
    "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "chuuren_9", "suukantsu", "tenhou", "chiihou",
    "renhou", "paarenchan",
}  # fmt: skip


def test_the_han_table_is_the_one_of_rules_md() -> None:
    from mjgui.core.scoring.yaku_table import YAKU_HAN

    assert YAKU_HAN == RULES_HAN


def test_the_yakuman_ids_are_those_of_rules_md_and_have_names() -> None:
    from mjgui.core.scoring.yaku_table import YAKUMAN_IDS
    from mjgui.core.text import YAKU

    assert set(YAKUMAN_IDS) == RULES_YAKUMAN and len(YAKUMAN_IDS) == len(RULES_YAKUMAN)
    assert all(y in YAKU for y in YAKUMAN_IDS)


def test_one_table_holds_every_yaku_and_the_rules_read_their_double_yakuman_from_it() -> None:
    from mjgui.core.scoring.rules import PRESETS
    from mjgui.core.scoring.yaku_table import YAKU_FACTS
    from mjgui.core.text import YAKU

    assert set(YAKU_FACTS) == set(RULES_HAN) | RULES_YAKUMAN
    assert all(y in YAKU for y in YAKU_FACTS)  # every yaku of the table has its name
    # RULES.md: these four count double where double yakuman are played (the club's rules)
    double = {y for y, f in YAKU_FACTS.items() if f.yakuman == 2}
    assert double == {"kokushi_13", "suuankou_tanki", "daisuushii", "chuuren_9"}
    assert PRESETS["seed"].double_yakuman == double


@pytest.mark.parametrize(
    ("words", "yaku", "han"),
    [
        ("111m222p333s55z777s", "toitoi", 2),  # closed, ron on a shanpon: not suuankou
        ("222m222p222s55z345s", "sanshoku_doukou", 2),
        ("234p222s55z --pon 222m --pon 222p", "sanshoku_doukou", 2),
        ("123m55z --kan 2222p --kan 4444s --ankan 7777s", "sankantsu", 2),
        ("11m --pon 111z --pon 999s --pon 222z --pon 999p", "honroutou", 2),
        ("123m555z666z77z789s", "shousangen", 2),
        ("123m77z789s --pon 555z --pon 666z", "shousangen", 2),
    ],
)
def test_yaku_han_open_and_closed(words: str, yaku: str, han: int) -> None:
    assert yaku_ids(words)[yaku] == han


def test_ordinary_yaku_are_not_yakuman_and_yakuman_are() -> None:
    ordinary = win("234m567p3467888s5s --riichi --tsumo")
    assert ordinary.yaku and not any(y.yakuman for y in ordinary.yaku)
    yakuman = win("111m999p111s999s11z --tsumo")
    assert yakuman.yaku and all(y.yakuman for y in yakuman.yaku)


@pytest.mark.parametrize(
    ("words", "yakuman"),
    [
        ("11223344556677z", "tsuuiisou"),  # every honor kind, as seven pairs
        ("234s234s666s888s66z", "ryuuiisou"),  # every green kind
        ("19m19p19s1234567z1m", "kokushi_13"),  # every terminal and honor kind
    ],
)
def test_a_hand_of_every_kind_of_its_group_is_still_its_yakuman(words: str, yakuman: str) -> None:
    assert yakuman in yaku_ids(words)


@pytest.mark.parametrize("suit", ["p", "s"])
def test_chuuren_in_every_suit(suit: str) -> None:
    assert yaku_ids(f"11112345678999{suit} --win 2{suit}") == {"chuuren": 13}
    assert yaku_ids(f"11123455678999{suit} --win 5{suit}") == {"chuuren_9": 26}


@pytest.mark.parametrize(
    ("words", "yaku", "present"),
    [
        ("123456789m555p11s", "ittsu", True),  # the three sequences and a triplet, nothing more
        ("234m234p234s555s55m", "sanshoku", True),
        ("111p111s111z234m55m", "sanshoku_doukou", False),  # 1p 1s and East are not one number
        ("999p999s123m456m11z --riichi", "sanshoku_doukou", False),
    ],
)
def test_sets_on_the_edge_of_a_yaku(words: str, yaku: str, present: bool) -> None:
    assert (yaku in yaku_ids(words)) is present


def test_renhou_as_a_yakuman_option() -> None:
    from mjgui.core.scoring.rules import SEED
    from mjgui.core.scoring.scoring import score
    from tests.util import spec

    hand = spec("234m567p3467888s5s --renhou --seat S").with_changes(
        rules=SEED.with_options(renhou="yakuman")
    )
    value = score(hand).win
    assert value is not None and [(y.id, y.han, y.yakuman) for y in value.yaku] == [("renhou", 13, True)]


def _yaku_module_hits(words: str) -> tuple[list[object], list[object]]:
    """find_yakuman and find_yaku called as the scorer calls them, on the hand's first reading."""
    from mjgui.core.scoring.decomposition import readings
    from mjgui.core.scoring.tiles import counts_of
    from mjgui.core.scoring.yaku import HandFacts, find_yaku, find_yakuman
    from tests.util import spec

    hand = spec(words)
    counts = counts_of(hand.concealed)
    win_kind = hand.win_tile.kind
    facts = HandFacts.of(frozenset(t.kind for t in hand.all_tiles()), tuple(counts), win_kind, hand.closed)
    reading = readings(counts, hand.melds, win_kind)[0]
    return list(find_yakuman(reading, hand, facts)), list(find_yaku(reading, hand, facts))


def test_find_yakuman_marks_its_hits_as_yakuman() -> None:
    from mjgui.core.scoring.yaku import YakuHit

    yakuman, _ = _yaku_module_hits("111m999p111s999s11z --tsumo")
    assert yakuman and all(isinstance(y, YakuHit) and y.yakuman for y in yakuman)
    none, ordinary = _yaku_module_hits("234m567p3467888s5s --riichi")
    assert none == [] and ordinary and not any(isinstance(y, YakuHit) and y.yakuman for y in ordinary)


@pytest.mark.parametrize(("words", "han"), [("123456789p456s11m", 2), ("123456789s456m11p", 2)])
def test_ittsu_in_pin_and_sou(words: str, han: int) -> None:
    assert yaku_ids(words)["ittsu"] == han
