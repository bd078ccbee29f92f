//! Crimewave: California on the Killer's console and the table screen, driven like a
//! player would: setup in the rulebook's order, murders legal and not, a raid whose answer
//! reaches the table, undo, and the residences that never do.

mod common;
use common::ui::{
    click, console_ui, crimewave, crimewave_send, run, shows, table_ui, text_containing,
};

use alibi::record::seal;
use alibi::rules::Rules;
use alibi::rules::crimewave::{
    Action, BoardChoice, Crimewave, Evidence, Killer, Loc, MethodChoice, Phase, PublicView,
};
use alibi::ui::app::Screen;
use alibi::ui::crimewave::Message as M;
use alibi::ui::crimewave::forms::Field;
use alibi::ui::crimewave::reveal::Message as Guard;
use alibi::ui::session;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;
use iced_test::selector::Candidate;

fn type_in(app: &mut App, field: Field, value: &str) {
    crimewave_send(app, M::Typed(field, value.into()));
}

fn table(app: &App) -> PublicView {
    match app.public() {
        TableView::Crimewave(view, ..) => (**view).clone(),
        other => panic!("the table shows {other:?}"),
    }
}

/// What the engine says about an action, to compare with what the console shows.
fn refusal(app: &App, action: Action) -> String {
    let mut copy = crimewave(app);
    match copy.apply(&action) {
        Err(refusal) => refusal.to_string(),
        Ok(_) => panic!("{action:?} was accepted"),
    }
}

/// The rulebook's example homes for red and green; blue far south, so that no meter on the
/// table ("Spook 0/3") can be mistaken for its number.
const HOMES: [(Killer, Loc); 3] = [(Killer::Red, 41), (Killer::Green, 18), (Killer::Blue, 90)];

/// The whole setup wizard, in the rulebook's order, through the console.
/// A fresh data folder and an app whose console has a Crimewave game set up and started.
fn game_in_play() -> (tempfile::TempDir, App, window::Id) {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    set_up(&mut app, console);
    (dir, app, console)
}

fn set_up(app: &mut App, console: window::Id) {
    set_up_with_pin(app, console, None);
}

/// The setup wizard, after setting a console PIN on the home screen if one is given.
fn set_up_with_pin(app: &mut App, console: window::Id, pin: Option<&str>) {
    use alibi::ui::home::Message as Home;
    if let Some(pin) = pin {
        let _ = app.update(Message::Home(Home::PinTyped(pin.into())));
        let sealing = app.update(Message::Home(Home::SetPin));
        run(app, sealing);
    }
    let _ = app.update(Message::Home(Home::NameChanged("Friday".into())));
    click(app, console, "Crimewave: California");
    // A machine without a desktop session says so once, above the game: dismissed, as a
    // player would, before the form's buttons are looked for.
    let _ = app.update(Message::DismissNotice);
    assert!(shows(app, console, "Crimewave: California — setup"));
    click(
        app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );

    type_in(app, Field::Names, "Ann Bob");
    click(app, console, "Record (Enter)");
    assert_eq!(
        crimewave(app).investigators().collect::<Vec<_>>(),
        ["Ann", "Bob"]
    );

    // The app's d8 for the first two, the physical roll typed for the third.
    click(app, console, "Roll the d8 for the Red Terror");
    click(app, console, "Roll the d8 for the Green Slayer");
    type_in(app, Field::Face(0), "6");
    crimewave_send(app, M::Submit);
    assert_eq!(crimewave(app).method(Killer::Blue), Some("bludgeoning"));

    // A residence too close to another is refused with the reason.
    crimewave_send(app, M::NodeClicked(41));
    crimewave_send(app, M::Submit);
    let near = crimewave(app)
        .board()
        .and_then(|b| b.neighbours(41).next())
        .expect("41 has neighbours");
    let reason = refusal(
        app,
        Action::Residence {
            killer: Killer::Green,
            loc: near,
        },
    );
    crimewave_send(app, M::NodeClicked(near));
    assert!(
        shows(app, console, &reason),
        "the form refuses {near} before it is recorded"
    );
    crimewave_send(app, M::Submit);
    assert!(shows(app, console, &format!("Refused: {reason}")));
    for (killer, home) in &HOMES[1..] {
        type_in(app, Field::Loc, &home.to_string());
        crimewave_send(app, M::Submit);
        assert_eq!(crimewave(app).residence(*killer), Some(*home));
    }

    for (killer, _) in HOMES {
        let sites = crimewave(app).legal_locations(killer);
        for site in &sites[..2] {
            type_in(app, Field::Loc, &site.to_string());
            type_in(app, Field::Evidence, "i");
            click(app, console, "Record (Enter)");
        }
    }
    // From the keyboard: Alt+S. What it starts (the deduction) runs to its end.
    let task = app.update(Message::AltKey('s'));
    run(app, task);
    assert_eq!(
        crimewave(app).progress().to_string(),
        "Panic 1 · 6 scenes · 3 Killers at large"
    );
}

#[test]
fn setup_then_a_legal_and_an_illegal_murder() {
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console).dealing_from(1);
    set_up(&mut app, console);
    assert_eq!(store.list_games().len(), 1, "saved from the first moment");

    // Alt+M opens the murder form.
    let _ = app.update(Message::AltKey('m'));
    type_in(&mut app, Field::Killer, "r");
    let far: Loc = 90; // the Blue Butcher's home, far outside the Red Terror's comfort zone
    assert!(!crimewave(&app).legal_locations(Killer::Red).contains(&far));
    type_in(&mut app, Field::Loc, &far.to_string());
    type_in(&mut app, Field::Evidence, "blood");
    let reason = refusal(
        &app,
        Action::Murder {
            killer: Killer::Red,
            loc: far,
            evidence: Evidence::Blood,
        },
    );
    assert!(shows(&app, console, &reason), "refused as it is typed");
    crimewave_send(&mut app, M::Submit);
    assert!(shows(&app, console, &format!("Refused: {reason}")));
    assert_eq!(table(&app).scenes.len(), 6);

    let site = crimewave(&app).legal_locations(Killer::Red)[0];
    type_in(&mut app, Field::Loc, &site.to_string());
    click(&mut app, console, "Record (Enter)");
    let view = table(&app);
    assert_eq!(view.scenes.len(), 7);
    assert_eq!(view.victim_counter, 1);
    assert!(shows(
        &app,
        console,
        &format!("Recorded: Murder by Red Terror at {site} (blood).")
    ));
}

