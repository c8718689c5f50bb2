import Foundation

/// The view properties that animate (§8.1), each as a vector of components (see
/// `LayerValues.components`) so that animations can add and interpolate them. Transforms are decomposed (scale, rotation, translation) so a
/// rotation animates as a turn, not as a shrinking matrix.
public enum AnimatableProperty: String, CaseIterable, Sendable {
    case center, boundsSize, transform, alpha, backgroundColor, cornerRadius, borderColor, borderWidth

    /// [scaleX, scaleY, rotation, tx, ty] for a transform without shear.
    public static func decompose(_ t: Transform2D) -> [Double] {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let rotation = atan2(t.b, t.a)
        let determinant = t.determinant
        let scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / scaleX
        return [scaleX, scaleY, rotation, t.tx, t.ty]
    }

    /// The transform `decompose` took apart: scale, then rotate, then translate.
    public static func compose(_ values: [Double]) -> Transform2D {
        Transform2D(scaleX: values[0], y: values[1])
            .concatenating(Transform2D(rotationAngle: values[2]))
            .concatenating(Transform2D(translationX: values[3], y: values[4]))
    }

    static func components(of color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }

    static func color(_ values: [Double]) -> Color {
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Color(red: unit(values[0]), green: unit(values[1]), blue: unit(values[2]), alpha: unit(values[3]))
    }
}
