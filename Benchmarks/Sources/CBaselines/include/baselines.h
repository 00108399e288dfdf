// Hand-written scalar C parsers, used as peers in the benchmarks.
#ifndef CBASELINES_H
#define CBASELINES_H

#include <stddef.h>
#include <stdint.h>

/// Parses the fixed RFC 3339 form `YYYY-MM-DDTHH:MM:SS(.frac)?(Z|+HH:MM|-HH:MM)`, exactly
/// `length` bytes, into seconds since the Unix epoch and nanoseconds.
/// Returns 1 on success, 0 if the text is not such a timestamp (or names a day that does not exist).
int cbaseline_parse_rfc3339(const char *text, size_t length, int64_t *seconds, int32_t *nanoseconds);

#endif
