//! Keystone Crimewave on the table screen: the last roll's pairing (which die was kept and
//! why), its result from the crooks' table, the Caper and Enforcement points against the
//! target, the Master Plan with the Focus task, and every crook's board.

use crate::i18n::Msg;
use crate::rules::keystone::{Character, DieColour, KeptBecause, KeystoneView, Pair, Stage};
use crate::t;
use crate::ui::style;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Border, Center, Color, Element, Fill, Theme};

/// The Keystone Crimewave table screen.
pub fn view<'a, Message: 'a>(game: &'a KeystoneView) -> Element<'a, Message> {
    let headline = headline(game);
    let last_roll: Element<'a, Message> = match &game.last_roll {
        Some(roll) => {
            let who = game
                .crooks
                .get(roll.character)
                .map_or("?", |c| c.name.as_str());
            column![
                text(t!(
                    "keystone-rolled",
                    crook = who,
                    intent = roll.intent.msg()
                ))
                .size(style::TABLE_TEXT)
                .font(style::BOLD),
                pairing(&roll.resolution.pairs, style::TABLE_TEXT * 0.9),
                text(roll.resolution.row.words().now())
                    .size(style::TABLE_TEXT * 1.2)
                    .font(style::BOLD),
                text(said(&roll.effects, "\n")).size(style::TABLE_TEXT * 0.6),
            ]
            .spacing(10)
            .into()
        }
        None => text(t!("keystone-no-roll-yet"))
            .size(style::TABLE_TEXT)
            .into(),
    };
    let phases = column((0..game.plan.phases.len()).map(|i| {
        let (line, focus) = phase_line(game, i);
        text(line)
            .size(style::TABLE_TEXT * 0.7)
            .font(if focus { style::BOLD } else { style::FONT })
            .into()
    }))
    .spacing(4);
    let crooks = column(
        game.crooks
            .iter()
            .map(|c| crook_board(c, style::TABLE_TEXT * 0.6)),
    )
    .spacing(8);
    let house = column(
        game.house_rules
            .iter()
            .map(|rule| text(rule.now()).size(style::BODY - 3.0).into()),
    )
    .spacing(2);
    container(
        column![
            text(headline)
                .size(style::TABLE_TEXT * 1.1)
                .font(style::BOLD),
            row![
                points(t!("keystone-caper-points"), game.caper_points.to_string()),
                points(
                    t!("keystone-enforcement-points"),
                    format!("{} / {}", game.enforcement_points, game.enforcement_target)
                ),
            ]
            .spacing(40),
            row![
                container(last_roll).width(iced::FillPortion(3)),
                scrollable(
                    column![
                        text(t!("keystone-master-plan"))
                            .size(style::TABLE_TEXT * 0.8)
                            .font(style::BOLD),
                        phases,
                        crooks,
                        // Beside the roll, not under it: a result on two lines (a language
                        // of long words) keeps its effects in view.
                        house,
                    ]
                    .spacing(12)
                )
                .width(iced::FillPortion(2))
                .height(Fill),
            ]
            .spacing(30)
            .height(Fill),
        ]
        .spacing(16),
    )
    .padding(30)
    .into()
}

/// One phase of the Master Plan in words, marked DONE or FOCUS, and whether it is the Focus
/// task: shared by the console and the table.
pub fn phase_line(game: &KeystoneView, i: usize) -> (String, bool) {
    let Some(phase) = game.plan.phases.get(i) else {
        return (String::new(), false);
    };
    let crook = game
        .crooks
        .get(phase.crook)
        .map_or("?", |c| c.name.as_str());
    let focus = !phase.done && game.focus.as_ref().is_some_and(|f| f.phase == i + 1);
    let mark = match (phase.done, focus) {
        (true, _) => "done",
        (false, true) => "focus",
        (false, false) => "open",
    };
    let line = t!(
        "keystone-phase-line",
        mark = mark,
        phase = i + 1,
        task = phase.task.as_str(),
        crook = crook
    );
    (line, focus)
}

/// Where the caper stands, in one line: shared by the console and the table.
pub fn headline(game: &KeystoneView) -> String {
    match game.stage {
        Stage::Setup => t!("keystone-table-waiting"),
        Stage::Planning => match &game.next_planning {
            Some((planner, commenter)) => t!(
                "keystone-headline-planning",
                caper = game.plan.caper.as_str(),
                phase = game.plan.phases.len() + 1,
                planner = planner.as_str(),
                commenter = commenter.as_str()
            ),
            None => t!("keystone-headline-choosing"),
        },
        Stage::Play => match &game.focus {
            Some(focus) => t!(
                "keystone-headline-focus",
                round = game.round,
                phase = focus.phase,
                task = focus.task.as_str(),
                crook = focus.crook.as_str(),
                achieved = if focus.done { "yes" } else { "no" }
            ),
            None => t!("keystone-headline-round", round = game.round),
        },
        Stage::Over(ending) => ending.words().now(),
    }
}

