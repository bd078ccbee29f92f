//! Intent to Kill's 4×4 city as plain widgets: every block with its name, buildings, crime
//! scene and the Detective marker, and its civilians as chips that read at a glance.
//!
//! It draws from the engine's public blocks only, so the table screen and the console share
//! it; the console adds its private marks (legal victims, the picked civilian) through
//! [`Marks`].

use super::measure;
use crate::rules::intent::public::{Card, PublicBlock};
use crate::rules::intent::{Block, Civilian, Height};
use crate::t;
use crate::ui::style;
use iced::widget::{button, column, container, responsive, row, text};
use iced::{Border, Element, Fill, Length, Theme};

/// What the console adds to the plain city, and what clicking does.
#[derive(Debug, Clone)]
pub struct Marks<M> {
    /// Text size of the chips (block labels are a little larger).
    pub size: f32,
    /// The civilian picked on the console, drawn raised.
    pub selected: Option<Civilian>,
    /// The civilian a name typed in the pick field would pick, outlined.
    pub typed: Option<Civilian>,
    /// Civilians flagged with `flag` (the legal victims on the Murderer's console).
    pub flagged: Vec<Civilian>,
    /// The symbol before a flagged civilian's name (explained beside the city).
    pub flag: &'static str,
    /// Blocks offered as the target of the next click, marked "→ here".
    pub targets: Vec<Block>,
    /// What clicking a civilian sends (none on the table screen).
    pub on_civilian: Option<fn(Civilian) -> M>,
    /// What clicking a block's label sends (none on the table screen).
    pub on_block: Option<fn(Block) -> M>,
    /// Stretch the rows to fill the height given, each in proportion to its most crowded
    /// block (the table screen); otherwise each row is just as tall as that block needs, so
    /// the console's city fits above the fold.
    pub stretch: bool,
    /// Chips show each civilian's traits and group (the console); without, only the name
    /// (the table screen: the cards on the table carry the rest, and a name alone reads
    /// from across the room).
    pub traits: bool,
}

impl<M> Marks<M> {
    /// The table screen's marks: none, nothing clickable.
    pub fn plain(size: f32) -> Self {
        Marks {
            size,
            selected: None,
            typed: None,
            flagged: Vec::new(),
            flag: "",
            targets: Vec::new(),
            on_civilian: None,
            on_block: None,
            stretch: true,
            traits: false,
        }
    }
}

/// How much a chip says, and in how many lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Face {
    /// The name alone.
    Name,
    /// The name, then the traits and the group.
    TwoLines,
    /// The name, the traits, the group: for a block too narrow for traits and group on one
    /// line.
    ThreeLines,
}

/// The city, row 0 on top, laid out for the width it is given: when a block is too narrow
/// for a chip's traits and group on one line, the group gets a line of its own (and a
/// block's name room for two), and a name too long for its chip is set smaller, so nothing
/// is cut off or runs out of its block ("Nachrichtensprecher", "Kongressabgeordneter").
pub fn view<'a, M: Clone + 'a>(
    blocks: &[PublicBlock],
    detective: Block,
    marks: &Marks<M>,
) -> Element<'a, M> {
    let blocks = blocks.to_vec();
    let marks = marks.clone();
    let stretch = marks.stretch;
    let fitted = responsive(move |size| {
        let block_width = (size.width - 3.0 * SPACING) / 4.0;
        let room = block_width - CHIP_INSET;
        let traits_fit = || {
            blocks.iter().flat_map(|b| &b.civilians).all(|card| {
                measure::width(&traits_line(card.civilian), marks.size - 2.0, style::FONT) <= room
            })
        };
        let face = if !marks.traits {
            Face::Name
        } else if traits_fit() {
            Face::TwoLines
        } else {
            Face::ThreeLines
        };
        grid(&blocks, detective, &marks, face, room)
    });
    if stretch {
        fitted.into()
    } else {
        fitted.height(Length::Shrink).into()
    }
}

/// Space between blocks.
const SPACING: f32 = 6.0;

/// How much narrower a chip's text is than its block: the block's padding, the chip's and
/// its border.
const CHIP_INSET: f32 = 2.0 * 5.0 + 2.0 * 5.0 + 2.0 * 3.0;

