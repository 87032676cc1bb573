"""A small web server on 127.0.0.1 for the tests that load images from URLs.

    image_server.py FOLDER  → prints the port, then serves until killed or
                              until its standard input closes (its parent died)

GET /files/NAME     the file FOLDER/NAME (with Content-Length)
GET /status/CODE    an empty answer with that HTTP status
GET /hang           never answers
GET /endless        image bytes that never end (no Content-Length)
GET /redirect-loop  redirects to itself
GET /redirect-file  redirects to file:///etc/passwd
GET /slow/NAME      the file in ten pieces, 0.1 s apart, with Content-Length
GET /gated/NAME     waits until the test puts FOLDER/NAME there, then sends it;
                    or answers 404 once the test puts FOLDER/NAME.refused there
"""

import http.server
import os
import socketserver
import sys
import threading
import time
from pathlib import Path

FOLDER = Path(sys.argv[1])


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def do_GET(self):
        path = self.path.split("?")[0]
        if path.startswith("/files/"):
            self.send_file(FOLDER / path[len("/files/"):])
        elif path.startswith("/slow/"):
            self.send_file(FOLDER / path[len("/slow/"):], pieces=10)
        elif path.startswith("/gated/"):
            file = FOLDER / path[len("/gated/"):]
            refused = file.with_name(file.name + ".refused")
            while not file.exists() and not refused.exists():
                time.sleep(0.05)
            self.send_file(file)
        elif path.startswith("/status/"):
            self.send_response(int(path[len("/status/"):]))
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif path == "/hang":
            time.sleep(3600)
        elif path == "/endless":
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.end_headers()
            try:
                self.wfile.write(b"\xff\xd8\xff\xe0")
                while True:
                    self.wfile.write(b"\0" * 65536)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path == "/redirect-loop":
            self.redirect("/redirect-loop")
        elif path == "/redirect-file":
            self.redirect("file:///etc/passwd")
        else:
            self.send_error(404)

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_file(self, file, pieces=1):
        if not file.is_file():
            return self.send_error(404)
        data = file.read_bytes()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        size = max(1, len(data) // pieces + 1)
        for start in range(0, len(data), size):
            self.wfile.write(data[start:start + size])
            self.wfile.flush()
            if pieces > 1:
                time.sleep(0.1)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    # Tests connect many at once; the default backlog of 5 drops connections
    # that then wait seconds for a retry.
    request_queue_size = 128


def exit_when_parent_goes():
    sys.stdin.read()
    os._exit(0)


if __name__ == "__main__":
    if not sys.stdin.isatty():
        threading.Thread(target=exit_when_parent_goes, daemon=True).start()
    with Server(("127.0.0.1", 0), Handler) as server:
        print(server.server_address[1], flush=True)
        server.serve_forever()
