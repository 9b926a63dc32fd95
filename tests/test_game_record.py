"""Reading the game record: words of each line, errors with line numbers, never a crash."""

from __future__ import annotations

import pytest

from mjgui.core.errors import MahjongError
from mjgui.core.game.game import replay
from mjgui.core.game.record import (
    AbortAction,
    ChomboAction,
    DrawAction,
    GameError,
    HandValue,
    HanFu,
    Limit,
    Pao,
    PlayersAction,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    WaremeAction,
    Yakuman,
    parse_line,
    parse_record,
    split_lines,
)
from tests.util import both

ISSUE_EXAMPLE = """\
rules seed                          # preset (optional, default seed)
players Aiko Boris Chen Dasha       # starting seats East South West North
riichi Boris                        # declares riichi this hand: 1000 to the table
ron Chen from Aiko 3 40             # han fu
ron Chen from Aiko yakuman 1 pao Dasha
ron Chen from Aiko hand "234m567p3467888s5s --riichi"   # scored by the core, situation filled from the game
tsumo Boris 2 30
tsumo Boris yakuman 2
draw tenpai Aiko,Chen               # exhaustive draw; plain `draw` = everyone noten
draw nagashi Boris tenpai Boris
abort                               # abortive draw, only when the rules allow it
chombo Dasha
"""


def action(text: str) -> object:
    line = parse_line(text, 1)
    assert line.error is None, line.error.message() if line.error else ""
    return line.action


def error(text: str) -> GameError:
    line = parse_line(text, 7)
    assert line.error is not None, f"{text!r} parsed as {line.action!r}"
    return line.error


def test_every_line_of_the_issue_example_parses() -> None:
    record = parse_record(ISSUE_EXAMPLE)
    assert record.errors == ()
    kinds = [type(line.action).__name__ for line in record.lines]
    assert kinds == [
        "RulesAction",
        "PlayersAction",
        "RiichiAction",
        "RonAction",
        "RonAction",
        "RonAction",
        "TsumoAction",
        "TsumoAction",
        "DrawAction",
        "DrawAction",
        "AbortAction",
        "ChomboAction",
    ]


def test_actions_carry_their_words() -> None:
    assert action("players Aiko Boris Chen Dasha") == PlayersAction(("Aiko", "Boris", "Chen", "Dasha"))
    assert action("riichi Boris") == RiichiAction("Boris")
    assert action("wareme Chen") == WaremeAction("Chen")
    assert action("chombo Dasha") == ChomboAction("Dasha")
    assert action("abort") == AbortAction()
    assert action("ron Chen from Aiko 3 40") == RonAction("Chen", "Aiko", HanFu(3, 40))
    assert action("RON Chen FROM Aiko 5") == RonAction("Chen", "Aiko", HanFu(5, None))
    assert action("ron Chen from Aiko haneman") == RonAction("Chen", "Aiko", Limit("haneman"))
    assert action("ron Chen from Aiko yakuman 1 pao Dasha") == RonAction(
        "Chen", "Aiko", Yakuman(1), Pao("Dasha")
    )
    assert action("tsumo Boris yakuman") == TsumoAction("Boris", Yakuman(1))
    assert action("tsumo Boris yakuman 2 pao Dasha daisuushii") == TsumoAction(
        "Boris", Yakuman(2), Pao("Dasha", yakuman="daisuushii")
    )
    assert action("tsumo Boris yakuman 2 pao Dasha 2") == TsumoAction("Boris", Yakuman(2), Pao("Dasha", 2))
    assert action("also ron Boris from Aiko 2 30") == RonAction("Boris", "Aiko", HanFu(2, 30), also=True)


def test_draw_lists_take_commas_or_spaces_in_any_order() -> None:
    assert action("draw") == DrawAction()
    assert action("draw tenpai Aiko,Chen") == DrawAction(("Aiko", "Chen"))
    assert action("draw tenpai Aiko Chen") == DrawAction(("Aiko", "Chen"))
    assert action("draw nagashi Boris tenpai Boris") == DrawAction(("Boris",), ("Boris",))
    assert action("draw tenpai Boris, Chen nagashi Chen") == DrawAction(("Boris", "Chen"), ("Chen",))


