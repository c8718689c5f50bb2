#!/usr/bin/env bash
# §9.6 with real XInput2 fingers (Xorg + the inputtest driver): finger 1 holds photo 1 until it
# lifts (0.5 s) and drags it; a real second finger taps photo 2, whose add-items tap adds its
# item to the session (the app's view hears the tap cancelled); finger 1 drops the two items in
# the album.
source "$(dirname "$0")/lib.sh"

display=$(free_display)
socket="$WORK/touch.sock"
start_xorg_with_touch "$display" "$socket"
start_app "$display" drag-adding "$WORK/trace.jsonl" 20

# Window points → screen pixels: the window's position on the 1280×800 screen.
at() { echo "$(($1 + WINDOW_X)):$(($2 + WINDOW_Y))"; }
python3 "$HERE/inputtest_touch.py" "$socket" 1280 800 \
    "down:1:$(at 120 95)" sleep:0.7 \
    "move:1:$(at 126 95)" "move:1:$(at 134 95)" sleep:0.05 "move:1:$(at 330 300)" sleep:0.1 \
    "down:2:$(at 340 95)" sleep:0.05 "up:2:$(at 340 95)" sleep:0.1 \
    "move:1:$(at 330 440)" sleep:0.05 "up:1:$(at 330 440)"
sleep 0.8
stop_app

expect_trace "$WORK/trace.jsonl" <<'TRACE'
touch 1 began 120 95 direct
hit 1 photo1 window/photo1
participants 1 [photo1.drag.lift,photo1.drag.gate,photo1.drag.add]
timer
timer
state photo1.drag.add possible failed
deliver photo1 1 began
timer
dragDelegate photo1.drag itemsForBeginning - 1
state photo1.drag.lift possible began
action photo1.drag.lift began
dragDelegate photo1.drag previewForLifting - view
dragDelegate photo1.drag willAnimateLiftWith - -
dragLift photo1.drag photo1 1 lifted 1
touch 1 moved 126 95 direct
state photo1.drag.lift began changed
action photo1.drag.lift changed
deliver photo1 1 moved
touch 1 moved 134 95 direct
state photo1.drag.lift changed changed
action photo1.drag.lift changed
state photo1.drag.lift changed ended
timer
dragLift photo1.drag photo1 1 dragged 1
dragDelegate photo1.drag sessionWillBegin 1 -
dragSession 1 began photo1 1 -
state photo1.drag.gate possible ended
action photo1.drag.lift ended
action photo1.drag.gate ended
deliver photo1 1 moved
touch 1 cancelled 134 95 direct
deliver photo1 1 cancelled
state photo1.drag.lift ended possible
state photo1.drag.gate ended possible
state photo1.drag.add failed possible
dragSession 1 moved - 1 -
touch 2 began 340 95 direct
hit 2 photo2 window/photo2
participants 2 [photo2.drag.lift,photo2.drag.gate,photo2.drag.add]
timer
timer
deliver photo2 2 began
touch 2 ended 340 95 direct
timer
state photo2.drag.lift possible failed
timer
state photo2.drag.gate possible failed
dragDelegate photo2.drag itemsForAdding 1 1
state photo2.drag.add possible ended
deliver photo2 2 cancelled
action photo2.drag.add ended
dragSession 1 added photo2 2 -
state photo2.drag.lift failed possible
state photo2.drag.gate failed possible
state photo2.drag.add ended possible
dragSession 1 entered album 2 move
dragSession 1 moved album 2 move
dragSession 1 dropped album 2 move
dropPerformed 1 album moveItemsIn [photo1,photo2]
dropPerformed 1 album setLabel []
timer
timer
dragSession 1 landed - 2 -
TRACE
echo "ok: real drag (Xorg + inputtest): a second real finger adds its photo to the drag held by the first"
