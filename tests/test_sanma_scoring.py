"""Three-player scoring end to end (issue 27, RULES.md §9): the ``score`` command's JSON and
help, the record's hand words, the presets' differences, payments with tsumo loss and 200 a
honba, the nuki dora, the indicator wrap, yakuhai and the arithmetic a player reads."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest

from mjgui.cli import score_command
from mjgui.core.errors import HandError, MahjongError
from mjgui.core.numbers import number
from mjgui.core.scoring.arguments import parse_score_args, score_parser
from mjgui.core.scoring.rules import preset
from mjgui.core.teach.explain import arithmetic_steps
from tests.util import result, win

HAKU = "123p456p789s555z99m"  # haku, tanki on 9m: 2 han 40 fu by tsumo, 1 han 40 fu by ron


def ids(words: str) -> list[tuple[str, int]]:
    return [(y.id, y.han) for y in win(words).yaku]


def test_the_score_command_answers_a_sanma_hand_with_nuki_dora_as_its_own_item() -> None:
    status, out = score_command([HAKU, "--rules", "tenhou-sanma", "--nuki", "2", "--dora", "3z", "--tsumo"])
    assert status == 0 and out["ok"] is True
    assert [(y["id"], y["han"]) for y in out["yaku"]] == [
        ("menzen_tsumo", 1), ("haku", 1), ("dora", 2), ("nuki_dora", 2),
    ]  # fmt: skip
    assert out["yaku"][-1]["name"] == "Nuki dora"
    # a dealer's haneman by tsumo: 6000 from each of the two others, no North
    assert out["payment"]["each_pays"] == 6000 and out["payment"]["total"] == 12000
    assert out["payment"]["by_seat"] == {"E": 12000, "S": -6000, "W": -6000}


def test_the_json_text_is_the_dict_for_three_seats() -> None:
    words = [HAKU, "--rules", "mahjongsoul-sanma", "--nuki", "1", "--tsumo", "--seat", "W", "--honba", "3"]
    run = subprocess.run(
        [sys.executable, "-m", "mjgui", "score", *words], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out == score_command(words)[1]
    # 3 han 40 fu by West: 2600 / 1300 each plus 100 a honba from each payer (200 a honba)
    pay = out["payment"]
    assert (pay["dealer_pays"], pay["non_dealer_pays"], pay["honba"]) == (2600 + 300, 1300 + 300, 600)
    assert pay["by_seat"] == {"E": -2900, "S": -1600, "W": 4500}


def test_ron_honba_is_200_and_ron_pays_as_with_four_players() -> None:
    four = win(f"{HAKU} --riichi --rules tenhou --honba 2").payment
    three = win(f"{HAKU} --riichi --rules tenhou-sanma --honba 2").payment
    assert four is not None and three is not None
    assert three.hand_points == four.hand_points == 3900  # 2 han 40 fu, a dealer's ron
    assert (four.honba_points, three.honba_points) == (600, 400)
    assert three.deltas(0, 2) == (3900 + 400, 0, -4300)


def test_help_lists_nuki_in_both_languages() -> None:
    english = score_parser().format_help()
    assert "--nuki N" in english and "Norths set aside as nuki dora, 0-4 (three players)" in english
    russian = score_parser("ru").format_help()
    assert "Северы, отложенные как нуки-дора" in russian
    run = subprocess.run(
        [sys.executable, "-m", "mjgui", "score", "--help"], capture_output=True, text=True, check=False
    )
    assert "--nuki N" in run.stdout


@pytest.mark.parametrize(
    "words",
    [
        [HAKU, "--rules", "tenhou-sanma", "--nuki", "3"],  # the plain reader
        [HAKU, "--rules=tenhou-sanma", "--nuki=3"],  # argparse
        [HAKU, "--rules", "tenhou-sanma", "--nu", "3"],  # an abbreviation
    ],
)
def test_both_readers_take_nuki_from_the_one_table(words: list[str]) -> None:
    request, namespace = parse_score_args(words)
    assert request.spec.nuki == 3 and namespace.nuki == "3"


def test_a_record_hand_line_reads_nuki() -> None:
    from mjgui.core.game.record import _parse_hand

    found = _parse_hand([f"{HAKU} --nuki 2 --tsumo"])
    assert found.spec.nuki == 2 and found.spec.tsumo


@pytest.mark.parametrize(
    ("words", "code", "named"),
    [
        (f"{HAKU} --rules tenhou-sanma --seat N", "no_north_wind", '"N"'),
        (f"{HAKU} --rules tenhou-sanma --round N", "no_north_wind", '"N"'),
        (f"{HAKU} --rules tenhou-sanma --from N", "no_north_wind", '"N"'),
        ("123m456p789s555z99s --rules tenhou-sanma", "tile_not_in_set", "2m"),
        (f"{HAKU} --rules tenhou-sanma --dora 5m", "tile_not_in_set", "5m"),
        ("123p789s555z99m --chi 456p --rules mahjongsoul-sanma", "chi_not_in_rules", "Chi 456p"),
        (f"{HAKU} --nuki 1", "nuki_not_in_rules", "Nuki 1"),
        ("123p456p789s555z44z --rules tenhou-sanma --nuki 3", "too_many_norths", "nuki 3 is too many"),
        ("123p456p789s999m11z --rules tenhou-sanma --nuki 5", "too_many_nuki", "Nuki 5"),
        (f"{HAKU} --rules tenhou-sanma --nuki -1", "negative_count", "Nuki"),
        (
            "19m19p19s1234567z1z --rules tenhou-sanma --tsumo --tenhou --nuki 1",
            "first_turn_with_nuki",
            "Tenhou",
        ),
        (  # no kan: the replacement tile followed the winner's own nuki, after the riichi
            "123p456p789s11p999m --rules tenhou-sanma --seat S --tsumo --riichi --ippatsu --rinshan --nuki 1",
            "ippatsu_on_nuki_rinshan",
            "Remove ippatsu",
        ),
    ],
)
def test_sanma_refusals_are_typed_and_name_the_fault(words: str, code: str, named: str) -> None:
    status, out = score_command(words.split())
    assert status != 0 and out["error"]["code"] == code
    assert named in out["error"]["message"]
    ru = score_command([*words.split(), "--lang", "ru"])[1]["error"]["message"]
    assert ru != out["error"]["message"] and any("а" <= ch <= "я" for ch in ru.lower())


@pytest.mark.parametrize(
    ("words", "en", "ru"),
    [
        (  # one North, an indicator: "North appears 1 times"
            "--dora 4z --nuki 4",
            "1 North is already in the hand, melds and dora indicators, so nuki 4 is too many: only 4 "
            "Norths exist.",
            "В руке, сетах и индикаторах доры уже 1\u00a0Север, поэтому нуки 4 — слишком много: "
            "Северов всего 4.",
        ),
        (
            "--dora 4z,4z --nuki 3",
            "2 Norths are already in the hand, melds and dora indicators, so nuki 3 is too many: only 4 "
            "Norths exist.",
            "В руке, сетах и индикаторах доры уже 2\u00a0Севера, поэтому нуки 3 — слишком много: "
            "Северов всего 4.",
        ),
        (  # no North seen: "North appears 0 times"
            "--nuki 5",
            "Nuki 5 is too many: only 4 Norths exist.",
            "Нуки 5 — слишком много: Северов всего 4.",
        ),
    ],
)
def test_too_many_norths_are_counted_in_plural_forms(words: str, en: str, ru: str) -> None:
    """The refusal said "North appears 1 times" and, with no North in the hand, "North appears
    0 times": a count of Norths said in plural forms, and none said as no count at all."""
    hand = ["123p456p789s999m11z", "--rules", "tenhou-sanma", "--tsumo", *words.split()]
    assert score_command(hand)[1]["error"]["message"] == en
    assert score_command([*hand, "--lang", "ru"])[1]["error"]["message"] == ru


