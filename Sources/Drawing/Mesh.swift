import GestureEngine

/// Triangles ready for a GPU-less or GPU renderer: positions in output pixels, straight-alpha
/// colours. Every three `indices` form one triangle.
public struct Mesh: Equatable {
    public struct Vertex: Equatable {
        public var x: Float
        public var y: Float
        public var color: Color
    }

    public private(set) var vertices: [Vertex] = []
    public private(set) var indices: [Int32] = []

    public init() {}

    public var isEmpty: Bool { indices.isEmpty }

    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    mutating func addVertex(_ point: Point, _ color: Color) -> Int32 {
        vertices.append(Vertex(x: Float(point.x), y: Float(point.y), color: color))
        return Int32(vertices.count - 1)
    }

    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(contentsOf: [a, b, c])
    }

    mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        addTriangle(a, b, c)
        addTriangle(a, c, d)
    }
}
