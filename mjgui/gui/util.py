"""Small helpers that skip Qt calls when nothing changed (each call may relayout or repaint)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def set_tip(widget: QWidget, text: str) -> None:
    if widget.toolTip() != text:
        widget.setToolTip(text)


def set_shown(widget: QWidget, shown: bool) -> None:
    if widget.isHidden() == shown:
        widget.setVisible(shown)


def set_enabled(widget: QWidget, enabled: bool) -> None:
    if widget.isEnabled() != enabled:
        widget.setEnabled(enabled)


def set_accessible(widget: QWidget, name: str, description: str | None = None) -> None:
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def escape_html(text: str, quote: bool = True) -> str:
    """Text made safe for Qt's rich text: what ``html.escape`` does, without loading the
    ``html`` package, whose entity tables cost a few milliseconds at start-up."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        text = text.replace('"', "&quot;").replace("'", "&#x27;")
    return text
