"""The web app's home page (issue 3 builds the duel flow on it)."""

from app import create_app


def test_the_home_page_lists_the_shipped_fighters_and_how_classic_cards_play():
    client = create_app({"TESTING": True}).test_client()
    response = client.get("/")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    for name in ("Eligor Larington", "Shekhtur Lenmorre", "Joal Kalmor", "Malandrax Mecchi"):
        assert name in page
    assert "Stun Guard as Guard" in page
