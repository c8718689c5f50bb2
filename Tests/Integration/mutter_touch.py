#!/usr/bin/python3
"""Real touch from a headless mutter (43) to its clients, native Wayland or on its Xwayland,
through mutter's own D-Bus API: a RemoteDesktop session (its virtual touchscreen) linked to a
ScreenCast session (the stream touch coordinates are relative to). Run with Debian's
/usr/bin/python3 (python3-dbus; python3-gi for GLib's main loop, which delivers mutter's signals),
on the session bus mutter is on, with a PipeWire daemon on the same XDG_RUNTIME_DIR: mutter
refuses to start the session without one.

Prints "ready" once the session runs and the seat has its touchscreen, then reads commands, one a
line, from stdin until EOF (or `stop`):
  window [TIMEOUT_S]   coordinates from now on are points of the focused window (waits up to
                       TIMEOUT_S, default 15, for one; prints "window")
  monitor              coordinates from now on are pixels of the monitor (as at the start)
  down SLOT X Y | move SLOT X Y | up SLOT
  pinch CX CY R0 R1 STEPS STEP_MS
                       slots 0 and 1 on a horizontal line through CX,CY, R0 from the centre each,
                       spread (or close) to R1 in STEPS steps STEP_MS apart, then lifted
  key KEYSYM            presses and releases the key of X keysym KEYSYM (hexadecimal: ffc9 is F12)
  sleep MS
  node                 prints "node N": the PipeWire node of the stream recorded now (the
                       window's after `window`, else the monitor's), starting a window's
                       stream, from the stream's PipeWireStreamAdded signal, for a reader such
                       as gst-launch's pipewiresrc
  echo TEXT            prints TEXT: everything before it has been sent and acknowledged
  stop                 stops the session now, fingers down or not: mutter removes its
                       touchscreen (prints "stopped")
Exits 1, saying why on stderr, on any D-Bus error.
"""
import sys
import time

import dbus
import dbus.mainloop.glib
from gi.repository import GLib

RD = 'org.gnome.Mutter.RemoteDesktop'
SC = 'org.gnome.Mutter.ScreenCast'
EMPTY = dbus.Dictionary({}, signature='sv')
SHIFT_L = 0xffe1


def fail(message):
    print('mutter_touch: ' + message, file=sys.stderr, flush=True)
    sys.exit(1)


def say(text):
    print(text, flush=True)


def open_session(bus):
    """A started remote-desktop session and the screen-cast session linked to it, the primary
    monitor recorded (a session needs a stream before it starts; nothing reads it)."""
    remote = bus.get_object(RD, '/org/gnome/Mutter/RemoteDesktop')
    session_object = bus.get_object(RD, remote.CreateSession(dbus_interface=RD))
    session_id = session_object.Get(RD + '.Session', 'SessionId', dbus_interface='org.freedesktop.DBus.Properties')
    screen_cast = bus.get_object(SC, '/org/gnome/Mutter/ScreenCast')
    cast_path = screen_cast.CreateSession(dbus.Dictionary({'remote-desktop-session-id': session_id}, signature='sv'),
                                          dbus_interface=SC)
    cast = dbus.Interface(bus.get_object(SC, cast_path), SC + '.Session')
    monitor = cast.RecordMonitor('', EMPTY)  # "": the primary monitor
    session = dbus.Interface(session_object, RD + '.Session')
    session.Start()
    return session, cast, monitor


# The PipeWire node of each stream, by its D-Bus path, as mutter announces it once the stream runs.
NODES = {}


def on_stream_added(node_id, path=None):
    NODES[str(path)] = int(node_id)


def node_of(stream, timeout=10.0):
    """The stream's PipeWire node, waiting for its signal (dispatched only while the GLib main
    context is iterated)."""
    deadline = time.monotonic() + timeout
    context = GLib.MainContext.default()
    while str(stream) not in NODES:
        if time.monotonic() > deadline:
            fail('no PipeWireStreamAdded for %s after %gs' % (stream, timeout))
        if not context.iteration(False):
            time.sleep(0.01)
    return NODES[str(stream)]


