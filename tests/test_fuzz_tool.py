"""The fuzz script anyone can rerun (tools/fuzz.py): it runs clean, and it does notice."""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import fuzz


def test_a_short_fuzz_run_finds_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["-n", "150", "--seed", "3"]) == 0
    assert capsys.readouterr().out.strip().endswith("seed 3: 0 problems")


def test_the_same_seed_gives_the_same_inputs() -> None:
    a = [fuzz.mutate_record(random.Random(5), fuzz.RECORDS[0]) for _ in range(3)]
    b = [fuzz.mutate_record(random.Random(5), fuzz.RECORDS[0]) for _ in range(3)]
    assert a == b


def test_it_reports_crashes_hangs_and_wrong_acceptances() -> None:
    def boom() -> str | None:
        raise KeyError("x")

    assert fuzz.run_one("record", "x", boom, 1.0).startswith("crash    record: KeyError")  # type: ignore[union-attr]
    assert fuzz.run_one("record", "x", lambda: "points not conserved", 1.0).startswith("wrong")  # type: ignore[union-attr]

    def slow() -> str | None:
        import time

        time.sleep(0.3)
        return None

    assert fuzz.run_one("score", "x", slow, 0.05).startswith("hang")  # type: ignore[union-attr]
    assert fuzz.check_score(["19m19p19s1234567z1m"]) is None
    assert fuzz.check_record("players A1 B1 C1 D1\ntsumo A1 " + "9" * 5 + " 30\n") is None


def test_the_score_fuzzing_covers_three_players() -> None:
    sanma = [line for line in fuzz.SCORE_LINES if "sanma" in line and "--nuki" in line]
    assert len(sanma) >= 2 and "--nuki" in fuzz.OPTIONS
    for line in sanma:  # the seeds themselves are wins, scored cleanly
        assert fuzz.check_score(line.split()) is None
        assert fuzz.score(fuzz.parse_score_args(line.split())[0].spec).ok
    # a sanma line mutated: still answered, never a win with a removed tile or a fifth North
    rng = random.Random(8)
    for _ in range(200):
        assert fuzz.check_score(fuzz.mutate_score(rng, rng.choice(sanma))) is None


def test_the_settings_file_is_fuzzed_and_checked(tmp_path: Path) -> None:
    assert fuzz.check_settings(fuzz.SETTINGS.encode(), tmp_path) is None
    assert fuzz.check_settings(b"[General]\n\x00\xff garbage", tmp_path) is None  # kept aside
    assert fuzz.check_settings(fuzz.SETTINGS.encode("utf-16"), tmp_path) is None
    rng = random.Random(4)
    kinds = {fuzz.mutate_settings(rng)[:2] for _ in range(60)}
    assert b"\xff\xfe" in kinds  # UTF-16 among the inputs


def test_line_breaks_qt_keeps_in_a_line_are_fuzzed_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """U+2028, U+2029, U+0085 (and the other breaks Python's ``splitlines`` knows) are put in the
    settings files; a file refused for them alone, or mjgui's own file with a folder named with
    them refused, is noticed (as the check did when it split lines as Python does)."""
    rng = random.Random(3)
    samples = [fuzz.mutate_settings(rng) for _ in range(120)]
    for separator in ("\u2028", "\u2029", "\x85"):
        assert sum(separator.encode() in data for data in samples) >= 3
    for data in samples:
        assert fuzz.check_settings(data, tmp_path) is None
    import mjgui.gui.settings as settings_module

    def split_as_python(data: bytes) -> bool:
        text = data.decode("utf-8", "replace")
        return all(not line.strip() or "=" in line or line.strip()[0] in "[;#" for line in text.splitlines())

    monkeypatch.setattr(settings_module, "settings_text_ok", split_as_python)
    found = fuzz.check_settings("[ui]\ntheme=dark\u2028light\n".encode(), tmp_path) or ""
    assert "judged damaged for a character Qt keeps in a line" in found
    found = fuzz.check_settings(b"[ui]\ntheme=dark\n", tmp_path) or ""
    assert "the settings file mjgui wrote with a folder named" in found


