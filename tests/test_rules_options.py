"""Every option of :class:`Rules` changes an outcome: one test per field, each scoring the same
hand or replaying the same record under the default and under the option changed, with the
values RULES.md gives. ``test_every_rules_option_has_a_test`` fails on a new field without one,
so that no option can be ignored by the code without a test noticing (issue: an option that no
test sets can be dropped from the code and every test still passes).
"""

from __future__ import annotations

import dataclasses
import sys

import pytest

from mjgui.controller.game.tracker import check_new_game, new_game_problem
from mjgui.core.errors import HandError, RulesError
from mjgui.core.game.game import GameResult, GameState, apply_line, replay
from mjgui.core.game.record import RulesAction, parse_line, parse_record, unread_rules
from mjgui.core.scoring.rule_words import rule_words, with_rule_words
from mjgui.core.scoring.rules import PRESETS, SEED, Rules, preset
from tests.util import T, result, win

PLAYERS = "players Aiko Boris Chen Dasha"


def play(*lines: str, rules: str = "rules seed", strict: bool = True) -> GameResult:
    game = replay("\n".join([rules, PLAYERS, *lines]))
    if strict:
        assert game.errors == (), [e.message() for e in game.errors]
    return game


def final(*lines: str, rules: str = "rules seed") -> GameState:
    return play(*lines, rules=rules).final


def codes(*lines: str, rules: str = "rules seed") -> list[str]:
    return [e.code for e in play(*lines, rules=rules, strict=False).errors]


def total(words: str) -> int:
    payment = win(words).payment
    assert payment is not None
    return payment.total


def ids(words: str) -> list[tuple[str, int]]:
    return [(y.id, y.han) for y in win(words).yaku]


def refused(words: str) -> str:
    res = result(words)
    assert res.win is None or not res.win.ok
    assert res.no_win is not None
    return res.no_win.code


def test_every_rules_option_has_a_test() -> None:
    here = vars(sys.modules[__name__])
    missing = [f.name for f in dataclasses.fields(Rules) if not callable(here.get(f"test_option_{f.name}"))]
    assert missing == [], f"write test_option_<name> for: {', '.join(missing)}"


# -- the regulation's name --------------------------------------------------------------------


def test_option_name() -> None:
    # the words that write a regulation are its differences from the preset it names
    tenhou = preset("tenhou")
    assert rule_words(tenhou) == []
    assert "start_points=25000" in rule_words(dataclasses.replace(tenhou, name="seed"))
    assert final(rules="rules tenhou").rules.name == "tenhou"
    assert (
        "rules tenhou wareme=on"
        in play("wareme Chen", rules="rules tenhou", strict=False).errors[0].message()
    )


# -- the table (three players, RULES.md §9) ---------------------------------------------------

SANMA = "123p456p789s555z99m --rules tenhou-sanma"  # haku; a tsumo by South: 2 han 40 fu


def test_option_players() -> None:
    # a tsumo is paid by the two others, each their four-player share (tsumo loss); no North
    pay = win(f"{SANMA} --tsumo --seat S --honba 1").payment
    assert pay is not None
    assert (pay.dealer_pays, pay.non_dealer_pays, pay.total) == (1300 + 100, 700 + 100, 2000 + 200)
    assert pay.deltas(1) == (-1400, 2200, -800)
    with pytest.raises(HandError, match="no North seat"):
        win(f"{SANMA} --seat N")
    with pytest.raises(HandError, match="no North seat"):
        win(f"{SANMA} --round N")
    with pytest.raises(RulesError):
        Rules(players=3)  # an uma of four for three players
    with pytest.raises(RulesError, match="honba_ron"):
        Rules(players=3, uma=(15, 0, -15))  # 300 a honba: 150 from each of two tsumo payers
    assert Rules(players=3, uma=(15, 0, -15), honba_ron=200).seats == range(3)
    # players is the preset's: no rules word sets it
    assert "players" not in rule_words(preset("tenhou-sanma")) and rule_words(preset("tenhou-sanma")) == []


def test_option_removed_kinds() -> None:
    with pytest.raises(HandError, match="2m is not in the three-player set"):
        win("123m456p789s11z22z --rules tenhou-sanma")
    with pytest.raises(HandError, match="5m is not in the three-player set"):
        win(f"{SANMA} --dora 5m")
    # the dora order skips them: 9m indicates 1m, 1m indicates 9m
    terminals = "111m999m123p456s11z --riichi --dora"
    assert ids(f"{terminals} 9m --rules tenhou-sanma")[-1] == ("dora", 3)
    assert ids(f"{terminals} 1m --rules tenhou-sanma")[-1] == ("dora", 3)
    assert ids(f"{terminals} 1m --rules tenhou") == [("riichi", 1)]  # four players: 1m -> 2m
    with pytest.raises(RulesError):
        Rules(removed_kinds=frozenset({4}))  # a suit that keeps a run of three
    with pytest.raises(RulesError):
        Rules(removed_kinds=frozenset(range(9)), aka=2)  # a whole suit: no dora order in it
    with pytest.raises(RulesError):
        Rules(removed_kinds=frozenset({27}))  # honors are never removed


def test_option_chi() -> None:
    assert ids("111m999m123p11z --chi 789p") == [("chanta", 1)]
    with pytest.raises(HandError, match="Chi 789p"):
        win("111m999m123p11z --chi 789p --rules mahjongsoul-sanma")


def test_option_nuki() -> None:
    assert ids(f"{SANMA} --nuki 2") == [("haku", 1), ("nuki_dora", 2)]
    found = ids(f"{SANMA} --nuki 2 --dora 3z")
    assert ("nuki_dora", 2) in found and ("dora", 2) in found  # a West indicator: each North one more
    with pytest.raises(HandError, match="Nuki 1"):
        win("111m999m123p555z11z --nuki 1")  # four players set no North aside
    with pytest.raises(HandError, match="only 4 Norths"):
        win("111m999m123p555z44z --rules tenhou-sanma --nuki 3")


# -- tiles and yaku ---------------------------------------------------------------------------


def test_option_aka() -> None:
    assert ids("234m406p345678s55s")[-1] == ("aka_dora", 1)
    with pytest.raises(HandError, match="no red fives"):
        win("234m406p345678s55s --rule-option aka=0")
    two = "234m340067p345s55s"  # both red fives of pin
    with pytest.raises(HandError, match="2 red fives of pin"):
        win(two)
    assert ids(f"{two} --rule-option aka=4")[-1] == ("aka_dora", 2)
    assert total(f"{two} --rule-option aka=4") == 11600  # 4 han 30 fu, dealer ron
    # aka=2 (one red 5p, one red 5s) is the three-player set's, whose manzu has no five
    with pytest.raises(RulesError):
        Rules(aka=2)
    assert ids("111m999m406p345s55s --riichi --rules tenhou-sanma")[-1] == ("aka_dora", 1)
    with pytest.raises(HandError, match="2 red fives of sou"):
        win("111m999m406p340s05s --riichi --rules tenhou-sanma")


