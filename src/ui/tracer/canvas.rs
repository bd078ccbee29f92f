//! The photo with the traced locations on it: click to place, drag to move, click two
//! locations to connect them, wheel to zoom, drag the photo to pan.

use super::super::style;
use crate::rules::crimewave::board::{Draft, Loc};
use iced::mouse::{self, ScrollDelta};
use iced::widget::canvas::{self, Event, Frame, Geometry, Path, Stroke, Text};
use iced::widget::image::Handle;
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, Vector, alignment};

/// The drawn radius of a location, in screen pixels (whatever the zoom, so numbers stay
/// legible and clickable).
const RADIUS: f32 = 11.0;
/// How far from a location's centre a click still picks it.
const PICK: f32 = RADIUS + 4.0;
/// Movement below this (screen pixels) between press and release is a click, not a drag.
const DRAG_SLOP: f32 = 4.0;
/// The space left around the picture when it is fitted to the canvas.
const MARGIN: f32 = 16.0;
/// Zoom limits: from the whole board to a close look at a few locations.
pub const MIN_ZOOM: f32 = 0.5;
/// See [`MIN_ZOOM`].
pub const MAX_ZOOM: f32 = 12.0;
/// The picture's proportions when a board has no photo (the stand-in's portrait shape).
const BLANK_SIZE: Size = Size::new(1000.0, 1250.0);

/// What part of the picture is on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Camera {
    /// 1 shows the whole picture; 2 shows it twice as big.
    pub zoom: f32,
    /// The point of the picture at the middle of the canvas, as fractions (0..1) of it.
    pub center: Point,
}

impl Default for Camera {
    fn default() -> Self {
        Self {
            zoom: 1.0,
            center: Point::new(0.5, 0.5),
        }
    }
}

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
    /// The camera last asked for, and the one shown when it was asked for: until the
    /// screen shows the new one, further pans and zooms build on it, not on the stale one.
    looked: Option<(Camera, Camera)>,
}

impl Gesture {
    /// The camera to build the next pan or zoom on.
    fn camera(&self, shown: Camera) -> Camera {
        match self.looked {
            Some((then, asked)) if then == shown => asked,
            _ => shown,
        }
    }

    /// Asks for a new camera.
    fn look(&mut self, shown: Camera, camera: Camera) -> canvas::Action<Message> {
        self.looked = Some((shown, camera));
        canvas::Action::publish(Message::Looked(camera))
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

/// Picture fractions ↔ canvas pixels for one canvas size and camera.
#[derive(Debug, Clone, Copy)]
struct Transform {
    /// Canvas pixels per picture pixel.
    scale: f32,
    /// Where the picture's top-left corner is on the canvas.
    origin: Point,
    picture: Size,
}

impl Transform {
    fn new(picture: Size, canvas: Size, camera: Camera) -> Self {
        let fit = ((canvas.width - 2.0 * MARGIN) / picture.width)
            .min((canvas.height - 2.0 * MARGIN) / picture.height)
            .max(0.001);
        let scale = fit * camera.zoom;
        let origin = Point::new(
            canvas.width / 2.0 - camera.center.x * picture.width * scale,
            canvas.height / 2.0 - camera.center.y * picture.height * scale,
        );
        Self {
            scale,
            origin,
            picture,
        }
    }

    fn to_canvas(self, x: f32, y: f32) -> Point {
        Point::new(
            self.origin.x + x * self.picture.width * self.scale,
            self.origin.y + y * self.picture.height * self.scale,
        )
    }

    fn to_fraction(self, p: Point) -> (f32, f32) {
        (
            (p.x - self.origin.x) / (self.picture.width * self.scale),
            (p.y - self.origin.y) / (self.picture.height * self.scale),
        )
    }
}

impl Picture<'_> {
    fn transform(&self, bounds: Rectangle) -> Transform {
        let size = self.photo.map_or(BLANK_SIZE, |(_, size)| size);
        Transform::new(size, bounds.size(), self.camera)
    }

    fn node_at(&self, t: Transform, p: Point) -> Option<Loc> {
        self.draft
            .nodes
            .iter()
            .map(|n| (n.id, t.to_canvas(n.x, n.y).distance(p)))
            .filter(|&(_, d)| d <= PICK)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// The camera after zooming by `factor` with the point under `cursor` kept still.
    fn zoomed(&self, bounds: Rectangle, cursor: Point, factor: f32, from: Camera) -> Camera {
        let size = self.photo.map_or(BLANK_SIZE, |(_, size)| size);
        let t = Transform::new(size, bounds.size(), from);
        let (fx, fy) = t.to_fraction(cursor);
        let zoom = (from.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        let after = Transform::new(t.picture, bounds.size(), Camera { zoom, ..from });
        let width = t.picture.width * after.scale;
        let height = t.picture.height * after.scale;
        Camera {
            zoom,
            center: Point::new(
                fx - (cursor.x - bounds.width / 2.0) / width,
                fy - (cursor.y - bounds.height / 2.0) / height,
            ),
        }
    }
}

/// A board's photo, drawn by a canvas of its own in a layer below the locations: within one
/// layer a renderer draws images over shapes, which would hide every line. The board
/// widgets use it too: see [`Backdrop::new`].
pub struct Backdrop<'a> {
    handle: &'a Handle,
    size: Size,
    camera: Camera,
}

impl<'a> Picture<'a> {
    /// The photo under these locations, if there is one.
    pub fn backdrop(&self) -> Option<Backdrop<'a>> {
        let (handle, size) = self.photo?;
        Some(Backdrop {
            handle,
            size,
            camera: self.camera,
        })
    }
}

impl<'a> Backdrop<'a> {
    /// The whole photo of `size` pixels, fitted in the canvas as [`photo_bounds`] says.
    ///
    /// Give it a layer below the board's own canvas, clipped to the board's frame (images
    /// are clipped to layers only, not to a canvas):
    /// `container(stack![space().width(Fill).height(Fill), backdrop, board]).clip(true)`.
    pub fn new(handle: &'a Handle, size: Size) -> Self {
        Self {
            handle,
            size,
            camera: Camera::default(),
        }
    }

