//! Crime Story: the rulebook's example and worked cases, the turn bookkeeping and the game's invariants.

use alibi::rules::Rules;
use alibi::rules::crime_story::{
    Accusation, Action, Capture, CrimeStory, CrimeStorySetup, EndReason, MurdererFate, Player,
    STORY_STARTERS, Sentence, Status, Variants, cards_in_play, draw_starter, final_scores, winners,
};
use proptest::prelude::*;
use rand::SeedableRng;

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

fn game_with(setup: CrimeStorySetup) -> CrimeStory {
    let mut g = CrimeStory::new();
    g.apply(&Action::Setup(setup)).expect("setup");
    g
}

fn game(n: usize) -> CrimeStory {
    game_with(CrimeStorySetup::new(names(n), 0))
}

fn sentence(captures: &[(usize, u8)], own_words: u8) -> Sentence {
    Sentence {
        text: "…".into(),
        captures: captures
            .iter()
            .map(|&(from, cards)| Capture { from, cards })
            .collect(),
        own_words,
        accusation: None,
    }
}

fn say(g: &mut CrimeStory, captures: &[(usize, u8)], own_words: u8) -> String {
    g.apply(&Action::Sentence(sentence(captures, own_words)))
        .unwrap_or_else(|r| panic!("{r}"))
}

fn accuse(
    g: &mut CrimeStory,
    captures: &[(usize, u8)],
    accused: usize,
    correct: bool,
) -> Result<String, String> {
    let mut s = sentence(captures, 0);
    s.accusation = Some(Accusation { accused, correct });
    g.apply(&Action::Sentence(s)).map_err(|r| r.to_string())
}

fn hands(g: &CrimeStory) -> Vec<u8> {
    g.players().iter().map(|p| p.hand).collect()
}

#[test]
fn the_policeman_sentence_keeps_two_and_feeds_the_pile_one() {
    let mut g = game(4);
    assert_eq!(
        say(&mut g, &[(1, 2), (2, 1)], 0),
        "ok; kept 2, murderer pile +1"
    );
    assert_eq!(g.players()[0].captured, 2);
    assert_eq!(g.murderer_pile(), 1);
    assert_eq!(hands(&g), vec![8, 6, 7, 8]);
    assert_eq!(g.evidence_holder(), Some(0));
    assert_eq!(g.author(), Some(1), "clockwise");
}

#[test]
fn an_own_word_goes_to_the_murderer_pile() {
    let mut g = game(4);
    say(&mut g, &[(1, 1)], 1);
    assert_eq!((g.players()[0].captured, g.players()[0].hand), (1, 7));
    assert_eq!(g.murderer_pile(), 1);
}

#[test]
fn eight_cards_a_player_are_in_play() {
    assert_eq!([3, 4, 5, 6].map(cards_in_play), [24, 32, 40, 48]);
}

/// P2 takes the evidence, then a whole round passes with no captures.
fn dry_round_game() -> CrimeStory {
    let mut g = game(4);
    say(&mut g, &[], 0); // P1
    say(&mut g, &[(2, 7)], 0); // P2 takes 7 from P3: 2 kept, 5 to the pile
    assert_eq!(g.evidence_holder(), Some(1));
    for _ in 0..3 {
        say(&mut g, &[], 0); // P3, P4, P1
    }
    assert_eq!(g.dry_round_in(), 1);
    assert!(
        g.warnings()
            .iter()
            .any(|w| w.to_string().contains("everyone discards"))
    );
    say(&mut g, &[], 0); // P2 closes the dry round
    g
}

