"""Properties over random valid records: points are conserved after every line, the replay of the
text equals the line-by-line game, and the final scores are consistent."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mjgui.core.game.game import GameState, apply_line, replay
from mjgui.core.game.record import parse_line

NAMES = ("Aiko", "Boris", "Chen", "Dasha")
RULE_LINES = (
    "rules seed",
    "rules seed wareme=on chombo_at_end=on",
    "rules seed atama_hane=off sticks_to_first=off",
    "rules seed east_only=on buttobi=off",
    "rules tenhou",
    "rules ema",
    "rules seed start_points=25000 return_points=30000 uma=20,10,-10,-20 abortive_draws=on",
)
HAN_FU = (
    "1 30",
    "1 40",
    "1 110",
    "2 25",
    "2 30",
    "2 40",
    "3 30",
    "3 60",
    "4 30",
    "4 40",
    "5",
    "6 30",
    "8",
    "11",
    "13",
)
LIMITS = ("mangan", "haneman", "baiman", "sanbaiman")
HANDS = (
    '"234m567p345678s55s"',
    '"234m567p345678s55s --riichi"',
    '"123m456p789s22p --pon 7z"',
    '"555z666z123m44p --pon 777z"',
)


@st.composite
def values(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(("hanfu",) * 8 + ("limit", "yakuman", "hand", "hand")))
    if kind == "hanfu":
        return draw(st.sampled_from(HAN_FU))
    if kind == "limit":
        return draw(st.sampled_from(LIMITS))
    if kind == "hand":
        return "hand " + draw(st.sampled_from(HANDS))
    text = f"yakuman {draw(st.integers(1, 2))}"
    if draw(st.booleans()):
        text += f" pao {draw(st.sampled_from(NAMES))}"
    return text


@st.composite
def next_line(draw: st.DrawFn, state: GameState) -> str:
    name = st.sampled_from(NAMES)
    kind = draw(
        st.sampled_from(("ron", "ron", "ron", "tsumo", "tsumo", "draw", "draw", "riichi", "riichi", "other"))
    )
    if kind == "ron":
        winner, discarder = draw(st.permutations(NAMES))[:2]
        also = "also " if state.last_ron is not None and draw(st.booleans()) else ""
        return f"{also}ron {winner} from {discarder} {draw(values())}"
    if kind == "tsumo":
        return f"tsumo {draw(name)} {draw(values())}"
    if kind == "draw":
        tenpai = draw(st.lists(name, unique=True, max_size=4))
        tenpai += [NAMES[s] for s, _ in state.riichi if NAMES[s] not in tenpai]
        nagashi = draw(st.lists(name, unique=True, max_size=2)) if draw(st.integers(0, 5)) == 0 else []
        text = "draw"
        if tenpai:
            text += " tenpai " + ",".join(tenpai)
        if nagashi:
            text += " nagashi " + ",".join(nagashi)
        return text
    if kind == "riichi":
        return f"riichi {draw(name)}"
    return draw(st.sampled_from((f"chombo {draw(name)}", "abort", f"wareme {draw(name)}", "# note")))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_points_are_conserved_over_random_valid_records(data: st.DataObject) -> None:
    rules_line = data.draw(st.sampled_from(RULE_LINES))
    text_lines = [rules_line, "players " + " ".join(NAMES)]
    state = replay("\n".join(text_lines)).final
    start = state.rules.start_points
    for _ in range(data.draw(st.integers(1, 60))):
        candidate = data.draw(next_line(state))
        step = apply_line(state, parse_line(candidate, len(text_lines) + 1))
        if step.error is not None:
            assert step.state == state  # a rejected line changes nothing
            continue
        text_lines.append(candidate)
        state = step.state
        assert state.total == 4 * start, candidate
        assert state.honba >= 0 and state.sticks >= 0
        assert state.sticks >= len(state.riichi)
        assert sum(state.pending_chombo) == 0
        if state.rules.buttobi and not state.ended:
            assert min(state.points) >= 0
        if state.ended:
            break
    event(f"hands finished: {min(state.hands // 4 * 4, 12)}+")
    event("ended" if state.ended else "not ended")
    result = replay("\n".join(text_lines))
    assert result.errors == ()
    assert result.final == state
    for each in result.states[1:]:
        assert each.total == 4 * start
    if state.ended:
        finals = state.final_scores
        assert finals is not None
        points = state.points
        # sticks given to first place are in first's points, or (split ties for first) shared
        # in the final score; the others belong to nobody; a chombo under chombo_score_penalty
        # (ema) takes its points off its offender's score, paid to nobody
        lost = 0 if state.rules.sticks_to_first else state.sticks
        assert sum(f.score for f in finals) == -1000 * lost + sum(state.chombo_scores)
        if state.rules.tie_uma == "split":  # tied players share the best place they hold
            assert [f.place for f in finals] == [1 + sum(o > p for o in points) for p in points]
            if points.count(max(points)) == 1 and state.rules.sticks_to_first:
                assert state.sticks == 0
        else:
            if state.rules.sticks_to_first:
                assert state.sticks == 0
            by_points = sorted(range(4), key=lambda s: (-points[s], s))
            assert [finals[s].place for s in by_points] == [1, 2, 3, 4]
        late = apply_line(state, parse_line("riichi Aiko", 999))
        assert late.error is not None
        # the refusal says how a table that played on writes its rules line: agari-yame,
        # tenpai-yame and buttobi are options a table may not play
        yame = state.end_reason in ("agari_yame", "tenpai_yame")
        code = {
            "agari_yame": "game_over_yame",
            "tenpai_yame": "game_over_yame",
            "buttobi": "game_over_buttobi",
        }
        assert late.error.code == code.get(state.end_reason or "", "game_over")
        assert (f"{state.end_reason}=off" in late.error.message()) is (yame or state.end_reason == "buttobi")
