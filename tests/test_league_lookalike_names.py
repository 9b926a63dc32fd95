"""Names that only look alike: ``Вoris`` with a Cyrillic В and ``Boris``, ``Алёна`` and
``Алена``, ``Ａｉｋｏ`` typed in full width and ``Aiko``. The league counts them as two players,
as it should (a club may have both, and only a player can tell), but it said nothing: the club
saw "Boris" twice with two totals, and a copy's note said the names differ where they look the
same. Now the notes name the letter that tells them apart, and its alphabet."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mjgui.controller.game.club import TABLE_COLUMNS, ClubController
from mjgui.core.game.record import cyrillic_for_latin, looks_alike
from mjgui.core.league.aliases import ALIASES_FILE, AliasError, add_alias, marked_name, unmarked
from mjgui.core.league.season import load_season
from mjgui.leaguecli import league_command

GAME = "# date 2026-11-{day}\nrules seed\nplayers {players}\nron {winner} from {loser} yakuman 1\n"
#: a long game whose every hand tells games apart
LONG = (
    "# date 2026-01-10\nrules seed east_only=on\nplayers aiko BORIS Emil Fedya\n"
    "tsumo aiko mangan\nron Emil from BORIS mangan\nron aiko from Fedya 3 30\ndraw tenpai Emil\n"
    "ron Fedya from aiko 2 30\nron BORIS from Emil 1 30\n"
)
NOTES_EN = [
    'Вoris (Cyrillic: В) and Boris look alike but are counted as two players: letter 1 of Вoris, "В", is '
    "Cyrillic, where Boris has a Latin letter. If they are one player, merge them.",
    'Aiko and Ａｉｋｏ look alike but are counted as two players: letter 1 of Aiko is "A", of '
    'Ａｉｋｏ "Ａ". If they are one player, merge them.',
    'Алёна and Алена look alike but are counted as two players: letter 3 of Алёна is "ё", of '
    'Алена "е". If they are one player, merge them.',
]
NOTES_RU = [
    "Вoris (кириллица: В) и Boris похожи, но считаются двумя игроками: 1-я буква имени Вoris, «В», — "
    "кириллическая, а в имени Boris на этом месте латинская. Если это один игрок, объедините их.",
    "Aiko и Ａｉｋｏ похожи, но считаются двумя игроками: 1-я буква в имени Aiko — «A», а в "
    "имени Ａｉｋｏ — «Ａ». Если это один игрок, объедините их.",
    "Алёна и Алена похожи, но считаются двумя игроками: 3-я буква в имени Алёна — «ё», а в "
    "имени Алена — «е». Если это один игрок, объедините их.",
]
#: Olga and Оlga (a Cyrillic О), who sat at one table: two players, never offered as one, but
#: said, each marked, so that their two rows are told apart ({file}: their game's record)
TABLE_EN = (
    "Оlga (Cyrillic: О) and Olga look alike but are two players: they sat at one table in {file}. "
    'Letter 1 of Оlga, "О", is Cyrillic, where Olga has a Latin letter.'
)
TABLE_RU = (
    "Оlga (кириллица: О) и Olga похожи, но это два игрока: они сидели за одним столом в {file}. "
    "1-я буква имени Оlga, «О», — кириллическая, а в имени Olga на этом месте латинская."
)


def _game(folder: Path, day: int, players: str) -> None:
    names = players.split()
    text = GAME.format(day=day, players=players, winner=names[0], loser=names[1])
    (folder / f"night-{day}.mjgame").write_text(text, encoding="utf-8")


def _club(tmp_path: Path) -> Path:
    folder = tmp_path / "club"
    folder.mkdir()
    _game(folder, 20, "Вoris Chen Dasha Emil")  # a Cyrillic В
    _game(folder, 21, "Boris Aiko Fedya Goro")
    _game(folder, 22, "Алёна Chen Dasha Emil")
    _game(folder, 23, "Алена Aiko Fedya Goro")
    _game(folder, 24, "Ａｉｋｏ Chen Dasha Emil")  # typed in full width
    _game(folder, 25, "Olga Оlga Fedya Goro")  # a Cyrillic О: two players at one table
    return folder


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return league_command(argv, out, err=out), out.getvalue()


def test_names_that_look_alike_are_noted_with_the_letter_that_tells_them_apart(tmp_path: Path) -> None:
    folder = _club(tmp_path)
    club = ClubController()
    club.open_folder(folder)
    names = [r.name for r in club.view().rows]
    assert names.count("Вoris") == names.count("Boris") == 1  # counted apart, not merged
    # the club has no aliases file: the notes are under a head of their own, not "The aliases
    # files:" (which named files that are not there)
    view = club.view()
    table_en, table_ru = (t.format(file="night-25.mjgame") for t in (TABLE_EN, TABLE_RU))
    assert list(view.lookalikes) == [*NOTES_EN, table_en] and view.lookalike_head == "Names that look alike:"
    assert view.alias_notes == () and view.alias_notes_head == ""
    assert "4 pairs of names that look alike" in view.notes_count and view.notes_warn
    russian = ClubController("ru")
    russian.open_folder(folder)
    view = russian.view()
    assert list(view.lookalikes) == [*NOTES_RU, table_ru] and view.lookalike_head == "Похожие имена:"
    assert "4\u00a0пары похожих имён" in view.notes_count
    table_en, table_ru = (t.format(file=folder / "night-25.mjgame") for t in (TABLE_EN, TABLE_RU))
    status, out = _run([str(folder)])
    assert status == 0
    assert out.endswith("Names that look alike:\n" + "".join(f"  {n}\n" for n in [*NOTES_EN, table_en]))
    assert "The aliases files:" not in out
    status, out = _run([str(folder), "--lang", "ru"])
    assert out.endswith("Похожие имена:\n" + "".join(f"  {n}\n" for n in [*NOTES_RU, table_ru]))
    assert "Файлы псевдонимов:" not in out
    status, out = _run([str(folder), "--json"])
    said = json.loads(out)["aliases"]
    assert [(a["code"], a["message"]) for a in said] == [
        ("alias_lookalike", NOTES_EN[0]),
        ("alias_lookalike_yo", NOTES_EN[1]),
        ("alias_lookalike_yo", NOTES_EN[2]),
        ("alias_lookalike_table", table_en),
    ]
    # merged: one player, no note of them
    (folder / "mjgui-aliases.txt").write_text("Вoris = Boris\nАлена = Алёна\n", encoding="utf-8")
    status, out = _run([str(folder)])
    assert out.endswith("Names that look alike:\n" + f"  {NOTES_EN[1]}\n  {table_en}\n")
    assert "Вoris" not in out and "Алена" not in out
    # a note of the aliases file itself is under its own head, before the look-alike names
    aliases = "Вoris = Boris\nАлена = Алёна\nno equals sign\n"
    (folder / "mjgui-aliases.txt").write_text(aliases, encoding="utf-8")
    status, out = _run([str(folder)])
    files = out.index("The aliases files:\n  ")
    assert "line 3" in out[files:] and files < out.index("Names that look alike:\n") < out.index(NOTES_EN[1])
    club.open_folder(folder)
    view = club.view()
    assert len(view.alias_notes) == 1 and "line 3" in view.alias_notes[0]
    assert view.lookalikes == (NOTES_EN[1], TABLE_EN.format(file="night-25.mjgame"))


def test_names_alike_by_their_alphabets_are_marked_in_the_table_and_the_chart(tmp_path: Path) -> None:
    """Two rows "Anna" at +19 and -17, two lines "Anna" on the chart and a note "Anna and Anna
    look alike": which was the Cyrillic one could not be told. The name holding Cyrillic letters
    where the other has Latin ones is marked with them, wherever it is shown, in both languages;
    the other, and a name alike by ё for е (told apart as written), as they are."""
    folder = _club(tmp_path)
    _game(folder, 26, "Chen Aiko Emil Goro")  # the chart: a season of more than one game each
    for lang, marked in (("en", "Вoris (Cyrillic: В)"), ("ru", "Вoris (кириллица: В)")):
        club = ClubController(lang)
        club.open_folder(folder)
        view = club.view()
        shown = {r.name: r.cells[TABLE_COLUMNS.index("name")] for r in view.rows}
        assert shown["Вoris"] == marked and shown["Boris"] == "Boris"
        assert shown["Алёна"] == "Алёна" and shown["Ａｉｋｏ"] == "Ａｉｋｏ"
        legend = [s.name for s in view.chart.series]
        assert marked in legend and "Boris" in legend and "Вoris" not in legend
        assert view.lookalikes[0].startswith(f"{marked} ")
        # the chart's description, for a screen reader, names the lines as its legend does
        assert marked in view.chart_said and "Вoris" not in view.chart_said.replace(marked, "")
        club.select("Вoris")  # chosen by the player's own name, as the table's rows are
        assert club.view().selected == "Вoris" and marked in club.view().stats_title
        # ...and their line, named as shown, is the one that stands out
        assert club.view().selected_shown == marked and marked in legend
        club.select("Boris")
        assert club.view().selected_shown == "Boris"


def test_a_name_typed_as_shown_marked_is_merged_as_the_name_itself(tmp_path: Path) -> None:
    """The table shows "Вoris (Cyrillic: В)": typed so into the merge, it was written to the
    aliases file as a spelling that is nobody's ("вoris (cyrillic: в) = Boris") and nothing was
    merged. It is the player's own name; a mark the season does not show (another language's)
    is refused, saying which name to type, and nothing is written."""
    folder = _club(tmp_path)
    club = ClubController()
    club.open_folder(folder)
    assert club.merge("Вoris (Cyrillic: В)", "Boris")
    assert (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()[1:] == ["вoris = Boris"]
    assert club.view().notice.startswith("Вoris is now counted as Boris")
    assert "Вoris" not in [r.name for r in club.view().rows]
    for lang, said in (
        (
            "en",
            '"Аnna (кириллица: А)" is a name as the club shows it, marked with its Cyrillic letters: '
            'type the name itself, "Аnna". Nothing was changed.',
        ),
        (
            "ru",
            "«Аnna (кириллица: А)» — это имя, как его показывает клуб, с пометкой о кириллических "
            "буквах: введите само имя, «Аnna». Ничего не изменено.",
        ),
    ):
        with pytest.raises(AliasError) as refused:
            add_alias(folder, "Аnna (кириллица: А)", "Boris")
        assert refused.value.message(lang) == said
    with pytest.raises(AliasError) as refused:
        add_alias(folder, "Boris", "Вoris (Cyrillic: В)")
    assert refused.value.code == "alias_marked" and refused.value.params["plain"] == "Вoris"
    assert (folder / ALIASES_FILE).read_text(encoding="utf-8").splitlines()[1:] == ["вoris = Boris"]
    # a name that only ends in brackets is a name
    assert unmarked("Anna (Cyrillic: B)") is None and unmarked("Аnna (Cyrillic: А, Б)") is None
    assert unmarked("Вoris (Cyrillic: В)") == unmarked("Вoris (кириллица: В)") == "Вoris"


def test_the_mark_names_the_cyrillic_letters_where_the_other_has_latin_ones() -> None:
    assert cyrillic_for_latin("Аnna", "Anna") == ("А",) and cyrillic_for_latin("Anna", "Аnna") == ()
    assert cyrillic_for_latin("АО", "AO") == ("А", "О")  # all Cyrillic: each letter said
    assert cyrillic_for_latin("Аnnа", "Annа") == ("А",)  # both mix: each its own
    assert cyrillic_for_latin("Annа", "Аnnа") == ()
    assert marked_name("Аnna", "Anna", "ru") == "Аnna (кириллица: А)"
    assert marked_name("Anna", "Аnna", "en") == "Anna"


def test_what_looks_alike() -> None:
    found = looks_alike("Вoris", "Boris")
    assert found is not None and (found.position, found.letter, found.other_letter) == (1, "В", "B")
    assert found.script is not None and found.script.message("en") == "Cyrillic"
    assert looks_alike("BORIS", "Boris") is None  # one name: case aside
    assert looks_alike("Boris", "Borya") is None
    assert looks_alike("Иван", "Йван") is None  # й is no и
    assert looks_alike("Ёлка", "Елка") is not None
    # a small в, н, т, м, к looks like no Latin letter (Вова is a name as written): only capitals
    for name, other in [("вова", "boba"), ("нina", "hina"), ("тom", "tom"), ("мax", "max"), ("кira", "kira")]:
        assert looks_alike(name, other) is None, name
    for name, other in [("ВОВА", "BOBA"), ("Нina", "Hina"), ("Тom", "Tom"), ("Мax", "Max"), ("Кira", "Kira")]:
        found = looks_alike(name, other)
        assert found is not None and (found.position, found.letter) == (1, name[0]), name
    found = looks_alike("Вoris", "boris")  # one name with Boris: the case aside once read
    assert found is not None and (found.letter, found.other_letter) == ("В", "b")
    assert looks_alike("Аnna", "anna") is not None and looks_alike("аnna", "Anna") is not None


def test_a_name_written_in_small_cyrillic_letters_is_no_lookalike(tmp_path: Path) -> None:
    """вова and boba: a small в looks like no b; the league said they look alike."""
    folder = tmp_path / "club"
    folder.mkdir()
    _game(folder, 20, "вова Chen Dasha Emil")
    _game(folder, 21, "boba Aiko Fedya Goro")
    status, out = _run([str(folder)])
    assert status == 0 and "look alike" not in out and "aliases" not in out
    status, out = _run([str(folder), "--lang", "ru"])
    assert "похожи" not in out


def test_a_copys_note_says_which_letter_of_names_that_look_alike_differs(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-2.mjgame").write_text(LONG, encoding="utf-8")
    copy = folder / "table-2 (1).mjgame"
    copy.write_text(LONG.replace("BORIS", "ВORIS"), encoding="utf-8")  # a Cyrillic В
    [skipped] = load_season([folder]).skipped
    assert skipped.path == copy
    assert (
        "but the names differ (ВORIS in it, BORIS in table-2.mjgame; ВORIS and BORIS look alike, but "
        'letter 1 of ВORIS, "В", is Cyrillic, and that of BORIS Latin): it looks like a copy'
    ) in skipped.message("en", within=folder)
    assert (
        "различаются имена (ВORIS в нём, BORIS в файле table-2.mjgame; ВORIS и BORIS похожи, но 1-я "
        "буква имени ВORIS, «В», — кириллическая, а в имени BORIS — латинская)"
    ) in skipped.message("ru", within=folder)
    copy.write_text(LONG.replace("Fedya", "Fеdya"), encoding="utf-8")  # a Cyrillic е
    [skipped] = load_season([folder]).skipped
    assert 'letter 2 of Fеdya, "е", is Cyrillic, and that of Fedya Latin' in skipped.message("en")


def test_a_copys_note_names_the_two_names_that_look_alike_of_several(tmp_path: Path) -> None:
    """Two seats differ, one pair alike (BORIS and ВORIS), the other not (aiko and Aika): the
    note said "they look alike" of all four names; it names the pair."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "table-2.mjgame").write_text(LONG, encoding="utf-8")
    copy = folder / "table-2 (1).mjgame"
    copy.write_text(LONG.replace("BORIS", "ВORIS").replace("aiko", "Aika"), encoding="utf-8")
    [skipped] = load_season([folder]).skipped
    assert skipped.path == copy
    assert (
        "but the names differ (Aika, ВORIS in it, aiko, BORIS in table-2.mjgame; ВORIS and BORIS look "
        'alike, but letter 1 of ВORIS, "В", is Cyrillic, and that of BORIS Latin): it looks like a copy'
    ) in skipped.message("en", within=folder)
    assert (
        "различаются имена (Aika, ВORIS в нём, aiko, BORIS в файле table-2.mjgame; ВORIS и BORIS "
        "похожи, но 1-я буква имени ВORIS, «В», — кириллическая, а в имени BORIS — латинская)"
    ) in skipped.message("ru", within=folder)
    copy.write_text(LONG.replace("Fedya", "Ｆｅｄｙａ").replace("aiko", "Aika"), encoding="utf-8")
    [skipped] = load_season([folder]).skipped
    assert (
        '; Ｆｅｄｙａ and Fedya look alike, but letter 1 of Ｆｅｄｙａ is "Ｆ", of Fedya "F")'
        in skipped.message("en")
    )
