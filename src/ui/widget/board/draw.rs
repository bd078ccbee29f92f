//! Drawing the board: connections, locations (numbered where it matters), and the marks
//! over them, each readable without colour (a diamond for a scene, a square for a watch, a
//! roof with a letter for a residence).

use super::{BoardCanvas, Gesture, Look, SAFEST, YELLOW, colour, letter, scene_colour, write};
use crate::ui::style;
use iced::advanced::text::Alignment;
use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Rectangle, Renderer, Size, Theme, Vector};

impl<M> BoardCanvas<'_, M> {
    /// The board and its marks, for one frame.
    pub(super) fn draw_board(
        &self,
        gesture: &Gesture,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
    ) -> Vec<Geometry> {
        let palette = theme.extended_palette();
        let fit = self.fit(bounds.size(), self.camera());
        let r = fit.node;
        let mut frame = Frame::new(renderer, bounds.size());
        let ink = palette.background.base.text;
        let paper = palette.background.base.color;
        let faint = palette.background.strong.color;

        self.draw_heat(&mut frame, fit, ink);
        let edge = Stroke::default()
            .with_width(if self.look == Look::Table { 2.0 } else { 1.5 })
            .with_color(faint);
        for &(a, b) in self.board.edges() {
            if let (Some(a), Some(b)) = (self.centre(fit, a), self.centre(fit, b)) {
                frame.stroke(&Path::line(a, b), edge);
            }
        }
        for loc in &self.marks.safest {
            if let Some(p) = self.centre(fit, *loc) {
                // Under the site's ring: a broad pale halo, the advice's "safest here".
                frame.fill(&Path::circle(p, r * 2.2), Color { a: 0.35, ..SAFEST });
            }
        }
        for (i, (killer, loc)) in self.marks.sites.iter().enumerate() {
            if let Some(p) = self.centre(fit, *loc) {
                // Several Killers may reach a site: nest their rings.
                let nested = self.marks.sites[..i]
                    .iter()
                    .filter(|(_, l)| l == loc)
                    .count();
                frame.stroke(
                    &Path::circle(p, r * (1.35 + 0.3 * nested as f32)),
                    Stroke::default()
                        .with_width(3.0)
                        .with_color(colour(*killer)),
                );
            }
        }
        for scene in &self.marks.scenes {
            let Some(p) = self.centre(fit, scene.loc) else {
                continue;
            };
            // A scene: a diamond under the location (the number stays readable on top), in
            // the solving Killer's colour; its letter is on the label's plate.
            let d = r * 1.3;
            let diamond = Path::new(|b| {
                b.move_to(p + Vector::new(0.0, -d));
                b.line_to(p + Vector::new(d, 0.0));
                b.line_to(p + Vector::new(0.0, d));
                b.line_to(p + Vector::new(-d, 0.0));
                b.close();
            });
            frame.fill(&diamond, scene_colour(scene, ink));
        }
        // Dashed rings around the diamonds, so a scene doesn't hide that a watch may go there.
        for loc in &self.marks.eligible_watches {
            if let Some(p) = self.centre(fit, *loc) {
                let dash = Stroke {
                    line_dash: canvas::LineDash {
                        segments: &[5.0, 4.0],
                        offset: 0,
                    },
                    ..Stroke::default().with_width(2.5).with_color(ink)
                };
                frame.stroke(&Path::circle(p, r * 1.85), dash);
            }
        }
        for node in self.board.nodes() {
            let p = fit.to_canvas(node.x, node.y);
            let fill = if node.yellow { YELLOW } else { paper };
            if !self.numbered(node.id, gesture.hovered) {
                // Unmarked on the table: a dot (a city a larger yellow one) keeps the map's
                // shape without 96 numbers nobody can read from the sofa.
                let radius = if node.yellow { fit.dot * 1.8 } else { fit.dot };
                frame.fill(&Path::circle(p, radius), fill);
                frame.stroke(
                    &Path::circle(p, radius),
                    Stroke::default().with_width(1.0).with_color(ink),
                );
                continue;
            }
            frame.fill(&Path::circle(p, r), fill);
            frame.stroke(
                &Path::circle(p, r),
                Stroke::default().with_width(1.5).with_color(ink),
            );
            write(
                &mut frame,
                Text {
                    content: node.id.to_string(),
                    position: p,
                    color: if node.yellow { Color::BLACK } else { ink },
                    size: fit.numbers.into(),
                    font: style::BOLD,
                    align_x: Alignment::Center,
                    align_y: Vertical::Center,
                    ..Text::default()
                },
            );
        }
        for loc in &self.marks.watches {
            if let Some(p) = self.centre(fit, *loc) {
                // A watch: a thick square frame, and a W on its plate, so it reads without colour.
                let side = r * 2.6;
                frame.stroke(
                    &Path::rectangle(
                        p - Vector::new(side / 2.0, side / 2.0),
                        Size::new(side, side),
                    ),
                    Stroke::default().with_width(3.0).with_color(ink),
                );
            }
        }
        for (killer, loc) in &self.marks.residences {
            if let Some(p) = self.centre(fit, *loc) {
                // A house: a thick ring in the Killer's colour and a roof above carrying its
                // letter, so it reads without colour and hides no neighbour's number.
                let c = colour(*killer);
                frame.stroke(
                    &Path::circle(p, r * 1.15),
                    Stroke::default().with_width(4.0).with_color(c),
                );
                let roof = Path::new(|b| {
                    b.move_to(p + Vector::new(-r * 1.1, -r * 1.0));
                    b.line_to(p + Vector::new(0.0, -r * 2.6));
                    b.line_to(p + Vector::new(r * 1.1, -r * 1.0));
                    b.close();
                });
                frame.fill(&roof, c);
                write(
                    &mut frame,
                    Text {
                        content: letter(*killer),
                        position: p + Vector::new(0.0, -r * 1.55),
                        color: Color::WHITE,
                        size: (fit.numbers * 0.8).into(),
                        font: style::BOLD,
                        align_x: Alignment::Center,
                        align_y: Vertical::Center,
                        ..Text::default()
                    },
                );
            }
        }
        for (loc, width) in [(self.marks.selected, 4.0), (gesture.hovered, 2.0)] {
            if let Some(p) = loc.and_then(|l| self.centre(fit, l)) {
                frame.stroke(
                    &Path::circle(p, r * 1.25),
                    Stroke::default()
                        .with_width(width)
                        .with_color(palette.primary.strong.color),
                );
            }
        }
        self.draw_labels(&mut frame, fit, (ink, paper), gesture.hovered);
        vec![frame.into_geometry()]
    }
}
