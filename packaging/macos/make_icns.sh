#!/bin/sh
# macOS only: resources/icons/mjgui-1024.png -> build/mjgui.icns (sips + iconutil ship with macOS), with
# every size up to 512x512@2x (1024 px: Retina Finder and Dock). packaging/mjgui.spec uses build/mjgui.icns
# when it exists (else PyInstaller converts a PNG, which needs Pillow). Run from the repository root
# before building the bundle.
set -eu
src=resources/icons/mjgui-1024.png
set_dir=build/mjgui.iconset
rm -rf "$set_dir" && mkdir -p "$set_dir"
for size in 16 32 128 256 512; do
    sips -z "$size" "$size" "$src" --out "$set_dir/icon_${size}x${size}.png" >/dev/null
    double=$((size * 2))
    sips -z "$double" "$double" "$src" --out "$set_dir/icon_${size}x${size}@2x.png" >/dev/null
done
iconutil -c icns "$set_dir" -o build/mjgui.icns
echo "wrote build/mjgui.icns"
