// The glibc peer of `intl timestamps --format '%Y-%m-%d %H:%M:%S %z'`: reads lines from standard
// input, parses each with strptime_l (POSIX "C" locale) and timegm, and prints epoch seconds, one
// per line ("ERROR" for a line that does not parse). Buffered stdio in and out, as a C tool would.
// With a second argument, a strftime format, it prints each instant in UTC with it instead (the
// peer of `--output rfc3339`: '%Y-%m-%dT%H:%M:%SZ').
// Build: cc -O2 -o /tmp/strptime-pipeline Benchmarks/Scripts/strptime-pipeline.c
#define _GNU_SOURCE
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    const char *format = argc > 1 ? argv[1] : "%Y-%m-%d %H:%M:%S %z";
    const char *output = argc > 2 ? argv[2] : NULL;
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
            fprintf(stdout, "%lld\n", (long long)seconds);
        }
    }
    freelocale(posix);
    return 0;
}
