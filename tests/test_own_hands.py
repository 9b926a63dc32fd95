"""The student's own hands in the quiz (issue 16): the hands of a game record's ``hand "..."``
lines with the game's situation, and the wins of a real game log.

The log is tests/data/logs/dnovikoff-example.mjlog, from the public repository dnovikoff/tenhou,
path log/test_data/example.xml (a full hanchan; see tests/test_logs.py for every log's source).
"""

from __future__ import annotations

from pathlib import Path

from mjgui.controller.teach.quiz import QuizController
from mjgui.core.logs import read_log_file
from mjgui.core.scoring.scoring import score
from mjgui.core.teach.own_hands import LeftOut, log_hands, read_file_hands, record_hands, record_hands_read

DATA = Path(__file__).resolve().parent / "data" / "logs"
RECORD = """players Aiko Boris Chen Dasha
ron Chen from Aiko 2 30
riichi Boris
ron Boris from Dasha hand "234m567p345678s55s"
tsumo Chen hand "222z234m567p789s55p"
ron Aiko from Boris hand "123m"
"""


def test_a_records_hand_lines_with_the_games_situation() -> None:
    hands = record_hands(RECORD)
    assert len(hands) == 2  # the line that is not a winning hand is left out
    first, second = hands
    # Chen (not the dealer) won East 1, so Boris deals East 2 and sits East, Dasha West; Boris
    # declared riichi on the line before his ron (one stick on the table)
    assert first.riichi and not first.tsumo and first.honba == 0 and first.sticks == 1
    assert first.seat == 0 and first.discarder == 2 and first.round_wind == 0
    # the dealer won: East 2 again with one honba; Chen sits South
    assert second.tsumo and second.honba == 1 and second.seat == 1 and second.sticks == 0
    assert all(score(h).ok for h in hands)


def test_a_real_logs_wins() -> None:
    log = read_log_file(DATA / "dnovikoff-example.mjlog")
    hands = log_hands(log)
    assert hands and len(hands) == len(log.wins)
    assert all(score(h).win is not None for h in hands)


def test_the_quiz_asks_your_own_hands_first(tmp_path: Path) -> None:
    record = tmp_path / "game.mjgame"
    record.write_text(RECORD, encoding="utf-8")
    c = QuizController(level="payment", seed=3)
    assert c.add_own_file(str(record)) == 2
    c.new_hand()
    assert c.session.question.spec == record_hands(RECORD)[0]
    assert c.view().why == "One of your own hands; 1 more is waiting."
    c.set_lang("ru")
    assert c.view().why == "Одна из ваших рук; ждёт ещё 1."
    c.set_lang("en")
    c.new_hand()
    assert c.session.question.spec == record_hands(RECORD)[1]
    assert c.view().why == "One of your own hands; 0 more are waiting."
    c.new_hand()  # then dealt hands again
    assert c.view().why == ""
    assert c.add_own_file(str(DATA / "dnovikoff-example.mjlog")) > 0


def test_a_file_without_hands_or_unreadable_is_said(tmp_path: Path) -> None:
    empty = tmp_path / "empty.mjgame"
    empty.write_text("players Aiko Boris Chen Dasha\nron Chen from Aiko 2 30\n", encoding="utf-8")
    c = QuizController()
    assert c.add_own_file(str(empty)) == 0
    assert c.view().notice.startswith("This file has no winning hand to quiz")
    broken = tmp_path / "broken.mjlog"
    broken.write_text("<mjloggm ver=", encoding="utf-8")
    assert c.add_own_file(str(broken)) == 0
    assert c.view().notice
    assert c.add_own_file(str(tmp_path / "missing.mjgame")) == 0
    assert c.view().notice