def test_hand_value_keeps_the_score_words_and_spec() -> None:
    act = action('ron Chen from Aiko hand "234m567p345678s55s --riichi --dora 1m"')
    assert isinstance(act, RonAction)
    assert isinstance(act.value, HandValue)
    assert act.value.words == ("234m567p345678s55s", "--riichi", "--dora", "1m")
    assert act.value.spec.riichi
    assert len(act.value.spec.dora) == 1
    act = action('ron Chen from Aiko hand "555z666z123m44p --pon 777z" pao Dasha')
    assert isinstance(act, RonAction)
    assert act.pao == Pao("Dasha")


def test_hand_line_with_two_dora_indicators_and_no_kan() -> None:
    # RULES.md §1: a hand with no kan of its own holds another player's kan indicator
    act = action('ron Chen from Aiko hand "234m567p3467888s5s --dora 1m,2m"')
    assert isinstance(act, RonAction) and isinstance(act.value, HandValue)
    assert [t.code for t in act.value.spec.dora] == ["1m", "2m"]
    # scored in the game: Chen (West) tanyao pinfu + dora 2m and 3m = 4 han 30 fu, 7700 from Aiko
    text = 'players Aiko Boris Chen Dasha\nron Chen from Aiko hand "234m567p3467888s5s --dora 1m,2m"'
    result = replay(text)
    assert result.errors == ()
    assert result.final.points == (30000 - 7700, 30000, 30000 + 7700, 30000)


def test_rules_line_with_options() -> None:
    act = action("rules seed wareme=on chombo_at_end=yes uma=20,10,-10,-20 start_points=25000 pao=none")
    assert isinstance(act, RulesAction)
    rules = act.rules
    assert rules.wareme and rules.chombo_at_end
    assert rules.uma == (20, 10, -10, -20)
    assert rules.start_points == 25000
    assert rules.pao == frozenset()
    assert action("rules tenhou").rules.abortive_draws  # type: ignore[union-attr]
    assert action("rules seed double_wind_pair_fu=2 chiitoitsu_50fu=on").rules.chiitoitsu_50fu  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("hello there", "unknown_command"),
        ("ron Chen from Aiko", "missing_words"),
        ("ron Chen to Aiko 3 40", "extra_words"),
        ("ron Chen from Aiko 3", "fu_needed"),
        ("ron Chen from Aiko 3 45", "bad_fu"),
        ("ron Chen from Aiko 3 400", "bad_fu"),
        ("ron Chen from Aiko zero 30", "bad_han"),
        ("ron Chen from Aiko 0 30", "bad_han"),
        ("ron Chen from Aiko 3 40 please", "extra_words"),
        ("ron Chen from Aiko yakuman 9", "bad_yakuman"),
        ("ron Chen from Aiko yakuman 1 pao", "missing_words"),
        ('ron Chen from Aiko hand "234m567p345678s55s', "bad_quotes"),
        ('ron Chen from Aiko hand "234m567p345678s55s --seat S"', "hand_words"),
        ('ron Chen from Aiko hand "234m567p345678s55s --honba=2"', "hand_words"),
        # the honba a winner is paid is the game's too (multiple_ron_honba)
        ('ron Chen from Aiko hand "234m567p345678s55s --paid-honba 0"', "hand_words"),
        ('ron Chen from Aiko hand "234m567p345678s55s --Paid-Honba=0"', "hand_words"),
        ('ron Chen from Aiko hand "234m567p345678s55s --ro S"', "hand_words"),
        ('ron Chen from Aiko hand "234m567p345678s55s --he"', "hand_words"),
        # the liable player is the line's "pao NAME", never --pao inside the hand
        ('tsumo Chen hand "11m23p666z777z1p --pon 555z --pao W"', "hand_pao"),
        ('tsumo Chen hand "11m23p666z777z1p --pon 555z --pao=W"', "hand_pao"),
        ('ron Chen from Aiko hand "234x"', "hand_error"),
        ("players Aiko Boris", "players_count"),
        ("players Aiko Boris Chen aiko", "name_twice"),
        ("players Aiko Boris Chen from", "name_reserved"),
        ("players Aiko Boris Chen 42", "name_number"),
        ("riichi", "missing_words"),
        ("riichi Aiko Boris", "extra_words"),
        ("abort now", "extra_words"),
        ("draw Aiko", "bad_list"),
        ("draw tenpai", "missing_words"),
        ("draw tenpai Aiko,Aiko", "list_twice"),
        ("also tsumo Boris 1 30", "also_not_ron"),
        ("rules", "missing_words"),
        ("rules nosuch", "unknown_rules"),
        ("rules seed wareme", "bad_rule_word"),
        ("rules seed colour=red", "unknown_rule_option"),
        ("rules seed wareme=maybe", "bad_rule_value"),
        ("rules seed uma=1,2,3", "bad_rule_value"),
        ("rules seed aka=5", "rules_error"),
    ],
)
def test_bad_lines_have_a_code_and_a_message(text: str, code: str) -> None:
    err = error(text)
    assert err.code == code
    assert err.line == 7
    for lang in ("en", "ru"):
        message = err.message(lang)
        assert message.startswith("Line 7" if lang == "en" else "Строка 7")
        assert "{" not in message, message


