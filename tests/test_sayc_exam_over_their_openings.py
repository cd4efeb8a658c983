"""The ``sayc`` system competing over their openings and conventions, as a teacher sets a quiz: over their weak
twos and three-level preempts (the takeout double, the overcall, 2NT and 3NT, game in a major) and the advancer's
answers to the double or the overcall; over their strong 2C and their 1NT (double for penalty, natural overcalls);
the pass-out seat over their 1NT answer or their raise; advancing a one-level overcall (the raise, the cue-bid raise,
the jump raise by the total trumps, a new suit, 1NT and 2NT); over their Stayman or transfer (the lead-directing
double); and the later rounds of Michaels and the unusual 2NT. Each is (the reason, the auction so far with North
dealing, the hand to call, the call); where the booklet is silent the reason is mainstream Standard American
practice. Neighbouring positions keep their call."""

from __future__ import annotations

import pytest

from sayc_positions import assert_booklet_call


# (the reason, the auction so far with North dealing, the hand to call, the call).
QUIZ = [
    ('16 HCP, short in their hearts, support for every unbid suit: takeout double of the weak two',
     '2H', 'AQ42.3.KJ84.AQ72', 'X'),
    ('classic 1-4-4-4 opening hand over their weak two: takeout double',
     '2S', '4.KQ96.AJ82.KQ73', 'X'),
    ('good six-card spade suit and opening values: natural two-level overcall',
     '2H', 'KQJ974.82.A53.K6', '2S'),
    ('17 balanced with a spade stopper: 2NT overcall of the weak two is natural, 15-18',
     '2S', 'KJ3.AQ4.KQ82.Q93', '2NT'),
    ('self-sufficient hearts and 17: jump straight to game over the weak two',
     'P 2S', '7.AKQJ863.A4.K92', '4H'),
    ('12 HCP, a poor suit and no spade support: nothing sound to do over a weak two',
     '2H', '86.AQ5.KQ4.J9532', 'P'),
    ('13 HCP, short diamonds, both majors: takeout double',
     'P P 2D', 'KJ85.AQ73.5.KT64', 'X'),
    ('six good spades and a sound opening: overcall 2S',
     'P P 2H', 'AQJT85.4.Q72.K93', '2S'),
    ('good six-card diamonds and 15: natural three-level overcall',
     '2S', '6.AJ5.KQJT84.A72', '3D'),
    ('12 HCP with a poor five-card suit: pass their weak two',
     '2D', 'Q3.A84.K62.QJ742', 'P'),
    ('balancing seat: short in hearts with the other three suits, double for takeout',
     '2H P P', 'KT74.5.AJ83.Q972', 'X'),
    ('16 balanced without a spade stopper in the pass-out seat: double, not 2NT',
     '2S P P', '84.AK5.KQ97.KJ84', 'X'),
    ('17 with a singleton heart and four spades: takeout double of the preempt',
     '3H', 'AK72.4.KJ83.AQ95', 'X'),
    ('18 balanced with a club stopper: bid the notrump game over their 3C',
     '3C', 'KQ5.AJ4.KT73.AJ6', '3NT'),
    ('seven strong hearts and 17: bid the game over their 3S',
     '3S', '5.AKJT842.KQ3.A5', '4H'),
    ('singleton spade, three suits, 16: takeout double',
     '3S', '7.AK94.KQ83.KJ72', 'X'),
    ('11 flat points: pass their 3C',
     'P 3C', 'Q84.K72.QJ53.K84', 'P'),
    ('balancing over 3H with shortness and the other suits: double',
     '3H P P', 'AJ85.3.KQ74.Q963', 'X'),
    ('forced answer to the double with a weak hand: cheapest four-card major',
     '2H X P', 'J873.652.Q94.K83', '2S'),
    ('11 HCP and four spades: jump answer invites game',
     '2H X P', 'KQ84.73.A952.Q64', '3S'),
    ('9 HCP and five diamonds: natural three-level answer',
     '2S X P', '94.K63.KJ852.Q84', '3D'),
    ('weak hand with five hearts: simple answer at the two level',
     '2D X P', 'QT7.K8532.72.J96', '2H'),
    ('10 HCP with four spades: jump answer to invite game',
     'P 2H X P', '9852.J4.AQ6.KT73', '3S'),
    ('weak hand: cheapest four-card major in answer to the double of 3H',
     '3H X P', 'Q952.843.J72.K64', '3S'),
    ('five spades and 10 HCP opposite a double of a three-level preempt: game',
     '3D X P', 'AJ842.K73.84.Q95', '4S'),
    ('forced answer: bid the four-card major, not a three-card suit',
     '3C X P', '8642.753.J84.Q72', '3S'),
    ('forced to answer at the four level: the five-card heart suit',
     '3S X P', '7.J9752.K83.Q964', '4H'),
    ('11 flat with a diamond stopper: 3NT answer to the double',
     '3D X P', 'K84.Q93.KJ5.QT72', '3NT'),
    ('9 HCP opposite a 15-18 2NT overcall: raise to game',
     '2S 2NT P', 'K83.Q74.J952.K83', '3NT'),
    ('19 HCP over their strong notrump: double is for penalty',
     '1NT', 'AQ5.KJ4.AQ83.K72', 'X'),
    ('good six-card heart suit: natural overcall of their 1NT',
     '1NT', '84.KQJT95.A72.63', '2H'),
    ('11 flat: pass their strong notrump',
     '1NT', 'KJ4.Q83.KT72.Q95', 'P'),
    ('strong six-card spade suit: natural overcall of 1NT',
     'P 1NT', 'AKJ973.5.Q84.J72', '2S'),
    ('good six-card diamond suit: natural 2D over their 1NT',
     '1NT', '5.K84.AQJT72.Q93', '2D'),
    ('pass-out seat over 1NT with a decent five-card major: natural 2S',
     '1NT P P', 'AQT83.K7.J62.Q84', '2S'),
    ('six hearts and a side four-card suit: natural 2H overcall',
     '1NT', '9.AJ8643.KQT5.72', '2H'),
    ('over their strong 2C, a natural overcall with a good suit takes away room',
     '2C', 'AQJT75.84.962.53', '2S'),
    ('flat 14 opposite their strong 2C: no reason to enter',
     '2C', 'KQ4.A83.QT95.K72', 'P'),
    ('over 2C-2D a natural overcall with a strong suit directs the lead',
     '2C P 2D', '84.KQJT84.953.72', '2H'),
    ('they have found a fit and stopped at two: balance with a takeout double',
     '1S P 2S P P', '5.KJ84.QT73.K982', 'X'),
    ('do not let them play 2H in a fit: balance with the five-card spade suit',
     'P 1H P 2H P P', 'JT983.84.AQ2.943', '2S'),
    ('three-card support and 8 HCP: simple raise of the overcall',
     '1D 1H P', 'K85.Q73.J942.Q84', '2H'),
    ('four trumps and a weak hand: jump raise is preemptive (nine trumps, three level)',
     '1D 1H P', '8.J985.QT73.K842', '3H'),
    ("a singleton in partner's spades, a poor five-card heart suit and 7 HCP: pass",
     '1D 1S P', '7.Q9763.KJ84.J52', 'P'),
    ('good five-card spades without heart support: new suit, not forcing',
     '1C 1H P', 'KQJ85.84.Q73.J92', '1S'),
    ('9 HCP with a club stopper and no fit: 1NT answer to the overcall',
     '1C 1S P', '84.KJ5.QT73.KT92', '1NT'),
    ('12 balanced with a club stopper and no fit: invite with 2NT',
     '1C 1S P', '73.AQ5.KJ84.QT92', '2NT'),
    ('four trumps and 13 HCP: cue bid first, a limit raise or better',
     '1H 1S P', 'AQ84.73.KQ52.Q84', '2H'),
    ('four trumps and 7 HCP: simple raise of the two-level overcall',
     '1D 2C P', 'Q74.J82.853.AT63', '3C'),
    ('three trumps and 8 HCP: simple raise',
     'P 1C 1H P', '84.AJ7.KT63.9852', '2H'),
    ('three trumps and 13 HCP: cue bid shows a good raise',
     'P 1D 1S P', 'K95.Q4.A873.KJ62', '2D'),
    ('good six-card diamonds, no fit: new suit, not forcing',
     '1H 1S P', 'J7.84.KQJT83.Q52', '2D'),
    ('weak and no fit for the overcall: pass',
     '1D 1H P', '963.J4.Q8752.K84', 'P'),
    ('double of their Stayman 2C shows clubs and asks for the lead',
     '1NT P 2C', '84.K73.Q5.AKJT83', 'X'),
    ('double of their transfer 2D shows diamonds and asks for the lead',
     '1NT P 2D', '952.J84.KQJT7.83', 'X'),
    ('over their transfer to hearts, a natural 2S overcall with a strong suit',
     '1NT P 2D', 'KQJT94.5.A83.942', '2S'),
    ('nothing to say over their Stayman',
     '1NT P 2C', '73.Q84.J952.KT63', 'P'),
    ('Michaels shows spades and a minor: prefer the known major with three cards',
     '1H 2H P', 'Q84.952.K7.J9842', '2S'),
    ('fit for either minor, not spades: 2NT asks partner for the minor',
     '1H 2H P', '4.K93.QT72.K9843', '2NT'),
    ('Michaels shows both majors: preference to the longer major',
     '1C 2C P', '84.Q72.K952.J843', '2H'),
    ('unusual 2NT shows both minors: preference to the longer minor',
     '1S 2NT P', '84.KQ73.J95.Q842', '3C'),
    ('partner asks for the minor: name clubs',
     '1H 2H P 2NT P', 'KQJ84.5.3.AQT962', '3C'),
    ('partner asks for the minor: name diamonds',
     '1S 2S P 2NT P', '4.AQJ95.KJT83.72', '3D'),
    ('minimum Michaels and partner chose hearts at the two level: pass',
     '1C 2C P 2H P', 'AJT84.KQT93.5.84', 'P'),
    ('partner chose clubs and nothing extra to show: pass',
     '1D 2NT P 3C P', '5.KQT74.4.AQJT83', 'P'),
    ('unusual 2NT shows the minors: prefer the four-card diamonds',
     '1S 2NT P', '943.QT84.K762.J3', '3D'),
    ('17 with a singleton spade: takeout double of the preempt',
     'P P 3S', '4.AK6.Q873.AKJ82', 'X'),
    ('21 HCP: double first, the strong hand shows itself later',
     '2D', 'AKQ4.AJ83.K5.A92', 'X'),
    ('good six-card diamonds, 16: natural overcall of their 3C',
     '3C', '8.AQ9.KQJT75.A84', '3D'),
    ('good six diamonds and 15, only two spades: natural 4D over their 3H',
     'P 3H', 'K8.7.AQJT85.KQ92', '4D'),
    ('strong six-card spades over their 4H: overcall 4S',
     '4H', 'AKQT73.5.AQ4.K82', '4S'),
    ('18 with a singleton spade: double of 4S shows a good hand, takeout-oriented',
     '4S', '5.AKJ4.KQ83.AJ92', 'X'),
    ('balancing over 3C with a good five-card heart suit',
     '3C P P', 'KT.AQJ84.Q73.954', '3H'),
    ('self-sufficient hearts and 18: bid the game directly',
     '2S', 'A2.AKQJT43.K4.J3', '4H'),
    ('solid diamonds but no heart stopper: natural 3D, not 3NT',
     '2H', '84.73.AKQJ98.A54', '3D'),
    ('16 balanced with a good heart stopper and only two spades: 2NT overcall',
     'P 2H', '93.KQ7.AQJ8.KJT2', '2NT'),
    ('6 HCP opposite a 15-18 overcall: pass',
     '1D 1NT P', 'QT83.K942.85.J63', 'P'),
    ('systems on over our 1NT overcall: Stayman looking for spades, then invite',
     '1H 1NT P', 'KT84.75.Q93.KJ84', '2C'),
    ('systems on: transfer to hearts',
     '1C 1NT P', '84.KJ9752.Q3.942', '2D'),
    ('three trumps and 9 HCP opposite a sound 2H overcall of a weak two: invite',
     '2D 2H P', 'K84.Q63.A952.873', '3H'),
    ('five decent hearts and 12 HCP: natural 2H over their 1NT',
     'P 1NT', 'Q4.AQT93.K83.J92', '2H'),
    ('strong six-card spades over their strong 2C auction: natural overcall',
     '2C P 2D', 'AQJT83.74.K52.83', '2S'),
    ('balancing with five good diamonds and one spade: bid the suit, not double',
     '2H P P', '8.A93.KQT84.K962', '3D'),
    ('five spades and 10 HCP: jump answer invites game',
     '2D X P', 'AJT85.K83.Q62.94', '3S'),
    ('weak hand with five spades: simple answer',
     '2D X P', '97652.Q3.K84.J92', '2S'),
]

