"""The parts of a game area that viewers of one state see alike, rendered once per change
(issue 23, "The live server").

After a change, each kind of viewer (each seat's phone, the spectators) gets its own area
(`assistant.area_cache`), but most of it is the same for all of them: what happened, the
history, the chart, and after Reveal the fighters' panels. A template marks such a part as a
Jinja block (``{% block NAME %}``); a render given a `SharedParts` (as the context variable
`PARTS`) takes each of the blocks it names from the parts kept for the game's state, under a
key that holds everything the block reads that may differ between viewers (for a duel's
fighter panel: that fighter's view as this viewer may see it), and renders only the blocks not
kept yet, keeping them. A block inside a loop is a scoped block, rendered once per turn: its
key is made from the turn's variables. Hidden information follows from the keys: a block
whose text depends on what a viewer may see is kept under that viewer's view (`web.duel`).

The blocks are swapped in by the template context (`PartsContext`, the app's Jinja
``context_class``): the render itself stays Flask's ``render_template``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from typing import Any

from jinja2.runtime import Context

#: The context variable holding a render's `SharedParts`.
PARTS = "shared_parts"


class SharedParts:
    """For one render of template ``template``: the blocks to take from ``kept`` (the parts
    of the game's state at hand, one dict for every viewer of it), each with its key
    (``keys``: block name -> a function of the block's Jinja context giving what else decides
    its text, e.g. the fighter's view for a fighter's panel; hashable), and
    ``current()``: whether the state is still the one ``kept`` belongs to (a part rendered
    from a newer state is not kept under the older one). The blocks of ``lasting_keys``
    (block name -> (key function, at most how many of its parts to keep)) are kept in
    ``lasting`` instead, across the game's changes: their keys hold everything their text
    is made from (a fighter's panel: that fighter's view, the table's figures it shows and
    the version when it holds forms), so a panel that did not change is not rendered
    again; past its count the block's oldest part is let go."""

    def __init__(self, template: str, kept: dict[Hashable, Any],
                 keys: dict[str, Callable[[Context], Hashable]],
                 current: Callable[[], bool], lasting: dict[Hashable, Any] | None = None,
                 lasting_keys: dict[str, tuple[Callable[[Context], Hashable], int]] | None = None
                 ) -> None:
        self.template = template
        self.kept = kept
        self.keys = keys
        self.current = current
        self.lasting = lasting if lasting is not None else {}
        self.lasting_keys = lasting_keys or {}

    def names(self) -> list[str]:
        """The blocks taken from the kept parts."""
        return [*self.keys, *self.lasting_keys]

    def block(self, name: str, render: Callable[[Context], Iterator[str]]):
        """Block ``name`` of the template (``render``: Jinja's function of the block) taken
        from the kept parts, or rendered and kept."""
        lasting = name in self.lasting_keys
        keyed, most = self.lasting_keys[name] if lasting else (self.keys[name], 0)
        kept = self.lasting if lasting else self.kept

        def shared(context: Context) -> Iterator[str]:
            key = (name, keyed(context))
            text = kept.get(key)
            if text is None:
                text = "".join(render(context))
                if lasting:
                    same = [k for k in kept if k[0] == name]
                    if len(same) >= most:
                        del kept[same[0]]  # the oldest (a dict keeps the order of insertion)
                    kept[key] = text
                elif self.current():
                    kept[key] = text
            yield text
        return shared


class PartsContext(Context):
    """A Jinja context that, when its variables hold a `SharedParts` (`PARTS`) for its
    template, takes that template's shared blocks from it (see the module)."""

    def __init__(self, environment, parent, name, blocks, globals=None) -> None:
        super().__init__(environment, parent, name, blocks, globals=globals)
        parts = parent.get(PARTS)
        if parts is not None and name == parts.template:
            for block in parts.names():
                if block in self.blocks:  # a derived context (a scoped block) copies them
                    self.blocks[block] = [parts.block(block, self.blocks[block][0])]