def test_a_file_is_told_by_its_content_as_the_log_window_reads_it(tmp_path: Path) -> None:
    """A gzip log (Tenhou serves .mjlog compressed) was refused as "binary data (a NUL byte)",
    a log kept as .txt as "no winning hand to quiz": the quiz picked the reader by the name,
    while the log window reads both. Now the content decides, one way for both windows."""
    import gzip

    from mjgui.controller.game.logview import LogViewController

    source = DATA / "mjx-double-ron.mjlog"
    wins = log_hands(read_log_file(source))
    gz = tmp_path / "game.mjlog.gz"
    gz.write_bytes(gzip.compress(source.read_bytes()))
    txt = tmp_path / "game.txt"
    txt.write_bytes(source.read_bytes())
    json_txt = tmp_path / "majsoul.txt"  # a tenhou.net/6 JSON log under another name
    json_txt.write_bytes((DATA / "majsoul-tensoul-py-ng-jade-south.json").read_bytes())
    record = tmp_path / "game.json"  # a game record, whatever its name says
    record.write_text(RECORD, encoding="utf-8")
    for path in (gz, txt, json_txt):
        logs = LogViewController()
        logs.open(path)  # the log window reads it; so does the quiz, every win
        quiz = QuizController()
        assert quiz.add_own_file(str(path)) == len(logs.checks) > 0, (path.name, quiz.view().notice)
        assert quiz.view().notice == ""
    quiz = QuizController()
    assert quiz.add_own_file(str(record)) == 2
    # the one function that tells, the log window's reading: gzip, XML or JSON
    from mjgui.core.logs import is_log_file
    from mjgui.core.teach.own_hands import file_hands

    assert is_log_file(gz) and is_log_file(txt) and is_log_file(json_txt)
    assert file_hands(gz) == file_hands(txt) == wins and len(wins) == 4
    assert not is_log_file(record) and file_hands(record) == record_hands(RECORD)
    assert not is_log_file(tmp_path / "missing.mjlog")


def test_own_hands_keep_their_order_and_drop_duplicates() -> None:
    """The queue is a set beside a list (linear; benchmarks/bench_own_hands.py): equal hands
    are dropped, the first of each kept in order, across calls too; an asked hand may come back."""
    real = log_hands(read_log_file(DATA / "dnovikoff-example.mjlog"))
    a, b, c = real[0], real[1], real[2].with_changes(honba=3)
    a_again = real[0].with_changes()  # equal, not the same object
    assert a_again == a and a_again is not a
    quiz = QuizController(level="payment", seed=3)
    assert quiz.add_own_hands([a, b, a_again, c, b]) == 3
    assert quiz.add_own_hands([c, a, real[2]]) == 1  # only real[2] (honba 0) is new
    asked = []
    for _ in range(4):
        quiz.new_hand()
        asked.append(quiz.session.question.spec)
    assert asked == [a, b, c, real[2]]
    assert quiz.view().why == "One of your own hands; 0 more are waiting."
    assert quiz.add_own_hands([a]) == 1, "a hand asked already may be queued again"
    quiz.new_hand()
    assert quiz.session.question.spec == a


def test_hand_lines_the_game_refuses_are_said_how_many_and_why(tmp_path: Path) -> None:
    """Quiz → Add your hands left refused hand lines out without a word: four hand lines gave
    two hands."""
    record = tmp_path / "game.mjgame"
    record.write_text(
        "players Aiko Boris Chen Dasha\n"
        'ron Boris from Dasha hand "234m567p345678s55s"\n'
        'tsumo Chen hand "222z234m567p789s55p --ipatsu"\n'
        'ron Aiko from Boris hand "123m"\n'
        'tsumo Chen hand "222z234m567p789s55p"\n',
        encoding="utf-8",
    )
    c = QuizController()
    assert c.add_own_file(str(record)) == 2
    assert c.view().notice == (
        "2 hand lines of this record were left out, as the game refuses them; the first is line 3 "
        '(tsumo Chen hand "222z234m567p789s55p --ipatsu"): the hand cannot be read: invalid input: '
        "unrecognized arguments: --ipatsu."
    )
    c.set_lang("ru")
    assert c.view().notice.startswith(
        "2\u00a0строки с руками из этой записи пропущены, потому что игра их не принимает; первая — "
        "строка 3 (tsumo Chen"
    )
    # none of them read: said so, nothing added
    only = tmp_path / "only.mjgame"
    only.write_text('players Aiko Boris Chen Dasha\nron Aiko from Boris hand "123m"\n', encoding="utf-8")
    c.set_lang("en")
    assert c.add_own_file(str(only)) == 0
    assert c.view().notice.startswith(  # one: said plainly, with no two colons in a row
        "One hand line of this record was left out, as the game refuses it. It is line 2 (ron Aiko from Boris"
    )


