//! The exposure heat: where each Killer's home could still be as far as the Investigators
//! can tell, graded by how likely it is, and the legend's words for the grades.

use super::fit::Fit;
use super::{BoardCanvas, colour, letter, write};
use crate::rules::crimewave::{Killer, Loc};
use crate::ui::style;
use iced::advanced::text::Alignment;
use iced::alignment::Vertical;
use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Vector};

/// One candidate residence of a Killer's exposure, with how likely it is to be the home
/// as far as the Investigators can tell (1 in the number of candidates left).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Heat {
    /// Whose home it could be.
    pub killer: Killer,
    /// The candidate location.
    pub loc: Loc,
    /// The chance it is the home, 0..=1.
    pub chance: f32,
}

/// How strongly a spot of the exposure heat is drawn: 0 (one of many) to 3 (one of very few).
pub fn heat_grade(chance: f32) -> usize {
    HEAT_GRADES
        .iter()
        .rposition(|(from, _, _)| chance >= *from)
        .unwrap_or(0)
}

/// The exposure heat's grades: from this chance on, the shade glyph the legend shows it by
/// (so the grade reads without colour; the same in every language) and the message that
/// says its odds.
pub const HEAT_GRADES: [(f32, &str, &str); 4] = [
    (0.0, "░", "crimewave-heat-grade-faint"),
    (1.0 / 40.0, "▒", "crimewave-heat-grade-light"),
    (1.0 / 10.0, "▓", "crimewave-heat-grade-dark"),
    (1.0 / 2.0, "█", "crimewave-heat-grade-certain"),
];

/// A grade of [`HEAT_GRADES`] as the legend says it: its shade, then its odds.
pub fn heat_grade_words((_, shade, odds): &(f32, &str, &'static str)) -> String {
    format!("{shade} {}", crate::i18n::Msg::new(*odds).now())
}

impl<M> BoardCanvas<'_, M> {
    /// The exposure heat: each candidate home a disc in its Killer's colour, darker and
    /// ringed thicker the likelier it is, with the Killer's letter once the odds are
    /// worth reading (the legend under the board names the grades).
    pub(super) fn draw_heat(&self, frame: &mut Frame, fit: Fit, ink: Color) {
        for heat in &self.marks.heat {
            let Some(p) = self.centre(fit, heat.loc) else {
                continue;
            };
            let grade = heat_grade(heat.chance);
            let mut c = colour(heat.killer);
            c.a = [0.12, 0.25, 0.45, 0.7].get(grade).copied().unwrap_or(0.7);
            let radius = fit.node * 2.1;
            frame.fill(&Path::circle(p, radius), c);
            if grade > 0 {
                frame.stroke(
                    &Path::circle(p, radius),
                    Stroke::default()
                        .with_width(1.0 + grade as f32)
                        .with_color(colour(heat.killer)),
                );
                write(
                    frame,
                    Text {
                        content: letter(heat.killer),
                        position: p + Vector::new(radius * 0.72, radius * 0.72),
                        color: ink,
                        size: (fit.text * 0.75).into(),
                        font: style::BOLD,
                        align_x: Alignment::Center,
                        align_y: Vertical::Center,
                        ..Text::default()
                    },
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_grades_rise_as_the_candidates_fall() {
        assert_eq!(heat_grade(1.0 / 96.0), 0);
        assert_eq!(heat_grade(1.0 / 20.0), 1);
        assert_eq!(heat_grade(1.0 / 5.0), 2);
        assert_eq!(heat_grade(1.0), 3);
    }
}
