"""Start and stop ``bridgefp serve`` for the web table's tests and benchmark."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

CLI = [sys.executable, "-c", "import sys; from bridgefp_cli.main import main; sys.exit(main(prog_name='bridgefp'))"]
CHROMIUM = "/usr/bin/chromium"


@dataclass
class Server:
    process: subprocess.Popen[str]
    urls: dict[str, str] = field(default_factory=dict)  # seat letter -> its page's address
    stderr: str = ""  # what the server wrote to stderr, once stopped

    @property
    def base(self) -> str:
        return next(iter(self.urls.values())).split("/table/")[0]

    def stop(self, sig: int = signal.SIGINT) -> int:
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:  # pragma: no cover - a server that will not stop
                self.process.kill()
                self.process.wait()
        if self.process.stderr is not None and not self.process.stderr.closed:
            self.stderr = self.process.stderr.read()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
        return self.process.returncode


def start_server(args: list[str], cwd: Path) -> Server:
    """Run ``bridgefp serve ARGS --port 0`` in ``cwd`` and read the seats' addresses it prints first."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        CLI + ["serve", *args, "--port", "0"], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=env,
    )
    server = Server(process)
    names = {"North": "N", "East": "E", "South": "S", "West": "W"}
    assert process.stdout is not None
    for line in process.stdout:  # the addresses come first; a server that fails closes its stdout
        if line.startswith("Log:"):
            break
        name, _, url = line.strip().partition(": ")
        server.urls[names[name]] = url
    if not server.urls:
        err = process.stderr.read() if process.poll() is not None and process.stderr else ""
        server.stop()
        raise AssertionError(f"the server printed no address: {err}")
    return server