    /// The same photo with `camera`'s part of it on screen (a board zoomed over its photo).
    pub fn looking(self, camera: Camera) -> Self {
        Self { camera, ..self }
    }
}

/// Where the whole photo (`picture`, in pixels) is drawn in a canvas of size `canvas`: a
/// location at (x, y) is at `bounds.x + x * bounds.width`, `bounds.y + y * bounds.height`.
pub fn photo_bounds(picture: Size, canvas: Size) -> Rectangle {
    let t = Transform::new(picture, canvas, Camera::default());
    Rectangle::new(
        t.origin,
        Size::new(picture.width * t.scale, picture.height * t.scale),
    )
}

impl<M> canvas::Program<M> for Backdrop<'_> {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let t = Transform::new(self.size, bounds.size(), self.camera);
        let mut frame = Frame::new(renderer, bounds.size());
        let on_screen = Rectangle::new(
            t.origin,
            Size::new(t.picture.width * t.scale, t.picture.height * t.scale),
        );
        frame.draw_image(on_screen, canvas::Image::new(self.handle));
        vec![frame.into_geometry()]
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
                press.dragged |= press.start.distance(p) > DRAG_SLOP;
                if !press.dragged {
                    return None;
                }
                let delta = p - press.last;
                press.last = p;
                match press.on {
                    // The dragged location follows the cursor; it is moved on release.
                    Some(_) => Some(canvas::Action::request_redraw()),
                    None => {
                        let from = gesture.camera(self.camera);
                        let scale = Transform::new(t.picture, bounds.size(), from).scale;
                        let camera = Camera {
                            center: Point::new(
                                from.center.x - delta.x / (t.picture.width * scale),
                                from.center.y - delta.y / (t.picture.height * scale),
                            ),
                            ..from
                        };
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
                let steps = match delta {
                    ScrollDelta::Lines { y, .. } => *y,
                    ScrollDelta::Pixels { y, .. } => y / 60.0,
                };
                let from = gesture.camera(self.camera);
                let camera = self.zoomed(bounds, p, 1.25_f32.powf(steps), from);
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
        let picture = Rectangle::new(
            t.origin,
            Size::new(t.picture.width * t.scale, t.picture.height * t.scale),
        );
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_whole_photo_fits_the_canvas_inside_the_margin_and_centred() {
        let fitted = photo_bounds(Size::new(1000.0, 500.0), Size::new(1032.0, 932.0));
        assert_eq!(
            fitted,
            Rectangle::new(Point::new(16.0, 216.0), Size::new(1000.0, 500.0))
        );
        let t = Transform::new(
            Size::new(1000.0, 500.0),
            Size::new(1032.0, 932.0),
            Camera::default(),
        );
        let (x, y) = t.to_fraction(t.to_canvas(0.25, 0.75));
        assert!((x - 0.25).abs() < 1e-6 && (y - 0.75).abs() < 1e-6);
    }
}
