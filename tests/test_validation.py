"""Bad input gets a typed error with a code and a message naming the problem."""

from __future__ import annotations

import pytest

from mjgui.cli import score_command
from mjgui.core.errors import HandError, NotationError
from mjgui.core.scoring.hand import make_meld
from mjgui.core.scoring.tiles import parse_tiles

OK = "234m567p3467888s5s"

BAD = [
    ("12x3m", "notation_char", "x"),
    ("123", "notation_no_suit", "123"),
    ("8z", "notation_honor", "8z"),
    ("0z", "notation_red_honor", "0z"),
    ("123m456p789s11z", "tile_count", "11"),
    ("123m456p789s1z --pon 777z", "tile_count", "10"),
    ("11111m23m456p789s1z", "too_many_copies", "1m"),
    ("234m567p3467888s5s --dora 8s,8s", "too_many_copies", "8s"),
    ("234m067p3488s5s --ankan 1111z --dora 0p", "red_five_twice", "0p"),
    ("567p345s555s22m --pon 666z", "red_five_missing", "0s"),
    ("123m456p789s11z --chi 135m", "bad_meld", "135m"),
    ("123m456p789s11z --pon 123m", "bad_meld", "123m"),
    (f"{OK} --win 1z", "win_tile_not_in_hand", "1z"),
    ("567p3467888s5s --chi 234m --riichi", "riichi_open", None),
    ("567p3467888s5s --chi 234m --double-riichi", "double_riichi_open", None),
    ("567p3467888s5s --chi 234m --ippatsu", "ippatsu_open", None),
    (f"{OK} --ippatsu", "ippatsu_without_riichi", None),
    (f"{OK} --ura 1m", "ura_without_riichi", None),
    (f"{OK} --dora 1m,2m,3m,4m,6m,7m", "too_many_dora", "6"),
    (f"{OK} --riichi --dora 1m --ura 1m,2m,3m,4m,6m,7m", "too_many_ura", "6"),
    (f"{OK} --riichi --ura 1m,2m,3m,4m,6m,7m", "too_many_ura", "6"),
    (f"{OK} --haitei", "haitei_on_ron", None),
    (f"{OK} --rinshan", "rinshan_on_ron", None),
    (f"{OK} --tsumo --houtei", "houtei_on_tsumo", None),
    (f"{OK} --tsumo --chankan", "chankan_on_tsumo", None),
    (f"{OK} --tsumo --rinshan", "rinshan_without_kan", None),
    ("234m567p3488s5s --ankan 1111z --tsumo --rinshan --haitei", "haitei_with_rinshan", None),
    # the kan whose replacement tile won came after the riichi, and a kan ends ippatsu
    ("234m567p345s55s --ankan 7777z --tsumo --riichi --ippatsu --rinshan", "ippatsu_on_rinshan", None),
    (f"{OK} --tsumo --tenhou --seat S", "tenhou_not_dealer", None),
    ("567p3467888s5s --chi 234m --tsumo --tenhou", "tenhou_with_call", None),
    (f"{OK} --tenhou", "tenhou_on_ron", None),
    (f"{OK} --tsumo --chiihou", "chiihou_dealer", None),
    ("567p3467888s5s --chi 234m --tsumo --chiihou --seat S", "chiihou_with_call", None),
    (f"{OK} --chiihou --seat S", "chiihou_on_ron", None),
    (f"{OK} --chiihou --seat S --from E --rules wrc", "chiihou_on_ron_no_renhou", None),
    (f"{OK} --renhou", "renhou_dealer", None),
    (f"{OK} --renhou --seat S --tsumo", "renhou_on_tsumo", None),
    ("567p3467888s5s --chi 234m --renhou --seat S", "renhou_with_call", None),
    (f"{OK} --seat X", "bad_wind", "X"),
    (f"{OK} --round Q", "bad_wind", "Q"),
    (f"{OK} --honba -1", "negative_count", "-1"),
    (f"{OK} --sticks -2", "negative_count", "-2"),
    (f"{OK} --honba two", "bad_number", "two"),
    (f"{OK} --rules nope", "unknown_rules", "nope"),
    (f"{OK} --frobnicate", "bad_argument", None),
    ("234m567p3467888s5s --riichi --double-riichi", "riichi_and_double_riichi", None),
    ("234m567p3467885s5s --chankan", "chankan_own_tile", "5s"),
    ("034m567p3467888s5s --rules ema", "red_five_not_in_rules", "0m"),
]