def test_hand_in_a_comment_is_no_hand_line_and_one_left_out_reads_in_russian(tmp_path: Path) -> None:
    """``ron Chen from Zed 3 40 # good hand`` (refused: Zed is not at the table) was counted as a
    hand line left out: "hand" was matched anywhere, its comment too. The Russian for one line
    strung four colons together («пропущена: игра её не принимает: строка 3 (...): ...»)."""
    record = tmp_path / "game.mjgame"
    record.write_text(
        "players Aiko Boris Chen Dasha\n"
        "ron Chen from Zed 3 40 # good hand\n"
        'tsumo Boris 2 30 "hand"\n'
        'ron Aiko from Boris hand "123m" # a hand\n'
        'tsumo Chen hand "222z234m567p789s55p"\n',
        encoding="utf-8",
    )
    found = read_file_hands(record)
    assert len(found.hands) == 1
    assert [getattr(e, "line", 0) for e in found.refused] == [4]  # the hand line only
    c = QuizController("ru")
    assert c.add_own_file(str(record)) == 1
    notice = c.view().notice
    assert notice.startswith(
        "Одна строка с рукой из этой записи пропущена, потому что игра её не принимает. Это строка 4 "
        '(ron Aiko from Boris hand "123m" # a hand): руку не удалось прочитать: '
    )
    assert ":" not in notice.split("строка 4")[0]  # no colon before the line's own


def test_hand_lines_left_out_read_in_every_plural_form(tmp_path: Path) -> None:
    """At 21 lines the Russian said «21 строка … пропущена, потому что игра её не принимает, —
    строка 3»: the form for one, without «первая»."""
    refused = 'ron Aiko from Aiko hand "234m567p3467888s5s"\n'
    first = 'строка 2 (ron Aiko from Aiko hand "234m567p3467888s5s"): '
    said = {
        2: "2\u00a0строки с руками из этой записи пропущены, потому что игра их не принимает; первая — ",
        5: "5\u00a0строк с руками из этой записи пропущено, потому что игра их не принимает; первая — ",
        21: "21\u00a0строка с рукой из этой записи пропущена, потому что игра их не принимает; первая — ",
    }
    for n, start in said.items():
        record = tmp_path / f"game{n}.mjgame"
        record.write_text("players Aiko Boris Chen Dasha\n" + refused * n, encoding="utf-8")
        c = QuizController("ru")
        assert c.add_own_file(str(record)) == 0
        assert c.view().notice.startswith(start + first), n
        c.set_lang("en")
        assert c.view().notice.startswith(
            f"{n} hand lines of this record were left out, as the game refuses them; the first is line 2 "
        )


def _double_ron_record(honba_option: str) -> str:
    """East 1 at one honba with Aiko's riichi stick on the table: Boris deals in to Dasha and
    to Chen (Chen is nearer in turn after Boris: the sticks are his, and under ``first`` the
    honba too); East 2 (Boris deals): Dasha's daisangen on Aiko's discard, Chen liable (pao);
    East 3 (Chen deals): Aiko's daisangen by tsumo, Boris liable."""
    return (
        f"rules seed atama_hane=off multiple_ron_honba={honba_option}\n"
        "players Aiko Boris Chen Dasha\n"
        "draw tenpai Aiko\n"
        "riichi Aiko\n"
        'ron Dasha from Boris hand "234m567p3467888s5s"\n'
        'also ron Chen from Boris hand "123456789p234s5m5m"\n'
        'ron Dasha from Aiko hand "11m23p666777z1p --pon 555z" pao Chen\n'
        'tsumo Aiko hand "11m23p666777z1p --pon 555z" pao Boris\n'
    )