#[test]
fn after_a_dry_round_everyone_discards() {
    let mut g = dry_round_game();
    assert_eq!(hands(&g), vec![7, 7, 0, 7]);
    assert_eq!(g.discarded(), 4);
    assert_eq!(g.dry_round_in(), 3, "the counter restarts, P3 is out");
    assert_eq!(g.players()[2].status, Status::OutEmptyHand);
    assert_eq!(g.public_view().last_card_question, vec![2]);
    let refusal = g
        .apply(&Action::Sentence(sentence(&[], 0)))
        .expect_err("the question comes first");
    assert!(refusal.to_string().contains("murderer card"));

    let mut murderer_out = g.clone();
    assert!(
        murderer_out
            .apply(&Action::LastCardAnswer { murderer: Some(0) })
            .is_err(),
        "P1 kept cards"
    );
    murderer_out
        .apply(&Action::LastCardAnswer { murderer: Some(2) })
        .expect("answer");
    assert_eq!(murderer_out.end(), Some(EndReason::MurdererCardDiscarded));
    let scores = murderer_out.scores().expect("scored at once");
    assert_eq!(
        scores[2].total,
        3 + 3 + 5,
        "certificates, the card (house rule) and the pile"
    );
    assert_eq!(murderer_out.public_view().murderer, Some(2));

    g.apply(&Action::LastCardAnswer { murderer: None })
        .expect("answer");
    assert_eq!(g.end(), None);
    assert!(
        g.warnings()
            .iter()
            .any(|w| w.to_string().contains("only two would be left"))
    );
}

#[test]
fn scoring_when_the_murderer_is_not_found() {
    let player = |name: &str, hand, captured, certificates| Player {
        name: name.into(),
        hand,
        captured,
        certificates,
        status: Status::Active,
        accusations: 0,
    };
    let players = [player("M", 3, 4, 1), player("A", 2, 6, 2)];
    let scores = final_scores(&players, 5, MurdererFate::Hidden { murderer: 0 });
    assert_eq!(
        scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![15, 10]
    );
    assert_eq!(winners(&scores), vec![0]);
    for s in &scores {
        assert_eq!(s.total, s.lines.iter().map(|l| l.points).sum::<u32>());
    }

    let players = [player("A", 2, 7, 1), player("M", 2, 4, 1)];
    let found = final_scores(&players, 5, MurdererFate::Found { murderer: 1, by: 0 });
    assert_eq!(
        found.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![13, 7],
        "the pile is ignored when the murderer is found"
    );
}

#[test]
fn a_correct_accusation_ends_the_game_and_the_pile_is_ignored() {
    let mut g = game(4);
    assert!(
        accuse(&mut g, &[], 3, true)
            .expect_err("no capture")
            .contains("at least one card")
    );
    assert_eq!(
        accuse(&mut g, &[(3, 1)], 3, true),
        Ok("ok; kept 1, murderer pile +0; murderer found".into())
    );
    assert_eq!(g.end(), Some(EndReason::MurdererFound));
    let p = &g.players()[0];
    assert_eq!((p.captured, p.certificates, p.accusations), (1, 2, 1));
    assert_eq!(
        g.players()[3].hand,
        6,
        "one card taken, the murderer card handed over"
    );
    let view = g.public_view();
    assert_eq!(view.murderer, Some(3));
    assert_eq!(view.scores[0].total, 8 + 1 + 2 + 3);
    assert_eq!(view.scores[3].total, 6 + 3);
    assert_eq!(view.winners, vec![0]);
    assert!(
        g.apply(&Action::RevealMurderer { murderer: 1 }).is_err(),
        "already known"
    );
    assert!(g.progress().to_string().contains("won by P1"));
}

#[test]
fn wrong_accusations_and_the_small_table_variant() {
    let mut g = game(4);
    accuse(&mut g, &[(2, 1)], 1, false).expect("wrong, the game goes on");
    assert_eq!((g.players()[0].certificates, g.end()), (2, None));

    let mut setup = CrimeStorySetup::new(names(4), 0).small_table();
    setup.variants.wrong_accusation_loses = true;
    let mut hard = game_with(setup);
    assert_eq!(hard.players()[0].certificates, 2);
    assert!(
        accuse(&mut hard, &[(2, 2)], 1, false)
            .expect_err("two captured")
            .contains("3 captured cards")
    );
    say(&mut hard, &[(2, 1)], 0);
    for _ in 0..3 {
        say(&mut hard, &[], 0);
    }
    accuse(&mut hard, &[(2, 2)], 1, false).expect("three captured now");
    assert_eq!(hard.players()[0].status, Status::LostWrongAccusation);
    assert_eq!(hard.author(), Some(1));
    assert!(
        hard.public_view()
            .rules
            .iter()
            .any(|r| r.to_string().contains("wrong accusation loses"))
    );

    let mut setup = CrimeStorySetup::new(names(3), 0);
    setup.variants = Variants {
        no_murderer: true,
        no_capture_cap: true,
        ..Variants::default()
    };
    let mut easy = game_with(setup);
    assert!(
        accuse(&mut easy, &[(1, 1)], 2, true).is_err(),
        "no murderer to accuse"
    );
    say(&mut easy, &[(1, 3), (2, 1)], 0);
    assert_eq!(
        (easy.players()[0].captured, easy.murderer_pile()),
        (4, 0),
        "no cap"
    );
}

