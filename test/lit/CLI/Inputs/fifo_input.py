"""Runs ultima with a FIFO as its input file (argv: ULTIMA FIFO MODE [FILE]).

feed FILE  writes FILE into the FIFO and closes it; prints ultima's stdout,
           stderr and exit status.
crash      opens the FIFO without writing, so that ultima waits in its read
           of the input, then sends it SIGSEGV (a stand-in for a crash) and
           prints what it wrote. LLVM's handler expects a real fault to
           recur once it returns; after a sent signal ultima goes on, reads
           end of file and translates an empty input, so only the message
           tells.
"""
import os
import signal
import subprocess
import sys

ultima, fifo, mode = sys.argv[1:4]
if os.path.exists(fifo):
    os.remove(fifo)
os.mkfifo(fifo)
# LLVM_DISABLE_SYMBOLIZATION keeps the stack dump quick.
env = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")
proc = subprocess.Popen([ultima, fifo], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
# Opening a FIFO for writing blocks until ultima has opened it for reading.
with open(fifo, "wb") as writer:
    if mode == "feed":
        with open(sys.argv[4], "rb") as f:
            writer.write(f.read())
    else:
        proc.send_signal(signal.SIGSEGV)
out, err = proc.communicate(timeout=120)
sys.stdout.write(out.decode())
sys.stdout.write(err.decode())
print("exit status:", proc.returncode)
