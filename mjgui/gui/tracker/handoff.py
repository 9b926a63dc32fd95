"""The hand-off between the calculator and the game tracker (:class:`~mjgui.gui.tracker.link.GameLink`):
a win the tracker asks the calculator to score, the desk's win applied to the game (whom it names,
in which hand, the dialog's notes), a line recorded from the desk, the game's rules the desk keeps.
None of it is needed before a tracker is made: the link imports this module when it first is
(the calculator's first frame does not load it)."""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from mjgui.controller.game.bridge import CalcSituation, DeskHand, DeskWin
    from mjgui.controller.game.tracker import TrackerController
    from mjgui.controller.scoring.state import GamePin
    from mjgui.core.game.game import GameState
    from mjgui.gui.tracker.dialogs.action import ActionDialog
    from mjgui.gui.tracker.link import GameLink


@dataclass(frozen=True)
class GameRequest:
    """A win the tracker asked the calculator to score: who won (from whom), whether it is
    another winner on the same discard, the past line it corrects, and the game's state when
    asked (a line recorded since ends the request)."""

    winner: int
    discarder: int | None
    tsumo: bool
    also: bool
    edit: int | None
    situation: CalcSituation
    state: GameState
    #: the hand the win belongs to (its seat winds): the game now, the hand before a past line
    #: being corrected, or the hand of the last ron's discard for another winner on it
    hand_state: GameState
    #: that hand, by the record's lines before it: the desk's seat winds are read in it while
    #: the game still plays it, also once the request ended (its line undone, say)
    hand: DeskHand
    #: the win was recorded from the desk as line ``edit``: the record's lines up to it then
    #: (the hand stays on the desk tied to that line until Next hand, or until they change)
    recorded: tuple[str, ...] | None = None


@dataclass(frozen=True)
class DeskHands:
    """The hand of the game whose seat winds the desk's win was read in for the tracker's
    dialog (its winner, who dealt in, the liable player), kept while the dialog is open: the
    request's hand, a lapsed request's, or the game's; None when the game no longer plays the
    hand the desk scored (nobody is read). When the desk's ron reads two ways, ``other`` is the
    hand of the reading the dialog does not propose: "also ron" ticked (``also``: as proposed,
    another winner on the last ron's discard) or not picks between the two."""

    hand: GameState | None
    also: bool = False
    other: GameState | None = None

    def read_in(self, ticked: bool) -> GameState | None:
        """The hand the desk's seat winds are read in while "also ron" is ``ticked``."""
        return self.other if self.other is not None and ticked != self.also else self.hand

    def other_reading(self, ticked: bool) -> GameState | None:
        """The hand of the reading a tick (or untick) of "also ron" picks (None: one reading)."""
        if self.other is None:
            return None
        return self.hand if ticked != self.also else self.other


class DeskRead(NamedTuple):
    """Whom the desk's win names when no request holds it (:func:`read_desk`), in
    which hand (and whether as another winner on the last ron's discard), the dialog's note
    (None: it says nothing), and the other reading of the desk's seats (None: one reading)."""

    named: DeskWin
    hands: DeskHands
    why: Callable[[bool], str] | None = None  # the note, for "also ron" ticked or not
    other: DeskWin | None = None


def request(link: GameLink) -> GameRequest | None:
    """The win the tracker asked for, while the game is still where it was asked."""
    req = link._request
    if req is None:
        return None
    if link._tracker is None or not link._tracker.is_open:
        end_request(link)
        return None
    if req.recorded is not None:  # tied to the line it was recorded as, while on the desk
        # the desk went on (Next hand): its hand is gone; a log's or the quiz's hand shown
        # meanwhile sets the tie aside (Ctrl+Z brings the recorded hand back, tied again)
        if not (link._shows_recorded() or link._desk_borrowed()):
            end_request(link)
            return None
        lines = link._tracker.controller.record.lines[: len(req.recorded)]
        if tuple(line.text for line in lines) == req.recorded:
            return req
        lapse(link, req)
        return None
    if link._tracker.controller.state is not req.state:
        lapse(link, req)
        return None
    return req


