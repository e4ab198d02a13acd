"""The words of the beat's notes and of the action table's (engine/battlecon/beat_*.py,
action_table.py, action_common.py, action_tokens.py): one case per kind, written by hand
from the rules (000 "Reveal Step", "Attack", "Guard & Stun", "Recycle Phase", "Time Over"...)
and read by tests/test_note_words.py."""

CASES = {
    # Reveal, priority and clash (000 "Reveal Step", "Priority Tie? - Clash!")
    "active_player": (
        {"seat": 0, "name": "Eligor", "reason": "priority 5 beats 3", "rule": '000 "Reveal Step"',
         "priority": 5, "priorities": (5, 3)},
        'Eligor is the Active Player: priority 5 beats 3 (000 "Reveal Step")'),
    "active_player_forced": (
        {"seat": 1, "name": "Shekhtur", "by_hand": False, "priorities": (5, 2)},
        "Shekhtur is the Active Player whatever the priorities: an effect says so "
        '(000 "Reveal Step")'),
    "clash": (
        {"reason": "both priorities are 4", "rule": '000 "Priority Tie? - Clash!"',
         "priority": 4, "priorities": (4, 4)},
        'Clash: both priorities are 4 (000 "Priority Tie? - Clash!")'),
    "clash_no_base": (
        {"seat": 0, "name": "Eligor"},
        'Eligor has no base left: straight to Recycle (000 "Priority Tie? - Clash!")'),
    "clash_bases_back": (
        {"seat": 1, "name": "Shekhtur", "bases": ("Strike", "Shot")},
        'Shekhtur picks up Strike, Shot: the clash is over (000 "Priority Tie? - Clash!")'),
    # attacks (000 "Attack", "Guard & Stun")
    "stunned_no_attack": (
        {"seat": 1, "name": "Shekhtur"},
        'Shekhtur is stunned and does not attack (000 "Guard & Stun")'),
    "attack_again": ({"seat": 0, "name": "Eligor"}, "Eligor carries out the attack again"),
    "attack_again_at_end": (
        {"seat": 0, "name": "Eligor"}, "Eligor carries out the attack again at End of Beat"),
    "hit_by_hand": ({"seat": 0, "name": "Eligor", "hit": False},
                    "Eligor misses: a correction by hand"),
    "hit_in_range": (
        {"seat": 0, "name": "Eligor", "where": "distance 2", "range": "1~4", "distance": 2,
         "origin": None, "origin_space": None, "origin_distance": 2},
        "Eligor hits: distance 2 is within range 1~4"),
    "miss_range_na": ({"seat": 1, "name": "Shekhtur"},
                      'Shekhtur misses: its range is N/A (000 "Other Effects": N/A)'),
    "miss_out_of_range": (
        {"seat": 0, "name": "Karin", "range": "0~1", "where": "distance 2 from Jager on space 3",
         "distance": 4, "origin": "Jager", "origin_space": 3, "origin_distance": 2},
        'Karin misses: range 0~1 does not reach distance 2 from Jager on space 3 (000 "Attack")'),
    "miss_avoided": (
        {"seat": 0, "name": "Eligor", "foe": 1, "foe_name": "Elien"},
        'Eligor misses: Elien avoids attacks (000 "Other Effects": Avoid)'),
    "miss_cannot_hit": ({"seat": 0, "name": "Eligor"},
                        'Eligor misses: an effect says Eligor cannot hit (000 "Cannot vs. Do")'),
    "hit_range_x": (
        {"seat": 1, "name": "Shekhtur", "hit": True},
        "Shekhtur hits: the attack's own effect defines its range X, and its player said so"),
    "damage_taken": (
        {"seat": 1, "name": "Shekhtur", "attacker": 0, "dealt": 3,
         "parts": (("power", 5), ("armor", -2)), "life_before": 20, "life_after": 17},
        'Shekhtur takes 3 damage (power 5 armor -2), life 20 -> 17 (000 "Attack")'),
    "no_enemy_left": (
        {}, "No enemy is left on the board this beat: straight to Recycle "
            '(001 "Multiplayer Variants": Stock Mode)'),
    "not_stunned": (
        {"seat": 1, "name": "Shekhtur", "why": "3 damage does not exceed guard 4",
         "rule": '000 "Guard & Stun"', "damage": 3, "guard": 4},
        'Shekhtur is not stunned: 3 damage does not exceed guard 4 (000 "Guard & Stun")'),
    "stunned": ({"seat": 1, "name": "Shekhtur", "why": "Jugular", "damage": 0},
                "Shekhtur is stunned by Jugular"),
    "stun_immune": (
        {"seat": 0, "name": "Eligor", "why": "Jugular", "damage": 0},
        'Eligor is not stunned by Jugular: stun immunity (000 "Cannot vs. Do")'),
    # Recycle and the end of the duel (000 "Recycle Phase", "Time Over"; 002 "Objective")
    "beat_ends": ({"beat": 3}, "Recycle: beat 3 ends"),
    "last_beat": ({"limit": 15, "rule": '002 "Objective"'},
                  'Beat 15 is the last: the higher life wins after it (002 "Objective")'),
    "force_pool_empty": (
        {}, 'The Force pool is empty: time over, one final beat (000 "Time Over")'),
    "time_over_team": (
        {"winner": 2, "why": "team 1 has more life"},
        'Time over after the final beat: team 1 has more life (000 "Time Over")'),
    "time_over_tie": (
        {"winner": 1, "name": "Shekhtur", "life": 9, "rule": '000 "Time Over"'},
        "Time over after the final beat: equal life (9): the Reactive Player Shekhtur wins "
        '(000 "Time Over")'),
    "time_over_more_life": (
        {"winner": 0, "name": "Eligor", "high": 12, "low": 8, "rule": '000 "Time Over"'},
        'Time over after the final beat: Eligor has more life (12 to 8) (000 "Time Over")'),
    # trigger windows and effects (000 "Triggered Effects", "In-Time Triggers")
    "in_time_too_deep": (
        {"seat": 0, "name": "Eligor", "event": "when:you_move"},
        "Eligor: in-time triggers nested too deep; resolve any more by hand"),
    "effect_line": (
        {"seat": 0, "name": "Eligor", "effect": "style:Vengeful#0", "source": "Vengeful",
         "timing": "Before", "how": ": advances 1 (space 3 -> 4)"},
        "Eligor: Vengeful (Before): advances 1 (space 3 -> 4)"),
    "card_movement_ignored": (
        {"seat": 0, "name": "Larimore", "source": "Charging"},
        'Larimore ignores the movement of Charging (000 "Cannot vs. Do")'),
    # the action table's handlers (000 "Other Effects", "Tokens & Counters", "Movement")
    "becomes_active": (
        {"seat": 0, "name": "Tester", "source": "Seizing"},
        "Tester becomes the Active Player (Seizing) and attacks first"),
    "cannot_bring_out_finisher": (
        {"seat": 0, "name": "Tatsumi"},
        'Tatsumi cannot bring out a Finisher now (000 "Cannot vs. Do")'),
    "style_gone": (
        {"seat": 1, "name": "Shekhtur", "style": "Jugular", "to_hand": True, "source": "Wisp"},
        "Shekhtur's style Jugular goes back to hand this beat (Wisp; 000 \"Attack Pairs\")"),
    "no_longer_stunned": ({"seat": 0, "name": "Eligor", "source": "Iron Body"},
                          "Eligor is no longer stunned (Iron Body)"),
    "trade_spaces_duel_only": (
        {"seat": 0, "source": "Swap"}, "Swap: trading spaces is carried out in a duel only"),
    "cannot_trade_spaces": (
        {"seat": 0, "source": "Swap"},
        'Swap: the fighters cannot trade spaces (000 "Cannot vs. Do")'),
    "trade_spaces": (
        {"seat": 0, "name": "Eligor", "foe": 1, "foe_name": "Shekhtur", "source": "Swap",
         "space": 5, "foe_space": 3},
        'Eligor and Shekhtur trade spaces (Swap): now on 5 and 3 (000 "Movement")'),
    "attack_damage_prevented": (
        {"seat": 1, "name": "Shekhtur", "source": "Shield"},
        "Shekhtur: Shield reduces this attack's damage to 0"),
    "infinite_guard": (
        {"seat": 0, "name": "Cadenza", "source": "Iron Body"},
        'Cadenza: Iron Body makes Guard infinite against this damage (000 "Guard & Stun")'),
    "antes_negated": (
        {"seat": 0, "foe": 1, "foe_name": "Shekhtur", "source": "Nullify"},
        "Nullify: what Shekhtur anted this beat does nothing"),
    "trade_places": (
        {"seat": 0, "name": "Eligor", "foe": 1, "foe_name": "Shekhtur", "source": "Mirror",
         "space": 6, "foe_space": 2},
        "Eligor and Shekhtur trade places (Mirror): Eligor on 6, Shekhtur on 2"),
    "trade_life": (
        {"seat": 0, "name": "Eligor", "foe": 1, "foe_name": "Shekhtur", "source": "Mirror",
         "life": 15, "foe_life": 9},
        "Eligor and Shekhtur trade life totals (Mirror): 15 and 9"),
    "life_becomes": ({"seat": 0, "name": "Eligor", "life": 5, "source": "Pact"},
                     "Eligor's life becomes 5 (Pact, 000 \"Defeat\")"),
    "special_card_turned": (
        {"seat": 0, "name": "Kallistar", "card": "Ignition", "face": "up"},
        "Kallistar's Ignition: face up (active) (000 \"Special Cards\")"),
    "cannot_regain_anted": (
        {"seat": 0, "name": "Eligor", "token": "Vengeance"},
        "Eligor cannot regain the Vengeance token anted this beat"),
    "cannot_gain_tokens": (
        {"seat": 1, "name": "Shekhtur", "token": "Malice"},
        'Shekhtur cannot gain Malice tokens this beat (000 "Cannot vs. Do")'),
    "antes_token": ({"seat": 1, "name": "Shekhtur", "token": "Malice", "source": "Drive"},
                    "Shekhtur antes Malice (Drive)"),
}
