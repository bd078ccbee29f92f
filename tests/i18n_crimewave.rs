//! Crimewave: California in the pseudo-language: the console (setup, play with its forms and
//! an answer, Alibi playing the Killers) at 1280×820 and the table screen at 1280×720, and
//! the rules' and Alibi's words (the history, the answers, the announcements, the reasons),
//! all come from the message files.
//!
//! The language is process-global: every test that sets one lives in this file and holds
//! `LOCK` while it does.

mod common;
use common::ui::{
    Speaking, click, crimewave, crimewave_send, press, run, screenshot, texts, untranslated,
};

use alibi::i18n::{Language, Msg};
use alibi::plays::Level;
use alibi::plays::crimewave::announce;
use alibi::rules::Rules;
use alibi::rules::crimewave::{
    Action, Answer, Board, Crimewave, Culprit, Evidence, HouseRule, Killer, Loc, Outcome, Winner,
};
use alibi::ui::app::Screen;
use alibi::ui::crimewave::Message as M;
use alibi::ui::crimewave::forms::{self, Field, Fields, Form};
use alibi::ui::{App, Message};
use iced::window;
use std::sync::Mutex;

static LOCK: Mutex<()> = Mutex::new(());

/// Holds the language for the whole test: the clicks name the buttons in English, so no
/// other test may speak another language meanwhile.
fn locked() -> std::sync::MutexGuard<'static, ()> {
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the players typed (their names), and the stand-in board's own words (its name and
/// its cities are data, not prose).
const KNOWN: &[&str] = &["Ann", "Bob", "Cy", "Friday"];

/// A fresh app on a fresh data folder, its new game named "Friday" (a name the group types).
fn new_app(console: window::Id, dir: &std::path::Path) -> App {
    use alibi::ui::home::Message as Home;
    let mut app = App::new(alibi::record::Store::at(dir.to_owned()), console).dealing_from(1);
    let _ = app.update(Message::Home(Home::NameChanged("Friday".into())));
    app
}

