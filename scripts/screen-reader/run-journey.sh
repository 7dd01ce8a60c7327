#!/usr/bin/env bash
# One journey with Orca: starts the screen reader on BASE_URL (start.sh), presses the steps of
# STEPFILE (drive.py), stops what it started (stop.sh, also when interrupted) and prints the
# transcript. The app must already be running in demo mode at BASE_URL.
# Usage: SR_DIR=/a/folder BASE_URL=http://127.0.0.1:PORT run-journey.sh STEPFILE > transcript.txt
set -u
here=$(cd "$(dirname "$0")" && pwd)
: "${SR_DIR:?SR_DIR}" "${BASE_URL:?BASE_URL}"
mkdir -p "$SR_DIR"
stop() { [ -f "$SR_DIR/pids.env" ] && "$here/stop.sh"; }
drive=
trap '[ -n "$drive" ] && kill "$drive" 2>/dev/null; stop; exit 143' TERM INT
"$here/start.sh" "$BASE_URL/" > "$SR_DIR/start.log" 2>&1
. "$SR_DIR/pids.env"
/usr/bin/python3 "$here/drive.py" "${1:?STEPFILE}" &
drive=$!
wait "$drive"
status=$?
stop
exit "$status"
