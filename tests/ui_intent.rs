//! Intent to Kill on the Murderer's console and the table screen, driven like a player would.

mod common;
use common::ui::{click, shows};

use alibi::rules::Rules;
use alibi::rules::intent::{
    Action, Civilian, Group, IntentToKill, Layout, Mode, Motive, Phase, PublicView,
};
use alibi::ui::app::Screen;
use alibi::ui::intent::Message as M;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::keyboard::{Key, key::Named};
use iced::window;

fn intent(app: &mut App, message: M) {
    let _ = app.update(Message::IntentToKill(message));
}

fn game(app: &App) -> IntentToKill {
    common::intent::game(app)
}

fn table(app: &App) -> PublicView {
    match app.public() {
        TableView::IntentToKill(view, _) => (**view).clone(),
        other => panic!("the table shows {other:?}"),
    }
}

/// Whether the first text that contains `wanted` is on the 1280×820 console in full,
/// without scrolling (a chip's name may carry marks around it).
fn in_view(app: &App, console: window::Id, wanted: &str) -> bool {
    fully_seen(common::ui::console_ui(app, console), wanted)
}

/// Whether the first text that contains `wanted` is on the 1280×720 table window in full.
fn table_in_view(app: &App, wanted: &str) -> bool {
    fully_seen(common::ui::table_ui(app), wanted)
}

fn fully_seen(mut ui: iced_test::Simulator<'_, Message>, wanted: &str) -> bool {
    use iced_test::selector::Candidate;
    let wanted = wanted.to_owned();
    ui.find(move |candidate: Candidate<'_>| match candidate {
        Candidate::Text {
            content,
            bounds,
            visible_bounds,
            ..
        } if content.contains(wanted.as_str()) => Some(visible_bounds.is_some_and(|seen| {
            seen.height >= bounds.height - 0.5 && seen.width >= bounds.width - 0.5
        })),
        _ => None,
    })
    .unwrap_or(false)
}

fn table_shows(app: &App, wanted: &str) -> bool {
    iced_test::Simulator::with_size(
        iced::Settings::default(),
        (1280.0, 720.0),
        alibi::ui::table::view::<Message>(app.public()),
    )
    .find(wanted)
    .is_ok()
}

/// Home → Intent to Kill → "Alibi deals" → the secret look → the Detective's block → start.
fn deal_and_start(app: &mut App, console: window::Id) {
    click(app, console, "Intent to Kill");
    assert!(shows(app, console, "New game of Intent to Kill"));
    click(app, console, "Alibi deals");
    assert!(shows(
        app,
        console,
        "Detective: take these 20 civilian cards out of the box and place them"
    ));
    let dealt = game(app);
    assert_eq!(dealt.dealt().len(), 20, "twenty cards to lay out");
    assert_eq!(dealt.phase(), Phase::Setup);
    let murderer = dealt.murderer().expect("the deal draws a Murderer");
    let card = format!("You are the {murderer} ({})", murderer.traits());
    assert!(
        !shows(app, console, &card),
        "the secret cards start face down"
    );

    click(app, console, "Show the Murderer's secret cards");
    assert!(
        shows(app, console, &card),
        "the Murderer sees their card once"
    );
    let offered: Vec<Group> = Group::ALL
        .into_iter()
        .filter(|g| shows(app, console, g.name()))
        .collect();
    assert_eq!(offered.len(), 3, "three Social Group tokens are offered");
    click(app, console, offered[1].name());
    assert_eq!(game(app).supporters(), Some(offered[1]));
    click(app, console, "Got it — turn the cards face down");
    assert!(!shows(app, console, &card));

    intent(app, M::DetectiveStartChosen(0));
    click(app, console, "Start the game");
    assert_eq!(game(app).phase(), Phase::Murderer);
}

/// Intimidates the first civilians the rules allow, by picking them and clicking.
fn intimidate(app: &mut App, console: window::Id, avoid: &[Civilian]) {
    let g = game(app);
    let city = g.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| {
            city.block_of(c) != Some(city.detective())
                && !city.intimidated(c)
                && !avoid.contains(&c)
        })
        .take(g.intimidation_owed())
        .collect();
    for c in targets {
        intent(app, M::CivilianPicked(c));
        click(app, console, &format!("Intimidate the {c} (I)"));
    }
    assert_eq!(game(app).intimidation_owed(), 0);
}

/// Who can be watched from where the Detective stands (never one of `avoid`) such that,
/// when `then_ask` is given, someone not in it can still be questioned within the points left
/// afterwards: on some deals every Surveillance within reach leaves nobody to question.
fn watchable(
    g: &IntentToKill,
    avoid: &[Civilian],
    then_ask: Option<&[Civilian]>,
) -> Option<Civilian> {
    use alibi::rules::intent::Try;
    g.city().civilians().find(|&c| {
        let mut after = g.clone();
        !avoid.contains(&c)
            && after.apply(&Action::Surveil(c)).is_ok()
            && then_ask.is_none_or(|silent| {
                common::intent::reachable(&after, |after| {
                    after.city().civilians().find(|&q| {
                        !silent.contains(&q) && after.may_investigate(Try::Question(q)).is_ok()
                    })
                })
                .is_some()
            })
    })
}

