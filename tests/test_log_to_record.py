"""Log window -> Save as game record: a converted record always opens again, or nothing is saved
and the reason is said.

The real logs are tests/data/logs/dnovikoff-pao.mjlog and mjx-double-ron.mjlog (their sources
are cited in tests/test_logs.py); the hostile variants are made here from them, by editing the
file's text (a name with a newline, control and bidirectional characters, ``paoWho="7"``) or
the log read from it (a value outside 1–99 han, a seat outside 0–3, a name of 5,000 characters);
a three-player one from tests/data/logs/sanma/mjai-reviewer3p-nukidora_doubleron.json (a seat
outside 0–2).
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjgui.controller.game.logview import LogViewController
from mjgui.core.game.game import replay
from mjgui.core.game.record import MAX_LINE, MAX_NAME, parse_record
from mjgui.core.game.storage import StorageError, load_record, stale_temp_files
from mjgui.core.logs import GameLog, LogError, read_log_file
from mjgui.core.logs import record as log_record
from mjgui.core.logs.record import RecordWriteError, game_record, record_names, save_game_record, shown
from mjgui.core.text import round_letters
from tests.util import saved_to

DATA = Path(__file__).parent / "data" / "logs"
PAO = DATA / "dnovikoff-pao.mjlog"
DOUBLE_RON = DATA / "mjx-double-ron.mjlog"
SANMA = DATA / "sanma" / "mjai-reviewer3p-nukidora_doubleron.json"
# storage's own refusal: control characters other than tab and line ends, bidi overrides
FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
PREVIOUS = "# a record that was there before\n"


def pao_log() -> GameLog:
    return read_log_file(PAO)


def crafted(tmp_path: Path, source: Path, old: str, new: str) -> Path:
    text = source.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"crafted-{source.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def assert_reopens(path: Path, log: GameLog) -> None:
    """The record opens as the tracker opens it and replays to the log's final standings."""
    record = load_record(path, strict=True)
    assert all(len(line.text) <= MAX_LINE for line in record.lines)
    assert FORBIDDEN.search(path.read_text(encoding="utf-8")) is None
    result = replay(record)
    assert result.errors == ()
    last = log.hands[-1]
    expected = log.final or tuple(a + b for a, b in zip(last.start, last.deltas, strict=True))
    assert result.final.points == expected
    assert stale_temp_files(path) == []


def non_comment_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if not line.startswith("#")]


