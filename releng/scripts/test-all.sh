#!/usr/bin/env bash
# All tests: engine, headless and workbench (UI tests under a virtual X server), then a check of the p2
# repository the build produced, then the launcher test (signals, configuration areas, encoding, quiet logging),
# then the resume test (a PyTorch training job resumed from a checkpoint directory restored by the built
# product's snapshot store). The README's test command.
set -euo pipefail
cd "$(dirname "$0")/../.."
releng/scripts/install-system-deps.sh
xvfb-run -a -s "-screen 0 1600x1000x24" ./mvnw -B verify "$@"
releng/scripts/check-repository.sh
releng/scripts/launcher-test.sh
releng/scripts/resume-test.sh
