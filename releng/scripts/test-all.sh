#!/usr/bin/env bash
# All tests: engine, headless and workbench (UI tests under a virtual X server). The README's test command.
set -euo pipefail
cd "$(dirname "$0")/../.."
releng/scripts/install-system-deps.sh
exec xvfb-run -a -s "-screen 0 1600x1000x24" ./mvnw -B verify "$@"
