//! One camera for every picture Alibi zooms and pans: the Crimewave board on the console (over
//! its photo or on a blank page) and the tracer's photo. A [`Camera`] says how close it looks
//! and at which point of the picture; a [`Projection`] turns that into canvas pixels for one
//! canvas size.
//!
//! The wheel zooms about the pointer (the point under it stays put), a drag pans, the keys
//! `+`, `-` and `0` zoom in, out and back to the whole picture, the arrows pan. At zoom 1 the
//! whole picture is in view, and however it is zoomed or panned the picture keeps filling
//! the part of the canvas it fills at zoom 1: it can't be lost off the side.

use iced::keyboard::{Key, key::Named};
use iced::mouse::ScrollDelta;
use iced::{Point, Rectangle, Size, Vector};

/// The closest look: a few locations fill the canvas. (Zoom 1, the least, is the whole
/// picture: looking further out only shrinks it.)
pub const MAX_ZOOM: f32 = 6.0;
/// How much one line of the wheel zooms.
pub const WHEEL_STEP: f32 = 1.2;
/// Touchpads scroll in pixels: this many make one wheel line.
const PIXELS_PER_LINE: f32 = 40.0;
/// How much a zoom button or key zooms.
pub const STEP: f32 = 1.5;
/// How far an arrow key pans, as a share of what is in view.
const KEY_PAN: f32 = 0.1;
/// A press that moves less than this (canvas pixels) before release is a click, not a drag.
pub const CLICK_SLOP: f32 = 4.0;
/// The space left around the picture when it is fitted to the canvas.
const MARGIN: f32 = 16.0;
/// The picture's proportions when a board has no photo: the printed board's 7:8 portrait.
pub const BLANK: Size = Size::new(7.0, 8.0);

/// What part of the picture is on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Camera {
    /// 1 shows the whole picture; 2 shows it twice as big.
    pub zoom: f32,
    /// The point of the picture at the middle of the canvas, as fractions (0..1) of it.
    pub center: Point,
}

impl Default for Camera {
    /// The whole picture.
    fn default() -> Self {
        Self {
            zoom: 1.0,
            center: Point::new(0.5, 0.5),
        }
    }
}

/// A way to look elsewhere that needs no pointer: a zoom button or key, an arrow key.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Move {
    /// Closer, about the middle.
    In,
    /// Further out, about the middle.
    Out,
    /// The whole picture.
    Whole,
    /// Along (x, y), as shares of what is in view (positive: right, down).
    Pan(Vector),
}

impl Camera {
    /// The same look within the limits: zoom from 1 to [`MAX_ZOOM`], and the middle of the
    /// canvas never so near the picture's edge that the picture leaves part of its fitted
    /// place empty (at zoom 1 that is the picture's middle).
    pub fn clamped(self) -> Camera {
        let zoom = if self.zoom.is_finite() {
            self.zoom.clamp(1.0, MAX_ZOOM)
        } else {
            1.0
        };
        let half = 0.5 / zoom;
        let within = |v: f32| {
            if v.is_finite() {
                v.clamp(half, 1.0 - half)
            } else {
                0.5
            }
        };
        Camera {
            zoom,
            center: Point::new(within(self.center.x), within(self.center.y)),
        }
    }

    /// Zoomed by `factor` about `at` (canvas pixels), the point of the picture under `at`
    /// staying there (unless the limits move it).
    pub fn zoomed_about(self, picture: Size, canvas: Size, at: Point, factor: f32) -> Camera {
        let (fx, fy) = Projection::new(picture, canvas, self).to_fraction(at);
        let zoom = (self.zoom * factor).clamp(1.0, MAX_ZOOM);
        let after = Projection::new(picture, canvas, Camera { zoom, ..self }).bounds();
        Camera {
            zoom,
            center: Point::new(
                fx - (at.x - canvas.width / 2.0) / after.width,
                fy - (at.y - canvas.height / 2.0) / after.height,
            ),
        }
        .clamped()
    }

    /// The wheel turned by `delta` with the pointer at `at`: zoomed about the pointer.
    pub fn wheel(self, picture: Size, canvas: Size, at: Point, delta: ScrollDelta) -> Camera {
        let lines = match delta {
            ScrollDelta::Lines { y, .. } => y,
            ScrollDelta::Pixels { y, .. } => y / PIXELS_PER_LINE,
        };
        self.zoomed_about(picture, canvas, at, WHEEL_STEP.powf(lines))
    }

    /// The picture dragged by `by` (canvas pixels): it follows the pointer.
    pub fn panned(self, picture: Size, canvas: Size, by: Vector) -> Camera {
        let shown = Projection::new(picture, canvas, self).bounds();
        Camera {
            center: Point::new(
                self.center.x - by.x / shown.width.max(1.0),
                self.center.y - by.y / shown.height.max(1.0),
            ),
            ..self
        }
        .clamped()
    }

