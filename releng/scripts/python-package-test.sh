#!/usr/bin/env bash
# The Python package as a user gets it (clients/python/README.md): installed offline into a fresh virtual
# environment that sees Debian's torch and pytest, its tests run by pytest against the installed copy (every skip
# a failure), then the README's training-loop example run twice beside a real `snapwear store watch`: the first
# run stages its checkpoints, the second resumes from the newest one the store kept.
# Needs the built product (./snapwear) and Debian's python3-torch, python3-pytest, python3-venv and
# python3-setuptools, and python3-mypy for the type check (releng/scripts/install-system-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$PWD"
work="$(mktemp -d)"
watcher=""
cleanup() {
  if [ -n "$watcher" ]; then kill "$watcher" 2>/dev/null || true; wait "$watcher" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The README's install commands, word for word (no index is reached: the build backend is Debian's setuptools).
/usr/bin/python3 -m venv --system-site-packages "$work/venv"
"$work/venv/bin/pip" install --no-build-isolation --no-index ./clients/python
py="$work/venv/bin/python"

# The public API is typed: mypy --strict (pyproject.toml's [tool.mypy]) over the package, Debian's python3-mypy.
(cd clients/python && /usr/bin/python3 -m mypy --cache-dir "$work/mypy-cache" src/snapwear_store)

# From outside the source tree, so the tests import the installed package (tests/support.py insists on it).
(cd "$work" && SNAPWEAR_CLIENT_TESTS_NO_SKIP=1 PYTHONDONTWRITEBYTECODE=1 "$py" -m pytest -p no:cacheprovider \
  "$repo/clients/python/tests")

# The README's training-loop example, as printed there.
"$py" - "$repo/clients/python/README.md" "$work/train.py" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"<!-- training-loop example -->\s*```python\n(.*?)```", text, re.S)
if not m:
    sys.exit("python-package-test: no training-loop example in " + sys.argv[1])
open(sys.argv[2], "w").write(m.group(1))
PY
export STORE="$work/store" STAGING="$work/staging" SNAPWEAR="$repo/snapwear"
mkdir -p "$STAGING"
"$SNAPWEAR" store watch "$STORE" "$STAGING" > "$work/watch.log" 2>&1 & watcher=$!
(cd "$work" && MAX_STEPS=200 "$py" train.py) | tee "$work/run1.log"
kill "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=""
"$SNAPWEAR" store watch "$STORE" "$STAGING" --exit-when-idle 2 >> "$work/watch.log" 2>&1
(cd "$work" && MAX_STEPS=300 "$py" train.py) | tee "$work/run2.log"
"$SNAPWEAR" store watch "$STORE" "$STAGING" --exit-when-idle 2 >> "$work/watch.log" 2>&1
grep -q "^resumed from step 200$" "$work/run2.log" || { echo "python-package-test: the second run did not resume from step 200"; cat "$work/watch.log"; exit 1; }
got="$("$SNAPWEAR" store list "$STORE" --json | "$py" -c 'import json,sys; print(" ".join(str(e["iteration"]) for e in json.load(sys.stdin)["entries"]))')"
case " $got " in
  *" 300 "*) ;;
  *) echo "python-package-test: the store keeps [$got], not iteration 300"; exit 1 ;;
esac
echo "python-package-test: installed, tests passed, the README's training loop staged and resumed (store keeps $got)"
