"""What a reader must not see split across two lines stays on one in the windows: a number and
its unit ("30 fu", «30 фу», "8 000 points", "2 honba"), a hyphenated Russian word («ура-дора»),
a yaku's kanji name (門前清自摸和). The widgets that may wrap a line join them
(:func:`mjgui.gui.util.nobreak`, :func:`mjgui.gui.util.one_word`); the catalogue's sentences
keep their plain spaces and hyphens, so the command line's text and JSON do not change
(tests/test_cli.py)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from mjgui.controller.scoring.calculator import Controller
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.text import YAKU
from mjgui.gui.appsetup import setup_application
from mjgui.gui.results import KANJI_WORDS, yaku_items
from mjgui.gui.util import NoBreakLabel, WrapLabel, nobreak, one_word
from tests.util import HANCHAN

NBSP, NB_HYPHEN, JOINER = "\u00a0", "\u2011", "\u2060"


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("30 fu", "30\u00a0fu"),
        ("3 han 30 fu: 3900 points", "3\u00a0han 30\u00a0fu: 3900\u00a0points"),
        # the core's grouping space kept
        ("Mangan — 8\u202f000 + 600 honba", "Mangan — 8\u202f000 + 600\u00a0honba"),
        ("30 фу, 3 хана, 2 хонбы", "30\u00a0фу, 3\u00a0хана, 2\u00a0хонбы"),
        ("Ура-дора и кан-дора", "Ура\u2011дора и кан\u2011дора"),
        (
            "Кокушимусо с 13-сторонним ожиданием, 4-е место",
            "Кокушимусо с 13\u2011сторонним ожиданием, 4\u2011е место",
        ),
        ("Thirteen orphans, 13-sided wait", "Thirteen orphans, 13\u2011sided wait"),
        # an English hyphen between letters, a range, a hand's name, a sign: left as they are
        ("self-draw, 2-3, E2-1, −2000", "self-draw, 2-3, E2-1, −2000"),
        # rich text: the words between the tags, never a tag
        (
            "<table cellspacing=2 width=3><tr><td title='3 han ура-дора'>3 han</td></tr></table>",
            "<table cellspacing=2 width=3><tr><td title='3 han ура-дора'>3\u00a0han</td></tr></table>",
        ),
        (
            "<b>Ура-дора</b>&nbsp;<span style='margin-left:-18px'>1 хан</span>",
            "<b>Ура\u2011дора</b>&nbsp;<span style='margin-left:-18px'>1\u00a0хан</span>",
        ),
    ],
    ids=lambda value: value[:24].encode("ascii", "replace").decode() if isinstance(value, str) else None,
)
def test_nobreak_joins_a_number_and_its_unit_and_a_russian_hyphenated_word(text: str, shown: str) -> None:
    """A no-break space after a number, a non-breaking hyphen (U+2011) in a Russian word and
    after a number; tags, entities and English hyphens untouched."""
    assert nobreak(text) == shown
    assert nobreak(shown) == shown  # joined once: a label set again with its own text keeps it


def test_a_text_with_nothing_to_join_is_given_back_as_it_is() -> None:
    text = "Riichi, tsumo: the dealer pays"
    assert nobreak(text) is text


def test_a_yakus_kanji_name_is_one_word_and_kokushis_long_name_two() -> None:
    assert one_word("門前清自摸和") == JOINER.join("門前清自摸和")
    # 国士無双十三面待ち is wider than the yaku list at 1024 px: it may break between its words
    words = JOINER.join("国士無双"), JOINER.join("十三面待ち")
    assert one_word(KANJI_WORDS["国士無双十三面待ち"]) == "\u200b".join(words)
    names = {facts.kanji for facts in YAKU.values()}
    assert all(name in names and words.replace("\u200b", "") == name for name, words in KANJI_WORDS.items())


def _lines(text: str, font: QFont, width: int) -> list[str]:
    """The lines Qt breaks a plain text into at ``width``, as a word-wrapped label does."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].rstrip(" "))
    layout.endLayout()
    return lines


