//! The Crimewave board as a canvas: locations and connections, numbers large enough to read,
//! yellow cities, and the marks a screen lays over them. The console passes private marks
//! (residences, legal sites, exposure); the table passes only public ones (scenes, watches).
//!
//! On the console the wheel zooms and dragging pans, the photo underneath following; the
//! zoom lives with the screen (see [`Zoom`]), so the photo's layer and the board share it.
//! On the table the whole board is shown, its marks sized from the window, numbers only
//! where something is, and every label on a plate placed where it hides the least.

use super::measure;
use crate::record::boards::Picture;
use crate::rules::crimewave::{Board, Killer, Loc};
use crate::t;
use crate::ui::style;
use crate::ui::tracer::{
    self,
    canvas::{Backdrop, Camera, photo_bounds},
};
use iced::advanced::text::Alignment;
use iced::alignment::Vertical;
use iced::mouse;
use iced::widget::canvas::{self, Canvas, Event, Frame, Geometry, Path, Stroke, Text};
use iced::widget::{container, image, space, stack};
use iced::{Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, Vector};

/// Board coordinates are fractions of a 7:8 (width:height) portrait picture.
const ASPECT: Size = Size::new(7.0, 8.0);
/// A location's radius on the console at zoom 1, as a fraction of the board's height.
const NODE_SIZE: f32 = 0.014;
/// The console's location numbers and labels (pixels).
const CONSOLE_TEXT: f32 = 13.0;
/// The table's labels, as a fraction of the board's height: about 25 px on a 720 px window,
/// still 8 px on a screenshot scaled to a third.
const TABLE_TEXT: f32 = 0.04;
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

impl SceneMark {
    /// Who did it, as the plate says: the Killer's letter once solved, Y for a random
    /// killing, ? while unsolved.
    pub fn tag(&self) -> &'static str {
        match (self.solved_by, self.random) {
            (Some(killer), _) => letter(killer),
            (None, true) => "Y",
            (None, false) => "?",
        }
    }

    /// The plate as the table screen shows it: "83 ? blu I".
    pub fn table_plate(&self) -> String {
        format!("{} {} {}", self.loc, self.tag(), self.label)
            .trim()
            .to_string()
    }
}

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
    pub heat: Vec<Heat>,
    /// The legal sites that give least away (console only, the advice): a broad halo.
    pub safest: Vec<Loc>,
    /// The location in the form being filled.
    pub selected: Option<Loc>,
}

impl Marks {
    /// Whether anything public or private is drawn at `loc` (the table numbers only these).
    fn marked(&self, loc: Loc) -> bool {
        self.scenes.iter().any(|s| s.loc == loc)
            || self.watches.contains(&loc)
            || self.eligible_watches.contains(&loc)
            || self.residences.iter().any(|(_, l)| *l == loc)
            || self.selected == Some(loc)
    }
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
/// Alibi's own stand-in is named in the table's language, a group's board as they typed it.
pub fn honest_name(name: &str, stand_in: bool) -> String {
    if Board::is_shipped_stand_in(name, stand_in) {
        t!("crimewave-board-stand-in-name")
    } else if stand_in && !name.to_lowercase().contains("stand-in") {
        t!("crimewave-board-stand-in", name = name)
    } else {
        name.to_string()
    }
}

/// Random killings are yellow on the physical board too.
const YELLOW: Color = Color::from_rgb(0.95, 0.78, 0.1);
/// The advice's halo around the safest murder sites: lavender, unlike any Killer's colour.
const SAFEST: Color = Color::from_rgb(0.75, 0.6, 0.95);

/// Which screen the board is drawn for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The Killer player's laptop: every location numbered (to click), small labels.
    Console,
    /// The table screen, read from across the room: marks and labels sized from the
    /// window, numbers only where something is.
    Table,
}

/// The console's zoom and pan. The screen keeps it, so that the photo drawn under the board
/// (a layer of its own) follows the board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Zoom {
    /// 1 shows the whole board.
    pub scale: f32,
    /// How far the zoomed board is moved (canvas pixels).
    pub pan: Vector,
}

