"""The log readers against real logs nobody wrote for them (sources: tests/data/logs/README.md).

Each test names what the file is kept for: a Tenhou double ron at 2 honba (mjlog), a Mahjong
Soul game with wind yakuhai, a hand from the Mahjong Soul client's English locale, calls that a
first-match reader gives to the wrong discard, two excerpts that are wrong or cut themselves, a
Tenhou pao tsumo with another yakuman that the liable player pays whole, games written one hand a
line (one whose points do not add up between lines), and games that end or break off otherwise:
a double ron with a yakuman first, a double yakuman tsumo, four kans, four winds, kyuushu and a
triple ron, a gzipped 2009 mjlog without red fives.
"""

from __future__ import annotations

import io
import itertools
import json
import shlex
from pathlib import Path

import pytest

from mjgui.core.logs import GameLog, LogError, check_log, read_log, read_log_file
from mjgui.core.logs.record import final_check
from mjgui.core.logs.yakunames import yaku_id
from mjgui.core.scoring.hand import HandSpec
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
DOUBLE_RON = DATA / "mjx-double-ron-honba.mjlog"
MAJSOUL = DATA / "majsoul-tensoul-py-ng-jade-south.json"
ENGLISH = DATA / "mjai-reviewer-confusing_nakis_7.json"
CALL_ORDER = [DATA / f"mjai-reviewer-confusing_nakis_{n}.json" for n in (0, 3, 5, 6, 7)]


def test_mjlog_double_ron_at_2_honba_pays_honba_and_sticks_to_the_first_winner_only() -> None:
    log = read_log_file(DOUBLE_RON)
    (hand,) = [h for h in log.hands if len(h.wins) == 2]
    first, second = hand.wins
    assert hand.round == "E2-2" and (first.discarder, second.discarder) == (1, 1)
    assert (first.winner, second.winner) == (2, 3)  # seat 2 comes first after the discarder
    assert (first.spec.honba, first.spec.sticks) == (2, 2)
    # the second winner's hand is at the hand's 2 honba (ryanhan shibari reads them), paid none
    assert (second.spec.honba, second.spec.honba_taken, second.spec.sticks) == (2, 0, 0)
    assert (first.spec.paid_honba, second.spec.paid_honba) == (None, 0)
    assert (first.value.gain, second.value.gain) == (8000 + 600 + 2000, 1300)
    checks = check_log(log)
    assert len(checks) == 7 and all(c.agree for c in checks), [c.differences for c in checks]
    # "open in the calculator" gets the same counters: the args carry them
    (second_check,) = [c for c in checks if c.win is second]
    second_words = list(second_check.args)
    assert second_words[second_words.index("--honba") + 1] == "2"
    assert second_words[second_words.index("--paid-honba") + 1] == "0"
    assert "--sticks" not in second_words
    (first_check,) = [c for c in checks if c.win is first]
    words = list(first_check.args)
    assert words[words.index("--honba") + 1] == "2" and words[words.index("--sticks") + 1] == "2"


def test_the_replay_words_of_a_double_rons_second_winner_give_back_its_counter_and_paid_honba() -> None:
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.core.scoring.scoring import score

    hand = next(h for h in read_log_file(DOUBLE_RON).hands if len(h.wins) == 2)
    second = hand.wins[1]
    words = second.args()
    # the table's 2 honba (ryanhan shibari reads them), none of them paid to this winner
    assert words[words.index("--honba") + 1] == "2"
    assert words[words.index("--paid-honba") + 1] == "0"
    assert "--paid-honba" not in hand.wins[0].args()
    request, _ = parse_score_args(words)
    assert request.spec == second.spec
    assert (request.spec.honba, request.spec.honba_taken) == (2, 0)
    win = score(request.spec).win
    assert win is not None and win.payment.honba == 0


def test_the_second_double_ron_at_2_honba_agrees_too() -> None:
    # dnovikoff/tenhou log/test_data/bug5.xml, the game's last hand: 5800 for the second winner
    log = read_log_file(DATA / "dnovikoff-bug5-double-ron.mjlog")
    first, second = log.hands[-1].wins
    assert log.hands[-1].round == "S4-2" and (first.winner, second.winner, first.discarder) == (2, 3, 0)
    assert (first.value.gain, second.value.gain) == (1000 + 600 + 2000, 5800)
    assert (first.spec.honba, first.spec.sticks, second.spec.honba, second.spec.sticks) == (2, 2, 2, 0)
    assert (first.spec.honba_taken, second.spec.honba_taken) == (2, 0)
    checks = check_log(log)
    assert len(checks) == 8 and all(c.agree for c in checks), [c.differences for c in checks]


def test_the_double_ron_reads_the_same_when_the_second_agari_repeats_the_counters() -> None:
    # Tenhou writes the hand's ba on each AGARI of a double ron; with "2,2" on both, the
    # second winner still gets neither honba nor sticks
    text = DOUBLE_RON.read_text(encoding="utf-8").replace('<AGARI ba="2,0"', '<AGARI ba="2,2"')
    log = read_log(text)
    (hand,) = [h for h in log.hands if len(h.wins) == 2]
    assert [(w.spec.honba, w.spec.honba_taken, w.spec.sticks) for w in hand.wins] == [(2, 2, 2), (2, 0, 0)]
    assert all(c.agree for c in check_log(log))


def test_a_mahjong_soul_game_with_wind_yakuhai_agrees_win_by_win() -> None:
    log = read_log_file(MAJSOUL)
    assert log.rules.name == "mahjongsoul" and log.rules.aka == 3
    checks = check_log(log)
    assert len(checks) == 8 and all(c.agree for c in checks), [c.differences for c in checks]
    (winds,) = [c for c in checks if c.win.round == "S3-1"]
    assert sorted(winds.win.value.yaku) == [("round_wind", 1), ("seat_wind", 1)]


@pytest.mark.parametrize(
    ("seat_name", "round_name"),
    [("役牌:自風牌", "役牌:場風牌"), ("Seat Wind", "Prevalent Wind"), ("役牌：門風牌", "役牌：場風牌")],
)
def test_the_same_game_with_the_wind_names_other_converters_write(seat_name: str, round_name: str) -> None:
    # Equim-chan/tensoul writes the client's own Japanese names (役牌:場風牌) or its English
    # ones; a traditional-Chinese client says 門風牌. The same real game, names swapped.
    text = MAJSOUL.read_text(encoding="utf-8")
    text = text.replace("場風 南(1飜)", f"{round_name}(1飜)").replace("自風 南(1飜)", f"{seat_name}(1飜)")
    checks = check_log(read_log(text))
    assert all(c.agree for c in checks), [c.differences for c in checks]


def test_an_english_locale_hand_is_read_and_agrees() -> None:
    log = read_log_file(ENGLISH)
    assert log.rules.name == "mahjongsoul" and not log.rules.east_only  # "Gold Room South"
    (check,) = check_log(log)
    assert check.agree, check.differences
    assert check.win.value.yaku == (("riichi", 1), ("dora", 1))


@pytest.mark.parametrize(
    ("name", "ours"),
    [
        ("Riichi", "riichi"), ("Dora", "dora"), ("Ura Dora", "ura_dora"), ("Red Five", "aka_dora"),
        ("Fully Concealed Hand", "menzen_tsumo"), ("Pure Double Sequence", "iipeikou"),
        ("Half Outside Hand", "chanta"), ("Thirteen-wait Thirteen Orphans", "kokushi_13"),
        ("役牌:場風牌", "round_wind"), ("役牌:自風牌", "seat_wind"), ("自風 東", "seat_wind"),
        ("役牌 白", "haku"), ("役牌:發", "hatsu"), ("役牌：門風牌", "seat_wind"),
        ("役牌:场风牌", "round_wind"),
        ("역패: 자풍패", "seat_wind"), ("역패 중", "chun"), ("ダブル立直", "double_riichi"),
        ("国士無双１３面", "kokushi_13"), ("断么九", "tanyao"), ("Big Three Dragons", "daisangen"),
        ("북도라", "nuki_dora"), ("Kita", "nuki_dora"), ("拔北宝牌", "nuki_dora"),
    ],
)  # fmt: skip
def test_yaku_names_in_every_locale(name: str, ours: str) -> None:
    assert yaku_id(name) == ours


def test_an_unknown_yaku_name_is_a_difference_of_that_win_not_a_refused_file() -> None:
    text = MAJSOUL.read_text(encoding="utf-8").replace("場風 南(1飜)", "Wind of Fortune(1飜)")
    log = read_log(text)
    checks = check_log(log)
    (odd,) = [c for c in checks if not c.agree]
    assert odd.win.round == "S3-1" and [d.field for d in odd.differences] == ["yaku"]
    assert "?Wind of Fortune 1" in odd.differences[0].log  # type: ignore[operator]
    assert sum(c.agree for c in checks) == 7


@pytest.mark.parametrize("path", CALL_ORDER, ids=lambda p: p.name)
def test_calls_given_to_the_right_discard(path: Path) -> None:
    log = read_log_file(path)
    assert not log.unreadable
    checks = check_log(log)
    assert all(c.agree for c in checks), [c.differences for c in checks]


def test_a_call_is_given_to_the_discard_the_turn_order_allows() -> None:
    # confusing_nakis_3 (South 4, East is seat 3): a first-match reader refused it ("draw =
    # 47p4747"). In turn order, seat 1 pons seat 3's first discard (4z), seat 2 pons seat 0's
    # 5z, and seat 3's 7z pon takes seat 1's second discard.
    from mjgui.core.logs.tenhou6 import _Order

    data = json.loads((DATA / "mjai-reviewer-confusing_nakis_3.json").read_text(encoding="utf-8"))
    hand = data["log"][0]
    order = _Order(3, [hand[5 + 3 * s] for s in range(4)], [hand[6 + 3 * s] for s in range(4)]).solve()
    assert order == {(3, 0): 1, (0, 1): 2, (1, 1): 3, (3, 3): 1}
    (win,) = read_log(json.dumps(data, ensure_ascii=False)).wins
    assert (win.round, win.winner) == ("S4-0", 2) and win.value.points == 2000
    assert [m.kind for m in win.spec.melds] == ["pon"]


def test_a_hand_whose_calls_fit_no_order_is_one_unreadable_hand() -> None:
    data = json.loads((DATA / "mjai-reviewer-confusing_nakis_3.json").read_text(encoding="utf-8"))
    data["log"][0][5 + 3 * 3][2] = "47p4646"  # a pon of a tile nobody threw
    log = read_log(json.dumps(data, ensure_ascii=False))
    (hand,) = log.unreadable
    assert hand.error is not None and hand.error.code in ("log_bad_take", "log_bad_discard", "log_bad_hand")
    assert "S4-0" in hand.error.message("en")


