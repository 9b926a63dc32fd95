"""Tenhou lobby games (個室/大会) read with their own rules, and two readings of real logs that
said untrue things (tests/data/logs/README.md, "Tenhou lobby rules and two untrue sayings").

- Tenhou's own JSON of a lobby game writes ``rule`` as a list (its third item the ``<GO type>``
  in hexadecimal) and the lobby's flags in ``csrule``; the mjlog writes ``<GO csrule>``. The
  tenhou.net/6 reader ignored both, the mjlog reader ``csrule``: the ARML tournament game was
  scored with red fives and without kiriage, four of its ten wins said to differ.
- A converted Mahjong Soul game whose change for one win is off by a stick was said to miss a
  hand, and no record was saved.
- An mjlog without its owari was read as a whole game without a word.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.core.logs import LogError, read_log, read_log_file
from mjgui.core.logs.record import final_check, game_record, save_refusal
from mjgui.core.logs.replay import check_log
from mjgui.core.logs.table import Table
from mjgui.replaycli import replay_command
from tests.util import T

DATA = Path(__file__).parent / "data" / "logs"
ARML = DATA / "injustice-arml-2023083107gm-000b-18940-79affd70.json"
NEWATTR = DATA / "dnovikoff-newattr2023.mjlog"
KANDORA = DATA / "differs" / "kandora-tensoulLog.json"
NO_GAME_END = DATA / "other" / "mjx-2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
WHOLE = DATA / "mjx-2011020401gm-00a9-0000-f6eff225.mjlog"


def _arml() -> dict[str, object]:
    data = json.loads(ARML.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# --- finding 1: the lobby's rules --------------------------------------------------------------


def test_a_tenhou_lobby_game_in_tenhous_json_is_scored_under_its_own_rules() -> None:
    log = read_log_file(ARML)
    rules = log.rules
    # rule 000b: no red fives, hanchan; csrule 4120DF0F,00000001: kiriage, a double wind pair 2 fu
    assert (rules.aka, rules.east_only, rules.kuitan, rules.kiriage, rules.double_wind_pair_fu) == (
        0,
        False,
        True,
        True,
        2,
    )
    checks = check_log(log)
    assert len(checks) == 10 and all(c.agree for c in checks), [c.differences for c in checks]
    by_round = {c.win.round: c for c in checks}
    # E2-0: 4 han 30 fu is a mangan (kiriage): 8000 + 1000 stick, where we paid 7700
    e2 = by_round["E2-0"].ours
    assert e2 is not None and (e2.han, e2.fu.fu, e2.payment.ron) == (4, 30, 8000)
    # S4-0: the log counts no red five (its 0m in a chi is a plain 5m): 4 han, not 6
    s4 = by_round["S4-0"].ours
    assert s4 is not None and s4.han == 4 and "aka_dora" not in [y.id for y in s4.yaku]
    assert all("aka_dora" not in [y.id for y in c.ours.yaku] for c in checks if c.ours is not None)
    text = game_record(log)
    assert next(line for line in text.splitlines() if line.startswith("rules ")) == (
        "rules tenhou edition=2 aka=0 double_wind_pair_fu=2 kiriage=on start_points=30000 "
        "uma=20,0,-5,-15 buttobi=off abortive_draws=off agari_yame=off tenpai_yame=off "
        "triple_ron_abort=off score_rounding=0"
    )
    final = final_check(log)
    assert final is not None and final.agree
    assert replay_command([str(ARML)], out=io.StringIO()) == 0


def test_an_mjlogs_lobby_flags_are_read_from_its_go() -> None:
    # <GO type="257" … csrule="0FE0BF0B,0000001F,…">: kiriage, head bump, tenpai-yame off, every
    # abortive draw off; a double wind pair 2 fu, suukantsu pao, no kazoe yakuman
    rules = read_log_file(NEWATTR).rules
    assert (rules.kiriage, rules.atama_hane, rules.tenpai_yame, rules.abortive_draws) == (
        True,
        True,
        False,
        False,
    )
    assert (rules.double_wind_pair_fu, rules.kazoe, "suukantsu" in rules.pao) == (2, "sanbaiman", True)
    text = NEWATTR.read_text(encoding="utf-8")
    plain = read_log(text.replace(' csrule="0FE0BF0B,0000001F,', ' csrule="0,0,', 1)).rules
    assert not plain.kiriage
    # without the flag, no pao for suukantsu: Tenhou's own (the preset had it, so the flag
    # changed nothing)
    assert plain.pao == frozenset({"daisangen", "daisuushii"})


@pytest.mark.parametrize(
    ("csrule", "code", "said"),
    [
        # a flag no source explains
        ("1FE0BF0B,0000001F", "log_lobby_flag", "(csrule 0: 0x10000000)"),
        ("0FE0BF0B,0000003F", "log_lobby_flag", "(csrule 1: 0x00000020)"),
        # a rule mjgui cannot apply to a win: no ippatsu, a round wind counted twice
        ("0FE8BF0B,0000001F", "log_lobby_rule", "(no ippatsu)"),
        ("0FF0BF0B,0000001F", "log_lobby_rule", "(a round wind for East and West, South and North)"),
    ],
)
def test_an_mjlog_lobby_flag_mjgui_cannot_read_refuses_the_game(csrule: str, code: str, said: str) -> None:
    text = NEWATTR.read_text(encoding="utf-8").replace("0FE0BF0B,0000001F", csrule, 1)
    with pytest.raises(LogError) as caught:
        read_log(text)
    assert caught.value.code == code and said in caught.value.message()


def test_a_json_lobby_item_no_source_explains_refuses_the_game() -> None:
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[12] = "7"
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.message() == (
        "The game log's Tenhou lobby rules set something mjgui does not know (csrule 12: 7): the "
        "game is not read rather than read under rules it may not have been played by."
    )
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[10] = "2000"  # another riichi stick
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.code == "log_lobby_rule" and "(another riichi stick value)" in caught.value.message()


def test_a_lobby_rule_list_whose_type_is_not_hexadecimal_is_a_wrong_value() -> None:
    data = _arml()
    data["rule"] = ["", "", "zz", "0"]
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.code == "log_bad_value"


def test_a_json_rule_type_for_another_player_count_names_the_rule_not_the_mjlogs_go() -> None:
    data = _arml()
    data["rule"] = ["", "", "001b", "0"]  # the three-player bit in a four-player game
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.message() == (
        "The game log has a wrong value (rule: 001b): the file is damaged or is not a game log."
    )


def _first_turn_ron(csrule: str, yaku: tuple[str, ...] = ("一気通貫(2飜)",)) -> str:
    """A lobby hand (tenhou.net/6) in which the second seat rons the dealer's first discard,
    before its own first turn: 123456789m 234p 5s, ittsu, 40 fu 2 han, 2600."""
    haipai = [
        [11, 11, 21, 21, 25, 26, 27, 31, 33, 41, 42, 43, 44],
        [11, 12, 13, 14, 15, 16, 17, 18, 19, 22, 23, 24, 35],
        [12, 12, 22, 22, 28, 29, 29, 32, 32, 45, 46, 47, 47],
        [13, 13, 23, 23, 28, 28, 36, 36, 37, 37, 45, 46, 41],
    ]
    hand = [[0, 0, 0], [25000] * 4, [47], []]
    for seat, tiles in enumerate(haipai):
        hand += [tiles, [35] if seat == 0 else [], [60] if seat == 0 else []]
    hand.append(["和了", [-2600, 2600, 0, 0], [1, 0, 1, "40符2飜2600点", *yaku]])
    game = {"rule": ["", "", "0009", "0"], "csrule": [csrule], "name": ["A", "B", "C", "D"], "log": [hand]}
    return json.dumps(game)


def test_a_first_turn_ron_the_log_scores_plainly_reads_in_a_lobby_that_plays_renhou() -> None:
    # renhou takes a win's yaku only where it is worth as much or more: a log that lists the
    # ron's own yaku paid it its ordinary value, whether the lobby plays renhou or not
    for csrule in ("00000000", "01000000"):
        log = read_log(_first_turn_ron(csrule))
        assert not log.unreadable
        (check,) = check_log(log)
        assert check.agree and check.ours is not None
        assert (check.ours.han, check.ours.fu.fu, check.ours.payment.ron) == (2, 40, 2600)


def test_a_ron_the_log_scores_as_renhou_is_refused_where_the_lobby_says_not_its_value() -> None:
    renhou = read_log(_first_turn_ron("01000000", ("人和(5飜)",)))
    (hand,) = renhou.unreadable
    assert hand.error is not None and hand.error.message() == (
        "Hand E1-0 of the game log cannot be read: the log scores this ron as renhou, and the "
        "rules of its Tenhou lobby do not say what renhou is worth."
    )


def test_an_arml_first_turn_baiman_reads_under_the_lobbys_renhou_flag() -> None:
    # the ARML game cut to one hand: South rons the dealer's first discard (a tsumogiri 5m) with
    # 11123455567899m, chinitsu ittsu: Tenhou writes its own yaku, no 人和; csrule 4120DF0F
    # (ARML's rules, renhou played) and 4020DF0F (older ARML games, no renhou) read alike
    hand = [
        [0, 0, 0], [30000] * 4, [39], [],
        [41, 41, 41, 42, 42, 42, 43, 43, 43, 44, 44, 31, 32], [15], [60],
        [11, 11, 11, 12, 13, 14, 15, 15, 15, 16, 17, 18, 19], [], [],
        [33, 33, 34, 34, 35, 35, 36, 36, 37, 37, 38, 38, 39], [], [],
        [26, 26, 27, 27, 28, 28, 29, 29, 45, 45, 46, 46, 47], [], [],
        ["和了", [-16000, 16000, 0, 0], [1, 0, 1, "倍満16000点", "一気通貫(2飜)", "清一色(6飜)"]],
    ]  # fmt: skip
    for flags in ("4120DF0F", "4020DF0F"):
        data = _arml()
        data["log"] = [hand]
        data.pop("sc", None)
        csrule = data["csrule"]
        assert isinstance(csrule, list)
        csrule[0] = flags
        text = json.dumps(data, ensure_ascii=False)
        log = read_log(text)
        assert not log.unreadable and save_refusal(log) is None
        (check,) = check_log(log)
        assert check.agree and check.ours is not None
        assert (check.ours.han, check.ours.payment.ron) == (8, 16000)


def _mjlog_first_turn_ron(yaku: str) -> str:
    """dnovikoff-newattr2023.mjlog's lobby (csrule 0FE0BF0B: renhou played) with one hand of
    its own: South rons the dealer's first discard (a tsumogiri 5s) with 123456789m 234p 5s,
    ittsu, 40 fu 2 han, 2600; ``yaku`` is the AGARI's ``yaku`` attribute."""
    text = NEWATTR.read_text(encoding="utf-8")
    head = text[: text.index("<INIT")]
    hai = {
        0: "108,109,110,111,112,113,114,116,117,118,120,121,124",
        1: "1,5,9,13,17,21,25,29,33,41,45,49,89",
        2: "128,129,130,131,132,133,134,135,2,6,10,14,18",
        3: "3,7,11,15,19,23,27,31,35,42,46,50,54",
    }
    init = f'<INIT seed="0,0,0,0,0,100" ten="300,300,300,300" oya="0" hai0="{hai[0]}" hai1="{hai[1]}" '
    init += f'hai2="{hai[2]}" hai3="{hai[3]}"/>'
    agari = (
        f'<AGARI ba="0,0" hai="1,5,9,13,17,21,25,29,33,41,45,49,89,90" machi="90" ten="40,2600,0" '
        f'yaku="{yaku}" doraHai="100" who="1" fromWho="0" sc="300,-26,300,26,300,0,300,0" '
        'owari="274,-25.6,326,46.6,300,-5.0,300,-15.0" />'
    )
    return f"{head}{init}<T90/><D90/>{agari}</mjloggm>"


