"""At the live table (issue 12): the traps between hands, each driven as a player does, with
real key presses and mouse clicks on the calculator window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QLineEdit,
    QTabWidget,
)

from mjgui.gui.tables import WaitsTable
from mjgui.gui.teach.widgets import TableExcerpt

ESC = Qt.Key.Key_Escape
ENTER = Qt.Key.Key_Return


def _press(player, key: Qt.Key) -> None:
    player.key(key)


def _waits(player) -> dict[str, str]:
    table = player.find("waits", WaitsTable)
    return {
        table.topLevelItem(i).text(0): table.topLevelItem(i).text(1) for i in range(table.topLevelItemCount())
    }


# -- 1. Esc keeps the palette mode -------------------------------------------------------------


def test_esc_after_choosing_dora_goes_back_to_hand_mode(player) -> None:
    player.click_tiles("123m")
    player.mode("dora")
    assert player.find("mode-dora").isChecked()
    _press(player, ESC)
    assert player.find("mode-hand").isChecked()
    assert player.hand() == ["1m", "2m", "3m"], "the first Esc only leaves the mode"
    player.click_tiles("2m")
    assert player.hand() == ["1m", "2m", "2m", "3m"], "2m is a hand tile, not a dora indicator"
    assert player.window.controller.state.dora == ()


def test_esc_after_clicking_a_free_dora_slot_goes_back_to_hand_mode(player) -> None:
    player.mode("kan")
    player.click_tiles("8p")
    player.click_widget(player.window.dora_row.slots()[0])  # the free slot: Dora mode
    assert player.find("mode-dora").isChecked()
    _press(player, ESC)
    assert player.find("mode-hand").isChecked()
    player.click_tiles("2m")
    assert player.hand() == ["2m"]


def test_next_hand_returns_to_hand_mode_and_keeps_seat_and_counters(player) -> None:
    player.click_tiles("123m")
    player.choose("seat", 1)
    player.mode("pon")
    player.click("clear")  # the Next hand button
    assert player.find("mode-hand").isChecked()
    assert player.hand() == []
    assert player.window.controller.state.situation.seat == 1
    player.click_tiles("5p")
    assert player.hand() == ["5p"]


def test_esc_twice_starts_the_next_hand(player) -> None:
    player.click_tiles("123m")
    player.mode("ura")  # disabled without riichi: still a mode to leave
    player.mode("discard")
    _press(player, ESC)
    assert player.hand() == ["1m", "2m", "3m"]
    _press(player, ESC)
    assert player.hand() == []
    assert player.headline == "Enter a hand"


def test_esc_right_after_a_dora_indicator_keeps_the_hand(player) -> None:
    """One indicator puts the palette back in Hand mode by itself, so the Esc a player means as
    "leave Dora mode" only says the palette is in Hand mode; the next Esc clears the hand, and
    says Ctrl+Z brings it back."""
    player.type("234m567p3467888s5s")
    player.mode("dora")
    player.click_tiles("2s")
    assert player.find("mode-hand").isChecked()
    scored = player.headline
    assert scored == "5800"  # with the dora
    _press(player, ESC)
    assert len(player.hand()) == 14 and player.headline == scored
    assert player.window.controller.state.dora != ()
    assert any(
        m.endswith(
            "The palette is back in Hand mode already (it goes back after each set or indicator); "
            "press Esc again to clear the hand."
        )
        for m in player.messages()
    )
    _press(player, ESC)
    assert player.hand() == [] and player.headline == "Enter a hand"
    assert any(m.endswith("The hand was cleared: Ctrl+Z brings it back.") for m in player.messages())
    player.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert player.headline == scored
    assert not any("cleared" in m for m in player.messages())
    # a set picked on the palette goes back to Hand mode the same way
    player.click("clear")
    player.mode("pon")
    player.click_tiles("5p")
    _press(player, ESC)
    assert player.window.controller.state.melds != ()
    _press(player, ESC)
    assert player.window.controller.state.melds == ()


# -- 2. Discards mode hides the yaku -----------------------------------------------------------


def test_a_complete_hand_after_adding_discards_shows_its_yaku(player) -> None:
    player.type("234m567p3467888s")
    player.click("discards-mode")
    player.click_tiles("9s")
    _press(player, ESC)  # leaves the notation field: the discards stay
    _press(player, ESC)  # the next hand
    player.type("234m567p3467888s5s")
    assert player.headline == "2900"
    assert not player.find("mode-discard").isChecked()
    assert player.find("mode-hand").isChecked()
    assert player.find("yaku").isVisible()
    assert any("Pinfu" in row for row in player.rows("yaku"))
    assert not player.find("waits").isVisible()


def test_the_14th_tile_in_discards_mode_leaves_the_waits(player) -> None:
    player.type("234m567p3467888s")
    player.click("discards-mode")
    player.click_tiles("9s")
    assert player.find("mode-discard").isChecked()
    player.type("5s")  # typing the winning tile completes the hand
    assert player.find("mode-hand").isChecked()
    assert player.headline == "2900"
    assert any("Tanyao" in row for row in player.rows("yaku"))


# -- 3. Focus stays in the notation field ------------------------------------------------------


def test_enter_leaves_the_field_so_t_and_r_are_flags(player) -> None:
    field = player.find("notation")
    player.type("234m567p3467888s5s")
    assert field.hasFocus()
    _press(player, ENTER)
    assert not field.hasFocus()
    _press(player, Qt.Key.Key_T)
    _press(player, Qt.Key.Key_R)
    assert player.find("tsumo").isChecked()
    assert player.find("riichi", QCheckBox).isChecked()
    assert field.text() == "234m567p3467888s5s"
    assert player.find("notation-error", QLabel).full_text() == ""
    assert player.headline == "2600\u00a0all"


def test_enter_on_an_incomplete_hand_stays_in_the_field(player) -> None:
    field = player.find("notation")
    player.type("234m567p")
    _press(player, ENTER)
    assert field.hasFocus()


def test_t_and_r_typed_in_the_field_are_the_flags_not_letters(player) -> None:
    field = player.find("notation")
    player.type("234m567p3467888s5s")
    assert field.hasFocus()
    _press(player, Qt.Key.Key_T)
    _press(player, Qt.Key.Key_R)
    assert field.text() == "234m567p3467888s5s"
    assert player.find("notation-error", QLabel).full_text() == ""
    assert player.find("tsumo").isChecked()
    assert player.find("riichi", QCheckBox).isChecked()


def test_esc_leaves_the_field_without_losing_the_hand(player) -> None:
    field = player.find("notation")
    player.type("234m567p3467888s5s")
    _press(player, ESC)
    assert not field.hasFocus()
    assert player.headline == "2900"


def test_a_notation_error_does_not_move_the_panel(player) -> None:
    hand = player.window.hand_row
    palette = player.window.palette_widget
    before = (hand.mapTo(player.window, hand.rect().topLeft()), palette.y())
    player.type("123m45")
    error = player.find("notation-error", QLabel)
    assert "position 5" in error.full_text()
    QApplication.processEvents()
    assert (hand.mapTo(player.window, hand.rect().topLeft()), palette.y()) == before
    # a long error ends in "…" at the end of its lines; the whole of it is in the tooltip
    player.type("9999999999999999999999999999999999999999999999999999999999999999999")
    QApplication.processEvents()
    assert (hand.mapTo(player.window, hand.rect().topLeft()), palette.y()) == before
    assert error.toolTip() == error.full_text()


# -- 4. Wrong messages -------------------------------------------------------------------------


def test_no_yaku_without_dora_does_not_speak_of_dora(player) -> None:
    player.type("456p45789s22z3s(123m)")
    assert player.headline == "No yaku"
    (message,) = player.messages()
    # an open hand (the chi): neither riichi nor menzen tsumo is offered to it
    assert message.endswith(
        "No yaku: an open hand needs a yaku that counts when open (for example yakuhai, toitoi or "
        "honitsu); riichi and menzen tsumo need a closed hand."
    )
    # with a dora indicator, the hand has dora: then the sentence says they do not win alone
    _press(player, ESC)
    player.mode("dora")
    player.click_tiles("3p")
    assert any("dora alone do not win" in m for m in player.messages())


def test_a_kan_is_called_a_kan_in_the_pinfu_hint(player) -> None:
    player.type("234678m4599s6s[8888p]")
    texts = " ".join(player.window.near_misses.texts())
    assert "8888p is a triplet" not in texts
    # a declared kan is not undone by changing a tile: pinfu is not "one step away" (issue 25)
    assert "Pinfu" not in texts and "Tanyao needs 2 tiles of the hand changed" in texts


# -- 5. Waits ignore your own discards ---------------------------------------------------------


def test_waits_left_counts_your_own_discards(player) -> None:
    player.type("234m567p3467888s")  # waits 2s 5s
    player.click("discards-mode")
    player.click_tiles("5s")
    # the palette counts the plain fives and the red five apart; the waits count them together
    assert (player.tile("5s").badge, player.tile("0s").badge) == (2, 1)
    assert _waits(player)["5s"] == "3"
    assert _waits(player)["2s"] == "4"


def test_waits_left_matches_the_palette_after_a_9s_discard(player) -> None:
    player.type("234m567p111z78s99s")  # waits 6s 9s
    player.click("discards-mode")
    player.click_tiles("9s")
    assert player.tile("9s").badge == 1
    assert _waits(player)["9s"] == "1"


# -- 6. A double yakuman lights the wrong cell -------------------------------------------------


def test_a_double_yakuman_lights_its_own_payment(player) -> None:
    player.type("19m19p19s1234567z1m")
    player.choose("seat", 1)  # a click: the notation field is left
    _press(player, Qt.Key.Key_T)
    assert player.headline.endswith("16\u202f000 / 32\u202f000")
    excerpt = player.find("table-excerpt", TableExcerpt)
    assert excerpt.lit_text == "16\u202f000 / 32\u202f000"
    tabs = player.find("details", QTabWidget)
    bar = tabs.tabBar()
    player.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    table = player.window.score_table
    assert table.isVisible()
    assert table.lit_cell is not None
    assert table.item(*table.lit_cell).text() == "16\u202f000 / 32\u202f000"
    assert table.verticalHeaderItem(table.lit_cell[0]).text().startswith("Double yakuman")


# -- 8. Small screens --------------------------------------------------------------------------


def _inside(widget, window) -> bool:
    """The widget is shown whole inside the window (not cut at an edge)."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    bottom_right = widget.mapTo(window, widget.rect().bottomRight())
    return window.rect().contains(top_left) and window.rect().contains(bottom_right)


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_1024x640_fits_and_shows_the_total(make_window, qtbot, lang: str) -> None:
    from conftest import Player

    # one window per language, made active (its shortcuts answer)
    window = make_window(lang)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    player = Player(qtbot, window)
    window.resize(1024, 640)
    player.type("234m567p3467888s5s")
    _press(player, ESC)
    _press(player, Qt.Key.Key_T)
    _press(player, Qt.Key.Key_R)
    honba = player.find("honba")
    honba.setValue(2)
    _settle()
    assert window.width() == 1024 and window.height() == 640, lang
    total = player.find("arithmetic-total", QLabel)
    assert total.isVisible() and _inside(total, window), lang
    # the dealer's riichi tsumo pinfu tanyao, 2 honba: 2600 + 200 from each of three
    word = "Итого" if lang == "ru" else "Total"
    assert total.text() == f"{word}: 2800 + 2800 + 2800 = 8400"
    headline = player.find("headline", QLabel)
    assert _inside(headline, window)
    assert headline.fontMetrics().horizontalAdvance(headline.text()) <= headline.width(), lang
    # every situation control is as wide as its text needs: none is cut at its side
    for name in ("double_riichi", "seat", "round", "rule-options"):
        widget = player.find(name)
        assert widget.width() >= widget.minimumSizeHint().width(), (lang, name)


