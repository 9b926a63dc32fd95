"""Tile art and the tile widgets: a clickable tile, a meld, a dora indicator.

The SVGs in ``resources/tiles`` are rendered once per size and device pixel ratio into cached
pixmaps, so tiles are crisp at any DPI and cheap to repaint.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import zlib
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QStylePainter, QWidget

from mjgui.controller.scoring.views import IndicatorView, MeldView
from mjgui.gui.qtnames import (
    ALIGN_CENTER,
    DASH_LINE,
    clear,
    draw_text,
    ellipse,
    fill,
    fill_rect,
    focus_policy,
    outline,
    pen,
    rounded,
    shape,
)
from mjgui.gui.settings import read_regular
from mjgui.gui.theme import focus_ring, highlight, muted
from mjgui.resources import tile_svg

ASPECT = 4 / 3  # tile height / width (the art is 60 x 80)
WIN_MARK = 7  # room under a tile for the winning-tile mark


def tile_height(width: int) -> int:
    return round(width * ASPECT)


class TileArt:
    """Renders tile SVGs to pixmaps, cached by code, size, rotation and pixel ratio.

    Rendered pixmaps are also kept in the user's cache folder (keyed by the Qt version and each
    SVG's size and date), so a later start draws its first window without parsing and
    rasterising the SVGs again. ``MJGUI_TILE_CACHE`` names another folder, or ``off``. The
    files hold the raw pixels (a few kB each, see :data:`CACHE_FORMAT`): reading one back is a
    copy, where decoding a PNG cost ~0.3 M instructions a tile, 11 M for the palette's 37.
    """

    def __init__(self, disk: Path | None = None) -> None:
        self._renderers: dict[str, object] = {}
        self._cache: dict[tuple[str, int, int, bool, float], QPixmap] = {}
        self._disk = disk if disk is not None else _disk_cache_dir()
        #: the cache is in mjgui's own cache folder (not one ``MJGUI_TILE_CACHE`` names): its
        #: ``tiles-*`` folders without a marker are earlier mjgui's, pruned too
        self._own_base = disk is None and not os.environ.get("MJGUI_TILE_CACHE", "")

    def prune_disk_cache(self) -> int:
        """Delete the cache folders earlier Qt versions, SVGs or cache formats left beside this
        one (see :func:`prune_cache_folders`); returns how many went."""
        if self._disk is None:
            return 0
        return prune_cache_folders(self._disk, unmarked=self._own_base)

    def _renderer(self, code: str) -> object:
        renderer = self._renderers.get(code)
        if renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            renderer = QSvgRenderer(str(tile_svg(code)))
            self._renderers[code] = renderer
        return renderer

    def pixmap(self, code: str, width: int, height: int, dpr: float, sideways: bool = False) -> QPixmap:
        """The tile upright in ``width`` x ``height``; sideways it fills ``height`` x ``width``."""
        key = (code, width, height, sideways, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        out_w, out_h = (height, width) if sideways else (width, height)
        file = self._file(code, width, height, dpr, sideways)
        size_w, size_h = max(1, round(out_w * dpr)), max(1, round(out_h * dpr))
        if file is not None:
            pix = _load_pixels(file, size_w, size_h)
            if pix is not None:
                pix.setDevicePixelRatio(dpr)
                self._cache[key] = pix
                return pix
        pix = QPixmap(size_w, size_h)
        clear(pix)
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if sideways:
            painter.translate(0, out_h * dpr)
            painter.rotate(-90)
        renderer = self._renderer(code)
        renderer.render(painter, QRectF(0, 0, width * dpr, height * dpr))  # type: ignore[attr-defined]
        painter.end()
        if file is not None:
            _save_pixels(pix, file)
        pix.setDevicePixelRatio(dpr)
        self._cache[key] = pix
        return pix

    def _file(self, code: str, width: int, height: int, dpr: float, sideways: bool) -> Path | None:
        if self._disk is None:
            return None
        turn = "s" if sideways else "u"
        return self._disk / f"{code}-{width}x{height}-{dpr:g}-{turn}.argb"


def _disk_cache_dir() -> Path | None:
    setting = os.environ.get("MJGUI_TILE_CACHE", "")
    if setting.lower() in ("off", "0", "no"):
        return None
    if setting:
        base = Path(setting)
    else:
        from PySide6.QtCore import QStandardPaths

        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        if not location:
            return None
        base = Path(location)
    from PySide6.QtCore import qVersion

    # a checksum, not a hash: zlib is loaded with PySide6 already, hashlib would load OpenSSL
    stamp = zlib.crc32(f"{qVersion()}:{CACHE_FORMAT}".encode())
    # os.scandir, not Path.glob and a stat each: its entries carry their stat (Path.glob alone
    # cost ~3 M instructions at each start)
    with os.scandir(tile_svg("1m").parent) as entries:
        svgs = sorted((e.name, e) for e in entries if e.name.endswith(".svg"))
    for name, entry in svgs:
        info = entry.stat()
        stamp = zlib.crc32(f"{name}:{info.st_size}:{info.st_mtime_ns}".encode(), stamp)
    folder = base / f"tiles-{stamp:08x}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    marker = folder / CACHE_MARKER
    if not marker.exists() and not marker.is_symlink():
        with contextlib.suppress(OSError):  # unmarked, the folder is only never pruned
            marker.write_bytes(b"mjgui tile cache\n")
    return folder


_CACHE_FOLDER = re.compile(r"tiles-[0-9a-f]{8}")
#: The file each cache folder holds, written when it is made: only a folder that holds it is
#: mjgui's to delete, in a folder ``MJGUI_TILE_CACHE`` names (a player's folder of pictures may
#: hold a ``tiles-20240101`` of their own)
CACHE_MARKER = "mjgui-tile-cache"
#: A cached tile's name, as :meth:`TileArt._file` makes it (``1m-40x56-1.25-u.argb``; the PNGs
#: of cache format 2 named alike)
_TILE_FILE = re.compile(r"[0-9A-Za-z]+-\d+x\d+-[0-9.]+-\w\.(?:argb|png)")
# ``.NAME.argb.PID.tmp``: a tile being written (see _save_pixels); one older than this, of another
# process, was left by a writer that was killed (a write takes milliseconds)
_TEMP_FILE = re.compile(r"\..+\.(?:argb|png)\.(\d+)\.tmp")
STALE_TEMP_SECONDS = 60.0


def _stale_temp(file: Path, now: float) -> bool:
    """Whether ``file`` is a tile's temp file a killed writer left (a regular file, not this
    process's, unchanged for :data:`STALE_TEMP_SECONDS`)."""
    found = _TEMP_FILE.fullmatch(file.name)
    if found is None or int(found.group(1)) == os.getpid():
        return False
    try:
        info = file.lstat()
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS


def prune_cache_folders(current: Path, *, unmarked: bool = False) -> int:
    """Remove the sibling ``tiles-XXXXXXXX`` folders of ``current`` that hold the cache's marker
    (:data:`CACHE_MARKER`; ``unmarked``: one without it too, in mjgui's own cache folder, as
    earlier mjgui left them) and nothing but cached tiles (``.argb`` files, or the PNGs of cache
    format 2, named as the cache names them) and the temp files killed writers left; anything
    else is left alone. Those temp files go from ``current`` too. Returns how many folders
    went."""
    import time

    now = time.time()
    removed = 0
    try:
        siblings = list(current.parent.iterdir())
    except OSError:
        return 0
    for folder in siblings:
        if not _CACHE_FOLDER.fullmatch(folder.name) or folder.is_symlink():
            continue
        try:
            if not folder.is_dir():
                continue
            files = list(folder.iterdir())
            stale = [f for f in files if _stale_temp(f, now)]
            for f in stale:
                f.unlink()
            if folder == current:
                continue
            marker = folder / CACHE_MARKER
            tiles = [f for f in files if f not in stale and f != marker]
            if not (unmarked or marker in files) or marker.is_symlink():
                continue
            if any(f.is_symlink() or not _TILE_FILE.fullmatch(f.name) for f in tiles):
                continue
            if marker in files:
                tiles.append(marker)
            for f in tiles:
                f.unlink()
            folder.rmdir()
            removed += 1
        except OSError:
            continue
    return removed