def lapse(link: GameLink, req: GameRequest) -> None:
    """The game changed under the win asked for (or the line the desk's win was recorded
    as): the request ends, but the hand on the desk is still the one it was scored for. The
    desk's seat winds are read in that hand while the game plays it (a line undone after
    it, a riichi recorded meanwhile), until the desk is cleared; when the game no longer
    plays it (its own lines undone, or a line ended it), the calculator says so, and the
    desk's win picks nobody when it is applied (:func:`apply_to_game`)."""
    end_request(link, req)
    if lapsed_state(link) is not None:
        return
    if req.edit is not None and req.recorded is None:
        text = QCoreApplication.translate(
            "Tracker", "The game changed in the tracker: the desk no longer corrects line %1"
        ).replace("%1", str(req.edit))
    else:
        text = QCoreApplication.translate(
            "Tracker",
            "The game changed in the tracker: %1, the hand the desk scored, is not the game's hand now",
        ).replace("%1", hand_label(req.hand_state))
    link._say(text)


def lapsed_state(link: GameLink) -> GameState | None:
    """The game a new line of the lapsed request's hand meets now (None: none, or the game
    no longer plays that hand: :func:`~mjgui.controller.game.bridge.hand_now`)."""
    lapsed = link._lapsed
    if lapsed is None or link._tracker is None:
        return None
    from mjgui.controller.game.bridge import hand_now

    return hand_now(link._tracker.controller.result, lapsed.hand)


def end_request(link: GameLink, lapsed: GameRequest | None = None) -> None:
    """Stop scoring for the game (recorded, a line recorded since, or the banner closed).
    ``lapsed``: the request ended while the hand it was scored for stays on the desk (the
    game changed under it, the tracker was closed): its seat winds are read in that hand,
    and, when the desk holds it, the desk keeps that game's rules until it is cleared."""
    had = link._request is not None or link._lapsed is not None
    link._request = None
    link.controller.forget_base()
    link.controller.release()  # a recorded hand left on the desk is the player's again
    link._lapsed = lapsed
    link._lapsed_tiles = link._desk_holds()
    link._lapsed_pin = lapsed is not None and link._lapsed_tiles
    serve(link)
    link._lapsed_desk = None
    if lapsed is not None and link._lapsed_pin and not link._desk_borrowed():
        link._lapsed_desk = (lapsed, link.controller.state)
    link._show_banner()
    if had:
        link.calculator_names_changed()


def close_banner(link: GameLink) -> None:
    """The banner's ✕: the desk stops scoring this hand for the game, and takes the game's
    round, honba and sticks when it follows the game (not a past hand's any more)."""
    end_request(link)
    if link.following():
        take_from_game(link)
    link.calculator_names_changed()


def apply_to_game(link: GameLink, *, direct: bool = False) -> bool:
    """Send the calculator's win to the game: the hand on the desk, or the han and fu (a
    limit, yakuman) picked without tiles; the winner and discarder are the tracker's
    request's (or found from the seat winds). ``direct`` (Ctrl+Enter): a win the tracker
    asked for is recorded at once and the tracker comes back, when the desk shows that win
    (its winner, ron or tsumo, and who dealt in); else the ron or tsumo dialog shows it
    first. A hand recorded from the desk and still on it is offered as a correction of its
    line; a hand in the game already, not tied to its line (the banner closed, the line
    undone and redone), is not pinned on whoever sits at its seat wind now: the dialog picks
    nobody and says which line holds it. A seat nobody sits at (the desk's North at a
    three-player table) names nobody either, and the dialog says so. True when the line was
    recorded."""
    from mjgui.controller.game.bridge import desk_value, desk_win

    value = desk_value(link.controller)
    if value is None:
        return False
    tracker = link.tracker()
    req = request(link)
    if req is not None and link._desk_borrowed():
        req = None  # set aside: a log's or the quiz's hand is no line of the game asked for
    spec = link.controller.spec()
    tsumo = spec.tsumo
    why: Callable[[bool], str] | None = None
    also, edit = False, None
    other: DeskWin | None = None  # the desk's other reading, a tick of "also ron" away
    if req is None:
        # a win nobody asked for: read in the hand it was scored for (a lapsed request's),
        # or the game's; a hand of the game already is that line's (nobody named)
        named, hands, why, other = read_desk(link, tracker.controller)
        also = hands.also
        state = tracker.controller.state
        if named.corrects is not None:  # a line holds the desk's tiles: the desk corrects it
            edit = named.corrects.number
            also = named.corrects.also and not tsumo
            state = named.corrects.hand
    else:
        state = req.hand_state
        named = desk_win(link.controller, state)
        hands = DeskHands(state)
    winner, discarder = named.winner, named.discarder
    pao = named.pao  # the liable player goes with the win
    if req is not None and state.started:
        edit = req.edit
        if state.seat_wind(req.winner) == spec.seat:
            winner = req.winner
            also = req.also and not tsumo
            if not tsumo and req.discarder is not None and spec.discarder is None:
                discarder = req.discarder
    differ = rules_note(link, state)
    counted = honba_note(link, hands)
    if differ is not None or counted is not None:  # the game counts the line: said too
        said = why

        def why_and_rules(ticked: bool) -> str:
            notes = (
                said(ticked) if said else "",
                counted(ticked) if counted else "",
                differ() if differ else "",
            )
            return "\n".join(t for t in notes if t)

        why = why_and_rules
    if direct and req is not None and req.recorded is None and desk_shows(link, req):
        link._recording = (winner, discarder, tsumo, also, edit)
        try:
            if tracker.record_win(value, tsumo, winner, discarder, also=also, edit=edit, pao=pao):
                return True
        finally:
            link._recording = None
    watch(
        link,
        hands,
        tracker.apply_hand(
            value,
            tsumo,
            winner,
            discarder,
            also=also,
            edit=edit,
            recorded_as=named.recorded,
            pao=pao,
            unseated=named.unseated,
            why=why,
            other=None if other is None else (other.winner, other.discarder, other.pao),
        ),
    )
    return False


