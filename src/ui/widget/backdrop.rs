//! A board's photo, drawn by a canvas of its own in a layer below the locations: within one
//! layer a renderer draws images over shapes, which would hide every line. The tracer and the
//! Crimewave board both draw their photo with it, through the same [`Camera`] as their
//! locations.

use super::camera::{Camera, Projection};
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry};
use iced::widget::image::Handle;
use iced::{Rectangle, Renderer, Size, Theme};

/// The photo, and which part of it is on screen.
pub struct Backdrop<'a> {
    handle: &'a Handle,
    size: Size,
    camera: Camera,
}

impl<'a> Backdrop<'a> {
    /// The whole photo of `size` pixels, fitted in the canvas as
    /// [`fitted`](super::camera::fitted) says.
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

    /// The same photo with `camera`'s part of it on screen.
    pub fn looking(self, camera: Camera) -> Self {
        Self { camera, ..self }
    }
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
        let mut frame = Frame::new(renderer, bounds.size());
        let on_screen = Projection::new(self.size, bounds.size(), self.camera).bounds();
        frame.draw_image(on_screen, canvas::Image::new(self.handle));
        vec![frame.into_geometry()]
    }
}
