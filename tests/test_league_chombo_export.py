"""A chombo's penalty off the final score (``chombo_score_penalty``, M-League's) in the league's
exports: the games CSV (``mjgui league --games-csv`` and the club window's *Games to CSV*, one
writer) has a ``chombo`` column, and the printed summary's results of a game say the penalty
beside the score. Both had folded the −20 into the score without a word: Chen's −35.3 did not
follow the rules named beside it (−15.3), and the game's scores added up to −20, not 0.

The game, by hand (RULES.md §8, M-League: 25 000 start, 30 000 return, uma 30/10/−10/−30, oka
+20 to first, the points unrounded): Aiko 41 000 → +11 + 30 + 20 = +61; Dasha 25 000 → −5 + 10
= +5; Chen 24 700 → −5.3 − 10 = −15.3, −20 for the chombo → −35.3; Boris 9300 → −20.7 − 30 =
−50.7."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.controller.game.club import ClubController
from mjgui.core.league.export import GAMES_HEADER, GAMES_HEADER_BEFORE_CHOMBO, read_csv, reads_as_export
from mjgui.leaguecli import league_command

MLEAGUE = """# date 2026-11-20
rules mleague east_only=on
players Aiko Boris Chen Dasha
chombo Chen
ron Aiko from Boris mangan
ron Boris from Chen mangan
ron Chen from Dasha mangan
ron Dasha from Aiko mangan
ron Aiko from Boris haneman
"""

SEED = """# date 2026-11-21
rules seed east_only=on
players Aiko Boris Chen Dasha
ron Aiko from Boris mangan
ron Boris from Chen mangan
ron Chen from Dasha mangan
ron Dasha from Aiko 3 40
ron Aiko from Boris haneman
"""

#: the M-League game's rows: seat, name, points, place, score, chombo
MLEAGUE_ROWS = [
    ["E", "Aiko", "41000", "1", "61", "0"],
    ["S", "Boris", "9300", "4", "-50.7", "0"],
    ["W", "Chen", "24700", "3", "-35.3", "-20"],
    ["N", "Dasha", "25000", "2", "5", "0"],
]


def _club(root: Path) -> Path:
    root.mkdir()
    (root / "mleague.mjgame").write_text(MLEAGUE, encoding="utf-8")
    (root / "seed.mjgame").write_text(SEED, encoding="utf-8")
    return root


def _rows(path: Path) -> list[list[str]]:
    return read_csv(path.read_text(encoding="utf-8"))


def _check(rows: list[list[str]]) -> None:
    head, *body = rows
    assert head == list(GAMES_HEADER) and head[-2:] == ["score", "chombo"]
    chombo = [r for r in body if r[1] == "mleague.mjgame"]
    assert [r[3:] for r in chombo] == MLEAGUE_ROWS
    # the scores add up to the penalty, which the chombo column says: score - chombo adds up to 0
    assert round(sum(float(r[7]) for r in chombo), 1) == -20
    assert round(sum(float(r[7]) - float(r[8]) for r in chombo), 1) == 0
    # a game without a chombo: 0 in every row, its scores adding up to 0
    seed = [r for r in body if r[1] == "seed.mjgame"]
    assert len(seed) == 4 and {r[8] for r in seed} == {"0"}
    assert round(sum(float(r[7]) for r in seed), 1) == 0


def test_the_cli_games_csv_has_the_chombo_column(tmp_path: Path) -> None:
    root = _club(tmp_path / "club")
    games = tmp_path / "games.csv"
    assert league_command([str(root), "--games-csv", str(games)], io.StringIO()) == 0
    _check(_rows(games))
    ru = tmp_path / "games-ru.csv"
    assert league_command([str(root), "--lang", "ru", "--games-csv", str(ru)], io.StringIO()) == 0
    assert ru.read_text(encoding="utf-8-sig").splitlines()[0] == ";".join(GAMES_HEADER)
    assert "2026-11-20;mleague.mjgame;mleague east_only=on;W;Chen;24700;3;-35,3;-20" in ru.read_text(
        encoding="utf-8-sig"
    )


def test_the_window_games_csv_is_the_same_file(tmp_path: Path) -> None:
    root = _club(tmp_path / "club")
    cli, window = tmp_path / "cli.csv", tmp_path / "window.csv"
    assert league_command([str(root), "--games-csv", str(cli)], io.StringIO()) == 0
    club = ClubController()
    club.open_folder(root)
    assert club.export_games_csv(window)
    _check(_rows(window))
    assert window.read_bytes() == cli.read_bytes()


def test_the_printed_results_say_the_penalty_beside_the_score(tmp_path: Path) -> None:
    root = _club(tmp_path / "club")
    for lang, chen, others in (
        ("en", "−35.3 (chombo −20)", ["+61", "+5", "−50.7"]),
        ("ru", "−35,3 (чомбо −20)", ["+61", "+5", "−50,7"]),
    ):
        club = ClubController(lang)
        club.open_folder(root)
        (game,) = [g for g in club.game_views() if "mleague.mjgame" in g.title]
        assert [(r[1], r[3]) for r in game.results] == [
            ("Aiko", others[0]),
            ("Dasha", others[1]),
            ("Chen", chen),
            ("Boris", others[2]),
        ]
        (seed,) = [g for g in club.game_views() if "seed.mjgame" in g.title]
        assert not any("(" in r[3] for r in seed.results)


def test_an_export_written_before_the_chombo_column_is_an_export_still() -> None:
    """A games CSV an earlier version wrote (no ``chombo`` column) is still an earlier export,
    which ``league club/* --games-csv club/games.csv`` may replace."""
    # the head row written out as those versions wrote it (not from the constant under test)
    old = "date,file,rules,seat,name,points,place,score\n2026-11-20,t.mjgame,seed,E,Aiko,41000,1,61\n"
    assert ",".join(GAMES_HEADER_BEFORE_CHOMBO) == old.split("\n")[0]
    new = ",".join(GAMES_HEADER) + "\n2026-11-20,t.mjgame,seed,E,Aiko,41000,1,61,0\n"
    assert reads_as_export(old.encode()) and reads_as_export(new.encode())
    # a row as wide as the other head is no row of this one
    assert not reads_as_export(
        (",".join(GAMES_HEADER) + "\n2026-11-20,t.mjgame,seed,E,Aiko,41000,1,61\n").encode()
    )


def test_the_readme_names_every_preset_that_takes_the_penalty_off_the_score() -> None:
    """The README's club window paragraph said the ``chombo`` column is "the penalty an M-League
    chombo took off the score"; the ``ema`` preset takes 20 000 off too, and its games fill the
    column as well."""
    import re

    from mjgui.core.scoring.rules import PRESETS

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    said = re.search(r"`chombo` column of `--games-csv`: (.*?);", readme, re.S)
    assert said is not None
    sentence = " ".join(said[1].split())
    takers = sorted(name for name, rules in PRESETS.items() if rules.chombo_score_penalty > 0)
    assert takers == ["ema", "mleague"]
    assert "M-League chombo" not in sentence
    assert all(f"`{name}`" in sentence for name in takers), sentence


def test_a_named_file_is_looked_at_by_its_first_bytes_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every file a shell glob names goes through :func:`is_export_file`: a file that is no
    export (a large log or note in the club's folder) is read only to :data:`EXPORT_HEAD_BYTES`,
    never whole (a 600 MiB file took 4.8 s and 1.8 GB when read whole)."""
    from mjgui.core.league import export

    asked: list[tuple[int, object]] = []
    real = export.read_regular_bytes

    def spy(path: object, limit: int, **kwargs: object) -> bytes:
        asked.append((limit, kwargs.get("max_size")))
        return real(path, limit, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(export, "read_regular_bytes", spy)
    note = tmp_path / "notes.txt"
    note.write_bytes(b"not an export\n" + b"x" * (export.EXPORT_HEAD_BYTES * 4))
    assert not export.is_export_file(note)
    assert asked == [(export.EXPORT_HEAD_BYTES, None)]
    # an export's head: then read whole, at most EXPORT_MAX_BYTES
    asked.clear()
    csv = tmp_path / "games.csv"
    csv.write_text(
        ",".join(GAMES_HEADER) + "\n2026-11-20,t.mjgame,seed,E,Aiko,41000,1,61,0\n", encoding="utf-8"
    )
    assert export.is_export_file(csv)
    assert asked == [
        (export.EXPORT_HEAD_BYTES, None),
        (export.EXPORT_MAX_BYTES + 1, export.EXPORT_MAX_BYTES),
    ]
