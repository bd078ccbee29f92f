//! Whole-game checks: the rulebook's walk-through, the deal, deduction with lies and bombs.

use super::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn who(name: &str) -> Civilian {
    Civilian::parse(name).unwrap_or_else(|| panic!("no civilian {name}"))
}

/// The beginner layout with the Cat Lady in Downtown (the walk-through's board).
const BOARD: [(Block, &[&str]); 16] = [
    (0, &["reporter", "beggar"]),
    (1, &["paperboy"]),
    (2, &["nurse"]),
    (3, &["judge", "fence"]),
    (4, &["mayor"]),
    (5, &["cat-lady"]),
    (6, &["musician"]),
    (7, &["bouncer"]),
    (8, &["editor"]),
    (9, &["professor"]),
    (10, &["surgeon"]),
    (11, &["lawyer"]),
    (12, &["waitress", "artist"]),
    (13, &["gangster"]),
    (14, &["secretary"]),
    (15, &["veteran", "actress"]),
];

fn game(mode: Mode, motives: &[Motive], motive: Motive, murderer: &str, poi: &str) -> IntentToKill {
    game_with(&[], mode, motives, motive, murderer, poi)
}

/// The walk-through's board with house rules set before the start.
fn game_with(
    rules: &[HouseRule],
    mode: Mode,
    motives: &[Motive],
    motive: Motive,
    murderer: &str,
    poi: &str,
) -> IntentToKill {
    let mut actions: Vec<Action> = rules.iter().map(|&r| Action::Rule(r)).collect();
    actions.extend([
        Action::Mode(mode),
        Action::Layout(Layout::Base),
        Action::Motives(motives.to_vec()),
    ]);
    for (block, names) in BOARD {
        actions.push(Action::Place(block, names.iter().map(|n| who(n)).collect()));
    }
    actions.extend([
        Action::Murderer(who(murderer)),
        Action::Poi(who(poi)),
        Action::Motive(motive),
        Action::Supporters(Group::Press),
        Action::Detective(15),
        Action::Start,
    ]);
    play(IntentToKill::new(), &actions)
}

fn play(mut game: IntentToKill, actions: &[Action]) -> IntentToKill {
    for action in actions {
        if let Err(refusal) = game.apply(action) {
            panic!("{action:?} refused: {refusal}");
        }
    }
    game
}

const WALKTHROUGH: [Motive; 6] = [
    Motive::Maniac,
    Motive::Sadist,
    Motive::Cutthroat,
    Motive::Vigilante,
    Motive::Terrorist,
    Motive::Psychopath,
];

#[test]
fn paperboy_walkthrough_rules_out_psychopath_sadist_and_terrorist() {
    let g = game(Mode::Logic, &WALKTHROUGH, Motive::Maniac, "nurse", "judge");
    let g = play(
        g,
        &[
            Action::Intimidate(vec![who("waitress"), who("mayor")]),
            Action::Murder(who("cat-lady")),
        ],
    );
    let mut g = g;
    assert_eq!(g.apply(&Action::Surveil(who("paperboy"))), Ok(Answer::No));
    let alive = g.hypotheses();
    let murderers = |m: Motive| -> Vec<Civilian> {
        let mut v: Vec<Civilian> = alive
            .iter()
            .filter(|h| h.motive == m)
            .map(|h| h.murderer)
            .collect();
        v.dedup();
        v
    };
    // A Psychopath, a Sadist or a Terrorist could have killed him: only if he is the Murderer.
    for m in [Motive::Psychopath, Motive::Sadist, Motive::Terrorist] {
        assert_eq!(murderers(m), vec![who("paperboy")], "{m}");
    }
    // A Maniac (the first victim a woman) and a Vigilante (he is next to the Detective) could not.
    assert!(murderers(Motive::Maniac).len() > 10);
    assert!(murderers(Motive::Vigilante).len() > 10);
    // A Cutthroat never kills in Downtown.
    assert!(murderers(Motive::Cutthroat).is_empty());
    // The fast exposure agrees with the brute force.
    let exposure = g.exposure();
    let mut motives: Vec<Motive> = alive.iter().map(|h| h.motive).collect();
    motives.sort();
    motives.dedup();
    let mut fast = exposure.motives.clone();
    fast.sort();
    assert_eq!(fast, motives);
}

