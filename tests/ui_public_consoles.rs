//! A public screen has no path to a secret: the Crimewave console while Alibi plays the
//! Killers and the Intent to Kill console against Alibi's Murderer are walked through every
//! panel, form, field and key a person can reach before the end (the reveal's word typed
//! everywhere), and at each step neither the console, the table screen nor the phones' page
//! says a home, a culprit, the Murderer, the motive, the Person of Interest or the
//! Supporters — checked by name against the game's real secrets, as the private screens
//! would say them.

mod common;
use common::ui::{console_ui, crimewave, crimewave_send, press, run, shows, table_ui, texts};

use alibi::i18n::Msg;
use alibi::plays::{Level, Side};
use alibi::rules::Rules;
use alibi::rules::crimewave::{Action as CwAction, Crimewave, Culprit, Killer, Phase};
use alibi::rules::intent::{self, IntentToKill, Trait};
use alibi::ui::app::Screen;
use alibi::ui::crimewave::Message as M;
use alibi::ui::crimewave::alibi::PERSON_FORMS;
use alibi::ui::crimewave::forms::Field;
use alibi::ui::crimewave::reveal::Message as Guard;
use alibi::ui::intent::{Message as I, Pane};
use alibi::ui::{App, Message};
use iced::keyboard::{Key, key::Named};
use iced::window;

const DONE: &str = "Done (Enter)";

/// Every text the table can see now: the console, the table window and the phones' page.
fn public_texts(app: &App, console: window::Id) -> Vec<String> {
    let mut all = texts(&mut console_ui(app, console));
    all.extend(texts(&mut table_ui(app)));
    all.push(alibi::ui::phones::shown(app.public()).to_json(&app.seal_strip().lines()));
    all
}

/// Fails if any public text says one of `secrets`, naming where the walk was.
fn assert_none_says(app: &App, console: window::Id, secrets: &[String], at: &str) {
    for text in public_texts(app, console) {
        for secret in secrets {
            assert!(
                !text.contains(secret.as_str()),
                "{at}: a public screen says \"{secret}\" in {text:?}"
            );
        }
    }
}

// Crimewave, Alibi playing the Killers.

/// What would give a Killer's secrets away, said as the private screens say it, from the
/// game's real secrets: each home not shown to the table, each unsolved scene's culprit,
/// the legal sites, Alibi's reasons.
fn killers_secrets(g: &Crimewave) -> Vec<String> {
    let view = g.public_view();
    let mut secrets: Vec<String> = ["(secret)", "Legal sites", "legal sites", "Why Alibi"]
        .map(String::from)
        .to_vec();
    for killer in Killer::ALL {
        let shown = view.residences.iter().any(|r| r.killer == killer);
        if let (Some(home), false) = (g.residence(killer), shown) {
            let name = killer.name();
            secrets.extend([
                g.describe(&CwAction::Residence { killer, loc: home })
                    .to_string(),
                format!("home {home}"),
                format!("{name} lived at {home}"),
                format!("{name} lives at {home}"),
                format!("\"residence\":{home}"),
            ]);
        }
    }
    for scene in g.audit().scenes {
        if let (Culprit::Killer(killer), false, false) =
            (scene.culprit, scene.solved, scene.removed)
        {
            let name = killer.name();
            let loc = scene.loc;
            secrets.extend([
                format!("by {name} at {loc}"),
                format!("by the {name} at {loc}"),
                format!("Scene at {loc}: {name}"),
            ]);
        }
    }
    secrets
}

