"""The club's league over a season of records: every figure against an independent count.

The season is 24 random but valid games built by tests/leaguegen.py through the game core (which
counts every figure itself, from the lines it chose), a hand-written game whose figures are
worked out below by hand, and files that must be skipped: a damaged record (a NUL byte), an
unfinished game, a record with a line the replay refuses, and a file that is not a record.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import os
from pathlib import Path

import pytest

from mjgui.core.game.record import parse_line
from mjgui.core.i18n import say
from mjgui.core.league.aliases import (
    ALIASES_FILE,
    AliasError,
    Aliases,
    load_aliases,
    parse_aliases,
    save_aliases,
)
from mjgui.core.league.export import (
    GAMES_HEADER,
    STANDINGS_HEADER,
    games_csv,
    league_dict,
    read_csv,
    standings_csv,
)
from mjgui.core.league.season import SkipReason, load_season, rules_filter
from mjgui.core.league.standings import COLUMNS, Standing, sort_standings, standings
from mjgui.core.league.text import STAT_HOW
from mjgui.core.scoring.rules import SEED
from mjgui.leaguecli import league_command as _league_command
from mjgui.replaycli import replay_command
from tests.leaguegen import Tally, random_season, write_season
from tests.util import one_stream

league_command = one_stream(_league_command)  # its errors read from its output too
REPLAY_LOG = Path(__file__).parent / "data" / "logs" / "mjx-double-ron.mjlog"

GAMES = 24

# Worked out by hand (seed rules, East only: start 30 000, return 30 000, uma 15/5/-5/-15):
# E1 Boris rons Aiko, riichi tanyao pinfu 3 han 30 fu = 3900 (his riichi written in the hand);
# E2 Chen declares riichi; Dasha tsumo daisangen: 8000 from each non-dealer, 16000 from the
#    dealer Boris, plus Chen's stick = +33000;
# E3 draw, only Aiko tenpai: +3000, the others -1000 (the dealer Chen noten: the deal moves);
# E4 Chen's chombo: 4000 to the dealer Dasha, 2000 to Aiko and Boris; the hand is replayed;
#    Chen rons the dealer Dasha 2 han 30 fu, 2000 + 300 honba; the deal leaves E4: game over.
# Points: Aiko 23100, Boris 18900, Chen 14300, Dasha 63700. Final: Dasha 64 - 30 + 15 = +49,
# Aiko 23 - 30 + 5 = -2, Boris 19 - 30 - 5 = -16, Chen 14 - 30 - 15 = -31.
HAND_WRITTEN = """# date 2026-11-27
# the last evening: one table wrote its hands in full
rules seed east_only=on
players Aiko Borya Chen Dasha
ron Borya from Aiko hand "234m567p345678s55s --riichi"
riichi Chen
tsumo Dasha hand "555z666z777z123m44p"
draw tenpai Aiko
chombo Chen
ron Chen from Dasha 2 30
"""


@pytest.fixture(scope="module")
def season_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("club")
    write_season(root, GAMES, {"hand-written.mjgame": HAND_WRITTEN})
    (root / "damaged.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\nron Aiko\x00from Boris 1 30\n")
    (root / "unfinished.mjgame").write_text("players Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n")
    (root / "refused.mjgame").write_text("players Aiko Boris Chen Dasha\nron Zoe from Boris 3 30\n")
    (root / "notes.txt").write_text("not a record\n")
    (root / ALIASES_FILE).write_text("# the same player\nBorya = Boris\n", encoding="utf-8")
    return root


def _tally() -> Tally:
    return random_season(7, GAMES)[1]


def _row(rows: list[Standing], name: str) -> Standing:
    return next(r for r in rows if r.name.casefold() == name.casefold())


def test_the_season_is_read_and_the_bad_files_are_listed(season_dir: Path) -> None:
    season = load_season([season_dir])
    assert len(season.games) == GAMES + 1
    skipped = {s.path.name: s.error for s in season.skipped}
    assert set(skipped) == {"damaged.mjgame", "unfinished.mjgame", "refused.mjgame"}
    assert skipped["damaged.mjgame"].code == "binary"
    assert isinstance(skipped["unfinished.mjgame"], SkipReason)
    assert skipped["unfinished.mjgame"].code == "unfinished"
    assert skipped["refused.mjgame"].code == "refused_line"
    assert "Zoe" in season.skipped[[s.path.name for s in season.skipped].index("refused.mjgame")].message()
    assert "не закончена" in skipped["unfinished.mjgame"].message("ru")
    assert [g.date.isoformat() for g in season.games][:4] == ["2026-11-20"] * 4
    assert season.games[-1].path.name == "hand-written.mjgame"


def test_every_league_figure_matches_the_generators_count(season_dir: Path) -> None:
    season = load_season([season_dir])
    random_games = season.select(until=dt.date(2026, 11, 26))
    assert len(random_games.games) == GAMES
    rows = standings(random_games)
    tally = _tally()
    assert {r.name.casefold() for r in rows} == set(tally.players)
    for row in rows:
        want = tally.players[row.name.casefold()]
        assert row.games == len(want.scores), row.name
        assert row.total == sum(want.scores), row.name
        assert row.best == max(want.scores) and row.worst == min(want.scores), row.name
        assert list(row.places) == [want.places.count(p) for p in (1, 2, 3, 4)], row.name
        assert row.average_place == pytest.approx(sum(want.places) / len(want.places))
        got = row.stats
        for name in (
            "hands",
            "ron_wins",
            "tsumo_wins",
            "win_points",
            "deal_ins",
            "deal_in_points",
            "riichi",
            "riichi_wins",
            "dealer_wins",
            "renchan",
            "draws",
            "tenpai",
            "chombo",
        ):
            assert getattr(got, name) == getattr(want, name), (row.name, name)
    # the table is ordered by total, and the totals of a season add up to (nearly) zero: only
    # riichi sticks left on the table at the end under rules that give them to nobody are lost
    # (ema's go to first place: left on the table only for players tied for first, who share them)
    assert [r.total for r in rows] == sorted((r.total for r in rows), reverse=True)
    left = sum(g.result.final.sticks for g in random_games.games if not g.result.final.rules.sticks_to_first)
    chombo = sum(sum(g.result.final.chombo_scores) for g in random_games.games)  # ema's, paid to nobody
    assert sum(r.total for r in rows) == -1000 * left + chombo
    # the spellings aiko / AIKO are one player, shown as first written
    assert sum(1 for r in rows if r.name.casefold() == "aiko") == 1


def test_the_clubs_ron_and_tsumo_rates_count_each_kind_of_win(tmp_path: Path) -> None:
    """Dasha's only win is a tsumo, Chen's only win a ron (HAND_WRITTEN): a ron rate counted
    from the tsumo wins once passed every test."""
    from mjgui.controller.game.club import ClubController

    (tmp_path / "hand-written.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    club = ClubController("en")
    club.open_folder(tmp_path)
    rates: dict[str, tuple[str, str, str]] = {}
    for name in ("Dasha", "Chen", "Aiko"):
        club.select(name)
        stats = {s.id: s.value for s in club.view().stats}
        rates[name] = (stats["win_rate"], stats["ron_rate"], stats["tsumo_rate"])
    none, one = "0.0\u00a0% (0 of 4)", "25.0\u00a0% (1 of 4)"
    assert rates == {"Dasha": (one, none, one), "Chen": (one, one, none), "Aiko": (none, none, none)}


def test_the_hand_written_game_as_worked_out_by_hand(season_dir: Path) -> None:
    season = load_season([season_dir / "hand-written.mjgame"])
    rows = standings(season)
    assert [(r.name, r.total) for r in rows] == [
        ("Dasha", 49000),
        ("Aiko", -2000),
        ("Borya", -16000),
        ("Chen", -31000),
    ]
    boris, dasha, chen, aiko = (_row(rows, n).stats for n in ("Borya", "Dasha", "Chen", "Aiko"))
    assert all(_row(rows, n).stats.hands == 4 for n in ("Borya", "Dasha", "Chen", "Aiko"))
    assert (boris.ron_wins, boris.riichi, boris.riichi_wins, boris.win_points) == (1, 1, 1, 3900)
    assert boris.top_yaku() == [("pinfu", 1), ("riichi", 1), ("tanyao", 1)]
    assert (dasha.tsumo_wins, dasha.win_points, dasha.deal_ins, dasha.deal_in_points) == (1, 33000, 1, 2300)
    assert [(y.line, y.multiple, y.yaku) for y in dasha.yakuman] == [(7, 1, ("daisangen",))]
    assert dasha.biggest is not None and (dasha.biggest.yakuman, dasha.biggest.points) == (1, 33000)
    assert (chen.riichi, chen.riichi_wins, chen.chombo, chen.ron_wins, chen.win_points) == (1, 0, 1, 1, 2300)
    assert chen.riichi_win_rate == 0.0 and chen.win_rate == pytest.approx(0.25)
    assert (aiko.deal_ins, aiko.average_deal_in, aiko.draws, aiko.tenpai) == (1, 3900, 1, 1)
    assert aiko.tenpai_rate == 1.0
    assert (chen.draws, chen.tenpai, chen.renchan, aiko.renchan) == (1, 0, 0, 0)


def test_aliases_merge_two_spellings(season_dir: Path) -> None:
    season = load_season([season_dir])
    aliases = load_aliases(season_dir)
    assert aliases.resolve(" borya ") == "Boris"
    merged = standings(season, aliases)
    plain = standings(season)
    boris = _row(merged, "Boris")
    assert boris.games == _row(plain, "Boris").games + 1
    assert boris.total == _row(plain, "Boris").total + _row(plain, "Borya").total
    assert not any(r.name == "Borya" for r in merged)


def test_aliases_file_round_trip_and_bad_lines(tmp_path: Path) -> None:
    aliases = Aliases().merge("Fedya", "Fyodor").merge("fedenka", "FEDYA")
    assert aliases.resolve("Fedenka") == "Fyodor"
    save_aliases(tmp_path, aliases)
    assert load_aliases(tmp_path).names == aliases.names
    with pytest.raises(AliasError) as err:
        aliases.merge("fyodor", "Fedya")
    assert "same player" in err.value.message()
    with pytest.raises(AliasError):
        aliases.merge(" ", "Fedya")
    read = parse_aliases("Borya = Boris\nno equals sign here\n = nobody\n", "x.txt")
    assert read.names == {"borya": "Boris"}
    assert [p.params["line"] for p in read.problems] == [2, 3]
    assert "line 2" in read.problems[0].message()
    loop = Aliases({"a": "B", "b": "A"})
    assert loop.resolve("a") in ("A", "B")  # a loop written by hand does not hang


def test_filters_by_date_and_rules(season_dir: Path) -> None:
    season = load_season([season_dir])
    night = season.select(since=dt.date(2026, 11, 21), until=dt.date(2026, 11, 21))
    assert len(night.games) == 4 and {g.path.parent.name for g in night.games} == {"night-21"}
    assert "seed east_only=on" in season.rules
    ema = season.select(rules=rules_filter("ema"))
    assert ema.games and all(g.result.final.rules.name == "ema" for g in ema.games)
    assert sum(r.games for r in standings(ema)) == 4 * len(ema.games)


def test_the_rules_filter_reads_the_options_in_any_order(season_dir: Path) -> None:
    """``--rules`` compared strings: the rules line of two records, "seed east_only=on
    atama_hane=off abortive_draws=on", left none, only the program's own order matched."""
    written = "seed east_only=on atama_hane=off abortive_draws=on"  # as tests/leaguegen.py writes it
    records = [p for p in season_dir.rglob("*.mjgame") if f"rules {written}\n" in p.read_text("utf-8")]
    assert len(records) == 2
    season = load_season([season_dir])
    for words in (written, f"rules {written}", "seed abortive_draws=yes ATAMA_HANE=off east_only=on"):
        chosen = season.select(rules=rules_filter(words))
        assert sorted(g.path for g in chosen.games) == sorted(records), words
        out = io.StringIO()
        assert league_command([str(season_dir), "--rules", words], out) == 1  # the season's skipped files
        assert out.getvalue().startswith("2 games counted.\n"), words
    assert season.select(rules=rules_filter("seed east_only=off")).games == season.select(rules=SEED).games