/// A legal victim whose block is at most one block from a Police Station (5 or 14 in the
/// beginner layout), so that the Detective can reach one and still has a movement point left,
/// and after whose murder (the scene cleared as `clear_scene` clears it) someone is
/// [`watchable`] within the Detective's reach: the deal is random, and not every victim near a
/// Police Station leaves someone to watch.
fn victim_near_police(
    g: &IntentToKill,
    avoid: &[Civilian],
    then_ask: Option<&[Civilian]>,
) -> Civilian {
    let steps = |a: u8, b: u8| (a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4);
    let watchable_after = |v: Civilian| {
        let mut sim = g.clone();
        if sim.apply(&Action::Murder(v)).is_err() {
            return false;
        }
        while let Some(&block) = sim.displacement_targets().first() {
            let scene = sim.city().detective();
            let Some(c) = sim.city().civilians_in(scene).next() else {
                break;
            };
            if sim.apply(&Action::Displace(c, block)).is_err() {
                return false;
            }
        }
        common::intent::reachable(&sim, |sim| watchable(sim, avoid, then_ask)).is_some()
    };
    g.legal_victims()
        .into_iter()
        .find(|&v| {
            g.city()
                .block_of(v)
                .is_some_and(|b| steps(b, 5) <= 1 || steps(b, 14) <= 1)
                && watchable_after(v)
        })
        .expect("a legal victim near a Police Station")
}

/// Walks the Detective to someone [`watchable`] (see there for `avoid` and `then_ask`), and
/// returns who.
fn walk_to_watch(app: &mut App, avoid: &[Civilian], then_ask: Option<&[Civilian]>) -> Civilian {
    common::intent::walk_until(app, |sim| watchable(sim, avoid, then_ask))
        .expect("someone to watch within the Detective's reach")
}

/// Walks the Detective to where the engine allows `what` for someone (never one of `avoid`).
fn walk_to(
    app: &mut App,
    avoid: &[Civilian],
    what: fn(Civilian) -> alibi::rules::intent::Try,
) -> Civilian {
    common::intent::walk_to(app, avoid, what).expect("someone within the Detective's reach")
}

/// Moves every civilian off the new crime scene (Initial Response).
fn clear_scene(app: &mut App) {
    loop {
        let g = game(app);
        let Some(&block) = g.displacement_targets().first() else {
            break;
        };
        let scene = g.city().detective();
        let Some(c) = g.city().civilians_in(scene).next() else {
            break;
        };
        intent(app, M::CivilianPicked(c));
        intent(app, M::BlockPicked(block));
    }
}

