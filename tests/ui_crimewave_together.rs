//! Crimewave for the whole table, through the screens: Alibi plays the three Killers, the
//! people play every Investigator. A whole game (Alibi's setup announced scene by scene, its
//! events, murders and Spook decisions, the Investigators' verifications, watches, raids,
//! ties and trials typed on the console, Alibi's Defense revealed at each trial), with the
//! console public until the end; an undo that takes back a person's entry with Alibi's moves
//! after it, which Alibi then takes again the same way; and the Killers' forms refused.

mod common;
use common::ui::{console_ui, crimewave, crimewave_send, press, run, shows, text_containing};

use alibi::plays::Level;
use alibi::plays::crimewave::investigators::{self, Squad, Step};
use alibi::rules::Rules;
use alibi::rules::crimewave::{Action, Crimewave, Killer, Phase, changes};
use alibi::ui::app::Screen;
use alibi::ui::crimewave::Message as M;
use alibi::ui::crimewave::forms::{Field, Form};
use alibi::ui::session;
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn actions(app: &App) -> Vec<Action> {
    match app.screen() {
        Screen::Crimewave(screen) => screen.session().record().actions().to_vec(),
        _ => panic!("not on the Crimewave console"),
    }
}

const DONE: &str = "Done (Enter)";
const KILLERS_TURN: &str = "Our turns are done: the Killers' turn (Alt+N)";

/// Nothing of the Killers' secrets on the console (or in its history) before the end.
fn assert_console_public(app: &App, console: window::Id) {
    let g = crimewave(app);
    if matches!(g.phase(), Phase::Ended(_)) {
        return;
    }
    let mut ui = console_ui(app, console);
    for secret in [
        "(secret)",
        "'s residence at",
        "Opening scene by",
        "Murder by",
        "Legal sites",
        "legal sites",
        "Why Alibi",
    ] {
        assert_eq!(
            text_containing(&mut ui, secret),
            None,
            "the console shows a secret ({secret}) in {:?}",
            g.phase()
        );
    }
    for killer in Killer::ALL {
        if let Some(home) = g.residence(killer) {
            let view = g.public_view();
            let known = view.residences.iter().any(|r| r.killer == killer);
            assert!(
                known || text_containing(&mut ui, &format!("home {home}")).is_none(),
                "the console shows the {} home",
                killer.name()
            );
        }
    }
}

/// Carries out every instruction Alibi has on show (Done after each).
fn carry_out(app: &mut App, console: window::Id) {
    carry_out_checking(app, console, |_, _| {});
}

/// Carries out every instruction Alibi has on show, checking the console with each.
fn carry_out_checking(app: &mut App, console: window::Id, check: impl Fn(&App, window::Id)) {
    let mut shown = 0;
    while shows(app, console, DONE) {
        shown += 1;
        if shown > STUCK {
            stuck(app, console, "Alibi's instructions never end");
        }
        check(app, console);
        told_what_changed(app, |app| press(app, console, DONE));
    }
}

/// Does `act`, then checks that the table (and the phones) were told every change the rules
/// made on the board with it: what Alibi now has on show, or what the rules changed.
fn told_what_changed(app: &mut App, act: impl FnOnce(&mut App)) {
    let before = crimewave(app).public_view();
    act(app);
    let after = crimewave(app).public_view();
    let changed = changes::said(&changes::between(&before, &after));
    if changed.is_empty() {
        return;
    }
    let told: Vec<String> = match app.public() {
        TableView::Crimewave(_, _, Some(news)) => news
            .announcement
            .iter()
            .flat_map(|a| a.steps.iter().map(|s| s.to_string()))
            .collect(),
        _ => Vec::new(),
    };
    let phones = alibi::ui::phones::shown(app.public()).to_json(&app.seal_strip().lines());
    for change in changed {
        let change = change.to_string();
        assert!(
            told.contains(&change),
            "the table was not told \"{change}\": {told:?}"
        );
        assert!(
            phones.contains(&change),
            "the phones were not told \"{change}\""
        );
    }
}

/// How many times a loop of the test may go round without the game moving on.
const STUCK: usize = 50;