def test_an_mjlog_first_turn_ron_reads_as_its_log_scores_it_in_a_lobby_that_plays_renhou() -> None:
    log = read_log(_mjlog_first_turn_ron("24,2"))
    assert not log.unreadable
    (check,) = check_log(log)
    assert check.agree and check.ours is not None
    assert (check.ours.han, check.ours.fu.fu, check.ours.payment.ron) == (2, 40, 2600)
    renhou = read_log(_mjlog_first_turn_ron("36,5"))
    (hand,) = renhou.unreadable
    assert hand.error is not None and hand.error.code == "log_lobby_renhou"


def test_a_renhou_chance_is_a_non_dealers_ron_before_any_call_and_its_own_discard() -> None:
    table = Table(0, 4)
    table.draw(0)
    table.discard(0)
    assert table.renhou_chance(1, 0) and not table.renhou_chance(0, 1) and not table.renhou_chance(1, None)
    table.draw(1)
    table.discard(1)
    assert not table.renhou_chance(1, 0) and table.renhou_chance(2, 1)


# --- finding 2: a log whose own change is wrong -------------------------------------------------


def test_a_logs_wrong_change_for_a_win_is_said_so_and_the_game_is_saved() -> None:
    # E2-1: PDGON rons 闹钟妹's riichi declaration tile (no stick put down), one stick carried:
    # 11 600 + 300 + 1000 = 12 900, what E2-2 starts with; the log's change says +13 900 / −11 900
    log = read_log_file(KANDORA)
    (gap,) = log.gaps
    assert (log.hands[gap.at].round, gap.error.code) == ("E2-2", "log_gap_change")
    assert gap.error.message() == (
        "Hand E2-2 of the game log does not start with the points the log's change for hand E2-1 "
        "leaves (different by: PDGON −1000): that change gives out 1000 more than the players pay "
        "and the riichi sticks hold. No hand is missing: the log's change is wrong."
    )
    assert "Раздача не пропущена: неверно изменение в логе." in gap.error.message("ru")
    assert save_refusal(log) is None
    final = final_check(log)
    assert final is not None and final.agree
    out = io.StringIO()
    assert replay_command([str(KANDORA)], out=out) == 1  # the win's gain differs from the log's
    said = out.getvalue()
    assert "a hand or a win between the two is missing" not in said
    assert "Hands that do not follow on" not in said
    assert "The game record saved from this log ends with the same." in said