def main():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    bus.add_signal_receiver(on_stream_added, signal_name='PipeWireStreamAdded', dbus_interface=SC + '.Stream',
                            path_keyword='path')
    deadline = time.monotonic() + 30
    while not (bus.name_has_owner(RD) and bus.name_has_owner(SC)):
        if time.monotonic() > deadline:
            fail('mutter is not on the session bus (no %s)' % RD)
        time.sleep(0.1)
    session, cast, monitor = open_session(bus)
    stream = monitor
    # mutter 43 makes its virtual touchscreen on the session's first touch-down, and the seat
    # announces touch only then: a client (or Xwayland) started before it would never bind
    # wl_touch, and one started just after would lose the test's first touch. Hence a throwaway
    # tap in a corner, before any window exists. Likewise the keyboard, made on the first key:
    # without one the seat has no keyboard focus, so a window is never told it lost the focus.
    session.NotifyTouchDown(stream, dbus.UInt32(31), 0.0, 0.0)
    session.NotifyTouchUp(dbus.UInt32(31))
    session.NotifyKeyboardKeysym(dbus.UInt32(SHIFT_L), True)
    session.NotifyKeyboardKeysym(dbus.UInt32(SHIFT_L), False)
    session.Get(RD + '.Session', 'SessionId', dbus_interface='org.freedesktop.DBus.Properties')  # a round trip
    say('ready')

    def down(slot, x, y):
        session.NotifyTouchDown(stream, dbus.UInt32(slot), float(x), float(y))

    def move(slot, x, y):
        session.NotifyTouchMotion(stream, dbus.UInt32(slot), float(x), float(y))

    def up(slot):
        session.NotifyTouchUp(dbus.UInt32(slot))

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command, args = words[0], words[1:]
        if command == 'window':
            # Without a window-id, RecordWindow records the focused window ("Window not found"
            # until one has focus); its stream maps coordinates to the window's own points,
            # wherever mutter placed it.
            timeout = float(args[0]) if args else 15.0
            deadline = time.monotonic() + timeout
            while True:
                try:
                    stream = cast.RecordWindow(EMPTY)
                    break
                except dbus.exceptions.DBusException as error:
                    if 'Window not found' not in str(error) or time.monotonic() > deadline:
                        fail('no focused window after %gs: %s' % (timeout, error))
                    time.sleep(0.1)
            say('window')
        elif command == 'monitor':
            stream = monitor
        elif command == 'down':
            down(int(args[0]), args[1], args[2])
        elif command == 'move':
            move(int(args[0]), args[1], args[2])
        elif command == 'up':
            up(int(args[0]))
        elif command == 'pinch':
            cx, cy, r0, r1 = (float(a) for a in args[:4])
            steps, step_ms = int(args[4]), float(args[5])
            down(0, cx - r0, cy)
            down(1, cx + r0, cy)
            for i in range(1, steps + 1):
                time.sleep(step_ms / 1000)
                r = r0 + (r1 - r0) * i / steps
                move(0, cx - r, cy)
                move(1, cx + r, cy)
            time.sleep(step_ms / 1000)
            up(0)
            up(1)
        elif command == 'key':
            keysym = dbus.UInt32(int(args[0], 16))
            session.NotifyKeyboardKeysym(keysym, True)
            session.NotifyKeyboardKeysym(keysym, False)
        elif command == 'node':
            # A stream recorded after the session started runs (and gets its node) only once
            # started itself.
            if stream != monitor and str(stream) not in NODES:
                dbus.Interface(bus.get_object(SC, stream), SC + '.Stream').Start()
            say('node %d' % node_of(stream))
        elif command == 'sleep':
            time.sleep(float(args[0]) / 1000)
        elif command == 'echo':
            say(' '.join(args))
        elif command == 'stop':
            break
        else:
            fail('unknown command: ' + line.strip())
    try:
        session.Stop()
    except dbus.exceptions.DBusException:
        pass  # already over: mutter ends the session when its recorded window goes away
    say('stopped')


try:
    main()
except dbus.exceptions.DBusException as error:
    fail(str(error))
