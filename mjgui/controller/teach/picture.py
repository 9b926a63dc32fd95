"""A hand drawn with the tile art and its situation in short words, for the quiz and the rules
comparison. No Qt here: :mod:`mjgui.gui.teach.widgets` lays these values out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mjgui.controller.scoring.phrases import PHRASES as DESK_PHRASES
from mjgui.controller.scoring.present import indicator_view, meld_view, tile_view
from mjgui.controller.scoring.views import IndicatorView, MeldView, TileView
from mjgui.controller.teach.phrases import PHRASES
from mjgui.core.i18n import phrase
from mjgui.core.scoring.hand import SITUATION_FLAGS, HandSpec
from mjgui.core.scoring.tiles import Tile
from mjgui.core.text import wind_word, yaku_name

__all__ = ["HandPicture", "hand_picture", "situation_chips"]

# A hand drawn with the tile art (quiz and comparison windows)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandPicture:
    """A whole hand to draw: concealed tiles sorted with the winning tile last (``win_index``),
    the melds, and the dora and ura indicators (each with the tile it makes dora)."""

    hand: tuple[TileView, ...]
    win_index: int
    melds: tuple[MeldView, ...]
    dora: tuple[IndicatorView, ...]
    ura: tuple[IndicatorView, ...]
    # the hand as a screen reader says it: the concealed tiles, then each meld, in the words the
    # calculator's hand tiles and meld buttons say them in: "2 pin, 3 pin, ..., 5 sou, the winning
    # tile; Pon: red 5 man, 5 man, 5 man"
    label: str


def _sorted(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda t: (t.kind, not t.red))


def hand_picture(spec: HandSpec, lang: str) -> HandPicture:
    rest = list(spec.concealed)
    win: Tile | None = None
    if spec.win_tile in rest:
        rest.remove(spec.win_tile)
        win = spec.win_tile
    else:
        same = next((t for t in rest if t.kind == spec.win_tile.kind), None)
        if same is not None:
            rest.remove(same)
            win = same
    tiles = _sorted(rest)
    views = [tile_view(t, lang) for t in tiles]
    win_index = -1
    if win is not None:
        win_index = len(views)
        views.append(tile_view(win, lang, win=True))
    melds = tuple(meld_view(m, lang) for m in spec.melds)
    # the concealed tiles in words, as the calculator's hand tiles say them ("2 man, ..., 5 sou,
    # the winning tile")
    said = [view.name for view in views if not view.win]
    if win is not None:
        said.append(phrase(DESK_PHRASES, "win_tile_label", lang, tile=views[win_index].name))
    concealed = ", ".join(said)
    label = "; ".join(part for part in (concealed, *(m.spoken for m in melds)) if part)
    return HandPicture(
        hand=tuple(views),
        win_index=win_index,
        melds=melds,
        dora=tuple(indicator_view(t, lang, spec.rules) for t in spec.dora),
        ura=tuple(indicator_view(t, lang, spec.rules) for t in spec.ura),
        label=label,
    )


_FLAG_ORDER = tuple(f for f in SITUATION_FLAGS if f != "tsumo")


def situation_chips(spec: HandSpec, lang: str, *, rules: bool = True) -> tuple[str, ...]:
    """The situation in short words: seat (dealer), round, ron from whom or tsumo, the
    declared flags, honba, riichi sticks and renchan, the Norths set aside (nuki), and the rules."""
    seat = wind_word(spec.seat, lang)
    out = [phrase(PHRASES, "seat_dealer" if spec.dealer else "seat", lang, wind=seat)]
    out.append(phrase(PHRASES, "round", lang, wind=wind_word(spec.round_wind, lang)))
    if spec.tsumo:
        out.append(phrase(PHRASES, "tsumo", lang))
    elif spec.discarder is not None:
        out.append(phrase(PHRASES, "ron_from", lang, wind=wind_word(spec.discarder, lang)))
    else:
        out.append(phrase(PHRASES, "ron", lang))
    out.extend(yaku_name(flag, lang) for flag in _FLAG_ORDER if getattr(spec, flag))
    if spec.honba:  # the hand's counter, and when this winner is paid none of them, so said
        key = "honba_unpaid" if spec.honba_taken == 0 else "honba"
        out.append(phrase(PHRASES, key, lang, n=spec.honba))
    if spec.sticks:
        out.append(phrase(PHRASES, "sticks", lang, n=spec.sticks))
    if spec.renchan:  # the count paarenchan goes by: a hand may be answered by it alone
        out.append(phrase(PHRASES, "renchan", lang, n=spec.renchan))
    if spec.liable is not None:  # pao: the seat that fed the yakuman's last set
        out.append(phrase(PHRASES, "pao", lang, wind=wind_word(spec.liable, lang)))
    if spec.nuki:  # three players: the Norths set aside, each a dora (the desk's own words)
        out.append(phrase(DESK_PHRASES, "copy_nuki", lang, n=spec.nuki))
    if rules:
        from mjgui.core.teach.compare import PAO_OPTIONS, SCORING_OPTIONS, rules_name

        # a preset with options changed is named with them ("club rules, chiitoitsu is 1 han 50 fu");
        # with a liable seat the pao options too: they decide who pays and how much
        options = SCORING_OPTIONS + PAO_OPTIONS if spec.liable is not None else SCORING_OPTIONS
        name = rules_name(spec.rules, lang, in_text=True, options=options)
        out.append(phrase(PHRASES, "rules", lang, name=name))
    return tuple(out)