def test_the_wrong_excerpt_shows_its_one_difference_with_the_evidence() -> None:
    # see tests/data/logs/README.md: the riichi stick of r11 was on the table
    (check,) = check_log(read_log_file(DATA / "mjai-reviewer-confusing_nakis_1.json"))
    assert check.win.spec.sticks == 1 and check.win.spec.honba == 2
    assert [(d.field, d.log, d.ours) for d in check.differences] == [("gain", 1600, 2600)]


def test_a_cut_win_is_one_unreadable_hand_with_where(tmp_path: Path) -> None:
    path = DATA / "mjai-reviewer-confusing_nakis_2.json"
    log = read_log_file(path)
    (hand,) = log.unreadable
    assert hand.round == "E1-0" and hand.error is not None
    assert "E1-0" in hand.error.message("en") and "В1-0" in hand.error.message("ru")
    out = __import__("io").StringIO()
    assert replay_command([str(path)], out=out) == 1  # a difference, not a refused file
    assert "E1-0" in out.getvalue()


def test_replay_args_of_every_new_real_win_score_the_same(tmp_path: Path) -> None:
    from mjgui.cli import score_command
    from mjgui.replaycli import ours_dict

    for path in (DOUBLE_RON, MAJSOUL, ENGLISH):
        for check in check_log(read_log_file(path)):
            status, printed = score_command(shlex.split(shlex.join(check.args)))
            assert status == 0 and printed == ours_dict(check)


def test_the_score_words_of_every_real_win_give_back_the_spec_that_was_scored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the check scores the reader's HandSpec itself; the words the calculator and `args` get
    # must describe exactly that hand
    from mjgui.core.logs import mjlog, model, tenhou6
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.core.scoring.scoring import score

    put_right: list[tuple[HandSpec, HandSpec]] = []  # (as the log gives it, as the reader keeps it)

    def canonical(spec: HandSpec) -> HandSpec:
        kept = model.canonical(spec)
        put_right.append((spec, kept))
        return kept

    for reader in (mjlog, tenhou6):
        monkeypatch.setattr(reader, "canonical", canonical)
    # other/ holds files that are no game log of ours (another site's JSON)
    paths = [p for p in sorted(DATA.rglob("*")) if p.suffix in (".mjlog", ".json") and "other" not in p.parts]
    wins = [w for p in paths for w in read_log_file(p).wins]
    assert len(wins) > 250  # four players and three (the sanma folder)
    paid_apart = 0
    for win in wins:
        request, _ = parse_score_args(win.args())
        # exactly: the concealed tiles in the order the words write them, the melds in the order
        # the words are read (chi, pon, kan, ankan), as "open in the calculator" shows the hand;
        # a second winner on one discard paid none of the hand's honba too (--paid-honba 0 with
        # the hand's --honba)
        assert request.spec == win.spec, (win.round, win.args())
        if win.spec.paid_honba is not None:
            paid_apart += 1
            assert "--paid-honba" in win.args()
            ours, theirs = score(request.spec).win, score(win.spec).win
            assert ours is not None and theirs is not None and ours.payment == theirs.payment
    # the second winners of two Tenhou double rons at 2 honba, one of them read twice (the game of
    # mjx-double-ron-honba.mjlog is also kept as mjx's JSON Lines, mjx-mjscore-…-75a4695c.json)
    assert paid_apart == 3
    # not so in the logs themselves (model.canonical puts them right): a kan called before a
    # pon, a chi after a pon, tiles not in written order
    kinds = {tuple(m.kind for m in log.melds) for log, kept in put_right if log.melds != kept.melds}
    assert {("kan", "pon"), ("pon", "chi", "kan"), ("pon", "chi", "pon")} <= kinds
    assert any(log.concealed != kept.concealed for log, kept in put_right)


def test_open_in_the_calculator_gets_each_winners_own_counters() -> None:
    from mjgui.controller.game.logview import LogViewController

    controller = LogViewController()
    controller.open(DOUBLE_RON)
    rows = [r for r in controller.view().rows if r.round == "E2-2"]
    assert [r.agree for r in rows] == [True, True]
    first, second = (controller.spec(r) for r in rows)
    assert first is not None and second is not None
    # the second winner's hand at the hand's 2 honba, paid none of them (as the log paid it)
    assert (first.honba, first.sticks, second.honba, second.sticks) == (2, 2, 2, 0)
    assert (first.honba_taken, second.honba_taken) == (2, 0)
    assert rows[0].log_value == rows[0].ours and rows[1].log_value == rows[1].ours == "1 han 40 fu: 1300"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ('"30符2飜2000点"', '"30Fu2Han2000点"'),  # Equim-chan/tensoul's English score words
        ('"満貫8000点"', '"Mangan 8000点"'),
        ('"流局"', '"Exhaustive Draw"'),
        ('"流局"', '"Ryuukyoku"'),
    ],
)
def test_english_score_and_draw_words_read_as_the_japanese_ones(old: str, new: str) -> None:
    text = MAJSOUL.read_text(encoding="utf-8").replace(", ", ",")
    assert old in text.replace(", ", ",")
    before, after = read_log(text), read_log(text.replace(old, new))
    assert [(h.end, h.tenpai, h.deltas) for h in after.hands] == [
        (h.end, h.tenpai, h.deltas) for h in before.hands
    ]
    assert [w.value for w in after.wins] == [w.value for w in before.wins]


#: the names tenhou.net/6 itself writes (its viewer's yaku table, in its order)
TENHOU_NAMES = (
    "門前清自摸和 立直 一発 槍槓 嶺上開花 海底摸月 河底撈魚 平和 断幺九 一盃口 "
    "自風 東 自風 南 自風 西 自風 北 場風 東 場風 南 場風 西 場風 北 役牌 白 役牌 發 役牌 中 "
    "両立直 七対子 混全帯幺九 一気通貫 三色同順 三色同刻 三槓子 対々和 三暗刻 小三元 混老頭 "
    "二盃口 純全帯幺九 混一色 清一色 人和 天和 地和 大三元 四暗刻 四暗刻単騎 字一色 緑一色 "
    "清老頭 九蓮宝燈 純正九蓮宝燈 国士無双 国士無双１３面 大四喜 小四喜 四槓子 ドラ 裏ドラ 赤ドラ"
)


def test_every_name_tenhou_writes_is_known() -> None:
    words = TENHOU_NAMES.split()
    names: list[str] = []
    for word in words:  # "自風 東" and "役牌 白" are two words
        if names and names[-1] in ("自風", "場風", "役牌"):
            names[-1] += " " + word
        else:
            names.append(word)
    assert len(names) == 55
    unknown = [n for n in names if yaku_id(n) is None]
    assert unknown == []
    assert len({yaku_id(n) for n in names}) == 49  # four seat and four round winds share two ids


def test_a_player_coming_back_after_a_bye_leaves_the_other_names_as_they_were() -> None:
    # dnovikoff/tenhou log/test_data/bye.xml: <BYE who="1"/>, then <UN n1="..."/> alone
    path = DATA / "dnovikoff-bye.mjlog"
    text = path.read_text(encoding="utf-8")
    assert '<BYE who="1" />' in text and '<UN n1="%40%E9%A6%AC%E6%9D%89%E5%AF%A7%E9%A6%99" />' in text
    log = read_log_file(path)
    assert log.players == ("考え中（東", "@馬杉寧香", "寂夜霽月", "長村ビッグ")


def test_tenhou_s_own_json_writes_the_final_points_in_full_even_under_1000() -> None:
    # tsubakisakura/mjlog2json data/2023053016gm-0029-0000-e54b3b98.json, Tenhou's own JSON of
    # a game whose last player ends on 800 points (the mjlog's owari: "538,63.8,...,8,-49.2")
    path = DATA / "mjlog2json-2023053016gm-0029-0000-e54b3b98.json"
    assert json.loads(path.read_text(encoding="utf-8"))["sc"][6] == 800
    log = read_log_file(path)
    assert log.final == (53800, 16100, 29300, 800)
    assert sum(log.final) == 100_000
    assert all(c.agree for c in check_log(log))


def test_a_chip_lobby_reads_the_points_of_its_sc_and_plays_kiriage_mangan() -> None:
    # dnovikoff/tenhou log/test_data/chip.xml_ (<GO type="553">: 0x200, chips): every sc holds
    # 16 values, the points and changes, then each player's chips and their change
    path = DATA / "dnovikoff-chip.mjlog"
    text = path.read_text(encoding="utf-8")
    assert '<GO type="553"' in text and 'sc="240,130,250,-40,250,-40,250,-40,0,3,0,-1,0,-1,0,-1"' in text
    log = read_log_file(path)
    assert log.unreadable == () and log.rules.kiriage
    first = log.hands[0]
    assert first.deltas == (13000, -4000, -4000, -4000)  # the points; the chips (3, -1...) not read
    assert log.hands[1].end == "abort" and log.hands[1].deltas == (0, 0, 0, 0)  # a 16-value RYUUKYOKU
    # the dealer's riichi tsumo tanyao aka: 4 han 30 fu, paid 4000 all (kiriage), not 3900 all
    (win,) = first.wins
    assert (win.value.han, win.value.fu, win.value.points) == (4, 30, 12000)
    checks = check_log(log)
    assert len(checks) == 8 and all(c.agree for c in checks), [c.differences for c in checks]
    assert log.final == (30000, 44800, 4500, 20700)  # owari's points, its chips left out


def test_the_second_chip_lobby_plays_kiriage_too_and_pays_a_honba_it_does_not_say() -> None:
    # dnovikoff/tenhou log/test_data/ratio1.xml (<GO type="1569">: 0x200 and 0x400): a non-dealer's
    # 4 han 30 fu tsumo pays 2000-4000. Its E3-1 ron at 1 honba takes 9500 from the discarder for
    # a mangan: 1500 a honba, a rule no lobby bit is known to say (a known difference)
    log = read_log_file(DATA / "differs" / "dnovikoff-ratio1.mjlog")
    assert log.unreadable == () and log.rules.kiriage
    checks = {c.win.round: c for c in check_log(log)}
    kiriage = checks["E2-0"]
    assert (kiriage.win.value.han, kiriage.win.value.fu, kiriage.win.value.points) == (4, 30, 8000)
    assert kiriage.agree
    honba = [d.as_dict() for d in checks["E3-1"].differences]
    assert honba == [{"field": "gain", "log": 11500, "ours": 10300}]
    assert checks["E3-1"].win.deltas == (0, 0, -9500, 11500)


