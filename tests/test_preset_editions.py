"""Preset editions: a record keeps the rules it was played under when a preset's values change.

A preset's values are pinned here at every edition of it. Changing a value of a preset without
raising its edition (and writing the options that read the edition before) fails the first test,
saying what to do; the fake second edition below shows a record of the first read as before.
"""

from __future__ import annotations

import io
from dataclasses import fields, replace
from pathlib import Path

import pytest

from mjgui.core.game.game import replay
from mjgui.core.game.lines import new_game_text, rules_line_of, rules_words
from mjgui.core.game.record import parse_record
from mjgui.core.league.season import game_content, load_season, rules_filter, rules_label
from mjgui.core.logs.model import score_words
from mjgui.core.scoring.arguments import parse_score_args
from mjgui.core.scoring.rules import EARLIER_EDITIONS, PRESETS, Rules, preset_at
from mjgui.gamecli import game_command
from mjgui.leaguecli import league_command


def _canon(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    if isinstance(value, frozenset):
        return ",".join(sorted(map(str, value))) or "none"
    return str(value)


def values(rules: Rules) -> str:
    """Every value of the rules but their name and edition, as words."""
    return " ".join(
        f"{f.name}={_canon(getattr(rules, f.name))}"
        for f in fields(Rules)
        if f.name not in ("name", "edition")
    )


#: Each preset's complete values at each of its editions. Never change a line here: a new
#: edition is a new line (and its preset's edition raised, and EARLIER_EDITIONS written).
PINNED: dict[str, dict[int, str]] = {
    "seed": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=3 kuitan=on renhou=mangan "
            "ryanhan_shibari=on ryanhan_threshold=5 paarenchan=on paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off "
            "double_yakuman=chuuren_9,daisuushii,kokushi_13,suuankou_tanki yakuman_stacking=on "
            "kazoe=yakuman chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on "
            "kiriage=off honba_ron=300 pao=daisangen,daisuushii,suukantsu pao_whole=off "
            "pao_liable_honba=off start_points=30000 return_points=30000 uma=15,5,-5,-15 "
            "east_only=off sticks_to_first=on buttobi=on abortive_draws=off nagashi_mangan=on "
            "agari_yame=off tenpai_yame=off overtime=off atama_hane=on multiple_ron_honba=each "
            "triple_ron_abort=off wareme=off chombo_at_end=off chombo_score_penalty=0 "
            "noten_total=3000 score_rounding=1000 score_rounding_half=up tie_uma=seat "
            "overtime_points=0"
        ),
    },
    "ema": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=0 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=sanbaiman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off "
            "honba_ron=300 pao=daisangen,daisuushii pao_whole=off pao_liable_honba=off "
            "start_points=30000 return_points=30000 uma=15,5,-5,-15 east_only=off "
            "sticks_to_first=on buttobi=off abortive_draws=off nagashi_mangan=off agari_yame=off "
            "tenpai_yame=off overtime=off atama_hane=off multiple_ron_honba=each "
            "triple_ron_abort=off wareme=off chombo_at_end=off chombo_score_penalty=0 "
            "noten_total=3000 score_rounding=0 score_rounding_half=up tie_uma=split "
            "overtime_points=0"
        ),
        2: (
            "players=4 removed_kinds=none chi=on nuki=off aka=0 kuitan=on renhou=mangan "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=off kazoe=sanbaiman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off honba_ron=300 "
            "pao=daisangen,daisuushii pao_whole=off pao_liable_honba=off start_points=30000 "
            "return_points=30000 uma=15,5,-5,-15 east_only=off sticks_to_first=on buttobi=off "
            "abortive_draws=off nagashi_mangan=off agari_yame=off tenpai_yame=off overtime=off "
            "atama_hane=off multiple_ron_honba=each triple_ron_abort=off wareme=off chombo_at_end=off "
            "chombo_score_penalty=20000 noten_total=3000 score_rounding=0 score_rounding_half=up "
            "tie_uma=split overtime_points=0"
        ),
    },
    "wrc": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=0 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=yakuman "
            "chiitoitsu_50fu=off double_wind_pair_fu=2 rinshan_tsumo_fu=on kiriage=on honba_ron=300 "
            "pao=daisangen,daisuushii pao_whole=off pao_liable_honba=off start_points=30000 "
            "return_points=30000 uma=15,5,-5,-15 east_only=off sticks_to_first=off buttobi=off "
            "abortive_draws=off nagashi_mangan=on agari_yame=off tenpai_yame=off overtime=off "
            "atama_hane=on multiple_ron_honba=each triple_ron_abort=off wareme=off "
            "chombo_at_end=off chombo_score_penalty=0 noten_total=3000 score_rounding=0 "
            "score_rounding_half=up tie_uma=split overtime_points=0"
        ),
        2: (
            "players=4 removed_kinds=none chi=on nuki=off aka=0 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=off kazoe=sanbaiman "
            "chiitoitsu_50fu=off double_wind_pair_fu=2 rinshan_tsumo_fu=on kiriage=on honba_ron=300 "
            "pao=daisangen,daisuushii pao_whole=off pao_liable_honba=off start_points=30000 "
            "return_points=30000 uma=15,5,-5,-15 east_only=off sticks_to_first=off buttobi=off "
            "abortive_draws=off nagashi_mangan=on agari_yame=off tenpai_yame=off overtime=off "
            "atama_hane=on multiple_ron_honba=each triple_ron_abort=off wareme=off chombo_at_end=off "
            "chombo_score_penalty=0 noten_total=3000 score_rounding=0 score_rounding_half=up "
            "tie_uma=split overtime_points=0"
        ),
    },
    "tenhou": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=3 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=yakuman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off "
            "honba_ron=300 pao=daisangen,daisuushii,suukantsu pao_whole=on pao_liable_honba=on "
            "start_points=25000 return_points=30000 uma=20,10,-10,-20 east_only=off "
            "sticks_to_first=on buttobi=on abortive_draws=on nagashi_mangan=on agari_yame=on "
            "tenpai_yame=on overtime=on atama_hane=off multiple_ron_honba=first triple_ron_abort=on "
            "wareme=off chombo_at_end=off chombo_score_penalty=0 noten_total=3000 "
            "score_rounding=1000 score_rounding_half=away tie_uma=seat overtime_points=0"
        ),
        2: (
            "players=4 removed_kinds=none chi=on nuki=off aka=3 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=yakuman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off honba_ron=300 "
            "pao=daisangen,daisuushii pao_whole=on pao_liable_honba=on start_points=25000 "
            "return_points=30000 uma=20,10,-10,-20 east_only=off sticks_to_first=on buttobi=on "
            "abortive_draws=on nagashi_mangan=on agari_yame=on tenpai_yame=on overtime=on "
            "atama_hane=off multiple_ron_honba=first triple_ron_abort=on wareme=off chombo_at_end=off "
            "chombo_score_penalty=0 noten_total=3000 score_rounding=1000 score_rounding_half=away "
            "tie_uma=seat overtime_points=0"
        ),
    },
    "mahjongsoul": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=3 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off "
            "double_yakuman=chuuren_9,daisuushii,kokushi_13,suuankou_tanki yakuman_stacking=on "
            "kazoe=yakuman chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on "
            "kiriage=off honba_ron=300 pao=daisangen,daisuushii pao_whole=off pao_liable_honba=on "
            "start_points=25000 return_points=25000 uma=15,5,-5,-15 east_only=off "
            "sticks_to_first=on buttobi=on abortive_draws=on nagashi_mangan=on agari_yame=on "
            "tenpai_yame=on overtime=on atama_hane=off multiple_ron_honba=first "
            "triple_ron_abort=off wareme=off chombo_at_end=off chombo_score_penalty=0 "
            "noten_total=3000 score_rounding=0 score_rounding_half=up tie_uma=seat "
            "overtime_points=30000"
        ),
    },
    "mleague": {
        1: (
            "players=4 removed_kinds=none chi=on nuki=off aka=3 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=sanbaiman "
            "chiitoitsu_50fu=off double_wind_pair_fu=2 rinshan_tsumo_fu=on kiriage=on honba_ron=300 "
            "pao=daisangen,daisuushii,suukantsu pao_whole=off pao_liable_honba=on "
            "start_points=25000 return_points=30000 uma=30,10,-10,-30 east_only=off "
            "sticks_to_first=on buttobi=off abortive_draws=off nagashi_mangan=on agari_yame=off "
            "tenpai_yame=off overtime=off atama_hane=on multiple_ron_honba=each "
            "triple_ron_abort=off wareme=off chombo_at_end=off chombo_score_penalty=20000 "
            "noten_total=3000 score_rounding=0 score_rounding_half=up tie_uma=split "
            "overtime_points=0"
        ),
    },
    "tenhou-sanma": {
        1: (
            "players=3 removed_kinds=1,2,3,4,5,6,7 chi=off nuki=on aka=2 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=yakuman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off "
            "honba_ron=200 pao=daisangen,daisuushii,suukantsu pao_whole=on pao_liable_honba=on "
            "start_points=35000 return_points=40000 uma=20,0,-20 east_only=off sticks_to_first=on "
            "buttobi=on abortive_draws=on nagashi_mangan=on agari_yame=on tenpai_yame=off "
            "overtime=on atama_hane=off multiple_ron_honba=first triple_ron_abort=off wareme=off "
            "chombo_at_end=off chombo_score_penalty=0 noten_total=2000 score_rounding=0 "
            "score_rounding_half=away tie_uma=seat overtime_points=0"
        ),
        2: (
            "players=3 removed_kinds=1,2,3,4,5,6,7 chi=off nuki=on aka=2 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off double_yakuman=none yakuman_stacking=on kazoe=yakuman "
            "chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on kiriage=off honba_ron=200 "
            "pao=daisangen,daisuushii pao_whole=on pao_liable_honba=on start_points=35000 "
            "return_points=40000 uma=20,0,-20 east_only=off sticks_to_first=on buttobi=on "
            "abortive_draws=on nagashi_mangan=on agari_yame=on tenpai_yame=off overtime=on "
            "atama_hane=off multiple_ron_honba=first triple_ron_abort=off wareme=off "
            "chombo_at_end=off chombo_score_penalty=0 noten_total=2000 score_rounding=0 "
            "score_rounding_half=away tie_uma=seat overtime_points=0"
        ),
    },
    "mahjongsoul-sanma": {
        1: (
            "players=3 removed_kinds=1,2,3,4,5,6,7 chi=off nuki=on aka=2 kuitan=on renhou=off "
            "ryanhan_shibari=off ryanhan_threshold=5 paarenchan=off paarenchan_threshold=8 "
            "paarenchan_needs_yaku=off "
            "double_yakuman=chuuren_9,daisuushii,kokushi_13,suuankou_tanki yakuman_stacking=on "
            "kazoe=yakuman chiitoitsu_50fu=off double_wind_pair_fu=4 rinshan_tsumo_fu=on "
            "kiriage=off honba_ron=200 pao=daisangen,daisuushii pao_whole=off pao_liable_honba=on "
            "start_points=35000 return_points=35000 uma=15,0,-15 east_only=off sticks_to_first=on "
            "buttobi=on abortive_draws=on nagashi_mangan=on agari_yame=on tenpai_yame=off "
            "overtime=on atama_hane=off multiple_ron_honba=first triple_ron_abort=off wareme=off "
            "chombo_at_end=off chombo_score_penalty=0 noten_total=2000 score_rounding=0 "
            "score_rounding_half=up tie_uma=seat overtime_points=40000"
        ),
    },
}


