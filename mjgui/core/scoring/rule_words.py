"""Rule options as words: ``option=value`` (``wareme=on uma=20,10,-10,-20``).

The score's ``--rule-option`` words, the game record's ``rules`` line and the saved results all
write and read a :class:`~mjgui.core.scoring.rules.Rules` this way. A word that cannot be read
raises :class:`RuleWordError` (a :class:`RulesError` with its own codes and sentences); a value
the rules themselves refuse raises their :class:`RulesError` unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import fields, replace
from typing import NamedTuple

from mjgui.core.errors import RulesError
from mjgui.core.i18n import msg, normalize_lang, phrase, say
from mjgui.core.numbers import number
from mjgui.core.scoring.rules import (
    LEAST,
    PAO_ABLE,
    PRESETS,
    Rules,
    check_typed_bounds,
    current_edition,
    edition_base,
    int_choices,
    preset_at,
)
from mjgui.core.scoring.yaku_table import YAKUMAN_IDS

#: The options a word can set, in the order :func:`rule_words` writes them (not the name, nor
#: what a preset alone decides: the number of players and the tile set that goes with it).
SETTABLE = tuple(f.name for f in fields(Rules) if f.name != "name" and f.metadata.get("word", True))

# The ids stay those of the game record, where these sentences were first written.
MESSAGES = {
    "bad_rule_word": msg(
        "record:bad_rule_word",
        '"{word}" is not option=value. Write e.g. "rules seed wareme=on uma=20,10,-10,-20".',
    ),
    "unknown_rule_option": msg(
        "record:unknown_rule_option", '"{name}" is not a rule option. Options: {known}.'
    ),
    # the same for a word near an option (near: that option, east_onyl -> east_only)
    "unknown_rule_option_near": msg(
        "record:unknown_rule_option_near",
        '"{name}" is not a rule option. Did you mean {near}? Options: {known}.',
    ),
    # "edition=N" given as a rule option (score's --rule-option): the preset is read at the
    # edition this mjgui plays (current); preset: its name as a rules line writes it; words: the
    # options that read its edition N on top of that one ("renhou=off yakuman_stacking=on")
    "edition_option": msg(
        "record:edition_option",
        '"edition" is not a rule option: the rules "{preset}" are read at their edition {current}, '
        "the one this mjgui plays, and only a game record's rules line names another "
        '("rules {preset} edition={edition}"). For their edition {edition}, give these options: {words}.',
    ),
    # the same for an edition no options give (the current one, one the preset never had)
    "edition_option_plain": msg(
        "record:edition_option_plain",
        '"edition" is not a rule option: the rules "{preset}" are read at their edition {current}, '
        "the one this mjgui plays, and only a game record's rules line names another "
        '("rules {preset} edition=1").',
    ),
    # the same for a preset that has had one edition (current: 1)
    "edition_option_one": msg(
        "record:edition_option_one",
        '"edition" is not a rule option: the rules "{preset}" have had one edition, {current}, '
        "the one this mjgui plays.",
    ),
    # name: the option word as typed (a literal: the sentence starts before it, never with it)
    "bad_rule_value": msg("record:bad_rule_value", 'Rule option {name} cannot be "{value}": {hint}.'),
}

HINTS = {
    "bool": msg("record-word:bool", "use on or off"),
    "int": msg("record-word:int", "use a whole number"),
    # low, high: the whole numbers a rule option can be written as (grouped as the language does)
    "int_range": msg("record-word:int_range", "use a whole number from {low} to {high}"),
    "uma": msg("record-word:uma", "use four numbers with commas and no spaces, e.g. 15,5,-5,-15"),
    "uma3": msg("record-word:uma3", "use three numbers with commas and no spaces, e.g. 15,0,-15"),
    # low, high: as int_range's, for an uma entry too long for a rule option
    "uma_range": msg("record-word:uma_range", "use whole numbers from {low} to {high} for each place"),
    "yakuman_list": msg("record-word:yakuman_list", "use yakuman names with commas, or none"),
    # the yakuman a player can be liable for (rules.PAO_ABLE), named as a rules line writes them
    "pao_list": msg(
        "record-word:pao_list",
        "pao is only for yakuman of called sets: use daisangen, daisuushii, suukantsu, tsuuiisou, "
        "ryuuiisou or chinroutou with commas, or none",
    ),
}


class RuleWordError(RulesError):
    """An ``option=value`` word that is not one, names no option, or holds a value the option
    cannot take (``hint`` is the id of the sentence saying what it takes)."""

    def message(self, lang: str = "en") -> str:
        norm = normalize_lang(lang)
        params = dict(self.params)
        hint = params.get("hint")
        if isinstance(hint, str) and hint in HINTS:
            name = params.get("name")
            low = LEAST.get(name, -MAX_WORD_INT) if isinstance(name, str) else -MAX_WORD_INT
            high = number(MAX_WORD_INT, norm)
            params["hint"] = phrase(HINTS, hint, norm, low=number(low, norm), high=high)
        text = say(MESSAGES[self.code], norm, **params) if self.code in MESSAGES else self.code
        return text[:1].upper() + text[1:]


def nearest_option(name: str) -> str | None:
    """The option a misspelt ``name`` most likely means (``east_onyl``: ``east_only``), or None
    when no option is near it."""
    from difflib import get_close_matches  # only for a word that is not an option

    near = get_close_matches(name.strip().lower(), SETTABLE, n=1, cutoff=0.75)
    return near[0] if near else None


class RuleWords(NamedTuple):
    """What ``option=value`` words read as (:func:`read_rule_words`): the rules, and the yakuman
    nobody can be liable for (not in rules.PAO_ABLE) that a recorded line's ``pao=`` word named,
    left out of the rules' pao list (``pao=...,kokushi``, as an older mjgui wrote it)."""

    rules: Rules
    unfed_pao: frozenset[str]