def test_the_fourth_riichi_of_a_four_riichi_abort_pays_its_stick_in_both_formats() -> None:
    # Equim-chan/mjai-reviewer convlog/tests/testdata/four_reach.json: the hand ends on the
    # fourth riichi discard (四家立直); Tenhou takes that stick before the abortive draw, as the
    # mjlog of such a hand shows (mjx-four-riichi.mjlog: REACH step 2 of the fourth, ba="0,4")
    (hand,) = read_log_file(DATA / "mjai-reviewer-four_reach.json").hands
    assert (hand.end, hand.abort) == ("abort", "four_riichi")
    assert sorted(hand.riichi) == [0, 1, 2, 3]
    mjlog = read_log_file(DATA / "mjx-four-riichi.mjlog")
    (abort,) = [h for h in mjlog.hands if h.abort == "four_riichi"]
    after = mjlog.hands[abort.index + 1]
    assert sorted(abort.riichi) == [0, 1, 2, 3] and after.sticks == 4
    assert after.start == (27300, 23000, 21700, 24000)  # each paid 1000, the fourth (seat 1) too


def test_a_game_dealt_other_start_points_is_recorded_with_them() -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    # dnovikoff/tenhou log/test_data/newattr2023.xml: a lobby dealing 30 000 each (INIT
    # ten="300,..."), its owari 293/307; ratio.xml (<GO type="2113">): 1000 each, a player
    # goes to -300 and the game ends
    for name, start, final in [
        ("dnovikoff-newattr2023.mjlog", 30000, (29300, 30700, 29300, 30700)),
        ("dnovikoff-ratio.mjlog", 1000, (-300, 2300, 1000, 1000)),
    ]:
        log = read_log_file(DATA / name)
        assert (log.rules.start_points, log.rules.return_points) == (start, start)
        assert log.final == final
        text = game_record(log)
        assert f"start_points={start}" in text.splitlines()[1]
        result = replay(text)
        assert not result.errors and result.final.ended
        assert result.final.points == final


def test_replay_refuses_a_json_of_another_site_with_exit_2() -> None:
    # kobalab's 電脳麻将 JSON of a Tenhou game (MitsuhiroTaniguchi/MahjongLM): not a game log
    out = __import__("io").StringIO()
    path = DATA / "other" / "mahjonglm-2023010100gm-00f1-0000-caffca62.json"
    assert replay_command([str(path), "--json"], out=out) == 2
    error = json.loads(out.getvalue())["error"]
    assert (error["code"], error["line"], error["column"]) == ("log_not_tenhou6", 1, 2)
    assert "cannot be read" not in out.getvalue()


PAO_WHOLE = [f"mjlog2json-2019103023gm-00a9-0000-f90e0fe9.{ext}" for ext in ("mjlog", "json")]


@pytest.mark.parametrize("name", PAO_WHOLE)
def test_tenhou_s_liable_player_pays_the_whole_of_a_pao_tsumo_with_another_yakuman(name: str) -> None:
    # tsubakisakura/mjlog2json data/2019103023gm-00a9-0000-f90e0fe9 (.xml and Tenhou's own .json),
    # E4-3: seat 0, not the dealer (seat 3), tsumos daisangen + tsuuiisou at 3 honba, the third
    # dragon fed by seat 2 (paoWho="2"): the log's sc has seat 2 pay all of 64 000 + 900
    from dataclasses import replace

    from mjgui.core.game.game import replay
    from mjgui.core.logs import check_win
    from mjgui.core.logs.record import game_record
    from mjgui.core.logs.replay import our_changes

    log = read_log_file(DATA / name)
    assert log.rules.name == "tenhou" and log.rules.pao_whole
    win = log.wins[-1]
    assert (win.round, win.winner, win.tsumo, win.pao) == ("E4-3", 0, True, 2)
    assert (win.spec.seat, win.spec.honba, win.spec.sticks) == (1, 3, 0)  # seat 0 is South
    assert sorted(win.value.yaku) == [("daisangen", 13), ("tsuuiisou", 13)]
    assert win.deltas == (64900, 0, -64900, 0)
    checks = check_log(log)
    assert len(checks) == 7 and all(c.agree for c in checks), [c.differences for c in checks]
    ours = checks[-1].ours
    assert ours is not None and our_changes(win, ours) == win.deltas
    # the seed's split (RULES.md §6) under `tenhou pao_whole=off`: seat 2 answers for daisangen
    # alone, 4 x 8 000 + 3 x 300; tsuuiisou is an ordinary non-dealer tsumo at no honba:
    # 16 000 from the dealer, 8 000 from seats 1 and 2. The gain is the same, the payers are not
    split = replace(win, spec=win.spec.with_changes(rules=log.rules.with_options(pao_whole=False)))
    check = check_win(split)
    assert [(d.field, d.log, d.ours) for d in check.differences] == [
        ("changes", [64900, 0, -64900, 0], [64900, -8000, -32900 - 8000, -16000])
    ]
    # the game record saved from the log replays to the log's final points; with the seed's
    # split it would end 8 000 + 16 000 away from them
    text = game_record(log)
    assert "rules tenhou edition=2" in text.splitlines()
    assert "tsumo 櫻井奏 yakuman 2 pao 高嶺之草高遠惠輔" in text.splitlines()
    assert replay(text).final.points == log.final == (85300, 31400, -55100, 38400)
    seed_split = replay(text.replace("rules tenhou edition=2", "rules tenhou edition=2 pao_whole=off", 1))
    assert not seed_split.errors
    assert seed_split.final.points == (85300, 31400 - 8000, -55100 + 24000, 38400 - 16000)


LEAGUE = DATA / "majsoul-league-analyzer-sample_paipu.json"
KOKUSHI13 = DATA / "sanma" / "mjai-reviewer3p-kokushi13_withnuki.json"


def test_a_mahjong_soul_club_league_game_is_read_under_mahjong_soul_s_rules() -> None:
    # HimenoKoutarou/majsoul-league-analyzer sample_paipu.json: a tournament room's game that
    # names no ranked room (rule "四麻 半庄", ref "260915-<uuid>", dan "10401"...). Nobody has
    # 30 000 after South 4, and the game ended there: read from its game, its record plays no
    # West round (overtime=off; the ranked rooms' would) and ends at South 4 with the log's own
    # final score, under Mahjong Soul's rules as under Tenhou's (replay --rules tenhou: there
    # too its record went into West and never ended) and M-League's, whose count it is
    log = read_log_file(LEAGUE)
    assert (log.rules.name, log.rules.east_only, log.rules.aka) == ("mahjongsoul", False, 3)
    checks = check_log(log)
    assert len(checks) == 7 and all(c.agree for c in checks)
    for rules in (None, "tenhou", "mleague"):
        final = final_check(read_log_file(LEAGUE, rules))
        assert final is not None and final.state == "agree", rules
        assert final.record == final.log == (-35600, 4900, -15500, 46200)


