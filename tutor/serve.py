"""Serve the lessons as a Voilà web page: the one place where the page's options live.

    python -m tutor serve [--port 8866] [--ip 127.0.0.1] [--pool 1] [--class PAGE=N ...]

Sources are stripped, tracebacks are never sent to visitors, the kernels of closed pages
are culled within five minutes, and the pages a visitor opens first (the landing page and
each game's first lessons) have a kernel preheated with the notebook already executed;
``--class agot/02-setup.ipynb=20`` preheats twenty for a class that opens that lesson together.
The timeouts are sized for a busy machine (many learners opening pages at once), kernels
talk to Voilà over Unix sockets, and the page uses the ``tutor`` template
(tutor/templates/voila/templates/tutor: no outside links, and a page that is slow to start
says so). ``--print-config`` prints the same settings as a jupyter_server config for
Binder, where Voilà runs as a server extension (binder/postBuild installs the template).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
#: A Jupyter data folder holding ``voila/templates/tutor``; Voilà finds it through JUPYTER_PATH.
TEMPLATES = Path(__file__).resolve().parent / "templates"
TEMPLATE = "tutor"
LANDING = "index.ipynb"
PORT = 8866
#: Pages with preheated kernels; any other page starts its own kernel when opened (about 2.5 s).
#: Each preheated kernel holds about 100 MB (benchmarks/load.py), so not every page gets one.
PREHEATED = (
    LANDING,
    "agot/01-the-game.ipynb",
    "agot/02-setup.ipynb",
    "shadow-throne/01-overview.ipynb",
    "shadow-throne/02-a-turn.ipynb",
)


def settings(
    pool: int = 1, preheated: tuple[str, ...] = PREHEATED, classes: dict[str, int] | None = None
) -> dict[str, dict[str, Any]]:
    """The page's settings, as traitlets configuration sections (``classes``: page -> preheated kernels)."""
    sizes = {page: max(pool, 0) for page in preheated} | {page: max(n, 0) for page, n in (classes or {}).items()}
    pools = {"default": {"pool_size": 0}} | {page: {"pool_size": n} for page, n in sizes.items()}
    return {
        "VoilaConfiguration": {
            "strip_sources": True,
            "show_tracebacks": False,
            "preheat_kernel": any(sizes.values()),
            "theme": "light",
            # Voilà's lab template plus: no link outside (its icon font came from a CDN), and a
            # page that has not started after 20 s says why, then retries (tutor/templates).
            "template": TEMPLATE,
            # Kernels boot (start Python, IPython, answer Voilà) one per CPU at a time, in order:
            # 20 pages opened at once then get their widgets one after another, instead of all
            # together when the last kernel has booted (see QueuedKernelManager below).
            "multi_kernel_manager_class": "tutor.serve.QueuedKernelManager",
        },
        # (Voilà's fill_delay stays 1 s: a page that finds its pool empty waits for the pending refill.)
        "VoilaKernelManager": {"kernel_pools_config": pools},
        # Voilà runs each page's notebook with this nbclient client. Its defaults assume one idle
        # machine: with a dozen kernels starting on two cores, a kernel's output could reach Voilà
        # more than 4 s after its reply, nbclient stopped waiting ("Timeout waiting for IOPub
        # output") and the page lost its widget for good.
        "VoilaExecutor": {
            "iopub_timeout": 120,  # wait up to 2 minutes for a cell's output after its reply
            "startup_timeout": 240,  # a kernel may take 4 minutes to answer on a crowded machine
            # A lesson cell builds its widgets in well under a second; one still running after 3
            # minutes is stuck: stop it, and the page shows an error instead of loading forever.
            "timeout": 180,
        },
        "MappingKernelManager": {
            # A closed page's kernel goes within 5 minutes: idle 4 minutes (the page pings its
            # kernel every few seconds while open), seen by a check every 30 s.
            "cull_interval": 30,
            "cull_idle_timeout": 240,
            "cull_connected": False,  # never while the page is open (a learner reading, a background tab)
            "cull_busy": False,  # nor while it computes
            # jupyter_server's wait for a (re)started kernel's first answer before it gives up on
            # it (default 60 s), e.g. when the page's websocket connects: as long as nbclient's.
            "kernel_info_timeout": 240,
        },
        # Kernels and Voilà talk over Unix sockets named after each kernel (kernel-<id>-ipc-N,
        # beside its connection file) instead of TCP ports. With TCP, jupyter_client picks five
        # free ports per kernel by binding port 0 and closing the socket, and the kernel binds
        # them seconds later (much later on a crowded machine); meanwhile any other process, or
        # an outgoing connection, may take one ("ZMQError: Address already in use", and the
        # kernel dies). Its port cache (KernelManager.cache_ports) only avoids handing the same
        # port twice within one Voilà. Socket files named by kernel id cannot collide.
        "KernelManager": {"transport": "ipc"},
    }


