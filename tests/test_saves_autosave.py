"""Issue 23, item 8: two trackers (two controllers, two mjgui processes) on one data folder never
write over each other's autosave. Each holds a slot (``autosave.mjgame``, ``autosave-2.mjgame``...)
with its lock file while it is open; an open tracker's game is never offered to another; when a
tracker is gone (closed or killed) its slot and game are free, and the newest unfinished game is
offered; the game not resumed is kept in its slot's ``previous`` file."""

from __future__ import annotations

import errno
import os
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mjgui.controller.game.autosave as autosave_module
import mjgui.core.game.storage as storage_module
from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.present import history_rows
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.game.lines import new_game_text
from tests.util import T

ROOT = Path(__file__).resolve().parent.parent
TABLE_A = ["Aiko", "Boris", "Chen", "Dasha"]
TABLE_B = ["Eri", "Fumi", "Goro", "Hana"]


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_two_controllers_write_two_autosaves(tmp_path: Path) -> None:
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A)
    a.commit("riichi Boris")
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.resume_offer is None  # table A is open: its game is not offered to B
    assert b.new_game(TABLE_B)
    b.commit("riichi Fumi")
    a.commit("ron Chen from Aiko 3 40")  # A's later line goes to A's file, not lost under B's
    assert a.autosave is not None and b.autosave is not None
    assert a.autosave.path.name == "autosave.mjgame" and b.autosave.path.name == "autosave-2.mjgame"
    assert _text(tmp_path / "autosave.mjgame") == a.text and "ron Chen from Aiko 3 40" in a.text
    assert _text(tmp_path / "autosave-2.mjgame") == b.text and "Fumi" in b.text
    # A closes; the next tracker takes A's slot and is offered A's unfinished game
    a.close()
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.text == a.text
    assert c.resume() and c.text == a.text
    assert _text(tmp_path / "autosave-2.mjgame") == b.text  # B's game still B's


_TABLE_PROCESS = textwrap.dedent(
    """
    import sys
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.tracker import TrackerController
    c = TrackerController(autosave=Autosave(sys.argv[1]))
    c.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    c.commit("riichi Boris")
    print(c.autosave.path.name, flush=True)
    for line in sys.stdin:  # each line the test sends is a record line of table A
        c.commit(line.strip())
        print("ok", flush=True)
    """
)


def test_a_second_process_does_not_take_over_the_first_ones_autosave(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    table_a = subprocess.Popen(
        [sys.executable, "-c", _TABLE_PROCESS, str(tmp_path)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert table_a.stdout is not None and table_a.stdin is not None
        assert table_a.stdout.readline().strip() == "autosave.mjgame"
        b = TrackerController(autosave=Autosave(tmp_path))  # this process: table B
        assert b.resume_offer is None
        assert b.new_game(TABLE_B)
        b.commit("riichi Goro")
        table_a.stdin.write("ron Chen from Aiko 3 40\n")
        table_a.stdin.flush()
        assert table_a.stdout.readline().strip() == "ok"
        a_text = _text(tmp_path / "autosave.mjgame")
        assert a_text.endswith("riichi Boris\nron Chen from Aiko 3 40\n") and "Aiko" in a_text
        assert _text(tmp_path / "autosave-2.mjgame") == b.text
        table_a.kill()  # table A's process dies with its game unfinished
        table_a.wait(60)
        c = TrackerController(autosave=Autosave(tmp_path))  # its lock is stale: the slot is free
        assert c.autosave is not None and c.autosave.path.name == "autosave.mjgame"
        offer = c.resume_offer
        assert offer is not None and offer.text == a_text
        assert c.resume() and c.text == a_text
        assert _text(tmp_path / "autosave-2.mjgame") == b.text
    finally:
        if table_a.poll() is None:
            table_a.kill()
            table_a.wait(60)


def _unfinished(names: list[str], line: str) -> str:
    return new_game_text(names) + line + "\n"


def test_the_newest_unfinished_game_is_offered_and_the_other_kept(tmp_path: Path) -> None:
    older = _unfinished(TABLE_A, "riichi Boris")
    newer = _unfinished(TABLE_B, "riichi Fumi")
    (tmp_path / "autosave.mjgame").write_text(older, encoding="utf-8")
    (tmp_path / "autosave-2.mjgame").write_text(newer, encoding="utf-8")
    now = time.time()
    os.utime(tmp_path / "autosave.mjgame", (now - 3600, now - 3600))
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.text == newer
    assert c.resume()
    # the resumed game goes on in its own slot, this tracker moved there; nothing is moved
    # aside: the older game stays in its slot (another table's, perhaps), offered later
    assert c.autosave is not None and c.autosave.slot == 2
    assert c.commit("riichi Eri")
    assert _text(tmp_path / "autosave-2.mjgame") == c.text
    assert _text(tmp_path / "autosave.mjgame") == older
    assert not list(tmp_path.glob("previous*")) and c.kept_notice == ""
    c.close()
    again = TrackerController(autosave=Autosave(tmp_path))
    assert again.resume_offer is not None and again.resume_offer.text == c.text  # the newest
    again.close()
    (tmp_path / "autosave-2.mjgame").unlink()
    last = TrackerController(autosave=Autosave(tmp_path))
    assert last.resume_offer is not None and last.resume_offer.text == older


@pytest.mark.parametrize("held", [False, True])
def test_each_autosaved_game_is_replayed_once_to_offer_word_and_resume_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, held: bool
) -> None:
    """The slots are read and replayed once: the offer's words (again in each language) and the
    game resumed use that replay."""
    import mjgui.controller.game.tracker as tracker_module
    from mjgui.core.game.record import Record

    older = _unfinished(TABLE_A, "riichi Boris")
    newer = _unfinished(TABLE_B, "riichi Fumi")
    games = {"autosave.mjgame": older, "autosave-3.mjgame": newer}
    if held:  # slots 1 and 3 held by another computer, slot 2 ours and empty
        for slot in ("autosave.lock", "autosave-3.lock"):
            (tmp_path / slot).write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    for name, text in games.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    now = time.time()
    os.utime(tmp_path / "autosave.mjgame", (now - 3600, now - 3600))
    replayed: list[str] = []
    real = tracker_module.tracker_replay

    def counted(source: object, *args: object, **kwargs: object) -> object:
        replayed.append(source.text if isinstance(source, Record) else str(source))
        return real(source, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tracker_module, "tracker_replay", counted)
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.text == newer and offer.kind == ("held" if held else "resume")
    c.set_lang("ru")
    assert c.resume_offer is not None and c.resume_offer.message != offer.message  # worded anew
    assert c.resume() and c.text == newer
    assert replayed.count(older) == 1 and replayed.count(newer) == 1
    c.close()


def test_a_declined_game_from_another_slot_stays_there_offered_again(tmp_path: Path) -> None:
    """ "Not now" to another slot's game (another table's, perhaps, whose tracker has not
    started yet) leaves it in its slot: the next tracker to start offers it."""
    other = _unfinished(TABLE_B, "riichi Fumi")
    (tmp_path / "autosave-2.mjgame").write_text(other, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None and c.resume_offer.text == other
    c.decline_resume()
    assert c.new_game(TABLE_A)
    assert _text(tmp_path / "autosave-2.mjgame") == other and not list(tmp_path.glob("previous*"))
    assert "Aiko" in _text(tmp_path / "autosave.mjgame") and c.kept_notice == ""
    d = TrackerController(autosave=Autosave(tmp_path))  # the other table, started beside c
    assert d.autosave is not None and d.autosave.slot == 2
    assert d.resume_offer is not None and d.resume_offer.text == other
    c.close()


def test_every_slot_held_says_busy_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave_module, "SLOTS", 2)
    a = TrackerController(autosave=Autosave(tmp_path))
    b = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A) and b.new_game(TABLE_B)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None  # A's and B's games are theirs: never offered while they are open
    assert c.new_game(["Ima", "Jun", "Ken", "Lin"])
    assert c.autosave_failed is not None and c.autosave_failed.code == "busy"
    assert "being written by another mjgui window" in c.autosave_failed.message()
    assert "Aiko" in _text(tmp_path / "autosave.mjgame") and "Eri" in _text(tmp_path / "autosave-2.mjgame")
    assert not list(tmp_path.glob("*Ima*")) and "Ima" not in "".join(
        _text(p) for p in tmp_path.glob("*.mjgame")
    )
    b_game = b.text
    b.close()  # a slot frees: the next change is autosaved there, B's game kept aside
    c.commit("riichi Jun")
    assert c.autosave_failed is None and c.autosave is not None
    assert c.autosave.path.name == "autosave-2.mjgame" and _text(c.autosave.path) == c.text
    assert _text(tmp_path / "previous-2.mjgame") == b_game


def test_an_unfinished_game_that_cannot_be_kept_aside_is_not_replaced(tmp_path: Path) -> None:
    unfinished = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave.mjgame").write_text(unfinished, encoding="utf-8")
    # a new game's lines only (nothing to lose: replaced), but previous.mjgame cannot be replaced
    (tmp_path / "previous.mjgame").write_text(new_game_text(TABLE_B), encoding="utf-8")
    os.chmod(tmp_path / "previous.mjgame", 0o444)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None
    c.decline_resume()
    assert c.new_game(TABLE_B)
    assert c.autosave_failed is not None and c.autosave_failed.code == "read_only"
    assert _text(tmp_path / "autosave.mjgame") == unfinished  # kept where it was
    os.chmod(tmp_path / "previous.mjgame", 0o644)
    c.commit("riichi Fumi")  # the next change: kept aside first, then the autosave written
    assert c.autosave_failed is None
    assert _text(tmp_path / "previous.mjgame") == unfinished
    assert _text(tmp_path / "autosave.mjgame") == c.text


def test_a_tracker_closed_and_back_keeps_the_game_set_aside_for_it(tmp_path: Path) -> None:
    """A game set aside in previous.mjgame at a new game stays there when the tracker's window
    is closed (its slot released) and the same tracker writes again: the slot holds its own
    game, not another tracker's to keep."""
    unfinished = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave.mjgame").write_text(unfinished, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None
    c.decline_resume()
    assert c.new_game(TABLE_B)
    assert _text(tmp_path / "previous.mjgame") == unfinished
    c.close()  # the window closes: the slot is free
    c.commit("riichi Fumi")  # the window back (the calculator's Ctrl+Enter, Ctrl+G)
    assert c.autosave_failed is None and _text(tmp_path / "autosave.mjgame") == c.text
    assert _text(tmp_path / "previous.mjgame") == unfinished


def test_a_slot_another_tracker_wrote_meanwhile_keeps_its_game_and_the_window_moves(tmp_path: Path) -> None:
    """Window A closed; B took its free slot and played another table's game there. A came back
    and, at its first line, moved B's game aside (to previous.mjgame, named) to write its own
    over it: B's table then found its game in no slot. A now writes a slot with no game, and
    B's game stays in its slot, offered at the next start."""
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A)
    a.close()
    b = TrackerController(autosave=Autosave(tmp_path))  # takes the free slot, A's game offered
    assert b.resume_offer is not None
    b.decline_resume()
    assert b.new_game(TABLE_B) and b.commit("riichi Fumi")
    b_game = b.text
    b.close()
    previous = {p.name: _text(p) for p in tmp_path.glob("previous*.mjgame")}
    assert a.reopen() and a.resume_offer is not None and a.resume_offer.text == b_game
    a.decline_resume()
    assert a.commit("riichi Boris")  # A goes on with its own game: in an empty slot
    assert a.autosave is not None and a.autosave.slot == 2
    assert _text(tmp_path / "autosave-2.mjgame") == a.text
    assert _text(tmp_path / "autosave.mjgame") == b_game  # B's game where it was
    assert {p.name: _text(p) for p in tmp_path.glob("previous*.mjgame")} == previous  # nothing moved aside
    assert a.kept_notice == ""
    assert a.commit("riichi Chen") and _text(tmp_path / "autosave-2.mjgame") == a.text
    a.close()
    # the next start holds slot 1 and offers the newest game, A's: "Not now" and a new game go
    # to an empty slot, B's game (never offered to it) and A's left where they are
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.autosave is not None and c.autosave.slot == 1
    assert c.resume_offer is not None and c.resume_offer.text == a.text
    c.decline_resume()
    assert c.new_game(["Mio", "Nao", "Oki", "Pia"]) and c.autosave.slot == 3
    assert _text(tmp_path / "autosave-3.mjgame") == c.text
    assert _text(tmp_path / "autosave.mjgame") == b_game and _text(tmp_path / "autosave-2.mjgame") == a.text
    assert {p.name: _text(p) for p in tmp_path.glob("previous*.mjgame")} == previous and c.kept_notice == ""