def test_a_north_triplet_is_no_yakuhai_with_three_players() -> None:
    hand = "123p456p789s444z99m --riichi"
    assert ("seat_wind", 1) in ids(f"{hand} --rules tenhou --seat N")  # four players: North's own
    assert ids(f"{hand} --rules tenhou-sanma --seat W") == [("riichi", 1)]


def test_the_thirteen_sided_kokushi_is_double_on_mahjong_soul_only() -> None:
    words = "19m19p19s1234567z1z --tsumo --seat S"
    tenhou = win(f"{words} --rules tenhou-sanma")
    soul = win(f"{words} --rules mahjongsoul-sanma")
    assert [y.id for y in soul.yaku] == ["kokushi_13"] and soul.yakuman == 2
    assert tenhou.yakuman == 1
    assert soul.payment is not None and soul.payment.total == 2 * (16000 + 8000)  # tsumo loss
    assert tenhou.payment is not None and tenhou.payment.total == 16000 + 8000


def test_kazoe_yakuman_from_nuki_dora() -> None:
    hand = win(f"{HAKU} --riichi --rules tenhou-sanma --nuki 4 --dora 3z,3z --seat S")
    # riichi haku 2, nuki 4, each North twice more under two West indicators: 8 + 2 = 14 han
    assert hand.han == 14 and hand.base.limit == "kazoe_yakuman"
    assert hand.payment is not None and hand.payment.total == 32000


