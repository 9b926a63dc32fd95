"""Reading a record line, to the word: what the mutation run of ``core/game/record.py`` found
untested (docs/mutation.md). Every refusal is asserted as the whole sentence a player reads, every
action as the whole value the game replays."""

from __future__ import annotations

import pytest

from mjgui.core.game.game import replay
from mjgui.core.game.record import (
    DrawAction,
    GameError,
    HandValue,
    HanFu,
    Pao,
    PlayersAction,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    Yakuman,
    name_key,
    parse_line,
    parse_record,
)
from mjgui.core.scoring.rules import PRESETS

PLAYERS = "players Aiko Boris Chen Dasha\n"
HAND = "234m567p345678s55s"


def action(text: str) -> object:
    line = parse_line(text, 7)
    assert line.error is None, line.error.message() if line.error else ""
    return line.action


def error(text: str) -> GameError:
    line = parse_line(text, 7)
    assert line.error is not None, f"{text!r} parsed as {line.action!r}"
    return line.error


# -- the words of the record are no names ---------------------------------------------------

RECORD_WORDS = (
    "rules",
    "players",
    "riichi",
    "wareme",
    "ron",
    "tsumo",
    "draw",
    "abort",
    "chombo",
    "also",
    "from",
    "pao",
    "hand",
    "yakuman",
    "tenpai",
    "nagashi",
    "mangan",
    "haneman",
    "baiman",
    "sanbaiman",
)


@pytest.mark.parametrize("word", RECORD_WORDS)
def test_every_word_of_the_record_is_refused_as_a_player_name_in_any_case(word: str) -> None:
    for written in (word, word.upper(), word.capitalize()):
        err = error(f"players Aiko Boris Chen {written}")
        assert err.message() == (
            f'Line 7 (players Aiko Boris Chen {written}): "{written}" is a word of the record and '
            f"cannot be a player name; use another spelling, e.g. {written}_1."
        )
    # a name that only holds the word is a name
    assert action(f"riichi {word}_1") == RiichiAction(f"{word}_1")


def test_a_name_has_at_most_24_characters_and_the_refusal_says_so() -> None:
    assert action("riichi " + "x" * 24) == RiichiAction("x" * 24)
    name = "x" * 25
    assert error(f"players Aiko Boris Chen {name}").message() == (
        f'Line 7 (players Aiko Boris Chen {name}): "{name}" cannot be a player name: a name is one '
        "word of up to 24 characters, without spaces, commas, quotes, # or =."
    )
    assert error(f"riichi {name}").message("ru") == (
        f"Строка 7 (riichi {name}): «{name}» не может быть именем: имя — одно слово без пробелов, "
        "запятых, кавычек, # и = (символов не больше 24)."
    )


@pytest.mark.parametrize("number", ["42", "+7", "-3"])
def test_a_number_is_no_name_and_the_refusal_quotes_it(number: str) -> None:
    assert error(f"riichi {number}").message() == (
        f'Line 7 (riichi {number}): "{number}" is a number and would read as han or fu; give the '
        "player a name with a letter."
    )
    assert action(f"riichi {number}x") == RiichiAction(f"{number}x")


# -- names that differ only by what shows nothing -------------------------------------------


@pytest.mark.parametrize(
    "hidden",
    [
        "\u00ad",  # soft hyphen (a format character, like all of the next four)
        "\u200b",  # zero-width space
        "\u200d",  # zero-width joiner
        "\u2060",  # word joiner
        "\ufeff",  # byte order mark
        "\u034f",  # combining grapheme joiner (a mark: named in the record's own list)
        "\u180b",  # Mongolian variation selectors
        "\u180d",
        "\ufe00",  # variation selectors
        "\ufe0f",
        "\u115f",  # Hangul fillers (letters that show nothing)
        "\u1160",
        "\u3164",
        "\uffa0",
    ],
)
def test_a_name_with_a_character_that_shows_nothing_is_the_same_name(hidden: str) -> None:
    twin = f"Bo{hidden}ris"
    assert name_key(twin) == name_key("Boris") == "boris"
    err = error(f"players Aiko Boris Chen {twin}")
    assert err.code == "name_twice"
    assert err.body() == (  # (the line quoted before it shows a format character escaped)
        f'"{twin}" is named twice (the South and North seats); the four players need four different names.'
    )
    # a line that names the player so finds Boris (South): his riichi stick
    result = replay(f"{PLAYERS}riichi {twin}\ntsumo Aiko 1 30\n")
    assert result.errors == ()
    # (Aiko, the dealer, 500 from each and the stick: 32 500; Boris 28 500)
    assert result.final.points == (32500, 28500, 29500, 29500)


