//! Intent to Kill in the pseudo-language: the table screen and the rules' words (refusals,
//! the history, what comes next, the table's log) all come from the message files.
//!
//! The language is process-global: every test that sets one lives in this file and holds
//! `LOCK` while it does.

mod common;
use common::ui::{click, screenshot, texts, untranslated};

use alibi::i18n::{self, Language, Msg};
use alibi::rules::Rules;
use alibi::rules::intent::{Action, Civilian, Group, IntentToKill, Phase, Trait};
use alibi::ui::app::Screen;
use alibi::ui::intent::Message as M;
use alibi::ui::{App, Message};
use iced::window;
use std::sync::Mutex;

static LOCK: Mutex<()> = Mutex::new(());

/// Speaks `language` until dropped, then English again (a failed test leaves it English).
struct Speaking<'a>(#[allow(dead_code)] std::sync::MutexGuard<'a, ()>);

impl Speaking<'_> {
    fn new(language: Language) -> Self {
        let guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
        i18n::set(language);
        Speaking(guard)
    }
}

impl Drop for Speaking<'_> {
    fn drop(&mut self) {
        i18n::set(Language::English);
    }
}

fn game(app: &App) -> IntentToKill {
    match app.screen() {
        Screen::IntentToKill(screen) => screen.session().game().clone(),
        _ => panic!("not on the Intent to Kill screen"),
    }
}

fn intent(app: &mut App, message: M) {
    let _ = app.update(Message::IntentToKill(message));
}

/// A game dealt by Alibi and started, its first victim murdered (set up in English, as the
/// clicks name the buttons).
fn a_murder_on_the_table(console: window::Id, dir: &std::path::Path) -> App {
    let mut app = App::new(alibi::record::Store::at(dir.to_owned()), console);
    click(&mut app, console, "Intent to Kill");
    click(&mut app, console, "Alibi deals");
    click(&mut app, console, "Show the Murderer's secret cards");
    let offered = game(&app).offered().expect("three tokens offered");
    intent(&mut app, M::SupportersChosen(offered[0]));
    click(&mut app, console, "Got it — turn the cards face down");
    intent(&mut app, M::DetectiveStartChosen(0));
    click(&mut app, console, "Start the game");
    let g = game(&app);
    let city = g.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .take(g.intimidation_owed())
        .collect();
    for c in targets {
        intent(&mut app, M::CivilianPicked(c));
        click(&mut app, console, &format!("Intimidate the {c} (I)"));
    }
    let victim = *game(&app)
        .legal_victims()
        .first()
        .expect("someone is legal");
    intent(&mut app, M::CivilianPicked(victim));
    click(&mut app, console, &format!("Murder the {victim} (M)"));
    assert_eq!(game(&app).phase(), Phase::Detective);
    app
}

#[test]
fn the_table_screen_is_all_from_the_message_files() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = a_murder_on_the_table(console, dir.path());
    let _pseudo = Speaking::new(Language::Pseudo);
    // The game's own view, without the window's seal strip (the shell's words).
    let all = texts(&mut iced_test::Simulator::with_size(
        iced::Settings::default(),
        (1280.0, 720.0),
        alibi::ui::table::view::<Message>(app.public()),
    ));
    assert!(all.len() > 20, "the city and the side are drawn: {all:?}");
    for text in &all {
        assert!(untranslated(text, &[]).is_empty(), "untranslated: {text}");
    }
    screenshot(&mut app, console, "intent-pseudo");
}

/// Every word a rule can say of a game in progress: the history, what comes next, the
/// table's log and a refusal of each kind met on the way.
fn said_of(game: &IntentToKill, action: &Action) -> Vec<Msg> {
    let mut said = vec![game.describe(action), game.expected()];
    let view = game.public_view();
    said.extend(view.log.iter().map(|a| a.words.clone()));
    said.extend(view.city.iter().map(|b| b.name.clone()));
    said.extend(
        view.victims
            .iter()
            .flat_map(|v| [v.name.clone(), v.traits.clone()]),
    );
    if let Err(refusal) = game.clone().apply(action) {
        said.push(refusal.reason().clone());
    }
    said
}

#[test]
fn the_rules_say_everything_through_the_message_files() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let app = a_murder_on_the_table(console, dir.path());
    let g = game(&app);
    let someone = g.city().civilians().next().expect("civilians in the city");
    let tries = [
        Action::Surveil(someone),
        Action::Question {
            civilian: someone,
            about: Trait::ALL[0],
            lie: true,
        },
        Action::Murder(someone),
        Action::Move(someone, 15),
        Action::Round,
        Action::Token(Group::Press),
        Action::Comfort(someone),
        Action::Detective(15),
        Action::Start,
        Action::City,
    ];
    let _pseudo = Speaking::new(Language::Pseudo);
    for action in &tries {
        for msg in said_of(&g, action) {
            let text = msg.now();
            assert!(!text.contains("intent-"), "a missing message: {text}");
            assert!(untranslated(&text, &[]).is_empty(), "untranslated: {text}");
        }
    }
}
