"""gunicorn's settings for ``./dev serve`` (issue 25): gevent workers (an open live stream is
a greenlet), each loading `app.served_app` after its own start (no preload: each worker opens
its own database pool and listens for the others' changes), and the address to open printed
once the server is ready."""

from __future__ import annotations

import os

worker_class = "gevent"
# live streams and requests a worker holds at once (each phone keeps one stream open)
worker_connections = int(os.environ.get("MAX_STREAMS", "1000")) + 200
# a stopping worker's streams are cut after this many seconds: the phones reconnect to another
graceful_timeout = 5
accesslog = None
# no runtime control socket: several servers may run on one machine (tests, benchmarks)
control_socket_disable = True


def when_ready(server) -> None:
    """Print where the phones open the app."""
    from web.links import lan_address

    port = server.address[0][1] if server.address and isinstance(server.address[0], tuple) \
        else os.environ.get("PORT", "5000")
    workers = f"{server.num_workers} worker{'s' if server.num_workers != 1 else ''}"
    print(f"BattleCON companion ({workers}): open "
          f"http://{lan_address()}:{port}/ on the phones (this machine: "
          f"http://127.0.0.1:{port}/)", flush=True)
