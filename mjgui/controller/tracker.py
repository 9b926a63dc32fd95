"""The live game tracker's state: the record text, undo/redo, files, autosave and view models.

No Qt here. The record text is the only state: every edit (a new line, a changed or deleted
past line, opening a file) produces a new text, which is replayed by :func:`mjgui.core.game.replay`
from the first line, so everything after a corrected line is recomputed. Undo and redo step
through record texts. After every change the text is written to the autosave file atomically.

:class:`TrackerController` is what the window talks to; it hands its listeners a
:class:`TrackerView` worded in the current language. The ``*_line`` functions build record
lines from what a player picked in a dialog; :func:`hand_words` and :func:`calc_situation`
carry a hand between the calculator and the game.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from mjgui.controller import Controller
from mjgui.controller.state import FLAGS, PRESET_NAMES, RULE_OPTIONS, EditState, rule_value, rules_for
from mjgui.core.game import GameResult, GameState, Step, replay, ron_counters
from mjgui.core.hand import HandSpec
from mjgui.core.record import (
    AbortAction,
    Action,
    ChomboAction,
    DrawAction,
    GameError,
    HandValue,
    HanFu,
    Limit,
    PlayersAction,
    Record,
    RiichiAction,
    RonAction,
    RulesAction,
    TsumoAction,
    Value,
    WaremeAction,
    Yakuman,
    parse_line,
    parse_record,
    word,
)
from mjgui.core.rules import PRESETS, Rules
from mjgui.core.storage import StorageError, atomic_write_text, load_record, save_record
from mjgui.core.text import limit_name, normalize_lang, preset_name, tr, wind_name
from mjgui.core.tiles import format_tiles

MINUS = "−"
THIN = "\u202f"  # narrow no-break space: 25 000
HISTORY_LIMIT = 500
AUTOSAVE_NAME = "autosave.mjgame"
SOURCE_NAME = "autosave.source"
PREVIOUS_NAME = "previous.mjgame"
DATA_DIR_ENV = "MJGUI_DATA_DIR"
LIMITS = ("mangan", "haneman", "baiman", "sanbaiman")
FU_CHOICES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
WIND_KANJI = "東南西北"

Texts = tuple[str, str]

# ---------------------------------------------------------------------------------------------
# Phrases
# ---------------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------------
# View models
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatView:
    """One player at the table (starting seat order)."""

    seat: int
    name: str
    points: int
    points_text: str
    wind: int
    wind_text: str  # "East"
    wind_kanji: str  # "東"
    dealer: bool
    riichi: bool
    place: int
    place_text: str
    last_delta: int  # the change by the last action that moved points
    last_delta_text: str  # "+7 700", "" when 0
    gaps: tuple[str, ...]  # per seat: how that seat stands against this one ("4 300 ahead")
    tooltip: str  # every gap, as shown on hover


@dataclass(frozen=True)
class CenterView:
    round_text: str  # "East 2"
    round_kanji: str  # "東"
    hand: int
    honba: int
    sticks: int
    renchan: int
    honba_text: str
    sticks_text: str
    renchan_text: str  # "" when 0
    status: str  # "Game over: ..." or ""
    last: str  # what the last action was
    rules_text: str


@dataclass(frozen=True)
class HistoryRow:
    """One line of the record as the history lists it."""

    number: int
    text: str
    hand: str  # "E2-1": the hand the line belongs to ("" before the players line)
    summary: str
    deltas: tuple[int, ...]
    delta_texts: tuple[str, ...]
    error: str
    kind: Literal["setup", "action", "comment", "blank", "error"]
    hand_index: int  # counts the hands, for shading


@dataclass(frozen=True)
class FinalRow:
    place: int
    place_text: str
    seat: int
    name: str
    points_text: str
    rounded_text: str
    before_uma_text: str
    uma_text: str
    final_text: str
    final: float


@dataclass(frozen=True)
class ActionState:
    enabled: bool
    reason: str = ""


@dataclass(frozen=True)
class TrackerView:
    started: bool
    ended: bool
    names: tuple[str, ...]
    seats: tuple[SeatView, ...]
    center: CenterView
    history: tuple[HistoryRow, ...]
    final: tuple[FinalRow, ...]
    final_note: str
    errors: tuple[str, ...]
    actions: dict[str, ActionState]
    can_undo: bool
    can_redo: bool
    title: str
    dirty: bool
    path: str | None
    lang: str
    riichi_allowed: tuple[str, ...]
    in_riichi: tuple[str, ...]


@dataclass(frozen=True)
class PreviewRow:
    seat: int
    name: str
    delta: int  # the line's own change
    delta_text: str
    before: int  # standings now
    after: int  # standings afterwards
    before_text: str
    after_text: str


@dataclass(frozen=True)
class PreviewView:
    """What a line would do before it is committed: every player's change, or why not."""

    line: str
    ok: bool
    error: str
    rows: tuple[PreviewRow, ...]
    summary: str
    warnings: tuple[str, ...] = ()
    complete: bool = True  # False: the dialog is missing a choice (``error`` says which)


