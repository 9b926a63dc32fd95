"""Pictures and PDFs written the way every mjgui file is written: made in memory first, then
handed to :func:`mjgui.core.game.storage.atomic_write_bytes` (temp file in the same folder,
fsync, rename). So a failed save leaves the old file exactly as it was, a folder, a pipe or a
device named as the target is refused without waiting on it, a read-only file is not replaced,
and the caller says "Saved" only when this returned (it raises StorageError otherwise).

Qt's own ``QImage.save(path)`` and ``QPdfWriter(path)`` write in place: a failure half-way leaves
a truncated file where the old one was, and a FIFO named as the file blocks for ever.

Every save dialog of the app is :func:`ask_save_path`: a name typed without a suffix gets the
dialog's (a name with dots of its own too, "Стол 1 07.12.2026": :func:`with_suffix`; a name
chosen under "All files" is kept as it is), and a file already there under that fuller name is
replaced only when the player says so.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QImage, QPdfWriter, QPixmap
from PySide6.QtWidgets import QWidget

from mjgui.core.game.storage import StorageError, atomic_write_bytes, check_target
from mjgui.core.i18n import Said, msg
from mjgui.core.shown import shown_path
from mjgui.gui.settings import Settings, start_in


def with_suffix(path: str, suffix: str) -> str:
    """``path`` with ``suffix`` (".csv") added unless its name already ends with it (in any case:
    "LEAGUE.CSV" stays) or with another suffix (:func:`_has_suffix`: a record kept as
    "club-night.txt" stays so): "league" → "league.csv", and so a name with dots of its own,
    "Стол 1 07.12.2026" → "Стол 1 07.12.2026.mjgame", "league v1.2" → "league v1.2.csv". Any
    part after a last dot was taken for a suffix (".2026"), and a record saved so was never read
    by the club, a CSV never opened by a click; every name got the dialog's, and a record saved
    again as "club-night.txt" was written to "club-night.txt.mjgame", unasked."""
    name = os.path.basename(path)
    return path if name.casefold().endswith(suffix.casefold()) or _has_suffix(name) else path + suffix


def _has_suffix(name: str) -> bool:
    """Whether the file name ``name`` ends with what looks like a suffix: a last dot part of 1 to
    5 characters, a letter among them and no space (".txt", ".jpeg", ".mp3"; not ".2026", ".12"
    or " 1" of "table. 1"), after a name of its own (not a hidden file's ".mjgame")."""
    stem, dot, ext = name.rpartition(".")
    return (
        bool(stem and dot)
        and 1 <= len(ext) <= 5
        and any(c.isalpha() for c in ext)
        and not any(c.isspace() for c in ext)
    )


def _any_name(chosen_filter: str) -> bool:
    """Whether the dialog's filter the player chose takes any name ("All files (*)")."""
    return chosen_filter.rstrip().endswith("(*)")


def ask_save_path(
    parent: QWidget,
    title: str,
    filters: str,
    name: str,
    *,
    settings: Settings | None = None,
    kind: str = "",
    start: str | None = None,
) -> str:
    """Ask where to save a file offered as ``name`` ("game.mjgame", "league.csv", "mjgui.png":
    its suffix is the one a name typed without any gets); "" when the player cancels.

    The dialog starts at ``start`` when given (the record's own file, the club's folder), else
    at ``name`` in the last folder used for ``kind`` ("records", "screenshots": kept in
    ``settings``). The folder chosen is the caller's to remember (:func:`remember_folder`),
    once the file is written: the player's file comes before the settings. It asks before replacing
    the file whose name was typed; a name typed without a suffix is the name with the dialog's
    (:func:`with_suffix`; under "All files" the name is kept as typed), which the dialog never
    checked: when a file is there, the player is asked whether to replace it (else, the default,
    the dialog again on that name)."""
    from PySide6.QtWidgets import QFileDialog

    suffix = os.path.splitext(name)[1]
    if start is None:
        start = start_in(settings, kind, name) if kind else name
    while True:
        path, chosen_filter = QFileDialog.getSaveFileName(parent, title, start, filters)
        if not path:
            return ""
        full = path if _any_name(chosen_filter) else with_suffix(path, suffix)
        if full == path or not os.path.lexists(full) or replace_question(parent, title, full):
            return full
        start = full


def free_copy_name(path: str | os.PathLike[str]) -> str:
    """A name beside ``path`` where no file is, for a copy of it: ``table-1 (2).mjgame``, else
    ``(3)`` and on (the numbered copy the club's season knows as one of ``table-1.mjgame``);
    never ``path`` itself. Where none is free among many, the last tried (the dialog asks)."""
    folder, name = os.path.split(os.fspath(path))
    stem, suffix = os.path.splitext(name)
    candidate = os.path.join(folder, f"{stem} (2){suffix}")
    for n in range(2, _COPY_NAMES + 2):
        candidate = os.path.join(folder, f"{stem} ({n}){suffix}")
        if not os.path.lexists(candidate):
            break
    return candidate


#: how many numbered names :func:`free_copy_name` tries
_COPY_NAMES = 1000


def replace_question(parent: QWidget, title: str, path: str) -> bool:
    """Whether the player replaces the file at ``path`` (asked as a save dialog asks)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setObjectName("replace-question")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(
        QCoreApplication.translate("Saving", "%1 already exists.").replace(
            "%1", shown_path(os.path.basename(path))
        )
    )
    box.setInformativeText(
        QCoreApplication.translate("Saving", "Do you want to replace it? What it holds now will be lost.")
    )
    replace = box.addButton(
        QCoreApplication.translate("Saving", "&Replace"), QMessageBox.ButtonRole.AcceptRole
    )
    replace.setObjectName("replace-yes")
    keep = box.addButton(
        QCoreApplication.translate("Saving", "Choose &another name"), QMessageBox.ButtonRole.RejectRole
    )
    keep.setObjectName("replace-no")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is replace


def png_bytes(picture: QImage | QPixmap, quality: int = -1, path: str | os.PathLike[str] = "") -> bytes:
    """``picture`` encoded as PNG (StorageError, naming ``path``, when Qt cannot encode it)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image = picture.toImage() if isinstance(picture, QPixmap) else picture
    ok = image.save(buffer, "PNG", quality)  # type: ignore[call-overload]  # str at run time
    buffer.close()
    if not ok or data.isEmpty():
        reason = Said(msg("saving:png_not_encoded", "the picture could not be encoded as PNG"))
        raise StorageError("write_failed", path=path, reason=reason, kept=os.path.lexists(path))
    return bytes(data.data())


def save_png(picture: QImage | QPixmap, path: str | os.PathLike[str], quality: int = -1) -> None:
    """Write ``picture`` to ``path`` as PNG, atomically; raises StorageError (with the path)."""
    check_target(path)  # before the work of encoding: a pipe or a read-only file is refused now
    atomic_write_bytes(path, png_bytes(picture, quality, path))


def save_pdf(path: str | os.PathLike[str], paint: Callable[[QPdfWriter], None]) -> None:
    """Let ``paint`` fill a PDF writer in memory, then write the PDF to ``path`` atomically;
    raises StorageError (a PDF writer has no error of its own: what it made is checked)."""
    check_target(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    paint(writer)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    made = bytes(data.data())
    if not made.startswith(b"%PDF") or b"%%EOF" not in made[-64:]:
        reason = Said(msg("saving:pdf_not_made", "the PDF could not be made"))
        raise StorageError("write_failed", path=path, reason=reason, kept=os.path.lexists(path))
    atomic_write_bytes(path, made)