#[test]
fn alibi_deals_then_a_round_is_played_and_the_table_sees_only_public_facts() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let _ = app.update(Message::Home(alibi::ui::home::Message::NameChanged(
        "Tuesday".into(),
    )));
    deal_and_start(&mut app, console);
    let g = game(&app);
    let murderer = g.murderer().unwrap();
    let poi = g.poi().unwrap();

    // Intimidate, keeping the Murderer and the Person of Interest free to answer later.
    intimidate(&mut app, console, &[murderer, poi]);

    // The Murderer's own card is never a legal victim, and the console says why.
    intent(&mut app, M::CivilianPicked(murderer));
    assert!(shows(
        &app,
        console,
        "✗ Not a legal victim: they are the Murderer."
    ));
    assert!(!shows(&app, console, &format!("Murder the {murderer} (M)")));

    // A legal victim is marked and can be murdered in one more click; after it, someone can
    // be watched and then someone who must tell the truth questioned.
    let g = game(&app);
    let liars: Vec<Civilian> = g.city().civilians().filter(|&c| g.may_lie(c)).collect();
    let victim = victim_near_police(&g, &[murderer], Some(&liars));
    intent(&mut app, M::CivilianPicked(victim));
    assert!(shows(
        &app,
        console,
        &format!("✓ The {victim} may be murdered.")
    ));
    click(&mut app, console, &format!("Murder the {victim} (M)"));
    let view = table(&app);
    assert_eq!(view.victims.len(), 1);
    assert_eq!(view.victims[0].name.to_string(), victim.name());
    assert!(table_shows(
        &app,
        &format!("1. {} — {}", victim.name(), victim.traits())
    ));

    // Detective phase: Surveillance goes to the table at once, as the engine answers.
    clear_scene(&mut app);
    let watched = walk_to_watch(&mut app, &[murderer], Some(&liars));
    let honest = game(&app).surveillance_answer(watched);
    intent(&mut app, M::CivilianPicked(watched));
    click(
        &mut app,
        console,
        &format!("Surveillance on the {watched} (S)"),
    );
    let latest = table(&app).latest.expect("an answer on the table");
    assert_eq!((latest.civilian, latest.answer), (watched, honest));
    assert!(table_shows(&app, if honest { "YES" } else { "NO" }));
    assert!(table_shows(&app, &latest.words.to_string()));

    // A civilian who must tell the truth is offered no lie, and a lie is refused.
    let truthful = walk_to(&mut app, &liars, alibi::rules::intent::Try::Question);
    intent(&mut app, M::CivilianPicked(truthful));
    click(&mut app, console, "tall");
    assert!(shows(
        &app,
        console,
        &format!("The {truthful} must tell the truth.")
    ));
    assert!(
        !shows(&app, console, "Lie: answer Yes (L)") && !shows(&app, console, "Lie: answer No (L)")
    );
    // L asks for the lie anyway: refused, with the reason.
    let _ = app.update(Message::Key(console, Key::Character("l".into())));
    assert!(shows(
        &app,
        console,
        &format!(
            "Not allowed: the {truthful} must tell the truth: only the Murderer, the Person of Interest and the Supporters may lie"
        )
    ));
    assert_eq!(table(&app).log.len(), 1, "the refused lie left no answer");

    // The Murderer may lie about themselves: the lie is offered.
    if game(&app)
        .may_investigate(alibi::rules::intent::Try::Question(murderer))
        .is_ok()
    {
        intent(&mut app, M::CivilianPicked(murderer));
        intent(
            &mut app,
            M::AboutChosen(alibi::rules::intent::Trait::ALL[0]),
        );
        let truth = game(&app).truth(alibi::rules::intent::Trait::ALL[0]);
        assert!(shows(
            &app,
            console,
            if truth {
                "Lie: answer No (L)"
            } else {
                "Lie: answer Yes (L)"
            }
        ));
    }

    // The table screen never names the Murderer as the Murderer.
    let json = serde_json::to_string(&table(&app)).unwrap();
    assert!(!json.contains("You are the"));
    assert!(!table_shows(
        &app,
        &format!("You are the {murderer} ({})", murderer.traits())
    ));

    // A machine without a desktop session shows why the display is not kept awake, once, in a
    // banner above the console; a player dismisses it, as here, and the panel has its room.
    let _ = app.update(Message::DismissNotice);
    // City phase, by clicking.
    click(&mut app, console, "End the investigation → City phase (E)");
    assert_eq!(game(&app).phase(), Phase::City);

    // An arrow key moves the picked civilian one block — from the console only, and never
    // from behind the privacy curtain.
    let g = game(&app);
    let (moved, from, arrow, to) = g
        .city()
        .civilians()
        .find_map(|c| {
            let from = g.city().block_of(c)?;
            [(Named::ArrowDown, from + 4), (Named::ArrowRight, from + 1)]
                .into_iter()
                .filter(|&(_, to)| alibi::rules::intent::city::is_adjacent(from, to))
                .find(|&(_, to)| g.city().has_room(to))
                .map(|(arrow, to)| (c, from, arrow, to))
        })
        .expect("a civilian with room to move");
    intent(&mut app, M::CivilianPicked(moved));
    let _ = app.update(Message::Key(window::Id::unique(), Key::Named(arrow)));
    let _ = app.update(Message::ToggleTableMode);
    let _ = app.update(Message::Key(console, Key::Named(arrow)));
    assert_eq!(game(&app).city().block_of(moved), Some(from));
    let _ = app.update(Message::ToggleTableMode);
    let _ = app.update(Message::Key(console, Key::Named(arrow)));
    assert_eq!(game(&app).city().block_of(moved), Some(to));
    assert!(
        table(&app).city[usize::from(to)]
            .civilians
            .iter()
            .any(|card| card.civilian == moved)
    );
    click(&mut app, console, "Start round 2 (N)");
    assert_eq!(game(&app).round(), 2);

    // Leave and resume: the same game, secrets and all.
    let before = game(&app);
    click(&mut app, console, "Home (saved)");
    let mut again = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    click(&mut again, console, "Tuesday");
    assert_eq!(game(&again), before);
}

/// "We drew the cards": the first 20 catalogue cards in layout order, the last two as the
/// Murderer and the Person of Interest, Labor as the Supporters; the Detective starts in 15.
fn enter_cards(app: &mut App, console: window::Id, mode: Mode, motive: Motive) -> Vec<Civilian> {
    click(app, console, "Intent to Kill");
    if mode == Mode::Intuition {
        intent(app, M::ModeChosen(mode));
    }
    click(app, console, "We drew the cards");
    let cards: Vec<Civilian> = Civilian::all().take(20).collect();
    let mut next = cards.iter();
    for (block, n) in Layout::Base.civilians_per_block().into_iter().enumerate() {
        let names: Vec<&str> = next
            .by_ref()
            .take(usize::from(n))
            .map(|c| c.name())
            .collect();
        intent(app, M::BlockTyped(block as u8, names.join(", ")));
    }
    intent(app, M::MurdererChosen(cards[19]));
    intent(app, M::PoiChosen(cards[18]));
    if !Layout::Base.motives(mode).contains(&motive) {
        intent(app, M::MotiveToggled(Layout::Base.motives(mode)[0], false));
        intent(app, M::MotiveToggled(motive, true));
    }
    intent(app, M::MotiveChosen(motive));
    click(app, console, "Record the cards");
    assert_eq!(game(app).dealt().len(), 20);
    click(app, console, "Labor");
    click(app, console, "Got it — turn the cards face down");
    intent(app, M::DetectiveStartChosen(15));
    click(app, console, "Start the game");
    assert_eq!(game(app).motive(), Some(motive));
    cards
}

