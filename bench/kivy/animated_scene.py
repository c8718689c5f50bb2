#!/usr/bin/env python3
"""The Kivy peer of Gesturescope's window for bench/window_fps.sh (issue 11).

Draws one of the animated stress scenes of bench/scenes/ (written by bench/make_animated_scene.py)
the way Kivy would, and measures its frame rate:

    animated_scene.py bench/scenes/animated-1000.yaml --seconds 10

prints exactly one line on standard output, `kivy fps N.N`, and exits (Kivy's own log goes to
standard error). Run it inside the virtual environment of bench/requirements-kivy.txt, with a
display (bench/window_fps.sh starts an Xvfb and runs it there).

What it draws, from the YAML file:
- a window of `window.size` (1280×800) cleared to `window.background`;
- the full-window view `field` as a plain Widget, its subviews as child Widgets (the same tree);
- each subview with a `background` as a RoundedRectangle of its frame, colour and `cornerRadius`;
  each with a `label` as a Kivy Label of its frame, centred text in the label's colour and size
  (in pixels, as the window is at scale 1), in the app's own DejaVu Sans when it is there;
- each subview's `animation` as a Kivy Animation of its position to the `to.center` target and
  back (repeat + autoreverse), forever (`repeat = True`), over `timing.duration` seconds each
  way; `easeInOut` (UIKit's cubic Bézier 0.42, 0, 0.58, 1) becomes Kivy's `in_out_quad`, the
  closest of Kivy's transitions, and `linear` stays `linear`.
Our y axis points down and Kivy's up, so y is flipped: kivy_y = height − y − h.

How it measures: Kivy's `graphics.maxfps` is set to 0 (no frame limiter: the main loop never
sleeps, so Kivy draws as fast as it can) and `graphics.vsync` to 0 (no wait for vertical
blank; Xvfb has none anyway). `graphics.multisamples` stays at Kivy's default, 2 (OpenGL
multisample anti-aliasing, as our window anti-aliases its edges too), or `--multisamples N`.
Every frame Kivy draws ends with the window's `on_flip` event;
after a warm-up of 1 s the script counts those events for `--seconds` seconds and divides by
the elapsed time. Only frames actually drawn are counted (Kivy skips the draw when nothing
changed, which never happens here: every view moves every frame).
"""
import argparse
import os
import sys
import time

# Before Kivy is imported: keep Kivy from parsing our command line, from writing log files
# under ~/.kivy, and from reading or writing the user's ~/.kivy/config.ini.
os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_NO_FILELOG", "1")
os.environ.setdefault("KIVY_NO_CONFIG", "1")

import yaml  # noqa: E402

WARM_UP = 1.0  # seconds drawn before counting starts
EASING = {"linear": "linear", "easeInOut": "in_out_quad", "easeIn": "in_quad", "easeOut": "out_quad"}
FONT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets", "fonts", "DejaVuSans.ttf")


def parse_arguments():
    parser = argparse.ArgumentParser(description="Kivy drawing a Gesturescope animated scene; prints `kivy fps N.N`.")
    parser.add_argument("scene", help="a scene file of bench/scenes/ (bench/make_animated_scene.py)")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long to count frames, after 1 s of warm-up")
    parser.add_argument("--multisamples", type=int, default=2,
                        help="OpenGL multisample anti-aliasing samples (Kivy's default, 2; 0 turns it off)")
    arguments = parser.parse_args()
    if arguments.seconds <= 0:
        parser.error("--seconds must be positive")
    return arguments


def rgba(hex_colour):
    """'#rrggbb' → Kivy's (r, g, b, a) in 0…1."""
    value = hex_colour.lstrip("#")
    return tuple(int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)) + (1.0,)


def main():
    arguments = parse_arguments()
    with open(arguments.scene, encoding="utf-8") as file:
        scene = yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # libyaml: faster
    width, height = scene["window"]["size"]

    # The window's configuration must be set before kivy.core.window is imported.
    from kivy.config import Config
    Config.set("graphics", "width", str(width))
    Config.set("graphics", "height", str(height))
    Config.set("graphics", "resizable", "0")
    Config.set("graphics", "maxfps", "0")
    Config.set("graphics", "vsync", "0")
    Config.set("graphics", "multisamples", str(arguments.multisamples))
    Config.set("input", "mouse", "mouse,disable_multitouch")

    from kivy.animation import Animation
    from kivy.app import App
    from kivy.core.window import Window
    from kivy.graphics import Color, RoundedRectangle
    from kivy.uix.label import Label
    from kivy.uix.widget import Widget

    class Box(Widget):
        """A view with a background: a rounded rectangle that follows the widget."""

        def __init__(self, colour, radius, **kwargs):
            super().__init__(**kwargs)
            with self.canvas:
                Color(*colour)
                self.shape = RoundedRectangle(pos=self.pos, size=self.size, radius=[radius])
            self.bind(pos=self.follow)

        def follow(self, _widget, pos):
            self.shape.pos = pos

    def make_view(spec):
        x, y, w, h = spec["frame"]
        position = (x, height - y - h)  # y flipped
        if "label" in spec:
            label = spec["label"]
            view = Label(text=label["text"], color=rgba(label.get("color", "#000000")),
                         font_size=label.get("size", 17), size_hint=(None, None), size=(w, h), pos=position)
            if os.path.exists(FONT):
                view.font_name = FONT
        else:
            view = Box(rgba(spec["background"]), spec.get("cornerRadius", 0),
                       size_hint=(None, None), size=(w, h), pos=position)
        animation = spec.get("animation")
        if animation:
            cx, cy = animation["to"]["center"]
            target = (cx - w / 2, height - cy - h / 2)  # the target centre, flipped, as a position
            timing = animation.get("timing", {})
            duration = timing.get("duration", 0.25)
            transition = EASING.get(timing.get("curve", "easeInOut"), "in_out_quad")
            forward = Animation(pos=target, duration=duration, transition=transition)
            options = animation.get("options", [])
            if "autoreverse" in options:
                forward += Animation(pos=position, duration=duration, transition=transition)
            forward.repeat = "repeat" in options
            forward.start(view)
        return view

    class AnimatedScene(App):
        title = f"Kivy: {scene.get('name', arguments.scene)}"

        def build(self):
            Window.clearcolor = rgba(scene["window"].get("background", "#ffffff"))
            root = Widget()
            for top in scene["views"]:  # `field`: a full-window view holding the animated views
                field = Widget(size_hint=(None, None), size=(top["frame"][2], top["frame"][3]),
                               pos=(top["frame"][0], height - top["frame"][1] - top["frame"][3]))
                for spec in top.get("subviews", []):
                    field.add_widget(make_view(spec))
                root.add_widget(field)
            self.started = None  # when the first frame was drawn
            self.counting_since = None
            self.frames = 0
            Window.bind(on_flip=self.count)
            return root

        def count(self, *_):
            now = time.perf_counter()
            if self.started is None:
                self.started = now
            elif self.counting_since is None:
                if now - self.started >= WARM_UP:
                    self.counting_since = now  # frames after this flip are counted
            else:
                self.frames += 1
                elapsed = now - self.counting_since
                if elapsed >= arguments.seconds:
                    print(f"kivy fps {self.frames / elapsed:.1f}", flush=True)
                    Window.unbind(on_flip=self.count)
                    self.stop()

    AnimatedScene().run()


if __name__ == "__main__":
    sys.exit(main())
