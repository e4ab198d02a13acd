"""The rules reference and the what-if boards (issue 6): one movement effect, or two attack
pairs."""

from __future__ import annotations

from flask import Flask, render_template, request

from assistant import glossary, whatif, whatif_pairs
from engine.battlecon import FOURTH, ruleset
from engine.errors import InvalidInput
from web.pages import fighter_names, local_path


def register(app: Flask) -> None:
    """Add the pages ``rules``, ``what_if`` and ``what_if_pairs`` to ``app`` (the fighters
    from ``app.extensions["store"]``)."""
    store = app.extensions["store"]

    @app.get("/rules")
    def rules():
        """The rules reference: every term, those matching ``q`` shown (000 index, 002)."""
        back = local_path(request.args.get("back", ""))
        q = request.args.get("q", "")[:60]
        found = glossary.entries()
        return render_template("rules.html", q=q, all=found, shown=glossary.search(q, found),
                               total=len(found), back=back, anchor=glossary.anchor,
                               rulings=glossary.rulings(),
                               rulings_shown=glossary.search_rulings(q))

    @app.get("/whatif")
    def what_if():
        """The what-if board for one movement effect (issue 6): every legal result, or why
        there is none."""
        fields = request.args.to_dict()
        cannot = request.args.getlist("cannot")
        shown, error, question = None, None, None
        if "kind" in fields:
            try:
                question = whatif.read(fields, cannot)
                shown = whatif.results(question)
            except InvalidInput as problem:
                error = str(problem)
        back = local_path(request.args.get("back", ""))
        return render_template("whatif.html", f=fields, cannot=cannot, shown=shown,
                               error=error, question=question, wi=whatif, back=back), \
            400 if error else 200

    @app.get("/whatif/pairs")
    def what_if_pairs():
        """The what-if board for two attack pairs (issue 6): stats with breakdowns, who would
        be Active, who reaches whom. ``step=cards`` only shows the fighters' cards (after a
        fighter is changed), without an answer."""
        fields = request.args.to_dict()
        antes = (request.args.getlist("a0"), request.args.getlist("a1"))
        catalog = store.catalog()
        fighters = fighter_names(catalog)
        ids = [fields.get(f"f{s}") or list(fighters)[min(s, len(fighters) - 1)] for s in (0, 1)]
        fields.update(f0=ids[0], f1=ids[1])
        rules, sides, shown, error = FOURTH, None, None, None
        try:
            rules = ruleset(fields.get("rules") or "4th")
            sides = [whatif_pairs.form_side(catalog, ids[s], ids[1 - s], rules.name)
                     for s in (0, 1)]
            if "s0" in fields and fields.get("step") != "cards":
                question = whatif_pairs.read(fields, antes, catalog)
                shown = whatif_pairs.answer(question, catalog)
        except InvalidInput as problem:
            error = str(problem)
        back = local_path(request.args.get("back", ""))
        return render_template("whatif_pairs.html", f=fields, antes=antes, fighters=fighters,
                               sides=sides, shown=shown, error=error, back=back,
                               wi=whatif, rules=rules), 400 if error else 200