def test_option_kuitan() -> None:
    assert ids("567p3467888s5s --chi 234m") == [("tanyao", 1)]
    assert refused("567p3467888s5s --chi 234m --rule-option kuitan=off") == "no_yaku"


RENHOU = "234m406p345678s55s --seat S --renhou"  # tanyao pinfu aka: 3 han 40 fu, 5200


def test_option_renhou() -> None:
    assert ids(RENHOU) == [("renhou", 5)]
    assert total(RENHOU) == 8000
    assert ids(f"{RENHOU} --rule-option renhou=yakuman") == [("renhou", 13)]
    assert total(f"{RENHOU} --rule-option renhou=yakuman") == 32000
    with pytest.raises(HandError, match="Renhou is off"):
        win(f"{RENHOU} --rule-option renhou=off")


OPEN_TANYAO = "567p3467888s5s --chi 234m"  # 1 han 30 fu, a dealer's ron 1500


def test_option_ryanhan_shibari() -> None:
    assert refused(f"{OPEN_TANYAO} --honba 5") == "ryanhan_shibari"
    assert total(f"{OPEN_TANYAO} --honba 5 --rule-option ryanhan_shibari=off") == 1500 + 1500
    assert final("ron Aiko from Boris 1 30", rules="rules seed ryanhan_shibari=off").points[0] > 30000


def test_option_ryanhan_threshold() -> None:
    assert total(f"{OPEN_TANYAO} --honba 4") == 1500 + 1200
    words = f"{OPEN_TANYAO} --rule-option ryanhan_threshold=6"
    assert total(f"{words} --honba 5") == 1500 + 1500
    assert refused(f"{words} --honba 6") == "ryanhan_shibari"
    draws = ["draw tenpai Aiko"] * 3
    assert codes(*draws, "ron Chen from Boris 1 30", rules="rules seed ryanhan_threshold=3") == ["shibari"]
    assert codes(*draws, "ron Chen from Boris 1 30") == []


def test_option_paarenchan() -> None:
    assert ids(f"{OPEN_TANYAO} --renchan 8") == [("paarenchan", 13)]
    assert total(f"{OPEN_TANYAO} --renchan 8") == 48000
    assert ids(f"{OPEN_TANYAO} --renchan 8 --rule-option paarenchan=off") == [("tanyao", 1)]
    draws = ["draw tenpai Aiko"] * 8
    assert play(*draws, "tsumo Aiko 1 30").step(11).deltas[0] == 3 * 16800
    off = play(*draws, "tsumo Aiko 2 30", rules="rules seed paarenchan=off ryanhan_shibari=off")
    assert off.step(11).deltas[0] == 3 * (1000 + 800)  # 2 han 30 fu: 1000 all


def test_option_paarenchan_threshold() -> None:
    words = f"{OPEN_TANYAO} --rule-option paarenchan_threshold=9"
    assert ids(f"{words} --renchan 8") == [("tanyao", 1)]
    assert ids(f"{words} --renchan 9") == [("paarenchan", 13)]
    assert ids(f"{OPEN_TANYAO} --renchan 7") == [("tanyao", 1)]
    draws = ["draw tenpai Aiko"] * 3
    game = play(*draws, "tsumo Aiko 1 30", rules="rules seed paarenchan_threshold=3")
    assert game.step(5).state.paarenchan
    assert not game.step(4).state.paarenchan
    assert game.step(6).deltas[0] == 3 * (16000 + 300)


def test_option_paarenchan_needs_yaku() -> None:
    no_yaku = f"{OPEN_TANYAO} --renchan 8 --rule-option kuitan=off"
    assert ids(no_yaku) == [("paarenchan", 13)]  # a yakuman even without a yaku (RULES.md §3)
    assert refused(f"{no_yaku} --rule-option paarenchan_needs_yaku=on") == "no_yaku"
    assert ids(f"{OPEN_TANYAO} --renchan 8 --rule-option paarenchan_needs_yaku=on") == [("paarenchan", 13)]
    assert total(f"{OPEN_TANYAO} --renchan 8 --rule-option paarenchan_needs_yaku=on") == 48000
    needs = "--rule-option paarenchan_needs_yaku=on --rule-option paarenchan_threshold=7"
    assert ids(f"{OPEN_TANYAO} --renchan 6 {needs}") == [("tanyao", 1)]
    assert ids(f"{OPEN_TANYAO} --renchan 7 {needs}") == [("paarenchan", 13)]


KOKUSHI_13_DEALER = "19m19p19s12345677z --seat E --renchan 8"


@pytest.mark.parametrize("needs_yaku", ["off", "on"])
def test_paarenchan_needs_yaku_a_yakuman_hand_meets_the_need(needs_yaku: str) -> None:
    """The option only adds a requirement (RULES.md §3): a yakuman hand meets it, so a dealer's
    13-sided kokushi at 8 renchan counts paarenchan on top either way (it lost it under the
    option: 96 000, where the hand with a yaku and a game's ``yakuman`` line had it)."""
    words = f"{KOKUSHI_13_DEALER} --rule-option paarenchan_needs_yaku={needs_yaku}"
    assert ids(words) == [("kokushi_13", 26), ("paarenchan", 13)]
    assert total(words) == 144000
    # without stacking: the larger of the two, the double yakuman
    off = f"{words} --rule-option yakuman_stacking=off"
    assert ids(off) == [("kokushi_13", 26)] and total(off) == 96000
    # where paarenchan is the only double yakuman, it is the larger
    both = f"{words} --rule-option yakuman_stacking=off --rule-option double_yakuman=paarenchan"
    assert ids(both) == [("paarenchan", 26)] and total(both) == 96000


@pytest.mark.parametrize("needs_yaku", ["off", "on"])
def test_paarenchan_needs_yaku_a_yakuman_hand_pays_the_same_in_a_game_either_way(needs_yaku: str) -> None:
    """A dealer at paarenchan wins a yakuman: the game's hand line pays what its ``yakuman``
    line pays (the hand line paid 98 400 under the option, without paarenchan, and the
    ``yakuman 3`` line, kokushi 13-sided counted 2 plus paarenchan, 146 400)."""
    rules = f"rules seed buttobi=off paarenchan_needs_yaku={needs_yaku}"
    tsumos = ["tsumo Aiko 2 30"] * 8  # Aiko, the dealer, to 8 renchan and 8 honba
    hand = play(*tsumos, 'ron Aiko from Boris hand "19m19p19s1234567z1z"', rules=rules)
    line = play(*tsumos, "ron Aiko from Boris yakuman 2", rules=rules)
    assert hand.step(11).deltas[1] == line.step(11).deltas[1] == -(3 * 48000 + 8 * 300)