/// Fails with what the console shows and the last actions, where the test would go round
/// forever (Alibi announcing the same thing again, a step the console never takes).
fn stuck(app: &App, console: window::Id, what: &str) -> ! {
    let texts = common::ui::texts(&mut console_ui(app, console));
    let all = actions(app);
    panic!(
        "{what}: {:?} shows {:?} after {:?}",
        crimewave(app).phase(),
        &texts[..40.min(texts.len())],
        &all[all.len().saturating_sub(6)..]
    )
}

/// Starts a game against Alibi's Killers, as a group would: the choice, the board, the
/// names; Alibi's setup announced and carried out; Start.
fn start(level: Level) -> (tempfile::TempDir, App, window::Id) {
    use alibi::ui::home::Message as Home;
    let dir = tempfile::tempdir().expect("a folder");
    let console = window::Id::unique();
    let mut app =
        App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
    let _ = app.update(Message::Home(Home::NameChanged("Together".into())));
    press(&mut app, console, "Crimewave: California");
    crimewave_send(&mut app, M::KillersChosen(Some(level)));
    assert!(shows(&app, console, "Who plays the Killers?"));
    assert!(
        text_containing(
            &mut console_ui(&app, console),
            "Alibi plays the three Killers at"
        )
        .is_some()
    );
    press(
        &mut app,
        console,
        "Play on the stand-in board, not the printed one (Alt+B)",
    );
    crimewave_send(&mut app, M::Typed(Field::Names, "Ann Bob Cy".into()));
    press(&mut app, console, "Record (Enter)");
    // Alibi's setup: the methods, then six opening scenes, each announced.
    let mut announcements = 0;
    while shows(&app, console, DONE) {
        assert_console_public(&app, console);
        if announcements == 1 {
            common::ui::screenshot(&mut app, console, "crimewave-together-setup");
        }
        press(&mut app, console, DONE);
        announcements += 1;
    }
    assert_eq!(announcements, 7, "the methods and six opening scenes");
    let g = crimewave(&app);
    assert!(Killer::ALL.iter().all(|&k| g.residence(k).is_some()));
    assert_eq!(g.public_view().scenes.len(), 6);
    press(&mut app, console, "Start the game (Alt+S)");
    (dir, app, console)
}

/// Fills a form on the console and records it with Enter.
fn enter(app: &mut App, form: Form, fields: &[(Field, String)]) {
    crimewave_send(app, M::FormChosen(form));
    for (field, value) in fields {
        crimewave_send(app, M::Typed(*field, value.clone()));
    }
    told_what_changed(app, |app| crimewave_send(app, M::Submit));
}

