"""ABXY (003 rules): the companion's second game, its own rules package beside BattleCON's."""
