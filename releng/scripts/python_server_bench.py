#!/usr/bin/env python3
"""latest() and restore() of the Python package with a running store server against the command-line fallback,
in one run on one store (docs/BENCHMARKS.md). Usage:

    PYTHONPATH=clients/python/src python3 releng/scripts/python_server_bench.py WORKDIR [RUN_DIR]

RUN_DIR holds checkpoint-N directories (default: ../shared/fixtures/hf_charlm_adamw); each is saved into
WORKDIR/store with `snapwear store save`, then `snapwear store serve` is started and stopped by this script.
"""

import os
import shutil
import statistics
import subprocess
import sys
import time

import snapwear_store

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LAUNCHER = os.environ.get("SNAPWEAR") or os.path.join(REPO, "snapwear")


def timed(call, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times), min(times), max(times)


def main():
    work = os.path.abspath(sys.argv[1])
    run = sys.argv[2] if len(sys.argv) > 2 else os.path.join(REPO, "..", "shared", "fixtures", "hf_charlm_adamw")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    store = os.path.join(work, "store")
    checkpoints = sorted((d for d in os.listdir(run) if snapwear_store.iteration_of(d) is not None),
                         key=snapwear_store.iteration_of)
    for d in checkpoints:
        snapwear_store.store_save(store, os.path.join(run, d), snapwear_store.iteration_of(d), snapwear=LAUNCHER)
    newest = snapwear_store.iteration_of(checkpoints[-1])
    size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(os.path.join(run, checkpoints[-1]))
               for f in fs)
    outs = iter(range(1000))

    def restore(server):
        out = os.path.join(work, "out", str(next(outs)))
        snapwear_store.restore(store, newest, out, snapwear=LAUNCHER, server=server)

    rows = [("latest(), command line", timed(lambda: snapwear_store.latest(store, LAUNCHER, server=False), 5)),
            ("restore(), command line", timed(lambda: restore(False), 3))]
    server = subprocess.Popen([LAUNCHER, "store", "serve", store], stdout=subprocess.PIPE, universal_newlines=True)
    try:
        started = time.perf_counter()
        server.stdout.readline()
        rows.append(("server start (serve command to socket)", (time.perf_counter() - started,) * 3))
        assert snapwear_store.latest(store, LAUNCHER) == newest
        rows.append(("latest(), server", timed(lambda: snapwear_store.latest(store, LAUNCHER), 50)))
        rows.append(("list_entries(), server", timed(lambda: snapwear_store.list_entries(store, LAUNCHER), 50)))
        rows.append(("restore(), server", timed(lambda: restore(True), 5)))
    finally:
        server.terminate()
        server.wait(60)
    print(f"store: {len(checkpoints)} checkpoints of {run} ({', '.join(checkpoints)}); restored: {checkpoints[-1]}, "
          f"{size:,} B")
    for name, (median, low, high) in rows:
        print(f"{name:42s} median {median * 1000:9.1f} ms  (min {low * 1000:.1f}, max {high * 1000:.1f})")


if __name__ == "__main__":
    main()
