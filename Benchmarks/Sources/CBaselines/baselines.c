// A plain, straightforward scalar parser for the fixed RFC 3339 form: one byte at a
// time, no SIMD or SWAR, Howard Hinnant's days_from_civil. The yardstick the issue
// names ("a hand-written scalar C parser"), built with SwiftPM's release flags (-O2).
#include "baselines.h"

static int digit(char c) { return c >= '0' && c <= '9' ? c - '0' : -1; }

static int two_digits(const char *s) {
    int a = digit(s[0]), b = digit(s[1]);
    return a < 0 || b < 0 ? -1 : a * 10 + b;
}

static int64_t days_from_civil(int64_t y, int m, int d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static int days_in_month(int y, int m) {
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) return 29;
    return days[m - 1];
}

int cbaseline_parse_rfc3339(const char *s, size_t n, int64_t *seconds, int32_t *nanoseconds) {
    if (n < 20) return 0;
    int y1 = two_digits(s), y2 = two_digits(s + 2);
    int month = two_digits(s + 5), day = two_digits(s + 8);
    int hour = two_digits(s + 11), minute = two_digits(s + 14), second = two_digits(s + 17);
    if (y1 < 0 || y2 < 0 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != 't' && s[10] != ' ')
        || s[13] != ':' || s[16] != ':' || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23
        || minute < 0 || minute > 59 || second < 0 || second > 59)
        return 0;
    int year = y1 * 100 + y2;
    if (day > days_in_month(year, month)) return 0;
    size_t i = 19;
    int32_t nanos = 0;
    if (s[i] == '.') {
        i++;
        size_t first = i;
        int32_t scale = 100000000;
        while (i < n && digit(s[i]) >= 0) {
            if (i - first >= 9) return 0;
            nanos += (s[i] - '0') * scale;
            scale /= 10;
            i++;
        }
        if (i == first) return 0;
    }
    if (i >= n) return 0;
    int offset = 0;
    if (s[i] == 'Z' || s[i] == 'z') {
        i++;
    } else if (s[i] == '+' || s[i] == '-') {
        if (n - i < 6 || s[i + 3] != ':') return 0;
        int oh = two_digits(s + i + 1), om = two_digits(s + i + 4);
        if (oh < 0 || oh > 23 || om < 0 || om > 59) return 0;
        offset = (oh * 60 + om) * 60;
        if (s[i] == '-') offset = -offset;
        i += 6;
    } else {
        return 0;
    }
    if (i != n) return 0;
    *seconds = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
    *nanoseconds = nanos;
    return 1;
}