def test_rules_the_filter_cannot_read_get_a_records_words(season_dir: Path) -> None:
    for words, said in {
        "seed eastonly=on": '"eastonly" is not a rule option. Did you mean east_only? Options: aka, kuitan,',
        "seed east_only=maybe": 'Rule option east_only cannot be "maybe": use on or off.',
        # no such preset: said as replay --rules says it, one message for both commands
        "bogus": 'Unknown rules "bogus": choose one of seed, ema,',
    }.items():
        record_error = parse_line(f"rules {words}").error  # a record's rules line, no line number
        assert record_error is not None
        out = io.StringIO()
        assert league_command([str(season_dir), "--rules", words], out) == 2
        if record_error.code == "unknown_rules":
            replay_out = io.StringIO()
            assert replay_command([str(REPLAY_LOG), "--rules", words], io.StringIO(), err=replay_out) == 2
            assert out.getvalue() == replay_out.getvalue()
        else:
            assert out.getvalue() == f'--rules "{words}": {record_error.message()}\n'
        assert said in out.getvalue()
        out = io.StringIO()
        assert league_command([str(season_dir), "--json", "--rules", words], out) == 2
        assert json.loads(out.getvalue())["error"]["code"] == record_error.code
    out = io.StringIO()
    league_command([str(season_dir), "--lang", "ru", "--rules", "bogus"], out)
    assert out.getvalue().startswith("Неизвестный набор правил «bogus»; доступные: seed, ema,")


