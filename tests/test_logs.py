"""Game logs (mjgui.core.logs): real games scored by our core, meld codes, flags, hostile files.

Real logs in tests/data/logs/, all from the public repository mjx-project/mjx (Tenhou games
its authors keep as test resources). The SHUFFLE seed attribute of the mjlog files (a 4 KB
wall seed that nothing here reads) was emptied; everything else is as stored:

* mjx-double-ron.mjlog — mjx-project/mjx, mjconvert/mjconvert/tests/resources/mjlog/double-ron.mjlog
  (a four-hand game ending on a double ron that sends a player below zero)
* mjx-chankan-ippatsu.mjlog — mjx-project/mjx, test/resources/mjlog/encdec-chankan-ippatsu.mjlog
  (a full hanchan: chankan with ippatsu, kan dora, closed and added kans, riichi tsumo)
* mjx-pao-tsumo.mjlog — mjx-project/mjx, tests/resources/mjlog/pao-tsumo.mjlog
  (a daisangen tsumo paid by the player who fed the third dragon, and a game ended below zero)
* mjx-nagashi.mjlog — mjx-project/mjx, test/resources/mjlog/nm.mjlog
  (a dealer's nagashi mangan, exhaustive draws with tenpai dealers, open and added kans)
* mjx-west-round.mjlog — mjx-project/mjx, test/resources/mjlog/encdec-game-end.mjlog
  (a hanchan where nobody has 30 000 after South 4: West 1 is played, and a tsumo that takes a
  player past 30 000 ends it)
* mjx-agari-yame.mjlog — mjx-project/mjx,
  test/resources/mjlog/2020012601gm-00a9-0000-da610ecf&tw=3.mjlog (the South 4 dealer wins in
  first place with 40 700: Tenhou ends the game there; a riichi declared with 1300 points)
* mjx-2011020414gm-ef18f336.json — mjx-project/mjx,
  mjconvert/mjconvert/tests/resources/mjscore/2011020414gm-00a9-0000-ef18f336.json
  (tenhou.net/6 JSON, one object per hand in the source; the ten hands' ``log`` arrays were
  joined into one object)

A second, independent source: the public repository dnovikoff/tenhou (a Go library for
Tenhou's protocol and logs), which keeps real Tenhou games as test data; SHUFFLE emptied the
same way, everything else as stored:

* dnovikoff-pao.mjlog — dnovikoff/tenhou, log/test_data/pao.xml (a tokujou hanchan: a
  daisangen tsumo at 1 honba paid whole by the player who fed the third dragon, honba
  included, which ends the game below zero; riichi tsumo with ippatsu and two sticks)
* dnovikoff-example.mjlog — dnovikoff/tenhou, log/test_data/example.xml (a full hanchan,
  East 1 to South 4: draws with one tenpai, open and closed hands, kan dora, a ron that ends it)

The small logs written below (rinshan, haitei, houtei, tenhou, chiihou, double riichi...) are
built by hand: their draws only need to be counted right, the hand itself is the AGARI's.
"""

from __future__ import annotations

import gzip
import io
import json
import shlex
from dataclasses import replace
from pathlib import Path

import pytest

from mjgui.cli import score_command
from mjgui.core.logs import LogError, check_log, check_win, read_log, read_log_file
from mjgui.core.logs.mjlog import decode_meld
from mjgui.core.logs.model import MAX_LOG_CHARS, round_label
from mjgui.core.logs.table import LIVE_DRAWS, LIVE_DRAWS_THREE, Table
from mjgui.core.logs.tenhou6 import _call_source, _parse_call, tile_of
from mjgui.core.scoring.hand import HandSpec
from mjgui.core.scoring.tiles import Tile

DATA = Path(__file__).parent / "data" / "logs"
REAL_LOGS = sorted(DATA.glob("mjx-*")) + sorted(DATA.glob("dnovikoff-*")) + sorted(DATA.glob("fastmaj-*"))
#: The one real game kept cut short where the hand it is kept for ends (mjx-project/mjx keeps
#: upd-aft-ron3.mjlog so: a triple ron's abortive draw at South 1), with no owari
CUT = ("mjx-triple-ron.mjlog",)


# --- real logs -----------------------------------------------------------------------------


@pytest.mark.parametrize("path", REAL_LOGS, ids=lambda p: p.name)
def test_every_real_win_agrees_with_the_log(path: Path) -> None:
    log = read_log_file(path)
    checks = check_log(log)
    assert checks, "a real log with no win"
    for check in checks:
        assert check.agree, (check.win.round, " ".join(check.args), check.differences)


def test_real_logs_hold_what_they_are_kept_for() -> None:
    assert len(REAL_LOGS) == 28
    # Tenhou's dealer of 2009, first and tenpai at the last hand's draw, deals it again (Tenhou's
    # tenpai-yame came between 2010-06-01 and 2010-06-08: the fastmaj- games end there)
    bug1 = read_log_file(DATA / "dnovikoff-bug1.mjlog")
    assert [(h.round, h.end, h.dealer in h.tenpai) for h in bug1.hands[-2:]] == [
        ("S4-1", "draw", True),
        ("S4-2", "draw", False),
    ]
    again = bug1.hands[-1]
    assert again.dealer == 3 and max(again.start) == again.start[3] == 37400
    pao = read_log_file(DATA / "mjx-pao-tsumo.mjlog")
    (daisangen,) = [w for w in pao.wins if w.value.yakuman]
    assert daisangen.pao == 0 and daisangen.value.yaku == (("daisangen", 13),)
    assert daisangen.deltas == (-32000, 0, 32000, 0)
    nagashi = read_log_file(DATA / "mjx-nagashi.mjlog")
    assert nagashi.hands[-1].end == "nagashi" and nagashi.hands[-1].nagashi == (3,)
    assert [h.tenpai for h in nagashi.hands if h.end == "draw"] == [(0, 2), (1, 2)]
    double = read_log_file(DATA / "mjx-double-ron.mjlog")
    last = double.hands[-1]
    assert [w.winner for w in last.wins] == [0, 2] and {w.discarder for w in last.wins} == {3}
    # the second winner gets neither honba nor sticks: the log's payments say so
    assert (last.wins[1].spec.honba, last.wins[1].spec.sticks) == (0, 0)
    assert last.wins[0].spec.sticks == 2
    assert double.final == (33400, 36000, 32000, -1400)
    game = read_log_file(DATA / "mjx-chankan-ippatsu.mjlog")
    chankan = [w for w in game.wins if w.spec.chankan]
    assert [w.round for w in chankan] == ["E2-0"]
    assert chankan[0].spec.ippatsu and chankan[0].spec.riichi
    assert max(len(w.spec.dora) for w in game.wins) == 2  # a kan dora without a kan of its own
    assert [h.round for h in game.hands][:3] == ["E1-0", "E2-0", "E3-0"]
    assert game.hands[5].round == "S1-1" and game.hands[5].dealer == 0
    json_log = read_log_file(DATA / "mjx-2011020414gm-ef18f336.json")
    assert json_log.format == "tenhou6"
    assert [h.end for h in json_log.hands].count("draw") == 2
    assert json_log.hands[3].tenpai == (0, 1, 3) and json_log.hands[3].riichi == (0, 3)


def test_the_second_sources_logs_hold_what_they_are_kept_for() -> None:
    pao = read_log_file(DATA / "dnovikoff-pao.mjlog")
    last = pao.wins[-1]
    assert (last.round, last.pao, last.value.yakuman, last.spec.honba) == ("E2-1", 0, 1, 1)
    # the liable player pays the whole yakuman and the honba: 32 000 + 300
    assert last.deltas == (-32300, 0, 32300, 0)
    assert pao.final == (-2100, 23600, 47200, 31300)
    example = read_log_file(DATA / "dnovikoff-example.mjlog")
    assert [h.round for h in example.hands] == [
        "E1-0", "E1-1", "E2-0", "E3-0", "E4-0", "S1-0", "S2-1", "S3-0", "S4-0",
    ]  # fmt: skip
    assert [h.tenpai for h in example.hands if h.end == "draw"] == [(0, 2, 3), (1,)]
    kan_dora = [w for w in example.wins if len(w.spec.dora) == 2]
    assert [w.round for w in kan_dora] == ["E3-0"]
    assert example.final == (26300, 19300, 34400, 20000)