def rules_note(link: GameLink, state: GameState) -> Callable[[], str] | None:
    """The dialog's note when the desk scores under other rules than the game's (Follow the
    game off): the game's rules decide what the line is worth, so the change the dialog
    previews, and records, may differ from the desk's payments; None under the same rules."""
    desk, game = link.controller.state.rules, state.rules
    if desk == game:
        return None

    def note() -> str:
        from mjgui.controller.game.phrases import rules_texts

        lang = link.controller.lang
        return (
            QCoreApplication.translate(
                "Tracker",
                "The desk scored this win under %1, but the game is played under %2: the "
                "game's rules count the line, and the change below is what it records",
            )
            .replace("%1", rules_texts(desk, lang)[1])
            .replace("%2", rules_texts(game, lang)[1])
        )

    return note


def honba_note(link: GameLink, hands: DeskHands) -> Callable[[bool], str] | None:
    """The dialog's note when the desk counts other honba than the hand its win goes in
    (the spin box changed): the game pays the line by that hand's count, and by who is paid
    them there (a second winner on one discard may be paid none), so the change the dialog
    previews, and records, may differ from the desk's payments; None when they agree."""
    desk = link.controller.state.situation.honba
    if all(hand is None or hand.honba == desk for hand in (hands.hand, hands.other)):
        return None

    tsumo = link.controller.state.situation.tsumo

    def note(ticked: bool) -> str:
        hand = hands.read_in(ticked)
        if hand is None or hand.honba == desk:
            return ""
        if ticked and not tsumo and hand.rules.multiple_ron_honba == "first":
            # another winner on one discard: no count is paid to them (RULES.md, double ron)
            said = QCoreApplication.translate(
                "Tracker",
                "The desk counts %1 honba, but %2 was played at %3 honba: in this game a second "
                "winner on one discard is paid no honba (the first winner after the discarder "
                "takes them), and the change below is what it records",
            )
        else:
            said = QCoreApplication.translate(
                "Tracker",
                "The desk counts %1 honba, but %2 was played at %3 honba: the game pays the "
                "line by its own count, and the change below is what it records",
            )
        return said.replace("%1", str(desk)).replace("%2", hand_label(hand)).replace("%3", str(hand.honba))

    return note