def test_west_ura_indicator_counts_the_nuki_under_riichi_only() -> None:
    with_riichi = dict(ids(f"{HAKU} --riichi --rules tenhou-sanma --nuki 2 --ura 3z"))
    assert with_riichi["ura_dora"] == 2 and with_riichi["nuki_dora"] == 2
    with pytest.raises(HandError):  # ura without riichi is refused, as for four players
        win(f"{HAKU} --rules tenhou-sanma --nuki 2 --ura 3z")


def test_rinshan_on_the_nuki_replacement() -> None:
    assert ("rinshan", 1) in ids(f"{HAKU} --tsumo --rinshan --rules tenhou-sanma --nuki 1")
    with pytest.raises(HandError) as err:
        win(f"{HAKU} --tsumo --rinshan --rules tenhou-sanma")
    # the other way to a replacement tile at three players is named too
    assert err.value.code == "rinshan_without_kan_or_nuki"
    assert err.value.message() == (
        "Rinshan kaihou needs a kan in the hand or a North set aside: add the kan as a meld, count "
        "the North (nuki), or remove rinshan."
    )
    assert "отметьте Север (нуки)" in err.value.message("ru")


def test_ippatsu_on_a_nuki_rinshan_only_with_a_kan_or_without_rinshan() -> None:
    hand = "123p456p789s11p999m --rules mahjongsoul-sanma --seat S --tsumo --riichi --ippatsu --nuki 1"
    with pytest.raises(HandError) as err:
        win(f"{hand} --rinshan")
    assert err.value.code == "ippatsu_on_nuki_rinshan"
    assert "Север" in err.value.message("ru") and "иппацу" in err.value.message("ru")
    # the nuki may have come before the riichi: ippatsu without rinshan stands
    assert ("ippatsu", 1) in ids(hand)
    # with a kan the replacement tile is the kan's, declared after the riichi: a kan ends
    # ippatsu as well, so rinshan and ippatsu never come together
    kan = "123p456p11p999m --ankan 7777s --rules tenhou-sanma --seat S --tsumo --riichi --ippatsu --nuki 1"
    with pytest.raises(HandError) as err:
        win(f"{kan} --rinshan")
    assert err.value.code == "ippatsu_on_rinshan"
    assert ("rinshan", 1) in ids(f"{kan.replace(' --ippatsu', '')} --rinshan")