# -- the counts at their limits ---------------------------------------------------------------


def test_a_yakuman_count_is_one_to_six_and_so_is_a_pao_share() -> None:
    assert action("ron Chen from Aiko yakuman 6") == RonAction("Chen", "Aiko", Yakuman(6))
    for bad in ("7", "0"):
        assert error(f"ron Chen from Aiko yakuman {bad}").message() == (
            f'Line 7 (ron Chen from Aiko yakuman {bad}): "{bad}" is not a yakuman count: write '
            '"yakuman 1" up to "yakuman 6".'
        )
    assert error("ron Chen from Aiko yakuman 7").message("ru") == (
        "Строка 7 (ron Chen from Aiko yakuman 7): «7» — не число якуманов: пишите от «yakuman 1» "
        "до «yakuman 6»."
    )
    assert action("tsumo Boris yakuman 6 pao Dasha 6") == TsumoAction("Boris", Yakuman(6), Pao("Dasha", 6))
    # a share past six is a word the game refuses with the rules' pao yakuman
    assert action("tsumo Boris yakuman 6 pao Dasha 7") == TsumoAction(
        "Boris", Yakuman(6), Pao("Dasha", yakuman="7")
    )


def test_a_pao_word_is_a_yakuman_in_any_case_and_anything_else_is_said_as_written() -> None:
    assert action("tsumo Chen yakuman 1 pao Dasha DaiSangen") == TsumoAction(
        "Chen", Yakuman(1), Pao("Dasha", yakuman="daisangen")
    )
    (err,) = replay(f"{PLAYERS}tsumo Chen yakuman 1 pao Dasha Foo").errors
    assert err.message() == (
        'Line 2 (tsumo Chen yakuman 1 pao Dasha Foo): "Foo" after the liable player is not a yakuman '
        "count or a pao yakuman of these rules (daisangen, daisuushii or suukantsu): e.g. "
        '"pao Dasha" or "pao Dasha daisangen".'
    )


def test_pao_after_a_han_count_without_fu() -> None:
    # from 5 han no fu is written: "pao" is the next word, not a fu
    assert action("ron Chen from Aiko 5 pao Dasha") == RonAction("Chen", "Aiko", HanFu(5, None), Pao("Dasha"))
    assert action("tsumo Chen 6 PAO Dasha 1") == TsumoAction("Chen", HanFu(6, None), Pao("Dasha", 1))
    assert error("tsumo Chen 3 pao Dasha").message() == (
        "Line 7 (tsumo Chen 3 pao Dasha): 3 han needs its fu (from 5 han the fu do not matter): "
        'write e.g. "3 30".'
    )


