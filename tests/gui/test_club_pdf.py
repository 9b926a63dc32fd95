"""The club's printed summary (Summary to PDF) as a club prints it: the chart painted for the
page whatever the window shows of it, the league table's head on every page and its names
whole, each game on one page (its heading in the text of that page only), and what the summary
is filtered by said on it.

A season of 40 players with long and awkward names (tests/leaguegen.py's games)."""

from __future__ import annotations

import datetime as dt
import math
import random
import re
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPalette,
    QTextFormat,
    QTextTable,
)
from PySide6.QtWidgets import QApplication, QSplitter

import mjgui.gui.club as club_module
import tests.leaguegen as leaguegen
from mjgui.gui.appsetup import apply_theme
from mjgui.gui.club import ClubWindow, PrintedChart
from tests.clubgames import write_games

NAMES = (
    *("Aiko", "Boris", "Chen", "Dasha", "Emil", "Fedya", "+Boris", "@x", "1e5", "1/2", "1:30"),
    *("Ёлкина", "Анастасия-Александровна", "ФёдорМихайловичДостоевск", "Zoë", "Łukasz", "ВасилийПупкин"),
    *("Wolfeschlegelsteinhausen", "-Ivan", "Петя", "Маша", "Коля", "Оля", "Саша", "Женя", "Дима"),
    *("Лена", "Игорь", "Света", "Артём", "Юлия", "Никита", "Ксения", "Миша", "Гоша", "Рита", "Вера"),
    *("Tanaka", "Suzuki", "Kato"),
)
GAMES = 60
#: a page of 100 dpi, as the summary lays it out on A4 landscape's text column (257 x 173 mm)
DPI = 100
PAGE = (1012.0, 680.0)


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))


@pytest.fixture(scope="module")
def season_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    assert len(NAMES) == 40
    root = tmp_path_factory.mktemp("club-pdf")
    players, spellings = leaguegen.PLAYERS, leaguegen.SPELLINGS
    leaguegen.PLAYERS, leaguegen.SPELLINGS = NAMES, {}
    try:
        rng, tally = random.Random(3), leaguegen.Tally()
        for i in range(GAMES):
            text = leaguegen.random_game(rng, tally, 1 + i % 28)
            (root / f"g{i:02d}.mjgame").write_text(text, encoding="utf-8")
    finally:
        leaguegen.PLAYERS, leaguegen.SPELLINGS = players, spellings
    yield root