/// Plays the Investigators through the console until the game ends: each carries out
/// Alibi's announcements, then takes its five actions as the simulated Investigators would
/// (from the public view alone), typed into the forms; trials are tied and prosecuted, and
/// Alibi reveals its Defense.
fn play_investigators(app: &mut App, console: window::Id, seed: u64) {
    let mut dice = StdRng::seed_from_u64(seed);
    let names = ["Ann", "Bob", "Cy"];
    let mut squad = Squad::new(&crimewave(app).public_view(), names.len());
    for _round in 0..400 {
        carry_out_checking(app, console, assert_console_public);
        let g = crimewave(app);
        if matches!(g.phase(), Phase::Ended(_)) {
            return;
        }
        squad.new_round();
        'seats: for (seat, name) in names.iter().enumerate() {
            let mut left = investigators::ACTIONS;
            let mut steps = 0;
            while left > 0 {
                steps += 1;
                if steps > STUCK {
                    stuck(app, console, "the Investigators' turn never ends");
                }
                carry_out(app, console);
                let g = crimewave(app);
                if matches!(g.phase(), Phase::Ended(_)) {
                    return;
                }
                let view = g.public_view();
                let deduction = investigators::deduce(&view);
                match investigators::next_step(&view, &deduction, &mut squad, seat, &mut dice) {
                    Step::Watch(loc) => enter(app, Form::Watch, &[(Field::Loc, loc.to_string())]),
                    Step::Raid(loc, killer) => {
                        left -= 1;
                        enter(
                            app,
                            Form::Raid,
                            &[
                                (Field::Investigator, name.to_string()),
                                (Field::Loc, loc.to_string()),
                                (Field::Killer, killer.word().to_string()),
                            ],
                        );
                        if let Some(accused) = crimewave(app).on_trial() {
                            trial(app, console, accused, &mut dice);
                            break 'seats;
                        }
                    }
                    Step::Roll(loc, evidence) => {
                        left -= 1;
                        let rule = view.settings.evidence(evidence);
                        if dice.random_range(1..=view.settings.evidence_die) <= rule.roll {
                            enter(
                                app,
                                Form::Verify,
                                &[
                                    (Field::Loc, loc.to_string()),
                                    (Field::Evidence, evidence.word().to_string()),
                                ],
                            );
                        }
                    }
                    Step::Move(loc) => {
                        left -= 1;
                        squad.positions[seat] = loc;
                    }
                    Step::Done => break,
                }
            }
        }
        // A trial ends the round by itself; otherwise the people say their turns are over.
        if shows(app, console, KILLERS_TURN) {
            press(app, console, KILLERS_TURN);
        }
    }
    let all = actions(app);
    let g = crimewave(app);
    let view = g.public_view();
    let deduction = investigators::deduce(&view);
    let step = investigators::next_step(&view, &deduction, &mut squad, 0, &mut dice);
    let before = actions(app).len();
    press(app, console, KILLERS_TURN);
    let after = actions(app).len();
    let texts = common::ui::texts(&mut console_ui(app, console));
    let shown = format!(
        "{before} -> {after} {:?} revealed {}, sites {:?}, next step {step:?}, positions {:?}",
        &texts[..25.min(texts.len())],
        view.revealed,
        Killer::ALL.map(|k| g.legal_locations(k).len()),
        squad.positions
    );
    panic!(
        "the game did not end in 400 rounds ({shown:?}): {} after {} actions, the last {:?}",
        crimewave(app).progress(),
        all.len(),
        &all[all.len().saturating_sub(12)..]
    );
}

/// The prosecutor ties the scenes, then types the Prosecution total; Alibi reveals its
/// Defense and the engine gives the verdict.
fn trial(app: &mut App, console: window::Id, accused: Killer, dice: &mut StdRng) {
    let view = crimewave(app).public_view();
    for loc in investigators::ties(&view, accused) {
        enter(app, Form::Tie, &[(Field::Loc, loc.to_string())]);
        if crimewave(app).on_trial().is_none() {
            return; // a wrong tie dismissed the trial
        }
    }
    let prosecution = investigators::prosecution(&view, dice);
    let before = actions(app).len();
    enter(
        app,
        Form::Trial,
        &[(Field::Prosecution, prosecution.to_string())],
    );
    let after = actions(app);
    assert_eq!(after.len(), before + 1, "the trial was recorded");
    match after.last() {
        Some(Action::Trial { prosecution: p, .. }) => assert_eq!(*p, prosecution),
        other => panic!("not a trial: {other:?}"),
    }
    if matches!(crimewave(app).phase(), Phase::Ended(_)) {
        return; // the last conviction: the recap is over the console
    }
    let shown = common::ui::texts(&mut console_ui(app, console));
    assert!(
        shown.iter().any(|t| t.contains("Alibi's Defense:")),
        "Alibi's Defense is revealed with the verdict: {:?}",
        &shown[..30.min(shown.len())]
    );
}

