"""The store server's side of the calls: one JSON request line over ``STORE/.snapwear-serve.sock``.

``snapwear store serve STORE`` (or ``store watch --serve``) answers there; when nothing does (no socket, a stale
one of a killed server, a store path too long for a socket, a server gone mid-request) the caller runs the
command line instead, so the answer is the same either way, only faster.
"""

import json
import os
import socket
from typing import Any, Dict, Optional

from .errors import SnapwearError
from ._types import PathLike

SOCKET_NAME = ".snapwear-serve.sock"


def socket_path(store: PathLike) -> str:
    return os.path.join(os.path.abspath(os.fspath(store)), SOCKET_NAME)


def ask(store: PathLike, request: Dict[str, Any]) -> Optional[Dict[str, Any]]:
    """The server's answer, or None when no server answers (then the command line is the fallback).

    Raises SnapwearError with the server's one-line reason when it answers but refuses or fails the request.
    """
    path = socket_path(store)
    if not hasattr(socket, "AF_UNIX") or not os.path.exists(path):
        return None
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.connect(path)
            s.sendall((json.dumps(request) + "\n").encode("utf-8"))
            chunks = []
            while True:
                chunk = s.recv(1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
    except OSError:
        return None  # refused (stale socket), path too long, or the server went away: the command line answers
    try:
        answer = json.loads(b"".join(chunks).decode("utf-8"))
    except ValueError:
        answer = None
    if not isinstance(answer, dict):
        return None  # a server killed while answering: ask the command line
    if not answer.get("ok"):
        raise SnapwearError(str(answer.get("error") or "the store server refused the request"), 1,
                            ["snapwear store serve", path, str(request.get("op"))])
    return answer