CHUUREN_9 = "11112345678999m --win 1m"


def test_option_double_yakuman() -> None:
    assert ids(CHUUREN_9) == [("chuuren_9", 26)]
    assert total(CHUUREN_9) == 96000
    assert ids(f"{CHUUREN_9} --rule-option double_yakuman=none") == [("chuuren_9", 13)]
    assert total(f"{CHUUREN_9} --rule-option double_yakuman=none") == 48000
    assert total("11122233344455z --rule-option double_yakuman=chuuren_9") == 6 * 3 * 8000


def test_option_yakuman_stacking() -> None:
    stacked = "55566677711144z --win 4z"  # daisangen, suuankou tanki (2x), tsuuiisou
    assert total(stacked) == 6 * 4 * 8000
    assert ids(f"{stacked} --rule-option yakuman_stacking=off") == [("suuankou_tanki", 26)]
    assert total(f"{stacked} --rule-option yakuman_stacking=off") == 6 * 2 * 8000
    # in a game: paarenchan adds a multiple to a recorded yakuman, unless yakuman do not stack
    draws = ["draw tenpai Aiko"] * 8
    on = play(*draws, "tsumo Aiko yakuman 1", rules="rules seed buttobi=off")
    off = play(*draws, "tsumo Aiko yakuman 1", rules="rules seed buttobi=off yakuman_stacking=off")
    assert on.step(11).deltas[0] == 3 * (32000 + 800)
    assert off.step(11).deltas[0] == 3 * (16000 + 800)


KAZOE = "22334455667788m --riichi --tsumo"  # 13 han: riichi tsumo tanyao pinfu chinitsu ryanpeikou


def test_option_kazoe() -> None:
    assert win(KAZOE).limit == "kazoe_yakuman"
    assert total(KAZOE) == 48000
    for mode in ("sanbaiman", "off"):
        assert win(f"{KAZOE} --rule-option kazoe={mode}").limit == "sanbaiman"
        assert total(f"{KAZOE} --rule-option kazoe={mode}") == 36000
    assert play("ron Boris from Chen 13 30").step(3).deltas[1] == 32000
    assert play("ron Boris from Chen 13 30", rules="rules seed kazoe=sanbaiman").step(3).deltas[1] == 24000


SEVEN_PAIRS = "1133557799m1122z --riichi --win 2z"


def test_option_chiitoitsu_50fu() -> None:
    assert ids(SEVEN_PAIRS) == [("riichi", 1), ("honitsu", 3), ("chiitoitsu", 2)]
    assert (win(SEVEN_PAIRS).fu.fu, total(SEVEN_PAIRS)) == (25, 18000)
    kansai = f"{SEVEN_PAIRS} --rule-option chiitoitsu_50fu=on"
    assert ids(kansai) == [("riichi", 1), ("honitsu", 3), ("chiitoitsu", 1)]
    assert (win(kansai).fu.fu, total(kansai)) == (50, 12000)


# -- fu ---------------------------------------------------------------------------------------


def test_option_double_wind_pair_fu() -> None:
    hand = "111p456p789s234s11z --win 4s --riichi"  # East pair in the East round, East seat
    assert (win(hand).fu.fu, total(hand)) == (50, 2400)  # 20 + 10 + 8 + 4 = 42
    two = f"{hand} --rule-option double_wind_pair_fu=2"
    assert (win(two).fu.fu, total(two)) == (40, 2000)  # 20 + 10 + 8 + 2 = 40


def test_option_rinshan_tsumo_fu() -> None:
    hand = "567p345s55s888s --ankan 2222m --tsumo --rinshan --win 8s --seat S"
    assert (win(hand).fu.fu, total(hand)) == (50, 6400)  # 20 + 16 + 4 + 2 = 42
    off = f"{hand} --rule-option rinshan_tsumo_fu=off"
    assert (win(off).fu.fu, total(off)) == (40, 5200)


# -- points -----------------------------------------------------------------------------------


def test_option_kiriage() -> None:
    hand = "234m567p345678s55s --riichi --dora 1m"  # 4 han 30 fu
    assert (win(hand).limit, total(hand)) == (None, 11600)
    assert (win(f"{hand} --rule-option kiriage=on").limit, total(f"{hand} --rule-option kiriage=on")) == (
        "mangan",
        12000,
    )
    assert play("ron Aiko from Boris 3 60", rules="rules seed kiriage=on").step(3).deltas[0] == 12000
    assert play("ron Aiko from Boris 3 60").step(3).deltas[0] == 11600


def test_option_honba_ron() -> None:
    hand = "234m567p345678s55s --riichi --honba 2"
    assert win(hand).payment.honba_points == 600  # type: ignore[union-attr]
    assert total(hand) == 5800 + 600
    assert total(f"{hand} --rule-option honba_ron=600") == 5800 + 1200
    tsumo = win(f"{hand} --tsumo --seat S --rule-option honba_ron=600").payment
    assert tsumo is not None
    assert (tsumo.dealer_pays, tsumo.non_dealer_pays) == (2600 + 400, 1300 + 400)
    game = play("draw tenpai Aiko", "ron Chen from Boris 2 30", rules="rules seed honba_ron=600")
    assert game.step(4).deltas == (0, -2600, 2600, 0)


def test_option_pao() -> None:
    assert play("ron Chen from Boris yakuman 1 pao Dasha").step(3).deltas == (0, -16000, 32000, -16000)
    assert codes("ron Chen from Boris yakuman 1 pao Dasha", rules="rules seed pao=none") == ["pao_off"]
    only = "rules seed pao=daisangen"
    assert codes("ron Chen from Boris yakuman 1 pao Dasha daisuushii", rules=only) == ["pao_not_in_rules"]
    assert codes("ron Chen from Boris yakuman 1 pao Dasha suukantsu", rules=only) == ["pao_not_in_rules"]
    assert codes("ron Chen from Boris yakuman 1 pao Dasha suukantsu") == []


