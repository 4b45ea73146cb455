#!/usr/bin/env bash
# Makes the hostile inputs git cannot hold (symbolic links to absolute paths, FIFOs) and a small store, in the
# directory given as $1 ({S} in cases.txt); run by hostile-inputs-test.sh before the cases.
set -euo pipefail
s="$1"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
v2="$repo/bundles/org.snapwear.codec.tests/data/v2-store"   # committed checkpoints and a store made from them
mkdir -p "$s"
echo "not part of any checkpoint" >"$s/outside.txt"
# a checkpoint named by a link: followed, stored as what it points to (2 files), never as an empty tree
cp -r "$v2/checkpoint-0" "$s/real-checkpoint"
ln -s "$s/real-checkpoint" "$s/checkpoint-link"
# a link inside a checkpoint: refused by name
cp -r "$v2/checkpoint-0" "$s/ckpt-with-link"
ln -s "$s/outside.txt" "$s/ckpt-with-link/escape.bin"
# a staged name that is a link to a file outside staging: refused with NAME.error, the file is never read
mkdir -p "$s/staging"
ln -s "$s/outside.txt" "$s/staging/step_500.pt"
# a FIFO as a store's lock file, and as a checkpoint
mkdir -p "$s/fifo-lock-store"
mkfifo "$s/fifo-lock-store/.lock"
mkfifo "$s/step_1.safetensors"
# a store with a directory inside and a link to it from outside: LINK/../MANIFEST.json is the store's manifest
cp -r "$v2/store" "$s/store"
mkdir -p "$s/store/sub"
ln -s "$s/store/sub" "$s/into-store"
