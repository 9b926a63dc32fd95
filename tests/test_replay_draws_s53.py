"""Real logs of the s53 audit (logs2): the draws ``replay`` never compared.

``replay`` compared only wins: a draw's or a nagashi mangan's payments were never compared, and a
log without a win said "0 of 0 wins agree" and exited 0. Where the log states what a draw paid,
each player's change is compared with what our game pays; where it does not, the draw is counted
as not checked.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

from mjgui.controller.game.logview import LogViewController
from mjgui.core.logs import check_draws, read_log, read_log_file
from mjgui.replaycli import replay_command

DATA = Path(__file__).parent / "data" / "logs"
BARE = DATA / "mjai" / "akochan_ui-haifu_log_1001_0.mjson"  # its draw writes nothing
GAME = DATA / "mjai" / "akochan-86e78c0-haifu_log_1000_0.mjson"  # its draw writes its scores
NAGASHI = DATA / "other" / "riichi-rs-abort-nagashi-mangan.json"
RYUUKYOKU = DATA / "mjai-reviewer-ryukyoku.json"  # E1-1, two tenpai: [1500, 1500, -1500, -1500]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = replay_command(argv, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_a_nagashi_mangan_is_compared_and_no_win_is_not_0_of_0(tmp_path: Path) -> None:
    status, out, _ = run([str(NAGASHI)])
    assert status == 0 and "0 of 0" not in out
    assert out.splitlines() == ["Draws paid as the log says: 1 of 1.", "No win to score (tenhou6)."]
    status, text, _ = run([str(NAGASHI), "--json"])
    data = json.loads(text)
    assert data["summary"] == {
        "wins": 0, "agree": 0, "unreadable": 0, "gaps": 0, "draws": 1, "draws_checked": 1, "draws_agree": 1,
    }  # fmt: skip
    (draw,) = data["draws"]
    assert draw == {
        "round": "S3-1",
        "end": "nagashi",
        "tenpai": [],  # a one-hand excerpt: the next deal not known
        "nagashi": [2],
        "checked": True,
        "log": [-4000, -4000, 12000, -4000],
        "ours": [-4000, -4000, 12000, -4000],
        "agree": True,
        "differences": [],
    }
    status, out, _ = run([str(NAGASHI), "--lang", "ru"])
    assert out.splitlines()[-1] == "Выигрышей для подсчёта нет (tenhou6)."


def test_a_draw_paid_otherwise_than_our_game_pays_differs(tmp_path: Path) -> None:
    # the nagashi paid with the honba, as our game does not pay it
    text = NAGASHI.read_text(encoding="utf-8").replace(
        "[-4000, -4000, 12000, -4000]", "[-4100, -4100, 12300, -4100]"
    )
    path = tmp_path / "honba.json"
    path.write_text(text, encoding="utf-8")
    status, out, _ = run([str(path)])
    assert status == 1
    assert out.splitlines() == [
        "S3-1: nagashi mangan — log Aさん −4100, Bさん −4100, Cさん +12\u202f300, Dさん −4100; "
        "ours Aさん −4000, Bさん −4000, Cさん +12\u202f000, Dさん −4000: DIFFERS in each player's change",
        "Draws paid as the log says: 0 of 1.",
        "No win to score (tenhou6).",
    ]
    data = json.loads(run([str(path), "--json"])[1])
    assert data["draws"][0]["differences"] == [
        {"field": "changes", "log": [-4100, -4100, 12300, -4100], "ours": [-4000, -4000, 12000, -4000]}
    ]
    assert data["summary"]["draws_agree"] == 0
    # an exhaustive draw that pays 1000 each way where the two tenpai take 1500 each
    text = RYUUKYOKU.read_text(encoding="utf-8").replace("[1500,1500,-1500,-1500]", "[1000,1000,-1000,-1000]")
    path.write_text(text, encoding="utf-8")
    status, out, _ = run([str(path), "--lang", "ru"])
    assert status == 1 and "В1-1: ничья (конец стены) — лог" in out and "РАСХОДИТСЯ" in out
    assert "Ничьи, оплаченные так, как сказано в логе: 0 из 1." in out


def test_an_mjai_draw_stated_by_its_scores_is_compared(tmp_path: Path) -> None:
    text = GAME.read_text(encoding="utf-8")
    wrong = '"scores": [26200, 35500, 18600, 18700], "tenpais": [false, false, true, true]'
    assert wrong in text
    path = tmp_path / "wrong.mjson"
    path.write_text(
        text.replace(wrong, wrong.replace("false, true, true", "true, true, true")), encoding="utf-8"
    )
    (draw,) = check_draws(read_log(path.read_text(encoding="utf-8")))
    assert draw.stated and not draw.agree  # three tenpai take 1000 each; the log's scores say two
    assert run([str(path)])[0] == 1


def test_a_draw_whose_log_states_no_payment_is_said_not_checked() -> None:
    status, out, _ = run([str(BARE)])
    assert status == 0 and "1 draw not checked: the log does not state what it paid." in out
    data = json.loads(run([str(BARE), "--json"])[1])
    (draw,) = data["draws"]
    # not compared: never counted as agreeing
    assert draw["checked"] is False and draw["log"] is None and draw["agree"] is None
    assert (data["summary"]["draws"], data["summary"]["draws_checked"]) == (1, 0)
    assert (
        "1\u00a0ничья не проверена: лог не говорит, что за неё заплачено."
        in run([str(BARE), "--lang", "ru"])[1]
    )


def test_the_log_window_says_the_draws_comparison(tmp_path: Path) -> None:
    view = LogViewController("en")
    view.open(NAGASHI)
    shown = view.view()
    (row,) = shown.rows
    # an agreeing draw says what happened across the value columns and that it agrees; its
    # details say the payments
    assert (row.log_value, row.ours, row.verdict, row.agree) == ("", "", "✓ agree", True)
    assert row.details[1:] == (
        "Each player's change in the log: Aさん −4000, Bさん −4000, Cさん +12\u202f000, Dさん −4000",
        "Ours: Aさん −4000, Bさん −4000, Cさん +12\u202f000, Dさん −4000",
    )
    assert (
        shown.summary
        == "Aさん · Bさん · Cさん · Dさん · no win to score · draws paid as the log says: 1 of 1"
    )
    text = NAGASHI.read_text(encoding="utf-8").replace(
        "[-4000, -4000, 12000, -4000]", "[-4100, -4100, 12300, -4100]"
    )
    path = tmp_path / "honba.json"
    path.write_text(text, encoding="utf-8")
    view.open(path)
    shown = view.view()
    (row,) = shown.rows
    assert (row.log_value, row.ours) == (
        "Aさん −4100, Bさん −4100, Cさん +12\u202f300, Dさん −4100",
        "Aさん −4000, Bさん −4000, Cさん +12\u202f000, Dさん −4000",
    )
    assert row.agree is False and row.verdict == "✗ differs: payments" and row.fields == ("changes",)
    assert shown.summary.endswith(" · no win to score · draws paid as the log says: 0 of 1")
    view.open(BARE)
    shown = view.view()
    (draw,) = [r for r in shown.rows if "not checked" in " ".join(r.details)]
    assert draw.details[-1] == "The log does not state what this draw paid: it is not checked."
    # the wins said, and the draw not checked, as ``replay`` says it (its row has no verdict)
    assert shown.summary.endswith(" · 5 wins, 5 agree · 1 draw not checked")
    # a hand cut from a game that ends in a draw it states no payment of: said not checked
    rows = BARE.read_text(encoding="utf-8").splitlines()
    ryukyoku = next(i for i, line in enumerate(rows) if '"ryukyoku"' in line)
    kyoku = max(i for i in range(ryukyoku) if '"start_kyoku"' in rows[i])
    path = tmp_path / "draw.mjson"
    path.write_text("\n".join([rows[0], *rows[kyoku : ryukyoku + 2], rows[-1]]) + "\n", encoding="utf-8")
    ru = LogViewController("ru")
    ru.open(path)
    assert ru.view().summary.endswith(" · выигрышей для подсчёта нет · 1\u00a0ничья не проверена")


def test_every_draw_a_real_log_states_is_paid_as_our_game_pays_it() -> None:
    """The oracle: every draw of the real logs kept here whose payments the log states (Tenhou's
    mjlog and tenhou.net/6, Mahjong Soul's, mjai's, four players and three) agrees."""
    paths = [
        *sorted(DATA.glob("*.mjlog")),
        *sorted(DATA.glob("*.json")),
        *sorted((DATA / "sanma").iterdir()),
        *sorted((DATA / "mjai").glob("*.mjson")),
    ]
    checked = 0
    for path in paths:
        if path.suffix not in (".mjlog", ".json", ".mjson"):
            continue
        for draw in check_draws(read_log_file(path)):
            assert draw.agree, (path.name, draw.hand.round, draw.hand.deltas, draw.ours)
            checked += draw.stated
    assert checked > 90