#[test]
fn timeouts_spend_certificates_until_two_are_left_then_the_murderer_is_asked() {
    let mut g = game(3);
    assert!(
        g.apply(&Action::RevealMurderer { murderer: 1 })
            .expect_err("secret")
            .to_string()
            .contains("secret")
    );
    for round in 0..3 {
        let timeout = Action::Certificate {
            timed_out: true,
            text: "I am the walrus.".into(),
        };
        assert_eq!(
            g.describe(&timeout).to_string(),
            "P1: time ran out, certificate of insanity"
        );
        assert_eq!(g.apply(&timeout), Ok("ok; time ran out".into()));
        if round < 2 {
            say(&mut g, &[], 0);
            say(&mut g, &[], 0);
        }
    }
    assert_eq!(g.players()[0].status, Status::OutNoCertificates);
    assert_eq!(g.end(), Some(EndReason::TwoPlayersLeft));
    assert_eq!(g.public_view().murderer, None, "not asked until now");
    assert!(g.scores().is_none());
    assert!(g.apply(&Action::Sentence(sentence(&[], 0))).is_err());
    g.apply(&Action::RevealMurderer { murderer: 1 })
        .expect("reveal");
    let view = g.public_view();
    assert_eq!(view.murderer, Some(1));
    assert!(!view.scores[0].can_win, "out of certificates");
    assert!(view.winners.contains(&1));
}

#[test]
fn turns_skip_players_who_are_out() {
    let mut g = game(4);
    say(&mut g, &[(1, 8)], 0);
    assert_eq!(g.players()[1].status, Status::OutEmptyHand);
    assert_eq!(g.author(), Some(2));
    assert!(
        g.apply(&Action::Sentence(sentence(&[(1, 1)], 0))).is_err(),
        "P2 is out"
    );
    say(&mut g, &[], 0);
    say(&mut g, &[], 0);
    assert_eq!(g.author(), Some(0));
}

#[test]
fn a_veto_strikes_the_sentence_and_costs_a_point_card() {
    let mut g = game(4);
    say(&mut g, &[(1, 2)], 0);
    assert_eq!(
        g.apply(&Action::Veto),
        Ok("ok; struck, a point card to the murderer pile".into())
    );
    assert_eq!((g.players()[0].captured, g.murderer_pile()), (1, 1));
    assert!(g.public_view().story.is_empty());
    assert!(g.apply(&Action::Veto).is_err(), "once");
    g.apply(&Action::Certificate {
        timed_out: false,
        text: String::new(),
    })
    .expect("certificate");
    assert!(
        g.apply(&Action::Veto).is_err(),
        "a certificate's sentence isn't voted on"
    );
}

#[test]
fn a_veto_waits_for_the_last_card_question() {
    let mut g = dry_round_game();
    assert_eq!(g.public_view().last_card_question, vec![2]);
    let before = g.clone();
    let refusal = g
        .apply(&Action::Veto)
        .expect_err("the question comes first");
    assert!(refusal.to_string().contains("murderer card"), "{refusal}");
    assert_eq!(g, before, "a refusal changes nothing");
    g.apply(&Action::LastCardAnswer { murderer: None })
        .expect("answer");
    assert_eq!(
        g.apply(&Action::Veto),
        Ok("ok; struck, a point card to the murderer pile".into()),
        "then P2's sentence may be vetoed"
    );
}

