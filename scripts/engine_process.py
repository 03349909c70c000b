"""An engine process for the measuring scripts (latency, soak, thread-limits, warm-start,
memory-cycles): it starts the command, timestamps every line the engine writes as it arrives (a
reader thread), and waits for lines, with the process's CPU time and resident size read from
/proc. One copy of what the five scripts each wrote out before (`duplicates --change` listed
them)."""
import os
import queue
import subprocess
import threading
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TICK = os.sysconf("SC_CLK_TCK")


def load():
    """The load average of the last 1, 5 and 15 minutes, as /proc/loadavg says them."""
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


class EngineProcess:
    """An engine (Castellan: ./castellan PROTOCOL, or any command) started in the project folder;
    CASTELLAN_JVM_OPTS set from jvm_opts if given. `all` keeps every line read so far."""

    def __init__(self, cmd, jvm_opts=None, stderr=subprocess.STDOUT):
        env = dict(os.environ)
        if jvm_opts:
            env["CASTELLAN_JVM_OPTS"] = jvm_opts
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                  text=True, bufsize=1, cwd=HERE, env=env)
        self.lines = queue.Queue()
        self.all = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put((time.monotonic(), line.rstrip("\n")))
        self.lines.put((time.monotonic(), None))

    def send(self, text):
        """Writes a line; returns the moment it was written (time.monotonic)."""
        t = time.monotonic()
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()
        return t

    def until(self, match, timeout=120.0):
        """Waits for a line that starts with `match` (a string) or that `match` accepts (a
        function); returns (the moment it arrived, the line, the lines read since the last call,
        it included). TimeoutError, or EOFError with the last lines when the engine exits."""
        accepts = match if callable(match) else (lambda l: l.startswith(match))
        end = time.monotonic() + timeout
        seen = []
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("no line '%s' within %.0f s" % (getattr(match, "__name__", match), timeout))
            try:
                t, line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise EOFError("the engine exited: " + " | ".join(self.all[-5:]))
            self.all.append(line)
            seen.append(line)
            if accepts(line):
                return t, line, seen

    def cpu_seconds(self):
        """User + system time of the process, all threads (the launcher execs java: the same pid)."""
        with open("/proc/%d/stat" % self.p.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK

    def cpu_ns(self, thread_name=None):
        """Each thread's CPU time so far (ns, the scheduler's count) by thread id; only the threads
        whose name starts with thread_name, if given."""
        times = {}
        task = "/proc/%d/task" % self.p.pid
        for tid in os.listdir(task):
            try:
                if thread_name:
                    with open("%s/%s/comm" % (task, tid)) as f:
                        if not f.read().startswith(thread_name):
                            continue
                with open("%s/%s/schedstat" % (task, tid)) as f:
                    times[tid] = int(f.read().split()[0])
            except OSError:
                pass
        return times

    def rss_mb(self):
        """The resident size, in MB."""
        with open("/proc/%d/status" % self.p.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0

    def close(self, quit_cmd="quit", wait=30):
        try:
            self.send(quit_cmd)
            self.p.wait(timeout=wait)
        except Exception:
            self.p.kill()
