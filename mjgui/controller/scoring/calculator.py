"""The window's controller: editing state, undo/redo, and view models. No Qt here.

:class:`Controller` owns the hand being built (tiles, melds, indicators, discards, situation,
rules), records every edit for undo/redo, and after each edit builds a
:class:`~mjgui.controller.scoring.views.WindowView` from the core's answer. Widgets call its methods
and render the view it hands to its listeners; they hold no scoring logic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING

from mjgui.controller.observable import Undoable
from mjgui.controller.scoring.phrases import ESC_NOTICES, MELD_NAMES, PHRASES
from mjgui.controller.scoring.present import (
    added_kan,
    kan_from_hand,
    meld_from_hand,
    meld_tiles,
    mode_views,
    paid_result,
    present,
)
from mjgui.controller.scoring.quick import QUICK_KINDS, QuickValue
from mjgui.controller.scoring.state import (
    COUNTS,
    FLAGS,
    MAX_COUNT,
    MAX_NUKI,
    MELD_MODES,
    MODES,
    NORTH,
    SET_OPTIONS,
    EditState,
    GamePin,
    Mode,
    Situation,
    closest_choice,
    indicator_limit,
    left_of,
    option_allows,
    option_choices,
    red_swappable,
    rules_for,
)
from mjgui.controller.scoring.views import MessageView, NotationView, WindowView
from mjgui.core.errors import MahjongError, NotationError, RulesError
from mjgui.core.i18n import phrase
from mjgui.core.scoring.hand import HandSpec, Meld, MeldKind, liable_for, make_meld
from mjgui.core.scoring.notation import error_span, format_hand, parse_hand
from mjgui.core.scoring.rules import PRESETS, Rules
from mjgui.core.scoring.tiles import FIVES, Tile, format_tiles, plain_notation, tile
from mjgui.core.text import wind_name, yaku_name

if TYPE_CHECKING:
    from mjgui.core.teach.own_hands import LeftOut, OwnHands

#: What undo and redo go back to: the edit state, whether the desk scored without tiles then
#: (undo brings back the desk as it was: a value picked in Han and fu shows in Han and fu), and
#: the hand from elsewhere it showed then (the desk Next hand goes back to, and why: see
#: ``Controller._home`` and ``_shown``), so that Ctrl+Z past a log's or the quiz's hand leaves the
#: desk the player's own again, and Ctrl+Y brings the hand back with the desk it goes back to;
#: whether the player had picked the desk's rules by then (``Controller.rules_picked``); and the
#: hand-off's desk it came from (``Controller.deal``): Ctrl+Z past a win the game asked for sets
#: that win aside; and the notation field's text as the player typed it, with its error, when it
#: shows so (a slip such as ``123m456p78x`` kept beside the tiles it leaves as they were: Ctrl+Z
#: then Ctrl+Y brings the field back as it was, not the tiles' own writing without the slip)
Snapshot = tuple[EditState, bool, "EditState | None", str, bool, int, "Typed"]
#: the notation field's text as typed and its error (None: the field shows the desk's writing)
Typed = tuple[str, NotationError | None] | None


class Controller(Undoable[WindowView, Snapshot]):
    """Editing state with undo/redo; every edit method returns whether anything changed."""

    def __init__(self, lang: str = "en", state: EditState | None = None) -> None:
        super().__init__(lang)
        self._state = state or EditState()
        self._merge: str | None = None
        self._mode: Mode = "hand"
        self._typed: tuple[str, EditState] | None = None
        self._notation_error: NotationError | None = None
        self._carried = False  # honba or sticks kept from the last hand by Next hand
        self._quick_mode = False  # scoring without tiles: the value is picked, not the tiles
        #: the rules changed from their preset named in words (the comparison's wording, which a
        #: start leaves for after the window's first frame: :meth:`name_rules_later`)
        self._rule_words = True
        #: the desk's own rules and counters while a hand from elsewhere (a game log, the quiz)
        #: is shown: Next hand puts them back
        self._home: EditState | None = None
        #: why a hand from elsewhere is shown: "borrowed" (a log's, the quiz's) or "recorded" (a
        #: win the desk recorded in the game, shown until Next hand); "" when none is
        self._shown = ""
        #: the desk a win asked for by the game starts from (its situation, no tiles): Next hand
        #: goes back to it while the game waits for that win
        self._base: EditState | None = None
        #: which desk put on by :meth:`start_over` (a win the game asked for) the desk's state
        #: comes from: each start over numbers its desk anew, the edits on it keep the number,
        #: and undo and redo bring back the number of the desk they go to (:attr:`deal`)
        self._deal = 0
        self._deals = 0  # the desks numbered so far
        self._base_deal = 0  # the number of the desk :attr:`_base` was given with
        #: the game the desk scores for (its rules, a riichi it knows): see :meth:`serve`
        self._pin: GamePin | None = None
        #: the desk's own preset and options, put back when it no longer scores for a game
        self._own: tuple[str, tuple[tuple[str, object], ...]] | None = None
        #: whether the player had picked those rules (:attr:`rules_picked`), put back with them
        self._own_picked = False
        #: the player has picked a preset or an option since the desk started (at a step undo
        #: has not taken back): see :attr:`rules_picked`
        self._picked = False
        #: the desk when the palette went back to Hand by itself (after a dora indicator or a
        #: set): an Esc on it means "leave the mode", so it does not clear the hand
        self._auto_hand: EditState | None = None
        #: what was added when the palette went back to Hand by itself (see :meth:`back_notice`)
        self._auto_added: tuple[str, Meld | Tile] | None = None
        #: what the last Esc did that the player might not expect (ESC_NOTICES' key), said
        #: while the desk is the one it left
        self._esc_notice: tuple[str, EditState] | None = None
        #: a palette tile clicked and refused (its code), with the desk and the mode it was
        #: refused on: its reason said among the messages while both are the same (the status
        #: line cut a long one, a chi on a full hand, before its advice, and took it away)
        self._refused: tuple[str, EditState, str] | None = None
        #: a change's notice held back (None: told as it comes; False: held, none yet; True: held,
        #: one came)
        self._held: bool | None = None
        #: the hands loaded from a game log that the quiz does not ask as the log's game paid
        #: them, each as the desk showed it and why (:meth:`load_spec`, :meth:`won_hands_read`)
        self._left_out: list[tuple[EditState, LeftOut]] = []
        #: the desk and its field before keystrokes in the notation field that do not read yet
        #: (:meth:`set_notation`): the step they make once they read goes back to it
        self._run: Snapshot | None = None

    # -- observing --------------------------------------------------------------------------
    @property
    def state(self) -> EditState:
        return self._state

    @property
    def mode(self) -> Mode:
        return self._mode

    @property
    def quick_mode(self) -> bool:
        """Scoring without tiles: the results come from the value picked (``state.quick``)."""
        return self._quick_mode

    def set_quick_mode(self, on: bool) -> bool:
        """Switch scoring without tiles on or off (not an edit: like the palette mode; undo and
        redo bring back the mode of the desk they go back to)."""
        if on == self._quick_mode:
            return False
        self._quick_mode = on
        self._notify()
        return True

    def leave_quick_mode(self) -> bool:
        """A hand typed in Han and fu: back to the tiles as an edit, Ctrl+Z goes back to Han and
        fu with the value picked (README: Ctrl+Z undoes every edit). The keystrokes that follow
        belong to the same step (as successive keystrokes do); False when not in Han and fu."""
        if not self._leave_quick():
            return False
        self._notify()
        return True

    def _leave_quick(self) -> bool:
        """:meth:`leave_quick_mode` without telling the listeners yet (the edit that follows
        does: :meth:`set_notation`)."""
        if not self._quick_mode:
            return False
        self._history.push(self._snapshot())
        self._quick_mode = False
        self._merge = "notation"
        return True

    def set_quick_value(self, value: QuickValue | None) -> bool:
        """The value picked without tiles (None: nothing picked)."""
        if value is not None and value.kind not in QUICK_KINDS:
            return False
        return self._commit(self._state._replace(quick=value))

    @property
    def showing(self) -> str:
        """Why the hand on the desk is shown for a while: "borrowed" (a game log's, the quiz's:
        its own rules and counters), "recorded" (a win recorded in the game from the desk), or
        "" (the desk's own hand). Next hand ends it."""
        return self._shown if self._home is not None else ""

    @property
    def game_rules(self) -> bool:
        """The desk scores with a game's rules (its preset and options are not the player's to
        change until it no longer scores for the game). A hand recorded in a game that has
        ended since keeps the game's rules, but they are the player's to change again."""
        return self._state.game is not None and (self._pin is not None or self._home is None)

    @property
    def chosen_rules(self) -> Rules | None:
        """The desk's own rules as the player last set them (a hand shown for a while: those of
        the desk Next hand goes back to), which the settings keep for the next start; None
        while they are a game's (the desk scores for one, or shows a hand recorded in one)."""
        if self._pin is not None:
            return None
        desk = self._home if self._home is not None else self._state
        return desk.rules if desk.game is None else None

    @property
    def rules_picked(self) -> bool:
        """The player has picked a preset or an option (:meth:`set_preset`, :meth:`set_option`)
        since the desk started, or its history was last started over (:meth:`reset`), at a step
        undo has not taken back: False while the desk's rules are still the ones it started with
        (the command line's, or the settings')."""
        return self._picked

    @property
    def desk_rules(self) -> Rules:
        """The rules of the desk Next hand goes back to: the desk's own, or the game's it scores
        for. Not those of a hand shown for a while (a log's, the quiz's), which only that hand
        has: the quiz deals under these, and a new game proposes them."""
        if self._home is None:
            return self._state.rules
        return self._fitted(self._home).rules

    @property
    def counters_carried(self) -> bool:
        """Honba or riichi sticks on the desk come from the last hand (kept by Next hand) and
        nobody has set them since: the window offers to put them back to zero."""
        return self._carried

    def name_rules_later(self) -> None:
        """Until :meth:`name_rules`, the view counts the options changed from the preset but
        leaves their words (the tooltip's) out: the window's first frame does not load them."""
        self._rule_words = False

    def name_rules(self) -> None:
        """The rules changed from their preset named in words again (after the first frame)."""
        if not self._rule_words:
            self._rule_words = True
            self._notify()

    def _build_view(self) -> WindowView:
        view = present(
            self._state,
            self._lang,
            self._mode,
            self._notation_view(),
            self.can_undo,
            self.can_redo,
            quick=self._quick_mode,
            game_rules=self.game_rules,
            rule_words=self._rule_words,
        )
        # a log's win shown as the log gave it, whose log leaves out what its payment counts
        # (the ura dora indicators): said while the desk shows it (ura indicators added aside)
        note = self._log_note()
        if note:
            view = view._replace(messages=(MessageView(note, "log_hand_note", "info"), *view.messages))
        notice = self._esc_notice
        if notice is not None and notice[1] is self._state:  # nothing changed since that Esc
            text = phrase(ESC_NOTICES, notice[0], self._lang)
            view = view._replace(messages=(MessageView(text, f"esc_{notice[0]}", "info"), *view.messages))
        refused = self._refused
        if refused is not None and (
            refused[1] is not self._state or refused[2] != self._mode or self._quick_mode
        ):  # the desk or the mode changed since, or Han and fu shows no palette: no longer of it
            self._refused = refused = None
        if refused is not None:
            text = next((t.refusal for t in view.palette if t.code == refused[0]), "")
            if text:
                view = view._replace(messages=(MessageView(text, "palette_refused", "error"), *view.messages))
        return view

    def _log_note(self) -> str:
        """What the desk says of the log's win it shows (:meth:`LeftOut.desk_note
        <mjgui.core.teach.own_hands.LeftOut.desk_note>`): as shown, the han of ura dora the
        log's payment implies; with ura dora indicators added since (nothing else changed), the
        han they give beside it, until they give as many (the desk then pays what the log
        says). "" for any other hand: the player's own."""
        state = self._state
        for shown, why in self._left_out:
            if shown == state:
                return why.desk_note(self._lang)
            if why.reason != "ura_unshown" or not state.ura or shown._replace(ura=state.ura) != state:
                continue
            paid = paid_result(state)
            win = None if paid is None else paid.win
            if win is None:  # no win with these indicators (the desk says why)
                return ""
            counted = sum(hit.han for hit in win.yaku if hit.id == "ura_dora")
            return "" if counted == why.ura_han else why.desk_note(self._lang, counted)
        return ""

    def spec(self) -> HandSpec:
        return self._state.spec()

    def won_hands(self) -> list[HandSpec]:
        """The winning hands of this session's history the quiz asks (:meth:`won_hands_read`)."""
        return self.won_hands_read().hands

    def won_hands_read(self) -> OwnHands:
        """The winning hands of this session's history (undo and redo included) and the desk,
        oldest first: those the desk pays (:func:`paid_result`, its results' own check: no
        furiten ron, no fifth copy counted with the discards, no liable seat without a pao
        yakuman); of the same tiles only the last state counts, paid or not (a riichi ticked
        later replaces the one before; a discard added later that makes the ron furiten, or a
        chankan ticked later that the hand cannot be, takes it back). A log's win shown as the
        log gave it, which the game paid otherwise than the quiz reckons (the log's verdict the
        desk keeps with it: :meth:`load_spec`), is left out (``left_out``), as the quiz leaves it
        out of the log itself."""
        from mjgui.core.teach.own_hands import OwnHands

        found: dict[tuple[object, ...], HandSpec | LeftOut] = {}
        for state in (*(snapshot[0] for snapshot in self._history.snapshots()), self._state):
            spec = state.spec()
            key = (tuple(sorted(spec.concealed)), tuple(sorted(map(str, spec.melds))), spec.win_tile)
            # the last state of these tiles decides, paid or not: a discard added after the
            # hand (furiten) or a flag ticked later (chankan) takes back the win shown before
            found.pop(key, None)
            if paid_result(state) is not None:
                found[key] = next((why for shown, why in self._left_out if shown == state), spec)
        hands = [spec for spec in found.values() if isinstance(spec, HandSpec)]
        left_out = tuple(why for why in found.values() if not isinstance(why, HandSpec))
        return OwnHands(hands, (), left_out)

    def notation_text(self) -> str:
        s = self._state
        return format_hand(s.concealed, s.melds, s.effective_win)

    def _notation_view(self) -> NotationView:
        if self._typed is not None and _written_hand(self._typed[1]) == _written_hand(self._state):
            # as typed, but a Russian layout's or full-width letters shown as the plain ones
            # they are read as: one character for one, so the cursor and the error stay put
            text = plain_notation(self._typed[0])
        else:
            text = self.notation_text()
        err = self._notation_error
        if err is None:
            return NotationView(text)
        start, length = error_span(err)
        return NotationView(text, err.message(self._lang), start, length)

    # -- history ----------------------------------------------------------------------------
    def _commit(
        self,
        new: EditState,
        merge: str | None = None,
        typed: str | None = None,
        *,
        before: Snapshot | None = None,
    ) -> bool:
        """Make ``new`` the desk's state (one undo step, or merged into the last one of the same
        ``merge``) and tell the listeners. ``typed``: the notation the player typed for it, which
        the field keeps showing as typed (:meth:`set_notation`). ``before``: the desk as undo goes
        back to it, when the caller changed the hand shown from elsewhere before this step
        (:meth:`load_spec`, :meth:`clear`, :meth:`start_over`)."""
        new = self._fit(new)
        if new == self._state:
            return False
        if merge is None or merge != self._merge:
            self._history.push(before if before is not None else self._snapshot())
        was = self._state
        old = was.situation
        if (old.honba, old.sticks) != (new.situation.honba, new.situation.sticks):
            self._carried = False
        self._merge = merge
        self._state = new
        if self._mode == "discard" and len(new.concealed) >= new.need and len(was.concealed) < was.need:
            # the edit completed the hand (the 14th tile typed): no waits to check, the palette
            # goes back to the hand. Not on a hand complete already: its discards still say
            # whether its ron is furiten, and each discard clicked went back to Hand, the next
            # one refused (the hand full)
            self._mode = "hand"
        # set before the listeners hear of it: the view they read shows what the player typed,
        # not the hand written anew under the cursor. An edit that leaves the tiles and melds
        # as they are (riichi, the seat, a dora: a window key pressed from the field) keeps the
        # text as typed, and its error if it has one.
        if typed is not None:
            self._typed = (typed, new)
            self._notation_error = None
        elif self._typed is not None and _written_hand(self._typed[1]) == _written_hand(new):
            self._typed = (self._typed[0], new)
        else:
            self._typed = None
            self._notation_error = None
        self._notify()
        return True

    def _snapshot(self) -> Snapshot:
        typed = self._typed
        field: Typed = None
        if typed is not None and _written_hand(typed[1]) == _written_hand(self._state):
            field = (typed[0], self._notation_error)
        return (self._state, self._quick_mode, self._home, self._shown, self._picked, self._deal, field)

    def _restore(self, snapshot: Snapshot) -> None:
        state, self._quick_mode, home, shown, self._picked, self._deal, field = snapshot
        then = state
        if "borrowed" in (shown, self._shown):
            # to or from a log's or the quiz's hand: none past the load (the player's own desk,
            # whatever they set on it next is kept by Next hand), the desk Next hand goes back
            # to with it; within one hand shown, that desk as it is now (the game's situation
            # put into it meanwhile: :meth:`adopt`). A hand recorded in the game stays shown as
            # it is (:meth:`keep_shown`, :meth:`release`). Ctrl+Z past the load shows that desk
            # as it is now, with the game's situation put into it meanwhile (honba, sticks, the
            # seat: :meth:`adopt`), not as it was at the load; Ctrl+Y past a Next hand pressed on
            # the hand shown goes forward to the desk that Next hand made, as it made it
            if home is None and self._shown == "borrowed" and self._home is not None and self._undoing():
                state = self._home
            if home is None or self._home is None:
                self._home = home
            self._shown = shown
        if home is not None and self._home is not None and self._home is not home and self._pin is None:
            # within one hand shown: the rules picked on it went to the desk Next hand goes back
            # to (:meth:`_commit_rules`), and go back with undo (forward with redo) as the hand's
            self._home = self._home._replace(preset=home.preset, overrides=home.overrides, game=home.game)
        self._state = self._fit(state)
        # the field as it was at that step, when the desk shows the hand it was typed for (not
        # the desk Ctrl+Z past a load goes back to)
        self._after_jump(field if _written_hand(then) == _written_hand(self._state) else None)

    def _undoing(self) -> bool:
        """Whether the step :meth:`_restore` goes to is an undo (the desk now was just kept for
        redo: the step redo would bring back is it), not a redo."""
        return self._history.next_redo() == self._snapshot()

    def _after_jump(self, field: Typed = None) -> None:
        """After undo, redo or a start over: nothing merges into the last step; the field shows
        ``field`` (the text typed at the step gone to, and its error) or the desk's writing."""
        self._carried = False
        self._merge = None
        self._run = None
        self._typed = None if field is None else (field[0], self._state)
        self._notation_error = None if field is None else field[1]
        self._notify()

    def reset(self, state: EditState) -> None:
        """Start over from ``state`` with an empty history (not an undoable edit)."""
        self._state = self._fit(state)
        self._history.clear()
        self._picked = False
        self._after_jump()

    # -- modes and language (not edits) -----------------------------------------------------
    def set_mode(self, mode: str) -> bool:
        chosen = next((m for m in MODES if m == mode), None)
        if chosen is None or chosen == self._mode:
            return False
        if chosen == "chi" and not self._state.rules.chi:  # three players: no chi to pick
            return False
        self._mode = chosen
        self._auto_hand = None
        self._notify()
        return True

    def _back_to_hand(self, added: tuple[str, Meld | Tile]) -> None:
        """The palette goes back to Hand by itself (a set or an indicator was added: ``added``,
        ("meld", the meld) or ("dora" or "ura", the indicator), which :meth:`back_notice` says)."""
        if self.set_mode("hand"):
            self._auto_hand = self._state
            self._auto_added = added

    def back_notice(self) -> str:
        """What the palette's going back to Hand by itself is said with, in the status line,
        while the desk is the one it left: what was added, that the next tile goes to the hand,
        and how to add another ("Dora indicator 4p added; back to the hand (click Dora again
        for another)"); for a chi with a plain five while the red one is left, how to make it
        red. "" otherwise."""
        if self._auto_hand is None or self._auto_hand is not self._state or self._auto_added is None:
            return ""
        what, item = self._auto_added
        lang = self._lang
        # "click … again for another" only while that button can add another
        more = mode_views(self._state, "hand", lang)[item.kind if isinstance(item, Meld) else what].enabled
        if isinstance(item, Meld):
            kind = phrase(MELD_NAMES, item.kind, lang)
            label = phrase(PHRASES, "meld_label", lang, kind=kind, tiles=format_tiles(item.tiles))
            if more:
                text = phrase(PHRASES, "back_meld", lang, meld=label, kind=kind)
            else:
                text = phrase(PHRASES, "back_meld_last", lang, meld=label)
            if item.kind == "chi" and any(
                t.kind in FIVES and not t.red and self._state.left(Tile(t.kind, True)) > 0 for t in item.tiles
            ):
                text += " " + phrase(PHRASES, "chi_red_hint", lang)
            return text
        if what == "dora":
            return phrase(PHRASES, "back_dora" if more else "back_dora_last", lang, tile=item.code)
        return phrase(PHRASES, "back_ura" if more else "back_ura_last", lang, tile=item.code)

    # -- tiles ------------------------------------------------------------------------------
    def palette_click(self, code: str) -> bool:
        """A palette tile was clicked: add it where the current mode says. Refused (a full
        hand, a meld the hand is too full for), why is said among the messages, whole, until
        the desk or the mode changes (:meth:`refusal`)."""
        face = tile(code)
        mode = self._mode
        if mode == "hand":
            added = self.add_tile(face)
        elif mode in MELD_MODES:
            added = self.add_meld(mode, face)
        elif mode in ("dora", "ura"):
            added = self.add_indicator(mode, face)
        else:
            added = self.add_discard(face)
        if not added and self.refusal(face.code):
            self._refused = (face.code, self._state, mode)
            self._notify()
        return added

    def refusal(self, code: str) -> str:
        """Why the palette tile ``code`` is refused on the desk as it is, in its mode ("" when
        it is not)."""
        return next((t.refusal for t in self.view().palette if t.code == code), "")

    def add_tile(self, face: Tile) -> bool:
        s = self._state
        if s.left(face) <= 0 or len(s.concealed) >= s.need:
            return False
        return self._commit(s._replace(concealed=(*s.concealed, face)))

    def remove_hand_tile(self, index: int) -> bool:
        """Remove the tile at ``index`` of the hand as drawn (sorted, winning tile last).

        A tile taken out of a complete hand that is not its winning tile (a mis-click corrected)
        leaves the winning tile where it is: it stays pinned, and the tile clicked in its place
        does not become the winning tile by being the last one entered. The winning tile taken
        out, the next tile added is the winning tile again. A hand not yet complete pins
        nothing: its last tile entered is still the winning tile."""
        s = self._state
        shown, win_index = s.display_hand()
        if not 0 <= index < len(shown):
            return False
        target = shown[index]
        items = list(s.concealed)
        for i in range(len(items) - 1, -1, -1):
            if items[i] == target:
                del items[i]
                break
        win: Tile | None
        if win_index >= 0 and index == win_index:  # the winning tile itself: the next one added
            win = None
        elif win_index >= 0:  # a complete hand: its winning tile stays
            win = shown[win_index]
        else:
            win = s.win if s.win in items else None
        return self._commit(s._replace(concealed=tuple(items), win=win))

    def set_win(self, index: int) -> bool:
        """Make the tile at ``index`` of the hand as drawn the winning tile."""
        s = self._state
        shown, _ = s.display_hand()
        if not 0 <= index < len(shown):
            return False
        return self._commit(s._replace(win=shown[index]))

    def add_meld(self, kind: str, face: Tile) -> bool:
        """A meld of ``kind`` picked by ``face`` on the palette: its tiles from what is left, or
        from the concealed hand when too few are left (the tiles entered there first) or when
        the hand is too full to keep them beside the meld (:func:`meld_from_hand`,
        :func:`kan_from_hand`; refused when the hand does not hold them). In Kan mode a tile of
        a pon among the melds makes that pon an added kan, in its place."""
        s = self._state
        if kind == "kan":
            added = added_kan(s, face)
            if added is not None:
                index, kan_tiles, rest = added
                kan = make_meld("kan", kan_tiles)
                melds = (*s.melds[:index], kan, *s.melds[index + 1 :])
                win = s.win if s.win in rest else None
                changed = self._commit(s._replace(concealed=rest, win=win, melds=melds))
                if changed:
                    self._back_to_hand(("meld", kan))
                return changed
        if kind not in MELD_MODES or len(s.melds) >= 4:
            return False
        tiles = meld_tiles(s, "kan" if kind == "ankan" else kind, face)
        concealed = s.concealed
        if tiles is None:  # its tiles entered in the hand first
            found = kan_from_hand(s, face) if kind in ("kan", "ankan") else meld_from_hand(s, kind, face)
            if found is not None:
                tiles, concealed = found
        if tiles is None:
            return False
        meld_kind: MeldKind = kind  # type: ignore[assignment]
        try:
            meld = make_meld(meld_kind, tiles)
        except MahjongError:
            return False
        win = s.win if s.win in concealed else None
        changed = self._commit(s._replace(concealed=concealed, win=win, melds=(*s.melds, meld)))
        if changed:
            self._back_to_hand(("meld", meld))
        return changed

    def swap_meld_red(self, index: int) -> bool:
        """Swap a five of a chi or a pon for the red five, or the red five back for a plain one,
        when one is left (a chi picked on the palette takes a plain five: 3m makes 345m, and
        this makes it 340m). A kan already holds every copy; False when nothing changes."""
        s = self._state
        if not 0 <= index < len(s.melds):
            return False
        meld = s.melds[index]
        if not red_swappable(meld):
            return False
        plain, red = s.used()
        rules = s.rules
        tiles = list(meld.tiles)
        for i, t in enumerate(tiles):
            if t.kind not in FIVES:
                continue
            other = Tile(t.kind, not t.red)
            if left_of(other, plain, red, rules) > 0:
                tiles[i] = other
                break
        else:
            return False
        try:
            new = make_meld(meld.kind, tiles)
        except MahjongError:
            return False
        return self._commit(s._replace(melds=(*s.melds[:index], new, *s.melds[index + 1 :])))

    def remove_meld(self, index: int) -> bool:
        s = self._state
        if not 0 <= index < len(s.melds):
            return False
        melds = s.melds[:index] + s.melds[index + 1 :]
        return self._commit(s._replace(melds=melds))

    def add_indicator(self, which: str, face: Tile) -> bool:
        s = self._state
        if which not in ("dora", "ura") or s.left(face) <= 0:
            return False
        current: tuple[Tile, ...] = getattr(s, which)
        if len(current) >= indicator_limit(s, which):
            return False
        new = s._replace(dora=(*current, face)) if which == "dora" else s._replace(ura=(*current, face))
        changed = self._commit(new)
        if changed:
            # one indicator is the usual case: back to the hand; the row's free slot adds more
            self._back_to_hand((which, face))
        return changed

    def remove_indicator(self, which: str, index: int) -> bool:
        s = self._state
        if which not in ("dora", "ura"):
            return False
        current: tuple[Tile, ...] = getattr(s, which)
        if not 0 <= index < len(current):
            return False
        rest = current[:index] + current[index + 1 :]
        return self._commit(s._replace(dora=rest) if which == "dora" else s._replace(ura=rest))

    def add_discard(self, face: Tile) -> bool:
        s = self._state
        if s.left(face) <= 0:
            return False
        return self._commit(s._replace(discards=(*s.discards, face)))

    def remove_discard(self, index: int) -> bool:
        s = self._state
        if not 0 <= index < len(s.discards):
            return False
        return self._commit(s._replace(discards=s.discards[:index] + s.discards[index + 1 :]))

    def clear(self) -> bool:
        """Empty the hand, melds, indicators, discards and the win's flags, and put the palette
        back in Hand mode; keep seat, round, counters and rules."""
        s = self._state
        home = self._home
        before = self._snapshot()
        self._home = None
        self._shown = ""
        if self._base is not None:
            # the game's win: its situation, no tiles (also from a log's or the quiz's hand
            # shown meanwhile: the request's discarder and the honba it pays come back)
            mode_changed = self._mode != "hand"
            self._mode = "hand"
            self._deal = self._base_deal  # the desk the game's win was asked on, started again
            changed = self._commit(self._base, before=before)
            if mode_changed and not changed:
                self._notify()
            return changed or mode_changed
        if home is not None:  # a borrowed hand (a log's, the quiz's): the desk's own situation
            s = home
        old = s.situation
        situation = Situation(
            seat=old.seat, round_wind=old.round_wind, honba=old.honba, sticks=old.sticks, renchan=old.renchan
        )
        mode_changed = self._mode != "hand"
        self._mode = "hand"
        carried = (self._carried or bool(old.honba or old.sticks)) and home is None
        flag_changed = carried != self._carried
        self._carried = carried
        changed = self._commit(
            EditState(situation=situation, preset=s.preset, overrides=s.overrides, game=s.game), before=before
        )
        if (mode_changed or flag_changed) and not changed:
            self._notify()
        return changed or mode_changed

    def start_over(self, state: EditState, *, base: EditState | None = None) -> bool:
        """A whole new desk in one undoable step (the game's win asked for by the tracker):
        nothing of the hand before stays, the palette goes back to Hand; what the tracker set
        is not "carried" from a last hand. ``base``: what Next hand goes back to until
        :meth:`forget_base` (the game's situation, no tiles)."""
        mode_changed = self._mode != "hand"
        self._mode = "hand"
        before = self._snapshot()
        self._home = None
        self._shown = ""
        self._base = base
        self._deals += 1
        self._deal = self._base_deal = self._deals
        self._carried = False
        changed = self._commit(state, before=before)
        if mode_changed and not changed:
            self._notify()
        return changed or mode_changed

    @property
    def deal(self) -> int:
        """The number of the desk put on by :meth:`start_over` that the desk's state comes from
        (0: none, the desk's own from its start): edits keep it; Ctrl+Z past that start over
        brings back the number of the desk before it, Ctrl+Y the start over's again, and Next
        hand while the game waits for the win asked the number of that win's desk."""
        return self._deal

    def redo_reaches(self, deal: int) -> bool:
        """Whether Ctrl+Y (once or more) brings back a desk of the start over numbered ``deal``
        (:attr:`deal`): False once an edit made after Ctrl+Z past it dropped the redo steps."""
        return any(snapshot[5] == deal for snapshot in self._history.ahead())

    def forget_base(self) -> None:
        """The game's win was recorded (or given up): Next hand clears as usual again."""
        self._base = None

    def keep_base(self, base: EditState, deal: int) -> None:
        """The game's win asked for again after it was given up while its desk stayed (the
        game holds it once more): Next hand goes back to ``base`` again, as the desk of the
        start over numbered ``deal`` (:attr:`deal`), until :meth:`forget_base`."""
        self._base = base
        self._base_deal = deal

    # -- scoring for a game -----------------------------------------------------------------
    def serve(self, pin: GamePin | None) -> bool:
        """Score for a game (``pin``: its rules whole, and a winner's riichi it knows) or, with
        None, for nobody: the desk's own preset and options come back. Not an edit: every state
        the desk shows (undo and redo too) is fitted to it. A hand shown for a while keeps its
        own rules; the desk Next hand goes back to takes the game's then. The player's own rules
        come back with whether they had picked them (:attr:`rules_picked`): a pick redone while
        the desk scored for the game is not the rules that come back."""
        if pin == self._pin:
            return False
        desk = self._home if self._home is not None else self._state
        if pin is not None and self._pin is None and desk.game is None:
            self._own = (desk.preset, desk.overrides)
            self._own_picked = self._picked
        if pin is None and self._pin is not None and desk.game is not None:
            self._picked = self._own_picked  # the rules of before the game come back (now or at Next hand)
        locked, rules = self.game_rules, self.desk_rules
        self._pin = pin
        if self._home is not None:  # the hand shown keeps its rules; whether they can change may not,
            # nor the rules of the desk Next hand goes back to, which the quiz deals under
            if self.game_rules != locked or self.desk_rules != rules:
                self._notify()
            return False
        old = self._state
        new = self._fit(old)
        if new == old:
            return False
        self._state = new
        if self._typed is not None and _written_hand(self._typed[1]) == _written_hand(old):
            self._typed = (self._typed[0], new)
        self._notify()
        return True

    def _fit(self, state: EditState) -> EditState:
        """``state`` under the game the desk scores for: its rules, riichi ticked for a winner
        the game knows declared it; without a game, the desk's own rules. A hand shown for a
        while (a log's, a recorded one) stays as it is."""
        return state if self._home is not None else self._fitted(state)

    def _fitted(self, state: EditState) -> EditState:
        """``state`` under the game the desk scores for, or under the desk's own rules (:meth:`_fit`
        for any desk: the one Next hand goes back to too)."""
        pin = self._pin
        if pin is None:
            if state.game is None:
                return state
            preset, overrides = self._own if self._own is not None else (state.preset, state.overrides)
            return state._replace(game=None, preset=preset, overrides=overrides)
        preset, overrides = closest_choice(pin.rules)
        new = state._replace(game=pin, preset=preset, overrides=overrides).seated()
        s = new.situation
        if pin.riichi_seat is not None and s.seat == pin.riichi_seat and not (s.riichi or s.double_riichi):
            new = new.with_situation(riichi=True)
        return new

    def keep_shown(self) -> None:
        """The hand on the desk was recorded in the game: it stays shown as recorded (the game
        going on changes the desk Next hand goes back to, not this hand: :meth:`adopt`)."""
        if self._home is None:
            self._home = self._state
        self._shown = "recorded"

    def release(self) -> None:
        """The hand shown as recorded is not the game's any more (its line was undone): the desk
        is the player's again, and follows the game like any."""
        if self._shown == "recorded":
            self._home = None
            self._shown = ""

    def adopt(self, change: Callable[[EditState], EditState]) -> bool:
        """Put the game's situation into the desk (``change`` makes a desk with it) as one edit;
        while a hand from elsewhere is shown, into the desk Next hand goes back to, and the hand
        shown is left as it is (that desk then scores for the game the desk serves, as the desk
        would: the game's end puts the desk's own rules back on it, not the game's)."""
        if self._home is not None:
            home = change(self._home)
            self._home = self._fitted(home) if self._pin is not None else home
            return False
        return self._commit(change(self._state))

    def reset_counters(self) -> bool:
        """Honba and riichi sticks back to zero, in one step (a new hand with none on the table)."""
        self._carried = False
        changed = self._commit(self._state.with_situation(honba=0, sticks=0, paid_honba=None))
        if not changed:
            self._notify()
        return changed

    def escape(self) -> bool:
        """Esc: a palette mode other than Hand is cancelled first (back to Hand, tiles kept);
        in Hand mode the hand is cleared for the next one (:meth:`clear`), and the desk says
        so (Ctrl+Z brings it back). Right after the palette went back to Hand by itself (a
        dora indicator or a set added: the player may still think the mode is on), the Esc
        only says the palette is in Hand mode: a second Esc clears the hand."""
        if self._mode != "hand":
            return self.set_mode("hand")
        if self._auto_hand is not None and self._auto_hand is self._state:
            self._auto_hand = None
            self._esc_notice = ("back_in_hand", self._state)
            self._notify()
            return True
        s = self._state
        had_hand = bool(s.concealed or s.melds or s.dora or s.ura or s.discards or s.quick)
        self._held = False  # the clear's notice waits: the listeners get the desk and its note once
        try:
            changed = self.clear()
        finally:
            missed, self._held = self._held, None
        if changed and had_hand:
            self._esc_notice = ("cleared", self._state)
        if missed:
            self._notify()
        return changed

    def _notify(self) -> None:
        if self._held is not None:  # held (see :meth:`escape`): said once, when the hold ends
            self._view = None
            self._held = True
            return
        super()._notify()

    # -- notation ---------------------------------------------------------------------------
    def set_notation(self, text: str) -> bool:
        """The notation field was edited: parse it; on success it replaces tiles and melds
        (successive keystrokes merge into one undo step); on error the tiles stay and the
        error is shown. In Han and fu a hand typed goes back to the tiles, in the same step as
        the keystrokes (:meth:`leave_quick_mode`): typed into the field itself (clicked into, or
        Ctrl+L), the keys did not reach the window that left it, and the tiles changed hidden
        behind "Pick han and fu". The listeners hear once, of the text typed (told of the mode
        left first, the field would be written over under the cursor)."""
        self._leave_quick()
        s = self._state
        try:
            parsed = parse_hand(text)
        except NotationError as err:
            run = self._run
            if self._merge != "notation" and (run is None or run[0] is not s):
                self._run = self._snapshot()  # the field before these keystrokes began
            self._typed = (text, s)
            self._notation_error = err
            self._notify()
            return False
        run, self._run = self._run, None
        # the step these keystrokes make goes back to the field as it was before them, not to
        # the first of them, which did not read yet ("123" of "123m": Ctrl+Z showed it)
        before = run if run is not None and run[0] is s and self._merge != "notation" else None
        new = s._replace(concealed=parsed.concealed, melds=parsed.melds, win=None)
        changed = self._commit(new, merge="notation", typed=text, before=before)
        if not changed:
            self._typed = (text, self._state)
            self._notation_error = None
            self._notify()
        return changed

    # -- situation --------------------------------------------------------------------------
    def set_flag(self, name: str, value: bool) -> bool:
        if name not in FLAGS:
            return False
        s = self._state
        changes: dict[str, object] = {name: value}
        if value and name == "riichi":
            changes["double_riichi"] = False
        if value and name == "double_riichi":
            changes["riichi"] = False
        if not value and name in ("riichi", "double_riichi"):
            other = "double_riichi" if name == "riichi" else "riichi"
            if not getattr(s.situation, other):
                changes["ippatsu"] = False
        if name == "tsumo":
            # the last tile: haitei on tsumo is houtei on ron
            if value and s.situation.houtei:
                changes.update(houtei=False, haitei=True)
            if not value and s.situation.haitei:
                changes.update(haitei=False, houtei=True)
        return self._commit(s.with_situation(**changes))

    def toggle_flag(self, name: str) -> bool:
        if name not in FLAGS:
            return False
        return self.set_flag(name, not getattr(self._state.situation, name))

    def set_seat(self, seat: int) -> bool:
        if not 0 <= seat < self._state.rules.players:  # three players: no North seat
            return False
        s = self._state
        discarder = None if s.situation.discarder == seat else s.situation.discarder
        liable = liable_for(seat, s.situation.liable)  # a liable seat the winner takes is cleared
        paid = self._paid_honba(seat, discarder)
        return self._commit(s.with_situation(seat=seat, discarder=discarder, liable=liable, paid_honba=paid))

    def set_round(self, wind: int) -> bool:
        if not 0 <= wind < self._state.rules.players:
            return False
        return self._commit(self._state.with_situation(round_wind=wind))

    def set_nuki(self, count: int) -> bool:
        """Three players: the Norths set aside (0..4). More than the Norths left is refused
        (the control says why, in the core's words); under rules without nuki only going back
        towards 0 is taken (a hand kept from a three-player preset)."""
        s = self._state
        if not 0 <= count <= MAX_NUKI or (count > s.nuki and not s.rules.nuki):
            return False
        if count > s.nuki and s.left(Tile(NORTH)) < count - s.nuki:
            return False
        return self._commit(s._replace(nuki=count))

    def set_count(self, name: str, value: int) -> bool:
        """Honba or riichi sticks on the table. The honba paid to this winner (a game's second
        winner on one discard, a log's hand) stay theirs at another count, at most the count:
        the count is the table's, whom it is paid to the game's (or the log's) to say."""
        if name not in COUNTS or not 0 <= value <= MAX_COUNT:
            return False
        changes: dict[str, object] = {name: value}
        paid = self._state.situation.paid_honba
        if name == "honba" and paid is not None and paid > value:
            changes["paid_honba"] = value
        return self._commit(self._state.with_situation(**changes))

    def set_discarder(self, seat: int | None) -> bool:
        s = self._state
        if seat is not None and (not 0 <= seat < s.rules.players or seat == s.situation.seat):
            return False
        paid = self._paid_honba(s.situation.seat, seat)
        return self._commit(s.with_situation(discarder=seat, paid_honba=paid))

    def _paid_honba(self, seat: int, discarder: int | None) -> int | None:
        """The honba paid (``Situation.paid_honba``) to ``seat`` winning on ``discarder``'s
        tile: they are a game's second winner's on one discard, that winner's on that discard
        only, whatever the count on the desk (back when the desk's winner and discarder are
        the game's request's again: the game pays that winner so, at any count); any other win
        is paid every honba on the table (None)."""
        s = self._state.situation
        if (seat, discarder) == (s.seat, s.discarder):
            return s.paid_honba
        base = self._base
        if base is None:
            return None
        asked = base.situation
        if (seat, discarder) == (asked.seat, asked.discarder) and asked.paid_honba is not None:
            return min(asked.paid_honba, s.honba)
        return None

    def set_liable(self, seat: int | None) -> bool:
        """The seat liable for a pao yakuman (RULES.md §6), or None for nobody: another seat of
        the table than the winner's. Whether the hand holds a pao yakuman is the core's to say
        (the hand is then shown with the reason, and the choice stays open to clear it)."""
        s = self._state
        if seat is not None and not 0 <= seat < s.rules.players:
            return False
        if seat is not None and liable_for(s.situation.seat, seat) is None:  # the winner's own
            return False
        return self._commit(s.with_situation(liable=seat))

    # -- rules ------------------------------------------------------------------------------
    def set_preset(self, name: str) -> bool:
        if name not in PRESETS or self.game_rules:  # the game's rules, not the desk's
            return False
        # a North discarder or liable seat goes with a switch to three players (undo brings it back)
        new = self._state._replace(preset=name, overrides=(), game=None).seated()
        if self._mode == "chi" and not new.rules.chi:  # three players: the palette back to Hand
            self._mode = "hand"
        return self._commit_rules(new)

    def set_option(self, name: str, value: object) -> bool:
        """Set a rule option of the menu to ``value``, the rules' own (``double_yakuman``: the
        frozenset of the yakuman counted double)."""
        if isinstance(value, (set, frozenset)):
            value = frozenset(value)
        if not option_allows(name, value) or self.game_rules:
            return False
        s = self._state
        others = tuple((k, v) for k, v in s.overrides if k != name)
        base = rules_for(s.preset, others)
        if name not in SET_OPTIONS and value not in option_choices(base, name):  # sanma's aka: 0 or 2
            return False
        overrides = others if getattr(base, name) == value else (*others, (name, value))
        try:
            rules_for(s.preset, overrides)
        except RulesError:  # a mix the rules refuse: nothing changes
            return False
        return self._commit_rules(s._replace(overrides=overrides, game=None).seated())

    def _commit_rules(self, new: EditState) -> bool:
        """Commit the rules the player picked (:meth:`set_preset`, :meth:`set_option`). On a
        hand shown for a while (a log's, the quiz's, one recorded in a game that has ended) they
        are also the rules of the desk Next hand goes back to: the player's choice is kept (and
        saved: :attr:`chosen_rules`), not undone by Next hand, even when the hand shown has them
        already (a step of its own then: undo takes them back from that desk). Not while the desk
        scores for a game: Next hand takes the game's rules then."""
        before = self._snapshot()
        home, picked = self._home, self._picked
        if home is not None and self._pin is None:
            self._home = home._replace(preset=new.preset, overrides=new.overrides, game=None).seated()
        self._picked = picked or self._pin is None  # (a game's: the hand shown's rules only)
        if self._commit(new, before=before):
            return True
        if self._home != home:  # the hand shown as it was; the desk Next hand goes back to changed
            self._history.push(before)
            self._merge = None
            self._notify()
            return True
        self._home, self._picked = home, picked
        return False

    def load_rules(self, rules: Rules) -> bool:
        """The desk's rules as the command line names them without a hand (``--rules``,
        ``--rule-option``): its preset and options, the hand left empty."""
        if self.game_rules:
            return False
        state = self._state._replace(
            preset=rules.name if rules.name in PRESETS else "seed", overrides=(), game=None
        )
        if rules != PRESETS[state.preset]:
            state = _with_overrides(state, rules)
        self.reset(state)
        return True

    # -- loading ----------------------------------------------------------------------------
    def load_spec(
        self, spec: HandSpec, *, record: bool = True, borrowed: bool = False, left_out: LeftOut | None = None
    ) -> bool:
        """Enter a whole hand (from the CLI's arguments): tiles, melds, situation, rules.
        ``borrowed``: a hand from elsewhere (a game log, the quiz) shown on the desk for a
        while: the next :meth:`clear` puts back the desk's own rules and counters (Ctrl+Z past
        it: the desk is the player's own again, and Next hand keeps what they set on it).
        ``left_out``: a log's win the quiz does not ask as its game paid it (the log's verdict:
        :func:`~mjgui.core.teach.own_hands.log_win_left_out`), kept with the hand as shown, so
        that :meth:`won_hands_read` leaves it out too (changed on the desk, it is the player's),
        and its note (:meth:`~mjgui.core.teach.own_hands.LeftOut.desk_note`: the han of ura dora
        its payment implies, which its log does not show) said while the desk shows it.
        A hand brought in is shown as tiles: the desk leaves Han and fu (which hides them), in
        the same step, as typing a hand does (Ctrl+Z goes back to Han and fu and its value)."""
        before = self._snapshot()
        left_quick = self._quick_mode
        self._quick_mode = False
        if borrowed and self._home is None:
            self._home = self._state
        if borrowed:
            self._shown = "borrowed"
        # The winning tile goes last in the order of entry, so it is the last tile "added"
        # (a 13-tile hand from the CLI has no real winning tile yet).
        items = list(spec.concealed)
        if spec.win_tile in items:
            items.remove(spec.win_tile)
            items.append(spec.win_tile)
        state = EditState(
            concealed=tuple(items),
            win=None,
            melds=spec.melds,
            dora=spec.dora,
            ura=spec.ura,
            situation=Situation(
                **{f: bool(getattr(spec, f)) for f in FLAGS},
                seat=spec.seat,
                round_wind=spec.round_wind,
                honba=spec.honba,
                sticks=spec.sticks,
                renchan=spec.renchan,
                discarder=spec.discarder,
                liable=spec.liable,
                paid_honba=spec.paid_honba,
            ),
            preset=_preset_name(spec),
            nuki=spec.nuki,
        )
        if spec.rules != PRESETS[state.preset]:
            state = _with_overrides(state, spec.rules)
        if left_out is not None:
            self._left_out.append((self._fit(state), left_out))
        if not record:
            self.reset(state)
            return True
        if self._commit(state, before=before):
            return True
        if left_quick:  # the same hand as the one hidden: shown again, a step of its own
            self._history.push(before)
            self._merge = None
            self._notify()
            return True
        return False

    # -- copy as text -----------------------------------------------------------------------
    def result_text(self) -> str:
        """The result as plain text for the clipboard."""
        view = self.view()
        lang = self._lang
        s = self._state
        lines = []
        if not self._quick_mode:  # without tiles the han picked holds every dora: none is listed
            lines.append(phrase(PHRASES, "copy_hand", lang, text=self.notation_text() or "—"))
            if s.dora:
                lines.append(phrase(PHRASES, "copy_dora", lang, tiles=" ".join(t.code for t in s.dora)))
            if s.ura:
                lines.append(phrase(PHRASES, "copy_ura", lang, tiles=" ".join(t.code for t in s.ura)))
            if s.nuki:
                lines.append(phrase(PHRASES, "copy_nuki", lang, n=s.nuki))
        flags = [
            yaku_name(f, lang) if f != "tsumo" else phrase(PHRASES, "copy_tsumo", lang)
            for f in FLAGS
            if getattr(s.situation, f)
        ]
        where = phrase(
            PHRASES,
            "seat_round",
            lang,
            seat=wind_name(s.situation.seat, lang),
            round=wind_name(s.situation.round_wind, lang),
        )
        lines.append(phrase(PHRASES, "copy_situation", lang, text=", ".join([*flags, where])))
        lines.append("")
        lines.append(view.headline.text)
        if view.headline.detail:
            lines.append(view.headline.detail)
        # the hand's notes, not what the desk said of a click or a key (a palette tile refused)
        lines.extend(m.text for m in view.messages if m.code != "palette_refused")
        if view.yaku:
            lines.append("")
            lines.append(phrase(PHRASES, "copy_yaku", lang))
            for y in view.yaku:
                lines.append(f"  {y.romaji} {y.kanji} ({y.translated}): {y.han_text}")
        if view.fu:
            lines.append(phrase(PHRASES, "copy_fu", lang) + " " + view.fu_total)
            lines.extend(f"  {row.text}" for row in view.fu)
        if view.arithmetic:
            lines.append("")
            lines.extend(view.arithmetic)
        if any(p.amount for p in view.payments):
            lines.append(phrase(PHRASES, "copy_payments", lang))
            for p in view.payments:
                lines.append(f"  {p.wind}: {p.amount} ({p.role})")
        if view.waits.active and view.waits.rows:
            lines.append(phrase(PHRASES, "copy_waits", lang))
            for w in view.waits.rows:
                # each with its verb: "ron 2000 · ...", "no ron (no yaku)", "furiten, no ron (...)"
                ron, tsumo = w.ron_said, w.tsumo_said
                tile, left = w.tile.code, w.left_text
                wait = phrase(PHRASES, "copy_wait", lang, tile=tile, left=left, ron=ron, tsumo=tsumo)
                lines.append(f"  {wait}")
        return "\n".join(lines).strip() + "\n"


def rules_setting(rules: Rules) -> tuple[str, tuple[str, ...]]:
    """The desk's rules as the settings keep them (:meth:`mjgui.gui.settings.Settings.
    set_rules`): the preset's name and the ``option=value`` words changed from it, a record's
    ``rules`` line's."""
    from mjgui.core.scoring.rule_words import rule_words

    return rules.name, tuple(rule_words(rules))


def saved_rules(name: str | None, words: Sequence[str]) -> Rules | None:
    """The rules the settings kept (:func:`rules_setting`): the preset with each word read as a
    record's ``rules`` line reads it (recorded: not held to the bounds of rules typed now, which
    a word checked alone would fail where its partner comes after it, ``start_points=35000``
    before ``return_points=35000``, and which an earlier mjgui's setting may predate). A word that
    is not an option, or holds a value the option or the preset cannot take, is left out, as a
    name that is not a preset is (the preset as it is, then); the last word of an option counts.
    None when no preset is named."""
    if name not in PRESETS:
        return None
    rules = PRESETS[name]
    last = {word.split("=", 1)[0].strip().lower(): word for word in words}
    if not last:
        return rules
    from mjgui.core.scoring.rule_words import SETTABLE, with_rule_words

    for key, word in last.items():
        if key in SETTABLE:  # one check each, at most once an option
            with suppress(MahjongError):  # a value the option or the preset cannot take
                rules = with_rule_words(rules, [word], recorded=True)
    return rules


def _preset_name(spec: HandSpec) -> str:
    name = spec.rules.name
    return name if name in PRESETS else "seed"


def _with_overrides(state: EditState, rules: Rules) -> EditState:
    """``state`` with the options in which ``rules`` differ from its preset: the menu's, and any
    other the command line set (``--rule-option ryanhan_threshold=3``: kept, not dropped)."""
    from mjgui.core.scoring.rule_words import SETTABLE

    base = rules_for(state.preset, ())
    overrides = tuple(
        (name, getattr(rules, name)) for name in SETTABLE if getattr(rules, name) != getattr(base, name)
    )
    return state._replace(overrides=overrides)


def _written_hand(state: EditState) -> tuple[object, ...]:
    """What the notation field writes of ``state``: its tiles, melds and winning tile (not its
    flags, seat or indicators). A typed text is kept while this is the same."""
    return (state.concealed, state.melds, state.effective_win)