def test_a_missing_hand_is_still_said_missing() -> None:
    # the same game without E2-1's win: E2-2 does not start where E1-1's draw left the points
    data = json.loads(KANDORA.read_text(encoding="utf-8"))
    del data["log"][2]
    log = read_log(json.dumps(data, ensure_ascii=False))
    assert [g.error.code for g in log.gaps] == ["log_gap_points"]
    refusal = save_refusal(log)
    assert refusal is not None and refusal.code == "log_gap_hands"


# --- finding 6: an mjlog without its owari -------------------------------------------------------


def test_an_mjlog_without_its_owari_is_said_to_stop_before_the_games_end() -> None:
    log = read_log_file(NO_GAME_END)
    assert log.final is None and log.hands[-1].round == "S3-0"
    assert log.cut is not None and log.cut.code == "log_mjlog_cut_after"
    assert log.cut.message() == (
        "The mjlog ends after hand S3-0, before the game's end (no final points): the file is cut "
        "off. The hands up to it are read; a record of it stops there."
    )
    assert log.cut.message("ru") == (
        "Лог mjlog обрывается после раздачи Ю3-0, до конца игры (нет итоговых очков): файл "
        "неполный. Раздача Ю3-0 и все до неё прочитаны; сохранённая из него запись на ней кончается."
    )
    out = io.StringIO()
    assert replay_command([str(NO_GAME_END), "--json"], out=out) == 0
    assert json.loads(out.getvalue())["cut"]["code"] == "log_mjlog_cut_after"
    # the whole game, with its owari, is not cut
    assert read_log_file(WHOLE).cut is None


