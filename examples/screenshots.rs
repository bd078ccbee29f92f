//! Draws the README's pictures of the Crimewave and Intent to Kill screens, headless, with
//! the windows' own renderer (`alibi::ui::picture`): the console at its 1280×820 and the
//! table screen at 1280×720 and 1920×1080, plus that last one scaled to a third — a TV across
//! the room — for a look at what still reads there.
//!
//! `cargo run --release --example screenshots -- DIR` (DIR defaults to `docs`). The games
//! are saved in a scratch data folder and opened through the home screen, as a group would:
//! Crimewave played on the stand-in board with twenty scenes crowded around Los Angeles, and
//! Intent to Kill from `tests/transcripts/intent/advice.alibi`.

use alibi::record::Store;
use alibi::rules::Rules;
use alibi::rules::crimewave::{
    Action, BoardChoice, Crimewave, Evidence, Killer, Loc, MethodChoice, Phase,
};
use alibi::rules::intent::IntentToKill;
use alibi::ui::home::Message as Home;
use alibi::ui::session::Session;
use alibi::ui::{App, Message};
use iced::window;
use std::path::{Path, PathBuf};

fn main() -> Result<(), String> {
    let out = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs".into()));
    let scratch = std::env::temp_dir().join(format!("alibi-screenshots-{}", std::process::id()));
    let store = Store::at(scratch.clone());

    let crimewave = save::<Crimewave>(&store, "Friday at Sam's", crimewave_actions())?;
    shoot(&store, &crimewave, &out, "crimewave")?;
    let intent = save::<IntentToKill>(&store, "Logic night", intent_actions()?)?;
    shoot(&store, &intent, &out, "intent")?;

    let _ = std::fs::remove_dir_all(scratch);
    Ok(())
}

/// Saves a game played through these actions, as the console would have, and returns its file.
fn save<G: Rules>(store: &Store, name: &str, actions: Vec<G::Action>) -> Result<PathBuf, String>
where
    G::Action: std::fmt::Debug,
{
    let mut session = Session::<G>::start(store, name, None).map_err(|e| e.to_string())?;
    for action in actions {
        session
            .act(action.clone())
            .map_err(|refusal| format!("{action:?} refused: {refusal}"))?;
    }
    session.flush();
    Ok(session.path().to_owned())
}

/// Opens the saved game on a fresh app and draws its console and table screen.
fn shoot(store: &Store, game: &Path, out: &Path, stem: &str) -> Result<(), String> {
    let console = window::Id::unique();
    let mut app = App::new(store.clone(), console);
    let opened = app.update(Message::Home(Home::Resume(game.to_owned())));
    run(&mut app, opened);
    // A machine without a desktop session can't keep the display awake: not the picture's
    // subject.
    let _ = app.update(Message::DismissNotice);
    if stem == "crimewave" {
        // The murder form half filled from the keyboard: the Red Terror, ↓ to his first legal
        // site (ringed on the board, weighed by the advice), his exposure heat on the board.
        use alibi::ui::crimewave::{Message as Cw, forms::Field};
        for message in [
            Cw::Typed(Field::Killer, "r".into()),
            Cw::LocationStepped { down: true },
            Cw::HeatToggled(Killer::Red, true),
        ] {
            let task = app.update(Message::Crimewave(message));
            run(&mut app, task);
        }
    } else {
        // A name being typed in the pick field: Enter would pick the outlined civilian.
        let task = app.update(Message::IntentToKill(
            alibi::ui::intent::Message::PickTyped("ar".into()),
        ));
        run(&mut app, task);
    }
    let theme = app.theme(console);
    let write = |file: String, png: Vec<u8>| {
        let path = out.join(file);
        std::fs::write(&path, png).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", path.display());
        Ok::<_, String>(())
    };
    write(
        format!("{stem}-console.png"),
        alibi::ui::picture::png(app.view(console), (1280, 820), &theme)?,
    )?;
    let table = || alibi::ui::table::window_view::<Message>(app.public(), app.seal_strip());
    write(
        format!("{stem}-table.png"),
        alibi::ui::picture::png(table(), (1280, 720), &theme)?,
    )?;
    let big = alibi::ui::picture::png(table(), (1920, 1080), &theme)?;
    let third = image::load_from_memory(&big)
        .map_err(|e| e.to_string())?
        .resize(640, 360, image::imageops::FilterType::Triangle);
    let mut small = Vec::new();
    third
        .write_to(
            &mut std::io::Cursor::new(&mut small),
            image::ImageFormat::Png,
        )
        .map_err(|e| e.to_string())?;
    write(format!("{stem}-table-1080p.png"), big)?;
    write(format!("{stem}-table-third.png"), small)
}

/// Runs what the app started (the deduction, worked out off the UI thread) to its end.
fn run(app: &mut App, task: iced::Task<Message>) {
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return;
    };
    let actions: Vec<_> =
        iced::futures::executor::block_on(iced::futures::StreamExt::collect::<Vec<_>>(stream));
    for action in actions {
        if let iced_runtime::Action::Output(message) = action {
            let next = app.update(message);
            run(app, next);
        }
    }
}

/// Setup on the stand-in board, then murders as close to Los Angeles as each Killer's comfort
/// zone allows until twenty scenes crowd the south, a watch, and a missed raid for the table.
fn crimewave_actions() -> Vec<Action> {
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
    // The legal site nearest Los Angeles on the picture.
    let nearest = |sites: Vec<Loc>| {
        sites.into_iter().min_by(|a, b| {
            let far = |loc: &Loc| {
                board
                    .node(*loc)
                    .map_or(f32::MAX, |n| (n.x - la.x).powi(2) + (n.y - la.y).powi(2))
            };
            far(a).total_cmp(&far(b))
        })
    };
    // Homes as near Los Angeles as the three-space rule lets them be.
    let mut by_distance: Vec<Loc> = board.nodes().iter().map(|n| n.id).collect();
    by_distance.sort_by(|a, b| {
        let far = |loc: &Loc| {
            board
                .node(*loc)
                .map_or(f32::MAX, |n| (n.x - la.x).powi(2) + (n.y - la.y).powi(2))
        };
        far(a).total_cmp(&far(b))
    });
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

/// Intent to Kill, part-way through: the advice transcript's actions.
fn intent_actions() -> Result<Vec<<IntentToKill as Rules>::Action>, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts/intent/advice.alibi");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let played = alibi::transcript::replay::<IntentToKill>(&text, path.parent().unwrap_or(&path));
    Ok(played.actions)
}
