"""Live updates that send only what changed (issue 21, item 13).

A game area (the duel's ``#duel``) marks its parts as regions: ``<!--r:ID-->`` before an
element whose ``id`` is ``ID`` and ``<!--/r:ID-->`` after it. Regions nest (a fighter's
panel holds its life and its cards). A phone's live stream keeps a fingerprint of each
region it last sent (`Differ`) and, for the next state, sends only the regions whose content
changed, each an htmx 4 out-of-band swap (``hx-swap-oob``; a table's parts as an htmx 4
partial, ``<hx-partial>``), and regions new at the end or the start of a list (a line of a
Why? box, a beat of "What happened") as an insertion, those gone from a list's ends as a
deletion; or the whole area when what lies between the regions changed otherwise (or the
stream has sent nothing yet).

The game's version is in every form of the area (``name="version"``, the stale-input check)
and on the area itself (``data-version``): it is left out of the fingerprints, so a region
whose only change is the version is not sent again; the partial message starts with a
``#live-version`` element carrying the new version and the version the changes apply to;
static/live.js applies them only to a screen showing that version (else it loads the whole
area again, or keeps the screen when it already shows the new version: the answer to the
phone's own tap came first), and writes the new version into every form and the area.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from functools import cached_property

from markupsafe import escape

_MARK = re.compile(r"<!--(/?)r:([\w-]+)-->")
#: A version in a form (``name="version" value="N"``) or on the area (``data-version="N"``);
#: written so that the search can skip ahead to "version" (an alternation at the start
#: made it scan the whole area character by character: 0.3 ms an area, now 0.04).
_VERSION = re.compile(r'(version(?:" value)?=")\d+"')
#: A version `_VERSION` left empty (`Area.bare`), to be filled in again in a message.
_EMPTY_VERSION = re.compile(r'(version(?:" value)?=")"')
_OPEN_TAG = re.compile(r"\s*<([a-zA-Z][\w-]*)")
_AREA_VERSION = re.compile(r'data-version="(\d+)"')


#: Where a refusal's message goes in an area (before it, if any): `with_error`.
ERROR_SLOT = "<!--error-->"
_MARKS = re.compile(r"<!--(?:/?r:[\w-]+|error)-->")


def unmarked(html: str) -> str:
    """``html`` without its region marks and its `ERROR_SLOT` (what a phone gets: the marks
    serve the server)."""
    return _MARKS.sub("", html)


def with_error(html: str, words: str) -> str:
    """The area ``html`` (with its marks) with a refusal's ``words`` at its `ERROR_SLOT`,
    as the area's template writes them (an alert, the words escaped)."""
    return html.replace(ERROR_SLOT, f'<div class="error" role="alert">{escape(words)}</div>', 1)


class RegionError(ValueError):
    """The area's region marks do not pair up (a template mistake): an end mark without its
    start, marks crossing each other, or a region not starting with an element."""


@dataclass(slots=True)
class Region:
    """One marked region: its ``name`` (the element's id), the offsets of its content in the
    area (``start``, ``end``: between its two marks), the regions inside it and the offsets
    of the region with its marks (``outer``)."""

    name: str
    start: int
    end: int
    children: list[Region] = field(default_factory=list)
    outer: tuple[int, int] = (0, 0)


def parse(html: str) -> Region:
    """The tree of regions of ``html``: a root (name ``""``, the whole text) holding the
    outermost regions. Raises `RegionError` when the marks do not pair up."""
    root = Region("", 0, len(html))
    stack = [root]
    for mark in _MARK.finditer(html):
        closing, name = mark.group(1, 2)
        if not closing:
            region = Region(name, mark.end(), -1, outer=(mark.start(), -1))
            stack[-1].children.append(region)
            stack.append(region)
            continue
        if len(stack) == 1 or stack[-1].name != name:
            raise RegionError(f"region mark <!--/r:{name}--> closes nothing open")
        region = stack.pop()
        region.end, region.outer = mark.start(), (region.outer[0], mark.end())
    if len(stack) != 1:
        raise RegionError(f"region {stack[-1].name!r} is never closed")
    return root


@dataclass(frozen=True)
class Print:
    """A region's fingerprint: hashes of its content (``whole``), of its content with each
    inner region's content replaced by its name (``skeleton``) and of its content with each
    run of inner regions replaced by one placeholder (``frame``, the same when regions are
    only added to a run); the names of its inner regions in order (``names``)."""

    whole: int
    skeleton: int
    frame: int
    names: tuple[str, ...]