KITA_RON = "123456789p234s4z4z --seat E --from S"  # tanki on North, won on the North set aside
KOKUSHI_NORTH = "19m19p19s12355674z --seat E --from S"  # kokushi waiting on North alone
CHANKAN_ON_NUKI = (
    "With three players a ron on a North being set aside (nuki) is not chankan: remove chankan; "
    "the ron stands. Nor was this North robbed from a kan: a pon of North and the North added to "
    "it are all four, and another North is already here (in the hand, an indicator or set aside)."
)


def test_a_ron_on_a_north_set_aside_is_no_chankan_with_three_players() -> None:
    """RULES.md §9: a ron on the North being set aside is a ron, not chankan. Ticked on a hand
    with another North it said "the pon of 4z ... the hand's other 4z would be a fifth", with
    no pon of North anywhere."""
    for rules in ("tenhou-sanma", "mahjongsoul-sanma"):
        with pytest.raises(HandError) as err:
            win(f"{KITA_RON} --chankan --rules {rules}")
        assert err.value.code == "chankan_on_nuki" and err.value.message() == CHANKAN_ON_NUKI
        assert err.value.message("ru") == (
            "В игре втроём рон на откладываемый Север (нуки) — не чанкан: уберите чанкан, рон "
            "остаётся. И отнять этот Север у кана нельзя: пон Севера и добавленный к нему Север — "
            "это все четыре, а ещё один Север уже здесь (в руке, в индикаторах или отложен)."
        )
    # without chankan the ron stands: tanki on North, 2 han 40 fu
    plain = win(f"{KITA_RON} --rules tenhou-sanma")
    assert (plain.han, plain.fu.fu) == (2, 40) and plain.payment is not None and plain.payment.total == 3900
    # another North as an indicator or as the winner's own nuki: the same one sentence
    for words in (f"{KOKUSHI_NORTH} --dora 4z", f"{KOKUSHI_NORTH} --nuki 1"):
        with pytest.raises(HandError) as err:
            win(f"{words} --chankan --rules tenhou-sanma")
        assert err.value.code == "chankan_on_nuki", words
    # four players: no nuki, the pon sentence stands (the other North is in the hand)
    with pytest.raises(HandError) as err:
        win(f"{KITA_RON} --chankan --rules tenhou")
    assert err.value.code == "chankan_own_tile"
    # another tile than North under three-player rules: the pon sentence too
    with pytest.raises(HandError) as err:
        win("123456789p234s1z1z --seat E --from S --chankan --rules tenhou-sanma")
    assert err.value.code == "chankan_own_tile"


def test_a_kokushi_waiting_on_north_alone_may_rob_a_north_added_to_a_pon() -> None:
    """The one chankan on a North: a North added to a pon of North, all four then out, robbed by
    a hand holding no North (a kokushi waiting on it). The hand cannot tell it from a ron on a
    North set aside, and both pay the same yakuman: accepted."""
    hand = win(f"{KOKUSHI_NORTH} --chankan --rules tenhou-sanma")
    assert [y.id for y in hand.yaku] == ["kokushi"] and hand.payment is not None
    assert hand.payment.total == 48000


def test_the_sanma_page_says_the_decision_on_a_kokushi_robbing_a_north() -> None:
    """docs/sanma-rules.md said nothing of chankan on a North: that the kokushi waiting on North
    alone is accepted with it (it may rob a North added to a pon, and the yakuman is the same
    either way) was said only in core/scoring/hand.py's comment. The page says it now, with
    the refusals and an example whose value is the core's."""
    from pathlib import Path

    page = Path(__file__).resolve().parent.parent / "docs" / "sanma-rules.md"
    said = " ".join(page.read_text(encoding="utf-8").split())
    assert "**for §9 — chankan on a North:**" in said
    decided = "a **kokushi waiting on North alone** with no other North seen is **accepted** with chankan"
    assert decided in said
    assert "`chankan_on_nuki`" in said and "`chankan_north_discarded`" in said
    assert "19m19p19s12355674z, the dealer's ron, 48 000 with chankan ticked or not" in said
    paid = [win(f"{KOKUSHI_NORTH}{flag} --rules tenhou-sanma").payment for flag in (" --chankan", "")]
    assert [p.total if p is not None else None for p in paid] == [48000, 48000]


