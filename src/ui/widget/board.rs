//! The Crimewave board as a canvas: locations and connections, numbers large enough to read,
//! yellow cities, and the marks a screen lays over them. The console passes private marks
//! (residences, legal sites, exposure); the table passes only public ones (scenes, watches).
//!
//! Zoom with the mouse wheel, pan by dragging an empty spot; a click on a location is
//! reported when the screen asks for it.

use crate::record::boards::Picture;
use crate::rules::crimewave::{Board, Killer, Loc};
use crate::ui::style;
use crate::ui::tracer::{self, canvas::Backdrop, canvas::photo_bounds};
use iced::advanced::text::Alignment;
use iced::alignment::Vertical;
use iced::mouse;
use iced::widget::canvas::{self, Canvas, Event, Frame, Geometry, Path, Stroke, Text};
use iced::widget::{container, image, space, stack};
use iced::{Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, Vector};

/// Board coordinates are fractions of a 7:8 (width:height) portrait picture.
const ASPECT: Size = Size::new(7.0, 8.0);
/// A location's radius on screen at zoom 1, as a fraction of the board's height.
const NODE_SIZE: f32 = 0.014;
/// The wheel never zooms out past the whole board nor in past this.
const MAX_ZOOM: f32 = 6.0;
/// A press that moves less than this (pixels) before release is a click, not a drag.
const CLICK_SLOP: f32 = 4.0;

/// A photo of the printed board, drawn under the locations. Its handle is made once, when
/// the photo is decoded: a new handle would upload the picture again on every frame.
#[derive(Debug, Clone, PartialEq)]
pub struct Photo {
    handle: image::Handle,
    size: Size,
}

impl Photo {
    /// The photo to draw from a decoded picture.
    pub fn new(picture: &Picture) -> Self {
        Self {
            handle: tracer::picture_handle(picture),
            size: Size::new(picture.width as f32, picture.height as f32),
        }
    }

    /// The photo's size in pixels.
    pub fn size(&self) -> Size {
        self.size
    }
}

/// A crime scene as drawn on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct SceneMark {
    /// Where.
    pub loc: Loc,
    /// A short label beside the location: method initial and Evidence ("S 1/2" …).
    pub label: String,
    /// The Killer once solved (drawn in its colour and with its letter), None while unsolved
    /// or for a random killing.
    pub solved_by: Option<Killer>,
    /// A solved random killing (yellow, letter Y).
    pub random: bool,
}

/// Everything drawn over the bare board.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Marks {
    /// Crime scenes on the board.
    pub scenes: Vec<SceneMark>,
    /// Neighborhood Watch tiles.
    pub watches: Vec<Loc>,
    /// Where a Neighborhood Watch may go now (a dashed prompt ring).
    pub eligible_watches: Vec<Loc>,
    /// Residences to draw (private on the console; on the table only once revealed).
    pub residences: Vec<(Killer, Loc)>,
    /// Legal murder sites per Killer (console only): a ring in the Killer's colour.
    pub sites: Vec<(Killer, Loc)>,
    /// Candidate residences the Investigators could still consider (console only).
    pub heat: Vec<(Killer, Loc)>,
    /// The location in the form being filled.
    pub selected: Option<Loc>,
}

/// A Killer's colour on the board. Never the only carrier: its letter goes with it.
pub fn colour(killer: Killer) -> Color {
    match killer {
        Killer::Red => Color::from_rgb8(0xd0, 0x24, 0x24),
        Killer::Green => Color::from_rgb8(0x1f, 0x8a, 0x3a),
        Killer::Blue => Color::from_rgb8(0x22, 0x55, 0xd0),
    }
}

/// A Killer's letter (R, G, B), drawn wherever its colour is.
pub fn letter(killer: Killer) -> &'static str {
    match killer {
        Killer::Red => "R",
        Killer::Green => "G",
        Killer::Blue => "B",
    }
}

