"""Issue 23, item 6: the summary PDF, ``--screenshot`` and the calculator's screenshot say
"Saved" only when the file is in place, are written atomically (a failure leaves the old file
whole), refuse a read-only file with the reason, and refuse a FIFO without waiting on it.
Real files in tmp_path; the FIFO by os.mkfifo; a full disk by failing the writer before its
rename."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import mjgui.gui.saving as saving
from mjgui.app import main as app_main
from mjgui.core.game.storage import StorageError, stale_temp_files
from mjgui.gui.appsetup import apply_theme, setup_application
from mjgui.gui.club import ClubWindow
from mjgui.gui.settings import Settings
from mjgui.gui.window import MainWindow
from tests.leaguegen import write_season

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
OLD_PDF = b"%PDF-1.4 last week's summary\n%%EOF\n"
OLD_PNG = b"\x89PNG last week's picture"


@pytest.fixture(autouse=True)
def _own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("MJGUI_DATA_DIR", str(tmp_path / "env-data"))
    yield
    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_theme(app, "system")


@pytest.fixture
def club(qtbot: object, tmp_path: Path) -> ClubWindow:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    setup_application(app)
    folder = tmp_path / "season"
    folder.mkdir()
    write_season(folder, 4)
    window = ClubWindow(settings=Settings.at(str(tmp_path / "s.ini")))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1024, 700)
    window.show()
    window.open_folder(folder)
    return window


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every atomic save of a picture or a PDF fails after its temp file is written."""
    real = saving.atomic_write_bytes

    def failing(path: str | os.PathLike[str], data: bytes, **_: object) -> None:
        def full(temp: Path) -> None:
            raise OSError(28, "No space left on device")

        real(path, data, before_replace=full)

    monkeypatch.setattr(saving, "atomic_write_bytes", failing)


# -- the summary PDF -------------------------------------------------------------------------


def test_the_pdf_onto_a_read_only_file_is_refused_and_not_called_saved(
    club: ClubWindow, tmp_path: Path
) -> None:
    pdf = tmp_path / "summary.pdf"
    pdf.write_bytes(OLD_PDF)
    os.chmod(pdf, 0o444)
    assert not club.export("pdf", str(pdf))
    notice = club.notice.text()
    assert "read-only" in notice and "Saved" not in notice
    assert pdf.read_bytes() == OLD_PDF
    os.chmod(pdf, 0o644)
    assert club.export("pdf", str(pdf))  # writable again: replaced whole, then "Saved"
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.read_bytes() != OLD_PDF
    assert f"Saved {pdf}." in club.notice.text()
    assert stale_temp_files(pdf) == []


def test_a_failed_pdf_write_leaves_the_old_summary(
    club: ClubWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = tmp_path / "summary.pdf"
    pdf.write_bytes(OLD_PDF)
    _disk_full(monkeypatch)
    assert not club.export("pdf", str(pdf))
    assert "No space left on device" in club.notice.text() and "Saved" not in club.notice.text()
    assert pdf.read_bytes() == OLD_PDF
    assert stale_temp_files(pdf) == []


@posix_only
def test_the_pdf_onto_a_fifo_is_refused_without_waiting(
    club: ClubWindow, tmp_path: Path, never_hang: None
) -> None:
    fifo = tmp_path / "summary.pdf"
    os.mkfifo(fifo)
    assert not club.export("pdf", str(fifo))
    assert "not a regular file" in club.notice.text()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("there", [False, True], ids=["new", "replaced"])
def test_a_picture_or_pdf_that_cannot_be_made_is_said_in_the_players_language(
    qapp: QApplication, tmp_path: Path, there: bool
) -> None:
    """Why a picture or the summary PDF could not be made was English in the Russian window too,
    and "The previous file is unchanged" was said where no file had been."""
    png, pdf = tmp_path / "window.png", tmp_path / "summary.pdf"
    if there:
        png.write_bytes(OLD_PNG)
        pdf.write_bytes(OLD_PDF)
    with pytest.raises(StorageError) as no_png:
        saving.save_png(QImage(), png)  # a null picture: Qt encodes nothing
    with pytest.raises(StorageError) as no_pdf:
        saving.save_pdf(pdf, lambda writer: None)  # nothing painted: no PDF made
    end_en = "The previous file is unchanged." if there else "Nothing was written."
    end_ru = "Прежний файл не изменён." if there else "Ничего не записано."
    assert (
        no_png.value.message()
        == f"{png} could not be saved: the picture could not be encoded as PNG. {end_en}"
    )
    assert no_png.value.message("ru") == (
        f"Не удалось сохранить {png}: картинку не получилось закодировать в PNG. {end_ru}"
    )
    assert no_pdf.value.message() == f"{pdf} could not be saved: the PDF could not be made. {end_en}"
    assert no_pdf.value.message("ru") == f"Не удалось сохранить {pdf}: PDF не получилось создать. {end_ru}"
    if there:
        assert png.read_bytes() == OLD_PNG and pdf.read_bytes() == OLD_PDF
    else:
        assert not png.exists() and not pdf.exists()
    assert stale_temp_files(png) == [] and stale_temp_files(pdf) == []


# -- mjgui --screenshot ----------------------------------------------------------------------


def _shot(out: Path) -> int:
    return app_main(["--screenshot", str(out), "234m567p3467888s5s", "--riichi"])


def test_screenshot_onto_a_read_only_file_fails_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "window.png"
    out.write_bytes(OLD_PNG)
    os.chmod(out, 0o444)
    assert _shot(out) == 1
    assert "read-only" in capsys.readouterr().err
    assert out.read_bytes() == OLD_PNG


def test_a_failed_screenshot_write_leaves_the_old_png_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "window.png"
    out.write_bytes(OLD_PNG)
    _disk_full(monkeypatch)
    assert _shot(out) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert out.read_bytes() == OLD_PNG
    assert stale_temp_files(out) == []
    monkeypatch.undo()
    assert _shot(out) == 0  # and when the disk has room, the new picture replaces it whole
    assert not QImage(str(out)).isNull()


@posix_only
def test_screenshot_onto_a_fifo_is_refused_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], never_hang: None
) -> None:
    fifo = tmp_path / "window.png"
    os.mkfifo(fifo)
    assert _shot(fifo) == 1
    assert "not a regular file" in capsys.readouterr().err
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