#[test]
fn a_raid_answer_reaches_the_table_and_undo_takes_it_back() {
    let (_dir, mut app, console) = game_in_play();

    let _ = app.update(Message::AltKey('r'));
    type_in(&mut app, Field::Investigator, "an");
    type_in(&mut app, Field::Loc, "56");
    type_in(&mut app, Field::Killer, "Red Terror");
    click(&mut app, console, "Record (Enter)");
    let answer = "RAID at 56 on the Red Terror by Ann: MISS";
    assert_eq!(
        table(&app).latest_answer.map(|a| a.to_string()).as_deref(),
        Some(answer)
    );
    assert!(shows(&app, console, answer), "the console shows it at once");
    assert!(
        table_ui(&app).find(answer).is_ok(),
        "the table screen shows the answer"
    );
    assert!(
        text_containing(
            &mut table_ui(&app),
            "Public Panic rose: Bob owes the next raid"
        )
        .is_some()
    );
    assert_eq!(crimewave(&app).spook(Killer::Red), 1);
    // What the rules moved on their own is said for the board, on the table and the console.
    for step in [
        "Move the Red Terror's Spook Marker to 1",
        "Public Panic rises to 2: move its marker forward",
    ] {
        assert!(
            table_ui(&app).find(step).is_ok(),
            "the table is told: {step}"
        );
        assert!(
            text_containing(&mut console_ui(&app, console), step).is_some(),
            "the console says: {step}"
        );
    }

    // The undo button says what it undoes; Ctrl+Z sends the same message.
    assert!(shows(
        &app,
        console,
        "Undo: Raid at 56 on the Red Terror by Ann (Ctrl+Z)"
    ));
    let _ = app.update(Message::History(session::Message::Undo));
    let view = table(&app);
    assert_eq!(view.latest_answer, None);
    assert_eq!(view.panic, 1);
    assert_eq!(crimewave(&app).spook(Killer::Red), 0);
    assert!(table_ui(&app).find(answer).is_err());
}

#[test]
fn residences_show_on_the_console_and_never_on_the_table() {
    let (_dir, app, console) = game_in_play();

    let view = table(&app);
    assert!(view.residences.is_empty());
    assert!(
        alibi::ui::table::crimewave::public_marks(&view)
            .residences
            .is_empty(),
        "no house is drawn on the table's board"
    );
    let mut public = table_ui(&app);
    for (killer, home) in HOMES {
        let mut console_ui = console_ui(&app, console);
        assert!(
            text_containing(&mut console_ui, &format!("home {home} (secret)")).is_some(),
            "the console shows the {}'s home",
            killer.name()
        );
        let number = home.to_string();
        // A scene's plate in the table's list starts with its location: public, whoever lives
        // there (a Killer may kill on another's doorstep).
        let plate = view
            .scenes
            .iter()
            .any(|s| s.loc == home)
            .then(|| format!("{home} "));
        let leak = public.find(move |candidate: Candidate<'_>| match candidate {
            // The sealed-setup fingerprint is random hex that may hold any digits; the test
            // below shows that line is the fingerprint and nothing else.
            Candidate::Text { content, .. }
                if !content.starts_with("Sealed setup ")
                    && plate.as_deref().is_none_or(|p| !content.starts_with(p))
                    && content
                        .split(|c: char| !c.is_ascii_digit())
                        .any(|word| word == number) =>
            {
                Some(content.to_string())
            }
            _ => None,
        });
        assert!(leak.is_err(), "the table shows {leak:?}");
    }
}

#[test]
fn clicking_a_location_on_the_board_fills_the_form() {
    let (_dir, mut app, console) = game_in_play();
    let _ = app.update(Message::AltKey('w'));

    let node = crimewave(&app)
        .board()
        .and_then(|b| b.node(41).cloned())
        .expect("41 is on the board");
    let bounds = console_ui(&app, console)
        .find(iced::widget::Id::new("board"))
        .expect("the board is on the console")
        .bounds();
    // The board keeps its 7:8 portrait, centred in the canvas.
    let unit = (bounds.width / 7.0).min(bounds.height / 8.0);
    let x = bounds.x + (bounds.width - 7.0 * unit) / 2.0 + node.x * 7.0 * unit;
    let y = bounds.y + (bounds.height - 8.0 * unit) / 2.0 + node.y * 8.0 * unit;
    assert_click_picks(&app, console, iced::Point::new(x, y), 41);
}

#[test]
fn a_hit_holds_play_on_the_trial_and_its_verdict_reaches_the_table() {
    let (_dir, mut app, console) = game_in_play();

    let _ = app.update(Message::AltKey('r'));
    type_in(&mut app, Field::Investigator, "bob");
    type_in(&mut app, Field::Loc, "41");
    type_in(&mut app, Field::Killer, "r");
    crimewave_send(&mut app, M::Submit);
    assert_eq!(
        table(&app).latest_answer.map(|a| a.to_string()).as_deref(),
        Some("RAID at 41 on the Red Terror by Bob: HIT")
    );
    assert!(
        text_containing(
            &mut table_ui(&app),
            "ON TRIAL: Red Terror, prosecuted by Bob"
        )
        .is_some()
    );

    // Nothing but a tie or the trial until it is over: the murder form gives way.
    let _ = app.update(Message::AltKey('m'));
    assert!(shows(&app, console, "Trial"));
    let _ = app.update(Message::AltKey('i'));
    let red_scene = crimewave(&app).audit().scenes[0].loc;
    type_in(&mut app, Field::Loc, &red_scene.to_string());
    crimewave_send(&mut app, M::Submit);
    assert_eq!(
        table(&app).latest_answer.map(|a| a.to_string()),
        Some(format!("TIE of {red_scene} to the Red Terror: RIGHT"))
    );

    let _ = app.update(Message::AltKey('t'));
    type_in(&mut app, Field::Prosecution, "5");
    type_in(&mut app, Field::Defense, "0");
    let file = crimewave(&app).case_file(Killer::Red);
    assert!(shows(
        &app,
        console,
        &format!(
            "Red Terror on trial: case file {file} + prosecution 5 − defense 0 = {} (not enough: 10 convicts)",
            file + 5
        )
    ));
    click(&mut app, console, "Record (Enter)");
    let answer = table(&app)
        .latest_answer
        .map(|a| a.to_string())
        .unwrap_or_default();
    assert!(answer.ends_with("ACQUITTED"), "{answer}");
    assert!(table_ui(&app).find(answer.as_str()).is_ok());
    // The trial ended the round: the console is back on the murder form, not a trial
    // nobody is in.
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("not on the Crimewave console");
    };
    assert_eq!(
        screen.form(),
        Some(alibi::ui::crimewave::forms::Form::Murder)
    );
}

