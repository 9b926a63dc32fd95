"""The ``score`` options as their help and the README say: repeated indicators add up (the
batch's rule that a line's own value wins kept), a wrong value names its option."""

from __future__ import annotations

import json

import pytest

from mjgui.cli import answer_text, score_command
from mjgui.core.errors import HandError
from mjgui.core.scoring import arguments

HAND = "234567m22p345678s"  # riichi tanyao pinfu, East's ron: 3 han 30 fu


def _total(*words: str) -> tuple[int, int]:
    _, obj = score_command([HAND, "--riichi", *words])
    assert obj["ok"] is True, obj
    return obj["han"], obj["payment"]["total"]


def test_repeated_dora_adds_up_as_a_comma_list() -> None:
    # 1m shows 2m (one in the hand), 1s shows 2s (none), 3p shows 4p (none): one dora each 1m
    assert _total("--dora", "1m,3p") == (4, 11600)
    assert _total("--dora", "1m", "--dora", "3p") == (4, 11600)
    assert _total("--dora", "1m", "--dora", "1m") == (5, 12000)
    # the words argparse reads (an abbreviation, --x=y) add up the same
    assert _total("--dora=1m", "--dor", "1m") == (5, 12000)


def test_repeated_ura_adds_up_as_a_comma_list() -> None:
    assert _total("--dora", "9s", "--ura", "1m", "--ura", "4s") == (5, 12000)  # 2m, 5s: one each
    assert _total("--dora", "9s", "--ura", "1m,4s") == (5, 12000)
    assert _total("--dora", "9s", "--ura=1m", "--ur", "4s") == (5, 12000)


def test_the_indicators_repeated_are_in_the_spec_in_order() -> None:
    spec = arguments.score_request([HAND, "--dora", "1m", "--dora", "3p,0s"]).spec
    assert [t.code for t in spec.dora] == ["1m", "3p", "0s"]


def _batch_han(defaults: tuple[str, ...], line: str) -> int:
    return json.loads(answer_text(line + "\n", defaults))["han"]


def test_a_batch_line_s_own_indicators_replace_the_batch_s() -> None:
    defaults = arguments.batch_words(["--batch", "--riichi", "--dora", "1m", "--dora", "1m"])
    assert defaults == ("--riichi", "--dora", "1m", "--dora", "1m")
    assert _batch_han(defaults, HAND) == 5  # the batch's two
    assert _batch_han(defaults, f"{HAND} --dora 3p") == 3  # the line's own wins
    assert _batch_han(defaults, f"{HAND} --dora 1m --dora 3p") == 4  # repeats add up in the line
    assert _batch_han(defaults, f"{HAND} --dor=3p") == 3  # argparse's words too
    assert _batch_han(defaults, f"{HAND} --ura 1m") == 6  # another option: the batch's dora stay
    ura = arguments.batch_words(["--batch", "--riichi", "--dora", "9s", "--ura", "1m"])
    assert _batch_han(ura, f"{HAND} --ura 4s --ura 4s") == 5


def test_the_help_says_repeats_add_up() -> None:
    text = " ".join(arguments.score_parser().format_help().split())
    assert "given again, they add up (--dora 1m --dora 0p is --dora 1m,0p)" in text
    assert "its own --dora or --ura replaces the batch's" in text


def test_the_pao_help_names_the_rules_list_and_who_pays_the_honba() -> None:
    """``--pao`` named the seed's three pao yakuman as the only ones, and said nothing of the
    honba. The rules' ``pao`` list may name others (a ryuuiisou here, paid by the liable seat)."""
    en = " ".join(arguments.score_parser("en").format_help().split())
    assert (
        "--pao SEAT seat liable (pao) for a yakuman of the rules' pao list (the seed's: daisangen, "
        "daisuushii, suukantsu) whose last set it fed: on a tsumo it pays that yakuman's value and "
        "the honba alone; on a ron by another player (with --from), half of that value, and the "
        "honba too when the rules say so (pao_liable_honba), else the discarder pays them; another "
        "yakuman in the hand is paid as usual, unless the rules have the liable seat pay the whole "
        "tsumo (pao_whole); none: nobody"
    ) in en
    ru = " ".join(arguments.score_parser("ru").format_help().split())
    assert (
        "место игрока, который отвечает (пао) за якуман из списка pao правил (в seed: дайсанген, "
        "дайсуши, суканцу), отдав последний сет: при цумо он один платит стоимость этого якумана и "
        "хонба; при роне другого игрока (с --from) платит половину этой стоимости, а хонба тоже, "
        "если так велят правила (pao_liable_honba), иначе хонба платит набросивший"
    ) in ru
    # a ryuuiisou under pao=ryuuiisou, tsumo at one honba: the liable seat pays it and the honba
    status, obj = score_command(
        [
            "223344s66s",
            *("--pon", "666z", "--pon", "888s", "--rule-option", "pao=ryuuiisou"),
            *("--pao", "E", "--tsumo", "--seat", "S", "--honba", "1"),
        ]
    )
    assert status == 0 and obj["yakuman"] == 1
    assert obj["payment"]["by_seat"] == {"E": -32300, "S": 32300, "W": 0, "N": 0}