def _played_on_elsewhere(tmp_path: Path) -> tuple[TrackerController, str]:
    """Tracker A plays, its window closes; tracker B (another window or process) resumes the
    game from the autosave, plays three more lines and closes: A, and B's game."""
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A)
    for line in ("ron Aiko from Boris 3 30", "draw tenpai Aiko", "riichi Chen"):
        assert a.commit(line)
    a.close()
    b = TrackerController(autosave=Autosave(tmp_path))
    assert b.resume_offer is not None and b.resume()
    for line in ("draw tenpai Chen", "tsumo Dasha 2 30", "ron Boris from Aiko mangan"):
        assert b.commit(line)
    b.close()
    return a, b.text


def test_a_window_shown_again_offers_the_game_another_tracker_played_on(tmp_path: Path) -> None:
    """The calculator's tracker closed and opened again (Ctrl+G) after another tracker played
    on in its autosave: the newer game is offered, as at a start, and resumed whole."""
    a, newer = _played_on_elsewhere(tmp_path)
    assert a.reopen()
    offer = a.resume_offer
    assert offer is not None and offer.kind == "resume" and offer.text == newer
    previous = tmp_path / "previous.mjgame"
    assert offer.message.startswith(
        "While this window was closed, another tracker saved an unfinished game in its autosave ("
    )
    assert offer.message.endswith(
        f"): East 4, 0 honba, Aiko 29{T}000, Boris 28{T}900, Chen 30{T}200, Dasha 31{T}900. Resume"
        " it here, or go on with the game shown here: the other tracker's game then stays in that "
        "autosave, offered at a later start, and this window autosaves to a file of its own."
    )
    assert a.resume() and a.text == newer and a.state.points == (29000, 28900, 30200, 31900)
    assert a.commit("riichi Aiko")
    assert _text(tmp_path / "autosave.mjgame") == a.text and a.text.startswith(newer)
    assert a.kept_notice == "" and not previous.exists()  # nothing set aside: nothing lost
    a.close()
    assert not a.reopen() or a.resume_offer is None  # its own game again: nothing offered


@pytest.mark.parametrize("new_game", [False, True])
def test_the_offer_of_a_window_shown_again_says_the_other_game_stays_either_way(
    tmp_path: Path, new_game: bool
) -> None:
    """The offer said the other tracker's game "is then kept in" the data folder "in a file this
    window names": it was moved aside (previous.mjgame, or autosave-kept-DATE-TIME.mjgame after a
    new game), and its table found it in no slot. It stays in its slot now, either way, as the
    offer says; this window writes a slot with no game."""
    a, newer = _played_on_elsewhere(tmp_path)
    assert a.reopen() and a.resume_offer is not None
    offer = a.resume_offer.message
    a.decline_resume()
    assert a.new_game(TABLE_B) if new_game else a.commit("riichi Aiko")
    assert [p.name for p in tmp_path.glob("*.mjgame") if _text(p) == newer] == ["autosave.mjgame"]
    assert a.autosave is not None and a.autosave.slot == 2 and _text(tmp_path / "autosave-2.mjgame") == a.text
    said = "the other tracker's game then stays in that autosave, offered at a later start, and this "
    assert offer.endswith(said + "window autosaves to a file of its own.")
    assert newer not in a.kept_notice and "Another game" not in a.kept_notice


def test_a_game_another_tracker_wrote_stays_in_its_slot_when_a_change_here_is_autosaved(
    tmp_path: Path,
) -> None:
    a, newer = _played_on_elsewhere(tmp_path)
    ours = a.text
    assert a.reopen() and a.resume_offer is not None
    a.decline_resume()
    assert _text(tmp_path / "autosave.mjgame") == newer  # nothing written yet
    assert a.commit("riichi Aiko")
    assert _text(tmp_path / "autosave.mjgame") == newer  # left in its slot, never moved aside
    assert _text(tmp_path / "autosave-2.mjgame") == ours + "riichi Aiko\n"
    assert not list(tmp_path.glob("previous*")) and a.kept_notice == ""
    a.close()
    b = TrackerController(autosave=Autosave(tmp_path))  # a start offers the newest: ours
    assert b.resume_offer is not None and b.resume_offer.text == a.text


def test_a_slot_written_by_another_tracker_stays_without_a_reopen(tmp_path: Path) -> None:
    """The same without the window's look at its slot (the tracker writes after its close)."""
    a, newer = _played_on_elsewhere(tmp_path)
    assert a.commit("riichi Aiko")
    assert _text(tmp_path / "autosave.mjgame") == newer and _text(tmp_path / "autosave-2.mjgame") == a.text
    assert not list(tmp_path.glob("previous*")) and a.kept_notice == ""


def test_three_tables_in_turn_each_keep_their_game_in_a_slot_of_its_own(tmp_path: Path) -> None:
    """Another tracker declined this table's game (kept in previous) and played a game of its
    own in this table's slot; this table then played on: B's game was moved aside, and later C's
    too, each said. Now each game stays in a slot: this table moves to a slot with no game, and
    so does a third tracker whose slot held a game it was never offered."""
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A) and a.commit("riichi Boris")
    a.close()
    b = TrackerController(autosave=Autosave(tmp_path))
    b.decline_resume()
    assert b.new_game(TABLE_B) and b.commit("riichi Fumi")
    b.close()
    previous = {p.name: _text(p) for p in tmp_path.glob("previous*.mjgame")}
    assert a.commit("draw tenpai Boris")  # (written after its close: B's game left in slot 1)
    ours = a.text
    assert a.autosave is not None and a.autosave.slot == 2 and a.kept_notice == ""
    a.close()
    c = TrackerController(autosave=Autosave(tmp_path))  # slot 1 (B's game), A's offered: newest
    assert c.resume_offer is not None and c.resume_offer.text == ours
    c.decline_resume()
    assert c.new_game(TABLE_B) and c.commit("riichi Goro")
    theirs = c.text
    c.close()
    assert not a.reopen() and a.resume_offer is None  # its own slot, its own game
    assert a.commit("riichi Chen")
    assert _text(tmp_path / "autosave.mjgame") == b.text
    assert _text(tmp_path / "autosave-2.mjgame") == a.text == ours + "riichi Chen\n"
    assert _text(tmp_path / "autosave-3.mjgame") == theirs
    assert {p.name: _text(p) for p in tmp_path.glob("previous*.mjgame")} == previous
    assert a.kept_notice == "" and c.kept_notice == ""


def test_a_new_game_after_a_window_shown_again_keeps_both_games(tmp_path: Path) -> None:
    """A new game started on the table the window came back to: the game it replaces is kept
    in the previous file of the slot the window moves to (said), the other tracker's game
    found in the slot stays there; neither written over."""
    a, newer = _played_on_elsewhere(tmp_path)
    ours = a.text
    assert a.reopen()
    a.decline_resume()
    assert a.new_game(TABLE_B)
    assert _text(tmp_path / "autosave.mjgame") == newer
    assert a.autosave is not None and a.autosave.slot == 2
    assert _text(tmp_path / "previous-2.mjgame") == ours
    assert not list(tmp_path.glob("autosave-kept-*.mjgame"))
    assert a.kept_notice == (
        f"The earlier game is kept as {tmp_path / 'previous-2.mjgame'}; open it with Ctrl+O to see "
        "or save it."
    )
    assert "Eri" in _text(tmp_path / "autosave-2.mjgame")


# -- damaged slots and source files (the autosave fuzz, tools/fuzz.py --kind autosave) ---------


def test_a_slot_whose_players_line_is_damaged_is_set_aside_not_written_over(tmp_path: Path) -> None:
    """A slot whose text reads but is no game (its players line broken in two by a damaged
    byte) was neither offered nor kept: the next game replaced it unseen. It is set aside and
    said, as a slot that does not read."""
    damaged = b"# date 2026-12-05\nrules seed\nplayers Aiko B\noris Chen Dasha\nriichi Boris\n"
    (tmp_path / "autosave.mjgame").write_bytes(damaged)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None
    kept = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in c.autosave_error and "line 3" in c.autosave_error.lower()
    assert c.new_game(TABLE_B)
    assert kept[0].read_bytes() == damaged and "Eri" in _text(tmp_path / "autosave.mjgame")