@pytest.mark.parametrize(("words", "code", "mentioned"), BAD, ids=[b[1] + ":" + b[0] for b in BAD])
def test_bad_input_gets_its_code_and_a_clear_message(words: str, code: str, mentioned: str | None) -> None:
    status, obj = score_command(words.split())
    assert status == 2
    assert obj["ok"] is False
    assert obj["error"]["code"] == code, obj
    message = obj["error"]["message"]
    assert len(message) > 20 and "{" not in message
    if mentioned:
        assert mentioned in message


# Each first-turn flag's advice names a fix that holds for this winner under these rules: renhou
# only where the rules have it and for a non-dealer, tenhou (not chiihou) for the dealer.
FIRST_TURN_ADVICE = [
    (
        f"{OK} --seat S --chiihou --from E",
        "chiihou_on_ron",
        "Chiihou is a tsumo on the first draw; a ron before your first draw is renhou: switch to "
        "tsumo or to renhou.",
        "Чихо — это цумо первым тайлом; рон до своего первого добора — это ренхо: выберите цумо или ренхо.",
    ),
    *[
        (
            f"{OK} --seat S --chiihou --from E --rules {rules}",
            "chiihou_on_ron_no_renhou",
            "Chiihou is a tsumo on the first draw; it cannot be won by ron: switch to tsumo or remove "
            "chiihou.",
            "Чихо — это цумо первым тайлом; по рон его не бывает: выберите цумо или уберите чихо.",
        )
        for rules in ("wrc", "tenhou", "mahjongsoul", "mleague")  # no renhou (ema: a mangan)
    ],
    # the dealer has no renhou whatever the rules
    (
        f"{OK} --chiihou --from S",
        "chiihou_on_ron_no_renhou",
        "Chiihou is a tsumo on the first draw; it cannot be won by ron: switch to tsumo or remove chiihou.",
        "Чихо — это цумо первым тайлом; по рон его не бывает: выберите цумо или уберите чихо.",
    ),
    (
        f"{OK} --seat S --renhou --tsumo",
        "renhou_on_tsumo",
        "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou: switch to ron "
        "or to chiihou.",
        "Ренхо — это рон до своего первого добора; цумо первым тайлом — это чихо: выберите рон или чихо.",
    ),
    (
        f"{OK} --seat S --renhou --tsumo --rules wrc",
        "renhou_on_tsumo_no_renhou",
        "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou: switch to "
        "chiihou or remove renhou.",
        "Ренхо — это рон до своего первого добора; цумо первым тайлом — это чихо: выберите чихо или "
        "уберите ренхо.",
    ),
    (
        f"{OK} --renhou --tsumo",
        "renhou_on_tsumo_dealer",
        "Renhou is a non-dealer's ron before their first draw; the dealer's tsumo on the first draw "
        "is tenhou: switch to tenhou or remove renhou.",
        "Ренхо — это рон недилера до его первого добора; цумо дилера первым тайлом — это тенхо: "
        "выберите тенхо или уберите ренхо.",
    ),
]


#: The flag (and ron or tsumo) an advice offers instead, where it names one.
ADVISED = {
    "chiihou_on_ron": "--renhou --from E",
    "renhou_on_tsumo": "--chiihou --tsumo",
    "renhou_on_tsumo_no_renhou": "--chiihou --tsumo",
    "renhou_on_tsumo_dealer": "--tenhou --tsumo",
}


