"""Resolving one pair of revealed buttons with their default actions (003 rules, "The Default
Actions", "Weight", "Dealing With Defeat", "Special Rules: Identical Match-Ups", and the "ABXY
Basic Resolutions Chart").

Reactive effects (Defend's counter, Taunt's lockout and override) answer at once, before the
action that triggers them and whatever the weights. Damage and Switch go by weight, the lighter
creature first; with equal weights both go together when they can, else in button order A, B,
X, Y. A creature defeated before its button resolves does nothing with it; its replacement is
not switching in.

Choices are asked through a ``choose(player, purpose, options)`` function returning one of
``options``, so the app can ask the table and the tests can answer. The purposes: "switch"
(which of the player's creatures switches in), "override" (which of the foe's creatures the
player switches in: Taunt, Tempt), "replace" (which creature replaces the player's defeated
fighter), "heal" and "revive" (which of the player's allies), "damage" (which of the foe's
creatures off the fight, Cheap Shot); options are creature indexes in that team. "flash":
0 = switch, 1 = regain the locked-out buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.notes import note_kind

from .match import DEFAULT_ACTIONS, LOCKOUT_LIMIT, Button, Match
from .specials import BY_NAME, Special

Choose = Callable[[int, str, tuple[int, ...]], int]

_DAMAGE = '003 "Glossary", DAMAGE'
_SPECIALS = '003 "Special Actions"'
_DEFAULTS = '003 "The Default Actions"'
# A player (``player``: 0 or 1) is worded from 1; a shield (``shield``) by what it negates.
_SHIELD_WORDS = {"damage": "damage is negated", "damage_to_self": "damage is negated",
                 "damage_and_defeat": "damage and defeat are negated"}

# The notes a resolution writes (values: ``player`` the side 0 or 1, ``name`` its creature).
_DAMAGED_AGAIN = note_kind("abxy.damaged_again", _DAMAGE, "{name} is damaged again: {why}")
_DAMAGED = note_kind("abxy.damaged", _DAMAGE, "{name} is damaged: {why}")
_DEFEATED = note_kind("abxy.defeated", '003 "Glossary", DEFEAT',
                      "{name} is defeated ({why}); locked-out buttons come back")
_NO_CREATURE_LEFT = note_kind(
    "abxy.no_creature_left", '003 "Victory"',
    lambda v: f"Player {v['player'] + 1} has no creature left: Player {v['winner'] + 1} "
              'wins (003 "Victory")')
_COMES_IN = note_kind("abxy.comes_in", '003 "Dealing With Defeat"',
                      "{name} comes in for {defeated} (not a switch)")
_NO_SWITCH = note_kind("abxy.no_switch", '003 "Glossary", SWITCH',
                       "{name} has no creature to switch with: no switch")
_SWITCHES = note_kind(
    "abxy.switches", '003 "Glossary", SWITCH',
    lambda v: f"{v['name']} switches out for {v['new']}"
              + ("" if v["chooser"] is None else f", chosen by player {v['chooser'] + 1}"))
_LOCKED_OUT = note_kind("abxy.locked_out", '003 "Glossary", LOCKOUT',
                        "{name}'s {button} button is locked out")
_REVEALED = note_kind(
    "abxy.revealed", '003 "RESOLUTION"',
    lambda v: "Revealed: " + " / ".join(f"{n} {b} ({a})" for n, b, a in zip(
        v["names"], v["buttons"], v["actions"], strict=True)))
_NEGATES = note_kind("abxy.negates", '003 "Glossary", NEGATE',
                     "{name}'s {special}: {foe}'s {button} does not resolve")
_TREMOR = note_kind("abxy.tremor_negates_y", _SPECIALS,
                    "{name}'s Tremor: the Y does not resolve")
_NOTHING_TO_ANSWER = note_kind("abxy.nothing_to_answer", _SPECIALS,
                               "{name}'s {special} finds nothing to answer")
_TAUNT_LOCKS_B = note_kind("abxy.taunt_locks_b", _DEFAULTS,
                           "{name}'s B resolves, but is locked out (Taunt)")
_DEFEND = note_kind("abxy.defend_prevents", _DEFAULTS,
                    "Damage to {name} is prevented by Defend")
_TAUNT_OVERRIDES = note_kind(
    "abxy.taunt_overrides", '003 "Glossary", OVERRIDE',
    lambda v: f"{v['name']} switches, but player {v['chooser'] + 1} chooses who comes in "
              "(Taunt overrides)")
_NO_EFFECT = note_kind("abxy.no_effect", _DEFAULTS, "{name}'s {action} has no effect")
_TOGETHER = note_kind("abxy.together", '003 "Special Rules: Identical Match-Ups"',
                      "Equal weight: both {action} actions resolve together")
_TOO_LATE = note_kind("abxy.defeated_before_acting", '003 "Dealing With Defeat"',
                      "{name} was defeated before acting: its {button} button does nothing")
_SPECIAL_PREVENTED = note_kind(
    "abxy.special_prevented", _SPECIALS,
    lambda v: f"{v['special']} on {v['name']} is prevented ({_SHIELD_WORDS[v['shield']]})")
_ATTACK_PREVENTED = note_kind(
    "abxy.attack_prevented", _SPECIALS,
    lambda v: f"{'Defeat' if v['defeat'] else 'Damage'} of {v['name']} is prevented "
              f"({_SHIELD_WORDS[v['shield']]})")
_REGAINS = note_kind("abxy.regains_buttons", _SPECIALS,
                     "{name} regains its locked-out buttons ({special})")
_BLOODSUCK = note_kind("abxy.bloodsuck_heals", _SPECIALS, "{name} heals (Bloodsuck)")
_NO_BLESS = note_kind("abxy.bless_no_ally", _SPECIALS,
                      "{name}'s Bless: no damaged ally to heal")
_BLESS = note_kind("abxy.bless_heals", _SPECIALS, "{healed} is healed (Bless)")
_NO_FERRY = note_kind("abxy.ferry_no_ally", _SPECIALS,
                      "{name}'s Ferry: no defeated ally to bring back")
_FERRY = note_kind("abxy.ferry_revives", _SPECIALS, "{revived} is back, damaged (Ferry)")
_NO_CHEAP_SHOT = note_kind("abxy.cheap_shot_no_target", _SPECIALS,
                           "{name}'s Cheap Shot: no creature off the fight to hit")
_CHEAP_SHOT = note_kind(
    "abxy.cheap_shot_hits", _SPECIALS,
    lambda v: f"{v['target']} is {'defeated' if v['defeated'] else 'damaged'} (Cheap Shot)")


def first_option(player: int, purpose: str, options: tuple[int, ...]) -> int:
    """A `Choose` that takes the first creature offered (quick play and tests)."""
    return options[0]


def damage(match: Match, player: int, choose: Choose, why: str) -> Match:
    """Damage ``player``'s fighter: healthy becomes damaged, damaged is defeated (003
    "DAMAGE")."""
    fighter = match.side(player).fighter
    if fighter.damaged:
        return defeat(match.note(_DAMAGED_AGAIN, player=player, name=fighter.name, why=why),
                      player, choose, "a second damage")
    match = match.with_creature(player, match.side(player).active, damaged=True)
    return match.note(_DAMAGED, player=player, name=fighter.name, why=why)


def defeat(match: Match, player: int, choose: Choose, why: str) -> Match:
    """Defeat ``player``'s fighter: it leaves the match, locked-out buttons come back, and the
    player puts another creature in (not a switch); with none left the other player wins
    (003 "DEFEAT", "Dealing With Defeat", "Victory")."""
    side = match.side(player)
    name = side.fighter.name
    match = match.with_creature(player, side.active, defeated=True)
    match = match.with_side(player, locked=frozenset())
    match = match.note(_DEFEATED, player=player, name=name, why=why)
    bench = match.side(player).bench()
    if not bench:
        match = match.note(_NO_CREATURE_LEFT, player=player, winner=1 - player)
        return replace(match, winner=1 - player)
    chosen = choose(player, "replace", bench)
    match = match.with_side(player, active=chosen)
    return match.note(_COMES_IN, player=player, name=match.name(player), defeated=name)


def switch(match: Match, player: int, choose: Choose, controller: int | None = None) -> Match:
    """``player`` switches its fighter for another of its team, chosen by ``controller``
    (the player, or the taunting foe who overrides, 003 "Taunt"); locked-out buttons come
    back (003 "SWITCH"). With no creature to switch in, nothing happens."""
    side = match.side(player)
    bench = side.bench()
    if not bench:
        return match.note(_NO_SWITCH, player=player, name=side.fighter.name)
    if controller is None:
        chosen = choose(player, "switch", bench)
    else:  # the foe's creatures, chosen by the overriding player
        chosen = choose(controller, "override", bench)
    old = side.fighter.name
    match = match.with_side(player, active=chosen, locked=frozenset())
    return match.note(_SWITCHES, player=player, name=old, new=match.name(player),
                      chooser=controller)


def lockout(match: Match, player: int, button: Button, choose: Choose) -> Match:
    """Lock out ``player``'s ``button`` until its fighter changes; a third lockout defeats the
    fighter (003 "LOCKOUT")."""
    locked = match.side(player).locked | {button}
    match = match.with_side(player, locked=locked)
    match = match.note(_LOCKED_OUT, player=player, name=match.name(player),
                       button=button.value)
    if len(locked) >= LOCKOUT_LIMIT:
        return defeat(match, player, choose, "a third locked-out button")
    return match


def resolve(match: Match, buttons: tuple[Button, Button], choose: Choose = first_option
            ) -> Match:
    """Resolve one revealed pair of buttons, player 0's button first in ``buttons``: the
    default actions (003 "The Default Actions", "Weight", the Basic Resolutions Chart), or a
    fighter's special action when the button played is the one it replaces (003 "Special
    Actions": never optional; `specials`).

    Raises:
        ValueError: the match is already won.
    """
    if match.winner is not None:
        raise ValueError("the match is over")
    fighters = (match.side(0).fighter, match.side(1).fighter)
    chosen = tuple(_special(f, b) for f, b in zip(fighters, buttons, strict=True))
    kinds = {p: chosen[p].name if chosen[p] else DEFAULT_ACTIONS[b]
             for p, b in enumerate(buttons)}
    match = match.note(_REVEALED, names=tuple(f.name for f in fighters),
                       buttons=tuple(b.value for b in buttons),
                       actions=(kinds[0], kinds[1]))
    # Shields, before anything resolves (not by weight): fighter -> what is prevented,
    # "damage" (Dense, Tremor) or "damage_and_defeat" (Disperse).
    shields = {p: chosen[p].negate for p in (0, 1) if chosen[p] is not None
               and chosen[p].negate in ("damage", "damage_to_self", "damage_and_defeat")}
    after: list[tuple[int, Button]] = []  # lockouts that follow the foe's action
    match = _reactive_specials(match, fighters, chosen, buttons, kinds, shields, after, choose)
    if match.winner is not None:
        return match
    match = _default_reactions(match, fighters, buttons, kinds, choose)
    actives = (match.side(0).active, match.side(1).active)
    match = _by_weight_actions(match, fighters, buttons, kinds, shields, choose)
    for q, button in after:  # Prowl, Dream: the foe's action resolved, then its lockout
        if match.winner is None and not match.side(q).team[actives[q]].defeated:
            match = lockout(match, q, button, choose)
    for p in (0, 1):  # Ambush: the creature that switched in this action is defeated
        q = 1 - p
        if chosen[p] is not None and chosen[p].name == "Ambush" and match.winner is None \
                and buttons[q] == Button.X and match.side(q).active != actives[q]:
            match = defeat(match, q, choose, f"{fighters[p].name}'s Ambush")
    return match


def _reactive_specials(match: Match, fighters, chosen, buttons, kinds: dict, shields: dict,
                       after: list, choose: Choose) -> Match:
    """Reactive special actions first, whatever the weights (003 "Weight"): a foe's button
    negated, Tremor's answer to a Y, Prowl and Dream's lockouts kept for ``after``; a
    special action that is not an action of its own leaves its player nothing to resolve
    (``kinds`` updated in place)."""
    for p in (0, 1):
        special, q = chosen[p], 1 - p
        if special is None:
            continue
        foe_button = buttons[q].value
        triggered = not special.when or foe_button in special.when
        if special.name in ("Prowl", "Dream") and triggered:
            after.append((q, buttons[q]))
            continue
        if special.negate == "foe" and triggered:
            match = match.note(_NEGATES, player=p, name=fighters[p].name,
                               special=special.name, foe=fighters[q].name,
                               button=buttons[q].value)
            kinds[q] = "none"
            match = _reactive(match, p, q, special, buttons[q], shields, choose)
        elif special.name == "Tremor" and foe_button == "Y":
            match = match.note(_TREMOR, player=p, name=fighters[p].name)
            kinds[q] = "none"
            match = lockout(match, q, Button.Y, choose)
        elif special.when and not triggered:
            match = match.note(_NOTHING_TO_ANSWER, player=p, name=fighters[p].name,
                               special=special.name)
        if special.name not in _ACTIVE:
            kinds[p] = "none"
    return match


def _default_reactions(match: Match, fighters, buttons, kinds: dict, choose: Choose) -> Match:
    """The default reactive actions (003 "The Default Actions"): Taunt locks out a B and
    picks who comes in on a Switch, Defend counters an attack; a Defend or Taunt with
    nothing to answer has no effect (``kinds`` updated in place)."""
    attacking = {p: kinds[p] in ("Fight", *_ATTACKS) for p in (0, 1)}
    for p in (0, 1):
        q = 1 - p
        if kinds[p] == "Taunt" and buttons[q] == Button.B and kinds[q] != "none":
            match = match.note(_TAUNT_LOCKS_B, player=q, name=fighters[q].name)
            match = lockout(match, q, Button.B, choose)
            kinds[p] = "none"
        if kinds[p] == "Defend" and attacking[q]:
            match = match.note(_DEFEND, player=p, name=fighters[p].name)
            match = damage(match, q, choose, f"{fighters[p].name}'s Defend counters")
            kinds[p], kinds[q] = "none", "none"
        if kinds[p] == "Taunt" and kinds[q] == "Switch":
            match = match.note(_TAUNT_OVERRIDES, player=q, name=fighters[q].name, chooser=p)
            match = switch(match, q, choose, controller=p)
            kinds[p], kinds[q] = "none", "none"
    for p in (0, 1):
        if kinds[p] in ("Defend", "Taunt"):
            match = match.note(_NO_EFFECT, player=p, name=fighters[p].name, action=kinds[p])
            kinds[p] = "none"
    return match


def _by_weight_actions(match: Match, fighters, buttons, kinds: dict, shields: dict,
                       choose: Choose) -> Match:
    """The actions left, lighter first (003 "Weight"); equal weights and the same action
    resolve together (003 "Special Rules"); a fighter defeated before acting does nothing."""
    actives = (match.side(0).active, match.side(1).active)
    together = fighters[0].weight == fighters[1].weight and kinds[0] == kinds[1] != "none"
    if together:  # identical match-up: both at once when they can be (003 "Special Rules")
        match = match.note(_TOGETHER, action=kinds[0])
    for p in _by_weight(match, buttons):
        if match.winner is not None:
            break
        if kinds[p] == "none":
            continue
        if match.side(p).team[actives[p]].defeated and not together:
            match = match.note(_TOO_LATE, player=p, name=fighters[p].name,
                               button=buttons[p].value)
            continue
        match = _act(match, p, kinds[p], shields, choose)
    return match


# The special actions that act in the weight order (the others only answer the foe's button).
_ATTACKS = ("Bite", "Whomp", "Bloodsuck", "Immolate")
_ACTIVE = (*_ATTACKS, "Bless", "Cheap Shot", "Disperse", "Ferry", "Flash")


def _special(fighter, button: Button) -> Special | None:
    """The special action ``fighter`` must use for ``button`` (its card's), or None."""
    if fighter.special and fighter.special_button == button:
        return BY_NAME.get(fighter.special)
    return None


def _reactive(match: Match, p: int, q: int, special: Special, button: Button,
              shields: dict[int, str], choose: Choose) -> Match:
    """The effects of a special action that answers the foe's ``button`` at once; the foe's
    shield (Dense, Tremor, Disperse) prevents damage, Disperse's a defeat too."""
    name = match.name(p)
    for effect in special.effects:
        if effect in ("damage_foe", "defeat_foe") and _prevented(shields, q, effect):
            match = match.note(_SPECIAL_PREVENTED, special=special.name, player=q,
                               name=match.name(q), shield=shields[q])
        elif effect == "defeat_foe":
            match = defeat(match, q, choose, f"{name}'s {special.name}")
        elif effect == "damage_foe":
            match = damage(match, q, choose, f"{name}'s {special.name}")
        elif effect == "lockout_foe_button":
            match = lockout(match, q, button, choose)
        elif effect == "forced_switch":
            match = switch(match, q, choose, controller=p)
    return match



def _prevented(shields: dict[int, str], q: int, effect: str) -> bool:
    """Whether fighter ``q``'s shield stops ``effect`` ("damage_foe" or "defeat_foe")."""
    shield = shields.get(q)
    return shield is not None and (effect == "damage_foe" or shield == "damage_and_defeat")


def _attack(match: Match, p: int, kind: str, shields: dict[int, str], choose: Choose) -> Match:
    """Player ``p``'s attack (Fight, or a special that attacks): damage to the foe unless a
    shield prevents it, Immolate defeating a foe of its types; Whomp then regains the locked
    buttons, Bloodsuck heals once the damage landed."""
    q = 1 - p
    name = match.name(p)
    foe = match.side(q).fighter
    burns = kind == "Immolate" and set(foe.types) & set(BY_NAME["Immolate"].types)
    if _prevented(shields, q, "defeat_foe" if burns else "damage_foe"):
        return match.note(_ATTACK_PREVENTED, player=q, name=match.name(q),
                          defeat=bool(burns), shield=shields[q])
    if burns:
        return defeat(match, q, choose, f"{name}'s Immolate burns a {foe.types[0]} type")
    match = damage(match, q, choose, f"{name}'s {kind}")
    if kind == "Whomp":
        match = match.with_side(p, locked=frozenset()).note(
            _REGAINS, player=p, name=name, special="Whomp")
    me = match.side(p)
    if kind == "Bloodsuck" and me.fighter.damaged:  # and then: the damage landed
        match = match.with_creature(p, me.active, damaged=False)
        match = match.note(_BLOODSUCK, player=p, name=name)
    return match


def _act(match: Match, p: int, kind: str, shields: dict[int, str], choose: Choose) -> Match:
    """Player ``p``'s action in the weight order: Fight, Switch, or an acting special."""
    q = 1 - p
    name = match.name(p)
    if kind in ("Fight", "Bite", "Whomp", "Bloodsuck", "Immolate"):
        return _attack(match, p, kind, shields, choose)
    if kind in ("Switch", "Disperse"):
        return switch(match, p, choose)
    if kind == "Flash":
        regain = bool(match.side(p).locked) and choose(p, "flash", (0, 1)) == 1
        if regain:
            return match.with_side(p, locked=frozenset()).note(
                _REGAINS, player=p, name=name, special="Flash")
        return switch(match, p, choose)
    side = match.side(p)
    if kind == "Bless":
        hurt = tuple(i for i in side.bench() if side.team[i].damaged)
        if not hurt:
            return match.note(_NO_BLESS, player=p, name=name)
        i = choose(p, "heal", hurt)
        return match.with_creature(p, i, damaged=False).note(
            _BLESS, player=p, name=name, creature=i, healed=side.team[i].name)
    if kind == "Ferry":
        gone = tuple(i for i, c in enumerate(side.team) if c.defeated)
        if not gone:
            return match.note(_NO_FERRY, player=p, name=name)
        i = choose(p, "revive", gone)
        return match.with_creature(p, i, defeated=False, damaged=True).note(
            _FERRY, player=p, name=name, creature=i, revived=side.team[i].name)
    if kind == "Cheap Shot":
        foes = match.side(q)
        bench = foes.bench()
        if not bench:
            return match.note(_NO_CHEAP_SHOT, player=p, name=name)
        i = choose(p, "damage", bench)
        target = foes.team[i]
        hit = dict(player=p, name=name, creature=i, target=target.name)
        if target.damaged:
            return match.with_creature(q, i, defeated=True).note(_CHEAP_SHOT, **hit,
                                                                 defeated=True)
        return match.with_creature(q, i, damaged=True).note(_CHEAP_SHOT, **hit, defeated=False)
    return match


def _by_weight(match: Match, buttons: tuple[Button, Button]) -> tuple[int, ...]:
    """Who acts first: the lighter fighter; with equal weights (identical match-ups, 003
    "Special Rules") the button order A, B, X, Y, seat order on the same button."""
    w0, w1 = match.side(0).fighter.weight, match.side(1).fighter.weight
    if w0 != w1:
        return (0, 1) if w0 < w1 else (1, 0)
    order = list(Button)
    return (0, 1) if order.index(buttons[0]) <= order.index(buttons[1]) else (1, 0)
