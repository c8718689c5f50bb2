#!/usr/bin/python3
"""Sets the scale of a headless mutter's (43) only monitor, through its DisplayConfig D-Bus API
(python3-dbus; run with Debian's /usr/bin/python3 on mutter's session bus):

  mutter_scale.py SCALE

The monitor keeps its mode; its windows are then told the scale (wl_output.scale) and draw
SCALE pixels a point. Fails, naming the scales mutter offers, when SCALE is not one of them
(fractional scales need mutter's experimental scale-monitor-framebuffer feature).
"""
import sys

import dbus

NAME = 'org.gnome.Mutter.DisplayConfig'
TEMPORARY = dbus.UInt32(1)  # ApplyMonitorsConfig's method: applied now, not saved


def main(scale):
    display_config = dbus.Interface(dbus.SessionBus().get_object(NAME, '/org/gnome/Mutter/DisplayConfig'), NAME)
    serial, monitors, _, _ = display_config.GetCurrentState()
    if len(monitors) != 1:
        sys.exit('mutter_scale: %d monitors, expected one' % len(monitors))
    spec, modes, _ = monitors[0]
    connector = spec[0]
    mode = next(mode for mode in modes if mode[6].get('is-current'))
    offered = [float(s) for s in mode[5]]
    if not any(abs(s - scale) < 1e-6 for s in offered):
        sys.exit('mutter_scale: mutter offers the scales %s for %s, not %g' % (offered, mode[0], scale))
    logical_monitor = dbus.Struct((dbus.Int32(0), dbus.Int32(0), dbus.Double(scale), dbus.UInt32(0), True,
                                   [dbus.Struct((connector, mode[0], dbus.Dictionary({}, signature='sv')))]))
    display_config.ApplyMonitorsConfig(serial, TEMPORARY, [logical_monitor], dbus.Dictionary({}, signature='sv'))


main(float(sys.argv[1]))