@pytest.mark.parametrize(("words", "code", "en", "ru"), FIRST_TURN_ADVICE)
def test_the_first_turn_flags_advise_a_fix_these_rules_and_this_seat_allow(
    words: str, code: str, en: str, ru: str
) -> None:
    from mjgui.core.scoring.arguments import score_request
    from mjgui.core.scoring.hand import problems

    found = {p.code: p for p in problems(score_request(words.split()).spec)}
    assert code in found
    assert (found[code].message("en"), found[code].message("ru")) == (en, ru)
    # and the advice holds: the flag it names instead is no problem of this seat under these rules
    instead = ADVISED.get(code)
    if instead is not None:
        flag = "--chiihou" if "--chiihou" in words else "--renhou"
        fixed = words.replace(" --tsumo", "").replace(" --from E", "").replace(flag, instead)
        assert problems(score_request(fixed.split()).spec) == [], fixed


# RULES.md §1: up to five dora indicators whatever the hand's own kans (every kan at the table
# turns one), ura indicators up to the number of dora indicators, no lower bound from own kans.
INDICATORS_OK = [
    f"{OK} --riichi --seat S",  # none entered
    f"{OK} --riichi --seat S --dora 1m,4p,2s",  # three, no kan of its own
    f"{OK} --riichi --seat S --dora 1m,4p,2s,9s,1z --ura 3s,9m,1p,2z,3z",  # five and five
    f"{OK} --riichi --seat S --dora 1m,4p --ura 3s",  # fewer ura than dora
    "234m567p3488s5s --ankan 1111z --riichi --seat S --dora 1m",  # a kan, its indicator not turned yet
]


@pytest.mark.parametrize("words", INDICATORS_OK)
def test_indicator_counts_the_rules_allow(words: str) -> None:
    status, obj = score_command(words.split())
    assert status == 0, obj
    assert obj["ok"] is True


def test_three_indicators_without_a_kan_all_count() -> None:
    # 1m 4p 2s indicate 2m 5p 3s, one copy each in the hand: riichi tanyao pinfu + dora 3 = haneman
    status, obj = score_command(f"{OK} --riichi --seat S --dora 1m,4p,2s".split())
    assert status == 0
    assert {y["id"]: y["han"] for y in obj["yaku"]}["dora"] == 3
    assert (obj["han"], obj["limit"], obj["payment"]["ron"]) == (6, "haneman", 12000)


def test_indicator_limit_messages_say_the_count_and_the_fix() -> None:
    _, obj = score_command(f"{OK} --dora 1m,2m,3m,4m,6m,7m".split())
    assert obj["error"]["message"] == (
        "6 dora indicators given, but a table turns at most 5: the first one and one for each kan "
        "by any player. Remove the extra indicators."
    )
    _, obj = score_command(f"{OK} --dora 1m,2m,3m,4m,6m,7m --lang ru".split())
    message = obj["error"]["message"]
    assert message.startswith("Указано индикаторов доры: 6, а на столе их открывают не больше 5")
    _, obj = score_command(f"{OK} --riichi --dora 9p --ura 1m,2m,3m,4m,6m,7m".split())
    assert obj["error"]["message"] == (
        "6 ura dora indicators given, but a table has at most 5: one under each dora indicator the "
        "table can turn. Remove the extra ura indicators."
    )
    _, obj = score_command(f"{OK} --riichi --dora 9p --ura 1m,2m,3m,4m,6m,7m --lang ru".split())
    assert obj["error"]["message"].startswith("Указано индикаторов ура-доры: 6, а на столе их не больше 5")


def test_notation_error_names_the_position() -> None:
    with pytest.raises(NotationError) as info:
        parse_tiles("123m45x")
    assert info.value.pos == 7
    assert "7" in info.value.message() and "x" in info.value.message()


def test_messages_in_russian() -> None:
    status, obj = score_command(["12x3m", "--lang", "ru"])
    assert status == 2 and "позиции" in obj["error"]["message"]