@dataclass(frozen=True)
class ResumeView:
    text: str
    path: str | None
    message: str


# ---------------------------------------------------------------------------------------------
# Building record lines
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WinValue:
    """The value part of a ron/tsumo line, as picked in a dialog.

    ``kind``: ``hanfu`` (``han`` and ``fu``; fu may be None from 5 han), ``limit``
    (``limit``: mangan...), ``yakuman`` (``multiple``) or ``hand`` (``hand``: score words).
    """

    kind: Literal["hanfu", "limit", "yakuman", "hand"]
    han: int | None = None
    fu: int | None = None
    limit: str | None = None
    multiple: int = 1
    hand: str = ""

    @property
    def complete(self) -> bool:
        if self.kind == "hanfu":
            return self.han is not None and (self.fu is not None or self.han >= 5)
        if self.kind == "limit":
            return self.limit in LIMITS
        if self.kind == "hand":
            return bool(self.hand.strip())
        return self.multiple >= 1

    def words(self) -> str:
        if self.kind == "hanfu":
            return f"{self.han}" if self.fu is None else f"{self.han} {self.fu}"
        if self.kind == "limit":
            return str(self.limit)
        if self.kind == "yakuman":
            return "yakuman" if self.multiple == 1 else f"yakuman {self.multiple}"
        return "hand " + _quote(self.hand)

    @property
    def can_pao(self) -> bool:
        return self.kind in ("yakuman", "hand")


def _quote(text: str) -> str:
    return '"' + text.replace('"', "") + '"'


def ron_line(winner: str, discarder: str, value: WinValue, pao: str | None = None, also: bool = False) -> str:
    head = "also ron" if also else "ron"
    line = f"{head} {winner} from {discarder} {value.words()}"
    return f"{line} pao {pao}" if pao and value.can_pao else line


def tsumo_line(winner: str, value: WinValue, pao: str | None = None) -> str:
    line = f"tsumo {winner} {value.words()}"
    return f"{line} pao {pao}" if pao and value.can_pao else line


def riichi_line(name: str) -> str:
    return f"riichi {name}"


def chombo_line(name: str) -> str:
    return f"chombo {name}"


def wareme_line(name: str) -> str:
    return f"wareme {name}"


def abort_line() -> str:
    return "abort"


def draw_line(tenpai: Sequence[str] = (), nagashi: Sequence[str] = ()) -> str:
    parts = ["draw"]
    if tenpai:
        parts.append("tenpai " + ",".join(tenpai))
    if nagashi:
        parts.append("nagashi " + ",".join(nagashi))
    return " ".join(parts)


def players_line(names: Sequence[str]) -> str:
    return "players " + " ".join(n.strip() for n in names)


def rules_line(preset: str, options: str = "") -> str:
    return f"rules {preset} {options.strip()}".strip()


def new_game_text(names: Sequence[str], preset: str = "seed", options: str = "") -> str:
    return rules_line(preset, options) + "\n" + players_line(names) + "\n"


def check_new_game(names: Sequence[str], preset: str, options: str, lang: str) -> str:
    """Why these names and rules cannot start a game ("" when they can)."""
    if any(not n.strip() for n in names):
        return phrase("incomplete", lang, what=phrase("what_player", lang))
    for text in (rules_line(preset, options), players_line(names)):
        parsed = parse_line(text, 0)
        if parsed.error is not None:
            return parsed.error.message(lang)
    return ""


# ---------------------------------------------------------------------------------------------
# The calculator and the game
# ---------------------------------------------------------------------------------------------


def hand_words(spec: HandSpec) -> str:
    """The calculator's hand as the words inside ``hand "..."``: the tiles (the winning tile
    last), melds, indicators and the flags the game does not fill in itself. ``--tsumo`` is
    left out: the ron or tsumo line says it."""
    concealed = list(spec.concealed)
    win = spec.win_tile
    if win in concealed:
        concealed.remove(win)
    words = [format_tiles(concealed) + win.code if concealed else win.code]
    for meld in spec.melds:
        words += [f"--{meld.kind}", format_tiles(meld.tiles)]
    if spec.dora:
        words += ["--dora", ",".join(t.code for t in spec.dora)]
    if spec.ura:
        words += ["--ura", ",".join(t.code for t in spec.ura)]
    for flag in FLAGS:
        if flag != "tsumo" and getattr(spec, flag):
            words.append("--" + flag.replace("_", "-"))
    return " ".join(words)