impl Default for Zoom {
    fn default() -> Self {
        Zoom {
            scale: 1.0,
            pan: Vector::ZERO,
        }
    }
}

impl Zoom {
    /// The zoom after `lines` wheel steps at `at` (canvas pixels) on a canvas of `size`,
    /// keeping the point under the cursor where it is.
    fn wheel(self, size: Size, at: Point, lines: f32) -> Zoom {
        let scale = (self.scale * 1.2f32.powf(lines)).clamp(1.0, MAX_ZOOM);
        let centre = Vector::new(size.width / 2.0, size.height / 2.0);
        let ratio = scale / self.scale;
        let from_centre = Vector::new(at.x, at.y) - centre - self.pan;
        let pan = if scale <= 1.0 {
            Vector::ZERO
        } else {
            self.pan + from_centre * (1.0 - ratio)
        };
        Zoom { scale, pan }
    }
}

/// What the console lets the mouse do on its board.
#[derive(Debug)]
pub struct Controls<M> {
    /// A click on a location.
    pub on_click: fn(Loc) -> M,
    /// The zoom and pan shown now.
    pub zoom: Zoom,
    /// The wheel or a drag asks for another zoom or pan.
    pub on_zoom: fn(Zoom) -> M,
}

// Function pointers copy whatever the message is (a derive would ask `M: Copy`).
impl<M> Clone for Controls<M> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M> Copy for Controls<M> {}

/// The pointer's gesture on the board, kept by the widget between frames.
#[derive(Debug, Clone, Copy, Default)]
pub struct Gesture {
    /// Where a left press started (canvas coordinates) and the pan at that moment.
    press: Option<(Point, Vector)>,
    dragged: bool,
    hovered: Option<Loc>,
    /// The zoom last asked for and the one shown when it was asked: until the screen shows
    /// the new one, further wheel steps build on it, not on the stale one.
    asked: Option<(Zoom, Zoom)>,
}

impl Gesture {
    fn zoom(&self, shown: Zoom) -> Zoom {
        match self.asked {
            Some((then, asked)) if then == shown => asked,
            _ => shown,
        }
    }
}

/// Board fractions ↔ canvas pixels for one frame, and the sizes drawn at.
#[derive(Debug, Clone, Copy)]
struct Fit {
    scale: Size,
    offset: Vector,
    /// The radius of a numbered location.
    node: f32,
    /// The radius of a location the table leaves unnumbered.
    dot: f32,
    /// Labels' text size.
    text: f32,
    /// Location numbers' text size.
    numbers: f32,
}

impl Fit {
    /// With a `photo` (its size in pixels) the board sits exactly where the photo is drawn,
    /// so every location lands on its spot in the picture; the zoom moves both alike.
    fn new(bounds: Size, zoom: Zoom, photo: Option<Size>, look: Look) -> Fit {
        let whole = match photo {
            Some(picture) => photo_bounds(picture, bounds),
            None => {
                let unit = (bounds.width / ASPECT.width).min(bounds.height / ASPECT.height);
                let size = Size::new(ASPECT.width * unit, ASPECT.height * unit);
                Rectangle::new(
                    Point::new(
                        (bounds.width - size.width) / 2.0,
                        (bounds.height - size.height) / 2.0,
                    ),
                    size,
                )
            }
        };
        let centre = Vector::new(bounds.width / 2.0, bounds.height / 2.0);
        let from_centre = Vector::new(whole.x, whole.y) - centre;
        let offset = centre + from_centre * zoom.scale + zoom.pan;
        let scale = Size::new(whole.width * zoom.scale, whole.height * zoom.scale);
        let (node, dot, text, numbers) = match look {
            Look::Console => {
                // Locations grow with zoom but less than the map, so crowded areas open up.
                let node = (scale.height * NODE_SIZE / zoom.scale.sqrt()).max(CONSOLE_TEXT * 0.72);
                (node, node, CONSOLE_TEXT, CONSOLE_TEXT)
            }
            Look::Table => {
                let text = (whole.height * TABLE_TEXT).clamp(11.0, 40.0);
                // Numbers a little smaller than labels: the north of the board is crowded.
                let numbers = text * 0.85;
                (
                    numbers * 0.78,
                    (whole.height * 0.006).max(2.5),
                    text,
                    numbers,
                )
            }
        };
        Fit {
            scale,
            offset,
            node,
            dot,
            text,
            numbers,
        }
    }