PLAYERS = "players Aiko Boris Chen Dasha\n"


@pytest.mark.parametrize("line", ["ron Chen from Aiko 2 20", "tsumo Chen 1 20", "tsumo Chen 1 25"])
def test_han_and_fu_no_hand_has_are_refused_by_the_game(line: str) -> None:
    """A line is read without the rules: the game refuses its value with the record's rules."""
    assert parse_line(line, 3).error is None
    errors = replay(PLAYERS + line).errors
    assert [(e.code, e.line) for e in errors] == [("impossible_han_fu", 2)]


def test_under_chiitoitsu_50fu_no_hand_has_25_fu() -> None:
    """Chiitoitsu 1 han 50 fu: 25 fu exist no more, and a 1 han 20 fu is refused for the pinfu
    tsumo alone (no "25 fu chiitoitsu" in the reason)."""
    kansai = "rules seed chiitoitsu_50fu=on\n" + PLAYERS
    errors = replay(kansai + "ron Chen from Aiko 1 25\nron Chen from Aiko 2 25\ntsumo Chen 1 20\n").errors
    assert [e.message("en") for e in errors] == [
        "Line 3 (ron Chen from Aiko 1 25): 1 han 25 fu cannot happen at all: under these rules no "
        "hand has 25 fu (chiitoitsu, the 25 fu hand of other rules, is 1 han 50 fu here; "
        '"chiitoitsu_50fu=off" on the rules line makes it 25 fu).',
        "Line 4 (ron Chen from Aiko 2 25): 2 han 25 fu cannot happen at all: under these rules no "
        "hand has 25 fu (chiitoitsu, the 25 fu hand of other rules, is 1 han 50 fu here; "
        '"chiitoitsu_50fu=off" on the rules line makes it 25 fu).',
        "Line 5 (tsumo Chen 1 20): 1 han 20 fu cannot happen at all: a 1 han hand has at least 30 fu "
        "(a 20 fu pinfu tsumo has 2 han or more).",
    ]
    assert "25" not in errors[2].message("ru") and "50" in errors[0].message("ru")
    # the same lines under the seed: 1 han 25 fu refused with chiitoitsu's 2 han, 2 han 25 fu paid
    seed = replay(PLAYERS + "ron Chen from Aiko 1 25\nron Chen from Aiko 2 25\n")
    assert [e.message("en") for e in seed.errors] == [
        "Line 2 (ron Chen from Aiko 1 25): 1 han 25 fu cannot happen at all: a 1 han hand has at "
        "least 30 fu (20 fu pinfu tsumo and 25 fu chiitoitsu have 2 han or more)."
    ]
    assert seed.final.points == (28400, 30000, 31600, 30000)


def test_a_word_after_the_liable_player_is_refused_with_the_rules_pao_yakuman() -> None:
    """EMA and WRC have no pao for suukantsu: the list of pao yakuman is the rules', with "or"."""
    line = "tsumo Chen yakuman 1 pao Dasha foo"
    assert parse_line(line, 3).error is None  # read without the rules: the game refuses it
    (ema,) = replay(f"rules ema\n{PLAYERS}{line}").errors
    assert (ema.code, ema.line) == ("bad_pao", 3)
    assert ema.message("en") == (
        'Line 3 (tsumo Chen yakuman 1 pao Dasha foo): "foo" after the liable player is not a yakuman '
        'count or a pao yakuman of these rules (daisangen or daisuushii): e.g. "pao Dasha" or '
        '"pao Dasha daisangen".'
    )
    assert "(daisangen или daisuushii)" in ema.message("ru")
    (seed,) = replay(f"{PLAYERS}ron Chen from Aiko yakuman 1 pao Dasha twice").errors
    assert "(daisangen, daisuushii or suukantsu)" in seed.message("en")
    assert "(daisangen, daisuushii или suukantsu)" in seed.message("ru")
    # a yakuman the rules carry no pao for is its own refusal
    (other,) = replay(f"rules wrc\n{PLAYERS}tsumo Chen yakuman 1 pao Dasha suukantsu").errors
    assert other.code == "pao_not_in_rules"
    assert replay(f"{PLAYERS}tsumo Chen yakuman 1 pao Dasha daisangen").errors == ()


