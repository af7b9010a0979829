"""The serving configuration: one place, the options the issue asks for, Binder in step with it."""

import json
import subprocess
import sys
import tomllib
from pathlib import Path

from tutor import serve

ROOT = Path(__file__).parents[1]


def test_voila_command_strips_sources_hides_tracebacks_pools_and_binds_loopback():
    cmd = serve.command(port=9999)
    assert str(serve.LESSONS) in cmd and "--port=9999" in cmd and "--Voila.ip=127.0.0.1" in cmd
    for option in (
        "--VoilaConfiguration.strip_sources=True",
        "--VoilaConfiguration.show_tracebacks=False",
        "--VoilaConfiguration.preheat_kernel=True",
        "--VoilaConfiguration.default_pool_size=1",
        "--MappingKernelManager.cull_idle_timeout=1200",
    ):
        assert option in cmd, option
    assert "--VoilaConfiguration.preheat_kernel=False" in serve.command(pool=0)
    assert serve.landing_url(9999).endswith(":9999/voila/render/index.ipynb")


def test_binder_gets_the_same_settings_as_a_server_config():
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "serve", "--print-config"], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    config = json.loads(out)
    assert config["VoilaConfiguration"]["show_tracebacks"] is False
    assert "serve --print-config" in (ROOT / "binder" / "postBuild").read_text()


def test_binder_requirements_match_the_project_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    binder = [
        line
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    assert sorted(binder) == sorted(project)