@pytest.mark.parametrize("words", ["", "  ", "rules", "RULES "])
def test_a_rules_filter_without_a_preset_asks_for_one(season_dir: Path, words: str) -> None:
    """The filter's own words, not a record line's ("This line is incomplete: write it as
    \"rules seed\"")."""
    example = '--rules seed {or} --rules "seed east_only=on".'
    for lang, said in (
        ("en", "--rules needs a preset name, with options if you like: " + example.format(**{"or": "or"})),
        (
            "ru",
            "--rules: нужно название набора правил, при желании с опциями: "
            + example.format(**{"or": "или"}),
        ),
    ):
        out = io.StringIO()
        assert league_command([str(season_dir), "--lang", lang, "--rules", words], out) == 2
        assert out.getvalue() == said + "\n"
    out = io.StringIO()
    assert league_command([str(season_dir), "--json", "--rules", words], out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == "rules_empty"


def test_an_option_word_is_never_capitalised() -> None:
    """An option is a literal the player types: the sentence starts before it."""
    from mjgui.core.scoring.rule_words import RuleWordError

    err = RuleWordError("bad_rule_value", name="east_only", value="maybe", hint="bool")
    assert err.message("en") == 'Rule option east_only cannot be "maybe": use on or off.'
    assert err.message("ru") == "Опция east_only не может быть «maybe»: пишите on или off."


def test_a_rules_filter_that_leaves_no_game_lists_the_rules_there_are(season_dir: Path) -> None:
    out = io.StringIO()
    league_command([str(season_dir), "--rules", "tenhou-sanma"], out)
    assert out.getvalue().startswith(
        f"{GAMES + 1} finished games were found, but the filter (--since, --until, --rules, --players) "
        "leaves none.\n"
        "The rules of the games found (for --rules):\n"
        "  ema\n  seed\n  seed east_only=on\n  seed east_only=on abortive_draws=on atama_hane=off\n"
        "  tenhou\n"
    )
    out = io.StringIO()  # the games of the other filters' days only
    league_command([str(season_dir), "--since", "2026-11-27", "--rules", "ema", "--lang", "ru"], out)
    assert (
        "Правила найденных игр (для --rules):\n  seed east_only=on\n3\u00a0файла пропущены" in out.getvalue()
    )
    out = io.StringIO()  # no --rules: no list
    league_command([str(season_dir), "--since", "2030-01-01"], out)
    assert "--rules):" not in out.getvalue()


def test_a_records_date_without_a_date_line_is_the_local_day_its_file_was_saved(
    tmp_path: Path, moscow: None
) -> None:
    folder = tmp_path / "evening"
    folder.mkdir()
    record = folder / "late.mjgame"
    record.write_text(
        "rules seed\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko yakuman\n", encoding="utf-8"
    )
    stamp = dt.datetime(2026, 2, 28, 22, 30, tzinfo=dt.UTC).timestamp()  # 01:30 on 1 March in Moscow
    os.utime(record, (stamp, stamp))
    assert [g.date for g in load_season([folder]).games] == [dt.date(2026, 3, 1)]
    games = tmp_path / "games.csv"
    out = io.StringIO()
    assert league_command([str(folder), "--since", "2026-03-01", "--games-csv", str(games)], out) == 0
    assert out.getvalue().startswith("1 game counted.\n")
    assert {row["date"] for row in csv.DictReader(games.read_text(encoding="utf-8-sig").splitlines())} == {
        "2026-03-01"
    }


def test_the_text_says_when_the_filters_leave_no_game(season_dir: Path, tmp_path: Path) -> None:
    out = io.StringIO()
    league_command([str(season_dir / "night-20"), "--since", "2030-01-01"], out)
    assert out.getvalue().startswith(
        "4 finished games were found, but the filter (--since, --until, --rules, --players) leaves none.\n"
    )
    out = io.StringIO()
    league_command([str(season_dir / "night-20"), "--players", "3", "--lang", "ru"], out)
    assert out.getvalue().startswith(
        "4\u00a0законченные игры найдены, но фильтр (--since, --until, --rules, --players) "
        "не оставил ни одной.\n"
    )
    out = io.StringIO()
    assert league_command([str(tmp_path)], out) == 0
    assert out.getvalue() == "No finished game records were found.\n"


def test_files_are_never_changed(season_dir: Path) -> None:
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in season_dir.rglob("*") if p.is_file()}
    load_season([season_dir])
    after = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in season_dir.rglob("*") if p.is_file()}
    assert after == before


def test_csv_read_back(season_dir: Path) -> None:
    season = load_season([season_dir])
    rows = standings(season, load_aliases(season_dir))
    table = list(csv.DictReader(io.StringIO(standings_csv(rows).removeprefix("\ufeff"))))
    assert tuple(table[0]) == STANDINGS_HEADER
    assert [t["name"] for t in table] == [r.name for r in rows]
    for t, r in zip(table, rows, strict=True):
        assert float(t["total"]) == r.total / 1000  # unrounded (EMA) totals have decimals: 64.6
        assert [int(t[k]) for k in ("first", "second", "third", "fourth")] == list(r.places)
        assert int(t["games"]) == r.games
    games = list(csv.DictReader(io.StringIO(games_csv(season, season_dir).removeprefix("\ufeff"))))
    assert tuple(games[0]) == GAMES_HEADER
    assert len(games) == 4 * len(season.games)
    last = [g for g in games if g["file"] == "hand-written.mjgame"]
    assert [(g["name"], g["points"], g["place"], g["score"]) for g in last] == [
        ("Aiko", "23100", "2", "-2"),
        ("Borya", "18900", "3", "-16"),
        ("Chen", "14300", "4", "-31"),
        ("Dasha", "63700", "1", "49"),
    ]
    assert games[0]["file"].startswith("night-20/")


def test_sorting_by_any_column(season_dir: Path) -> None:
    rows = standings(load_season([season_dir]))
    for column in COLUMNS:
        down = sort_standings(rows, column, descending=True)
        keys = [COLUMNS[column](r) for r in down]
        assert keys == sorted(keys, reverse=True), column
    assert [r.name for r in sort_standings(rows, "name")] == sorted((r.name for r in rows), key=str.casefold)
    # the place columns are the rows' own places (the fourth too), read from the rows, not the key
    for column, place in (("first", 0), ("second", 1), ("third", 2), ("fourth", 3)):
        counts = [r.places[place] for r in sort_standings(rows, column, descending=True)]
        assert counts == sorted(counts, reverse=True) and len(set(counts)) > 1, column
    # three players have no fourth place: sorting by it keeps the league order
    sanma = standings(load_season([Path(__file__).parent / "data" / "sanma-records"]))
    assert len(sanma[0].places) == 3
    assert sort_standings(sanma, "fourth", descending=True) == sanma


def _csv_names(text: str) -> set[str]:
    """The names of a table's or a games' CSV (its "name" column)."""
    head, *rows = read_csv(text)
    return {row[head.index("name")] for row in rows}


def _spelled_season(folder: Path) -> Path:
    """Three evenings spelling three players differently: Aiko first as "Aiko", Boris first as
    "boris" (the aliases file names him "Boris"), Sasha first as "Sasha" then "SASHA" (the file
    names him "Sasha" too); the second evening is East only, the third a three-player game."""
    (folder / "a.mjgame").write_text(
        "# date 2026-01-01\nrules seed\nplayers Aiko boris Sasha Dasha\nron Aiko from boris yakuman 2\n",
        encoding="utf-8",
    )
    (folder / "b.mjgame").write_text(
        "# date 2026-01-02\nrules seed east_only=on\nplayers AIKO Boris SASHA Dasha\n"
        "ron SASHA from Dasha yakuman 2\n",
        encoding="utf-8",
    )
    (folder / "c.mjgame").write_text(
        "# date 2026-01-03\nrules tenhou-sanma\nplayers aiko Boris SASHA\nron Boris from aiko yakuman 2\n",
        encoding="utf-8",
    )
    (folder / ALIASES_FILE).write_text("Borya = Boris\nAleksandr = Sasha\n", encoding="utf-8")
    return folder


def test_a_player_has_one_name_for_the_whole_season(tmp_path: Path) -> None:
    """The league named a player by the first spelling among the games shown: "SASHA" under the
    East-only filter beside "Sasha" in the whole table, "boris" at four players and "Boris" at
    three. Now a player is named once for the season (the aliases file's name, else the first
    spelling of the whole folder) in every table, filter and export."""
    from mjgui.core.league.charts import season_totals
    from mjgui.core.league.standings import seat_names

    folder = _spelled_season(tmp_path)
    season = load_season([folder])
    aliases = load_aliases(folder)
    want = {"Aiko", "Boris", "Sasha", "Dasha"}
    east = season.select(rules=rules_filter("seed east_only=on"))
    for shown in (season, season.table(4), season.table(3), east, season.select(since=dt.date(2026, 1, 2))):
        assert {r.name for r in standings(shown, aliases)} <= want
        assert {n for names in seat_names(shown, aliases) for n in names} <= want
        assert {s.name for s in season_totals(shown, aliases).series} <= want
        assert _csv_names(games_csv(shown, folder, aliases)) <= want
    assert {r.name for r in standings(season.table(3), aliases)} == {"Aiko", "Boris", "Sasha"}
    # without the aliases file: the first spelling of the folder, "boris" in every table
    assert {r.name for r in standings(season.table(3))} == {"Aiko", "boris", "Sasha"}
    # the command line, with its filters, and its CSV files
    for extra in (["--rules", "seed east_only=on"], ["--players", "3"], ["--since", "2026-01-02"]):
        out = io.StringIO()
        table, games = tmp_path / "table.csv", tmp_path / "games.csv"
        argv = [str(folder), "--json", *extra, "--csv", str(table), "--games-csv", str(games)]
        assert league_command(argv, out) == 0, out.getvalue()
        assert {p["name"] for p in json.loads(out.getvalue())["players"]} <= want, extra
        assert _csv_names(table.read_text(encoding="utf-8")) <= want, extra
        assert _csv_names(games.read_text(encoding="utf-8")) <= want, extra


