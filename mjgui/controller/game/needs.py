"""What each player needs, worded for the tracker's panel (:mod:`mjgui.core.game.conditions`).

One line per player and player placed above them, readable at a glance:
"Chen: 5 200 from Dasha · 12 000 from others · 2 000/3 900 tsumo". The points are the hand's
value without honba and sticks (those are counted in the condition, not in the figure), as the
score table gives them; the tooltip names the cell (han and fu, the limit, a yakuman or a
double, triple... yakuman; at paarenchan the dealer's "any win → yakuman (paarenchan, 48 000)",
which the hint says too). Beyond the most yakuman the rules count, "no hand". In Russian a
name never follows a preposition that would decline it ("с игрока Dasha"). At a three-player
table there is one other player: the ron from them is named like the ron from the rival
("Chen: 2 000 from Boris · 4 400 from Aiko · 1 000/1 500 tsumo").

No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from mjgui.controller.game.phrases import points_text
from mjgui.core.game.conditions import Condition, Need, conditions, counts_pending_chombo
from mjgui.core.game.game import GameState
from mjgui.core.i18n import Msg, msg, nmsg, phrase
from mjgui.core.text import TERMS, limit_name, small_first, yakuman_name

NEEDS: dict[str, Msg] = {
    "title": msg("needs:title", "What each player needs with the next hand"),
    "hint": msg(
        "needs:hint",
        "The smallest win that passes each player placed above: by ron from that player (both "
        "move), by ron from another player, by tsumo. The honba and the riichi sticks on the "
        "table count; a tie goes to the seat nearer the first dealer. Points without honba and sticks.",
    ),
    # the same, where players tied on points share their place (tie_uma=split)
    "hint_split": msg(
        "needs:hint_split",
        "The smallest win that passes each player placed above or level: by ron from that player "
        "(both move), by ron from another player, by tsumo. The honba and the riichi sticks on the "
        "table count; players tied on points share their place, so passing takes more points. "
        "Points without honba and sticks.",
    ),
    # chombo_at_end, in the hand that can end the game (said after the hint)
    "hint_chombo": msg(
        "needs:hint_chombo",
        "This hand can end the game: the chombo penalties still to be paid count too, as they "
        "are paid before the players are placed.",
    ),
    # a wareme line recorded for this hand (said after the hint); it doubles a win's payments
    # and nagashi mangan's, not noten payments nor chombo (docs/game-record.md)
    "hint_wareme": msg(
        "needs:hint_wareme",
        "{name} broke the wall (wareme, line {line}): what a win or a nagashi mangan pays to or "
        "from {name} counts double (noten payments and chombo do not), and so it does here.",
    ),
    # the dealer at paarenchan, with someone to pass (said after the hint): n, their renchan;
    # yakuman, "yakuman" (or "double yakuman" where the rules count paarenchan double)
    "hint_paarenchan": nmsg(
        "needs:hint_paarenchan",
        "{name}, the dealer, has {n} renchan: paarenchan, so any win of theirs counts as a {yakuman}.",
        "{name}, the dealer, has {n} renchan: paarenchan, so any win of theirs counts as a {yakuman}.",
    ),
    # the same where paarenchan needs a yaku (paarenchan_needs_yaku=on)
    "hint_paarenchan_yaku": nmsg(
        "needs:hint_paarenchan_yaku",
        "{name}, the dealer, has {n} renchan: paarenchan, so any win of theirs with a yaku counts "
        "as a {yakuman}.",
        "{name}, the dealer, has {n} renchan: paarenchan, so any win of theirs with a yaku counts "
        "as a {yakuman}.",
    ),
    "line": msg("needs:line", "{name}: {direct} · {other} · {tsumo}"),
    "direct": msg("needs:direct", "{points} from {name}"),
    "direct_none": msg("needs:direct_none", "no hand from {name}"),
    "other": msg("needs:other", "{points} from others"),
    "other_none": msg("needs:other_none", "no hand from others"),
    "tsumo": msg("needs:tsumo", "{points} tsumo"),
    "tsumo_none": msg("needs:tsumo_none", "no tsumo"),
    "split": msg("needs:split", "{other}/{dealer}"),
    "all": msg("needs:all", "{points} all"),
    "han_fu": TERMS["han_fu"],
    "tip": msg(
        "needs:tip", "{name} to pass {rival}: from {rival}: {direct}; from others: {other}; tsumo: {tsumo}"
    ),
    "tip_one_other": msg(
        "needs:tip_one_other",
        "{name} to pass {rival}: from {rival}: {direct}; from {other_name}: {other}; tsumo: {tsumo}",
    ),
    "none": msg("needs:none", "no hand"),
    # a dealer's win at paarenchan, in the tooltip: any win is a yakuman (yakuman: "yakuman",
    # or "double yakuman" where the rules count paarenchan double), points: "48 000"
    "paarenchan_any": msg("needs:paarenchan_any", "any win → {yakuman} (paarenchan, {points})"),
    "paarenchan_any_yaku": msg(
        "needs:paarenchan_any_yaku", "any win with a yaku → {yakuman} (paarenchan, {points})"
    ),
    # a yakuman hand at paarenchan (yakuman_stacking): hand, the hand's own yakuman ("yakuman");
    # yakuman, with paarenchan's ("double yakuman")
    "paarenchan_hand": msg("needs:paarenchan_hand", "{hand} → {yakuman} (paarenchan, {points})"),
}


@dataclass(frozen=True)
class NeedLine:
    """One pair: ``player`` (a starting seat) and the seat ``passes`` placed above them."""

    player: int
    passes: int
    text: str
    tooltip: str
    name: str = ""  # the player's name, which the line starts with in both languages (in bold)


@dataclass(frozen=True)
class NeedsView:
    """The panel: its title and hint, and a line per pair (none: the panel is hidden)."""

    title: str
    hint: str
    lines: tuple[NeedLine, ...]


NO_NEEDS = NeedsView("", "", ())


def _t(key: str, lang: str, **params: object) -> str:
    return phrase(NEEDS, key, lang, **params)


def _tsumo_figure(need: Need, lang: str) -> str:
    """A tsumo as the players pay it: "2 000/3 900" (others/dealer), "3 900 all" (a dealer)."""
    if need.each:
        return _t("all", lang, points=points_text(need.each, lang))
    return _t(
        "split", lang, other=points_text(need.other_share, lang), dealer=points_text(need.dealer_share, lang)
    )


def _yakuman(count: int, lang: str) -> str:
    """``count`` yakuman inside a sentence: "yakuman", "double yakuman", "4× yakuman"."""
    return small_first(yakuman_name(count, lang))


def _cell(need: Need | None, lang: str, *, needs_yaku: bool = False) -> str:
    """The score table's cell: "2 han 40 fu (5 200)", "mangan (8 000)", "double yakuman
    (64 000)", at paarenchan "any win → yakuman (paarenchan, 48 000)" (``needs_yaku``: "any win
    with a yaku"), or "no hand"."""
    if need is None:
        return _t("none", lang)
    points = points_text(need.points, lang)
    cell = need.cell
    if cell.paarenchan:
        yakuman = _yakuman(cell.yakuman, lang)
        if cell.hand_yakuman:
            return _t(
                "paarenchan_hand",
                lang,
                hand=_yakuman(cell.hand_yakuman, lang),
                yakuman=yakuman,
                points=points,
            )
        key = "paarenchan_any_yaku" if needs_yaku else "paarenchan_any"
        return _t(key, lang, yakuman=yakuman, points=points)
    if cell.yakuman:
        name = _yakuman(cell.yakuman, lang)  # "yakuman (32 000)", "double yakuman (64 000)"
    elif need.limit is not None:
        name = small_first(limit_name(need.limit, lang))  # inside the sentence: "mangan (8 000)"
    else:
        name = _t("han_fu", lang, han=need.han, fu=need.fu)
    return f"{name} ({points})"


