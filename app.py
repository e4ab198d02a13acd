"""The web app: configuration, extensions, the pages (package `web`, one module per concern)
and the refusals' statuses in one place (`web.errors`); `main` serves it. Thin: it knows HTTP,
not rules (DESIGN.md).
"""

from __future__ import annotations

if __name__ == "__main__":
    # Served by gevent (`main`): an open duel page's live stream is a greenlet, not a thread.
    # The standard library is patched before anything else imports it (gevent: "Monkey
    # patching"); imported as a module (tests, other servers), nothing is patched.
    from gevent import monkey

    monkey.patch_all()

import os
from pathlib import Path

from flask import Flask
from flask_compress import Compress
from flask_wtf.csrf import CSRFProtect

import web.match_pages
from assistant.store import GAMES_IN_MEMORY
from engine.battlecon import MAX_FILE_BYTES, default_catalog
from web import abxy_creatures, batl_decks, duel, fighters, home, matches, rules, timing
from web.context import add_services, secret_key
from web.errors import install_handlers
from web.links import lan_address, reachable_base  # noqa: F401 (tests import them from here)
from web.links import qr_svg as _qr_svg  # noqa: F401
from web.pages import local_path as _local_path  # noqa: F401
from web.shared_parts import PartsContext

csrf = CSRFProtect()
#: The page modules, each adding its routes with `register` (endpoint names as before).
PAGES = (matches, rules, home, duel, web.match_pages, fighters, abxy_creatures, batl_decks)


def create_app(config: dict | None = None) -> Flask:
    """Build the Flask app. ``config`` overrides defaults (``DATABASE``, ``TESTING``...)."""
    app = Flask(__name__)
    instance = Path(app.instance_path)
    instance.mkdir(parents=True, exist_ok=True)
    app.config.update(DATABASE=str(instance / "companion.sqlite3"),
                      SECRET_KEY=secret_key(instance), WTF_CSRF_TIME_LIMIT=None,
                      MAX_STREAMS=1000, SSE_KEEPALIVE=15.0,
                      # games kept in memory, the least recently used let go (issue 18)
                      GAMES_IN_MEMORY=GAMES_IN_MEMORY,
                      # one seat's pages (tabs, a reloaded phone) and one client address
                      MAX_STREAMS_PER_SEAT=4, MAX_STREAMS_PER_ADDRESS=32,
                      # a request (an uploaded fighter file, the card editor's page) is small;
                      # a larger one is refused with a message (`too_large`)
                      MAX_CONTENT_LENGTH=2 * MAX_FILE_BYTES, MAX_FORM_PARTS=8000)
    # Compressed answers (issue 21, item 13; Flask-Compress): pages, scripts and styles, the
    # static files too (sent as streams); the live event stream's type is not in the list, so
    # it is never compressed nor held back: each event reaches the phone as it is sent.
    app.config.update(COMPRESS_MIMETYPES=["text/html", "text/css", "text/javascript",
                                          "application/javascript", "application/json",
                                          "image/svg+xml"],
                      COMPRESS_STREAMS=True, COMPRESS_MIN_SIZE=500,
                      COMPRESS_ALGORITHM=["br", "gzip"])
    if config:
        app.config.update(config)
    Compress(app)
    csrf.init_app(app)
    add_services(app)
    app.jinja_env.context_class = PartsContext  # a game area's shared parts: web.shared_parts
    timing.register(app)
    for pages in PAGES:
        pages.register(app)
    install_handlers(app)
    return app


def served_app() -> Flask:
    """The app as a server runs it, configured from the environment: PORT, HOST,
    DATABASE_URL (a PostgreSQL address, issue 25) or COMPANION_DB (the SQLite file),
    MAX_STREAMS (duel pages open at once, 1000), MAX_STREAMS_PER_ADDRESS (32); its templates
    compiled, and under gevent full collections kept between requests (`web.collector`).
    `main` serves it; so does each worker of ``./dev serve`` (gunicorn: ``app:served_app()``).
    """
    import gevent
    from gevent import monkey

    from web.collector import keep_collecting, settle

    config: dict = {"MAX_STREAMS": int(os.environ.get("MAX_STREAMS", "1000")),
                    "MAX_STREAMS_PER_ADDRESS": int(os.environ.get("MAX_STREAMS_PER_ADDRESS",
                                                                  "32"))}
    if os.environ.get("DATABASE_URL") or os.environ.get("COMPANION_DB"):
        config["DATABASE"] = os.environ.get("DATABASE_URL") or os.environ["COMPANION_DB"]
    app = create_app(config)
    default_catalog()
    for name in app.jinja_env.list_templates():  # compiled now, not on the first request
        app.jinja_env.get_template(name)
    if monkey.is_module_patched("socket"):
        settle()  # the cards and the code live on: frozen; full passes only between requests
        gevent.spawn(keep_collecting)
    return app


def main() -> None:
    """Serve `served_app` with gevent's WSGI server on HOST:PORT (every interface, 5000);
    print the address to open. Expects `gevent.monkey.patch_all` done (top of this file)."""
    from gevent.pywsgi import WSGIServer

    port = int(os.environ.get("PORT", "5000"))
    app = served_app()
    print(f"BattleCON companion: open http://{lan_address()}:{port}/ on the phones "
          f"(this machine: http://127.0.0.1:{port}/)", flush=True)
    WSGIServer((os.environ.get("HOST", "0.0.0.0"), port), app, log=None).serve_forever()


if __name__ == "__main__":
    main()