def test_meld_from_one_tile() -> None:
    assert [t.code for t in make_meld("chi", parse_tiles("3m")).tiles] == ["3m", "4m", "5m"]
    assert [t.code for t in make_meld("pon", parse_tiles("0p")).tiles] == ["0p", "5p", "5p"]
    with pytest.raises(HandError):
        make_meld("chi", parse_tiles("8m"))


def test_four_red_fives_option() -> None:
    # two red 5p are allowed only with the 4-aka option
    words = "234m067p067p88s --ankan 1111z"
    assert score_command(words.split())[1]["error"]["code"] == "red_five_twice"
    from mjgui.core.scoring.rules import SEED
    from mjgui.core.scoring.scoring import score
    from tests.util import spec

    hand = spec(words).with_changes(rules=SEED.with_options(aka=4))
    value = score(hand).win  # valid under 4-aka: two red 5p are two aka dora
    assert value is not None and {y.id: y.han for y in value.yaku}["aka_dora"] == 2


# ---------------------------------------------------------------------------------------------
# the hand's input as the audit of hand input found it
# ---------------------------------------------------------------------------------------------


def _error(words: str) -> tuple[int, str, str]:
    status, obj = score_command(words.split())
    assert obj["ok"] is False, obj
    return status, obj["error"]["code"], obj["error"]["message"]


def test_a_red_winning_tile_the_hand_holds_only_plain_is_refused() -> None:
    """``--win 0s`` on a hand whose 5s is plain was scored without its aka dora (the winning
    tile was looked for by kind only): refused, with both ways out."""
    status, code, message = _error(f"{OK} --win 0s")
    assert (status, code) == (2, "red_win_tile_not_in_hand")
    assert message == (
        "The winning tile 0s (a red five) is not in the hand: the hand's fives of this suit are all "
        "written as plain 5s. Write one of them as 0s, or choose 5s as the winning tile."
    )
    _, _, ru = _error(f"{OK} --win 0s --lang ru")
    assert ru.startswith("Выигрышного тайла 0s (красной пятёрки) нет в руке") and "5s" in ru
    # the red five written in the hand: the red winning tile is there, and its aka counts
    status, obj = score_command(["234m567p3467880s5s", "--win", "0s"])
    assert status == 0 and {y["id"]: y["han"] for y in obj["yaku"]}["aka_dora"] == 1
    # the plain one still wins as it did
    assert score_command(f"{OK} --win 5s".split())[1]["payment"]["total"] == 2900


def test_a_red_winning_tile_under_rules_without_red_fives_is_the_red_five_error() -> None:
    """EMA has no red fives: ``--win 0s`` was accepted (the red five never counted)."""
    for hand in (OK, "234m567p3467880s5s"):
        status, code, message = _error(f"{hand} --win 0s --rules ema")
        assert (status, code) == (2, "red_five_not_in_rules")
        assert message == "0s is a red five, but these rules have no red fives: write 5 instead of 0."