def read_desk(link: GameLink, game: TrackerController) -> DeskRead:
    """Whom the desk's win names when no request holds it, in which hand (whether it is
    another winner on the last ron's discard), the dialog's note (why nobody is named, or
    how the seats were read; None: it says nothing), and the other reading of the desk's
    seats (None: one reading). A hand in the game already names nobody (its line's note
    says so; a liable player is read in the game's hand, where the dialog's line is); after a
    lapsed request, its hand's seat winds, and nobody once the game no longer plays that
    hand; otherwise the game's hand, or, when the desk's ron reads as another winner on the
    last ron's discard as well, the likelier of the two (:func:`also_likelier`): the note
    names the other, which the dialog's "also ron" tick picks."""
    from mjgui.controller.game.bridge import NOBODY, also_likelier, also_reading, desk_win

    state = game.state
    named = desk_win(link.controller, state, game.result)
    if named.recorded is not None:
        return DeskRead(named, DeskHands(state))
    if named.corrects is not None:  # the desk's hand is that line's, changed: it corrects it
        number = named.corrects.number
        return DeskRead(named, DeskHands(named.corrects.hand), lambda _ticked: _corrects_note(number))
    tsumo = link.controller.state.situation.tsumo
    lapsed = None if link._desk_borrowed() else link._lapsed  # a log's hand: not its hand
    if lapsed is not None and not (lapsed.hand.also and tsumo):  # no tsumo on a discard
        hand = lapsed_state(link)
        if hand is None:
            gone = lapsed.hand_state
            return DeskRead(NOBODY, DeskHands(None), lambda _ticked: _gone_note(gone))
        return DeskRead(desk_win(link.controller, hand), DeskHands(hand, lapsed.hand.also and not tsumo))
    other = also_reading(link.controller, state)
    group = state.last_ron
    if other is None or group is None or (other.winner, other.discarder) == (named.winner, named.discarder):
        return DeskRead(named, DeskHands(state))
    undone = game.undone_line()
    also = also_likelier(link.controller, state, named, other, None if undone is None else undone.action)
    chosen, alternative = (other, named) if also else (named, other)
    hands = DeskHands(group.before, True, state) if also else DeskHands(state, False, group.before)

    def note(ticked: bool) -> str:  # says the reading "also ron" now picks, and the other
        return _reading_note(state, ticked, named if ticked else other)

    return DeskRead(chosen, hands, note, alternative)


def desk_shows(link: GameLink, req: GameRequest) -> bool:
    """The desk shows the win asked for: its own hand (not one shown from a log), the
    winner's seat wind, ron or tsumo, the honba of its hand, and on ron who dealt in."""
    if link._desk_borrowed() or link.controller.showing == "recorded":
        return False
    state = req.hand_state
    s = link.controller.state.situation
    if s.seat != state.seat_wind(req.winner) or s.tsumo != req.tsumo:
        return False
    if s.honba != state.honba:  # another count: the game pays its own (the dialog says so)
        return False
    return req.tsumo or req.discarder is None or s.discarder == state.seat_wind(req.discarder)


def watch(link: GameLink, hands: DeskHands, dialog: ActionDialog | None) -> None:
    """The ron or tsumo dialog the desk's win went to, read in ``hands``: it follows the
    desk while open."""
    link._applied = None if dialog is None else weakref.ref(dialog)
    s = link.controller.state.situation
    link._applied_desk = (s.seat, s.tsumo, None if s.tsumo else s.discarder)
    link._applied_hands = hands


def applied_dialog(link: GameLink) -> ActionDialog | None:
    dialog = link._applied() if link._applied is not None else None
    if dialog is None or link._tracker is None or link._tracker.dialog is not dialog:
        link._applied = None
        return None
    return dialog


def follow_dialog(link: GameLink, swapped: bool = False) -> None:
    """The desk changed while its win waits in the tracker's dialog: the dialog's hand (or
    value) follows, and the liable player, read in the hand the desk's seats were read in
    for the dialog (the discard's for another winner on it: the deal may have passed since;
    by "also ron" ticked or not, when they read two ways; left as picked when the game no
    longer plays the hand the desk scored); another winner's seat, ron or tsumo, or who
    dealt in, or nothing that wins, or (``swapped``) a hand from a game log or the quiz put
    on the desk or taken off it: the dialog closes (it would record what the desk no longer
    shows), and the status bar says why."""
    dialog = applied_dialog(link)
    if dialog is None:
        return
    from mjgui.controller.game.bridge import desk_liable, desk_value

    s = link.controller.state.situation
    desk = (s.seat, s.tsumo, None if s.tsumo else s.discarder)
    value = desk_value(link.controller)
    if not swapped and desk == link._applied_desk and value is not None and dialog.set_win_value(value):
        ticked = dialog.also_ticked()
        hands = link._applied_hands or DeskHands(None)  # set with the dialog (watch)
        hand = hands.read_in(ticked)
        if hand is not None:  # the liable player too
            other = hands.other_reading(ticked)
            dialog.set_pao(
                desk_liable(link.controller, hand),
                None if other is None else desk_liable(link.controller, other),
            )
        return
    link._applied = None
    dialog.reject()
    window = link._window()
    if isinstance(window, QMainWindow):
        if swapped and link._borrowed:  # Apply to game would offer the log's hand now
            text = QCoreApplication.translate(
                "Tracker",
                "A hand from a game log or the quiz is on the desk: the game's dialog was closed "
                "(Ctrl+Z brings back the hand it showed)",
            )
        else:
            text = QCoreApplication.translate(
                "Tracker", "The desk changed: the game's dialog was closed (Apply to game opens it again)"
            )
        window.statusBar().showMessage(text, 8000)