@pytest.mark.parametrize("value", ["kokushi", "tenhou", "daisangen,suuankou", "chuuren_9"])
def test_option_pao_names_only_yakuman_someone_can_be_liable_for(value: str) -> None:
    """Nobody feeds the sets of a kokushi or a tenhou: ``pao=kokushi`` was taken, and a liable
    player on a 13-sided kokushi was then refused as "the hand holds none of them"."""
    for lang, said in (
        ("en", f'Rule option pao cannot be "{value}": pao is only for yakuman of called sets: use '),
        ("ru", "пао бывает только за якуманы из объявленных сетов"),
    ):
        with pytest.raises(RulesError) as info:
            with_rule_words(SEED, [f"pao={value}"])
        assert said in info.value.message(lang)
    # typed now in the New game dialog's options: refused as the CLI's --rule-option is
    typed = check_new_game(["Aiko", "Boris", "Chen", "Dasha"], "seed", f"pao={value}", "en")
    assert 'Rule option pao cannot be "' in typed and "pao is only for yakuman of called sets" in typed
    assert new_game_problem(["Aiko", "Boris", "Chen", "Dasha"], "seed", f"pao={value}", "en")[0] == typed
    with pytest.raises(RulesError):
        SEED.with_options(pao=frozenset({value.split(",")[-1]}))
    # a game's pao line for such a yakuman is refused as no pao yakuman, and never offers a
    # rules word that names it
    said = [e.message() for e in play("ron Chen from Boris yakuman 1 pao Dasha kokushi", strict=False).errors]
    assert len(said) == 1 and "is not a yakuman count or a pao yakuman of these rules" in said[0]
    assert "pao=" not in said[0]
    # the yakuman of called sets are taken
    rules = with_rule_words(SEED, ["pao=daisangen,daisuushii,suukantsu,tsuuiisou,ryuuiisou,chinroutou"])
    assert len(rules.pao) == 6


@pytest.mark.parametrize(
    ("word", "kept"),
    [
        ("pao=daisangen,daisuushii,suukantsu,kokushi", {"daisangen", "daisuushii", "suukantsu"}),
        ("pao=tenhou", set()),
        ("pao=chuuren_9,daisangen,suuankou", {"daisangen"}),
    ],
)
def test_an_older_record_s_pao_yakuman_nobody_can_be_liable_for_is_dropped(word: str, kept: set[str]) -> None:
    """An mjgui before pao named only yakuman of called sets wrote ``pao=...,kokushi`` on a
    record's rules line: the record still reads (it was refused whole at line 1, "perhaps
    written by a newer mjgui"), the kokushi left out of the pao list as it could never apply,
    and the game scores as it was played."""
    line = parse_line(f"rules seed {word}", 1)
    assert line.error is None and isinstance(line.action, RulesAction)
    assert line.action.rules.pao == frozenset(kept)
    assert parse_line(f"rules seed {word}", 0, typed=True).error is not None  # typed now: refused
    if "daisangen" in kept:  # a daisangen fed by Dasha: she pays half of the 32 000
        game = play("ron Chen from Boris yakuman 1 pao Dasha daisangen", rules=f"rules seed {word}")
        assert game.step(3).deltas == (0, -16000, 32000, -16000)
    else:  # pao for a tenhou only: nobody is liable for anything a line typed now can name
        typed = parse_line("ron Chen from Boris yakuman 1 pao Dasha", 3, typed=True)
        assert apply_line(play(rules=f"rules seed {word}").final, typed).error.code == "pao_off"  # type: ignore[union-attr]
    # the record is scored by mjgui game, not refused as unread rules
    record = parse_record(f"rules seed {word}\n{PLAYERS}\ndraw\n")
    assert unread_rules(record) is None


@pytest.mark.parametrize(
    ("words", "kept", "unfed"),
    [
        (
            ["pao=daisangen,daisuushii,suukantsu,kokushi"],
            {"daisangen", "daisuushii", "suukantsu"},
            {"kokushi"},
        ),
        ([" PAO = Tenhou , Kokushi "], set(), {"tenhou", "kokushi"}),
        (["pao=kokushi", "pao=daisangen"], {"daisangen"}, set()),  # the last pao= word counts
        (["pao=daisangen", "pao=chuuren_9", "uma=20,10,-10,-20"], set(), {"chuuren_9"}),
        (["pao=kokushi", "pao=none"], set(), set()),
        (["wareme=on"], set(SEED.pao), set()),
    ],
)
def test_a_recorded_rules_line_s_pao_word_is_read_once_for_the_list_and_what_it_left_out(
    words: list[str], kept: set[str], unfed: set[str]
) -> None:
    """The pao= word of a record's rules line was read by with_rule_words for the rules' list and
    again by unfed_pao for the yakuman nobody can be liable for that it left out: one reading
    gives both."""
    from mjgui.core.scoring import rule_words as module

    read = module.read_rule_words(SEED, words, recorded=True)
    assert read.rules.pao == frozenset(kept) and read.unfed_pao == frozenset(unfed)
    assert read.rules == with_rule_words(SEED, words, recorded=True)
    assert not hasattr(module, "unfed_pao")
    line = parse_line("rules seed " + " ".join(w.replace(" ", "") for w in words), 1)
    assert isinstance(line.action, RulesAction) and line.action.unfed_pao == frozenset(unfed)
    if unfed:  # typed now: refused, and nothing left out is said
        with pytest.raises(RulesError):
            module.read_rule_words(SEED, words)


@pytest.mark.parametrize(
    ("rules", "line", "deltas", "new", "typed_code"),
    [  # a ron: Dasha pays half of the 32 000; a tsumo: Dasha pays the whole (RULES.md §6)
        ("pao=daisangen,daisuushii,suukantsu,kokushi", "ron Chen from Boris yakuman 1 pao Dasha kokushi",
         (0, -16000, 32000, -16000), "bad_pao", "bad_pao"),
        # (its rules keep no pao yakuman: a line typed now is told so first)
        ("pao=kokushi", "tsumo Chen yakuman 1 pao Dasha kokushi",
         (0, 0, 32000, -32000), "bad_pao", "pao_off"),
        ("pao=tenhou", "ron Chen from Boris yakuman 1 pao Dasha",
         (0, -16000, 32000, -16000), "pao_off", "pao_off"),
    ],
)  # fmt: skip
def test_an_older_record_s_pao_for_a_yakuman_nobody_feeds_is_scored_as_it_was(
    rules: str, line: str, deltas: tuple[int, ...], new: str, typed_code: str
) -> None:
    """An older mjgui's record whose rules line named ``pao=...,kokushi`` and whose game line
    says ``pao Dasha kokushi`` reads as it was played: Dasha pays the share that mjgui made her
    pay, the line is not rejected (the win was lost from the game). The same line typed now, or
    in a record whose rules line does not name kokushi, is refused as before."""
    game = play(line, rules=f"rules seed {rules}")
    assert game.step(3).deltas == deltas
    # a new record's rules cannot name kokushi (nor tenhou): the line is refused there
    assert codes(line, rules="rules seed pao=none" if new == "pao_off" else "rules seed") == [new]
    # typed now into the older record: refused as a new record's line is
    result = play(rules=f"rules seed {rules}")
    typed = apply_line(result.final, parse_line(line, 3, typed=True))
    assert typed.error is not None and typed.state is result.final
    assert typed.error.code == typed_code