#[test]
fn a_third_missed_raid_forces_the_move_before_anything_else() {
    let (_dir, mut app, console) = game_in_play();

    for (who, loc) in [("ann", "56"), ("bob", "57"), ("ann", "58")] {
        let _ = app.update(Message::AltKey('r'));
        type_in(&mut app, Field::Investigator, who);
        type_in(&mut app, Field::Loc, loc);
        type_in(&mut app, Field::Killer, "r");
        crimewave_send(&mut app, M::Submit);
    }
    assert_eq!(crimewave(&app).pending_relocation(), Some(Killer::Red));
    let _ = app.update(Message::AltKey('m'));
    assert!(shows(&app, console, "Red Terror must move (Spook 3)"));
    assert!(
        !shows(&app, console, "M Murder"),
        "no other form is offered"
    );

    let board = crimewave(&app).board().cloned().expect("a board");
    let new_home = board
        .nodes()
        .iter()
        .map(|n| n.id)
        .find(|&loc| {
            let mut copy = crimewave(&app);
            copy.apply(&Action::Relocate {
                killer: Killer::Red,
                loc,
            })
            .is_ok()
        })
        .expect("somewhere to move");
    crimewave_send(&mut app, M::NodeClicked(new_home));
    crimewave_send(&mut app, M::Submit);
    assert_eq!(crimewave(&app).residence(Killer::Red), Some(new_home));
    assert_eq!(crimewave(&app).pending_relocation(), None);
    assert!(shows(&app, console, "M Murder"), "play goes on");
}

/// Plays the game to its end through the console's forms: missed raids raise Public Panic to
/// 10 (a Killer spooked three times moves first, to the first home the rules take).
fn end_by_panic(app: &mut App) {
    for round in 0..40 {
        let game = crimewave(app);
        if matches!(game.phase(), Phase::Ended(_)) {
            return;
        }
        if let Some(killer) = game.pending_relocation() {
            let board = game.board().expect("a board").clone();
            let home = board
                .nodes()
                .iter()
                .map(|n| n.id)
                .find(|&loc| {
                    let mut trial = game.clone();
                    trial.apply(&Action::Relocate { killer, loc }).is_ok()
                })
                .expect("somewhere to move");
            crimewave_send(app, M::NodeClicked(home));
            crimewave_send(app, M::Submit);
            continue;
        }
        let killer = Killer::ALL[round % 3];
        let miss = (1..=96)
            .find(|&loc| game.residence(killer) != Some(loc))
            .expect("a location to miss");
        let _ = app.update(Message::AltKey('r'));
        type_in(app, Field::Investigator, "ann");
        type_in(app, Field::Loc, &miss.to_string());
        type_in(app, Field::Killer, killer.word());
        crimewave_send(app, M::Submit);
    }
    panic!("the game did not end: {}", crimewave(app).progress());
}