/// Walks every form, field, key and switch a person can reach on the Crimewave console
/// without recording anything, checking the public screens after each.
fn walk_crimewave(app: &mut App, console: window::Id, at: &str) {
    let g = crimewave(app);
    if matches!(g.phase(), Phase::Ended(_)) {
        return;
    }
    let secrets = killers_secrets(&g);
    let check =
        |app: &App, what: &str| assert_none_says(app, console, &secrets, &format!("{at}, {what}"));
    check(app, "as it stands");
    // What a person might type: every home and every scene's location, each Killer's
    // letter, the reveal's word.
    let mut typed: Vec<String> = Killer::ALL
        .iter()
        .filter_map(|&k| g.residence(k))
        .chain(g.audit().scenes.iter().map(|s| s.loc))
        .map(|loc| loc.to_string())
        .collect();
    typed.extend(["r", "g", "b", "item", "reveal", "Ann", "7"].map(String::from));
    for (form, letter) in PERSON_FORMS {
        crimewave_send(app, M::FormChosen(form));
        check(app, &format!("the {form:?} form"));
        crimewave_send(app, M::Shortcut(letter));
        for &field in form.fields() {
            for value in &typed {
                crimewave_send(app, M::Typed(field, value.clone()));
                check(app, &format!("{value:?} typed in {field:?} of {form:?}"));
            }
            if field == Field::Loc {
                for message in [
                    M::LocationStepped { down: true },
                    M::LocationStepped { down: false },
                    M::LocationCleared,
                ] {
                    crimewave_send(app, message);
                    check(app, &format!("the places of {form:?}"));
                }
            }
            crimewave_send(app, M::Typed(field, String::new()));
        }
    }
    // Every Alt shortcut but those that act (the Killers' turn, Start, the board), the
    // overlays' switches, the arrows and Escape.
    for letter in ('a'..='z').chain('1'..='6') {
        if !matches!(letter, 'n' | 's' | 'b') {
            crimewave_send(app, M::Shortcut(letter));
            check(app, &format!("Alt+{letter}"));
        }
    }
    for killer in Killer::ALL {
        for on in [true, false] {
            crimewave_send(app, M::SitesToggled(killer, on));
            crimewave_send(app, M::HeatToggled(killer, on));
            check(app, &format!("the overlays of the {}", killer.name()));
        }
    }
    for key in [Named::ArrowUp, Named::ArrowDown, Named::Escape] {
        let task = app.update(Message::Key(console, Key::Named(key)));
        run(app, task);
        check(app, &format!("{key:?}"));
    }
    // The reveal's word, typed and asked for: nothing opens before the end.
    crimewave_send(app, M::Reveal(Guard::Typed("reveal".into())));
    crimewave_send(app, M::Reveal(Guard::Show));
    check(app, "the reveal asked for");
    let _ = app.update(Message::OpenRecap);
    check(app, "the recap");
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::ShowSecrets));
    check(app, "the recap's secrets asked for");
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
    crimewave_send(
        app,
        M::FormChosen(alibi::ui::crimewave::forms::Form::Verify),
    );
}