    /// After a button or key.
    pub fn moved(self, step: Move) -> Camera {
        match step {
            Move::In => Camera {
                zoom: self.zoom * STEP,
                ..self
            },
            Move::Out => Camera {
                zoom: self.zoom / STEP,
                ..self
            },
            Move::Whole => Camera::default(),
            Move::Pan(by) => Camera {
                center: Point::new(
                    self.center.x + by.x / self.zoom,
                    self.center.y + by.y / self.zoom,
                ),
                ..self
            },
        }
        .clamped()
    }
}

/// The camera's keys: `+` (or `=`, the same key unshifted) and `-` zoom, `0` shows the whole
/// picture, the arrows pan.
pub fn key_move(key: Key<&str>) -> Option<Move> {
    let pan = |x: f32, y: f32| Some(Move::Pan(Vector::new(x * KEY_PAN, y * KEY_PAN)));
    match key {
        Key::Character("+" | "=") => Some(Move::In),
        Key::Character("-") => Some(Move::Out),
        Key::Character("0") => Some(Move::Whole),
        Key::Named(Named::ArrowLeft) => pan(-1.0, 0.0),
        Key::Named(Named::ArrowRight) => pan(1.0, 0.0),
        Key::Named(Named::ArrowUp) => pan(0.0, -1.0),
        Key::Named(Named::ArrowDown) => pan(0.0, 1.0),
        _ => None,
    }
}

/// The camera a widget last asked its screen for, and the one shown when it asked. Until
/// the screen shows the new one (events can arrive in a batch before the next frame), the
/// next wheel step or drag builds on what was asked, not on the stale camera shown.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Asked(Option<(Camera, Camera)>);

impl Asked {
    /// The camera to build the next move on, given the one `shown`.
    pub fn base(&self, shown: Camera) -> Camera {
        match self.0 {
            Some((then, asked)) if then == shown => asked,
            _ => shown,
        }
    }

    /// Remembers asking for `camera` while `shown` is on screen; gives `camera` back.
    pub fn ask(&mut self, shown: Camera, camera: Camera) -> Camera {
        self.0 = Some((shown, camera));
        camera
    }
}

/// Picture fractions ↔ canvas pixels for one picture size, canvas size and camera.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Projection {
    /// Canvas pixels per picture pixel.
    scale: f32,
    /// Where the picture's top-left corner is on the canvas.
    origin: Point,
    picture: Size,
}

