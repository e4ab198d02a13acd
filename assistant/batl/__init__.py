"""BATL at the table (issue 9): the match log, its storage and what each phone sees."""
