#!/bin/sh
# macOS only: dist/mjgui.app -> dist/mjgui-<version>-macos-<arch>.dmg (compressed, drag-to-Applications,
# with the license texts in a "Licenses" folder beside the app). Run from the repository root after
# `python packaging/build_bundle.py` (and packaging/macos/sign.sh app, when signing; see packaging/README.md).
set -eu
py=${PYTHON:-.venv/bin/python}
version=$("$py" packaging/build_bundle.py --print-version)
arch=$(uname -m)
dmg="dist/mjgui-$version-macos-$arch.dmg"
stage=build/dmg
test -d dist/mjgui.app || { echo "dist/mjgui.app is missing: build the bundle first" >&2; exit 1; }
licenses=$(find dist/mjgui.app/Contents -type d -path '*/mjgui/resources/licenses' | head -n 1)
test -n "$licenses" || { echo "the license texts are missing from dist/mjgui.app" >&2; exit 1; }
rm -rf "$stage" "$dmg" && mkdir -p "$stage"
cp -R dist/mjgui.app "$stage/"
cp -R "$licenses" "$stage/Licenses"
ln -s /Applications "$stage/Applications"
# "hdiutil: create failed - Resource busy" is a known intermittent failure on macOS runners (a Spotlight
# or XProtect scan holding the new image): try again after a pause, HDIUTIL_TRIES times.
tries=${HDIUTIL_TRIES:-5}
pause=${HDIUTIL_PAUSE:-10}
n=1
until hdiutil create -volname "mjgui $version" -srcfolder "$stage" -fs HFS+ -format UDZO -imagekey zlib-level=9 \
    -ov "$dmg"; do
    if [ "$n" -ge "$tries" ]; then
        echo "hdiutil create failed $tries times" >&2
        exit 1
    fi
    echo "hdiutil create failed (try $n of $tries); again in $pause s" >&2
    n=$((n + 1))
    sleep "$pause"
done
echo "wrote $dmg"
