// GENERATED FILE, DO NOT EDIT. Regenerate with: swift Scripts/generate-plural-tables.swift
// Source: CLDRData/42.0/common/supplemental/plurals.xml, ordinals.xml (CLDR 42.0)
// Contents: cardinal rules for 219 locales, ordinal rules for 104 locales, 63 distinct rule sets (39 cardinal, 24 ordinal).

/// CLDR's plural rules compiled to Swift: one function over all operands and
/// one for integers per distinct rule set, a `switch` over the sets for each,
/// and the rule texts that `PluralData` matches the loaded ICU's sets against.
enum PluralRuleTables {
    // MARK: Cardinal rule sets

    /// bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi vi wo yo yue zh
    @inline(__always)
    static func cardinal0(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
    @inline(__always)
    static func cardinal0Integer(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// am as bn doi fa gu hi kn pcm zu
    /// - one: i = 0 or n = 1
    @inline(__always)
    static func cardinal1(_ o: PluralOperands) -> PluralCategory {
        if o.i == 0 || (o.f == 0 && o.i == 1) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal1Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        return .other
    }

    /// ff hy kab
    /// - one: i = 0,1
    @inline(__always)
    static func cardinal2(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 0 || o.i == 1) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal2Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }

    /// ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi
    /// - one: i = 1 and v = 0
    @inline(__always)
    static func cardinal3(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal3Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// si
    /// - one: n = 0,1 or i = 0 and f = 1
    @inline(__always)
    static func cardinal4(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i == 0 || o.i == 1)) || (o.i == 0 && o.f == 1) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal4Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }

    /// ak bho guw ln mg nso pa ti wa
    /// - one: n = 0..1
    @inline(__always)
    static func cardinal5(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i <= 1 { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal5Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        return .other
    }

    /// tzm
    /// - one: n = 0..1 or n = 11..99
    @inline(__always)
    static func cardinal6(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i <= 1) || (o.f == 0 && (o.i >= 11 && o.i <= 99)) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal6Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 || (i >= 11 && i <= 99) { return .one }
        return .other
    }

    /// af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog
    /// - one: n = 1
    @inline(__always)
    static func cardinal7(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal7Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// da
    /// - one: n = 1 or t != 0 and i = 0,1
    @inline(__always)
    static func cardinal8(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i == 1) || (o.t != 0 && (o.i == 0 || o.i == 1)) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal8Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// is
    /// - one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
    @inline(__always)
    static func cardinal9(_ o: PluralOperands) -> PluralCategory {
        if (o.t == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.t % 10 == 1 && o.t % 100 != 11) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal9Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// mk
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    @inline(__always)
    static func cardinal10(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.f % 10 == 1 && o.f % 100 != 11) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal10Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// ceb fil tl
    /// - one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9
    @inline(__always)
    static func cardinal11(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && (o.i == 1 || o.i == 2 || o.i == 3)) || (o.v == 0 && !(o.i % 10 == 4 || o.i % 10 == 6 || o.i % 10 == 9)) || (o.v != 0 && !(o.f % 10 == 4 || o.f % 10 == 6 || o.f % 10 == 9)) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal11Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 2 || i == 3) || !(i % 10 == 4 || i % 10 == 6 || i % 10 == 9) { return .one }
        return .other
    }

