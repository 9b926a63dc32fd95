#!/bin/sh
# Add mjgui to the desktop's application menu for the current user (no root needed), from wherever
# this unpacked bundle lives:   ./install-desktop-entry.sh        ./install-desktop-entry.sh --uninstall
# Writes $XDG_DATA_HOME (default ~/.local/share)/applications/mjgui.desktop with Exec= pointing at this
# folder's mjgui, and the icons under .../icons/hicolor. Move the folder? Run it again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/mjgui.desktop" "$icons/256x256/apps/mjgui.png" "$icons/512x512/apps/mjgui.png" \
        "$icons/scalable/apps/mjgui.svg"
    echo "removed the mjgui menu entry"
else
    for size in 256x256 512x512; do
        mkdir -p "$icons/$size/apps"
        cp "$here/share/icons/hicolor/$size/apps/mjgui.png" "$icons/$size/apps/mjgui.png"
    done
    mkdir -p "$icons/scalable/apps" "$apps"
    cp "$here/share/icons/hicolor/scalable/apps/mjgui.svg" "$icons/scalable/apps/mjgui.svg"
    case "$here" in
        *[\\\"\`\$\&\|]*)
            echo "install-desktop-entry.sh: move the folder to a path without \\ \" \` \$ & |" >&2
            exit 1 ;;
    esac
    sed -e "s|^Exec=.*|Exec=\"$here/mjgui\"|" -e "s|^TryExec=.*|TryExec=$here/mjgui|" \
        "$here/share/applications/mjgui.desktop" > "$apps/mjgui.desktop"
    echo "installed $apps/mjgui.desktop -> $here/mjgui"
fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