@pytest.fixture
def printed(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The documents the club prints from now on (Summary to PDF), each as :func:`print_pages`
    made it."""
    documents: list[object] = []
    real = club_module.print_pages

    def spy(*args):  # type: ignore[no-untyped-def]
        documents.append(real(*args))
        return documents[-1]

    monkeypatch.setattr(club_module, "print_pages", spy)
    return documents


def _image(width: float, height: float) -> QImage:
    image = QImage(round(width), round(height), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(DPI / 0.0254))
    image.setDotsPerMeterY(round(DPI / 0.0254))
    image.fill(QColor("white"))
    return image


def _pages(club: ClubWindow) -> tuple[object, list[QImage]]:
    """The summary laid out on 100 dpi pages, and each page painted as the PDF's is."""
    width, height = PAGE
    document = club.summary_document(_image(10, 10), width, height)
    images = []
    for page in range(document.pageCount()):
        image = _image(width, height)
        painter = QPainter(image)
        painter.translate(0, -page * height)
        context = QAbstractTextDocumentLayout.PaintContext()
        context.clip = QRectF(0, page * height, width, height)
        context.palette.setColor(QPalette.ColorRole.Text, QColor(0, 0, 0))
        document.documentLayout().draw(painter, context)
        painter.end()
        images.append(image)
    return document, images


def _chart(document: object) -> PrintedChart:
    charts = [c for c in document.children() if isinstance(c, PrintedChart)]  # type: ignore[attr-defined]
    assert len(charts) == 1
    return charts[0]


def _painted(chart: PrintedChart) -> QRectF:
    """Where the chart was painted (a page's painting may ask for it again: at one place)."""
    places = {(r.left(), r.top(), r.width(), r.height()) for r in chart.painted}
    assert len(places) == 1
    return QRectF(*places.pop())


def _page_count(pdf: Path) -> int:
    counts = re.findall(rb"/Count (\d+)", pdf.read_bytes())
    assert counts
    return int(counts[-1])


def _pdf_text(pdf: Path) -> list[str]:
    """Each page's text as the PDF holds it, whether painted or clipped: each run of text
    (a BT ... ET of Qt's PDF writer) a line, its glyphs read back through the font's ToUnicode
    map; the content streams uncompressed with zlib."""
    data = pdf.read_bytes()
    objects = {int(n): body for n, body in re.findall(rb"(\d+) 0 obj(.*?)endobj", data, re.S)}

    def found(pattern: bytes, text: bytes) -> bytes:
        match = re.search(pattern, text)
        assert match is not None, pattern
        return match[1]

    def stream(number: int) -> bytes:
        body = objects[number]
        raw = body[body.index(b"stream") + 6 : body.rindex(b"endstream")].lstrip(b"\r\n")
        return zlib.decompress(raw) if b"/FlateDecode" in body[: body.index(b"stream")] else raw

    def utf16(code: bytes) -> str:
        return bytes.fromhex(code.decode()).decode("utf-16-be")

    def unicode_map(font: int) -> dict[bytes, str]:
        cmap = stream(int(found(rb"/ToUnicode (\d+) 0 R", objects[font])))
        glyphs: dict[bytes, str] = {}
        for section in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
            for first, last, target in re.findall(rb"<(\w+)>\s*<(\w+)>\s*(<\w+>|\[[^\]]*\])", section):
                start, count = int(first, 16), int(last, 16) - int(first, 16) + 1
                if target.startswith(b"["):
                    chars = [utf16(t) for t in re.findall(rb"<(\w+)>", target)]
                else:
                    chars = [chr(int(target[1:-1], 16) + i) for i in range(count)]
                glyphs.update((b"%04X" % (start + i), c) for i, c in enumerate(chars))
        for section in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
            for code, target in re.findall(rb"<(\w+)>\s*<(\w+)>", section):
                glyphs[code.upper()] = utf16(target)
        return glyphs

    kids = found(rb"/Type /Pages\s*/Kids\s*\[([^\]]*)\]", data)
    pages = []
    for page in (int(n) for n in re.findall(rb"(\d+) 0 R", kids)):
        body = objects[page]
        resources = objects[int(found(rb"/Resources (\d+) 0 R", body))]
        fonts = {name: unicode_map(int(n)) for name, n in re.findall(rb"/(F\d+) (\d+) 0 R", resources)}
        content = stream(int(found(rb"/Contents (\d+) 0 R", body)))
        runs = []
        for run in re.findall(rb"BT\n(.*?)ET\n", content, re.S):
            glyphs = fonts[found(rb"/(F\d+) ", run)]
            runs.append("".join(glyphs[g.upper()] for g in re.findall(rb"<(\w+)> Tj", run)))
        pages.append("\n".join(runs))
    return pages


def test_the_chart_collapsed_in_the_window_is_printed_whole(
    club: ClubWindow, season_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club.open_folder(season_dir)
    printed: list[object] = []
    real = club_module.print_pages

    def spy(build, writer, *args):  # type: ignore[no-untyped-def]
        document = real(build, writer, *args)
        printed.append((document, writer.width()))
        return document

    monkeypatch.setattr(club_module, "print_pages", spy)
    whole = tmp_path / "whole.pdf"
    assert club.export("pdf", str(whole))
    below = club.chart.parentWidget()
    assert isinstance(below, QSplitter)
    below.setSizes([0, sum(below.sizes())])  # the handle dragged to the left edge
    QApplication.processEvents()
    assert club.chart.width() == 0
    collapsed = tmp_path / "collapsed.pdf"
    assert club.export("pdf", str(collapsed))
    assert club.notice.text() == f"Saved {collapsed}."
    # the same pages, the chart painted the text column's width both times (it had been a
    # blank page, then a chart stretched over two pages)
    assert _page_count(collapsed) == _page_count(whole) >= 5
    assert abs(collapsed.stat().st_size - whole.stat().st_size) < 200
    for document, page_width in printed:
        rect = _painted(_chart(document))
        assert (rect.left(), rect.width()) == (0, page_width)
        assert 0.4 * page_width < rect.height() < 0.9 * page_width


def _season(folder: Path, players: list[str]) -> Path:
    """A season of one short game (a yakuman that ends it) for each four of ``players``."""
    folder.mkdir()
    for i in range(0, len(players), 4):
        east, south, west, north = players[i : i + 4]
        (folder / f"g{i:03d}.mjgame").write_text(
            f"rules seed\nplayers {east} {south} {west} {north}\n# date 2026-01-{1 + i // 4 % 28:02d}\n"
            f"ron {west} from {east} yakuman\n",
            encoding="utf-8",
        )
    return folder


LONG = "Ж" * 60 + "W" * 40  # a name the aliases file may give (100 characters), wider than a page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_summary_wider_than_the_page_is_refused_in_words_that_say_whether_a_file_was_there(
    club: ClubWindow, tmp_path: Path, lang: str
) -> None:
    folder = _season(tmp_path / "season", ["Aiko", "Boris", "Chen", "Dasha"])
    (folder / "mjgui-aliases.txt").write_text(f"Boris = {LONG}\n", encoding="utf-8")
    club.languages.set_language(lang)
    club.open_folder(folder)
    pdf = tmp_path / "summary.pdf"
    assert not club.export("pdf", str(pdf))
    assert not pdf.exists()
    said = club.notice.text().replace("\N{NO-BREAK SPACE}", " ")
    earlier = tmp_path / "earlier.pdf"
    earlier.write_bytes(b"%PDF an earlier summary")
    assert not club.export("pdf", str(earlier))
    assert earlier.read_bytes() == b"%PDF an earlier summary"
    kept = club.notice.text().replace("\N{NO-BREAK SPACE}", " ")
    if lang == "en":
        assert said == (
            f"{pdf} could not be saved: the name {LONG} is too long to print on one line of the "
            "summary's league table on an A4 page; give the player a shorter name in the season's "
            "aliases file, then save again. Nothing was written."
        )
        assert kept == said.replace(str(pdf), str(earlier)).replace(
            "Nothing was written.", "The previous file is unchanged."
        )
    else:
        assert said.startswith(f"Не удалось сохранить {pdf}: имя {LONG} слишком длинное")
        assert said.endswith("Ничего не записано.") and kept.endswith("Прежний файл не изменён.")
        for text in (said, kept):  # no English word in the Russian message
            assert not re.search(r"[a-z]{3,}", text.replace(str(pdf), "").replace(str(earlier), "")), text


#: names the aliases file may give: one that fits the page, one that does not
FITS = "Анастасия Александровна Константинопольская"
TOO_WIDE = "Анастасия Александровна Константинопольская-Преображенская (Санкт-Петербург)"


def _heads(table: QTextTable) -> list[tuple[str, int]]:
    """The table's head row: each head's text and the lines it is laid out on."""
    blocks = [table.cellAt(0, c).firstCursorPosition().block() for c in range(table.columns())]
    return [(b.text(), b.layout().lineCount()) for b in blocks]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_name_never_breaks_the_heads_it_prints_beside_or_is_refused(
    club: ClubWindow, tmp_path: Path, lang: str
) -> None:
    """A long alias widens the Player column: the heads beside it stay on one line ("Иг|ры",
    "Ga|me|s" had been printed and "Saved"), and a name too long for that is refused."""
    club.languages.set_language(lang)
    folder = _season(tmp_path / "season", ["Aiko", "Boris", "Chen", "Dasha"])
    aliases = folder / "mjgui-aliases.txt"
    aliases.write_text(f"Boris = {FITS}\n", encoding="utf-8")
    club.open_folder(folder)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf)), club.notice.text()
    document, _images = _pages(club)
    table = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))  # type: ignore[attr-defined]
    heads = _heads(table)
    assert ("Игры" if lang == "ru" else "Games", 1) in heads
    assert all(lines == 1 for _text, lines in heads), heads
    assert document.size().width() <= PAGE[0]  # type: ignore[attr-defined]
    aliases.write_text(f"Boris = {TOO_WIDE}\n", encoding="utf-8")
    wide = tmp_path / "wide.pdf"
    assert not club.export("pdf", str(wide))
    assert not wide.exists()
    said = club.notice.text().replace("\N{NO-BREAK SPACE}", " ").replace("\N{NON-BREAKING HYPHEN}", "-")
    assert TOO_WIDE in said
    assert said.endswith("Ничего не записано." if lang == "ru" else "Nothing was written.")
    # refused because the heads stay whole and so the table is wider than the page
    document, _images = _pages(club)
    table = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))  # type: ignore[attr-defined]
    assert all(lines == 1 for _text, lines in _heads(table)), _heads(table)
    assert document.size().width() > PAGE[0]  # type: ignore[attr-defined]


