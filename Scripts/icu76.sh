#!/usr/bin/env bash
# Prepares a second ICU, Debian trixie's 76.1, beside the system's, and prints
# the PKG_CONFIG_PATH that makes SwiftPM build CICU against it:
#
#   PKG_CONFIG_PATH=$(Scripts/icu76.sh) swift build --scratch-path .build-icu76
#
# The archive is fetched with apt-get through a trixie source list derived from
# this machine's own apt sources (so the repository names no mirror host),
# checked against a pinned SHA-256, and unpacked under .build-icu76/icu. Only
# libicu-dev is needed: it carries the headers and the static archives
# (libicudata.a holds the whole CLDR 46 data), so nothing is installed and the
# system's ICU stays what every other build links. ICU renames every symbol
# with its major version (u_foo_76), so the two never collide in one process.
#
# trixie's archives were compiled against glibc 2.41, whose C23 headers turn
# strtol/strtoul into __isoc23_strtol/__isoc23_strtoul; glibc 2.36 (bookworm)
# lacks both, so a two-function compat archive provides them.
set -euo pipefail
cd "$(dirname "$0")/.."

package=libicu-dev
version=76.1-4
sha256=856ea1b86a008d71d3ffaf6a4a465ff38edf3a257ebab3f0222ce05fe94a5c1a

work="$PWD/.build-icu76/icu"
prefix="$work/prefix"
if [ -f "$prefix/lib/pkgconfig/icu-uc.pc" ]; then
    echo "$prefix/lib/pkgconfig"
    exit 0
fi
rm -rf "$work"
mkdir -p "$work/sources" "$work/lists/partial" "$work/cache/archives/partial" "$work/download" "$prefix/lib/pkgconfig"

# A trixie copy of every deb822 or one-line Debian source this machine has.
for source in /etc/apt/sources.list /etc/apt/sources.list.d/*; do
    [ -f "$source" ] || continue
    case "$source" in *.sources|*.list) ;; *) continue ;; esac
    grep -q 'debian' "$source" || continue
    sed -e 's/\bbookworm\b/trixie/g; s/\bbookworm-/trixie-/g' "$source" > "$work/sources/$(basename "$source")"
done
apt_options=(
    -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$work/sources"
    -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache"
    -o Debug::NoLocking=1 -o APT::Sandbox::User=root
)
apt-get "${apt_options[@]}" update >&2
(cd "$work/download" && apt-get "${apt_options[@]}" download "$package=$version" >&2)
archive="$work/download/${package}_${version}_amd64.deb"
echo "$sha256  $archive" | sha256sum --check --quiet - >&2
dpkg-deb -x "$archive" "$work/root"

cp "$work"/root/usr/lib/x86_64-linux-gnu/libicu{uc,i18n,data}.a "$prefix/lib/"
cat > "$work/isoc23.c" <<'EOF'
#include <stdlib.h>
long __isoc23_strtol(const char *s, char **end, int base) { return strtol(s, end, base); }
unsigned long __isoc23_strtoul(const char *s, char **end, int base) { return strtoul(s, end, base); }
EOF
cc -O2 -fPIC -c "$work/isoc23.c" -o "$work/isoc23.o"
ar rcs "$prefix/lib/libicu76compat.a" "$work/isoc23.o"

# Static archives name their dependencies in link order: i18n before uc before
# data, the compat archive after all that use it, then the C++ runtime.
cat > "$prefix/lib/pkgconfig/icu-uc.pc" <<EOF
Name: icu-uc
Description: ICU 76.1 common and data (Debian trixie, static)
Version: 76.1
Cflags: -I$work/root/usr/include
Libs: -L$prefix/lib -licuuc -licudata -licu76compat -lstdc++ -lm -lpthread -ldl
EOF
cat > "$prefix/lib/pkgconfig/icu-i18n.pc" <<EOF
Name: icu-i18n
Description: ICU 76.1 internationalization (Debian trixie, static)
Version: 76.1
Cflags: -I$work/root/usr/include
Libs: -L$prefix/lib -licui18n -licuuc -licudata -licu76compat -lstdc++ -lm -lpthread -ldl
EOF
echo "$prefix/lib/pkgconfig"