# They opened one of a suit, the opener's partner answered 1NT and opener passed: the pass-out seat balances with
# shape (their values are limited, partner passed with up to an opening bid), as over their raise.
BALANCE_OVER_THEIR_1NT_ANSWER = [
    ("1H 1NT passed round: short hearts, 4-4-4 in the others and 9 HCP: the balancing double",
     "1H P 1NT P P", "KT84.5.QT73.KJ82", "X"),
    ("1S 1NT passed round: a singleton spade and 11 HCP: the balancing double",
     "1S P 1NT P P", "5.AQ84.QT73.K982", "X"),
    ("1H 1NT passed round: six clubs headed by K Q: balance at two in the suit",
     "P 1H P 1NT P P", "84.J5.Q73.KQT874", "2C"),
    ("1S 1NT passed round: six diamonds headed by K J T: 2D",
     "1S P 1NT P P", "73.Q4.KJT863.K92", "2D"),
    ("1S 1NT passed round: six hearts, the other suit: 2H",
     "1S P 1NT P P", "73.KJT863.Q4.K92", "2H"),
    ("1H 1NT passed round: the same shape with 7 HCP, one point less: too weak, let them play 1NT",
     "1H P 1NT P P", "KT84.5.QT73.J982", "P"),
    ("1S 1NT passed round: three spades and no short suit: pass, 1NT is their best spot and ours to defend",
     "1S P 1NT P P", "KJ5.AQ84.QT73.82", "P"),
    ("1H 1NT passed round: five clubs and 8 HCP, one card fewer: not enough to bid at two",
     "P 1H P 1NT P P", "84.J52.Q73.KQT87", "P"),
    ("1H 1NT passed round: a poor five-card spade suit and 6 HCP: pass",
     "1H P 1NT P P", "JT873.84.K72.Q93", "P"),
    ("1H 1S 1NT passed round: opener's 1NT rebid has placed the values, no balancing",
     "1H P 1S P 1NT P P", "K4.5.QT73.KJ8742", "P"),
    ("partner's balancing double of 1H 1NT: the four-card spade suit at two",
     "1H P 1NT P P X P", "9632.J84.K52.Q73", "2S"),
]