def test_the_club_window_names_a_player_the_same_in_every_table_and_filter(tmp_path: Path) -> None:
    """What the window shows and prints (its table, chart, games of the PDF) and its exports."""
    from mjgui.controller.game.club import ClubController

    folder = _spelled_season(tmp_path)
    club = ClubController("en")
    club.open_folder(folder)
    want = {"Aiko", "Boris", "Sasha", "Dasha"}

    def names() -> set[str]:
        view = club.view()
        table = {r.name for r in view.rows}
        chart = {s.name for s in view.chart.series}
        printed = {result[1] for game in club.game_views() for result in game.results}
        assert table == chart and printed <= table
        games_file, table_file = tmp_path / "g.csv", tmp_path / "t.csv"
        assert club.export_games_csv(games_file) and club.export_csv(table_file)
        # the games CSV holds both tables' games within the dates and rules (as --games-csv)
        assert table <= _csv_names(games_file.read_text(encoding="utf-8")) <= want
        assert _csv_names(table_file.read_text(encoding="utf-8")) == table
        return table

    assert names() == want
    club.set_rules("seed east_only=on")
    assert names() == want
    club.set_rules(None)
    club.set_table(3)
    assert names() == {"Aiko", "Boris", "Sasha"}
    club.set_table(4)
    club.set_dates(dt.date(2026, 1, 2), None)
    assert names() == want


def test_names_sort_in_alphabetical_order_with_yo_beside_ye(tmp_path: Path) -> None:
    """Names sorted by code point put Ё after Я (U+0401 is before А, ё U+0451 after я). Now
    Ё is sorted with Е (then after it), Latin accents with their letter, Latin before Cyrillic,
    in either language, and a name's case alone orders it last."""
    from mjgui.controller.game.club import ClubController
    from mjgui.core.league.standings import Stats

    def row(name: str, total: int) -> Standing:
        return Standing(name, 1, total, (1, 0, 0, 0), total, total, Stats())

    rows = [row(n, t) for n, t in (("Яна", 4), ("Ёлка", 3), ("Егор", 2), ("Жанна", 1))]
    assert [r.name for r in sort_standings(rows, "name")] == ["Егор", "Ёлка", "Жанна", "Яна"]
    assert [r.name for r in sort_standings(rows, "name", descending=True)] == ["Яна", "Жанна", "Ёлка", "Егор"]
    from mjgui.core.league.names import name_order

    names = ["Яна", "ёлка", "Émile", "Zoya", "Елка", "Ёлка", "Егор", "Fedya", "aiko", "Aiko", "Йода", "Иван"]
    assert sorted(names, key=name_order) == [
        *("Aiko", "aiko", "Émile", "Fedya", "Zoya"),  # Latin first, É with E
        *("Егор", "Елка", "Ёлка", "ёлка"),  # Ё with Е, after it
        *("Иван", "Йода", "Яна"),  # Й is a letter of its own
    ]
    # the club window's table sorted by the name, in both languages
    games = [
        "# date 2026-02-01\nplayers Яна Ёлка Егор Жанна\nron Яна from Егор yakuman 2\n",
        "# date 2026-02-02\nplayers Zoya Ёлка Aiko Жанна\nron Zoya from Aiko yakuman 2\n",
    ]
    for index, text in enumerate(games):
        (tmp_path / f"{index}.mjgame").write_text(text, encoding="utf-8")
    for lang in ("en", "ru"):
        club = ClubController(lang)
        club.open_folder(tmp_path)
        club.sort_by("name")
        assert [r.name for r in club.view().rows] == ["Aiko", "Zoya", "Егор", "Ёлка", "Жанна", "Яна"], lang


def test_the_season_chart_writes_the_year_when_the_season_spans_two(tmp_path: Path) -> None:
    """The chart's dates were "%m-%d" whatever the season: a season from September to the next
    December showed two Septembers alike. A season within one year writes the day and month
    (09-04 / 04.09), one over two years the year too (2025-09-04 / 04.09.2025), in each
    language's order; a point's tooltip names the game's whole date."""
    from mjgui.core.league.charts import season_totals

    days = (dt.date(2025, 9, 4), dt.date(2025, 9, 4), dt.date(2025, 12, 31), dt.date(2026, 9, 3))
    for index, day in enumerate(days):  # the two games of 4 September: two winners
        winner = "Chen" if index == 1 else "Aiko"
        # the same one-hand game on three evenings: three games (no copies of one game)
        (tmp_path / f"{index}.mjgame").write_text(
            f"# date {day.isoformat()}\nplayers Aiko Boris Chen Dasha\nron {winner} from Boris yakuman 2\n",
            encoding="utf-8",
        )
    season = load_season([tmp_path])
    assert len(season.games) == 4 and not season.skipped
    assert season_totals(season.games).labels == ("", "2025-09-04", "", "2025-12-31", "2026-09-03")
    assert season_totals(season.games, lang="ru").labels == ("", "04.09.2025", "", "31.12.2025", "03.09.2026")
    one_year = season.select(until=dt.date(2025, 12, 31))
    assert season_totals(one_year.games).labels == ("", "09-04", "", "12-31")
    assert season_totals(one_year.games, lang="ru").labels == ("", "04.09", "", "31.12")
    chart = season_totals(season.games, lang="ru")
    aiko = [s.name for s in chart.series].index("Aiko")
    assert chart.tip(aiko, 4, "ru") == f"Aiko, 03.09.2026: {chart_total(chart, aiko, 4, 'ru')}"
    assert season_totals(season.games).tip(aiko, 2, "en").startswith("Aiko, 2025-09-04: +")
    assert chart.tip(aiko, 0, "ru") == "Aiko: 0"


def chart_total(chart: object, series: int, x: int, lang: str) -> str:
    from mjgui.core.league.charts import ChartData
    from mjgui.core.numbers import score_thousands

    assert isinstance(chart, ChartData)
    return score_thousands(round(chart.series[series].value_at(x) * 1000), lang)


def test_league_json_and_exit_status(season_dir: Path, tmp_path: Path) -> None:
    out = io.StringIO()
    table_csv = tmp_path / "table.csv"
    status = league_command([str(season_dir), "--json", "--csv", str(table_csv)], out)
    assert status == 1  # some files were skipped
    data = json.loads(out.getvalue())
    season = load_season([season_dir])
    rows = standings(season, load_aliases(season_dir))
    exports = {"saved": [str(table_csv)], "not_saved": []}  # the files --csv wrote and did not
    # every # date line reads: no game counted with a note on its date
    league = league_dict(season, rows, "en", season_dir) | {"misdated": [], "passed_over": []}
    assert data == {"ok": True} | json.loads(json.dumps(league)) | exports
    assert data["games"] == GAMES + 1
    skipped = sorted(s["file"] for s in data["skipped"])
    assert skipped == ["damaged.mjgame", "refused.mjgame", "unfinished.mjgame"]
    first = data["players"][0]
    assert set(first) >= {"name", "games", "total", "average_place", "places", "stats"}
    assert sum(first["places"]) == first["games"]
    assert table_csv.read_text(encoding="utf-8") == standings_csv(rows)
    dasha = next(p for p in data["players"] if p["name"] == "Dasha")
    assert {"file": "hand-written.mjgame", "line": 7, "multiple": 1, "yaku": ["daisangen"]} in dasha["stats"][
        "yakuman"
    ]