def test_every_preset_reads_as_pinned_at_every_edition() -> None:
    assert set(PINNED) == set(PRESETS), "pin the values of a new preset here, at its edition 1"
    for name, rules in PRESETS.items():
        assert max(PINNED[name]) == rules.edition, f"pin {name}'s values at its edition {rules.edition}"
        for edition, pinned in PINNED[name].items():
            now = values(preset_at(name, edition))
            changed = sorted(set(now.split()) - set(pinned.split()))
            assert now == pinned, (
                f"{name} at edition {edition} reads {changed}, not its pinned values: a record "
                f"written under it would read otherwise. Do not change the values of an edition: "
                f"raise {name}'s edition (Rules(edition=...) in PRESETS), write in "
                f"EARLIER_EDITIONS['{name}'][{rules.edition}] the options that read edition "
                f"{rules.edition} on top of the new one, and pin the new edition's values here."
            )


def test_the_tracker_and_the_log_writer_write_the_edition() -> None:
    now = PRESETS["mahjongsoul"].edition
    assert new_game_text(["A", "B", "C", "D"], "mahjongsoul").startswith(f"rules mahjongsoul edition={now}\n")
    rules = PRESETS["mleague"].with_options(east_only=True)
    assert rules_line_of(rules) == f"rules mleague edition={PRESETS['mleague'].edition} east_only=on"
    assert replay(rules_line_of(rules) + "\n").final.rules == rules


