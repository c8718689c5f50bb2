"""Takes every client slot of an X server, so that the next client is refused as when another
program floods the server: opens X11 connections on the server's Unix socket until one is
refused, prints "full", and holds them until killed.

    python3 x_fill_clients.py DISPLAY_NUMBER
"""
import socket
import sys
import time

SETUP = b"l\x00" + (11).to_bytes(2, "little") + (0).to_bytes(2, "little") + bytes(6)


def connect(path):
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.connect(path)
    connection.sendall(SETUP)
    status = connection.recv(1)
    if status != b"\x01":
        connection.close()
        return None
    return connection


def main():
    path = f"/tmp/.X11-unix/X{sys.argv[1]}"
    held = []
    while len(held) < 4096:
        connection = connect(path)
        if connection is None:
            break
        held.append(connection)
    print("full", len(held), flush=True)
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main()