def test_a_records_double_ron_and_pao_are_asked_as_the_game_paid_them(tmp_path: Path) -> None:
    """Quiz → Add your hands from a game record asked an ``also ron`` in the hand after the
    discard's (after a non-dealer's ron: another seat wind, who dealt in, honba and sticks), gave
    the sticks to the first ron line rather than to the winner the game paid them to, and left
    the line's liable player (pao) out: the quiz's right answers were not the game's payments.
    Now each hand is asked as the game settled its line."""
    from mjgui.core.game.game import replay
    from mjgui.core.teach.quiz import expected_answers

    # (seat wind, who dealt in, honba, sticks, liable) of each hand, and what the quiz takes as
    # the payment and the winner's total
    asked = {
        "each": [
            ((3, 1, 1, 0, None), (2300,), 2300),  # Dasha North, Boris South dealt in
            ((2, 1, 1, 1, None), (2900,), 3900),  # Chen West: the honba, and the stick
            ((2, 3, 0, 0, 1), (32_000,), 32_000),  # Dasha West; Aiko North dealt in, Chen liable
            ((2, None, 0, 0, 3), (32_000,), 32_000),  # Aiko West; Boris liable pays it all
        ],
        "first": [
            # the hand's honba (ryanhan shibari reads it) but none paid: Chen is the first after Boris
            ((3, 1, 1, 0, None), (2000,), 2000),
            ((2, 1, 1, 1, None), (2900,), 3900),
            ((2, 3, 0, 0, 1), (32_000,), 32_000),
            ((2, None, 0, 0, 3), (32_000,), 32_000),
        ],
    }
    for option, expected in asked.items():
        text = _double_ron_record(option)
        result = replay(text)
        assert not result.errors
        shares = [
            share
            for step, share in zip(result.steps, result.line_shares(), strict=True)
            if 'hand "' in step.line.text
        ]
        hands = record_hands(text)
        assert len(hands) == len(shares) == 4
        for spec, share, (situation, payment, total) in zip(hands, shares, expected, strict=True):
            assert (spec.seat, spec.discarder, spec.honba, spec.sticks, spec.liable) == situation, option
            assert spec.round_wind == 0
            # the honba the game paid this winner: none to Dasha under "first"
            paid_none = option == "first" and spec.seat == 3 and spec.discarder == 1
            assert spec.paid_honba == (0 if paid_none else None), option
            answers = expected_answers(score(spec))
            assert answers.payment == payment and answers.total == total, (option, answers)
            # the game's payments: what the winner got, and what the others paid
            assert max(share) == total and sum(-d for d in share if d < 0) == sum(payment), (option, share)
        # and the quiz says so when the student answers the game's payment
        record = tmp_path / f"{option}.mjgame"
        record.write_text(text, encoding="utf-8")
        quiz = QuizController(level="points", seed=3)
        assert quiz.add_own_file(str(record)) == 4
        for _situation, payment, _total in expected:
            quiz.new_hand()
            assert quiz.session.answer_payment(payment).correct, option


def test_a_win_the_quiz_cannot_ask_as_paid_is_left_out() -> None:
    """Wareme doubles what the player before whom the wall broke pays: a hand does not say so,
    so the quiz would take half the game's payment as right. Such a hand is left out; the next
    hand of the record is asked."""
    text = (
        "rules seed wareme=on\n"
        "players Aiko Boris Chen Dasha\n"
        "wareme Boris\n"
        'ron Dasha from Boris hand "234m567p3467888s5s"\n'  # 2000, doubled: 4000
        'ron Chen from Aiko hand "234m567p3467888s5s"\n'  # Boris deals: no wareme in this hand
    )
    from mjgui.core.game.game import replay

    assert replay(text).steps[3].settlement == (0, -4000, 0, 4000)
    found = record_hands_read(text)
    assert [(h.seat, h.discarder) for h in found.hands] == [(1, 3)]  # Chen South, Aiko North
    # the game took the line: not refused, but left out, and why
    assert found.refused == () and found.left_out == (LeftOut(4, "wareme"),)
    assert found.left_out[0].message() == "wareme doubles its payment, which the quiz does not ask"
    assert (
        found.left_out[0].message("ru")
        == "вареме удваивает оплату этого выигрыша, а такого тест не спрашивает"
    )


