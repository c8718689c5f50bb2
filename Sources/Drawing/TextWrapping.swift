extension TextMeasuring {
    /// `text` broken at white space into lines at most `width` points wide at `fontSize` (a
    /// word wider than that is cut with "…"); no line for text with no word.
    func wrapped(_ text: String, width: Double, fontSize: Double) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if self.width(of: candidate, fontSize: fontSize) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = fitting(word, fontSize: fontSize, maxWidth: width).text
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
