"""Small pieces shared by the page modules: safe "back" links, the seat cookie, the fighters
as listed."""

from __future__ import annotations

from functools import lru_cache
from urllib.parse import urlsplit

from flask import has_request_context, request, url_for

from assistant.custom import is_custom
from engine.battlecon import Catalog


def local_path(path: str) -> str:
    """``path`` when it is a page of this app ("/duel/abc?history=all"), else "", for the
    "back" links: never another site, however a browser would read it.

    Browsers normalise a link before following it (WHATWG URL Standard, "URL parsing"): they
    drop tabs and new lines anywhere, trim spaces and control characters, and read "\\" as
    "/", so "/\\evil.example" and "/<tab>/evil.example" are "//evil.example", another site.
    Refused: anything not starting with exactly one "/", a backslash, a space or control
    character anywhere, and anything with a scheme or a host once parsed.
    """
    if not path.startswith("/") or path.startswith("//") or "\\" in path \
            or any(c <= " " or c == "\x7f" for c in path):
        return ""
    parts = urlsplit(path)
    return "" if parts.scheme or parts.netloc else path


def with_seat_cookie(response, name: str, secret: str):
    """``response`` setting the cookie that binds this phone to a seat (30 days)."""
    response.set_cookie(name, secret, httponly=True, samesite="Lax", max_age=60 * 60 * 24 * 30)
    return response


def fighter_names(catalog: Catalog) -> dict[str, str]:
    """Fighter id -> name as listed (a custom fighter's name marked "yours"), sorted."""
    return dict(sorted(((i, f"{name} (yours)" if is_custom(i) else name)
                        for i, name in catalog.names().items()), key=lambda x: x[1]))


@lru_cache(maxsize=4096)
def _built(root: str, endpoint: str, values: tuple) -> str:
    """`flask.url_for` of ``endpoint`` with ``values`` (pairs, in the order asked: the
    query keeps it), under the app's ``root``."""
    return url_for(endpoint, **dict(values))


def known_url(endpoint: str, **values) -> str:
    """`flask.url_for` for a page's many links, each address built once and kept (a duel
    area links the rules, the what-if boards and its own actions some twenty times, and each
    build cost about 30 microseconds). Addresses within the app only: one asked with a
    ``_external``, ``_scheme`` or other option is built each time."""
    if not has_request_context() or any(name.startswith("_") for name in values):
        return url_for(endpoint, **values)
    return _built(request.script_root, endpoint, tuple(values.items()))  # in their order
