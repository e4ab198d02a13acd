"""Cadenza's unique ability (Iron Body Clockwork Knight: Iron Body tokens anted for Stun
Immunity) (fighters/cadenza.yaml; 000 "Ante Phase", "Tokens & Counters", "Other Effects":
Stun Immunity, "Guard & Stun").

Standard bases: Drive 1/3/4 guard 0 (Before: advance 1 or 2), Grasp 1/2/5 guard 0 (Hit: push
or pull 1). Cadenza's Mechanical is +0/+2/-2; Eligor's Martial +0~1/+1/-1.
"""

import pytest

from engine.battlecon.decisions import Decision
from engine.battlecon.errors import RuleViolation
from tests.fighter_helpers import finish, set_and_ante, start, take, tokens
from tests.note_helpers import noted, stunned

# Cadenza (seat 0) declines to spend an Iron Body token when he takes damage.
KEEP_IRON_BODY = Decision(0, "decline", "ua:Iron Body Clockwork Knight#0")


def test_an_anted_iron_body_token_makes_cadenza_stun_immune():
    # Martial Grasp: priority 5 - 1 = 4 beats Mechanical Drive 4 - 2 = 2. Eligor hits Cadenza
    # at distance 1 for 2 + 1 = 3 damage, more than guard 0 (Drive): he is stunned (when he
    # keeps his tokens)...
    plain = set_and_ante(start("cadenza", "eligor", positions=(3, 4)), ("Mechanical", "Drive"),
                         ("Martial", "Grasp"))
    plain = finish(take(plain, KEEP_IRON_BODY), beat=1)
    assert "Cadenza" in stunned(plain)
    assert tokens(plain, 0, "Iron Body") == 3
    # ...unless he anted an Iron Body token (3 - 1 = 2 left): stun immune this beat.
    anted = set_and_ante(start("cadenza", "eligor", positions=(3, 4)), ("Mechanical", "Drive"),
                         ("Martial", "Grasp"), antes=((0, "Iron Body"),))
    anted = finish(take(anted, KEEP_IRON_BODY), beat=1)
    assert "Cadenza" not in stunned(anted)
    assert noted(anted, "stun_immune", name="Cadenza")
    assert tokens(anted, 0, "Iron Body") == 2


def test_iron_body_can_be_anted_only_once_per_beat():
    # Judgment of the encoding: one token is enough for the beat, so the ante is Limited.
    with pytest.raises(RuleViolation):
        set_and_ante(start("cadenza", "eligor"), ("Mechanical", "Drive"), ("Martial", "Grasp"),
                     antes=((0, "Iron Body"), (0, "Iron Body")))
