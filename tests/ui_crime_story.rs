//! Crime Story on the console and the table screen, driven like a player would: the timer
//! running out spends a certificate, captures obey the 2-card cap, an accusation ends the game.

mod common;
use common::ui::{click, shows};

use alibi::rules::crime_story::{CrimeStoryView, EndReason};
use alibi::ui::app::Screen;
use alibi::ui::crime_story::Message as C;
use alibi::ui::table::TableView;
use alibi::ui::table::crime_story::Clock;
use alibi::ui::{App, Message};
use iced::window;
use iced_test::simulator;
use std::time::{Duration, Instant};

fn story(app: &mut App, message: C) {
    let _ = app.update(Message::CrimeStory(message));
}

fn table(app: &App) -> (CrimeStoryView, Clock) {
    match app.public() {
        TableView::CrimeStory(view, clock) => ((**view).clone(), *clock),
        other => panic!("the table shows {other:?}"),
    }
}

fn table_shows(app: &App, wanted: &str) -> bool {
    simulator(alibi::ui::table::view::<Message>(app.public()))
        .find(wanted)
        .is_ok()
}

/// Ann, Ben, Cat and Dan; Ann tells first; a 30-second timer warning at 5.
fn start(app: &mut App, console: window::Id) {
    click(app, console, "Crime Story");
    assert!(matches!(app.screen(), Screen::CrimeStory(_)));
    assert!(shows(app, console, "New game of Crime Story"));
    for (seat, name) in ["Ann", "Ben", "Cat", "Dan"].into_iter().enumerate() {
        story(app, C::NameChanged(seat, name.into()));
    }
    click(app, console, "Start the game");
    assert!(shows(app, console, "Author: Ann · turn 1"));
}

#[test]
fn the_timer_running_out_spends_a_certificate_and_passes_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    start(&mut app, console);
    assert_eq!(table(&app).1.left, None, "the timer waits to be started");
    assert!(table_shows(&app, "AUTHOR: Ann"));

    let started = Instant::now();
    click(&mut app, console, "Start Ann's timer");
    let (_, clock) = table(&app);
    assert_eq!(clock.left, Some(30));
    assert!(!clock.warning);
    assert!(shows(&app, console, "Stop: the sentence was told"));

    // Four seconds left: the table warns in words, not only in colour.
    story(&mut app, C::Tick(started + Duration::from_secs(26)));
    let (_, clock) = table(&app);
    assert!(clock.warning && clock.left.is_some_and(|left| left <= 5));
    assert!(table_shows(&app, "HURRY!"));
    common::ui::screenshot(&mut app, console, "crime-story");

    // Zero: Ann must play a certificate of insanity, and the turn passes to Ben.
    story(&mut app, C::Tick(started + Duration::from_secs(31)));
    let (view, clock) = table(&app);
    assert_eq!(view.players[0].certificates, 2, "a certificate is spent");
    assert!(view.story[0].certificate);
    assert_eq!(view.author, Some(1), "Ben is the Author now");
    assert!(clock.ran_out && clock.left.is_none(), "the timer stopped");
    assert!(table_shows(&app, "TIME!"));
    assert!(table_shows(&app, "Ann played a certificate of insanity"));
    assert!(table_shows(&app, "AUTHOR: Ben"));
    assert!(shows(
        &app,
        console,
        "Time ran out: Ann played a certificate of insanity."
    ));

    // A tick that arrives after the timer stopped changes nothing.
    story(&mut app, C::Tick(started + Duration::from_secs(32)));
    assert_eq!(table(&app).0.players[0].certificates, 2);

    // Undo brings the certificate back.
    let _ = app.update(Message::History(alibi::ui::session::Message::Undo));
    assert_eq!(table(&app).0.players[0].certificates, 3);
}

