"""Benchmark: the server's work per action of a duel on two phones, without the network
(issue 23, "The live server"), for instruction counts (callgrind) where `bench/live.py`'s
wall-clock figures depend on what else the machine runs.

Through the Flask test client: GAMES duels of Eligor against Shekhtur, each with two phones
bound to the seats and both phones' live event streams open (as `bench/live.py`); then, game
after game, the phone whose screen offers choices taps the first (the answer: the duel area)
and both streams send their message, until ACTIONS actions per game. Each phone's screen is
kept as the browser keeps it (`bench/screen.py`). Counted: the duel area's renders (the
template) and the time per action. Last line: ``actions=N renders_per_action=R
ms_per_action=M``. Usage: ``python bench/live_work.py [GAMES] [ACTIONS_PER_GAME] [turns]``:
by default the first phone offering a choice taps (after its Set, the first Eligor's phone
offers is another pair, so it sets and sets again: the duel never leaves the Set phase);
with ``turns`` (issue 23, second session) a phone whose pair is locked in waits and the
phones take turns when both can act, so the duels are played through their beats. Under
``valgrind --tool=callgrind`` the instruction count of the run (less that of ``0 0``: the
start) is the work.
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.append(str(Path(__file__).resolve().parent))

import screen as screens  # noqa: E402
from realserver import NEW_DUEL  # noqa: E402

import web.duel  # noqa: E402
from app import create_app  # noqa: E402

CHOICE = re.compile(r'name="decision" value="([^"]+)"')
LOCKED = "<h2>Locked in: "


class Stream:
    """A phone's open event stream, read one message at a time."""

    def __init__(self, client, game: str):
        self.response = client.get(f"/duel/{game}/events", buffered=False)
        self.chunks = iter(self.response.response)

    def message(self) -> str:
        """The next message's data (comments skipped)."""
        while True:
            chunk = next(self.chunks)
            text = chunk.decode() if isinstance(chunk, bytes) else chunk
            if text.startswith("id:"):
                return "\n".join(line[6:] for line in text.rstrip("\n").split("\n")[1:])


def duel(app) -> tuple[str, list, list[Stream], list[str]]:
    """A new duel with both seats bound: (id, phones, their streams, their screens)."""
    creator = app.test_client()
    game = creator.post("/duel", data=NEW_DUEL).headers["Location"].rsplit("/", 1)[-1]
    phones = [app.test_client(), app.test_client()]
    for seat, phone in enumerate(phones):
        phone.post(f"/duel/{game}/claim", data={"seat": str(seat)})
    streams = [Stream(phone, game) for phone in phones]
    return game, phones, streams, [s.message() for s in streams]


def act(game: str, phones: list, streams: list[Stream], shown: list[str],
        turn: int | None = None) -> bool:
    """One tap by the phone offering a choice, and both streams' messages; False when no
    phone offers one. With ``turn`` (a count of the actions so far), the phones are asked
    from seat ``turn % 2`` on, and a phone whose pair is locked in does not tap."""
    order = (0, 1) if turn is None else (turn % 2, 1 - turn % 2)
    for seat in order:
        phone = phones[seat]
        choice = CHOICE.search(shown[seat])
        if choice is None or (turn is not None and LOCKED in shown[seat]):
            continue
        version = screens.VERSION.search(shown[seat]).group(1)
        decision = choice.group(1).replace("&amp;", "&").replace("&#39;", "'")
        answer = phone.post(f"/duel/{game}/decide", headers={"HX-Request": "true"},
                            data={"decision": decision, "version": version})
        shown[seat] = answer.get_data(as_text=True)
        for other, stream in enumerate(streams):
            now = screens.receive(shown[other], stream.message())
            if now is None:  # the changes did not apply: the whole area again
                now = phones[other].get(f"/duel/{game}", headers={"HX-Request": "true"}) \
                    .get_data(as_text=True)
            shown[other] = now
        return True
    return False


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 4
    actions = int(argv[1]) if len(argv) > 1 else 30
    turns = len(argv) > 2 and argv[2] == "turns"
    folder = tempfile.mkdtemp(prefix="bench-")
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "SSE_KEEPALIVE": 3600.0,
                      "DATABASE": f"{folder}/games.sqlite3"})
    renders = [0]
    original = web.duel.render_template

    def counted(name, **values):
        renders[0] += 1
        return original(name, **values)

    web.duel.render_template = counted
    table = [duel(app) for _ in range(games)]
    renders[0] = 0
    done = 0
    started = time.perf_counter()
    for turn in range(actions):
        for game, phones, streams, shown in table:
            done += act(game, phones, streams, shown, turn if turns else None)
    elapsed = time.perf_counter() - started
    for _, _, streams, _ in table:
        for stream in streams:
            stream.response.close()
    print(f"actions={done} renders_per_action={renders[0] / max(done, 1):.2f} "
          f"ms_per_action={elapsed * 1000 / max(done, 1):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
