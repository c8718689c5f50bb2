import Foundation
import GestureEngine

/// Scene values written as Swift expressions: numbers as short as they round-trip to four
/// decimals, strings escaped, colours, points, sizes, rectangles, transforms.
enum SwiftLiteral {
    static func number(_ value: Double) -> String {
        formatNumber(value)
    }

    /// A string literal: `"`, `\` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `.white`, `.black`, `.clear` for those; otherwise `UIColor(hex: 0x3b82f6)` (with
    /// `alpha:` when not opaque), the file's own convenience initializer.
    static func color(_ color: Color) -> String {
        if color == .white { return ".white" }
        if color == .black { return ".black" }
        if color.alpha == 0 { return ".clear" }
        let rgb = String(color.hex.dropFirst().prefix(6))
        let alpha = color.alpha >= 1 ? "" : ", alpha: " + number(color.alpha)
        return "UIColor(hex: 0x\(rgb)\(alpha))"
    }

    /// `color`, where the expression must name its type (`UIColor.white`).
    static func typedColor(_ value: Color) -> String {
        let expression = color(value)
        return expression.hasPrefix(".") ? "UIColor" + expression : expression
    }

    static func point(_ point: Point) -> String {
        point == .zero ? ".zero" : "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    static func size(_ size: Size) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(number(rect.minX)), y: \(number(rect.minY)), width: \(number(rect.width)), height: \(number(rect.height)))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
    }

    /// An angle given in radians, written in degrees as people read it: `30 * .pi / 180`.
    static func angle(_ radians: Double) -> String {
        "\(number(radians * 180 / .pi)) * .pi / 180"
    }

    /// A transform with no shear as CoreGraphics builds one: scaled, then rotated, then
    /// translated (`CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`, each part
    /// only when it is not the identity).
    static func transform(scaleX: Double, scaleY: Double, rotation: Double, translation: Point) -> String {
        var parts: [String] = []
        if translation != .zero { parts.append("translationX: \(number(translation.x)), y: \(number(translation.y))") }
        let rotates = number(rotation * 180 / .pi) != "0"
        let scales = number(scaleX) != "1" || number(scaleY) != "1"
        guard !parts.isEmpty || rotates || scales else { return ".identity" }
        var expression = parts.isEmpty ? "" : "CGAffineTransform(\(parts[0]))"
        if rotates { expression += expression.isEmpty ? "CGAffineTransform(rotationAngle: \(angle(rotation)))" : ".rotated(by: \(angle(rotation)))" }
        if scales {
            let arguments = "\(number(scaleX)), y: \(number(scaleY))"
            expression += expression.isEmpty ? "CGAffineTransform(scaleX: \(arguments))" : ".scaledBy(x: \(arguments))"
        }
        return expression
    }

    /// `transform` for a view's transform matrix, taken apart as the engine animates it.
    static func transform(_ matrix: Transform2D) -> String {
        let parts = AnimatableProperty.decompose(matrix)
        return transform(scaleX: parts[0], scaleY: parts[1], rotation: parts[2], translation: Point(x: parts[3], y: parts[4]))
    }

    /// A set of options or edges: `.bottom`, or `[.top, .bottom]`, or `[]`.
    static func optionSet(_ members: [String]) -> String {
        members.count == 1 ? "." + members[0] : "[" + members.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}