def test_the_longest_name_of_a_record_prints_whole(club: ClubWindow, tmp_path: Path) -> None:
    """A record's name is at most 24 characters: the widest of them fits the page whole."""
    wide = ("W" * 24, "Ш" * 24, "Щ" * 24, "M" * 24)
    club.open_folder(_season(tmp_path / "season", list(wide)))
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf)), club.notice.text()
    document, _images = _pages(club)
    table = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))  # type: ignore[attr-defined]
    names = [table.cellAt(r, 1).firstCursorPosition().block() for r in range(1, table.rows())]
    assert {b.text() for b in names} == set(wide)
    assert all(b.layout().lineCount() == 1 for b in names)
    assert document.size().width() <= PAGE[0]  # type: ignore[attr-defined]


def _chart_page(document: object) -> tuple[QRectF, int]:
    """Where the chart is laid out, and the page it is on (the whole of it on that page)."""
    chart = _chart(document)
    rect = QRectF(chart.painted[-1])
    page = math.floor(rect.top() / PAGE[1])
    assert math.floor((rect.bottom() - 1) / PAGE[1]) == page, (rect, PAGE)
    return rect, page


def test_a_chart_of_a_hundred_players_is_printed_whole_on_one_page(club: ClubWindow, tmp_path: Path) -> None:
    players = [f"{('Player', 'Игрок', 'Wolfeschlegel', 'Анастасия')[i % 4]}{i:03d}" for i in range(100)]
    club.open_folder(_season(tmp_path / "season", players))
    document, _images = _pages(club)
    assert len(_chart(document).data.series) == 100
    rect, _page = _chart_page(document)  # its legend and plot had been cut across two pages
    assert rect.height() <= PAGE[1] and rect.width() == PAGE[0]
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    assert club.notice.text() == f"Saved {pdf}."


