"""Refusals and their HTTP statuses, in one place (DESIGN.md: errors map to statuses once):
the web layer's own error types, `status_of`, the words a player reads (`refusal`), and the
page with a message alone. `app.create_app` installs the handlers that use them."""

from __future__ import annotations

from flask import Flask, render_template, request
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import RequestEntityTooLarge

from assistant.store import MissingGame, NotTheirs, StaleAction, StoreUnavailable
from engine.battlecon import MAX_FILE_BYTES
from engine.errors import InvalidInput, RuleViolation
from engine.numbers import whole_number
from engine.yamlread import size_text


class NotYourSeat(Exception):
    """A phone tried to act for the other player's seat (answered with 403)."""


class Unconfirmed(Exception):
    """"Back to here" was tapped without its confirmation: the page asks for it (200)."""

    def __init__(self, seq: int):
        super().__init__(seq)
        self.seq = seq


#: The HTTP status of each refusal (DESIGN.md: errors map to statuses in one place): the first
#: type the error is an instance of, subclasses before their bases.
STATUSES: tuple[tuple[type[BaseException], int], ...] = (
    (NotYourSeat, 403), (NotTheirs, 403), (MissingGame, 404), (StaleAction, 409),
    (RuleViolation, 409), (InvalidInput, 400), (RequestEntityTooLarge, 413))
#: Errors of Python itself that data from a request can cause in a reader that should have
#: refused it (a number too large for SQLite, text nested too deep): a 400, logged, not a 500.
UNEXPECTED = (ValueError, OverflowError, RecursionError)
#: The message for an unexpected error.
UNREADABLE = ("Something you sent could not be read (a number far too large, or text nested "
              "too deep). Nothing was changed: go back, correct it and try again.")
#: Seconds a phone is told to wait before sending again what a store out of reach refused.
RETRY_AFTER = 3
#: The largest version (log length) a form may carry.
MAX_VERSION = 10**9


def status_of(error: BaseException) -> int:
    """The HTTP status for ``error`` (`STATUSES`; 400 for an unexpected ValueError)."""
    for kind, status in STATUSES:
        if isinstance(error, kind):
            return status
    return 400


def refusal(error: BaseException) -> str:
    """What to tell the player about ``error``: its message (a rule broken with the rule
    cited), or `UNREADABLE` for an unexpected error."""
    if isinstance(error, RuleViolation):
        return f"{error.message} ({error.rule})"
    if isinstance(error, (InvalidInput, NotYourSeat)):
        return str(error)
    return UNREADABLE


def posted_version(form) -> int:
    """The version of the game a posted form was made on (its field ``version``).

    Raises:
        InvalidInput: no version, or not a whole number from 0 to `MAX_VERSION`.
    """
    try:
        return whole_number(form.get("version"), "the version", 0, MAX_VERSION)
    except InvalidInput:
        raise InvalidInput("the form has no version; reload the page") from None


def sent_limit(endpoint: str | None, request_limit: int) -> str:
    """What a request to ``endpoint`` sends and its size limit, for the 413 message: a
    fighter file, a creature file, a deck list, else any request (``request_limit`` bytes)."""
    from assistant.batl_decks import MAX_TEXT
    from engine.abxy import MAX_YAML_BYTES

    if endpoint == "upload_fighter":
        return (f"a fighter file is at most {size_text(MAX_FILE_BYTES)} (a real one is under "
                "20 kB)")
    if endpoint == "abxy_creatures_import":
        return f"a creature file is at most {size_text(MAX_YAML_BYTES)}"
    if endpoint in ("batl_deck_check", "batl_deck_save", "batl_deck_upload"):
        return f"a deck list is at most {MAX_TEXT // 1000} kB"
    return f"a request is at most {size_text(request_limit)}"


def message_page(message: str, status: int):
    """A page with ``message`` alone (a refusal with nothing to show around it)."""
    return render_template("message.html", message=message), status


def install_handlers(app: Flask) -> None:
    """Answer refusals by their type (`status_of`, `refusal`), in one place; a store that
    cannot be reached (`StoreUnavailable`: PostgreSQL restarting) with 503 and Retry-After."""

    @app.errorhandler(InvalidInput)
    @app.errorhandler(RuleViolation)
    @app.errorhandler(NotYourSeat)
    @app.errorhandler(ValueError)
    @app.errorhandler(OverflowError)
    @app.errorhandler(RecursionError)
    def refused(error: Exception):
        """A refusal no route answered itself, answered by `status_of` with `refusal`:
        the game's area again with the message on a game's pages, else a message page.
        An unexpected error (`UNEXPECTED`) is logged with its traceback."""
        if not isinstance(error, (InvalidInput, RuleViolation, NotYourSeat)):
            app.logger.error("%s %s: unexpected %s answered 400", request.method,
                             request.path[:200], type(error).__name__, exc_info=error)
        status, message = status_of(error), refusal(error)
        found = request.view_args or {}
        try:
            if "game_id" in found and status != 404:
                return app.extensions["duel_refusal"](message, status, found["game_id"])
            game = str(request.endpoint).partition("_")[0]
            refuse = app.extensions.get("match_refusals", {}).get(game)
            if "match_id" in found and refuse is not None and status != 404:
                return refuse(message, status, found["match_id"])
        except Exception:  # noqa: BLE001 - the area could not be shown: the message alone
            app.logger.exception("the game area could not show a refusal")
        return message_page(message, status)

    @app.errorhandler(CSRFError)
    def csrf_failed(error: CSRFError):
        return message_page("This form has expired or did not come from this app; reload the "
                            "page and try again.", 400)

    @app.errorhandler(StoreUnavailable)
    def unavailable(error: StoreUnavailable):
        app.logger.warning("%s %s: %s", request.method, request.path[:200], error)
        text, status = message_page("The game store is not reachable just now (it may be "
                                    "restarting). Nothing was saved: wait a few seconds and "
                                    "send it again.", 503)
        return text, status, {"Retry-After": str(RETRY_AFTER)}

    @app.errorhandler(413)
    def too_large(_error):
        return message_page(f"That is too much to send at once: "
                            f"{sent_limit(request.endpoint, app.config['MAX_CONTENT_LENGTH'])}. "
                            "Nothing was saved.", 413)