# every limit row of the excerpt, the payment cards of a yakuman: the window keeps 1024 px
LIMIT_HANDS = {  # the hand, its total (en, ru) and its lit excerpt cell (en, ru)
    "mangan": (
        "234m567p3467888s5s --riichi --tsumo --seat S --dora 2s --honba 1",
        ("Total: 4100 + 2100 + 2100 = 8300", "Итого: 4100 + 2100 + 2100 = 8300"),
        ("2000 / 4000", "2000 / 4000"),
    ),
    "sanbaiman": (
        "22334455m666p77s7s --riichi --tsumo --seat S --dora 1m,4p,1m,6s",
        ("Total: 12\u202f000 + 6000 + 6000 = 24\u202f000", "Итого: 12\u202f000 + 6000 + 6000 = 24\u202f000"),
        ("6000 / 12\u202f000", "6000 / 12\u202f000"),
    ),
    "yakuman": (
        "119m19p19s123456z7z --tsumo",
        (
            "Total: 16\u202f000 + 16\u202f000 + 16\u202f000 = 48\u202f000",
            "Итого: 16\u202f000 + 16\u202f000 + 16\u202f000 = 48\u202f000",
        ),
        ("16\u202f000 all", "16\u202f000 со\u00a0всех"),
    ),
    # a double yakuman: its limit row's name on two lines ("Double" over "yakuman")
    "double yakuman": (
        "19m19p19s12345677z --tsumo --seat E",
        (
            "Total: 32\u202f000 + 32\u202f000 + 32\u202f000 = 96\u202f000",
            "Итого: 32\u202f000 + 32\u202f000 + 32\u202f000 = 96\u202f000",
        ),
        ("32\u202f000 all", "32\u202f000 со\u00a0всех"),
    ),
    # four yakuman (suuankou tanki and daisuushii, each double): the winner's card "+128 000"
    "4x yakuman": (
        "111z222z333z444z55m --tsumo --seat S",
        (
            "Total: 64\u202f000 + 32\u202f000 + 32\u202f000 = 128\u202f000",
            "Итого: 64\u202f000 + 32\u202f000 + 32\u202f000 = 128\u202f000",
        ),
        ("32\u202f000 / 64\u202f000", "32\u202f000 / 64\u202f000"),
    ),
}


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("hand", list(LIMIT_HANDS))
def test_1024x640_fits_every_limit_hand(make_window, qtbot, lang: str, hand: str) -> None:
    from conftest import Player

    from mjgui.core.scoring.arguments import parse_score_args

    line, totals, lit = LIMIT_HANDS[hand]
    which = 1 if lang == "ru" else 0
    window = make_window(lang)
    player = Player(qtbot, window)
    window.resize(1024, 640)
    _settle()
    request, _ = parse_score_args(line.split())
    window.controller.load_spec(request.spec)  # as `mjgui HAND ...` opens it
    _settle()
    # a limit hand no longer makes the window's minimum wider than the screen: it stays put
    assert window.minimumSizeHint().width() <= 1024, (lang, hand)
    assert window.width() == 1024 and window.height() == 640, (lang, hand)
    total = player.find("arithmetic-total", QLabel)
    assert total.text() == totals[which]
    assert total.isVisible() and _inside(total, window), (lang, hand)
    # the Next hand button whole in the window: not cut at the left column's side
    clear = player.find("clear")
    assert clear.isVisible() and _inside(clear, window), (lang, hand)
    assert clear.width() >= clear.minimumSizeHint().width(), (lang, hand)
    # nothing in the left column is squeezed below its minimum (its buttons' text cut)
    column = window.input_scroll.widget()
    assert window.input_scroll.viewport().width() >= column.minimumSizeHint().width(), (lang, hand)
    # every kind of button there (tool buttons for the modes and winds, check and radio buttons),
    # not only push buttons: none narrower than its minimum, none with its text cut
    # (a line edit's own clear button is Qt's, sized by its field)
    buttons = [
        widget
        for widget in column.findChildren(QAbstractButton)
        if widget.isVisible() and not isinstance(widget.parent(), QLineEdit)
    ]
    assert {type(widget).__name__ for widget in buttons} >= {"QToolButton", "QCheckBox"}, buttons
    for widget in buttons:
        where = (lang, hand, type(widget).__name__, widget.objectName(), widget.text())
        assert widget.width() >= widget.minimumSizeHint().width(), where
        text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        needed = max((widget.fontMetrics().horizontalAdvance(line) for line in text.split("\n")), default=0)
        if not widget.icon().isNull():
            needed += widget.iconSize().width()
        assert needed <= widget.width(), where
    # the excerpt shows its limit rows whole, the lit one this hand's
    excerpt = player.find("table-excerpt", TableExcerpt)
    assert excerpt.width() >= excerpt.minimumSizeHint().width(), (lang, hand)
    assert excerpt.shown_columns() == (0, 1) and excerpt.lit_text == lit[which], (lang, hand)
    for card in window.payments.cards:
        assert card.width() >= card.minimumSizeHint().width(), (lang, hand, card.objectName())
        amount = card.amount  # the amount whole in its card
        assert amount.fontMetrics().horizontalAdvance(amount.text()) <= amount.width(), (lang, hand)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_long_player_names_never_widen_the_payment_cards(make_window, lang: str) -> None:
    """Following a game, a card shows its player's name: a long name is shortened to the card's
    width ("…"), the kanji and the dealer mark kept, so a yakuman keeps the window at 1024 px."""
    from mjgui.core.scoring.arguments import parse_score_args

    names = ["Александра", "Бартоломей", "Константин", "Владислава"]
    window = make_window(lang)
    window.resize(1024, 640)
    _settle()
    request, _ = parse_score_args(LIMIT_HANDS["yakuman"][0].split())
    window.controller.load_spec(request.spec)
    window.payments.set_names(names)
    _settle()
    assert window.minimumSizeHint().width() <= 1024 and window.width() == 1024, lang
    dealer = " · " + ("дилер" if lang == "ru" else "dealer")
    for seat, card in enumerate(window.payments.cards):
        wind = card.wind
        kanji = "東南西北"[seat]
        assert wind.text().startswith(f"{kanji} "), wind.text()
        assert wind.text().endswith(dealer) == (seat == 0), wind.text()
        assert wind.fontMetrics().horizontalAdvance(wind.text()) <= wind.width(), wind.text()
        assert names[seat] in wind.toolTip()  # the whole name in the tooltip
    east = window.payments.cards[0].wind.text()
    assert "…" in east and east.removeprefix("東 ").removesuffix(dealer).rstrip("…") in names[0]
    # a wider window shows more of the name; a short name is shown whole
    window.resize(1400, 800)
    _settle()
    assert len(window.payments.cards[0].wind.text()) > len(east)
    window.payments.set_names(["Aiko", "Boris", "Chen", "Dasha"])
    _settle()
    assert window.payments.cards[0].wind.text() == f"東 Aiko{dealer}"


