"""Phones bound to seats: the secret a phone keeps in a cookie, and the short rejoin code a
player reads on their own phone to take the seat back from a new phone (issue 18).

A seat's secret never leaves the phone that took it except as a cookie; the database keeps
only digests (`secret_digest`). The rejoin code is derived from the secret, so the phone can
show it again at any time and the database needs no copy of it: it keeps the code's digest to
find the seat. Rejoining gives the new phone a new secret, so the lost phone no longer acts,
and a new code.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import sqlite3

#: Characters of a code as shown (base32: letters and 2-7); a code is 8 of them, 40 bits.
CODE_LENGTH = 8
# What a player may mistype for what the code shows.
_LOOKALIKES = str.maketrans({"0": "O", "1": "I", "8": "B"})


def secret_digest(secret: str) -> str:
    """What the database keeps of a seat secret: its SHA-256, never the secret itself."""
    return hashlib.sha256(secret.encode()).hexdigest()


def seat_with_secret(rows: list[tuple[int, str]], secret: str | None) -> int | None:
    """The seat of ``rows`` ((seat, secret digest) pairs) whose secret is ``secret``, or
    None (none given, a spectator, a forgery). Compared in constant time."""
    if not secret:
        return None
    for seat, stored in rows:
        if hmac.compare_digest(stored, secret_digest(secret)):
            return seat
    return None


def rejoin_code(secret: str) -> str:
    """The rejoin code of the seat bound by ``secret``, as shown: "ABCD-EF23"."""
    raw = hashlib.sha256(b"rejoin:" + secret.encode()).digest()
    code = base64.b32encode(raw).decode()[:CODE_LENGTH]
    return f"{code[:4]}-{code[4:]}"


def code_digest(code: str) -> str:
    """The digest the database keeps of a rejoin code, from the code as a player typed it
    (case, spaces and dashes ignored; 0, 1 and 8 read as O, I and B)."""
    typed = "".join(c for c in code.upper() if c.isascii() and c.isalnum())
    return secret_digest("code:" + typed.translate(_LOOKALIKES))


def add_column(db: sqlite3.Connection, table: str, column: str) -> None:
    """Give ``table``, written by an older version of the app, its (text, nullable)
    ``column`` when it lacks it (the seats' ``rejoin_hash``, the entries' ``why``)."""
    columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})").fetchall()]
    if column not in columns:
        db.execute(f"ALTER TABLE {table} ADD COLUMN {column} TEXT")