def catch_recorded(link: GameLink) -> None:
    """The game changed: when that was the desk's win recorded (at once, or by OK in the
    dialog it went to), the hand on the desk stays tied to its line."""
    tracker = link._tracker
    if tracker is None:
        return
    record = tracker.controller.record
    pending = link._recording
    line: str | None = None
    if pending is None:
        dialog = applied_dialog(link)
        if dialog is None or dialog.kind not in ("ron", "tsumo") or not dialog.isVisible():
            return
        line = dialog.line.text()
        tsumo = dialog.kind == "tsumo"
        also = not tsumo and dialog.also_ticked()
        discarder = None if tsumo else dialog.discarder.one()
        pending = (dialog.winner.one(), discarder, tsumo, also, dialog.edit)
    winner, discarder, tsumo, also, edit = pending
    number = edit if edit is not None else len(record.lines)
    if winner is None or not 1 <= number <= len(record.lines):
        return
    if line is not None and record.line(number).text != line:
        return
    link._recording = None
    link._applied = None
    from mjgui.controller.game.bridge import desk_hand, line_situation

    before = tracker.controller.state_before(number)
    hand_state = before.last_ron.before if also and before.last_ron is not None else before
    link._lapsed = None
    link._lapsed_desk = None
    link._request = GameRequest(
        winner,
        discarder,
        tsumo,
        also,
        number,
        line_situation(tracker.controller.result, number, winner, discarder, tsumo, also),
        tracker.controller.state,
        hand_state,
        desk_hand(record, number, also),
        tuple(text.text for text in record.lines[:number]),
    )
    link.controller.forget_base()
    link.controller.keep_shown()


def take_from_game(link: GameLink) -> bool:
    """Round wind, honba, sticks, renchan and rules from the game into the calculator; while
    the desk holds another winner's hand on the last ron's discard (a lapsed request's, its
    line undone), that discard's, with the honba and sticks that winner is paid there. No
    game on: the tracker comes forward saying so, New game… at hand."""
    if link._tracker is None or not link._tracker.controller.state.started:
        link.tracker().say_no_game(
            lambda: QCoreApplication.translate(
                "Tracker",
                "Start or resume a game first: round, honba and sticks come from the game on the table.",
            )
        )
        return False
    from dataclasses import replace

    from mjgui.controller.game.bridge import apply_situation, calc_situation

    state = link._tracker.controller.state
    situation = calc_situation(state)
    lapsed = None if link._desk_borrowed() else link._lapsed
    if lapsed is not None and lapsed.hand.also and not lapsed.tsumo and lapsed_state(link) is not None:
        also = calc_situation(state, lapsed.winner, lapsed.discarder, False, also=True)
        # the counters and the round only: the desk's seats and flags are the player's
        situation = replace(also, seat=None, discarder=None, tsumo=None, riichi=None)
    return apply_situation(link.controller, situation)


def game_changed(link: GameLink) -> None:
    catch_recorded(link)
    # a win asked for keeps its own situation (another winner's honba and sticks, a past
    # line's) until it is recorded; a hand recorded from the desk stays as recorded, the
    # desk Next hand goes to follows the game
    req = request(link)
    serve(link)
    if (req is None or req.recorded is not None) and link.following():
        take_from_game(link)
    link._show_banner()
    link._update_enabled()
    # the payment cards name the players (or stop naming them)
    link.calculator_names_changed()


def pin(link: GameLink) -> GamePin | None:
    """The game the desk scores for: a win asked for (its rules, the winner's riichi the
    game knows), the hand of one that lapsed while still on the desk (its game's rules, also
    once the tracker is closed or the game not followed: the hand was scored under them),
    or the game followed (its rules); None: the desk's own rules."""
    from mjgui.controller.scoring.state import GamePin

    req = link._request
    if req is not None and req.recorded is None:
        state = req.hand_state
        riichi = state.seat_wind(req.winner) if req.winner in state.in_riichi else None
        return GamePin(state.rules, riichi)
    lapsed = link._lapsed
    if lapsed is not None and link._lapsed_pin:
        if lapsed_state(link) is not None:
            return GamePin(lapsed.hand_state.rules)
        # the game no longer plays that hand (another record opened, its lines undone, a
        # new game): the desk follows the game the tracker shows, or has its own rules
        link._lapsed_pin = False
        link._lapsed_desk = None
        link._unpinned = lapsed.hand_state.rules
    live = link._live_state()
    if live is not None and link.follows_game():
        return GamePin(live.rules)
    return None


