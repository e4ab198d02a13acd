"""The 20 special actions of ABXY (003 rules, "Special Actions") as data: what each does,
encoded structurally from the rules (in our own words), and the creatures the rules name for
them. The rules do not print a creature's weight, type, passive ability or the button its
special action replaces: the table enters those once from the cards (issue 8).

Each `Special` is a small program of steps read by the resolver:

- ``when``: the foe's buttons (default actions) that trigger the special (``()``: always);
- ``negate``: the foe's action does not resolve ("foe"), or only its damage and defeat
  effects ("damage_and_defeat", Disperse), or only damage ("damage", Tremor; Dense says "to
  this creature": "damage_to_self"), never a defeat;
- ``effects``: what follows, in order, each one of `EFFECTS`; ``then`` marks "and then" (the
  next effect happens only if this one did, 003 "AND THEN").
"""

from __future__ import annotations

from dataclasses import dataclass

# What an effect may do (003 "Glossary"): damage or defeat the foe or the creature that came
# in, lock out the foe's button, heal, switch, bring back a defeated ally, regain buttons.
EFFECTS = ("fight", "damage_foe", "defeat_foe", "defeat_incoming", "lockout_foe_button",
           "heal_self", "heal_ally", "switch", "forced_switch", "switch_or_regain",
           "revive_ally", "regain_buttons", "damage_bench", "defeat_if_type")


@dataclass(frozen=True)
class Special:
    """One special action: its ``name``, the ``creatures`` the rules name for it, the foe's
    buttons that trigger it (``when``), what it ``negate``s, its ``effects`` in order, and
    ``then`` (effect indexes that only happen when the one before succeeded); ``types``: the
    creature types an effect reads (Immolate)."""

    name: str
    creatures: tuple[str, ...]
    when: tuple[str, ...] = ()
    negate: str = ""
    effects: tuple[str, ...] = ()
    then: tuple[int, ...] = ()
    types: tuple[str, ...] = ()


SPECIALS: tuple[Special, ...] = (
    Special("Ambush", ("Thyss",), when=("X",), effects=("defeat_incoming",)),
    Special("Bite", ("Mira",), effects=("fight",)),
    Special("Bless", ("Bosco",), effects=("heal_ally",)),
    Special("Bloodsuck", ("Jesska",), effects=("damage_foe", "heal_self"), then=(1,)),
    Special("Champion", ("Sweep",), when=("X", "B"), negate="foe",
            effects=("lockout_foe_button",)),
    Special("Cheap Shot", ("Citadel",), effects=("damage_bench",)),
    Special("Dense", ("Grumble",), negate="damage_to_self"),
    Special("Devour", ("Eb",), when=("B",), negate="foe", effects=("defeat_foe",)),
    Special("Disperse", ("Whisper",), negate="damage_and_defeat", effects=("switch",)),
    Special("Dream", ("Rockbell",), effects=("lockout_foe_button",)),
    Special("Ferry", ("Ryle",), effects=("revive_ally",)),
    Special("Flash", ("Hex",), effects=("switch_or_regain",)),
    Special("Heart Strike", ("Tzloka",), when=("Y",), negate="foe", effects=("defeat_foe",)),
    Special("Immolate", ("Nixian",), effects=("defeat_if_type",),
            types=("water", "ice", "plant")),
    Special("Latch", ("Dallas", "Alaska"), when=("X",), negate="foe",
            effects=("damage_foe",)),
    Special("Prowl", ("Kremlin",), when=("A",), effects=("lockout_foe_button",)),
    Special("Tempt", ("Liberius",), when=("X",), negate="foe", effects=("forced_switch",)),
    Special("Tremor", ("Brutus",), negate="damage", effects=("lockout_foe_button",)),
    Special("Vanish", ("Fade",), when=("A",), negate="foe"),
    Special("Whomp", ("Wux",), effects=("fight", "regain_buttons")),
)

# Tremor negates damage always, but locks out (and negates) only a Y: its lockout is
# conditional on the foe's Y, which `when` cannot say for one effect alone.
CONDITIONAL_EFFECTS = {("Tremor", "lockout_foe_button"): ("Y",)}

BY_NAME = {s.name: s for s in SPECIALS}
CREATURES = tuple(c for s in SPECIALS for c in s.creatures)


def special_of(creature: str) -> Special | None:
    """The special action the rules give ``creature`` (by name), or None."""
    for special in SPECIALS:
        if creature in special.creatures:
            return special
    return None
