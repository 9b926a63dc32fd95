"""The short notes a rule option is shown with (``rule-note:*``, as
:func:`mjgui.core.teach.compare.rule_changes` lists them): what they say against what the game
does, and which options they leave out as changing nothing."""

from __future__ import annotations

import re

import pytest

from mjgui.core.game.final_score import placement
from mjgui.core.game.game import dealer_may_stop, replay
from mjgui.core.teach.compare import EVERY_OPTION, rule_changes

# -- agari-yame and tenpai-yame with the extra round --------------------------------------------

#: seven draws to South 4 (D deals, 7 honba), everyone on the start points: the record of the audit
SOUTH_4 = "players A B C D\n" + "draw\n" * 7


def _yame_note(rules_line: str, option: str, lang: str) -> str:
    rules = replay(rules_line + "\n").final.rules
    word = {
        "agari_yame": {"en": "agari-yame", "ru": "агари-яме"},
        "tenpai_yame": {"en": "tenpai-yame", "ru": "тенпай-яме"},
    }
    (note,) = [n for n in rule_changes(rules, lang, options=EVERY_OPTION) if n.startswith(word[option][lang])]
    return note


def _stated_points(note: str) -> int | None:
    """The points a note says the dealer needs, or None when it names none."""
    found = re.search(r"(\d[\d\u202f\u00a0 ]*\d)", note)
    return None if found is None else int(re.sub(r"\D", "", found.group(1)))


def test_agari_yame_with_overtime_says_the_dealer_needs_the_target() -> None:
    """The audit's record: agari-yame and the extra round, start 25 000, target 30 000. D wins
    South 4 by a 1 han 30 fu tsumo and is first on 28 600, below the target: the game goes on
    (dealer_may_stop), where the note said it ends when the dealer wins the last hand in first place."""
    line = "rules seed start_points=25000 return_points=30000 agari_yame=on overtime=on ryanhan_shibari=off"
    game = replay(f"{line}\n{SOUTH_4}tsumo D 1 30\n")
    state = game.final
    assert game.errors == () and state.round_label == "S4" and not state.ended
    assert state.points == (23800, 23800, 23800, 28600) and placement(list(state.points))[0] == 3
    assert not dealer_may_stop(state.rules, 1, 4, 3, state.points)
    assert _yame_note(line, "agari_yame", "en") == (
        "agari-yame: the game ends when the dealer wins the last hand or a hand of the extra round "
        "in first place and with 30\u202f000 or more"
    )
    assert _yame_note(line, "agari_yame", "ru") == (
        "агари-яме: игра заканчивается, если дилер выиграл последнюю раздачу или раздачу "
        "дополнительного круга, оставшись первым и имея не меньше 30\u202f000"
    )
    # without the extra round the note keeps its words: first place alone ends it
    plain = line.replace(" overtime=on", "")
    assert _yame_note(plain, "agari_yame", "en") == (
        "agari-yame: the game ends when the dealer wins the last hand in first place"
    )
    assert replay(f"{plain}\n{SOUTH_4}tsumo D 1 30\n").final.end_reason == "agari_yame"


@pytest.mark.parametrize("overtime", ["", " overtime=on", " overtime=on overtime_points=31000"])
@pytest.mark.parametrize("hand", ["1 30", "1 50", "2 30", "3 30", "1 40", "mangan"])
def test_the_agari_yame_note_says_when_the_game_ends(overtime: str, hand: str) -> None:
    """D (the dealer, first after any win here) wins South 4: the game ends exactly when the
    note's condition holds, D having the points it names (if it names any)."""
    line = f"rules seed start_points=25000 agari_yame=on ryanhan_shibari=off{overtime}"
    state = replay(f"{line}\n{SOUTH_4}tsumo D {hand}\n").final
    assert state.round_label == "S4" and placement(list(state.points))[0] == 3
    for lang in ("en", "ru"):
        needed = _stated_points(_yame_note(line, "agari_yame", lang))
        assert needed == (state.rules.overtime_target if overtime else None)
        ends = needed is None or state.points[3] >= needed
        assert (
            (state.end_reason == "agari_yame") == ends == dealer_may_stop(state.rules, 1, 4, 3, state.points)
        )


@pytest.mark.parametrize("overtime", ["", " overtime=on", " overtime=on overtime_points=28000"])
@pytest.mark.parametrize("start", [25000, 26000, 27000, 28000])
def test_the_tenpai_yame_note_says_when_the_game_ends(overtime: str, start: int) -> None:
    """D alone tenpai at South 4's draw takes the 3000 noten payments, first on start + 3000:
    the game ends exactly when the note's condition holds."""
    line = f"rules seed start_points={start} return_points=30000 tenpai_yame=on{overtime}"
    state = replay(f"{line}\n{SOUTH_4}draw tenpai D\n").final
    assert state.points[3] == start + 3000 and placement(list(state.points))[0] == 3
    for lang in ("en", "ru"):
        note = _yame_note(line, "tenpai_yame", lang)
        needed = _stated_points(note)
        assert needed == (state.rules.overtime_target if overtime else None), note
        ends = needed is None or state.points[3] >= needed
        assert (
            (state.end_reason == "tenpai_yame") == ends == dealer_may_stop(state.rules, 1, 4, 3, state.points)
        )
    assert _yame_note(line, "tenpai_yame", "en").startswith(
        "tenpai-yame: the game ends when the dealer is tenpai at the draw of the last hand or of a hand "
        "of the extra round in first place and with"
        if overtime
        else "tenpai-yame: the game ends when the dealer is tenpai at the last hand's draw in first place"
    )
