// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Gesturescope",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gesturescope", targets: ["gesturescope"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure engine: Foundation only, no SDL, no clock. Single-threaded; in release builds the
        // dynamic exclusivity check (a fifth of the per-event cost, docs/PERFORMANCE.md) is off.
        .target(
            name: "GestureEngine",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // A custom recognizer written against the engine's public API, as an app would, and its
        // registration for scene files.
        .target(name: "ExampleRecognizers", dependencies: ["GestureEngine", "SceneFormat"]),
        // What scenes add to the engine without code, installed through its public API only:
        // behaviours, rule delegates, relationship overrides, animations declared as data.
        .target(name: "SceneRuntime", dependencies: ["GestureEngine"]),
        // libyaml from the system (apt: libyaml-dev): the event parser under SceneFormat.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Scene and input-script files (YAML) → engine values, with positioned diagnostics.
        .target(name: "SceneFormat", dependencies: ["GestureEngine", "SceneRuntime", "CYAML"]),
        // The DrawList, the frame's layout and the draw-list builders of the scene and overlay.
        // As in the engine, the dynamic exclusivity check (a few per cent of a frame) is off in
        // release builds; debug builds, which the tests run, keep it.
        .target(
            name: "Drawing",
            dependencies: ["GestureEngine"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // libpng and libdeflate from the system (apt: libpng-dev, libdeflate-dev): reading and
        // writing PNGs.
        .systemLibrary(name: "CCodecs"),
        // DrawList → pixels in memory: coverage, compositing, text from coverage masks, the band
        // threads, the canvas, PNG. No SDL: band threads touch only memory. Exclusivity as Drawing.
        .target(
            name: "Raster",
            dependencies: ["GestureEngine", "Drawing", "FileOutput", "CCodecs"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // Visual QA against approved goldens: perceptual image comparison, diff pictures, the
        // HTML and JUnit reports. Pure: no SDL, no files.
        .target(name: "VisualCheck"),
        // Two traces of the same input compared by meaning: the first divergence and per recognizer,
        // view and action what each side did. Pure: no files, no clock.
        .target(name: "TraceDiff", dependencies: ["GestureEngine"]),
        // A scene as the UIKit Swift that builds it (`gesturescope swift`), with the map from the
        // scene's parts to the file's lines. Pure: no files, no clock.
        .target(name: "SwiftExport", dependencies: ["GestureEngine", "SceneFormat", "SceneRuntime"]),
        // Checked writes: standard streams, atomic file replacement, exclusive creation.
        .target(name: "FileOutput"),
        // One scene being played (or two compared side by side), headless or in the window: the
        // session, its clock, the mouse as fingers, the window's commands, and the one replay
        // recipe. Decides; makes no SDL call.
        .target(name: "Session", dependencies: ["GestureEngine", "SceneFormat", "Drawing", "TraceDiff", "SwiftExport"]),
        // The window's behaviour as a pure model: events at wall times in, effects and frames
        // (DrawLists) out. No SDL, no clock; files through a protocol. Tested with files in memory.
        .target(name: "App", dependencies: ["GestureEngine", "SceneFormat", "Drawing", "Session"]),
        // SDL2 + SDL2_ttf from the system (apt: libsdl2-dev, libsdl2-ttf-dev;
        // `make setup` installs what is missing). No `pkgConfig:` here:
        // sdl2.pc's cflags carry -D_REENTRANT, which SwiftPM drops with a warning on every build.
        .systemLibrary(name: "CSDL"),
        // Whether an X display has a window manager (libX11, from libsdl2-dev's dependencies): a
        // bare X server does not carry out SDL's fullscreen request, so the window does it itself.
        .target(name: "CWindowManager", linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("SDL2")]),
        // The window's SDL backend: SDL events → window events, text coverage from SDL_ttf, frames
        // from Raster handed to SDL, the model's effects carried out. Decides nothing. Every SDL
        // call on the main thread.
        .target(name: "SDLShell", dependencies: ["CSDL", "CWindowManager", "GestureEngine", "SceneFormat", "Drawing", "Raster", "Session", "App",
                                                 "FileOutput"]),
        // The engine and frame benchmarks that `gesturescope bench` runs (they read a clock).
        .target(name: "Recording", dependencies: ["GestureEngine", "SceneFormat", "Drawing", "Raster", "Session", "SDLShell", "FileOutput"]),
        .target(name: "Benchmarks", dependencies: ["GestureEngine", "SceneFormat", "Drawing", "Raster", "Session", "SDLShell"]),
        .executableTarget(
            name: "gesturescope",
            dependencies: [
                "GestureEngine", "SceneFormat", "ExampleRecognizers", "Drawing", "Raster", "Session", "App", "SDLShell", "Recording", "Benchmarks",
                "FileOutput",
                "VisualCheck", "TraceDiff", "SwiftExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The end-of-test "every engine ends at rest" check every engine-making test target uses.
        .target(name: "EngineTestSupport", dependencies: ["GestureEngine"], path: "Tests/EngineTestSupport"),
        // The tests' one way to compare output with approved goldens (Tests/Goldens/, and the
        // Scenes/goldens/ that `gesturescope check` compares) and to re-record them.
        .target(name: "GoldenSupport", dependencies: ["VisualCheck", "CCodecs"], path: "Tests/GoldenSupport"),
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine", "EngineTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime", "GestureEngine", "EngineTestSupport"]),
        .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "GestureEngine", "ExampleRecognizers", "EngineTestSupport"], exclude: ["Broken"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "GestureEngine", "SceneFormat", "ExampleRecognizers", "EngineTestSupport", "GoldenSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CCodecs", "Drawing", "GestureEngine", "GoldenSupport"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "VisualCheckTests", dependencies: ["VisualCheck"]),
        .testTarget(name: "SwiftExportTests", dependencies: ["SwiftExport", "GestureEngine", "SceneFormat", "ExampleRecognizers", "Session",
                                                            "GoldenSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TraceDiffTests", dependencies: ["TraceDiff", "GestureEngine", "SceneFormat", "Session", "EngineTestSupport"]),
        .testTarget(name: "SessionTests", dependencies: ["Session", "GestureEngine", "SceneFormat", "ExampleRecognizers", "Drawing", "EngineTestSupport",
                                                        "GoldenSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Session", "GestureEngine", "SceneFormat", "Drawing", "TraceDiff", "EngineTestSupport"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks"]),
        .testTarget(name: "RecordingTests", dependencies: ["Recording", "SDLShell", "Raster", "Session", "GestureEngine", "SceneFormat", "Drawing"]),
        .testTarget(name: "SDLShellTests", dependencies: ["SDLShell", "App", "Raster", "Session", "CSDL", "GestureEngine", "SceneFormat", "ExampleRecognizers",
                                                          "Drawing", "GoldenSupport"],
                    exclude: ["Fixtures"]),
    ]
)