/// The smallest a civilian's name is set to fit its chip, as a share of the chip's size.
const LEAST_NAME: f32 = 0.7;

fn grid<'a, M: Clone + 'a>(
    blocks: &[PublicBlock],
    detective: Block,
    marks: &Marks<M>,
    face: Face,
    room: f32,
) -> Element<'a, M> {
    let rows = blocks.chunks(4).map(|line| {
        let crowd = line.iter().map(|b| b.civilians.len()).max().unwrap_or(0);
        let needed = row_height(marks.size, crowd, face);
        let height = if marks.stretch {
            // Share the height given in proportion to what each row needs.
            Length::FillPortion(needed as u16)
        } else {
            Length::Fixed(needed)
        };
        row(line.iter().map(|b| block(b, detective, marks, face, room)))
            .spacing(SPACING)
            .height(height)
            .into()
    });
    column(rows).spacing(SPACING).into()
}

/// The height a row needs for its most crowded block (at least one chip's room), worked
/// out from the text size: a block stretched inside a shrinking row would collapse.
fn row_height(size: f32, crowd: usize, face: Face) -> f32 {
    let line = 1.3;
    // The header: the name (a line larger, in a button) and the tags (a line smaller), the
    // paddings and spacings, with room for a long name to wrap where blocks are narrow; a
    // chip: its lines, padding, border and the spacing before it.
    let (header, chip) = match face {
        Face::Name => (3.0 * size * line + 22.0, size * line + 8.0),
        Face::TwoLines => (2.0 * size * line + 20.0, (2.0 * size - 2.0) * line + 8.0),
        Face::ThreeLines => (3.0 * size * line + 22.0, (3.0 * size - 4.0) * line + 7.0),
    };
    header + chip * crowd.max(1) as f32
}

fn block<'a, M: Clone + 'a>(
    b: &PublicBlock,
    detective: Block,
    marks: &Marks<M>,
    face: Face,
    room: f32,
) -> Element<'a, M> {
    let size = marks.size;
    let mut label = b.name.now();
    if marks.targets.contains(&b.block) {
        label = format!("→ {label}");
    }
    // The name takes one line where the rows count one for it (a block's name button has
    // its own padding), set smaller if it must.
    let title_size = match face {
        Face::TwoLines => measure::size_for_line(
            &label,
            size + 1.0,
            (size + 1.0) * LEAST_NAME,
            style::BOLD,
            room + CHIP_INSET - 10.0 - 12.0,
        ),
        Face::Name | Face::ThreeLines => size + 1.0,
    };
    let title = text(label).size(title_size).font(style::BOLD);
    let title: Element<'a, M> = match marks.on_block {
        Some(on_block) => button(title)
            .padding([2, 6])
            .style(if marks.targets.contains(&b.block) {
                button::primary
            } else {
                button::secondary
            })
            .on_press(on_block(b.block))
            .into(),
        None => title.into(),
    };
    let mut tags: Vec<String> = Vec::new();
    if b.block == detective {
        tags.push(t!("intent-city-tag-detective"));
    }
    if let Some(n) = b.crime_scene {
        tags.push(t!("intent-city-tag-scene", number = n));
    }
    if b.curfew {
        tags.push(t!("intent-city-tag-curfew"));
    }
    tags.extend(b.buildings.iter().map(|kind| kind.tag().now()));
    let chips = b.civilians.iter().map(|card| chip(card, marks, face, room));
    let scene = b.crime_scene.is_some();
    let here = b.block == detective;
    // The tags take one line (the rows' height counts one), set smaller if they must.
    let tags = tags.join(" · ");
    let tags_size = measure::size_for_line(
        &tags,
        size - 1.0,
        (size - 1.0) * LEAST_NAME,
        style::BOLD,
        room + CHIP_INSET - 10.0,
    );
    container(
        column![title, text(tags).size(tags_size).font(style::BOLD)]
            .extend(chips)
            .spacing(3),
    )
    .padding(5)
    .width(Fill)
    .height(Fill)
    .style(move |theme: &Theme| block_style(theme, scene, here))
    .into()
}