def test_a_bad_rule_word_reads_as_the_scoring_package_words_it() -> None:
    err = error("rules seed wareme=maybe")
    assert err.message("en") == (
        'Line 7 (rules seed wareme=maybe): rule option wareme cannot be "maybe": use on or off.'
    )
    assert err.message("ru") == (
        "Строка 7 (rules seed wareme=maybe): опция wareme не может быть «maybe»: пишите on или off."
    )


def test_message_names_the_line_and_how_to_fix() -> None:
    err = error("ron Chen from Aiko 3 400")
    assert err.message() == (
        "Line 7 (ron Chen from Aiko 3 400): 400 fu does not exist: fu is 20, 25, or 30 to 140 in steps of 10."
    )
    assert "400\u00a0фу не бывает" in err.message("ru")
    hand = error('ron Chen from Aiko hand "234x"')
    assert hand.body().startswith("the hand cannot be read: ")
    assert hand.body("ru").startswith("руку не удалось прочитать: ")


def test_comments_blank_lines_and_numbers() -> None:
    record = parse_record("# a game\n\nplayers A1 B1 C1 D1  # seats\n   \nriichi A1\r\nbogus\n")
    assert [ln.number for ln in record.lines] == [1, 2, 3, 4, 5, 6]
    assert [ln.blank for ln in record.lines] == [True, True, False, True, False, False]
    assert [e.line for e in record.errors] == [6]
    assert record.line(5).action == RiichiAction("A1")


def test_split_lines_counts_like_an_editor() -> None:
    assert split_lines("a\nb\n") == ["a", "b"]
    assert split_lines("a\nb") == ["a", "b"]
    assert split_lines("a\r\n\x0cb\n") == ["a", "\x0cb"]
    assert split_lines("") == []


def test_record_editing_helpers() -> None:
    record = parse_record("players A1 B1 C1 D1\nriichi A1\n")
    assert record.with_line(2, "riichi B1").line(2).action == RiichiAction("B1")
    assert record.without_line(2).text == "players A1 B1 C1 D1\n"
    assert record.inserted(2, "# note").text == "players A1 B1 C1 D1\n# note\nriichi A1\n"
    assert record.appended("abort").line(3).action == AbortAction()


def test_names_may_be_unicode_and_are_matched_as_written() -> None:
    act = action("players Аня Борис Чэнь Даша")
    assert act == PlayersAction(("Аня", "Борис", "Чэнь", "Даша"))


@pytest.mark.parametrize("name", ["\u200f", "\u200b", "\u200e\u2060", "\u3164", "\ufeff"])
def test_a_name_of_only_invisible_characters_is_refused_as_the_dialog_refuses_it(name: str) -> None:
    """A zero-width space alone was a player whose seat showed no name; the record refuses it
    as the New game dialog does (name_flaw), in both languages, the name not quoted."""
    from mjgui.core.game.record import name_flaw

    line = parse_line(f"players {name} Boris Chen Dasha", 3)
    assert line.error is not None and line.error.code == "name_invisible"
    assert line.error.message("en").endswith(
        "A player name here shows nothing: it is made only of characters that cannot be seen."
    )
    assert line.error.message("ru").endswith(
        "Имя игрока здесь ничего не показывает: в нём только невидимые символы."
    )
    assert line.error.message("en").startswith("Line 3 (")
    assert name_flaw(name) == "invisible"
    assert name_flaw(f"A{name}") is None
    ron = parse_line(f"ron {name} from Boris 1000", 4).error
    assert ron is not None and ron.code == "name_invisible"
    assert parse_line(f"players A{name} Boris Chen Dasha", 3).error is None  # with a letter: a name


