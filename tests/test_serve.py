"""The serving configuration: one place, the options the issue asks for, Binder in step with it."""

import json
import subprocess
import sys
import tomllib
from pathlib import Path

from tutor import serve

ROOT = Path(__file__).parents[1]


def test_settings_strip_sources_hide_tracebacks_preheat_first_pages_and_cull():
    cfg = serve.settings(pool=1)
    assert cfg["VoilaConfiguration"]["strip_sources"] is True and cfg["VoilaConfiguration"]["show_tracebacks"] is False
    pools = cfg["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["default"]["pool_size"] == 0 and pools["index.ipynb"]["pool_size"] == 1
    assert all((serve.LESSONS / page).exists() for page in serve.PREHEATED)
    assert cfg["MappingKernelManager"]["cull_idle_timeout"] > 0
    assert serve.settings(pool=0)["VoilaConfiguration"]["preheat_kernel"] is False
    cmd = serve.command(port=9999)
    assert str(serve.LESSONS) in cmd and "--port=9999" in cmd and "--Voila.ip=127.0.0.1" in cmd
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