RECORD = "players Aiko Boris Chen Dasha\nron Boris from Chen mangan\n" + "draw\n" * 7


#: Mahjong Soul's edition this mjgui plays, and the next one (no edition yet: the fake one below)
NOW = PRESETS["mahjongsoul"].edition
NEXT = NOW + 1
#: its return points now, and the fake edition's
RETURN = PRESETS["mahjongsoul"].return_points
NEXT_RETURN = RETURN + 5000


@pytest.fixture
def second_edition(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mahjong Soul's values change: its return points go up 5 000 (edition NEXT), and its
    edition NOW is kept as its return points now on top of it (its earlier ones as they are)."""
    now = PRESETS["mahjongsoul"]
    earlier = {**EARLIER_EDITIONS.get("mahjongsoul", {}), NOW: {"return_points": RETURN}}
    monkeypatch.setitem(PRESETS, "mahjongsoul", replace(now, return_points=NEXT_RETURN, edition=NEXT))
    monkeypatch.setitem(EARLIER_EDITIONS, "mahjongsoul", earlier)


def test_a_record_of_an_earlier_edition_reads_as_before(second_edition: None, tmp_path: Path) -> None:
    text = f"rules mahjongsoul edition={NOW}\n" + RECORD
    old = replay(text).final
    assert old.rules.edition == NOW and old.rules.return_points == RETURN
    assert old.final_scores is not None
    # the game as edition NOW scored it: its values, nothing else changed
    ref = replay(f"rules mahjongsoul return_points={RETURN}\n" + RECORD).final
    assert ref.final_scores is not None
    assert old.points == ref.points and [f.final for f in old.final_scores] == [
        f.final for f in ref.final_scores
    ]
    # without its edition a record reads with today's values (edition NEXT): not the same game
    new = replay("rules mahjongsoul\n" + RECORD).final
    assert new.final_scores is not None
    assert [f.final for f in new.final_scores] != [f.final for f in old.final_scores]
    path = tmp_path / "old.mjgame"
    path.write_text(text, encoding="utf-8")
    for lang, said in (
        ("en", f"Rules: Mahjong Soul, as of edition {NOW}."),
        ("ru", f"Правила: Mahjong Soul, редакция {NOW}."),
    ):
        out = io.StringIO()
        assert game_command([str(path), "--lang", lang], out) == 0
        assert said in out.getvalue().splitlines()
    # a new game is written at edition NEXT
    assert new_game_text(["A", "B", "C", "D"], "mahjongsoul").startswith(
        f"rules mahjongsoul edition={NEXT}\n"
    )


@pytest.mark.parametrize(
    "line, why",
    [
        (f"rules mahjongsoul edition={NEXT}", f'The rules "mahjongsoul" have no edition {NEXT}'),
        ("rules tenhou2030", 'There are no rules "tenhou2030"'),
        ("rules tenhou future_option=on", '"future_option" is not a rule option'),
    ],
)
def test_a_rules_line_this_mjgui_cannot_read_is_not_scored(line: str, why: str, tmp_path: Path) -> None:
    path = tmp_path / "new.mjgame"
    path.write_text(f"{line}\n{RECORD}", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert game_command([str(path)], out, err=err) == 2
    assert out.getvalue() == ""  # no standings under other rules
    said = err.getvalue()
    assert said.startswith(
        f"Line 1 ({line}): this mjgui cannot read these rules, so it does not score the game;"
    )
    assert "written by a newer mjgui (update mjgui to read it) or the line has a typo" in said
    assert why[1:] in said
    out, err = io.StringIO(), io.StringIO()
    assert game_command([str(path), "--lang", "ru"], out, err=err) == 2
    assert "более новой версией mjgui" in err.getvalue() and out.getvalue() == ""


def test_the_tracker_refuses_to_open_a_record_of_rules_it_cannot_read(tmp_path: Path) -> None:
    from mjgui.core.game.storage import StorageError, open_record

    path = tmp_path / "new.mjgame"
    text = f"rules mahjongsoul edition={NOW + 8}\n{RECORD}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(StorageError) as info:
        open_record(path, strict=True)  # the tracker's open
    said = info.value.message("en")
    assert f"Line 1 (rules mahjongsoul edition={NOW + 8}): this mjgui cannot read these rules" in said
    assert "newer mjgui" in said and said.endswith("The file was not changed.")
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    "line, why, why_ru",
    [
        (
            f"rules mahjongsoul edition={NEXT}",
            f'the rules "mahjongsoul" have no edition {NEXT} in this mjgui',
            f"у правил «mahjongsoul» нет редакции {NEXT} в этой версии mjgui",
        ),
        ("rules tenhou2030", 'there are no rules "tenhou2030".', "нет набора правил «tenhou2030»."),
    ],
)
def test_an_autosaved_game_of_rules_this_mjgui_cannot_read_is_left_for_it_and_said(
    line: str, why: str, why_ru: str, tmp_path: Path
) -> None:
    """A newer mjgui's game in an autosave slot is never offered to resume (it would be played
    on under other rules), nor renamed as damaged, nor written over by the next game: it stays in
    its slot, byte for byte, for the mjgui that wrote it (which offers it at its next start), and
    the notice says that a newer mjgui saved it and why, in both languages."""
    from mjgui.controller.game.autosave import Autosave
    from mjgui.controller.game.tracker import TrackerController

    data = f"# date 2026-12-05\n{line}\nplayers Aiko Boris Chen Dasha\nriichi Boris\n".encode()
    slot = tmp_path / "autosave.mjgame"
    slot.write_bytes(data)
    c = TrackerController(autosave=Autosave(tmp_path))
    assert c.resume_offer is None  # not offered
    assert c.autosave_error.startswith(
        f"The game autosaved in {slot} was saved by a newer mjgui and cannot be continued here; the "
        f"file is left as it is, for that version. Line 2 ({line}): this mjgui "
        "cannot read these rules, so it does not score the game; the record was perhaps written by "
        f"a newer mjgui (update mjgui to read it) or the line has a typo: {why}"
    )
    ru = c.autosave_words()("ru")
    assert ru.startswith(
        f"Игра, автосохранённая в {slot}, сохранена более новой версией mjgui, и продолжить её здесь "
        f"нельзя; файл оставлен как есть, для той версии. Строка 2 ({line}): эта "
        "версия mjgui не может прочитать эти правила, поэтому не подсчитывает игру; запись, возможно, "
        "сделана более новой версией mjgui (обновите mjgui, чтобы прочитать её) или в строке опечатка: "
    )
    assert why_ru in ru
    # the next game is autosaved in another slot; the newer mjgui's stays as it was
    assert c.new_game(["Eri", "Fumi", "Goro", "Hana"])
    assert slot.read_bytes() == data
    assert "players Eri Fumi Goro Hana" in (tmp_path / "autosave-2.mjgame").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.glob("*.mjgame")) == ["autosave-2.mjgame", "autosave.mjgame"]
    c.close()  # the next start says it again, and offers this mjgui's own game
    again = TrackerController(autosave=Autosave(tmp_path))
    assert again.autosave_error.startswith(f"The game autosaved in {slot} was saved by a newer mjgui")
    assert again.resume_offer is not None and "Eri" in again.resume_offer.message
    assert slot.read_bytes() == data
    assert not list(tmp_path.glob("autosave-damaged-*"))


def test_the_season_tells_an_earlier_edition_from_the_current_one(
    second_edition: None, tmp_path: Path
) -> None:
    """The league's labels and a game's content were the preset's name and the options changed
    from each game's own edition: a game at an earlier edition and one at the current read
    "mahjongsoul" alike, so the club's rules choice and ``--rules`` took or dropped one
    silently, and two copies of a game under different rules were the same game."""
    club = tmp_path / "club"
    club.mkdir()
    (club / "a.mjgame").write_text(
        f"# date 2026-11-01\nrules mahjongsoul edition={NOW}\n{RECORD}", encoding="utf-8"
    )
    (club / "b.mjgame").write_text(
        f"# date 2026-11-08\nrules mahjongsoul\n{RECORD.replace('Boris from Chen', 'Chen from Boris')}",
        encoding="utf-8",
    )
    season = load_season([club])
    assert len(season.games) == 2 and not season.skipped
    assert season.rules == ("mahjongsoul", f"mahjongsoul edition={NOW}")
    rules = season.by_label
    assert (rules["mahjongsoul"].edition, rules["mahjongsoul"].return_points) == (NEXT, NEXT_RETURN)
    assert (
        rules[f"mahjongsoul edition={NOW}"].edition,
        rules[f"mahjongsoul edition={NOW}"].return_points,
    ) == (
        NOW,
        RETURN,
    )
    for label, name in (("mahjongsoul", "b.mjgame"), (f"mahjongsoul edition={NOW}", "a.mjgame")):
        (by_label,) = season.select(rules=rules[label]).games
        (by_filter,) = season.select(rules=rules_filter(label)).games
        assert by_label.path.name == by_filter.path.name == name
        assert by_label.rules == label
    out = io.StringIO()
    assert league_command([str(club), "--rules", f"mahjongsoul edition={NOW}"], out) == 0
    assert out.getvalue().startswith("1 game counted.\n")
    # two copies of one game, one at the earlier edition and one without: not the same game
    earlier = parse_record(f"rules mahjongsoul edition={NOW}\n{RECORD}")
    current = parse_record(f"rules mahjongsoul\n{RECORD}")
    assert game_content(earlier) != game_content(current)
    assert game_content(earlier)[0] == ["rules", "mahjongsoul", f"edition={NOW}"]


def test_the_labels_and_contents_read_as_before_at_the_current_editions() -> None:
    """Every preset at the edition this mjgui plays: its label is its name, with or without the
    edition written, and the two lines are the same game."""
    for name, rules in PRESETS.items():
        assert rules_label(rules) == name
        assert rules_label(rules.with_options(east_only=not rules.east_only)).startswith(f"{name} east_only=")
        with_edition = parse_record(f"rules {name} edition={rules.edition}\nplayers A B C\n")
        without = parse_record(f"rules {name}\nplayers A B C\n")
        assert (
            game_content(with_edition)
            == game_content(without)
            == [["rules", name], ["players", "a", "b", "c"]]
        )
        assert rules_words(rules, edition=True) == [name, f"edition={rules.edition}"]
        assert rules_line_of(rules) == f"rules {name} edition={rules.edition}"


def test_a_log_hands_score_words_give_back_its_rules_at_an_earlier_edition(second_edition: None) -> None:
    """``mjgui score`` reads the preset as this mjgui plays it: a hand of a game at an earlier
    edition is given the options that make the current one read as that edition."""
    spec = parse_score_args(["123m456p789s234s55z", "--rules", "mahjongsoul"])[0].spec
    old = replace(spec, rules=preset_at("mahjongsoul", NOW))
    words = score_words(old)
    assert words[words.index("--rules") :] == [
        "--rules",
        "mahjongsoul",
        "--rule-option",
        f"return_points={RETURN}",
    ]
    back = parse_score_args(words)[0].spec.rules
    assert back.return_points == RETURN and values(back) == values(old.rules)
    assert "--rule-option" not in score_words(spec)  # the current edition as it is: no option


@pytest.mark.parametrize(
    "value, edition",
    [("1", 1), ("01", 1), ("+1", 1), ("+0000000001", 1), ("-0", 0), ("٣", None), ("١", None), ("²", None)],
)
def test_a_rule_option_number_is_read_in_the_digits_0_to_9_alone(value: str, edition: int | None) -> None:
    """``edition=١`` (an Arabic-Indic one) read as edition 1 and ``edition=٣`` was said "no
    edition 3": any Unicode digit was read. Only 0-9 are; the others are no whole number, in both
    languages, wherever a rules line is read (a record, the season's filter, a rule option); and
    ``+0000000001``, which is 1 as ``01`` and ``+1`` are, is no longer "no edition +0000000001"."""
    from mjgui.core.errors import MahjongError
    from mjgui.core.game.record import unread_rules
    from mjgui.core.scoring.rule_words import word_int

    assert word_int(value) == edition
    refused = unread_rules(parse_record(f"rules mahjongsoul edition={value}\nplayers A B C D\n"))
    if edition == 1:
        assert refused is None and rules_filter(f"mahjongsoul edition={value}").edition == 1
        return
    assert refused is not None
    if edition is None:
        assert refused.message("en").endswith(f'rule option edition cannot be "{value}": use a whole number.')
        assert refused.message("ru").endswith(f"опция edition не может быть «{value}»: пишите целое число.")
        with pytest.raises(MahjongError) as err:
            rules_filter(f"tenhou aka={value}")
        assert err.value.message("en") == f'Rule option aka cannot be "{value}": use a whole number.'
    else:
        assert 'the rules "mahjongsoul" have no edition 0 in this mjgui' in refused.message("en")


@pytest.mark.parametrize(
    "value, said", [("+0000000003", "3"), ("-000000000012", "-12"), ("99999999999", "99999999999")]
)
def test_an_unknown_edition_is_said_as_the_number_it_reads(value: str, said: str) -> None:
    """``edition=+0000000003`` (ten digits) was said "no edition +0000000003": it is said as the
    number it reads, in both languages."""
    from mjgui.core.game.record import unread_rules

    refused = unread_rules(parse_record(f"rules mahjongsoul edition={value}\nplayers A B C D\n"))
    assert refused is not None
    said_en = f'the rules "mahjongsoul" have no edition {said} in this mjgui: their newest is'
    assert said_en in refused.message("en")
    assert f"у правил «mahjongsoul» нет редакции {said} в этой версии mjgui" in refused.message("ru")


#: Boris's suukantsu by tsumo, Clara named liable without the yakuman: the hand's own pao
FOUR_KANS = (
    "players Anna Boris Clara Dasha\n"
    'tsumo Boris hand "55z --ankan 1111m --kan 2222p --kan 3333s --kan 4444z --tsumo --rinshan" pao Clara\n'
)


def test_a_hand_s_pao_for_a_yakuman_the_rules_give_none_names_the_option_and_the_edition() -> None:
    """``hand "..." pao Clara`` on a suukantsu under Tenhou's edition 2 (no pao for it) was told
    "the hand has no yakuman with pao, so nobody is liable; remove "pao Clara"", which moves 32
    000 points off the liable player: the refusal is the one the yakuman named gets, with the
    option that gives the pao and the edition of the preset that had it."""
    error = replay("rules tenhou\n" + FOUR_KANS).steps[-1].error
    assert error is not None and (error.code, error.line) == ("pao_not_in_rules_edition", 3)
    assert error.body() == (
        'suukantsu carries no pao under these rules (it did under their edition 1: "edition=1"). '
        'If your table has pao for it, add "pao=daisangen,daisuushii,suukantsu" to the rules line.'
    )
    assert error.body("ru") == (
        "за suukantsu по этим правилам пао нет (в их редакции 1 было: «edition=1»). Если за вашим "
        "столом пао за него есть, допишите «pao=daisangen,daisuushii,suukantsu» в строку rules."
    )
    named = replay("rules tenhou\nplayers Anna Boris Clara Dasha\ntsumo Boris yakuman pao Clara suukantsu\n")
    named_error = named.steps[-1].error
    assert named_error is not None and named_error.body() == error.body()
    # either piece of advice scores the game as played: Clara pays the whole yakuman
    for line in ("rules tenhou edition=1", "rules tenhou pao=daisangen,daisuushii,suukantsu"):
        final = replay(f"{line}\n{FOUR_KANS}").final
        assert final.points == (25000, 57000, -7000, 25000), line
    # a preset with no edition that had the pao: the option alone
    ms = replay("rules mahjongsoul\n" + FOUR_KANS).steps[-1].error
    assert ms is not None and ms.code == "pao_not_in_rules"
    assert '"pao=daisangen,daisuushii,suukantsu"' in ms.body() and "edition" not in ms.body()
    # an edition-1 line that took the pao away on purpose: the option alone
    off = replay("rules tenhou edition=1 pao=daisangen,daisuushii\n" + FOUR_KANS).steps[-1].error
    assert off is not None and off.code == "pao_not_in_rules"