#[test]
fn cards_entered_by_hand_and_a_sadist_told_why_a_victim_is_illegal() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let cards = enter_cards(&mut app, console, Mode::Logic, Motive::Sadist);

    // Block 0 holds the first two cards; intimidate them, then try to kill one.
    let (a, b) = (cards[0], cards[1]);
    for c in [a, b] {
        intent(&mut app, M::CivilianPicked(c));
        click(&mut app, console, &format!("Intimidate the {c} (I)"));
    }
    intent(&mut app, M::CivilianPicked(a));
    assert!(shows(
        &app,
        console,
        "✗ Not a legal victim: a Sadist never kills an intimidated civilian."
    ));
    intent(&mut app, M::Murder);
    assert!(game(&app).city().victims().is_empty(), "no illegal murder");

    // Refusing is offered with its warning, and a second refusal loses.
    click(
        &mut app,
        console,
        "Refuse to murder (a second refusal loses)",
    );
    assert_eq!(game(&app).phase(), Phase::Detective);
    assert_eq!(table(&app).refusals, 1);
}

#[test]
fn the_public_view_is_the_same_whoever_the_murderer_is() {
    // Same table, different secrets: the table's view can't tell them apart.
    let play = |murderer: &str, motive: Motive| {
        let mut g = IntentToKill::new();
        let cards: Vec<Civilian> = Civilian::all().take(20).collect();
        let mut actions = vec![
            Action::Mode(Mode::Logic),
            Action::Layout(Layout::Base),
            Action::Motives(Layout::Base.motives(Mode::Logic)),
        ];
        let mut next = cards.iter().copied();
        for (block, n) in Layout::Base.civilians_per_block().into_iter().enumerate() {
            actions.push(Action::Place(
                block as u8,
                next.by_ref().take(usize::from(n)).collect(),
            ));
        }
        actions.extend([
            Action::Murderer(Civilian::parse(murderer).unwrap()),
            Action::Poi(cards[5]),
            Action::Motive(motive),
            Action::Supporters(Group::Press),
            Action::Detective(15),
            Action::Start,
        ]);
        for action in &actions {
            g.apply(action).unwrap();
        }
        g.public_view()
    };
    let a = play(Civilian::all().nth(19).unwrap().slug(), Motive::Maniac);
    let b = play(Civilian::all().nth(18).unwrap().slug(), Motive::Killer);
    assert_eq!(a, b);
    let mut ui = iced_test::simulator(alibi::ui::table::intent::view::<()>(&a, None));
    assert!(ui.find("Round 1 · Murderer phase").is_ok());
}

/// A Logic game with the Maniac's cards entered, round 1's intimidation and murder done and
/// the scene cleared: the Detective investigates. Also gives the Murderer.
fn first_murder_cleared() -> (tempfile::TempDir, App, window::Id, Civilian) {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let cards = enter_cards(&mut app, console, Mode::Logic, Motive::Maniac);
    intimidate(&mut app, console, &[]);
    let victim = game(&app).legal_victims()[0];
    intent(&mut app, M::CivilianPicked(victim));
    click(&mut app, console, &format!("Murder the {victim} (M)"));
    clear_scene(&mut app);
    (dir, app, console, cards[19])
}

#[test]
fn the_accusation_then_the_reveal_behind_a_typed_word() {
    let (_dir, mut app, console, murderer) = first_murder_cleared();
    click(&mut app, console, "End the investigation → City phase (E)");

    intent(&mut app, M::AccusedChosen(murderer));
    let quiet = app.update(Message::IntentToKill(M::AccusedMotiveChosen(
        Motive::Maniac,
    )));
    assert_eq!(quiet.units(), 0, "picking a motive moves nothing");
    // The game ends, and the app is asked to move the focus to the reveal's field.
    let focus = app.update(Message::IntentToKill(M::Accuse));
    assert!(focus.units() > 0, "the reveal field takes the focus");
    // The story of the game opens over the console as it ends; the reveal is behind it.
    click(&mut app, console, "Back to the game");
    assert!(shows(
        &app,
        console,
        "The Detective wins: the Murderer and the motive are named."
    ));
    assert!(table_shows(&app, "Game over: the Detective wins"));

    // The secrets stay hidden until the word is typed.
    let secret = format!("Murderer: {murderer} ({})", murderer.traits());
    assert!(!shows(&app, console, &secret));
    intent(&mut app, M::ConfirmTyped("show".into()));
    click(&mut app, console, "Show the secrets");
    assert!(!shows(&app, console, &secret));
    intent(&mut app, M::ConfirmTyped("reveal".into()));
    click(&mut app, console, "Show the secrets");
    assert!(shows(&app, console, &secret));
    assert!(shows(
        &app,
        console,
        "Audit: everything was within the rules."
    ));
    assert!(
        !table_shows(&app, &secret),
        "the reveal stays on the console"
    );
}