def _sign_variant(path: Path, **fields: object) -> str:
    """``path``'s log with only these top-level fields set (a title or rule name as one string
    sets both, as tensoul writes the room into each)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for key, value in fields.items():
        if key == "room":
            data["title"] = [value, "2024/1/1 12:00:00"]
            data["rule"]["disp"] = value
        else:
            data[key] = value
    return json.dumps(data, ensure_ascii=False)


NO_SIGN = {"ref": "", "dan": ["", "", "", ""]}


@pytest.mark.parametrize(
    "room",
    [
        "三友人戦南喰赤: 123456",  # Equim-chan/tensoul convert.js, Japanese: 三 + 友人戦 + 南喰 + 赤
        "3友人戦南喰赤: 123456",
        "三大会戦南喰赤: 654321",
        "Friendly South: 123456",  # its English and romaji names
        "Tournament South: 654321",
        "Tounament South: 654321",
        "三麻 半庄",  # as a Chinese league tool writes it
    ],
)
def test_a_friendly_or_tournament_room_is_mahjong_soul_and_its_13_wait_kokushi_is_double(room: str) -> None:
    # the real three-player Mahjong Soul game with its 13-wait kokushi (E3-2, 64 000 + 1400),
    # only the room's name changed to another room's and no other sign left (no ref, no ranks):
    # read as Tenhou's, the kokushi was one yakuman and differed
    log = read_log(_sign_variant(KOKUSHI13, room=room, **NO_SIGN))
    assert log.rules.name == "mahjongsoul-sanma"
    (win,) = [w for w in log.wins if w.round == "E3-2"]
    (check,) = [c for c in check_log(log) if c.win is win]
    assert check.agree and win.value.yakuman == 2 and win.value.gain == 65400


@pytest.mark.parametrize(
    ("fields", "site"),
    [
        # the game's id: a date and a UUID (Mahjong Soul), or Tenhou's
        ({"ref": "260915-9cb4dafb-2a77-483e-ad86-1bdabc28f3cf", "dan": ["", "", "", ""]}, "mahjongsoul"),
        ({"ref": "2021010217gm-00b9-0000-3eb2e915", "dan": ["", "", "", ""]}, "tenhou"),
        # the ranks, as the client names them in each locale or as their ids
        ({"ref": "", "dan": ["雀豪★1", "魂天", "", ""]}, "mahjongsoul"),
        ({"ref": "", "dan": ["Master I", "Celestial Lv2", "", ""]}, "mahjongsoul"),
        ({"ref": "", "dan": ["雀圣二星", "", "", ""]}, "mahjongsoul"),
        ({"ref": "", "dan": ["20401", "20502", "20301", ""]}, "mahjongsoul"),
        ({"ref": "", "dan": ["七段", "天鳳", "新人", ""]}, "tenhou"),
        # no sign at all: Tenhou's, the format's own
        (NO_SIGN, "tenhou"),
        # the surest sign first: Tenhou's id over Mahjong Soul's ranks
        ({"ref": "2021010217gm-00b9-0000-3eb2e915", "dan": ["雀豪★1", "", "", ""]}, "tenhou"),
    ],
)
def test_a_log_without_a_room_name_is_told_by_its_id_or_its_ranks(
    fields: dict[str, object], site: str
) -> None:
    log = read_log(_sign_variant(KOKUSHI13, room="", **fields))
    assert log.rules.name == f"{site}-sanma"


def test_the_real_league_game_is_mahjong_soul_s_by_each_of_its_signs_alone() -> None:
    # its room (四麻 半庄), its id (260915-…) and its ranks (10401…) each say it
    assert read_log(_sign_variant(LEAGUE, ref="", dan=["", "", "", ""])).rules.name == "mahjongsoul"
    assert read_log(_sign_variant(LEAGUE, room="", dan=["", "", "", ""])).rules.name == "mahjongsoul"
    assert read_log(_sign_variant(LEAGUE, room="", ref="")).rules.name == "mahjongsoul"
    assert read_log(_sign_variant(LEAGUE, room="", ref="", dan=["", "", "", ""])).rules.name == "tenhou"


def _json_lines(path: Path) -> str:
    """``path``'s game as mjx-project/mjx writes a game hand by hand (tests_cpp/resources/mjscore):
    one whole tenhou.net/6 object a line, each holding one hand, the same title, names and rule."""
    data = json.loads(path.read_text(encoding="utf-8"))
    head = {k: v for k, v in data.items() if k != "log"}
    lines = [json.dumps({**head, "log": [hand]}, ensure_ascii=False) for hand in data["log"]]
    return "\n".join(lines) + "\n"


MJX_JSON = DATA / "mjx-2011020414gm-ef18f336.json"
#: zhengye1/paipuconverter's paipu/第39期十段位決定戦1.txt: a JPML title match, a hand a line
JPML_LINES = DATA / "differs" / "zhengye1-jpml-jyuudan39-1.json"


@pytest.mark.parametrize(
    "source",
    [MJX_JSON, DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json", MAJSOUL],
    ids=lambda p: p.name,
)
def test_a_file_of_one_games_hands_one_a_line_is_that_game(source: Path, tmp_path: Path) -> None:
    # mjx's per-hand files were refused as "several logs": their lines are one game's hands
    whole = read_log_file(source)
    path = tmp_path / "mjscore.json"
    path.write_text(_json_lines(source), encoding="utf-8")
    lines = read_log_file(path)
    assert (lines.players, lines.rules, lines.title) == (whole.players, whole.rules, whole.title)
    assert lines.hands == whole.hands and len(lines.hands) > 1
    assert (lines.final, lines.final_scores) == (whole.final, whole.final_scores)
    assert final_check(lines) == final_check(whole)
    if source != MJX_JSON:  # the two that write their final scores: the record ends with them
        check = final_check(lines)
        assert check is not None and check.agree
    # one line alone is one log, read as any other
    one = _json_lines(source).splitlines()[0]
    assert len(read_log(one).hands) == 1


def test_a_real_file_of_hands_one_a_line_is_read_as_one_game(tmp_path: Path) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.model import points_after
    from mjgui.core.logs.record import game_record

    text = JPML_LINES.read_text(encoding="utf-8")
    assert len(text.splitlines()) == 15  # was refused: "This file holds 15 tenhou.net/6 logs"
    log = read_log_file(JPML_LINES)
    assert log.players == ("荒正義", "三浦智博", "近藤久春", "浜上文吾")
    assert [h.round for h in log.hands] == [
        "E1-0", "E1-1", "E2-0", "E2-1", "E3-2", "E3-3", "E3-4", "E4-5",
        "S1-0", "S2-0", "S3-1", "S3-2", "S4-0", "S4-1", "S4-2",
    ]  # fmt: skip
    assert log.hands[0].start == (30000,) * 4 and (log.rules.aka, log.rules.start_points) == (0, 30000)
    assert all(h.start == points_after(b) for b, h in itertools.pairwise(log.hands))
    checks = check_log(log)
    # the two that differ: ippatsu, which the JPML's official rules do not play
    assert [(c.win.round, c.agree) for c in checks if not c.agree] == [("E3-2", False), ("S3-1", False)]
    assert len(checks) == 10
    # its record replays every hand to the points the last one left, and ends there: the riichi
    # stick of S4-2 left on the table goes to first place (the tenhou preset it is read under)
    result = replay(game_record(log))
    assert result.errors == () and result.final.ended and result.final.round_label == "S4"
    assert points_after(log.hands[-1]) == (24600, 36900, 47700, 9800)
    assert result.final.points == (24600, 36900, 47700 + 1000, 9800)
    out = io.StringIO()
    assert replay_command([str(JPML_LINES)], out=out) == 1
    lines = out.getvalue().splitlines()
    assert lines[-2] == "8 of 10 wins agree (tenhou6)."
    # the log states no final points: those its record reaches, the S4-2 stick with first place
    # (where the log says nothing of it, no hand is said to be paid otherwise)
    assert lines[-1].replace("\u202f", " ") == (
        "The log states no final points. The game record saved from this log ends with 荒正義 24 600, "
        "三浦智博 36 900, 近藤久春 48 700, 浜上文吾 9800, final score 荒正義 −15, 三浦智博 +17, "
        "近藤久春 +38, 浜上文吾 −40: these rules count them from the log's hands."
    )


def _lines_of(path: Path) -> list[str]:
    return _json_lines(path).splitlines()


def _renamed(line: str) -> str:
    data = json.loads(line)
    data["name"] = [*data["name"][:3], "Someone else"]
    return json.dumps(data, ensure_ascii=False)


def _other_rule(line: str) -> str:
    data = json.loads(line)
    data["rule"] = {**data["rule"], "aka": 0}
    return json.dumps(data, ensure_ascii=False)


def _no_hand(line: str) -> str:
    return json.dumps({**json.loads(line), "log": []}, ensure_ascii=False)


def _hand_changed(
    line: str,
    *,
    kyoku: object = None,
    honba: int | None = None,
    start: int = 0,
    unreadable: bool = False,
    result: list[object] | None = None,
) -> str:
    """The line with its hand dealt in round ``kyoku`` (0 East 1 … 7 South 4; ``"X"``: a round
    that cannot be read) at ``honba``, East's start points moved by ``start``, a tile that is
    none (99) among East's dealt tiles (the hand cannot be read, its round and start can), or
    ending in ``result``."""
    data = json.loads(line)
    (hand,) = data["log"]
    if kyoku is not None:
        hand[0][0] = kyoku
    if honba is not None:
        hand[0][1] = honba
    if result is not None:
        hand[16] = result
    hand[1][0] += start
    if unreadable:
        hand[4][0] = 99
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (lambda ls: [ls[0], ls[2], ls[1], *ls[3:]], 2),  # two hands swapped
        (lambda ls: [ls[0], ls[1], *ls[3:]], 3),  # a hand left out
        (lambda ls: [ls[0], ls[1], ls[1], *ls[2:]], 3),  # a hand twice
        (lambda ls: [*ls[:3], _renamed(ls[3]), *ls[4:]], 4),  # another player
        (lambda ls: [*ls[:2], _other_rule(ls[2]), *ls[3:]], 3),  # another rule
        (lambda ls: [*ls, ls[0]], 0),  # another game's first hand after the last (line n)
        # the dealer's hand again (E4-0's draw, then E4-1) at the honba it had, or one too many
        (lambda ls: [*ls[:4], _hand_changed(ls[4], honba=0), *ls[5:]], 5),
        (lambda ls: [*ls[:4], _hand_changed(ls[4], honba=2), *ls[5:]], 5),
        # the next hand (E2-0 after E1-0's win) at a honba neither 0 nor one more
        (lambda ls: [ls[0], _hand_changed(ls[1], honba=2), *ls[2:]], 2),
        # two games glued through a hand that cannot be read: its round (South 4) still says the
        # next line's East 1 is another game's, and a hand that cannot be read still has its
        # round and the points it starts with, to follow the hand before
        (lambda ls: [*ls[:-1], _hand_changed(ls[-1], unreadable=True), *ls], 11),
        (lambda ls: [*ls[:4], _hand_changed(ls[4], honba=0, unreadable=True), *ls[5:]], 5),
    ],
)
def test_logs_one_a_line_that_are_not_one_game_are_refused_where_they_part(
    change: object, line: int, tmp_path: Path
) -> None:
    lines = change(_lines_of(MJX_JSON))  # type: ignore[operator]
    line = line or len(lines)
    path = tmp_path / "mjscore.json"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(path)
    err = caught.value
    assert (err.code, err.line, err.column, err.params["n"]) == ("log_json_lines", line, 1, len(lines))
    n = len(lines)
    assert err.message("en") == (
        f"This file holds {n} tenhou.net/6 logs, one per line, that are not one game's hands in order: "
        f"line {line} does not follow the line before (the same players and rule, the next hand). Open "
        "one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai event log."
    )
    assert err.message("ru").startswith(f"В этом файле {n}\u00a0логов tenhou.net/6, по одному в строке")
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out=out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == "log_json_lines"


def test_a_line_with_no_hand_is_said_to_hold_none_not_to_be_out_of_order(tmp_path: Path) -> None:
    # it was "line 2 does not follow the line before", as if its hands were another game's
    lines = _lines_of(MJX_JSON)
    path = tmp_path / "mjscore.json"
    path.write_text("\n".join([lines[0], _no_hand(lines[1]), *lines[2:]]) + "\n", encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(path)
    assert (caught.value.code, caught.value.line) == ("log_json_lines_no_hands", 2)
    assert caught.value.message().startswith("The tenhou.net/6 log on line 2 holds no hand")
    out = io.StringIO()
    assert replay_command([str(path), "--json"], out=out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == "log_json_lines_no_hands"


def test_a_hand_that_cannot_be_read_between_two_lines_that_follow_it_keeps_the_game_whole(
    tmp_path: Path,
) -> None:
    # E4-1 unreadable: its round, honba and start follow E4-0, and S1-0 follows it as far as
    # anything can say (the points it left are not known)
    lines = _lines_of(MJX_JSON)
    lines[4] = _hand_changed(lines[4], unreadable=True)
    log = read_log("\n".join(lines))
    assert [h.round for h in log.hands][3:6] == ["E4-0", "E4-1", "S1-0"]
    assert [h.end for h in log.hands].count("unreadable") == 1 and log.hands[4].end == "unreadable"
    # nor does a hand whose round itself cannot be read refuse the file
    data = json.loads(lines[4])
    data["log"][0][0] = "E4"
    lines[4] = json.dumps(data, ensure_ascii=False)
    assert len(read_log("\n".join(lines)).hands) == 10
    from mjgui.core.logs.model import points_after

    # a hand that cannot be read starting 1000 off: its round follows, so it is the game's next
    # hand, as in one JSON (where no gap is asked of a hand that cannot be read)
    lines = _lines_of(MJX_JSON)
    lines[4] = _hand_changed(lines[4], start=1000, unreadable=True)
    log = read_log("\n".join(lines))
    assert len(log.hands) == 10 and log.hands[4].end == "unreadable" and log.gaps == ()
    one = [json.loads(line) for line in lines]
    whole = read_log(json.dumps({**one[0], "log": [d["log"][0] for d in one]}, ensure_ascii=False))
    assert [(h.round, h.start, h.end, h.deltas) for h in whole.hands] == [
        (h.round, h.start, h.end, h.deltas) for h in log.hands
    ]
    ours, theirs = log.hands[4].error, whole.hands[4].error
    assert whole.gaps == () and ours is not None and theirs is not None and ours.message() == theirs.message()
    assert log.hands[4].start == points_after(log.hands[3])  # where the hand before left them
    # and where its round cannot be read either, its points are all that tell: refused there,
    # for them (the message said "the same players and rule, the next hand", neither of which
    # is what is wrong)
    data = json.loads(lines[4])
    data["log"][0][0] = "E4"
    lines[4] = json.dumps(data, ensure_ascii=False)
    with pytest.raises(LogError) as caught:
        read_log("\n".join(lines))
    assert (caught.value.code, caught.value.line) == ("log_json_lines_points", 5)
    assert caught.value.message("en") == (
        "This file holds 10 tenhou.net/6 logs, one per line, that are not one game's hands in order: "
        "line 5 does not follow the line before (its round cannot be read, and it starts on other points "
        "than that line left). Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or "
        "mjai event log."
    )
    assert caught.value.message("ru") == (
        "В этом файле 10\u00a0логов tenhou.net/6, по одному в строке, "
        "и это не раздачи одной игры по порядку: "
        "строка 5 не продолжает предыдущую (её раунд не прочитать, а начинается она не с тех очков, что "
        "оставила та строка). Откройте mjlog, JSON tenhou.net/6 (можно по раздаче в строке) или лог mjai "
        "одной игры."
    )
    # the last hand unreadable, the lines before it read as one game all the same
    lines = _lines_of(MJX_JSON)
    lines[-1] = _hand_changed(lines[-1], unreadable=True)
    assert read_log("\n".join(lines)).hands[-1].end == "unreadable"


#: zhengye1/paipuconverter's paipu/第39期十段位決定戦3.txt: the third game of that title match, a
#: hand a line, whose points do not add up between its first three lines
JPML_GAPS = DATA / "differs" / "zhengye1-jpml-jyuudan39-3.json"


def _gaps(log: GameLog) -> list[tuple[int, str, str, object, object]]:
    return [
        (g.at, g.error.code, g.error.round, g.error.params["after"], g.error.params["changes"])
        for g in log.gaps
    ]


def test_a_real_file_whose_points_do_not_add_up_is_one_game_with_its_gaps_shown(tmp_path: Path) -> None:
    from mjgui.core.logs.model import points_after
    from mjgui.core.logs.record import save_game_record

    # was refused at its line 2 as "not one game's hands in order": East 1's winner, 浜上文吾,
    # took 三浦智博's riichi stick and ends it on 33 000, line 2 starts him on 32 000 (119 000
    # in all), and line 3 gives the 1000 back. The same players, the same rule, the hands in
    # order: one game, its mismatches shown as the same hands in one JSON show them
    lines = JPML_GAPS.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 9
    log = read_log_file(JPML_GAPS)
    assert log.players == ("三浦智博", "魚谷侑未", "浜上文吾", "近藤久春")
    assert [h.round for h in log.hands] == [
        "E1-0", "E2-0", "E3-0", "E4-0", "S1-0", "S2-1", "S2-2", "S3-0", "S4-0",
    ]  # fmt: skip
    assert (log.rules.aka, log.rules.start_points, log.final) == (0, 30000, None)
    assert points_after(log.hands[0]) == (28000, 29500, 33000, 29500)
    assert log.hands[1].start == (28000, 29500, 32000, 29500)
    assert points_after(log.hands[1])[2] == 39700 and log.hands[2].start[2] == 40700
    assert _gaps(log) == [
        (1, "log_gap_points", "E2-0", "E1-0", (("浜上文吾", -1000),)),
        (2, "log_gap_points", "E3-0", "E2-0", (("浜上文吾", 1000),)),
    ]
    data = [json.loads(line) for line in lines]
    whole = read_log(
        json.dumps({**data[0], "log": [hand for d in data for hand in d["log"]]}, ensure_ascii=False)
    )
    assert (whole.hands, whole.rules, _gaps(whole)) == (log.hands, log.rules, _gaps(log))
    # its wins: the one that differs is a riichi tsumo with ippatsu, which the JPML's rules lack
    checks = check_log(log)
    assert [(c.win.round, c.win.winner, c.win.discarder, c.win.value.gain) for c in checks] == [
        ("E1-0", 2, None, 3000), ("E2-0", 2, 3, 7700), ("E3-0", 0, 2, 1000), ("E4-0", 1, 3, 3900),
        ("S2-1", 1, 3, 7100), ("S2-2", 0, None, 4600), ("S3-0", 0, None, 8900), ("S4-0", 0, 1, 2000),
    ]  # fmt: skip
    assert [(c.win.round, [d.field for d in c.differences]) for c in checks if not c.agree] == [
        ("S2-2", ["han", "points", "gain", "yaku"])
    ]
    out = io.StringIO()
    assert replay_command([str(JPML_GAPS)], out=out) == 1
    said = out.getvalue().splitlines()
    assert said[1] == (
        "Hand E2-0 of the game log does not start with the points left by hand E1-0 (different by: "
        "浜上文吾 −1000): a hand or a win between the two is missing. The file is damaged or was edited."
    )
    assert said[-2:] == [
        "7 of 8 wins agree (tenhou6).",
        "Hands that do not follow on from the hand before them: 2 (each counts as a difference).",
    ]
    # a game whose points do not add up is not saved as a record, as one JSON of it is not
    for game in (log, whole):
        with pytest.raises(LogError) as caught:
            save_game_record(game, tmp_path / "jyuudan3.mjgame")
        assert (caught.value.code, caught.value.params["rounds"]) == ("log_gap_hands", ("E2-0", "E3-0"))
    assert not (tmp_path / "jyuudan3.mjgame").exists()


def test_lines_whose_points_do_not_follow_are_one_game_where_their_rounds_do(tmp_path: Path) -> None:
    # the first game of that title match with its line 2 starting 1000 short for the second
    # player: one game of 15 hands, the start of line 2 and that of line 3 (the 1000 back)
    # shown as gaps
    lines = JPML_LINES.read_text(encoding="utf-8").splitlines()
    data = [json.loads(line) for line in lines]
    data[1]["log"][0][1] = [p - 1000 if i == 1 else p for i, p in enumerate(data[1]["log"][0][1])]
    path = tmp_path / "lost-stick.json"
    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in data), encoding="utf-8")
    log = read_log_file(path)
    assert len(log.hands) == 15 and _gaps(log) == [
        (1, "log_gap_points", "E1-1", "E1-0", (("三浦智博", -1000),)),
        (2, "log_gap_points", "E2-0", "E1-1", (("三浦智博", 1000),)),
    ]
    # the same lines out of order stay refused where their rounds part: E1-0, then E2-0, whose
    # points do not follow, and which cannot follow the dealer's win of E1-0 (E1-1 does)
    data[1], data[2] = data[2], data[1]
    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in data), encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_log_file(path)
    assert (caught.value.code, caught.value.line, caught.value.params["n"]) == ("log_json_lines", 2, 15)


def _read_or_refused(lines: list[str]) -> tuple[str, int, list[str]]:
    """``read`` and the rounds read, or the code and line of the refusal."""
    try:
        log = read_log("\n".join(lines))
    except LogError as err:
        return (err.code, err.line or 0, [])
    return ("read", 0, [h.round for h in log.hands])


def _kyuushu_lines() -> list[str]:
    """mjx-kyuushu.mjlog's game (S1-0 a kyuushu abortive draw, S1-1 next) a hand a line."""
    from tests.logconvert import log_text, mjlog_to_tenhou6

    data = json.loads(mjlog_to_tenhou6(log_text(DATA / "mjx-kyuushu.mjlog")))
    head = {k: v for k, v in data.items() if k != "log"}
    return [json.dumps({**head, "log": [hand]}, ensure_ascii=False) for hand in data["log"]]


