"""Pao settlement (RULES.md §6) and ordinary settlement between four players."""

from __future__ import annotations

from itertools import product

import pytest

from mjgui.core.game.pao import settle_win
from mjgui.core.scoring.rules import SEED, preset

Y = 8000  # one yakuman of base points


def test_ordinary_ron_and_tsumo() -> None:
    assert settle_win(
        winner=1, dealer=0, tsumo=False, discarder=2, base=2000, honba=1, sticks=1, rules=SEED
    ) == (0, 9300, -8300, 0)
    assert settle_win(
        winner=1, dealer=0, tsumo=True, discarder=None, base=2000, honba=1, sticks=0, rules=SEED
    ) == (-4100, 8300, -2100, -2100)
    assert settle_win(
        winner=0, dealer=0, tsumo=True, discarder=None, base=2000, honba=0, sticks=0, rules=SEED
    ) == (12000, -4000, -4000, -4000)


def test_pao_tsumo_liable_pays_everything_including_honba() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=True,
        discarder=None,
        base=Y,
        honba=2,
        sticks=1,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32000 + 600 + 1000, 0, -32600)


def test_pao_ron_by_another_is_split_half_and_half_honba_on_the_discarder() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=False,
        discarder=2,
        base=Y,
        honba=1,
        sticks=0,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32300, -16300, -16000)
    dealer_win = settle_win(
        winner=0,
        dealer=0,
        tsumo=False,
        discarder=2,
        base=Y,
        honba=0,
        sticks=0,
        rules=SEED,
        liable=1,
        pao_base=Y,
    )
    assert dealer_win == (48000, -24000, -24000, 0)


def test_pao_ron_from_the_liable_player_is_ordinary() -> None:
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=False,
        discarder=3,
        base=Y,
        honba=1,
        sticks=0,
        rules=SEED,
        liable=3,
        pao_base=Y,
    )
    assert deltas == (0, 32300, 0, -32300)


def test_pao_with_another_yakuman_only_the_pao_share_is_liable() -> None:
    # daisangen (pao) + tsuuiisou, tsumo by a non-dealer: the liable player pays one yakuman in full,
    # the other yakuman is paid as an ordinary tsumo
    deltas = settle_win(
        winner=1,
        dealer=0,
        tsumo=True,
        discarder=None,
        base=2 * Y,
        honba=0,
        sticks=0,
        rules=SEED,
        liable=2,
        pao_base=Y,
    )
    assert deltas == (-16000, 64000, -8000 - 32000, -8000)


def test_pao_whole_the_liable_player_pays_all_of_a_tsumo_and_half_the_pao_share_of_a_ron() -> None:
    # Tenhou (pao_whole): daisangen (pao) + tsuuiisou, a non-dealer tsumo at 3 honba: 64 000 + 900
    # from the liable player alone, as a real Tenhou log pays it (tests/test_logs_real.py)
    whole = SEED.with_options(pao_whole=True)
    args = {"winner": 0, "dealer": 3, "base": 2 * Y, "honba": 3, "sticks": 0, "liable": 2, "pao_base": Y}
    assert settle_win(tsumo=True, discarder=None, rules=whole, **args) == (64900, 0, -64900, 0)
    assert settle_win(tsumo=True, discarder=None, rules=preset("tenhou"), **args) == (64900, 0, -64900, 0)
    # the seed: 32 000 + 900 from the liable player, the tsuuiisou 16 000 / 8 000 / 8 000
    assert settle_win(tsumo=True, discarder=None, rules=SEED, **args) == (64900, -8000, -40900, -16000)
    # a ron by another: the seed's split under both (16 000 from the liable player)
    for rules in (SEED, whole):
        assert settle_win(tsumo=False, discarder=1, rules=rules, **args) == (64900, -48900, -16000, 0)
    # a dealer's tsumo: 96 000 from the liable player
    dealer = {**args, "dealer": 0, "honba": 0}
    assert settle_win(tsumo=True, discarder=None, rules=whole, **dealer) == (96000, 0, -96000, 0)


def test_deltas_sum_to_the_sticks() -> None:
    for tsumo in (False, True):
        for liable, rules in product((None, 2, 3), (SEED, SEED.with_options(pao_whole=True))):
            d = settle_win(
                winner=1,
                dealer=0,
                tsumo=tsumo,
                discarder=None if tsumo else 3,
                base=2 * Y,
                honba=3,
                sticks=2,
                rules=rules,
                liable=liable,
                pao_base=Y if liable else 0,
            )
            assert sum(d) == 2000


def test_pao_liable_honba_puts_a_pao_rons_honba_on_the_liable_player() -> None:
    # Tenhou: a non-dealer's daisangen ron at 1 honba, liable seat 1, discarder seat 2: 32 300,
    # 16 300 from the liable player and 16 000 from the discarder (an AGARI of Tenhou's,
    # ba="1,0" sc="404,323,125,-163,155,-160,316,0", kept in kobalab's log converter's tests)
    args = {"winner": 0, "dealer": 3, "base": Y, "honba": 1, "sticks": 0, "liable": 1, "pao_base": Y}
    tenhou = preset("tenhou")
    assert tenhou.pao_liable_honba and preset("tenhou-sanma").pao_liable_honba
    assert settle_win(tsumo=False, discarder=2, rules=tenhou, **args) == (32300, -16300, -16000, 0)
    # the seed (RULES.md §6): the honba on the discarder
    assert settle_win(tsumo=False, discarder=2, rules=SEED, **args) == (32300, -16000, -16300, 0)
    # a tsumo, or a ron from the liable player, is the same either way
    for rules in (SEED, tenhou):
        assert settle_win(tsumo=True, discarder=None, rules=rules, **args) == (32300, -32300, 0, 0)
        assert settle_win(tsumo=False, discarder=1, rules=rules, **args) == (32300, -32300, 0, 0)


def test_a_liable_player_named_without_a_pao_yakuman_changes_nothing() -> None:
    # a liable seat given with no pao yakuman in the hand (pao_base 0): an ordinary win, the
    # honba with it, nothing on the named player
    args = {"winner": 0, "dealer": 3, "base": Y, "honba": 2, "sticks": 1}
    for tsumo, discarder in ((True, None), (False, 2)):
        plain = settle_win(tsumo=tsumo, discarder=discarder, rules=SEED, **args)
        named = settle_win(tsumo=tsumo, discarder=discarder, rules=SEED, liable=1, pao_base=0, **args)
        assert named == plain
    assert settle_win(tsumo=False, discarder=2, rules=SEED, **args) == (33600, 0, -32600, 0)
    with pytest.raises(ValueError, match=r"^a ron needs a discarder$"):
        settle_win(tsumo=False, discarder=None, rules=SEED, **args)