def test_the_total_stays_in_sight_at_1280x800(player) -> None:
    player.window.resize(1280, 800)
    player.type("22m33p44s66m77s88p55z")  # chiitoitsu: a long list of steps with honba and sticks
    _press(player, ESC)
    player.find("honba").setValue(3)
    player.find("sticks").setValue(2)
    _settle()
    total = player.find("arithmetic-total", QLabel)
    assert total.text().startswith("Total: ")
    assert total.isVisible() and _inside(total, player.window)


# -- Fewer actions: one click for the seat and the round wind ----------------------------------


def test_seat_and_round_in_one_click_with_the_dealer_marked(player) -> None:
    assert player.find("seat-0").text() == "東 E · dealer"
    assert player.find("round-0").text() == "東 E"
    player.type("234m567p3467888s5s")
    player.click("seat-2")
    assert player.find("seat-2").isChecked() and not player.find("seat-0").isChecked()
    assert player.headline == "2000"  # non-dealer ron: riichi-less tanyao pinfu 2 han 30 fu
    player.click("round-1")
    assert player.window.controller.state.situation.round_wind == 1
    _press(player, Qt.Key.Key_Escape)
    _press(player, Qt.Key.Key_Escape)  # the next hand keeps the seat and the round
    assert player.find("seat-2").isChecked() and player.find("round-1").isChecked()


