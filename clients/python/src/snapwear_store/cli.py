"""``snapwear-store``: the store's latest, list and restore from a shell, through the same calls a job makes."""

import argparse
import json
import sys
from typing import List, Optional

from . import command
from .errors import SnapwearError
from .names import iteration_of

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="snapwear-store", description="The Snapwear snapshot store from a shell: the "
                                "same calls a training job makes through the snapwear_store package.")
    p.add_argument("--snapwear", help="the snapwear launcher (default: $SNAPWEAR, else snapwear on PATH)")
    sub = p.add_subparsers(dest="verb", required=True)
    s = sub.add_parser("latest", help="print the newest kept iteration (nothing, exit 1, when there is none)")
    s.add_argument("store")
    s = sub.add_parser("list", help="print the kept entries as JSON lines")
    s.add_argument("store")
    s = sub.add_parser("restore", help="write an iteration back byte for byte and print where")
    s.add_argument("store")
    s.add_argument("--iteration", type=int, help="default: the newest")
    s.add_argument("--out", required=True)
    s.add_argument("--force", action="store_true", help="replace an existing OUT")
    s = sub.add_parser("iteration-of", help="the iteration the watcher reads from a staged name")
    s.add_argument("name")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.verb == "iteration-of":
            it = iteration_of(args.name)
            if it is None:
                print(f"snapwear-store: {args.name}: no iteration in the name", file=sys.stderr)
                return 1
            print(it)
        elif args.verb == "latest":
            it = command.latest(args.store, args.snapwear)
            if it is None:
                print(f"snapwear-store: {args.store}: no iteration stored yet", file=sys.stderr)
                return 1
            print(it)
        elif args.verb == "list":
            for entry in command.list_entries(args.store, args.snapwear):
                print(json.dumps(entry, sort_keys=True))
        else:
            it = args.iteration if args.iteration is not None else command.latest(args.store, args.snapwear)
            if it is None:
                print(f"snapwear-store: {args.store}: no iteration stored yet", file=sys.stderr)
                return 1
            print(command.restore(args.store, it, args.out, args.snapwear, args.force))
    except SnapwearError as e:
        print(e.message, file=sys.stderr)
        return e.returncode if e.returncode else 1
    except (OSError, ValueError, TypeError) as e:
        print(f"snapwear-store: {e}", file=sys.stderr)
        return 1
    return 0
