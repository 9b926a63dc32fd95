"""Pictures and PDFs written the way every mjgui file is written: made in memory first, then
handed to :func:`mjgui.core.game.storage.atomic_write_bytes` (temp file in the same folder,
fsync, rename). So a failed save leaves the old file exactly as it was, a folder, a pipe or a
device named as the target is refused without waiting on it, a read-only file is not replaced,
and the caller says "Saved" only when this returned (it raises StorageError otherwise).

Qt's own ``QImage.save(path)`` and ``QPdfWriter(path)`` write in place: a failure half-way leaves
a truncated file where the old one was, and a FIFO named as the file blocks for ever.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QPdfWriter, QPixmap

from mjgui.core.game.storage import StorageError, atomic_write_bytes, check_target


def png_bytes(picture: QImage | QPixmap, quality: int = -1, path: str | os.PathLike[str] = "") -> bytes:
    """``picture`` encoded as PNG (StorageError, naming ``path``, when Qt cannot encode it)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image = picture.toImage() if isinstance(picture, QPixmap) else picture
    ok = image.save(buffer, "PNG", quality)  # type: ignore[call-overload]  # str at run time
    buffer.close()
    if not ok or data.isEmpty():
        raise StorageError("write_failed", path=path, reason="the picture could not be encoded as PNG")
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
        raise StorageError("write_failed", path=path, reason="the PDF could not be made")
    atomic_write_bytes(path, made)
