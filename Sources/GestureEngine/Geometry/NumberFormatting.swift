import Foundation

/// Formats a number for traces and descriptions: rounded to `decimals` places, the shortest form
/// that round-trips, no trailing ".0" and never "-0". Non-finite values print as 0 so that every
/// trace line stays valid JSON. Any finite value is safe: numbers too large to carry `decimals`
/// places (≥ 10¹⁵) are already whole and print without scaling, so the scaling can never
/// overflow to infinity.
public func formatNumber(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return abs(value) < 9e18 ? String(Int64(value)) : "\(value)" }
    let scale = pow(10.0, Double(decimals))
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded() {
        return String(Int64(rounded))
    }
    return "\(rounded)"
}
