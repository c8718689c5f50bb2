#!/usr/bin/env bash
# `make test`'s proof that `gesturescope swift` writes UIKit (docs/CODE.md):
#   1. builds the interface in this folder — declarations of the UIKit subset the generator
#      uses, with Apple's documented signatures — as the modules ObjectiveC, Foundation,
#      CoreGraphics, QuartzCore and UIKit (Objective-C interop on, so @objc and #selector work);
#   2. checks that the interface refuses what UIKit does not declare: each file in Rejected/
#      must fail to typecheck, with the message its first line names (`// expect: …`);
#   3. typechecks the generated file of every shipped scene (Scenes/*.yaml), and of the test
#      scene that uses every part of the format (Tests/SwiftExportTests/Fixtures/), against it,
#      in the Swift 6 language mode with warnings as errors (a near-miss of a delegate method's
#      name is a warning).
# Usage: typecheck.sh [path/to/gesturescope]   (default: .build/debug/gesturescope)
# Environment: SWIFTC (default swiftc). Exit status 0 when all pass, 1 otherwise.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BIN=${1:-$ROOT/.build/debug/gesturescope}
SWIFTC=${SWIFTC:-swiftc}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

COMMON=(-Xfrontend -enable-objc-interop -I "$WORK" -I "$HERE/Clang")
module() { # NAME FILE… [-- extra flags]
    local name=$1
    shift
    "$SWIFTC" "${COMMON[@]}" -parse-as-library -emit-module -module-name "$name" -o "$WORK/$name.swiftmodule" "$@"
}
module ObjectiveC "$HERE/ObjectiveC.swift"
module Foundation "$HERE/Foundation.swift"
module CoreGraphics -import-underlying-module "$HERE/CoreGraphics.swift"
module QuartzCore "$HERE/QuartzCore.swift"
module UIKit -import-underlying-module "$HERE"/UIKit/*.swift

typecheck() { # FILE: Swift 6, warnings as errors
    "$SWIFTC" "${COMMON[@]}" -typecheck -swift-version 6 -warnings-as-errors "$1"
}

failures=0
for file in "$HERE"/Rejected/*.swift; do
    expected=$(head -n 1 "$file" | sed -n 's|^// expect: ||p')
    if output=$(typecheck "$file" 2>&1); then
        echo "FAIL: the interface accepts $(basename "$file"), which UIKit does not declare"
        failures=$((failures + 1))
    elif [[ -z "$expected" || "$output" != *"$expected"* ]]; then
        echo "FAIL: $(basename "$file") is refused, but not with \"$expected\":"
        echo "$output" | head -n 5
        failures=$((failures + 1))
    fi
done

scenes=0
for scene in "$ROOT"/Scenes/*.yaml "$ROOT"/Tests/SwiftExportTests/Fixtures/*.yaml; do
    name=$(basename "$scene" .yaml)
    "$BIN" swift "$scene" --out "$WORK/$name.swift"
    if ! typecheck "$WORK/$name.swift"; then
        echo "FAIL: the Swift of $name does not typecheck against the UIKit interface"
        failures=$((failures + 1))
    fi
    scenes=$((scenes + 1))
done

if [[ $failures -gt 0 ]]; then
    echo "typecheck: $failures failure(s)"
    exit 1
fi
echo "typecheck: the Swift of $scenes scenes is UIKit; the $(ls "$HERE"/Rejected/*.swift | wc -l) refusals hold"