@dataclass(frozen=True)
class CalcSituation:
    """What the calculator takes from the game: winds, counters, rules, and for a chosen winner
    their seat wind, riichi and (on ron) the discarder's seat wind."""

    seat: int | None
    round_wind: int
    honba: int
    sticks: int
    renchan: int
    preset: str
    overrides: tuple[tuple[str, object], ...]
    discarder: int | None = None
    tsumo: bool | None = None
    riichi: bool | None = None


def rules_choice(rules: Rules) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The calculator's preset and option overrides closest to the game's rules."""
    name = rules.name if rules.name in PRESETS else "seed"
    base = rules_for(name, ())
    overrides = tuple(
        (option, rule_value(rules, option))
        for option in RULE_OPTIONS
        if rule_value(rules, option) != rule_value(base, option)
    )
    return name, overrides


def calc_situation(
    state: GameState,
    winner: int | None = None,
    discarder: int | None = None,
    tsumo: bool | None = None,
    also: bool = False,
) -> CalcSituation:
    """The calculator's situation for a win in the current hand; with ``also``, for another
    winner on the last ron's discard: that hand's winds, and the honba and sticks this winner is
    paid there (the rules' ``multiple_ron_honba``; the sticks go to the first winner)."""
    honba, sticks = state.honba, state.sticks
    group = state.last_ron if also and not tsumo else None
    if group is not None:
        state = group.before
        winners = [w.winner for w in group.wins]
        if winner is not None and winner not in winners:
            winners.append(winner)
        who = winners[0] if winner is None else winner
        honba, sticks = ron_counters(state.rules, group.discarder, winners, who, state.honba, state.sticks)
        discarder = group.discarder
    preset, overrides = rules_choice(state.rules)
    return CalcSituation(
        seat=None if winner is None else state.seat_wind(winner),
        round_wind=state.round_wind,
        honba=honba,
        sticks=sticks,
        renchan=state.renchan,
        preset=preset,
        overrides=overrides,
        discarder=None if discarder is None or tsumo else state.seat_wind(discarder),
        tsumo=tsumo,
        riichi=None if winner is None else winner in state.in_riichi,
    )


def situation_state(edit: EditState, sit: CalcSituation) -> EditState:
    """The calculator's edit state with the game's situation put in (the hand stays)."""
    old = edit.situation
    changes: dict[str, object] = {
        "round_wind": sit.round_wind,
        "honba": sit.honba,
        "sticks": sit.sticks,
        "renchan": sit.renchan,
    }
    seat = old.seat if sit.seat is None else sit.seat
    changes["seat"] = seat
    if sit.tsumo is not None:
        changes["tsumo"] = sit.tsumo
        if sit.tsumo and old.houtei:
            changes.update(houtei=False, haitei=True)
        if not sit.tsumo and old.haitei:
            changes.update(haitei=False, houtei=True)
    discarder = old.discarder if sit.discarder is None else sit.discarder
    changes["discarder"] = None if discarder == seat or sit.tsumo else discarder
    if sit.riichi is True and not (old.riichi or old.double_riichi):
        changes["riichi"] = True
    elif sit.riichi is False:
        changes.update(riichi=False, double_riichi=False, ippatsu=False)
    new = edit.with_situation(**changes)
    return new._replace(preset=sit.preset, overrides=sit.overrides)


def apply_situation(calculator: Controller, sit: CalcSituation) -> bool:
    """Put the game's situation into the calculator as one undoable edit."""
    new = situation_state(calculator.state, sit)
    # one step of the calculator's own history (Controller has no public "set many at once")
    return calculator._commit(new)


def seat_by_wind(state: GameState, wind: int | None) -> int | None:
    """The starting seat of the player sitting at ``wind`` in the current hand."""
    if wind is None or not state.names:
        return None
    return (state.dealer + wind) % 4


# ---------------------------------------------------------------------------------------------
# Autosave
# ---------------------------------------------------------------------------------------------


def default_data_dir() -> Path | None:
    """``MJGUI_DATA_DIR`` when set (tests, portable use); None lets the window ask Qt."""
    value = os.environ.get(DATA_DIR_ENV)
    return Path(value) if value else None


class Autosave:
    """The autosave file in the user data directory, written atomically after every change."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)
        self.path = self.directory / AUTOSAVE_NAME
        self.source_path = self.directory / SOURCE_NAME

    def load(self) -> tuple[str, str | None] | None:
        """(record text, the file it belongs to) or None; raises StorageError when damaged."""
        if not self.path.exists():
            return None
        record = load_record(self.path, strict=False)
        source: str | None = None
        with contextlib.suppress(OSError, UnicodeDecodeError):
            source = self.source_path.read_text(encoding="utf-8").strip() or None
        return record.text, source

    def modified(self) -> float | None:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return None

    def write(self, text: str, source: str | None) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.path, text)
        if source:
            atomic_write_text(self.source_path, source + "\n")
        else:
            with contextlib.suppress(OSError):
                self.source_path.unlink()

    def keep_previous(self) -> None:
        """Copy an unfinished autosaved game aside before a new game replaces it."""
        with contextlib.suppress(OSError, StorageError):
            text = self.path.read_text(encoding="utf-8")
            atomic_write_text(self.directory / PREVIOUS_NAME, text)

    def set_aside(self) -> Path | None:
        """Rename a damaged autosave so that nothing ever writes over it."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.directory / f"autosave-damaged-{stamp}.mjgame"
        try:
            os.replace(self.path, target)
        except OSError:
            return None
        return target


# ---------------------------------------------------------------------------------------------
# The controller
# ---------------------------------------------------------------------------------------------

Listener = Callable[["TrackerView"], None]
Snapshot = tuple[str, str | None]  # (record text, file path)
EditKind = Literal["append", "replace", "insert", "delete"]


class TrackerController:
    """The record text with undo/redo, files and autosave; every change notifies listeners."""

    def __init__(
        self,
        text: str = "",
        *,
        lang: str = "en",
        autosave: Autosave | None = None,
        path: str | None = None,
    ) -> None:
        self._text = parse_record(text).text if text else ""
        self._path = path
        self._saved: str | None = self._text if path else None
        self._lang = normalize_lang(lang)
        self._undo: list[Snapshot] = []
        self._redo: list[Snapshot] = []
        self._listeners: list[Listener] = []
        self._result: GameResult = replay(self._text)
        self._view: TrackerView | None = None
        self.autosave = autosave
        self.autosave_error: str = ""
        self.autosave_failed: StorageError | None = None
        self._resume: ResumeView | None = None
        self._protect_previous = False
        if autosave is not None:
            self._read_autosave(autosave)

    # -- observing --------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @property
    def result(self) -> GameResult:
        return self._result

    @property
    def state(self) -> GameState:
        return self._result.final

    @property
    def record(self) -> Record:
        return self._result.record

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def path(self) -> str | None:
        return self._path

    @property
    def dirty(self) -> bool:
        if self._path is None:
            return bool(self._text.strip())
        return self._text != self._saved

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def resume_offer(self) -> ResumeView | None:
        return self._resume

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def set_lang(self, lang: str) -> bool:
        norm = normalize_lang(lang)
        if norm == self._lang:
            return False
        self._lang = norm
        if self._resume is not None:
            self._resume = self._resume_view(self._resume.text, self._resume.path)
        self._notify()
        return True

    def view(self) -> TrackerView:
        if self._view is None:
            self._view = build_view(self)
        return self._view

    def _notify(self) -> None:
        self._view = None
        if not self._listeners:
            return
        view = self.view()
        for listener in list(self._listeners):
            listener(view)

    # -- history ----------------------------------------------------------------------------
    def _set(self, text: str, path: str | None, *, undoable: bool = True) -> bool:
        text = parse_record(text).text if text else ""
        if text == self._text and path == self._path:
            return False
        if undoable:
            self._undo.append((self._text, self._path))
            del self._undo[:-HISTORY_LIMIT]
            self._redo.clear()
        self._apply(text, path)
        return True

    def _apply(self, text: str, path: str | None) -> None:
        if path != self._path:
            self._saved = _read_quietly(path) if path else None
        self._text = text
        self._path = path
        self._result = replay(text)
        self._resume = None
        self._write_autosave()
        self._notify()

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append((self._text, self._path))
        self._apply(*self._undo.pop())
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append((self._text, self._path))
        self._apply(*self._redo.pop())
        return True

    # -- editing ----------------------------------------------------------------------------
    def commit(self, line: str) -> bool:
        """Append a line if it is accepted where it stands (the preview is ok)."""
        if not self.preview_append(line).ok:
            return False
        return self._set(self.record.appended(line.strip()).text, self._path)

    def replace_line(self, number: int, text: str) -> bool:
        if not self.preview_replace(number, text).ok:
            return False
        return self._set(self.record.with_line(number, text.strip()).text, self._path)

    def insert_line(self, number: int, text: str) -> bool:
        if not self.preview_insert(number, text).ok:
            return False
        return self._set(self.record.inserted(number, text.strip()).text, self._path)

    def delete_line(self, number: int) -> bool:
        if not 1 <= number <= len(self.record.lines):
            return False
        return self._set(self.record.without_line(number).text, self._path)

    def new_game(self, names: Sequence[str], preset: str = "seed", options: str = "") -> bool:
        if check_new_game(names, preset, options, self._lang):
            return False
        return self._set(new_game_text(names, preset, options), None)

    def close_game(self) -> bool:
        """An empty table (undoable)."""
        return self._set("", None)

    # -- previews ---------------------------------------------------------------------------
    def preview_append(self, line: str) -> PreviewView:
        text = line.strip()
        if not text:
            return self._refusal(text, phrase("empty_line", self._lang))
        new_record = self.record.appended(text)
        return self._preview(text, new_record, len(new_record.lines), "append")

    def preview_replace(self, number: int, text: str) -> PreviewView:
        text = text.strip()
        if not 1 <= number <= len(self.record.lines):
            return self._refusal(text, "")
        if not text:
            return self._refusal(text, phrase("blank_line", self._lang))
        return self._preview(text, self.record.with_line(number, text), number, "replace")

    def preview_insert(self, number: int, text: str) -> PreviewView:
        text = text.strip()
        if not 1 <= number <= len(self.record.lines) + 1:
            return self._refusal(text, "")
        if not text:
            return self._refusal(text, phrase("empty_line", self._lang))
        return self._preview(text, self.record.inserted(number, text), number, "insert")

    def preview_delete(self, number: int) -> PreviewView:
        if not 1 <= number <= len(self.record.lines):
            return self._refusal("", "")
        return self._preview("", self.record.without_line(number), number, "delete")

    def incomplete(self, line: str, what: str) -> PreviewView:
        """A dialog that still misses a choice: say which."""
        return PreviewView(
            line,
            False,
            phrase("incomplete", self._lang, what=phrase(f"what_{what}", self._lang)),
            self._rows(self.state, self.state, None),
            "",
            complete=False,
        )

    def _refusal(self, line: str, message: str) -> PreviewView:
        return PreviewView(line, False, message, self._rows(self.state, self.state, None), "", complete=False)

    def _preview(self, text: str, new_record: Record, number: int, how: EditKind) -> PreviewView:
        lang = self._lang
        old = self._result
        new = replay(new_record)
        if how == "delete":
            step: Step | None = None
        else:
            step = new.step(number)
            if step.error is not None:
                rows = self._rows(old.final, old.final, None)
                return PreviewView(text, False, step.error.message(lang), rows, "")
        rows = self._rows(old.final, new.final, step)
        warnings = _new_errors(old, new, number, how, lang)
        summary = _next_summary(step, lang) if how == "append" and step is not None else ""
        return PreviewView(text, True, "", rows, summary, warnings)

    def _rows(self, before: GameState, after: GameState, step: Step | None) -> tuple[PreviewRow, ...]:
        names = after.names or before.names
        out = []
        for seat, name in enumerate(names):
            b = before.points[seat] if before.points else 0
            a = after.points[seat] if after.points else b
            # a deleted line has no change of its own: show what the standings do
            delta = step.deltas[seat] if step is not None and step.deltas else a - b
            row = PreviewRow(seat, name, delta, signed_text(delta), b, a, points_text(b), points_text(a))
            out.append(row)
        return tuple(out)

    # -- files ------------------------------------------------------------------------------
    def open_file(self, path: str | os.PathLike[str]) -> None:
        """Open a record (undoable); a damaged or hostile file raises StorageError and changes
        nothing: neither the game on the table nor the file."""
        record = load_record(path, strict=True)
        self._set(record.text, str(path))
        self._saved = record.text
        self._notify()

    def save(self, path: str | os.PathLike[str] | None = None) -> str:
        """Save atomically (to ``path``, or the file the game came from); returns the path."""
        target = str(path) if path is not None else self._path
        if target is None:
            raise StorageError("write_failed", path="", reason="no file name")
        save_record(target, self._text)
        self._path = target
        self._saved = self._text
        self._write_autosave()
        self._notify()
        return target

    # -- autosave ---------------------------------------------------------------------------
    def _read_autosave(self, autosave: Autosave) -> None:
        try:
            loaded = autosave.load()
        except StorageError as err:
            kept = autosave.set_aside()
            self.autosave_failed = err
            where = str(kept or autosave.path)
            self.autosave_error = phrase(
                "damaged_autosave", self._lang, path=where, message=err.message(self._lang)
            )
            return
        if loaded is None or self._text:
            return
        text, source = loaded
        state = replay(text).final
        if state.started and not state.ended:
            self._resume = self._resume_view(text, source)
            self._protect_previous = True

    def _resume_view(self, text: str, path: str | None) -> ResumeView:
        lang = self._lang
        state = replay(text).final
        standings = ", ".join(f"{n} {points_text(p)}" for n, p in zip(state.names, state.points, strict=True))
        stamp = self.autosave.modified() if self.autosave is not None else None
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp)) if stamp else ""
        rnd = round_text(state, lang) + ", " + phrase("honba", lang, n=state.honba)
        message = phrase("resume", lang, when=when, round=rnd, standings=standings)
        return ResumeView(text, path, message)

    def resume(self) -> bool:
        offer = self._resume
        if offer is None:
            return False
        path = offer.path if offer.path and Path(offer.path).is_file() else None
        self._protect_previous = False
        self._undo.clear()
        self._redo.clear()
        self._apply(offer.text, path)
        return True

    def decline_resume(self) -> None:
        """Keep the offered game in ``previous.mjgame`` once something else is autosaved."""
        self._resume = None
        self._notify()

    def _write_autosave(self) -> None:
        if self.autosave is None:
            return
        if self._protect_previous:
            self.autosave.keep_previous()
            self._protect_previous = False
        try:
            self.autosave.write(self._text, self._path)
            self.autosave_failed = None
        except StorageError as err:
            self.autosave_failed = err