def _translator_note(key: str) -> str:
    """The comment lines right above ``key``'s entry in mjgui/core/text.py (its translator note)."""
    lines = (
        (Path(__file__).parent.parent / "mjgui" / "core" / "text.py").read_text(encoding="utf-8").splitlines()
    )
    at = next(i for i, line in enumerate(lines) if line.strip().startswith(f'"{key}": msg('))
    note: list[str] = []
    while lines[at - 1].strip().startswith("#"):
        at -= 1
        note.insert(0, lines[at].strip())
    return " ".join(note)


def test_the_mjlog_and_mjai_cut_messages_each_keep_their_own_translator_note() -> None:
    # the mjai note (round and line, inside its end_kyoku…) sat above the mjlog entry
    mjai, mjlog = _translator_note("log_mjai_cut_after"), _translator_note("log_mjlog_cut_after")
    assert "line:" in mjai and "end_kyoku" in mjai
    assert mjlog == "# round: the mjlog's last hand, whose end writes no owari (the game's final points)"


SANMA = DATA / "sanma" / "sanma-engine-2024123123gm-00b9-0000-4a3a3639.json"
SANMA_MJLOG = DATA / "sanma" / "dnovikoff-sanma2.mjlog"


def _sanma_lobby(noten: tuple[str, str, str]) -> str:
    # the three-player game under a lobby rule list (type 00b9) that plays kita (csrule 0x400000)
    # and writes csrule items 16-18 (the noten payments for one, two or three players tenpai)
    data = json.loads(SANMA.read_text(encoding="utf-8"))
    csrule = ["00400000", "00000000", "", "", "35000", "40000", "40000", *[""] * 29]
    csrule[16:19] = noten
    data["rule"] = ["", "", "00b9", "0", "0", "0", "0"]
    data["csrule"] = csrule
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("noten", [("1000", "2000", ""), ("1000", "1500", "3000"), ("", "2000", "")])
def test_a_three_player_lobbys_noten_payments_refuse_the_game_by_name(noten: tuple[str, str, str]) -> None:
    # The only source (InjusticeJudge's notes on Tenhou's csrule) gives items 16-18 with four
    # players: 1000/1500/3000 paid by each noten player. What a three-player lobby means by them
    # is not said: the four-player values were read as "Tenhou's own" under noten_total=2000, and
    # Tenhou's own three-player payments (1000, 2000) were refused as "other noten payments"
    with pytest.raises(LogError) as caught:
        read_log(_sanma_lobby(noten))
    assert caught.value.code == "log_lobby_noten_3p"
    assert caught.value.message() == (
        "The game log's Tenhou lobby of three players sets its own noten payments "
        f"({','.join(noten)}), and no source says what these values mean with three players: the "
        "game is not read rather than scored under other rules."
    )


