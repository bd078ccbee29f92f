//! Crimewave: California on the table screen: Public Panic, the Victim Counter, the Spook
//! meters, each Killer's method, status and case file, raid counts and who owes the next
//! raid, the board with its public marks, the latest answer very large, the public log.
//!
//! Built from the engine's `PublicView` alone. Every colour comes with a word or a letter.

use crate::plays::News;
use crate::rules::crimewave::{Culprit, Killer, Phase, PublicScene, PublicView, Status, Winner};
use crate::ui::style;
use crate::ui::widget::board::{self, Look, Marks, Photo, SceneMark};
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

/// Details on the table: smaller than headlines, still readable across a room.
const DETAIL: f32 = style::TABLE_TEXT * 0.8;
/// The latest answer: very large, but a whole raid answer must fit on two lines.
const ANSWER: f32 = style::TABLE_ANSWER * 0.62;

/// The public marks of the board: scenes (method, Evidence, solved by whom), watches and the
/// locations a watch may go. The console draws them too, under its private marks.
pub fn public_marks(game: &PublicView) -> Marks {
    Marks {
        scenes: game.scenes.iter().map(scene_mark).collect(),
        watches: game.watches.clone(),
        // Once the game is over no watch goes anywhere.
        eligible_watches: if game.phase == Phase::Play {
            game.eligible_watches.clone()
        } else {
            Vec::new()
        },
        residences: game.residences.iter().map(|r| (r.killer, r.loc)).collect(),
        ..Marks::default()
    }
}

fn scene_mark(scene: &PublicScene) -> SceneMark {
    SceneMark {
        loc: scene.loc,
        label: short_scene(scene),
        solved_by: match scene.solved_by {
            Some(Culprit::Killer(killer)) => Some(killer),
            _ => None,
        },
        random: scene.solved_by == Some(Culprit::Random),
    }
}

/// "sta I B✓": the method's first letters, each Evidence tile's initial, ✓ once verified.
fn short_scene(scene: &PublicScene) -> String {
    let method: String = scene
        .method
        .as_deref()
        .unwrap_or("")
        .chars()
        .take(3)
        .collect();
    format!("{method} {}", evidence_tiles(scene))
        .trim()
        .to_string()
}

/// "I B✓": each Evidence tile's initial, ✓ once verified.
pub fn evidence_tiles(scene: &PublicScene) -> String {
    let tiles: Vec<String> = scene
        .evidence
        .iter()
        .map(|tile| {
            let initial = tile
                .kind
                .word()
                .chars()
                .next()
                .unwrap_or('?')
                .to_ascii_uppercase();
            if tile.verified {
                format!("{initial}✓")
            } else {
                initial.to_string()
            }
        })
        .collect();
    tiles.join(" ")
}

/// A Killer's public line: letter, name, method, status, Spook meter and case file.
pub fn killer_line(
    killer: Killer,
    method: Option<&str>,
    status: Status,
    spook: u8,
    case_file: u32,
) -> String {
    format!(
        "{} {} · {} · {} · Spook {spook}/3 · case file {case_file}",
        board::letter(killer),
        killer.name(),
        method.unwrap_or("no method yet"),
        status_words(status),
    )
}

fn status_words(status: Status) -> &'static str {
    match status {
        Status::Free => "free",
        Status::Arrested => "ARRESTED",
        Status::Incarcerated => "in prison",
        Status::Escaped => "escaped",
    }
}

/// A meter as filled and empty blocks with the number, so it reads without colour.
fn meter(filled: u8, length: u8) -> String {
    let filled = filled.min(length);
    format!(
        "{}{}",
        "■".repeat(usize::from(filled)),
        "□".repeat(usize::from(length - filled))
    )
}

