"""The web layer's pages, one module per concern, each with ``register(app)`` adding its routes
under their endpoint names (``duel``, ``decide``, ``abxy_match``...); `app.create_app` calls
them. Above the assistant and the engine: neither imports this package (DESIGN.md)."""