def test_garbage_never_raises() -> None:
    junk = "\x00\x01 ron ron ron\n\"\n'''\n" + "from " * 50 + "\n" + "9" * 500 + "\npao pao pao\n"
    record = parse_record(junk)
    assert len(record.lines) == 6
    assert all(line.error is not None for line in record.lines)


def test_every_message_has_both_languages_with_the_same_parameters() -> None:
    import string

    from mjgui.core.game.record import MESSAGES, WORDS

    def names(template: str) -> set[str]:
        return {n for _, n, _, _ in string.Formatter().parse(template) if n}

    for code, (en, ru) in ((c, both(m)) for c, m in MESSAGES.items()):
        assert en and ru, code
        assert names(en) == names(ru), code
        assert en != ru or en == "{reason}", code  # another error's sentence, in its language
    for key, (en, ru) in ((k, both(m)) for k, m in WORDS.items()):
        assert en and ru and en != ru, key


def test_rule_words_read_back_to_the_same_rules() -> None:
    from mjgui.core.scoring.rule_words import rule_words, with_rule_words
    from mjgui.core.scoring.rules import PRESETS

    for name, base in PRESETS.items():
        assert rule_words(base) == []
        changed = base.with_options(
            aka=0,
            kuitan=not base.kuitan,
            uma=(30, 10, -10, -30) if base.players == 4 else (30, 0, -30),  # adding up to 0
            pao=frozenset({"daisangen"}),
            double_yakuman=frozenset(),
            multiple_ron_honba="first" if base.multiple_ron_honba == "each" else "each",
            overtime=not base.overtime,
        )
        words = rule_words(changed)
        assert with_rule_words(base, words) == changed, name
        assert parse_line(" ".join(["rules", name, *words])).action.rules == changed  # type: ignore[union-attr]


# -- what a refusal says, and the lines it suggests -----------------------------------------------


def test_argparse_refusing_a_hands_words_is_worded_in_the_readers_language() -> None:
    """A typo inside a record's ``hand "..."`` was answered with argparse's English inside the
    Russian sentence, as the words carry no ``--lang``; ``score --lang ru`` words it in Russian."""
    from mjgui.core.scoring.arguments import parse_score_args

    typo = error('tsumo Chen hand "234m567p345678s55s --ipatsu"')
    assert typo.code == "hand_error"
    assert typo.message("en").endswith(
        "the hand cannot be read: invalid input: unrecognized arguments: --ipatsu"
    )
    assert typo.message("ru").endswith(
        "руку не удалось прочитать: неверный ввод: непонятные аргументы: --ipatsu"
    )
    missing = error('ron Chen from Aiko hand "234m567p345678s55s --dora"')
    assert missing.message("ru").endswith("неверный ввод: аргумент --dora: нужно одно значение")
    assert "expected one argument" in missing.message("en")
    # one wording: score's own error, whatever language its words asked for, reads in the reader's
    with pytest.raises(MahjongError) as score_ru:
        parse_score_args(["234m567p345678s55s", "--tsumo", "--ipatsu", "--lang", "ru"])
    with pytest.raises(MahjongError) as score_en:
        parse_score_args(["234m567p345678s55s", "--tsumo", "--ipatsu"])
    said = "Неверный ввод: непонятные аргументы: --ipatsu"
    assert score_ru.value.message("ru") == score_en.value.message("ru") == said
    assert score_ru.value.message("en") == "Invalid input: unrecognized arguments: --ipatsu"


def test_words_after_the_hands_closing_quote_are_said_to_follow_the_hand() -> None:
    """They were read as the hand's own and refused as "unrecognized arguments: 3 40"."""
    numbers = error('ron Chen from Aiko hand "234m567p345678s55s" 3 40')
    assert numbers.code == "after_hand_value"
    assert numbers.body() == (
        'nothing but "pao NAME" may follow the hand: "3 40" comes after its closing quote. The '
        'value of a hand line is counted from the hand: write hand "234m567p345678s55s" '
        "alone, or the value without the hand."
    )
    assert numbers.body("ru").startswith("после руки может идти только «pao ИМЯ»: «3 40»")
    option = error('ron Chen from Aiko hand "234m567p345678s55s" --riichi pao Dasha')
    assert option.code == "after_hand"
    assert option.body().endswith(
        'A score option goes inside the quotes: hand "234m567p345678s55s --riichi".'
    )
    assert "unrecognized" not in option.message() and "непонятные" not in option.message("ru")
    # the hand with its options in the quotes, then its liable player: as before
    assert parse_line('tsumo Chen hand "11m23p666z777z1p --pon 555z" pao Dasha').error is None


