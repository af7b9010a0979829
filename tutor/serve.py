"""Serve the lessons as a Voilà web page: the one place where the page's options live.

    python -m tutor serve [--port 8866] [--ip 127.0.0.1] [--pool 1]

Sources are stripped, tracebacks are never sent to visitors, kernels are preheated
(the notebook already executed when a visitor arrives) and idle ones are culled.
``--print-config`` prints the same settings as a jupyter_server config for Binder,
where Voilà runs as a server extension.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
LANDING = "index.ipynb"
PORT = 8866


def settings(pool: int = 1) -> dict[str, dict[str, Any]]:
    """The page's settings, as traitlets configuration sections."""
    return {
        "VoilaConfiguration": {
            "strip_sources": True,
            "show_tracebacks": False,
            "preheat_kernel": pool > 0,
            "default_pool_size": max(pool, 0),
            "theme": "light",
        },
        "MappingKernelManager": {
            "cull_interval": 60,  # look for idle kernels every minute
            "cull_idle_timeout": 1200,  # end a visitor's kernel after 20 idle minutes
            "cull_connected": False,  # never while the page is open
        },
    }


def command(port: int = PORT, ip: str = "127.0.0.1", pool: int = 1, root: Path = LESSONS) -> list[str]:
    """The Voilà command line that serves the lessons folder."""
    args = [
        sys.executable,
        "-m",
        "voila",
        str(root),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        "--Voila.port_retries=0",
    ]
    for section, values in settings(pool).items():
        for key, value in values.items():
            args.append(f"--{section}.{key}={value}")
    return args


def landing_url(port: int = PORT, ip: str = "127.0.0.1") -> str:
    """Where a visitor lands."""
    return f"http://{ip}:{port}/voila/render/{LANDING}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tutor serve", description="Serve the lessons as a Voilà page.")
    parser.add_argument("--port", type=int, default=int(os.environ.get("TUTOR_PORT", PORT)))
    parser.add_argument("--ip", default="127.0.0.1", help="address to bind (default: this machine only)")
    parser.add_argument("--pool", type=int, default=1, help="preheated kernels per notebook (0: none)")
    parser.add_argument("--print-config", action="store_true", help="print a jupyter_server config (Binder)")
    args = parser.parse_args(argv)
    if args.print_config:
        config = settings(args.pool)
        config["VoilaConfiguration"].pop("theme")
        print(json.dumps(config, indent=2))
        return
    print(f"Serving the lessons at {landing_url(args.port, args.ip)}  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        subprocess.run(command(args.port, args.ip, args.pool), check=False)