def test_a_win_whose_payers_differ_from_ours_differs_though_the_winners_gain_agrees() -> None:
    # dnovikoff-pao E2-1: the liable seat 0 pays the whole daisangen tsumo and the honba, 32 300
    pao = read_log_file(DATA / "dnovikoff-pao.mjlog")
    win = pao.wins[-1]
    assert (win.winner, win.pao, win.spec.seat, win.deltas) == (2, 0, 1, (-32300, 0, 32300, 0))
    assert check_win(win).agree
    # under rules without pao the same 32 300 is an ordinary tsumo: 16 100 from the dealer (seat
    # 1), 8 100 from each other player; the gain is the same, who paid it is not
    no_pao = win.spec.rules.with_options(pao=frozenset())
    check = check_win(replace(win, spec=win.spec.with_changes(rules=no_pao)))
    assert [(d.field, d.log, d.ours) for d in check.differences] == [
        ("changes", [-32300, 0, 32300, 0], [-8100, -16100, 32300, -8100])
    ]
    assert check.differing() == "each player's change"
    assert check.differing("ru") == "изменение очков каждого игрока"


def test_ours_is_exactly_what_score_json_prints() -> None:
    log = read_log_file(DATA / "mjx-chankan-ippatsu.mjlog")
    for win in log.wins:
        from mjgui.replaycli import ours_dict

        check = check_win(win)
        status, printed = score_command(shlex.split(shlex.join(check.args)))
        assert status == 0
        assert ours_dict(check) == printed


# --- meld codes ----------------------------------------------------------------------------


def chi_code(kind: int, called: int, offsets: tuple[int, int, int], rel: int = 3) -> int:
    suit, number = divmod(kind, 9)
    base = (suit * 7 + number) * 3 + called
    return (base << 10) | (offsets[2] << 7) | (offsets[1] << 5) | (offsets[0] << 3) | 0x4 | rel


def pon_code(kind: int, called: int, unused: int, rel: int, added: bool = False) -> int:
    return ((kind * 3 + called) << 9) | (unused << 5) | (0x10 if added else 0x8) | rel


@pytest.mark.parametrize("called", [0, 1, 2])
def test_chi_decodes_with_each_called_position(called: int) -> None:
    kind, source, tiles, taken = decode_meld(chi_code(11, called, (1, 2, 3)), who=2, aka=True)
    assert (kind, source) == ("chi", 1)  # the seat before the caller
    assert [t.kind for t in tiles] == [11, 12, 13]
    assert taken == tiles[called]


def test_red_fives_inside_melds() -> None:
    # 345m with the red 5m (tile 16 = kind 4, copy 0)
    _, _, tiles, _ = decode_meld(chi_code(2, 0, (1, 1, 0)), who=0, aka=True)
    assert tiles == [Tile(2), Tile(3), Tile(4, red=True)]
    # without red fives in the rules, the same copy is a plain five
    _, _, tiles, _ = decode_meld(chi_code(2, 0, (1, 1, 0)), who=0, aka=False)
    assert tiles[2] == Tile(4)
    # a pon of 5p keeping the red copy (tile 52) and leaving copy 3 out
    kind, source, tiles, _ = decode_meld(pon_code(13, 0, 3, rel=2), who=1, aka=True)
    assert (kind, source) == ("pon", 3)
    assert sorted(tiles) == sorted([Tile(13, red=True), Tile(13), Tile(13)])
    # an added kan whose added tile is the red 5s (tile 88 = kind 22, copy 0)
    kind, _, tiles, added = decode_meld(pon_code(22, 1, 0, rel=1, added=True), who=0, aka=True)
    assert kind == "kakan" and added == Tile(22, red=True) and len(tiles) == 4


@pytest.mark.parametrize("unused", [0, 1, 2, 3])
def test_a_pon_of_fives_holds_every_copy_but_the_one_its_code_leaves_out(unused: int) -> None:
    # the code's bits 5-6 name the copy not in the pon: copy 0 of 5m is Tenhou's red one (tile 16)
    _, _, tiles, _ = decode_meld(pon_code(4, 0, unused, rel=1), who=0, aka=True)
    assert [t.red for t in tiles] == [unused != 0, False, False]
    # an added kan adds exactly that copy
    _, _, tiles, added = decode_meld(pon_code(4, 2, unused, rel=1, added=True), who=0, aka=True)
    assert added == Tile(4, red=unused == 0) and tiles[3] == added and sum(t.red for t in tiles) == 1


@pytest.mark.parametrize("rel", [1, 2, 3])
@pytest.mark.parametrize("called", [0, 1, 2])
def test_pon_names_its_source_and_called_tile(rel: int, called: int) -> None:
    kind, source, tiles, taken = decode_meld(pon_code(31, called, 1, rel), who=3, aka=True)
    assert (kind, source) == ("pon", (3 + rel) % 4)
    assert [t.kind for t in tiles] == [31, 31, 31] and taken == tiles[called]


def test_open_and_closed_kans() -> None:
    kind, source, tiles, taken = decode_meld((33 << 8) | 2, who=0, aka=True)  # tile 33 = 9m copy 1
    assert (kind, source, taken) == ("kan", 2, Tile(8)) and [t.kind for t in tiles] == [8] * 4
    kind, source, tiles, taken = decode_meld((68 << 8) | 0, who=1, aka=True)  # 9p, own tiles
    assert (kind, source, taken) == ("ankan", None, None) and [t.kind for t in tiles] == [17] * 4
    _, _, tiles, _ = decode_meld((16 << 8) | 0, who=1, aka=True)  # a closed kan of 5m holds the red
    assert sum(t.red for t in tiles) == 1


def test_tenhou6_call_strings() -> None:
    assert _parse_call("c275226") == ("c", 0, [27, 52, 26], 27)
    assert _parse_call("p454545") == ("p", 0, [45, 45, 45], 45)  # from the player before
    assert _parse_call("41p4141") == ("p", 1, [41, 41, 41], 41)  # from across
    assert _parse_call("1919p19") == ("p", 2, [19, 19, 19], 19)  # from the player after
    assert _parse_call("393939m39") == ("m", 3, [39, 39, 39, 39], 39)
    assert _parse_call("454545a45") == ("a", 3, [45, 45, 45, 45], 45)
    assert _parse_call("15k151515")[0] == "k"
    assert tile_of(51) == Tile(4, red=True) and tile_of(47) == Tile(33) and tile_of(21) == Tile(9)
    # no letter, an unknown letter, too few tiles, a call of two kinds at once
    for bad in ("x123", "p4545", "c27522", "454545", "c11a11a11a11", "15k15p1515", "p45p45p45"):
        with pytest.raises(LogError):
            _parse_call(bad)


def test_tenhou6_who_each_call_took_from() -> None:
    # seat 1 calls; the letter's place says from whom: 0 the seat before (0), 1 across (3),
    # 2 the seat after (2) for a pon; an open kan from the seat after writes it after 3 tiles
    assert _call_source("c275226", 1) == ("c", 0, 27)
    assert _call_source("p454545", 1) == ("p", 0, 45)
    assert _call_source("41p4141", 1) == ("p", 3, 41)
    assert _call_source("1919p19", 1) == ("p", 2, 19)
    assert _call_source("m39393939", 1) == ("p", 0, 39)
    assert _call_source("39m393939", 1) == ("p", 3, 39)
    assert _call_source("393939m39", 1) == ("p", 2, 39)
    # seat 0 of three players: across is seat 2 (the empty fourth seat is never called from)
    assert _call_source("37p3737", 0) == ("p", 2, 37)
    # added and closed kans take no discard; a draw is no call
    assert _call_source("15k151515", 1) is None and _call_source("454545a45", 1) is None
    assert _call_source(45, 1) is None
    # a chi's letter stands first, an open kan's never after the second tile: no discard taken
    assert _call_source("27c5226", 1) is None and _call_source("2752c26", 1) is None
    assert _call_source("3939m3939", 1) is None


