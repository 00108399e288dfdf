#!/usr/bin/env python3
"""Writes the binary property list fixtures: each catalog file in a text form
(`.strings` old-style, `.stringsdict` XML) and in the binary form Xcode
compiles it to (`bplist00`), from the same data, with Python's plistlib as an
independent writer (it shares equal strings between references, as Apple's
writer does). The tests check that both forms read the same.

    python3 Scripts/binary-plist-fixtures.py           # rewrite Tests/Fixtures/BinaryPropertyLists/
    python3 Scripts/binary-plist-fixtures.py --check   # exit 1 if the committed files differ
"""
import datetime
import pathlib
import plistlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "Fixtures" / "BinaryPropertyLists"


def plural(format_key, variables):
    entry = {"NSStringLocalizedFormatKey": format_key}
    for name, value_type, forms in variables:
        entry[name] = {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": value_type, **forms}
    return entry


STRINGS = {
    "en": {
        "hello": "Hello",
        "quote": 'She said "hi"\n\tand left \\ back',
        "accents": "Café crème, naïve",
        "emoji": "Runs 🏃‍♀️ done 😂",
        "long.key.that.needs.an.extended.length.marker": "A value longer than fifteen characters",
        "empty": "",
        "same": "Hello",
    },
    "ru": {
        "hello": "Привет",
        "quote": "«Кавычки»",
        "accents": "Ёжик",
        "emoji": "😂",
    },
}

STRINGSDICT = {
    "en": {
        "lg_days": plural("%#@VARIABLE@", [("VARIABLE", "ld", {"zero": "none", "one": "1 day", "other": "%ld days"})]),
        "scope.%lu out of %lu runs": plural("%1$#@lu_completed_runs@", [
            ("lu_completed_runs", "lu", {"zero": "No runs completed yet", "one": "One %2$#@lu_total_runs@",
                                         "other": "%lu %2$#@lu_total_runs@"}),
            ("lu_total_runs", "lu", {"one": "run completed", "other": "of %lu runs completed"}),
        ]),
        # Kinds catalogs do not use, ignored by the reader but printed by `intl strings dump`.
        "meta": {**plural("%#@n@", [("n", "d", {"one": "%d file", "other": "%d files"})]),
                 "NSMeta": [7, -3, 2**40, 2.5, 2.0, True, False, datetime.datetime(2024, 1, 2, 3, 4, 5), b"hi", ""]},
    },
    "ru": {
        "lg_days": plural("%#@VARIABLE@", [("VARIABLE", "ld", {
            "one": "%ld день", "few": "%ld дня", "many": "%ld дней", "other": "%ld дня"})]),
        "scope.%lu out of %lu runs": plural("%1$#@lu_completed_runs@", [
            ("lu_completed_runs", "lu", {"zero": "Пока ни одного", "one": "%lu из %2$#@lu_total_runs@",
                                         "few": "%lu из %2$#@lu_total_runs@", "many": "%lu из %2$#@lu_total_runs@",
                                         "other": "%lu из %2$#@lu_total_runs@"}),
            ("lu_total_runs", "lu", {"one": "%lu пробежки", "few": "%lu пробежек", "many": "%lu пробежек",
                                     "other": "%lu пробежки"}),
        ]),
    },
}


def strings_text(table):
    def quote(text):
        escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        return '"' + escaped + '"'
    return "".join(f"{quote(key)} = {quote(value)};\n" for key, value in table.items()).encode()


def files():
    """Relative path -> bytes, for every fixture."""
    out = {}
    for language, table in STRINGS.items():
        out[f"text/{language}.lproj/Localizable.strings"] = strings_text(table)
        out[f"binary/{language}.lproj/Localizable.strings"] = plistlib.dumps(table, fmt=plistlib.FMT_BINARY, sort_keys=True)
    for language, table in STRINGSDICT.items():
        out[f"text/{language}.lproj/Localizable.stringsdict"] = plistlib.dumps(table, fmt=plistlib.FMT_XML, sort_keys=True)
        out[f"binary/{language}.lproj/Localizable.stringsdict"] = plistlib.dumps(table, fmt=plistlib.FMT_BINARY, sort_keys=True)
    return out


def main():
    check = sys.argv[1:] == ["--check"]
    stale = []
    for relative, contents in sorted(files().items()):
        path = ROOT / relative
        if check:
            if not path.exists() or path.read_bytes() != contents:
                stale.append(relative)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(contents)
    if stale:
        print("error: stale fixtures (run python3 Scripts/binary-plist-fixtures.py): " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