def test_a_limit_after_the_hands_closing_quote_is_told_to_be_counted_from_the_hand() -> None:
    """ "mangan" after the hand was told to go inside the quotes: the line so written was refused
    as the hand's unrecognized argument. Every value word gets the value's sentence."""
    before = 'ron Aiko from Boris hand "234m567p3467888s5s"'
    for after in ("mangan", "haneman", "yakuman", "yakuman 2", "3 han 40 fu", "5"):
        err = error(f"{before} {after}")
        assert err.code == "after_hand_value", after
        assert err.body() == (
            f'nothing but "pao NAME" may follow the hand: "{after}" comes after its closing '
            "quote. The value of a hand line is counted from the hand: write hand "
            '"234m567p3467888s5s" alone, or the value without the hand.'
        )
        assert err.body("ru") == (
            f"после руки может идти только «pao ИМЯ»: «{after}» стоит за закрывающей кавычкой. "
            "Стоимость строки с рукой считается по самой руке: напишите только "
            'hand "234m567p3467888s5s" или только стоимость, без руки.'
        )
    # both lines the sentence offers are taken
    assert parse_line(before, 7).error is None
    assert parse_line("ron Aiko from Boris mangan", 7).error is None
    # options after the value go inside the quotes, the value is dropped
    mixed = error(f"{before} mangan --riichi")
    assert mixed.code == "after_hand_value"
    assert 'write hand "234m567p3467888s5s --riichi" alone' in mixed.body()
    assert parse_line('ron Aiko from Boris hand "234m567p3467888s5s --riichi"', 7).error is None
    # options alone are still told to go inside the quotes
    assert error(f"{before} --riichi").code == "after_hand"


def test_han_and_fu_written_with_their_words_are_told_to_be_bare_numbers() -> None:
    """ "3 han 40 fu" was refused as «han фу не бывает» ("han" read as the fu)."""
    for text in (
        "ron Chen from Aiko 3 han 40 fu",
        "ron Chen from Aiko 3han 40fu",
        "ron Chen from Aiko 40 fu 3 han",  # was "ron Chen from Aiko 40 3": refused
        "ron Chen from Aiko han 3 fu 40",
    ):
        err = error(text)
        assert err.code == "han_fu_words", text
        assert err.body() == (
            "han and fu are written as bare numbers, the han first, without the words "
            + ("fu and han" if text.endswith("han") else "han and fu")
            + ': "ron Chen from Aiko 3 40".'
        )
    assert error("ron Chen from Aiko 3 han 40 fu").body("ru") == (
        "хан и фу пишутся просто числами, сначала хан, без слов han и fu: «ron Chen from Aiko 3 40»."
    )
    # the words the player typed: «без слов han и fu» when «хан» and «фу» were typed
    russian = error("ron Chen from Aiko 3 хан 40 фу")
    assert russian.body("ru") == (
        "хан и фу пишутся просто числами, сначала хан, без слов хан и фу: «ron Chen from Aiko 3 40»."
    )
    assert russian.body() == (
        'han and fu are written as bare numbers, the han first, without the words хан and фу: "ron Chen '
        'from Aiko 3 40".'
    )
    assert error("tsumo Dasha 6 han").params["example"] == "tsumo Dasha 6"
    assert error("tsumo Dasha 6 han").body("ru") == (
        "хан и фу пишутся просто числами, сначала хан, без слова han: «tsumo Dasha 6»."
    )
    # no han typed: no line suggested ("ron Chen from Aiko 40" is a 40-han kazoe yakuman)
    fu_only = error("ron Chen from Aiko fu 40")
    assert fu_only.code == "han_missing" and "example" not in fu_only.params
    assert fu_only.body() == (
        "the han is missing: han and fu are written as bare numbers, the han first, then the fu, "
        "without the word fu."
    )
    assert fu_only.body("ru") == (
        "не хватает хан: хан и фу пишутся просто числами, сначала хан, потом фу, без слова fu."
    )
    # numbers that make no han and fu (a fu of 3): how to write them, no line
    nonsense = error("ron Chen from Aiko 40 han 3 fu")
    assert nonsense.code == "han_fu_form" and "example" not in nonsense.params
    # a han under 5 without its fu: the han kept, the fu needed
    short = error("ron Chen from Aiko 3 han")
    assert short.code == "han_fu_words_fu"
    assert short.body() == (
        "han and fu are written as bare numbers, without the word han, and 3 han needs its fu too "
        '(from 5 han the fu do not matter): write e.g. "ron Chen from Aiko 3 30".'
    )
    assert short.body("ru") == (
        "хан и фу пишутся просто числами, без слова han, а для 3\u00a0хан нужно указать и фу (от 5\u00a0хан "
        "фу не важны): например «ron Chen from Aiko 3 30»."
    )


