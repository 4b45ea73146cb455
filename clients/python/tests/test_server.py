"""latest, list_entries and restore ask the store server on STORE/.snapwear-serve.sock first, and run the command
line when nothing answers there (a Python stand-in plays the server; test_end_to_end.py runs the real one)."""

import json
import os
import socket
import socketserver
import tempfile
import threading
import unittest
from pathlib import Path

import support
import snapwear_store
from snapwear_store import SnapwearError


class FakeServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    """Answers each request line with the answer given for its op, and records the requests."""

    daemon_threads = True

    def __init__(self, path, answers):
        self.answers, self.requests = answers, []
        outer = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self):
                request = json.loads(self.rfile.readline())
                outer.requests.append(request)
                self.wfile.write((json.dumps(outer.answers[request["op"]]) + "\n").encode())

        super().__init__(path, Handler)


class ServerTest(unittest.TestCase):

    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.dir = Path(tmp.name)
        self.store = self.dir / "store"
        self.store.mkdir()
        self.socket = self.store / ".snapwear-serve.sock"
        self.launcher, self.log = support.fake_snapwear(self.dir, stdout=json.dumps({"entries": [{"iteration": 3}]}))

    def serve(self, answers):
        server = FakeServer(str(self.socket), answers)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        return server

    def test_latest_list_and_restore_ask_a_running_server_and_start_no_command(self):
        server = self.serve({"latest": {"ok": True, "iteration": 40},
                             "list": {"ok": True, "entries": [{"iteration": 20}, {"iteration": 40}]},
                             "restore": {"ok": True, "iteration": 40}})
        self.assertEqual(40, snapwear_store.latest(self.store, snapwear=self.launcher))
        self.assertEqual([20, 40], [e["iteration"] for e in snapwear_store.list_entries(self.store,
                                                                                         snapwear=self.launcher)])
        with support.chdir(self.dir):
            self.assertEqual("resume/checkpoint-40",
                             snapwear_store.restore(self.store, 40, "resume/checkpoint-40", snapwear=self.launcher))
        self.assertEqual([], support.calls(self.log), "no JVM was started")
        self.assertEqual([{"op": "latest"}, {"op": "list"},
                          {"op": "restore", "iteration": 40, "out": str(self.dir / "resume" / "checkpoint-40"),
                           "force": False}], server.requests, "the server gets OUT as an absolute path")

    def test_an_empty_store_has_no_latest(self):
        self.serve({"latest": {"ok": True, "iteration": None}})
        self.assertIsNone(snapwear_store.latest(self.store, snapwear=self.launcher))

    def test_a_refused_request_raises_the_servers_reason(self):
        self.serve({"restore": {"ok": False, "error": "/x/out already exists (use --force to replace it)"}})
        with self.assertRaises(SnapwearError) as caught:
            snapwear_store.restore(self.store, 40, self.dir / "out", snapwear=self.launcher)
        self.assertEqual("/x/out already exists (use --force to replace it)", caught.exception.message)
        self.assertEqual(1, caught.exception.returncode)
        self.assertEqual([], support.calls(self.log))

    def test_a_stale_socket_of_a_killed_server_falls_back_to_the_command_line(self):
        dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        dead.bind(str(self.socket))
        dead.close()  # the file stays, nothing listens: what a killed server leaves
        self.assertTrue(self.socket.exists())
        self.assertEqual(3, snapwear_store.latest(self.store, snapwear=self.launcher))
        self.assertEqual([["store", "list", "--json", "--", str(self.store)]], support.calls(self.log))

    def test_no_server_and_server_false_run_the_command_line(self):
        self.assertEqual(3, snapwear_store.latest(self.store, snapwear=self.launcher))
        self.serve({"latest": {"ok": True, "iteration": 40}})
        self.assertEqual(3, snapwear_store.latest(self.store, snapwear=self.launcher, server=False))
        self.assertEqual(2, len(support.calls(self.log)))


if __name__ == "__main__":
    unittest.main()
