#!/usr/bin/env python3
"""Make resources/fonts/mjgui-kanji.otf: the kanji and kana mjgui shows, cut from Noto Sans CJK JP.

The window writes yaku names in kanji (立直, 断幺九, ...). So that they render on a machine with
no CJK font, the app loads this small subset at start-up. Latin and Cyrillic are left to the
system fonts. Run again whenever a kanji is added to mjgui/core/text.py or the controller's texts:

    .venv/bin/python tools/make_font_subset.py [--source /path/NotoSansCJK-Regular.ttc]

Needs fontTools (in the dev venv) and Debian's fonts-noto-cjk (or any Noto Sans CJK JP file).
The font is under the SIL Open Font License 1.1 (resources/fonts/OFL.txt); the subset is renamed
"mjgui Kanji" so it never shadows an installed Noto.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "fonts" / "mjgui-kanji.otf"
FAMILY = "mjgui Kanji"
SOURCES = (
    ROOT / "mjgui" / "core" / "text.py",
    ROOT / "mjgui" / "controller" / "texts.py",
)
DEFAULT_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
# CJK punctuation, kana, unified ideographs, compatibility ideographs, fullwidth forms.
CJK = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def wanted_chars() -> str:
    chars: set[str] = set()
    for path in SOURCES:
        chars.update(CJK.findall(path.read_text(encoding="utf-8")))
    return "".join(sorted(chars))


def _jp_index(path: Path) -> int:
    from fontTools.ttLib import TTCollection

    collection = TTCollection(str(path))
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == "Noto Sans CJK JP":
            return index
    return 0


def make(source: Path, out: Path) -> str:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    chars = wanted_chars()
    number = _jp_index(source) if source.suffix.lower() == ".ttc" else 0
    font = TTFont(str(source), fontNumber=number, lazy=False)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    _rename(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return chars


def _rename(font: object) -> None:
    from fontTools.ttLib import TTFont

    assert isinstance(font, TTFont)
    names = font["name"]
    postscript = FAMILY.replace(" ", "") + "-Regular"
    for record in names.names:
        if record.nameID in (1, 16) or record.nameID in (4, 18):
            record.string = FAMILY
        elif record.nameID == 3:
            record.string = f"{postscript};subset of Noto Sans CJK JP"
        elif record.nameID == 6:
            record.string = postscript
        elif record.nameID == 17:
            record.string = "Regular"
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        for key in ("FullName", "FamilyName"):
            if hasattr(top, key):
                setattr(top, key, FAMILY)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--source", type=Path, default=DEFAULT_FONT, help="Noto Sans CJK .ttc or .otf")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if not args.source.exists():
        print(f"{args.source} not found: apt-get install fonts-noto-cjk, or pass --source", file=sys.stderr)
        return 1
    chars = make(args.source, args.out)
    print(f"{args.out.relative_to(ROOT)}: {len(chars)} characters, {args.out.stat().st_size} bytes")
    print(chars)
    return 0


if __name__ == "__main__":
    sys.exit(main())
