"""The ABXY creature editor (issue 8; 003 "Card Layout")."""

from __future__ import annotations

from flask import Flask, Response, redirect, render_template, request, url_for

from engine.abxy import (
    BY_NAME,
    FIELDS,
    MAX_PASSIVE,
    MAX_YAML_BYTES,
    RULE_BUTTONS,
    Button,
    CreatureCard,
    InvalidCard,
    is_complete,
    parse_card,
)
from engine.errors import InvalidInput
from engine.numbers import whole_number
from engine.yamlread import YamlTooLarge, size_text
from web.context import store


def _listing(status: int = 200, **extra):
    cards = store().abxy_creatures.all()
    return render_template("abxy_creatures.html", cards=cards, complete=is_complete,
                           entered=sum(map(is_complete, cards)),
                           added=store().abxy_creatures.is_added, **extra), status


def _form_page(fields: dict[str, str], original: str, problems: dict[str, str] | None = None,
               status: int = 200):
    return render_template("abxy_creature.html", f=fields, original=original,
                           problems=problems or {}, specials=list(BY_NAME),
                           buttons=list(Button), rule_buttons=RULE_BUTTONS,
                           shipped=original != "" and not store().abxy_creatures.is_added(original),
                           entered=original != "" and _entered(original),
                           max_passive=MAX_PASSIVE), status


def _entered(name: str) -> bool:
    try:
        return is_complete(store().abxy_creatures.get(name))
    except InvalidInput:
        return False


def _missing(message: str):
    return render_template("message.html", message=message), 404


def abxy_creatures_page():
    """Every creature: entered, or still to enter from its card; tap one to edit."""
    imported = request.args.get("imported")
    return _listing(saved=request.args.get("saved", "")[:60],
                    imported=0 if imported is None else whole_number(
                        imported, "the count of creatures imported", 0, 10**6))


def abxy_creature_new():
    """A blank form for a creature the rules do not name."""
    return _form_page(CreatureCard("").fields(), "")


def abxy_creature_form(name: str):
    """One creature's form, filled with what is entered (or the rules' special action)."""
    try:
        card = store().abxy_creatures.get(name)
    except InvalidInput as error:
        return _missing(f"{str(error)[:1].upper()}{str(error)[1:]}.")
    return _form_page(card.fields(), card.name)


def abxy_creature_save():
    """Save the posted creature; refused (400) with every problem and the form as typed."""
    fields = {k: request.form.get(k, "") for k in FIELDS}
    original = request.form.get("original", "").strip()
    try:
        card = parse_card(fields)
        if card.name == "new":
            raise InvalidCard({"name": "\"new\" is the name of the add page: add a word"})
        store().abxy_creatures.save(card, original)
    except InvalidCard as error:
        return _form_page(fields, original, error.problems, 400)
    except InvalidInput as error:
        return _form_page(fields, original, {"name": str(error)}, 400)
    return redirect(url_for("abxy_creatures_page", saved=card.name), code=303)


def abxy_creature_delete(name: str):
    """Delete a creature the table added, or reset one of the rules' to not entered."""
    try:
        store().abxy_creatures.delete(name)
    except InvalidInput as error:
        return _missing(f"{str(error)[:1].upper()}{str(error)[1:]}.")
    return redirect(url_for("abxy_creatures_page"), code=303)


def abxy_creatures_export():
    """The entered creatures as a YAML file to share with another table."""
    return Response(store().abxy_creatures.export_yaml(), mimetype="application/yaml", headers={
        "Content-Disposition": 'attachment; filename="abxy-creatures.yaml"'})


def abxy_creatures_import():
    """Save the creatures of a YAML file or pasted text; refused (400) with every problem,
    the pasted text kept and nothing saved."""
    text = request.form.get("yaml", "")
    file = request.files.get("file")
    if file is not None and file.filename:
        raw = file.read(MAX_YAML_BYTES + 1)
        if len(raw) > MAX_YAML_BYTES:
            return _listing(413, import_errors=[
                 f"{file.filename} is larger than {size_text(MAX_YAML_BYTES)}, the limit of a "
                 "creature file; nothing saved."], pasted=text)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return _listing(400, import_errors=[f"{file.filename} is not UTF-8 text (a YAML "
                                                "file is); nothing saved."], pasted=text)
    if not text.strip():
        return _listing(400, import_errors=["Choose a YAML file or paste the text of one."],
                        pasted=text)
    try:
        names = store().abxy_creatures.import_yaml(text)
    except YamlTooLarge as error:
        return _listing(413, import_errors=[f"The {str(error).removeprefix('the ')}; "
                                            "nothing saved."], pasted=text)
    except InvalidInput as error:
        return _listing(400, import_errors=str(error).splitlines(), pasted=text)
    return redirect(url_for("abxy_creatures_page", imported=len(names)), code=303)


def register(app: Flask) -> None:
    """The ABXY creature editor (issue 8; 003 "Card Layout"): the table enters each creature's
    types, weight, passive summary and special action's button once from its card; every
    match reuses them. Export and import as YAML share a table's entries."""
    app.add_url_rule("/abxy/creatures", endpoint="abxy_creatures_page",
                     view_func=abxy_creatures_page, methods=["GET"])
    app.add_url_rule("/abxy/creatures/new", endpoint="abxy_creature_new",
                     view_func=abxy_creature_new, methods=["GET"])
    app.add_url_rule("/abxy/creatures/<name>", endpoint="abxy_creature_form",
                     view_func=abxy_creature_form, methods=["GET"])
    app.add_url_rule("/abxy/creatures/save", endpoint="abxy_creature_save",
                     view_func=abxy_creature_save, methods=["POST"])
    app.add_url_rule("/abxy/creatures/<name>/delete", endpoint="abxy_creature_delete",
                     view_func=abxy_creature_delete, methods=["POST"])
    app.add_url_rule("/abxy/creatures.yaml", endpoint="abxy_creatures_export",
                     view_func=abxy_creatures_export, methods=["GET"])
    app.add_url_rule("/abxy/creatures/import", endpoint="abxy_creatures_import",
                     view_func=abxy_creatures_import, methods=["POST"])
