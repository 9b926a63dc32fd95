"""Real logs of the s54 source audit (tests/data/logs/README.md, its s54 rows), and a hand a
tool wrote without its winning tile.

- An mjlog ``<AGARI hai>`` that leaves out the tile its ``machi`` names (MahjongRepository/
  tenhou-python-bot's own fixtures 23–25 are written so; Tenhou's never are) was scored as 13
  tiles and said "ours not scored: … 14 concealed tiles are needed", the calculator's words for
  a hand a user typed: the hand is now said unreadable in the log's words, naming the tile.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import GameLog, check_draws, check_log, read_log, read_log_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"


def _without_first_winning_tile() -> str:
    """dnovikoff-example.mjlog with its first win's tile (machi 15, a 4m) left out of ``hai``."""
    text = (DATA / "dnovikoff-example.mjlog").read_text(encoding="utf-8")
    agari = '<AGARI ba="1,1" hai="15,17,20,'
    assert text.count(agari) == 1
    return text.replace(agari, '<AGARI ba="1,1" hai="17,20,')


def test_a_win_whose_hand_leaves_out_its_winning_tile_is_said_in_the_logs_words(tmp_path: Path) -> None:
    whole, cut = read_log_file(DATA / "dnovikoff-example.mjlog"), read_log(_without_first_winning_tile())
    first = whole.hands.index(next(h for h in whole.hands if h.wins))
    hand = cut.hands[first]
    winner = whole.players[whole.hands[first].wins[0].winner]
    assert hand.error is not None and hand.error.code == "log_win_tile_left_out"
    sentence = (
        f"Hand {hand.round} of the game log cannot be read: the hand it writes for the win of {winner} "
        "(AGARI hai) leaves out the winning tile 4m (machi), which Tenhou's own logs always hold "
        "there: the file was written by another program or edited."
    )
    assert hand.error.message("en") == sentence
    assert "в руке, которую лог записал для выигрыша игрока" in hand.error.message("ru")
    # the other wins still read and agree; the hand is one difference, not a calculator's refusal
    assert len(cut.wins) == len(whole.wins) - 1 and all(c.agree for c in check_log(cut))
    path = tmp_path / "left-out.mjlog"
    path.write_text(_without_first_winning_tile(), encoding="utf-8")
    out = io.StringIO()
    assert replay_command([str(path)], out) == 1
    said = out.getvalue()
    assert sentence in said and "14 concealed tiles are needed" not in said
    view = LogViewController("en")
    view.open(path)
    (row,) = [row for row in view.view().rows if row.round == hand.round]
    assert (row.event, row.verdict, row.agree) == (sentence, "✗ this hand cannot be read", False)


# -- the real logs added by the s54 audit ---------------------------------------------------------


def _agree(path: Path) -> GameLog:
    log = read_log_file(path)
    checks = check_log(log)
    assert checks and all(c.agree for c in checks), [c.differences for c in checks]
    assert all(draw.agree for draw in check_draws(log))
    return log


def test_tenhou_python_bots_games_kyuushu_double_ron_and_yakuman_agree() -> None:
    kyuushu = _agree(DATA / "tenhou-python-bot-13.mjlog")
    assert [(h.round, h.end, h.abort, h.deltas) for h in kyuushu.hands[:1]] == [
        ("E1-0", "abort", "kyuushu", (0, 0, 0, 0))
    ]
    assert kyuushu.hands[1].round == "E1-1"  # the dealer stays, the honba grows
    double = _agree(DATA / "tenhou-python-bot-32.mjlog")
    first, second = double.hands[0].wins
    assert (first.discarder, second.discarder, first.winner, second.winner) == (1, 1, 2, 0)
    yakuman = _agree(DATA / "tenhou-python-bot-33.mjlog")
    (win,) = [w for w in yakuman.wins if w.value.yakuman]
    assert (win.round, win.value.yakuman, win.value.gain) == ("E4-0", 1, 33000)


def test_a_gzip_log_named_mjlog_of_a_general_lobby_east_game_agrees() -> None:
    path = DATA / "jim137-2022060222gm-0001-0000-a87679bc_tw=3.mjlog"
    assert path.read_bytes()[:2] == b"\x1f\x8b"  # stored as the repository keeps it: gzip
    log = _agree(path)
    assert (log.rules.aka, log.rules.east_only, len(log.wins)) == (3, True, 5)  # GO type 1
    assert log.final_scores == (-15700, -40200, 10700, 45200)


def test_an_mjai_log_with_spaces_and_meta_fields_reads_as_the_compact_one() -> None:
    path = DATA / "mjai" / "riichienv-example_after_injection.mjson"
    text = path.read_text(encoding="utf-8")
    assert '"meta": {}' in text and '{"type": "start_game", ' in text
    compact = "".join(
        json.dumps({k: v for k, v in json.loads(line).items() if k != "meta"}, separators=(",", ":")) + "\n"
        for line in text.splitlines()
    )
    spaced, plain = _agree(path), read_log(compact)
    assert len(spaced.wins) == 12
    assert [(h.round, h.end, h.start, h.deltas) for h in spaced.hands] == [
        (h.round, h.end, h.start, h.deltas) for h in plain.hands
    ]