def test_score_refuses_chankan_on_a_kita_ron_in_both_languages() -> None:
    words = f"{KITA_RON} --chankan --rules tenhou-sanma".split()
    status, out = score_command(words)
    assert status == 2 and out["error"] == {"code": "chankan_on_nuki", "message": CHANKAN_ON_NUKI}
    status, out = score_command([*words, "--lang", "ru"])
    assert status == 2 and out["error"]["message"].startswith("В игре втроём рон на откладываемый Север")
    status, out = score_command(f"{KITA_RON} --rules tenhou-sanma".split())  # chankan removed
    assert status == 0 and out["payment"]["total"] == 3900


def test_the_arithmetic_pays_two_others() -> None:
    steps = [s.text("en") for s in arithmetic_steps(result(f"{HAKU} --tsumo --rules tenhou-sanma --honba 1"))]
    assert "honba: 1 × 100 = 100 more from each payer" in steps
    assert steps[-1] == "total: 1400 + 1400 = 2800"
    steps = [s.text("en") for s in arithmetic_steps(result(f"{HAKU} --tsumo --seat S --rules tenhou-sanma"))]
    assert steps[-1] == "total: 1300 + 700 = 2000"


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma"])
def test_the_arithmetic_names_the_one_other_non_dealer_and_the_tsumo_loss(preset: str) -> None:
    # both sites' three-player tables have tsumo loss (RULES.md §9): the step is said for each
    steps = arithmetic_steps(result(f"{HAKU} --tsumo --seat S --rules {preset}"))
    en = [s.text("en") for s in steps]
    assert "non-dealer tsumo: the other non-dealer pays 1 × 640 = 640" in en
    assert not any("each other player" in line for line in en)
    assert (
        "tsumo loss: nobody pays the share North would pay at a four-player table (700); only the two "
        "others pay" in en
    )
    ru = [s.text("ru") for s in steps]
    assert "цумо недилера: второй недилер платит 1 × 640 = 640" in ru
    assert any(line.startswith("потеря при цумо:") and "(700)" in line for line in ru)
    dealer = [s.text("en") for s in arithmetic_steps(result(f"{HAKU} --tsumo --rules {preset}"))]
    assert any(line.startswith("tsumo loss:") and "(1300)" in line for line in dealer)
    # no tsumo loss on a ron, nor with four players
    ron = [s.code for s in arithmetic_steps(result(f"{HAKU} --seat S --rules {preset}"))]
    four = [s.code for s in arithmetic_steps(result(f"{HAKU} --tsumo --seat S --rules tenhou"))]
    assert "tsumo_loss" not in ron and "tsumo_loss" not in four and "tsumo_from_other" in four


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma"])
def test_no_tsumo_loss_when_the_liable_player_pays_the_whole_tsumo(preset: str) -> None:
    """Pao (RULES.md §6): West alone pays South's daisangen tsumo, North's share too; the
    arithmetic says no tsumo loss then. Both sites' tables have tsumo loss (§9)."""
    steps = arithmetic_steps(result(f"234p11s555666777z --tsumo --seat S --pao W --honba 1 --rules {preset}"))
    assert "tsumo_loss" not in [s.code for s in steps]
    assert steps[-1].value == 32200  # 16 000 + 8000 + 8000 + 200: North's share is West's too
    dealer = arithmetic_steps(result(f"234p11s555666777z --tsumo --pao W --rules {preset}"))
    assert "tsumo_loss" not in [s.code for s in dealer]