#[test]
fn the_reveal_is_part_of_the_end_and_shows_every_secret_only_after_the_word() {
    let (_dir, mut app, console) = game_in_play();
    let truth = "Red Terror lived at 41";
    // During play there is no reveal to open: typing its word does nothing.
    assert!(!shows(&app, console, "End-of-game reveal"));
    crimewave_send(&mut app, M::Reveal(Guard::Typed("reveal".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(text_containing(&mut console_ui(&app, console), truth).is_none());

    end_by_panic(&mut app);
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    assert!(shows(&app, console, "End-of-game reveal"));
    assert!(text_containing(&mut console_ui(&app, console), truth).is_none());
    crimewave_send(&mut app, M::Reveal(Guard::Typed("reve".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(
        text_containing(&mut console_ui(&app, console), truth).is_none(),
        "a part of the word is not enough"
    );
    crimewave_send(&mut app, M::Reveal(Guard::Typed("reveal".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(text_containing(&mut console_ui(&app, console), truth).is_some());
    let first = crimewave(&app).audit().scenes[0].loc;
    assert!(shows(
        &app,
        console,
        &format!("Scene at {first}: Red Terror (opening), unsolved")
    ));
}

#[test]
fn with_a_pin_the_reveal_at_the_end_asks_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    set_up_with_pin(&mut app, console, Some("2468"));
    end_by_panic(&mut app);
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    let truth = "Red Terror lived at 41";
    assert!(shows(
        &app,
        console,
        "Type the PIN to show every secret on this screen:"
    ));
    crimewave_send(&mut app, M::Reveal(Guard::Typed("reveal".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(
        text_containing(&mut console_ui(&app, console), truth).is_none(),
        "the word is no PIN"
    );
    crimewave_send(&mut app, M::Reveal(Guard::Typed("1357".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(text_containing(&mut console_ui(&app, console), truth).is_none());
    assert!(shows(&app, console, "That is not the PIN."));
    crimewave_send(&mut app, M::Reveal(Guard::Typed("2468".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(text_containing(&mut console_ui(&app, console), truth).is_some());
}

#[test]
fn cards_full_moon_and_a_random_killing_go_through_their_forms() {
    let (_dir, mut app, console) = game_in_play();

    let _ = app.update(Message::AltKey('f'));
    click(&mut app, console, "Roll the d8 for all three");
    click(&mut app, console, "Record (Enter)");
    assert!(
        text_containing(
            &mut console_ui(&app, console),
            "Undo: Full Moon: new methods d8 roll"
        )
        .is_some()
    );

    let _ = app.update(Message::AltKey('k'));
    let free = crimewave(&app)
        .board()
        .and_then(|b| {
            b.nodes()
                .iter()
                .map(|n| n.id)
                .find(|&l| table(&app).scenes.iter().all(|s| s.loc != l))
        })
        .expect("a location with no scene");
    crimewave_send(&mut app, M::NodeClicked(free));
    click(&mut app, console, "Draw from the app's bag");
    click(&mut app, console, "Record (Enter)");
    let view = table(&app);
    assert_eq!(view.scenes.len(), 7);
    assert_eq!(view.scenes[6].loc, free);
    assert_eq!(
        view.scenes[6].solved_by, None,
        "a random killing looks like any scene"
    );
}

#[test]
fn the_lock_keeps_the_residences_and_the_forms_out_of_reach() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    set_up_with_pin(&mut app, console, Some("2468"));

    let _ = app.update(Message::Lock);
    assert!(app.is_locked());
    assert!(text_containing(&mut console_ui(&app, console), "home 41").is_none());
    // Neither a form shortcut nor a typed action reaches the game behind the cover.
    let _ = app.update(Message::AltKey('r'));
    type_in(&mut app, Field::Investigator, "ann");
    type_in(&mut app, Field::Loc, "41");
    type_in(&mut app, Field::Killer, "r");
    crimewave_send(&mut app, M::Submit);
    assert_eq!(table(&app).latest_answer, None);
}

#[test]
fn the_console_board_names_each_unsolved_scenes_culprit_and_the_table_board_does_not() {
    let (_dir, mut app, _console) = game_in_play();
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("not on the Crimewave console");
    };
    let marks = screen.marks();
    for scene in crimewave(&app).audit().scenes {
        let alibi::rules::crimewave::Culprit::Killer(killer) = scene.culprit else {
            panic!("no random killing at setup");
        };
        let letter = alibi::ui::widget::board::letter(killer);
        let mark = marks
            .scenes
            .iter()
            .find(|m| m.loc == scene.loc)
            .expect("every scene is drawn");
        assert!(
            mark.label.starts_with(&format!("({letter}) ")),
            "{mark:?} is {}'s",
            killer.name()
        );
    }
    assert!(
        marks.sites.is_empty() && marks.heat.is_empty(),
        "overlays start off"
    );
    let _ = app.update(Message::AltKey('1'));
    let _ = app.update(Message::AltKey('5'));
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("not on the Crimewave console");
    };
    let overlays = screen.marks();
    assert_eq!(
        overlays.sites,
        crimewave(&app)
            .legal_locations(Killer::Red)
            .into_iter()
            .map(|l| (Killer::Red, l))
            .collect::<Vec<_>>(),
        "Alt+1: the Red Terror's legal sites"
    );
    assert!(!overlays.heat.is_empty());
    assert!(
        overlays.heat.iter().all(|h| h.killer == Killer::Green),
        "Alt+5: the Green Slayer's exposure"
    );
    let public = alibi::ui::table::crimewave::public_marks(&table(&app));
    assert!(public.scenes.iter().all(|m| !m.label.contains('(')));
    assert_eq!(
        marks.residences.len(),
        3,
        "the console draws every home, the table none"
    );
}

#[test]
fn an_alt_shortcuts_letter_that_reached_a_field_is_taken_back() {
    let (_dir, mut app, console) = game_in_play();
    let _ = app.update(Message::AltKey('m'));
    type_in(&mut app, Field::Killer, "r");
    assert!(
        text_containing(
            &mut console_ui(&app, console),
            "Legal sites for the Red Terror"
        )
        .is_some()
    );
    // The focused field sees Alt+1's "1" before the app sees Alt held.
    type_in(&mut app, Field::Killer, "r1");
    let _ = app.update(Message::AltKey('1'));
    assert!(
        text_containing(
            &mut console_ui(&app, console),
            "Legal sites for the Red Terror"
        )
        .is_some(),
        "the field says r again"
    );
    // Once Alt is known to be down, a letter never reaches the field.
    let _ = app.update(Message::AltHeld(true));
    type_in(&mut app, Field::Killer, "rv");
    let _ = app.update(Message::AltKey('v'));
    let _ = app.update(Message::AltHeld(false));
    assert!(shows(&app, console, "Evidence verified"));
    let _ = app.update(Message::AltKey('m'));
    assert!(
        text_containing(
            &mut console_ui(&app, console),
            "Legal sites for the Red Terror"
        )
        .is_some()
    );
}

#[test]
fn a_traced_board_is_offered_at_setup_and_played_on() {
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    std::fs::create_dir_all(store.boards()).unwrap();
    // A traced board: the stand-in's graph under another name, no longer a stand-in.
    let traced = alibi::rules::crimewave::board::Board::stand_in()
        .to_json()
        .replace("\"stand_in\": true", "\"stand_in\": false")
        .replace("Stand-in California (not the printed board)", "Sam's board");
    std::fs::write(store.boards().join("sams-board.json"), traced).unwrap();
    std::fs::write(
        store.boards().join("half-done.json"),
        "{ \"format\": \"alibi-board\"",
    )
    .unwrap();

    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    click(&mut app, console, "Crimewave: California");
    assert!(shows(
        &app,
        console,
        "Play on the traced board \"Sam's board\" (sams-board.json)"
    ));
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "half-done.json can't be played yet").is_some());
    drop(ui);
    click(
        &mut app,
        console,
        "Play on the traced board \"Sam's board\" (sams-board.json)",
    );
    match app.public() {
        TableView::Crimewave(view, ..) => {
            assert_eq!(view.board_name.as_deref(), Some("Sam's board"));
            assert!(!view.stand_in_board);
        }
        other => panic!("the table shows {other:?}"),
    }
}

/// A data folder with one traced board, "Sam's board", whose photo is `photo.png` beside it.
/// The photo (a small generated picture, wider than the stand-in's 7:8, so that locations
/// drawn in the stand-in's place would miss it) is written only when `photo` is true.
/// The traced board's photo: paper with the Pacific down its west side, about the printed
/// board's shape (and good enough for the README's picture of a photographed board).
const PHOTO: (u32, u32) = (350, 400);

fn store_with_photo_board(photo: bool) -> (tempfile::TempDir, alibi::record::Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    std::fs::create_dir_all(store.boards()).unwrap();
    let traced = alibi::rules::crimewave::board::Board::stand_in()
        .to_json()
        .replace(
            "\"stand_in\": true",
            "\"stand_in\": false, \"image\": \"photo.png\"",
        )
        .replace("Stand-in California (not the printed board)", "Sam's board");
    std::fs::write(store.boards().join("sams-board.json"), traced).unwrap();
    if photo {
        let (width, height) = PHOTO;
        let picture = image::RgbaImage::from_fn(width, height, |x, y| {
            // The coast runs from the north-west corner to a quarter of the way in at the south.
            let coast = y as f32 / height as f32 * width as f32 * 0.25 + 12.0;
            if (x as f32) < coast {
                image::Rgba([140, 180, 215, 255])
            } else {
                let shade = (y * 30 / height) as u8;
                image::Rgba([232 - shade, 214 - shade, 160 - shade, 255])
            }
        });
        picture.save(store.boards().join("photo.png")).unwrap();
    }
    (dir, store)
}

const SAMS_BOARD: &str = "Play on the traced board \"Sam's board\" (sams-board.json)";

fn console_photo(app: &App) -> Option<iced::Size> {
    match app.screen() {
        Screen::Crimewave(screen) => screen.photo().map(|p| p.size()),
        _ => panic!("not on the Crimewave console"),
    }
}

fn table_photo(app: &App) -> Option<iced::Size> {
    match app.public() {
        TableView::Crimewave(_, photo, _) => photo.as_ref().map(|p| p.size()),
        other => panic!("the table shows {other:?}"),
    }
}

#[test]
fn a_traced_boards_photo_is_drawn_under_the_board_on_the_console_and_the_table() {
    let (_dir, store) = store_with_photo_board(true);
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    click(&mut app, console, "Crimewave: California");
    let task = app.update(Message::Crimewave(M::TracedBoard(0)));
    assert_eq!(
        console_photo(&app),
        None,
        "decoding happens off the UI thread"
    );
    run(&mut app, task);
    let size = Some(iced::Size::new(PHOTO.0 as f32, PHOTO.1 as f32));
    assert_eq!(console_photo(&app), size);
    assert_eq!(table_photo(&app), size);
    assert!(table_ui(&app).find(iced::widget::Id::new("board")).is_ok());
    // The locations sit on the photo: a click where the photo shows 41 is a click on 41.
    assert_click_picks(&app, console, on_the_photo(&app, console, 41), 41);
    common::ui::screenshot(&mut app, console, "crimewave-photo");

    // Undoing the board choice takes the photo away; redoing it opens it again.
    let task = app.update(Message::Crimewave(M::History(session::Message::Undo)));
    run(&mut app, task);
    assert_eq!(crimewave(&app).board(), None);
    assert_eq!(table_photo(&app), None);
    let task = app.update(Message::Crimewave(M::History(session::Message::Redo)));
    run(&mut app, task);
    assert_eq!(table_photo(&app), size);
}

#[test]
fn a_resumed_game_opens_its_boards_photo_again() {
    let (_dir, store) = store_with_photo_board(true);
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console).dealing_from(1);
    click(&mut app, console, "Crimewave: California");
    click(&mut app, console, SAMS_BOARD);
    let saved = match app.screen() {
        Screen::Crimewave(screen) => screen.session().path().to_owned(),
        _ => panic!("not on the Crimewave console"),
    };
    // Quitting waits for the last save to land.
    drop(app);

    let mut app = App::new(store, console).dealing_from(1);
    let task = app.update(Message::Home(alibi::ui::home::Message::Resume(saved)));
    run(&mut app, task);
    assert_eq!(
        table_photo(&app),
        Some(iced::Size::new(PHOTO.0 as f32, PHOTO.1 as f32))
    );
}

#[test]
fn a_missing_photo_is_said_once_and_play_goes_on_without_it() {
    let (_dir, store) = store_with_photo_board(false);
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    click(&mut app, console, "Crimewave: California");
    let task = app.update(Message::Crimewave(M::TracedBoard(0)));
    run(&mut app, task);
    assert_eq!(console_photo(&app), None);
    assert_eq!(table_photo(&app), None);
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "The board's photo can't be shown").is_some());
    drop(ui);
    // Play goes on: the next setup step records, and the message has made way for it.
    type_in(&mut app, Field::Names, "Ann Bob");
    crimewave_send(&mut app, M::Submit);
    assert_eq!(crimewave(&app).investigators().count(), 2);
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "The board's photo can't be shown").is_none());
}

#[test]
fn the_table_shows_the_sealed_setup_and_what_an_undo_took_back() {
    let (_dir, mut app, console) = game_in_play();
    let seals = match app.screen() {
        Screen::Crimewave(screen) => screen.session().record().seals().to_vec(),
        _ => panic!("not on the Crimewave console"),
    };
    assert_eq!(seals.len(), 1, "the start is sealed");
    let sealed = format!("Sealed setup {}", seal::short(&seals[0].fingerprint));
    assert!(table_ui(&app).find(sealed.as_str()).is_ok());
    // What the table reads of the seal is the fingerprint's first ten digits and nothing else:
    // neither the homes nor the salt that would let the table test guesses against it.
    assert_eq!(app.seal_strip().lines(), std::slice::from_ref(&sealed));
    let secrets = crimewave(&app).secrets().expect("sealed secrets");
    assert_eq!(secrets, "red 41; green 18; blue 90");
    for line in app.seal_strip().lines() {
        assert!(!line.contains(&secrets) && !line.contains(&seals[0].salt));
    }

    let _ = app.update(Message::AltKey('r'));
    type_in(&mut app, Field::Investigator, "an");
    type_in(&mut app, Field::Loc, "56");
    type_in(&mut app, Field::Killer, "Red Terror");
    click(&mut app, console, "Record (Enter)");
    let _ = app.update(Message::History(session::Message::Undo));
    let corrected = "Corrected: RAID at 56 on the Red Terror by Ann: MISS was taken back";
    assert!(
        table_ui(&app).find(corrected).is_ok(),
        "the undone answer stays visible as a correction"
    );
    assert!(table_ui(&app).find(sealed.as_str()).is_ok(), "still sealed");

    // Once its round is over, the correction folds into a count (the reveal lists it).
    let site = crimewave(&app).legal_locations(Killer::Green)[0];
    let _ = app.update(Message::AltKey('m'));
    type_in(&mut app, Field::Killer, "g");
    type_in(&mut app, Field::Loc, &site.to_string());
    type_in(&mut app, Field::Evidence, "i");
    crimewave_send(&mut app, M::Submit);
    assert_eq!(crimewave(&app).public_view().scenes.len(), 7, "the murder");
    assert!(table_ui(&app).find(corrected).is_err(), "folded away");
    assert!(
        table_ui(&app)
            .find("1 correction in all (every one is in the reveal)")
            .is_ok()
    );
    assert!(table_ui(&app).find(sealed.as_str()).is_ok(), "still sealed");

    // At the end, the reveal on the console shows the chain and checks it; the table never
    // does.
    end_by_panic(&mut app);
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    crimewave_send(&mut app, M::Reveal(Guard::Typed("reveal".into())));
    crimewave_send(&mut app, M::Reveal(Guard::Show));
    assert!(shows(
        &app,
        console,
        "Sealed setup: every link matches the game as played."
    ));
    let link = text_containing(&mut console_ui(&app, console), "Link 1, after action")
        .expect("the first link");
    assert!(
        link.contains(&secrets) && link.contains(&seals[0].salt),
        "{link}"
    );
    assert!(text_containing(&mut table_ui(&app), &seals[0].salt).is_none());
}

/// A new Crimewave game on the stand-in board, still in setup.
fn game_in_setup() -> (tempfile::TempDir, App, window::Id) {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    click(&mut app, console, "Crimewave: California");
    crimewave_send(&mut app, M::StandInBoard);
    (dir, app, console)
}

#[test]
fn every_house_rule_is_set_from_the_panel_and_a_refusal_says_why() {
    use alibi::rules::crimewave::HouseRule;
    use alibi::ui::crimewave::house_rules::Message as Rules;
    let (_dir, mut app, console) = game_in_setup();
    let rule = |app: &mut App, message: Rules| crimewave_send(app, M::HouseRules(message));
    // The per-Evidence rules and the die, once read-only, are steps in the panel now.
    assert!(shows(&app, console, "in the bag"));
    rule(&mut app, Rules::Set(HouseRule::EvidenceDie(8)));
    rule(&mut app, Rules::Set(HouseRule::Roll(Evidence::Witness, 2)));
    rule(&mut app, Rules::Set(HouseRule::Points(Evidence::Item, 2)));
    rule(&mut app, Rules::Set(HouseRule::InBag(Evidence::Blood, 0)));
    rule(&mut app, Rules::MethodsTyped("gun,knife".into()));
    rule(&mut app, Rules::SetMethods);
    let settings = crimewave(&app).settings().clone();
    assert_eq!(settings.evidence_die, 8);
    assert_eq!(settings.evidence(Evidence::Witness).roll, 2);
    assert_eq!(settings.evidence(Evidence::Item).points, 2);
    assert_eq!(settings.evidence(Evidence::Blood).in_bag, 0);
    assert_eq!(
        settings.methods,
        vec!["gun".to_string(), "knife".to_string()]
    );
    assert_eq!(settings.d8, [1, 1, 1, 1, 2, 2, 2, 2], "split evenly again");
    rule(&mut app, Rules::D8Typed("12121212".into()));
    rule(&mut app, Rules::SetD8);
    assert_eq!(crimewave(&app).settings().d8, [1, 2, 1, 2, 1, 2, 1, 2]);

    // A d8 face naming a third method is the engine's to refuse, and the panel says why.
    rule(&mut app, Rules::D8Typed("11111113".into()));
    rule(&mut app, Rules::SetD8);
    assert_eq!(crimewave(&app).settings().d8, [1, 2, 1, 2, 1, 2, 1, 2]);
    let mut ui = console_ui(&app, console);
    let said = text_containing(&mut ui, "Not taken:").expect("the refusal is shown");
    assert!(said.contains("only 2 methods"), "{said}");
    drop(ui);
    // Out of range: the rule's own range is the reason.
    rule(
        &mut app,
        Rules::Set(HouseRule::Points(Evidence::Witness, 10)),
    );
    assert_eq!(
        crimewave(&app)
            .settings()
            .evidence(Evidence::Witness)
            .points,
        3
    );
    let mut ui = console_ui(&app, console);
    let said = text_containing(&mut ui, "Not taken:").expect("the refusal is shown");
    assert!(said.contains("0 to 9"), "{said}");
}

#[test]
fn the_exposure_heat_is_graded_and_has_a_legend() {
    let (_dir, mut app, console) = game_in_play();
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "Exposure heat").is_none());
    drop(ui);
    let _ = app.update(Message::AltKey('4'));
    let deduction = crimewave(&app).deduce();
    let left = deduction.count(Killer::Red);
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("not on the Crimewave console");
    };
    let heat = screen.marks().heat;
    assert_eq!(heat.len(), left);
    assert!(
        heat.iter()
            .all(|h| (f64::from(h.chance) - deduction.share(Killer::Red, h.loc)).abs() < 1e-6),
        "each candidate drawn with its share of the consistent assignments"
    );
    let mut ui = console_ui(&app, console);
    let legend = text_containing(&mut ui, "Exposure heat:").expect("a legend under the board");
    assert!(legend.contains(&format!("R {left} left")), "{legend}");
    assert!(text_containing(&mut ui, "1 in 41 or more").is_some());
}

#[test]
fn the_wheel_zooms_a_board_drawn_over_its_photo() {
    let (_dir, store) = store_with_photo_board(true);
    let console = window::Id::unique();
    let mut app = App::new(store, console).dealing_from(1);
    click(&mut app, console, "Crimewave: California");
    let task = app.update(Message::Crimewave(M::TracedBoard(0)));
    run(&mut app, task);
    assert!(console_photo(&app).is_some());
    let zoom = |app: &App| match app.screen() {
        Screen::Crimewave(screen) => screen.zoom(),
        _ => panic!("not on the Crimewave console"),
    };
    assert_eq!(zoom(&app).zoom, 1.0);
    let at41 = on_the_photo(&app, console, 41);
    let mut ui = console_ui(&app, console);
    ui.point_at(at41);
    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
        delta: iced::mouse::ScrollDelta::Lines { x: 0.0, y: 2.0 },
    })]);
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(
        !messages.is_empty(),
        "the wheel asks for a zoom over the photo"
    );
    for message in messages {
        let _ = app.update(message);
    }
    assert!(zoom(&app).zoom > 1.0, "{:?}", zoom(&app));
    // Zoomed about the cursor: 41 is still under it, on its spot of the zoomed photo.
    assert_click_picks(&app, console, at41, 41);
}