def test_the_red_five_missing_says_how_many_the_rules_have_and_how_many_are_written() -> None:
    """Under aka=4 (two red 5p) a kan 0555p was told "these rules use a red five: write one of
    them as 0p" while one already was and two are red: the counts are said as they are."""
    aka4 = "--rule-option aka=4"
    status, code, message = _error(f"234m678p3488s5s --kan 0555p {aka4}")
    assert (status, code) == (2, "red_five_too_few")
    assert message == (
        "All four fives of pin are written, 1 of them as 0p, but these rules have 2 red fives of "
        "pin: write 2 of the four as 0p."
    )
    _, _, ru = _error(f"234m678p3488s5s --kan 0555p {aka4} --lang ru")
    assert ru == (
        "Все четыре пятёрки пинов записаны, красных среди них: 1, а в этих правилах 2\u00a0красные "
        "пятёрки пинов: запишите как 0p 2 из четырёх."
    )
    _, code, message = _error(f"234m3488s5s555p --chi 456p {aka4}")
    assert code == "red_five_missing"
    assert message.endswith("but these rules have 2 red fives of pin: write 2 of them as 0p.")
    _, _, ru = _error(f"234m3488s5s555p --chi 456p {aka4} --lang ru")
    assert ru.endswith("а в этих правилах 2\u00a0красные пятёрки пинов: запишите 2 из них как 0p.")
    # one red five of the suit in the rules: said in the singular
    _, code, message = _error("234m3488s5s555p --chi 456p")
    assert code == "red_five_missing"
    assert message == (
        "All four fives of pin are written as plain 5, but these rules have 1 red five of pin: "
        "write 1 of them as 0p."
    )
    _, _, ru = _error("234m3488s5s555p --chi 456p --lang ru")
    assert ru.endswith("а в этих правилах 1\u00a0красная пятёрка пинов: запишите 1 из них как 0p.")
    # both written red: a win
    assert score_command(f"234m678p3488s5s --kan 0055p {aka4}".split())[0] == 0


def test_a_kan_of_fives_given_by_one_plain_five_is_told_how_to_write_it() -> None:
    """``--ankan 5p`` (the one-tile shorthand, as ``--pon 7z``) was told "All four fives of pin
    are written as plain 5 ... write 1 of them as 0p": one tile was written, not four. A kan
    holds every five, and so the rules' red ones: it is said so, with the kan to write."""
    hand = "234p55s --chi 789m --pon 777z"
    for kan in ("--ankan 5p", "--kan 5p", "--ankan 5555p"):
        status, code, message = _error(f"{hand} {kan}")
        assert (status, code) == (2, "red_five_missing_kan")
        assert message == (
            "A kan of fives of pin holds all four, and so the 1 red five of pin these rules have: "
            "write the kan as 0555p."
        )
    _, _, ru = _error(f"{hand} --ankan 5p --lang ru")
    assert ru == (
        "В кане из пятёрок пинов все четыре пятёрки, а значит, и 1\u00a0красная пятёрка пинов из "
        "этих правил: запишите кан как 0555p."
    )
    _, _, message = _error(f"{hand} --ankan 5p --rule-option aka=4")
    assert message.endswith("the 2 red fives of pin these rules have: write the kan as 0055p.")
    status, obj = score_command(f"{hand} --ankan 0555p".split())
    assert status == 0 and obj["ok"] is True


def test_a_chankan_whose_other_copy_is_an_indicator_says_the_indicator() -> None:
    """Chankan on 3m, the hand holding only the winning 3m and a dora indicator 3m: it said
    "the hand holds another 3m ... fix the hand", and the hand holds none."""
    hand = "24m567p11s345s678m3m --seat W --chankan --riichi"
    for words in ("24m567p11s345s3m --chi 678m --seat W --chankan --dora 3m", f"{hand} --ura 3m"):
        status, code, message = _error(words)
        assert (status, code) == (2, "chankan_indicator_tile")
        assert message == (  # the pon's three and the robbed tile are four: the indicator a fifth
            "Chankan robs the tile someone adds to a pon to make a kan, but an indicator (dora or ura "
            "dora) is another 3m: the pon of 3m and the tile added to it (the one robbed) are all four "
            "3m, and the indicator would be a fifth. Remove chankan or that indicator."
        )
    _, _, ru = _error(f"{hand} --ura 3m --lang ru")
    assert ru == (
        "Чанкан — это рон на тайл, который добавляют к пону, чтобы сделать кан, но индикатор (доры или "
        "ура-доры) — ещё один 3m: пон 3m и добавленный к нему тайл (тот, что грабят) — это все четыре "
        "3m, и индикатор был бы пятым. Уберите чанкан или этот индикатор."
    )
    # another 3m in the hand: the hand is said, as before
    _, code, _ = _error("123m24m567p11s345s3m --seat W --chankan --dora 3m")
    assert code == "chankan_own_tile"


