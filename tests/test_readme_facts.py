"""Sentences of README.md and docs/game-record.md that had fallen behind the code, held to it:
the language read from the environment, the three-player table's file name (every example), the modules
``make mutate`` mutates, the keys ``mjgui game --json`` always prints, and the CSV's column
names, English in every language."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest

from mjgui.core.errors import RulesError
from mjgui.core.game.game import replay
from mjgui.core.league.export import GAMES_HEADER, STANDINGS_HEADER
from mjgui.core.quietparser import env_lang
from mjgui.core.scoring.rule_words import with_rule_words
from mjgui.core.scoring.rules import PRESETS, SEED
from mjgui.core.teach.compare import DEFAULT_PRESETS, preset_name
from mjgui.gamecli import game_command
from mjgui.leaguecli import csv_paths
from tests.clubgames import league_run, write_games

ROOT = Path(__file__).resolve().parent.parent
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
GAME_RECORD = (ROOT / "docs" / "game-record.md").read_text(encoding="utf-8")


def test_every_sentence_on_the_language_names_languages_first_as_the_code_reads_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The scripts' contract said LC_ALL, LC_MESSAGES, LANG, then LANGUAGE: a script setting
    LC_ALL=en_US.UTF-8 on a desktop exporting LANGUAGE=ru expected English."""
    for name in ("LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    monkeypatch.setenv("LANGUAGE", "ru")
    assert env_lang() == "ru"
    orders = re.findall(
        r"`LANGUAGE`'s first entry that mjgui speaks, then `LC_ALL`, `LC_MESSAGES`, `LANG`", README
    )
    monkeypatch.setenv("LANGUAGE", "uk:ru")  # README's example: the first entry mjgui speaks
    assert "`LANGUAGE=uk:ru` lists Ukrainian, then Russian, and opens it in Russian" in README
    assert env_lang() == "ru"
    assert len(orders) >= 2  # the scripts' contract and Language and theme
    assert "`LANG`, then `LANGUAGE`" not in README


def test_the_three_player_tables_file_is_named_as_readme_says() -> None:
    table: list[object] = []
    tables = [(4, "", table), (3, "", table)]
    written = [path for path, _, _ in csv_paths("league.csv", tables)]  # type: ignore[arg-type]
    assert written == ["league.csv", "league-sanma.csv"]
    assert "`--csv league.csv` → `league-sanma.csv`" in README
    assert "FILE-sanma.csv" not in README


def test_every_three_player_file_name_readme_gives_is_the_one_written() -> None:
    """README said the three-player table goes to FILE's name "without its ending" and
    ``-sanma``: ``out.tsv`` gives ``out-sanma.tsv`` (its own ending kept) and a dotfile has no
    ending (``.csv`` gives ``.csv-sanma.csv``). Every example it gives is what is written."""
    table: list[object] = []
    tables = [(4, "", table), (3, "", table)]
    start = README.index("writes the three-player table beside FILE")
    sentence = README[start : README.index("`--players 3|4`", start)]
    pairs = re.findall(r"`(?:--csv )?([^`\s]+)` → `([^`]+)`", sentence)
    assert len(pairs) >= 4 and ("out", "out-sanma.csv") in pairs and (".csv", ".csv-sanma.csv") in pairs
    for given, sanma in pairs:
        assert [path for path, _, _ in csv_paths(given, tables)] == [given, sanma]  # type: ignore[arg-type]
    assert "without its ending" not in sentence


def test_readme_names_every_module_make_mutate_mutates() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import mutate
    finally:
        sys.path.remove(str(ROOT / "tools"))
    bullet = README[README.index("- Mutation testing (`make mutate`") :]
    bullet = bullet[: bullet.index("were run the same way")]
    for module in mutate.DEFAULT_MODULES:
        short = module.removeprefix("mjgui/")
        assert f"`{short}`" in bullet or f"`{Path(short).name}`" in bullet, module


def test_the_game_json_example_has_the_keys_the_command_always_prints(tmp_path: Path) -> None:
    record = tmp_path / "g.mjgame"
    lines = "rules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Aiko 3 30\n"  # line 3: a self ron
    record.write_text(lines, encoding="utf-8")
    out = io.StringIO()
    game_command([str(record), "--json"], out)
    real = json.loads(out.getvalue())
    example = GAME_RECORD[GAME_RECORD.index('```json\n{"ok"') :].split("```")[1]
    assert list(real)[:1] == ["ok"] and example.startswith('json\n{"ok": true, "ended"')
    # every key the command prints, at the top in its order and each player's, is in the example
    places = [example.find(f'"{key}":') for key in real]
    assert -1 not in places and places == sorted(places), dict(zip(real, places, strict=True))
    # and the example promises no key the command does not print: its top-level keys are the
    # command's, in order (the example's "..." in lists left out to read it as JSON)
    assert list(json.loads(re.sub(r",\s*\.\.\.\s*\]", "]", example.removeprefix("json\n")))) == list(real)
    players = example[example.index('"players"') : example.index('"errors"')]
    assert all(f'"{key}":' in players for key in real["players"][0]), real["players"][0]
    assert set(real["errors"][0]) == {"line", "code", "message"}
    assert '"errors": [{"line": 3, "code": ' in example


def test_the_rules_bounds_said_refused_are_refused_where_the_record_format_says() -> None:
    """The rules-line paragraph called `uma=-15,-5,5,15` and `rules seed start_points=35000`
    refused, and a few sentences on said a recorded rules line is not held to them (it is not):
    each example said refused is an option typed now, refused there, and the record reads it."""
    text = " ".join(GAME_RECORD.split())
    refused = re.findall(r"`--rule-option ([a-z_]+=[-\d,]+)`", text)
    assert {"uma=-15,-5,5,15", "uma=5,15,-5,-15", "start_points=35000"} <= set(refused)
    assert "`uma=-15,-5,5,15`" not in text.replace("`--rule-option uma=-15,-5,5,15`", "")
    assert "`rules seed start_points=35000` is refused" not in text
    for word in refused:
        with pytest.raises(RulesError):
            with_rule_words(SEED, [word])
        if "paarenchan" not in word:  # a recorded line reads as it did (below zero: never a rule)
            record = f"rules seed {word}\nplayers A B C D\nron A from B yakuman\n"
            assert replay(record).errors == (), word
    # the sum is refused on a record's rules line too, as the paragraph says
    assert "`uma=10,5,-5,-15` is refused, on a record's rules line too" in text
    assert replay("rules seed uma=10,5,-5,-15\nplayers A B C D\n").errors[0].line == 1


def test_the_csv_columns_are_english_in_every_language_as_readme_says(tmp_path: Path) -> None:
    """A Russian export's head row is the English machine names (read_csv and the check that an
    export may be replaced recognise them), which README had not said."""
    folder = write_games(tmp_path / "club", "Аня Боря Вера Гоша")
    table, games = tmp_path / "league.csv", tmp_path / "games.csv"
    assert league_run(str(folder), "--lang", "ru", "--csv", str(table), "--games-csv", str(games))[0] == 0
    assert table.read_text(encoding="utf-8-sig").splitlines()[0] == ";".join(STANDINGS_HEADER)
    assert games.read_text(encoding="utf-8-sig").splitlines()[0] == ";".join(GAMES_HEADER)
    assert (
        "The CSV's column names (`rank`, `name`, `total`…; `date`, `file`, `seat`…) are the same English"
        in README
    )
    assert "names in every language, on purpose" in README


def test_the_first_record_of_the_game_record_format_replays_as_the_doc_says(tmp_path: Path) -> None:
    """The record at the top of docs/game-record.md, the one a player copies to try ``mjgui game``,
    went below zero on its ninth line: its last three lines were refused (and its ``abort``
    would have been under the seed rules anyway). Copied as it stands, it replays whole, and
    ends where the sentence under it says."""
    example = GAME_RECORD[GAME_RECORD.index("```\n# date") :].split("```")[1]
    record = tmp_path / "example.mjgame"
    record.write_text(example.lstrip("\n"), encoding="utf-8")
    out = io.StringIO()
    assert game_command([str(record), "--json"], out) == 0
    real = json.loads(out.getvalue())
    assert real["errors"] == [] and real["unread_line"] is None and not real["ended"]
    points = {player["name"]: player["points"] for player in real["players"]}
    assert (real["round"], real["honba"], real["dealer"]) == ("S1", 2, "Aiko")
    assert max(points, key=points.__getitem__) == "Chen" and points["Chen"] == 67400
    text = " ".join(GAME_RECORD.split())
    said = "`mjgui game` leaves the game in South 1, 2 honba, Aiko dealing, Chen first with 67 400 (exit 0)"
    assert said in text
    # every kind of line the example shows is in it, and each counted
    commands = {line.split()[0] for line in example.splitlines() if line.strip() and line[0] != "#"}
    assert commands == {"rules", "players", "riichi", "ron", "tsumo", "draw", "abort", "chombo"}
    assert all(words in example for words in (" pao ", ' hand "', "draw tenpai ", "draw nagashi "))
    # the abort line is there because the rules line allows abortive draws, as the doc says
    seed = example.lstrip("\n").replace(" abortive_draws=on", "")
    assert [error.line for error in replay(seed).errors] == [11]
    assert "Without `abortive_draws=on` the `abort` line is refused" in text


def test_the_compare_paragraph_names_the_presets_as_the_window_does_and_every_one_a_rule_note_fits() -> None:
    """README called the three-player presets "Tenhou 3p and Mahjong Soul 3p" (the window says
    "Tenhou, three players"), and gave the kazoe cap as EMA's alone a release after WRC took it
    (M-League had it already): each example rule names every preset of the table that plays it."""
    start = README.index("**The same hand under other rules**")
    paragraph = README[start : README.index("The window follows the desk", start)]
    table = [preset for preset in DEFAULT_PRESETS if preset != "seed"]
    assert all(f"*{preset_name(preset)}*" in paragraph for preset in table)
    sanma = [name for name, rules in PRESETS.items() if rules.players == 3 and name != "sanma"]
    assert sanma == ["tenhou-sanma", "mahjongsoul-sanma"]
    assert all(f"*{preset_name(name)}*" in paragraph for name in sanma)
    assert "3p" not in paragraph
    plays = {
        "Kazoe capped at sanbaiman": lambda rules: rules.kazoe == "sanbaiman",
        "No double yakuman": lambda rules: not rules.double_yakuman,
        "Aka: 0 red fives": lambda rules: rules.aka == 0,
        "Kiriage mangan": lambda rules: rules.kiriage,
    }
    for note, played in plays.items():
        named = re.search(re.escape(note) + r"[^`]*` \(([^)]*)\)", paragraph)
        assert named is not None, note
        assert named[1].split(", ") == [preset_name(p) for p in table if played(PRESETS[p])], note
    caption = re.search(r"!\[([^\]]*)\]\(docs/screenshots/compare\.png\)", README)
    assert caption is not None and caption[1] == "EMA, WRC and M-League stop a counted yakuman at sanbaiman"


def test_the_real_logs_readme_lists_are_those_replay_finds() -> None:
    """README said every real log agrees "but in nine files" and that "the three other files of
    `other/`" are refused (exit 2): `other/` holds more now, one refused as a list of log ids,
    two with hands that cannot be read (exit 1), three read whole (exit 0). Each log of
    tests/data/logs (the mjai folder has a paragraph of its own) is named under the exit status
    `replay` gives it, and each count is the number named."""
    from mjgui.replaycli import replay_command

    logs = ROOT / "tests" / "data" / "logs"
    status: dict[str, int] = {}
    for path in sorted(logs.rglob("*")):
        name = path.relative_to(logs).as_posix()
        if path.is_file() and path.suffix != ".md" and not name.startswith("mjai/"):
            status[name] = replay_command([str(path), "--json"], out=io.StringIO(), err=io.StringIO())
    start = README.index("- Real game logs are a second, independent oracle")
    paragraph = README[start : README.index("Each log that writes its final scores", start)]
    differ, rest = paragraph.split("Of the ", 1)
    refused, read = rest.split("three are read with no difference (exit 0)", 1)
    words = {3: "three", 4: "four", 5: "five", 7: "seven", 8: "eight", 11: "eleven"}

    def named(text: str) -> set[str]:
        return {word for word in re.findall(r"`([^`\s]+)`", text) if word in status}

    assert named(differ) == {name for name, code in status.items() if code == 1}
    assert f"but in {words[len(named(differ))]} files, where `replay` finds a difference (exit 1)" in differ
    others = {name for name in status if name.startswith("other/")} - named(differ)
    assert rest.startswith(f"{words[len(others)]} other files of `other/`")
    assert named(refused) == {name for name in others if status[name] == 2}
    assert f"{words[len(named(refused))]} are refused (exit 2)" in refused
    assert named(read) == {name for name in others if status[name] == 0} == others - named(refused)
    assert set(status.values()) == {0, 1, 2}


def test_a_13_tile_hand_explained_is_answered_with_the_exit_status_readme_gives_it() -> None:
    """README offered `--explain` on a hand of 13 tiles as on one of 14 and kept exit status 2
    for bad input: a 13-tile hand is answered as its `tile_count` error, exit status 2, with the
    analysis added (a 14-tile hand that is not complete: `not_complete`, 1), which a script
    following README could not expect."""
    from mjgui.cli import score_command

    status, answer = score_command(["234m567p3467888s", "--explain"])
    assert (status, answer["ok"], answer["error"]["code"]) == (2, False, "tile_count")
    assert answer["shanten"] == 0 and [i["tile"] for i in answer["improving"]] == ["2s", "5s"]
    status, answer = score_command(["134m567p3467888s5s", "--explain"])
    assert (status, answer["error"]["code"], answer["shanten"]) == (1, "not_complete", 0)
    row = README[README.index("| `--explain` |") : README.index("| `--batch` |")]
    assert (
        "a hand of 13 tiles (less 3 per meld) is still the `tile_count` error, exit status 2, with the "
        'analysis added to it (`score 234m567p3467888s --explain`: `"shanten": 0`, `improving` 2s and 5s), '
        "where a 14-tile hand that is not complete is `not_complete`, exit status 1"
    ) in row
    assert "how to fix it; a 13-tile hand's `tile_count` too, its analysis added under `--explain`)" in README