fn points<'a, Message: 'a>(label: String, value: String) -> Element<'a, Message> {
    column![
        text(label).size(style::TABLE_TEXT * 0.8),
        text(value).size(style::TABLE_ANSWER).font(style::BOLD),
    ]
    .align_x(Center)
    .width(Fill)
    .into()
}

/// Messages said now, joined with `separator`: a roll's effects, shared by the console and
/// the table.
pub fn said(messages: &[Msg], separator: &str) -> String {
    messages
        .iter()
        .map(Msg::now)
        .collect::<Vec<_>>()
        .join(separator)
}

/// One crook's board: hassle, Traits (locked while their trigger is active) and the tokens
/// waiting for later turns. Shared by the console and the table.
pub fn crook_board<'a, Message: 'a>(crook: &Character, size: f32) -> Element<'a, Message> {
    let mut lines = vec![if crook.hassled {
        t!("keystone-board-hassled", crook = crook.name.as_str())
    } else {
        crook.name.clone()
    }];
    for tr in &crook.traits {
        let id = if tr.trigger_active {
            "keystone-board-trait-locked"
        } else {
            "keystone-board-trait"
        };
        let line = Msg::new(id)
            .arg("trait_name", tr.sheet.name.as_str())
            .arg("bonus", tr.sheet.bonus_tokens)
            .arg("trigger", tr.sheet.trigger.as_str())
            .now();
        lines.push(format!("  {line}"));
    }
    let waiting = [
        (crook.hassle_next_turn, "keystone-tokens-hassle-next-turn"),
        (crook.hassle_next_focus, "keystone-tokens-hassle-next-focus"),
        (crook.trait_next_focus, "keystone-tokens-trait-next-focus"),
        (crook.trait_from_assist, "keystone-tokens-trait-from-assist"),
    ];
    let tokens: Vec<String> = waiting
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, id)| Msg::new(*id).arg("count", *n).now())
        .collect();
    if !tokens.is_empty() {
        lines.push(format!(
            "  {}",
            t!("keystone-board-tokens", tokens = tokens.join(", "))
        ));
    }
    text(lines.join("\n")).size(size).into()
}

/// The three pairs side by side, highest first: each die as rolled, its tokens, its value
/// after tokens, and which die the pair kept and why. Shared by the console's preview and the
/// table. The kept die is framed and says KEPT, so colour is never the only sign.
pub fn pairing<'a, Message: 'a>(pairs: &[Pair; 3], size: f32) -> Element<'a, Message> {
    row(pairs.iter().map(|pair| {
        let why = match pair.because {
            KeptBecause::WhiteHigher => t!("keystone-kept-white-higher"),
            KeptBecause::BlackHigher => t!("keystone-kept-black-higher"),
            KeptBecause::TieGoesToBlack => t!("keystone-kept-tie"),
        };
        column![
            text(t!("keystone-pair", rank = pair.rank)).size(size * 0.6),
            row![
                die(
                    DieColour::White,
                    pair.white_rolled,
                    pair.white_tokens,
                    pair.white,
                    pair.kept == DieColour::White,
                    size
                ),
                die(
                    DieColour::Black,
                    pair.black_rolled,
                    pair.black_tokens,
                    pair.black,
                    pair.kept == DieColour::Black,
                    size
                ),
            ]
            .spacing(8),
            text(why).size(size * 0.6),
        ]
        .spacing(4)
        .align_x(Center)
        .width(Fill)
        .into()
    }))
    .spacing(16)
    .into()
}

fn die<'a, Message: 'a>(
    colour: DieColour,
    rolled: u8,
    tokens: u8,
    value: u8,
    kept: bool,
    size: f32,
) -> Element<'a, Message> {
    let name = match colour {
        DieColour::White => t!("keystone-die-white"),
        DieColour::Black => t!("keystone-die-black"),
    };
    let sum = if tokens > 0 {
        t!("keystone-die-rolled", rolled = rolled, tokens = tokens)
    } else {
        String::new()
    };
    let (face, ink) = match colour {
        DieColour::White => (Color::WHITE, Color::BLACK),
        DieColour::Black => (Color::BLACK, Color::WHITE),
    };
    container(
        column![
            text(name).size(size * 0.5).color(ink),
            text(value.to_string())
                .size(size * 1.6)
                .font(style::BOLD)
                .color(ink),
            text(sum).size(size * 0.5).color(ink),
            text(if kept {
                t!("keystone-die-kept")
            } else {
                String::new()
            })
            .size(size * 0.5)
            .font(style::BOLD)
            .color(ink),
        ]
        .align_x(Center),
    )
    .padding(8)
    .width(size * 4.0)
    .style(move |theme: &Theme| {
        let palette = theme.extended_palette();
        container::Style {
            background: Some(face.into()),
            border: Border {
                radius: 8.0.into(),
                width: if kept { 5.0 } else { 1.0 },
                color: if kept {
                    palette.primary.strong.color
                } else {
                    palette.background.strong.color
                },
            },
            ..container::Style::default()
        }
    })
    .into()
}
