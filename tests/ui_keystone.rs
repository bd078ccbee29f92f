//! Keystone Crimewave on the console and the table screen, driven like a player would: the
//! crooks, the Master Plan, then rolls through the resolver with the pairing shown.

mod common;
use common::ui::{click, shows};

use alibi::rules::keystone::{DieColour, Ending, Goal, KeptBecause, KeystoneView, Stage};
use alibi::ui::app::Screen;
use alibi::ui::keystone::Message as K;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;
use iced_test::simulator;

fn keystone(app: &mut App, message: K) {
    let _ = app.update(Message::Keystone(message));
}

fn table(app: &App) -> KeystoneView {
    match app.public() {
        TableView::Keystone(view) => (**view).clone(),
        other => panic!("the table shows {other:?}"),
    }
}

/// Ann, Ben and Cat, each with one Trait worth one token; a caper of three phases, one each.
fn plan_a_caper(app: &mut App, console: window::Id) {
    click(app, console, "Keystone Crimewave");
    assert!(matches!(app.screen(), Screen::Keystone(_)));
    assert!(shows(app, console, "New caper of Keystone Crimewave"));
    for (seat, (name, trait_name)) in [
        ("Ann", "Smooth talker"),
        ("Ben", "Safecracker"),
        ("Cat", "Driver"),
    ]
    .into_iter()
    .enumerate()
    {
        keystone(app, K::CrookNamed(seat, name.into()));
        keystone(app, K::TraitNamed(seat, 0, trait_name.into()));
        keystone(app, K::TraitTriggerTyped(seat, 0, "any black 1".into()));
    }
    click(app, console, "Start the caper");
    assert!(shows(app, console, "The caper"), "on to the Master Plan");

    keystone(app, K::CaperTyped("bank robbery".into()));
    keystone(app, K::ComplexityChosen(4));
    keystone(app, K::StarterChosen(0));
    click(app, console, "Choose the caper");
    assert!(
        shows(
            app,
            console,
            "Complexity must be a multiple of the 3 crooks: 3, 6, 9, …"
        ),
        "the engine's refusal is shown"
    );
    keystone(app, K::ComplexityChosen(3));
    click(app, console, "Choose the caper");
    for (phase, task) in ["Case the bank", "Crack the vault", "Drive away"]
        .into_iter()
        .enumerate()
    {
        keystone(app, K::TaskTyped(task.into()));
        keystone(app, K::TaskCrookChosen(phase));
        keystone(app, K::ElementTyped("a nosy guard".into()));
        click(app, console, &format!("Add phase {}", phase + 1));
    }
    assert_eq!(table(app).stage, Stage::Play);
    assert!(shows(
        app,
        console,
        "The Master Plan is made: round 1 begins."
    ));
}