def _document_lines(html: str, font: QFont, width: int) -> list[str]:
    """The lines Qt breaks a rich text into at ``width``: a document word-wrapped as a rich text
    label wraps it."""
    document = QTextDocument()
    document.setDefaultFont(font)
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setHtml(html)
    document.setTextWidth(width)
    document.size()  # laid out
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            words = block.text()[line.textStart() : line.textStart() + line.textLength()]
            lines.append(words.replace(JOINER, "").replace("\u200b", "").strip(" "))
        block = block.next()
    return lines


@pytest.mark.parametrize(
    ("text", "fits", "lines"),
    [
        ("Total: 8000 points", "Total: 8000", ["Total:", "8000\u00a0points"]),
        ("base fu (futei): 20 fu", "base fu (futei): 20", ["base fu (futei):", "20\u00a0fu"]),
        ("базовые фу (футей): 20 фу", "базовые фу (футей): 20", ["базовые фу (футей):", "20\u00a0фу"]),
        ("Индикаторы ура-доры", "Индикаторы ура-", ["Индикаторы", "ура\u2011доры"]),
    ],
)
def test_a_narrow_wrapped_label_never_breaks_inside_them(
    qapp: QApplication, text: str, fits: str, lines: list[str]
) -> None:
    """Narrow enough that the line ends after ``fits``: the plain text would break there, in the
    middle; the label's text goes on whole to the next line."""
    setup_application(qapp)
    for label in (WrapLabel(), NoBreakLabel()):
        label.setText(text)
        width = QFontMetrics(label.font()).horizontalAdvance(fits) + 2
        assert _lines(text, label.font(), width)[0] == fits  # what Qt did with the plain words
        assert _lines(label.text(), label.font(), width) == lines
        label.deleteLater()


def test_a_yakus_kanji_name_is_never_split_in_a_narrow_list(qapp: QApplication) -> None:
    """The yaku list's row of menzen tsumo and of kokushi's 13-sided wait, in a list narrower
    and narrower: Qt broke the name between any two kanji (門前清自摸 | 和); now it goes whole to
    a line of its own, kokushi's in its two words."""
    setup_application(qapp)
    from mjgui.controller.scoring.views import YakuRow

    menzen = YakuRow("menzen_tsumo", 1, "1 han", "Menzen tsumo", "門前清自摸和", "Fully concealed self-draw")
    kokushi = YakuRow("kokushi_13", 26, "Double yakuman", "Kokushi musou juusanmen", "国士無双十三面待ち", "")
    split = False
    for row, words in ((menzen, ["門前清自摸和"]), (kokushi, ["国士無双", "十三面待ち"])):
        rich = yaku_items((row,), qapp.palette())[0][1]
        for width in range(40, 260, 10):
            shown = _document_lines(rich, qapp.font(), width)
            assert all(any(word in line for line in shown) for word in words), (width, shown)
            before = _document_lines(rich.replace(JOINER, ""), qapp.font(), width)  # the name as it was
            split |= not all(any(word in line for line in before) for word in words)
    assert split  # the widths tried are those where the name used to be cut


#: (language, what the view says, what the desk's label shows): the headline, its detail, the
#: first yaku's han, the first fu line, the first message. The core's Russian numbers already
#: have their no-break space («4 хан 30 фу»), in the score command's answer too.
DESK = [
    (
        "en",
        (
            "11\u202f600 + 600 honba + 1000 sticks",
            "4 han 30 fu · Dealer ron · Ryanmen (two-sided) wait · total +13\u202f200",
            "1 han",
            "base fu (futei): 20 fu",
            "More ura dora indicators (1) than dora indicators (0) were entered.",
        ),
        (
            "11\u202f600 + 600\u00a0honba + 1000\u00a0sticks",
            "4\u00a0han 30\u00a0fu · Dealer ron · Ryanmen (two-sided) wait · total +13\u202f200",
            "1\u00a0han",
            "base fu (futei): 20\u00a0fu",
            "More ura dora indicators (1) than dora indicators (0) were entered.",
        ),
    ),
    (
        "ru",
        (
            "11\u202f600 + 600 за хонба + 1000 за палочки",
            "4\u00a0хан 30\u00a0фу · Рон дилера · Ожидание: рянмен · итого +13\u202f200",
            "1\u00a0хан",
            "базовые фу (футей): 20\u00a0фу",
            "Индикаторов ура-доры (1) введено больше, чем индикаторов доры (0).",
        ),
        (
            "11\u202f600 + 600\u00a0за хонба + 1000\u00a0за палочки",
            "4\u00a0хан 30\u00a0фу · Рон дилера · Ожидание: рянмен · итого +13\u202f200",
            "1\u00a0хан",
            "базовые фу (футей): 20\u00a0фу",
            "Индикаторов ура\u2011доры (1) введено больше, чем индикаторов доры (0).",
        ),
    ),
]


