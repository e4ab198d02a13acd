"""The addresses other phones open to join a game: the page's address as this machine is
reached on the local network, and its QR code."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit


def qr_svg(text: str) -> str:
    """``text`` as a QR code, inline SVG made on the server (no script, works offline)."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=5, xmldecl=False, svgns=True)
    return out.getvalue().decode()


def reachable_base(host_url: str, lan: str | None = None) -> str:
    """The address other phones can open for a page asked at ``host_url``
    (``"http://localhost:5000/"``): a loopback host (localhost, 127.x, ::1) reaches only this
    machine, so it becomes the LAN address (``lan``, else `lan_address`), keeping the scheme
    and the port; any other host is kept. No trailing slash."""
    parts = urlsplit(host_url)
    host = parts.hostname or ""
    if host == "localhost" or host.startswith("127.") or host == "::1":
        port = f":{parts.port}" if parts.port else ""
        return f"{parts.scheme}://{lan or lan_address()}{port}"
    return host_url.rstrip("/")


def lan_address() -> str:
    """This machine's address on the local network (for other phones), or 127.0.0.1."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return "127.0.0.1"
    addresses = [info[4][0] for info in infos if not info[4][0].startswith("127.")]
    return addresses[0] if addresses else "127.0.0.1"