#[test]
fn a_typed_roll_is_paired_resolved_and_shown_on_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    plan_a_caper(&mut app, console);
    assert!(shows(
        &app,
        console,
        "Round 1 · Focus: phase 1 “Case the bank” (Ann)"
    ));
    assert!(shows(
        &app,
        console,
        "Ann is the Focus crook: this roll addresses the Focus task."
    ));

    // The odds are worked out in the background; the table for no tokens arrives.
    assert!(shows(&app, console, "Working out the odds…"));
    keystone(
        &mut app,
        K::OddsWorkedOut((0, 0), Some([6420, 10017, 12348, 17871])),
    );
    assert!(shows(
        &app,
        console,
        "Odds with the suggested placement: Goal Achieved 62% (3 white 14%, 2 white 21%, 1 white 26%), Goal Missed 38%."
    ));

    // White 6,3,2 against black 5,4,1 with no tokens keeps two white dice.
    keystone(&mut app, K::WhiteTyped("3 6 2".into()));
    keystone(&mut app, K::BlackTyped("541".into()));
    assert!(
        shows(&app, console, "Goal Achieved, No Hassle, +1 Caper"),
        "the result is previewed before it is recorded"
    );
    assert!(shows(&app, console, "black higher: black kept"));
    click(&mut app, console, "Record the roll");

    let view = table(&app);
    assert_eq!(view.caper_points, 1);
    assert!(view.plan.phases[0].done, "the Focus task is achieved");
    let last = view.last_roll.as_ref().expect("the roll is on the table");
    assert_eq!(last.resolution.row.goal, Goal::Achieved);
    let kept: Vec<DieColour> = last.resolution.pairs.iter().map(|p| p.kept).collect();
    assert_eq!(kept, [DieColour::White, DieColour::Black, DieColour::White]);

    let mut table_ui = simulator(alibi::ui::table::view::<Message>(app.public()));
    for wanted in [
        "Ann rolled (Focus)",
        "Goal Achieved, No Hassle, +1 Caper",
        "white higher: white kept",
        "black higher: black kept",
        "KEPT",
    ] {
        assert!(
            table_ui.find(wanted).is_ok(),
            "the table shows \"{wanted}\""
        );
    }
    assert!(table_ui.find("1").is_ok(), "the Caper points");
    drop(table_ui);
    common::ui::screenshot(&mut app, console, "keystone");

    // Ben assists with his Trait's token placed by hand on the white 3: the pair
    // (4, 4) ties, and ties go to black.
    assert!(
        !shows(
            &app,
            console,
            "Ben is the Focus crook: this roll addresses the Focus task."
        ),
        "Ben chooses Assist or Prepare"
    );
    let asks = app.update(Message::Keystone(K::TraitUsed(0, true)));
    assert!(
        asks.units() > 0,
        "the odds for one Trait token are asked for"
    );
    keystone(&mut app, K::WhiteTyped("632".into()));
    keystone(&mut app, K::BlackTyped("541".into()));
    for (rank, count) in [(0, "0"), (1, "1"), (2, "0")] {
        keystone(
            &mut app,
            K::TokensTyped(DieColour::White, rank, count.into()),
        );
    }
    assert!(shows(&app, console, "Tokens placed by hand:"));
    assert!(shows(&app, console, "tie: black kept"));
    click(&mut app, console, "Record the roll");
    let view = table(&app);
    let last = view.last_roll.as_ref().unwrap();
    assert_eq!(last.resolution.pairs[1].white, 4);
    assert_eq!(
        last.resolution.pairs[1].because,
        KeptBecause::TieGoesToBlack
    );
    assert_eq!(view.caper_points, 2);
    assert!(
        view.crooks[1].traits[0].trigger_active,
        "Ben's Trait is locked until its trigger clears"
    );

    // A roll in the app is recorded with its faces, and undo takes it back.
    click(&mut app, console, "Roll the dice");
    click(&mut app, console, "Record the roll");
    let view = table(&app);
    assert_eq!(view.round, 2, "everyone rolled: a new round starts");
    assert_eq!(view.yet_to_roll, ["Ann", "Ben", "Cat"]);
    // Ben's Trait stays locked while its trigger is active: the box can't be ticked, and a
    // roll naming it anyway is refused.
    keystone(&mut app, K::RollerChosen(1));
    assert!(shows(
        &app,
        console,
        "Ben is the Focus crook: this roll addresses the Focus task."
    ));
    keystone(&mut app, K::TraitUsed(0, true));
    keystone(&mut app, K::WhiteTyped("666".into()));
    keystone(&mut app, K::BlackTyped("111".into()));
    click(&mut app, console, "Record the roll");
    assert!(shows(
        &app,
        console,
        "Safecracker is locked until its Hassle trigger clears."
    ));
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert_eq!(table(&app).yet_to_roll, ["Cat"]);
}

#[test]
fn a_bad_roll_says_why_and_a_resumed_caper_works_out_its_odds() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let mut app = App::new(store.clone(), console);
    plan_a_caper(&mut app, console);
    keystone(&mut app, K::WhiteTyped("67".into()));
    click(&mut app, console, "Record the roll");
    assert!(shows(
        &app,
        console,
        "Type three white and three black dice, 1 to 6 each (e.g. 632), or roll them here."
    ));
    assert!(table(&app).last_roll.is_none());

    // Too many tokens placed by hand: the engine refuses and says how many are due.
    keystone(&mut app, K::WhiteTyped("632".into()));
    keystone(&mut app, K::BlackTyped("541".into()));
    keystone(&mut app, K::TokensTyped(DieColour::White, 0, "2".into()));
    click(&mut app, console, "Record the roll");
    assert!(shows(
        &app,
        console,
        "Place exactly 0 Trait tokens on white and 0 Hassle tokens on black."
    ));

    // Resumed from the home screen, the caper starts working out the odds at once.
    click(&mut app, console, "Home (saved)");
    let saved = store.list_games();
    let task = app.update(Message::Home(alibi::ui::home::Message::Resume(
        saved[0].path.clone(),
    )));
    assert!(matches!(app.screen(), Screen::Keystone(_)));
    assert!(task.units() > 0, "the odds are asked for");
}

#[test]
fn the_caper_ends_by_the_labelled_house_rule() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    plan_a_caper(&mut app, console);
    assert!(table_shows_house_rule(&app));
    // Three rounds of good rolls: every Focus task is achieved in turn.
    for _ in 0..9 {
        keystone(&mut app, K::WhiteTyped("632".into()));
        keystone(&mut app, K::BlackTyped("541".into()));
        click(&mut app, console, "Record the roll");
    }
    let view = table(&app);
    assert_eq!(view.stage, Stage::Over(Ending::CleanGetaway));
    assert!(view.plan.phases.iter().all(|p| p.done));
    assert!(view.caper_points > view.enforcement_points);
    let ending = "Clean getaway (house rule ending)";
    assert!(shows(&app, console, ending));
    let mut table_ui = simulator(alibi::ui::table::view::<Message>(app.public()));
    assert!(table_ui.find(ending).is_ok());
}

fn table_shows_house_rule(app: &App) -> bool {
    simulator(alibi::ui::table::view::<Message>(app.public()))
        .find("House rule: the caper ends when the last phase is done, or when Enforcement points reach the target.")
        .is_ok()
}