def test_a_three_player_lobby_that_leaves_the_noten_payments_alone_reads_under_tenhous_own() -> None:
    game = read_log(_sanma_lobby(("", "", "")))
    assert (game.rules.players, game.rules.noten_total) == (3, 2000)
    checks = check_log(game)
    assert len(checks) == 4 and all(check.agree for check in checks)


def test_a_three_player_mjlog_lobby_with_noten_payments_is_refused_too() -> None:
    text = SANMA_MJLOG.read_text(encoding="utf-8")
    go = '<GO type="185" lobby="0"/>'
    assert go in text
    items = ["00400000", "00000000", *[""] * 14, "1000", "2000"]
    mutated = text.replace(go, f'<GO type="185" lobby="1234" csrule="{",".join(items)}"/>', 1)
    with pytest.raises(LogError) as caught:
        read_log(mutated)
    assert caught.value.code == "log_lobby_noten_3p" and "(1000,2000,)" in caught.value.message()
    # the same lobby without them reads
    items[16:18] = ["", ""]
    assert read_log(text.replace(go, f'<GO type="185" lobby="1234" csrule="{",".join(items)}"/>', 1)).hands


def test_a_four_player_lobby_keeps_its_noten_check() -> None:
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[16:19] = ["1000", "1500", "3000"]  # Tenhou's own, written out
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.noten_total == 3000
    csrule[16:19] = ["1000", "2000", "3000"]
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.code == "log_lobby_rule" and "(other noten payments)" in caught.value.message()


