"""Rules engines, one package per game (`engine.battlecon`, later `engine.abxy`, `engine.batl`).

Pure Python: no Flask, no sqlite3, no network. Engines may read `fighters/`.
"""