/// Starts a game against Alibi's Killers, walking the console through Alibi's setup.
fn crimewave_against_alibi() -> (tempfile::TempDir, App, window::Id) {
    use alibi::ui::home::Message as Home;
    let dir = tempfile::tempdir().expect("a folder");
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let _ = app.update(Message::Home(Home::NameChanged("Walk".into())));
    press(&mut app, console, "Crimewave: California");
    crimewave_send(&mut app, M::KillersChosen(Some(Level::Standard)));
    press(
        &mut app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob".into()));
    press(&mut app, console, "Record (Enter)");
    let mut step = 0;
    while shows(&app, console, DONE) {
        if step < 2 {
            walk_crimewave(&mut app, console, &format!("Alibi's setup, step {step}"));
        }
        press(&mut app, console, DONE);
        step += 1;
    }
    walk_crimewave(&mut app, console, "setup done, before Start");
    press(&mut app, console, "Start the game (Alt+S)");
    (dir, app, console)
}

/// Carries out Alibi's instructions on show.
fn carry_out(app: &mut App, console: window::Id) {
    for _ in 0..50 {
        if !shows(app, console, DONE) {
            return;
        }
        press(app, console, DONE);
    }
    panic!("Alibi's instructions never end");
}

/// A raid typed on the console.
fn raid(app: &mut App, loc: u16, killer: Killer) {
    crimewave_send(app, M::FormChosen(alibi::ui::crimewave::forms::Form::Raid));
    crimewave_send(app, M::Typed(Field::Investigator, "Ann".into()));
    crimewave_send(app, M::Typed(Field::Loc, loc.to_string()));
    crimewave_send(app, M::Typed(Field::Killer, killer.word().into()));
    crimewave_send(app, M::Submit);
}

#[test]
fn the_crimewave_console_against_alibis_killers_says_no_secret_before_the_end() {
    let (_dir, mut app, console) = crimewave_against_alibi();
    walk_crimewave(&mut app, console, "Alibi's first murder on show");
    carry_out(&mut app, console);
    walk_crimewave(&mut app, console, "the Investigators' turn");
    // A missed raid: Alibi's Spook decision is on show with what the rules changed.
    let g = crimewave(&app);
    let home = g.residence(Killer::Blue).expect("a home");
    let miss = (1..=96).find(|&l| l != home).expect("somewhere else");
    raid(&mut app, miss, Killer::Blue);
    walk_crimewave(&mut app, console, "after a missed raid");
    carry_out(&mut app, console);
    // A raid on the Red Terror's real home: a trial, with its ties and Alibi's Defense.
    let home = crimewave(&app).residence(Killer::Red).expect("a home");
    raid(&mut app, home, Killer::Red);
    assert_eq!(crimewave(&app).on_trial(), Some(Killer::Red));
    walk_crimewave(&mut app, console, "on trial");
    crimewave_send(
        &mut app,
        M::FormChosen(alibi::ui::crimewave::forms::Form::Trial),
    );
    crimewave_send(&mut app, M::Typed(Field::Prosecution, "0".into()));
    crimewave_send(&mut app, M::Submit);
    walk_crimewave(&mut app, console, "after the verdict");
    let texts = public_texts(&app, console);
    assert!(
        texts.iter().any(|t| t.contains("Alibi's Defense")),
        "the walk reached the trial's reveal of Alibi's Defense"
    );
}

// Intent to Kill, Alibi playing the Murderer.

/// What would give the Murderer's secrets away, said as the private screens say it, from
/// the game's real secrets.
fn murderer_secrets(g: &IntentToKill) -> Vec<String> {
    let said = |id: &'static str, name: &'static str, value: Msg| {
        Msg::new(id).arg(name, value).to_string()
    };
    let mut secrets: Vec<String> = [
        "You are the",
        "Your motive",
        "may be murdered",
        "Truthful answer",
        "Lie: answer",
        "could still believe",
        "Why Alibi",
    ]
    .map(String::from)
    .to_vec();
    if let Some(murderer) = g.murderer() {
        let card = format!("{murderer} ({})", murderer.traits());
        secrets.push(format!("Murderer: {card}"));
        secrets.push(format!("You are the {card}"));
    }
    if let Some(motive) = g.motive() {
        secrets.push(said("intent-side-motive", "motive", motive.msg()));
    }
    if let Some(poi) = g.poi() {
        secrets.push(said("intent-side-poi", "civilian", poi.msg()));
    }
    if let Some(group) = g.supporters() {
        secrets.push(said("intent-side-supporters", "group", group.msg()));
    }
    secrets
}

/// Walks every pick, field, pane and key a person can reach on the console against Alibi's
/// Murderer without taking a move, checking the public screens after each.
fn walk_intent(app: &mut App, console: window::Id, at: &str) {
    let g = intent_game(app);
    if g.phase() == intent::Phase::Over {
        return;
    }
    let secrets = murderer_secrets(&g);
    let check =
        |app: &App, what: &str| assert_none_says(app, console, &secrets, &format!("{at}, {what}"));
    let send = |app: &mut App, message: I| {
        let task = app.update(Message::IntentToKill(message));
        run(app, task);
    };
    check(app, "as it stands");
    let civilians: Vec<_> = g.city().civilians().collect();
    for &c in &civilians {
        send(app, I::CivilianPicked(c));
        check(app, &format!("the {c} picked"));
        if c == civilians[0] || Some(c) == g.murderer() {
            for about in Trait::ALL {
                send(app, I::AboutChosen(about));
                check(app, &format!("{about:?} asked of the {c}"));
            }
        }
        send(app, I::CivilianPicked(c));
    }
    let mut typed = vec!["reveal".to_string()];
    typed.extend(g.murderer().map(|m| m.to_string()));
    typed.extend(g.motive().map(|m| m.msg().to_string()));
    for value in &typed {
        send(app, I::PickTyped(value.clone()));
        check(app, &format!("{value:?} in the pick field"));
        send(app, I::QuestionTyped(value.clone()));
        check(app, &format!("{value:?} in the question field"));
        send(app, I::MotiveTyped(value.clone()));
        check(app, &format!("{value:?} in the motive field"));
        send(app, I::ConfirmTyped(value.clone()));
        send(app, I::Reveal);
        check(app, &format!("{value:?} as the reveal's word"));
    }
    for field in [
        I::PickTyped(String::new()),
        I::QuestionTyped(String::new()),
        I::MotiveTyped(String::new()),
    ] {
        send(app, field);
    }
    for pane in [
        Pane::Table,
        Pane::Exposure,
        Pane::Secrets,
        Pane::Cards,
        Pane::History,
        Pane::Table,
    ] {
        send(app, I::PaneChosen(pane));
        check(app, &format!("the {pane:?} pane asked for"));
    }
    send(app, I::AdviceToggled(true));
    send(app, I::Explain);
    check(app, "the advice and the explanation asked for");
    send(app, I::AdviceToggled(false));
    // The keys that only look or pick (the others take a move, as the flow does).
    for key in ["/", "q", "v", "x", "z"] {
        let task = app.update(Message::Key(console, Key::Character(key.into())));
        run(app, task);
        check(app, &format!("the {key} key"));
    }
    for key in [
        Named::ArrowUp,
        Named::ArrowDown,
        Named::ArrowLeft,
        Named::ArrowRight,
        Named::Escape,
    ] {
        if g.phase() == intent::Phase::Detective || g.phase() == intent::Phase::City {
            // Arrows move the Detective or a civilian: looked at, then taken back.
            continue;
        }
        let task = app.update(Message::Key(console, Key::Named(key)));
        run(app, task);
        check(app, &format!("{key:?}"));
    }
    let _ = app.update(Message::OpenRecap);
    check(app, "the recap");
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::ShowSecrets));
    check(app, "the recap's secrets asked for");
    let _ = app.update(Message::Recap(alibi::ui::recap::Message::Back));
}