def __getattr__(name: str) -> Any:
    """``tutor.serve.QueuedKernelManager``, built when Voilà asks for it (only Voilà needs jupyter_server)."""
    if name == "QueuedKernelManager":
        return _queued_kernel_manager()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _queued_kernel_manager() -> type:
    import asyncio

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from traitlets import Float, Integer

    class QueuedKernelManager(AsyncMappingKernelManager):
        """Jupyter server's kernel manager, with at most ``booting_at_once`` kernels booting at a time.

        A kernel's boot (Python, IPython, the kernel answering its first request) is about 0.35 s
        of one core, and every kernel started at once shares the cores: 20 pages opened together
        all waited for the 20th boot. Here a kernel starts when a boot slot is free and holds it
        until it answers, so pages are served first come, first served. (Voilà sends a page only
        once its kernel has started, so a queued page shows the browser's own loading sign.)
        """

        booting_at_once = Integer(0, config=True, help="kernels booting at the same time (0: one per CPU)")
        boot_timeout = Float(240, config=True, help="stop holding a boot slot for a kernel after (s)")

        @functools.cached_property
        def _boot_slots(self) -> asyncio.Semaphore:
            return asyncio.Semaphore(self.booting_at_once or os.cpu_count() or 1)

        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            async with self._boot_slots:
                kernel_id = await super().start_kernel(*args, **kwargs)
                try:
                    await self._answers(kernel_id)
                except (RuntimeError, TimeoutError) as err:  # the page reports a kernel that never answers
                    self.log.warning("Kernel %s did not answer while booting: %s", kernel_id, err)
            return kernel_id

        async def _answers(self, kernel_id: str) -> None:
            """Wait until the kernel answers a kernel_info request (its boot is over).

            jupyter_client's wait_for_ready asks once a second and also waits for IOPub, which
            would hold the slot up to a second longer than the boot; this asks once and listens.
            """
            from queue import Empty

            kernel = self.get_kernel(kernel_id)
            client = kernel.client()
            client.start_channels(shell=True, iopub=False, stdin=False, hb=False, control=False)
            deadline = time.monotonic() + self.boot_timeout
            try:
                asked = client.kernel_info()
                while True:
                    try:
                        reply = await client.shell_channel.get_msg(timeout=0.1)
                    except Empty:
                        if not await kernel.is_alive():
                            raise RuntimeError("the kernel died") from None
                        if time.monotonic() > deadline:
                            raise TimeoutError(f"no answer in {self.boot_timeout:.0f} s") from None
                    else:
                        if reply["parent_header"].get("msg_id") == asked:
                            return
            finally:
                client.stop_channels()

    QueuedKernelManager.__module__, QueuedKernelManager.__qualname__ = __name__, "QueuedKernelManager"
    return QueuedKernelManager


def command(port: int = PORT, ip: str = "127.0.0.1", root: Path = LESSONS) -> list[str]:
    """The Voilà command line that serves the lessons folder (the rest comes from voila.json)."""
    return [
        sys.executable,
        "-m",
        "voila",
        str(root),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        "--Voila.port_retries=0",
    ]


def environment(base: dict[str, str] | None = None) -> dict[str, str]:
    """Voilà's environment (its kernels inherit it): the tutor template and the project importable."""
    env = dict(os.environ if base is None else base)
    for name, folder in (("JUPYTER_PATH", TEMPLATES), ("PYTHONPATH", ROOT)):
        env[name] = os.pathsep.join([str(folder), *filter(None, [env.get(name)])])
    return env


def start(
    port: int = PORT,
    ip: str = "127.0.0.1",
    pool: int = 1,
    root: Path = LESSONS,
    log: IO[str] | None = None,
    preheated: tuple[str, ...] = PREHEATED,
    classes: dict[str, int] | None = None,
) -> subprocess.Popen:
    """Start Voilà in its own process group, reading our settings from a voila.json of its own."""
    here = Path(tempfile.mkdtemp(prefix="tutor-voila-"))
    (here / "voila.json").write_text(json.dumps(settings(pool, preheated, classes), indent=2))
    return subprocess.Popen(
        command(port, ip, root),
        cwd=here,
        env=environment(),
        stdout=log,
        stderr=subprocess.STDOUT if log else None,
        start_new_session=True,
    )


def stop(process: subprocess.Popen) -> None:
    """Stop a Voilà from :func:`start` and every kernel it started (they share its process group)."""
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def free_port() -> int:
    """A loopback port free right now (for tests and benchmarks)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def landing_url(port: int = PORT, ip: str = "127.0.0.1") -> str:
    """Where a visitor lands."""
    return f"http://{ip}:{port}/voila/render/{LANDING}"


def class_size(text: str) -> tuple[str, int]:
    """``PAGE=N`` from the command line, checked: the page exists under lessons/ and N is a count."""
    page, _, n = text.rpartition("=")
    if not page or not n.isdigit():
        raise argparse.ArgumentTypeError(f"'{text}': write the page and the class size, e.g. agot/02-setup.ipynb=20")
    if not (LESSONS / page).is_file():
        raise argparse.ArgumentTypeError(f"'{page}': no such page under lessons/")
    return page, int(n)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tutor serve", description="Serve the lessons as a Voilà page.")
    parser.add_argument("--port", type=int, default=int(os.environ.get("TUTOR_PORT", PORT)))
    parser.add_argument("--ip", default="127.0.0.1", help="address to bind (default: this machine only)")
    parser.add_argument("--pool", type=int, default=1, help="preheated kernels per first page (0: none)")
    parser.add_argument(
        "--class",
        dest="classes",
        action="append",
        default=[],
        type=class_size,
        metavar="PAGE=N",
        help="a class of N learners opens PAGE (under lessons/) together: preheat N kernels for it (each ~100 MB)",
    )
    parser.add_argument("--print-config", action="store_true", help="print a jupyter_server config (Binder)")
    args = parser.parse_args(argv)
    if args.print_config:
        config = settings(args.pool, classes=dict(args.classes))
        config["VoilaConfiguration"].pop("theme")
        config["VoilaConfiguration"].pop("multi_kernel_manager_class")  # the Jupyter server's own, there
        print(json.dumps(config, indent=2))
        return
    print(f"Serving the lessons at {landing_url(args.port, args.ip)}  (Ctrl+C stops)", flush=True)
    process = start(args.port, args.ip, args.pool, classes=dict(args.classes))
    try:
        process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait()