def with_rule_words(rules: Rules, words: Sequence[str], *, recorded: bool = False) -> Rules:
    """``rules`` with ``option=value`` words applied (:func:`read_rule_words`)."""
    return read_rule_words(rules, words, recorded=recorded).rules


def read_rule_words(rules: Rules, words: Sequence[str], *, recorded: bool = False) -> RuleWords:
    """``rules`` with ``option=value`` words applied; raises :class:`RuleWordError` for a word
    that is not an option or a value the option cannot take, and :class:`RulesError` for a value
    the rules refuse. ``recorded``: the words are a record's ``rules`` line, which an older
    mjgui may have written with a ``pao`` yakuman nobody can be liable for (``pao=kokushi``,
    taken before pao named only rules.PAO_ABLE): such a yakuman is left out of the list, as it
    can never apply, and the record reads as it was played (the yakuman left out said beside the
    rules, those of the last ``pao=`` word, the one that counts); a word typed now is refused.
    Words typed now are also held to the bounds an earlier mjgui did not keep (a return below
    the start, an uma that rises...: rules.check_typed_bounds); recorded words are not, and
    read as they did."""
    changes: dict[str, object] = {}
    unfed: frozenset[str] = frozenset()
    for w in words:
        if "=" not in w:
            raise RuleWordError("bad_rule_word", word=w)
        key, raw = w.split("=", 1)
        key = key.strip().lower()
        if key == "edition":
            raise edition_option(rules, raw.strip())
        if key not in SETTABLE:
            near = nearest_option(key)
            if near is not None:  # east_onyl: east_only named first, as the New game dialog does
                raise RuleWordError(
                    "unknown_rule_option_near", name=key, known=", ".join(SETTABLE), near=near
                )
            raise RuleWordError("unknown_rule_option", name=key, known=", ".join(SETTABLE))
        value = _option_value(key, raw.strip(), getattr(rules, key), recorded, int_choices(rules))
        if key == "pao" and recorded and isinstance(value, frozenset):  # every yakuman it names
            value, unfed = value & PAO_ABLE, value - PAO_ABLE
        changes[key] = value
    if not recorded:  # typed now: below a least over zero (-1 too) said with that least
        for key, value in changes.items():
            least = LEAST.get(key, 0)
            if least > 0 and isinstance(value, int) and value < least:
                raise RulesError("bad_option_below_one", name=key, value=value)
    if changes:
        rules = rules.with_options(**changes)
    if changes and not recorded:  # typed now; a recorded line reads as an earlier mjgui wrote it
        check_typed_bounds(rules)
    return RuleWords(rules, unfed)


def edition_option(rules: Rules, raw: str) -> RuleWordError:
    """``edition=N`` given as an option (``score --rule-option edition=1``): the rules are read
    at their preset's current edition, and an edition is named only on a record's rules line;
    for an earlier edition of the preset, the options that read it (:func:`current_rule_words`)."""
    current = current_edition(rules.name)
    edition = word_int(raw)
    words: list[str] = []
    if edition is not None and 1 <= edition < current and rules.name in PRESETS:
        words = current_rule_words(preset_at(rules.name, edition))
    if not words:
        code = "edition_option_plain" if current > 1 else "edition_option_one"
        return RuleWordError(code, preset=rules.name, current=current)
    return RuleWordError(
        "edition_option", preset=rules.name, current=current, edition=edition, words=" ".join(words)
    )


def changed_options(rules: Rules) -> list[tuple[str, object]]:
    """The options (in :data:`SETTABLE`'s order) in which ``rules`` differ from the preset named
    ``rules.name`` at their edition (the seed for a name no preset has), with their values: none
    for a preset as it is."""
    base = edition_base(rules)
    return [(key, getattr(rules, key)) for key in SETTABLE if getattr(rules, key) != getattr(base, key)]