def test_the_chart_is_not_drawn_hidden_on_the_page_before_it(
    club: ClubWindow, season_dir: Path, tmp_path: Path, printed: list[object]
) -> None:
    club.open_folder(season_dir)
    assert club.export("pdf", str(tmp_path / "summary.pdf"))
    chart = _chart(printed[0])
    assert len(chart.painted) == 1  # painted on its own page only (it had been on two)


def test_a_large_desktop_font_prints_the_same_summary(club: ClubWindow, season_dir: Path) -> None:
    """The summary prints in its own font size: at a desktop's 24 pt the names are whole, the
    chart on one page, and the pages those of the usual font."""
    club.open_folder(season_dir)
    usual, _images = _pages(club)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QFont(app.font())
    large = QFont(before)
    large.setPointSizeF(24)
    app.setFont(large)
    try:
        document, _images = _pages(club)
    finally:
        app.setFont(before)
    assert document.pageCount() == usual.pageCount()  # type: ignore[attr-defined]
    table = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))  # type: ignore[attr-defined]
    for row in range(table.rows()):  # the head row too
        for column in range(table.columns()):
            block = table.cellAt(row, column).firstCursorPosition().block()
            assert block.layout().lineCount() == 1, block.text()  # "Wolfeschlegelsteinhause|n"
    _chart_page(document)