@pytest.mark.parametrize("tail", [b"players Aiko Bo", b"play"])
def test_a_slot_whose_players_line_is_cut_short_is_set_aside_not_written_over(
    tail: bytes, tmp_path: Path
) -> None:
    """A players line cut short (no line break) is no play line: it was kept as a note, the slot
    held no game and no error, and the next game replaced it unseen. It is set aside and said,
    as a slot whose players line is damaged."""
    damaged = b"# date 2026-12-05\nrules seed\n" + tail
    slot = tmp_path / "autosave.mjgame"
    slot.write_bytes(damaged)
    assert not Autosave(tmp_path).holds_unplayable()
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None
    kept = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in c.autosave_error and "line 3" in c.autosave_error.lower()
    assert c.new_game(TABLE_B)
    assert kept[0].read_bytes() == damaged and "Eri" in _text(slot)
    names = sorted(p.name for p in tmp_path.glob("autosave*.mjgame"))
    assert names == sorted(["autosave.mjgame", kept[0].name])


@pytest.mark.parametrize("tail", [b"rules se", b"rules seed edition=9"])
def test_a_slot_whose_rules_line_is_cut_short_is_set_aside_and_said(tail: bytes, tmp_path: Path) -> None:
    """A rules line cut short is damage, never a newer mjgui's line (a cut line never is): it
    was kept as a note and said nowhere, while the slot was still judged a newer mjgui's and
    passed over, the tracker writing ``autosave-2.mjgame`` at every start without a word. The
    slot's two readings agree: it is set aside and said, and the slot is written again."""
    damaged = b"# date 2026-12-05\n" + tail
    slot = tmp_path / "autosave.mjgame"
    slot.write_bytes(damaged)
    assert not Autosave(tmp_path).holds_unplayable()
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None and c.autosave_error != ""
    kept = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in c.autosave_error and "line 2" in c.autosave_error.lower()
    assert "newer" not in c.autosave_error
    assert c.new_game(TABLE_B)
    assert "Eri" in _text(slot) and not (tmp_path / "autosave-2.mjgame").exists()
    c.close()


