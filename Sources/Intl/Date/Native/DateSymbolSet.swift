/// The sets of names a Gregorian pattern can show, as ICU's date format
/// symbols hold them (format context for `M E G a`, stand-alone for `L c`).
/// ICU 72 has no C API for narrow eras, so `GGGGG` stays on ICU.
///
/// Months are indexed from 0 (January), weekdays from 1 (Sunday; index 0 is
/// empty in ICU's arrays), eras 0 (BC) and 1 (AD), day periods 0 (AM) and 1 (PM).
enum DateSymbolSet: CaseIterable, Sendable {
    case eras, eraNames
    case months, shortMonths, narrowMonths
    case standaloneMonths, standaloneShortMonths, standaloneNarrowMonths
    case weekdays, shortWeekdays, narrowWeekdays, shorterWeekdays
    case standaloneWeekdays, standaloneShortWeekdays, standaloneNarrowWeekdays, standaloneShorterWeekdays
    case amPm
}
