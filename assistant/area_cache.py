"""One render of a game area per kind of viewer and state (issue 23, "The live server").

After a change, the acting phone's answer and every open live stream of the game want the
area again. Viewers who may see the same things (the same seat's phones, every spectator, the
shared phone handed to the same player) get the same area: it is rendered once, as an
`assistant.regions.Area` (its regions parsed and fingerprinted once, and each live message
from one area to the next made once), and each viewer's own form token is written into a
copy of the text as it leaves (`with_token`).

The key of an area is the game, its change stamp (`Games.stamp`: it moves on with every
change of the log, the seats, the settings or a pending request) and the viewer's key, which
must hold everything that decides what that viewer sees (a duel's: the seat, the seats bound
to phones, the player a shared phone is handed to, the page's options, the seat's rejoin
code). Hidden information follows from it: two viewers share an area only when their keys
are equal. Only the latest stamp of a game is kept, for at most ``games`` games, with the
parts of its areas that viewers share (`AreaCache.parts`, filled by `web.shared_parts`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from assistant.regions import Area

#: What the area's forms carry in place of the CSRF token while it is shared; each viewer's
#: copy gets its own token (`with_token`). Never found in a rendered page otherwise (a
#: control character HTML text does not hold).
TOKEN = "\x07csrf\x07"

#: Games whose latest areas are kept (the least recently used let go first). An area and the
#: parts kept across a game's changes hold about 135 KB a game late in a duel: 256 games held
#: 35 MB, and the server's memory over a long evening grew by 47 MB where issue 18 allows 20
#: (bench/soak.py). 32 tables acting at once share their renders; a game let go is rendered
#: afresh at its next change.
GAMES = 32


def with_token(text: str, token: str) -> str:
    """``text`` (an area or a live message made from one) with ``token`` in its forms."""
    return text.replace(TOKEN, token)


class AreaCache:
    """The latest rendered areas of at most ``games`` games, by viewer key (see the module)."""

    def __init__(self, games: int = GAMES) -> None:
        self.games = games
        self._latest: OrderedDict[Hashable, tuple[int, dict[Hashable, Area], dict]] = \
            OrderedDict()
        self._lasting: dict[Hashable, dict] = {}
        self._lock = threading.Lock()

    def _entry(self, game: Hashable, stamp: int) -> tuple[int, dict[Hashable, Area], dict]:
        """The kept areas and parts of ``game`` at ``stamp``: made (the older let go) when
        ``stamp`` is newer than the game's kept one; under the lock."""
        found = self._latest.get(game)
        if found is None or found[0] < stamp:
            found = (stamp, {}, {})
            self._latest[game] = found
        self._latest.move_to_end(game)
        while len(self._latest) > self.games:
            self._lasting.pop(self._latest.popitem(last=False)[0], None)
        return found

    def lasting(self, game: Hashable) -> dict:
        """The parts of ``game``'s areas kept across its changes, by keys that hold all their
        text is made from (`web.shared_parts`, which bounds their count): a dict the renderer
        fills; let go with the game's areas."""
        with self._lock:
            found = self._lasting.get(game)
            if found is None:
                if len(self._lasting) > 2 * self.games:  # games never kept in `_latest`
                    self._lasting.clear()
                found = self._lasting[game] = {}
            return found

    def parts(self, game: Hashable, stamp: int) -> dict:
        """The parts of ``game``'s areas at change ``stamp`` that viewers share, by the key
        their renderer gives them (`web.shared_parts`): a dict the renderer fills, kept with
        the game's areas (an unkept one when the game has already changed past ``stamp``)."""
        with self._lock:
            found = self._entry(game, stamp)
            return found[2] if found[0] == stamp else {}

    def area(self, game: Hashable, stamp: int, viewer: Hashable, render: Callable[[], str],
             current: Callable[[], int]) -> Area:
        """The area of ``game`` at change ``stamp`` as ``viewer`` sees it: kept, or
        ``render()`` (its text with region marks and `TOKEN` in its forms) made into an
        `Area` and kept when the game is still at ``stamp`` afterwards (``current()``, its
        stamp now: a change during the render is not kept under the older stamp)."""
        with self._lock:
            found = self._latest.get(game)
            if found is not None and found[0] == stamp and viewer in found[1]:
                self._latest.move_to_end(game)
                return found[1][viewer]
        made = Area(render())
        if current() != stamp:
            return made
        with self._lock:
            found = self._entry(game, stamp)
            if found[0] == stamp:
                found[1][viewer] = made
        return made
