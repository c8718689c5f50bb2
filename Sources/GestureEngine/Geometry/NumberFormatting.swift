import Foundation

/// Formats a number for traces and descriptions: rounded to `decimals` places, the shortest form
/// that round-trips, no trailing ".0" and never "-0". Non-finite values print as 0 so that every
/// trace line stays valid JSON.
public func formatNumber(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    let scale = pow(10.0, Double(decimals))
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    return "\(rounded)"
}
