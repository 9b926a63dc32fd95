#!/usr/bin/env python3
"""Refresh the window's translations: lupdate the .ts sources, lrelease them to .qm.

    .venv/bin/python tools/update_translations.py          # update .ts and compile .qm
    .venv/bin/python tools/update_translations.py --check  # fail if a .ts has unfinished entries

The window's own labels are written with ``QCoreApplication.translate("Context", "text")`` in
``mjgui/gui/*.py``; ``pyside6-lupdate`` collects them into ``resources/i18n/mjgui_<lang>.ts``
(keeping existing translations), a translator fills them in (Qt Linguist or any editor), and
``pyside6-lrelease`` compiles the ``.qm`` files the app loads. The core's words (yaku, fu,
errors) are not here: they live in ``mjgui/core/text.py`` and the controller's table.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGS = ("ru",)
# every module of the window, sub-packages included (mjgui/gui/teach/, ...)
SOURCES = [*sorted((ROOT / "mjgui" / "gui").rglob("*.py")), ROOT / "mjgui" / "app.py"]


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def unfinished(ts: Path) -> list[str]:
    tree = ET.parse(ts)
    out = []
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        kind = translation.get("type")
        if kind in ("unfinished",) or not (translation.text or "").strip():
            if kind in ("obsolete", "vanished"):
                continue
            out.append(message.findtext("source") or "")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="only report unfinished translations")
    args = parser.parse_args(argv)
    I18N.mkdir(parents=True, exist_ok=True)
    status = 0
    for lang in LANGS:
        ts = I18N / f"mjgui_{lang}.ts"
        if not args.check:
            sources = [str(p.relative_to(ROOT)) for p in SOURCES]
            cmd = [_tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none", "-ts", str(ts)]
            subprocess.run(cmd, check=True, cwd=ROOT)
            qm = I18N / f"mjgui_{lang}.qm"
            subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT)
        missing = unfinished(ts)
        if missing:
            status = 1
            print(f"{ts.name}: {len(missing)} unfinished:", file=sys.stderr)
            for text in missing:
                print(f"  {text!r}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
