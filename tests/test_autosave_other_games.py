"""Two trackers run at once each autosave an unfinished game, in slots 1 and 2. A later start
offered only the newest; the other was said nowhere, and the only way back to it was File → Open
on a data folder the player is never told of. The offer now says how many other unfinished
games are kept, where, and under which names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mjgui.controller.game.autosave import Autosave
from mjgui.controller.game.tracker import TrackerController
from mjgui.core.shown import shown_path

AIKO = "rules wrc\nplayers Aiko Boris Chen Dasha\nriichi Aiko\n"
ERI = "rules wrc\nplayers Eri Fumi Goro Hana\nriichi Eri\n"
IVA = "rules wrc\nplayers Iva Jun Kei Lia\nriichi Iva\n"


def _slots(data: Path, *texts: str) -> None:
    """Each text an unfinished game in its own slot (1, 2, …), written one minute apart, the
    last the newest; no slot held (their trackers have quit)."""
    for number, text in enumerate(texts, 1):
        slot = Autosave(data, slot=number)
        slot.write(text, None)
        os.utime(slot.path, (1_700_000_000 + 60 * number,) * 2)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_offer_names_the_other_unfinished_game(tmp_path: Path, lang: str) -> None:
    data = tmp_path / "data"
    _slots(data, AIKO, ERI)
    tracker = TrackerController(lang=lang, autosave=Autosave(data))
    offer = tracker.resume_offer
    assert offer is not None and "Eri" in offer.message and "Aiko" not in offer.message
    folder = shown_path(data)
    if lang == "en":
        assert offer.message.endswith(
            f"1 more unfinished game is kept in {folder}: autosave.mjgame. To go on with it, open "
            "that file (File → Open…)."
        )
    else:
        assert offer.message.endswith(
            f"Ещё 1\u00a0неоконченная игра хранится в {folder}: autosave.mjgame. Чтобы продолжить её, "
            "откройте этот файл (Файл → Открыть…)."
        )
    tracker.close()


def test_the_offer_counts_every_other_unfinished_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _slots(data, AIKO, ERI, IVA)
    tracker = TrackerController(autosave=Autosave(data))
    offer = tracker.resume_offer
    assert offer is not None and "Iva" in offer.message
    assert "2 more unfinished games are kept in" in offer.message
    assert ": autosave.mjgame, autosave-2.mjgame. To go on with one, open its file" in offer.message
    tracker.close()


def test_a_lone_unfinished_game_is_offered_as_before(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _slots(data, ERI)
    tracker = TrackerController(autosave=Autosave(data))
    offer = tracker.resume_offer
    assert offer is not None and "more unfinished" not in offer.message
    tracker.close()
