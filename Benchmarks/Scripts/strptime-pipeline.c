// The glibc peer of `intl timestamps --format '%Y-%m-%d %H:%M:%S %z'`: reads lines from standard
// input, parses each with strptime_l (POSIX "C" locale) and timegm, and prints epoch seconds, one
// per line ("ERROR" for a line that does not parse). Buffered stdio in and out, as a C tool would.
// With a second argument, a strftime format, it prints each instant in UTC with it instead (the
// peer of `--output rfc3339`: '%Y-%m-%dT%H:%M:%SZ'). glibc has no fraction directive: a format
// ending in %f (Java/Hadoop's '%Y-%m-%d %H:%M:%S,%f') is parsed by strptime_l up to the %f, and
// the 1-9 digits after it by hand, as a C tool would; epoch seconds are then printed with them.
// With a third argument, a year, records get that year (a format without one: syslog).
// Build: cc -O2 -o /tmp/strptime-pipeline Benchmarks/Scripts/strptime-pipeline.c
#define _GNU_SOURCE
#include <locale.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    const char *format = argc > 1 ? argv[1] : "%Y-%m-%d %H:%M:%S %z";
    const char *output = argc > 2 && argv[2][0] ? argv[2] : NULL;   // "" (before a year): epoch seconds
    static char head[256];
    size_t formatLength = strlen(format);
    int fraction = formatLength >= 2 && formatLength < sizeof head && strcmp(format + formatLength - 2, "%f") == 0;
    if (fraction) {
        memcpy(head, format, formatLength - 2);
        format = head;
    }
    int year = argc > 3 ? atoi(argv[3]) : 0;
    locale_t posix = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    static char in[1 << 18], out[1 << 18];
    setvbuf(stdin, in, _IOFBF, sizeof in);
    setvbuf(stdout, out, _IOFBF, sizeof out);
    char line[65536];
    while (fgets(line, sizeof line, stdin)) {
        size_t length = strcspn(line, "\r\n");
        line[length] = '\0';
        struct tm tm;
        memset(&tm, 0, sizeof tm);
        const char *end = strptime_l(line, format, &tm, posix);
        long nanos = 0;
        if (end && fraction) {
            int digits = 0;
            for (; digits < 9 && *end >= '0' && *end <= '9'; digits++, end++) nanos = nanos * 10 + (*end - '0');
            for (int d = digits; d < 9; d++) nanos *= 10;
            if (digits == 0) end = NULL;
        }
        if (year) tm.tm_year = year - 1900;
        if (!end || *end) {
            fputs("ERROR\n", stdout);
            continue;
        }
        long offset = tm.tm_gmtoff;   // %z fills tm_gmtoff; timegm ignores it
        time_t seconds = timegm(&tm) - offset;
        if (output) {
            char text[128];
            struct tm utc;
            gmtime_r(&seconds, &utc);
            size_t count = strftime(text, sizeof text, output, &utc);
            text[count] = '\n';
            fwrite(text, 1, count + 1, stdout);
        } else {
            if (fraction) fprintf(stdout, "%lld.%09ld\n", (long long)seconds, nanos);
            else fprintf(stdout, "%lld\n", (long long)seconds);
        }
    }
    freelocale(posix);
    return 0;
}
