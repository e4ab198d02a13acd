"""What a benchmark phone's screen shows of a game area, kept as the browser keeps it: the
whole area from a tap's answer or a whole live message, then each live message of changes
only (issue 21, item 13) applied to it as htmx 4 applies out-of-band swaps and partials, with
static/live.js's checks (a message older than the screen skipped, one whose base is not the
screen's version or that aims at an element not on the screen answered by loading the whole
area again).

Elements are found by their id and ended by counting the start and end tags of their name
(the areas are well formed: every region's element has its end tag).
"""

from __future__ import annotations

import re

VERSION = re.compile(r'data-version="(\d+)"')
_BASE = re.compile(r'data-base="(\d*)"')
_START = re.compile(r"<([a-zA-Z][\w-]*)")
_OOB = re.compile(r'hx-swap-oob="([^"]*)"')
_TARGET = re.compile(r'hx-target="#([\w-]+)"')
_SWAP = re.compile(r'hx-swap="(\w+)"')
_ID = re.compile(r'\sid="([\w-]+)"')
_FORM_VERSION = re.compile(r'(name="version" value=")\d+"')
_AREA_VERSION = re.compile(r'(<div id="duel" data-version=")\d+"')
LIVE_VERSION = '<span id="live-version"'
#: Elements without an end tag (HTML: "void elements").
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                   "source", "track", "wbr"})


class Stale(Exception):
    """The message cannot be applied to this screen: load the whole area again."""


def element_end(html: str, start: int) -> int:
    """The offset just past the element whose start tag begins at ``start`` (its end tag
    found by counting nested tags of its name). Raises `Stale` when it never ends."""
    name = _START.match(html, start).group(1)
    if name.lower() in _VOID:
        return html.index(">", start) + 1
    pattern = re.compile(rf"<(/?){name}[\s>/]")
    depth, at = 0, start
    for tag in pattern.finditer(html, start):
        depth += -1 if tag.group(1) else 1
        at = tag.end()
        if depth == 0:
            return html.index(">", at - 1) + 1
    raise Stale(f"<{name}> at {start} never ends")


def elements(html: str) -> list[str]:
    """The top-level elements of ``html`` (a message of swaps), in order."""
    found, at = [], 0
    while (tag := _START.search(html, at)) is not None:
        end = element_end(html, tag.start())
        found.append(html[tag.start():end])
        at = end
    return found


def _find(screen: str, name: str) -> tuple[int, int, int]:
    """(start, end of start tag, end) of the element of id ``name``; `Stale` if absent."""
    at = screen.find(f' id="{name}"')
    if at < 0:
        raise Stale(f"#{name} is not on the screen")
    start = screen.rindex("<", 0, at)
    return start, screen.index(">", at) + 1, element_end(screen, start)


def _inside(element: str) -> str:
    """An element's content (between its start and end tags)."""
    return element[element.index(">") + 1:element.rindex("<")]


def _put(screen: str, name: str, how: str, text: str) -> str:
    """``screen`` with ``text`` swapped at element ``name`` (htmx's swap styles)."""
    start, content, end = _find(screen, name)
    close = screen.rindex("<", 0, end)
    if how in ("true", "outerHTML"):
        return screen[:start] + text + screen[end:]
    if how == "delete":
        return screen[:start] + screen[end:]
    if how == "beforeend":
        return screen[:close] + text + screen[close:]
    if how == "afterbegin":
        return screen[:content] + text + screen[content:]
    raise Stale(f"unknown swap {how!r}")


def apply(screen: str, message: str) -> str:
    """The screen after a live message of changes (it starts with ``#live-version``).
    Raises `Stale` when the screen is not at the message's base version or lacks an element
    the message aims at (live.js then loads the whole area)."""
    base = _BASE.search(message)
    shown = VERSION.search(screen)
    if base is None or shown is None or base.group(1) != shown.group(1):
        raise Stale("the changes apply to another version")
    version = VERSION.search(message).group(1)
    for part in elements(message):
        if part.startswith("<hx-partial"):
            screen = _put(screen, _TARGET.search(part).group(1), _SWAP.search(part).group(1),
                          _inside(part))
            continue
        how = _OOB.search(part).group(1)
        if ":" in how:
            style, _, target = how.partition(":#")
            screen = _put(screen, target, style, _inside(part))
        else:
            screen = _put(screen, _ID.search(part).group(1), how,
                          part.replace(' hx-swap-oob="true"', "", 1))
    screen = _AREA_VERSION.sub(rf'\g<1>{version}"', screen, count=1)
    return _FORM_VERSION.sub(rf'\g<1>{version}"', screen)


def receive(screen: str, message: str) -> str | None:
    """What the screen shows after a live ``message`` as static/live.js handles it: the
    screen unchanged (an older message, or changes to the version already shown), the whole
    area of a whole message, the changes applied; None when the whole area must be loaded
    again (`Stale`)."""
    new = VERSION.search(message)
    old = VERSION.search(screen)
    if old is not None and new is not None and int(new.group(1)) < int(old.group(1)):
        return screen
    if not message.startswith(LIVE_VERSION):
        return message
    if old is not None and new.group(1) == old.group(1):
        return screen
    try:
        return apply(screen, message)
    except Stale:
        return None
