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
    add_word_joiner(font)
    _rename(font)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return chars


#: the word joiner (U+2060) mjgui.gui.util.one_word puts between the characters of a yaku's kanji
#: name: in the subset, an empty glyph of no width, so that Qt finds it in the kanji font (a glyph
#: the font lacks makes Qt look up the fallback fonts of the kanji's script first: ~2.6 M
#: instructions before the first frame on a hand)
WORD_JOINER = 0x2060


def add_word_joiner(font: object) -> None:
    """Give the subset (a CID-keyed CFF font, as Noto Sans CJK is) an empty glyph of no width
    for :data:`WORD_JOINER`, unless it has one. Also run on the font as it is::

        python -c "from tools.make_font_subset import add_word_joiner, OUT; from fontTools.ttLib
        import TTFont; f = TTFont(OUT); add_word_joiner(f); f.save(OUT)"
    """
    from fontTools.misc.psCharStrings import T2CharString
    from fontTools.ttLib import TTFont

    assert isinstance(font, TTFont)
    if WORD_JOINER in font.getBestCmap():
        return
    # the metrics read before the glyph count changes (a table is read when first asked for)
    metrics = [font[tag].metrics for tag in ("hmtx", "vmtx") if tag in font]
    order = list(font.getGlyphOrder())
    top = font["CFF "].cff.topDictIndex[0]
    strings = top.CharStrings
    cid = max(int(name[3:]) for name in order if name.startswith("cid")) + 1
    name = f"cid{cid:05d}"
    fd = top.FDSelect[0]
    private = top.FDArray[fd].Private
    # no outline; its width 0 (a charstring's width is told against the private dict's nominal)
    empty = T2CharString(
        program=[-private.nominalWidthX, "endchar"], private=private, globalSubrs=strings.globalSubrs
    )
    strings.charStringsIndex.append(empty)
    strings.charStrings[name] = len(strings.charStringsIndex) - 1
    top.FDSelect.append(fd)
    if name not in top.charset:
        top.charset.append(name)
    font.setGlyphOrder([*order, name])
    font["maxp"].numGlyphs = len(order) + 1
    for table in metrics:
        table[name] = (0, 0)
    for table in font["cmap"].tables:
        table.cmap[WORD_JOINER] = name


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
