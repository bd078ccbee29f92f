//! Intent to Kill in other languages: the console in every phase (alone, and with Alibi
//! playing either side), the table screen and the rules' words (refusals, the history, what
//! comes next, the table's log) all come from the message files.
//!
//! The language is process-global: every test that sets one lives in this file and holds
//! `LOCK` while it does.

mod common;
use common::ui::{click, console_ui, run, screenshot, texts, untranslated};

use alibi::i18n::{self, Language, Msg};
use alibi::plays::{Level, Side};
use alibi::rules::Rules;
use alibi::rules::intent::{Action, Civilian, Group, IntentToKill, Phase, Trait};
use alibi::ui::app::Screen;
use alibi::ui::intent::{Message as M, Pane};
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
    let task = app.update(Message::IntentToKill(message));
    // Alibi thinks off the UI thread: its decision comes back through the task.
    run(app, task);
    // A machine without a desktop session can't keep the display awake: the shell's notice
    // (the system's own words) isn't this test's subject.
    let _ = app.update(Message::DismissNotice);
}

/// Asserts that every text on the console at 1280×820 comes from the message files (but the
/// game's name, which the players give it).
fn console_translated(app: &App, console: window::Id, at: &str) {
    let name = match app.screen() {
        Screen::IntentToKill(screen) => screen.session().name().to_owned(),
        _ => panic!("not on the Intent to Kill screen"),
    };
    let known: Vec<&str> = name.split_whitespace().collect();
    let all = texts(&mut console_ui(app, console));
    assert!(all.len() > 5, "{at}: the console is drawn: {all:?}");
    for text in &all {
        assert!(
            untranslated(text, &known).is_empty(),
            "{at}: untranslated: {text}"
        );
    }
}

/// A new game on the console, in the pseudo-language from its setup on (Alibi playing
/// `alibi`, if any).
fn new_game(console: window::Id, dir: &std::path::Path, alibi: Option<Side>) -> App {
    let mut app = App::new(alibi::record::Store::at(dir.to_owned()), console).dealing_from(1);
    click(&mut app, console, "Intent to Kill");
    // The shell's one-off notice (no desktop session here), with the system's own words in
    // small type, is not this test's subject.
    let _ = app.update(Message::DismissNotice);
    i18n::set(Language::Pseudo);
    if let Some(side) = alibi {
        intent(&mut app, M::SeatChosen(side, Some(Level::Easy)));
    }
    app
}

/// The Murderer's intimidation and murder of the first round, checking the console at each
/// pick.
fn murder(app: &mut App, console: window::Id) {
    let g = game(app);
    let city = g.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .take(g.intimidation_owed())
        .collect();
    for c in targets {
        intent(app, M::CivilianPicked(c));
        console_translated(app, console, "a civilian picked to intimidate");
        intent(app, M::Intimidate);
    }
    let victim = *game(app).legal_victims().first().expect("someone is legal");
    intent(app, M::CivilianPicked(victim));
    console_translated(app, console, "a victim picked");
    intent(app, M::Murder);
}

/// A game dealt by Alibi and started, its first victim murdered (set up in English, as the
/// clicks name the buttons).
fn a_murder_on_the_table(console: window::Id, dir: &std::path::Path) -> App {
    let mut app = App::new(alibi::record::Store::at(dir.to_owned()), console).dealing_from(1);
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
    let _english = Speaking::new(Language::English);
    let mut app = a_murder_on_the_table(console, dir.path());
    i18n::set(Language::Pseudo);
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
    let _english = Speaking::new(Language::English);
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
    i18n::set(Language::Pseudo);
    for action in &tries {
        for msg in said_of(&g, action) {
            let text = msg.now();
            assert!(!text.contains("intent-"), "a missing message: {text}");
            assert!(untranslated(&text, &[]).is_empty(), "untranslated: {text}");
        }
    }
}