    fn to_canvas(self, x: f32, y: f32) -> Point {
        Point::new(
            x * self.scale.width + self.offset.x,
            y * self.scale.height + self.offset.y,
        )
    }

    /// The photo's camera for this fit: the same zoom, centred on the same spot.
    fn camera(self, bounds: Size, zoom: Zoom) -> Camera {
        Camera {
            zoom: zoom.scale,
            center: Point::new(
                (bounds.width / 2.0 - self.offset.x) / self.scale.width.max(1.0),
                (bounds.height / 2.0 - self.offset.y) / self.scale.height.max(1.0),
            ),
        }
    }
}

struct BoardCanvas<'a, M> {
    board: &'a Board,
    marks: Marks,
    controls: Option<Controls<M>>,
    look: Look,
    /// The photo's size when one is drawn underneath.
    photo: Option<Size>,
}

impl<M> BoardCanvas<'_, M> {
    fn zoom(&self) -> Zoom {
        self.controls.map_or_else(Zoom::default, |c| c.zoom)
    }

    fn fit(&self, bounds: Size, zoom: Zoom) -> Fit {
        Fit::new(bounds, zoom, self.photo, self.look)
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

    /// Whether a location is drawn numbered (always on the console).
    fn numbered(&self, loc: Loc, hovered: Option<Loc>) -> bool {
        self.look == Look::Console || self.marks.marked(loc) || hovered == Some(loc)
    }
}