#: a line each refusal suggests a line for: the suggestion is one the game takes
SUGGESTING = [
    "tsumo Boris yakuman pao",  # was "write it as tsumo Boris 2 30 pao Dasha", refused (pao_needs_yakuman)
    "tsumo Boris 2 30 pao",
    "tsumo Boris mangan pao",
    "tsumo Boris yakuman 2 pao",
    "ron Chen from Aiko yakuman 1 pao",
    "ron Chen from Aiko 3 40 pao",
    'tsumo Chen hand "11m23p666z777z1p --pon 555z" pao',
    "tsumo Chen yakuman 1 pao Dasha 2 3",
    "ron Chen from Aiko 3 han 40 fu",
    "ron Chen from Aiko 40 fu 3 han",
    "ron Chen from Aiko fu 40 han 3",
    "ron Chen from Aiko 3 40 fu",
    "ron Chen from Aiko 3 han 40",
    "ron Chen from Aiko 3 хан 40 фу",
    "tsumo Dasha 6 han",
    "tsumo Dasha 2 han",
    "also ron Chen from Aiko 2 han 30 fu",
    "ron Chen from Aiko",
    "ron Chen to Aiko 3 40",
    "ron Chen from Aiko 3 40 please",
    "riichi",
    "riichi Aiko Boris",
    "abort now",
    "draw tenpai",
    "rules",
    "ron Chen from Aiko hand",
]
#: the han and fu each line written with their words means (None: a fu it did not give)
MEANT = {
    "ron Chen from Aiko 3 han 40 fu": (3, 40),
    "ron Chen from Aiko 40 fu 3 han": (3, 40),
    "ron Chen from Aiko fu 40 han 3": (3, 40),
    "ron Chen from Aiko 3 40 fu": (3, 40),
    "ron Chen from Aiko 3 han 40": (3, 40),
    "ron Chen from Aiko 3 хан 40 фу": (3, 40),
    "tsumo Dasha 6 han": (6, None),
    "tsumo Dasha 2 han": (2, None),
    "also ron Chen from Aiko 2 han 30 fu": (2, 30),
}


@pytest.mark.parametrize("text", SUGGESTING)
def test_every_line_a_refusal_suggests_is_one_the_game_takes(text: str) -> None:
    err = error(text)
    example = err.params.get("example")
    assert isinstance(example, str), (text, err.code)
    before = "ron Boris from Aiko 2 30\n" if example.startswith("also ") else ""
    # rules with a second ron on a discard and abortive draws (an "also ron", an "abort")
    start = "" if example.startswith("rules") else "rules tenhou\n" + PLAYERS
    assert replay(start + before + example).errors == (), (text, example)
    assert example in err.message() and example in err.message("ru")
    # a value written with the words han and fu: the line suggested means the same han and fu
    assert (text in MEANT) == err.code.startswith("han_fu_words"), (text, err.code)
    if text in MEANT:
        action = parse_line(example).action
        assert isinstance(action, RonAction | TsumoAction) and isinstance(action.value, HanFu)
        han, fu = MEANT[text]
        assert action.value.han == han, (text, example)
        assert action.value.fu == fu or (fu is None and err.code == "han_fu_words_fu"), (text, example)


