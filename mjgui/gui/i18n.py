"""Languages: the window's labels from the one gettext catalogue, the system locale, the choice.

The widgets write their labels as ``QCoreApplication.translate("Context", "English")``; the
:class:`CatalogueTranslator` answers them from the same catalogue as the core's and the
controllers' sentences (:mod:`mjgui.core.i18n`: ``resources/locale/<lang>/LC_MESSAGES/mjgui.mo``,
the Qt context as the message's context). Installing a translator makes Qt send
``QEvent.LanguageChange`` to every widget, which retranslates itself: no restart.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, QTranslator, Signal
from PySide6.QtWidgets import QMenu

from mjgui.core.i18n import Msg, catalogue, normalize_lang

if TYPE_CHECKING:  # made by a menu's items, which the calculator makes after its first frame
    from PySide6.QtGui import QAction, QActionGroup

LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("ru", "Русский"))


def yaku_word(yaku_id: str) -> str:
    """A yaku's name in the window's language: the core's own message
    (:data:`mjgui.core.text.YAKU`), asked through Qt with its key as the context, so that each
    name is one catalogue entry wherever it shows."""
    from mjgui.core.text import YAKU

    return _core_word(YAKU[yaku_id].name)


def yaku_meaning(yaku_id: str) -> str:
    """What a yaku's name means ("Red fives" for aka dora), the core's message as
    :func:`yaku_word` asks it."""
    from mjgui.core.text import YAKU

    return _core_word(YAKU[yaku_id].meaning)


def limit_word(limit: str) -> str:
    """A limit's name in the window's language ("Mangan"), the core's message
    (:data:`mjgui.core.text.LIMITS`) as :func:`yaku_word` asks it."""
    from mjgui.core.text import LIMITS

    return _core_word(LIMITS[limit])


def term_word(term: str) -> str:
    """A glossary term in the window's language ("Ron", "Chi", "dealer"): the core's message
    (:data:`mjgui.core.text.TERMS`) as :func:`yaku_word` asks it."""
    from mjgui.core.text import TERMS

    return _core_word(TERMS[term])


def wind_name(wind: int) -> str:
    """A wind's name as a label ("East", «Восток»): the core's message
    (:data:`mjgui.core.text.WINDS`) as :func:`yaku_word` asks it."""
    from mjgui.core.text import WINDS

    return _core_word(WINDS[wind])


def with_letter(text: str) -> str:
    """A label made of a glossary term ("Tenpai", "East 東"), with Alt+ its first letter: an
    ``&`` before it (a letter with a capital: not a kanji, a digit or a sign). The term stays one
    message; an ``&`` already in the text is shown as one (``&&``)."""
    text = text.replace("&", "&&")
    for index, char in enumerate(text):
        if char.lower() != char.upper():
            return f"{text[:index]}&{text[index:]}"
    return text


def _core_word(message: Msg) -> str:
    return QCoreApplication.translate(message.context, message.text)


def system_language() -> str:
    """The system's language as Qt reads it: the first of its languages in order of choice
    (``uiLanguages``: ``LANGUAGE=uk:ru`` lists Ukrainian, then Russian) that mjgui speaks, "ru"
    or "en"; English under the C locale or when none is spoken here
    (:func:`mjgui.core.quietparser.env_lang` reads the environment so too)."""
    system = QLocale.system()
    if system.language() == QLocale.Language.C:
        return "en"
    for name in system.uiLanguages():
        code = name.replace("_", "-").split("-", 1)[0].lower()
        if code in ("ru", "en"):
            return code
    return "en"


def language_locale(lang: str) -> QLocale:
    """The locale of a language of the app: the system's when it speaks that language (its
    country's ways: en_GB's, ru_UA's), else the language's own (ru_RU, en_US). A system without
    a language (the C or POSIX locale) counts as English, which Qt's C locale is."""
    system = QLocale.system()
    wanted = QLocale(normalize_lang(lang))
    spoken = system.language()
    if spoken == QLocale.Language.C:
        spoken = QLocale.Language.English
    return system if spoken == wanted.language() else wanted


#: Qt's own words in its file dialog that the ``qtbase_ru.qm`` shipped with PySide6 does not have:
#: Qt 6 gave the two labels a shortcut letter ("&Look in:", "Files of &type:"; the .qm knows the
#: old "Look in:") and asks a folder's type ("Folder") under the icon provider's context, where
#: the .qm has none. Marked here (``QT_TRANSLATE_NOOP``, under Qt's own contexts) so that the one
#: catalogue carries their Russian, which :class:`CatalogueTranslator` answers when Qt's
#: translator, asked first, has nothing (``tests/gui/test_file_dialog_words.py`` lists every
#: word the dialog shows and fails on an English one).
QT_WORDS: tuple[object, ...] = (  # the English texts (PySide6 types the call as object)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)


class CatalogueTranslator(QTranslator):
    """Qt asks, the gettext catalogue answers (None: no translation, Qt keeps the English)."""

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalogue = catalogue(lang)

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        found = self._catalogue.pgettext(context, source)
        return None if found == source else found

    def isEmpty(self) -> bool:
        return False


class Languages(QObject):
    """Installs the translators for one language at a time and says when it changed."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current = "en"
        self._translators: list[QTranslator] = []

    @property
    def current(self) -> str:
        return self._current

    def set_language(self, lang: str) -> bool:
        lang = normalize_lang(lang)
        app = QCoreApplication.instance()
        if app is None:
            return False
        # the locale of what Qt words itself (a calendar's month and day names), for the widgets
        # made from now on: the language chosen, not the system's (a date field already made
        # takes it when its window is worded again: see ClubWindow.retranslate)
        QLocale.setDefault(language_locale(lang))
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
        self._translators = []
        if lang != "en":
            self._translators.append(CatalogueTranslator(lang, self))
            # here, not at import: its type makes 15 enum members an English start never uses
            from PySide6.QtCore import QLibraryInfo

            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{lang}", qt_dir):
                self._translators.append(qt)
            for translator in self._translators:
                QCoreApplication.installTranslator(translator)
        changed = lang != self._current
        self._current = lang
        if changed:
            self.changed.emit(lang)
        return changed


def language_menu(
    owner: QObject, parent_menu: QMenu, prefix: str, choose: Callable[[str], None]
) -> tuple[QMenu, QActionGroup, dict[str, QAction]]:
    """A "Language" submenu with one checkable action per language (objectName
    ``<prefix>language-<code>``); choosing one calls ``choose(code)``. Every window has one."""
    from PySide6.QtGui import QAction, QActionGroup

    menu = parent_menu.addMenu("")
    group = QActionGroup(owner)
    actions: dict[str, QAction] = {}
    for code, name in LANGUAGES:
        act = QAction(owner)  # QAction(text, parent) would weigh it against (icon, parent): QIcon's type
        act.setText(name)
        act.setObjectName(f"{prefix}language-{code}")
        act.setCheckable(True)
        act.triggered.connect(lambda _=False, lc=code: choose(lc))
        group.addAction(act)
        menu.addAction(act)
        actions[code] = act
    return menu, group, actions
