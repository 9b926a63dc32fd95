"""The game-log view's controller: rows for every way a hand ends, the record it saves.

The real log is tests/data/logs/mjx-double-ron.mjlog (source in tests/test_logs.py); the small
tenhou.net/6 log below is hand-made: an abortive draw, then a nagashi mangan.
"""

from __future__ import annotations

import json
import re
from dataclasses import fields
from pathlib import Path

import pytest

from mjgui.controller.game.logview import LogView, LogViewController
from mjgui.core.game.game import replay
from mjgui.core.game.storage import StorageError, load_record
from mjgui.core.logs import LogError
from tests.util import saved_to

DATA = Path(__file__).parent / "data" / "logs"
HAIPAI = [
    [11, 19, 21, 29, 31, 39, 41, 42, 43, 44, 45, 46, 47],
    [12, 13, 14, 22, 23, 24, 32, 33, 34, 15, 16, 17, 18],
    [12, 13, 14, 22, 23, 24, 32, 33, 34, 15, 16, 17, 18],
    [25, 26, 27, 35, 36, 37, 28, 28, 28, 38, 38, 38, 11],
]


def hand(kyoku: int, honba: int, points: list[int], takes0: list[int], result: list[object]) -> list[object]:
    data: list[object] = [[kyoku, honba, 0], points, [41], []]
    for seat in range(4):
        data += [HAIPAI[seat], takes0 if seat == 0 else [], []]
    data.append(result)
    return data


@pytest.fixture
def small_log(tmp_path: Path) -> Path:
    start = [25000, 25000, 25000, 25000]
    log = {
        "title": ["", ""],
        "name": ["Aiko", "Boris", "Chen", "Dasha"],
        "rule": {"disp": "般南喰赤", "aka": 1},
        "log": [
            hand(0, 0, start, [11], ["九種九牌"]),
            hand(0, 1, start, [], ["流し満貫", [-4000, 8000, -2000, -2000]]),
        ],
    }
    path = tmp_path / "small.json"
    path.write_text(json.dumps(log, ensure_ascii=False), encoding="utf-8")
    return path


def test_rows_for_an_abort_and_a_nagashi(small_log: Path) -> None:
    view = LogViewController("en")
    shown: list[LogView] = []
    view.subscribe(shown.append)
    assert (view.view().rows, view.view().summary) == ((), "")
    view.open(small_log)
    rows = view.view().rows
    assert [v.rows for v in shown] == [rows]  # a listener hears of the log once
    assert view.view().lang == "en"
    assert [(r.round, r.event, r.agree) for r in rows] == [
        ("E1-0", "Abortive draw: nine different terminals and honors (kyuushu kyuuhai)", True),
        ("E1-1", "Nagashi mangan: Boris", True),
    ]
    # no win: never "0 wins, 0 agree"; the nagashi's payments agree, and so do the abort's, its
    # bare kind saying that nothing was paid
    assert view.view().summary == (
        "Aiko · Boris · Chen · Dasha · no win to score · draws paid as the log says: 2 of 2"
    )
    assert view.spec(rows[0]) is None
    assert view.set_lang("ru")
    assert shown[-1].lang == "ru"
    assert [r.event for r in view.view().rows] == [
        "Абортивная ничья: девять разных терминалов и достоинств (кюсю кюхай)",
        "Нагаси-манган: Boris",
    ]
    assert view.view().summary == (
        "Aiko · Boris · Chen · Dasha · выигрышей для подсчёта нет · "
        "ничьи, оплаченные так, как сказано в логе: 2 из 2"
    )


