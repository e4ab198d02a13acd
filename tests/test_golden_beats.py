"""Whole beats between the shipped fighters replay to their hand-reviewed transcripts."""

import pytest
from golden.scenarios import HERE, names, render


@pytest.mark.parametrize("name", names())
def test_beat_transcript_matches_the_reviewed_golden_file(name):
    expected = (HERE / f"{name}.txt").read_text()
    assert render(name) == expected
