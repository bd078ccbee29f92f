//! Crimewave: California on the table screen: Public Panic, the Victim Counter, the Spook
//! meters, each Killer's method, status and case file, raid counts and who owes the next
//! raid, the board with its public marks, the latest answer very large, the public log.
//!
//! Built from the engine's `PublicView` alone. Every colour comes with a word or a letter.

use crate::i18n::Msg;
use crate::plays::News;
use crate::rules::crimewave::{Culprit, Killer, Phase, PublicScene, PublicView, Status, Winner};
use crate::rules::crimewave::{method_msg, method_tag};
use crate::ui::style;
use crate::ui::widget::board::{self, Look, Marks, Photo, SceneMark};
use crate::ui::widget::measure;
use crate::{msg, t};
use iced::widget::{column, container, row, scrollable, text};
use iced::{Element, Fill, FillPortion};

/// Details on the table: smaller than headlines, still readable across a room.
const DETAIL: f32 = style::TABLE_TEXT * 0.8;
/// The latest answer: very large, but a whole raid answer must fit on two lines.
const ANSWER: f32 = style::TABLE_ANSWER * 0.62;

/// The headline's size: `ANSWER`, or smaller for a long one (a raid answer in a language of
/// long words), so that it still takes at most two lines of `room` and leaves the rest of
/// the column its room. Measured with the window's own fonts: a guess from the letters'
/// count once let a German answer take three lines.
fn headline_size(headline: &str, room: f32) -> f32 {
    // Two lines, less what wrapping between words wastes at a line's end.
    let two_lines = 2.0 * room * 0.85;
    let size = measure::size_for_line(headline, ANSWER, ANSWER * 0.5, style::BOLD, two_lines);
    // Every word must fit a line of its own, too.
    size.min(measure::size_for_words(
        headline,
        ANSWER,
        ANSWER * 0.5,
        style::BOLD,
        room,
    ))
}

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

/// "sta I B✓": the method's tag, each Evidence tile's initial, ✓ once verified.
fn short_scene(scene: &PublicScene) -> String {
    let method = scene
        .method
        .as_deref()
        .map(|m| method_tag(m).now())
        .unwrap_or_default();
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
            let initial = tile.kind.initial().now();
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
    t!(
        "crimewave-killer-line",
        letter = board::letter(killer),
        killer = killer.msg(),
        method = method.map_or_else(|| msg!("crimewave-no-method"), method_msg),
        status = status.msg(),
        spook = spook,
        case_file = case_file,
    )
}