def _read_quietly(path: str) -> str | None:
    try:
        return load_record(path, strict=False).text
    except StorageError:
        return None


def _new_errors(old: GameResult, new: GameResult, number: int, how: str, lang: str) -> tuple[str, ...]:
    """Messages for later lines an edit would make rejected (and lines it would mend)."""

    def old_number(n: int) -> int | None:
        if how == "insert":
            return None if n == number else (n - 1 if n > number else n)
        if how == "delete":
            return n + 1 if n >= number else n
        return n

    old_errors = {e.line for e in old.errors}
    out: list[str] = []
    new_errors = {e.line for e in new.errors}
    for err in new.errors:
        if err.line == number and how != "delete":
            continue
        before = old_number(err.line)
        if before is None or before not in old_errors:
            out.append(phrase("rejected_after", lang, line=err.line, message=err.body(lang)))
    for line in sorted(old_errors):
        if how == "replace" and line == number:
            continue
        if how == "delete" and line == number:
            continue
        now = line if how == "replace" else (line + 1 if how == "insert" and line >= number else line)
        if how == "delete" and line > number:
            now = line - 1
        if now not in new_errors:
            out.append(phrase("fixed_after", lang, line=now))
    return tuple(out)


def _next_summary(step: Step, lang: str) -> str:
    after = step.state
    before = step.before
    if after.ended and not before.ended:
        return phrase("ends", lang, reason=word(after.end_reason or "last_hand", lang))
    if not after.started:
        return ""
    key = "same_hand" if after.hands == before.hands else "next_hand"
    return phrase(
        key,
        lang,
        round=round_text(after, lang),
        honba=phrase("honba", lang, n=after.honba),
        sticks=sticks_text(after.sticks, lang),
    )


