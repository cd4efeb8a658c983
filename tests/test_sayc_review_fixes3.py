"""Positions for the ``sayc`` system where a review found a rule and its reading out of step: partner's two-suiter
doubled, the minors' 4NT over a preempt read as Blackwood, the transfers over our 25–27 no trump read as natural,
bidding on over their save at any vulnerability, a balancing double redoubled, the balancing double over their 1NT
answer without a four-card major, RHO's bid over partner's choice of my two suits, the answer to the second
negative double with a four-card minor, the redoubler after the doubler's own escape, the minor's limit raise
with an eight-count, and the cue bid for the other major over their unusual 2NT, invitational or better. Each
wrong call comes with neighbouring hands that keep theirs (auction with North dealing)."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call

TWO_SUITER_DOUBLED = [
    ("3H 4NT (the minors) doubled: RHO's double bids nothing, the choice is still forced: clubs, the longer minor",
     "3H 4NT X", "K72.Q5.J43.Q9732", "5C"),
    ("3C 4C (the majors) doubled: the choice is forced, four hearts at the cheapest level", "3C 4C X",
     "K72.Q532.J42.Q97", "4H"),
    ("3H 4NT and RHO passed: the same forced choice", "3H 4NT P", "K72.Q5.J43.Q9732", "5C"),
    ("3H 4NT and RHO bid 5H: no choice forced, pass with no preference to show", "3H 4NT 5H",
     "K72.Q5.J43.Q9732", "P"),
]

TWO_SUITER_DOUBLED_BACK = [
    ("3H 4NT X P P: partner's pass over the double shows no preference, no acceptance of 4NT doubled: my longer "
     "minor, clubs of equal ones", "3H 4NT X P P", "A2.4.KQJ84.AQJ93", "5C"),
    ("the same with six diamonds: diamonds", "3H 4NT X P P", "A2.4.KQJ843.AQJ9", "5D"),
    ("3H 4NT X 5C P: partner chose clubs, the choice is the contract", "3H 4NT X 5C P", "A2.4.KQJ84.AQJ93", "P"),
]

MINORS_4NT_IS_NO_BLACKWOOD = [
    ("3H 4NT showed the minors: partner's pass over their 5H shows no preference, no ace: no slam", "3H 4NT 5H P P",
     "A2.4.KQJ84.AQJ93", "P"),
    ("3H 4NT showed the minors: partner's pass over 5H counts no ace, no double of 5H for none either",
     "3H 4NT 5H P P", "A2.4.KQJ84.KQJ93", "P"),
    ("4NT as Blackwood after a raise: over their 5H partner's pass (DOPI) shows one ace, three together bid the slam",
     "1S P 3S P 4NT 5H P P", "AKQ84.4.KQJ8.AQ9", "6S"),
]

TRANSFER_OVER_3NT_READ = [
    ("3NT 4D is a transfer to hearts: over their 4S no diamond fit to bid, the values double", "3NT P 4D 4S",
     "AK2.AQ3.AKJ4.KQ2", "X"),
    ("3NT 4D is a transfer to hearts: over their 5C no diamond fit to bid, the values double", "3NT P 4D 5C",
     "AK2.AQ3.AKJ4.KQ2", "X"),
    ("2C 2D 3NT 4D, the same transfer: over their 4S, double, not diamonds", "2C P 2D P 3NT P 4D 4S",
     "AK2.AQ3.AKJ4.KQ2", "X"),
    ("3NT 4D uncontested: opener completes the transfer", "3NT P 4D P", "AK2.AQ3.AKJ4.KQ2", "4H"),
]

BID_ON_OVER_THEIR_SAVE = [
    ("1H 1S 4H 4S, six-five, singleton spade, vulnerable against not: five hearts is no save but the contract",
     "1H 1S 4H 4S", "2.AKJ982.KQT95.3", "5H", "NS"),
    ("the same shape at favourable vulnerability: bid on", "1H 1S 4H 4S", "2.AKJ982.KQT95.3", "5H", "EW"),
    ("five hearts, not six: no bidding on, and vulnerable against not no save", "1H 1S 4H 4S", "2.AKJ98.KQT95.32",
     "P", "NS"),
    ("six-four, ten trumps, vulnerable against not: no save", "1H 1S 4H 4S", "5.AKJ874.KQJ4.83", "P", "NS"),
]

BALANCING_DOUBLE_REDOUBLED = [
    ("1H P P X XX P P: my balancing double redoubled, partner's pass named no suit: my longest, the cheapest of "
     "equal ones", "1H P P X XX P P", "AK65.2.QJ84.9753", "1S"),
    ("1H X XX P P: the direct double redoubled, the same run", "1H X XX P P", "AK65.2.QJ84.9753", "1S"),
    ("1H P 1S P P X XX P P: a five-card suit runs to it", "1H P 1S P P X XX P P", "A65.2.QJ84.97532", "2C"),
]

BALANCING_OVER_1NT_ANSWER = [
    ("1D P 1NT P P: no four-card major, the double is not the shape: five clubs and 10 HCP balance with 2C",
     "1D P 1NT P P", "KJ3.Q93.84.AT852", "2C"),
    ("1H P 1NT P P: three spades, no four-card major: pass", "1H P 1NT P P", "K93.42.KQ84.J952", "P"),
    ("1H P 1NT P P: four spades, short in hearts: the balancing double", "1H P 1NT P P", "K932.42.KQ84.J95", "X"),
    ("1D P 1NT P P: four spades: the double", "1D P 1NT P P", "KJ32.Q93.84.AT85", "X"),
    ("P 1H P 1NT P P: the dealer's pass changes nothing: double", "P 1H P 1NT P P", "K932.42.KQ84.J95", "X"),
]

RHO_BID_OVER_PARTNERS_CHOICE = [
    ("3H 4NT P 5C 5H: partner's 5C was a choice, not an ace count; their 5H over our game is doubled",
     "3H 4NT P 5C 5H", "A2.4.KQJ84.AQJ93", "X"),
    ("3H 4NT P 5C P: partner's choice is the contract", "3H 4NT P 5C P", "A2.4.KQJ84.AQJ93", "P"),
]

SECOND_NEGATIVE_DOUBLE = [
    ("1D 1S X 2S P P X P: two spades, three hearts, four clubs: the unbid four-card minor, not a pass",
     "1D 1S X 2S P P X P", "K2.QJ3.AK98.Q432", "3C"),
    ("three spades: defend", "1D 1S X 2S P P X P", "K32.QJ3.AK98.Q43", "P"),
    ("four hearts: the major partner's double promised", "1D 1S X 2S P P X P", "K2.QJ32.AK98.Q43", "3H"),
    ("five diamonds: my own suit", "1D 1S X 2S P P X P", "K2.QJ3.AK982.Q43", "3D"),
    ("1C opened, four diamonds: the unbid minor", "1C 1S X 2S P P X P", "K2.QJ3.A982.KQ43", "3D"),
]

REDOUBLER_AFTER_DOUBLERS_ESCAPE = [
    ("2H X XX P P 2S: the doubler's own escape comes to me, and I hold spades: penalty", "2H X XX P P 2S",
     "AKQ4.2.AJ53.K542", "X"),
    ("1H X XX P P 1S: the doubler runs, I hold the spades: penalty", "1H X XX P P 1S", "AQJ4.2.AJ53.K542", "X"),
    ("1H X XX 1S P P: their escape passed round, as before: penalty", "1H X XX 1S P P", "AQJ4.2.AJ53.K542", "X"),
    ("1H X XX P P 2C: the doubler runs to clubs, I hold them: penalty", "1H X XX P P 2C", "A2.Q2.AJ53.K9542", "X"),
]

MINOR_RAISE_RANGE = [
    ("1D: 8 HCP and seven diamonds is a single raise, not the limit raise (10+ HCP, or nine with a sixth trump)",
     "1D P", "3.52.KQ98742.K32", "2D"),
    ("1C: 8 HCP and seven clubs, the same single raise", "1C P", "3.52.K32.KQ98742", "2C"),
    ("1D: 9 HCP and six diamonds: the limit raise", "1D P", "3.52.KQ9874.AJ32", "3D"),
    ("1D: 11 HCP and seven diamonds: the limit raise", "1D P", "3.52.KQ98742.A32", "3D"),
    ("1D: 8 HCP and six diamonds: the single raise, as before", "1D P", "32.52.KQ9874.K32", "2D"),
]

OTHER_MAJOR_CUE_INVITES = [
    ("1H 2NT 3D shows five spades, invitational or better: a minimum opener with three spades bids 3S",
     "1H 2NT 3D P", "A52.KQJ84.Q73.J4", "3S"),
    ("one queen more (15 support points): game in spades", "1H 2NT 3D P", "A52.KQJ84.Q73.Q4", "4S"),
    ("two spades, five hearts, diamonds unstopped: hearts again, as before", "1H 2NT 3D P", "A5.KQJ84.Q73.J42", "3H"),
    ("1H 2NT 3D P 3S: the minimum raise, and my 10 HCP invitation stops", "1H 2NT 3D P 3S P", "KQ984.42.K52.Q93",
     "P"),
    ("1H 2NT 3D P 3S: 13 HCP bid game opposite the minimum", "1H 2NT 3D P 3S P", "KQ984.42.K52.AQ3", "4S"),
    ("1S 2NT 3C P 3H: 11 HCP and five hearts stop", "1S 2NT 3C P 3H P", "42.KQ984.A52.Q93", "P"),
    ("1S 2NT 3C P 3H: 13 HCP bid game", "1S 2NT 3C P 3H P", "42.KQ984.A52.K93", "4H"),
]

ALL = [
    *TWO_SUITER_DOUBLED, *TWO_SUITER_DOUBLED_BACK, *MINORS_4NT_IS_NO_BLACKWOOD, *TRANSFER_OVER_3NT_READ, *BALANCING_DOUBLE_REDOUBLED,
    *BALANCING_OVER_1NT_ANSWER, *RHO_BID_OVER_PARTNERS_CHOICE, *SECOND_NEGATIVE_DOUBLE, *REDOUBLER_AFTER_DOUBLERS_ESCAPE,
    *MINOR_RAISE_RANGE, *OTHER_MAJOR_CUE_INVITES,
]


@pytest.mark.parametrize(("reason", "calls", "hand", "expected"), ALL, ids=[p[0] for p in ALL])
def test_review_positions(reason: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


@pytest.mark.parametrize(("reason", "calls", "hand", "expected", "vulnerable"), BID_ON_OVER_THEIR_SAVE,
                         ids=[p[0] for p in BID_ON_OVER_THEIR_SAVE])
def test_bid_on_over_their_save(reason: str, calls: str, hand: str, expected: str, vulnerable: str) -> None:
    assert_booklet_call(calls, hand, expected, vulnerable)