# -- Fewer actions: between hands --------------------------------------------------------------


def test_next_hand_keeps_the_counters_with_a_cue_and_one_click_zeroes_them(player) -> None:
    cue = player.find("counters-reset")
    player.type("234m567p3467888s5s")
    player.find("honba").setValue(2)
    player.find("sticks").setValue(1)
    assert not cue.isVisible(), "set by the player for this hand: no cue"
    player.click("clear")  # Next hand
    assert player.hand() == []
    assert (player.find("honba").value(), player.find("sticks").value()) == (2, 1)
    assert cue.isVisible() and cue.text() == "Last hand's: set to 0"
    player.click("counters-reset")
    assert (player.find("honba").value(), player.find("sticks").value()) == (0, 0)
    assert not cue.isVisible()
    # set by hand after the next hand: the cue goes
    player.find("honba").setValue(1)
    player.click("clear")
    assert cue.isVisible()
    player.find("honba").setValue(3)
    assert not cue.isVisible()


def test_next_hand_without_counters_shows_no_cue(player) -> None:
    player.type("234m567p3467888s5s")
    _press(player, ESC)
    _press(player, ESC)
    assert player.hand() == []
    assert not player.find("counters-reset").isVisible()


# -- Fewer actions: the keyboard path ----------------------------------------------------------


