@testable import Recording
import SceneFormat
import XCTest

/// A clip's captions as a subtitle track and file, its chapters, and where a played file's
/// clip starts: every time is the video second the frames show it.
final class ClipTextTests: XCTestCase {
    private let clock = RecordingClock(framesPerSecond: 10, from: 1, to: 3, timeScale: 0.5, leadIn: 0.5, hold: 1)

    func testEngineTimesMapToTheVideoSecondsThatShowThem() {
        // 0.5 s lead-in, 2 engine seconds at half speed (4 video seconds), 1 s hold: 5.5 s.
        XCTAssertEqual(clock.duration, 5.5, accuracy: 1e-12)
        XCTAssertEqual(clock.videoTime(ofEngineTime: 0.2), 0, "before the clip: shown from its start")
        XCTAssertEqual(clock.videoTime(ofEngineTime: 2), 2.5, accuracy: 1e-12)
        XCTAssertEqual(clock.videoTime(ofEngineTime: 3), 4.5, accuracy: 1e-12, "the end shows from the hold on")
        for frame in [6, 25, 40] {
            XCTAssertEqual(clock.videoTime(ofEngineTime: clock.engineTime(ofFrame: frame)), Double(frame) / 10, accuracy: 1e-9)
        }
    }

    func testCaptionsBecomeCuesUntilTheNextOrTheEnd() {
        let captions = [InputScript.Caption(time: 0.5, text: "Before"), InputScript.Caption(time: 2, text: "Two\n\nlines --> here"),
                        InputScript.Caption(time: 2.5, text: ""), InputScript.Caption(time: 2.75, text: "Last"),
                        InputScript.Caption(time: 9, text: "After the clip")]
        let cues = Subtitles.cues(of: captions, clock: clock)
        XCTAssertEqual(cues, [SubtitleCue(start: 0, end: 2.5, text: "Before"), SubtitleCue(start: 2.5, end: 3.5, text: "Two\n\nlines --> here"),
                              SubtitleCue(start: 4, end: 5.5, text: "Last")])
        XCTAssertEqual(Subtitles.srt(cues), """
            1
            00:00:00,000 --> 00:00:02,500
            Before

            2
            00:00:02,500 --> 00:00:03,500
            Two
            lines -> here

            3
            00:00:04,000 --> 00:00:05,500
            Last

            """)
        XCTAssertTrue(Subtitles.webVTT(cues).hasPrefix("WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nBefore\n\n"))
        XCTAssertEqual(Subtitles.timestamp(3725.0014, decimal: ","), "01:02:05,001")
    }

    func testChaptersFollowTheCaptionsOrElseTheGestures() {
        let captioned = InputScript(captions: [InputScript.Caption(time: 1.5, text: "Tap"), InputScript.Caption(time: 2.5, text: "Pan; = #")])
        XCTAssertEqual(Chapters.chapters(of: captioned, clock: clock),
                       [Chapter(start: 0, end: 3.5, title: "Tap"), Chapter(start: 3.5, end: 5.5, title: "Pan; = #")])
        XCTAssertTrue(Chapters.ffmetadata(Chapters.chapters(of: captioned, clock: clock)).hasSuffix("START=3500\nEND=5500\ntitle=Pan\\; \\= \\#\n"))
        let steps: [InputScript.Step] = [
            .init(time: 1.2, finger: 1, action: .down(at: .zero, type: .direct, force: 1)),
            .init(time: 1.4, finger: 2, action: .down(at: .zero, type: .direct, force: 1)),
            .init(time: 1.6, finger: 1, action: .up(at: nil)), .init(time: 1.7, finger: 2, action: .up(at: nil)),
            .init(time: 2.2, finger: 1, action: .down(at: .zero, type: .direct, force: 1)), .init(time: 2.4, finger: 1, action: .cancel),
        ]
        XCTAssertEqual(Chapters.chapters(of: InputScript(steps: steps), clock: clock).map(\.title), ["Gesture 1", "Gesture 2"],
                       "two fingers down together are one gesture")
        XCTAssertEqual(Chapters.chapters(of: InputScript(steps: steps), clock: clock).last?.start ?? 0, 2.9, accuracy: 1e-9)
    }

    func testAPlayedFileStartsHalfAVideoSecondBeforeItsFirstTouchOrCaption() {
        let take = InputScript(steps: [.init(time: 3, finger: 1, action: .down(at: .zero, type: .direct, force: 1)),
                                       .init(time: 3.5, finger: 1, action: .up(at: nil))])
        XCTAssertEqual(ClipBounds.start(of: take, timeScale: 1), 2.5)
        XCTAssertEqual(ClipBounds.start(of: take, timeScale: 0.25), 2.875, "half a second of video in slow motion")
        var captioned = take
        captioned.captions = [InputScript.Caption(time: 1, text: "Watch")]
        XCTAssertEqual(ClipBounds.start(of: captioned, timeScale: 1), 0.5, "a caption before the touch is kept")
        XCTAssertEqual(ClipBounds.start(of: InputScript(), timeScale: 1), 0)
    }
}
