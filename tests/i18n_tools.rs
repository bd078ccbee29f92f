//! The three table tools (Murdero, Crime Story, Keystone Crimewave) in the pseudo-language:
//! every word on their console screens (1280×820) and table screens (1280×720) comes from the
//! message files. The language is process-global, so every test that sets one lives here,
//! one at a time.

mod common;
use common::ui::{click, console_ui, table_ui, texts, untranslated};

use alibi::i18n::{self, Language};
use alibi::rules::keystone::odds;
use alibi::rules::murdero::Colour;
use alibi::ui::crime_story::Message as C;
use alibi::ui::keystone::Message as K;
use alibi::ui::murdero::{Ending, Message as M, Row};
use alibi::ui::{App, Message};
use iced::window;
use std::sync::Mutex;

static LOCK: Mutex<()> = Mutex::new(());

/// What the tests type: the players' and crooks' names, the caper, its tasks and Traits.
const TYPED: &[&str] = &[
    "Ann",
    "Ben",
    "Cat",
    "Dan",
    "bank",
    "robbery",
    "Case",
    "the",
    "Crack",
    "vault",
    "Drive",
    "away",
    "nosy",
    "guard",
    "Smooth",
    "talker",
    "Safecracker",
    "Driver",
    "any",
    "black",
    "Sunday",
];

/// The shared game frame (the history panel, undo and redo, the way home) belongs to the
/// shell's message files, not the tools'; its texts are left to that area's own test.
const FRAME: &[&str] = &[
    "Undo",
    "Redo",
    "Nothing to",
    "now",
    "back to here",
    "Home",
    "History",
    "Back to the start",
    "Open table window",
    "Table mode",
    "Show on phones",
];

/// A fresh app on the home screen, in English until a game is open (the home screen is
/// another area's, and the buttons are found by their English labels).
fn open(game: &str) -> (App, window::Id, tempfile::TempDir) {
    i18n::set(Language::English);
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(alibi::record::Store::at(dir.path().to_owned()), console);
    let _ = app.update(Message::Home(alibi::ui::home::Message::NameChanged(
        "Sunday".into(),
    )));
    click(&mut app, console, game);
    // A machine without a desktop can't keep the display awake: that notice is the app's.
    let _ = app.update(Message::DismissNotice);
    (app, console, dir)
}

/// Every text of the console and the table screen, drawn in the pseudo-language, holds no
/// word that didn't come from the message files.
fn all_translated(app: &mut App, console: window::Id, moment: &str) {
    i18n::set(Language::Pseudo);
    let mut drawn = texts(&mut console_ui(app, console));
    drawn.extend(texts(&mut table_ui(app)));
    assert!(
        drawn.iter().filter(|text| text.contains('[')).count() > 3,
        "{moment}: drawn in the pseudo-language {drawn:?}"
    );
    let left: Vec<(String, Vec<String>)> = drawn
        .into_iter()
        .filter(|text| !FRAME.iter().any(|frame| text.starts_with(frame)))
        .map(|text| {
            let words = untranslated(&text, TYPED);
            (text, words)
        })
        .filter(|(_, words)| !words.is_empty())
        .collect();
    assert!(left.is_empty(), "{moment}: untranslated {left:#?}");
    common::ui::screenshot(app, console, &format!("pseudo-{moment}"));
    i18n::set(Language::English);
}

#[test]
fn murdero_speaks_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let (mut app, console, _dir) = open("Murdero");
    let murdero = |app: &mut App, m: M| {
        let _ = app.update(Message::Murdero(m));
    };
    murdero(&mut app, M::PartnershipToggled(true));
    all_translated(&mut app, console, "murdero-setup");
    murdero(&mut app, M::PartnershipToggled(false));
    murdero(&mut app, M::NameChanged(0, "Ann".into()));
    murdero(&mut app, M::Start);
    all_translated(&mut app, console, "murdero-refused");
    murdero(&mut app, M::NameChanged(1, "Ben".into()));
    murdero(&mut app, M::Start);
    // Ann completes a red case with a Joker and Real Estate; Ben holds cards and an Action.
    for value in 0..4 {
        murdero(
            &mut app,
            M::CountTyped(0, Row::Case(Colour::Red), value, "1".into()),
        );
    }
    murdero(&mut app, M::JokerToggled(0, Colour::Red, true));
    murdero(&mut app, M::RealEstateToggled(0, true));
    murdero(&mut app, M::CountTyped(1, Row::InHand, 4, "1".into()));
    murdero(&mut app, M::ActionsTyped(1, "1".into()));
    murdero(&mut app, M::EndingChosen(Ending::CaseCompleted));
    all_translated(&mut app, console, "murdero-not-yet");
    murdero(&mut app, M::WinnerToggled(0, true));
    all_translated(&mut app, console, "murdero-preview");
    murdero(&mut app, M::Record);
    all_translated(&mut app, console, "murdero-hand");
    murdero(&mut app, M::Edit(1));
    all_translated(&mut app, console, "murdero-correcting");
}