/// Every scene's plate, newest first, beside the board: where scenes crowd, the board folds
/// their plates into a count ("+10") that only a mouse could open, and nobody at the table
/// holds the mouse.
fn scene_list<'a, Message: 'a>(game: &'a PublicView) -> Element<'a, Message> {
    if game.scenes.is_empty() {
        return column![].into();
    }
    let plates = game.scenes.iter().rev().map(|scene| {
        container(text(scene_mark(scene).table_plate()).size(DETAIL * 0.9))
            .padding([0, 6])
            .style(style::plate)
            .into()
    });
    column![
        text(format!(
            "Crime scenes ({}), newest first",
            game.scenes.len()
        ))
        .size(DETAIL * 0.9)
        .font(style::BOLD),
        iced::widget::Row::with_children(plates).spacing(6).wrap(),
    ]
    .spacing(4)
    .into()
}

/// The Crimewave table screen, the board over its `photo` when it has one.
pub fn view<'a, Message: Clone + 'a>(
    game: &'a PublicView,
    photo: Option<&'a Photo>,
    news: Option<&'a News>,
) -> Element<'a, Message> {
    let Some(map) = game.board.as_deref() else {
        return text("Crimewave: California — the board is being chosen on the console.")
            .size(style::TABLE_TEXT)
            .into();
    };
    let headline = match game.phase {
        Phase::Setup if news.is_some() => "Setup: place what Alibi announces".to_string(),
        Phase::Setup => "Setup: the Killers are getting ready".to_string(),
        Phase::Play => game
            .latest_answer
            .clone()
            .unwrap_or_else(|| "The hunt is on".into()),
        Phase::Ended(Winner::Killers) => "PANIC: the Killers win".into(),
        Phase::Ended(Winner::Investigators) => {
            "All three Killers in prison: the Investigators win".into()
        }
    };
    let panic = text(format!(
        "Public Panic {}/{}  {}",
        game.panic,
        game.panic_max,
        meter(game.panic, game.panic_max)
    ))
    .size(style::TABLE_TEXT)
    .font(style::BOLD);
    let victims = text(format!(
        "Victim Counter {}/{}  {}",
        game.victim_counter,
        game.victim_counter_length,
        meter(game.victim_counter, game.victim_counter_length)
    ))
    .size(DETAIL);
    let killers = column(game.killers.iter().map(|k| {
        let mut line = killer_line(
            k.killer,
            k.method.as_deref(),
            k.status,
            k.spook,
            k.case_file,
        );
        if k.must_relocate {
            line.push_str(" · MUST MOVE");
        }
        text(line).size(DETAIL * 0.9).into()
    }))
    .spacing(4);
    let raids: Vec<String> = game
        .investigators
        .iter()
        .map(|i| format!("{} {}", i.name, i.raids))
        .collect();
    let mut prompts = column![].spacing(4);
    if let (Some(accused), Some(prosecutor)) = (game.on_trial, game.prosecutor.as_deref()) {
        prompts = prompts.push(
            text(format!(
                "ON TRIAL: {}, prosecuted by {prosecutor}",
                accused.name()
            ))
            .size(DETAIL)
            .font(style::BOLD),
        );
    }
    let playing = game.phase == Phase::Play;
    if playing && game.panic_rose && !game.owes_next_raid.is_empty() {
        prompts = prompts.push(
            text(format!(
                "Public Panic rose: {} owe{} the next raid",
                game.owes_next_raid.join(" or "),
                if game.owes_next_raid.len() == 1 {
                    "s"
                } else {
                    ""
                }
            ))
            .size(DETAIL)
            .font(style::BOLD),
        );
    }
    if playing && !game.eligible_watches.is_empty() {
        let places: Vec<String> = game
            .eligible_watches
            .iter()
            .map(|l| l.to_string())
            .collect();
        prompts = prompts.push(
            text(format!(
                "A Neighborhood Watch may go at: {} (dashed rings)",
                places.join(", ")
            ))
            .size(DETAIL),
        );
    }
    if game.revealed {
        prompts = prompts.push(
            text("Every Killer was trapped: all residences are shown (house marks)")
                .size(DETAIL)
                .font(style::BOLD),
        );
    }
    let scenes = scene_list(game);
    let earlier = game.log.iter().rev().skip(1);
    let mut log = column![].spacing(2);
    if game.log.len() > 1 {
        log = log.push(
            text("Earlier answers, newest first")
                .size(DETAIL * 0.9)
                .font(style::BOLD),
        );
    }
    let log = log.extend(earlier.map(|line| text(line.as_str()).size(DETAIL * 0.9).into()));
    let board_name = board::honest_name(
        game.board_name.as_deref().unwrap_or(""),
        game.stand_in_board,
    );
    let legend = text(
        "◆ crime scene; its plate: ? unsolved (R G B solved by that Killer, Y random), method, Evidence I B F W (✓ verified) · □ W Neighborhood Watch · dashed ring: a watch may go here",
    )
    .size(style::BODY);
    let side = column![]
        // Alibi's instruction comes first: it is what the table must do now.
        .push(news.map(super::news))
        .push(
            column![
                text(headline).size(ANSWER).font(style::BOLD),
                panic,
                victims,
                killers,
                // Before the Investigators are named there is no one to count raids for.
                text(if raids.is_empty() {
                    String::new()
                } else {
                    format!("Raids: {}", raids.join(" · "))
                })
                .size(DETAIL),
                prompts,
                // The legend stays in view; on a small window the scenes and the log are cut short.
                scrollable(column![scenes, log].spacing(10))
                    .spacing(6)
                    .height(Fill),
                legend,
                text(board_name).size(style::BODY),
            ]
            .spacing(10),
        )
        .spacing(10)
        .width(FillPortion(11));
    // The board takes the whole height (its shape is tall): every mark and label on it is
    // sized from that height, so a bigger window gives a more legible board.
    container(
        row![
            container(board::view::<Message>(
                map,
                public_marks(game),
                Look::Table,
                photo,
                None
            ))
            .width(FillPortion(10)),
            side,
        ]
        .spacing(16),
    )
    .padding(12)
    .into()
}
