"""A club folder of one-line games for the club's and the league's tests, and ``mjgui league``
run as a program runs it."""

from __future__ import annotations

import io
from pathlib import Path

from mjgui.leaguecli import league_command

GAME = "# date 2026-11-{day:02d}\nrules {rules}\nplayers {players}\nron {winner} from {loser} yakuman 1\n"


def write_games(folder: Path, *tables: str, day: int = 1, sanma: bool = False) -> Path:
    """``folder`` with one finished game a table, a day apart from November ``day`` (named
    ``gDD.mjgame``, three players' ``sDD.mjgame``): the second seat's yakuman off the third
    (three players: the dealer's off the second, which a 35 000 start cannot pay either)."""
    folder.mkdir(exist_ok=True)
    for i, players in enumerate(tables):
        names = players.split()
        winner, loser = (names[0], names[1]) if sanma else (names[1], names[2])
        rules = "tenhou-sanma" if sanma else "seed"
        text = GAME.format(day=day + i, rules=rules, players=players, winner=winner, loser=loser)
        (folder / f"{'s' if sanma else 'g'}{day + i:02d}.mjgame").write_text(text, encoding="utf-8")
    return folder


def league_run(*argv: str) -> tuple[int, str, str]:
    """``mjgui league ARGV``: its exit status, standard output and standard error."""
    out, err = io.StringIO(), io.StringIO()
    status = league_command(list(argv), out, err)
    return status, out.getvalue(), err.getvalue()