#[test]
fn captures_obey_the_cap_and_a_right_accusation_ends_and_scores_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    start(&mut app, console);

    // The rulebook's policeman sentence: three cards caught, two kept by Ann, one to the murderer pile.
    story(&mut app, C::CapturedTyped(1, "2".into()));
    story(&mut app, C::CapturedTyped(2, "1".into()));
    assert!(shows(
        &app,
        console,
        "If recorded: kept 2, murderer pile +1."
    ));
    click(&mut app, console, "Record the sentence (Enter)");
    let (view, _) = table(&app);
    assert_eq!(
        (
            view.players[0].captured,
            view.players[1].hand,
            view.murderer_pile
        ),
        (2, 6, 1)
    );
    assert_eq!(view.evidence_holder, Some(0));
    assert!(table_shows(&app, "EVIDENCE"));

    // Ben accuses without capturing: the precondition is shown before recording.
    story(&mut app, C::AccuseToggled(true));
    story(&mut app, C::AccusedChosen(3));
    story(&mut app, C::AccusationRightChosen(true));
    assert!(shows(
        &app,
        console,
        "Not yet: To accuse, the Author must capture at least one card this turn."
    ));
    // With a card from Cat he may, and Dan reveals the murderer card.
    story(&mut app, C::CapturedTyped(2, "1".into()));
    click(&mut app, console, "Record the sentence (Enter)");
    let (view, _) = table(&app);
    assert_eq!(view.end, Some(EndReason::MurdererFound));
    assert_eq!(view.murderer, Some(3));
    // Ben: 6 in hand (he gave Ann 2) + 1 captured + 2 certificates + the murderer card's 3.
    assert_eq!(view.scores[1].total, 12);
    // Ann: 8 in hand + 2 captured + 3 certificates: finding the murderer isn't winning.
    assert_eq!(view.scores[0].total, 13);
    assert_eq!(view.winners, [0]);
    assert!(shows(&app, console, "The murderer was Dan. Won by Ann."));
    assert!(table_shows(&app, "The murderer was Dan. Won by Ann."));
}

#[test]
fn an_unfound_murderer_is_asked_for_only_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    click(&mut app, console, "Crime Story");
    for (seat, name) in ["Ann", "Ben", "Cat"].into_iter().enumerate() {
        story(&mut app, C::NameChanged(seat, name.into()));
    }
    story(&mut app, C::CertificatesChosen(1));
    click(&mut app, console, "Start the game");
    assert!(!shows(
        &app,
        console,
        "Who held the murderer card? (Asked only now, to score.)"
    ));
    // Ann's only certificate goes on a blank: she is out and only two are left.
    click(&mut app, console, "Play a certificate of insanity");
    assert_eq!(table(&app).0.end, Some(EndReason::TwoPlayersLeft));
    assert!(shows(
        &app,
        console,
        "Who held the murderer card? (Asked only now, to score.)"
    ));
    click(&mut app, console, "Cat");
    let (view, _) = table(&app);
    assert_eq!(view.murderer, Some(2));
    // Cat: 8 in hand, the murderer card counting 3, 1 certificate; the pile is empty.
    assert_eq!(view.scores[2].total, 11);
    assert_eq!(view.winners, [2]);
}

#[test]
fn a_round_without_captures_makes_everyone_discard() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    start(&mut app, console);
    for _ in 0..3 {
        click(&mut app, console, "Record the sentence (Enter)");
    }
    assert!(table_shows(
        &app,
        "No captures this round: if this turn catches nothing, everyone discards a card."
    ));
    click(&mut app, console, "Record the sentence (Enter)");
    let (view, _) = table(&app);
    assert_eq!(view.discarded, 4);
    assert!(view.players.iter().all(|p| p.hand == 7));
    assert!(shows(
        &app,
        console,
        "Recorded. A whole round without captures: everyone in play discards one card face up, out of the game."
    ));
}

#[test]
fn a_forced_last_discard_can_reveal_the_murderer_card_and_end_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    start(&mut app, console);
    // Ann's sentence uses seven of Ben's words: she keeps two, five go to the murderer pile.
    story(&mut app, C::CapturedTyped(1, "7".into()));
    click(&mut app, console, "Record the sentence (Enter)");
    assert_eq!(table(&app).0.murderer_pile, 5);
    assert!(table_shows(&app, "Ben holds a last card."));
    // A round with no captures: Ben's last card goes in the discard.
    for _ in 0..4 {
        click(&mut app, console, "Record the sentence (Enter)");
    }
    assert_eq!(table(&app).0.last_card_question, [1]);
    assert!(table_shows(
        &app,
        "Dry round: Ben discarded a last card. Was it the murderer card?"
    ));
    click(&mut app, console, "It was Ben's murderer card");
    let (view, _) = table(&app);
    assert_eq!(view.end, Some(EndReason::MurdererCardDiscarded));
    assert_eq!(view.murderer, Some(1));
    // Ben keeps the card's 3 (a house rule) and takes the pile of 5, with 3 certificates.
    assert_eq!(view.scores[1].total, 11);
    assert!(shows(
        &app,
        console,
        "The murderer had to discard the murderer card: the game is over."
    ));
}