/// Names joined with "or" in the screens' language ("Ann or Ben").
pub fn or_list(names: &[String]) -> Msg {
    let mut names = names.iter();
    let first = Msg::raw(names.next().cloned().unwrap_or_default());
    names.fold(first, |list, name| {
        msg!("crimewave-or", first = list, second = name.as_str())
    })
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
        text(t!("crimewave-table-scenes", count = game.scenes.len()))
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
        return text(t!("crimewave-table-choosing"))
            .size(style::TABLE_TEXT)
            .into();
    };
    let headline = match game.phase {
        // Alibi plays the Killers (its seats are named): it sets them up.
        Phase::Setup if news.is_some_and(|n| !n.seats.is_empty()) => t!("together-table-setup"),
        Phase::Setup => t!("crimewave-table-setup"),
        Phase::Play => game
            .latest_answer
            .as_ref()
            .map_or_else(|| t!("crimewave-table-hunt"), Msg::now),
        Phase::Ended(Winner::Killers) => t!("crimewave-table-killers-win"),
        Phase::Ended(Winner::Investigators) => t!("crimewave-table-investigators-win"),
    };
    let panic = text(t!(
        "crimewave-table-panic",
        panic = game.panic,
        max = game.panic_max,
        meter = meter(game.panic, game.panic_max)
    ))
    .size(style::TABLE_TEXT)
    .font(style::BOLD);
    let victims = text(t!(
        "crimewave-table-victims",
        victims = game.victim_counter,
        length = game.victim_counter_length,
        meter = meter(game.victim_counter, game.victim_counter_length)
    ))
    .size(DETAIL);
    let lines: Vec<String> = game
        .killers
        .iter()
        .map(|k| {
            let line = killer_line(
                k.killer,
                k.method.as_deref(),
                k.status,
                k.spook,
                k.case_file,
            );
            if k.must_relocate {
                t!("crimewave-table-must-move", line = line)
            } else {
                line
            }
        })
        .collect();
    // A Killer's line reads on one line: in a language of long words it is set smaller
    // rather than wrapped (three wrapped lines would take the lists' room).
    let killers = measure::one_line_each(lines, DETAIL * 0.9, DETAIL * 0.6, style::FONT, 4.0);
    let raids: Vec<String> = game
        .investigators
        .iter()
        .map(|i| {
            t!(
                "crimewave-table-raids-of",
                name = i.name.as_str(),
                raids = i.raids
            )
        })
        .collect();
    let mut prompts = column![].spacing(4);
    if let (Some(accused), Some(prosecutor)) = (game.on_trial, game.prosecutor.as_deref()) {
        prompts = prompts.push(
            text(t!(
                "crimewave-table-on-trial",
                killer = accused.msg(),
                prosecutor = prosecutor
            ))
            .size(DETAIL)
            .font(style::BOLD),
        );
    }
    let playing = game.phase == Phase::Play;
    if playing && game.panic_rose && !game.owes_next_raid.is_empty() {
        prompts = prompts.push(
            text(t!(
                "crimewave-table-owes-raid",
                names = or_list(&game.owes_next_raid),
                count = game.owes_next_raid.len()
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
            text(t!(
                "crimewave-table-watch-may-go",
                places = places.join(", ")
            ))
            .size(DETAIL),
        );
    }
    if game.revealed {
        prompts = prompts.push(
            text(t!("crimewave-table-revealed"))
                .size(DETAIL)
                .font(style::BOLD),
        );
    }
    let scenes = scene_list(game);
    let earlier = game.log.iter().rev().skip(1);
    let mut log = column![].spacing(2);
    if game.log.len() > 1 {
        log = log.push(
            text(t!("crimewave-table-earlier"))
                .size(DETAIL * 0.9)
                .font(style::BOLD),
        );
    }
    let log = log.extend(earlier.map(|line| text(line.now()).size(DETAIL * 0.9).into()));
    let board_name = board::honest_name(
        game.board_name.as_deref().unwrap_or(""),
        game.stand_in_board,
    );
    // Public Panic, the Victim Counter, the Killers' lines and the raids come first and always
    // stay in view. Below them what the table must do now: while Alibi's instruction (or what
    // the rules changed) is up it takes the room of the lists, the legend and, at setup and
    // before any answer, of the headline (which then only says to follow Alibi), and scrolls
    // with the prompts (a trial, who owes the next raid) if it is long; otherwise the headline, the prompts, then the answers beside the scenes,
    // each list scrolling in its half, so a long list is never cut and never pushes the
    // meters out.
    let announcing = news.is_some_and(|n| n.thinking || n.announcement.is_some());
    let quiet = announcing
        && (game.phase == Phase::Setup
            || (game.phase == Phase::Play && game.latest_answer.is_none()));
    let legend = (!announcing).then(|| text(t!("crimewave-table-legend")).size(style::BODY));
    let headline = (!quiet).then(|| {
        iced::widget::responsive(move |room| {
            let size = headline_size(&headline, room.width);
            text(headline.clone()).size(size).font(style::BOLD).into()
        })
        .height(iced::Length::Shrink)
    });
    // Before the Investigators are named there is no one to count raids for; five of them
    // still take one line.
    let raids = measure::one_line_each(
        if raids.is_empty() {
            Vec::new()
        } else {
            vec![t!("crimewave-table-raids", raids = raids.join(" · "))]
        },
        DETAIL,
        DETAIL * 0.7,
        style::FONT,
        0.0,
    );
    let meters = column![panic, victims, killers, raids].spacing(6);
    let now: Element<'a, Message> = if announcing {
        scrollable(
            column![]
                .push(news.map(super::news))
                .push(headline)
                .push(prompts)
                .spacing(10),
        )
        .spacing(6)
        .height(Fill)
        .into()
    } else {
        column![]
            .push(news.map(super::news))
            .push(headline)
            .push(prompts)
            .push(
                row![
                    scrollable(log).spacing(6).width(Fill).height(Fill),
                    scrollable(scenes).spacing(6).width(Fill).height(Fill),
                ]
                .spacing(12)
                .height(Fill),
            )
            .spacing(10)
            .height(Fill)
            .into()
    };
    let side = column![meters, now]
        .push(legend)
        .push(text(board_name).size(style::BODY))
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