#[test]
fn a_whole_table_plays_a_game_against_alibis_killers_on_the_console() {
    let (_dir, mut app, console) = start(Level::Standard);
    play_investigators(&mut app, console, 7);
    let g = crimewave(&app);
    assert!(matches!(g.phase(), Phase::Ended(_)), "the game ended");
    // Every decision was an ordinary action: the record replays as a transcript.
    let text = alibi::transcript::export::<Crimewave>(&actions(&app));
    let dir = tempfile::tempdir().expect("a folder");
    let replayed = alibi::transcript::replay::<Crimewave>(&text, dir.path());
    assert_eq!(replayed.exit_code, 0, "{}", replayed.output.join("\n"));
    // Why Alibi chose: one reason for each of its decisions in the record, a method kept
    // at Spook 2 (which leaves no action) included.
    let all = actions(&app);
    let mut game = Crimewave::new();
    let (mut decisions, mut kept) = (1, 0);
    for (i, action) in all.iter().enumerate() {
        game.apply(action).expect("the record replays");
        decisions += usize::from(matches!(
            action,
            Action::Murder { .. }
                | Action::Escape { .. }
                | Action::ChangeMethod { .. }
                | Action::Relocate { .. }
        ));
        if let Action::Raid { killer, .. } = action {
            let changed = matches!(all.get(i + 1), Some(Action::ChangeMethod { killer: k, .. }) if k == killer);
            kept += usize::from(!changed && game.may_change_method(*killer));
        }
    }
    let reasons: Vec<String> = match app.screen() {
        Screen::Crimewave(screen) => screen
            .alibi_reasons()
            .iter()
            .map(ToString::to_string)
            .collect(),
        _ => panic!("not on the Crimewave console"),
    };
    assert_eq!(reasons.len(), decisions + kept, "{reasons:#?}");
    assert_eq!(
        reasons.iter().filter(|r| r.contains("kept")).count(),
        kept,
        "{reasons:#?}"
    );
    // At the end the recap tells the story, and among its secrets why Alibi's Killers chose
    // what they chose; the console says the same under the game.
    press(&mut app, console, "Show the secrets");
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "Why Alibi's Killers chose what they chose").is_some());
    assert!(text_containing(&mut ui, "Setup:").is_some());
    drop(ui);
    press(&mut app, console, "Back to the game");
    let mut ui = console_ui(&app, console);
    assert!(text_containing(&mut ui, "Why Alibi's Killers chose").is_some());
}

#[test]
fn the_table_and_the_phones_show_alibis_announcement_and_no_secret() {
    let (_dir, mut app, console) = start(Level::Hard);
    // The first murder is on show after Start.
    assert!(shows(&app, console, DONE));
    let news = match app.public() {
        TableView::Crimewave(_, _, news) => news.clone().expect("Alibi's news"),
        other => panic!("the table shows {other:?}"),
    };
    assert!(news.seats.contains("Alibi (hard) plays the Killers"));
    let said = news.announcement.expect("an announcement");
    assert!(
        said.headline.to_string().starts_with("Murder at")
            || said.headline.to_string().starts_with("Killer event"),
        "{said:?}"
    );
    common::ui::screenshot(&mut app, console, "crimewave-together-murder");
    let shown = alibi::ui::phones::shown(app.public()).to_json(&app.seal_strip().lines());
    let g = crimewave(&app);
    for killer in Killer::ALL {
        let home = g.residence(killer).expect("a home");
        assert!(
            !shown.contains(&format!("\"residence\":{home}")),
            "the phones show a home"
        );
    }
    assert!(shown.contains("Alibi (hard) plays the Killers"));
}

#[test]
fn undo_takes_back_a_persons_entry_with_alibis_moves_and_alibi_takes_them_again() {
    let (_dir, mut app, console) = start(Level::Standard);
    // Round 1: carry out Alibi's turn, then one verification-free turn: a watch or nothing.
    carry_out(&mut app, console);
    let raid_at = crimewave(&app)
        .board()
        .and_then(|b| b.nodes().first().map(|n| n.id))
        .expect("a location");
    // Ann raids the Red Terror at the first location, then the Killers take their turn.
    let raid_then_killers_turn = |app: &mut App| {
        enter(
            app,
            Form::Raid,
            &[
                (Field::Investigator, "Ann".into()),
                (Field::Loc, raid_at.to_string()),
                (Field::Killer, "r".into()),
            ],
        );
        carry_out(app, console);
        press(app, console, KILLERS_TURN);
        carry_out(app, console);
    };
    raid_then_killers_turn(&mut app);
    let first = actions(&app);
    let raid = first
        .iter()
        .rposition(|a| matches!(a, Action::Raid { .. }))
        .expect("the raid");
    assert!(first.len() > raid + 1, "Alibi moved after the raid");
    // Undo takes back the raid and every move of Alibi's after it.
    let task = app.update(Message::History(session::Message::Undo));
    run(&mut app, task);
    assert_eq!(actions(&app).len(), raid, "back before the person's raid");
    // The same raid again: Alibi decides the same way.
    raid_then_killers_turn(&mut app);
    assert_eq!(actions(&app), first, "Alibi took the same decisions again");
}