def test_each_damaged_slot_is_named_in_the_notice(tmp_path: Path) -> None:
    (tmp_path / "autosave.mjgame").write_bytes(b"players Aiko Boris Chen Dasha\n\x00riichi Boris\n")
    (tmp_path / "autosave-2.mjgame").write_bytes(b"players Eri Fumi Goro Hana\n\xffriichi Fumi\n")
    c = TrackerController(autosave=Autosave(tmp_path))
    kept = sorted(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 2
    assert all(k.name in c.autosave_error for k in kept)  # the first is not said over by the second


def _resume_with_source(tmp_path: Path, source: bytes) -> TrackerController:
    start = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "game.mjgame").write_text(start, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.mjgame").write_text(start, encoding="utf-8")
    (data / "autosave.source").write_bytes(source)
    return TrackerController(autosave=Autosave(data))


@pytest.mark.parametrize(
    "lines",
    [
        ["{game}", "saved {digest}", "saved {digest}"],  # the saved line doubled
        ["{game}", "{game}", "saved {digest}"],  # the name doubled
        ["saved {digest}"],  # the name missing
        ["saved {digest}", "saved {digest}"],
        ["{game}", "rules seed"],  # another file's lines
    ],
)
def test_a_source_file_with_other_lines_names_no_file(tmp_path: Path, lines: list[str]) -> None:
    """Lines doubled or missing made the offer name a "file" holding the source file's second
    line (``game.mjgame\\nsaved ...``), or the saved line itself."""
    from mjgui.core.game.storage import content_digest

    game = str(tmp_path / "game.mjgame")
    digest = content_digest(b"x")
    text = "".join(line.format(game=game, digest=digest) + "\n" for line in lines)
    c = _resume_with_source(tmp_path, text.encode())
    assert c.resume_offer is not None and c.resume_offer.path is None
    assert c.resume() and c.path is None


def test_a_source_file_over_its_limit_is_not_read(tmp_path: Path) -> None:
    """Its size is checked before it is read: one over the limit (here a saved line longer than
    the whole file may be) gave its first bytes as a name and a cut digest."""
    game = str(tmp_path / "game.mjgame")
    limit = autosave_module.SOURCE_FILE_MAX_BYTES
    c = _resume_with_source(tmp_path, f"{game}\nsaved {'a' * limit}\n".encode())
    assert c.resume_offer is not None and c.resume_offer.path is None


@pytest.mark.parametrize("digest", [b"\x1b[31m", b"\xff\xfe", b"zz", b"0" * 63])
def test_a_bad_saved_digest_is_not_written_back_and_the_save_asks(tmp_path: Path, digest: bytes) -> None:
    """A ``saved`` line that holds no digest was kept and written back as it was (an escape
    sequence, bytes that are not ASCII dropped to the old file's guess). What the file held is
    not known: the source file says so, and the save asks (the game has a line more than the
    file, which is not this very game)."""
    from mjgui.core.game.storage import UNKNOWN_CONTENT, StorageError, content_digest

    start = _unfinished(TABLE_A, "riichi Boris")
    game = tmp_path / "game.mjgame"
    game.write_text(start, encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    played = (start + "riichi Chen\n").encode()
    (data / "autosave.mjgame").write_bytes(played)
    of = b"\ngame " + content_digest(played).encode() + b"\n"
    (data / "autosave.source").write_bytes(os.fsencode(game) + b"\nsaved " + digest + of)
    c = TrackerController(autosave=Autosave(data))
    assert c.resume() and c.path == str(game)
    assert (data / "autosave.source").read_bytes() == (
        os.fsencode(game) + b"\nsaved " + UNKNOWN_CONTENT.encode() + of
    )
    before = game.read_bytes()
    with pytest.raises(StorageError) as asked:
        c.save()
    assert asked.value.code == "changed_on_disk" and game.read_bytes() == before


@pytest.mark.parametrize(
    ("link", "target"),
    [
        ("autosave.source", "autosave.mjgame"),
        ("autosave.mjgame", "autosave.source"),
        ("previous.mjgame", "autosave.mjgame"),
    ],
)
def test_a_link_between_a_slots_files_is_replaced_not_written_through(
    tmp_path: Path, link: str, target: str
) -> None:
    """One of a slot's files a link to another: written through, the source file's name
    replaced the game it was said written (and the next start found a file name there), the
    kept game was replaced by the new one while the notice said it was kept."""
    data = tmp_path / "data"
    data.mkdir()
    older = _unfinished(TABLE_A, "riichi Boris")
    (data / "autosave.mjgame").write_text(older, encoding="utf-8")
    if link == "autosave.mjgame":  # the game is in the file the link leads to
        (data / link).rename(data / target)
    (data / link).symlink_to(data / target)
    game = tmp_path / "game.mjgame"
    game.write_text(new_game_text(TABLE_B), encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    c.decline_resume()
    c.open_file(game)
    assert c.commit("riichi Fumi") and c.autosave_failed is None
    assert _text(data / "autosave.mjgame") == c.text
    assert (data / "autosave.source").read_bytes().startswith(os.fsencode(game) + b"\nsaved ")
    assert _text(data / "previous.mjgame") == older and str(data / "previous.mjgame") in c.kept_notice


# -- the record's file name round-trips through the source file ---------------------------------

ODD_NAMES = [
    "a\nb.mjgame",  # a newline: the source file's lines
    "x\r\ny.mjgame",
    "cr at the end\r",
    "\n\nlead.mjgame",
    "tab\there.mjgame",
    "back\\slash\\n.mjgame",  # a backslash and an n: not a newline
    "per%0Acent%.mjgame",  # what a quoted newline looks like, as it is
    "Сергей ü 東.mjgame",
    "  lead and trail  .mjgame",
    "saved x.mjgame",  # starts as the saved line does
    "quoted name",  # the quoted line itself, as a name
]


@pytest.mark.skipif(os.name != "posix", reason="these file names are POSIX")
@pytest.mark.parametrize("name", ODD_NAMES)
def test_a_records_file_name_comes_back_as_it_was_on_resume(tmp_path: Path, name: str) -> None:
    """A record whose file name holds a newline was autosaved with its name, but the resume
    offered no file (the name's second part read as another line): the resumed game's Save asked
    for a name, and the offer did not say where the game came from. Every name comes back."""
    games = tmp_path / "games"
    games.mkdir()
    game = games / name
    game.write_text(new_game_text(TABLE_A), encoding="utf-8")
    data = tmp_path / "data"
    a = TrackerController(autosave=Autosave(data))
    a.open_file(game)
    assert a.commit("riichi Boris")
    a.close()
    b = TrackerController(autosave=Autosave(data))
    offer = b.resume_offer
    assert offer is not None and offer.path == str(game)
    assert b.resume()
    if name.endswith(".mjgame"):  # an existing record: saved back without asking
        assert b.path == str(game)
        b.save()
        assert _text(game) == b.text and b.text.endswith("riichi Boris\n")
    else:  # another name is only shown (trusted_source): the save asks for one
        assert b.path is None
    b.close()


@pytest.mark.parametrize("name", ["saved x.mjgame", "game " + "1" * 64])
def test_a_relative_name_that_starts_as_the_saved_or_the_game_line_round_trips(
    tmp_path: Path, name: str
) -> None:
    source = autosave_module.source_file_bytes(name, "0" * 64, "1" * 64)
    assert source is not None and not source.startswith((b"saved ", b"game "))
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.source").write_bytes(source)
    assert Autosave(data)._read_source("1" * 64) == (name, "0" * 64)


@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("/home/a/game.mjgame", b"/home/a/game.mjgame\n"),  # as every earlier mjgui wrote it
        ("C:\\Users\\new\\t.mjgame", b"C:\\Users\\new\\t.mjgame\n"),
        ("a%0Ab.mjgame", b"a%0Ab.mjgame\n"),
        ("a\nb.mjgame", b"a%0Ab.mjgame\nquoted name\n"),
        ("50%\r", b"50%25%0D\nquoted name\n"),
    ],
)
def test_only_a_name_that_would_not_read_back_is_quoted(name: str, written: bytes) -> None:
    """A name is kept as it is (an earlier mjgui reads it too) unless it would not read back."""
    assert autosave_module.source_file_bytes(name) == written


@pytest.mark.parametrize(
    "source",
    [
        b"/home/a/game.mjgame\nsaved " + b"0" * 64 + b"\n",
        b"/home/a/per%0Acent.mjgame\n",  # an older source file: % is no quoting there
        b"C:\\new\\game.mjgame\r\nsaved unknown\r\n",
    ],
)
def test_a_source_file_an_earlier_mjgui_wrote_still_reads(tmp_path: Path, source: bytes) -> None:
    """Its name is read; its digest is not taken (the earlier mjgui wrote it apart from the
    game, so it may be another game's: a save then checks what the file holds)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.source").write_bytes(source)
    lines = source.replace(b"\r", b"").split(b"\n")
    assert Autosave(data)._read_source("0" * 64) == (os.fsdecode(lines[0]), None)


@pytest.mark.parametrize(
    "source",
    [
        b"a%0Gb.mjgame\nquoted name\n",  # not a byte
        b"a%0\nquoted name\n",  # cut
        b"a%b.mjgame\nquoted name\n",
        b"a%00b.mjgame\nquoted name\n",  # a NUL byte: no file name
        b"%73aved x\nsaved x\nsaved y\nquoted name\n",  # a line doubled
        b"saved " + b"0" * 64 + b"\nquoted name\n",  # the name missing
        b"a\rb\nquoted name\n",  # a line ending not quoted
        b"%" + b"41" * 4097 + b"\nquoted name\n",  # over the limit once unquoted... and as written
        b"%41" * 4097 + b"\nquoted name\n",
    ],
)
def test_a_badly_quoted_source_file_names_no_file(tmp_path: Path, source: bytes) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.source").write_bytes(source)
    assert Autosave(data)._read_source() == (None, None)


_NAME_BYTES = st.binary(min_size=1, max_size=300).filter(lambda b: b"\x00" not in b)
_NAME_CHARS = "ab \t\n\r\\%/.sdev0AЖ東\u00a0\u2028"


@settings(max_examples=300, deadline=None)
@given(
    name=st.one_of(
        _NAME_BYTES,
        st.text(st.sampled_from("ab \t\n\r\\%/.sdev0AЖ東\u00a0\u2028"), min_size=1, max_size=40).map(
            os.fsencode
        ),
        st.sampled_from([b"saved ", b"saved x", b"quoted name", b"%", b"\r", b"x" * 4096]),
    ),
    saved=st.one_of(st.none(), st.sampled_from(["", "unknown", "unreadable", "0" * 64, "ab" * 32])),
    earlier=st.one_of(st.none(), _NAME_BYTES, st.sampled_from([b"x" * 4096, b"\n" * 4096, b"%" * 4096])),
)
def test_every_name_and_digest_written_reads_back(
    tmp_path_factory: pytest.TempPathFactory, name: bytes, saved: str | None, earlier: bytes | None
) -> None:
    """Any name a file system can give (bytes that are not UTF-8, line endings, %, a start like
    the saved or the game line) and every saved digest read back as they were written, for the
    game they were written with, and so does the earlier game's entry written after them."""
    data = tmp_path_factory.mktemp("data")
    source = os.fsdecode(name)
    game, before = "a" * 64, "b" * 64
    other = None if earlier is None else (os.fsdecode(earlier), "c" * 64, before)
    written = autosave_module.source_file_bytes(source, saved, game, earlier=other)
    assert written is not None and len(written) <= autosave_module.SOURCE_FILE_MAX_BYTES
    (data / "autosave.source").write_bytes(written)
    assert Autosave(data)._read_source(game) == (source, saved)
    assert Autosave(data)._read_source(before) == ((other[0], "c" * 64) if other else (None, None))
    assert Autosave(data)._read_source("d" * 64) == (None, None)  # another game: no file known


def test_a_name_the_source_file_cannot_hold_is_not_written(tmp_path: Path) -> None:
    assert autosave_module.source_file_bytes("x" * 4097) is None
    assert autosave_module.source_file_bytes("") is None


def test_a_source_file_of_exactly_its_limit_reads_and_one_byte_more_does_not(tmp_path: Path) -> None:
    """The limit is 25 076 bytes: two entries, each the longest name (4 096 bytes, each
    %-quoted in three), its saved and game lines, and the quoted line, with room to spare. A file
    of exactly that many bytes is read to its last byte (here the last of the quoted line,
    written without its newline); one byte more is not read at all, and names no file."""
    from mjgui.core.game.storage import content_digest

    game = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave.mjgame").write_text(game, encoding="utf-8")
    digest = "0" * 64
    name = b"%41" * 4096  # "A" * 4096, quoted whole
    of = content_digest(game.encode()).encode()
    tail = b"\nsaved " + digest.encode() + b"\ngame " + of + b"\nquoted name"
    assert autosave_module.SOURCE_FILE_MAX_BYTES == 25076
    spare = 25076 - len(name) - len(tail)  # carriage returns the lines' ends drop
    (tmp_path / "autosave.source").write_bytes(name + b"\r" * spare + tail)
    assert Autosave(tmp_path).load() == (game, "A" * 4096, digest, None)
    (tmp_path / "autosave.source").write_bytes(name + b"\r" * (spare + 1) + tail)
    assert Autosave(tmp_path).load() == (game, None, None, None)


def test_an_autosave_with_a_line_this_mjgui_cannot_read_is_left_as_it_is_not_played_on(
    tmp_path: Path,
) -> None:
    """A line that is no record line (a later mjgui's, or typed into the file by hand) is not
    damage: the autosave is read, never set aside; but its game is not offered either (it was,
    and played on past the line, which *Open* refuses): it is left in its slot, said with the
    line, and this window writes another slot."""
    game = _unfinished(TABLE_A, "riichi Boris") + "someday a new kind of line\n"
    (tmp_path / "autosave.mjgame").write_text(game, encoding="utf-8")
    assert Autosave(tmp_path).load() == (game, None, None, None)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None
    assert "saved by a newer mjgui and cannot be continued here" in c.autosave_error
    assert '(someday a new kind of line): "someday" is not a record command' in c.autosave_error
    assert not list(tmp_path.glob("autosave-damaged-*"))
    assert c.autosave is not None and c.autosave.slot == 2
    c.close()
    assert (tmp_path / "autosave.mjgame").read_text(encoding="utf-8") == game


@pytest.mark.parametrize(
    ("data", "bad"),
    [
        (  # the last line cut short by a crash: no newline, its fu cut to one digit
            b"# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
            b"riichi Chen\ntsumo Chen 2 3",
            "Line 6 (tsumo Chen 2 3): 3 fu does not exist",
        ),
        (  # cut inside its command word: a word this mjgui does not know, but a cut line
            b"# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
            b"riichi Chen\ntsu",
            'Line 6 (tsu): "tsu" is not a record command',
        ),
        (
            b"# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
            b"riichi Chen\nri",
            'Line 6 (ri): "ri" is not a record command',
        ),
        (  # a typo typed into the file by hand
            b"# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
            b"ron Chen from Dasha 3 31\nriichi Boris\n",
            "Line 5 (ron Chen from Dasha 3 31): 31 fu does not exist",
        ),
    ],
    ids=["cut_last_line", "cut_in_tsumo", "cut_in_riichi", "typo"],
)
def test_an_autosave_with_a_typo_or_a_cut_last_line_is_this_mjguis_and_offered(
    data: bytes, bad: str, tmp_path: Path
) -> None:
    """Only an unread rules line or a command word this mjgui does not know makes a newer
    mjgui's game, and never in a last line without its line break: cut short, inside its
    command word too (``tsu``, ``ri``), as *File > Open* says it (``storage:truncated``). A
    line of a known kind that does not read (a typo, a last line cut short) is
    this mjgui's own game with a bad line: offered at every start with that line marked, its
    slot held and written, never said to be a newer mjgui's nor left in its slot for good. A cut
    line that does not read is resumed as a note (``# mjgui cut short: tsu``): written back as a whole
    line, it was a newer mjgui's at the next start, and the hands played after it were lost."""
    from mjgui.controller.game.tracker import waiting_look

    slot = tmp_path / "autosave.mjgame"
    slot.write_bytes(data)
    waiting = waiting_look(tmp_path)[0]
    assert waiting is not None  # the calculator's hint offers it
    # a cut line is resumed as a note, so the hint says no line cannot be read; a typo is one
    assert waiting.unread_line == (None if not data.endswith(b"\n") else 5)
    for _ in range(2):  # the same at the next start
        c = TrackerController(autosave=Autosave(tmp_path))
        assert c.autosave_error == ""
        assert c.resume_offer is not None and "Aiko 35\u202f800" in c.resume_offer.message
        assert c.autosave is not None and c.autosave.slot == 1 and not c.autosave.passed
        c.close()
    assert slot.read_bytes() == data and not list(tmp_path.glob("autosave-damaged-*"))
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume()
    cut = not data.endswith(b"\n")
    if cut:  # the cut line kept as a note: never written back as a whole line of the record
        line = data.rsplit(b"\n", 1)[1].decode()
        assert not c.result.errors and c.record.lines[5].text == f"# mjgui cut short: {line}"
        summary = history_rows(c.result, "en")[5].summary
        assert summary == f"A line cut short when the game was autosaved, kept as a note: {line}"
        summary = history_rows(c.result, "ru")[5].summary
        assert summary == f"Строка, оборванная при автосохранении, оставлена как заметка: {line}"
    else:
        assert [str(err) for err in c.result.errors if str(err).startswith(bad)]
        # nothing after a line that cannot be read counts: played on once it is corrected
        assert not c.commit("riichi Dasha") and c.text.encode() == data
        assert c.replace_line(5, "ron Chen from Dasha 3 30") and not c.result.errors
    c.commit("riichi Dasha")  # played on: written to its own slot
    assert _text(slot).endswith("riichi Dasha\n") and "players Aiko Boris Chen Dasha" in _text(slot)
    assert sorted(p.name for p in tmp_path.glob("*.mjgame")) == ["autosave.mjgame"]
    played = c.text
    c.close()
    # the next start offers it again, with the hands played on it and the cut text kept
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.autosave_error == "" and c.resume_offer is not None
    assert c.resume()
    assert c.text == played and c.record.lines[-1].text == "riichi Dasha"
    if cut:
        assert f"# mjgui cut short: {line}\n" in _text(slot) and not c.result.errors
    c.close()


@pytest.mark.parametrize("tail", [b"tsu", b"ri", b"tsumo Chen 2 3"])
def test_an_autosave_cut_in_its_last_line_resumed_and_closed_is_offered_again(
    tail: bytes, tmp_path: Path
) -> None:
    """Resumed and closed with nothing played, the game's first write kept the cut line as a
    whole line (``tsu``): at the next start it was a newer mjgui's game, never offered again. It
    is written as a note, and the game is offered at every start, its cut text kept."""
    slot = tmp_path / "autosave.mjgame"
    head = (
        b"# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
        b"riichi Chen\n"
    )
    slot.write_bytes(head + tail)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume()
    c.close()
    assert slot.read_bytes() == head + b"# mjgui cut short: " + tail + b"\n"
    for _ in range(2):
        c = TrackerController(autosave=Autosave(tmp_path))
        assert c.autosave_error == ""
        assert c.resume_offer is not None and "Aiko 35\u202f800" in c.resume_offer.message
        c.close()
    assert slot.read_bytes() == head + b"# mjgui cut short: " + tail + b"\n"


def test_a_players_note_that_says_cut_short_is_shown_as_a_note() -> None:
    """A note the players wrote that starts with "cut short:" (a game ended early) was shown as
    an autosave's line cut short by a crash. Only the autosave's own mark, which a player does
    not type (``# mjgui cut short: tsu``), is shown so; any other note is shown as a note."""
    from mjgui.core.game.game import replay

    head = "# date 2026-12-05\nrules seed\nplayers Aiko Boris Chen Dasha\nron Aiko from Boris 3 30\n"
    note = "# cut short: the hall closed at 22:00, we stopped after East 2\n"
    result = replay(head + note)
    assert not result.errors
    en, ru = (history_rows(result, lang)[4].summary for lang in ("en", "ru"))
    assert en == "Note: cut short: the hall closed at 22:00, we stopped after East 2"
    assert ru.endswith(": cut short: the hall closed at 22:00, we stopped after East 2")
    assert "автосохранен" not in ru
    result = replay(head + "# mjgui cut short: tsu\n")
    en, ru = (history_rows(result, lang)[4].summary for lang in ("en", "ru"))
    assert en == "A line cut short when the game was autosaved, kept as a note: tsu"
    assert ru == "Строка, оборванная при автосохранении, оставлена как заметка: tsu"


# -- a lock file that is not one ----------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("kind", ["folder", "fifo", "huge"])
def test_a_slot_whose_lock_is_not_a_lock_file_is_said_and_its_game_kept(tmp_path: Path, kind: str) -> None:
    """A slot's lock that is a folder, a FIFO or gigabytes was skipped without a word (its game
    neither offered nor said), and a huge one of no holder was deleted as stale. It is left as it
    is, the notice names it and the game kept beside it, and the game is offered once it is gone."""
    game = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave-2.mjgame").write_text(game, encoding="utf-8")
    lock = tmp_path / "autosave-2.lock"
    if kind == "folder":
        lock.mkdir()
    elif kind == "fifo":
        os.mkfifo(lock)
    else:
        lock.write_bytes(b"not a holder\n")
        os.truncate(lock, 2**31)
    old = time.time() - 3600
    os.utime(lock, (old, old))
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None  # nothing else to offer
    assert str(lock) in c.autosave_error and "should be a lock file" in c.autosave_error
    assert str(tmp_path / "autosave-2.mjgame") in c.autosave_error
    assert c.new_game(TABLE_B) and c.commit("riichi Fumi")
    assert c.autosave is not None and c.autosave.path.name == "autosave.mjgame"
    assert _text(tmp_path / "autosave-2.mjgame") == game  # kept as it was
    assert os.path.lexists(lock) and (kind != "huge" or lock.stat().st_size == 2**31)
    c.close()
    if lock.is_dir():
        lock.rmdir()
    else:
        lock.unlink()
    d = TrackerController(autosave=Autosave(tmp_path))
    offer = d.resume_offer
    assert offer is not None and offer.text == c.text  # the newest: the game just played
    assert "should be a lock file" not in d.autosave_error
    d.close()


def test_slot_ones_lock_a_folder_says_so_in_russian_too(tmp_path: Path) -> None:
    (tmp_path / "autosave.lock").mkdir()
    c = TrackerController(autosave=Autosave(tmp_path), lang="ru")
    assert c.autosave is not None and c.autosave.path.name == "autosave-2.mjgame"
    assert str(tmp_path / "autosave.lock") in c.autosave_error and "файлом блокировки" in c.autosave_error
    assert "autosave.mjgame" not in c.autosave_error  # no game there to speak of
    c.close()


def test_what_is_wrong_with_the_autosave_is_worded_again_in_a_new_language(tmp_path: Path) -> None:
    # the notices were made once, in the language the controller was built in
    (tmp_path / "autosave.lock").mkdir()
    (tmp_path / "autosave.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path), lang="en")
    english = c.autosave_error
    assert "should be a lock file" in english and "autosave.mjgame" in english
    assert c.set_lang("ru")
    russian = c.autosave_error
    assert "файлом блокировки" in russian and "should be" not in russian
    assert str(tmp_path / "autosave.mjgame") in russian  # the game beside it, as in English
    assert c.set_lang("en") and c.autosave_error == english
    c.close()


def test_a_held_game_whose_lock_became_a_folder_is_not_taken_over(tmp_path: Path) -> None:
    """Between the offer of another computer's game and the take-over, its lock was replaced by
    what is not a lock file: the resume fails with its message, nothing is removed."""
    game = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave-2.mjgame").write_text(game, encoding="utf-8")
    lock = tmp_path / "autosave-2.lock"
    lock.write_text("4242 old-laptop-name 1700000000.000\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None and c.resume_offer.kind == "held"
    lock.unlink()
    lock.mkdir()
    assert not c.resume()
    assert str(lock) in c.autosave_error and "should be a lock file" in c.autosave_error
    assert c.set_lang("ru") and "файлом блокировки" in c.autosave_error
    assert lock.is_dir() and _text(tmp_path / "autosave-2.mjgame") == game
    c.close()


# -- what the tracker takes is what the autosave gives back --------------------------------------

CONTROLS = ["\x1b", "\x07", "\x7f", "\x85", "\u202e", "\u2066"]


@pytest.mark.parametrize("char", CONTROLS)
def test_a_control_character_is_refused_where_it_is_typed(tmp_path: Path, char: str) -> None:
    """A player's name or a comment holding a control character or a bidirectional override (a
    paste) was taken and autosaved, but the autosave, like any record file, refuses such text:
    at the next start the game was set aside as damaged instead of offered. It is refused where
    it is typed, with the character named (never sent raw in the message)."""
    from mjgui.controller.game.tracker import check_new_game

    c = TrackerController(autosave=Autosave(tmp_path))
    names = ["Ai" + char + "ko", "Boris", "Chen", "Dasha"]
    said = check_new_game(names, "seed", "", "en")
    # U+202E was called "a control character": it is a text-direction one
    assert f"control or text-direction character (U+{ord(char):04X})" in said and char not in said
    assert f"управляющий символ или символ направления текста (U+{ord(char):04X})" in check_new_game(
        names, "seed", "", "ru"
    )
    assert not c.new_game(names) and c.text == ""
    assert c.new_game(TABLE_A) and c.commit("riichi Boris")
    before = c.text
    for line in (f"# a {char} note", f"riichi Bo{char}ris", f"ron Chen from Aiko 3{char} 40"):
        view = c.preview_append(line)
        assert not view.ok and f"U+{ord(char):04X}" in view.error and char not in view.error
        assert not c.commit(line) and not c.replace_line(4, line) and not c.insert_line(4, line)
    assert c.text == before
    c.close()
    d = TrackerController(autosave=Autosave(tmp_path))
    assert d.autosave_error == "" and not list(tmp_path.glob("autosave-damaged-*"))
    assert d.resume_offer is not None and d.resume_offer.text == before
    d.close()


@pytest.mark.parametrize(
    "comment", ["# tab\there", "# back\\slash \\n", "# Сергей ü 東", "#  spaces   inside  ", "# a\u2028b"]
)
def test_every_line_the_tracker_takes_comes_back_from_the_autosave(tmp_path: Path, comment: str) -> None:
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.new_game(TABLE_A) and c.commit(comment) and c.commit("riichi Boris")
    text = c.text
    assert comment.strip() + "\n" in text  # as the tracker takes a line: its ends trimmed
    c.close()
    d = TrackerController(autosave=Autosave(tmp_path))
    assert d.resume_offer is not None and d.resume_offer.text == text and d.autosave_error == ""
    assert d.resume() and d.text == text
    d.close()


def test_a_window_shown_again_offers_nothing_new_when_its_slot_is_as_it_was(tmp_path: Path) -> None:
    """The game offered at start, neither resumed nor declined (or declined), the window closed
    and shown again: nobody else wrote the slot, so no other tracker's game is said to be there
    (the offer made at start stays as it was, worded as at start)."""
    unfinished = _unfinished(TABLE_A, "riichi Boris")
    (tmp_path / "autosave.mjgame").write_text(unfinished, encoding="utf-8")
    c = TrackerController(autosave=Autosave(tmp_path))
    offer = c.resume_offer
    assert offer is not None and offer.message.startswith("An unfinished game was saved ")
    c.close()
    assert not c.reopen() and c.resume_offer is offer
    c.decline_resume()
    c.close()
    assert not c.reopen() and c.resume_offer is None
    assert c.commit("rules seed") and _text(tmp_path / "previous.mjgame") == unfinished
    assert "previous.mjgame" in c.kept_notice and "Another tracker" not in c.kept_notice
    assert not list(tmp_path.glob("autosave-kept-*"))


@pytest.mark.parametrize("new_game", [False, True])
def test_where_another_trackers_game_went_is_said_when_the_write_after_it_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, new_game: bool
) -> None:
    """The other tracker's game found in the slot is moved aside (to previous.mjgame; after a new
    game here, to a file of its own), then this tracker's own write fails (a full disk): where
    the game went was said only after a write that worked, so never (the next write has nothing
    left to keep). It is said with the failure. (Moved aside only when no slot is free of a
    game to move to: every slot holds one here.)"""
    a, newer = _played_on_elsewhere(tmp_path)
    monkeypatch.setattr(Autosave, "move_to_empty", lambda self: False)
    ours = a.text
    real = autosave_module.atomic_write_text
    failing = {"once": True}

    def full_once(path: Path, text: str, **options: object) -> None:
        if failing["once"] and Path(path).name == "autosave.mjgame":
            failing["once"] = False

            def no_space(temp: Path) -> None:
                raise OSError(errno.ENOSPC, "No space left on device")

            real(path, text, before_replace=no_space, **options)  # type: ignore[arg-type]
        real(path, text, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module, "atomic_write_text", full_once)
    assert a.reopen()
    a.decline_resume()
    assert a.new_game(TABLE_B) if new_game else a.commit("riichi Aiko")
    assert a.autosave_failed is not None and a.autosave_failed.code == "write_failed"
    slot = tmp_path / "autosave.mjgame"  # not written: the other game only moved or copied aside
    assert not slot.exists() if new_game else _text(slot) == newer
    kept = [p for p in tmp_path.glob("*.mjgame") if p.name != "autosave.mjgame" and _text(p) == newer]
    assert len(kept) == 1
    other = (
        f"Another game was in this window's autosave; it is kept as {kept[0]}: "
        "open it with Ctrl+O to see or save it."
    )
    if new_game:
        assert kept[0].name.startswith("autosave-kept-") and _text(tmp_path / "previous.mjgame") == ours
        earlier = f"The earlier game is kept as {tmp_path / 'previous.mjgame'}; open it with Ctrl+O"
        assert a.kept_notice == f"{earlier} to see or save it. {other}"
    else:
        assert kept[0].name == "previous.mjgame" and a.kept_notice == other
    assert a.take_kept_notice() is not None
    assert a.commit("riichi Fumi" if new_game else "riichi Boris")
    assert a.autosave_failed is None  # the next write works
    assert _text(tmp_path / "autosave.mjgame") == a.text and a.kept_notice == ""  # said once


@pytest.mark.parametrize(
    "damaged",
    [
        b"rules seed\nplayers Aiko Boris Chen Dasha\n\x00\x01 not a record\xff\n",  # does not read
        b"rules seed\nplayers Aiko B\noris Chen Dasha\nriichi Boris\n",  # reads, but is no game
    ],
)
def test_a_damaged_slot_found_by_a_write_after_the_window_closed_is_set_aside_and_said(
    tmp_path: Path, damaged: bytes
) -> None:
    """The window closed; the slot's file is then damaged (another program, a disk error) and the
    tracker writes before its window is shown again (a record opened into the closed tracker):
    the file was written over with no copy and no word. It is set aside and said, as a start
    and a window shown again do."""
    a = TrackerController(autosave=Autosave(tmp_path))
    assert a.new_game(TABLE_A) and a.commit("riichi Aiko")
    a.close()
    (tmp_path / "autosave.mjgame").write_bytes(damaged)
    assert a.commit("riichi Boris") and a.autosave_failed is None
    kept = list(tmp_path.glob("autosave-damaged-*.mjgame"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert _text(tmp_path / "autosave.mjgame") == a.text
    assert a.kept_damaged
    assert a.kept_notice.startswith(f"The autosaved game could not be read and was kept as {kept[0]}. ")
    words = a.take_kept_notice()
    assert words is not None and str(kept[0]) in words("ru") and words("ru").startswith("Автосохран")
    assert not a.kept_damaged and a.kept_notice == ""
    assert a.commit("riichi Chen") and len(list(tmp_path.glob("autosave-damaged-*"))) == 1  # once


def _kept_file(folder: Path, text: str) -> Path:
    """The one file of ``folder`` kept at a new game (``previous*.mjgame``) that holds ``text``."""
    (kept,) = [p for p in folder.glob("previous*.mjgame") if _text(p) == text]
    return kept


#: the name of a game kept beside slot 1's ``previous.mjgame``
_KEPT_BESIDE = re.compile(r"previous-[0-9]{8}-[0-9]{6}(-[0-9]+)?\.mjgame")


def _beside(folder: Path) -> dict[str, str]:
    """The games kept beside slot 1's ``previous.mjgame`` (``previous-DATE-TIME[-N].mjgame``
    files), by name: what each holds."""
    return {p.name: _text(p) for p in folder.iterdir() if _KEPT_BESIDE.fullmatch(p.name) and p.is_file()}


def test_the_games_kept_beside_previous_are_capped_to_the_newest_and_nothing_else_goes(
    tmp_path: Path,
) -> None:
    """Every new game over a played one while ``previous.mjgame`` held one left another
    ``previous-DATE-TIME.mjgame``, forever. Now the newest PREVIOUS_KEPT stay; the slot's
    ``previous`` file, another slot's files and a file of the player's named alike stay too."""
    kept = autosave_module.PREVIOUS_KEPT
    assert 5 <= kept <= 100
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    foreign = {
        "previous-2.mjgame": _unfinished(TABLE_B, "riichi Fumi"),  # slot 2's previous
        "previous-2-20200101-000000.mjgame": _unfinished(TABLE_B, "riichi Goro"),  # slot 2's, old
        "previous-mine.mjgame": "# a player's own file\n",
        "previous-20200101-000000.mjgame.bak": "# a player's copy\n",
        "previous-20200101-000000 (1).mjgame": "# a sync tool's copy\n",
    }
    for name, text in foreign.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "previous-20200101-000000.mjgame").mkdir()  # not a file: not ours
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(kept + 3)]
    written = []
    for game in games:
        result = slot.keep_previous(game)
        assert result is not None and result[1].name.startswith("previous-2") and _text(result[1]) == game
        written.append(result[1].name)
    now = _beside(tmp_path)
    assert len(now) == kept
    assert sorted(now.values()) == sorted(games[-kept:])  # the newest ones
    assert set(now) == set(written[-kept:])
    assert _text(tmp_path / "previous.mjgame") == _unfinished(TABLE_A, "riichi Boris")
    for name, text in foreign.items():
        assert _text(tmp_path / name) == text
    assert (tmp_path / "previous-20200101-000000.mjgame").is_dir()


def test_a_kept_game_whose_old_ones_cannot_be_deleted_is_still_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A delete that fails (a file held open, a read-only folder entry) never fails the keeping
    of the new game: it is written and returned, and the old ones stay."""
    kept = autosave_module.PREVIOUS_KEPT
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(kept + 2)]
    for game in games[:kept]:
        slot.keep_previous(game)

    real_unlink = os.unlink

    def refused(path: str | os.PathLike[str], *args: object, **kw: object) -> None:
        if _KEPT_BESIDE.fullmatch(os.path.basename(path)):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        real_unlink(path, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave_module.os, "unlink", refused)
    for game in games[kept:]:
        result = slot.keep_previous(game)
        assert result is not None and _text(result[1]) == game
    assert sorted(_beside(tmp_path).values()) == sorted(games)


class _Clock:
    """The time ``set_aside`` names a kept game by (``time.strftime``), set by the test."""

    def __init__(self, stamp: str) -> None:
        self.stamp = stamp

    def strftime(self, _format: str, *_args: object) -> str:
        return self.stamp


def test_a_game_kept_after_the_clock_went_back_is_kept_with_the_one_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cap ordered the kept games by the time in their names: once the clock went back (set
    right after running ahead, a zone further west) each new one sorted as the oldest, so the
    next one deleted it (the game kept one new game earlier gone, 19 older ones kept). Now the
    games kept last are kept when the clock went back by up to a day, and the oldest go."""
    kept = autosave_module.PREVIOUS_KEPT
    clock = _Clock("")
    monkeypatch.setattr(storage_module, "time", clock)
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(kept + 3)]
    back = ["20261205-110000", "20261205-120000", "20261205-130000"]  # the clock set back 23 hours
    stamps = [f"20261206-1{i:05d}" for i in range(kept)] + back
    written = []
    for game, stamp in zip(games, stamps, strict=True):
        clock.stamp = stamp
        result = slot.keep_previous(game)
        assert result is not None and _text(result[1]) == game
        written.append(result[1])
    now = _beside(tmp_path)
    assert len(now) == kept
    assert sorted(now.values()) == sorted(games[-kept:])  # the newest ones: the last three among them
    assert all(path.exists() for path in written[-kept:]) and not any(p.exists() for p in written[:3])
    last = "previous-20261206-100019"  # the time of the last one kept under the clock ahead
    assert [path.name for path in written[-4:]] == [f"{last}{n}.mjgame" for n in ("", "-2", "-3", "-4")]
    # the clock past the time of the last one kept under the clock ahead: its own time again
    clock.stamp = "20261207-090000"
    result = slot.keep_previous(_unfinished(["Later", "Boris", "Chen", "Dasha"], "riichi Boris"))
    assert result is not None and result[1].name == "previous-20261207-090000.mjgame"
    assert written[-1].exists() and not written[3].exists()


def test_a_game_kept_under_a_clock_far_ahead_does_not_name_the_later_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One game kept under a clock far ahead (``previous-20990101-000000.mjgame``: a clock
    set ahead by mistake, a typo in the year, then corrected) made every game the slot kept
    later carry that time (``previous-20990101-000000-55.mjgame``), until the real clock
    reached it. Now a time more
    than a day ahead is a wrong clock's: the later games are named with their own time, and
    that file counts as older than them (the cap deletes it first); a time less than a day
    ahead (a clock corrected) is still followed."""
    kept = autosave_module.PREVIOUS_KEPT
    clock = _Clock("")
    monkeypatch.setattr(storage_module, "time", clock)
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(kept + 3)]
    for i in range(3):
        clock.stamp = f"20261206-1{i:05d}"
        slot.keep_previous(games[i])
    clock.stamp = "20990101-000000"  # the wrong clock
    far = slot.keep_previous(games[3])
    assert far is not None and far[1].name == "previous-20990101-000000.mjgame"
    written = []
    for i in range(4, kept):
        clock.stamp = f"20270101-{i:02d}0000"
        result = slot.keep_previous(games[i])
        assert result is not None and _text(result[1]) == games[i]
        written.append(result[1].name)
    assert written == [f"previous-20270101-{i:02d}0000.mjgame" for i in range(4, kept)]
    assert sorted(_beside(tmp_path).values()) == sorted(games[:kept])  # none past the cap yet
    clock.stamp = "20270102-000000"
    slot.keep_previous(games[kept])  # the cap: the far-ahead file goes before the older ones
    assert not far[1].exists() and sorted(_beside(tmp_path).values()) == sorted(
        games[: kept + 1][:3] + games[4 : kept + 1]
    )
    clock.stamp = "20270102-010000"
    slot.keep_previous(games[kept + 1])  # then the oldest
    assert sorted(_beside(tmp_path).values()) == sorted(games[1:3] + games[4 : kept + 2])

    # a time less than a day ahead (the clock corrected back 20 hours) is followed
    clock.stamp = "20270101-040000"
    result = slot.keep_previous(games[kept + 2])
    assert result is not None and result[1].name == "previous-20270102-010000-2.mjgame"
    assert games[1] not in _beside(tmp_path).values()  # the oldest went, not the one kept last


def test_a_game_kept_again_under_a_clock_far_ahead_is_renamed_to_the_time_now(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game kept again that the newest-named kept file holds stays under its name; when that
    name's time is a wrong clock's (far ahead), the file is renamed to the time now, so that it
    does not count as the oldest (:func:`autosave_module._by_age`) and go at the next cap."""
    clock = _Clock("")
    monkeypatch.setattr(storage_module, "time", clock)
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(2)]
    clock.stamp = "20261206-100000"
    slot.keep_previous(games[0])
    clock.stamp = "20990101-000000"
    slot.keep_previous(games[1])
    clock.stamp = "20261206-110000"
    result = slot.keep_previous(games[1])
    assert result is not None and result[1].name == "previous-20261206-110000.mjgame"
    assert _beside(tmp_path) == {"previous-20261206-100000.mjgame": games[0], result[1].name: games[1]}