@pytest.mark.parametrize(
    ("rules", "line", "known"),
    [  # a 13-sided kokushi holds no "kokushi" (its yakuman is kokushi_13): nobody is liable
        ("pao=kokushi", 'ron Chen from Boris hand "19m19p19s1234567z1m" pao Dasha', "kokushi"),
        ("pao=kokushi,daisangen", 'ron Chen from Boris hand "19m19p19s1234567z1m" pao Dasha',
         "daisangen, kokushi"),
        ("pao=kokushi", 'ron Chen from Boris hand "19m19p19s1234567z1m" pao Dasha kokushi', "kokushi"),
    ],
)  # fmt: skip
def test_an_older_record_s_hand_with_no_pao_yakuman_names_those_its_rules_line_gives(
    rules: str, line: str, known: str
) -> None:
    """An older record's ``hand "…"`` line with a liable player, on a hand with no yakuman its
    rules line gives pao for: the refusal lists those yakuman as that line names them (a
    kokushi too, left out of the rules' own pao list), never an empty "()"."""
    (error,) = play(line, rules=f"rules seed {rules}", strict=False).errors
    assert error.code == "pao_not_in_hand"
    assert error.body() == (
        f'the hand has no yakuman with pao ({known}), so nobody is liable; remove "pao Dasha".'
    )
    assert error.body("ru") == f"в руке нет якумана с пао ({known}), отвечать некому; уберите «pao Dasha»."


def test_option_pao_whole() -> None:
    # two yakuman (daisangen, pao Dasha, and another), a tsumo by the non-dealer Chen: 64 000.
    # The seed (RULES.md §6): Dasha answers for the pao yakuman only, 4 x 8 000 = 32 000; the
    # other is an ordinary tsumo of 16 000 from the dealer Aiko, 8 000 from Boris and from Dasha
    tsumo = "tsumo Chen yakuman 2 pao Dasha"
    assert play(tsumo).step(3).deltas == (-16000, -8000, 64000, -32000 - 8000)
    # pao_whole (Tenhou): Dasha pays the whole hand
    assert play(tsumo, rules="rules seed pao_whole=on").step(3).deltas == (0, 0, 64000, -64000)
    # a ron by another player is split the seed's way either way: half the pao share each, the
    # other yakuman on the discarder (16 000 from Dasha, 16 000 + 32 000 from Boris)
    ron = "ron Chen from Boris yakuman 2 pao Dasha"
    for rules in ("rules seed", "rules seed pao_whole=on"):
        assert play(ron, rules=rules).step(3).deltas == (0, -48000, 64000, -16000)
    # on in Tenhou's presets; pao_whole=off goes back to the seed's split
    tenhou, sanma = preset("tenhou"), preset("tenhou-sanma")
    assert (SEED.pao_whole, tenhou.pao_whole, sanma.pao_whole) == (False, True, True)
    assert play(tsumo, rules="rules tenhou").step(3).deltas == (0, 0, 64000, -64000)
    off = play(tsumo, rules="rules tenhou pao_whole=off")
    assert off.final.rules == dataclasses.replace(tenhou, pao_whole=False)
    assert off.step(3).deltas == (-16000, -8000, 64000, -40000)
    assert rule_words(off.final.rules) == ["pao_whole=off"]


def test_option_pao_liable_honba() -> None:
    # after a draw (1 honba; everyone noten, the deal moves to Boris), Chen rons Aiko for
    # daisangen, Dasha liable: 32 000 + 300 honba, half each of the 32 000
    lines = ("draw", "ron Chen from Aiko yakuman 1 pao Dasha")
    seed = play(*lines).step(4).deltas
    assert seed == (-16300, 0, 32300, -16000)  # RULES.md §6: the honba on the discarder
    on = play(*lines, rules="rules seed pao_liable_honba=on").step(4).deltas
    assert on == (-16000, 0, 32300, -16300)  # Tenhou: the honba on the liable player
    assert play(*lines, rules="rules tenhou").step(4).deltas == (-16000, 0, 32300, -16300)
    off = play(*lines, rules="rules tenhou pao_liable_honba=off")
    assert off.step(4).deltas == (-16300, 0, 32300, -16000)
    assert rule_words(off.final.rules) == ["pao_liable_honba=off"]


# -- the game ---------------------------------------------------------------------------------


def test_option_start_points() -> None:
    assert final().points == (30000,) * 4
    assert final(rules="rules seed start_points=25000 return_points=25000").points == (25000,) * 4
    low = final("ron Chen from Aiko 2 30", rules="rules seed start_points=25000 return_points=25000")
    assert low.points == (23000, 25000, 27000, 25000)


def test_option_return_points() -> None:
    lines = ["ron Chen from Aiko 2 30", *["draw"] * 7]
    seed = final(*lines).final_scores
    assert seed is not None and [f.before_uma for f in seed] == [-2000, 0, 2000, 0]
    higher = final(*lines, rules="rules seed return_points=35000").final_scores
    # first place takes the 20 000 oka the others leave: 4 x 35 000 - 4 x 30 000
    assert higher is not None and [f.before_uma for f in higher] == [-7000, -5000, 17000, -5000]


def test_option_uma() -> None:
    draws = ["draw"] * 8
    seed = final(*draws).final_scores
    assert seed is not None and [f.final for f in seed] == [15, 5, -5, -15]
    other = final(*draws, rules="rules seed uma=30,10,-10,-30").final_scores
    assert other is not None and [f.final for f in other] == [30, 10, -10, -30]


def test_an_uma_that_does_not_add_up_to_zero_is_refused() -> None:
    # RULES.md §8: the final scores add up to zero, so the uma does
    game = play("draw", rules="rules seed uma=10,5,-5,-15 east_only=on", strict=False)
    (error,) = game.errors
    assert (error.code, game.final.rules) == ("rules_error", SEED)
    assert error.message() == (
        "Line 1 (rules seed uma=10,5,-5,-15 east_only=on): uma must add up to 0: these add up to \u22125."
    )
    assert error.message("ru") == (
        "Строка 1 (rules seed uma=10,5,-5,-15 east_only=on): ума должна в сумме давать 0, а эта даёт \u22125."
    )
    # the same words of the score command
    with pytest.raises(RulesError) as refused:
        win("234m567p345678s55s --rule-option uma=20,10,-10,-10")
    assert (refused.value.code, refused.value.message()) == (
        "uma_sum",
        "Uma must add up to 0: these add up to 10.",
    )
    with pytest.raises(RulesError, match="these add up to 10"):
        SEED.with_options(uma=(20, 10, -10, -10))
    three = "players Aiko Boris Chen"
    assert [e.code for e in replay(f"rules tenhou-sanma uma=20,0,-20\n{three}").errors] == []
    refused_3 = replay(f"rules tenhou-sanma uma=20,0,-10\n{three}").errors
    assert refused_3[0].body() == "uma must add up to 0: these add up to 10."


