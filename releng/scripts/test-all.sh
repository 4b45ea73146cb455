#!/usr/bin/env bash
# All tests: engine, headless and workbench (UI tests under a virtual X server), then the architecture check, then a check of the p2
# repository the build produced, then the launcher test (signals, configuration areas, encoding, quiet logging),
# then the hostile-input corpus (releng/hostile-inputs: each input's exit code and one-line error naming the
# file, no Java class names, 64 MB heap, a time limit), then the resume test (a PyTorch training job resumed from a checkpoint directory restored by the built
# product's snapshot store), then the Python package's tests (clients/python installed into a venv as its README
# says: pytest against the installed copy, then its training-loop example beside a real watcher). In between: the
# dependency-version check, the Spark jobs (local mode, then a standalone cluster and HDFS on loopback), the
# watcher's signal test and every example of the README and docs/. The README's test command.
set -euo pipefail
cd "$(dirname "$0")/../.."
releng/scripts/install-system-deps.sh
# The screen holds the 1920x1080 workbench screenshots (bundles/org.snapwear.ui.tests, WorkbenchLayoutTest).
xvfb-run -a -s "-screen 0 1920x1200x24" ./mvnw -B verify "$@"
# The shape docs/ARCHITECTURE.md draws (package layers, no package cycle, no file over 450 lines, no
# Map<String, Object> results), checked on the classes just compiled.
python3 releng/scripts/architecture_check.py
# Its Object[] row rule on small cases, so a loosened pattern cannot pass silently.
python3 releng/scripts/architecture_check.py --self-test
# The product's target platform and the Spark module use the same library versions (the root pom's properties).
python3 releng/scripts/check-versions.py
releng/scripts/check-repository.sh
releng/scripts/launcher-test.sh
# The Spark job jar through spark-submit's entry point (local[2]) against ./snapwear compress and sweep.
releng/scripts/spark-check.sh
# The same jobs on a Spark standalone cluster (a Master, two Workers) and from a real HDFS, all on 127.0.0.1.
releng/scripts/spark-cluster-check.sh
releng/scripts/hostile-inputs-test.sh
# SIGTERM and SIGINT to `store watch`: a timestamped summary line, exit 143/130, nothing staged lost.
releng/scripts/watch-signal-test.sh
# Every example of the README and docs/ run on the fixtures, its documented effect checked.
releng/scripts/doc-examples-test.sh
releng/scripts/resume-test.sh
# The resume check on the PyTorch char LM as a command template: the control arm lands in the seed-noise band.
releng/scripts/resume-check-test.sh
# The char LM's segments (--train-steps, for the resume check's restarts) and its resume of the fixture's layout.
"${SNAPWEAR_PYTHON:-/usr/bin/python3}" releng/resume-test/test_train_charlm.py
# The Python package installed as its README says (a venv over Debian's interpreter, which has torch), its tests
# by pytest against the installed copy (a test that would be skipped fails), and the README's training loop.
releng/scripts/python-package-test.sh