def test_tsumo_loss_on_the_part_of_a_pao_tsumo_the_others_pay() -> None:
    """Mahjong Soul's liable player pays only the pao yakuman's share (pao_whole off): the other
    yakuman is an ordinary tsumo with tsumo loss, North's share of that part (8000) unpaid."""
    steps = arithmetic_steps(result("111p11s555666777z --tsumo --seat S --pao W --rules mahjongsoul-sanma"))
    loss = [s for s in steps if s.code == "tsumo_loss"]
    assert [s.value for s in loss] == [8000]
    assert steps[-1].value == 56000
    # Tenhou's liable player pays it all: no tsumo loss
    whole = arithmetic_steps(result("111p11s555666777z --tsumo --seat S --pao W --rules tenhou-sanma"))
    assert "tsumo_loss" not in [s.code for s in whole] and whole[-1].value == 64000


@pytest.mark.parametrize(
    ("words", "north"),
    [
        ("234p11s555666777z --tsumo --seat S --pao W --rules tenhou-sanma", 8000),
        ("234p11s555666777z --tsumo --seat E --pao W --rules tenhou-sanma", 16000),
        ("234p11s555666777z --tsumo --seat S --pao W --honba 2 --rules mahjongsoul-sanma", 8000),
        ("111p11s555666777z --tsumo --seat S --pao W --rules tenhou-sanma", 16000),
    ],
)
def test_a_pao_tsumo_of_three_players_says_the_liable_player_pays_norths_share(
    words: str, north: int
) -> None:
    """Pao has the liable player pay the whole tsumo as at four players: the step that says
    North's share is theirs (no tsumo loss on it) makes the split's lines add up to the total.
    (Paying the pao yakuman only, its own step says so: test_pao's
    test_a_pao_tsumo_with_another_yakuman_says_every_payment_its_total_adds.)"""
    steps = arithmetic_steps(result(words))
    by_code = {s.code: s for s in steps}
    share = by_code["pao_north_all"]
    assert share.value == north
    split = sum(s.value for s in steps if s.code in ("tsumo_from_dealer", "tsumo_from_the_other"))
    split += 2 * sum(s.value for s in steps if s.code == "tsumo_dealer")
    honba = sum(s.value for s in steps if s.code == "honba_tsumo_liable")
    assert split + share.value + honba == steps[-1].value
    en, ru = share.text("en"), share.text("ru")
    assert en.startswith("pao: West also pays the share") and "North would pay at a four-player table" in en
    assert ru.startswith("пао: запад платит и ") and "которую платил бы север за столом вчетвером" in ru
    assert en.endswith(f": {number(north, 'en')}") and ru.endswith(f": {number(north, 'ru')}")
    # four players: North pays its own share, nothing to say
    four = arithmetic_steps(result(words.replace("-sanma", "")))
    assert "pao_north_all" not in {s.code for s in four}


@pytest.mark.parametrize("preset", ["tenhou-sanma", "mahjongsoul-sanma"])
@pytest.mark.parametrize("hand", [HAKU, "234p11s555666777z --pao W", "111p11s555666777z --pao W"])
def test_the_russian_tsumo_lines_write_north_small_as_every_seat_in_a_sentence(
    preset: str, hand: str
) -> None:
    """A seat inside a sentence is small in Russian (wind_word: «платит запад»): the lines on
    North's share (tsumo loss, pao) say «север» too, never «запад» beside «Север»; the liable
    player's honba is «всё это», not «все их» (nothing plural to refer to)."""
    steps = arithmetic_steps(result(f"{hand} --tsumo --seat S --honba 1 --rules {preset}"))
    ru = [s.text("ru") for s in steps]
    north = [line for line in ru if "за столом вчетвером" in line]
    assert north, ru
    assert all("платил бы север" in line or "с долей севера" in line for line in north), north
    assert not any("Север" in line for line in ru), ru
    if "--pao" in hand:
        assert "хонба: 1 × 200 = ещё 200, всё это платит запад (пао)" in ru
    else:
        assert "хонба: 1 × 100 = ещё 100 с каждого платящего" in ru