/// The words on a text that are data of the board (city names): said as the board file has
/// them in every language (Alibi's own stand-in board's name is a message).
fn board_words(game: &Crimewave) -> Vec<String> {
    let Some(board) = game.board() else {
        return Vec::new();
    };
    let mut words: Vec<String> = board
        .nodes()
        .iter()
        .filter_map(|n| n.city.clone())
        .flat_map(|name| {
            name.split(|c: char| !c.is_alphabetic())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    words.sort();
    words.dedup();
    words
}

/// Every text on the console and on the table screen is from the message files.
fn assert_translated(app: &mut App, console: window::Id, what: &str) {
    // The shell's notice that this machine can't keep the display awake is not the subject.
    let _ = app.update(Message::DismissNotice);
    let app = &*app;
    let data = board_words(&crimewave(app));
    let mut known: Vec<&str> = KNOWN.to_vec();
    known.extend(data.iter().map(String::as_str));
    let console_texts = texts(&mut common::ui::console_ui(app, console));
    assert!(console_texts.len() > 5, "{what}: the console is drawn");
    for text in &console_texts {
        assert!(
            untranslated(text, &known).is_empty(),
            "{what}, console: untranslated: {text}"
        );
    }
    let table_texts = texts(&mut iced_test::Simulator::with_size(
        iced::Settings::default(),
        (1280.0, 720.0),
        alibi::ui::table::view::<Message>(app.public()),
    ));
    for text in &table_texts {
        assert!(
            untranslated(text, &known).is_empty(),
            "{what}, table: untranslated: {text}"
        );
    }
}

/// A Crimewave game on the stand-in board with the Investigators seated (in English, as the
/// clicks name the buttons).
fn seated(console: window::Id, dir: &std::path::Path) -> App {
    let mut app = new_app(console, dir);
    click(&mut app, console, "Crimewave: California");
    click(
        &mut app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob Cy".into()));
    crimewave_send(&mut app, M::Submit);
    app
}

/// The setup done through the forms, and the game started.
fn in_play(app: &mut App) {
    for (i, _) in Killer::ALL.iter().enumerate() {
        crimewave_send(app, M::Typed(Field::Face(0), (2 * i + 1).to_string()));
        crimewave_send(app, M::Submit);
    }
    let homes: [(Killer, Loc); 3] = [(Killer::Red, 41), (Killer::Green, 18), (Killer::Blue, 90)];
    for (killer, home) in homes {
        crimewave_send(app, M::Typed(Field::Loc, home.to_string()));
        crimewave_send(app, M::Submit);
        assert_eq!(crimewave(app).residence(killer), Some(home));
    }
    for killer in Killer::ALL {
        let sites = crimewave(app).legal_locations(killer);
        for site in &sites[..2] {
            crimewave_send(app, M::Typed(Field::Loc, site.to_string()));
            crimewave_send(app, M::Typed(Field::Evidence, "i".into()));
            crimewave_send(app, M::Submit);
        }
    }
    let task = app.update(Message::AltKey('s'));
    run(app, task);
}

#[test]
fn the_setup_is_all_from_the_message_files() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = new_app(console, dir.path());
    click(&mut app, console, "Crimewave: California");
    {
        let _pseudo = Speaking::new(Language::Pseudo);
        assert_translated(&mut app, console, "the board choice");
    }
    click(
        &mut app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob Cy".into()));
    crimewave_send(&mut app, M::Submit);
    let _pseudo = Speaking::new(Language::Pseudo);
    assert_translated(&mut app, console, "the methods");
    screenshot(&mut app, console, "crimewave-setup-pseudo");
}

#[test]
fn play_with_scenes_and_an_answer_is_all_from_the_message_files() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = seated(console, dir.path());
    in_play(&mut app);
    let _ = app.update(Message::AltKey('r'));
    crimewave_send(&mut app, M::Typed(Field::Investigator, "an".into()));
    crimewave_send(&mut app, M::Typed(Field::Loc, "56".into()));
    crimewave_send(&mut app, M::Typed(Field::Killer, "r".into()));
    crimewave_send(&mut app, M::Submit);
    assert_eq!(
        crimewave(&app).public_view().log.len(),
        1,
        "an answer on the table"
    );
    // The murder form with the advice on, for its words too.
    let _ = app.update(Message::AltKey('m'));
    crimewave_send(&mut app, M::Typed(Field::Killer, "g".into()));
    let _pseudo = Speaking::new(Language::Pseudo);
    assert_translated(&mut app, console, "play");
    screenshot(&mut app, console, "crimewave-pseudo");
}

#[test]
fn alibi_playing_the_killers_is_all_from_the_message_files() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = new_app(console, dir.path());
    press(&mut app, console, "Crimewave: California");
    crimewave_send(&mut app, M::KillersChosen(Some(Level::Easy)));
    press(
        &mut app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob Cy".into()));
    press(&mut app, console, "Record (Enter)");
    assert!(
        common::ui::shows(&app, console, "Done (Enter)"),
        "Alibi announces its setup: {:?}",
        texts(&mut common::ui::console_ui(&app, console))
    );
    {
        // Alibi's first announcement: the methods.
        let _pseudo = Speaking::new(Language::Pseudo);
        assert_translated(&mut app, console, "Alibi's setup");
    }
    while common::ui::shows(&app, console, "Done (Enter)") {
        press(&mut app, console, "Done (Enter)");
    }
    press(&mut app, console, "Start the game (Alt+S)");
    let _pseudo = Speaking::new(Language::Pseudo);
    assert_translated(&mut app, console, "Alibi's first murder");
    screenshot(&mut app, console, "crimewave-together-pseudo");
}

#[test]
fn the_rules_and_alibi_say_everything_through_the_message_files() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = seated(console, dir.path());
    in_play(&mut app);
    let g = crimewave(&app);
    let mut said: Vec<Msg> = match app.screen() {
        Screen::Crimewave(screen) => screen.session().record().history().to_vec(),
        _ => panic!("not on the Crimewave console"),
    };
    said.push(g.progress());
    let announcements = [
        announce::methods([1, 3, 5], ["shooting", "stabbing", "bludgeoning"]),
        announce::opening_scene(12, "strangling", Some(Evidence::Item)),
        announce::murder(47, "stabbing", None),
        announce::no_murder(),
        announce::no_event(),
        announce::random_killing(3, Some(Evidence::Witness)),
        announce::full_moon([1, 3, 7], ["shooting", "stabbing", "strangling"]),
        announce::escape(Killer::Blue),
        announce::method_change(Killer::Red, Some("shooting")),
        announce::method_change(Killer::Red, None),
        announce::relocation(Killer::Green),
        announce::defense(4),
    ];
    for a in announcements {
        said.push(a.headline);
        said.extend(a.steps);
    }
    // What the console adds after "Recorded:", why a house rule isn't taken, and the facts
    // the advice weighs.
    let ended = |answer, winner| Outcome {
        winner: Some(winner),
        ..Outcome::of(answer)
    };
    for outcome in [
        Outcome::of(Answer::Solved(Culprit::Killer(Killer::Red))),
        Outcome::of(Answer::BackToPrison),
        Outcome {
            revealed: true,
            ..Outcome::of(Answer::Miss)
        },
        ended(Answer::Convicted, Winner::Investigators),
        Outcome::of(Answer::Wrong),
        ended(Answer::Acquitted, Winner::Killers),
    ] {
        said.push(outcome.msg());
    }
    for (name, value) in [("d8", "12"), ("methods", "a,a"), ("victim-counter", "0")] {
        said.extend(HouseRule::parse(name, value).err());
    }
    said.extend(g.explain(Killer::Red, 5).into_iter().map(|cut| cut.fact));
    let _pseudo = Speaking::new(Language::Pseudo);
    for msg in said {
        let text = msg.now();
        assert!(!text.contains("crimewave-"), "a missing message: {text}");
        assert!(
            untranslated(&text, KNOWN).is_empty(),
            "untranslated: {text}"
        );
    }
}

/// The fields of a form, typed.
fn typed(entries: &[(Field, &str)]) -> Fields {
    let mut fields = Fields::default();
    for (field, text) in entries {
        fields.set(*field, (*text).to_string());
    }
    fields
}

/// The murder a Killer field and an Evidence field typed read as, or why not.
fn murder(game: &Crimewave, killer: &str, evidence: &str) -> Result<(Killer, Evidence), String> {
    let fields = typed(&[
        (Field::Killer, killer),
        (Field::Loc, "12"),
        (Field::Evidence, evidence),
    ]);
    match Form::Murder.build(&fields, &game.public_view())? {
        Action::Murder {
            killer, evidence, ..
        } => Ok((killer, evidence)),
        other => panic!("not a murder: {other:?}"),
    }
}

/// The method a method change typed reads as, or why not.
fn method_change(game: &Crimewave, method: &str) -> Result<String, String> {
    let fields = typed(&[(Field::Killer, "r"), (Field::Method, method)]);
    match Form::ChangeMethod.build(&fields, &game.public_view())? {
        Action::ChangeMethod { method, .. } => Ok(method),
        other => panic!("not a method change: {other:?}"),
    }
}

#[test]
fn the_forms_read_german_letters_and_names_and_english_too() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = seated(console, dir.path());
    in_play(&mut app);
    let g = crimewave(&app);
    let _german = Speaking::new(Language::German);
    // rot, grün, blau; Gegenstand, Blut, Fingerabdruck, Zeuge (the plates' initials).
    assert_eq!(murder(&g, "r", "g"), Ok((Killer::Red, Evidence::Item)));
    assert_eq!(murder(&g, "G", "z"), Ok((Killer::Green, Evidence::Witness)));
    assert_eq!(
        murder(&g, "blau", "Fingerabdruck"),
        Ok((Killer::Blue, Evidence::Fingerprint))
    );
    assert_eq!(
        murder(&g, "Grüner Würger", "bl"),
        Ok((Killer::Green, Evidence::Blood))
    );
    // English is read as well, where German doesn't say otherwise.
    assert_eq!(
        murder(&g, "green", "i"),
        Ok((Killer::Green, Evidence::Item))
    );
    assert_eq!(murder(&g, "b", "w"), Ok((Killer::Blue, Evidence::Witness)));
    assert_eq!(method_change(&g, "Erw").as_deref(), Ok("strangling"));
    assert_eq!(method_change(&g, "shooting").as_deref(), Ok("shooting"));
    assert_eq!(
        method_change(&g, "er"),
        Err(
            "„er“ könnte Erschießen oder Erstechen oder Erschlagen oder Erwürgen sein: Tippe \
             mehr ein (die Methode)"
                .into()
        )
    );
    assert_eq!(
        murder(&g, "x", "g"),
        Err("„x“ ist nicht der Killer (rot, grün, blau)".into())
    );
    assert_eq!(
        forms::label(Form::Murder, Field::Killer, g.settings()),
        "Killer (r, g oder b)"
    );
    assert_eq!(
        forms::label(Form::Murder, Field::Evidence, g.settings()),
        "Gezogenes Beweisplättchen (g, b, f oder z)"
    );
    let face = typed(&[(Field::Face(0), "9")]);
    assert_eq!(
        Form::FullMoon.build(&face, &g.public_view()),
        Err("Ein W8 zeigt 1 bis 8, nicht „9“".into())
    );
    // The engine's words after "Recorded:", and the house rules' refusals.
    assert_eq!(
        Outcome::of(Answer::BackToPrison).msg().now(),
        "Treffer; zurück ins Gefängnis"
    );
    let solved = Outcome {
        winner: Some(Winner::Investigators),
        ..Outcome::of(Answer::Solved(Culprit::Killer(Killer::Red)))
    };
    assert_eq!(
        solved.msg().now(),
        "erledigt; aufgeklärt: Roter Terror; die Ermittler gewinnen"
    );
    let refused = HouseRule::parse("d8", "12").unwrap_err();
    assert!(
        refused.now().starts_with("Regel d8 erwartet acht Ziffern"),
        "{refused:?}"
    );
    assert!(
        refused
            .to_string()
            .starts_with("rule d8 takes eight digits")
    );
    // Alibi's own stand-in is named in German; a group's board as they named it.
    let stand_in = Board::stand_in();
    let named = |name: &str, stand_in: bool| alibi::ui::widget::board::honest_name(name, stand_in);
    assert_eq!(
        named(stand_in.name(), true),
        "Ersatzplan Kalifornien (nicht der gedruckte Spielplan)"
    );
    assert_eq!(named("Unser Brett", false), "Unser Brett");
    // A raid typed in German ("rot"), recorded, and the murder form's letters drawn.
    let _ = app.update(Message::AltKey('r'));
    crimewave_send(&mut app, M::Typed(Field::Investigator, "an".into()));
    crimewave_send(&mut app, M::Typed(Field::Loc, "56".into()));
    crimewave_send(&mut app, M::Typed(Field::Killer, "rot".into()));
    crimewave_send(&mut app, M::Submit);
    assert_eq!(
        crimewave(&app).public_view().log.len(),
        1,
        "the raid is recorded"
    );
    let _ = app.update(Message::AltKey('m'));
    let on_screen = texts(&mut common::ui::console_ui(&app, console));
    for shown in [
        "Eingetragen: Razzia von Ann in 56, Ziel Roter Terror. Die Antwort steht auf dem \
         Tischbildschirm.",
        "Killer (r, g oder b)",
        "Ersatzplan Kalifornien (nicht der gedruckte Spielplan). Mausrad zoomt, Ziehen \
         verschiebt, Klick trägt den Ort ein.",
    ] {
        assert!(
            on_screen.iter().any(|t| t == shown),
            "{shown}: {on_screen:?}"
        );
    }
    screenshot(&mut app, console, "crimewave-german");
}