# -- each line's example, when it has too few or too many words -------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("rules", 'this line is incomplete: write it as "rules seed".'),
        ("riichi", 'this line is incomplete: write it as "riichi Boris".'),
        ("riichi Aiko Boris", 'unexpected "Boris". Write the line as "riichi Aiko" (a # starts a comment).'),
        ("wareme", 'this line is incomplete: write it as "wareme Chen".'),
        ("wareme Aiko Boris", 'unexpected "Boris". Write the line as "wareme Aiko" (a # starts a comment).'),
        ("chombo", 'this line is incomplete: write it as "chombo Dasha".'),
        ("chombo Aiko Boris", 'unexpected "Boris". Write the line as "chombo Aiko" (a # starts a comment).'),
        ("abort now", 'unexpected "now". Write the line as "abort" (a # starts a comment).'),
        ("ron Chen from", 'this line is incomplete: write it as "ron Chen from Aiko 3 40".'),
        (
            "ron Chen to Aiko 3 40",
            'unexpected "to". Write the line as "ron Chen from Aiko 3 40" (a # starts a comment).',
        ),
        ("also ron Boris from", 'this line is incomplete: write it as "also ron Boris from Aiko 2 30".'),
        (
            "also ron Boris from Aiko 2 30 please",
            'unexpected "please". Write the line as "also ron Boris from Aiko 2 30" (a # starts a comment).',
        ),
        ("tsumo Boris", 'this line is incomplete: write it as "tsumo Boris 2 30".'),
        (
            "tsumo Boris 2 30 please",
            'unexpected "please". Write the line as "tsumo Boris 2 30" (a # starts a comment).',
        ),
        ("tsumo Boris 2 30 pao", 'this line is incomplete: write it as "tsumo Boris yakuman pao Dasha".'),
        (
            "tsumo Boris yakuman pao Dasha 2 please",
            'unexpected "please". Write the line as "tsumo Boris yakuman pao Dasha" (a # starts a comment).',
        ),
        (
            "ron Chen from Aiko yakuman pao Dasha 2 please",
            'unexpected "please". Write the line as "ron Chen from Aiko yakuman pao Dasha" '
            "(a # starts a comment).",
        ),
        (
            "ron Chen from Aiko hand",
            'this line is incomplete: write it as "ron Chen from Aiko hand "234m567p345678s55s --riichi"".',
        ),
        ("draw tenpai", 'this line is incomplete: write it as "draw tenpai Aiko,Chen".'),
        ("draw nagashi Aiko tenpai", 'this line is incomplete: write it as "draw tenpai Boris,Chen".'),
        ("draw tenpai Aiko nagashi", 'this line is incomplete: write it as "draw nagashi Boris,Chen".'),
        (
            "draw Aiko",
            '"Aiko" is not expected here: write "draw", "draw tenpai Aiko,Chen", or "draw nagashi Boris '
            'tenpai Boris".',
        ),
        (
            "draw tenpai Aiko TENPAI Chen",
            '"TENPAI" is not expected here: write "draw", "draw tenpai Aiko,Chen", or "draw nagashi Boris '
            'tenpai Boris".',
        ),
        (
            "ron Chen from Aiko zero 30",
            '"zero" is not a han count: write a whole number from 1, e.g. "ron Chen from Aiko 3 40".',
        ),
        ("ron Chen from Aiko 3 45", "45 fu does not exist: fu is 20, 25, or 30 to 140 in steps of 10."),
        (
            "rules nosuch",
            'there are no rules "nosuch". Known presets: seed, ema, wrc, tenhou, mahjongsoul, mleague, '
            "tenhou-sanma, mahjongsoul-sanma.",
        ),
        (  # the line's own quotes, then the hand's words split again
            'ron Chen from Aiko hand "234m567p345678s55s --riichi',
            "the quotes do not close. Put the whole hand in one pair of double quotes: "
            'hand "234m567p345678s55s --riichi".',
        ),
        (
            'ron Chen from Aiko hand "234m 5\'x"',
            "the quotes do not close. Put the whole hand in one pair of double quotes: "
            'hand "234m567p345678s55s --riichi".',
        ),
        (
            "riichi Bo\x07ris",
            "the text contains a control or text-direction character (U+0007), which a game record "
            "cannot hold (it is plain text); type it again without it.",
        ),
    ],
)
def test_a_refused_line_says_how_it_is_written(line: str, message: str) -> None:
    shown = line.replace("\x07", "\\x07")  # the line is quoted with its control character escaped
    assert error(line).message() == f"Line 7 ({shown}): {message}"


def test_the_russian_example_is_the_lines_own() -> None:
    assert error("also ron Boris from").message("ru") == (
        "Строка 7 (also ron Boris from): строка не закончена: запишите её так: "
        "«also ron Boris from Aiko 2 30»."
    )
    assert error("tsumo Boris 2 30 please").message("ru") == (
        "Строка 7 (tsumo Boris 2 30 please): лишнее слово «please». Запишите строку так: "
        "«tsumo Boris 2 30» (# начинает комментарий)."
    )


