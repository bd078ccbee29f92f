//! The phones' page in a real browser (headless Chromium): a page opened once follows every
//! game the console opens, and every game's page fits a 390-pixel phone in every language,
//! names its language and says every word in it. Chromium is optional (CI has none): without
//! it these tests say so and pass, and `tests/serve.rs` checks the same server without a
//! browser.
//!
//! With `ALIBI_GALLERY` naming a folder, each page is also saved there
//! (`phones/de/crimewave-answers.png`).

mod common;

use alibi::i18n::Language;
use alibi::record::Store;
use alibi::serve::{Phones, Shown};
use alibi::ui::home::Message as Home;
use alibi::ui::{App, Message};
use common::chromium::Chromium;
use common::ui::{Speaking, untranslated};
use iced::window;
use std::net::{IpAddr, Ipv4Addr};

/// A phone's screen, as the players held it.
const PHONE: (u32, u32) = (390, 844);

/// The language is process-global: the tests here take turns.
static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    LANGUAGE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs a task the app returned (the server "Show on phones" starts) on `runtime`.
fn spawn(runtime: &tokio::runtime::Runtime, task: iced::Task<Message>) {
    if let Some(stream) = iced_runtime::task::into_stream(task) {
        runtime.spawn(iced::futures::StreamExt::for_each(stream, |_| async {}));
    }
}

