#!/usr/bin/env bash
# A safetensors file whose header length says 13 MB, sparse (nothing of it is in the corpus): parsed as a JSON
# tree it would take about 900 MB of heap.
set -euo pipefail
f="$1/huge-header.safetensors"
printf '\x00\x60\xc6\x00\x00\x00\x00\x00{' >"$f"   # 13,000,704 bytes of header
truncate -s $((8 + 13000704)) "$f"
