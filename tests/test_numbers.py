"""The one reader of posted whole numbers (engine/numbers.py, issue 18)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.battlecon.errors import InvalidInput
from engine.numbers import whole_number


@pytest.mark.parametrize(("text", "expected"), [("0", 0), ("3", 3), (" 2\t", 2), ("007", 7)])
def test_ascii_digits_within_the_range_are_read(text, expected):
    assert whole_number(text, "the seat", 0, 9) == expected


@pytest.mark.parametrize("text", ["²", "٣", "١٢", "१२", "𝟗", "３"])
def test_digits_other_than_ascii_are_refused(text):
    with pytest.raises(InvalidInput):
        whole_number(text, "the seat", 0, 99)


@pytest.mark.parametrize("text", ["9" * 5000, str(2**63), str(2**70), "1" * 1_000_000])
def test_a_number_longer_than_the_range_allows_is_refused(text):
    with pytest.raises(InvalidInput):
        whole_number(text, "the entry", 0, 10**9)


@pytest.mark.parametrize("text", ["", " ", None, "1.5", "1e9", "nan", "inf", "0x10", "1_0",
                                  "\x00", "1\x00", "\u202e1", "<script>", "1 2", "--1", "+"])
def test_text_that_is_not_a_whole_number_is_refused(text):
    with pytest.raises(InvalidInput):
        whole_number(text, "the amount", -99, 99)


def test_a_sign_is_read_only_where_the_range_has_negative_numbers():
    assert whole_number("-2", "the amount", -99, 99) == -2
    assert whole_number("+2", "the amount", -99, 99) == 2
    for text in ("-1", "+1", "-0"):
        with pytest.raises(InvalidInput):
            whole_number(text, "the seat", 0, 3)


@pytest.mark.parametrize("text", ["2", "4", "-1"])
def test_a_number_outside_the_range_is_refused(text):
    with pytest.raises(InvalidInput):
        whole_number(text, "the seat", 0, 1)


def test_the_refusal_names_the_field_and_the_range_and_quotes_little_of_the_text():
    with pytest.raises(InvalidInput) as refused:
        whole_number("x" * 10_000, "the Super bonus", -9, 9)
    message = str(refused.value)
    assert "the Super bonus" in message and "-9 to 9" in message and len(message) < 120


@given(st.integers(-(10**6), 10**6))
def test_every_number_in_the_range_reads_back_as_written(n):
    assert whole_number(str(n), "the amount", -(10**6), 10**6) == n


@given(st.text())
def test_any_text_is_a_number_in_the_range_or_refused_as_invalid_input(text):
    try:
        value = whole_number(text, "the amount", -50, 50)
    except InvalidInput:
        return
    assert -50 <= value <= 50 and text.strip(" \t").lstrip("+-").isascii()