def serve(link: GameLink) -> None:
    link.controller.serve(pin(link))
    unpinned, link._unpinned = link._unpinned, None
    if unpinned is not None:
        drop_closed_notice(link)
        # said once the change is whole (a record opened from the calculator's Ctrl+O is
        # read before its tracker is shown, which the desk then follows)
        QTimer.singleShot(0, link, lambda: say_unpinned(link, unpinned))


def pin_kept(link: GameLink) -> bool:
    """The desk scores for a game's hand again (a win asked for, Ctrl+Z's hand back)."""
    return (link._request is not None and link._request.recorded is None) or (
        link._lapsed is not None and link._lapsed_pin
    )


def drop_closed_notice(link: GameLink) -> None:
    """The status bar's notice of the tracker closed with the game's hand on the desk goes,
    once the desk no longer keeps that game's rules: Ctrl+Enter checks that win no more."""
    notice, link._closed_notice = link._closed_notice, ""
    window = link._window()
    if notice and isinstance(window, QMainWindow) and window.statusBar().currentMessage() == notice:
        window.statusBar().clearMessage()


def say_unpinned(link: GameLink, before: object) -> None:
    """The desk no longer keeps a closed or changed game's rules for the hand on it (the
    game no longer plays that hand): the closed tracker's notice goes, and where the hand
    on the desk is now scored under other rules, the status bar names them: the game the
    tracker shows, or the desk's own."""
    from mjgui.controller.scoring.present import rules_named

    if not link._desk_holds() or link._desk_borrowed() or pin_kept(link):
        return
    rules = link.controller.state.rules
    if rules == before:
        return
    named = rules_named(rules, link.languages.current)
    if link._live_state() is not None and link.follows_game():
        text = QCoreApplication.translate(
            "Tracker",
            "The game in the tracker no longer plays the hand on the desk: the desk now scores it "
            "under that game's rules, %1",
        )
    else:
        text = QCoreApplication.translate(
            "Tracker",
            "The game no longer plays the hand on the desk: the desk now scores it under its own rules, %1",
        )
    link._say(text.replace("%1", named))


def calculator_requested(link: GameLink, situation: object, winner: int, discarder: int) -> None:
    from mjgui.controller.game.bridge import CalcSituation, apply_situation, start_request

    if not isinstance(situation, CalcSituation):
        return
    if winner < 0:  # the calculator alone (Ctrl+K): the game's round, honba and sticks
        apply_situation(link.controller, situation)
    else:
        window = link._window()
        if window is not None and hasattr(window, "before_request"):
            window.before_request(situation.hand is not None)
        assert link._tracker is not None
        from mjgui.controller.game.bridge import desk_hand

        game = link._tracker.controller
        hand_state = game.state_before(situation.edit)
        if situation.also and hand_state.last_ron is not None:
            hand_state = hand_state.last_ron.before
        link._lapsed = None
        link._lapsed_desk = None
        link._request = GameRequest(
            winner,
            None if discarder < 0 else discarder,
            bool(situation.tsumo),
            situation.also,
            situation.edit,
            situation,
            game.state,
            hand_state,
            desk_hand(game.record, situation.edit, situation.also),
        )
        serve(link)  # the game's rules, and the winner's riichi it knows
        start_request(link.controller, situation)
        if situation.typed and window is not None and hasattr(window, "type_notation"):
            window.type_notation(situation.typed)
        link.calculator_names_changed()
    link._show_banner()
    from mjgui.gui.tracker.window import bring_to_front

    bring_to_front(link.window)


def desk_as_recorded(link: GameLink, req: GameRequest) -> bool:
    """The desk shows the win as line ``req.edit`` of the game has it: the same winner's
    seat, ron or tsumo and discarder, and the same line from its hand (not changed, or
    undone, on the desk since it was recorded)."""
    from mjgui.controller.game.bridge import desk_liable, desk_value, win_line

    tracker = link._tracker
    value = desk_value(link.controller)
    if tracker is None or value is None or req.edit is None:
        return False
    hand = req.hand_state
    s = link.controller.state.situation
    if s.seat != hand.seat_wind(req.winner) or s.tsumo != req.tsumo:
        return False
    if not req.tsumo and req.discarder is not None and s.discarder != hand.seat_wind(req.discarder):
        return False
    game = tracker.controller
    if not 1 <= req.edit <= len(game.record.lines):
        return False
    pao = desk_liable(link.controller, hand)
    line = win_line(game.state_before(req.edit), value, req.tsumo, req.winner, req.discarder, req.also, pao)
    return line == game.record.line(req.edit).text