/// The board's name, saying it is a stand-in when it is one and its name doesn't already.
pub fn honest_name(name: &str, stand_in: bool) -> String {
    if stand_in && !name.to_lowercase().contains("stand-in") {
        format!("{name} (a stand-in, not the printed board)")
    } else {
        name.to_string()
    }
}

/// Random killings are yellow on the physical board too.
const YELLOW: Color = Color::from_rgb(0.95, 0.78, 0.1);

/// The view's zoom and pan, kept by the widget between frames.
#[derive(Debug, Clone, Copy)]
pub struct View {
    zoom: f32,
    pan: Vector,
    /// Where a left press started (canvas coordinates) and the pan at that moment.
    press: Option<(Point, Vector)>,
    dragged: bool,
    hovered: Option<Loc>,
}

impl Default for View {
    fn default() -> Self {
        View {
            zoom: 1.0,
            pan: Vector::ZERO,
            press: None,
            dragged: false,
            hovered: None,
        }
    }
}

/// Board fractions ↔ canvas pixels for one frame.
#[derive(Debug, Clone, Copy)]
struct Fit {
    scale: Size,
    offset: Vector,
    node: f32,
}

impl Fit {
    /// `numbers` is the location numbers' text size: a location is never smaller than its number.
    /// With a `photo` (its size in pixels) the board sits exactly where the photo is drawn, so
    /// every location lands on its spot in the picture.
    fn new(bounds: Size, view: &View, numbers: f32, photo: Option<Size>) -> Fit {
        let (size, offset) = match photo {
            Some(picture) => {
                let on_screen = photo_bounds(picture, bounds);
                (on_screen.size(), Vector::new(on_screen.x, on_screen.y))
            }
            None => {
                let unit =
                    (bounds.width / ASPECT.width).min(bounds.height / ASPECT.height) * view.zoom;
                let size = Size::new(ASPECT.width * unit, ASPECT.height * unit);
                let offset = Vector::new(
                    (bounds.width - size.width) / 2.0 + view.pan.x,
                    (bounds.height - size.height) / 2.0 + view.pan.y,
                );
                (size, offset)
            }
        };
        Fit {
            scale: size,
            offset,
            // Locations grow with zoom but less than the map, so crowded areas open up.
            node: (size.height * NODE_SIZE / view.zoom.sqrt()).max(numbers * 0.72),
        }
    }

    fn to_canvas(self, x: f32, y: f32) -> Point {
        Point::new(
            x * self.scale.width + self.offset.x,
            y * self.scale.height + self.offset.y,
        )
    }
}

struct BoardCanvas<'a, M> {
    board: &'a Board,
    marks: Marks,
    on_click: Option<fn(Loc) -> M>,
    /// Text size of the location numbers (bigger on the table screen).
    numbers: f32,
    /// The photo's size when one is drawn underneath (it doesn't zoom: the board stays put).
    photo: Option<Size>,
}

impl<M> BoardCanvas<'_, M> {
    fn fit(&self, bounds: Size, view: &View) -> Fit {
        Fit::new(bounds, view, self.numbers, self.photo)
    }

    fn node_at(&self, fit: Fit, p: Point) -> Option<Loc> {
        self.board
            .nodes()
            .iter()
            .map(|n| (n.id, fit.to_canvas(n.x, n.y).distance(p)))
            .filter(|&(_, d)| d <= fit.node * 1.6)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    fn centre(&self, fit: Fit, loc: Loc) -> Option<Point> {
        self.board.node(loc).map(|n| fit.to_canvas(n.x, n.y))
    }
}