def test_league_text_in_both_languages(season_dir: Path) -> None:
    out = io.StringIO()
    assert league_command([str(season_dir / "night-20")], out) == 0
    text = out.getvalue()
    assert text.startswith("4 games counted.\n")
    assert "Player" in text and "Avg. place" in text
    out = io.StringIO()
    assert league_command([str(season_dir), "--lang", "ru"], out) == 1
    assert "25\u00a0игр учтено." in out.getvalue()
    assert "3\u00a0файла пропущены:" in out.getvalue()


def test_league_bad_arguments(tmp_path: Path) -> None:
    out = io.StringIO()
    assert league_command([str(tmp_path), "--since", "2026-13-01"], out) == 2
    assert "is not a date" in out.getvalue()
    out = io.StringIO()
    assert league_command([], out) == 2
    assert "usage: mjgui league" in out.getvalue()
    out = io.StringIO()
    assert league_command([str(tmp_path / "missing")], out) == 2
    assert "does not exist" in out.getvalue()


def test_chart_data(season_dir: Path) -> None:
    from mjgui.core.game.game import replay
    from mjgui.core.league.charts import game_points, season_totals

    # a double ron is one hand: one point, with both wins in it
    text = (
        "rules seed east_only=on atama_hane=off\nplayers Aiko Boris Chen Dasha\n"
        "ron Boris from Aiko 3 30\nalso ron Chen from Aiko 2 30\nriichi Dasha\n"
    )
    points = game_points(replay(text))
    assert points.labels == ("E1", "E2")
    assert [s.values for s in points.series] == [
        (30000, 30000 - 3900 - 2000),
        (30000, 33900),
        (30000, 32000),
        (30000, 30000),
    ]
    assert points.marked == 1
    assert game_points(replay("rules seed\n")).empty
    season = load_season([season_dir])
    aliases = load_aliases(season_dir)
    totals = season_totals(season.games, aliases)
    assert len(totals.labels) == len(season.games) + 1
    assert totals.labels[:6] == ("", "11-20", "", "", "", "11-21")
    rows = {r.name: r.total for r in standings(season, aliases)}
    assert {s.name: s.values[-1] for s in totals.series} == {n: t / 1000 for n, t in rows.items()}
    assert all(s.values[0] == 0 for s in totals.series)


def test_the_league_command_writes_the_average_place_as_the_club_window_does() -> None:
    # the command line wrote 1.75 in Russian beside +243,6; the window wrote 1,75
    from mjgui.controller.game.club import TABLE_COLUMNS, ClubController

    records = Path(__file__).parent / "data" / "sanma-records"
    for lang, aiko in (("en", "1.75"), ("ru", "1,75")):
        out = io.StringIO()
        assert league_command([str(records), "--lang", lang], out) == 0
        row = next(line.split() for line in out.getvalue().splitlines() if " Aiko " in line)
        assert row[:5] == ["1", "Aiko", "16", "+243.6" if lang == "en" else "+243,6", aiko]
        club = ClubController(lang)
        club.open_folder(records)
        cells = next(r.cells for r in club.view().rows if r.name == "Aiko")
        assert cells[TABLE_COLUMNS.index("average_place")] == aiko