def test_the_payment_question_asks_for_the_other_non_dealer() -> None:
    from mjgui.controller.teach.quiz import QuizController

    quiz = QuizController("en", "payment")
    assert quiz.quiz_hand(parse_score_args(f"{HAKU} --tsumo --seat S --rules tenhou-sanma".split())[0].spec)
    for step in ("yaku", "han", "fu"):
        assert quiz.session.current_step == step
        quiz.session.answer(getattr(quiz.session.question.answers, step))
    view = quiz.view()
    assert view.prompt == (
        "Non-dealer tsumo: how much does the dealer pay, and the other non-dealer? Honba included."
    )
    assert view.payment_fields == ("The dealer pays", "The other non-dealer pays")
    quiz.set_lang("ru")
    view = quiz.view()
    assert "второй недилер" in view.prompt and "каждый" not in view.prompt
    assert view.payment_fields[1] == "Платит второй недилер"
    four = QuizController("en", "payment")
    assert four.quiz_hand(parse_score_args(f"{HAKU} --tsumo --seat S".split())[0].spec)
    assert four.session.question is not None and "each non-dealer" in four.session.question.prompt("payment")


def test_the_presets_say_what_section_9_says() -> None:
    tenhou, soul = preset("tenhou-sanma"), preset("mahjongsoul-sanma")
    for rules in (tenhou, soul):
        assert (rules.players, rules.start_points, rules.honba_ron, rules.aka) == (3, 35000, 200, 2)
        assert rules.red_allowed(0) == 0 and rules.red_allowed(1) == rules.red_allowed(2) == 1
        assert not rules.chi and rules.nuki and rules.kazoe == "yakuman"
        assert rules.dora_of[0] == 8 and rules.dora_of[8] == 0  # 1m -> 9m -> 1m
    assert (tenhou.return_points, tenhou.uma) == (40000, (20, 0, -20))
    assert (soul.return_points, soul.uma) == (35000, (15, 0, -15))
    assert not tenhou.double_yakuman and "kokushi_13" in soul.double_yakuman


def test_a_record_of_four_players_under_a_sanma_preset_is_refused_not_crashed() -> None:
    from mjgui.core.game.game import replay

    game = replay("rules tenhou-sanma\nplayers A B C D\n" + "draw\n" * 12)
    assert game.errors and game.errors[0].code == "players_for_rules"
    assert "played by 3 players; this line names 4" in game.errors[0].message()


def test_the_payment_as_said_at_the_table_leaves_out_each_payers_honba() -> None:
    from mjgui.controller.scoring.values import payment_core_text

    pay = win(f"{HAKU} --tsumo --seat S --honba 3 --rules tenhou-sanma").payment
    assert pay is not None and (pay.dealer_pays, pay.non_dealer_pays) == (1300 + 300, 700 + 300)
    assert payment_core_text(pay, "en") == payment_core_text(
        win(f"{HAKU} --tsumo --seat S --rules tenhou-sanma").payment,  # type: ignore[arg-type]
        "en",
    )
    assert "700" in payment_core_text(pay, "en") and "1300" in payment_core_text(pay, "en")


def test_explain_never_asks_for_a_tile_the_set_lacks() -> None:
    from mjgui.core.teach.explain import near_misses, suggestions

    four = result("456p456s11m999m777z --riichi --rules tenhou")
    three = result("456p456s11m999m777z --riichi --rules tenhou-sanma")
    assert [m.id for m in near_misses(four)] == ["sanshoku"]  # 456m missing: possible with four
    assert near_misses(three) == []
    open_four = result("456p456s11m999m --pon 777s --win 1m --rules tenhou")
    open_three = result("456p456s11m999m --pon 777s --win 1m --rules tenhou-sanma")
    assert "sanshoku" in {s.id for s in suggestions(open_four)}
    assert all("m" not in str(s.params.get("tiles", "")) for s in suggestions(open_three))
    assert "sanshoku" not in {s.id for s in suggestions(open_three)}