#[test]
fn a_false_answer_must_come_from_someone_allowed_to_lie() {
    let motives = [
        Motive::Maniac,
        Motive::Sadist,
        Motive::Cutthroat,
        Motive::Vigilante,
        Motive::Killer,
        Motive::Terrorist,
    ];
    // Witnesses all over the city: a table keeping the investigation's count itself.
    let mut g = game_with(
        &[HouseRule::RefereeInvestigation(false)],
        Mode::Logic,
        &motives,
        Motive::Maniac,
        "nurse",
        "judge",
    );
    g = play(
        g,
        &[
            Action::Intimidate(vec![who("waitress"), who("mayor")]),
            Action::Murder(who("cat-lady")),
        ],
    );
    // The Editor (Press, the Supporters) says the Murderer is male, the Reporter (Press too)
    // and the Secretary say female.
    let ask = |civilian: &str, lie: bool| Action::Question {
        civilian: who(civilian),
        about: Trait::Sex(Sex::Male),
        lie,
    };
    g = play(g, &[ask("editor", true), ask("secretary", false)]);
    let alive = g.hypotheses();
    // If the Murderer is a man the Secretary lied, and if a woman the Editor did: either way
    // the liar must be the Person of Interest or one of the Supporters.
    for h in &alive {
        let liar = if h.murderer.sex() == Sex::Male {
            "secretary"
        } else {
            "editor"
        };
        let liar = who(liar);
        assert!(
            liar == h.murderer || liar == h.poi || liar.group() == h.supporters,
            "{h:?}"
        );
    }
    assert!(
        alive
            .iter()
            .any(|h| h.murderer == who("nurse") && h.poi == who("judge"))
    );
    assert_eq!(g.audit().answers.len(), 2);
    assert!(g.audit().clean);
}

#[test]
fn a_bomb_hides_which_body_was_the_victim() {
    let motives = [
        Motive::Psychopath,
        Motive::Maniac,
        Motive::Sadist,
        Motive::Cutthroat,
        Motive::Killer,
        Motive::Terrorist,
        Motive::Radical,
        Motive::Robber,
    ];
    let mut g = game(Mode::Intuition, &motives, Motive::Maniac, "nurse", "judge");
    g = play(
        g,
        &[
            Action::Intimidate(vec![who("paperboy"), who("mayor")]),
            Action::Murder(who("waitress")),
            Action::Displace(who("artist"), 8),
            Action::City,
            Action::Round,
            Action::Intimidate(vec![who("bouncer"), who("editor")]),
            // The Maniac's victim is the Judge (a woman); the Fence is an extra body.
            Action::Bomb(who("judge"), vec![who("fence")]),
        ],
    );
    let view = g.public_view();
    let scene = &view.crime_scenes[1];
    assert_eq!(scene.bodies.len(), 2);
    assert_eq!(view.victims.len(), 3);
    // The Fence (a man) could not be a Maniac's victim after the Waitress, the Judge could:
    // the deduction tries both bodies and keeps the Maniac alive.
    assert!(g.exposure().motives.contains(&Motive::Maniac));
    let audit = g.audit();
    assert_eq!(audit.murders[1].victim, who("judge"));
    assert!(audit.clean);
}

#[test]
fn the_deal_follows_the_layout_and_keeps_secrets_apart() {
    let mut rng = StdRng::seed_from_u64(7);
    for layout in Layout::ALL {
        for mode in [Mode::Logic, Mode::Intuition] {
            let mut g = play(
                IntentToKill::new(),
                &deal(layout, mode, &layout.motives(mode), &mut rng),
            );
            let [a, b, c] = g.offered().expect("the deal records the three tokens");
            assert!(
                a != b && b != c && a != c,
                "{layout}: three different groups"
            );
            g = play(
                g,
                &[Action::Supporters(b), Action::Detective(6), Action::Start],
            );
            assert_eq!(g.city().civilians().count(), 20, "{layout}");
            assert_ne!(g.murderer(), g.poi());
            assert!(g.motives().contains(&g.motive().unwrap_or(Motive::Spy)));
        }
    }
}