def test_two_games_whose_rounds_seem_to_follow_are_not_chained_where_their_points_do_not() -> None:
    # the first game of that title match to E2-0 (the dealer, 三浦智博, wins it), then the third
    # game from its E3-0 on, under the first's names and rule: E3-0 may follow an E2-0, but not
    # one the dealer won, and its points are not those E2-0 left. Was read as one game of 10
    # hands (E1-0, E1-1, E2-0, E3-0 … S4-0) with a gap at E3-0
    first = JPML_LINES.read_text(encoding="utf-8").splitlines()
    third = JPML_GAPS.read_text(encoding="utf-8").splitlines()
    names = json.loads(first[0])["name"]

    def as_first(line: str) -> str:
        data = json.loads(line)
        return json.dumps({**data, "name": names, "rule": json.loads(first[0])["rule"]}, ensure_ascii=False)

    spliced = first[:3] + [as_first(line) for line in third[2:]]
    assert [json.loads(line)["log"][0][0][:2] for line in spliced[2:4]] == [[1, 0], [2, 0]]
    assert _read_or_refused(spliced) == ("log_json_lines", 4, [])
    # the real third game, whose points do not follow at two lines, still reads whole
    assert _read_or_refused(third)[2] == [
        "E1-0", "E2-0", "E3-0", "E4-0", "S1-0", "S2-1", "S2-2", "S3-0", "S4-0",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("at", "kyoku", "honba", "outcome"),
    [
        # E1-0: the dealer wins, so E1-1 comes next, never E2-0
        (1, None, None, "read"),
        (1, 1, 0, 2),
        # E2-1: an exhaustive draw with the dealer noten (the noten payments say it): E3-2, not
        # E3-0 (a draw adds a honba) nor E2-2 (the dealer passes the deal)
        (4, None, None, "read"),
        (4, 2, 0, 5),
        (4, 1, 2, 5),
        # E3-3: an exhaustive draw with the dealer tenpai: E3-4, not E4-4
        (6, None, None, "read"),
        (6, 3, 4, 7),
        # E4-5: a non-dealer's win: S1-0, not S1-6 nor E4-6
        (8, None, None, "read"),
        (8, 4, 6, 9),
        (8, 3, 6, 9),
    ],
)
def test_a_line_whose_points_do_not_follow_is_only_the_hand_that_follows_how_the_last_ended(
    at: int, kyoku: int | None, honba: int | None, outcome: str | int
) -> None:
    lines = JPML_LINES.read_text(encoding="utf-8").splitlines()
    # the points follow: each of these rounds may come next, as far as rounds alone tell (the
    # file cut after it, where the next line would not follow it)
    moved = _hand_changed(lines[at], kyoku=kyoku, honba=honba)
    assert _read_or_refused([*lines[:at], moved])[0] == "read"
    # 1000 off East's start: the next hand only as the hand before ended
    off = _hand_changed(lines[at], kyoku=kyoku, honba=honba, start=1000)
    if outcome == "read":
        log = read_log("\n".join([*lines[:at], off, *lines[at + 1 :]]))
        assert len(log.hands) == 15 and [g.at for g in log.gaps] == [at, at + 1]
    else:
        assert _read_or_refused([*lines[:at], off]) == ("log_json_lines", outcome, [])