def _error(*words: str) -> dict[str, object]:
    status, obj = score_command([HAND, *words])
    assert status == 2 and obj["ok"] is False
    error = obj["error"]
    assert isinstance(error, dict)
    return error


def test_a_bad_tile_in_an_option_names_the_option_and_the_position_in_its_value() -> None:
    error = _error("--riichi", "--ura", "2x")
    assert error == {
        "code": "notation_char",
        "message": '--ura "2x": unexpected "x" at position 2: expected a digit 0-9 or a suit letter '
        "m, p, s, z.",
        "option": "--ura",
    }
    error = _error("--dora", "5m,8s,9z")
    assert error["code"] == "notation_honor" and error["option"] == "--dora"
    assert str(error["message"]).startswith('--dora "5m,8s,9z": "9z" at position 7 is not a tile')
    # a repeated option: the value that is wrong, its own position
    error = _error("--dora", "5m", "--dora", "8s,1z9z")
    assert str(error["message"]).startswith('--dora "8s,1z9z": "9z" at position 6 is not a tile')
    for words, option in (
        (("--win", "5x"), "--win"),
        (("--pon", "55x"), "--pon"),
        (("--chi", "123m", "--pon", "123p"), "--pon"),
        (("--seat", "Q"), "--seat"),
        (("--from", "Q"), "--from"),
        (("--honba", "x"), "--honba"),
        (("--rules", "nope"), "--rules"),
        (("--rule-option", "kuitan=maybe"), "--rule-option"),
    ):
        error = _error(*words)
        assert error["option"] == option, words
    assert str(_error("--pon", "123p")["message"]).startswith('--pon "123p": 123p is not a valid pon')
    assert str(_error("--seat", "Q")["message"]) == '--seat "Q": "Q" is not a wind: use E, S, W or N.'
    # a message that names the option already is left as it was
    assert _error("--honba", "x")["message"] == 'Honba must be a whole number, got "x".'


def test_the_hand_s_own_mistake_names_no_option() -> None:
    status, obj = score_command(["2345x67m22p345678s"])
    assert status == 2 and "option" not in obj["error"]
    assert obj["error"]["message"].startswith('Unexpected "x" at position 5')


def test_an_option_s_mistake_in_russian() -> None:
    error = _error("--dora", "5m,8s,9z", "--lang", "ru")
    assert error["option"] == "--dora"
    assert str(error["message"]).startswith("--dora «5m,8s,9z»: «9z» в позиции 7 — не тайл")


def test_a_batch_line_s_option_mistake_names_it() -> None:
    answer = json.loads(answer_text(f"{HAND} --dora 5m,8s,9z\n"))
    assert answer["error"]["option"] == "--dora"
    answer = json.loads(answer_text(f"{HAND} --dor=9z\n"))  # argparse's words: the option's name
    assert answer["error"]["option"] == "--dora"


def test_a_game_record_s_hand_says_the_option() -> None:
    from mjgui.core.game.game import replay

    record = 'players A B C D\nron A from B hand "234m567p345678s55s --dora 9z"\n'
    message = replay(record).errors[0].message()
    assert '--dora "9z": "9z" at position 1 is not a tile' in message


DAISANGEN = ["123m55p555z666z777z", "--seat", "S"]  # daisangen, South's


def _code(*words: str) -> str:
    status, obj = score_command(list(words))
    assert status == 2, obj
    return str(obj["error"]["code"])


def test_pao_the_hand_s_own_problem_is_said_first() -> None:
    # 13 tiles: the tile count, not the discarder a pao ron needs
    assert _code("23456m22p345678s", "--pao", "W") == "tile_count"
    assert _code("23456m22p345678s", "--pao", "W", "--from", "N") == "tile_count"
    # a situation that cannot be: said before anything about pao
    assert _code(*DAISANGEN, "--ippatsu", "--pao", "W") == "ippatsu_without_riichi"


def test_pao_without_a_pao_yakuman_comes_before_the_rest_about_pao() -> None:
    # the winner named liable, on a hand with no pao yakuman: that is the real problem
    assert _code(HAND, "--pao", "E", "--from", "W") == "pao_without_yakuman"
    assert _code(HAND, "--pao", "W") == "pao_without_yakuman"  # a ron without --from
    # a pao yakuman: the rest about pao
    assert _code(*DAISANGEN, "--pao", "S", "--from", "W") == "pao_winner"
    assert _code(*DAISANGEN, "--pao", "W") == "pao_ron_without_discarder"
    # rules without pao: whatever the hand
    assert _code(HAND, "--pao", "W", "--rule-option", "pao=none") == "pao_not_in_rules"
    assert _code(HAND, "--pao", "E", "--from", "W", "--rule-option", "pao=none") == "pao_not_in_rules"