# -- real logs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "dnovikoff-pao.mjlog",
        "mjx-double-ron.mjlog",
        "mjx-2011020414gm-ef18f336.json",
        # the dealer, first and tenpai at South 4's draw, deals again: Tenhou in 2009 had no
        # tenpai-yame (its record says tenpai_yame=off)
        "dnovikoff-bug1.mjlog",
        # Tenhou since a day between 2010-06-01 and 2010-06-08 ends the game there
        # (tenpai-yame): East 4's draw, West 3's
        "fastmaj-2010060800gm-0061-0000-6d767860_tw=1.mjlog",
        "fastmaj-2015060814gm-0029-0000-f1ac5f4d_tw=3.mjlog",
        # a pao tsumo of daisangen + tsuuiisou that Tenhou has the liable player pay whole
        "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.mjlog",
        "mjlog2json-2019103023gm-00a9-0000-f90e0fe9.json",
    ],
)
def test_a_real_log_is_saved_read_back_and_reopens(name: str, tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(DATA / name)
    target = tmp_path / "game.mjgame"
    said = view.save_record(target)
    assert view.log is not None
    assert said == saved_to(target, dated=bool(view.log.date))
    assert_reopens(target, view.log)
    assert target.read_text(encoding="utf-8") == game_record(view.log)


# -- names ---------------------------------------------------------------------------------------


def test_a_newline_in_a_name_injects_no_line(tmp_path: Path) -> None:
    """``S\\nron X from Y 13``: written raw, the second half became a record line of its own."""
    evil = "%53%0Aron%20Aiko%20from%20Boris%2013%0A"
    path = crafted(tmp_path, PAO, 'n2="%53%75%69%6B%61"', f'n2="{evil}"')
    view = LogViewController("en")
    view.open(path)
    assert view.log is not None and view.log.players[2] == "S\nron Aiko from Boris 13\n"
    target = tmp_path / "game.mjgame"
    assert view.save_record(target).startswith("Saved the game record to")
    assert_reopens(target, view.log)
    text = target.read_text(encoding="utf-8")
    plain = non_comment_lines(game_record(pao_log()))
    assert len(non_comment_lines(text)) == len(plain), "no line more than the real log's"
    assert non_comment_lines(text)[1] == "players くみっきー ベルだけ設定６ S_ron_Aiko_from_Boris_13 平山雲唯"
    # the comment names the seats as the players line does (one name to a seat everywhere)
    assert text.splitlines()[0] == (
        "# mjlog game log: くみっきー / ベルだけ設定６ / S_ron_Aiko_from_Boris_13 / 平山雲唯"
    )


@pytest.mark.parametrize(
    ("encoded", "raw"),
    [
        ("%1B%5B31mRed", "\x1b[31mRed"),  # a terminal escape
        ("%E2%80%AEevil", "\u202eevil"),  # a right-to-left override
        ("a%E2%81%A6b%E2%80%8Bc", "a\u2066b\u200bc"),  # an isolate and a zero-width space
        ("%C2%85x%E2%80%A8y", "\x85x\u2028y"),  # next line, line separator
        ("%07%08%7F", "\x07\x08\x7f"),  # nothing readable at all
    ],
)
def test_control_and_bidi_characters_in_a_name(encoded: str, raw: str, tmp_path: Path) -> None:
    path = crafted(tmp_path, PAO, 'n2="%53%75%69%6B%61"', f'n2="{encoded}"')
    view = LogViewController("en")
    view.open(path)
    assert view.log is not None and view.log.players[2] == raw
    target = tmp_path / "game.mjgame"
    assert view.save_record(target).startswith("Saved")
    assert_reopens(target, view.log)
    names = load_record(target).lines[2].text.split()[1:]
    assert len(names) == 4 and not any(FORBIDDEN.search(n) for n in names)
    # the comment names the seats as the players line does, none of those characters in it
    comment = target.read_text(encoding="utf-8").splitlines()[0]
    assert comment == f"# mjlog game log: {' / '.join(names)}" and not FORBIDDEN.search(comment)


def test_a_name_of_5000_characters_gives_no_line_over_1000(tmp_path: Path) -> None:
    log = pao_log()
    long = replace(log, players=("x" * 5000, *log.players[1:]))
    target = tmp_path / "game.mjgame"
    save_game_record(long, target)
    assert_reopens(target, long)
    lines = target.read_text(encoding="utf-8").splitlines()
    assert max(len(line) for line in lines) < 400
    assert lines[2].split()[1] == "x" * MAX_NAME
    assert lines[0].startswith(f"# mjlog game log: {'x' * MAX_NAME} / ")


def test_a_long_round_label_is_cut_in_its_comment(tmp_path: Path) -> None:
    log = pao_log()
    hands = (replace(log.hands[0], round="E1-" + "9" * 3000), *log.hands[1:])
    target = tmp_path / "game.mjgame"
    save_game_record(replace(log, hands=hands), target)
    assert max(len(line) for line in target.read_text(encoding="utf-8").splitlines()) < 400


def test_a_names_edges_are_cleaned_and_a_draw_names_every_seat_it_lists() -> None:
    log = replace(pao_log(), players=("\u202eBob", "#Ann#", "Li  Wei", "  _Zoë_  "))
    assert record_names(log) == ("Bob", "Ann", "Li_Wei", "Zoë")
    # cut to the longest name after the edges are cleaned, and cleaned again after the cut
    long = replace(pao_log(), players=("#" + "x" * MAX_NAME, "y" * (MAX_NAME - 1) + "#z", "C", "D"))
    assert record_names(long) == ("x" * MAX_NAME, "y" * (MAX_NAME - 1), "C", "D")
    # only underscores are cleaned off the edges: a name may begin or end with any other letter
    assert record_names(replace(pao_log(), players=("Xi", "Dr.X", ".Jo.", "_"))) == (
        "Xi",
        "Dr.X",
        ".Jo.",
        "Player4",
    )
    draw = _hand(log, 0, end="draw", wins=(), riichi=(), tenpai=(0, 2), nagashi=(1, 3))
    assert "draw tenpai Bob,Li_Wei nagashi Ann,Zoë" in game_record(draw).splitlines()


def test_names_that_cannot_be_record_names_become_distinct_player_names() -> None:
    log = pao_log()
    odd = replace(log, players=("Player2", "draw", "\u202e", "player2"))
    names = record_names(odd)
    assert names == ("Player2", "Player3", "Player4", "Player5")
    assert len({n.casefold() for n in names}) == 4
    assert not parse_record("players " + " ".join(names)).lines[0].error


# -- what a record cannot hold: refused with the hand and the reason ---------------------------


def test_pao_who_7_in_a_log_file_keeps_its_hand_unreadable_and_nothing_is_saved(tmp_path: Path) -> None:
    """The reader refuses the seat: the hand is unreadable (E2-1), and saving says so."""
    path = crafted(tmp_path, PAO, 'paoWho="0"', 'paoWho="7"')
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    view = LogViewController("en")
    view.open(path)
    assert view.log is not None and [hand.round for hand in view.log.unreadable] == ["E2-1"]
    with pytest.raises(LogError) as refused:
        view.save_record(target)
    assert refused.value.message("en") == (
        "Hand E2-1 of the log cannot be read, so the game cannot be saved as a record."
    )
    assert refused.value.message("ru") == (
        "Раздачу В2-1 в логе не прочитать, поэтому игру нельзя сохранить как запись."
    )
    assert target.read_text(encoding="utf-8") == PREVIOUS
    assert stale_temp_files(target) == []


def test_pao_who_7_is_refused_with_the_reason_and_nothing_is_saved(tmp_path: Path) -> None:
    """A log whose hands all read but whose win names seat 7 as liable (a reader that let it
    through) reaches the record writer: the window's save refuses it with the hand and the
    reason, and the file there stays. (The log is put in the controller
    as it is: its checks, which score each win, are not what this test is about.)"""
    log = _win(pao_log(), pao=7)
    assert log.unreadable == () and log.hands[-1].wins[0].pao == 7
    view = LogViewController("en")
    view.log, view.path = log, str(PAO)
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    with pytest.raises(RecordWriteError) as info:
        view.save_record(target)
    said = (
        "Hand E2-1: the log names seat 7 as the liable player (pao), but the game has seats 0–3. "
        "This game cannot be written as a game record; nothing was saved."
    )
    assert info.value.message("en") == said
    assert info.value.message("ru") == (
        "Раздача В2-1: в логе место 7 указано как ответственный игрок (пао), а места в игре — 0–3. "
        "Эту игру нельзя сохранить как запись игры; ничего не сохранено."
    )
    assert target.read_text(encoding="utf-8") == PREVIOUS
    assert stale_temp_files(target) == []


@pytest.mark.parametrize(
    ("change", "where", "role", "russian"),
    [
        (lambda log: _win(log, winner=4), "E2-1: the log names seat 4", "the winner", "победитель"),
        (lambda log: _win(log, discarder=-1), "E2-1: the log names seat -1", "the discarder", "набросивший"),
        (
            lambda log: _win(log, pao=7),
            "E2-1: the log names seat 7",
            "the liable player (pao)",
            "ответственный игрок (пао)",
        ),
        (
            lambda log: _hand(log, 0, riichi=(2, 9)),
            "E1-0: the log names seat 9",
            "a player in riichi",
            "игрок в риичи",
        ),
        (
            lambda log: _hand(log, 0, end="draw", wins=(), tenpai=(0, 5), riichi=()),
            "E1-0: the log names seat 5",
            "a player shown tenpai",
            "игрок, показавший тенпай",
        ),
        (
            lambda log: _hand(log, 0, end="draw", wins=(), nagashi=(10**5000,), riichi=()),
            "E1-0: the log names seat …",  # a number too long to write out
            "a nagashi mangan holder",
            "игрок с нагаси-манганом",
        ),
        (
            lambda log: _hand(log, 0, end="draw", wins=(), tenpai=(10**20,), riichi=()),
            "E1-0: the log names seat 100000000000…",  # a seat is shown at most 12 characters long
            "a player shown tenpai",
            "игрок, показавший тенпай",
        ),
        (
            lambda log: _hand(log, 0, end="draw", wins=(), tenpai=(True,), riichi=()),
            "E1-0: the log names seat True",  # a seat must be a number, not a truth value
            "a player shown tenpai",
            "игрок, показавший тенпай",
        ),
    ],
)
def test_a_seat_outside_0_to_3_is_refused(
    change, where: str, role: str, russian: str, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "game.mjgame"
    with pytest.raises(RecordWriteError) as info:
        save_game_record(change(pao_log()), target)
    assert info.value.code == "seat"
    assert info.value.message("en") == (
        f"Hand {where} as {role}, but the game has seats 0–3. "
        "This game cannot be written as a game record; nothing was saved."
    )
    assert f"указано как {russian}, а места в игре — 0–3." in info.value.message("ru")
    assert not target.exists()


def test_a_seat_outside_0_to_2_is_refused_in_a_three_player_game(tmp_path: Path) -> None:
    """A three-player log's seat 3 was refused with "a game has seats 0–3", which seat 3 is
    inside: a three-player game's seats are 0–2, and the refusal says so."""
    log = read_log_file(SANMA)
    assert log.seats == 3 and log.hands[1].round == "E1-1" and log.hands[1].wins[0].winner == 2
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    with pytest.raises(RecordWriteError) as info:
        save_game_record(_win_of(log, 1, winner=3), target)
    assert info.value.code == "seat"
    assert info.value.message("en") == (
        "Hand E1-1: the log names seat 3 as the winner, but the game has seats 0–2. "
        "This game cannot be written as a game record; nothing was saved."
    )
    assert info.value.message("ru") == (
        "Раздача В1-1: в логе место 3 указано как победитель, а места в игре — 0–2. "
        "Эту игру нельзя сохранить как запись игры; ничего не сохранено."
    )
    assert target.read_text(encoding="utf-8") == PREVIOUS


def _win_of(log: GameLog, index: int, **changes: object) -> GameLog:
    """The first win of hand ``index`` changed."""
    hand = log.hands[index]
    win = replace(hand.wins[0], **changes)  # type: ignore[arg-type]
    return _hand(log, index, wins=(win, *hand.wins[1:]))


def _win(log: GameLog, **changes: object) -> GameLog:
    """The last win (E2-1, Suika's daisangen tsumo with pao) changed."""
    last = log.hands[-1]
    win = replace(last.wins[0], **changes)  # type: ignore[arg-type]
    return replace(log, hands=(*log.hands[:-1], replace(last, wins=(win,))))


def _hand(log: GameLog, index: int, **changes: object) -> GameLog:
    hands = list(log.hands)
    hands[index] = replace(hands[index], **changes)  # type: ignore[arg-type]
    return replace(log, hands=tuple(hands))


@pytest.mark.parametrize("han", [0, -2, 100, 10**6])
def test_a_value_outside_1_to_99_han_is_refused(han: int, tmp_path: Path) -> None:
    log = read_log_file(DOUBLE_RON)
    first = log.hands[0]
    win = replace(first.wins[0], value=replace(first.wins[0].value, han=han))
    bad = replace(log, hands=(replace(first, wins=(win,)), *log.hands[1:]))
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    view = LogViewController("en")
    view.log = bad
    with pytest.raises(RecordWriteError) as info:
        view.save_record(target)
    assert info.value.message("en") == (
        f"Hand {first.round}: the log values a win at {han} han, but a game record takes 1–99 han. "
        "This game cannot be written as a game record; nothing was saved."
    )
    assert info.value.message("ru") == (
        f"Раздача {round_letters(first.round, 'ru')}: лог оценивает выигрыш в {han}\u00a0хан, а запись игры "
        "принимает 1–99\u00a0хан. Эту игру нельзя сохранить как запись игры; ничего не сохранено."
    )
    assert target.read_text(encoding="utf-8") == PREVIOUS


# -- the read-back check -------------------------------------------------------------------------


def test_a_record_that_would_not_open_is_not_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever slipped through the conversion, the reader's check before the rename stops it."""
    good = game_record(pao_log())
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    for text, said in [
        (good + "frobnicate 3\n", '"frobnicate" is not a record command'),  # a line the reader refuses
        (good + "# \x1b[2J\n", "control or text-direction character (U+001B)"),  # a control character
    ]:
        monkeypatch.setattr(log_record, "game_record", lambda log, text=text: text)
        with pytest.raises(RecordWriteError) as info:
            save_game_record(pao_log(), target)
        message = info.value.message("en")
        assert message.startswith("The game record made from this log would not open again (")
        assert str(target) in message and ".tmp" not in message
        assert target.read_text(encoding="utf-8") == PREVIOUS
        assert stale_temp_files(target) == []
        assert said in message
        if "\x1b" in text:  # the line of the control character is the target's
            assert message == (
                f"The game record made from this log would not open again ({target}, line 16: the text "
                "contains a control or text-direction character (U+001B); a game record is plain text. "
                f"The file was not changed.), so it was not saved; {target} was not changed."
            )
        if "frobnicate" in text:  # the reader's own words, with the target's path and the line
            assert message == (
                f"The game record made from this log would not open again ({target}: Line 16 "
                '(frobnicate 3): "frobnicate" is not a record command. A line starts with one of: '
                "rules, players, riichi, wareme, ron, tsumo, draw, abort, chombo, also ron (# starts a "
                f"comment). The file was not changed.), so it was not saved; {target} was not changed."
            )
            assert info.value.message("ru") == (
                f"Запись игры, сделанная из этого лога, не открылась бы снова ({target}: Строка 16 "
                "(frobnicate 3): «frobnicate» — не команда записи. Строка начинается с одного из слов: "
                "rules, players, riichi, wareme, ron, tsumo, draw, abort, chombo, also ron (# начинает "
                f"комментарий). Файл не изменён.), поэтому она не сохранена; {target} не изменён."
            )
        assert info.value.message("ru").startswith(
            "Запись игры, сделанная из этого лога, не открылась бы снова ("
        )


def test_the_read_back_is_the_file_that_replaces_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check reads the finished temp file: a file changed on the way is caught."""
    from mjgui.core.game import storage

    real = storage.atomic_write_text

    def damaging(path, text, *, before_replace=None, follow_links=False):  # type: ignore[no-untyped-def]
        def hook(temp: Path) -> None:
            temp.write_text(text.replace("\nplayers", "\n\nplayers"), encoding="utf-8")
            assert before_replace is not None
            before_replace(temp)

        real(path, text, before_replace=hook, follow_links=follow_links)

    monkeypatch.setattr(log_record, "atomic_write_text", damaging)
    target = tmp_path / "game.mjgame"
    with pytest.raises(RecordWriteError) as info:
        save_game_record(pao_log(), target)
    assert info.value.code == "read_back_differs"
    assert info.value.message("en") == (
        f"The game record read back is not the text that was written, so it was not saved; {target} "
        "was not changed."
    )
    assert info.value.message("ru") == (
        "Прочитанная обратно запись игры не совпадает с записанным текстом, поэтому она не сохранена; "
        f"{target} не изменён."
    )
    assert not target.exists()


def test_a_folder_that_does_not_exist_is_said(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as info:
        save_game_record(pao_log(), tmp_path / "missing" / "game.mjgame")
    assert f"was not saved: its folder {tmp_path / 'missing'} does not exist" in info.value.message("en")


def test_lines_the_game_refuses_are_said_beside_saved(tmp_path: Path) -> None:
    """A record that opens but whose replay refuses a line (here a riichi twice in one hand): the
    message says so instead of a plain "Saved"."""
    log = _hand(pao_log(), 0, riichi=(2, 2, 0))
    view = LogViewController("en")
    view.log = log
    target = tmp_path / "game.mjgame"
    message = view.save_record(target)
    assert message.startswith(
        f"Saved the game record to {target}; replayed, the game refuses 1 line of it (line 6: "
    )
    assert load_record(target, strict=True)
    view.set_lang("ru")
    assert view.save_record(target).startswith(
        f"Запись игры сохранена в {target}; при пересчёте игра отклоняет 1\u00a0её строку (строка 6: "
    )


# -- any name: a property -----------------------------------------------------------------------

NAMES = st.text(alphabet=st.characters(codec="utf-8"), max_size=60)


@settings(max_examples=60, deadline=None)
@given(st.tuples(NAMES, NAMES, NAMES, NAMES))
def test_any_names_give_a_record_that_reopens(names: tuple[str, str, str, str]) -> None:
    log = replace(pao_log(), players=names)
    text = game_record(log)
    assert FORBIDDEN.search(text) is None
    record = parse_record(text)
    assert all(line.error is None for line in record.lines)
    assert len(record.lines) == len(parse_record(game_record(pao_log())).lines)
    result = replay(record)
    assert result.errors == () and result.final.points == log.final


def test_save_writes_atomically_through_a_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def spy(src, dst):  # type: ignore[no-untyped-def]
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    target = tmp_path / "game.mjgame"
    save_game_record(pao_log(), target)
    assert len(seen) == 1 and seen[0].startswith(".game.mjgame.") and seen[0].endswith(".tmp")


def test_a_log_with_unreadable_hands_is_not_saved_and_says_which_in_both_languages(tmp_path: Path) -> None:
    # one unreadable hand (its INIT's dora is no tile), then two: the message counts them
    source = DATA / "mjx-double-ron.mjlog"
    text = source.read_text(encoding="utf-8")
    one = text.replace('seed="1,0,0,4,1,105"', 'seed="1,0,0,4,1,136"', 1)
    two = one.replace('seed="3,0,0,2,4,94"', 'seed="3,0,0,2,4,136"', 1)
    target = tmp_path / "game.mjgame"
    for log_text, en, ru in (
        (
            one,
            "Hand E2-0 of the log cannot be read, so the game cannot be saved as a record.",
            "Раздачу В2-0 в логе не прочитать, поэтому игру нельзя сохранить как запись.",
        ),
        (
            two,
            "Hands E2-0, E4-0 of the log cannot be read, so the game cannot be saved as a record.",
            "Раздачи В2-0, В4-0 в логе не прочитать, поэтому игру нельзя сохранить как запись.",
        ),
    ):
        path = tmp_path / "crafted.mjlog"
        path.write_text(log_text, encoding="utf-8")
        view = LogViewController("en")
        view.open(path)
        with pytest.raises(LogError) as refused:
            view.save_record(target)
        assert (refused.value.message("en"), refused.value.message("ru")) == (en, ru)
        assert not target.exists()


def test_the_core_refuses_a_log_with_unreadable_hands_as_the_log_window_does(tmp_path: Path) -> None:
    # save_game_record wrote an unreadable hand as a draw: only the log window checked for them
    log = read_log_file(crafted(tmp_path, DOUBLE_RON, 'seed="1,0,0,4,1,105"', 'seed="1,0,0,4,1,136"'))
    target = tmp_path / "game.mjgame"
    said = "Hand E2-0 of the log cannot be read, so the game cannot be saved as a record."
    refusal = log_record.save_refusal(log)
    assert isinstance(refusal, LogError) and refusal.message("en") == said
    for write in (game_record, lambda log: save_game_record(log, target)):
        with pytest.raises(LogError) as refused:
            write(log)
        assert refused.value.message("en") == said
    assert not target.exists()
    final = log_record.final_check(log)
    assert final is not None and final.state == "unsaved"


def test_a_save_from_the_log_window_checks_the_start_of_the_game_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[GameLog] = []
    checked = log_record.start_refusal

    def counted(log: GameLog) -> RecordWriteError | None:
        calls.append(log)
        return checked(log)

    view = LogViewController("en")
    view.open(DOUBLE_RON)
    monkeypatch.setattr(log_record, "start_refusal", counted)
    # the window's module had its own check of it before the save's
    monkeypatch.setattr("mjgui.controller.game.logview.start_refusal", counted, raising=False)
    view.save_record(tmp_path / "game.mjgame")
    assert len(calls) == 1 and (tmp_path / "game.mjgame").exists()


@pytest.mark.parametrize(
    ("han", "fu", "value"),
    [
        (4, None, "4 40"),
        (3, None, "3 70"),
        (5, None, "5"),
        (13, None, "13"),
        (99, None, "99"),
        (2, 30, "2 30"),
        (4, 30, "4 30"),
    ],
)
def test_a_wins_value_as_a_record_line_says_it(han: int, fu: int | None, value: str) -> None:
    # a limit the log names without its fu (満貫 at 4 or 3 han) gets the fewest fu that make it one
    log = read_log_file(DOUBLE_RON)
    win = log.hands[0].wins[0]
    assert log_record.win_value(replace(win, value=replace(win.value, han=han, fu=fu, yakuman=0))) == value
    assert log_record.win_value(replace(win, value=replace(win.value, yakuman=2))) == "yakuman 2"
    with pytest.raises(RecordWriteError) as info:  # 2 han without fu is no limit: nothing to write
        log_record.win_value(replace(win, value=replace(win.value, han=2, fu=None, yakuman=0)))
    assert info.value.message("en") == (
        f"Hand {win.round}: the log values a win at 2 han, but a game record takes 1–99 han. "
        "This game cannot be written as a game record; nothing was saved."
    )


def test_a_comment_shows_names_escaped_and_cut_at_64_characters() -> None:
    assert shown("a\nb\u202ec\\d\u2029") == "a\\nb\\u202ec\\\\d\\u2029"
    assert shown("x" * 64) == "x" * 64 and shown("x" * 65) == "x" * 64 + "…"
    assert shown("日本語の名前") == "日本語の名前" and shown("abc", 2) == "ab…"


# -- a log that does not start at the start of a game ----------------------------------------------

# Equim-chan/mjai-reviewer convlog/tests/testdata (tests/data/logs/README.md): one hand cut from
# a game, South 4 with 41 800 / 26 300 / 37 400 / 14 500, and East 1 at 1 honba with
# 32 900 / 30 000 / 27 100 / 30 000. A record replays from East 1 at the start points: written,
# they paid the wrong dealer from 25 000 each, and said nothing.
EXCERPT_S4 = DATA / "mjai-reviewer-double_ron.json"
EXCERPT_E1_1 = DATA / "mjai-reviewer-ryukyoku.json"
G = "\u202f"  # the narrow no-break space between thousands


@pytest.mark.parametrize(
    ("path", "en", "ru_round"),
    [
        (
            EXCERPT_S4,
            f"This log starts at hand S4-0 with 41{G}800 / 26{G}300 / 37{G}400 / 14{G}500 and 0 riichi "
            "sticks on the table, but a game record starts at East 1 (E1-0) with no riichi sticks and "
            "every player at the start points: the log cannot be saved as a game record.",
            "Ю4-0",
        ),
        (
            EXCERPT_E1_1,
            f"This log starts at hand E1-1 with 32{G}900 / 30{G}000 / 27{G}100 / 30{G}000 and 0 riichi "
            "sticks on the table, but a game record starts at East 1 (E1-0) with no riichi sticks and "
            "every player at the start points: the log cannot be saved as a game record.",
            "В1-1",
        ),
    ],
)
def test_a_log_that_starts_after_east_1_is_not_saved_and_says_its_first_hand(
    path: Path, en: str, ru_round: str, tmp_path: Path
) -> None:
    view = LogViewController("en")
    view.open(path)
    assert view.log is not None and all(c.agree for c in view.checks)  # still shown and compared
    assert [row.round for row in view.view().rows][:1] == [view.log.hands[0].round]
    assert view.save_refusal() == en
    target = tmp_path / "game.mjgame"
    target.write_text(PREVIOUS, encoding="utf-8")
    with pytest.raises(RecordWriteError) as refused:
        view.save_record(target)
    assert refused.value.code == "not_game_start" and refused.value.message("en") == en
    assert target.read_text(encoding="utf-8") == PREVIOUS
    with pytest.raises(RecordWriteError):
        game_record(view.log)
    view.set_lang("ru")
    said = view.save_refusal()
    assert said.startswith(f"Этот лог игры начинается с раздачи {ru_round}: очки ")
    assert "нельзя сохранить как запись игры" in said


def excerpt(tmp_path: Path, head: list[int], points: list[int]) -> Path:
    import json

    data = json.loads(EXCERPT_E1_1.read_text(encoding="utf-8"))
    data["log"][0][0], data["log"][0][1] = head, points
    path = tmp_path / "excerpt.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_log_dealt_equal_points_at_east_1_is_saved_with_that_start(tmp_path: Path) -> None:
    # the same hand as East 1 at no honba, everyone at 30 000 (a 天鳳名人戦 deal): the record
    # starts there, the return points those of the log's rules
    log = read_log_file(excerpt(tmp_path, [0, 0, 0], [30000] * 4))
    assert (log.rules.start_points, log.rules.return_points) == (30000, 30000)
    target = tmp_path / "game.mjgame"
    save_game_record(log, target)
    text = target.read_text(encoding="utf-8")
    assert text.splitlines()[1] == "rules tenhou edition=2 start_points=30000"
    result = replay(load_record(target))
    assert result.errors == () and result.final.points == (31500, 31500, 28500, 28500)
    assert (result.final.round_label, result.final.honba, result.final.dealer) == ("E1", 1, 0)


@pytest.mark.parametrize(
    ("head", "points", "said"),
    [
        (
            [0, 0, 1],
            [30000, 30000, 29000, 30000],
            f"E1-0 with 30{G}000 / 30{G}000 / 29{G}000 / 30{G}000 and 1 riichi stick",
        ),
        (
            [0, 0, 0],
            [32900, 30000, 27100, 30000],
            f"E1-0 with 32{G}900 / 30{G}000 / 27{G}100 / 30{G}000 and 0 riichi",
        ),
        ([4, 0, 0], [25000] * 4, f"S1-0 with 25{G}000 / 25{G}000 / 25{G}000 / 25{G}000 and 0"),
    ],
)
def test_a_log_whose_first_hand_has_a_stick_other_points_or_another_dealer_is_refused(
    head: list[int], points: list[int], said: str, tmp_path: Path
) -> None:
    log = read_log_file(excerpt(tmp_path, head, points))
    assert log_record.start_refusal(log) is not None
    with pytest.raises(RecordWriteError) as refused:
        save_game_record(log, tmp_path / "game.mjgame")
    assert f"This log starts at hand {said}" in refused.value.message("en")
    assert not (tmp_path / "game.mjgame").exists()