#[test]
fn crime_story_speaks_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let (mut app, console, _dir) = open("Crime Story");
    let story = |app: &mut App, m: C| {
        let _ = app.update(Message::CrimeStory(m));
    };
    all_translated(&mut app, console, "crime-story-setup");
    for (seat, name) in ["Ann", "Ben", "Cat", "Dan"].into_iter().enumerate() {
        story(&mut app, C::NameChanged(seat, name.into()));
    }
    story(&mut app, C::ReusedWordFineToggled(true));
    story(&mut app, C::WrongAccusationLosesToggled(true));
    story(&mut app, C::SecondsTyped("soon".into()));
    story(&mut app, C::Start);
    all_translated(&mut app, console, "crime-story-setup-refused");
    story(&mut app, C::SecondsTyped("30".into()));
    story(&mut app, C::Start);
    story(&mut app, C::DrawStarter);
    story(&mut app, C::CapturedTyped(1, "3".into()));
    story(&mut app, C::AccuseToggled(true));
    all_translated(&mut app, console, "crime-story-turn");
    story(&mut app, C::AccuseToggled(false));
    story(&mut app, C::RecordSentence);
    story(&mut app, C::StartTimer);
    all_translated(&mut app, console, "crime-story-timer");
    story(&mut app, C::StopTimer);
    // A round without captures takes Ben's last card: the table asks about it.
    story(&mut app, C::CapturedTyped(1, "4".into()));
    story(&mut app, C::RecordSentence);
    for _ in 0..4 {
        story(&mut app, C::RecordSentence);
    }
    all_translated(&mut app, console, "crime-story-last-card");
    story(&mut app, C::LastCardAnswered(None));
    // Accused rightly: the game ends and is scored.
    story(&mut app, C::CapturedTyped(0, "1".into()));
    story(&mut app, C::AccuseToggled(true));
    story(&mut app, C::AccusedChosen(3));
    story(&mut app, C::AccusationRightChosen(true));
    story(&mut app, C::RecordSentence);
    all_translated(&mut app, console, "crime-story-end");
}

#[test]
fn keystone_speaks_from_the_message_files() {
    let _one = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let (mut app, console, _dir) = open("Keystone Crimewave");
    let keystone = |app: &mut App, m: K| {
        let _ = app.update(Message::Keystone(m));
    };
    for (seat, (name, trait_name)) in [
        ("Ann", "Smooth talker"),
        ("Ben", "Safecracker"),
        ("Cat", "Driver"),
    ]
    .into_iter()
    .enumerate()
    {
        keystone(&mut app, K::CrookNamed(seat, name.into()));
        keystone(&mut app, K::AddTrait(seat));
        keystone(&mut app, K::TraitNamed(seat, 0, trait_name.into()));
        keystone(
            &mut app,
            K::TraitTriggerTyped(seat, 0, "any black 1".into()),
        );
    }
    all_translated(&mut app, console, "keystone-setup");
    keystone(&mut app, K::Start);
    keystone(&mut app, K::CaperTyped("bank robbery".into()));
    keystone(&mut app, K::ComplexityChosen(4));
    keystone(&mut app, K::ChooseCaper);
    all_translated(&mut app, console, "keystone-caper-refused");
    keystone(&mut app, K::ComplexityChosen(3));
    keystone(&mut app, K::RollOff);
    keystone(&mut app, K::StarterChosen(0));
    keystone(&mut app, K::ChooseCaper);
    all_translated(&mut app, console, "keystone-planning");
    for (phase, task) in ["Case the bank", "Crack the vault", "Drive away"]
        .into_iter()
        .enumerate()
    {
        keystone(&mut app, K::TaskTyped(task.into()));
        keystone(&mut app, K::TaskCrookChosen(phase));
        keystone(&mut app, K::ElementTyped("a nosy guard".into()));
        keystone(&mut app, K::AddPhase);
    }
    keystone(&mut app, K::OddsWorkedOut((0, 0), Some(odds(0, 0))));
    keystone(&mut app, K::WhiteTyped("632".into()));
    keystone(&mut app, K::BlackTyped("541".into()));
    all_translated(&mut app, console, "keystone-roll");
    keystone(&mut app, K::RecordRoll);
    keystone(&mut app, K::RollerChosen(1));
    keystone(&mut app, K::TraitUsed(0, true));
    keystone(&mut app, K::WhiteTyped("111".into()));
    keystone(&mut app, K::BlackTyped("666".into()));
    all_translated(&mut app, console, "keystone-rolled");
    keystone(&mut app, K::RecordRoll);
    for _ in 0..12 {
        keystone(&mut app, K::WhiteTyped("632".into()));
        keystone(&mut app, K::BlackTyped("541".into()));
        keystone(&mut app, K::RecordRoll);
    }
    all_translated(&mut app, console, "keystone-over");
}
