"""A record the tracker does not open for one bad line says how to get the game back (the audit
"where", s49, finding 5).

``mjgui game wrongfu.mjgame`` shows the standings and lists "Line 3 (…): 35 fu does not exist…";
the tracker refused the whole file with "wrongfu.mjgame: Line 3 (…): 35 fu does not exist: …
The file was not changed." and no way out. The refusal stays (the file is not changed), and now
names the line to correct in a text editor. (It named ``game FILE`` as the command that lists
every line refused too, until words52 found that ``game FILE`` refuses whole the records the
tracker refuses, an unread rules line or a line before the players line, naming that line only.)
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from mjgui.core.game.storage import StorageError, load_record
from mjgui.gamecli import game_command as _game_command
from mjgui.leaguecli import league_command as _league_command
from tests.util import one_stream

game_command = one_stream(_game_command)
league_command = one_stream(_league_command)

TIE = Path(__file__).parent / "data" / "old-presets" / "tie-ema.mjgame"


def test_a_record_refused_for_one_line_says_to_correct_it_or_list_the_lines(tmp_path: Path) -> None:
    lines = TIE.read_text(encoding="utf-8").splitlines(keepends=True)
    assert " 1 30" in lines[2]
    lines[2] = lines[2].replace(" 1 30", " 1 35")
    path = tmp_path / "wrongfu.mjgame"
    path.write_text("".join(lines), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(StorageError) as refused:
        load_record(path)
    err = refused.value
    assert (err.code, err.line) == ("bad_line", 3)
    said = err.message("en")
    assert said.startswith(f"{path}: Line 3 (")
    assert "35 fu does not exist" in said
    assert said.endswith("Correct line 3 in a text editor and open the file again. The file was not changed.")
    assert err.message("ru").endswith(
        "Исправьте строку 3 в текстовом редакторе и откройте файл снова. Файл не изменён."
    )
    assert path.read_bytes() == before
    # what it points to: game FILE reads the record and lists the line
    out = io.StringIO()
    assert game_command([str(path)], out) == 1
    assert "Line 3 (" in out.getvalue() and "35 fu does not exist" in out.getvalue()


def test_a_link_to_a_missing_record_says_where_it_leads(tmp_path: Path) -> None:
    """A club folder's ``gone.mjgame -> /nonexistent`` was listed as "cannot be read: No such
    file or directory." though the name is there (the audit "where", finding 7)."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "tie.mjgame").write_bytes(TIE.read_bytes())
    gone = folder / "gone.mjgame"
    target = tmp_path / "moved" / "night.mjgame"
    gone.symlink_to(target)
    said = (
        f"{gone} is a link to {target}, which does not exist: there is no file to read. Remove the "
        "link, or put the file back where it leads."
    )
    with pytest.raises(StorageError) as refused:
        load_record(gone)
    assert refused.value.code == "unreadable"  # the code stays: a link to nothing does not read
    assert refused.value.message("en") == said
    assert refused.value.message("ru") == (
        f"{gone} — ссылка на {target}, но такого файла нет: читать нечего. Удалите ссылку или верните "
        "файл туда, куда она ведёт."
    )
    out = io.StringIO()
    league_command([str(folder)], out)
    assert f"  {gone} is a link to {target}, which does not exist: " in out.getvalue()
    out = io.StringIO()
    assert game_command([str(gone)], out) == 2
    assert out.getvalue() == said + "\n"
    # a file that is simply not there is said as before
    with pytest.raises(StorageError) as refused:
        load_record(folder / "none.mjgame")
    assert (
        refused.value.message("en") == f"{folder / 'none.mjgame'} cannot be read: no such file or directory."
    )


def test_a_link_to_a_link_to_a_missing_record_says_where_the_chain_ends(tmp_path: Path) -> None:
    """``a.mjgame -> b.mjgame -> /nonexistent/x.mjgame`` was said as "a link to b.mjgame, which
    does not exist", though b.mjgame is there, a link beside it (review r3, finding 2): the
    sentence names too where the chain ends, the path that is missing."""
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "tie.mjgame").write_bytes(TIE.read_bytes())
    end = tmp_path / "moved" / "x.mjgame"
    (folder / "b.mjgame").symlink_to(end)
    (folder / "a.mjgame").symlink_to("b.mjgame")
    (folder / "z.mjgame").symlink_to("a.mjgame")  # three links: the chain's end all the same
    for name, via in (("a.mjgame", "b.mjgame"), ("z.mjgame", "a.mjgame")):
        link = folder / name
        said = (
            f"{link} is a link to {via}, which leads to {end}, which does not exist: there is no file "
            "to read. Remove the link, or put the file back where it leads."
        )
        with pytest.raises(StorageError) as refused:
            load_record(link)
        assert refused.value.code == "unreadable"
        assert refused.value.message("en") == said
        assert refused.value.message("ru") == (
            f"{link} — ссылка на {via}, а та ведёт на {end}, но такого файла нет: читать нечего. "
            "Удалите ссылку или верните файл туда, куда она ведёт."
        )
        out = io.StringIO()
        assert game_command([str(link)], out) == 2
        assert out.getvalue() == said + "\n"
    out = io.StringIO()
    league_command([str(folder)], out)
    assert f"  {folder / 'a.mjgame'} is a link to b.mjgame, which leads to {end}, which does not " in (
        out.getvalue()
    )
    # the last link of the chain, whose target is what is missing, is said as before
    assert f"  {folder / 'b.mjgame'} is a link to {end}, which does not exist: " in out.getvalue()