def rule_words(rules: Rules) -> list[str]:
    """The ``option=value`` words that turn the preset named ``rules.name`` into ``rules``
    (none for a preset as it is); :func:`with_rule_words` reads them back."""
    out: list[str] = []
    for key, value in changed_options(rules):
        if isinstance(value, bool):
            text = "on" if value else "off"
        elif isinstance(value, tuple):
            text = ",".join(str(v) for v in value)
        elif isinstance(value, frozenset):
            text = ",".join(sorted(value)) or "none"
        else:
            text = str(value)
        out.append(f"{key}={text}")
    return out


def current_rule_words(rules: Rules) -> list[str]:
    """The ``option=value`` words that turn the preset named ``rules.name`` as this mjgui plays
    it now (its current edition) into ``rules``' values, whatever edition ``rules`` are of: the
    words for a reader that takes no edition (``mjgui score``, the New game dialog)."""
    return rule_words(replace(rules, edition=current_edition(rules.name)))


#: The largest whole number a rule option is written with (nine digits; a sign may come before).
MAX_WORD_INT = 999_999_999


def word_int(text: str) -> int | None:
    """The whole number ``text`` writes in the digits 0-9 (nine digits at most after any leading
    zeros, a sign may come before: ``+0000000001`` is 1), None for any other text (the digits of
    another script, ``١``, among them): the safe reading of a number in a rule word."""
    found = _WORD_INT.fullmatch(text)
    return int(found[1] + found[2]) if found else None


def whole_number(text: str) -> str | None:
    """The whole number ``text`` writes in the digits 0-9, however long, as it reads (sign
    ``+`` and leading zeros aside: ``+0000000000003`` is ``3``), None for any other text: a
    number :func:`word_int` does not take, said as the number it is."""
    found = _WHOLE_NUMBER.fullmatch(text)
    if found is None:
        return None
    digits = found[2].lstrip("0") or "0"
    return ("-" if found[1] == "-" and digits != "0" else "") + digits


#: a number of a rule word: sign, nine digits at most after the leading zeros (:func:`word_int`)
_WORD_INT = re.compile(r"([+-]?)0*([0-9]{1,9})")
#: a whole number in the digits 0-9, any length (:func:`whole_number`)
_WHOLE_NUMBER = re.compile(r"([+-]?)([0-9]+)")


def _option_value(
    key: str, raw: str, default: object, recorded: bool, choices: Mapping[str, tuple[int, ...]]
) -> object:
    """The value of the word ``key=raw`` (``default``: the option's value now, of its type);
    ``choices``: the few values an option of whole numbers can take (:func:`int_choices`)."""
    low = raw.lower()
    if isinstance(default, bool):
        if low in ("on", "yes", "true", "1"):
            return True
        if low in ("off", "no", "false", "0"):
            return False
        raise RuleWordError("bad_rule_value", name=key, value=raw, hint="bool")
    if isinstance(default, int):
        n = word_int(raw)
        whole = whole_number(raw)
        if n is None and whole is not None and key in choices:  # too long for any of them
            allowed = ", ".join(map(str, choices[key]))
            raise RulesError("bad_option_choice", name=key, value=whole, allowed=allowed)
        if n is None:  # digits past the nine a rule option takes: the range said
            hint = "int_range" if whole is not None else "int"
            raise RuleWordError("bad_rule_value", name=key, value=raw, hint=hint)
        return n
    if isinstance(default, tuple):
        entries = [p.strip() for p in raw.split(",")]
        parts = [word_int(p) for p in entries]
        if len(parts) != len(default) or any(p is None for p in parts):  # one per player
            too_long = len(parts) == len(default) and all(whole_number(p) is not None for p in entries)
            hint = "uma_range" if too_long else "uma" if len(default) == 4 else "uma3"
            raise RuleWordError("bad_rule_value", name=key, value=raw, hint=hint)
        return tuple(p for p in parts if p is not None)
    if isinstance(default, frozenset):
        if low in ("none", "-", ""):
            return frozenset()
        items = [p.strip().lower() for p in raw.split(",")]
        if any(i not in YAKUMAN_IDS for i in items):
            raise RuleWordError("bad_rule_value", name=key, value=raw, hint="yakuman_list")
        # a recorded pao= word: every yakuman it names (read_rule_words leaves out, and says,
        # those nobody can be liable for); one typed now names only those one can
        if key == "pao" and not recorded and any(i not in PAO_ABLE for i in items):
            raise RuleWordError("bad_rule_value", name=key, value=raw, hint="pao_list")
        return frozenset(items)
    return low