#[test]
fn the_console_is_all_from_the_message_files_in_every_phase() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let _english = Speaking::new(Language::English);
    let mut app = new_game(console, dir.path(), None);
    console_translated(&app, console, "setup");
    screenshot(&mut app, console, "intent-pseudo-setup");
    intent(&mut app, M::EnterCards(true));
    intent(&mut app, M::BlockTyped(0, "Nurse, nobody".into()));
    console_translated(&app, console, "the cards typed in");
    intent(&mut app, M::RecordCards);
    console_translated(&app, console, "an unknown civilian typed");
    intent(&mut app, M::EnterCards(false));
    intent(&mut app, M::Deal);
    console_translated(&app, console, "dealt");
    intent(&mut app, M::ShowSecret);
    console_translated(&app, console, "the secret cards");
    let offered = game(&app).offered().expect("three tokens offered");
    intent(&mut app, M::SupportersChosen(offered[0]));
    console_translated(&app, console, "the Supporters chosen");
    intent(&mut app, M::GotIt);
    intent(&mut app, M::DetectiveStartChosen(0));
    intent(&mut app, M::Start);
    assert_eq!(game(&app).phase(), Phase::Murderer);
    console_translated(&app, console, "the Murderer phase");
    screenshot(&mut app, console, "intent-pseudo-murderer");
    murder(&mut app, console);
    assert_eq!(game(&app).phase(), Phase::Detective);
    console_translated(&app, console, "the Detective phase");
    clear_scene(&mut app, console);
    let g = game(&app);
    let witness = g
        .city()
        .civilians()
        .find(|&c| g.unquestionable(c).is_none())
        .expect("someone to ask");
    intent(&mut app, M::CivilianPicked(witness));
    intent(&mut app, M::QuestionTyped("t".into()));
    console_translated(&app, console, "a question typed");
    intent(&mut app, M::AboutChosen(Trait::ALL[0]));
    console_translated(&app, console, "a question asked");
    screenshot(&mut app, console, "intent-pseudo-detective");
    intent(&mut app, M::Answer { lie: false });
    console_translated(&app, console, "an answer given");
    for pane in [Pane::Exposure, Pane::Secrets, Pane::History, Pane::Table] {
        intent(&mut app, M::PaneChosen(pane));
        console_translated(&app, console, &format!("the {pane:?} pane"));
    }
    intent(&mut app, M::EndInvestigation);
    assert_eq!(game(&app).phase(), Phase::City);
    intent(&mut app, M::PickTyped("a".into()));
    console_translated(&app, console, "the City phase, a name typed");
    screenshot(&mut app, console, "intent-pseudo-city");
    intent(&mut app, M::PickTyped(String::new()));
    intent(&mut app, M::MotiveTyped("zz".into()));
    console_translated(&app, console, "no motive matches");
    intent(&mut app, M::Accuse);
    console_translated(&app, console, "an accusation without a name");
    let g = game(&app);
    intent(
        &mut app,
        M::AccusedChosen(g.city().civilians().next().expect("someone")),
    );
    intent(&mut app, M::AccusedMotiveChosen(g.motives()[0]));
    intent(&mut app, M::Accuse);
    assert_eq!(game(&app).phase(), Phase::Over);
    // The recap first (the shell's), then back to the game's end.
    click(&mut app, console, &Msg::new("recap-back").now());
    console_translated(&app, console, "the end");
    intent(&mut app, M::Reveal);
    console_translated(&app, console, "the reveal refused");
    intent(
        &mut app,
        M::ConfirmTyped(Msg::new("lock-reveal-word").now()),
    );
    intent(&mut app, M::Reveal);
    let all = texts(&mut console_ui(&app, console));
    let audit = ["intent-audit-clean", "intent-audit-broken"].map(|id| Msg::new(id).now());
    assert!(
        all.iter().any(|t| audit.contains(t)),
        "the audit is shown: {all:?}"
    );
    console_translated(&app, console, "the audit");
    screenshot(&mut app, console, "intent-pseudo-end");
}

/// Initial Response: the Detective moves the civilians off the crime scene, if any.
fn clear_scene(app: &mut App, console: window::Id) {
    while let Some(scene) = game(app).public_view().clearing {
        let g = game(app);
        let c = g.city().civilians_in(scene).next().expect("someone");
        intent(app, M::CivilianPicked(c));
        console_translated(app, console, "Initial Response");
        intent(app, M::BlockPicked(g.public_view().displace_to[0]));
    }
}

