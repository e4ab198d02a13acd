"""Hostile requests to every route of the app (issue 18): no answer is a server error, and a
refused request (4xx) changes nothing, neither the database nor the games in memory.

Every rule of ``app.url_map`` is fuzzed with its own methods: Hypothesis draws the path's ids
(the real ids of a duel, a 2v2 team battle, an ABXY match, a BATL game, a saved fighter, a deck
and a creature, or hostile text); one of the forms the app's own pages post there (harvested
from them, `tests.fuzz_helpers`) with each field kept, dropped, changed or made hostile; the
fields the route reads (``FIELDS``) and random names, with hostile values (huge and non-ASCII
digits, NUL, RTL override, 1 MB strings, markup...); a seat cookie, real or hostile; sometimes
an uploaded file. An error the app only caught with its catch-all (logged, `app.refused`)
fails the test too: each is a reader to fix. ``FUZZ_EXAMPLES`` sets the requests per route
(``./dev fuzz N``); the default (35, about 2,000 requests) keeps the file under a minute.
"""

from __future__ import annotations

import io
import logging
import os

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from app import create_app
from tests.fuzz_helpers import VERSION, World, world

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "35"))
MEGABYTE = 1_000_000

HOSTILE = (
    "", " ", "0", "1", "2", "3", "4", "-1", "-0", "+1", " 1 ", "1.5", "1e9", "nan", "inf",
    "0x10", "1_0", "²", "٣", "१२", "١٢", "𝟗", "9" * 19, "9" * 5000, str(2**63), str(2**70),
    str(-(2**70)), "\x00", "1\x00", "\u202e1", "\u202egnp.exe", "<script>alert(1)</script>",
    "\" onmouseover=\"x", "|", "0|1", "a|b|c|d", "\n", "\r\n1", "../../etc/passwd", "%00",
    "null", "{{ 7*7 }}", "𝕏" * 50, "<1 MB of x>", "<1 MB of 1>",
)
BIG = {"<1 MB of x>": "x" * MEGABYTE, "<1 MB of 1>": "1" * MEGABYTE}
PLAIN = ("yes", "no", "on", "off", "all", "app", "table", "coin", "4th", "classic", "duel",
         "2v2", "melee4", "random", "open_draft", "play", "draw", "keep", "end", "move",
         "attack", "draft", "input", "active", "answer", "reveal", "adjust", "life", "force",
         "A1", "B2", "Hit", "Ki", "Monk", "Eligor", "eligor", "shekhtur", "Beast 01",
         "add:styles", "remove:styles.0", "add:ua.effects", "cards", "save", "Counter", "Drive")
DECISION_KINDS = ("set", "pass", "ante", "adjust", "clash", "move", "target", "order", "x")

# The form and query fields each endpoint reads (its own or its helpers'); f"{s}" names for
# seats 0-3. Endpoints not listed get every name.
SEATS = range(4)
_duel_form = ["format", "first", "ruleset", "variant", "lone_super", "lone_ultra", "best_of",
              "time_limit", *(f"player{s}" for s in SEATS), *(
    f"{k}{s}" for s in SEATS for k in ("fighter", "finisher", "style1_", "base1_", "style2_",
                                       "base2_", "aside"))]
_match_form = ["version", "kind", "player", "choice", "name", "square", "target", "item", "land",
               "what", "amount", "value", "first", "second", "names", "seq", "confirm"]