# ---------------------------------------------------------------------------------------------
# Presenting
# ---------------------------------------------------------------------------------------------


def value_text(value: Value, lang: str) -> str:
    if isinstance(value, HanFu):
        if value.fu is None:
            return phrase("han", lang, han=value.han)
        return phrase("han_fu", lang, han=value.han, fu=value.fu)
    if isinstance(value, Limit):
        return limit_name(value.name, lang)
    if isinstance(value, Yakuman):
        return tr("yakuman_multiple", lang, n=value.multiple)
    assert isinstance(value, HandValue)
    tiles = value.words[0] if value.words else ""
    return phrase("hand", lang, tiles=tiles)


def action_summary(action: Action | None, state: GameState, text: str, lang: str) -> str:
    """A record line said in words, with the players' names as written on the players line."""

    def name(n: str) -> str:
        seat = state.seat_of(n)
        return state.names[seat] if seat is not None else n

    def names(items: Sequence[str]) -> str:
        return ", ".join(name(n) for n in items)

    if action is None:
        comment = text.split("#", 1)[1].strip() if "#" in text else text.strip()
        return phrase("s_comment", lang, text=comment) if comment else ""
    if isinstance(action, RulesAction):
        rules = preset_text(action.preset, lang)
        extra = " ".join(text.split()[2:])
        return phrase("s_rules", lang, rules=f"{rules} {extra}".strip())
    if isinstance(action, PlayersAction):
        parts = [f"{n} ({wind_name(i, lang)})" for i, n in enumerate(action.names)]
        return phrase("s_players", lang, names=", ".join(parts))
    if isinstance(action, RiichiAction):
        return phrase("s_riichi", lang, name=name(action.name))
    if isinstance(action, WaremeAction):
        return phrase("s_wareme", lang, name=name(action.name))
    if isinstance(action, RonAction):
        key = "s_also" if action.also else "s_ron"
        out = phrase(
            key,
            lang,
            winner=name(action.winner),
            discarder=name(action.discarder),
            value=value_text(action.value, lang),
        )
        return phrase("s_pao", lang, text=out, name=name(action.pao.name)) if action.pao else out
    if isinstance(action, TsumoAction):
        out = phrase("s_tsumo", lang, winner=name(action.winner), value=value_text(action.value, lang))
        return phrase("s_pao", lang, text=out, name=name(action.pao.name)) if action.pao else out
    if isinstance(action, DrawAction):
        if action.tenpai:
            out = phrase("s_draw_tenpai", lang, names=names(action.tenpai))
        else:
            out = phrase("s_draw_noten", lang)
        if action.nagashi:
            out += "; " + phrase("s_nagashi", lang, names=names(action.nagashi))
        return out
    if isinstance(action, AbortAction):
        return phrase("s_abort", lang)
    assert isinstance(action, ChomboAction)
    return phrase("s_chombo", lang, name=name(action.name))