WAREME_EN = "wareme doubles its payment, which the quiz does not ask"
WAREME_RU = "вареме удваивает оплату этого выигрыша, а такого тест не спрашивает"
WAREME_ONLY = (
    "rules seed wareme=on\n"
    "players Aiko Boris Chen Dasha\n"
    "wareme Boris\n"
    'ron Dasha from Boris hand "234m567p3467888s5s"\n'
)


def test_a_record_whose_wins_are_all_left_out_says_why(tmp_path: Path) -> None:
    """A record whose only win the quiz cannot ask as the game paid it (wareme doubled it) was
    said to have no winning hand to quiz; a win left out beside others went unsaid. The notice
    now says how many were left out and why the first was, in both languages."""
    record = tmp_path / "wareme.mjgame"
    record.write_text(WAREME_ONLY, encoding="utf-8")
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(record)) == 0
    assert quiz.view().notice == f"One win of this record was left out, on line 4: {WAREME_EN}."
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        "Один выигрыш из этой записи пропущен, в строке 4: вареме удваивает оплату этого выигрыша, "
        "а такого тест не спрашивает."
    )
    # beside a win that is asked, and a hand line the game refuses: both said
    record.write_text(
        WAREME_ONLY
        + 'ron Chen from Aiko hand "234m567p3467888s5s"\n'
        + 'ron Aiko from Aiko hand "234m567p3467888s5s"\n',
        encoding="utf-8",
    )
    quiz.set_lang("en")
    assert quiz.add_own_file(str(record)) == 1
    notice = quiz.view().notice
    assert notice.startswith(
        "One hand line of this record was left out, as the game refuses it. It is line 6 "
    )
    assert notice.endswith(f" One win of this record was left out, on line 4: {WAREME_EN}.")
    # a record added next that leaves no win out says nothing of the one before
    clean = tmp_path / "clean.mjgame"
    clean.write_text(RECORD, encoding="utf-8")
    assert quiz.add_own_file(str(clean)) == 2
    assert "win of this record" not in quiz.view().notice


def test_wins_left_out_read_in_every_plural_form(tmp_path: Path) -> None:
    """Dealer tsumo after dealer tsumo, each with the wall broken before Boris: every win left
    out, the count in the notice's plural forms."""
    said = {
        2: "2\u00a0выигрыша из этой записи пропущены; первый — в строке 4: ",
        5: "5\u00a0выигрышей из этой записи пропущено; первый — в строке 4: ",
        21: "21\u00a0выигрыш из этой записи пропущен; первый — в строке 4: ",
    }
    for n, start in said.items():
        record = tmp_path / f"game{n}.mjgame"
        record.write_text(
            "rules seed wareme=on buttobi=off\nplayers Aiko Boris Chen Dasha\n"
            + 'wareme Boris\ntsumo Aiko hand "234m567p3467888s5s"\n' * n,
            encoding="utf-8",
        )
        quiz = QuizController("ru")
        assert quiz.add_own_file(str(record)) == 0
        assert (
            quiz.view().notice
            == start + "вареме удваивает оплату этого выигрыша, а такого тест не спрашивает."
        ), n
        quiz.set_lang("en")
        assert quiz.view().notice == (
            f"{n} wins of this record were left out; the first is on line 4: wareme doubles its payment, "
            "which the quiz does not ask."
        )


def test_a_liable_player_for_part_of_the_hand_is_left_out_and_said() -> None:
    """Daisangen and suukantsu, both pao yakuman here, with Dasha liable for daisangen only: the
    quiz reckons a liable player answers for every pao yakuman of the hand, so its answer is not
    what the game paid. Liable for the whole hand, the same win is asked."""
    rules = "rules seed pao=daisangen,suukantsu\nplayers Aiko Boris Chen Dasha\n"
    hand = 'tsumo Chen hand "22z --kan 5555z --kan 6666z --kan 7777z --kan 1111m"'
    part = record_hands_read(f"{rules}{hand} pao Dasha daisangen\n")
    assert part.hands == [] and part.left_out == (LeftOut(3, "pao_part"),)
    assert part.left_out[0].message() == (
        "its liable player answers for only part of its pao yakuman, which the quiz does not ask"
    )
    assert part.left_out[0].message("ru") == (
        "ответственный игрок отвечает лишь за часть его якуманов с пао, а такого тест не спрашивает"
    )
    whole = record_hands_read(f"{rules}{hand} pao Dasha\n")
    assert len(whole.hands) == 1 and whole.left_out == ()


