"""The most yakuman one hand counts under each rules (``Rules.most_yakuman``, RULES.md §3): the
core's scorer counts no more on the biggest hands, a ``yakuman N`` line writes no more, and the
needs list offers no more."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mjgui.controller.scoring.calculator import Controller
from mjgui.controller.scoring.quick import QuickValue
from mjgui.controller.scoring.state import GamePin
from mjgui.core.errors import MahjongError
from mjgui.core.game.conditions import conditions, score_cells
from mjgui.core.game.game import replay
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.scoring import score
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS
from tests.util import spec

#: The biggest hands of each combination Rules.most_yakuman reckons with: (concealed tiles, the
#: winning tile, the four closed kans of the same sets as ``--ankan`` words, or None).
SHAPES: tuple[tuple[str, str, str | None], ...] = (
    # daisuushii + tsuuiisou (+ suuankou tanki, or suuankou on the shanpon)
    ("111z222z333z444z55z", "5z", "55z --ankan 1111z --ankan 2222z --ankan 3333z --ankan 4444z"),
    ("111z222z333z444z55z", "4z", None),
    # shousuushii + tsuuiisou
    ("111z222z333z555z44z", "4z", "44z --ankan 1111z --ankan 2222z --ankan 3333z --ankan 5555z"),
    ("111z222z333z555z44z", "5z", None),
    # daisangen + tsuuiisou
    ("555z666z777z111z22z", "2z", "22z --ankan 5555z --ankan 6666z --ankan 7777z --ankan 1111z"),
    ("555z666z777z111z22z", "1z", None),
    # chinroutou
    ("111m999m111p999p11s", "1s", "11s --ankan 1111m --ankan 9999m --ankan 1111p --ankan 9999p"),
    # ryuuiisou
    ("222s333s444s666z88s", "8s", "88s --ankan 2222s --ankan 3333s --ankan 4444s --ankan 6666z"),
    # kokushi (13-wait), chuuren (9-wait), tsuuiisou of seven pairs
    ("19m19p19s12345677z", "7z", None),
    ("11123456789999p", "9p", None),
    ("11223344556677z", "7z", None),
)

#: How each hand is won: the first-turn yakuman, or none (the closed kans' frame), by seat,
#: tsumo or ron (a dealer's ron has no first-turn yakuman).
FRAMES = (
    "--tsumo --tenhou --seat E",
    "--tsumo --tenhou --seat E --renchan 8",
    "--tsumo --chiihou --seat S",
    "--renhou --seat S --from E",
    "--seat S --from E",
    "--seat E --from S",
)
KAN_FRAMES = (
    "--tsumo --seat E",
    "--tsumo --seat E --renchan 8",
    "--tsumo --seat S",
    "--seat S --from E",
    "--seat E --from S",
)
#: The ways of winning, as (dealer, tsumo).
WAYS = ((True, True), (True, False), (False, True), (False, False))


def _candidates() -> list[str]:
    words = []
    for tiles, win, kans in SHAPES:
        words += [f"{tiles} --win {win} {frame} --round E" for frame in FRAMES]
        if kans is not None:
            words += [f"{kans} {frame} --round E" for frame in KAN_FRAMES]
    return words


CANDIDATES = _candidates()


def _variants() -> list[tuple[str, Rules]]:
    """Every preset as it is, with paarenchan played, with yakuman not adding up, with every
    yakuman counted double, with renhou a yakuman, and with one first-turn yakuman counted
    double (then one seat's hand counts more than the other's)."""
    out = []
    for name, rules in PRESETS.items():
        out += [
            (name, rules),
            (f"{name} paarenchan=on", replace(rules, paarenchan=True)),
            (f"{name} yakuman_stacking=off", replace(rules, yakuman_stacking=False)),
            (f"{name} double_yakuman=all", replace(rules, double_yakuman=frozenset(YAKUMAN_IDS))),
            (f"{name} renhou=yakuman", replace(rules, renhou="yakuman")),
        ]
        for first in ("tenhou", "chiihou", "renhou"):
            doubled = replace(rules, renhou="yakuman", double_yakuman=rules.double_yakuman | {first})
            out += [
                (f"{name} renhou=yakuman +double {first}", doubled),
                (f"{name} renhou=yakuman +double {first} off", replace(doubled, yakuman_stacking=False)),
            ]
    return out


def _most_scored(rules: Rules) -> tuple[dict[tuple[bool, bool], int], int]:
    """The most yakuman the core's scorer counts on the candidates: without paarenchan for each
    way of winning (dealer or not, tsumo or ron), and a dealer's tsumo with it (at paarenchan
    where the rules play it)."""
    most = dict.fromkeys(WAYS, 0)
    dealer_most = 0
    for words in CANDIDATES:
        try:
            result = score(spec(words).with_changes(rules=rules))
        except MahjongError:  # not at this table (renhou off, a removed tile, ...)
            continue
        if result.win is None:
            continue
        if "--renchan 8" in words:
            dealer_most = max(dealer_most, result.win.yakuman)
        else:
            way = ("--seat E" in words, "--tsumo" in words)
            most[way] = max(most[way], result.win.yakuman)
    return most, dealer_most


@pytest.mark.parametrize(("name", "rules"), _variants(), ids=[n for n, _ in _variants()])
def test_the_most_yakuman_is_what_the_biggest_hands_score(name: str, rules: Rules) -> None:
    """The biggest hands each combination allows, scored with their tiles: their most, for each
    seat and way of winning, is the rules' most for it (the largest of them
    ``Rules.most_yakuman``), and a dealer at paarenchan counts paarenchan on top where yakuman
    add up (the larger of the two where they do not)."""
    most, dealer_most = _most_scored(rules)
    assert {way: rules.most_yakuman_at(dealer=way[0], tsumo=way[1]) for way in WAYS} == most
    assert rules.most_yakuman == max(most.values())
    paarenchan = rules.yakuman_count("paarenchan") if rules.paarenchan else 0
    dealer_tsumo = most[True, True]
    if rules.yakuman_stacking:
        assert dealer_most == dealer_tsumo + paarenchan
    else:
        assert dealer_most == max(dealer_tsumo, paarenchan)


@pytest.mark.parametrize(
    ("name", "most"),
    [
        ("seed", 6),
        ("mahjongsoul", 6),
        ("mahjongsoul-sanma", 6),
        ("tenhou", 4),
        ("mleague", 4),
        ("tenhou-sanma", 4),
    ],
)
def test_each_preset_counts_its_most_and_no_line_writes_more(name: str, most: int) -> None:
    """daisuushii, tsuuiisou, suuankou tanki and tenhou (or suukantsu): 6 with the double
    yakuman of seed and Mahjong Soul, 4 without any. A line of that many is paid; one more is
    refused, saying the most (a line once wrote up to 6 under every rules)."""
    rules = PRESETS[name]
    assert rules.most_yakuman == most
    players = "players A B C" if rules.players == 3 else "players A B C D"
    base = f"rules {name} buttobi=off\n{players}\n"
    paid = replay(base + f"ron B from C yakuman {most}\n")
    assert paid.errors == ()
    assert paid.step(3).deltas[1] == 32_000 * most
    refused = replay(base + f"ron B from C yakuman {most + 1}\n")
    if most + 1 > 6:  # beyond what any line writes: refused as it is read
        (error,) = refused.errors
        assert error.code == "bad_yakuman"
        return
    (error,) = refused.errors
    assert error.code == "yakuman_most"
    # none of these presets plays paarenchan: nothing is said of it (the game never adds it)
    assert not rules.paarenchan
    assert error.message() == (
        f"Line 3 (ron B from C yakuman {most + 1}): yakuman {most + 1} cannot be won under these "
        f"rules: no hand counts more than {most} yakuman, as scoring its tiles counts them."
    )
    assert error.message("ru").endswith(
        f"якуман {most + 1} по этим правилам не выиграть: при подсчёте по тайлам ни одна рука не "
        f"стоит больше {most}\u00a0якуманов."
    )
    assert refused.final.points == replay(base).final.points
    # the dealer's line too: a dealer at paarenchan would not be paid it here
    (dealer_error,) = replay(base + f"ron A from C yakuman {most + 1}\n").errors
    assert dealer_error.code == "yakuman_most"
    assert "paarenchan" not in dealer_error.message()
    assert "аренчан" not in dealer_error.message("ru")


def test_where_paarenchan_is_played_the_dealer_is_told_not_to_count_it() -> None:
    """Under rules that play paarenchan (the seed's, or tenhou with it turned on) a dealer's
    ``yakuman N`` beyond the most says that the game adds paarenchan; a non-dealer's, who
    never has it, does not; and the game does add it: 8 renchan, then the dealer's "yakuman 4"
    is paid as 5 yakuman."""
    base = "rules tenhou paarenchan=on buttobi=off\nplayers Aiko Boris Chen Dasha\n"
    (error,) = replay(base + "ron Aiko from Chen yakuman 5\n").errors
    assert error.code == "yakuman_most_paarenchan"
    assert error.message() == (
        "Line 3 (ron Aiko from Chen yakuman 5): yakuman 5 cannot be won under these rules: no "
        "hand counts more than 4 yakuman, as scoring its tiles counts them. Do not count "
        "paarenchan in it: the game adds it."
    )
    assert error.message("ru").endswith(
        "якуман 5 по этим правилам не выиграть: при подсчёте по тайлам ни одна рука не стоит "
        "больше 4\u00a0якуманов. Паренчан сюда не включайте: игра добавит его сама."
    )
    (other,) = replay(base + "ron Boris from Chen yakuman 5\n").errors
    assert other.code == "yakuman_most"
    assert other.message().endswith("no hand counts more than 4 yakuman, as scoring its tiles counts them.")
    renchan = "draw tenpai Aiko\n" * 8
    paid = replay(base + renchan + "ron Aiko from Chen yakuman 4\n")
    assert paid.errors == ()
    assert paid.step(11).deltas[0] == 48_000 * 5 + 8 * 300


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_needs_list_stops_at_the_most_the_rules_count(name: str) -> None:
    """The yakuman cells go one by one to the rules' most (under tenhou, mleague and
    tenhou-sanma 4, not the 6 a line wrote; under ema and wrc, whose yakuman do not add up, 1),
    and a dealer at paarenchan counts it on top where yakuman add up (without, the larger of
    the two: still 1)."""
    rules = PRESETS[name]
    cells = [c.yakuman for c in score_cells(rules, tsumo=True) if c.yakuman]
    assert cells == list(range(1, rules.most_yakuman + 1))
    played = replace(rules, paarenchan=True)
    at_paarenchan = [c.yakuman for c in score_cells(played, tsumo=True, dealer=True, paarenchan=True)]
    on_top = 1 if rules.yakuman_stacking else 0
    assert at_paarenchan == list(range(1, rules.most_yakuman + 1 + on_top))


def test_no_tsumo_of_more_yakuman_than_mleague_counts_is_offered() -> None:
    """M-League, after the dealer's tenhou of daisuushii, tsuuiisou and suuankou tanki
    (4 yakuman, scored from the tiles): Boris, 39 000 below zero, needed a "6× yakuman
    (192 000)" tsumo by the list; no hand counts 6 there, so no tsumo does it. The direct ron
    of 4 yakuman does."""
    text = 'rules mleague\nplayers Aiko Boris Chen Dasha\ntsumo Aiko hand "111z222z333z444z55z --tenhou"\n'
    result = replay(text)
    assert result.errors == ()
    state = result.final
    assert state.points == (217_000, -39_000, -39_000, -39_000)
    (cond,) = [c for c in conditions(state) if (c.player, c.passes) == (1, 0)]
    assert cond.tsumo is None and cond.other_ron is None
    assert cond.direct_ron is not None
    assert (cond.direct_ron.yakuman, cond.direct_ron.points) == (4, 128_000)


@pytest.mark.parametrize(
    ("double", "fives"),
    [
        ("tenhou", ("tsumo A yakuman 5",)),
        ("chiihou", ("tsumo B yakuman 5", "tsumo C yakuman 5")),
        ("renhou", ("ron B from A yakuman 5", "ron C from D yakuman 5")),
    ],
)
def test_a_double_first_turn_yakuman_is_counted_only_for_the_win_it_is_in(
    double: str, fives: tuple[str, ...]
) -> None:
    """With a first-turn yakuman counted double (no double yakuman else), daisuushii,
    tsuuiisou and suuankou tanki with it count 5; with suukantsu instead, 4. Tenhou is the
    dealer's tsumo, chiihou a non-dealer's, renhou a non-dealer's ron: only that win may write
    "yakuman 5". Every other was accepted (the most was taken over every seat), though no hand
    of it counts 5, and the needs list offered 5 to every player."""
    rules_line = f"rules mleague renhou=yakuman double_yakuman={double} buttobi=off"
    base = f"{rules_line}\nplayers A B C D\n"
    rules = replay(base).final.rules
    lines = [
        "tsumo A yakuman 5",
        "tsumo B yakuman 5",
        "tsumo C yakuman 5",
        "ron A from B yakuman 5",
        "ron B from A yakuman 5",
        "ron C from D yakuman 5",
    ]
    for line in lines:
        game = replay(base + line + "\n")
        winner = "ABCD".index(line.split()[1])
        if line in fives:  # paid as 5 yakuman: 48 000 each for the dealer, 32 000 for the others
            assert game.errors == (), line
            assert game.step(3).deltas[winner] == (48_000 if winner == 0 else 32_000) * 5
            continue
        (error,) = game.errors
        # the sentence names the win whose most is 4: another win counts 5
        win = ("dealer's " if line.split()[1] == "A" else "non-dealer's ") + line.split()[0]
        code = {"dealer's tsumo": "yakuman_most_dealer_tsumo", "dealer's ron": "yakuman_most_dealer_ron"}
        assert error.code == code.get(win, "yakuman_most_" + line.split()[0]), line
        assert error.message().endswith(
            f"({line}): yakuman 5 cannot be won under these rules: no {win} counts more than 4 "
            "yakuman, as scoring its tiles counts them."
        )
        assert game.final.points == replay(base).final.points
    # the needs list: each seat's cells, by tsumo and ron, go up to what that win counts
    for dealer in (True, False):
        for tsumo in (True, False):
            cells = [c.yakuman for c in score_cells(rules, tsumo=tsumo, dealer=dealer) if c.yakuman]
            five = any(
                line.split()[0] == ("tsumo" if tsumo else "ron") and (line.split()[1] == "A") == dealer
                for line in fives
            )
            assert cells == list(range(1, 6 if five else 5)), (dealer, tsumo)


def _desk_refusal(
    rules_line: str, seat: int, renchan: int, multiple: int, lang: str
) -> tuple[str, list[str]]:
    """The calculator's Han and fu with Yakuman × ``multiple`` picked for a ron of ``seat``
    (0 the dealer) at ``renchan``: its headline and its messages."""
    calc = Controller(lang)
    calc.serve(GamePin(replay(rules_line).final.rules))
    calc.set_seat(seat)
    assert calc.set_discarder(2) and calc.set_quick_mode(True)
    calc.set_count("renchan", renchan)
    s = calc.state.situation
    assert (s.seat, s.discarder, s.tsumo, s.renchan) == (seat, 2, False, renchan)
    assert calc.set_quick_value(QuickValue("yakuman", multiple=multiple))
    view = calc.view()
    assert all(p.delta == 0 for p in view.payments)
    return view.headline.text, [m.text for m in view.messages]


def test_the_desk_names_a_refused_yakuman_count_as_it_shows_it() -> None:
    """The calculator's Han and fu, Yakuman × 5 under tenhou (yakuman add up, 4 at most, no
    paarenchan): the desk said the game line's "Yakuman 5 cannot be won ... Do not count
    paarenchan in it: the game adds it.", a value it does not show and a paarenchan neither the
    game nor the desk adds there. It names the value as its picker does, and speaks of
    paarenchan only to a dealer where the rules play it, as what its renchan counter adds."""
    head, said = _desk_refusal("rules tenhou", 1, 0, 5, "en")
    assert head == "This value cannot be won"
    assert said == [
        "Yakuman × 5 cannot be won under these rules: no hand counts more than 4 yakuman, as "
        "scoring its tiles counts them."
    ]
    assert _desk_refusal("rules tenhou", 0, 0, 5, "en")[1] == said  # the dealer: no paarenchan there
    assert _desk_refusal("rules tenhou", 1, 0, 5, "ru")[1] == [
        "Якуман × 5 по этим правилам не выиграть: при подсчёте по тайлам ни одна рука не стоит "
        "больше 4\u00a0якуманов."
    ]
    # the seed's rules play paarenchan: the dealer is told the desk adds it (at 8 renchan, and
    # before it), a non-dealer is not
    played = "rules seed double_yakuman=none"
    for renchan in (0, 8):
        assert _desk_refusal(played, 0, renchan, 5, "en")[1] == [
            "Yakuman × 5 cannot be won under these rules: no hand counts more than 4 yakuman, as "
            "scoring its tiles counts them. Do not count paarenchan in it: the desk adds it from "
            "the dealer's renchan."
        ]
        assert _desk_refusal(played, 0, renchan, 5, "ru")[1] == [
            "Якуман × 5 по этим правилам не выиграть: при подсчёте по тайлам ни одна рука не стоит "
            "больше 4\u00a0якуманов. Паренчан сюда не включайте: калькулятор добавит его сам по "
            "ренчанам дилера."
        ]
    assert _desk_refusal(played, 1, 8, 5, "en")[1] == said


@pytest.mark.parametrize(
    ("rules_line", "line", "code", "en", "ru"),
    [
        (
            "rules tenhou double_yakuman=tenhou buttobi=off",
            "tsumo B yakuman 5",
            "yakuman_most_tsumo",
            "yakuman 5 cannot be won under these rules: no non-dealer's tsumo counts more than 4 "
            "yakuman, as scoring its tiles counts them.",
            "якуман 5 по этим правилам не выиграть: при подсчёте по тайлам ни одно цумо недилера не "
            "стоит больше 4\u00a0якуманов.",
        ),
        (
            "rules tenhou double_yakuman=tenhou paarenchan=on buttobi=off",
            "ron A from B yakuman 5",
            "yakuman_most_dealer_ron_paarenchan",
            "yakuman 5 cannot be won under these rules: no dealer's ron counts more than 4 yakuman, "
            "as scoring its tiles counts them. Do not count paarenchan in it: the game adds it.",
            "якуман 5 по этим правилам не выиграть: при подсчёте по тайлам ни один рон дилера не "
            "стоит больше 4\u00a0якуманов. Паренчан сюда не включайте: игра добавит его сама.",
        ),
        (
            "rules tenhou double_yakuman=tenhou yakuman_stacking=off buttobi=off",
            "ron C from D yakuman 2",
            "yakuman_most_one_ron",
            "yakuman 2 cannot be won under these rules: yakuman do not add up and none in a "
            "non-dealer's ron counts double, so it is one yakuman at most. If they add up "
            'at your table, add "yakuman_stacking=on" to the rules line.',
            "якуман 2 по этим правилам не выиграть: якуманы не складываются, а в роне недилера "
            "двойных нет, так что он стоит не больше одного якумана. Если у вас они "
            "складываются, допишите «yakuman_stacking=on» в строку rules.",
        ),
    ],
)
def test_the_refusal_of_a_count_only_another_win_reaches_names_the_win(
    rules_line: str, line: str, code: str, en: str, ru: str
) -> None:
    """Under double tenhou only the dealer's tsumo counts 5 (2 without stacking): a larger
    count in any other win was refused with "no hand counts more than 4", though the line
    before it was paid as 5. The sentence names the win it is about (en, ru)."""
    game = replay(f"{rules_line}\nplayers A B C D\n{line}\n")
    (error,) = game.errors
    assert error.code == code
    assert error.body("en") == en
    assert error.body("ru") == ru


@pytest.mark.parametrize("name", ["ema", "wrc"])
def test_where_yakuman_do_not_add_up_a_line_writes_one_at_most(name: str) -> None:
    """EMA and WRC count one yakuman at most (their yakuman do not add up and none counts
    double): "yakuman 1" is paid, "yakuman 2" refused, naming the option that adds them up."""
    rules = PRESETS[name]
    assert rules.most_yakuman == 1 and not rules.yakuman_stacking
    base = f"rules {name}\nplayers A B C D\n"
    paid = replay(base + "ron B from C yakuman 1\n")
    assert paid.errors == () and paid.step(3).deltas[1] == 32_000
    (error,) = replay(base + "ron B from C yakuman 2\n").errors
    assert error.code == "yakuman_most_one"