def test_a_game_kept_again_is_not_deleted_by_the_next_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game kept again that a kept file holds already is not copied again: the notice names
    that file. When it was the oldest kept, the next game kept deleted it: the game gone, with
    nothing said. Now the file named counts as just kept: renamed to the newest name, it stays
    while the games kept before it go first; so does a retired slot's game kept already."""
    kept = autosave_module.PREVIOUS_KEPT
    clock = _Clock("")
    monkeypatch.setattr(storage_module, "time", clock)
    (tmp_path / "previous.mjgame").write_text(_unfinished(TABLE_A, "riichi Boris"), encoding="utf-8")
    slot = Autosave(tmp_path)
    games = [_unfinished([f"Player{i}", "Boris", "Chen", "Dasha"], "riichi Boris") for i in range(kept + 3)]
    for i, game in enumerate(games[:kept]):
        clock.stamp = f"20261206-1{i:05d}"
        slot.keep_previous(game)
    oldest = _kept_file(tmp_path, games[0])
    clock.stamp = "20261206-200000"
    text, where = slot.keep_previous(games[0]) or ("", tmp_path)  # kept again: the notice names ``where``
    assert text == games[0] and _text(where) == games[0] and where != oldest and not oldest.exists()
    assert where.name == "previous-20261206-200000.mjgame" and len(_beside(tmp_path)) == kept
    clock.stamp = "20261206-200100"
    slot.keep_previous(games[kept])  # the next game over a played one: the cap deletes one
    assert _text(where) == games[0]
    assert games[1] not in _beside(tmp_path).values()  # the oldest but the one kept again went

    # a slot's game retired (resumed or declined elsewhere) that the oldest kept file holds:
    # the autosave removed, that file made the newest
    other = Autosave(tmp_path, 2)
    other.path.write_text(games[2], encoding="utf-8")
    oldest = _kept_file(tmp_path, games[2])
    clock.stamp = "20261206-200200"
    other.retire()
    assert not other.path.exists() and not oldest.exists()
    again = _kept_file(tmp_path, games[2])
    assert again.name == "previous-20261206-200200.mjgame"
    clock.stamp = "20261206-200300"
    slot.keep_previous(games[kept + 1])
    assert _text(again) == games[2] and len(_beside(tmp_path)) == kept