@pytest.mark.parametrize(("lang", "said", "shown"), DESK, ids=["en", "ru"])
def test_the_desks_labels_hold_a_number_and_its_unit_together(
    make_window: object, lang: str, said: tuple[str, ...], shown: tuple[str, ...]
) -> None:
    """The calculator on a hand with honba, sticks and an ura dora: its headline, the line
    under it, the yaku's han, the fu and the note, as the view words them (the score command's
    words) and as the labels hold them."""
    controller = Controller(lang)
    words = ["234m567p3467888s5s", "--riichi", "--ura", "2s", "--honba", "2", "--sticks", "1"]
    controller.load_spec(parse_score_args(words)[0].spec, record=False)
    view = controller.view()
    first_message = view.messages[0].text.split(". ")[0] + "."
    assert (
        view.headline.text,
        view.headline.detail,
        view.yaku[0].han_text,
        view.fu[0].text,
        first_message,
    ) == said
    window = make_window(lang, controller)  # type: ignore[operator]
    message = window.messages.labels()[0].text()
    assert (
        window.headline.title.text(),
        window.headline.detail.text(),
        window.yaku_list.rows()[0].number.text(),
        window.fu_list.rows()[0].text.text(),
    ) == shown[:4]
    assert shown[4] in message


def _wrapped_labels(window: QWidget) -> list[QLabel]:
    return [label for label in window.findChildren(QLabel) if label.wordWrap()]


def test_every_wrapped_label_of_the_desk_the_tracker_and_the_club_joins_them(
    make_window: object, tracker_on_record: object, club: QWidget
) -> None:
    """A label that may wrap a line is a NoBreakLabel (a WrapLabel is one): a new QLabel set
    to wrap would break "30 | fu" again."""
    desk = make_window("en")  # type: ignore[operator]
    tracker = tracker_on_record("en", HANCHAN).window  # type: ignore[operator]
    for window in (desk, tracker, club):
        wrapped = _wrapped_labels(window)
        assert wrapped, window
        plain = [label.objectName() for label in wrapped if not isinstance(label, NoBreakLabel)]
        assert plain == [], (window, plain)


def test_the_trackers_needs_keep_each_amount_with_its_words(tracker_on_record: object) -> None:
    """The needs panel broke "2000/3900 | цумо" in a window 1100 px wide (the evening's game of
    the README's screenshots): each amount now holds to the words after it."""
    shown = tracker_on_record("ru", "\n".join(HANCHAN.splitlines()[:12]) + "\n")  # type: ignore[operator]
    lines = shown.window.needs.texts()
    # (the panel's rich text has the core's grouping space as a no-break space: test_rich_text_numbers)
    assert lines[0] == "Boris: 5200\u00a0с игрока Dasha · 12\u00a0000\u00a0с других · 2000/3900\u00a0цумо"
    assert lines[1] == "Aiko: 1500\u00a0с игрока Boris · 1500\u00a0с других · 500\u00a0со\u00a0всех"


def test_a_file_name_keeps_its_own_hyphens() -> None:
    """A file's name or path shown in a label keeps its hyphens (copied from a selectable label,
    it must still open): only the words around it are joined."""
    text = "Opened game-1-east.mjgame: 3 han; saved to /home/a/2026-12-06-night/x and 13-sided"
    assert nobreak(text) == (
        "Opened game-1-east.mjgame: 3\u00a0han; saved to /home/a/2026-12-06-night/x and 13\u2011sided"
    )
    assert nobreak("<b>Ура-дора</b>&nbsp;裏ドラ") == "<b>Ура\u2011дора</b>&nbsp;裏ドラ"
    assert nobreak("C:\\games\\1-east.mjgame") == "C:\\games\\1-east.mjgame"
