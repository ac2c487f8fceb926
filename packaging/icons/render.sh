#!/usr/bin/env bash
# Renders memory-journal.svg into the icon files jpackage takes: PNGs (Linux, and the sizes of the other
# two), memory-journal.ico (Windows) and memory-journal.icns (macOS). Needs Debian's librsvg2-bin,
# imagemagick and icnsutils (apt-get install -y librsvg2-bin imagemagick icnsutils); on macOS, iconutil
# does the .icns instead (packaging/README.md). The rendered files are committed; run this after changing the SVG.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p png
for size in 16 24 32 48 64 128 256 512 1024; do
    rsvg-convert -w "$size" -h "$size" memory-journal.svg -o "png/memory-journal-$size.png"
done
convert png/memory-journal-{16,24,32,48,64,128,256}.png memory-journal.ico
png2icns memory-journal.icns png/memory-journal-{16,32,48,128,256,512,1024}.png >/dev/null
echo "icons rendered: $(ls png | wc -l) PNGs, memory-journal.ico, memory-journal.icns"
