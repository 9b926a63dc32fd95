"""The tracker's phrases in both languages, and how it writes numbers (points, places, rounds).

No Qt here.
"""

from __future__ import annotations

from mjgui.core.game.game import GameState
from mjgui.core.text import normalize_lang, preset_name, wind_name

MINUS = "−"
THIN = "\u202f"  # narrow no-break space: 25 000

Texts = tuple[str, str]

PHRASES: dict[str, Texts] = {
    "round": ("{wind} {hand}", "{wind} {hand}"),
    "honba": ("{n} honba", "{n} хонба"),
    "renchan": ("renchan {n}", "ренчан {n}"),
    "dealer": ("Dealer", "Дилер"),
    "riichi": ("Riichi", "Риичи"),
    "no_game": ("No game yet", "Игры пока нет"),
    "no_game_hint": (
        "Start a new game or open a .mjgame record.",
        "Начните новую игру или откройте запись .mjgame.",
    ),
    "no_players": ("The players are not named yet", "Игроки ещё не названы"),
    "game_over": ("Game over", "Игра окончена"),
    "game_over_why": ("Game over: {reason}", "Игра окончена: {reason}"),
    "ahead": ("{points} ahead", "впереди на {points}"),
    "behind": ("{points} behind", "позади на {points}"),
    "level": ("level", "поровну"),
    "gap_ahead": ("{name} is {points} ahead", "{name} впереди на {points}"),
    "gap_behind": ("{name} is {points} behind", "{name} позади на {points}"),
    "gap_level": ("{name}: level", "{name}: поровну"),
    "gap_title": ("{name}: {points}", "{name}: {points}"),
    "place_1": ("1st", "1-е"),
    "place_2": ("2nd", "2-е"),
    "place_3": ("3rd", "3-е"),
    "place_4": ("4th", "4-е"),
    "last": ("Last: {text}", "Последнее: {text}"),
    "unsaved": ("Unsaved game", "Несохранённая игра"),
    # history summaries
    "s_rules": ("Rules: {rules}", "Правила: {rules}"),
    "s_players": ("Players: {names}", "Игроки: {names}"),
    "s_riichi": ("{name} declares riichi", "{name} объявляет риичи"),
    "s_wareme": ("Wareme: the wall broke before {name}", "Варэмэ: стена разбита перед {name}"),
    "s_ron": ("{winner} ron from {discarder}: {value}", "{winner}: рон с {discarder}, {value}"),
    "s_also": ("Also {winner} ron from {discarder}: {value}", "Ещё {winner}: рон с {discarder}, {value}"),
    "s_tsumo": ("{winner} tsumo: {value}", "{winner}: цумо, {value}"),
    "s_pao": ("{text}, pao {name}", "{text}, пао {name}"),
    "s_draw_tenpai": ("Draw, tenpai: {names}", "Ничья, тенпай: {names}"),
    "s_draw_noten": ("Draw, everyone noten", "Ничья, все нотен"),
    "s_nagashi": ("nagashi mangan: {names}", "нагаси-манган: {names}"),
    "s_abort": ("Abortive draw", "Абортивная ничья"),
    "s_chombo": ("Chombo: {name}", "Чомбо: {name}"),
    "s_comment": ("Note: {text}", "Заметка: {text}"),
    "han_fu": ("{han} han {fu} fu", "{han} хан {fu} фу"),
    "han": ("{han} han", "{han} хан"),
    "hand": ("hand {tiles}", "рука {tiles}"),
    # preview
    "next_hand": ("Next: {round}, {honba}, {sticks}", "Дальше: {round}, {honba}, {sticks}"),
    "same_hand": ("Still {round}, {honba}, {sticks}", "По-прежнему {round}, {honba}, {sticks}"),
    "ends": ("The game ends: {reason}", "Игра заканчивается: {reason}"),
    "no_change": ("No change of points", "Очки не меняются"),
    "incomplete": ("Choose {what}", "Выберите: {what}"),
    "rejected_after": (
        "Line {line} would then be rejected: {message}",
        "Тогда будет отклонена строка {line}: {message}",
    ),
    "fixed_after": ("Line {line} would then be accepted", "Тогда будет принята строка {line}"),
    "empty_line": ("Type a record line", "Введите строку записи"),
    "blank_line": (
        "An empty line changes nothing; delete the line instead.",
        "Пустая строка ничего не меняет; лучше удалите строку.",
    ),
    "what_winner": ("the winner", "победителя"),
    "what_discarder": ("who dealt in", "кто сбросил"),
    "what_value": ("the value", "стоимость"),
    "what_player": ("the player", "игрока"),
    # files
    "resume": (
        "An unfinished game was saved {when}: {round}, {standings}.",
        "Найдена неоконченная игра, сохранённая {when}: {round}, {standings}.",
    ),
    "damaged_autosave": (
        "The autosaved game could not be read and was kept as {path}. {message}",
        "Автосохранённую игру не удалось прочитать, она сохранена как {path}. {message}",
    ),
    # final
    "final_note_sticks": (
        "{n} riichi stick(s) left on the table belong to nobody.",
        "Палочки риичи на столе ({n}) никому не достались.",
    ),
    "final_note_uma": (
        "Start {start}, return {ret}, uma {uma}.",
        "Старт {start}, возврат {ret}, ума {uma}.",
    ),
}

_STICKS: dict[str, tuple[str, ...]] = {
    "en": ("{n} riichi stick", "{n} riichi sticks"),
    "ru": ("{n} палочка риичи", "{n} палочки риичи", "{n} палочек риичи"),
}


def phrase(key: str, lang: str, **params: object) -> str:
    texts = PHRASES[key]
    template = texts[1] if normalize_lang(lang) == "ru" else texts[0]
    return template.format(**params) if params else template


def sticks_text(n: int, lang: str) -> str:
    if normalize_lang(lang) == "ru":
        forms = _STICKS["ru"]
        if n % 10 == 1 and n % 100 != 11:
            form = forms[0]
        elif n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
            form = forms[1]
        else:
            form = forms[2]
    else:
        form = _STICKS["en"][0 if n == 1 else 1]
    return form.format(n=n)


def points_text(value: int) -> str:
    """``25 000`` (narrow spaces), ``−2 300``."""
    text = f"{abs(value):,}".replace(",", THIN)
    return MINUS + text if value < 0 else text


def signed_text(value: int) -> str:
    """``+7 700``, ``−7 700``, ``0``."""
    return "+" + points_text(value) if value > 0 else points_text(value)


def thousands_text(points: int) -> str:
    """A final score in thousands with its sign: ``+48``, ``−3``, ``+4.5``, ``0``."""
    value = points / 1000
    text = f"{abs(value):g}" if points % 1000 else str(abs(points) // 1000)
    if points > 0:
        return "+" + text
    return MINUS + text if points < 0 else "0"


def place_text(place: int, lang: str) -> str:
    return phrase(f"place_{place}", lang) if 1 <= place <= 4 else str(place)


def round_text(state: GameState, lang: str) -> str:
    return phrase("round", lang, wind=wind_name(state.round_wind, lang), hand=state.hand)


def hand_label(state: GameState, lang: str) -> str:
    """``E2-1`` (round, hand, honba); Russian ``В2-1``."""
    letters = "ВЮЗС" if normalize_lang(lang) == "ru" else "ESWN"
    return f"{letters[state.round_wind]}{state.hand}-{state.honba}"


def preset_text(name: str, lang: str) -> str:
    return preset_name(name, lang)
