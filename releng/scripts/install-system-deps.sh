#!/usr/bin/env bash
# Installs the Debian packages a fresh machine lacks for the GUI and the UI tests: GTK 3 (SWT), Xvfb and xauth;
# and PyTorch for Debian's own Python, which the resume test trains with (releng/scripts/resume-test.sh).
# Only what is missing is installed; needs root or sudo.
set -euo pipefail
need=()
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb)
command -v xauth >/dev/null 2>&1 || need+=(xauth)
# ss: the Spark cluster scripts check that every server socket is on 127.0.0.1 (spark-cluster.sh, spark-cluster-check.sh).
command -v ss >/dev/null 2>&1 || need+=(iproute2)
if ! ldconfig -p 2>/dev/null | grep -q 'libgtk-3\.so\.0'; then
  need+=(libgtk-3-0)
fi
# The resume test runs /usr/bin/python3, not whatever python3 is first on PATH (a pyenv or venv one has no
# Debian packages); python3-torch brings python3 and python3-numpy with it.
if ! /usr/bin/python3 -c 'import torch, numpy' >/dev/null 2>&1; then
  need+=(python3-torch)
fi
# The Python package's test (releng/scripts/python-package-test.sh): a venv that sees Debian's packages, pytest,
# setuptools (and wheel) to build the package offline, and mypy to check its types.
/usr/bin/python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
/usr/bin/python3 -c 'import pytest' >/dev/null 2>&1 || need+=(python3-pytest)
/usr/bin/python3 -c 'import setuptools, wheel' >/dev/null 2>&1 || need+=(python3-setuptools python3-wheel)
/usr/bin/python3 -c 'import mypy' >/dev/null 2>&1 || need+=(python3-mypy)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${need[*]}"
$sudo apt-get update -qq
# Debian 12 calls it libgtk-3-0; newer releases libgtk-3-0t64.
pkgs=$(printf '%s\n' "${need[@]}" | sort -u)
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $pkgs; then
  pkgs=$(echo "$pkgs" | sed 's/^libgtk-3-0$/libgtk-3-0t64/')
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $pkgs
fi
