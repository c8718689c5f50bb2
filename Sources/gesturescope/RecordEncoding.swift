import Recording
import SceneFormat

extension RecordCommand {
    /// How `record` turns the rendered frames into its output: a PNG sequence, a GIF in two
    /// passes (the clip's palette, then the clip with it; the frames are the same both times),
    /// or an MP4 or WebM in one, carrying the captions as a subtitle track and the chapters as
    /// metadata. Every file ffmpeg reads or writes besides the output lives in `temporaries`.
    struct Encoding {
        let command: RecordCommand
        let recorder: Recorder
        let format: VideoFormat
        let ffmpeg: String
        let temporaries: RecordingTemporaries
        /// True once a signal asks the recording to stop.
        let shouldStop: () -> Bool

        /// Renders into `output` (nil for a PNG sequence), with `captions` as a subtitle track
        /// where the format has one, and `chapters` (nil: none) in its metadata.
        func record(into output: VideoOutput?, captions: [InputScript.Caption], chapters: [Chapter]?) throws(RecordingError) {
            let (width, height) = recorder.pixelSize
            let rate = recorder.clock.framesPerSecond
            func encoder(_ destination: VideoOutput, inputs: [String], arguments: [String]) throws(RecordingError) -> FFmpegEncoder {
                try FFmpegEncoder(ffmpeg: ffmpeg, width: width, height: height, framesPerSecond: rate, extraInputs: inputs, arguments: arguments,
                                  output: destination, temporaries: temporaries, shouldStop: shouldStop)
            }
            guard let output else {
                return try pass(PNGSequenceWriter(output: command.out, width: width, height: height), label: "record")
            }
            switch format {
            case .gif:
                let palette = try VideoOutput(path: temporaries.path("palette.png"))
                try pass(encoder(palette, inputs: [], arguments: VideoFormat.gifPaletteArguments), label: "palette")
                try pass(encoder(output, inputs: ["-i", palette.path], arguments: format.encoderArguments ?? []), label: "gif")
            case .mp4, .webm, .png:
                let (inputs, mapping) = try tracks(captions: captions, chapters: chapters)
                try pass(encoder(output, inputs: inputs, arguments: mapping + (format.encoderArguments ?? [])), label: "record")
            }
        }

        /// ffmpeg's extra inputs and stream mapping for the subtitle track (when a caption shows)
        /// and the chapters: files written in `temporaries`, read by ffmpeg as inputs 1 and on.
        private func tracks(captions: [InputScript.Caption], chapters: [Chapter]?) throws(RecordingError) -> (inputs: [String], mapping: [String]) {
            var inputs: [String] = [], mapping = ["-map", "0:v"]
            let cues = Subtitles.cues(of: captions, clock: recorder.clock)
            if let codec = format.subtitleCodec, !cues.isEmpty {
                inputs += ["-i", try temporaries.write(Subtitles.srt(cues), named: "captions.srt")]
                mapping += ["-map", "1:s", "-c:s", codec, "-metadata:s:s:0", "language=und"]
            }
            if let chapters, !chapters.isEmpty {
                inputs += ["-f", "ffmetadata", "-i", try temporaries.write(Chapters.ffmetadata(chapters), named: "chapters.txt")]
                mapping += ["-map_chapters", String(inputs.filter { $0 == "-i" }.count)]
            }
            return (inputs, mapping)
        }

        private func pass(_ sink: FrameSink, label: String) throws(RecordingError) {
            var bar = ProgressBar(total: recorder.clock.frameCount, label: label)
            defer { bar.end() }
            try recorder.record(into: sink, progress: { bar.update($0) }, shouldStop: shouldStop)
            // A signal that came while the encoder finished: the file is whole, and kept.
        }
    }
}
