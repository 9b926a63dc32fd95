"""The season as data, every key and figure: what the mutation run of ``core/league/export.py``
found untested (docs/mutation.md). The JSON of ``mjgui league --json`` is asserted whole, as a
program reading it sees it (its keys, each rate rounded as documented, null where there is
nothing to divide by), and the file names it gives."""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal
from pathlib import Path

from mjgui.core.league.aliases import parse_aliases
from mjgui.core.league.export import csv_cell, csv_text, league_dict, read_csv, standings_header, stats_dict
from mjgui.core.league.season import load_season
from mjgui.core.league.standings import BigHand, Stats, YakumanWin, standings
from tests.test_standings_mutants import G1, G2, G3

CLUB = Path("/club")


def test_every_statistic_is_written_under_its_key_rounded_as_documented() -> None:
    # 7 hands: 2 rons and a tsumo worth 5 000 (1 666.7 a win), 3 deal-ins of 4 000 (1 333.3),
    # 3 riichi and 2 of them won, 2 tenpai at 3 draws: every rate a fraction of many digits
    stats = Stats(
        hands=7, ron_wins=2, tsumo_wins=1, win_points=5000, deal_ins=3, deal_in_points=4000,
        riichi=3, riichi_wins=2, dealer_wins=1, renchan=2, draws=3, tenpai=2, chombo=1,
        biggest=BigHand(8000, 0, None, None, "mangan", CLUB / "2026" / "a.mjgame", 12),
        yaku=Counter({"riichi": 2, "tanyao": 1, "pinfu": 2, "haku": 1}),
        yakuman=[YakumanWin(CLUB / "b.mjgame", 7, 2, ("suuankou_tanki",))],
    )  # fmt: skip
    assert stats_dict(stats, CLUB) == {
        "hands": 7,
        "wins": 3,
        "ron_wins": 2,
        "tsumo_wins": 1,
        "win_rate": 0.4286,
        "deal_ins": 3,
        "deal_in_rate": 0.4286,
        "average_deal_in": 1333.3,
        "riichi": 3,
        "riichi_rate": 0.4286,
        "riichi_wins": 2,
        "riichi_win_rate": 0.6667,
        "average_win": 1666.7,
        "dealer_wins": 1,
        "renchan": 2,
        "draws": 3,
        "tenpai": 2,
        "tenpai_rate": 0.6667,
        "chombo": 1,
        "biggest": {
            "points": 8000,
            "yakuman": 0,
            "han": None,
            "fu": None,
            "limit": "mangan",
            "file": "2026/a.mjgame",
            "line": 12,
        },
        "top_yaku": [
            {"yaku": "pinfu", "wins": 2},
            {"yaku": "riichi", "wins": 2},
            {"yaku": "haku", "wins": 1},
        ],
        "yakuman": [{"file": "b.mjgame", "line": 7, "multiple": 2, "yaku": ["suuankou_tanki"]}],
    }


def test_a_rate_with_nothing_to_divide_by_is_null_and_one_with_something_is_a_number() -> None:
    written = stats_dict(Stats())
    rates = ("win_rate", "deal_in_rate", "average_deal_in", "riichi_rate", "riichi_win_rate")
    assert [written[k] for k in (*rates, "average_win", "tenpai_rate", "biggest")] == [None] * 8
    # a whole rate is written as a number with a point, as every rate: 1.0 and 0.0, never 1 or 0
    some = stats_dict(Stats(hands=4, ron_wins=4, win_points=4000, riichi=2, riichi_wins=2, draws=2))
    text = json.dumps({k: some[k] for k in ("win_rate", "riichi_win_rate", "tenpai_rate", "average_win")})
    assert text == '{"win_rate": 1.0, "riichi_win_rate": 1.0, "tenpai_rate": 0.0, "average_win": 1000.0}'


def test_a_file_outside_the_folder_is_named_whole_and_shown_safe() -> None:
    big = BigHand(2000, 0, 2, 30, None, Path("/elsewhere/o\x1bdd.mjgame"), 3)
    for base in (CLUB, None):
        assert stats_dict(Stats(biggest=big), base)["biggest"]["file"] == "/elsewhere/o\\x1bdd.mjgame"
    inside = BigHand(2000, 0, 2, 30, None, CLUB / "2026" / "g.mjgame", 3)
    assert stats_dict(Stats(biggest=inside))["biggest"]["file"] == "/club/2026/g.mjgame"


def test_the_json_of_three_games_worked_out_by_hand(tmp_path: Path) -> None:
    # the games of test_standings_mutants.py, every figure there worked out by hand
    root = tmp_path / "club"
    root.mkdir()
    for name, text in (("g1", G1), ("g2", G2), ("g3", G3)):
        (root / f"{name}.mjgame").write_text(text, encoding="utf-8")
    season = load_season([root])
    written = league_dict(season, standings(season), base=root)
    assert (written["games"], written["skipped"], written["duplicates"], written["aliases"]) == (
        3,
        [],
        [],
        [],
    )
    boris, aiko, dasha, chen = written["players"]
    assert {k: v for k, v in boris.items() if k != "stats"} == {
        "name": "Boris",
        "games": 3,
        "total": 39,
        "average_place": 1.6667,
        "places": [1, 2, 0, 0],
        "best": 27,
        "worst": 6,
    }
    assert boris["stats"] == {
        "hands": 18,
        "wins": 5,
        "ron_wins": 3,
        "tsumo_wins": 2,
        "win_rate": 0.2778,
        "deal_ins": 1,
        "deal_in_rate": 0.0556,
        "average_deal_in": 1900.0,
        "riichi": 2,
        "riichi_rate": 0.1111,
        "riichi_wins": 2,
        "riichi_win_rate": 1.0,
        "average_win": 3680.0,
        "dealer_wins": 3,
        "renchan": 3,
        "draws": 7,
        "tenpai": 0,
        "tenpai_rate": 0.0,
        "chombo": 0,
        "biggest": {
            "points": 8100,
            "yakuman": 0,
            "han": 4,
            "fu": 20,
            "limit": None,
            "file": "g2.mjgame",
            "line": 5,
        },
        "top_yaku": [
            {"yaku": "menzen_tsumo", "wins": 2},
            {"yaku": "pinfu", "wins": 2},
            {"yaku": "riichi", "wins": 2},
        ],
        "yakuman": [],
    }
    # no riichi: no rate of its wins; a tenpai at 7 draws
    assert (aiko["stats"]["riichi_win_rate"], aiko["stats"]["tenpai_rate"]) == (None, 0.1429)
    assert (chen["stats"]["deal_in_rate"], chen["stats"]["average_deal_in"]) == (0.1667, 2100.0)
    assert dasha["stats"]["biggest"]["file"] == "g1.mjgame"