def test_option_east_only() -> None:
    assert not final(*["draw"] * 4).ended
    short = final(*["draw"] * 4, rules="rules seed east_only=on")
    assert (short.ended, short.end_reason, short.round_label) == (True, "last_hand", "E4")


def test_option_sticks_to_first() -> None:
    lines = [*["draw"] * 7, "riichi Boris", "draw tenpai Boris"]
    assert (final(*lines).sticks, final(*lines).points[1]) == (0, 33000)
    kept = final(*lines, rules="rules seed sticks_to_first=off")
    assert (kept.sticks, kept.points[1]) == (1, 32000)


def test_option_buttobi() -> None:
    seed = final("ron Chen from Aiko yakuman")
    assert (seed.ended, seed.end_reason, seed.points[0]) == (True, "buttobi", -2000)
    off = final("ron Chen from Aiko yakuman", rules="rules seed buttobi=off")
    assert (off.ended, off.points[0]) == (False, -2000)
    chombo = "rules seed start_points=5000 return_points=5000"
    assert final("chombo Chen", rules=chombo).ended
    assert not final("chombo Chen", rules=f"{chombo} buttobi=off").ended


def test_option_abortive_draws() -> None:
    assert codes("abort") == ["abort_off"]
    state = final("riichi Boris", "abort", rules="rules seed abortive_draws=on")
    assert (state.round_label, state.honba, state.sticks, state.renchan) == ("E1", 1, 1, 1)
    assert state.points == (30000, 29000, 30000, 30000)


def test_option_nagashi_mangan() -> None:
    assert play("draw nagashi Boris").step(3).deltas == (-4000, 8000, -2000, -2000)
    assert codes("draw nagashi Boris", rules="rules seed nagashi_mangan=off") == ["nagashi_off"]


TO_SOUTH_4 = ("draw",) * 7


def test_option_agari_yame() -> None:
    on = final(*TO_SOUTH_4, "tsumo Dasha 3 30", rules="rules seed agari_yame=on")
    assert (on.ended, on.end_reason) == (True, "agari_yame")
    assert on.points == (27300, 27300, 27300, 38100)
    off = final(*TO_SOUTH_4, "tsumo Dasha 3 30")
    assert (off.ended, off.round_label, off.honba) == (False, "S4", 8)


def test_option_tenpai_yame() -> None:
    on = final(*TO_SOUTH_4, "draw tenpai Dasha", rules="rules seed tenpai_yame=on")
    assert (on.ended, on.end_reason, on.round_label) == (True, "tenpai_yame", "S4")
    assert on.points == (29000, 29000, 29000, 33000)
    off = final(*TO_SOUTH_4, "draw tenpai Dasha")
    assert (off.ended, off.round_label, off.honba, off.points[3]) == (False, "S4", 8, 33000)
    # a win is agari-yame's: tenpai-yame alone plays on after it
    won = final(*TO_SOUTH_4, "tsumo Dasha 3 30", rules="rules seed tenpai_yame=on")
    assert (won.ended, won.round_label, won.honba) == (False, "S4", 8)


def test_option_overtime() -> None:
    rules = "rules seed start_points=25000"
    plain = final(*TO_SOUTH_4, "draw", rules=rules)
    assert (plain.ended, plain.round_label) == (True, "S4")
    west = final(*TO_SOUTH_4, "draw", rules=f"{rules} overtime=on")
    assert (west.ended, west.round_label, west.dealer_name) == (False, "W1", "Aiko")


DOUBLE_RON = ("draw tenpai Aiko", "riichi Dasha", "ron Chen from Boris 2 30", "also ron Aiko from Boris 3 30")


def test_option_atama_hane() -> None:
    assert codes(*DOUBLE_RON) == ["atama_hane_second"]
    state = final(*DOUBLE_RON, rules="rules seed atama_hane=off")
    assert state.points == (33000 + 6100, 29000 - 2300 - 6100, 29000 + 2300 + 1000, 28000)


def test_option_multiple_ron_honba() -> None:
    each = final(*DOUBLE_RON, rules="rules seed atama_hane=off")
    first = final(*DOUBLE_RON, rules="rules seed atama_hane=off multiple_ron_honba=first")
    assert each.points[0] - first.points[0] == 300  # Aiko's honba, paid to each winner
    assert first.points == (33000 + 5800, 29000 - 2300 - 5800, 29000 + 2300 + 1000, 28000)


TRIPLE_RON = ("ron Boris from Aiko 1 30", "also ron Chen from Aiko 1 30", "also ron Dasha from Aiko 1 30")


def test_option_triple_ron_abort() -> None:
    paid = final(*TRIPLE_RON, rules="rules seed atama_hane=off")
    assert paid.points == (27000, 31000, 31000, 31000)
    aborted = codes(*TRIPLE_RON, rules="rules seed atama_hane=off triple_ron_abort=on")
    assert aborted == ["triple_ron_abort"]
    # what that error asks for is taken: the sanchahou's abort line, though the rules play no
    # other abortive draw (abortive_draws is off in the seed rules)
    sanchahou = play("abort", rules="rules seed atama_hane=off triple_ron_abort=on")
    assert sanchahou.errors == () and sanchahou.final.honba == 1
    assert sanchahou.final.points == (30000,) * 4
    assert codes("abort", rules="rules seed atama_hane=on triple_ron_abort=on") == ["abort_off"]


def test_option_wareme() -> None:
    assert codes("wareme Chen") == ["wareme_off"]
    game = play("draw tenpai Aiko", "wareme Chen", "ron Chen from Boris 2 30", rules="rules seed wareme=on")
    assert game.step(5).deltas == (0, -4600, 4600, 0)


def test_option_chombo_at_end() -> None:
    now = play("chombo Chen")
    assert now.step(3).deltas == (4000, 2000, -8000, 2000)
    later = play("chombo Chen", rules="rules seed chombo_at_end=on")
    assert later.step(3).state.points == (30000,) * 4
    assert later.step(3).state.pending_chombo == (4000, 2000, -8000, 2000)