def test_the_autosave_folder_is_fuzzed_and_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--kind autosave`` builds folders with real trackers, changes them and starts on them;
    a slot deleted instead of set aside is reported."""
    assert "autosave" in fuzz.KINDS
    assert all(fuzz.check_autosave(seed, tmp_path) is None for seed in range(20))
    assert fuzz.main(["-n", "30", "--seed", "4", "--kind", "autosave"]) == 0

    from mjgui.controller.game.autosave import Autosave

    def delete(self: Autosave) -> Path | None:
        if self.path.is_dir() and not self.path.is_symlink():
            shutil.rmtree(self.path)
        else:
            self.path.unlink()
        return None

    monkeypatch.setattr(Autosave, "set_aside", delete)
    found = [fuzz.check_autosave(seed, tmp_path) for seed in range(200)]
    assert any(problem and "was lost" in problem for problem in found)


def test_links_pasted_on_one_line_and_shortcuts_to_a_link_are_fuzzed_and_checked() -> None:
    """``--kind links``: real games' tenhou.net/6 links (mutated or not) pasted on one line, and
    an Internet shortcut to one link, read as the links one a line read."""
    assert "links" in fuzz.KINDS
    rng = random.Random(6)
    forms = [fuzz.mutate_link_form(rng) for _ in range(80)]
    assert {form for form, _, _ in forms} == {"line", "shortcut", "webloc", "damaged webloc"}
    assert any("[{000214A0" in text for form, _, text in forms if form == "shortcut")
    for form, plain, text in forms:
        assert fuzz.check_link_form(form, plain, text) is None, text[:200]
    # a hand lost or a link's error said elsewhere than where the link starts is noticed
    links = [line for line in fuzz.JSON_LINK_SAMPLES[0].split("\n") if line]
    assert fuzz.check_link_form("line", "\n".join(links), " ".join(links)) is None
    lost = fuzz.check_link_form("line", "\n".join(links), " ".join(links[1:]))
    assert lost == f"the links read {len(links)} hands one a line, {len(links) - 1} hands as a line"


def test_binary_weblocs_to_a_link_are_fuzzed_and_checked() -> None:
    """``--kind links`` writes binary ``.webloc`` files (``bplist00``) too, as the Finder writes
    them and damaged, reads them as a file is read, and notices one read otherwise than its link."""
    import plistlib

    rng = random.Random(6)
    forms = [fuzz.mutate_link_form(rng) for _ in range(300)]
    weblocs = [(form, plain, data) for form, plain, data in forms if isinstance(data, bytes)]
    assert {form for form, _, _ in weblocs} == {"webloc", "damaged webloc"}
    assert all(data.startswith(b"bplist00") for form, _, data in weblocs if form == "webloc")
    for form, plain, data in weblocs:
        assert fuzz.check_link_form(form, plain, data) is None, data[:200]
    links = [line for line in fuzz.JSON_LINK_SAMPLES[0].split("\n") if line]
    webloc = plistlib.dumps({"URL": links[0]}, fmt=plistlib.FMT_BINARY)
    assert fuzz.check_link_form("webloc", links[0] + "\n", webloc) is None
    lost = fuzz.check_link_form("webloc", "\n".join(links[:2]), webloc)
    assert lost == "the link reads 2 hands one a line, 1 hands in a binary .webloc"
    # a damaged one is only read as any file is: no traceback, a typed error that says where
    assert fuzz.check_link_form("damaged webloc", links[0] + "\n", webloc[:-9]) is None


def test_a_damaged_link_in_a_shortcut_is_said_at_the_column_it_starts_at() -> None:
    """Found by the fuzz: an error in the link of a .url shortcut said column 1 (``URL=``'s),
    not the column the link starts at, as it does for a link of a file of links."""
    from mjgui.core.logs import LogError, read_log

    link = next(line for line in fuzz.JSON_LINK_SAMPLES[0].split("\n") if line).replace("%7B", "%7C", 1)
    for url in ("URL=", "URL = "):
        text = f"[InternetShortcut]\r\n{url}{link}\r\nIconIndex=0\r\n"
        with pytest.raises(LogError) as caught:
            read_log(text)
        assert (caught.value.code, caught.value.line, caught.value.column) == (
            "log_json_link",
            2,
            len(url) + 1,
        )
        assert fuzz.check_link_form("shortcut", link + "\n", text) is None


def test_the_saved_rules_options_are_fuzzed_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``rules/options`` of the settings file (the option words saved beside the preset): read
    as a rules line reads them, and saved again through Qt, the same rules read back."""
    rng = random.Random(2)
    samples = [fuzz.mutate_settings(rng) for _ in range(120)]
    assert sum(b"[rules]" in data for data in samples) > 30
    for data in samples:
        assert fuzz.check_settings(data, tmp_path) is None
    path = tmp_path / "mjgui.conf"
    path.write_text(fuzz.SETTINGS_RULES, encoding="utf-8")
    assert fuzz.check_settings_rules(path) is None
    # words that all read, read otherwise (the first word of an option counting): noticed
    import mjgui.controller.scoring.calculator as calculator

    def first_counts(name: str | None, words: tuple[str, ...]) -> object:
        return calculator.saved_rules(name, list(reversed(words)))

    path.write_text(
        fuzz.SETTINGS + '[rules]\noptions="kuitan=off aka=4 kuitan=on"\npreset=seed\n', encoding="utf-8"
    )
    monkeypatch.setattr(fuzz, "saved_rules", first_counts)
    assert "read otherwise" in (fuzz.check_settings_rules(path) or "")


def test_sync_conflict_copies_of_the_student_record_are_fuzzed_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--kind studentsync``: conflict copies beside student.json and beside the file a link
    to it leads to (each sync tool's name, some damaged, a newer mjgui's, a folder, links)
    merged, never removed nor changed; said only when they brought answers; nothing lost."""
    assert "studentsync" in fuzz.KINDS
    import mjgui.core.teach.student as student
    from mjgui.core.teach.student import StudentRecord

    merged = links = 0
    original = StudentRecord.load

    def counting(path: Path) -> StudentRecord:
        nonlocal merged, links
        record = original(path)
        merged += len(record.merged_copies)
        links += path.is_symlink() and any(p.parent != path.parent for p in record.merged_copies)
        return record

    monkeypatch.setattr(StudentRecord, "load", counting)
    rng = random.Random(9)
    assert all(fuzz.check_student_sync(rng, tmp_path) is None for _ in range(60))
    assert merged > 10 and links > 0
    monkeypatch.undo()

    def found(seeds: int = 60) -> list[str | None]:
        return [fuzz.check_student_sync(random.Random(seed), tmp_path) for seed in range(seeds)]

    # each defect the check is for is noticed
    save, merge, copies = StudentRecord.save, StudentRecord._merge_copies, student.conflict_copies

    def removing(self: StudentRecord) -> None:  # a save that removes the copies it merged
        save(self)
        for path in self.merged_copies:
            path.unlink()

    monkeypatch.setattr(StudentRecord, "save", removing)
    assert any(problem and "was removed" in problem for problem in found())
    monkeypatch.undo()

    def unmerged(self: StudentRecord) -> None:  # copies said merged, their answers not
        answers = list(self.answers)
        merge(self)
        self.answers = answers

    monkeypatch.setattr(StudentRecord, "_merge_copies", unmerged)
    assert any(problem and "answers are not all in the record" in problem for problem in found())
    monkeypatch.undo()

    def all_said(self: StudentRecord) -> None:  # every copy merged said, new answers or not
        merge(self)
        wrong = {e.params.get("path") for e in self.copy_errors}
        self.merged_copies = tuple(p for p in student.conflict_copies(self.path) if p not in wrong)  # type: ignore[arg-type]

    monkeypatch.setattr(StudentRecord, "_merge_copies", all_said)
    assert any(problem and "brought no answer" in problem for problem in found())
    monkeypatch.undo()

    def silent(self: StudentRecord) -> None:  # copies that cannot be merged not said
        merge(self)
        self.copy_errors = ()

    monkeypatch.setattr(StudentRecord, "_merge_copies", silent)
    assert any(problem and "neither merged nor said" in problem for problem in found())
    monkeypatch.undo()

    def onedrive(path: Path) -> list[Path]:  # OneDrive's machine names taken for copies
        return copies(path) + sorted(path.parent.glob(path.stem + "-[A-Z]*" + path.suffix))

    monkeypatch.setattr(student, "conflict_copies", onedrive)
    assert any(problem and "which is no sync tool's copy" in problem for problem in found())
    monkeypatch.undo()

    def beside_the_link(path: Path) -> list[Path]:  # copies beside a link's target not looked for
        return [p for p in copies(path) if p.parent == path.parent]

    monkeypatch.setattr(student, "conflict_copies", beside_the_link)
    assert any(problem and "not said, and its answers" in problem for problem in found(120))


def test_the_league_csv_keeps_names_a_spreadsheet_would_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Players and files named as a spreadsheet reads a number, a date or a formula come back
    whole from the CSV once their ' is taken off, and the numbers stay numbers."""
    import mjgui.core.league.export as export

    rng = random.Random(2)
    for n in range(40):
        place = tmp_path / f"l{n}"
        place.mkdir()
        assert fuzz.check_league(rng, place) is None
    assert fuzz._text_cell("'1.5") == "1.5" and fuzz._text_cell("1.5") is None
    assert fuzz._text_cell("Jan 5") is None and fuzz._text_cell("Boris") == "Boris"
    # a text that only begins with a digit or a month is kept as text by a spreadsheet
    assert fuzz._text_cell("2Pac") == "2Pac" and fuzz._text_cell("Jan5") == "Jan5"
    assert fuzz._text_cell("2026-01-01r0.mjgame") == "2026-01-01r0.mjgame"
    # a cell written without its ' (or a number given one) is noticed
    monkeypatch.setattr(export, "_READ_AS_VALUE", export.re.compile("(?!)"))
    found = []
    rng = random.Random(2)
    for n in range(40):
        place = tmp_path / f"m{n}"
        place.mkdir()
        found.append(fuzz.check_league(rng, place))
    assert any(problem and "in the table's CSV" in problem for problem in found), found


def test_an_answer_a_student_record_holds_twice_is_saved_once(tmp_path: Path) -> None:
    """Found by the fuzz: a record that holds one answer twice (a person or a sync tool joined
    two files), read whole and saved with no other window's save between, was written with
    that answer twice (the save that skips re-reading the file took its answers as each once)."""
    import json

    from mjgui.core.teach.student import StudentRecord

    data = json.loads(fuzz.STUDENT)
    data["answers"].insert(1, data["answers"][0])
    path = tmp_path / "student.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    record = StudentRecord.load(path)
    record.add(fuzz.Answer(1796500000.0, "123m456p789s11z22z2z", "fu", ("fu:menzen_ron",), False, "fuzz"))
    record.save()
    saved = json.loads(path.read_text(encoding="utf-8"))["answers"]
    assert [a["when"] for a in saved] == [1796400000.125, 1796400004.5, 1796400009, 1796500000.0]
    assert fuzz.check_student(json.dumps(data).encode(), tmp_path) is None