def test_the_whole_hand_from_the_keyboard(player) -> None:
    """Typed hand, then from the field: Alt+2 the seat, R riichi, I ippatsu, T tsumo, D then a
    palette tile a dora, N the next hand (the seat stays)."""
    field = player.find("notation")
    player.type("234m567p34678885s")
    assert field.hasFocus()
    player.key(Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    for key in (Qt.Key.Key_R, Qt.Key.Key_I, Qt.Key.Key_T):
        _press(player, key)
    assert field.text() == "234m567p34678885s"  # the same tiles: the text stays as typed
    assert player.find("seat-1").isChecked()
    assert player.headline == "Mangan — 2000 / 4000"  # riichi ippatsu tsumo tanyao pinfu
    _press(player, Qt.Key.Key_D)
    assert player.find("mode-dora").isChecked()
    player.click_tiles("2s")  # 3s is dora: one more han
    assert player.headline == "Haneman — 3000 / 6000"
    assert len(player.window.controller.state.dora) == 1
    _press(player, Qt.Key.Key_N)
    assert player.hand() == [] and field.text() == ""
    assert not player.find("tsumo").isChecked() and not player.find("riichi", QCheckBox).isChecked()
    assert player.find("seat-1").isChecked()


def test_letters_in_the_honba_box_are_the_windows_keys(player) -> None:
    player.type("234m567p34678885s")
    honba = player.find("honba")
    player.click_widget(honba)
    player.qtbot.keyClick(honba, Qt.Key.Key_Up)
    assert honba.value() == 1
    player.qtbot.keyClick(honba, Qt.Key.Key_T)
    assert player.find("tsumo").isChecked()
    player.qtbot.keyClick(honba, Qt.Key.Key_N)
    assert player.hand() == []


# -- Fewer actions: score without tiles --------------------------------------------------------


def test_score_without_tiles_han_fu_limit_and_yakuman(player) -> None:
    player.click("quick-toggle")
    assert not player.window.palette_widget.isVisible()
    assert player.headline == "Pick han and fu"
    player.click("han-3")
    player.click("fu-40")
    assert player.headline == "7700"  # the dealer's ron
    assert player.find("amount-E", QLabel).text() == "+7700"
    player.click("seat-1")
    assert player.headline == "5200"
    player.find("honba").setValue(1)
    player.find("sticks").setValue(1)
    assert player.headline == "5200 + 300\u00a0honba + 1000\u00a0sticks"
    _press(player, Qt.Key.Key_T)  # tsumo: 1300 / 2600 and 100 honba from each
    assert player.headline == "1300 / 2600 + 300\u00a0honba + 1000\u00a0sticks"
    player.click("limit-haneman")
    assert player.headline == "Haneman — 3000 / 6000 + 300\u00a0honba + 1000\u00a0sticks"
    player.click("yakuman")
    player.find("yakuman-count").setValue(2)
    assert player.headline == "Double yakuman — 16\u202f000 / 32\u202f000 + 300\u00a0honba + 1000\u00a0sticks"
    excerpt = player.find("table-excerpt", TableExcerpt)
    assert excerpt.lit_text == "16\u202f000 / 32\u202f000"
    # the next hand: nothing picked, the mode stays
    player.click("clear")
    assert player.headline == "Pick han and fu"
    assert player.find("quick-toggle").isChecked()
    # back to the tiles: typing a hand leaves the mode
    player.type("234m567p34678885s")
    assert not player.find("quick-toggle").isChecked()
    assert player.window.palette_widget.isVisible()
    # South ron (the next hand cleared tsumo)
    assert player.headline == "2000 + 300\u00a0honba + 1000\u00a0sticks"


def test_a_hand_typed_in_han_and_fu_is_an_edit_ctrl_z_undoes(player) -> None:
    """Typing a digit in Han and fu goes back to the tiles (README); the value picked was then
    lost for good: Ctrl+Z undid the pick instead, and Han and fu again said "Pick han and fu"."""
    window = player.window
    ctrl = Qt.KeyboardModifier.ControlModifier

    def key(k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        player.qtbot.keyClick(QApplication.focusWidget() or window, k, mods)

    def picked() -> list[str]:
        buttons = window.findChildren(QAbstractButton)
        return [
            b.objectName() for b in buttons if b.objectName().startswith(("han-", "fu-")) and b.isChecked()
        ]

    player.click("quick-toggle")
    player.click("han-3")
    player.click("fu-30")
    assert player.headline == "5800"
    player.find("fu-30").setFocus(Qt.FocusReason.TabFocusReason)
    key(Qt.Key.Key_4)  # a hand typed: back to the tiles
    assert not player.find("quick-toggle").isChecked()
    assert window.notation.text() == "4"
    key(Qt.Key.Key_Z, ctrl)  # one Ctrl+Z: Han and fu again, the value as picked
    assert player.find("quick-toggle").isChecked() and player.find("quick-value").isVisible()
    assert player.headline == "5800"
    assert picked() == ["han-3", "fu-30"]
    assert window.notation.text() == ""
    key(Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)  # redo: the tiles again
    assert not player.find("quick-toggle").isChecked()
    assert player.headline == "Enter a hand"
    key(Qt.Key.Key_Z, ctrl)
    assert player.headline == "5800"
    # a whole hand typed: the keystrokes and leaving Han and fu are one step
    player.type("234m567p3467888s5s")
    assert not player.find("quick-toggle").isChecked()
    assert player.headline == "2900"  # the dealer's ron with the tiles
    key(Qt.Key.Key_Z, ctrl)
    assert player.find("quick-toggle").isChecked() and player.headline == "5800"
    # an undo in Han and fu shows the value it goes back to on the picker too
    player.click("han-4")
    assert player.headline == "11\u202f600"
    key(Qt.Key.Key_Z, ctrl)
    assert player.headline == "5800" and picked() == ["han-3", "fu-30"]
    # the first pick undone: nothing picked, the picker cleared
    key(Qt.Key.Key_Z, ctrl)
    assert player.headline == "Pick han and fu" and picked() == []
    assert player.find("quick-toggle").isChecked()
    assert not window.controller.can_undo


def test_score_without_tiles_refuses_what_cannot_be(player) -> None:
    player.click("quick-toggle")
    player.click("han-1")
    assert not player.find("fu-20").isEnabled()  # 1 han 20 fu: no such hand
    player.click("han-2")
    assert not player.find("fu-20").isEnabled(), "20 fu is a pinfu tsumo: not on ron"
    _press(player, Qt.Key.Key_T)
    assert player.find("fu-20").isEnabled()
    player.click("fu-20")
    assert player.headline == "700\u00a0all"  # the dealer's 2 han 20 fu tsumo


def test_esc_first_cancels_picking_the_winning_tile(player) -> None:
    player.click_tiles("234m567p34678885s")
    player.click("pick-win")
    assert player.find("pick-win").isChecked()
    _press(player, ESC)
    assert not player.find("pick-win").isChecked()
    assert len(player.hand()) == 14, "the hand stays"
    player.click_widget(player.window.hand_row.tile_buttons()[0])  # a plain click removes it again
    assert len(player.hand()) == 13


def test_score_without_tiles_shows_how_it_is_counted(player) -> None:
    player.click("quick-toggle")
    assert player.window.arithmetic.lines == ()
    assert not player.window.stack.isVisible()  # no empty yaku and fu lists: room for the steps
    player.click("han-3")
    player.click("fu-40")  # the dealer's ron: 40 × 2^5 = 1280, × 6 = 7680 → 7700
    assert player.window.arithmetic.lines == (
        "40 fu × 2^(2+3) = 1280 base points",
        "1280 is not over 2000: no limit, the base stays 1280",
        "Dealer ron: 6 × 1280 = 7680",
        "7680 rounded up to the next 100: 7700",
        "Total: 7700",
    )
    assert player.window.arithmetic.total.text() == "Total: 7700"
    player.click("seat-1")
    player.find("honba").setValue(1)
    _press(player, Qt.Key.Key_T)
    player.click("fu-30")  # 3 han 30 fu: 960 base, a non-dealer's tsumo
    assert player.window.arithmetic.lines == (
        "30 fu × 2^(2+3) = 960 base points",
        "960 is not over 2000: no limit, the base stays 960",
        "Non-dealer tsumo: the dealer pays 2 × 960 = 1920",
        "1920 rounded up to the next 100: 2000",
        "Non-dealer tsumo: each other non-dealer pays 1 × 960 = 960",
        "960 rounded up to the next 100: 1000",
        "Honba: 1 × 100 = 100 more from each payer",
        "Total: 2100 + 1100 + 1100 = 4300",
    )
    player.click("han-4")  # 4 han 30 fu: 1920, no kiriage in these rules
    assert player.window.arithmetic.lines[1] == "1920 is not over 2000: no limit, the base stays 1920"
    player.click("limit-haneman")
    assert player.window.arithmetic.lines[0] == "Haneman: 3000 base points"
    player.click("yakuman")
    assert player.window.arithmetic.lines[0] == "1× yakuman: 1 × 8000 = 8000 base points"
    assert player.window.arithmetic.lines[-1] == "Total: 16\u202f100 + 8100 + 8100 = 32\u202f300"
    player.type("234m567p34678885s")  # back to the tiles: the yaku and fu again
    assert player.window.stack.isVisible()