def history_rows(result: GameResult, lang: str) -> tuple[HistoryRow, ...]:
    rows: list[HistoryRow] = []
    names = result.final.names
    for step in result.steps:
        line = step.line
        text = line.text
        before = step.before
        if isinstance(line.action, RonAction) and line.action.also and before.last_ron is not None:
            before = before.last_ron.before  # another winner of the last discard: that hand
        hand = hand_label(before, lang) if before.started else ""
        kind: Literal["setup", "action", "comment", "blank", "error"]
        if step.error is not None:
            kind = "error"
        elif line.action is None:
            kind = "comment" if line.text.strip() else "blank"
        elif isinstance(line.action, (RulesAction, PlayersAction)):
            kind = "setup"
        else:
            kind = "action"
        deltas = step.deltas if step.error is None and step.deltas else tuple(0 for _ in names)
        if len(deltas) != len(names):
            deltas = tuple(0 for _ in names)
        rows.append(
            HistoryRow(
                number=line.number,
                text=line.text,
                hand=hand,
                summary=action_summary(line.action, step.state if step.state.started else before, text, lang),
                deltas=deltas,
                delta_texts=tuple(signed_text(d) if d else "" for d in deltas),
                error=step.error.message(lang) if step.error is not None else "",
                kind=kind,
                hand_index=before.hands,
            )
        )
    return tuple(rows)