def test_option_chombo_score_penalty() -> None:
    # M-League: a chombo costs its offender 20 points off the final score, nothing at the table;
    # the hand's riichi stick goes back and the hand is played again
    seed = play("riichi Boris", "chombo Chen")
    assert seed.step(4).deltas == (4000, 3000, -8000, 2000)
    rules = "rules seed chombo_score_penalty=20000"
    game = play("riichi Boris", "chombo Chen", rules=rules)
    after = game.step(4).state
    assert after.points == (30000,) * 4 and after.sticks == 0
    assert (after.round_label, after.honba, after.chombo_scores) == ("E1", 0, (0, 0, -20000, 0))
    # placed on their points (Chen first on 35 200), the penalty off Chen's score after oka and
    # uma: +5 + 15 - 20 = 0
    ended = final("chombo Chen", "ron Chen from Aiko 3 40", *["draw"] * 7, rules=rules)
    scores = ended.final_scores
    assert scores is not None
    placed = [(f.place, f.final, f.penalty) for f in scores]
    assert placed == [(4, -20, 0), (2, 5, 0), (1, 0, -20000), (3, -5, 0)]
    assert sum(f.score for f in scores) == -20000
    # a player it would take below zero at the table is not bust: nothing is paid
    lines = ("ron Chen from Aiko 8", "ron Dasha from Aiko 6", "chombo Aiko")
    assert final(*lines, rules="rules seed").end_reason == "buttobi"
    low = final(*lines, rules=rules)
    assert not low.ended and low.points[0] == 2000 and low.chombo_scores[0] == -20000
    # nothing is paid at the table to keep for the end: chombo_at_end changes nothing, and is
    # not named among the rules' changes
    from mjgui.core.teach.compare import EVERY_OPTION, rule_changes

    both = final("chombo Chen", rules=f"{rules} chombo_at_end=on")
    assert both.points == (30000,) * 4 and both.pending_chombo == (0,) * 4
    assert rule_changes(both.rules, options=EVERY_OPTION) == (
        f"chombo: 20{T}000 points off the final score, nothing paid at the table",
    )


def test_option_noten_total() -> None:
    assert play("draw tenpai Aiko").step(3).deltas == (3000, -1000, -1000, -1000)
    game = play("draw tenpai Aiko,Boris", rules="rules seed noten_total=6000")
    assert game.step(3).deltas == (3000, 3000, -3000, -3000)
    assert play("draw tenpai Aiko", rules="rules seed noten_total=6000").step(3).deltas == (
        6000,
        -2000,
        -2000,
        -2000,
    )


def test_option_score_rounding() -> None:
    # Aiko deals in 1 han 40 fu (1300): 28700 / 30000 / 31300 / 30000 after eight draws
    lines = ["ron Chen from Aiko 1 40", *["draw"] * 7]
    seed = final(*lines).final_scores
    assert seed is not None and [f.before_uma for f in seed] == [-1000, 0, 1000, 0]  # 28700 -> 29000
    exact = final(*lines, rules="rules seed score_rounding=0").final_scores
    assert exact is not None and [f.before_uma for f in exact] == [-1300, 0, 1300, 0]


def test_option_score_rounding_half() -> None:
    # Aiko pays 500 of a 1 han 30 fu tsumo as the dealer, then deals into a yakuman: -2500
    lines = ["tsumo Boris 1 30", "ron Chen from Aiko yakuman"]
    seed = final(*lines)
    assert seed.points[0] == -2500 and seed.final_scores is not None
    assert [f.rounded for f in seed.final_scores] == [-2000, 31000, 61000, 30000]  # a half up
    away = final(*lines, rules="rules seed score_rounding_half=away").final_scores
    assert away is not None and [f.rounded for f in away] == [-3000, 31000, 62000, 30000]  # from zero
    assert [f.final for f in away] == [-48, 6, 47, -5]  # first's share takes up the thousand
    half = SEED.with_options(score_rounding_half="away")
    assert rule_words(half) == ["score_rounding_half=away"]
    assert preset("tenhou").score_rounding_half == "away" == preset("tenhou-sanma").score_rounding_half
    with pytest.raises(RulesError) as caught:
        SEED.with_options(score_rounding_half="down")
    assert caught.value.params["allowed"] == "up, away"


def test_option_tie_uma() -> None:
    # eight draws with nobody tenpai: everyone on 30 000. By seat the four places take the uma
    # in seat order; split, the four share one place and the uma adds up to 0 for each
    lines = ["draw"] * 8
    seat = final(*lines).final_scores
    assert seat is not None and [(f.place, f.final) for f in seat] == [(1, 15), (2, 5), (3, -5), (4, -15)]
    split = final(*lines, rules="rules seed tie_uma=split").final_scores
    assert split is not None and [(f.place, f.shared, f.final) for f in split] == [(1, 4, 0)] * 4
    # a record's rules line writes and reads it back; another value is refused, naming the two
    rules = SEED.with_options(tie_uma="split")
    assert rule_words(rules) == ["tie_uma=split"]
    assert final(rules="rules seed tie_uma=SPLIT").rules == rules
    with pytest.raises(RulesError) as caught:
        SEED.with_options(tie_uma="average")
    assert (caught.value.code, caught.value.params["allowed"]) == ("bad_option_choice", "seat, split")


def test_option_overtime_points() -> None:
    rules = "rules seed start_points=25000 overtime=on"
    assert final(*TO_SOUTH_4, "draw", rules=rules).round_label == "W1"  # nobody at 30000
    lower = final(*TO_SOUTH_4, "draw", rules=f"{rules} overtime_points=25000")
    assert (lower.ended, lower.end_reason, lower.round_label) == (True, "last_hand", "S4")


def test_the_default_is_the_seed_regulation() -> None:
    assert Rules() == SEED == preset("seed")


@pytest.mark.parametrize(
    "name",
    [
        "ryanhan_threshold",
        "honba_ron",
        "start_points",
        "return_points",
        "noten_total",
        "score_rounding",
        "overtime_points",
    ],
)
def test_an_amount_below_zero_is_refused(name: str) -> None:
    # zero is a value (no honba, unrounded...); a return of 0 with a start of 0
    assert SEED.with_options(**{"start_points": 0, name: 0}) is not None
    with pytest.raises(RulesError) as caught:
        SEED.with_options(**{name: -1})
    params = caught.value.params
    assert (caught.value.code, params["name"], params["value"]) == ("bad_option_negative", name, -1)
    assert caught.value.message() == f'Rule option {name} cannot be "-1": use 0 or more.'
    assert caught.value.message("ru").endswith("нужно 0 или больше.")