/// Carries out Alibi's announcements (checking the console at each) until `done` says so.
fn follow_alibi(app: &mut App, console: window::Id, done: impl Fn(&App) -> bool) {
    for _ in 0..200 {
        console_translated(app, console, "Alibi playing");
        if done(app) {
            return;
        }
        intent(app, M::Confirm);
    }
    panic!("Alibi never got there");
}

#[test]
fn the_console_against_alibis_murderer_is_all_from_the_message_files() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let _english = Speaking::new(Language::English);
    let mut app = new_game(console, dir.path(), Some(Side::Murderer));
    console_translated(&app, console, "Alibi chosen as the Murderer");
    intent(
        &mut app,
        M::ModeChosen(alibi::rules::intent::Mode::Intuition),
    );
    intent(&mut app, M::Deal);
    console_translated(&app, console, "Intuition declined");
    intent(&mut app, M::ModeChosen(alibi::rules::intent::Mode::Logic));
    intent(&mut app, M::Deal);
    console_translated(&app, console, "Alibi dealt");
    intent(&mut app, M::DetectiveStartChosen(5));
    intent(&mut app, M::Start);
    follow_alibi(&mut app, console, |app| {
        let done = Msg::new("intent-alibi-done").now();
        game(app).phase() == Phase::Detective
            && !texts(&mut console_ui(app, console)).contains(&done)
    });
    clear_scene(&mut app, console);
    // A witness the engine lets the Detective question, the marker walked there.
    let witness = common::intent::walk_to(&mut app, &[], alibi::rules::intent::Try::Question)
        .expect("someone to ask within the Detective's reach");
    intent(&mut app, M::CivilianPicked(witness));
    intent(&mut app, M::AboutChosen(Trait::ALL[0]));
    console_translated(&app, console, "a question for Alibi");
    intent(&mut app, M::Murder);
    console_translated(&app, console, "a move of Alibi's refused");
    // Asked in English, shown after a change of language: the undo button says the last
    // entry in the language of the moment, not in the one it was made in.
    i18n::set(Language::English);
    intent(&mut app, M::AskAlibi);
    let asked = |all: &[String]| all.iter().any(|t| t.contains(" is asked"));
    assert!(asked(&texts(&mut console_ui(&app, console))));
    i18n::set(Language::German);
    assert!(!asked(&texts(&mut console_ui(&app, console))));
    i18n::set(Language::Pseudo);
    console_translated(&app, console, "Alibi answered");
    screenshot(&mut app, console, "intent-pseudo-alibi-murderer");
}

#[test]
fn the_console_against_alibis_detective_is_all_from_the_message_files() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let _english = Speaking::new(Language::English);
    let mut app = new_game(console, dir.path(), Some(Side::Detective));
    console_translated(&app, console, "Alibi chosen as the Detective");
    intent(&mut app, M::Deal);
    intent(&mut app, M::ShowSecret);
    let offered = game(&app).offered().expect("three tokens offered");
    intent(&mut app, M::SupportersChosen(offered[0]));
    intent(&mut app, M::GotIt);
    console_translated(&app, console, "Alibi puts its marker down");
    intent(&mut app, M::Start);
    murder(&mut app, console);
    // Alibi, the Detective, investigates: a question to answer for a civilian, or the City
    // phase with the person's moves.
    follow_alibi(&mut app, console, |app| {
        let g = game(app);
        g.phase() == Phase::City || g.phase() == Phase::Over || {
            // The answer's buttons: Alibi asked.
            let truth = ["intent-answer-yes", "intent-answer-no"].map(|answer| {
                Msg::new("intent-console-answer-truth")
                    .arg("answer", Msg::new(answer))
                    .now()
            });
            let all = texts(&mut console_ui(app, console));
            all.iter().any(|t| truth.contains(t))
        }
    });
    screenshot(&mut app, console, "intent-pseudo-alibi-detective");
}

