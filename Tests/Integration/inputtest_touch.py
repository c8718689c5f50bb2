#!/usr/bin/env python3
"""Drives Xorg's `inputtest` input driver: real XInput2 touch events, no hardware.

Usage: inputtest_touch.py SOCKET SCREEN_W SCREEN_H COMMAND...
Commands (screen pixels): down:ID:X:Y  move:ID:X:Y  up:ID:X:Y  sleep:SECONDS
Protocol: /usr/include/xorg/xf86-input-inputtest-protocol.h (see REAL-TOUCH.md). Every event is
followed by a wait-for-sync barrier, so the server has processed it when this returns.
"""
import socket
import struct
import sys
import time

VERSION, WAIT_FOR_SYNC, TOUCH = 0, 1, 6
TOUCH_TYPES = {"down": 18, "move": 19, "up": 20}  # XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd
MESSAGE_LENGTH = 1056


def receive(sock, length):
    data = b""
    while len(data) < length:
        chunk = sock.recv(length - len(data))
        if not chunk:
            raise SystemExit("inputtest: the server closed the connection")
        data += chunk
    return data


def touch_message(touch_id, touch_type, x, y, width, height):
    mask = bytes([0b11, 0, 0, 0, 0, 0, 0, 0])
    valuators = [0.0] * 64
    valuators[0] = x / width * 65535
    valuators[1] = y / height * 65535
    body = struct.pack("<II", touch_id, touch_type)
    body += struct.pack("<I8s4x", 0, mask)
    body += struct.pack("<64d", *valuators) + struct.pack("<64d", *([0.0] * 64))
    message = struct.pack("<II", 8 + len(body), TOUCH) + body
    assert len(message) == MESSAGE_LENGTH, len(message)
    return message


def sync(sock):
    sock.sendall(struct.pack("<II", 8, WAIT_FOR_SYNC))
    receive(sock, 8)


def main():
    if len(sys.argv) < 5:
        raise SystemExit(__doc__)
    path, width, height = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(path)
    sock.sendall(struct.pack("<IIHH", 12, VERSION, 1, 1))
    receive(sock, 12)
    for command in sys.argv[4:]:
        parts = command.split(":")
        if parts[0] == "sleep":
            time.sleep(float(parts[1]))
            continue
        if parts[0] not in TOUCH_TYPES or len(parts) != 4:
            raise SystemExit(f"inputtest: bad command {command!r}")
        touch_id, x, y = int(parts[1]), float(parts[2]), float(parts[3])
        sock.sendall(touch_message(touch_id, TOUCH_TYPES[parts[0]], x, y, width, height))
        sync(sock)
    sock.close()


if __name__ == "__main__":
    main()