def test_red_fives_over_the_rules_are_counted_as_written() -> None:
    """Four red 5m in a closed kan were told "Two red fives of man (0m) ... write the other as a
    plain 5": the count is the one written, and all but one are to be made plain."""
    status, code, message = _error("11m123p456s111z --ankan 0000m --win 1z")
    assert (status, code) == (2, "red_five_twice")
    assert message == (
        "4 red fives of man (0m): these rules have only one red five of man; write all but one as a plain 5."
    )
    _, _, ru = _error("11m123p456s111z --ankan 0000m --win 1z --lang ru")
    assert ru == (
        "4\u00a0красные пятёрки манов (0m): в этих правилах красная пятёрка манов только одна; "
        "запишите все, кроме одной, как обычные 5."
    )
    _, _, message = _error("234m067p3488s5s --ankan 1111z --dora 0p")
    assert message.startswith("2 red fives of pin (0p): ")
    _, _, message = _error("11m123p456s111z --ankan 0005m --win 1z --lang ru")
    assert message.startswith("3\u00a0красные пятёрки манов (0m): ")


def test_two_red_fives_of_a_suit_say_the_rules_have_one_of_that_suit() -> None:
    """Under the 4-aka option (two red 5p, RULES.md §1), two 0m were told "each suit has only
    one": untrue of pin. The sentence names the suit the rules have one red five of."""
    rules = "--rules mahjongsoul --rule-option aka=4"
    status, code, message = _error(f"00m5m123p456s11z789s {rules}")
    assert (status, code) == (2, "red_five_twice")
    assert message == (
        "2 red fives of man (0m): these rules have only one red five of man; write all but one as a plain 5."
    )
    _, _, ru = _error(f"00m5m123p456s11z789s {rules} --lang ru")
    assert ru == (
        "2\u00a0красные пятёрки манов (0m): в этих правилах красная пятёрка манов только одна; "
        "запишите все, кроме одной, как обычные 5."
    )
    status, obj = score_command(f"00p5p123m456s11z789s {rules} --riichi".split())  # two red 5p: the rules'
    assert status == 0 and obj["ok"] is True


def test_a_hand_written_with_bracketed_melds_is_told_where_melds_go() -> None:
    """The window's own notation copied out, ``234p55s (789m) (777z) [0555p]``, given as HAND
    said only 'Unexpected "(" at position 9: expected a digit 0-9 or a suit letter': true, and no
    way forward (melds are options here; the window's --notation takes brackets)."""
    status, obj = score_command(["234p55s (789m) (777z) [0555p]"])
    code, message = obj["error"]["code"], obj["error"]["message"]
    assert (status, code) == (2, "notation_char")
    assert message == (
        'Unexpected "(" at position 9: brackets mark melds only in the calculator\'s notation field '
        "(the window's --notation); here each meld is an option of its own: --chi 789m, --pon 777z, "
        "--kan 5555m, --ankan 0555p."
    )
    _, _, ru = _error("234p55s[0555p] --lang ru")
    assert ru.startswith("Неожиданный символ «[» в позиции 8: скобки обозначают сеты только в поле")
    _, _, message = _error("234p55s --chi 789m --pon (777z)")
    assert message.startswith('--pon "(777z)": unexpected "(" at position 1: brackets mark melds only')
    _, _, message = _error("12x3m")  # any other character: as before
    assert message == 'Unexpected "x" at position 3: expected a digit 0-9 or a suit letter m, p, s, z.'
    from mjgui.core.scoring.notation import parse_hand  # the notation field reads them

    assert len(parse_hand("234p55s (789m) (777z) [0555p]").melds) == 3


