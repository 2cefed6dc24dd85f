# Runs PROGRAM with its cache in CACHE, waits until it says "launched" (and a
# little longer, so that it is blocked in the copy), sends SIGINT and prints
# its exit status; a program still alive 20 s later is killed and reported.
program=$1 cache=$2
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# SIGINT's default action, as a terminal's foreground job has it: lit's
# workers and non-interactive shells' background jobs ignore SIGINT, and an
# ignored signal stays ignored across exec for any program.
ULTIMA_CACHE_DIR=$cache env --default-signal=INT "$program" > "$out" &
pid=$!
for _ in $(seq 600); do grep -q launched "$out" && break; sleep 0.1; done
cat "$out"
sleep 1
kill -INT "$pid"
for _ in $(seq 200); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2> /dev/null; then
  kill -KILL "$pid"
  echo "still running 20 s after SIGINT"
fi
wait "$pid"
echo "status $?"
