"""What README's tracker section says *Game → Open* does with a damaged record is what it does:
a record whose rules or players line cannot be read is refused and changes nothing; one with a
line of play that cannot be read (a last line cut short among them) opens counted up to it, the
line marked with what is wrong with it as it stands, no new line taken, and saved back as it was.
README once said any line that is not a record line, and a truncated last line, were refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.storage import StorageError

README = Path(__file__).resolve().parent.parent / "README.md"
HEAD = "rules seed\nplayers Aiko Boris Chen Dasha\nron Boris from Aiko 3 40\n"


def _flat(start: str, end: str) -> str:
    text = README.read_text(encoding="utf-8")
    part = text[text.index(start) :]
    return " ".join(part[: part.index(end)].split())


def test_readme_says_open_refuses_only_a_bad_head_and_marks_a_bad_line_of_play() -> None:
    files = _flat("* **Files** — *Game → Open / Save / Save as*", "* **Autosave**")
    assert "a line that is not a record line, a truncated last line) is refused" not in files
    assert (
        "a `rules` or `players` line, or any line before the `players` line, that cannot be read,"
        " or a `players` line the rules refuse)" in files
    )
    assert "does not stop *Open*: the game opens counted up to it" in files
    assert '(`"tsu" is not a record command` for a `tsumo` line cut short)' in files
    history = _flat("* **History** —", "* **Full-screen table**")
    assert "stops the count there: the lines after it are kept but marked ⊘ *not counted*" in history
    assert "`mjgui game` counts the record the same way" in history


def test_a_cut_last_line_opens_marked_as_readme_says_and_is_saved_back_cut(tmp_path: Path) -> None:
    path = tmp_path / "game.mjgame"
    path.write_bytes((HEAD + "tsu").encode())
    c = TrackerController()
    c.open_file(path)
    assert c.unread_lines == (4,)
    error = c.result.step(4).error
    assert error is not None and '"tsu" is not a record command' in error.message("en")
    assert c.state.points == (24800, 35200, 30000, 30000)  # counted up to line 4
    c.save(path)
    assert path.read_bytes() == (HEAD + "tsu").encode()  # no line break added


@pytest.mark.parametrize(
    "data",
    [
        "rules nosuchpreset\nplayers Aiko Boris Chen Dasha\n",  # a rules line that cannot be read
        "rules seed\nplayers Aiko Boris Chen\n",  # a players line the rules refuse
        "rules seed\nplay",  # a players line cut short
        "rules seed\nplayers Aiko Boris Chen Dasha\nron\x07 Boris\n",  # a control character
    ],
)
def test_a_bad_head_or_damage_is_refused_and_changes_nothing(tmp_path: Path, data: str) -> None:
    path = tmp_path / "game.mjgame"
    path.write_bytes(data.encode())
    c = TrackerController()
    text = c.text
    with pytest.raises(StorageError):
        c.open_file(path)
    assert c.text == text and path.read_bytes() == data.encode()
