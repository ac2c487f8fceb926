#!/usr/bin/env bash
# Builds the app image of this OS from target/installer-input/memory-journal.jar (made by
# `mvn -Ppackage package`, which runs this script), writes its class-data archive, checks it with the
# self-test, then builds the installers named in the second argument (deb, msi, dmg; none when empty).
# Everything it makes goes to target/installer. The jpackage options are the files in packaging/jpackage/.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=$1
types=${2:-}
app_version=${version%%-*} # jpackage wants numbers only: 0.1.0-SNAPSHOT -> 0.1.0
options=packaging/jpackage
input=$root/target/installer-input
out=$root/target/installer
bin=${JAVA_HOME:+$JAVA_HOME/bin/}

case "$(uname -s)" in
    Linux) os=linux; name=memory-journal; app=$out/$name/lib/app; java=$out/$name/lib/runtime/bin/java
        launcher=$out/$name/bin/$name ;;
    Darwin) os=macos; name="Memory Journal"; app="$out/$name.app/Contents/app"
        java="$out/$name.app/Contents/runtime/Contents/Home/bin/java"; launcher="$out/$name.app/Contents/MacOS/$name" ;;
    MINGW* | MSYS* | CYGWIN*) os=windows; name="Memory Journal"; app="$out/$name/app"
        java="$out/$name/runtime/bin/java.exe"; launcher="$out/$name/$name.exe" ;;
    *) echo "build-installer: no installer recipe for $(uname -s)" >&2; exit 1 ;;
esac

if [ ! -f "$input/memory-journal.jar" ]; then
    echo "build-installer: $input/memory-journal.jar is missing; run 'mvn -B -Ppackage package'." >&2
    exit 1
fi

rm -rf "$out"
mkdir -p "$out"
# The image's JVM options: packaging/jpackage/jvm-options.txt, then the app's own flags (heap and collector,
# chosen by `bench --memory`), which live in one place for the launcher, the bench and the installers.
all_options=$out/jvm-options.all
{
    cat "$options/jvm-options.txt"
    sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/^[[:space:]]*/--java-options /' \
        src/main/resources/org/memoryjournal/app/jvm.options
} > "$all_options"
echo "build-installer: app image for $os (jlink + jpackage)"
"${bin}jpackage" --type app-image --dest "$out" --input "$input" --name "$name" --app-version "$app_version" \
    @"$options/common.txt" @"$options/app-image.txt" @"$all_options" @"$options/$os.txt"

# The JVM options of the image less the class-data archive itself.
jvm_options=()
while read -r flag value; do
    if [ "$flag" = --java-options ] && [[ "$value" != *SharedArchiveFile* ]]; then
        jvm_options+=("${value//\$APPDIR/$app}")
    fi
done < "$all_options"

# AppCDS: a training run lists the classes the app loads (the self-test: SQLite, ONNX, the tokenizer; and,
# where a display or Xvfb is at hand, a start of the window up to its first page of memories), then a
# static archive of those classes goes into the image, where the launcher maps it at every start.
training=$out/training
mkdir -p "$training/cache"
export XDG_CACHE_HOME="$training/cache" # the natives the training extracts stay in target/
"$java" -XX:DumpLoadedClassList="$training/self-test.classlist" "${jvm_options[@]}" \
    -cp "$app/memory-journal.jar" org.memoryjournal.app.Main --self-test
lists=("$training/self-test.classlist")
window=("$java" -XX:DumpLoadedClassList="$training/window.classlist" "${jvm_options[@]}"
    -Dmemoryjournal.readyFile="$training/ready" -cp "$app/memory-journal.jar" org.memoryjournal.app.Main
    --data-dir "$training/journal" --provider offline)
if [ "$os" = linux ] && [ -z "${DISPLAY:-}" ]; then
    if command -v xvfb-run >/dev/null 2>&1; then
        window=(timeout 180 xvfb-run -a "${window[@]}")
    else
        window=()
    fi
fi
if [ ${#window[@]} -gt 0 ] && "${window[@]}" && [ -f "$training/ready" ]; then
    lists+=("$training/window.classlist")
else
    echo "build-installer: the window could not start here (no display, no xvfb-run); the class-data" \
        "archive covers the self-test's classes only" >&2
fi
# The MCP server (`memory-journal mcp`, launched by assistants that wait only a few seconds for its handshake):
# initialize, the tool list and one recall, then the client hangs up.
mcp_requests='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"training","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"tools/list"}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"recall","arguments":{"query":"what did I plan for the weekend?"}}}'
coproc MCP { MEMORY_JOURNAL_PROVIDER=offline timeout 180 "$java" -XX:DumpLoadedClassList="$training/mcp.classlist" \
    "${jvm_options[@]}" -cp "$app/memory-journal.jar" org.memoryjournal.app.Main --data-dir "$training/mcp-journal" \
    mcp 2>/dev/null; }
mcp_pid=$MCP_PID mcp_in=${MCP[1]} mcp_out=${MCP[0]}
printf '%s\n' "$mcp_requests" >&"$mcp_in"
mcp_answered=no
while IFS= read -r line <&"$mcp_out"; do
    case "$line" in *'"id":3'*) mcp_answered=yes; break ;; esac
done
eval "exec $mcp_in>&-" # the client hangs up: the server exits
wait "$mcp_pid" || true
if [ "$mcp_answered" = yes ]; then
    lists+=("$training/mcp.classlist")
else
    echo "build-installer: the MCP server did not answer its training call; the archive leaves it out" >&2
fi
awk '!seen[$0]++' "${lists[@]}" > "$training/classes.classlist"
"$java" -Xshare:dump -XX:SharedClassListFile="$training/classes.classlist" \
    -XX:SharedArchiveFile="$app/memory-journal.jsa" "${jvm_options[@]}" -cp "$app/memory-journal.jar" \
    -Xlog:cds=off -Xlog:cds+dynamic=off > "$training/dump.log" 2>&1 || {
    cat "$training/dump.log" >&2
    echo "build-installer: the class-data archive could not be written" >&2
    exit 1
}
# A copy of the class list goes with the image: an installer that moves the image re-creates the archive.
cp "$training/classes.classlist" "$app/memory-journal.classlist"
rm -rf "$training"
unset XDG_CACHE_HOME

image="$out/$name"
[ "$os" = macos ] && image="$out/$name.app"
for type in $types; do
    echo "build-installer: $type installer"
    source=$image
    if [ "$type" = deb ] || [ "$type" = rpm ]; then
        # The archive matches this folder only; the package's postinst writes one for /opt/memory-journal.
        source=$out/package-image/$name
        rm -rf "$out/package-image"
        mkdir -p "$out/package-image"
        cp -a "$image" "$source"
        rm -f "$source/lib/app/memory-journal.jsa"
    fi
    "${bin}jpackage" --type "$type" --app-image "$source" --dest "$out" --name "$name" --app-version "$app_version" \
        @"$options/common.txt" @"$options/$os-package.txt" ${JPACKAGE_VERBOSE:+--verbose}
    rm -rf "$out/package-image"
done
echo "build-installer: done; image and installers in $out"
