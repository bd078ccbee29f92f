//! The labels on the board: every scene's and watch's plate placed where it hides the
//! least, with a line back when it had to move away, and crowds folded into one "+N".

use super::fit::Fit;
use super::{BoardCanvas, Look, scene_colour, write};
use crate::rules::crimewave::Loc;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::alignment::Vertical;
use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Point, Rectangle, Size};

impl<M> BoardCanvas<'_, M> {
    /// Every scene's label and every watch's W, each on a plate, placed one by one where it
    /// covers no location and no earlier label; a label pushed away from its location gets a
    /// line back to it. Where the board is too crowded for that, the labels of a crowd are
    /// folded into one "+N" plate, and pointing at one of its locations shows its label. On
    /// the table, where nobody points and nothing is clicked, a label may cover a location's
    /// dot or number: only covering another scene or watch folds it.
    pub(super) fn draw_labels(
        &self,
        frame: &mut Frame,
        fit: Fit,
        (ink, paper): (Color, Color),
        hovered: Option<Loc>,
    ) {
        let mut labels: Vec<(Loc, String, Color)> = self
            .marks
            .scenes
            .iter()
            .map(|scene| {
                // On the table the number too: with a line back from far away, the plate still
                // says where (the console numbers every location anyway).
                let text = match self.look {
                    Look::Table => scene.table_plate(),
                    Look::Console => format!("{} {}", scene.tag(), scene.label)
                        .trim()
                        .to_string(),
                };
                (scene.loc, text, scene_colour(scene, ink))
            })
            .collect();
        labels.extend(
            self.marks
                .watches
                .iter()
                .map(|&loc| (loc, format!("{loc} W"), ink)),
        );
        // What a plate should not hide, and how much hiding it costs: a scene or watch most,
        // a numbered location less, a bare dot little.
        let obstacles: Vec<(Point, f32, usize)> = self
            .board
            .nodes()
            .iter()
            .map(|n| {
                let p = fit.to_canvas(n.x, n.y);
                if self.marks.marked(n.id) {
                    (p, fit.node * 1.6, MARK_COST)
                } else if self.numbered(n.id, None) {
                    (p, fit.node, 3)
                } else {
                    (p, fit.dot, 1)
                }
            })
            .collect();
        let area = Rectangle::new(Point::ORIGIN, frame.size());
        let mut placed: Vec<Rectangle> = Vec::new();
        let size_of = |content: &str| {
            Size::new(
                measure::width(content, fit.text, style::BOLD) + fit.text * 0.5,
                fit.text * 1.35,
            )
        };
        // What a label may cover rather than fold: nothing on the console (its numbers are
        // clicked), a location's dot or number on the table.
        let may_hide = match self.look {
            Look::Console => 0,
            Look::Table => MARK_COST - 1,
        };
        // Crowds of labels that found no clean spot: (their marks' centres, how many).
        let mut crowds: Vec<(Vec<Point>, usize)> = Vec::new();
        let mut pointed: Option<(Point, String, Color)> = None;
        for (loc, content, border) in labels {
            let Some(p) = self.centre(fit, loc) else {
                continue;
            };
            let size = size_of(&content);
            let Some((plate, far, hides)) =
                place(p, size, fit.node * 1.6, area, &placed, &obstacles)
            else {
                continue;
            };
            if hides > may_hide {
                if hovered == Some(loc) {
                    pointed = Some((p, content, border));
                }
                let near = fit.node * 8.0;
                match crowds
                    .iter_mut()
                    .find(|(centres, _)| centres.iter().any(|c| c.distance(p) < near))
                {
                    Some((centres, n)) => {
                        centres.push(p);
                        *n += 1;
                    }
                    None => crowds.push((vec![p], 1)),
                }
                continue;
            }
            self.plate(
                frame,
                fit,
                (plate, content, border),
                (ink, paper),
                far.then_some(p),
            );
            placed.push(plate);
        }
        for (centres, count) in crowds {
            let n = centres.len() as f32;
            let middle = centres.iter().fold(Point::ORIGIN, |m, c| {
                Point::new(m.x + c.x / n, m.y + c.y / n)
            });
            let content = format!("+{count}");
            let plate = place(
                middle,
                size_of(&content),
                fit.node * 2.5,
                area,
                &placed,
                &obstacles,
            )
            .map(|(plate, _, _)| plate);
            if let Some(plate) = plate {
                self.plate(frame, fit, (plate, content, ink), (ink, paper), None);
                placed.push(plate);
            }
        }
        // The label pointed at, on top of everything.
        if let Some((p, content, border)) = pointed
            && let Some((plate, _, _)) = place(p, size_of(&content), fit.node * 1.6, area, &[], &[])
        {
            self.plate(frame, fit, (plate, content, border), (ink, paper), Some(p));
        }
    }

    /// One label's plate, with a line back to its mark at `from` if given.
    fn plate(
        &self,
        frame: &mut Frame,
        fit: Fit,
        (plate, content, border): (Rectangle, String, Color),
        (ink, paper): (Color, Color),
        from: Option<Point>,
    ) {
        if let Some(p) = from {
            let nearest = Point::new(
                p.x.clamp(plate.x, plate.x + plate.width),
                p.y.clamp(plate.y, plate.y + plate.height),
            );
            frame.stroke(
                &Path::line(p, nearest),
                Stroke::default().with_width(2.0).with_color(border),
            );
        }
        frame.fill(&Path::rectangle(plate.position(), plate.size()), paper);
        frame.stroke(
            &Path::rectangle(plate.position(), plate.size()),
            Stroke::default().with_width(2.5).with_color(border),
        );
        write(
            frame,
            Text {
                content,
                position: Point::new(plate.x + fit.text * 0.25, plate.center_y()),
                color: ink,
                size: fit.text.into(),
                font: style::BOLD,
                align_y: Vertical::Center,
                ..Text::default()
            },
        );
    }
}