# Over their weak two a minor that runs on its own, their suit stopped and 14+ HCP: 3NT (three of the minor would not
# be forcing, and nine tricks need little from partner).
RUNNING_MINOR_OVER_WEAK_TWO = [
    ("2H: seven diamonds headed by A K Q, the heart king behind the opener and 16 HCP: 3NT",
     "2H", "A5.K84.AKQ9763.8", "3NT"),
    ("2H: six diamonds headed by A K Q J and the heart king: 3NT", "2H", "A5.K84.AKQJ76.84", "3NT"),
    ("2S: seven clubs headed by A K Q, the spade king: 3NT", "2S", "K5.A84.8.AKQ9763", "3NT"),
    ("2H: no heart stopper: the natural 3D overcall", "2H", "A5.843.AKQ9763.8", "3D"),
    ("2H: A K Q sixth without the jack does not run: 3D", "2H", "A5.K84.AKQ976.84", "3D"),
]

# Partner doubled their weak two or preempt and I hold five of their suit with honours and no four-card suit: pass
# for penalty (the forced answer would be a three-card suit on a misfit).
PENALTY_PASS_WITHOUT_A_SUIT = [
    ("2H doubled: Q J T 9 3 of their hearts and no four-card suit: pass for penalty",
     "2H X P", "852.QJT93.K74.Q3", "P"),
    ("3H doubled: the same at three: pass for penalty", "3H X P", "852.QJT93.K74.Q3", "P"),
    ("2S doubled: Q J T 9 3 of their spades, the other suit: pass for penalty", "2S X P", "QJT93.852.K74.Q3", "P"),
    ("2H doubled: four hearts, one card fewer, and four spades: answer in spades", "2H X P", "8532.QJT9.K74.Q3", "2S"),
    ("1H doubled: at the one level 1NT shows the hand, their suit stopped", "1H X P", "852.QJT93.K74.Q3", "1NT"),
]

