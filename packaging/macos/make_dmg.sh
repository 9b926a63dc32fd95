#!/bin/sh
# macOS only: dist/mjgui.app -> dist/mjgui-<version>-macos-<arch>.dmg (compressed, drag-to-Applications).
# Run from the repository root after `python packaging/build_bundle.py` (see packaging/README.md).
# Signing/notarizing (needs an Apple Developer ID; without it Gatekeeper asks users to right-click > Open):
#   codesign --deep --force --options runtime --timestamp -s "Developer ID Application: NAME (TEAM)" dist/mjgui.app
#   xcrun notarytool submit dist/mjgui-*.dmg --keychain-profile NOTARY --wait && xcrun stapler staple dist/mjgui-*.dmg
set -eu
py=${PYTHON:-.venv/bin/python}
version=$("$py" packaging/build_bundle.py --print-version)
arch=$(uname -m)
dmg="dist/mjgui-$version-macos-$arch.dmg"
stage=build/dmg
test -d dist/mjgui.app || { echo "dist/mjgui.app is missing: build the bundle first" >&2; exit 1; }
rm -rf "$stage" "$dmg" && mkdir -p "$stage"
cp -R dist/mjgui.app "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "mjgui $version" -srcfolder "$stage" -fs HFS+ -format UDZO -imagekey zlib-level=9 -ov "$dmg"
echo "wrote $dmg"