def test_a_double_rons_sticks_count_for_the_winner_who_kept_them(tmp_path: Path) -> None:
    """Aiko's riichi stick is first given to Boris by his ron line, then taken back by Dasha's
    "also ron" (Dasha sits nearer the discarder Chen): Boris's win is worth the 2000 he kept,
    not the 3000 his line alone showed, and Dasha's 3900 + 1000. A riichi whose hand a chombo
    has played again is not counted (its hand is not among the hands)."""
    (tmp_path / "double.mjgame").write_text(
        "rules ema east_only=on\nplayers Aiko Boris Chen Dasha\nriichi Aiko\n"
        "ron Boris from Chen 2 30\nalso ron Dasha from Chen 3 30\n"
        "riichi Chen\nchombo Boris\n"
        "ron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\nron Aiko from Boris 1 30\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    boris, dasha, chen = (_row(rows, n).stats for n in ("Boris", "Dasha", "Chen"))
    assert (boris.win_points, boris.average_win) == (2000, 2000)
    assert boris.biggest is not None and boris.biggest.points == 2000
    assert dasha.biggest is not None and dasha.biggest.points == 4900
    assert chen.deal_in_points == 2000 + 3900 and chen.deal_ins == 1
    # what the wins gained is what their losers paid, plus the one stick
    wins = sum(_row(rows, n).stats.win_points for n in ("Aiko", "Boris", "Chen", "Dasha"))
    deal_ins = sum(_row(rows, n).stats.deal_in_points for n in ("Aiko", "Boris", "Chen", "Dasha"))
    assert wins == deal_ins + 1000
    assert (chen.riichi, chen.chombo, boris.chombo) == (0, 0, 1)
    assert _row(rows, "Aiko").stats.riichi == 1


def test_a_winners_own_stick_left_by_a_draw_is_no_gain(tmp_path: Path) -> None:
    """Aiko's and Boris's riichi sticks stay on the table after a draw; Aiko's dealer mangan
    tsumo takes them: 12 000 + 300 honba + Boris's stick, her own back no gain (13 300, not
    14 300 as counted before). Chen's stick, left by the next draw, goes to Chen on a double
    ron (nearer the discarder Boris): 1000 + 900 honba, his own stick no gain; Dasha's 1000."""
    (tmp_path / "left.mjgame").write_text(
        "# date 2026-01-01\nrules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\n"
        "riichi Aiko\nriichi Boris\ndraw tenpai Aiko,Boris\ntsumo Aiko mangan\n"
        "riichi Chen\ndraw tenpai Chen\nron Dasha from Boris 1 30\nalso ron Chen from Boris 1 30\n"
        "draw\ndraw\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    aiko, chen, dasha = (_row(rows, n).stats for n in ("Aiko", "Chen", "Dasha"))
    assert (aiko.win_points, aiko.average_win) == (13300, 13300)
    assert aiko.biggest is not None and aiko.biggest.points == 13300
    assert (chen.win_points, dasha.win_points) == (1900, 1000)


def test_a_dealer_win_that_ends_the_game_keeps_no_deal(tmp_path: Path) -> None:
    """Dasha deals East 4 and wins it in first place: Tenhou's agari-yame ends the game there, so
    she kept no deal (a dealer win, no renchan); the same win in the seed's rules plays on."""
    lines = "draw\ndraw\ndraw\ntsumo Dasha mangan\n"
    (tmp_path / "t.mjgame").write_text(
        f"# date 2026-01-01\nrules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\n{lines}",
        encoding="utf-8",
    )
    dasha = _row(standings(load_season([tmp_path])), "Dasha").stats
    assert (dasha.dealer_wins, dasha.renchan) == (1, 0)
    (tmp_path / "t.mjgame").write_text(
        f"# date 2026-01-01\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n{lines}"
        "ron Aiko from Dasha 1 30\n",
        encoding="utf-8",
    )
    dasha = _row(standings(load_season([tmp_path])), "Dasha").stats
    assert (dasha.dealer_wins, dasha.renchan) == (1, 1)


def test_the_renchan_column_says_what_it_leaves_out(tmp_path: Path) -> None:
    """``league:how:renchan`` put its exception on the abortive draw, which never ends a game;
    what it leaves out is a dealer's win or tenpai that ended the game (agari-yame, tenpai-yame).
    Under Tenhou: Dasha, dealer of East 4, keeps the deal by an abortive draw (counted), then is
    tenpai alone at the draw in first place (31 900): tenpai-yame ends the game, no renchan for
    it."""
    assert say(STAT_HOW["renchan"], "en") == (
        "Hands the player, as dealer, kept the deal: a win, tenpai at an exhaustive draw, or an "
        "abortive draw. A win or tenpai after which the game ended kept no deal and is not counted."
    )
    assert say(STAT_HOW["renchan"], "ru") == (
        "Раздачи, после которых игрок остался дилером: победа, тенпай в ничьей или абортивная "
        "ничья. Победа или тенпай, после которых игра закончилась, дилерство не сохраняют и не "
        "считаются."
    )
    (tmp_path / "t.mjgame").write_text(
        "# date 2026-01-01\nrules tenhou east_only=on\nplayers Aiko Boris Chen Dasha\n"
        "ron Dasha from Aiko 3 30\ndraw\ndraw\nabort\ndraw tenpai Dasha\n",
        encoding="utf-8",
    )
    dasha = _row(standings(load_season([tmp_path])), "Dasha").stats
    assert (dasha.tenpai, dasha.renchan) == (1, 1)  # the abortive draw's, not the tenpai's


def test_a_riichi_written_as_a_line_or_in_the_hand_is_the_same_win(tmp_path: Path) -> None:
    """docs/game-record.md: a `riichi` line before the win and a hand written with --riichi are
    the same game. The winner's own stick coming back is no gain either way: Dasha's win is
    worth 3900 (+ the honba and other players' sticks had there been any), not 4900 for one."""
    head = "# date 2026-01-01\nrules seed east_only=on\nplayers Aiko Boris Chen Dasha\n"
    win = 'ron Dasha from Chen hand "234m567p345678s55s --riichi"\n'
    values = []
    for extra in ("", "riichi Dasha\n"):
        (tmp_path / "g.mjgame").write_text(head + extra + win + "draw\n" * 3, encoding="utf-8")
        dasha = _row(standings(load_season([tmp_path])), "Dasha").stats
        assert dasha.biggest is not None
        values.append((dasha.win_points, dasha.biggest.points))
    assert values == [(3900, 3900), (3900, 3900)]


def test_a_double_rons_second_winners_riichi_is_the_same_win_as_a_line_or_in_the_hand(
    tmp_path: Path,
) -> None:
    """Chen, the second winner on Aiko's discard, is in riichi and Boris (nearer the discarder)
    takes the sticks. Written as a `riichi Chen` line or only as --riichi in Chen's hand, the
    records are the same game: Chen's win is worth his 3900 either way (his stick went to Boris
    in both), in the table and in the JSON."""
    head = "# date 2026-02-02\nrules seed atama_hane=off\nplayers Aiko Boris Chen Dasha\nriichi Boris\n"
    wins = (
        'ron Boris from Aiko 2 30\nalso ron Chen from Aiko hand "234m567p345678s55s --riichi"\n'
        "ron Dasha from Aiko yakuman\n"
    )
    values = []
    for extra in ("riichi Chen\n", ""):
        folder = tmp_path / ("line" if extra else "hand")
        folder.mkdir()
        (folder / "r.mjgame").write_text(head + extra + wins, encoding="utf-8")
        rows = standings(load_season([folder]))
        chen = _row(rows, "Chen")
        assert chen.stats.biggest is not None
        out = io.StringIO()
        assert league_command([str(folder), "--json"], out) == 0
        players = {p["name"]: p for p in json.loads(out.getvalue())["players"]}
        average = players["Chen"]["stats"]["average_win"]
        values.append((chen.total, chen.stats.win_points, chen.stats.biggest.points, average))
    assert values == [(-2000, 3900, 3900, 3900.0)] * 2


def test_the_json_says_null_where_there_is_nothing_to_divide_by(tmp_path: Path) -> None:
    """A player who never dealt in has no average deal-in (the window shows "—"): null in the
    JSON, not 0.0, which would read as deals-in of nothing; a real 0 rate stays 0.0."""
    (tmp_path / "g.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    out = io.StringIO()
    assert league_command([str(tmp_path), "--json"], out) == 0
    players = {p["name"]: p["stats"] for p in json.loads(out.getvalue())["players"]}
    assert (players["Borya"]["deal_ins"], players["Borya"]["average_deal_in"]) == (0, None)
    assert (players["Aiko"]["wins"], players["Aiko"]["average_win"]) == (0, None)
    assert (players["Chen"]["riichi"], players["Chen"]["riichi_win_rate"]) == (1, 0.0)
    assert players["Dasha"]["average_deal_in"] == 2300.0


# tie_uma=split: A and B end tied for first with two riichi sticks, C and D tied for third
# (+11.5, +11.5, −11.5, −11.5); then a game where all four stay on 30 000 (0 each, all first)
TIED_FIRST = (
    "# date 2026-11-28\nrules seed tie_uma=split score_rounding=0\nplayers A B C D\n"
    + "draw\n" * 7
    + "riichi A\nriichi B\ndraw tenpai A,B\n"
)
ALL_TIED = "# date 2026-11-29\nrules seed tie_uma=split\nplayers A B C D\n" + "draw\n" * 8


def test_a_season_counts_split_ties_shared_places_and_half_points(tmp_path: Path) -> None:
    """Players tied on points share a place, counted as the best of the places they hold (two
    tied for first are both first): the table, its CSV and JSON, the games' CSV and the club
    window take the shared place and the fractional scores (+11.5) as they are."""
    from mjgui.controller.game.club import ClubController

    (tmp_path / "tied.mjgame").write_text(TIED_FIRST, encoding="utf-8")
    (tmp_path / "level.mjgame").write_text(ALL_TIED, encoding="utf-8")
    season = load_season([tmp_path])
    assert season.skipped == () and len(season.games) == 2
    rows = standings(season)
    a, c = _row(rows, "A"), _row(rows, "C")
    assert (a.total, a.places, a.best, a.worst) == (11500, (2, 0, 0, 0), 11500, 0)
    assert (c.total, c.places, c.average_place) == (-11500, (1, 0, 1, 0), 2.0)
    assert sum(r.total for r in rows) == 0
    players = {p["name"]: p for p in league_dict(season, rows)["players"]}
    assert (players["A"]["total"], players["A"]["places"]) == (11.5, [2, 0, 0, 0])
    assert players["D"]["total"] == -11.5
    table = list(csv.reader(io.StringIO(standings_csv(rows, lang="ru").lstrip("\ufeff")), delimiter=";"))
    a_row = next(r for r in table if r[1] == "A")
    assert a_row[STANDINGS_HEADER.index("total")] == "11,5"
    games = list(csv.reader(io.StringIO(games_csv(season, base=tmp_path).lstrip("\ufeff"))))
    tied = [r for r in games if r[GAMES_HEADER.index("file")] == "tied.mjgame"]
    assert [(r[4], r[6], r[7]) for r in tied] == [
        ("A", "1", "11.5"),
        ("B", "1", "11.5"),
        ("C", "3", "-11.5"),
        ("D", "3", "-11.5"),
    ]
    club = ClubController("en")
    club.open_folder(tmp_path)
    results = {g.title: g.results for g in club.game_views()}
    shown = next(r for t, r in results.items() if "2026-11-28" in t)
    assert [(place, name, final) for place, name, _, final in shown] == [
        ("1st–2nd", "A", "+11.5"),
        ("1st–2nd", "B", "+11.5"),
        ("3rd–4th", "C", "−11.5"),
        ("3rd–4th", "D", "−11.5"),
    ]
    level = next(r for t, r in results.items() if "2026-11-29" in t)
    assert {place for place, *_ in level} == {"1st–4th"}


def test_under_json_every_answer_is_json(tmp_path: Path) -> None:
    """Words that cannot be read, a date that is not one and a CSV that cannot be written were
    text under --json."""
    answers = {}
    for name, words in {
        "bogus": [str(tmp_path), "--json", "--bogus"],
        "date": [str(tmp_path), "--json", "--since", "2026-13-01"],
        "csv": [str(tmp_path), "--json", "--csv", str(tmp_path / "no" / "x.csv")],
    }.items():
        out = io.StringIO()
        assert league_command(words, out) == 2
        answers[name] = json.loads(out.getvalue())
    assert answers["bogus"]["error"]["code"] == "bad_argument"
    assert answers["bogus"]["error"]["usage"].startswith("usage: mjgui league [-h] [--json]")
    assert answers["date"] == {
        "ok": False,
        "error": {
            "code": "bad_date",
            "message": '--since: "2026-13-01" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-20.',
            "line": None,  # as in every command's errors: no line of a file is wrong
            "option": "--since",
        },
    }
    assert answers["csv"]["error"]["code"] == "write_failed"


@pytest.mark.parametrize(
    ("words", "option", "value"),
    [
        (["--since", "2026-13-01"], "--since", "2026-13-01"),
        (["--since=2026-13-01"], "--since", "2026-13-01"),
        (["--sin", "2026-13-01"], "--since", "2026-13-01"),
        (["--si=2026-13-01"], "--since", "2026-13-01"),
        (["--until", "2026-02-30"], "--until", "2026-02-30"),
        (["--until=x"], "--until", "x"),
        (["--unt", "x"], "--until", "x"),
    ],
)
def test_a_date_that_is_not_one_is_refused_however_the_option_is_written(
    tmp_path: Path, words: list[str], option: str, value: str
) -> None:
    """``--since``/``--until`` given as ``--since=D`` or abbreviated (``--sin D``) are refused
    as the whole option is: ``bad_date``, the reason and the option named, not a bare value."""
    said = f'{option}: "{value}" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-20.'
    out = io.StringIO()
    assert league_command([str(tmp_path), "--json", *words], out) == 2
    assert json.loads(out.getvalue()) == {
        "ok": False,
        "error": {"code": "bad_date", "message": said, "line": None, "option": option},
    }
    out = io.StringIO()  # the error alone, on standard error (one_stream checks where it went)
    assert league_command([str(tmp_path), *words], out) == 2
    assert out.getvalue() == said + "\n"
    out = io.StringIO()
    assert league_command([str(tmp_path), "--lang", "ru", *words], out) == 2
    assert (
        out.getvalue() == f"{option}: «{value}» — не дата; напишите её как ГГГГ-ММ-ДД, например 2026-11-20.\n"
    )


def test_pao_payments_count_as_the_tooltips_say(tmp_path: Path) -> None:
    """Pao (RULES.md §6) in the statistics, as the deal-in tooltips, the README and
    docs/game-record.md say: what a liable player pays is no deal-in; a pao ron by another player
    is the discarder's deal-in for the discarder's half; a ron from the liable player is an
    ordinary deal-in."""
    (tmp_path / "pao.mjgame").write_text(
        "rules seed buttobi=off east_only=on\nplayers Aiko Boris Chen Dasha\n"
        "ron Boris from Chen yakuman pao Chen\n"  # the liable player dealt in: 32 000
        'tsumo Chen hand "11m23p666777z1p --pon 555z" pao Dasha\n'  # Dasha pays it all, no deal-in
        'ron Dasha from Aiko hand "11m23p666777z1p --pon 555z" pao Boris\n'  # half each
        "draw\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    aiko, boris, chen, dasha = (_row(rows, n).stats for n in ("Aiko", "Boris", "Chen", "Dasha"))
    assert (chen.deal_ins, chen.deal_in_points) == (1, 32000)
    assert (dasha.deal_ins, dasha.deal_in_points) == (0, 0)  # paid the whole tsumo as the liable player
    assert (aiko.deal_ins, aiko.average_deal_in) == (1, 16000)  # the discarder's half
    assert (boris.deal_ins, boris.deal_in_points) == (0, 0)  # paid 16 000 as the liable player
    for stat in ("deal_in_rate", "average_deal_in"):
        assert "liable player" in say(STAT_HOW[stat], "en") and "пао" in say(STAT_HOW[stat], "ru")
    assert "a pao ron only the discarder's share counts" in say(STAT_HOW["average_deal_in"], "en")
    for doc in ("README.md", "docs/game-record.md"):
        text = " ".join((Path(__file__).resolve().parent.parent / doc).read_text(encoding="utf-8").split())
        said = ("liable player pays is not a deal-in", "no deal-in for what a liable player pays")
        assert any(words in text for words in said), doc


def test_the_place_columns_say_how_a_tie_is_placed_under_each_rules(tmp_path: Path) -> None:
    """Four players tied under EMA share first place and each counts it; the "1st" tip said ties
    go to the seat nearer the first dealer, true under the seed's rules only."""
    from mjgui.controller.game.club import ClubController

    tie = "rules ema east_only=on\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 4
    (tmp_path / "tie.mjgame").write_text(tie, encoding="utf-8")
    club = ClubController("en")
    club.open_folder(tmp_path)
    view = club.view()
    assert [(r.name, r.cells[view_index(view, "first")]) for r in view.rows] == [
        (name, "1") for name in ("Aiko", "Boris", "Chen", "Dasha")
    ]
    tips = {c.id: c.tip for c in view.columns}
    assert tips["first"] == (
        "Games the player finished first (tied on points: the seat nearer the first dealer places "
        "higher, or, under rules that share a tied place, each tied player counts the best place "
        "they share)."
    )
    assert tips["second"].startswith("Games the player finished second (tied on points: ")
    club.set_lang("ru")
    ru = {c.id: c.tip for c in club.view().columns}
    assert "ближе к первому дилеру" in ru["first"] and "делят место" in ru["first"]
    assert "делят место" in ru["third"]


def view_index(view: object, column: str) -> int:
    return [c.id for c in view.columns].index(column)  # type: ignore[attr-defined]


def test_the_club_names_each_games_rules_as_the_tracker_does(tmp_path: Path) -> None:
    """The rules filter and the games' headings showed the record's words ("seed east_only=on
    uma=20,10,-10,-20"), in no player's language; they now name the rules as the tracker does,
    each change in the filter's tooltip, while the filter still chooses by the record's words."""
    from mjgui.controller.game.club import ClubController

    game = "players Aiko Boris Chen Dasha\nron Chen from Aiko 3 40\ndraw\ndraw\ndraw\n"
    (tmp_path / "a.mjgame").write_text(
        "# date 2026-11-20\nrules seed east_only=on uma=20,10,-10,-20\n" + game, encoding="utf-8"
    )
    (tmp_path / "b.mjgame").write_text(  # another game (the same hands would be a copy of a's)
        "# date 2026-11-21\nrules tenhou east_only=on\n" + game.replace("3 40", "4 30"), encoding="utf-8"
    )
    club = ClubController("ru")
    club.open_folder(tmp_path)
    view = club.view()
    assert view.rules == (
        ("", "Все правила", ""),
        (
            "seed uma=20,10,-10,-20 east_only=on",
            "Клубные правила, ума +20/+10/\u221210/\u221220; только круг Востока",
            "Клубные правила + 2\u00a0изменения\n• ума +20/+10/\u221210/\u221220\n• только круг Востока",
        ),
        (
            "tenhou east_only=on",
            "Tenhou.net, только круг Востока",
            "Tenhou.net + 1\u00a0изменение\n• только круг Востока",
        ),
    )
    assert [g.title for g in club.game_views()] == [
        "2026-11-20 · a.mjgame · Клубные правила, ума +20/+10/\u221210/\u221220; только круг Востока",
        "2026-11-21 · b.mjgame · Tenhou.net, только круг Востока",
    ]
    club.set_rules("tenhou east_only=on")
    assert [g.path.name for g in club.shown.games] == ["b.mjgame"]


def test_a_win_is_worth_its_own_share_when_its_winner_is_liable_for_the_other(tmp_path: Path) -> None:
    """A double ron in which the first winner, Chen, is liable (pao) for the second winner's
    daisangen: Chen's win is worth the 2000 Aiko paid him, not that less the 16 000 he paid as the
    liable player (it counted -14 000, and was his biggest hand)."""
    (tmp_path / "pao.mjgame").write_text(
        "rules tenhou\nplayers Aiko Boris Chen Dasha\nron Chen from Aiko 2 30\n"
        "also ron Dasha from Aiko yakuman pao Chen daisangen\nron Boris from Aiko mangan\n",
        encoding="utf-8",
    )
    season = load_season([tmp_path])
    assert season.skipped == ()
    rows = standings(season)
    chen, dasha, aiko = (_row(rows, n).stats for n in ("Chen", "Dasha", "Aiko"))
    assert (chen.ron_wins, chen.win_points) == (1, 2000)
    assert chen.biggest is not None and chen.biggest.points == 2000
    assert dasha.win_points == 32000
    assert aiko.deal_in_points == 2000 + 16000 + 12000


@pytest.mark.parametrize(
    ("riichi", "boris", "dasha"),
    [
        # Boris's own stick goes to Dasha, nearer the discarder: Boris gains his 2000 alone
        ("Boris", 2000, 3900 + 1000),
        # Dasha's own stick comes back to her: no gain
        ("Dasha", 2000, 3900),
    ],
)
def test_a_double_ron_winners_own_riichi_stick_is_a_gain_only_for_the_other(
    tmp_path: Path, riichi: str, boris: int, dasha: int
) -> None:
    (tmp_path / "double.mjgame").write_text(
        f"rules ema east_only=on\nplayers Aiko Boris Chen Dasha\nriichi {riichi}\n"
        "ron Boris from Chen 2 30\nalso ron Dasha from Chen 3 30\n"
        "ron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\nron Aiko from Boris 1 30\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    gains = {n: _row(rows, n).stats.biggest for n in ("Boris", "Dasha")}
    assert gains["Boris"] is not None and gains["Boris"].points == boris
    assert gains["Dasha"] is not None and gains["Dasha"].points == dasha


def test_an_unfinished_games_round_is_in_the_languages_letters(tmp_path: Path) -> None:
    """A game stopped in West 2 was skipped «(она остановилась на W2)» in Russian, where the
    windows and the rest of the list write «Зап2»: the round is worded with the reason, in the
    language asked then (the club window's after a language switch too). A game in its extra
    round says why it is there (nobody had 30 000 after South 4) and the option that ends it at
    South 4, as a record written before a preset gained the extra round may need."""
    from mjgui.controller.game.club import ClubController

    west = "rules tenhou\nplayers Aiko Boris Chen Dasha\n" + "draw\n" * 8 + "tsumo Boris 1 30\n"
    (tmp_path / "west.mjgame").write_text(west, encoding="utf-8")
    (tmp_path / "hand-written.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    out = io.StringIO()
    assert league_command([str(tmp_path), "--lang", "ru"], out) == 1
    assert "она остановилась на Зап2: ни у кого не было 30\u202f000\u00a0очков" in out.getvalue()
    out = io.StringIO()
    assert league_command([str(tmp_path)], out) == 1
    assert "the game has not ended, it stops at W2: nobody had 30\u202f000 points" in out.getvalue()
    club = ClubController("en")
    club.open_folder(tmp_path)
    assert "it stops at W2: nobody had" in club.view().skipped[0]
    club.set_lang("ru")  # why the game is in West too: said in the language of the moment
    assert "она остановилась на Зап2: ни у кого не было" in club.view().skipped[0]
    club.set_lang("en")
    assert "it stops at W2: nobody had" in club.view().skipped[0]


def test_the_club_filters_by_the_rules_it_chose_without_reading_their_words_again(
    season_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # every render passed the label to Season.select, which read it as a rules line again
    from mjgui.controller.game.club import ClubController
    from mjgui.core.league import season as season_module

    club = ClubController("en")
    club.open_folder(season_dir)
    labels = [r[0] for r in club.view().rules if r[0]]
    assert "seed east_only=on" in labels and "ema" in labels
    club.set_rules("ema")
    parsed: list[str] = []
    monkeypatch.setattr(season_module, "rules_filter", lambda text: parsed.append(text))
    for _ in range(3):  # each render
        assert club.rows() and club.shown.games and all(g.rules == "ema" for g in club.shown.games)
    assert club.view().rules_selected == "ema"
    club.reload()  # the folder still has them: the filter stays
    assert club.rules is not None and club.rules.name == "ema" and club.view().rules_selected == "ema"
    assert parsed == []


def test_a_win_that_ends_the_game_paying_the_chombo_penalties_is_worth_the_win_alone(tmp_path: Path) -> None:
    """chombo_at_end: the ron that ends the game also pays the penalties kept for the end (its
    history row shows them); what the win gained is the ron alone, not the penalties with it."""
    (tmp_path / "ron.mjgame").write_text(
        "rules seed chombo_at_end=on east_only=on\nplayers Aiko Boris Chen Dasha\nchombo Aiko\n"
        "ron Boris from Chen 1 30\nron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\n"
        "ron Aiko from Boris 1 30\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    aiko, boris = (_row(rows, n).stats for n in ("Aiko", "Boris"))
    assert (aiko.ron_wins, aiko.win_points) == (1, 1000)  # not 1000 - 12 000
    assert aiko.biggest is not None and aiko.biggest.points == 1000
    assert (boris.win_points, boris.deal_ins) == (1000, 1)
    assert boris.deal_in_points == 1000  # the ron he paid, not 1000 less his +4000 of penalties


def test_a_tsumo_that_ends_the_game_paying_the_chombo_penalties_is_worth_the_win_alone(
    tmp_path: Path,
) -> None:
    """chombo_at_end: a game-ending tsumo's line pays the penalties kept for the end too; its
    win is worth the tsumo alone (it counted the winner's share of the penalties with it)."""
    (tmp_path / "tsumo.mjgame").write_text(
        "rules seed chombo_at_end=on east_only=on\nplayers Aiko Boris Chen Dasha\nchombo Boris\n"
        "ron Boris from Chen 1 30\nron Chen from Dasha 1 30\nron Dasha from Aiko 1 30\n"
        "tsumo Aiko 1 30\n",
        encoding="utf-8",
    )
    rows = standings(load_season([tmp_path]))
    aiko = _row(rows, "Aiko").stats
    assert (aiko.tsumo_wins, aiko.win_points) == (1, 1100)  # 300 + 300 + 500, not + 4000
    assert aiko.biggest is not None and aiko.biggest.points == 1100
