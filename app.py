"""The web app: routes, storage, live sync. Thin: it knows HTTP, not rules (DESIGN.md)."""

from __future__ import annotations

import os

from flask import Flask, render_template

from engine.battlecon.cards import default_catalog


def create_app(config: dict | None = None) -> Flask:
    """Build the Flask app. ``config`` overrides defaults (e.g. ``{"TESTING": True}``)."""
    app = Flask(__name__)
    app.config.update(DATABASE=os.path.join(app.instance_path, "companion.sqlite3"))
    if config:
        app.config.update(config)

    @app.get("/")
    def home() -> str:
        catalog = default_catalog()
        fighters = sorted(catalog.fighters.values(), key=lambda f: f.name)
        return render_template("home.html", fighters=fighters)

    return app


if __name__ == "__main__":
    create_app().run(host="127.0.0.1", port=int(os.environ.get("PORT", "5000")))