def _from(need: Need | None, name: str, lang: str) -> str:
    """A ron from one named player: "5 200 from Dasha", or "no hand from Dasha"."""
    if need is None:
        return _t("direct_none", lang, name=name)
    return _t("direct", lang, points=points_text(need.points, lang), name=name)


def need_line(cond: Condition, names: tuple[str, ...], lang: str, *, needs_yaku: bool = False) -> NeedLine:
    """The line and tooltip of one pair; ``needs_yaku``: paarenchan needs a yaku
    (``paarenchan_needs_yaku``), as the tooltip's paarenchan cell says."""
    name, rival = names[cond.player], names[cond.passes]
    direct = _from(cond.direct_ron, rival, lang)
    # three players: the "others" are one player, named
    others = [n for seat, n in enumerate(names) if seat not in (cond.player, cond.passes)]
    one_other = others[0] if len(others) == 1 else None
    if one_other is not None:
        other = _from(cond.other_ron, one_other, lang)
    elif cond.other_ron is None:
        other = _t("other_none", lang)
    else:
        other = _t("other", lang, points=points_text(cond.other_ron.points, lang))
    if cond.tsumo is None:
        tsumo = _t("tsumo_none", lang)
    elif cond.tsumo.each:  # a dealer's tsumo: "3 900 all" says it is a tsumo
        tsumo = _tsumo_figure(cond.tsumo, lang)
    else:
        tsumo = _t("tsumo", lang, points=_tsumo_figure(cond.tsumo, lang))
    cells = {
        "name": name,
        "rival": rival,
        "direct": _cell(cond.direct_ron, lang, needs_yaku=needs_yaku),
        "other": _cell(cond.other_ron, lang, needs_yaku=needs_yaku),
        "tsumo": _cell(cond.tsumo, lang, needs_yaku=needs_yaku),
    }
    if one_other is not None:
        tip = _t("tip_one_other", lang, other_name=one_other, **cells)
    else:
        tip = _t("tip", lang, **cells)
    text = _t("line", lang, name=name, direct=direct, other=other, tsumo=tsumo)
    return NeedLine(cond.player, cond.passes, text, tip, name)


def needs_view(state: GameState, lang: str) -> NeedsView:
    """The panel for this moment of the game (:data:`NO_NEEDS` before the players or after the end)."""
    found = conditions(state)
    if not found:
        return NO_NEEDS
    rules = state.rules
    needs_yaku = rules.paarenchan_needs_yaku
    lines = tuple(need_line(cond, state.names, lang, needs_yaku=needs_yaku) for cond in found)
    hint = _t("hint_split" if rules.tie_uma == "split" else "hint", lang)
    if counts_pending_chombo(state):
        hint += " " + _t("hint_chombo", lang)
    if state.paarenchan and any(cond.player == state.dealer for cond in found):
        # the dealer has someone to pass, and any win of theirs is a yakuman (RULES.md §3)
        key = "hint_paarenchan_yaku" if needs_yaku else "hint_paarenchan"
        yakuman = _yakuman(rules.yakuman_count("paarenchan"), lang)
        hint += " " + _t(key, lang, name=state.names[state.dealer], n=state.renchan, yakuman=yakuman)
    if state.wareme is not None:
        seat, line = state.wareme
        hint += " " + _t("hint_wareme", lang, name=state.names[seat], line=line)
    return NeedsView(_t("title", lang), hint, lines)


__all__ = ["NO_NEEDS", "NeedLine", "NeedsView", "need_line", "needs_view"]