@pytest.mark.parametrize(
    ("rules", "word", "code", "nearest"),
    [
        # four players: one tenpai would get 1998, each of three noten players paying 666
        ("seed", "noten_total=2000", "bad_option_noten_split", (1800, 2400)),
        ("seed", "noten_total=1000", "bad_option_noten_split", (600, 1200)),
        ("seed", "noten_total=3300", "bad_option_noten_split", (3000, 3600)),  # 1650 from each of two
        # 83 from each tsumo payer
        ("seed", "honba_ron=250", "bad_option_honba_split", (0, 300)),
        ("seed", "honba_ron=100", "bad_option_honba_split", (0, 300)),
        ("seed", "honba_ron=1000", "bad_option_honba_split", (900, 1200)),
        # three players: two pay a tsumo's honba, one or two pay or share the noten payments
        ("tenhou-sanma", "honba_ron=300", "bad_option_honba_split", (200, 400)),
        ("tenhou-sanma", "noten_total=2100", "bad_option_noten_split", (2000, 2200)),
    ],
)
def test_a_payment_that_splits_into_parts_of_a_hundred_is_refused(
    rules: str, word: str, code: str, nearest: tuple[int, int]
) -> None:
    """A noten total or a honba some split of the rules pays in parts of a hundred was taken:
    noten_total=2000 paid 666 from each noten player, honba_ron=250 83 from each tsumo payer.
    Refused where the options are read, naming the option, the value and the nearest values
    that split evenly, in both languages."""
    from mjgui.core.scoring.rule_words import with_rule_words

    name, value = word.split("=")
    with pytest.raises(RulesError) as caught:
        with_rule_words(preset(rules), [word])
    err = caught.value
    assert (err.code, err.params["name"], err.params["value"]) == (code, name, int(value))
    assert (err.params["lower"], err.params["higher"]) == nearest
    lower, higher = nearest
    assert err.message().startswith(f'Rule option {name} cannot be "{value}": ')
    assert err.message().endswith(f"the nearest are {lower} and {higher}.")
    assert err.message("ru").startswith(f"Недопустимое значение «{value}» для опции правил {name}: ")
    assert err.message("ru").endswith(f"ближайшие — {lower} и {higher}.")
    # the record's rules line says it on its line; the score command as its error
    game = replay(f"rules {rules} {word}\n{PLAYERS if preset(rules).players == 4 else 'players A B C'}")
    assert [e.code for e in game.errors] == ["rules_error"] and name in game.errors[0].message()
    with pytest.raises(RulesError) as scored:
        result(f"123p456p789s111z22z --rules {rules} --rule-option {word}")
    assert scored.value.code == code


def test_the_four_player_messages_say_the_splits() -> None:
    with pytest.raises(RulesError) as noten:
        SEED.with_options(noten_total=2000)
    assert noten.value.message() == (
        'Rule option noten_total cannot be "2000": at a draw it is paid by 1 to 3 noten players and '
        "shared by 1 to 3 tenpai players, and each share must be whole hundreds. Use a multiple of "
        "600: the nearest are 1800 and 2400."
    )
    with pytest.raises(RulesError) as honba:
        SEED.with_options(honba_ron=250)
    assert honba.value.message("ru") == (
        "Недопустимое значение «250» для опции правил honba_ron: при цумо эту сумму поровну платят 3\u00a0"
        "других игрока, и каждая доля должна быть целым числом сотен. Используйте число, кратное 300; "
        "ближайшие — 0 и 300."
    )


@pytest.mark.parametrize(
    ("rules", "word"),
    [
        ("seed", "noten_total=6000"),
        ("seed", "noten_total=1200"),
        ("seed", "noten_total=0"),
        ("seed", "honba_ron=600"),
        ("seed", "honba_ron=1500"),
        ("seed", "honba_ron=0"),
        ("tenhou-sanma", "noten_total=3000"),
        ("tenhou-sanma", "honba_ron=400"),
        ("mahjongsoul-sanma", "honba_ron=1000"),
    ],
)
def test_a_payment_that_splits_into_whole_hundreds_is_taken(rules: str, word: str) -> None:
    from mjgui.core.scoring.rule_words import with_rule_words

    name, value = word.split("=")
    assert getattr(with_rule_words(preset(rules), [word]), name) == int(value)


def test_every_preset_pays_its_honba_and_noten_in_whole_hundreds() -> None:
    from mjgui.core.game.game import noten_payments
    from mjgui.core.scoring.rules import PRESETS

    for name, rules in PRESETS.items():
        assert rules.honba_ron % (100 * (rules.players - 1)) == 0, name
        for tenpai in range(1, rules.players):
            paid = noten_payments(list(range(tenpai)), 0, rules.noten_total, rules.players)
            assert all(p % 100 == 0 for p in paid) and sum(paid) == 0, (name, paid)


@pytest.mark.parametrize(
    ("word", "allowed"),
    [
        ("aka=5", "0, 3, 4"),
        ("double_wind_pair_fu=3", "2, 4"),
        ("renhou=double", "off, mangan, yakuman"),
        ("kazoe=maybe", "yakuman, sanbaiman, off"),
        ("multiple_ron_honba=both", "first, each"),
    ],
)
def test_a_value_an_option_cannot_take_is_refused_with_the_ones_it_can(word: str, allowed: str) -> None:
    # the sentence said "check the allowed values" without saying them
    from mjgui.core.scoring.rule_words import with_rule_words

    name, _, value = word.partition("=")
    with pytest.raises(RulesError) as caught:
        with_rule_words(SEED, [word])
    assert caught.value.code == "bad_option_choice"
    assert caught.value.message() == f'Rule option {name} cannot be "{value}": it can be {allowed}.'
    assert caught.value.message("ru").endswith(f"допустимы {allowed}.")


def test_option_edition() -> None:
    """A rules line's edition=N reads the preset as that edition of it did (every preset is at
    its first: the same values); one this mjgui does not know stops the reading, named."""
    from mjgui.core.game.record import parse_line, unread_rules_line

    read = parse_line("rules mahjongsoul edition=1 uma=20,10,-10,-20", 1)
    assert read.error is None and isinstance(read.action, RulesAction)
    assert read.action.rules == PRESETS["mahjongsoul"].with_options(uma=(20, 10, -10, -20))
    for word, code in (
        ("edition=2", "rules_error"),
        ("edition=0", "rules_error"),
        ("edition=x", "bad_rule_value"),
    ):
        line = parse_line(f"rules mahjongsoul {word}", 1)
        assert line.error is not None and line.error.code == code
        unread = unread_rules_line(line)
        assert unread is not None and unread.code == "rules_unread"
    with pytest.raises(RulesError):
        Rules(edition=0)


def test_the_record_format_lists_exactly_the_options_a_rules_line_sets() -> None:
    # docs/game-record.md said "Any field of Rules except name can be set", but the number of
    # players and the tile set (players, removed_kinds, chi, nuki) come with a preset only
    import re
    from pathlib import Path

    from mjgui.core.scoring.rule_words import SETTABLE

    doc = (Path(__file__).resolve().parent.parent / "docs" / "game-record.md").read_text(encoding="utf-8")
    section = doc.split("### Rule options on the `rules` line", 1)[1]
    preset_only, _, rest = section.partition("The options, as the error for an unknown one")
    listed = re.findall(r"`([a-z_0-9]+)`", rest.partition("Examples:")[0])
    assert tuple(listed) == SETTABLE
    said = set(re.findall(r"`([a-z_0-9]+)`", preset_only))
    assert said >= {f.name for f in dataclasses.fields(Rules)} - set(SETTABLE)