# -- a record opened after a crash of several tables ------------------------------------------------

_LATER_LINES = (
    "The autosave held this game with 2 lines entered after its last save; they are shown here too, "
    "but they are not in {name} yet: Ctrl+S saves them there."
)
_EARLIER_KEPT = "The earlier game is kept as {path}; open it with Ctrl+O to see or save it."


def _table(
    data: Path, names: list[str], record: Path, lines: list[str], later: list[str]
) -> TrackerController:
    """A table that saved its game as ``record`` after ``lines``, then entered ``later``."""
    c = TrackerController(autosave=Autosave(data))
    assert c.new_game(names)
    for line in lines:
        assert c.commit(line), line
    c.save(record)
    for line in later:
        assert c.commit(line), line
    return c


def _killed(data: Path, *tables: TrackerController) -> None:
    """The tables all killed at once (their locks let go), the last one's autosave the newest."""
    now = time.time()
    for age, table in enumerate(reversed(tables)):
        table.close()
        assert table.autosave is not None
        os.utime(table.autosave.path, (now - 60 * age, now - 60 * age))


def test_two_tables_killed_opening_one_tables_record_opens_its_game_and_leaves_the_other(
    tmp_path: Path,
) -> None:
    """A power cut kills two tables; mjgui is started again by opening table 1's record. The
    offer is table 2's game (the newest), so table 1's later lines went to previous.mjgame as
    "the earlier game" while the file's older copy was shown, and table 2's game was moved to
    previous-2.mjgame without a word (later: named, but moved all the same, so that table 2's
    tracker, started next, had nothing to offer). It stays in its slot now."""
    data = tmp_path / "data"
    one, two = tmp_path / "table1.mjgame", tmp_path / "table2.mjgame"
    a = _table(
        data, TABLE_A, one, ["riichi Boris", "ron Boris from Chen 3 40"], ["tsumo Aiko 2 30", "riichi Chen"]
    )
    b = _table(data, TABLE_B, two, ["riichi Eri"], ["tsumo Hana mangan"])
    _killed(data, a, b)
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.text == b.text
    c.open_file(one)
    assert c.text == a.text and c.path == str(one) and c.dirty and c.resume_offer is None
    assert _text(data / "autosave.mjgame") == a.text
    assert _text(data / "autosave-2.mjgame") == b.text  # table 2's game left for table 2
    assert not list(data.glob("previous*"))  # table 1's game is on the table, not kept aside
    assert c.kept_notice == _LATER_LINES.format(name="table1.mjgame")
    c.save()
    assert _text(one) == a.text
    table2 = TrackerController(autosave=Autosave(data))  # table 2 started again beside it
    assert table2.resume_offer is not None and table2.resume_offer.text == b.text
    table2.open_file(two)
    assert table2.text == b.text and table2.path == str(two) and table2.dirty
    assert table2.kept_notice == (
        "The autosave held this game with 1 line entered after its last save; it is shown here too, "
        "but it is not in table2.mjgame yet: Ctrl+S saves it there."
    )
    assert _text(data / "autosave-2.mjgame") == b.text and not list(data.glob("previous*"))


