//! The photo with the traced locations on it: click to place, drag to move, click two
//! locations to connect them, wheel to zoom, drag the photo to pan.

use super::super::style;
use crate::rules::crimewave::board::{Draft, Loc};
use crate::ui::widget::backdrop::Backdrop;
use crate::ui::widget::camera::{self, Asked, CLICK_SLOP, Camera, Projection};
use iced::mouse;
use iced::widget::canvas::{self, Event, Frame, Geometry, Path, Stroke, Text};
use iced::widget::image::Handle;
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, Vector, alignment};

/// The drawn radius of a location, in screen pixels (whatever the zoom, so numbers stay
/// legible and clickable).
const RADIUS: f32 = 11.0;
/// How far from a location's centre a click still picks it.
const PICK: f32 = RADIUS + 4.0;

/// What the player did on the picture. Positions are fractions (0..1) of the picture.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A click on the picture away from every location.
    Place(f32, f32),
    /// A click on a location.
    Clicked(Loc),
    /// A location was dragged to here.
    Moved(Loc, f32, f32),
    /// The view was panned or zoomed.
    Looked(Camera),
}

/// Everything the canvas draws, borrowed from the screen.
pub struct Picture<'a> {
    /// The board being traced.
    pub draft: &'a Draft,
    /// The photo and its size in pixels, if there is one.
    pub photo: Option<(&'a Handle, Size)>,
    /// The location picked (to edit, or to connect from).
    pub selected: Option<Loc>,
    /// Locations a check is about, ringed.
    pub shown: &'a [Loc],
    /// What part of the picture is on screen.
    pub camera: Camera,
}

/// A press on the canvas, until it is released.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Gesture {
    press: Option<Press>,
    hovered: Option<Loc>,
    /// Where the last cursor move went, in window coordinates. When drawing lags behind,
    /// several clicks arrive in one batch with only the batch's last cursor position: each
    /// click must use the position of the move that came before it.
    pointer: Option<Point>,
    asked: Asked,
}

impl Gesture {
    /// Asks for a new camera.
    fn look(&mut self, shown: Camera, camera: Camera) -> canvas::Action<Message> {
        canvas::Action::publish(Message::Looked(self.asked.ask(shown, camera)))
    }

    /// Where the pointer is on the canvas (relative to its top-left corner), if over it.
    fn at(&self, bounds: Rectangle, cursor: mouse::Cursor) -> Option<Point> {
        match self.pointer {
            Some(p) if bounds.contains(p) => Some(Point::new(p.x - bounds.x, p.y - bounds.y)),
            Some(_) => None,
            None => cursor.position_in(bounds),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Press {
    /// The location pressed on, or None for the picture itself (a pan or a placement).
    on: Option<Loc>,
    start: Point,
    last: Point,
    dragged: bool,
}

impl Picture<'_> {
    /// The picture's size: the photo's, or a blank page's.
    fn size(&self) -> Size {
        self.photo.map_or(camera::BLANK, |(_, size)| size)
    }

    fn transform(&self, bounds: Rectangle) -> Projection {
        Projection::new(self.size(), bounds.size(), self.camera)
    }

    fn node_at(&self, t: Projection, p: Point) -> Option<Loc> {
        self.draft
            .nodes
            .iter()
            .map(|n| (n.id, t.to_canvas(n.x, n.y).distance(p)))
            .filter(|&(_, d)| d <= PICK)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }
}

impl<'a> Picture<'a> {
    /// The photo under these locations, if there is one.
    pub fn backdrop(&self) -> Option<Backdrop<'a>> {
        let (handle, size) = self.photo?;
        Some(Backdrop::new(handle, size).looking(self.camera))
    }
}

impl canvas::Program<Message> for Picture<'_> {
    type State = Gesture;