/// Where location `loc` is on the console, over the 100×60 test photo drawn unzoomed.
fn on_the_photo(app: &App, console: window::Id, loc: u16) -> iced::Point {
    let node = crimewave(app)
        .board()
        .and_then(|b| b.node(loc).cloned())
        .expect("the location is on the board");
    let bounds = console_ui(app, console)
        .find(iced::widget::Id::new("board"))
        .expect("the board is on the console")
        .bounds();
    let photo = alibi::ui::widget::camera::fitted(
        iced::Size::new(PHOTO.0 as f32, PHOTO.1 as f32),
        bounds.size(),
    );
    iced::Point::new(
        bounds.x + photo.x + node.x * photo.width,
        bounds.y + photo.y + node.y * photo.height,
    )
}

/// Asserts that a click at `at` on the console picks location `loc`.
fn assert_click_picks(app: &App, console: window::Id, at: iced::Point, loc: u16) {
    let mut ui = console_ui(app, console);
    ui.point_at(at);
    let _ = ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(
        messages.contains(&Message::Crimewave(M::NodeClicked(loc))),
        "{messages:?}"
    );
}

#[test]
fn the_murder_form_ranks_the_sites_and_explains_the_exposure() {
    use alibi::ui::crimewave::advice::Message as Aid;
    let (_dir, mut app, console) = game_in_play();
    let _ = app.update(Message::AltKey('m'));
    type_in(&mut app, Field::Killer, "r");
    assert!(shows(
        &app,
        console,
        "Advice: rank the legal sites by what a murder would give away"
    ));
    crimewave_send(&mut app, M::Reasoning(Aid::AdviceToggled(true)));
    let advice = crimewave(&app).advice(Killer::Red);
    let best = advice.first().expect("the Red Terror has legal sites");
    let now = crimewave(&app).deduce().count(Killer::Red);
    let mut ui = console_ui(&app, console);
    let line = text_containing(&mut ui, "Safest: murder at").expect("the advice line");
    assert!(
        line.contains(&format!(
            "Safest: murder at {}: the Red Terror stays at {} possible homes (now {now})",
            best.loc, best.homes_left
        )),
        "{line}"
    );
    drop(ui);
    let Screen::Crimewave(screen) = app.screen() else {
        panic!("not on the Crimewave console");
    };
    let safest = screen.marks().safest;
    assert!(
        safest.contains(&best.loc),
        "{safest:?} rings the safest site"
    );
    assert!(safest.iter().all(|l| {
        advice
            .iter()
            .any(|a| a.loc == *l && a.homes_left == best.homes_left)
    }));

    // A typed site says what it would leave, against the best.
    let worst = advice.last().unwrap();
    type_in(&mut app, Field::Loc, &worst.loc.to_string());
    let mut ui = console_ui(&app, console);
    let line =
        text_containing(&mut ui, &format!("Murder at {}:", worst.loc)).expect("the typed site");
    assert!(
        line.contains(&format!("stays at {}", worst.homes_left)),
        "{line}"
    );
    drop(ui);

    // Why: the public facts that narrow the Red Terror's home the most.
    assert!(shows(&app, console, "Why is the Red Terror exposed?"));
    crimewave_send(&mut app, M::Reasoning(Aid::Explain(Killer::Red)));
    let cuts = crimewave(&app).explain(Killer::Red, 5);
    assert!(!cuts.is_empty(), "his opening scenes narrow him");
    let mut ui = console_ui(&app, console);
    let first =
        text_containing(&mut ui, &cuts[0].fact.to_string()).expect("the explanation is shown");
    assert!(
        first.contains(&format!("{} more possible homes", cuts[0].homes_more)),
        "{first}"
    );
}