def tracker_open_changed(link: GameLink, shown: bool) -> None:
    """The tracker was closed (its game is no longer open at the table: the desk stops
    scoring for it, and says so when a win was asked for) or shown again (followed again)."""
    if shown:
        if link._waiting is not None:  # the hint of a game waiting
            from mjgui.gui.tracker.waiting import drop_waiting

            drop_waiting(link)
    else:
        req = link._request
        # the hand scored for the game stays on the desk under the game's rules (it was
        # scored under them): Ctrl+Enter brings the tracker back with the dialog to check it
        kept = req if req is not None else link._lapsed
        holds = kept is not None and link._desk_holds() and not link._desk_borrowed()
        end_request(link, kept if holds else None)
        if req is not None and req.recorded is None:
            if holds and link._win:
                text = QCoreApplication.translate(
                    "Tracker",
                    "The game tracker was closed: the desk no longer scores this hand for the "
                    "game; Ctrl+Enter brings the tracker back to check the win",
                )
            else:
                text = QCoreApplication.translate(
                    "Tracker",
                    "The game tracker was closed: the desk no longer scores this hand for the game",
                )
            link._say(text)
            link._closed_notice = text if link._lapsed_pin else ""
    game_changed(link)


def banner_text(link: GameLink) -> str:
    """The banner's words while the calculator scores for the game (a win asked for, or the
    line the desk's win was recorded as): whose win, in which hand, and how to record it."""
    req = link._request
    assert req is not None
    state = req.hand_state
    names = state.names
    winner = names[req.winner] if 0 <= req.winner < len(names) else "?"
    if req.tsumo:
        what = QCoreApplication.translate("Tracker", "%1 wins by tsumo").replace("%1", winner)
    else:
        asked = req.discarder
        loser = names[asked] if asked is not None and 0 <= asked < len(names) else "?"
        what = (
            QCoreApplication.translate("Tracker", "%1 also wins by ron from %2")
            if req.also
            else QCoreApplication.translate("Tracker", "%1 wins by ron from %2")
        )
        what = what.replace("%1", winner).replace("%2", loser)
    if req.recorded is not None and (link._desk_borrowed() or desk_as_recorded(link, req)):
        head = QCoreApplication.translate("Tracker", "Recorded as line %1 of the game").replace(
            "%1", str(req.edit)
        )
    elif req.recorded is not None:  # changed on the desk since (undone there, say)
        head = QCoreApplication.translate("Tracker", "Not as recorded in line %1 of the game").replace(
            "%1", str(req.edit)
        )
    elif req.edit is None:
        head = QCoreApplication.translate("Tracker", "Scoring for the game")
    else:
        head = QCoreApplication.translate("Tracker", "Correcting line %1 of the game").replace(
            "%1", str(req.edit)
        )
    where = hand_label(state)
    if req.situation.riichi and req.recorded is None:  # ticked; ippatsu the game cannot know
        what += " · " + QCoreApplication.translate("Tracker", "riichi declared (I: ippatsu)")
    if link._desk_borrowed():
        keys = QCoreApplication.translate(
            "Tracker",
            "set aside while the desk shows a hand from a game log or the quiz: Ctrl+Z goes back to it",
        )
    elif req.recorded is not None:
        keys = QCoreApplication.translate(
            "Tracker", "Ctrl+Enter opens that line to correct it; Next hand (N) for the next one"
        )
    elif desk_shows(link, req):
        keys = QCoreApplication.translate("Tracker", "Ctrl+Enter records it")
    else:
        keys = QCoreApplication.translate(
            "Tracker", "the desk shows another win: Ctrl+Enter opens the dialog to check it"
        )
    return f"{head}: {what} · {where} — {keys}"