def test_the_chart_is_printed_in_the_light_palette_in_the_dark_theme(
    club: ClubWindow, season_dir: Path
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")
    club.open_folder(season_dir)
    document, images = _pages(club)
    chart = _chart(document)
    rect = _painted(chart)
    assert rect.width() == PAGE[0]  # the text column's, not the window's 640 px picture
    page = math.floor(rect.top() / PAGE[1])
    image = images[page]
    top = rect.top() - page * PAGE[1]
    corner = image.pixelColor(round(rect.right()) - 3, round(top) + 3)
    assert corner.name() == "#ffffff"  # the dark theme's #2e2f33 panel had been printed
    inside = {
        image.pixelColor(x, y).name()
        for x in range(round(rect.left()), round(rect.right()), 7)
        for y in range(round(top), min(round(rect.bottom()), round(PAGE[1])), 7)
    }
    assert "#1f2023" not in inside and "#2e2f33" not in inside
    assert len(inside) > 20  # lines drawn in colours


def test_the_table_head_on_every_page_and_names_whole(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    document, _images = _pages(club)
    table = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))  # type: ignore[attr-defined]
    assert table.rows() == 41
    assert table.format().headerRowCount() == 1  # Qt repeats it at the top of each page
    layout = document.documentLayout()  # type: ignore[attr-defined]
    assert layout.frameBoundingRect(table).bottom() > PAGE[1]  # the table runs onto page 2
    name = [table.cellAt(0, c).firstCursorPosition().block().text() for c in range(table.columns())].index(
        "Player"
    )
    for row in range(table.rows()):  # the head row too: never "Ga|me|s"
        for column in range(table.columns()):
            block = table.cellAt(row, column).firstCursorPosition().block()
            assert block.layout().lineCount() == 1, block.text()  # never "ВасилийПупк|ин", "+17|6.9"
    names = {table.cellAt(r, name).firstCursorPosition().block().text() for r in range(1, table.rows())}
    assert {"Wolfeschlegelsteinhausen", "ФёдорМихайловичДостоевск", "Анастасия-Александровна"} <= names