#[test]
fn a_taken_back_murder_is_said_in_the_tables_language_even_after_a_resume() {
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let _english = Speaking::new(Language::English);
    let mut app = a_murder_on_the_table(console, dir.path());
    let told = game(&app).public_log();
    let murder = told.last().expect("the murder in the table's log").clone();
    intent(&mut app, M::History(alibi::ui::session::Message::Undo));
    assert!(game(&app).public_log().is_empty(), "taken back");

    let saved = match app.screen() {
        Screen::IntentToKill(screen) => screen.session().path().to_owned(),
        _ => panic!("not on the Intent to Kill screen"),
    };
    // "Corrected: Murder 1: the Nurse in 5 Downtown was taken back", all of it in `language`.
    let table_reads = |app: &App, language: Language| {
        i18n::set(language);
        let line = Msg::new("seal-corrected")
            .arg("line", murder.clone())
            .render(language);
        assert!(
            common::ui::table_ui(app).find(line.as_str()).is_ok(),
            "{language:?}: the table reads {line:?}, not {:?}",
            app.seal_strip().lines()
        );
        line
    };
    let english = murder.render(Language::English);
    assert!(table_reads(&app, Language::English).contains(&english));
    for language in Language::ALL {
        if language != Language::English {
            let said = table_reads(&app, language);
            assert!(!said.contains(&english), "{language:?}: {said}");
        }
    }

    // Opened again by a console speaking German, the file's correction is said in German.
    i18n::set(Language::English);
    drop(app);
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    i18n::set(Language::German);
    let task = app.update(Message::Home(alibi::ui::home::Message::Resume(saved)));
    run(&mut app, task);
    table_reads(&app, Language::German);

    // The phones read the same line under the game as the table window (in the language
    // the settings give the table: sharing with phones is a setting, saved with the others).
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let task = app.update(Message::TogglePhones);
    if let Some(stream) = iced_runtime::task::into_stream(task) {
        runtime.spawn(iced::futures::StreamExt::for_each(stream, |_| async {}));
    }
    let _ = app.update(Message::DismissNotice);
    let url = app.phones().url().expect("sharing").to_owned();
    let served = runtime.block_on(async {
        let rest = url.trim_start_matches("http://");
        let (host, path) = rest.split_at(rest.find('/').expect("a path"));
        let mut stream = tokio::net::TcpStream::connect(host)
            .await
            .expect("the page");
        let ask = format!("GET {path}state HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
        tokio::io::AsyncWriteExt::write_all(&mut stream, ask.as_bytes())
            .await
            .unwrap();
        let mut answer = Vec::new();
        tokio::io::AsyncReadExt::read_to_end(&mut stream, &mut answer)
            .await
            .unwrap();
        String::from_utf8(answer).expect("UTF-8")
    });
    let (_, body) = served.split_once("\r\n\r\n").expect("a body");
    let state: serde_json::Value = serde_json::from_str(body).expect("JSON");
    let strip: Vec<&str> = state["strip"]
        .as_array()
        .expect("the strip")
        .iter()
        .filter_map(|line| line.as_str())
        .collect();
    let corrected = Msg::new("seal-corrected")
        .arg("line", murder.clone())
        .render(i18n::current());
    assert!(strip.contains(&corrected.as_str()), "{strip:?}");
    assert_eq!(strip, app.seal_strip().lines());
}

#[test]
fn a_german_table_types_the_cards_it_drew_by_their_german_names() {
    use alibi::rules::intent::{Layout, Mode};
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let _german = Speaking::new(Language::German);
    let mut app = new_game(console, dir.path(), None);
    i18n::set(Language::German);
    intent(&mut app, M::EnterCards(true));
    let cards: Vec<Civilian> = Civilian::all().take(20).collect();
    let mut next = cards.iter();
    for (block, n) in Layout::Base.civilians_per_block().into_iter().enumerate() {
        // Some as the German cards say them, some in capitals, one in English: all read.
        let names: Vec<String> = next
            .by_ref()
            .take(usize::from(n))
            .enumerate()
            .map(|(i, c)| match i {
                0 => c.msg().now(),
                1 => c.msg().now().to_uppercase(),
                _ => c.name().to_owned(),
            })
            .collect();
        intent(&mut app, M::BlockTyped(block as u8, names.join(", ")));
    }
    intent(&mut app, M::MurdererChosen(cards[19]));
    intent(&mut app, M::PoiChosen(cards[18]));
    intent(
        &mut app,
        M::MotiveChosen(Layout::Base.motives(Mode::Logic)[0]),
    );
    intent(&mut app, M::RecordCards);
    let placed: Vec<Civilian> = game(&app).dealt().iter().map(|(c, _)| *c).collect();
    assert_eq!(placed, cards);
}