def test_the_winner_given_as_the_discarder_is_named_by_wind_in_the_language() -> None:
    """``--from E`` for East's own ron said "Неверный ввод: the discarder must be another seat,
    not 0" in Russian: an English sentence and the seat as a number."""
    status, code, message = _error(f"{OK} --from E")
    assert (status, code) == (2, "discarder_is_winner")
    assert message == (
        "The discarder and the winner are the same seat (East): on ron the winning tile comes from "
        "another player. Choose another seat as the discarder."
    )
    _, code, ru = _error(f"{OK} --from E --lang ru")
    assert code == "discarder_is_winner"
    assert ru == (
        "Набросивший и победитель — одно и то же место (восток): по рон выигрывают тайлом другого "
        "игрока. Выберите набросившим другое место."
    )
    assert "(South)" in _error(f"{OK} --seat S --from S")[2]
    assert "(запад)" in _error(f"{OK} --seat W --from W --lang ru")[2]
    assert score_command(f"{OK} --seat W --from N".split())[0] == 0


def test_a_discarder_that_is_no_seat_is_a_bad_wind() -> None:
    from dataclasses import replace

    from mjgui.core.scoring.hand import problems
    from tests.util import spec

    found = problems(replace(spec(OK), discarder=7))
    assert [(p.code, p.message()) for p in found] == [("bad_wind", '"7" is not a wind: use E, S, W or N.')]


def test_too_many_copies_names_the_ura_indicators_it_counts_and_says_what_to_remove() -> None:
    """Two ura 8s on a hand holding three: the message counted "hand, melds and dora indicators"
    and gave no way out."""
    status, code, message = _error(f"{OK} --riichi --ura 8s,8s")
    assert (status, code) == (2, "too_many_copies_with_ura")
    assert message == (
        "8s appears 5 times counting the hand, melds, dora and ura dora indicators, but a tile "
        "exists only 4 times: remove 1 of them."
    )
    _, _, ru = _error(f"{OK} --riichi --ura 8s,8s --lang ru")
    assert ru == (
        "Тайлов 8s в руке, сетах, индикаторах доры и ура-доры вместе: 5, а каждого тайла в наборе "
        "всего 4: уберите 1 из них."
    )
    # no ura among them: the dora indicators alone are named, and the copies over four counted
    _, code, message = _error(f"{OK} --riichi --dora 8s,8s,8s --ura 1m")
    assert code == "too_many_copies"
    assert message == (
        "8s appears 6 times counting the hand, melds and dora indicators, but a tile exists only 4 "
        "times: remove 2 of them."
    )
    _, _, ru = _error(f"{OK} --riichi --dora 8s,8s,8s --ura 1m --lang ru")
    assert ru.endswith("вместе: 6, а каждого тайла в наборе всего 4: уберите 2 из них.")


def test_the_first_turn_wins_on_the_wrong_call_say_the_fix() -> None:
    """Tenhou and chiihou on ron (and renhou on tsumo) named the problem but not the way out,
    where the other situation errors say it ("switch to tsumo or remove rinshan")."""
    cases = [
        (
            f"{OK} --tenhou",
            "Tenhou is a tsumo on the dealer's first draw; it cannot be won by ron: switch to tsumo or "
            "remove tenhou.",
            "Тенхо — это цумо первым тайлом дилера; по рон его не бывает: выберите цумо или уберите тенхо.",
        ),
        (
            f"{OK} --chiihou --seat S",
            "Chiihou is a tsumo on the first draw; a ron before your first draw is renhou: switch to "
            "tsumo or to renhou.",
            "Чихо — это цумо первым тайлом; рон до своего первого добора — это ренхо: выберите цумо или "
            "ренхо.",
        ),
        (
            f"{OK} --renhou --seat S --tsumo",
            "Renhou is a ron before your first draw; a tsumo on the first draw is chiihou: switch to ron "
            "or to chiihou.",
            "Ренхо — это рон до своего первого добора; цумо первым тайлом — это чихо: выберите рон или чихо.",
        ),
    ]
    for words, en, ru in cases:
        assert _error(words)[2] == en
        assert _error(words + " --lang ru")[2] == ru