fn press(app: &mut App, console: window::Id, key: iced::keyboard::key::Named) {
    let task = app.update(Message::Key(console, iced::keyboard::Key::Named(key)));
    run(app, task);
}

fn typed_loc(app: &App) -> String {
    match app.screen() {
        Screen::Crimewave(screen) => screen.fields().get(Field::Loc).to_string(),
        _ => panic!("not on the Crimewave console"),
    }
}

#[test]
fn a_location_is_picked_from_the_keyboard() {
    use iced::keyboard::key::Named::{ArrowDown, ArrowUp, Escape};
    let (_dir, mut app, console) = game_in_play();
    let _ = app.update(Message::AltKey('m'));
    type_in(&mut app, Field::Killer, "r");
    type_in(&mut app, Field::Evidence, "i");
    // With nothing typed, the arrows walk the Red Terror's legal sites, round the list.
    let sites = crimewave(&app).legal_locations(Killer::Red);
    assert!(sites.len() >= 2, "{sites:?}");
    press(&mut app, console, ArrowDown);
    assert_eq!(typed_loc(&app), sites[0].to_string());
    press(&mut app, console, ArrowDown);
    assert_eq!(typed_loc(&app), sites[1].to_string());
    press(&mut app, console, ArrowUp);
    press(&mut app, console, ArrowUp);
    assert_eq!(typed_loc(&app), sites.last().unwrap().to_string());
    assert!(shows(
        &app,
        console,
        &format!(
            "Ready: Murder by Red Terror at {} (item) (Enter records it)",
            sites.last().unwrap()
        )
    ));
    let mut ui = console_ui(&app, console);
    assert!(
        text_containing(&mut ui, "↑↓ walk").is_some(),
        "the keys are told"
    );
    drop(ui);
    // Escape cancels the pick, and nothing was recorded.
    press(&mut app, console, Escape);
    assert_eq!(typed_loc(&app), "");
    assert_eq!(table(&app).scenes.len(), 6);
    // Enter records what the arrows picked.
    press(&mut app, console, ArrowDown);
    crimewave_send(&mut app, M::Submit);
    assert_eq!(table(&app).scenes.len(), 7);
    assert_eq!(table(&app).scenes.last().map(|s| s.loc), Some(sites[0]));

    // A raid where a city's name is typed: the first place it fits is the one recorded.
    let board = crimewave(&app).board().cloned().expect("a board");
    let la = board
        .nodes()
        .iter()
        .find(|n| n.city.as_deref() == Some("Los Angeles"))
        .map(|n| n.id)
        .expect("Los Angeles is on the stand-in board");
    let _ = app.update(Message::AltKey('r'));
    type_in(&mut app, Field::Investigator, "Ann");
    type_in(&mut app, Field::Loc, "los");
    type_in(&mut app, Field::Killer, "g");
    assert!(
        shows(&app, console, &format!("{la} Los Angeles")),
        "offered by name"
    );
    let mut ui = console_ui(&app, console);
    let ready = text_containing(&mut ui, "Ready: ").unwrap_or_default();
    drop(ui);
    assert!(
        ready.contains(&format!("at {la}")),
        "the form reads the name: {ready}"
    );
    crimewave_send(&mut app, M::Submit);
    let log = crimewave(&app).public_view().log;
    assert!(
        log.iter()
            .any(|line| line.to_string().contains(&format!("RAID at {la}"))),
        "{log:?}"
    );

    // A number completes: "5" offers 5, then 50 to 59, and the arrows walk on from 5.
    let _ = app.update(Message::AltKey('w'));
    type_in(&mut app, Field::Loc, "5");
    assert!(shows(&app, console, "59"));
    press(&mut app, console, ArrowDown);
    assert_eq!(typed_loc(&app), "50");
}

