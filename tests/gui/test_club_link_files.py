"""The club window's note for a file in the season folder that holds only a link to a game log
(a saved Tenhou or Mahjong Soul address): it said "Line 1 (https://…) is not a record command",
as of a damaged record; it now says the link's own words (which site, how to get the log), the
file named from the folder as the window names every file. A game log there is said to be one,
with the ``mjgui replay`` command, as ``mjgui league`` says it."""

from __future__ import annotations

import html
import io
import sys
from pathlib import Path

import pytest

from mjgui.gui.club import ClubWindow
from mjgui.leaguecli import league_command
from tests.logmutate import JSON_LINK_SAMPLES, LINK_SAMPLES
from tests.test_league import HAND_WRITTEN


def test_the_club_window_says_a_link_file_in_the_season_is_a_link(club: ClubWindow, tmp_path: Path) -> None:
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "evening.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "saved link.mjgame").write_text(LINK_SAMPLES[0], encoding="utf-8")
    (folder / "paipu.mjgame").write_text(LINK_SAMPLES[2].rstrip("\n"), encoding="utf-8")  # no line break
    club.open_folder(folder)
    assert club.summary.text() == f"1\u00a0game in {folder}"
    assert club.skipped.isVisible() and club.skipped.text().startswith("<b>2\u00a0files skipped:</b><br>⚠ ")
    text = html.unescape(club.skipped.text())
    assert (
        "⚠ saved link.mjgame holds a link to the Tenhou game 2019103023gm-00a9-0000-1d1f31a8, not its "
        "log. Download the log (mjlog XML) from https://tenhou.net/0/log/?2019103023gm-00a9-0000-1d1f31a8, "
        "save it as a .mjlog file and open that." in text
    )
    assert "⚠ paipu.mjgame holds a link to a Mahjong Soul game record (paipu), not a game log:" in text
    assert str(folder) not in text and "record command" not in text and "still being" not in text
    club.set_language("ru")
    text = html.unescape(club.skipped.text())
    assert "⚠ saved link.mjgame содержит ссылку на игру Tenhou 2019103023gm-00a9-0000-1d1f31a8" in text


def test_the_club_window_says_a_game_log_in_the_season_is_a_log_as_league_does(
    club: ClubWindow, tmp_path: Path
) -> None:
    """A game log in the season folder (a Tenhou mjlog or tenhou.net/6 JSON saved as .mjgame, a
    file of tenhou.net/6 ``#json=`` links) was listed by the record reader's line error ("Line 1
    (<mjloggm ...): this line has 10694 characters ... Split it"), while ``mjgui league`` said it
    is a game log that ``mjgui replay`` scores: the window now says the league's very sentence,
    in either language."""
    logs = Path(__file__).parents[1] / "data" / "logs"
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "evening.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "tenhou.mjgame").write_bytes((logs / "dnovikoff-example.mjlog").read_bytes())
    (folder / "json.mjgame").write_bytes((logs / "mjai-reviewer-double_ron.json").read_bytes())
    (folder / "links.mjgame").write_text(JSON_LINK_SAMPLES[0], encoding="utf-8")
    club.open_folder(folder)
    assert club.summary.text() == f"1\u00a0game in {folder}"
    text = html.unescape(club.skipped.text())
    assert text.startswith("<b>3\u00a0files skipped:</b><br>⚠ ")
    for name in ("tenhou.mjgame", "json.mjgame", "links.mjgame"):
        assert (
            f"⚠ {name} is a game log, not a game record: it is not counted. mjgui replay "
            f"{folder / name} scores every win of a log." in text
        )
    assert "Line 1" not in text and "Split it" not in text
    out = io.StringIO()
    league_command([str(folder)], out)  # the command line says the same of each
    assert (
        f"  {folder / 'links.mjgame'} is a game log, not a game record: it is not counted." in out.getvalue()
    )
    club.set_language("ru")
    text = html.unescape(club.skipped.text())
    assert (
        "⚠ tenhou.mjgame — лог игры, а не запись игры: он не учитывается. mjgui replay "
        f"{folder / 'tenhou.mjgame'} считает" in text
    )


def test_the_club_window_names_a_replay_the_player_can_run(
    club: ClubWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The skipped list said ``mjgui replay FILE`` whatever ran the window: in the bundle of the
    tarball, whose launcher is on no PATH, it names the launcher by its whole path, quoted for the
    shell; a launcher on the PATH (the packages' /usr/bin/mjgui) by its name."""
    from mjgui.core.shown import shell_word

    logs = Path(__file__).parents[1] / "data" / "logs"
    folder = tmp_path / "season"
    folder.mkdir()
    (folder / "evening.mjgame").write_text(HAND_WRITTEN, encoding="utf-8")
    (folder / "tenhou.mjgame").write_bytes((logs / "dnovikoff-example.mjlog").read_bytes())
    bundle = tmp_path / "my apps" / "mjgui"
    bundle.mkdir(parents=True)
    (bundle / "mjgui").write_bytes(b"")
    (bundle / "mjgui").chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(bundle / "mjgui")])  # as the menu entry starts it
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    club.open_folder(folder)
    text = html.unescape(club.skipped.text())
    launcher = shell_word(str(bundle / "mjgui"))
    assert launcher.startswith("'") and launcher.endswith("/my apps/mjgui/mjgui'")
    assert f"it is not counted. {launcher} replay {folder / 'tenhou.mjgame'} scores every win" in text
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "mjgui").symlink_to(bundle / "mjgui")
    club.set_language("ru")
    text = html.unescape(club.skipped.text())
    assert f"он не учитывается. mjgui replay {folder / 'tenhou.mjgame'} считает" in text
