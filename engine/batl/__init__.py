"""BATL (004): a card-and-board game on a field of face-down land cards."""