def test_after_an_abortive_draw_the_same_hand_comes_next_where_points_do_not_follow() -> None:
    lines = _kyuushu_lines()
    assert [json.loads(line)["log"][0][0][:2] for line in lines[6:8]] == [[4, 0], [4, 1]]
    assert json.loads(lines[6])["log"][0][16][0] == "九種九牌"
    off = _hand_changed(lines[7], start=1000)
    assert _read_or_refused([*lines[:7], off, *lines[8:]])[0] == "read"
    # S2-1 may follow a draw as far as rounds tell, not an abortive one
    passed = _hand_changed(lines[7], kyoku=5, start=1000)
    assert _read_or_refused([*lines[:7], passed, *lines[8:]]) == ("log_json_lines", 8, [])


@pytest.mark.parametrize(
    ("result", "stays", "passes"),
    [
        (["流局", [0, 0, 0, 0]], True, True),  # nothing paid, nothing said: either
        (["全員聴牌"], True, False),
        (["全員不聴"], False, True),
    ],
)
def test_a_draw_that_does_not_say_the_dealers_tenpai_lets_either_hand_follow(
    result: list[object], stays: bool, passes: bool
) -> None:
    # E4-0 (the dealer's tenpai draw that paid 1000, 1000, -3000, 1000) written as paying
    # nothing: E4-1 no longer starts on the points it left
    lines = _lines_of(MJX_JSON)
    assert json.loads(lines[3])["log"][0][0][:2] == [3, 0] and json.loads(lines[4])["log"][0][0][:2] == [3, 1]
    lines[3] = _hand_changed(lines[3], result=result)
    assert (_read_or_refused(lines)[0] == "read") is stays
    lines[4] = _hand_changed(lines[4], kyoku=4)  # S1-1: the dealer passed the deal
    assert (_read_or_refused(lines[:5])[0] == "read") is passes


def test_a_hand_whose_round_cannot_be_read_carries_the_round_before_it() -> None:
    lines = JPML_LINES.read_text(encoding="utf-8").splitlines()

    def unread(line: str) -> str:
        return _hand_changed(line, kyoku="X")

    # a rematch through a hand whose round cannot be read: E1-0 never follows another hand
    # (was read as 18 hands: E1-0, E1-1, #3, E1-0, E1-1 …)
    assert _read_or_refused([*lines[:2], unread(lines[2]), *lines]) == ("log_json_lines", 4, [])
    assert _read_or_refused([unread(lines[0]), *lines]) == ("log_json_lines", 2, [])
    # nor a round that goes backwards (E1-1 after E3-2 and a hand between)
    assert _read_or_refused([*lines[:5], unread(lines[5]), *lines[1:]]) == ("log_json_lines", 7, [])
    # nor one further on than the hands between can go: E3-3 two hands after E2-0 (a line lost)
    assert _read_or_refused([*lines[:3], unread(lines[3]), *lines[5:]]) == ("log_json_lines", 5, [])
    # the game's own hands go on across one, or two, whose rounds cannot be read
    rounds = [json.loads(line)["log"][0][0][:2] for line in lines]
    one = _read_or_refused([*lines[:3], unread(lines[3]), *lines[4:]])
    two = _read_or_refused([*lines[:3], unread(lines[3]), unread(lines[4]), *lines[5:]])
    assert (one[0], len(one[2]), two[0], len(two[2])) == ("read", 15, "read", 15)
    assert two[2][3:6] == ["#4", "#5", "E3-3"] and rounds[3:6] == [[1, 1], [2, 2], [2, 3]]


def test_russian_says_how_many_logs_in_its_plural_forms() -> None:
    assert LogError("log_json_lines", n=2, line=2).message("ru").startswith("В этом файле 2\u00a0лога ")
    assert LogError("log_json_lines", n=21, line=2).message("ru").startswith("В этом файле 21\u00a0лог ")


def test_logs_written_over_several_lines_each_or_a_line_that_is_no_log_stay_refused() -> None:
    data = json.loads(MJX_JSON.read_text(encoding="utf-8"))
    head = {k: v for k, v in data.items() if k != "log"}
    first, second = ({**head, "log": [hand]} for hand in data["log"][:2])
    # every log over several lines: several logs (it was "not valid JSON" where the second
    # starts: each is; tests/test_logs_refusals_s45.py has the other layouts)
    pretty = json.dumps(first, indent=1) + "\n" + json.dumps(second, indent=1)
    starts = pretty.count("\n", 0, pretty.index("\n{") + 1) + 1
    with pytest.raises(LogError) as caught:
        read_log(pretty)
    assert (caught.value.code, caught.value.line, caught.value.params["last"]) == (
        "log_json_several",
        starts,
        starts - 1,
    )
    # the first over several lines, the next on one: several logs, not read one a line; the
    # file holds two logs (its line count was said: "This file holds 206 tenhou.net/6 logs, one
    # per line ... line 206 does not follow"), and the first is written over several lines
    mixed = json.dumps(first, indent=1) + "\n" + json.dumps(second, ensure_ascii=False)
    with pytest.raises(LogError) as caught:
        read_log(mixed)
    err = caught.value
    assert (err.code, err.line, err.params["n"], err.params["last"]) == (
        "log_json_several",
        starts,
        2,
        starts - 1,
    )
    assert err.message("en") == (
        f"This file holds 2 tenhou.net/6 logs, not each on a line of its own (one ends on line {starts - 1}, "
        f"the next starts on line {starts}): several logs are read as one game only when each is on a "
        "line of its own. Open one game's mjlog, tenhou.net/6 JSON (one hand per line is fine) or mjai "
        "event log."
    )
    assert err.message("ru").startswith("В этом файле 2\u00a0лога tenhou.net/6, и не каждый на своей строке")
    third = {**head, "log": [data["log"][2]]}
    more = mixed + "\n" + json.dumps(third, indent=2) + "\n\n"
    with pytest.raises(LogError) as caught:
        read_log(more)
    assert (caught.value.code, caught.value.line, caught.value.params["n"]) == ("log_json_several", starts, 3)
    # a later part that is no JSON is invalid JSON where it starts, as a later line that is none;
    # one that is JSON but no log is said to be so (it was "not valid JSON" there: it is)
    with pytest.raises(LogError) as caught:
        read_log(mixed + '\n{"log": [}\n')
    assert (caught.value.code, caught.value.line, caught.value.column) == ("log_json", starts + 1, 10)
    with pytest.raises(LogError) as caught:
        read_log(mixed + '\n {"title": ["", ""]}\n')
    err = caught.value
    assert (err.code, err.line, err.column) == ("log_json_lines_other", starts + 1, 2)
    assert err.message() == (
        f"What starts at line {starts + 1}, column 2 is not a tenhou.net/6 log, as the file's first is: "
        "a file of several logs holds one game's hands and nothing else. The file is damaged or is not "
        "one game's log."
    )
    lines = _lines_of(MJX_JSON)[:3]
    for junk, code in (("not json", "log_json"), (' {"title": ["", ""]}', "log_json_lines_other")):
        with pytest.raises(LogError) as caught:
            read_log("\n".join([*lines, junk]))
        assert (caught.value.code, caught.value.line, caught.value.column) == (
            code,
            4,
            1 + junk.startswith(" "),
        )


@pytest.mark.parametrize(
    "after",
    [
        "\nnot json\n",  # garbage on the next line
        '\n{"title": ["", ""]}\n',  # an object that is no log
        ' {"log": []}\n',  # a second log on the same line: several logs, not one a line
    ],
)
def test_a_log_with_something_else_after_it_is_refused_where_that_starts(after: str) -> None:
    text = (DATA / "mjx-2011020414gm-ef18f336.json").read_text(encoding="utf-8").rstrip() + after
    with pytest.raises(LogError) as caught:
        read_log(text)
    line = 2 if after.startswith("\n") else 1
    code = "log_json_lines_other" if "title" in after else "log_json"  # JSON, but no log
    if '"log"' in after:  # it was "not valid JSON" there: it is, a second log
        code = "log_json_several"
    assert (caught.value.code, caught.value.line) == (code, line)


LOOK_ALIKE = DATA / "other" / "majsoul-analysis-suite-2026-06-30_2145_Silver-Room-East_3rd-place_player2.json"


def test_a_look_alike_of_tenhou6_is_refused_up_front_as_another_format() -> None:
    # whong09/majsoul-analysis-suite examples/: title, name, rule and log as tenhou.net/6 has
    # them, but each hand is 16 parts, its round 7 numbers, its tiles names ("3s") and its result
    # an object. It was read and then every hand said "cannot be read: hand = too short"
    with pytest.raises(LogError) as caught:
        read_log_file(LOOK_ALIKE)
    err = caught.value
    assert (err.code, err.line, err.column) == ("log_not_tenhou6_hand", 16, 3)
    assert err.message("en") == (
        'This JSON is not a tenhou.net/6 game log: a hand of its "log" is a list of 17 parts, the '
        "round [kyoku, honba, sticks] first, the tiles as numbers (11 to 53); its first hand is "
        '[[0,0,0,250,250,250,250],["3s"],[],…] (line 16, column 3). Expected Tenhou mjlog XML, '
        "tenhou.net/6 JSON or an mjai event log."
    )
    assert "[номер раздачи, хонба, палочки риичи]" in err.message("ru")
    out = io.StringIO()
    assert replay_command([str(LOOK_ALIKE), "--json"], out=out) == 2
    assert "cannot be read" not in out.getvalue()