def _fingerprints(text: str, region: Region, into: dict[str, Print]) -> int:
    """Fill ``into`` with the `Print` of ``region`` and of each region inside it, from
    ``text``: the area with its versions already left empty (`Area.bare`, once for the whole
    area) and ``region`` parsed from it; return the region's ``whole``. Each character is
    hashed once: a region's ``whole`` is made from its own text between its inner regions
    and their names and ``whole``s (equal contents, equal hashes)."""
    children = region.children
    if not children:
        whole = hash(text[region.start:region.end])
        into[region.name] = Print(whole, whole, whole, ())
        return whole
    parts, framed, at = [], [], region.start
    for child in children:
        gap = text[at:child.outer[0]]
        parts.append(gap)
        parts.append("\x01")
        if not framed or (gap and not gap.isspace()):  # else one run of inner regions
            framed.append(gap)
            framed.append("\x01")
        at = child.outer[1]
    tail = text[at:region.end]
    parts.append(tail)
    framed.append(tail)
    holes = "".join(parts)
    names = tuple(child.name for child in children)
    wholes = tuple(_fingerprints(text, child, into) for child in children)
    whole = hash((holes, names, wholes))
    into[region.name] = Print(whole, hash((holes, names)), hash("".join(framed)), names)
    return whole


@dataclass(frozen=True)
class Added:
    """Regions new at the end (``where`` "beforeend") or the start ("afterbegin") of the
    inner regions of ``parent``: sent as one out-of-band insertion."""

    where: str
    parent: Region
    regions: tuple[Region, ...]


@dataclass(frozen=True)
class Removed:
    """A region no longer in the area (``name``): sent as an out-of-band delete."""

    name: str


def _kept_run(old: tuple[str, ...], new: tuple[str, ...]) -> tuple[int, int, int] | None:
    """Where the inner regions still there sit, when the list only gained regions at its
    ends and lost some at its ends: (start in ``new``, start in ``old``, count); else None
    (none kept, or a change in the middle)."""
    before = set(old)
    kept = [i for i, name in enumerate(new) if name in before]
    if not kept or kept[-1] - kept[0] + 1 != len(kept):
        return None
    first = old.index(new[kept[0]])
    if old[first:first + len(kept)] != new[kept[0]:kept[-1] + 1]:
        return None
    return kept[0], first, len(kept)


def _changed(region: Region, now: dict[str, Print], before: dict[str, Print]):
    """What to send for ``region``: [] when unchanged; its inner regions' changes (regions
    to swap, `Added` insertions, `Removed` deletions) when only they changed or its list of
    inner regions only gained or lost regions at its ends; None when the region must be sent
    whole."""
    old, new = before.get(region.name), now[region.name]
    if old is not None and old.whole == new.whole:
        return []
    if old is None:
        return None
    children = region.children
    found: list = []
    if old.skeleton != new.skeleton:
        run = _kept_run(old.names, new.names) if old.frame == new.frame else None
        if run is None:
            return None
        at, first, count = run
        found.extend(Removed(name) for name in old.names[:first] + old.names[first + count:])
        if at:
            found.append(Added("afterbegin", region, tuple(children[:at])))
        if at + count < len(children):
            found.append(Added("beforeend", region, tuple(children[at + count:])))
        children = children[at:at + count]
    for child in children:
        inner = _changed(child, now, before)
        found.extend([child] if inner is None else inner)
    return found


def _element(html: str, region: Region) -> tuple[str, re.Match]:
    """``region``'s text and the match of its element's start tag; `RegionError` when the
    region does not start with an element."""
    text = html[region.start:region.end]
    tag = _OPEN_TAG.match(text)
    if tag is None:
        raise RegionError(f"region {region.name!r} does not start with an element")
    return text, tag


#: Elements a fragment read on its own would drop outside a table (HTML "in body" mode):
#: their changes go as htmx partials, whose content is read in its own context.
_TABLE_PARTS = frozenset({"caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td",
                          "th"})