#[test]
fn the_forms_read_french_letters_and_names_and_english_too() {
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = seated(console, dir.path());
    in_play(&mut app);
    let g = crimewave(&app);
    let _french = Speaking::new(Language::French);
    // rouge, vert, bleu; objet, sang, empreinte, témoin.
    assert_eq!(murder(&g, "v", "o"), Ok((Killer::Green, Evidence::Item)));
    assert_eq!(murder(&g, "r", "s"), Ok((Killer::Red, Evidence::Blood)));
    assert_eq!(
        murder(&g, "b", "e"),
        Ok((Killer::Blue, Evidence::Fingerprint))
    );
    assert_eq!(
        murder(&g, "Terreur rouge", "té"),
        Ok((Killer::Red, Evidence::Witness))
    );
    assert_eq!(
        murder(&g, "g", "f"),
        Ok((Killer::Green, Evidence::Fingerprint))
    );
    assert_eq!(method_change(&g, "arme à").as_deref(), Ok("shooting"));
    assert_eq!(
        method_change(&g, "arme"),
        Err(
            "«\u{a0}arme\u{a0}» peut être arme à feu ou arme blanche\u{a0}: précisez la méthode"
                .into()
        )
    );
    assert_eq!(method_change(&g, "strang").as_deref(), Ok("strangling"));
    assert_eq!(
        forms::label(Form::Murder, Field::Killer, g.settings()),
        "Tueur (r, v ou b)"
    );
    assert_eq!(
        murder(&g, "x", "o"),
        Err("«\u{a0}x\u{a0}» n'est pas le Tueur (rouge, vert, bleu)".into())
    );
    assert_eq!(
        Outcome {
            winner: Some(Winner::Killers),
            ..Outcome::of(Answer::Miss)
        }
        .msg()
        .now(),
        "manqué\u{a0}; victoire des Tueurs"
    );
}