impl<M> canvas::Program<M> for BoardCanvas<'_, M> {
    type State = View;

    fn update(
        &self,
        view: &mut View,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let position = cursor.position_in(bounds);
        match event {
            // The photo underneath is drawn whole and can't follow a zoom: with a photo the
            // board keeps still (a drag is then just a click that moved).
            Event::Mouse(mouse::Event::WheelScrolled { .. }) if self.photo.is_some() => None,
            Event::Mouse(mouse::Event::WheelScrolled { delta }) => {
                let p = position?;
                let lines = match delta {
                    mouse::ScrollDelta::Lines { y, .. } => *y,
                    mouse::ScrollDelta::Pixels { y, .. } => y / 40.0,
                };
                let zoom = (view.zoom * 1.2f32.powf(lines)).clamp(1.0, MAX_ZOOM);
                // Keep the point under the cursor where it is.
                let centre = Vector::new(bounds.width / 2.0, bounds.height / 2.0);
                let ratio = zoom / view.zoom;
                let from_centre = Vector::new(p.x, p.y) - centre - view.pan;
                view.pan = if zoom <= 1.0 {
                    Vector::ZERO
                } else {
                    view.pan + from_centre * (1.0 - ratio)
                };
                view.zoom = zoom;
                Some(canvas::Action::request_redraw().and_capture())
            }
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = position?;
                view.press = Some((p, view.pan));
                view.dragged = false;
                Some(canvas::Action::capture())
            }
            Event::Mouse(mouse::Event::CursorMoved { .. }) => {
                if let (Some((start, pan)), Some(p)) = (view.press, cursor.position_in(bounds)) {
                    let moved = p - start;
                    if view.dragged || moved.x.hypot(moved.y) > CLICK_SLOP {
                        view.dragged = true;
                        view.pan = if view.zoom > 1.0 && self.photo.is_none() {
                            pan + moved
                        } else {
                            pan
                        };
                        return Some(canvas::Action::request_redraw());
                    }
                }
                // Only a clickable board shows where a click would land.
                let hovered = position
                    .filter(|_| self.on_click.is_some())
                    .and_then(|p| self.node_at(self.fit(bounds.size(), view), p));
                if hovered != view.hovered {
                    view.hovered = hovered;
                    return Some(canvas::Action::request_redraw());
                }
                None
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                let pressed = view.press.take();
                if view.dragged || pressed.is_none() {
                    return None;
                }
                let loc = self.node_at(self.fit(bounds.size(), view), position?)?;
                self.on_click
                    .map(|on_click| canvas::Action::publish(on_click(loc)).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        view: &View,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let palette = theme.extended_palette();
        let fit = self.fit(bounds.size(), view);
        let r = fit.node;
        let mut frame = Frame::new(renderer, bounds.size());
        let ink = palette.background.base.text;
        let faint = palette.background.strong.color;

        for (killer, loc) in &self.marks.heat {
            if let Some(p) = self.centre(fit, *loc) {
                let mut c = colour(*killer);
                c.a = 0.22;
                frame.fill(&Path::circle(p, r * 2.2), c);
            }
        }
        let edge = Stroke::default().with_width(1.5).with_color(faint);
        for &(a, b) in self.board.edges() {
            if let (Some(a), Some(b)) = (self.centre(fit, a), self.centre(fit, b)) {
                frame.stroke(&Path::line(a, b), edge);
            }
        }
        for loc in &self.marks.eligible_watches {
            if let Some(p) = self.centre(fit, *loc) {
                let dash = Stroke {
                    line_dash: canvas::LineDash {
                        segments: &[4.0, 4.0],
                        offset: 0,
                    },
                    ..Stroke::default().with_width(2.0).with_color(ink)
                };
                frame.stroke(&Path::circle(p, r * 1.9), dash);
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
            let (solid, tag) = match (scene.solved_by, scene.random) {
                (Some(killer), _) => (colour(killer), letter(killer)),
                (None, true) => (YELLOW, "Y"),
                (None, false) => (ink, "?"),
            };
            // A scene: a diamond under the location (the number stays readable on top), in
            // the solving Killer's colour, and its letter in the label beside.
            let d = r * 1.9;
            let diamond = Path::new(|b| {
                b.move_to(p + Vector::new(0.0, -d));
                b.line_to(p + Vector::new(d, 0.0));
                b.line_to(p + Vector::new(0.0, d));
                b.line_to(p + Vector::new(-d, 0.0));
                b.close();
            });
            frame.fill(&diamond, solid);
            label(
                &mut frame,
                &format!("{tag} {}", scene.label),
                p + Vector::new(d * 0.8, r * 0.2),
                solid,
                self.numbers,
            );
        }
        for node in self.board.nodes() {
            let p = fit.to_canvas(node.x, node.y);
            let fill = if node.yellow {
                YELLOW
            } else {
                palette.background.base.color
            };
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
                    size: self.numbers.into(),
                    font: style::BOLD,
                    align_x: Alignment::Center,
                    align_y: Vertical::Center,
                    ..Text::default()
                },
            );
        }
        for loc in &self.marks.watches {
            if let Some(p) = self.centre(fit, *loc) {
                // A watch: a thick square frame and a W, so it reads without colour.
                let side = r * 2.6;
                frame.stroke(
                    &Path::rectangle(
                        p - Vector::new(side / 2.0, side / 2.0),
                        Size::new(side, side),
                    ),
                    Stroke::default().with_width(3.0).with_color(ink),
                );
                label(
                    &mut frame,
                    "W",
                    p + Vector::new(-side / 2.0, -side / 2.0),
                    ink,
                    self.numbers,
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
                        content: letter(*killer).into(),
                        position: p + Vector::new(0.0, -r * 1.55),
                        color: Color::WHITE,
                        size: (self.numbers * 0.8).into(),
                        font: style::BOLD,
                        align_x: Alignment::Center,
                        align_y: Vertical::Center,
                        ..Text::default()
                    },
                );
            }
        }
        for (loc, width) in [(self.marks.selected, 4.0), (view.hovered, 2.0)] {
            if let Some(p) = loc.and_then(|l| self.centre(fit, l)) {
                frame.stroke(
                    &Path::circle(p, r * 1.25),
                    Stroke::default()
                        .with_width(width)
                        .with_color(palette.primary.strong.color),
                );
            }
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        view: &View,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if view.dragged && view.press.is_some() {
            mouse::Interaction::Grabbing
        } else if view.hovered.is_some() && self.on_click.is_some() && cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

/// A label to the right of `position`, cut to the space left on the board.
fn label(frame: &mut Frame, content: &str, position: Point, color: Color, size: f32) {
    write(
        frame,
        Text {
            content: content.to_string(),
            position,
            max_width: frame.width() - position.x,
            color,
            size: size.into(),
            font: style::BOLD,
            ..Text::default()
        },
    );
}

/// Canvas text is not clipped to the widget (shapes are), so text anchored off the board,
/// once zoomed or panned, is not drawn at all rather than drawn over the rest of the screen.
fn write(frame: &mut Frame, text: Text) {
    let p = text.position;
    let inside =
        (0.0..frame.width() - 8.0).contains(&p.x) && (0.0..frame.height() - 8.0).contains(&p.y);
    if inside {
        frame.fill_text(text);
    }
}

/// The board with its marks, over its `photo` when it has one. `on_click` (None on the
/// table) turns a click on a location into the screen's message; `numbers` is the location
/// numbers' text size. The container is named "board" so tests can find it.
pub fn view<'a, M: 'a>(
    board: &'a Board,
    marks: Marks,
    on_click: Option<fn(Loc) -> M>,
    numbers: f32,
    photo: Option<&'a Photo>,
) -> Element<'a, M> {
    let locations = Canvas::new(BoardCanvas {
        board,
        marks,
        on_click,
        numbers,
        photo: photo.map(Photo::size),
    })
    .width(Fill)
    .height(Fill);
    let Some(photo) = photo else {
        return container(locations).id("board").into();
    };
    // Within one layer a renderer draws images over shapes: the photo gets a canvas, and so
    // a layer, of its own below the locations (see `Backdrop::new`).
    let backdrop = Canvas::new(Backdrop::new(&photo.handle, photo.size))
        .width(Fill)
        .height(Fill);
    container(stack![
        space().width(Fill).height(Fill),
        backdrop,
        locations
    ])
    .clip(true)
    .id("board")
    .into()
}
