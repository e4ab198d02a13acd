"""The fighters page and the card editor (issue 5)."""

from __future__ import annotations

from flask import Flask, Response, redirect, render_template, request, url_for

from assistant import editor
from assistant.custom import is_custom
from engine.battlecon import FIGHTERS_DIR, MAX_FILE_BYTES, CardDataError, YamlProblem
from engine.battlecon import parse_yaml as parse_card_yaml
from engine.errors import InvalidInput
from engine.yamlread import size_text
from web.context import store
from web.errors import message_page
from web.pages import fighter_names


def _page(status: int = 200, **extra):
    custom = store().fighters.all()
    return render_template("fighters.html", custom=custom,
                           shipped=fighter_names(store().catalog_base()),
                           **extra), status


def _editor_page(form: dict, fighter_id: str | None, errors: dict | None = None,
                 status: int = 200, touched: str | None = None):
    """The editor; its draft key names what is edited (the browser keeps a draft per key:
    static/draft.js)."""
    errors = errors or {}
    draft_key = request.form.get("draft_key") or fighter_id or \
        f"new:{request.args.get('copy', '')}"
    labels = editor.field_labels(form)
    listed = [(editor.label_for(f, labels), m) for f, ms in errors.items() for m in ms]
    return render_template("editor.html", form=form, fighter_id=fighter_id, errors=errors,
                           listed=listed, flagged=editor.cards_with_problems(errors),
                           draft_key=draft_key[:80], ed=editor, touched=touched), status


def _source_text(fighter_id: str) -> str:
    """A fighter's YAML: a saved one's text or a shipped one's file.

    Raises:
        InvalidInput: no such fighter (the id is checked before any file is read).
    """
    if is_custom(fighter_id):
        return store().fighters.get(fighter_id).yaml
    store().catalog_base().fighter(fighter_id)
    return (FIGHTERS_DIR / f"{fighter_id}.yaml").read_text(encoding="utf-8")


def _source_data(fighter_id: str) -> dict:
    """A fighter's YAML data (shipped file or saved text) to fill the editor."""
    return parse_card_yaml(_source_text(fighter_id), fighter_id)


def fighters_page():
    saved = request.args.get("saved")
    return _page(saved=saved if saved and is_custom(saved) else None)


def new_fighter():
    copy = request.args.get("copy")
    if not copy:
        return _editor_page(editor.blank_fighter(), None)
    try:
        form = editor.form_from_data(_source_data(copy))
    except InvalidInput as error:
        return message_page(f"Cannot copy that fighter: {error}", 404)
    form["name"] = f"{form['name']} (copy)"[:60]
    return _editor_page(form, None)


def edit_fighter(fighter_id: str):
    if not is_custom(fighter_id):
        return message_page("Shipped fighters are not edited in place: copy one, then edit the "
                    "copy.", 404)
    try:
        return _editor_page(editor.form_from_data(_source_data(fighter_id)), fighter_id)
    except InvalidInput as error:
        return message_page(str(error), 404)


def save_fighter():
    fighter_id = request.form.get("fighter_id") or None
    form = editor.form_from_post(request.form.to_dict())
    op = request.form.get("op", "save")
    if op != "save":
        try:
            changed = editor.apply_op(form, op)
            return _editor_page(changed, fighter_id,
                                touched=editor.touched_card(changed, op))
        except InvalidInput as error:
            return _editor_page(form, fighter_id, {"": [str(error)]}, 400)
    text, errors = editor.check(form)
    if text is None:
        return _editor_page(form, fighter_id, errors, 422)
    try:
        saved = store().fighters.save(text, fighter_id)
    except CardDataError as error:
        return _editor_page(form, fighter_id, {"": [p.removeprefix("your fighter: ")
                                                    for p in error.problems]}, 422)
    except InvalidInput as error:
        return _editor_page(form, fighter_id, {"": [str(error)]}, 404)
    return redirect(url_for("fighters_page", saved=saved), code=303)


def upload_fighter():
    file = request.files.get("file")
    if file is None or not file.filename:
        return _page(400, upload_errors=["Choose a .yaml file to upload."])
    raw = file.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        return _page(413, upload_errors=[f"{file.filename} is larger than "
                                         f"{size_text(MAX_FILE_BYTES)}, the limit of a fighter "
                                         "file (a real one is under 20 kB); nothing saved."])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _page(400, upload_errors=[f"{file.filename} is not UTF-8 text (a YAML file "
                                         "is); nothing saved."])
    try:
        saved = store().fighters.save(text)
    except CardDataError as error:
        # the YAML itself refused: 400 (413 if too large); a fighter the rules refuse: 422
        status = (422 if not isinstance(error, YamlProblem) else
                  413 if error.too_large else 400)
        return _page(status, upload_errors=[p.removeprefix("your fighter: ")
                                            for p in error.problems], upload_name=file.filename)
    return redirect(url_for("fighters_page", saved=saved), code=303)


def download_fighter(fighter_id: str):
    try:
        text = _source_text(fighter_id)
    except InvalidInput as error:
        return message_page(str(error), 404)
    return Response(text, mimetype="application/yaml", headers={
        "Content-Disposition": f'attachment; filename="{fighter_id}.yaml"'})


def delete_fighter(fighter_id: str):
    try:
        store().fighters.delete(fighter_id)
    except InvalidInput as error:
        return message_page(str(error), 404)
    return redirect(url_for("fighters_page"), code=303)


def register(app: Flask) -> None:
    """The fighters page and the card editor (issue 5): create, copy, edit, upload, download
    and delete the fighters players enter. Saved fighters are in the new-duel list at once.
    Added to ``app`` with the saved fighters of ``app.extensions["store"]``."""
    app.add_url_rule("/fighters", endpoint="fighters_page",
                     view_func=fighters_page, methods=["GET"])
    app.add_url_rule("/fighters/new", endpoint="new_fighter",
                     view_func=new_fighter, methods=["GET"])
    app.add_url_rule("/fighters/<fighter_id>/edit", endpoint="edit_fighter",
                     view_func=edit_fighter, methods=["GET"])
    app.add_url_rule("/fighters/save", endpoint="save_fighter",
                     view_func=save_fighter, methods=["POST"])
    app.add_url_rule("/fighters/upload", endpoint="upload_fighter",
                     view_func=upload_fighter, methods=["POST"])
    app.add_url_rule("/fighters/<fighter_id>.yaml", endpoint="download_fighter",
                     view_func=download_fighter, methods=["GET"])
    app.add_url_rule("/fighters/<fighter_id>/delete", endpoint="delete_fighter",
                     view_func=delete_fighter, methods=["POST"])