/// A chip's name on one line, as large as `room` allows: the word "intimidated" goes when a
/// flag joins the ⚠ or the line would not fit (the legend beside the city explains ⚠), and
/// a name still too long is set smaller.
fn chip_name(card: &Card, marks: &Marks<impl Clone>, room: f32) -> (String, f32) {
    let size = marks.size;
    let flagged = marks.flagged.contains(&card.civilian);
    let name = card.name.now();
    let worded = t!("intent-city-chip-intimidated", name = name.clone());
    let mut line = if !card.intimidated {
        name
    } else if !flagged && measure::width(&worded, size, style::BOLD) <= room {
        worded
    } else {
        format!("⚠ {name}")
    };
    if flagged {
        line = format!("{} {line}", marks.flag);
    }
    let fitted = measure::size_for_line(&line, size, size * LEAST_NAME, style::BOLD, room);
    (line, fitted)
}

/// A civilian's traits and group on one line: `F 60 · M · tall · Outcasts`.
fn traits_line(c: Civilian) -> String {
    format!("{} · {}", looks(c), c.group().msg().now())
}

fn chip<'a, M: Clone + 'a>(card: &Card, marks: &Marks<M>, face: Face, room: f32) -> Element<'a, M> {
    let size = marks.size;
    let (name, fitted) = chip_name(card, marks, room);
    let c = card.civilian;
    let name = text(name).size(fitted).font(style::BOLD);
    let face = match face {
        Face::Name => column![name],
        Face::TwoLines => column![name, text(traits_line(c)).size(size - 2.0)],
        Face::ThreeLines => column![
            name,
            text(looks(c)).size(size - 2.0),
            text(c.group().msg().now()).size(size - 2.0),
        ],
    };
    let look = Look {
        selected: marks.selected == Some(card.civilian),
        typed: marks.typed == Some(card.civilian),
        intimidated: card.intimidated,
    };
    let chip = button(face)
        .padding([1, 5])
        .width(Fill)
        .style(move |theme: &Theme, status| chip_style(theme, status, look));
    match marks.on_civilian {
        Some(on_civilian) => chip.on_press(on_civilian(card.civilian)).into(),
        // The table can't click; a chip without a message still draws as a card.
        None => chip.into(),
    }
}

/// What a civilian looks like on a chip: `F 60 · M · tall` (the group follows).
fn looks(c: Civilian) -> String {
    t!(
        "intent-city-chip-looks",
        sex = c.sex().letter(),
        age = c.age().years(),
        build = c.build().letter(),
        height = match c.height() {
            Height::Short => "short",
            Height::Medium => "medium",
            Height::Tall => "tall",
        }
    )
}

fn block_style(theme: &Theme, scene: bool, detective: bool) -> container::Style {
    let palette = theme.extended_palette();
    let background = if scene {
        palette.danger.weak.color
    } else {
        palette.background.weak.color
    };
    container::Style {
        background: Some(background.into()),
        text_color: scene.then_some(palette.danger.weak.text),
        border: Border {
            radius: 8.0.into(),
            // The Detective's block has a thick frame as well as its ★ DETECTIVE tag.
            width: if detective { 4.0 } else { 1.0 },
            color: if detective {
                palette.primary.strong.color
            } else {
                palette.background.strong.color
            },
        },
        ..container::Style::default()
    }
}

/// How a civilian's chip stands out.
#[derive(Debug, Clone, Copy)]
struct Look {
    /// Picked: raised in the primary colour, heavy frame.
    selected: bool,
    /// What Enter in the pick field would pick: a heavy frame in the primary colour.
    typed: bool,
    /// Intimidated this game: the warning colour.
    intimidated: bool,
}

fn chip_style(theme: &Theme, status: button::Status, look: Look) -> button::Style {
    let palette = theme.extended_palette();
    let Look {
        selected,
        typed,
        intimidated,
    } = look;
    let pair = if selected {
        palette.primary.strong
    } else if intimidated {
        palette.warning.weak
    } else {
        match status {
            button::Status::Hovered | button::Status::Pressed => palette.background.strong,
            _ => palette.background.base,
        }
    };
    button::Style {
        background: Some(pair.color.into()),
        text_color: pair.text,
        border: Border {
            radius: 6.0.into(),
            // The picked chip has a heavy frame, not only another colour.
            width: if selected || typed { 3.0 } else { 1.0 },
            color: if typed {
                palette.primary.base.color
            } else {
                palette.background.strongest.color
            },
        },
        ..button::Style::default()
    }
}
