//! Every offered language on every game's screens: the home screen, each game's first
//! screen and the table screen, and the two ways Alibi plays a side, drawn through the
//! simulator with the language set. A message missing from a language would show as its
//! name ("together-why"), an argument not given as `{$name}`: neither may appear. The
//! language is process-global: the one test here sets it and restores English.

mod common;

use alibi::i18n::{self, Language};
use alibi::plays::{Level, Side};
use alibi::ui::{App, Message};
use common::ui::{console_ui, run, table_ui, texts};
use iced::window;
use std::collections::BTreeSet;

/// Every message name of the English files: the names a missing message would show.
fn names() -> BTreeSet<String> {
    i18n::ids(Language::English).into_iter().collect()
}

/// The texts of the console and the table now.
fn drawn(app: &App, console: window::Id) -> Vec<String> {
    let mut all = texts(&mut console_ui(app, console));
    all.extend(texts(&mut table_ui(app)));
    all
}

/// No message name and no unfilled argument in what is drawn.
fn assert_said(language: Language, screen: &str, drawn: &[String], names: &BTreeSet<String>) {
    for text in drawn {
        assert!(
            !text.contains("{$") && !text.contains("{ $"),
            "{language:?} {screen}: an argument is missing in {text:?}"
        );
        for word in text.split(|c: char| c.is_whitespace() || c == '(' || c == ')') {
            assert!(
                !(word.contains('-') && names.contains(word)),
                "{language:?} {screen}: the message {word} is missing ({text:?})"
            );
        }
    }
}

fn send(app: &mut App, message: Message) {
    let task = app.update(message);
    run(app, task);
}

#[test]
fn every_offered_language_says_every_screen() {
    let names = names();
    for language in Language::OFFERED {
        i18n::set(language);
        let dir = tempfile::tempdir().expect("a folder");
        let console = window::Id::unique();
        let store = || alibi::record::Store::at(dir.path().to_owned());
        let mut app = App::new(store(), console);
        assert_said(language, "home", &drawn(&app, console), &names);
        for game in alibi::games::GameKind::ALL {
            let mut app = App::new(store(), console);
            send(
                &mut app,
                Message::Home(alibi::ui::home::Message::NewGame(game)),
            );
            assert_said(
                language,
                &game.title().to_string(),
                &drawn(&app, console),
                &names,
            );
        }
        // Alibi playing the Murderer, and the Killers with its first announcements.
        use alibi::ui::crimewave::Message as Cw;
        use alibi::ui::intent::Message as Ik;
        send(
            &mut app,
            Message::Home(alibi::ui::home::Message::NewGame(
                alibi::games::GameKind::IntentToKill,
            )),
        );
        send(
            &mut app,
            Message::IntentToKill(Ik::SeatChosen(Side::Murderer, Some(Level::Easy))),
        );
        assert_said(
            language,
            "Intent to Kill alone",
            &drawn(&app, console),
            &names,
        );
        let mut app = App::new(store(), console);
        send(
            &mut app,
            Message::Home(alibi::ui::home::Message::NewGame(
                alibi::games::GameKind::Crimewave,
            )),
        );
        send(
            &mut app,
            Message::Crimewave(Cw::KillersChosen(Some(Level::Easy))),
        );
        send(&mut app, Message::Crimewave(Cw::StandInBoard));
        send(
            &mut app,
            Message::Crimewave(Cw::Typed(
                alibi::ui::crimewave::forms::Field::Names,
                "Ann Bob".into(),
            )),
        );
        send(&mut app, Message::Crimewave(Cw::Submit));
        assert_said(
            language,
            "Crimewave setup by Alibi",
            &drawn(&app, console),
            &names,
        );
        for _ in 0..7 {
            send(&mut app, Message::Crimewave(Cw::Confirm));
        }
        send(&mut app, Message::Crimewave(Cw::Start));
        assert_said(
            language,
            "Crimewave: Alibi's murder",
            &drawn(&app, console),
            &names,
        );
    }
    i18n::set(Language::English);
}
