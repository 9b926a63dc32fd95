#!/bin/sh
# Add mjgui to the desktop's application menu for the current user (no root needed), from wherever
# this unpacked bundle lives:   ./install-desktop-entry.sh        ./install-desktop-entry.sh --uninstall
# Writes $XDG_DATA_HOME (default ~/.local/share)/applications/mjgui.desktop with Exec= pointing at this
# folder's mjgui, the icons under .../icons/hicolor, and the game records' MIME type (*.mjgame, so that
# a file manager opens them with mjgui) under .../mime. Move the folder? Run it again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor"

# A value of the string type (Desktop Entry Specification, "Possible value types"): a backslash is
# written \\ (a control character cannot be written at all: the folder is refused below).
string_value() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}

# An argument of Exec= ("The Exec key"): quoted when it holds a reserved character, and then " ` $ \
# escaped with a backslash inside the quotes; a literal % is %% (% starts a field code such as %f);
# then written as a string value (each backslash doubled again).
exec_argument() {
    case "$1" in
        *[[:space:]\"\'\\\>\<~\|\&\;\$\*\?\#\(\)\`]*)
            set -- "\"$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g')\"" ;;
    esac
    string_value "$1" | sed -e 's/%/%%/g'
}

# Exec='s program. GLib (GNOME and most desktops) looks the program up as written, %% unexpanded,
# and drops an entry whose program it cannot find: a program path with a % is started through env.
exec_program() {
    case "$1" in
        *%*) printf 'env %s' "$(exec_argument "$1")" ;;
        *) exec_argument "$1" ;;
    esac
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/mjgui.desktop" "$icons/256x256/apps/mjgui.png" "$icons/512x512/apps/mjgui.png" \
        "$icons/scalable/apps/mjgui.svg"
    if [ -f "$data/mime/packages/mjgui.xml" ]; then
        rm -f "$data/mime/packages/mjgui.xml"
        command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" 2>/dev/null || true
    fi
    echo "removed the mjgui menu entry"
else
    case "$here" in
        *[[:cntrl:]]*)
            echo "install-desktop-entry.sh: move the folder to a path without control characters (a line break, a tab)" >&2
            exit 1 ;;
    esac
    for size in 256x256 512x512; do
        mkdir -p "$icons/$size/apps"
        cp "$here/share/icons/hicolor/$size/apps/mjgui.png" "$icons/$size/apps/mjgui.png"
    done
    mkdir -p "$icons/scalable/apps" "$apps"
    cp "$here/share/icons/hicolor/scalable/apps/mjgui.svg" "$icons/scalable/apps/mjgui.svg"
    # The bundle's entry with Exec= and TryExec= pointing here (what follows "Exec=mjgui", the field
    # codes, is kept), written beside the old one and then moved over it: never half a file.
    program=$(exec_program "$here/mjgui")
    try=$(string_value "$here/mjgui")
    tmp="$apps/.mjgui.desktop.$$"
    while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            Exec=mjgui*) printf 'Exec=%s%s\n' "$program" "${line#Exec=mjgui}" ;;
            TryExec=*) printf 'TryExec=%s\n' "$try" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$here/share/applications/mjgui.desktop" > "$tmp"
    mv -f "$tmp" "$apps/mjgui.desktop"
    # The records' type, as `xdg-mime install --mode user` puts it (which, in xdg-utils 1.1, copies
    # nothing from a folder whose path has a space, and says nothing): the file and the database.
    mkdir -p "$data/mime/packages"
    cp "$here/share/mime/packages/mjgui.xml" "$data/mime/packages/mjgui.xml"
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" 2>/dev/null || true
    printf 'installed %s -> %s\n' "$apps/mjgui.desktop" "$here/mjgui"
fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