#: Changes when the cached files change form, so that older ones are not read (2: uncompressed
#: PNGs; 3: raw pixels).
CACHE_FORMAT = 3
#: A cached tile: this tag, its width and height in pixels (32-bit little-endian), then its
#: premultiplied ARGB32 pixels, row by row.
_PIXELS_TAG = b"mjt1"
_HEADER = 12


def _read_cached(file: Path, size: int) -> bytes | None:
    """At most ``size + 1`` bytes of a regular file (a FIFO or a device in the cache folder is
    skipped without waiting on it), or None."""
    try:
        data = read_regular(file, size + 1)
    except OSError:
        return None
    return data if isinstance(data, bytes) else None


def _load_pixels(file: Path, width: int, height: int) -> QPixmap | None:
    """The cached tile, or None if there is none or it is not a complete one of this size."""
    data = _read_cached(file, _HEADER + width * height * 4)
    if (
        data is None
        or len(data) != _HEADER + width * height * 4
        or data[:4] != _PIXELS_TAG
        or int.from_bytes(data[4:8], "little") != width
        or int.from_bytes(data[8:12], "little") != height
    ):
        return None
    pixels = data[_HEADER:]
    image = QImage(pixels, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image.copy())  # copy(): the pixmap must not point into ``pixels``


def _save_pixels(pix: QPixmap, file: Path) -> None:
    """Write the tile atomically (a temporary file renamed): a reader sees all of it or none."""
    image = pix.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    width, height = image.width(), image.height()
    pixels = bytes(image.constBits())  # 4-byte pixels: Qt pads no row of them
    header = _PIXELS_TAG + width.to_bytes(4, "little") + height.to_bytes(4, "little")
    tmp = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(header + pixels)
        os.replace(tmp, file)
    except OSError:
        pass
    finally:
        if tmp.exists():
            with contextlib.suppress(OSError):
                tmp.unlink()


_ART: TileArt | None = None


def art() -> TileArt:
    global _ART
    if _ART is None:
        _ART = TileArt()
    return _ART


def _draw_tile(painter: QPainter, widget: QWidget, code: str, rect: QRectF, sideways: bool = False) -> None:
    width, height = (
        (round(rect.height()), round(rect.width()))
        if sideways
        else (
            round(rect.width()),
            round(rect.height()),
        )
    )
    pix = art().pixmap(code, width, height, widget.devicePixelRatioF(), sideways)
    painter.drawPixmap(rect.topLeft(), pix)


def _frame(painter: QPainter, rect: QRectF, color: QColor, width: float) -> None:
    inset = width / 2
    outline(painter, rounded(rect.adjusted(-inset, -inset, inset, inset), 4, 4), pen(color, width))