/// Setup on the stand-in board, then murders as close to Los Angeles as each Killer's comfort
/// zone allows until twenty scenes crowd the south, a watch, and a missed raid for the table.
fn crowded_south() -> Vec<Action> {
    let mut game = Crimewave::new();
    let mut actions = Vec::new();
    let mut play = |game: &mut Crimewave, action: Action| -> bool {
        let mut trial = game.clone();
        let fits = trial.apply(&action).is_ok() && !matches!(trial.phase(), Phase::Ended(_));
        if fits {
            *game = trial;
            actions.push(action);
        }
        fits
    };
    play(&mut game, Action::Board(BoardChoice::StandIn));
    play(
        &mut game,
        Action::Investigators(vec!["Ann".into(), "Bob".into(), "Cy".into()]),
    );
    for (killer, face) in Killer::ALL.into_iter().zip([1, 4, 6]) {
        let method = MethodChoice::Face(face);
        play(&mut game, Action::Method { killer, method });
    }
    let board = game.board().cloned().expect("the stand-in board");
    let la = board
        .nodes()
        .iter()
        .find(|n| n.city.as_deref() == Some("Los Angeles"))
        .expect("Los Angeles")
        .clone();
    // How far a location lies from Los Angeles on the picture.
    let far = |loc: &Loc| {
        board
            .node(*loc)
            .map_or(f32::MAX, |n| (n.x - la.x).powi(2) + (n.y - la.y).powi(2))
    };
    let nearest = |sites: Vec<Loc>| sites.into_iter().min_by(|a, b| far(a).total_cmp(&far(b)));
    // Homes as near Los Angeles as the three-space rule lets them be.
    let mut by_distance: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
    by_distance.sort_by(|a, b| far(a).total_cmp(&far(b)));
    for killer in Killer::ALL {
        by_distance
            .iter()
            .skip(3)
            .any(|&loc| play(&mut game, Action::Residence { killer, loc }));
    }
    let mut tiles = Evidence::ALL.into_iter().cycle();
    for killer in Killer::ALL {
        for _ in 0..2 {
            if let Some(loc) = nearest(game.legal_locations(killer)) {
                let evidence = tiles.next().expect("endless");
                play(
                    &mut game,
                    Action::Scene {
                        killer,
                        loc,
                        evidence,
                    },
                );
            }
        }
    }
    play(&mut game, Action::Start);
    let mut round = 0;
    while game.public_view().scenes.len() < 20 && round < 60 {
        let killer = Killer::ALL[round % 3];
        round += 1;
        if let Some(loc) = nearest(game.legal_locations(killer)) {
            let evidence = tiles.next().expect("endless");
            play(
                &mut game,
                Action::Murder {
                    killer,
                    loc,
                    evidence,
                },
            );
        }
    }
    if let Some(&loc) = game.public_view().eligible_watches.first() {
        play(&mut game, Action::Watch { loc });
    }
    let investigator = "Bob".to_string();
    play(
        &mut game,
        Action::Raid {
            investigator,
            loc: la.id,
            killer: Killer::Red,
        },
    );
    actions
}

