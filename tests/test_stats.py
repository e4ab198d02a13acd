"""Printed stats (`engine.battlecon.stats.StatValue`), named as rule sentences.

Sources: 000 rulebook, "Styles and Bases" (a single number is both minimum and maximum; ranges
add minimum and maximum separately) and "Other Effects" (N/A Range or Power, Fixed Stat (*),
Tiebreaker (▲)).
"""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.battlecon.errors import InvalidInput
from engine.battlecon.stats import TIEBREAKER, ZERO, StatValue


def parse_range(text: str | int) -> StatValue:
    return StatValue.parse(text, allow_range=True)


# --- Numbers and ranges (000 "Styles and Bases") ---------------------------------------------


def test_a_single_number_is_both_the_minimum_and_the_maximum():
    value = parse_range("3")
    assert (value.kind, value.lo, value.hi) == ("number", 3, 3)
    assert not value.is_range
    assert not value.modifier


def test_a_plain_int_from_yaml_reads_as_that_number():
    value = StatValue.parse(4)
    assert (value.kind, value.lo, value.hi) == ("number", 4, 4)


def test_a_range_gives_its_minimum_and_maximum():
    value = parse_range("1~4")
    assert (value.lo, value.hi) == (1, 4)
    assert value.is_range
    assert not value.modifier


def test_a_signed_number_is_a_style_modifier():
    assert parse_range("+1") == StatValue("number", 1, 1, modifier=True)
    assert parse_range("-2") == StatValue("number", -2, -2, modifier=True)
    assert parse_range("+0") == ZERO


def test_a_signed_range_is_a_range_modifier_whose_sign_covers_both_ends():
    value = parse_range("+0~1")
    assert (value.lo, value.hi) == (0, 1)
    assert value.modifier
    assert value.is_range


def test_a_negative_range_modifier_reads_its_maximum_as_negative_too():
    # "-2~1" is "-2 to -1": the leading sign covers the whole modifier, as in "+0~1".
    assert (parse_range("-2~1").lo, parse_range("-2~1").hi) == (-2, -1)
    assert (parse_range("-1~+1").lo, parse_range("-1~+1").hi) == (-1, 1)


def test_surrounding_spaces_are_ignored():
    assert parse_range("  1~2 ") == parse_range("1~2")


# --- N/A and X (000 "Other Effects", N/A Range or Power; index "X (Range)") ------------------


@pytest.mark.parametrize("text", ["N/A", "n/a", "NA"])
def test_na_is_its_own_kind_and_reads_as_zero(text):
    value = parse_range(text)
    assert value.kind == "na"
    assert (value.lo, value.hi) == (0, 0)
    assert str(value) == "N/A"


@pytest.mark.parametrize("text", ["X", "x"])
def test_x_is_defined_by_the_card_and_reads_as_zero_until_then(text):
    value = parse_range(text)
    assert value.kind == "x"
    assert (value.lo, value.hi) == (0, 0)
    assert str(value) == "X"


# --- Fixed stats and tiebreakers (000 "Other Effects") ---------------------------------------


def test_a_star_marks_a_fixed_stat():
    value = StatValue.parse("4*")
    assert value.fixed
    assert (value.lo, value.hi) == (4, 4)
    assert not value.tiebreaker


def test_a_fixed_stat_may_be_a_range_or_na():
    assert parse_range("2~3*") == StatValue("number", 2, 3, fixed=True)
    assert parse_range("N/A*") == StatValue("na", fixed=True)


def test_a_triangle_marks_a_priority_tiebreaker():
    value = StatValue.parse(f"5{TIEBREAKER}")
    assert value.tiebreaker
    assert (value.lo, value.hi) == (5, 5)
    assert not value.fixed


def test_a_stat_may_be_both_fixed_and_a_tiebreaker():
    value = StatValue.parse("4*▲")
    assert value.fixed and value.tiebreaker
    assert str(value) == "4*▲"


# --- str() round-trips -------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "0", "3", "+0", "+1", "-2", "1~4", "2~3", "+0~1", "+1~2", "-1~0", "-2~-1", "N/A", "X",
    "4*", "N/A*", "X*", "2~3*", "5▲", "+1▲", "4*▲",
])
def test_every_printed_form_prints_back_as_written(text):
    assert str(parse_range(text)) == text


_FLAGS = {"fixed": st.booleans(), "tiebreaker": st.booleans()}


@st.composite
def printed_numbers(draw) -> StatValue:
    """Numbers as a card prints them: plain (0 or more) or signed, single or a range."""
    modifier = draw(st.booleans())
    lo = draw(st.integers(-9, 9) if modifier else st.integers(0, 12))
    hi = lo + draw(st.integers(0, 6))
    return StatValue("number", lo, hi, modifier=modifier,
                     fixed=draw(_FLAGS["fixed"]), tiebreaker=draw(_FLAGS["tiebreaker"]))


printed_values = st.one_of(
    printed_numbers(),
    st.builds(StatValue, st.sampled_from(["na", "x"]), **_FLAGS),
)


@given(printed_values)
@example(StatValue("number", -1, 1, modifier=True))  # "-1~+1": see the next test
def test_str_round_trips_every_printed_value(value):
    assert parse_range(str(value)) == value


def test_a_range_modifier_from_a_penalty_to_a_bonus_prints_both_signs():
    # Engine bug: str() prints -1..+1 as "-1~1", which parse() reads as -1..-1 (the leading
    # sign covers the maximum), so the value silently changes on a round trip.
    value = StatValue("number", -1, 1, modifier=True)
    assert parse_range(str(value)) == value
    assert str(value) == "-1~+1"


# --- Malformed text ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["1~", "abc", "", "+", "~2", "1~2~3", "1.5", "▲", "4**"])
def test_text_that_is_not_a_stat_is_refused_with_the_forms_a_card_uses(text):
    with pytest.raises(InvalidInput) as caught:
        parse_range(text)
    message = caught.value.message
    assert repr(text.strip()) in message
    assert "1~4" in message and "N/A" in message


def test_a_range_whose_minimum_is_above_its_maximum_is_refused():
    with pytest.raises(InvalidInput, match="minimum is above the maximum") as caught:
        parse_range("4~1")
    assert "'4~1'" in caught.value.message


def test_only_range_may_be_written_as_a_range():
    with pytest.raises(InvalidInput, match="only Range") as caught:
        StatValue.parse("1~2")
    assert "'1~2'" in caught.value.message
    with pytest.raises(InvalidInput, match="only Range"):
        StatValue.parse("+0~1")


@pytest.mark.parametrize("flag", [True, False])
def test_a_yaml_boolean_is_not_a_stat(flag):
    with pytest.raises(InvalidInput, match="not a stat") as caught:
        StatValue.parse(flag)
    assert "write a number" in caught.value.message


def test_invalid_input_is_a_value_error_so_pydantic_reports_it_per_field():
    with pytest.raises(ValueError):
        StatValue.parse("abc")
