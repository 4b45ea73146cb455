#!/usr/bin/env bash
# All tests: engine, headless and workbench (UI tests under a virtual X server), then a check of the p2
# repository the build produced. The README's test command.
set -euo pipefail
cd "$(dirname "$0")/../.."
releng/scripts/install-system-deps.sh
xvfb-run -a -s "-screen 0 1600x1000x24" ./mvnw -B verify "$@"
releng/scripts/check-repository.sh
