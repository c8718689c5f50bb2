/// Whether a pixel that differs between two renderings looks like part of an anti-aliased edge
/// (a partly covered pixel whose coverage moved by a fraction of a pixel), rather than a change
/// of what is drawn.
///
/// The idea is Vysniauskas's ("Anti-aliased pixel and intensity slope detector", 2009): an
/// edge pixel lies between a darker and a brighter neighbour, has at most two neighbours of its
/// own brightness (it is not inside a flat area), and the darkest or the brightest of its
/// neighbours belongs to a flat area — it has several identical neighbours itself — in both
/// images, i.e. the shapes on either side of the edge are the same in both.
enum AntiAliasing {
    /// Whether the pixel at (`x`, `y`) of `image` looks anti-aliased, judged against `other` (the
    /// other rendering, of the same size).
    static func looksAntiAliased(x: Int, y: Int, in image: PixelImage, other: PixelImage) -> Bool {
        let center = PerceivedColor(image[x, y]).brightness
        var equalNeighbours = 0
        var darkest: (delta: Double, x: Int, y: Int)?
        var brightest: (delta: Double, x: Int, y: Int)?
        for (nx, ny) in neighbours(of: x, y, width: image.width, height: image.height) {
            let delta = PerceivedColor(image[nx, ny]).brightness - center
            if delta == 0 {
                equalNeighbours += 1
                if equalNeighbours > 2 { return false }
            } else if delta < (darkest?.delta ?? 0) {
                darkest = (delta, nx, ny)
            } else if delta > (brightest?.delta ?? 0) {
                brightest = (delta, nx, ny)
            }
        }
        guard let darkest, let brightest else { return false }
        func flatInBoth(_ x: Int, _ y: Int) -> Bool {
            liesInFlatArea(x: x, y: y, in: image) && liesInFlatArea(x: x, y: y, in: other)
        }
        return flatInBoth(darkest.x, darkest.y) || flatInBoth(brightest.x, brightest.y)
    }

    /// Whether at least three of the pixel's neighbours have exactly its colour (a neighbour
    /// beyond the image's edge counts as one: a flat area may end at the border).
    static func liesInFlatArea(x: Int, y: Int, in image: PixelImage) -> Bool {
        let color = image[x, y]
        var same = (x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1) ? 1 : 0
        for (nx, ny) in neighbours(of: x, y, width: image.width, height: image.height) where image[nx, ny] == color {
            same += 1
            if same >= 3 { return true }
        }
        return false
    }

    /// The up to eight pixels around (`x`, `y`) that lie inside a `width`×`height` image.
    private static func neighbours(of x: Int, _ y: Int, width: Int, height: Int) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        found.reserveCapacity(8)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                found.append((nx, ny))
            }
        }
        return found
    }
}