#[test]
fn intuition_a_curfew_protects_a_block_and_the_bomb_kills_several() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let cards = enter_cards(&mut app, console, Mode::Intuition, Motive::Maniac);
    assert_eq!(game(&app).mode(), Mode::Intuition);
    intimidate(&mut app, console, &[]);

    // Block 3 holds the 5th and 6th cards: a Curfew there protects both.
    let (a, b) = (cards[4], cards[5]);
    click(&mut app, console, "Cards");
    // The card and its block are picked from lists (messages here), then played in view.
    intent(&mut app, M::CardChosen(alibi::ui::intent::Card::Curfew));
    intent(&mut app, M::CardBlockChosen(3));
    assert!(in_view(&app, console, "Play the card"));
    click(&mut app, console, "Play the card");
    assert!(table_shows(&app, "CURFEW"), "the table sees the Curfew");
    intent(&mut app, M::CivilianPicked(a));
    assert!(shows(
        &app,
        console,
        "✗ Not a legal victim: a Curfew protects their block."
    ));
    intent(
        &mut app,
        M::LiftCard(alibi::rules::intent::Effect::Curfew(3)),
    );

    // A Homemade Bomb in block 3: the table sees two bodies, not which one counted.
    intent(&mut app, M::CivilianPicked(a));
    intent(&mut app, M::BombToggled(b, true));
    click(&mut app, console, "Set off the Homemade Bomb");
    let view = table(&app);
    assert_eq!(view.crime_scenes.len(), 1);
    assert_eq!(view.crime_scenes[0].bodies.len(), 2);
}

#[test]
fn doa_the_benefactor_scene_is_placed_by_clicking_a_block() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    click(&mut app, console, "Intent to Kill");
    intent(&mut app, M::LayoutChosen(Layout::Doa));
    click(&mut app, console, "Alibi deals");
    assert_eq!(game(&app).layout(), Layout::Doa);
    click(&mut app, console, "Show the Murderer's secret cards");
    let group = Group::ALL
        .into_iter()
        .find(|g| shows(&app, console, g.name()))
        .expect("groups offered");
    click(&mut app, console, group.name());
    click(&mut app, console, "Got it — turn the cards face down");
    intent(&mut app, M::DetectiveStartChosen(0));
    click(&mut app, console, "Start the game");
    intimidate(&mut app, console, &[]);
    assert!(shows(
        &app,
        console,
        "D.O.A.: click the block where the Benefactor's crime scene goes."
    ));
    click(&mut app, console, "→ 10 Santa Cruz");
    let view = table(&app);
    assert_eq!(view.crime_scenes.len(), 1);
    assert_eq!(view.crime_scenes[0].block, 10);
    assert_eq!(view.victims[0].name.to_string(), "Benefactor");
    assert_eq!(view.phase, Phase::Detective);
}

#[test]
fn a_game_closed_before_the_supporters_are_picked_offers_the_same_three_again() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let _ = app.update(Message::Home(alibi::ui::home::Message::NameChanged(
        "Friday".into(),
    )));
    click(&mut app, console, "Intent to Kill");
    click(&mut app, console, "Alibi deals");
    let offered = game(&app).offered().expect("the deal records the offer");
    click(&mut app, console, "Show the Murderer's secret cards");
    let shown = |app: &App| -> Vec<Group> {
        Group::ALL
            .into_iter()
            .filter(|g| shows(app, console, g.name()))
            .collect()
    };
    assert_eq!(shown(&app).len(), 3);
    assert!(shown(&app).iter().all(|g| offered.contains(g)));

    // Closed before the pick; opened again: the same three, face down first.
    click(&mut app, console, "Home (saved)");
    let mut again = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    click(&mut again, console, "Friday");
    assert_eq!(game(&again).offered(), Some(offered));
    assert!(
        shown(&again).is_empty(),
        "the secret cards are face down again"
    );
    click(&mut again, console, "Show the Murderer's secret cards");
    let mut after = shown(&again);
    let mut before = offered.to_vec();
    after.sort_by_key(|g| g.slug());
    before.sort_by_key(|g| g.slug());
    assert_eq!(after, before, "the same three tokens are offered");

    // A group outside the three is refused with the reason, and one of them is taken.
    let outside = Group::ALL
        .into_iter()
        .find(|g| !offered.contains(g))
        .expect("six groups were not offered");
    intent(&mut again, M::SupportersChosen(outside));
    assert_eq!(game(&again).supporters(), None);
    assert!(
        common::ui::text_containing(
            &mut common::ui::console_ui(&again, console),
            "Not allowed: the Supporters are picked from the three Social Group tokens drawn"
        )
        .is_some()
    );
    click(&mut again, console, offered[2].name());
    assert_eq!(game(&again).supporters(), Some(offered[2]));
}

