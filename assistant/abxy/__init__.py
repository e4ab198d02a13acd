"""ABXY's guided flow: a match's log, storage and per-phone views (issue 8)."""
