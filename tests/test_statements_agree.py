"""Every statement's numbers agree with the result it explains (issue 25, item 3 and item 5).

Over the differential test's random hands (tests/handgen.py) each explanation is checked
against the score it explains, its numbers worked out again here by the rules (RULES.md §5),
not by the explaining code: the arithmetic steps (fu items, rounding, han, base points, the
limit, each payment, honba, sticks, the total), why the chosen reading wins (each reading's han,
fu, total and the difference), the near misses ("it would pay N more" worked out again from
the yaku table; riichi by scoring the hand with riichi declared; a trade's han and fu), and
the tiles a suggestion changes. Each sentence must also say its numbers in both languages.

Item 5: a trade of yaku for yaku worth the same han is not a loss of han; it loses the fu of
the triplet it gives up, and says so with what the hand would pay.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace

import pytest

from mjgui.cli import parse_score_args
from mjgui.core.scoring.hand import HandSpec, Meld, problems
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.scoring import DORA_IDS, ReadingValue, ScoreResult, score
from mjgui.core.scoring.tiles import Tile, format_kinds, parse_tiles
from mjgui.core.scoring.yaku_table import YAKU_HAN
from mjgui.core.teach.explain import NearMiss, arithmetic_steps, near_misses, suggestions, why_best
from mjgui.core.teach.quiz import random_hand as quiz_hand
from mjgui.core.teach.report import reading_text
from tests.handgen import random_hand

HANDS = 500
LANGS = ("en", "ru")


# ---------------------------------------------------------------------------------------------
# The rules' arithmetic, written again (RULES.md §5)
# ---------------------------------------------------------------------------------------------


def up(value: int, step: int) -> int:
    return -(-value // step) * step


def base_of(han: int, fu: int, rules: Rules) -> int:
    if han >= 13 and rules.kazoe == "yakuman":
        return 8000
    for least, points in ((11, 6000), (8, 4000), (6, 3000), (5, 2000)):
        if han >= least:
            return points
    raw = fu * 2 ** (2 + han)
    if raw > 2000 or (rules.kiriage and (han, fu) in ((4, 30), (3, 60))):
        return 2000
    return raw


def total_of(han: int, fu: int, result: ScoreResult) -> int:
    """What the winner of ``result``'s hand would take with ``han`` and ``fu``."""
    spec = result.spec
    rules = spec.rules
    b = base_of(han, fu, rules)
    sticks = 1000 * spec.sticks
    if not spec.tsumo:
        return up(b * (6 if spec.seat == 0 else 4), 100) + rules.honba_ron * spec.honba + sticks
    payers = rules.players - 1  # three players: the two others pay (tsumo loss)
    extra = rules.honba_ron // payers * spec.honba
    if spec.seat == 0:
        return payers * (up(2 * b, 100) + extra) + sticks
    return up(2 * b, 100) + (payers - 1) * up(b, 100) + payers * extra + sticks


def says(text: str, number: object) -> bool:
    """The sentence shows ``number`` (digits possibly grouped by a space of any kind)."""
    squeezed = "".join(ch for ch in text if ch not in " \u00a0\u202f\u2009")
    return str(number) in squeezed


