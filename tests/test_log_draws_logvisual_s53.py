"""The s53 audit of the log window's draw rows (logvisual).

- A differing draw's verdict named "each player's change" (the widest cell of the list, cut in
  Russian at 1024 px); it is now "payments" («выплаты»).
- Its two cells listed every player in seat order, so when the 3rd and 4th players differed both
  cells, cut at the right edge, read the same; they now name only the players whose change
  differs, each on both sides ("±0" where a side moves none of their points). The details still
  name every player.
- A tenhou.net/6 abortive draw written as its bare kind (["九種九牌"]) was "not checked": the
  mjlog of the same game checks it. It now states that nothing was paid.
- ``replay --json`` gave a draw it did not compare ``"agree": true``; it is null.
- A checked, agreeing draw looked exactly like an unchecked one: it now says "✓ agree", and the
  title says the draws not checked whenever there are any, as ``replay`` does.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from mjgui.controller.game.logview import LogRow, LogViewController
from mjgui.core.logs import check_draws, read_log_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
KYUUSHU = DATA / "mjx-kyuushu.mjlog"  # S4-0: sawly and ROTTEN tenpai, 1500 each way
S40 = 'sc="171,15,234,15,399,-15,196,-15"'
SANMA = DATA / "sanma" / "dnovikoff-sanma2.mjlog"  # E2-1: 水＠氷 tenpai, 1000 from each
W21 = 'sc="310,-10,530,20,200,-10,0,0"'
BARE = DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"  # its draw writes nothing
T6 = DATA / "mjlog2json-2019103023gm-00a9-0000-f90e0fe9"  # one draw: an abort, ["九種九牌"]


def run(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay_command(argv, out=out, err=err)
    return status, out.getvalue()


def edited(tmp_path: Path, source: Path, old: str, new: str) -> Path:
    text = source.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path = tmp_path / source.name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def draw_row(view: LogViewController, label: str) -> LogRow:
    (row,) = [r for r in view.view().rows if r.round == label and r.check is None]
    return row


def test_a_differing_draw_names_only_the_players_who_differ_and_says_payments(tmp_path: Path) -> None:
    # the 3rd and 4th players differ: cut at the right edge, a list of all four read the same
    path = edited(tmp_path, KYUUSHU, S40, 'sc="171,15,234,15,399,-10,196,-20"')
    view = LogViewController("en")
    view.open(path)
    row = draw_row(view, "S4-0")
    assert (row.log_value, row.ours) == ("ASAPIN −1000, 月千一夜 −2000", "ASAPIN −1500, 月千一夜 −1500")
    assert (row.verdict, row.agree, row.fields) == ("✗ differs: payments", False, ("changes",))
    assert row.details[1:] == (  # every player, both sides
        "Each player's change in the log: sawly +1500, ROTTEN +1500, ASAPIN −1000, 月千一夜 −2000",
        "Ours: sawly +1500, ROTTEN +1500, ASAPIN −1500, 月千一夜 −1500",
    )
    assert view.set_lang("ru")
    row = draw_row(view, "Ю4-0")
    assert (row.log_value, row.ours, row.verdict) == (
        "ASAPIN −1000, 月千一夜 −2000",
        "ASAPIN −1500, 月千一夜 −1500",
        "✗ расходится: выплаты",
    )


def test_a_player_one_side_does_not_move_is_said_with_plus_minus_zero(tmp_path: Path) -> None:
    # three players: the log leaves out the one whose change is 0, ours takes 1000 from them
    path = edited(tmp_path, SANMA, W21, 'sc="310,-20,530,20,200,0,0,0"')
    view = LogViewController("en")
    view.open(path)
    row = draw_row(view, "E2-1")
    assert (row.log_value, row.ours) == (
        "Ｘｅｐｈｅｒ −2000, 九鳳院紫 ±0",
        "Ｘｅｐｈｅｒ −1000, 九鳳院紫 −1000",
    )
    assert row.details[1:] == (
        "Each player's change in the log: Ｘｅｐｈｅｒ −2000, 水＠氷 +2000",
        "Ours: Ｘｅｐｈｅｒ −1000, 水＠氷 +2000, 九鳳院紫 −1000",
    )


def test_a_checked_agreeing_draw_says_so_and_an_unchecked_one_is_counted_in_the_title() -> None:
    view = LogViewController("en")
    view.open(KYUUSHU)
    row = draw_row(view, "S4-0")  # compared: its payments agree
    assert (row.log_value, row.ours, row.verdict, row.agree) == ("", "", "✓ agree", True)
    view.open(BARE)
    (row,) = [r for r in view.view().rows if r.check is None]  # the log states no payment
    assert (row.verdict, row.agree) == ("", None)
    assert view.view().summary.endswith(" · 5 wins, 5 agree · 1 draw not checked")
    assert view.set_lang("ru")
    assert view.view().summary.endswith(" · 1\u00a0ничья не проверена")


def test_a_tenhou6_abortive_draw_written_as_its_bare_kind_is_checked_as_its_mjlog_is() -> None:
    json_log = T6.with_suffix(".json")
    assert '["九種九牌"]' in json_log.read_text(encoding="utf-8")
    (draw,) = check_draws(read_log_file(json_log))
    assert (draw.hand.end, draw.hand.abort, draw.hand.stated) == ("abort", "kyuushu", True)
    assert draw.hand.deltas == (0, 0, 0, 0) and draw.agree
    for path in (json_log, T6.with_suffix(".mjlog")):
        out = run([str(path)])[1]
        assert "Draws paid as the log says: 1 of 1." in out.splitlines() and "not checked" not in out
    view = LogViewController("en")
    view.open(DATA / "mjai-reviewer-kyushukyuhai.json")
    assert "not checked" not in view.view().summary
    (row,) = [r for r in view.view().rows if r.check is None]
    assert (row.verdict, row.details[1:]) == (
        "✓ agree",
        ("Each player's change in the log: nothing paid", "Ours: nothing paid"),
    )


def test_replay_json_never_says_an_unchecked_draw_agrees(tmp_path: Path) -> None:
    data = json.loads(run([str(BARE), "--json"])[1])
    (draw,) = data["draws"]
    assert (draw["checked"], draw["log"], draw["agree"]) == (False, None, None)
    assert data["summary"]["draws_agree"] == 0
    (draw,) = json.loads(run([str(T6.with_suffix(".json")), "--json"])[1])["draws"]
    assert (draw["checked"], draw["agree"]) == (True, True)
    path = edited(tmp_path, KYUUSHU, S40, 'sc="171,10,234,20,399,-15,196,-15"')
    draws = json.loads(run([str(path), "--json"])[1])["draws"]
    assert [d["agree"] for d in draws if d["round"] == "S4-0"] == [False]
