// GENERATED FILE, DO NOT EDIT. Regenerate with: swift Scripts/generate-plural-tables.swift
// Source: CLDRData/42.0/common/supplemental/plurals.xml, ordinals.xml (CLDR 42.0, ICU 72)
// Contents: cardinal rules for 219 locales, ordinal rules for 104 locales, 63 distinct rule sets (39 cardinal, 24 ordinal).

/// CLDR's plural rules compiled to Swift: one function over all operands and
/// one for integers per distinct rule set, and the locale → rule set tables.
enum PluralRuleTables {
    // MARK: Cardinal rule sets

    /// bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi vi wo yo yue zh
    static func cardinal0(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
    static func cardinal0Integer(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// am as bn doi fa gu hi kn pcm zu
    /// - one: i = 0 or n = 1
    static func cardinal1(_ o: PluralOperands) -> PluralCategory {
        if o.i == 0 || (o.f == 0 && o.i == 1) { return .one }
        return .other
    }
    static func cardinal1Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        return .other
    }

    /// ff hy kab
    /// - one: i = 0,1
    static func cardinal2(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 0 || o.i == 1) { return .one }
        return .other
    }
    static func cardinal2Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }

    /// ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi
    /// - one: i = 1 and v = 0
    static func cardinal3(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        return .other
    }
    static func cardinal3Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// si
    /// - one: n = 0,1 or i = 0 and f = 1
    static func cardinal4(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i == 0 || o.i == 1)) || (o.i == 0 && o.f == 1) { return .one }
        return .other
    }
    static func cardinal4Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }

    /// ak bho guw ln mg nso pa ti wa
    /// - one: n = 0..1
    static func cardinal5(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i <= 1 { return .one }
        return .other
    }
    static func cardinal5Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        return .other
    }

    /// tzm
    /// - one: n = 0..1 or n = 11..99
    static func cardinal6(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i <= 1) || (o.f == 0 && (o.i >= 11 && o.i <= 99)) { return .one }
        return .other
    }
    static func cardinal6Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 || (i >= 11 && i <= 99) { return .one }
        return .other
    }

    /// af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog
    /// - one: n = 1
    static func cardinal7(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    static func cardinal7Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// da
    /// - one: n = 1 or t != 0 and i = 0,1
    static func cardinal8(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i == 1) || (o.t != 0 && (o.i == 0 || o.i == 1)) { return .one }
        return .other
    }
    static func cardinal8Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// is
    /// - one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
    static func cardinal9(_ o: PluralOperands) -> PluralCategory {
        if (o.t == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.t % 10 == 1 && o.t % 100 != 11) { return .one }
        return .other
    }
    static func cardinal9Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// mk
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    static func cardinal10(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.f % 10 == 1 && o.f % 100 != 11) { return .one }
        return .other
    }
    static func cardinal10Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// ceb fil tl
    /// - one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9
    static func cardinal11(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && (o.i == 1 || o.i == 2 || o.i == 3)) || (o.v == 0 && !(o.i % 10 == 4 || o.i % 10 == 6 || o.i % 10 == 9)) || (o.v != 0 && !(o.f % 10 == 4 || o.f % 10 == 6 || o.f % 10 == 9)) { return .one }
        return .other
    }
    static func cardinal11Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 2 || i == 3) || !(i % 10 == 4 || i % 10 == 6 || i % 10 == 9) { return .one }
        return .other
    }

    /// lv prg
    /// - zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
    /// - one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
    static func cardinal12(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i % 10 == 0) || (o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) || (o.v == 2 && (o.f % 100 >= 11 && o.f % 100 <= 19)) { return .zero }
        if (o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11)) || (o.v == 2 && o.f % 10 == 1 && o.f % 100 != 11) || (o.v != 2 && o.f % 10 == 1) { return .one }
        return .other
    }
    static func cardinal12Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 0 || (i % 100 >= 11 && i % 100 <= 19) { return .zero }
        if i % 10 == 1 && i % 100 != 11 { return .one }
        return .other
    }

    /// lag
    /// - zero: n = 0
    /// - one: i = 0,1 and n != 0
    static func cardinal13(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if (o.i == 0 || o.i == 1) && !(o.f == 0 && o.i == 0) { return .one }
        return .other
    }
    static func cardinal13Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if (i == 0 || i == 1) && i != 0 { return .one }
        return .other
    }

    /// ksh
    /// - zero: n = 0
    /// - one: n = 1
    static func cardinal14(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    static func cardinal14Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        return .other
    }

    /// he iw
    /// - one: i = 1 and v = 0 or i = 0 and v != 0
    /// - two: i = 2 and v = 0
    static func cardinal15(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
        if o.i == 2 && o.v == 0 { return .two }
        return .other
    }
    static func cardinal15Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// iu naq sat se sma smi smj smn sms
    /// - one: n = 1
    /// - two: n = 2
    static func cardinal16(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        return .other
    }
    static func cardinal16Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }

    /// shi
    /// - one: i = 0 or n = 1
    /// - few: n = 2..10
    static func cardinal17(_ o: PluralOperands) -> PluralCategory {
        if o.i == 0 || (o.f == 0 && o.i == 1) { return .one }
        if o.f == 0 && (o.i >= 2 && o.i <= 10) { return .few }
        return .other
    }
    static func cardinal17Integer(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        if (i >= 2 && i <= 10) { return .few }
        return .other
    }

    /// mo ro
    /// - one: i = 1 and v = 0
    /// - few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19
    static func cardinal18(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if o.v != 0 || (o.f == 0 && o.i == 0) || (!(o.f == 0 && o.i == 1) && o.f == 0 && (o.i % 100 >= 1 && o.i % 100 <= 19)) { return .few }
        return .other
    }
    static func cardinal18Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || (i != 1 && (i % 100 >= 1 && i % 100 <= 19)) { return .few }
        return .other
    }

    /// bs hr sh sr
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14
    static func cardinal19(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11) || (o.f % 10 == 1 && o.f % 100 != 11) { return .one }
        if (o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14)) || ((o.f % 10 >= 2 && o.f % 10 <= 4) && !(o.f % 100 >= 12 && o.f % 100 <= 14)) { return .few }
        return .other
    }
    static func cardinal19Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && i % 100 != 11 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !(i % 100 >= 12 && i % 100 <= 14) { return .few }
        return .other
    }

    /// fr
    /// - one: i = 0,1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    static func cardinal20(_ o: PluralOperands) -> PluralCategory {
        if (o.i == 0 || o.i == 1) { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    static func cardinal20Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// pt
    /// - one: i = 0..1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    static func cardinal21(_ o: PluralOperands) -> PluralCategory {
        if o.i <= 1 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    static func cardinal21Integer(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// ca it pt-PT vec
    /// - one: i = 1 and v = 0
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    static func cardinal22(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    static func cardinal22Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// es
    /// - one: n = 1
    /// - many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    static func cardinal23(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if (o.c == 0 && o.i != 0 && o.i % 1000000 == 0 && o.v == 0) || o.c > 5 { return .many }
        return .other
    }
    static func cardinal23Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i != 0 && i % 1000000 == 0 { return .many }
        return .other
    }

    /// gd
    /// - one: n = 1,11
    /// - two: n = 2,12
    /// - few: n = 3..10,13..19
    static func cardinal24(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 11) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 12) { return .two }
        if o.f == 0 && ((o.i >= 3 && o.i <= 10) || (o.i >= 13 && o.i <= 19)) { return .few }
        return .other
    }
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
    static func cardinal25(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 100 == 1 { return .one }
        if o.v == 0 && o.i % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || o.v != 0 { return .few }
        return .other
    }
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
    static func cardinal26(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 100 == 1) || o.f % 100 == 1 { return .one }
        if (o.v == 0 && o.i % 100 == 2) || o.f % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || (o.f % 100 >= 3 && o.f % 100 <= 4) { return .few }
        return .other
    }
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
    static func cardinal27(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if (o.i >= 2 && o.i <= 4) && o.v == 0 { return .few }
        if o.v != 0 { return .many }
        return .other
    }
    static func cardinal27Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i >= 2 && i <= 4) { return .few }
        return .other
    }

    /// pl
    /// - one: i = 1 and v = 0
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    /// - many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
    static func cardinal28(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 && o.v == 0 { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14) { return .few }
        if (o.v == 0 && o.i != 1 && o.i % 10 <= 1) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .many }
        return .other
    }
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
    static func cardinal29(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11) { return .one }
        if o.f == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.f == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .few }
        if (o.f == 0 && o.i % 10 == 0) || (o.f == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14)) { return .many }
        return .other
    }
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
    static func cardinal30(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .one }
        if o.f == 0 && (o.i % 10 >= 2 && o.i % 10 <= 9) && !(o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .few }
        if o.f != 0 { return .many }
        return .other
    }
    static func cardinal30Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 >= 11 && i % 100 <= 19) { return .one }
        if (i % 10 >= 2 && i % 10 <= 9) && !(i % 100 >= 11 && i % 100 <= 19) { return .few }
        return .other
    }

    /// ru uk
    /// - one: v = 0 and i % 10 = 1 and i % 100 != 11
    /// - few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    /// - many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    static func cardinal31(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11 { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.i % 100 >= 12 && o.i % 100 <= 14) { return .few }
        if (o.v == 0 && o.i % 10 == 0) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14)) { return .many }
        return .other
    }
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
    static func cardinal32(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && (o.i % 100 == 11 || o.i % 100 == 71 || o.i % 100 == 91)) { return .one }
        if o.f == 0 && o.i % 10 == 2 && !(o.f == 0 && (o.i % 100 == 12 || o.i % 100 == 72 || o.i % 100 == 92)) { return .two }
        if o.f == 0 && ((o.i % 10 >= 3 && o.i % 10 <= 4) || o.i % 10 == 9) && !(o.f == 0 && ((o.i % 100 >= 10 && o.i % 100 <= 19) || (o.i % 100 >= 70 && o.i % 100 <= 79) || (o.i % 100 >= 90 && o.i % 100 <= 99))) { return .few }
        if !(o.f == 0 && o.i == 0) && o.f == 0 && o.i % 1000000 == 0 { return .many }
        return .other
    }
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
    static func cardinal33(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if (o.f == 0 && o.i == 0) || (o.f == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10)) { return .few }
        if o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19) { return .many }
        return .other
    }
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
    static func cardinal34(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i >= 3 && o.i <= 6) { return .few }
        if o.f == 0 && (o.i >= 7 && o.i <= 10) { return .many }
        return .other
    }
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
    static func cardinal35(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 { return .one }
        if o.v == 0 && o.i % 10 == 2 { return .two }
        if o.v == 0 && (o.i % 100 == 0 || o.i % 100 == 20 || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .few }
        if o.v != 0 { return .many }
        return .other
    }
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
    static func cardinal36(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if (o.f == 0 && (o.i % 100 == 2 || o.i % 100 == 22 || o.i % 100 == 42 || o.i % 100 == 62 || o.i % 100 == 82)) || (o.f == 0 && o.i % 1000 == 0 && o.f == 0 && ((o.i % 100000 >= 1000 && o.i % 100000 <= 20000) || o.i % 100000 == 40000 || o.i % 100000 == 60000 || o.i % 100000 == 80000)) || (!(o.f == 0 && o.i == 0) && o.f == 0 && o.i % 1000000 == 100000) { return .two }
        if o.f == 0 && (o.i % 100 == 3 || o.i % 100 == 23 || o.i % 100 == 43 || o.i % 100 == 63 || o.i % 100 == 83) { return .few }
        if !(o.f == 0 && o.i == 1) && o.f == 0 && (o.i % 100 == 1 || o.i % 100 == 21 || o.i % 100 == 41 || o.i % 100 == 61 || o.i % 100 == 81) { return .many }
        return .other
    }
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
    static func cardinal37(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10) { return .few }
        if o.f == 0 && (o.i % 100 >= 11 && o.i % 100 <= 99) { return .many }
        return .other
    }
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
    static func cardinal38(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 0 { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && o.i == 3 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
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
    static func ordinal0(_ o: PluralOperands) -> PluralCategory {
        return .other
    }
    static func ordinal0Integer(_ i: UInt64) -> PluralCategory {
        return .other
    }

    /// sv
    /// - one: n % 10 = 1,2 and n % 100 != 11,12
    static func ordinal1(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i % 10 == 1 || o.i % 10 == 2) && !(o.f == 0 && (o.i % 100 == 11 || o.i % 100 == 12)) { return .one }
        return .other
    }
    static func ordinal1Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 || i % 10 == 2) && !(i % 100 == 11 || i % 100 == 12) { return .one }
        return .other
    }

    /// bal fil fr ga hy lo mo ms ro tl vi
    /// - one: n = 1
    static func ordinal2(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        return .other
    }
    static func ordinal2Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }

    /// hu
    /// - one: n = 1,5
    static func ordinal3(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5) { return .one }
        return .other
    }
    static func ordinal3Integer(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5) { return .one }
        return .other
    }

    /// ne
    /// - one: n = 1..4
    static func ordinal4(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i >= 1 && o.i <= 4) { return .one }
        return .other
    }
    static func ordinal4Integer(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) { return .one }
        return .other
    }

    /// be
    /// - few: n % 10 = 2,3 and n % 100 != 12,13
    static func ordinal5(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i % 10 == 2 || o.i % 10 == 3) && !(o.f == 0 && (o.i % 100 == 12 || o.i % 100 == 13)) { return .few }
        return .other
    }
    static func ordinal5Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 2 || i % 10 == 3) && !(i % 100 == 12 || i % 100 == 13) { return .few }
        return .other
    }

    /// uk
    /// - few: n % 10 = 3 and n % 100 != 13
    static func ordinal6(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 3 && !(o.f == 0 && o.i % 100 == 13) { return .few }
        return .other
    }
    static func ordinal6Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 3 && i % 100 != 13 { return .few }
        return .other
    }

    /// tk
    /// - few: n % 10 = 6,9 or n = 10
    static func ordinal7(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i % 10 == 6 || o.i % 10 == 9)) || (o.f == 0 && o.i == 10) { return .few }
        return .other
    }
    static func ordinal7Integer(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 6 || i % 10 == 9) || i == 10 { return .few }
        return .other
    }

    /// kk
    /// - many: n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0
    static func ordinal8(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && o.i % 10 == 6) || (o.f == 0 && o.i % 10 == 9) || (o.f == 0 && o.i % 10 == 0 && !(o.f == 0 && o.i == 0)) { return .many }
        return .other
    }
    static func ordinal8Integer(_ i: UInt64) -> PluralCategory {
        if i % 10 == 6 || i % 10 == 9 || (i % 10 == 0 && i != 0) { return .many }
        return .other
    }

    /// it sc scn vec
    /// - many: n = 11,8,80,800
    static func ordinal9(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 11 || o.i == 8 || o.i == 80 || o.i == 800) { return .many }
        return .other
    }
    static func ordinal9Integer(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || i == 80 || i == 800) { return .many }
        return .other
    }

    /// lij
    /// - many: n = 11,8,80..89,800..899
    static func ordinal10(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 11 || o.i == 8 || (o.i >= 80 && o.i <= 89) || (o.i >= 800 && o.i <= 899)) { return .many }
        return .other
    }
    static func ordinal10Integer(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || (i >= 80 && i <= 89) || (i >= 800 && i <= 899)) { return .many }
        return .other
    }

    /// ka
    /// - one: i = 1
    /// - many: i = 0 or i % 100 = 2..20,40,60,80
    static func ordinal11(_ o: PluralOperands) -> PluralCategory {
        if o.i == 1 { return .one }
        if o.i == 0 || ((o.i % 100 >= 2 && o.i % 100 <= 20) || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .many }
        return .other
    }
    static func ordinal11Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || ((i % 100 >= 2 && i % 100 <= 20) || i % 100 == 40 || i % 100 == 60 || i % 100 == 80) { return .many }
        return .other
    }

    /// sq
    /// - one: n = 1
    /// - many: n % 10 = 4 and n % 100 != 14
    static func ordinal12(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i % 10 == 4 && !(o.f == 0 && o.i % 100 == 14) { return .many }
        return .other
    }
    static func ordinal12Integer(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i % 10 == 4 && i % 100 != 14 { return .many }
        return .other
    }

    /// kw
    /// - one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84
    /// - many: n = 5 or n % 100 = 5
    static func ordinal13(_ o: PluralOperands) -> PluralCategory {
        if (o.f == 0 && (o.i >= 1 && o.i <= 4)) || (o.f == 0 && ((o.i % 100 >= 1 && o.i % 100 <= 4) || (o.i % 100 >= 21 && o.i % 100 <= 24) || (o.i % 100 >= 41 && o.i % 100 <= 44) || (o.i % 100 >= 61 && o.i % 100 <= 64) || (o.i % 100 >= 81 && o.i % 100 <= 84))) { return .one }
        if (o.f == 0 && o.i == 5) || (o.f == 0 && o.i % 100 == 5) { return .many }
        return .other
    }
    static func ordinal13Integer(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) || ((i % 100 >= 1 && i % 100 <= 4) || (i % 100 >= 21 && i % 100 <= 24) || (i % 100 >= 41 && i % 100 <= 44) || (i % 100 >= 61 && i % 100 <= 64) || (i % 100 >= 81 && i % 100 <= 84)) { return .one }
        if i == 5 || i % 100 == 5 { return .many }
        return .other
    }

    /// en
    /// - one: n % 10 = 1 and n % 100 != 11
    /// - two: n % 10 = 2 and n % 100 != 12
    /// - few: n % 10 = 3 and n % 100 != 13
    static func ordinal14(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i % 10 == 1 && !(o.f == 0 && o.i % 100 == 11) { return .one }
        if o.f == 0 && o.i % 10 == 2 && !(o.f == 0 && o.i % 100 == 12) { return .two }
        if o.f == 0 && o.i % 10 == 3 && !(o.f == 0 && o.i % 100 == 13) { return .few }
        return .other
    }
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
    static func ordinal15(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        return .other
    }
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
    static func ordinal16(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 11) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 12) { return .two }
        if o.f == 0 && (o.i == 3 || o.i == 13) { return .few }
        return .other
    }
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
    static func ordinal17(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 3) { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        return .other
    }
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
    static func ordinal18(_ o: PluralOperands) -> PluralCategory {
        if o.i % 10 == 1 && o.i % 100 != 11 { return .one }
        if o.i % 10 == 2 && o.i % 100 != 12 { return .two }
        if (o.i % 10 == 7 || o.i % 10 == 8) && !(o.i % 100 == 17 || o.i % 100 == 18) { return .many }
        return .other
    }
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
    static func ordinal19(_ o: PluralOperands) -> PluralCategory {
        if (o.i % 10 == 1 || o.i % 10 == 2 || o.i % 10 == 5 || o.i % 10 == 7 || o.i % 10 == 8) || (o.i % 100 == 20 || o.i % 100 == 50 || o.i % 100 == 70 || o.i % 100 == 80) { return .one }
        if (o.i % 10 == 3 || o.i % 10 == 4) || (o.i % 1000 == 100 || o.i % 1000 == 200 || o.i % 1000 == 300 || o.i % 1000 == 400 || o.i % 1000 == 500 || o.i % 1000 == 600 || o.i % 1000 == 700 || o.i % 1000 == 800 || o.i % 1000 == 900) { return .few }
        if o.i == 0 || o.i % 10 == 6 || (o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 90) { return .many }
        return .other
    }
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
    static func ordinal20(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
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
    static func ordinal21(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5 || o.i == 7 || o.i == 8 || o.i == 9 || o.i == 10) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
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
    static func ordinal22(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 1 || o.i == 5 || (o.i >= 7 && o.i <= 9)) { return .one }
        if o.f == 0 && (o.i == 2 || o.i == 3) { return .two }
        if o.f == 0 && o.i == 4 { return .few }
        if o.f == 0 && o.i == 6 { return .many }
        return .other
    }
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
    static func ordinal23(_ o: PluralOperands) -> PluralCategory {
        if o.f == 0 && (o.i == 0 || o.i == 7 || o.i == 8 || o.i == 9) { return .zero }
        if o.f == 0 && o.i == 1 { return .one }
        if o.f == 0 && o.i == 2 { return .two }
        if o.f == 0 && (o.i == 3 || o.i == 4) { return .few }
        if o.f == 0 && (o.i == 5 || o.i == 6) { return .many }
        return .other
    }
    static func ordinal23Integer(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 7 || i == 8 || i == 9) { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i == 3 || i == 4) { return .few }
        if (i == 5 || i == 6) { return .many }
        return .other
    }

    /// The cardinal rule sets, indexed by `cardinalLocales`.
    static let cardinalRuleSets: [PluralRuleSet] = [
        PluralRuleSet(integer: cardinal0Integer, operands: cardinal0, rules: [
            .init(category: .other, condition: "", integerSamples: "0~15, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal1Integer, operands: cardinal1, rules: [
            .init(category: .one, condition: "i = 0 or n = 1", integerSamples: "0, 1", decimalSamples: "0.0~1.0, 0.00~0.04"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.1~2.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal2Integer, operands: cardinal2, rules: [
            .init(category: .one, condition: "i = 0,1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal3Integer, operands: cardinal3, rules: [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal4Integer, operands: cardinal4, rules: [
            .init(category: .one, condition: "n = 0,1 or i = 0 and f = 1", integerSamples: "0, 1", decimalSamples: "0.0, 0.1, 1.0, 0.00, 0.01, 1.00, 0.000, 0.001, 1.000, 0.0000, 0.0001, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.2~0.9, 1.1~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal5Integer, operands: cardinal5, rules: [
            .init(category: .one, condition: "n = 0..1", integerSamples: "0, 1", decimalSamples: "0.0, 1.0, 0.00, 1.00, 0.000, 1.000, 0.0000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal6Integer, operands: cardinal6, rules: [
            .init(category: .one, condition: "n = 0..1 or n = 11..99", integerSamples: "0, 1, 11~24", decimalSamples: "0.0, 1.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0"),
            .init(category: .other, condition: "", integerSamples: "2~10, 100~106, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal7Integer, operands: cardinal7, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal8Integer, operands: cardinal8, rules: [
            .init(category: .one, condition: "n = 1 or t != 0 and i = 0,1", integerSamples: "1", decimalSamples: "0.1~1.6"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 2.0~3.4, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal9Integer, operands: cardinal9, rules: [
            .init(category: .one, condition: "t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.2~0.9, 1.2~1.8, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal10Integer, operands: cardinal10, rules: [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.2~1.0, 1.2~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal11Integer, operands: cardinal11, rules: [
            .init(category: .one, condition: "v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9", integerSamples: "0~3, 5, 7, 8, 10~13, 15, 17, 18, 20, 21, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.3, 0.5, 0.7, 0.8, 1.0~1.3, 1.5, 1.7, 1.8, 2.0, 2.1, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "4, 6, 9, 14, 16, 19, 24, 26, 104, 1004, …", decimalSamples: "0.4, 0.6, 0.9, 1.4, 1.6, 1.9, 2.4, 2.6, 10.4, 100.4, 1000.4, …"),
        ]),
        PluralRuleSet(integer: cardinal12Integer, operands: cardinal12, rules: [
            .init(category: .zero, condition: "n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19", integerSamples: "0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.0, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "2~9, 22~29, 102, 1002, …", decimalSamples: "0.2~0.9, 1.2~1.9, 10.2, 100.2, 1000.2, …"),
        ]),
        PluralRuleSet(integer: cardinal13Integer, operands: cardinal13, rules: [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "i = 0,1 and n != 0", integerSamples: "1", decimalSamples: "0.1~1.6"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal14Integer, operands: cardinal14, rules: [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal15Integer, operands: cardinal15, rules: [
            .init(category: .one, condition: "i = 1 and v = 0 or i = 0 and v != 0", integerSamples: "1", decimalSamples: "0.0~0.9, 0.00~0.05"),
            .init(category: .two, condition: "i = 2 and v = 0", integerSamples: "2", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.0~2.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal16Integer, operands: cardinal16, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal17Integer, operands: cardinal17, rules: [
            .init(category: .one, condition: "i = 0 or n = 1", integerSamples: "0, 1", decimalSamples: "0.0~1.0, 0.00~0.04"),
            .init(category: .few, condition: "n = 2..10", integerSamples: "2~10", decimalSamples: "2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 2.00, 3.00, 4.00, 5.00, 6.00, 7.00, 8.00"),
            .init(category: .other, condition: "", integerSamples: "11~26, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "1.1~1.9, 2.1~2.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal18Integer, operands: cardinal18, rules: [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "v != 0 or n = 0 or n != 1 and n % 100 = 1..19", integerSamples: "0, 2~16, 101, 1001, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "20~35, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: cardinal19Integer, operands: cardinal19, rules: [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: "0.2~0.4, 1.2~1.4, 2.2~2.4, 3.2~3.4, 4.2~4.4, 5.2, 10.2, 100.2, 1000.2, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal20Integer, operands: cardinal20, rules: [
            .init(category: .one, condition: "i = 0,1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        PluralRuleSet(integer: cardinal21Integer, operands: cardinal21, rules: [
            .init(category: .one, condition: "i = 0..1", integerSamples: "0, 1", decimalSamples: "0.0~1.5"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        PluralRuleSet(integer: cardinal22Integer, operands: cardinal22, rules: [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        PluralRuleSet(integer: cardinal23Integer, operands: cardinal23, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .many, condition: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", integerSamples: "1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, …", decimalSamples: "1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"),
        ]),
        PluralRuleSet(integer: cardinal24Integer, operands: cardinal24, rules: [
            .init(category: .one, condition: "n = 1,11", integerSamples: "1, 11", decimalSamples: "1.0, 11.0, 1.00, 11.00, 1.000, 11.000, 1.0000"),
            .init(category: .two, condition: "n = 2,12", integerSamples: "2, 12", decimalSamples: "2.0, 12.0, 2.00, 12.00, 2.000, 12.000, 2.0000"),
            .init(category: .few, condition: "n = 3..10,13..19", integerSamples: "3~10, 13~19", decimalSamples: "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 3.00"),
            .init(category: .other, condition: "", integerSamples: "0, 20~34, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal25Integer, operands: cardinal25, rules: [
            .init(category: .one, condition: "v = 0 and i % 100 = 1", integerSamples: "1, 101, 201, 301, 401, 501, 601, 701, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "v = 0 and i % 100 = 2", integerSamples: "2, 102, 202, 302, 402, 502, 602, 702, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 100 = 3..4 or v != 0", integerSamples: "3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, …", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: cardinal26Integer, operands: cardinal26, rules: [
            .init(category: .one, condition: "v = 0 and i % 100 = 1 or f % 100 = 1", integerSamples: "1, 101, 201, 301, 401, 501, 601, 701, 1001, …", decimalSamples: "0.1, 1.1, 2.1, 3.1, 4.1, 5.1, 6.1, 7.1, 10.1, 100.1, 1000.1, …"),
            .init(category: .two, condition: "v = 0 and i % 100 = 2 or f % 100 = 2", integerSamples: "2, 102, 202, 302, 402, 502, 602, 702, 1002, …", decimalSamples: "0.2, 1.2, 2.2, 3.2, 4.2, 5.2, 6.2, 7.2, 10.2, 100.2, 1000.2, …"),
            .init(category: .few, condition: "v = 0 and i % 100 = 3..4 or f % 100 = 3..4", integerSamples: "3, 4, 103, 104, 203, 204, 303, 304, 403, 404, 503, 504, 603, 604, 703, 704, 1003, …", decimalSamples: "0.3, 0.4, 1.3, 1.4, 2.3, 2.4, 3.3, 3.4, 4.3, 4.4, 5.3, 5.4, 6.3, 6.4, 7.3, 7.4, 10.3, 100.3, 1000.3, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 0.5~1.0, 1.5~2.0, 2.5~2.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal27Integer, operands: cardinal27, rules: [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "i = 2..4 and v = 0", integerSamples: "2~4", decimalSamples: ""),
            .init(category: .many, condition: "v != 0", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: cardinal28Integer, operands: cardinal28, rules: [
            .init(category: .one, condition: "i = 1 and v = 0", integerSamples: "1", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal29Integer, operands: cardinal29, rules: [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .few, condition: "n % 10 = 2..4 and n % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: "2.0, 3.0, 4.0, 22.0, 23.0, 24.0, 32.0, 33.0, 102.0, 1002.0, …"),
            .init(category: .many, condition: "n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
        ]),
        PluralRuleSet(integer: cardinal30Integer, operands: cardinal30, rules: [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11..19", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 71.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .few, condition: "n % 10 = 2..9 and n % 100 != 11..19", integerSamples: "2~9, 22~29, 102, 1002, …", decimalSamples: "2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 22.0, 102.0, 1002.0, …"),
            .init(category: .many, condition: "f != 0", integerSamples: "", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.1, 1000.1, …"),
            .init(category: .other, condition: "", integerSamples: "0, 10~20, 30, 40, 50, 60, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal31Integer, operands: cardinal31, rules: [
            .init(category: .one, condition: "v = 0 and i % 10 = 1 and i % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", integerSamples: "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal32Integer, operands: cardinal32, rules: [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11,71,91", integerSamples: "1, 21, 31, 41, 51, 61, 81, 101, 1001, …", decimalSamples: "1.0, 21.0, 31.0, 41.0, 51.0, 61.0, 81.0, 101.0, 1001.0, …"),
            .init(category: .two, condition: "n % 10 = 2 and n % 100 != 12,72,92", integerSamples: "2, 22, 32, 42, 52, 62, 82, 102, 1002, …", decimalSamples: "2.0, 22.0, 32.0, 42.0, 52.0, 62.0, 82.0, 102.0, 1002.0, …"),
            .init(category: .few, condition: "n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99", integerSamples: "3, 4, 9, 23, 24, 29, 33, 34, 39, 43, 44, 49, 103, 1003, …", decimalSamples: "3.0, 4.0, 9.0, 23.0, 24.0, 29.0, 33.0, 34.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n != 0 and n % 1000000 = 0", integerSamples: "1000000, …", decimalSamples: "1000000.0, 1000000.00, 1000000.000, 1000000.0000, …"),
            .init(category: .other, condition: "", integerSamples: "0, 5~8, 10~20, 100, 1000, 10000, 100000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal33Integer, operands: cardinal33, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 0 or n % 100 = 3..10", integerSamples: "0, 3~10, 103~109, 1003, …", decimalSamples: "0.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n % 100 = 11..19", integerSamples: "11~19, 111~117, 1011, …", decimalSamples: "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            .init(category: .other, condition: "", integerSamples: "20~35, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal34Integer, operands: cardinal34, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 3..6", integerSamples: "3~6", decimalSamples: "3.0, 4.0, 5.0, 6.0, 3.00, 4.00, 5.00, 6.00, 3.000, 4.000, 5.000, 6.000, 3.0000, 4.0000, 5.0000, 6.0000"),
            .init(category: .many, condition: "n = 7..10", integerSamples: "7~10", decimalSamples: "7.0, 8.0, 9.0, 10.0, 7.00, 8.00, 9.00, 10.00, 7.000, 8.000, 9.000, 10.000, 7.0000, 8.0000, 9.0000, 10.0000"),
            .init(category: .other, condition: "", integerSamples: "0, 11~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.0~0.9, 1.1~1.6, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal35Integer, operands: cardinal35, rules: [
            .init(category: .one, condition: "v = 0 and i % 10 = 1", integerSamples: "1, 11, 21, 31, 41, 51, 61, 71, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "v = 0 and i % 10 = 2", integerSamples: "2, 12, 22, 32, 42, 52, 62, 72, 102, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "v = 0 and i % 100 = 0,20,40,60,80", integerSamples: "0, 20, 40, 60, 80, 100, 120, 140, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .many, condition: "v != 0", integerSamples: "", decimalSamples: "0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
            .init(category: .other, condition: "", integerSamples: "3~10, 13~19, 23, 103, 1003, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: cardinal36Integer, operands: cardinal36, rules: [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000", integerSamples: "2, 22, 42, 62, 82, 102, 122, 142, 1000, 10000, 100000, …", decimalSamples: "2.0, 22.0, 42.0, 62.0, 82.0, 102.0, 122.0, 142.0, 1000.0, 10000.0, 100000.0, …"),
            .init(category: .few, condition: "n % 100 = 3,23,43,63,83", integerSamples: "3, 23, 43, 63, 83, 103, 123, 143, 1003, …", decimalSamples: "3.0, 23.0, 43.0, 63.0, 83.0, 103.0, 123.0, 143.0, 1003.0, …"),
            .init(category: .many, condition: "n != 1 and n % 100 = 1,21,41,61,81", integerSamples: "21, 41, 61, 81, 101, 121, 141, 161, 1001, …", decimalSamples: "21.0, 41.0, 61.0, 81.0, 101.0, 121.0, 141.0, 161.0, 1001.0, …"),
            .init(category: .other, condition: "", integerSamples: "4~19, 100, 1004, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.1, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal37Integer, operands: cardinal37, rules: [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n % 100 = 3..10", integerSamples: "3~10, 103~110, 1003, …", decimalSamples: "3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …"),
            .init(category: .many, condition: "n % 100 = 11..99", integerSamples: "11~26, 111, 1011, …", decimalSamples: "11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …"),
            .init(category: .other, condition: "", integerSamples: "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
        PluralRuleSet(integer: cardinal38Integer, operands: cardinal38, rules: [
            .init(category: .zero, condition: "n = 0", integerSamples: "0", decimalSamples: "0.0, 0.00, 0.000, 0.0000"),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: "1.0, 1.00, 1.000, 1.0000"),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: "2.0, 2.00, 2.000, 2.0000"),
            .init(category: .few, condition: "n = 3", integerSamples: "3", decimalSamples: "3.0, 3.00, 3.000, 3.0000"),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: "6.0, 6.00, 6.000, 6.0000"),
            .init(category: .other, condition: "", integerSamples: "4, 5, 7~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: "0.1~0.9, 1.1~1.7, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        ]),
    ]

    /// CLDR locale (BCP 47 spelling) → index into `cardinalRuleSets`.
    static let cardinalLocales: [String: Int] = [
        "af": 7,
        "ak": 5,
        "am": 1,
        "an": 7,
        "ar": 37,
        "ars": 37,
        "as": 1,
        "asa": 7,
        "ast": 3,
        "az": 7,
        "bal": 7,
        "be": 29,
        "bem": 7,
        "bez": 7,
        "bg": 7,
        "bho": 5,
        "bm": 0,
        "bn": 1,
        "bo": 0,
        "br": 32,
        "brx": 7,
        "bs": 19,
        "ca": 22,
        "ce": 7,
        "ceb": 11,
        "cgg": 7,
        "chr": 7,
        "ckb": 7,
        "cs": 27,
        "cy": 38,
        "da": 8,
        "de": 3,
        "doi": 1,
        "dsb": 26,
        "dv": 7,
        "dz": 0,
        "ee": 7,
        "el": 7,
        "en": 3,
        "eo": 7,
        "es": 23,
        "et": 3,
        "eu": 7,
        "fa": 1,
        "ff": 2,
        "fi": 3,
        "fil": 11,
        "fo": 7,
        "fr": 20,
        "fur": 7,
        "fy": 3,
        "ga": 34,
        "gd": 24,
        "gl": 3,
        "gsw": 7,
        "gu": 1,
        "guw": 5,
        "gv": 35,
        "ha": 7,
        "haw": 7,
        "he": 15,
        "hi": 1,
        "hnj": 0,
        "hr": 19,
        "hsb": 26,
        "hu": 7,
        "hy": 2,
        "ia": 3,
        "id": 0,
        "ig": 0,
        "ii": 0,
        "in": 0,
        "io": 3,
        "is": 9,
        "it": 22,
        "iu": 16,
        "iw": 15,
        "ja": 0,
        "jbo": 0,
        "jgo": 7,
        "ji": 3,
        "jmc": 7,
        "jv": 0,
        "jw": 0,
        "ka": 7,
        "kab": 2,
        "kaj": 7,
        "kcg": 7,
        "kde": 0,
        "kea": 0,
        "kk": 7,
        "kkj": 7,
        "kl": 7,
        "km": 0,
        "kn": 1,
        "ko": 0,
        "ks": 7,
        "ksb": 7,
        "ksh": 14,
        "ku": 7,
        "kw": 36,
        "ky": 7,
        "lag": 13,
        "lb": 7,
        "lg": 7,
        "lij": 3,
        "lkt": 0,
        "ln": 5,
        "lo": 0,
        "lt": 30,
        "lv": 12,
        "mas": 7,
        "mg": 5,
        "mgo": 7,
        "mk": 10,
        "ml": 7,
        "mn": 7,
        "mo": 18,
        "mr": 7,
        "ms": 0,
        "mt": 33,
        "my": 0,
        "nah": 7,
        "naq": 16,
        "nb": 7,
        "nd": 7,
        "ne": 7,
        "nl": 3,
        "nn": 7,
        "nnh": 7,
        "no": 7,
        "nqo": 0,
        "nr": 7,
        "nso": 5,
        "ny": 7,
        "nyn": 7,
        "om": 7,
        "or": 7,
        "os": 7,
        "osa": 0,
        "pa": 5,
        "pap": 7,
        "pcm": 1,
        "pl": 28,
        "prg": 12,
        "ps": 7,
        "pt": 21,
        "pt-PT": 22,
        "rm": 7,
        "ro": 18,
        "rof": 7,
        "root": 0,
        "ru": 31,
        "rwk": 7,
        "sah": 0,
        "saq": 7,
        "sat": 16,
        "sc": 3,
        "scn": 3,
        "sd": 7,
        "sdh": 7,
        "se": 16,
        "seh": 7,
        "ses": 0,
        "sg": 0,
        "sh": 19,
        "shi": 17,
        "si": 4,
        "sk": 27,
        "sl": 25,
        "sma": 16,
        "smi": 16,
        "smj": 16,
        "smn": 16,
        "sms": 16,
        "sn": 7,
        "so": 7,
        "sq": 7,
        "sr": 19,
        "ss": 7,
        "ssy": 7,
        "st": 7,
        "su": 0,
        "sv": 3,
        "sw": 3,
        "syr": 7,
        "ta": 7,
        "te": 7,
        "teo": 7,
        "th": 0,
        "ti": 5,
        "tig": 7,
        "tk": 7,
        "tl": 11,
        "tn": 7,
        "to": 0,
        "tpi": 0,
        "tr": 7,
        "ts": 7,
        "tzm": 6,
        "ug": 7,
        "uk": 31,
        "ur": 3,
        "uz": 7,
        "ve": 7,
        "vec": 22,
        "vi": 0,
        "vo": 7,
        "vun": 7,
        "wa": 5,
        "wae": 7,
        "wo": 0,
        "xh": 7,
        "xog": 7,
        "yi": 3,
        "yo": 0,
        "yue": 0,
        "zh": 0,
        "zu": 1,
    ]

    /// The ordinal rule sets, indexed by `ordinalLocales`.
    static let ordinalRuleSets: [PluralRuleSet] = [
        PluralRuleSet(integer: ordinal0Integer, operands: ordinal0, rules: [
            .init(category: .other, condition: "", integerSamples: "0~15, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal1Integer, operands: ordinal1, rules: [
            .init(category: .one, condition: "n % 10 = 1,2 and n % 100 != 11,12", integerSamples: "1, 2, 21, 22, 31, 32, 41, 42, 51, 52, 61, 62, 71, 72, 81, 82, 101, 1001, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal2Integer, operands: ordinal2, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal3Integer, operands: ordinal3, rules: [
            .init(category: .one, condition: "n = 1,5", integerSamples: "1, 5", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2~4, 6~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal4Integer, operands: ordinal4, rules: [
            .init(category: .one, condition: "n = 1..4", integerSamples: "1~4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal5Integer, operands: ordinal5, rules: [
            .init(category: .few, condition: "n % 10 = 2,3 and n % 100 != 12,13", integerSamples: "2, 3, 22, 23, 32, 33, 42, 43, 52, 53, 62, 63, 72, 73, 82, 83, 102, 1002, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 1, 4~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal6Integer, operands: ordinal6, rules: [
            .init(category: .few, condition: "n % 10 = 3 and n % 100 != 13", integerSamples: "3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~2, 4~16, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal7Integer, operands: ordinal7, rules: [
            .init(category: .few, condition: "n % 10 = 6,9 or n = 10", integerSamples: "6, 9, 10, 16, 19, 26, 29, 36, 39, 106, 1006, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~5, 7, 8, 11~15, 17, 18, 20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal8Integer, operands: ordinal8, rules: [
            .init(category: .many, condition: "n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0", integerSamples: "6, 9, 10, 16, 19, 20, 26, 29, 30, 36, 39, 40, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~5, 7, 8, 11~15, 17, 18, 21, 101, 1001, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal9Integer, operands: ordinal9, rules: [
            .init(category: .many, condition: "n = 11,8,80,800", integerSamples: "8, 11, 80, 800", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal10Integer, operands: ordinal10, rules: [
            .init(category: .many, condition: "n = 11,8,80..89,800..899", integerSamples: "8, 11, 80~89, 800~803", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0~7, 9, 10, 12~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal11Integer, operands: ordinal11, rules: [
            .init(category: .one, condition: "i = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "i = 0 or i % 100 = 2..20,40,60,80", integerSamples: "0, 2~16, 102, 1002, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "21~36, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal12Integer, operands: ordinal12, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .many, condition: "n % 10 = 4 and n % 100 != 14", integerSamples: "4, 24, 34, 44, 54, 64, 74, 84, 104, 1004, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 2, 3, 5~17, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal13Integer, operands: ordinal13, rules: [
            .init(category: .one, condition: "n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84", integerSamples: "1~4, 21~24, 41~44, 61~64, 101, 1001, …", decimalSamples: ""),
            .init(category: .many, condition: "n = 5 or n % 100 = 5", integerSamples: "5, 105, 205, 305, 405, 505, 605, 705, 1005, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 6~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal14Integer, operands: ordinal14, rules: [
            .init(category: .one, condition: "n % 10 = 1 and n % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "n % 10 = 2 and n % 100 != 12", integerSamples: "2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …", decimalSamples: ""),
            .init(category: .few, condition: "n % 10 = 3 and n % 100 != 13", integerSamples: "3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 4~18, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal15Integer, operands: ordinal15, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal16Integer, operands: ordinal16, rules: [
            .init(category: .one, condition: "n = 1,11", integerSamples: "1, 11", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,12", integerSamples: "2, 12", decimalSamples: ""),
            .init(category: .few, condition: "n = 3,13", integerSamples: "3, 13", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 4~10, 14~21, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal17Integer, operands: ordinal17, rules: [
            .init(category: .one, condition: "n = 1,3", integerSamples: "1, 3", decimalSamples: ""),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal18Integer, operands: ordinal18, rules: [
            .init(category: .one, condition: "i % 10 = 1 and i % 100 != 11", integerSamples: "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …", decimalSamples: ""),
            .init(category: .two, condition: "i % 10 = 2 and i % 100 != 12", integerSamples: "2, 22, 32, 42, 52, 62, 72, 82, 102, 1002, …", decimalSamples: ""),
            .init(category: .many, condition: "i % 10 = 7,8 and i % 100 != 17,18", integerSamples: "7, 8, 27, 28, 37, 38, 47, 48, 57, 58, 67, 68, 77, 78, 87, 88, 107, 1007, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 3~6, 9~19, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal19Integer, operands: ordinal19, rules: [
            .init(category: .one, condition: "i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80", integerSamples: "1, 2, 5, 7, 8, 11, 12, 15, 17, 18, 20~22, 25, 101, 1001, …", decimalSamples: ""),
            .init(category: .few, condition: "i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900", integerSamples: "3, 4, 13, 14, 23, 24, 33, 34, 43, 44, 53, 54, 63, 64, 73, 74, 100, 1003, …", decimalSamples: ""),
            .init(category: .many, condition: "i = 0 or i % 10 = 6 or i % 100 = 40,60,90", integerSamples: "0, 6, 16, 26, 36, 40, 46, 56, 106, 1006, …", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "9, 10, 19, 29, 30, 39, 49, 59, 69, 79, 109, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal20Integer, operands: ordinal20, rules: [
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 5, 7~20, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal21Integer, operands: ordinal21, rules: [
            .init(category: .one, condition: "n = 1,5,7,8,9,10", integerSamples: "1, 5, 7~10", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 11~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal22Integer, operands: ordinal22, rules: [
            .init(category: .one, condition: "n = 1,5,7..9", integerSamples: "1, 5, 7~9", decimalSamples: ""),
            .init(category: .two, condition: "n = 2,3", integerSamples: "2, 3", decimalSamples: ""),
            .init(category: .few, condition: "n = 4", integerSamples: "4", decimalSamples: ""),
            .init(category: .many, condition: "n = 6", integerSamples: "6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "0, 10~24, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
        PluralRuleSet(integer: ordinal23Integer, operands: ordinal23, rules: [
            .init(category: .zero, condition: "n = 0,7,8,9", integerSamples: "0, 7~9", decimalSamples: ""),
            .init(category: .one, condition: "n = 1", integerSamples: "1", decimalSamples: ""),
            .init(category: .two, condition: "n = 2", integerSamples: "2", decimalSamples: ""),
            .init(category: .few, condition: "n = 3,4", integerSamples: "3, 4", decimalSamples: ""),
            .init(category: .many, condition: "n = 5,6", integerSamples: "5, 6", decimalSamples: ""),
            .init(category: .other, condition: "", integerSamples: "10~25, 100, 1000, 10000, 100000, 1000000, …", decimalSamples: ""),
        ]),
    ]

    /// CLDR locale (BCP 47 spelling) → index into `ordinalRuleSets`.
    static let ordinalLocales: [String: Int] = [
        "af": 0,
        "am": 0,
        "an": 0,
        "ar": 0,
        "as": 21,
        "ast": 0,
        "az": 19,
        "bal": 2,
        "be": 5,
        "bg": 0,
        "bn": 21,
        "bs": 0,
        "ca": 17,
        "ce": 0,
        "cs": 0,
        "cy": 23,
        "da": 0,
        "de": 0,
        "dsb": 0,
        "el": 0,
        "en": 14,
        "es": 0,
        "et": 0,
        "eu": 0,
        "fa": 0,
        "fi": 0,
        "fil": 2,
        "fr": 2,
        "fy": 0,
        "ga": 2,
        "gd": 16,
        "gl": 0,
        "gsw": 0,
        "gu": 20,
        "he": 0,
        "hi": 20,
        "hr": 0,
        "hsb": 0,
        "hu": 3,
        "hy": 2,
        "ia": 0,
        "id": 0,
        "in": 0,
        "is": 0,
        "it": 9,
        "iw": 0,
        "ja": 0,
        "ka": 11,
        "kk": 8,
        "km": 0,
        "kn": 0,
        "ko": 0,
        "kw": 13,
        "ky": 0,
        "lij": 10,
        "lo": 2,
        "lt": 0,
        "lv": 0,
        "mk": 18,
        "ml": 0,
        "mn": 0,
        "mo": 2,
        "mr": 15,
        "ms": 2,
        "my": 0,
        "nb": 0,
        "ne": 4,
        "nl": 0,
        "no": 0,
        "or": 22,
        "pa": 0,
        "pl": 0,
        "prg": 0,
        "ps": 0,
        "pt": 0,
        "ro": 2,
        "root": 0,
        "ru": 0,
        "sc": 9,
        "scn": 9,
        "sd": 0,
        "sh": 0,
        "si": 0,
        "sk": 0,
        "sl": 0,
        "sq": 12,
        "sr": 0,
        "sv": 1,
        "sw": 0,
        "ta": 0,
        "te": 0,
        "th": 0,
        "tk": 7,
        "tl": 2,
        "tpi": 0,
        "tr": 0,
        "uk": 6,
        "ur": 0,
        "uz": 0,
        "vec": 9,
        "vi": 2,
        "yue": 0,
        "zh": 0,
        "zu": 0,
    ]
}
