"""Many saved fighters (issue 18): a page parses only the saved fighters whose cards it shows,
saving one parses that one, and a duel keeps its own copy of each saved fighter it uses."""

import io
import re
import uuid

import pytest

from app import create_app
from assistant import custom
from engine.battlecon.cards import FIGHTERS_DIR
from tests.web_helpers import form_fields

ELIGOR = (FIGHTERS_DIR / "eligor.yaml").read_text(encoding="utf-8")
SHEKHTUR = (FIGHTERS_DIR / "shekhtur.yaml").read_text(encoding="utf-8")


def renamed(text: str, name: str) -> str:
    return re.sub(r"^name: .*$", f"name: {name}", text, count=1, flags=re.M)


def left_by_an_earlier_run(app, count: int) -> dict[str, str]:
    """``count`` saved fighters written straight into the database, as an earlier run of the
    app left them (so this process has parsed none): fighter id -> name."""
    token = uuid.uuid4().hex[:8]  # texts no other test has parsed
    names = {f"my-bulk-{n}": f"Bulk {token} {n}" for n in range(count)}
    store = app.extensions["store"]
    with store._lock:
        store._db.executemany(
            "INSERT INTO custom_fighters (id, name, yaml, created, updated) VALUES "
            "(?, ?, ?, '2026-11-21T00:00:00+00:00', '2026-11-21T00:00:00+00:00')",
            [(i, name, renamed(ELIGOR if n % 2 else SHEKHTUR, name))
             for n, (i, name) in enumerate(names.items())])
    return names


@pytest.fixture
def parsed(monkeypatch) -> list[str]:
    """The names of the saved fighters parsed from now on (every call of the parse)."""
    calls: list[str] = []
    real = custom.fighter_from_yaml

    def counting(text, source, **how):
        fighter = real(text, source, **how)
        calls.append(fighter.name)
        return fighter

    monkeypatch.setattr(custom, "fighter_from_yaml", counting)
    return calls


def test_the_pages_listing_saved_fighters_parse_none_of_them(app, client, parsed):
    names = left_by_an_earlier_run(app, 6)
    for page in ("/", "/duel/new", "/fighters"):
        response = client.get(page)
        assert response.status_code == 200
        assert names["my-bulk-4"] in response.get_data(as_text=True)
    assert parsed == []


def test_choosing_two_saved_fighters_parses_those_two_only(app, client, parsed):
    names = left_by_an_earlier_run(app, 6)
    response = client.get("/duel/new?f0=my-bulk-1&f1=my-bulk-4")
    assert response.status_code == 200
    assert sorted(parsed) == sorted([names["my-bulk-1"], names["my-bulk-4"]])


def test_saving_a_fighter_parses_only_that_fighter(app, client, parsed):
    left_by_an_earlier_run(app, 6)
    text = renamed(ELIGOR, f"Newcomer {uuid.uuid4().hex[:8]}")
    response = client.post("/fighters/upload", content_type="multipart/form-data",
                           data={"file": (io.BytesIO(text.encode()), "newcomer.yaml")})
    assert response.status_code == 303
    assert client.get("/duel/new").status_code == 200
    assert client.get("/").status_code == 200
    assert len(parsed) == 1 and parsed[0].startswith("Newcomer ")


def test_a_saved_fighter_that_no_longer_validates_breaks_only_its_own_page(app, client):
    names = left_by_an_earlier_run(app, 3)
    store = app.extensions["store"]
    with store._lock:
        store._db.execute("UPDATE custom_fighters SET yaml = 'name: [' WHERE id = 'my-bulk-0'")
    assert names["my-bulk-1"] in client.get("/duel/new").get_data(as_text=True)
    assert client.get("/").status_code == 200
    assert client.get("/duel/new?f0=my-bulk-1&f1=my-bulk-2").status_code == 200


def test_a_duel_keeps_its_own_copy_after_the_fighter_changes_and_it_leaves_memory(tmp_path):
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False, "GAMES_IN_MEMORY": 1,
                      "DATABASE": str(tmp_path / "games.sqlite3")})
    client, store = app.test_client(), app.extensions["store"]
    fighter_id = store.fighters.save(renamed(ELIGOR, f"Keeper {uuid.uuid4().hex[:8]}"))
    page = client.get(f"/duel/new?f0={fighter_id}&f1=shekhtur").get_data(as_text=True)
    response = client.post("/duel", data={**form_fields(page, "/duel"), "first": "0"})
    assert response.status_code == 303
    game = response.headers["Location"].rsplit("/", 1)[-1]
    printed = store.log(game).state.kits[0].card("Vengeful").power
    head, tail = ELIGOR.split("  - name: Vengeful", 1)
    changed = head + "  - name: Vengeful" + tail.replace('power: "+1"', 'power: "+4"', 1)
    store.fighters.save(renamed(changed, "Keeper changed"), fighter_id)
    assert store.catalog().fighter(fighter_id).name == "Keeper changed"
    assert store.catalog().fighter(fighter_id).styles[0].name == "Vengeful"
    client.post("/duel", data={**form_fields(page, "/duel"), "first": "0"})  # another game
    assert game not in store._logs
    kit = store.log(game).state.kits[0]
    assert printed == "+1"
    assert kit.fighter_id == fighter_id and kit.card("Vengeful").power == "+1"
    assert kit.fighter.name.startswith("Keeper ") and kit.fighter.name != "Keeper changed"



def test_the_fighters_page_shows_a_hundred_at_a_time_and_links_the_other_pages(app, client):
    names = left_by_an_earlier_run(app, 250)
    by_name = sorted(names.values())
    first = client.get("/fighters").get_data(as_text=True)
    assert by_name[0] in first and by_name[99] in first and by_name[100] not in first
    assert 'href="/fighters?page=3"' in first
    third = client.get("/fighters?page=3").get_data(as_text=True)
    assert by_name[200] in third and by_name[249] in third and by_name[199] not in third
    assert by_name[249] in client.get("/fighters?page=99").get_data(as_text=True)  # the last
    assert by_name[0] in client.get("/fighters?page=x").get_data(as_text=True)  # the first