fn intent_game(app: &App) -> IntentToKill {
    match app.screen() {
        Screen::IntentToKill(screen) => screen.session().game().clone(),
        _ => panic!("not on the Intent to Kill screen"),
    }
}

#[test]
fn the_intent_console_against_alibis_murderer_says_no_secret_before_the_end() {
    let dir = tempfile::tempdir().expect("a folder");
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let send = |app: &mut App, message: I| {
        let task = app.update(Message::IntentToKill(message));
        run(app, task);
    };
    press(&mut app, console, "Intent to Kill");
    send(
        &mut app,
        I::SeatChosen(Side::Murderer, Some(Level::Standard)),
    );
    press(&mut app, console, "Alibi deals");
    walk_intent(&mut app, console, "after the deal");
    send(&mut app, I::DetectiveStartChosen(5));
    press(&mut app, console, "Start the game");
    // Round 1: Alibi's intimidation and murder announced, then the Detective's phase.
    for step in 0..6 {
        walk_intent(&mut app, console, &format!("round 1, step {step}"));
        if !shows(&app, console, DONE) {
            break;
        }
        press(&mut app, console, DONE);
    }
    let g = intent_game(&app);
    assert_eq!(g.phase(), intent::Phase::Detective);
    if let Some(scene) = g.public_view().clearing {
        let c = g.city().civilians_in(scene).next().expect("someone");
        send(&mut app, I::CivilianPicked(c));
        send(&mut app, I::BlockPicked(g.public_view().displace_to[0]));
    }
    walk_intent(&mut app, console, "the Detective phase");
    // The City phase: the intimidated cards with the Detective flip back, said for the board.
    let before = intent_game(&app);
    press(&mut app, console, "End the investigation → City phase (E)");
    let after = intent_game(&app);
    let flipped = intent::changes::between(
        &before.public_view(),
        &after.public_view(),
        &intent::Action::City,
    );
    let told: Vec<String> = match app.public() {
        alibi::ui::table::TableView::IntentToKill(_, Some(news)) => news
            .announcement
            .iter()
            .flat_map(|a| a.steps.iter().map(|s| s.to_string()))
            .collect(),
        _ => Vec::new(),
    };
    for change in flipped {
        let said = change.msg().to_string();
        assert!(
            told.contains(&said),
            "the table is not told \"{said}\": {told:?}"
        );
    }
    walk_intent(&mut app, console, "the City phase");
    // Alibi's moves and the Detective's token carried out, the console says again what the
    // token lets the Detective move while they move.
    for _ in 0..12 {
        if !shows(&app, console, DONE) {
            break;
        }
        press(&mut app, console, DONE);
    }
    let g = intent_game(&app);
    assert_eq!(g.city_draws(), 2, "both tokens drawn");
    let group = g
        .last_token()
        .expect("the Detective's token")
        .msg()
        .to_string();
    let step = if g
        .city()
        .civilians()
        .any(|c| c.group().msg().to_string() == group)
    {
        format!("The Detective may move each {group} civilian one block.")
    } else {
        format!(
            "Nobody of the {group} is left: the Detective may move one group of their choice; \
             the token goes into the box."
        )
    };
    assert!(shows(&app, console, &step), "the console says: {step}");
}