@pytest.mark.parametrize(
    ("hand", "shaped"),
    [
        ("real", True),
        ("round of 7", False),  # [0, 0, 0, 250, 250, 250, 250]
        ("16 parts", False),  # no result
        ("tile names", False),  # "1m" for 11
        ("empty", False),
    ],
)
def test_a_log_of_one_hand_is_read_only_when_that_hand_has_a_tenhou6_hand_s_shape(
    hand: str, shaped: bool
) -> None:
    data = json.loads((DATA / "mjai-reviewer-ryukyoku.json").read_text(encoding="utf-8"))
    (real,) = data["log"]
    names = {11: "1m", 12: "2m", 13: "3m", 14: "4m", 15: "5m", 16: "6m", 17: "7m", 18: "8m", 19: "9m"}
    changed = {
        "real": real,
        "round of 7": [[*real[0], 250, 250, 250, 250], *real[1:]],
        "16 parts": real[:16],
        "tile names": [*real[:4], [names.get(t, str(t)) for t in real[4]], *real[5:]],
        "empty": [],
    }[hand]
    data["log"] = [changed]
    text = json.dumps(data, ensure_ascii=False)
    if shaped:
        assert len(read_log(text).hands) == 1
        return
    with pytest.raises(LogError) as caught:
        read_log(text)
    assert caught.value.code == "log_not_tenhou6_hand"
    # beside a hand of the right shape, a broken one stays that hand's problem (the reader
    # takes the first three numbers of a longer round)
    data["log"] = [real, changed]
    log = read_log(json.dumps(data, ensure_ascii=False))
    assert [h.end == "unreadable" for h in log.hands] == [False, hand != "round of 7"]


