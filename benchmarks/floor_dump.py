"""The child's side of ``bench_floor.py``: mjgui's window at its first frame, written down so that a plain
PySide6 program can build it again.

    python benchmarks/floor_dump.py OUT_DIR HAND_ARGS...

Starts the app as ``python -m mjgui.app HAND_ARGS`` does (``mjgui.app.main``) and, where the window
reports its first frame (``mjgui.gui.startup.trace_startup("first-frame")``), walks the window and writes:

* ``floor.json``: the widget tree, each widget as its Qt base class (the first PySide6 class of its
  MRO), with its object name, texts, fonts, palettes, size policies, sizes, tool tips, accessible
  names, layouts (margins, spacings, stretches, alignments, grid positions) and the containers'
  pages; only what differs from a fresh widget of that Qt class (compared under this same Qt), the
  enum values as their key names (set through the meta-object, as ``mjgui.gui.qtnames`` does, so
  that the floor never makes PySide6's ``Qt`` namespace). A label mjgui shows as rich text gets the
  plain text it reads as. The custom-painted widgets (the tile buttons, the han x fu excerpt) become
  labels showing the pixels mjgui painted;
* ``pixels.raw``: those pixels, ARGB32 premultiplied, one after another (``floor.json`` gives each
  one's offset and size);
* ``mjgui.png``: the window's grab, to set beside the floor's.

Not carried over: what mjgui paints itself behind the seat cards, the list rows and the headline
(a few rounded fills), the menus' items (the floor's menu bar has the seven titles, empty menus).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: the widgets of these Qt classes have only Qt's own children (or pages, dumped as such)
_CONTAINERS = ("QMainWindow", "QScrollArea", "QTabWidget", "QStackedWidget")
_LEAVES = ("QComboBox", "QAbstractSpinBox", "QLineEdit", "QMenuBar", "QTabBar")


def dump_window(out: Path) -> None:
    """Write floor.json, pixels.raw and mjgui.png of the one visible window into ``out``."""
    from PySide6 import QtWidgets
    from PySide6.QtCore import QObject, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPalette, QPixmap, QTextDocument
    from PySide6.QtGui import Qt as GuiQt  # the Qt namespace with QtGui's functions (mightBeRichText)
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractScrollArea,
        QAbstractSpinBox,
        QApplication,
        QBoxLayout,
        QComboBox,
        QFrame,
        QGridLayout,
        QGroupBox,
        QLabel,
        QLayout,
        QLineEdit,
        QMainWindow,
        QRadioButton,
        QScrollArea,
        QSpinBox,
        QStackedWidget,
        QTabWidget,
        QToolButton,
        QWidget,
    )

    from mjgui.gui import appsetup
    from mjgui.resources import resource_path

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    raw = bytearray()
    ids: dict[int, int] = {}  # id() of a widget's wrapper -> its number in floor.json
    alive: list[QObject] = []  # holds the wrappers numbered, so that no id() is reused

    def number(w: QObject) -> int:
        if id(w) not in ids:
            ids[id(w)] = len(ids)
            alive.append(w)
        return ids[id(w)]

    groups = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
    roles = [r for r in QPalette.ColorRole if r.name not in ("NColorRoles", "NoRole")]

    def colors(p: QPalette) -> dict[str, str]:
        argb = QColor.NameFormat.HexArgb
        return {f"{g.name}.{r.name}": p.color(g, r).name(argb) for g in groups for r in roles}

    def font(f: QFont) -> list[Any]:
        return [f.toString(), list(f.families())]

    def pixels(pix: QPixmap) -> list[int]:
        image = pix.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        offset = len(raw)
        raw.extend(bytes(image.constBits()))
        return [offset, image.width(), image.height()]

    def qt_base(cls: type) -> type:
        return next(c for c in cls.__mro__ if c.__module__.startswith("PySide6"))

    def overrides(cls: type, *names: str) -> bool:
        """Whether a Python class between ``cls`` and its Qt base defines one of ``names``."""
        for c in cls.__mro__:
            if c.__module__.startswith("PySide6"):
                return False
            if any(name in vars(c) for name in names):
                return True
        return False

    def flag_keys(enum: Any, value: int) -> str:
        return "|".join(
            m.name for m in enum if m.value and m.value & (m.value - 1) == 0 and value & m.value == m.value
        )

    def plain_text(html: str) -> str:
        """A rich text as it reads (a list item with its number)."""
        doc = QTextDocument()
        doc.setHtml(html)
        lines = []
        block = doc.begin()
        while block.isValid():
            text_list = block.textList()
            prefix = text_list.itemText(block) + " " if text_list is not None else ""
            lines.append(prefix + block.text())
            block = block.next()
        return "\n".join(lines).replace("\u2028", "\n")

    fresh_widgets: dict[str, dict[str, Any]] = {}

    def fresh(base: str) -> dict[str, Any]:
        """What a fresh widget of the Qt class ``base`` has."""
        if base not in fresh_widgets:
            w = getattr(QtWidgets, base)()
            alive.append(w)
            fresh_widgets[base] = {
                "sp": policy(w),
                "focusPolicy": w.focusPolicy().name,
                "min": [w.minimumWidth(), w.minimumHeight()],
                "max": [w.maximumWidth(), w.maximumHeight()],
            }
            for name in (
                "frameShape",
                "frameShadow",
                "lineWidth",
                "buttonSymbols",
                "toolButtonStyle",
                "popupMode",
                "autoRaise",
                "horizontalScrollBarPolicy",
                "verticalScrollBarPolicy",
                "alignment",
                "textInteractionFlags",
            ):
                if hasattr(w, name):
                    value = getattr(w, name)()
                    fresh_widgets[base][name] = value.name if hasattr(value, "name") else value
                    if name in ("alignment", "textInteractionFlags"):
                        fresh_widgets[base][name] = value.value
        return fresh_widgets[base]

    def policy(w: QWidget) -> list[Any]:
        p = w.sizePolicy()
        return [
            p.horizontalPolicy().name,
            p.verticalPolicy().name,
            p.horizontalStretch(),
            p.verticalStretch(),
            p.hasHeightForWidth(),
        ]

    def layout(lay: QLayout) -> dict[str, Any]:
        kind = {"QVBoxLayout": "V", "QHBoxLayout": "H", "QGridLayout": "G"}[qt_base(type(lay)).__name__]
        m = lay.contentsMargins()
        out: dict[str, Any] = {"k": kind, "m": [m.left(), m.top(), m.right(), m.bottom()]}
        if isinstance(lay, QGridLayout):
            # -1: the style's spacing, as a fresh grid has it
            if lay.horizontalSpacing() != -1 or lay.verticalSpacing() != -1:
                out["hs"], out["vs"] = lay.horizontalSpacing(), lay.verticalSpacing()
            out["rs"] = [lay.rowStretch(i) for i in range(lay.rowCount())]
            out["cs"] = [lay.columnStretch(i) for i in range(lay.columnCount())]
            out["rmin"] = [lay.rowMinimumHeight(i) for i in range(lay.rowCount())]
            out["cmin"] = [lay.columnMinimumWidth(i) for i in range(lay.columnCount())]
        else:
            out["sp"] = lay.spacing()  # a box's spacing() is the one in effect: set it
        if lay.sizeConstraint() != QLayout.SizeConstraint.SetDefaultConstraint:
            out["constraint"] = lay.sizeConstraint().name
        items = []
        for i in range(lay.count()):
            item = lay.itemAt(i)
            assert item is not None
            stretch = lay.stretch(i) if isinstance(lay, QBoxLayout) else 0
            align = item.alignment().value
            keys = flag_keys(Qt.AlignmentFlag, align) if align else ""
            it: list[Any]
            if (widget := item.widget()) is not None:
                it = ["w", number(widget), stretch, keys]
            elif (sub := item.layout()) is not None:
                it = ["l", layout(sub), stretch, keys]
            else:
                spacer = item.spacerItem()
                assert spacer is not None
                w, h = spacer.sizeHint().width(), spacer.sizeHint().height()
                sp = spacer.sizePolicy()
                hp, vp = sp.horizontalPolicy().name, sp.verticalPolicy().name
                if (hp, vp) in (("Expanding", "Minimum"), ("Minimum", "Expanding")) and w == h == 0:
                    it = ["stretch", stretch]
                elif (hp, vp) == ("Fixed", "Minimum") and kind == "H":
                    it = ["spacing", w]
                elif (hp, vp) == ("Minimum", "Fixed") and kind == "V":
                    it = ["spacing", h]
                else:
                    it = ["spacer", w, h, hp, vp]
            if isinstance(lay, QGridLayout):
                position: Any = lay.getItemPosition(i)  # (row, column, rows, columns)
                it.append(list(position))
            items.append(it)
        out["items"] = items
        return out

    def node(w: QWidget, parent: QPalette, in_layout: bool = True) -> dict[str, Any]:
        cls = type(w)
        base = qt_base(cls)
        painted = overrides(cls, "paintEvent")
        g = w.geometry()
        kid_widgets = [c for c in w.children() if isinstance(c, QWidget)]
        # the widgets mjgui paints itself: a tile button, a painted button without text, a painted leaf
        as_pixels = (
            isinstance(w, QAbstractButton) and (base is QAbstractButton or (painted and not w.text()))
        ) or (painted and base is QWidget and not kid_widgets)
        kind = "PIX" if as_pixels else base.__name__
        df = fresh("QLabel" if as_pixels else base.__name__)
        n: dict[str, Any] = {"k": kind}
        if w.objectName():
            n["name"] = w.objectName()
        n["id"] = number(w)
        if w.isHidden():
            n["hidden"] = True
        if not w.isEnabled():
            n["disabled"] = True
        if not in_layout:
            n["geom"] = [g.x(), g.y(), g.width(), g.height()]
        keys: list[tuple[str, Any]] = []
        if as_pixels:
            n["pix"] = pixels(w.grab())
            n["min"] = [g.width(), g.height()]  # its own size hint in mjgui
        elif [w.minimumWidth(), w.minimumHeight()] != df["min"]:
            n["min"] = [w.minimumWidth(), w.minimumHeight()]
        if [w.maximumWidth(), w.maximumHeight()] != df["max"]:
            n["max"] = [w.maximumWidth(), w.maximumHeight()]
        if (
            not as_pixels
            and base in (QWidget, QFrame)
            and w.layout() is None
            and overrides(cls, "sizeHint", "minimumSizeHint", "heightForWidth")
        ):  # a size hint of mjgui's own: the height it gave
            n["min"] = [n.get("min", [0, 0])[0], g.height()]
        if cls.__name__ == "VerticalScrollArea":  # mjgui gives it its contents' width from Python
            n["min"] = [g.width(), n.get("min", [0, 0])[1]]
        if not as_pixels:
            sp = policy(w)
            # a word-wrapped label's height-for-width is its own
            if sp != df["sp"] and not (isinstance(w, QLabel) and w.wordWrap() and sp[:4] == df["sp"][:4]):
                n["sp"] = sp
            if w.focusPolicy().name != df["focusPolicy"]:
                keys.append(("focusPolicy", w.focusPolicy().name))
        if w.toolTip():
            n["tip"] = w.toolTip()
        if w.accessibleName():
            n["acc"] = w.accessibleName()
        if w.styleSheet():
            n["ss"] = w.styleSheet()
        if w.testAttribute(Qt.WidgetAttribute.WA_SetFont):
            n["font"] = font(w.font())
        mine = colors(w.palette())
        if w.testAttribute(Qt.WidgetAttribute.WA_SetPalette):
            theirs = colors(parent)
            if changed := sorted((k, v) for k, v in mine.items() if theirs[k] != v):
                n["pal"] = changed
        m = w.contentsMargins()
        margins = [m.left(), m.top(), m.right(), m.bottom()]
        # (a frame's contents margins hold its frame's width, a label's its margin)
        label_margin = isinstance(w, QLabel) and w.margin()
        if not as_pixels and margins != [0, 0, 0, 0] and base in (QWidget, QLabel) and not label_margin:
            n["cm"] = margins
        if not as_pixels:
            if isinstance(w, QLabel | QAbstractButton | QLineEdit) and w.text():
                n["text"] = w.text()
            if isinstance(w, QLabel):
                fmt = w.textFormat()
                if fmt == Qt.TextFormat.RichText or (
                    fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(w.text())
                ):
                    n["text"] = plain_text(w.text())
                if fmt != Qt.TextFormat.AutoText:
                    keys.append(("textFormat", fmt.name))
                if w.wordWrap():
                    n["wrap"] = True
                if w.alignment().value != df["alignment"]:
                    keys.append(("alignment", flag_keys(Qt.AlignmentFlag, w.alignment().value)))
                if w.textInteractionFlags().value != df["textInteractionFlags"]:
                    value = w.textInteractionFlags().value
                    keys.append(("textInteractionFlags", flag_keys(Qt.TextInteractionFlag, value)))
                if w.margin():
                    n["margin"] = w.margin()
                if (buddy := w.buddy()) is not None:
                    n["buddy"] = number(buddy)
            if isinstance(w, QAbstractButton):
                if w.isCheckable():
                    n["checkable"] = True
                if w.isChecked():
                    n["checked"] = True
                if w.autoExclusive() and not isinstance(w, QRadioButton):
                    n["autoExclusive"] = True
            if isinstance(w, QToolButton):
                if w.autoRaise() != df["autoRaise"]:
                    n["autoRaise"] = w.autoRaise()
                for name in ("toolButtonStyle", "popupMode"):
                    if (value := getattr(w, name)().name) != df[name]:
                        keys.append((name, value))
            if isinstance(w, QLineEdit) and w.placeholderText():
                n["placeholder"] = w.placeholderText()
            if isinstance(w, QSpinBox):
                n["spin"] = [w.minimum(), w.maximum(), w.value()]
                n["spin"] += [w.prefix(), w.suffix(), w.specialValueText()]
                if w.buttonSymbols().name != df["buttonSymbols"]:
                    keys.append(("buttonSymbols", w.buttonSymbols().name))
                if w.alignment().value != df["alignment"]:
                    keys.append(("alignment", flag_keys(Qt.AlignmentFlag, w.alignment().value)))
            if isinstance(w, QComboBox):
                n["items"] = [w.itemText(i) for i in range(w.count())]
                n["current"] = w.currentIndex()
            if isinstance(w, QGroupBox):
                n["title"] = w.title()
            if base is QFrame or isinstance(w, QScrollArea):
                for name in ("frameShape", "frameShadow") if base is QFrame else ("frameShape",):
                    if (value := getattr(w, name)().name) != df[name]:
                        keys.append((name, value))
            if isinstance(w, QFrame) and base is QFrame and w.lineWidth() != df["lineWidth"]:
                n["lineWidth"] = w.lineWidth()
            if isinstance(w, QAbstractScrollArea):
                for name in ("horizontalScrollBarPolicy", "verticalScrollBarPolicy"):
                    if (value := getattr(w, name)().name) != df[name]:
                        keys.append((name, value))
        if keys:
            n["keys"] = keys
        if as_pixels:
            return n
        palette = w.palette()
        if isinstance(w, QMainWindow):
            central = w.centralWidget()
            assert central is not None
            n["central"] = node(central, palette)
            n["menus"] = [a.text() for a in w.menuBar().actions()]
            n["title"] = w.windowTitle()
            n["size"] = [g.width(), g.height()]
        elif isinstance(w, QScrollArea):
            n["resizable"] = w.widgetResizable()
            if (content := w.widget()) is not None:
                n["content"] = node(content, palette)
        elif isinstance(w, QTabWidget):
            tabs = [(w.tabText(i), w.widget(i)) for i in range(w.count())]
            n["tabs"] = [[text, node(page, palette)] for text, page in tabs if page is not None]
            n["current"] = w.currentIndex()
        elif isinstance(w, QStackedWidget):
            pages = [w.widget(i) for i in range(w.count())]
            n["pages"] = [node(page, palette) for page in pages if page is not None]
            n["current"] = w.currentIndex()
        if base.__name__ in _CONTAINERS or isinstance(w, QAbstractSpinBox | QComboBox | QLineEdit):
            return n
        laid: set[int] = set()
        if (own := w.layout()) is not None:
            n["lay"] = layout(own)
            laid = {number(x) for x in _laid_out(own)}
        kids = [
            c
            for c in kid_widgets
            if not c.isWindow()
            and not c.objectName().startswith("qt_")
            and type(c).__name__ not in ("QMenuBar", "QTabBar")
        ]
        n["kids"] = [node(c, palette, number(c) in laid) for c in kids]
        return n

    def _laid_out(lay: QLayout) -> list[QWidget]:
        found: list[QWidget] = []
        for i in range(lay.count()):
            item = lay.itemAt(i)
            assert item is not None
            if (widget := item.widget()) is not None:
                found.append(widget)
            elif (sub := item.layout()) is not None:
                found += _laid_out(sub)
        return found

    windows = [w for w in app.topLevelWidgets() if w.isVisible()]
    assert len(windows) == 1, windows
    window = windows[0]
    assert app.style().name() == "fusion", app.style().name()  # what a fresh application has here
    spec = {
        "app_font": font(app.font()),
        "kanji": str(resource_path("fonts", appsetup.KANJI_FONT)),
        "window": node(window, app.palette()),
    }
    (out / "floor.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (out / "pixels.raw").write_bytes(bytes(raw))
    window.grab().save(str(out / "mjgui.png"))


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    sys.path.insert(0, str(ROOT))  # the source tree's mjgui, not an installed one
    import mjgui.gui.startup as startup

    traced = startup.trace_startup

    def at_milestone(label: str) -> None:
        if label == "first-frame":
            try:
                dump_window(out)
            except BaseException:
                traceback.print_exc()
                os._exit(3)
            os._exit(0)
        traced(label)

    # the window imports trace_startup from the module when it reports its first frame
    startup.trace_startup = at_milestone
    from mjgui.app import main as app_main

    app_main(argv[1:])
    print("the window never reported its first frame", file=sys.stderr)
    return 4


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
