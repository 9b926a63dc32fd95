#!/bin/sh
# macOS only: sign dist/mjgui.app (`sign.sh app`, before make_dmg.sh) and notarize + staple the .dmg
# (`sign.sh dmg`, after it) with a Developer ID. Runs only when its secrets are in the environment and
# says so, exit 0, when they are not (an unsigned build still works: on macOS 15 a player allows it once
# in System Settings > Privacy & Security > Open Anyway, after the first try to open it; README.md).
#   MACOS_SIGN_IDENTITY   "Developer ID Application: NAME (TEAMID)", in the current keychain
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD   for notarytool (an app-specific password)
set -eu
what=${1:?usage: sign.sh app|dmg}
if [ -z "${MACOS_SIGN_IDENTITY:-}" ]; then
    echo "sign.sh: MACOS_SIGN_IDENTITY is not set: $what left unsigned (ad hoc)"
    exit 0
fi
case "$what" in
app)
    # Inside out: every library and executable, then the bundle, with the hardened runtime.
    find dist/mjgui.app/Contents -type f \( -name '*.dylib' -o -name '*.so' -o -perm -u+x \) -print0 |
        xargs -0 codesign --force --options runtime --timestamp -s "$MACOS_SIGN_IDENTITY"
    codesign --force --options runtime --timestamp -s "$MACOS_SIGN_IDENTITY" dist/mjgui.app
    codesign --verify --deep --strict --verbose=2 dist/mjgui.app
    ;;
dmg)
    dmg=$(ls dist/mjgui-*-macos-*.dmg)
    codesign --force --timestamp -s "$MACOS_SIGN_IDENTITY" "$dmg"
    if [ -z "${APPLE_ID:-}" ] || [ -z "${APPLE_TEAM_ID:-}" ] || [ -z "${APPLE_APP_PASSWORD:-}" ]; then
        echo "sign.sh: APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD are not set: $dmg signed, not notarized"
        exit 0
    fi
    xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$dmg"
    ;;
*)
    echo "usage: sign.sh app|dmg" >&2
    exit 2
    ;;
esac
