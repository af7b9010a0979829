"""The serving configuration: one place, the options the issue asks for, Binder in step with it."""

import json
import os
import re
import subprocess
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

import nbformat

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


def test_a_class_gets_a_kernel_per_learner_for_its_lesson_and_a_bad_class_one_clear_message():
    run = [sys.executable, "-m", "tutor", "serve", "--print-config"]
    out = subprocess.run([*run, "--class", "agot/04-challenges.ipynb=12"], capture_output=True, text=True, cwd=ROOT)
    pools = json.loads(out.stdout)["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["agot/04-challenges.ipynb"]["pool_size"] == 12 and pools["index.ipynb"]["pool_size"] == 1
    assert serve.settings(pool=0, classes={"agot/04-challenges.ipynb": 3})["VoilaConfiguration"]["preheat_kernel"]
    for bad, says in (("agot/04-challenges.ipynb", "write the page and the class size"), ("nope.ipynb=3", "no such")):
        err = subprocess.run([*run, "--class", bad], capture_output=True, text=True, cwd=ROOT)
        assert err.returncode == 2 and says in err.stderr and "Traceback" not in err.stderr


def test_binder_gets_the_same_settings_as_a_server_config():
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "serve", "--print-config"], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    config = json.loads(out)
    assert config["VoilaConfiguration"]["show_tracebacks"] is False
    assert config["VoilaConfiguration"]["template"] == "tutor" and config["KernelManager"]["transport"] == "ipc"
    post_build = (ROOT / "binder" / "postBuild").read_text()
    assert "serve --print-config" in post_build
    assert (
        "tutor/templates/voila/templates/tutor" in post_build and ".local/share/jupyter/voila/templates" in post_build
    )


def test_binder_requirements_match_the_project_dependencies():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    binder = [
        line
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    assert sorted(binder) == sorted(project)


def test_a_loaded_server_keeps_pages_and_culls_closed_ones_within_five_minutes():
    cfg = serve.settings(pool=1)
    cull = cfg["MappingKernelManager"]
    assert cull["cull_idle_timeout"] + cull["cull_interval"] <= 300
    assert cull["cull_connected"] is False and cull["cull_busy"] is False
    executor = cfg["VoilaExecutor"]
    assert executor["iopub_timeout"] >= 60 and executor["startup_timeout"] >= 120  # nbclient's 4 s and 60 s
    assert 60 <= executor["timeout"] < executor["startup_timeout"] + executor["iopub_timeout"]
    assert cull["kernel_info_timeout"] >= executor["startup_timeout"]
    assert cfg["KernelManager"]["transport"] == "ipc"


def test_the_tutor_template_extends_lab_links_nothing_outside_and_ships_with_the_package():
    folder = serve.TEMPLATES / "voila" / "templates" / serve.TEMPLATE
    assert json.loads((folder / "conf.json").read_text()) == {"base_template": "lab"}
    text = (folder / "index.html.j2").read_text()
    assert "cdn." not in text and "https://" not in text and "http://" not in text
    assert "block notebook_css" in text and "block html_head_js_mermaidjs" in text and "sessionStorage" in text
    assert serve.settings()["VoilaConfiguration"]["template"] == serve.TEMPLATE
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["tutor"]
    shipped = {f.relative_to(serve.TEMPLATES.parent).as_posix() for f in folder.iterdir()}
    assert all(any(Path(f).match(g) for g in data) for f in shipped)
    env = serve.environment({"JUPYTER_PATH": "/elsewhere", "PATH": "/bin"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(serve.TEMPLATES), "/elsewhere"]
    assert env["PYTHONPATH"] == str(serve.ROOT) and env["PATH"] == "/bin"


def test_a_served_page_uses_the_template_links_nothing_outside_and_its_kernel_uses_unix_sockets(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Tiny"), nbformat.v4.new_code_cell("print(6 * 7)")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, tmp_path / "tiny.ipynb")
    port = serve.free_port()
    with open(tmp_path / "voila.log", "w") as log:
        process = serve.start(port, root=tmp_path, pool=0, log=log)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}/voila/render/tiny.ipynb", timeout=60) as response:
                    html = response.read().decode()
                break
            except OSError:
                assert time.monotonic() < deadline, (tmp_path / "voila.log").read_text()[-2000:]
                time.sleep(0.3)
        assert "42" in html and "tutor-starting" in html, "not the tutor template, or the cell did not run"
        assert "cdn." not in html
        assert not re.findall(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", html)
        assert not re.findall(r"""import\(\s*["']https?://""", html)
        kernel = json.loads(re.search(r'<script id="jupyter-config-data"[^>]*>(.*?)</script>', html, re.S)[1])[
            "kernelId"
        ]
        pids = subprocess.run(["pgrep", "-f", f"kernel-{kernel}"], capture_output=True, text=True).stdout.split()
        connection = Path(Path(f"/proc/{pids[0]}/cmdline").read_bytes().split(b"\0")[-2].decode())
        assert json.loads(connection.read_text())["transport"] == "ipc"
        assert "Address already in use" not in (tmp_path / "voila.log").read_text()
    finally:
        serve.stop(process)