def test_round_labels_and_seat_winds() -> None:
    assert round_label(0, 0, 0) == "E1-0"
    assert round_label(1, 6, 2) == "S3-2"
    assert round_label(2, 8, 1) == "W1-1"
    log = read_log_file(DATA / "mjx-chankan-ippatsu.mjlog")
    south_wins = [w for w in log.wins if w.round.startswith("S")]
    assert south_wins and all(w.spec.round_wind == 1 for w in south_wins)
    for win in log.wins:
        dealer = log.hands[win.hand_index].dealer
        assert win.spec.seat == (win.winner - dealer) % 4


# --- hand-written logs for the rare situations ---------------------------------------------

HEAD = (
    '<mjloggm ver="2.3"><GO type="169" lobby="0"/>'
    '<UN n0="A" n1="B" n2="C" n3="D" dan="0,0,0,0" rate="1500,1500,1500,1500" sx="M,M,M,M"/>'
    '<TAIKYOKU oya="0"/><INIT seed="0,0,0,0,0,{dora}" ten="250,250,250,250" oya="0" '
    'hai0="0" hai1="1" hai2="2" hai3="3"/>'
)
DRAW, DISCARD = "TUVW", "DEFG"


def turns(count: int, start: int = 0) -> str:
    """``count`` draws, each followed by a discard (tile numbers do not matter here)."""
    out = []
    for i in range(count):
        seat = (start + i) % 4
        out.append(f"<{DRAW[seat]}100/><{DISCARD[seat]}100/>")
    return "".join(out)


def agari(
    who: int,
    from_who: int,
    hai: str,
    machi: int,
    ten: str = "30,1000,0",
    yaku: str = "",
    sc: str = "250,0,250,0,250,0,250,0",
    **extra: str,
) -> str:
    attrs = " ".join(f'{k}="{v}"' for k, v in extra.items())
    return (
        f'<AGARI ba="0,0" hai="{hai}" machi="{machi}" ten="{ten}" yaku="{yaku}" doraHai="130" '
        f'who="{who}" fromWho="{from_who}" sc="{sc}" {attrs}/>'
    )


# 234m 678p 234s 789s 55s in Tenhou numbers (no red five); wins on 2s (76), a two-sided wait
PINFU_HAI = "4,8,12,56,60,64,76,80,84,96,100,104,89,90"


def one_win(body: str, dora: int = 130) -> str:
    return HEAD.replace("{dora}", str(dora)) + body + "</mjloggm>"


def test_haitei_and_houtei_from_the_draw_count() -> None:
    # 70 live draws: the 70th (seat 1) is the last tile of the wall
    text = one_win(
        turns(69) + "<U76/>" + agari(1, 1, PINFU_HAI, 76, "30,1100,0", "5,1", "250,-5,250,11,250,-3,250,-3")
    )
    (win,) = read_log(text).wins
    assert win.spec.haitei and win.spec.tsumo and not win.spec.houtei
    text = one_win(turns(70) + agari(2, 1, PINFU_HAI, 76, "30,1000,0", "6,1", "250,0,250,-10,250,10,250,0"))
    (win,) = read_log(text).wins
    assert win.spec.houtei and not win.spec.tsumo and not win.spec.haitei
    text = one_win(turns(30) + agari(2, 1, PINFU_HAI, 76, "30,1000,0", "6,1", "250,0,250,-10,250,10,250,0"))
    assert not read_log(text).wins[0].spec.houtei


def test_haitei_win_agrees_with_its_hand_made_log() -> None:
    # seat 1 (South) tsumo on the last tile: menzen tsumo + pinfu + haitei = 3 han 20 fu,
    # 700/1300 = 2700 (the log writes what a server would pay)
    text = one_win(
        turns(69)
        + "<U76/>"
        + agari(1, 1, PINFU_HAI, 76, "20,2700,0", "0,1,5,1,7,1", "250,-13,250,27,250,-7,250,-7")
    )
    (check,) = check_log(read_log(text))
    assert check.agree, check.differences
    assert "--haitei" in check.args and "--tsumo" in check.args


def test_rinshan_after_a_closed_kan() -> None:
    ankan = (68 << 8) | 0  # 9999p
    hai = "4,8,12,56,60,64,76,80,84,89,90"  # 234m 678p 234s 55s and the kan; wins on 4s
    text = one_win(
        f'<T100/><D100/><U100/><E100/><V100/><F100/><W100/><G100/><T68/><N who="0" m="{ankan}"/><T84/>'
        + agari(0, 0, hai, 84, "60,6000,0", "0,1,4,1", "250,60,250,-20,250,-20,250,-20", m=str(ankan))
    )
    (check,) = check_log(read_log(text))
    assert check.win.spec.rinshan and check.win.spec.melds[0].kind == "ankan"
    assert check.agree, check.differences


def test_tenhou_chiihou_and_double_riichi() -> None:
    text = one_win(
        "<T76/>" + agari(0, 0, PINFU_HAI, 76, "20,48000,5", "", "250,480,250,-160,250,-160,250,-160")
    )
    assert read_log(text).wins[0].spec.tenhou
    text = one_win(
        "<T100/><D100/><U76/>"
        + agari(1, 1, PINFU_HAI, 76, "20,32000,5", "", "250,-160,250,320,250,-80,250,-80")
    )
    spec = read_log(text).wins[0].spec
    assert spec.chiihou and not spec.tenhou
    # a call before the first draw voids chiihou
    pon = pon_code(31, 0, 0, rel=3)
    text = one_win(
        f'<T100/><D124/><N who="1" m="{pon}"/><E100/><V100/><F100/><W100/><G100/><T100/><D100/><U76/>'
        + agari(1, 1, PINFU_HAI, 76, "20,2000,0", "0,1", "250,0,250,0,250,0,250,0")
    )
    assert not read_log(text).wins[0].spec.chiihou
    riichi = '<REACH who="0" step="1"/><D100/><REACH who="0" ten="240,250,250,250" step="2"/>'
    text = one_win("<T100/>" + riichi + turns(4, start=1) + "<T76/>" + agari(0, 0, PINFU_HAI, 76))
    spec = read_log(text).wins[0].spec
    assert spec.double_riichi and not spec.riichi and not spec.ippatsu  # own discard since


def test_ippatsu_is_broken_by_any_call() -> None:
    riichi = '<REACH who="0" step="1"/><D100/><REACH who="0" ten="240,250,250,250" step="2"/>'
    pon = pon_code(31, 0, 0, rel=3)
    body = turns(4) + "<T100/>" + riichi
    text = one_win(body + agari(2, 0, PINFU_HAI, 76))
    assert read_log(text).wins[0].spec.ippatsu is False  # the winner is not in riichi
    text = one_win(body + "<U100/><E100/><V100/><F100/><W100/><G100/><T76/>" + agari(0, 0, PINFU_HAI, 76))
    spec = read_log(text).wins[0].spec
    assert spec.riichi and spec.ippatsu
    text = one_win(
        body + f'<U100/><E124/><N who="2" m="{pon}"/><F100/><W100/><G100/><T76/>' + agari(0, 0, PINFU_HAI, 76)
    )
    spec = read_log(text).wins[0].spec
    assert spec.riichi and not spec.ippatsu


def test_no_riichi_when_the_riichi_discard_is_ronned() -> None:
    text = one_win(
        turns(8)
        + '<T100/><REACH who="0" step="1"/><D84/>'
        + agari(1, 0, PINFU_HAI, 76, "30,1000,0", "7,1", "250,-10,250,10,250,0,250,0")
    )
    log = read_log(text)
    assert log.hands[0].riichi == () and log.wins[0].spec.sticks == 0


# --- refusals: rules for another number of players, hostile and broken files --------------


