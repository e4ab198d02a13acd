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
    "attack_verdict_by_hand": ({"seat": 1, "name": "Luc", "hit": False},
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
CASES.update({
    # counters.py: counters on cards
    "counter_barred_from_pair": ({"seat": 0, "token": "Seed"},
                                 'No Seed counter may go on this attack pair '
                                 '(000 "Cannot vs. Do")'),
    "counters_put_on": ({"seat": 0, "token": "Seed", "amount": 2, "holder": 1,
                         "owner": "Kajia", "place": "pair"},
                        "2 Seed put on Kajia's attack pair"),
    "counters_taken_off": ({"seat": 0, "token": "Seed", "amount": 1, "holder": 0,
                            "owner": "Welsie", "place": "discard1"},
                           "1 Seed taken off Welsie's discard pile 1"),
    "counters_taken_back": ({"seat": 1, "token": "Soul", "amount": 3, "holder": 1,
                             "owner": "Vanaah", "place": "discard2"},
                            "3 Soul taken back from Vanaah's discard pile 2"),
    "counters_moved": ({"seat": 0, "token": "Insight", "amount": 2, "source": "discard2",
                        "to": "discard1"},
                       "2 Insight moved from discard pile 2 to discard pile 1"),
    "counters_by_hand": ({"seat": 1, "name": "Welsie", "token": "Seed", "place": "pair",
                          "before": 0, "after": 2},
                         "Welsie's Seed on attack pair set by hand: 0 -> 2"),
    "counters_back_to_pool": ({"seat": 0, "name": "Kajia", "token": "Insight", "amount": 3},
                              "3 Insight counter(s) come back to Kajia's pool with the cards "
                              "they lay on"),
    "life_for_counters": ({"seat": 1, "name": "Cadenza", "amount": 2, "token": "Insight"},
                          "Cadenza loses 2 life for the Insight counters that left their "
                          "cards"),
    # defeat.py
    "eliminated": ({"seat": 1, "name": "Sarafina", "source": "Deathblow"},
                   'Sarafina is defeated by Deathblow: the duel is over (000 "Defeat"; '
                   '"Other Effects": Eliminate a Fighter)'),
    "knocked_out": ({"seat": 0, "name": "Magdelina"},
                    "Magdelina is knocked out: life 0 or less ends the duel at once "
                    '(000 "Attack")'),
    # discard.py
    "token_discarded": ({"seat": 1, "name": "Luc", "token": "Time"},
                        'Luc discards 1 Time token (000 "Tokens & Counters")'),
    "base_discarded": ({"seat": 1, "name": "Ottavia", "card": "Grasp"},
                       "Ottavia discards Grasp from hand with the attack pair "
                       '(000 "Other Effects": Discard Styles/Bases)'),
    "no_card_to_discard": ({"seat": 0, "name": "Iri"}, "Iri has no card in hand to discard"),
    "hand_discarded": ({"seat": 0, "name": "Iri", "cards": ("Drive", "Shot")},
                       "Iri discards every card in hand with the attack pair: Drive, Shot "
                       '(000 "Other Effects": Discard Styles/Bases)'),
    "discard_pile_2_empty": ({"seat": 1, "name": "Lymn"},
                             "Lymn's discard pile 2 is empty: nothing moves"),
    "discard_piles_merged": ({"seat": 1, "name": "Lymn", "cards": ("Burst", "Fleeting")},
                             "Lymn's discard pile 2 goes onto discard pile 1: Burst, Fleeting "
                             '(000 "Recycle")'),
    # effect_damage.py, ignoring.py, life_loss.py
    "effect_damage": ({"seat": 1, "name": "Heketch", "amount": 3, "source": "Explosive",
                       "before": 20, "after": 17},
                      'Heketch takes 3 damage from Explosive, life 20 -> 17 (000 "Attack")'),
    "movement_ignored_by_choice": ({"seat": 0, "name": "Rukyuk"},
                                   "Rukyuk ignores that movement: an effect lets them ignore "
                                   'movement applied to them (000 "Optional Triggers")'),
    "movement_ignored": ({"seat": 0, "name": "Rukyuk"},
                         "Rukyuk ignores that movement: an effect says movement applied to "
                         'them is ignored (000 "Movement")'),
    "life_loss_ignored": ({"seat": 1, "name": "Oriana", "amount": 2, "why": "Pain: chip 2"},
                          "Oriana ignores the loss of 2 life (Pain: chip 2); it counts as "
                          "lost"),
})
CASES.update({
    # markers.py
    "marker_leaves_the_game": ({"seat": 0, "name": "Aria", "marker": "Dampening Wave",
                                "index": 2}, "Aria's Dampening Wave marker leaves the game"),
    "markers_turned": ({"seat": 1, "name": "Pendros", "marker": "Environment", "face": "down"},
                       "Pendros's Environment markers on the board turn face down"),
    "marker_put": ({"seat": 0, "name": "Zaamassal", "marker": "Paradigm", "index": 0,
                    "space": None, "was": 5},
                   "Zaamassal's Paradigm marker: off the board (from space 5)"),
    # recover.py, second_base.py
    "cards_taken_into_hand": ({"seat": 1, "name": "Seth", "cards": ("Drive", "Fools"),
                               "why": "Omen"}, "Seth takes Drive, Fools into hand (Omen)"),
    "base_swapped": ({"seat": 0, "name": "Seth", "card": "Shot", "old": "Burst",
                      "source": "Wyrding"},
                     "Seth uses Shot in place of Burst (Wyrding); both go to discard with the "
                     "pair"),
    "second_base_played": ({"seat": 1, "name": "Tatsumi", "card": "Drive", "old": "Strike",
                            "source": "Whirlpool"},
                           "Tatsumi plays Drive in place of Strike (Whirlpool) and will carry "
                           "out the attack again with it"),
    # set_and_ante.py
    "finisher_anted_classic": ({"seat": 0, "name": "Eligor", "finisher": "Sweet Revenge"},
                               "Eligor antes the Finisher Sweet Revenge: it replaces the "
                               'attack pair (002 "Finisher Card Overview")'),
    "ante_names": ({"seat": 1, "name": "Demitras", "named": "Strike", "ante": "Darkheart"},
                   "Demitras names Strike (Darkheart)"),
    # setup.py
    "first_active_player": ({"seat": 1, "name": "Shekhtur", "coin_flip": True},
                            "Shekhtur won the coin flip: Active Player for the first beat "
                            '(000 "Board Setup")'),
    "lone_fighter_bonus": ({"seat": 2, "name": "Kallistar", "title": "Super Fighter",
                            "bonuses": (("life", 10), ("power", 1))},
                           "Kallistar plays as a Super Fighter: life +10, power +1 (the "
                           "table's reading of the reference card; 000 \"2-vs-1: Super "
                           'Fighters")'),
    # teams.py, values.py
    "member_defeated": ({"seat": 2, "name": "Karin", "why": "life 0 or less"},
                        "Karin is defeated: life 0 or less; the standup and every component "
                        'leave the board (000 "Defeat in Multiplayer")'),
    "last_team_wins": ({"seats": (1, 3), "names": ("Cesar", "Danny")},
                       'Cesar and Danny win: the other team is defeated (000 "Defeat in '
                       'Multiplayer")'),
    "disparity": ({"seat": 0, "name": "Lymn", "disparity": 3, "mine": 5, "theirs": 2,
                   "rival": "Luc"},
                  "Lymn's Disparity this beat: 3 (priority 5 against 2, Luc's)"),
    # variants.py (001 "Multiplayer Variants")
    "power_up_rolled": ({"space": 4, "variant": "force_power_up"},
                        "The die shows 4: a power-up waits on space 4 this beat "
                        '(001 "Multiplayer Variants": Force Power-Up)'),
    "force_power_up_taken": ({"seat": 3, "name": "Jager"},
                             'Jager takes the Force Power-Up: 3 Force (001 "Multiplayer '
                             'Variants")'),
    "power_up_taken": ({"seat": 0, "name": "Jager", "draws": 1},
                       "Jager takes the power-up: draw an Armory card, use it and discard it "
                       '(the table applies it; 001 "Multiplayer Variants")'),
    "stock_knocked_out": ({"seat": 1, "name": "Alexian", "by": 0, "attacker": "Adjenna",
                           "kos": 2},
                          "Alexian is knocked out: Adjenna gains a KO marker (2 in all); back "
                          'at the start of the next beat (001 "Multiplayer Variants": Stock '
                          "Mode)"),
    "stock_back": ({"seat": 1, "name": "Alexian", "space": 8, "life": 20},
                   'Alexian is back on space 8 with 20 life (001 "Multiplayer Variants": '
                   "Stock Mode)"),
})