def test_the_desk_lists_the_hand_s_problems_then_the_liable_seat_s() -> None:
    from dataclasses import replace

    from mjgui.core.scoring.scoring import win_problems

    spec = replace(arguments.score_request(["23456m22p345678s", "--seat", "S"]).spec, liable=0)
    assert [p.code for p in win_problems(spec)] == ["tile_count", "pao_ron_without_discarder"]


def test_an_option_s_mistake_keeps_its_own_class() -> None:
    from mjgui.core.errors import NotationError, RulesError

    with pytest.raises(RulesError) as rules:  # whoever catches a RulesError still does
        arguments.score_request([HAND, "--rule-option", "uma=20,10,-10,-10"])
    assert rules.value.code == "uma_sum" and rules.value.as_dict()["option"] == "--rule-option"
    with pytest.raises(NotationError) as tiles:
        arguments.score_request([HAND, "--dora", "9z"])
    assert tiles.value.params["pos"] == 1 and isinstance(tiles.value, arguments.OptionValueError)


def test_a_discarder_with_tsumo_is_a_typed_contradiction() -> None:
    for seat, named in (("S", "South"), ("E", "East")):  # E: the winner's own seat, no ron's words
        status, obj = score_command([HAND, "--tsumo", "--from", seat])
        assert status == 2
        assert obj["error"] == {
            "code": "discarder_on_tsumo",
            "message": f"A tsumo has no discarder: the winner drew the winning tile. Remove the "
            f"discarder ({named}) or switch to ron.",
            "option": "--from",
        }
    _, obj = score_command([HAND, "--tsumo", "--from=W", "--lang", "ru"])  # argparse's words too
    assert obj["error"]["message"].startswith("У цумо нет набросившего")
    # a batch's --from and a line's --tsumo: the same contradiction
    answer = json.loads(answer_text(f"{HAND} --tsumo\n", arguments.batch_words(["--batch", "--from", "S"])))
    assert answer["error"]["code"] == "discarder_on_tsumo"
    # both given with --batch: refused before any line, as a wrong value is
    with pytest.raises(HandError) as refused:
        arguments.batch_words(["--batch", "--tsumo", "--from", "S"])
    assert refused.value.code == "discarder_on_tsumo"
    # the one-pass reader leaves it to the ordered reading, which says it
    assert arguments._plain_request([HAND, "--tsumo", "--from", "S"]) == (
        {"hand": HAND, "tsumo": True, "discarder": "S"},
        None,
    )
    # a ron keeps its discarder, a tsumo without one is scored
    assert score_command([HAND, "--from", "S"])[0] == 0 and score_command([HAND, "--tsumo"])[0] == 0


def _argparse_reads(parser: object, word: str) -> str | None:
    """The option string argparse reads ``word`` as (None: none, or an ambiguous abbreviation)."""
    from mjgui.core.quietparser import BadWords

    try:
        found = parser._parse_optional(word)  # type: ignore[attr-defined]
    except BadWords:  # ambiguous
        return None
    if isinstance(found, list):  # Python 3.12 gives every match
        found = found[0] if len(found) == 1 else None
    if not found or found[0] is None:
        return None
    return str(max(found[0].option_strings, key=len))


def test_the_command_s_switches_are_read_as_argparse_reads_every_option() -> None:
    """``score --bat`` scored one hand (or said "No tiles entered") and never read standard
    input, though argparse reads ``--bat`` as ``--batch`` as it reads ``--tsu`` as ``--tsumo``;
    ``score --he`` was refused while ``game --he`` printed its help. Now a word is ``--batch``
    or ``--help`` to the command exactly when argparse reads it so: every abbreviation of every
    option of ``score``'s parser (its help among them) is checked against argparse itself."""
    parser = arguments.score_parser(help_line=True)
    names = [n for a in parser._actions for n in a.option_strings if n.startswith("--")]
    assert {"--batch", "--help", "--pao", "--paid-honba"} <= set(names)
    for name in names:
        for end in range(3, len(name) + 1):
            word = name[:end]
            read = _argparse_reads(parser, word)
            for switch in ("--batch", arguments.HELP):
                assert arguments.reads_as(word, switch) == (read == switch), (word, switch, read)
    assert arguments.reads_as("--b", "--batch") and arguments.reads_as("--he", "--help")
    assert not arguments.reads_as("--h", "--help")  # --haitei, --honba, --houtei too
    assert not arguments.reads_as("--batch=1", "--batch") and not arguments.reads_as("-b", "--batch")
    assert arguments.batch_words(["--bat", "--tsu"]) == arguments.batch_words(["--batch", "--tsumo"])
