"""The M-League, Mahjong Soul, EMA, WRC and Tenhou presets as their published rules, a simulator
of the site and real games say (the sources are cited beside each preset in
``mjgui/core/scoring/rules.py``): each value a small record shows through ``mjgui game``, its
points and final scores as the command prints them. The values these records show were wrong
before: M-League's final score rounded and its ties placed by seat, no kiriage, kazoe yakuman,
abortive draws, a double-wind pair of 4 fu; Mahjong Soul's games over after South 4 below
30 000, no agari-yame nor tenpai-yame, the discarder paying a pao ron's honba, pao for
suukantsu; EMA's and WRC's yakuman adding up, EMA's renhou off and chombo paid at the table,
WRC's kazoe yakuman, Tenhou's pao for suukantsu (each preset's edition 1, which its records
still read as)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.gamecli import game_command


def game(text: str, tmp_path: Path) -> dict[str, object]:
    """``mjgui game FILE --json`` on a record of these lines."""
    path = tmp_path / "game.mjgame"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    game_command([str(path), "--json"], out)
    answer = json.loads(out.getvalue())
    assert isinstance(answer, dict)
    return answer


def points(answer: dict[str, object]) -> list[int]:
    return [p["points"] for p in answer["players"]]  # type: ignore[attr-defined,index]


def finals(answer: dict[str, object]) -> list[float]:
    return [p["final"] for p in answer["players"]]  # type: ignore[attr-defined,index]


def errors(answer: dict[str, object]) -> list[str]:
    return [e["message"] for e in answer["errors"]]  # type: ignore[attr-defined,index]


# -- M-League ----------------------------------------------------------------------------------


def test_m_league_counts_the_final_score_unrounded_and_tied_players_split_the_rank_points(
    tmp_path: Path,
) -> None:
    # Boris 30 200 first: +0.2 and the +50 of first place (uma 30 with the 20 000 oka); Aiko
    # and Dasha tied on 25 000 share second and third (+10 and -10): -5 each; Chen 19 800:
    # -10.2 - 30. Rounded to the thousand and placed by seat they were +5, +50, -40, -15
    answer = game(
        "rules mleague east_only=on\nplayers A B C D\nron B from C 3 40\ndraw\ndraw\ndraw\n", tmp_path
    )
    assert answer["ended"] is True and errors(answer) == []
    assert points(answer) == [25000, 30200, 19800, 25000]
    assert finals(answer) == [-5, 50.2, -40.2, -5]


def test_m_league_plays_kiriage_mangan_and_no_kazoe_yakuman(tmp_path: Path) -> None:
    # 4 han 30 fu: a mangan, 8000 (7700 without kiriage); 13 han: sanbaiman, 24 000 (32 000)
    answer = game("rules mleague\nplayers A B C D\nron B from C 4 30\nron C from D 13\n", tmp_path)
    assert errors(answer) == []
    assert points(answer) == [25000, 33000, 41000, 1000]


def test_m_league_plays_no_abortive_draw(tmp_path: Path) -> None:
    answer = game("rules mleague\nplayers A B C D\nabort\n", tmp_path)
    assert errors(answer) == [
        "Line 3 (abort): abortive draws are not played under these rules; the hand goes on to a win "
        'or an exhaustive draw ("draw ..."). If your table plays them, add "abortive_draws=on" to the '
        "rules line."
    ]
    assert points(answer) == [25000] * 4


def test_m_league_counts_a_double_wind_pair_2_fu(tmp_path: Path) -> None:
    # the dealer's riichi ron in East with a pair of East and a closed 1m triplet: 20 + 10 + 8
    # + 2 = 40 fu, 2000 (with 4 fu for the pair: 50 fu, 2400, as under Tenhou)
    line = 'ron A from B hand "111m56p789s234s11z4p --riichi"\n'
    answer = game("rules mleague\nplayers A B C D\n" + line, tmp_path)
    assert errors(answer) == [] and points(answer) == [27000, 23000, 25000, 25000]
    answer = game("rules tenhou\nplayers A B C D\n" + line, tmp_path)
    assert errors(answer) == [] and points(answer) == [27400, 22600, 25000, 25000]


def test_the_liable_player_pays_the_honba_of_a_pao_ron_by_another(tmp_path: Path) -> None:
    # 1 honba: Dasha deals in Boris's yakuman that Chen is liable for: under Mahjong Soul's
    # rules Dasha pays 16 000, Chen 16 000 and the 300 of the honba (the discarder paid them
    # before); under M-League's as well (積み場は鳴かせた者が負担する: a blog on the league,
    # top3776.hatenablog.com/entry/2022/05/28/142033); the seed's discarder pays them
    record = "players A B C D\ndraw tenpai A\nron B from D yakuman pao C\n"
    for preset in ("mahjongsoul", "mleague"):
        answer = game(f"rules {preset}\n" + record, tmp_path)
        assert errors(answer) == []
        assert points(answer) == [28000, 56300, 7700, 8000], preset
    answer = game("rules seed\n" + record, tmp_path)
    assert errors(answer) == []
    assert points(answer) == [33000, 61300, 13000, 12700]  # the seed starts on 30 000


# -- Mahjong Soul (four players) ---------------------------------------------------------------

EIGHT_DRAWS = "draw\n" * 8  # East 1 to South 4, every dealer noten: everyone on 25 000


def test_mahjong_soul_goes_into_west_while_nobody_has_30000(tmp_path: Path) -> None:
    answer = game("rules mahjongsoul\nplayers A B C D\n" + EIGHT_DRAWS, tmp_path)
    assert (answer["ended"], answer["round"], answer["honba"]) == (False, "W1", 8)
    # Boris reaches 30 000 in West 1 (8000 + 2400 for the honba): the game ends there
    answer = game("rules mahjongsoul\nplayers A B C D\n" + EIGHT_DRAWS + "ron B from C mangan\n", tmp_path)
    assert (answer["ended"], answer["round"]) == (True, "W1")
    assert points(answer) == [25000, 35400, 14600, 25000]
    assert finals(answer) == [5, 25.4, -25.4, -5]
    # nobody reaches it: the game ends after West 4
    answer = game("rules mahjongsoul\nplayers A B C D\n" + "draw\n" * 12, tmp_path)
    assert (answer["ended"], answer["round"], errors(answer)) == (True, "W4", [])
    answer = game("rules mahjongsoul\nplayers A B C D\n" + "draw\n" * 13, tmp_path)
    assert errors(answer) == [
        "Line 15 (draw): the game ended on line 14 (the last hand was played); nothing can follow. "
        "Delete this line, or correct the earlier lines if the game should go on."
    ]


def test_mahjong_soul_ends_on_the_last_dealers_win_or_tenpai_in_first_place(tmp_path: Path) -> None:
    # agari-yame: Dasha deals South 4 and wins it, first with 39 100
    answer = game("rules mahjongsoul\nplayers A B C D\n" + "draw\n" * 7 + "tsumo D mangan\n", tmp_path)
    assert (answer["ended"], answer["round"]) == (True, "S4")
    assert points(answer) == [20300, 20300, 20300, 39100]
    # tenpai-yame: Dasha, first on 33 000 since East 1, is the only one tenpai at South 4's draw
    record = "ron D from A mangan\n" + "draw\n" * 6 + "draw tenpai D\n"
    answer = game("rules mahjongsoul\nplayers A B C D\n" + record, tmp_path)
    assert (answer["ended"], answer["round"], errors(answer)) == (True, "S4", [])
    assert points(answer) == [16000, 24000, 24000, 36000]
    assert finals(answer) == [-24, 4, -6, 26]


@pytest.mark.parametrize(
    ("rules", "players", "line"),
    [
        ("mahjongsoul", "A B C D", "ron B from D yakuman pao C suukantsu"),
        ("mahjongsoul-sanma", "A B C", "ron B from A yakuman pao C suukantsu"),
    ],
)
def test_mahjong_soul_pao_is_for_daisangen_and_daisuushii(
    rules: str, players: str, line: str, tmp_path: Path
) -> None:
    answer = game(f"rules {rules}\nplayers {players}\n{line}\n", tmp_path)
    assert errors(answer) == [
        f"Line 3 ({line}): suukantsu carries no pao under these rules. If your table has pao for it, "
        'add "pao=daisangen,daisuushii,suukantsu" to the rules line.'
    ]


def test_mahjong_soul_three_players_the_liable_player_pays_the_honba_of_a_pao_ron(tmp_path: Path) -> None:
    # 1 honba (200 with three players): Aiko deals in Boris's yakuman that Chen is liable for
    answer = game(
        "rules mahjongsoul-sanma\nplayers A B C\ndraw tenpai A\nron B from A yakuman pao C\n", tmp_path
    )
    assert errors(answer) == []
    assert points(answer) == [21000, 66200, 17800]


# -- EMA and WRC (edition 2) -------------------------------------------------------------------

DAISANGEN_TSUUIISOU = 'ron B from C hand "555666z111z22z --pon 777z --win 2z"'


@pytest.mark.parametrize("preset", ["ema", "wrc"])
def test_ema_and_wrc_count_one_yakuman_at_most(preset: str, tmp_path: Path) -> None:
    # daisangen and tsuuiisou in one hand: one yakuman, 32 000 (edition 1 added them: 64 000);
    # "Yakuman are not cumulative" (riichi.wiki's RCR page, the WRC rule book §6.5)
    record = f"players A B C D\n{DAISANGEN_TSUUIISOU}\n"
    answer = game(f"rules {preset}\n" + record, tmp_path)
    assert errors(answer) == [] and points(answer) == [30000, 62000, -2000, 30000]
    answer = game(f"rules {preset}\nplayers A B C D\nron B from C yakuman 2\n", tmp_path)
    assert errors(answer) == [
        "Line 3 (ron B from C yakuman 2): yakuman 2 cannot be won under these rules: yakuman do not "
        "add up and none counts double, so a hand is one yakuman at most. If they add up at your "
        'table, add "yakuman_stacking=on" to the rules line.'
    ]
    answer = game(f"rules {preset} edition=1\n" + record, tmp_path)  # a record of edition 1
    assert errors(answer) == [] and points(answer) == [30000, 94000, -34000, 30000]


def test_wrc_counts_13_han_a_sanbaiman(tmp_path: Path) -> None:
    # "Kazoe yakuman is not allowed" (the WRC 2014 rules' errata): 24 000, not 32 000
    answer = game("rules wrc\nplayers A B C D\nron B from C 13\n", tmp_path)
    assert errors(answer) == [] and points(answer) == [30000, 54000, 6000, 30000]
    answer = game("rules wrc edition=1\nplayers A B C D\nron B from C 13\n", tmp_path)
    assert errors(answer) == [] and points(answer) == [30000, 62000, -2000, 30000]


def test_ema_pays_renhou_as_a_mangan(tmp_path: Path) -> None:
    # "Renho (Blessing of Man) is a mangan, not a yakuman": a tanyao pinfu hand on the first
    # discard, 8000 (edition 1 had no renhou: the flag was refused)
    line = 'ron B from C hand "234m567p3467888s5s --renhou"'
    answer = game(f"rules ema\nplayers A B C D\n{line}\n", tmp_path)
    assert errors(answer) == [] and points(answer) == [30000, 38000, 22000, 30000]
    answer = game(f"rules ema edition=1\nplayers A B C D\n{line}\n", tmp_path)
    assert errors(answer) == [
        f"Line 3 ({line}): the hand cannot be read: renhou is off in these rules: remove the renhou flag."
    ]


def test_ema_deducts_a_chombo_20_points_after_uma(tmp_path: Path) -> None:
    # "Chombo penalty in a tournament is 20,000 points deduction after uma": nothing paid at the
    # table, four players tied on 30 000 share the uma (0 each), Aiko -20. Edition 1 paid the
    # mangan at the table: Aiko 18 000 and -27, the others +9
    record = "players A B C D\nchombo A\n" + "draw\n" * 4
    answer = game("rules ema east_only=on\n" + record, tmp_path)
    assert answer["ended"] is True and errors(answer) == []
    assert points(answer) == [30000] * 4 and finals(answer) == [-20, 0, 0, 0]
    answer = game("rules ema edition=1 east_only=on\n" + record, tmp_path)
    assert points(answer) == [18000, 34000, 34000, 34000] and finals(answer) == [-27, 9, 9, 9]


# -- Tenhou (edition 2) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "players", "line", "before"),
    [
        ("tenhou", "A B C D", "ron B from D yakuman pao C suukantsu", [25000, 57000, 9000, 9000]),
        ("tenhou-sanma", "A B C", "ron B from A yakuman pao C suukantsu", [19000, 67000, 19000]),
    ],
)
def test_tenhou_has_no_pao_for_suukantsu(
    rules: str, players: str, line: str, before: list[int], tmp_path: Path
) -> None:
    # Tenhou's lobbies play suukantsu pao only with a lobby flag; riichi.wiki's "Sekinin barai"
    # gives a ranked game, 2015012609gm-0089-0000-1956db78, as "suukantsu tsumo; no pao"
    answer = game(f"rules {rules}\nplayers {players}\n{line}\n", tmp_path)
    assert errors(answer) == [
        f"Line 3 ({line}): suukantsu carries no pao under these rules (it did under their edition 1: "
        '"edition=1"). If your table has pao for it, add "pao=daisangen,daisuushii,suukantsu" to the '
        "rules line."
    ]
    answer = game(f"rules {rules} edition=1\nplayers {players}\n{line}\n", tmp_path)
    assert errors(answer) == [] and points(answer) == before
