"""One catalogue for every sentence a player reads: gettext, English as the source.

Every sentence of the core, the controllers and the widgets is a message of the ``mjgui``
gettext domain, translated in ``resources/locale/<lang>/LC_MESSAGES/mjgui.po`` (compiled to
``mjgui.mo`` by ``make translations``). The standard library's :mod:`gettext` reads it: no Qt
here; the widgets ask the same catalogue through a translator (:mod:`mjgui.gui.i18n`).

A message in code is written where it is used, or in a table keyed by the id the core reports::

    msg("error:bad_meld", "A {kind} needs {count} tiles")           # one sentence
    nmsg("tracker:sticks", "{n} riichi stick", "{n} riichi sticks")  # with plural forms

The first argument is the message's stable id (its gettext *context*), the second the English
text (the *msgid*). :func:`say` turns a message into text in a language with its parameters
put in. Formatting never raises: a parameter the caller did not pass stays as ``{name}``.
An unknown language falls back to English (``"ru-RU"``/``"ru_RU"`` count as Russian).
"""

import re
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    import gettext
    from pathlib import Path

DOMAIN = "mjgui"
Lang = Literal["en", "ru"]
LANGS: tuple[Lang, ...] = ("en", "ru")


class Msg(NamedTuple):
    """A sentence in the catalogue: its id (gettext context), English text, English plural."""

    context: str
    text: str
    plural: str = ""


def msg(context: str, text: str) -> Msg:
    """Mark a sentence for the catalogue (``make translations`` collects every call)."""
    return Msg(context, text)


def nmsg(context: str, singular: str, plural: str) -> Msg:
    """Mark a sentence with plural forms: :func:`say` picks the form for its ``n``."""
    return Msg(context, singular, plural)


_LANGS: dict[str, Lang] = {}


def normalize_lang(lang: str) -> Lang:
    """``"ru"`` (also ``"RU"``, ``"ru_RU"``, ``"ru-RU"``) is Russian; anything else is English.

    Asked a few hundred times per view (every phrase is worded through it), so the answers for
    the few codes a session sees are kept."""
    if not isinstance(lang, str):
        return "en"
    found = _LANGS.get(lang)
    if found is None:
        found = "ru" if re.split(r"[-_.]", lang.strip().lower(), maxsplit=1)[0] == "ru" else "en"
        if len(_LANGS) < 32:
            _LANGS[lang] = found
    return found


def locale_dir() -> "Path":
    """``resources/locale``: beside the package when installed or bundled, at the checkout's root
    otherwise (the same lookup as :func:`mjgui.resources.resource_dir`)."""
    # pathlib loaded here, not at start-up: in an installed package nothing else of a score
    # run needs it, and it pulls in fnmatch, urllib.parse and ipaddress (about 17 M instructions)
    from pathlib import Path

    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "resources" / "locale", package.parent / "resources" / "locale"):
        if candidate.is_dir():
            return candidate
    return package / "resources" / "locale"


@cache
def catalogue(lang: str) -> "gettext.NullTranslations":
    """The compiled catalogue of a language; English (or a missing file) answers the source."""
    import gettext  # loaded here: English, the source, is said without it (about 4 M instructions)

    norm = normalize_lang(lang)
    if norm == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, str(locale_dir()), languages=[norm], fallback=True)


def translate(message: Msg, lang: str, n: int | None = None) -> str:
    """The message's template in ``lang`` (plural form for ``n`` when it has one)."""
    if lang == "en":  # the source: what an empty catalogue (gettext.NullTranslations) answers
        return message.plural if message.plural and n is not None and n != 1 else message.text
    cat = catalogue(lang)
    if message.plural:
        return cat.npgettext(message.context, message.text, message.plural, 1 if n is None else n)
    return cat.pgettext(message.context, message.text)


class _Keep(dict[str, object]):
    """Parameters for :meth:`str.format_map`: a missing one stays in the text as ``{name}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, params: Mapping[str, object]) -> str:
    """Put the parameters into a template; a missing one stays as ``{name}``, never raises."""
    if "{" not in template and "}" not in template:
        return template
    try:
        # str.format_map reads the template in C (string.Formatter walks it in Python)
        return template.format_map(_Keep(params))
    except (ValueError, KeyError, IndexError, AttributeError, TypeError):
        return template


def say(message: Msg, lang: str, /, **params: object) -> str:
    """The message in ``lang`` with its parameters put in; a message with plural forms picks
    the form for the parameter ``n``."""
    count = params.get("n")
    return fill(translate(message, lang, count if isinstance(count, int) else None), params)


class Said:
    """A message put whole in another's sentence (an error's ``reason``): said in the language
    that sentence is worded in (:func:`mjgui.core.shown.rendered` asks its :meth:`message`), not
    in the English of the code. Two are equal when they say the same message."""

    __slots__ = ("text",)

    def __init__(self, text: Msg) -> None:
        self.text = text

    def message(self, lang: str = "en") -> str:
        return say(self.text, lang)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"Said({self.text.context!r})"


def phrase(table: Mapping[str, Msg], key: str, lang: str, /, **params: object) -> str:
    """The message of ``table`` with id ``key`` (see :func:`say`); an unknown id comes back as
    the id with its parameters, so a missing sentence shows what was meant instead of failing."""
    message = table.get(key)
    if message is None:
        return unknown(key, params)
    return say(message, lang, **params)


def unknown(key: str, params: Mapping[str, object]) -> str:
    """``key`` or ``key (a=1, b=2)``: what a sentence nobody wrote yet reads like."""
    if not params:
        return key
    return key + " (" + ", ".join(f"{name}={value}" for name, value in params.items()) + ")"


def template_params(template: str) -> set[str]:
    """The ``{names}`` a template uses (for tests and tooling)."""
    import string  # not needed to say a sentence: loaded only here

    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}
    except ValueError:
        return set()
