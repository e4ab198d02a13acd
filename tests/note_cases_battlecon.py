"""The words of the BattleCON engine's notes written outside the beat's steps (corrections by
hand, counters, discards, team battles, variants, set-up), one case per kind, written by hand
(tests/test_note_words.py reads them)."""

CASES = {
    # adjust.py: corrections by hand
    "life_by_hand": ({"seat": 0, "name": "Eligor", "before": 20, "after": 14},
                     "Eligor's life set by hand: 20 -> 14"),
    "knocked_out_by_hand": ({"seat": 1, "name": "Shekhtur"},
                            'Shekhtur is knocked out (000 "Defeat")'),
    "force_by_hand": ({"seat": 0, "name": "Eligor", "before": 2, "after": 5, "pool": 38},
                      "Eligor's Force set by hand: 2 -> 5 (pool 38)"),
    "space_by_hand": ({"seat": 1, "name": "Cadenza", "before": 5, "after": 6},
                      "Cadenza's standup moved by hand: space 5 -> 6"),
    "tokens_by_hand": ({"seat": 0, "name": "Eligor", "token": "Vengeance", "before": 2,
                        "after": 4}, "Eligor's Vengeance tokens set by hand: 2 -> 4"),
    "marker_by_hand": ({"seat": 0, "name": "Gerard", "marker": "Mercenary", "index": 1,
                        "space": 4}, "Gerard's Mercenary marker moved by hand: space 4"),
    "marker_face_by_hand": ({"seat": 0, "name": "Pendros", "marker": "Environment",
                             "index": 0, "up": True},
                            "Pendros's Environment marker turned face up by hand"),
    "form_by_hand": ({"seat": 1, "name": "Hepzibah", "form": "Pactbond"},
                     "Hepzibah takes Pactbond by hand"),
    "special_card_by_hand": ({"seat": 0, "name": "Aria", "card": "Dampening Wave", "place": 2},
                             "Aria's Dampening Wave turned out of the game by hand "
                             '(000 "Special Cards")'),
}
CASES.update({
    # adjust_beat.py: corrections by hand of what happens in the beat
    "stun_taken_back_by_hand": ({"seat": 0, "name": "Kallistar"},
                                "Kallistar's stun is taken back by hand: Kallistar is not "
                                "stunned"),
    "stun_immunity_by_hand": ({"seat": 1, "name": "Rukyuk", "immune": False},
                              "Rukyuk loses Stun Immunity this beat (by hand)"),
    "modifier_by_hand_taken_away": ({"seat": 0, "name": "Eligor", "stat": "armor",
                                     "word": "Soak"},
                                    "Eligor's Soak modifier by hand is taken away"),
    "modifier_by_hand": ({"seat": 1, "name": "Seth", "stat": "power", "word": "Power",
                          "value": -2}, "Seth: Power -2 this beat, by hand"),
    "hit_by_hand_before_range": ({"seat": 0, "name": "Luc", "hit": True},
                                 "Luc's attack hits by hand: its range is not checked"),
    "hit_by_hand": ({"seat": 1, "name": "Luc", "hit": False},
                    "Luc's attack misses: a correction by hand"),
    "repeat_taken_back_by_hand": ({"seat": 0, "name": "Khadath"},
                                  "Khadath's attack is not made again after all (by hand)"),
    "repeat_by_hand": ({"seat": 0, "name": "Khadath"},
                       "Khadath's attack is to be made again (by hand)"),
    "active_by_hand": ({"seat": 1, "name": "Cherri"},
                       "Cherri is the Active Player: a correction by hand"),
    "move_by_hand": ({"seat": 0, "name": "Tanis", "before": 3, "after": 1},
                     'Tanis moves by hand: space 3 -> 1 (it counts as movement, '
                     '000 "Movement")'),
    # adjust_cards.py
    "card_moved_by_hand": ({"seat": 1, "name": "Clive", "card": "Burst", "before": 2,
                            "after": 0},
                           "Clive's Burst moved by hand: in discard pile 2 -> in hand "
                           '(000 "Recycle Phase")'),
})
