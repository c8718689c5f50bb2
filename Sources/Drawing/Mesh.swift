import GestureEngine

/// Triangles ready for a GPU-less or GPU renderer: positions in output pixels, straight-alpha
/// colours. Every three `indices` form one triangle.
public struct Mesh: Equatable {
    public struct Vertex: Equatable {
        public var x: Float
        public var y: Float
        public var color: Color
    }

    /// A run of consecutive triangles (a range of `indices`) drawn with or without blending.
    public struct Run: Equatable {
        public var range: Range<Int>
        /// False for opaque interiors: they overwrite pixels, which is much cheaper.
        public var blends: Bool
    }

    public private(set) var vertices: [Vertex] = []
    public private(set) var indices: [Int32] = []
    /// Covers `indices` in order.
    public private(set) var runs: [Run] = []

    public init() {}

    public var isEmpty: Bool { indices.isEmpty }

    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
    }

    /// Triangles added from now on blend (the default) or not.
    mutating func setBlending(_ blends: Bool) {
        if let last = runs.last, last.blends == blends { return }
        if let last = runs.last, last.range.isEmpty {
            runs[runs.count - 1].blends = blends
            return
        }
        runs.append(Run(range: indices.count..<indices.count, blends: blends))
    }

    mutating func addVertex(_ point: Point, _ color: Color) -> Int32 {
        vertices.append(Vertex(x: Float(point.x), y: Float(point.y), color: color))
        return Int32(vertices.count - 1)
    }

    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        if runs.isEmpty { runs.append(Run(range: 0..<0, blends: true)) }
        indices.append(a)
        indices.append(b)
        indices.append(c)
        runs[runs.count - 1].range = runs[runs.count - 1].range.lowerBound..<indices.count
    }

    mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        addTriangle(a, b, c)
        addTriangle(a, c, d)
    }
}