SANMA_LOG = "tests/data/logs/sanma/mortal-sanma-2025020501gm-00b9-0000-2c6f867d.json"


def test_the_quiz_says_why_not_sanshoku_without_a_manzu_run() -> None:
    """Log window -> S2-1 -> Quiz this hand -> a claimed sanshoku: the quiz explained it with
    "234m missing, but it would replace 222z" (no 234m in the three-player set), for the why
    not read the near misses without the calculator's filter. The real reason now."""
    from mjgui.core.logs import read_log_file
    from mjgui.core.scoring.scoring import score
    from mjgui.core.teach.explain import why_not

    log = read_log_file(SANMA_LOG)
    hand = next(w for w in log.wins if w.round == "S2-1")
    said = why_not(score(hand.spec), "sanshoku")
    assert (
        said.text() == "no sanshoku: it needs some of the manzu 2–8, which the three-player set does not have"
    )
    assert (
        said.text("ru") == "нет яку «саншоку»: для него нужны маны 2–8, а в комплекте для игры втроём их нет"
    )
    # four players: the same tiles lack 234m, one change away: the near miss is said
    four = score(replace(hand.spec, rules=preset("tenhou"), nuki=0))
    assert "234m missing" in why_not(four, "sanshoku").text()


def test_no_why_not_of_a_three_player_log_names_a_tile_the_set_lacks() -> None:
    """Every win of the three-player logs, every yaku claimed that it lacks: the quiz's why not
    reads the near misses through the one filter the calculator's notes use (35 of the 171 wins
    named a manzu run for sanshoku)."""
    from pathlib import Path

    from mjgui.core.logs import read_log_file
    from mjgui.core.scoring.scoring import score
    from mjgui.core.scoring.tiles import parse_tiles
    from mjgui.core.teach.explain import why_not, yaku_ids
    from mjgui.core.teach.near_miss import context, misses
    from mjgui.core.teach.quiz import YAKU_CHOICES

    checked = 0
    for path in sorted(Path("tests/data/logs/sanma").glob("*")):
        if path.suffix not in (".mjlog", ".json"):
            continue
        for hand in read_log_file(path).wins:
            result = score(hand.spec)
            if result.win is None:
                continue
            removed = hand.spec.rules.removed_kinds
            have = set(yaku_ids(result.win))
            said = [why_not(result, yaku) for yaku in YAKU_CHOICES if yaku not in have]
            # the one filter: every reader of the near misses gets them without such tiles
            said += [m.miss for m in misses(context(hand.spec, result.win))]
            for miss in said:
                for value in miss.params.values():
                    if isinstance(value, str) and value:
                        try:
                            tiles = parse_tiles(value)
                        except MahjongError:
                            continue
                        assert not {t.kind for t in tiles} & removed, (path.name, hand.round, miss.text())
            checked += 1
    assert checked >= 150


def test_the_words_written_for_a_hand_keep_its_nuki() -> None:
    from mjgui.controller.game.bridge import hand_words, words_hand
    from mjgui.core.logs.model import score_words
    from tests.util import spec

    hand = spec(f"{HAKU} --riichi --rules tenhou-sanma --nuki 2 --dora 3z --seat S")
    assert "--nuki 2" in " ".join(score_words(hand))
    back = parse_score_args(score_words(hand))[0].spec
    assert back == hand.with_changes(concealed=back.concealed) and back.nuki == 2
    again = words_hand(hand_words(hand) + " --rules tenhou-sanma --seat S")
    assert again is not None and again.nuki == 2