def test_a_name_with_a_letter_of_the_other_alphabet_is_said_to_only_look_like_a_player() -> None:
    """A Latin "A" typed in «Аико»: «"Aико" is not at this table. The players are Аико, ...»."""
    cyrillic = "players Аико Борис Чен Даша\n"
    (err,) = replay(cyrillic + "ron Чен from Aико 3 40\n").errors
    assert err.code == "unknown_player_lookalike"
    assert err.body() == (
        '"Aико" is not at this table, though it looks like "Аико": its letter 1, "A", is Latin, '
        'where "Аико" has a Cyrillic letter. Write the name as the players line does: "Аико".'
    )
    assert err.body("ru") == (
        "«Aико» нет за этим столом, хотя имя похоже на «Аико»: его 1-я буква, «A», — латинская, а у "
        "«Аико» на этом месте кириллическая. Напишите имя так, как в строке players: «Аико»."
    )
    (latin,) = replay(PLAYERS + "tsumo Вoris 2 30\n").errors  # a Cyrillic В in Boris
    assert latin.params["player"] == "Boris" and latin.params["letter"] == "В"
    # no player looks like it: the name's odd letter, then the players
    (mixed,) = replay(cyrillic + "ron Чен from Aлина 3 40\n").errors
    assert mixed.code == "unknown_player_mixed"
    assert mixed.body() == (
        '"Aлина" is not at this table; it mixes Latin and Cyrillic letters: its letter 1, "A", is '
        "Latin. Type the name in one alphabet. The players are Аико, Борис, Чен, Даша."
    )
    assert mixed.body("ru") == (
        "«Aлина» нет за этим столом; в имени смешаны латинские и кириллические буквы: 1-я буква, «A», "
        "— латинская. Наберите имя в одной раскладке. Игроки: Аико, Борис, Чен, Даша."
    )
    # a name of one alphabet that is nobody's: as before
    (nobody,) = replay(PLAYERS + "tsumo Eve 2 30\n").errors
    assert nobody.code == "unknown_player"


def test_a_name_mixing_alphabets_at_a_table_whose_names_mix_them_is_no_layout_mistake() -> None:
    """A typo in ``DJСаша`` (a name that mixes Latin and Cyrillic on purpose) was told to "type
    the name in one alphabet"."""
    table = "players DJСаша Аико Boris Chen\n"
    (typo,) = replay(table + "ron DJСаща from Boris 3 40\n").errors
    assert typo.code == "unknown_player"
    assert typo.body() == '"DJСаща" is not at this table. The players are DJСаша, Аико, Boris, Chen.'
    # a letter of the other alphabet in that name is still said
    (look,) = replay(table + "ron DJCаша from Boris 3 40\n").errors
    assert (look.code, look.params["letter"], look.params["position"]) == ("unknown_player_lookalike", "C", 3)


@pytest.mark.parametrize(
    ("players", "typed", "letter", "position"),
    [
        ("Ivan Boris Chen Dasha", "Iван", "в", 2),  # was "I": the alphabet it has fewer letters of
        ("Ivan Аико Борис Чен", "Iван", "в", 2),  # Ivan's letters agree: its alphabet is the right one
        ("Ёжик Boris Chen Dasha", "Eжик", "E", 1),
        ("Аико Boris Chen Dasha", "Borис", "и", 4),
        ("Boris Chen Dasha Eve", "Mашa", "а", 2),  # a table of Latin names: the Cyrillic is odd
        ("Маша Саша Даша Аня", "Mиша", "M", 1),  # a table of Cyrillic names: the Latin is odd
    ],
)
def test_the_odd_letter_of_a_mixed_name_is_of_the_alphabet_the_tables_names_tell(
    players: str, typed: str, letter: str, position: int
) -> None:
    discarder = players.split()[2]
    (err,) = replay(f"players {players}\nron {typed} from {discarder} 3 40\n").errors
    assert err.code == "unknown_player_mixed", err.message()
    assert (err.params["letter"], err.params["position"]) == (letter, position)


def test_a_hands_abbreviated_pon_is_still_read_beside_the_refused_paid_honba() -> None:
    """``--paid-honba`` is refused inside ``hand "..."`` written whole only (``score`` reads it
    whole only): ``--p`` stays the abbreviation of ``--pon`` it was."""
    line = parse_line('tsumo Chen hand "11m23p666z777z1p --p 555z"', 1)
    assert line.error is None
    assert [m.kind for m in line.action.value.spec.melds] == ["pon"]  # type: ignore[union-attr]
    refused = parse_line('ron Chen from Aiko hand "234m567p345678s55s --paid-honba 0"', 1).error
    assert refused is not None and refused.code == "hand_words"
