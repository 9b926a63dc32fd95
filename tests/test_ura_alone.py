"""Ura indicators without dora indicators (RULES.md §1): at most five ura indicators whatever
number of dora indicators was entered; more ura than dora indicators is a gentle note in the
result (both languages), never a refusal — in the core, ``score`` (one call and ``--batch``),
game records' ``hand "…"`` lines and the tracker's preview."""

from __future__ import annotations

import io
import json

import pytest

from mjgui.cli import run_batch, score_command
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.errors import HandError
from mjgui.core.game.game import replay
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.hand import HandNote, notes, problems
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.report import result_dict, result_json

# riichi tanyao pinfu, South seat: 234m 567p 345s 678s 88s on 5s
HAND = "234m567p3467888s5s --riichi --seat S"
NOTE_EN = (
    "More ura dora indicators (1) than dora indicators (0) were entered. That is fine when only "
    "the indicators that count were entered; otherwise check that no dora indicator is missing. "
    "The hand is scored as entered."
)


SHIBARI = "123m456p789s11s999m --riichi --ura 1m --honba 5"


def spec_of(words: str):  # type: ignore[no-untyped-def]
    return parse_score_args(words.split())[0].spec


def test_core_scores_ura_alone_and_notes_it() -> None:
    spec = spec_of(f"{HAND} --ura 2s")  # 2s makes 3s dora: one in the hand
    assert problems(spec) == []
    assert notes(spec) == (HandNote("more_ura_than_dora", (("ura", 1), ("dora", 0))),)
    result = score(spec)
    win = result.win
    assert win is not None and win.payment is not None
    assert {y.id: y.han for y in win.yaku} == {"riichi": 1, "tanyao": 1, "pinfu": 1, "ura_dora": 1}
    assert (win.han, win.fu.fu, win.payment.ron) == (4, 30, 7700)
    assert result.notes[0].message("en") == NOTE_EN
    assert result.notes[0].message("ru").startswith("Индикаторов ура-доры (1) введено больше")


@pytest.mark.parametrize(
    ("dora", "ura", "noted"),
    [("", "", False), ("9p", "2s", False), ("9p,1m", "2s", False), ("", "2s", True), ("9p", "2s,1m", True)],
)
def test_the_note_only_when_more_ura_than_dora(dora: str, ura: str, noted: bool) -> None:
    words = HAND + (f" --dora {dora}" if dora else "") + (f" --ura {ura}" if ura else "")
    spec = spec_of(words)
    assert problems(spec) == []
    assert bool(notes(spec)) is noted
    assert ("notes" in result_dict(score(spec))) is noted


def test_five_ura_alone_are_taken_six_are_refused() -> None:
    five = spec_of(f"{HAND} --ura 1m,2m,3m,4m,6m")
    assert problems(five) == []
    assert score(five).notes[0].params == (("ura", 5), ("dora", 0))
    six = spec_of(f"{HAND} --ura 1m,2m,3m,4m,6m,7m")
    codes = [p.code for p in problems(six)]
    assert codes == ["too_many_ura"]
    with pytest.raises(HandError) as info:
        score(six)
    assert info.value.params == {"count": 6, "allowed": 5}


def test_ura_alone_still_needs_riichi() -> None:
    spec = spec_of("234m567p3467888s5s --seat S --ura 2s")
    assert [p.code for p in problems(spec)] == ["ura_without_riichi"]


def test_cli_json_has_the_note_in_both_languages() -> None:
    status, obj = score_command(f"{HAND} --ura 2s".split())
    assert status == 0
    assert obj["ok"] is True and obj["payment"]["ron"] == 7700
    assert obj["notes"] == [{"code": "more_ura_than_dora", "message": NOTE_EN}]
    status, ru = score_command(f"{HAND} --ura 2s --lang ru".split())
    assert status == 0
    assert ru["notes"][0]["code"] == "more_ura_than_dora"
    assert ru["notes"][0]["message"] == (
        "Индикаторов ура-доры (1) введено больше, чем индикаторов доры (0). Так бывает, если введены "
        "только те индикаторы, что приносят хан; иначе проверьте, не пропущен ли индикатор доры. "
        "Рука посчитана как введена."
    )
    # an ordinary hand's answer has no "notes" key (the contract is unchanged for it)
    _, plain = score_command(f"{HAND} --dora 9p --ura 2s".split())
    assert "notes" not in plain


def test_a_no_win_answer_carries_the_note_too() -> None:
    # riichi is this hand's only yaku (a shanpon wait on 9m: no pinfu); at 5 honba ryanhan
    # shibari needs 2 han from yaku, and ura dora do not count toward them: no win
    status, obj = score_command(SHIBARI.split())
    assert status == 1, obj
    assert obj["ok"] is False and obj["error"]["code"] == "ryanhan_shibari"
    assert obj["notes"][0]["code"] == "more_ura_than_dora"


def test_batch_answers_agree_with_the_single_call() -> None:
    lines = [f"{HAND} --ura 2s\n", f"{HAND} --ura 2s --lang ru\n", SHIBARI + "\n"]
    out = io.StringIO()
    assert run_batch(lines, out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    singles = [score_command(line.split())[1] for line in lines]
    singles[2]["error"]["line"] = 3  # a batch's error object says its input line
    assert answers == singles
    spec = spec_of(f"{HAND} --ura 2s")
    assert json.loads(result_json(score(spec))) == result_dict(score(spec))


GAME = "players Aiko Boris Chen Dasha\n"


def test_a_record_hand_line_with_ura_alone_is_scored() -> None:
    # Chen (West) riichi tanyao pinfu + ura 1 = 4 han 30 fu: 7700 from Aiko (Chen's own riichi
    # stick goes down with the line and comes back with the win)
    text = GAME + 'ron Chen from Aiko hand "234m567p3467888s5s --riichi --ura 2s"'
    result = replay(text)
    assert result.errors == ()
    assert result.final.points == (30000 - 7700, 30000, 30000 + 7700, 30000)
    six = GAME + 'ron Chen from Aiko hand "234m567p3467888s5s --riichi --ura 1m,2m,3m,4m,6m,7m"'
    refused = replay(six)
    assert len(refused.errors) == 1
    assert "6 ura dora indicators given, but a table has at most 5" in refused.errors[0].body("en")


def test_the_tracker_takes_the_line_with_the_note() -> None:
    c = TrackerController()
    assert c.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    line = 'ron Chen from Aiko hand "234m567p3467888s5s --riichi --ura 2s"'
    preview = c.preview_append(line)
    assert preview.ok, preview.error
    assert preview.warnings == (NOTE_EN,)
    assert [r.delta for r in preview.rows] == [-7700, 0, 7700, 0]
    assert c.commit(line)
    assert c.state.points == (30000 - 7700, 30000, 30000 + 7700, 30000)
    ru = TrackerController(lang="ru")
    assert ru.new_game(["Aiko", "Boris", "Chen", "Dasha"])
    assert ru.preview_append(line).warnings[0].startswith("Индикаторов ура-доры (1) введено больше")
    # with as many dora indicators as ura: no note
    plain = c.preview_append('ron Chen from Aiko hand "234m567p3467888s5s --riichi --dora 9p --ura 2s"')
    assert plain.ok and plain.warnings == ()