/// The page's heading (the game's name, or Alibi's while no game is open).
fn heading(chromium: &mut Chromium) -> String {
    chromium
        .eval("document.getElementById('title').textContent")
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// Waits until the page's heading reads `wanted`, live (no reload).
fn shows_game(chromium: &mut Chromium, wanted: &str) {
    let script = format!(
        "document.getElementById('title').textContent === {}",
        serde_json::Value::from(wanted)
    );
    assert!(
        chromium.wait_for(&script),
        "the page shows {:?}, not {wanted:?}",
        heading(chromium)
    );
}

#[test]
fn a_page_opened_once_follows_every_game_the_console_opens() {
    let _turn = one_at_a_time();
    let Some(mut chromium) = Chromium::launch("phones follow the console", PHONE.0, PHONE.1) else {
        return;
    };
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = App::new(Store::at(dir.path().to_owned()), console);
    let task = app.update(Message::TogglePhones);
    spawn(&runtime, task);
    let url = app.phones().url().expect("sharing").to_owned();

    chromium.open(&url);
    assert!(chromium.wait_for("document.getElementById('status').className === 'live'"));
    // A mark on the page: gone if it were ever loaded again.
    chromium.eval("window.openedOnce = true");
    shows_game(&mut chromium, "Alibi");

    // A game, the home screen, another game, the first one resumed: the same page follows.
    let _ = app.update(Message::Home(Home::NewGame(
        alibi::games::GameKind::Murdero,
    )));
    shows_game(&mut chromium, "Murdero");
    let _ = app.update(Message::Murdero(alibi::ui::murdero::Message::Home));
    assert!(chromium.wait_for(
        "document.getElementById('main').textContent.includes('No game is open on the laptop yet.')"
    ));
    let _ = app.update(Message::Home(Home::NewGame(
        alibi::games::GameKind::CrimeStory,
    )));
    shows_game(&mut chromium, "Crime Story");
    let _ = app.update(Message::CrimeStory(alibi::ui::crime_story::Message::Home));
    let murdero = Store::at(dir.path().to_owned())
        .list_games()
        .into_iter()
        .find(|l| l.path.to_string_lossy().contains("murdero"))
        .expect("the Murdero game is saved");
    let _ = app.update(Message::Home(Home::Resume(murdero.path)));
    shows_game(&mut chromium, "Murdero");
    assert_eq!(
        chromium.eval("window.openedOnce === true"),
        serde_json::Value::Bool(true),
        "the page was loaded again"
    );

    // Sharing stopped and started again (Alibi closed and opened, say): the same address,
    // and the page catches up by itself.
    let _ = app.update(Message::TogglePhones);
    assert!(chromium.wait_for("document.getElementById('status').className === 'lost'"));
    std::thread::sleep(std::time::Duration::from_millis(300));
    let task = app.update(Message::TogglePhones);
    spawn(&runtime, task);
    assert_eq!(
        app.phones().url(),
        Some(url.as_str()),
        "the evening's address"
    );
    let _ = app.update(Message::Murdero(alibi::ui::murdero::Message::Home));
    assert!(chromium.wait_for(
        "document.getElementById('status').className === 'live' && \
         document.getElementById('main').textContent.includes('No game is open on the laptop yet.')"
    ));

    // The host gives the phones a new address in the settings: only that turns the page
    // away, and it says so.
    let _ = app.update(Message::Home(Home::NewPhoneAddress));
    let new = app.phones().url().expect("sharing").to_owned();
    assert_ne!(new, url);
    assert!(
        chromium.wait_for(
            "document.getElementById('status').textContent === 'out of date: scan the code again'"
        ),
        "the old page says it is out of date: {}",
        chromium.eval("document.getElementById('status').textContent")
    );
    chromium.open(&new);
    assert!(chromium.wait_for("document.getElementById('status').className === 'live'"));
}

/// What the tour types: players' names, a caper, a sentence, and the boards' own names (a
/// board file's name is the file's, not a message).
const TYPED: &str = "Annabelle Bartholomew Cy Dee Esmeralda Ben Cat Dan Ann Bob \
    bank robbery Case the Crack vault Drive away nosy guard Smooth talker Safecracker Getaway \
    driver any black The butler who had never liked garden buried candlestick under roses \
    Test grid across locations";

/// The stops whose table the phones show something new at.
const PAGES: [&str; 14] = [
    "home-first-run",
    "murdero-scores",
    "crime-story-story",
    "keystone-rolled",
    "intent-detective",
    "intent-pane-table",
    "intent-audit",
    "intent-alibi-announces",
    "crimewave-started",
    "crimewave-answers",
    "crimewave-trials",
    "crimewave-ended",
    "crimewave-alibi-setup",
    "crimewave-alibi-murders",
];

#[test]
fn every_games_page_fits_a_phone_in_every_language() {
    let _turn = one_at_a_time();
    let Some(mut chromium) = Chromium::launch("phones fit", PHONE.0, PHONE.1) else {
        return;
    };
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let loopback = IpAddr::V4(Ipv4Addr::LOCALHOST);
    let phones = runtime
        .block_on(Phones::start(loopback, &Shown::Waiting))
        .expect("the server starts");
    let url = phones.url();
    let gallery =
        std::env::var_os("ALIBI_GALLERY").map(|g| std::path::PathBuf::from(g).join("phones"));
    let known: Vec<&str> = TYPED.split_whitespace().collect();
    let mut troubles = Vec::new();
    for language in Language::ALL.into_iter().chain([Language::Pseudo]) {
        let _speaking = Speaking::new(language);
        let lang = match language {
            Language::Pseudo => "en-XA",
            other => other.code(),
        };
        let mut seen = Vec::new();
        common::tour::walk(&mut |app, _, stop| {
            if !PAGES.contains(&stop) {
                return;
            }
            seen.push(stop.to_owned());
            phones.publish(
                &alibi::ui::phones::shown(app.public()),
                &app.seal_strip().lines(),
            );
            // Opened afresh: the page as a phone that scans the code now gets it.
            chromium.open(&url);
            assert!(
                chromium.wait_for(
                    "document.readyState === 'complete' && \
                     document.getElementById('main').children.length > 0"
                ),
                "{lang} {stop}: the page never drew"
            );
            // A phone shows a page wider than itself zoomed out (its window then widens with
            // it): the page's width is held to the phone's own.
            let measured = chromium.eval(
                "({ lang: document.documentElement.lang, \
                    wide: document.documentElement.scrollWidth, \
                    text: document.body.innerText })",
            );
            let at = format!("{lang} {stop}");
            if measured["lang"] != lang {
                troubles.push(format!("{at}: <html lang={}>", measured["lang"]));
            }
            let wide = measured["wide"].as_f64().unwrap_or(f64::MAX);
            if wide > f64::from(PHONE.0) {
                troubles.push(format!(
                    "{at}: {wide} pixels wide on a {}-pixel phone",
                    PHONE.0
                ));
            }
            if language == Language::Pseudo {
                let text = measured["text"].as_str().unwrap_or_default();
                for line in text.lines() {
                    let left = untranslated(line, &known);
                    if !left.is_empty() {
                        troubles.push(format!("{at}: untranslated {left:?} in {line:?}"));
                    }
                }
            }
            if let Some(gallery) = &gallery {
                let folder = gallery.join(language.code());
                std::fs::create_dir_all(&folder).expect("the gallery's folder");
                std::fs::write(folder.join(format!("{stop}.png")), chromium.screenshot())
                    .expect("written");
            }
        });
        assert_eq!(
            seen.len(),
            PAGES.len(),
            "{lang}: the tour missed a page: {seen:?}"
        );
    }
    assert!(troubles.is_empty(), "{}", troubles.join("\n"));
}