#[test]
fn the_killers_forms_are_alibis_own() {
    let (_dir, mut app, console) = start(Level::Easy);
    carry_out(&mut app, console);
    assert!(
        !shows(&app, console, "M Murder"),
        "the Murder form is offered"
    );
    let before = actions(&app).len();
    let site = crimewave(&app)
        .legal_locations(Killer::Red)
        .first()
        .copied();
    if let Some(site) = site {
        enter(
            &mut app,
            Form::Murder,
            &[
                (Field::Killer, "r".into()),
                (Field::Loc, site.to_string()),
                (Field::Evidence, "item".into()),
            ],
        );
    }
    assert_eq!(actions(&app).len(), before, "a person murdered for Alibi");
    // The Murder form is never the console's: asking for it leaves the Investigators' own.
    crimewave_send(&mut app, M::FormChosen(Form::Murder));
    match app.screen() {
        Screen::Crimewave(screen) => assert_ne!(screen.form(), Some(Form::Murder)),
        _ => panic!("not on the Crimewave console"),
    }
}

/// Alibi's news on the table.
fn news(app: &App) -> alibi::plays::News {
    match app.public() {
        TableView::Crimewave(_, _, Some(news)) => news.clone(),
        other => panic!("the table shows no news of Alibi: {other:?}"),
    }
}

/// Alibi is not left thinking, and every decision it took is the one it took the first time.
fn assert_resumed(app: &App, whole: &[Action], what: &str) {
    assert!(!news(app).thinking, "{what}: Alibi is left thinking");
    let now = actions(app);
    assert_eq!(
        now.as_slice(),
        &whole[..now.len()],
        "{what}: Alibi decided otherwise than the first time"
    );
}

#[test]
fn alibi_resumes_at_every_point_of_a_game_and_its_announcement_survives() {
    let (dir, mut app, console) = start(Level::Standard);
    play_investigators(&mut app, console, 11);
    assert!(matches!(crimewave(&app).phase(), Phase::Ended(_)));
    let whole = actions(&app);
    let file = match app.screen() {
        Screen::Crimewave(screen) => screen.session().path().to_owned(),
        _ => panic!("not on the Crimewave console"),
    };
    let original = alibi::record::SavedGame::<Crimewave>::load(&file).expect("the file");
    let start = whole
        .iter()
        .position(|a| *a == Action::Start)
        .expect("started")
        + 1;
    for k in start..whole.len() {
        common::save_at_point(&original, &whole, k);
        let what = format!("point {k} of {}", whole.len());
        let mut app =
            App::new(alibi::record::Store::at(dir.path().to_owned()), console).dealing_from(1);
        let task = app.update(Message::Home(alibi::ui::home::Message::Resume(
            file.clone(),
        )));
        run(&mut app, task);
        assert_resumed(&app, &whole, &format!("{what}, resumed"));
        if let Some(said) = news(&app).announcement {
            crimewave_send(&mut app, M::Home);
            let task = app.update(Message::Home(alibi::ui::home::Message::Resume(
                file.clone(),
            )));
            run(&mut app, task);
            assert_eq!(news(&app).announcement, Some(said.clone()), "{what}");
            let headline = said.headline.to_string();
            let phones = alibi::ui::phones::shown(app.public()).to_json(&app.seal_strip().lines());
            assert!(
                phones.contains(&headline),
                "{what}: the phones lost {headline}"
            );
            assert!(
                text_containing(&mut console_ui(&app, console), &headline).is_some(),
                "{what}: the console lost {headline}"
            );
        }
        for (message, done) in [
            (session::Message::Undo, "undone"),
            (session::Message::Redo, "redone"),
            (
                session::Message::JumpTo(k.saturating_sub(2).max(start)),
                "back to here",
            ),
        ] {
            let task = app.update(Message::History(message));
            run(&mut app, task);
            assert_resumed(&app, &whole, &format!("{what}, {done}"));
        }
    }
}
