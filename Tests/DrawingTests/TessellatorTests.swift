@testable import Drawing
import GestureEngine
import XCTest

final class TessellatorTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    func testFillHasOpaqueInteriorAndTransparentOneFringe() {
        var mesh = Mesh()
        Tessellator(pixelScale: 1).fill(RoundedRect(rect: Rect(10, 10, 100, 50), cornerRadius: 0), red, into: &mesh)
        // A sharp rectangle: 4 inner (opaque) and 4 outer (transparent) vertices.
        XCTAssertEqual(mesh.vertices.count, 8)
        XCTAssertEqual(mesh.vertices.prefix(4).map(\.color.alpha), [1, 1, 1, 1])
        XCTAssertEqual(mesh.vertices.suffix(4).map(\.color.alpha), [0, 0, 0, 0])
        // Sharp corners: four degenerate edge quads and the centre quad (the rectangle), plus 4 fringe quads.
        XCTAssertEqual(mesh.indices.count, 3 * (2 * 5 + 8))
        // The fringe straddles the edge by half a pixel each way (miter at the corners).
        XCTAssertEqual(mesh.vertices[0].x, 109.5, accuracy: 1e-4)
        XCTAssertEqual(mesh.vertices[0].y, 10.5, accuracy: 1e-4)
        XCTAssertEqual(mesh.vertices[4].x, 110.5, accuracy: 1e-4)
        XCTAssertEqual(mesh.vertices[4].y, 9.5, accuracy: 1e-4)
    }

    func testRoundedCornersStayWithinTheRectangleAndScaleWithPixels() {
        for scale in [1.0, 2.0] {
            var mesh = Mesh()
            Tessellator(pixelScale: scale).fill(RoundedRect(rect: Rect(0, 0, 40, 40), cornerRadius: 20), red, into: &mesh)
            let center = 20 * scale
            // Opaque outline vertices; the corner centres (here all at the circle's centre) are interior.
            let opaque = mesh.vertices.filter { $0.color.alpha == 1 && Point(Double($0.x) - center, Double($0.y) - center).length > 1 }
            for vertex in opaque {
                let distance = Point(Double(vertex.x) - center, Double(vertex.y) - center).length
                XCTAssertEqual(distance, 20 * scale - 0.5, accuracy: 0.5, "a circle of radius 20 pt")
            }
            XCTAssertGreaterThan(opaque.count, 8)
        }
    }

    func testTransformPlacesTheShape() {
        var mesh = Mesh()
        let shape = RoundedRect(rect: Rect(0, 0, 10, 10), cornerRadius: 0, transform: Transform2D(translationX: 100, y: 50))
        Tessellator(pixelScale: 2).fill(shape, red, into: &mesh)
        let xs = mesh.vertices.prefix(4).map(\.x), ys = mesh.vertices.prefix(4).map(\.y)
        XCTAssertEqual(xs.min() ?? 0, 200.5, accuracy: 1e-4)
        XCTAssertEqual(xs.max() ?? 0, 219.5, accuracy: 1e-4)
        XCTAssertEqual(ys.min() ?? 0, 100.5, accuracy: 1e-4)
    }

    func testStrokeIsABandInsideTheEdgeWithFringesOnBothSides() {
        var mesh = Mesh()
        Tessellator(pixelScale: 1).stroke(RoundedRect(rect: Rect(0, 0, 100, 100), cornerRadius: 0), width: 4, red, into: &mesh)
        XCTAssertEqual(mesh.vertices.count, 16)
        let alphas = mesh.vertices.map(\.color.alpha)
        XCTAssertEqual(alphas, [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
        // Outer solid edge at 0.5 px inside, inner solid edge at 4 − 0.5 px inside.
        XCTAssertEqual(mesh.vertices[4].x, 99.5, accuracy: 1e-4)
        XCTAssertEqual(mesh.vertices[8].x, 96.5, accuracy: 1e-4)
        XCTAssertEqual(mesh.indices.count, 3 * 2 * 4 * 3)
    }

    func testHairlineStrokeFadesInsteadOfVanishing() {
        var mesh = Mesh()
        Tessellator(pixelScale: 1).stroke(RoundedRect(rect: Rect(0, 0, 50, 50), cornerRadius: 0), width: 0.5, red, into: &mesh)
        XCTAssertEqual(mesh.vertices[4].color.alpha, 0.5, accuracy: 1e-9)
    }

    func testDegenerateShapesProduceNothing() {
        var mesh = Mesh()
        let tessellator = Tessellator(pixelScale: 1)
        tessellator.fill(RoundedRect(rect: Rect(0, 0, 0, 10), cornerRadius: 0), red, into: &mesh)
        tessellator.fill(RoundedRect(rect: Rect(0, 0, 10, 10), cornerRadius: 0, transform: Transform2D(scaleX: 0, y: 1)), red, into: &mesh)
        tessellator.stroke(RoundedRect(rect: Rect(0, 0, 10, 0), cornerRadius: 3), width: 1, red, into: &mesh)
        XCTAssertTrue(mesh.isEmpty)
    }

    func testMirroredTransformStillPutsTheFringeOutside() {
        var mesh = Mesh()
        let shape = RoundedRect(rect: Rect(0, 0, 10, 10), cornerRadius: 0, transform: Transform2D(scaleX: -1, y: 1))
        Tessellator(pixelScale: 1).fill(shape, red, into: &mesh)
        let inner = mesh.vertices.prefix(4).map(\.x), outer = mesh.vertices.suffix(4).map(\.x)
        XCTAssertEqual(inner.min() ?? 0, -9.5, accuracy: 1e-4)
        XCTAssertEqual(outer.min() ?? 0, -10.5, accuracy: 1e-4)
    }

    /// Issue 9 §1: a rotated shape with an astronomical corner radius used to trap converting an
    /// infinite segment count (this test crashed); now it is drawn or left out, never a trap.
    func testAHugeRotatedRoundedShapeTessellatesWithoutTrapping() {
        var mesh = Mesh()
        let shape = RoundedRect(rect: Rect(0, 0, 1e300, 1e300), cornerRadius: 1e300, transform: Transform2D(rotationAngle: 0.5))
        Tessellator(pixelScale: 4).fill(shape, red, into: &mesh)
        Tessellator(pixelScale: 4).stroke(shape, width: 1e300, red, into: &mesh)
        XCTAssertTrue(mesh.vertices.allSatisfy { !$0.x.isNaN && !$0.y.isNaN })
    }
}
