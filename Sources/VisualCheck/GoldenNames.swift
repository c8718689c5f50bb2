/// The file names of a scene's goldens in the goldens folder and of its report images: stable
/// across runs and machines, and safe in a file name and a URL path on any system.
public enum GoldenNames {
    /// A checkpoint time as written in file names: the shortest decimal that reads back as the
    /// same number, without a trailing ".0" (`1.65` → "1.65", `2` → "2", `0.00001` → "1e-05").
    /// Only digits, ".", "e" and "-" appear; two different times never share a name.
    public static func time(_ seconds: Double) -> String {
        precondition(seconds.isFinite && seconds >= 0, "checkpoint times are finite and not negative")
        if seconds == seconds.rounded(), seconds < 1e15 { return String(Int64(seconds)) }
        return "\(seconds)"
    }

    /// `<scene>@<time>.png`: the golden image of `scene` (a scene file's name without `.yaml`) at
    /// a checkpoint.
    public static func image(scene: String, at seconds: Double) -> String {
        "\(scene)@\(time(seconds)).png"
    }

    /// `<scene>.trace.jsonl`: the golden trace of the scene's demo.
    public static func trace(scene: String) -> String {
        "\(scene).trace.jsonl"
    }

    /// The report's copy of an image golden, or its rendering or diff, for `role` ("expected",
    /// "actual", "diff"): `<scene>@<time>.<role>.png`.
    public static func reportImage(scene: String, at seconds: Double, role: String) -> String {
        "\(scene)@\(time(seconds)).\(role).png"
    }
}
