//! How wide a text is drawn, measured with the windows' own text shaping and the bundled
//! fonts: for a layout that must choose a size or a shorter form before it is laid out (a
//! long occupation in a city block, a label on the board), where a word too long for its
//! box would otherwise run out of it.

use iced::advanced::text::{self, Paragraph as _};
use iced::widget::{column, responsive};
use iced::{Element, Font, Length, Pixels, Size};

type Paragraph = <iced::Renderer as text::Renderer>::Paragraph;

/// The width of `content` on one line at `size` in `font`.
pub fn width(content: &str, size: f32, font: Font) -> f32 {
    crate::ui::style::load_fonts();
    Paragraph::with_text(text::Text {
        content,
        bounds: Size::INFINITE,
        size: Pixels(size),
        line_height: text::LineHeight::default(),
        font,
        align_x: text::Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: text::Shaping::default(),
        wrapping: text::Wrapping::None,
    })
    .min_width()
}

/// The width of the widest word of `content` (a text may wrap between words, never inside
/// one).
pub fn widest_word(content: &str, size: f32, font: Font) -> f32 {
    content
        .split_whitespace()
        .map(|word| width(word, size, font))
        .fold(0.0, f32::max)
}

/// The largest size from `size` down to `least` at which every word of `content` fits
/// `room` (`least` when none does: the text then wraps inside its longest word).
pub fn size_for_words(content: &str, size: f32, least: f32, font: Font, room: f32) -> f32 {
    let words: Vec<&str> = content.split_whitespace().collect();
    size_for_lines(&words, size, least, font, room)
}

/// The largest size from `size` down to `least` at which `content` fits `room` on one line
/// (`least` when it doesn't even then).
pub fn size_for_line(content: &str, size: f32, least: f32, font: Font, room: f32) -> f32 {
    size_for_lines(&[content], size, least, font, room)
}

/// The largest size from `size` down to `least` at which each of `lines` fits `room` on one
/// line: a list set in one size.
pub fn size_for_lines(
    lines: &[impl AsRef<str>],
    size: f32,
    least: f32,
    font: Font,
    room: f32,
) -> f32 {
    let wide = lines
        .iter()
        .map(|line| width(line.as_ref(), size, font))
        .fold(0.0, f32::max);
    if wide <= room {
        return size;
    }
    // Width grows with the size: one step gets there (floored, so rounding can't overflow).
    (size * room / wide).floor().max(least)
}

/// The width a field needs to show `placeholder` whole (in the fields' running text, with
/// their padding), and never less than `least`.
pub fn field_width(placeholder: &str, least: f32) -> f32 {
    let needed =
        width(placeholder, crate::ui::style::BODY, crate::ui::style::FONT) + 2.0 * 5.0 + 2.0;
    needed.ceil().max(least)
}

/// Lines that each read on one line of the width they are given, all in one size: `size`,
/// or smaller down to `least` where the longest would wrap (a language of long words), for
/// a list whose wrapping would take the room of what follows it.
pub fn one_line_each<'a, M: 'a>(
    lines: Vec<String>,
    size: f32,
    least: f32,
    font: Font,
    spacing: f32,
) -> Element<'a, M> {
    responsive(move |room| {
        let fitted = size_for_lines(&lines, size, least, font, room.width);
        column(lines.iter().map(|line| {
            iced::widget::text(line.clone())
                .size(fitted)
                .font(font)
                .into()
        }))
        .spacing(spacing)
        .into()
    })
    .height(Length::Shrink)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_word_is_wider_and_a_smaller_size_fits_it() {
        let font = crate::ui::style::BOLD;
        let short = width("Nurse", 16.0, font);
        let long = width("Nachrichtensprecher", 16.0, font);
        assert!(short > 20.0 && long > 3.0 * short, "{short} {long}");
        assert_eq!(widest_word("der Nachrichtensprecher", 16.0, font), long);
        let size = size_for_words("Nachrichtensprecher", 16.0, 8.0, font, 120.0);
        assert!(size < 16.0 && width("Nachrichtensprecher", size, font) <= 120.0);
        assert_eq!(size_for_words("Nurse", 16.0, 8.0, font, 120.0), 16.0);
        let line = "Cel Osiągnięty, Bez Kłopotu";
        let size = size_for_line(line, 30.0, 10.0, font, 200.0);
        assert!(size < 30.0 && width(line, size, font) <= 200.0);
    }
}
