"""The guided flow: prompts, choices, the event log and undo, per-player views (DESIGN.md)."""