#[test]
fn every_language_types_each_killer_and_tile_by_its_own_letter() {
    let _lock = locked();
    let g = Crimewave::new();
    for language in Language::OFFERED {
        let _speaking = Speaking::new(language);
        for killer in Killer::ALL {
            for evidence in Evidence::ALL {
                let letter = killer.letter().now();
                let initial = evidence.initial().now().to_lowercase();
                assert_eq!(
                    murder(&g, &letter, &initial),
                    Ok((killer, evidence)),
                    "{language}: '{letter}' and '{initial}'"
                );
                // The word a quick-choice button puts in the field reads back too.
                let words = (killer.word_msg().now(), evidence.word_msg().now());
                assert_eq!(
                    murder(&g, &words.0, &words.1),
                    Ok((killer, evidence)),
                    "{language}: {words:?}"
                );
            }
        }
    }
}

/// The board's plates and the table's Killer lines carry the letter the language types for
/// each Killer (a Polish table types c, z, n and reads C, Z, N on the plates), and the legend
/// explains those letters and the random killing's: no English R G B Y on a Polish board.
#[test]
fn the_plates_letters_are_the_ones_each_language_types_and_its_legend_explains() {
    let _lock = locked();
    for language in Language::OFFERED {
        let _speaking = Speaking::new(language);
        let legend = alibi::t!("crimewave-table-legend");
        let random = alibi::ui::widget::board::random_letter();
        let mut letters = vec![random.clone()];
        for killer in Killer::ALL {
            let plate = alibi::ui::widget::board::letter(killer);
            assert_eq!(plate, killer.letter().now().to_uppercase(), "{language}");
            assert_ne!(
                plate, random,
                "{language}: the random letter is no Killer's"
            );
            letters.push(plate);
        }
        for letter in letters {
            assert!(
                legend
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|w| w == letter),
                "{language}: the legend doesn't explain {letter}: {legend}"
            );
        }
    }
}