    /// lv prg
    /// - zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
    /// - one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
    @inline(__always)
    static func cardinal12(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i % 10 == 0) || (o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) || (o.v == 2 && (o.f % 100 >= 11 && o.f % 100 <= 19)) { return .zero }
        if (o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11)) || (o.v == 2 && o.f % 10 == 1 && o.f % 100 != 11) || (o.v != 2 && o.f % 10 == 1) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal12Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 0 || (i % 100 >= 11 && i % 100 <= 19) { return .zero }
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// lag
    /// - zero: n = 0
    /// - one: i = 0,1 and n != 0
    @inline(__always)
    static func cardinal13(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if (o.i == 0 || o.i == 1) && !(o.f == 0 && o.i == 0) { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal13Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if (i == 0 || i == 1) && i != 0 { return .one }
        return .other
    }

    /// ksh
    /// - zero: n = 0
    /// - one: n = 1
    @inline(__always)
    static func cardinal14(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    @inline(__always)
    static func cardinal14Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        return .other
    }

    /// he iw
    /// - one: i = 1 and v = 0 or i = 0 and v != 0
    /// - two: i = 2 and v = 0
    @inline(__always)
    static func cardinal15(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
        if o.i == 2 && o.v == 0 { return .two }
        return .other
    }
    @inline(__always)
    static func cardinal15Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// iu naq sat se sma smi smj smn sms
    /// - one: n = 1
    /// - two: n = 2
    @inline(__always)
    static func cardinal16(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        return .other
    }
    @inline(__always)
    static func cardinal16Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// shi
    /// - one: i = 0 or n = 1
    /// - few: n = 2..10
    @inline(__always)
    static func cardinal17(_ o: PluralOperands) -> PluralCategory {
        if o.i == 0 || (o.f == 0 && o.i == 1) { return .one }
        if o.f == 0 && (o.i >= 2 && o.i <= 10) { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal17Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        if (i >= 2 && i <= 10) { return .few }
        return .other
    }

    /// mo ro
    /// - one: i = 1 and v = 0
    /// - few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19
    @inline(__always)
    static func cardinal18(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if o.v != 0 || (o.f == 0 && o.i == 0) || (!(o.f == 0 && o.i == 1) && o.f == 0 && (o.i % 100 >= 1 && o.i % 100 <= 19)) { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal18Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || (i != 1 && (i % 100 >= 1 && i % 100 <= 19)) { return .few }
        return .other
    }

    /// bs hr sh sr
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14
    @inline(__always)
    static func cardinal19(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.f % 10 == 1 && o.f % 100 != 11) { return .one }
        if (o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14)) || ((o.f % 10 >= 2 && o.f % 10 <= 4) && !(o.f % 100 >= 12 && o.f % 100 <= 14)) { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal19Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !(i % 100 >= 12 && i % 100 <= 14) { return .few }
        return .other
    }

    /// fr
    /// - one: i = 0,1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    @inline(__always)
    static func cardinal20(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 0 || o.i == 1) { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal20Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// pt
    /// - one: i = 0..1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    @inline(__always)
    static func cardinal21(_ o: PluralOperands) -> PluralCategory {
        if o.i <= 1 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal21Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// ca it pt-PT vec
    /// - one: i = 1 and v = 0
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    @inline(__always)
    static func cardinal22(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal22Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// es
    /// - one: n = 1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    @inline(__always)
    static func cardinal23(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal23Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// gd
    /// - one: n = 1,11
    /// - two: n = 2,12
    /// - few: n = 3..10,13..19
    @inline(__always)
    static func cardinal24(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 11) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 12) { return .two }
        if o.f == 0 && ((o.i >= 3 && o.i <= 10) || (o.i >= 13 && o.i <= 19)) { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal24Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 11) { return .one }
        if (i == 2 || i == 12) { return .two }
        if ((i >= 3 && i <= 10) || (i >= 13 && i <= 19)) { return .few }
        return .other
    }

    /// sl
    /// - one: v = 0 and i % 100 = 1
    /// - two: v = 0 and i % 100 = 2
    /// - few: v = 0 and i % 100 = 3..4 or v != 0
    @inline(__always)
    static func cardinal25(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 100 == 1 { return .one }
        if o.v == 0 && o.i % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || o.v != 0 { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal25Integer(_ i: UInt64) -> PluralCategory {
        if i % 100 == 1 { return .one }
        if i % 100 == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 4) { return .few }
        return .other
    }

    /// dsb hsb
    /// - one: v = 0 and i % 100 = 1 or f % 100 = 1
    /// - two: v = 0 and i % 100 = 2 or f % 100 = 2
    /// - few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4
    @inline(__always)
    static func cardinal26(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 100 == 1) || o.f % 100 == 1 { return .one }
        if (o.v == 0 && o.i % 100 == 2) || o.f % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || (o.f % 100 >= 3 && o.f % 100 <= 4) { return .few }
        return .other
    }
    @inline(__always)
    static func cardinal26Integer(_ i: UInt64) -> PluralCategory {
        if i % 100 == 1 { return .one }
        if i % 100 == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 4) { return .few }
        return .other
    }

    /// cs sk
    /// - one: i = 1 and v = 0
    /// - few: i = 2..4 and v = 0
    /// - many: v != 0
    @inline(__always)
    static func cardinal27(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if (o.i >= 2 && o.i <= 4) && o.v == 0 { return .few }
        if o.v != 0 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal27Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i >= 2 && i <= 4) { return .few }
        return .other
    }

    /// pl
    /// - one: i = 1 and v = 0
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    /// - many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
    @inline(__always)
    static func cardinal28(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14) { return .few }
        if (o.v == 0 && o.i != 1 && o.i % 10 <= 1) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal28Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !(i % 100 >= 12 && i % 100 <= 14) { return .few }
        if (i != 1 && i % 10 <= 1) || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 12 && i % 100 <= 14) { return .many }
        return .other
    }

    /// be
    /// - one: n % 10 = 1 and n % 100 != 11
    /// - few: n % 10 = 2..4 and n % 100 != 12..14
    /// - many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14
    @inline(__always)
    static func cardinal29(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11) { return .one }
        if o.f == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.f == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .few }
        if (o.f == 0 && o.i % 10 == 0) || (o.f == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14)) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal29Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !(i % 100 >= 12 && i % 100 <= 14) { return .few }
        if i % 10 == 0 || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 11 && i % 100 <= 14) { return .many }
        return .other
    }

    /// lt
    /// - one: n % 10 = 1 and n % 100 != 11..19
    /// - few: n % 10 = 2..9 and n % 100 != 11..19
    /// - many: f != 0
    @inline(__always)
    static func cardinal30(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .one }
        if o.f == 0 && (o.i % 10 >= 2 && o.i % 10 <= 9) && !(o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .few }
        if o.f != 0 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal30Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 >= 11 && i % 100 <= 19) { return .one }
        if (i % 10 >= 2 && i % 10 <= 9) && !(i % 100 >= 11 && i % 100 <= 19) { return .few }
        return .other
    }

    /// ru uk
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    /// - many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    @inline(__always)
    static func cardinal31(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11 { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14) { return .few }
        if (o.v == 0 && o.i % 10 == 0) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14)) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal31Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !(i % 100 >= 12 && i % 100 <= 14) { return .few }
        if i % 10 == 0 || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 11 && i % 100 <= 14) { return .many }
        return .other
    }

    /// br
    /// - one: n % 10 = 1 and n % 100 != 11,71,91
    /// - two: n % 10 = 2 and n % 100 != 12,72,92
    /// - few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
    /// - many: n != 0 and n % 1000000 = 0
    @inline(__always)
    static func cardinal32(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && (o.i % 100 == 11 || o.i % 100 == 71 || o.i % 100 == 91)) { return .one }
        if o.f == 0 && o.i % 10 == 2 && !(o.f == 0 && (o.i % 100 == 12 || o.i % 100 == 72 || o.i % 100 == 92)) { return .two }
        if o.f == 0 && ((o.i % 10 >= 3 && o.i % 10 <= 4) || o.i % 10 == 9) && !(o.f == 0 && ((o.i % 100 >= 10 && o.i % 100 <= 19) || (o.i % 100 >= 70 && o.i % 100 <= 79) || (o.i % 100 >= 90 && o.i % 100 <= 99))) { return .few }
        if !(o.f == 0 && o.i == 0) && o.f == 0 && o.i % 1000000 == 0 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal32Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11 || i % 100 == 71 || i % 100 == 91) { return .one }
        if i % 10 == 2 && !(i % 100 == 12 || i % 100 == 72 || i % 100 == 92) { return .two }
        if ((i % 10 >= 3 && i % 10 <= 4) || i % 10 == 9) && !((i % 100 >= 10 && i % 100 <= 19) || (i % 100 >= 70 && i % 100 <= 79) || (i % 100 >= 90 && i % 100 <= 99)) { return .few }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// mt
    /// - one: n = 1
    /// - two: n = 2
    /// - few: n = 0 or n % 100 = 3..10
    /// - many: n % 100 = 11..19
    @inline(__always)
    static func cardinal33(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if (o.f == 0 && o.i == 0) || (o.f == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10)) { return .few }
        if o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal33Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        if i == 0 || (i % 100 >= 3 && i % 100 <= 10) { return .few }
        if (i % 100 >= 11 && i % 100 <= 19) { return .many }
        return .other
    }

    /// ga
    /// - one: n = 1
    /// - two: n = 2
    /// - few: n = 3..6
    /// - many: n = 7..10
    @inline(__always)
    static func cardinal34(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i >= 3 && o.i <= 6) { return .few }
        if o.f == 0 && (o.i >= 7 && o.i <= 10) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal34Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i >= 3 && i <= 6) { return .few }
        if (i >= 7 && i <= 10) { return .many }
        return .other
    }

    /// gv
    /// - one: v = 0 and i % 10 = 1
    /// - two: v = 0 and i % 10 = 2
    /// - few: v = 0 and i % 100 = 0,20,40,60,80
    /// - many: v != 0
    @inline(__always)
    static func cardinal35(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 { return .one }
        if o.v == 0 && o.i % 10 == 2 { return .two }
        if o.v == 0 && (o.i % 100 == 0 || o.i % 100 == 20 || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .few }
        if o.v != 0 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal35Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 { return .one }
        if i % 10 == 2 { return .two }
        if (i % 100 == 0 || i % 100 == 20 || i % 100 == 40 || i % 100 == 60 || i % 100 == 80) { return .few }
        return .other
    }

    /// kw
    /// - zero: n = 0
    /// - one: n = 1
    /// - two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000
    /// - few: n % 100 = 3,23,43,63,83
    /// - many: n != 1 and n % 100 = 1,21,41,61,81
    @inline(__always)
    static func cardinal36(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if (o.f == 0 && (o.i % 100 == 2 || o.i % 100 == 22 || o.i % 100 == 42 || o.i % 100 == 62 || o.i % 100 == 82)) || (o.f == 0 && o.i % 1000 == 0 && o.f == 0 && ((o.i % 100000 >= 1000 && o.i % 100000 <= 20000) || o.i % 100000 == 40000 || o.i % 100000 == 60000 || o.i % 100000 == 80000)) || (!(o.f == 0 && o.i == 0) && o.f == 0 && o.i % 1000000 == 100000) { return .two }
        if o.f == 0 && (o.i % 100 == 3 || o.i % 100 == 23 || o.i % 100 == 43 || o.i % 100 == 63 || o.i % 100 == 83) { return .few }
        if !(o.f == 0 && o.i == 1) && o.f == 0 && (o.i % 100 == 1 || o.i % 100 == 21 || o.i % 100 == 41 || o.i % 100 == 61 || o.i % 100 == 81) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal36Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if (i % 100 == 2 || i % 100 == 22 || i % 100 == 42 || i % 100 == 62 || i % 100 == 82) || (i % 1000 == 0 && ((i % 100000 >= 1000 && i % 100000 <= 20000) || i % 100000 == 40000 || i % 100000 == 60000 || i % 100000 == 80000)) || (i != 0 && i % 1000000 == 100000) { return .two }
        if (i % 100 == 3 || i % 100 == 23 || i % 100 == 43 || i % 100 == 63 || i % 100 == 83) { return .few }
        if i != 1 && (i % 100 == 1 || i % 100 == 21 || i % 100 == 41 || i % 100 == 61 || i % 100 == 81) { return .many }
        return .other
    }

    /// ar ars
    /// - zero: n = 0
    /// - one: n = 1
    /// - two: n = 2
    /// - few: n % 100 = 3..10
    /// - many: n % 100 = 11..99
    @inline(__always)
    static func cardinal37(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10) { return .few }
        if o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 99) { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal37Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 10) { return .few }
        if (i % 100 >= 11 && i % 100 <= 99) { return .many }
        return .other
    }

    /// cy
    /// - zero: n = 0
    /// - one: n = 1
    /// - two: n = 2
    /// - few: n = 3
    /// - many: n = 6
    @inline(__always)
    static func cardinal38(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && o.i == 3 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
    @inline(__always)
    static func cardinal38Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if i == 3 { return .few }
        if i == 6 { return .many }
        return .other
    }

    // MARK: Ordinal rule sets

    /// af am an ar ast bg bs ce cs da de dsb el es et eu fa fi fy gl gsw he hr hsb ia id in is iw ja km kn ko ky lt lv ml mn my nb nl no pa pl prg ps pt root ru sd sh si sk sl sr sw ta te th tpi tr ur uz yue zh zu
    @inline(__always)
    static func ordinal0(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
    @inline(__always)
    static func ordinal0Integer(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// sv
    /// - one: n % 10 = 1,2 and n % 100 != 11,12
    @inline(__always)
    static func ordinal1(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i % 10 == 1 || o.i % 10 == 2) && !(o.f == 0 && (o.i % 100 == 11 || o.i % 100 == 12)) { return .one }
        return .other
    }
    @inline(__always)
    static func ordinal1Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 || i % 10 == 2) && !(i % 100 == 11 || i % 100 == 12) { return .one }
        return .other
    }

    /// bal fil fr ga hy lo mo ms ro tl vi
    /// - one: n = 1
    @inline(__always)
    static func ordinal2(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    @inline(__always)
    static func ordinal2Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// hu
    /// - one: n = 1,5
    @inline(__always)
    static func ordinal3(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5) { return .one }
        return .other
    }
    @inline(__always)
    static func ordinal3Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5) { return .one }
        return .other
    }

    /// ne
    /// - one: n = 1..4
    @inline(__always)
    static func ordinal4(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i >= 1 && o.i <= 4) { return .one }
        return .other
    }
    @inline(__always)
    static func ordinal4Integer(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) { return .one }
        return .other
    }

    /// be
    /// - few: n % 10 = 2,3 and n % 100 != 12,13
    @inline(__always)
    static func ordinal5(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i % 10 == 2 || o.i % 10 == 3) && !(o.f == 0 && (o.i % 100 == 12 || o.i % 100 == 13)) { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal5Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 2 || i % 10 == 3) && !(i % 100 == 12 || i % 100 == 13) { return .few }
        return .other
    }

    /// uk
    /// - few: n % 10 = 3 and n % 100 != 13
    @inline(__always)
    static func ordinal6(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 3 && !(o.f == 0 && o.i % 100 == 13) { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal6Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 3 && i % 100 != 13 { return .few }
        return .other
    }

    /// tk
    /// - few: n % 10 = 6,9 or n = 10
    @inline(__always)
    static func ordinal7(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i % 10 == 6 || o.i % 10 == 9)) || (o.f == 0 && o.i == 10) { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal7Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 6 || i % 10 == 9) || i == 10 { return .few }
        return .other
    }

    /// kk
    /// - many: n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0
    @inline(__always)
    static func ordinal8(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i % 10 == 6) || (o.f == 0 && o.i % 10 == 9) || (o.f == 0 && o.i % 10 == 0 && !(o.f == 0 && o.i == 0)) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal8Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 6 || i % 10 == 9 || (i % 10 == 0 && i != 0) { return .many }
        return .other
    }

    /// it sc scn vec
    /// - many: n = 11,8,80,800
    @inline(__always)
    static func ordinal9(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 11 || o.i == 8 || o.i == 80 || o.i == 800) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal9Integer(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || i == 80 || i == 800) { return .many }
        return .other
    }

    /// lij
    /// - many: n = 11,8,80..89,800..899
    @inline(__always)
    static func ordinal10(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 11 || o.i == 8 || (o.i >= 80 && o.i <= 89) || (o.i >= 800 && o.i <= 899)) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal10Integer(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || (i >= 80 && i <= 89) || (i >= 800 && i <= 899)) { return .many }
        return .other
    }

    /// ka
    /// - one: i = 1
    /// - many: i = 0 or i % 100 = 2..20,40,60,80
    @inline(__always)
    static func ordinal11(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 { return .one }
        if o.i == 0 || ((o.i % 100 >= 2 && o.i % 100 <= 20) || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal11Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || ((i % 100 >= 2 && i % 100 <= 20) || i % 100 == 40 || i % 100 == 60 || i % 100 == 80) { return .many }
        return .other
    }

    /// sq
    /// - one: n = 1
    /// - many: n % 10 = 4 and n % 100 != 14
    @inline(__always)
    static func ordinal12(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i % 10 == 4 && !(o.f == 0 && o.i % 100 == 14) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal12Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i % 10 == 4 && i % 100 != 14 { return .many }
        return .other
    }

    /// kw
    /// - one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84
    /// - many: n = 5 or n % 100 = 5
    @inline(__always)
    static func ordinal13(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i >= 1 && o.i <= 4)) || (o.f == 0 && ((o.i % 100 >= 1 && o.i % 100 <= 4) || (o.i % 100 >= 21 && o.i % 100 <= 24) || (o.i % 100 >= 41 && o.i % 100 <= 44) || (o.i % 100 >= 61 && o.i % 100 <= 64) || (o.i % 100 >= 81 && o.i % 100 <= 84))) { return .one }
        if (o.f == 0 && o.i == 5) || (o.f == 0 && o.i % 100 == 5) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal13Integer(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) || ((i % 100 >= 1 && i % 100 <= 4) || (i % 100 >= 21 && i % 100 <= 24) || (i % 100 >= 41 && i % 100 <= 44) || (i % 100 >= 61 && i % 100 <= 64) || (i % 100 >= 81 && i % 100 <= 84)) { return .one }
        if i == 5 || i % 100 == 5 { return .many }
        return .other
    }

    /// en
    /// - one: n % 10 = 1 and n % 100 != 11
    /// - two: n % 10 = 2 and n % 100 != 12
    /// - few: n % 10 = 3 and n % 100 != 13
    @inline(__always)
    static func ordinal14(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11) { return .one }
        if o.f == 0 && o.i % 10 == 2 && !(o.f == 0 && o.i % 100 == 12) { return .two }
        if o.f == 0 && o.i % 10 == 3 && !(o.f == 0 && o.i % 100 == 13) { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal14Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if i % 10 == 2 && i % 100 != 12 { return .two }
        if i % 10 == 3 && i % 100 != 13 { return .few }
        return .other
    }

    /// mr
    /// - one: n = 1
    /// - two: n = 2,3
    /// - few: n = 4
    @inline(__always)
    static func ordinal15(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal15Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        return .other
    }

    /// gd
    /// - one: n = 1,11
    /// - two: n = 2,12
    /// - few: n = 3,13
    @inline(__always)
    static func ordinal16(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 11) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 12) { return .two }
        if o.f == 0 && (o.i == 3 || o.i == 13) { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal16Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 11) { return .one }
        if (i == 2 || i == 12) { return .two }
        if (i == 3 || i == 13) { return .few }
        return .other
    }

    /// ca
    /// - one: n = 1,3
    /// - two: n = 2
    /// - few: n = 4
    @inline(__always)
    static func ordinal17(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 3) { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        return .other
    }
    @inline(__always)
    static func ordinal17Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 3) { return .one }
        if i == 2 { return .two }
        if i == 4 { return .few }
        return .other
    }

    /// mk
    /// - one: i % 10 = 1 and i % 100 != 11
    /// - two: i % 10 = 2 and i % 100 != 12
    /// - many: i % 10 = 7,8 and i % 100 != 17,18
    @inline(__always)
    static func ordinal18(_ o: PluralOperands) -> PluralCategory {
        if o.i % 10 == 1 && o.i % 100 != 11 { return .one }
        if o.i % 10 == 2 && o.i % 100 != 12 { return .two }
        if (o.i % 10 == 7 || o.i % 10 == 8) && !(o.i % 100 == 17 || o.i % 100 == 18) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal18Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if i % 10 == 2 && i % 100 != 12 { return .two }
        if (i % 10 == 7 || i % 10 == 8) && !(i % 100 == 17 || i % 100 == 18) { return .many }
        return .other
    }

    /// az
    /// - one: i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80
    /// - few: i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900
    /// - many: i = 0 or i % 10 = 6 or i % 100 = 40,60,90
    @inline(__always)
    static func ordinal19(_ o: PluralOperands) -> PluralCategory {
        if (o.i % 10 == 1 || o.i % 10 == 2 || o.i % 10 == 5 || o.i % 10 == 7 || o.i % 10 == 8) || (o.i % 100 == 20 || o.i % 100 == 50 || o.i % 100 == 70 || o.i % 100 == 80) { return .one }
        if (o.i % 10 == 3 || o.i % 10 == 4) || (o.i % 1000 == 100 || o.i % 1000 == 200 || o.i % 1000 == 300 || o.i % 1000 == 400 || o.i % 1000 == 500 || o.i % 1000 == 600 || o.i % 1000 == 700 || o.i % 1000 == 800 || o.i % 1000 == 900) { return .few }
        if o.i == 0 || o.i % 10 == 6 || (o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 90) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal19Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 || i % 10 == 2 || i % 10 == 5 || i % 10 == 7 || i % 10 == 8) || (i % 100 == 20 || i % 100 == 50 || i % 100 == 70 || i % 100 == 80) { return .one }
        if (i % 10 == 3 || i % 10 == 4) || (i % 1000 == 100 || i % 1000 == 200 || i % 1000 == 300 || i % 1000 == 400 || i % 1000 == 500 || i % 1000 == 600 || i % 1000 == 700 || i % 1000 == 800 || i % 1000 == 900) { return .few }
        if i == 0 || i % 10 == 6 || (i % 100 == 40 || i % 100 == 60 || i % 100 == 90) { return .many }
        return .other
    }

    /// gu hi
    /// - one: n = 1
    /// - two: n = 2,3
    /// - few: n = 4
    /// - many: n = 6
    @inline(__always)
    static func ordinal20(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal20Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }

    /// as bn
    /// - one: n = 1,5,7,8,9,10
    /// - two: n = 2,3
    /// - few: n = 4
    /// - many: n = 6
    @inline(__always)
    static func ordinal21(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5 || o.i == 7 || o.i == 8 || o.i == 9 || o.i == 10) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal21Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5 || i == 7 || i == 8 || i == 9 || i == 10) { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }

    /// or
    /// - one: n = 1,5,7..9
    /// - two: n = 2,3
    /// - few: n = 4
    /// - many: n = 6
    @inline(__always)
    static func ordinal22(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5 || (o.i >= 7 && o.i <= 9)) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal22Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5 || (i >= 7 && i <= 9)) { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }

    /// cy
    /// - zero: n = 0,7,8,9
    /// - one: n = 1
    /// - two: n = 2
    /// - few: n = 3,4
    /// - many: n = 5,6
    @inline(__always)
    static func ordinal23(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 0 || o.i == 7 || o.i == 8 || o.i == 9) { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i == 3 || o.i == 4) { return .few }
        if o.f == 0 && (o.i == 5 || o.i == 6) { return .many }
        return .other
    }
    @inline(__always)
    static func ordinal23Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 7 || i == 8 || i == 9) { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i == 3 || i == 4) { return .few }
        if (i == 5 || i == 6) { return .many }
        return .other
    }

    /// The category of `o` under rule set `set` (an index into `rules`; cardinal sets first).
    static func category(set: Int, _ o: PluralOperands) -> PluralCategory {
        switch set {
        case 0: return cardinal0(o)
        case 1: return cardinal1(o)
        case 2: return cardinal2(o)
        case 3: return cardinal3(o)
        case 4: return cardinal4(o)
        case 5: return cardinal5(o)
        case 6: return cardinal6(o)
        case 7: return cardinal7(o)
        case 8: return cardinal8(o)
        case 9: return cardinal9(o)
        case 10: return cardinal10(o)
        case 11: return cardinal11(o)
        case 12: return cardinal12(o)
        case 13: return cardinal13(o)
        case 14: return cardinal14(o)
        case 15: return cardinal15(o)
        case 16: return cardinal16(o)
        case 17: return cardinal17(o)
        case 18: return cardinal18(o)
        case 19: return cardinal19(o)
        case 20: return cardinal20(o)
        case 21: return cardinal21(o)
        case 22: return cardinal22(o)
        case 23: return cardinal23(o)
        case 24: return cardinal24(o)
        case 25: return cardinal25(o)
        case 26: return cardinal26(o)
        case 27: return cardinal27(o)
        case 28: return cardinal28(o)
        case 29: return cardinal29(o)
        case 30: return cardinal30(o)
        case 31: return cardinal31(o)
        case 32: return cardinal32(o)
        case 33: return cardinal33(o)
        case 34: return cardinal34(o)
        case 35: return cardinal35(o)
        case 36: return cardinal36(o)
        case 37: return cardinal37(o)
        case 38: return cardinal38(o)
        case 39: return ordinal0(o)
        case 40: return ordinal1(o)
        case 41: return ordinal2(o)
        case 42: return ordinal3(o)
        case 43: return ordinal4(o)
        case 44: return ordinal5(o)
        case 45: return ordinal6(o)
        case 46: return ordinal7(o)
        case 47: return ordinal8(o)
        case 48: return ordinal9(o)
        case 49: return ordinal10(o)
        case 50: return ordinal11(o)
        case 51: return ordinal12(o)
        case 52: return ordinal13(o)
        case 53: return ordinal14(o)
        case 54: return ordinal15(o)
        case 55: return ordinal16(o)
        case 56: return ordinal17(o)
        case 57: return ordinal18(o)
        case 58: return ordinal19(o)
        case 59: return ordinal20(o)
        case 60: return ordinal21(o)
        case 61: return ordinal22(o)
        case 62: return ordinal23(o)
        default: return PluralData.loaded.category(readSet: set, o)
        }
    }

    /// The category of the integer `i` under rule set `set` (an index into `rules`; cardinal sets first).
    @inline(__always)
    static func category(set: Int, integer i: UInt64) -> PluralCategory {
        switch set {
        case 0: return cardinal0Integer(i)
        case 1: return cardinal1Integer(i)
        case 2: return cardinal2Integer(i)
        case 3: return cardinal3Integer(i)
        case 4: return cardinal4Integer(i)
        case 5: return cardinal5Integer(i)
        case 6: return cardinal6Integer(i)
        case 7: return cardinal7Integer(i)
        case 8: return cardinal8Integer(i)
        case 9: return cardinal9Integer(i)
        case 10: return cardinal10Integer(i)
        case 11: return cardinal11Integer(i)
        case 12: return cardinal12Integer(i)
        case 13: return cardinal13Integer(i)
        case 14: return cardinal14Integer(i)
        case 15: return cardinal15Integer(i)
        case 16: return cardinal16Integer(i)
        case 17: return cardinal17Integer(i)
        case 18: return cardinal18Integer(i)
        case 19: return cardinal19Integer(i)
        case 20: return cardinal20Integer(i)
        case 21: return cardinal21Integer(i)
        case 22: return cardinal22Integer(i)
        case 23: return cardinal23Integer(i)
        case 24: return cardinal24Integer(i)
        case 25: return cardinal25Integer(i)
        case 26: return cardinal26Integer(i)
        case 27: return cardinal27Integer(i)
        case 28: return cardinal28Integer(i)
        case 29: return cardinal29Integer(i)
        case 30: return cardinal30Integer(i)
        case 31: return cardinal31Integer(i)
        case 32: return cardinal32Integer(i)
        case 33: return cardinal33Integer(i)
        case 34: return cardinal34Integer(i)
        case 35: return cardinal35Integer(i)
        case 36: return cardinal36Integer(i)
        case 37: return cardinal37Integer(i)
        case 38: return cardinal38Integer(i)
        case 39: return ordinal0Integer(i)
        case 40: return ordinal1Integer(i)
        case 41: return ordinal2Integer(i)
        case 42: return ordinal3Integer(i)
        case 43: return ordinal4Integer(i)
        case 44: return ordinal5Integer(i)
        case 45: return ordinal6Integer(i)
        case 46: return ordinal7Integer(i)
        case 47: return ordinal8Integer(i)
        case 48: return ordinal9Integer(i)
        case 49: return ordinal10Integer(i)
        case 50: return ordinal11Integer(i)
        case 51: return ordinal12Integer(i)
        case 52: return ordinal13Integer(i)
        case 53: return ordinal14Integer(i)
        case 54: return ordinal15Integer(i)
        case 55: return ordinal16Integer(i)
        case 56: return ordinal17Integer(i)
        case 57: return ordinal18Integer(i)
        case 58: return ordinal19Integer(i)
        case 59: return ordinal20Integer(i)
        case 60: return ordinal21Integer(i)
        case 61: return ordinal22Integer(i)
        case 62: return ordinal23Integer(i)
        default: return PluralData.loaded.category(readSet: set, PluralOperands(i: i, v: 0, w: 0, f: 0, t: 0, c: 0))
        }
    }

    /// CLDR's rule texts per rule set, in file order (the last is the
    /// unconditional `other`): cardinal sets 0..<39, then ordinal sets.
    static let rules: [[PluralRules.Rule]] = [
        // 0: cardinal0
        [
            .init(category: .other, condition: "", integerSamples: "0~15, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 1: cardinal1
        [
            .init(category: .one, condition: "i = 0 or n = 1", integerSamples: "0, 1", decimalSamples: "0.0~1.0, 0.00~0.04"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.1~2.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 2: cardinal2
        [
            .init(category: .one, condition: "i = 0,1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 3: cardinal3
        [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 4: cardinal4
        [
            .init(category: .one, condition: "n = 0,1 or i = 0 and f = 1", integerSamples: "0, 1", decimalSamples: "0.0, 0.1, 1.0, 0.00, 0.01, 1.00, 0.000, 0.001, 1.000, 0.0000, 0.0001, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.2~0.9, 1.1~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 5: cardinal5
        [
            .init(category: .one, condition: "n = 0..1", integerSamples: "0, 1", decimalSamples: "0.0, 1.0, 0.00, 1.00, 0.000, 1.000, 0.0000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 6: cardinal6
        [
            .init(category: .one, condition: "n = 0..1 or n = 11..99", integerSamples: "0, 1, 11~24", decimalSamples: "0.0, 1.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0"),
            .init(category: .other, condition: "", integerSamples: "2~10, 100~106, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 7: cardinal7
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 8: cardinal8
        [
            .init(category: .one, condition: "n = 1 or t != 0 and i = 0,1", integerSamples: "1", decimalSamples: "0.1~1.6"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 2.0~3.4, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 9: cardinal9
        [
            .init(category: .one, condition: "t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.2~0.9, 1.2~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 10: cardinal10
        [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.2~1.0, 1.2~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 11: cardinal11
        [
            .init(category: .one, condition: "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9", integerSamples: "0~3, 5, 7, 8, 10~13, 15, 17, 18, 20, 21, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.3, 0.5, 0.7, 0.8, 1.0~1.3, 1.5, 1.7, 1.8, 2.0, 2.1, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "4, 6, 9, 14, 16, 19, 24, 26, 104, 1004, …", decimalSamples: "0.4, 0.6, 0.9, 1.4, 1.6, 1.9, 2.4, 2.6, 10.4, 100.4, 1000.4, …"),
        ],
        // 12: cardinal12
        [
            .init(category: .zero, condition: "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19", integerSamples: "0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "2~9, 22~29, 102, 1002, …", decimalSamples: "0.2~0.9, 1.2~1.9, 10.2, 100.2, 1000.2, …"),
        ],
        // 13: cardinal13
        [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "i = 0,1 and n != 0", integerSamples: "1", decimalSamples: "0.1~1.6"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 14: cardinal14
        [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 15: cardinal15
        [
            .init(category: .one, condition: "i = 1 and v = 0 or i = 0 and v != 0", integerSamples: "1", decimalSamples: "0.0~0.9, 0.00~0.05"),
            .init(category: .two, condition: "i = 2 and v = 0", integerSamples: "2", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.0~2.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 16: cardinal16
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 17: cardinal17
        [
            .init(category: .one, condition: "i = 0 or n = 1", integerSamples: "0, 1", decimalSamples: "0.0~1.0, 0.00~0.04"),
            .init(category: .few, condition: "n = 2..10", integerSamples: "2~10", decimalSamples: "2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 2.00, 3.00, 4.00, 5.00, 6.00, 7.00, 8.00"),
            .init(category: .other, condition: "", integerSamples: "11~26, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.1~1.9, 2.1~2.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 18: cardinal18
        [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "v != 0 or n = 0 or n != 1 and n % 100 = 1..19", integerSamples: "0, 2~16, 101, 1001, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "20~35, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 19: cardinal19
        [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: "0.2~0.4, 1.2~1.4, 2.2~2.4, 3.2~3.4, 4.2~4.4, 5.2, 10.2, 100.2, 1000.2, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 20: cardinal20
        [
            .init(category: .one, condition: "i = 0,1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ],
        // 21: cardinal21
        [
            .init(category: .one, condition: "i = 0..1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ],
        // 22: cardinal22
        [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ],
        // 23: cardinal23
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ],
        // 24: cardinal24
        [
            .init(category: .one, condition: "n = 1,11", integerSamples: "1, 11", decimalSamples: "1.0, 11.0, 1.00, 11.00, 1.000, 11.000, 1.0000"),
            .init(category: .two, condition: "n = 2,12", integerSamples: "2, 12", decimalSamples: "2.0, 12.0, 2.00, 12.00, 2.000, 12.000, 2.0000"),
            .init(category: .few, condition: "n = 3..10,13..19", integerSamples: "3~10, 13~19", decimalSamples: "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 3.00"),
            .init(category: .other, condition: "", integerSamples: "0, 20~34, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 25: cardinal25
        [
            .init(category: .one, condition: "v = 0 and i % 100 = 1", integerSamples: "1, 101, 201, 301, 401, 501, 601, 701, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "v = 0 and i % 100 = 2", integerSamples: "2, 102, 202, 302, 402, 502, 602, 702, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 100 = 3..4 or v != 0", integerSamples: "3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 26: cardinal26
        [
            .init(category: .one, condition: "v = 0 and i % 100 = 1 or f % 100 = 1", integerSamples: "1, 101, 201, 301, 401, 501, 601, 701, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .two, condition: "v = 0 and i % 100 = 2 or f % 100 = 2", integerSamples: "2, 102, 202, 302, 402, 502, 602, 702, 1002, …", decimalSamples: "0.2, 1.2, 2.2, 3.2, 4.2, 5.2, 6.2, 7.2, 10.2, 100.2, 1000.2, …"),
            .init(category: .few, condition: "v = 0 and i % 100 = 3..4 or f % 100 = 3..4", integerSamples: "3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, …", decimalSamples: "0.3, 0.4, 1.3, 1.4, 2.3, 2.4, 3.3, 3.4, 4.3, 4.4, 5.3, 5.4, 6.3, 6.4, 7.3, 7.4, 10.3, 100.3, 1000.3, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 27: cardinal27
        [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "i = 2..4 and v = 0", integerSamples: "2~4", decimalSamples: ""),
            .init(category: .many, condition: "v != 0", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 28: cardinal28
        [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 29: cardinal29
        [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .few, condition: "n % 10 = 2..4 and n % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: "2.0, 3.0, 4.0, 22.0, 23.0, 24.0, 32.0, 33.0, 102.0, 1002.0, …"),
            .init(category: .many, condition: "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
        ],
        // 30: cardinal30
        [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11..19", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .few, condition: "n % 10 = 2..9 and n % 100 != 11..19", integerSamples: "2~9, 22~29, 102, 1002, …", decimalSamples: "2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 22.0, 102.0, 1002.0, …"),
            .init(category: .many, condition: "f != 0", integerSamples: "", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 31: cardinal31
        [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 32: cardinal32
        [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11,71,91", integerSamples: "1, 21, 31, 41, 51, 61, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .two, condition: "n % 10 = 2 and n % 100 != 12,72,92", integerSamples: "2, 22, 32, 42, 52, 62, 82, 102, 1002, …", decimalSamples: "2.0, 22.0, 32.0, 42.0, 52.0, 62.0, 82.0, 102.0, 1002.0, …"),
            .init(category: .few, condition: "n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99", integerSamples: "3, 4, 9, 23, 24, 29, 33, 34, 39, 43, 44, 49, 103, 1003, …", decimalSamples: "3.0, 4.0, 9.0, 23.0, 24.0, 29.0, 33.0, 34.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n != 0 and n % 1000000 = 0", integerSamples: "1000000, …", decimalSamples: "1000000.0, 1000000.00, 1000000.000, 1000000.0000, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~8, 10~20, 100, 1000, 10000, 100000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, …"),
        ],
        // 33: cardinal33
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 0 or n % 100 = 3..10", integerSamples: "0, 3~10, 103~109, 1003, …", decimalSamples: "0.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n % 100 = 11..19", integerSamples: "11~19, 111~117, 1011, …", decimalSamples: "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            .init(category: .other, condition: "", integerSamples: "20~35, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 34: cardinal34
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 3..6", integerSamples: "3~6", decimalSamples: "3.0, 4.0, 5.0, 6.0, 3.00, 4.00, 5.00, 6.00, 3.000, 4.000, 5.000, 6.000, 3.0000, 4.0000, 5.0000, 6.0000"),
            .init(category: .many, condition: "n = 7..10", integerSamples: "7~10", decimalSamples: "7.0, 8.0, 9.0, 10.0, 7.00, 8.00, 9.00, 10.00, 7.000, 8.000, 9.000, 10.000, 7.0000, 8.0000, 9.0000, 10.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 11~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 35: cardinal35
        [
            .init(category: .one, condition: "v = 0 and i % 10 = 1", integerSamples: "1, 11, 21, 31, 41, 51, 61, 71, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "v = 0 and i % 10 = 2", integerSamples: "2, 12, 22, 32, 42, 52, 62, 72, 102, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 100 = 0,20,40,60,80", integerSamples: "0, 20, 40, 60, 80, 100, 120, 140, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .many, condition: "v != 0", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "3~10, 13~19, 23, 103, 1003, …", decimalSamples: ""),
        ],
        // 36: cardinal36
        [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000", integerSamples: "2, 22, 42, 62, 82, 102, 122, 142, 1000, 10000, 100000, …", decimalSamples: "2.0, 22.0, 42.0, 62.0, 82.0, 102.0, 122.0, 142.0, 1000.0, 10000.0, 100000.0, …"),
            .init(category: .few, condition: "n % 100 = 3,23,43,63,83", integerSamples: "3, 23, 43, 63, 83, 103, 123, 143, 1003, …", decimalSamples: "3.0, 23.0, 43.0, 63.0, 83.0, 103.0, 123.0, 143.0, 1003.0, …"),
            .init(category: .many, condition: "n != 1 and n % 100 = 1,21,41,61,81", integerSamples: "21, 41, 61, 81, 101, 121, 141, 161, 1001, …", decimalSamples: "21.0, 41.0, 61.0, 81.0, 101.0, 121.0, 141.0, 161.0, 1001.0, …"),
            .init(category: .other, condition: "", integerSamples: "4~19, 100, 1004, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.1, 1000000.0, …"),
        ],
        // 37: cardinal37
        [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n % 100 = 3..10", integerSamples: "3~10, 103~110, 1003, …", decimalSamples: "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n % 100 = 11..99", integerSamples: "11~26, 111, 1011, …", decimalSamples: "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            .init(category: .other, condition: "", integerSamples: "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 38: cardinal38
        [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 3", integerSamples: "3", decimalSamples: "3.0, 3.00, 3.000, 3.0000"),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: "6.0, 6.00, 6.000, 6.0000"),
            .init(category: .other, condition: "", integerSamples: "4, 5, 7~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ],
        // 39: ordinal0
        [
            .init(category: .other, condition: "", integerSamples: "0~15, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 40: ordinal1
        [
            .init(category: .one, condition: "n % 10 = 1,2 and n % 100 != 11,12", integerSamples: "1, 2, 21, 22, 31, 32, 41, 42, 51, 52, 61, 62, 71, 72, 81, 82, 101, 1001, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 41: ordinal2
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 42: ordinal3
        [
            .init(category: .one, condition: "n = 1,5", integerSamples: "1, 5", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~4, 6~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 43: ordinal4
        [
            .init(category: .one, condition: "n = 1..4", integerSamples: "1~4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 44: ordinal5
        [
            .init(category: .few, condition: "n % 10 = 2,3 and n % 100 != 12,13", integerSamples: "2, 3, 22, 23, 32, 33, 42, 43, 52, 53, 62, 63, 72, 73, 82, 83, 102, 1002, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 1, 4~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 45: ordinal6
        [
            .init(category: .few, condition: "n % 10 = 3 and n % 100 != 13", integerSamples: "3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~2, 4~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 46: ordinal7
        [
            .init(category: .few, condition: "n % 10 = 6,9 or n = 10", integerSamples: "6, 9, 10, 16, 19, 26, 29, 36, 39, 106, 1006, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~5, 7, 8, 11~15, 17, 18, 20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 47: ordinal8
        [
            .init(category: .many, condition: "n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0", integerSamples: "6, 9, 10, 16, 19, 20, 26, 29, 30, 36, 39, 40, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~5, 7, 8, 11~15, 17, 18, 21, 101, 1001, …", decimalSamples: ""),
        ],
        // 48: ordinal9
        [
            .init(category: .many, condition: "n = 11,8,80,800", integerSamples: "8, 11, 80, 800", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 49: ordinal10
        [
            .init(category: .many, condition: "n = 11,8,80..89,800..899", integerSamples: "8, 11, 80~89, 800~803", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 50: ordinal11
        [
            .init(category: .one, condition: "i = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "i = 0 or i % 100 = 2..20,40,60,80", integerSamples: "0, 2~16, 102, 1002, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "21~36, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 51: ordinal12
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "n % 10 = 4 and n % 100 != 14", integerSamples: "4, 24, 34, 44, 54, 64, 74, 84, 104, 1004, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2, 3, 5~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 52: ordinal13
        [
            .init(category: .one, condition: "n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84", integerSamples: "1~4, 21~24, 41~44, 61~64, 101, 1001, …", decimalSamples: ""),
            .init(category: .many, condition: "n = 5 or n % 100 = 5", integerSamples: "5, 105, 205, 305, 405, 505, 605, 705, 1005, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 6~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 53: ordinal14
        [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "n % 10 = 2 and n % 100 != 12", integerSamples: "2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "n % 10 = 3 and n % 100 != 13", integerSamples: "3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 4~18, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 54: ordinal15
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 55: ordinal16
        [
            .init(category: .one, condition: "n = 1,11", integerSamples: "1, 11", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,12", integerSamples: "2, 12", decimalSamples: ""),
            .init(category: .few, condition: "n = 3,13", integerSamples: "3, 13", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 4~10, 14~21, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 56: ordinal17
        [
            .init(category: .one, condition: "n = 1,3", integerSamples: "1, 3", decimalSamples: ""),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 57: ordinal18
        [
            .init(category: .one, condition: "i % 10 = 1 and i % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "i % 10 = 2 and i % 100 != 12", integerSamples: "2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "i % 10 = 7,8 and i % 100 != 17,18", integerSamples: "7, 8, 27, 28, 37, 38, 47, 48, 57, 58, 67, 68, 77, 78, 87, 88, 107, 1007, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~6, 9~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 58: ordinal19
        [
            .init(category: .one, condition: "i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80", integerSamples: "1, 2, 5, 7, 8, 11, 12, 15, 17, 18, 20~22, 25, 101, 1001, …", decimalSamples: ""),
            .init(category: .few, condition: "i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900", integerSamples: "3, 4, 13, 14, 23, 24, 33, 34, 43, 44, 53, 54, 63, 64, 73, 74, 100, 1003, …", decimalSamples: ""),
            .init(category: .many, condition: "i = 0 or i % 10 = 6 or i % 100 = 40,60,90", integerSamples: "0, 6, 16, 26, 36, 40, 46, 56, 106, 1006, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "9, 10, 19, 29, 30, 39, 49, 59, 69, 79, 109, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 59: ordinal20
        [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5, 7~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 60: ordinal21
        [
            .init(category: .one, condition: "n = 1,5,7,8,9,10", integerSamples: "1, 5, 7~10", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 11~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 61: ordinal22
        [
            .init(category: .one, condition: "n = 1,5,7..9", integerSamples: "1, 5, 7~9", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 10~24, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
        // 62: ordinal23
        [
            .init(category: .zero, condition: "n = 0,7,8,9", integerSamples: "0, 7~9", decimalSamples: ""),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: ""),
            .init(category: .few, condition: "n = 3,4", integerSamples: "3, 4", decimalSamples: ""),
            .init(category: .many, condition: "n = 5,6", integerSamples: "5, 6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "10~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ],
    ]

}
