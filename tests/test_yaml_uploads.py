"""Hostile YAML through every route that reads YAML a user sends (issue 18, items 4 and 5):
a fighter file (``/fighters/upload``), a creature file and pasted creatures
(``/abxy/creatures/import``). Each is refused with 400 and nothing saved; an oversized one
with 413 naming that route's own limit; the app-wide 413 names the limit of the route asked."""

from __future__ import annotations

import io

import pytest

from app import create_app
from assistant.batl_decks import MAX_TEXT
from engine.abxy.creatures import MAX_YAML_BYTES
from engine.battlecon.cards import FIGHTERS_DIR, MAX_FILE_BYTES
from engine.yamlread import MAX_NODES, size_text

ELIGOR = (FIGHTERS_DIR / "eligor.yaml").read_text(encoding="utf-8")
CREATURE = ("creatures:\n- name: Mira\n  types: [water, beast]\n  weight: 120\n"
            "  special: Bite\n  button: Y\n")
DEEP = "[" * 1000 + "]" * 1000
MANY = "[" + ", ".join(["1"] * MAX_NODES) + "]"


def fighter_with(lines: str) -> str:
    """Eligor's file with top-level ``lines`` after its short name."""
    assert "\nshort_name: Eligor\n" in ELIGOR
    return ELIGOR.replace("\nshort_name: Eligor\n", f"\nshort_name: Eligor\n{lines}\n", 1)


def creature_with(lines: str) -> str:
    """The creature file with ``lines`` added to Mira's entry."""
    return CREATURE + "".join(f"  {line}\n" for line in lines.splitlines())


def laughs(levels: int, line: str) -> str:
    """An alias bomb: ``levels`` lines, each ``line`` with LIST replaced by an anchored list of
    9 aliases of the list before (the first: of 9 words)."""
    lists = [f"&l0 [{','.join(['lol'] * 9)}]"]
    lists += [f"&l{n} [{','.join([f'*l{n - 1}'] * 9)}]" for n in range(1, levels)]
    return "".join(line.replace("LIST", f"{lists[n]}").replace("N", str(n)) + "\n"
                   for n in range(levels))


# kind -> (a fighter file, a creature file), each otherwise what the route accepts
HOSTILE = {
    "billion laughs": (laughs(6, "lN: LIST"),
                       "creatures:\n" + laughs(6, "- {name: LIST, types: [fire], weight: 1}")),
    "anchor": (fighter_with("starting_life: &n 20"), creature_with("title: &n Tide")),
    "alias": (fighter_with("starting_life: &n 20\nstarting_force: *n"),
              creature_with("title: &n Tide\npassive: *n")),
    "merge key": (fighter_with("<<: {starting_life: 20}"), creature_with("<<: {title: Tide}")),
    "explicit tag": (fighter_with("starting_life: !!int 20"), creature_with("title: !!str Tide")),
    "python tag": (fighter_with("starting_life: !!python/object/apply:os.getpid []"),
                   creature_with("title: !!python/object/apply:os.getpid []")),
    "custom tag": (fighter_with("starting_life: !life 20"), creature_with("title: !t Tide")),
    "duplicate key": (fighter_with("short_name: Eli"), creature_with("weight: 7")),
    "too deep": (fighter_with(f"starting_life: {DEEP}"), creature_with(f"title: {DEEP}")),
    "5000-digit int": (fighter_with(f"starting_life: {'9' * 5000}"),
                       creature_with(f"title: {'9' * 5000}")),
    "19-digit int": (fighter_with("starting_life: 1234567890123456789"),
                     creature_with("title: 1234567890123456789")),
    "too many values": (fighter_with(f"starting_life: {MANY}"),
                        creature_with(f"title: {MANY}")),
    "second document": (ELIGOR + "---\nname: Other\n", CREATURE + "---\n- name: Eb\n"),
}


def upload_fighter(client, text: str):
    return client.post("/fighters/upload", content_type="multipart/form-data",
                       data={"file": (io.BytesIO(text.encode()), "wren.yaml")})


def import_file(client, text: str):
    return client.post("/abxy/creatures/import", content_type="multipart/form-data",
                       data={"file": (io.BytesIO(text.encode()), "creatures.yaml")})


def import_text(client, text: str):
    return client.post("/abxy/creatures/import", data={"yaml": text})


ROUTES = {"fighter file": (0, upload_fighter), "creature file": (1, import_file),
          "pasted creatures": (1, import_text)}


def saved(app) -> tuple[list, list]:
    """(the saved fighters, the creatures entered)."""
    store = app.extensions["store"]
    return store.fighters.all(), store.abxy_creatures.ready()


def test_the_unchanged_texts_are_accepted_so_each_refusal_is_the_hostile_part(app, client):
    assert upload_fighter(client, ELIGOR).status_code == 303
    assert import_file(client, CREATURE).status_code == 303
    fighters, creatures = saved(app)
    assert [f.name for f in fighters] == ["Eligor Larington"]
    assert [c.name for c in creatures] == ["Mira"]


@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_yaml_is_refused_with_400_and_nothing_saved(app, client, route, kind):
    which, send = ROUTES[route]
    response = send(client, HOSTILE[kind][which])
    assert response.status_code == 400
    assert saved(app) == ([], [])
    assert len(response.get_data()) < 200_000  # the page does not echo an expanded value


@pytest.mark.parametrize("route", ROUTES)
def test_a_refusal_names_the_line_to_change(client, route):
    which, send = ROUTES[route]
    text = HOSTILE["duplicate key"][which]
    lines = text.splitlines()
    line = max(n for n, row in enumerate(lines, 1)
               if row.strip().startswith(("short_name:", "weight:")))
    assert f"line {line}:" in send(client, text).get_data(as_text=True)


def test_an_oversized_fighter_file_is_refused_naming_the_fighter_file_limit(app, client):
    response = upload_fighter(client, ELIGOR + "#" * MAX_FILE_BYTES)
    assert response.status_code == 413
    assert size_text(MAX_FILE_BYTES) in response.get_data(as_text=True)
    assert saved(app) == ([], [])


@pytest.mark.parametrize("send", [import_file, import_text], ids=["file", "pasted"])
def test_an_oversized_creature_text_is_refused_naming_the_creature_file_limit(app, client,
                                                                             send):
    assert 2 * MAX_YAML_BYTES < MAX_FILE_BYTES  # cut at the fighter limit, it would fit
    response = send(client, CREATURE + "#" * MAX_YAML_BYTES)
    page = response.get_data(as_text=True)
    assert response.status_code == 413
    assert size_text(MAX_YAML_BYTES) in page and size_text(MAX_FILE_BYTES) not in page
    assert saved(app) == ([], [])


def csrf_app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3")})


def test_a_request_over_the_app_limit_is_refused_naming_the_limit_of_its_route(tmp_path):
    app = csrf_app(tmp_path)
    client = app.test_client()
    limit = app.config["MAX_CONTENT_LENGTH"]
    body = "x" * (limit + 1)
    expected = {"/fighters/upload": size_text(MAX_FILE_BYTES),
                "/abxy/creatures/import": size_text(MAX_YAML_BYTES),
                "/batl/decks/save": f"{MAX_TEXT // 1000} kB",
                "/duel": size_text(limit)}
    for url, says in expected.items():
        response = client.post(url, data={"text": body, "yaml": body})
        page = response.get_data(as_text=True)
        assert response.status_code == 413, url
        assert says in page, url
        if url != "/fighters/upload":
            assert size_text(MAX_FILE_BYTES) not in page, url
    assert saved(app) == ([], [])