/// What covering a scene or a watch costs a label's spot (a numbered location costs 3, a
/// bare dot 1): more than any spot's distance.
const MARK_COST: usize = 20;

/// Where a label of `size` goes beside the mark at `p` (whose half-width is `gap`): of the
/// spots around it that overlap no earlier label and stay on the board, the one hiding the
/// least (`obstacles`: centre, radius, cost), near ones first. Also says whether it ended
/// up away from the mark (it then needs a line back) and what it hides (0: nothing).
fn place(
    p: Point,
    size: Size,
    gap: f32,
    area: Rectangle,
    placed: &[Rectangle],
    obstacles: &[(Point, f32, usize)],
) -> Option<(Rectangle, bool, usize)> {
    let (w, h) = (size.width, size.height);
    let spots = |reach: f32| {
        let g = gap * reach;
        [
            (g, -h / 2.0),
            (-g - w, -h / 2.0),
            (g * 0.7, -g * 0.7 - h),
            (g * 0.7, g * 0.7),
            (-g * 0.7 - w, -g * 0.7 - h),
            (-g * 0.7 - w, g * 0.7),
            (-w / 2.0, -g - h),
            (-w / 2.0, g),
        ]
    };
    // Farther spots cost a little more: a line back is worth it to uncover a mark, not a dot.
    let candidates = [1.0, 2.2, 3.6, 5.5, 8.0, 11.0]
        .into_iter()
        .enumerate()
        .flat_map(|(step, reach)| spots(reach).into_iter().map(move |s| (s, step)));
    let mut best: Option<(usize, Rectangle, bool, usize)> = None;
    for ((dx, dy), step) in candidates {
        let plate = Rectangle::new(Point::new(p.x + dx, p.y + dy), size);
        let inside = plate.x >= 0.0
            && plate.y >= 0.0
            && plate.x + plate.width <= area.width
            && plate.y + plate.height <= area.height;
        if !inside || placed.iter().any(|other| other.intersects(&plate)) {
            continue;
        }
        let hides = obstacles
            .iter()
            .filter(|(c, radius, _)| {
                let nearest = Point::new(
                    c.x.clamp(plate.x, plate.x + plate.width),
                    c.y.clamp(plate.y, plate.y + plate.height),
                );
                nearest.distance(*c) < *radius
            })
            .map(|(_, _, cost)| cost)
            .sum::<usize>();
        let covered = hides
            + 2 * step
            + if step > 0 && crosses(p, &plate, placed) {
                15
            } else {
                0
            };
        if best.is_none_or(|(fewest, _, _, _)| covered < fewest) {
            best = Some((covered, plate, step > 0, hides));
            if covered == 0 {
                break;
            }
        }
    }
    best.map(|(_, plate, far, hides)| (plate, far, hides))
}

/// Whether the line back from a far plate to its mark at `p` runs across an earlier plate.
fn crosses(p: Point, plate: &Rectangle, placed: &[Rectangle]) -> bool {
    let end = Point::new(
        p.x.clamp(plate.x, plate.x + plate.width),
        p.y.clamp(plate.y, plate.y + plate.height),
    );
    (1..12).any(|i| {
        let t = i as f32 / 12.0;
        let q = Point::new(p.x + (end.x - p.x) * t, p.y + (end.y - p.y) * t);
        placed.iter().any(|other| other.contains(q))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_avoids_earlier_labels_and_the_board_edge() {
        let area = Rectangle::new(Point::ORIGIN, Size::new(200.0, 200.0));
        let size = Size::new(40.0, 10.0);
        // Beside a free spot: straight to the right, next to the mark.
        let (first, far, hides) =
            place(Point::new(100.0, 100.0), size, 5.0, area, &[], &[]).unwrap();
        assert_eq!((first.x, first.y, far, hides), (105.0, 95.0, false, 0));
        // The right is taken: another spot, still on the board and clear of it.
        let (second, _, _) =
            place(Point::new(100.0, 100.0), size, 5.0, area, &[first], &[]).unwrap();
        assert!(!second.intersects(&first));
        // At the right edge the label goes to the left.
        let (edge, _, _) = place(Point::new(195.0, 100.0), size, 5.0, area, &[], &[]).unwrap();
        assert!(edge.x + edge.width <= 200.0);
    }

    #[test]
    fn a_crowded_label_says_what_it_would_hide() {
        // A mark hemmed in by locations all around, close enough that every spot near it
        // covers one: the best spot still hides something, so the label joins a crowd.
        let area = Rectangle::new(Point::ORIGIN, Size::new(60.0, 60.0));
        let size = Size::new(20.0, 8.0);
        let ring: Vec<(Point, f32, usize)> = (0..16)
            .flat_map(|i| {
                (0..16).map(move |j| (Point::new(i as f32 * 4.0, j as f32 * 4.0), 3.0, 3))
            })
            .collect();
        let (_, _, hides) = place(Point::new(30.0, 30.0), size, 4.0, area, &[], &ring).unwrap();
        assert!(hides > 0, "on a packed board every spot hides a location");
        let (_, _, clear) = place(Point::new(30.0, 30.0), size, 4.0, area, &[], &[]).unwrap();
        assert_eq!(clear, 0);
    }
}
