"""The CLI contract: JSON shape, exit codes, --batch."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from mjgui.cli import run_batch, score_command


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mjgui", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def test_score_prints_the_contract() -> None:
    proc = run("score", "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "2s")
    assert proc.returncode == 0, proc.stderr
    obj = json.loads(proc.stdout)
    assert obj["ok"] is True
    assert (obj["han"], obj["fu"], obj["yakuman"], obj["limit"]) == (4, 30, 0, None)
    assert [y["id"] for y in obj["yaku"]] == ["riichi", "tanyao", "pinfu", "dora"]
    assert all(set(y) == {"id", "name", "han"} for y in obj["yaku"])
    assert obj["fu_details"][0] == {"fu": 20, "reason": "base", "text": "base fu (futei): 20 fu", "tiles": ""}
    assert obj["payment"]["ron"] == 7700 and obj["payment"]["total"] == 7700
    assert len(obj["readings"]) == 1 and obj["readings"][0]["chosen"] is True


def test_three_dora_indicators_without_a_kan() -> None:
    # RULES.md §1: other players' kans turn indicators too; 1m 4p 2s make 2m 5p 3s, one each
    proc = run("score", "234m567p3467888s5s", "--riichi", "--seat", "S", "--dora", "1m,4p,2s")
    assert proc.returncode == 0, proc.stdout
    obj = json.loads(proc.stdout)
    assert {y["id"]: y["han"] for y in obj["yaku"]}["dora"] == 3
    assert (obj["han"], obj["limit"], obj["payment"]["total"]) == (6, "haneman", 12000)


def test_tsumo_payment_fields() -> None:
    _, obj = score_command(["123m456p789s11s777z", "--tsumo", "--seat", "S", "--honba", "1", "--sticks", "2"])
    pay = obj["payment"]
    # chun + menzen tsumo, 2 han 30 fu (20 + 8 closed 777z + 2 tsumo): 500/1000,
    # plus 100 honba from each payer, plus 2000 in sticks
    assert (pay["dealer_pays"], pay["non_dealer_pays"]) == (1100, 600)
    assert pay["total"] == 1100 + 2 * 600 + 2000
    assert pay["by_seat"] == {"E": -1100, "S": 4300, "W": -600, "N": -600}
    _, obj = score_command(["123m456p789s11s777z", "--tsumo"])
    assert obj["payment"]["each_pays"] == 1000 and "dealer_pays" not in obj["payment"]


def test_exit_codes() -> None:
    assert run("score", "234m567p3467888s5s").returncode == 0
    no_yaku = run("score", "123m456p789s55s", "--pon", "777p")
    assert no_yaku.returncode == 1
    assert json.loads(no_yaku.stdout)["error"]["code"] == "no_yaku"
    bad = run("score", "12q")
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"]["code"] == "notation_char"


def test_yakuman_output() -> None:
    _, obj = score_command(["19m19p19s12345677z"])
    assert obj["yakuman"] == 2 and obj["limit"] == "yakuman" and obj["payment"]["ron"] == 96000


def test_pon_with_red_five() -> None:
    _, obj = score_command(["123m456p11z", "--pon", "505m", "--pon", "777z"])
    assert obj["ok"] is True
    assert {y["id"]: y["han"] for y in obj["yaku"]}["aka_dora"] == 1


def test_batch_matches_single_calls() -> None:
    lines = [
        "234m567p3467888s5s --riichi",
        "12q",
        "123m456p789s55s --pon 777p",
        "19m19p19s12345677z --tsumo",
        'bad "quote',
    ]
    out = io.StringIO()
    run_batch([line + "\n" for line in lines], out)
    got = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(got) == len(lines)
    for line, obj in zip(lines[:4], got[:4], strict=True):
        assert obj == score_command(line.split())[1]
    assert got[4]["error"]["code"] == "bad_argument"


def test_batch_through_the_process() -> None:
    proc = run("score", "--batch", stdin="234m567p3467888s5s --riichi\n12q\n")
    assert proc.returncode == 0
    objs = [json.loads(x) for x in proc.stdout.splitlines()]
    assert objs[0]["ok"] is True and objs[1]["ok"] is False


def test_russian_names() -> None:
    _, obj = score_command(["234m567p3467888s5s", "--riichi", "--lang", "ru"])
    assert obj["yaku"][0]["name"] == "Риичи"


def test_explain_adds_near_misses_and_suggestions() -> None:
    status, obj = score_command(["234m567p456s1288s3s", "--riichi", "--explain"])
    assert status == 0
    ids = {m["id"] for m in obj["near_misses"]}
    assert "pinfu" in ids
    pinfu = next(m["text"] for m in obj["near_misses"] if m["id"] == "pinfu")
    assert "penchan" in pinfu
    status, obj = score_command(["123m456p789s55s", "--pon", "777p", "--explain"])
    assert status == 1 and obj["error"]["suggestions"]
    status, obj = score_command(["123m456p789s55s99p9p", "--explain"])
    assert status == 1 and any("riichi" in s.lower() for s in obj["error"]["suggestions"])