def test_a_lobby_rule_refusal_speaks_of_the_game_not_only_its_wins() -> None:
    # other noten payments are paid at a draw, another riichi stick at a riichi: not on a win
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[17] = "2000"
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.message() == (
        "The game log's Tenhou lobby plays a rule mjgui cannot apply to its game (other noten "
        "payments): the game is not read rather than scored under other rules."
    )


# --- a log's lobby rules under another preset, and a honba that is not whole hundreds -----------


@pytest.mark.parametrize(
    ("item", "en", "ru"), [("150", "150", "150"), ("999999", f"999{T}999", f"999{T}999")]
)
def test_a_lobby_honba_not_in_whole_hundreds_a_payer_is_said_as_the_lobbys_rule(
    item: str, en: str, ru: str
) -> None:
    # csrule 11 is what each payer pays for a honba: 150 was refused as if a player had typed
    # honba_ron=450 ("Use a multiple of 300: the nearest are 300 and 600"), a value the log never says
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[11] = item
    with pytest.raises(LogError) as caught:
        read_log(json.dumps(data, ensure_ascii=False))
    assert caught.value.code == "log_lobby_honba"
    assert caught.value.message() == (
        f"The game log's Tenhou lobby has each payer pay {en} for a honba, and mjgui plays honba only "
        "in whole hundreds: the game is not read rather than scored under other rules."
    )
    assert caught.value.message("ru") == (
        f"В лобби Tenhou этого лога за хонба каждый плательщик платит {ru}, а mjgui "
        "считает хонба только целыми сотнями: игра не читается, чтобы не считать её по другим правилам."
    )
    # the mjlog's <GO csrule> is read by the same rules: its item 11 as well
    text = NEWATTR.read_text(encoding="utf-8")
    go = "0FE0BF0B,0000001F,,,30000,30000,30000,,,,,,"
    assert go in text
    with pytest.raises(LogError) as caught:
        read_log(text.replace(go, f"0FE0BF0B,0000001F,,,30000,30000,30000,,,,,{item},", 1))
    assert caught.value.code == "log_lobby_honba" and f"pay {en} for a honba" in caught.value.message()


def test_a_lobby_honba_in_whole_hundreds_a_payer_still_reads() -> None:
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list)
    csrule[11] = "200"
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.honba_ron == 600
    csrule[11] = "0"
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.honba_ron == 0


def test_under_another_preset_only_the_rules_a_lobby_flag_sets_stay() -> None:
    # what the log window's tooltip says (gui/test_logview_final.py): a rule the lobby plays by
    # setting no flag (double ron, kazoe yakuman, a double wind pair 4 fu) is the chosen preset's;
    # a player chooses another preset to see the game under it
    data = _arml()
    csrule = data["csrule"]
    assert isinstance(csrule, list) and csrule[1] == "00000001"  # a double wind pair 2 fu
    flagged = read_log(json.dumps(data, ensure_ascii=False), "seed").rules
    assert (flagged.kiriage, flagged.double_wind_pair_fu) == (True, 2)  # set by the lobby: they stay
    assert flagged.atama_hane  # no head bump flag: seed's head bump, not the lobby's double ron
    csrule[1] = "0"
    plain = read_log(json.dumps(data, ensure_ascii=False), "wrc").rules
    assert (plain.double_wind_pair_fu, plain.kazoe) == (2, "sanbaiman")  # wrc's, not 4 fu and kazoe
    assert read_log(json.dumps(data, ensure_ascii=False)).rules.double_wind_pair_fu == 4  # its own
