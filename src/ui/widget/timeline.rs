//! The recap's timeline chart: one strip per measure over the rounds (a line for a meter, bars
//! for a count per round), the key moments marked with a letter above the strips and a faint
//! line down through them, and the round numbers along the bottom.
//!
//! Each strip has its own scale (Public Panic runs to 10, a Spook meter to 3), so strips are
//! stacked rather than drawn over each other; every strip is named, so colour is never the
//! only thing that tells them apart.

use crate::rules::recap::{Shape, Story};
use iced::widget::canvas::{self, Canvas, Frame, Geometry, LineDash, Path, Stroke, Text};
use iced::{Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, mouse};

/// Room for the strips' names on the left.
const NAMES: f32 = 190.0;
/// Room for each strip's top value on the right.
const TOPS: f32 = 36.0;
/// The band of moment marks above the strips: room for `STACK` marks and the "+n" under
/// them, clear of the first strip's labels.
const MARKS: f32 = MARK + 2.0 + (STACK as f32 + 0.5) * MARK * 2.0 + 6.0;
/// The round numbers below the strips.
const AXIS: f32 = 26.0;
/// A moment mark's radius.
const MARK: f32 = 8.0;
/// Marks stacked in one round before the rest become "+n".
const STACK: usize = 3;

/// The chart of a story, filling the space it is given.
pub fn timeline<'a, M: 'a>(story: &'a Story) -> Element<'a, M> {
    Canvas::new(Timeline { story })
        .width(Fill)
        .height(Fill)
        .into()
}

struct Timeline<'a> {
    story: &'a Story,
}

impl<M> canvas::Program<M> for Timeline<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        draw(&mut frame, self.story, theme, bounds.size());
        vec![frame.into_geometry()]
    }
}

/// Where round `round` sits across the plot.
fn round_x(round: usize, rounds: usize, width: f32) -> f32 {
    let plot = (width - NAMES - TOPS).max(1.0);
    NAMES + (round as f32 + 0.5) * plot / (rounds + 1) as f32
}

fn draw(frame: &mut Frame, story: &Story, theme: &Theme, size: Size) {
    let palette = theme.extended_palette();
    let ink = palette.background.base.text;
    let faint = palette.background.strong.color;
    let accent = palette.primary.strong.color;
    let danger = palette.danger.base.color;
    let rounds = story.rounds();
    let strips = story.strips.len().max(1);
    let strip_height = ((size.height - MARKS - AXIS) / strips as f32).max(8.0);
    let plot_right = size.width - TOPS;
    let x = |round| round_x(round, rounds, size.width);

    // The moments: a letter in a ring above the strips, a faint line down through them.
    let mut per_round = vec![0usize; rounds + 1];
    for moment in &story.moments {
        let round = moment.round.min(rounds);
        let stacked = per_round[round];
        per_round[round] += 1;
        let at = Point::new(
            x(round),
            MARK + 2.0 + stacked.min(STACK) as f32 * (MARK * 2.0),
        );
        if stacked == 0 {
            frame.stroke(
                &Path::line(
                    Point::new(at.x, MARKS - 4.0),
                    Point::new(at.x, MARKS + strip_height * strips as f32),
                ),
                Stroke {
                    line_dash: LineDash {
                        segments: &[4.0, 4.0],
                        offset: 0,
                    },
                    ..Stroke::default().with_width(1.0).with_color(faint)
                },
            );
        }
        if stacked > STACK {
            continue;
        }
        let label = if stacked == STACK {
            format!(
                "+{}",
                story
                    .moments
                    .iter()
                    .filter(|m| m.round.min(rounds) == round)
                    .count()
                    - STACK
            )
        } else {
            moment.kind.mark().now()
        };
        if stacked < STACK {
            frame.fill(&Path::circle(at, MARK), danger);
        }
        frame.fill_text(Text {
            content: label,
            position: at,
            color: if stacked < STACK { Color::WHITE } else { ink },
            size: 11.0.into(),
            font: super::super::style::BOLD,
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Center,
            ..Text::default()
        });
    }

    for (i, strip) in story.strips.iter().enumerate() {
        let top = MARKS + i as f32 * strip_height;
        let bottom = top + strip_height - 6.0;
        // A gap under the strip above, so a full strip doesn't touch its baseline.
        let y =
            |value: u32| bottom - (bottom - top - 14.0) * value as f32 / strip.top.max(1) as f32;
        frame.stroke(
            &Path::line(Point::new(NAMES, bottom), Point::new(plot_right, bottom)),
            Stroke::default().with_width(1.0).with_color(faint),
        );
        frame.fill_text(Text {
            content: strip.name.now(),
            position: Point::new(8.0, (top + bottom) / 2.0),
            color: ink,
            size: 13.0.into(),
            align_y: iced::alignment::Vertical::Center,
            ..Text::default()
        });
        frame.fill_text(Text {
            content: strip.top.to_string(),
            position: Point::new(plot_right + 6.0, top + 2.0),
            color: faint,
            size: 11.0.into(),
            ..Text::default()
        });
        // The value where the story ends, beside its last point: no need to read it off the scale.
        if let (Shape::Line, Some(&last)) = (strip.shape, strip.values.last()) {
            frame.fill_text(Text {
                content: last.to_string(),
                position: Point::new(x(strip.values.len() - 1) + 8.0, y(last)),
                color: ink,
                size: 12.0.into(),
                font: super::super::style::BOLD,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
        }
        match strip.shape {
            Shape::Line => {
                let line = Path::new(|path| {
                    for (round, &value) in strip.values.iter().enumerate() {
                        let p = Point::new(x(round), y(value));
                        if round == 0 {
                            path.move_to(p);
                        } else {
                            path.line_to(p);
                        }
                    }
                });
                frame.stroke(&line, Stroke::default().with_width(2.0).with_color(accent));
                for (round, &value) in strip.values.iter().enumerate() {
                    frame.fill(&Path::circle(Point::new(x(round), y(value)), 2.5), accent);
                }
            }
            Shape::Bars => {
                for (round, &value) in strip.values.iter().enumerate().filter(|(_, v)| **v > 0) {
                    frame.fill_text(Text {
                        content: value.to_string(),
                        position: Point::new(x(round), y(value) - 2.0),
                        color: ink,
                        size: 11.0.into(),
                        align_x: iced::widget::text::Alignment::Center,
                        align_y: iced::alignment::Vertical::Bottom,
                        ..Text::default()
                    });
                }
                let width = ((plot_right - NAMES) / (rounds + 1) as f32 * 0.5).clamp(2.0, 28.0);
                for (round, &value) in strip.values.iter().enumerate().filter(|(_, v)| **v > 0) {
                    let top_left = Point::new(x(round) - width / 2.0, y(value));
                    frame.fill_rectangle(top_left, Size::new(width, bottom - top_left.y), accent);
                }
            }
        }
    }

    let axis = MARKS + strip_height * strips as f32 + 4.0;
    frame.fill_text(Text {
        content: crate::t!("recap-axis-round"),
        position: Point::new(8.0, axis),
        color: ink,
        size: 12.0.into(),
        ..Text::default()
    });
    // Every round numbered while they fit; every fifth once they crowd.
    let every = if rounds > 25 { 5 } else { 1 };
    for round in (0..=rounds).filter(|r| r % every == 0) {
        frame.fill_text(Text {
            content: if round == 0 {
                crate::t!("recap-axis-start")
            } else {
                round.to_string()
            },
            position: Point::new(x(round), axis),
            color: ink,
            size: 12.0.into(),
            align_x: iced::widget::text::Alignment::Center,
            ..Text::default()
        });
    }
}