def test_three_tables_killed_the_record_of_one_not_offered_opens_its_game_the_others_said(
    tmp_path: Path,
) -> None:
    """Three tables killed; table 2's record opened, table 3's game offered: table 2's game comes
    from slot 2 with its later lines, and goes on there (the window moves into slot 2); table
    1's (in the slot this start held) and table 3's stay in their slots, for their tables."""
    data = tmp_path / "data"
    records = [tmp_path / f"table{n}.mjgame" for n in (1, 2, 3)]
    a = _table(data, TABLE_A, records[0], ["riichi Boris"], ["riichi Chen"])
    b = _table(data, TABLE_B, records[1], ["riichi Eri"], ["tsumo Hana mangan", "riichi Fumi"])
    d = _table(data, ["Ima", "Jun", "Kei", "Lin"], records[2], ["riichi Jun"], ["riichi Kei"])
    _killed(data, a, b, d)
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.text == d.text
    c.open_file(records[1])
    assert c.text == b.text and c.path == str(records[1])
    assert c.autosave is not None and c.autosave.slot == 2
    assert _text(data / "autosave.mjgame") == a.text
    assert _text(data / "autosave-2.mjgame") == b.text
    assert _text(data / "autosave-3.mjgame") == d.text
    assert not list(data.glob("previous*"))
    assert c.kept_notice == _LATER_LINES.format(name="table2.mjgame")
    first = TrackerController(autosave=Autosave(data))  # table 1 started again: its own game
    first.open_file(records[0])
    assert first.text == a.text and first.dirty and first.autosave is not None and first.autosave.slot == 1
    assert first.kept_notice == (
        "The autosave held this game with 1 line entered after its last save; it is shown here too, "
        "but it is not in table1.mjgame yet: Ctrl+S saves it there."
    )
    assert not list(data.glob("previous*"))


_ONE_LATER_LINE = (
    "The autosave held this game with 1 line entered after its last save; it is shown here too, "
    "but it is not in {name} yet: Ctrl+S saves it there."
)


@pytest.mark.parametrize("first", [1, 2])
def test_two_tables_killed_then_both_started_again_each_opening_its_record_finds_its_own_game(
    tmp_path: Path, first: int
) -> None:
    """Two tables killed, then both started again, each by opening its own record, one after
    the other while the first stays open. The first window took its game from one slot and moved
    the other table's aside: table 1 first, table 2's game went to previous-2.mjgame, named on
    table 1's screen only; table 2 first (it holds slot 1, table 1's), table 1's later lines
    went to previous.mjgame as "the earlier game", on table 2's screen. Either way the second
    table found nothing: its record's old copy was shown, without a word."""
    data = tmp_path / "data"
    records = {1: tmp_path / "table1.mjgame", 2: tmp_path / "table2.mjgame"}
    a = _table(
        data,
        TABLE_A,
        records[1],
        ["riichi Boris", "ron Boris from Chen 3 40"],
        ["tsumo Aiko 2 30", "riichi Chen"],
    )
    b = _table(data, TABLE_B, records[2], ["riichi Eri"], ["tsumo Hana mangan"])
    _killed(data, a, b)
    games = {1: a.text, 2: b.text}
    notices = {1: _LATER_LINES.format(name="table1.mjgame"), 2: _ONE_LATER_LINE.format(name="table2.mjgame")}
    second = 3 - first
    started = []
    for table in (first, second):
        c = TrackerController(autosave=Autosave(data))
        c.open_file(records[table])
        assert c.text == games[table] and c.path == str(records[table]) and c.dirty
        assert c.kept_notice == notices[table]
        assert c.autosave is not None and _text(c.autosave.path) == games[table]
        started.append(c)
    assert not list(data.glob("previous*"))  # nothing moved aside
    assert {_text(data / "autosave.mjgame"), _text(data / "autosave-2.mjgame")} == {a.text, b.text}
    for c, table in zip(started, (first, second), strict=True):
        c.save()
        assert _text(records[table]) == games[table]


@pytest.mark.parametrize("tables", [1, 2])
def test_not_now_then_the_record_opened_opens_its_game_with_its_later_lines(
    tmp_path: Path, tables: int
) -> None:
    """A start offers a game (two tables killed: the other table's, the newest); "Not now", then
    Ctrl+O on this table's record: the search for its autosaved game stopped with the offer, so
    the record's old copy was shown and the lines entered after its save went to
    previous.mjgame as "the earlier game" (the next start no longer offered them)."""
    data = tmp_path / "data"
    one, two = tmp_path / "table1.mjgame", tmp_path / "table2.mjgame"
    a = _table(
        data, TABLE_A, one, ["riichi Boris", "ron Boris from Chen 3 40"], ["tsumo Aiko 2 30", "riichi Chen"]
    )
    killed = [a]
    if tables == 2:
        killed.append(_table(data, TABLE_B, two, ["riichi Eri"], ["tsumo Hana mangan"]))
    _killed(data, *killed)
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.text == killed[-1].text
    c.decline_resume()
    c.open_file(one)
    assert c.text == a.text and c.path == str(one) and c.dirty and c.resume_offer is None
    assert c.kept_notice == _LATER_LINES.format(name="table1.mjgame")
    assert _text(data / "autosave.mjgame") == a.text and not list(data.glob("previous*"))
    if tables == 2:  # the other table's game is left for it
        assert _text(data / "autosave-2.mjgame") == killed[1].text
    c.save()
    assert _text(one) == a.text