def test_the_rules_must_be_for_the_logs_number_of_players() -> None:
    # three-player logs are read (tests/test_logs_sanma.py); rules for another number of
    # players are refused before anything is scored, saying what to choose
    four = one_win(agari(0, 0, PINFU_HAI, 76))
    with pytest.raises(LogError) as err:
        read_log(four, "tenhou-sanma")
    assert err.value.code == "log_rules_players"
    assert "game of 4 players" in err.value.message("en") and "tenhou-sanma" in err.value.message("en")
    assert "Игроков в этом логе: 4; в правилах tenhou-sanma — игроков: 3." in err.value.message("ru")
    three = {"name": ["A", "B", "C", ""], "rule": {"disp": "三般南喰赤", "aka": 1}, "log": [[]]}
    with pytest.raises(LogError, match="game of 3 players, but the rules mahjongsoul are for 4"):
        read_log(json.dumps(three), "mahjongsoul")
    # the lobby's three-player bit on a hand dealt to four: that hand cannot be read
    sanma = four.replace('type="169"', 'type="185"')
    log = read_log(sanma)
    assert log.rules.name == "tenhou-sanma" and log.seats == 3 and log.players == ("A", "B", "C")
    assert [h.end for h in log.hands] == ["unreadable"] and log.hands[0].error is not None
    assert log.hands[0].error.params["what"] == "INIT ten/hai3"


def test_rules_for_another_number_of_players_name_the_presets_to_choose_instead() -> None:
    # a four-player log read under three-player rules was told to choose three-player presets
    four = one_win(agari(0, 0, PINFU_HAI, 76))
    with pytest.raises(LogError) as err:
        read_log(four, "tenhou-sanma")
    assert err.value.message("en") == (
        "This log is a game of 4 players, but the rules tenhou-sanma are for 3: choose rules for 4 "
        "players (seed, ema, wrc, tenhou, mahjongsoul or mleague)."
    )
    assert err.value.message("ru") == (
        "Игроков в этом логе: 4; в правилах tenhou-sanma — игроков: 3. Выберите правила под этот лог: "
        "seed, ema, wrc, tenhou, mahjongsoul или mleague."
    )
    three = {"name": ["A", "B", "C", ""], "rule": {"disp": "三般南喰赤", "aka": 1}, "log": [[]]}
    with pytest.raises(LogError) as err:
        read_log(json.dumps(three), "mahjongsoul")
    assert err.value.message("en") == (
        "This log is a game of 3 players, but the rules mahjongsoul are for 4: choose rules for 3 "
        "players (tenhou-sanma or mahjongsoul-sanma)."
    )


def test_files_that_are_no_log_say_what_they_are_and_what_to_open(tmp_path: Path) -> None:
    # a web page saved from tenhou.net/6 was refused for its DOCTYPE, "real game logs never do"
    page = tmp_path / "page.html"
    page.write_text(
        "<!DOCTYPE html><html><head><title>tenhou.net/6</title></head></html>\n", encoding="utf-8"
    )
    with pytest.raises(LogError) as err:
        read_log_file(page)
    assert err.value.message("en") == (
        "This file is a web page (HTML), not a game log: a page of tenhou.net/6 or of a replay viewer "
        "shows the game but does not hold its log. Download the log file itself (Tenhou's mjlog, the "
        "tenhou.net/6 JSON or an mjai event log) and open that."
    )
    assert err.value.message("ru").startswith("Этот файл — веб-страница (HTML), а не лог игры: ")
    # another XML was "not a game log … (line 0, column 0)"
    with pytest.raises(LogError) as err:
        read_log('<?xml version="1.0"?><root><a/></root>')
    assert err.value.message("en") == (
        "This XML is not a Tenhou mjlog: its root element is <root>, an mjlog's is <mjloggm>. Expected "
        "Tenhou mjlog XML, tenhou.net/6 JSON or an mjai event log."
    )
    assert err.value.message("ru") == (
        "Этот XML — не mjlog с Tenhou.net: его корневой элемент <root>, а у mjlog — <mjloggm>. "
        "Ожидается mjlog XML с Tenhou.net, JSON tenhou.net/6 или лог событий mjai."
    )
    # a log saved as UTF-16 (Notepad's "Unicode") was "not UTF-8 text (line 1)", no hint: the
    # words a game record saved so gets
    text = (DATA / "mjai-reviewer-double_ron.json").read_text(encoding="utf-8")
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):
        saved = tmp_path / f"{encoding}.json"
        saved.write_bytes(text.encode(encoding))
        with pytest.raises(LogError) as err:
            read_log_file(saved)
        assert err.value.message("en") == (
            'The game log looks like UTF-16 text (what Notepad calls "Unicode"); mjgui reads UTF-8. '
            "Save it again as UTF-8 in a text editor."
        ), encoding
        assert err.value.message("ru") == (
            "Лог игры, похоже, в кодировке UTF-16 (в Блокноте она называется «Юникод»), а mjgui "
            "читает UTF-8. Сохраните файл заново в UTF-8 в текстовом редакторе."
        )
    packed = tmp_path / "utf16.json.gz"
    packed.write_bytes(gzip.compress(text.encode("utf-16")))
    with pytest.raises(LogError) as err:
        read_log_file(packed)
    assert err.value.code == "log_utf16"


ENTITY_BOMB = (
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">'
    '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>'
    "<mjloggm>&lol3;</mjloggm>"
)
EXTERNAL = (
    '<?xml version="1.0"?>\n<!DOCTYPE m [\n<!ENTITY x SYSTEM "file:///etc/passwd">]><mjloggm>&x;</mjloggm>'
)


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        (ENTITY_BOMB, "log_doctype", 1),
        (EXTERNAL, "log_doctype", 2),
        ("<mjloggm><GO type='169'/>\n<INIT seed='0,0", "log_truncated", 2),
        ('<mjloggm>\n<GO type="169"/><INIT seed="1" <T1/>\n</mjloggm>', "log_xml", 2),
        ("hello, world", "log_unknown_format", 1),
        ('{"log": [[[0,0,0],\n[25000]', "log_truncated", 2),  # cut off (was log_json): it ends there
        ('{"log": [[[0,0,0],\n[25000} ]]}', "log_json", 2),
        ("<mjloggm></mjloggm>", "log_no_hands", 0),
        ('<mjloggm><UN n0="&undefined;"/></mjloggm>', "log_xml", 1),
    ],
)
def test_broken_or_hostile_files_get_a_typed_error_with_the_position(text: str, code: str, line: int) -> None:
    with pytest.raises(LogError) as err:
        read_log(text)
    assert err.value.code == code
    assert err.value.line == line
    for lang in ("en", "ru"):
        message = err.value.message(lang)
        assert "{" not in message and message.endswith(".")
        if line:
            assert str(line) in message


