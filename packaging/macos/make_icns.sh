#!/bin/sh
# macOS only: resources/icons/mjgui-512.png -> build/mjgui.icns (sips + iconutil ship with macOS).
# packaging/mjgui.spec uses build/mjgui.icns when it exists (else PyInstaller converts the PNG, which
# needs Pillow). Run from the repository root before building the bundle.
set -eu
src=resources/icons/mjgui-512.png
set_dir=build/mjgui.iconset
rm -rf "$set_dir" && mkdir -p "$set_dir"
for size in 16 32 128 256 512; do
    sips -z "$size" "$size" "$src" --out "$set_dir/icon_${size}x${size}.png" >/dev/null
    double=$((size * 2))
    if [ "$double" -le 512 ]; then
        sips -z "$double" "$double" "$src" --out "$set_dir/icon_${size}x${size}@2x.png" >/dev/null
    fi
done
iconutil -c icns "$set_dir" -o build/mjgui.icns
echo "wrote build/mjgui.icns"