def desk_changed(link: GameLink, borrowed: bool, swapped: bool) -> None:
    """The desk changed during a hand-off (the link's ``_calculator_view``): a lapsed request's
    hand cleared from it (or brought back by Ctrl+Z), a recorded hand gone (Next hand), the
    banner said again, the ron or tsumo dialog the desk's win went to following the desk.
    ``borrowed``: the desk shows a hand from a game log or the quiz; ``swapped``: such a hand
    came or went with this change."""
    lapsed = link._lapsed
    if lapsed is not None:  # the desk cleared: a hand of its own now, read in the game
        holds = link._desk_holds()
        if link._lapsed_tiles and not holds:
            link._lapsed = None
            link.calculator_names_changed()
            if link._lapsed_pin:  # the game's rules went with its hand: the desk's own, or
                # the game followed, once this view is with every listener (no view in between)
                link._lapsed_pin = False
                drop_closed_notice(link)
                QTimer.singleShot(0, link, lambda: serve(link))
            else:
                link._lapsed_desk = None
        elif holds and link._lapsed_pin and not borrowed:
            link._lapsed_desk = (lapsed, link.controller.state)
        link._lapsed_tiles = holds
    elif link._lapsed_desk is not None and link._request is None and not borrowed and link._desk_holds():
        kept, desk = link._lapsed_desk
        state = link.controller.state
        if state == desk._replace(game=state.game, preset=state.preset, overrides=state.overrides):
            # Ctrl+Z brought back the hand the desk was cleared of: its game's rules with it
            # (the undo step holds the hand as scored under them), while the game plays it
            link._lapsed = kept
            link._lapsed_tiles = True
            link._lapsed_pin = True
            link.calculator_names_changed()
            QTimer.singleShot(0, link, lambda: serve(link))
    req = link._request
    if req is not None and req.recorded is not None and not (link._shows_recorded() or link._desk_borrowed()):
        # Next hand: the recorded hand left the desk (the desk it went to follows the game);
        # or other rules chosen for it once the game ended: the hand is the player's now
        # (a log's or the quiz's hand shown over it only sets the tie aside)
        link._request = None
        link.controller.release()
        link.calculator_names_changed()
        link._show_banner()
    elif req is not None:
        # whether Ctrl+Enter records it at once; set aside while a log's or the quiz's hand
        # is on the desk (Ctrl+Enter offers that as a new line), back when Ctrl+Z or Next
        # hand brings back the game's: winner, who dealt in, the line corrected kept
        link._show_banner()
    follow_dialog(link, swapped)


def hand_label(state: GameState) -> str:
    """A hand of the game as the banner and the notices name it: its round wind and number."""
    from mjgui.gui.situation import wind_label

    return f"{wind_label(state.round_wind)} {state.hand}"


def _gone_note(hand: GameState) -> str:
    """The dialog's note for a desk's win scored for a hand the game no longer plays."""
    return QCoreApplication.translate(
        "Tracker",
        "The desk scored this win for %1, which is not the game's hand now: pick the winner and who dealt in",
    ).replace("%1", hand_label(hand))


def _corrects_note(number: int) -> str:
    """The dialog's note for a desk's hand that a line of the game won with, with other
    indicators, nuki or flags: the dialog corrects that line."""
    return QCoreApplication.translate(
        "Tracker",
        "Line %1 holds this hand with other dora, nuki or flags: Save the change puts the desk's "
        "hand in it. If this is another win with the same tiles, cancel and ask for it from the "
        "tracker's Ron or Tsumo",
    ).replace("%1", str(number))


def _reading_note(state: GameState, also: bool, other: DeskWin) -> str:
    """The dialog's note for a desk's ron whose seat winds read two ways: another winner on the
    last ron's discard of ``state``, or a win in the hand the game plays now. ``also``: the
    dialog proposes the first; ``other``: the reading it does not propose, which a tick (or
    untick) of "also ron" picks."""
    names = state.names

    def name(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    group = state.last_ron
    if also:
        text = QCoreApplication.translate(
            "Tracker",
            "By the desk's seats this is another winner on the last ron's discard (%1); if it is "
            "%2 from %3 in %4, the hand being played now, untick “also ron”",
        )
    else:
        text = QCoreApplication.translate(
            "Tracker",
            "By the desk's seats this is a win in %4, the hand being played now; if it is %2 from "
            "%3, another winner on the last ron's discard (%1), tick “also ron”",
        )
    values = {
        "1": hand_label(group.before) if group is not None else "?",
        "2": name(other.winner),
        "3": name(other.discarder),
        "4": hand_label(state),
    }
    return re.sub("%([1-4])", lambda m: values[m.group(1)], text)  # in one pass: a name may hold "%1"
