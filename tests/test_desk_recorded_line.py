"""The line of the game that holds the desk's hand already (:func:`bridge.recorded_line`): a
winner in riichi is read in the hand the win was played in. For an ``also ron`` that is the hand
before the first ron on the discard; after that ron the riichi sticks are taken and nobody is in
riichi any more, so the desk's riichi (ticked, as the game's request pins it) read as a flag the
line lacks, and the hand in the game already was offered as a correction of its own line. No Qt."""

from __future__ import annotations

from mjgui.controller.game.bridge import recorded_line
from mjgui.controller.game.tracker import TrackerController
from mjgui.controller.scoring.calculator import Controller
from mjgui.core.scoring.arguments import parse_score_args

# Chen declared riichi; Boris rons Aiko's discard, then Chen also rons it (the line has no
# --riichi: the game knows Chen declared it)
TEXT = (
    "rules ema\nplayers Aiko Boris Chen Dasha\nriichi Chen\n"
    "ron Boris from Aiko 3 30\n"
    'also ron Chen from Aiko hand "123456789p234s5m5m"\n'
)


def desk(*words: str) -> Controller:
    """Chen's hand on the desk: West, on East's (Aiko's) discard."""
    calc = Controller()
    request, _ = parse_score_args(["123456789p234s5m5m", "--seat", "W", "--from", "E", *words])
    calc.load_spec(request.spec, record=False)
    return calc


def test_an_also_ron_by_a_winner_in_riichi_holds_the_desks_hand_with_riichi_ticked() -> None:
    game = TrackerController(TEXT)
    assert game.result.steps[-1].error is None
    for words in (("--riichi",), ()):
        found = recorded_line(game.result, desk(*words).spec())
        assert found is not None, words
        assert (found.number, found.same, found.also) == (5, True, True), words
        # the hand the line was played in: before Boris's ron, Chen in riichi there
        assert 2 in found.hand.in_riichi


def test_a_plain_ron_by_a_winner_in_riichi_reads_as_before() -> None:
    game = TrackerController(TEXT.replace("ron Boris from Aiko 3 30\nalso ", ""))
    found = recorded_line(game.result, desk("--riichi").spec())
    assert found is not None and (found.number, found.same, found.also) == (4, True, False)


def test_an_also_ron_with_other_dora_still_corrects_its_line() -> None:
    game = TrackerController(TEXT)
    found = recorded_line(game.result, desk("--riichi", "--dora", "1m").spec())
    assert found is not None and (found.number, found.same) == (5, False)
