"""What a duel page and a match page show of a match (issue 24): the score as of a duel, the
duel's number, the next duel or the match's winner, in the table's words."""

from __future__ import annotations

from dataclasses import dataclass

from .matches import MATCH_RULE, Match


@dataclass(frozen=True)
class MatchView:
    """A match as seen from one of its duels.

    Attributes:
        match_id: the match's id.
        number: the duel's number in the match (from 1).
        best_of: 1, 3 or 5.
        score: (side's name, duels it won up to this one) for each side, in seat order.
        winner: the name of the side that had won the match with this duel, or None.
        next_id: the id of the duel after this one, or None (not started yet, or none).
        rule: the rule the score follows (`matches.MATCH_RULE`).
    """

    match_id: str
    number: int
    best_of: int
    score: tuple[tuple[str, int], ...]
    winner: str | None
    next_id: str | None
    rule: str = MATCH_RULE

    @property
    def score_words(self) -> str:
        """The score as the table says it: "Eligor 1 - Shekhtur 0"."""
        return " - ".join(f"{name} {wins}" for name, wins in self.score)


def side_names(names: list[str], teams: tuple[int, ...]) -> list[str]:
    """Each side's name, in the order of its first seat: a fighter's name in a duel or a
    Classic Melee, the teammates' names joined with "&" in a team battle."""
    if not teams or len(set(teams)) == len(names):
        return list(names)
    order = list(dict.fromkeys(teams))
    return [" & ".join(n for n, t in zip(names, teams, strict=True) if t == team)
            for team in order]


def match_view(match: Match, game_id: str, names: list[str],
               teams: tuple[int, ...]) -> MatchView:
    """``match`` seen from its duel ``game_id`` (fighters' ``names`` by seat, ``teams`` of the
    duel's setup, () for a duel): the score counts this duel and the ones before it.

    Raises:
        ValueError: ``game_id`` is not one of the match's duels.
    """
    number = match.number(game_id)
    sides = side_names(names, teams)
    order = list(dict.fromkeys(teams)) if teams and len(set(teams)) < len(names) \
        else list(range(len(names)))  # the side each name stands for
    so_far = Match(match.id, match.best_of, match.duels[:number], match.winners[:number])
    score = tuple((name, so_far.wins(side)) for name, side in zip(sides, order, strict=True))
    won = so_far.winner
    winner = None if won is None else sides[order.index(won)]
    next_id = match.duels[number] if number < len(match.duels) else None
    return MatchView(match.id, number, match.best_of, score, winner, next_id)