#[test]
fn story_starters_come_from_the_rulebook() {
    let mut g = game(4);
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let index = draw_starter(&mut rng);
    assert!(index < STORY_STARTERS.len());
    g.apply(&Action::StoryStarter { index: 1 })
        .expect("starter");
    assert_eq!(
        g.public_view().starter.map(|s| s.to_string()).as_deref(),
        Some("The tower clock showed 10:00 AM.")
    );
    assert!(g.apply(&Action::StoryStarter { index: 99 }).is_err());
}

fn arb_action() -> impl Strategy<Value = Action> {
    let capture = (0usize..7, 0u8..4).prop_map(|(from, cards)| Capture { from, cards });
    let accusation = prop::option::weighted(
        0.15,
        (0usize..7, any::<bool>()).prop_map(|(accused, correct)| Accusation { accused, correct }),
    );
    let sentence = (
        prop::collection::vec(capture, 0..3),
        prop_oneof![4 => Just(0u8), 1 => 0u8..3],
        accusation,
    )
        .prop_map(|(captures, own_words, accusation)| {
            Action::Sentence(Sentence {
                text: String::new(),
                captures,
                own_words,
                accusation,
            })
        });
    let variants = (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(|(a, b, c, d, m)| Variants {
            no_capture_cap: a,
            no_murderer: b,
            wrong_accusation_loses: c,
            reused_word_fine: d,
            min_captured_to_accuse: m,
        });
    prop_oneof![
        1 => (2usize..8, 0usize..7, 0u8..4, variants).prop_map(|(n, start, certificates, variants)| Action::Setup(CrimeStorySetup {
            certificates,
            variants,
            ..CrimeStorySetup::new(names(n), start)
        })),
        12 => sentence,
        2 => any::<bool>().prop_map(|timed_out| Action::Certificate { timed_out, text: String::new() }),
        1 => Just(Action::Veto),
        1 => (0usize..7).prop_map(|player| Action::Fine { player }),
        1 => prop::option::of(0usize..7).prop_map(|murderer| Action::LastCardAnswer { murderer }),
        1 => (0usize..7).prop_map(|murderer| Action::RevealMurderer { murderer }),
        1 => (0usize..10).prop_map(|index| Action::StoryStarter { index }),
    ]
}

proptest! {
    #[test]
    fn any_actions_conserve_cards_and_keep_the_murderer_secret(
        setup in (3usize..7, 0usize..3, 1u8..4),
        actions in prop::collection::vec(arb_action(), 0..120),
    ) {
        let mut g = game_with(CrimeStorySetup { certificates: setup.2, ..CrimeStorySetup::new(names(setup.0), setup.1) });
        let dealt = cards_in_play(setup.0) as u32;
        for action in &actions {
            let json = serde_json::to_string(action).expect("actions serialise");
            prop_assert_eq!(&serde_json::from_str::<Action>(&json).expect("and come back"), action);
            let before = g.clone();
            let _ = g.describe(action);
            if g.apply(action).is_err() {
                prop_assert_eq!(&before, &g, "a refusal changes nothing");
            }
            let view = g.public_view();
            let held: u32 = g.players().iter().map(|p| u32::from(p.hand) + u32::from(p.captured)).sum();
            let handed_over = u32::from(g.end() == Some(EndReason::MurdererFound));
            prop_assert_eq!(held + g.murderer_pile() + g.discarded() + handed_over, dealt, "no card appears or vanishes");
            for (p, q) in before.players().iter().zip(g.players()) {
                prop_assert!(q.certificates <= p.certificates, "certificates are only spent");
            }
            if g.end().is_none() {
                prop_assert_eq!(view.murderer, None);
                prop_assert!(view.scores.is_empty());
                for p in g.players().iter().filter(|p| p.status == Status::Active) {
                    prop_assert!(p.hand > 0 && p.certificates > 0, "the empty-handed and certificate-less are out");
                }
                if view.last_card_question.is_empty() {
                    prop_assert!(g.active() > 2);
                    prop_assert!(g.author().is_some_and(|a| g.players()[a].status == Status::Active));
                }
            }
            for s in &view.scores {
                prop_assert_eq!(s.total, s.lines.iter().map(|l| l.points).sum::<u32>());
            }
            let _ = g.progress();
            let _ = serde_json::to_string(&view).expect("view serialises");
        }
    }
}
