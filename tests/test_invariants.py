"""Invariants over random legal duels between the shipped fighters (Hypothesis picks every
decision among the legal options):

- standups never share a space and stay on spaces 1..7 (000 "Standups", "Movement");
- life never rises above starting life (000 "Regain Life");
- Force is conserved: pool + Force held + trashed = 45 + counters taken from the box
  (000 "Force", "Overloads", "Time Over");
- no fighter holds more than 10 Force after Recycle (000 "Recycle Phase");
- replaying the decisions from the setup gives a state equal to the live one.
"""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.battlecon.beat import apply, pending
from engine.battlecon.cards import default_catalog
from engine.battlecon.replay import replay
from engine.battlecon.setup import DuelSetup, new_duel, suggested_seat
from engine.battlecon.state import FORCE_CAP, FORCE_POOL

FIGHTERS = sorted(default_catalog().fighters)


def check(state):
    p0, p1 = state.positions
    assert p0 != p1
    assert 1 <= p0 <= 7 and 1 <= p1 <= 7
    for seat, fighter in enumerate(state.fighters):
        assert fighter.life <= state.kits[seat].fighter.starting_life
        assert 0 <= fighter.force
    held = sum(f.force for f in state.fighters)
    assert state.pool + held + state.trashed == FORCE_POOL + state.box
    assert state.pool >= 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTERS), st.sampled_from(FIGHTERS), st.integers(0, 1), st.data())
def test_random_duels_keep_every_invariant_and_replay_to_the_live_state(a, b, first, data):
    setup = DuelSetup((suggested_seat(a), suggested_seat(b)), first_active=first)
    state = new_duel(setup)
    log = []
    for _ in range(400):
        now = pending(state)
        if now is None:
            break
        decision = data.draw(st.sampled_from(now.options))
        beat_before = state.beat
        state = apply(state, decision)
        log.append(decision)
        check(state)
        if state.beat != beat_before and state.outcome is None:
            assert all(f.force <= FORCE_CAP for f in state.fighters)
    assert replay(setup, log) == state


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(FIGHTERS), st.sampled_from(FIGHTERS), st.randoms(use_true_random=False))
def test_every_random_duel_ends_with_a_winner(a, b, rng):
    state = new_duel(DuelSetup((suggested_seat(a), suggested_seat(b))))
    for _ in range(3000):
        now = pending(state)
        if now is None:
            break
        state = apply(state, rng.choice(now.options))
    assert state.outcome is not None
    assert state.outcome.winner in (0, 1)
    assert state.outcome.reason in ("knockout", "time_over", "time_over_tie", "eliminated")