#[test]
fn every_phase_fits_the_console_without_scrolling() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    deal_and_start(&mut app, console);
    let everyone = |app: &App| -> Vec<Civilian> { game(app).city().civilians().collect() };
    let all_in_view = |app: &App, what: &str| {
        for c in everyone(app) {
            assert!(
                in_view(app, console, c.name()),
                "{what}: the {c} is off screen"
            );
        }
        for b in alibi::rules::intent::city::all_blocks() {
            let name = alibi::rules::intent::city::block_msg(b).to_string();
            assert!(in_view(app, console, &name), "{what}: {name} is off screen");
        }
    };

    // Murderer phase: the whole city, the legend, and the murder and the refusal.
    all_in_view(&app, "murderer phase");
    assert!(in_view(&app, console, "· ● picked to intimidate"));
    intimidate(&mut app, console, &[]);
    let victim = victim_near_police(&game(&app), &[], Some(&[]));
    intent(&mut app, M::CivilianPicked(victim));
    assert!(in_view(&app, console, &format!("Murder the {victim} (M)")));
    assert!(in_view(
        &app,
        console,
        "Refuse to murder (a second refusal loses)"
    ));
    click(&mut app, console, &format!("Murder the {victim} (M)"));

    // Detective phase, a question asked: the answers and the end of the phase.
    clear_scene(&mut app);
    all_in_view(&app, "detective phase");

    // The table window shows all of the city, the victim, the latest answer and the log.
    let watched = walk_to_watch(&mut app, &[], Some(&[]));
    intent(&mut app, M::CivilianPicked(watched));
    click(
        &mut app,
        console,
        &format!("Surveillance on the {watched} (S)"),
    );
    let view = table(&app);
    let latest = view.latest.clone().expect("an answer");
    for wanted in [
        "Round 1 · Detective phase".to_owned(),
        format!("1. {} — {}", victim.name(), victim.traits()),
        latest.words.to_string(),
        format!("R1: {}", latest.words),
        (if latest.answer { "YES" } else { "NO" }).to_owned(),
    ] {
        assert!(table_in_view(&app, &wanted), "the table hides {wanted}");
    }
    for c in game(&app).city().civilians() {
        assert!(table_in_view(&app, c.name()), "the table hides the {c}");
    }
    let talker = walk_to(&mut app, &[], alibi::rules::intent::Try::Question);
    intent(&mut app, M::CivilianPicked(talker));
    click(&mut app, console, "tall");
    // On a machine without a desktop session the shell's one-off notice ("can't keep the
    // display awake") arrives whenever its background check ends and takes a line above the
    // game: dismissed, as a player would, before measuring what fits.
    let _ = app.update(Message::DismissNotice);
    let tall = alibi::rules::intent::Trait::parse("tall").unwrap();
    let truth = if game(&app).truth(tall) { "Yes" } else { "No" };
    assert!(in_view(
        &app,
        console,
        &format!("Answer {truth} (the truth)")
    ));
    assert!(in_view(
        &app,
        console,
        "End the investigation → City phase (E)"
    ));

    // T gives the truthful answer, straight to the table.
    let answers = table(&app).log.len();
    let _ = app.update(Message::Key(console, Key::Character("t".into())));
    let log = table(&app).log;
    assert_eq!(log.len(), answers + 1);
    assert_eq!(log.last().map(|a| a.answer), Some(truth == "Yes"));

    // City phase: the next round and the accusation.
    click(&mut app, console, "End the investigation → City phase (E)");
    all_in_view(&app, "city phase");
    assert!(in_view(&app, console, "Start round 2 (N)"));
    assert!(in_view(&app, console, "Record the accusation"));

    // The side panes are one click away, each in view.
    click(&mut app, console, "Exposure");
    assert!(in_view(
        &app,
        console,
        "What the Detective could still believe"
    ));
    click(&mut app, console, "History");
    assert!(in_view(&app, console, "Back to the start"));
    let murderer = game(&app).murderer().unwrap();
    let secret = format!("You are the {murderer} ({})", murderer.traits());
    assert!(!shows(&app, console, &secret), "secrets stay hidden");
    click(&mut app, console, "Secrets");
    assert!(in_view(&app, console, &secret));
    click(&mut app, console, "Hide my secrets");
    assert!(!shows(&app, console, &secret));
}

#[test]
fn the_table_shows_the_sealed_cards_and_an_undone_surveillance_as_a_correction() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    deal_and_start(&mut app, console);
    let seals = match app.screen() {
        Screen::IntentToKill(screen) => screen.session().record().seals().to_vec(),
        _ => panic!("not on the Intent to Kill console"),
    };
    assert_eq!(seals.len(), 1, "the secret cards are sealed at the start");
    let sealed = format!(
        "Sealed setup {}",
        alibi::record::seal::short(&seals[0].fingerprint)
    );
    assert!(common::ui::table_ui(&app).find(sealed.as_str()).is_ok());
    let murderer = game(&app).murderer().expect("a Murderer");
    let secrets = game(&app).secrets().expect("sealed secrets");
    assert!(secrets.contains(murderer.name()));
    for line in app.seal_strip().lines() {
        assert!(!line.contains(murderer.name()) && !line.contains(&seals[0].salt));
    }

    intimidate(&mut app, console, &[murderer]);
    let victim = victim_near_police(&game(&app), &[murderer], None);
    intent(&mut app, M::CivilianPicked(victim));
    click(&mut app, console, &format!("Murder the {victim} (M)"));
    clear_scene(&mut app);
    let watched = walk_to_watch(&mut app, &[murderer], None);
    intent(&mut app, M::CivilianPicked(watched));
    click(
        &mut app,
        console,
        &format!("Surveillance on the {watched} (S)"),
    );
    let answer = table(&app).latest.expect("an answer on the table");
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert!(table(&app).log.is_empty());
    let corrected = format!(
        "Corrected: R{}: {} was taken back",
        answer.round, answer.words
    );
    assert!(
        common::ui::table_ui(&app).find(corrected.as_str()).is_ok(),
        "the table still reads what it was told, as taken back"
    );
}