def _last_change(result: GameResult) -> Step | None:
    for step in reversed(result.steps):
        if step.error is None and step.line.action is not None and any(step.deltas):
            return step
    return None


def _gap_word(diff: int, lang: str) -> str:
    if diff > 0:
        return phrase("ahead", lang, points=points_text(diff))
    if diff < 0:
        return phrase("behind", lang, points=points_text(-diff))
    return phrase("level", lang)


def seat_views(result: GameResult, lang: str) -> tuple[SeatView, ...]:
    state = result.final
    if not state.started:
        return ()
    last = _last_change(result)
    order = state.placement
    place = {seat: i + 1 for i, seat in enumerate(order)}
    out = []
    for seat, name in enumerate(state.names):
        mine = state.points[seat]
        gaps = tuple(
            "" if other == seat else _gap_word(state.points[other] - mine, lang) for other in range(4)
        )
        tips = [phrase("gap_title", lang, name=name, points=points_text(mine))]
        for other in range(4):
            if other == seat:
                continue
            diff = state.points[other] - mine
            other_name = state.names[other]
            if diff > 0:
                tips.append(phrase("gap_ahead", lang, name=other_name, points=points_text(diff)))
            elif diff < 0:
                tips.append(phrase("gap_behind", lang, name=other_name, points=points_text(-diff)))
            else:
                tips.append(phrase("gap_level", lang, name=other_name))
        delta = last.deltas[seat] if last is not None else 0
        wind = state.seat_wind(seat)
        out.append(
            SeatView(
                seat=seat,
                name=name,
                points=mine,
                points_text=points_text(mine),
                wind=wind,
                wind_text=wind_name(wind, lang),
                wind_kanji=WIND_KANJI[wind],
                dealer=seat == state.dealer and not state.ended,
                riichi=seat in state.in_riichi,
                place=place[seat],
                place_text=place_text(place[seat], lang),
                last_delta=delta,
                last_delta_text=signed_text(delta) if delta else "",
                gaps=gaps,
                tooltip="\n".join(tips),
            )
        )
    return tuple(out)