FIELDS: dict[str, list[str]] = {
    "rules": ["back", "q"],
    "what_if": ["kind", "p0", "p1", "actor", "amounts", "to", "up_to", "cannot", "rules", "back"],
    "what_if_pairs": ["f0", "f1", "s0", "s1", "b0", "b1", "a0", "a1", "p0", "p1", "active",
                      "rules", "step", "back"],
    "new_duel": ["format", "rules", "f0", "f1", "f2", "f3"],
    "create_duel": _duel_form,
    "duel": ["as", "history", "back"],
    "events": ["seen", "history"],
    "decide": ["decision", "version"],
    "claim": ["seat"],
    "free": ["seat", "confirm", "version"],
    "undo": ["version"],
    "back": ["seq", "version"],
    "answer": ["agree", "version"],
    "adjust": ["seat", "field", "value", "version"],
    "matchup_table": ["seat", "mine", "as"],
    "matchup_switch": ["matchups", "version"],
    "next_duel": _duel_form, "choose_next": [f"f{s}" for s in SEATS],
    "duel_clock_set": ["action"],
    "abxy_match": ["as"], "batl_match": ["as"],
    "abxy_events": ["seen"], "batl_events": ["seen"],
    "abxy_play": _match_form, "batl_play": _match_form,
    "abxy_undo": ["version"], "batl_undo": ["version"],
    "abxy_back": ["seq", "version"], "batl_back": ["seq", "version"],
    "abxy_claim": ["player"], "batl_claim": ["player"],
    "abxy_free": ["player", "version", "confirm"], "batl_free": ["player", "version", "confirm"],
    "abxy_create": ["method", "dealer", "split"],
    "batl_create": ["players", "roll", "field", "diagonals", "casual",
                    *(f"{k}{s}" for s in SEATS for k in ("name", "deck", "team"))],
    "fighters_page": ["saved"],
    "new_fighter": ["copy"],
    "save_fighter": ["fighter_id", "op", "draft_key", "name", "short_name", "printing",
                     "starting_life", "more", "ua.name", "ua.summary", "ua.more",
                     "ua.effects.0.timing", "ua.effects.0.does", "ua.effects.0.value",
                     "ua.effects.0.corrections.life", "ua.effects.0.corrections.sparkle",
                     "styles.0.name", "styles.0.power", "styles.0.priority", "styles.0.range",
                     "bases.0.name", "bases.0.soak", "bases.0.stun_guard", "bases.999.name",
                     "styles.0.effects.0.value", "finishers.0.name"],
    "abxy_creatures_page": ["imported", "saved"],
    "abxy_creature_save": ["name", "types", "weight", "passive", "special", "button",
                           "original"],
    "abxy_creatures_import": ["yaml"],
    "batl_decks_page": ["deleted"],
    "batl_deck_page": ["saved"],
    "batl_deck_check": ["name", "text", "original"],
    "batl_deck_save": ["name", "text", "original"],
}
EVERY_NAME = sorted({n for names in FIELDS.values() for n in names})

HOSTILE_FILES = {  # uploads, by a short name (Hypothesis prints what it drew)
    "empty": b"", "not UTF-8": b"\xff\xfe\x00garbage",
    "YAML nested 10,000 deep": b"[" * 10_000 + b"]" * 10_000, "YAML alias": b"a: &x [*x]\n",
    "YAML 5,000 dashes": b"- " * 5000 + b"1", "repeated key": b"name: x\n" * 1000,
    "huge count": b"Monk deck\n99999999999999999999 Hit\n", "RTL and NUL": "\u202e\x00".encode(),
    "over 1 MB": b"x" * (MEGABYTE + 10),
}


def _path_values(world: World, argument: str):
    real = {"game_id": list(world.duels), "match_id": [world.abxy, world.batl],
            "fighter_id": [world.fighter, "eligor"], "name": ["Beast 01", "Monk"],
            "kind": ["move", "pairs"], "ext": ["txt", "json"]}[argument]
    return st.one_of(st.sampled_from(real), st.sampled_from(real), st.sampled_from(HOSTILE[:-2]),
                     st.text(min_size=1, max_size=20))


NUMBERS = ("", "0", "1", "2", "3", "4", "-1", "²", "٣", "١٢", "9" * 5000, str(2**63),
           str(2**70), "1e9", "nan", "1_0")
HOSTILE_VALUE = st.one_of(st.sampled_from(NUMBERS), st.sampled_from(NUMBERS),
                          st.sampled_from(HOSTILE), st.sampled_from(PLAIN), st.just(VERSION),
                          st.builds("|".join, st.tuples(
                              st.sampled_from(HOSTILE[:-2]), st.sampled_from(DECISION_KINDS),
                              st.sampled_from(HOSTILE[:-2] + PLAIN),
                              st.sampled_from(HOSTILE[:-2] + PLAIN))),
                          st.text(max_size=30))