#[test]
fn the_murderer_can_rank_the_victims_and_ask_why() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    deal_and_start(&mut app, console);
    intimidate(&mut app, console, &[]);
    assert!(shows(
        &app,
        console,
        "Advice: rank the legal victims by what the murder leaves the Detective"
    ));
    intent(&mut app, M::AdviceToggled(true));
    let advice = game(&app).advice();
    let best = advice.first().expect("someone is legal in round 1");
    let line = format!(
        "Safest: murder the {}: {} suspects and {} motives left",
        best.victim, best.suspects, best.motives
    );
    let mut ui = common::ui::console_ui(&app, console);
    let said = common::ui::text_containing(&mut ui, &line).unwrap_or_default();
    drop(ui);
    assert!(said.contains(&line), "{said:?} should contain {line}");
    // Picking another victim says what that murder would leave, against the safest.
    let other = advice.last().unwrap();
    intent(&mut app, M::CivilianPicked(other.victim));
    if other.victim != best.victim {
        let line = format!(
            "Murder the {}: {} suspects and {} motives left",
            other.victim, other.suspects, other.motives
        );
        let mut ui = common::ui::console_ui(&app, console);
        assert!(
            common::ui::text_containing(&mut ui, &line).is_some(),
            "{line}"
        );
    }
    // Switched off, the ranking goes.
    intent(&mut app, M::AdviceToggled(false));
    let mut ui = common::ui::console_ui(&app, console);
    assert!(common::ui::text_containing(&mut ui, "Ranked (suspects/motives)").is_none());
    drop(ui);
    // Why: nothing public has happened yet, so no fact narrows anything.
    intent(&mut app, M::Explain);
    assert!(shows(
        &app,
        console,
        "No single public fact narrows the suspects or motives on its own."
    ));
}

#[test]
fn a_civilian_is_picked_by_typing_and_acted_on_with_a_key() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    deal_and_start(&mut app, console);
    let g = game(&app);
    let city = g.city();
    let target = city
        .civilians()
        .find(|&c| city.block_of(c) != Some(city.detective()))
        .expect("someone outside the Detective's block");
    let name = target.to_string();
    // A few letters: the field says whom Enter would pick.
    let typed: String = name.chars().take(4).collect();
    intent(&mut app, M::PickTyped(typed.clone()));
    let mut ui = common::ui::console_ui(&app, console);
    let hint = common::ui::text_containing(&mut ui, "Enter picks the").unwrap_or_default();
    drop(ui);
    assert!(hint.contains(&name) || hint.contains("(also"), "{hint}");
    // The full name leaves no doubt; Enter picks, I intimidates: no mouse at all.
    intent(&mut app, M::PickTyped(name.to_lowercase()));
    intent(&mut app, M::PickSubmitted);
    assert!(
        shows(&app, console, &format!("Intimidate the {target} (I)")),
        "picked"
    );
    let _ = app.update(Message::Key(console, Key::Character("i".into())));
    // A second civilian the same way completes the intimidation.
    let g = game(&app);
    let city = g.city();
    let second = city
        .civilians()
        .find(|&c| c != target && city.block_of(c) != Some(city.detective()))
        .expect("another civilian outside the Detective's block");
    intent(&mut app, M::PickTyped(second.to_string()));
    intent(&mut app, M::PickSubmitted);
    let _ = app.update(Message::Key(console, Key::Character("i".into())));
    assert_eq!(game(&app).intimidation_owed(), 0);
    assert!(game(&app).city().intimidated(target) && game(&app).city().intimidated(second));
    // A name no one has is said so, and Enter picks nobody.
    intent(&mut app, M::PickTyped("zzz".into()));
    let mut ui = common::ui::console_ui(&app, console);
    assert!(common::ui::text_containing(&mut ui, "No one in the city is called \"zzz\"").is_some());
    drop(ui);
    // `/` from anywhere asks for the field (a focus task for the console).
    let task = app.update(Message::Key(console, Key::Character("/".into())));
    assert!(
        iced_runtime::task::into_stream(task).is_some(),
        "the keyboard goes to the pick field"
    );
}

