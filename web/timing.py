"""The Server-Timing header: how long the server worked on each request (read by
bench/web.py)."""

from __future__ import annotations

import time

from flask import Flask, g


def register(app: Flask) -> None:
    """Time every request of ``app`` and answer with ``Server-Timing: app;dur=<ms>``."""

    @app.before_request
    def start_timer() -> None:
        g.started = time.perf_counter()

    @app.after_request
    def server_timing(response):
        """Say how long the server worked on the request (read by bench/web.py)."""
        started = g.get("started")
        if started is not None:
            elapsed = (time.perf_counter() - started) * 1000
            response.headers["Server-Timing"] = f"app;dur={elapsed:.2f}"
        return response