#[test]
fn the_supporters_come_from_the_three_tokens_offered() {
    let mut rng = StdRng::seed_from_u64(11);
    let mut g = play(
        IntentToKill::new(),
        &deal(
            Layout::Base,
            Mode::Logic,
            &Layout::Base.motives(Mode::Logic),
            &mut rng,
        ),
    );
    let offered = g.offered().expect("the deal records the three tokens");
    let [a, b, c] = offered;
    let outside = Group::ALL
        .into_iter()
        .find(|g| !offered.contains(g))
        .expect("nine groups, three offered");
    let refusal = g
        .apply(&Action::Supporters(outside))
        .expect_err("a group that was not offered");
    assert_eq!(
        refusal.to_string(),
        format!(
            "the Supporters are picked from the three Social Group tokens drawn: {a}, {b} or {c}"
        )
    );
    assert_eq!(g.supporters(), None);
    // A second offer may not leave the Supporters already chosen outside it.
    g = play(g, &[Action::Supporters(c)]);
    assert!(g.apply(&Action::Offer([a, b, outside])).is_err());
    assert!(g.apply(&Action::Offer([a, a, c])).is_err());
    assert_eq!(g.offered(), Some(offered));
    // Without an offer (the players drew the tokens by hand), any group may be picked.
    let mut by_hand = IntentToKill::new();
    assert!(by_hand.apply(&Action::Supporters(outside)).is_ok());
    // The offer is secret: the history's words don't name the groups.
    let words = g.describe(&Action::Offer(offered)).to_string();
    assert!(words.contains("secret"));
    assert!(offered.iter().all(|group| !words.contains(group.name())));
}

#[test]
fn describe_never_gives_a_secret_away() {
    let g = IntentToKill::new();
    for action in [
        Action::Murderer(who("nurse")),
        Action::Poi(who("judge")),
        Action::Motive(Motive::Cultist),
        Action::Supporters(Group::Press),
        Action::Agent(who("paperboy")),
    ] {
        let words = g.describe(&action).to_string();
        for secret in ["Nurse", "Judge", "Cultist", "Press", "Paperboy"] {
            assert!(!words.contains(secret), "{words}");
        }
        assert!(words.contains("secret"));
    }
    let lie = Action::Question {
        civilian: who("nurse"),
        about: Trait::Age(Age::Young),
        lie: true,
    };
    assert_eq!(
        g.describe(&lie).to_string(),
        "The Nurse is asked: Is the Murderer young?"
    );
}

#[test]
fn expected_and_progress_follow_the_round() {
    let mut g = game(Mode::Logic, &WALKTHROUGH, Motive::Maniac, "nurse", "judge");
    assert_eq!(
        g.expected().to_string(),
        "The Murderer intimidates 2 civilian(s)"
    );
    g = play(
        g,
        &[Action::Intimidate(vec![who("paperboy"), who("mayor")])],
    );
    assert_eq!(
        g.expected().to_string(),
        "The Murderer chooses a victim, or refuses to murder"
    );
    g = play(g, &[Action::Murder(who("reporter"))]);
    assert!(
        g.expected().to_string().starts_with("Initial Response"),
        "{}",
        g.expected()
    );
    assert_eq!(g.displacement_targets(), vec![1, 4]);
    assert_eq!(
        g.progress().to_string(),
        "Round 1 · detective phase · 1 victim"
    );
}

#[test]
fn actions_round_trip_through_json_records() {
    let actions = vec![
        Action::Place(3, vec![who("ice-cream-man"), who("mafia-don")]),
        Action::Question {
            civilian: who("secret-agent"),
            about: Trait::Height(Height::Medium),
            lie: true,
        },
        Action::Bomb(who("judge"), vec![who("fence")]),
        Action::Play(Effect::UnionStrike(Group::JetSet)),
        Action::Accuse(who("cat-lady"), Motive::Cultist),
        Action::Confess(Motive::Spy),
        Action::Profile,
        Action::Start,
    ];
    let json = serde_json::to_string(&actions).expect("actions serialize");
    assert!(json.contains("\"ice-cream-man\""), "{json}");
    let back: Vec<Action> = serde_json::from_str(&json).expect("and read back");
    assert_eq!(back, actions);
    assert!(serde_json::from_str::<Action>(r#"{"murder":"dracula"}"#).is_err());
}