#[test]
fn twenty_scenes_in_one_region_all_read_on_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let store = alibi::record::Store::at(dir.path().to_owned());
    let mut session =
        session::Session::<Crimewave>::start(&store, "Friday at Sam's", None, 0).unwrap();
    for action in crowded_south() {
        session.act(action).expect("accepted");
    }
    session.flush();
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console).dealing_from(1);
    let opened = app.update(Message::Home(alibi::ui::home::Message::Resume(
        session.path().to_owned(),
    )));
    run(&mut app, opened);
    let view = table(&app);
    assert!(view.scenes.len() >= 20, "{} scenes", view.scenes.len());
    // However the board folds its crowded plates, the list beside it names every scene.
    let mut public = table_ui(&app);
    assert!(
        public
            .find(format!("Crime scenes ({}), newest first", view.scenes.len()).as_str())
            .is_ok()
    );
    for scene in &view.scenes {
        let plate = format!("{} ? ", scene.loc);
        assert!(
            text_containing(&mut public, &plate).is_some(),
            "no plate for the scene at {}",
            scene.loc
        );
    }
    drop(public);
    // The murder form half filled from the keyboard, the Red Terror's exposure on the board.
    type_in(&mut app, Field::Killer, "r");
    press(&mut app, console, iced::keyboard::key::Named::ArrowDown);
    crimewave_send(&mut app, M::HeatToggled(Killer::Red, true));
    let first = crimewave(&app).legal_locations(Killer::Red)[0];
    assert_eq!(typed_loc(&app), first.to_string());
    common::ui::screenshot(&mut app, console, "crimewave");
}
