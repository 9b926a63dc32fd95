"""How an mjai event without a key it needs is said: missing, not a wrong value ``null`` (the
log writes none), naming the hand by its round once ``start_kyoku`` has said it.
"""

from __future__ import annotations

import json

from mjgui.core.logs import read_log
from tests.test_logs_mjai import GAME


def _first_kyoku(change: dict[str, object], drop: str = "") -> list[str]:
    lines = GAME.read_text(encoding="utf-8").splitlines()
    kyoku = json.loads(lines[1])
    assert kyoku["type"] == "start_kyoku"
    kyoku.update(change)
    kyoku.pop(drop, None)
    lines[1] = json.dumps(kyoku)
    return lines


def test_a_missing_key_is_said_missing_naming_the_hand_by_its_round() -> None:
    hand = read_log("\n".join(_first_kyoku({}, drop="oya"))).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_missing" and hand.error.line == 2
    assert (
        hand.error.message("en")
        == "Hand E1-0 of the mjai log cannot be read: the event on line 2 lacks the key oya."
    )
    assert hand.error.message("ru") == (
        "Раздачу В1-0 лога mjai не прочитать: у события в строке 2 нет ключа oya."
    )
    assert "null" not in hand.error.message("en")


def test_a_wrong_value_after_the_round_is_read_names_the_hand_by_its_round() -> None:
    hand = read_log("\n".join(_first_kyoku({"oya": 7}))).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_hand"
    assert (
        hand.error.message("en")
        == "Hand E1-0 of the mjai log cannot be read: line 2 has a wrong value (oya: 7)."
    )


def test_a_start_kyoku_without_its_round_is_named_by_its_number() -> None:
    hand = read_log("\n".join(_first_kyoku({}, drop="bakaze"))).hands[0]
    assert hand.error is not None
    assert (
        hand.error.message("en")
        == "Hand #1 of the mjai log cannot be read: the event on line 2 lacks the key bakaze."
    )


def test_a_players_event_without_a_key_names_the_player() -> None:
    lines = GAME.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if '"dahai"' in line)
    event = json.loads(lines[at])
    del event["pai"]
    lines[at] = json.dumps(event)
    hand = read_log("\n".join(lines)).hands[0]
    assert hand.error is not None and hand.error.code == "log_mjai_seat_missing"
    assert hand.error.message("en") == (
        f"Hand E1-0 of the mjai log cannot be read: Player1's event on line {at + 1} lacks the key pai."
    )
    assert "{" not in hand.error.message("ru") and "нет ключа pai" in hand.error.message("ru")