# -- the calculator's File → Save screenshot -------------------------------------------------


def test_the_calculators_screenshot_says_saved_only_when_it_is(
    make_window: Callable[[], MainWindow], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    window = make_window()
    target = tmp_path / "mjgui.png"
    target.write_bytes(OLD_PNG)
    os.chmod(target, 0o444)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PNG (*.png)"))
    window.act_screenshot.trigger()  # the menu item, as a player chooses it
    message = window.statusBar().currentMessage()
    assert message == (
        f"Screenshot failed: {target} is read-only; it was not replaced. Choose another name or make "
        "the file writable."
    )
    assert target.read_bytes() == OLD_PNG
    os.chmod(target, 0o644)
    window.act_screenshot.trigger()
    assert window.statusBar().currentMessage() == f"Screenshot saved to {target}"
    image = QImage(str(target))
    assert (image.width(), image.height()) == (window.width(), window.height())
    assert stale_temp_files(target) == []


def test_a_failed_screenshot_says_not_saved_once_and_goes_on_small_after_its_colon(
    make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    """ "Screenshot not saved: … was not saved: …", «Снимок не сохранён: Не удалось сохранить …»:
    said twice, and a capital after the colon in Russian. The storage error, which names the file
    and says it was not saved, is said once, in small letters after the colon."""
    gone = tmp_path / "gone"
    target = gone / "a.png"
    window = make_window("en")
    assert not window.save_screenshot(str(target))
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Screenshot failed: {target} was not saved: its folder {gone} does not")
    assert message.count("not saved") == 1
    window = make_window("ru")
    assert not window.save_screenshot(str(target))
    assert window.statusBar().currentMessage() == (
        f"Снимок экрана: не удалось сохранить {target}: его папки {gone} нет (вынута флешка, "
        "отключена сетевая папка или в имени папки опечатка). Ничего не записано."
    )


# -- the tile cache (written by mjgui, read back at every start) -----------------------------


@posix_only
def test_a_fifo_in_the_tile_cache_is_skipped_without_waiting(tmp_path: Path, never_hang: None) -> None:
    from PySide6.QtGui import QColor, QPixmap

    from mjgui.gui import tiles

    pix = QPixmap(6, 4)
    pix.fill(QColor("#123456"))
    good = tmp_path / "1m.argb"
    tiles._save_pixels(pix, good)
    back = tiles._load_pixels(good, 6, 4)
    assert back is not None and back.toImage().pixelColor(2, 2) == QColor("#123456")
    assert tiles._load_pixels(good, 6, 5) is None  # another size: drawn again
    fifo = tmp_path / "2m.argb"
    os.mkfifo(fifo)
    assert tiles._load_pixels(fifo, 6, 4) is None