@pytest.mark.parametrize("preset", ["seed", "mleague", "wrc"])
def test_under_atama_hane_the_second_winner_of_a_double_ron_is_not_paid(preset: str) -> None:
    """E2-2 of the Tenhou double ron read under rules with atama hane (RULES.md §7): only CLS,
    the first claimant after the discarder, wins. The second winner was scored "1300 + 600
    honba" (differs in the winner's gain) while the record saved from the log refused that
    win: now the check says it is not paid, as the record does."""
    out = io.StringIO()
    assert replay_command([str(DOUBLE_RON), "--rules", preset], out=out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("E2-2: CLS ron from ちょもすばら — ") and lines[0].endswith(": agree")
    assert lines[1] == (
        "E2-2: きみどりん ron from ちょもすばら — log 1 han 40 fu, 1300; ours not scored: DIFFERS in "
        "result (Atama hane: only CLS wins on this discard under these rules)"
    )
    assert lines[-2] == "6 of 7 wins agree (mjlog)."
    out = io.StringIO()
    assert replay_command([str(DOUBLE_RON), "--rules", preset, "--lang", "ru"], out=out) == 1
    assert out.getvalue().splitlines()[1] == (
        "В2-2: きみどりん, рон с игрока ちょもすばら — лог 1\u00a0хан 40\u00a0фу, 1300; у нас не "
        "подсчитано: РАСХОДИТСЯ: результат (Атама хане: по этим правилам на этот сброс выигрывает только CLS)"
    )
    out = io.StringIO()
    assert replay_command([str(DOUBLE_RON), "--rules", preset, "--json"], out=out) == 1
    first, second = json.loads(out.getvalue())["wins"][:2]
    assert first["agree"] and first["ours"]["ok"]
    assert second["ours"] == {
        "ok": False,
        "error": {
            "code": "atama_hane",
            "message": "Atama hane: only CLS wins on this discard under these rules",
        },
    }
    assert second["differences"] == [{"field": "result", "log": "win", "ours": "atama_hane"}]
    # opened on the calculator, the hand is paid none of the table's honba and sticks (the
    # table's 2 honba kept: ryanhan shibari reads them)
    words = shlex.split(second["args"])
    assert words[words.index("--honba") + 1] == "2" and words[words.index("--paid-honba") + 1] == "0"
    assert "--sticks" not in words


def test_the_record_saved_under_atama_hane_pays_what_the_check_pays(tmp_path: Path) -> None:
    """The game record saved from the log under seed writes the unpaid win as a comment, not an
    ``also ron`` the game refuses; its E2-2 pays exactly what the check's first win pays."""
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import save_game_record
    from mjgui.core.logs.replay import our_changes

    log = read_log_file(DOUBLE_RON, "seed")
    saved = save_game_record(log, tmp_path / "game.mjgame")
    assert saved.refused == ()
    text = (tmp_path / "game.mjgame").read_text(encoding="utf-8")
    assert (
        "\nron CLS from ちょもすばら 5\n# not paid under these rules (atama_hane): also ron きみどりん from"
        in text
    )
    result = replay(text)
    assert result.errors == ()
    (step,) = [s for s in result.steps if s.line.text.startswith("ron CLS from")]
    paid, unpaid = (c for c in check_log(log) if c.win.round == "E2-2")
    assert paid.ours is not None and unpaid.ours is None
    assert step.settlement == our_changes(paid.win, paid.ours)
    # the log's own rules (Tenhou: double ron) pay both, as before
    assert save_game_record(read_log_file(DOUBLE_RON), tmp_path / "tenhou.mjgame").refused == ()
    text = (tmp_path / "tenhou.mjgame").read_text(encoding="utf-8")
    assert "\nron CLS from ちょもすばら 5\nalso ron きみどりん from ちょもすばら 1 40\n" in text


def test_three_winners_under_triple_ron_abort_make_an_abortive_draw_none_is_paid() -> None:
    """E2-2 given a third winner in code (seat 0, after seats 2 and 3 in turn from the discarder).
    Under the tenhou rules (triple_ron_abort) three winners on one discard make the hand an
    abortive draw (sanchahou): none of the three is paid, each row says so, and the record saved
    from the log writes the hand as ``abort`` with the three rons as comments. It said the first
    two agree, the third alone not paid, and saved a record paying two. Without triple_ron_abort
    all three are paid."""
    from dataclasses import replace

    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    log = read_log_file(DOUBLE_RON)
    index = next(i for i, h in enumerate(log.hands) if len(h.wins) == 2)
    hand = log.hands[index]
    third = replace(hand.wins[1], winner=0)
    hands = (*log.hands[:index], replace(hand, wins=(*hand.wins, third)), *log.hands[index + 1 :])
    tripled = replace(log, hands=hands)
    assert tripled.rules.triple_ron_abort and tripled.rules.abortive_draws
    checks = [c for c in check_log(tripled) if c.win.round == "E2-2"]
    assert [c.error.code if c.error is not None else None for c in checks] == ["triple_ron_abort"] * 3
    assert all(not c.agree and c.ours is None for c in checks)
    assert {c.ours_problem("en") for c in checks} == {
        "Three winners on one discard: under these rules the hand is an abortive draw (sanchahou), "
        "and none of the three wins is paid"
    }
    assert {c.ours_problem("ru") for c in checks} == {
        "Три победителя на одном сбросе: по этим правилам раздача — абортивная ничья (санчахо), и ни "
        "один из трёх выигрышей не оплачивается"
    }
    text = game_record(tripled)
    lines = text.splitlines()
    at = lines.index("# E2-2")
    assert lines[at + 1] == "riichi ちょもすばら"  # the stick stays on the table through the draw
    at += 1
    said = "# an abortive draw under these rules (triple_ron_abort): "
    assert lines[at + 1 : at + 5] == [
        said + "ron CLS from ちょもすばら 5",
        said + "also ron きみどりん from ちょもすばら 1 40",
        said + "also ron けんたろうさぎ from ちょもすばら 1 40",
        "abort",
    ]
    # the record replays it as the abortive draw: nobody paid, the dealer stays, honba +1
    result = replay(text)
    assert result.errors == ()
    (step,) = [s for s in result.steps if s.line.number == at + 5]  # the abort line, 1-based
    assert step.line.text == "abort"
    assert step.settlement == (0, 0, 0, 0)
    assert (step.state.hand, step.state.honba) == (step.before.hand, step.before.honba + 1)
    # read under rules without other abortive draws, the sanchahou's abort line still replays
    # (it was refused as "abortive draws are not played", and the saved record would not open)
    bare = replace(tripled, rules=tripled.rules.with_options(abortive_draws=False))
    assert "abort" in game_record(bare).splitlines()
    again = replay(game_record(bare))
    assert again.errors == ()
    assert again.final.points == result.final.points
    every = replace(tripled, rules=tripled.rules.with_options(triple_ron_abort=False))
    assert all(c.error is None for c in check_log(every) if c.win.round == "E2-2")
    assert "also ron けんたろうさぎ from ちょもすばら 1 40" in game_record(every).splitlines()


#: zhengye1/paipuconverter's paipu/インターネット麻雀日本選手権20220406鱼2.txt: a hand a line, no sc
JPCHAMP_LINES = DATA / "differs" / "zhengye1-jpchamp2022-2.json"


def test_a_real_game_that_goes_on_after_its_dealers_win_in_first_place_plays_no_agari_yame(
    tmp_path: Path,
) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.game.storage import load_record
    from mjgui.core.logs.final import agari_yame_of
    from mjgui.core.logs.model import points_after
    from mjgui.core.logs.record import game_record, save_game_record

    log = read_log_file(JPCHAMP_LINES)
    assert [h.round for h in log.hands] == [
        "E1-0", "E2-1", "E2-2", "E3-0", "E3-1", "E4-2", "S1-0", "S2-0",
        "S3-0", "S3-1", "S3-2", "S4-0", "S4-1",
    ]  # fmt: skip
    # South 4: the dealer's 1000-all tsumo puts them first on 43 700, and the game goes on
    s4, last = log.hands[-2:]
    assert [w.winner for w in s4.wins] == [s4.dealer] == [3]
    assert points_after(s4) == (8100, 34400, 33800, 43700) and last.start == points_after(s4)
    assert log.final is None and log.final_scores is None  # no sc: the last hand's points say the end
    assert log.rules.name == "tenhou" and log.rules.agari_yame is False
    assert agari_yame_of(log.rules, log.hands, log.final) is False
    assert agari_yame_of(log.rules, log.hands[:-1], points_after(s4)) is True  # had it ended there
    # its record says so, replays every hand and ends after S4-1's draw, nobody tenpai
    text = game_record(log)
    assert text.splitlines()[1] == "rules tenhou edition=2 aka=0 start_points=30000 agari_yame=off"
    result = replay(text)
    assert result.errors == () and result.final.ended and result.final.end_reason == "last_hand"
    assert result.final.round_label == "S4" and result.final.points == points_after(last) == points_after(s4)
    saved = save_game_record(log, tmp_path / "jpchamp.mjgame")
    assert saved.refused == ()
    assert replay(load_record(tmp_path / "jpchamp.mjgame")).final.points == (8100, 34400, 33800, 43700)
    # its three wins that differ: the converter writes the ura dora into its ドラ (dora 2 where
    # ours count a dora and an ura dora); han, fu and points agree, and no win is an ippatsu
    checks = check_log(log)
    assert len(checks) == 8 and not any(d.field != "yaku" for c in checks for d in c.differences)
    assert [c.win.round for c in checks if not c.agree] == ["E2-1", "E4-2", "S2-0"]
    for check in checks:
        assert check.result is not None and check.result.win is not None
        ours = {y.id: y.han for y in check.result.win.yaku}
        assert "ippatsu" not in ours
        if not check.agree:
            assert dict(check.win.value.yaku)["dora"] == ours.get("dora", 0) + ours["ura_dora"]


# --- real games that end, or break off, in ways the logs above do not show ---------------------


def _record_end(log: GameLog) -> tuple[bool, str | None, str, tuple[int, ...], tuple[int, ...] | None]:
    """How the record saved from ``log`` ends: ended, why, its last round, points, final scores."""
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    result = replay(game_record(log))
    assert result.errors == ()
    scores = tuple(f.score for f in result.final_scores) if result.final_scores else None
    return result.final.ended, result.final.end_reason, result.final.round_label, result.final.points, scores


def test_a_double_ron_whose_first_winner_has_a_yakuman_ends_an_east_game_below_zero() -> None:
    # Equim-chan/mjai-reviewer's suukantsu_1.json (般東喰赤): at East 2 Cさん's discard is ron for
    # Dさん's four kans and for Aさん's riichi baiman; Dさん comes first after the discarder and
    # takes Aさん's stick; Cさん ends on −24 000, which ends the East game there
    log = read_log_file(DATA / "mjai-reviewer-suukantsu_1.json")
    assert (log.rules.name, log.rules.east_only) == ("tenhou", True)
    assert [h.round for h in log.hands] == ["E1-0", "E2-0"]
    first, second = log.hands[1].wins
    assert (first.winner, first.discarder, second.winner, second.discarder) == (3, 2, 0, 2)
    assert (first.value.yakuman, first.value.yaku) == (1, (("suukantsu", 13),))
    assert (first.deltas, first.spec.sticks) == ((0, 0, -32000, 33000), 1)
    assert (second.value.han, second.value.points, second.deltas) == (8, 16000, (16000, 0, -16000, 0))
    assert log.hands[1].riichi == (0,) and second.spec.sticks == 0
    assert all(c.agree for c in check_log(log)) and len(log.wins) == 3
    assert log.final == (38000, 29000, -24000, 57000)
    assert log.final_scores == (18000, -11000, -74000, 67000)  # its sc: 18, -11, -74, 67
    assert _record_end(log) == (True, "buttobi", "E2", log.final, log.final_scores)


def test_a_dealers_double_yakuman_tsumo_ends_the_game_with_two_players_below_zero() -> None:
    # LiuZJ2019/mjlog-parser-and-statistics's multiple-yakuman-case…22a5a0e9.xml (2025): the
    # East 3 dealer's shousuushii + tsuuiisou tsumo, 32 000 from each; owari -90,-49.0, 192,-0.8,
    # 1095,119.5, -197,-69.7
    log = read_log_file(DATA / "liuzj-multiple-yakuman-2025040717gm-00a9-0000-22a5a0e9.mjlog")
    assert [h.round for h in log.hands] == ["E1-0", "E2-0", "E2-1", "E2-2", "E3-0"]
    assert [(w.round, w.winner, w.discarder) for w in log.wins] == [
        ("E1-0", 1, 3), ("E2-0", 1, 2), ("E2-1", 1, None), ("E2-2", 0, None), ("E3-0", 2, None),
    ]  # fmt: skip
    last = log.wins[-1]
    assert last.winner == log.hands[-1].dealer == 2
    assert (last.value.yakuman, last.value.yaku) == (2, (("shousuushii", 13), ("tsuuiisou", 13)))
    assert (last.value.points, last.deltas) == (96000, (-32000, -32000, 96000, -32000))
    assert all(c.agree for c in check_log(log))
    assert log.final == (-9000, 19200, 109500, -19700)
    assert log.final_scores == (-49000, -800, 119500, -69700)
    assert _record_end(log) == (True, "buttobi", "E3", log.final, log.final_scores)


#: mjx-project/mjx's complete Tenhou games with an abortive draw (tests_py/resources/mjlog):
#: the hand, its kind, and the same dealer's next hand, dealt at one more honba, nothing paid
ABORTS = {
    "mjx-four-kans.mjlog": ("E1-2", "four_kans", "E1-3"),  # 2016052515gm-00a9-0000-c4d72066
    "mjx-four-winds.mjlog": ("S3-0", "four_winds", "S3-1"),  # 2020052221gm-00a9-0000-6f0524c7
    "mjx-kyuushu.mjlog": ("S1-0", "kyuushu", "S1-1"),  # 2010112714gm-00a9-0000-d497e395
}


@pytest.mark.parametrize(("name", "abort"), ABORTS.items(), ids=list(ABORTS))
def test_a_real_game_with_an_abortive_draw_is_read_to_its_end(name: str, abort: tuple[str, str, str]) -> None:
    from mjgui.core.logs.model import points_after

    log = read_log_file(DATA / name)
    at = next(i for i, h in enumerate(log.hands) if h.end == "abort")
    hand, after = log.hands[at], log.hands[at + 1]
    assert (hand.round, hand.abort, after.round) == abort
    assert hand.deltas == (0, 0, 0, 0) and (after.dealer, after.honba) == (hand.dealer, hand.honba + 1)
    assert after.start == points_after(hand)  # less a stick put out in it, which stays on the table
    assert after.sticks == hand.sticks + len(hand.riichi)
    assert all(c.agree for c in check_log(log)) and log.gaps == ()
    check = final_check(log)
    assert check is not None and check.agree
    assert _record_end(log) == (True, "last_hand", "S4", log.final, log.final_scores)


def test_the_abortive_draws_carry_their_sticks_and_the_game_goes_on() -> None:
    four_kans = read_log_file(DATA / "mjx-four-kans.mjlog")
    # E1-2: the fourth kan with 手打ちきしめん's riichi stick out; E1-3's ron at 3 honba takes it
    hand, after = four_kans.hands[2:4]
    assert hand.riichi == (0,) and after.start == (40300, 10700, 24000, 24000)
    (win,) = after.wins
    assert (win.winner, win.discarder, win.spec.honba, win.spec.sticks) == (1, 0, 3, 1)
    assert win.deltas == (-2900, 3900, 0, 0)  # 2000 + 900 honba + the stick
    assert four_kans.final_scores == (10000, -20000, 43000, -33000)
    winds = read_log_file(DATA / "mjx-four-winds.mjlog")
    assert [w.winner for w in winds.hands[-2].wins] == [0] and winds.hands[-2].wins[0].deltas == (
        4200, -4200, 0, 0,
    )  # fmt: skip
    assert winds.final_scores == (48000, 3000, -17000, -34000)
    kyuushu = read_log_file(DATA / "mjx-kyuushu.mjlog")
    assert [h.tenpai for h in kyuushu.hands if h.end == "draw"] == [(0,), (1, 3), (0, 1)]
    assert kyuushu.final_scores == (-21000, 5000, 48000, -32000)


def test_a_triple_ron_is_an_abortive_draw_under_tenhous_rules() -> None:
    # mjx-project/mjx's tests_cpp/resources/mjlog/upd-aft-ron3.mjlog: a real game kept up to the
    # hand where three players claim the same discard (<RYUUKYOKU type="ron3" ba="1,0">, South 1
    # at 1 honba); no owari: the game goes on, the dealer dealing again
    log = read_log_file(DATA / "mjx-triple-ron.mjlog")
    last = log.hands[-1]
    assert (last.round, last.end, last.abort, last.wins, last.deltas) == (
        "S1-1",
        "abort",
        "triple_ron",
        (),
        (0,) * 4,
    )
    assert [(w.round, w.winner, w.discarder) for w in log.wins] == [
        ("E1-0", 1, 3), ("E2-0", 2, None), ("E3-0", 0, 3), ("E4-0", 3, None), ("E4-1", 0, None),
        ("S1-0", 0, None),
    ]  # fmt: skip
    assert all(c.agree for c in check_log(log))
    assert (log.final, log.final_scores, final_check(log)) == (None, None, None)
    ended, _, round_label, points, _ = _record_end(log)
    assert (ended, round_label, points) == (False, "S1", last.start)


def test_a_gzipped_2009_mjlog_without_red_fives_is_read_as_tenhou_serves_it() -> None:
    # terralian/fastmaj's 2009082817gm-00ab-0000-997dbe26&tw=0.mjlog, kept gzip-compressed as
    # the repository stores it: <GO type="171"/> (no red fives, no lobby attribute), its owari
    # written without decimals (309,11, 463,57, 264,-14, -36,-54): 黒柱勃樹's ron off
    # ロリータな焼肉 at South 2 leaves her on −3600, which ends the game
    path = DATA / "fastmaj-2009082817gm-00ab-0000-997dbe26_tw=0.mjlog"
    assert path.read_bytes()[:2] == b"\x1f\x8b"
    log = read_log_file(path)
    assert (log.rules.name, log.rules.aka) == ("tenhou", 0)
    assert not any(y == "aka_dora" for w in log.wins for y, _ in w.value.yaku)
    assert [(w.round, w.winner, w.discarder, w.value.gain) for w in log.wins] == [
        ("E1-0", 0, 3, 13600), ("E1-1", 1, None, 6300), ("E2-0", 2, 0, 3600), ("E3-0", 1, None, 8000),
        ("E4-0", 1, 3, 8000), ("S1-0", 3, 2, 1000), ("S2-0", 2, 3, 4900),
    ]  # fmt: skip
    assert all(c.agree for c in check_log(log))
    assert log.final == (30900, 46300, 26400, -3600)
    assert log.final_scores == (11000, 57000, -14000, -54000)
    assert _record_end(log) == (True, "buttobi", "S2", log.final, log.final_scores)
    out = io.StringIO()
    assert replay_command([str(path)], out=out) == 0
    assert out.getvalue().splitlines()[-2] == "7 of 7 wins agree (mjlog)."
    # the tests' own reading of it (tests/logconvert.py, which the property tests mutate it
    # through) tells a gzip file by the readers' one magic, not a copy of it
    import tests.logconvert as logconvert
    from mjgui.core.logs import GZIP_MAGIC

    assert logconvert.GZIP_MAGIC is GZIP_MAGIC
    assert read_log(logconvert.log_text(path)).hands == log.hands
