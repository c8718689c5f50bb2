import SceneRuntime

extension ValueDecoder {
    /// The view change `verb` names — `setBackground` (a colour), `setLabel` (text), `show` or
    /// `hide` (a view id, appended to `references` for validation) — with its `value`; nil for
    /// another verb (the caller says which it accepts) or, after reporting, a bad value.
    func viewEffect(_ verb: String, value: YAMLNode, references: inout [Reference]) -> ViewEffect? {
        switch verb {
        case "setBackground":
            return color(value, "value").map(ViewEffect.setBackground)
        case "setLabel":
            return string(value, "value").map(ViewEffect.setLabel)
        case "show", "hide":
            guard let id = string(value, "value") else { return nil }
            references.append(Reference(id: id, at: value))
            return .setHidden(view: id, hidden: verb == "hide")
        default:
            return nil
        }
    }
}