    fn update(
        &self,
        gesture: &mut Gesture,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Message>> {
        let t = self.transform(bounds);
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = gesture.at(bounds, cursor)?;
                gesture.press = Some(Press {
                    on: self.node_at(t, p),
                    start: p,
                    last: p,
                    dragged: false,
                });
                Some(canvas::Action::capture())
            }
            Event::Mouse(mouse::Event::CursorMoved { position }) => {
                gesture.pointer = Some(*position);
                let p = gesture.at(bounds, cursor);
                let hovered = p.and_then(|p| self.node_at(t, p));
                let hover_changed = hovered != gesture.hovered;
                gesture.hovered = hovered;
                let (Some(press), Some(p)) = (gesture.press.as_mut(), p) else {
                    return hover_changed.then(canvas::Action::request_redraw);
                };
                press.dragged |= press.start.distance(p) > CLICK_SLOP;
                if !press.dragged {
                    return None;
                }
                let delta = p - press.last;
                press.last = p;
                match press.on {
                    // The dragged location follows the cursor; it is moved on release.
                    Some(_) => Some(canvas::Action::request_redraw()),
                    None => {
                        let from = gesture.asked.base(self.camera);
                        let camera = from.panned(self.size(), bounds.size(), delta);
                        Some(gesture.look(self.camera, camera))
                    }
                }
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)) => {
                let press = gesture.press.take()?;
                let (fx, fy) = t.to_fraction(press.last);
                let message = match (press.on, press.dragged) {
                    (Some(loc), false) => Message::Clicked(loc),
                    (Some(loc), true) => {
                        Message::Moved(loc, fx.clamp(0.0, 1.0), fy.clamp(0.0, 1.0))
                    }
                    (None, false) if (0.0..=1.0).contains(&fx) && (0.0..=1.0).contains(&fy) => {
                        Message::Place(fx, fy)
                    }
                    (None, _) => return Some(canvas::Action::request_redraw()),
                };
                Some(canvas::Action::publish(message).and_capture())
            }
            Event::Mouse(mouse::Event::WheelScrolled { delta }) => {
                let p = gesture.at(bounds, cursor)?;
                let from = gesture.asked.base(self.camera);
                let camera = from.wheel(self.size(), bounds.size(), p, *delta);
                Some(gesture.look(self.camera, camera).and_capture())
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
        let t = self.transform(bounds);
        let mut frame = Frame::new(renderer, bounds.size());
        let picture = t.bounds();
        // The photo itself is the backdrop's, a layer below.
        if self.photo.is_none() {
            frame.fill_rectangle(picture.position(), picture.size(), Color::WHITE);
        }
        frame.stroke(
            &Path::rectangle(picture.position(), picture.size()),
            Stroke::default()
                .with_width(1.0)
                .with_color(palette.background.strong.color),
        );

        // Where each location is drawn: a dragged one follows the cursor.
        let dragged = gesture
            .press
            .filter(|p| p.dragged)
            .and_then(|p| p.on.map(|loc| (loc, p.last)));
        let at = |loc: Loc| -> Option<Point> {
            if let Some((moving, p)) = dragged
                && moving == loc
            {
                return Some(p);
            }
            let n = self.draft.nodes.iter().find(|n| n.id == loc)?;
            Some(t.to_canvas(n.x, n.y))
        };

        // Connections: a light casing under a dark line, readable on any photo.
        let casing = Stroke::default().with_width(6.0).with_color(Color::WHITE);
        let line = Stroke::default()
            .with_width(3.0)
            .with_color(Color::from_rgb8(0x1f, 0x3a, 0x93));
        for &(a, b) in &self.draft.edges {
            if let (Some(a), Some(b)) = (at(a), at(b)) {
                frame.stroke(&Path::line(a, b), casing);
                frame.stroke(&Path::line(a, b), line);
            }
        }

        let ink = Color::from_rgb8(0x1a, 0x1a, 0x1a);
        let shown = Color::from_rgb8(0xd0, 0x20, 0x20);
        let picked = Color::from_rgb8(0x10, 0x70, 0xe0);
        for n in &self.draft.nodes {
            let Some(p) = at(n.id) else { continue };
            if self.shown.contains(&n.id) {
                frame.stroke(
                    &Path::circle(p, RADIUS + 7.0),
                    Stroke::default().with_width(4.0).with_color(shown),
                );
            }
            if self.selected == Some(n.id) {
                frame.stroke(
                    &Path::circle(p, RADIUS + 4.0),
                    Stroke::default().with_width(4.0).with_color(picked),
                );
            } else if gesture.hovered == Some(n.id) {
                frame.stroke(
                    &Path::circle(p, RADIUS + 3.0),
                    Stroke::default().with_width(2.0).with_color(picked),
                );
            }
            let fill = if n.yellow {
                Color::from_rgb8(0xff, 0xd4, 0x2a)
            } else {
                Color::WHITE
            };
            frame.fill(&Path::circle(p, RADIUS), fill);
            frame.stroke(
                &Path::circle(p, RADIUS),
                Stroke::default().with_width(2.0).with_color(ink),
            );
            frame.fill_text(label(n.id.to_string(), p, 12.0, ink, true));
            if let Some(city) = n.city.as_deref() {
                let beside = p + Vector::new(RADIUS + 4.0, 0.0);
                let mut name = label(city.to_string(), beside, 14.0, ink, false);
                name.align_x = iced::widget::text::Alignment::Left;
                let size = Size::new(city.chars().count() as f32 * 8.0 + 8.0, 20.0);
                frame.fill_rectangle(
                    beside - Vector::new(2.0, 10.0),
                    size,
                    Color::from_rgba8(0xff, 0xff, 0xff, 0.85),
                );
                frame.fill_text(name);
            }
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        gesture: &Gesture,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if !cursor.is_over(bounds) {
            mouse::Interaction::default()
        } else if gesture.press.is_some_and(|p| p.dragged) {
            mouse::Interaction::Grabbing
        } else if gesture.hovered.is_some() {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::Crosshair
        }
    }
}

/// Text centred on a point (or starting at it, once `align_x` is changed).
fn label(content: String, position: Point, size: f32, color: Color, bold: bool) -> Text {
    Text {
        content,
        position,
        color,
        size: size.into(),
        font: if bold { style::BOLD } else { style::FONT },
        align_x: iced::widget::text::Alignment::Center,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}