def test_a_ron_that_ends_the_game_paying_the_chombo_penalties_is_asked_as_the_game_paid_it() -> None:
    """chombo_at_end: the ron line that ends the game also pays the penalties kept for the end;
    its hand is asked for the win alone (as a tsumo's is), not left out for the penalties."""
    text = (
        "rules seed chombo_at_end=on east_only=on\nplayers A B C D\nchombo A\n"
        "ron B from C 1 30\nron C from D 1 30\nron D from A 1 30\n"
        'ron A from B hand "234m567p345678s55s"\n'
    )
    hands = record_hands_read(text)
    assert hands.left_out == ()
    (hand,) = hands.hands
    assert not hand.tsumo and hand.discarder is not None and score(hand).ok


JPML = DATA / "differs" / "zhengye1-jpml-jyuudan39-1.json"


def test_a_logs_wins_the_game_paid_otherwise_are_left_out_and_said() -> None:
    """A log's wins were all asked as our core scores them: E3-2 of this JPML game, which paid
    2800 all, was asked as 4200 all, and the game's own payment marked wrong. Now a win the log
    window finds paid otherwise (gain, a player's change, no win) is left out, as a record's
    is, and the quiz says how many and the first's hand."""
    log = read_log_file(JPML)
    found = read_file_hands(JPML)
    assert found.left_out == (LeftOut(5, "paid_otherwise", "E3-2"), LeftOut(11, "paid_otherwise", "S3-1"))
    e3_2 = next(w for w in log.wins if w.round == "E3-2")
    assert sorted({-d for d in e3_2.deltas if d < 0}) == [2800]  # what the game paid
    assert e3_2.spec not in found.hands and len(found.hands) == len(log.wins) - 2
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(JPML)) == len(log.wins) - 2
    assert quiz.view().notice == (
        "2 wins of this log were left out; the first is in hand E3-2: the game paid it otherwise "
        "than the quiz reckons its payment."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice == (
        "2\u00a0выигрыша из этого лога пропущены; первый — в раздаче E3-2: игра рассчитала его "
        "оплату не так, как тест."
    )
    asked = []
    for _ in range(len(log.wins) - 2):
        quiz.new_hand()
        asked.append(quiz.session.question.spec)
    assert e3_2.spec not in asked


def test_one_win_of_a_log_left_out_is_said_plainly() -> None:
    quiz = QuizController(level="points", seed=3)
    assert quiz.add_own_file(str(DATA / "differs" / "dnovikoff-ratio1.mjlog")) > 0
    assert quiz.view().notice == (
        "One win of this log was left out, in hand E3-1: the game paid it otherwise than the quiz "
        "reckons its payment."
    )


def test_own_hands_already_waiting_are_said_not_added_silently() -> None:
    """The calculator's winning hands given twice added nothing the second time and said
    nothing: the click had no visible effect."""
    real = log_hands(read_log_file(DATA / "dnovikoff-example.mjlog"))
    quiz = QuizController(level="payment", seed=3)
    assert quiz.add_own_hands(real[:2]) == 2
    assert quiz.view().notice == ""
    assert quiz.add_own_hands(real[:2]) == 0
    assert (
        quiz.view().notice
        == "Nothing was added: these hands are already waiting to be asked (2 hands in all)."
    )
    quiz.set_lang("ru")
    assert quiz.view().notice == ("Ничего не добавлено: эти руки уже ждут своей очереди (всего 2\u00a0руки).")
    quiz.new_hand()  # the first is asked: the sentence no longer holds
    assert quiz.view().notice == ""
    assert quiz.add_own_hands(real[1:2]) == 0
    quiz.set_lang("en")
    assert (
        quiz.view().notice
        == "Nothing was added: these hands are already waiting to be asked (1 hand in all)."
    )
