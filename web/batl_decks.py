"""BATL deck lists (issue 9; 004 "Deck")."""

from __future__ import annotations

from io import BytesIO

from flask import Flask, redirect, render_template, request, send_file, url_for
from werkzeug.exceptions import RequestEntityTooLarge

from assistant.batl_decks import MAX_TEXT, SKELETON
from engine.batl import DECK_SIZE, EQUIPMENT_CARDS, checked, is_legal, read, totals
from engine.errors import InvalidInput
from web.context import store


def _listing(status: int = 200, **extra):
    return render_template("batl_decks.html", decks=store().batl_decks.list(),
                           max_kb=MAX_TEXT // 1000, **extra), status


def _editor(name: str, text: str, original: str, report: bool = True, status: int = 200,
            **extra):
    """The deck's page (or, for htmx, only its report) with ``text`` as typed."""
    deck, found = checked(text, name)
    shown = dict(name=name, text=text, original=original, report=report, problems=found,
                 legal=is_legal(found), totals=totals(deck), deck_size=DECK_SIZE,
                 equipment_cards=EQUIPMENT_CARDS, **extra)
    if request.headers.get("HX-Request") == "true" and request.method == "POST":
        return render_template("_batl_deck_report.html", **shown), status
    return render_template("batl_deck.html", **shown), status


def _posted() -> tuple[str, str, str]:
    """(name, text, original) as posted."""
    return (request.form.get("name", ""), request.form.get("text", ""),
            request.form.get("original", "").strip())


def _missing(error: InvalidInput):
    return render_template("message.html", message=f"{str(error)[:1].upper()}"
                           f"{str(error)[1:]}."), 404


def _too_large():
    return render_template("message.html", message=f"That is too much to send: a deck "
                           f"list is at most {MAX_TEXT // 1000} kB. Nothing was saved; "
                           "go back to keep what you typed."), 400


def batl_decks_page():
    """The saved decks, each legal or with its count of problems."""
    return _listing(deleted=request.args.get("deleted", "")[:60])


def batl_deck_new():
    """A new deck: a commented skeleton to fill in."""
    return _editor("", SKELETON, "", report=False)


def batl_deck_page(name: str):
    """A saved deck as typed, with every problem."""
    try:
        saved = store().batl_decks.saved(name)
    except InvalidInput as error:
        return _missing(error)
    return _editor(saved.name, saved.text, saved.name, saved=request.args.get("saved"))


def batl_deck_check():
    """Every problem of the posted list, nothing saved (htmx: the report alone)."""
    try:
        name, text, original = _posted()
    except RequestEntityTooLarge:
        return _too_large()
    if len(text) > MAX_TEXT:
        return _editor(name, text, original, status=400, check_error=f"The list is longer "
                       f"than {MAX_TEXT:,} characters, too long to save: shorten it.")
    return _editor(name, text, original)


def batl_deck_save():
    """Save the list as typed, even with problems (the deck's name, else its deck line's
    name); refused (400) with the page as typed for a bad or taken name."""
    try:
        name, text, original = _posted()
    except RequestEntityTooLarge:
        return _too_large()
    try:
        saved = store().batl_decks.save(name.strip() or read(text)[0].name, text, original)
    except InvalidInput as error:
        return _editor(name, text, original, status=400,
                       error=f"Not saved: {error}. What you typed is kept below.")
    return redirect(url_for("batl_deck_page", name=saved, saved="1"), code=303)


def batl_deck_upload():
    """Save a .txt or .csv deck list under its deck line's name or the file's (with
    " (2)"... when taken); 400 with a message for no file, too large, not UTF-8."""
    try:
        file = request.files.get("file")
    except RequestEntityTooLarge:
        return _listing(400, upload_error=f"That file is larger than {MAX_TEXT // 1000} kB:"
                        " a deck list is far smaller. Nothing was saved.")
    if file is None or not file.filename:
        return _listing(400, upload_error="Choose a .txt or .csv file to upload.")
    raw = file.read(MAX_TEXT + 1)
    filename = file.filename.replace("\\", "/").rsplit("/", 1)[-1]
    if len(raw) > MAX_TEXT:
        return _listing(400, upload_error=f"{filename} is larger than {MAX_TEXT // 1000} kB:"
                        " a deck list is far smaller. Nothing was saved.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _listing(400, upload_error=f"{filename} is not UTF-8 text (save it as "
                        "plain text or CSV, UTF-8). Nothing was saved.")
    if not text.strip():
        return _listing(400, upload_error=f"{filename} is empty. Nothing was saved.")
    stem = filename.rsplit(".", 1)[0] if "." in filename else filename
    decks = store().batl_decks
    try:
        name = decks.save(decks.free_name(read(text)[0].name or stem), text)
    except InvalidInput:
        name = decks.save(decks.free_name("Uploaded deck"), text)
    return redirect(url_for("batl_deck_page", name=name, saved="uploaded"), code=303)


def batl_deck_download(name: str):
    """The list exactly as saved, as a text file."""
    try:
        saved = store().batl_decks.saved(name)
    except InvalidInput as error:
        return _missing(error)
    return send_file(BytesIO(saved.text.encode("utf-8")), as_attachment=True,
                     mimetype="text/plain; charset=utf-8", download_name=f"{saved.name}.txt")


def batl_deck_delete(name: str):
    """Delete a saved deck."""
    try:
        saved = store().batl_decks.saved(name)
        store().batl_decks.delete(saved.name)
    except InvalidInput as error:
        return _missing(error)
    return redirect(url_for("batl_decks_page", deleted=saved.name), code=303)


def register(app: Flask) -> None:
    """BATL deck lists (issue 9; 004 "Deck"): the saved decks, the editor whose Check lists
    every problem at once (htmx swaps the report; without JavaScript the form posts), Save
    (kept exactly as typed, problems and all), upload of a .txt or .csv file, download."""
    app.add_url_rule("/batl/decks", endpoint="batl_decks_page",
                     view_func=batl_decks_page, methods=["GET"])
    app.add_url_rule("/batl/decks/new", endpoint="batl_deck_new",
                     view_func=batl_deck_new, methods=["GET"])
    app.add_url_rule("/batl/decks/<name>", endpoint="batl_deck_page",
                     view_func=batl_deck_page, methods=["GET"])
    app.add_url_rule("/batl/decks/check", endpoint="batl_deck_check",
                     view_func=batl_deck_check, methods=["POST"])
    app.add_url_rule("/batl/decks/save", endpoint="batl_deck_save",
                     view_func=batl_deck_save, methods=["POST"])
    app.add_url_rule("/batl/decks/upload", endpoint="batl_deck_upload",
                     view_func=batl_deck_upload, methods=["POST"])
    app.add_url_rule("/batl/decks/<name>.txt", endpoint="batl_deck_download",
                     view_func=batl_deck_download, methods=["GET"])
    app.add_url_rule("/batl/decks/<name>/delete", endpoint="batl_deck_delete",
                     view_func=batl_deck_delete, methods=["POST"])
