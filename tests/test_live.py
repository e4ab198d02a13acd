"""The event stream format and loop (assistant/live.py), without a server."""

from assistant.live import StreamSlots, event_id, sse_message, stream


def test_a_message_of_several_lines_is_one_data_field_per_line_and_ends_with_a_blank_line():
    text = sse_message('<div id="duel">\n  <p>x</p>\n</div>', "abc-3")
    assert text == 'id: abc-3\ndata: <div id="duel">\ndata:   <p>x</p>\ndata: </div>\n\n'


class FakeStore:
    """A store whose stamp moves when told to."""

    def __init__(self):
        self.now = 0

    def stamp(self, game_id):
        return self.now

    def wait_for_change(self, game_id, stamp, timeout):
        return self.now


def test_a_stream_skips_the_state_the_page_has_and_sends_each_change_once():
    store = FakeStore()
    renders = []
    messages = stream(store, "g", lambda: renders.append(store.now) or f"v{store.now}",
                      seen=event_id(0), keepalive=0)
    assert next(messages) == ": connected\n\n"
    assert next(messages) == ": keepalive\n\n"  # nothing new: the page has stamp 0
    store.now = 1
    assert next(messages) == sse_message("v1", event_id(1))
    assert next(messages) == ": keepalive\n\n"
    assert renders == [1]


def test_stream_slots_refuse_beyond_their_limit_until_one_is_given_back():
    slots = StreamSlots(1)
    assert slots.take() and not slots.take()
    slots.give_back()
    assert slots.take()