def center_view(result: GameResult, lang: str) -> CenterView:
    state = result.final
    last = _last_change(result)
    last_text = ""
    if last is not None:
        summary = action_summary(last.line.action, last.state, last.line.text, lang)
        last_text = phrase("last", lang, text=summary)
    status = ""
    if state.ended:
        status = phrase("game_over_why", lang, reason=word(state.end_reason or "last_hand", lang))
    elif not state.started:
        status = phrase("no_players", lang) if result.steps else phrase("no_game", lang)
    return CenterView(
        round_text=round_text(state, lang),
        round_kanji=WIND_KANJI[state.round_wind],
        hand=state.hand,
        honba=state.honba,
        sticks=state.sticks,
        renchan=state.renchan,
        honba_text=phrase("honba", lang, n=state.honba),
        sticks_text=sticks_text(state.sticks, lang),
        renchan_text=phrase("renchan", lang, n=state.renchan) if state.renchan else "",
        status=status,
        last=last_text,
        rules_text=preset_text(state.rules.name, lang),
    )


def final_rows(state: GameState, lang: str) -> tuple[tuple[FinalRow, ...], str]:
    scores = state.final_scores
    if not scores:
        return (), ""
    rows = []
    for score in sorted(scores, key=lambda s: s.place):
        rows.append(
            FinalRow(
                place=score.place,
                place_text=place_text(score.place, lang),
                seat=score.seat,
                name=score.name,
                points_text=points_text(score.points),
                rounded_text=points_text(score.rounded),
                before_uma_text=thousands_text(score.before_uma),
                uma_text=thousands_text(score.uma * 1000),
                final_text=thousands_text(score.score),
                final=float(score.final),
            )
        )
    rules = state.rules
    note = phrase(
        "final_note_uma",
        lang,
        start=points_text(rules.start_points),
        ret=points_text(rules.return_points),
        uma="/".join(thousands_text(u * 1000) for u in rules.uma),
    )
    if state.sticks:
        note += " " + phrase("final_note_sticks", lang, n=state.sticks)
    return tuple(rows), note


def action_states(state: GameState, lang: str) -> dict[str, ActionState]:
    live = state.started and not state.ended
    rules = state.rules
    can_riichi = any(
        seat not in state.in_riichi and state.points[seat] >= 1000 for seat in range(len(state.names))
    )
    return {
        "ron": ActionState(live),
        "tsumo": ActionState(live),
        "riichi": ActionState(live and can_riichi),
        "draw": ActionState(live),
        "abort": ActionState(live and rules.abortive_draws),
        "chombo": ActionState(live),
        "wareme": ActionState(live and rules.wareme and state.wareme is None),
        "nagashi": ActionState(rules.nagashi_mangan),
        "also_ron": ActionState(state.last_ron is not None and not rules.atama_hane),
        "pao": ActionState(bool(rules.pao)),
    }


def build_view(controller: TrackerController) -> TrackerView:
    lang = controller.lang
    result = controller.result
    state = result.final
    final, note = final_rows(state, lang)
    path = controller.path
    title = Path(path).name if path else phrase("unsaved", lang)
    riichi_allowed = tuple(
        n for seat, n in enumerate(state.names) if seat not in state.in_riichi and state.points[seat] >= 1000
    )
    return TrackerView(
        started=state.started,
        ended=state.ended,
        names=state.names,
        seats=seat_views(result, lang),
        center=center_view(result, lang),
        history=history_rows(result, lang),
        final=final,
        final_note=note,
        errors=tuple(e.message(lang) for e in result.errors),
        actions=action_states(state, lang),
        can_undo=controller.can_undo,
        can_redo=controller.can_redo,
        title=title,
        dirty=controller.dirty,
        path=path,
        lang=lang,
        riichi_allowed=riichi_allowed if state.started and not state.ended else (),
        in_riichi=tuple(state.names[s] for s in sorted(state.in_riichi)),
    )


__all__ = [
    "LIMITS",
    "PRESET_NAMES",
    "ActionState",
    "Autosave",
    "CalcSituation",
    "CenterView",
    "FinalRow",
    "GameError",
    "HistoryRow",
    "PreviewRow",
    "PreviewView",
    "ResumeView",
    "SeatView",
    "TrackerController",
    "TrackerView",
    "WinValue",
    "abort_line",
    "apply_situation",
    "calc_situation",
    "check_new_game",
    "chombo_line",
    "default_data_dir",
    "draw_line",
    "hand_words",
    "new_game_text",
    "phrase",
    "players_line",
    "points_text",
    "riichi_line",
    "ron_line",
    "rules_line",
    "seat_by_wind",
    "signed_text",
    "tsumo_line",
    "wareme_line",
]
