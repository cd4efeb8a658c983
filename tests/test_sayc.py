"""The ``sayc`` system (SPEC §18): positions from the ACBL booklet's rules, in our own words,
and the promise that every call it makes is legal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgefp as bf
from sayc_positions import SAYC, assert_booklet_call
from bridgefp.auction import is_legal_call, legal_calls
from bridgefp.robots import finish_auction
from bridgefp.systems.sayc import TABLES, SaycSystem
from bridgefp.systems.sayc.context import Rule

from strategies import auctions, deals


# (what the booklet says, the auction so far with North dealing, the hand to call, the call).
POSITIONS = [
    # Opening bids
    ("1NT: 15–17 HCP, balanced", "", "AQ4.KJ3.Q862.K93", "1NT"),
    ("1NT may hold a five-card major", "", "AQ.KJ973.Q86.K93", "1NT"),
    ("2NT: 20–21 HCP, balanced", "", "AQ4.KJ3.AQ62.KQ3", "2NT"),
    ("3NT: 25–27 HCP, balanced", "", "AK4.AKJ.AQ62.KQ3", "3NT"),
    ("strong 2C: 22+ HCP", "", "AK4.AKQJ73.AQ6.K", "2C"),
    ("strong 2C: nine tricks, not 22 HCP", "", "AKQJT987.AK3.4.A", "2C"),
    ("five-card major: one of it", "", "AQ874.K93.K62.83", "1S"),
    ("five-five: the higher-ranking", "", "AQ874.KJ973.A2.8", "1S"),
    ("six hearts and five spades: the longer", "", "AQ874.KJ9732.6.8", "1H"),
    ("no five-card major, three-three in the minors: 1C", "", "AQ74.KJ9.K62.832", "1C"),
    ("four-four in the minors: 1D", "", "AQ7.K9.K632.Q832", "1D"),
    ("a longer minor first", "", "AQ7.K9.963.QJ832", "1C"),
    ("the Rule of 20 opens a light distributional hand", "", "KQ874.AJ973.62.8", "1S"),
    ("a weak balanced hand passes", "", "Q874.K93.K62.Q83", "P"),
    ("weak two in hearts: a good six-card suit, 5–11 HCP", "", "84.KQJ973.962.83", "2H"),
    ("weak two in spades", "", "AQJ873.93.962.83", "2S"),
    ("no weak two in clubs: a 2C opening is strong", "", "84.93.962.AKJ983", "P"),
    ("a seven-card suit preempts at three", "", "84.3.KQJ9763.983", "3D"),
    ("an eight-card major preempts at four", "", "4.KQJ98763.96.83", "4H"),
    ("fourth seat: the Rule of 15 passes a weak spade holding", "P P P", "3.KQJ87.A962.Q83", "P"),
    ("fourth seat: the Rule of 15 opens with spades", "P P P", "KQJ87.3.A962.Q83", "1S"),
    # Responses to one of a major
    ("single raise: three trumps, 6–9 points", "1H P", "Q84.K93.9762.J83", "2H"),
    ("limit raise: three trumps, 10–12 points", "1H P", "Q84.K93.A762.J83", "3H"),
    ("Jacoby 2NT: four trumps, game values", "1S P", "KQ84.K93.A762.J3", "2NT"),
    ("preemptive game raise: five trumps, a singleton, weak", "1S P", "Q8742.3.K9762.83", "4S"),
    ("1S over 1H: four spades, 6+ points", "1H P", "KQ84.93.J762.Q83", "1S"),
    ("1NT: 6–10 points, no fit", "1S P", "84.KJ93.Q762.J83", "1NT"),
    ("two over one: a good suit, 11+ points", "1S P", "84.K93.A62.KQJ83", "2C"),
    ("3NT over a major: 15–17 balanced, two trumps", "1S P", "84.KQ3.AQ62.KJ83", "3NT"),
    ("a weak hand passes", "1S P", "84.J93.9762.J832", "P"),
    ("a passed hand makes no Jacoby 2NT", "P P 1S P", "KQ84.K93.Q762.J3", "3S"),
    # Responses to one of a minor
    ("a major at the one level", "1C P", "KQ84.932.J76.Q83", "1S"),
    ("four-four in the majors: hearts first", "1C P", "KQ84.A932.J76.83", "1H"),
    ("five-five in the majors: spades first", "1D P", "KQ842.A9832.7.83", "1S"),
    ("2NT: 13–15 balanced, no four-card major", "1D P", "K84.AQ3.J762.K83", "2NT"),
    ("3NT: 16–17 balanced, no four-card major", "1C P", "K84.AQ3.AJ2.K832", "3NT"),
    ("single raise of a minor", "1D P", "84.932.KJ762.Q83", "2D"),
    ("limit raise of a minor", "1D P", "84.A32.KJ762.K83", "3D"),
    ("1NT over a minor: 6–10, no four-card major", "1D P", "K84.Q32.J76.Q832", "1NT"),
    # Responses to 1NT
    ("Stayman: a four-card major, 8+ HCP", "1NT P", "KQ84.932.A7.Q832", "2C"),
    ("Jacoby transfer to hearts: five hearts", "1NT P", "84.KJ932.976.Q83", "2D"),
    ("Jacoby transfer to spades, even when weak", "1NT P", "J8742.932.976.83", "2H"),
    ("2S: weak with a long minor, opener bids 3C", "1NT P", "84.93.976.QJ8763", "2S"),
    ("2NT: 8–9 HCP, no major", "1NT P", "K84.Q93.J762.Q83", "2NT"),
    ("3NT: 10–15 HCP, no major", "1NT P", "K84.Q93.A762.Q83", "3NT"),
    ("pass: a weak balanced hand", "1NT P", "984.Q93.J762.983", "P"),
    ("opener answers Stayman with four hearts", "1NT P 2C P", "AQ4.KJ93.Q62.K93", "2H"),
    ("opener answers Stayman with four spades", "1NT P 2C P", "AQ94.KJ3.Q62.K93", "2S"),
    ("opener answers Stayman: no major", "1NT P 2C P", "AQ4.KJ3.Q762.K93", "2D"),
    ("opener accepts a transfer", "1NT P 2D P", "AQ4.KJ3.Q762.K93", "2H"),
    ("opener super-accepts: four trumps and a maximum", "1NT P 2D P", "AQ4.KJ93.A62.K93", "3H"),
    ("opener obeys 2S: 3C", "1NT P 2S P", "AQ4.KJ3.Q762.K93", "3C"),
    ("after Stayman's 2H: game with a fit", "1NT P 2C P 2H P", "K4.Q932.A76.Q832", "4H"),
    ("after Stayman's 2D: 3NT with game values", "1NT P 2C P 2D P", "K432.Q932.A7.Q83", "3NT"),
    ("after a transfer: invite with five trumps", "1NT P 2D P 2H P", "K4.Q9732.J76.Q83", "2NT"),
    ("after a transfer: choice of games with five", "1NT P 2D P 2H P", "K4.Q9732.A76.Q83", "3NT"),
    ("after a transfer: game with six", "1NT P 2D P 2H P", "K4.Q97432.A76.Q3", "4H"),
    ("after a transfer: a weak hand passes", "1NT P 2D P 2H P", "84.J9732.976.Q83", "P"),
    ("opener: 3NT on a transfer, three trumps: four of the major", "1NT P 2H P 2S P 3NT P", "AQ4.KJ3.Q762.K93", "4S"),
    ("Gerber answered: one ace", "1NT P 4C P", "KQ4.KJ3.A762.KQ3", "4H"),
    # Over 2NT
    ("3C Stayman over 2NT", "2NT P", "K984.932.9762.Q8", "3C"),
    ("3D transfer over 2NT", "2NT P", "84.K9732.976.Q83", "3D"),
    ("3NT over 2NT: 4–10 HCP", "2NT P", "984.K32.Q76.J832", "3NT"),
    # 2C
    ("2D: waiting", "2C P", "984.K32.976.J832", "2D"),
    ("a positive suit: a good five-card suit, 8+ HCP", "2C P", "984.AKJ32.976.J8", "2H"),
    ("2C then 2NT: 22–24 balanced", "2C P 2D P", "AK4.AKJ3.KQ62.K3", "2NT"),
    ("2C then a long suit", "2C P 2D P", "AK4.AKQJ83.AQ6.3", "2H"),
    # Weak twos
    ("feature ask over a weak two", "2S P", "A4.AK32.KQ76.832", "2NT"),
    ("game raise of a weak two", "2H P", "A4.K32.AKQ76.832", "4H"),
    ("preemptive raise of a weak two", "2H P", "84.Q932.Q987.832", "3H"),
    ("weak two: minimum after 2NT rebids the suit", "2H P 2NT P", "84.KQJ973.962.83", "3H"),
    # Opener's rebids
    ("a four-card major at the one level", "1C P 1H P", "KQ84.93.K76.AQ83", "1S"),
    ("1NT: 12–14 balanced", "1D P 1S P", "K84.Q93.AJ76.K83", "1NT"),
    ("2NT: 18–19 balanced", "1D P 1S P", "K84.AQ3.AK76.K83", "2NT"),
    ("single raise of responder's major: four trumps, minimum", "1D P 1S P", "K843.Q3.AJ76.K32", "2S"),
    ("jump raise: four trumps, 16–18", "1D P 1H P", "K4.AQ93.AK76.J83", "3H"),
    ("rebid a six-card suit", "1H P 1S P", "K4.AQ9763.K76.83", "2H"),
    ("jump rebid: six cards, 16–18", "1H P 1S P", "K4.AKQ976.A76.83", "3H"),
    ("a lower second suit", "1S P 1NT P", "AQ984.3.KJ763.A3", "2D"),
    ("a reverse: 17+ points", "1D P 1S P", "3.AKJ8.AQ763.K83", "2H"),
    ("Jacoby 2NT answered: a singleton", "1S P 2NT P", "AQ984.3.KJ76.A93", "3H"),
    ("Jacoby 2NT answered: minimum, no shortness", "1S P 2NT P", "AQ984.J3.K76.Q93", "4S"),
    ("limit raise accepted", "1H P 3H P", "A4.KQ983.K76.Q93", "4H"),
    ("limit raise declined", "1H P 3H P", "84.KQ983.K76.Q93", "P"),
    ("single raise: a minimum passes", "1S P 2S P", "AQ984.J3.K76.Q93", "P"),
    # Competition
    ("1NT overcall: 15–18, their suit stopped", "1H", "AQ4.KJ3.Q762.K93", "1NT"),
    ("takeout double: short in their suit", "1H", "AQ84.3.K762.KJ93", "X"),
    ("simple overcall at one", "1D", "AQJ84.93.762.K93", "1S"),
    ("simple overcall at two", "1S", "84.93.A62.AKJ983", "2C"),
    ("weak jump overcall", "1C", "84.KQJ973.962.83", "2H"),
    ("Michaels over a minor: both majors", "1C", "KQ984.AJ973.6.83", "2C"),
    ("Michaels over a major: the other major and a minor", "1H", "KQ984.3.AJ973.83", "2H"),
    ("unusual 2NT: both minors over a major", "1S", "8.3.KQJ93.AJ9763", "2NT"),
    ("a weak balanced hand passes over their opening", "1H", "Q84.J93.K762.J83", "P"),
    ("advance a takeout double: the unbid major", "1D X P", "Q843.J93.762.J83", "1S"),
    ("advance a takeout double: jump with 9–12", "1D X P", "KQ84.J93.762.A83", "2S"),
    ("advance a takeout double: 1NT with a stopper", "1H X P", "Q84.KJ3.J762.Q83", "1NT"),
    ("raise partner's overcall", "1D 1S P", "Q84.J93.K762.Q83", "2S"),
    ("cue-bid raise of partner's overcall", "1D 1S P", "Q84.AJ93.K762.Q3", "2D"),
    ("advance Michaels: the longer major", "1C 2C P", "Q84.J9432.762.83", "2H"),
    ("advance the unusual 2NT: the longer minor", "1S 2NT P", "Q84.J94.7632.832", "3D"),
    ("negative double: four hearts after 1C-(1S)", "1C 1S", "84.KJ93.Q762.J83", "X"),
    ("new suit at one over an overcall", "1C 1D", "KJ843.93.762.Q83", "1S"),
    ("raise over an overcall", "1H 1S", "84.K93.Q762.J832", "2H"),
    ("cue-bid raise: a limit raise or better over an overcall", "1H 1S", "84.K93.A762.KJ83", "2S"),
    ("1NT over an overcall: a stopper", "1H 1S", "K842.93.Q76.K832", "1NT"),
    ("redouble: 10+ HCP over a takeout double", "1H X", "K84.93.AQ762.K83", "XX"),
    ("2NT over a double: a limit raise or better", "1H X", "K4.Q932.A762.Q83", "2NT"),
    ("opener after a negative double: the unbid major", "1C 1S X P", "K4.Q932.A7.KJ832", "2H"),
    ("penalty double of a 1NT overcall", "1H 1NT", "K84.93.AQ762.K83", "X"),
    ("balancing 1NT: 11–14, stopped", "1H P P", "K84.KJ3.Q762.Q83", "1NT"),
    ("balancing double", "1H P P", "K843.3.Q762.KJ83", "X"),
    ("Blackwood answer: one ace", "1S P 2NT P 3D P 4NT P", "KQ84.KQ3.A762.Q3", "5D"),
    ("Blackwood answer: two aces", "1S P 3S P 4NT P", "KQ84.A93.A762.83", "5H"),
    ("Gerber over 2NT answered: no ace", "2NT P 4C P", "KQ4.KQJ3.KQJ6.KQ", "4D"),
    # Responder's rebids, opener's second rebids, and more competition
   ("1NT rebid, 6-10 balanced: pass", "1C P 1H P 1NT P", "Q84.KJ93.J762.83", "P"),
   ("1NT rebid, 11-12: 2NT", "1C P 1H P 1NT P", "Q84.KJ93.A762.Q3", "2NT"),
   ("1NT rebid, 13+: 3NT", "1C P 1H P 1NT P", "Q84.KJ93.A762.K3", "3NT"),
   ("1NT rebid, six hearts weak: 2H", "1C P 1H P 1NT P", "84.KJ9832.J76.83", "2H"),
   ("1NT rebid, six hearts, invitational: 3H", "1C P 1H P 1NT P", "84.AQ9832.K76.83", "3H"),
   ("opener rebid suit, weak: pass", "1D P 1S P 2D P", "KJ84.Q93.J6.Q832", "P"),
   ("opener rebid suit, invite with support", "1H P 1S P 2H P", "KJ84.Q93.A62.832", "3H"),
   ("opener rebid major, game with support", "1H P 1S P 2H P", "KJ84.Q93.A62.K32", "4H"),
   ("opener raised, weak: pass", "1D P 1S P 2S P", "KJ84.Q93.762.832", "P"),
   ("opener raised, invite", "1D P 1S P 2S P", "KJ84.A93.762.Q32", "3S"),
   ("opener raised, game", "1D P 1S P 2S P", "KJ84.A93.K62.Q32", "4S"),
   ("opener jump raise, game with 8", "1D P 1S P 3S P", "KJ84.Q93.762.Q32", "4S"),
   ("new suit at one, raise it", "1C P 1H P 1S P", "KJ84.Q932.762.32", "2S"),
   ("new suit at one, 1NT", "1C P 1H P 1S P", "K84.Q932.Q62.J32", "1NT"),

   ("new suit at two, pass with clubs", "1H P 1S P 2C P", "KJ843.3.762.J932", "P"),
   ("2NT rebid, 3NT", "1D P 1H P 2NT P", "K4.Q932.762.J832", "3NT"),
   ("after a reverse, rebid a five-card suit", "1D P 1S P 2H P", "KJ843.3.762.J932", "2S"),
   ("jump rebid 3D: 3NT", "1D P 1S P 3D P", "KJ84.K93.62.Q832", "3NT"),
   ("opener after 1NT response with 5-5: second suit", "1S P 1NT P", "AQ984.3.KJ763.A3", "2D"),
   ("opener: responder's preference, pass", "1H P 1S P 2C P 2H P", "A4.KQ932.32.KJ84", "P"),
   ("opener: invitation accepted", "1H P 1S P 2H P 3H P", "A4.KQ9732.K32.Q4", "4H"),
   ("opener: invitation declined", "1H P 1S P 2H P 3H P", "743.KQ9732.K3.Q4", "P"),
   ("opener after 2NT invitation: 3NT with a maximum", "1D P 1S P 1NT P 2NT P", "A4.K32.KJ43.QJ32", "3NT"),
   ("opener after 2NT invitation: pass with a minimum", "1D P 1S P 1NT P 2NT P", "74.K32.KJ43.Q932", "P"),

   ("Stayman: opener 2D, responder invite 2NT", "1NT P 2C P 2D P", "KJ84.Q32.Q43.932", "2NT"),
   ("Jacoby accepted, opener after 3NT with two hearts: pass", "1NT P 2D P 2H P 3NT P", "AK4.Q3.KJ43.A932", "P"),
   ("weak two: responder 2NT, opener max with a feature", "2S P 2NT P", "AQJ984.3.K62.832", "3D"),
   ("2C, 2D, 2H: support with 3 and values", "2C P 2D P 2H P", "84.Q93.K6432.832", "3H"),
   ("Michaels answer with 3 hearts over 1D", "1D 2D P", "Q4.J932.762.8632", "2H"),
   ("takeout double answered with 1NT after 1C", "1C X P", "Q84.J93.762.KJ32", "1NT"),
   ("overcall advanced with a new suit", "1C 1D P", "KQJ84.932.6.Q832", "1S"),
   ("balancing: pass with nothing", "1D P P", "984.932.762.8632", "P"),
   ("after 1S-2S-3S(preempt) opponents: pass", "1S 2H 2S 3H", "A9843.K2.A62.832", "P"),
    # Competition, no-trump continuations, openings by seat
   ("negative double at two: 1D-(2C), four-four majors", "1D 2C", "KJ84.Q932.762.K3", "X"),
   ("negative double: 1H-(2C) with four spades, 8+", "1H 2C", "KJ84.93.A762.832", "X"),
   ("free bid at two: five-card suit, 10+", "1S 2C", "84.AKJ93.K762.32", "2H"),
   ("raise over a double", "1S X", "Q84.K932.762.Q32", "2S"),
   ("preemptive jump raise over a double", "1S X", "Q8432.932.7.8632", "3S"),
   ("new suit at one over a double", "1D X", "KJ843.932.7.Q632", "1S"),
   ("advance a 1NT overcall with Stayman", "1D 1NT P", "KJ84.Q932.762.Q3", "2C"),
   ("advance a 1NT overcall with a transfer", "1D 1NT P", "KJ843.932.762.J3", "2H"),
   ("advance a weak jump overcall: raise", "1C 2S P", "Q84.A932.7632.K3", "3S"),
   ("advance a takeout double: cue bid with 13+", "1D X P", "AQ84.K932.72.KJ3", "2D"),
   ("advance a takeout double: game in a five-card major", "1D X P", "AQ843.K32.72.K83", "4S"),
   ("takeout double of a weak two", "2S", "3.AQ84.KJ92.KQ83", "X"),
   ("overcall of a weak two with a good suit", "2S", "A3.AQJ84.K92.983", "3H"),
   ("2NT over a weak two: 15-18 stopped", "2H", "A3.KQ4.KJ92.A983", "2NT"),
   ("takeout double of a preempt", "3H", "AQ84.3.KJ92.KQ83", "X"),
   ("pass over a preempt with a flat 12", "3H", "Q84.K32.KJ92.Q83", "P"),
   ("opener rebids after 1C-(1S)-X: 1NT with a stopper", "1C 1S X P", "KQ4.J32.K92.Q983", "1NT"),
   ("opener after partner's raise in competition: pass minimum", "1H 1S 2H 2S", "84.KQJ32.K92.Q83", "P"),
   ("total trumps: nine trumps, compete to three", "1H 1S 2H 2S", "4.KQJ432.K92.Q83", "3H"),
   ("opener after a single raise, 16-18: invite", "1S P 2S P", "AK984.A3.K92.Q83", "3S"),
   ("opener after 1NT response: 3NT with 19 (2NT invites with 18)", "1S P 1NT P", "AK984.A3.K92.KQ3", "3NT"),
   ("opener 5-5 in the majors after 1NT: 2H", "1S P 1NT P", "AK984.KJ832.9.Q3", "2H"),
   ("1NT opener: after 2S relay... no, after 1NT-3NT pass", "1NT P 3NT P", "AK4.Q32.K92.QJ83", "P"),
   ("responder after 1NT-2C-2S: 3NT without four spades", "1NT P 2C P 2S P", "K4.QJ32.A92.J832", "3NT"),
   ("responder after 1NT-2C-2H: 2NT invite with 8-9", "1NT P 2C P 2H P", "KJ84.32.Q92.Q832", "2NT"),
   ("responder after 1NT-2C-2H: 7 HCP is short of an invitation", "1NT P 2C P 2H P", "KJ84.32.Q92.J832", "P"),
   ("opener after 1NT-2C-2H-2NT with four spades, maximum: 4S", "1NT P 2C P 2H P 2NT P", "AQ84.KJ32.K9.K83", "4S"),
   ("opener after a limit raise of a minor: 3NT with stoppers", "1D P 3D P", "AQ4.K32.KJ92.Q83", "3NT"),
   ("2C opener after 2D: 3NT with 25-27 balanced", "2C P 2D P", "AKQ.AK32.KQJ2.K3", "3NT"),
   ("answering 2C: 2D with a weak hand", "2C P", "J84.932.7632.832", "2D"),
   ("opener after 1S-2H: raise with three hearts", "1S P 2H P", "AK984.Q32.K92.83", "3H"),
   ("opener after 1S-2C: rebid a six-card suit", "1S P 2C P", "AK9843.32.K92.83", "2S"),
   ("opener after 1D-2C: raise clubs with four", "1D P 2C P", "A84.Q3.KJ92.K832", "3C"),
   ("preempt: no 3-level opening with a good hand", "", "84.3.AKQJ763.A83", "1D"),
   ("weak two: no weak two with four cards in the other major", "", "Q842.KQJ973.6.83", "P"),
   ("third seat: light opening with a good suit", "P P", "AKJ84.32.Q62.J83", "1S"),
    # Invitations
   ("single raise, opener invites, responder accepts with 8-9", "1S P 2S P 3S P", "Q84.K93.Q762.J83", "4S"),
   ("single raise, opener invites, responder declines with 6", "1S P 2S P 3S P", "Q84.J93.Q762.983", "P"),
   ("1NT response, opener invites with 2NT (18-19)... responder 3NT with 8", "1S P 1NT P 2NT P", "84.K93.QJ62.Q983", "3NT"),
    # A new suit over a weak two
    ("a new suit over a weak two forces", "2H P", "AKJ84.3.A62.KQ32", "2S"),
    ("opener rebids the weak two's suit over a forcing new suit", "2H P 2S P", "84.KQJ973.962.83", "3H"),
]


def _auction(calls: str) -> bf.Auction:
    return bf.Auction.from_calls("N", calls.split())


@pytest.mark.parametrize("rule, calls, hand, expected", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_booklet_positions(rule: str, calls: str, hand: str, expected: str) -> None:
    assert_booklet_call(calls, hand, expected)


def test_sayc_is_a_named_system_with_explanations() -> None:
    assert isinstance(bf.SYSTEMS["sayc"], SaycSystem) and SAYC.name == "sayc"
    choice = SAYC.choose(bf.Hand.from_pbn("AQ4.KJ3.Q862.K93"), _auction(""))
    assert "15–17 HCP" in choice.explain


@pytest.mark.parametrize(("calls", "hand", "reason"), [
    ("", "T53.A95.K97.AT94", "no opening: too weak to open"),  # 11 HCP, 4-3-3-3: below the Rule of 20
    ("P P P", "T53.A95.K97.T943", "no opening: too weak to open"),  # fourth seat, 7 HCP
    ("", "KJ9764.JT83.6.J2", "no opening: too weak to open"),  # a poor six-card suit and a side major: no weak two
    ("1H", "T53.95.K97.AT943", "no overcall: no suit good enough"),  # 7 HCP and five clubs: not at two
    ("1S P P", "T53.95.K97.T9432", "no balancing call: too weak"),  # 3 HCP in the pass-out seat
    ("1H P", "T53.95.J97.T9432", "too weak to answer: fewer than 6 points"),  # 1 HCP opposite an opening
    ("P 1D P", "QT53.95.J97.T943", "too weak to answer: fewer than 6 points"),  # a four-card major and 3 HCP
    ("1NT P", "K53.952.Q97.T943", "too weak for game: no game opposite"),  # 5 HCP opposite 15–17
    ("2NT P", "T53.952.J97.T943", "too weak for game: no game opposite"),  # 1 HCP opposite 20–21
])
def test_a_pass_says_why_where_a_table_ends(calls: str, hand: str, reason: str) -> None:
    """The commonest passes (no opening, no answer to a suit or to no trump, no overcall, no balancing call) name
    the rule, not 'no rule applies'."""
    choice = SAYC.choose(bf.Hand.from_pbn(hand), _auction(calls))
    assert choice.call == bf.Call.parse("P") and choice.explain.startswith(reason), choice.explain


def test_an_explanation_says_the_rules_name_once() -> None:
    game = Rule("game", lambda c: True, lambda c: True, bf.Call.parse("3NT"), "game: enough points together")
    assert game.explain == "game: enough points together"
    accept = Rule("accept", lambda c: True, lambda c: True, bf.Call.parse("3NT"), "accepts: the top of the range")
    assert accept.explain == "accepts: the top of the range"
    raise_ = Rule("limit raise", lambda c: True, lambda c: True, bf.Call.parse("3H"), "three-card support, 10–12 points")
    assert raise_.explain == "limit raise: three-card support, 10–12 points"
    # On the table: 1NT P 2C is Stayman, said once.
    choice = SAYC.choose(bf.Hand.from_pbn("KJ84.Q932.K5.J42"), _auction("1NT P"))
    assert choice.explain == "Stayman: asks for a four-card major"


def test_no_explanation_repeats_its_rules_name() -> None:
    from bridgefp.systems.sayc import competition, later

    tables = [*TABLES.values(), later.LATER, competition.OVERCALLS, competition.ADVANCE_OVERCALL]
    for rule in (rule for table in tables for rule in table):
        name = rule.name.lower()
        assert not rule.explain.lower().startswith(f"{name}: {name}"), rule.explain


@pytest.mark.parametrize("dealer, calls, hand", [
    ("N", "P 1C P 1D P 1H", "K9.AQ6.AKQ3.AQ84"),
    ("E", "P 1D P 2C P 2S", "AK.AT53.A.AQT964"),
])
def test_a_strong_hand_whose_side_has_only_passed_gets_a_legal_call(dealer: str, calls: str, hand: str) -> None:
    # Our side has made no call but passes; the later rules, which read our side's calls, still answer.
    auction = bf.Auction.from_calls(dealer, calls.split())
    choice = SAYC.choose(bf.Hand.from_pbn(hand), auction)
    assert is_legal_call(auction, choice.call), choice.explain


def test_a_call_no_rule_covers_is_pass() -> None:
    # East, a weak hand over North's 1NT and South's 3NT, has nothing the system would say.
    choice = SAYC.choose(bf.Hand.from_pbn("9842.983.9632.98"), _auction("1NT P 3NT"))
    assert str(choice.call) == "Pass"


def test_every_table_is_rules_with_meanings() -> None:
    for key, table in TABLES.items():
        assert all(isinstance(rule, Rule) and rule.meaning for rule in table), key
        assert all(isinstance(rule.call, bf.Call) or callable(rule.call) for rule in table), key
        bf.Auction.from_calls("N", [c for c in key.split()])  # keys are auctions of our side


@settings(max_examples=150, deadline=None)
@given(deals())
def test_four_sayc_robots_only_make_legal_calls(deal: bf.Deal) -> None:
    board = finish_auction(bf.start_board(bf.Dealt(deal, bf.Seat.N)), SAYC)
    assert board.auction.is_complete


@settings(max_examples=300, deadline=None)
@given(deals(), auctions(complete=False))
def test_any_auction_gets_a_legal_call(deal: bf.Deal, auction: bf.Auction) -> None:
    choice = SAYC.choose(deal.hand(auction.turn), auction)
    assert is_legal_call(auction, choice.call), (auction, choice)
    assert choice.call in legal_calls(auction) and choice.explain


@given(st.sampled_from(sorted(TABLES)))
def test_the_booklet_keys_name_the_tables(key: str) -> None:
    assert TABLES[key]


@pytest.mark.parametrize("name, declarer", [("sayc", "S"), ("simple", "N")])
def test_the_card_robot_reads_the_auction_in_the_boards_own_system(name: str, declarer: str) -> None:
    from bridgefp.board import apply_event
    from bridgefp.cardplay import view_for
    from bridgefp.cardplay.system_of import system_of
    from bridgefp.robots import robot_card

    # South's 15 HCP open 1NT in SAYC; the simple system opens 1D and North declares 3NT.
    deal = bf.Deal.from_pbn("S:AQ4.KJ3.Q862.K93 JT976.A84.J3.J52 K85.Q92.A754.Q84 32.T765.KT9.AT76")
    board = finish_auction(bf.start_board(bf.Dealt(deal, bf.Seat.S)), bf.get_system(name))
    assert str(board.auction.declarer) == declarer
    view = view_for(apply_event(board, robot_card(board)))  # after the opening lead: dummy is seen
    assert system_of(view) == name


@pytest.mark.parametrize(("calls", "hand", "explain"), [
    ("1NT P 3NT P", "AKJ2.Q73.K84.AJ2", "no rule of the system applies over partner's 3NT, game or higher: pass"),
    ("1H P 4H P", "AKJ2.KQ732.84.J2", "no rule of the system applies over partner's 4H, game or higher: pass"),
    # their bid over partner's game: the plain words, since partner's game no longer stands
    ("1H 2C 4H 5C", "AKJ2.KQ732.84.J2", "no rule of the system applies: pass"),
])
def test_a_pass_with_no_rule_says_whether_partners_game_stands(calls: str, hand: str, explain: str) -> None:
    choice = SAYC.choose(bf.Hand.from_pbn(hand), _auction(calls))
    assert str(choice.call) == "Pass" and choice.explain == explain
