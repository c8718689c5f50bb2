#if canImport(Glibc)
import Glibc
#endif

/// Asks a Wayland compositor, over its socket and in its own wire protocol, whether it offers an
/// input seat (a `wl_seat` global), before SDL is let near it: SDL 2.26's Wayland driver crashes
/// inside its own initialisation under a compositor with none (weston's headless backend), so a
/// desktop that also has XWayland is better opened there.
///
/// The exchange: `wl_display.get_registry` and `wl_display.sync`, then the registry's `global`
/// events up to the sync's `done`. Every message is a header of two native-endian 32-bit words
/// (the object id; the size in bytes << 16 | the opcode) and its arguments; a string is its
/// length (with the NUL) and its bytes, padded to 4. Nothing else is asked, nothing is bound.
enum WaylandSeatProbe {
    /// Milliseconds the compositor has to answer.
    static let timeout: Int32 = 1000

    /// Whether the compositor at `socketPath` offers a seat; nil when it cannot be asked (no
    /// socket, no answer in `timeout`, an answer that is not the protocol).
    static func hasSeat(socketPath: String) -> Bool? {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(socketPath.utf8)
        guard path.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.enumerated() { bytes[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return nil }
        // wl_display (object 1): get_registry (opcode 1) as object 2, then sync (opcode 0) as object 3.
        let request: [UInt32] = [1, 12 << 16 | 1, 2, 1, 12 << 16 | 0, 3]
        let sent = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count * 4 else { return nil }
        return readGlobals(from: socket)
    }

    /// Reads events until the sync's `done`: true when a `wl_seat` global came before it.
    private static func readGlobals(from socket: Int32) -> Bool? {
        var buffer: [UInt8] = []
        var seat = false
        while true {
            while buffer.count >= 8 {
                let object = word(buffer, 0), sizeAndOpcode = word(buffer, 4)
                let size = Int(sizeAndOpcode >> 16), opcode = sizeAndOpcode & 0xFFFF
                guard size >= 8, size % 4 == 0 else { return nil }
                guard buffer.count >= size else { break }
                switch (object, opcode) {
                case (2, 0) where size >= 16:
                    // wl_registry.global(name, interface, version): the interface string from byte 12.
                    let length = Int(word(buffer, 12))
                    guard length >= 1, 16 + length <= size else { return nil }
                    if String(decoding: buffer[16 ..< 16 + length - 1], as: UTF8.self) == "wl_seat" { seat = true }
                case (3, 0):
                    return seat
                case (1, 0):
                    return nil
                default:
                    break
                }
                buffer.removeFirst(size)
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, timeout) == 1 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[0 ..< count]
        }
    }

    private static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