# Over their three-level preempt a five-five two-suiter bids at four (mainstream; the booklet is silent): the cue bid
# of their minor shows both majors, 4NT over their major the minors; partner must choose at the cheapest level
# (unless RHO bid over it), and the choice is the contract (4NT asked for no aces).
FOUR_LEVEL_TWO_SUITERS = [
    ("3D: five-five in the majors and 18 HCP: 4D shows both majors", "3D", "AKJ84.KQJ93.5.A2", "4D"),
    ("3C: the same over the other minor: 4C", "3C", "AKJ84.KQJ93.5.A2", "4C"),
    ("3H: five-five in the minors and 16 HCP: 4NT shows the minors, no takeout double with a singleton spade",
     "3H", "4.A2.KQJ84.AQT93", "4NT"),
    ("3S: the minors over the other major: 4NT", "3S", "4.A2.KQJ84.AQT93", "4NT"),
    ("3D: five-four in the majors, one card fewer: the takeout double", "3D", "AKJ84.KQJ3.52.A2", "X"),
    ("3D: four-four in the majors: the takeout double", "3D", "AK74.Q983.5.AJ62", "X"),
    ("3D 4D: three-three in the majors, forced to choose: hearts at the cheapest level", "3D 4D P", "843.K72.Q942.J84", "4H"),
    ("3H 4NT: four clubs and two diamonds: 5C", "3H 4NT P", "K843.J72.Q9.J984", "5C"),
    ("3D 4D 4H: RHO's bid frees me: with no fit to speak of, pass", "3D 4D 4H", "843.K72.Q942.J84", "P"),
    ("3H 4NT P 5D: partner chose diamonds; 4NT asked for no aces: pass", "3H 4NT P 5D P", "4.A2.KQJ84.AQT93", "P"),
    ("3D 4D P 4H: partner chose hearts: pass", "3D 4D P 4H P", "AKJ84.KQJ93.5.A2", "P"),
]


@pytest.mark.parametrize("reason, calls, hand, call", QUIZ, ids=[p[0] for p in QUIZ])
def test_over_their_openings_quiz(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", BALANCE_OVER_THEIR_1NT_ANSWER,
                         ids=[p[0] for p in BALANCE_OVER_THEIR_1NT_ANSWER])
def test_balance_over_their_1nt_answer(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", RUNNING_MINOR_OVER_WEAK_TWO,
                         ids=[p[0] for p in RUNNING_MINOR_OVER_WEAK_TWO])
def test_3nt_on_a_running_minor_over_their_weak_two(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", PENALTY_PASS_WITHOUT_A_SUIT,
                         ids=[p[0] for p in PENALTY_PASS_WITHOUT_A_SUIT])
def test_penalty_pass_without_a_suit_to_answer(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)


@pytest.mark.parametrize("reason, calls, hand, call", FOUR_LEVEL_TWO_SUITERS, ids=[p[0] for p in FOUR_LEVEL_TWO_SUITERS])
def test_two_suiters_over_their_three_level_preempt(reason: str, calls: str, hand: str, call: str) -> None:
    assert_booklet_call(calls, hand, call)