/// The value of the field with this id on the console.
fn field_value(app: &App, console: window::Id, id: &str) -> String {
    let wanted = iced::widget::Id::from(id.to_owned());
    let mut ui = common::ui::console_ui(app, console);
    ui.find(
        move |candidate: iced_test::selector::Candidate<'_>| match candidate {
            iced_test::selector::Candidate::TextInput {
                id: Some(id),
                state,
                ..
            } if *id == wanted => Some(state.text().to_owned()),
            _ => None,
        },
    )
    .expect("the field is on the console")
}

#[test]
fn the_setup_says_the_methods_and_the_cities_in_the_tables_language() {
    use alibi::ui::crimewave::house_rules::{self, Message as Rules};
    let _lock = locked();
    let dir = tempfile::tempdir().unwrap();
    let console = window::Id::unique();
    let mut app = new_app(console, dir.path());
    click(&mut app, console, "Crimewave: California");
    crimewave_send(&mut app, M::StandInBoard);
    let _russian = Speaking::new(Language::Russian);
    // The house rules' methods, in the table's words; typed back, the rulebook's are kept
    // (a method the group made up stays as typed).
    let said: Vec<String> = alibi::rules::crimewave::PRINTED_METHODS
        .iter()
        .map(|m| alibi::rules::crimewave::method_msg(m).now())
        .collect();
    assert_eq!(said[3], "удавка");
    assert_eq!(
        field_value(&app, console, house_rules::METHODS_ID),
        said.join(",")
    );
    let strangling = Msg::new("crimewave-method-strangling").now();
    crimewave_send(
        &mut app,
        M::HouseRules(Rules::MethodsTyped(format!("{strangling}, poison"))),
    );
    crimewave_send(&mut app, M::HouseRules(Rules::SetMethods));
    assert_eq!(
        crimewave(&app).settings().methods,
        vec!["strangling".to_string(), "poison".to_string()]
    );
    // A place's button names its city as the table writes it; typed, either name finds it.
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob Cy".into()));
    crimewave_send(&mut app, M::Submit);
    for face in ["1", "5", "8"] {
        crimewave_send(&mut app, M::Typed(Field::Face(0), face.into()));
        crimewave_send(&mut app, M::Submit);
    }
    let hollywood = crimewave(&app)
        .board()
        .expect("the stand-in board")
        .nodes()
        .iter()
        .find(|n| n.city.as_deref() == Some("Hollywood"))
        .map(|n| n.id)
        .expect("the stand-in board has Hollywood");
    for typed in ["Голли", "holly"] {
        crimewave_send(&mut app, M::Typed(Field::Loc, typed.into()));
        assert!(
            common::ui::shows(&app, console, &format!("{hollywood} Голливуд")),
            "{typed}: {:?}",
            texts(&mut common::ui::console_ui(&app, console))
        );
    }
}
