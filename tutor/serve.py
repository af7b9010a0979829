"""Serve the lessons as a Voilà web page: the one place where the page's options live.

    python -m tutor serve [--port 8866] [--ip 127.0.0.1] [--pool 1]

Sources are stripped, tracebacks are never sent to visitors, idle kernels are culled,
and the pages a visitor opens first (the landing page and each game's first lessons)
have a kernel preheated with the notebook already executed. ``--print-config`` prints
the same settings as a jupyter_server config for Binder, where Voilà runs as a server
extension.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import IO, Any

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
LANDING = "index.ipynb"
PORT = 8866
#: Pages with preheated kernels; any other page starts its own kernel when opened (about 2.5 s).
#: Each preheated kernel holds about 140 MB, so not every page gets one.
PREHEATED = (
    LANDING,
    "agot/01-the-game.ipynb",
    "agot/02-setup.ipynb",
    "shadow-throne/01-overview.ipynb",
    "shadow-throne/02-a-turn.ipynb",
)


def settings(pool: int = 1, preheated: tuple[str, ...] = PREHEATED) -> dict[str, dict[str, Any]]:
    """The page's settings, as traitlets configuration sections."""
    pools = {"default": {"pool_size": 0}} | {page: {"pool_size": max(pool, 0)} for page in preheated}
    return {
        "VoilaConfiguration": {
            "strip_sources": True,
            "show_tracebacks": False,
            "preheat_kernel": pool > 0,
            "theme": "light",
        },
        "VoilaKernelManager": {"kernel_pools_config": pools},
        "MappingKernelManager": {
            "cull_interval": 60,  # look for idle kernels every minute
            "cull_idle_timeout": 1200,  # end a visitor's kernel after 20 idle minutes
            "cull_connected": False,  # never while the page is open
        },
    }


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


def start(
    port: int = PORT,
    ip: str = "127.0.0.1",
    pool: int = 1,
    root: Path = LESSONS,
    log: IO[str] | None = None,
    preheated: tuple[str, ...] = PREHEATED,
) -> subprocess.Popen:
    """Start Voilà in its own process group, reading our settings from a voila.json of its own."""
    here = Path(tempfile.mkdtemp(prefix="tutor-voila-"))
    (here / "voila.json").write_text(json.dumps(settings(pool, preheated), indent=2))
    return subprocess.Popen(
        command(port, ip, root), cwd=here, stdout=log, stderr=subprocess.STDOUT if log else None, start_new_session=True
    )


def landing_url(port: int = PORT, ip: str = "127.0.0.1") -> str:
    """Where a visitor lands."""
    return f"http://{ip}:{port}/voila/render/{LANDING}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tutor serve", description="Serve the lessons as a Voilà page.")
    parser.add_argument("--port", type=int, default=int(os.environ.get("TUTOR_PORT", PORT)))
    parser.add_argument("--ip", default="127.0.0.1", help="address to bind (default: this machine only)")
    parser.add_argument("--pool", type=int, default=1, help="preheated kernels per first page (0: none)")
    parser.add_argument("--print-config", action="store_true", help="print a jupyter_server config (Binder)")
    args = parser.parse_args(argv)
    if args.print_config:
        config = settings(args.pool)
        config["VoilaConfiguration"].pop("theme")
        print(json.dumps(config, indent=2))
        return
    print(f"Serving the lessons at {landing_url(args.port, args.ip)}  (Ctrl+C stops)", flush=True)
    process = start(args.port, args.ip, args.pool)
    try:
        process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait()