def test_each_game_on_one_page(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    document, _images = _pages(club)
    layout = document.documentLayout()  # type: ignore[attr-defined]
    games = [
        f
        for f in document.rootFrame().childFrames()  # type: ignore[attr-defined]
        if isinstance(f, QTextTable) and f.rows() == 1
    ]
    assert len(games) == GAMES
    for game in games:
        rect = layout.frameBoundingRect(game)
        assert math.floor(rect.top() / PAGE[1]) == math.floor((rect.bottom() - 1) / PAGE[1])


def test_the_games_are_kept_whole_in_a_few_layouts_however_many_pages(
    club: ClubWindow, season_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keeping each game on one page lays the document out a few times, not once more for each
    game moved to the next page (a year's games took a minute and a half): counted by the
    layouts Qt reports (``update``) while :func:`keep_games_whole` works, on pages short
    enough that many games move. No game is cut, and no page is left without one."""
    real = club_module.keep_games_whole
    layouts: list[object] = []

    def counted(document):  # type: ignore[no-untyped-def]
        document.documentLayout().update.connect(lambda *rect: layouts.append(rect))
        real(document)

    monkeypatch.setattr(club_module, "keep_games_whole", counted)
    club.open_folder(season_dir)
    width, height = PAGE[0], PAGE[1] / 2
    document = club.summary_document(_image(10, 10), width, height)
    layout = document.documentLayout()
    games = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable) and f.rows() == 1]
    assert len(games) == GAMES
    before = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
    assert sum(1 for g in games if g.format().pageBreakPolicy() & before) >= 20
    assert len(layouts) <= 4
    pages = set()
    for game in games:
        rect = layout.frameBoundingRect(game)
        assert math.floor(rect.top() / height) == math.floor((rect.bottom() - 1) / height)
        pages.add(math.floor(rect.top() / height))
    first = math.floor(layout.frameBoundingRect(games[0]).top() / height)
    assert pages == set(range(first, document.pageCount()))  # no page between two games empty


def test_the_busy_cursor_shows_while_the_summary_is_written(
    club: ClubWindow, season_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Writing the summary of a long season takes seconds: the busy cursor shows meanwhile, as
    when a folder is read, and is gone after."""
    real = club_module.print_pages
    cursors: list[object] = []

    def spy(*args):  # type: ignore[no-untyped-def]
        cursor = QApplication.overrideCursor()
        cursors.append(cursor.shape() if cursor is not None else None)
        return real(*args)

    monkeypatch.setattr(club_module, "print_pages", spy)
    club.open_folder(season_dir)
    assert club.export("pdf", str(tmp_path / "summary.pdf"))
    assert cursors == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None


def test_a_filtered_summary_says_what_it_is_of(club: ClubWindow, season_dir: Path) -> None:
    club.open_folder(season_dir)
    today = dt.date.today().isoformat()
    assert f"<p>Printed on {today}</p>" in club.summary_html()
    assert "Games from" not in club.summary_html()
    club.controller.set_dates(dt.date(2026, 11, 3), dt.date(2026, 11, 9))
    club.controller.set_rules("ema")
    html = club.summary_html()
    assert f"<p>Games from 2026-11-03 to 2026-11-09<br>Rules: EMA 2016<br>Printed on {today}</p>" in html
    club.controller.set_dates(None, dt.date(2026, 11, 9))
    assert "<p>Games up to 2026-11-09<br>" in club.summary_html()
    club.controller.set_rules(None)
    club.controller.set_dates(dt.date(2026, 11, 3), None)
    club.languages.set_language("ru")
    assert f"<p>Игры с 2026-11-03<br>Напечатано {today}</p>" in club.summary_html()


def _ink(text: str) -> str:
    """``text`` without its spaces (the PDF's font maps its space glyph to a tab, and a line
    in two fonts is two runs of text)."""
    return re.sub(r"\s", "", text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_game_heading_is_in_the_pdf_text_once_on_the_page_it_is_printed_on(
    club: ClubWindow, season_dir: Path, tmp_path: Path, printed: list[object], lang: str
) -> None:
    """A game moved to the next page whole (:func:`keep_games_whole`) had its heading in the
    text of the page before too, clipped at its foot: found twice by a search, a copy or a
    screen reader. The standings and the pages are as they were."""
    club.languages.set_language(lang)
    club.open_folder(season_dir)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    document = printed[0]
    pages = [_ink(text) for text in _pdf_text(pdf)]
    assert len(pages) == _page_count(pdf) == document.pageCount()  # type: ignore[attr-defined]
    layout = document.documentLayout()  # type: ignore[attr-defined]
    height = document.pageSize().height()  # type: ignore[attr-defined]
    frames = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]  # type: ignore[attr-defined]
    standings, games = frames[0], [f for f in frames if f.rows() == f.columns() == 1]
    assert len(games) == GAMES
    before = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
    assert sum(1 for g in games if g.format().pageBreakPolicy() & before) >= 3  # moved on whole
    for game in games:
        block = game.firstCursorPosition().block()  # a long rules name wraps: its first line
        title = _ink(block.text()[: block.layout().lineAt(0).textLength()])
        assert ".mjgame" in title
        page = math.floor(layout.frameBoundingRect(game).top() / height)
        found = [text.count(title) for text in pages]
        assert found == [int(p == page) for p in range(len(pages))], (title, found)
    # the standings: each row once, on its page, its cells in order; the head on each page
    rect = layout.frameBoundingRect(standings)
    first, last = math.floor(rect.top() / height), math.floor((rect.bottom() - 1) / height)
    assert last > first
    columns = range(standings.columns())
    for row in range(standings.rows()):
        blocks = [standings.cellAt(row, c).firstCursorPosition().block() for c in columns]
        cells = "\n".join(b.text() for b in blocks)
        found = [text.count(_ink(cells)) for text in pages]
        page = math.floor(layout.blockBoundingRect(blocks[0]).top() / height)
        on = range(first, last + 1) if row == 0 else (page,)
        assert found == [int(p in on) for p in range(len(pages))], (cells, found)


def test_file_names_are_printed_letter_by_letter_never_as_ligatures(club: ClubWindow, tmp_path: Path) -> None:
    """A game's heading names its file so that a secretary can find it: the font's ligatures
    had printed the "fl" of ``sync-conflict`` and the "ffi" of ``office`` as one glyph each,
    which the PDF's text (a copy, a search, a screen reader) gives back as U+FB02 and U+FB03,
    no longer the file's name."""
    root = write_games(tmp_path / "club", "Aiko Boris Chen Dasha")
    name = "table-1.sync-conflict-20261120-231502-office.mjgame"
    (root / "g01.mjgame").rename(root / name)
    club.open_folder(root)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    text = "".join(_pdf_text(pdf))
    assert not re.search("[\ufb00-\ufb06]", text)
    assert _ink(name) in _ink(text)


@pytest.mark.parametrize(("lang", "chen"), [("en", "−35.3 (chombo −20)"), ("ru", "−35,3 (чомбо −20)")])
def test_a_chombo_penalty_is_printed_beside_the_score(
    club: ClubWindow, tmp_path: Path, lang: str, chen: str
) -> None:
    """An M-League game with a chombo (tests/test_league_chombo_export.py works it out): the
    game's results had printed Chen's −35.3 alone, under rules that give −15.3; the penalty
    is printed beside it, and the other scores bare."""
    from tests.test_league_chombo_export import MLEAGUE

    root = tmp_path / "club"
    root.mkdir()
    (root / "mleague.mjgame").write_text(MLEAGUE, encoding="utf-8")
    club.languages.set_language(lang)
    club.open_folder(root)
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    text = _ink("".join(_pdf_text(pdf)))
    assert _ink(f"Chen 24 700 {chen}") in text  # place, name, points, score
    assert text.count(_ink(chen.split("(")[1])) == 1  # Aiko +61, Dasha +5, Boris −50.7 bare


#: a three-player game stopped after its first hand (a riichi, a draw): not ended, not counted
UNFINISHED = "# date 2026-03-08\nrules tenhou-sanma\nplayers Aiko Chen Emil\nriichi Aiko\ndraw tenpai Aiko\n"


@pytest.mark.parametrize(
    ("lang", "head", "reason"),
    [("en", "1 file skipped:", "has not ended"), ("ru", "1\u00a0файл пропущен:", "не закончена")],
)
def test_a_record_not_counted_is_said_on_the_printed_summary_as_in_the_window(
    club: ClubWindow, tmp_path: Path, lang: str, head: str, reason: str
) -> None:
    """A game not ended yet is left out of the table: the window says "1 file skipped" and
    why, and the printed summary had said nothing of it ("2 games in …", the table, the
    games), so that a sheet posted on the club's wall lost a game of the evening without a
    word. The summary says it, in the window's own sentences."""
    root = write_games(tmp_path / "club", "Aiko Chen Emil", "Chen Emil Aiko", sanma=True)
    (root / "g4.mjgame").write_text(UNFINISHED, encoding="utf-8")
    club.languages.set_language(lang)
    club.open_folder(root)
    view = club.controller.view()
    assert view.skipped_head == head and len(view.skipped) == 1 and reason in view.skipped[0]
    assert "g4.mjgame" in view.skipped[0]
    html = club.summary_html()
    assert f"<p><b>{head}</b><br>⚠ " in html
    pdf = tmp_path / "summary.pdf"
    assert club.export("pdf", str(pdf))
    text = _ink("".join(_pdf_text(pdf)))
    assert _ink(head) in text
    assert _ink(view.skipped[0]) in text  # the file and why, whole


def test_a_summary_with_nothing_skipped_prints_no_note(club: ClubWindow, tmp_path: Path) -> None:
    club.open_folder(write_games(tmp_path / "club", "Aiko Chen Emil", sanma=True))
    assert not club.controller.view().skipped
    assert "⚠" not in club.summary_html() and "skipped" not in club.summary_html()