class _ClickableTiles(QAbstractButton):
    """What the tile widgets share: a pointing hand, reached by Tab, lit on hover, and a right
    click of their own (``rightClicked``) besides the left click (``clicked``)."""

    rightClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        focus_policy(self, "TabFocus")
        self._pointed = False  # the pointing hand and the hover repaints: when the pointer comes
        #: the keyboard's focus is here (its ring drawn): told by the focus events, not asked of
        #: Qt at every paint of every tile (54 before the first frame on a hand)
        self._focused = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._focused = True
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        # a popup (a menu) opened takes the focus events, not the focus: the ring stays, as on
        # Qt's own buttons; any other focus-out has moved the focus on already
        self._focused = self.hasFocus()
        super().focusOutEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        if not self._pointed:
            self._pointed = True
            from PySide6.QtCore import Qt  # not before the first frame: see mjgui.gui.qtnames

            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # its hover events follow this one
        super().enterEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The Menu key and Shift+F10 do on a focused tile what a right click does."""
        from PySide6.QtCore import Qt

        key = event.key()
        shift = event.modifiers() == Qt.KeyboardModifier.ShiftModifier
        if key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and shift):
            if self.isEnabled():
                self.rightClicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A context menu asked for from the keyboard (not the mouse: its right click is
        :meth:`mouseReleaseEvent`'s) does what a right click does."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard and self.isEnabled():
            self.rightClicked.emit()
            event.accept()
            return
        super().contextMenuEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.RightButton and self.isEnabled():
            if self.rect().contains(event.position().toPoint()):
                self.rightClicked.emit()
            event.accept()
            return
        super().mouseReleaseEvent(event)


class TileButton(_ClickableTiles):
    """One tile: palette tile (with a count badge), hand tile (win mark, highlight), discard."""

    def __init__(self, code: str = "back", width: int = 40, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._code = code
        self._width = width
        self._badge: int | None = None
        self._win = False
        self._reserve_mark = False
        self._highlighted = False

    # -- state ------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        return self._code

    def set_code(self, code: str) -> None:
        if code != self._code:
            self._code = code
            self.update()

    def set_tile_width(self, width: int) -> None:
        if width != self._width:
            self._width = width
            self.updateGeometry()
            self.update()

    @property
    def badge(self) -> int | None:
        """The count shown on a palette tile (None: no badge)."""
        return self._badge

    def set_badge(self, count: int | None) -> None:
        if count != self._badge:
            self._badge = count
            self.update()

    def set_win(self, win: bool, reserve: bool = True) -> None:
        if win != self._win or reserve != self._reserve_mark:
            self._win = win
            self._reserve_mark = reserve
            self.updateGeometry()
            self.update()

    @property
    def is_win(self) -> bool:
        return self._win

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    # -- Qt ---------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        extra = WIN_MARK if self._reserve_mark else 0
        return QSize(self._width, tile_height(self._width) + extra)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        rect = QRectF(0, 0, self._width, tile_height(self._width))
        if not self.isEnabled():
            painter.setOpacity(0.28)
        _draw_tile(painter, self, self._code, rect)
        painter.setOpacity(1.0)
        if self._highlighted:
            fill_rect(painter, rect, highlight(palette, 70))
            _frame(painter, rect, highlight(palette), 3)
        elif self.isEnabled() and self.underMouse():
            _frame(painter, rect, highlight(palette, 200), 2)
        if self._focused:
            focus_ring(painter, self, rect)
        if self._win:
            bar = QRectF(2, rect.bottom() + 3, rect.width() - 4, WIN_MARK - 3)
            fill(painter, rounded(bar, 2, 2), highlight(palette))
        if self._badge is not None:
            self._paint_badge(painter, rect)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        size = max(13.0, rect.width() * 0.42)
        pix = _badge_pixmap(self, self._badge or 0, size)
        painter.drawPixmap(QPointF(rect.right() - size + 2 - 1, rect.top() - 2 - 1), pix)


_BADGES: dict[tuple[object, ...], QPixmap] = {}


def _badge_pixmap(widget: QWidget, count: int, size: float) -> QPixmap:
    """The count badge of a palette tile, drawn once per count, size, colours and font: the
    palette repaints 37 of them, and shaping their digits each time was most of its cost."""
    palette = widget.palette()
    roles = QPalette.ColorRole
    if count:
        inside, ring, text = (palette.color(r) for r in (roles.Highlight, roles.Base, roles.HighlightedText))
    else:
        # all four copies used: the tile is greyed out, so the badge is drawn in the active
        # colours, outlined, its 0 in the text colour (grey on grey could hardly be read)
        active = QPalette.ColorGroup.Active
        inside, ring, text = (palette.color(active, r) for r in (roles.Base, roles.Mid, roles.Text))
    dpr = widget.devicePixelRatioF()
    font = widget.font()
    key = (count, size, dpr, inside.rgba(), ring.rgba(), text.rgba(), font.key())
    pix = _BADGES.get(key)
    if pix is not None:
        return pix
    side = size + 2  # a pixel around the circle for its ring's antialiasing
    pix = QPixmap(max(1, round(side * dpr)), max(1, round(side * dpr)))
    pix.setDevicePixelRatio(dpr)
    clear(pix)
    painter = QStylePainter(pix, widget)  # draw_text's (a QPainter that draws coloured text)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    circle = QRectF(1, 1, size, size)
    shape(painter, ellipse(circle), inside, pen(ring, 1.2))
    bold = QFont(font)
    bold.setPixelSize(round(size * 0.7))
    bold.setBold(True)
    painter.setFont(bold)
    draw_text(painter, circle, ALIGN_CENTER, str(count), text)
    painter.end()
    _BADGES[key] = pix
    return pix


class MeldButton(_ClickableTiles):
    """A meld as laid on the table: the called tile sideways, a closed kan's ends face down."""

    def __init__(self, width: int = 32, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width = width
        self._view: MeldView | None = None
        self._highlighted = False

    def set_meld(self, view: MeldView) -> None:
        if view != self._view:
            self._view = view
            self.updateGeometry()
            self.update()

    @property
    def meld(self) -> MeldView | None:
        return self._view

    def set_tile_width(self, width: int) -> None:
        if width != self._width:
            self._width = width
            self.updateGeometry()
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    @staticmethod
    def width_for(view: MeldView, tile_width: int) -> int:
        h = tile_height(tile_width)
        return sum(h if i == view.sideways else tile_width for i in range(len(view.tiles)))

    def sizeHint(self) -> QSize:
        if self._view is None:
            return QSize(0, 0)
        return QSize(self.width_for(self._view, self._width), tile_height(self._width) + WIN_MARK)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        view = self._view
        if view is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._width
        h = tile_height(w)
        x = 0.0
        for index, tile in enumerate(view.tiles):
            code = "back" if index in view.face_down else tile.code
            if index == view.sideways:
                rect = QRectF(x, h - w, h, w)
                _draw_tile(painter, self, code, rect, sideways=True)
                x += h
            else:
                _draw_tile(painter, self, code, QRectF(x, 0, w, h))
                x += w
        whole = QRectF(0, 0, x, h)
        palette = self.palette()
        if self._highlighted:
            fill_rect(painter, whole, highlight(palette, 70))
            _frame(painter, whole, highlight(palette), 3)
        elif self.underMouse():
            _frame(painter, whole, highlight(palette, 200), 2)
        if self._focused:
            focus_ring(painter, self, whole)


class IndicatorButton(_ClickableTiles):
    """A dora indicator with the tile it makes dora drawn small under it; empty = a free slot."""

    def __init__(self, width: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width = width
        self._view: IndicatorView | None = None

    def set_indicator(self, view: IndicatorView | None) -> None:
        if view != self._view:
            self._view = view
            self.update()

    @property
    def indicator(self) -> IndicatorView | None:
        return self._view

    def _small(self) -> int:
        return round(self._width * 0.72)

    def sizeHint(self) -> QSize:
        return QSize(self._width, tile_height(self._width) + 3 + tile_height(self._small()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)  # draw_text's
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        w = self._width
        h = tile_height(w)
        top = QRectF(0, 0, w, h)
        if self._view is None:
            dashes = pen(muted(palette), 1.3, DASH_LINE)
            outline(painter, rounded(top.adjusted(1, 1, -1, -1), 4, 4), dashes)
            font = QFont(self.font())
            font.setPixelSize(round(w * 0.6))
            painter.setFont(font)
            if not self.isEnabled():
                painter.setOpacity(0.4)
            draw_text(painter, top, ALIGN_CENTER, "+", muted(palette))
            if self._focused:
                painter.setOpacity(1.0)
                focus_ring(painter, self, top)
            return
        _draw_tile(painter, self, self._view.indicator.code, top)
        small = self._small()
        sh = tile_height(small)
        x = (w - small) / 2
        arrow_y = h + 1
        arrow = QPainterPath(QPointF(w / 2, arrow_y))
        arrow.lineTo(QPointF(w / 2, arrow_y + 2))
        outline(painter, arrow, pen(muted(palette), 1))
        _draw_tile(painter, self, self._view.dora.code, QRectF(x, h + 3, small, sh))
        if self.underMouse():
            _frame(painter, top, highlight(palette, 200), 2)
        if self._focused:
            focus_ring(painter, self, top)