# -- the values the game checks with its rules ------------------------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "ron Chen from Aiko 100",
            "100 han is more than any hand can have: a han count is at most 99 (from 13 han a hand is "
            'counted as kazoe yakuman; write e.g. "ron Chen from Aiko 13"); check the number.',
        ),
        (
            "ron Chen from Aiko 2 20",
            "2 han 20 fu cannot happen on ron: 20 fu is a pinfu tsumo only: no ron has 20 fu (a "
            "closed ron adds 10 fu, and an open hand of 20 fu by ron counts 30).",
        ),
        (
            "tsumo Chen 2 25",
            "2 han 25 fu cannot happen on tsumo: 25 fu is chiitoitsu, and a chiitoitsu tsumo has at "
            "least 3 han (with menzen tsumo).",
        ),
        (
            "tsumo Chen 1 25",
            "1 han 25 fu cannot happen at all: a 1 han hand has at least 30 fu (20 fu pinfu tsumo and "
            "25 fu chiitoitsu have 2 han or more).",
        ),
    ],
)
def test_a_value_no_hand_has_is_refused_saying_by_which_win(line: str, message: str) -> None:
    (err,) = replay(PLAYERS + line).errors
    assert err.message() == f"Line 2 ({line}): {message}"


# -- the hand in quotes -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "key"),
    [
        ("--seat S", "--seat"),
        ("--round S", "--round"),
        ("--honba 2", "--honba"),
        ("--sticks 1", "--sticks"),
        ("--renchan 1", "--renchan"),
        ("--from W", "--from"),
        ("--rules tenhou", "--rules"),
        ("--rule-option kuitan=off", "--rule-option"),
        ("--RULE-OPTION=kuitan=off", "--rule-option"),
        ("--lang ru", "--lang"),
        ("--batch", "--batch"),
        ("-h", "-h"),
        ("--help", "--help"),
        ("--r", "--r"),  # argparse would take an abbreviation: of --round, --renchan, --rules...
        ("--st=1", "--st"),
    ],
)
def test_every_word_the_game_fills_in_is_refused_inside_a_hand(words: str, key: str) -> None:
    line = f'tsumo Chen hand "{HAND} {words}"'
    err = error(line)
    assert (err.code, err.params) == ("hand_words", {"word": key})
    assert err.body() == (  # (a long line is quoted cut short before it)
        f'{key} inside hand "..." is filled in by the game (seat, round, honba, sticks, renchan, '
        "discarder, tsumo and rules come from the record); remove it."
    )


def test_two_dashes_alone_end_the_options_of_a_hand() -> None:
    act = action(f'ron Chen from Aiko hand "{HAND} --"')
    assert isinstance(act, RonAction) and isinstance(act.value, HandValue)
    assert act.value.words == (HAND, "--")


def test_a_hand_whose_reading_would_end_the_program_is_refused_naming_its_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """argparse ends the program to print a help: the words' parser has none, but if it ever
    did, the line is refused (the tracker is never closed by a line typed)."""
    from mjgui.core.scoring import arguments

    def help_printed(words: object) -> object:
        raise SystemExit(0)

    monkeypatch.setattr(arguments, "parse_score_args", help_printed)
    line = f'ron Chen from Aiko hand "{HAND} --riichi"'
    err = error(line)
    assert (err.code, err.params) == ("hand_words", {"word": f"{HAND} --riichi"})
    assert err.message().startswith(f'Line 7 ({line}): {HAND} --riichi inside hand "..." is filled in')


# -- lines kept as written ----------------------------------------------------------------------


def test_a_refused_line_is_kept_as_written_with_its_number() -> None:
    long = "riichi " + "x" * 1000
    text = f'{PLAYERS}{long}\nriichi Bo\x07ris\nron Chen from Aiko hand "{HAND}\n'
    record = parse_record(text)
    assert record.text == text  # nothing lost: the game's file is written from these lines
    assert [(ln.number, ln.error.code if ln.error else None) for ln in record.lines] == [
        (1, None),
        (2, "line_too_long"),
        (3, "control_char"),
        (4, "bad_quotes"),
    ]
    assert [(e.line, e.params) for e in record.errors] == [
        (2, {"length": 1007, "max": 1000}),
        (3, {"char": "U+0007"}),
        (4, {}),
    ]


def test_a_draw_list_skips_empty_names_between_commas() -> None:
    assert action("draw tenpai ,Aiko,,Chen, nagashi Chen,") == DrawAction(("Aiko", "Chen"), ("Chen",))


def test_a_rules_line_keeps_its_preset_name_in_small_letters() -> None:
    assert action("rules TENHOU") == RulesAction("tenhou", PRESETS["tenhou"])
    assert action("players Aiko Boris Chen Dasha") == PlayersAction(("Aiko", "Boris", "Chen", "Dasha"))