def out_of_band(html: str, part) -> str:
    """One change as an htmx 4 out-of-band swap (``hx-swap-oob``): a `Region`'s element
    replacing the page's element of its id, an `Added`'s regions inserted at the end or the
    start of their parent (in an element of the parent's tag, which htmx drops), or a
    `Removed` region deleted. A table's parts go as an htmx 4 partial (``<hx-partial>``)
    instead: after other elements a ``<tr>`` or ``<tbody>`` would be read as text. Raises
    `RegionError` when a region does not start with an element."""
    if isinstance(part, Removed):
        return f'<i id="{part.name}" hx-swap-oob="delete"></i>'
    if isinstance(part, Added):
        _, tag = _element(html, part.parent)
        inside = "".join(html[r.start:r.end] for r in part.regions)
        name = tag.group(1).lower()
        if name in _TABLE_PARTS:
            return (f'<hx-partial hx-target="#{part.parent.name}" hx-swap="{part.where}">'
                    f"{inside}</hx-partial>")
        return f'<{name} hx-swap-oob="{part.where}:#{part.parent.name}">{inside}</{name}>'
    text, tag = _element(html, part)
    if tag.group(1).lower() in _TABLE_PARTS:
        return f'<hx-partial hx-target="#{part.name}" hx-swap="outerHTML">{text}</hx-partial>'
    mark = f'id="{part.name}"'  # the start tag's id (a region is the element of its id)
    return text.replace(mark, f'{mark} hx-swap-oob="true"', 1)


#: Serial numbers of `Area`s: a message from one area to another is kept under the first's.
_SERIALS = itertools.count(1)


class Area(str):
    """A rendered game area with its region marks (the text itself, a ``str``), parsed and
    fingerprinted once however many streams send it (issue 23): ``root`` (`parse`),
    ``prints`` (each region's `Print`), ``version`` (the area's ``data-version``, "" if
    none), ``whole`` (without its marks) and the messages already made from another area to
    this one (`Differ.message`), by that area's ``serial``. Raises `RegionError` (when
    ``root`` or ``prints`` is first read) on marks that do not pair up."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.serial = next(_SERIALS)
        stamp = _AREA_VERSION.search(html)
        self.version = stamp.group(1) if stamp else ""
        self.messages: dict[int, str] = {}

    @property
    def html(self) -> str:
        """The area's text with its marks (the area itself)."""
        return self

    @cached_property
    def bare(self) -> str:
        """The area's text (with its marks) with every version left empty (``version=""``):
        the text its regions are found in, fingerprinted and sent from (the messages get
        the version back, `Differ.message`), so that it is parsed once. An area without a
        ``data-version`` is its own text (nothing to fill in again)."""
        return _VERSION.sub(r'\1"', self) if self.version else str(self)

    @cached_property
    def root(self) -> Region:
        """The area's tree of regions (`parse`), as offsets in `bare`."""
        return parse(self.bare)

    @cached_property
    def prints(self) -> dict[str, Print]:
        """Each region's fingerprint, by its name (the root's: ""), the versions left out
        (a version alone never makes a region change)."""
        found: dict[str, Print] = {}
        _fingerprints(self.bare, self.root, found)
        return found

    @cached_property
    def whole(self) -> str:
        """The whole area without its marks (the first message of a stream)."""
        return unmarked(self.html)


class Differ:
    """What one live stream sends for each new state of its area: `message`. Keeps only the
    fingerprints of what it sent last (two hashes a region) and which `Area` that was."""

    def __init__(self) -> None:
        self.sent: dict[str, Print] | None = None
        self.version: str | None = None
        self.serial: int | None = None

    def message(self, html: str | Area) -> str:
        """The message for the area ``html`` (its text with marks, or an `Area`): the whole
        area the first time or when what lies between its regions changed, else the
        ``#live-version`` element (the new version, and in ``data-base`` the version of the
        area the changes apply to: the one this stream sent last) and the changes
        (`out_of_band`; nothing but the version when only it changed). A message between two
        `Area`s is made once and kept on the new one: every stream that sent the first gets
        the same message. Raises `RegionError` on marks that do not pair up."""
        area = html if isinstance(html, Area) else Area(html)
        before, base, serial = self.sent, self.version, self.serial
        kept = area.messages.get(serial) if serial is not None else None
        self.sent, self.version, self.serial = area.prints, area.version, area.serial
        if kept is not None:
            return kept
        made = self._made(area, before, base)
        if serial is not None:
            area.messages[serial] = made
        return made

    @staticmethod
    def _made(area: Area, before: dict[str, Print] | None, base: str | None) -> str:
        """The message from an area of fingerprints ``before`` at version ``base``."""
        if before is None:
            return area.whole
        found = _changed(area.root, area.prints, before)
        if found is None:
            return area.whole
        bare = area.bare
        head = (f'<span id="live-version" hx-swap-oob="true" data-version="{area.version}" '
                f'data-base="{base}" hidden></span>')
        changes = unmarked("".join(out_of_band(bare, part) for part in found))
        if area.version:
            changes = _EMPTY_VERSION.sub(rf'\g<1>{area.version}"', changes)
        return head + changes