@pytest.mark.parametrize("how", ["decline", "new game"])
def test_another_slots_game_not_resumed_stays_and_so_does_the_one_in_the_slot_held(
    tmp_path: Path, how: str
) -> None:
    """The offered game of another slot, declined (Not now) or passed over by a new game, was
    moved to that slot's previous file at the next write without a word (later: named, but moved
    all the same, so that its table's tracker, started next, had nothing to offer). It stays in
    its slot now. The game of the slot this window holds, never offered to it (the other table's,
    perhaps: two tables killed), was then moved to previous.mjgame, named: it stays in its slot
    too, and the new game goes to a slot with no game."""
    older = _unfinished(TABLE_A, "riichi Boris")
    newer = _unfinished(TABLE_B, "riichi Fumi")
    (tmp_path / "autosave.mjgame").write_text(older, encoding="utf-8")
    (tmp_path / "autosave-2.mjgame").write_text(newer, encoding="utf-8")
    now = time.time()
    os.utime(tmp_path / "autosave.mjgame", (now - 3600, now - 3600))
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is not None and c.resume_offer.text == newer
    if how == "decline":
        c.decline_resume()
    assert c.new_game(["Mio", "Nao", "Oki", "Pia"])
    assert c.autosave is not None and c.autosave.slot == 3 and _text(tmp_path / "autosave-3.mjgame") == c.text
    assert _text(tmp_path / "autosave.mjgame") == older
    assert _text(tmp_path / "autosave-2.mjgame") == newer and not list(tmp_path.glob("previous*"))
    assert c.kept_notice == ""
    c.close()
    d = TrackerController(autosave=Autosave(tmp_path))  # the next tracker offers the newest
    assert d.resume_offer is not None and d.resume_offer.text == c.text
    os.utime(tmp_path / "autosave-3.mjgame", (now - 7200, now - 7200))  # (that game older)
    e = TrackerController(autosave=Autosave(tmp_path))
    assert e.resume_offer is not None and e.resume_offer.text == newer


def test_a_record_edited_elsewhere_whose_game_is_in_another_slot_says_where_that_game_went(
    tmp_path: Path,
) -> None:
    """The offered game is slot 2's and its record was edited elsewhere (it differs from line 4
    on): the record opens as it is, and the game as the autosave held it was moved to
    previous-2.mjgame without a word. It stays in its slot now, offered at the next start."""
    game = _unfinished(TABLE_A, "riichi Boris") + "ron Boris from Chen 3 40\ntsumo Aiko 2 30\n"
    record = tmp_path / "rec.mjgame"
    record.write_text(_unfinished(TABLE_A, "riichi Boris") + "ron Boris from Chen 4 30\n", encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave-2.mjgame").write_text(game, encoding="utf-8")
    (data / "autosave-2.source").write_text(f"{record}\n", encoding="utf-8")
    c = TrackerController(autosave=Autosave(data))
    assert c.resume_offer is not None and c.resume_offer.text == game
    c.open_file(record)
    assert c.text == _text(record) and not c.dirty
    assert _text(data / "autosave-2.mjgame") == game and not list(data.glob("previous*"))
    assert c.kept_notice == ""
    d = TrackerController(autosave=Autosave(data))  # the table of slot 2, started beside it
    assert d.resume_offer is not None and d.resume_offer.text == game


_FOUR = ["Aiko", "Boris", "Chen", "Dasha"]


def _slot2_game(data: Path, record: Path) -> str:
    """Table B's game in slot 2 (slot 1 held meanwhile by a tracker that writes nothing), saved
    as ``record`` after its first hand, one more line entered after the save."""
    hold = TrackerController(autosave=Autosave(data))
    b = TrackerController(autosave=Autosave(data))
    assert b.autosave is not None and b.autosave.slot == 2
    assert b.new_game(_FOUR)
    assert b.commit("riichi Aiko")
    b.save(record)
    assert b.commit("tsumo Dasha mangan")
    game = b.text
    b.close()
    hold.close()
    return game


def test_resume_after_another_table_wrote_the_offered_slot_keeps_that_tables_game(tmp_path: Path) -> None:
    """The offer of slot 2's game stood while table 2's mjgui started in slot 2, said Not now,
    recorded a new game and was killed; Resume then moved this window into slot 2 and wrote the
    game read at start over table 2's new game, which was in no file after."""
    data = tmp_path / "data"
    game_b = _slot2_game(data, tmp_path / "b.mjgame")
    w1 = TrackerController(autosave=Autosave(data))
    assert w1.autosave is not None and w1.autosave.slot == 1
    assert w1.resume_offer is not None and w1.resume_offer.text == game_b
    w2 = TrackerController(autosave=Autosave(data))
    assert w2.autosave is not None and w2.autosave.slot == 2
    w2.decline_resume()
    assert w2.new_game(_FOUR)
    assert w2.commit("ron Chen from Boris 3 40")
    game_x = w2.text
    w2.close()
    assert w1.resume() and w1.text == game_b
    assert w1.commit("riichi Boris")
    assert w1.autosave.slot == 1 and _text(data / "autosave.mjgame") == w1.text
    assert _text(data / "autosave-2.mjgame") == game_x  # left in its slot
    d = TrackerController(autosave=Autosave(data))  # offered to the next tracker that starts
    assert d.resume_offer is not None and d.resume_offer.text == game_x


def test_not_now_then_the_record_after_another_table_played_on_in_its_slot(tmp_path: Path) -> None:
    """Not now to slot 2's game; table 2 then resumed it in slot 2 and entered a hand; the
    record opened here took the game as read at start into slot 2 and wrote it over table 2's
    hand (the notice said 1 later line where the autosave held 2)."""
    data = tmp_path / "data"
    record = tmp_path / "b.mjgame"
    game_b = _slot2_game(data, record)
    w1 = TrackerController(autosave=Autosave(data))
    assert w1.resume_offer is not None and w1.resume_offer.text == game_b
    w1.decline_resume()
    w2 = TrackerController(autosave=Autosave(data))
    assert w2.autosave is not None and w2.autosave.slot == 2 and w2.resume()
    assert w2.commit("ron Chen from Boris 3 40")
    newer = w2.text
    w2.close()
    w1.open_file(record)
    assert w1.text == _text(record) and not w1.dirty and w1.kept_notice == ""  # opened as it is
    assert w1.commit("riichi Boris")
    assert w1.autosave is not None and w1.autosave.slot == 1
    assert _text(data / "autosave-2.mjgame") == newer  # table 2's hand stays in its slot
    d = TrackerController(autosave=Autosave(data))
    assert d.resume_offer is not None and d.resume_offer.text == newer


def _cut_slot2(data: Path) -> None:
    """Slot 2's file ends in a line cut short (a copy in part): the offer keeps it as a note."""
    with open(data / "autosave-2.mjgame", "a", encoding="utf-8", newline="") as f:
        f.write("tsu")


def test_resume_of_a_slot_whose_last_line_is_cut_moves_into_that_slot(tmp_path: Path) -> None:
    """The offered text (the cut line kept as a note) never equalled the file, which still ends
    in it: the move was refused, the game went on in slot 1, and slot 2 kept the same game's
    older copy, offered again to the next table that started."""
    data = tmp_path / "data"
    _slot2_game(data, tmp_path / "b.mjgame")
    _cut_slot2(data)
    w1 = TrackerController(autosave=Autosave(data))
    assert w1.resume_offer is not None and w1.resume()
    assert w1.commit("riichi Boris")
    assert w1.autosave is not None and w1.autosave.slot == 2
    assert _text(data / "autosave-2.mjgame") == w1.text
    hold = TrackerController(autosave=Autosave(data))  # w1 open: the next table starts beside it
    assert hold.resume_offer is None


@pytest.mark.parametrize("slot", [1, 2])
@pytest.mark.parametrize("tail", ["tsu", "cut"], ids=["a_line_begun", "its_last_line_cut"])
def test_an_autosave_cut_in_its_last_line_names_its_file_and_says_the_cut(
    slot: int, tail: str, tmp_path: Path
) -> None:
    """The source file names the game by the digest of its bytes, which a cut tail changes: the
    offer of a game saved as ``a.mjgame``, with a line entered after the save, whose autosave
    then ended in a line cut short named no file, said nothing of the cut (seen only later, as
    a note in the history), and the resumed game had no file: Ctrl+S asked for a new name, and
    a club that gave one had two records of one game. The game is looked up by its whole lines
    too (the game as last written whole), and the offer says the cut line, kept as a note."""
    data = tmp_path / "data"
    record = tmp_path / "a.mjgame"
    if slot == 2:
        _slot2_game(data, record)
    else:
        b = TrackerController(autosave=Autosave(data))
        assert b.new_game(_FOUR) and b.commit("riichi Aiko")
        b.save(record)
        assert b.commit("tsumo Dasha mangan")
        b.close()
    path = data / ("autosave.mjgame" if slot == 1 else "autosave-2.mjgame")
    whole = path.read_bytes()
    assert whole.endswith(b"riichi Aiko\ntsumo Dasha mangan\n")
    if tail == "tsu":  # a line begun after the last whole write
        path.write_bytes(whole + b"tsu")
        cut, later = "tsu", 2  # the tsumo, and the note
    else:  # the last line cut short: the game as written before it, which the source file names too
        path.write_bytes(whole.removesuffix(b"sha mangan\n"))
        cut, later = "tsumo Da", 1  # the note
    shown = str(record)
    for lang, said in [
        (
            "en",
            f'Its last line was cut short when it was autosaved and is kept as a note: "{cut}". '
            f"It was last saved as {shown}; {later} line{'s are' if later > 1 else ' is'} not in "
            "a.mjgame yet.",
        ),
        (
            "ru",
            f"Её последняя строка оборвалась при автосохранении и оставлена как заметка: «{cut}». "
            f"Последний раз она сохранялась как {shown}; {later}\u00a0"
            f"{'строки ещё не записаны' if later > 1 else 'строка ещё не записана'} в файл a.mjgame.",
        ),
    ]:
        w = TrackerController(autosave=Autosave(data), lang=lang)
        assert w.resume_offer is not None and w.resume_offer.message.endswith(said)
        w.close()
    w = TrackerController(autosave=Autosave(data))
    assert w.resume() and w.path == shown
    assert w.record.lines[-1].text == f"# mjgui cut short: {cut}"
    w.save()  # Ctrl+S: into the file it was saved as, asking nothing
    assert _text(record) == w.text and sorted(p.name for p in tmp_path.glob("*.mjgame")) == ["a.mjgame"]
    w.close()