impl Projection {
    /// A `picture` of this size (pixels, or [`BLANK`]'s proportions) fitted in a `canvas`
    /// inside a margin, then zoomed and moved as the `camera` says.
    pub fn new(picture: Size, canvas: Size, camera: Camera) -> Self {
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

    /// Where the point (x, y) of the picture, as fractions of it, is on the canvas.
    pub fn to_canvas(self, x: f32, y: f32) -> Point {
        Point::new(
            self.origin.x + x * self.picture.width * self.scale,
            self.origin.y + y * self.picture.height * self.scale,
        )
    }

    /// Which point of the picture, as fractions of it, is at `p` on the canvas.
    pub fn to_fraction(self, p: Point) -> (f32, f32) {
        (
            (p.x - self.origin.x) / (self.picture.width * self.scale),
            (p.y - self.origin.y) / (self.picture.height * self.scale),
        )
    }

    /// Where the whole picture is drawn on the canvas (partly off it once zoomed).
    pub fn bounds(self) -> Rectangle {
        Rectangle::new(
            self.origin,
            Size::new(
                self.picture.width * self.scale,
                self.picture.height * self.scale,
            ),
        )
    }
}

/// Where the whole `picture` is drawn in a `canvas` at zoom 1: a location at (x, y) is at
/// `bounds.x + x * bounds.width`, `bounds.y + y * bounds.height`.
pub fn fitted(picture: Size, canvas: Size) -> Rectangle {
    Projection::new(picture, canvas, Camera::default()).bounds()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PICTURE: Size = Size::new(1000.0, 500.0);
    const CANVAS: Size = Size::new(1032.0, 932.0);

    fn close(a: f32, b: f32) -> bool {
        (a - b).abs() < 1e-3
    }

    #[test]
    fn the_whole_picture_fits_the_canvas_inside_the_margin_and_centred() {
        assert_eq!(
            fitted(PICTURE, CANVAS),
            Rectangle::new(Point::new(16.0, 216.0), Size::new(1000.0, 500.0))
        );
        // A tall picture: fitted by its height, centred across.
        let tall = fitted(BLANK, Size::new(800.0, 432.0));
        assert!(close(tall.y, 16.0) && close(tall.height, 400.0), "{tall:?}");
        assert!(close(tall.x + tall.width / 2.0, 400.0), "{tall:?}");
        let p = Projection::new(PICTURE, CANVAS, Camera::default());
        let (x, y) = p.to_fraction(p.to_canvas(0.25, 0.75));
        assert!(close(x, 0.25) && close(y, 0.75));
    }

    #[test]
    fn zooming_about_a_point_keeps_that_point_under_it() {
        let mut camera = Camera::default();
        for (at, factor) in [
            (Point::new(300.0, 400.0), 2.0),
            (Point::new(700.0, 500.0), 1.7),
            (Point::new(520.0, 300.0), 0.8),
        ] {
            let before = Projection::new(PICTURE, CANVAS, camera).to_fraction(at);
            camera = camera.zoomed_about(PICTURE, CANVAS, at, factor);
            let after = Projection::new(PICTURE, CANVAS, camera).to_fraction(at);
            assert!(close(before.0, after.0) && close(before.1, after.1));
        }
        assert!(close(camera.zoom, 2.0 * 1.7 * 0.8));
        // The wheel is the same zoom, a step a line.
        let wheeled = Camera::default().wheel(
            PICTURE,
            CANVAS,
            Point::new(516.0, 466.0),
            ScrollDelta::Lines { x: 0.0, y: 3.0 },
        );
        assert!(close(wheeled.zoom, WHEEL_STEP.powi(3)));
        assert!(close(wheeled.center.x, 0.5) && close(wheeled.center.y, 0.5));
    }

    #[test]
    fn zoom_and_pan_stay_within_the_limits() {
        let far = Camera::default().moved(Move::Out);
        // Never smaller than the whole picture.
        assert_eq!(far, Camera::default());
        let mut close_up = Camera::default();
        for _ in 0..20 {
            close_up = close_up.moved(Move::In);
        }
        assert_eq!(close_up.zoom, MAX_ZOOM);
        // At zoom 1 a drag moves nothing: the whole picture is already in view.
        let dragged = Camera::default().panned(PICTURE, CANVAS, Vector::new(300.0, -200.0));
        assert_eq!(dragged, Camera::default());
        // Zoomed in, a drag far to the right stops with the picture's left edge at the
        // fitted picture's left edge.
        let zoomed = Camera {
            zoom: 2.0,
            ..Camera::default()
        };
        let dragged = zoomed.panned(PICTURE, CANVAS, Vector::new(5000.0, 0.0));
        assert!(close(dragged.center.x, 0.25), "{dragged:?}");
        let shown = Projection::new(PICTURE, CANVAS, dragged).bounds();
        assert!(close(shown.x, fitted(PICTURE, CANVAS).x), "{shown:?}");
        // Nonsense is mended rather than kept.
        let odd = Camera {
            zoom: f32::NAN,
            center: Point::new(f32::INFINITY, -3.0),
        };
        assert_eq!(odd.clamped(), Camera::default());
    }

    #[test]
    fn a_drag_moves_the_picture_with_the_pointer() {
        let zoomed = Camera {
            zoom: 3.0,
            ..Camera::default()
        };
        let at = Point::new(500.0, 400.0);
        let under = Projection::new(PICTURE, CANVAS, zoomed).to_fraction(at);
        let by = Vector::new(40.0, -25.0);
        let dragged = zoomed.panned(PICTURE, CANVAS, by);
        let now = Projection::new(PICTURE, CANVAS, dragged).to_fraction(at + by);
        assert!(close(under.0, now.0) && close(under.1, now.1));
    }

    #[test]
    fn the_keys_zoom_show_the_whole_and_pan() {
        assert_eq!(key_move(Key::Character("+")), Some(Move::In));
        assert_eq!(key_move(Key::Character("=")), Some(Move::In));
        assert_eq!(key_move(Key::Character("-")), Some(Move::Out));
        assert_eq!(key_move(Key::Character("0")), Some(Move::Whole));
        assert_eq!(key_move(Key::Character("a")), None);
        let zoomed = Camera::default().moved(Move::In).moved(Move::In);
        assert!(close(zoomed.zoom, STEP * STEP));
        let right = key_move(Key::Named(Named::ArrowRight)).map(|m| zoomed.moved(m));
        assert!(right.is_some_and(|c| c.center.x > zoomed.center.x && c.center.y == 0.5));
        let up = key_move(Key::Named(Named::ArrowUp)).map(|m| zoomed.moved(m));
        assert!(up.is_some_and(|c| c.center.y < zoomed.center.y));
        assert_eq!(zoomed.moved(Move::Whole), Camera::default());
    }

    #[test]
    fn a_batch_of_moves_builds_on_the_last_asked() {
        let shown = Camera::default();
        let mut asked = Asked::default();
        assert_eq!(asked.base(shown), shown);
        let first = asked.ask(shown, shown.moved(Move::In));
        // The screen hasn't shown it yet: the next move builds on it.
        assert_eq!(asked.base(shown), first);
        assert_eq!(asked.base(first), first);
        let other = Camera { zoom: 4.0, ..shown };
        // The screen moved on by itself: its camera counts.
        assert_eq!(asked.base(other), other);
    }
}