def test_a_damaged_gzip_log_is_said_damaged_and_a_cut_one_cut_off(tmp_path: Path) -> None:
    """Any error of the inflater was said "The game log ends too early, at line 1, column 1: the
    file is cut off", though bytes changed in the middle, or a wrong checksum over a whole
    inflated text, are damage, not a cut: downloading the rest does not help."""
    from mjgui.controller.game.logview import LogViewController
    from mjgui.replaycli import replay_command

    packed = gzip.compress((DATA / "dnovikoff-pao.mjlog").read_bytes())
    flipped = packed[:200] + bytes(b ^ 0x5A for b in packed[200:260]) + packed[260:]
    checksum = packed[:-8] + bytes([packed[-8] ^ 1]) + packed[-7:]  # the CRC-32's first byte
    length = packed[:-1] + bytes([packed[-1] ^ 1])  # the length's last byte
    damaged = (
        "The game log's compressed (gzip) data is damaged: it does not unpack, or its checksum is "
        "wrong. Download the log again."
    )
    for name, data in (("flipped", flipped), ("checksum", checksum), ("length", length)):
        path = tmp_path / f"{name}.mjlog.gz"
        path.write_bytes(data)
        with pytest.raises(LogError) as err:
            read_log_file(path)
        assert (err.value.code, err.value.message("en")) == ("log_gzip_damaged", damaged), name
        assert err.value.message("ru").startswith("Сжатые данные лога игры повреждены")
        out = io.StringIO()
        assert replay_command([str(path), "--json"], out) == 2
        assert json.loads(out.getvalue())["error"]["code"] == "log_gzip_damaged"
        view = LogViewController("en")
        with pytest.raises(LogError):
            view.open(path)
        assert view.view().note_error and view.view().note == f"{path} could not be opened: t{damaged[1:]}"
    # cut short: still said cut off where its text stops
    path = tmp_path / "cut.mjlog.gz"
    path.write_bytes(packed[: len(packed) // 2])
    with pytest.raises(LogError) as err:
        read_log_file(path)
    assert err.value.code == "log_truncated" and err.value.column > 1


def test_huge_and_compressed_bomb_files_stop_at_the_limit(tmp_path: Path) -> None:
    with pytest.raises(LogError) as err:
        read_log("<mjloggm>" + " " * MAX_LOG_CHARS + "</mjloggm>")
    assert err.value.code == "log_too_large"
    bomb = tmp_path / "bomb.mjlog"
    bomb.write_bytes(gzip.compress(b"<mjloggm>" + b" " * (3 * MAX_LOG_CHARS) + b"</mjloggm>"))
    assert bomb.stat().st_size < 100_000
    with pytest.raises(LogError) as err:
        read_log_file(bomb)
    assert err.value.code == "log_inflated_too_large"
    assert err.value.message("en").endswith("once uncompressed (more than 4\u202f000\u202f000 characters).")
    # a real log gzip-compressed (as Tenhou serves .mjlog) reads as the plain one does
    packed = tmp_path / "game.mjlog"
    packed.write_bytes(gzip.compress((DATA / "mjx-double-ron.mjlog").read_bytes()))
    assert len(read_log_file(packed).wins) == 4
    with pytest.raises(LogError) as err:
        read_log_file(tmp_path / "missing.mjlog")
    assert err.value.code == "log_unreadable"
    binary = tmp_path / "binary.mjlog"
    binary.write_bytes(b"<mjloggm>\n\xff\xfe</mjloggm>")
    with pytest.raises(LogError) as err:
        read_log_file(binary)
    assert (err.value.code, err.value.line) == ("log_not_text", 2)


def test_tenhou6_open_kan_then_rinshan_tsumo() -> None:
    # the dealer throws 9m, South calls an open kan on it and wins on the replacement tile
    hand = [
        [0, 0, 0],
        [25000, 25000, 25000, 25000],
        [45],
        [],
        [11, 12, 13, 14, 15, 16, 17, 18, 19, 41, 41, 41, 42],
        [21],
        [19],
        [19, 19, 19, 22, 23, 24, 25, 26, 27, 32, 33, 34, 35],
        ["m19191919", 35],
        [0],
        [31, 31, 31, 36, 36, 36, 37, 37, 37, 38, 38, 38, 43],
        [],
        [],
        [28, 28, 28, 29, 29, 29, 39, 39, 39, 44, 44, 44, 43],
        [],
        [],
        ["和了", [-700, 1500, -400, -400], [1, 1, 1, "40符1飜400-700点", "嶺上開花(1飜)"]],
    ]
    text = json.dumps({"title": ["", ""], "name": ["A", "B", "C", "D"], "rule": {"aka": 1}, "log": [hand]})
    log = read_log(text)
    (check,) = check_log(log)
    spec = check.win.spec
    assert spec.rinshan and spec.tsumo and [m.kind for m in spec.melds] == ["kan"]
    assert check.win.value.points == 1500 and check.win.value.fu == 40
    assert check.agree, check.differences


# --- the log's game as a .mjgame record ----------------------------------------------------


@pytest.mark.parametrize("path", REAL_LOGS, ids=lambda p: p.name)
def test_the_record_of_a_log_replays_to_the_logs_own_scores(path: Path) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    log = read_log_file(path)
    text = game_record(log)
    result = replay(text)
    assert not result.errors, [e.message() for e in result.errors]
    # before every hand, the standings are the points the log deals that hand with
    for index, hand in enumerate(log.hands):
        partial = replay(game_record(replace(log, hands=log.hands[:index])))
        assert partial.final.points == hand.start, hand.round
    last = log.hands[-1]
    expected = log.final or tuple(a + b for a, b in zip(last.start, last.deltas, strict=True))
    assert result.final.points == expected
    if path.name in CUT:  # its game goes on after the hand it was cut at: the dealer deals again
        assert log.final is None and not result.final.ended
        assert (result.final.round_label, result.final.honba) == (last.round[:2], last.honba + 1)
        return
    # the record ends where the log's game ended (agari-yame and the West round included)
    assert result.final.ended
    assert result.final.round_label == last.round.split("-")[0]


@pytest.mark.parametrize(
    ("name", "reason", "rounds"),
    [
        ("mjx-west-round.mjlog", "overtime", ("S4-0", "W1-1")),
        ("mjx-agari-yame.mjlog", "agari_yame", ("S4-0",)),
    ],
)
def test_tenhous_own_end_of_the_game_is_recorded(name: str, reason: str, rounds: tuple[str, ...]) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    log = read_log_file(DATA / name)
    assert tuple(h.round for h in log.hands[-len(rounds) :]) == rounds
    text = game_record(log)
    assert (
        next(line for line in text.splitlines() if line.startswith("rules ")) == "rules tenhou edition=2"
    )  # the preset plays Tenhou's end as it is
    result = replay(text)
    assert (result.final.ended, result.final.end_reason, result.errors) == (True, reason, ())
    # under the seed's end of the game the same record is refused or goes on
    seed_end = replay(
        text.replace("rules tenhou edition=2", "rules tenhou edition=2 agari_yame=off overtime=off", 1)
    )
    if reason == "overtime":
        assert [e.code for e in seed_end.errors] == ["game_over"]  # West 1 after the end
    else:
        assert not seed_end.final.ended and seed_end.final.round_label == "S4"


TENPAI_YAME_LOGS = {
    # Tenhou's East game of 2010-06-08: the dealer tenpai at East 4's draw, first on 34 500
    "fastmaj-2010060800gm-0061-0000-6d767860_tw=1.mjlog": ("E4-0", "rules tenhou edition=2 east_only=on"),
    # a hanchan of 2015 into the West round: the dealer tenpai at West 3's draw on exactly 30 000
    "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog": ("W3-0", "rules tenhou edition=2"),
}


@pytest.mark.parametrize(("name", "last_round", "rules"), [(n, *v) for n, v in TENPAI_YAME_LOGS.items()])
def test_tenhous_tenpai_yame_is_recorded(name: str, last_round: str, rules: str) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    log = read_log_file(DATA / name)
    last = log.hands[-1]
    assert (last.round, last.end, last.dealer in last.tenpai) == (last_round, "draw", True)
    text = game_record(log)
    assert (
        next(line for line in text.splitlines() if line.startswith("rules ")) == rules
    )  # the preset's tenpai_yame=on, as the game shows it
    result = replay(text)
    assert (result.final.ended, result.final.end_reason, result.errors) == (True, "tenpai_yame", ())
    assert result.final.points == log.final
    # under Tenhou's rules of 2009 (dnovikoff-bug1) the same record goes on: the dealer deals again
    old = replay(text.replace(rules, f"{rules} tenpai_yame=off", 1))
    assert old.errors == () and not old.final.ended
    assert (old.final.round_label, old.final.honba) == (last_round[:2], last.honba + 1)


def test_the_2009_game_that_went_on_after_its_dealers_tenpai_is_recorded_without_tenpai_yame() -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import game_record

    log = read_log_file(DATA / "dnovikoff-bug1.mjlog")
    text = game_record(log)
    assert (
        next(line for line in text.splitlines() if line.startswith("rules "))
        == "rules tenhou edition=2 tenpai_yame=off"
    )
    result = replay(text)
    assert (result.final.ended, result.final.round_label, result.errors) == (True, "S4", ())
    assert result.final.points == log.final
    # under today's Tenhou rules it would have ended at S4-1, and S4-2 is refused
    today = replay(text.replace("rules tenhou edition=2 tenpai_yame=off", "rules tenhou edition=2", 1))
    assert [e.code for e in today.errors] == ["game_over_yame"]
    assert today.final.end_reason == "tenpai_yame"


def test_an_old_record_that_plays_on_after_the_dealers_tenpai_is_told_how_to_keep_its_reading(
    tmp_path: Path,
) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.league.season import load_season
    from mjgui.core.logs.record import game_record

    # bug1's record as mjgui wrote it before tenpai_yame was an option: "rules tenhou", and
    # S4-2 after S4-1's draw, the dealer tenpai and first; under today's tenhou preset the game
    # ended at S4-1 and its next line is refused, saying how the table that plays on keeps it
    text = game_record(read_log_file(DATA / "dnovikoff-bug1.mjlog"))
    old = text.replace("rules tenhou edition=2 tenpai_yame=off", "rules tenhou", 1)
    (err,) = replay(old).errors
    assert (err.code, err.line) == ("game_over_yame", 30)
    assert err.message("en") == (
        "Line 30 (draw tenpai メタファー): the game ended on line 28 (the dealer was tenpai at the last "
        "hand's draw and first after it — tenpai-yame). Delete this line, or, if your table played on, "
        'add "tenpai_yame=off" to the rules line.'
    )
    assert err.message("ru").endswith(
        "Удалите строку или, если у вас играли дальше, допишите «tenpai_yame=off» в строку rules."
    )
    # a season folder leaves it out with the same sentence
    (tmp_path / "bug1.mjgame").write_text(old, encoding="utf-8")
    season = load_season([tmp_path])
    (skipped,) = season.skipped
    note = skipped.message("en", within=tmp_path)
    assert 'if your table played on, add "tenpai_yame=off" to the rules line.' in note
    assert note.endswith("The game is not counted.")
    # the same for agari-yame: the 2022 game whose dealer plays on after winning South 4 first
    jpchamp = game_record(read_log_file(DATA / "differs" / "zhengye1-jpchamp2022-2.json"))
    (err,) = replay(jpchamp.replace(" agari_yame=off", "", 1)).errors
    assert err.code == "game_over_yame"
    assert err.message("en").endswith('played on, add "agari_yame=off" to the rules line.')
    assert err.message("ru").endswith("играли дальше, допишите «agari_yame=off» в строку rules.")
    # a game that ends on the last hand says nothing of it
    (late,) = replay(text + "draw\n").errors
    assert late.code == "game_over" and "=off" not in late.message("en")


def test_record_lines_for_each_kind_of_hand_end() -> None:
    from mjgui.core.logs.record import game_record

    text = game_record(read_log_file(DATA / "mjx-double-ron.mjlog"))
    lines = [line for line in text.splitlines() if not line.startswith("#")]
    assert lines[0] == "rules tenhou edition=2"  # the preset itself: double ron, honba to the first winner
    assert lines[1] == "players タケオしゃん 初代☆ デジタル仙人 はっとりへいじ"
    assert lines[2:] == [
        "riichi 初代☆",
        "tsumo 初代☆ 6",
        "draw tenpai デジタル仙人",
        "riichi タケオしゃん",
        "ron タケオしゃん from はっとりへいじ 3 50",
        "riichi タケオしゃん",
        "riichi デジタル仙人",
        "ron タケオしゃん from はっとりへいじ 4 30",
        "also ron デジタル仙人 from はっとりへいじ 5",
    ]
    json_text = game_record(read_log_file(DATA / "mjx-2011020414gm-ef18f336.json"))
    assert "draw tenpai Aさん,Bさん,Dさん" in json_text


def test_record_names_are_made_safe() -> None:
    from mjgui.core.logs.record import record_names

    log = read_log_file(DATA / "mjx-double-ron.mjlog")
    odd = replace(log, players=("two words", "draw", "two words", ""))
    assert record_names(odd) == ("two_words", "Player2", "Player3", "Player4")


# --- both readers, one game ----------------------------------------------------------------


def _same_hand(spec: HandSpec) -> HandSpec:
    melds = tuple(sorted(spec.melds, key=lambda m: (m.kind, m.tiles)))
    return spec.with_changes(concealed=tuple(sorted(spec.concealed)), melds=melds)


@pytest.mark.parametrize("path", sorted(DATA.glob("*.mjlog")), ids=lambda p: p.name)
def test_a_real_game_reads_the_same_as_mjlog_and_as_tenhou6_json(path: Path) -> None:
    from tests.logconvert import log_text, mjlog_to_tenhou6

    text = log_text(path)  # one of them gzip-compressed, as Tenhou serves an mjlog
    xml_log, json_log = read_log(text), read_log(mjlog_to_tenhou6(text))
    assert json_log.format == "tenhou6"
    # (a nagashi hand's JSON shows who was paid, not who else was tenpai)
    assert [(h.round, h.end, h.riichi, h.nagashi) for h in json_log.hands] == [
        (h.round, h.end, h.riichi, h.nagashi) for h in xml_log.hands
    ]
    assert [h.tenpai for h in json_log.hands if h.end == "draw"] == [
        h.tenpai for h in xml_log.hands if h.end == "draw"
    ]
    assert len(json_log.wins) == len(xml_log.wins)
    # a chip lobby's kiriage is the mjlog's lobby bit, which the JSON's rule does not carry
    chips = xml_log.rules.kiriage
    for from_xml, from_json in zip(xml_log.wins, json_log.wins, strict=True):
        json_spec = from_json.spec.with_changes(rules=from_xml.spec.rules) if chips else from_json.spec
        assert _same_hand(json_spec) == _same_hand(from_xml.spec), from_xml.round
        assert (from_json.winner, from_json.discarder, from_json.pao) == (
            from_xml.winner,
            from_xml.discarder,
            from_xml.pao,
        )
        assert from_json.value.points == from_xml.value.points
        assert from_json.value.gain == from_xml.value.gain
        assert sorted(from_json.value.yaku) == sorted(from_xml.value.yaku)
    if not chips:
        assert all(c.agree for c in check_log(json_log))


def test_a_chip_lobby_s_yaku_with_their_chips_read_as_the_mjlog_reads_them() -> None:
    # Tenhou's chip lobby (祝儀) writes each yaku's chips after its han in tenhou.net/6 JSON,
    # 一発(1飜1枚), 裏ドラ(3飜3枚); the mjlog says the same in two attributes, dnovikoff-chip's
    # yaku="1,1,2,1,7,1,53,0" chip="2,1" (ippatsu 1 han and 1 chip). The chips are read by
    # neither reader; before, one such yaku made its whole hand unreadable
    from tests.logconvert import mjlog_to_tenhou6

    text = (DATA / "dnovikoff-chip.mjlog").read_text(encoding="utf-8")
    json_text = mjlog_to_tenhou6(text, chips=True)
    written = json.dumps(json.loads(json_text), ensure_ascii=False)
    assert "一発(1飜1枚)" in written and "裏ドラ(3飜3枚)" in written and "赤ドラ(1飜1枚)" in written
    xml_log, json_log = read_log(text), read_log(json_text)
    assert json_log.unreadable == () and len(json_log.wins) == len(xml_log.wins) == 8

    def values(log: object) -> list[tuple[object, ...]]:
        return [(w.value.han, w.value.points, w.value.yakuman, sorted(w.value.yaku)) for w in log.wins]  # type: ignore[attr-defined]

    assert values(json_log) == values(xml_log)
    ippatsu = [w for w in json_log.wins if ("ippatsu", 1) in w.value.yaku]
    assert [(w.round, w.value.han) for w in ippatsu] == [("E2-0", 3), ("S3-0", 7)]


def test_a_chip_lobby_s_yakuman_and_chips_alone_are_read_without_their_chips() -> None:
    # the forms listed side by side in Project Mahjong's tenhou.net/6 encoder
    # (MAHJONG_LIB_TENHOU_ENCODER_H): 一発(1飜) 一発(1飜1枚) 一発(1枚), 大三元(役満)
    # 大三元(役満5枚) 大三元(役満10枚). Without 飜 an entry is chips alone: no han (a yakuman hand
    # counts none; its mjlog names ippatsu only among the chips)
    from mjgui.core.logs.tenhou6 import parse_value

    value = parse_value(["役満16000-32000点", "大三元(役満5枚)", "字一色(役満10枚)", "一発(1枚)"], 64900, 4)
    assert (value.yakuman, value.han, value.yaku) == (2, 26, (("daisangen", 13), ("tsuuiisou", 13)))
    value = parse_value(
        ["満貫12000点", "一気通貫(2飜)", "立直(1飜)", "一発(1飜1枚)", "裏ドラ(0飜)"], 13300, 4
    )
    assert (value.han, value.yaku) == (4, (("ittsu", 2), ("riichi", 1), ("ippatsu", 1)))
    assert parse_value(["30符1飜1000点", "天和(役満5枚)"], 0, 4).yakuman == 1
    for bad in ["一発(枚)", "一発(1枚1飜)", "一発()"]:
        with pytest.raises(LogError):
            parse_value(["30符1飜1000点", bad], 0, 4)
    # the pao tsumo of daisangen + tsuuiisou of mjlog2json's Tenhou JSON, its yakuman written
    # with chips: read and agreeing as before
    path = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json"
    chipped = path.read_text(encoding="utf-8").replace("(役満)", "(役満5枚)")
    assert chipped.count("(役満5枚)") == 2
    log = read_log(chipped)
    assert log.unreadable == () and log.wins[-1].value.yakuman == 2
    assert all(c.agree for c in check_log(log))


def _without_yaku(score: str, new_score: str | None = None) -> str:
    """mjlog2json's Tenhou JSON (f90e0fe9) with the yaku of the win written ``score`` taken out
    (and its value written ``new_score``)."""
    data = json.loads((DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json").read_text(encoding="utf-8"))
    wins = [h[-1][2] for h in data["log"] if h[-1][0] == "和了" and h[-1][2][3] == score]
    assert len(wins) == 1
    wins[0][4:] = []
    wins[0][3] = new_score or score
    return json.dumps(data, ensure_ascii=False)


def test_a_win_whose_yaku_are_not_listed_is_worth_the_han_its_value_says() -> None:
    # E4-1's dealer tsumo "30符1飜500点∀" without its 断幺九(1飜): the log still says 1 han 30 fu
    # (it was read as 0 han, differed in han, and its game record could not be written)
    from mjgui.core.game.game import replay
    from mjgui.core.logs.record import final_check, game_record

    log = read_log(_without_yaku("30符1飜500点∀"))
    win = next(w for w in log.wins if w.round == "E4-1")
    assert (win.value.han, win.value.fu, win.value.yaku, win.value.points) == (1, 30, (), 1500)
    check = next(c for c in check_log(log) if c.win is win)
    # no yaku to compare is no difference: han, fu and points agree
    assert check.differences == () and check.agree and not check.log_lists_yaku
    assert "tsumo 1q4d 1 30" in game_record(log).splitlines()
    assert replay(game_record(log)).final.points == log.final
    final = final_check(log)
    assert final is not None and final.agree


def test_a_win_whose_yaku_are_not_listed_and_whose_value_says_no_han_cannot_be_read() -> None:
    # the same win written as a mangan without han: what it was worth the log does not say
    log = read_log(_without_yaku("30符1飜500点∀", "満貫4000点∀"))
    [hand] = log.unreadable
    assert hand.round == "E4-1" and hand.error is not None
    assert hand.error.message("en") == (
        "Hand E4-1 of the game log cannot be read: the win of 1q4d lists no yaku, and its value "
        "満貫4000点∀ does not say its han."
    )
    assert hand.error.message("ru").startswith(
        "Раздачу В4-1 в логе игры не прочитать: в выигрыше игрока 1q4d"
    )
    assert len(log.wins) == 6  # the other hands are read and compared


# --- the rules a log is scored under -------------------------------------------------------

# an open toitoi of simples for seat 1 on seat 0's 8s: pon 222m, 444p, 666s; 55m 88s + 8s.
# With open tanyao it is tanyao 1 + toitoi 2; in a lobby without it, toitoi 2 han 30 fu = 2000.
TOITOI_M = ",".join(
    str(pon_code(kind, 0, 3, rel=3)) for kind in (1, 12, 23)
)  # 2m, 4p, 6s, each called from seat 0


def toitoi_log(game_type: int) -> str:
    head = HEAD.replace('type="169"', f'type="{game_type}"').replace("{dora}", "130")
    body = turns(8) + agari(1, 0, "17,18,100,101,102", 102, "30,2000,0", "28,2", "250,-20,250,20,250,0,250,0")
    return head + body.replace("<AGARI ", f'<AGARI m="{TOITOI_M}" ') + "</mjloggm>"


def test_a_lobby_without_open_tanyao_is_scored_without_it() -> None:
    from mjgui.core.logs.record import game_record

    kuitan_off = read_log(toitoi_log(169 | 0x04))
    assert not kuitan_off.rules.kuitan and kuitan_off.rules.name == "tenhou"
    (check,) = check_log(kuitan_off)
    assert check.agree, check.differences
    assert list(check.args[-4:]) == ["--rules", "tenhou", "--rule-option", "kuitan=off"]
    assert check.ours is not None
    assert (check.ours.han, [y.id for y in check.ours.yaku]) == (2, ["toitoi"])
    assert "rules tenhou edition=2 kuitan=off\n" in game_record(kuitan_off)
    # the same log from a lobby with open tanyao: our core adds tanyao, and says so
    (with_kuitan,) = check_log(read_log(toitoi_log(169)))
    assert [d.field for d in with_kuitan.differences] == ["han", "points", "gain", "yaku"]
    assert "--rule-option" not in with_kuitan.args


@pytest.mark.parametrize(
    ("disp", "kuitan", "aka", "east_only"),
    [
        ("般南喰赤", True, 3, False),
        ("鳳東喰赤速", True, 3, True),
        ("般南", False, 0, False),
        ("上東赤", False, 3, True),
        ("", True, 3, False),  # a converter that names no lobby: Tenhou's usual rules
    ],
)
def test_tenhou6_lobby_names(disp: str, kuitan: bool, aka: int, east_only: bool) -> None:
    from tests.logconvert import mjlog_to_tenhou6

    data = json.loads(mjlog_to_tenhou6((DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")))
    data["rule"] = {"disp": disp, "aka": 1 if "赤" in disp or not disp else 0}
    rules = read_log(json.dumps(data, ensure_ascii=False)).rules
    assert (rules.name, rules.kuitan, rules.aka, rules.east_only) == ("tenhou", kuitan, aka, east_only)


@pytest.mark.parametrize(
    ("title", "disp", "name"),
    [
        (["玉の間四人南", "Sat, 13 Jan 2024 13:52:48 GMT"], "玉の間四人南", "mahjongsoul"),
        (["Mahjong Soul"], "East", "mahjongsoul"),
        (["Jade Room South", "2022-01-11"], "", "mahjongsoul"),
        (["雀魂", ""], "", "mahjongsoul"),
        (["第二期　天鳳名人戦", "第１節　Ａ卓　１戦目"], "般南喰赤", "tenhou"),
        (["", ""], "", "tenhou"),
    ],
)
def test_a_mahjong_soul_game_is_told_by_its_title_or_rule_name(
    title: list[str], disp: str, name: str
) -> None:
    # title and rule shapes as Mahjong Soul log converters write them (e.g. the room name
    # 玉の間四人南 in rule.disp, with aka51/aka52/aka53)
    from tests.logconvert import mjlog_to_tenhou6

    data = json.loads(mjlog_to_tenhou6((DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")))
    data["title"] = title
    data["rule"] = {"disp": disp, "aka53": 1, "aka52": 1, "aka51": 1}
    text = json.dumps(data, ensure_ascii=False)
    log = read_log(text)
    assert log.rules.name == name and log.rules.aka == 3
    assert all(w.spec.rules.name == name for w in log.wins)
    # the user's choice wins over the title
    assert read_log(text, "tenhou").rules.name == "tenhou"
    assert read_log(text, "ema").rules.name == "ema"


def test_an_unknown_preset_is_refused_before_reading() -> None:
    from mjgui.core.errors import RulesError

    with pytest.raises(RulesError) as err:
        read_log("not a log", "tenhuo")
    assert err.value.code == "unknown_rules"


def _double_ron_with_honba(honba: int) -> str:
    """The real double ron of mjx-double-ron.mjlog played again at ``honba`` counters, paid as
    Tenhou pays it: the first winner in turn order (seat 0, after the discarder 3) takes the honba
    and the sticks, the second (seat 2) only the hand."""
    text = (DATA / "mjx-double-ron.mjlog").read_text(encoding="utf-8")
    first = (7700 + 300 * honba + 2000) // 100  # the first winner's gain, in hundreds
    paid = first - 20  # what the discarder pays the first winner (the sticks are the table's)
    left = 143 - paid  # the discarder after the first win
    changes = {
        '<INIT seed="3,0,0,2,4,94"': f'<INIT seed="3,{honba},0,2,4,94"',
        'ba="0,2" hai="3,7,8,12': f'ba="{honba},2" hai="3,7,8,12',
        'sc="237,97,360,0,240,0,143,-77"': f'sc="237,{first},360,0,240,0,143,-{paid}"',
        'sc="334,0,360,0,240,80,66,-80" owari="334,13.0,360,46.0,320,-8.0,-14,-51.0"': (
            f'sc="{237 + first},0,360,0,240,80,{left},-80" '
            f'owari="{237 + first},13.0,360,46.0,320,-8.0,{left - 80},-51.0"'
        ),
    }
    for old, new in changes.items():
        assert old in text
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("as_json", [False, True], ids=["mjlog", "tenhou6"])
def test_a_double_ron_with_honba_pays_the_honba_to_the_first_winner_only(as_json: bool) -> None:
    from tests.logconvert import mjlog_to_tenhou6

    text = _double_ron_with_honba(2)
    if as_json:
        text = mjlog_to_tenhou6(text)
    log = read_log(text)
    first, second = log.hands[-1].wins
    assert (first.winner, second.winner) == (0, 2)
    assert (first.spec.honba, first.spec.sticks, second.spec.honba, second.spec.sticks) == (2, 2, 2, 0)
    # the second winner's hand keeps the hand's counter (ryanhan shibari reads it), paid none
    assert (first.spec.honba_taken, second.spec.honba_taken) == (2, 0)
    assert (first.value.gain, second.value.gain) == (7700 + 600 + 2000, 8000)
    assert all(c.agree for c in check_log(log)), [c.differences for c in check_log(log)]
    if as_json:
        # under rules that pay the honba to each winner, the reader gives it to the second too,
        # and the log's own payment shows that Tenhou did not
        ema = read_log(text, "mahjongsoul").hands[-1].wins[1]
        assert (ema.spec.honba, ema.spec.honba_taken) == (2, 0)
        each = read_log(text, "ema").hands[-1].wins[1]
        assert (each.spec.honba, each.spec.honba_taken) == (2, 2)
        (check,) = [c for c in check_log(read_log(text, "ema")) if c.win.winner == 2]
        assert [d.field for d in check.differences] == ["gain"]


# --- the table: what situation a win had, event by event ------------------------------------


def _go_round(table: Table, seats: range, *, skip: int | None = None) -> None:
    for seat in seats:
        if seat != skip:
            table.draw(seat)
            table.discard(seat)


def test_a_win_on_the_first_draw_is_tenhou_or_chiihou_never_rinshan() -> None:
    table = Table(dealer=1, players=4)
    table.draw(1)
    assert table.flags(1, None) == {
        "tsumo": True, "riichi": False, "double_riichi": False, "ippatsu": False, "rinshan": False,
        "chankan": False, "haitei": False, "houtei": False, "tenhou": True, "chiihou": False,
    }  # fmt: skip
    table.discard(1)
    table.draw(2)
    flags = table.flags(2, None)
    assert (flags["tenhou"], flags["chiihou"], flags["rinshan"]) == (False, True, False)
    table.discard(2)
    table.call(3, "pon")  # a call ends the first go-round for everyone after it
    table.discard(3)
    table.draw(0)
    assert table.flags(0, None)["chiihou"] is False


def test_riichi_double_riichi_and_ippatsu_follow_the_table() -> None:
    table = Table(dealer=0, players=4)
    table.draw(0)
    table.declare_riichi(0)  # on the first discard, no call yet: double riichi
    table.discard(0)
    table.riichi_accepted(0)
    assert table.flags(0, 1)["ippatsu"] is True
    _go_round(table, range(1, 4))
    _go_round(table, range(1))  # seat 0's next discard ends its ippatsu
    table.draw(1)
    table.declare_riichi(1)  # after its first discard: riichi
    table.discard(1)
    table.riichi_accepted(1)
    table.riichi_accepted(1)  # a REACH step 2 said twice puts one stick
    table.riichi_accepted(2)  # and one without its step 1 none
    assert table.sticks_paid == [0, 1]
    flags = table.flags(0, 1)
    assert (flags["riichi"], flags["double_riichi"], flags["ippatsu"]) == (False, True, False)
    flags = table.flags(1, 2)
    assert (flags["riichi"], flags["double_riichi"], flags["ippatsu"]) == (True, False, True)
    table.draw(2)
    table.discard(2)
    table.call(3, "chi")  # any call ends every ippatsu
    assert table.flags(1, 3)["ippatsu"] is False and table.flags(1, 3)["riichi"] is True
    assert table.flags(2, 3)["riichi"] is False  # seat 2 never declared


def test_a_kans_replacement_draw_is_rinshan_and_an_added_kan_can_be_robbed() -> None:
    table = Table(dealer=0, players=4)
    table.draw(0)
    table.discard(0)
    table.draw(1)
    table.declare_riichi(1)
    table.discard(1)
    table.riichi_accepted(1)
    table.draw(2)
    table.call(2, "kakan", Tile(5))  # seat 2 adds to a pon: seat 1 robs it, ippatsu stands
    flags = table.flags(1, 2)
    assert (flags["chankan"], flags["ippatsu"], flags["houtei"]) == (True, True, False)
    table.draw(2)  # the replacement draw: a tsumo on it is rinshan
    assert table.flags(2, None)["rinshan"] is True
    table.discard(2)
    assert table.flags(1, 2)["chankan"] is False  # a discard after it is no kan to rob
    table.draw(3)
    assert table.flags(3, None)["rinshan"] is False
    table.call(3, "ankan")
    table.draw(3)
    assert table.flags(3, None)["rinshan"] is True and table.kakan is None


def test_the_last_tile_is_haitei_and_its_discard_houtei_for_four_and_three_players() -> None:
    for players, draws in ((4, LIVE_DRAWS), (3, LIVE_DRAWS_THREE)):
        table = Table(dealer=0, players=players)
        for _ in range(draws - 1):
            table.draw(0)
            table.discard(0)
        assert table.flags(0, None)["haitei"] is False and table.flags(1, 0)["houtei"] is False
        table.draw(1)
        assert table.flags(1, None)["haitei"] is True
        table.discard(1)
        assert table.flags(2, 1)["houtei"] is True
    # a North set aside at the end: its replacement is rinshan, never haitei
    table = Table(dealer=0, players=3)
    for _ in range(LIVE_DRAWS_THREE - 1):
        table.draw(0)
        table.discard(0)
    table.draw(1)
    table.nuki(1)
    table.draw(1)
    flags = table.flags(1, None)
    assert (flags["rinshan"], flags["haitei"]) == (True, False)


def test_canonical_orders_the_melds_as_the_score_words_are_read() -> None:
    # no real win has an open kan and a closed one together: the order chi, pon, kan, ankan
    # (each kind in the log's order), as parse_score_args reads `args` back
    from mjgui.core.logs.model import canonical, score_words
    from mjgui.core.scoring.arguments import parse_score_args
    from mjgui.core.scoring.hand import Meld, MeldKind, make_meld
    from mjgui.core.scoring.tiles import parse_tiles

    def meld(kind: MeldKind, tiles: str) -> Meld:
        return make_meld(kind, parse_tiles(tiles))

    logged = (meld("ankan", "1111z"), meld("kan", "7777s"), meld("ankan", "3333z"), meld("pon", "555p"))
    pair = tuple(parse_tiles("22z"))
    spec = HandSpec(concealed=pair, melds=logged, win_tile=pair[-1])
    kept = canonical(spec)
    assert [(m.kind, m.tiles[0].code) for m in kept.melds] == [
        ("pon", "5p"),
        ("kan", "7s"),
        ("ankan", "1z"),
        ("ankan", "3z"),
    ]
    request, _ = parse_score_args(score_words(kept))
    assert request.spec == kept
    assert canonical(kept) is kept  # already in order: the same spec