@st.composite
def _form(draw, world: World, endpoint: str) -> list[tuple[str, str]]:
    """A form a page posts to ``endpoint`` (or none) and every field the route reads: each
    kept, dropped, given another value the pages offer, or a hostile one; then random
    extra fields."""
    seed = draw(st.sampled_from([{}, *world.forms.get(endpoint, [])]))
    pairs = []
    for name in dict.fromkeys([*seed, *FIELDS.get(endpoint, ())]):
        offered = seed.get(name)
        how = draw(st.sampled_from(("keep", "keep", "keep", "drop", "hostile", "hostile",
                                    "mutate") if offered else ("drop", "hostile")))
        if how == "drop":
            continue
        value = draw(HOSTILE_VALUE) if how == "hostile" else draw(st.sampled_from(offered))
        if how == "mutate" and "|" in value:  # one part of a decision made hostile
            parts = value.split("|")
            parts[draw(st.integers(0, len(parts) - 1))] = draw(st.sampled_from(NUMBERS))
            value = "|".join(parts)
        pairs.append((name, value))
    names = st.one_of(st.sampled_from(EVERY_NAME), st.text(max_size=8))
    return pairs + draw(st.lists(st.tuples(names, HOSTILE_VALUE), max_size=3))


def _request(world: World, rule):
    cookie = st.sampled_from(["", "0", "x" * 64, "%00", "\u202e", *world.secrets])
    parts = st.fixed_dictionaries({a: _path_values(world, a) for a in rule.arguments})
    upload = st.one_of(st.none(), st.tuples(st.sampled_from(sorted(HOSTILE_FILES)),
                                            st.sampled_from(["x.yaml", "a.txt", "", "..\\x.csv",
                                                             "\u202eexe.txt"])))
    return st.tuples(parts, _form(world, rule.endpoint), cookie, upload, st.booleans())


RULES = [(r, m) for r in create_app({"TESTING": True, "DATABASE": ":memory:"}).url_map
         .iter_rules() if r.endpoint != "static" for m in sorted(r.methods - {"HEAD", "OPTIONS"})]


class Unexpected(logging.Handler):
    """Records what the app logs at ERROR: an unexpected error it turned into a 400 (each is
    a reader to fix; the strict YAML reader refuses deep nesting and huge integers itself)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def _send(world: World, rule, method: str, drawn):
    parts, form, cookie, upload, htmx = drawn
    client = world.app.test_client()
    for game in (*world.duels, world.abxy, world.batl):
        for name in (f"seat_{game}", f"abxy_{game}", f"batl_{game}"):
            client.set_cookie(name, cookie)
    url = rule.build(parts, append_unknown=False)[1]
    version = str(world.version(next(iter(parts.values()), "")))
    pairs = [(k, version if v == VERSION else BIG.get(v, v)) for k, v in form]
    headers = {"HX-Request": "true"} if htmx else {}
    if method == "GET":
        response = client.get(url, query_string=pairs, headers=headers, buffered=False)
        if rule.endpoint.endswith("events") and response.status_code == 200:
            chunks = iter(response.response)
            next(chunks), next(chunks)  # the connection's comment and the first render
        response.close()
        return url, pairs, response.status_code
    data: dict = {}
    for k, v in pairs:
        data.setdefault(k, []).append(v)
    if upload is not None:
        data["file"] = (io.BytesIO(HOSTILE_FILES[upload[0]]), upload[1])
    return url, pairs, client.post(url, data=data, headers=headers).status_code


def _shown(pairs) -> list:
    return [(k[:40], v[:40] + ("..." if len(v) > 40 else "")) for k, v in pairs]


@pytest.mark.parametrize(("rule", "method"), RULES, ids=[f"{m} {r.rule}" for r, m in RULES])
def test_no_hostile_request_is_a_server_error_and_a_refused_one_changes_nothing(
        rule, method, tmp_path, tmp_path_factory):
    fuzzed = world(tmp_path, tmp_path_factory.getbasetemp())
    unexpected = Unexpected()
    fuzzed.app.logger.addHandler(unexpected)
    last = [fuzzed.snapshot()]

    # no shrinking: a failure is reported as drawn (shrinking a page render is slow)
    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              phases=(Phase.explicit, Phase.reuse, Phase.generate),
              suppress_health_check=list(HealthCheck))
    @given(_request(fuzzed, rule))
    def hostile(drawn):
        url, pairs, status = _send(fuzzed, rule, method, drawn)
        assert status < 500, (status, url, _shown(pairs))
        now = fuzzed.snapshot()
        if 400 <= status < 500:
            assert now == last[0], ("changed", status, url, _shown(pairs))
        last[0] = now
        assert not unexpected.records, (url, _shown(pairs), unexpected.records[0].getMessage())

    hostile()