impl<M> canvas::Program<M> for BoardCanvas<'_, M> {
    type State = Gesture;

    fn update(
        &self,
        gesture: &mut Gesture,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let controls = self.controls?;
        let position = cursor.position_in(bounds);
        let shown = controls.zoom;
        match event {
            Event::Mouse(mouse::Event::WheelScrolled { delta }) => {
                let p = position?;
                let lines = match delta {
                    mouse::ScrollDelta::Lines { y, .. } => *y,
                    mouse::ScrollDelta::Pixels { y, .. } => y / 40.0,
                };
                let zoom = gesture.zoom(shown).wheel(bounds.size(), p, lines);
                gesture.asked = Some((shown, zoom));
                Some(canvas::Action::publish((controls.on_zoom)(zoom)).and_capture())
            }
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = position?;
                gesture.press = Some((p, gesture.zoom(shown).pan));
                gesture.dragged = false;
                Some(canvas::Action::capture())
            }
            Event::Mouse(mouse::Event::CursorMoved { .. }) => {
                if let (Some((start, pan)), Some(p)) = (gesture.press, position) {
                    let moved = p - start;
                    if gesture.dragged || moved.x.hypot(moved.y) > CLICK_SLOP {
                        gesture.dragged = true;
                        let now = gesture.zoom(shown);
                        if now.scale > 1.0 {
                            let zoom = Zoom {
                                pan: pan + moved,
                                ..now
                            };
                            gesture.asked = Some((shown, zoom));
                            return Some(canvas::Action::publish((controls.on_zoom)(zoom)));
                        }
                        return None;
                    }
                }
                let hovered =
                    position.and_then(|p| self.node_at(self.fit(bounds.size(), shown), p));
                if hovered != gesture.hovered {
                    gesture.hovered = hovered;
                    return Some(canvas::Action::request_redraw());
                }
                None
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                let pressed = gesture.press.take();
                if gesture.dragged || pressed.is_none() {
                    return None;
                }
                let loc = self.node_at(self.fit(bounds.size(), shown), position?)?;
                Some(canvas::Action::publish((controls.on_click)(loc)).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        gesture: &Gesture,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let palette = theme.extended_palette();
        let fit = self.fit(bounds.size(), self.zoom());
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
                        content: letter(*killer).into(),
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

    fn mouse_interaction(
        &self,
        gesture: &Gesture,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if gesture.dragged && gesture.press.is_some() {
            mouse::Interaction::Grabbing
        } else if gesture.hovered.is_some() && self.controls.is_some() && cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

impl<M> BoardCanvas<'_, M> {
    /// The exposure heat: each candidate home a disc in its Killer's colour, darker and
    /// ringed thicker the likelier it is, with the Killer's letter once the odds are
    /// worth reading (the legend under the board names the grades).
    fn draw_heat(&self, frame: &mut Frame, fit: Fit, ink: Color) {
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
                        content: letter(heat.killer).into(),
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

    /// Every scene's label and every watch's W, each on a plate, placed one by one where it
    /// covers no location and no earlier label; a label pushed away from its location gets a
    /// line back to it. Where the board is too crowded for that, the labels of a crowd are
    /// folded into one "+N" plate, and pointing at one of its locations shows its label. On
    /// the table, where nobody points and nothing is clicked, a label may cover a location's
    /// dot or number: only covering another scene or watch folds it.
    fn draw_labels(
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

/// The colour of a scene's diamond and plate: the solving Killer's, yellow for a random
/// killing, plain ink while unsolved.
fn scene_colour(scene: &SceneMark, ink: Color) -> Color {
    match (scene.solved_by, scene.random) {
        (Some(killer), _) => colour(killer),
        (None, true) => YELLOW,
        (None, false) => ink,
    }
}

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

/// The board with its marks, over its `photo` when it has one. `controls` (None on the
/// table) make clicks fill the form and let the wheel zoom and a drag pan, photo and board
/// together. The container is named "board" so tests can find it.
pub fn view<'a, M: 'a>(
    board: &'a Board,
    marks: Marks,
    look: Look,
    photo: Option<&'a Photo>,
    controls: Option<Controls<M>>,
) -> Element<'a, M> {
    let zoom = controls.map_or_else(Zoom::default, |c| c.zoom);
    let program = BoardCanvas {
        board,
        marks,
        controls,
        look,
        photo: photo.map(Photo::size),
    };
    let Some(photo) = photo else {
        let locations = Canvas::new(program).width(Fill).height(Fill);
        return container(locations).id("board").into();
    };
    // Within one layer a renderer draws images over shapes: the photo gets a canvas, and so
    // a layer, of its own below the locations (see `Backdrop::new`). It can't know the
    // canvas's size before drawing, so it is told the zoom and works out the same camera.
    let backdrop = Canvas::new(Zoomed {
        handle: &photo.handle,
        size: photo.size,
        zoom,
    })
    .width(Fill)
    .height(Fill);
    let locations = Canvas::new(program).width(Fill).height(Fill);
    container(stack![
        space().width(Fill).height(Fill),
        backdrop,
        locations
    ])
    .clip(true)
    .id("board")
    .into()
}

/// The photo under a zoomed board: the tracer's backdrop, looking where the board is.
struct Zoomed<'a> {
    handle: &'a image::Handle,
    size: Size,
    zoom: Zoom,
}

impl<M> canvas::Program<M> for Zoomed<'_> {
    type State = ();

    fn draw(
        &self,
        state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let fit = Fit::new(bounds.size(), self.zoom, Some(self.size), Look::Console);
        let backdrop =
            Backdrop::new(self.handle, self.size).looking(fit.camera(bounds.size(), self.zoom));
        <Backdrop<'_> as canvas::Program<M>>::draw(
            &backdrop, state, renderer, theme, bounds, cursor,
        )
    }
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

    #[test]
    fn heat_grades_rise_as_the_candidates_fall() {
        assert_eq!(heat_grade(1.0 / 96.0), 0);
        assert_eq!(heat_grade(1.0 / 20.0), 1);
        assert_eq!(heat_grade(1.0 / 5.0), 2);
        assert_eq!(heat_grade(1.0), 3);
    }
}