#[test]
fn the_arrows_move_through_a_typed_names_matches_and_escape_clears_it() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    deal_and_start(&mut app, console);
    // A letter that starts at least two names in the city.
    let names: Vec<String> = game(&app)
        .city()
        .civilians()
        .map(|c| c.to_string())
        .collect();
    let letter = ('a'..='z')
        .find(|&l| {
            names
                .iter()
                .filter(|n| n.to_lowercase().starts_with(l))
                .count()
                >= 2
        })
        .expect("two names share a first letter");
    let starting: Vec<&String> = names
        .iter()
        .filter(|n| n.to_lowercase().starts_with(letter))
        .collect();
    intent(&mut app, M::PickTyped(letter.to_string()));
    let hint = |app: &App| {
        let mut ui = common::ui::console_ui(app, console);
        common::ui::text_containing(&mut ui, "Enter picks the").unwrap_or_default()
    };
    assert!(hint(&app).starts_with(&format!("Enter picks the {} (↑↓ also", starting[0])));
    // ↓ moves to the second match; ↑ twice goes round to the last.
    let _ = app.update(Message::Key(console, Key::Named(Named::ArrowDown)));
    assert!(hint(&app).starts_with(&format!("Enter picks the {} (", starting[1])));
    intent(&mut app, M::PickSubmitted);
    assert!(shows(
        &app,
        console,
        &format!("Intimidate the {} (I)", starting[1])
    ));
    // Escape while typing clears the name and puts the pick down; no Detective moved.
    let detective = game(&app).city().detective();
    intent(&mut app, M::PickTyped(letter.to_string()));
    let _ = app.update(Message::Key(console, Key::Named(Named::ArrowUp)));
    // The matches go on with the names that only contain the letter.
    let last = names
        .iter()
        .rfind(|n| {
            let n = n.to_lowercase();
            !n.starts_with(letter) && n.contains(letter)
        })
        .unwrap_or(starting[starting.len() - 1]);
    assert!(hint(&app).starts_with(&format!("Enter picks the {last}")));
    let _ = app.update(Message::Key(console, Key::Named(Named::Escape)));
    assert_eq!(hint(&app), "");
    assert!(!shows(
        &app,
        console,
        &format!("Intimidate the {} (I)", starting[1])
    ));
    assert_eq!(game(&app).city().detective(), detective);
}

#[test]
fn a_game_resumed_mid_round_takes_a_typed_pick() {
    // The advice transcript's game, saved as the console would have saved it.
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts/intent/advice.alibi");
    let text = std::fs::read_to_string(&path).unwrap();
    let played = alibi::transcript::replay::<IntentToKill>(&text, path.parent().unwrap());
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let mut session =
        alibi::ui::session::Session::<IntentToKill>::start(&store, "Logic night", None, 0).unwrap();
    for action in played.actions {
        session.act(action).expect("accepted");
    }
    session.flush();
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    let opened = app.update(Message::Home(alibi::ui::home::Message::Resume(
        session.path().to_owned(),
    )));
    common::ui::run(&mut app, opened);
    assert_eq!(game(&app).public_view(), played.game.public_view());
    // The civilian on the crime scene, picked by two letters of the name.
    let on_scene = game(&app)
        .city()
        .civilians()
        .find(|c| c.to_string() == "Artist")
        .expect("the Artist is in the city");
    intent(&mut app, M::PickTyped("ar".into()));
    let mut ui = common::ui::console_ui(&app, console);
    let hint = common::ui::text_containing(&mut ui, "Enter picks the").unwrap_or_default();
    drop(ui);
    assert!(
        hint.starts_with(&format!("Enter picks the {on_scene}")),
        "{hint}"
    );
    common::ui::screenshot(&mut app, console, "intent");
}

#[test]
fn the_question_and_the_accusation_are_typed_too() {
    let (_dir, mut app, console, murderer) = first_murder_cleared();
    let key =
        |app: &mut App, key: &str| app.update(Message::Key(console, Key::Character(key.into())));
    let hint = |app: &App, start: &str| {
        let mut ui = common::ui::console_ui(app, console);
        common::ui::text_containing(&mut ui, start)
    };

    // A civilian who may be questioned, picked by name; Q asks for the question field.
    let witness = walk_to(&mut app, &[], alibi::rules::intent::Try::Question);
    intent(&mut app, M::PickTyped(witness.to_string()));
    intent(&mut app, M::PickSubmitted);
    assert!(
        key(&mut app, "q").units() > 0,
        "the keyboard goes to the question"
    );
    intent(&mut app, M::QuestionTyped("ta".into()));
    assert_eq!(
        hint(&app, "Enter asks").as_deref(),
        Some("Enter asks: Is the Murderer tall?")
    );
    intent(&mut app, M::QuestionSubmitted);
    assert!(hint(&app, "Is the Murderer tall? Truthful answer").is_some());
    // E ends the investigation.
    let _ = key(&mut app, "e");
    assert_eq!(game(&app).phase(), alibi::rules::intent::Phase::City);

    // The accused by name, the motive by its first letters, A records it.
    intent(&mut app, M::PickTyped(murderer.to_string()));
    intent(&mut app, M::PickSubmitted);
    assert!(
        key(&mut app, "v").units() > 0,
        "the keyboard goes to the motive"
    );
    intent(&mut app, M::MotiveTyped("man".into()));
    assert!(hint(&app, "Enter names the motive Maniac").is_some());
    intent(&mut app, M::MotiveSubmitted);
    let _ = key(&mut app, "a");
    assert_eq!(
        game(&app).outcome(),
        Some(alibi::rules::intent::Outcome::DetectiveWins)
    );
}