def test_the_table_has_a_place_column_per_seat() -> None:
    head = ("rank", "name", "games", "total", "average", "average_place")
    tail = ("best", "worst")
    assert standings_header() == (*head, "first", "second", "third", "fourth", *tail)
    assert standings_header(4) == standings_header()
    assert standings_header(3) == (*head, "first", "second", "third", *tail)


CONFLICT = "g1.sync-conflict-20261120-231502-ABCDEF1.mjgame"


def test_the_files_left_out_and_counted_once_are_said_in_the_asked_language(tmp_path: Path) -> None:
    root = tmp_path / "club"
    root.mkdir()
    (root / "g1.mjgame").write_text(G1, encoding="utf-8")
    # a sync tool's copy of g1 with one line changed: left out, naming the record it copies
    (root / CONFLICT).write_text(G1.replace("tsumo Chen 1 30", "tsumo Chen 2 30"), encoding="utf-8")
    (root / "g2.mjgame").write_text(G2, encoding="utf-8")
    (root / "g2-again.mjgame").write_text(G2, encoding="utf-8")  # the same game: counted once
    notes = parse_aliases("Bo =\n", str(root / "mjgui-aliases.txt")).problems
    season = load_season([root])
    english = league_dict(season, standings(season), "en", root, notes)
    russian = league_dict(season, standings(season), "ru", root, notes)
    assert english["games"] == russian["games"] == 2
    assert english["skipped"] == [
        {
            "file": CONFLICT,
            "code": "sync_conflict",
            "error": f"{root / CONFLICT} looks like a sync conflict copy of g1.mjgame: it is not counted. "
            "Keep the right one of the two and delete the other.",
            "copy_of": "g1.mjgame",
        }
    ]
    assert russian["skipped"][0]["error"] == (
        f"{root / CONFLICT} похож на копию конфликта синхронизации файла g1.mjgame: он не учитывается. "
        "Оставьте верный из двух файлов, а другой удалите."
    )
    assert english["duplicates"] == [
        {
            "file": "g2-again.mjgame",
            "same_as": "g2.mjgame",
            "code": "same_game",
            "note": f"{root / 'g2-again.mjgame'} holds the same game as {root / 'g2.mjgame'}; "
            "the game is counted once.",
        }
    ]
    assert russian["duplicates"][0]["note"] == (
        f"{root / 'g2-again.mjgame'} содержит ту же игру, что и {root / 'g2.mjgame'}; игра учтена один раз."
    )
    where = root / "mjgui-aliases.txt"
    assert [a["message"] for a in english["aliases"]] == [
        f'{where}, line 1: "Bo =" is not "spelling = name"; the line is ignored.'
    ]
    assert [a["message"] for a in russian["aliases"]] == [
        f"{where}, строка 1: «Bo =» — не «написание = имя»; строка пропущена."
    ]
    # each note has its code, the same in both languages
    codes = [a["code"] for a in english["aliases"]], [a["code"] for a in russian["aliases"]]
    assert codes == (["bad_alias_line"], ["bad_alias_line"])


def test_a_cell_is_quoted_only_where_a_spreadsheet_would_start_a_formula() -> None:
    # spaces before the formula's first character are skipped; an X is no space
    assert csv_cell("  =1+1") == "'  =1+1"
    assert csv_cell("X-ray") == "X-ray"
    # a no-break space is no space a spreadsheet skips: the text stays text, as written
    assert csv_cell("\u00a0=1+1") == "\u00a0=1+1"
    assert (csv_cell(-3.5), csv_cell(Decimal("2.5"))) == (-3.5, Decimal("2.5"))  # numbers stay numbers
    assert csv_text(("a", "b", "c"), [(-3.5, True, "-x")], "ru") == "\ufeffa;b;c\n-3,5;True;'-x\n"


def test_a_language_without_its_own_separators_writes_the_english_ones() -> None:
    assert csv_text(("name", "average"), [("Aiko", 2.5)], "de") == "\ufeffname,average\nAiko,2.5\n"
    assert csv_text(("name", "average"), [("Aiko", 2.5)]) == "\ufeffname,average\nAiko,2.5\n"
    assert csv_text(("name", "average"), [("Aiko", 2.5)], "ru") == "\ufeffname;average\nAiko;2,5\n"
    assert read_csv("\ufeffname;average\nAiko;2,5\n") == [["name", "average"], ["Aiko", "2,5"]]
    assert read_csv("\ufeffname,average\nAiko,2.5\n") == [["name", "average"], ["Aiko", "2.5"]]