def hands() -> list[ScoreResult]:
    """The differential test's random hands under every preset's rules, and the quiz's own
    hands at the payment level (honba and riichi sticks on the table)."""
    rng = random.Random(2025)
    rules = list(PRESETS.values())
    out = [score(random_hand(rng, rng.choice(rules))) for _ in range(HANDS)]
    out += [score(quiz_hand(rng, "payment")) for _ in range(HANDS // 5)]
    return out


@pytest.fixture(scope="module")
def results() -> list[ScoreResult]:
    return hands()


# ---------------------------------------------------------------------------------------------
# The arithmetic
# ---------------------------------------------------------------------------------------------


def check_arithmetic(result: ScoreResult) -> None:
    win = result.win
    assert win is not None and win.payment is not None
    spec, rules = result.spec, result.spec.rules
    steps = {s.code: s for s in arithmetic_steps(result)}
    if "fu_sum" in steps:
        items = steps["fu_sum"].params["items"]
        assert isinstance(items, tuple)
        assert steps["fu_sum"].value == sum(int(i[1]) for i in items) == win.fu.raw
        rounded = steps.get("fu_round") or steps["fu_exact"]
        assert rounded.value == up(win.fu.raw, 10) == win.fu.fu or (win.fu.fu == 30 and win.fu.raw < 30)
    if "han_sum" in steps:
        items = steps["han_sum"].params["items"]
        assert isinstance(items, tuple)
        assert steps["han_sum"].value == sum(int(i[1]) for i in items) == win.han
    if "base" in steps:
        assert steps["base"].value == win.fu.fu * 2 ** (2 + win.han)
    if not win.yakuman and win.han < 13:
        assert win.base.points == base_of(win.han, win.fu.fu, rules)
        assert win.payment.total == total_of(win.han, win.fu.fu, result)
    b = win.base.points
    mult = {
        "ron_dealer": 6,
        "ron_non_dealer": 4,
        "tsumo_dealer": 2,
        "tsumo_from_dealer": 2,
        "tsumo_from_other": 1,
        "tsumo_from_the_other": 1,  # three players
    }
    for code, m in mult.items():
        if code in steps:
            assert steps[code].value == m * b
    # three players: North's four-player share goes unpaid (tsumo loss), said with its amount
    assert ("tsumo_loss" in steps) == (win.payment.tsumo and rules.players == 3)
    if "tsumo_loss" in steps:
        assert steps["tsumo_loss"].value == up((2 if win.payment.dealer else 1) * b, 100)
    if "honba_ron" in steps:
        assert steps["honba_ron"].value == rules.honba_ron * spec.honba
    if "honba_tsumo" in steps:
        assert steps["honba_tsumo"].value == rules.honba_ron // (rules.players - 1) * spec.honba
    if "sticks" in steps:
        assert steps["sticks"].value == 1000 * spec.sticks
    last = arithmetic_steps(result)[-1]
    assert last.value == win.payment.total
    if last.code == "total":
        parts = last.params["parts"]
        assert isinstance(parts, tuple) and sum(parts) == win.payment.total
    for step in arithmetic_steps(result):
        for lang in LANGS:
            assert says(step.text(lang), step.value), (step, lang, step.text(lang))


# ---------------------------------------------------------------------------------------------
# Why the chosen reading
# ---------------------------------------------------------------------------------------------


def check_why_best(result: ScoreResult) -> None:
    best = result.readings[result.best]
    assert best.payment is not None
    for why, value in zip(why_best(result), result.readings, strict=True):
        if why.chosen or value.payment is None or not value.ok:
            continue
        p = why.params
        assert (p["han"], p["fu"], p["total"]) == (value.han, value.fu.fu, value.payment.total)
        assert (p["best_han"], p["best_fu"], p["best_total"]) == (best.han, best.fu.fu, best.payment.total)
        assert p["diff"] == best.payment.total - value.payment.total >= 0
        assert (why.code == "less") == (value.payment.total < best.payment.total)
        if why.code == "less":
            for lang in LANGS:
                assert says(why.text(lang), p["diff"]) or says(why.text(lang), value.payment.total), why


# ---------------------------------------------------------------------------------------------
# Near misses
# ---------------------------------------------------------------------------------------------

#: a yaku and the lesser one it takes the place of (RULES.md §4)
REPLACES = {
    "double_riichi": "riichi",
    "ryanpeikou": "iipeikou",
    "junchan": "chanta",
    "chinitsu": "honitsu",
}


def yaku_han(ident: str, closed: bool) -> int:
    closed_han, open_han = YAKU_HAN[ident]
    han = closed_han if closed else open_han
    assert han is not None
    return han


def valued_han(kind: int, result: ScoreResult) -> int:
    """The yakuhai han of a triplet of ``kind`` (RULES.md §4): a dragon 1, a wind 1 for the
    seat and 1 for the round."""
    spec = result.spec
    if kind >= 31:
        return 1
    return int(kind == 27 + spec.seat) + int(kind == 27 + spec.round_wind)


def ids(value: ReadingValue) -> set[str]:
    return {y.id for y in value.yaku}


def check_near_miss_gain(result: ScoreResult, win: ReadingValue) -> set[str]:
    """Checks every near miss of ``result``; returns the kinds whose payment was checked against
    a hand built and scored."""
    spec = result.spec
    held = {y.id: y.han for y in win.yaku if y.id not in DORA_IDS}
    checked: set[str] = set()
    for miss in near_misses(result):
        check_tiles_there(result, miss)
        if miss.more:
            for lang in LANGS:
                assert says(miss.text(lang), miss.more), (miss, lang)
        if miss.code == "riichi_not_declared":
            declared = score(replace(spec, riichi=True))
            assert declared.win is not None and declared.win.payment is not None
            assert miss.more == declared.win.payment.total - win.payment.total  # type: ignore[union-attr]
        elif miss.code == "sanankou_ron" and miss.id == "suuankou":  # the yakuman, by tsumo
            tsumo = score(replace(spec, tsumo=True, discarder=None, houtei=False))
            assert tsumo.win is not None and tsumo.win.payment is not None and tsumo.win.yakuman
            assert miss.more == max(0, tsumo.win.payment.total - win.payment.total), miss  # type: ignore[union-attr]
        elif miss.code == "sanankou_ron":
            # what sanankou's own 2 han add, at the same fu and paid the same way: not what
            # winning by tsumo would add besides (menzen tsumo, the tsumo's fu)
            han = win.han + yaku_han("sanankou", spec.closed)
            assert miss.more == total_of(han, win.fu.fu, result) - win.payment.total, miss  # type: ignore[union-attr]
        elif miss.code == "sanankou_called":
            # the hand it describes: that set not called (a kan declared closed), scored with all
            # a concealed set brings: sanankou, a flush's closed han, menzen tsumo, the fu
            closed = score(kept_concealed(spec, kinds_of(miss.params["tiles"])))
            assert closed.win is not None and closed.win.payment is not None, miss
            assert "sanankou" in ids(closed.win), (miss, ids(closed.win))
            assert miss.more == closed.win.payment.total - win.payment.total, miss  # type: ignore[union-attr]
            checked.add(miss.code)
        elif miss.code in ("pinfu_valued_triplet", "pinfu_valued_trade"):
            checked.add(miss.code)
            check_valued_trade(result, miss)
        elif miss.code in ("set_missing_trade", "set_missing_extra"):
            checked.add(miss.code)
            check_trade(result, miss)
        elif miss.more:  # every other kind: the hands it describes, built here and scored
            gains = described(result, miss)
            assert gains is not None, miss  # a kind of near miss this test cannot build yet
            # "it would pay N more" only when a real hand with that change pays N more: one
            # that gains the yaku and nothing else, or (when there is none) one that gives up
            # something for it (a dora, a yaku the new set breaks)
            real = gains or described(result, miss, giving_up=True)
            assert real and miss.more in real, (miss, sorted(gains), real)
            checked.add(miss.code)
        if miss.code in ("yakuhai_pair", "pinfu_valued_triplet", "pinfu_valued_trade"):
            tiles = miss.params["tiles"]
            assert isinstance(tiles, str)
            han = miss.params["worth" if miss.code == "pinfu_valued_trade" else "han"]
            assert han == valued_han(parse_tiles(tiles)[0].kind, result), miss
            for lang in LANGS:
                assert says(miss.text(lang), han)
        if miss.code in ("other_reading", "other_reading_tie"):  # another reading's real totals
            totals = {  # one text can be read won in two places (other waits, other fu)
                v.payment.total
                for v in result.readings
                if v.payment and v.ok and reading_text(v.reading) == miss.params["sets"] and miss.id in ids(v)
            }
            assert miss.params["total"] in totals, (miss, totals)
            assert miss.params["best_total"] == win.payment.total  # type: ignore[union-attr]
            assert (miss.code == "other_reading") == (miss.params["total"] < win.payment.total)  # type: ignore[operator,union-attr]
            for lang in LANGS:
                assert says(miss.text(lang), miss.params["total"])
            checked.add(miss.code)
        if miss.code in (
            "set_missing_costly",
            "set_missing_even",
            "set_missing_even_same",
            "set_missing_even_fu",
        ):
            checked.add(miss.code)
            check_trade(result, miss)
        if miss.code == "set_missing_costly":
            lost = miss.params["lost"]
            assert isinstance(lost, tuple)
            assert miss.params["loss"] == sum(held[y] for y in lost), (miss, held)
            assert miss.params["gain"] == yaku_han(miss.id, spec.closed) < miss.params["loss"]  # type: ignore[operator]
        if miss.code.startswith("set_missing_even"):
            lost = miss.params["lost"]
            assert isinstance(lost, tuple)
            assert miss.params["gain"] == miss.params["loss"] == sum(held[y] for y in lost)
            assert miss.params["gain"] == yaku_han(miss.id, spec.closed)
        if miss.code == "set_missing_even_fu":
            less = miss.params["less"]
            assert miss.params["fu"] == win.fu.fu
            assert less == win.payment.total - total_of(win.han, miss.params["new_fu"], result)  # type: ignore[arg-type,union-attr]
            for lang in LANGS:
                text = miss.text(lang)
                assert less == 0 or says(text, less)
                assert says(text, miss.params["fu"]) and says(text, miss.params["new_fu"])
    return checked


def kept_concealed(spec: HandSpec, kinds: list[int]) -> HandSpec:
    """``spec`` with the called set of ``kinds`` not called: a pon's tiles concealed, an open
    kan declared closed."""
    meld = next(m for m in spec.melds if m.opened and sorted(t.kind for t in m.tiles) == kinds)
    rest = tuple(m for m in spec.melds if m is not meld)
    if meld.kind == "kan":
        return replace(spec, melds=(*rest, Meld("ankan", meld.tiles)))
    return replace(spec, melds=rest, concealed=ordered((*spec.concealed, *meld.tiles)))


#: the problems of a hand that needs a fifth copy of a tile
TOO_MANY = {"too_many_copies", "too_many_copies_with_ura", "too_many_norths"}


def check_tiles_there(result: ScoreResult, miss: NearMiss) -> None:
    """The change a near miss names needs no fifth copy of a tile: one of the hands it
    describes holds, with its melds and the dora and ura indicators, at most four of each
    kind (RULES.md §1). (A near miss no hand can be built for at all, as four calls leave no
    concealed set to make the pair, is not one a fifth copy stands in the way of.)"""
    hands = described_hands(result, miss)
    if miss.code in ("pinfu_valued_triplet", "pinfu_valued_trade"):
        hands = [
            h for f in STARTS for h in swap(result.spec, kinds_of(miss.params["tiles"]), [f, f + 1, f + 2])
        ]
    if hands is None:  # a flag, a set kept concealed, another reading: no tile added
        return
    assert not hands or any(not {e.code for e in problems(h)} & TOO_MANY for h in hands), miss


def check_valued_trade(result: ScoreResult, miss: NearMiss) -> None:
    """Pinfu in place of the valued triplet that alone blocks it: each sequence in the
    triplet's place, built and scored. "would lose more than it gains" only when every such
    hand with pinfu pays less (and by how much the best pays less); otherwise the best such
    hand's own yaku, han, fu and payment."""
    win = result.win
    assert win is not None and win.payment is not None
    triplet = kinds_of(miss.params["tiles"])
    hands: list[tuple[int, ReadingValue]] = []
    for f, hand in (
        (start, h) for start in STARTS for h in swap(result.spec, triplet, [start, start + 1, start + 2])
    ):
        if problems(hand):
            continue
        again = score(hand).win
        if again is not None and again.payment is not None and not again.yakuman and "pinfu" in ids(again):
            hands.append((f, again))
    assert hands, miss  # no such hand: no near miss
    best = max(v.payment.total for _, v in hands)  # type: ignore[union-attr]
    diff = best - win.payment.total
    held = {y.id: y.han for y in win.yaku if y.id not in DORA_IDS}
    p = miss.params
    if miss.code == "pinfu_valued_triplet":
        assert diff < 0, (miss, diff)
        assert p["less"] == -diff and miss.more == 0, miss
        for lang in LANGS:
            assert says(miss.text(lang), -diff)
        return
    matching = []
    for f, v in hands:
        assert v.payment is not None
        made = {y.id: y.han for y in v.yaku if y.id not in DORA_IDS}
        if (
            v.payment.total == best
            and p["sequence"] == format_kinds((f, f + 1, f + 2))
            and set(p["gained"]) == set(made) - set(held)  # type: ignore[arg-type]
            and set(p["lost"]) == set(held) - set(made)  # type: ignore[arg-type]
            and (p["new_han"], p["new_fu"]) == (v.han, v.fu.fu)
            and said_dora(miss, win) == (dora_of(win), dora_of(v))
        ):
            check_han_add_up(miss, held, made)
            matching.append(v)
    assert matching, (miss, [(f, sorted(ids(v)), v.payment) for f, v in hands])
    assert (p["han"], p["fu"]) == (win.han, win.fu.fu)
    if diff > 0:
        assert miss.more == diff and "less" not in p
    else:
        assert miss.more == 0 and p["less"] == -diff
    for lang in LANGS:
        for number in (p["han"], p["fu"], p["new_han"], p["new_fu"], abs(diff) or "", *dora_numbers(miss)):
            assert says(miss.text(lang), number), (miss.text(lang), number)


def dora_of(value: ReadingValue) -> int:
    return sum(y.han for y in value.yaku if y.id in DORA_IDS)


def said_dora(miss: NearMiss, win: ReadingValue) -> tuple[int, int]:
    """The dora han a trade says the hand has without the change and with it (the hand's own,
    both, when it says none)."""
    before = miss.params.get("dora", dora_of(win))
    after = miss.params.get("new_dora", before)
    assert isinstance(before, int) and isinstance(after, int), miss
    return before, after


def dora_numbers(miss: NearMiss) -> tuple[object, ...]:
    """The numbers of the dora clause of a trade ("dora: 2 han instead of 3"), when it has one."""
    p = miss.params
    return (p["new_dora"], p["dora"]) if "new_dora" in p else ()


def check_han_add_up(miss: NearMiss, held: dict[str, int], made: dict[str, int]) -> None:
    """A trade's han add up: the new han are the old, plus the yaku it says it gives, less the
    yaku it says it takes, plus the dora change it says (a dora of the set given up left
    unsaid makes "7 han instead of 7 han" of a trade of ittsu for iipeikou)."""
    p = miss.params
    gained, lost = p["gained"], p.get("lost", ())
    assert isinstance(gained, tuple) and isinstance(lost, tuple)
    dora = p.get("new_dora", 0) - p.get("dora", 0)  # type: ignore[operator]
    change = sum(made[y] for y in gained) - sum(held[y] for y in lost) + dora
    assert p["new_han"] - p["han"] == change, miss  # type: ignore[operator]


#: the trades a sequence missing names in its own words (the han of the yaku given up)
TRADES = ("set_missing_costly", "set_missing_even", "set_missing_even_same", "set_missing_even_fu")


def trade_hands(result: ScoreResult, miss: NearMiss) -> list[ReadingValue]:
    """The hands a trade near miss (a sequence missing that takes a set's place) describes,
    scored: the new sequence in place of each concealed set of the chosen reading (the one
    named in ``replaced``, when it names one), won on each tile :func:`swap` allows, that
    makes the missed yaku."""
    win = result.win
    assert win is not None
    new = kinds_of(miss.params["tiles"])
    named = miss.params.get("replaced")
    out = []
    for g in win.reading.groups:
        if g.kind == "pair" or g.opened or (named is not None and format_kinds(g.kinds) != named):
            continue
        for hand in swap(result.spec, list(g.kinds), new):
            if problems(hand):
                continue
            again = score(hand).win
            if (
                again is not None
                and again.payment is not None
                and not again.yakuman
                and miss.id in ids(again)
            ):
                out.append(again)
    return out


def check_trade(result: ScoreResult, miss: NearMiss) -> None:
    """A sequence missing that would take a set of other yaku's place: what it says it gives
    and takes, its han, fu and payment are those of a hand with that change, scored by the core
    (not the han of the yaku named added and taken away: a honitsu made chinitsu, a
    shousangen broken with its dragon triplet count too)."""
    win = result.win
    assert win is not None and win.payment is not None
    held = {y.id: y.han for y in win.yaku if y.id not in DORA_IDS}
    hands = trade_hands(result, miss)
    assert hands, miss
    p = miss.params
    best = max(hands, key=lambda v: v.payment.total)  # type: ignore[union-attr]
    assert best.payment is not None
    diff = best.payment.total - win.payment.total
    if miss.code in ("set_missing_trade", "set_missing_extra"):
        matching = []
        for again in hands:
            assert again.payment is not None
            made = {y.id: y.han for y in again.yaku if y.id not in DORA_IDS}
            said = (
                set(p["gained"]) == set(made) - set(held)  # type: ignore[arg-type]
                and set(p.get("lost", ())) == set(held) - set(made)  # type: ignore[arg-type]
                and (p["new_han"], p["new_fu"]) == (again.han, again.fu.fu)
                and said_dora(miss, win) == (dora_of(win), dora_of(again))
            )
            if said:
                check_han_add_up(miss, held, made)
                matching.append(again.payment.total - win.payment.total)
        assert (p["han"], p["fu"]) == (win.han, win.fu.fu)
        assert miss.id in p["gained"]  # type: ignore[operator]
        assert diff in matching, (miss, matching, diff)  # the best such hand, with its payment
        if diff > 0:
            assert miss.more == diff and "less" not in p
        else:
            assert miss.more == 0 and p["less"] == -diff
        for lang in LANGS:
            text = miss.text(lang)
            for number in (
                p["han"],
                p["fu"],
                p["new_han"],
                p["new_fu"],
                abs(diff) or "",
                *dora_numbers(miss),
            ):
                assert says(text, number), (text, number)
        return
    # the trade's own words: no such hand pays more, and the best one gives up the yaku named
    # and nothing else, gains the missed one only (no dora either way)
    assert diff <= 0, (miss, diff)
    expect = (set(held) - set(p["lost"])) | {miss.id}  # type: ignore[arg-type]
    said = [
        v
        for v in hands
        if v.payment is not None
        and v.payment.total == best.payment.total
        and {y.id for y in v.yaku if y.id not in DORA_IDS} == expect
        and v.han - win.han == p["gain"] - p["loss"]  # type: ignore[operator]
    ]
    assert said, (miss, [sorted(y.id for y in v.yaku) for v in hands])
    if miss.code in ("set_missing_even_same", "set_missing_even_fu"):
        assert diff == -p.get("less", 0)  # type: ignore[operator]
        assert any(v.fu.fu == p.get("new_fu", win.fu.fu) for v in said)


# ---------------------------------------------------------------------------------------------
# The hand a near miss describes, built and scored
# ---------------------------------------------------------------------------------------------

#: every sequence's first tile
STARTS = [suit * 9 + n for suit in range(3) for n in range(7)]
YAKUHAI = {"haku", "hatsu", "chun", "seat_wind", "round_wind"}


def kinds_of(text: object) -> list[int]:
    assert isinstance(text, str), text
    return sorted(t.kind for t in parse_tiles(text))


def ordered(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=lambda t: (t.kind, not t.red)))


def swap(spec: HandSpec, old: list[int], new: list[int]) -> list[HandSpec]:
    """Every hand with the set or pair of tiles ``old`` replaced by ``new``: a called set by a
    call of the new shape (a closed kan undone into concealed tiles), concealed tiles by
    concealed tiles, won on the same tile when a copy of it is left and, when the tiles taken
    away held the winning tile, on each tile of ``new`` (555z won on 5z, 789s there: won on 7s,
    8s or 9s). Empty when the tiles are not there."""
    old = sorted(old)
    for m in spec.melds:
        if sorted(t.kind for t in m.tiles) != old:
            continue
        rest = tuple(x for x in spec.melds if x is not m)
        tiles = tuple(Tile(k) for k in new)
        if m.kind == "ankan":
            return [replace(spec, melds=rest, concealed=ordered((*spec.concealed, *tiles)))]
        if len(set(new)) > 1:
            return [replace(spec, melds=(*rest, Meld("chi", tiles)))]
        kind = m.kind if m.kind != "chi" and len(new) == len(m.tiles) else "pon"
        return [replace(spec, melds=(*rest, Meld(kind, tiles[:3])))]
    left = list(spec.concealed)
    for k in old:
        at = sorted((i for i, t in enumerate(left) if t.kind == k), key=lambda i: left[i].red)
        if not at:
            return []
        del left[at[0]]
    left += [Tile(k) for k in new]
    wins = [spec.win_tile]
    if spec.win_tile.kind in old:
        wins += [Tile(k) for k in range(34) if k in new]
    out = []
    for win in wins:
        if win in left and all(h.win_tile != win for h in out):
            out.append(replace(spec, concealed=ordered(left), win_tile=win))
    return out


def shapes_like(old: list[int]) -> list[list[int]]:
    """Every set or pair of the shape of ``old``."""
    if len(old) == 3 and old[0] != old[1]:
        return [[f, f + 1, f + 2] for f in STARTS]
    return [[k] * len(old) for k in range(34)]


def described_hands(result: ScoreResult, miss: NearMiss) -> list[HandSpec] | None:
    """Every hand near miss ``miss`` describes: the thing it names changed, in every way the
    sentence allows (None: a kind of near miss this test does not build)."""
    spec, win = result.spec, result.win
    assert win is not None
    p, code = miss.params, miss.code
    groups = [list(g.kinds) for g in win.reading.groups]
    pair = [list(g.kinds) for g in win.reading.groups if g.kind == "pair"]
    if code == "riichi_not_declared":
        return [replace(spec, riichi=True)]
    if code == "tanyao_kuitan":
        return [replace(spec, rules=replace(spec.rules, kuitan=True))]
    if code in ("pinfu_wait", "pinfu_tanki"):  # the same tiles, won on another
        return [replace(spec, win_tile=t) for t in set(spec.concealed) if t.kind != spec.win_tile.kind]
    if code == "shousangen_pair":
        return swap(spec, pair[0], kinds_of(p["dragon"]))
    if code == "iipeikou_shift":
        a, b = kinds_of(p["a"]), kinds_of(p["b"])
        return [*swap(spec, b, a), *swap(spec, a, b)]
    if code in ("ittsu_missing", "sanshoku_missing", "sanshoku_doukou_missing"):
        return [h for g in groups if g not in pair for h in swap(spec, g, kinds_of(p["tiles"]))]
    if code in ("yakuhai_pair", "daisangen_pair"):  # the pair made a triplet, another set a pair
        k = pair[0][0]
        out = []
        for g in groups:
            if g in pair:
                continue
            for q in range(34):
                out += swap(spec, [k, k, *g], [k, k, k, q, q])
        return out
    if code == "pinfu_kan":  # the kan undone into a sequence
        old = kinds_of(p["tiles"])
        rest = tuple(m for m in spec.melds if sorted(t.kind for t in m.tiles) != old)
        return [
            replace(spec, melds=rest, concealed=ordered((*spec.concealed, Tile(f), Tile(f + 1), Tile(f + 2))))
            for f in STARTS
        ]
    named = {
        "tanyao_group": "group",
        "pinfu_triplet": "tiles",
        "pinfu_pair": "tiles",
        "chanta_group": "tiles",
        "junchan_group": "tiles",
        "junchan_honor": "tiles",
        "flush_offsuit": "tiles",
        "chinitsu_honors": "tiles",
        "toitoi_sequence": "tiles",
        "suuankou_sequence": "tiles",
    }
    if code == "tanyao_pair":
        old = pair[0]
    elif code in named:
        old = kinds_of(p[named[code]])
    else:
        return None
    if code in ("toitoi_sequence", "suuankou_sequence"):
        news = [[k] * 3 for k in range(34)]
    elif code == "pinfu_triplet":
        news = [[f, f + 1, f + 2] for f in STARTS]
    else:
        news = shapes_like(old)
    return [h for n in news for h in swap(spec, old, n)]


def described(result: ScoreResult, miss: NearMiss, giving_up: bool = False) -> set[int] | None:
    """How much more each hand ``miss`` describes pays, scored by the core: a hand that is a
    valid win, gains the missed yaku and nothing else (the lesser yaku it replaces goes; for
    tanyao the yakuhai of a terminal triplet) and holds the same dora. None: not built here.
    ``giving_up``: the hands that gain the yaku but give up something for it instead (fewer
    dora, or other yaku worth no more han than those kept)."""
    win = result.win
    assert win is not None and win.payment is not None
    hands = described_hands(result, miss)
    if hands is None:
        return None
    have = {y.id for y in win.yaku if y.id not in DORA_IDS}
    expect = (have | {miss.id}) - {REPLACES.get(miss.id, "")}
    if miss.id == "tanyao":
        expect -= YAKUHAI
    dora = sum(y.han for y in win.yaku if y.id in DORA_IDS)
    gains: set[int] = set()
    for hand in hands:
        if problems(hand):
            continue
        again = score(hand).win
        if again is None or again.payment is None or again.yakuman:
            continue
        now = {y.id for y in again.yaku if y.id not in DORA_IDS}
        if giving_up:
            gained = (now - have) & YAKUHAI if miss.code == "yakuhai_pair" else {miss.id} & now
            rest = sum(y.han for y in again.yaku if y.id not in gained and y.id not in DORA_IDS)
            kept = sum(y.han for y in win.yaku if y.id in expect and y.id not in DORA_IDS)
            more_dora = sum(y.han for y in again.yaku if y.id in DORA_IDS) > dora
            if not more_dora and ((gained and rest <= kept) or "renhou" in now):
                gains.add(again.payment.total - win.payment.total)
            continue
        if sum(y.han for y in again.yaku if y.id in DORA_IDS) != dora:
            continue
        if miss.code == "yakuhai_pair":
            gained = now - have
            if not gained or not gained <= YAKUHAI or not have <= now:
                continue
            han = sum(y.han for y in again.yaku if y.id in gained)
            assert miss.params["han"] == han, (miss, han)  # the han it says the triplet gives
        elif now != expect:
            continue
        gains.add(again.payment.total - win.payment.total)
    return gains


# ---------------------------------------------------------------------------------------------
# Tiles to change
# ---------------------------------------------------------------------------------------------


#: a yaku and the greater one that counts in its place (a hand with chinitsu has honitsu's tiles)
GREATER = {lesser: greater for greater, lesser in REPLACES.items()} | {"shousangen": "daisangen"}


def yaku_one_tile_away(spec: HandSpec) -> set[str]:
    """Every yaku of a winning hand that differs from ``spec`` by one concealed tile, by brute
    force: each tile replaced by each other kind, won on the same tile when a copy is left, or
    on the new tile when a copy of the winning tile was the one replaced."""
    found: set[str] = set()
    concealed = list(spec.concealed)
    for i, old in enumerate(concealed):
        for kind in range(34):
            if kind == old.kind:
                continue
            tiles = [*concealed[:i], *concealed[i + 1 :], Tile(kind)]
            wins = [spec.win_tile] if spec.win_tile in tiles else []
            if old.kind == spec.win_tile.kind:
                wins.append(Tile(kind))
            for win in wins:
                hand = replace(spec, concealed=ordered(tiles), win_tile=win)
                if problems(hand):
                    continue
                again = score(hand).win
                if again is not None:
                    found |= ids(again)
    return found


#: suggestions that change no tile (a flag, the winning tile, tsumo for ron), or say their
#: change otherwise ("make 77z a triplet", the yaku an open hand can have)
NO_TILE_CHANGED = {"riichi", "menzen_tsumo", "yakuhai_pair", "pinfu_wait", "pinfu_tanki", "sanankou_ron"}
NO_TILE_CHANGED |= {"shibari"}


def check_tiles_changed(result: ScoreResult) -> None:
    """A suggestion's count of tiles to change is no fewer than the tiles any winning hand with
    the yaku differs by: 1 ("one step away") only when a hand one tile away has it (or when no
    tile changes: the winning tile, a flag), 2 or more only when none has it (found here by
    brute force)."""
    one_away: set[str] | None = None
    for s in suggestions(result):
        changed = s.params.get("changed", 1)
        assert isinstance(changed, int) and changed >= 1
        han = s.params.get("han")
        if s.code == "no_kuitan":  # a rule said, no han offered: an open hand without kuitan
            assert not result.spec.closed and not result.spec.rules.kuitan and han is None
            continue
        if s.id in YAKU_HAN and s.code != "yakuhai_pair":
            assert han == yaku_han(s.id, result.spec.closed), s
        elif s.code == "yakuhai_pair":
            tiles = s.params["tiles"]
            assert isinstance(tiles, str)
            assert han == valued_han(parse_tiles(tiles)[0].kind, result), s
        if s.code in NO_TILE_CHANGED or s.code.startswith("open_generic"):
            continue  # no tile changes, or said otherwise
        if one_away is None:
            one_away = yaku_one_tile_away(result.spec)
        near = s.id in one_away or GREATER.get(s.id) in one_away
        assert near == (changed == 1), (s, sorted(one_away))
        if s.params.get("at_least"):
            assert changed >= 2
        for lang in LANGS:
            if changed > 1:
                assert says(s.text(lang), changed), (s, lang)


# ---------------------------------------------------------------------------------------------
# The tests
# ---------------------------------------------------------------------------------------------


def test_every_statement_agrees_with_the_result_it_explains(results: list[ScoreResult]) -> None:
    wins = 0
    built: set[str] = set()
    for result in results:
        win = result.win
        if win is None or win.payment is None:
            check_tiles_changed(result)
            continue
        wins += 1
        check_arithmetic(result)
        check_why_best(result)
        built |= check_near_miss_gain(result, win)
    assert wins > HANDS // 3  # the check ran on many wins, not on a few
    # the kinds of near miss whose payment was checked against the hand they describe, built
    # and scored (the rest: test_a_near_miss_pays_what_the_hand_it_describes_pays)
    reached = {"tanyao_group", "tanyao_pair", "pinfu_triplet", "pinfu_wait", "yakuhai_pair"}
    reached |= {"iipeikou_shift", "ittsu_missing", "sanshoku_missing", "sanshoku_doukou_missing"}
    reached |= {"chanta_group", "flush_offsuit", "chinitsu_honors", "toitoi_sequence", "shousangen_pair"}
    reached |= {"other_reading", "sanankou_called", "pinfu_valued_triplet", "pinfu_valued_trade"}
    assert reached <= built, sorted(reached - built)


def with_copies_in_sight(rng: random.Random, spec: HandSpec) -> HandSpec:
    """``spec`` with dora indicators that take up the last copies of a tile the hand holds or
    is next to (one a near miss may need): a hand whose near misses may need a fifth copy."""
    held = sorted({t.kind for t in spec.all_tiles()})
    near = [k + d for k in held for d in (-1, 0, 1) if 0 <= k + d < 34 and (k < 27 or d == 0)]
    kind = rng.choice(near)
    seen = sum(t.kind == kind for t in (*spec.all_tiles(), *spec.dora, *spec.ura))
    spare = max(0, 4 - seen)
    room = 5 - len(spec.dora)
    dora = (*spec.dora, *[Tile(kind)] * min(spare, room))
    return replace(spec, dora=dora)


def test_no_near_miss_needs_a_fifth_copy_and_each_pays_what_its_hand_pays() -> None:
    """The quiz's random hands, with indicators that take up the last copies of a tile the
    hand holds or is next to: no near miss needs a fifth copy of a tile (RULES.md §1), and
    each states the amount or the verdict a re-score of the hand it describes gives
    (check_near_miss_gain)."""
    rng = random.Random(41)
    checked = 0
    for _ in range(300):
        spec = with_copies_in_sight(rng, quiz_hand(rng, "payment"))
        if problems(spec):
            continue
        result = score(spec)
        if result.win is None or result.win.payment is None:
            continue
        checked += len(near_misses(result))
        check_near_miss_gain(result, result.win)
    assert checked > 300


def test_the_random_hands_reach_each_kind_of_statement(results: list[ScoreResult]) -> None:
    """The property test is worth what its hands reach: near misses that pay more, riichi not
    declared, sanankou, trades of equal han, readings that pay less, honba and sticks, and
    suggestions for hands without a yaku."""
    codes: set[str] = set()
    for result in results:
        codes.update(f"step:{s.code}" for s in arithmetic_steps(result))
        win = result.win
        if win is None:
            codes.update(f"suggest:{s.code}" for s in suggestions(result))
            continue
        codes.update(m.code for m in near_misses(result) if m.more)
        codes.update(f"why:{w.code}" for w in why_best(result))
    wanted = {"riichi_not_declared", "sanankou_ron", "sanankou_called", "why:less", "suggest:riichi"}
    wanted |= {"step:honba_ron", "step:honba_tsumo", "step:sticks", "step:round_100", "step:limit_han"}
    assert wanted <= codes, sorted(wanted - codes)


def spec_of(args: str):  # type: ignore[no-untyped-def]
    return parse_score_args(args.split())[0].spec


@pytest.mark.parametrize(
    ("args", "replaced", "less", "en_tail", "ru_tail"),
    [
        # dealer's ron: 2 han 40 fu 3900; with 234s instead of 555z, 2 han 30 fu 2900
        (
            "234m555z777z88s --chi 2p --win 2m",
            "555z",
            1000,
            "+1 han, −1 han, the same han, but 30 fu instead of 40; it would pay 1000 less",
            "+1\u00a0хан, −1\u00a0хан, хан столько же, но 30\u00a0фу вместо 40; "
            "с ним рука стоила бы на 1000 меньше",
        ),
        # won on 5z: the winning set stays, 777z is the one replaced
        (
            "234m555z777z88s --chi 2p --win 5z --seat S",
            "777z",
            600,
            "+1 han, −1 han, the same han, but 30 fu instead of 40; it would pay 600 less",
            "+1\u00a0хан, −1\u00a0хан, хан столько же, но 30\u00a0фу вместо 40; "
            "с ним рука стоила бы на 600 меньше",
        ),
    ],
)
def test_a_trade_of_equal_han_says_it_loses_fu_not_han(
    args: str, replaced: str, less: int, en_tail: str, ru_tail: str
) -> None:
    result = score(spec_of(args))
    sanshoku = {m.id: m for m in near_misses(result)}["sanshoku"]
    assert sanshoku.code == "set_missing_even_fu"
    assert sanshoku.params["replaced"] == replaced and sanshoku.params["less"] == less
    assert sanshoku.text().endswith(en_tail)
    assert sanshoku.text("ru").endswith(ru_tail)
    assert "no gain" not in sanshoku.text() and "выигрыша нет" not in sanshoku.text("ru")
    check_near_miss_gain(result, result.win)  # type: ignore[arg-type]


def test_a_trade_names_the_set_whose_swap_keeps_the_dora() -> None:
    # a dora elsewhere (2m in 234m) does not change with the trade: the payment is said
    result = score(spec_of("234m555z777z88s --chi 2p --win 2m --dora 1m"))
    miss = {m.id: m for m in near_misses(result)}["sanshoku"]
    assert miss.code == "set_missing_even_fu" and miss.params["less"] == 1900  # 3 han: 7700 to 5800
    assert miss.params["replaced"] == "555z"
    # 5z is dora (indicator 7z): giving up 555z would lose 3 dora too; the hand that gives up
    # 777z instead keeps them, and stays a mangan: the trade said is that one, and its payment
    dora = score(spec_of("234m555z777z88s --chi 2p --win 2m --dora 7z"))
    miss = {m.id: m for m in near_misses(dora)}["sanshoku"]
    assert miss.params["replaced"] == "777z" and miss.params["less"] == 0
    assert miss.text().endswith("the same han, but 30 fu instead of 40; it would pay the same")
    assert miss.text("ru").endswith(
        "хан столько же, но 30\u00a0фу вместо 40; с ним рука стоила бы столько же"
    )


def test_a_trade_of_equal_han_without_fu_to_lose_says_no_gain() -> None:
    # the winning set is the only one that could go (555z, won on 5z; 777z is open): only han
    result = score(spec_of("234m555z88s --chi 2p --pon 7z --win 5z"))
    miss = {m.id: m for m in near_misses(result)}["sanshoku"]
    assert miss.code == "set_missing_even", miss
    assert miss.text().endswith("+1 han, −1 han, the same han: no gain")
    assert miss.text("ru").endswith("+1\u00a0хан, −1\u00a0хан, хан столько же: выигрыша нет")


# ---------------------------------------------------------------------------------------------
# Near misses whose fu change with the change they name (issue 25, the habit)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "code", "more", "en", "ru"),
    [
        # 77z made a triplet (8 fu concealed) and a set made the pair: 3800 more, not the 2600
        # of one han at the same 40 fu
        (
            "340m123888p888s77z --win 1p --houtei --seat N --round S --dora 9s --honba 2 --sticks 1"
            " --rules mleague",
            "yakuhai_pair",
            3800,
            "no chun: 77z is only a pair; a triplet would give 1 han; it would pay 3800 more",
            "нет яку «чун»: 77z — только пара; сет из трёх таких тайлов дал бы 1\u00a0хан; "
            "с ним рука стоила бы на 3800 больше",
        ),
        # 111p (a closed terminal triplet, 8 fu) made a triplet of simples (4 fu): 2000, not 3200
        (
            "111888p77s --win 7s --kan 7777m --pon 888s --seat W --round S --dora 9m --rules tenhou",
            "tanyao_group",
            2000,
            "no tanyao: 1p in 111p; it would pay 2000 more",
            "нет яку «таняо»: 1p в 111p; с ним рука стоила бы на 2000 больше",
        ),
        # 123p made a triplet brings its fu: 6200 more, not 4300
        (
            "11s222z --win 2z --chi 123p --pon 888p --pon 777z --dora 1s --honba 4 --rules mleague",
            "toitoi_sequence",
            6200,
            "no toitoi: 123p is a sequence; it would pay 6200 more",
            "нет яку «тойтой»: 123p — последовательность; с ним рука стоила бы на 6200 больше",
        ),
        # 888p (open simples, 2 fu) made 999p or 111p (4 fu): 2400 more, not 1400
        (
            "11s222z --win 2z --chi 123p --pon 888p --pon 777z --dora 1s --honba 4 --rules mleague",
            "chanta_group",
            2400,
            "no chanta: 888p has no terminal or honor; it would pay 2400 more",
            "нет яку «чанта»: в 888p нет ни терминала, ни достоинства; с ним рука стоила бы на 2400 больше",
        ),
        # the kinds the random hands seldom reach
        (
            "234m567p345s678s55z --win 2m --riichi",
            "pinfu_pair",
            900,
            "no pinfu: the pair 55z is a dragon and gives fu; it would pay 900 more",
            "нет яку «пинфу»: пара 55z — дракон, она даёт фу; с ним рука стоила бы на 900 больше",
        ),
        (
            "234m567p345s678s99p --win 9p --riichi",
            "pinfu_tanki",
            900,
            "no pinfu: won on a pair wait on 9p (tanki), not a two-sided one; it would pay 900 more",
            "нет яку «пинфу»: выигрыш на ожидании пары 9p (танки), а не на двустороннем; "
            "с ним рука стоила бы на 900 больше",
        ),
        (
            "123m567p55s34s2s --ankan 8m --riichi",
            "pinfu_kan",
            500,
            "no pinfu: 8888m is a kan; pinfu needs four sequences; it would pay 500 more",
            "нет яку «пинфу»: 8888m — кан, а для пинфу нужны четыре последовательности; "
            "с ним рука стоила бы на 500 больше",
        ),
        (
            "123m789p111s99s222z --win 3m --riichi --seat W",
            "junchan_honor",
            1600,
            "no junchan: 222z are honors; it would pay 1600 more",
            "нет яку «джунчан»: 222z — достоинства; с ним рука стоила бы на 1600 больше",
        ),
        (
            "345m345p88s678s --chi 345s --win 3m --rule-option kuitan=off",
            "tanyao_kuitan",
            1400,
            "no tanyao: the hand is open and these rules have no open tanyao (kuitan); "
            "it would pay 1400 more",
            "нет яку «таняо»: рука открыта, а в этих правилах нет открытого таняо (куитан); "
            "с ним рука стоила бы на 1400 больше",
        ),
    ],
)
def test_a_near_miss_pays_what_the_hand_it_describes_pays(
    args: str, code: str, more: int, en: str, ru: str
) -> None:
    result = score(spec_of(args))
    miss = next(m for m in near_misses(result) if m.code == code)
    gains = described(result, miss)
    assert gains is not None and more in gains, (miss, gains)
    assert miss.more == more
    assert miss.text() == en
    assert miss.text("ru") == ru


def test_a_set_missing_that_would_give_up_a_kan_pays_nothing_more() -> None:
    # sanshoku needs 123m in place of a set: the hand that gives it (the closed kan 3333z undone,
    # its 32 fu gone) pays no more, the one han made up by the fu lost: no near miss (it said
    # "it would pay 6200 more")
    args = "55m123p123s --win 1s --ankan 3333z --pon 222z --round S --dora 2s,7m --rules wrc"
    result = score(spec_of(args))
    sanshoku = NearMiss("sanshoku", "sanshoku_missing", {"tiles": "123m"}, 6200)
    assert described(result, sanshoku) == {0}
    found = {m.id: m for m in near_misses(result)}
    assert "sanshoku" not in found
    assert found["chanta"].text() == "no chanta: 55m has no terminal or honor; it would pay 6200 more"
    assert found["chanta"].text("ru") == (
        "нет яку «чанта»: в 55m нет ни терминала, ни достоинства; с ним рука стоила бы на 6200 больше"
    )