def test_the_saved_record_replays_to_the_logs_points(small_log: Path, tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(small_log)
    target = tmp_path / "small.mjgame"
    assert view.save_record(target) == saved_to(target, dated=False)  # the log names no day
    text = target.read_text(encoding="utf-8")
    assert "\nabort\n" in text and "\ndraw nagashi Boris\n" in text
    result = replay(load_record(target))
    assert not result.errors
    assert result.final.points == (21000, 33000, 23000, 23000)
    with pytest.raises(StorageError):
        view.save_record(tmp_path / "no-such-folder" / "x.mjgame")


def test_a_file_not_opened_is_named_and_so_is_the_log_still_shown(tmp_path: Path) -> None:
    """Opening a cut log after a good one said only "The game log ends too early…", naming no
    file, above the good log's rows and its Save button: it read as the good log being cut."""
    good = DATA / "dnovikoff-example.mjlog"
    cut = tmp_path / "cut.mjlog"
    cut.write_text(good.read_text(encoding="utf-8")[:3000], encoding="utf-8")
    view = LogViewController("en")
    with pytest.raises(LogError) as refused:
        view.open(cut)  # nothing open yet: the file and why
    assert refused.value.code == "log_truncated"
    line, column = refused.value.line, refused.value.column
    assert view.view().note == (
        f"{cut} could not be opened: the game log ends too early, at line {line}, column {column}: the "
        "file is cut off. Download the log again."
    )
    view.open(good)
    rows = view.view().rows
    with pytest.raises(LogError):
        view.open(cut)
    shown = view.view()
    assert shown.rows == rows and view.path == str(good) and view.save_refusal() == ""
    assert (shown.note, shown.note_error) == (
        (
            f"{cut} could not be opened: the game log ends too early, at line {line}, column {column}: "
            f"the file is cut off. Download the log again. The window still shows {good}, the log opened "
            "before."
        ),
        True,
    )
    view.set_lang("ru")
    assert view.view().note == (
        f"Не удалось открыть {cut}: лог игры обрывается на строке {line}, позиция {column}: файл "
        f"неполный. Скачайте лог заново. По-прежнему показан лог {good}, открытый раньше."
    )
    # an error that names the file itself is not named twice
    view.set_lang("en")
    with pytest.raises(LogError):
        view.open(tmp_path)
    assert view.view().note == (
        f"{tmp_path} is a folder; a game log is a file. Name a log file in it. The window still "
        f"shows {good}, the log opened before."
    )


def test_a_refused_file_keeps_the_open_log(small_log: Path, tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(DATA / "mjx-double-ron.mjlog")
    bad = tmp_path / "bad.json"
    bad.write_text('{"log": [[[0,0,0]', encoding="utf-8")
    with pytest.raises(LogError) as refused:
        view.open(bad)
    assert view.log is not None and len(view.view().rows) == 5
    # the view says why, in its language: worded again (from the error, not its text) in another
    # (after "could not be opened: ", its first letter small)
    assert view.view().note_error and refused.value.message("en")[1:] in view.view().note
    view.set_lang("ru")
    assert view.view().note_error and refused.value.message("ru")[1:] in view.view().note
    assert refused.value.message("en")[1:] not in view.view().note
    view.set_lang("en")
    rows = view.view().rows
    assert rows[4].event == "Also ron: デジタル仙人 from はっとりへいじ"
    assert rows[4].verdict == "✓ agree" and rows[4].log_value == "5 han: 8000"
    spec = view.spec(rows[4])
    assert spec is not None and spec.riichi and spec.seat == 3 and spec.discarder == 0


def test_a_json_of_another_site_is_refused_as_not_a_game_log() -> None:
    # MitsuhiroTaniguchi/MahjongLM tests/fixtures/tenhou/2023010100gm-00f1-0000-caffca62.json:
    # a Tenhou game in kobalab's 電脳麻将 JSON ("log": [[{"qipai": ...}, {"zimo": ...}]]), which
    # was once read as tenhou.net/6 with every hand "cannot be read"
    view = LogViewController("en")
    view.open(DATA / "mjx-double-ron.mjlog")
    with pytest.raises(LogError) as caught:
        view.open(DATA / "other" / "mahjonglm-2023010100gm-00f1-0000-caffca62.json")
    assert caught.value.code == "log_not_tenhou6"
    assert caught.value.message("en") == (
        'This JSON is not a tenhou.net/6 game log: each hand of its "log" should be a list starting '
        'with the round, but the first hand starts with {"qipai": …} (line 1, column 2). Expected '
        "Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log."
    )
    assert view.log is not None and len(view.view().rows) == 5  # the open log stays


def test_the_hands_value_is_beside_its_han_and_fu_and_the_honba_and_sticks_after_it() -> None:
    """E1-0 of the west-round log, a dealer's 3 han 30 fu ron worth 5800 with two riichi sticks
    on the table, read "3 han 30 fu: 7800" in both columns: the log's 5800 was never shown."""
    view = LogViewController("en")
    view.open(DATA / "mjx-west-round.mjlog")
    rows = {(r.round, r.event): r for r in view.view().rows}
    e10 = rows["E1-0", "Ron: 銀色いがぐり from マック04"]
    assert (e10.log_value, e10.ours) == ("3 han 30 fu: 5800 + 2000 sticks",) * 2
    e12 = rows["E1-2", "Tsumo: shogoo"]
    assert (e12.log_value, e12.ours) == ("3 han 30 fu: 4000 + 600 honba + 1000 sticks",) * 2
    s10 = next(r for r in view.view().rows if r.round == "S1-0")
    assert (s10.log_value, s10.ours) == ("3 han 30 fu: 5800",) * 2  # no honba, no sticks
    view.set_lang("ru")
    e10 = next(r for r in view.view().rows if r.round == "В1-0")
    assert e10.log_value == "3\u00a0хан 30\u00a0фу: 5800 + 2000 за палочки"


def _mutated(tmp_path: Path, name: str, *changes: tuple[str, str]) -> Path:
    text = (DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# E4-0's first win as the log has it, and as a log that differs would
E40 = 'ten="30,7700,0" yaku="1,1,7,1,52,1,53,1"'


def test_a_yaku_difference_lists_each_sides_yaku_and_names_the_ones_that_differ(tmp_path: Path) -> None:
    """ "✗ differs: yaku" could not be checked: no yaku were shown anywhere."""
    view = LogViewController("en")
    view.open(_mutated(tmp_path, "yaku.mjlog", (E40, E40.replace("7,1,52", "8,1,52"))))  # pinfu -> tanyao
    row = view.view().rows[3]
    assert (row.round, row.verdict, row.fields) == ("E4-0", "✗ differs: yaku", ("yaku",))
    assert row.details == (
        "Ron: タケオしゃん from はっとりへいじ · on the table: 0 honba, 2 riichi sticks",
        "The log says: 4 han 30 fu: 7700 + 2000 sticks; yaku: riichi 1 han, tanyao 1 han, dora 1 han, "
        "ura dora 1 han",
        "Our score: 4 han 30 fu: 7700 + 2000 sticks; yaku: riichi 1 han, pinfu 1 han, dora 1 han, "
        "ura dora 1 han",
        "The yaku differ: only in the log: tanyao 1 han; only ours: pinfu 1 han",
    )
    view.set_lang("ru")
    assert view.view().rows[3].details[3] == (
        "Яку расходятся: только в логе: таняо 1\u00a0хан; только у нас: пинфу 1\u00a0хан"
    )


def test_a_points_difference_shows_each_sides_value_and_payments(tmp_path: Path) -> None:
    """A log that says 6 han 12 000 for a hand worth 7700 (its changes those of 7700): both
    columns once showed the same total."""
    log_win = 'ten="40,12000,1" yaku="1,1,7,1,52,2,53,1,8,1"'
    view = LogViewController("en")
    view.open(_mutated(tmp_path, "points.mjlog", (E40, log_win)))
    row = view.view().rows[3]
    assert row.verdict == "✗ differs: han, fu, points, yaku"
    assert row.log_value == "6 han: 12\u202f000; the winner gets 9700"
    assert row.ours == "4 han 30 fu: 7700 + 2000 sticks"
    assert row.details[3:] == (
        "The yaku differ: only in the log: dora 2 han, tanyao 1 han; only ours: dora 1 han",
        "Each player's change in the log: タケオしゃん +9700, はっとりへいじ −7700",
        "Ours: タケオしゃん +9700, はっとりへいじ −7700",
    )
    agreeing = view.view().rows[2]
    assert agreeing.details == (
        "Ron: タケオしゃん from はっとりへいじ · on the table: 1 honba, 1 riichi stick",
        "3 han 50 fu: 6400 + 300 honba + 1000 sticks; yaku: riichi 1 han, ippatsu 1 han, aka dora 1 han",
    )


def test_the_second_winner_of_a_double_ron_is_told_what_is_on_the_table() -> None:
    """E2-2, a double ron on 2 honba and 2 sticks: the second winner's row said "on the table:
    0 honba, 0 riichi sticks" (the zeros its own hand is paid). The table's honba and sticks
    now, and who takes them: the first winner after the discarder (Tenhou, RULES.md §9)."""
    from dataclasses import replace

    view = LogViewController("en")
    view.open(DATA / "mjx-double-ron-honba.mjlog")
    first, second = (r for r in view.view().rows if r.round == "E2-2")
    assert first.details[0] == "Ron: CLS from ちょもすばら · on the table: 2 honba, 2 riichi sticks"
    assert second.details[0] == (
        "Also ron: きみどりん from ちょもすばら · on the table: 2 honba, 2 riichi sticks; CLS, the first "
        "winner after the discarder, takes them all"
    )
    assert second.details[1] == "1 han 40 fu: 1300; yaku: tanyao 1 han"  # paid none of them
    view.set_lang("ru")
    assert view.view().rows[3].details[0] == (
        "Ещё рон: きみどりん с игрока ちょもすばら · на столе: 2\u00a0хонба, 2\u00a0палочки риичи; всё "
        "забирает CLS — первый победитель после набросившего"
    )
    # rules that pay the honba to each winner: the sticks alone go to the first
    assert view.log is not None
    view.log = replace(view.log, rules=view.log.rules.with_options(multiple_ron_honba="each"))
    view.set_lang("en")
    assert view.view().rows[3].details[0] == (
        "Also ron: きみどりん from ちょもすばら · on the table: 2 honba, 2 riichi sticks; the honba are "
        "paid to each winner, the sticks go to CLS, the first winner after the discarder"
    )
    # nothing on the table: nothing to take
    view.open(DATA / "sanma" / "mjai-reviewer3p-nukidora_doubleron.json")
    assert view.view().rows[1].details[0] == "Also ron: B from C · on the table: 0 honba, 0 riichi sticks"


def test_the_summary_counts_in_real_plurals(tmp_path: Path) -> None:
    """The summary said "1 wins, 1 agree"."""
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:1]
    one = tmp_path / "one.json"
    one.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    view = LogViewController("en")
    view.open(one)
    assert view.view().summary == "A · B · C · D · 1 win, 1 agrees"
    view.set_lang("ru")
    assert view.view().summary == "A · B · C · D · 1\u00a0выигрыш, совпадает: 1"
    view.open(DATA / "dnovikoff-pao.mjlog")
    assert view.view().summary.endswith(" · 4\u00a0выигрыша, совпадает: 4")


def test_an_abortive_draw_says_its_kind() -> None:
    view = LogViewController("en")
    view.open(DATA / "mjx-four-riichi.mjlog")
    events = [r.event for r in view.view().rows if r.round == "E3-0"]
    assert events == ["Abortive draw: all four players declared riichi (suucha riichi)"]
    view.set_lang("ru")
    assert [r.event for r in view.view().rows if r.round == "В3-0"] == [
        "Абортивная ничья: риичи объявили все четверо (сутя риичи)"
    ]


@pytest.mark.parametrize(
    ("name", "where", "en", "ru"),
    [
        # suukaikan: four kans that are not all one player's (one player's four play on)
        (
            "mjx-four-kans.mjlog",
            ("E1-2", "В1-2"),
            "Abortive draw: four kans, not all by one player (suukaikan)",
            "Абортивная ничья: четыре кана, не все у одного игрока (сукайкан)",
        ),
        # suufon renda: said what happened, as the Russian said it
        (
            "mjx-four-winds.mjlog",
            ("S3-0", "Ю3-0"),
            "Abortive draw: all four first discards were the same wind (suufon renda)",
            "Абортивная ничья: все четверо первым сбросом сбросили один и тот же ветер (суфон ренда)",
        ),
    ],
)
def test_the_four_kans_and_four_winds_draws_say_what_happened(
    name: str, where: tuple[str, str], en: str, ru: str
) -> None:
    view = LogViewController("en")
    view.open(DATA / name)
    assert [r.event for r in view.view().rows if r.round == where[0]] == [en]
    view.set_lang("ru")
    assert [r.event for r in view.view().rows if r.round == where[1]] == [ru]


def test_a_pao_win_names_the_liable_player() -> None:
    view = LogViewController("en")
    view.open(DATA / "mjx-pao-tsumo.mjlog")
    (row,) = [r for r in view.view().rows if r.round == "E4-0"]
    assert row.event == "Tsumo: 酸欠少女さユり, pao うさぎファンシー"
    assert row.details[0].startswith("Tsumo: 酸欠少女さユり, pao うさぎファンシー · on the table")


@pytest.mark.parametrize(
    ("name", "record"),
    [
        ("west.mjlog.gz", "west.mjgame"),
        ("west.MJLOG", "west.mjgame"),
        ("game.json", "game.mjgame"),
        ("game.json.gz", "game.mjgame"),
        ("my.game.xml", "my.game.mjgame"),
        ("log.txt", "log.mjgame"),
        ("packed.gz", "packed.mjgame"),
    ],
)
def test_the_record_is_offered_under_the_logs_name(tmp_path: Path, name: str, record: str) -> None:
    """A .mjlog.gz log suggested the record name west.mjlog.mjgame."""
    import gzip

    raw = (DATA / "mjx-double-ron.mjlog").read_bytes()
    path = tmp_path / name
    path.write_bytes(gzip.compress(raw) if name.endswith(".gz") else raw)
    view = LogViewController("en")
    view.open(path)
    assert view.record_name() == record


def _without_yaku(tmp_path: Path, score: str, new_score: str) -> Path:
    """A tenhou.net/6 log (mjlog2json's f90e0fe9) whose win written ``score`` lists no yaku and
    is worth ``new_score``."""
    data = json.loads((DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json").read_text(encoding="utf-8"))
    [win] = [h[-1][2] for h in data["log"] if h[-1][0] == "和了" and h[-1][2][3] == score]
    win[4:] = []
    win[3] = new_score
    path = tmp_path / "no-yaku.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("new_score", "en", "ru"),
    [
        (  # E4-1's tsumo of 1 han 30 fu (its tanyao taken out): han, fu and points agree
            "30符1飜500点∀",
            "1 han 30 fu: 1500 + 300 honba; the log lists no yaku: only han, fu and points are compared",
            "1\u00a0хан 30\u00a0фу: 1500 + 300 за хонба; в логе не указаны яку: сравниваются только "
            "хан, фу и очки",
        ),
        (  # written as 2 han: the log's value differs from ours
            "30符2飜1000点∀",
            "The log says: 2 han 30 fu: 3000; the winner gets 1800; the log lists no yaku: only han, "
            "fu and points are compared",
            "По логу: 2\u00a0хан 30\u00a0фу: 3000; победителю: 1800; в логе не указаны яку: "
            "сравниваются только хан, фу и очки",
        ),
    ],
)
def test_a_win_whose_log_lists_no_yaku_says_so_instead_of_no_yaku(
    tmp_path: Path, new_score: str, en: str, ru: str
) -> None:
    """The details said "yaku: —", as if the hand had none."""
    view = LogViewController("en")
    view.open(_without_yaku(tmp_path, "30符1飜500点∀", new_score))
    for lang, said in (("en", en), ("ru", ru)):
        view.set_lang(lang)
        [row] = [r for r in view.view().rows if r.check is not None and not r.check.log_lists_yaku]
        assert row.details[1] == said
        assert not any("—" in line for line in row.details)


def _without_signs(tmp_path: Path) -> Path:
    """The real Mahjong Soul club-league game (majsoul-league-analyzer-sample_paipu.json) with
    every sign of its site taken away (room name, game id, ranks): read as Tenhou's. It ends
    after South 4 with nobody at 30 000, so its record plays no West round (overtime=off, read
    from its game): it once went into West and never ended."""
    data = json.loads((DATA / "majsoul-league-analyzer-sample_paipu.json").read_text(encoding="utf-8"))
    data["title"], data["rule"]["disp"], data["ref"], data["dan"] = ["", ""], "", "", [""] * 4
    path = tmp_path / "league.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _cut(tmp_path: Path) -> Path:
    """The real Mahjong Soul Jade Room game without its last hand, its final scores kept: no
    rules make its record reach the end."""
    data = json.loads((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_text(encoding="utf-8"))
    data["log"] = data["log"][:-1]
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_where_the_record_does_not_reach_the_end_the_rules_can_be_chosen(tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(DATA / "mjx-double-ron.mjlog")  # its record agrees: nothing to choose
    assert (view.view().rules, view.view().rules_offered) == ("tenhou", False)
    # the club-league game read as Tenhou's: its record ends at South 4 with the log's final
    # score (no West round, M-League's count, read from its game): nothing to choose
    view.open(_without_signs(tmp_path))
    shown = view.view()
    assert (shown.rules, shown.final_state, shown.rules_offered) == ("tenhou", "agree", False)
    assert view.final is not None and view.final.record == (-35600, 4900, -15500, 46200)
    view.open(_cut(tmp_path))
    shown = view.view()
    assert (shown.rules, shown.final_state, shown.rules_offered) == ("mahjongsoul", "unended", True)
    assert shown.rules_choices == (
        ("seed", "Club rules"),
        ("ema", "EMA 2016"),
        ("wrc", "WRC"),
        ("tenhou", "Tenhou"),
        ("mahjongsoul", "Mahjong Soul"),
        ("mleague", "M-League"),
    )
    # as replay --rules mleague: the same hands under M-League's rules, still short of the end
    view.read_under("mleague")
    shown = view.view()
    assert (shown.rules, shown.final_state, view.preset) == ("mleague", "unended", "mleague")
    assert shown.rules_offered  # chosen: the choice stays, to go back
    view.set_lang("ru")
    assert dict(view.view().rules_choices)["mahjongsoul"] == "Mahjong Soul"
    assert dict(view.view().rules_choices)["seed"] == "Клубные правила"
    # the log's own rules again: read as when it was opened
    view.read_under("mahjongsoul")
    assert (view.view().rules, view.view().final_state, view.preset) == ("mahjongsoul", "unended", None)


def test_rules_for_another_number_of_players_are_refused_and_the_log_stays(tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(_without_signs(tmp_path))
    view.read_under("mahjongsoul")
    with pytest.raises(LogError) as caught:
        view.read_under("tenhou-sanma")
    assert caught.value.code == "log_rules_players"
    shown = view.view()
    assert (shown.rules, shown.note_error) == ("mahjongsoul", True)
    assert shown.note == caught.value.message("en")
    # three players: the three-player presets only
    view.open(DATA / "sanma" / "dnovikoff-sanma2.mjlog")
    assert [name for name, _ in view.view().rules_choices] == ["tenhou-sanma", "mahjongsoul-sanma"]


def test_a_row_says_whether_our_score_is_a_value_or_why_there_is_none(tmp_path: Path) -> None:
    """The window fits the values whole before *What happened* and the reasons after it: a row
    tells which ``ours`` is."""
    nokui = tmp_path / "nokui.mjlog"  # the lobby without open tanyao: our core finds no yaku
    text = (DATA / "mjx-agari-yame.mjlog").read_text(encoding="utf-8")
    nokui.write_text(text.replace('GO type="169"', 'GO type="173"'), encoding="utf-8")
    controller = LogViewController("en")
    controller.open(nokui)
    wins = [row for row in controller.view().rows if row.check is not None]
    why = [row.ours for row in wins if row.ours_why]
    assert why and all(ours.startswith("No yaku") for ours in why)
    values = [row.ours for row in wins if not row.ours_why]
    assert values and all(" han" in ours for ours in values)
    assert not any(row.ours_why for row in controller.view().rows if row.check is None)


def test_under_atama_hane_the_rows_pay_what_the_game_record_column_pays(tmp_path: Path) -> None:
    """The real double ron of E2-2 read under seed (atama hane, RULES.md §7): the second winner's
    row said "1300 + 600 honba" (differs in the winner's gain) while the final standings' "Game
    record" column, replayed from the record saved from the log, dropped that win. One answer
    now: the row says the win is not paid under these rules, and the saved record pays E2-2 as
    the rows do (CLS alone), refusing no line of it."""
    from mjgui.core.logs.replay import our_changes
    from mjgui.core.numbers import score_thousands

    view = LogViewController("en")
    view.open(DATA / "mjx-double-ron-honba.mjlog")
    view.read_under("seed")
    first, second = (r for r in view.view().rows if r.round == "E2-2")
    assert (first.ours, first.verdict) == ("5 han: 8000 + 600 honba + 2000 sticks", "✓ agree")
    assert second.ours == "Atama hane: only CLS wins on this discard under these rules"
    assert (second.verdict, second.agree, second.fields) == ("✗ differs: result", False, ("result",))
    assert second.details[-1] == "Our score: atama hane: only CLS wins on this discard under these rules"
    target = tmp_path / "game.mjgame"
    said = view.save_record(target)
    assert said.startswith(f"Saved the game record to {target}. ") and "refuses" not in said
    result = replay(load_record(target))
    assert result.errors == ()
    # E2-2 in the record: what the rows pay, the first winner's changes and nothing for the second
    (step,) = [s for s in result.steps if s.line.text.startswith("ron CLS from")]
    assert first.check is not None and first.check.ours is not None
    assert step.settlement == our_changes(first.check.win, first.check.ours)
    assert not any(s.line.text.startswith("also ron") for s in result.steps)
    # the column beside the log's final scores is that record's final score
    final = result.final_scores
    assert final is not None
    by_name = {f.name: score_thousands(f.score, "en") for f in final}
    assert [(row.name, row.record) for row in view.view().final] == [
        (row.name, by_name[row.name]) for row in view.view().final
    ]
    view.set_lang("ru")
    assert view.view().rows[3].ours == "Атама хане: по этим правилам на этот сброс выигрывает только CLS"
    # the log's own rules (Tenhou: double ron) pay both winners, as the log does
    view.read_under("tenhou")
    assert all(r.agree for r in view.view().rows if r.round == "E2-2")


@pytest.mark.parametrize(
    ("name", "oka"),
    [
        ("mjx-double-ron.mjlog", True),  # Tenhou: dealt 25 000, returned 30 000
        ("sanma/dnovikoff-sanma2.mjlog", True),  # Tenhou's three players: 35 000 and 40 000
        ("majsoul-tensoul-py-ng-jade-south.json", False),  # Mahjong Soul: the points less the start
        ("sanma/mjai-reviewer3p-chankan.json", False),  # Mahjong Soul's three players
        ("dnovikoff-newattr2023.mjlog", False),  # a Tenhou lobby dealt 30 000, no oka
    ],
)
def test_the_view_says_whether_the_logs_final_score_counts_an_oka(name: str, oka: bool) -> None:
    """The log window's final score said "the points with uma and oka" of every log; the column's
    tooltip says whether the log's own count has one, and it stays the log's under another preset
    (M-League's has an oka; Mahjong Soul's none)."""
    tip = (
        "The log's final score: the points with uma and oka"
        if oka
        else "The log's final score: the points with uma"
    )
    view = LogViewController("en")
    view.open(DATA / name)
    assert view.view().final and view.view().final_tip == tip
    other = "mahjongsoul" if oka else "mleague"
    if view.log is not None and view.log.seats == 4:
        view.read_under(other)
        assert view.view().rules == other and view.view().final_tip == tip


def test_the_window_shows_every_field_of_the_log_view() -> None:
    """Each field of the view the log window is given is read by the window (a field only tests
    read, ``final_oka``, said twice what the final score column's tooltip, ``final_tip``, says
    to the player)."""
    window = (Path(__file__).parent.parent / "mjgui" / "gui" / "logview.py").read_text(encoding="utf-8")
    unread = [f.name for f in fields(LogView) if not re.search(rf"\bview\.{f.name}\b", window)]
    assert unread == []


@pytest.mark.parametrize(
    ("name", "tip"),
    [
        ("mjx-double-ron.mjlog", "The log's final score: the points with uma and oka"),
        ("majsoul-tensoul-py-ng-jade-south.json", "The log's final score: the points with uma"),
        (
            "mjai/akochan-86e78c0-haifu_log_1000_0.mjson",
            "The final score these rules count from the log's final points: the log states no final score",
        ),
    ],
)
def test_the_final_score_columns_tooltip_says_what_that_score_is_for_the_log(name: str, tip: str) -> None:
    """The column's tooltip was the window's own "the log's final score: the points with uma"
    for every log, an mjai log too, which states its final points and no final score (the line
    under the standings says the score is counted from them): the view words it by the log."""
    view = LogViewController("en")
    view.open(DATA / name)
    assert view.view().final and view.view().final_tip == tip
    if name.startswith("mjai/"):
        view.read_under("mleague")  # still counted from the log's points, under these rules
        assert view.view().final_tip == tip
        assert "these rules count from the log's final points" in view.view().final_hint
    view.set_lang("ru")
    assert view.view().final_tip.startswith("Итог")
    empty = LogViewController("en")
    assert empty.view().final_tip == ""


def test_a_win_the_rules_do_not_pay_goes_neither_to_the_calculator_nor_to_the_quiz() -> None:
    """A double ron read under seed (atama hane): the second winner's row says only the first
    wins there, but its hand went to the calculator and the quiz as a plain win (5200 to
    score). It goes nowhere now, and the row says why; under the log's own rules it is a win."""
    view = LogViewController("en")
    view.open(DATA / "dnovikoff-bug3.mjlog")
    view.read_under("seed")
    first, second = (r for r in view.view().rows if r.round == "E1-0")
    index = view.view().rows.index(second)
    assert second.ours == "Atama hane: only メタファー wins on this discard under these rules"
    assert view.spec(second) is None
    assert view.not_sent(second) == (
        "Under these rules only メタファー wins on this discard (atama hane): this player's hand "
        "is no win to score or to quiz. Read the log under rules without atama hane to open it"
    )
    assert view.spec(first) is not None and view.not_sent(first) == ""
    view.set_lang("ru")
    second = view.view().rows[index]
    assert view.not_sent(second).startswith(
        "По этим правилам на этот сброс выигрывает только メタファー (атама хане)"
    )
    view.read_under(view.own_preset)  # Tenhou's: both win
    second = view.view().rows[index]
    assert view.not_sent(second) == "" and view.spec(second) == second.check.win.spec  # type: ignore[union-attr]
