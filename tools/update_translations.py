#!/usr/bin/env python3
"""Refresh the one translation catalogue: collect the sentences, update the .po, compile the .mo.

    .venv/bin/python tools/update_translations.py          # make translations
    .venv/bin/python tools/update_translations.py --check  # fail if anything is missing or stale

Every sentence a player reads is a message of the ``mjgui`` gettext domain (English is the
source, :mod:`mjgui.core.i18n`). Babel collects them from the code:

* ``msg("id", "English")`` and ``nmsg("id", "singular", "plural")`` (core and controllers);
* ``QCoreApplication.translate("Context", "English")`` (widgets);
* ``QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")``: Qt's own words that its bundled Russian
  lacks (:data:`mjgui.gui.i18n.QT_WORDS`).

The Russian lives in ``resources/locale/ru/LC_MESSAGES/mjgui.po``: new messages are added there
with an empty translation, messages no longer in the code are dropped, and the compiled
``mjgui.mo`` beside it is written again. Both files are committed; ``--check`` (and the tests)
fail when a message has no Russian or when the ``.mo`` is not the ``.po`` compiled.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "resources" / "locale"
DOMAIN = "mjgui"
LANGS = ("ru",)
KEYWORDS = {
    "msg": ((1, "c"), 2),
    "nmsg": ((1, "c"), 2, 3),
    "translate": ((1, "c"), 2),
    "QT_TRANSLATE_NOOP": ((1, "c"), 2),
}
WIDTH = 100


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def extract() -> Catalog:
    """Every message the code marks, with where it is used."""
    template = Catalog(domain=DOMAIN, project="mjgui", charset="utf-8")
    method_map = [("**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT / "mjgui"), method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
    ):
        if not message or (isinstance(message, tuple) and not message[0]):
            continue
        template.add(
            message,
            None,
            [(f"mjgui/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


def read(lang: str) -> Catalog:
    with open(po_path(lang), "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def compiled(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def untranslated(catalog: Catalog) -> list[str]:
    """Messages whose Russian is missing (any plural form empty)."""
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings):
            ident = message.id[0] if isinstance(message.id, tuple) else message.id
            out.append(f"{message.context}: {ident}")
    return out


def update(lang: str, template: Catalog) -> Catalog:
    catalog = read(lang)
    catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
    catalog.obsolete.clear()
    catalog.fuzzy = False
    for message in catalog:
        # every message is brace-formatted: Babel's guess of a %-format ("{percent}% right")
        # would make GNU msgfmt -c check a directive that is none
        message.flags.discard("python-format")
    catalog.last_translator = "mjgui translators"
    catalog.revision_date = catalog.creation_date
    with open(po_path(lang), "wb") as f:
        write_po(f, catalog, width=WIDTH, sort_output=False, ignore_obsolete=True, include_lineno=False)
    return read(lang)


def check(lang: str, template: Catalog) -> list[str]:
    problems = []
    catalog = read(lang)
    known = {(m.context, m.id) for m in catalog if m.id}
    wanted = {(m.context, m.id) for m in template if m.id}
    problems += [f"not in {po_path(lang).name}: {c}: {i}" for c, i in sorted(wanted - known, key=str)]
    problems += [f"no longer in the code: {c}: {i}" for c, i in sorted(known - wanted, key=str)]
    problems += [f"no {lang} translation: {m}" for m in untranslated(catalog)]
    if not mo_path(lang).exists() or mo_path(lang).read_bytes() != compiled(catalog):
        problems.append(f"{mo_path(lang)} is not the compiled {po_path(lang).name}: run `make translations`")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="change nothing; fail on missing or stale")
    args = parser.parse_args(argv)
    template = extract()
    failed = False
    for lang in LANGS:
        if args.check:
            problems = check(lang, template)
            for line in problems:
                print(line)
            failed = failed or bool(problems)
            continue
        catalog = update(lang, template)
        mo_path(lang).write_bytes(compiled(catalog))
        missing = untranslated(catalog)
        print(f"{po_path(lang).relative_to(ROOT)}: {len(catalog)} messages, {len(missing)} without {lang}")
        for line in missing:
            print("  " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
